//! The endgame database of the counts path: the exact value of every board with at most `K`
//! pieces, one byte each, built once before a search and consulted by it (and by anyone
//! holding a [`crate::solve::Solver`]).
//!
//! **Index.** The boards with `n` pieces on `P` pits are the compositions of `n` into `P`
//! parts; each has its rank in lexicographic order, so the table has no unused entry. Layer `n`
//! starts where the layers below it end.
//!
//! **Build.** Layer by layer, from one piece up, by forward search: a move either takes pieces
//! off the board (its child is in a layer already built) or leaves them all on it (same layer).
//! A layer is worked through by pairs of rows ([`Rows`]), in an order that puts Kalah's
//! same-layer children before their parents; a child not known yet all the same is worked out
//! first by recursion, memoised. No chain of same-layer moves comes back to where
//! it started ([`crate::ruleset::Exact::counts_moves_left`] says why for each family); a
//! family where one did would leave the build unfinished, and the solver would go on without a
//! database.
//!
//! **Threads.** The boards of a layer are shared out among threads, a chunk at a time; a
//! layer is finished before the next starts. An entry is either not worked out yet or final (a
//! thread writes it once it has its value), so a thread reads another's work as it comes, and
//! two threads that meet the same board work out the same value. Each thread keeps the boards
//! it is working out on a path of its own: a child on that path closes a cycle. (No board on a
//! cycle can ever be finished, by any thread, so some thread meets the cycle, as a single one
//! would.) The values do not depend on the number of threads.

use std::sync::atomic::{AtomicBool, AtomicI8, AtomicUsize, Ordering};

use crate::ruleset::{COUNTS_HOUSES, Counts, Exact, Sown};

use super::{
    counts::{first_row, pieces},
    table::prefetch,
};

/// Not worked out yet.
const UNKNOWN: i8 = i8::MIN;
/// The most pieces a database may cover.
pub(crate) const MAX_DB_PIECES: usize = 100;
/// A row of [`Db::index`]'s terms: one for each number of pieces, up to the most.
const ROW: usize = 128;
const _: () = assert!(MAX_DB_PIECES < ROW && ROW.is_power_of_two());

/// What a build asks of the rules: [`Exact::counts_play`].
pub(crate) trait Sow: Sync {
    /// See [`Exact::counts_play`].
    fn sow(&self, counts: &mut Counts, house: usize) -> Option<Sown>;
}

impl<R: Exact + ?Sized> Sow for R {
    #[inline]
    fn sow(&self, counts: &mut Counts, house: usize) -> Option<Sown> {
        self.counts_play(counts, house)
    }
}

/// The endgame database.
#[derive(Debug)]
pub(crate) struct Db {
    pits: usize,
    /// The most pieces a board in it has.
    max: usize,
    /// The terms of a board's rank, for [`Db::index`]. The boards of `r` pieces on the
    /// last `q` pits whose first holds fewer than `c` number `W(r, q) − W(r − c, q)` (`W(s, k)`:
    /// the boards of `s` pieces on `k` pits), so with `r_j` the pieces on pit `j` and after it
    /// (of `P` pits, `r_0 = n`) the rank of a board in its layer telescopes to
    /// `W(n, P) + Σ_{j = 1}^{P − 2} (W(r_j, P − j) − W(r_j, P − j + 1)) − (r_{P − 1} + 1)`.
    /// `suffix[j][r]` holds the term of pit `j` for `r_j = r`, and `first[n]` the
    /// layer's start plus `W(n, P)`: a table small enough to stay in the nearest cache.
    suffix: Box<[[i64; ROW]; 2 * COUNTS_HOUSES]>,
    first: Vec<i64>,
    values: Box<[i8]>,
}

/// The number of ways to put `s` pieces into `k` pits.
fn ways(s: u64, k: u64) -> u64 {
    if k == 0 {
        return u64::from(s == 0);
    }
    // C(s + k − 1, k − 1), exactly: each partial product is itself a binomial coefficient.
    let (n, r) = (s + k - 1, k - 1);
    let mut c: u64 = 1;
    for i in 1..=r {
        c = c * (n - r + i) / i;
    }
    c
}

