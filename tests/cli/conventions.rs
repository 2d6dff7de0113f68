//! The conventions of a mature command-line tool: `--json` on the `rules` commands, shell
//! completions and manual pages generated from the command line's definition, "did you mean"
//! for a mistyped ruleset, and `rules new` to start a variant file.

use std::path::{Path, PathBuf};

use clap::CommandFactory;
use serde_json::Value;

use crate::common::{err_text, ok_text, out_text, run_mancala, with_snapshots};

/// A fresh, empty temporary directory for one test.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn repo(path: &str) -> String {
    format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))
}

fn json(o: &std::process::Output) -> Value {
    serde_json::from_str(&out_text(o)).unwrap_or_else(|e| panic!("{e}: {}", out_text(o)))
}

/// Every command of the program, as the words that name it (`["rules", "new"]`).
fn every_command() -> Vec<Vec<String>> {
    fn walk(cmd: &clap::Command, path: &[String], out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            let mut here = path.to_vec();
            here.push(sub.get_name().to_owned());
            out.push(here.clone());
            walk(sub, &here, out);
        }
    }
    let mut out = Vec::new();
    walk(&mancala_cli::cli::Cli::command(), &[], &mut out);
    out
}

#[test]
fn rules_list_json_has_one_object_per_shipped_ruleset() {
    let o = run_mancala(&["rules", "list", "--json"], "");
    let list = json(&o);
    let list = list.as_array().unwrap();
    let ids: Vec<&str> = list.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, mancala::Rules::builtin_ids().collect::<Vec<_>>());
    for r in list {
        let keys: Vec<&str> = r.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "id", "name", "game", "summary", "sources", "players", "shipped", "file"
            ]
        );
        assert_eq!(r["shipped"], true);
        assert_eq!(r["file"], Value::Null);
    }
    let three = list.iter().find(|r| r["id"] == "sungka-3p").unwrap();
    assert_eq!(three["players"], 3);
    with_snapshots("cli", || {
        insta::assert_snapshot!("rules_list_json", out_text(&o))
    });
}

#[test]
fn rules_show_json_has_the_options_and_the_rules_text() {
    let o = run_mancala(&["rules", "show", "kalah", "--json"], "");
    let show = json(&o);
    let text = ok_text(&run_mancala(&["rules", "show", "kalah"], ""));
    assert_eq!(show["rules_text"].as_str().unwrap(), text.trim_end());
    assert_eq!(
        show["options"],
        mancala::Rules::builtin("kalah").unwrap().options_json()
    );
    with_snapshots("cli", || {
        insta::assert_snapshot!("rules_show_json", out_text(&o))
    });

    // A file is shown with where it was read from.
    let path = repo("rulesets/sungka-3p.toml");
    let show = json(&run_mancala(&["rules", "show", &path, "--json"], ""));
    assert_eq!(show["shipped"], false);
    assert_eq!(show["file"], path.as_str());
    assert_eq!(show["players"], 3);
}

