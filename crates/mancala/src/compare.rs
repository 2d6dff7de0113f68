//! Comparing rule variants over many games: counts, rates with intervals that stay within their
//! range, game lengths, the counters each family cares about, and how many of the games were
//! distinct.
//!
//! Every accumulator is an integer sum (game lengths are kept as an exact histogram, bounded by
//! `max-plies`) or a set of game hashes bounded in size ([`DistinctGames`]), so a [`Tally`] does
//! not grow without bound, adding tallies up in any order gives the same result (runs are
//! bit-identical whatever the number of threads), and shards of a comparison merge into
//! exactly the result of a single run.
//!
//! Agents that search to a fixed depth play the same game every time from the same start. So
//! that a comparison does not count copies of one game as evidence, each game can open with a
//! few uniformly random plies drawn from its seed ([`CompareConfig::opening`],
//! [`default_opening`]); the report counts the distinct games and warns when games repeat.

use std::{collections::BTreeMap, sync::Arc};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::{
    agent::{Agent, AgentError, History, Seat, SeatError, seat_seed},
    engine::{self, Repetitions},
    event::{Event, Recorder},
    family::Family,
    lang::{Arg, Lang},
    moves::Move,
    position::{EndReason, MAX_PLAYERS, Player, Position},
    ruleset::Weights,
    search::{AlphaBeta, lead, value_in_points},
};

pub mod distinct;
pub mod plot;
pub mod shard;
pub mod stats;

pub use distinct::{DistinctCount, DistinctGames, GameHash};
pub use shard::{Shard, ShardError, ShardSource, ShardSpec};
pub use stats::{Estimate, Rate};
use stats::{count, csv_field, fixed, pct, signed};

/// The version of the program, written into every report.
pub const PROGRAM_VERSION: &str = env!("CARGO_PKG_VERSION");

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
    /// The distinct games (by their moves); unknown in reports written before they were counted.
    #[serde(default = "DistinctGames::unknown")]
    pub distinct: DistinctGames,
}

impl Tally {
    /// Adds `other` into `self`.
    ///
    /// # Panics
    /// If a count would pass `u64::MAX` (see [`Tally::try_merge`]), which the games of one run
    /// never come near.
    pub fn merge(&mut self, other: &Tally) {
        if let Err(what) = self.try_merge(other) {
            panic!("the {what} of the games add up to more than {}", u64::MAX);
        }
    }

    /// Adds `other` into `self`, unless a count would pass `u64::MAX` (as the counts of reports
    /// read from files may): then `self` is left partly added to, to be dropped.
    ///
    /// # Errors
    /// The count that would pass `u64::MAX`, named as in the JSON.
    pub fn try_merge(&mut self, other: &Tally) -> Result<(), &'static str> {
        fn add(sum: &mut u64, more: u64, what: &'static str) -> Result<(), &'static str> {
            *sum = sum.checked_add(more).ok_or(what)?;
            Ok(())
        }
        add(&mut self.games, other.games, "games")?;
        if self.wins.len() < other.wins.len() {
            self.wins.resize(other.wins.len(), 0);
        }
        for (a, b) in self.wins.iter_mut().zip(&other.wins) {
            add(a, *b, "wins")?;
        }
        add(&mut self.draws, other.draws, "draws")?;
        add(&mut self.unfinished, other.unfinished, "unfinished")?;
        add(
            &mut self.first_player_wins,
            other.first_player_wins,
            "first_player_wins",
        )?;
        add(
            &mut self.second_player_wins,
            other.second_player_wins,
            "second_player_wins",
        )?;
        for (k, v) in &other.plies {
            add(self.plies.entry(*k).or_default(), *v, "plies")?;
        }
        add(&mut self.legal_moves, other.legal_moves, "legal_moves")?;
        add(&mut self.captures, other.captures, "captures")?;
        add(
            &mut self.captures_squared,
            other.captures_squared,
            "captures_squared",
        )?;
        add(
            &mut self.capturing_moves,
            other.capturing_moves,
            "capturing_moves",
        )?;
        self.longest_chain = self.longest_chain.max(other.longest_chain);
        add(&mut self.margin, other.margin, "margin")?;
        add(&mut self.lead_changes, other.lead_changes, "lead_changes")?;
        for (k, v) in &other.end_reasons {
            add(
                self.end_reasons.entry(k.clone()).or_default(),
                *v,
                "end_reasons",
            )?;
        }
        for (k, v) in &other.counters {
            add(self.counters.entry(k.clone()).or_default(), *v, "counters")?;
        }
        add(
            &mut self.first_special_capture_ply,
            other.first_special_capture_ply,
            "first_special_capture_ply",
        )?;
        add(
            &mut self.games_with_special_capture,
            other.games_with_special_capture,
            "games_with_special_capture",
        )?;
        self.distinct.merge(&other.distinct);
        Ok(())
    }

