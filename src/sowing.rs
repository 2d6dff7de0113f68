//! Sowing paths worked out once, so that a playout sows a handful in one step.
//!
//! Where the path of a sowing depends only on the pit it starts from (Oware skips that pit,
//! Kalah passes over the opponent's store, but neither looks at the seeds), dropping `n` plain
//! pieces from pit `o` always adds the same numbers to the same pits. A [`SowingTable`] holds,
//! for every such pit, direction and handful, those numbers, the pits that receive a piece and
//! the pit of the last piece. It is built from the ruleset's own [`Ruleset::next_pit`], so it
//! states no rule of its own; the engine applies a path with one vector addition instead of a
//! loop of `n` drops whose length, being random, ends in a mispredicted branch.
//!
//! The engine uses a path only when nobody records events (a transcript names every pit a piece
//! falls in) and only for the first run of a move; relays and larger handfuls take the loop.
//!
//! [`Ruleset::next_pit`]: crate::ruleset::Ruleset::next_pit

use std::fmt;

use crate::{
    moves::Direction,
    position::{PitId, Position},
};

/// The most pits a ring may have for a table (one byte of [`Path::add`] per pit).
pub const TABLE_PITS: usize = 16;
/// The largest handful a table holds a path for: a pit receives at most this many pieces, which
/// fits the byte of [`Path::add`].
pub const TABLE_HANDFUL: u16 = 63;

/// What sowing one handful from one pit does to the pits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(32))]
pub struct Path {
    /// Pieces added to each pit (pit i: byte i).
    pub add: [u8; TABLE_PITS],
    /// The pits that receive at least one piece (bit i = pit i).
    pub touched: u16,
    /// The pit of the last piece.
    pub last: PitId,
}

/// The [`Path`] of every handful of up to [`TABLE_HANDFUL`] plain pieces from every pit, in
/// each direction the table was built for.
#[derive(Clone, PartialEq, Eq)]
pub struct SowingTable {
    /// Paths per (direction, pit): one per handful from 0 to `handfuls - 1`.
    handfuls: usize,
    num_pits: usize,
    /// Whether the table also holds [`Direction::Backward`] paths.
    backward: bool,
    paths: Box<[Path]>,
}

impl SowingTable {
    /// Builds the table for a ring of `num_pits` pits from `next(from, origin, dir)`, the pit
    /// after `from` when sowing from `origin` in `dir`, for handfuls of up to `max_handful`
    /// pieces (capped at [`TABLE_HANDFUL`]). `backward` also builds [`Direction::Backward`]
    /// paths. `None` when the ring has more than [`TABLE_PITS`] pits.
    ///
    /// # Panics
    /// If `next` returns a pit outside the ring.
    pub fn build(
        num_pits: usize,
        max_handful: u16,
        backward: bool,
        mut next: impl FnMut(PitId, PitId, Direction) -> PitId,
    ) -> Option<SowingTable> {
        if num_pits > TABLE_PITS {
            return None;
        }
        let handfuls = usize::from(max_handful.min(TABLE_HANDFUL)) + 1;
        let dirs: &[Direction] = if backward {
            &[Direction::Forward, Direction::Backward]
        } else {
            &[Direction::Forward]
        };
        let mut paths = Vec::with_capacity(dirs.len() * num_pits * handfuls);
        for &dir in dirs {
            for origin in 0..num_pits as PitId {
                let mut path = Path {
                    last: origin,
                    ..Path::default()
                };
                paths.push(path);
                for _ in 1..handfuls {
                    let pit = next(path.last, origin, dir);
                    assert!(usize::from(pit) < num_pits, "pit {pit} is off the ring");
                    path.add[usize::from(pit)] += 1;
                    path.touched |= 1 << pit;
                    path.last = pit;
                    paths.push(path);
                }
            }
        }
        Some(SowingTable {
            handfuls,
            num_pits,
            backward,
            paths: paths.into_boxed_slice(),
        })
    }

    /// The path of `count` plain pieces sown from `origin` in `dir`, if the table holds it.
    #[inline]
    #[must_use]
    pub fn path(&self, origin: PitId, dir: Direction, count: u16) -> Option<&Path> {
        let count = usize::from(count);
        let row = match dir {
            Direction::Forward => usize::from(origin),
            Direction::Backward if self.backward => self.num_pits + usize::from(origin),
            Direction::Backward => return None,
        };
        if count >= self.handfuls {
            return None;
        }
        self.paths.get(row * self.handfuls + count)
    }
}

impl fmt::Debug for SowingTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Thousands of paths say nothing to a reader; their shape does.
        f.debug_struct("SowingTable")
            .field("num_pits", &self.num_pits)
            .field("handfuls", &self.handfuls)
            .field("backward", &self.backward)
            .finish_non_exhaustive()
    }
}

impl Position {
    /// Sows a handful along `path` (the pit it came from was emptied by the lift); returns the
    /// pit of the last piece.
    #[inline]
    pub(crate) fn sow_path(&mut self, path: &Path) -> PitId {
        // Sixteen additions with no branch: the compiler makes them a few vector instructions.
        // Pits past the ring get 0.
        let pits: &mut [u16; TABLE_PITS] = (&mut self.pits[..TABLE_PITS]).try_into().unwrap();
        for (pit, add) in pits.iter_mut().zip(path.add) {
            *pit += u16::from(add);
        }
        self.occupied[0] |= u64::from(path.touched);
        path.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Oware's path: the next hole, passing over the hole sown from.
    fn oware_next(from: PitId, origin: PitId, _dir: Direction) -> PitId {
        let next = (from + 1) % 12;
        if next == origin {
            (next + 1) % 12
        } else {
            next
        }
    }

    #[test]
    fn a_path_adds_what_the_drops_one_by_one_add() {
        let table = SowingTable::build(12, 48, false, oware_next).unwrap();
        // Fourteen seeds from hole 10 (index 9): holes 11, 12, 1..9, 11, 12, 1, passing over 10.
        let path = table.path(9, Direction::Forward, 14).unwrap();
        assert_eq!(path.last, 0);
        assert_eq!(path.add, [2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 2, 2, 0, 0, 0, 0]);
        assert_eq!(path.touched, 0b1101_1111_1111);
        let mut pos = Position::empty(12, 2);
        pos.set_count(3, 5);
        assert_eq!(pos.sow_path(path), 0);
        assert_eq!(pos.count(3), 6);
        assert_eq!(pos.count(10), 2);
        assert_eq!(pos.count(9), 0);
        assert_eq!(pos.occupied(), 0b1101_1111_1111);
    }

    #[test]
    fn handfuls_past_the_table_and_directions_not_built_have_no_path() {
        let table = SowingTable::build(12, 48, false, oware_next).unwrap();
        assert!(table.path(0, Direction::Forward, 48).is_some());
        assert!(table.path(0, Direction::Forward, 49).is_none());
        assert!(table.path(0, Direction::Backward, 3).is_none());
        assert!(SowingTable::build(17, 48, false, |f, _, _| (f + 1) % 17).is_none());
        let both = SowingTable::build(12, 500, true, |f, _, d| match d {
            Direction::Forward => (f + 1) % 12,
            Direction::Backward => (f + 11) % 12,
        })
        .unwrap();
        assert_eq!(both.path(0, Direction::Backward, 2).unwrap().last, 10);
        assert!(both.path(0, Direction::Forward, TABLE_HANDFUL).is_some());
        assert!(
            both.path(0, Direction::Forward, TABLE_HANDFUL + 1)
                .is_none()
        );
    }
}