impl Db {
    /// The entries of a database of boards of `houses` houses a side with at most `max` pieces.
    pub(crate) fn entries(houses: usize, max: usize) -> u64 {
        ways(max as u64, 2 * houses as u64 + 1)
    }

    /// The most pieces, at most `cap`, whose database of boards of `houses` houses a side has
    /// at most `entries` entries.
    pub(crate) fn pieces_within(houses: usize, cap: usize, entries: u64) -> usize {
        let mut most = 0;
        while most < cap.min(MAX_DB_PIECES) && Db::entries(houses, most + 1) <= entries {
            most += 1;
        }
        most
    }

    /// The exact value of `board` (with `n` pieces, not over) for its player to move, if the
    /// database covers it.
    #[inline]
    pub(crate) fn value(&self, board: &Counts, n: i32) -> Option<i32> {
        self.place(board, n).map(|place| self.at(place))
    }

    /// Where the database keeps `board` (with `n` pieces, not over), if it covers it: a place
    /// to read with [`Db::at`], asked of memory ahead by [`Db::prefetch`].
    #[inline]
    pub(crate) fn place(&self, board: &Counts, n: i32) -> Option<usize> {
        let n = usize::try_from(n).ok()?;
        (n <= self.max).then(|| self.index(board, n))
    }

    /// The value kept at `place` (from [`Db::place`]).
    #[inline]
    pub(crate) fn at(&self, place: usize) -> i32 {
        i32::from(self.values[place])
    }

    /// Asks the processor to bring the entry at `place` in, ahead of its reading.
    #[inline]
    pub(crate) fn prefetch(&self, place: usize) {
        prefetch(&self.values[place]);
    }

    /// The most pieces covered.
    pub(crate) fn max_pieces(&self) -> usize {
        self.max
    }

    /// The bytes it takes.
    pub(crate) fn bytes(&self) -> usize {
        self.values.len()
    }

    #[inline]
    fn index(&self, board: &Counts, n: usize) -> usize {
        let last = self.pits - 1;
        let mut r = usize::from(board[last]);
        let mut at = self.first[n] - r as i64 - 1;
        for j in (1..last).rev() {
            r += usize::from(board[j]);
            // `r` is at most `n`, within a row.
            at += self.suffix[j][r % ROW];
        }
        at as usize
    }

    /// A database of boards of `houses` houses a side and up to `max` pieces, every value
    /// `fill`; `None` when its memory cannot be had.
    fn empty(houses: usize, max: usize, fill: i8) -> Option<Db> {
        let pits = 2 * houses;
        let max = max.min(MAX_DB_PIECES);
        debug_assert!(houses <= COUNTS_HOUSES);
        let offsets: Vec<u64> = (0..=max as u64)
            .map(|n| {
                if n == 0 {
                    0
                } else {
                    ways(n - 1, pits as u64 + 1)
                }
            })
            .collect();
        let w = |s: usize, k: usize| ways(s as u64, k as u64) as i64;
        let mut suffix = Box::new([[0i64; ROW]; 2 * COUNTS_HOUSES]);
        for j in 1..pits - 1 {
            for r in 0..=max {
                suffix[j][r] = w(r, pits - j) - w(r, pits - j + 1);
            }
        }
        let first = (0..=max).map(|n| offsets[n] as i64 + w(n, pits)).collect();
        let total = usize::try_from(Db::entries(houses, max)).ok()?;
        let mut values: Vec<i8> = Vec::new();
        values.try_reserve_exact(total).ok()?;
        super::table::huge_pages(values.as_mut_ptr().cast::<u8>(), total);
        values.resize(total, fill);
        Some(Db {
            pits,
            max,
            suffix,
            first,
            values: values.into_boxed_slice(),
        })
    }

