//! Opening books: the exact value and a perfect move of every position within a few turns of
//! the start of a ruleset, worked out once by the solver and kept as text.
//!
//! **Why.** A perfect player ([`crate::agent::Seat::Perfect`]) solves the positions it can in
//! its time and plays an alpha-beta search's move in the others. Near the start of a game such
//! as Kalah(6,4) no solve ends in a second, and the search's move can throw the game away: as
//! second player against OpenSpiel's MCTS at a second a move, its first reply alone turned a
//! loss by 4 into a loss by 12 in five games of twenty, all lost (a solve of that position finds
//! the reply that keeps the loss to 4 in about 8 seconds). The opening is the same few
//! positions in every game, so it is solved once, ahead of play, as chess engines keep books.
//! (Deeper is not better there: exact moves keep a lost game's margin smallest against a
//! perfect opponent, and North's second turn played exactly lost most games against MCTS that
//! the search's moves, which keep the position open, win.)
//!
//! **Made by** `mancala solve RULESET --book TURNS`: every position of the first `TURNS` turns
//! of the game (a turn is one player's moves until the other moves: a move that earns another
//! keeps the turn), along every line of play, a position reached by two lines kept once, each
//! solved to the end. **Shipped** in `books/` and embedded in the program ([`shipped`]); a
//! book is used only with the rules it was made for (the ruleset's id and options,
//! [`fingerprint`]), so a ruleset file that changes an option plays without it.
//!
//! **Which rulesets.** A position is looked up by its arrangement alone (the pits, the stores,
//! the player to move), so a ruleset where a repeated position ends the game (Oware), whose
//! values depend on the positions before, has no book. The move counters are not part of the
//! arrangement either: a book's values are those of its positions at the plies they were first
//! reached, which differ from others only where a limit (`max-plies`, ...) is within reach of
//! the book's lines.
//!
//! **The text.** Lines starting with `#` are comments: the first names the file, and three
//! say what the book is for: `# ruleset: ID`, `# rules: FINGERPRINT` (16 hex digits) and
//! `# turns: N`. Every other line is one position, three fields separated by tabs: the moves
//! from the start in the ruleset's notation separated by spaces (`-` for the start itself),
//! the exact value for the player to move (the final margin of their points over the other's
//! with perfect play), and a perfect move.
//!
//! **Books against MCTS** ([`against`], `mancala solve RULESET --book TURNS --against-mcts
//! ITERATIONS`) are written the same way: the first line is `# mancala book against MCTS`, two
//! more say `# seat: south|north` (whose moves it holds) and `# model: N iterations, M samples`,
//! and each position's third field is the move to play, chosen against a model of MCTS, which
//! need not be a perfect one. The `anti-mcts` player consults them
//! ([`crate::agent::Seat::AntiMcts`]).

pub mod against;

pub use against::{Aim, FOLLOWED, MAX_SAMPLES, Model, Step};

use std::{
    collections::{HashMap, VecDeque},
    fmt::Write as _,
    sync::OnceLock,
};

use thiserror::Error;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    family::Family,
    moves::{Move, MoveList},
    position::{Identity, Player, Position},
    solve::{SolveOptions, Solver},
};

/// The most turns a book may cover (each multiplies its positions by the moves of a turn).
pub const MAX_BOOK_TURNS: usize = 4;

/// The opening books shipped in `books/`, by ruleset id.
const SHIPPED: &[(&str, &str)] = &[("kalah", include_str!("../books/kalah.txt"))];

/// The books against MCTS shipped in `books/`, by ruleset id.
const SHIPPED_AGAINST_MCTS: &[(&str, &str)] =
    &[("kalah", include_str!("../books/kalah-against-mcts.txt"))];

/// The first line of an opening book.
const TITLE: &str = "# mancala opening book";

/// The first line of a book against MCTS.
const TITLE_AGAINST_MCTS: &str = "# mancala book against MCTS";

/// What a book is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Every position of the first turns, with a perfect move ([`Book::make`]).
    Opening,
    /// The likely positions of one seat against MCTS, with the move that leaves the opponent
    /// least against a model of it ([`Book::against_mcts`]).
    AgainstMcts {
        /// The seat whose moves the book holds.
        seat: Player,
        /// The model of the opponent it was made against.
        model: Model,
    },
}

