//! The computer players: legal, deterministic, and alpha-beta equal to plain minimax.

mod allocations;
mod evaluation;
mod mcts;

use std::sync::Arc;

use mancala::{
    Family, Game, Rules,
    agent::{Agent, Budget, Seat},
    search::{AlphaBeta, Mcts, decided_parts, minimax, position_key},
};

/// Positions reached by `plies` random moves from the start, for several seeds.
fn random_positions(rules: &Arc<dyn Family>, count: u64, plies: usize) -> Vec<mancala::Position> {
    (0..count)
        .filter_map(|seed| {
            let mut game = Game::new(rules.clone(), 0);
            let mut agent = Agent::new(Seat::Random, seed);
            for _ in 0..plies + seed as usize % 7 {
                if game.position().is_over() {
                    return None;
                }
                let mv = agent.choose(game.rules(), game.position());
                game.play(&mv).unwrap();
            }
            (!game.position().is_over()).then(|| game.position().clone())
        })
        .collect()
}

#[test]
fn alpha_beta_at_depth_d_is_the_minimax_value_at_depth_d() {
    alpha_beta_is_minimax_to_depth(6, 2);
}

#[test]
#[ignore = "slow: plain minimax to depth 3 on random positions of every ruleset"]
fn alpha_beta_at_depth_3_is_the_minimax_value_at_depth_3() {
    alpha_beta_is_minimax_to_depth(12, 3);
}

/// Alpha-beta at each depth up to `deepest` is plain minimax on random positions (from `seeds`
/// seeds) of every shipped ruleset.
fn alpha_beta_is_minimax_to_depth(seeds: u64, deepest: u32) {
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).unwrap();
        let positions = random_positions(&rules, seeds, 4);
        assert!(
            positions.len() >= seeds as usize / 2,
            "{id}: too few positions"
        );
        let mut search = AlphaBeta::new(1 << 12).without_endgames();
        for pos in &positions {
            for depth in 1..=deepest {
                let expected = minimax(&*rules, pos, depth);
                let found = search.search(&*rules, pos, depth, None);
                assert_eq!(found.value, expected, "{id} depth {depth} at {pos:?}");
            }
        }
    }
}

#[test]
fn alpha_beta_visits_fewer_nodes_than_minimax_would() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let r = AlphaBeta::default().search(&*rules, &pos, 6, None);
    // Full minimax to depth 6 visits more than 10^5 positions from the opening.
    assert!(r.nodes < 100_000, "{} nodes", r.nodes);
    assert_eq!(r.depth, 6);
}

#[test]
fn alpha_beta_finds_a_capture_of_the_big_stone() {
    // V5: North's 4L captures the mandarin square with its big stone and 7 citizens (17 points).
    let mut pos = crate::common::with_banks(
        crate::common::oaq_board([
            "Q+3", "2", "1", "0", "3", "2", "Q+7", "0", "1", "2", "2", "0",
        ]),
        [13, 14],
        [0, 0],
    );
    pos.set_to_move(1);
    let rules = Rules::builtin("o-an-quan").unwrap();
    // On the lead alone, the value is the points after the capture.
    let r = AlphaBeta::default()
        .with_weights(mancala::ruleset::Weights::LEAD)
        .search(&*rules, &pos, 1, None);
    assert_eq!(rules.move_text(&pos, &r.best), "4L");
    assert_eq!(r.value, ((14 + 17) - 13) * mancala::search::UNIT);
    // The fitted evaluation finds the same capture.
    let r = AlphaBeta::default().search(&*rules, &pos, 1, None);
    assert_eq!(rules.move_text(&pos, &r.best), "4L");
}

#[test]
fn every_agent_plays_only_legal_moves_to_the_end() {
    let seats = [
        Seat::Random,
        Seat::Greedy,
        Seat::AlphaBeta(Budget::Work(2), std::num::NonZeroUsize::MIN),
        Seat::Mcts(Budget::Work(50)),
    ];
    for id in Rules::builtin_ids() {
        for (i, seat) in seats.iter().enumerate() {
            let mut game = Game::new(Rules::builtin(id).unwrap(), 0);
            let mut agents = [
                Agent::new(seat.clone(), i as u64),
                Agent::new(Seat::Random, 99),
            ];
            while !game.position().is_over() {
                let p = game.position().turn() as usize;
                let mv = agents[p % 2].choose(game.rules(), game.position());
                game.play(&mv)
                    .unwrap_or_else(|e| panic!("{id}, {seat}: {e}"));
            }
        }
    }
}

#[test]
fn mcts_is_deterministic_for_a_seed() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let a = Mcts::new(7).search(&*rules, &pos, 300, None);
    let b = Mcts::new(7).search(&*rules, &pos, 300, None);
    assert_eq!(a, b);
}

