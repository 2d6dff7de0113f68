//! The exact search: fail-soft negamax to the end of the game over a table of bounds, driven by
//! MTD(f)'s null-window tests ([`super::Solver`] drives it; this file is the hot path, which
//! allocates nothing once its stacks have grown to the depth of the game).

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::Instant,
};

use super::table::{Entry, NO_MOVE, QUIET_SATURATED, SATURATED, Table};
use crate::{
    NoRecord,
    engine::{self, Repetitions},
    moves::{Move, MoveList},
    position::{EndReason, Player, Position},
    ruleset::Exact,
};

/// The stack a search keeps free before it goes a ply deeper: more than one ply takes.
const STACK_LEFT: usize = 256 * 1024;
/// The stack added each time it runs short (the lines below it reuse it).
const STACK_GROWTH: usize = 8 << 20;

/// The largest value (in points) the table holds; the solver refuses games that could go
/// beyond it.
pub(crate) const MAX_VALUE: i32 = i16::MAX as i32 - 1;

/// What one search of a position found: a bound of its value (for the player to move) and the
/// shape of the lines it followed, which says where the bound may be reused under the limits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    /// The fail-soft value: exact inside the window, else a bound on the side it failed.
    pub(crate) value: i32,
    /// The longest line followed, in moves ([`u32::MAX`]: unknown, never reuse by counters).
    height: u32,
    /// The most moves a line made before a capture (reset of the capture-free counter).
    quiet: u32,
    /// Whether a line ended at a limit: the bound then holds only at these move counters.
    limited: bool,
}

/// One child of a node: the move and the position it makes, with its place in the order.
#[derive(Clone, Debug)]
struct Kid {
    pos: Position,
    /// The move's index in the canonical list.
    index: u8,
    /// Higher first (see [`Search::fill`]).
    order: i64,
    /// Whether the move captured (kept for the repetition rule only).
    captured: bool,
}

/// Counters a search keeps.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Counters {
    /// Positions searched.
    pub(crate) nodes: u64,
    /// Positions answered by the table without a search.
    pub(crate) hits: u64,
}

/// The search of one ruleset.
pub(crate) struct Search<'a, R: Exact + ?Sized> {
    rules: &'a R,
    table: &'a mut Table,
    /// Captures are final: keys leave out the stores and banks, values are relative to the
    /// points so far and bounded by the points on the board.
    separable: bool,
    /// The ruleset ends games on repetition: keys include the positions since the last capture.
    repetition: bool,
    kinds: bool,
    /// Bit i: pit i is a player's store.
    stores: u128,
    max_plies: u32,
    max_quiet: u32,
    /// The children of each depth's node, and a move list, kept for their memory.
    levels: Vec<(Vec<Kid>, MoveList)>,
    /// With the repetition rule: the positions of the line searched, the current one last, and
    /// the hash of each; those since the last capture start at `base`.
    history: Vec<Position>,
    history_hashes: Vec<u64>,
    base: usize,
    reps: Repetitions,
    /// Whether any search has met a limit (then limited bounds may be in the table).
    limits_met: bool,
    pub(crate) counters: Counters,
    deadline: Option<Instant>,
    stop: Option<&'a AtomicBool>,
    /// Set once the deadline passed or the stop flag was seen: every value after it is void.
    pub(crate) stopped: bool,
}

impl<'a, R: Exact + ?Sized> Search<'a, R> {
    /// A search of `rules` over `table`; `history` holds the positions since the last capture,
    /// the one to be searched last (for the repetition rule; the others ignore it).
    pub(crate) fn new(
        rules: &'a R,
        table: &'a mut Table,
        history: &[Position],
        deadline: Option<Instant>,
        stop: Option<&'a AtomicBool>,
    ) -> Self {
        let mut stores = 0u128;
        for p in 0..rules.num_players() {
            if let Some(pit) = rules.store(p as Player) {
                stores |= 1 << pit;
            }
        }
        let limits = rules.limits();
        let repetition = rules.ends_on_repetition();
        let history: Vec<Position> = if repetition {
            history.to_vec()
        } else {
            Vec::new()
        };
        let history_hashes = history.iter().map(Position::identity_hash).collect();
        Search {
            rules,
            table,
            separable: rules.captures_are_final(),
            repetition,
            kinds: rules.has_piece_kinds(),
            stores,
            max_plies: limits.max_plies,
            max_quiet: limits.max_plies_without_capture,
            levels: Vec::new(),
            history,
            history_hashes,
            base: 0,
            reps: Repetitions::for_rules(rules),
            limits_met: false,
            counters: Counters::default(),
            deadline,
            stop,
            stopped: false,
        }
    }

