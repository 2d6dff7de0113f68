//! Exact values of games: who wins with perfect play, and by how much.
//!
//! [`crate::solve::Solver::solve`] searches a position of any two-player ruleset to the end of the game and
//! returns its value: the final margin of points of the player to move (their points less the
//! other's) when both play perfectly, with a line of perfect play. It works for every family
//! through the faces alone: the [`crate::Ruleset`] hooks play the moves through the one engine,
//! and the [`Exact`] face says what the search may assume.
//!
//! **The search.** MTD(f): a series of null-window tests ("is the value at least v?") of a
//! fail-soft negamax that runs every line to the end of the game, over a transposition table of
//! the lower and upper bounds each test proved. A value found by exact search does not depend
//! on the depth it was found at, so every bound stays true for the whole solve. Moves are tried
//! in the order: the table's best move, then moves that keep the turn, then by the points they
//! gain at once.
//!
//! **Captures that never come back** ([`Exact::captures_are_final`]): a position's value is its
//! margin so far plus what its board is worth, so the table keys on the board alone (every way
//! of reaching it shares one entry, whatever the stores hold) and a value can never move by
//! more than the points still on the board, which cuts a test at once where the margin so far
//! already decides it.
//!
//! **The limits** (`max-plies`, `max-plies-without-capture`) are handled exactly, without
//! putting the move counters in the key: an entry keeps the longest line its searches followed
//! and the most moves those lines made before a capture, and it is used only at counters where
//! none of those lines could reach a limit. A search whose lines did reach one is kept under a
//! key with the counters, and used only at those same counters. A game stopped by a limit has
//! no winner and counts as a draw (margin 0).
//!
//! **The repetition rule** (a position recurring since the last capture ends the game, as in
//! Oware): a position's value then depends on the positions seen since the last capture, so the
//! key is the position together with that set (a capture empties it, so most positions are
//! keyed alone). Lines apply the rule through the engine itself.
//!
//! Keys are 64-bit signatures beside the bits that choose a bucket: two positions sharing both
//! have a chance of about 2^-64 per look-up.

use std::{
    num::NonZeroUsize,
    sync::{Arc, atomic::AtomicBool},
    time::{Duration, Instant},
};

use thiserror::Error;

use crate::{
    moves::Move,
    position::{Outcome, Player, Position},
    ruleset::Counts,
    ruleset::Exact,
};

pub(crate) mod counts;
pub(crate) mod db;
mod endgames;
mod search;
pub(crate) mod table;

use counts::{Busy, CountsSearch, CountsTable};
pub use db::DatabaseFileError;
use db::Db;
pub use endgames::{
    DIRECTORY_ENTRIES, EndgameSettings, Endgames, EndgamesSource, MAX_PLAYER_ENTRIES,
    SHARED_ENTRIES,
};
pub(crate) use search::MAX_VALUE;
use search::Search;
use table::Table;

/// The most pieces an endgame database may cover.
pub const MAX_DATABASE_PIECES: usize = db::MAX_DB_PIECES;
/// The memory the table takes unless told otherwise, in MiB.
pub const DEFAULT_MEMORY_MB: usize = 1024;
/// The most memory the table may take, in MiB.
pub const MAX_MEMORY_MB: usize = 1 << 20;
// (1 TiB: the system refuses what it has not got, and the solver says so.)
/// The least memory the table may take, in MiB.
pub const MIN_MEMORY_MB: usize = 1;

