//! OpenSpiel's C++ MCTS as an engine (`benches/openspiel_engine.py`), played through the real
//! wrapper: whole games of both rulesets it plays, in both seats, every move checked against
//! this crate's rules; the tournament of the README; and the wrapper's protocol, its move
//! numbering checked against this crate's over whole games with either player first.
//!
//! Needs the venv that `benches/openspiel-setup.sh` makes (`target/openspiel-venv`, or the
//! `OPENSPIEL_VENV` folder), which `.ci/run` installs. Without it the tests say loudly that they
//! were skipped; with `CI` set, its absence fails.

use std::{
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
};

use mancala::Game;
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde_json::Value;

use crate::common::{ok_text, rules, run_quiet, skipped};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The venv's Python, if `benches/openspiel-setup.sh` has made it.
fn python() -> Option<PathBuf> {
    let venv = std::env::var_os("OPENSPIEL_VENV").map_or_else(
        || PathBuf::from(ROOT).join("target/openspiel-venv"),
        PathBuf::from,
    );
    let python = venv.join("bin/python");
    if python.exists() {
        return Some(python);
    }
    skipped(&format!(
        "the OpenSpiel tests need {} (run benches/openspiel-setup.sh, or set OPENSPIEL_VENV)",
        python.display()
    ));
    None
}

/// `engine:COMMAND@BUDGET` for the wrapper, seeded.
fn engine_seat(python: &Path, budget: &str) -> String {
    format!(
        "engine:'{}' '{ROOT}/benches/openspiel_engine.py' --seed 5@{budget}",
        python.display()
    )
}

#[test]
fn openspiel_mcts_plays_whole_games_legally_in_both_seats() {
    let Some(python) = python() else { return };
    let engine = engine_seat(&python, "20ms");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("openspiel");
    std::fs::create_dir_all(&dir).unwrap();
    for ruleset in ["kalah", "oware-abapa"] {
        for (seat, (south, north)) in [
            ("north", ("alphabeta:2", &*engine)),
            ("south", (&*engine, "alphabeta:2")),
        ] {
            let file = dir.join(format!("{ruleset}-{seat}.json"));
            let file_text = file.to_str().unwrap();
            ok_text(&run_quiet(&[
                "play", ruleset, "--south", south, "--north", north, "--save", file_text,
            ]));
            // Every move of the saved game is legal where it was played, and the game is over
            // with the outcome the record states.
            let saved: Value =
                serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
            let texts = saved["moves"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m.as_str().unwrap().to_owned())
                .collect::<Vec<_>>();
            let mut game = Game::new(rules(ruleset), 0);
            for (ply, text) in texts.iter().enumerate() {
                assert!(
                    !game.position().is_over(),
                    "{ruleset}: a move after the end, ply {ply}"
                );
                if let Err(e) = game.play_text(text) {
                    panic!("{ruleset}, OpenSpiel {seat}: `{text}` at ply {ply} is illegal: {e}");
                }
            }
            let outcome = game.position().outcome().expect("the game finished");
            assert_eq!(
                saved["outcome"]["winner"].as_u64(),
                outcome.winner.map(u64::from),
                "{ruleset}"
            );
            assert!(
                texts.len() > 10,
                "{ruleset}: a game of {} moves",
                texts.len()
            );
        }
    }
}

#[test]
fn a_tournament_against_openspiel_finishes_its_games() {
    let Some(python) = python() else { return };
    let agents = format!("alphabeta:2,{}", engine_seat(&python, "20ms"));
    let out = ok_text(&run_quiet(&[
        "tournament",
        "kalah",
        "--agents",
        &agents,
        "--games",
        "2",
        "--seed",
        "3",
        "--jobs",
        "1",
        "--json",
    ]));
    let t: Value = serde_json::from_str(&out).unwrap();
    let r = &t["results"][0][1];
    let finished = ["wins", "draws", "losses"]
        .iter()
        .map(|k| r[k].as_u64().unwrap())
        .sum::<u64>();
    assert_eq!(finished, 2, "{r}");
    assert_eq!(r["unfinished"], 0, "{r}");
}

