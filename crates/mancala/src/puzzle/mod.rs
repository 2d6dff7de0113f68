//! Puzzles proven by the engine: positions from real games where one move is clearly best, each
//! with its **proof** (the value of every legal move, by the exact solver or by a deterministic
//! search of a stated depth) and its **difficulty** (how deep the point lies, how many moves look
//! good at a glance).
//!
//! A puzzle file is JSON Lines: one [`Puzzle`] a line, as [`Puzzle::to_json_line`] writes it.
//! The shipped puzzles (`puzzles/<ruleset>.jsonl` at the repository's root) are embedded in the
//! library ([`shipped`]); a user's file is read by [`load`], which checks every line against its
//! rules and says the file and the line of what is wrong.
//!
//! **Values** are in points for the player to move, as [`crate::review`] counts them: the final
//! margin of that player's points over the other's with perfect play ([`Method::Exact`]), or the
//! value of an alpha-beta search of that many plies after the move ([`Method::Search`]).

pub mod generate;
pub mod prove;

use std::{collections::HashSet, path::Path, sync::Arc, sync::OnceLock};

use serde::{Deserialize, Serialize};

use crate::{
    family::{Family, Registry},
    game::{Game, MoveError},
    lang::Lang,
    moves::Move,
    render,
    ruleset::BoardError,
};

/// The largest puzzle file read: 16 MiB (a puzzle takes about half a kilobyte).
pub const MAX_PUZZLE_FILE_BYTES: u64 = 16 << 20;
/// The most puzzles a file may hold.
pub const MAX_PUZZLES: usize = 20_000;

/// The shipped puzzle files, embedded: (ruleset id, JSON Lines text).
const SHIPPED: &[(&str, &str)] = &[
    (
        "o-an-quan",
        include_str!("../../../../puzzles/o-an-quan.jsonl"),
    ),
    (
        "oware-abapa",
        include_str!("../../../../puzzles/oware-abapa.jsonl"),
    ),
    ("kalah", include_str!("../../../../puzzles/kalah.jsonl")),
];

/// One puzzle: a position, the move that is clearly best there, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    /// Its name, unique in its file (`kalah-017`).
    pub id: String,
    /// The id of the shipped ruleset it is played by.
    pub ruleset: String,
    /// The position, as a position string ([`crate::ruleset::notation`]).
    pub fen: String,
    /// The best move, in the ruleset's notation.
    pub answer: String,
    /// Why it is the best.
    pub proof: Proof,
    /// How hard it is.
    pub difficulty: Difficulty,
    /// The game it comes from.
    pub origin: Origin,
}

/// How the values of a proof were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The exact solver settled the position after every move: the values are the final
    /// margins with perfect play.
    Exact,
    /// An alpha-beta search on one thread, with no time limit and a fixed table, of `depth`
    /// plies from the puzzle's position (so `depth - 1` after each move).
    Search {
        /// The plies searched from the puzzle's position.
        depth: u32,
    },
}

/// The value of one legal move, in points for the player to move (see the module).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveValue {
    /// The move, in the ruleset's notation.
    #[serde(rename = "move")]
    pub mv: String,
    /// What it is worth.
    pub value: i32,
}

/// The proof that the answer is the best move: every legal move's value, the best first.
///
/// In a file: `{"method": "exact" | "search", "depth": D (a search's only), "best",
/// "next_best", "next_move", "margin", "values": [{"move", "value"}, ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ProofFields", into = "ProofFields")]
pub struct Proof {
    /// How the values were found.
    pub method: Method,
    /// The answer's value.
    pub best: i32,
    /// The value of the next-best move.
    pub next_best: i32,
    /// The next-best move.
    pub next_move: String,
    /// `best - next_best`: by how much the answer is better (at least 1).
    pub margin: i32,
    /// Every legal move with its value, the best first (ties in the order the rules list the
    /// moves).
    pub values: Vec<MoveValue>,
}

/// The name of a proof's method in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum MethodName {
    Exact,
    Search,
}

/// A proof as a file writes it: the method's name and a search's depth beside the values.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ProofFields {
    method: MethodName,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    depth: Option<u32>,
    best: i32,
    next_best: i32,
    next_move: String,
    margin: i32,
    values: Vec<MoveValue>,
}

impl TryFrom<ProofFields> for Proof {
    type Error = String;

