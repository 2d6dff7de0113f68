//! Sowing paths worked out once, so that a playout sows a handful in one step.
//!
//! Where the path of a sowing depends only on the pit it starts from (Oware skips that pit,
//! Kalah passes over the opponent's store, but neither looks at the seeds), dropping `n` plain
//! pieces from pit `o` always adds the same numbers to the same pits. A [`SowingTable`] holds,
//! for every such pit, direction and handful, those numbers, the pits that receive a piece and
//! the pit of the last piece. It is built from the ruleset's own `next_pit` (see
//! [`crate::ruleset::build_sowing_table`]), so it states no rule of its own; the engine applies
//! a path with one vector addition instead of a loop of `n` drops whose length, being random,
//! ends in a mispredicted branch. It imports nothing of the traits: it is plain data made from
//! a function.
//!
//! The engine uses a path only when nobody records events (a transcript names every pit a piece
//! falls in) and only for the first run of a move; relays and larger handfuls take the loop.
//!

use std::fmt;

use crate::{
    moves::Direction,
    position::{PitId, Position},
};

/// The most pits a ring may have for a table (one lane of [`Path::add`] per pit).
pub const TABLE_PITS: usize = 16;
/// The largest handful a table holds a path for.
pub const TABLE_HANDFUL: u16 = 63;

/// What lifting a handful from one pit and sowing it does to the pits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(C, align(32))]
pub struct Path {
    /// Added to each pit (pit i: lane i), modulo 2^16: the pit lifted from also loses the
    /// handful, so its lane holds the pieces it gets back minus the handful.
    pub add: [u16; TABLE_PITS],
}

/// Where a [`Path`] ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PathEnd {
    /// The pits holding a piece after the sowing, among those it changed: every pit that
    /// receives one (bit i = pit i). The pit lifted from is empty unless it is among them.
    pub touched: u16,
    /// The pit of the last piece.
    pub last: PitId,
    /// The pit lifted from.
    pub origin: PitId,
}

/// A path of a [`SowingTable`], found by [`SowingTable::find`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathId(usize);

/// The [`Path`] of every handful of up to [`TABLE_HANDFUL`] plain pieces from every pit, in
/// each direction the table was built for.
#[derive(Clone, PartialEq, Eq)]
pub struct SowingTable {
    /// Paths per (direction, pit): one per handful from 0 to `handfuls - 1`.
    handfuls: usize,
    num_pits: usize,
    /// Whether the table also holds [`Direction::Backward`] paths.
    backward: bool,
    /// Whether the path from a pit never depends on the pit a move started from, so that a
    /// relay (a lift from where the last piece fell) follows the table too.
    any_origin: bool,
    paths: Box<[Path]>,
    ends: Box<[PathEnd]>,
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
        let pits = 0..num_pits as PitId;
        let any_origin = dirs.iter().all(|&dir| {
            pits.clone().all(|from| {
                let after = next(from, 0, dir);
                pits.clone().all(|origin| next(from, origin, dir) == after)
            })
        });
        let size = dirs.len() * num_pits * handfuls;
        let (mut paths, mut ends) = (Vec::with_capacity(size), Vec::with_capacity(size));
        for &dir in dirs {
            for origin in 0..num_pits as PitId {
                let mut path = Path::default();
                let mut end = PathEnd {
                    touched: 0,
                    last: origin,
                    origin,
                };
                for handful in 0..handfuls as u16 {
                    if handful > 0 {
                        let pit = next(end.last, origin, dir);
                        assert!(usize::from(pit) < num_pits, "pit {pit} is off the ring");
                        path.add[usize::from(pit)] += 1;
                        end.touched |= 1 << pit;
                        end.last = pit;
                    }
                    let mut lifted = path;
                    let lane = &mut lifted.add[usize::from(origin)];
                    *lane = lane.wrapping_sub(handful);
                    paths.push(lifted);
                    ends.push(end);
                }
            }
        }
        Some(SowingTable {
            handfuls,
            num_pits,
            backward,
            any_origin,
            paths: paths.into_boxed_slice(),
            ends: ends.into_boxed_slice(),
        })
    }

    /// The path of a handful of `count` plain pieces lifted from `origin` and sown in `dir`, if
    /// the table holds it.
    #[inline]
    #[must_use]
    pub fn find(&self, origin: PitId, dir: Direction, count: u16) -> Option<PathId> {
        let count = usize::from(count);
        let row = match dir {
            Direction::Forward => usize::from(origin),
            Direction::Backward if self.backward => self.num_pits + usize::from(origin),
            Direction::Backward => return None,
        };
        (count < self.handfuls).then_some(PathId(row * self.handfuls + count))
    }

    /// Whether a lift during a move (a relay) may follow the table: no path depends on the pit
    /// the move started from.
    #[inline]
    #[must_use]
    pub fn serves_relays(&self) -> bool {
        self.any_origin
    }

    /// What the path does.
    #[must_use]
    pub fn path(&self, id: PathId) -> (&Path, PathEnd) {
        (&self.paths[id.0], self.ends[id.0])
    }

    /// Lifts every piece of the pit the path starts from, which holds plain pieces only and as
    /// many as the path was found for, and sows them along it; returns the pit of the last
    /// piece.
    #[inline(always)]
    pub(crate) fn lift_and_sow(&self, pos: &mut Position, id: PathId) -> PitId {
        // The pits as one wide value, changed by one wide addition: a narrow store to the pit
        // lifted from, just before, would stall the wide load of the pits that follows it.
        let pits: &mut [u16; TABLE_PITS] = (&mut pos.pits[..TABLE_PITS]).try_into().unwrap();
        for (pit, add) in pits.iter_mut().zip(self.paths[id.0].add) {
            *pit = pit.wrapping_add(add);
        }
        let end = self.ends[id.0];
        pos.occupied[0] = pos.occupied[0] & !(1 << end.origin) | u64::from(end.touched);
        end.last
    }
}

