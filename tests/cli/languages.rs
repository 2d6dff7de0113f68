//! The command line in Vietnamese, English and French: `--lang`, the environment's locale, and
//! Ô ăn quan's replay and rules text told wholly in the language chosen.

use std::collections::BTreeSet;

use crate::common::{err_text, out_text, run_mancala, with_snapshots};

/// The replay of the example, explained.
const REPLAY: [&str; 5] = ["replay", "o-an-quan", "--moves", "1R 2L 3R", "--explain"];
/// The rules text of Ô ăn quan.
const RULES: [&str; 3] = ["rules", "show", "o-an-quan"];
/// A short game of each Awalé ruleset, explained, and its rules text: Oware with a capture,
/// Awalé with coloured seeds from the set-up of the special seeds to its first sowings.
const AWALE: [[&str; 5]; 2] = [
    [
        "replay",
        "oware-abapa",
        "--moves",
        "3 8 4 9 5 10 2 11",
        "--explain",
    ],
    [
        "replay",
        "awale-abapa-colours",
        "--moves",
        "S3 S9 3R2 8R 4B 9B1 5R2",
        "--explain",
    ],
];
const AWALE_RULES: [[&str; 3]; 2] = [
    ["rules", "show", "oware-abapa"],
    ["rules", "show", "awale-abapa-colours"],
];

/// What `mancala --lang LANG ARGS` prints, having succeeded.
fn in_lang(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let o = run_mancala(&all, "");
    assert!(o.status.success(), "{all:?}: {}", err_text(&o));
    out_text(&o)
}

/// What `mancala ARGS` prints with these locale variables set (and no others).
fn with_locale(vars: &[(&str, &str)], args: &[&str]) -> String {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (name, value) in vars {
        command.env(name, value);
    }
    let o = command.output().unwrap();
    assert!(o.status.success(), "{vars:?}: {}", err_text(&o));
    out_text(&o)
}

#[test]
fn replay_explained_in_vietnamese_and_french() {
    for lang in ["vi", "fr"] {
        let text = in_lang(lang, &REPLAY);
        with_snapshots("cli", || {
            insta::assert_snapshot!(format!("replay_1r_2l_3r_explained_{lang}"), text)
        });
    }
}

#[test]
fn rules_show_o_an_quan_in_vietnamese_and_french() {
    for lang in ["vi", "fr"] {
        let text = in_lang(lang, &RULES);
        with_snapshots("cli", || {
            insta::assert_snapshot!(format!("rules_show_o_an_quan_{lang}"), text)
        });
    }
}

/// `replay --explain` and `rules show` of Oware and of Awalé with coloured seeds, in
/// Vietnamese and French.
#[test]
fn awale_replay_and_rules_in_vietnamese_and_french() {
    for lang in ["vi", "fr"] {
        for args in AWALE
            .iter()
            .map(|a| &a[..])
            .chain(AWALE_RULES.iter().map(|a| &a[..]))
        {
            let text = in_lang(lang, args);
            let name = if args[0] == "rules" {
                format!("rules_show_{}_{lang}", args[2].replace('-', "_"))
            } else {
                format!("replay_{}_explained_{lang}", args[1].replace('-', "_"))
            };
            with_snapshots("cli", || insta::assert_snapshot!(name, text));
        }
    }
}

#[test]
fn english_is_the_same_with_lang_en_as_without() {
    for args in [&REPLAY[..], &RULES[..], &["rules", "list"][..]]
        .into_iter()
        .chain(AWALE.iter().map(|a| &a[..]))
        .chain(AWALE_RULES.iter().map(|a| &a[..]))
    {
        assert_eq!(in_lang("en", args), out_text(&run_mancala(args, "")));
    }
}

/// The words of `text` a reader reads as words: backquoted configuration keys, URLs and the
/// lines naming sources (titles and proper names, kept as their authors wrote them) left out.
fn words(text: &str, source_heading: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut in_sources = false;
    for line in text.lines() {
        // "Source: ..." on one line, or "Sources:" and a list of "- ..." lines, up to the
        // empty line before the rules.
        if line.starts_with(source_heading) {
            in_sources = true;
            continue;
        }
        if in_sources {
            in_sources = !line.is_empty();
            continue;
        }
        let mut plain = String::new();
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                plain.push_str(part);
                plain.push(' ');
            }
        }
        for word in plain.split_whitespace() {
            if word.starts_with("http") {
                continue;
            }
            for w in word.split(|c: char| !c.is_alphabetic()) {
                if !w.is_empty() {
                    out.insert(w.to_lowercase());
                }
            }
        }
    }
    out
}

