//! Languages: every sentence a person reads comes from a Fluent catalogue (`locales/LANG/*.ftl`,
//! embedded when the library is built), never from English fragments put together in code.
//!
//! A [`Lang`] is one folder of `locales/`: Vietnamese (`vi`), English (`en`) and French (`fr`)
//! ship, and a new language is one more folder with the same messages (a test checks that every
//! message of English is in every language, with the same variables). [`Lang::text`] gives a
//! message with its arguments; numbers and plurals follow the language's own rules (Fluent's
//! `NUMBER` and plural selectors). The game words of each language are in
//! `shared/design/languages.md`: Vietnamese is written as Vietnamese teachers say the game, not
//! as a rendering of the English.

use std::{fmt, str::FromStr, sync::OnceLock};

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language of the catalogues.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

/// A language code that no folder of `locales/` has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no language `{given}`: give one of {}", Lang::codes().join(", "))]
pub struct UnknownLang {
    /// What was given.
    pub given: String,
}

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Words (a name, a square's name).
    Text(String),
    /// A number, which the message may choose a plural by.
    Number(i64),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);

type Bundle = FluentBundle<FluentResource>;

/// Every language's bundle, made at the first message asked for.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        LOCALES
            .iter()
            .map(|(code, files)| {
                let id = code.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // The text goes to terminals and files as it is: no Unicode isolation marks
                // around the variables.
                bundle.set_use_isolating(false);
                for (name, text) in *files {
                    // A catalogue that does not parse is found by the tests; what parses of it
                    // is used.
                    let resource = FluentResource::try_new((*text).to_owned())
                        .unwrap_or_else(|(partial, _)| partial);
                    if bundle.add_resource(resource).is_err() {
                        debug_assert!(false, "locales/{code}/{name} defines a message twice");
                    }
                }
                bundle
            })
            .collect()
    })
}

impl Lang {
    /// Every language, in the order of their codes.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LOCALES.len()).map(|i| Lang(i as u8))
    }

    /// Every language's code.
    #[must_use]
    pub fn codes() -> Vec<&'static str> {
        LOCALES.iter().map(|(code, _)| *code).collect()
    }

    /// The language's code (`vi`, `en`, `fr`): its folder's name.
    #[must_use]
    pub fn code(self) -> &'static str {
        LOCALES[usize::from(self.0)].0
    }

    /// English: the language a message falls back to.
    #[must_use]
    pub fn english() -> Lang {
        Lang::from_code("en").unwrap_or(Lang(0))
    }

    /// The language of this code, if there is one.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Lang> {
        LOCALES
            .iter()
            .position(|(c, _)| c.eq_ignore_ascii_case(code))
            .map(|i| Lang(i as u8))
    }

    /// The language of a locale as the system names it (`vi_VN.UTF-8`, `fr-CA`, `en`), if
    /// there is one; `C` and `POSIX` are English.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        match code {
            "C" | "POSIX" => Some(Lang::english()),
            code => Lang::from_code(code),
        }
    }

    /// The language the environment asks for, as `LC_ALL`, `LC_MESSAGES` and `LANG` say it
    /// (the first set and not empty, as POSIX reads them), or English.
    #[must_use]
    pub fn from_environment(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Lang {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.is_empty())
            .and_then(Lang::from_locale)
            .unwrap_or_else(Lang::english)
    }

    /// Whether this language (or English, which it falls back to) has the message `id`.
    #[must_use]
    pub fn has(self, id: &str) -> bool {
        let bundles = bundles();
        [self, Lang::english()]
            .iter()
            .any(|lang| bundles[usize::from(lang.0)].has_message(id))
    }

    /// The message `id` with `args`, in this language (in English if this language lacks it,
    /// which a test forbids; the id itself if no language has it).
    #[must_use]
    pub fn text(self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_str())),
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
            }
        }
        let bundles = bundles();
        for lang in [self, Lang::english()] {
            let bundle = &bundles[usize::from(lang.0)];
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
                return text.into_owned();
            }
        }
        id.to_owned()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_code(s.trim()).ok_or_else(|| UnknownLang {
            given: s.to_owned(),
        })
    }
}

