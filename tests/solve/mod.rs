//! `mancala solve`: exact values against a plain minimax written here, without tables or any
//! of the solver's shortcuts, and against the published table of Irving, Donkers & Uiterwijk.

mod book;
mod book_against_mcts;
mod endgames;
mod perfect;
mod results;

use std::sync::Arc;

use mancala::{
    Family, NoRecord,
    engine::{self, Repetitions},
    position::Position,
    rules::Rules,
    search::AlphaBeta,
    solve::{Endgames, SolveOptions, Solver},
};
use rand::{RngExt, SeedableRng};

use crate::common::{after, err_text, out_text, run_mancala};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The value of `pos` for its player to move: every line played to its end by the engine,
/// carrying the positions since the last capture along each line (so the repetition rule is
/// applied over the real history of every line), no table, no bound, no move order.
pub(crate) fn minimax(rules: &dyn Family, pos: &Position, reps: &Repetitions) -> i32 {
    let me = pos.turn();
    let mut best = i32::MIN;
    for mv in rules.legal_move_list(pos).iter() {
        let mut child = pos.clone();
        let mut line = reps.clone();
        engine::apply(rules, &mut child, mv, &mut line, &mut NoRecord);
        let value = match child.outcome() {
            Some(o) if matches!(o.reason, mancala::position::EndReason::Limit(_)) => 0,
            Some(o) => o.scores[usize::from(me)] - o.scores[usize::from(1 - me)],
            None if child.turn() == me => minimax(rules, &child, &line),
            None => -minimax(rules, &child, &line),
        };
        best = best.max(value);
    }
    best
}

/// The exact value of each move of `pos` for its player, by the solver, with the child.
fn exact_moves(rules: &dyn Family, pos: &Position) -> Vec<(i32, mancala::moves::Move, Position)> {
    let me = pos.turn();
    rules
        .legal_move_list(pos)
        .iter()
        .map(|mv| {
            let child = after(rules, pos, mv);
            let value = match child.outcome() {
                Some(o) => o.scores[usize::from(me)] - o.scores[usize::from(1 - me)],
                None if child.turn() == me => solve(rules, &child, &[]),
                None => -solve(rules, &child, &[]),
            };
            (value, *mv, child)
        })
        .collect()
}

/// Of the other player's replies to `child` (reached by a move of `me` worth `value` to them),
/// how many give `me` more, and how many there are; where `me` moves again, the best share a
/// move of theirs keeping the value leaves.
fn pitfalls(rules: &dyn Family, child: &Position, me: u8, value: i32) -> (u64, u64) {
    if child.is_over() {
        return (0, 0);
    }
    let replies = exact_moves(rules, child);
    if child.turn() == me {
        return replies
            .iter()
            .filter(|r| r.0 == value)
            .map(|r| pitfalls(rules, &r.2, me, value))
            .fold((0, 0), |(a, b), (c, d)| {
                if c * b.max(1) > a * d.max(1) {
                    (c, d)
                } else {
                    (a, b)
                }
            });
    }
    let mistakes = replies.iter().filter(|r| -r.0 > value).count() as u64;
    (mistakes, replies.len() as u64)
}

fn with(ruleset: &str, settings: &[&str]) -> Arc<dyn Family> {
    let settings: Vec<String> = settings.iter().map(|s| (*s).to_owned()).collect();
    Rules::resolve_with(ruleset, &settings).expect("a valid ruleset")
}

fn solve(rules: &dyn Family, pos: &Position, history: &[Position]) -> i32 {
    let mut solver = Solver::with_memory(16).expect("16 MiB");
    let solution = solver
        .solve(rules, pos, history, &SolveOptions::default(), &mut |_| {})
        .expect("solvable");
    solution.value().expect("solved without a time limit")
}

/// Positions after random moves from the start, each with the positions since its last
/// capture (for the repetition rule), where the plain minimax is quick enough.
fn random_positions(
    rules: &dyn Family,
    seed: u64,
    count: usize,
    min_plies: usize,
) -> Vec<(Position, Vec<Position>, Repetitions)> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut pos = rules.initial_position(0);
        let mut reps = Repetitions::for_rules(rules);
        reps.start(&pos);
        let mut moves = Vec::new();
        let plies = rng.random_range(min_plies..min_plies + 12);
        for _ in 0..plies {
            if pos.is_over() {
                break;
            }
            let list = rules.legal_move_list(&pos);
            let mv = list[rng.random_range(0..list.len())];
            engine::apply(rules, &mut pos, &mv, &mut reps, &mut NoRecord);
            moves.push(mv);
        }
        if !pos.is_over() {
            let start = rules.initial_position(0);
            let history = mancala::solve::history_since_capture(rules, &start, &moves);
            found.push((pos, history, reps));
        }
    }
    found
}