    /// Checks that the counts agree as games played make them: each game won, drawn or
    /// unfinished, counted once by its length and once by how it ended; wins of the first and
    /// the second player among the games won; at most [`MAX_PLAYERS`] seats; no sum beyond
    /// `u64::MAX`. What [`Summary::of`] computes relies on it; a report read from a file may
    /// have been edited.
    ///
    /// # Errors
    /// What does not agree, as a phrase (`does not add up: ...`).
    pub fn check(&self) -> Result<(), String> {
        fn sum(counts: impl IntoIterator<Item = u64>) -> Option<u64> {
            counts
                .into_iter()
                .try_fold(0u64, |total, n| total.checked_add(n))
        }
        let beyond = |what: &str| format!("counts more than {} {what} in all", u64::MAX);
        if self.wins.len() > MAX_PLAYERS {
            return Err(format!(
                "has wins for {} seats; a game has at most {MAX_PLAYERS} players",
                self.wins.len()
            ));
        }
        let games = self.games;
        let won = sum(self.wins.iter().copied()).ok_or_else(|| beyond("wins"))?;
        let ended = sum([won, self.draws, self.unfinished])
            .ok_or_else(|| beyond("games won, drawn and unfinished"))?;
        if ended != games {
            return Err(format!(
                "does not add up: {games} games, but {won} won, {} drawn and {} unfinished",
                self.draws, self.unfinished
            ));
        }
        let (first, second) = (self.first_player_wins, self.second_player_wins);
        if first.checked_add(second).is_none_or(|n| n > won) {
            return Err(format!(
                "does not add up: {games} games, {won} of them won, but {first} won by the first player and {second} by the second"
            ));
        }
        let lengths = sum(self.plies.values().copied()).ok_or_else(|| beyond("games"))?;
        if lengths != games {
            return Err(format!(
                "does not add up: {games} games, but {lengths} by their length"
            ));
        }
        self.plies
            .iter()
            .try_fold(0u64, |total, (&p, &n)| {
                u64::from(p).checked_mul(n)?.checked_add(total)
            })
            .ok_or_else(|| beyond("plies"))?;
        let ends = sum(self.end_reasons.values().copied()).ok_or_else(|| beyond("games"))?;
        if ends != games {
            return Err(format!(
                "does not add up: {games} games, but {ends} by how they ended"
            ));
        }
        if self.games_with_special_capture > games {
            return Err(format!(
                "does not add up: {games} games, but {} with a special capture",
                self.games_with_special_capture
            ));
        }
        Ok(())
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

/// The seed of the random opening of the game seeded with `game_seed` (apart from the seats').
#[must_use]
pub fn opening_seed(game_seed: u64) -> u64 {
    game_seed ^ 0x6f70_656e_696e_6773
}

/// How many random plies open each game when `--opening` is not given: [`DEFAULT_OPENING`] when
/// every agent is an alpha-beta or a perfect player, which plays the same game from the same
/// start every time, or an engine, which may ([`Seat::is_deterministic`]); none when some agent
/// chooses at random by itself (`random`, `greedy` breaking ties, `mcts`), so that the games
/// already differ and the agents' play is not disturbed.
#[must_use]
pub fn default_opening(seats: &[Seat]) -> u32 {
    if !seats.is_empty() && seats.iter().all(Seat::is_deterministic) {
        DEFAULT_OPENING
    } else {
        0
    }
}

/// The random plies that open a game between deterministic agents (see [`default_opening`]).
pub const DEFAULT_OPENING: u32 = 6;

/// How the random opening of every game is drawn: its plies, and how even the position it
/// leaves must be.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Openings {
    /// Random plies, drawn uniformly from the legal moves (fewer if the game ends first).
    pub plies: u32,
    /// With `Some(points)`, an opening is drawn again (the same generator going on) until a
    /// search of [`BALANCE_DEPTH`] plies on the lead in points values the position it leaves
    /// within `points` for either side, at most [`OPENING_DRAWS`] times.
    pub within: Option<u32>,
}

impl Openings {
    /// `plies` random plies, whatever position they leave.
    #[must_use]
    pub fn random(plies: u32) -> Openings {
        Openings {
            plies,
            within: None,
        }
    }
}

/// The depth of the search that says whether an opening is even enough ([`Openings::within`]).
pub const BALANCE_DEPTH: u32 = 8;

/// The most openings drawn for one game before [`draw_opening`] gives up.
pub const OPENING_DRAWS: u32 = 1000;

/// No opening even enough was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "no opening of {plies} random plies left a position within {within} point{} for either side in {draws} draw{}; allow more points (--opening-within) or fewer plies (--opening)",
    if *.within == 1 { "" } else { "s" },
    if *.draws == 1 { "" } else { "s" }
)]
pub struct OpeningError {
    /// The plies asked for.
    pub plies: u32,
    /// The points allowed.
    pub within: u32,
    /// The openings drawn.
    pub draws: u32,
}

/// How far ahead the player to move is in `pos`, in points: its final margin when the game is
/// over, else what a search of [`BALANCE_DEPTH`] plies on the lead in points says (with
/// perfect play to that depth; a game it sees decided, by the margin).
#[must_use]
pub fn opening_balance(rules: &dyn Family, pos: &Position) -> i32 {
    if pos.is_over() {
        return lead(&rules.scores(pos)[..rules.num_players()], pos.turn());
    }
    // A table of its own each time, so that the value depends on the position alone.
    let mut search = AlphaBeta::new(1 << 12)
        .without_endgames()
        .with_weights(Weights::LEAD);
    let result = search.search(rules, pos, BALANCE_DEPTH, None);
    value_in_points(result.value)
}

/// The random opening of the game seeded with `seed`, `first` moving first: the moves drawn
/// from [`opening_seed`]`(seed)` as [`Openings`] says.
///
/// # Errors
/// [`Openings::within`] is given and none of [`OPENING_DRAWS`] openings met it.
pub fn draw_opening(
    rules: &dyn Family,
    first: Player,
    seed: u64,
    openings: Openings,
) -> Result<Vec<Move>, OpeningError> {
    draw_opening_in(rules, first, seed, openings, OPENING_DRAWS)
}

/// [`draw_opening`], giving up after `draws` openings instead of [`OPENING_DRAWS`].
///
/// # Errors
/// [`Openings::within`] is given and none of `draws` openings met it.
pub fn draw_opening_in(
    rules: &dyn Family,
    first: Player,
    seed: u64,
    openings: Openings,
    draws: u32,
) -> Result<Vec<Move>, OpeningError> {
    let Some(points) = openings.within else {
        return Ok(random_opening(rules, first, seed, openings.plies));
    };
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(opening_seed(seed));
    for _ in 0..draws {
        let (line, pos) = draw_once(rules, first, &mut rng, openings.plies);
        if opening_balance(rules, &pos).unsigned_abs() <= points {
            return Ok(line);
        }
    }
    Err(OpeningError {
        plies: openings.plies,
        within: points,
        draws,
    })
}

/// The random opening of `plies` plies of the game seeded with `seed` (see [`draw_opening`]),
/// whatever position it leaves.
#[must_use]
pub fn random_opening(rules: &dyn Family, first: Player, seed: u64, plies: u32) -> Vec<Move> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(opening_seed(seed));
    draw_once(rules, first, &mut rng, plies).0
}

