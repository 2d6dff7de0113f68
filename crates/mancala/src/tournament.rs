//! Round-robin tournaments between computer players, with Elo ratings.
//!
//! Every pair of agents plays the same number of games, the first player alternating, each game
//! seeded from the tournament's seed; when two of the agents are deterministic, every game opens
//! with a few random plies, so that their games differ ([`default_opening`]). Games stopped by a limit are
//! counted as unfinished and left out of the shares and the ratings, and said so.
//!
//! Ratings are the maximum-likelihood Bradley–Terry strengths on the Elo scale (400 points =
//! 10:1 odds; a draw counts half a win), with 95 % intervals from a seeded parametric bootstrap
//! over the pairings' results. They exist only where every agent scored (won or drew) against
//! the others, directly or through a chain: an agent that scored nothing against another group
//! is infinitely weaker by this model. The agents are then ranked in groups, each rated within
//! itself, and the gaps between groups are reported as unbounded, not made up.

use std::sync::Arc;

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::Serialize;

use crate::{
    agent::{Agent, Seat, SeatError},
    compare::{
        self, DistinctCount, DistinctGames, PROGRAM_VERSION, Tally, game_seed, play_game,
        stats::{count, fixed, pct, wilson_bounds},
    },
    family::Family,
    game::Game,
    lang::Lang,
    moves::Move,
    position::Player,
    record::GameRecord,
};

pub mod plot;

/// The results of one pairing, from the point of view of the first agent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Pairing {
    /// Games won by the first agent.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
    /// Games stopped by a limit (not counted in the shares or the ratings).
    pub unfinished: u64,
    /// How many of the games were distinct (by their moves).
    pub distinct_games: DistinctCount,
    /// The first agent's games in which it moved first.
    pub moving_first: SeatResults,
    /// The first agent's games in which it moved second.
    pub moving_second: SeatResults,
}

/// One agent's games from one seat of a pairing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatResults {
    /// Games won.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
    /// Games stopped by a limit.
    pub unfinished: u64,
}

impl SeatResults {
    /// The other agent's view of the same games.
    #[must_use]
    pub fn reversed(self) -> SeatResults {
        SeatResults {
            wins: self.losses,
            losses: self.wins,
            ..self
        }
    }

    /// Both seats' games together.
    #[must_use]
    fn plus(self, other: SeatResults) -> SeatResults {
        SeatResults {
            wins: self.wins + other.wins,
            draws: self.draws + other.draws,
            losses: self.losses + other.losses,
            unfinished: self.unfinished + other.unfinished,
        }
    }

    /// Games won, drawn or lost.
    #[must_use]
    pub fn decided(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Wins and half the draws.
    #[must_use]
    pub fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }
}

impl Pairing {
    /// The pairing of these games by seat (its distinct games not counted yet).
    #[must_use]
    pub fn of_seats(moving_first: SeatResults, moving_second: SeatResults) -> Pairing {
        let all = moving_first.plus(moving_second);
        Pairing {
            wins: all.wins,
            draws: all.draws,
            losses: all.losses,
            unfinished: all.unfinished,
            distinct_games: DistinctCount::default(),
            moving_first,
            moving_second,
        }
    }

    /// Games won, drawn or lost.
    #[must_use]
    pub fn decided(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Wins and half the draws.
    #[must_use]
    pub fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }

    /// Every game of the pairing.
    #[must_use]
    pub fn games(&self) -> u64 {
        self.decided() + self.unfinished
    }
}

/// An agent's rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    /// Its group (1 = the strongest): agents of a group scored against each other, directly or
    /// through a chain, and nothing against the agents of the groups above.
    pub group: usize,
    /// Elo within its group (mean 1500 there); `None` for an agent alone in its group.
    pub elo: Option<f64>,
    /// Lower end of the 95 % interval; `None` when unbounded (or when there is no rating).
    pub low: Option<f64>,
    /// Upper end of the 95 % interval; `None` when unbounded (or when there is no rating).
    pub high: Option<f64>,
}

/// A whole tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    /// The version of mancala that played it.
    pub version: String,
    /// The ruleset.
    pub ruleset: String,
    /// Its options.
    pub options: serde_json::Value,
    /// The agents, by name.
    pub agents: Vec<String>,
    /// Games per pairing.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// Random plies that open every game (see [`compare::draw_opening`]).
    pub opening: u32,
    /// The most points either side may be ahead after the opening (see
    /// [`compare::Openings::within`]); `None`: any opening.
    pub opening_within: Option<u32>,
    /// `results[i][j]`: agent i against agent j (empty on the diagonal).
    pub results: Vec<Vec<Pairing>>,
    /// Each agent's rating.
    pub elo: Vec<Rating>,
}