    /// Builds the database of `rules` (which answers counts with `houses` houses) for boards of
    /// up to `max` pieces on `threads` threads (at least one), or `None` when its memory cannot
    /// be had, a same-layer cycle is met or `stop` says so (checked between layers and every
    /// few thousand boards within one). The values do not depend on the number of threads.
    pub(crate) fn build<R: Sow + ?Sized>(
        rules: &R,
        houses: usize,
        max: usize,
        threads: usize,
        stop: &(dyn Fn() -> bool + Sync),
    ) -> Option<Db> {
        let mut db = Db::empty(houses, max, UNKNOWN)?;
        let mut values = std::mem::take(&mut db.values);
        let built = {
            let values = atomic(&mut values);
            let builder = Builder {
                db: &db,
                values,
                rules,
                houses,
                mine: first_row(houses),
                failed: AtomicBool::new(false),
                stop,
            };
            let rows = Rows::new(houses, db.max);
            (1..=db.max).all(|n| builder.layer(n, &rows, threads.max(1)))
        };
        db.values = values;
        built.then_some(db)
    }
}

/// The most boards of a layer a thread takes at a time (and checks `stop` between); a small
/// layer is cut into smaller chunks, so that every thread has a share.
const CHUNK: usize = 4096;

/// The values of a database seen as atomics, so that several threads can fill them in.
fn atomic(values: &mut [i8]) -> &[AtomicI8] {
    // SAFETY: `AtomicI8` has the same size and alignment as `i8` (its documentation says so),
    // every bit pattern is valid for both, and the slice is borrowed mutably for as long as the
    // atomics live, so nothing else reads or writes it meanwhile.
    unsafe { &*(std::ptr::from_mut(values) as *const [AtomicI8]) }
}

/// One build: the database's layout, its values (each `UNKNOWN` or final: a thread writes a
/// value only once it is worked out, so two threads that work out the same board write the same
/// value), and whether it failed.
struct Builder<'a, R: ?Sized> {
    db: &'a Db,
    values: &'a [AtomicI8],
    rules: &'a R,
    houses: usize,
    /// The bytes of the mover's houses in a board's first word, all ones.
    mine: u64,
    failed: AtomicBool,
    stop: &'a (dyn Fn() -> bool + Sync),
}

