//! The `mancala` program, run as a user runs it.
//!
//! Its modules: per family (`awale`, `sungka`), the conventions every command keeps, errors,
//! hostile input and `play` in a terminal.

mod awale;
mod conventions;
mod errors;
mod errors_in_languages;
pub(crate) mod hostile_input;
mod languages;
mod learn;
mod play;
mod positions;
mod puzzles;
mod records;
mod replay_endings;
mod review;
mod sungka;
mod worksheet;

use std::process::Output;

use crate::common::{err_text, out_text, run_mancala, with_snapshots};

fn last_json(o: &Output) -> serde_json::Value {
    serde_json::from_str(out_text(o).lines().last().unwrap()).unwrap()
}

#[test]
fn replay_json_of_the_opening_1r_is_vector_v1() {
    let o = run_mancala(&["replay", "o-an-quan", "--moves", "1R", "--json"], "");
    assert!(o.status.success(), "{}", err_text(&o));
    let last = last_json(&o);
    assert_eq!(
        last["pits"],
        serde_json::json!([2, 0, 0, 6, 6, 6, 2, 0, 6, 6, 6, 6])
    );
    assert_eq!(last["scores"], serde_json::json!([6, 0]));
    assert_eq!(
        out_text(&o).lines().count(),
        2,
        "the initial position, then one per move"
    );
}

#[test]
fn quan_non_blocks_1l_unless_switched_off() {
    let blocked = last_json(&run_mancala(
        &["replay", "o-an-quan", "--moves", "1L", "--json"],
        "",
    ));
    assert_eq!(blocked["scores"], serde_json::json!([0, 0]));
    let steps = &blocked["last_move"]["steps"];
    assert_eq!(steps.as_array().unwrap().last().unwrap()["why"], "quan-non");
    let taken = last_json(&run_mancala(
        &["replay", "o-an-quan-no-quan-non", "--moves", "1L", "--json"],
        "",
    ));
    assert_eq!(taken["scores"], serde_json::json!([11, 0]));
}