/// Checks the solver against the plain minimax on `count` positions after random moves.
fn agrees_with_minimax(
    ruleset: &str,
    settings: &[&str],
    seed: u64,
    count: usize,
    min_plies: usize,
) {
    let rules = with(ruleset, settings);
    for (i, (pos, history, reps)) in random_positions(&*rules, seed, count, min_plies)
        .into_iter()
        .enumerate()
    {
        let exact = minimax(&*rules, &pos, &reps);
        assert_eq!(
            solve(&*rules, &pos, &history),
            exact,
            "{ruleset} {settings:?}, position {i} (seed {seed}): {pos:?}"
        );
    }
}

#[test]
fn kalah_values_equal_a_plain_minimax_under_both_capture_rules() {
    for ruleset in ["kalah", "kalah-empty-capture"] {
        for (m, n, min) in [(2, 3, 0), (3, 3, 2), (4, 2, 10), (4, 3, 20)] {
            let settings = [
                format!("board.houses-per-player={m}"),
                format!("board.seeds-per-house={n}"),
            ];
            let settings: Vec<&str> = settings.iter().map(String::as_str).collect();
            agrees_with_minimax(ruleset, &settings, 7, 12, min);
        }
    }
}

#[test]
fn oware_values_equal_a_minimax_over_the_real_history_of_every_line() {
    // The repetition rule makes a position's value depend on the positions since the last
    // capture: the minimax carries them along each line; the solver keys on them.
    for (m, n, min) in [(2, 1, 0), (2, 2, 16)] {
        let settings = [
            format!("board.houses-per-player={m}"),
            format!("board.seeds-per-house={n}"),
        ];
        let settings: Vec<&str> = settings.iter().map(String::as_str).collect();
        agrees_with_minimax("oware-abapa", &settings, 11, 12, min);
    }
}

#[test]
fn o_an_quan_values_equal_a_plain_minimax() {
    for ruleset in ["o-an-quan", "o-an-quan-no-quan-non"] {
        agrees_with_minimax(
            ruleset,
            &["board.squares-per-side=2", "board.stones-per-square=1"],
            5,
            8,
            6,
        );
    }
    // Refilled from outside the game, a side never runs dry: the move limit ends the game.
    agrees_with_minimax(
        "o-an-quan-mandarin-5",
        &[
            "board.squares-per-side=2",
            "board.stones-per-square=1",
            "limits.max-plies=24",
        ],
        5,
        8,
        16,
    );
}

#[test]
fn a_game_stopped_by_a_limit_counts_as_a_draw_and_the_limit_is_searched_exactly() {
    // With a move limit inside the game's reach, the values depend on the move counters: the
    // solver keys such searches by them and must still equal the minimax.
    agrees_with_minimax(
        "kalah",
        &[
            "board.houses-per-player=3",
            "board.seeds-per-house=2",
            "limits.max-plies=9",
        ],
        3,
        12,
        0,
    );
    agrees_with_minimax(
        "oware-abapa",
        &[
            "board.houses-per-player=3",
            "board.seeds-per-house=2",
            "limits.max-plies-without-capture=4",
        ],
        3,
        12,
        0,
    );
}

/// Irving, Donkers & Uiterwijk (2000), Tables 9 and 10: the value of Kalah(m,n) for the first
/// player, every instance of up to 30 counters.
const PAPER: [(u8, u8, i32); 25] = [
    (1, 1, 0),
    (1, 2, -2),
    (2, 1, 2),
    (1, 3, 6),
    (3, 1, 0),
    (1, 4, -2),
    (2, 2, -2),
    (4, 1, 2),
    (1, 5, 2),
    (5, 1, 0),
    (1, 6, 0),
    (2, 3, -2),
    (3, 2, 4),
    (6, 1, 2),
    (2, 4, -12),
    (4, 2, 6),
    (3, 3, 2),
    (2, 5, 6),
    (5, 2, 0),
    (2, 6, 8),
    (3, 4, 2),
    (4, 3, 8),
    (6, 2, 10),
    (3, 5, 6),
    (5, 3, 8),
];

