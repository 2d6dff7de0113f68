//! The perfect player (`perfect`): it plays solved positions exactly (against itself the game
//! ends at the proved value; against random play never worse), never claims a value it has not
//! proved, refuses before any game a ruleset the solver cannot solve, and hints say what
//! perfect play gives where the solver knows.

use std::{sync::Arc, time::Duration};

use mancala::{
    Family, Game,
    agent::{Agent, History, Seat, Value},
    position::{EndReason, Player, Position},
    rules::Rules,
    solve::{self, SolveOptions, Solver},
};

use crate::common::{err_text, out_text, run_mancala};

/// Small boards of every kind the solver knows: captures that are final (Kalah under both
/// capture rules), the repetition rule (Oware), and Ô ăn quan.
const SMALL: [(&str, [&str; 2]); 4] = [
    (
        "kalah-empty-capture",
        ["board.houses-per-player=3", "board.seeds-per-house=2"],
    ),
    (
        "kalah",
        ["board.houses-per-player=3", "board.seeds-per-house=3"],
    ),
    (
        "oware-abapa",
        ["board.houses-per-player=2", "board.seeds-per-house=2"],
    ),
    (
        "o-an-quan",
        ["board.squares-per-side=2", "board.stones-per-square=1"],
    ),
];

fn with(ruleset: &str, settings: &[&str]) -> Arc<dyn Family> {
    let settings: Vec<String> = settings.iter().map(|s| (*s).to_owned()).collect();
    Rules::resolve_with(ruleset, &settings).expect("a valid ruleset")
}

/// A solver of the test's own, to check the players' values (emptied for each ruleset).
struct Oracle {
    solver: Solver,
}

impl Oracle {
    fn new() -> Oracle {
        Oracle {
            solver: Solver::with_memory(16).expect("16 MiB"),
        }
    }

    /// The exact value of the game's position for `player` (no time limit), given the
    /// positions since the last capture.
    fn value_for(&mut self, game: &Game, player: Player) -> i32 {
        let rules = game.rules();
        let seen = solve::history_since_capture(rules, game.start(), game.moves());
        let pos = game.position();
        let value = self
            .solver
            .solve(rules, pos, &seen, &SolveOptions::default(), &mut |_| {})
            .expect("solvable")
            .value()
            .expect("solved without a time limit");
        if pos.turn() == player { value } else { -value }
    }
}

/// The final margin of `player` over the other, as the solver counts it (a game stopped by a
/// limit is a draw).
fn margin(pos: &Position, player: Player) -> i32 {
    let o = pos.outcome().expect("the game is over");
    if matches!(o.reason, EndReason::Limit(_)) {
        return 0;
    }
    o.scores[usize::from(player)] - o.scores[usize::from(1 - player)]
}

/// Plays a game from its start between `agents` (seat p played by `agents[p]`); returns the
/// game and, for every move, who chose it, the value they gave its position and (for a perfect
/// player) the oracle's.
fn play(
    oracle: &mut Oracle,
    rules: &Arc<dyn Family>,
    agents: &mut [Agent; 2],
    first: Player,
) -> (Game, Vec<(Player, Value, i32)>) {
    let mut game = Game::new(Arc::clone(rules), first);
    let mut told = Vec::new();
    while !game.position().is_over() {
        let mover = game.position().turn();
        let history = History {
            first,
            from: None,
            moves: game.moves(),
        };
        let agent = &mut agents[usize::from(mover)];
        let thought = agent
            .try_analyse(game.rules(), game.position(), history)
            .expect("the players of this program never fail");
        let proved = if matches!(agent.kind(), Seat::Perfect(_)) {
            oracle.value_for(&game, mover)
        } else {
            0
        };
        told.push((mover, thought.value, proved));
        game.play(&thought.best).expect("a legal move");
    }
    (game, told)
}