    fn try_from(f: ProofFields) -> Result<Proof, String> {
        let method = match (f.method, f.depth) {
            (MethodName::Exact, None) => Method::Exact,
            (MethodName::Search, Some(depth)) => Method::Search { depth },
            (MethodName::Exact, Some(_)) => {
                return Err("a proof by the solver (\"exact\") has no \"depth\"".to_owned());
            }
            (MethodName::Search, None) => {
                return Err("a proof by search needs its \"depth\"".to_owned());
            }
        };
        Ok(Proof {
            method,
            best: f.best,
            next_best: f.next_best,
            next_move: f.next_move,
            margin: f.margin,
            values: f.values,
        })
    }
}

impl From<Proof> for ProofFields {
    fn from(p: Proof) -> ProofFields {
        let (method, depth) = match p.method {
            Method::Exact => (MethodName::Exact, None),
            Method::Search { depth } => (MethodName::Search, Some(depth)),
        };
        ProofFields {
            method,
            depth,
            best: p.best,
            next_best: p.next_best,
            next_move: p.next_move,
            margin: p.margin,
            values: p.values,
        }
    }
}

/// How hard a puzzle is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difficulty {
    /// An Elo-like rating: a learner of this rating solves it about half the time.
    pub rating: u32,
    /// The shallowest search (in plies from the puzzle's position) that finds the answer
    /// clearly best, as every deeper one up to the proof does: how deep the point lies.
    pub depth: u32,
    /// The moves that look as good as the best to a two-ply search: how many tempt.
    pub tempting: u32,
}

/// Where a puzzle comes from: a game the computer played against itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Origin {
    /// The seed of the generation.
    pub seed: u64,
    /// The game of that generation, from 1.
    pub game: u32,
    /// The two players, as `mancala play` names them (`greedy`, `alphabeta:4`).
    pub levels: Vec<String>,
    /// The moves played before the puzzle's position.
    pub ply: u32,
}

/// What a move played in a puzzle is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer.
    Right,
    /// Another legal move.
    Wrong {
        /// The move, in the ruleset's notation.
        played: String,
        /// Its value by the proof.
        value: i32,
    },
}

impl Puzzle {
    /// The game set up at the puzzle's position.
    ///
    /// # Errors
    /// The position string is not one of `rules`.
    pub fn game(&self, rules: Arc<dyn Family>) -> Result<Game, BoardError> {
        Game::from_fen(rules, &self.fen)
    }

    /// Whether `text`, a move typed in the puzzle's position of `game` (see [`Puzzle::game`]),
    /// is the answer.
    ///
    /// # Errors
    /// The text is not a legal move there.
    pub fn check(&self, game: &Game, text: &str) -> Result<Verdict, MoveError> {
        let mv = game.checked_move(text)?;
        if self.answer_move(game).as_ref() == Some(&mv) {
            return Ok(Verdict::Right);
        }
        let played = game.rules().move_text(game.position(), &mv);
        let value = self.value_of(&played).unwrap_or(self.proof.next_best);
        Ok(Verdict::Wrong { played, value })
    }

    /// The answer as a move of `game`'s position.
    #[must_use]
    pub fn answer_move(&self, game: &Game) -> Option<Move> {
        game.checked_move(&self.answer).ok()
    }

    /// The proof's value of the move written `text` (in the ruleset's notation, as the proof
    /// writes it).
    #[must_use]
    pub fn value_of(&self, text: &str) -> Option<i32> {
        self.proof
            .values
            .iter()
            .find(|v| v.mv == text)
            .map(|v| v.value)
    }

    /// The question, in `lang`: who is to move and what to find.
    #[must_use]
    pub fn question_in(&self, lang: Lang, rules: &dyn Family, game: &Game) -> String {
        let player = render::player_name_in(lang, rules.num_players(), game.position().turn());
        lang.text("puzzle-question", &[("player", player.into())])
    }

    /// The proof in words, in `lang`: how it was found, and the values of the best and the
    /// next-best moves.
    #[must_use]
    pub fn proof_in(&self, lang: Lang) -> String {
        let values = [
            ("answer", self.answer.as_str().into()),
            ("best", self.proof.best.into()),
            ("next", self.proof.next_move.as_str().into()),
            ("next_best", self.proof.next_best.into()),
        ];
        match self.proof.method {
            Method::Exact => lang.text("puzzle-proof-exact", &values),
            Method::Search { depth } => {
                let mut args = values.to_vec();
                args.push(("depth", depth.into()));
                lang.text("puzzle-proof-search", &args)
            }
        }
    }

