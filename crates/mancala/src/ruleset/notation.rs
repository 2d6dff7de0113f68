//! The position notation: a whole position on one line, for tests, set-ups and analysis.
//!
//! ```text
//! 2,1,0,3,4,1/1,2,1,3,0,5 0 12,13              Oware: pits, the player to move, the banks
//! 7,7,7,7,7,7,7|0/7,7,7,7,7,-,-|2 1 round:2     Sungka: a store after `|`, `-` a burnt house
//! Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0             Ô ăn quan: `Q+5` a big stone and 5 citizens
//! 4R,0,1R1B,4R,4R,4R/4R,4R,4R,4R,4R,4R 1 0,0    coloured Awalé: red, black, special seeds
//! ```
//!
//! Fields are separated by one space:
//! 1. **The pits**, in ring order: one row per player (the pits from one player's first house
//!    up to the next player's), rows separated by `/`, pits by `,`; a store is preceded by `|`
//!    instead of `,`. A pit is written in the family's way ([`Pieces`]): a count (`4`), `-` for
//!    a house out of play (a Sungka burnt house), `Q+3` for a big stone and three citizens
//!    (Ô ăn quan; `2Q+3` for two big stones), `2R1B1S` for red, black and special seeds
//!    (coloured Awalé; `0` for none).
//! 2. **The player to move**, by number (0 = South, 1 = North, 2…). Once the game is over it
//!    is the player whose turn it was.
//! 3. **The banks**, one per player separated by `,`, in the same way as a pit: captured
//!    pieces kept off the board. Only games without stores on the ring have this field.
//!
//! Then fields `key:value`, each written only when it is not its value in a new game:
//! `hand:1,1` (special seeds each player has still to place), `round:2` (the round of a
//! match), the family's own state (Ô ăn quan's `debt:3,-3` and `taken:0,-`), and the move
//! counters `ply:12` (moves made), `quiet:5` (moves in a row without a capture) and
//! `passes:1` (turns passed in a row). The outcome of a finished game is not written: the
//! rules decide it again from the position.

use crate::{
    lang::Lang,
    position::{Kind, MAX_PITS, Pieces, PitId, Player, Position},
};

use super::Ruleset;

