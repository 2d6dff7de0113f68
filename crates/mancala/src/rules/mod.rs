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
    lang::{Arg, Lang},
    ruleset::{
        config::{self, ConfigError, Said, SaidArg},
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

/// Why a ruleset could not be loaded (or copied).
#[derive(Debug, thiserror::Error)]
pub enum RulesetError {
    /// The name is neither a shipped ruleset nor a file. The message suggests the closest
    /// shipped ids (see [`suggestions`]) and lists them all.
    #[error("{}", unknown_message(name))]
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
    /// A new ruleset's id (its file name) is not kebab-case.
    #[error(
        "`{id}` is not a valid ruleset id: the file name without `.toml` is the id, which is kebab-case (lowercase letters and digits, in words joined by single hyphens, like `my-variant`)"
    )]
    InvalidId {
        /// The id asked for.
        id: String,
    },
    /// A `--set` setting is not `KEY=VALUE` or names a table.
    #[error(
        "--set `{setting}`: {why}; write KEY=VALUE with the key as in the ruleset file, like board.seeds-per-house=3"
    )]
    Setting {
        /// The setting as given.
        setting: String,
        /// What is wrong with it.
        why: String,
    },
    /// A new ruleset's id is one of the shipped ids.
    #[error(
        "`{id}` is a shipped ruleset id; give your variant its own id (and file name), like `{id}-mine`"
    )]
    ShippedId {
        /// The id asked for.
        id: String,
    },
}

impl RulesetError {
    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        if lang == Lang::english() {
            return self.to_string();
        }
        match self {
            RulesetError::Unknown { name } => {
                let path_like = name.contains(['/', '\\']) || name.ends_with(".toml");
                let close: Vec<String> = suggestions(name).into_iter().map(Into::into).collect();
                let id = match (path_like, close.is_empty()) {
                    (true, true) => "err-ruleset-no-file",
                    (true, false) => "err-ruleset-no-file-close",
                    (false, true) => "err-ruleset-unknown",
                    (false, false) => "err-ruleset-unknown-close",
                };
                let ids: Vec<&str> = Rules::builtin_ids().collect();
                Said::new(
                    id,
                    vec![
                        ("name", name.as_str().into()),
                        ("close", SaidArg::OrList(close)),
                        ("ids", ids.join(", ").into()),
                    ],
                )
                .text_in(lang)
            }
            RulesetError::Io { path, source } => lang.text(
                "err-ruleset-read",
                &[
                    ("path", path.as_str().into()),
                    ("why", config::io_error_in(lang, source).into()),
                ],
            ),
            RulesetError::Config(e) => e.error_in(lang),
            RulesetError::InvalidId { id } => {
                lang.text("err-ruleset-invalid-id", &[("id", id.as_str().into())])
            }
            RulesetError::Setting { setting, why } => lang.text(
                "err-ruleset-setting",
                &[
                    ("setting", setting.as_str().into()),
                    ("why", setting_why_in(lang, why).into()),
                ],
            ),
            RulesetError::ShippedId { id } => {
                lang.text("err-ruleset-shipped-id", &[("id", id.as_str().into())])
            }
        }
    }
}

/// What is wrong with a `--set` setting, in `lang` ([`Rules::resolve_with`] says it in
/// English).
fn setting_why_in(lang: Lang, why: &str) -> String {
    let id = match why {
        "no `=` between the key and the value" => "err-setting-no-equals",
        "no value" => "err-setting-no-value",
        "an empty key" => "err-setting-empty-key",
        _ => {
            let names: Vec<&str> = why.split('`').collect();
            let (id, name) = match names.as_slice() {
                ["", name, " is a value, not a table"] => ("err-setting-not-a-table", name),
                ["", name, " is a table; set one of its keys"] => ("err-setting-a-table", name),
                _ => return lang.text("err-io-other", &[("detail", why.into())]),
            };
            return lang.text(id, &[("key", Arg::from(*name))]);
        }
    };
    lang.text(id, &[])
}