#[test]
fn the_perfect_player_against_itself_ends_every_game_at_the_proved_value() {
    // One pair of players for every ruleset: each keeps its table from game to game and
    // empties it for another ruleset.
    let mut agents = [
        Agent::new(Seat::Perfect(None), 1),
        Agent::new(Seat::Perfect(None), 2),
    ];
    let mut oracle = Oracle::new();
    for (ruleset, settings) in SMALL {
        let rules = with(ruleset, &settings);
        oracle.solver.clear();
        for first in [0, 1] {
            let start = oracle.value_for(&Game::new(Arc::clone(&rules), first), first);
            let (game, told) = play(&mut oracle, &rules, &mut agents, first);
            assert_eq!(
                margin(game.position(), first),
                start,
                "{ruleset} {settings:?}, first player {first}: {:?}",
                game.move_texts()
            );
            for (mover, value, proved) in told {
                assert_eq!(value, Value::Exact(proved), "{ruleset}: seat {mover}");
            }
        }
    }
}

#[test]
fn the_perfect_player_never_does_worse_than_the_proved_value_against_random_play() {
    // One perfect player for every game, in either seat, its table emptied for each ruleset.
    let perfect = Seat::Perfect(Some(Duration::from_secs(60)));
    let mut agents = [Agent::new(perfect, 0), Agent::new(Seat::Random, 0)];
    let mut oracle = Oracle::new();
    for (ruleset, settings) in SMALL {
        let rules = with(ruleset, &settings);
        oracle.solver.clear();
        for seat in [0, 1] {
            if agents[usize::from(seat)].kind() == &Seat::Random {
                agents.swap(0, 1);
            }
            for seed in 0..6 {
                agents[usize::from(1 - seat)].reseed(seed);
                let first = (seed % 2) as Player;
                let start = oracle.value_for(&Game::new(Arc::clone(&rules), first), seat);
                let (game, told) = play(&mut oracle, &rules, &mut agents, first);
                // Each of its values is the proved one, and none is below the one before (nor
                // the first below the value at the start): random play can only give away.
                let mut best_so_far = start;
                for (_, value, proved) in told.into_iter().filter(|t| t.0 == seat) {
                    assert_eq!(value, Value::Exact(proved), "{ruleset} seed {seed}");
                    assert!(
                        proved >= best_so_far,
                        "{ruleset} seed {seed}: {proved} after {best_so_far}"
                    );
                    best_so_far = proved;
                }
                let end = margin(game.position(), seat);
                assert!(
                    end >= best_so_far,
                    "{ruleset} {settings:?} seed {seed}: ended at {end}, proved {best_so_far}: {:?}",
                    game.move_texts()
                );
            }
        }
    }
}

#[test]
fn a_perfect_player_short_of_time_plays_on_and_claims_only_what_it_proved() {
    // Kalah(4,3): large enough that a millisecond leaves many positions unsolved, small
    // enough to check every claim with a solver of its own. Whichever positions it solves in
    // that time, each exact value it gives is the proved one, and each bound holds.
    let rules = with(
        "kalah-empty-capture",
        &["board.houses-per-player=4", "board.seeds-per-house=3"],
    );
    let mut agents = [
        Agent::new(Seat::Perfect(Some(Duration::from_millis(1))), 0),
        Agent::new(Seat::Random, 0),
    ];
    let mut oracle = Oracle::new();
    for seed in 0..3 {
        agents[1].reseed(seed);
        let (game, told) = play(&mut oracle, &rules, &mut agents, (seed % 2) as Player);
        assert!(game.position().is_over());
        for (_, value, proved) in told.into_iter().filter(|t| t.0 == 0) {
            match value {
                Value::Exact(v) => assert_eq!(v, proved),
                Value::Unsolved { lower, upper, .. } => {
                    assert!(
                        lower.is_none_or(|l| l <= proved),
                        "{value}: proved {proved}"
                    );
                    assert!(
                        upper.is_none_or(|u| u >= proved),
                        "{value}: proved {proved}"
                    );
                }
                other => panic!("a perfect player's value is exact or unsolved: {other:?}"),
            }
        }
    }
}

