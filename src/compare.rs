//! Comparing rule variants over many games: counts, rates with Wilson intervals, game lengths,
//! and the counters each family cares about.
//!
//! Every accumulator is an integer sum (game lengths are kept as an exact histogram, bounded by
//! `max-plies`), so a [`Tally`] does not grow with the number of games, adding tallies up in any
//! order gives the same result (runs are bit-identical whatever the number of threads), and
//! shards of a comparison merge into exactly the result of a single run.

use std::{collections::BTreeMap, sync::Arc};

use serde::{Deserialize, Serialize};

use crate::{
    agent::{Agent, Seat, seat_seed},
    engine::{self, Repetitions},
    event::{Event, Recorder},
    family::Family,
    position::{EndReason, Player},
};

/// The game-specific counters, with what they count (per game unless said otherwise).
pub const COUNTERS: &[(&str, &str)] = &[
    ("relays", "relay lifts (rải tiếp, take-one, sungka relays)"),
    ("refills", "refills of an empty side"),
    ("borrowed", "stones borrowed for refills"),
    (
        "from-outside",
        "stones taken from outside the game for refills",
    ),
    ("quan-non-blocks", "captures blocked by a young mandarin"),
    ("bonus-moves", "bonus moves (last seed in the own store)"),
    ("passes", "players passed over"),
    ("grand-slams", "captures cancelled as grand slams"),
    (
        "forced-feeding",
        "moves made while the opponent's row was empty",
    ),
    ("new-rounds", "rounds started after the first"),
];

/// Integer accumulators over the games of one ruleset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games won, per seat.
    pub wins: Vec<u64>,
    /// Games that ended with a shared first place.
    pub draws: u64,
    /// Games stopped by a safety limit.
    pub unfinished: u64,
    /// Finished games won by the player who moved first.
    pub first_player_wins: u64,
    /// Finished games won by the player who moved second.
    pub second_player_wins: u64,
    /// How many games lasted each number of plies.
    pub plies: BTreeMap<u32, u64>,
    /// Legal moves summed over every position a move was chosen in (for the branching factor).
    pub legal_moves: u64,
    /// Capture steps (pits captured).
    pub captures: u64,
    /// Sum over games of the squared number of capture steps (for intervals).
    pub captures_squared: u64,
    /// Moves that captured at least once, and the captures they made (chain lengths).
    pub capturing_moves: u64,
    /// The longest capture chain seen in one move.
    pub longest_chain: u64,
    /// Winner's lead over the best other player, summed over won games.
    pub margin: u64,
    /// Changes of the leading player, summed over games.
    pub lead_changes: u64,
    /// Games by end reason (`limit:max-plies` for limits).
    pub end_reasons: BTreeMap<String, u64>,
    /// Game-specific counters ([`COUNTERS`]), summed over games.
    pub counters: BTreeMap<String, u64>,
    /// Ply of the first capture of a special piece (a big stone, a special seed), summed over the
    /// games that had one, and how many did.
    pub first_special_capture_ply: u64,
    /// Games with a capture of a special piece.
    pub games_with_special_capture: u64,
}