/// The message of [`RulesetError::Unknown`]: what was not found, the closest shipped ids, and
/// every shipped id.
fn unknown_message(name: &str) -> String {
    let path_like = name.contains(['/', '\\']) || name.ends_with(".toml");
    let mut message = if path_like {
        format!("no ruleset file `{name}`")
    } else {
        format!("unknown ruleset `{name}`")
    };
    let close = suggestions(name);
    if !close.is_empty() {
        message.push_str(&format!(" (did you mean {}?)", quoted(&close)));
    }
    let ids: Vec<&str> = Rules::builtin_ids().collect();
    message.push_str(&format!(
        "; shipped rulesets: {}, or give the path of a .toml file",
        ids.join(", ")
    ));
    message
}

/// Owned copies of `names`.
fn to_strings(names: &[&str]) -> Vec<String> {
    names.iter().map(|n| (*n).to_owned()).collect()
}

/// The shipped ids closest to a mistyped `name`, best first (at most three; none when nothing
/// is close).
///
/// A path's file stem is compared (`o-an-quan.toml` suggests `o-an-quan`), without regard to
/// case. Close means within a [`edit_distance`] of a third of the name's length (at least 1, at
/// most 3), and only the ids at the smallest such distance are given. If no id is that close,
/// the ids that the name starts (whole words of the id: `oware` suggests `oware-abapa` and
/// `oware-abapa-grand-slam-capture`) are suggested instead.
#[must_use]
pub fn suggestions(name: &str) -> Vec<&'static str> {
    const MAX: usize = 3;
    let path = Path::new(name);
    let stem = if path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"))
    {
        path.file_stem()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned())
    } else {
        name.to_owned()
    };
    let wanted = stem.trim().to_lowercase();
    if wanted.is_empty() {
        return Vec::new();
    }
    let limit = (wanted.chars().count() / 3).clamp(1, 3);
    let distances: Vec<(usize, &'static str)> = Rules::builtin_ids()
        .map(|id| (edit_distance(&wanted, id), id))
        .filter(|&(d, _)| d <= limit)
        .collect();
    if let Some(best) = distances.iter().map(|&(d, _)| d).min() {
        return distances
            .into_iter()
            .filter(|&(d, _)| d == best)
            .map(|(_, id)| id)
            .take(MAX)
            .collect();
    }
    Rules::builtin_ids()
        .filter(|id| {
            id.strip_prefix(wanted.as_str())
                .is_some_and(|rest| rest.starts_with('-'))
        })
        .take(MAX)
        .collect()
}

/// The edit distance between `a` and `b` in characters: the fewest insertions, deletions,
/// substitutions and swaps of two neighbours that turn one into the other (Levenshtein
/// distance with transpositions, the "optimal string alignment" distance).
#[must_use]
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table: two rows back (for swaps), the last row and the one being filled.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut last: Vec<usize> = (0..=b.len()).collect();
    let mut row: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        row[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (last[j] + 1).min(row[j - 1] + 1).min(last[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            row[j] = best;
        }
        std::mem::swap(&mut before, &mut last);
        std::mem::swap(&mut last, &mut row);
    }
    last[b.len()]
}