impl<R: Sow + ?Sized> Builder<'_, R> {
    /// Works out every board of `n` pieces on `threads` threads (the layers below finished);
    /// `false` if the build failed.
    fn layer(&self, n: usize, rows: &Rows, threads: usize) -> bool {
        if (self.stop)() {
            return false;
        }
        let layer = rows.layer(self.db, n, threads);
        let next = AtomicUsize::new(0);
        let work = || self.boards(n, &layer, &next);
        if threads == 1 || layer.chunks.len() <= 1 {
            work();
        } else {
            std::thread::scope(|s| {
                for _ in 1..threads {
                    s.spawn(work);
                }
                work();
            });
        }
        !self.failed.load(Ordering::Relaxed)
    }

    /// Takes a chunk of the boards of `n` pieces at a time until none are left, working out
    /// each board not known yet.
    fn boards(&self, n: usize, layer: &Layer<'_>, next: &AtomicUsize) {
        // The boards this thread is working out, from the one its chunk asked for: met again,
        // they close a cycle.
        let mut path = Vec::with_capacity(64);
        let mut boards = Vec::with_capacity(2 * CHUNK);
        loop {
            let chunk = next.fetch_add(1, Ordering::Relaxed);
            if chunk >= layer.chunks.len() || self.failed.load(Ordering::Relaxed) {
                return;
            }
            if (self.stop)() {
                self.failed.store(true, Ordering::Relaxed);
                return;
            }
            boards.clear();
            layer.boards(chunk, &mut boards);
            // The boards ahead have their moves played and their children's entries asked of
            // memory a few boards before they are worked out, so that the waits overlap.
            let mut ahead = [(0, Moves::default()); AHEAD];
            for (i, &(board, at)) in boards.iter().enumerate().take(AHEAD) {
                let slot = &mut ahead[i];
                slot.0 = at;
                slot.1.count = 0;
                if !self.start(&board, n, at, &mut slot.1) {
                    self.failed.store(true, Ordering::Relaxed);
                    return;
                }
            }
            for i in 0..boards.len() {
                let slot = &mut ahead[i % AHEAD];
                let at = slot.0;
                if slot.1.count > 0 && self.values[at].load(Ordering::Relaxed) == UNKNOWN {
                    path.clear();
                    path.push(at);
                    if self.finish(&slot.1, at, &mut path).is_none() {
                        self.failed.store(true, Ordering::Relaxed);
                        return;
                    }
                }
                if let Some(&(board, at)) = boards.get(i + AHEAD) {
                    slot.0 = at;
                    slot.1.count = 0;
                    debug_assert_eq!(self.db.index(&board, n), at);
                    if !self.start(&board, n, at, &mut slot.1) {
                        self.failed.store(true, Ordering::Relaxed);
                        return;
                    }
                }
            }
        }
    }

    /// Readies `board` (`n` pieces, at `at`) to be worked out: its value if a side is empty,
    /// else its entry asked of memory and its moves played into `moves` (which stays empty
    /// otherwise), whether or not it is known already (in the order of [`Rows`] it seldom
    /// is, and the caller looks before it works the board out); `false` if the rules cannot
    /// play them.
    #[inline]
    fn start(&self, board: &Counts, n: usize, at: usize, moves: &mut Moves) -> bool {
        // The mover's houses are the first bytes of the board's first word (at most six).
        let mut first = [0u8; 8];
        first.copy_from_slice(&board[..8]);
        let mine = crate::ruleset::byte_sum(u64::from_le_bytes(first) & self.mine);
        if mine == 0 || mine as usize == n {
            // A side is empty: never a position to move from (the game is over).
            self.values[at].store(0, Ordering::Relaxed);
            return true;
        }
        prefetch(&self.values[at]);
        self.play(board, moves).is_some()
    }

    /// Plays every move of `board` into `moves`, each child's entry asked of memory at once
    /// (the look-ups are far apart in a large database: waiting for them together costs about
    /// one wait).
    #[inline]
    fn play(&self, board: &Counts, moves: &mut Moves) -> Option<()> {
        for h in 0..self.houses {
            if board[h] == 0 {
                continue;
            }
            let mut child = *board;
            let sown = self.rules.sow(&mut child, h)?;
            let (left, at) = if sown.over {
                (0, 0)
            } else {
                let left = pieces(&child) as usize;
                let at = self.db.index(&child, left);
                prefetch(&self.values[at]);
                (left, at)
            };
            moves.kids[moves.count] = Kid {
                child,
                sown,
                // At most the pieces of the board played, so at most `MAX_DB_PIECES`.
                left: left as u8,
                at,
            };
            moves.count += 1;
        }
        Some(())
    }

    /// Works out the value of `board` (`n` pieces, at `at`), and of the same-layer boards it
    /// leads to; `None` on a cycle (a board met again on `path`) or a value beyond a byte.
    fn work_out(&self, board: &Counts, n: usize, at: usize, path: &mut Vec<usize>) -> Option<i8> {
        let mut moves = Moves::default();
        if !self.start(board, n, at, &mut moves) {
            return None;
        }
        if moves.count == 0 {
            // Known without a move: a side is empty.
            return Some(self.values[at].load(Ordering::Relaxed));
        }
        path.push(at);
        self.finish(&moves, at, path)
    }

    /// The value of the board at `at` (the last on `path`) from its `moves`: each child's
    /// value read, or worked out first if it is in this layer and not known yet.
    fn finish(&self, moves: &Moves, at: usize, path: &mut Vec<usize>) -> Option<i8> {
        let mut best = i32::MIN;
        for kid in &moves.kids[..moves.count] {
            let sown = kid.sown;
            let v = if sown.over {
                sown.gain
            } else {
                let cv = match self.values[kid.at].load(Ordering::Relaxed) {
                    UNKNOWN if path.contains(&kid.at) => return None,
                    UNKNOWN => self.work_out(&kid.child, usize::from(kid.left), kid.at, path)?,
                    v => v,
                };
                if sown.again {
                    sown.gain + i32::from(cv)
                } else {
                    sown.gain - i32::from(cv)
                }
            };
            best = best.max(v);
        }
        let v = i8::try_from(best).ok().filter(|&v| v != UNKNOWN)?;
        path.pop();
        self.values[at].store(v, Ordering::Relaxed);
        Some(v)
    }
}