impl Tally {
    /// Adds `other` into `self`.
    pub fn merge(&mut self, other: &Tally) {
        self.games += other.games;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            *a += b;
        }
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.first_player_wins += other.first_player_wins;
        self.second_player_wins += other.second_player_wins;
        for (k, v) in &other.plies {
            *self.plies.entry(*k).or_default() += v;
        }
        self.legal_moves += other.legal_moves;
        self.captures += other.captures;
        self.captures_squared += other.captures_squared;
        self.capturing_moves += other.capturing_moves;
        self.longest_chain = self.longest_chain.max(other.longest_chain);
        self.margin += other.margin;
        self.lead_changes += other.lead_changes;
        for (k, v) in &other.end_reasons {
            *self.end_reasons.entry(k.clone()).or_default() += v;
        }
        for (k, v) in &other.counters {
            *self.counters.entry(k.clone()).or_default() += v;
        }
        self.first_special_capture_ply += other.first_special_capture_ply;
        self.games_with_special_capture += other.games_with_special_capture;
    }

    /// Finished games (not stopped by a limit).
    #[must_use]
    pub fn finished(&self) -> u64 {
        self.games - self.unfinished
    }

    /// Total plies over every game.
    #[must_use]
    pub fn total_plies(&self) -> u64 {
        self.plies.iter().map(|(&p, &n)| u64::from(p) * n).sum()
    }

    /// The `q`-quantile of game length (0.5 = median), by the nearest-rank method.
    #[must_use]
    pub fn plies_quantile(&self, q: f64) -> u32 {
        let rank = ((q * self.games as f64).ceil() as u64).max(1);
        let mut seen = 0;
        for (&plies, &n) in &self.plies {
            seen += n;
            if seen >= rank {
                return plies;
            }
        }
        0
    }

    /// Mean and variance of game length.
    #[must_use]
    pub fn plies_mean_var(&self) -> (f64, f64) {
        mean_var(
            self.games,
            self.total_plies() as f64,
            self.plies
                .iter()
                .map(|(&p, &n)| f64::from(p) * f64::from(p) * n as f64)
                .sum(),
        )
    }
}

fn mean_var(n: u64, sum: f64, sum_sq: f64) -> (f64, f64) {
    if n == 0 {
        return (0.0, 0.0);
    }
    let n = n as f64;
    let mean = sum / n;
    let var = if n > 1.0 {
        ((sum_sq - n * mean * mean) / (n - 1.0)).max(0.0)
    } else {
        0.0
    };
    (mean, var)
}

/// Counts what happens in a game without keeping events.
#[derive(Debug)]
struct Counting<'r> {
    /// The family, which names the counters only it has.
    rules: &'r dyn Family,
    counters: [u64; COUNTERS.len()],
    captures: u64,
    move_captures: u64,
    special_captured: bool,
}

fn counter(name: &str) -> usize {
    COUNTERS
        .iter()
        .position(|(n, _)| *n == name)
        .expect("a known counter")
}

impl Recorder for Counting<'_> {
    fn record(&mut self, event: Event) {
        if let Some(name) = self.rules.counter(&event) {
            self.counters[counter(name)] += 1;
        }
        match event {
            Event::Relay { .. } | Event::TakeOne { .. } => self.counters[0] += 1,
            Event::Refill(r) => {
                self.counters[1] += 1;
                self.counters[2] += u64::from(r.borrowed);
                self.counters[3] += u64::from(r.bank);
            }
            Event::Bonus => self.counters[5] += 1,
            Event::Pass { .. } => self.counters[6] += 1,
            Event::GrandSlam { .. } => self.counters[7] += 1,
            Event::NewRound { .. } => self.counters[9] += 1,
            Event::Capture { taken, .. } => {
                self.captures += 1;
                self.move_captures += 1;
                self.special_captured |= taken.special > 0;
            }
            _ => {}
        }
    }
    fn begin_move(&mut self) {
        self.move_captures = 0;
    }
}