/// A tournament that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// Not a two-player game.
    #[error("a tournament needs a two-player ruleset; {ruleset} has {players} players")]
    Players {
        /// The ruleset.
        ruleset: String,
        /// Its number of players.
        players: usize,
    },
    /// Fewer than two agents.
    #[error("a tournament needs at least two agents, e.g. --agents random,greedy")]
    TooFewAgents,
    /// An agent that cannot play the ruleset (a perfect player and a ruleset the solver cannot
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
    #[error("game {game} of {first} against {second}: {error}")]
    Agent {
        /// The pairing's first agent.
        first: String,
        /// The pairing's second agent.
        second: String,
        /// The game of the pairing (counted from 1).
        game: u64,
        /// What went wrong.
        error: String,
    },
    /// No opening even enough was drawn for a game.
    #[error("game {game} of {first} against {second}: {error}")]
    Opening {
        /// The pairing's first agent.
        first: String,
        /// The pairing's second agent.
        second: String,
        /// The game of the pairing (counted from 1).
        game: u64,
        /// What went wrong.
        error: compare::OpeningError,
    },
    /// A finished game could not be handed on (its record not written).
    #[error("game {game} of {first} against {second}: {error}")]
    GameOut {
        /// The pairing's first agent.
        first: String,
        /// The pairing's second agent.
        second: String,
        /// The game of the pairing (counted from 1).
        game: u64,
        /// What went wrong.
        error: String,
    },
}

/// One finished game of a tournament, handed to [`run`]'s `on_game` as soon as it ends.
#[derive(Clone, Copy, Debug)]
pub struct PlayedGame<'a> {
    /// The pairing: the places in the list of agents of its two agents, the first before the
    /// second.
    pub pairing: (usize, usize),
    /// The game of the pairing, counted from 1.
    pub game: u64,
    /// The places in the list of agents of the players, South (who moves first) then North.
    pub seats: [usize; 2],
    /// The game's seed: its random opening and the agents' random choices come from it.
    pub seed: u64,
    /// Every move, the random opening's included.
    pub moves: &'a [Move],
}

impl PlayedGame<'_> {
    /// The saved game (as `play --save` writes it, which `replay` and `play --load` read) of
    /// this game of `rules` between `agents` (the tournament's list): the players named by
    /// their agents, the outcome written.
    ///
    /// # Errors
    /// A move does not replay under `rules` (not the rules the game was played under).
    pub fn record(&self, rules: &Arc<dyn Family>, agents: &[Seat]) -> Result<GameRecord, String> {
        let mut game = Game::new(Arc::clone(rules), 0);
        for (ply, mv) in self.moves.iter().enumerate() {
            game.play(mv)
                .map_err(|e| format!("move {} does not replay: {e}", ply + 1))?;
        }
        let names: Vec<String> = self.seats.iter().map(|&a| agents[a].to_string()).collect();
        let mut record = GameRecord::of(&game, Some(self.seed), Some(names.clone()));
        record.seats = Some(names);
        Ok(record)
    }

    /// The name of its record file among those of a tournament of `games` games per pairing:
    /// `A-B-N.json` for the N-th game between the A-th and B-th agents (counted from 1), N
    /// written with as many digits as `games` has, so that the files sort in playing order.
    #[must_use]
    pub fn file_name(&self, games: u64) -> String {
        let width = games.to_string().len();
        format!(
            "{}-{}-{:0width$}.json",
            self.pairing.0 + 1,
            self.pairing.1 + 1,
            self.game
        )
    }
}

/// How many random plies open each game when `--opening` is not given: as in a comparison
/// ([`compare::default_opening`]), applied to every game of the tournament when some pairing is
/// of two alpha-beta or perfect players (or engines, which may be as deterministic), whose
/// games would otherwise all be alike.
#[must_use]
pub fn default_opening(seats: &[Seat]) -> u32 {
    let deterministic = seats.iter().filter(|s| s.is_deterministic()).count();
    if deterministic >= 2 {
        compare::DEFAULT_OPENING
    } else {
        0
    }
}

/// The seed of the games between agents `i` and `j`.
fn pairing_seed(seed: u64, i: usize, j: usize) -> u64 {
    seed ^ ((i as u64) << 48) ^ ((j as u64) << 56)
}

