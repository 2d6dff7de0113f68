//! Reading ruleset files: the pieces every family shares (header, first player, limits, bounded
//! numbers) and errors that name the file, line and column.

use std::{fmt, ops::Range};

use serde::{Deserialize, Deserializer, Serialize, Serializer, de};

use crate::{
    lang::{Arg, Lang},
    ruleset::{FirstPlayer, Limits},
};

/// A ruleset file (or a record's options) that cannot be used, with where and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}\n{snippet}")]
pub struct ConfigError {
    /// The file name (or `<record options>`).
    pub file: String,
    /// 1-based line of the offending text.
    pub line: usize,
    /// 1-based column of the offending text.
    pub column: usize,
    /// What is wrong, and what would be right.
    pub message: String,
    /// The offending line with a caret under the offending text.
    pub snippet: String,
    /// What is wrong as a message of the catalogues, when the program said it (not the TOML
    /// reader): [`ConfigError::error_in`] says it in any language.
    said: Option<Box<Said>>,
}

/// A message of the catalogues (`locales/LANG/errors.ftl`) and its variables, kept with an
/// error so that it can be said in any language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The message's id.
    pub id: &'static str,
    /// Its variables.
    pub args: Vec<(&'static str, SaidArg)>,
}

/// A variable of a [`Said`] message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaidArg {
    /// Words or a value as written (a key, a number as the file has it).
    Text(String),
    /// Names (ids, keys, values) of which one is wanted: each is backquoted and the list is
    /// joined in the language (`a`, `b` or `c`).
    OrList(Vec<String>),
}

impl Said {
    /// The message `id` with `args`.
    #[must_use]
    pub fn new(id: &'static str, args: Vec<(&'static str, SaidArg)>) -> Said {
        Said { id, args }
    }

    /// The message in `lang`.
    #[must_use]
    pub fn text_in(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    SaidArg::Text(t) => Arg::Text(t.clone()),
                    SaidArg::OrList(items) => Arg::Text(or_list_in(lang, items)),
                };
                (*name, value)
            })
            .collect();
        lang.text(self.id, &args)
    }
}

impl From<&str> for SaidArg {
    fn from(text: &str) -> SaidArg {
        SaidArg::Text(text.to_owned())
    }
}

impl From<String> for SaidArg {
    fn from(text: String) -> SaidArg {
        SaidArg::Text(text)
    }
}

/// `items` backquoted and joined as `lang` lists choices: `` `a`, `b` or `c` `` in English
/// (as [`crate::ruleset::quoted`] writes it).
#[must_use]
pub fn or_list_in(lang: Lang, items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| format!("`{i}`")).collect();
    match quoted.len() {
        0 => String::new(),
        1 => quoted[0].clone(),
        n => lang.text(
            "err-or-list",
            &[
                ("init", quoted[..n - 1].join(", ").into()),
                ("last", quoted[n - 1].clone().into()),
            ],
        ),
    }
}

/// Why a file could not be read, in `lang`: our own words for what we can name (no such file,
/// no permission, not a regular file, too large, not UTF-8), else the system's words quoted.
/// In English, the error as the system (or [`crate::files::read_text`]) says it.
#[must_use]
pub fn io_error_in(lang: Lang, error: &std::io::Error) -> String {
    if lang == Lang::english() {
        return error.to_string();
    }
    let text = error.to_string();
    let id = match error.kind() {
        std::io::ErrorKind::NotFound => "err-io-not-found",
        std::io::ErrorKind::PermissionDenied => "err-io-permission",
        std::io::ErrorKind::IsADirectory => "err-io-not-regular",
        _ if text == "it is not a regular file" => "err-io-not-regular",
        _ if text == "it is not UTF-8 text" => "err-io-not-utf8",
        _ => {
            if let Some(max) = text
                .strip_prefix("it is larger than the ")
                .and_then(|t| t.strip_suffix(" bytes allowed"))
            {
                return lang.text("err-io-too-big", &[("max", max.into())]);
            }
            return lang.text("err-io-other", &[("detail", text.into())]);
        }
    };
    lang.text(id, &[])
}