/// `plies` moves drawn uniformly from the legal ones with `rng` (fewer if the game ends), and
/// the position they leave.
fn draw_once(
    rules: &dyn Family,
    first: Player,
    rng: &mut Xoshiro256PlusPlus,
    plies: u32,
) -> (Vec<Move>, Position) {
    let mut pos = engine::initial_position(rules, first, &mut crate::NoRecord);
    let mut reps = Repetitions::new();
    reps.start(&pos);
    let mut legal = crate::MoveList::new();
    let mut line = Vec::new();
    while line.len() < plies as usize && !pos.is_over() {
        legal.clear();
        rules.legal_moves(&pos, &mut legal);
        let mv = legal[rng.random_range(0..legal.len())];
        engine::apply(rules, &mut pos, &mv, &mut reps, &mut crate::NoRecord);
        line.push(mv);
    }
    (line, pos)
}

/// Plays one game between `agents` (seat p is played by `agents[p]`) with `first` moving first,
/// and adds it to `tally`. The game opens with `opening` (from [`draw_opening`]); then the
/// agents, reseeded from `seed`, play. Returns the moves of the game, the opening's included.
///
/// # Errors
/// An agent could not choose a move (an engine failed); the game is not counted.
///
/// # Panics
/// If there are fewer agents than players.
pub fn play_game(
    rules: &dyn Family,
    agents: &mut [Agent],
    seed: u64,
    first: Player,
    opening: &[Move],
    tally: &mut Tally,
) -> Result<Vec<Move>, AgentError> {
    let players = rules.num_players();
    assert!(agents.len() >= players, "one agent per seat");
    for (p, agent) in agents.iter_mut().enumerate().take(players) {
        agent.reseed(seat_seed(seed, p));
    }
    let mut hash = GameHash::new(first);
    let mut made = 0usize;
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
    // The moves so far, for engines (which are given the game from its start).
    let mut history = Vec::new();
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
        let mv = if let Some(&mv) = opening.get(made) {
            mv
        } else {
            let history = History {
                first,
                from: None,
                moves: &history,
            };
            agents[mover].try_choose(rules, &pos, history)?
        };
        made += 1;
        hash.push(&mv);
        history.push(mv);
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
    tally.distinct.insert(hash.value());
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
    Ok(history)
}

// ----- what a tally says -----

/// The first player's score share among finished games (a win 1, a loss to the second player 0,
/// anything else, a draw or another player's win, ½) and the number of finished games.
fn first_player_score(t: &Tally) -> (f64, u64) {
    let f = t.finished();
    if f == 0 {
        return (0.5, 0);
    }
    let others = f - t.first_player_wins - t.second_player_wins;
    (
        (t.first_player_wins as f64 + 0.5 * others as f64) / f as f64,
        f,
    )
}

/// What a tally says, computed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    /// Games played.
    pub games: u64,
    /// How many of them were distinct (`None`: not recorded by the program that played them).
    pub distinct_games: Option<DistinctCount>,
    /// Wins per seat.
    pub wins: Vec<Rate>,
    /// Draws.
    pub draws: Rate,
    /// Games stopped by a limit.
    pub unfinished: Rate,
    /// Wins of the player who moved first, among finished games.
    pub first_player_wins: Rate,
    /// P(first player wins) − P(second player wins), among finished games (`None` when no game
    /// finished). Its interval is the Wilson interval of the first player's score share s
    /// (see [`Summary::first_player_score`]) as 2s − 1, so it stays within −1..=1.
    pub first_player_advantage: Option<Estimate>,
    /// The first player's score share among finished games, with its Wilson interval: wins
    /// count 1, a loss to the second player 0, anything else ½ (for two players: wins and half
    /// the draws). 0.5, from 0 to 1, when no game finished.
    pub first_player_score: Estimate,
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
        let (score, f) = first_player_score(t);
        let (low, high) = stats::wilson_bounds(score, f as f64);
        let first_player_score = Estimate {
            value: score,
            low,
            high,
        };
        Summary {
            games: t.games,
            distinct_games: t.distinct.count().map(|d| DistinctCount {
                count: d.count.min(t.games),
                ..d
            }),
            wins: t.wins.iter().map(|&w| Rate::wilson(w, t.games)).collect(),
            draws: Rate::wilson(t.draws, t.games),
            unfinished: Rate::wilson(t.unfinished, t.games),
            first_player_wins: Rate::wilson(t.first_player_wins, finished),
            first_player_advantage: (f > 0).then_some(Estimate {
                value: 2.0 * score - 1.0,
                low: 2.0 * low - 1.0,
                high: 2.0 * high - 1.0,
            }),
            first_player_score,
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
    /// South's (seat 0's) win rate (Newcombe's interval).
    pub south_wins: Estimate,
    /// The draw rate (Newcombe's interval).
    pub draws: Estimate,
    /// The rate of games stopped by a limit (Newcombe's interval).
    pub unfinished: Estimate,
    /// The first-player advantage: twice Newcombe's interval for the difference of the first
    /// player's score shares, within −2..=2 (`None` when either ruleset finished no game).
    pub first_player_advantage: Option<Estimate>,
    /// Mean game length (normal approximation).
    pub plies_mean: Estimate,
    /// Capture steps per game (normal approximation).
    pub captures_per_game: Estimate,
}

