//! The exact face: what a family tells the solver ([`crate::solve`]) so that it can search a
//! game to the end. Like [`crate::ruleset::Playout`], nothing here is a rule, and every default
//! is the safe answer: an empty `impl Exact for MyGame {}` lets the solver search every
//! two-player game of the family exactly, only with fewer shortcuts.

use crate::{position::Position, ruleset::Playout};

/// What exact search may assume about a family's rules.
pub trait Exact: Playout {
    /// Why this ruleset cannot be solved as a contest of points, in words the solver shows
    /// (e.g. "a match of several rounds is won by rounds, not by points"); `None`, the default,
    /// when the winner of every finished game is the player with more points, which is what
    /// the solver maximises. (The solver itself refuses games of more than two players.)
    fn not_solvable(&self) -> Option<&'static str> {
        None
    }

    /// Whether captured pieces are out of the game for good: once in a store or a bank they
    /// never come back to the board, and no rule (legal moves, endings, refills) ever reads how
    /// many a player holds; only the final points do. Then a position's value is its points so
    /// far plus the value of its board, which the solver searches once for every way of reaching
    /// it, whatever the stores hold, and it may bound that value by the points still on the
    /// board. `false`, the default, makes the solver tell positions apart by their stores and
    /// banks too: always right, with fewer positions shared.
    fn captures_are_final(&self) -> bool {
        false
    }

    // The fast path: positions held as pit counts. Nothing below is a rule: every answer must
    // agree with the [`crate::Ruleset`] hooks played through the engine (a property test checks
    // every shipped ruleset that answers), and the defaults (`None`) make the solver use the
    // engine itself. A ruleset that answers [`Exact::counts_houses`] promises, for every
    // position [`Exact::counts_of`] accepts and every position its moves lead to:
    // - the legal moves are the mover's non-empty houses, one move each, in house order (the
    //   canonical list), and no position needs a pass;
    // - captures are final ([`Exact::captures_are_final`]), and the move limits are the only
    //   other state (the solver checks them apart);
    // - [`Exact::counts_play`] does what the engine does.
    /// The houses a side has, when this ruleset's positions can be held as [`Counts`] (two
    /// players, at most [`COUNTS_HOUSES`] houses a side and [`COUNTS_MAX_PIECES`] pieces, one
    /// kind of piece). `None`, the default: use the engine.
    fn counts_houses(&self) -> Option<usize> {
        None
    }

    /// `pos` as counts seen from its player to move, if it is nothing more than that (not over,
    /// nothing else in its state but the stores and the move counters).
    fn counts_of(&self, _pos: &Position) -> Option<Counts> {
        None
    }

    /// Plays house `house` (0-based, of the mover's row; it holds a piece) on `counts`, which
    /// then holds the board seen from the player to move next (unchanged in orientation when
    /// [`Sown::again`]). `None` where [`Exact::counts_houses`] is `None`.
    fn counts_play(&self, _counts: &mut Counts, _house: usize) -> Option<Sown> {
        None
    }

    /// At least as many moves as any game from `counts` can still last, however it is played:
    /// the solver uses counts only where this keeps every line short of the move limits (which
    /// counts do not see). `None` where [`Exact::counts_houses`] is `None`.
    fn counts_moves_left(&self, _counts: &Counts) -> Option<u64> {
        None
    }
}

/// The most houses a side may have for a [`Counts`] board.
pub const COUNTS_HOUSES: usize = 6;

/// The most pieces a [`Counts`] board may hold (so that every value fits a byte).
pub const COUNTS_MAX_PIECES: usize = 127;

/// The sum of the bytes of `word`, where it is below 256 (as the pieces of a [`Counts`] board
/// are: at most [`COUNTS_MAX_PIECES`]): the top byte of `word × 0x0101…01` adds them all up, no
/// partial sum reaching 256.
#[inline]
pub(crate) fn byte_sum(word: u64) -> u32 {
    (word.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

/// A board held as its pit counts alone, seen from the player to move: their houses first (in
/// the order of their move numbers), then the other player's, in the same order of theirs;
/// pits beyond `2 × houses` are 0. The stores are left out: the solver asks for counts only
/// where captures are final.
pub type Counts = [u8; 2 * COUNTS_HOUSES];

/// What one move did to a [`Counts`] board, for the player who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sown {
    /// The points the mover gained on the other player by the move: what went into their
    /// store, less what went into the other's, including the sweep of the houses when the game
    /// ends.
    pub gain: i32,
    /// The mover moves again (the board stays seen from them).
    pub again: bool,
    /// The game is over.
    pub over: bool,
}
