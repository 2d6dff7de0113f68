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
//! deeper, and a search from such a position plays the perfect move ([`SearchResult::exact`]).
//! [`AlphaBeta::without_endgames`] searches without it, as plain minimax does.
//!
//! **Repetition**: the searches do not track the positions seen since the last capture, so a
//! repetition that would end the game inside the tree is not seen (it is when the move is
//! actually played). Everything else, limits included, is searched exactly.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    exact::Endgames,
    moves::{Move, MoveList},
    position::{EndReason, Player, Position},
    ruleset::Exact,
};

mod mcts;
pub use mcts::{MAX_MCTS_NODES, MAX_REUSE_PLIES, Mcts, MctsResult, PLAYOUT_PLIES, Proven};

/// The value of a won game, before the distance to it is subtracted.
pub const WIN: i32 = 1_000_000;

/// A 64-bit key of everything the rules can look at in a position: its identity and the move
/// counters (limits and some rules depend on them). See [`Position::search_key`].
#[must_use]
pub fn position_key(pos: &Position) -> u64 {
    pos.search_key()
}

/// The static value of `pos` for `me`: won or lost games first (sooner is better), then the
/// lead in points over the best other player.
fn evaluate<R: Exact + ?Sized>(rules: &R, pos: &Position, me: Player, depth_from_root: u32) -> i32 {
    let players = pos.num_players();
    if let Some(outcome) = pos.outcome() {
        if matches!(outcome.reason, EndReason::Limit(_)) {
            return 0;
        }
        let d = depth_from_root as i32;
        return match outcome.winner {
            Some(w) if w == me => WIN - d,
            Some(_) => -WIN + d,
            None => 0,
        };
    }
    let scores = rules.scores(pos);
    let best_other = (0..players)
        .filter(|&p| p != me as usize)
        .map(|p| scores[p])
        .max()
        .unwrap_or(0);
    scores[me as usize] - best_other
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    /// The search that wrote the entry: older entries count as empty, so the table never has
    /// to be cleared.
    generation: u32,
    depth: u8,
    bound: u8,
    value: i32,
    best: u8,
    /// The best move itself, for reading the expected line back ([`AlphaBeta::principal_variation`]);
    /// it fits in the padding of the entry, which stays 24 bytes.
    best_move: Move,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry {
            key: 0,
            generation: 0,
            depth: 0,
            bound: 0,
            value: 0,
            best: 0,
            best_move: Move::sow(0, crate::moves::Direction::Forward),
        }
    }
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// What a search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The best move found.
    pub best: Move,
    /// Its value for the player to move (see [`WIN`]).
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

/// Alpha-beta search: negamax with iterative deepening, a transposition table and move ordering.
#[derive(Debug)]
pub struct AlphaBeta {
    table: Vec<Entry>,
    generation: u32,
    mask: usize,
    nodes: u64,
    deadline: Option<Instant>,
    /// Set by another thread to stop the search (see [`AlphaBeta::search_with`]).
    stop: Option<Arc<AtomicBool>>,
    stopped: bool,
    /// Whether to read the endgame database.
    use_endgames: bool,
    /// The endgame database of the rules searched now, if they have one.
    endgames: Option<Arc<Endgames>>,
    /// The address of the rules it was looked up for (0: none yet).
    endgames_for: usize,
}

impl Default for AlphaBeta {
    fn default() -> Self {
        AlphaBeta::new(1 << 18)
    }
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry")
            .field("depth", &self.depth)
            .finish_non_exhaustive()
    }
}

impl AlphaBeta {
    /// A search with a transposition table of `entries` slots (rounded up to a power of two).
    #[must_use]
    pub fn new(entries: usize) -> AlphaBeta {
        let size = entries.next_power_of_two().max(1024);
        AlphaBeta {
            table: vec![Entry::default(); size],
            generation: 0,
            mask: size - 1,
            nodes: 0,
            deadline: None,
            stop: None,
            stopped: false,
            use_endgames: true,
            endgames: None,
            endgames_for: 0,
        }
    }

    /// The same search without the endgame database: depth-limited alpha-beta on the static
    /// values alone, as [`minimax`] computes them.
    #[must_use]
    pub fn without_endgames(mut self) -> AlphaBeta {
        self.use_endgames = false;
        self
    }