/// Why a book cannot be made or read.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum BookError {
    /// The ruleset's values depend on the positions before (a repetition rule).
    #[error(
        "this ruleset ends the game on a repeated position, so a position's value depends on the moves before it: an opening book needs a ruleset without that rule"
    )]
    Repetition,
    /// Too many turns.
    #[error("an opening book of {0} turns: give 0 to {MAX_BOOK_TURNS}")]
    Turns(usize),
    /// A position the solver could not solve.
    #[error("the position after `{moves}` was not solved: {why}")]
    Unsolved {
        /// The moves from the start.
        moves: String,
        /// What the solver said.
        why: String,
    },
    /// Not a book.
    #[error("not a book: the first line must start with `{TITLE}` or `{TITLE_AGAINST_MCTS}`")]
    NotABook,
    /// A book for other rules.
    #[error(
        "an opening book for other rules (ruleset `{id}`, fingerprint {found}; these rules have {expected}): make it again with mancala solve --book"
    )]
    OtherRules {
        /// The book's ruleset id.
        id: String,
        /// The book's fingerprint.
        found: String,
        /// The fingerprint of the rules given.
        expected: String,
    },
    /// A line that cannot be read.
    #[error("line {line} of the book: {why}")]
    Line {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
}

/// One position of a book as its text has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookLine {
    /// The moves from the start that reach it, in the ruleset's notation.
    pub moves: Vec<String>,
    /// The exact value for the player to move.
    pub value: i32,
    /// The move to play, in the ruleset's notation: a perfect move in an opening book.
    pub best: String,
}

/// A position of a book, found by its arrangement.
#[derive(Clone, Debug)]
struct Entry {
    identity: Identity,
    best: Move,
    value: i32,
}

/// An opening book: the exact value and a perfect move of every position of the first
/// [`Book::turns`] turns of a game.
#[derive(Clone, Debug)]
pub struct Book {
    kind: Kind,
    id: String,
    fingerprint: u64,
    turns: usize,
    lines: Vec<BookLine>,
    entries: HashMap<u64, Vec<Entry>>,
}