impl Difference {
    /// `b − a`. The games of two rulesets use the same seeds, but the games themselves soon
    /// diverge, so the intervals treat the two samples as independent (which is cautious where
    /// they do not diverge).
    #[must_use]
    pub fn between(a_id: &str, a: &Tally, b_id: &str, b: &Tally) -> Difference {
        let rate = |x: u64, n: u64, y: u64, m: u64| {
            let share = |k: u64, of: u64| if of == 0 { 0.0 } else { k as f64 / of as f64 };
            Estimate::newcombe(share(x, n), n as f64, share(y, m), m as f64)
        };
        let mean = |n: u64, mv: (f64, f64), m: u64, nv: (f64, f64)| {
            Estimate::normal(nv.0 - mv.0, mv.1 / n.max(1) as f64 + nv.1 / m.max(1) as f64)
        };
        let captures = |t: &Tally| mean_var(t.games, t.captures as f64, t.captures_squared as f64);
        let ((sa, fa), (sb, fb)) = (first_player_score(a), first_player_score(b));
        Difference {
            a: a_id.to_owned(),
            b: b_id.to_owned(),
            south_wins: rate(
                a.wins.first().copied().unwrap_or(0),
                a.games,
                b.wins.first().copied().unwrap_or(0),
                b.games,
            ),
            draws: rate(a.draws, a.games, b.draws, b.games),
            unfinished: rate(a.unfinished, a.games, b.unfinished, b.games),
            first_player_advantage: (fa > 0 && fb > 0)
                .then(|| Estimate::newcombe(sa, fa as f64, sb, fb as f64).scaled(2.0)),
            plies_mean: mean(a.games, a.plies_mean_var(), b.games, b.plies_mean_var()),
            captures_per_game: mean(a.games, captures(a), b.games, captures(b)),
        }
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
    /// The agents: one for every seat, or one per seat (seat p is played by
    /// `agents[p % agents.len()]`).
    pub agents: Vec<String>,
    /// Games per ruleset (all shards together).
    pub games: u64,
    /// The seed every game's seed is derived from.
    pub seed: u64,
    /// Uniformly random plies that open every game, drawn from the game's seed (0: none; reports
    /// written before openings existed had none).
    #[serde(default)]
    pub opening: u32,
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

    /// Whether every agent plays the same move every time in the same position (alpha-beta,
    /// perfect), so that games from the same start are all alike.
    fn deterministic_agents(&self) -> bool {
        self.agents.iter().all(|a| {
            a.starts_with("alphabeta") || a.starts_with("perfect") || a.starts_with("anti-mcts")
        })
    }
}

/// The results of a comparison (or of one shard of it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompareReport {
    /// Always `"mancala-compare"`.
    pub format: String,
    /// The version of mancala that played the games (`None` in reports written before it was
    /// recorded).
    pub version: Option<String>,
    /// What was compared.
    pub config: CompareConfig,
    /// One tally per ruleset, in the order of `config.rulesets`.
    pub tallies: Vec<Tally>,
}

/// The value of `format` in comparison reports.
pub const REPORT_FORMAT: &str = "mancala-compare";

/// A comparison that cannot be run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CompareError {
    /// The agent list does not fit a ruleset's number of players.
    #[error(
        "{ruleset} is a game for {players} players, but {given} agents were given ({agents}): give one agent to play every seat, or {players}, one per seat"
    )]
    AgentsDoNotFit {
        /// The ruleset.
        ruleset: String,
        /// Its number of players.
        players: usize,
        /// How many agents were given.
        given: usize,
        /// The agents, separated by commas.
        agents: String,
    },
    /// No agent at all.
    #[error("no agents given; name at least one, e.g. --agents random")]
    NoAgents,
    /// An agent that cannot play a ruleset (a perfect player and a ruleset the solver cannot
    /// solve).
    #[error(transparent)]
    Seat(SeatError),
    /// The thread pool could not be built.
    #[error("cannot start {jobs} threads: {message}")]
    Threads {
        /// The threads asked for.
        jobs: usize,
        /// Why not.
        message: String,
    },
    /// An agent could not choose a move: an engine failed.
    #[error("game {game} of {ruleset}: {error}")]
    Agent {
        /// The ruleset of the game.
        ruleset: String,
        /// The game (counted from 1).
        game: u64,
        /// What went wrong.
        error: String,
    },
}

/// Checks that `seats` fits every ruleset: one agent for every seat, or one per seat, each of
/// which can play it ([`Seat::check`]).
///
/// # Errors
/// [`CompareError::AgentsDoNotFit`] naming the first ruleset it does not fit, or
/// [`CompareError::Seat`] naming the first agent that cannot play a ruleset, and why.
pub fn check_agents(rules: &[Arc<dyn Family>], seats: &[Seat]) -> Result<(), CompareError> {
    if seats.is_empty() {
        return Err(CompareError::NoAgents);
    }
    for r in rules {
        let players = r.num_players();
        if seats.len() != 1 && seats.len() != players {
            return Err(CompareError::AgentsDoNotFit {
                ruleset: r.info().id.clone(),
                players,
                given: seats.len(),
                agents: seats
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
        for seat in seats {
            seat.check(r.as_ref()).map_err(CompareError::Seat)?;
        }
    }
    Ok(())
}

/// Plays the games of `config` (its shard only) on `jobs` threads; `progress` is called once per
/// game played. The result does not depend on `jobs`.
///
/// # Errors
/// The agents do not fit a ruleset, or the thread pool cannot be built.
pub fn run(
    rules: &[Arc<dyn Family>],
    seats: &[Seat],
    config: &CompareConfig,
    jobs: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<CompareReport, CompareError> {
    use rayon::prelude::*;
    check_agents(rules, seats)?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| CompareError::Threads {
            jobs,
            message: e.to_string(),
        })?;
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
                                .map(|p| Agent::new(seats[p % seats.len()].clone(), 0))
                                .collect::<Vec<_>>()
                        },
                        |agents, g| {
                            let mut t = Tally::default();
                            let first = (g % players as u64) as Player;
                            let seed = game_seed(config.seed, g);
                            let opening = random_opening(r.as_ref(), first, seed, config.opening);
                            play_game(r.as_ref(), agents, seed, first, &opening, &mut t).map_err(
                                |e| CompareError::Agent {
                                    ruleset: r.info().id.clone(),
                                    game: g + 1,
                                    error: e.to_string(),
                                },
                            )?;
                            progress();
                            Ok(t)
                        },
                    )
                    .try_reduce(Tally::default, |mut a, b| {
                        a.merge(&b);
                        Ok(a)
                    })
            })
            .collect::<Result<Vec<_>, _>>()
    })?;
    Ok(CompareReport {
        format: REPORT_FORMAT.into(),
        version: Some(PROGRAM_VERSION.into()),
        config: config.clone(),
        tallies,
    })
}

