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
//!
//! Each MTD(f) test runs on every thread the solve was given, all on the same tree and one
//! table shared without a lock ([`Bucket`]): the first thread to finish answers (every answer
//! is right, since every bound in the table is), and the others stop. Near the root a thread
//! marks the boards it is searching ([`Busy`]) and puts off a child another thread is in, so
//! that the threads spread over the tree and each fills the table for the others; every 256
//! positions it looks the boards of its path up in the table, and gives up the subtree of one
//! that another thread has settled meanwhile.

use std::{
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::Instant,
};

use super::db::Db;
use crate::ruleset::{COUNTS_HOUSES, Counts, Exact, byte_sum};

/// One board's bounds, 16 bytes: the board itself (so that a look-up is never wrong), the lower
/// and upper bound of its value, and the best house with a measure of the work behind it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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
}

impl Slot {
    /// The bounds it holds of the value of its board of `n` pieces, within `[-n, n]`.
    #[inline]
    fn bounds(self, n: i32) -> (i32, i32) {
        (i32::from(self.lower).max(-n), i32::from(self.upper).min(n))
    }

    /// The slot's second word: houses 8 to 11, the bounds and the best house.
    #[inline]
    fn data(self) -> u64 {
        u64::from(self.high)
            | u64::from(self.lower as u8) << 32
            | u64::from(self.upper as u8) << 40
            | u64::from(self.best) << 48
    }

    /// The slot whose words are `first` (its first eight houses, XOR its second word mixed)
    /// and `data`.
    #[inline]
    fn of_words(first: u64, data: u64) -> Slot {
        Slot {
            low: first ^ mixed(data),
            high: data as u32,
            lower: (data >> 32) as u8 as i8,
            upper: (data >> 40) as u8 as i8,
            best: (data >> 48) as u8,
        }
    }
}

const NO_HOUSE: u8 = 0x0F;

/// A slot's second word spread over all 64 bits (0 stays 0, so an empty slot reads empty), so
/// that a torn read matches a board by chance alone.
#[inline]
fn mixed(data: u64) -> u64 {
    data.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Four slots, one cache line, shared by the threads of a search without a lock.
///
/// A slot is two words, written one after the other: its second word (houses 8 to 11 and what
/// is known), and its first eight houses XOR that word [`mixed`]. A thread that reads one word
/// of one write and the other of another (two threads wrote the slot at once) finds the board
/// it asks for only if the first words of the two writes, each its houses XOR its mixed
/// second word, happen to agree: about one chance in 2^64 for each such torn read, which is
/// itself rare. The table of a single thread is exact, and that of several is as good as
/// exact. (The scheme of Hyatt and Mann, "A lock-less transposition
/// table implementation for parallel search chess engines", ICGA Journal 25(1), 2002.)
#[derive(Debug, Default)]
#[repr(C, align(64))]
pub(crate) struct Bucket([[AtomicU64; 2]; 4]);

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
        for word in self
            .buckets
            .iter_mut()
            .flat_map(|b| b.0.iter_mut().flatten())
        {
            *word.get_mut() = 0;
        }
    }

    #[inline]
    fn bucket(&self, key: (u64, u32)) -> &Bucket {
        &self.buckets[(bucket_of(key.0, key.1) & self.mask) as usize]
    }

    /// Asks the processor to bring `b`'s bucket in, ahead of its look-up.
    #[inline]
    fn prefetch(&self, b: &Counts) {
        super::table::prefetch(self.bucket(split(b)));
    }

    /// The two words of each slot of a bucket as they are now.
    #[inline]
    fn words(bucket: &Bucket) -> [(u64, u64); 4] {
        bucket
            .0
            .each_ref()
            .map(|[first, data]| (first.load(Ordering::Relaxed), data.load(Ordering::Relaxed)))
    }

    /// The slot among `words` that holds the board `key`, if one does: its houses 8 to 11
    /// compared first, which needs no unmixing.
    #[inline]
    fn find(words: &[(u64, u64); 4], key: (u64, u32)) -> Option<usize> {
        words
            .iter()
            .position(|&(first, data)| data as u32 == key.1 && first ^ mixed(data) == key.0)
    }

    #[inline]
    fn probe(&self, key: (u64, u32)) -> Option<Slot> {
        let words = Self::words(self.bucket(key));
        Self::find(&words, key).map(|i| Slot::of_words(words[i].0, words[i].1))
    }

    /// Keeps `slot` over the board's own slot, else an empty one, else the least work.
    #[inline]
    fn store(&self, slot: Slot) {
        let bucket = self.bucket((slot.low, slot.high));
        let words = Self::words(bucket);
        let work = |(_, data): (u64, u64)| data >> 52 & 0x0F;
        let victim = Self::find(&words, (slot.low, slot.high))
            .or_else(|| Self::find(&words, (0, 0)))
            .unwrap_or_else(|| {
                (1..4).fold(0, |v, i| {
                    if work(words[i]) < work(words[v]) {
                        i
                    } else {
                        v
                    }
                })
            });
        let data = slot.data();
        let [first, second] = &bucket.0[victim];
        second.store(data, Ordering::Relaxed);
        first.store(slot.low ^ mixed(data), Ordering::Relaxed);
    }
}