/// The seed of game `index` of a comparison seeded with `seed` (the same for every ruleset).
#[must_use]
pub fn game_seed(seed: u64, index: u64) -> u64 {
    let mut z = seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays game `index` between `agents` (seat p is played by `agents[p]`) with `first` moving
/// first, and adds it to `tally`.
///
/// # Panics
/// If there are fewer agents than players.
pub fn play_game(
    rules: &dyn Family,
    agents: &mut [Agent],
    seed: u64,
    first: Player,
    tally: &mut Tally,
) {
    let players = rules.num_players();
    assert!(agents.len() >= players, "one agent per seat");
    for (p, agent) in agents.iter_mut().enumerate().take(players) {
        agent.reseed(seat_seed(seed, p));
    }
    let mut counting = Counting {
        rules,
        counters: [0; COUNTERS.len()],
        captures: 0,
        move_captures: 0,
        special_captured: false,
    };
    let mut pos = engine::initial_position(rules, first, &mut counting);
    let mut reps = Repetitions::new();
    reps.start(&pos);
    let mut moves = crate::MoveList::new();
    let mut leader: Option<Player> = None;
    let mut first_special = None;
    let (mut game_captures, mut capturing_moves, mut longest) = (0u64, 0u64, 0u64);
    while !pos.is_over() {
        moves.clear();
        rules.legal_moves(&pos, &mut moves);
        tally.legal_moves += moves.len() as u64;
        if rules.opponent_starving(&pos) {
            counting.counters[counter("forced-feeding")] += 1;
        }
        let mover = pos.turn() as usize;
        let mv = agents[mover].choose(rules, &pos);
        let before = counting.captures;
        engine::apply(rules, &mut pos, &mv, &mut reps, &mut counting);
        let made = counting.captures - before;
        if made > 0 {
            capturing_moves += 1;
            longest = longest.max(made);
        }
        if counting.special_captured && first_special.is_none() {
            first_special = Some(pos.ply());
        }
        game_captures += made;
        // The leader changes when a different player becomes the single highest scorer.
        let scores = rules.scores(&pos);
        let best = *scores[..players].iter().max().expect("players");
        let mut leaders = (0..players).filter(|&p| scores[p] == best);
        if let (Some(l), None) = (leaders.next(), leaders.next()) {
            if leader.is_some_and(|old| old != l as Player) {
                tally.lead_changes += 1;
            }
            leader = Some(l as Player);
        }
    }
    let outcome = *pos.outcome().expect("the game is over");
    tally.games += 1;
    if tally.wins.len() < players {
        tally.wins.resize(players, 0);
    }
    *tally.plies.entry(pos.ply()).or_default() += 1;
    tally.captures += game_captures;
    tally.captures_squared += game_captures * game_captures;
    tally.capturing_moves += capturing_moves;
    tally.longest_chain = tally.longest_chain.max(longest);
    let reason = match outcome.reason {
        EndReason::Limit(limit) => format!("limit:{}", limit.key()),
        other => other.as_str().to_owned(),
    };
    *tally.end_reasons.entry(reason).or_default() += 1;
    match (outcome.reason, outcome.winner) {
        (EndReason::Limit(_), _) => tally.unfinished += 1,
        (_, None) => tally.draws += 1,
        (_, Some(w)) => {
            tally.wins[w as usize] += 1;
            let second = (first as usize + 1) % players;
            if w == first {
                tally.first_player_wins += 1;
            } else if w as usize == second {
                tally.second_player_wins += 1;
            }
            let s = outcome.scores(players);
            let other_best = (0..players)
                .filter(|&p| p != w as usize)
                .map(|p| s[p])
                .max()
                .unwrap_or(0);
            tally.margin += u64::try_from(s[w as usize] - other_best).unwrap_or(0);
        }
    }
    for (i, (name, _)) in COUNTERS.iter().enumerate() {
        if counting.counters[i] > 0 {
            *tally.counters.entry((*name).to_owned()).or_default() += counting.counters[i];
        }
    }
    if let Some(ply) = first_special {
        tally.first_special_capture_ply += u64::from(ply);
        tally.games_with_special_capture += 1;
    }
}

/// A rate with its Wilson 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rate {
    /// Successes.
    pub count: u64,
    /// Trials.
    pub of: u64,
    /// count / of.
    pub rate: f64,
    /// Lower end of the 95 % interval.
    pub low: f64,
    /// Upper end of the 95 % interval.
    pub high: f64,
}

const Z: f64 = 1.959_963_984_540_054;

impl Rate {
    /// The Wilson score interval of `count` successes in `of` trials.
    #[must_use]
    pub fn wilson(count: u64, of: u64) -> Rate {
        if of == 0 {
            return Rate {
                count,
                of,
                rate: 0.0,
                low: 0.0,
                high: 1.0,
            };
        }
        let n = of as f64;
        let p = count as f64 / n;
        let z2 = Z * Z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        Rate {
            count,
            of,
            rate: p,
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }
}

/// An estimate with a 95 % interval.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Estimate {
    /// The value.
    pub value: f64,
    /// Lower end of the 95 % interval.
    pub low: f64,
    /// Upper end of the 95 % interval.
    pub high: f64,
}

impl Estimate {
    fn normal(value: f64, variance: f64) -> Estimate {
        let half = Z * variance.max(0.0).sqrt();
        Estimate {
            value,
            low: value - half,
            high: value + half,
        }
    }
}