/// The English words of `english` that `other` also uses, but for the ones every language
/// shares: the game's name and id (Ô ăn quan, o-an-quan) and the Vietnamese game words the
/// English quotes (quan non, rải, dân, ...), the notation's letters (R, L; Q+3 on the board),
/// and `shared` (words spelt alike in both languages).
fn english_words_in(english: &str, other: &str, heading: &str, shared: &[&str]) -> Vec<String> {
    let english = words(english, "Source");
    let other = words(other, heading);
    english
        .intersection(&other)
        .filter(|w| {
            w.chars().count() > 1
                && w.is_ascii()
                // The Vietnamese words spelt without marks: ăn quan, quan non, thu quân, vay.
                && !["an", "quan", "non", "thu", "vay"].contains(&w.as_str())
                && !shared.contains(&w.as_str())
        })
        .cloned()
        .collect()
}

/// `--lang vi` and `--lang fr` replay and show the rules of Ô ăn quan with no English word:
/// every word of the English output (a few hundred) is looked for in the other, but for the
/// game's own names and words, the notation, and the sources' titles.
#[test]
fn vietnamese_and_french_replay_and_rules_contain_no_english_word() {
    for args in [&REPLAY[..], &RULES[..]]
        .into_iter()
        .chain(AWALE.iter().map(|a| &a[..]))
        .chain(AWALE_RULES.iter().map(|a| &a[..]))
    {
        let english = in_lang("en", args);
        // A few hundred words for Ô ăn quan and the rules texts, some fifty for Oware's short
        // replay, whose sentences come back move after move.
        assert!(
            words(&english, "Source").len() > 40,
            "the English output is long enough to tell"
        );
        let vi = in_lang("vi", args);
        // The games' own names and ids (Oware Abapa, awale-abapa-colours), and the grand slam's
        // international name, glossed in brackets after "ăn sạch hàng".
        let ids = ["oware", "abapa", "awale", "colours", "grand", "slam"];
        let found = english_words_in(&english, &vi, "Nguồn", &ids);
        assert!(
            found.is_empty(),
            "{args:?}: English words in Vietnamese: {found:?}\n{vi}"
        );
        // French shares a few words with English, spelt alike: French words all the same
        // ("on les prend", "deux passes de suite", "plus les pierres prêtées").
        let shared = [
            "points",
            "point",
            "direction",
            "mandarin",
            "mandarins",
            "on",
            "passes",
            "plus",
            "oware",
            "abapa",
            "awale",
            "colours",
            "grand",
            "position",
            "score",
            "scores",
            "standard",
        ];
        let fr = in_lang("fr", args);
        let found = english_words_in(&english, &fr, "Source", &shared);
        assert!(
            found.is_empty(),
            "{args:?}: English words in French: {found:?}\n{fr}"
        );
    }
    // The check finds an English word left in a Vietnamese text.
    let english = in_lang("en", &REPLAY);
    let leaked = format!("{}\nSouth to move", in_lang("vi", &REPLAY));
    assert_eq!(
        english_words_in(&english, &leaked, "Nguồn", &[]),
        ["move", "south", "to"]
    );
}

#[test]
fn the_environment_chooses_the_language_as_posix_says() {
    let heading = |vars: &[(&str, &str)]| {
        with_locale(vars, &REPLAY)
            .lines()
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        heading(&[("LANG", "vi_VN.UTF-8")]),
        "Ô ăn quan (o-an-quan), Nam đi trước"
    );
    // The first of LC_ALL, LC_MESSAGES and LANG that is set and not empty.
    assert_eq!(
        heading(&[
            ("LC_ALL", ""),
            ("LC_MESSAGES", "fr_FR.UTF-8"),
            ("LANG", "vi_VN")
        ]),
        "Ô ăn quan (o-an-quan), Sud joue en premier"
    );
    assert_eq!(
        heading(&[("LC_ALL", "vi"), ("LANG", "fr_FR")]),
        "Ô ăn quan (o-an-quan), Nam đi trước"
    );
    // A locale without a catalogue is English, silently.
    assert_eq!(
        heading(&[("LANG", "de_DE.UTF-8")]),
        "Ô ăn quan (o-an-quan), South moves first"
    );
    // --lang wins over the environment.
    let mut args = vec!["--lang", "fr"];
    args.extend_from_slice(&REPLAY);
    assert!(
        with_locale(&[("LC_ALL", "vi_VN.UTF-8")], &args)
            .starts_with("Ô ăn quan (o-an-quan), Sud joue en premier")
    );
}