/// A board text that does not describe a position of the game: first the errors of the text
/// itself, then positions the notation can write but the rules can never reach. A pit is
/// given by its ring index; messages count pits from 1 in ring order (the first pit of the
/// text is pit 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// A field the notation needs is missing.
    #[error("the board text has no {what}: write {example}")]
    Missing {
        /// The field.
        what: &'static str,
        /// How to write it.
        example: &'static str,
    },
    /// The wrong number of rows.
    #[error(
        "{found} rows: the game has {expected} players, so write {expected} rows separated by `/`"
    )]
    Rows {
        /// Rows given.
        found: usize,
        /// Rows the game needs.
        expected: usize,
    },
    /// A row with the wrong number of pits.
    #[error("row {row} has {found} pits: write {expected}, separated by `,`")]
    Pits {
        /// The row, from 1.
        row: usize,
        /// Pits given.
        found: usize,
        /// Pits a row has.
        expected: usize,
    },
    /// A pit that is not written in the family's way.
    #[error("pit {}: `{text}` is not a pit: write {expected}", .pit + 1)]
    Pit {
        /// The pit's ring index.
        pit: usize,
        /// What was written.
        text: String,
        /// What the family writes.
        expected: &'static str,
    },
    /// A store without its `|`, or a `|` before a house.
    #[error("pit {} is {what}: write `{separator}` before it", .pit + 1)]
    Separator {
        /// The pit's ring index.
        pit: usize,
        /// "a store" or "a house".
        what: &'static str,
        /// The separator it needs.
        separator: char,
    },
    /// The player to move is not a player.
    #[error("`{text}` is not the player to move: write a number from 0 to {last}")]
    Mover {
        /// What was written.
        text: String,
        /// The last player's number.
        last: usize,
    },
    /// The banks are not one per player.
    #[error("`{text}` are not the banks: write one per player separated by `,`, as {expected}")]
    Banks {
        /// What was written.
        text: String,
        /// What the family writes.
        expected: &'static str,
    },
    /// A field that is not `key:value` with a known key.
    #[error("`{text}` is not a field here: write key:value with a key among {keys}")]
    Field {
        /// What was written.
        text: String,
        /// The keys the game knows.
        keys: String,
    },
    /// A field given twice.
    #[error("`{key}` is given twice: keep one")]
    Repeated {
        /// The key.
        key: String,
    },
    /// A value that does not fit its key.
    #[error("`{key}:{text}`: write {expected}")]
    Value {
        /// The key.
        key: &'static str,
        /// What was written.
        text: String,
        /// What the key takes.
        expected: &'static str,
    },
    // ----- legality: well written, but no game of these rules comes there -----
    /// The board and banks hold more or fewer pieces than the game plays with.
    #[error(
        "the pits, banks and hands hold {found} {what}: the game plays with {expected}, so add or remove {what}"
    )]
    Total {
        /// The pieces counted ("pieces", "big stones", "black seeds"...).
        what: &'static str,
        /// Found in the text.
        found: u32,
        /// The game's number.
        expected: u32,
    },
    /// A store out of play.
    #[error("pit {} is a store: only a house can be out of play (`-`)", .pit + 1)]
    BurntStore {
        /// The store's ring index.
        pit: usize,
    },
    /// A big stone off the mandarin squares.
    #[error("pit {} holds a big stone: big stones lie only on the mandarin squares", .pit + 1)]
    BigStone {
        /// The pit's ring index.
        pit: usize,
    },
    /// A mandarin square with more than its own big stone.
    #[error("pit {} holds {count} big stones: a mandarin square holds at most its own", .pit + 1)]
    TwoBigStones {
        /// The square's ring index.
        pit: usize,
        /// The big stones written there.
        count: u16,
    },
    /// A mandarin square whose big stone `taken:` says was taken while it is still there, or
    /// gone while nobody took it.
    #[error("{}", if *.on_board {
        format!("pit {} still holds its big stone, yet taken: names who took it: write - for it", .pit + 1)
    } else {
        format!("pit {} has lost its big stone, yet taken: names nobody: write who took it, 0 or 1", .pit + 1)
    })]
    BigStoneLedger {
        /// The square's ring index.
        pit: usize,
        /// Whether the big stone is on the square.
        on_board: bool,
    },
    /// A position of `seen:` that is not one.
    #[error("position {index} of seen: {error}")]
    Seen {
        /// The position's number in the list, from 1.
        index: usize,
        /// What is wrong with it.
        error: Box<BoardError>,
    },
    /// `seen:` under rules without the repetition rule, or longer than the moves since the last
    /// capture.
    #[error(
        "seen: names {found} positions: write at most {most}, the positions since the last capture (quiet:) under a repetition rule"
    )]
    SeenTooMany {
        /// Positions named.
        found: usize,
        /// The most the position allows.
        most: usize,
    },
}