#[test]
fn a_piped_game_runs_without_a_terminal() {
    let moves = "1R\n2L\n3R\n4L\n5R\n1L\n2R\n3L\n4R\n5L\n".repeat(6);
    let o = run_mancala(
        &["play", "o-an-quan", "--north", "random", "--seed", "7"],
        &moves,
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(out.contains("Seed 7"));
    with_snapshots("cli", || insta::assert_snapshot!("piped_game", out));
}

#[test]
fn mistyped_and_illegal_moves_get_the_reason_and_the_prompt_again() {
    let o = run_mancala(
        &["play", "--north", "random", "--seed", "1"],
        "9Z\nundo\nquit\n",
    );
    assert!(o.status.success());
    with_snapshots("cli", || {
        insta::assert_snapshot!("piped_bad_input", out_text(&o))
    });
}

#[test]
fn a_computer_game_plays_to_the_end() {
    let o = run_mancala(
        &[
            "play", "--south", "greedy", "--north", "random", "--seed", "3",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    let last = out.lines().last().unwrap();
    assert!(last.contains("wins") || last.contains("Draw"), "{last}");
}

#[test]
fn end_of_input_saves_the_game_and_load_resumes_it() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let file = file.to_str().unwrap();
    let o = run_mancala(
        &["play", "--north", "random", "--seed", "9", "--save", file],
        "1R\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(out_text(&o).contains("input ended; the game is saved to"));
    let record = mancala::GameRecord::load(std::path::Path::new(file), &mancala::Rules).unwrap();
    assert_eq!(record.moves.len(), 2, "South's 1R and North's reply");
    assert_eq!(record.seed, Some(9));
    let o = run_mancala(
        &[
            "play", "--north", "random", "--seed", "9", "--load", file, "--save", file,
        ],
        "quit\n",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(
        mancala::GameRecord::load(std::path::Path::new(file), &mancala::Rules)
            .unwrap()
            .moves
            .len(),
        2
    );
    let o = run_mancala(&["replay", file, "--json"], "");
    assert!(o.status.success(), "{}", err_text(&o));
    assert_eq!(out_text(&o).lines().count(), 3);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_replay_with_an_illegal_move_names_the_move_and_why() {
    let o = run_mancala(&["replay", "o-an-quan", "--moves", "1R 1L"], "");
    assert_eq!(o.status.code(), Some(1));
    let err = err_text(&o);
    assert!(
        err.starts_with("error: move 2 (`1L`): cannot play 1L: your square 1 is empty"),
        "{err}"
    );
}

#[test]
fn rules_commands() {
    let list = run_mancala(&["rules", "list"], "");
    assert!(list.status.success());
    with_snapshots("cli", || {
        insta::assert_snapshot!("rules_list", out_text(&list))
    });
    let show = run_mancala(&["rules", "show", "o-an-quan"], "");
    assert!(out_text(&show).contains("quan non"));
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/rulesets/o-an-quan.toml");
    let check = run_mancala(&["rules", "check", path], "");
    assert!(check.status.success());
    let bad = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bad/misspelt-key.toml"
    );
    let check = run_mancala(&["rules", "check", bad], "");
    assert_eq!(check.status.code(), Some(1));
    assert!(
        err_text(&check).contains("misspelt-key.toml:5:1: unknown field `chian`"),
        "{}",
        err_text(&check)
    );
}

#[test]
fn unknown_rulesets_and_players_are_refused() {
    let o = run_mancala(&["play", "no-such-game"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(err_text(&o).contains("unknown ruleset `no-such-game`; shipped rulesets: o-an-quan"));
    let o = run_mancala(&["play", "--north", "wizard"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("expected one of: human, random, greedy"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["replay", "o-an-quan"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(err_text(&o).contains("give its moves with --moves"));
}

#[test]
fn garbage_on_standard_input_never_panics() {
    let junk = "\u{0}\u{7f}\n😀😀\n1R1R1R\n   \n-1L\n99999999999999999999R\nsave\nrules\nboard\n";
    let o = run_mancala(&["play", "--north", "random", "--seed", "4"], junk);
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(!err_text(&o).contains("panicked"));
}

#[test]
fn three_players_take_a_seat_each() {
    let o = run_mancala(
        &[
            "play",
            "sungka-3p",
            "--south",
            "random",
            "--north",
            "greedy",
            "--seat",
            "2=easy",
            "--seed",
            "5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(
        out.starts_with("Sungka for three players (experimental) (sungka-3p): Player 0 random vs Player 1\n    greedy vs Player 2 greedy\nSeed 5 "),
        "{out}"
    );
    assert!(out.contains("Player 2 plays"));
    let last = out.lines().last().unwrap();
    assert!(last.contains("wins") || last.contains("Draw"), "{last}");
}

#[test]
fn a_seat_or_first_player_that_does_not_exist_is_refused_with_status_2() {
    let o = run_mancala(&["play", "sungka-3p", "--seat", "3=random"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("--seat 3=random: this game has seats 0 to 2"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["play", "o-an-quan", "--first", "2"], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err_text(&o).contains("--first 2: this game has players 0 to 1"),
        "{}",
        err_text(&o)
    );
    let o = run_mancala(&["play", "--seat", "two=random"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_corrupt_record_is_refused_and_never_overwritten() {
    let dir = std::env::temp_dir().join(format!("mancala-corrupt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let path = file.to_str().unwrap();
    let o = run_mancala(
        &["play", "--north", "random", "--seed", "2", "--save", path],
        "1R\n",
    );
    assert!(o.status.success());
    let full = std::fs::read_to_string(&file).unwrap();
    let truncated = &full[..full.len() / 2];
    std::fs::write(&file, truncated).unwrap();
    let o = run_mancala(&["play", "--load", path, "--save", path], "2L\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        err_text(&o).contains("game.json: not a game record: EOF while parsing"),
        "{}",
        err_text(&o)
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        truncated,
        "the file must not change"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn ctrl_c_in_the_middle_of_a_game_loses_nothing() {
    use std::io::Write;
    use std::os::unix::process::CommandExt;
    let dir = std::env::temp_dir().join(format!("mancala-ctrl-c-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.json");
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"));
    command
        .args([
            "play",
            "--north",
            "random",
            "--seed",
            "4",
            "--save",
            file.to_str().unwrap(),
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    // A job started in the background by a shell without job control (`.ci/run &`) inherits
    // SIGINT as ignored, and `exec` keeps it so: give the player the SIGINT a terminal gives.
    // SAFETY: `signal` is async-signal-safe, which is all `pre_exec` asks.
    unsafe {
        command.pre_exec(|| {
            libc::signal(libc::SIGINT, libc::SIG_DFL);
            Ok(())
        });
    }
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"1R\n").unwrap();
    stdin.flush().unwrap();
    // The record is rewritten after every move; wait (bounded) until it holds both moves.
    let saved = (0..500).find_map(|_| {
        std::thread::sleep(std::time::Duration::from_millis(10));
        mancala::GameRecord::load(&file, &mancala::Rules)
            .ok()
            .filter(|r| r.moves.len() == 2)
    });
    let saved = saved.expect("the record is saved after the computer's reply");
    // The player is now at the prompt; Ctrl-C.
    let status = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    // Bounded: a player that outlives Ctrl-C fails the test instead of hanging it.
    let ended = (0..1000).find_map(|_| {
        std::thread::sleep(std::time::Duration::from_millis(10));
        child.try_wait().unwrap()
    });
    if ended.is_none() {
        child.kill().unwrap();
        child.wait().unwrap();
        panic!("the player was still running 10 s after Ctrl-C");
    }
    drop(stdin);
    let after = mancala::GameRecord::load(&file, &mancala::Rules).unwrap();
    assert_eq!(after, saved, "the interrupted game is kept whole");
    assert!(after.replay(&mancala::Rules).is_ok());
    std::fs::remove_dir_all(&dir).unwrap();
}
