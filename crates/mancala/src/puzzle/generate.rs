//! Finding puzzles in games the computer plays against itself: `mancala puzzles generate`'s
//! library side.
//!
//! Each game pairs two players drawn from [`LEVELS`] and opens with a few random moves (all
//! drawn from the seed), so that the games differ; the positions of a game are then looked at
//! in a seeded order, a few a game (one from its last third, one from the rest, in turn), and
//! a position becomes a puzzle when one move is clearly
//! the best:
//! - **exactly**: the solver settles the position after every legal move within
//!   [`SOLVER_NODES`] positions each, and the best move's margin beats the next best by at
//!   least [`MIN_MARGIN`] points; else
//! - **by search**: every legal move is searched ([`super::prove::Prover::search_values`]) to
//!   the depth asked, the best beats the next best by at least [`MIN_MARGIN`] points, and a
//!   search two plies deeper still finds it strictly the best.
//!
//! Its difficulty: the shallowest depth from which every search up to the proof's finds the
//! answer strictly the best ([`super::Difficulty::depth`]; one more than the proof's depth when
//! only the solver sees it), and the moves a two-ply search finds within a point of the best
//! ([`super::Difficulty::tempting`]), made into a rating by [`rating`].
//!
//! **Deterministic**: the players, the searches and the solver's budget count work, not time,
//! and run on one thread, so the same ruleset, count, seed and depth give the same puzzles.

use std::{collections::HashSet, num::NonZeroUsize, sync::Arc};

use rand::{RngExt, SeedableRng, seq::SliceRandom};

use super::{
    Difficulty, Method, MoveValue, Origin, Proof, Puzzle,
    prove::{self, Prover},
};
use crate::{
    agent::{Agent, Budget, Seat},
    family::{Family, PlayoutRng},
    game::Game,
    search::UNIT,
};

/// The players the games pair (two drawn for each game): `greedy` and alpha-beta of a fixed
/// depth, from weak to fair.
pub const LEVELS: &[(&str, Option<u32>)] = &[
    ("greedy", None),
    ("alphabeta:1", Some(1)),
    ("alphabeta:2", Some(2)),
    ("alphabeta:4", Some(4)),
];
/// The least margin, in points, by which the answer beats the next best move.
pub const MIN_MARGIN: i32 = 2;
/// The positions the solver may search for the position after each move.
pub const SOLVER_NODES: u64 = 200_000;
/// The most positions of one game looked at.
pub const TRIES_PER_GAME: usize = 6;
/// The most puzzles taken from one game.
pub const PUZZLES_PER_GAME: usize = 2;
/// The longest game played (plies).
pub const MAX_PLIES: usize = 400;
/// The most random moves a game opens with.
pub const MAX_OPENING: u32 = 6;
/// The depth of the proof by search unless told otherwise.
pub const DEFAULT_DEPTH: u32 = 8;
/// The most games played for each puzzle asked: the generation ends there with fewer.
pub const GAMES_PER_PUZZLE: usize = 40;

/// What a generation is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateOptions {
    /// The puzzles wanted.
    pub count: usize,
    /// The seed every game is drawn from.
    pub seed: u64,
    /// The depth of the proofs by search, in plies from the puzzle's position (2 to
    /// [`prove::MAX_PROOF_DEPTH`] - 2).
    pub depth: u32,
}

/// How far a generation has come (after each position looked at).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateProgress {
    /// Games played so far.
    pub games: usize,
    /// Positions looked at.
    pub tried: usize,
    /// Puzzles found.
    pub found: usize,
    /// Puzzles wanted.
    pub wanted: usize,
}

/// An Elo-like rating from how deep the point lies and how many moves tempt: 500, and 100 for
/// each ply of depth and each tempting move beside the answer (at least 400).
#[must_use]
pub fn rating(depth: u32, tempting: u32) -> u32 {
    (500 + 100 * depth + 100 * tempting.saturating_sub(1)).max(400)
}

/// The seat of a level of [`LEVELS`].
fn seat(depth: Option<u32>) -> Seat {
    match depth {
        None => Seat::Greedy,
        Some(d) => Seat::AlphaBeta(Budget::Work(d), NonZeroUsize::MIN),
    }
}

