//! Saved games: the game record of `shared/spec/json.md` §6, with its game tree ([`tree`]:
//! comments and variations), and its text forms: PGN-style ([`pgn`]) for every family and OGN
//! ([`ogn`]) for Oware as Aualé writes it. JSON is the lossless default; [`GameRecord::load`]
//! reads any of the three, telling them apart by their shape ([`TextFormat::sniff`]).

mod file;
pub mod ogn;
pub mod pgn;
pub mod tree;

use std::{collections::BTreeMap, path::Path, sync::Arc};

pub use file::{RecordFile, write_atomically};
pub use pgn::{TextError, TextErrorKind, Unwritable};
pub use tree::{MAX_TREE_WORK, MAX_VARIATION_DEPTH, Note, VarMove, Variation};

use serde::{Deserialize, Serialize};

use crate::{
    family::{Family, Registry},
    game::{Game, MoveError},
    json,
    lang::Lang,
    moves::MoveTexts,
    position::Player,
    ruleset::config::{self, ConfigError},
};

/// The value of `format`.
pub const FORMAT: &str = "mancala-record";
/// The record version this program writes and reads.
pub const VERSION: u32 = 1;

/// A saved game: the rules it was played under and its moves.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Always `"mancala-record"`.
    pub format: String,
    /// Always 1.
    pub version: u32,
    /// The id of the ruleset.
    pub ruleset: String,
    /// Every option of the ruleset, as its TOML file spells them.
    pub options: serde_json::Value,
    /// Who moved first.
    pub first_player: Player,
    /// The seed of the game's random generator, if anything random was used.
    pub seed: Option<u64>,
    /// Who played, for display.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub players: Option<Vec<String>>,
    /// Who plays each seat, as `mancala play` reads it (`human`, `random`, `alphabeta:6`, ...),
    /// so that a resumed game goes on with the same players. Computer players draw their
    /// random choices from `seed`, the seat and the move number alone, so nothing else of theirs
    /// needs keeping.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats: Option<Vec<String>>,
    /// The position the game started from, as a position string ([`crate::Present::board_text`],
    /// "FEN"), when it was set up rather than the rules' start; `first_player` is then its side
    /// to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// What the text formats' tags say besides the fields here: `Event`, `Site`, `Date`,
    /// `Round`, `TimeControl`, and any other tag read, by name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tags: BTreeMap<String, String>,
    /// Comments and variations on the main line, by move, in order ([`tree`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<Note>,
    /// Every move in canonical notation.
    pub moves: MoveTexts,
    /// The outcome, or `null` for a game in progress: the outcome of the rules, or, for a game
    /// stopped otherwise ([`STOPPED_REASONS`]), [`stopped_outcome_json`]'s.
    #[serde(default)]
    pub outcome: Option<serde_json::Value>,
}

