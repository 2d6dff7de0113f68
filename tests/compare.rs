//! `compare`, `merge` and `tournament`: deterministic, mergeable, and locked by a snapshot.

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
    with_snapshots(|| insta::assert_snapshot!("compare_small", out));
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
            "--games must be at least 1",
        ),
        (
            &["compare", "o-an-quan", "--jobs", "0"],
            "--jobs must be at least 1",
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
    let mut args = vec![
        "compare",
        "--games",
        "20",
        "--seed",
        "3",
        "--agents",
        "greedy,random",
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
        "random,greedy,alphabeta:3",
        "--games",
        "40",
        "--seed",
        "5",
    ]));
    let ratings: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("Elo"))
        .skip(1)
        .collect();
    assert!(ratings[2].trim_start().starts_with("random"), "{out}");
    with_snapshots(|| insta::assert_snapshot!("tournament_small", out));
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
            "--seconds must be a positive number",
        ),
        (
            &["bench", "kalah", "--threads", "0"],
            "--threads must be at least 1",
        ),
        (
            &["bench", "kalah", "--games", "0"],
            "--games must be at least 1",
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