/// Up to `options.count` puzzles of `rules` (whose shipped id is `ruleset`), named
/// `RULESET-001` on; `progress` is called after each position looked at.
pub fn generate(
    rules: &Arc<dyn Family>,
    ruleset: &str,
    options: GenerateOptions,
    progress: &mut dyn FnMut(&GenerateProgress),
) -> Vec<Puzzle> {
    let depth = options.depth.clamp(2, prove::MAX_PROOF_DEPTH - 2);
    let mut rng = PlayoutRng::seed_from_u64(options.seed);
    let mut prover = Prover::new();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    let mut state = GenerateProgress {
        games: 0,
        tried: 0,
        found: 0,
        wanted: options.count,
    };
    let max_games = options.count.saturating_mul(GAMES_PER_PUZZLE);
    while out.len() < options.count && state.games < max_games {
        state.games += 1;
        let pair = [
            rng.random_range(0..LEVELS.len()),
            rng.random_range(0..LEVELS.len()),
        ];
        let levels: Vec<String> = pair.iter().map(|&i| LEVELS[i].0.to_owned()).collect();
        let game_seed: u64 = rng.random();
        let opening = rng.random_range(0..=MAX_OPENING);
        let games = play_game(rules, pair, game_seed, opening);
        // Half the positions looked at from the last third of the game (where the solver
        // settles more), half from the rest, alternately.
        let from = usize::try_from(opening).unwrap_or(0).min(games.len());
        let late = from.max(games.len() - (games.len() - from) / 3);
        let mut early: Vec<usize> = (from..late).collect();
        let mut end: Vec<usize> = (late..games.len()).collect();
        early.shuffle(&mut rng);
        end.shuffle(&mut rng);
        let mut plies: Vec<usize> = Vec::with_capacity(games.len());
        for i in 0..early.len().max(end.len()) {
            plies.extend(end.get(i).copied());
            plies.extend(early.get(i).copied());
        }
        let mut taken = 0;
        for &ply in plies.iter().take(TRIES_PER_GAME) {
            if out.len() == options.count || taken == PUZZLES_PER_GAME {
                break;
            }
            state.tried += 1;
            let game = &games[ply];
            let fen = game.fen();
            if game.position().is_over() || game.legal_moves().len() < 2 || seen.contains(&fen) {
                progress(&state);
                continue;
            }
            if let Some((proof, difficulty)) = prove_position(&mut prover, game, depth) {
                seen.insert(fen.clone());
                taken += 1;
                out.push(Puzzle {
                    id: format!("{ruleset}-{:03}", out.len() + 1),
                    ruleset: ruleset.to_owned(),
                    fen,
                    answer: proof.values[0].mv.clone(),
                    proof,
                    difficulty,
                    origin: Origin {
                        seed: options.seed,
                        game: u32::try_from(state.games).unwrap_or(u32::MAX),
                        levels: levels.clone(),
                        ply: u32::try_from(ply).unwrap_or(u32::MAX),
                    },
                });
                state.found = out.len();
            }
            progress(&state);
        }
    }
    out
}

/// The game after each ply of one game (the start first): `opening` random moves, then the
/// two levels of `pair` in turn, to the end or [`MAX_PLIES`].
fn play_game(rules: &Arc<dyn Family>, pair: [usize; 2], seed: u64, opening: u32) -> Vec<Game> {
    let mut rng = PlayoutRng::seed_from_u64(seed);
    let first = u8::from(rng.random_bool(0.5));
    let mut game = Game::new(Arc::clone(rules), first % 2);
    let mut agents = [
        Agent::new(seat(LEVELS[pair[0]].1), seed ^ 1),
        Agent::new(seat(LEVELS[pair[1]].1), seed ^ 2),
    ];
    let mut out = vec![game.clone()];
    while !game.position().is_over() && out.len() <= MAX_PLIES {
        let mv = if (out.len() as u32) <= opening {
            let moves = game.legal_moves();
            moves[rng.random_range(0..moves.len())]
        } else {
            let turn = usize::from(game.position().turn()) % 2;
            agents[turn].choose(&**rules, game.position())
        };
        if game.play(&mv).is_err() {
            break;
        }
        out.push(game.clone());
    }
    out
}

/// The proof and difficulty of `game`'s position if one move is clearly best there.
fn prove_position(prover: &mut Prover, game: &Game, depth: u32) -> Option<(Proof, Difficulty)> {
    // The cheap look first: a search at the proof's depth must see a clear best move (the
    // solver's values are searched for only then).
    let searched = prover.search_values(game, depth);
    let units: Vec<i32> = searched.iter().map(|(_, v)| *v).collect();
    let (best_i, _) = order(&units)[0];
    let clear = |values: &[i32], margin: i32| {
        let order = order(values);
        order[0].0 == best_i && order[0].1 - order[1].1 >= margin
    };
    if !clear(&units, 1) {
        return None;
    }
    let (method, values) = match prover.exact_values(game, SOLVER_NODES) {
        Some(exact) => {
            let v: Vec<i32> = exact.iter().map(|(_, v)| *v).collect();
            if !clear(&v, MIN_MARGIN) {
                return None;
            }
            (Method::Exact, v)
        }
        None => {
            let points: Vec<i32> = units.iter().map(|v| prove::points(*v)).collect();
            if !clear(&points, MIN_MARGIN) || !prove::strictly_best(&units, best_i) {
                return None;
            }
            let deeper: Vec<i32> = prover
                .search_values(game, depth + 2)
                .iter()
                .map(|(_, v)| *v)
                .collect();
            if !prove::strictly_best(&deeper, best_i) {
                return None;
            }
            (Method::Search { depth }, points)
        }
    };
    let ladder = prover.ladder(game, depth);
    let shows = (1..=depth)
        .rev()
        .take_while(|d| prove::strictly_best(&ladder.values[*d as usize - 1], best_i))
        .last()
        .unwrap_or(depth + 1);
    let two = &ladder.values[1.min(ladder.values.len() - 1)];
    let top = two.iter().copied().max().unwrap_or(0);
    let tempting = u32::try_from(two.iter().filter(|v| **v >= top - UNIT).count()).unwrap_or(0);
    let ordered = order(&values);
    let values: Vec<MoveValue> = ordered
        .iter()
        .map(|&(i, value)| MoveValue {
            mv: searched[i].0.clone(),
            value,
        })
        .collect();
    let proof = Proof {
        method,
        best: values[0].value,
        next_best: values[1].value,
        next_move: values[1].mv.clone(),
        margin: values[0].value - values[1].value,
        values,
    };
    Some((
        proof,
        Difficulty {
            rating: rating(shows, tempting),
            depth: shows,
            tempting,
        },
    ))
}

/// The moves' indices with their values, the best first (ties in the order given).
fn order(values: &[i32]) -> Vec<(usize, i32)> {
    let mut o: Vec<(usize, i32)> = values.iter().copied().enumerate().collect();
    o.sort_by_key(|&(i, v)| (std::cmp::Reverse(v), i));
    o
}