/// Why a position cannot be solved.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum SolveError {
    /// The solver plays two-player games only.
    #[error("the solver plays two-player games only; this ruleset has {0} players")]
    Players(usize),
    /// The family says the game is not a contest of points.
    #[error("this ruleset cannot be solved by points: {0}")]
    NotByPoints(&'static str),
    /// The game is over: nothing to solve.
    #[error("the game is already over")]
    GameOver,
    /// The points at stake exceed what the table holds.
    #[error("{0} points are at stake; the solver holds values up to {MAX_VALUE}")]
    TooManyPoints(i64),
    /// A table size out of range.
    #[error("a table of {0} MiB: give {MIN_MEMORY_MB} to {MAX_MEMORY_MB} MiB")]
    Memory(usize),
    /// More memory than the machine has.
    #[error("a table of {asked} MiB: this machine has {machine} MiB; give less with --memory")]
    MoreThanMachine {
        /// The size asked for.
        asked: usize,
        /// The machine's memory.
        machine: usize,
    },
    /// The system would not give the table's memory.
    #[error("cannot get {0} MiB of memory for the table; give less with --memory")]
    NoMemory(usize),
    /// A line of perfect play did not reach the value the search proved: a bug.
    #[error(
        "the line of perfect play ends at {found} where the search proved {proved}: please report this"
    )]
    Inconsistent {
        /// The proved value.
        proved: i32,
        /// The value at the end of the line.
        found: i32,
    },
    /// An endgame database file that cannot be used.
    #[error(transparent)]
    DatabaseFile(#[from] DatabaseFileError),
    /// An endgame database asked for where the search has none.
    #[error(
        "--database and --database-file need a search on pit counts, which this ruleset and position do not allow (it takes two players, one kind of piece, captures that stay captured, at most 6 houses a side and 127 pieces, and no move limit within reach: Kalah, one-round Sungka without relays)"
    )]
    NoDatabase,
    /// An endgame database asked for with `engine_only`.
    #[error(
        "--engine-only searches without an endgame database: leave out --database and --database-file"
    )]
    EngineOnlyDatabase,
}

/// What the solver is asked besides the position.
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Give up after this long (the bounds proved so far are reported).
    pub time_limit: Option<Duration>,
    /// Give up soon after this is set (from another thread).
    pub stop: Option<Arc<AtomicBool>>,
    /// Search through the engine even where the family offers counts (to compare the two).
    pub engine_only: bool,
    /// The endgame database: `None` chooses its size from the memory, `Some(0)` builds none,
    /// `Some(k)` covers the boards of up to `k` pieces.
    pub database: Option<usize>,
    /// A file that keeps the endgame database between runs: read when it exists (its
    /// checksum checked, and a sample of its values against the rules' moves), else built and
    /// written there.
    pub database_file: Option<std::path::PathBuf>,
    /// The threads that build the endgame database and, on pit counts, search (sharing the
    /// table); `None`: one for each core the system offers ([`available_threads`]). The value
    /// and the database do not depend on it; the line and the positions searched may.
    pub threads: Option<NonZeroUsize>,
}

/// The threads the system can run at once (one if it does not say).
#[must_use]
pub fn available_threads() -> NonZeroUsize {
    std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN)
}

/// How far a solve has come, after each test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The value is at least this (for the player to move).
    pub lower: i32,
    /// The value is at most this.
    pub upper: i32,
    /// Tests run.
    pub tests: u32,
    /// Positions searched.
    pub nodes: u64,
    /// Positions answered by the table.
    pub hits: u64,
    /// The time since the solve started.
    pub elapsed: Duration,
}

/// What a solve found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The player to move in the solved position, whose margin the values are.
    pub to_move: Player,
    /// The value is at least this.
    pub lower: i32,
    /// The value is at most this; equal to `lower` when solved.
    pub upper: i32,
    /// A line of perfect play to the end of the game (empty unless solved).
    pub line: Vec<Move>,
    /// How the game ends along that line (`None` unless solved).
    pub outcome: Option<Outcome>,
    /// Tests, positions searched, table answers and time.
    pub progress: Progress,
    /// The endgame database the search consulted, if any.
    pub database: Option<Database>,
}

/// An endgame database a solve consulted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Database {
    /// It holds every board of up to this many pieces.
    pub pieces: usize,
    /// Its size in bytes (one per board).
    pub bytes: usize,
    /// How long it took to build or read for this solve (zero when it was already in memory).
    pub build: Duration,
    /// Whether it was read from a file (`SolveOptions::database_file`) rather than built.
    pub loaded: bool,
}