impl BoardError {
    /// The column (from 1, in characters) of `text` where the error lies, when it lies in one
    /// place: the pit, the row or the field it names. `None` for an error of the whole position
    /// (its totals).
    #[must_use]
    pub fn column(&self, text: &str) -> Option<usize> {
        // The byte offset of each field (fields are separated by one space).
        let mut fields = Vec::new();
        let mut start = 0;
        for part in text.split(' ') {
            fields.push((start, part));
            start += part.len() + 1;
        }
        let field_of = |key: &str, nth: usize| {
            fields
                .iter()
                .filter(|(_, f)| f.split_once(':').is_some_and(|(k, _)| k == key))
                .nth(nth)
                .map(|&(at, _)| at)
        };
        let board = fields.first().map_or("", |f| f.1);
        // The offset of the `n`th cell of the pits (rows and pits both counted).
        // The offset just after the `n`th of `marks` in the pits (0 for n = 0).
        let after = |n: usize, marks: &[char]| match n.checked_sub(1) {
            None => Some(0),
            Some(k) => board
                .char_indices()
                .filter(|(_, c)| marks.contains(c))
                .map(|(i, _)| i + 1)
                .nth(k),
        };
        let cell = |pit: usize| after(pit, &[',', '|', '/']);
        let row = |r: usize| after(r.saturating_sub(1), &['/']);
        let byte = match self {
            BoardError::Missing { what: "pits", .. } | BoardError::Rows { .. } => Some(0),
            BoardError::Missing { .. } => Some(text.len()),
            BoardError::Pits { row: r, .. } => row(*r),
            BoardError::Pit { pit, .. }
            | BoardError::Separator { pit, .. }
            | BoardError::BurntStore { pit }
            | BoardError::BigStone { pit }
            | BoardError::TwoBigStones { pit, .. }
            | BoardError::BigStoneLedger { pit, .. } => cell(*pit),
            BoardError::Mover { .. } => fields.get(1).map(|f| f.0),
            BoardError::Banks { .. } => fields.get(2).map(|f| f.0),
            BoardError::Field { text: field, .. } => {
                fields.iter().find(|(_, f)| f == field).map(|&(at, _)| at)
            }
            BoardError::Repeated { key } => field_of(key, 1),
            BoardError::Value { key, .. } => field_of(key, 0),
            BoardError::Total { .. } => None,
            BoardError::Seen { index, .. } => field_of(SEEN, 0).map(|at| {
                let list = &text[at + SEEN.len() + 1..];
                let skip: usize = list.split(';').take(index - 1).map(|e| e.len() + 1).sum();
                at + SEEN.len() + 1 + skip
            }),
            BoardError::SeenTooMany { .. } => field_of(SEEN, 0),
        }?;
        Some(text[..byte.min(text.len())].chars().count() + 1)
    }

    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        if lang == Lang::english() {
            return self.to_string();
        }
        match self {
            BoardError::Missing { what, .. } => lang.text(
                match *what {
                    "pits" => "fen-missing-pits",
                    "player to move" => "fen-missing-mover",
                    _ => "fen-missing-banks",
                },
                &[],
            ),
            BoardError::Rows { found, expected } => lang.text(
                "fen-rows",
                &[("found", (*found).into()), ("expected", (*expected).into())],
            ),
            BoardError::Pits {
                row,
                found,
                expected,
            } => lang.text(
                "fen-pits",
                &[
                    ("row", (*row).into()),
                    ("found", (*found).into()),
                    ("expected", (*expected).into()),
                ],
            ),
            BoardError::Pit {
                pit,
                text,
                expected,
            } => {
                let style = [
                    PieceStyle::Counts,
                    PieceStyle::Colours,
                    PieceStyle::BigStones,
                ]
                .into_iter()
                .find(|s| s.expected() == *expected)
                .map_or("too-many", PieceStyle::key);
                lang.text(
                    "fen-pit",
                    &[
                        ("pit", (*pit + 1).into()),
                        ("text", text.as_str().into()),
                        ("style", style.into()),
                    ],
                )
            }
            BoardError::Separator {
                pit,
                what,
                separator,
            } => lang.text(
                if *what == "a store" {
                    "fen-separator-store"
                } else {
                    "fen-separator-house"
                },
                &[
                    ("pit", (*pit + 1).into()),
                    ("separator", separator.to_string().into()),
                ],
            ),
            BoardError::Mover { text, last } => lang.text(
                "fen-mover",
                &[("text", text.as_str().into()), ("last", (*last).into())],
            ),
            BoardError::Banks { text, expected } => lang.text(
                "fen-banks",
                &[
                    ("text", text.as_str().into()),
                    ("example", (*expected).into()),
                ],
            ),
            BoardError::Field { text, keys } => lang.text(
                "fen-field",
                &[
                    ("text", text.as_str().into()),
                    ("keys", keys.as_str().into()),
                ],
            ),
            BoardError::Repeated { key } => {
                lang.text("fen-repeated", &[("key", key.as_str().into())])
            }
            BoardError::Value { key, text, .. } => {
                let id = format!("fen-value-{key}");
                let id = if lang.has(&id) {
                    id
                } else {
                    "fen-value".to_owned()
                };
                lang.text(
                    &id,
                    &[("key", (*key).into()), ("text", text.as_str().into())],
                )
            }
            BoardError::Total {
                what,
                found,
                expected,
            } => lang.text(
                "fen-total",
                &[
                    ("what", what.replace(' ', "-").into()),
                    ("found", (*found).into()),
                    ("expected", (*expected).into()),
                ],
            ),
            BoardError::BurntStore { pit } => {
                lang.text("fen-burnt-store", &[("pit", (*pit + 1).into())])
            }
            BoardError::BigStone { pit } => {
                lang.text("fen-big-stone", &[("pit", (*pit + 1).into())])
            }
            BoardError::TwoBigStones { pit, count } => lang.text(
                "fen-two-big-stones",
                &[("pit", (*pit + 1).into()), ("count", (*count).into())],
            ),
            BoardError::BigStoneLedger { pit, on_board } => lang.text(
                if *on_board {
                    "fen-big-stone-not-taken"
                } else {
                    "fen-big-stone-taken"
                },
                &[("pit", (*pit + 1).into())],
            ),
            BoardError::Seen { index, error } => lang.text(
                "fen-seen",
                &[
                    ("index", (*index).into()),
                    ("error", error.error_in(lang).into()),
                ],
            ),
            BoardError::SeenTooMany { found, most } => lang.text(
                "fen-seen-too-many",
                &[("found", (*found).into()), ("most", (*most).into())],
            ),
        }
    }

    /// The error as a person reads it, in `lang`: where it lies in `text` (its column, the
    /// text and a caret under the place) and what to change.
    #[must_use]
    pub fn report_in(&self, lang: Lang, text: &str) -> String {
        let message = self.error_in(lang);
        match self.column(text) {
            Some(column) => format!(
                "{}\n  {text}\n  {}^",
                lang.text(
                    "fen-error-at",
                    &[("column", column.into()), ("message", message.into())]
                ),
                " ".repeat(column - 1)
            ),
            None => lang.text("fen-error", &[("message", message.into())]),
        }
    }
}

