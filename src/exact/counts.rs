//! The fast path of the solver, for rulesets whose positions are pit counts alone
//! ([`Exact::counts_houses`]): the board seen from the player to move, 12 bytes, keyed exactly
//! (no two boards share an entry), a move one call of [`Exact::counts_play`], and an endgame
//! database ([`super::db`]) for the boards with few pieces.
//!
//! The value of a board is what its player to move still nets: the final margin less the
//! margin so far (captures are final). A move that keeps the turn adds the child's value to
//! its gain, one that passes it subtracts it; a value is never more than the pieces on the
//! board, which bounds every child before it is searched.
//!
//! The limits are checked once, at the root, by [`Exact::counts_moves_left`]: where no line
//! can reach them they cannot change a value, and the search leaves them out.

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::Instant,
};

use super::db::Db;
use crate::ruleset::{COUNTS_HOUSES, Counts, Exact};

/// One board's bounds, 16 bytes: the board itself (so that a look-up is never wrong), the lower
/// and upper bound of its value, and the best house with a measure of the work behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct Slot {
    /// Houses 0 to 7 of the board, a byte each (0 with `high`: an empty slot).
    low: u64,
    /// Houses 8 to 11.
    high: u32,
    lower: i8,
    upper: i8,
    /// The best house (low four bits, [`NO_HOUSE`] for none) and the base-2 logarithm of the
    /// positions searched to find these bounds (high four bits), which decides what to evict.
    best: u8,
    _spare: u8,
}

const NO_HOUSE: u8 = 0x0F;

/// Four slots, one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
pub(crate) struct Bucket([Slot; 4]);

/// The table of the counts search.
#[derive(Debug)]
pub(crate) struct CountsTable {
    buckets: super::table::Zeroed<Bucket>,
    mask: u64,
}

#[inline]
fn split(b: &Counts) -> (u64, u32) {
    let mut low = [0u8; 8];
    low.copy_from_slice(&b[..8]);
    let mut high = [0u8; 4];
    high.copy_from_slice(&b[8..12]);
    (u64::from_le_bytes(low), u32::from_le_bytes(high))
}

#[inline]
fn bucket_of(low: u64, high: u32) -> u64 {
    let h = (low ^ u64::from(high).rotate_left(40)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h ^ h >> 29).wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 20
}

impl CountsTable {
    /// A table of at most `bytes` bytes (a power of two of buckets, at least 1,024), or `None`
    /// when the memory cannot be had. Its pages are taken from the system as they are first
    /// written.
    pub(crate) fn with_bytes(bytes: usize) -> Option<CountsTable> {
        let buckets = (bytes / std::mem::size_of::<Bucket>()).max(1024);
        let count = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        let buckets = super::table::zeroed::<Bucket>(count)?;
        Some(CountsTable {
            buckets,
            mask: count as u64 - 1,
        })
    }

