//! Issue 13's reproducers: every number a user gives has a range that keeps the program
//! bounded, and a value outside it is refused with the range.

use crate::common::{err_text, out_text, run_mancala};

#[test]
fn bench_refuses_seconds_outside_a_day() {
    for seconds in ["1e20", "0", "-3", "NaN", "inf"] {
        let flag = format!("--seconds={seconds}");
        let o = run_mancala(&["bench", "kalah", &flag], "");
        assert_eq!(o.status.code(), Some(2), "--seconds {seconds}");
        assert!(
            err_text(&o).contains("at most 86400"),
            "--seconds {seconds}: {}",
            err_text(&o)
        );
    }
}

#[test]
fn bench_refuses_more_threads_than_are_useful() {
    let o = run_mancala(&["bench", "kalah", "--threads", "4294967296"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("--threads 4294967296: give 1 to "),
        "{}",
        err_text(&o)
    );
}

#[test]
fn bench_rates_are_the_games_of_all_threads_over_the_wall_time() {
    let o = run_mancala(
        &[
            "bench",
            "kalah",
            "--games",
            "300",
            "--threads",
            "4",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let report: serde_json::Value = serde_json::from_str(out_text(&o).trim()).unwrap();
    let games = report["total"]["games"].as_f64().unwrap();
    assert_eq!(games, 1200.0);
    let wall = report["wall_seconds"].as_f64().unwrap();
    let rate = report["games_per_second"].as_f64().unwrap();
    assert!((rate * wall - games).abs() < 1e-6 * games, "{report}");
}

#[test]
fn a_limit_beyond_its_range_is_refused_with_the_range() {
    let dir = std::env::temp_dir().join(format!("mancala-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = include_str!("../../rulesets/oware-abapa.toml");
    for (key, value, max) in [
        ("max-plies-without-capture", "2147483647", "1000000"),
        ("max-plies", "4294967295", "1000000"),
        ("max-relay-lifts", "4294967295", "100000"),
    ] {
        let text: String = shipped
            .lines()
            .map(|l| {
                if l.starts_with("id ") {
                    "id = \"big\"".to_owned()
                } else if l.starts_with(&format!("{key} ")) {
                    format!("{key} = {value}")
                } else {
                    l.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        assert!(
            text.contains(&format!("{key} = {value}")),
            "{key} is in the file"
        );
        let file = dir.join("big.toml");
        std::fs::write(&file, text).unwrap();
        let o = run_mancala(&["bench", file.to_str().unwrap(), "--games", "3"], "");
        assert_eq!(o.status.code(), Some(1), "{key}");
        assert!(
            err_text(&o).contains(&format!("must be between 1 and {max}, got {value}")),
            "{key}: {}",
            err_text(&o)
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_largest_limits_allowed_play_a_bounded_game() {
    let dir = std::env::temp_dir().join(format!("mancala-max-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shipped = include_str!("../../rulesets/oware-abapa.toml");
    let text: String = shipped
        .lines()
        .map(|l| {
            if l.starts_with("id ") {
                "id = \"big\"".to_owned()
            } else if l.starts_with("max-plies") {
                format!("{} = 1000000", l.split(' ').next().unwrap())
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let file = dir.join("big.toml");
    std::fs::write(&file, text).unwrap();
    let o = run_mancala(&["bench", file.to_str().unwrap(), "--games", "3"], "");
    assert!(o.status.success(), "{}", err_text(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn computer_players_out_of_range_are_refused_with_their_range() {
    for (seat, says) in [
        ("alphabeta:99999", "the depth must be 1 to 64, got 99999"),
        ("alphabeta:0", "the depth must be 1 to 64, got 0"),
        ("mcts:0", "the iterations must be 1 to 1000000, got 0"),
        ("mcts:100000000", "the iterations must be 1 to 1000000"),
        ("mcts:5@0ms", "the time must be 1ms to 600s"),
        ("alphabeta:3@3600s", "the time must be 1ms to 600s"),
    ] {
        let o = run_mancala(&["play", "--north", seat], "");
        assert_eq!(o.status.code(), Some(2), "{seat}");
        assert!(err_text(&o).contains(says), "{seat}: {}", err_text(&o));
    }
}

#[test]
fn hint_thinks_within_its_time() {
    let o = run_mancala(
        &[
            "play",
            "awale-abapa-colours",
            "--seed",
            "1",
            "--hint-time",
            "50ms",
        ],
        "hint\nquit\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(
        out_text(&o).contains("up to 8 plies deep or 50ms"),
        "{}",
        out_text(&o)
    );
    for bad in ["0ms", "11m", "forever", "601s"] {
        let o = run_mancala(&["play", "--hint-time", bad], "");
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            err_text(&o).contains("give a time from 1ms to 600s"),
            "{bad}"
        );
    }
}

#[cfg(unix)]
#[test]
fn device_files_are_never_read_without_end_nor_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let o = run_mancala(&["rules", "check", "/dev/zero"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("/dev/zero: it is not a regular file"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["play", "--load", "/dev/zero"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("it is not a regular file"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(
        &["play", "--north", "random", "--save", "/dev/null"],
        "1R\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("not a regular file"),
        "{}",
        err_text(&o)
    );
    let meta = std::fs::metadata("/dev/null").unwrap();
    assert!(
        meta.file_type().is_char_device(),
        "/dev/null is still the device"
    );
}

#[test]
fn an_oversized_ruleset_file_is_refused_before_it_is_read() {
    let dir = std::env::temp_dir().join(format!("mancala-huge-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("huge.toml");
    let mut text =
        include_str!("../../rulesets/kalah.toml").replace("id = \"kalah\"", "id = \"huge\"");
    text.push_str(&format!("# {}\n", "x".repeat(2 << 20)));
    std::fs::write(&file, text).unwrap();
    let o = run_mancala(&["rules", "check", file.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("larger than the 1048576 bytes allowed"),
        "{}",
        err_text(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_seat_given_twice_is_refused() {
    for (args, earlier) in [
        (
            &[
                "play",
                "sungka-3p",
                "--seat",
                "2=random",
                "--seat",
                "2=greedy",
            ][..],
            "another --seat",
        ),
        (
            &["play", "--north", "random", "--seat", "1=greedy"][..],
            "--north",
        ),
        (
            &["play", "--south", "random", "--seat", "0=greedy"][..],
            "--south",
        ),
    ] {
        let o = run_mancala(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            err_text(&o).contains(&format!(
                "is already given by {earlier}; give each seat once"
            )),
            "{args:?}: {}",
            err_text(&o)
        );
    }
}

/// The audit's Ô ăn quan file that cycled `1L 4R` forever, with every limit at the most
/// allowed.
pub(crate) fn o_an_quan_cycle() -> String {
    include_str!("../../rulesets/o-an-quan.toml")
        .lines()
        .map(|l| match l.split(' ').next().unwrap_or("") {
            "id" => "id = \"cycle\"".to_owned(),
            "stones-per-square" => "stones-per-square = 1".to_owned(),
            "value" => "value = 50".to_owned(),
            "from-mandarin" => "from-mandarin = \"take-one\"".to_owned(),
            "min-citizens" => "min-citizens = 50".to_owned(),
            "max-plies" | "max-plies-without-capture" => {
                format!("{} = 1000000", l.split(' ').next().unwrap())
            }
            "max-relay-lifts" => "max-relay-lifts = 100000".to_owned(),
            _ => l.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_audit_cycle_of_deterministic_players_ends_at_the_ply_limit() {
    audit_cycle_ends_at_the_ply_limit(20_000);
}

#[test]
#[ignore = "slow: a million plies of alphabeta:3 (the largest limit allowed)"]
fn the_audit_cycle_of_deterministic_players_ends_at_the_largest_ply_limit() {
    audit_cycle_ends_at_the_ply_limit(1_000_000);
}

/// The audit's cycle played by two `alphabeta` players with `max-plies` (and the limit without
/// a capture) at `limit`: it ends there, by that limit.
fn audit_cycle_ends_at_the_ply_limit(limit: u32) {
    use mancala::{
        Game, Rules,
        agent::{Agent, Budget, Seat},
    };
    let text = o_an_quan_cycle().replace("= 1000000", &format!("= {limit}"));
    let rules = Rules::from_toml_str("cycle.toml", "cycle", &text).unwrap();
    let max = rules.limits().max_plies;
    assert_eq!(max, limit);
    let mut game = Game::new(rules, 0);
    let mut agents = [1, 2].map(|seed| {
        Agent::new(
            Seat::AlphaBeta(Budget::Work(3), std::num::NonZeroUsize::MIN),
            seed,
        )
    });
    while !game.position().is_over() {
        assert!(game.num_plies() < max as usize, "past the ply limit");
        let mv = agents[game.position().turn() as usize].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    assert_eq!(game.num_plies(), limit as usize);
    assert_eq!(
        game.position().outcome().unwrap().reason,
        mancala::position::EndReason::Limit(mancala::position::Limit::MaxPlies)
    );
}

#[test]
fn a_game_killed_while_saving_leaves_a_whole_record_and_no_lasting_temporary_file() {
    // The audit killed 400 saving games: no record was ever cut, but temporary files stayed.
    // Here a long game is killed at twenty moments; each time the record replays, and saving
    // to it again removes whatever the killed run left.
    let dir = std::env::temp_dir().join(format!("mancala-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ruleset = dir.join("cycle.toml");
    std::fs::write(&ruleset, o_an_quan_cycle()).unwrap();
    let save = dir.join("game.json");
    let mut longest = 0;
    for i in 0..20u64 {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(["play", ruleset.to_str().unwrap(), "--south", "alphabeta:2"])
            .args(["--north", "alphabeta:2", "--seed", "1", "--save"])
            .arg(&save)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(30 + 17 * i));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let Ok(text) = std::fs::read_to_string(&save) else {
            continue; // killed before the first write
        };
        let record = mancala::GameRecord::from_json(&text)
            .unwrap_or_else(|e| panic!("kill {i}: the record does not read: {e}"));
        let (game, _) = record
            .replay(&mancala::Rules)
            .unwrap_or_else(|e| panic!("kill {i}: the record does not replay: {e}"));
        longest = longest.max(game.num_plies());
        // The next save to the same file clears what a killed run left beside it.
        record.save(&save).unwrap();
        let left: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".tmp"))
            .collect();
        assert!(left.is_empty(), "kill {i}: {left:?} left beside the record");
        std::fs::remove_file(&save).unwrap();
    }
    assert!(
        longest > 100,
        "the games were killed while moves were being saved"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn game_counts_openings_and_agent_lists_are_refused_beyond_their_range() {
    let many = vec!["random"; 65].join(",");
    for (args, message) in [
        (
            vec!["compare", "kalah", "--games", "1000000000001"],
            "--games 1000000000001: give 1 to 1,000,000,000,000",
        ),
        (
            vec!["bench", "kalah", "--games", "18446744073709551615"],
            "give 1 to 1,000,000,000,000",
        ),
        (
            vec![
                "tournament",
                "kalah",
                "--agents",
                "random,greedy",
                "--games",
                "0",
            ],
            "--games 0: give 1 to 1,000,000,000",
        ),
        (
            vec!["tournament", "kalah", "--agents", &many],
            "--agents: 65 agents; a tournament takes 2 to 64",
        ),
        (
            vec!["compare", "kalah", "--opening", "1001"],
            "from 0 (none) to 1000",
        ),
    ] {
        let o = run_mancala(&args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(err_text(&o).contains(message), "{args:?}: {}", err_text(&o));
    }
}

#[test]
fn quit_after_a_failed_save_asks_again_before_losing_moves() {
    use std::io::{BufRead, BufReader, Write};
    let dir = std::env::temp_dir().join(format!("mancala-quit-unsaved-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let save = dir.join("game.json");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
        .args([
            "play", "kalah", "--north", "greedy", "--seed", "3", "--save",
        ])
        .arg(&save)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let (lines, received) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let _ = lines.send(line.unwrap());
        }
    });
    let wait_for = |text: &str| {
        let mut seen = String::new();
        loop {
            let line = received
                .recv_timeout(std::time::Duration::from_secs(60))
                .unwrap_or_else(|_| panic!("no `{text}` in:\n{seen}"));
            seen.push_str(&line);
            seen.push('\n');
            if line.contains(text) {
                return seen;
            }
        }
    };
    wait_for("South to move");
    input.write_all(b"1\n").unwrap();
    wait_for("plays"); // South's move, then North's reply
    wait_for("South to move");
    // The folder goes away: the next save cannot be written.
    std::fs::remove_dir_all(&dir).unwrap();
    input.write_all(b"quit\n").unwrap();
    let said = wait_for("quit` again");
    assert!(said.contains("cannot save the game"), "{said}");
    input.write_all(b"quit\n").unwrap();
    let said = wait_for("game left unfinished");
    assert!(!said.contains("saved to"), "{said}");
    assert!(child.wait().unwrap().success());
}

/// Found by the `compare_report` fuzz target: a shard report whose counts had been edited so
/// that they no longer add up (more first-player wins than finished games) was merged and then
/// crashed the summary ("attempt to subtract with overflow"); shards whose counts add up to
/// more than 64 bits did the same when merged. Both are refused, saying which counts.
#[test]
fn merge_refuses_reports_whose_counts_do_not_add_up() {
    let dir = std::env::temp_dir().join(format!("mancala-counts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shard = |k: &str| -> serde_json::Value {
        let o = run_mancala(
            &[
                "compare", "kalah", "--games", "4", "--seed", "1", "--shard", k, "--json",
            ],
            "",
        );
        assert!(o.status.success(), "{}", err_text(&o));
        serde_json::from_str(&out_text(&o)).unwrap()
    };
    let merge = |name: &str, reports: &[serde_json::Value]| {
        let files: Vec<String> = reports
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let file = dir.join(format!("{name}-{i}.json"));
                std::fs::write(&file, r.to_string()).unwrap();
                file.display().to_string()
            })
            .collect();
        let mut args = vec!["merge"];
        args.extend(files.iter().map(String::as_str));
        run_mancala(&args, "")
    };

    let mut edited = shard("1/1");
    edited["results"][0]["tally"]["first_player_wins"] = 5.into();
    let o = merge("edited", &[edited]);
    assert_eq!(o.status.code(), Some(1), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("the tally of kalah does not add up: 4 games")
            && err_text(&o).contains("5 won by the first player"),
        "{}",
        err_text(&o)
    );

    // Each shard adds up, but not the two together.
    let half = 1u64 << 63;
    let huge = |k: &str| {
        let mut r = shard(k);
        let t = &mut r["results"][0]["tally"];
        t["games"] = half.into();
        t["wins"] = serde_json::json!([half, 0]);
        t["draws"] = 0.into();
        t["unfinished"] = 0.into();
        t["first_player_wins"] = half.into();
        t["second_player_wins"] = 0.into();
        t["plies"] = serde_json::json!({ "1": half });
        t["end_reasons"] = serde_json::json!({ "one-side-empty": half });
        t["games_with_special_capture"] = 0.into();
        t["distinct"] = serde_json::Value::Null;
        r
    };
    let o = merge("huge", &[huge("1/2"), huge("2/2")]);
    assert_eq!(o.status.code(), Some(1), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("add up to more than 18446744073709551615"),
        "{}",
        err_text(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Found by the `shard_spec` fuzz target: `--shard auto` took any number of slices from
/// `--shards` or a Slurm array (`--shards 1000000000000006`), and wrote shard reports that
/// `merge` then refused (it takes at most 100000 slices). The count is refused at the start.
#[test]
fn shard_auto_refuses_more_slices_than_merge_takes() {
    let compare = |shards: Option<&str>, env: &[(&str, &str)]| {
        let mut args = vec![
            "compare", "kalah", "--games", "4", "--seed", "1", "--shard", "auto",
        ];
        if let Some(n) = shards {
            args.extend(["--shards", n]);
        }
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"));
        command.args(&args);
        for var in [
            "SLURM_ARRAY_TASK_ID",
            "SLURM_ARRAY_TASK_COUNT",
            "SLURM_ARRAY_TASK_MIN",
            "SLURM_ARRAY_TASK_MAX",
            "SLURM_ARRAY_TASK_STEP",
            "JOB_COMPLETION_INDEX",
        ] {
            command.env_remove(var);
        }
        command.envs(env.iter().copied());
        command.output().unwrap()
    };
    let o = compare(Some("1000000000000006"), &[("JOB_COMPLETION_INDEX", "7")]);
    assert_eq!(o.status.code(), Some(2), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("--shards 1000000000000006: give 1 to 100000"),
        "{}",
        err_text(&o)
    );
    let o = compare(
        None,
        &[
            ("SLURM_ARRAY_TASK_ID", "0"),
            ("SLURM_ARRAY_TASK_COUNT", "200000"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
        ],
    );
    assert_eq!(o.status.code(), Some(2), "{}", err_text(&o));
    assert!(
        err_text(&o).contains(
            "SLURM_ARRAY_TASK_COUNT is `200000`, expected a whole number from 1 to 100000"
        ),
        "{}",
        err_text(&o)
    );
    // The largest count is taken.
    let o = compare(Some("100000"), &[("JOB_COMPLETION_INDEX", "0")]);
    assert!(o.status.success(), "{}", err_text(&o));
}

/// Found by the `ruleset_copy` fuzz target: a source whose `name` holds a control character
/// (TOML's `\e`) or whose path holds a newline made `rules new --from` write a header comment
/// that TOML refuses, so the copy did not load.
#[test]
fn a_copy_loads_whatever_characters_the_source_name_and_path_hold() {
    let dir = std::env::temp_dir().join(format!("mancala-copy-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (file, name) in [
        ("escape.toml", "Oware with an escape \\e and a tab \\t"),
        ("new\nline.toml", "Oware"),
        ("bell\u{7}.toml", "Oware \\u0085 next line"),
    ] {
        let path = dir.join(file);
        std::fs::write(&path, format!("game = \"oware\"\nname = \"{name}\"\n")).unwrap();
        let from = path.to_str().unwrap();
        let copy = mancala::Rules::copy_text(from, "my-copy")
            .unwrap_or_else(|e| panic!("{file:?} copies: {e}"));
        let rules = mancala::Rules::from_toml_str("my-copy.toml", "my-copy", &copy)
            .unwrap_or_else(|e| panic!("the copy of {file:?} loads: {e}\n{copy}"));
        assert_eq!(rules.info().id, "my-copy");
        assert!(copy.starts_with("# Ruleset `my-copy`, copied from"));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