    /// The points of `me` less the other player's, as `pos` stands.
    #[inline]
    fn margin(&self, pos: &Position, me: Player) -> i32 {
        let scores = self.rules.scores(pos);
        scores[usize::from(me)] - scores[usize::from(1 - me)]
    }

    /// The value of a finished game for `me`: the final margin of points; a game stopped by a
    /// limit has no winner and counts as a draw, 0.
    #[inline]
    pub(crate) fn final_value(pos: &Position, me: Player) -> i32 {
        let outcome = pos.outcome().expect("a finished game");
        if matches!(outcome.reason, EndReason::Limit(_)) {
            0
        } else {
            outcome.scores[usize::from(me)] - outcome.scores[usize::from(1 - me)]
        }
    }

    /// The points still on the board, outside the stores.
    #[inline]
    fn points_on_board(&self, pos: &Position) -> i32 {
        let mut total = 0;
        if self.kinds {
            for pit in 0..pos.num_pits() {
                if self.stores >> pit & 1 == 0 {
                    total += self.rules.points(pos.pieces(pit as u8));
                }
            }
        } else {
            for (pit, &count) in pos.pits().iter().enumerate() {
                if self.stores >> pit & 1 == 0 {
                    total += i32::from(count);
                }
            }
            // Plain pieces are worth what the ruleset says: one point each unless it says else.
            if total > 0 {
                let one = self.rules.points(crate::position::Pieces {
                    plain: 1,
                    ..Default::default()
                });
                total *= one;
            }
        }
        total
    }