/// The pieces on a board (at most [`crate::ruleset::COUNTS_MAX_PIECES`]), its two words'
/// bytes added up by one multiplication each.
#[inline]
pub(crate) fn pieces(b: &Counts) -> i32 {
    let (low, high) = split(b);
    (byte_sum(low) + byte_sum(u64::from(high))) as i32
}

/// The bytes of the first row (the player to move's houses) in a board's first word, all ones.
#[inline]
pub(crate) fn first_row(houses: usize) -> u64 {
    u64::MAX >> (64 - 8 * houses)
}

/// One child of a node.
#[derive(Clone, Copy, Debug, Default)]
struct Kid {
    board: Counts,
    gain: i32,
    pieces: u8,
    house: u8,
    again: bool,
    over: bool,
    /// The most the child can give its mover, as far as is known before it is searched.
    ceiling: i32,
    /// Where the endgame database keeps the child's board, if it does ([`NOWHERE`] if not).
    place: usize,
}

/// No place in the endgame database.
const NOWHERE: usize = usize::MAX;

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
    table: &'a CountsTable,
    db: Option<&'a Db>,
    pub(crate) nodes: u64,
    pub(crate) hits: u64,
    deadline: Option<Instant>,
    stop: Option<&'a AtomicBool>,
    pub(crate) stopped: bool,
    /// The threads that run each test (this one and `threads - 1` helpers).
    threads: usize,
    /// The boards being searched by some thread of a parallel test, shared by its threads
    /// (`None` on one thread).
    busy: Option<&'a Busy>,
    /// Set when one thread of a parallel test has its answer: the others give up theirs.
    answered: Option<&'a AtomicBool>,
    /// The boards on this thread's path within [`BUSY_PLIES`] of the root, each with the
    /// window it was searched with (several threads only).
    trail: [Step; BUSY_PLIES],
    /// The steps from each of the player to move's houses to their store, a byte each (see
    /// [`CountsSearch::extra_turns`]).
    to_store: u64,
    /// [`first_row`] of these houses.
    row: u64,
    /// The depth of an ancestor that the table now settles (another thread's work did), with
    /// its value: the nodes below it give their searches up. `usize::MAX`: none.
    unwind: (usize, i32),
}

/// A board on a thread's path, and its window: its table entry, once it settles the window,
/// answers for the whole subtree.
#[derive(Clone, Copy, Debug, Default)]
struct Step {
    key: (u64, u32),
    n: i32,
    alpha: i32,
    beta: i32,
}

/// The boards near the root that some thread is searching now, so that the others, where they
/// have a choice, search another child first (the "deferred" moves of Weill's ABDADA,
/// ICCA Journal 19(1), 1996): one word per entry, the board's hash, at a place chosen by it.
#[derive(Debug)]
pub(crate) struct Busy(Box<[AtomicU64]>);