#[test]
fn a_game_between_agents_is_the_same_for_the_same_seeds() {
    let play = || {
        let mut game = Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
        let mut agents = [
            Agent::new(Seat::Mcts(Budget::Work(30)), 1),
            Agent::new(Seat::Greedy, 2),
        ];
        while !game.position().is_over() {
            let p = game.position().turn() as usize;
            let mv = agents[p].choose(game.rules(), game.position());
            game.play(&mv).unwrap();
        }
        game.plies().map(|p| p.text.clone()).collect::<Vec<_>>()
    };
    assert_eq!(play(), play());
}

#[test]
fn a_stronger_search_beats_random_play() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let mut wins = 0;
    for seed in 0..10u64 {
        let mut game = Game::new(rules.clone(), (seed % 2) as u8);
        let mut agents = [
            Agent::new(
                Seat::AlphaBeta(Budget::Work(3), std::num::NonZeroUsize::MIN),
                seed,
            ),
            Agent::new(Seat::Random, seed),
        ];
        while !game.position().is_over() {
            let p = game.position().turn() as usize;
            let mv = agents[p].choose(game.rules(), game.position());
            game.play(&mv).unwrap();
        }
        wins += usize::from(game.position().outcome().unwrap().winner == Some(0));
    }
    assert!(
        wins >= 8,
        "alpha-beta won only {wins} of 10 against random play"
    );
}

#[test]
fn positions_differing_only_in_a_burnt_house_have_different_keys() {
    // A Sungka match in its second round: house 3 of North (pit 10) is empty in both, burnt in
    // one. The repetition rule and the search's table must tell them apart.
    let rules = Rules::builtin("sungka").unwrap();
    let mut open = mancala::engine::initial_position(&*rules, 0, &mut mancala::NoRecord);
    open.set_count(10, 0);
    open.set_count(11, 14);
    open.set_round(2);
    let mut burnt = open.clone();
    burnt.set_out_of_play(10, true);
    assert_ne!(open.identity(), burnt.identity());
    assert_ne!(open.identity_hash(), burnt.identity_hash());
    assert_ne!(position_key(&open), position_key(&burnt));
    // The move counters are not part of the identity, but they are part of the search key.
    let mut later = open.clone();
    later.set_ply(9);
    assert_eq!(open.identity(), later.identity());
    assert_eq!(open.identity_hash(), later.identity_hash());
    assert_ne!(position_key(&open), position_key(&later));
}

/// The value of `child` for the player who moved into it, by plain minimax to `depth`.
fn child_minimax(
    rules: &dyn Family,
    pos: &mancala::Position,
    mv: &mancala::Move,
    depth: u32,
) -> i32 {
    let mut child = pos.clone();
    mancala::engine::apply(
        rules,
        &mut child,
        mv,
        &mut mancala::engine::Repetitions::new(),
        &mut mancala::NoRecord,
    );
    // `minimax` values a position for its player to move (a finished game for the mover),
    // with the length of a decided game counted from there: one ply less than from `pos`.
    let mut v = minimax(rules, &child, depth);
    if decided_parts(v).is_some() {
        v -= v.signum();
    }
    if child.is_over() || child.turn() == pos.turn() {
        v
    } else {
        -v
    }
}

#[test]
fn a_decided_game_is_worth_its_margin_win_by_more_lose_by_less() {
    // Late Kalah positions, searched to the end of the game: every move the search plays is
    // worth the root's value, so among won lines it takes the largest margin and among lost
    // ones the smallest, where a value by result alone would take any.
    let rules = Rules::builtin("kalah").unwrap();
    let mut checked = (0, 0);
    for pos in random_positions(&rules, 200, 30) {
        let mut search = AlphaBeta::new(1 << 12).without_endgames();
        let depth = 6;
        let r = search.search(&*rules, &pos, depth, None);
        let Some(d) = decided_parts(r.value) else {
            continue;
        };
        let played = child_minimax(&*rules, &pos, &r.best, depth - 1);
        assert_eq!(
            played, r.value,
            "the move played is worth the root's value at {pos:?}"
        );
        let mut moves = mancala::MoveList::new();
        rules.legal_moves(&pos, &mut moves);
        for mv in &moves {
            let v = child_minimax(&*rules, &pos, mv, depth - 1);
            assert!(v <= r.value, "a better move was left at {pos:?}");
            if let (Some(other), true) = (decided_parts(v), d.won) {
                assert!(
                    !other.won || other.by <= d.by,
                    "a larger win was left at {pos:?}"
                );
            }
        }
        if d.won {
            checked.0 += 1;
        } else {
            checked.1 += 1;
        }
    }
    assert!(
        checked.0 >= 3 && checked.1 >= 3,
        "too few decided positions: {checked:?}"
    );
}