/// Plays a round robin of `games` games per pair of `seats` under `rules` (two players only),
/// each game opening as `opening` says ([`compare::draw_opening`]). `on_game` is given every game as it ends
/// (on the thread that played it), to count it or keep it.
///
/// # Errors
/// An agent cannot play the ruleset ([`Seat::check`]), the ruleset has more than two players,
/// fewer than two agents are given, the threads cannot be started, no opening even enough is
/// drawn, an agent fails, or `on_game` does.
#[allow(clippy::needless_range_loop)] // results[i][j] and results[j][i] are filled together
pub fn run(
    rules: &dyn Family,
    seats: &[Seat],
    games: u64,
    seed: u64,
    opening: compare::Openings,
    jobs: usize,
    on_game: &(dyn Fn(PlayedGame<'_>) -> Result<(), String> + Sync),
) -> Result<Tournament, TournamentError> {
    use rayon::prelude::*;
    for seat in seats {
        seat.check(rules).map_err(TournamentError::Seat)?;
    }
    if rules.num_players() != 2 {
        return Err(TournamentError::Players {
            ruleset: rules.info().id.clone(),
            players: rules.num_players(),
        });
    }
    if seats.len() < 2 {
        return Err(TournamentError::TooFewAgents);
    }
    let k = seats.len();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| TournamentError::Threads {
            jobs,
            message: e.to_string(),
        })?;
    let mut results = vec![vec![Pairing::default(); k]; k];
    for i in 0..k {
        for j in i + 1..k {
            let (mut pairing, distinct) = pool.install(|| {
                (0..games)
                    .into_par_iter()
                    .map(|g| {
                        // Agent i sits South in even games and North in odd ones; South moves first.
                        let (south, north) = if g % 2 == 0 { (i, j) } else { (j, i) };
                        let s = game_seed(pairing_seed(seed, i, j), g);
                        let mut agents = [
                            Agent::new(seats[south].clone(), 0),
                            Agent::new(seats[north].clone(), 0),
                        ];
                        let mut t = Tally::default();
                        let start = compare::draw_opening(rules, 0 as Player, s, opening).map_err(
                            |error| TournamentError::Opening {
                                first: seats[i].to_string(),
                                second: seats[j].to_string(),
                                game: g + 1,
                                error,
                            },
                        )?;
                        let moves = play_game(rules, &mut agents, s, 0 as Player, &start, &mut t)
                            .map_err(|e| TournamentError::Agent {
                            first: seats[i].to_string(),
                            second: seats[j].to_string(),
                            game: g + 1,
                            error: e.to_string(),
                        })?;
                        on_game(PlayedGame {
                            pairing: (i, j),
                            game: g + 1,
                            seats: [south, north],
                            seed: s,
                            moves: &moves,
                        })
                        .map_err(|error| TournamentError::GameOut {
                            first: seats[i].to_string(),
                            second: seats[j].to_string(),
                            game: g + 1,
                            error,
                        })?;
                        // South moves first.
                        let i_seat = usize::from(south != i);
                        let mut r = SeatResults::default();
                        if t.unfinished > 0 {
                            r.unfinished = 1;
                        } else if t.draws > 0 {
                            r.draws = 1;
                        } else if t.wins[i_seat] > 0 {
                            r.wins = 1;
                        } else {
                            r.losses = 1;
                        }
                        let none = SeatResults::default();
                        let p = if i_seat == 0 {
                            Pairing::of_seats(r, none)
                        } else {
                            Pairing::of_seats(none, r)
                        };
                        Ok((p, t.distinct))
                    })
                    .try_reduce(
                        || (Pairing::default(), DistinctGames::default()),
                        |(a, mut da), (b, db)| {
                            da.merge(&db);
                            Ok((
                                Pairing::of_seats(
                                    a.moving_first.plus(b.moving_first),
                                    a.moving_second.plus(b.moving_second),
                                ),
                                da,
                            ))
                        },
                    )
            })?;
            pairing.distinct_games = distinct.count().unwrap_or_default();
            results[i][j] = pairing;
            results[j][i] = Pairing {
                distinct_games: pairing.distinct_games,
                ..Pairing::of_seats(
                    pairing.moving_second.reversed(),
                    pairing.moving_first.reversed(),
                )
            };
        }
    }
    let elo = ratings(&results, seed);
    Ok(Tournament {
        version: PROGRAM_VERSION.into(),
        ruleset: rules.info().id.clone(),
        options: rules.options_json(),
        agents: seats.iter().map(ToString::to_string).collect(),
        games,
        seed,
        opening: opening.plies,
        opening_within: opening.within,
        results,
        elo,
    })
}

// ----- ratings -----

/// `reach[i][j]`: i scored against j, directly or through a chain of agents who each scored
/// against the next (only among `members`).
#[allow(clippy::needless_range_loop)] // a matrix computation, by row and column
fn reach(points: &[Vec<f64>], members: &[usize]) -> Vec<Vec<bool>> {
    let k = points.len();
    let mut r = vec![vec![false; k]; k];
    for &i in members {
        for &j in members {
            r[i][j] = i != j && points[i][j] > 0.0;
        }
    }
    for &m in members {
        for &i in members {
            if r[i][m] {
                for &j in members {
                    if r[m][j] {
                        r[i][j] = true;
                    }
                }
            }
        }
    }
    r
}

/// The strongly connected groups of `members` under "scored against", strongest first.
fn groups(points: &[Vec<f64>], members: &[usize]) -> Vec<Vec<usize>> {
    let r = reach(points, members);
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &i in members {
        if let Some(g) = groups.iter_mut().find(|g| r[i][g[0]] && r[g[0]][i]) {
            g.push(i);
        } else {
            groups.push(vec![i]);
        }
    }
    // A group above another reaches it and is not reached back; ranking by how many agents a
    // group reaches orders them (ties, groups that never met, by their first member).
    groups.sort_by_key(|g| {
        let reached = members.iter().filter(|&&j| r[g[0]][j]).count();
        (std::cmp::Reverse(reached), g[0])
    });
    groups
}

/// Maximum-likelihood Bradley–Terry log-strengths of `members` (which must form one group of
/// two or more), with mean 0, by Newton's method with step halving.
#[allow(clippy::needless_range_loop)] // a matrix computation, by row and column
fn strengths(points: &[Vec<f64>], members: &[usize]) -> Vec<f64> {
    let k = members.len();
    let x = |a: usize, b: usize| points[members[a]][members[b]];
    let log_likelihood = |theta: &[f64]| {
        let mut ll = 0.0;
        for a in 0..k {
            for b in 0..k {
                if a != b && x(a, b) > 0.0 {
                    // log σ(θa − θb), computed stably.
                    let d = theta[a] - theta[b];
                    ll -= x(a, b)
                        * if d > 0.0 {
                            (-d).exp().ln_1p()
                        } else {
                            d.exp().ln_1p() - d
                        };
                }
            }
        }
        ll
    };
    let mut theta = vec![0.0f64; k];
    let mut ll = log_likelihood(&theta);
    for _ in 0..200 {
        let mut grad = vec![0.0; k];
        let mut hess = vec![vec![0.0; k]; k];
        for a in 0..k {
            for b in 0..k {
                if a == b {
                    continue;
                }
                let n = x(a, b) + x(b, a);
                if n == 0.0 {
                    continue;
                }
                let p = 1.0 / (1.0 + (theta[b] - theta[a]).exp());
                grad[a] += x(a, b) - n * p;
                let w = n * p * (1.0 - p);
                hess[a][a] -= w;
                hess[a][b] += w;
            }
        }
        if grad.iter().all(|g| g.abs() < 1e-10) {
            break;
        }
        // θ of the first member stays 0: solve the other k − 1 equations.
        let m = k - 1;
        let mut a_mat: Vec<Vec<f64>> = (1..k)
            .map(|r| {
                let mut row: Vec<f64> = (1..k).map(|c| -hess[r][c]).collect();
                row.push(grad[r]);
                row
            })
            .collect();
        let Some(step) = solve(&mut a_mat, m) else {
            break;
        };
        let mut scale = 1.0;
        let mut improved = false;
        for _ in 0..60 {
            let trial: Vec<f64> = (0..k)
                .map(|a| {
                    if a == 0 {
                        theta[0]
                    } else {
                        theta[a] + scale * step[a - 1]
                    }
                })
                .collect();
            let t_ll = log_likelihood(&trial);
            if t_ll >= ll {
                theta = trial;
                improved = t_ll > ll;
                ll = t_ll;
                break;
            }
            scale /= 2.0;
        }
        if !improved {
            break;
        }
    }
    let mean = theta.iter().sum::<f64>() / k as f64;
    theta.iter().map(|t| t - mean).collect()
}

/// Solves the `m` × `m` system whose augmented rows are `a` (Gaussian elimination with
/// partial pivoting); `None` when it is singular.
fn solve(a: &mut [Vec<f64>], m: usize) -> Option<Vec<f64>> {
    for col in 0..m {
        let pivot = (col..m).max_by(|&r, &s| a[r][col].abs().total_cmp(&a[s][col].abs()))?;
        if a[pivot][col].abs() < 1e-300 {
            return None;
        }
        a.swap(col, pivot);
        let (top, rest) = a.split_at_mut(col + 1);
        let pivot_row = &top[col];
        for row in &mut rest[..m - col - 1] {
            let f = row[col] / pivot_row[col];
            for (x, p) in row[col..=m].iter_mut().zip(&pivot_row[col..=m]) {
                *x -= f * p;
            }
        }
    }
    let mut x = vec![0.0; m];
    for r in (0..m).rev() {
        let s: f64 = (r + 1..m).map(|c| a[r][c] * x[c]).sum();
        x[r] = (a[r][m] - s) / a[r][r];
    }
    Some(x)
}

/// Log-strengths on the Elo scale.
fn elo_of(theta: f64) -> f64 {
    1500.0 + 400.0 * theta / std::f64::consts::LN_10
}

/// Bootstrap resamples for the intervals.
pub const RESAMPLES: usize = 1000;

#[allow(clippy::needless_range_loop)] // a matrix computation, by row and column
fn ratings(results: &[Vec<Pairing>], seed: u64) -> Vec<Rating> {
    let k = results.len();
    let points: Vec<Vec<f64>> = (0..k)
        .map(|i| {
            (0..k)
                .map(|j| if i == j { 0.0 } else { results[i][j].points() })
                .collect()
        })
        .collect();
    let everyone: Vec<usize> = (0..k).collect();
    let mut out = vec![
        Rating {
            group: 0,
            elo: None,
            low: None,
            high: None,
        };
        k
    ];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xB007_57A9);
    for (g, members) in groups(&points, &everyone).iter().enumerate() {
        for &i in members {
            out[i].group = g + 1;
        }
        if members.len() < 2 {
            continue;
        }
        let centre = strengths(&points, members);
        // Per member: the resampled ratings, ±∞ where a resample leaves no finite rating, NaN
        // where it leaves the member's place unknown (read as −∞ for the lower end and +∞ for
        // the upper: cautious both ways).
        let mut samples = vec![Vec::with_capacity(RESAMPLES); members.len()];
        for _ in 0..RESAMPLES {
            let mut pts = vec![vec![0.0; k]; k];
            for (a, &i) in members.iter().enumerate() {
                for &j in &members[a + 1..] {
                    let p = results[i][j];
                    let n = p.decided();
                    let (pw, pd) = if n == 0 {
                        (0.0, 0.0)
                    } else {
                        (p.wins as f64 / n as f64, p.draws as f64 / n as f64)
                    };
                    let mut s = 0.0;
                    for _ in 0..n {
                        let u: f64 = rng.random();
                        s += if u < pw {
                            1.0
                        } else if u < pw + pd {
                            0.5
                        } else {
                            0.0
                        };
                    }
                    pts[i][j] = s;
                    pts[j][i] = n as f64 - s;
                }
            }
            let sub = groups(&pts, members);
            if sub.len() == 1 {
                for (a, t) in strengths(&pts, members).into_iter().enumerate() {
                    samples[a].push(elo_of(t));
                }
                continue;
            }
            for (a, &i) in members.iter().enumerate() {
                let mine = sub.iter().find(|s| s.contains(&i)).expect("in a group");
                let others = members.iter().filter(|j| !mine.contains(j));
                let (mut scored, mut conceded) = (false, false);
                for &j in others {
                    for &m in mine {
                        scored |= pts[m][j] > 0.0;
                        conceded |= pts[j][m] > 0.0;
                    }
                }
                samples[a].push(match (scored, conceded) {
                    (true, false) => f64::INFINITY,
                    (false, true) => f64::NEG_INFINITY,
                    _ => f64::NAN,
                });
            }
        }
        for (a, &i) in members.iter().enumerate() {
            let lows: Vec<f64> = samples[a]
                .iter()
                .map(|&s| if s.is_nan() { f64::NEG_INFINITY } else { s })
                .collect();
            let highs: Vec<f64> = samples[a]
                .iter()
                .map(|&s| if s.is_nan() { f64::INFINITY } else { s })
                .collect();
            let quantile = |mut v: Vec<f64>, at: usize| {
                v.sort_by(f64::total_cmp);
                Some(v[at]).filter(|x| x.is_finite())
            };
            out[i].elo = Some(elo_of(centre[a]));
            out[i].low = quantile(lows, RESAMPLES * 25 / 1000);
            out[i].high = quantile(highs, RESAMPLES * 975 / 1000 - 1);
        }
    }
    out
}

