//! Random playouts as fast as the engine goes: the `bench` command.
//!
//! Whole games of uniformly random legal moves from the initial position, through the same
//! engine and the same [`crate::Ruleset`] implementations that `play` and `replay` use, with
//! event recording switched off.

use std::{
    collections::BTreeMap,
    time::{Duration, Instant},
};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::Serialize;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    event::{Event, Recorder},
    family::{Family, PlayoutRng},
    position::EndReason,
};

/// What one playout loop measured.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct BenchResult {
    /// Games played.
    pub games: u64,
    /// Moves played (a bonus move is a move).
    pub moves: u64,
    /// The longest game, in moves.
    pub max_moves: u32,
    /// Wall-clock time of the timed loop, in seconds.
    pub seconds: f64,
    /// Games by end reason.
    pub end_reasons: BTreeMap<String, u64>,
    /// Games won per player, and draws (key `draw`) and unfinished games (key `unfinished`).
    pub winners: BTreeMap<String, u64>,
}

impl BenchResult {
    fn merge(&mut self, other: &BenchResult) {
        self.games += other.games;
        self.moves += other.moves;
        self.max_moves = self.max_moves.max(other.max_moves);
        self.seconds = self.seconds.max(other.seconds);
        for (k, v) in &other.end_reasons {
            *self.end_reasons.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &other.winners {
            *self.winners.entry(k.clone()).or_default() += v;
        }
    }
}

/// How long a playout loop runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Length {
    /// For this long (the clock is read once per 64 games).
    Time(Duration),
    /// Exactly this many games (repeatable, e.g. under an instruction-counting profiler).
    Games(u64),
}

/// Plays random games for `length` on one thread, drawing from `seed`.
fn playout_loop(rules: &dyn Family, seed: u64, length: Length) -> BenchResult {
    let mut rng = PlayoutRng::seed_from_u64(seed);
    let start_pos = engine::initial_position(rules, 0, &mut NoRecord);
    let mut reps = Repetitions::for_rules(rules);
    let mut result = BenchResult::default();
    // Tallies by reason and winner, indexed cheaply; turned into names at the end.
    let mut reasons: Vec<(EndReason, u64)> = Vec::new();
    let mut winners = [0u64; crate::position::MAX_PLAYERS + 2];
    let start = Instant::now();
    let (deadline, max_games) = match length {
        Length::Time(time) => (Some(start + time), u64::MAX),
        Length::Games(games) => (None, games),
    };
    while result.games < max_games {
        // Check the clock once per 64 games.
        for _ in 0..64.min(max_games - result.games) {
            let mut pos = start_pos.clone();
            reps.start(&pos);
            // One call through `dyn` per game: the game itself is compiled for the family.
            rules.random_playout(&mut pos, &mut reps, &mut rng);
            let ply = pos.ply();
            result.games += 1;
            result.moves += u64::from(ply);
            result.max_moves = result.max_moves.max(ply);
            let outcome = pos.outcome().expect("a finished game");
            match reasons.iter_mut().find(|(r, _)| *r == outcome.reason) {
                Some((_, n)) => *n += 1,
                None => reasons.push((outcome.reason, 1)),
            }
            let slot = match (outcome.reason, outcome.winner) {
                (EndReason::Limit(_), _) => crate::position::MAX_PLAYERS + 1,
                (_, None) => crate::position::MAX_PLAYERS,
                (_, Some(w)) => w as usize,
            };
            winners[slot] += 1;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
    }
    result.seconds = start.elapsed().as_secs_f64();
    for (reason, n) in reasons {
        let key = match reason {
            EndReason::Limit(l) => format!("limit:{}", l.key()),
            r => r.as_str().to_owned(),
        };
        result.end_reasons.insert(key, n);
    }
    let players = rules.num_players();
    for (p, &n) in winners[..players].iter().enumerate() {
        result.winners.insert(format!("player {p}"), n);
    }
    result
        .winners
        .insert("draw".into(), winners[crate::position::MAX_PLAYERS]);
    result.winners.insert(
        "unfinished".into(),
        winners[crate::position::MAX_PLAYERS + 1],
    );
    result
}

/// Counts the seeds sown per move over `games` games (an untimed pass, with a recorder that
/// counts drops).
fn seeds_per_move(rules: &dyn Family, seed: u64, games: u32) -> f64 {
    struct Drops(u64);
    impl Recorder for Drops {
        fn record(&mut self, event: Event) {
            if matches!(event, Event::Sow { .. }) {
                self.0 += 1;
            }
        }
    }
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut drops = Drops(0);
    let mut moves = 0u64;
    let mut reps = Repetitions::new();
    let mut list = crate::MoveList::new();
    for _ in 0..games {
        let mut pos = engine::initial_position(rules, 0, &mut NoRecord);
        reps.start(&pos);
        while !pos.is_over() {
            list.clear();
            rules.legal_moves(&pos, &mut list);
            let mv = list[rng.random_range(0..list.len())];
            engine::apply(rules, &mut pos, &mv, &mut reps, &mut drops);
            moves += 1;
        }
    }
    drops.0 as f64 / moves.max(1) as f64
}

/// The report of one ruleset.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BenchReport {
    /// The ruleset.
    pub ruleset: String,
    /// The seed of the random moves (thread t draws from a seed derived from it and t).
    pub seed: u64,
    /// Threads that played.
    pub threads: usize,
    /// Everything the threads measured, added up.
    pub total: BenchResult,
    /// Seconds from the start of the first thread to the end of the last.
    pub wall_seconds: f64,
    /// Games per second, all threads together: the games of every thread over the wall time.
    pub games_per_second: f64,
    /// Moves per second, all threads together, over the wall time.
    pub moves_per_second: f64,
    /// Nanoseconds per move of one thread.
    pub ns_per_move: f64,
    /// Mean moves per game.
    pub mean_moves: f64,
    /// Seeds dropped per move (counted in a separate, untimed pass).
    pub seeds_per_move: f64,
    /// Nanoseconds per sown seed of one thread.
    pub ns_per_seed: f64,
}