/// Reports that cannot be merged, or a file that is not a report.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MergeError {
    /// Nothing to merge.
    #[error("no reports to merge")]
    Empty,
    /// A file that is not a comparison report.
    #[error("not a comparison report: {0}")]
    NotAReport(String),
    /// A report of a whole comparison.
    #[error("report {0} is not a shard (it was written without --shard)")]
    NotAShard(usize),
    /// A shard whose slice cannot be.
    #[error("report {report} claims to be shard {index}/{count}, which does not exist")]
    NoSuchShard {
        /// Which report (1-based).
        report: usize,
        /// Its shard index.
        index: u64,
        /// Its shard count.
        count: u64,
    },
    /// Shards of different comparisons.
    #[error(
        "report {0} is a shard of another comparison (rulesets, options, agents, games, seed, opening and shard count must all be the same)"
    )]
    OtherComparison(usize),
    /// Shards played by different versions of the program.
    #[error(
        "report {report} was played by {theirs} and report 1 by {first}; merge shards played by one version"
    )]
    Versions {
        /// Which report (1-based).
        report: usize,
        /// Its program.
        theirs: String,
        /// The first report's program.
        first: String,
    },
    /// The same shard twice.
    #[error("shard {0}/{1} is given twice")]
    Twice(u64, u64),
    /// Shards missing.
    #[error("missing shards: {0}")]
    Missing(String),
    /// Shards whose counts add up to more than a count can hold.
    #[error("the shards of {ruleset} cannot be merged: {why}")]
    Overflow {
        /// The ruleset.
        ruleset: String,
        /// Which count, and why.
        why: String,
    },
}

fn program(version: Option<&String>) -> String {
    version.map_or("an earlier mancala (no version recorded)".into(), |v| {
        format!("mancala {v}")
    })
}

/// [`program`] in `lang`.
fn program_in(lang: Lang, version: Option<&String>) -> String {
    match version {
        Some(v) => lang.text("rep-cmp-program", &[("version", v.as_str().into())]),
        None => lang.text("rep-cmp-program-earlier", &[]),
    }
}

/// Merges shard reports into the report of a single run.
///
/// # Errors
/// The reports are not shards of one comparison played by one version of the program, or some
/// shard is missing or repeated.
pub fn merge(reports: &[CompareReport]) -> Result<CompareReport, MergeError> {
    let first = reports.first().ok_or(MergeError::Empty)?;
    let Some((_, count)) = first.config.shard else {
        return Err(MergeError::NotAShard(1));
    };
    let mut seen = vec![false; count.min(shard::MAX_SHARDS) as usize];
    let mut tallies = vec![Tally::default(); first.tallies.len()];
    for (k, r) in reports.iter().enumerate() {
        let Some((i, n)) = r.config.shard else {
            return Err(MergeError::NotAShard(k + 1));
        };
        if i == 0 || i > n || n as usize > seen.len() {
            return Err(MergeError::NoSuchShard {
                report: k + 1,
                index: i,
                count: n,
            });
        }
        let same = CompareConfig {
            shard: None,
            ..r.config.clone()
        } == CompareConfig {
            shard: None,
            ..first.config.clone()
        };
        // Versions first: another version may spell the same options differently.
        if r.version != first.version {
            return Err(MergeError::Versions {
                report: k + 1,
                theirs: program(r.version.as_ref()),
                first: program(first.version.as_ref()),
            });
        }
        if !same || n != count || r.tallies.len() != tallies.len() {
            return Err(MergeError::OtherComparison(k + 1));
        }
        if std::mem::replace(&mut seen[(i - 1) as usize], true) {
            return Err(MergeError::Twice(i, n));
        }
        for ((t, add), id) in tallies
            .iter_mut()
            .zip(&r.tallies)
            .zip(&first.config.rulesets)
        {
            t.try_merge(add).map_err(|what| MergeError::Overflow {
                ruleset: id.clone(),
                why: format!("their {what} add up to more than {}", u64::MAX),
            })?;
        }
    }
    for (t, id) in tallies.iter().zip(&first.config.rulesets) {
        t.check().map_err(|why| MergeError::Overflow {
            ruleset: id.clone(),
            why: format!("together, the tally {why}"),
        })?;
    }
    let missing: Vec<String> = (1..=count)
        .filter(|&i| !seen[(i - 1) as usize])
        .map(|i| format!("{i}/{count}"))
        .collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing(missing.join(", ")));
    }
    Ok(CompareReport {
        format: REPORT_FORMAT.into(),
        version: first.version.clone(),
        config: CompareConfig {
            shard: None,
            ..first.config.clone()
        },
        tallies,
    })
}

// ----- presenting a comparison -----

fn rate_text(r: &Rate) -> String {
    if r.of == 0 {
        return "-".into();
    }
    format!(
        "{} {} [{}, {}]",
        count(r.count),
        pct(r.rate),
        pct(r.low),
        pct(r.high)
    )
}

fn points_text(lang: Lang, e: &Estimate) -> String {
    lang.text(
        "rep-cmp-points",
        &[
            ("value", signed(100.0 * e.value, 1).into()),
            ("low", signed(100.0 * e.low, 1).into()),
            ("high", signed(100.0 * e.high, 1).into()),
        ],
    )
}

fn num_text(e: &Estimate) -> String {
    format!(
        "{} [{}, {}]",
        signed(e.value, 2),
        signed(e.low, 2),
        signed(e.high, 2)
    )
}

/// The seat names of a game with `players` players.
fn seat_names(players: usize) -> Vec<String> {
    (0..players)
        .map(|p| crate::render::player_name(players, p as Player))
        .collect()
}

