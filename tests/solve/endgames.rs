//! The computer players' endgame databases: how large (`--endgame-pieces`) and where they are
//! kept (`--endgames DIR`), through the engine protocol, which says `score exact` where the
//! database holds the position; and what `play` does with a file the disk damaged or someone
//! forged.

use std::path::Path;

use crate::common::{endgames_file, err_text, forge_endgames, out_text, run_mancala};

/// The engine, given Kalah with 3 houses of 2 seeds (12 seeds, all on the board at the start),
/// searches its first move: its `info` line.
fn first_info(options: &[&str]) -> String {
    let input = "mancala 1\nruleset toml 82\nid = \"kalah-3x2\"\ngame = \"kalah\"\n[board]\n\
                 houses-per-player = 3\nseeds-per-house = 2\ngo depth 4\n";
    let mut args = options.to_vec();
    args.push("engine");
    let out = run_mancala(&args, input);
    assert!(out.status.success(), "{options:?}: {}", err_text(&out));
    out_text(&out)
        .lines()
        .find(|l| l.starts_with("info"))
        .unwrap_or_else(|| panic!("{options:?}: no info line in {}", out_text(&out)))
        .to_owned()
}

#[test]
fn the_players_database_holds_exactly_the_pieces_asked_for() {
    // The start has 12 seeds on the board: a database of 12 knows its value (the first
    // player wins by 4), one of 11 does not, and none at all leaves the evaluation.
    assert!(first_info(&["--endgame-pieces", "12"]).contains("score exact 4 pv 2"));
    let eleven = first_info(&["--endgame-pieces", "11"]);
    assert!(!eleven.contains("score exact"), "{eleven}");
    let none = first_info(&["--endgame-pieces", "0"]);
    assert!(none.contains("score points"), "{none}");
    // The default database (about a million boards) holds every board of 26 seeds of this
    // small Kalah.
    assert!(first_info(&[]).contains("score exact 4"));
}

#[test]
fn the_players_database_is_kept_in_the_endgames_directory() {
    let dir = std::env::temp_dir().join(format!("mancala-endgames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // Made if missing, and the database written there: a header and a byte for each of the
    // C(12 + 6, 6) = 18,564 boards of up to 12 seeds on 6 pits.
    let inside = dir.join("made");
    let path = inside.to_str().unwrap();
    let options = ["--endgames", path, "--endgame-pieces", "12"];
    assert!(first_info(&options).contains("score exact 4"));
    let files: Vec<_> = std::fs::read_dir(&inside)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let file = &files[0];
    assert!(
        file.to_str().unwrap().ends_with("-3x12.endgames"),
        "{file:?}"
    );
    let whole = std::fs::read(file).unwrap();
    assert_eq!(whole.len(), 56 + 18_564);
    // Read the next time: the same answer.
    assert!(first_info(&options).contains("score exact 4"));
    // A damaged file is built again and replaced, whole.
    std::fs::write(file, "not a database").unwrap();
    assert!(first_info(&options).contains("score exact 4"));
    assert_eq!(std::fs::read(file).unwrap(), whole);

    // A path that is a file cannot be the directory: a clear error naming it, status 2.
    let out = run_mancala(&["--endgames", file.to_str().unwrap(), "rules", "list"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err_text(&out).contains(&format!(
            "--endgames {}: cannot make or use it as a directory",
            file.display()
        )),
        "{}",
        err_text(&out)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_endgame_pieces_are_checked() {
    let out = run_mancala(&["--endgame-pieces", "101", "rules", "list"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err_text(&out).contains("invalid value '101' for '--endgame-pieces <PIECES>'"),
        "{}",
        err_text(&out)
    );
}

/// The reliability audit's game: Kalah between two depth-2 alpha-beta players, seed 1, their
/// endgame database (every board of up to 12 seeds) kept in `dir`.
fn audit_game(dir: &Path) -> std::process::Output {
    run_mancala(
        &[
            "play",
            "kalah",
            "--south",
            "alphabeta:2",
            "--north",
            "alphabeta:2",
            "--seed",
            "1",
            "--endgames",
            dir.to_str().unwrap(),
            "--endgame-pieces",
            "12",
        ],
        "",
    )
}

#[test]
fn a_forged_database_is_refused_before_the_game_and_left_as_it_is() {
    // The audit's reproducer: the file built by a first game, then every value negated and
    // the checksum worked out again. It was read without a word, and the players played
    // another game and claimed "wins by 18 with perfect play" where the truth is 10.
    let dir = std::env::temp_dir().join(format!("mancala-forged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let good = audit_game(&dir);
    assert!(good.status.success(), "{}", err_text(&good));
    assert_eq!(err_text(&good), "", "a file built is not told");
    assert!(
        out_text(&good).contains("North wins 29-19"),
        "{}",
        out_text(&good)
    );
    let file = endgames_file(&dir);
    let forged = forge_endgames(&file);

    let out = audit_game(&dir);
    assert_eq!(out.status.code(), Some(1), "{}", out_text(&out));
    let err = err_text(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!(
            "error: {} holds values that disagree with the rules' moves (for the board ",
            file.display()
        )),
        "{err}"
    );
    assert!(
        err.trim_end()
            .ends_with("it was forged or written by a faulty program; delete it to build it again"),
        "{err}"
    );
    // Stopped before the game, the file untouched (it is the evidence).
    assert!(!out_text(&out).contains("plays"), "{}", out_text(&out));
    assert_eq!(std::fs::read(&file).unwrap(), forged);

    // Deleted, as the message says: built again, and the game is the true one.
    std::fs::remove_file(&file).unwrap();
    let again = audit_game(&dir);
    assert!(again.status.success(), "{}", err_text(&again));
    assert_eq!(out_text(&again), out_text(&good));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_database_is_built_again_said_once_and_the_game_is_the_same() {
    let dir = std::env::temp_dir().join(format!("mancala-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let good = audit_game(&dir);
    assert!(good.status.success(), "{}", err_text(&good));
    let file = endgames_file(&dir);
    let whole = std::fs::read(&file).unwrap();
    // One value byte flipped, as a disk might: the checksum is not worked out again.
    let mut damaged = whole.clone();
    damaged[whole.len() / 2] ^= 0x10;
    std::fs::write(&file, &damaged).unwrap();

    let out = audit_game(&dir);
    assert!(out.status.success(), "{}", err_text(&out));
    assert_eq!(out_text(&out), out_text(&good));
    assert_eq!(
        err_text(&out),
        format!(
            "warning: the endgame database {} was damaged (its size or checksum is wrong): built it again and wrote it over the old one\n",
            file.display()
        )
    );
    assert_eq!(std::fs::read(&file).unwrap(), whole);
    // Read the next time, without a word.
    let next = audit_game(&dir);
    assert_eq!(err_text(&next), "");
    assert_eq!(out_text(&next), out_text(&good));
    std::fs::remove_dir_all(&dir).unwrap();
}
