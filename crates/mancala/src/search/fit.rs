//! Fitting the evaluation's weights to play (`mancala fit-eval`).
//!
//! **Procedure** (seeded, so the same options give the same weights on any machine and any
//! number of threads):
//! 1. `games` games of a two-player ruleset, game `g` drawn from the seed `seed + g`: a few
//!    random opening moves (2 to 7), then alpha-beta on the lead alone, with one move in ten
//!    random, so that the positions are varied but not absurd. With [`Labels::Results`] (the
//!    default) alpha-beta plays at `depth`; with [`Labels::Search`], at depth 2.
//! 2. Every position of those games that is not over, after the opening, is labelled:
//!    [`Labels::Results`], with the final margin of its game for its mover;
//!    [`Labels::Search`], with the value of a search `depth` plies deep on the lead alone
//!    (endgame database included; a decided value counts as its margin).
//! 3. Each position gives two samples, one for each player (the label and the features from
//!    the other side are the negatives, but `to-move` is −1: so the fit sees both signs of it).
//! 4. The weights are the least-squares fit of the labels on the features (ridge-regularised by
//!    a thousandth of the sample count, which only matters for a feature that never varies).
//!
//! Measured (README, "The evaluation"): weights fitted to results won at a fixed depth against
//! the lead alone on Oware and Kalah; weights fitted to searches fitted their labels better but
//! won nothing.

use std::sync::atomic::{AtomicUsize, Ordering};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use super::{AlphaBeta, Evaluator, decided_parts, to_points};
use crate::{
    NoRecord,
    engine::{self, Repetitions},
    family::Family,
    moves::MoveList,
    position::{Player, Position},
    ruleset::{FEATURES, Weights},
};

/// One sample: a position's features and its label.
type Sample = ([i32; FEATURES], f64);

/// The most plies a fitting game is played for.
const MAX_FIT_PLIES: u32 = 400;

/// What a fit is asked to do.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// Games played.
    pub games: usize,
    /// The depth of the searches that label the positions.
    pub depth: u32,
    /// The seed of the first game (game `g` uses `seed + g`).
    pub seed: u64,
    /// Threads the games are shared among (the weights do not depend on it).
    pub threads: usize,
    /// What a position is labelled with.
    pub labels: Labels,
}

/// What the positions of a fit are labelled with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Labels {
    /// The value of a search `depth` plies deep (on the lead alone).
    Search,
    /// The final margin of the game they come from, whose moves after the opening are
    /// alpha-beta's at `depth` on the lead alone (one in ten random).
    Results,
}

/// Why a fit cannot be made.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum FitError {
    /// Only two-player games are fitted.
    #[error(
        "fit-eval fits two-player rulesets; this one has {0} players (it keeps its default weights)"
    )]
    Players(usize),
    /// Nothing to fit.
    #[error("the games gave no position to fit (give more --games)")]
    NoSamples,
}

/// A fit's result.
#[derive(Clone, Debug)]
pub struct Fit {
    /// The weights fitted.
    pub weights: Weights,
    /// The samples they were fitted on (two per position).
    pub samples: usize,
    /// The root mean square error of the lead alone against the labels, in points.
    pub lead_error: f64,
    /// The same for the fitted weights.
    pub fit_error: f64,
}

