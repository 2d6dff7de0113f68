//! Game-tree search for the computer players: alpha-beta and Monte Carlo tree search.
//!
//! Both work for every ruleset through the [`crate::Ruleset`] hooks alone, applying moves with the one
//! engine. Values are from the point of view of the player to move at the root.
//!
//! **More than two players**: alpha-beta is *paranoid*: the root player is one team and all
//! the others are assumed to play together against it, so the tree is searched as a two-team
//! game. MCTS keeps a reward per player and lets each player maximise their own (max-n).
//!
//! **Extra turns**: a player may move several times in a row. Negamax therefore flips the sign
//! of a child's value only when the team to move changes, never by depth parity.
//!
//! **Endgames**: for rulesets with an endgame database ([`Endgames::shared`]: Kalah and
//! one-round Sungka), alpha-beta reads every position it visits in it first: a position it
//! covers is worth its exact value (the final margin of points with perfect play), searched no
//! deeper, and a search from such a position plays the perfect move ([`SearchResult::exact`]):
//! of the moves that keep the value, the one that leaves the other player the largest share of
//! replies that give away more.
//! [`AlphaBeta::without_endgames`] searches without it, as plain minimax does.
//!
//! **Horizon**: alpha-beta's value at the depth asked is the ruleset's evaluation (its fitted
//! weights, see [`Evaluator`]; [`Weights::LEAD`] for the lead in points alone) once the
//! captures there have settled (a quiescence step over captures alone); against the clock it searches
//! late quiet moves less deep first (see [`AlphaBeta`]).
//!
//! **Repetition**: where the rules end a game on a repeated position (Oware's), alpha-beta keeps
//! the positions on the line it searches since the last capture, and a line that comes back to
//! one of them ends there, worth what the engine makes of it (a position is told by its
//! identity's 64-bit hash; the engine, asked to end the line, compares positions exactly). The
//! positions of the game before the root are not known to it, and a value found through a
//! repetition is kept in the table like any other, so a transposition may carry it to a line
//! that would not repeat. MCTS follows the rule from its root in every iteration. Everything
//! else, limits included, is searched exactly.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    event::{Event, Recorder},
    exact::Endgames,
    family::Family,
    moves::{Move, MoveList},
    position::{EndReason, MAX_PITS, Player, Position},
    ruleset::{Exact, Weights},
};

mod evaluation;
pub mod fit;
mod mcts;
pub(crate) use evaluation::lead;
pub use evaluation::{Evaluator, UNIT, to_points};
mod table;

pub use mcts::{MAX_MCTS_NODES, MAX_REUSE_PLIES, Mcts, MctsResult, PLAYOUT_PLIES, Proven};
use table::{Entry, Table};

/// A 64-bit key of everything the rules can look at in a position: its identity and the move
/// counters (limits and some rules depend on them). See [`Position::search_key`].
#[must_use]
pub fn position_key(pos: &Position) -> u64 {
    pos.search_key()
}

/// The value of a decided game before its margin and length are counted in (see
/// [`decided_parts`]): every decided game is worth more than any lead in points.
pub const WIN: i32 = 1_000_000;
/// Each point of a decided game's final margin is worth this much, so a longer game never
/// outweighs a point of margin.
const MARGIN_STEP: i32 = 1024;
/// Values at least this far from 0 are decided games.
const DECIDED: i32 = WIN - MARGIN_STEP + 1;
/// More than any value.
const INFINITY: i32 = 2 * WIN;
/// The most captures in a row the quiescence step follows past the depth searched.
pub const QUIESCENCE_PLIES: u32 = 4;

/// Notes whether a move captured anything (the quiescence step follows captures only).
#[derive(Default)]
struct CaptureSeen(bool);

impl Recorder for CaptureSeen {
    const ENABLED: bool = false;
    #[inline(always)]
    fn record(&mut self, event: Event) {
        self.0 |= matches!(event, Event::Capture { .. });
    }
    fn begin_move(&mut self) {
        self.0 = false;
    }
    fn abandon_move(&mut self) {
        self.0 = false;
    }
}

/// The value of a game won (or lost) by `margin` points `ply` plies from the root, for the
/// winner (or loser): a win by more is worth more, a sooner one more at the same margin; a loss
/// by less is worth more, a later one more at the same margin. So a search that sees a win plays
/// for the largest margin, and one that sees only losses goes on fighting for the smallest.
fn decided(won: bool, margin: i32, ply: u32) -> i32 {
    let ply = ply.min(MARGIN_STEP as u32 - 1) as i32;
    let v = WIN + margin.abs().min(500) * MARGIN_STEP - ply;
    if won { v } else { -v }
}

/// A decided game as a search sees it, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decided {
    /// Won (else lost).
    pub won: bool,
    /// The final margin, at least: the loser cannot make it smaller, the winner may make it
    /// larger if the loser errs.
    pub by: u32,
    /// The plies until the result is certain: the game's end, or a position whose exact value
    /// the endgame database holds.
    pub plies: u32,
}

/// A decided value read back (see `decided`); `None` for a value in points.
#[must_use]
pub fn decided_parts(value: i32) -> Option<Decided> {
    if value.abs() < DECIDED {
        return None;
    }
    let over = value.abs() - WIN;
    let by = (over + MARGIN_STEP - 1).div_euclid(MARGIN_STEP);
    Some(Decided {
        won: value > 0,
        by: by.unsigned_abs(),
        plies: (by * MARGIN_STEP - over).unsigned_abs(),
    })
}

/// A search value in whole points for the player to move: a decided game by its margin (at
/// least), any other by the evaluation rounded to the nearest point.
#[must_use]
pub fn value_in_points(value: i32) -> i32 {
    match decided_parts(value) {
        Some(d) => {
            let by = i32::try_from(d.by).unwrap_or(i32::MAX);
            if d.won { by } else { -by }
        }
        None => to_points(value),
    }
}