#[test]
fn a_solve_on_a_thread_with_little_stack_goes_as_deep_as_the_game() {
    // Oware's lines run hundreds of plies to the end of the game, deeper than a worker thread's
    // stack holds (a tournament's perfect player overflowed one): the search takes more stack
    // where it runs short. Half a second of Oware Abapa from the start on a 256 KiB thread.
    let rules = with("oware-abapa", &[]);
    let pos = rules.initial_position(0);
    let bounds = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let mut solver = Solver::with_memory(16).expect("16 MiB");
            let options = SolveOptions {
                time_limit: Some(std::time::Duration::from_millis(500)),
                threads: std::num::NonZeroUsize::new(1),
                ..SolveOptions::default()
            };
            let s = solver
                .solve(&*rules, &pos, &[], &options, &mut |_| {})
                .expect("oware-abapa is solvable");
            (s.lower, s.upper)
        })
        .expect("a thread")
        .join()
        .expect("no overflow");
    // Not solved in that time (nor stopped by an overflow): the bounds it proved, if any.
    assert!(bounds.0 < bounds.1, "{bounds:?}");
}

#[test]
fn kalah_with_empty_capture_reproduces_the_published_values_up_to_30_counters() {
    for (m, n, value) in PAPER {
        let rules = with(
            "kalah-empty-capture",
            &[
                &format!("board.houses-per-player={m}"),
                &format!("board.seeds-per-house={n}"),
            ],
        );
        let start = rules.initial_position(0);
        assert_eq!(solve(&*rules, &start, &[]), value, "Kalah({m},{n})");
    }
}

/// `mancala solve` on the paper's Kalah(4,3), with a small table.
const KALAH_4_3: &[&str] = &[
    "solve",
    "kalah-empty-capture",
    "--set",
    "board.houses-per-player=4",
    "--set",
    "board.seeds-per-house=3",
    "--memory",
    "16",
];

#[test]
fn solve_prints_the_value_the_best_move_and_a_line_that_reaches_it() {
    let out = run_mancala(&[KALAH_4_3, &["--json"]].concat(), "");
    assert!(out.status.success(), "{}", err_text(&out));
    let doc: serde_json::Value = serde_json::from_str(&out_text(&out)).expect("JSON");
    assert_eq!(doc["value"], 8, "the paper's Kalah(4,3)");
    assert_eq!(doc["south_value"], 8);
    assert_eq!(doc["result"], "win");
    assert_eq!(doc["winner"], "south");
    let scores = doc["scores"].as_array().expect("scores");
    assert_eq!(scores[0].as_i64().unwrap() - scores[1].as_i64().unwrap(), 8);
    // The line of perfect play replays to that score.
    let line: Vec<&str> = doc["line"]
        .as_array()
        .expect("line")
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(doc["best"], line[0]);
    let rules = with(
        "kalah-empty-capture",
        &["board.houses-per-player=4", "board.seeds-per-house=3"],
    );
    let mut game = mancala::Game::new(rules, 0);
    for mv in &line {
        game.play_text(mv).expect("a legal move");
    }
    let end = game.position().outcome().expect("the line ends the game");
    assert_eq!(end.scores[0] - end.scores[1], 8);

    // From a position after moves, in words, for the player to move.
    let moves = line[..2].join(" ");
    let out = run_mancala(&[KALAH_4_3, &["--moves", &moves]].concat(), "");
    let text = out_text(&out);
    assert!(text.contains("to move after 2 moves."), "{text}");
    assert!(text.contains("wins by 8 with perfect play"), "{text}");
    assert!(text.contains(&format!("Best move: {}", line[2])), "{text}");
}

