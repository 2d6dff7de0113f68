//! The exact face: what a family tells the solver ([`crate::solve`]) so that it can search a
//! game to the end. Like [`crate::ruleset::Playout`], nothing here is a rule, and every default
//! is the safe answer: an empty `impl Exact for MyGame {}` lets the solver search every
//! two-player game of the family exactly, only with fewer shortcuts.

use crate::ruleset::Playout;

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
}
