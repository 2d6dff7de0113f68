//! What the solver may assume of Sungka and Kalah ([`Exact`]), and Kalah on bare pit counts:
//! the solver's fast path, which must do what the rules in `mod.rs` do (a property test plays
//! every move of random games both ways).

use super::{EndCondition, RelaySides, Sungka};
use crate::{
    position::Position,
    ruleset::{COUNTS_HOUSES, COUNTS_MAX_PIECES, Counts, Exact, Sown},
};

impl Exact for Sungka {
    fn not_solvable(&self) -> Option<&'static str> {
        self.is_match()
            .then_some("a match of several rounds is won by rounds, not by points")
    }

    /// Seeds in a store stay there, and in a game of one round no rule reads the stores:
    /// the moves and both endings look at the houses alone.
    fn captures_are_final(&self) -> bool {
        !self.is_match()
    }

    /// Counts serve Kalah's rules: two players, one game, no relays, the game over when a
    /// side is empty (so nobody ever passes).
    fn counts_houses(&self) -> Option<usize> {
        let o = &self.options;
        let houses = usize::from(o.houses);
        let pieces = 2 * houses * usize::from(o.seeds);
        (o.players == 2
            && !self.is_match()
            && o.relay == RelaySides::None
            && o.end == EndCondition::OneSideEmpty
            && houses <= COUNTS_HOUSES
            && pieces <= COUNTS_MAX_PIECES)
            .then_some(houses)
    }

    fn counts_of(&self, pos: &Position) -> Option<Counts> {
        let houses = self.counts_houses()?;
        if pos.is_over() || pos.out_of_play() != 0 || pos.round() != 1 {
            return None;
        }
        let mut counts = [0; 2 * COUNTS_HOUSES];
        let me = pos.turn();
        for (side, player) in [me, 1 - me].into_iter().enumerate() {
            for (i, pit) in self.houses_of(player).enumerate() {
                counts[side * houses + i] = u8::try_from(pos.count(pit)).ok()?;
            }
        }
        Some(counts)
    }

    /// Every game ends, and not later than this. A move whose seeds all stay in the mover's
    /// houses (nothing reaches a store, nothing is captured) moves them nearer the store, so
    /// it raises the sum, over the seeds, of how far along its row each one lies by at least
    /// one; that sum is at most `(N − 1) × n` for `n` seeds. So at most `(N − 1) × n` such
    /// moves follow one another before a move takes seeds off the board, and with `n` seeds
    /// on it a game lasts at most the sum of `(N − 1) × m + 1` over `m` from 1 to `n`.
    fn counts_moves_left(&self, counts: &Counts) -> Option<u64> {
        let houses = self.counts_houses()? as u64;
        let n: u64 = counts.iter().map(|&c| u64::from(c)).sum();
        Some((houses - 1) * n * (n + 1) / 2 + n)
    }

    /// The ring seen from the mover: their houses, their store, the other's houses (the
    /// other's store is passed over); house `i` faces the other's house `N − 1 − i`.
    #[inline]
    fn counts_play(&self, counts: &mut Counts, house: usize) -> Option<Sown> {
        let n = self.counts_houses()?;
        let ring = 2 * n + 1;
        let seeds = usize::from(counts[house]);
        counts[house] = 0;
        let (laps, rest) = if seeds < ring {
            (0, seeds)
        } else {
            (seeds / ring, seeds % ring)
        };
        // Ring place r: house r below n, the store at n, the other's house r − n − 1 above.
        let mut store = laps;
        if laps > 0 {
            for c in &mut counts[..2 * n] {
                *c += laps as u8;
            }
        }
        // The rest, one a place after `house`: the mover's houses after it, the store, the
        // other's houses, the mover's houses before it (`rest` < `ring` never reaches it).
        let mut left = rest;
        let k = left.min(n - 1 - house);
        for c in &mut counts[house + 1..house + 1 + k] {
            *c += 1;
        }
        left -= k;
        if left > 0 {
            store += 1;
            left -= 1;
            let k = left.min(n);
            for c in &mut counts[n..n + k] {
                *c += 1;
            }
            left -= k;
            for c in &mut counts[..left] {
                *c += 1;
            }
        }
        let last = house + rest;
        let last = if last >= ring { last - ring } else { last };
        let mut gain = store as i32;
        let again = last == n;
        if last < n && counts[last] == 1 {
            let facing = 2 * n - 1 - last;
            let o = &self.options;
            let taken = counts[facing];
            if taken > 0 || (!o.requires_nonempty_opposite && o.includes_last_seed) {
                counts[facing] = 0;
                gain += i32::from(taken);
                if o.includes_last_seed {
                    counts[last] = 0;
                    gain += 1;
                }
            }
        }
        let mine: i32 = counts[..n].iter().map(|&c| i32::from(c)).sum();
        let theirs: i32 = counts[n..2 * n].iter().map(|&c| i32::from(c)).sum();
        if mine == 0 || theirs == 0 {
            // Each side sweeps its own houses.
            counts[..2 * n].fill(0);
            return Some(Sown {
                gain: gain + mine - theirs,
                again: false,
                over: true,
            });
        }
        if !again {
            for i in 0..n {
                counts.swap(i, i + n);
            }
        }
        Some(Sown {
            gain,
            again,
            over: false,
        })
    }
}
