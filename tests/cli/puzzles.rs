//! `mancala puzzles generate|list` and `mancala puzzle` as a learner and a teacher meet them.

use std::path::PathBuf;

use mancala::puzzle;

use crate::common::{err_text, out_text, run_mancala};

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-puzzles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn puzzles_list_json_gives_each_shipped_puzzle_with_its_position_answer_and_proof() {
    for (id, least) in [("o-an-quan", 150), ("oware-abapa", 100), ("kalah", 100)] {
        let o = run_mancala(&["puzzles", "list", id, "--json"], "");
        assert!(o.status.success(), "{}", err_text(&o));
        let lines: Vec<serde_json::Value> = out_text(&o)
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert!(lines.len() >= least, "{id}: {}", lines.len());
        for p in &lines {
            assert!(p["fen"].is_string() && p["answer"].is_string(), "{p}");
            let proof = &p["proof"];
            assert!(
                proof["method"] == "exact" || proof["method"] == "search",
                "{p}"
            );
            assert_eq!(proof["values"][0]["move"], p["answer"]);
            assert_eq!(
                proof["margin"].as_i64().unwrap(),
                proof["best"].as_i64().unwrap() - proof["next_best"].as_i64().unwrap()
            );
        }
    }
}

#[test]
fn puzzles_list_in_words_names_each_puzzle_with_its_rating_and_proof() {
    let o = run_mancala(&["puzzles", "list", "kalah", "--lang", "vi"], "");
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let first = out.lines().next().unwrap();
    assert!(first.starts_with("kalah-001  độ khó "), "{first}");
}

#[test]
fn a_puzzle_answered_right_then_wrong_says_so_with_the_proof_then_quit_ends_cleanly() {
    let p = &puzzle::shipped("kalah")[0];
    let second = &puzzle::shipped("kalah")[1];
    let wrong = &second.proof.values[1];
    let input = format!("{}\n{}\nquit\n", p.answer, wrong.mv);
    let o = run_mancala(&["puzzle", "kalah", "--id", &p.id], &input);
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(out.contains(&format!("Puzzle {} (1 of ", p.id)), "{out}");
    assert!(out.contains("to move: find the best move."), "{out}");
    assert!(
        out.contains(&format!("Right: {} is the best move.", p.answer)),
        "{out}"
    );
    assert!(
        out.contains(&format!(
            "Not the best: {} is worth {}; the best move is {}, worth {}.",
            wrong.mv, wrong.value, second.answer, second.proof.best
        )),
        "{out}"
    );
    assert!(out.contains("Solved 1 of 2."), "{out}");
}

#[test]
fn a_puzzle_in_vietnamese_asks_in_vietnamese_and_the_end_of_input_ends_it() {
    let p = &puzzle::shipped("o-an-quan")[0];
    let o = run_mancala(
        &["puzzle", "o-an-quan", "--id", &p.id, "--lang", "vi"],
        &format!("xyz\n{}\n", p.answer),
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(out.contains("Đến lượt "), "{out}");
    assert!(out.contains("hãy tìm nước đi hay nhất."), "{out}");
    assert!(out.contains("Đúng rồi: "), "{out}");
    assert!(out.contains("Giải đúng 1 trên 1 bài."), "{out}");
}

#[test]
fn puzzles_by_rating_start_with_the_nearest() {
    let o = run_mancala(&["puzzle", "oware-abapa", "--rating", "2000"], "quit\n");
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let nearest = puzzle::shipped("oware-abapa")
        .iter()
        .min_by_key(|p| p.difficulty.rating.abs_diff(2000))
        .unwrap();
    assert!(
        out.contains(&format!("rating {}", nearest.difficulty.rating)),
        "{out}"
    );
}

#[test]
fn generate_with_the_same_seed_writes_the_same_puzzles_which_list_reads_back() {
    let dir = scratch("generate");
    let file = dir.join("mine.jsonl");
    let args = [
        "puzzles", "generate", "kalah", "--count", "2", "--seed", "5", "--depth", "4",
    ];
    let o = run_mancala(&args, "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(err_text(&o).contains("seed 5"), "{}", err_text(&o));
    let printed = out_text(&o);
    assert_eq!(printed.lines().count(), 2);
    let mut to_file: Vec<&str> = args.to_vec();
    to_file.extend(["--out", file.to_str().unwrap()]);
    let o = run_mancala(&to_file, "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), printed);
    let o = run_mancala(
        &[
            "puzzles",
            "list",
            "kalah",
            "--file",
            file.to_str().unwrap(),
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(out_text(&o), printed);
}

#[test]
fn a_broken_puzzle_file_is_refused_with_its_file_and_line() {
    let dir = scratch("broken");
    let file = dir.join("broken.jsonl");
    let good = puzzle::shipped("kalah")[0].to_json_line();
    std::fs::write(&file, format!("{good}\n{{\"id\": \"x\"}}\n")).unwrap();
    let path = file.to_str().unwrap();
    let o = run_mancala(&["puzzles", "list", "kalah", "--file", path], "");
    assert_eq!(o.status.code(), Some(1));
    let err = err_text(&o);
    assert!(
        err.contains(&format!("{path}, line 2: this line is not a puzzle")),
        "{err}"
    );
    let o = run_mancala(&["puzzle", "kalah", "--file", path, "--lang", "fr"], "");
    assert!(
        err_text(&o).contains(&format!("{path}, ligne 2 : ")),
        "{}",
        err_text(&o)
    );
}

#[test]
fn generate_refuses_what_it_cannot_do() {
    for (args, words) in [
        (
            &["puzzles", "generate", "sungka-3p", "--count", "1"][..],
            "puzzles need a game of two players won by points",
        ),
        (
            &["puzzles", "generate", "kalah", "--count", "0"][..],
            "--count 0",
        ),
        (
            &["puzzles", "generate", "kalah", "--depth", "40"][..],
            "--depth 40",
        ),
        (
            &["puzzles", "generate", "chess"][..],
            "no shipped ruleset `chess`",
        ),
        (
            &["puzzle", "kalah", "--id", "kalah-0000"][..],
            "no puzzle kalah-0000",
        ),
    ] {
        let o = run_mancala(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(err_text(&o).contains(words), "{args:?}: {}", err_text(&o));
    }
}