/// How a family writes the pieces of a pit or a bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceStyle {
    /// Plain pieces as a count (`4`); a house out of play as `-`.
    Counts,
    /// Coloured seeds: `2R1B1S` (red, black, special), `0` for none.
    Colours,
    /// Big stones and citizens: `Q+3` (a big stone and three citizens), `2Q+3`, `3`.
    BigStones,
}

impl PieceStyle {
    /// The style's name in the catalogues' selectors.
    fn key(self) -> &'static str {
        match self {
            PieceStyle::Counts => "counts",
            PieceStyle::Colours => "colours",
            PieceStyle::BigStones => "big-stones",
        }
    }

    /// What a pit looks like, for errors.
    fn expected(self) -> &'static str {
        match self {
            PieceStyle::Counts => "a count such as 4, or - for a house out of play",
            PieceStyle::Colours => "seeds such as 2R1B1S (red, black, special), or 0",
            PieceStyle::BigStones => "a count such as 5, or Q+5 for a big stone and 5 citizens",
        }
    }

    /// The text of `pieces`.
    #[must_use]
    pub fn write(self, pieces: Pieces) -> String {
        match self {
            PieceStyle::Counts => pieces.total().to_string(),
            PieceStyle::Colours if pieces.total() == 0 => "0".to_owned(),
            PieceStyle::Colours => [
                (pieces.plain, 'R'),
                (pieces.black, 'B'),
                (pieces.special, 'S'),
            ]
            .iter()
            .filter(|(n, _)| *n > 0)
            .map(|(n, c)| format!("{n}{c}"))
            .collect(),
            PieceStyle::BigStones => match pieces.special {
                0 => pieces.plain.to_string(),
                1 => format!("Q+{}", pieces.plain),
                n => format!("{n}Q+{}", pieces.plain),
            },
        }
    }

    /// The pieces of `text`, or `None` if it is not written in this style (`-` is not pieces).
    #[must_use]
    pub fn read(self, text: &str) -> Option<Pieces> {
        let count = |t: &str| -> Option<u16> {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse().ok())
                .flatten()
        };
        match self {
            PieceStyle::Counts => Some(Pieces {
                plain: count(text)?,
                ..Pieces::default()
            }),
            PieceStyle::Colours => {
                if text == "0" {
                    return Some(Pieces::default());
                }
                let mut pieces = Pieces::default();
                let mut rest = text;
                let mut last = None;
                while !rest.is_empty() {
                    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
                    let n = count(&rest[..digits]).filter(|&n| n > 0)?;
                    let (kind, slot) = match rest[digits..].chars().next()? {
                        'R' => (Kind::Plain, &mut pieces.plain),
                        'B' => (Kind::Black, &mut pieces.black),
                        'S' => (Kind::Special, &mut pieces.special),
                        _ => return None,
                    };
                    // Red, black, special, each once, in that order.
                    if last.is_some_and(|l: Kind| kind_rank(l) >= kind_rank(kind)) {
                        return None;
                    }
                    last = Some(kind);
                    *slot = n;
                    rest = &rest[digits + 1..];
                }
                Some(pieces)
            }
            PieceStyle::BigStones => {
                let (big, citizens) = match text.split_once("Q+") {
                    None => (0, text),
                    Some(("", citizens)) => (1, citizens),
                    Some((big, citizens)) => (count(big).filter(|&n| n > 1)?, citizens),
                };
                Some(Pieces {
                    plain: count(citizens)?,
                    black: 0,
                    special: big,
                })
            }
        }
    }
}

