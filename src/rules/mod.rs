//! The rulesets: one file per family, and [`Rules`], which holds any of them.
//!
//! Each family implements [`Ruleset`] (the hooks the engine asks) and [`Variant`] (its notation,
//! board drawing, rules text and JSON detail). [`Rules`] loads a family from TOML and hands out
//! either face.

use std::{fmt, path::Path};

use crate::{
    config::{self, ConfigError, RulesetInfo},
    event::Event,
    moves::Move,
    position::{PitId, Position},
    ruleset::Ruleset,
};

pub mod awale;
pub mod o_an_quan;
pub mod sungka;

pub use awale::Awale;
pub use o_an_quan::OAnQuan;
pub use sungka::Sungka;

/// A move text that does not follow the game's notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a move: expected {expected}")]
pub struct ParseMoveError {
    /// What was typed.
    pub text: String,
    /// What the notation wants, with examples.
    pub expected: String,
}

/// The face of a ruleset that people see: notation, board, rules text, JSON detail.
pub trait Variant: Ruleset {
    /// The ruleset's id, name and sources.
    fn info(&self) -> &RulesetInfo;

    /// Reads a move typed by the player to move in `pos` (syntax only; legality is the engine's).
    ///
    /// # Errors
    /// The text does not follow the notation.
    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError>;

    /// Why `mv` cannot be played in `pos`, in the game's own words.
    fn illegal_text(&self, _pos: &Position, _mv: &Move, why: &crate::ruleset::Illegal) -> String {
        why.to_string()
    }

    /// The canonical text of `mv` played from `pos`.
    fn move_text(&self, pos: &Position, mv: &Move) -> String;

    /// A short name of a pit for narration ("South's square 3", "the left mandarin square").
    fn pit_name(&self, pit: PitId) -> String;

    /// The board as the players see it, with scores and the player to move.
    fn draw(&self, pos: &Position) -> String;

    /// Whether the opponent of the player to move has nothing on their side, so the mover must
    /// feed them (counted by `compare`; games without a feeding rule say `false`).
    fn opponent_starving(&self, _pos: &Position) -> bool {
        false
    }

    /// Whether pieces have colours (JSON `sow` and `capture` steps then list them).
    fn coloured(&self) -> bool {
        false
    }

    /// The family's `detail` object of the JSON position.
    fn detail_json(&self, pos: &Position) -> serde_json::Value;

    /// Every option as the TOML file spells it (the `options` object of a game record).
    fn options_json(&self) -> serde_json::Value;

    /// The rules in plain words, generated from the options.
    fn describe(&self) -> String;

    /// A note for explained transcripts on how pits are labelled, if the family needs one.
    fn legend(&self) -> Option<String> {
        None
    }

    /// A learner's account of one move: `before` is the position it was played from, `events`
    /// what the engine reported (the move's steps and the engine steps after it).
    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String>;
}

/// Any ruleset of any family.
#[derive(Clone, Debug)]
pub enum Rules {
    /// Ô ăn quan.
    OAnQuan(OAnQuan),
    /// Awalé: Oware Abapa or the coloured Awalé.
    Awale(Awale),
    /// Sungka and Kalah.
    Sungka(Sungka),
}