/// Why a record cannot be loaded.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The path.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// Not JSON, or not a record's shape.
    #[error("not a game record: {0}")]
    Json(#[from] serde_json::Error),
    /// `format` is wrong.
    #[error("not a game record: format is `{0}`, expected `{FORMAT}`")]
    Format(String),
    /// There is no `format` key.
    #[error("not a game record: no \"format\": \"{FORMAT}\" key")]
    NoFormat,
    /// A problem with a record file.
    #[error("{path}: {error}")]
    InFile {
        /// The file.
        path: String,
        /// The problem.
        error: Box<RecordError>,
    },
    /// `version` is not supported.
    #[error("record version {0} is not supported; this program reads version {VERSION}")]
    Version(u32),
    /// `options` do not make a valid ruleset.
    #[error("the record's options are not a valid ruleset: {0}")]
    Options(#[from] ConfigError),
    /// `first_player` is not a player of the game.
    #[error("first_player {0} is not a player of this game")]
    FirstPlayer(Player),
    /// A move does not replay.
    #[error("move {ply} (`{text}`) does not replay: {error}\n{board}")]
    Move {
        /// 1-based index of the move.
        ply: usize,
        /// The move.
        text: String,
        /// Why.
        error: Box<MoveError>,
        /// The position it was tried in, drawn.
        board: String,
        /// The game up to the move, for saying the error in another language.
        game: Box<Game>,
    },
    /// A text record (PGN-style or OGN) that does not read: where and what was expected.
    #[error("{0}")]
    Text(#[from] TextError),
    /// `from` is not a position of the rules.
    #[error("the record's start position `{text}` does not read: {error}")]
    From {
        /// The position string.
        text: String,
        /// Why.
        error: crate::ruleset::BoardError,
    },
    /// A note names a move the main line does not have, or comes out of order.
    #[error(
        "a comment or variation is on move {ply}, but the game has {moves} moves (notes are in order, one per move, and move 0 has no variations)"
    )]
    NotePly {
        /// The move it names.
        ply: usize,
        /// The moves of the main line.
        moves: usize,
    },
    /// A variation without moves.
    #[error("variation {variation} has no moves")]
    EmptyVariation {
        /// Which (`12.1`: the first variation of move 12).
        variation: String,
    },
    /// Variations nested too deep.
    #[error("variations nest deeper than {max}")]
    TooDeep {
        /// The deepest allowed.
        max: usize,
    },
    /// The variations would take too long to check.
    #[error(
        "the record's variations are too many for a game this long (checking them would copy and play more than {max} moves)"
    )]
    TreeTooLarge {
        /// The most work allowed.
        max: usize,
    },
    /// A move of a variation does not replay.
    #[error("variation {variation}, move {index} (`{text}`) does not replay: {error}")]
    VariationMove {
        /// Which variation (`12.1`: the first variation of move 12; `12.1/3.2`: the second
        /// variation of that variation's third move).
        variation: String,
        /// 1-based index of the move in the variation.
        index: usize,
        /// The move.
        text: String,
        /// Why.
        error: Box<MoveError>,
        /// The variation up to the move.
        game: Box<Game>,
    },
    /// The record cannot be written in the format asked for.
    #[error("{0}")]
    Unwritable(#[from] Unwritable),
    /// `outcome` disagrees with the replay.
    #[error("the record's outcome {recorded} does not match the replay, which gives {replayed}")]
    Outcome {
        /// What the record says.
        recorded: String,
        /// What replaying gives.
        replayed: String,
    },
}