    /// The table key of `pos` (with the positions since the last capture where the repetition
    /// rule needs them): the bucket index and the signature.
    #[inline]
    fn key(&self, pos: &Position) -> (u64, u64) {
        // Two hashes, each word mixed in by a multiplication of its own: the player to move is
        // a word like the others (mixed into the starting value, it could cancel a difference
        // in the first pit).
        let mut a: u64 = 0x243F_6A88_85A3_08D3;
        let mut b: u64 = 0x1319_8A2E_0370_7344;
        let mut eat = |w: u64| {
            a = (a ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
            b = (b.wrapping_add(w))
                .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
                .rotate_left(27)
                ^ (b >> 17);
        };
        eat(1 << 58 | u64::from(pos.to_move));
        let n = pos.num_pits();
        let keep = if self.separable { !self.stores } else { !0 };
        let mut i = 0;
        while i < n {
            let mut w = 0u64;
            for j in 0..4 {
                let pit = i + j;
                if pit < n && keep >> pit & 1 == 1 {
                    w |= u64::from(pos.pits[pit]) << (16 * j);
                }
            }
            eat(w);
            i += 4;
        }
        if self.kinds {
            for pit in 0..n {
                if keep >> pit & 1 == 1 && (pos.black[pit] | pos.special[pit]) != 0 {
                    eat(1 << 63
                        | (pit as u64) << 16
                        | u64::from(pos.black[pit]) << 8
                        | u64::from(pos.special[pit]));
                }
            }
        }
        for p in 0..pos.num_players() {
            if !self.separable {
                let bank = pos.bank[p];
                eat(1 << 62
                    | u64::from(bank.plain)
                    | u64::from(bank.black) << 16
                    | u64::from(bank.special) << 32);
            }
            if pos.in_hand[p] != 0 {
                eat(1 << 61 | (p as u64) << 8 | u64::from(pos.in_hand[p]));
            }
        }
        for (i, &word) in pos.family.0.iter().enumerate() {
            if word != 0 {
                eat(1 << 60 | (i as u64) << 32 | u64::from(word));
            }
        }
        if pos.out_of_play != 0 || pos.round != 1 {
            eat(1 << 59 | u64::from(pos.round));
            eat(pos.out_of_play as u64);
            eat((pos.out_of_play >> 64) as u64);
        }
        if self.repetition {
            // The positions seen since the last capture, as a set: the sum of their hashes,
            // the current position's left out (it is always there).
            let earlier =
                &self.history_hashes[self.base..self.history_hashes.len().saturating_sub(1)];
            let set = earlier.iter().fold(0u64, |s, &h| {
                s.wrapping_add(h.wrapping_mul(0xFF51_AFD7_ED55_8CCD))
            });
            eat(set);
        }
        (a, b | 1)
    }

    /// The key of `pos` at its move counters, for bounds found by searches that met a limit.
    #[inline]
    fn counters_key(pos: &Position, (a, b): (u64, u64)) -> (u64, u64) {
        let c = u64::from(pos.ply) << 32 | u64::from(pos.plies_without_capture);
        let c = (c ^ 0x5851_F42D_4C95_7F2D).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (a ^ c, (b ^ c.rotate_left(17)) | 1)
    }

    /// The table's bounds for `pos`, where they may be used at its move counters.
    #[inline]
    fn probe(&self, pos: &Position, key: (u64, u64)) -> Option<Entry> {
        if let Some(e) = self.table.probe(key.0, key.1) {
            let reusable = e.height != SATURATED
                && e.quiet != QUIET_SATURATED
                && u64::from(pos.ply) + u64::from(e.height) < u64::from(self.max_plies)
                && u64::from(pos.plies_without_capture) + u64::from(e.quiet)
                    < u64::from(self.max_quiet);
            if reusable {
                return Some(e);
            }
        }
        if self.limits_met {
            let key = Self::counters_key(pos, key);
            return self.table.probe(key.0, key.1);
        }
        None
    }

    /// Checks the clock and the stop flag now and then.
    #[inline]
    fn tick(&mut self) {
        self.counters.nodes += 1;
        if self.counters.nodes & 4095 == 0
            && (self.deadline.is_some_and(|d| Instant::now() >= d)
                || self.stop.is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.stopped = true;
        }
    }

    /// Plays `mv` from `pos` (the current node) into `child`, applying the repetition rule with
    /// the positions since the last capture.
    #[inline]
    fn play(&mut self, pos: &Position, mv: &Move, child: &mut Position) {
        child.clone_from(pos);
        if self.repetition {
            self.reps.start(&self.history[self.base]);
            for p in &self.history[self.base + 1..] {
                self.reps.repeats(p, false);
            }
        }
        engine::apply(self.rules, child, mv, &mut self.reps, &mut NoRecord);
    }

    /// [`Search::search`] one ply deeper, on more stack where this thread's is running out:
    /// every line runs to the end of the game, hundreds of plies in Oware, deeper than the
    /// two megabytes a worker thread has (or, on a larger board, the eight of the main thread).
    #[inline]
    fn deeper(&mut self, pos: &Position, depth: usize, alpha: i32, beta: i32) -> Found {
        stacker::maybe_grow(STACK_LEFT, STACK_GROWTH, || {
            self.search(pos, depth, alpha, beta)
        })
    }

    /// The value of `pos` (not over) for its player to move, searched with the window
    /// (`alpha`, `beta`), at depth `depth` of the search (which picks its stacks).
    pub(crate) fn search(&mut self, pos: &Position, depth: usize, alpha: i32, beta: i32) -> Found {
        let unknown = Found {
            value: 0,
            height: 0,
            quiet: 0,
            limited: false,
        };
        self.tick();
        if self.stopped {
            return unknown;
        }
        let me = pos.to_move;
        let offset = if self.separable {
            self.margin(pos, me)
        } else {
            0
        };
        if self.separable {
            // What is left on the board is all that can still change the margin.
            let left = self.points_on_board(pos);
            if offset + left <= alpha {
                return Found {
                    value: offset + left,
                    ..unknown
                };
            }
            if offset - left >= beta {
                return Found {
                    value: offset - left,
                    ..unknown
                };
            }
        }
        let key = self.key(pos);
        let mut table_move = NO_MOVE;
        if let Some(e) = self.probe(pos, key) {
            let lower = if i32::from(e.lower) < -MAX_VALUE {
                i32::MIN
            } else {
                i32::from(e.lower) + offset
            };
            let upper = if i32::from(e.upper) > MAX_VALUE {
                i32::MAX
            } else {
                i32::from(e.upper) + offset
            };
            let found = Found {
                height: if e.height == SATURATED {
                    0
                } else {
                    u32::from(e.height)
                },
                quiet: u32::from(e.quiet),
                limited: e.height == SATURATED,
                value: 0,
            };
            if lower >= beta || lower == upper {
                self.counters.hits += 1;
                return Found {
                    value: lower,
                    ..found
                };
            }
            if upper <= alpha {
                self.counters.hits += 1;
                return Found {
                    value: upper,
                    ..found
                };
            }
            table_move = e.best;
        }

        // The children, in order: the table's move alone first (it often settles the test, and
        // then no other move is played), then the others, sorted.
        if self.levels.len() <= depth {
            self.levels.push((Vec::new(), MoveList::new()));
        }
        let (mut kids, mut moves) = std::mem::take(&mut self.levels[depth]);
        moves.clear();
        self.rules.legal_moves(pos, &mut moves);
        let count = moves.len();
        if kids.len() < count {
            kids.resize_with(count, || Kid {
                pos: pos.clone(),
                index: 0,
                order: 0,
                captured: false,
            });
        }
        let here = self.margin(pos, me);
        let first = usize::from(table_move);
        let mut filled = if first < count {
            self.fill(&mut kids[0], pos, &moves, first, me, here);
            1
        } else {
            0
        };
        let mut all_filled = filled == 0 && {
            self.fill_rest(&mut kids, pos, &moves, None, me, here);
            filled = count;
            true
        };

        let mut best = i32::MIN;
        let mut best_index = NO_MOVE;
        let mut height = 0u32;
        let mut quiet = 0u32;
        let mut limited = false;
        let mut a = alpha;
        let mut next = 0;
        loop {
            if next == filled {
                if all_filled {
                    break;
                }
                self.fill_rest(&mut kids, pos, &moves, Some(first), me, here);
                filled = count;
                all_filled = true;
                if next == filled {
                    break;
                }
            }
            let kid = &kids[next];
            next += 1;
            let child = &kid.pos;
            let (value, h, q) = if child.is_over() {
                limited |= matches!(child.outcome().map(|o| o.reason), Some(EndReason::Limit(_)));
                (Search::<R>::final_value(child, me), 0, 0)
            } else {
                let base = self.enter(child, kid.captured);
                let found = if child.to_move == me {
                    self.deeper(child, depth + 1, a, beta)
                } else {
                    let f = self.deeper(child, depth + 1, -beta, -a);
                    Found {
                        value: -f.value,
                        ..f
                    }
                };
                self.leave(base);
                limited |= found.limited;
                (found.value, found.height, found.quiet)
            };
            if self.stopped {
                break;
            }
            height = height.max(h.saturating_add(1));
            if child.plies_without_capture != 0 {
                quiet = quiet.max(q.saturating_add(1));
            }
            if value > best {
                best = value;
                best_index = kid.index;
            }
            if best >= beta {
                break;
            }
            a = a.max(best);
        }
        self.levels[depth] = (kids, moves);
        if self.stopped {
            return unknown;
        }

        // Keep what was learnt.
        let (lower, upper) = if best >= beta {
            (best, i32::MAX)
        } else if best <= alpha {
            (i32::MIN, best)
        } else {
            (best, best)
        };
        let old = self.probe(pos, key);
        let rel = |v: i32| {
            if v == i32::MAX {
                MAX_VALUE + 1
            } else if v == i32::MIN {
                -MAX_VALUE - 1
            } else {
                (v - offset).clamp(-MAX_VALUE, MAX_VALUE)
            }
        };
        let (mut lo, mut hi) = (rel(lower), rel(upper));
        let mut entry_height = height;
        let mut entry_quiet = quiet;
        if let Some(e) = old {
            // Bounds from other searches stay true; keep the tighter of each.
            lo = lo.max(i32::from(e.lower));
            hi = hi.min(i32::from(e.upper));
            if e.height != SATURATED {
                entry_height = entry_height.max(u32::from(e.height));
                entry_quiet = entry_quiet.max(u32::from(e.quiet));
            }
        }
        let (index, sig, stored_height) = if limited {
            self.limits_met = true;
            let (i, s) = Self::counters_key(pos, key);
            (i, s, SATURATED)
        } else {
            (
                key.0,
                key.1,
                u16::try_from(entry_height).unwrap_or(SATURATED),
            )
        };
        self.table.store(
            index,
            Entry {
                sig,
                lower: lo as i16,
                upper: hi as i16,
                height: stored_height,
                quiet: u8::try_from(entry_quiet).unwrap_or(QUIET_SATURATED),
                best: best_index,
            },
        );
        Found {
            value: best,
            height,
            quiet,
            limited,
        }
    }

    /// Plays move `i` of `moves` from `pos` into `kid`, with its place in the order.
    #[inline]
    fn fill(
        &mut self,
        kid: &mut Kid,
        pos: &Position,
        moves: &MoveList,
        i: usize,
        me: Player,
        here: i32,
    ) {
        let mv = moves[i];
        self.play(pos, &mv, &mut kid.pos);
        let child = &kid.pos;
        let gain = i64::from(self.margin(child, me) - here);
        let keeps_turn = !child.is_over() && child.to_move == me;
        kid.captured = self.repetition && self.reps.len() == 1;
        kid.index = u8::try_from(i).unwrap_or(NO_MOVE);
        // Moves that keep the turn, then by the points gained at once, then the later in the
        // canonical list first: in sowing games those are the pits nearest the end of the
        // mover's row (Kalah's store, Oware's opponent), which most often keep the initiative.
        // (Measured on Kalah(6,3): 1.7 million positions this way; 31 million in canonical
        // order; 8 million ordering equals by how often each move refuted before.)
        kid.order = i64::from(keeps_turn) << 52 | (gain + (1 << 19)) << 32 | i as i64;
    }

    /// Plays every move of `moves` but `skip` into `kids` (after the first, if `skip` was played
    /// there), and sorts them, best first.
    #[inline]
    fn fill_rest(
        &mut self,
        kids: &mut [Kid],
        pos: &Position,
        moves: &MoveList,
        skip: Option<usize>,
        me: Player,
        here: i32,
    ) {
        let from = usize::from(skip.is_some());
        let mut at = from;
        for i in 0..moves.len() {
            if Some(i) == skip {
                continue;
            }
            self.fill(&mut kids[at], pos, moves, i, me, here);
            at += 1;
        }
        // A stable insertion sort, highest first: lists are short.
        for i in from + 1..at {
            let mut j = i;
            while j > from && kids[j - 1].order < kids[j].order {
                kids.swap(j - 1, j);
                j -= 1;
            }
        }
    }

    /// Steps into `child` for the repetition rule (a move that `captured` starts the positions
    /// since the last capture again); returns what [`Search::leave`] restores.
    #[inline]
    fn enter(&mut self, child: &Position, captured: bool) -> usize {
        let base = self.base;
        if self.repetition {
            self.history.push(child.clone());
            self.history_hashes.push(child.identity_hash());
            if captured {
                self.base = self.history.len() - 1;
            }
        }
        base
    }

    /// Steps back out of the child entered by [`Search::enter`].
    #[inline]
    fn leave(&mut self, base: usize) {
        if self.repetition {
            self.history.pop();
            self.history_hashes.pop();
            self.base = base;
        }
    }
}

impl<R: Exact + ?Sized> Search<'_, R> {
    /// The line of perfect play from `pos` (not over), whose value for its player to move is
    /// `value`: at each position the search's best move (the table's) if it keeps the value,
    /// else the first move in canonical order that does, found
    /// by null-window tests (answered mostly by the table). Returns the moves and the position
    /// at the end of the game; `None` if stopped.
    pub(crate) fn line(&mut self, pos: &Position, value: i32) -> Option<(Vec<Move>, Position)> {
        let mut line = Vec::new();
        let mut pos = pos.clone();
        let mut value = value;
        let mut moves = MoveList::new();
        let mut child = pos.clone();
        let entered = self.history.len();
        let start_base = self.base;
        while !pos.is_over() {
            let me = pos.to_move;
            moves.clear();
            self.rules.legal_moves(&pos, &mut moves);
            // The search's own best move first: it keeps the value unless the table lost it,
            // and trying a worse move first would ask for a proof the search never made.
            let key = self.key(&pos);
            if let Some(best) = self.probe(&pos, key).map(|e| usize::from(e.best)) {
                best_first(&mut moves, best);
            }
            let mut chosen = None;
            for mv in &moves {
                self.play(&pos, mv, &mut child);
                let captured = self.repetition && self.reps.len() == 1;
                let (reaches, next) = if child.is_over() {
                    (Search::<R>::final_value(&child, me) >= value, value)
                } else {
                    let base = self.enter(&child, captured);
                    let (reaches, next) = if child.to_move == me {
                        (
                            self.search(&child, 0, value - 1, value).value >= value,
                            value,
                        )
                    } else {
                        (
                            -self.search(&child, 0, -value, -value + 1).value >= value,
                            -value,
                        )
                    };
                    if !reaches {
                        self.leave(base);
                    }
                    (reaches, next)
                };
                if self.stopped {
                    break;
                }
                if reaches {
                    chosen = Some((*mv, next));
                    break;
                }
            }
            if self.stopped {
                break;
            }
            // (None only if the table's bounds were wrong: the caller finds the game unfinished.)
            let Some((mv, next)) = chosen else { break };
            line.push(mv);
            std::mem::swap(&mut pos, &mut child);
            value = next;
        }
        // Back to the root's positions since the last capture.
        self.history.truncate(entered);
        self.history_hashes.truncate(entered);
        self.base = start_base;
        if self.stopped {
            None
        } else {
            Some((line, pos))
        }
    }
}

/// Moves the move at `index` of `moves` (if there is one) to the front, the others keeping
/// their order.
pub(crate) fn best_first(moves: &mut MoveList, index: usize) {
    if index > 0 && index < moves.len() {
        let first = moves[index];
        let mut ordered = MoveList::new();
        ordered.push(first);
        for mv in moves.iter().filter(|m| **m != first) {
            ordered.push(*mv);
        }
        *moves = ordered;
    }
}
