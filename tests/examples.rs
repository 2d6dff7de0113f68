//! The examples run from a fresh clone: `examples/engine_game.py` finds the binary it is given in
//! `MANCALA`, with no `mancala` on PATH. (`examples/search_depth.rs` is built by `cargo test`.)

use std::process::Command;

use mancala::{Game, Rules};

use crate::common::{ok_text, skipped};

#[test]
fn the_python_example_plays_a_whole_game() {
    let python = Command::new("python3").arg("--version").output();
    if !python.is_ok_and(|o| o.status.success()) {
        skipped("the example examples/engine_game.py needs python3");
        return;
    }
    // No `--engine`: the example runs `$MANCALA engine`, from a folder outside the repository.
    let out = Command::new("python3")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/examples/engine_game.py"
        ))
        .args(["--depth", "2", "--seed", "11"])
        .env("MANCALA", env!("CARGO_BIN_EXE_mancala"))
        .current_dir(env!("CARGO_TARGET_TMPDIR"))
        .output()
        .unwrap();
    let text = ok_text(&out);
    assert!(text.starts_with("engine: mancala "), "{text}");
    assert!(text.contains("seed: 11 "), "{text}");
    let result = text
        .lines()
        .find(|l| l.starts_with("result: "))
        .expect(&text);
    assert!(result.contains(" after "), "{result}");
    // The moves it printed replay to a finished game.
    let moves = text
        .lines()
        .find_map(|l| l.strip_prefix("moves: "))
        .unwrap();
    let mut game = Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
    for m in moves.split(' ') {
        game.play_text(m).unwrap();
    }
    assert!(game.position().is_over());
}
