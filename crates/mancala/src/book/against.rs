//! Books against MCTS: for one seat, in the first turns of a game, the move that leaves the
//! opponent least when the opponent is an MCTS player, chosen against a model of that player.
//!
//! **Why.** A perfect move keeps a lost game's margin smallest against a perfect opponent, but
//! an MCTS player is not one: at a second a move OpenSpiel's `MCTSBot` wins Kalah(6,4) as first
//! player by 8 with perfect play, yet its choice in a few positions of the opening decides the
//! game (see the README's "Where the games at 1 s are decided"). Among the moves of a lost
//! position, the one to play is the one after which MCTS most often goes wrong.
//!
//! **The model** ([`Model`]): [`Mcts::like_openspiel`], searched from each position with
//! `samples` seeds (1, 2, ...), each seed's move counted: how often each reply is chosen.
//!
//! **The choice** at a position of the book's seat: for each legal move, what the seat can
//! expect after it: the exact value (the solver's) for the seat after each reply the model
//! chooses, weighted by how often it chooses it; a move that ends the game is worth its final
//! margin, and a move that keeps the turn is worth the choice in the position after it. The
//! move of the highest expectation is kept (on a tie the one leaving the seat the better exact
//! value, then the first in the ruleset's order of moves).
//!
//! **The lines** the book covers: from the start, the seat's chosen moves and the opponent's
//! replies that the model chooses in at least one sample in [`FOLLOWED`] (the likely ones), to
//! the end of the seat's `turns`-th turn. Each position of the seat on them is one line of the
//! book, with its exact value and the chosen move.

use std::collections::HashMap;

use rayon::prelude::*;

use super::{Book, BookError, BookLine, Kind, unsolved};
use crate::{
    NoRecord, engine,
    family::Family,
    moves::{Move, MoveList},
    position::{Player, Position},
    search::Mcts,
    solve::{SolveOptions, Solver},
};

/// A reply of the opponent is followed when the model chooses it in at least one sample in
/// this many.
pub const FOLLOWED: u32 = 5;

/// The most samples of a model.
pub const MAX_SAMPLES: u32 = 100;

/// The opponent as the book sees it: [`Mcts::like_openspiel`] searching `iterations`
/// iterations, run with `samples` seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Model {
    /// The iterations of each search (250,000 take about half a second on one core here,
    /// where `MCTSBot` runs that many in about a second).
    pub iterations: u32,
    /// The searches from each position, seeded 1, 2, ... (1 to [`MAX_SAMPLES`]).
    pub samples: u32,
}

impl Model {
    /// How many of the samples choose each move in `pos` (not over), in the order of the
    /// ruleset's moves, the moves never chosen left out. The samples run on rayon's threads;
    /// the counts do not depend on how many.
    #[must_use]
    pub fn replies(&self, rules: &dyn Family, pos: &Position) -> Vec<(Move, u32)> {
        let chosen: Vec<Move> = (1..=u64::from(self.samples))
            .into_par_iter()
            .map(|seed| {
                Mcts::like_openspiel(seed)
                    .search_with(rules, pos, self.iterations, None, None)
                    .best
            })
            .collect();
        let mut legal = MoveList::new();
        rules.legal_moves(pos, &mut legal);
        legal
            .iter()
            .map(|mv| (*mv, chosen.iter().filter(|c| *c == mv).count() as u32))
            .filter(|&(_, n)| n > 0)
            .collect()
    }
}

/// What a book against MCTS is made for: the seat whose moves it holds, its first `turns`
/// turns, against `model`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Aim {
    /// The seat whose moves the book holds.
    pub seat: Player,
    /// The seat's turns from the start that it covers (0 to [`super::MAX_BOOK_TURNS`]; a move
    /// that earns another keeps the turn).
    pub turns: usize,
    /// The model of the opponent.
    pub model: Model,
}

/// What the making of a book is doing, for a progress line.
#[derive(Clone, Copy, Debug)]
pub enum Step<'a> {
    /// The model is asked for its replies in the position after these moves.
    Model(&'a [String]),
    /// A move was chosen for the position after these moves: its line is in the book.
    Chosen(&'a [String], usize),
}

struct Maker<'a> {
    rules: &'a dyn Family,
    seat: Player,
    model: Model,
    solver: &'a mut Solver,
    options: &'a SolveOptions,
    progress: &'a mut dyn FnMut(Step),
    /// The model's replies, by line.
    replies: HashMap<Vec<String>, Vec<(Move, u32)>>,
    /// Exact values for the player to move, by line.
    exact: HashMap<Vec<String>, i32>,
    /// The seat's choices and their expectation (in samples × points), by line.
    chosen: HashMap<Vec<String>, (Move, i64)>,
    book: Book,
}

/// The position after `mv` in `pos`, and its line of moves from the start.
fn after(
    rules: &dyn Family,
    pos: &Position,
    line: &[String],
    mv: &Move,
) -> (Position, Vec<String>) {
    let mut moves = line.to_vec();
    moves.push(rules.move_text(pos, mv));
    (crate::engine::after(rules, pos, mv), moves)
}

