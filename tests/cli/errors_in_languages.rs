//! The command line's errors and reports in the reader's language: a file that cannot be read,
//! a ruleset unknown or written wrong, a saved game that is not one, a player or a seat that
//! cannot be read, and `solve`'s report, each told wholly in Vietnamese and French (the
//! program's own words; the keys, values and ids of files stay as written, between backquotes),
//! and in English as before.

use std::collections::BTreeSet;

use crate::common::{err_text, out_text, run_mancala};

/// What `mancala --lang LANG ARGS` says: its exit status and standard error.
fn failed_in(lang: &str, args: &[&str]) -> (Option<i32>, String) {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let o = run_mancala(&all, "");
    assert!(!o.status.success(), "{all:?} succeeded: {}", out_text(&o));
    (o.status.code(), err_text(&o))
}

/// What `mancala --lang LANG ARGS` prints when it succeeds.
fn succeeded_in(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let o = run_mancala(&all, "");
    assert!(o.status.success(), "{lang}: {}", err_text(&o));
    out_text(&o)
}

/// The words a reader reads in `text`: what is between backquotes (keys, values, ids, paths as
/// the files and the command line spell them) and the lines of a file quoted under an error
/// (`2 | foo = 2`) left out.
fn words(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let quoted = line.trim_start().starts_with('|')
            || line
                .split_once(" |")
                .is_some_and(|(n, _)| n.bytes().all(|b| b.is_ascii_digit()));
        if quoted {
            continue;
        }
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 1 {
                continue;
            }
            for w in part.split(|c: char| !c.is_alphabetic()) {
                if w.chars().count() > 1 && w.is_ascii() {
                    out.insert(w.to_lowercase());
                }
            }
        }
    }
    out
}

/// The words of `english` that `other` also has, but for `shared` (spelt alike in both).
fn english_words_in(english: &str, other: &str, shared: &[&str]) -> Vec<String> {
    words(english)
        .intersection(&words(other))
        .filter(|w| !shared.contains(&w.as_str()))
        .cloned()
        .collect()
}

/// Words French and English spell alike, or that the errors name as they are (a format, an
/// encoding).
const FRENCH_SHARED: [&str; 11] = [
    "mandarin",
    "pixels",
    "format",
    "version",
    "position",
    "positions",
    "table",
    "json",
    "points",
    "score",
    "final",
];
/// The same for Vietnamese: names it keeps (JSON, UTF-8), and Vietnamese words spelt as
/// English ones ("quan to", the big mandarin stone).
const VIETNAMESE_SHARED: [&str; 3] = ["json", "utf", "to"];

/// Checks that `args` fails alike in every language, in English as `english` says, and with no
/// English word in Vietnamese and French. `only` picks the part of standard error to check.
fn check(args: &[&str], english: &str, only: fn(&str) -> String) {
    let (status, en) = failed_in("en", args);
    assert_eq!(en, english, "{args:?}: the English error changed");
    let plain = run_mancala(args, "");
    assert_eq!(err_text(&plain), en, "{args:?}: --lang en is the default");
    for (lang, shared) in [("vi", &VIETNAMESE_SHARED[..]), ("fr", &FRENCH_SHARED[..])] {
        let (other_status, text) = failed_in(lang, args);
        assert_eq!(
            other_status, status,
            "{args:?} in {lang}: the same exit status"
        );
        let found = english_words_in(&only(&en), &only(&text), shared);
        assert!(
            found.is_empty(),
            "{args:?}: English words in {lang}: {found:?}\n{text}"
        );
        assert_ne!(only(&text), only(&en), "{args:?}: {lang} is not English");
    }
}

/// The whole of standard error.
fn all(text: &str) -> String {
    text.to_owned()
}