/// The entries of [`Busy`]: each thread marks at most [`BUSY_PLIES`] boards at once.
const BUSY_ENTRIES: usize = 1 << 14;

/// The plies from the root within which a board is marked busy, and its children deferred:
/// deeper, a subtree is too small for two threads to gain by going apart. On Kalah(6,4) (paper
/// rules, a database of 17 pieces, two threads) 4 plies searched 71 M positions in 5.9 s, 8
/// 59 M in 4.5 s, 20 to 30 47-50 M in 3.4-3.5 s, 40 to 60 47-54 M in 3.4-4.2 s.
const BUSY_PLIES: usize = 24;

impl Busy {
    /// An empty set.
    pub(crate) fn new() -> Busy {
        Busy((0..BUSY_ENTRIES).map(|_| AtomicU64::new(0)).collect())
    }

    #[inline]
    fn hash(b: &Counts) -> u64 {
        let (low, high) = split(b);
        // Never zero, which marks an empty entry.
        (low ^ u64::from(high).rotate_left(24)).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1
    }

    #[inline]
    fn entry(&self, hash: u64) -> &AtomicU64 {
        &self.0[(hash >> 50) as usize & (BUSY_ENTRIES - 1)]
    }

    #[inline]
    fn holds(&self, b: &Counts) -> bool {
        let hash = Self::hash(b);
        self.entry(hash).load(Ordering::Relaxed) == hash
    }

    #[inline]
    fn enter(&self, hash: u64) {
        self.entry(hash).store(hash, Ordering::Relaxed);
    }

