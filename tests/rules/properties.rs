//! Properties over thousands of random games of every shipped ruleset.

use mancala::{
    Direction, EndReason, Event, Game, Move, MoveList, Rules,
    agent::{Agent, Seat},
    record::GameRecord,
};
use proptest::prelude::*;

/// Games per ruleset: `default`, unless `PROPTEST_CASES` says otherwise (for a longer run).
fn games(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Pieces on the board, in the banks and in hand, minus what entered from outside the game.
fn pieces(game: &Game, from_outside: u32) -> i64 {
    let pos = game.position();
    let mut total = i64::from(pos.on_board().total());
    for p in 0..pos.num_players() as u8 {
        total += i64::from(pos.bank(p).total()) + i64::from(pos.in_hand(p));
    }
    total - i64::from(from_outside)
}

/// Points held plus the points still on the board (stores count once).
fn points(game: &Game) -> i64 {
    let rules = game.rules();
    let pos = game.position();
    let scores = rules.scores(pos);
    let mut total: i64 = scores[..pos.num_players()]
        .iter()
        .map(|&s| i64::from(s))
        .sum();
    total += i64::from(rules.points(pos.on_board()));
    for p in 0..pos.num_players() as u8 {
        let in_hand = mancala::Pieces {
            special: u16::from(pos.in_hand(p)),
            ..Default::default()
        };
        total += i64::from(rules.points(in_hand));
        if let Some(store) = rules.store(p) {
            total -= i64::from(rules.points(pos.pieces(store)));
        }
    }
    total
}

fn check_random_game(id: &str, seed: u64) -> Result<(), TestCaseError> {
    let rules = Rules::builtin(id).unwrap();
    let limits = *rules.limits();
    let mut game = Game::new(rules, 0);
    let mut agent = Agent::new(Seat::Random, seed);
    let start_pieces = pieces(&game, 0);
    let start_points = points(&game);
    let mut from_outside = 0u32;
    // The same game played as a playout plays it: recording nothing, so that the engine sows
    // along the ruleset's sowing table where it has one. It must reach the same positions.
    let mut unrecorded = game.position().clone();
    let mut reps = mancala::engine::Repetitions::for_rules(game.rules());
    reps.start(&unrecorded);
    while !game.position().is_over() {
        prop_assert!(
            game.num_plies() <= limits.max_plies as usize,
            "{id}: past max-plies"
        );
        // An illegal move leaves the game unchanged.
        let legal = game.legal_moves();
        prop_assert!(
            !legal.is_empty(),
            "{id}: no legal move in a game that is not over"
        );
        let before = game.position().clone();
        let occupied = (0..before.num_pits())
            .filter(|&pit| before.count(pit as u8) > 0)
            .fold(0u128, |bits, pit| bits | 1 << pit);
        prop_assert_eq!(before.occupied(), occupied, "{}: occupied pits", id);
        // Where moves are plain pits, the set of pits is exactly the list, in order, and a
        // random playout's choice by index is the listed move at that index.
        if let Some(pits) = game.rules().legal_pits(&before) {
            let mut from_pits = MoveList::new();
            from_pits.push_pits(pits, game.rules().pit_directions());
            prop_assert_eq!(from_pits.as_slice(), legal.as_slice(), "{}: legal pits", id);
            let mut scratch = MoveList::new();
            for (i, mv) in legal.iter().enumerate() {
                let chosen =
                    mancala::engine::random_move(game.rules(), &before, &mut scratch, |n| {
                        assert_eq!(n, legal.len());
                        i
                    });
                prop_assert_eq!(&chosen, mv);
            }
        }
        // Where moves are counted rather than listed, the count is the list's length and each
        // index gives the listed move.
        if let Some(count) = game.rules().count_legal_moves(&before) {
            prop_assert_eq!(count, legal.len(), "{}: move count", id);
            for (i, mv) in legal.iter().enumerate() {
                prop_assert_eq!(&game.rules().nth_legal_move(&before, i), mv);
            }
        }
        for pit in 0..before.num_pits() as u8 {
            for dir in [Direction::Forward, Direction::Backward] {
                let mv = Move::sow(pit, dir);
                if !legal.contains(&mv) {
                    prop_assert!(game.play(&mv).is_err(), "{id}: {mv:?} accepted");
                    prop_assert_eq!(game.position(), &before);
                }
            }
        }
        let mv = agent.choose(game.rules(), game.position());
        let ply = game.play(&mv).unwrap().clone();
        mancala::engine::apply(
            game.rules(),
            &mut unrecorded,
            &mv,
            &mut reps,
            &mut mancala::NoRecord,
        );
        prop_assert_eq!(&unrecorded, game.position(), "{}: unrecorded play", id);
        for event in &ply.events {
            if let Event::Refill(r) = event {
                from_outside += u32::from(r.bank);
            }
        }
        prop_assert_eq!(
            pieces(&game, from_outside),
            start_pieces,
            "{}: pieces not conserved",
            id
        );
        // Stones from outside come with an equal debt, so points are conserved in every mode.
        prop_assert_eq!(points(&game), start_points, "{}: points not conserved", id);
    }
    let end = game.position();
    let occupied = (0..end.num_pits())
        .filter(|&pit| end.count(pit as u8) > 0)
        .fold(0u128, |bits, pit| bits | 1 << pit);
    prop_assert_eq!(end.occupied(), occupied, "{}: occupied pits at the end", id);
    let outcome = *game.position().outcome().unwrap();
    prop_assert!(
        !matches!(outcome.reason, EndReason::Limit(_)),
        "{id}: a safety limit fired in random play (seed {seed}): a rules bug"
    );
    prop_assert_eq!(game.legal_moves().len(), 0);
    // A saved record replays to the same final position.
    let record = GameRecord::of(&game, Some(seed), None);
    let (replayed, _) = GameRecord::from_json(&record.to_json())
        .unwrap()
        .replay(&mancala::Rules)
        .unwrap();
    prop_assert_eq!(replayed.position(), game.position());
    Ok(())
}

/// Every shipped ruleset (the list is the `rulesets/` folder, through `Rules::builtin_ids`), in
/// `cases` random games each, the rulesets side by side. Seed 0 is always played first: it
/// once found a bug.
#[test]
fn random_games_of_every_shipped_ruleset() {
    random_games_of_every_shipped_ruleset_hold(200);
}

#[test]
#[ignore = "slow: 2,000 random games of each shipped ruleset"]
fn thousands_of_random_games_of_every_shipped_ruleset() {
    random_games_of_every_shipped_ruleset_hold(2000);
}

/// [`check_random_game`] on `cases` random games of every shipped ruleset (and seed 0).
fn random_games_of_every_shipped_ruleset_hold(cases: u32) {
    use proptest::test_runner::{Config, TestRunner};
    use rayon::prelude::*;
    let ids: Vec<&str> = Rules::builtin_ids().collect();
    let failures: Vec<String> = ids
        .par_iter()
        .filter_map(|&id| {
            if let Err(e) = check_random_game(id, 0) {
                return Some(format!("{id}, seed 0: {e}"));
            }
            let mut runner = TestRunner::new(Config {
                cases: games(cases),
                failure_persistence: None,
                ..Config::default()
            });
            runner
                .run(&any::<u64>(), |seed| check_random_game(id, seed))
                .err()
                .map(|e| format!("{id}: {e}"))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The web board's animation of every move: the board after each event is the engine's (the
/// last one is the position after the move), and the narration tagged with its steps is
/// `--explain`'s, in order, without any narrator being asked about half a phase. Random games
/// of every shipped ruleset; the failure it guards against was a narrator that cannot speak
/// of a lift without its sowing.
#[test]
fn every_move_animates_from_the_engine_with_its_narration_in_order() {
    use rayon::prelude::*;
    let ids: Vec<&str> = Rules::builtin_ids().collect();
    ids.par_iter().for_each(|&id| {
        let rules = Rules::builtin(id).unwrap();
        for seed in 0..40u64 {
            let mut game = Game::new(rules.clone(), (seed % 2) as u8 % rules.num_players() as u8);
            let mut agents: Vec<Agent> = (0..rules.num_players())
                .map(|p| Agent::new(Seat::Random, seed * 8 + p as u64))
                .collect();
            while !game.position().is_over() {
                let pos = game.position().clone();
                let mv = agents[usize::from(pos.turn())].choose(&*rules, &pos);
                let (ply, frames) = game.play_framed(&mv).unwrap();
                assert_eq!(frames.len(), ply.events.len(), "{id}: a frame per event");
                // The last frame shows the board after the move (the turn passes after it).
                let last = frames.last().unwrap();
                assert_eq!(last.pits(), ply.after.pits(), "{id}: the last frame's pits");
                assert_eq!(
                    rules.scores(last),
                    rules.scores(&ply.after),
                    "{id}: the last frame's scores"
                );
                let tagged =
                    mancala::render::tagged_explanation(&*rules, &ply.before, &ply.mv, &ply.events);
                let texts: Vec<&String> = tagged.iter().map(|(_, t)| t).collect();
                let explained = rules.explain(&ply.before, &ply.mv, &ply.events);
                assert_eq!(texts, explained.iter().collect::<Vec<_>>(), "{id}");
                assert!(
                    tagged.windows(2).all(|w| w[0].0 <= w[1].0)
                        && tagged.iter().all(|(e, _)| *e < ply.events.len().max(1)),
                    "{id}, seed {seed}: tags in order {tagged:?}"
                );
                let json = mancala::json::animation_json(&*rules, ply, &frames);
                assert!(!json["frames"].as_array().unwrap().is_empty() || ply.events.is_empty());
            }
        }
    });
}
