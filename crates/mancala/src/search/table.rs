//! The transposition table of [`super::AlphaBeta`], which the threads of one search share.
//!
//! Each slot is three 64-bit words, each read and written on its own, with no lock: the key
//! of the position mixed (by XOR) with the two words of the entry, and those two words. A
//! thread that reads a slot while another writes it may see some old words and some new; the
//! key it then works out from the three matches no position (but by a chance of one in 2⁶⁴),
//! so a torn entry is never used, only missed (Hyatt and Mann's lockless hashing).

use std::sync::atomic::{AtomicU64, Ordering};

use crate::{
    moves::{Direction, Move},
    position::Kind,
};

/// What the table keeps of a searched position.
#[derive(Clone, Copy)]
pub(super) struct Entry {
    pub(super) key: u64,
    /// The search that wrote the entry (older ones are replaced first).
    pub(super) generation: u32,
    /// The depth searched, or for a solved entry the least depth its value holds at.
    pub(super) depth: u8,
    pub(super) bound: u8,
    /// Whether no position under it was cut off by the depth: its value holds at any depth at
    /// least `depth`.
    pub(super) solved: bool,
    pub(super) value: i32,
    /// The best move itself, for ordering and for reading the expected line back
    /// ([`super::AlphaBeta::principal_variation`]).
    pub(super) best_move: Move,
}

impl Default for Entry {
    fn default() -> Entry {
        Entry {
            key: 0,
            generation: 0,
            depth: 0,
            bound: 0,
            solved: false,
            value: 0,
            best_move: Move::sow(0, Direction::Forward),
        }
    }
}

impl std::fmt::Debug for Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry")
            .field("depth", &self.depth)
            .finish_non_exhaustive()
    }
}

impl Entry {
    /// The entry as two words: the value and the generation; the depth, the bound, whether
    /// solved, and the move.
    fn pack(&self) -> [u64; 2] {
        let mv = &self.best_move;
        let first = match mv.first {
            Kind::Plain => 0,
            Kind::Black => 1,
            Kind::Special => 2,
        };
        let more = u64::from(self.depth)
            | u64::from(self.bound) << 8
            | u64::from(self.solved) << 16
            | u64::from(mv.pit) << 24
            | u64::from(mv.dir == Direction::Backward) << 32
            | first << 33
            | u64::from(mv.place) << 35
            | u64::from(mv.special_at) << 40;
        [
            u64::from(self.value as u32) | u64::from(self.generation) << 32,
            more,
        ]
    }

    /// The entry of `key` packed as `words` (see [`Entry::pack`]).
    fn unpack(key: u64, [data, more]: [u64; 2]) -> Entry {
        let byte = |at: u32| (more >> at) as u8;
        let first = match (more >> 33) & 3 {
            0 => Kind::Plain,
            1 => Kind::Black,
            _ => Kind::Special,
        };
        Entry {
            key,
            generation: (data >> 32) as u32,
            depth: byte(0),
            bound: byte(8),
            solved: byte(16) != 0,
            value: data as u32 as i32,
            best_move: Move {
                pit: byte(24),
                dir: if (more >> 32) & 1 == 1 {
                    Direction::Backward
                } else {
                    Direction::Forward
                },
                first,
                special_at: byte(40),
                place: (more >> 35) & 1 == 1,
            },
        }
    }
}

/// One slot: the key mixed with the two words of the entry, and those words.
#[derive(Default)]
struct Slot {
    check: AtomicU64,
    data: AtomicU64,
    more: AtomicU64,
}

/// The slots, a power of two of them, shared by the threads of a search.
pub(super) struct Table {
    slots: Box<[Slot]>,
    mask: usize,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("slots", &self.slots.len())
            .finish_non_exhaustive()
    }
}

impl Table {
    /// A table of `size` empty slots (a power of two).
    pub(super) fn new(size: usize) -> Table {
        debug_assert!(size.is_power_of_two());
        Table {
            slots: (0..size).map(|_| Slot::default()).collect(),
            mask: size - 1,
        }
    }

    /// Empties every slot (with no search running on it).
    pub(super) fn clear(&self) {
        for slot in &self.slots {
            slot.check.store(0, Ordering::Relaxed);
            slot.data.store(0, Ordering::Relaxed);
            slot.more.store(0, Ordering::Relaxed);
        }
    }

    /// The first of the pair of slots where `key` is kept.
    #[inline]
    pub(super) fn pair(&self, key: u64) -> usize {
        key as usize & self.mask & !1
    }

    /// The entry in slot `at`: a slot torn by a write at the same time reads as the entry of
    /// a key no position has.
    #[inline]
    pub(super) fn load(&self, at: usize) -> Entry {
        let slot = &self.slots[at];
        let check = slot.check.load(Ordering::Relaxed);
        let words = [
            slot.data.load(Ordering::Relaxed),
            slot.more.load(Ordering::Relaxed),
        ];
        Entry::unpack(check ^ words[0] ^ words[1], words)
    }

    /// Writes `entry` into slot `at`.
    #[inline]
    pub(super) fn put(&self, at: usize, entry: &Entry) {
        let slot = &self.slots[at];
        let words = entry.pack();
        slot.check
            .store(entry.key ^ words[0] ^ words[1], Ordering::Relaxed);
        slot.data.store(words[0], Ordering::Relaxed);
        slot.more.store(words[1], Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_reads_back_as_written_and_a_torn_slot_under_another_key() {
        let entry = Entry {
            key: 0x1234_5678_9abc_def0,
            generation: u32::MAX - 3,
            depth: 200,
            bound: 3,
            solved: true,
            value: -1_000_321,
            best_move: Move {
                pit: 95,
                dir: Direction::Backward,
                first: Kind::Black,
                special_at: 255,
                place: true,
            },
        };
        let table = Table::new(1024);
        table.put(7, &entry);
        let back = table.load(7);
        assert_eq!(back.key, entry.key);
        assert_eq!(back.pack(), entry.pack());
        assert_eq!(back.best_move, entry.best_move);
        assert_eq!(
            (back.value, back.generation),
            (entry.value, entry.generation)
        );
        // Another entry's words over half of this one's: the key no longer matches.
        let other = Entry {
            key: 99,
            value: 5,
            ..Entry::default()
        };
        table.slots[7]
            .data
            .store(other.pack()[0], Ordering::Relaxed);
        assert_ne!(table.load(7).key, entry.key);
        assert_ne!(table.load(7).key, other.key);
        // An empty slot is the default entry.
        assert_eq!(table.load(8).pack(), Entry::default().pack());
        assert_eq!(table.load(8).key, 0);
    }

    #[test]
    fn a_slot_stays_24_bytes() {
        assert_eq!(std::mem::size_of::<Slot>(), 24);
    }
}
