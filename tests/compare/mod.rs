//! `compare`, `merge` and `tournament`: deterministic, mergeable, and locked by a snapshot.

mod openspiel;
mod plot;

use crate::common::{ok_text as stdout, run_quiet as mancala, with_snapshots};

const SMALL: &[&str] = &[
    "compare",
    "o-an-quan",
    "o-an-quan-no-quan-non",
    "--games",
    "300",
    "--seed",
    "7",
];

#[test]
fn a_small_comparison() {
    let out = stdout(&mancala(SMALL));
    with_snapshots("compare", || insta::assert_snapshot!("compare_small", out));
}

#[test]
fn the_number_of_threads_changes_nothing() {
    for format in ["--json", "--csv"] {
        let one = stdout(&mancala(&[SMALL, &["--jobs", "1", format]].concat()));
        let two = stdout(&mancala(&[SMALL, &["--jobs", "2", format]].concat()));
        assert_eq!(one, two, "{format}");
    }
}

#[test]
fn merged_shards_equal_one_run() {
    let dir = std::env::temp_dir().join(format!("mancala-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for shard in ["1/3", "2/3", "3/3"] {
        let out = stdout(&mancala(&[SMALL, &["--shard", shard, "--json"]].concat()));
        let file = dir.join(format!("shard{}.json", &shard[..1]));
        std::fs::write(&file, out).unwrap();
        files.push(file.to_string_lossy().into_owned());
    }
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    for format in [&[][..], &["--json"], &["--csv"]] {
        let merged = stdout(&mancala(&[&["merge"][..], &files, format].concat()));
        let single = stdout(&mancala(&[SMALL, format].concat()));
        assert_eq!(merged, single, "{format:?}");
    }
    // A missing or repeated shard is refused.
    let o = mancala(&["merge", files[0], files[1]]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("missing shards: 3/3"));
    let o = mancala(&["merge", files[0], files[0], files[1]]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("shard 1/3 is given twice"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn nonsense_values_are_refused_with_status_2() {
    for (args, message) in [
        (
            &["compare", "o-an-quan", "--games", "0"][..],
            "--games 0: give 1 to 1,000,000,000,000",
        ),
        (
            &["compare", "o-an-quan", "--jobs", "0"],
            "--jobs 0: give 1 to ",
        ),
        (
            &["compare", "o-an-quan", "--jobs", "100000"],
            "--jobs 100000: give 1 to ",
        ),
        (
            &["compare", "o-an-quan", "--seed", "1", "--shard", " 1/2"],
            "expected I/N",
        ),
        (
            &[
                "compare",
                "o-an-quan",
                "--seed",
                "1",
                "--shard",
                "1/4294967296",
            ],
            "N <= 100000",
        ),
        (
            &["compare", "o-an-quan", "--shard", "3/2"],
            "expected I/N with 1 <= I <= N",
        ),
        (
            &["compare", "o-an-quan", "--agents", "random,wizard"],
            "unknown player `wizard`",
        ),
        (
            &["compare", "o-an-quan", "--agents", "human"],
            "`human` cannot play in a comparison",
        ),
        (
            &["tournament", "sungka-3p", "--agents", "random,greedy"],
            "needs a two-player ruleset",
        ),
        (
            &[
                "compare",
                "o-an-quan",
                "--agents",
                "random,greedy,alphabeta:3",
            ],
            "o-an-quan is a game for 2 players, but 3 agents were given (random, greedy, alphabeta:3): give one agent to play every seat, or 2, one per seat",
        ),
        (
            &["compare", "kalah", "sungka-3p", "--agents", "random,greedy"],
            "sungka-3p is a game for 3 players, but 2 agents were given (random, greedy)",
        ),
        (
            &["compare", "o-an-quan", "--opening", "few"],
            "expected a number of plies from 0 (none) to 1000, or `auto`, got `few`",
        ),
        (
            &[
                "compare",
                "o-an-quan",
                "--seed",
                "1",
                "--shard",
                "2/4",
                "--shards",
                "4",
            ],
            "--shards goes with --shard auto; --shard 2/4 already gives the number of shards",
        ),
        (
            &["compare", "o-an-quan", "--shards", "4"],
            "--shard <I/N|auto>",
        ),
        // Slices played from different seeds could never be merged.
        (&["compare", "o-an-quan", "--shard", "1/2"], "--seed <SEED>"),
    ] {
        let o = mancala(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!err.contains("panicked"));
    }
}

#[test]
fn every_shipped_ruleset_can_be_compared() {
    // One agent plays every seat, so it fits the games of two and of three players alike.
    let mut args = vec![
        "compare", "--games", "20", "--seed", "3", "--agents", "greedy",
    ];
    let ids: Vec<&str> = mancala::Rules::builtin_ids().collect();
    args.extend(ids);
    let out = stdout(&mancala(&args));
    assert!(
        out.contains("sungka-3p") && out.contains("Player 2 wins"),
        "{out}"
    );
}

#[test]
fn a_tournament_ranks_search_above_random_play() {
    let out = stdout(&mancala(&[
        "tournament",
        "o-an-quan",
        "--agents",
        "random,greedy,alphabeta:2",
        "--games",
        "40",
        "--seed",
        "5",
    ]));
    // The ratings list the agents strongest first (here in two groups: random scored nothing).
    let ratings = &out[out.find("\nElo").unwrap()..];
    let at = |name: &str| ratings.find(&format!("    {name} ")).unwrap();
    assert!(
        at("alphabeta:2") < at("greedy") && at("greedy") < at("random"),
        "{out}"
    );
    with_snapshots("tournament", || {
        insta::assert_snapshot!("tournament_small", out)
    });
}

#[test]
fn bench_reports_speed_and_the_random_play_statistics() {
    let out = stdout(&mancala(&[
        "bench",
        "kalah",
        "o-an-quan",
        "--seconds",
        "0.2",
        "--json",
    ]));
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let kalah = &lines[0];
    assert_eq!(kalah["ruleset"], "kalah");
    assert_eq!(kalah["seed"], 1, "the default seed is reported");
    for key in [
        "games_per_second",
        "moves_per_second",
        "ns_per_move",
        "mean_moves",
        "seeds_per_move",
        "ns_per_seed",
    ] {
        assert!(kalah[key].as_f64().unwrap() > 0.0, "{key}: {kalah}");
    }
    // Random Kalah games last about 44 moves and always end with an empty side.
    let mean = kalah["mean_moves"].as_f64().unwrap();
    assert!((40.0..48.0).contains(&mean), "{mean}");
    assert_eq!(
        kalah["total"]["end_reasons"]["side-empty"],
        kalah["total"]["games"]
    );
    for (args, message) in [
        (
            &["bench", "kalah", "--seconds", "0"][..],
            "--seconds 0: give a number of seconds above 0",
        ),
        (
            &["bench", "kalah", "--threads", "0"],
            "--threads 0: give 1 to ",
        ),
        (
            &["bench", "kalah", "--games", "0"],
            "--games 0: give 1 to 1,000,000,000,000",
        ),
        (
            &["bench", "kalah", "--games", "5", "--seconds", "1"],
            "cannot be used with",
        ),
    ] {
        let o = mancala(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&o.stderr).contains(message));
    }
}

#[test]
fn bench_with_a_number_of_games_plays_exactly_those_games_the_same_way_each_time() {
    let run = || {
        let out = stdout(&mancala(&[
            "bench",
            "oware-abapa",
            "--games",
            "300",
            "--threads",
            "2",
            "--seed",
            "7",
            "--json",
        ]));
        let report: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        report
    };
    let (a, b) = (run(), run());
    assert_eq!(a["total"]["games"], 600, "300 games on each of 2 threads");
    for key in ["moves", "max_moves", "end_reasons", "winners"] {
        assert_eq!(a["total"][key], b["total"][key], "{key}");
    }
}

// ----- honest statistics -----

/// A comparison between two copies of a deterministic player.
const DETERMINISTIC: &[&str] = &[
    "compare",
    "o-an-quan",
    "--agents",
    "alphabeta:3,alphabeta:3",
    "--games",
    "200",
    "--seed",
    "1",
];

/// The cells of the table's row `label`.
fn row<'a>(table: &'a str, label: &str) -> &'a str {
    table
        .lines()
        .find_map(|l| l.strip_prefix(label))
        .unwrap_or_else(|| panic!("no row {label}:\n{table}"))
        .trim()
}

#[test]
fn deterministic_agents_play_different_games_from_a_seeded_random_opening() {
    let out = stdout(&mancala(DETERMINISTIC));
    assert!(
        out.contains("each game starts with 6 random plies drawn from its seed (--opening 6)"),
        "{out}"
    );
    assert_eq!(row(&out, "distinct games"), "199 of 200");
    // The openings come from the seed: the same seed plays the same games, another seed others.
    assert_eq!(stdout(&mancala(DETERMINISTIC)), out);
    let seed_2: Vec<&str> = DETERMINISTIC
        .iter()
        .map(|&a| if a == "1" { "2" } else { a })
        .collect();
    let other = stdout(&mancala(&seed_2));
    assert_ne!(row(&other, "South wins"), row(&out, "South wins"));
    with_snapshots("compare", || {
        insta::assert_snapshot!("compare_deterministic_agents", out)
    });
}

#[test]
fn games_that_repeat_are_counted_and_warned_about() {
    // Without an opening, two copies of alpha-beta play two games, 100 times each.
    let out = stdout(&mancala(&[DETERMINISTIC, &["--opening", "0"]].concat()));
    assert_eq!(row(&out, "distinct games"), "2 of 200");
    assert!(
        out.contains("warning: o-an-quan: 2 distinct games among 200; 198 repeat an earlier game move for move, because the agents play the same game from the same start"),
        "{out}"
    );
    with_snapshots("compare", || {
        insta::assert_snapshot!("compare_deterministic_agents_without_opening", out)
    });
    // Tools get the warning on standard error and in the JSON.
    let o = mancala(&[DETERMINISTIC, &["--opening", "0", "--json"]].concat());
    assert!(String::from_utf8_lossy(&o.stderr).contains("warning: o-an-quan: 2 distinct games"));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["results"][0]["summary"]["distinct_games"]["count"], 2);
    assert!(json["warnings"][0].as_str().unwrap().contains("198 repeat"));
    // Random players need no opening, and their games differ.
    let random = stdout(&mancala(SMALL));
    assert!(random.contains("Openings: none (--opening 0); the agents' own random choices"));
    let cells: Vec<&str> = row(&random, "distinct games")
        .split("  ")
        .filter(|c| !c.is_empty())
        .collect();
    assert_eq!(cells, ["300 of 300", "300 of 300"]);
}

