//! Round-robin tournaments between computer players, with Elo ratings.
//!
//! Every pair of agents plays the same number of games, the first player alternating, each game
//! seeded from the tournament's seed. Ratings are the maximum-likelihood Bradley–Terry strengths
//! on the Elo scale (400 points = 10:1 odds; the mean rating is 1500), with 95 % intervals from a
//! seeded parametric bootstrap over the pairings' results. A draw counts half a win.

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::Serialize;

use crate::{
    agent::{Agent, Seat},
    compare::{Estimate, Tally, game_seed, play_game},
    family::Family,
    position::Player,
};

/// The results of one pairing, from the point of view of the first agent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Pairing {
    /// Games won by the first agent.
    pub wins: u64,
    /// Games drawn.
    pub draws: u64,
    /// Games lost.
    pub losses: u64,
    /// Games stopped by a limit (not counted in the ratings).
    pub unfinished: u64,
}

impl Pairing {
    fn decided(&self) -> u64 {
        self.wins + self.draws + self.losses
    }

    fn points(&self) -> f64 {
        self.wins as f64 + 0.5 * self.draws as f64
    }
}

/// A whole tournament.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Tournament {
    /// The ruleset.
    pub ruleset: String,
    /// The agents, by name.
    pub agents: Vec<String>,
    /// Games per pairing.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// `results[i][j]`: agent i against agent j (empty on the diagonal).
    pub results: Vec<Vec<Pairing>>,
    /// Each agent's rating with its 95 % interval.
    pub elo: Vec<Estimate>,
}

/// Plays a round robin of `games` games per pair of `seats` under `rules` (two players only).
///
/// # Errors
/// The ruleset has more than two players, or fewer than two agents are given.
#[allow(clippy::needless_range_loop)] // results[i][j] and results[j][i] are filled together
pub fn run(
    rules: &dyn Family,
    seats: &[Seat],
    games: u64,
    seed: u64,
    jobs: usize,
    progress: &(dyn Fn() + Sync),
) -> Result<Tournament, String> {
    use rayon::prelude::*;
    if rules.num_players() != 2 {
        return Err(format!(
            "a tournament needs a two-player ruleset; {} has {} players",
            rules.info().id,
            rules.num_players()
        ));
    }
    if seats.len() < 2 {
        return Err("a tournament needs at least two agents, e.g. --agents random,greedy".into());
    }
    let k = seats.len();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| format!("cannot start {jobs} threads: {e}"))?;
    let mut results = vec![vec![Pairing::default(); k]; k];
    for i in 0..k {
        for j in i + 1..k {
            let pairing = pool.install(|| {
                (0..games)
                    .into_par_iter()
                    .map(|g| {
                        // Agent i sits South in even games and North in odd ones; South moves first.
                        let (south, north) = if g % 2 == 0 { (i, j) } else { (j, i) };
                        let s = game_seed(seed ^ ((i as u64) << 48) ^ ((j as u64) << 56), g);
                        let mut agents = [Agent::new(seats[south], 0), Agent::new(seats[north], 0)];
                        let mut t = Tally::default();
                        play_game(rules, &mut agents, s, 0 as Player, &mut t);
                        progress();
                        let i_seat = usize::from(south != i);
                        let mut p = Pairing::default();
                        if t.unfinished > 0 {
                            p.unfinished = 1;
                        } else if t.draws > 0 {
                            p.draws = 1;
                        } else if t.wins[i_seat] > 0 {
                            p.wins = 1;
                        } else {
                            p.losses = 1;
                        }
                        p
                    })
                    .reduce(Pairing::default, |a, b| Pairing {
                        wins: a.wins + b.wins,
                        draws: a.draws + b.draws,
                        losses: a.losses + b.losses,
                        unfinished: a.unfinished + b.unfinished,
                    })
            });
            results[i][j] = pairing;
            results[j][i] = Pairing {
                wins: pairing.losses,
                losses: pairing.wins,
                ..pairing
            };
        }
    }
    let elo = ratings_with_intervals(&results, seed);
    Ok(Tournament {
        ruleset: rules.info().id.clone(),
        agents: seats.iter().map(ToString::to_string).collect(),
        games,
        seed,
        results,
        elo,
    })
}