/// The rows of the boards of a build: every way to put up to its most pieces into one side's
/// houses, by pieces, each in lexicographic order (the first house counts slowest), a byte a
/// house in a word.
///
/// A layer is worked out by pairs of rows, in an order that puts the boards a move leads to
/// within the layer before the board itself. Such a move (nothing reaches a store, nothing is
/// captured: in Kalah the seeds sown stay in the mover's houses) turns the board `(X, Y)` (the
/// mover's row first) into `(Y, X')`, where `X'` is `X` with seeds carried towards the store:
/// `X'` comes before `X` (they first differ at the house played, emptied in `X'`). With rows
/// ordered by pieces and then lexicographically, the board `(X, Y)` is worked out in the order
/// of its rows' larger, then smaller: `(Y, X')` comes before it, since both its rows are
/// before `X` or the larger of them is `X` itself (then `Y = X` and `X'` is before it). So a
/// thread working through a layer in this order finds every such child known (unless another
/// thread holds it), where the order of the index sent it back through long chains of
/// same-layer boards (on Kalah(6, 4), about a third of the boards, at twice the cost: their
/// children's entries could not be asked of memory ahead). Rules whose same-layer moves have
/// another shape are still worked out right, by [`Builder::work_out`].
struct Rows {
    houses: usize,
    /// `by_pieces[s]`: the rows of `s` pieces.
    by_pieces: Vec<Vec<u64>>,
}

/// The boards of one layer, in chunks (see [`Rows`]).
struct Layer<'a> {
    rows: &'a Rows,
    pieces: usize,
    /// `first[x][r]`: the index of the board whose mover's row is the `r`-th of `x` pieces and
    /// whose other row is the first of `pieces − x`; the board with the other row's `r'`-th is
    /// `r'` further.
    first: Vec<Vec<usize>>,
    /// The larger rows of each chunk: the rows `r0..r1` of `x` pieces, as `(x, r0, r1)`.
    chunks: Vec<(usize, usize, usize)>,
}

impl Rows {
    fn new(houses: usize, max: usize) -> Rows {
        let by_pieces = (0..=max)
            .map(|s| {
                let mut row = [0u8; 8];
                row[houses - 1] = s as u8;
                (0..ways(s as u64, houses as u64))
                    .map(|_| {
                        let word = u64::from_le_bytes(row);
                        next_board(&mut row[..houses]);
                        word
                    })
                    .collect()
            })
            .collect();
        Rows { houses, by_pieces }
    }

    /// The layer of `n` pieces of `db`, cut into chunks for `threads` threads.
    fn layer<'a>(&'a self, db: &Db, n: usize, threads: usize) -> Layer<'a> {
        let first = (0..=n)
            .map(|x| {
                self.by_pieces[x]
                    .iter()
                    .map(|&row| {
                        let mut board = self.board(row, 0);
                        board[2 * self.houses - 1] = (n - x) as u8;
                        db.index(&board, n)
                    })
                    .collect()
            })
            .collect();
        let size = ways(n as u64, 2 * self.houses as u64) as usize;
        let target = (size / (64 * threads)).clamp(16, CHUNK);
        let mut chunks = Vec::new();
        for x in n.div_ceil(2)..=n {
            let (larger, smaller) = (self.by_pieces[x].len(), self.by_pieces[n - x].len());
            let (mut from, mut boards) = (0, 0);
            for r in 0..larger {
                boards += if 2 * x == n { 2 * r + 1 } else { 2 * smaller };
                if boards >= target || r + 1 == larger {
                    chunks.push((x, from, r + 1));
                    (from, boards) = (r + 1, 0);
                }
            }
        }
        Layer {
            rows: self,
            pieces: n,
            first,
            chunks,
        }
    }

    /// The board whose mover's row is `mine` and whose other row is `theirs`.
    #[inline]
    fn board(&self, mine: u64, theirs: u64) -> Counts {
        let word = u128::from(mine) | u128::from(theirs) << (8 * self.houses);
        let mut board = [0; 2 * COUNTS_HOUSES];
        board.copy_from_slice(&word.to_le_bytes()[..2 * COUNTS_HOUSES]);
        board
    }
}