fn kind_rank(kind: Kind) -> u8 {
    match kind {
        Kind::Plain => 0,
        Kind::Black => 1,
        Kind::Special => 2,
    }
}

/// What a family adds to the notation: how it writes pieces, and its own fields.
pub struct Notation<'a> {
    /// How pits and banks are written.
    pub pieces: PieceStyle,
    /// Whether the total of each kind of piece is the game's at every moment (no piece comes
    /// from outside the game): then a text whose pieces do not add up is refused.
    pub conserved: bool,
    /// The family's own fields of `pos`, as `key:value`, in order (empty when at their values
    /// in a new game).
    pub write_state: &'a dyn Fn(&Position) -> Vec<String>,
    /// The family's own keys.
    pub state_keys: &'a [&'static str],
    /// Reads one of the family's own fields into the position.
    pub read_state: &'a dyn Fn(&'static str, &str, &mut Position) -> Result<(), BoardError>,
}

impl std::fmt::Debug for Notation<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Notation")
            .field("pieces", &self.pieces)
            .field("conserved", &self.conserved)
            .field("state_keys", &self.state_keys)
            .finish_non_exhaustive()
    }
}

impl Notation<'_> {
    /// A family that writes pieces in `pieces` and keeps no state of its own.
    #[must_use]
    pub fn plain(pieces: PieceStyle, conserved: bool) -> Notation<'static> {
        Notation {
            pieces,
            conserved,
            write_state: &|_| Vec::new(),
            state_keys: &[],
            read_state: &|_, _, _| Ok(()),
        }
    }
}

/// Whether `rules` keeps captures in banks (no stores on the ring).
fn has_banks(rules: &(impl Ruleset + ?Sized)) -> bool {
    (0..rules.num_players()).all(|p| rules.store(p as Player).is_none())
}

fn is_store(rules: &(impl Ruleset + ?Sized), pit: usize) -> bool {
    (0..rules.num_players()).any(|p| rules.store(p as Player) == Some(pit as PitId))
}

fn list<T: ToString>(items: impl Iterator<Item = T>) -> String {
    items.map(|i| i.to_string()).collect::<Vec<_>>().join(",")
}

/// `pos` in the notation (see the module's doc).
#[must_use]
pub fn board_text(
    rules: &(impl Ruleset + ?Sized),
    notation: &Notation<'_>,
    pos: &Position,
) -> String {
    let players = pos.num_players();
    let width = pos.num_pits() / players;
    let mut out = String::new();
    for pit in 0..pos.num_pits() {
        if pit > 0 {
            out.push(if pit % width == 0 {
                '/'
            } else if is_store(rules, pit) {
                '|'
            } else {
                ','
            });
        }
        if pos.is_out_of_play(pit as PitId) {
            out.push('-');
        } else {
            out.push_str(&notation.pieces.write(pos.pieces(pit as PitId)));
        }
    }
    out.push(' ');
    out.push_str(&pos.turn().to_string());
    if has_banks(rules) {
        out.push(' ');
        out.push_str(&list(
            (0..players).map(|p| notation.pieces.write(pos.bank(p as Player))),
        ));
    }
    let mut fields = Vec::new();
    if (0..players).any(|p| pos.in_hand(p as Player) > 0) {
        fields.push(format!(
            "hand:{}",
            list((0..players).map(|p| pos.in_hand(p as Player)))
        ));
    }
    if pos.round() != 1 {
        fields.push(format!("round:{}", pos.round()));
    }
    fields.extend((notation.write_state)(pos));
    for (key, value) in [
        ("ply", pos.ply()),
        ("quiet", pos.plies_without_capture()),
        ("passes", u32::from(pos.passes())),
    ] {
        if value != 0 {
            fields.push(format!("{key}:{value}"));
        }
    }
    for field in fields {
        out.push(' ');
        out.push_str(&field);
    }
    out
}