/// What a tally says, computed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// Wins per seat.
    pub wins: Vec<Rate>,
    /// Draws.
    pub draws: Rate,
    /// Games stopped by a limit.
    pub unfinished: Rate,
    /// Wins of the player who moved first, among finished games.
    pub first_player_wins: Rate,
    /// P(first player wins) − P(second player wins), among finished games.
    pub first_player_advantage: Estimate,
    /// Mean game length.
    pub plies_mean: f64,
    /// Median game length.
    pub plies_median: u32,
    /// 95th percentile of game length.
    pub plies_p95: u32,
    /// Longest game.
    pub plies_max: u32,
    /// Mean number of legal moves where a move was chosen.
    pub branching: f64,
    /// Capture steps per game.
    pub captures_per_game: f64,
    /// Mean capture-chain length of the moves that captured.
    pub chain_mean: f64,
    /// Longest capture chain.
    pub chain_max: u64,
    /// Winner's lead over the best other player, mean over won games.
    pub margin: f64,
    /// Changes of leader per game.
    pub lead_changes: f64,
    /// Share of games per end reason.
    pub end_reasons: BTreeMap<String, f64>,
    /// Game-specific counters, per game.
    pub counters: BTreeMap<String, f64>,
    /// Mean ply of the first capture of a special piece, over the games that had one.
    pub first_special_capture_ply: Option<f64>,
}

impl Summary {
    /// Computes the summary of `t`.
    #[must_use]
    pub fn of(t: &Tally) -> Summary {
        let games = t.games.max(1) as f64;
        let finished = t.finished();
        let decided: u64 = t.wins.iter().sum();
        let (mean, _) = t.plies_mean_var();
        let f = finished.max(1) as f64;
        let (p1, p2) = (
            t.first_player_wins as f64 / f,
            t.second_player_wins as f64 / f,
        );
        Summary {
            games: t.games,
            wins: t.wins.iter().map(|&w| Rate::wilson(w, t.games)).collect(),
            draws: Rate::wilson(t.draws, t.games),
            unfinished: Rate::wilson(t.unfinished, t.games),
            first_player_wins: Rate::wilson(t.first_player_wins, finished),
            first_player_advantage: Estimate::normal(p1 - p2, (p1 + p2 - (p1 - p2).powi(2)) / f),
            plies_mean: mean,
            plies_median: t.plies_quantile(0.5),
            plies_p95: t.plies_quantile(0.95),
            plies_max: t.plies.keys().next_back().copied().unwrap_or(0),
            branching: t.legal_moves as f64 / t.total_plies().max(1) as f64,
            captures_per_game: t.captures as f64 / games,
            chain_mean: t.captures as f64 / t.capturing_moves.max(1) as f64,
            chain_max: t.longest_chain,
            margin: t.margin as f64 / decided.max(1) as f64,
            lead_changes: t.lead_changes as f64 / games,
            end_reasons: t
                .end_reasons
                .iter()
                .map(|(k, &v)| (k.clone(), v as f64 / games))
                .collect(),
            counters: t
                .counters
                .iter()
                .map(|(k, &v)| (k.clone(), v as f64 / games))
                .collect(),
            first_special_capture_ply: (t.games_with_special_capture > 0)
                .then(|| t.first_special_capture_ply as f64 / t.games_with_special_capture as f64),
        }
    }
}

/// The difference between two rulesets (`b − a`), each with its 95 % interval.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Difference {
    /// The first ruleset.
    pub a: String,
    /// The other.
    pub b: String,
    /// South's (seat 0's) win rate.
    pub south_wins: Estimate,
    /// The draw rate.
    pub draws: Estimate,
    /// The first-player advantage.
    pub first_player_advantage: Estimate,
    /// Mean game length.
    pub plies_mean: Estimate,
    /// Capture steps per game.
    pub captures_per_game: Estimate,
}