/// The fingerprint of a ruleset's rules: a 64-bit hash (FNV-1a) of its id and its options.
#[must_use]
pub fn fingerprint(rules: &dyn Family) -> u64 {
    let text = format!("{}\n{}", rules.info().id, rules.options_json());
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Book {
    /// Makes the book of every position of the first `turns` turns of a game of `rules` (`first`
    /// to move at the start), solving each with `solver` and `options`; `progress` is told of each position
    /// solved (how many so far, and how many are known to be waiting).
    ///
    /// # Errors
    /// A ruleset with a repetition rule, too many turns, or a position the solver could not
    /// solve (its error, or its time limit).
    pub fn make(
        rules: &dyn Family,
        first: Player,
        turns: usize,
        solver: &mut Solver,
        options: &SolveOptions,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Book, BookError> {
        if rules.ends_on_repetition() {
            return Err(BookError::Repetition);
        }
        if turns > MAX_BOOK_TURNS {
            return Err(BookError::Turns(turns));
        }
        let mut book = Book::empty(rules, turns);
        let start = engine::initial_position(rules, first, &mut NoRecord);
        // Breadth first, so that a position is kept with one of its shortest lines: each with
        // its moves from the start and the turn it is in (0 for the first).
        let mut queue = VecDeque::from([(start, Vec::<String>::new(), 0)]);
        while let Some((pos, moves, turn)) = queue.pop_front() {
            if turn >= turns || pos.is_over() || book.probe(&pos).is_some() {
                continue;
            }
            let solution = solver
                .solve(rules, &pos, &[], options, &mut |_| {})
                .map_err(|e| unsolved(&moves, &e.to_string()))?;
            let (Some(value), Some(best)) = (solution.value(), solution.best()) else {
                return Err(unsolved(&moves, "no value within the time limit"));
            };
            book.insert(&pos, best, value);
            book.lines.push(BookLine {
                moves: moves.clone(),
                value,
                best: rules.move_text(&pos, &best),
            });
            progress(book.lines.len(), queue.len());
            let mut legal = MoveList::new();
            rules.legal_moves(&pos, &mut legal);
            for mv in &legal {
                let child = engine::after(rules, &pos, mv);
                let mut line = moves.clone();
                line.push(rules.move_text(&pos, mv));
                let next = turn + usize::from(child.turn() != pos.turn());
                queue.push_back((child, line, next));
            }
        }
        Ok(book)
    }

    /// A book of no position yet for `rules`, of `turns` turns.
    fn empty(rules: &dyn Family, turns: usize) -> Book {
        Book {
            kind: Kind::Opening,
            id: rules.info().id.clone(),
            fingerprint: fingerprint(rules),
            turns,
            lines: Vec::new(),
            entries: HashMap::new(),
        }
    }

    fn insert(&mut self, pos: &Position, best: Move, value: i32) {
        self.entries
            .entry(pos.identity_hash())
            .or_default()
            .push(Entry {
                identity: pos.identity(),
                best,
                value,
            });
    }

    /// The book's move in `pos` (a perfect move in an opening book) and the position's exact
    /// value for the player to move, if the book holds the position.
    #[must_use]
    pub fn probe(&self, pos: &Position) -> Option<(Move, i32)> {
        let bucket = self.entries.get(&pos.identity_hash())?;
        let identity = pos.identity();
        bucket
            .iter()
            .find(|e| e.identity == identity)
            .map(|e| (e.best, e.value))
    }

    /// What the book is for.
    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }

    /// The turns from the start it covers (of both players in an opening book, of its seat in
    /// a book against MCTS).
    #[must_use]
    pub fn turns(&self) -> usize {
        self.turns
    }

    /// Its positions, in the order of the text.
    #[must_use]
    pub fn lines(&self) -> &[BookLine] {
        &self.lines
    }

    /// The book as text (see the module's documentation).
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut out = match self.kind {
            Kind::Opening => format!(
                "{TITLE}: the exact value and a perfect move of every position of the first {} turns of a game\n",
                self.turns
            ),
            Kind::AgainstMcts { seat, .. } => format!(
                "{TITLE_AGAINST_MCTS}: the move that leaves the opponent least against a model of MCTS, in the likely positions of the first {} turns of {}\n",
                self.turns,
                seat_name(seat)
            ),
        };
        write!(
            out,
            "# ruleset: {}\n# rules: {:016x}\n# turns: {}\n",
            self.id, self.fingerprint, self.turns
        )
        .expect("writing to a string");
        let best = match self.kind {
            Kind::Opening => "a perfect move",
            Kind::AgainstMcts { seat, model } => {
                write!(
                    out,
                    "# seat: {}\n# model: {} iterations, {} samples\n",
                    seat_name(seat),
                    model.iterations,
                    model.samples
                )
                .expect("writing to a string");
                "the move to play"
            }
        };
        writeln!(
            out,
            "# moves from the start (- for none) <TAB> value for the player to move (the final margin of their points over the other's, with perfect play) <TAB> {best}"
        )
        .expect("writing to a string");
        for line in &self.lines {
            let moves = if line.moves.is_empty() {
                "-".to_owned()
            } else {
                line.moves.join(" ")
            };
            writeln!(out, "{moves}\t{}\t{}", line.value, line.best).expect("writing to a string");
        }
        out
    }

    /// Reads a book made for `rules` (`first` to move at the start), replaying every line.
    ///
    /// # Errors
    /// Not a book, a book for other rules, or a line whose moves or perfect move are not legal
    /// (or whose position is over, or listed twice).
    pub fn parse(rules: &dyn Family, first: Player, text: &str) -> Result<Book, BookError> {
        let mut lines = text.lines().enumerate();
        let against = match lines.next() {
            Some((_, l)) if l.starts_with(TITLE) => false,
            Some((_, l)) if l.starts_with(TITLE_AGAINST_MCTS) => true,
            _ => return Err(BookError::NotABook),
        };
        let mut book = Book::empty(rules, 0);
        let (mut id, mut print) = (None, None);
        let (mut seat, mut model) = (None, None);
        let start = engine::initial_position(rules, first, &mut NoRecord);
        for (i, line) in lines {
            let bad = |why: String| BookError::Line { line: i + 1, why };
            if let Some(comment) = line.strip_prefix('#') {
                let comment = comment.trim();
                if let Some(v) = comment.strip_prefix("ruleset:") {
                    id = Some(v.trim().to_owned());
                } else if let Some(v) = comment.strip_prefix("rules:") {
                    print = Some(
                        u64::from_str_radix(v.trim(), 16)
                            .map_err(|_| bad(format!("`{}` is not 16 hex digits", v.trim())))?,
                    );
                } else if let Some(v) = comment.strip_prefix("turns:") {
                    book.turns = v
                        .trim()
                        .parse::<usize>()
                        .map_err(|_| bad(format!("`{}` is not a number of turns", v.trim())))?;
                } else if let Some(v) = comment.strip_prefix("seat:") {
                    seat = Some(match v.trim() {
                        "south" => 0,
                        "north" => 1,
                        other => {
                            return Err(bad(format!("the seat `{other}`: give south or north")));
                        }
                    });
                } else if let Some(v) = comment.strip_prefix("model:") {
                    model = Some(parse_model(v).ok_or_else(|| {
                        bad(format!(
                            "the model `{}`: write it as `N iterations, M samples`",
                            v.trim()
                        ))
                    })?);
                }
                continue;
            }
            if against && book.kind == Kind::Opening {
                let (Some(seat), Some(model)) = (seat, model) else {
                    return Err(bad(
                        "a position before the `# seat:` and `# model:` lines of a book against MCTS"
                            .into(),
                    ));
                };
                book.kind = Kind::AgainstMcts { seat, model };
            }
            if line.trim().is_empty() {
                continue;
            }
            let (Some(id), Some(print)) = (&id, print) else {
                return Err(bad(
                    "a position before the `# ruleset:` and `# rules:` lines".into(),
                ));
            };
            // The fingerprint covers the id too.
            if print != book.fingerprint {
                return Err(BookError::OtherRules {
                    id: id.clone(),
                    found: format!("{print:016x}"),
                    expected: format!("{:016x}", book.fingerprint),
                });
            }
            let fields: Vec<&str> = line.split('\t').collect();
            let [moves, value, best] = fields[..] else {
                return Err(bad(format!(
                    "{} fields; a position has three, separated by tabs: moves, value, the move to play",
                    fields.len()
                )));
            };
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| bad(format!("the value `{value}` is not a whole number")))?;
            let moves: Vec<String> = if moves.trim() == "-" {
                Vec::new()
            } else {
                moves.split_whitespace().map(str::to_owned).collect()
            };
            // Every move legal, the book's one too, and the game not over before it.
            let mut pos = start.clone();
            let mut played = None;
            for text in moves.iter().map(String::as_str).chain([best]) {
                if pos.is_over() {
                    return Err(bad(format!("the game is over before `{text}`")));
                }
                let mv = rules
                    .parse_move(&pos, text)
                    .map_err(|e| bad(format!("`{text}`: {e}")))?;
                if let Some(reason) = rules.illegal_reason(&pos, &mv) {
                    return Err(bad(rules.illegal_text(&pos, &mv, &reason)));
                }
                played = Some((pos.clone(), mv));
                engine::apply(rules, &mut pos, &mv, &mut Repetitions::new(), &mut NoRecord);
            }
            let (pos, mv) = played.expect("the book's move at least");
            if book.probe(&pos).is_some() {
                return Err(bad("a position the book already holds".into()));
            }
            book.insert(&pos, mv, value);
            book.lines.push(BookLine {
                moves,
                value,
                best: best.to_owned(),
            });
        }
        Ok(book)
    }
}