impl Layer<'_> {
    /// The boards of chunk `chunk` with their indices, in the order to work them out.
    fn boards(&self, chunk: usize, out: &mut Vec<(Counts, usize)>) {
        let rows = self.rows;
        let (x, from, to) = self.chunks[chunk];
        let y = self.pieces - x;
        for r in from..to {
            let larger = rows.by_pieces[x][r];
            let smaller = if x == y {
                &rows.by_pieces[y][..=r]
            } else {
                &rows.by_pieces[y][..]
            };
            for (q, &row) in smaller.iter().enumerate() {
                out.push((rows.board(larger, row), self.first[x][r] + q));
                if x != y || q != r {
                    out.push((rows.board(row, larger), self.first[y][q] + r));
                }
            }
        }
    }
}

/// How many boards ahead of the one being worked out have their moves played.
const AHEAD: usize = 8;

/// One move of a board being worked out: the child board, what the move did, the child's
/// pieces and its entry (0, 0 when the move ends the game).
#[derive(Clone, Copy, Debug)]
struct Kid {
    child: Counts,
    sown: Sown,
    left: u8,
    at: usize,
}

/// The moves of a board being worked out.
#[derive(Clone, Copy, Debug)]
struct Moves {
    kids: [Kid; COUNTS_HOUSES],
    count: usize,
}

impl Default for Moves {
    fn default() -> Moves {
        Moves {
            kids: [Kid {
                child: Counts::default(),
                sown: Sown {
                    gain: 0,
                    again: false,
                    over: true,
                },
                left: 0,
                at: 0,
            }; COUNTS_HOUSES],
            count: 0,
        }
    }
}

/// The first bytes of a database file.
const MAGIC: &[u8; 16] = b"mancala endgames";
/// The layout of the file this program writes.
const FILE_VERSION: u32 = 1;
/// The bytes before the values: the magic, the version, the houses, the pieces, a zero, the
/// fingerprint of the rules, the number of values and their checksum (little-endian).
const HEADER: usize = 16 + 4 * 4 + 3 * 8;

/// Why an endgame database file cannot be used.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DatabaseFileError {
    /// Reading or writing failed.
    #[error("endgame database {path}: {why}")]
    Io {
        /// The file.
        path: String,
        /// What the system said.
        why: String,
    },
    /// Not a file this program wrote.
    #[error(
        "{0} is not an endgame database written by mancala solve (give another file, or a path that does not exist yet to build one there)"
    )]
    NotADatabase(String),
    /// Written in another layout.
    #[error(
        "{path} is an endgame database of layout {found}; this program reads layout {FILE_VERSION}: delete it to build it again"
    )]
    Version {
        /// The file.
        path: String,
        /// Its layout.
        found: u32,
    },
    /// Written for other rules.
    #[error(
        "{path} holds the endgames of other rules (or of another board): give another file, or delete it to build this one's"
    )]
    OtherRules {
        /// The file.
        path: String,
    },
    /// Its values do not match its checksum.
    #[error("{path} is damaged (its size or checksum is wrong): delete it to build it again")]
    Damaged {
        /// The file.
        path: String,
    },
    /// It covers another number of pieces than asked for.
    #[error(
        "{path} holds the boards of up to {found} pieces, not {asked}: leave out --database to use it, or give another file"
    )]
    OtherPieces {
        /// The file.
        path: String,
        /// What it holds.
        found: usize,
        /// What was asked for.
        asked: usize,
    },
}

/// A 64-bit checksum of `bytes` (FNV-1a over 8-byte words): any damage the disk or a copy
/// does to the file shows.
fn checksum(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xCBF2_9CE4_8422_2325;
    let words = bytes.chunks_exact(8);
    let tail = words.remainder();
    for w in words {
        h = (h ^ u64::from_le_bytes(w.try_into().expect("8 bytes"))).wrapping_mul(0x100_0000_01B3);
    }
    for &b in tail {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3);
    }
    h ^ bytes.len() as u64
}