impl ConfigError {
    /// An error at byte `span` of `text`.
    #[must_use]
    pub fn at(
        file: &str,
        text: &str,
        span: Option<Range<usize>>,
        message: impl Into<String>,
    ) -> Self {
        let span = span.unwrap_or(0..0);
        let start = span.start.min(text.len());
        let line_start = text[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = text[start..].find('\n').map_or(text.len(), |i| start + i);
        let line = text[..start].matches('\n').count() + 1;
        let column = text[line_start..start].chars().count() + 1;
        let source_line = &text[line_start..line_end];
        let width = text[start..span.end.clamp(start, line_end)]
            .chars()
            .count()
            .max(1);
        let gutter = " ".repeat(line.to_string().len());
        let snippet = format!(
            "{gutter} |\n{line} | {source_line}\n{gutter} | {}{}",
            " ".repeat(column - 1),
            "^".repeat(width)
        );
        ConfigError {
            file: file.to_owned(),
            line,
            column,
            message: message.into(),
            snippet,
            said: None,
        }
    }

    /// An error at byte `span` of `text` that the catalogues' message `said` tells (its
    /// English is the error's `message`).
    #[must_use]
    pub fn said(file: &str, text: &str, span: Option<Range<usize>>, said: Said) -> Self {
        let mut error = ConfigError::at(file, text, span, said.text_in(Lang::english()));
        error.said = Some(Box::new(said));
        error
    }

    /// What is wrong, in `lang`: the program's own message, or the TOML reader's (the
    /// messages it gives for a missing, unknown or mistyped key or value are said in the
    /// language; any other, a syntax error say, is quoted as it gives it). `None` for a
    /// message of the TOML reader that is only quoted.
    #[must_use]
    pub fn message_in(&self, lang: Lang) -> Option<String> {
        if lang == Lang::english() {
            return Some(self.message.clone());
        }
        match &self.said {
            Some(said) => Some(said.text_in(lang)),
            None => reader_message_in(lang, &self.message),
        }
    }

    /// The whole error in `lang`: where (file, line, column), what is wrong, and the line with
    /// a caret. In English, as [`fmt::Display`] writes it.
    #[must_use]
    pub fn error_in(&self, lang: Lang) -> String {
        if lang == Lang::english() {
            return self.to_string();
        }
        let file = if self.file == RECORD_OPTIONS {
            lang.text("err-record-options-file", &[])
        } else {
            self.file.clone()
        };
        let at: [(&str, Arg); 3] = [
            ("file", file.into()),
            ("line", self.line.to_string().into()),
            ("column", self.column.to_string().into()),
        ];
        let head = match self.message_in(lang) {
            Some(message) => {
                let mut args = at.to_vec();
                args.push(("message", message.into()));
                lang.text("err-config-at", &args)
            }
            None => {
                let mut args = at.to_vec();
                args.push(("detail", self.message.clone().into()));
                lang.text("err-config-reader", &args)
            }
        };
        format!("{head}\n{}", self.snippet)
    }

    /// Wraps a TOML parse or schema error.
    #[must_use]
    pub fn from_toml(file: &str, text: &str, err: &toml::de::Error) -> Self {
        ConfigError::at(file, text, err.span(), err.message().trim_end())
    }
}

/// The name a record's options are read under, in errors.
pub const RECORD_OPTIONS: &str = "<record options>";

/// The names between backquotes in `text`, in order.
fn backquoted(text: &str) -> Vec<String> {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, name)| name.to_owned())
        .collect()
}