#[test]
fn solve_refuses_what_it_cannot_do_and_says_why() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["solve", "sungka-3p"],
            "two-player games only; this ruleset has 3 players",
        ),
        (
            &["solve", "sungka", "--set", "match.mode=burnt-houses"],
            "won by rounds, not by points",
        ),
        (&["solve", "kalah", "--memory", "0"], "give 1 to"),
        (
            &["solve", "kalah", "--time-limit", "0"],
            "--time-limit 0: give 0.001 to",
        ),
        (
            &["solve", "kalah", "--set", "board.seeds-per-house"],
            "no `=` between the key and the value",
        ),
        (
            &["solve", "kalah", "--set", "board=3"],
            "`board` is a table; set one of its keys",
        ),
    ];
    for (args, message) in cases {
        let out = run_mancala(args, "");
        assert!(!out.status.success(), "{args:?}");
        assert!(
            err_text(&out).contains(message),
            "{args:?}: {}",
            err_text(&out)
        );
    }
    // A setting the family does not know is refused by the ruleset's own checks.
    let out = run_mancala(&["solve", "kalah", "--set", "board.houses=3"], "");
    assert!(err_text(&out).contains("houses"), "{}", err_text(&out));
}

#[test]
fn solve_gives_up_at_its_time_limit_with_the_bounds_it_proved() {
    let out = run_mancala(
        &["solve", "kalah", "--time-limit", "0.2", "--memory", "16"],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = out_text(&out);
    assert!(
        text.contains("Unsolved: the time limit ran out. The value for South is between"),
        "{text}"
    );
    assert!(err_text(&out).contains("unsolved within --time-limit 0.2"));
}

/// Kalah rulesets of every capture rule on small boards, for the counts path.
fn kalah_variants() -> Vec<Arc<dyn Family>> {
    let mut all = Vec::new();
    for ruleset in ["kalah", "kalah-empty-capture"] {
        for last in ["true", "false"] {
            for (m, n) in [(1, 3), (2, 2), (3, 3), (4, 3), (6, 4), (5, 12)] {
                all.push(with(
                    ruleset,
                    &[
                        &format!("board.houses-per-player={m}"),
                        &format!("board.seeds-per-house={n}"),
                        &format!("capture.includes-last-seed={last}"),
                    ],
                ));
            }
        }
    }
    all
}

#[test]
fn counts_moves_do_what_the_engine_does() {
    // The solver's fast path plays Kalah on bare pit counts seen from the mover: every move of
    // random games, checked against the engine (the board, the points, the turn, the end).
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let mut checked = 0;
    for rules in kalah_variants() {
        let houses = rules.counts_houses().expect("Kalah answers counts");
        for _ in 0..30 {
            let mut pos = rules.initial_position(rng.random_range(0..2));
            let mut reps = Repetitions::for_rules(&*rules);
            while !pos.is_over() {
                let before = rules.counts_of(&pos).expect("a Kalah position is counts");
                let me = pos.turn();
                let list = rules.legal_move_list(&pos);
                let houses_with_seeds: Vec<usize> =
                    (0..houses).filter(|&h| before[h] > 0).collect();
                assert_eq!(list.len(), houses_with_seeds.len(), "{pos:?}");
                for (mv, &house) in list.iter().zip(&houses_with_seeds) {
                    let mut child = pos.clone();
                    reps.start(&pos);
                    engine::apply(&*rules, &mut child, mv, &mut reps, &mut NoRecord);
                    let mut counts = before;
                    let sown = rules.counts_play(&mut counts, house).expect("counts");
                    let margin = |p: &Position| {
                        let s = rules.scores(p);
                        s[usize::from(me)] - s[usize::from(1 - me)]
                    };
                    assert_eq!(sown.gain, margin(&child) - margin(&pos), "{pos:?} {mv:?}");
                    assert_eq!(sown.over, child.is_over(), "{pos:?} {mv:?}");
                    if !child.is_over() {
                        assert_eq!(sown.again, child.turn() == me, "{pos:?} {mv:?}");
                        assert_eq!(Some(counts), rules.counts_of(&child), "{pos:?} {mv:?}");
                    }
                    checked += 1;
                }
                let mv = list[rng.random_range(0..list.len())];
                reps.start(&pos);
                engine::apply(&*rules, &mut pos, &mv, &mut reps, &mut NoRecord);
            }
        }
    }
    assert!(checked > 10_000, "{checked} moves checked");
}

#[test]
fn kalah_values_on_several_threads_equal_a_plain_minimax() {
    // Four threads share the table and mark the boards they search, whatever the machine's
    // cores: every test's answer must still be exact.
    for ruleset in ["kalah", "kalah-empty-capture"] {
        let rules = with(
            ruleset,
            &["board.houses-per-player=4", "board.seeds-per-house=3"],
        );
        for (i, (pos, history, reps)) in
            random_positions(&*rules, 5, 12, 16).into_iter().enumerate()
        {
            let mut solver = Solver::with_memory(16).expect("16 MiB");
            let options = SolveOptions {
                threads: std::num::NonZeroUsize::new(4),
                ..SolveOptions::default()
            };
            let solution = solver
                .solve(&*rules, &pos, &history, &options, &mut |_| {})
                .expect("solvable");
            assert_eq!(
                solution.value(),
                Some(minimax(&*rules, &pos, &reps)),
                "{ruleset} position {i}: {pos:?}"
            );
        }
    }
}

#[test]
fn the_counts_path_and_its_database_equal_the_engine_s_search() {
    // The same positions solved three ways: through the engine, on counts without a
    // database, on counts with a database of every board of up to 12 seeds.
    for (ruleset, m, n) in [
        ("kalah", 4, 3),
        ("kalah-empty-capture", 3, 4),
        ("kalah", 6, 2),
    ] {
        let rules = with(
            ruleset,
            &[
                &format!("board.houses-per-player={m}"),
                &format!("board.seeds-per-house={n}"),
            ],
        );
        for (i, (pos, history, _)) in random_positions(&*rules, 21, 8, 4).into_iter().enumerate() {
            let run = |options: SolveOptions| {
                let mut solver = Solver::with_memory(16).expect("16 MiB");
                let solution = solver
                    .solve(&*rules, &pos, &history, &options, &mut |_| {})
                    .expect("solvable");
                (
                    solution.value().expect("solved"),
                    solution.database.map(|d| d.pieces),
                )
            };
            let engine = run(SolveOptions {
                engine_only: true,
                ..SolveOptions::default()
            });
            let counts = run(SolveOptions {
                database: Some(0),
                ..SolveOptions::default()
            });
            let with_db = run(SolveOptions {
                database: Some(12),
                ..SolveOptions::default()
            });
            assert_eq!(
                engine.0, counts.0,
                "{ruleset} ({m},{n}) position {i}: {pos:?}"
            );
            assert_eq!(
                engine.0, with_db.0,
                "{ruleset} ({m},{n}) position {i}: {pos:?}"
            );
            assert_eq!((engine.1, counts.1), (None, None));
            let seeds: u32 = pos.pits().iter().map(|&c| u32::from(c)).sum::<u32>()
                - rules.scores(&pos)[..2]
                    .iter()
                    .map(|&s| s as u32)
                    .sum::<u32>();
            assert_eq!(with_db.1, (seeds > 1).then_some(12.min(seeds as usize - 1)));
        }
    }
}

#[test]
fn alpha_beta_plays_every_endgame_in_the_database_perfectly() {
    // Kalah(6,4) late in random games: with at most 10 seeds on the board (what the database
    // the computer players share covers on six houses a side), alpha-beta gives the solver's
    // exact value and a move that keeps it; with more, it searches as before.
    let rules = with("kalah", &[]);
    let endgames = Endgames::shared(&*rules).expect("Kalah has an endgame database");
    assert_eq!(endgames.max_pieces(), 10);
    assert!(endgames.fits(&*rules));
    assert!(!endgames.fits(&*with("kalah-empty-capture", &[])));
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(8);
    let (mut inside, mut outside, mut trapped) = (0, 0, 0);
    while inside < 40 || outside < 10 {
        let mut pos = rules.initial_position(0);
        let mut reps = Repetitions::for_rules(&*rules);
        while !pos.is_over() {
            let seeds: u32 = rules
                .counts_of(&pos)
                .expect("counts")
                .iter()
                .map(|&c| u32::from(c))
                .sum();
            if seeds <= 12 && rng.random_range(0..3) == 0 {
                let r = AlphaBeta::default().search(&*rules, &pos, 4, None);
                if seeds <= 10 {
                    inside += 1;
                    let value = solve(&*rules, &pos, &[]);
                    assert!(r.exact, "{pos:?}");
                    assert_eq!(r.value, value, "{pos:?}");
                    let mut child = pos.clone();
                    engine::apply(
                        &*rules,
                        &mut child,
                        &r.best,
                        &mut Repetitions::new(),
                        &mut NoRecord,
                    );
                    let me = usize::from(pos.turn());
                    let after = match child.outcome() {
                        Some(o) => o.scores[me] - o.scores[1 - me],
                        None if usize::from(child.turn()) == me => solve(&*rules, &child, &[]),
                        None => -solve(&*rules, &child, &[]),
                    };
                    assert_eq!(after, value, "{:?} loses value in {pos:?}", r.best);
                    // Of the moves that keep the value, none leaves the other player a larger
                    // share of replies that give the mover more.
                    let keeping: Vec<_> = exact_moves(&*rules, &pos)
                        .into_iter()
                        .filter(|(v, _, _)| *v == value)
                        .collect();
                    let share = |child: &Position| pitfalls(&*rules, child, pos.turn(), value);
                    let chosen = keeping.iter().find(|k| k.1 == r.best).expect("kept");
                    let (m, n) = share(&chosen.2);
                    for (_, mv, child) in &keeping {
                        let (m2, n2) = share(child);
                        assert!(
                            m * n2.max(1) >= m2 * n.max(1),
                            "{mv:?} sets more traps in {pos:?}"
                        );
                    }
                    if keeping[0].1 != r.best {
                        trapped += 1;
                    }
                } else {
                    outside += 1;
                    assert!(!r.exact, "{pos:?}");
                }
            }
            let list = rules.legal_move_list(&pos);
            let mv = list[rng.random_range(0..list.len())];
            engine::apply(&*rules, &mut pos, &mv, &mut reps, &mut NoRecord);
        }
    }
    // Some positions had a move that keeps the value and leaves more traps than the first.
    assert!(trapped > 0, "{trapped} of {inside}");
    // No database where the rules have no counts boards.
    assert!(Endgames::shared(&*with("o-an-quan", &[])).is_none());
}

#[test]
fn a_drawn_endgame_is_played_for_the_replies_that_go_wrong() {
    // Kalah(6,4), South to move, 21 to 19 up with 8 seeds left: South's houses hold 2 0 0 0 2 1,
    // North's 0 1 2 0 0 0. South's three moves, houses 1, 5 and 6, each draw with perfect play.
    // After house 1 or 6, one of North's two replies gives South the game; after house 5, two
    // of North's three do. The computer plays house 5, where the first move kept the draw.
    let rules = with("kalah", &[]);
    let mut pos = rules.initial_position(0);
    for (pit, count) in [2, 0, 0, 0, 2, 1, 21, 0, 1, 2, 0, 0, 0, 19]
        .into_iter()
        .enumerate()
    {
        pos.set_count(pit as u8, count);
    }
    assert_eq!(
        rules.counts_of(&pos),
        Some([2, 0, 0, 0, 2, 1, 0, 1, 2, 0, 0, 0]),
        "South's houses, then North's"
    );
    assert_eq!(rules.scores(&pos)[..2], [21, 19]);
    let values: Vec<(String, i32)> = exact_moves(&*rules, &pos)
        .iter()
        .map(|(v, mv, _)| (rules.move_text(&pos, mv), *v))
        .collect();
    let drawing: Vec<&str> = values
        .iter()
        .filter(|(_, v)| *v == 0)
        .map(|(m, _)| m.as_str())
        .collect();
    assert_eq!(drawing, ["1", "5", "6"], "{values:?}");
    assert_eq!(values.len(), 3, "{values:?}");
    let shares: Vec<(u64, u64)> = exact_moves(&*rules, &pos)
        .iter()
        .filter(|(v, _, _)| *v == 0)
        .map(|(_, _, child)| pitfalls(&*rules, child, 0, 0))
        .collect();
    assert_eq!(shares, [(1, 2), (2, 3), (1, 2)]);
    let r = AlphaBeta::default().search(&*rules, &pos, 4, None);
    assert!(r.exact);
    assert_eq!(r.value, 0);
    assert_eq!(rules.move_text(&pos, &r.best), "5");
}

#[test]
fn an_endgame_database_file_is_built_once_read_after_and_refused_when_wrong() {
    let dir = std::env::temp_dir().join(format!("mancala-db-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("kalah-4.db");
    let path = file.to_str().unwrap();
    let kalah_4_3 = [
        "solve",
        "kalah",
        "--set",
        "board.houses-per-player=4",
        "--set",
        "board.seeds-per-house=3",
        "--memory",
        "16",
    ];
    let with = |extra: &[&str]| {
        let args: Vec<&str> = kalah_4_3.iter().chain(extra).copied().collect();
        run_mancala(&args, "")
    };
    // Built and written the first time, read the second: the same value either way.
    let built = with(&["--database", "10", "--database-file", path]);
    assert!(built.status.success(), "{}", err_text(&built));
    assert!(
        out_text(&built).contains("Value: +6"),
        "{}",
        out_text(&built)
    );
    assert!(out_text(&built).contains("up to 10 pieces (43,758 bytes), built in"));
    let read = with(&["--database-file", path]);
    assert!(read.status.success(), "{}", err_text(&read));
    assert!(out_text(&read).contains("Value: +6"), "{}", out_text(&read));
    assert!(
        out_text(&read).contains(&format!("up to 10 pieces (43,758 bytes), read from {path}")),
        "{}",
        out_text(&read)
    );
    // No partial file is left behind.
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);

    let refused = |extra: &[&str], message: &str| {
        let out = with(extra);
        assert!(!out.status.success(), "{extra:?}");
        assert!(
            err_text(&out).contains(message),
            "{extra:?}: {}",
            err_text(&out)
        );
    };
    refused(
        &["--database-file", path, "--database", "9"],
        "holds the boards of up to 10 pieces, not 9",
    );
    refused(
        &[
            "--database-file",
            path,
            "--set",
            "capture.includes-last-seed=false",
        ],
        "holds the endgames of other rules",
    );
    refused(
        &["--database-file", path, "--engine-only"],
        "--engine-only searches without an endgame database",
    );
    // Every value negated and the checksum worked out again (the reliability audit's
    // forgery): the checksum is right, the values disagree with the rules' moves.
    let good = std::fs::read(&file).unwrap();
    crate::common::forge_endgames(&file);
    refused(
        &["--database-file", path],
        "holds values that disagree with the rules' moves",
    );
    std::fs::write(&file, &good).unwrap();
    // One byte changed on the disk: the checksum finds it.
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, &bytes).unwrap();
    refused(&["--database-file", path], "is damaged");
    std::fs::write(&file, "not a database").unwrap();
    refused(&["--database-file", path], "is not an endgame database");
    std::fs::remove_dir_all(&dir).unwrap();

    // Rules whose positions are not pit counts have no database to ask for.
    let out = run_mancala(&["solve", "o-an-quan", "--database", "5"], "");
    assert!(
        err_text(&out).contains("--database and --database-file need a search on pit counts"),
        "{}",
        err_text(&out)
    );
}

#[test]
fn the_threads_change_neither_the_value_nor_the_database_file() {
    // Kalah(5,3) under both capture rules, solved with its database of up to 12 seeds on one
    // thread (twice) and on several: the same value and the same file byte for byte; on one
    // thread also the same line and counts. (Threads that share a table may find another line
    // of perfect play, after another number of positions.)
    let dir = std::env::temp_dir().join(format!("mancala-threads-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for ruleset in ["kalah", "kalah-empty-capture"] {
        let mut seen: Option<(serde_json::Value, Vec<u8>)> = None;
        for (run, threads) in ["1", "1", "2", "5"].into_iter().enumerate() {
            let file = dir.join(format!("{ruleset}-{run}.db"));
            let out = run_mancala(
                &[
                    "solve",
                    ruleset,
                    "--set",
                    "board.houses-per-player=5",
                    "--set",
                    "board.seeds-per-house=3",
                    "--memory",
                    "64",
                    "--database",
                    "12",
                    "--database-file",
                    file.to_str().unwrap(),
                    "--threads",
                    threads,
                    "--json",
                ],
                "",
            );
            assert!(out.status.success(), "{}", err_text(&out));
            let mut json: serde_json::Value = serde_json::from_str(&out_text(&out)).unwrap();
            assert_eq!(json["database"]["pieces"], 12, "{json}");
            for time in ["seconds", "database"] {
                json.as_object_mut().unwrap().remove(time);
            }
            let bytes = std::fs::read(&file).unwrap();
            match &seen {
                None => seen = Some((json, bytes)),
                Some((json1, bytes1)) => {
                    if threads == "1" {
                        assert_eq!(&json, json1, "{ruleset}, {threads} threads");
                    }
                    for key in ["value", "south_value", "result", "scores", "end"] {
                        assert_eq!(json[key], json1[key], "{ruleset}, {threads} threads: {key}");
                    }
                    assert!(
                        &bytes == bytes1,
                        "{ruleset}, {threads} threads: another file"
                    );
                }
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_database_built_on_several_threads_equals_the_one_built_on_one_for_every_ruleset_with_counts() {
    // Every shipped ruleset whose positions the solver holds as counts, on every board size
    // it allows, under both capture rules: its database of about half a million boards, built
    // on 1, 2 and 5 threads and kept in a file, is the same byte for byte.
    let dir = std::env::temp_dir().join(format!("mancala-counts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let boards = |houses: u64, pieces: u64| -> u64 {
        // C(pieces + 2 houses, 2 houses): the boards of up to `pieces` on 2 houses pits.
        (1..=2 * houses).fold(1, |c, i| c * (pieces + i) / i)
    };
    let mut checked = 0;
    for id in Rules::builtin_ids() {
        for houses in 1..=6 {
            for last in ["true", "false"] {
                let settings = [
                    format!("board.houses-per-player={houses}"),
                    "board.seeds-per-house=1".to_owned(),
                    format!("capture.includes-last-seed={last}"),
                ];
                let Ok(rules) = Rules::resolve_with(id, &settings) else {
                    continue;
                };
                if rules.counts_houses() != Some(houses) {
                    continue;
                }
                let mut pieces = 1;
                while pieces < 40 && boards(houses as u64, pieces + 1) <= 500_000 {
                    pieces += 1;
                }
                let pos = rules.initial_position(0);
                let mut first: Option<Vec<u8>> = None;
                for threads in [1, 2, 5] {
                    let file = dir.join(format!("{id}-{houses}-{last}-{threads}.db"));
                    let options = SolveOptions {
                        database: Some(pieces as usize),
                        database_file: Some(file.clone()),
                        threads: std::num::NonZeroUsize::new(threads),
                        ..SolveOptions::default()
                    };
                    let solution = Solver::with_memory(16)
                        .unwrap()
                        .solve(&*rules, &pos, &[], &options, &mut |_| {})
                        .expect("solvable");
                    assert_eq!(
                        solution.database.map(|d| d.pieces),
                        Some(pieces as usize),
                        "{id} {settings:?}"
                    );
                    let bytes = std::fs::read(&file).unwrap();
                    match &first {
                        None => first = Some(bytes),
                        Some(one) => assert!(
                            &bytes == one,
                            "{id} {settings:?}, {threads} threads: another database"
                        ),
                    }
                }
                checked += 1;
            }
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(checked >= 12, "{checked} rulesets with counts");
}

#[test]
fn solve_refuses_a_thread_count_of_zero_or_not_a_number() {
    for (threads, message) in [
        ("0", "--threads 0: give 1 to"),
        ("two", "invalid value 'two' for '--threads <N>'"),
        ("-1", "unexpected argument '-1'"),
    ] {
        let out = run_mancala(&["solve", "kalah", "--threads", threads], "");
        assert!(!out.status.success(), "--threads {threads}");
        assert!(
            err_text(&out).contains(message),
            "--threads {threads}: {}",
            err_text(&out)
        );
    }
}

#[test]
#[ignore = "slow: solves Kalah(6,4) whole"]
fn kalah_6_4_under_the_shipped_openspiel_rules_is_a_first_player_win_by_8() {
    // The shipped `kalah` (a capture needs seeds opposite) from the start, on counts with the
    // default database: about a minute in release, a few in the test profile.
    let rules = with("kalah", &[]);
    let mut solver = Solver::with_memory(1024).expect("1 GiB");
    let solution = solver
        .solve(
            &*rules,
            &rules.initial_position(0),
            &[],
            &SolveOptions::default(),
            &mut |_| {},
        )
        .expect("solvable");
    assert_eq!(solution.value(), Some(8));
    let end = solution.outcome.expect("a line to the end");
    assert_eq!(end.scores[0] - end.scores[1], 8, "{end:?}");
}