/// The key of the field of a position string that names the positions seen since the last
/// capture (see [`position_string`]).
pub const SEEN: &str = "seen";

/// Whether `a` and `b` agree in everything a position string writes besides the pits, the
/// player to move and the move counters: then `a` can be written in `b`'s `seen:`.
fn same_but_pits(a: &Position, b: &Position) -> bool {
    (0..a.num_players()).all(|p| {
        let p = p as Player;
        a.bank(p) == b.bank(p) && a.in_hand(p) == b.in_hand(p)
    }) && a.out_of_play() == b.out_of_play()
        && a.round() == b.round()
        && a.family_state() == b.family_state()
}

/// The position string of `pos` reached after `earlier` (the positions before it, oldest
/// first; only the last ones matter): [`Present::board_text`], and, under the repetition
/// rule, the field `seen:` naming the positions since the last capture that may still recur
/// (the last `quiet:` of them, those that differ from `pos` only in their pits and player to
/// move), each as its pits `~` its player to move, separated by `;`.
///
/// [`Present::board_text`]: super::Present::board_text
#[must_use]
pub fn position_string(
    rules: &(impl super::Present + ?Sized),
    pos: &Position,
    earlier: &[Position],
) -> String {
    let mut text = rules.board_text(pos);
    if !rules.ends_on_repetition() {
        return text;
    }
    let since = earlier.len() - earlier.len().min(pos.plies_without_capture() as usize);
    let seen: Vec<String> = earlier[since..]
        .iter()
        .filter(|e| same_but_pits(e, pos))
        .map(|e| {
            let board = rules.board_text(e);
            let pits = board.split(' ').next().unwrap_or_default();
            format!("{pits}~{}", e.turn())
        })
        .collect();
    if !seen.is_empty() {
        text.push_str(&format!(" {SEEN}:{}", seen.join(";")));
    }
    text
}

/// The position of the position string `text` and the positions it names as seen since the
/// last capture (oldest first): see [`position_string`].
///
/// # Errors
/// The text is not a position string of these rules, or names a position they never reach.
pub fn parse_position_string(
    rules: &(impl super::Present + ?Sized),
    text: &str,
) -> Result<(Position, Vec<Position>), BoardError> {
    let prefix = format!("{SEEN}:");
    let mut seen = None;
    let mut rest: Vec<&str> = Vec::new();
    for field in text.split(' ') {
        match field.strip_prefix(&prefix) {
            Some(_) if seen.is_some() => {
                return Err(BoardError::Repeated {
                    key: SEEN.to_owned(),
                });
            }
            Some(list) => seen = Some(list),
            None => rest.push(field),
        }
    }
    let pos = rules.parse_board(&rest.join(" "))?;
    let Some(list) = seen else {
        return Ok((pos, Vec::new()));
    };
    let entries: Vec<&str> = list.split(';').collect();
    let most = if rules.ends_on_repetition() {
        pos.plies_without_capture() as usize
    } else {
        0
    };
    if entries.len() > most {
        return Err(BoardError::SeenTooMany {
            found: entries.len(),
            most,
        });
    }
    let mut history = Vec::with_capacity(entries.len());
    for (i, entry) in entries.into_iter().enumerate() {
        let seen_error = |error| BoardError::Seen {
            index: i + 1,
            error: Box::new(error),
        };
        let Some((pits, mover)) = entry.split_once('~') else {
            return Err(seen_error(value_error(
                SEEN,
                entry,
                "each position as its pits ~ its player to move, as 4,4,4/4,4,4~1",
            )));
        };
        // The entry's pits and player, with everything else of the position itself.
        let mut fields = vec![pits, mover];
        fields.extend(rest.iter().skip(2));
        history.push(rules.parse_board(&fields.join(" ")).map_err(seen_error)?);
    }
    Ok((pos, history))
}