#[test]
fn a_fixed_depth_search_gives_the_same_move_and_value_whatever_its_table_holds() {
    for id in ["o-an-quan", "kalah", "oware-abapa"] {
        let rules = Rules::builtin(id).unwrap();
        let positions = random_positions(&rules, 8, 6);
        let mut used = AlphaBeta::new(1 << 12);
        for pos in positions.iter().rev() {
            used.search(&*rules, pos, 5, None);
        }
        for pos in &positions {
            let fresh = AlphaBeta::new(1 << 16).search(&*rules, pos, 5, None);
            let again = used.search(&*rules, pos, 5, None);
            assert_eq!(
                (fresh.best, fresh.value),
                (again.best, again.value),
                "{id} at {pos:?}"
            );
        }
    }
}

#[test]
fn a_search_reports_its_depth_positions_and_expected_line_starting_with_its_move() {
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let mut agent = Agent::new(
        Seat::AlphaBeta(Budget::Work(5), std::num::NonZeroUsize::MIN),
        1,
    );
    let analysis = agent.analyse(&*rules, &pos);
    let report = agent.last_report().expect("alpha-beta reports").clone();
    assert_eq!(report.depth, 5);
    assert!(report.nodes > 100, "{report:?}");
    assert_eq!(report.line.len(), 5, "{report:?}");
    assert_eq!(report.line[0], rules.move_text(&pos, &analysis.best));
    let text = format!("{report:#}");
    assert!(text.starts_with("depth 5, "), "{text}");
    assert!(
        text.ends_with(&format!(
            " positions; expected line {}",
            report.line.join(" ")
        )),
        "{text}"
    );
    assert!(!text.contains(" s "), "no time at a fixed depth: {text}");
    assert!(format!("{report}").contains(" s ("), "the time otherwise");
    // Players that do not search say nothing of a search.
    let mut random = Agent::new(Seat::Random, 1);
    random.analyse(&*rules, &pos);
    assert!(random.last_report().is_none());
}

#[test]
fn the_value_at_the_horizon_counts_the_captures_that_follow() {
    // Kalah, South to move with one move, 1 (one seed into an empty house, facing nothing: no
    // capture). Then North's 4 (one seed into its empty house 5) captures that seed with its
    // own, South's row is empty and the game ends 10 to 12 + 5: South loses by 7. A depth-1
    // search stops after South's move, where the lead is 0, unless it follows the capture.
    let pos = crate::common::store_board(&[(&[1, 0, 0, 0, 0, 0], 10), (&[0, 0, 5, 1, 0, 0], 10)]);
    let rules = Rules::builtin("kalah").unwrap();
    let r = AlphaBeta::new(1 << 12)
        .without_endgames()
        .search(&*rules, &pos, 1, None);
    let expected = mancala::search::Decided {
        won: false,
        by: 7,
        plies: 2,
    };
    assert_eq!(decided_parts(r.value), Some(expected));
    assert_eq!(minimax(&*rules, &pos, 1), r.value);
}

#[test]
fn a_search_against_the_clock_reduces_late_quiet_moves() {
    // To the same depth, a search given a time (here far more than it needs) visits fewer
    // positions than one given a depth alone, which looks at every move.
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let full = AlphaBeta::new(1 << 16).search(&*rules, &pos, 8, None);
    let timed =
        AlphaBeta::new(1 << 16).search(&*rules, &pos, 8, Some(std::time::Duration::from_secs(600)));
    assert_eq!((full.depth, timed.depth), (8, 8));
    assert!(
        timed.nodes < full.nodes,
        "{} nodes against the clock, {} at a fixed depth",
        timed.nodes,
        full.nodes
    );
    assert!(rules.is_legal(&pos, &timed.best));
}