/// A ruleset file in a folder of its own; returns its path.
fn ruleset_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("mancala-perfect-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

/// Kalah(3,2) under the paper's rules as a ruleset file: South wins by 4 with perfect play.
fn kalah_3_2() -> String {
    let text = Rules::builtin_text("kalah-empty-capture")
        .unwrap()
        .replace("id = \"kalah-empty-capture\"", "id = \"kalah-3-2\"")
        .replace("houses-per-player = 6", "houses-per-player = 3")
        .replace("seeds-per-house = 4", "seeds-per-house = 2");
    ruleset_file("kalah-3-2", &text)
}

#[test]
fn every_command_refuses_a_perfect_player_for_a_ruleset_it_cannot_solve_before_any_game() {
    let three = "player `perfect` cannot play sungka-3p: the solver plays two-player games only; this ruleset has 3 players";
    let sungka_match = ruleset_file(
        "sungka-match",
        "id = \"sungka-match\"\ngame = \"sungka\"\n\n[match]\nmode = \"burnt-houses\"\n",
    );
    let rounds = |seat: &str| {
        format!(
            "player `{seat}` cannot play sungka-match: this ruleset cannot be solved by points: a match of several rounds is won by rounds, not by points"
        )
    };
    for (args, message) in [
        (
            vec!["play", "sungka-3p", "--seat", "2=perfect"],
            three.to_owned(),
        ),
        (
            vec![
                "compare",
                "sungka-3p",
                "--agents",
                "random,random,perfect",
                "--games",
                "2",
            ],
            three.to_owned(),
        ),
        (
            vec![
                "tournament",
                "sungka-3p",
                "--agents",
                "random,perfect",
                "--games",
                "2",
            ],
            three.to_owned(),
        ),
        (
            vec!["play", &sungka_match, "--north", "perfect:2s"],
            rounds("perfect:2s"),
        ),
        (
            vec![
                "compare",
                "sungka",
                &sungka_match,
                "--agents",
                "perfect",
                "--games",
                "2",
            ],
            rounds("perfect"),
        ),
        (
            vec![
                "tournament",
                &sungka_match,
                "--agents",
                "random,perfect",
                "--games",
                "2",
            ],
            rounds("perfect"),
        ),
    ] {
        let o = run_mancala(&args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", err_text(&o));
        assert_eq!(err_text(&o).trim(), format!("error: {message}"), "{args:?}");
        assert!(
            !out_text(&o).contains(" plays "),
            "{args:?}: no game is played"
        );
    }
    // The same answer from the library, for any program that seats players.
    let e = Seat::Perfect(None)
        .check(&*Rules::builtin("sungka-3p").unwrap())
        .unwrap_err();
    assert_eq!(e.to_string(), three);
    assert!(
        Seat::Perfect(None)
            .check(&*Rules::builtin("oware-abapa").unwrap())
            .is_ok()
    );
    assert!(
        Seat::Random
            .check(&*Rules::builtin("sungka-3p").unwrap())
            .is_ok()
    );
}

#[test]
fn play_explains_the_perfect_players_values_and_ends_at_the_proved_margin() {
    let file = kalah_3_2();
    let o = run_mancala(
        &[
            "play",
            &file,
            "--south",
            "perfect",
            "--north",
            "perfect",
            "--explain",
            "--seed",
            "1",
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(
        out.contains("Value for South (perfect): wins by 4 with perfect play."),
        "{out}"
    );
    assert!(
        out.contains("Value for North (perfect): loses by 4 with perfect play."),
        "{out}"
    );
    assert!(
        out.contains("Final points: South 8, North 4. South wins."),
        "{out}"
    );
    assert!(!out.contains("could not solve"), "{out}");
}

#[test]
fn a_hint_gives_the_exact_value_where_the_solver_knows_it_and_alpha_beta_elsewhere() {
    let file = kalah_3_2();
    let o = run_mancala(&["play", &file, "--seed", "1"], "hint\nquit\n");
    assert!(
        out_text(&o).contains("hint: 2 (solved exactly: wins by 4 with perfect play)"),
        "{}",
        out_text(&o)
    );
    // Three players: no solver, alpha-beta's hint as before.
    let o = run_mancala(
        &["play", "sungka-3p", "--seed", "1", "--hint-time", "50ms"],
        "hint\nquit\n",
    );
    assert!(
        out_text(&o).contains("(alpha-beta, up to 8 plies deep or 50ms: "),
        "{}",
        out_text(&o)
    );
}