/// A number of a field's value.
fn number<T: std::str::FromStr>(
    key: &'static str,
    text: &str,
    expected: &'static str,
) -> Result<T, BoardError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(value_error(key, text, expected));
    }
    text.parse().map_err(|_| value_error(key, text, expected))
}

/// A [`BoardError::Value`].
#[must_use]
pub fn value_error(key: &'static str, text: &str, expected: &'static str) -> BoardError {
    BoardError::Value {
        key,
        text: text.to_owned(),
        expected,
    }
}

/// The position written in `text` (see the module's doc), checked against `rules`.
///
/// # Errors
/// The text is not written in the notation, or it describes a position the rules never reach
/// ([`BoardError`] says which and what to change).
pub fn parse_board(
    rules: &(impl Ruleset + ?Sized),
    notation: &Notation<'_>,
    text: &str,
) -> Result<Position, BoardError> {
    let players = rules.num_players();
    let num_pits = rules.num_pits();
    let width = num_pits / players;
    let mut fields = text.split(' ');
    let board = fields
        .next()
        .filter(|b| !b.is_empty())
        .ok_or(BoardError::Missing {
            what: "pits",
            example: "the pits row by row, as 4,4,4/4,4,4",
        })?;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != players {
        return Err(BoardError::Rows {
            found: rows.len(),
            expected: players,
        });
    }
    debug_assert!(num_pits <= MAX_PITS);
    let mut pos = Position::empty(num_pits, players);
    for (r, row) in rows.iter().enumerate() {
        // Each pit with the separator written before it (none for the row's first).
        let mut pits: Vec<(Option<char>, &str)> = Vec::new();
        let mut start = 0;
        let mut sep = None;
        for (i, c) in row.char_indices() {
            if c == ',' || c == '|' {
                pits.push((sep, &row[start..i]));
                sep = Some(c);
                start = i + 1;
            }
        }
        pits.push((sep, &row[start..]));
        if pits.len() != width {
            return Err(BoardError::Pits {
                row: r + 1,
                found: pits.len(),
                expected: width,
            });
        }
        for (k, (sep, cell)) in pits.into_iter().enumerate() {
            let pit = r * width + k;
            let store = is_store(rules, pit);
            if let Some(sep) = sep {
                let want = if store { '|' } else { ',' };
                if sep != want {
                    return Err(BoardError::Separator {
                        pit,
                        what: if store { "a store" } else { "a house" },
                        separator: want,
                    });
                }
            }
            if cell == "-" && notation.pieces == PieceStyle::Counts {
                if store {
                    return Err(BoardError::BurntStore { pit });
                }
                pos.set_out_of_play(pit as PitId, true);
                continue;
            }
            let pieces = notation.pieces.read(cell).ok_or_else(|| BoardError::Pit {
                pit,
                text: cell.to_owned(),
                expected: notation.pieces.expected(),
            })?;
            if pieces.black > 255 || pieces.special > 255 {
                return Err(BoardError::Pit {
                    pit,
                    text: cell.to_owned(),
                    expected: "at most 255 black or special pieces in a pit",
                });
            }
            pos.set_pieces(pit as PitId, pieces);
        }
    }
    let mover = fields.next().ok_or(BoardError::Missing {
        what: "player to move",
        example: "a number after the pits, as 4,4,4/4,4,4 0",
    })?;
    let to_move: Player = mover
        .parse()
        .ok()
        .filter(|&p: &Player| usize::from(p) < players && mover.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| BoardError::Mover {
            text: mover.to_owned(),
            last: players - 1,
        })?;
    pos.set_to_move(to_move);
    if has_banks(rules) {
        let banks = fields.next().ok_or(BoardError::Missing {
            what: "banks",
            example: "each player's captures after the player to move, as 4,4,4/4,4,4 0 0,0",
        })?;
        let bank_error = || BoardError::Banks {
            text: banks.to_owned(),
            expected: match notation.pieces {
                PieceStyle::Counts => "12,13",
                PieceStyle::Colours => "4R2B,0",
                PieceStyle::BigStones => "Q+10,15",
            },
        };
        let each: Vec<&str> = banks.split(',').collect();
        if each.len() != players {
            return Err(bank_error());
        }
        for (p, bank) in each.into_iter().enumerate() {
            pos.set_bank(
                p as Player,
                notation.pieces.read(bank).ok_or_else(bank_error)?,
            );
        }
    }
    let mut seen: Vec<&str> = Vec::new();
    let common = ["hand", "round", "ply", "quiet", "passes"];
    for field in fields {
        let known = |key: &str| common.contains(&key) || notation.state_keys.contains(&key);
        let keys = || {
            let mut all: Vec<&str> = common[..2].to_vec();
            all.extend(notation.state_keys);
            all.extend(&common[2..]);
            all.join(", ")
        };
        let Some((key, value)) = field.split_once(':').filter(|(k, _)| known(k)) else {
            return Err(BoardError::Field {
                text: field.to_owned(),
                keys: keys(),
            });
        };
        if seen.contains(&key) {
            return Err(BoardError::Repeated {
                key: key.to_owned(),
            });
        }
        seen.push(key);
        match key {
            "hand" => {
                let each: Vec<&str> = value.split(',').collect();
                let expected = "each player's special seeds in hand, as 1,1";
                if each.len() != players {
                    return Err(value_error("hand", value, expected));
                }
                for (p, n) in each.into_iter().enumerate() {
                    pos.set_in_hand(p as Player, number("hand", n, expected)?);
                }
            }
            "round" => {
                let round: u16 = number("round", value, "a round from 1, as round:2")?;
                if round == 0 {
                    return Err(value_error("round", value, "a round from 1, as round:2"));
                }
                pos.set_round(round);
            }
            "ply" => pos.set_ply(number("ply", value, "the moves made, as ply:12")?),
            "quiet" => {
                pos.plies_without_capture = number(
                    "quiet",
                    value,
                    "the moves in a row without a capture, as quiet:5",
                )?;
            }
            "passes" => {
                pos.passes = number("passes", value, "the turns passed in a row, as passes:1")?;
            }
            _ => {
                let key = notation
                    .state_keys
                    .iter()
                    .find(|k| **k == key)
                    .expect("a known key");
                (notation.read_state)(key, value, &mut pos)?;
            }
        }
    }
    check_totals(rules, notation, &pos)?;
    Ok(pos)
}

