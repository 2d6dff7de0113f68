//! `mancala analyse` and `mancala review` as a player meets them: the values they print are
//! the solver's where they say exact, the moves they mark are the ones that lose, bad input is
//! refused clearly, and a record too long for the budget says which moves were left.

use std::path::{Path, PathBuf};

use mancala::{
    GameRecord, Rules,
    solve::{SolveOptions, Solver},
};

use crate::common::{err_text, out_text, run_mancala};

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-review-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A game of Kalah (6 houses of 4 seeds) of `south` against `north`, saved in `dir`.
fn saved_kalah(dir: &Path, south: &str, north: &str, seed: &str) -> PathBuf {
    let file = dir.join("game.json");
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--south",
            south,
            "--north",
            north,
            "--seed",
            seed,
            "--save",
            file.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    file
}

/// The exact value of `pos` for its player to move.
fn solved(solver: &mut Solver, rules: &dyn mancala::Family, pos: &mancala::Position) -> i32 {
    solver
        .solve(rules, pos, &[], &SolveOptions::default(), &mut |_| {})
        .unwrap()
        .value()
        .unwrap()
}

#[test]
fn review_of_random_against_hard_on_kalah_marks_the_random_moves_that_change_the_exact_value() {
    let dir = scratch("kalah");
    let file = saved_kalah(&dir, "random", "hard", "3");
    let svg = dir.join("advantage.svg");
    let o = run_mancala(
        &[
            "review",
            file.to_str().unwrap(),
            "--json",
            "--time-per-move",
            "1",
            "--svg",
            svg.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(err_text(&o).is_empty(), "no progress bar off a terminal");
    let doc: serde_json::Value = serde_json::from_str(&out_text(&o)).unwrap();
    let (game, _) = GameRecord::load_game(&file, &Rules).unwrap();
    let rules = game.rules();
    let plies: Vec<_> = game.plies().collect();
    let moves = doc["moves"].as_array().unwrap();
    assert_eq!(moves.len(), plies.len(), "every move reviewed");
    assert_eq!(doc["skipped"], serde_json::json!([]));
    let mut solver = Solver::with_memory(64).unwrap();
    let (mut exact, mut random_losses) = (0, 0);
    for (m, ply) in moves.iter().zip(&plies) {
        assert_eq!(m["move"], ply.text.as_str());
        if !(m["before"]["exact"] == true && m["after"]["exact"] == true) {
            continue;
        }
        exact += 1;
        let mover = ply.player;
        let before = solved(&mut solver, rules, &ply.before);
        let after = if ply.after.is_over() {
            let o = ply.after.outcome().unwrap();
            let s = o.scores(2);
            if o.winner.is_none() {
                0
            } else {
                s[usize::from(mover)] - s[usize::from(1 - mover)]
            }
        } else {
            let v = solved(&mut solver, rules, &ply.after);
            if ply.after.turn() == mover { v } else { -v }
        };
        assert_eq!(m["value_before"], before, "{m:#}");
        assert_eq!(m["value_after"], after, "{m:#}");
        let marked = m["class"] != "best";
        assert_eq!(
            marked,
            after < before,
            "a move is marked exactly when it changes the exact value: {m:#}"
        );
        assert_eq!(m["loss"], before - after);
        if marked && mover == 0 {
            random_losses += 1;
        }
    }
    assert!(exact > 0, "the end of the game is solved");
    assert!(
        random_losses > 0,
        "the random player gives value away: {doc:#}"
    );
    let summaries = doc["summaries"].as_array().unwrap();
    assert_eq!(summaries.len(), 2);
    let accuracy = |p: usize| summaries[p]["accuracy"].as_f64().unwrap();
    assert!((0.0..=100.0).contains(&accuracy(0)));
    let graph = std::fs::read_to_string(&svg).unwrap();
    assert!(graph.starts_with("<svg") && graph.contains("South ahead by"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_review_prints_a_table_and_each_player_s_summary_in_the_reader_s_language() {
    let dir = scratch("table");
    let file = saved_kalah(&dir, "random", "greedy", "4");
    for (lang, heading, summary) in [
        ("en", "Review of a game of Kalah:", "South: accuracy "),
        ("vi", "Xem lại ván Kalah:", "Nam: độ chính xác "),
        ("fr", "Analyse d'une partie de Kalah :", "Sud : précision "),
    ] {
        let o = run_mancala(
            &[
                "review",
                file.to_str().unwrap(),
                "--time-per-move",
                "0.2",
                "--lang",
                lang,
            ],
            "",
        );
        assert!(o.status.success(), "{}", err_text(&o));
        let out = out_text(&o);
        assert!(out.starts_with(heading), "{out}");
        assert!(out.contains(summary), "{out}");
        // The table: a heading row, then one row per move.
        let rows = out
            .lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .count();
        let record = GameRecord::load(&file, &Rules).unwrap();
        assert_eq!(rows, record.moves.len(), "{out}");
        if lang != "en" {
            for english in [
                "player",
                "move",
                "before",
                "after",
                "best",
                "loss",
                "class",
                "accuracy",
                "reviewed",
                "blunder",
                "inaccurac",
                "mistake",
                "Values",
            ] {
                assert!(!out.contains(english), "{lang}: `{english}` in\n{out}");
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_record_too_long_for_the_review_says_which_moves_were_left() {
    let dir = scratch("long");
    let file = saved_kalah(&dir, "random", "random", "5");
    let n = GameRecord::load(&file, &Rules).unwrap().moves.len();
    let o = run_mancala(
        &[
            "review",
            file.to_str().unwrap(),
            "--max-moves",
            "6",
            "--time-per-move",
            "0.2",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let line =
        format!("Moves 7 to {n} were not reviewed: a review takes the first 6 moves at most.");
    assert!(out.contains(&line), "{out}");
    let o = run_mancala(
        &[
            "review",
            file.to_str().unwrap(),
            "--max-moves",
            "6",
            "--time-per-move",
            "0.2",
            "--json",
        ],
        "",
    );
    let doc: serde_json::Value = serde_json::from_str(&out_text(&o)).unwrap();
    assert_eq!(
        doc["skipped"],
        serde_json::json!([{"first": 7, "last": n, "reason": "length"}])
    );
    assert_eq!(doc["moves"].as_array().unwrap().len(), 6);
    // A total time too short for the whole game: the first moves are left, and said to be.
    let o = run_mancala(
        &[
            "review",
            file.to_str().unwrap(),
            "--total-time",
            "0.01",
            "--time-per-move",
            "0.01",
            "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let doc: serde_json::Value = serde_json::from_str(&out_text(&o)).unwrap();
    let skipped = &doc["skipped"][0];
    assert_eq!(skipped["reason"], "time", "{doc:#}");
    assert_eq!(skipped["first"], 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn analyse_of_a_set_up_kalah_position_gives_the_solver_s_value() {
    let rules = Rules::builtin("kalah").unwrap();
    // Two seeds a house: small enough to solve at once.
    let mut pos = mancala::Game::new(rules.clone(), 0).position().clone();
    for pit in 0..14u8 {
        if pos.count(pit) > 0 {
            pos.set_count(pit, 2);
        }
    }
    pos.set_count(6, 12);
    pos.set_count(13, 12);
    let fen = rules.board_text(&pos);
    let pos = rules.parse_board(&fen).unwrap();
    let mut solver = Solver::with_memory(16).unwrap();
    let value = solved(&mut solver, &*rules, &pos);
    let o = run_mancala(
        &["analyse", "--rules", "kalah", "--from", &fen, "--json"],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let doc: serde_json::Value = serde_json::from_str(&out_text(&o)).unwrap();
    assert_eq!(doc["exact"], true, "{doc:#}");
    assert_eq!(doc["value"], value);
    assert_eq!(doc["south_value"], value, "South is to move");
    assert_eq!(doc["fen"], fen.as_str());
    assert_eq!(doc["best"], doc["line"][0]);
    let o = run_mancala(
        &[
            "analyse", "--rules", "kalah", "--from", &fen, "--lang", "vi",
        ],
        "",
    );
    let out = out_text(&o);
    assert!(
        out.contains(&format!("Giá trị với Nam: {value:+} (chính xác).")),
        "{out}"
    );
    assert!(out.contains("Nước hay nhất: "), "{out}");
}

#[test]
fn analyse_and_review_refuse_bad_input_clearly() {
    let o = run_mancala(
        &["analyse", "--rules", "kalah", "--from", "4,4,4/4,4,4 0"],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(err_text(&o).starts_with("error: "), "{}", err_text(&o));
    assert!(
        err_text(&o).contains("row 1 has 3 pits: write 7"),
        "{}",
        err_text(&o)
    );
    assert!(!err_text(&o).contains("panicked"));
    let o = run_mancala(&["analyse", "--rules", "kalah", "--time", "0"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("--time 0: give 0.01 to 600 seconds"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["analyse", "--rules", "kalah", "--moves", "1 9"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(err_text(&o).contains("move 2 (`9`)"), "{}", err_text(&o));
    let dir = scratch("bad");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\"not\": \"a game\"").unwrap();
    let o = run_mancala(&["review", bad.to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("bad.json: not a game record"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["review", dir.join("missing.json").to_str().unwrap()], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("is not a game record file"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(
        &[
            "review",
            bad.to_str().unwrap(),
            "--time-per-move",
            "0",
            "--lang",
            "vi",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("--time-per-move 0: hãy cho từ 0,01 đến 600 giây"),
        "{}",
        err_text(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn review_writes_the_game_annotated_as_a_pgn_record_that_reads_back() {
    let dir = scratch("pgn");
    let file = saved_kalah(&dir, "random", "greedy", "9");
    let pgn = dir.join("annotated.pgn");
    let o = run_mancala(
        &[
            "review",
            file.to_str().unwrap(),
            "--time-per-move",
            "0.1",
            "--pgn",
            pgn.to_str().unwrap(),
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[Ruleset \"kalah\"]"), "{text}");
    assert!(text.contains("{Best move. South: "), "{text}");
    // The record reads back: the same moves as the game reviewed, a comment on each.
    let o = run_mancala(
        &["record", "convert", pgn.to_str().unwrap(), "--to", "json"],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let back: serde_json::Value = serde_json::from_str(&out_text(&o)).unwrap();
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(back["moves"], saved["moves"]);
    let notes = back["notes"].as_array().expect("notes");
    let moves = saved["moves"].as_array().unwrap().len();
    assert!(
        notes.len() >= moves,
        "{} notes for {moves} moves",
        notes.len()
    );
    // A move that gave value away has the best line beside it, and it replays (the
    // conversion checked it).
    if text.contains("Best was") {
        assert!(text.contains('('), "{text}");
    }
}
