//! Every error the command line shows a user, with its exit status, locked by one snapshot:
//! 2 for command-line values that make no sense, 1 for everything else, never a panic.

use crate::common::{err_text, run_mancala, with_snapshots};

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_user_facing_error() {
    let dir = std::env::temp_dir().join(format!("mancala-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    };
    let corrupt = write(
        "corrupt.json",
        "{\"format\": \"mancala-record\", \"version\": 1, \"rul",
    );
    let v2 = write(
        "v2.json",
        "{\"format\": \"mancala-record\", \"version\": 2}",
    );
    let other = write("other.json", "{\"format\": \"chess-pgn\", \"version\": 1}");
    let not_utf8 = write("binary.json", "");
    std::fs::write(&not_utf8, [0xff, 0xfe, 0x00]).unwrap();
    let shipped = write(
        "o-an-quan.toml",
        "id = \"o-an-quan\"\ngame = \"o-an-quan\"\n[mandarin]\nvalue = 5\n",
    );
    let illegal = {
        let mut game = mancala::Game::new(mancala::Rules::builtin("o-an-quan").unwrap(), 0);
        game.play_text("1R").unwrap();
        let mut record = mancala::GameRecord::of(&game, Some(1), None);
        record.moves.push("1L"); // North's square 1 was emptied by the relay of 1R
        write("illegal.json", &record.to_json())
    };
    let missing = dir.join("missing.json").to_string_lossy().into_owned();
    let bad_toml = fixture("bad/misspelt-key.toml");
    let cases: Vec<Vec<&str>> = vec![
        vec!["play", "no-such-game"],
        vec!["play", "--north", "wizard"],
        vec!["play", "--north", "perfect:8"],
        vec!["play", "sungka-3p", "--seat", "2=perfect"],
        vec!["play", "--first", "sideways"],
        vec!["play", "--first", "2"],
        vec!["play", "sungka-3p", "--seat", "4=random"],
        vec!["play", "--seat", "random"],
        vec!["play", "--load", &missing],
        vec!["play", "--load", &corrupt],
        vec!["play", &shipped],
        vec!["replay", "o-an-quan"],
        vec!["replay", &missing],
        vec!["replay", "o-an-quan", "--moves", "1R 1L"],
        vec!["replay", "o-an-quan", "--moves", "1R 9Z"],
        vec!["replay", &corrupt],
        vec!["replay", &v2],
        vec!["replay", &other],
        vec!["replay", &not_utf8],
        vec!["replay", &illegal],
        vec!["play", "--load", &illegal],
        vec![
            "replay",
            "o-an-quan",
            "--moves",
            "1R",
            "--json",
            "--explain",
        ],
        vec!["replay", "oware-abapa", "--moves", "13"],
        vec!["replay", "oware-abapa", "--moves", "4 4"],
        vec!["replay", "awale-abapa-colours", "--moves", "3R"],
        vec!["replay", "awale-abapa-colours", "--moves", "S9"],
        vec!["replay", "sungka", "--moves", "8"],
        vec!["replay", "kalah", "--moves", "3 3"],
        vec!["replay", "sungka-3p", "--moves", "0"],
        vec!["rules", "show", "no-such-game"],
        vec!["rules", "check", &bad_toml],
        vec!["rules", "check", &missing],
        vec!["compare", "o-an-quan", "--games", "0"],
        vec!["compare", "o-an-quan", "--jobs", "0"],
        vec!["compare", "o-an-quan", "--shard", "3/2"],
        vec!["compare", "o-an-quan", "--shard", "0/2"],
        vec!["compare", "o-an-quan", "--agents", "random,wizard"],
        vec!["compare", "o-an-quan", "--agents", "human"],
        vec!["compare", "sungka-3p", "--agents", "perfect:1s"],
        vec!["compare", "o-an-quan", "--json", "--csv"],
        vec!["merge", &missing],
        vec!["merge", &corrupt],
        vec!["tournament", "sungka-3p", "--agents", "random,greedy"],
        vec!["tournament", "o-an-quan", "--agents", "random"],
        vec![
            "tournament",
            "o-an-quan",
            "--agents",
            "random,greedy",
            "--games",
            "0",
        ],
        vec!["bench", "kalah", "--seconds", "0"],
        vec!["bench", "kalah", "--seconds", "nan"],
        vec!["bench", "kalah", "--threads", "0"],
        vec!["frobnicate"],
    ];
    let mut out = String::new();
    for args in &cases {
        let o = run_mancala(args, "");
        let code = o.status.code().unwrap_or(-1);
        assert!(code == 1 || code == 2, "{args:?} exited {code}");
        let err = err_text(&o);
        assert!(
            !err.contains("panicked") && !err.contains("internal error"),
            "{args:?}: {err}"
        );
        // Temporary paths vary from run to run; the messages around them do not.
        let shown_args = args
            .join(" ")
            .replace(&*dir.to_string_lossy(), "TMP")
            .replace(env!("CARGO_MANIFEST_DIR"), "REPO");
        // The useful number of threads depends on the machine's cores.
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        let err = err
            .replace(&*dir.to_string_lossy(), "TMP")
            .replace(env!("CARGO_MANIFEST_DIR"), "REPO")
            .replace(
                &format!(
                    "give 1 to {} (four threads for each of this machine's {cores} cores)",
                    4 * cores
                ),
                "give 1 to 4×CORES (four threads for each of this machine's CORES cores)",
            );
        out.push_str(&format!(
            "$ mancala {shown_args}\nexit {code}\n{}\n\n",
            err.trim_end()
        ));
    }
    std::fs::remove_dir_all(&dir).unwrap();
    with_snapshots("cli", || insta::assert_snapshot!("cli_errors", out));
}

#[test]
fn threads_beyond_the_machine_or_not_numbers_are_refused_naming_the_value_and_range() {
    // Not in the snapshot above: the range depends on the machine's cores.
    let max = mancala::agent::max_threads();
    let range = format!(
        "1 to {max} (four for each of this machine's {} cores)",
        max / 4
    );
    let too_many = format!("alphabeta:4/{}t", max + 1);
    for (args, part) in [
        (
            vec!["play", "--north", "alphabeta:4/0t"],
            format!("player `alphabeta:4/0t`: the threads must be {range}, got 0"),
        ),
        (
            vec!["play", "--north", &too_many],
            format!("the threads must be {range}, got {}", max + 1),
        ),
        (
            vec!["tournament", "kalah", "--agents", "hard/twot,random"],
            format!(
                "player `hard/twot`: after `/` give the threads as Nt, N from 1 to {max}, like hard/2t; got `twot`"
            ),
        ),
        (
            vec!["compare", "kalah", "--agents", "mcts:50/2t"],
            "player `mcts:50/2t`: only alpha-beta players search on several threads".to_owned(),
        ),
    ] {
        let out = run_mancala(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = err_text(&out);
        assert!(err.contains(&part), "{args:?}: {err}");
    }
}

#[test]
fn a_limits_file_or_max_think_that_cannot_be_used_stops_the_server_at_start_naming_the_key() {
    let dir = std::env::temp_dir().join(format!("mancala-limits-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("limits.toml");
    for (text, says) in [
        (
            "max-think = \"20m\"",
            "`max-think` = \"20m\": give 1ms to 10m",
        ),
        ("max-connection = 5", "unknown field `max-connection`"),
        ("table-memory-mb = -1", "table-memory-mb"),
    ] {
        std::fs::write(&file, text).unwrap();
        let out = run_mancala(
            &[
                "serve",
                "--addr",
                "127.0.0.1:0",
                "--limits",
                file.to_str().unwrap(),
            ],
            "",
        );
        assert_eq!(out.status.code(), Some(2), "{text}");
        let err = err_text(&out);
        assert!(
            err.contains("--limits") && err.contains(says),
            "{text}: {err}"
        );
    }
    let out = run_mancala(
        &["serve", "--addr", "127.0.0.1:0", "--max-think", "soon"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(err_text(&out).contains("write a time as 500ms, 30s, 10m or 2h"));
    let out = run_mancala(
        &["serve", "--addr", "127.0.0.1:0", "--max-think", "11m"],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err_text(&out).contains("give 1ms to 10m"),
        "{}",
        err_text(&out)
    );
    let _ = std::fs::remove_dir_all(&dir);
}
