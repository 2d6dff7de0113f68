//! The values of every legal move of a position, as a puzzle's proof states them: exactly by the
//! solver, within a budget of positions, or by a deterministic alpha-beta search (one thread,
//! no time limit, a table of fixed size, no endgame database) of a fixed depth. Both the
//! generator and the test that checks the shipped puzzles go through here.
//!
//! A move's value is the value of the position it leads to, for the player who made it: the
//! solver's or the search's value of that position, negated when the other player moves next
//! (in Kalah a move that ends in the store leaves the same player to move), or the final margin
//! when the move ends the game.

use std::{
    num::NonZeroUsize,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use crate::{
    family::Family,
    game::Game,
    position::{Player, Position},
    search::{self, AlphaBeta},
    solve::{self, SolveOptions, Solver},
};

/// The deepest search a proof may state.
pub const MAX_PROOF_DEPTH: u32 = 30;
/// The slots of the search's table (fixed, so the search's values do not depend on the
/// machine).
pub const TABLE_ENTRIES: usize = 1 << 18;
/// The solver's table, in MiB.
pub const SOLVER_MEMORY_MB: usize = 64;

/// The solver is asked only about positions with at most this many pieces in the houses (the
/// stores and banks left out): those it settles in a moment.
pub const EXACT_PIECES: u32 = 20;
/// The time the solver may take for the position after one move at the most: a safety net only
/// (the positions it is asked about take milliseconds), past which the move is not settled.
pub const SOLVER_SAFETY_TIME: std::time::Duration = std::time::Duration::from_secs(5);

/// The pieces in the houses of `pos` (its stores left out).
#[must_use]
pub fn pieces_in_play(rules: &dyn Family, pos: &Position) -> u32 {
    let stores: Vec<_> = (0..rules.num_players())
        .filter_map(|p| rules.store(p as Player))
        .collect();
    (0..pos.pits().len())
        .filter(|pit| !stores.iter().any(|s| usize::from(*s) == *pit))
        .map(|pit| u32::from(pos.pieces(pit as crate::position::PitId).total()))
        .sum()
}

/// A move's values at several depths of search, in the search's own units
/// ([`search::UNIT`]ths of a point; a decided game as the search counts it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ladder {
    /// The moves, in the ruleset's notation, in the order the rules list them.
    pub moves: Vec<String>,
    /// For each depth from 1 (plies from the position, the move included), each move's value.
    pub values: Vec<Vec<i32>>,
}

/// Values moves by the solver and by search, keeping the solver's table between positions of
/// one ruleset.
#[derive(Debug)]
pub struct Prover {
    solver: Option<Solver>,
    search: AlphaBeta,
}

impl Default for Prover {
    fn default() -> Self {
        Prover::new()
    }
}

/// The final margin of a finished position for `me`: 0 without a winner.
fn final_margin(rules: &dyn Family, pos: &Position, me: Player) -> i32 {
    let Some(outcome) = pos.outcome() else {
        return 0;
    };
    if outcome.winner.is_none() {
        return 0;
    }
    let scores = outcome.scores(rules.num_players());
    let mine = scores[usize::from(me)];
    let other = scores
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(me))
        .map(|(_, s)| *s)
        .max()
        .unwrap_or(0);
    mine - other
}

/// The game after each legal move of `game`'s position, with the move's text, in the order the
/// rules list the moves.
fn children(game: &Game) -> Vec<(String, Game)> {
    let rules = game.rules();
    game.legal_moves()
        .iter()
        .map(|mv| {
            let text = rules.move_text(game.position(), mv);
            let mut next = game.clone();
            next.play(mv).expect("a legal move plays");
            (text, next)
        })
        .collect()
}

impl Prover {
    /// A prover with a solver's table of [`SOLVER_MEMORY_MB`] MiB (none where the system will
    /// not give it: then nothing is proved exactly) and a search table of [`TABLE_ENTRIES`].
    #[must_use]
    pub fn new() -> Prover {
        Prover {
            solver: Solver::with_memory(SOLVER_MEMORY_MB).ok(),
            search: AlphaBeta::new(TABLE_ENTRIES).without_endgames(),
        }
    }

    /// Forgets what the solver's table holds (before another ruleset).
    pub fn clear(&mut self) {
        if let Some(s) = self.solver.as_mut() {
            s.clear();
        }
    }