impl Db {
    /// Writes the database to `path` for rules of this `fingerprint`: to a file beside it
    /// first, renamed into place once whole, so no half-written database is ever read.
    pub(crate) fn save(
        &self,
        path: &std::path::Path,
        fingerprint: u64,
    ) -> Result<(), DatabaseFileError> {
        use std::io::Write;
        let io = |e: std::io::Error| DatabaseFileError::Io {
            path: path.display().to_string(),
            why: e.to_string(),
        };
        // The values as bytes (an i8 and a u8 differ in how they are read only).
        let bytes: Vec<u8> = self.values.iter().map(|&v| v as u8).collect();
        let mut header = Vec::with_capacity(HEADER);
        header.extend_from_slice(MAGIC);
        for n in [FILE_VERSION, (self.pits / 2) as u32, self.max as u32, 0] {
            header.extend_from_slice(&n.to_le_bytes());
        }
        for n in [fingerprint, bytes.len() as u64, checksum(&bytes)] {
            header.extend_from_slice(&n.to_le_bytes());
        }
        let mut partial = path.as_os_str().to_owned();
        partial.push(".partial");
        let partial = std::path::PathBuf::from(partial);
        let write = || -> std::io::Result<()> {
            let mut file = std::io::BufWriter::new(std::fs::File::create(&partial)?);
            file.write_all(&header)?;
            file.write_all(&bytes)?;
            file.into_inner()
                .map_err(std::io::IntoInnerError::into_error)?
                .sync_all()?;
            std::fs::rename(&partial, path)
        };
        write().map_err(|e| {
            let _ = std::fs::remove_file(&partial);
            io(e)
        })
    }

    /// Reads a database written by [`Db::save`] for rules of `houses` houses a side and this
    /// `fingerprint`, checking its checksum.
    pub(crate) fn load(
        path: &std::path::Path,
        houses: usize,
        fingerprint: u64,
    ) -> Result<Db, DatabaseFileError> {
        let name = || path.display().to_string();
        let mut bytes = std::fs::read(path).map_err(|e| DatabaseFileError::Io {
            path: name(),
            why: e.to_string(),
        })?;
        if bytes.len() < HEADER || &bytes[..16] != MAGIC {
            return Err(DatabaseFileError::NotADatabase(name()));
        }
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let long = |at: usize| u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        let version = word(16);
        if version != FILE_VERSION {
            return Err(DatabaseFileError::Version {
                path: name(),
                found: version,
            });
        }
        let (file_houses, max) = (word(20) as usize, word(24) as usize);
        if file_houses != houses || long(32) != fingerprint {
            return Err(DatabaseFileError::OtherRules { path: name() });
        }
        let damaged = || DatabaseFileError::Damaged { path: name() };
        let (count, sum) = (long(40), long(48));
        if max > MAX_DB_PIECES
            || count != Db::entries(houses, max)
            || count != (bytes.len() - HEADER) as u64
            || checksum(&bytes[HEADER..]) != sum
        {
            return Err(damaged());
        }
        let mut db = Db::empty(houses, max, 0).ok_or_else(|| DatabaseFileError::Io {
            path: name(),
            why: format!("no memory for its {count} bytes"),
        })?;
        bytes.drain(..HEADER);
        for (v, b) in db.values.iter_mut().zip(&bytes) {
            *v = *b as i8;
        }
        Ok(db)
    }
}