fn distinct_text(lang: Lang, s: &Summary) -> String {
    let args = |d: &DistinctCount| {
        [
            ("count", Arg::from(count(d.count))),
            ("games", count(s.games).into()),
        ]
    };
    match &s.distinct_games {
        None => lang.text("rep-cmp-distinct-none", &[]),
        Some(d) if d.exact => lang.text("rep-cmp-distinct-exact", &args(d)),
        Some(d) => lang.text("rep-cmp-distinct-about", &args(d)),
    }
}

/// What the report warns about: repeated games (with what to do about them), and counts that
/// were not recorded.
#[must_use]
pub fn warnings(report: &CompareReport) -> Vec<String> {
    warnings_in(Lang::english(), report)
}

/// [`warnings`] in `lang`.
#[must_use]
pub fn warnings_in(lang: Lang, report: &CompareReport) -> Vec<String> {
    let c = &report.config;
    let mut out = Vec::new();
    for (id, t) in c.rulesets.iter().zip(&report.tallies) {
        let Some(d) = Summary::of(t).distinct_games else {
            out.push(lang.text(
                "rep-cmp-not-counted",
                &[
                    ("id", id.as_str().into()),
                    ("program", program_in(lang, report.version.as_ref()).into()),
                ],
            ));
            continue;
        };
        let repeats = t.games.saturating_sub(d.count);
        // An estimate is within about 2% (2.5 standard errors); only a clear shortfall counts.
        let repeated = if d.exact {
            repeats > 0
        } else {
            (d.count as f64) < 0.98 * t.games as f64
        };
        if !repeated {
            continue;
        }
        let id_why = if c.opening == 0 && c.deterministic_agents() {
            "rep-cmp-repeats-same-start"
        } else if c.opening == 0 {
            "rep-cmp-repeats-random"
        } else {
            "rep-cmp-repeats-opening"
        };
        out.push(lang.text(
            id_why,
            &[
                ("id", id.as_str().into()),
                ("exact", if d.exact { "yes" } else { "no" }.into()),
                ("distinct", count(d.count).into()),
                ("games", count(t.games).into()),
                ("repeats", count(repeats).into()),
                ("number", repeats.into()),
                ("opening", DEFAULT_OPENING.to_string().into()),
                ("more", (c.opening + 2).to_string().into()),
            ],
        ));
    }
    out
}

fn opening_text(lang: Lang, c: &CompareConfig) -> String {
    match c.opening {
        0 if c.deterministic_agents() => lang.text("rep-cmp-opening-none-same", &[]),
        0 => lang.text("rep-cmp-opening-none", &[]),
        k => lang.text("rep-cmp-opening", &[("plies", k.into())]),
    }
}

/// The lines above the table: what was played, by which program, with which seed and opening,
/// and the interval methods.
fn header(lang: Lang, report: &CompareReport) -> String {
    let c = &report.config;
    let agents = if c.agents.len() == 1 {
        lang.text(
            "rep-cmp-agents-same",
            &[("agent", c.agents[0].as_str().into())],
        )
    } else {
        c.agents.iter().skip(1).fold(c.agents[0].clone(), |a, b| {
            lang.text(
                "rep-cmp-versus",
                &[("a", a.into()), ("b", b.as_str().into())],
            )
        })
    };
    let program = match &report.version {
        Some(v) => lang.text("rep-cmp-program", &[("version", v.as_str().into())]),
        None => lang.text("rep-cmp-program-unknown", &[]),
    };
    let mut args = vec![
        ("program", Arg::from(program)),
        ("seed", c.seed.to_string().into()),
        ("games", count(c.games).into()),
        ("agents", agents.into()),
    ];
    let first = match c.shard {
        None => lang.text("rep-cmp-header", &args),
        Some((i, n)) => {
            let r = c.range();
            args.extend([
                ("shard", i.to_string().into()),
                ("shards", n.to_string().into()),
                ("from", count(r.start + 1).into()),
                ("to", count(r.end).into()),
            ]);
            lang.text("rep-cmp-header-shard", &args)
        }
    };
    format!(
        "{first}\n{}\n{}\n{}\n",
        lang.text("rep-cmp-alternates", &[]),
        opening_text(lang, c),
        lang.text("rep-cmp-intervals", &[]),
    )
}

/// The report as a readable table, one column per ruleset.
#[must_use]
pub fn table(report: &CompareReport) -> String {
    table_in(Lang::english(), report)
}

