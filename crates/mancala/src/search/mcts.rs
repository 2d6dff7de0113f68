//! Monte Carlo tree search: UCT selection, random playouts cut off after [`PLAYOUT_PLIES`]
//! plies and scored by the lead in points, a reward per player (max-n); for two players, an MCTS-solver that proves wins, losses and draws; a tree kept from one search
//! to the next.
//!
//! **The solver** (Winands, Björnsson & Saito 2008, "Monte-Carlo Tree Search Solver"), for two
//! players only. A finished game is proven: won or lost for the player who made the last move,
//! or drawn (a shared first place, or a game stopped by a limit, which the rewards count as a
//! draw too). A node one of whose moves is proven won for the player who makes it is proven won
//! for that player; a node all of whose moves are proven is proven the best of them for the
//! player to move (won if one wins, else drawn if one draws, else lost). Selection never enters
//! a proven node, and a search stops as soon as its root is proven. The move played prefers a
//! proven win (the shortest line found), never takes a proven loss while another move is open,
//! prefers a proven draw to a move whose win rate is below one half, and with every move
//! proven lost plays the one whose loss lasts longest. Distances are the plies of the line the
//! solver proved, not necessarily the shortest win (or the longest loss) there is.
//!
//! **More players** (Sungka for 3 to 6): max-n, as before, and nothing is proven: a position
//! won for one player's choice among the others' is not a two-sided proof.
//!
//! **Tree reuse**: an [`Mcts`] keeps its tree after a search. The next search starts from the
//! node of its position if the tree holds it a few plies below the last root (the moves played
//! since, the searching player's own and the others'), keeping that subtree's statistics and
//! proofs (copied into a fresh, compact tree); otherwise it starts a fresh tree. Position
//! equality compares everything, move counters included, so a position of another game is not
//! taken for one of this game's. [`Mcts::forget`] drops the tree (a new game, another
//! ruleset).
//!
//! **Repetition**: a search follows the repetition rule from its root on (a position repeated
//! since the last capture, inside the tree or a playout, ends that game); positions of the game
//! before the root are not known to it.

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    family::Family,
    moves::{Move, MoveList},
    position::{EndReason, Player, Position},
};

/// The most nodes an MCTS tree grows to (about a hundred megabytes); a search that reaches it
/// stops there, as if its budget had run out. A tree kept for the next search counts too.
pub const MAX_MCTS_NODES: usize = 1_000_000;

/// How many plies below the last root the next search looks for its position in the kept tree.
pub const MAX_REUSE_PLIES: u32 = 8;

/// Monte Carlo tree search: UCT selection, random playouts cut off and scored by the lead, a
/// reward per player; for two players, proven wins, losses and draws (see the module's
/// documentation).
#[derive(Debug)]
pub struct Mcts {
    rng: Xoshiro256PlusPlus,
    /// The exploration constant of UCT.
    pub exploration: f64,
    /// The most plies of a playout ([`PLAYOUT_PLIES`] unless changed; `u32::MAX` plays every
    /// playout to the end of the game).
    pub playout_plies: u32,
    /// The tree of the last search (empty before the first); `nodes[0]` is its root.
    nodes: Vec<Node>,
    /// The position at the root of `nodes`.
    root: Option<Position>,
}

/// The most plies of a playout: a game not over by then is scored by the lead in points
/// (each player's points at that moment). Measured against playouts to the end (at 100 ms
/// a move): better on Oware Abapa, not worse on Kalah and Ô ăn quan.
pub const PLAYOUT_PLIES: u32 = 20;

/// What is proven of a node, for the player who made the move into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    Unknown,
    /// Won in this many plies from the node.
    Win(u32),
    /// Lost in this many plies from the node.
    Loss(u32),
    /// Drawn in this many plies from the node.
    Draw(u32),
}

impl Proof {
    /// The same proof for the other player (of two).
    fn flipped(self) -> Proof {
        match self {
            Proof::Win(n) => Proof::Loss(n),
            Proof::Loss(n) => Proof::Win(n),
            other => other,
        }
    }

    /// The same proof one ply earlier.
    fn later(self) -> Proof {
        match self {
            Proof::Unknown => Proof::Unknown,
            Proof::Win(n) => Proof::Win(n + 1),
            Proof::Loss(n) => Proof::Loss(n + 1),
            Proof::Draw(n) => Proof::Draw(n + 1),
        }
    }

    /// How much the player it is for likes it: a win (the sooner the better), a draw, a loss
    /// (the later the better).
    fn rank(self) -> (u8, i64) {
        match self {
            Proof::Win(n) => (3, -i64::from(n)),
            Proof::Draw(_) => (2, 0),
            Proof::Unknown => (1, 0),
            Proof::Loss(n) => (0, i64::from(n)),
        }
    }