/// The wrapper on the other end of two pipes.
struct Wrapper {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Wrapper {
    fn start(python: &Path) -> Wrapper {
        let mut child = Command::new(python)
            .arg(format!("{ROOT}/benches/openspiel_engine.py"))
            .args(["--seed", "9"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        Wrapper {
            child,
            stdin,
            stdout,
        }
    }

    /// Sends `line` and reads one answer line.
    fn ask(&mut self, line: &str) -> String {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        self.line()
    }

    fn line(&mut self) -> String {
        let mut answer = String::new();
        self.stdout.read_line(&mut answer).unwrap();
        assert!(answer.ends_with('\n'), "the wrapper ended: `{answer}`");
        answer.trim_end().to_owned()
    }
}

#[test]
fn the_wrapper_numbers_moves_as_mancala_does_with_either_player_first() {
    let Some(python) = python() else { return };
    let mut w = Wrapper::start(&python);
    for line in [
        "id name openspiel-mcts",
        "id version 2.0.2",
        "id protocol 1",
        "mancalaok",
    ] {
        if line == "id name openspiel-mcts" {
            assert_eq!(w.ask("mancala 1"), line);
        } else {
            assert_eq!(w.line(), line);
        }
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(17);
    for ruleset in ["kalah", "oware-abapa"] {
        assert_eq!(
            w.ask(&format!("ruleset {ruleset}")),
            format!("ok ruleset {ruleset} players 2 first 0")
        );
        for first in [0, 1] {
            for _ in 0..3 {
                let mut game = Game::new(rules(ruleset), first);
                assert_eq!(
                    w.ask(&format!("position start first {first}")),
                    format!("ok position ply 0 to-move {first}")
                );
                loop {
                    let ours = game.legal_move_texts().join(" ");
                    assert_eq!(
                        w.ask("legal"),
                        format!("legal {ours}").trim_end(),
                        "{ruleset}"
                    );
                    if game.position().is_over() {
                        break;
                    }
                    let moves = game.legal_move_texts();
                    let mv = moves[rng.random_range(0..moves.len())].clone();
                    game.play_text(&mv).unwrap();
                    let answer = w.ask(&format!("play {mv}"));
                    let ply = game.num_plies();
                    let expected = match game.position().outcome() {
                        None => format!(
                            "ok position ply {ply} to-move {}",
                            game.position().to_move().unwrap()
                        ),
                        Some(o) => match o.winner {
                            Some(p) => format!("ok position ply {ply} over winner {p}"),
                            None => format!("ok position ply {ply} over draw"),
                        },
                    };
                    assert_eq!(answer, expected, "{ruleset}, first {first}");
                }
            }
        }
    }
    // A search: one `info` line with its seed, then a legal move.
    assert_eq!(
        w.ask("position start first 1 moves 9"),
        "ok position ply 1 to-move 0"
    );
    let legal = w.ask("legal");
    let info = w.ask("go mcts iterations 200 seed 7");
    assert!(info.starts_with("info iterations 200 nodes 200 "), "{info}");
    assert!(
        info.contains(" score winrate ") && info.contains(" seed 7 pv "),
        "{info}"
    );
    let best = w.line();
    let mv = best.strip_prefix("bestmove ").expect(&best);
    assert!(
        legal.split(' ').skip(1).any(|m| m == mv),
        "{best} not in {legal}"
    );
    // Bad input: an `error` line each, and the wrapper goes on.
    for (line, start) in [
        (
            "ruleset sungka",
            "error unknown-ruleset unknown ruleset `sungka`: this engine plays kalah and oware-abapa",
        ),
        (
            "play 13",
            "error bad-move move 1 of 1, `13`, at ply 1: `13` is not a move",
        ),
        ("play 7", "error illegal-move move 1 of 1, `7`, at ply 1"),
        ("go", "error bad-arguments `go` needs a budget"),
        ("go depth 65", "error out-of-range `depth 65`"),
        ("go mcts depth 3", "error bad-arguments"),
        ("hello", "error unknown-command unknown command `hello`"),
        ("mancala 2", "error unsupported-protocol"),
        ("ruleset toml x", "error bad-arguments"),
    ] {
        let answer = w.ask(line);
        assert!(answer.starts_with(start), "`{line}`: {answer}");
    }
    // A ruleset of other rules is refused by its rules, whatever its id.
    let text =
        "id = \"kalah\"\ngame = \"kalah\"\n[board]\nhouses-per-player = 3\nseeds-per-house = 2\n";
    writeln!(w.stdin, "ruleset toml {}", text.len()).unwrap();
    let answer = w.ask(text.trim_end());
    assert!(
        answer.starts_with("error unknown-ruleset `kalah`: OpenSpiel plays only"),
        "{answer}"
    );
    assert_eq!(w.ask("isready"), "readyok");
    writeln!(w.stdin, "quit").unwrap();
    w.stdin.flush().unwrap();
    let out = w.child.wait_with_output().unwrap();
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("seed 9"), "{stderr}");
    assert!(!stderr.contains("Traceback"), "{stderr}");
}