impl Solution {
    /// The exact value for the player to move, if solved.
    #[must_use]
    pub fn value(&self) -> Option<i32> {
        (self.lower == self.upper).then_some(self.lower)
    }

    /// The best move, if solved.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.line.first().copied()
    }

    /// The value for player 0 (South): the margin of South's points over North's.
    #[must_use]
    pub fn south_value(&self) -> Option<i32> {
        self.value().map(|v| if self.to_move == 0 { v } else { -v })
    }
}

/// A solve as [`crate::Family::solve`] runs it (compiled for each family, so the hooks are
/// called directly); made by [`crate::solve::Solver::solve`].
#[allow(missing_debug_implementations)]
pub struct Job<'a> {
    pub(crate) memory: &'a mut Memory,
    pub(crate) pos: &'a Position,
    pub(crate) history: &'a [Position],
    pub(crate) options: &'a SolveOptions,
    pub(crate) progress: &'a mut dyn FnMut(&Progress),
    /// MTD(f)'s first guess of the value of `pos` for its player to move.
    pub(crate) guess: i32,
}

/// The solver's memory: the table of whichever search ran last (the engine's, or the counts
/// path's), and the endgame database of the counts path, with the fingerprint of the rules it
/// was built for.
#[derive(Debug)]
pub(crate) struct Memory {
    bytes: usize,
    table: Option<Table>,
    counts: Option<CountsTable>,
    db: Option<(u64, Db)>,
}

impl Memory {
    /// `bytes` of memory, with the engine's table taken at once (so that a size the system
    /// will not give is known now); `None` if it will not.
    pub(crate) fn with_bytes(bytes: usize) -> Option<Memory> {
        Some(Memory {
            bytes,
            table: Some(Table::with_bytes(bytes)?),
            counts: None,
            db: None,
        })
    }

    /// The positions the current table holds.
    pub(crate) fn capacity(&self) -> usize {
        self.table.as_ref().map_or(0, Table::capacity)
            + self.counts.as_ref().map_or(0, CountsTable::capacity)
    }

    /// The bytes it may take: the table's allowance, and the endgame database it holds.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes + self.db.as_ref().map_or(0, |(_, db)| db.bytes())
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        if let Some(t) = &mut self.table {
            t.clear();
        }
        if let Some(t) = &mut self.counts {
            t.clear();
        }
        self.db = None;
    }

    /// The engine's table, made if the counts path had the memory.
    fn table(&mut self) -> Result<&mut Table, SolveError> {
        if self.table.is_none() {
            self.counts = None;
            self.db = None;
            self.table =
                Some(Table::with_bytes(self.bytes).ok_or(SolveError::NoMemory(self.bytes >> 20))?);
        }
        Ok(self.table.as_mut().expect("made above"))
    }
}

/// Runs a [`Job`] for `rules` (see [`crate::Family::solve`]).
///
/// # Errors
/// [`SolveError::Inconsistent`] if the line of perfect play misses the proved value.
pub fn run<R: Exact + ?Sized>(rules: &R, job: &mut Job<'_>) -> Result<Solution, SolveError> {
    let start = Instant::now();
    let database_asked =
        job.options.database.is_some_and(|k| k > 0) || job.options.database_file.is_some();
    if job.options.engine_only {
        if database_asked {
            return Err(SolveError::EngineOnlyDatabase);
        }
    } else if let Some(solution) = run_counts(rules, job, start)? {
        return Ok(solution);
    } else if database_asked {
        return Err(SolveError::NoDatabase);
    }
    let deadline = job.options.time_limit.map(|t| start + t);
    let root = job.pos;
    let mut history = job.history.to_vec();
    history.push(root.clone());
    let guess = job.guess;
    let table = job.memory.table()?;
    let mut search = Search::new(
        rules,
        table,
        &history,
        deadline,
        job.options.stop.as_deref(),
    );
    let (mut lower, mut upper) = (-MAX_VALUE, MAX_VALUE);
    let mut g = guess;
    let mut tests = 0;
    let report = |search: &Search<'_, R>, lower, upper, tests| Progress {
        lower,
        upper,
        tests,
        nodes: search.counters.nodes,
        hits: search.counters.hits,
        elapsed: start.elapsed(),
    };
    while lower < upper {
        let beta = if g == lower { g + 1 } else { g };
        let found = search.search(root, 0, beta - 1, beta);
        if search.stopped {
            break;
        }
        tests += 1;
        if found.value < beta {
            upper = found.value.min(upper);
        } else {
            lower = found.value.max(lower);
        }
        if lower > upper {
            return Err(SolveError::Inconsistent {
                proved: lower,
                found: upper,
            });
        }
        g = found.value.clamp(lower, upper);
        (job.progress)(&report(&search, lower, upper, tests));
    }
    let mut line = Vec::new();
    let mut outcome = None;
    if lower == upper && !search.stopped {
        if let Some((moves, end)) = search.line(root, lower) {
            outcome = Some(line_end::<R>(&end, root.turn(), lower)?);
            line = moves;
        }
    }
    if outcome.is_none() && lower == upper {
        // Stopped while writing the line out: the value stands, the line is not complete.
        line.clear();
    }
    Ok(Solution {
        to_move: root.turn(),
        lower,
        upper,
        line,
        outcome,
        progress: report(&search, lower, upper, tests),
        database: None,
    })
}