    /// The number of slots.
    pub(crate) fn capacity(&self) -> usize {
        self.buckets.len() * 4
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    #[inline]
    fn bucket(&self, key: (u64, u32)) -> &Bucket {
        &self.buckets[(bucket_of(key.0, key.1) & self.mask) as usize]
    }

    /// Asks the processor to bring `b`'s bucket in, ahead of its look-up.
    #[inline]
    fn prefetch(&self, b: &Counts) {
        let bucket: *const Bucket = self.bucket(split(b));
        #[cfg(target_arch = "x86_64")]
        // SAFETY: a prefetch is only a hint, valid for any address; this one is in the table.
        unsafe {
            std::arch::x86_64::_mm_prefetch(bucket.cast::<i8>(), std::arch::x86_64::_MM_HINT_T0);
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = bucket;
    }

    #[inline]
    fn probe(&self, key: (u64, u32)) -> Option<Slot> {
        self.bucket(key)
            .0
            .iter()
            .find(|s| s.low == key.0 && s.high == key.1)
            .copied()
    }

    /// Keeps `slot` over the board's own slot, else an empty one, else the least work.
    #[inline]
    fn store(&mut self, slot: Slot) {
        let i = (bucket_of(slot.low, slot.high) & self.mask) as usize;
        let bucket = &mut self.buckets[i].0;
        let victim = bucket
            .iter()
            .position(|s| s.low == slot.low && s.high == slot.high)
            .or_else(|| bucket.iter().position(|s| s.low == 0 && s.high == 0))
            .unwrap_or_else(|| {
                (1..4).fold(0, |v, i| {
                    if bucket[i].best >> 4 < bucket[v].best >> 4 {
                        i
                    } else {
                        v
                    }
                })
            });
        bucket[victim] = slot;
    }
}

/// The pieces on a board.
#[inline]
pub(crate) fn pieces(b: &Counts) -> i32 {
    b.iter().map(|&c| i32::from(c)).sum()
}

/// One child of a node.
#[derive(Clone, Copy, Debug, Default)]
struct Kid {
    board: Counts,
    gain: i32,
    pieces: i32,
    house: u8,
    again: bool,
    over: bool,
    order: i32,
    /// The most the child can give its mover, as far as is known before it is searched.
    ceiling: i32,
}

/// The fewest pieces on a board for its children to be looked up before any is searched: below
/// it the look-ups cost more than the searches they save. Measured on Kalah(6,4) (paper rules,
/// databases of 17 to 22 pieces), looking up from 0 pieces searches 2.5 times fewer positions
/// than no look-ups at all, from 28 1.4 to 2.8 times fewer, and from 28 took a little less time
/// than from 0 in interleaved rounds (23.1 against 26.3 s from nothing; 4.5-5.1 against
/// 4.7-5.4 s with a database of 20 pieces from a file).
const ETC_PIECES: i32 = 28;

/// The counts search of one ruleset.
pub(crate) struct CountsSearch<'a, R: Exact + ?Sized> {
    rules: &'a R,
    houses: usize,
    table: &'a mut CountsTable,
    db: Option<&'a Db>,
    kids: Vec<[Kid; COUNTS_HOUSES]>,
    pub(crate) nodes: u64,
    pub(crate) hits: u64,
    deadline: Option<Instant>,
    stop: Option<&'a AtomicBool>,
    pub(crate) stopped: bool,
}

impl<'a, R: Exact + ?Sized> CountsSearch<'a, R> {
    pub(crate) fn new(
        rules: &'a R,
        houses: usize,
        table: &'a mut CountsTable,
        db: Option<&'a Db>,
        deadline: Option<Instant>,
        stop: Option<&'a AtomicBool>,
    ) -> Self {
        CountsSearch {
            rules,
            houses,
            table,
            db,
            kids: Vec::new(),
            nodes: 0,
            hits: 0,
            deadline,
            stop,
            stopped: false,
        }
    }

    /// Plays `house` on `board`.
    #[inline]
    fn play(&self, board: &Counts, house: usize) -> Kid {
        let mut kid = Kid {
            board: *board,
            house: house as u8,
            ..Kid::default()
        };
        // Only called for a ruleset that answers counts.
        if let Some(sown) = self.rules.counts_play(&mut kid.board, house) {
            kid.gain = sown.gain;
            kid.again = sown.again;
            kid.over = sown.over;
        }
        kid.pieces = if kid.over { 0 } else { pieces(&kid.board) };
        kid
    }