impl RecordError {
    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        if lang == Lang::english() {
            return self.to_string();
        }
        match self {
            RecordError::Io { path, source } => lang.text(
                "err-record-read",
                &[
                    ("path", path.as_str().into()),
                    ("why", config::io_error_in(lang, source).into()),
                ],
            ),
            RecordError::Json(e) => match e.classify() {
                serde_json::error::Category::Syntax | serde_json::error::Category::Eof => lang
                    .text(
                        "err-record-not-json",
                        &[
                            ("line", e.line().to_string().into()),
                            ("column", e.column().to_string().into()),
                        ],
                    ),
                serde_json::error::Category::Data => {
                    lang.text("err-record-shape", &[("detail", e.to_string().into())])
                }
                serde_json::error::Category::Io => {
                    lang.text("err-io-other", &[("detail", e.to_string().into())])
                }
            },
            RecordError::Format(format) => lang.text(
                "err-record-format",
                &[
                    ("format", format.as_str().into()),
                    ("expected", FORMAT.into()),
                ],
            ),
            RecordError::NoFormat => {
                lang.text("err-record-no-format", &[("expected", FORMAT.into())])
            }
            RecordError::InFile { path, error } => lang.text(
                "err-record-in-file",
                &[
                    ("path", path.as_str().into()),
                    ("error", error.error_in(lang).into()),
                ],
            ),
            RecordError::Version(version) => lang.text(
                "err-record-version",
                &[
                    ("version", version.to_string().into()),
                    ("supported", VERSION.to_string().into()),
                ],
            ),
            RecordError::Options(e) => {
                lang.text("err-record-options", &[("error", e.error_in(lang).into())])
            }
            RecordError::FirstPlayer(p) => lang.text(
                "err-record-first-player",
                &[("player", p.to_string().into())],
            ),
            RecordError::Move {
                ply,
                text,
                error,
                game,
                ..
            } => {
                let rules = game.rules();
                let why = crate::render::move_error_in(lang, rules, game.position(), error);
                let board = rules.draw_in(lang, game.position(), &crate::ruleset::View::default());
                let line = lang.text(
                    "err-record-move",
                    &[
                        ("number", ply.to_string().into()),
                        ("move", text.as_str().into()),
                        ("why", why.into()),
                    ],
                );
                format!("{line}\n{board}")
            }
            RecordError::Text(e) => e.error_in(lang),
            RecordError::From { text, error } => lang.text(
                "rec-err-from",
                &[
                    ("fen", text.as_str().into()),
                    ("why", error.error_in(lang).into()),
                ],
            ),
            RecordError::NotePly { ply, moves } => lang.text(
                "rec-err-note-ply",
                &[("ply", (*ply).into()), ("moves", (*moves).into())],
            ),
            RecordError::EmptyVariation { variation } => lang.text(
                "rec-err-empty-variation",
                &[("variation", variation.as_str().into())],
            ),
            RecordError::TooDeep { max } => {
                lang.text("rec-err-too-deep", &[("max", (*max).into())])
            }
            RecordError::TreeTooLarge { max } => {
                lang.text("rec-err-tree-too-large", &[("max", (*max).into())])
            }
            RecordError::VariationMove {
                variation,
                index,
                text,
                error,
                game,
            } => {
                let why = crate::render::move_error_in(lang, game.rules(), game.position(), error);
                lang.text(
                    "rec-err-variation-move",
                    &[
                        ("variation", variation.as_str().into()),
                        ("number", (*index).into()),
                        ("move", text.as_str().into()),
                        ("why", why.into()),
                    ],
                )
            }
            RecordError::Unwritable(e) => e.error_in(lang),
            RecordError::Outcome { recorded, replayed } => {
                let replayed = if replayed == "a game still in progress" {
                    lang.text("err-record-in-progress", &[])
                } else if replayed.starts_with('{') {
                    replayed.clone()
                } else {
                    lang.text("err-record-outcome-seat", &[])
                };
                lang.text(
                    "err-record-outcome",
                    &[
                        ("recorded", recorded.as_str().into()),
                        ("replayed", replayed.into()),
                    ],
                )
            }
        }
    }
}

impl GameRecord {
    /// The record of `game`.
    #[must_use]
    pub fn of(game: &Game, seed: Option<u64>, players: Option<Vec<String>>) -> GameRecord {
        let rules = game.rules();
        let pos = game.position();
        // A game set up by hand keeps its start as a position string.
        let from = game.set_up().map(str::to_owned);
        GameRecord {
            format: FORMAT.into(),
            version: VERSION,
            ruleset: rules.info().id.clone(),
            options: rules.options_json(),
            first_player: game.first_player(),
            seed,
            players,
            seats: None,
            from,
            tags: BTreeMap::new(),
            notes: Vec::new(),
            moves: game.move_texts().clone(),
            outcome: pos
                .outcome()
                .map(|o| json::outcome_json(o, pos.num_players())),
        }
    }