fn unsolved(moves: &[String], why: &str) -> BookError {
    BookError::Unsolved {
        moves: if moves.is_empty() {
            "(the start)".into()
        } else {
            moves.join(" ")
        },
        why: why.to_owned(),
    }
}

/// The shipped opening book for `rules`, if one was made for exactly these rules (its id and
/// options), read the first time it is asked for. Its games start with the ruleset's first
/// player (South where the ruleset draws one at random).
#[must_use]
pub fn shipped(rules: &dyn Family) -> Option<&'static Book> {
    static BOOKS: [OnceLock<Option<Book>>; SHIPPED.len()] =
        [const { OnceLock::new() }; SHIPPED.len()];
    shipped_in(rules, SHIPPED, &BOOKS)
}

/// The shipped book against MCTS for `rules`, as [`shipped`] finds the opening book.
#[must_use]
pub fn shipped_against_mcts(rules: &dyn Family) -> Option<&'static Book> {
    static BOOKS: [OnceLock<Option<Book>>; SHIPPED_AGAINST_MCTS.len()] =
        [const { OnceLock::new() }; SHIPPED_AGAINST_MCTS.len()];
    shipped_in(rules, SHIPPED_AGAINST_MCTS, &BOOKS)
}

fn shipped_in(
    rules: &dyn Family,
    shelf: &'static [(&str, &str)],
    books: &'static [OnceLock<Option<Book>>],
) -> Option<&'static Book> {
    let id = rules.info().id.as_str();
    let at = shelf.iter().position(|(book, _)| *book == id)?;
    let text = shelf[at].1;
    // The same rules or none: the book is then read with these rules as with its own.
    let made_for = text
        .lines()
        .find_map(|l| l.strip_prefix("# rules:"))
        .and_then(|v| u64::from_str_radix(v.trim(), 16).ok());
    if made_for != Some(fingerprint(rules)) {
        return None;
    }
    let first = rules.first_player().or_south();
    books[at]
        .get_or_init(|| Book::parse(rules, first, text).ok())
        .as_ref()
}

fn seat_name(seat: Player) -> &'static str {
    if seat == 0 { "south" } else { "north" }
}

/// `N iterations, M samples`.
fn parse_model(text: &str) -> Option<Model> {
    let (iterations, samples) = text.split_once(',')?;
    let iterations = iterations.trim().strip_suffix("iterations")?.trim();
    let samples = samples.trim().strip_suffix("samples")?.trim();
    Some(Model {
        iterations: iterations.replace('_', "").parse().ok()?,
        samples: samples
            .parse()
            .ok()
            .filter(|s| (1..=MAX_SAMPLES).contains(s))?,
    })
}