#[test]
fn intervals_stay_within_their_possible_range_on_tiny_samples() {
    let within = |e: &serde_json::Value, min: f64, max: f64, what: &str| {
        let (low, value, high) = (
            e["low"].as_f64().unwrap(),
            e["value"].as_f64().or(e["rate"].as_f64()).unwrap(),
            e["high"].as_f64().unwrap(),
        );
        assert!(
            min <= low && low <= value && value <= high && high <= max,
            "{what}: {e}"
        );
    };
    for seed in ["1", "2", "3", "4"] {
        let out = stdout(&mancala(&[
            "compare",
            "o-an-quan",
            "kalah",
            "--agents",
            "alphabeta:2",
            "--games",
            "3",
            "--seed",
            seed,
            "--json",
        ]));
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        for r in json["results"].as_array().unwrap() {
            let s = &r["summary"];
            for w in s["wins"].as_array().unwrap() {
                within(w, 0.0, 1.0, "wins");
            }
            for key in [
                "draws",
                "unfinished",
                "first_player_wins",
                "first_player_score",
            ] {
                within(&s[key], 0.0, 1.0, key);
            }
            within(&s["first_player_advantage"], -1.0, 1.0, "advantage");
        }
        let d = &json["differences"][0];
        for key in ["south_wins", "draws", "unfinished"] {
            within(&d[key], -1.0, 1.0, key);
        }
        within(
            &d["first_player_advantage"],
            -2.0,
            2.0,
            "advantage difference",
        );
    }
}