    /// The exact value of every legal move of `game`'s position, in the order the rules list
    /// them, if the solver settles every one within `nodes` positions searched each (`None`
    /// for rules it cannot solve, or a move it does not settle).
    pub fn exact_values(&mut self, game: &Game, nodes: u64) -> Option<Vec<(String, i32)>> {
        let rules = game.rules();
        if rules.num_players() != 2 || rules.not_solvable().is_some() {
            return None;
        }
        if pieces_in_play(rules, game.position()) > EXACT_PIECES {
            return None;
        }
        let me = game.position().turn();
        let mut out = Vec::new();
        for (text, next) in children(game) {
            let pos = next.position();
            if pos.is_over() {
                out.push((text, final_margin(rules, pos, me)));
                continue;
            }
            let stop = Arc::new(AtomicBool::new(false));
            let options = SolveOptions {
                time_limit: Some(SOLVER_SAFETY_TIME),
                stop: Some(Arc::clone(&stop)),
                database: Some(0),
                threads: Some(NonZeroUsize::MIN),
                ..SolveOptions::default()
            };
            let history = solve::game_history(&next);
            let solver = self.solver.as_mut()?;
            let solution = solver
                .solve(rules, pos, &history, &options, &mut |p| {
                    if p.nodes > nodes {
                        stop.store(true, Ordering::Relaxed);
                    }
                })
                .ok()?;
            if solution.lower != solution.upper {
                return None;
            }
            let v = solution.lower;
            out.push((text, if pos.turn() == me { v } else { -v }));
        }
        Some(out)
    }

    /// Every legal move's value by a search of `depth` plies from `game`'s position (`depth -
    /// 1` after the move; at least 1), in the search's units, in the order the rules list the
    /// moves.
    pub fn search_values(&mut self, game: &Game, depth: u32) -> Vec<(String, i32)> {
        let rules = game.rules();
        let me = game.position().turn();
        children(game)
            .into_iter()
            .map(|(text, next)| {
                let pos = next.position();
                let v = if pos.is_over() {
                    final_margin(rules, pos, me) * search::UNIT
                } else {
                    let r = self
                        .search
                        .search(rules, pos, depth.saturating_sub(1).max(1), None);
                    if pos.turn() == me { r.value } else { -r.value }
                };
                (text, v)
            })
            .collect()
    }

    /// [`Prover::search_values`] at every depth from 1 to `depth`.
    pub fn ladder(&mut self, game: &Game, depth: u32) -> Ladder {
        let mut moves = Vec::new();
        let mut values = Vec::new();
        for d in 1..=depth {
            let found = self.search_values(game, d);
            moves = found.iter().map(|(m, _)| m.clone()).collect();
            values.push(found.into_iter().map(|(_, v)| v).collect());
        }
        Ladder { moves, values }
    }
}

/// A search value in whole points (a decided game by its margin): [`search::value_in_points`].
#[must_use]
pub fn points(value: i32) -> i32 {
    search::value_in_points(value)
}

/// Whether move `answer` of `values` is strictly the best.
#[must_use]
pub fn strictly_best(values: &[i32], answer: usize) -> bool {
    values
        .iter()
        .enumerate()
        .all(|(i, v)| i == answer || *v < values[answer])
}

/// The positions the solver may search for each move when a proof is checked: more than the
/// generator gave it ([`super::generate::SOLVER_NODES`]), so that what it settled then it
/// settles again whatever its table holds.
pub const CHECK_SOLVER_NODES: u64 = 4 * super::generate::SOLVER_NODES;

/// Why a puzzle's proof does not check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckFailure {
    /// The solver did not settle every move within [`CHECK_SOLVER_NODES`].
    Unsettled,
    /// The solver finds another value for this move.
    Value {
        /// The move.
        mv: String,
        /// The proof's value.
        stated: i32,
        /// The solver's.
        found: i32,
    },
    /// A search two plies deeper than the proof's does not find the answer strictly best;
    /// the moves with their values at that depth (in the search's units).
    Deeper(Vec<(String, i32)>),
}

impl Prover {
    /// Checks `puzzle`'s proof in `game`, its position: a proof by the solver against the
    /// solver (every value the same), a proof by search against a search two plies deeper
    /// (the answer still strictly the best).
    ///
    /// # Errors
    /// What does not check.
    pub fn check(&mut self, puzzle: &super::Puzzle, game: &Game) -> Result<(), CheckFailure> {
        match puzzle.proof.method {
            super::Method::Exact => {
                let found = self
                    .exact_values(game, CHECK_SOLVER_NODES)
                    .ok_or(CheckFailure::Unsettled)?;
                for (mv, value) in found {
                    let stated = puzzle.value_of(&mv);
                    if stated != Some(value) {
                        return Err(CheckFailure::Value {
                            mv,
                            stated: stated.unwrap_or(i32::MIN),
                            found: value,
                        });
                    }
                }
                Ok(())
            }
            super::Method::Search { depth } => {
                let found = self.search_values(game, depth + 2);
                let answer = found.iter().position(|(mv, _)| *mv == puzzle.answer);
                let values: Vec<i32> = found.iter().map(|(_, v)| *v).collect();
                match answer {
                    Some(i) if strictly_best(&values, i) => Ok(()),
                    _ => Err(CheckFailure::Deeper(found)),
                }
            }
        }
    }
}
