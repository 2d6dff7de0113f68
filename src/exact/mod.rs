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
    sync::{Arc, atomic::AtomicBool},
    time::{Duration, Instant},
};

use thiserror::Error;

use crate::{
    moves::Move,
    position::{Outcome, Player, Position},
    ruleset::Exact,
    search::{AlphaBeta, WIN},
};

mod search;
pub(crate) mod table;

pub(crate) use search::MAX_VALUE;
use search::Search;
use table::Table;

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
}

/// What the solver is asked besides the position.
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Give up after this long (the bounds proved so far are reported).
    pub time_limit: Option<Duration>,
    /// Give up soon after this is set (from another thread).
    pub stop: Option<Arc<AtomicBool>>,
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
    pub(crate) table: &'a mut Table,
    pub(crate) pos: &'a Position,
    pub(crate) history: &'a [Position],
    pub(crate) options: &'a SolveOptions,
    pub(crate) progress: &'a mut dyn FnMut(&Progress),
}

/// Runs a [`Job`] for `rules` (see [`crate::Family::solve`]).
///
/// # Errors
/// [`SolveError::Inconsistent`] if the line of perfect play misses the proved value.
pub fn run<R: Exact + ?Sized>(rules: &R, job: &mut Job<'_>) -> Result<Solution, SolveError> {
    let start = Instant::now();
    let deadline = job.options.time_limit.map(|t| start + t);
    let root = job.pos;
    let mut history = job.history.to_vec();
    history.push(root.clone());
    let guess = first_guess(rules, root, job.options);
    let mut search = Search::new(
        rules,
        job.table,
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
            let me = root.turn();
            let found = end
                .outcome()
                .map_or(i32::MIN, |_| Search::<R>::final_value(&end, me));
            if found != lower {
                return Err(SolveError::Inconsistent {
                    proved: lower,
                    found,
                });
            }
            line = moves;
            outcome = end.outcome().copied();
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
    })
}

/// MTD(f)'s first guess: a short heuristic search's lead in points (0 where it saw the end).
fn first_guess<R: Exact + ?Sized>(rules: &R, pos: &Position, options: &SolveOptions) -> i32 {
    let mut ab = AlphaBeta::new(1 << 16);
    let time = options.time_limit.map_or(Duration::from_millis(200), |t| {
        t.min(Duration::from_millis(200)) / 4
    });
    let result = ab.search(rules, pos, 8, Some(time));
    if result.value.abs() >= WIN - 1000 {
        0
    } else {
        result.value.clamp(-MAX_VALUE, MAX_VALUE)
    }
}
