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

    /// The moves, to reorder in place.
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
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

/// The canonical texts of a game's moves, packed: one buffer of text and the end of each move in
/// it, so that a long game costs a few bytes a move rather than a string each.
///
/// Reads and writes as a JSON array of strings (the `moves` of a record).
#[derive(Clone, Default, PartialEq, Eq)]
pub struct MoveTexts {
    text: String,
    ends: Vec<u32>,
}

impl MoveTexts {
    /// No moves.
    #[must_use]
    pub fn new() -> MoveTexts {
        MoveTexts::default()
    }

    /// The number of moves.
    #[must_use]
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Adds a move at the end.
    ///
    /// # Panics
    /// The texts together pass 4 GiB (a record file is refused long before).
    pub fn push(&mut self, text: &str) {
        self.text.push_str(text);
        self.ends
            .push(u32::try_from(self.text.len()).expect("move texts stay under 4 GiB"));
    }

    /// Removes the last move.
    pub fn pop(&mut self) -> Option<String> {
        self.ends.pop()?;
        let start = self.ends.last().map_or(0, |&e| e as usize);
        Some(self.text.split_off(start))
    }

    /// Move `i` (0-based).
    #[must_use]
    pub fn get(&self, i: usize) -> Option<&str> {
        let end = *self.ends.get(i)? as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        Some(&self.text[start..end])
    }

    /// The last move.
    #[must_use]
    pub fn last(&self) -> Option<&str> {
        self.len().checked_sub(1).and_then(|i| self.get(i))
    }

    /// The moves in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &str> + '_ {
        (0..self.len()).map(|i| self.get(i).expect("in range"))
    }
}

impl<S: AsRef<str>> FromIterator<S> for MoveTexts {
    fn from_iter<I: IntoIterator<Item = S>>(iter: I) -> MoveTexts {
        let mut texts = MoveTexts::new();
        for s in iter {
            texts.push(s.as_ref());
        }
        texts
    }
}

impl fmt::Debug for MoveTexts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl serde::Serialize for MoveTexts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for MoveTexts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<MoveTexts, D::Error> {
        struct Texts;
        impl<'de> serde::de::Visitor<'de> for Texts {
            type Value = MoveTexts;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of moves, each a string")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<MoveTexts, A::Error> {
                let mut texts = MoveTexts::new();
                while seq.next_element_seed(Push(&mut texts))?.is_some() {}
                Ok(texts)
            }
        }
        /// Reads one move straight into the buffer: nothing is allocated for it.
        struct Push<'a>(&'a mut MoveTexts);
        impl<'de> serde::de::DeserializeSeed<'de> for Push<'_> {
            type Value = ();
            fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
                d.deserialize_str(self)
            }
        }
        impl serde::de::Visitor<'_> for Push<'_> {
            type Value = ();
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a move as a string")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<(), E> {
                if self.0.text.len() + text.len() > u32::MAX as usize {
                    return Err(E::custom("the moves are longer than 4 GiB"));
                }
                self.0.push(text);
                Ok(())
            }
        }
        d.deserialize_seq(Texts)
    }
}