#[test]
fn a_line_that_repeats_a_position_ends_the_game_inside_the_search() {
    // Oware, one seed a side, six holes apart: each move carries a seed one hole on, nothing is
    // ever captured, and after twelve plies the position comes back. The repetition rule ends
    // the game there, each side collecting its own seed: 21 to 25, South loses by 4. Without
    // the rule in the tree, the search would see a lead of -4 points and no end.
    let pos = crate::common::oware_board([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [20, 24], 0);
    let rules = Rules::builtin("oware-abapa").unwrap();
    let r = AlphaBeta::new(1 << 12)
        .without_endgames()
        .search(&*rules, &pos, 14, None);
    let expected = mancala::search::Decided {
        won: false,
        by: 4,
        plies: 12,
    };
    assert_eq!(decided_parts(r.value), Some(expected));
    assert_eq!(minimax(&*rules, &pos, 14), r.value);
}

/// Positions of several rulesets for the searches on several threads: the start and a few
/// random ones.
fn positions_for_threads(id: &str) -> (Arc<dyn Family>, Vec<mancala::Position>) {
    let rules = Rules::builtin(id).unwrap();
    let mut positions = vec![rules.initial_position(0)];
    positions.extend(random_positions(&rules, 4, 6));
    (rules, positions)
}

#[test]
fn a_fixed_depth_search_on_several_threads_gives_the_move_and_value_of_one_thread() {
    for (id, depth) in [("kalah", 7), ("oware-abapa", 7), ("o-an-quan", 6)] {
        let (rules, positions) = positions_for_threads(id);
        for pos in &positions {
            let one = AlphaBeta::default().search(&*rules, pos, depth, None);
            for threads in [2, 4] {
                let mut search = AlphaBeta::default().with_threads(threads);
                assert_eq!(search.threads(), threads);
                // Twice: the second search starts with the table the first one filled.
                for _ in 0..2 {
                    let r = search.search(&*rules, pos, depth, None);
                    assert_eq!(
                        (r.best, r.value, r.exact),
                        (one.best, one.value, one.exact),
                        "{id} on {threads} threads at {pos:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_fixed_depth_search_on_several_threads_is_the_minimax_value() {
    for id in ["kalah", "oware-abapa", "o-an-quan"] {
        let (rules, positions) = positions_for_threads(id);
        let mut search = AlphaBeta::new(1 << 12).without_endgames().with_threads(3);
        for pos in &positions {
            for depth in 1..=3 {
                let r = search.search(&*rules, pos, depth, None);
                assert_eq!(r.value, minimax(&*rules, pos, depth), "{id} depth {depth}");
                assert!(rules.is_legal(pos, &r.best));
            }
        }
    }
}

#[test]
fn a_repetition_ends_the_game_inside_a_search_on_several_threads_too() {
    let pos = crate::common::oware_board([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [20, 24], 0);
    let rules = Rules::builtin("oware-abapa").unwrap();
    let one = AlphaBeta::new(1 << 12)
        .without_endgames()
        .search(&*rules, &pos, 14, None);
    let two = AlphaBeta::new(1 << 12)
        .without_endgames()
        .with_threads(2)
        .search(&*rules, &pos, 14, None);
    assert_eq!((two.best, two.value), (one.best, one.value));
}

#[test]
fn a_search_on_several_threads_stops_on_time_and_on_the_stop_flag_with_a_legal_move() {
    use std::{
        sync::atomic::{AtomicBool, Ordering},
        time::{Duration, Instant},
    };
    let rules = Rules::builtin("o-an-quan").unwrap();
    let pos = rules.initial_position(0);
    let mut search = AlphaBeta::default().with_threads(2);
    // Against the clock: 64 plies would take far longer than the time given.
    let started = Instant::now();
    let r = search.search(&*rules, &pos, 64, Some(Duration::from_millis(100)));
    assert!(started.elapsed() < Duration::from_secs(60));
    assert!(r.depth >= 1 && r.depth < 64, "depth {}", r.depth);
    assert!(rules.is_legal(&pos, &r.best));
    // Stopped by another thread, with no time given.
    let stop = Arc::new(AtomicBool::new(false));
    let setter = {
        let stop = Arc::clone(&stop);
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            stop.store(true, Ordering::Relaxed);
        })
    };
    let mut depths = Vec::new();
    let r = search.search_with(
        &*rules,
        &pos,
        64,
        None,
        Some(Arc::clone(&stop)),
        Some(&mut |p: mancala::search::Progress<'_>| depths.push(p.result.depth)),
    );
    setter.join().unwrap();
    assert!(r.depth < 64, "depth {}", r.depth);
    assert!(rules.is_legal(&pos, &r.best));
    // The depths reported are the main search's, one after the other.
    assert_eq!(depths, (1..=r.depth).collect::<Vec<_>>());
    // Set before the search starts: depth 1 still completes.
    let r = search.search_with(&*rules, &pos, 64, None, Some(stop), None);
    assert_eq!(r.depth, 1);
    assert!(rules.is_legal(&pos, &r.best));
}

#[test]
fn a_player_on_several_threads_plays_a_fixed_depth_game_as_on_one() {
    let play = |seat: &str| {
        let seat: Seat = seat.parse().unwrap();
        let mut game = Game::new(Rules::builtin("kalah").unwrap(), 0);
        let mut agents = [Agent::new(seat.clone(), 1), Agent::new(seat, 2)];
        while !game.position().is_over() && game.num_plies() < 40 {
            let p = game.position().turn() as usize;
            let mv = agents[p].choose(game.rules(), game.position());
            game.play(&mv).unwrap();
        }
        game.plies().map(|p| p.text.clone()).collect::<Vec<_>>()
    };
    assert_eq!(play("alphabeta:5/2t"), play("alphabeta:5"));
}
