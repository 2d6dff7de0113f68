//! MCTS: the solver's proofs and the move it plays from them, the tree kept from one search to
//! the next, and the memory bound.

use mancala::{
    Family, Game, Move, Player, Position,
    agent::{Agent, Budget, Seat, Value},
    search::{MAX_MCTS_NODES, Mcts, Proven},
};

use crate::common::{after, oware_board, rules};

/// Oware Abapa, South with 24 seeds captured: hole 5 (3 seeds) sows to hole 8 of North's two
/// single seeds and hole 6 (1 seed) sows on hole 7's, each a capture that makes 25 or more, a
/// win. North's hole 12 holds 4 seeds, sown on South's empty holes 1 to 4 (captures nothing).
fn double_threat(to_move: Player) -> Position {
    oware_board([0, 0, 0, 0, 3, 1, 1, 1, 0, 0, 0, 4], [24, 14], to_move)
}

/// The move of `pos` written `text`.
fn mv(rules: &dyn Family, pos: &Position, text: &str) -> Move {
    rules.parse_move(pos, text).expect("a legal move")
}

#[test]
fn the_solver_proves_a_win_in_one_and_plays_it() {
    let rules = rules("oware-abapa");
    let pos = double_threat(0);
    let r = Mcts::new(1).search_with(&*rules, &pos, 100_000, None, None);
    assert_eq!(r.proven, Some(Proven::Win(1)));
    assert_eq!(r.win_rate, 1.0);
    assert!(
        r.iterations < 100,
        "the search stops once the root is proven: {} iterations",
        r.iterations
    );
    let after = after(&*rules, &pos, &r.best);
    assert_eq!(after.outcome().map(|o| o.winner), Some(Some(0)));
}

#[test]
fn the_solver_proves_a_loss_in_two_and_still_returns_a_legal_move() {
    let rules = rules("oware-abapa");
    // North to move: each of its three moves leaves one of South's two threats.
    let pos = double_threat(1);
    let r = Mcts::new(3).search_with(&*rules, &pos, 100_000, None, None);
    assert_eq!(r.proven, Some(Proven::Loss(2)));
    assert_eq!(r.win_rate, 0.0);
    assert!(rules.is_legal(&pos, &r.best));
    assert_eq!(r.pv.len(), 2, "the loss and the win that follows it");
    let agent = Agent::new(Seat::Mcts(Budget::Work(100_000)), 3).analyse(&*rules, &pos);
    assert_eq!(
        agent.value,
        Value::Decided(mancala::search::Decided {
            won: false,
            by: 0,
            plies: 2
        })
    );
    assert_eq!(agent.value.to_string(), "a forced loss within 2 plies");
}

#[test]
fn a_proven_win_is_preferred_to_a_move_that_only_looks_good() {
    let rules = rules("oware-abapa");
    // After North's hole 7 (its seed goes on hole 8), only South's hole 5 wins at once (3
    // seeds on hole 8); hole 6 sows on the emptied hole 7 and captures nothing.
    let start = double_threat(1);
    let pos = after(&*rules, &start, &mv(&*rules, &start, "7"));
    for seed in 0..4 {
        let r = Mcts::new(seed).search_with(&*rules, &pos, 100_000, None, None);
        assert_eq!(r.proven, Some(Proven::Win(1)), "seed {seed}");
        assert_eq!(rules.move_text(&pos, &r.best), "5", "seed {seed}");
    }
}

#[test]
fn more_than_two_players_prove_nothing() {
    let rules = rules("sungka-3p");
    let pos = rules.initial_position(0);
    let r = Mcts::new(1).search_with(&*rules, &pos, 2_000, None, None);
    assert_eq!(r.proven, None);
    assert_eq!(r.iterations, 2_000);
    assert!(rules.is_legal(&pos, &r.best));
}

#[test]
fn the_tree_kept_from_the_last_search_proves_the_reply_without_searching() {
    let rules = rules("oware-abapa");
    let start = double_threat(1);
    let mut search = Mcts::new(5);
    let first = search.search_with(&*rules, &start, 100_000, None, None);
    assert_eq!(first.proven, Some(Proven::Loss(2)));
    // North plays hole 7; the same search, now for South, finds that position in its tree,
    // already proven, and needs no iteration; a fresh search proves the same win.
    let pos = after(&*rules, &start, &mv(&*rules, &start, "7"));
    let kept = search.search_with(&*rules, &pos, 100_000, None, None);
    let fresh = Mcts::new(5).search_with(&*rules, &pos, 100_000, None, None);
    assert!(kept.reused > 0);
    assert_eq!(kept.iterations, 0);
    assert_eq!(fresh.reused, 0);
    assert!(fresh.iterations > 0);
    assert_eq!(kept.proven, Some(Proven::Win(1)));
    assert_eq!((kept.best, kept.proven), (fresh.best, fresh.proven));
}