/// A message of the TOML reader (or of serde, or of this module's values) in `lang`, for the
/// ones it knows: a missing key, an unknown key or value, a value out of its range or of the
/// wrong kind. `None` for any other.
fn reader_message_in(lang: Lang, message: &str) -> Option<String> {
    let said = |id: &'static str, args: Vec<(&'static str, SaidArg)>| {
        Some(Said::new(id, args).text_in(lang))
    };
    if let Some(rest) = message.strip_prefix("missing field `") {
        let key = rest.split('`').next().unwrap_or_default();
        return said("err-config-missing-key", vec![("key", key.into())]);
    }
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (key, rest) = rest.split_once('`')?;
        let keys = backquoted(rest);
        if keys.is_empty() {
            return said("err-config-unknown-key-none", vec![("key", key.into())]);
        }
        return said(
            "err-config-unknown-key",
            vec![("key", key.into()), ("keys", SaidArg::OrList(keys))],
        );
    }
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        let (value, rest) = rest.split_once('`')?;
        return said(
            "err-config-unknown-value",
            vec![
                ("value", value.into()),
                ("values", SaidArg::OrList(backquoted(rest))),
            ],
        );
    }
    if let Some(rest) = message.strip_prefix("must be between ") {
        let (low, rest) = rest.split_once(" and ")?;
        let (high, value) = rest.split_once(", got ")?;
        return said(
            "err-config-range",
            vec![
                ("low", low.into()),
                ("high", high.into()),
                ("value", value.into()),
            ],
        );
    }
    if let Some(value) = message.strip_prefix("must be a positive integer, got ") {
        return said("err-config-positive", vec![("value", value.into())]);
    }
    if let Some(value) = message.strip_suffix(" is far too large") {
        return said("err-config-too-large", vec![("value", value.into())]);
    }
    if let Some(value) = message.strip_prefix("expected a player number or \"random\", got ") {
        return said("err-config-first-player", vec![("value", value.into())]);
    }
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let (found, wanted) = rest.split_once(", expected ")?;
        let found = match found.split([' ', '`']).next().unwrap_or_default() {
            "integer" => "err-kind-integer",
            "floating" => "err-kind-float",
            "boolean" => "err-kind-boolean",
            "string" => "err-kind-string",
            "sequence" => "err-kind-array",
            "map" => "err-kind-table",
            _ => return None,
        };
        let wanted = if let Some(range) = wanted.strip_prefix("an integer from ") {
            let (low, high) = range.split_once(" to ")?;
            lang.text(
                "err-want-integer-range",
                &[("low", low.into()), ("high", high.into())],
            )
        } else {
            let id = match wanted {
                "a string" => "err-want-string",
                "a boolean" => "err-want-boolean",
                "a positive integer" => "err-want-positive",
                "a player number (0, 1, ...) or \"random\"" => "err-want-player",
                "a sequence" => "err-want-array",
                "i64" | "u64" | "u32" | "u16" | "u8" | "usize" | "i32" => "err-want-integer",
                w if w.starts_with("struct ") || w == "a map" => "err-want-table",
                _ => return None,
            };
            lang.text(id, &[])
        };
        return Some(lang.text(
            "err-config-wrong-type",
            &[
                ("found", lang.text(found, &[]).into()),
                ("wanted", wanted.into()),
            ],
        ));
    }
    None
}

/// Parses `text` as `T`, turning TOML errors into [`ConfigError`]s.
///
/// # Errors
/// Any syntax or schema error, located in the file.
pub fn parse<T: de::DeserializeOwned>(file: &str, text: &str) -> Result<T, ConfigError> {
    toml::from_str(text).map_err(|e| ConfigError::from_toml(file, text, &e))
}

/// An integer that must lie in `LO..=HI`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranged<const LO: i64, const HI: i64>(pub i64);

impl<'de, const LO: i64, const HI: i64> Deserialize<'de> for Ranged<LO, HI> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor<const LO: i64, const HI: i64>;
        impl<const LO: i64, const HI: i64> de::Visitor<'_> for Visitor<LO, HI> {
            type Value = Ranged<LO, HI>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                if HI == i64::from(u32::MAX) {
                    f.write_str("a positive integer")
                } else {
                    write!(f, "an integer from {LO} to {HI}")
                }
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                if (LO..=HI).contains(&v) {
                    Ok(Ranged(v))
                } else if HI == i64::from(u32::MAX) {
                    Err(E::custom(format!("must be a positive integer, got {v}")))
                } else {
                    Err(E::custom(format!("must be between {LO} and {HI}, got {v}")))
                }
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Self::Value, E> {
                match i64::try_from(v) {
                    Ok(v) => self.visit_i64(v),
                    Err(_) => Err(E::custom(format!("{v} is far too large"))),
                }
            }
        }
        d.deserialize_any(Visitor::<LO, HI>)
    }
}