/// Bradley–Terry strengths by the MM algorithm, on the Elo scale with mean 1500. Each pairing
/// gets one virtual draw so that an agent that won or lost everything still has a finite rating.
#[allow(clippy::needless_range_loop)] // a matrix computation, by row and column
fn elo(points: &[Vec<f64>], played: &[Vec<f64>]) -> Vec<f64> {
    let k = points.len();
    let mut gamma = vec![1.0f64; k];
    for _ in 0..2000 {
        let mut next = vec![0.0; k];
        for i in 0..k {
            let wins: f64 = (0..k).filter(|&j| j != i).map(|j| points[i][j] + 0.5).sum();
            let denom: f64 = (0..k)
                .filter(|&j| j != i)
                .map(|j| (played[i][j] + 1.0) / (gamma[i] + gamma[j]))
                .sum();
            next[i] = wins / denom;
        }
        let log_mean = next.iter().map(|g| g.ln()).sum::<f64>() / k as f64;
        let mut change = 0.0f64;
        for i in 0..k {
            let g = (next[i].ln() - log_mean).exp();
            change = change.max((g - gamma[i]).abs());
            gamma[i] = g;
        }
        if change < 1e-10 {
            break;
        }
    }
    gamma.iter().map(|g| 1500.0 + 400.0 * g.log10()).collect()
}

#[allow(clippy::needless_range_loop)] // a matrix computation, by row and column
fn ratings_with_intervals(results: &[Vec<Pairing>], seed: u64) -> Vec<Estimate> {
    let k = results.len();
    let table = |f: &dyn Fn(&Pairing) -> f64| -> Vec<Vec<f64>> {
        (0..k)
            .map(|i| {
                (0..k)
                    .map(|j| if i == j { 0.0 } else { f(&results[i][j]) })
                    .collect()
            })
            .collect()
    };
    let points = table(&Pairing::points);
    let played = table(&|p| p.decided() as f64);
    let centre = elo(&points, &played);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0xB007_57A9);
    const RESAMPLES: usize = 200;
    let mut samples = vec![Vec::with_capacity(RESAMPLES); k];
    for _ in 0..RESAMPLES {
        let mut pts = vec![vec![0.0; k]; k];
        for i in 0..k {
            for j in i + 1..k {
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
        for (i, r) in elo(&pts, &played).into_iter().enumerate() {
            samples[i].push(r);
        }
    }
    (0..k)
        .map(|i| {
            let s = &mut samples[i];
            s.sort_by(f64::total_cmp);
            Estimate {
                value: centre[i],
                low: s[RESAMPLES * 25 / 1000],
                high: s[RESAMPLES * 975 / 1000 - 1],
            }
        })
        .collect()
}

/// The tournament as text: the win matrix and the ratings.
#[must_use]
pub fn table(t: &Tournament) -> String {
    let w = t.agents.iter().map(String::len).max().unwrap_or(0).max(5);
    let mut out = format!(
        "Round robin on {}: {} games per pairing, seed {}. Cell = score of the row agent against the column agent (wins + half the draws), as a share.\n\n",
        t.ruleset, t.games, t.seed
    );
    out.push_str(&format!("{:w$}", ""));
    for a in &t.agents {
        out.push_str(&format!("  {a:>w$}"));
    }
    out.push('\n');
    for (i, a) in t.agents.iter().enumerate() {
        out.push_str(&format!("{a:w$}"));
        for j in 0..t.agents.len() {
            let cell = if i == j {
                "-".to_string()
            } else {
                let p = t.results[i][j];
                format!("{:.1}%", 100.0 * p.points() / p.decided().max(1) as f64)
            };
            out.push_str(&format!("  {cell:>w$}"));
        }
        out.push('\n');
    }
    out.push_str("\nElo (mean 1500) with 95% intervals:\n");
    let mut order: Vec<usize> = (0..t.agents.len()).collect();
    order.sort_by(|&a, &b| t.elo[b].value.total_cmp(&t.elo[a].value));
    for i in order {
        let e = t.elo[i];
        out.push_str(&format!(
            "  {:w$}  {:>6.0}  [{:.0}, {:.0}]\n",
            t.agents[i], e.value, e.low, e.high
        ));
    }
    let unfinished: u64 = t
        .results
        .iter()
        .flatten()
        .map(|p| p.unfinished)
        .sum::<u64>()
        / 2;
    if unfinished > 0 {
        out.push_str(&format!(
            "\n{unfinished} games were stopped by a limit and are not counted.\n"
        ));
    }
    out
}