    /// Reads a record from JSON text.
    ///
    /// # Errors
    /// Not JSON, or not a record.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        // The format and version first, so that another file or version is named as such
        // rather than reported as a field missing from this version's shape.
        // Only those two keys are kept: the moves are skipped, not built into a tree.
        #[derive(Deserialize)]
        struct Head {
            format: Option<serde_json::Value>,
            version: Option<serde_json::Value>,
        }
        let head: Head = match serde_json::from_str(text) {
            Ok(head) => head,
            // Not an object: let the record's own shape name what is wrong.
            Err(e) if e.is_data() => Head {
                format: None,
                version: None,
            },
            Err(e) => return Err(e.into()),
        };
        match head.format.as_ref().and_then(serde_json::Value::as_str) {
            Some(FORMAT) => {}
            Some(other) => return Err(RecordError::Format(other.to_owned())),
            None => return Err(RecordError::NoFormat),
        }
        if let Some(version) = head.version.as_ref().and_then(serde_json::Value::as_u64) {
            if version != u64::from(VERSION) {
                return Err(RecordError::Version(
                    u32::try_from(version).unwrap_or(u32::MAX),
                ));
            }
        }
        Ok(serde_json::from_str(text)?)
    }

    /// Reads a record from text in any of its formats: JSON, PGN-style or OGN, told apart by
    /// their shape ([`TextFormat::sniff`]); `registry` gives the rules the text formats name.
    ///
    /// # Errors
    /// Not a record in any format: the error says where and what was expected.
    pub fn from_text(text: &str, registry: &dyn Registry) -> Result<GameRecord, RecordError> {
        match TextFormat::sniff(text) {
            TextFormat::Json => GameRecord::from_json(text),
            TextFormat::Pgn => pgn::read(text, registry),
            TextFormat::Ogn => ogn::read(text, registry),
        }
    }

    /// The record in `format`: JSON (pretty), PGN-style or OGN.
    ///
    /// # Errors
    /// The record does not replay, or the format cannot hold it (OGN: other games than Oware,
    /// variations, a comment before the first move).
    pub fn to_format(
        &self,
        format: TextFormat,
        registry: &dyn Registry,
    ) -> Result<String, RecordError> {
        match format {
            TextFormat::Json => Ok(self.to_json()),
            TextFormat::Pgn => pgn::write(self, registry),
            TextFormat::Ogn => ogn::write(self, registry),
        }
    }

    /// Reads a record file in any format (see [`GameRecord::from_text`]): JSON, PGN-style or
    /// OGN, the text formats naming their rules in `registry`.
    ///
    /// # Errors
    /// The file cannot be read or is not a record.
    pub fn load(path: &Path, registry: &dyn Registry) -> Result<GameRecord, RecordError> {
        let text =
            crate::files::read_text(path, crate::files::MAX_RECORD_BYTES).map_err(|source| {
                RecordError::Io {
                    path: path.display().to_string(),
                    source,
                }
            })?;
        GameRecord::from_text(&text, registry).map_err(|error| RecordError::InFile {
            path: path.display().to_string(),
            error: Box::new(error),
        })
    }

    /// Reads the record file at `path` and replays it with the rules `registry` loads from its
    /// options: the game, and a warning when the record's options differ from the shipped
    /// ruleset of its id (see [`GameRecord::replay`]).
    ///
    /// # Errors
    /// The file cannot be read, is not a record, or does not replay; the error names the file.
    pub fn load_game(
        path: &Path,
        registry: &dyn Registry,
    ) -> Result<(Game, Option<String>), RecordError> {
        GameRecord::load(path, registry)?
            .replay(registry)
            .map_err(|error| RecordError::InFile {
                path: path.display().to_string(),
                error: Box::new(error),
            })
    }

    /// The record as pretty JSON.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises") + "\n"
    }

    /// Writes the record to `path` whole and atomically (see [`write_atomically`]): an
    /// interrupted save never leaves a half-written record, and only a regular file is
    /// replaced. To keep a record up to date as a game goes on, use [`RecordFile`].
    ///
    /// # Errors
    /// The file cannot be written, its folder does not exist, or it is not a regular file.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        write_atomically(path, self.to_json().as_bytes()).map(drop)
    }

    /// The rules the record's options define, as `registry` loads them.
    ///
    /// # Errors
    /// The options are not a valid ruleset.
    pub fn rules(&self, registry: &dyn Registry) -> Result<Arc<dyn Family>, RecordError> {
        let text = options_to_toml(&self.options);
        let rules = registry.load(config::RECORD_OPTIONS, &self.ruleset, &text)?;
        // The shipped ruleset itself where the options are its own: its name and sources come
        // back too (a record keeps only the options).
        Ok(registry
            .builtin(&self.ruleset)
            .filter(|b| b.options_json() == rules.options_json())
            .unwrap_or(rules))
    }

    /// The game before the first move: the rules' start with `first_player` to move, or the
    /// position `from`, whose side to move must then be `first_player`.
    ///
    /// # Errors
    /// `first_player` is not a player, or `from` does not read (or its side to move is not
    /// `first_player`).
    pub fn start(&self, rules: Arc<dyn Family>) -> Result<Game, RecordError> {
        if usize::from(self.first_player) >= rules.num_players() {
            return Err(RecordError::FirstPlayer(self.first_player));
        }
        let Some(text) = &self.from else {
            return Ok(Game::new(rules, self.first_player));
        };
        let game = Game::from_fen(rules, text).map_err(|error| RecordError::From {
            text: text.clone(),
            error,
        })?;
        if game.first_player() != self.first_player {
            return Err(RecordError::FirstPlayer(self.first_player));
        }
        Ok(game)
    }

    /// Replays the record. Also returns a warning when a shipped ruleset of the same id has
    /// other options (the record's options are used).
    ///
    /// # Errors
    /// Invalid options, a start position (`from`) that does not read, a move that does not
    /// replay (with its index and why), a variation's move that does not replay from its branch
    /// point (naming the variation and the move), or an outcome that disagrees with the replay.
    pub fn replay(&self, registry: &dyn Registry) -> Result<(Game, Option<String>), RecordError> {
        let rules = self.rules(registry)?;
        let warning = registry
            .builtin(&self.ruleset)
            .filter(|b| b.options_json() != rules.options_json())
            .map(|_| {
                format!(
                    "warning: the record's options differ from the shipped ruleset `{}`; using the record's",
                    self.ruleset
                )
            });
        let start = self.start(rules)?;
        let mut game = start.clone();
        for (i, text) in self.moves.iter().enumerate() {
            if let Err(error) = game.play_text(text) {
                return Err(RecordError::Move {
                    ply: i + 1,
                    text: text.to_owned(),
                    error: Box::new(error),
                    board: game.rules().draw(game.position()),
                    game: Box::new(game),
                });
            }
        }
        self.check_notes(&start, self.moves.len())?;
        if let Some(recorded) = self.outcome.as_ref().filter(|o| !o.is_null()) {
            let pos = game.position();
            let stopped = recorded
                .get("reason")
                .and_then(serde_json::Value::as_str)
                .filter(|r| STOPPED_REASONS.contains(r));
            let replayed = match stopped {
                // Stopped before its rules ended it: the replay must still be going on, and
                // the outcome say what the stop gives there (the winner, the scores).
                Some(reason) if !pos.is_over() => {
                    let seat = recorded
                        .get("seat")
                        .and_then(serde_json::Value::as_u64)
                        .and_then(|s| Player::try_from(s).ok())
                        .filter(|&s| usize::from(s) < pos.num_players());
                    match (reason, seat) {
                        ("expired", _) => stopped_outcome_json(game.rules(), pos, reason, None),
                        (_, Some(seat)) => {
                            stopped_outcome_json(game.rules(), pos, reason, Some(seat))
                        }
                        (_, None) => {
                            return Err(RecordError::Outcome {
                                recorded: recorded.to_string(),
                                replayed: format!(
                                    "a game of {} players, whose outcome `{reason}` names the seat (0 to {})",
                                    pos.num_players(),
                                    pos.num_players() - 1
                                ),
                            });
                        }
                    }
                }
                _ => pos.outcome().map_or(serde_json::Value::Null, |o| {
                    json::outcome_json(o, pos.num_players())
                }),
            };
            if *recorded != replayed {
                return Err(RecordError::Outcome {
                    recorded: recorded.to_string(),
                    replayed: if replayed.is_null() {
                        "a game still in progress".into()
                    } else {
                        replayed.to_string()
                    },
                });
            }
        }
        Ok((game, warning))
    }
}