/// [`table`] in `lang`: the words, the players' names and the row labels in the language, the
/// rulesets' ids and the numbers as they are.
#[must_use]
pub fn table_in(lang: Lang, report: &CompareReport) -> String {
    let c = &report.config;
    let say = |id: &str| lang.text(id, &[]);
    let summaries: Vec<Summary> = report.tallies.iter().map(Summary::of).collect();
    let mut rows: Vec<(String, Vec<String>)> = Vec::new();
    rows.push((
        say("rep-cmp-distinct"),
        summaries.iter().map(|s| distinct_text(lang, s)).collect(),
    ));
    let max_players = summaries.iter().map(|s| s.wins.len()).max().unwrap_or(2);
    for p in 0..max_players {
        let name = if max_players == 2 {
            crate::render::player_name_in(lang, 2, p as Player)
        } else {
            lang.text("rep-cmp-player", &[("number", p.into())])
        };
        rows.push((
            lang.text("rep-cmp-wins", &[("player", name.into())]),
            summaries
                .iter()
                .map(|s| s.wins.get(p).map_or("-".into(), rate_text))
                .collect(),
        ));
    }
    let mut row = |id: &str, f: &dyn Fn(&Summary) -> String| {
        rows.push((say(id), summaries.iter().map(f).collect()));
    };
    row("rep-cmp-draws", &|s| rate_text(&s.draws));
    row("rep-cmp-unfinished", &|s| rate_text(&s.unfinished));
    row("rep-cmp-first-wins", &|s| rate_text(&s.first_player_wins));
    row("rep-cmp-advantage", &|s| {
        s.first_player_advantage
            .as_ref()
            .map_or("-".into(), |e| points_text(lang, e))
    });
    row("rep-cmp-plies", &|s| {
        format!(
            "{} / {} / {}",
            fixed(s.plies_mean, 1),
            s.plies_median,
            s.plies_p95
        )
    });
    row("rep-cmp-longest", &|s| s.plies_max.to_string());
    row("rep-cmp-branching", &|s| fixed(s.branching, 2));
    row("rep-cmp-captures", &|s| fixed(s.captures_per_game, 2));
    row("rep-cmp-chain", &|s| {
        format!("{} / {}", fixed(s.chain_mean, 2), s.chain_max)
    });
    row("rep-cmp-margin", &|s| fixed(s.margin, 1));
    row("rep-cmp-lead-changes", &|s| fixed(s.lead_changes, 2));
    let mut reasons: Vec<&String> = summaries
        .iter()
        .flat_map(|s| s.end_reasons.keys())
        .collect();
    reasons.sort();
    reasons.dedup();
    for reason in reasons {
        rows.push((
            lang.text("rep-cmp-ended", &[("reason", reason.as_str().into())]),
            summaries
                .iter()
                .map(|s| s.end_reasons.get(reason).map_or("-".into(), |&v| pct(v)))
                .collect(),
        ));
    }
    for (name, _) in COUNTERS {
        if summaries.iter().any(|s| s.counters.contains_key(*name)) {
            rows.push((
                lang.text("rep-cmp-counter", &[("name", (*name).into())]),
                summaries
                    .iter()
                    .map(|s| s.counters.get(*name).map_or("-".into(), |v| fixed(*v, 2)))
                    .collect(),
            ));
        }
    }
    if summaries
        .iter()
        .any(|s| s.first_special_capture_ply.is_some())
    {
        rows.push((
            say("rep-cmp-first-special"),
            summaries
                .iter()
                .map(|s| {
                    s.first_special_capture_ply
                        .map_or("-".into(), |v| fixed(v, 1))
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
    let mut out = header(lang, report);
    for w in warnings_in(lang, report) {
        out.push_str(&lang.text("rep-cmp-warning", &[("warning", w.into())]));
        out.push('\n');
    }
    out.push('\n');
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
        out.push('\n');
        out.push_str(&say("rep-cmp-differences"));
        out.push('\n');
        for d in diffs {
            out.push_str(&format!("{} − {}:\n", d.b, d.a));
            let lines = [
                (
                    lang.text(
                        "rep-cmp-diff-wins",
                        &[("player", crate::render::player_name_in(lang, 2, 0).into())],
                    ),
                    points_text(lang, &d.south_wins),
                ),
                (say("rep-cmp-diff-draws"), points_text(lang, &d.draws)),
                (
                    say("rep-cmp-diff-unfinished"),
                    points_text(lang, &d.unfinished),
                ),
                (
                    say("rep-cmp-advantage"),
                    d.first_player_advantage
                        .as_ref()
                        .map_or("-".into(), |e| points_text(lang, e)),
                ),
                (say("rep-cmp-diff-plies"), num_text(&d.plies_mean)),
                (say("rep-cmp-captures"), num_text(&d.captures_per_game)),
            ];
            let width = lines
                .iter()
                .map(|(label, _)| label.chars().count())
                .max()
                .unwrap_or(0)
                .max(22);
            for (label, text) in lines {
                out.push_str(&format!("  {label:<width$}  {text}\n"));
            }
        }
    }
    out.push('\n');
    out.push_str(&say("rep-cmp-advantage-note"));
    out.push('\n');
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

/// How each interval of a report is computed, as the JSON says it.
fn methods() -> serde_json::Value {
    serde_json::json!({
        "confidence": 0.95,
        "rates": "Wilson score interval",
        "first_player_advantage": "P(first wins) - P(second wins) among finished games = 2s - 1, where s is the first player's score share (a win 1, a loss to the second player 0, anything else 0.5); interval 2 * Wilson(s) - 1",
        "differences_of_rates": "Newcombe's hybrid score interval (method 10), the two samples taken as independent",
        "differences_of_means": "normal approximation (Welch standard error)",
        "distinct_games": format!("a 64-bit hash of each game's first player and moves; counted exactly up to {} games, estimated beyond (HyperLogLog, 16384 registers)", distinct::EXACT_LIMIT),
    })
}

/// The report as JSON: the program and its version, the configuration (rulesets with their
/// options, agents, seed, opening, shard), the interval methods, the warnings, each ruleset's
/// raw tally (what `merge` reads) and summary, and the differences. Fractions are rounded to
/// five decimals; the tallies hold the exact counts.
#[must_use]
pub fn to_json(report: &CompareReport) -> serde_json::Value {
    let results: Vec<serde_json::Value> = report
        .config
        .rulesets
        .iter()
        .zip(&report.tallies)
        .map(|(id, t)| {
            let mut summary = serde_json::json!(Summary::of(t));
            stats::tidy_json(&mut summary);
            serde_json::json!({"ruleset": id, "summary": summary, "tally": t})
        })
        .collect();
    let mut differences = serde_json::json!(differences(report));
    stats::tidy_json(&mut differences);
    serde_json::json!({
        "format": REPORT_FORMAT,
        "program": "mancala",
        "version": report.version,
        "config": report.config,
        "methods": methods(),
        "warnings": warnings(report),
        "results": results,
        "differences": differences,
    })
}

/// Reads a report written by [`to_json`], by this version or an earlier one (which wrote no
/// `version`, no `opening` and no distinct games: the opening is then none, and the distinct
/// games unknown).
///
/// # Errors
/// Not such a report.
pub fn from_json(text: &str) -> Result<CompareReport, MergeError> {
    #[derive(Deserialize)]
    struct Result_ {
        tally: Tally,
    }
    #[derive(Deserialize)]
    struct File {
        format: String,
        #[serde(default)]
        version: Option<String>,
        config: CompareConfig,
        results: Vec<Result_>,
    }
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| MergeError::NotAReport(e.to_string()))?;
    match value.get("format").and_then(serde_json::Value::as_str) {
        Some(REPORT_FORMAT) => {}
        Some(other) => return Err(MergeError::NotAReport(format!("format is `{other}`"))),
        None => {
            return Err(MergeError::NotAReport(format!(
                "no `format` (`{REPORT_FORMAT}`)"
            )));
        }
    }
    let f: File =
        serde_json::from_value(value).map_err(|e| MergeError::NotAReport(e.to_string()))?;
    if f.results.len() != f.config.rulesets.len() {
        return Err(MergeError::NotAReport(
            "one result per ruleset expected".into(),
        ));
    }
    for (id, r) in f.config.rulesets.iter().zip(&f.results) {
        r.tally
            .check()
            .map_err(|why| MergeError::NotAReport(format!("the tally of {id} {why}")))?;
    }
    Ok(CompareReport {
        format: f.format,
        version: f.version,
        config: f.config,
        tallies: f.results.into_iter().map(|r| r.tally).collect(),
    })
}

/// The report as CSV: one row per ruleset, with the run's provenance (program version, seed,
/// agents, opening, shard, the ruleset's options as JSON) and its difference from the first
/// ruleset (empty on the first row) in the last columns.
#[must_use]
pub fn to_csv(report: &CompareReport) -> String {
    let c = &report.config;
    let mut out = String::from(
        "ruleset,games,south_wins,north_wins,draws,unfinished,south_win_rate,south_win_low,south_win_high,first_player_win_rate,first_player_advantage,first_player_advantage_low,first_player_advantage_high,plies_mean,plies_median,plies_p95,plies_max,branching,captures_per_game,chain_mean,chain_max,margin,lead_changes",
    );
    for (name, _) in COUNTERS {
        out.push(',');
        out.push_str(&name.replace('-', "_"));
    }
    out.push_str(",distinct_games,distinct_games_exact,unfinished_rate,unfinished_low,unfinished_high,program_version,seed,agents,opening_plies,games_per_ruleset,shard,options,difference_from");
    for what in [
        "south_win_rate",
        "draw_rate",
        "unfinished_rate",
        "first_player_advantage",
        "plies_mean",
        "captures_per_game",
    ] {
        out.push_str(&format!(",diff_{what},diff_{what}_low,diff_{what}_high"));
    }
    out.push('\n');
    let est = |e: Option<&Estimate>, d: usize| {
        e.map_or(",,".to_string(), |e| {
            format!(
                "{},{},{}",
                fixed(e.value, d),
                fixed(e.low, d),
                fixed(e.high, d)
            )
        })
    };
    let diffs = differences(report);
    for (k, (id, t)) in c.rulesets.iter().zip(&report.tallies).enumerate() {
        let s = Summary::of(t);
        let w = |p: usize| t.wins.get(p).copied().unwrap_or(0);
        let south = s.wins.first().copied().unwrap_or(Rate::wilson(0, 0));
        out.push_str(&format!(
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            csv_field(id),
            t.games,
            w(0),
            w(1),
            t.draws,
            t.unfinished,
            fixed(south.rate, 6),
            fixed(south.low, 6),
            fixed(south.high, 6),
            fixed(s.first_player_wins.rate, 6),
            est(s.first_player_advantage.as_ref(), 6),
            fixed(s.plies_mean, 4),
            s.plies_median,
            s.plies_p95,
            s.plies_max,
            fixed(s.branching, 4),
            fixed(s.captures_per_game, 4),
            fixed(s.chain_mean, 4),
            s.chain_max,
            fixed(s.margin, 4),
            fixed(s.lead_changes, 4),
        ));
        for (name, _) in COUNTERS {
            out.push_str(&format!(
                ",{}",
                fixed(s.counters.get(*name).copied().unwrap_or(0.0), 4)
            ));
        }
        let (distinct, exact) = s
            .distinct_games
            .map_or((String::new(), String::new()), |d| {
                (d.count.to_string(), d.exact.to_string())
            });
        out.push_str(&format!(
            ",{distinct},{exact},{},{},{},{},{},{},{},{},{},{}",
            fixed(s.unfinished.rate, 6),
            fixed(s.unfinished.low, 6),
            fixed(s.unfinished.high, 6),
            csv_field(report.version.as_deref().unwrap_or("")),
            c.seed,
            csv_field(&c.agents.join(",")),
            c.opening,
            c.games,
            c.shard.map_or(String::new(), |(i, n)| format!("{i}/{n}")),
            csv_field(&c.options.get(k).map_or(String::new(), ToString::to_string)),
        ));
        match k.checked_sub(1).and_then(|i| diffs.get(i)) {
            None => out.push_str(&",".repeat(1 + 6 * 3)),
            Some(d) => {
                out.push_str(&format!(",{}", csv_field(&d.a)));
                for e in [&d.south_wins, &d.draws, &d.unfinished] {
                    out.push_str(&format!(",{}", est(Some(e), 6)));
                }
                out.push_str(&format!(",{}", est(d.first_player_advantage.as_ref(), 6)));
                for e in [&d.plies_mean, &d.captures_per_game] {
                    out.push_str(&format!(",{}", est(Some(e), 4)));
                }
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_first_player_advantage_stays_within_100_points_on_tiny_samples() {
        // Three finished games: the first player lost two and drew one. A normal interval
        // around −66.7 points would reach past −100.
        let t = Tally {
            games: 3,
            wins: vec![1, 2],
            draws: 1,
            first_player_wins: 0,
            second_player_wins: 2,
            ..Tally::default()
        };
        let adv = Summary::of(&t).first_player_advantage.unwrap();
        assert!((adv.value + 2.0 / 3.0).abs() < 1e-12, "{adv:?}");
        assert!(
            adv.low >= -1.0 && adv.high <= 1.0 && adv.low < adv.value,
            "{adv:?}"
        );
        // With no finished game there is no advantage to state.
        let none = Tally {
            games: 2,
            unfinished: 2,
            ..Tally::default()
        };
        assert_eq!(Summary::of(&none).first_player_advantage, None);
    }
}