/// A value as the table keeps it: a decided game's length counted from the node, not the root.
fn to_table(value: i32, ply: u32) -> i32 {
    if value >= DECIDED {
        value + ply as i32
    } else if value <= -DECIDED {
        value - ply as i32
    } else {
        value
    }
}

/// A table value back at a node `ply` plies from the root.
fn from_table(value: i32, ply: u32) -> i32 {
    if value >= DECIDED {
        value - ply as i32
    } else if value <= -DECIDED {
        value + ply as i32
    } else {
        value
    }
}

/// The static value of `pos` for `me`: a finished game by its final margin (see [`decided`];
/// a drawn one is 0), a game stopped by a move limit (which has no winner) by the lead in
/// points (the limit is no refuge for the side behind), else `ev`'s weighted features (see
/// [`Evaluator`]), in [`UNIT`]s of a point.
fn evaluate<R: Exact + ?Sized>(
    ev: &Evaluator,
    rules: &R,
    pos: &Position,
    me: Player,
    depth_from_root: u32,
) -> i32 {
    let players = pos.num_players();
    if let Some(outcome) = pos
        .outcome()
        .filter(|o| !matches!(o.reason, EndReason::Limit(_)))
    {
        let margin = evaluation::lead(outcome.scores(players), me);
        return match outcome.winner {
            Some(w) => decided(w == me, margin, depth_from_root),
            None => 0,
        };
    }
    if pos.is_over() {
        // Stopped by a limit: the lead in points.
        return UNIT * evaluation::lead(&rules.scores(pos)[..players], me);
    }
    ev.value(pos, &rules.scores(pos)[..players], me)
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The best move found.
    pub best: Move,
    /// Its value for the player to move: points, or a decided game (see [`decided_parts`]).
    pub value: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Whether `value` is the exact value of the position (the final margin of points with
    /// perfect play) and `best` a perfect move: the position is in the endgame database.
    pub exact: bool,
}

/// What [`AlphaBeta::search_with`] reports after each depth it completes.
#[derive(Clone, Copy, Debug)]
pub struct Progress<'a> {
    /// The result of that depth (nodes counted since the search started).
    pub result: SearchResult,
    /// The time since the search started.
    pub elapsed: Duration,
    /// The expected line from the root, best move first, as far as the transposition table
    /// still holds it (at most the depth searched).
    pub pv: &'a [Move],
}

/// What stepping into a child changed on the line searched (see [`AlphaBeta::enter`]).
#[derive(Clone, Copy)]
struct Step {
    since_capture: usize,
    pushed: bool,
}

/// The first move (in the order searched) that a search against the clock may reduce: the
/// table's move and the two killers come before it.
const LATE_MOVE: usize = 2;
/// From this move on, a quiet move is reduced by two plies.
const LATER_MOVE: usize = 5;

/// The most moves [`AlphaBeta`] ranks once each when ordering them.
const RANKED: usize = 32;

/// The most plies from the root the search keeps killer moves for.
const MAX_PLY: usize = 256;
/// The slots of the history table: a player's side (the root's team or not), the pit and the
/// direction of a move.
const HISTORY: usize = 2 * MAX_PITS * 2;

/// Alpha-beta search: negamax with iterative deepening, principal-variation search with
/// aspiration windows at the root, a transposition table keyed on the position's identity,
/// and move ordering by the table's move, two killer moves a ply and a history of cut-offs.
///
/// **Values**: a finished game is worth its final margin (see [`decided_parts`]), so the search
/// plays to win by as much as it can and, lost, to lose by as little as it can and as late as it
/// can; an unfinished one the evaluation at the horizon (in 1/[`UNIT`] points), once the captures there have
/// settled: past the depth asked, a quiescence step follows captures only (at most
/// [`QUIESCENCE_PLIES`] in a row), and the player to move may stop capturing at any point.
///
/// **Reproducible at a fixed depth**: the table answers only for the very depth asked (or for a
/// subtree solved to its end), so the value of a depth-`d` search is the depth-`d` minimax
/// value (quiescence included, as [`minimax`] computes it) whatever the table holds, and its
/// move the first in a fixed order to reach it.
///
/// **On several threads** ([`AlphaBeta::with_threads`]), helpers search the same position
/// beside the main search and write into the same table; the main search's result is the
/// answer. At a fixed depth the table still answers only for the very depth asked, and every
/// entry, whoever wrote it, holds a true bound of the depth-`d` value of its position, which
/// is all the argument above needs: the helpers change only the order moves are tried in below
/// the root and so the time taken and the positions visited, never the move or the value, on
/// any number of threads. (Except on rules that end a game on a repetition, where a value
/// found through a repetition depends on the line it was found on, as the module says: a
/// helper may hand the main search such a value from another line, so there, and only when the
/// depth reaches back to a position seen since the last capture, the result may differ.) The
/// depth reported, the positions visited and the expected line may differ from run to run.
/// Against the clock nothing is reproducible anyway (how deep a search gets depends on the
/// machine), and threads make it less so: the same search may find another move each time.
///
/// **Against the clock** (a search given a time), depth is worth more than exactness: quiet
/// moves ordered late (after the table's move and a killer) are first searched one or two
/// plies less deep, and again to the full depth only if they look better than the best so far
/// (late move reductions); and the table answers for any search at least as deep as asked.
#[derive(Debug)]
pub struct AlphaBeta {
    /// The transposition table, shared with the helpers.
    table: Arc<Table>,
    generation: u32,
    nodes: u64,
    deadline: Option<Instant>,
    /// Set by another thread to stop the search (see [`AlphaBeta::search_with`]).
    stop: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// Whether the subtree being searched met the depth limit somewhere.
    horizon: bool,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<u32>,
    /// Whether to read the endgame database.
    use_endgames: bool,
    /// Whether this search is against the clock: then late quiet moves are searched less deep
    /// first, and the table answers for deeper searches too (see [`AlphaBeta`]).
    selective: bool,
    /// The endgame database of the rules searched now, if they have one.
    endgames: Option<Arc<Endgames>>,
    /// The address of the rules the table and the database are for (0: none yet).
    rules_at: usize,
    /// For rules that end a game on a repetition: the identity hashes of the positions on the
    /// line from the root to the node searched, and where the positions since the last capture
    /// start in it (only those can repeat).
    path: Vec<u64>,
    since_capture: usize,
    /// The rule's own record, used only to end a line on the position it repeats.
    repetitions: Repetitions,
    /// The weights asked for ([`AlphaBeta::with_weights`]); `None`: the ruleset's own.
    weights: Option<Weights>,
    /// The evaluation of the rules searched now.
    evaluator: Option<Arc<Evaluator>>,
    /// The searches that run beside this one on threads of their own, sharing its table
    /// (none: one thread); see [`AlphaBeta::with_threads`].
    helpers: Vec<AlphaBeta>,
    /// Set when this search has its answer, to stop the helpers.
    finished: Arc<AtomicBool>,
    /// The positions the helpers have visited in this search (they add theirs from time to
    /// time).
    helper_nodes: Arc<AtomicU64>,
    /// A helper's place among the helpers (from 1; 0: the main search, whose answer counts),
    /// and where it adds its positions visited, with how many it has added so far.
    helper: usize,
    publish: Option<Arc<AtomicU64>>,
    published: u64,
}