    /// The puzzle as one line of a puzzle file.
    #[must_use]
    pub fn to_json_line(&self) -> String {
        serde_json::to_string(self).expect("a puzzle is plain data")
    }

    /// The puzzle as JSON.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("a puzzle is plain data")
    }

    /// Checks the puzzle against its rules: the position is one of them and not over, the
    /// proof lists every legal move once, the best first, the answer is that move and beats
    /// the next by the margin stated.
    ///
    /// # Errors
    /// What is wrong.
    pub fn validate(&self, rules: &Arc<dyn Family>) -> Result<(), PuzzleError> {
        let game = self
            .game(rules.clone())
            .map_err(|e| PuzzleError::Position(Box::new(e)))?;
        if game.position().is_over() {
            return Err(PuzzleError::Over);
        }
        let answer = game
            .checked_move(&self.answer)
            .map_err(|e| PuzzleError::Answer(Box::new(e), Box::new(game.clone())))?;
        let legal: Vec<String> = game
            .legal_moves()
            .iter()
            .map(|mv| rules.move_text(game.position(), mv))
            .collect();
        let mut listed: Vec<&str> = self.proof.values.iter().map(|v| v.mv.as_str()).collect();
        listed.sort_unstable();
        let mut wanted: Vec<&str> = legal.iter().map(String::as_str).collect();
        wanted.sort_unstable();
        if listed != wanted || legal.len() < 2 {
            return Err(PuzzleError::Moves {
                legal: legal.join(" "),
            });
        }
        let answer_text = rules.move_text(game.position(), &answer);
        let proof = &self.proof;
        let first = &proof.values[0];
        let second = &proof.values[1];
        let sorted = proof.values.windows(2).all(|w| w[0].value >= w[1].value);
        if first.mv != answer_text
            || first.value != proof.best
            || second.mv != proof.next_move
            || second.value != proof.next_best
            || proof.margin != proof.best - proof.next_best
            || proof.margin < 1
            || !sorted
        {
            return Err(PuzzleError::Proof);
        }
        if let Method::Search { depth } = proof.method {
            if !(1..=prove::MAX_PROOF_DEPTH).contains(&depth) {
                return Err(PuzzleError::Depth(depth));
            }
        }
        Ok(())
    }
}

/// What is wrong with one puzzle.
#[derive(Clone, Debug)]
pub enum PuzzleError {
    /// The line is not a puzzle in JSON.
    Json(String),
    /// No shipped ruleset has this id.
    Ruleset(String),
    /// The position string is not one of the rules.
    Position(Box<BoardError>),
    /// The game is over in that position.
    Over,
    /// The answer is not a legal move there (with the game, to say why in its words).
    Answer(Box<MoveError>, Box<Game>),
    /// The proof does not list the legal moves (or there are fewer than two).
    Moves {
        /// The legal moves.
        legal: String,
    },
    /// The proof's values do not make the answer the best by its margin.
    Proof,
    /// A search depth out of range.
    Depth(u32),
    /// Another puzzle of the file has this id.
    DuplicateId(String),
    /// Another puzzle of the file has this position.
    DuplicatePosition(String),
}

impl PuzzleError {
    /// The error in `lang`.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        match self {
            PuzzleError::Json(detail) => {
                lang.text("puzzle-err-json", &[("detail", detail.as_str().into())])
            }
            PuzzleError::Ruleset(id) => lang.text(
                "puzzle-err-ruleset",
                &[
                    ("ruleset", id.as_str().into()),
                    ("known", SHIPPED_IDS.join(", ").into()),
                ],
            ),
            PuzzleError::Position(e) => {
                lang.text("puzzle-err-position", &[("error", e.error_in(lang).into())])
            }
            PuzzleError::Over => lang.text("puzzle-err-over", &[]),
            PuzzleError::Answer(e, game) => {
                let why = render::move_error_in(lang, game.rules(), game.position(), e);
                lang.text("puzzle-err-answer", &[("why", why.into())])
            }
            PuzzleError::Moves { legal } => {
                lang.text("puzzle-err-moves", &[("legal", legal.as_str().into())])
            }
            PuzzleError::Proof => lang.text("puzzle-err-proof", &[]),
            PuzzleError::Depth(d) => lang.text(
                "puzzle-err-depth",
                &[
                    ("depth", (*d).into()),
                    ("max", prove::MAX_PROOF_DEPTH.into()),
                ],
            ),
            PuzzleError::DuplicateId(id) => {
                lang.text("puzzle-err-duplicate-id", &[("id", id.as_str().into())])
            }
            PuzzleError::DuplicatePosition(id) => lang.text(
                "puzzle-err-duplicate-position",
                &[("id", id.as_str().into())],
            ),
        }
    }
}