/// Whether `id` is a valid ruleset id: kebab-case, that is lowercase ASCII letters and digits
/// in words joined by single hyphens (`o-an-quan`, `sungka-seed-v006`), at most 64 characters.
#[must_use]
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id.split('-').all(|word| {
            !word.is_empty()
                && word
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
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
            return Err(ConfigError::said(
                file,
                text,
                None,
                Said::new(
                    "err-config-missing-game",
                    vec![("games", SaidArg::OrList(to_strings(&names)))],
                ),
            ));
        };
        match games().find(|g| g.game == game.get_ref()) {
            Some(loader) => (loader.load)(file, stem, text),
            None => Err(ConfigError::said(
                file,
                text,
                Some(game.span()),
                Said::new(
                    "err-config-unknown-game",
                    vec![
                        ("game", game.get_ref().as_str().into()),
                        ("games", SaidArg::OrList(to_strings(&names))),
                    ],
                ),
            )),
        }
    }

    /// Loads a ruleset file from disk.
    ///
    /// # Errors
    /// The file cannot be read, or its content is wrong (see [`Rules::from_toml_str`]); a file
    /// may not take a shipped ruleset's id unless it is that ruleset's very text.
    pub fn from_path(path: &Path) -> Result<Arc<dyn Family>, RulesetError> {
        Rules::read_file(path).map(|(rules, _)| rules)
    }

    /// Loads a ruleset file from disk, and returns its text beside the rules.
    fn read_file(path: &Path) -> Result<(Arc<dyn Family>, String), RulesetError> {
        let text =
            crate::files::read_text(path, crate::files::MAX_RULESET_BYTES).map_err(|source| {
                RulesetError::Io {
                    path: path.display().to_string(),
                    source,
                }
            })?;
        let stem = path
            .file_stem()
            .map_or(String::new(), |s| s.to_string_lossy().into_owned());
        let rules = Rules::from_toml_str(&path.display().to_string(), &stem, &text)?;
        if BUILTIN.iter().any(|(id, _)| *id == rules.info().id)
            && !BUILTIN.iter().any(|(_, t)| *t == text)
        {
            let at = text.find("id").map(|i| i..i + 2);
            return Err(ConfigError::said(
                &path.display().to_string(),
                &text,
                at,
                Said::new(
                    "err-config-id-shipped",
                    vec![("id", rules.info().id.as_str().into())],
                ),
            )
            .into());
        }
        Ok((rules, text))
    }

    /// The text of a shipped ruleset's file, comments and all.
    #[must_use]
    pub fn builtin_text(id: &str) -> Option<&'static str> {
        BUILTIN
            .iter()
            .find(|(name, _)| *name == id)
            .map(|(_, t)| *t)
    }

    /// The text of a new ruleset file `id` copied from `from` (a shipped id, or the path of a
    /// ruleset file): the source's text as it is, comments included, with its `id` set to `id`
    /// (or added, if the source leaves it to the file name) and a header comment saying where
    /// it was copied from. The copy is checked to load under its new id.
    ///
    /// # Errors
    /// `id` is not a valid id ([`is_valid_id`]) or is a shipped one; `from` is unknown,
    /// unreadable or invalid.
    pub fn copy_text(from: &str, id: &str) -> Result<String, RulesetError> {
        if !is_valid_id(id) {
            return Err(RulesetError::InvalidId { id: id.to_owned() });
        }
        if Rules::builtin_text(id).is_some() {
            return Err(RulesetError::ShippedId { id: id.to_owned() });
        }
        let (rules, text, origin) = match Rules::builtin_text(from) {
            Some(text) => {
                let rules = Rules::builtin(from).expect("a shipped ruleset");
                (
                    rules,
                    text.to_owned(),
                    format!("the shipped ruleset `{from}`"),
                )
            }
            None if Path::new(from).exists() => {
                let (rules, text) = Rules::read_file(Path::new(from))?;
                (rules, text, format!("the ruleset file {from}"))
            }
            None => {
                return Err(RulesetError::Unknown {
                    name: from.to_owned(),
                });
            }
        };
        // A file made by `rules new` starts with the header of its own copy: drop it, so the
        // new header is not followed by one that names another id and file.
        let text = match text.split_once("\n\n") {
            Some((head, rest))
                if head.starts_with("# Ruleset `")
                    && head.contains("by `mancala rules new`")
                    && head.lines().all(|l| l.starts_with('#')) =>
            {
                rest.to_owned()
            }
            _ => text,
        };
        let info = rules.info();
        // The header is TOML comments: a name or a path may hold characters a comment may
        // not (a control character, a line break), which are written escaped.
        let origin = comment_safe(&origin);
        let from_text = comment_safe(from);
        let header = format!(
            "# Ruleset `{id}`, copied from {origin} ({name})\n\
             # by `mancala rules new`. Its id must stay equal to its file name; give it its own `name`\n\
             # and `summary`, then change what you like: `mancala rules show {from_text}` says what\n\
             # each setting does, a key left out takes the default of the {game} family, and\n\
             # `mancala rules check {id}.toml` checks the file.\n\n",
            name = comment_safe(&info.name),
            game = info.game,
        );
        #[derive(serde::Deserialize)]
        struct IdOnly {
            id: Option<toml::Spanned<String>>,
        }
        let found: IdOnly = config::parse(from, &text)?;
        let line = format!("id = \"{id}\"");
        let body = match found.id {
            Some(old) => format!(
                "{}\"{id}\"{}",
                &text[..old.span().start],
                &text[old.span().end..]
            ),
            None => format!("{line}\n{text}"),
        };
        let copy = format!("{header}{body}");
        Rules::from_toml_str(&format!("{id}.toml"), id, &copy)?;
        Ok(copy)
    }

    /// [`Rules::resolve`] with some of its settings changed: each of `settings` is
    /// `KEY=VALUE`, the key dotted as in the file (`board.seeds-per-house=3`), the value in
    /// TOML (`3`, `true`, `"borrow"`; a bare word is taken as a string). The ruleset keeps its
    /// id; its name says what was changed. The result is checked like any ruleset file.
    ///
    /// # Errors
    /// The ruleset cannot be found or read, a setting is not `KEY=VALUE` or would replace a
    /// table, or the changed ruleset is not valid (an unknown key, a value out of range).
    pub fn resolve_with(name: &str, settings: &[String]) -> Result<Arc<dyn Family>, RulesetError> {
        if settings.is_empty() {
            return Rules::resolve(name);
        }
        let text = match Rules::builtin_text(name) {
            Some(text) => text.to_owned(),
            None if Path::new(name).exists() => Rules::read_file(Path::new(name))?.1,
            None => {
                return Err(RulesetError::Unknown {
                    name: name.to_owned(),
                });
            }
        };
        let mut table: toml::Table = toml::from_str(&text)
            .map_err(|e| ConfigError::at(name, &text, e.span(), e.message().to_owned()))?;
        for setting in settings {
            let bad = |why: &str| RulesetError::Setting {
                setting: setting.clone(),
                why: why.to_owned(),
            };
            let (key, value) = setting
                .split_once('=')
                .ok_or_else(|| bad("no `=` between the key and the value"))?;
            let (key, value) = (key.trim(), value.trim());
            let value: toml::Value = match toml::from_str::<toml::Table>(&format!("v = {value}")) {
                Ok(mut t) => t.remove("v").ok_or_else(|| bad("no value"))?,
                Err(_) if !value.is_empty() => toml::Value::String(value.to_owned()),
                Err(_) => return Err(bad("no value")),
            };
            let path: Vec<&str> = key.split('.').collect();
            if path.iter().any(|part| part.is_empty()) {
                return Err(bad("an empty key"));
            }
            let (last, tables) = path.split_last().expect("split gives one part at least");
            let mut at = &mut table;
            for part in tables {
                let next = at
                    .entry((*part).to_owned())
                    .or_insert_with(|| toml::Value::Table(toml::Table::new()));
                at = next
                    .as_table_mut()
                    .ok_or_else(|| bad(&format!("`{part}` is a value, not a table")))?;
            }
            if at.get(*last).is_some_and(toml::Value::is_table) {
                return Err(bad(&format!("`{last}` is a table; set one of its keys")));
            }
            at.insert((*last).to_owned(), value);
        }
        let changed = settings.join(", ");
        if let Some(toml::Value::String(title)) = table.get_mut("name") {
            *title = format!("{title} with {changed}");
        }
        let stem = match table.get("id") {
            Some(toml::Value::String(id)) => id.clone(),
            _ => Path::new(name)
                .file_stem()
                .map_or(String::new(), |s| s.to_string_lossy().into_owned()),
        };
        let changed_text = toml::to_string(&table).map_err(|e| RulesetError::Setting {
            setting: changed.clone(),
            why: e.to_string(),
        })?;
        Ok(Rules::from_toml_str(
            &format!("{name} with {changed}"),
            &stem,
            &changed_text,
        )?)
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

    fn builtin_ids(&self) -> Vec<&'static str> {
        Rules::builtin_ids().collect()
    }

    fn load(&self, file: &str, stem: &str, text: &str) -> Result<Arc<dyn Family>, ConfigError> {
        Rules::from_toml_str(file, stem, text)
    }
}