/// Whether `text` writes a number with an exponent (`1.08e-19`) outside quoted strings (JSON
/// strings, or CSV fields holding JSON, whose hex digits are not numbers).
fn has_exponent(text: &str) -> bool {
    let mut outside = Vec::new();
    let mut quoted = false;
    let mut escaped = false;
    for c in text.bytes() {
        match (quoted, c) {
            (true, b'\\') if !escaped => escaped = true,
            (_, b'"') if !escaped => quoted = !quoted,
            (false, _) => outside.push(c),
            _ => escaped = false,
        }
    }
    let b = &outside;
    (1..b.len().saturating_sub(1)).any(|i| {
        (b[i] == b'e' || b[i] == b'E')
            && b[i - 1].is_ascii_digit()
            && (b[i + 1].is_ascii_digit() || b[i + 1] == b'-' || b[i + 1] == b'+')
    })
}

#[test]
fn reports_carry_the_program_the_seed_the_agents_the_rules_and_the_differences() {
    let json = stdout(&mancala(&[SMALL, &["--json"]].concat()));
    assert!(!has_exponent(&json), "an exponent in the JSON");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["program"], "mancala");
    assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
    let c = &v["config"];
    assert_eq!(c["seed"], 7);
    assert_eq!(c["agents"], serde_json::json!(["random"]));
    assert_eq!(c["opening"], 0);
    assert_eq!(c["rulesets"][1], "o-an-quan-no-quan-non");
    assert_eq!(c["options"][0]["quan-non"]["min-citizens"], 5);
    assert_eq!(c["options"][1]["quan-non"]["mode"], "off");
    assert_eq!(v["methods"]["rates"], "Wilson score interval");
    assert_eq!(v["differences"][0]["b"], "o-an-quan-no-quan-non");
    // A rate of exactly zero has a lower end of exactly zero, not rounding noise.
    assert_eq!(v["results"][0]["summary"]["unfinished"]["low"], 0.0);

    let csv = stdout(&mancala(&[SMALL, &["--csv"]].concat()));
    assert!(!has_exponent(&csv), "an exponent in the CSV");
    let header: Vec<&str> = csv.lines().next().unwrap().split(',').collect();
    for column in [
        "program_version",
        "seed",
        "agents",
        "opening_plies",
        "options",
        "distinct_games",
        "difference_from",
        "diff_south_win_rate_low",
        "diff_first_player_advantage_high",
    ] {
        assert!(header.contains(&column), "{column}");
    }
    with_snapshots("compare", || {
        insta::assert_snapshot!("compare_small_csv", csv)
    });
}