/// The rulesets puzzles ship for.
pub const SHIPPED_IDS: &[&str] = &["o-an-quan", "oware-abapa", "kalah"];

/// A puzzle file that cannot be used: the file, the line (from 1; 0 for the file as a whole)
/// and why.
#[derive(Debug)]
pub struct PuzzleFileError {
    /// The file as it was named.
    pub file: String,
    /// The line, from 1 (0: the file itself).
    pub line: usize,
    /// What is wrong.
    pub kind: PuzzleFileErrorKind,
}

/// What is wrong with a puzzle file.
#[derive(Debug)]
pub enum PuzzleFileErrorKind {
    /// It cannot be read.
    Io(std::io::Error),
    /// It holds more than [`MAX_PUZZLES`] puzzles.
    TooMany,
    /// It holds no puzzle.
    Empty,
    /// One puzzle is wrong.
    Puzzle(PuzzleError),
}

impl PuzzleFileError {
    /// The error in `lang`, naming the file and the line.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        let file = self.file.as_str().into();
        match &self.kind {
            PuzzleFileErrorKind::Io(e) => lang.text(
                "puzzle-err-read",
                &[
                    ("file", file),
                    ("why", crate::ruleset::config::io_error_in(lang, e).into()),
                ],
            ),
            PuzzleFileErrorKind::TooMany => lang.text(
                "puzzle-err-too-many",
                &[("file", file), ("max", MAX_PUZZLES.into())],
            ),
            PuzzleFileErrorKind::Empty => lang.text("puzzle-err-empty", &[("file", file)]),
            PuzzleFileErrorKind::Puzzle(e) => lang.text(
                "puzzle-err-at",
                &[
                    ("file", file),
                    ("line", self.line.into()),
                    ("error", e.error_in(lang).into()),
                ],
            ),
        }
    }
}

impl std::fmt::Display for PuzzleFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.error_in(Lang::english()))
    }
}

impl std::error::Error for PuzzleFileError {}

/// The puzzles of a puzzle file's text, as written (not checked against their rules; see
/// [`parse`]): each non-blank line one puzzle, with its line number (from 1).
///
/// # Errors
/// A line that is not a puzzle in JSON, or more than [`MAX_PUZZLES`] puzzles.
pub fn parse_lines(file: &str, text: &str) -> Result<Vec<(usize, Puzzle)>, PuzzleFileError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if out.len() == MAX_PUZZLES {
            return Err(PuzzleFileError {
                file: file.to_owned(),
                line: i + 1,
                kind: PuzzleFileErrorKind::TooMany,
            });
        }
        let puzzle: Puzzle = serde_json::from_str(line).map_err(|e| PuzzleFileError {
            file: file.to_owned(),
            line: i + 1,
            kind: PuzzleFileErrorKind::Puzzle(PuzzleError::Json(e.to_string())),
        })?;
        out.push((i + 1, puzzle));
    }
    Ok(out)
}

/// The puzzles of a puzzle file's text, each checked against its rules ([`Puzzle::validate`]),
/// with no two of the same id or the same position; `file` names it in errors.
///
/// # Errors
/// The first line that is wrong, with why; a file without puzzles.
pub fn parse(
    file: &str,
    text: &str,
    registry: &dyn Registry,
) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let lines = parse_lines(file, text)?;
    if lines.is_empty() {
        return Err(PuzzleFileError {
            file: file.to_owned(),
            line: 0,
            kind: PuzzleFileErrorKind::Empty,
        });
    }
    let mut ids = HashSet::new();
    let mut positions = std::collections::HashMap::new();
    let mut out = Vec::with_capacity(lines.len());
    for (line, puzzle) in lines {
        let wrong = |e: PuzzleError| PuzzleFileError {
            file: file.to_owned(),
            line,
            kind: PuzzleFileErrorKind::Puzzle(e),
        };
        let rules = registry
            .builtin(&puzzle.ruleset)
            .ok_or_else(|| wrong(PuzzleError::Ruleset(puzzle.ruleset.clone())))?;
        puzzle.validate(&rules).map_err(wrong)?;
        if !ids.insert(puzzle.id.clone()) {
            return Err(wrong(PuzzleError::DuplicateId(puzzle.id.clone())));
        }
        let key = (puzzle.ruleset.clone(), puzzle.fen.clone());
        if let Some(other) = positions.insert(key, puzzle.id.clone()) {
            return Err(wrong(PuzzleError::DuplicatePosition(other)));
        }
        out.push(puzzle);
    }
    Ok(out)
}

