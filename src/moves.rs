//! Moves and move lists.
//!
//! A [`Move`] is what a player chooses; its text form belongs to each ruleset's notation
//! ([`crate::Present::parse_move`], [`crate::Present::move_text`]).

use std::fmt;

use crate::position::{Kind, PitId, PitSet};

/// The direction of sowing along the ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Increasing ring index (Ô ăn quan `R`; the only direction of Awalé, Sungka and Kalah).
    Forward,
    /// Decreasing ring index (Ô ăn quan `L`).
    Backward,
}

impl Direction {
    /// The step along the ring: +1 or −1.
    #[must_use]
    pub const fn step(self) -> isize {
        match self {
            Direction::Forward => 1,
            Direction::Backward => -1,
        }
    }
}

/// One move: the pit a player lifts (or places in), and the choices that go with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The pit that is emptied and sown, or where a special piece is placed.
    pub pit: PitId,
    /// The direction of sowing.
    pub dir: Direction,
    /// The colour sown first (coloured Awalé: [`Kind::Plain`] = red or [`Kind::Black`]).
    pub first: Kind,
    /// 1-based position in the sowing at which special pieces are dropped; 0 when there are none.
    pub special_at: u8,
    /// A set-up placement of a special piece rather than a sowing.
    pub place: bool,
}

impl Move {
    /// A plain sowing move from `pit` in `dir`.
    #[must_use]
    pub const fn sow(pit: PitId, dir: Direction) -> Move {
        Move {
            pit,
            dir,
            first: Kind::Plain,
            special_at: 0,
            place: false,
        }
    }

    /// A set-up move placing a special piece in `pit`.
    #[must_use]
    pub const fn place(pit: PitId) -> Move {
        Move {
            pit,
            dir: Direction::Forward,
            first: Kind::Plain,
            special_at: 0,
            place: true,
        }
    }
}

/// The most moves a position can offer. The coloured Awalé needs the most: a hole holding n
/// seeds, k of them special, offers up to 2 × (n − k + 1) moves, which with 6 seeds of each
/// colour per hole (146 seeds) can reach 300 in one row.
pub const MAX_MOVES: usize = 320;

/// A list of moves with a fixed capacity, so generating moves allocates nothing.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    #[must_use]
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::sow(0, Direction::Forward); MAX_MOVES],
            len: 0,
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// If the list already holds [`MAX_MOVES`] moves.
    #[inline]
    pub fn push(&mut self, mv: Move) {
        self.moves[self.len] = mv;
        self.len += 1;
    }

    /// Appends every move of `moves`.
    ///
    /// # Panics
    /// If the list would hold more than [`MAX_MOVES`] moves.
    #[inline]
    pub fn extend(&mut self, moves: impl IntoIterator<Item = Move>) {
        // The length stays in a local until the end: `push` in a loop stores and reloads it
        // through memory for every move.
        let mut len = self.len;
        for mv in moves {
            self.moves[len] = mv;
            len += 1;
        }
        self.len = len;
    }

    /// Appends a sowing from every pit of `pits` in each of `dirs`: pit by pit in pit order,
    /// and for each pit in the order of `dirs`.
    #[inline]
    pub fn push_pits(&mut self, pits: PitSet, dirs: &[Direction]) {
        for pit in pits.pits() {
            for &dir in dirs {
                self.push(Move::sow(pit, dir));
            }
        }
    }

    /// Empties the list.
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// The moves.
    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The number of moves.
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the list holds `mv`.
    #[must_use]
    pub fn contains(&self, mv: &Move) -> bool {
        self.as_slice().contains(mv)
    }

    /// Iterates over the moves.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Index<usize> for MoveList {
    type Output = Move;
    fn index(&self, i: usize) -> &Move {
        &self.as_slice()[i]
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