/// Refuses a position whose pieces do not add up to the game's, kind by kind.
fn check_totals(
    rules: &(impl Ruleset + ?Sized),
    notation: &Notation<'_>,
    pos: &Position,
) -> Result<(), BoardError> {
    let count = |p: &Position| {
        let mut all = p.on_board();
        for player in 0..p.num_players() {
            all.add(p.bank(player as Player));
            all.special += u16::from(p.in_hand(player as Player));
        }
        all
    };
    let found = count(pos);
    let expected = count(&rules.initial_position(0));
    // The seeds of the coloured Awalé add up all colours together (a bank may be written as
    // captured seeds of one colour); citizens may come from outside the game (Ô ăn quan's
    // debts), big stones never do.
    let checks: &[(&str, u16, u16)] = match notation.pieces {
        PieceStyle::Counts if notation.conserved => &[("pieces", found.total(), expected.total())],
        PieceStyle::Colours if notation.conserved => &[("seeds", found.total(), expected.total())],
        PieceStyle::BigStones if notation.conserved => &[
            ("citizens", found.plain, expected.plain),
            ("big stones", found.special, expected.special),
        ],
        PieceStyle::BigStones => &[("big stones", found.special, expected.special)],
        PieceStyle::Counts | PieceStyle::Colours => &[],
    };
    for &(what, found, expected) in checks {
        if found != expected {
            return Err(BoardError::Total {
                what,
                found: u32::from(found),
                expected: u32::from(expected),
            });
        }
    }
    Ok(())
}