impl Maker<'_> {
    /// The exact value of `pos` for the player to move there.
    fn exact(&mut self, pos: &Position, line: &[String]) -> Result<i32, BookError> {
        if let Some(&v) = self.exact.get(line) {
            return Ok(v);
        }
        let solution = self
            .solver
            .solve(self.rules, pos, &[], self.options, &mut |_| {})
            .map_err(|e| unsolved(line, &e.to_string()))?;
        let value = solution
            .value()
            .ok_or_else(|| unsolved(line, "no value within the time limit"))?;
        self.exact.insert(line.to_vec(), value);
        Ok(value)
    }

    /// The exact value of `pos` for the seat (its final margin when the game is over).
    fn for_seat(&mut self, pos: &Position, line: &[String]) -> Result<i64, BookError> {
        if pos.is_over() {
            let scores = self.rules.scores(pos);
            let seat = usize::from(self.seat);
            return Ok(i64::from(scores[seat]) - i64::from(scores[1 - seat]));
        }
        let v = i64::from(self.exact(pos, line)?);
        Ok(if pos.turn() == self.seat { v } else { -v })
    }

    fn replies(&mut self, pos: &Position, line: &[String]) -> Vec<(Move, u32)> {
        if let Some(r) = self.replies.get(line) {
            return r.clone();
        }
        (self.progress)(Step::Model(line));
        let r = self.model.replies(self.rules, pos);
        self.replies.insert(line.to_vec(), r.clone());
        r
    }

    /// The seat's move in `pos` (the seat to move) and its expectation, in samples × points.
    fn choose(&mut self, pos: &Position, line: &[String]) -> Result<(Move, i64), BookError> {
        if let Some(&c) = self.chosen.get(line) {
            return Ok(c);
        }
        let mut legal = MoveList::new();
        self.rules.legal_moves(pos, &mut legal);
        let samples = i64::from(self.model.samples);
        let mut options = Vec::new();
        for mv in &legal {
            let (child, moves) = after(self.rules, pos, line, mv);
            let expected = if child.is_over() {
                samples * self.for_seat(&child, &moves)?
            } else if child.turn() == self.seat {
                self.choose(&child, &moves)?.1
            } else {
                let mut sum = 0;
                for (reply, n) in self.replies(&child, &moves) {
                    let (next, next_moves) = after(self.rules, &child, &moves, &reply);
                    sum += i64::from(n) * self.for_seat(&next, &next_moves)?;
                }
                sum
            };
            options.push((*mv, child, moves, expected));
        }
        let expected = options
            .iter()
            .map(|o| o.3)
            .max()
            .expect("a position not over has a legal move");
        options.retain(|o| o.3 == expected);
        // A tie: the better exact value, then the earlier move.
        let mut mv = options[0].0;
        if options.len() > 1 {
            let mut kept = i64::MIN;
            for (m, child, moves, _) in &options {
                let exact = self.for_seat(child, moves)?;
                if exact > kept {
                    (mv, kept) = (*m, exact);
                }
            }
        }
        self.chosen.insert(line.to_vec(), (mv, expected));
        Ok((mv, expected))
    }

    /// Puts in the book the seat's positions on the likely lines from `pos`, `turn` the seat's
    /// turns before it.
    fn follow(
        &mut self,
        pos: &Position,
        line: &[String],
        turn: usize,
        turns: usize,
    ) -> Result<(), BookError> {
        if pos.is_over() {
            return Ok(());
        }
        if pos.turn() != self.seat {
            for (reply, n) in self.replies(pos, line) {
                if n * FOLLOWED >= self.model.samples {
                    let (child, moves) = after(self.rules, pos, line, &reply);
                    self.follow(&child, &moves, turn, turns)?;
                }
            }
            return Ok(());
        }
        if turn >= turns || self.book.probe(pos).is_some() {
            return Ok(());
        }
        let (mv, _) = self.choose(pos, line)?;
        let value = self.exact(pos, line)?;
        self.book.insert(pos, mv, value);
        self.book.lines.push(BookLine {
            moves: line.to_vec(),
            value,
            best: self.rules.move_text(pos, &mv),
        });
        (self.progress)(Step::Chosen(line, self.book.lines.len()));
        let (child, moves) = after(self.rules, pos, line, &mv);
        let next = turn + usize::from(child.turn() != self.seat);
        self.follow(&child, &moves, next, turns)
    }
}

impl Book {
    /// Makes the book against MCTS of `aim` (a seat, its first turns, a model of the
    /// opponent) for a game of `rules` (`first` to move at the start), every value solved by
    /// `solver` with `options` (see the module's documentation); `progress` is told of each
    /// step.
    ///
    /// # Errors
    /// A ruleset with a repetition rule, too many turns, or a position the solver could not
    /// solve (its error, or its time limit).
    pub fn against_mcts(
        rules: &dyn Family,
        first: Player,
        aim: Aim,
        solver: &mut Solver,
        options: &SolveOptions,
        progress: &mut dyn FnMut(Step),
    ) -> Result<Book, BookError> {
        let Aim { seat, turns, model } = aim;
        if rules.ends_on_repetition() {
            return Err(BookError::Repetition);
        }
        if turns > super::MAX_BOOK_TURNS {
            return Err(BookError::Turns(turns));
        }
        let mut book = Book::empty(rules, turns);
        book.kind = Kind::AgainstMcts { seat, model };
        let mut maker = Maker {
            rules,
            seat,
            model,
            solver,
            options,
            progress,
            replies: HashMap::new(),
            exact: HashMap::new(),
            chosen: HashMap::new(),
            book,
        };
        let start = engine::initial_position(rules, first, &mut NoRecord);
        maker.follow(&start, &[], 0, turns)?;
        Ok(maker.book)
    }
}