/// `text` as a TOML comment may hold it: control characters (line breaks among them) are
/// written as escapes (`\u{1b}`, `\n`).
fn comment_safe(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_insertions_deletions_substitutions_and_swaps() {
        assert_eq!(edit_distance("kalah", "kalah"), 0);
        assert_eq!(edit_distance("", "kalah"), 5);
        assert_eq!(edit_distance("kalah", ""), 5);
        assert_eq!(edit_distance("kalh", "kalah"), 1, "a letter left out");
        assert_eq!(edit_distance("kallah", "kalah"), 1, "a letter too many");
        assert_eq!(edit_distance("kalax", "kalah"), 1, "a letter changed");
        assert_eq!(edit_distance("kalha", "kalah"), 1, "two letters swapped");
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("ô ăn", "o an"), 2, "characters, not bytes");
    }

    #[test]
    fn a_mistyped_id_suggests_the_closest_shipped_ids() {
        assert_eq!(suggestions("kalha"), ["kalah"]);
        assert_eq!(suggestions("o-an-quam"), ["o-an-quan"]);
        assert_eq!(suggestions("Sungka-3P"), ["sungka-3p"], "case is ignored");
        assert_eq!(suggestions("rulesets/o-an-quan.toml"), ["o-an-quan"]);
        assert_eq!(
            suggestions("oware"),
            ["oware-abapa", "oware-abapa-grand-slam-capture"],
            "the ids a whole word starts"
        );
        assert!(suggestions("chess").is_empty());
        assert!(suggestions("").is_empty());
        assert!(suggestions("sun").is_empty(), "not a whole word of an id");
    }

    #[test]
    fn the_unknown_ruleset_message_suggests_and_lists_every_shipped_id() {
        let message = RulesetError::Unknown {
            name: "kalha".into(),
        }
        .to_string();
        assert!(
            message.starts_with(
                "unknown ruleset `kalha` (did you mean `kalah`?); shipped rulesets: o-an-quan, "
            ),
            "{message}"
        );
        for id in Rules::builtin_ids() {
            assert!(message.contains(id), "{message} lacks {id}");
        }
        let message = RulesetError::Unknown {
            name: "chess".into(),
        }
        .to_string();
        assert!(
            message.starts_with("unknown ruleset `chess`; shipped"),
            "{message}"
        );
    }

    #[test]
    fn ids_are_kebab_case() {
        for id in Rules::builtin_ids() {
            assert!(is_valid_id(id), "{id}");
        }
        for bad in [
            "",
            "My-variant",
            "my variant",
            "my_variant",
            "-x",
            "x-",
            "a--b",
            "ô-an",
        ] {
            assert!(!is_valid_id(bad), "{bad:?}");
        }
        assert!(!is_valid_id(&"a".repeat(65)));
    }

    #[test]
    fn a_copy_is_the_shipped_text_with_a_header_and_its_own_id() {
        for from in Rules::builtin_ids() {
            let copy = Rules::copy_text(from, "my-variant").unwrap();
            let shipped = Rules::builtin_text(from).unwrap();
            let (header, body) = copy.split_once("\n\n").unwrap();
            assert!(header.lines().all(|l| l.starts_with("# ")), "{header}");
            assert!(header.contains(&format!("the shipped ruleset `{from}`")));
            let id_line = format!("id = \"{from}\"");
            assert_eq!(
                body,
                shipped.replacen(&id_line, "id = \"my-variant\"", 1),
                "{from}"
            );
            let rules = Rules::from_toml_str("my-variant.toml", "my-variant", &copy).unwrap();
            assert_eq!(rules.info().id, "my-variant");
            assert_eq!(
                rules.options_json(),
                Rules::builtin(from).unwrap().options_json()
            );
        }
    }

    #[test]
    fn a_copy_refuses_bad_and_shipped_ids_and_unknown_sources() {
        assert!(matches!(
            Rules::copy_text("kalah", "My Variant"),
            Err(RulesetError::InvalidId { .. })
        ));
        assert!(matches!(
            Rules::copy_text("kalah", "oware-abapa"),
            Err(RulesetError::ShippedId { .. })
        ));
        assert!(matches!(
            Rules::copy_text("kalha", "mine"),
            Err(RulesetError::Unknown { .. })
        ));
    }
}
