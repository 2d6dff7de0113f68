//! A copy of the pits before a move that may relay, so that a move abandoned by the relay guard
//! leaves no trace.

use crate::{
    position::{MAX_PITS, Position},
    ruleset::Playout,
};

/// What sowing and relaying change in a position: the pieces in the pits. A move abandoned by
/// the relay guard is undone from this copy, which is made before every move of a ruleset that
/// can relay: so a ring of at most sixteen pits copies those alone (80 bytes, not 400).
// Only the variant in use is written, and it lives on the stack for one move: a box for the
// large one would allocate on every move of a large ring.
#[allow(clippy::large_enum_variant)]
pub(super) enum PitBackup {
    /// No copy: the ruleset never relays.
    None,
    /// The first sixteen pits: the whole of a small ring.
    Small {
        pits: [u16; 16],
        black: [u8; 16],
        special: [u8; 16],
        occupied: u64,
    },
    /// Every pit's count, for a larger ring of one kind of piece.
    Counts {
        pits: [u16; MAX_PITS],
        occupied: [u64; 2],
    },
    /// Every pit.
    Whole {
        pits: [u16; MAX_PITS],
        black: [u8; MAX_PITS],
        special: [u8; MAX_PITS],
        occupied: [u64; 2],
    },
}

impl PitBackup {
    /// The copy a move of `rules` from `pos` needs: none where the ruleset never relays.
    /// (Returned whole rather than in an `Option`: wrapping the large value made the playout
    /// loop copy all of it, with a call to `memcpy`, on every move.)
    #[inline(always)]
    pub(super) fn of<R: Playout + ?Sized>(rules: &R, pos: &Position) -> PitBackup {
        if !rules.can_relay() {
            PitBackup::None
        } else if pos.num_pits() <= 16 {
            let first = |bytes: &[u8]| -> [u8; 16] { bytes[..16].try_into().expect("16 pits") };
            PitBackup::Small {
                pits: pos.pits[..16].try_into().expect("16 pits"),
                black: first(&pos.black),
                special: first(&pos.special),
                occupied: pos.occupied[0],
            }
        } else if !rules.has_piece_kinds() {
            PitBackup::Counts {
                pits: pos.pits,
                occupied: pos.occupied,
            }
        } else {
            PitBackup::Whole {
                pits: pos.pits,
                black: pos.black,
                special: pos.special,
                occupied: pos.occupied,
            }
        }
    }

    pub(super) fn restore(self, pos: &mut Position) {
        match self {
            PitBackup::None => {}
            PitBackup::Small {
                pits,
                black,
                special,
                occupied,
            } => {
                pos.pits[..16].copy_from_slice(&pits);
                pos.black[..16].copy_from_slice(&black);
                pos.special[..16].copy_from_slice(&special);
                pos.occupied = [occupied, 0];
            }
            PitBackup::Counts { pits, occupied } => {
                pos.pits = pits;
                pos.occupied = occupied;
            }
            PitBackup::Whole {
                pits,
                black,
                special,
                occupied,
            } => {
                pos.pits = pits;
                pos.black = black;
                pos.special = special;
                pos.occupied = occupied;
            }
        }
    }
}
