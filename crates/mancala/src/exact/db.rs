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

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

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

    /// Checks that the values agree with `rules`' moves (the rules it was built for), as far
    /// as a sample of boards shows: each sampled board's value must be what [`Db::build`] works
    /// out from the entries of the boards its moves lead to. Every board of the smallest layers
    /// is checked (as many layers as hold at most [`CHECK_WHOLE`] boards together), and
    /// [`CHECK_SAMPLE`] boards of each larger layer, drawn by a generator of a fixed seed, so
    /// that every run checks the same boards. A database whose values are all right passes; one
    /// whose values were changed throughout (forged, or written by a faulty program) fails at
    /// its first board; a few values changed among millions may go unseen (damage on the disk
    /// is the checksum's to find). On Kalah's 52 million boards of up to 17 seeds: 15,131
    /// boards checked in about 8 ms, a tenth of the time the file takes to read.
    ///
    /// # Errors
    /// The first sampled board whose value disagrees.
    pub(crate) fn check<R: Sow + ?Sized>(&mut self, rules: &R) -> Result<(), Disagreement> {
        let houses = self.pits / 2;
        let mut values = std::mem::take(&mut self.values);
        let checked = Builder {
            db: self,
            values: atomic(&mut values),
            rules,
            houses,
            mine: first_row(houses),
            failed: AtomicBool::new(false),
            stop: &|| false,
        }
        .check();
        self.values = values;
        checked
    }
}

/// The most boards [`Db::check`] checks in whole layers, the smallest (on Kalah's six houses a
/// side, the 1,819 boards of 1 to 4 pieces).
const CHECK_WHOLE: u64 = 4096;
/// The boards [`Db::check`] draws from each larger layer.
const CHECK_SAMPLE: usize = 1024;
/// The seed of [`Db::check`]'s draw.
const CHECK_SEED: u64 = 0x6D61_6E63_616C_6121;

/// A board whose value in a database disagrees with its moves (see [`Db::check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Disagreement {
    /// Its pits, the player to move's houses first.
    pub(crate) board: Vec<u8>,
    /// Its value in the database.
    pub(crate) found: i32,
    /// What its moves give from the entries of their boards, if they give a value.
    pub(crate) expected: Option<i32>,
}

impl Disagreement {
    /// The error of the database file at `path` that disagrees so.
    pub(crate) fn in_file(self, path: &std::path::Path) -> DatabaseFileError {
        let pits: Vec<String> = self.board.iter().map(u8::to_string).collect();
        let (mine, theirs) = pits.split_at(pits.len() / 2);
        DatabaseFileError::Inconsistent {
            path: path.display().to_string(),
            board: format!("{} / {}", mine.join(" "), theirs.join(" ")),
            found: self.found,
            expected: self
                .expected
                .map_or_else(|| "no value".to_owned(), |v| v.to_string()),
        }
    }
}