/// The rulesets shipped in `rulesets/`, embedded in the binary.
pub const BUILTIN: &[(&str, &str)] = &[
    ("o-an-quan", include_str!("../../rulesets/o-an-quan.toml")),
    (
        "o-an-quan-mandarin-5",
        include_str!("../../rulesets/o-an-quan-mandarin-5.toml"),
    ),
    (
        "o-an-quan-small-stones",
        include_str!("../../rulesets/o-an-quan-small-stones.toml"),
    ),
    (
        "o-an-quan-no-quan-non",
        include_str!("../../rulesets/o-an-quan-no-quan-non.toml"),
    ),
    (
        "o-an-quan-en-wikipedia",
        include_str!("../../rulesets/o-an-quan-en-wikipedia.toml"),
    ),
    (
        "oware-abapa",
        include_str!("../../rulesets/oware-abapa.toml"),
    ),
    (
        "oware-abapa-grand-slam-capture",
        include_str!("../../rulesets/oware-abapa-grand-slam-capture.toml"),
    ),
    (
        "awale-abapa-colours",
        include_str!("../../rulesets/awale-abapa-colours.toml"),
    ),
    (
        "awale-abapa-colours-grand-slam-no-capture",
        include_str!("../../rulesets/awale-abapa-colours-grand-slam-no-capture.toml"),
    ),
    ("sungka", include_str!("../../rulesets/sungka.toml")),
    (
        "sungka-seed-v006",
        include_str!("../../rulesets/sungka-seed-v006.toml"),
    ),
    ("sungka-3p", include_str!("../../rulesets/sungka-3p.toml")),
    ("kalah", include_str!("../../rulesets/kalah.toml")),
];

/// The families a ruleset file may name in `game`.
pub const GAMES: &[&str] = &["o-an-quan", "oware", "awale-colours", "sungka", "kalah"];

/// Why a ruleset could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum RulesetError {
    /// The name is neither a shipped ruleset nor a file.
    #[error("unknown ruleset `{name}`; shipped rulesets: {}, or give the path of a .toml file", BUILTIN.iter().map(|b| b.0).collect::<Vec<_>>().join(", "))]
    Unknown {
        /// What was asked for.
        name: String,
    },
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The path.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// The file's content is wrong.
    #[error(transparent)]
    Config(#[from] ConfigError),
}

impl Rules {
    /// A shipped ruleset by id.
    #[must_use]
    pub fn builtin(id: &str) -> Option<Rules> {
        let (_, text) = BUILTIN.iter().find(|(name, _)| *name == id)?;
        let file = format!("rulesets/{id}.toml");
        Some(Rules::from_toml_str(&file, id, text).expect("shipped rulesets are valid"))
    }

    /// The ids of the shipped rulesets.
    pub fn builtin_ids() -> impl Iterator<Item = &'static str> {
        BUILTIN.iter().map(|(id, _)| *id)
    }

    /// Parses a ruleset file; `file` names it in errors and `stem` is its expected id.
    ///
    /// # Errors
    /// Syntax errors, unknown keys, wrong types, values out of range, inconsistent options.
    pub fn from_toml_str(file: &str, stem: &str, text: &str) -> Result<Rules, ConfigError> {
        let head: config::GameOnly = config::parse(file, text)?;
        let Some(game) = head.game else {
            return Err(ConfigError::at(
                file,
                text,
                None,
                format!("missing key `game`: expected one of {}", quoted(GAMES)),
            ));
        };
        match game.get_ref().as_str() {
            "o-an-quan" => Ok(Rules::OAnQuan(OAnQuan::from_toml(file, stem, text)?)),
            "oware" => Ok(Rules::Awale(Awale::oware_from_toml(file, stem, text)?)),
            "awale-colours" => Ok(Rules::Awale(Awale::colours_from_toml(file, stem, text)?)),
            "sungka" => Ok(Rules::Sungka(Sungka::from_toml(
                file,
                stem,
                text,
                sungka::Family::Sungka,
            )?)),
            "kalah" => Ok(Rules::Sungka(Sungka::from_toml(
                file,
                stem,
                text,
                sungka::Family::Kalah,
            )?)),
            other => Err(ConfigError::at(
                file,
                text,
                Some(game.span()),
                format!("unknown game `{other}`, expected one of {}", quoted(GAMES)),
            )),
        }
    }

    /// Loads a ruleset file from disk.
    ///
    /// # Errors
    /// The file cannot be read, or its content is wrong (see [`Rules::from_toml_str`]).
    pub fn from_path(path: &Path) -> Result<Rules, RulesetError> {
        let text = std::fs::read_to_string(path).map_err(|source| RulesetError::Io {
            path: path.display().to_string(),
            source,
        })?;
        let stem = path
            .file_stem()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned());
        let rules = Rules::from_toml_str(&path.display().to_string(), &stem, &text)?;
        if BUILTIN.iter().any(|(id, _)| *id == rules.info().id)
            && !BUILTIN.iter().any(|(_, t)| *t == text)
        {
            let at = text.find("id").map(|i| i..i + 2);
            return Err(ConfigError::at(
                &path.display().to_string(),
                &text,
                at,
                format!(
                    "id `{}` is a shipped ruleset; give your variant its own id (and file name)",
                    rules.info().id
                ),
            )
            .into());
        }
        Ok(rules)
    }

    /// A shipped ruleset by id, or else a ruleset file by path.
    ///
    /// # Errors
    /// Neither a shipped id nor a readable, valid file.
    pub fn resolve(name: &str) -> Result<Rules, RulesetError> {
        if let Some(rules) = Rules::builtin(name) {
            return Ok(rules);
        }
        let path = Path::new(name);
        if path.exists() {
            return Rules::from_path(path);
        }
        Err(RulesetError::Unknown {
            name: name.to_owned(),
        })
    }

    /// The ruleset as the engine sees it.
    #[must_use]
    pub fn ruleset(&self) -> &dyn Ruleset {
        match self {
            Rules::OAnQuan(r) => r,
            Rules::Awale(r) => r,
            Rules::Sungka(r) => r,
        }
    }

    /// The ruleset as people see it.
    #[must_use]
    pub fn variant(&self) -> &dyn Variant {
        match self {
            Rules::OAnQuan(r) => r,
            Rules::Awale(r) => r,
            Rules::Sungka(r) => r,
        }
    }

    /// The id, name and sources.
    #[must_use]
    pub fn info(&self) -> &RulesetInfo {
        self.variant().info()
    }
}

