//! The static value of a position the heuristic search stops at: the weighted sum of the
//! features of [`crate::ruleset::Evaluate`], in [`UNIT`]s of a point, read off the board
//! through the ruleset's layout (which pits are whose houses), worked out once per ruleset.

use crate::{
    position::{Player, Position},
    ruleset::{Evaluate, FEATURES, PitKind, Present, Weights},
};

/// The search's values are in units of 1/`UNIT` of a point, so that a weight below a point
/// still tells positions apart. Reports divide by it ([`to_points`]).
pub const UNIT: i32 = 32;

/// A search value (not a decided game) in whole points, rounded to the nearest.
#[must_use]
pub fn to_points(value: i32) -> i32 {
    (value + value.signum() * (UNIT / 2)) / UNIT
}

/// The evaluation of one ruleset.
#[derive(Clone, Debug)]
pub struct Evaluator {
    /// The weights in units per feature unit.
    weights: [i32; FEATURES],
    /// Whether the lead alone counts (then no feature but the lead is read).
    lead_only: bool,
    /// Each house and its owner.
    houses: Vec<(u8, Player)>,
    /// The pieces from which a house counts as big: as many as the ring has houses.
    big: u16,
}

impl Evaluator {
    /// The evaluation of `rules` with `weights`.
    #[must_use]
    pub fn new<R: Present + ?Sized>(rules: &R, weights: Weights) -> Evaluator {
        let houses: Vec<(u8, Player)> = rules
            .layout()
            .pits()
            .filter(|p| p.kind == PitKind::House)
            .filter_map(|p| p.owner.map(|o| (p.pit, o)))
            .collect();
        let w = weights.0.map(|w| (w * f64::from(UNIT)).round() as i32);
        Evaluator {
            weights: w,
            lead_only: w[1..].iter().all(|&x| x == 0),
            big: houses.len().max(1) as u16,
            houses,
        }
    }

    /// The evaluation of `rules` with the weights it ships.
    #[must_use]
    pub fn for_rules<R: Present + Evaluate + ?Sized>(rules: &R) -> Evaluator {
        Evaluator::new(rules, rules.weights())
    }

    /// The features of `pos` (whose points are `scores`, one per player) for `me`.
    #[must_use]
    pub fn features(&self, pos: &Position, scores: &[i32], me: Player) -> [i32; FEATURES] {
        let mut f = [0; FEATURES];
        f[0] = lead(scores, me);
        if pos.num_players() < 2 {
            return f;
        }
        // Per player: pieces, houses holding pieces, weak and big houses.
        let mut per = [[0i32; 4]; crate::position::MAX_PLAYERS];
        for &(pit, owner) in &self.houses {
            let n = pos.count(pit);
            let p = &mut per[usize::from(owner)];
            p[0] += i32::from(n);
            p[1] += i32::from(n > 0);
            p[2] += i32::from(n == 1 || n == 2);
            p[3] += i32::from(n >= self.big);
        }
        let players = pos.num_players();
        for k in 0..4 {
            let mine = per[usize::from(me)][k];
            let others: i32 = (0..players)
                .filter(|&p| p != usize::from(me))
                .map(|p| per[p][k])
                .sum();
            f[k + 1] = mine - others / (players as i32 - 1);
        }
        f[5] = if pos.turn() == me { 1 } else { -1 };
        f
    }

    /// The value of `pos` (not over; its points are `scores`) for `me`, in [`UNIT`]s.
    #[inline]
    #[must_use]
    pub fn value(&self, pos: &Position, scores: &[i32], me: Player) -> i32 {
        if self.lead_only {
            return self.weights[0] * lead(scores, me);
        }
        self.features(pos, scores, me)
            .iter()
            .zip(self.weights)
            .map(|(f, w)| f * w)
            .sum()
    }
}

/// `me`'s points less the best other player's.
pub(crate) fn lead(scores: &[i32], me: Player) -> i32 {
    let best_other = (0..scores.len())
        .filter(|&p| p != me as usize)
        .map(|p| scores[p])
        .max()
        .unwrap_or(0);
    scores[me as usize] - best_other
}