#[test]
fn an_unknown_lang_is_refused_with_the_languages_listed() {
    let o = run_mancala(&["--lang", "de", "rules", "list"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(out_text(&o).is_empty());
    assert!(
        err_text(&o).contains("no language `de`: give one of en, fr, vi"),
        "{}",
        err_text(&o)
    );
}

#[test]
fn a_move_refused_in_the_replay_is_told_in_the_language() {
    let o = run_mancala(
        &["--lang", "vi", "replay", "o-an-quan", "--moves", "1R 1R"],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = err_text(&o);
    assert!(
        err.starts_with("lỗi: nước đi thứ 2 (`1R`): không đi được 1R: ô số 1 của bạn đang trống\n"),
        "{err}"
    );
    assert!(err.contains("Đến lượt Bắc"), "{err}");
}

#[test]
fn a_game_played_in_french_prompts_refuses_and_ends_in_french() {
    let o = run_mancala(
        &["--lang", "fr", "play", "--north", "random", "--seed", "1"],
        "9Z\nhistory\nquit\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    for line in [
        "Tapez `help` pour les commandes.",
        "Sud [1L 1R 2L 2R 3L 3R 4L 4R 5L 5R]> 9Z",
        "erreur : `9Z` n'est pas un coup : il faut une case de 1 à 5 et une direction L ou R, comme 1R ou 4L",
        "aucun coup n'a encore été joué",
        "partie laissée inachevée",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
}

/// The shipped rulesets' English names and summaries in the catalogue are the files' own, so
/// that `rules list` and `rules show` in English say what the files say.
#[test]
fn the_english_catalogue_names_the_shipped_rulesets_as_their_files_do() {
    let en = mancala::lang::Lang::english();
    for id in mancala::Rules::builtin_ids() {
        let rules = mancala::Rules::builtin(id).unwrap();
        let info = rules.info();
        for (key, value) in [("name", &info.name), ("summary", &info.summary)] {
            let message = format!("ruleset-{key}-{id}");
            if en.has(&message) {
                assert_eq!(&en.text(&message, &[]), value, "{message}");
            }
        }
        // Every source, in the file's order, and no more.
        let source = |n: usize| format!("ruleset-source-{id}-{n}");
        for (n, value) in info.sources.iter().enumerate() {
            assert_eq!(&en.text(&source(n + 1), &[]), value, "{}", source(n + 1));
        }
        assert!(!en.has(&source(info.sources.len() + 1)), "{id}");
    }
}

/// A person in North's seat sees the board turned round: the narration, the path of a move and
/// the legend name the mandarin squares as they see them (North's 2L sows square 1, then the
/// mandarin square on North's left, which is on South's right).
#[test]
fn a_player_in_north_s_seat_reads_left_and_right_from_their_side() {
    let args = [
        "play", "--south", "random", "--north", "human", "--first", "north", "--seed", "3",
    ];
    let mut explained = args.to_vec();
    explained.push("--explain");
    let o = run_mancala(&explained, "2L\nquit\n");
    assert!(o.status.success(), "{}", err_text(&o));
    // Lines wrapped at 80 columns, read as one.
    let text = out_text(&o)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        text.contains("one each into North's square 1, then the left mandarin square, then South's squares 5 to 3"),
        "{text}"
    );
    assert!(
        text.contains("the left and the right mandarin squares (ô quan) as North sees the board")
    );
    // South's replay of the same move says it from South's side.
    let replay = in_lang(
        "en",
        &[
            "replay",
            "o-an-quan",
            "--first",
            "north",
            "--moves",
            "2L",
            "--explain",
        ],
    );
    assert!(
        replay.contains("one each into North's square 1, then the right mandarin square, then South's squares 5 to 3"),
        "{replay}"
    );
}