impl Difference {
    /// `b − a`. The games of two rulesets use the same seeds, but the games themselves diverge
    /// at once, so the intervals treat the two samples as independent.
    #[must_use]
    pub fn between(a_id: &str, a: &Tally, b_id: &str, b: &Tally) -> Difference {
        let prop = |x: u64, n: u64, y: u64, m: u64| {
            let (p, q) = (x as f64 / n.max(1) as f64, y as f64 / m.max(1) as f64);
            Estimate::normal(
                q - p,
                p * (1.0 - p) / n.max(1) as f64 + q * (1.0 - q) / m.max(1) as f64,
            )
        };
        let (sa, sb) = (Summary::of(a), Summary::of(b));
        let adv_var = |s: &Summary| {
            let half = (s.first_player_advantage.high - s.first_player_advantage.value) / Z;
            half * half
        };
        let mean = |n: u64, mv: (f64, f64), m: u64, nv: (f64, f64)| {
            Estimate::normal(nv.0 - mv.0, mv.1 / n.max(1) as f64 + nv.1 / m.max(1) as f64)
        };
        let captures = |t: &Tally| mean_var(t.games, t.captures as f64, t.captures_squared as f64);
        Difference {
            a: a_id.to_owned(),
            b: b_id.to_owned(),
            south_wins: prop(
                a.wins.first().copied().unwrap_or(0),
                a.games,
                b.wins.first().copied().unwrap_or(0),
                b.games,
            ),
            draws: prop(a.draws, a.games, b.draws, b.games),
            first_player_advantage: Estimate::normal(
                sb.first_player_advantage.value - sa.first_player_advantage.value,
                adv_var(&sa) + adv_var(&sb),
            ),
            plies_mean: mean(a.games, a.plies_mean_var(), b.games, b.plies_mean_var()),
            captures_per_game: mean(a.games, captures(a), b.games, captures(b)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_the_textbook_value() {
        // 81 of 263: Wilson 95% interval (0.2553, 0.3662).
        let r = Rate::wilson(81, 263);
        assert!(
            (r.low - 0.2553).abs() < 1e-3 && (r.high - 0.3662).abs() < 1e-3,
            "{r:?}"
        );
        let r = Rate::wilson(0, 10);
        assert!(r.low == 0.0 && (r.high - 0.2775).abs() < 1e-3, "{r:?}");
    }

    #[test]
    fn quantiles_use_the_nearest_rank() {
        let mut t = Tally::default();
        for (plies, n) in [(10, 5), (20, 4), (30, 1)] {
            t.plies.insert(plies, n);
        }
        t.games = 10;
        assert_eq!(t.plies_quantile(0.5), 10);
        assert_eq!(t.plies_quantile(0.9), 20);
        assert_eq!(t.plies_quantile(0.95), 30);
    }
}

// ----- running a comparison -----

/// What to compare and how.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompareConfig {
    /// Ruleset ids, in order.
    pub rulesets: Vec<String>,
    /// Every ruleset's options, so that shards are only merged when they played the same rules.
    pub options: Vec<serde_json::Value>,
    /// The agents; seat p is played by `agents[p % agents.len()]`.
    pub agents: Vec<String>,
    /// Games per ruleset (all shards together).
    pub games: u64,
    /// The seed every game's seed is derived from.
    pub seed: u64,
    /// `(I, N)`: this run plays the I-th of N slices of the games (1-based); `None` for all.
    pub shard: Option<(u64, u64)>,
}

impl CompareConfig {
    /// The game indices this run plays.
    #[must_use]
    pub fn range(&self) -> std::ops::Range<u64> {
        match self.shard {
            None => 0..self.games,
            Some((i, n)) => {
                let bound =
                    |k: u64| (u128::from(self.games) * u128::from(k) / u128::from(n)) as u64;
                bound(i - 1)..bound(i)
            }
        }
    }
}

/// The results of a comparison (or of one shard of it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompareReport {
    /// Always `"mancala-compare"`.
    pub format: String,
    /// What was compared.
    pub config: CompareConfig,
    /// One tally per ruleset, in the order of `config.rulesets`.
    pub tallies: Vec<Tally>,
}

/// The value of `format` in comparison reports.
pub const REPORT_FORMAT: &str = "mancala-compare";

/// Plays the games of `config` (its shard only) on `jobs` threads; `progress` is called once per
/// game played. The result does not depend on `jobs`.
///
/// # Errors
/// The thread pool cannot be built.
pub fn run(
    rules: &[Arc<dyn Family>],
    seats: &[Seat],
    config: &CompareConfig,
    jobs: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<CompareReport, String> {
    use rayon::prelude::*;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
    let tallies = pool.install(|| {
        rules
            .iter()
            .map(|r| {
                let players = r.num_players();
                config
                    .range()
                    .into_par_iter()
                    .map_init(
                        || {
                            (0..players)
                                .map(|p| Agent::new(seats[p % seats.len()], 0))
                                .collect::<Vec<_>>()
                        },
                        |agents, g| {
                            let mut t = Tally::default();
                            let first = (g % players as u64) as Player;
                            play_game(r.as_ref(), agents, game_seed(config.seed, g), first, &mut t);
                            progress();
                            t
                        },
                    )
                    .reduce(Tally::default, |mut a, b| {
                        a.merge(&b);
                        a
                    })
            })
            .collect()
    });
    Ok(CompareReport {
        format: REPORT_FORMAT.into(),
        config: config.clone(),
        tallies,
    })
}

/// Merges shard reports into the report of a single run.
///
/// # Errors
/// The reports are not shards of one comparison, or some shard is missing or repeated.
pub fn merge(reports: &[CompareReport]) -> Result<CompareReport, String> {
    let first = reports.first().ok_or("no reports to merge")?;
    let Some((_, count)) = first.config.shard else {
        return Err("the first report is not a shard (it has no --shard)".into());
    };
    let mut seen = vec![false; count as usize];
    let mut tallies = vec![Tally::default(); first.tallies.len()];
    for (k, r) in reports.iter().enumerate() {
        let Some((i, n)) = r.config.shard else {
            return Err(format!("report {} is not a shard", k + 1));
        };
        let same = CompareConfig {
            shard: None,
            ..r.config.clone()
        } == CompareConfig {
            shard: None,
            ..first.config.clone()
        };
        if !same || n != count || r.tallies.len() != tallies.len() {
            return Err(format!(
                "report {} is a shard of another comparison (rulesets, options, agents, games, seed and shard count must all be the same)",
                k + 1
            ));
        }
        if std::mem::replace(&mut seen[(i - 1) as usize], true) {
            return Err(format!("shard {i}/{n} is given twice"));
        }
        for (t, add) in tallies.iter_mut().zip(&r.tallies) {
            t.merge(add);
        }
    }
    let missing: Vec<String> = (1..=count)
        .filter(|&i| !seen[(i - 1) as usize])
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(format!("missing shards: {}", missing.join(", ")));
    }
    Ok(CompareReport {
        format: REPORT_FORMAT.into(),
        config: CompareConfig {
            shard: None,
            ..first.config.clone()
        },
        tallies,
    })
}

// ----- presenting a comparison -----

fn pct(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn rate_text(r: &Rate) -> String {
    format!(
        "{} {} [{}, {}]",
        r.count,
        pct(r.rate),
        pct(r.low),
        pct(r.high)
    )
}

fn points_text(e: &Estimate) -> String {
    format!(
        "{:+.1} pts [{:+.1}, {:+.1}]",
        100.0 * e.value,
        100.0 * e.low,
        100.0 * e.high
    )
}

fn num_text(e: &Estimate) -> String {
    format!("{:+.2} [{:+.2}, {:+.2}]", e.value, e.low, e.high)
}

/// The seat names of a game with `players` players.
fn seat_names(players: usize) -> Vec<String> {
    (0..players)
        .map(|p| crate::render::player_name(players, p as Player))
        .collect()
}

/// The report as a readable table, one column per ruleset.
#[must_use]
pub fn table(report: &CompareReport) -> String {
    let c = &report.config;
    let summaries: Vec<Summary> = report.tallies.iter().map(Summary::of).collect();
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    let max_players = summaries.iter().map(|s| s.wins.len()).max().unwrap_or(2);
    for p in 0..max_players {
        let name = if max_players == 2 {
            seat_names(2)[p].clone()
        } else {
            format!("Player {p}")
        };
        rows.push((
            format!("{name} wins"),
            summaries
                .iter()
                .map(|s| s.wins.get(p).map_or("-".into(), rate_text))
                .collect(),
        ));
    }
    let mut row = |label: &str, f: &dyn Fn(&Summary) -> String| {
        rows.push((label.to_owned(), summaries.iter().map(f).collect()));
    };
    row("draws", &|s| rate_text(&s.draws));
    row("unfinished (limit)", &|s| rate_text(&s.unfinished));
    row("first player wins", &|s| rate_text(&s.first_player_wins));
    row("first-player advantage", &|s| {
        points_text(&s.first_player_advantage)
    });
    row("plies: mean / median / p95", &|s| {
        format!("{:.1} / {} / {}", s.plies_mean, s.plies_median, s.plies_p95)
    });
    row("longest game (plies)", &|s| s.plies_max.to_string());
    row("branching factor", &|s| format!("{:.2}", s.branching));
    row("captures per game", &|s| {
        format!("{:.2}", s.captures_per_game)
    });
    row("capture chain: mean / max", &|s| {
        format!("{:.2} / {}", s.chain_mean, s.chain_max)
    });
    row("margin of victory", &|s| format!("{:.1}", s.margin));
    row("lead changes per game", &|s| {
        format!("{:.2}", s.lead_changes)
    });
    let mut reasons: Vec<&String> = summaries
        .iter()
        .flat_map(|s| s.end_reasons.keys())
        .collect();
    reasons.sort();
    reasons.dedup();
    for reason in reasons {
        rows.push((
            format!("ended: {reason}"),
            summaries
                .iter()
                .map(|s| s.end_reasons.get(reason).map_or("-".into(), |&v| pct(v)))
                .collect(),
        ));
    }
    for (name, _) in COUNTERS {
        if summaries.iter().any(|s| s.counters.contains_key(*name)) {
            rows.push((
                format!("{name} per game"),
                summaries
                    .iter()
                    .map(|s| {
                        s.counters
                            .get(*name)
                            .map_or("-".into(), |v| format!("{v:.2}"))
                    })
                    .collect(),
            ));
        }
    }
    if summaries
        .iter()
        .any(|s| s.first_special_capture_ply.is_some())
    {
        rows.push((
            "first mandarin/special capture (ply)".into(),
            summaries
                .iter()
                .map(|s| {
                    s.first_special_capture_ply
                        .map_or("-".into(), |v| format!("{v:.1}"))
                })
                .collect(),
        ));
    }
    let label_w = rows.iter().map(|r| r.0.chars().count()).max().unwrap_or(0);
    let col_w: Vec<usize> = (0..c.rulesets.len())
        .map(|i| {
            rows.iter()
                .map(|r| r.1[i].chars().count())
                .chain([c.rulesets[i].chars().count()])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = format!(
        "{} games per ruleset, agents {}, seed {}{}; the first player alternates and every ruleset plays the same seeds. Rates with Wilson 95% intervals.\n\n",
        c.games,
        c.agents.join(" vs "),
        c.seed,
        c.shard
            .map_or(String::new(), |(i, n)| format!(", shard {i}/{n}")),
    );
    let mut line = format!("{:label_w$}", "");
    for (i, id) in c.rulesets.iter().enumerate() {
        line.push_str(&format!("  {:<w$}", id, w = col_w[i]));
    }
    out.push_str(line.trim_end());
    out.push('\n');
    for (label, cells) in &rows {
        let mut line = format!("{label:label_w$}");
        for (i, cell) in cells.iter().enumerate() {
            line.push_str(&format!("  {:<w$}", cell, w = col_w[i]));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let diffs = differences(report);
    if !diffs.is_empty() {
        out.push_str("\nDifferences from the first ruleset, with 95% intervals:\n");
        for d in diffs {
            out.push_str(&format!("{} − {}:\n", d.b, d.a));
            out.push_str(&format!(
                "  South win rate          {}\n",
                points_text(&d.south_wins)
            ));
            out.push_str(&format!(
                "  draw rate               {}\n",
                points_text(&d.draws)
            ));
            out.push_str(&format!(
                "  first-player advantage  {}\n",
                points_text(&d.first_player_advantage)
            ));
            out.push_str(&format!(
                "  mean plies              {}\n",
                num_text(&d.plies_mean)
            ));
            out.push_str(&format!(
                "  captures per game       {}\n",
                num_text(&d.captures_per_game)
            ));
        }
    }
    out
}

/// Every later ruleset against the first.
#[must_use]
pub fn differences(report: &CompareReport) -> Vec<Difference> {
    let ids = &report.config.rulesets;
    (1..ids.len())
        .map(|i| Difference::between(&ids[0], &report.tallies[0], &ids[i], &report.tallies[i]))
        .collect()
}

/// The report as JSON: the configuration, each ruleset's raw tally (what `merge` reads) and
/// summary, and the differences.
#[must_use]
pub fn to_json(report: &CompareReport) -> serde_json::Value {
    let results: Vec<serde_json::Value> = report
        .config
        .rulesets
        .iter()
        .zip(&report.tallies)
        .map(|(id, t)| serde_json::json!({"ruleset": id, "summary": Summary::of(t), "tally": t}))
        .collect();
    serde_json::json!({
        "format": REPORT_FORMAT,
        "config": report.config,
        "results": results,
        "differences": differences(report),
    })
}

/// Reads a report written by [`to_json`].
///
/// # Errors
/// Not such a report.
pub fn from_json(text: &str) -> Result<CompareReport, String> {
    #[derive(Deserialize)]
    struct Result_ {
        tally: Tally,
    }
    #[derive(Deserialize)]
    struct File {
        format: String,
        config: CompareConfig,
        results: Vec<Result_>,
    }
    let f: File =
        serde_json::from_str(text).map_err(|e| format!("not a comparison report: {e}"))?;
    if f.format != REPORT_FORMAT {
        return Err(format!("not a comparison report: format is `{}`", f.format));
    }
    if f.results.len() != f.config.rulesets.len() {
        return Err("not a comparison report: one result per ruleset expected".into());
    }
    Ok(CompareReport {
        format: f.format,
        config: f.config,
        tallies: f.results.into_iter().map(|r| r.tally).collect(),
    })
}

/// The report as CSV: one row per ruleset.
#[must_use]
pub fn to_csv(report: &CompareReport) -> String {
    let mut out = String::from(
        "ruleset,games,south_wins,north_wins,draws,unfinished,south_win_rate,south_win_low,south_win_high,first_player_win_rate,first_player_advantage,first_player_advantage_low,first_player_advantage_high,plies_mean,plies_median,plies_p95,plies_max,branching,captures_per_game,chain_mean,chain_max,margin,lead_changes",
    );
    for (name, _) in COUNTERS {
        out.push(',');
        out.push_str(&name.replace('-', "_"));
    }
    out.push('\n');
    for (id, t) in report.config.rulesets.iter().zip(&report.tallies) {
        let s = Summary::of(t);
        let w = |p: usize| t.wins.get(p).copied().unwrap_or(0);
        let south = s.wins.first().copied().unwrap_or(Rate::wilson(0, 0));
        out.push_str(&format!(
            "{id},{},{},{},{},{},{:.6},{:.6},{:.6},{:.6},{:.6},{:.6},{:.6},{:.4},{},{},{},{:.4},{:.4},{:.4},{},{:.4},{:.4}",
            t.games,
            w(0),
            w(1),
            t.draws,
            t.unfinished,
            south.rate,
            south.low,
            south.high,
            s.first_player_wins.rate,
            s.first_player_advantage.value,
            s.first_player_advantage.low,
            s.first_player_advantage.high,
            s.plies_mean,
            s.plies_median,
            s.plies_p95,
            s.plies_max,
            s.branching,
            s.captures_per_game,
            s.chain_mean,
            s.chain_max,
            s.margin,
            s.lead_changes,
        ));
        for (name, _) in COUNTERS {
            out.push_str(&format!(
                ",{:.4}",
                s.counters.get(*name).copied().unwrap_or(0.0)
            ));
        }
        out.push('\n');
    }
    out
}