/// Fits the weights of `rules` (see the module's documentation); `progress` is told of each
/// game finished (from any thread).
///
/// # Errors
/// [`FitError`].
pub fn fit(
    rules: &dyn Family,
    options: &FitOptions,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<Fit, FitError> {
    let players = rules.num_players();
    if players != 2 {
        return Err(FitError::Players(players));
    }
    let done = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    let threads = options.threads.clamp(1, options.games.max(1));
    let mut per_game: Vec<(usize, Vec<Sample>)> = std::thread::scope(|s| {
        let work = || {
            let mut out = Vec::new();
            loop {
                let g = next.fetch_add(1, Ordering::Relaxed);
                if g >= options.games {
                    return out;
                }
                out.push((g, game_samples(rules, options, g)));
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
            }
        };
        let helpers: Vec<_> = (1..threads).map(|_| s.spawn(work)).collect();
        let mut all = work();
        for h in helpers {
            all.extend(h.join().unwrap_or_default());
        }
        all
    });
    // In game order, whatever thread played which.
    per_game.sort_by_key(|(g, _)| *g);
    let samples: Vec<Sample> = per_game.into_iter().flat_map(|(_, s)| s).collect();
    if samples.is_empty() {
        return Err(FitError::NoSamples);
    }
    let weights = least_squares(&samples);
    let error = |w: &Weights| {
        let sum: f64 = samples
            .iter()
            .map(|(f, y)| {
                let v: f64 = f.iter().zip(w.0).map(|(&f, w)| f64::from(f) * w).sum();
                (v - y) * (v - y)
            })
            .sum();
        (sum / samples.len() as f64).sqrt()
    };
    Ok(Fit {
        lead_error: error(&Weights::LEAD),
        fit_error: error(&weights),
        samples: samples.len(),
        weights,
    })
}

/// The samples of game `g`: features and label, for each player, of each position after the
/// opening.
fn game_samples(rules: &dyn Family, options: &FitOptions, g: usize) -> Vec<Sample> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(options.seed.wrapping_add(g as u64));
    let lead = Evaluator::new(rules, Weights::LEAD);
    let mut player = AlphaBeta::new(1 << 14).with_weights(Weights::LEAD);
    let mut judge = AlphaBeta::new(1 << 18).with_weights(Weights::LEAD);
    let first = match rules.first_player() {
        crate::ruleset::FirstPlayer::Player(p) => p,
        crate::ruleset::FirstPlayer::Random => rng.random_range(0..2u32) as u8,
    };
    let mut pos: Position = rules.initial_position(first);
    let mut reps = Repetitions::for_rules(rules);
    reps.start(&pos);
    let opening = rng.random_range(2..8u32);
    let mut moves = MoveList::new();
    // Each position after the opening: its features for its mover, the mover, and (labelled by
    // search) its label.
    let mut seen: Vec<([i32; FEATURES], Player, f64)> = Vec::new();
    let play_depth = match options.labels {
        Labels::Results => options.depth,
        Labels::Search => 2,
    };
    for ply in 0..MAX_FIT_PLIES {
        if pos.is_over() {
            break;
        }
        moves.clear();
        rules.legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            break;
        }
        if ply >= opening {
            let me = pos.turn();
            let scores = rules.scores(&pos);
            let features = lead.features(&pos, &scores[..pos.num_players()], me);
            let label = match options.labels {
                Labels::Results => 0.0,
                Labels::Search => {
                    let r = judge.search(rules, &pos, options.depth, None);
                    match decided_parts(r.value) {
                        Some(d) => f64::from(d.by) * if d.won { 1.0 } else { -1.0 },
                        None => f64::from(to_points(r.value)),
                    }
                }
            };
            seen.push((features, me, label));
        }
        let mv = if ply < opening || rng.random_range(0..10u32) == 0 {
            moves[rng.random_range(0..moves.len() as u32) as usize]
        } else {
            player.search(rules, &pos, play_depth, None).best
        };
        engine::apply(rules, &mut pos, &mv, &mut reps, &mut NoRecord);
    }
    let final_scores = pos.outcome().map(|o| o.scores(pos.num_players()).to_vec());
    if options.labels == Labels::Results && final_scores.is_none() {
        // A game cut off before its end has no result to label its positions with.
        return Vec::new();
    }
    // Two samples a position, one for each player: the other's features and label are the
    // negatives (two players).
    seen.into_iter()
        .flat_map(|(f, me, label)| {
            let y = match &final_scores {
                Some(s) if options.labels == Labels::Results => {
                    f64::from(s[usize::from(me)] - s[usize::from(1 - me)])
                }
                _ => label,
            };
            [(f, y), (f.map(|x| -x), -y)]
        })
        .collect()
}

/// The least-squares weights of `samples` (features, label), ridge-regularised.
fn least_squares(samples: &[Sample]) -> Weights {
    let mut a = [[0.0f64; FEATURES + 1]; FEATURES];
    for (f, y) in samples {
        for i in 0..FEATURES {
            for j in 0..FEATURES {
                a[i][j] += f64::from(f[i]) * f64::from(f[j]);
            }
            a[i][FEATURES] += f64::from(f[i]) * y;
        }
    }
    let ridge = samples.len() as f64 * 1e-3;
    for (i, row) in a.iter_mut().enumerate() {
        row[i] += ridge;
    }
    // Gaussian elimination with partial pivoting (the matrix is positive definite).
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&x, &y| a[x][col].abs().total_cmp(&a[y][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        let pivot_row = a[col];
        for (row, r) in a.iter_mut().enumerate() {
            if row != col {
                let k = r[col] / pivot_row[col];
                for (x, p) in r[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= k * p;
                }
            }
        }
    }
    let mut w = [0.0; FEATURES];
    for (i, wi) in w.iter_mut().enumerate() {
        *wi = a[i][FEATURES] / a[i][i];
    }
    Weights(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_squares_finds_the_weights_that_made_the_labels() {
        let truth = [1.0, 0.5, -0.25, 0.0, 2.0, 0.75];
        let mut x: u64 = 7;
        let samples: Vec<_> = (0..2000)
            .map(|_| {
                let mut f = [0; FEATURES];
                for v in &mut f {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    *v = (x % 21) as i32 - 10;
                }
                let y = f.iter().zip(truth).map(|(&f, w)| f64::from(f) * w).sum();
                (f, y)
            })
            .collect();
        let w = least_squares(&samples);
        for (got, want) in w.0.iter().zip(truth) {
            assert!((got - want).abs() < 0.01, "{w:?}");
        }
    }
}