/// Written as the number it is.
impl<const LO: i64, const HI: i64> Serialize for Ranged<LO, HI> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<const LO: i64, const HI: i64> Ranged<LO, HI> {
    /// The value as a `u16` (every range used fits).
    #[must_use]
    pub fn get_u16(self) -> u16 {
        u16::try_from(self.0).unwrap_or(u16::MAX)
    }

    /// The value as a `u32`.
    #[must_use]
    pub fn get_u32(self) -> u32 {
        u32::try_from(self.0).unwrap_or(u32::MAX)
    }
}

/// A positive integer for the `[limits]` table.
pub type Positive = Ranged<1, { u32::MAX as i64 }>;

/// `first-player`: a player number or `"random"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FirstPlayerValue(pub FirstPlayer);

impl<'de> Deserialize<'de> for FirstPlayerValue {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor;
        impl de::Visitor<'_> for Visitor {
            type Value = FirstPlayerValue;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a player number (0, 1, ...) or \"random\"")
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Self::Value, E> {
                u8::try_from(v)
                    .ok()
                    .filter(|&p| usize::from(p) < crate::position::MAX_PLAYERS)
                    .map(|p| FirstPlayerValue(FirstPlayer::Player(p)))
                    .ok_or_else(|| {
                        E::custom(format!("expected a player number or \"random\", got {v}"))
                    })
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Self::Value, E> {
                if v == "random" {
                    Ok(FirstPlayerValue(FirstPlayer::Random))
                } else {
                    Err(E::custom(format!(
                        "expected a player number or \"random\", got \"{v}\""
                    )))
                }
            }
        }
        d.deserialize_any(Visitor)
    }
}

/// Written as the file spells it: a number or `"random"`.
impl Serialize for FirstPlayerValue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

impl FirstPlayerValue {
    /// The value as TOML/JSON writes it.
    #[must_use]
    pub fn to_json(self) -> serde_json::Value {
        match self.0 {
            FirstPlayer::Player(p) => p.into(),
            FirstPlayer::Random => "random".into(),
        }
    }
}

/// The most moves a game may be allowed (`max-plies`, `max-plies-without-capture`): enough
/// for any real game and for records of a million moves, few enough that one game's time and
/// memory stay bounded.
pub const MAX_PLIES_LIMIT: i64 = 1_000_000;
/// The most relay lifts one move may be allowed (`max-relay-lifts`): one move stays a fraction
/// of a second.
pub const MAX_RELAY_LIFTS_LIMIT: i64 = 100_000;

/// `max-plies` and `max-plies-without-capture`: 1 to [`MAX_PLIES_LIMIT`].
pub type PliesLimit = Ranged<1, MAX_PLIES_LIMIT>;
/// `max-relay-lifts`: 1 to [`MAX_RELAY_LIFTS_LIMIT`].
pub type RelayLimit = Ranged<1, MAX_RELAY_LIFTS_LIMIT>;

/// The `[limits]` table.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct LimitsTable {
    /// `max-plies`.
    pub max_plies: Option<PliesLimit>,
    /// `max-plies-without-capture`.
    pub max_plies_without_capture: Option<PliesLimit>,
    /// `max-relay-lifts`.
    pub max_relay_lifts: Option<RelayLimit>,
}

impl LimitsTable {
    /// The limits, with `defaults` for missing keys.
    #[must_use]
    pub fn resolve(table: Option<&LimitsTable>, defaults: Limits) -> Limits {
        let Some(t) = table else { return defaults };
        Limits {
            max_plies: t.max_plies.map_or(defaults.max_plies, Ranged::get_u32),
            max_plies_without_capture: t
                .max_plies_without_capture
                .map_or(defaults.max_plies_without_capture, Ranged::get_u32),
            max_relay_lifts: t
                .max_relay_lifts
                .map_or(defaults.max_relay_lifts, Ranged::get_u32),
        }
    }
}