/// A board of `n` pieces on `pits` pits, each board equally likely: the pieces and
/// `pits − 1` bars in a row, the bars' places drawn (Floyd's way of drawing distinct places),
/// each pit the pieces between two bars.
fn random_board(rng: &mut Xoshiro256PlusPlus, n: usize, pits: usize) -> Counts {
    let places = n + pits - 1;
    let mut bar = [false; MAX_DB_PIECES + 2 * COUNTS_HOUSES];
    for j in n..places {
        let t = rng.random_range(0..=j);
        bar[if bar[t] { j } else { t }] = true;
    }
    let mut board = [0; 2 * COUNTS_HOUSES];
    let mut pit = 0;
    for &b in &bar[..places] {
        if b {
            pit += 1;
        } else {
            board[pit] += 1;
        }
    }
    board
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
        if self.side_empty(board, n) {
            self.values[at].store(0, Ordering::Relaxed);
            return true;
        }
        prefetch(&self.values[at]);
        self.play(board, moves).is_some()
    }

    /// Whether a side of `board` (`n` pieces) is empty: never a position to move from (the
    /// game is over), valued 0.
    #[inline]
    fn side_empty(&self, board: &Counts, n: usize) -> bool {
        // The mover's houses are the first bytes of the board's first word (at most six).
        let mut first = [0u8; 8];
        first.copy_from_slice(&board[..8]);
        let mine = crate::ruleset::byte_sum(u64::from_le_bytes(first) & self.mine);
        mine == 0 || mine as usize == n
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
        let v = Self::best(moves, |kid| {
            match self.values[kid.at].load(Ordering::Relaxed) {
                UNKNOWN if path.contains(&kid.at) => None,
                UNKNOWN => self.work_out(&kid.child, usize::from(kid.left), kid.at, path),
                v => Some(v),
            }
        })?;
        path.pop();
        self.values[at].store(v, Ordering::Relaxed);
        Some(v)
    }

    /// The value of a board from its `moves` (at least one), given the value of each child's
    /// board for its own player to move (`child`, asked only of moves that leave the game
    /// going): the best over the moves of the points of one that ends the game, else the points
    /// it gained plus the child's value where the mover moves again, less it where the turn
    /// passes. `None` where `child` gives none, or the best is no value of a byte.
    #[inline]
    fn best(moves: &Moves, mut child: impl FnMut(&Kid) -> Option<i8>) -> Option<i8> {
        let mut best = i32::MIN;
        for kid in &moves.kids[..moves.count] {
            let sown = kid.sown;
            let v = if sown.over {
                sown.gain
            } else {
                let cv = i32::from(child(kid)?);
                if sown.again {
                    sown.gain + cv
                } else {
                    sown.gain - cv
                }
            };
            best = best.max(v);
        }
        i8::try_from(best).ok().filter(|&v| v != UNKNOWN)
    }

    /// Checks the boards [`Db::check`] samples against their moves, in the order of the
    /// layers: the first whose value is not what [`Builder::best`] gives from its children's
    /// entries (0 for a side empty), if any.
    fn check(&self) -> Result<(), Disagreement> {
        let pits = 2 * self.houses;
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(CHECK_SEED);
        let mut whole = 0;
        for n in 1..=self.db.max {
            let size = ways(n as u64, pits as u64);
            if whole + size <= CHECK_WHOLE {
                whole += size;
                let mut board = [0; 2 * COUNTS_HOUSES];
                board[pits - 1] = n as u8;
                for _ in 0..size {
                    self.check_board(&board, n)?;
                    next_board(&mut board[..pits]);
                }
            } else {
                for _ in 0..CHECK_SAMPLE {
                    self.check_board(&random_board(&mut rng, n, pits), n)?;
                }
            }
        }
        Ok(())
    }

    /// Whether the entry of `board` (`n` pieces) is what the build works out from its
    /// children's entries.
    fn check_board(&self, board: &Counts, n: usize) -> Result<(), Disagreement> {
        let found = self.values[self.db.index(board, n)].load(Ordering::Relaxed);
        let expected = if self.side_empty(board, n) {
            Some(0)
        } else {
            let mut moves = Moves::default();
            self.play(board, &mut moves).and_then(|()| {
                Self::best(&moves, |kid| {
                    Some(self.values[kid.at].load(Ordering::Relaxed)).filter(|&v| v != UNKNOWN)
                })
            })
        };
        if found != UNKNOWN && expected == Some(found) {
            return Ok(());
        }
        Err(Disagreement {
            board: board[..2 * self.houses].to_vec(),
            found: i32::from(found),
            expected: expected.map(i32::from),
        })
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
#[derive(Clone, Debug, thiserror::Error, PartialEq, Eq)]
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
    /// Its values disagree with the rules' moves, its checksum right: forged, or written by a
    /// faulty program (see [`crate::solve::Endgames::shared`]).
    #[error(
        "{path} holds values that disagree with the rules' moves (for the board {board}, the mover's houses first, it holds {found} where the moves give {expected}): it was forged or written by a faulty program; delete it to build it again"
    )]
    Inconsistent {
        /// The file.
        path: String,
        /// The first board found to disagree: its pits, the player to move's first.
        board: String,
        /// Its value in the file.
        found: i32,
        /// What its moves give from the file's other entries.
        expected: String,
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

impl DatabaseFileError {
    /// What is wrong with the file, without the advice: for a message that says what was done
    /// about it.
    #[must_use]
    pub fn fault(&self) -> String {
        match self {
            DatabaseFileError::Io { why, .. } => format!("it cannot be read: {why}"),
            DatabaseFileError::NotADatabase(_) => {
                "it is not an endgame database written by mancala".to_owned()
            }
            DatabaseFileError::Version { found, .. } => {
                format!("it is of layout {found}, not {FILE_VERSION}")
            }
            DatabaseFileError::OtherRules { .. } => {
                "its header names other rules or another board".to_owned()
            }
            DatabaseFileError::Damaged { .. } => "its size or checksum is wrong".to_owned(),
            DatabaseFileError::Inconsistent { .. } => {
                "its values disagree with the rules' moves".to_owned()
            }
            DatabaseFileError::OtherPieces { found, asked, .. } => {
                format!("it holds the boards of up to {found} pieces, not {asked}")
            }
        }
    }
}

/// A 64-bit checksum of `bytes` (FNV-1a over 8-byte words): any damage the disk or a copy
/// does to the file shows.
pub(super) fn checksum(bytes: &[u8]) -> u64 {
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

    /// Kalah's rules (six houses a side) and its database of every board of up to 8 seeds.
    fn kalah_8() -> (std::sync::Arc<dyn crate::Family>, Db) {
        let rules = crate::Rules::builtin("kalah").expect("shipped");
        let houses = rules.counts_houses().expect("Kalah is played on counts");
        let db = Db::build(&*rules, houses, 8, 2, &|| false).expect("a small database");
        (rules, db)
    }

    #[test]
    fn the_check_accepts_a_database_as_built() {
        let (rules, mut db) = kalah_8();
        assert_eq!(db.check(&*rules), Ok(()));
    }

    #[test]
    fn the_check_refuses_a_value_changed_in_the_layers_it_checks_whole() {
        let (rules, mut db) = kalah_8();
        // The layers of 1 to 4 seeds (1,819 boards) are checked whole: a board of 3, the
        // mover's last two houses a seed each, the other's first house one.
        let mut board = [0; 2 * COUNTS_HOUSES];
        (board[4], board[5], board[6]) = (1, 1, 1);
        let at = db.index(&board, 3);
        let right = db.values[at];
        db.values[at] = right + 1;
        // Found at that board (or first at a board of 3 whose move leads to it).
        let found = db.check(&*rules).expect_err("a value changed");
        if found.board == board[..12] {
            assert_eq!(
                (found.found, found.expected),
                (i32::from(right) + 1, Some(i32::from(right)))
            );
        }
        db.values[at] = right;
        assert_eq!(db.check(&*rules), Ok(()));
    }

    #[test]
    fn the_check_refuses_every_value_negated() {
        // The audit's forgery: the sign of every value flipped (and the checksum worked out
        // again, which the check does not read).
        let (rules, mut db) = kalah_8();
        for v in &mut db.values {
            *v = v.wrapping_neg();
        }
        let found = db.check(&*rules).expect_err("every value negated");
        assert_ne!(found.expected, Some(found.found), "{found:?}");
    }

    #[test]
    fn the_check_draws_every_board_of_a_layer_alike() {
        // The 20 boards of 3 pieces on 4 pits, drawn 20,000 times: each about 1,000 times.
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(CHECK_SEED);
        let db = Db::empty(2, 3, 0).expect("a small database");
        let mut seen = std::collections::HashMap::new();
        for _ in 0..20_000 {
            let board = random_board(&mut rng, 3, 4);
            assert_eq!(pieces(&board), 3, "{board:?}");
            *seen.entry(db.index(&board, 3)).or_insert(0) += 1;
        }
        assert_eq!(seen.len(), 20);
        assert!(seen.values().all(|&k| (800..1200).contains(&k)), "{seen:?}");
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
