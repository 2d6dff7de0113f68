//! Monte Carlo tree search: UCT selection, random playouts, a reward per player (max-n).

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    moves::{Move, MoveList},
    position::Player,
    position::{EndReason, Position},
    ruleset::Exact,
};

/// The most nodes an MCTS tree grows to (about a hundred megabytes); a search that reaches it
/// stops there, as if its budget had run out.
pub const MAX_MCTS_NODES: usize = 1_000_000;

/// Monte Carlo tree search: UCT selection, random playouts, a reward per player.
#[derive(Debug)]
pub struct Mcts {
    rng: Xoshiro256PlusPlus,
    /// The exploration constant of UCT.
    pub exploration: f64,
}

#[derive(Debug)]
struct Node {
    mv: Option<Move>,
    /// The player who made `mv`.
    mover: Player,
    children: Vec<usize>,
    untried: Vec<Move>,
    visits: u32,
    /// Total reward of `mover` over the visits.
    reward: f64,
}

impl Mcts {
    /// A search drawing from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Mcts {
        Mcts {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            exploration: std::f64::consts::SQRT_2,
        }
    }

    fn legal<R: Exact + ?Sized>(rules: &R, pos: &Position) -> Vec<Move> {
        if pos.is_over() {
            return Vec::new();
        }
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        moves.as_slice().to_vec()
    }

    /// Each player's reward for a finished game: 1 for a sole winner, 1/k shared by k tied
    /// leaders, an even share for a game stopped by a limit.
    fn rewards(pos: &Position, out: &mut [f64]) {
        let players = pos.num_players();
        out.fill(0.0);
        let outcome = pos.outcome().expect("a finished game");
        match (outcome.winner, outcome.reason) {
            (_, EndReason::Limit(_)) => out.fill(1.0 / players as f64),
            (Some(w), _) => out[w as usize] = 1.0,
            (None, _) => {
                let scores = outcome.scores(players);
                let best = scores.iter().copied().max().unwrap_or(0);
                let leaders = scores.iter().filter(|&&s| s == best).count();
                for (p, &s) in scores.iter().enumerate() {
                    if s == best {
                        out[p] = 1.0 / leaders as f64;
                    }
                }
            }
        }
    }

    /// Runs `iterations` iterations (or until `time` runs out) from `pos`, which must not be
    /// over; returns the most visited move, its win rate for the mover (0..1) and the iterations.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        iterations: u32,
        time: Option<Duration>,
    ) -> (Move, f64, u32) {
        let r = self.search_with(rules, pos, iterations, time, None);
        (r.best, r.win_rate, r.iterations)
    }

    /// [`Mcts::search`], which also stops soon after `stop` is set (by another thread; at
    /// least one iteration runs), and says more of what it found.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search_with<R: Exact + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        iterations: u32,
        time: Option<Duration>,
        stop: Option<&AtomicBool>,
    ) -> MctsResult {
        assert!(!pos.is_over(), "no move to search in a finished game");
        let start = Instant::now();
        let mut nodes = vec![Node {
            mv: None,
            mover: pos.turn(),
            children: Vec::new(),
            untried: Mcts::legal(rules, pos),
            visits: 0,
            reward: 0.0,
        }];
        let mut reps = Repetitions::new();
        let mut rewards = vec![0.0; pos.num_players()];
        let mut path = Vec::new();
        let mut done = 0;
        while done < iterations.max(1) {
            if done > 0
                && done % 64 == 0
                && (time.is_some_and(|t| start.elapsed() >= t)
                    || stop.is_some_and(|s| s.load(Ordering::Relaxed)))
            {
                break;
            }
            // Memory stays bounded under any time budget.
            if nodes.len() >= MAX_MCTS_NODES {
                break;
            }
            done += 1;
            let mut state = pos.clone();
            let mut node = 0;
            path.clear();
            path.push(0);
            // Selection.
            while nodes[node].untried.is_empty() && !nodes[node].children.is_empty() {
                let parent_visits = f64::from(nodes[node].visits).ln();
                let c = self.exploration;
                node = *nodes[node]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| {
                        let uct = |n: &Node| {
                            n.reward / f64::from(n.visits)
                                + c * (parent_visits / f64::from(n.visits)).sqrt()
                        };
                        uct(&nodes[a]).total_cmp(&uct(&nodes[b]))
                    })
                    .expect("children");
                let mv = nodes[node].mv.expect("a child has a move");
                engine::apply(rules, &mut state, &mv, &mut reps, &mut NoRecord);
                path.push(node);
            }
            // Expansion.
            if !nodes[node].untried.is_empty() {
                let i = self.rng.random_range(0..nodes[node].untried.len());
                let mv = nodes[node].untried.swap_remove(i);
                let mover = state.turn();
                engine::apply(rules, &mut state, &mv, &mut reps, &mut NoRecord);
                let child = nodes.len();
                nodes.push(Node {
                    mv: Some(mv),
                    mover,
                    children: Vec::new(),
                    untried: Mcts::legal(rules, &state),
                    visits: 0,
                    reward: 0.0,
                });
                nodes[node].children.push(child);
                path.push(child);
            }
            // Playout.
            let mut moves = MoveList::new();
            while !state.is_over() {
                let mv =
                    engine::random_move(rules, &state, &mut moves, |n| self.rng.random_range(0..n));
                engine::apply(rules, &mut state, &mv, &mut reps, &mut NoRecord);
            }
            Mcts::rewards(&state, &mut rewards);
            // Backpropagation.
            for &n in &path {
                nodes[n].visits += 1;
                nodes[n].reward += rewards[nodes[n].mover as usize];
            }
        }
        // The expected line: the most visited child, from the root down, while the tree has
        // looked past a move more than once.
        let most_visited = |n: usize| {
            nodes[n]
                .children
                .iter()
                .copied()
                .max_by_key(|&c| nodes[c].visits)
        };
        let best = most_visited(0).expect("at least one iteration expands the root");
        let mut pv = vec![nodes[best].mv.expect("a child has a move")];
        let mut at = most_visited(best);
        while let Some(n) = at.filter(|&n| nodes[n].visits > 1) {
            pv.push(nodes[n].mv.expect("a child has a move"));
            at = most_visited(n);
        }
        let n = &nodes[best];
        MctsResult {
            best: n.mv.expect("a move"),
            win_rate: n.reward / f64::from(n.visits.max(1)),
            iterations: done,
            nodes: nodes.len(),
            pv,
        }
    }
}

/// What [`Mcts::search_with`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult {
    /// The most visited move.
    pub best: Move,
    /// Its win rate for the player to move, 0 to 1.
    pub win_rate: f64,
    /// The iterations run.
    pub iterations: u32,
    /// The nodes of the tree.
    pub nodes: usize,
    /// The expected line: the most visited move, then the most visited reply, and so on while
    /// the reply was visited more than once.
    pub pv: Vec<Move>,
}