/// The ranges of the `[limits]` keys, as `rules show` states them after the limits in force
/// (`relays`: whether the family has `max-relay-lifts`).
#[must_use]
pub fn limit_ranges(relays: bool) -> String {
    let plies = format_count(MAX_PLIES_LIMIT);
    let mut text = format!(
        " They are set in `[limits]`: `max-plies` and `max-plies-without-capture` from 1 to {plies}"
    );
    if relays {
        text.push_str(&format!(
            ", `max-relay-lifts` from 1 to {}",
            format_count(MAX_RELAY_LIFTS_LIMIT)
        ));
    }
    text.push('.');
    text
}

/// `n` with thousands separators.
fn format_count(n: i64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The limits as a JSON object in TOML spelling.
#[must_use]
pub fn limits_json(limits: &Limits) -> serde_json::Value {
    serde_json::json!({
        "max-plies": limits.max_plies,
        "max-plies-without-capture": limits.max_plies_without_capture,
        "max-relay-lifts": limits.max_relay_lifts,
    })
}

/// The keys every ruleset file starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesetInfo {
    /// The id, equal to the file stem (`o-an-quan`).
    pub id: String,
    /// The rules family (`o-an-quan`, `oware`, ...).
    pub game: String,
    /// The display name (`Ô ăn quan`).
    pub name: String,
    /// One line about the ruleset.
    pub summary: String,
    /// Where the rules come from.
    pub sources: Vec<String>,
}

/// An error at a key that another key's value excludes (`tag` names that setting).
///
/// # Errors
/// `key` is present.
pub(crate) fn excluded<T>(
    file: &str,
    text: &str,
    key: Option<&toml::Spanned<T>>,
    name: &str,
    tag: &str,
) -> Result<(), ConfigError> {
    match key {
        Some(k) => Err(ConfigError::said(
            file,
            text,
            Some(k.span()),
            Said::new(
                "err-config-excluded",
                vec![("key", name.into()), ("setting", tag.into())],
            ),
        )),
        None => Ok(()),
    }
}

/// The header keys of a ruleset file, as read.
#[derive(Clone, Copy, Debug)]
pub(crate) struct HeaderKeys<'a> {
    pub(crate) id: Option<&'a toml::Spanned<String>>,
    pub(crate) name: Option<&'a String>,
    pub(crate) summary: Option<&'a String>,
    pub(crate) sources: Option<&'a Vec<String>>,
}

/// The id, name, summary and sources of a file: the id must equal the file name (`stem`) when
/// given, and defaults to it; the name defaults to the id.
///
/// # Errors
/// An id that is not the file name.
pub(crate) fn ruleset_info(
    file: &str,
    text: &str,
    stem: &str,
    game: &str,
    keys: HeaderKeys<'_>,
) -> Result<RulesetInfo, ConfigError> {
    let HeaderKeys {
        id,
        name,
        summary,
        sources,
    } = keys;
    let id = match id {
        Some(id) if !stem.is_empty() && id.get_ref() != stem => {
            return Err(ConfigError::said(
                file,
                text,
                Some(id.span()),
                Said::new(
                    "err-config-id-not-file-name",
                    vec![("id", id.get_ref().as_str().into()), ("stem", stem.into())],
                ),
            ));
        }
        Some(id) => id.get_ref().clone(),
        None => stem.to_owned(),
    };
    Ok(RulesetInfo {
        name: name.cloned().unwrap_or_else(|| id.clone()),
        id,
        game: game.to_owned(),
        summary: summary.cloned().unwrap_or_default(),
        sources: sources.cloned().unwrap_or_default(),
    })
}

/// Just enough of a file to know its family.
#[derive(Deserialize)]
pub(crate) struct GameOnly {
    pub(crate) game: Option<toml::Spanned<String>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_point_at_line_and_column_counting_characters_not_bytes() {
        let text = "name = \"Ô ăn quan\"\nvalue = 99\n";
        let at = text.find("99").unwrap();
        let err = ConfigError::at("f.toml", text, Some(at..at + 2), "too big");
        assert_eq!((err.line, err.column), (2, 9));
        assert_eq!(err.snippet, "  |\n2 | value = 99\n  |         ^^");
        let at = text.find("quan").unwrap();
        let err = ConfigError::at("f.toml", text, Some(at..at + 4), "x");
        assert_eq!((err.line, err.column), (1, 14));
    }

