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
        self.counts.as_ref().map(CountsRules::houses)
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
    #[inline(always)]
    fn counts_play(&self, counts: &mut Counts, house: usize) -> Option<Sown> {
        let k = self.counts.as_ref()?;
        Some(k.play(counts, house))
    }
}

/// Kalah's moves on pit counts ([`Exact::counts_play`]), with what they need of the options
/// worked out once. The board is one 128-bit word, a byte a pit, and a move adds to it a word
/// with a 1 in each pit its seeds reach (and the laps of a sowing that goes round), looked up
/// by the house and the seeds: no loop over the seeds or the pits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct CountsRules {
    /// The houses a side, `N`.
    houses: usize,
    /// The places of the ring the mover sows: `2N + 1`.
    ring: usize,
    /// A 1 in each of the `2N` pits.
    ones: u128,
    /// The mover's houses, all their bits.
    mine: u128,
    /// The other's houses, all their bits.
    theirs: u128,
    /// `clear[pit]`: every pit but `pit`.
    clear: [u128; 2 * COUNTS_HOUSES],
    /// `steps[house × ring + rest]`: the last `rest` (less than a lap) seeds sown from
    /// `house`.
    steps: Vec<Step>,
    /// A capture needs a seed in the facing house.
    requires_nonempty_opposite: bool,
    /// A capture takes the last seed too.
    includes_last_seed: bool,
}

/// Where the last seeds of a sowing (less than a lap) go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Step {
    /// A 1 in each pit they reach.
    add: u128,
    /// The place of the ring the last one reaches.
    last: u8,
    /// One of them reaches the store.
    store: bool,
}

impl CountsRules {
    /// The counts of `sungka`, if its rules are Kalah's (see [`Exact::counts_houses`]).
    pub(super) fn of(sungka: &Sungka) -> Option<CountsRules> {
        let o = &sungka.options;
        let n = usize::from(o.houses);
        let pieces = 2 * n * usize::from(o.seeds);
        let kalah = o.players == 2
            && !sungka.is_match()
            && o.relay == RelaySides::None
            && o.end == EndCondition::OneSideEmpty
            && n <= COUNTS_HOUSES
            && pieces <= COUNTS_MAX_PIECES;
        if !kalah {
            return None;
        }
        let ring = 2 * n + 1;
        let ones = |pits: std::ops::Range<usize>| pits.map(|p| 1u128 << (8 * p)).sum::<u128>();
        // Ring place r: house r below n, the store at n, the other's house r − n − 1 above.
        let mut steps = Vec::with_capacity(n * ring);
        for house in 0..n {
            for rest in 0..ring {
                let places = (house + 1..=house + rest).map(|p| p % ring);
                steps.push(Step {
                    add: places
                        .clone()
                        .filter(|&r| r != n)
                        .map(|r| 1u128 << (8 * if r < n { r } else { r - 1 }))
                        .sum(),
                    last: ((house + rest) % ring) as u8,
                    store: places.clone().any(|r| r == n),
                });
            }
        }
        Some(CountsRules {
            houses: n,
            ring,
            ones: ones(0..2 * n),
            mine: ones(0..n) * 0xFF,
            theirs: ones(n..2 * n) * 0xFF,
            clear: std::array::from_fn(|pit| !(0xFF << (8 * pit))),
            steps,
            requires_nonempty_opposite: o.requires_nonempty_opposite,
            includes_last_seed: o.includes_last_seed,
        })
    }

    /// The houses a side.
    pub(super) fn houses(&self) -> usize {
        self.houses
    }