/// The formats a record is read and written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextFormat {
    /// The JSON record of `shared/spec/json.md` §6, lossless.
    Json,
    /// The PGN-style text of every family ([`pgn`]).
    Pgn,
    /// Aualé's Oware Game Notation ([`ogn`]).
    Ogn,
}

impl TextFormat {
    /// The format `text` is written in, by its shape: a text that begins with a tag
    /// (`[Name "value"]`), a move number (`1.`), a comment (`{`) or a `;` comment is a text
    /// record, OGN when it has a `[Variant "..."]` tag (Aualé always writes it, the PGN-style
    /// text never does), PGN-style otherwise; anything else is read as JSON (a JSON object, and
    /// whatever is neither, which the JSON reader then refuses as not a record).
    #[must_use]
    pub fn sniff(text: &str) -> TextFormat {
        let body = text.trim_start_matches('\u{feff}').trim_start();
        let tag = body.strip_prefix('[').is_some_and(|rest| {
            rest.trim_start()
                .starts_with(|c: char| c.is_ascii_alphabetic())
        });
        let digits = body.trim_start_matches(|c: char| c.is_ascii_digit());
        let numbered = digits.len() < body.len() && digits.starts_with('.');
        let comment = body.starts_with(';') || (body.starts_with('{') && !looks_like_json(body));
        if !(tag || numbered || comment) {
            return TextFormat::Json;
        }
        if pgn::has_tag(body, "Variant") {
            TextFormat::Ogn
        } else {
            TextFormat::Pgn
        }
    }