/// The puzzles of the file at `path` (see [`parse`]).
///
/// # Errors
/// The file cannot be read, or a line is wrong.
pub fn load(path: &Path, registry: &dyn Registry) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let file = path.display().to_string();
    let text =
        crate::files::read_text(path, MAX_PUZZLE_FILE_BYTES).map_err(|e| PuzzleFileError {
            file: file.clone(),
            line: 0,
            kind: PuzzleFileErrorKind::Io(e),
        })?;
    parse(&file, &text, registry)
}

/// The shipped puzzles of the ruleset `id` (none for a ruleset without any), in the order of
/// their file. The shipped files are checked by the tests; a line that did not parse would be
/// left out.
#[must_use]
pub fn shipped(id: &str) -> &'static [Puzzle] {
    static ALL: OnceLock<Vec<(&'static str, Vec<Puzzle>)>> = OnceLock::new();
    let all = ALL.get_or_init(|| {
        SHIPPED
            .iter()
            .map(|(id, text)| {
                let puzzles = text
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .filter_map(|l| serde_json::from_str(l).ok())
                    .collect();
                (*id, puzzles)
            })
            .collect()
    });
    all.iter()
        .find(|(name, _)| *name == id)
        .map_or(&[], |(_, p)| p.as_slice())
}

/// The text of the shipped puzzle file of the ruleset `id`, with its name
/// (`puzzles/kalah.jsonl`), for the tests that check it.
#[must_use]
pub fn shipped_file(id: &str) -> Option<(String, &'static str)> {
    SHIPPED
        .iter()
        .find(|(name, _)| *name == id)
        .map(|(name, text)| (format!("puzzles/{name}.jsonl"), *text))
}

/// The shipped puzzle of this id, in any ruleset.
#[must_use]
pub fn find_shipped(id: &str) -> Option<&'static Puzzle> {
    SHIPPED_IDS
        .iter()
        .flat_map(|r| shipped(r))
        .find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        Puzzle {
            id: "kalah-001".into(),
            ruleset: "kalah".into(),
            fen: "4,4,4,4,4,4,0/4,4,4,4,4,4,0 0".into(),
            answer: "3".into(),
            proof: Proof {
                method: Method::Search { depth: 8 },
                best: 5,
                next_best: 1,
                next_move: "4".into(),
                margin: 4,
                values: vec![
                    MoveValue {
                        mv: "3".into(),
                        value: 5,
                    },
                    MoveValue {
                        mv: "4".into(),
                        value: 1,
                    },
                ],
            },
            difficulty: Difficulty {
                rating: 1000,
                depth: 3,
                tempting: 2,
            },
            origin: Origin {
                seed: 7,
                game: 1,
                levels: vec!["greedy".into(), "alphabeta:4".into()],
                ply: 12,
            },
        }
    }

    #[test]
    fn a_puzzle_line_reads_back_as_written_with_its_method_beside_the_values() {
        let p = sample();
        let line = p.to_json_line();
        assert!(
            line.contains(r#""proof":{"method":"search","depth":8,"best":5"#),
            "{line}"
        );
        let back = parse_lines("f.jsonl", &line).unwrap();
        assert_eq!(back, vec![(1, p.clone())]);
        let mut exact = p;
        exact.proof.method = Method::Exact;
        let line = exact.to_json_line();
        assert!(
            line.contains(r#""proof":{"method":"exact","best":5"#),
            "{line}"
        );
        assert_eq!(parse_lines("f", &line).unwrap()[0].1, exact);
    }

    #[test]
    fn a_line_that_is_not_a_puzzle_is_named_by_its_file_and_line() {
        let good = sample().to_json_line();
        let text = format!("{good}\n\n{{\"id\": 3}}\n");
        let err = parse_lines("mine.jsonl", &text).unwrap_err();
        assert_eq!(err.line, 3);
        let msg = err.to_string();
        assert!(
            msg.starts_with("mine.jsonl, line 3: this line is not a puzzle"),
            "{msg}"
        );
        let unknown = good.replace(r#""answer""#, r#""colour":1,"answer""#);
        let err = parse_lines("f", &unknown).unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }
}