#[test]
fn the_number_of_threads_changes_nothing_for_searching_agents_either() {
    let args = [
        "compare",
        "kalah",
        "--agents",
        "alphabeta:2",
        "--games",
        "40",
        "--seed",
        "9",
        "--json",
    ];
    let one = stdout(&mancala(&[&args[..], &["--jobs", "1"]].concat()));
    let two = stdout(&mancala(&[&args[..], &["--jobs", "2"]].concat()));
    assert_eq!(one, two);
}

#[test]
fn a_tournament_says_when_a_rating_is_unbounded_and_counts_unfinished_games() {
    let args = [
        "tournament",
        "o-an-quan",
        "--agents",
        "random,alphabeta-lead:1,alphabeta-lead:3",
        "--games",
        "20",
        "--seed",
        "1",
        "--opening",
        "2",
    ];
    let out = stdout(&mancala(&args));
    assert!(
        out.contains("random            no finite rating: it scored nothing against the others"),
        "{out}"
    );
    assert!(
        out.contains("Unfinished games (stopped by a limit): 4 of 60"),
        "{out}"
    );
    with_snapshots("tournament", || {
        insta::assert_snapshot!("tournament_unbounded_and_unfinished", out)
    });
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&mancala(&[&args[..], &["--json"]].concat()))).unwrap();
    assert_eq!(json["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(json["options"]["game"], "o-an-quan");
    assert_eq!(json["opening"], 2);
    assert_eq!(json["unfinished"], 4);
    assert_eq!(json["results"][1][2]["unfinished"], 4);
    // By seat: alphabeta:1 moved first in half the games; the two seats add up to the pairing,
    // and the other agent's row holds the same games seen from its side.
    let pair = &json["results"][1][2];
    let seat = |s: &str, k: &str| pair[s][k].as_u64().unwrap();
    for k in ["wins", "draws", "losses", "unfinished"] {
        assert_eq!(
            seat("moving_first", k) + seat("moving_second", k),
            pair[k].as_u64().unwrap(),
            "{k}"
        );
    }
    let first: u64 = ["wins", "draws", "losses", "unfinished"]
        .iter()
        .map(|k| seat("moving_first", k))
        .sum();
    assert_eq!(first, 10);
    assert_eq!(
        json["results"][2][1]["moving_second"]["wins"],
        pair["moving_first"]["losses"]
    );
    assert_eq!(json["results"][0][0], serde_json::Value::Null);
    let random = &json["elo"][0];
    assert_eq!(
        (random["group"].as_u64(), random["elo"].as_f64()),
        (Some(2), None)
    );
}

// ----- comparisons larger than one machine -----

/// The variables batch systems set, which `--shard auto` reads.
const BATCH_VARIABLES: &[&str] = &[
    "SLURM_ARRAY_TASK_ID",
    "SLURM_ARRAY_TASK_COUNT",
    "SLURM_ARRAY_TASK_MIN",
    "SLURM_ARRAY_TASK_MAX",
    "SLURM_ARRAY_TASK_STEP",
    "JOB_COMPLETION_INDEX",
];

/// Runs the program with exactly these batch variables set (whatever the test runs under).
fn mancala_under(vars: &[(&str, String)], args: &[&str]) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"));
    for v in BATCH_VARIABLES {
        command.env_remove(v);
    }
    command
        .envs(vars.iter().map(|(k, v)| (k, v)))
        .args(args)
        .output()
        .unwrap()
}