    #[inline]
    fn leave(&self, hash: u64) {
        let _ = self
            .entry(hash)
            .compare_exchange(hash, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

impl<'a, R: Exact + ?Sized> CountsSearch<'a, R> {
    pub(crate) fn new(
        rules: &'a R,
        houses: usize,
        table: &'a CountsTable,
        db: Option<&'a Db>,
        deadline: Option<Instant>,
        stop: Option<&'a AtomicBool>,
    ) -> Self {
        CountsSearch {
            rules,
            houses,
            table,
            db,
            nodes: 0,
            hits: 0,
            deadline,
            stop,
            stopped: false,
            threads: 1,
            busy: None,
            answered: None,
            trail: [Step::default(); BUSY_PLIES],
            to_store: (0..houses).map(|h| ((houses - h) as u64) << (8 * h)).sum(),
            row: first_row(houses),
            unwind: (usize::MAX, 0),
        }
    }

    /// Runs each test on `threads` threads sharing the table, which mark in `busy` the boards
    /// they are searching. The value found does not depend on it; the positions searched, the
    /// table's contents and so the line of perfect play may.
    pub(crate) fn with_threads(mut self, threads: usize, busy: &'a Busy) -> Self {
        if threads > 1 {
            self.threads = threads;
            self.busy = Some(busy);
        }
        self
    }

    /// Plays `house` on `board` into `kid`.
    #[inline(always)]
    fn play(&self, board: &Counts, house: usize, kid: &mut Kid) {
        kid.board = *board;
        kid.house = house as u8;
        // Only called for a ruleset that answers counts.
        let sown = self.rules.counts_play(&mut kid.board, house);
        let sown = sown.unwrap_or(crate::ruleset::Sown {
            gain: 0,
            again: false,
            over: false,
        });
        kid.gain = sown.gain;
        kid.again = sown.again;
        kid.over = sown.over;
        kid.pieces = if kid.over {
            0
        } else {
            pieces(&kid.board) as u8
        };
        kid.place = match self.db {
            Some(db) if !kid.over => db.place(&kid.board, i32::from(kid.pieces)),
            _ => None,
        }
        .unwrap_or(NOWHERE);
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
        if self.nodes & 1023 == 0 && self.answered.is_some_and(|a| a.load(Ordering::Relaxed))
            || self.nodes & 4095 == 0
                && (self.deadline.is_some_and(|d| Instant::now() >= d)
                    || self.stop.is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if self.nodes & 255 == 0 && self.busy.is_some() && self.settled_ancestor(depth) {
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
            (lo, hi) = s.bounds(n);
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
        // Marked busy while its children are searched, for the other threads to go elsewhere.
        let marked = self.busy.filter(|_| depth < BUSY_PLIES).map(|busy| {
            let hash = Busy::hash(board);
            busy.enter(hash);
            (busy, hash)
        });
        if marked.is_some() {
            self.trail[depth] = Step {
                key,
                n,
                alpha,
                beta,
            };
        }
        let leave = |marked: Option<(&Busy, u64)>| {
            if let Some((busy, hash)) = marked {
                busy.leave(hash);
            }
        };
        let mut best = i32::MIN;
        let mut best_house = NO_HOUSE;
        let mut a = alpha;
        let mut done_first = false;
        // The table's move alone first: it often settles the test.
        if usize::from(first) < self.houses && board[usize::from(first)] > 0 {
            let mut kid = Kid::default();
            self.play(board, usize::from(first), &mut kid);
            let v = self.value_of(&kid, a, beta, depth);
            if self.stopped || self.unwind.0 <= depth {
                leave(marked);
                return self.unwound(depth);
            }
            best = v;
            best_house = first;
            done_first = true;
            a = a.max(v);
        }
        if best < beta {
            // The other children, played in place; `order` sorts them without moving them:
            // each key ends with the child's index, `15 − i` (the house from the store's end).
            let mut kids = [Kid::default(); COUNTS_HOUSES];
            let mut order = [0i32; COUNTS_HOUSES];
            let mut count = 0;
            for h in (0..self.houses).rev() {
                if board[h] == 0 || (done_first && h == usize::from(first)) {
                    continue;
                }
                let kid = &mut kids[count];
                self.play(board, h, kid);
                if kid.place != NOWHERE {
                    if let Some(db) = self.db {
                        db.prefetch(kid.place);
                    }
                } else if !kid.over {
                    self.table.prefetch(&kid.board);
                }
                count += 1;
            }
            // Children whose value is known without a search (the game over, or the board in
            // the database) first, best first: they cost nothing and may settle the test or
            // pass the others over. Then moves that keep the turn, then by the points gained,
            // then those after which the mover's houses hold more seeds than the other's (more
            // than as many, fewer), then (of those that pass the turn) those that leave the
            // other fewer moves that would give them another turn, then from the store's end.
            for (i, kid) in kids[..count].iter().enumerate() {
                let key = match self.exact(kid) {
                    Some(v) => 1 << 24 | (v + 256) << 4,
                    None => {
                        i32::from(kid.again) << 20
                            | (kid.gain + 256) << 9
                            | (self.row_lead(kid).signum() + 1) << 7
                            | if kid.again {
                                0
                            } else {
                                7 - self.extra_turns(&kid.board)
                            } << 4
                    }
                } | (15 - i as i32);
                let mut j = i;
                while j > 0 && order[j - 1] < key {
                    order[j] = order[j - 1];
                    j -= 1;
                }
                order[j] = key;
            }
            let at = |j: usize| (15 - (order[j] & 15)) as usize;
            // What the table and the database already know of each child: a child whose bound
            // alone settles the test ends it before any is searched (an enhanced transposition
            // cutoff), and a tighter ceiling than its pieces lets a child be passed over.
            if n >= ETC_PIECES {
                for j in 0..count {
                    let kid = &mut kids[at(j)];
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
                        kid.gain + i32::from(kid.pieces)
                    };
                }
            }
            // Where another thread is searching a child, the others first (the first child
            // is never put off: some thread must take every subtree on).
            let mut deferred = [0u8; COUNTS_HOUSES];
            let mut waiting = 0;
            for pass in 0..2 {
                let todo = if pass == 0 { count } else { waiting };
                for j in 0..todo {
                    let i = if pass == 0 {
                        at(j)
                    } else {
                        usize::from(deferred[j])
                    };
                    let kid = &kids[i];
                    if best >= beta {
                        break;
                    }
                    // The child can give at most its ceiling.
                    if kid.ceiling <= a.max(best) {
                        best = best.max(kid.ceiling);
                        continue;
                    }
                    if pass == 0
                        && (done_first || j > 0)
                        && !kid.over
                        && marked.is_some_and(|(busy, _)| busy.holds(&kid.board))
                    {
                        deferred[waiting] = i as u8;
                        waiting += 1;
                        continue;
                    }
                    let v = self.value_of(kid, a, beta, depth);
                    if self.stopped || self.unwind.0 <= depth {
                        leave(marked);
                        return self.unwound(depth);
                    }
                    if v > best {
                        best = v;
                        best_house = kid.house;
                    }
                    a = a.max(best);
                }
            }
        }
        leave(marked);
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
        });
        best
    }

    /// Whether the table now settles an ancestor of a node at `depth` (the shallowest such
    /// is kept in `unwind`): another thread has finished it meanwhile, and what is searched
    /// below it no longer matters.
    #[cold]
    fn settled_ancestor(&mut self, depth: usize) -> bool {
        for (d, step) in self.trail[..depth.min(BUSY_PLIES)].iter().enumerate() {
            if let Some(s) = self.table.probe(step.key) {
                let (lo, hi) = s.bounds(step.n);
                let v = if lo >= step.beta {
                    lo
                } else if hi <= step.alpha {
                    hi
                } else {
                    continue;
                };
                self.unwind = (d, v);
                #[cfg(test)]
                UNWINDS.fetch_add(1, Ordering::Relaxed);
                return true;
            }
        }
        false
    }

    /// What a node at `depth` returns when it gives its search up (stopped, or unwinding to
    /// a settled ancestor): the ancestor's value at the ancestor, nothing that is read
    /// below it.
    #[inline]
    fn unwound(&mut self, depth: usize) -> i32 {
        if !self.stopped && self.unwind.0 == depth {
            let v = self.unwind.1;
            self.unwind = (usize::MAX, 0);
            v
        } else {
            0
        }
    }

    /// The bounds of `kid`'s value for the player who made its move, from what the database
    /// and the table hold, without searching.
    #[inline]
    fn known(&self, kid: &Kid) -> (i32, i32) {
        if let Some(v) = self.exact(kid) {
            return (v, v);
        }
        let n = i32::from(kid.pieces);
        let (lo, hi) = self
            .table
            .probe(split(&kid.board))
            .map_or((-n, n), |s| s.bounds(n));
        if kid.again {
            (kid.gain + lo, kid.gain + hi)
        } else {
            (kid.gain - hi, kid.gain - lo)
        }
    }

    /// The seeds in the houses of the player who made `kid`'s move less those in the other's:
    /// a move that leaves the mover ahead in their row tends to be the better of two that
    /// gain as much. Breaking ties of the points gained by its sign (more, as many, fewer)
    /// searched 12% fewer positions on Kalah(6,4) (34.2 M against 39.0 M on one thread, the
    /// paper's rules; 114 M against 130 M under OpenSpiel's), 23% fewer on Kalah(6,3) and 34%
    /// on Kalah(5,5); by the difference itself, or ahead of the points, far more.
    #[inline]
    fn row_lead(&self, kid: &Kid) -> i32 {
        let (low, _) = split(&kid.board);
        // The next mover's houses are the first bytes of the board's first word.
        let first = byte_sum(low & self.row) as i32;
        let other = i32::from(kid.pieces) - first;
        if kid.again {
            first - other
        } else {
            other - first
        }
    }

    /// The houses of `board`'s player to move that hold as many seeds as steps to their store
    /// (a move from one ends there and earns another turn). Leaving the other fewer of them
    /// breaks the last ties between moves that pass the turn: one thread searches 19% fewer
    /// positions on Kalah(6,4) (27.8 M against 34.2 M), 9% fewer under OpenSpiel's rules,
    /// 14% on Kalah(5,5), 4% on Kalah(6,3), and within 0.5% as many on the small boards tried;
    /// ranking moves that keep the turn by the mover's own such houses did worse.
    #[inline]
    fn extra_turns(&self, board: &Counts) -> i32 {
        let (low, _) = split(board);
        // A zero byte where a house holds as many seeds as steps to the store; the bytes after
        // the player's houses made non-zero.
        let x = (low ^ self.to_store) | !self.row;
        const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
        let nonzero = ((x & LOW7).wrapping_add(LOW7) | x) & !LOW7;
        (8 - nonzero.count_ones()) as i32
    }

    /// The value of `kid` for the player who made its move, where it is known without a
    /// search: the game is over, or the database has the board.
    #[inline]
    fn exact(&self, kid: &Kid) -> Option<i32> {
        if kid.over {
            return Some(kid.gain);
        }
        if kid.place == NOWHERE {
            return None;
        }
        let v = self.db?.at(kid.place);
        Some(if kid.again {
            kid.gain + v
        } else {
            kid.gain - v
        })
    }

    /// The value of `kid` for the player who made its move.
    #[inline]
    fn value_of(&mut self, kid: &Kid, alpha: i32, beta: i32, depth: usize) -> i32 {
        if let Some(v) = self.exact(kid) {
            // A position answered by the database is counted as searched.
            self.nodes += u64::from(!kid.over);
            v
        } else if kid.again {
            kid.gain
                + self.search(
                    &kid.board,
                    i32::from(kid.pieces),
                    alpha - kid.gain,
                    beta - kid.gain,
                    depth + 1,
                )
        } else {
            kid.gain
                - self.search(
                    &kid.board,
                    i32::from(kid.pieces),
                    kid.gain - beta,
                    kid.gain - alpha,
                    depth + 1,
                )
        }
    }

    /// One null-window test of `board` (of `n` pieces) at `beta`, fail-soft, on every thread
    /// this search was given: each searches the whole tree, sharing the table and the busy
    /// marks, and the first to finish answers for all (every answer is right; they differ
    /// only in the work done). 0 with `stopped` set if stopped.
    fn test(&mut self, board: &Counts, n: i32, beta: i32) -> i32 {
        let Some(busy) = self.busy else {
            return self.search(board, n, beta - 1, beta, 0);
        };
        let answered = AtomicBool::new(false);
        let answer = Mutex::new(None);
        let (rules, houses, table, db) = (self.rules, self.houses, self.table, self.db);
        let (deadline, stop, threads) = (self.deadline, self.stop, self.threads);
        let run = || {
            let mut s = CountsSearch::new(rules, houses, table, db, deadline, stop)
                .with_threads(threads, busy);
            s.answered = Some(&answered);
            let v = s.search(board, n, beta - 1, beta, 0);
            if !s.stopped {
                answer
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .get_or_insert(v);
                answered.store(true, Ordering::Relaxed);
            }
            (s.nodes, s.hits)
        };
        let counts: Vec<(u64, u64)> = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(run)).collect();
            let mut counts = vec![run()];
            // A helper that panicked has no count to give; the test's answer stands.
            counts.extend(helpers.into_iter().filter_map(|h| h.join().ok()));
            counts
        });
        for (nodes, hits) in counts {
            self.nodes += nodes;
            self.hits += hits;
        }
        let answer = answer
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.stopped = answer.is_none();
        answer.unwrap_or(0)
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
            let v = self.test(board, n, beta);
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
        let v = self.test(board, n, beta);
        (!self.stopped).then_some(v >= beta)
    }
}

/// The times a thread gave a subtree up because another had settled an ancestor (tests only).
#[cfg(test)]
pub(crate) static UNWINDS: AtomicU64 = AtomicU64::new(0);