/// Benchmarks `rules` on `threads` independent playout loops, each running for `length`.
#[must_use]
pub fn run(rules: &dyn Family, seed: u64, length: Length, threads: usize) -> BenchReport {
    let threads = threads.max(1);
    let wall = std::time::Instant::now();
    let results: Vec<BenchResult> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let seed = crate::compare::game_seed(seed, t as u64);
                scope.spawn(move || playout_loop(rules, seed, length))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a playout thread"))
            .collect()
    });
    // Rates over the wall time of the whole run: threads that share a core must not count its
    // time twice.
    let wall = wall.elapsed().as_secs_f64().max(f64::MIN_POSITIVE);
    let mut total = BenchResult::default();
    for r in &results {
        total.merge(r);
    }
    let per_thread_ns: f64 = results
        .iter()
        .map(|r| r.seconds * 1e9 / r.moves.max(1) as f64)
        .sum::<f64>()
        / results.len() as f64;
    let spm = seeds_per_move(rules, seed, 200);
    BenchReport {
        ruleset: rules.info().id.clone(),
        seed,
        threads,
        wall_seconds: wall,
        games_per_second: total.games as f64 / wall,
        moves_per_second: total.moves as f64 / wall,
        ns_per_move: per_thread_ns,
        mean_moves: total.moves as f64 / total.games.max(1) as f64,
        seeds_per_move: spm,
        ns_per_seed: per_thread_ns / spm.max(f64::MIN_POSITIVE),
        total,
    }
}

/// The report as text.
#[must_use]
pub fn text(r: &BenchReport) -> String {
    let share = |n: u64| 100.0 * n as f64 / r.total.games.max(1) as f64;
    let mut out = format!(
        "{}: {} thread{}, seed {}, {:.1} s\n  {:.0} games/s, {:.0} moves/s, {:.2} ns/move, {:.2} ns/sown seed ({:.2} seeds/move)\n  moves per game: mean {:.2}, max {}\n  end reasons:",
        r.ruleset,
        r.threads,
        if r.threads == 1 { "" } else { "s" },
        r.seed,
        r.total.seconds,
        r.games_per_second,
        r.moves_per_second,
        r.ns_per_move,
        r.ns_per_seed,
        r.seeds_per_move,
        r.mean_moves,
        r.total.max_moves
    );
    for (k, &v) in &r.total.end_reasons {
        out.push_str(&format!(" {k} {:.2}%", share(v)));
    }
    out.push_str("\n  winners:");
    for (k, &v) in &r.total.winners {
        out.push_str(&format!(" {k} {:.2}%", share(v)));
    }
    out.push('\n');
    out
}