/// The next composition in lexicographic order (the first pits count slowest); the last one
/// wraps to nothing in particular, which the caller never reads.
fn next_board(c: &mut [u8]) {
    let p = c.len();
    // The rightmost pit with pieces after it takes one more; the rest go to the last pit.
    let mut after = u32::from(c[p - 1]);
    for j in (0..p - 1).rev() {
        if after > 0 {
            c[j] += 1;
            for x in &mut c[j + 1..] {
                *x = 0;
            }
            c[p - 1] = (after - 1) as u8;
            return;
        }
        after += u32::from(c[j]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_ranked_in_order_with_no_gap() {
        // Compositions of 3 into 4 pits: C(6, 3) = 20 of them, ranked 0 to 19.
        assert_eq!(ways(3, 4), 20);
        assert_eq!(Db::entries(2, 3), ways(3, 5));
        let mut c = [0u8, 0, 0, 3];
        let mut seen = vec![c];
        for _ in 1..20 {
            next_board(&mut c);
            seen.push(c);
        }
        assert_eq!(seen[1], [0, 0, 1, 2]);
        assert_eq!(seen[19], [3, 0, 0, 0]);
        let mut sorted = seen.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted, seen, "strictly increasing");
    }

    #[test]
    fn a_layer_gives_each_board_once_with_its_index() {
        for (houses, max) in [(1, 6), (2, 7), (3, 7), (6, 5)] {
            let db = Db::empty(houses, max, 0).expect("a small database");
            let rows = Rows::new(houses, max);
            for n in 0..=max {
                let mut seen = vec![false; db.values.len()];
                let mut boards = Vec::new();
                for threads in [1, 3] {
                    let layer = rows.layer(&db, n, threads);
                    boards.clear();
                    for chunk in 0..layer.chunks.len() {
                        layer.boards(chunk, &mut boards);
                    }
                    assert_eq!(boards.len() as u64, ways(n as u64, 2 * houses as u64));
                    for &(board, at) in &boards {
                        assert_eq!(pieces(&board) as usize, n, "{board:?}");
                        assert_eq!(db.index(&board, n), at, "{houses} houses, {board:?}");
                        assert!(threads > 1 || !seen[at], "{board:?} twice");
                        seen[at] = true;
                    }
                }
                assert_eq!(
                    seen.iter().filter(|&&s| s).count() as u64,
                    ways(n as u64, 2 * houses as u64)
                );
            }
        }
    }

    #[test]
    fn a_layer_puts_the_boards_a_sowing_within_the_row_leads_to_first() {
        // A move whose seeds all stay in the mover's houses, then the turn passes: Kalah's
        // same-layer moves.
        let houses = 4;
        let db = Db::empty(houses, 9, 0).expect("a small database");
        let rows = Rows::new(houses, 9);
        for n in 1..=9 {
            let layer = rows.layer(&db, n, 1);
            let mut boards = Vec::new();
            for chunk in 0..layer.chunks.len() {
                layer.boards(chunk, &mut boards);
            }
            let mut when = vec![usize::MAX; db.values.len()];
            for (i, &(_, at)) in boards.iter().enumerate() {
                when[at] = i;
            }
            for (i, &(board, _)) in boards.iter().enumerate() {
                for h in 0..houses {
                    let seeds = usize::from(board[h]);
                    if seeds == 0 || h + seeds >= houses {
                        continue;
                    }
                    let mut child = board;
                    child[h] = 0;
                    for pit in &mut child[h + 1..=h + seeds] {
                        *pit += 1;
                    }
                    child[..2 * houses].rotate_left(houses);
                    assert!(when[db.index(&child, n)] < i, "{child:?} after {board:?}");
                }
            }
        }
    }

    /// Moves one piece from the mover's house to the next house along their row, or into the
    /// first house from the last: the same pieces go round for ever.
    struct Round;

    impl Sow for Round {
        fn sow(&self, counts: &mut Counts, house: usize) -> Option<Sown> {
            counts[house] -= 1;
            counts[(house + 1) % 2] += 1;
            Some(Sown {
                gain: 0,
                again: true,
                over: false,
            })
        }
    }

    #[test]
    fn a_same_layer_cycle_leaves_the_build_unfinished_on_any_number_of_threads() {
        for threads in [1, 2, 4] {
            assert!(
                Db::build(&Round, 2, 6, threads, &|| false).is_none(),
                "{threads}"
            );
        }
    }

    /// Takes the pieces of the house played off the board; the other player moves next.
    struct Take;

    impl Sow for Take {
        fn sow(&self, counts: &mut Counts, house: usize) -> Option<Sown> {
            let gain = i32::from(counts[house]);
            counts[house] = 0;
            counts[..4].rotate_left(2);
            Some(Sown {
                gain,
                again: false,
                over: false,
            })
        }
    }

    #[test]
    fn a_stop_leaves_the_build_unfinished_on_any_number_of_threads() {
        for threads in [1, 2] {
            assert!(
                Db::build(&Take, 2, 8, threads, &|| false).is_some(),
                "{threads}"
            );
            assert!(
                Db::build(&Take, 2, 8, threads, &|| true).is_none(),
                "{threads}"
            );
        }
    }
}