// ----- presenting a tournament -----

/// A count as `lang` writes it: `1,000` in English, `1.000` in Vietnamese.
fn count_in(lang: Lang, n: u64) -> String {
    count(n).replace(',', &lang.text("rep-thousands-separator", &[]))
}

/// "about 18" where the count of distinct games is an estimate, "18" where it is exact.
fn about(lang: Lang, exact: bool, n: u64) -> String {
    lang.text(
        "rep-tour-about",
        &[
            ("exact", if exact { "yes" } else { "no" }.into()),
            ("count", count_in(lang, n).into()),
        ],
    )
}

fn opening_text(t: &Tournament, lang: Lang) -> String {
    let plain = match t.opening {
        0 if t
            .agents
            .iter()
            .filter(|a| a.starts_with("alphabeta"))
            .count()
            >= 2 =>
        {
            lang.text("rep-tour-opening-none-same", &[])
        }
        0 => lang.text("rep-tour-opening-none", &[]),
        k => lang.text("rep-tour-opening", &[("plies", k.into())]),
    };
    match t.opening_within {
        Some(points) if t.opening > 0 => lang.text(
            "rep-tour-opening-even",
            &[
                ("plain", plain.into()),
                ("depth", compare::BALANCE_DEPTH.into()),
                ("points", points.into()),
            ],
        ),
        _ => plain,
    }
}