    /// Plays `house` (holding seeds) on `counts`.
    #[inline(always)]
    fn play(&self, counts: &mut Counts, house: usize) -> Sown {
        let n = self.houses;
        let ring = self.ring;
        let mut word = [0u8; 16];
        word[..2 * COUNTS_HOUSES].copy_from_slice(counts);
        let mut board = u128::from_le_bytes(word);
        let seeds = usize::from(counts[house]);
        let (laps, rest) = if seeds < ring {
            (0, seeds)
        } else {
            (seeds / ring, seeds % ring)
        };
        let step = self.steps[house * ring + rest];
        board = (board & self.clear[house]) + step.add;
        if laps > 0 {
            board += laps as u128 * self.ones;
        }
        let mut gain = (laps + usize::from(step.store)) as i32;
        let last = usize::from(step.last);
        let again = last == n;
        // The last seed alone in a house of the mover's: it was empty and the sowing went
        // less than a lap, or the sowing was one lap exactly and ended where it started.
        if last < n
            && (if seeds < ring {
                counts[last] == 0
            } else {
                seeds == ring
            })
        {
            let facing = 2 * n - 1 - last;
            let taken = board.to_le_bytes()[facing];
            if taken > 0 || (!self.requires_nonempty_opposite && self.includes_last_seed) {
                board &= self.clear[facing];
                gain += i32::from(taken);
                if self.includes_last_seed {
                    board &= self.clear[last];
                    gain += 1;
                }
            }
        }
        let mine = board & self.mine;
        let theirs = board & self.theirs;
        if mine == 0 || theirs == 0 {
            // Each side sweeps its own houses.
            *counts = [0; 2 * COUNTS_HOUSES];
            return Sown {
                gain: gain + byte_sum(mine) - byte_sum(theirs),
                again: false,
                over: true,
            };
        }
        if !again {
            board = theirs >> (8 * n) | mine << (8 * n);
        }
        counts.copy_from_slice(&board.to_le_bytes()[..2 * COUNTS_HOUSES]);
        Sown {
            gain,
            again,
            over: false,
        }
    }
}

/// The sum of the bytes of `word` (at most [`COUNTS_MAX_PIECES`]).
#[inline]
fn byte_sum(word: u128) -> i32 {
    (crate::ruleset::byte_sum(word as u64) + crate::ruleset::byte_sum((word >> 64) as u64)) as i32
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use crate::exact::{
        counts::{Busy, CountsSearch, CountsTable, UNWINDS},
        db::Db,
    };

    #[test]
    fn counts_on_several_threads_give_up_what_another_has_settled_and_the_values_stand() {
        // Kalah(6,3) under the paper's rules, +2 (Irving, Donkers & Uiterwijk), and the
        // positions after each first move, on one thread and on four: some thread meets an
        // ancestor that another has settled and gives its subtree up, and every value equals
        // the one of a single thread.
        let settings = ["board.seeds-per-house=3".to_owned()];
        let rules =
            crate::rules::Rules::resolve_with("kalah-empty-capture", &settings).expect("a ruleset");
        let houses = rules.counts_houses().expect("counts");
        let db = Db::build(&*rules, houses, 12, 2, &|| false).expect("a database");
        let start = rules.counts_of(&rules.initial_position(0)).expect("counts");
        let mut boards = vec![(start, 0, false)];
        for h in 0..houses {
            let mut board = start;
            let sown = rules.counts_play(&mut board, h).expect("a move");
            boards.push((board, sown.gain, sown.again));
        }
        let before = UNWINDS.load(Ordering::Relaxed);
        let mut values = Vec::new();
        for threads in [1, 4] {
            let mut found = Vec::new();
            for (board, _, _) in &boards {
                let table = CountsTable::with_bytes(4 << 20).expect("4 MiB");
                let busy = Busy::new();
                let mut search = CountsSearch::new(&*rules, houses, &table, Some(&db), None, None)
                    .with_threads(threads, &busy);
                found.push(
                    search
                        .solve(board, 0, &mut |_, _, _, _| {})
                        .expect("solved"),
                );
            }
            values.push(found);
        }
        assert_eq!(values[0][0], 2, "Kalah(6,3)");
        assert_eq!(values[0], values[1], "one thread, then four");
        // The value of the start is the best of its moves'.
        let best = boards[1..]
            .iter()
            .zip(&values[0][1..])
            .map(|(&(_, gain, again), &v)| if again { gain + v } else { gain - v })
            .max();
        assert_eq!(best, Some(2));
        assert!(
            UNWINDS.load(Ordering::Relaxed) > before,
            "no subtree given up"
        );
    }
}