impl fmt::Debug for SowingTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Thousands of paths say nothing to a reader; their shape does.
        f.debug_struct("SowingTable")
            .field("num_pits", &self.num_pits)
            .field("handfuls", &self.handfuls)
            .field("backward", &self.backward)
            .field("any_origin", &self.any_origin)
            .finish_non_exhaustive()
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
    fn a_path_lifts_the_handful_and_adds_what_the_drops_one_by_one_add() {
        let table = SowingTable::build(12, 48, false, oware_next).unwrap();
        // Fourteen seeds from hole 10 (index 9): holes 11, 12, 1..9, 11, 12, 1, passing over 10.
        let id = table.find(9, Direction::Forward, 14).unwrap();
        let (path, end) = table.path(id);
        assert_eq!(end.last, 0);
        assert_eq!(end.touched, 0b1101_1111_1111);
        assert_eq!(
            path.add[9],
            0u16.wrapping_sub(14),
            "the lifted hole loses the handful"
        );
        let mut pos = Position::empty(12, 2);
        pos.set_count(3, 5);
        pos.set_count(9, 14);
        assert_eq!(table.lift_and_sow(&mut pos, id), 0);
        assert_eq!(pos.pits(), [2, 1, 1, 6, 1, 1, 1, 1, 1, 0, 2, 2]);
        assert_eq!(pos.occupied(), 0b1101_1111_1111);
    }

    #[test]
    fn a_handful_that_laps_the_ring_refills_the_pit_it_came_from() {
        // Kalah-like: every pit in turn, the one sown from included.
        let table = SowingTable::build(14, 48, false, |f, _, _| (f + 1) % 14).unwrap();
        let mut pos = Position::empty(14, 2);
        pos.set_count(2, 15);
        let id = table.find(2, Direction::Forward, 15).unwrap();
        assert_eq!(table.lift_and_sow(&mut pos, id), 3);
        assert_eq!(pos.count(2), 1);
        assert_eq!(pos.count(3), 2);
        assert_eq!(pos.occupied(), (1 << 14) - 1);
    }

    #[test]
    fn handfuls_past_the_table_and_directions_not_built_have_no_path() {
        let table = SowingTable::build(12, 48, false, oware_next).unwrap();
        assert!(
            !table.serves_relays(),
            "Oware's path skips the hole the move started from"
        );
        assert!(table.find(0, Direction::Forward, 48).is_some());
        assert!(table.find(0, Direction::Forward, 49).is_none());
        assert!(table.find(0, Direction::Backward, 3).is_none());
        assert!(SowingTable::build(17, 48, false, |f, _, _| (f + 1) % 17).is_none());
        let both = SowingTable::build(12, 500, true, |f, _, d| match d {
            Direction::Forward => (f + 1) % 12,
            Direction::Backward => (f + 11) % 12,
        })
        .unwrap();
        assert!(both.serves_relays(), "a plain ring looks at no origin");
        let id = both.find(0, Direction::Backward, 2).unwrap();
        assert_eq!(both.path(id).1.last, 10);
        assert!(both.find(0, Direction::Forward, TABLE_HANDFUL).is_some());
        assert!(
            both.find(0, Direction::Forward, TABLE_HANDFUL + 1)
                .is_none()
        );
    }
}