/// What the tournament warns about: pairings whose games repeat.
#[must_use]
pub fn warnings(t: &Tournament) -> Vec<String> {
    warnings_in(t, Lang::english())
}

/// [`warnings`] in `lang`.
#[must_use]
pub fn warnings_in(t: &Tournament, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for i in 0..t.agents.len() {
        for j in i + 1..t.agents.len() {
            let p = t.results[i][j];
            let d = p.distinct_games;
            let repeated = if d.exact {
                d.count < p.games()
            } else {
                (d.count as f64) < 0.98 * p.games() as f64
            };
            if !repeated {
                continue;
            }
            let copies = p.games().saturating_sub(d.count);
            let what = lang.text(
                "rep-tour-repeats",
                &[
                    ("first", t.agents[i].clone().into()),
                    ("second", t.agents[j].clone().into()),
                    ("distinct", about(lang, d.exact, d.count).into()),
                    ("games", count_in(lang, p.games()).into()),
                    ("repeated", about(lang, d.exact, copies).into()),
                    ("copies", copies.into()),
                ],
            );
            let deterministic = [i, j].iter().all(|&a| t.agents[a].starts_with("alphabeta"));
            out.push(if t.opening == 0 && deterministic {
                lang.text(
                    "rep-tour-repeats-same",
                    &[
                        ("what", what.into()),
                        ("opening", compare::DEFAULT_OPENING.into()),
                    ],
                )
            } else if t.opening == 0 {
                lang.text("rep-tour-repeats-random", &[("what", what.into())])
            } else {
                lang.text(
                    "rep-tour-repeats-opening",
                    &[("what", what.into()), ("opening", (t.opening + 2).into())],
                )
            });
        }
    }
    out
}