/// The Fluent files of a language, for the tests of the catalogues: (file name, text).
#[must_use]
pub fn catalogue_files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    LOCALES[usize::from(lang.0)].1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_named_by_its_folder_and_a_locale_finds_it() {
        assert_eq!(Lang::codes(), ["en", "fr", "vi"]);
        assert_eq!(Lang::from_locale("vi_VN.UTF-8").map(Lang::code), Some("vi"));
        assert_eq!(Lang::from_locale("fr-CA").map(Lang::code), Some("fr"));
        assert_eq!(Lang::from_locale("C").map(Lang::code), Some("en"));
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), None);
        assert_eq!(
            Lang::from_environment(Some(""), Some("vi_VN.UTF-8"), Some("fr_FR")).code(),
            "vi"
        );
        assert_eq!(
            Lang::from_environment(None, None, Some("de_DE")).code(),
            "en"
        );
        assert_eq!(
            "xx".parse::<Lang>().unwrap_err().to_string(),
            "no language `xx`: give one of en, fr, vi"
        );
    }

    /// Every message of a catalogue with the variables it reads (in its value and variants).
    fn messages(
        lang: Lang,
    ) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
        fn inline(e: &InlineExpression<&str>, vars: &mut std::collections::BTreeSet<String>) {
            match e {
                InlineExpression::VariableReference { id } => {
                    vars.insert(id.name.to_owned());
                }
                InlineExpression::Placeable { expression } => expression_vars(expression, vars),
                _ => {}
            }
        }
        fn expression_vars(e: &Expression<&str>, vars: &mut std::collections::BTreeSet<String>) {
            match e {
                Expression::Inline(i) => inline(i, vars),
                Expression::Select { selector, variants } => {
                    inline(selector, vars);
                    for v in variants {
                        pattern(&v.value, vars);
                    }
                }
            }
        }
        fn pattern(p: &Pattern<&str>, vars: &mut std::collections::BTreeSet<String>) {
            for element in &p.elements {
                if let PatternElement::Placeable { expression } = element {
                    expression_vars(expression, vars);
                }
            }
        }
        let mut out = std::collections::BTreeMap::new();
        for (name, text) in catalogue_files(lang) {
            let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| {
                panic!("locales/{lang}/{name} does not parse: {errors:?}")
            });
            for entry in resource.body {
                if let Entry::Message(m) = entry {
                    let mut vars = std::collections::BTreeSet::new();
                    if let Some(value) = &m.value {
                        pattern(value, &mut vars);
                    }
                    // The variables a comment names are given too (for other languages).
                    for line in m.comment.iter().flat_map(|c| c.content.iter()) {
                        for word in line.split(|c: char| !(c.is_alphanumeric() || c == '$')) {
                            if let Some(var) = word.strip_prefix('$') {
                                vars.insert(format!("given:{var}"));
                            }
                        }
                    }
                    let id = m.id.name.to_owned();
                    assert!(
                        out.insert(id.clone(), vars).is_none(),
                        "locales/{lang}/{name} defines `{id}` twice"
                    );
                }
            }
        }
        out
    }

    #[test]
    fn every_language_has_every_message_and_reads_only_variables_given_to_it() {
        let english = messages(Lang::english());
        assert!(!english.is_empty());
        let all: Vec<_> = Lang::all().map(|l| (l, messages(l))).collect();
        for (lang, catalogue) in &all {
            let missing: Vec<_> = english
                .keys()
                .filter(|id| !catalogue.contains_key(*id))
                .collect();
            assert!(missing.is_empty(), "locales/{lang} lacks {missing:?}");
            let extra: Vec<_> = catalogue
                .keys()
                .filter(|id| !english.contains_key(*id))
                .collect();
            assert!(
                extra.is_empty(),
                "locales/{lang} has {extra:?}, which English has not"
            );
        }
        // Every variable a language reads is one the program gives: one English reads, or one
        // the English message's comment names (`# $count: ...`, for a language whose grammar
        // needs it, as French `la`/`les`). Anything else is a misspelling.
        for (lang, catalogue) in &all {
            for (id, vars) in catalogue {
                for var in vars.iter().filter(|v| !v.starts_with("given:")) {
                    let given = &english[id];
                    assert!(
                        given.contains(var) || given.contains(&format!("given:{var}")),
                        "locales/{lang}: `{id}` reads ${var}, which the program does not give"
                    );
                }
            }
        }
    }

    #[test]
    fn numbers_choose_the_plural_of_each_language() {
        let en = Lang::english();
        let stones = |lang: Lang, n: i64| lang.text("stones", &[("count", Arg::Number(n))]);
        assert_eq!(stones(en, 1), "1 stone");
        assert_eq!(stones(en, 5), "5 stones");
        let fr = Lang::from_code("fr").unwrap();
        // French counts nought as one: "0 pierre".
        assert_eq!(stones(fr, 0), "0 pierre");
        assert_eq!(stones(fr, 2), "2 pierres");
        let vi = Lang::from_code("vi").unwrap();
        assert_eq!(stones(vi, 5), "5 quân");
    }
}