#[test]
fn rules_check_json_reports_every_file_ok_or_with_line_and_column() {
    let dir = temp_dir("check-json");
    let missing = dir.join("missing.toml");
    let good = repo("rulesets/kalah.toml");
    let bad = repo("tests/fixtures/bad/misspelt-key.toml");
    let o = run_mancala(
        &[
            "rules",
            "check",
            "--json",
            &good,
            &bad,
            missing.to_str().unwrap(),
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1), "a file with a problem fails");
    assert_eq!(
        err_text(&o).trim_end(),
        "error: 2 of 3 ruleset files have a problem"
    );
    let report = json(&o);
    assert_eq!(report[0]["ok"], true);
    assert_eq!(report[0]["ruleset"]["id"], "kalah");
    assert_eq!(report[1]["ok"], false);
    assert_eq!(report[1]["error"]["line"], 5);
    assert_eq!(report[1]["error"]["column"], 1);
    assert_eq!(report[2]["error"]["line"], Value::Null);
    let shown = out_text(&o)
        .replace(env!("CARGO_MANIFEST_DIR"), "REPO")
        .replace(&*dir.to_string_lossy(), "TMP");
    with_snapshots("cli", || insta::assert_snapshot!("rules_check_json", shown));

    let o = run_mancala(&["rules", "check", "--json", &good], "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(json(&o).as_array().unwrap().len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rules_check_of_several_files_names_each_problem_and_counts_them() {
    let good = repo("rulesets/kalah.toml");
    let bad = repo("tests/fixtures/bad/misspelt-key.toml");
    let o = run_mancala(&["rules", "check", &good, &bad, &good], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(out_text(&o).matches(": ok, ruleset `kalah`").count(), 2);
    let err = err_text(&o);
    assert!(
        err.contains("misspelt-key.toml:5:1: unknown field `chian`"),
        "{err}"
    );
    assert!(
        err.trim_end()
            .ends_with("error: 1 of 3 ruleset files has a problem"),
        "{err}"
    );
}

#[test]
fn a_mistyped_ruleset_gets_did_you_mean_in_every_command() {
    let cases: &[(&[&str], &str)] = &[
        (&["play", "o-an-quam"], "o-an-quam"),
        (&["replay", "kalha", "--moves", "1"], "kalha"),
        (&["rules", "show", "oware"], "oware"),
        (&["rules", "show", "o-an-quan.toml"], "o-an-quan.toml"),
        (
            &["rules", "new", "mine.toml", "--from", "sungka3p"],
            "sungka3p",
        ),
        (&["compare", "awale", "--games", "2"], "awale"),
        (
            &["tournament", "sungka-3", "--agents", "random,greedy"],
            "sungka-3",
        ),
        (&["bench", "OWARE-ABAPA", "--games", "1"], "OWARE-ABAPA"),
        (&["play", "chess"], "chess"),
    ];
    let mut shown = String::new();
    for (args, name) in cases {
        let o = run_mancala(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}: {}", err_text(&o));
        let err = err_text(&o);
        assert!(err.contains(&format!("`{name}`")), "{args:?}: {err}");
        assert!(err.contains("shipped rulesets: o-an-quan, "), "{err}");
        if *name != "chess" {
            assert!(err.contains("(did you mean `"), "{args:?}: {err}");
        }
        shown.push_str(&format!("$ mancala {}\n{err}\n", args.join(" ")));
    }
    with_snapshots("cli", || insta::assert_snapshot!("did_you_mean", shown));
}

#[test]
fn completions_for_every_shell_and_bash_names_every_command() {
    let bash = ok_text(&run_mancala(&["completions", "bash"], ""));
    for words in every_command() {
        // clap_complete's bash script walks `mancala,rules` then `mancala__subcmd__rules,new`.
        let word = words.last().unwrap();
        assert!(
            bash.contains(&format!(",{word})")),
            "the bash completion lacks `{}`",
            words.join(" ")
        );
    }
    assert!(
        bash.contains("complete -F _mancala"),
        "registered for `mancala`"
    );
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let script = ok_text(&run_mancala(&["completions", shell], ""));
        assert!(script.contains("rules"), "{shell}");
        assert!(script.contains("completions"), "{shell}");
    }
    let o = run_mancala(&["completions", "tcsh"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = err_text(&o);
    assert!(err.contains("'tcsh'"), "{err}");
    assert!(
        err.contains("[possible values: bash, elvish, fish, powershell, zsh]"),
        "{err}"
    );
}

/// The first line of a page after the string definitions that `roff` puts before everything.
fn title_line(page: &str) -> &str {
    page.lines()
        .find(|l| !l.starts_with(".ie ") && !l.starts_with(".el "))
        .unwrap_or("")
}

#[test]
fn the_man_page_starts_with_its_title_and_names_every_command() {
    let page = ok_text(&run_mancala(&["man"], ""));
    assert!(
        title_line(&page).starts_with(".TH mancala 1 "),
        "{}",
        title_line(&page)
    );
    assert!(page.contains(".SH NAME\nmancala \\- "));
    let commands = every_command();
    for words in commands.iter().filter(|w| w.len() == 1) {
        assert!(
            // roff writes every hyphen escaped (`fit\-eval`).
            page.contains(&format!("mancala\\-{}(1)", words[0].replace('-', "\\-"))),
            "the man page lacks `{}`",
            words[0]
        );
    }
    assert!(!page.contains("mancala\\-help(1)"));
    let rules = ok_text(&run_mancala(&["man", "rules"], ""));
    for words in commands.iter().filter(|w| w.len() == 2 && w[0] == "rules") {
        assert!(rules.contains(&format!("mancala\\-rules\\-{}(1)", words[1])));
    }
    let record = ok_text(&run_mancala(&["man", "record"], ""));
    for words in commands.iter().filter(|w| w.len() == 2 && w[0] == "record") {
        assert!(record.contains(&format!("mancala\\-record\\-{}(1)", words[1])));
    }
    let new = ok_text(&run_mancala(&["man", "rules", "new"], ""));
    assert!(title_line(&new).starts_with(".TH mancala-rules-new 1 "));
    assert!(new.contains("\\fB\\-\\-force\\fR"), "its options are there");
    let o = run_mancala(&["man", "rules", "nwe"], "");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        err_text(&o).trim_end(),
        "error: no command `mancala rules nwe`; expected one of: list, show, check, new"
    );
}

#[test]
fn man_dir_writes_one_page_per_command() {
    let dir = temp_dir("man-dir").join("man1");
    let o = run_mancala(&["man", "--dir", dir.to_str().unwrap()], "");
    let out = ok_text(&o);
    let mut expected = vec!["mancala.1".to_owned()];
    expected.extend(
        every_command()
            .iter()
            .map(|w| format!("mancala-{}.1", w.join("-"))),
    );
    assert_eq!(out.lines().count(), expected.len(), "{out}");
    for name in &expected {
        let page =
            std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let title = name.trim_end_matches(".1");
        assert!(
            title_line(&page).starts_with(&format!(".TH {title} 1 ")),
            "{name}: {}",
            title_line(&page)
        );
        assert!(page.contains("\"mancala "), "{name} names its source");
    }
    let written = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(written, expected.len());
    std::fs::remove_dir_all(dir.parent().unwrap()).unwrap();
}

#[test]
fn rules_new_writes_a_commented_copy_that_checks_and_plays() {
    let dir = temp_dir("rules-new");
    let file = dir.join("my-variant.toml");
    let path = file.to_str().unwrap();
    let o = run_mancala(&["rules", "new", path, "--from", "o-an-quan"], "");
    let out = ok_text(&o);
    assert!(
        out.starts_with(&format!(
            "wrote {path}: ruleset `my-variant`, a copy of `o-an-quan`"
        )),
        "{out}"
    );
    let text = std::fs::read_to_string(&file).unwrap();
    let shipped = mancala::Rules::builtin_text("o-an-quan").unwrap();
    let (header, body) = text.split_once("\n\n").unwrap();
    assert!(header.starts_with(
        "# Ruleset `my-variant`, copied from the shipped ruleset `o-an-quan` (Ô ăn quan)\n"
    ));
    assert_eq!(
        body,
        shipped.replacen("id = \"o-an-quan\"", "id = \"my-variant\"", 1)
    );
    let check = ok_text(&run_mancala(&["rules", "check", path], ""));
    assert_eq!(
        check.trim_end(),
        format!("{path}: ok, ruleset `my-variant` (Ô ăn quan, game o-an-quan)")
    );
    let play = run_mancala(
        &[
            "play", path, "--south", "random", "--north", "random", "--seed", "3",
        ],
        "",
    );
    let played = ok_text(&play);
    assert!(played.contains("(my-variant)"), "{played}");

    // Comments of the source are kept; the header of a copy is not copied again.
    let commented = dir.join("commented.toml");
    std::fs::write(
        &commented,
        format!("{text}\n# our house rule, to try next:\n# [board]\n# stones-per-square = 4\n")
            .replace("id = \"my-variant\"", "id = \"commented\""),
    )
    .unwrap();
    let again = dir.join("house-rules.toml");
    ok_text(&run_mancala(
        &[
            "rules",
            "new",
            again.to_str().unwrap(),
            "--from",
            commented.to_str().unwrap(),
        ],
        "",
    ));
    let copy = std::fs::read_to_string(&again).unwrap();
    assert!(copy.starts_with(&format!(
        "# Ruleset `house-rules`, copied from the ruleset file {} (Ô ăn quan)\n",
        commented.display()
    )));
    assert_eq!(copy.matches("# Ruleset `").count(), 1, "{copy}");
    assert!(copy.contains("id = \"house-rules\""));
    assert!(copy.ends_with("# our house rule, to try next:\n# [board]\n# stones-per-square = 4\n"));
    ok_text(&run_mancala(
        &["rules", "check", again.to_str().unwrap()],
        "",
    ));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn rules_new_never_overwrites_unless_forced_and_writes_only_regular_files() {
    let dir = temp_dir("rules-new-refuses");
    let file = dir.join("mine.toml");
    let path = file.to_str().unwrap();
    std::fs::write(&file, "keep me\n").unwrap();
    let o = run_mancala(&["rules", "new", path, "--from", "kalah"], "");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me\n");
    let o = run_mancala(&["rules", "new", path, "--from", "kalah", "--force"], "");
    ok_text(&o);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("id = \"mine\"\ngame = \"kalah\""), "{text}");
    let leftovers: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(leftovers.len(), 1, "no temporary file is left behind");

    let folder = dir.join("folder.toml");
    std::fs::create_dir(&folder).unwrap();
    let link = dir.join("link.toml");
    #[cfg(unix)]
    std::os::unix::fs::symlink(&file, &link).unwrap();
    let missing_dir = dir.join("no-such-dir").join("x.toml");
    let shown = |p: &Path| p.to_str().unwrap().to_owned();
    let cases: Vec<Vec<String>> = vec![
        vec![shown(&file)],
        vec![shown(&folder), "--force".into()],
        vec![shown(&link), "--force".into()],
        vec![shown(&dir.join("My Variant.toml"))],
        vec![shown(&dir.join("kalah.toml"))],
        vec![shown(&dir.join("mine.txt"))],
        vec![shown(&missing_dir)],
    ];
    let mut out = String::new();
    for case in &cases {
        let mut args = vec!["rules", "new"];
        args.extend(case.iter().map(String::as_str));
        args.extend(["--from", "kalah"]);
        let o = run_mancala(&args, "");
        let code = o.status.code().unwrap();
        assert!(code == 1 || code == 2, "{args:?}");
        let err = err_text(&o);
        assert!(err.contains(&case[0]), "the error names the file: {err}");
        out.push_str(&format!(
            "$ mancala {}\nexit {code}\n{err}\n",
            args.join(" ")
        ));
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    assert!(folder.is_dir());
    let out = out.replace(&*dir.to_string_lossy(), "TMP");
    with_snapshots("cli", || insta::assert_snapshot!("rules_new_errors", out));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_new_command_has_help() {
    for words in [
        vec!["completions"],
        vec!["man"],
        vec!["rules", "new"],
        vec!["rules", "check"],
    ] {
        let mut args = words.clone();
        args.push("--help");
        let help = ok_text(&run_mancala(&args, ""));
        assert!(
            help.contains(&format!("Usage: mancala {}", words.join(" "))),
            "{help}"
        );
    }
}