fn alone(group: usize, groups: usize, lang: Lang) -> String {
    let which = if group == 1 {
        "top"
    } else if group == groups {
        "bottom"
    } else {
        "middle"
    };
    lang.text("rep-tour-alone", &[("group", which.into())])
}

fn elo_text(x: Option<f64>, lang: Lang) -> String {
    x.map_or_else(|| lang.text("rep-tour-unbounded", &[]), |v| fixed(v, 0))
}

/// The tournament as text: the score matrix, every pairing's games (unfinished and distinct
/// ones included), and the ratings.
#[must_use]
pub fn table(t: &Tournament) -> String {
    table_in(t, Lang::english())
}

/// [`table`] in `lang`.
#[must_use]
pub fn table_in(t: &Tournament, lang: Lang) -> String {
    let say = |id: &str| lang.text(id, &[]);
    let k = t.agents.len();
    let w = t
        .agents
        .iter()
        .map(|a| a.chars().count())
        .max()
        .unwrap_or(0)
        .max(6);
    let total_games = t.games * (k * (k - 1) / 2) as u64;
    let mut out = lang.text(
        "rep-tour-heading",
        &[
            ("version", t.version.clone().into()),
            ("ruleset", t.ruleset.clone().into()),
            ("seed", t.seed.to_string().into()),
            ("agents", k.into()),
            ("games", count_in(lang, t.games).into()),
        ],
    );
    out.push('\n');
    out.push_str(&opening_text(t, lang));
    out.push('\n');
    for warning in warnings_in(t, lang) {
        out.push_str(&lang.text("rep-cmp-warning", &[("warning", warning.into())]));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&say("rep-tour-score-title"));
    out.push_str("\n\n");
    out.push_str(&format!("{:w$}", ""));
    for a in &t.agents {
        out.push_str(&format!("  {a:>w$}"));
    }
    out.push('\n');
    for (i, a) in t.agents.iter().enumerate() {
        let mut line = format!("{a:w$}");
        for j in 0..k {
            let p = t.results[i][j];
            let cell = if i == j || p.decided() == 0 {
                "-".to_string()
            } else {
                pct(p.points() / p.decided() as f64)
            };
            line.push_str(&format!("  {cell:>w$}"));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    // Every pairing's games, the unfinished ones counted.
    let names: Vec<String> = (0..k)
        .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
        .map(|(i, j)| {
            lang.text(
                "rep-tour-versus",
                &[
                    ("first", t.agents[i].clone().into()),
                    ("second", t.agents[j].clone().into()),
                ],
            )
        })
        .collect();
    let pairing = say("rep-tour-col-pairing");
    let pw = names
        .iter()
        .chain([&pairing])
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(0)
        .max(7);
    let columns = [
        say("rep-tour-col-won"),
        say("rep-tour-col-drawn"),
        say("rep-tour-col-lost"),
        say("rep-tour-col-unfinished"),
    ];
    let cw: Vec<usize> = columns
        .iter()
        .zip([5, 5, 5, 10])
        .map(|(c, least)| c.chars().count().max(least))
        .collect();
    out.push('\n');
    out.push_str(&say("rep-tour-pairings-title"));
    out.push('\n');
    out.push_str(&format!("{pairing:pw$}"));
    for (c, cw) in columns.iter().zip(&cw) {
        out.push_str(&format!("  {c:>cw$}"));
    }
    out.push_str(&format!("  {}\n", say("rep-tour-col-distinct")));
    let mut name = names.iter();
    let mut unfinished = 0;
    for i in 0..k {
        for j in i + 1..k {
            let p = t.results[i][j];
            unfinished += p.unfinished;
            let d = p.distinct_games;
            out.push_str(&format!("{:pw$}", name.next().expect("a name per pairing")));
            for (n, cw) in [p.wins, p.draws, p.losses, p.unfinished].iter().zip(&cw) {
                out.push_str(&format!("  {:>cw$}", count_in(lang, *n)));
            }
            let distinct = lang.text(
                "rep-tour-distinct-of",
                &[
                    ("distinct", about(lang, d.exact, d.count).into()),
                    ("games", count_in(lang, p.games()).into()),
                ],
            );
            out.push_str(&format!("  {distinct}\n"));
        }
    }
    out.push_str(&lang.text(
        "rep-tour-unfinished",
        &[
            ("unfinished", count_in(lang, unfinished).into()),
            ("total", count_in(lang, total_games).into()),
            ("some", if unfinished > 0 { "yes" } else { "no" }.into()),
        ],
    ));
    out.push('\n');
    // The same games by seat: who moves first may matter more than who plays.
    let seat = |r: SeatResults| {
        let mut text = format!(
            "{}-{}-{}",
            count_in(lang, r.wins),
            count_in(lang, r.draws),
            count_in(lang, r.losses)
        );
        if r.unfinished > 0 {
            text = lang.text(
                "rep-tour-seat-unfinished",
                &[
                    ("record", text.into()),
                    ("unfinished", count_in(lang, r.unfinished).into()),
                ],
            );
        }
        if r.decided() > 0 {
            let n = r.decided() as f64;
            let share = r.points() / n;
            let (low, high) = wilson_bounds(share, n);
            text.push_str(&format!("  {} [{}, {}]", pct(share), pct(low), pct(high)));
        }
        text
    };
    let rows: Vec<(String, String)> = (0..k)
        .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
        .map(|(i, j)| {
            let p = t.results[i][j];
            (seat(p.moving_first), seat(p.moving_second))
        })
        .collect();
    let first = say("rep-tour-col-first");
    let fw = rows
        .iter()
        .map(|(first, _)| first.chars().count())
        .chain([first.chars().count()])
        .max()
        .unwrap_or(0)
        .max(12);
    out.push('\n');
    out.push_str(&say("rep-tour-seats-title"));
    out.push('\n');
    out.push_str(&format!(
        "{pairing:pw$}  {first:fw$}  {}\n",
        say("rep-tour-col-second")
    ));
    for (name, (first, second)) in names.iter().zip(&rows) {
        out.push_str(&format!("{name:pw$}  {first:fw$}  {second}\n"));
    }
    out.push_str(&ratings_text(t, w, lang));
    out
}

/// The agents, strongest first: by group, then by rating within it (the order of the agents
/// for ties).
fn ranking(t: &Tournament) -> Vec<usize> {
    let mut order: Vec<usize> = (0..t.agents.len()).collect();
    order.sort_by(|&a, &b| {
        let (ra, rb) = (&t.elo[a], &t.elo[b]);
        ra.group.cmp(&rb.group).then(
            rb.elo
                .unwrap_or(f64::NEG_INFINITY)
                .total_cmp(&ra.elo.unwrap_or(f64::NEG_INFINITY)),
        )
    });
    order
}

fn ratings_text(t: &Tournament, w: usize, lang: Lang) -> String {
    let groups = t.elo.iter().map(|r| r.group).max().unwrap_or(1);
    let order = ranking(t);
    let line = |i: usize, indent: &str| {
        let r = t.elo[i];
        match r.elo {
            Some(e) => format!(
                "{indent}{:w$}  {:>5}  [{}, {}]\n",
                t.agents[i],
                fixed(e, 0),
                elo_text(r.low, lang),
                elo_text(r.high, lang)
            ),
            None => format!(
                "{indent}{:w$}  {}\n",
                t.agents[i],
                lang.text(
                    "rep-tour-no-rating",
                    &[("why", alone(r.group, groups, lang).into())]
                )
            ),
        }
    };
    let resamples: crate::lang::Arg = count_in(lang, RESAMPLES as u64).into();
    let mut out = String::from("\n");
    if groups == 1 {
        out.push_str(&lang.text("rep-tour-elo", &[("resamples", resamples)]));
        out.push('\n');
        for &i in &order {
            out.push_str(&line(i, "  "));
        }
    } else {
        out.push_str(&lang.text("rep-tour-elo-groups", &[("resamples", resamples)]));
        out.push('\n');
        for g in 1..=groups {
            out.push_str("  ");
            out.push_str(&if g == 1 {
                lang.text("rep-tour-group-first", &[])
            } else {
                lang.text(
                    "rep-tour-group",
                    &[("group", g.into()), ("above", (g - 1).into())],
                )
            });
            out.push('\n');
            for &i in order.iter().filter(|&&i| t.elo[i].group == g) {
                out.push_str(&line(i, "    "));
            }
        }
    }
    if t.elo
        .iter()
        .any(|r| r.elo.is_some() && (r.low.is_none() || r.high.is_none()))
    {
        out.push_str(&lang.text("rep-tour-unbounded-end", &[]));
        out.push('\n');
    }
    out
}

/// The tournament as JSON: the program and its version, the ruleset with its options, the
/// agents, seed and opening, every pairing (unfinished and distinct games included), the
/// warnings and the ratings (`null` ends are unbounded).
#[must_use]
pub fn to_json(t: &Tournament) -> serde_json::Value {
    let unfinished: u64 = (0..t.agents.len())
        .flat_map(|i| (i + 1..t.agents.len()).map(move |j| (i, j)))
        .map(|(i, j)| t.results[i][j].unfinished)
        .sum();
    // The diagonal (an agent against itself) is null.
    let results: Vec<Vec<Option<Pairing>>> = t
        .results
        .iter()
        .enumerate()
        .map(|(i, row)| {
            row.iter()
                .enumerate()
                .map(|(j, p)| (i != j).then_some(*p))
                .collect()
        })
        .collect();
    let groups = t.elo.iter().map(|r| r.group).max().unwrap_or(1);
    let tenth = |x: Option<f64>| x.map(|v| (v * 10.0).round() / 10.0);
    let elo: Vec<serde_json::Value> = t
        .agents
        .iter()
        .zip(&t.elo)
        .map(|(a, r)| {
            let mut e = serde_json::json!({
                "agent": a,
                "group": r.group,
                "elo": tenth(r.elo),
                "low": tenth(r.low),
                "high": tenth(r.high),
            });
            if r.elo.is_none() {
                e["note"] = format!(
                    "no finite rating: {}",
                    alone(r.group, groups, Lang::english())
                )
                .into();
            }
            e
        })
        .collect();
    serde_json::json!({
        "format": "mancala-tournament",
        "program": "mancala",
        "version": t.version,
        "ruleset": t.ruleset,
        "options": t.options,
        "agents": t.agents,
        "games_per_pairing": t.games,
        "seed": t.seed,
        "opening": t.opening,
        "opening_within": t.opening_within,
        "results": results,
        "unfinished": unfinished,
        "warnings": warnings(t),
        "methods": {
            "elo": "Bradley-Terry maximum likelihood on the Elo scale (400 points = 10:1 odds), draws counting half, mean 1500 within each group; finished games only",
            "groups": "agents that scored (won or drew) against each other, directly or through a chain; a lower group scored nothing against the groups above, so no finite rating spans groups",
            "intervals": format!("95%, percentiles of {RESAMPLES} parametric bootstrap resamples drawn from the seed; null where unbounded"),
        },
        "elo": elo,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairing(wins: u64, draws: u64, losses: u64) -> Pairing {
        Pairing {
            wins,
            draws,
            losses,
            ..Pairing::default()
        }
    }

    /// A results matrix from the upper triangle.
    fn matrix(k: usize, upper: &[(usize, usize, Pairing)]) -> Vec<Vec<Pairing>> {
        let mut m = vec![vec![Pairing::default(); k]; k];
        for &(i, j, p) in upper {
            m[i][j] = p;
            m[j][i] = Pairing {
                wins: p.losses,
                losses: p.wins,
                ..p
            };
        }
        m
    }

    #[test]
    fn two_agents_rate_by_their_odds() {
        // 30 wins to 10: odds 3, so 400·log10(3) = 190.8 points apart, around 1500.
        let r = ratings(&matrix(2, &[(0, 1, pairing(30, 0, 10))]), 1);
        let (a, b) = (r[0].elo.unwrap(), r[1].elo.unwrap());
        assert!((a - b - 400.0 * 3f64.log10()).abs() < 1e-6, "{r:?}");
        assert!((a + b - 3000.0).abs() < 1e-6);
        assert!(r[0].low.unwrap() < a && a < r[0].high.unwrap());
        assert_eq!((r[0].group, r[1].group), (1, 1));
    }

    #[test]
    fn a_perfect_score_has_no_finite_rating() {
        let r = ratings(&matrix(2, &[(0, 1, pairing(0, 0, 40))]), 1);
        assert_eq!(r[1].group, 1, "the winner is above");
        assert_eq!(r[0].group, 2);
        assert!(r.iter().all(|r| r.elo.is_none() && r.low.is_none()));
        // A draw is a score: one draw in 40 games gives finite ratings, with an upper end that
        // resamples with no draw leave unbounded.
        let r = ratings(&matrix(2, &[(0, 1, pairing(0, 1, 39))]), 1);
        assert!(r[1].elo.unwrap() > r[0].elo.unwrap() + 500.0, "{r:?}");
        assert_eq!(r[1].high, None);
        assert_eq!(r[0].low, None);
    }

    #[test]
    fn agents_that_scored_nothing_against_the_others_form_a_lower_group() {
        // 0 and 1 split their games; both beat 2 every time.
        let r = ratings(
            &matrix(
                3,
                &[
                    (0, 1, pairing(12, 4, 8)),
                    (0, 2, pairing(20, 0, 0)),
                    (1, 2, pairing(20, 0, 0)),
                ],
            ),
            3,
        );
        assert_eq!((r[0].group, r[1].group, r[2].group), (1, 1, 2));
        assert!(r[0].elo.unwrap() > r[1].elo.unwrap());
        assert!((r[0].elo.unwrap() + r[1].elo.unwrap() - 3000.0).abs() < 1e-6);
        assert_eq!(r[2].elo, None);
    }

    #[test]
    fn a_circle_of_perfect_scores_is_one_group() {
        // 0 beats 1, 1 beats 2, 2 beats 0, every game: by symmetry all three are equal.
        let r = ratings(
            &matrix(
                3,
                &[
                    (0, 1, pairing(10, 0, 0)),
                    (1, 2, pairing(10, 0, 0)),
                    (0, 2, pairing(0, 0, 10)),
                ],
            ),
            3,
        );
        for x in &r {
            assert_eq!(x.group, 1);
            assert!((x.elo.unwrap() - 1500.0).abs() < 1e-6, "{r:?}");
        }
    }
}