/// Runs `$body` with `$r` bound to the concrete ruleset inside `$rules` (a [`Rules`]), so that
/// generic engine code is compiled for each family rather than called through `dyn Ruleset`.
///
/// ```
/// let rules = mancala::Rules::builtin("kalah").unwrap();
/// let pits = mancala::with_ruleset!(&rules, r => mancala::Ruleset::num_pits(r));
/// assert_eq!(pits, 14);
/// ```
#[macro_export]
macro_rules! with_ruleset {
    ($rules:expr, $r:ident => $body:expr) => {
        match $rules {
            $crate::rules::Rules::OAnQuan($r) => $body,
            $crate::rules::Rules::Awale($r) => $body,
            $crate::rules::Rules::Sungka($r) => $body,
        }
    };
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.info().id)
    }
}

/// `a`, `b` or `c` for messages.
pub(crate) fn quoted(items: &[&str]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        n => format!("{} or {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    }
}

/// The opening lines of `rules show`: the name and id, what the game is, the summary and sources.
pub(crate) fn rules_heading(info: &RulesetInfo, what: &str) -> Vec<String> {
    let mut lines = vec![format!("{} ({}): {what}", info.name, info.id)];
    if !info.summary.is_empty() {
        lines.push(info.summary.clone());
    }
    if !info.sources.is_empty() {
        lines.push(format!("Sources: {}.", info.sources.join(", ")));
    }
    lines
}

/// `condition`, tested with one branch.
///
/// A condition of several comparisons joined by `&` may still be compiled into one branch per
/// comparison; in a random game each is a coin toss that the processor mostly guesses wrong,
/// and a wrong guess costs more than the whole test. Passed through an opaque value (a store
/// and a load), the condition is worked out whole and tested once: in Oware, where the last
/// seed falls decides whether a capture starts, this alone makes random playouts a sixth faster.
#[inline(always)]
pub(crate) fn tested_once(condition: bool) -> bool {
    std::hint::black_box(u8::from(condition)) != 0
}

/// `text` with its first letter in upper case.
pub(crate) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
