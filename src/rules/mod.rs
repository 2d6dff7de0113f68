//! The registry: the one place outside a family's folder that names the families.
//!
//! Each family lives in a folder of its own (its rules, options and presentation) and lists the
//! games it reads as [`Loader`]s; [`FAMILIES`] lists the families, one line each. [`Rules`]
//! loads any ruleset by name (a shipped id, or a file) into an `Arc<dyn Family>`, which is all
//! the rest of the crate ever takes. The shipped rulesets are every file of `rulesets/`,
//! embedded in the binary in the order of `rulesets/index.txt` (see `build.rs`).

use std::{path::Path, sync::Arc};

use crate::{
    family::{Family, Loader, Registry},
    ruleset::{
        config::{self, ConfigError},
        quoted,
    },
};

pub mod awale;
pub mod o_an_quan;
pub mod sungka;

/// Every family, by the games it reads. Registering a family is one line here.
pub const FAMILIES: &[&[Loader]] = &[o_an_quan::GAMES, awale::GAMES, sungka::GAMES];

include!(concat!(env!("OUT_DIR"), "/builtin.rs"));

/// The games a ruleset file may name in `game`, in the order of [`FAMILIES`].
pub fn games() -> impl Iterator<Item = &'static Loader> {
    FAMILIES.iter().flat_map(|family| family.iter())
}

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

/// The registry of families and shipped rulesets (the crate's one [`Registry`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rules;

impl Rules {
    /// A shipped ruleset by id.
    #[must_use]
    pub fn builtin(id: &str) -> Option<Arc<dyn Family>> {
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
    pub fn from_toml_str(
        file: &str,
        stem: &str,
        text: &str,
    ) -> Result<Arc<dyn Family>, ConfigError> {
        let head: config::GameOnly = config::parse(file, text)?;
        let names: Vec<&str> = games().map(|g| g.game).collect();
        let Some(game) = head.game else {
            return Err(ConfigError::at(
                file,
                text,
                None,
                format!("missing key `game`: expected one of {}", quoted(&names)),
            ));
        };
        match games().find(|g| g.game == game.get_ref()) {
            Some(loader) => (loader.load)(file, stem, text),
            None => Err(ConfigError::at(
                file,
                text,
                Some(game.span()),
                format!(
                    "unknown game `{}`, expected one of {}",
                    game.get_ref(),
                    quoted(&names)
                ),
            )),
        }
    }

    /// Loads a ruleset file from disk.
    ///
    /// # Errors
    /// The file cannot be read, or its content is wrong (see [`Rules::from_toml_str`]).
    pub fn from_path(path: &Path) -> Result<Arc<dyn Family>, RulesetError> {
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
    pub fn resolve(name: &str) -> Result<Arc<dyn Family>, RulesetError> {
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
}

impl Registry for Rules {
    fn builtin(&self, id: &str) -> Option<Arc<dyn Family>> {
        Rules::builtin(id)
    }

    fn load(&self, file: &str, stem: &str, text: &str) -> Result<Arc<dyn Family>, ConfigError> {
        Rules::from_toml_str(file, stem, text)
    }
}