#[test]
fn the_tree_is_reused_two_plies_later_and_compacted() {
    let rules = rules("o-an-quan");
    let mut game = Game::new(rules.clone(), 0);
    let mut search = Mcts::new(9);
    let first = search.search_with(&*rules, game.position(), 3_000, None, None);
    assert_eq!(first.nodes, search.tree_size());
    // The move played and the reply the search expected.
    game.play(&first.best).unwrap();
    game.play(&first.pv[1]).unwrap();
    let second = search.search_with(&*rules, game.position(), 1, None, None);
    assert!(second.reused > 1, "kept {} visits", second.reused);
    assert!(second.reused < first.iterations);
    // Only the kept subtree (one node a visit at most) and the node of the new iteration.
    assert!(second.nodes <= second.reused as usize + 1);
    assert!(second.nodes < first.nodes);
    assert!(second.nodes <= MAX_MCTS_NODES);
    // A position the tree does not hold (another game's) starts a fresh tree.
    let other = rules.initial_position(1);
    let third = search.search_with(&*rules, &other, 10, None, None);
    assert_eq!(third.reused, 0);
    assert_eq!(third.nodes, 11);
    search.forget();
    assert_eq!(search.tree_size(), 0);
}

#[test]
fn a_search_keeping_its_tree_is_deterministic_for_a_seed() {
    let rules = rules("kalah");
    let line = |seed: u64| {
        let mut game = Game::new(rules.clone(), 0);
        let mut search = Mcts::new(seed);
        let mut chosen = Vec::new();
        for _ in 0..12 {
            if game.position().is_over() {
                break;
            }
            let r = search.search_with(&*rules, game.position(), 400, None, None);
            chosen.push((r.best, r.reused, r.nodes));
            game.play(&r.best).unwrap();
        }
        chosen
    };
    let a = line(11);
    assert_eq!(a, line(11));
    assert!(a.iter().skip(1).any(|&(_, reused, _)| reused > 0));
}

#[test]
fn a_reseeded_agent_does_not_inherit_the_tree_of_its_last_game() {
    let rules = rules("kalah");
    let seat = Seat::Mcts(Budget::Work(300));
    let mut agent = Agent::new(seat.clone(), 1);
    let start = rules.initial_position(0);
    agent.analyse(&*rules, &start);
    // A new game: the start again, which the kept tree holds at its root.
    agent.reseed(4);
    let again = agent.analyse(&*rules, &start);
    let fresh = Agent::new(seat, 4).analyse(&*rules, &start);
    assert_eq!(again, fresh);
}

/// Kalah, South to move with 3 seeds in house 1 and nothing else; North with one seed in house
/// 6 and one in its store. North leads now, 1 to 0, but every game from here ends 3 to 2 for
/// South: South's seeds never leave its side, North's one seed goes to its store.
fn behind_now_ahead_at_the_end() -> Position {
    let rules = rules("kalah");
    let mut pos = rules.initial_position(0);
    for cell in 0..14 {
        pos.set_count(cell, 0);
    }
    pos.set_count(0, 3);
    pos.set_count(12, 1);
    pos.set_count(13, 1);
    pos.set_to_move(0);
    pos
}

#[test]
fn a_playout_cut_short_is_scored_by_the_lead_and_one_played_to_the_end_by_the_result() {
    let rules = rules("kalah");
    let pos = behind_now_ahead_at_the_end();
    // One iteration: the one move, then a playout from the position after it.
    let mut cut = Mcts::new(1);
    cut.playout_plies = 0;
    let cut = cut.search_with(&*rules, &pos, 1, None, None);
    assert_eq!(
        cut.win_rate, 0.0,
        "North leads when the playout stops at once"
    );
    let mut to_the_end = Mcts::new(1);
    to_the_end.playout_plies = u32::MAX;
    let to_the_end = to_the_end.search_with(&*rules, &pos, 1, None, None);
    assert_eq!(to_the_end.win_rate, 1.0, "South wins every game played out");
    // The model of OpenSpiel's MCTS plays its playouts to the end.
    let model = Mcts::like_openspiel(1).search_with(&*rules, &pos, 1, None, None);
    assert_eq!(model.win_rate, 1.0);
}