    fn is_known(self) -> bool {
        self != Proof::Unknown
    }
}

#[derive(Debug)]
struct Node {
    mv: Option<Move>,
    /// The player who made `mv` (at the root: the player to move there).
    mover: Player,
    children: Vec<u32>,
    untried: Vec<Move>,
    visits: u32,
    /// Total reward of `mover` over the visits.
    reward: f64,
    /// What is proven of the node, for `mover`.
    proof: Proof,
}

impl Node {
    fn mean(&self) -> f64 {
        self.reward / f64::from(self.visits.max(1))
    }

    /// The node's win rate for `mover`, 1 or 0 or one half where it is proven.
    fn win_rate(&self) -> f64 {
        match self.proof {
            Proof::Win(_) => 1.0,
            Proof::Loss(_) => 0.0,
            Proof::Draw(_) => 0.5,
            Proof::Unknown => self.mean(),
        }
    }
}

/// A proven value of a position, for the player to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proven {
    /// A forced win, in at most this many plies (the line the solver found).
    Win(u32),
    /// A forced loss, in this many plies if the opponent plays the line the solver found.
    Loss(u32),
    /// A forced draw (neither side can force a win), in this many plies along the line found.
    Draw(u32),
}

impl Mcts {
    /// A search drawing from `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Mcts {
        Mcts {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            exploration: std::f64::consts::SQRT_2,
            playout_plies: PLAYOUT_PLIES,
            nodes: Vec::new(),
            root: None,
        }
    }

    /// A search made like OpenSpiel's `MCTSBot` as `benches/openspiel_engine.py` runs it, a
    /// model of that opponent: random playouts to the end of the game, rewards 1, one half and
    /// 0 (OpenSpiel's returns of 1, 0 and -1, rescaled), and UCT's constant 1 (OpenSpiel's 2 on
    /// returns twice as wide), with the solver. At 250,000 iterations (about half a second
    /// here) it chose as `MCTSBot` at a second a move on the Kalah positions compared (see
    /// [`crate::book::against`]).
    #[must_use]
    pub fn like_openspiel(seed: u64) -> Mcts {
        Mcts {
            exploration: 1.0,
            playout_plies: u32::MAX,
            ..Mcts::new(seed)
        }
    }

    /// Drops the kept tree: the next search starts afresh (for a new game, or another ruleset:
    /// the tree does not know which ruleset made it).
    pub fn forget(&mut self) {
        self.nodes = Vec::new();
        self.root = None;
    }

    /// The nodes of the kept tree (0 before the first search or after [`Mcts::forget`]).
    #[must_use]
    pub fn tree_size(&self) -> usize {
        self.nodes.len()
    }

    fn legal<R: Family + ?Sized>(rules: &R, pos: &Position) -> Vec<Move> {
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

    /// Each player's reward for an unfinished game, by the points they have now: 1 for the
    /// sole leader, 1/k shared by k tied leaders.
    fn lead_rewards<R: Family + ?Sized>(rules: &R, pos: &Position, out: &mut [f64]) {
        let players = pos.num_players();
        let scores = rules.scores(pos);
        let best = scores[..players].iter().copied().max().unwrap_or(0);
        let leaders = scores[..players].iter().filter(|&&s| s == best).count();
        for (p, r) in out.iter_mut().enumerate() {
            *r = if scores[p] == best {
                1.0 / leaders as f64
            } else {
                0.0
            };
        }
    }

    /// What a finished game proves for `mover`, the player who made its last move.
    fn terminal_proof(pos: &Position, mover: Player) -> Proof {
        let outcome = pos.outcome().expect("a finished game");
        match (outcome.winner, outcome.reason) {
            (_, EndReason::Limit(_)) | (None, _) => Proof::Draw(0),
            (Some(w), _) if w == mover => Proof::Win(0),
            (Some(_), _) => Proof::Loss(0),
        }
    }

    /// What the children of `n` prove of it, for the player to move at `n` (the mover of its
    /// children): a win if a child wins for them, the best child if every move is proven.
    fn proof_for_player(nodes: &[Node], n: usize) -> Proof {
        let node = &nodes[n];
        let mut best = Proof::Unknown;
        let mut all = node.untried.is_empty() && !node.children.is_empty();
        for &c in &node.children {
            let p = nodes[c as usize].proof;
            if !p.is_known() {
                all = false;
            } else if best == Proof::Unknown || p.rank() > best.rank() {
                best = p;
            }
        }
        match best {
            Proof::Win(_) => best.later(),
            _ if all => best.later(),
            _ => Proof::Unknown,
        }
    }

    /// The child of `n` to play: the shortest proven win; else, of the moves not proven lost,
    /// the most visited (a proven draw instead if that one's win rate is below one half); with
    /// every move proven lost, the longest loss. `None` without children.
    fn choose_child(nodes: &[Node], n: usize) -> Option<usize> {
        let children = || nodes[n].children.iter().map(|&c| c as usize);
        if let Some(win) = children()
            .filter(|&c| matches!(nodes[c].proof, Proof::Win(_)))
            .max_by_key(|&c| nodes[c].proof.rank())
        {
            return Some(win);
        }
        let open = children()
            .filter(|&c| !matches!(nodes[c].proof, Proof::Loss(_) | Proof::Draw(_)))
            .max_by_key(|&c| nodes[c].visits);
        let draw = children().find(|&c| matches!(nodes[c].proof, Proof::Draw(_)));
        match (open, draw) {
            (Some(o), Some(d)) if nodes[o].mean() < 0.5 => Some(d),
            (Some(o), _) => Some(o),
            (None, Some(d)) => Some(d),
            (None, None) => children().max_by_key(|&c| (nodes[c].proof.rank(), nodes[c].visits)),
        }
    }

    /// Finds `pos` in the kept tree, at most [`MAX_REUSE_PLIES`] below its root, and makes its
    /// subtree the tree (compacted); otherwise starts a fresh tree. Returns the visits kept.
    fn take_root<R: Family + ?Sized>(&mut self, rules: &R, pos: &Position) -> u32 {
        let found = self.root.as_ref().and_then(|root| {
            let depth = pos.ply().checked_sub(root.ply())?;
            if depth > MAX_REUSE_PLIES || self.nodes.is_empty() {
                return None;
            }
            Mcts::find(rules, &self.nodes, 0, root, pos)
        });
        let Some(at) = found else {
            self.nodes.clear();
            self.nodes.push(Node {
                mv: None,
                mover: pos.turn(),
                children: Vec::new(),
                untried: Mcts::legal(rules, pos),
                visits: 0,
                reward: 0.0,
                proof: Proof::Unknown,
            });
            self.root = Some(pos.clone());
            return 0;
        };
        if at != 0 {
            // Copy the subtree, breadth first, into a fresh vector: the rest is dropped.
            let mut old = std::mem::take(&mut self.nodes);
            let mut kept = Vec::new();
            let mut queue = std::collections::VecDeque::from([at as u32]);
            while let Some(i) = queue.pop_front() {
                let node = &mut old[i as usize];
                let children = std::mem::take(&mut node.children);
                let first = (kept.len() + queue.len() + 1) as u32;
                let renumbered = (first..first + children.len() as u32).collect();
                queue.extend(children);
                kept.push(Node {
                    mv: node.mv,
                    mover: node.mover,
                    children: renumbered,
                    untried: std::mem::take(&mut node.untried),
                    visits: node.visits,
                    reward: node.reward,
                    proof: node.proof,
                });
            }
            self.nodes = kept;
            self.nodes[0].mv = None;
            self.root = Some(pos.clone());
        }
        self.nodes[0].visits
    }

    /// The node below `n` (whose position is `at`) whose position is `target`, found by
    /// playing the tree's moves.
    fn find<R: Family + ?Sized>(
        rules: &R,
        nodes: &[Node],
        n: usize,
        at: &Position,
        target: &Position,
    ) -> Option<usize> {
        if at.ply() >= target.ply() {
            return (at == target).then_some(n);
        }
        let mut reps = Repetitions::new();
        for &c in &nodes[n].children {
            let mut next = at.clone();
            let mv = nodes[c as usize].mv.expect("a child has a move");
            engine::apply(rules, &mut next, &mv, &mut reps, &mut NoRecord);
            if let Some(found) = Mcts::find(rules, nodes, c as usize, &next, target) {
                return Some(found);
            }
        }
        None
    }

    /// Runs `iterations` iterations (or until `time` runs out) from `pos`, which must not be
    /// over; returns the most visited move, its win rate for the mover (0..1) and the iterations.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search<R: Family + ?Sized>(
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
    /// least one iteration runs unless the kept tree already proves the position), and says
    /// more of what it found.
    ///
    /// # Panics
    /// If the game is over.
    pub fn search_with<R: Family + ?Sized>(
        &mut self,
        rules: &R,
        pos: &Position,
        iterations: u32,
        time: Option<Duration>,
        stop: Option<&AtomicBool>,
    ) -> MctsResult {
        assert!(!pos.is_over(), "no move to search in a finished game");
        let start = Instant::now();
        let reused = self.take_root(rules, pos);
        let solving = pos.num_players() == 2;
        let me = pos.turn();
        let root_proof = |nodes: &[Node]| {
            let p = nodes[0].proof;
            if nodes[0].mover == me { p } else { p.flipped() }
        };
        let mut reps = Repetitions::for_rules(rules);
        let mut rewards = vec![0.0; pos.num_players()];
        let mut path: Vec<usize> = Vec::new();
        let mut done = 0;
        let nodes = &mut self.nodes;
        while done < iterations.max(1) {
            if root_proof(nodes).is_known() {
                break;
            }
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
            reps.start(&state);
            let mut node = 0;
            path.clear();
            path.push(0);
            // Selection, past proven nodes.
            while nodes[node].untried.is_empty() && !nodes[node].children.is_empty() {
                let parent_visits = f64::from(nodes[node].visits).ln();
                let c = self.exploration;
                let uct = |n: &Node| n.mean() + c * (parent_visits / f64::from(n.visits)).sqrt();
                let Some(next) = nodes[node]
                    .children
                    .iter()
                    .map(|&c| c as usize)
                    .filter(|&c| !nodes[c].proof.is_known())
                    .max_by(|&a, &b| uct(&nodes[a]).total_cmp(&uct(&nodes[b])))
                else {
                    break;
                };
                node = next;
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
                let proof = if solving && state.is_over() {
                    Mcts::terminal_proof(&state, mover)
                } else {
                    Proof::Unknown
                };
                nodes.push(Node {
                    mv: Some(mv),
                    mover,
                    children: Vec::new(),
                    untried: Mcts::legal(rules, &state),
                    visits: 0,
                    reward: 0.0,
                    proof,
                });
                nodes[node].children.push(child as u32);
                path.push(child);
            }
            // Playout, cut off after `playout_plies` plies.
            let mut moves = MoveList::new();
            for _ in 0..self.playout_plies {
                if state.is_over() {
                    break;
                }
                let rng = &mut self.rng;
                let mv = engine::random_move(rules, &state, &mut moves, |n| rng.random_range(0..n));
                engine::apply(rules, &mut state, &mv, &mut reps, &mut NoRecord);
            }
            if state.is_over() {
                Mcts::rewards(&state, &mut rewards);
            } else {
                Mcts::lead_rewards(rules, &state, &mut rewards);
            }
            // Backpropagation.
            for &n in &path {
                nodes[n].visits += 1;
                nodes[n].reward += rewards[nodes[n].mover as usize];
            }
            // Proofs, from the leaf up while they change.
            if solving && nodes[*path.last().expect("the root")].proof.is_known() {
                for &n in path.iter().rev().skip(1) {
                    let for_player = Mcts::proof_for_player(nodes, n);
                    if !for_player.is_known() {
                        break;
                    }
                    let player = nodes[nodes[n].children[0] as usize].mover;
                    nodes[n].proof = if nodes[n].mover == player {
                        for_player
                    } else {
                        for_player.flipped()
                    };
                }
            }
        }
        let chosen =
            Mcts::choose_child(nodes, 0).expect("at least one iteration expands a fresh root");
        let (best, win_rate, mut at) =
            if matches!(nodes[chosen].proof, Proof::Loss(_)) && !nodes[0].untried.is_empty() {
                // Every move tried is proven lost, and others were never tried: one of those,
                // whose win rate is not known (one half).
                (nodes[0].untried[0], 0.5, None)
            } else {
                let n = &nodes[chosen];
                (
                    n.mv.expect("a child has a move"),
                    n.win_rate(),
                    Some(chosen),
                )
            };
        // The expected line: the move to play from each node down, while the tree has looked
        // past it more than once or proved it.
        let mut pv = vec![best];
        while let Some(n) = at.and_then(|n| Mcts::choose_child(nodes, n)) {
            if nodes[n].visits <= 1 && !nodes[n].proof.is_known() {
                break;
            }
            pv.push(nodes[n].mv.expect("a child has a move"));
            at = Some(n);
        }
        let proven = match root_proof(nodes) {
            Proof::Unknown => None,
            Proof::Win(n) => Some(Proven::Win(n)),
            Proof::Loss(n) => Some(Proven::Loss(n)),
            Proof::Draw(n) => Some(Proven::Draw(n)),
        };
        MctsResult {
            best,
            win_rate,
            iterations: done,
            nodes: nodes.len(),
            pv,
            proven,
            reused,
        }
    }
}

/// What [`Mcts::search_with`] found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsResult {
    /// The move to play: a proven win if there is one, else the most visited move not proven
    /// lost (see the module's documentation).
    pub best: Move,
    /// Its win rate for the player to move, 0 to 1 (1, 0 or one half where proven).
    pub win_rate: f64,
    /// The iterations run (none when the kept tree already proved the position).
    pub iterations: u32,
    /// The nodes of the tree.
    pub nodes: usize,
    /// The expected line: the move to play, then the reply to it, and so on while the reply
    /// was visited more than once or is proven.
    pub pv: Vec<Move>,
    /// What the solver proved of the position, for the player to move (two players only).
    pub proven: Option<Proven>,
    /// The visits of the position kept from the previous search (0 for a fresh tree).
    pub reused: u32,
}