impl Default for AlphaBeta {
    fn default() -> Self {
        AlphaBeta::new(1 << 18)
    }
}

/// The history slot of `mv` for a side.
fn history_slot(mv: &Move, root_team: bool) -> usize {
    (usize::from(root_team) * MAX_PITS + usize::from(mv.pit) % MAX_PITS) * 2
        + usize::from(mv.dir == crate::moves::Direction::Backward)
}

impl AlphaBeta {
    /// A search with a transposition table of `entries` slots (rounded up to a power of two).
    #[must_use]
    pub fn new(entries: usize) -> AlphaBeta {
        let size = entries.next_power_of_two().max(1024);
        AlphaBeta::sharing(Arc::new(Table::new(size)))
    }

    /// A search with `table`, on one thread.
    fn sharing(table: Arc<Table>) -> AlphaBeta {
        AlphaBeta {
            table,
            generation: 0,
            nodes: 0,
            deadline: None,
            stop: None,
            stopped: false,
            horizon: false,
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; HISTORY],
            use_endgames: true,
            selective: false,
            endgames: None,
            rules_at: 0,
            path: Vec::with_capacity(MAX_PLY),
            since_capture: 0,
            repetitions: Repetitions::new(),
            weights: None,
            evaluator: None,
            helpers: Vec::new(),
            finished: Arc::new(AtomicBool::new(false)),
            helper_nodes: Arc::new(AtomicU64::new(0)),
            helper: 0,
            publish: None,
            published: 0,
        }
    }

    /// The same search valuing positions with `weights` instead of the ruleset's own (e.g.
    /// [`Weights::LEAD`], the lead in points alone, to measure what the fitted weights gain).
    #[must_use]
    pub fn with_weights(mut self, weights: Weights) -> AlphaBeta {
        self.weights = Some(weights);
        self.rules_at = 0;
        self
    }

    /// The same search without the endgame database: depth-limited alpha-beta on the static
    /// values alone, as [`minimax`] computes them.
    #[must_use]
    pub fn without_endgames(mut self) -> AlphaBeta {
        self.use_endgames = false;
        self
    }

    /// The same search on `threads` threads (1, the default, and 0 search on the calling
    /// thread alone): the main search on the calling thread, and `threads - 1` helpers on
    /// threads of their own, started for each search and ended with it, which search the same
    /// position at the same time and write what they find into the one table all share
    /// ("lazy SMP"). The main search's result is the answer; the helpers' only fill the table
    /// (see [`AlphaBeta`] for what that changes).
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> AlphaBeta {
        self.set_threads(threads);
        self
    }

    /// Searches on `threads` threads from the next search on (see [`AlphaBeta::with_threads`]).
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.max(1) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut helper = AlphaBeta::sharing(Arc::clone(&self.table));
            helper.helper = self.helpers.len() + 1;
            helper.publish = Some(Arc::clone(&self.helper_nodes));
            self.helpers.push(helper);
        }
    }

    /// The threads each search runs on.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Searches `pos` (not over) to `max_depth` plies, or until `time` runs out after at least
    /// depth 1, deepening one ply at a time.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search<R: Family + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        max_depth: u32,
        time: Option<Duration>,
    ) -> SearchResult {
        self.search_with(rules, pos, max_depth, time, None, None)
    }

    /// [`AlphaBeta::search`], which also stops soon after `stop` is set (by another thread;
    /// depth 1 always completes, so there is a move), and calls `report` after each depth it
    /// completes with what it found and the expected line.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search_with<R: Family + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        max_depth: u32,
        time: Option<Duration>,
        stop: Option<Arc<AtomicBool>>,
        mut report: Option<&mut dyn FnMut(Progress<'_>)>,
    ) -> SearchResult {
        assert!(!pos.is_over(), "no move to search in a finished game");
        // The table is kept from one search to the next of the same rules (positions recur
        // from move to move); other rules start afresh. An instance searches one ruleset while
        // it lives, so its address stands for it.
        let address = std::ptr::from_ref(rules).cast::<()>() as usize;
        if self.rules_at != address {
            self.table.clear();
            self.generation = 0;
            self.endgames = if self.use_endgames {
                // Looked up once (finding it costs more than a shallow search).
                Endgames::shared(rules)
            } else {
                None
            };
            self.rules_at = address;
            self.repetitions = Repetitions::for_rules(rules);
            self.evaluator = Some(Arc::new(Evaluator::new(
                rules,
                self.weights.unwrap_or_else(|| rules.weights()),
            )));
        }
        self.generation = self.generation.wrapping_add(1);
        self.begin(rules, pos, time);
        self.helper_nodes.store(0, Ordering::Relaxed);
        let start = Instant::now();
        if let Some(r) = self.perfect_root(rules, pos) {
            if let Some(report) = report.as_mut() {
                report(Progress {
                    result: r,
                    elapsed: start.elapsed(),
                    pv: &[r.best],
                });
            }
            return r;
        }
        let mut helpers = std::mem::take(&mut self.helpers);
        let result = if helpers.is_empty() {
            self.deepen(rules, pos, max_depth, time, &stop, start, &mut report)
        } else {
            self.finished.store(false, Ordering::Relaxed);
            for helper in &mut helpers {
                helper.endgames.clone_from(&self.endgames);
                helper.evaluator.clone_from(&self.evaluator);
                if helper.rules_at != address {
                    helper.repetitions = Repetitions::for_rules(rules);
                    helper.rules_at = address;
                }
                helper.generation = self.generation;
                helper.begin(rules, pos, time);
                helper.stop = Some(Arc::clone(&self.finished));
                helper.published = 0;
            }
            let finished = Arc::clone(&self.finished);
            std::thread::scope(|scope| {
                for helper in &mut helpers {
                    scope.spawn(move || {
                        helper.deepen(rules, pos, max_depth, time, &None, start, &mut None)
                    });
                }
                let result = self.deepen(rules, pos, max_depth, time, &stop, start, &mut report);
                finished.store(true, Ordering::Relaxed);
                result
            })
        };
        let helped: u64 = helpers.iter().map(|h| h.nodes).sum();
        self.helpers = helpers;
        self.stop = None;
        let mut r = result.expect("depth 1 always completes");
        r.nodes = self.nodes + helped;
        r
    }

    /// Gets ready to search `pos` (for `time`, if given): no positions visited yet, nothing
    /// learnt of the order of moves, the line searched only the root.
    fn begin<R: Exact + ?Sized>(&mut self, rules: &R, pos: &Position, time: Option<Duration>) {
        self.path.clear();
        self.since_capture = 0;
        if rules.ends_on_repetition() {
            self.path.push(pos.identity_hash());
        }
        self.nodes = 0;
        self.stopped = false;
        self.deadline = None;
        self.selective = time.is_some();
        self.stop = None;
        self.killers.fill([None; 2]);
        self.history.fill(0);
    }

    /// Iterative deepening from `pos`: one depth after the other up to `max_depth`, until
    /// `time` (from `start`) runs out or `stop` is set (the main search only: a helper stops
    /// when the main search has its answer); `report` is told each depth completed. The
    /// result of the deepest depth completed, if any.
    ///
    /// A helper (see [`AlphaBeta::with_threads`]) starts from another root move, and every
    /// other helper searches one ply deeper than the depth of the iteration, so that the
    /// threads spread over the tree rather than all search the same positions at once.
    #[allow(clippy::too_many_arguments)]
    fn deepen<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        max_depth: u32,
        time: Option<Duration>,
        stop: &Option<Arc<AtomicBool>>,
        start: Instant,
        report: &mut Option<&mut dyn FnMut(Progress<'_>)>,
    ) -> Option<SearchResult> {
        let stop_set = |stop: &Option<Arc<AtomicBool>>| {
            stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
        };
        let max_depth = max_depth.max(1);
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let ahead = u32::from(self.helper % 2 == 1);
        if self.helper > 0 {
            let n = moves.len();
            moves.as_mut_slice().rotate_left(self.helper % n);
        }
        let mut result: Option<SearchResult> = None;
        for iteration in 1..=max_depth {
            let depth = (iteration + ahead).min(max_depth);
            if self.helper == 0 && depth > 1 {
                self.deadline = time.map(|t| start + t);
                self.stop.clone_from(stop);
            }
            self.horizon = false;
            let guess = result.map(|r| r.value);
            let (value, best) = self.aspiration(rules, pos, &mut moves, depth, guess);
            if self.stopped {
                break;
            }
            let r = SearchResult {
                best,
                value,
                depth,
                nodes: self.nodes + self.helper_nodes.load(Ordering::Relaxed),
                exact: false,
            };
            result = Some(r);
            if let Some(report) = report.as_mut() {
                let pv = self.principal_variation(rules, pos, depth as usize);
                report(Progress {
                    result: r,
                    elapsed: start.elapsed(),
                    pv: &pv,
                });
            }
            // A tree searched to the end of every line: deeper is the same tree.
            if !self.horizon
                || depth == max_depth
                || time.is_some_and(|t| start.elapsed() >= t)
                || stop_set(stop)
            {
                break;
            }
        }
        result
    }

    /// Whether the search must stop now: its time is up, or it was told to stop. A helper also
    /// adds the positions it has visited since it last did to the main search's count.
    #[cold]
    #[inline(never)]
    fn poll(&mut self) -> bool {
        if let Some(total) = &self.publish {
            total.fetch_add(self.nodes - self.published, Ordering::Relaxed);
            self.published = self.nodes;
        }
        self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// The expected line from `pos` after the last search of `pos`: the best move stored for
    /// each position along it, as long as the table holds an exact value for it (at most `max`
    /// moves).
    #[must_use]
    pub fn principal_variation<R: Exact + ?Sized>(
        &self,
        rules: &R,
        pos: &Position,
        max: usize,
    ) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let mut reps = Repetitions::new();
        let mut seen = Vec::new();
        let mut depth = max;
        while line.len() < max && !pos.is_over() {
            let key = self.key(rules, &pos, depth as u32);
            let Some(entry) = self.probe(key) else {
                break;
            };
            if entry.bound != EXACT
                || seen.contains(&key)
                || !rules.is_legal(&pos, &entry.best_move)
            {
                break;
            }
            seen.push(key);
            line.push(entry.best_move);
            engine::apply(rules, &mut pos, &entry.best_move, &mut reps, &mut NoRecord);
            depth = depth.saturating_sub(1);
        }
        line
    }

    /// The table's key of `pos` searched `depth` plies deep: its identity alone (transpositions
    /// meet whatever the move number), with the move counters where a move limit is within
    /// reach of the search.
    fn key<R: Exact + ?Sized>(&self, rules: &R, pos: &Position, depth: u32) -> u64 {
        let limits = rules.limits();
        let reach = u64::from(depth) + 1;
        if u64::from(pos.ply) + reach < u64::from(limits.max_plies)
            && u64::from(pos.plies_without_capture) + reach
                < u64::from(limits.max_plies_without_capture)
        {
            pos.identity_hash()
        } else {
            pos.search_key()
        }
    }

    /// Puts `moves` in the order to search them: the table's move, the killers of `ply`, then
    /// by the history of cut-offs (ties in the rules' order).
    fn order(&self, moves: &mut MoveList, first: Option<Move>, ply: usize, root_team: bool) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        let rank = |mv: &Move| -> u64 {
            if Some(*mv) == first {
                u64::MAX
            } else if Some(*mv) == killers[0] {
                u64::MAX - 1
            } else if Some(*mv) == killers[1] {
                u64::MAX - 2
            } else {
                u64::from(self.history[history_slot(mv, root_team)])
            }
        };
        let list = moves.as_mut_slice();
        // Each move ranked once, then an insertion sort, stable: a handful of moves (at most
        // `RANKED`, as every shipped board has; a longer list ranks at each comparison).
        if list.len() > RANKED {
            for i in 1..list.len() {
                let mv = list[i];
                let r = rank(&mv);
                let mut j = i;
                while j > 0 && rank(&list[j - 1]) < r {
                    list[j] = list[j - 1];
                    j -= 1;
                }
                list[j] = mv;
            }
            return;
        }
        let mut ranks = [0u64; RANKED];
        for (r, mv) in ranks.iter_mut().zip(list.iter()) {
            *r = rank(mv);
        }
        for i in 1..list.len() {
            let (mv, r) = (list[i], ranks[i]);
            let mut j = i;
            while j > 0 && ranks[j - 1] < r {
                list[j] = list[j - 1];
                ranks[j] = ranks[j - 1];
                j -= 1;
            }
            list[j] = mv;
            ranks[j] = r;
        }
    }

    /// The perfect move and the exact value of `pos` when the endgame database covers it.
    ///
    /// Where several moves keep the value, the one that leaves the other player the most ways
    /// to go wrong ([`Pitfalls`]): against perfect play it changes nothing, and against a
    /// player who errs it turns some losses into draws and draws into wins.
    fn perfect_root<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
    ) -> Option<SearchResult> {
        let endgames = self.endgames.clone()?;
        endgames.value(rules, pos)?;
        let mut nodes = 0;
        let (value, best) = perfect_move(&endgames, rules, pos, &mut nodes)?;
        self.nodes += nodes;
        Some(SearchResult {
            best,
            value,
            depth: 1,
            nodes: self.nodes,
            exact: true,
        })
    }

    /// The root searched to `depth` in a window around `guess` (the last depth's value),
    /// widened until the value falls inside it.
    fn aspiration<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        moves: &mut MoveList,
        depth: u32,
        guess: Option<i32>,
    ) -> (i32, Move) {
        let Some(guess) = guess.filter(|g| depth >= 3 && g.abs() < DECIDED) else {
            return self.root(rules, pos, moves, depth, -INFINITY, INFINITY);
        };
        let mut delta = 2 * UNIT;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let (value, best) = self.root(rules, pos, moves, depth, alpha, beta);
            if self.stopped || (value > alpha && value < beta) {
                return (value, best);
            }
            delta *= 4;
            if value <= alpha {
                alpha = if delta > 64 * UNIT {
                    -INFINITY
                } else {
                    guess - delta
                };
            } else {
                beta = if delta > 64 * UNIT {
                    INFINITY
                } else {
                    guess + delta
                };
            }
        }
    }

    /// The root in the window (`alpha`, `beta`): the first move fully, the others with a null
    /// window first. The move found best goes to the front of `moves` (the others keep their
    /// order), so the next depth tries it first.
    fn root<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        moves: &mut MoveList,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, Move) {
        let me = pos.turn();
        let mut best_value = -INFINITY;
        let mut best = 0;
        let mut a = alpha;
        let mut reps = Repetitions::new();
        for (i, mv) in moves.iter().enumerate() {
            let mut child = pos.clone();
            let mut captured = CaptureSeen(false);
            engine::apply(rules, &mut child, mv, &mut reps, &mut captured);
            let line = self.enter(rules, pos, mv, &mut child, captured.0);
            let mut v = if i == 0 {
                self.child_value(rules, &child, me, me, depth - 1, 1, a, beta)
            } else {
                let v = self.child_value(rules, &child, me, me, depth - 1, 1, a, a + 1);
                if v > a && v < beta && !self.stopped {
                    self.child_value(rules, &child, me, me, depth - 1, 1, a, beta)
                } else {
                    v
                }
            };
            self.leave(line);
            if self.stopped {
                break;
            }
            if i > 0 && v <= a {
                // Only a bound: never better than the best so far.
                v = v.min(best_value);
            }
            if v > best_value {
                best_value = v;
                best = i;
            }
            a = a.max(v);
            if a >= beta {
                break;
            }
        }
        let best_move = moves[best];
        let list = moves.as_mut_slice();
        list[..=best].rotate_right(1);
        if !self.stopped {
            let key = self.key(rules, pos, depth);
            let bound = if best_value <= alpha {
                UPPER
            } else if best_value >= beta {
                LOWER
            } else {
                EXACT
            };
            self.store(key, depth, best_value, bound, best_move, 0);
        }
        (best_value, best_move)
    }

    /// The value of `child` for the player who moved into it (`mover`), whose team is `root`'s
    /// or not.
    #[allow(clippy::too_many_arguments)]
    fn child_value<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        child: &Position,
        mover: Player,
        root: Player,
        depth: u32,
        ply: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let team = |p: Player| p == root;
        if child.is_over() || team(child.turn()) == team(mover) {
            self.negamax(rules, child, root, depth, ply, alpha, beta, team(mover))
        } else {
            -self.negamax(rules, child, root, depth, ply, -beta, -alpha, !team(mover))
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        root: Player,
        depth: u32,
        ply: u32,
        mut alpha: i32,
        beta: i32,
        root_team: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.poll() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(value) = self.settled(rules, pos, root, ply, root_team) {
            return value;
        }
        if depth == 0 {
            self.horizon = true;
            return self.quiesce(
                rules,
                pos,
                root,
                ply,
                alpha,
                beta,
                root_team,
                QUIESCENCE_PLIES,
            );
        }
        let key = self.key(rules, pos, depth);
        let original_alpha = alpha;
        let mut first = None;
        if let Some(entry) = self.probe(key) {
            let searched = u32::from(entry.depth);
            if searched == depth
                || (self.selective && searched > depth)
                || (entry.solved && searched <= depth)
            {
                let value = from_table(entry.value, ply);
                let usable = match entry.bound {
                    EXACT => true,
                    LOWER => value >= beta,
                    _ => value <= alpha,
                };
                if usable {
                    if !entry.solved {
                        self.horizon = true;
                    }
                    return value;
                }
            }
            first = Some(entry.best_move);
        }
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        self.order(&mut moves, first, ply as usize, root_team);
        let me = pos.turn();
        let mut best_value = -INFINITY;
        let mut best = moves[0];
        let mut reps = Repetitions::new();
        let horizon_above = std::mem::replace(&mut self.horizon, false);
        for (i, mv) in moves.iter().enumerate() {
            let mut child = pos.clone();
            let mut captured = CaptureSeen(false);
            engine::apply(rules, &mut child, mv, &mut reps, &mut captured);
            let line = self.enter(rules, pos, mv, &mut child, captured.0);
            let v = if i == 0 {
                self.child_value(rules, &child, me, root, depth - 1, ply + 1, alpha, beta)
            } else {
                // Late move reductions (against the clock only): a quiet move ordered late is
                // first searched less deep, and again to the full depth if it looks better.
                let reduce = if self.selective
                    && depth >= 3
                    && i >= LATE_MOVE
                    && !captured.0
                    && !child.is_over()
                {
                    if i >= LATER_MOVE { 2 } else { 1 }
                } else {
                    0
                };
                // Principal-variation search: a null window proves the move no better, or
                // the move is searched again in the whole window.
                let mut v = self.child_value(
                    rules,
                    &child,
                    me,
                    root,
                    depth - 1 - reduce,
                    ply + 1,
                    alpha,
                    alpha + 1,
                );
                if reduce > 0 && v > alpha && !self.stopped {
                    v = self.child_value(
                        rules,
                        &child,
                        me,
                        root,
                        depth - 1,
                        ply + 1,
                        alpha,
                        alpha + 1,
                    );
                }
                if v > alpha && v < beta && !self.stopped {
                    self.child_value(rules, &child, me, root, depth - 1, ply + 1, alpha, beta)
                } else {
                    v
                }
            };
            self.leave(line);
            if self.stopped {
                return 0;
            }
            if v > best_value {
                best_value = v;
                best = *mv;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                if let Some(k) = self.killers.get_mut(ply as usize) {
                    if k[0] != Some(*mv) {
                        k[1] = k[0];
                        k[0] = Some(*mv);
                    }
                }
                let h = &mut self.history[history_slot(mv, root_team)];
                *h = h.saturating_add(depth * depth);
                break;
            }
        }
        let bound = if best_value <= original_alpha {
            UPPER
        } else if best_value >= beta {
            LOWER
        } else {
            EXACT
        };
        let solved = !self.horizon;
        self.horizon |= horizon_above;
        self.store(
            key,
            depth,
            to_table(best_value, ply),
            bound,
            best,
            u8::from(solved),
        );
        best_value
    }

    /// Steps from `pos` to `child` (made by `mv`, which `captured` or not) on the line searched,
    /// for rules that end a game on a repetition: a child seen on the line since the last
    /// capture ends the game there, as the engine ends it (the move is made again with the
    /// rule's record holding the child). Returns what [`AlphaBeta::leave`] needs to step back.
    fn enter<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        mv: &Move,
        child: &mut Position,
        captured: bool,
    ) -> Step {
        let step = Step {
            since_capture: self.since_capture,
            pushed: false,
        };
        if self.path.is_empty() || child.is_over() {
            return step;
        }
        let hash = child.identity_hash();
        if captured {
            self.since_capture = self.path.len();
        } else if self.path[self.since_capture..].contains(&hash) {
            self.repetitions.start(child);
            *child = pos.clone();
            engine::apply(rules, child, mv, &mut self.repetitions, &mut NoRecord);
            debug_assert!(child.is_over(), "the engine ends a repeated position");
            return step;
        }
        self.path.push(hash);
        Step {
            pushed: true,
            ..step
        }
    }

    /// Steps back from a child entered by [`AlphaBeta::enter`].
    fn leave(&mut self, step: Step) {
        if step.pushed {
            self.path.pop();
        }
        self.since_capture = step.since_capture;
    }

    /// The value of `pos` (not over) at the horizon: its static value, or better for the
    /// player to move if a capture gains more (and so on, at most `left` captures deep). The
    /// player to move may also stop capturing ("stand pat"), so only captures are searched.
    #[allow(clippy::too_many_arguments)]
    fn quiesce<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        root: Player,
        ply: u32,
        mut alpha: i32,
        beta: i32,
        root_team: bool,
        left: u32,
    ) -> i32 {
        let sign = if root_team { 1 } else { -1 };
        let ev = self.evaluator.as_ref().expect("made by search_with");
        let mut best = sign * evaluate(ev, rules, pos, root, ply);
        if left == 0 || best >= beta {
            return best;
        }
        alpha = alpha.max(best);
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let me = pos.turn();
        let team = |p: Player| p == root;
        let mut reps = Repetitions::new();
        for mv in &moves {
            let mut child = pos.clone();
            let mut seen = CaptureSeen(false);
            engine::apply(rules, &mut child, mv, &mut reps, &mut seen);
            if !seen.0 {
                continue;
            }
            self.nodes += 1;
            let same = team(child.turn()) == team(me);
            let child_team = if same { root_team } else { !root_team };
            let v = if let Some(v) = self.settled(rules, &child, root, ply + 1, child_team) {
                if same { v } else { -v }
            } else if same {
                self.quiesce(
                    rules,
                    &child,
                    root,
                    ply + 1,
                    alpha,
                    beta,
                    root_team,
                    left - 1,
                )
            } else {
                -self.quiesce(
                    rules,
                    &child,
                    root,
                    ply + 1,
                    -beta,
                    -alpha,
                    !root_team,
                    left - 1,
                )
            };
            if v > best {
                best = v;
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The value of `pos` for the team to move in it (`root_team`: the root's) when no search
    /// is needed: the game is over, or the endgame database holds the position.
    fn settled<R: Exact + ?Sized>(
        &self,
        rules: &R,
        pos: &Position,
        root: Player,
        ply: u32,
        root_team: bool,
    ) -> Option<i32> {
        let sign = if root_team { 1 } else { -1 };
        if pos.is_over() {
            let ev = self.evaluator.as_ref().expect("made by search_with");
            return Some(sign * evaluate(ev, rules, pos, root, ply));
        }
        // Two players only: the value of the player to move is their team's. The database
        // knows the final margin: the game is decided here.
        let value = self.endgames.as_ref()?.value(rules, pos)?;
        Some(match value.signum() {
            0 => 0,
            s => decided(s > 0, value, ply),
        })
    }

    /// The entry of `key`, if the table holds it: a pair of slots, the first kept for the
    /// deepest search of this search, the second for the latest.
    fn probe(&self, key: u64) -> Option<Entry> {
        let at = self.table.pair(key);
        (at..at + 2)
            .map(|i| self.table.load(i))
            .find(|e| e.key == key)
    }

    fn store(&self, key: u64, depth: u32, value: i32, bound: u8, best: Move, solved: u8) {
        let generation = self.generation;
        let at = self.table.pair(key);
        let deep = self.table.load(at);
        let slot =
            if deep.key == key || deep.generation != generation || u32::from(deep.depth) <= depth {
                if deep.key != key {
                    // The deep slot's entry moves to the other slot.
                    self.table.put(at + 1, &deep);
                }
                at
            } else {
                at + 1
            };
        self.table.put(
            slot,
            &Entry {
                key,
                generation,
                depth: depth.min(255) as u8,
                bound,
                solved: solved != 0,
                value,
                best_move: best,
            },
        );
    }
}

/// Plain minimax to `depth` then over captures alone (at most [`QUIESCENCE_PLIES`], the player
/// to move free to stop), following the repetition rule from `pos` on, with no pruning and no
/// table: the same values as
/// [`AlphaBeta::without_endgames`]:
/// the reference that alpha-beta is tested against.
#[must_use]
pub fn minimax<R: Family + ?Sized>(rules: &R, pos: &Position, depth: u32) -> i32 {
    /// `depth` plies of every move, then (`depth` 0) at most `captures` plies of captures,
    /// where the player to move may also stop.
    #[allow(clippy::too_many_arguments)]
    fn go<R: Exact + ?Sized>(
        ev: &Evaluator,
        rules: &R,
        pos: &Position,
        reps: &Repetitions,
        root: Player,
        depth: u32,
        captures: u32,
        ply: u32,
    ) -> i32 {
        let stand = evaluate(ev, rules, pos, root, ply);
        if pos.is_over() || (depth == 0 && captures == 0) {
            return stand;
        }
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let values = moves.iter().filter_map(|mv| {
            let mut child = pos.clone();
            let mut seen = CaptureSeen(false);
            let mut reps = reps.clone();
            engine::apply(rules, &mut child, mv, &mut reps, &mut seen);
            if depth > 0 {
                Some(go(
                    ev,
                    rules,
                    &child,
                    &reps,
                    root,
                    depth - 1,
                    captures,
                    ply + 1,
                ))
            } else if seen.0 {
                Some(go(ev, rules, &child, &reps, root, 0, captures - 1, ply + 1))
            } else {
                None
            }
        });
        let mine = pos.turn() == root;
        // At the horizon the player to move may stand pat: the static value is one choice.
        let values = values.chain((depth == 0).then_some(stand));
        if mine {
            values.max().expect("a move")
        } else {
            values.min().expect("a move")
        }
    }
    // The repetition rule from `pos` on, as the engine follows it in a game started there.
    let mut reps = Repetitions::for_rules(rules);
    reps.start(pos);
    let ev = Evaluator::for_rules(rules);
    go(
        &ev,
        rules,
        pos,
        &reps,
        pos.turn(),
        depth,
        QUIESCENCE_PLIES,
        0,
    )
}

/// The chances a move leaves the other player to go wrong: of their `replies`, how many are
/// `mistakes` (give the mover more than the move is worth with perfect play).
#[derive(Clone, Copy, Debug, Default)]
struct Pitfalls {
    mistakes: u32,
    replies: u32,
}

impl Pitfalls {
    /// A larger share of mistakes among the replies.
    fn beats(self, other: Pitfalls) -> bool {
        u64::from(self.mistakes) * u64::from(other.replies.max(1))
            > u64::from(other.mistakes) * u64::from(self.replies.max(1))
    }
}

/// The value of each move of `pos` (in the endgame database, not over) for its player, in the
/// order of the legal moves; `None` where the database does not answer.
fn move_values<R: Exact + ?Sized>(
    endgames: &Endgames,
    rules: &R,
    pos: &Position,
    nodes: &mut u64,
) -> Option<Vec<(i32, Move, Position)>> {
    let me = pos.turn();
    let mut moves = MoveList::new();
    rules.legal_moves(pos, &mut moves);
    let mut reps = Repetitions::new();
    let mut values = Vec::with_capacity(moves.len());
    for mv in &moves {
        let mut child = pos.clone();
        engine::apply(rules, &mut child, mv, &mut reps, &mut NoRecord);
        *nodes += 1;
        let value = match child.outcome() {
            Some(end) => end.scores[usize::from(me)] - end.scores[usize::from(1 - me)],
            // Every board a move leads to holds no more pieces than this one.
            None => {
                let v = endgames.value(rules, &child)?;
                if child.turn() == me { v } else { -v }
            }
        };
        values.push((value, *mv, child));
    }
    Some(values)
}

/// The exact value of `pos` (in the endgame database, not over) and the move to play: one
/// that keeps the value and, of those, leaves the most [`Pitfalls`] (the first such in the
/// order of the legal moves).
fn perfect_move<R: Exact + ?Sized>(
    endgames: &Endgames,
    rules: &R,
    pos: &Position,
    nodes: &mut u64,
) -> Option<(i32, Move)> {
    let values = move_values(endgames, rules, pos, nodes)?;
    let value = values.iter().map(|v| v.0).max()?;
    let keeping: Vec<_> = values.iter().filter(|v| v.0 == value).collect();
    if let [only] = keeping[..] {
        return Some((value, only.1));
    }
    keeping
        .iter()
        .map(|(_, mv, child)| {
            (
                pitfalls(endgames, rules, child, pos.turn(), value, nodes),
                *mv,
            )
        })
        .reduce(|a, b| if b.0.beats(a.0) { b } else { a })
        .map(|(_, mv)| (value, mv))
}

/// The [`Pitfalls`] `child` leaves the opponent of `me`, who reached it by a move worth
/// `value` to them: where `me` moves again, the most that one of their moves keeping the value
/// leaves. Nothing for a finished game or where the database does not answer.
fn pitfalls<R: Exact + ?Sized>(
    endgames: &Endgames,
    rules: &R,
    child: &Position,
    me: Player,
    value: i32,
    nodes: &mut u64,
) -> Pitfalls {
    if child.is_over() {
        return Pitfalls::default();
    }
    let Some(replies) = move_values(endgames, rules, child, nodes) else {
        return Pitfalls::default();
    };
    if child.turn() == me {
        // Another move of the same player (each takes pieces off the board, so this ends).
        return replies
            .iter()
            .filter(|r| r.0 == value)
            .map(|r| pitfalls(endgames, rules, &r.2, me, value, nodes))
            .fold(Pitfalls::default(), |a, b| if b.beats(a) { b } else { a });
    }
    Pitfalls {
        // A reply worth less than the value to its player gives `me` more.
        mistakes: replies.iter().filter(|r| -r.0 > value).count() as u32,
        replies: replies.len() as u32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decided_values_order_by_result_then_margin_then_length_and_read_back() {
        let win_by_4_in_9 = decided(true, 4, 9);
        let win_by_2_in_3 = decided(true, 2, 3);
        let win_by_2_in_7 = decided(true, 2, 7);
        let loss_by_1_in_2 = decided(false, -1, 2);
        let loss_by_1_in_8 = decided(false, -1, 8);
        let loss_by_5_in_20 = decided(false, -5, 20);
        let order = [
            loss_by_5_in_20,
            loss_by_1_in_2,
            loss_by_1_in_8,
            -(DECIDED - 1),
            0,
            DECIDED - 1,
            win_by_2_in_7,
            win_by_2_in_3,
            win_by_4_in_9,
        ];
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
        let read = |v| decided_parts(v).map(|d| (d.won, d.by, d.plies));
        assert_eq!(read(win_by_4_in_9), Some((true, 4, 9)));
        assert_eq!(read(loss_by_5_in_20), Some((false, 5, 20)));
        assert_eq!(read(decided(true, 0, 0)), Some((true, 0, 0)));
        assert_eq!(read(decided(false, 0, 1023)), Some((false, 0, 1023)));
        assert_eq!(read(DECIDED - 1), None);
        // Kept in the table from a node 5 plies down, read back 2 plies down.
        let at_5 = decided(true, 3, 11);
        assert_eq!(read(from_table(to_table(at_5, 5), 2)), Some((true, 3, 8)));
    }
}