/// A file in a fresh directory of the test's own, with `text` in it.
fn file(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-errors-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_saved_game_that_cannot_be_read_is_told_in_the_language() {
    check(
        &["play", "o-an-quan", "--load", "/nonexistent/saved.json"],
        "error: cannot read /nonexistent/saved.json: No such file or directory (os error 2)\n",
        all,
    );
    let dir = temp_dir("records");
    let no_format = file(&dir, "no-format.json", "{}");
    check(
        &["replay", &no_format],
        &format!("error: {no_format}: not a game record: no \"format\": \"mancala-record\" key\n"),
        all,
    );
    let broken = file(&dir, "broken.json", "{\"format\": ");
    check(
        &["replay", &broken],
        &format!(
            "error: {broken}: not a game record: EOF while parsing a value at line 1 column 11\n"
        ),
        all,
    );
    let version = file(
        &dir,
        "version.json",
        "{\"format\": \"mancala-record\", \"version\": 9}",
    );
    check(
        &["replay", &version],
        &format!(
            "error: {version}: record version 9 is not supported; this program reads version 1\n"
        ),
        all,
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_unknown_ruleset_is_told_in_the_language_with_the_shipped_ids() {
    let (_, en) = failed_in("en", &["solve", "kalah-3-2"]);
    assert!(en.starts_with("error: unknown ruleset `kalah-3-2`; shipped rulesets: o-an-quan, "));
    check(&["solve", "kalah-3-2"], &en, all);
    let (_, vi) = failed_in("vi", &["play", "o-an-quan.toml"]);
    assert!(
        vi.contains("không có tệp luật `o-an-quan.toml` (có phải bạn muốn ghi `o-an-quan`?)"),
        "{vi}"
    );
}

#[test]
fn a_ruleset_file_written_wrong_is_told_in_the_language() {
    let dir = temp_dir("rulesets");
    let cases = [
        (
            "no-game.toml",
            "x = 1\n",
            "missing key `game`: expected one of `o-an-quan`, `oware`, `awale-colours`, `sungka` or `kalah`",
        ),
        (
            "unknown-key.toml",
            "game = \"o-an-quan\"\nfoo = 2\n",
            "unknown field `foo`, expected one of `id`",
        ),
        (
            "range.toml",
            "game = \"o-an-quan\"\n[board]\nsquares-per-side = 99\n",
            "must be between 1 and 10, got 99",
        ),
        (
            "value.toml",
            "game = \"o-an-quan\"\n[end]\ncondition = \"xyz\"\n",
            "unknown variant `xyz`, expected `mandarin-squares-empty` or `big-stones-captured`",
        ),
        (
            "first.toml",
            "game = \"o-an-quan\"\nfirst-player = 5\n",
            "first-player must be 0, 1 or \"random\" in a two-player game, got 5",
        ),
        (
            "kind.toml",
            "game = \"o-an-quan\"\nname = 3\n",
            "invalid type: integer `3`, expected a string",
        ),
        (
            "sell.toml",
            "game = \"o-an-quan\"\n[mandarin]\nstart = \"small-stones\"\n[refill]\non-shortfall = \"sell-mandarin\"\n",
            "needs big stones to sell",
        ),
        (
            "seeds.toml",
            "game = \"awale-colours\"\n[special-seed]\nper-player = 0\nplacement = \"any\"\n",
            "does not apply with special-seed.per-player = 0",
        ),
    ];
    for (name, text, english) in cases {
        let path = file(&dir, name, text);
        let (_, en) = failed_in("en", &["rules", "check", &path]);
        assert!(en.contains(english), "{name}: {en}");
        check(&["rules", "check", &path], &en, all);
    }
    // A syntax error is the TOML reader's: our sentence around its words, quoted.
    let path = file(&dir, "syntax.toml", "game = \n");
    let (_, vi) = failed_in("vi", &["rules", "check", &path]);
    assert!(
        vi.starts_with(&format!(
            "lỗi: tệp `{path}` không đọc được ở dòng 1, cột 8: “"
        )),
        "{vi}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_player_or_a_seat_that_cannot_be_read_is_told_in_the_language() {
    let (_, en) = failed_in("en", &["play", "--south", "foo"]);
    check(&["play", "--south", "foo"], &en, all);
    check(
        &["play", "--seat", "x"],
        "error: invalid value 'x' for '--seat <P=PLAYER>': expected P=PLAYER, like 2=random, or a seat number, got `x`\n\nFor more information, try '--help'.\n",
        all,
    );
    let (_, en) = failed_in("en", &["play", "--south", "alphabeta:99"]);
    check(&["play", "--south", "alphabeta:99"], &en, all);
    check(
        &["play", "o-an-quan", "--seat", "5=random"],
        "error: --seat 5=random: this game has seats 0 to 1\n",
        all,
    );
    check(
        &["replay", "o-an-quan", "--moves", "1R", "--first", "east"],
        "error: invalid value 'east' for '--first <FIRST>': expected south, north, a player number or random, got `east`\n\nFor more information, try '--help'.\n",
        all,
    );
    check(
        &["render", "o-an-quan", "--width", "3"],
        "error: --width 3: give 16 to 16384 pixels\n",
        all,
    );
    check(
        &["compare", "o-an-quan", "--agents", "human"],
        "error: invalid value 'human' for '--agents <AGENTS>': `human` cannot play in a comparison; choose computer players\n\nFor more information, try '--help'.\n",
        all,
    );
    check(
        &["play", "--south", "perfect", "sungka-3p"],
        "error: player `perfect` cannot play sungka-3p: the solver plays two-player games only; this ruleset has 3 players\n",
        all,
    );
}

/// `solve`'s report of a small Awalé in Vietnamese and French: the words are the language's, the
/// numbers written as it writes them.
#[test]
fn the_solver_s_report_is_told_in_the_language() {
    let args = [
        "solve",
        "oware-abapa",
        "--set",
        "board.houses-per-player=2",
        "--set",
        "board.seeds-per-house=2",
        "--memory",
        "16",
    ];
    let run = |lang: &str| succeeded_in(lang, &args);
    let en = run("en");
    assert!(en.contains("to move at the start."), "{en}");
    assert!(en.contains("with perfect play."), "{en}");
    // The ruleset's name, with the settings changed, is the first line in every language.
    let body = |text: &str| text.lines().skip(1).collect::<Vec<_>>().join("\n");
    for (lang, shared) in [("vi", &VIETNAMESE_SHARED[..]), ("fr", &FRENCH_SHARED[..])] {
        let text = run(lang);
        let found = english_words_in(&body(&en), &body(&text), shared);
        assert!(
            found.is_empty(),
            "English words in {lang}: {found:?}\n{text}"
        );
    }
    let vi = run("vi");
    assert!(vi.contains("Đến lượt Nam đi, ngay từ đầu ván."), "{vi}");
    assert!(vi.contains("Nước hay nhất: "), "{vi}");
}

/// `compare`'s report in Vietnamese and French: its heading, the rows of its table and the
/// differences, with no English word but the names of the interval methods and the ids.
#[test]
fn the_comparison_report_is_told_in_the_language() {
    let args = [
        "compare",
        "o-an-quan",
        "o-an-quan-no-quan-non",
        "--games",
        "20",
        "--seed",
        "7",
    ];
    let run = |lang: &str| succeeded_in(lang, &args);
    let en = run("en");
    assert!(en.contains("first-player advantage"), "{en}");
    // The methods' and the program's names, the percentile's sign, and the words of the
    // rulesets' ids (o-an-quan-no-quan-non), which head the columns.
    let names = ["wilson", "newcombe", "mancala", "an", "quan", "no", "non"];
    let vi = run("vi");
    // "So với": compared with.
    let shared: Vec<&str> = VIETNAMESE_SHARED
        .iter()
        .chain(&names)
        .chain(&["so"])
        .copied()
        .collect();
    let found = english_words_in(&en, &vi, &shared);
    assert!(found.is_empty(), "English words in vi: {found:?}\n{vi}");
    assert!(vi.contains("lợi thế đi trước"), "{vi}");
    let fr = run("fr");
    let shared: Vec<&str> = FRENCH_SHARED
        .iter()
        .chain(&names)
        .chain(&["pts", "max", "contre", "approximation", "second"])
        .copied()
        .collect();
    let found = english_words_in(&en, &fr, &shared);
    assert!(found.is_empty(), "English words in fr: {found:?}\n{fr}");
}

/// clap's errors about the command line itself (an unknown command or option, a value not among
/// the possible ones, a missing argument, a value our parser refuses) are said in the language
/// with its suggestions, and with clap's own words in English.
#[test]
fn a_command_line_clap_refuses_is_told_in_the_language() {
    check(
        &["plya"],
        "error: unrecognized subcommand 'plya'\n\n  tip: some similar subcommands exist: 'replay', 'play'\n\nUsage: mancala [OPTIONS] <COMMAND>\n\nFor more information, try '--help'.\n",
        all,
    );
    let (status, vi) = failed_in("vi", &["plya"]);
    assert_eq!(status, Some(2));
    assert_eq!(
        vi,
        "lỗi: không có lệnh `plya`; có phải bạn muốn ghi `replay` hoặc `play`?\n\nMuốn biết thêm, hãy thử `--help` (bằng tiếng Anh).\n"
    );
    let (_, en) = failed_in("en", &["play", "--sout", "random"]);
    check(&["play", "--sout", "random"], &en, all);
    let (_, fr) = failed_in("fr", &["play", "--sout", "random"]);
    assert!(
        fr.starts_with("erreur : il n’y a pas d’option `--sout` ; vouliez-vous dire `--south` ?"),
        "{fr}"
    );
    let (_, en) = failed_in("en", &["serve", "--log", "loud"]);
    check(&["serve", "--log", "loud"], &en, all);
    let (_, vi) = failed_in("vi", &["serve", "--log", "loud"]);
    assert!(
        vi.contains("`error`, `warn`, `info`, `debug` hoặc `trace`"),
        "the possible values, listed as Vietnamese lists them: {vi}"
    );
    let (_, en) = failed_in("en", &["rules", "show"]);
    check(&["rules", "show"], &en, all);
    let (_, en) = failed_in(
        "en",
        &["replay", "o-an-quan", "--moves", "1R", "--first", "east"],
    );
    let (_, vi) = failed_in(
        "vi",
        &["replay", "o-an-quan", "--moves", "1R", "--first", "east"],
    );
    assert!(
        en.starts_with("error: invalid value 'east' for '--first <FIRST>'"),
        "{en}"
    );
    assert!(
        vi.starts_with(
            "lỗi: giá trị `east` của `--first <FIRST>` không dùng được: hãy ghi `south` (Nam)"
        ),
        "{vi}"
    );
}

/// `tournament`'s report in Vietnamese and French: every heading, column and sentence in the
/// language (the agents keep their names, the flags and the statisticians theirs), the counts
/// written as the language writes them; English as before.
#[test]
fn the_tournament_report_is_told_in_the_language() {
    let args = [
        "tournament",
        "o-an-quan",
        "--agents",
        "random,greedy",
        "--games",
        "4",
        "--seed",
        "1",
        "--opening",
        "2",
    ];
    let report = |lang: &str| succeeded_in(lang, &args);
    let en = report("en");
    assert!(
        en.contains("Games of each pairing, from the first agent's side:"),
        "{en}"
    );
    // Names kept in every language: the agents, the program and the ruleset (o-an-quan), the
    // flags, and the names of the methods (Elo, Bradley–Terry, Wilson, the bootstrap); French
    // spells "maximum" and "second" as English does.
    let names = [
        "random",
        "greedy",
        "mancala",
        "an",
        "quan",
        "opening",
        "elo",
        "bradley",
        "terry",
        "wilson",
        "bootstrap",
        "maximum",
        "second",
    ];
    for (lang, shared) in [("vi", &VIETNAMESE_SHARED[..]), ("fr", &FRENCH_SHARED[..])] {
        let text = report(lang);
        let shared: Vec<&str> = shared.iter().chain(&names).copied().collect();
        let found = english_words_in(&en, &text, &shared);
        assert!(
            found.is_empty(),
            "English words in {lang}: {found:?}\n{text}"
        );
    }
    assert!(
        report("vi").contains("1.000 lần lấy mẫu lại"),
        "a count as Vietnamese writes it"
    );
}