/// A comparison whose games differ only through their openings, so that the merged distinct
/// games must be the union of the shards'.
const LARGE: &[&str] = &[
    "compare",
    "o-an-quan",
    "kalah",
    "--agents",
    "alphabeta:2",
    "--games",
    "90",
    "--seed",
    "11",
];

/// Merges the shard reports in `outputs` and checks the merge equals one unsharded run.
fn merged_equals_one_run(name: &str, outputs: Vec<String>) {
    let dir = std::env::temp_dir().join(format!("mancala-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files: Vec<String> = outputs
        .iter()
        .enumerate()
        .map(|(i, out)| {
            let file = dir.join(format!("shard-{i}.json"));
            std::fs::write(&file, out).unwrap();
            file.to_string_lossy().into_owned()
        })
        .collect();
    let files: Vec<&str> = files.iter().map(String::as_str).collect();
    for format in [&[][..], &["--json"], &["--csv"]] {
        let merged = stdout(&mancala(&[&["merge"][..], &files, format].concat()));
        let single = stdout(&mancala_under(&[], &[LARGE, format].concat()));
        assert_eq!(merged, single, "{name} {format:?}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn slurm_array_tasks_play_the_shards_and_merge_into_one_run() {
    // `sbatch --array=1-3`: an array that starts at 1, not 0.
    let mut outputs = Vec::new();
    for id in 1..=3 {
        let vars = [
            ("SLURM_ARRAY_TASK_ID", id.to_string()),
            ("SLURM_ARRAY_TASK_COUNT", "3".into()),
            ("SLURM_ARRAY_TASK_MIN", "1".into()),
            ("SLURM_ARRAY_TASK_MAX", "3".into()),
            ("SLURM_ARRAY_TASK_STEP", "1".into()),
        ];
        let o = mancala_under(&vars, &[LARGE, &["--shard", "auto", "--json"]].concat());
        let err = String::from_utf8_lossy(&o.stderr).into_owned();
        assert!(
            err.contains(&format!(
                "playing shard {id}/3 (from the Slurm array task {id} of an array starting at 1)"
            )),
            "{err}"
        );
        let out = stdout(&o);
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["config"]["shard"], serde_json::json!([id, 3]));
        outputs.push(out);
    }
    merged_equals_one_run("slurm", outputs);
}

#[test]
fn kubernetes_indexed_job_pods_play_the_shards_and_merge_into_one_run() {
    let outputs = (0..3)
        .map(|index| {
            let vars = [("JOB_COMPLETION_INDEX", index.to_string())];
            stdout(&mancala_under(
                &vars,
                &[LARGE, &["--shard", "auto", "--shards", "3", "--json"]].concat(),
            ))
        })
        .collect();
    merged_equals_one_run("kubernetes", outputs);
}

#[test]
fn shard_auto_names_the_variables_that_are_missing_or_malformed() {
    let auto = [LARGE, &["--shard", "auto", "--json"]].concat();
    let s = |v: &str| v.to_string();
    for (vars, message) in [
        (
            vec![],
            "--shard auto takes the slice from a Slurm job array (SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT) or a Kubernetes indexed Job (JOB_COMPLETION_INDEX, with --shards N), but none of these variables is set",
        ),
        (
            vec![("SLURM_ARRAY_TASK_ID", s("4"))],
            "--shard auto: SLURM_ARRAY_TASK_COUNT is not set, but SLURM_ARRAY_TASK_ID is set (4)",
        ),
        (
            vec![
                ("SLURM_ARRAY_TASK_ID", s("four")),
                ("SLURM_ARRAY_TASK_COUNT", s("8")),
                ("SLURM_ARRAY_TASK_MIN", s("0")),
            ],
            "--shard auto: SLURM_ARRAY_TASK_ID is `four`, expected a whole number",
        ),
        (
            vec![
                ("SLURM_ARRAY_TASK_ID", s("4")),
                ("SLURM_ARRAY_TASK_COUNT", s("4")),
                ("SLURM_ARRAY_TASK_MIN", s("0")),
                ("SLURM_ARRAY_TASK_STEP", s("2")),
            ],
            "the Slurm array steps by 2, so its task ids do not number the shards; submit it as --array=0-3 (or 1-4)",
        ),
        (
            vec![("JOB_COMPLETION_INDEX", s("2"))],
            "JOB_COMPLETION_INDEX is 2, but the number of shards is not in the environment of a Kubernetes Job; add --shards N",
        ),
        (
            vec![("JOB_COMPLETION_INDEX", s(""))],
            "JOB_COMPLETION_INDEX is ``, expected a whole number from 0",
        ),
    ] {
        let o = mancala_under(&vars, &auto);
        assert_eq!(o.status.code(), Some(2), "{vars:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(message), "{vars:?}: {err}");
        assert!(o.stdout.is_empty());
    }
}

#[test]
fn reports_written_before_the_version_was_recorded_still_merge() {
    // Two shards written by `compare o-an-quan kalah --games 40 --seed 11 --agents random
    // --shard I/2 --json` before reports carried a version, an opening or distinct games.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/compare-0.1.0");
    let old = [
        format!("{dir}/shard-1-of-2.json"),
        format!("{dir}/shard-2-of-2.json"),
    ];
    let text = stdout(&mancala(&["merge", &old[0], &old[1]]));
    assert!(
        text.starts_with("An earlier mancala (no version recorded), seed 11: 40 games per ruleset"),
        "{text}"
    );
    assert_eq!(
        row(&text, "distinct games"),
        "not recorded              not recorded"
    );
    let merged = stdout(&mancala(&["merge", &old[0], &old[1], "--json"]));
    let merged: serde_json::Value = serde_json::from_str(&merged).unwrap();
    assert_eq!(merged["version"], serde_json::Value::Null);
    assert_eq!(merged["config"]["opening"], 0);
    assert!(
        merged["warnings"][0]
            .as_str()
            .unwrap()
            .contains("the distinct games were not counted by an earlier mancala"),
        "{merged}"
    );
    // The same games as this version plays from the same seed: only the distinct games differ.
    let args = [
        "compare",
        "o-an-quan",
        "kalah",
        "--games",
        "40",
        "--seed",
        "11",
        "--agents",
        "random",
    ];
    let now: serde_json::Value =
        serde_json::from_str(&stdout(&mancala(&[&args[..], &["--json"]].concat()))).unwrap();
    for r in 0..2 {
        let mut tally = now["results"][r]["tally"].clone();
        tally["distinct"] = serde_json::Value::Null;
        assert_eq!(merged["results"][r]["tally"], tally);
    }
    // An old shard and a new one are not merged together.
    let dir = std::env::temp_dir().join(format!("mancala-old-new-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let new = dir.join("shard-2-of-2.json");
    let shard = stdout(&mancala(
        &[&args[..], &["--shard", "2/2", "--json"]].concat(),
    ));
    std::fs::write(&new, shard).unwrap();
    let o = mancala(&["merge", &old[0], new.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains(&format!(
            "report 2 was played by mancala {} and report 1 by an earlier mancala (no version recorded); merge shards played by one version",
            env!("CARGO_PKG_VERSION")
        )),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tournament_saves_every_game_for_replay_with_its_players_and_result() {
    let dir = std::env::temp_dir().join(format!("mancala-games-out-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out_dir = dir.join("made/if/missing");
    let agents = ["random", "greedy", "alphabeta:1"];
    let json: serde_json::Value = serde_json::from_str(&stdout(&mancala(&[
        "tournament",
        "kalah",
        "--agents",
        &agents.join(","),
        "--games",
        "10",
        "--seed",
        "3",
        "--opening",
        "2",
        "--json",
        "--games-out",
        out_dir.to_str().unwrap(),
    ])))
    .unwrap();
    let mut names: Vec<String> = std::fs::read_dir(&out_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 30, "{names:?}");
    // Numbered with as many digits as --games has, so that they sort in playing order.
    assert_eq!(names[0], "1-2-01.json");
    assert_eq!(names[29], "2-3-10.json");
    // Each pairing's wins, draws and losses, counted again from the saved games.
    let mut counted = [[[0u64; 3]; 3]; 3];
    for name in &names {
        let path = out_dir.join(name);
        let record: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let parts: Vec<usize> = name
            .trim_end_matches(".json")
            .split('-')
            .map(|p| p.parse().unwrap())
            .collect();
        let (a, b, game) = (parts[0] - 1, parts[1] - 1, parts[2]);
        // Agent a sits South (and moves first) in the odd-numbered games of its pairing.
        let (south, north) = if game % 2 == 1 { (a, b) } else { (b, a) };
        let players = serde_json::json!([agents[south], agents[north]]);
        assert_eq!(record["players"], players, "{name}");
        assert_eq!(record["seats"], players, "{name}");
        assert_eq!(record["ruleset"], "kalah");
        assert!(record["seed"].is_u64(), "{name}");
        let winner = &record["outcome"]["winner"];
        let result = if winner.is_null() {
            1
        } else if winner.as_u64() == Some(if south == a { 0 } else { 1 }) {
            0
        } else {
            2
        };
        counted[a][b][result] += 1;
        // `replay` reads it and plays it to the same end.
        let replay = stdout(&mancala(&["replay", path.to_str().unwrap(), "--json"]));
        assert!(!replay.is_empty(), "{name}");
    }
    for a in 0..3 {
        for b in a + 1..3 {
            let p = &json["results"][a][b];
            let reported = [&p["wins"], &p["draws"], &p["losses"]].map(|v| v.as_u64().unwrap());
            assert_eq!(
                counted[a][b], reported,
                "{} against {}",
                agents[a], agents[b]
            );
        }
    }
    // A folder that cannot be made is refused before any game is played.
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let o = mancala(&[
        "tournament",
        "kalah",
        "--agents",
        "random,greedy",
        "--games-out",
        file.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(&format!(
            "--games-out {}: cannot make or use it as a directory",
            file.display()
        )),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The position a drawn opening leaves, South first.
fn after_opening(id: &str, opening: &[mancala::Move]) -> mancala::Position {
    let rules = crate::common::rules(id);
    let mut game = mancala::Game::new(rules, 0);
    for mv in opening {
        game.play(mv).unwrap();
    }
    game.position().clone()
}

#[test]
#[ignore = "slow: draws and plays even openings of every ruleset"]
fn an_even_opening_is_drawn_again_until_neither_side_is_more_than_the_points_ahead() {
    use mancala::compare::{Openings, draw_opening, opening_balance, random_opening};
    for id in ["kalah", "oware-abapa", "o-an-quan"] {
        let rules = crate::common::rules(id);
        let mut redrawn = 0;
        for seed in 0..12u64 {
            let plain = random_opening(&*rules, 0, seed, 6);
            // Without a bound the opening is the plain random one.
            assert_eq!(
                draw_opening(&*rules, 0, seed, Openings::random(6)).unwrap(),
                plain
            );
            assert_eq!(plain.len(), 6, "{id} seed {seed}");
            let even = Openings {
                plies: 6,
                within: Some(1),
            };
            let opening = draw_opening(&*rules, 0, seed, even).unwrap();
            assert_eq!(opening.len(), 6, "{id} seed {seed}");
            // The same seed draws the same opening.
            assert_eq!(draw_opening(&*rules, 0, seed, even).unwrap(), opening);
            let balance = opening_balance(&*rules, &after_opening(id, &opening));
            assert!(balance.abs() <= 1, "{id} seed {seed}: {balance}");
            if opening != plain {
                // Drawn again only when the plain one was too uneven.
                let before = opening_balance(&*rules, &after_opening(id, &plain));
                assert!(before.abs() > 1, "{id} seed {seed}: {before}");
                redrawn += 1;
            }
        }
        // Six random plies often leave one side ahead by more than a point.
        assert!(redrawn >= 2, "{id}: only {redrawn} of 12 drawn again");
    }
}

#[test]
fn the_balance_of_a_finished_game_is_its_final_margin_for_the_player_to_move() {
    use mancala::compare::opening_balance;
    let rules = crate::common::rules("kalah");
    // South empties their side with the last seed: the game ends, North sweeps 5 seeds.
    let mut end =
        crate::common::store_board(&[(&[0, 0, 0, 0, 0, 1], 20), (&[1, 0, 0, 2, 0, 2], 20)]);
    crate::common::play(&*rules, &mut end, "6");
    assert!(end.is_over());
    let scores = rules.scores(&end);
    let mover = usize::from(end.turn());
    assert_eq!(
        opening_balance(&*rules, &end),
        scores[mover] - scores[1 - mover]
    );
    assert_eq!(opening_balance(&*rules, &end).abs(), 4);
}

#[test]
fn a_tournament_with_even_openings_says_so_and_refuses_what_it_cannot_draw() {
    let dir = std::env::temp_dir().join(format!("mancala-even-openings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let args = [
        "tournament",
        "kalah",
        "--agents",
        "greedy,alphabeta:2",
        "--games",
        "12",
        "--seed",
        "5",
        "--opening",
        "6",
        "--opening-within",
        "1",
        "--games-out",
        dir.to_str().unwrap(),
    ];
    let text = stdout(&mancala(&args));
    assert!(
        text.contains("Only even openings: each was drawn again until a search of 8 plies on the lead in points put neither side more than 1 point ahead (--opening-within 1)."),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let json: serde_json::Value = serde_json::from_str(&stdout(&mancala(&json_args))).unwrap();
    assert_eq!(json["opening"], 6);
    assert_eq!(json["opening_within"], 1);
    let rules = crate::common::rules("kalah");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let record: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut pos = crate::common::game("kalah").position().clone();
        for mv in &record["moves"].as_array().unwrap()[..6] {
            crate::common::play(&*rules, &mut pos, mv.as_str().unwrap());
        }
        let balance = mancala::compare::opening_balance(&*rules, &pos);
        assert!(balance.abs() <= 1, "{}: {balance}", path.display());
    }
    // Without random plies there is nothing to draw again; a bound beyond any game is refused.
    for (bad, message) in [
        (
            ["--opening", "0", "--opening-within", "2"],
            "--opening-within: the openings have no random plies to draw again (--opening is 0 here); give --opening N with N from 1",
        ),
        (
            ["--opening", "6", "--opening-within", "20000"],
            "--opening-within 20000: give 0 to 10,000",
        ),
    ] {
        let mut a = vec!["tournament", "kalah", "--agents", "greedy,random"];
        a.extend(bad);
        let o = mancala(&a);
        assert_eq!(o.status.code(), Some(2));
        assert!(
            String::from_utf8_lossy(&o.stderr).contains(message),
            "{}",
            String::from_utf8_lossy(&o.stderr)
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_even_opening_not_drawn_in_the_draws_allowed_is_an_error_naming_what_to_change() {
    use mancala::compare::{
        OpeningError, Openings, draw_opening, draw_opening_in, opening_balance, random_opening,
    };
    let rules = crate::common::rules("kalah");
    // A seed whose first random opening leaves one side ahead: one draw cannot do.
    let seed = (0..100u64)
        .find(|&s| {
            let plain = random_opening(&*rules, 0, s, 6);
            opening_balance(&*rules, &after_opening("kalah", &plain)) != 0
        })
        .expect("some opening is uneven");
    let even = Openings {
        plies: 6,
        within: Some(0),
    };
    let e = draw_opening_in(&*rules, 0, seed, even, 1).unwrap_err();
    assert_eq!(
        e,
        OpeningError {
            plies: 6,
            within: 0,
            draws: 1
        }
    );
    assert_eq!(
        e.to_string(),
        "no opening of 6 random plies left a position within 0 points for either side in 1 draw; allow more points (--opening-within) or fewer plies (--opening)"
    );
    // With the draws allowed, another opening is found.
    assert!(draw_opening(&*rules, 0, seed, even).is_ok());
}