    /// Searches `pos` (not over) to `max_depth` plies, or until `time` runs out after at least
    /// depth 1, deepening one ply at a time.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search<R: Exact + ?Sized>(
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
    pub fn search_with<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        max_depth: u32,
        time: Option<Duration>,
        stop: Option<Arc<AtomicBool>>,
        mut report: Option<&mut dyn FnMut(Progress<'_>)>,
    ) -> SearchResult {
        assert!(!pos.is_over(), "no move to search in a finished game");
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.table.fill(Entry::default());
            self.generation = 1;
        }
        self.nodes = 0;
        self.stopped = false;
        self.deadline = None;
        self.stop = None;
        let stop_set = |stop: &Option<Arc<AtomicBool>>| {
            stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed))
        };
        // Looked up once for the rules an instance searches (finding them costs more than a
        // shallow search): an instance searches one ruleset while it lives, so its address
        // stands for it.
        let address = std::ptr::from_ref(rules).cast::<()>() as usize;
        if !self.use_endgames {
            self.endgames = None;
        } else if self.endgames_for != address {
            self.endgames = Endgames::shared(rules);
            self.endgames_for = address;
        }
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
        let mut result = None;
        for depth in 1..=max_depth.max(1) {
            if depth > 1 {
                self.deadline = time.map(|t| start + t);
                self.stop.clone_from(&stop);
            }
            let (value, best) = self.root(rules, pos, depth);
            if self.stopped {
                break;
            }
            let r = SearchResult {
                best,
                value,
                depth,
                nodes: self.nodes,
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
            if value.abs() >= WIN - 1000
                || time.is_some_and(|t| start.elapsed() >= t)
                || stop_set(&stop)
            {
                break;
            }
        }
        self.stop = None;
        let mut r = result.expect("depth 1 always completes");
        r.nodes = self.nodes;
        r
    }

    /// The expected line from `pos` after the last search of `pos`: the best move stored for
    /// each position along it, as long as the table holds an exact value for it from that
    /// search (at most `max` moves).
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
        while line.len() < max && !pos.is_over() {
            let key = position_key(&pos);
            let entry = self.table[key as usize & self.mask];
            if entry.key != key
                || entry.generation != self.generation
                || entry.bound != EXACT
                || seen.contains(&key)
                || !rules.is_legal(&pos, &entry.best_move)
            {
                break;
            }
            seen.push(key);
            line.push(entry.best_move);
            engine::apply(rules, &mut pos, &entry.best_move, &mut reps, &mut NoRecord);
        }
        line
    }

    fn ordered_moves<R: Exact + ?Sized>(&self, rules: &R, pos: &Position, key: u64) -> MoveList {
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let entry = self.table[key as usize & self.mask];
        if entry.key == key
            && entry.generation == self.generation
            && (entry.best as usize) < moves.len()
        {
            let first = moves[entry.best as usize];
            let mut ordered = MoveList::new();
            ordered.push(first);
            for mv in moves.iter().filter(|m| **m != first) {
                ordered.push(*mv);
            }
            return ordered;
        }
        moves
    }

    /// The perfect move and the exact value of `pos` when the endgame database covers it.
    fn perfect_root<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
    ) -> Option<SearchResult> {
        let endgames = self.endgames.clone()?;
        endgames.value(rules, pos)?;
        let me = pos.turn();
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let mut best: Option<(i32, Move)> = None;
        let mut reps = Repetitions::new();
        for mv in &moves {
            let mut child = pos.clone();
            engine::apply(rules, &mut child, mv, &mut reps, &mut NoRecord);
            self.nodes += 1;
            let value = match child.outcome() {
                Some(end) => end.scores[usize::from(me)] - end.scores[usize::from(1 - me)],
                // Every board a move leads to holds no more pieces than this one.
                None => {
                    let v = endgames.value(rules, &child)?;
                    if child.turn() == me { v } else { -v }
                }
            };
            if best.is_none_or(|(b, _)| value > b) {
                best = Some((value, *mv));
            }
        }
        let (value, best) = best?;
        Some(SearchResult {
            best,
            value,
            depth: 1,
            nodes: self.nodes,
            exact: true,
        })
    }

    fn root<R: Exact + ?Sized>(&mut self, rules: &R, pos: &Position, depth: u32) -> (i32, Move) {
        let key = position_key(pos);
        let moves = self.ordered_moves(rules, pos, key);
        let me = pos.turn();
        let mut alpha = -WIN - 1;
        let beta = WIN + 1;
        let mut best = moves[0];
        let mut reps = Repetitions::new();
        for mv in &moves {
            let mut child = pos.clone();
            engine::apply(rules, &mut child, mv, &mut reps, &mut NoRecord);
            let v = self.child_value(rules, &child, me, me, depth - 1, 1, alpha, beta);
            if self.stopped {
                break;
            }
            if v > alpha {
                alpha = v;
                best = *mv;
            }
        }
        self.store(key, depth, alpha, EXACT, &moves, best);
        (alpha, best)
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
        if self.nodes & 1023 == 0
            && (self.deadline.is_some_and(|d| Instant::now() >= d)
                || self
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(endgames) = &self.endgames {
            // Two players only: the value of the player to move is their team's.
            if let Some(value) = endgames.value(rules, pos) {
                return value;
            }
        }
        let sign = if root_team { 1 } else { -1 };
        if pos.is_over() || depth == 0 {
            return sign * evaluate(rules, pos, root, ply);
        }
        let key = position_key(pos);
        let entry = self.table[key as usize & self.mask];
        let original_alpha = alpha;
        if entry.key == key
            && entry.generation == self.generation
            && u32::from(entry.depth) == depth
        {
            match entry.bound {
                EXACT => return entry.value,
                LOWER if entry.value >= beta => return entry.value,
                UPPER if entry.value <= alpha => return entry.value,
                _ => {}
            }
        }
        let moves = self.ordered_moves(rules, pos, key);
        let me = pos.turn();
        let mut best_value = -WIN - 1;
        let mut best = moves[0];
        let mut reps = Repetitions::new();
        for mv in &moves {
            let mut child = pos.clone();
            engine::apply(rules, &mut child, mv, &mut reps, &mut NoRecord);
            let v = self.child_value(rules, &child, me, root, depth - 1, ply + 1, alpha, beta);
            if self.stopped {
                return 0;
            }
            if v > best_value {
                best_value = v;
                best = *mv;
            }
            alpha = alpha.max(v);
            if alpha >= beta {
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
        self.store(key, depth, best_value, bound, &moves, best);
        best_value
    }

    fn store(&mut self, key: u64, depth: u32, value: i32, bound: u8, moves: &MoveList, best: Move) {
        let index = moves.iter().position(|m| *m == best).unwrap_or(0);
        let generation = self.generation;
        let slot = &mut self.table[key as usize & self.mask];
        if slot.generation != generation || slot.key != key || u32::from(slot.depth) <= depth {
            *slot = Entry {
                key,
                generation,
                depth: depth.min(255) as u8,
                bound,
                value,
                best: index.min(255) as u8,
                best_move: best,
            };
        }
    }
}

/// Plain minimax to `depth` (no pruning, no table), with the same values as
/// [`AlphaBeta::without_endgames`]:
/// the reference that alpha-beta is tested against.
#[must_use]
pub fn minimax<R: Exact + ?Sized>(rules: &R, pos: &Position, depth: u32) -> i32 {
    fn go<R: Exact + ?Sized>(rules: &R, pos: &Position, root: Player, depth: u32, ply: u32) -> i32 {
        if pos.is_over() || depth == 0 {
            return evaluate(rules, pos, root, ply);
        }
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        let values = moves.iter().map(|mv| {
            let mut child = pos.clone();
            engine::apply(
                rules,
                &mut child,
                mv,
                &mut Repetitions::new(),
                &mut NoRecord,
            );
            go(rules, &child, root, depth - 1, ply + 1)
        });
        if pos.turn() == root {
            values.max().expect("a move")
        } else {
            values.min().expect("a move")
        }
    }
    go(rules, pos, pos.turn(), depth, 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_entry_stays_24_bytes_with_its_move() {
        assert_eq!(std::mem::size_of::<Entry>(), 24);
    }
}
