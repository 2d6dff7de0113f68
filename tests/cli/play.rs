//! `mancala play` as a person meets it: saving never loses a game, every move can be followed,
//! and a resumed game is the same game.

use std::path::{Path, PathBuf};

use crate::common::{err_text, out_text, run_mancala};

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-play-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Kalah moves a piped player tries in turn: the first legal one is played each turn.
fn kalah_tries(rounds: usize) -> String {
    "1\n2\n3\n4\n5\n6\n".repeat(rounds)
}

#[test]
fn a_save_that_fails_says_why_and_the_game_goes_on() {
    let dir = scratch("bad-save");
    let missing = dir.join("no-such-folder").join("g.json");
    let input = format!(
        "save {}\nsave {}\n1R\nquit\n",
        missing.display(),
        dir.display()
    );
    let o = run_mancala(&["play", "--north", "random", "--seed", "1"], &input);
    assert!(o.status.success(), "{}", err_text(&o));
    // Long messages are wrapped at 80 columns: read them as one line.
    let out = out_text(&o).replace('\n', " ");
    assert!(
        out.contains("there is no folder") && out.contains("the game goes on"),
        "{out}"
    );
    assert!(out.contains("it is not a regular file"), "{out}");
    assert!(out.contains("South plays 1R"), "the game went on: {out}");
    assert!(!missing.exists());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_file_that_cannot_be_written_is_refused_before_the_first_move() {
    let dir = scratch("bad-save-flag");
    let missing = dir.join("no-such-folder").join("g.json");
    for target in [missing.as_path(), dir.as_path()] {
        let o = run_mancala(&["play", "--north", "random", "--seed", "1", "--save"], "");
        assert!(!o.status.success());
        let path = target.to_str().unwrap();
        let o = run_mancala(
            &["play", "--north", "random", "--seed", "1", "--save", path],
            "1R\n",
        );
        assert_eq!(o.status.code(), Some(1), "{}", out_text(&o));
        assert!(err_text(&o).contains(path), "{}", err_text(&o));
        assert!(!out_text(&o).contains("plays"), "no move is played");
    }
    assert!(dir.is_dir(), "a folder is never replaced by a game");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn explain_narrates_every_move_the_computers_too() {
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--south",
            "random",
            "--north",
            "random",
            "--seed",
            "2",
            "--explain",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(out.contains("1. South plays"), "{out}");
    assert!(out.contains("2. North plays") || out.contains("2. South plays"));
    // Each move is followed by at least one narrated line, indented.
    let lines: Vec<&str> = out.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.contains(" plays ") && line.trim_start().starts_with(char::is_numeric) {
            assert!(lines[i + 1].starts_with("   "), "{line} is narrated");
        }
    }
}

#[test]
fn explain_and_history_at_the_prompt() {
    let o = run_mancala(
        &["play", "--north", "random", "--seed", "3"],
        "explain\nhistory\n1R\nexplain\nhistory\nquit\n",
    );
    let out = out_text(&o);
    assert!(out.contains("no move has been played yet"), "{out}");
    // `explain` tells the last move: North's reply.
    assert!(out.contains("\n2. North plays "), "{out}");
    assert!(out.contains("\n   North lifts "), "{out}");
    assert!(out.contains("  1. South    1R\n  2. North    "), "{out}");
}

#[test]
fn a_computer_move_shows_its_path() {
    let o = run_mancala(&["play", "--north", "random", "--seed", "7"], "1R\nquit\n");
    let out = out_text(&o);
    assert!(
        out.contains(
            "South plays 1R: sows 5 from South's square 1, relays 5 from North's square 1,"
        ),
        "{out}"
    );
    for line in out.lines() {
        assert!(line.chars().count() <= 80, "{line}");
    }
}

#[test]
fn a_computers_consecutive_moves_show_one_board_at_the_end_of_its_turn() {
    let o = run_mancala(
        &[
            "play", "kalah", "--south", "random", "--north", "random", "--seed", "11",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let mut bonus_turns = 0;
    let lines: Vec<&str> = out.lines().collect();
    for (i, line) in lines.iter().enumerate() {
        if line.contains("another move") && !lines[i + 1].contains(" wins") {
            // The same player's next move follows at once, with no board between.
            assert!(lines[i + 1].contains(" plays "), "{}", lines[i + 1]);
            bonus_turns += 1;
        }
    }
    assert!(bonus_turns > 0, "the game has bonus moves: {out}");
}

#[test]
fn the_end_of_a_game_tells_the_collection_and_the_result_once_winner_first() {
    let o = run_mancala(
        &[
            "play", "--south", "random", "--north", "random", "--seed", "3",
        ],
        "",
    );
    let out = out_text(&o);
    let results: Vec<&str> = out
        .lines()
        .filter(|l| l.contains(" wins ") || l.starts_with("A draw"))
        .collect();
    assert_eq!(results.len(), 1, "{out}");
    let result = results[0];
    assert!(
        out.contains("End of the game: "),
        "the collection is told: {out}"
    );
    if let Some((_, rest)) = result.split_once(" wins ") {
        let (scores, why) = rest.split_once(": ").unwrap();
        let numbers: Vec<i32> = scores.split('-').map(|n| n.parse().unwrap()).collect();
        assert!(numbers[0] >= numbers[1], "winner first: {result}");
        assert!(!why.contains("mandarins-empty"), "in words: {result}");
    }
}

fn moves_of(path: &Path) -> Vec<String> {
    mancala::GameRecord::load(path, &mancala::Rules)
        .unwrap()
        .moves
        .iter()
        .map(str::to_owned)
        .collect()
}

#[test]
fn a_resumed_game_goes_on_exactly_as_it_would_have() {
    let dir = scratch("resume");
    let whole = dir.join("whole.json");
    let part = dir.join("part.json");
    let tries = kalah_tries(60);
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--north",
            "random",
            "--seed",
            "5",
            "--save",
            whole.to_str().unwrap(),
        ],
        &tries,
    );
    assert!(o.status.success(), "{}", err_text(&o));
    // The same game, stopped after 8 lines of input and resumed with the rest.
    let lines: Vec<&str> = tries.lines().collect();
    let (first, rest) = lines.split_at(8);
    let o = run_mancala(
        &[
            "play",
            "kalah",
            "--north",
            "random",
            "--seed",
            "5",
            "--save",
            part.to_str().unwrap(),
        ],
        &(first.join("\n") + "\n"),
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let stopped = moves_of(&part);
    let record = mancala::GameRecord::load(&part, &mancala::Rules).unwrap();
    assert_eq!(
        record.seats,
        Some(vec!["human".to_owned(), "random".to_owned()])
    );
    let o = run_mancala(
        &[
            "play",
            "--load",
            part.to_str().unwrap(),
            "--save",
            part.to_str().unwrap(),
        ],
        &(rest.join("\n") + "\n"),
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(
        out.starts_with("Kalah (kalah): South human vs North random\nSeed 5 "),
        "the saved seats and seed come back: {out}"
    );
    assert!(
        out.contains(&format!("after {} moves", stopped.len())),
        "{out}"
    );
    assert!(stopped.len() < moves_of(&whole).len());
    assert_eq!(moves_of(&part), moves_of(&whole));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resumed_game_refuses_what_contradicts_the_record() {
    let dir = scratch("resume-refuse");
    let file = dir.join("g.json");
    let path = file.to_str().unwrap();
    let o = run_mancala(
        &["play", "--north", "random", "--seed", "9", "--save", path],
        "1R\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let saved = std::fs::read_to_string(&file).unwrap();
    for (args, expected) in [
        (vec!["play", "kalah", "--load", path], "not `kalah`"),
        (
            vec!["play", "--load", path, "--first", "north"],
            "leave out --first",
        ),
        (vec!["play", "--load", path, "--seed", "10"], "seed 9"),
    ] {
        let o = run_mancala(&args, "quit\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            err_text(&o).contains(expected),
            "{args:?}: {}",
            err_text(&o)
        );
        assert_eq!(std::fs::read_to_string(&file).unwrap(), saved);
    }
    // The same ruleset named again, or the same seed, is fine.
    let o = run_mancala(
        &["play", "o-an-quan", "--load", path, "--seed", "9"],
        "quit\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn play_json_prints_one_object_per_position_and_nothing_else() {
    let o = run_mancala(
        &[
            "play", "--south", "random", "--north", "random", "--seed", "4", "--json",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let positions: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(positions.len() > 10);
    assert!(
        positions[0]
            .get("move")
            .is_none_or(serde_json::Value::is_null)
    );
    assert!(
        positions.last().unwrap()["outcome"].is_object(),
        "{}",
        positions.last().unwrap()
    );
    assert!(
        err_text(&o).contains("Seed 4"),
        "messages go to standard error"
    );
}

#[test]
fn a_person_playing_north_sees_their_own_row_at_the_bottom_and_the_last_move_marked() {
    let o = run_mancala(
        &[
            "play", "--south", "random", "--north", "human", "--seed", "2",
        ],
        "quit\n",
    );
    let out = out_text(&o);
    // South's 3L from the start: 5 stones from South's square 3, a relay of 5 from North's
    // square 3, and South's square 2 captured. North's squares are the bottom row now.
    let board: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("South plays"))
        .collect();
    assert!(board[0].starts_with("South plays 3L"), "{out}");
    assert!(board[2].ends_with("South: 6 points (6 citizens)"), "{out}");
    assert_eq!(
        board[4], "|     |   6 |   6 |   0*|   0x|   6 |     |",
        "{out}"
    );
    assert_eq!(
        board[6], "|     |   6 |   6 |   0 |   6 |   6 |     |",
        "{out}"
    );
    assert!(board[8].ends_with("North: 0 points (0 citizens)"), "{out}");
}

#[test]
fn colour_is_used_only_when_asked_or_on_a_terminal() {
    let args = [
        "play", "--south", "random", "--north", "random", "--seed", "2",
    ];
    let plain = out_text(&run_mancala(&args, ""));
    assert!(!plain.contains('\x1b'), "no colour into a pipe");
    let mut always = args.to_vec();
    always.extend(["--color", "always"]);
    let coloured = out_text(&run_mancala(&always, ""));
    assert!(coloured.contains("\x1b[1;31m"), "captures in red");
    let o = run_mancala(&["play", "--color", "sometimes"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("auto, always, never"),
        "{}",
        err_text(&o)
    );
}