    /// The format named `name` (`json`, `pgn` or `ogn`).
    #[must_use]
    pub fn named(name: &str) -> Option<TextFormat> {
        match name {
            "json" => Some(TextFormat::Json),
            "pgn" => Some(TextFormat::Pgn),
            "ogn" => Some(TextFormat::Ogn),
            _ => None,
        }
    }
}

/// Whether `text`, which begins with `{`, is a JSON object rather than a comment: a JSON
/// object's `{` is followed by a `"` key or its `}`.
fn looks_like_json(text: &str) -> bool {
    text[1..].trim_start().starts_with(['"', '}']) || text[1..].trim_start().is_empty()
}

/// The reasons a game may stop otherwise than by its rules, as a record's outcome names them:
/// a player `resigned`, `left` for good (and the game ended with them), ran out of `time`, or the
/// server closed the room while the game was unfinished (`expired`, nobody's seat).
pub const STOPPED_REASONS: [&str; 4] = ["resigned", "left", "time", "expired"];

/// The outcome object of a game stopped in `pos` otherwise than by its rules (`reason`, one of
/// [`STOPPED_REASONS`]; `seat`, the player who resigned, left or ran out of time): the scores
/// as they stand, and the winner: the other player of a two-player game when one resigned or
/// ran out of time, else nobody (`null`).
#[must_use]
pub fn stopped_outcome_json(
    rules: &dyn Family,
    pos: &crate::position::Position,
    reason: &str,
    seat: Option<Player>,
) -> serde_json::Value {
    let players = pos.num_players();
    let scores = rules.scores(pos);
    let winner = match (reason, seat) {
        ("resigned" | "time", Some(s)) if players == 2 => serde_json::Value::from(1 - s),
        _ => serde_json::Value::Null,
    };
    let mut map = serde_json::Map::new();
    map.insert("winner".into(), winner);
    map.insert("scores".into(), serde_json::json!(&scores[..players]));
    map.insert("reason".into(), reason.into());
    if let Some(seat) = seat {
        map.insert("seat".into(), seat.into());
    }
    serde_json::Value::Object(map)
}

/// Writes a JSON options object as TOML text (top-level keys first, then one table per object),
/// so that a record's options go through exactly the validation of a ruleset file (and an
/// engine can be given a game's ruleset, `protocol::client`).
#[must_use]
pub fn options_to_toml(options: &serde_json::Value) -> String {
    let Some(map) = options.as_object() else {
        // Not an object: let the TOML parser report it as a missing `game`.
        return String::new();
    };
    let mut top = String::new();
    let mut tables = String::new();
    for (key, value) in map {
        match value {
            serde_json::Value::Object(inner) => {
                tables.push_str(&format!("\n[{}]\n", toml_key(key)));
                for (k, v) in inner {
                    tables.push_str(&format!("{} = {}\n", toml_key(k), toml_value(v)));
                }
            }
            v => top.push_str(&format!("{} = {}\n", toml_key(key), toml_value(v))),
        }
    }
    top + &tables
}

fn toml_key(key: &str) -> String {
    if !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        key.to_owned()
    } else {
        serde_json::to_string(key).unwrap_or_default()
    }
}

fn toml_value(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::Null => "\"null\"".into(),
        serde_json::Value::Object(_) => "{}".into(),
        serde_json::Value::Array(items) => {
            format!(
                "[{}]",
                items.iter().map(toml_value).collect::<Vec<_>>().join(", ")
            )
        }
        other => other.to_string(),
    }
}