/// The size of database chosen for a board of `pieces` pieces with `houses` houses a side
/// within `bytes` of memory: the most pieces whose entries take at most a quarter of it and
/// number at most [`DEFAULT_DB_ENTRIES`] (a larger one takes longer to build than it saves),
/// and none for small games, where the search alone is quicker than the build.
fn database_pieces(houses: usize, pieces: usize, bytes: usize) -> usize {
    if pieces < 40 {
        return 0;
    }
    let most = ((bytes / 4) as u64).min(DEFAULT_DB_ENTRIES);
    Db::pieces_within(houses, pieces - 1, most)
}

/// The endgame database of a solve on counts boards of `houses` houses a side from a board of
/// `pieces` pieces: kept in `memory` from an earlier solve when it fits, else read from the
/// options' file, else built (and written to the file). What it is, or `None` for none.
fn database_for<R: Exact + ?Sized>(
    rules: &R,
    houses: usize,
    pieces: usize,
    options: &SolveOptions,
    memory: &mut Memory,
    stopped: &(dyn Fn() -> bool + Sync),
) -> Result<Option<Database>, SolveError> {
    let print = counts_fingerprint(rules, houses);
    let file = options.database_file.as_deref();
    // A database kept in a file serves every later solve, so it is not cut to this board.
    let want = match (options.database, file) {
        (Some(k), _) => k,
        (None, Some(_)) => database_pieces(houses, MAX_DATABASE_PIECES, memory.bytes),
        (None, None) => database_pieces(houses, pieces, memory.bytes),
    };
    let want = if file.is_some() {
        want
    } else {
        want.min(pieces.saturating_sub(1))
    };
    let about = |db: &Db, build: Duration, loaded: bool| Database {
        pieces: db.max_pieces(),
        bytes: db.bytes(),
        build,
        loaded,
    };
    if let Some((p, db)) = &memory.db {
        let enough = match file {
            Some(_) => options.database.is_none_or(|k| k == db.max_pieces()),
            None => want > 0 && db.max_pieces() >= want,
        };
        if *p == print && enough {
            return Ok(Some(about(db, Duration::ZERO, false)));
        }
    }
    memory.db = None;
    let started = Instant::now();
    if let Some(path) = file {
        if path.exists() {
            let mut db = Db::load(path, houses, print)?;
            if let Some(k) = options.database {
                if k != db.max_pieces() {
                    return Err(DatabaseFileError::OtherPieces {
                        path: path.display().to_string(),
                        found: db.max_pieces(),
                        asked: k,
                    }
                    .into());
                }
            }
            // Its checksum says the disk kept it whole, not that its values are right.
            db.check(rules).map_err(|d| d.in_file(path))?;
            let database = about(&db, started.elapsed(), true);
            memory.db = Some((print, db));
            return Ok(Some(database));
        }
    }
    if want == 0 {
        return Ok(None);
    }
    let threads = options.threads.unwrap_or_else(available_threads).get();
    let Some(db) = Db::build(rules, houses, want, threads, stopped) else {
        return Ok(None);
    };
    if let Some(path) = file {
        db.save(path, print)?;
    }
    let database = about(&db, started.elapsed(), false);
    memory.db = Some((print, db));
    Ok(Some(database))
}