    #[test]
    fn an_error_without_a_span_points_at_the_start() {
        let err = ConfigError::at("f.toml", "", None, "missing key `game`");
        assert_eq!((err.line, err.column), (1, 1));
        assert_eq!(
            err.to_string(),
            "f.toml:1:1: missing key `game`\n  |\n1 | \n  | ^"
        );
    }

    #[test]
    fn the_reader_s_messages_and_ours_are_said_in_the_language_and_english_is_unchanged() {
        #[derive(Debug, Deserialize)]
        #[serde(deny_unknown_fields)]
        struct T {
            #[allow(dead_code)]
            n: Ranged<1, 20>,
            #[allow(dead_code)]
            s: Option<String>,
        }
        let vi = Lang::from_code("vi").unwrap();
        let fr = Lang::from_code("fr").unwrap();
        let en = Lang::english();
        let error = |text: &str| parse::<T>("f.toml", text).unwrap_err();
        // A value out of its range, a key missing, a key unknown, a value of the wrong kind.
        let range = error("n = 21");
        assert_eq!(range.error_in(en), range.to_string());
        assert_eq!(
            range.message_in(vi).unwrap(),
            "giá trị phải từ 1 đến 20, ở đây lại là 21"
        );
        assert_eq!(
            error("s = \"a\"").message_in(fr).unwrap(),
            "il manque la clé `n`"
        );
        assert_eq!(
            error("n = 1\nx = 2").message_in(vi).unwrap(),
            "không có khóa `x` ở chỗ này; các khóa có thể ghi: `n` hoặc `s`"
        );
        assert_eq!(
            error("n = true").message_in(vi).unwrap(),
            "ở đây ghi một giá trị đúng/sai, nhưng cần một số nguyên từ 1 đến 20"
        );
        // A syntax error is the reader's own words, quoted in a sentence of ours.
        let syntax = error("n = ");
        assert_eq!(syntax.message_in(vi), None);
        assert!(
            syntax
                .error_in(vi)
                .starts_with("tệp `f.toml` không đọc được ở dòng 1, cột 5: “"),
            "{}",
            syntax.error_in(vi)
        );
        // The program's own message keeps its English and is said in any language.
        let said = ConfigError::said(
            "f.toml",
            "x = 1",
            None,
            Said::new(
                "err-config-missing-game",
                vec![(
                    "games",
                    SaidArg::OrList(vec!["o-an-quan".into(), "oware".into()]),
                )],
            ),
        );
        assert_eq!(
            said.message,
            "missing key `game`: expected one of `o-an-quan` or `oware`"
        );
        assert_eq!(
            said.error_in(fr),
            "fichier `f.toml`, ligne 1, colonne 1 : il manque la clé `game` : écrivez l’un des jeux `o-an-quan` ou `oware`\n  |\n1 | x = 1\n  | ^"
        );
    }

    #[test]
    fn ranged_numbers_name_their_range() {
        #[derive(Debug, Deserialize)]
        struct T {
            #[allow(dead_code)]
            n: Ranged<1, 20>,
        }
        let err = toml::from_str::<T>("n = 21").unwrap_err();
        assert!(err.message().contains("between 1 and 20, got 21"));
        assert!(toml::from_str::<T>("n = 20").is_ok());
    }

    #[test]
    fn first_player_is_a_number_or_random() {
        #[derive(Debug, Deserialize)]
        struct T {
            p: FirstPlayerValue,
        }
        assert_eq!(
            toml::from_str::<T>("p = 1").unwrap().p.0,
            FirstPlayer::Player(1)
        );
        assert_eq!(
            toml::from_str::<T>("p = \"random\"").unwrap().p.0,
            FirstPlayer::Random
        );
        assert!(toml::from_str::<T>("p = \"south\"").is_err());
        assert!(toml::from_str::<T>("p = -1").is_err());
    }
}
