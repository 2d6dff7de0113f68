//! 10,000 random games of `sungka`: no safety limit may fire, and the figures (the longest move
//! and turn in relays, game lengths) are printed for the issue note
//! (`cargo test --release sungka_random -- --nocapture`).

use mancala::{
    EndReason, Event, Family, Position, Recorder, Rules,
    engine::{self, Repetitions},
    moves::MoveList,
};

const GAMES: usize = 10_000;

/// A deterministic chooser: xorshift64*, index below `n`.
fn chooser(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    move |n| {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Counts the relays of the current move and whether it earned a bonus move.
#[derive(Default)]
struct RelayCount {
    relays: u32,
    bonus: bool,
}

impl Recorder for RelayCount {
    fn record(&mut self, event: Event) {
        match event {
            Event::Relay { .. } => self.relays += 1,
            Event::Bonus => self.bonus = true,
            _ => {}
        }
    }
    fn begin_move(&mut self) {
        self.relays = 0;
        self.bonus = false;
    }
}

#[derive(Debug, Default)]
struct Figures {
    plies: Vec<u32>,
    max_move_relays: u32,
    max_turn_relays: u32,
    limits: usize,
    houses_empty: usize,
}

/// Plays game `seed` the way [`engine::random_playout`] does, counting relays per move and per
/// turn (a move and the bonus moves that follow it).
fn counted_playout(rules: &dyn Family, seed: u64, figures: &mut Figures) -> Position {
    let r = rules;
    let mut pos = engine::initial_position(r, 0, &mut mancala::NoRecord);
    let mut reps = Repetitions::new();
    let mut choose = chooser(seed);
    let mut moves = MoveList::new();
    let mut rec = RelayCount::default();
    let mut turn_relays = 0;
    while !pos.is_over() {
        moves.clear();
        r.legal_moves(&pos, &mut moves);
        let mv = moves[choose(moves.len())];
        engine::apply(r, &mut pos, &mv, &mut reps, &mut rec);
        turn_relays += rec.relays;
        figures.max_move_relays = figures.max_move_relays.max(rec.relays);
        figures.max_turn_relays = figures.max_turn_relays.max(turn_relays);
        if !rec.bonus {
            turn_relays = 0;
        }
    }
    pos
}

#[test]
fn ten_thousand_random_sungka_games_never_reach_a_limit() {
    let rules = Rules::builtin("sungka").expect("sungka");
    let start = std::time::Instant::now();
    let mut figures = Figures::default();
    for game in 0..GAMES {
        let seed = game as u64;
        // The engine's own playout…
        let r = &*rules;
        let mut pos = engine::initial_position(r, 0, &mut mancala::NoRecord);
        engine::random_playout(r, &mut pos, &mut Repetitions::new(), chooser(seed));
        let outcome = *pos.outcome().expect("a playout ends the game");
        figures.plies.push(pos.ply());
        match outcome.reason {
            EndReason::Limit(_) => figures.limits += 1,
            mancala::rules::sungka::reason::HOUSES_EMPTY => figures.houses_empty += 1,
            other => panic!("game {game} ended by {other}"),
        }
        // …and the same game move by move, counting relays.
        let counted = counted_playout(&*rules, seed, &mut figures);
        assert_eq!(counted, pos, "game {game}");
        assert_eq!(pos.pits().iter().sum::<u16>(), 98);
    }
    let elapsed = start.elapsed();
    figures.plies.sort_unstable();
    let median = figures.plies[GAMES / 2];
    let longest = *figures.plies.last().unwrap();
    let mean = f64::from(figures.plies.iter().sum::<u32>()) / GAMES as f64;
    println!(
        "sungka, {GAMES} random games: median {median} plies, mean {mean:.1}, longest {longest}; \
         longest move {} relays, longest turn {} relays; ended by a limit {} ({:.2}%), \
         houses-empty {}; {:.2?}",
        figures.max_move_relays,
        figures.max_turn_relays,
        figures.limits,
        100.0 * figures.limits as f64 / GAMES as f64,
        figures.houses_empty,
        elapsed
    );
    assert_eq!(figures.limits, 0, "a safety limit fired in random play");
    let limits = rules.limits();
    assert!(figures.max_move_relays < limits.max_relay_lifts);
    assert!(longest < limits.max_plies);
}