/// The most entries of a database chosen without `--database` (Kalah(6,4): the boards of up
/// to 17 seeds).
const DEFAULT_DB_ENTRIES: u64 = 64 << 20;

/// A fingerprint of what `rules` do on counts boards: a database is reused only for rules
/// with the same one.
fn counts_fingerprint<R: Exact + ?Sized>(rules: &R, houses: usize) -> u64 {
    let mut h: u64 = 0x6A09_E667_F3BC_C908 ^ houses as u64;
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..256 {
        let mut board: Counts = [0; 2 * crate::ruleset::COUNTS_HOUSES];
        for c in &mut board[..2 * houses] {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *c = (x % 6) as u8;
        }
        for house in 0..houses {
            if board[house] == 0 {
                continue;
            }
            let mut child = board;
            let sown = rules.counts_play(&mut child, house);
            let word = sown.map_or(u64::MAX, |s| {
                (s.gain as u64) << 2 | u64::from(s.again) << 1 | u64::from(s.over)
            });
            for w in [
                word,
                u64::from_le_bytes(child[..8].try_into().unwrap_or([0; 8])),
            ] {
                h = (h ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
            }
        }
    }
    h
}

/// How a line of perfect play for `me` ends, checked against the value it was to reach.
///
/// # Errors
/// [`SolveError::Inconsistent`] if the game is not over there, or at another value.
fn line_end<R: Exact + ?Sized>(
    end: &Position,
    me: Player,
    proved: i32,
) -> Result<Outcome, SolveError> {
    match end.outcome() {
        Some(outcome) if Search::<R>::final_value(end, me) == proved => Ok(*outcome),
        found => Err(SolveError::Inconsistent {
            proved,
            found: found.map_or(i32::MIN, |_| Search::<R>::final_value(end, me)),
        }),
    }
}

/// Whether no game from `pos` (whose counts are `board`) can last until a move limit, however
/// it is played: then counts, which do not see the limits, give its exact value.
fn limits_out_of_reach<R: Exact + ?Sized>(rules: &R, pos: &Position, board: &Counts) -> bool {
    let Some(left) = rules.counts_moves_left(board) else {
        return false;
    };
    let limits = rules.limits();
    u64::from(pos.ply) + left < u64::from(limits.max_plies)
        && u64::from(pos.plies_without_capture) + left < u64::from(limits.max_plies_without_capture)
}

/// The counts path (see [`counts`]): `None` where it does not apply to this job.
fn run_counts<R: Exact + ?Sized>(
    rules: &R,
    job: &mut Job<'_>,
    start: Instant,
) -> Result<Option<Solution>, SolveError> {
    let root = job.pos;
    let (Some(houses), Some(board)) = (rules.counts_houses(), rules.counts_of(root)) else {
        return Ok(None);
    };
    if !limits_out_of_reach(rules, root, &board) {
        // A line might meet a limit, which counts do not see: the engine's search handles it.
        return Ok(None);
    }
    let deadline = job.options.time_limit.map(|t| start + t);
    let stop = job.options.stop.as_deref();
    let memory = &mut *job.memory;
    let pieces = counts::pieces(&board) as usize;
    // The database, built, read or kept.
    let stopped = || {
        deadline.is_some_and(|d| Instant::now() >= d)
            || stop.is_some_and(|s| s.load(std::sync::atomic::Ordering::Relaxed))
    };
    let database = database_for(rules, houses, pieces, job.options, memory, &stopped)?;
    if memory.counts.is_none() {
        memory.table = None;
        let table_bytes = memory
            .bytes
            .saturating_sub(memory.db.as_ref().map_or(0, |(_, d)| d.bytes()));
        memory.counts = Some(
            CountsTable::with_bytes(table_bytes).ok_or(SolveError::NoMemory(memory.bytes >> 20))?,
        );
    }
    let me = root.turn();
    let margin = |pos: &Position| {
        let scores = rules.scores(pos);
        scores[usize::from(me)] - scores[usize::from(1 - me)]
    };
    let offset = margin(root);
    let guess = job.guess - offset;
    let table = memory.counts.as_ref().expect("made above");
    let db = memory.db.as_ref().map(|(_, d)| d);
    let threads = job.options.threads.unwrap_or_else(available_threads).get();
    // The busy marks only serve several threads (the perfect player solves on one, every move).
    let busy = (threads > 1).then(Busy::new);
    let mut search = CountsSearch::new(rules, houses, table, db, deadline, stop);
    if let Some(busy) = &busy {
        search = search.with_threads(threads, busy);
    }
    let progress = &mut *job.progress;
    let report = |s: &CountsSearch<'_, R>, lower: i32, upper: i32, tests: u32| Progress {
        lower: lower + offset,
        upper: upper + offset,
        tests,
        nodes: s.nodes,
        hits: s.hits,
        elapsed: start.elapsed(),
    };
    let mut last = report(&search, -(pieces as i32), pieces as i32, 0);
    let value = search.solve(&board, guess, &mut |s, lower, upper, tests| {
        last = report(s, lower, upper, tests);
        progress(&last);
    });
    let Some(value) = value else {
        return Ok(Some(Solution {
            to_move: me,
            lower: last.lower,
            upper: last.upper,
            line: Vec::new(),
            outcome: None,
            progress: report(
                &search,
                last.lower - offset,
                last.upper - offset,
                last.tests,
            ),
            database,
        }));
    };
    let total = value + offset;
    // The line: at each position the search's best move if it keeps the value, else the first
    // move (in canonical order) that does.
    let mut line = Vec::new();
    let mut pos = root.clone();
    let mut target = total;
    let mut moves = crate::moves::MoveList::new();
    let mut reps = crate::engine::Repetitions::for_rules(rules);
    while !pos.is_over() {
        let mover = pos.turn();
        moves.clear();
        rules.legal_moves(&pos, &mut moves);
        if let Some(board) = rules.counts_of(&pos) {
            if let Some(house) = search.best_house(&board) {
                // The moves are the houses that hold pieces, in order.
                let index = board[..house].iter().filter(|&&c| c > 0).count();
                if board[house] > 0 {
                    search::best_first(&mut moves, index);
                }
            }
        }
        let mut chosen = None;
        for mv in &moves {
            let mut child = pos.clone();
            reps.start(&pos);
            crate::engine::apply(rules, &mut child, mv, &mut reps, &mut crate::NoRecord);
            let scores = rules.scores(&child);
            let cm = scores[usize::from(mover)] - scores[usize::from(1 - mover)];
            let reaches = if child.is_over() {
                Some(Search::<R>::final_value(&child, mover) >= target)
            } else if let Some(b) = rules.counts_of(&child) {
                if child.turn() == mover {
                    search.at_least(&b, target - cm)
                } else {
                    search.at_least(&b, cm - target + 1).map(|x| !x)
                }
            } else {
                Some(false)
            };
            let Some(reaches) = reaches else { break };
            if reaches {
                let next = if child.is_over() || child.turn() == mover {
                    target
                } else {
                    -target
                };
                chosen = Some((*mv, child, next));
                break;
            }
        }
        let Some((mv, child, next)) = chosen else {
            break;
        };
        line.push(mv);
        pos = child;
        target = next;
    }
    let mut outcome = None;
    if search.stopped {
        line.clear();
    } else {
        outcome = Some(line_end::<R>(&pos, me, total)?);
    }
    Ok(Some(Solution {
        to_move: me,
        lower: total,
        upper: total,
        line,
        outcome,
        progress: report(&search, value, value, last.tests),
        database,
    }))
}