    /// The value of a board (not over) with `n` pieces, for its player to move, searched with
    /// the window (`alpha`, `beta`): fail-soft, exact inside the window.
    pub(crate) fn search(
        &mut self,
        board: &Counts,
        n: i32,
        alpha: i32,
        beta: i32,
        depth: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 4095 == 0
            && (self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.stop.is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if n <= alpha {
            return n;
        }
        if -n >= beta {
            return -n;
        }
        if let Some(db) = self.db {
            if let Some(v) = db.value(board, n) {
                return v;
            }
        }
        let key = split(board);
        let mut first = NO_HOUSE;
        let (mut lo, mut hi) = (-n, n);
        if let Some(s) = self.table.probe(key) {
            lo = lo.max(i32::from(s.lower));
            hi = hi.min(i32::from(s.upper));
            if lo >= beta || lo == hi {
                self.hits += 1;
                return lo;
            }
            if hi <= alpha {
                self.hits += 1;
                return hi;
            }
            first = s.best & 0x0F;
        }
        let nodes_before = self.nodes;
        if self.kids.len() <= depth {
            self.kids.push([Kid::default(); COUNTS_HOUSES]);
        }
        let mut best = i32::MIN;
        let mut best_house = NO_HOUSE;
        let mut a = alpha;
        let mut done_first = false;
        // The table's move alone first: it often settles the test.
        if usize::from(first) < self.houses && board[usize::from(first)] > 0 {
            let kid = self.play(board, usize::from(first));
            let v = self.value_of(&kid, a, beta, depth);
            if self.stopped {
                return 0;
            }
            best = v;
            best_house = first;
            done_first = true;
            a = a.max(v);
        }
        if best < beta {
            let mut count = 0;
            let mut kids = self.kids[depth];
            for h in (0..self.houses).rev() {
                if board[h] == 0 || (done_first && h == usize::from(first)) {
                    continue;
                }
                let mut kid = self.play(board, h);
                // Moves that keep the turn, then by the points gained, then from the store's end.
                kid.order = i32::from(kid.again) << 16 | (kid.gain + 256) << 4 | h as i32;
                if !kid.over {
                    self.table.prefetch(&kid.board);
                }
                let mut j = count;
                while j > 0 && kids[j - 1].order < kid.order {
                    kids[j] = kids[j - 1];
                    j -= 1;
                }
                kids[j] = kid;
                count += 1;
            }
            // What the table and the database already know of each child: a child whose bound
            // alone settles the test ends it before any is searched (an enhanced transposition
            // cutoff), and a tighter ceiling than its pieces lets a child be passed over.
            if n >= ETC_PIECES {
                for kid in &mut kids[..count] {
                    let (lower, upper) = self.known(kid);
                    if lower >= beta {
                        best = lower;
                        best_house = kid.house;
                        self.hits += 1;
                        break;
                    }
                    kid.ceiling = upper;
                }
            } else {
                for kid in &mut kids[..count] {
                    kid.ceiling = if kid.over {
                        kid.gain
                    } else {
                        kid.gain + kid.pieces
                    };
                }
            }
            for kid in &kids[..count] {
                if best >= beta {
                    break;
                }
                // The child can give at most its ceiling.
                if kid.ceiling <= a.max(best) {
                    best = best.max(kid.ceiling);
                    continue;
                }
                let v = self.value_of(kid, a, beta, depth);
                if self.stopped {
                    return 0;
                }
                if v > best {
                    best = v;
                    best_house = kid.house;
                }
                a = a.max(best);
            }
        }
        // Keep what was learnt.
        let (mut lower, mut upper) = if best >= beta {
            (best, n)
        } else if best <= alpha {
            (-n, best)
        } else {
            (best, best)
        };
        lower = lower.max(lo);
        upper = upper.min(hi);
        let work = (64 - (self.nodes - nodes_before).leading_zeros()).min(15) as u8;
        self.table.store(Slot {
            low: key.0,
            high: key.1,
            lower: lower.clamp(-127, 127) as i8,
            upper: upper.clamp(-127, 127) as i8,
            best: work << 4 | best_house,
            _spare: 0,
        });
        best
    }

    /// The bounds of `kid`'s value for the player who made its move, from what the database
    /// and the table hold, without searching.
    #[inline]
    fn known(&self, kid: &Kid) -> (i32, i32) {
        if kid.over {
            return (kid.gain, kid.gain);
        }
        let n = kid.pieces;
        let (lo, hi) = if let Some(v) = self.db.and_then(|db| db.value(&kid.board, n)) {
            (v, v)
        } else if let Some(s) = self.table.probe(split(&kid.board)) {
            (i32::from(s.lower).max(-n), i32::from(s.upper).min(n))
        } else {
            (-n, n)
        };
        if kid.again {
            (kid.gain + lo, kid.gain + hi)
        } else {
            (kid.gain - hi, kid.gain - lo)
        }
    }

    /// The value of `kid` for the player who made its move.
    #[inline]
    fn value_of(&mut self, kid: &Kid, alpha: i32, beta: i32, depth: usize) -> i32 {
        if kid.over {
            kid.gain
        } else if kid.again {
            kid.gain
                + self.search(
                    &kid.board,
                    kid.pieces,
                    alpha - kid.gain,
                    beta - kid.gain,
                    depth + 1,
                )
        } else {
            kid.gain
                - self.search(
                    &kid.board,
                    kid.pieces,
                    kid.gain - beta,
                    kid.gain - alpha,
                    depth + 1,
                )
        }
    }

    /// The value of `board` by MTD(f) from `guess`, or `None` if stopped; `report` is called
    /// after each test with the bounds so far.
    pub(crate) fn solve(
        &mut self,
        board: &Counts,
        guess: i32,
        report: &mut dyn FnMut(&Self, i32, i32, u32),
    ) -> Option<i32> {
        let n = pieces(board);
        let (mut lower, mut upper) = (-n, n);
        let mut g = guess.clamp(lower, upper);
        let mut tests = 0;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            let v = self.search(board, n, beta - 1, beta, 0);
            if self.stopped {
                return None;
            }
            tests += 1;
            if v < beta {
                upper = v.min(upper);
            } else {
                lower = v.max(lower);
            }
            g = v.clamp(lower, upper);
            report(self, lower, upper, tests);
        }
        Some(lower)
    }

    /// The best house the table holds for `board` (0-based, of the mover's row), if any.
    pub(crate) fn best_house(&self, board: &Counts) -> Option<usize> {
        let slot = self.table.probe(split(board))?;
        let house = slot.best & 0x0F;
        (house != NO_HOUSE).then_some(usize::from(house))
    }

    /// Whether the value of `board` is at least `beta` (one null-window test); `None` if stopped.
    pub(crate) fn at_least(&mut self, board: &Counts, beta: i32) -> Option<bool> {
        let n = pieces(board);
        let v = self.search(board, n, beta - 1, beta, 0);
        (!self.stopped).then_some(v >= beta)
    }
}
