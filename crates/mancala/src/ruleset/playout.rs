//! The speed face: what a ruleset may tell the engine so that random playouts and searches run
//! faster. Nothing here is a rule: every answer must agree with the [`Ruleset`] hooks, and every
//! default is the safe, correct (slower) answer, so an empty `impl Playout for MyGame {}` is
//! right. The property tests play every shipped ruleset both ways and compare.

use crate::{
    moves::{Direction, Move, MoveList},
    position::{PitSet, Position},
    ruleset::{Ruleset, sowing_table::SowingTable},
};

/// Speed-ups for the engine's playout path (shakmaty's fast move subsets are the model: each
/// default derives the answer from the rule hooks).
pub trait Playout: Ruleset {
    /// The legal moves as a set of pits, for rules whose every move is a plain sowing from one
    /// pit in each of the [`Playout::pit_directions`] (Oware, Sungka, Kalah: forward; Ô ăn
    /// quan: both ways). `None`, the default, says moves carry more than a pit and a direction;
    /// the engine then lists them with [`Ruleset::legal_moves`]. A ruleset that answers `Some`
    /// lists exactly these moves, in pit order and for each pit in the order of its directions,
    /// from `legal_moves` (see [`MoveList::push_pits`]). A set of bits is what a random playout
    /// needs: choosing from it takes no list.
    fn legal_pits(&self, _pos: &Position) -> Option<PitSet> {
        None
    }

    /// The directions each pit of [`Playout::legal_pits`] is sown in, one move each, in the
    /// order `legal_moves` lists them. The default: forward only.
    fn pit_directions(&self) -> &'static [Direction] {
        &[Direction::Forward]
    }

    /// The number of legal moves, for rules that can count them without listing them (the
    /// coloured Awalé, whose lists are long); then [`Playout::nth_legal_move`] gives any one of
    /// them, and a random playout needs no list. `None`, the default, says: list them.
    fn count_legal_moves(&self, _pos: &Position) -> Option<usize> {
        None
    }

    /// The move at `index` of [`Ruleset::legal_moves`], for rules that answer
    /// [`Playout::count_legal_moves`]; `index` is below that count.
    ///
    /// # Panics
    /// The default lists the moves, and panics if `index` is out of range.
    fn nth_legal_move(&self, pos: &Position, index: usize) -> Move {
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        moves[index]
    }

    /// Sowing paths worked out in advance from [`Ruleset::next_pit`], valid in `pos`: a ruleset
    /// whose sowing path from a pit never depends on the position (or not in this one) may
    /// return one (see [`crate::ruleset::sowing_table`]), and the engine then sows a handful of
    /// plain pieces in one step where nobody records events. `None`, the default, sows piece by
    /// piece.
    fn sowing_table(&self, _pos: &Position) -> Option<&SowingTable> {
        None
    }

    /// Whether this ruleset can ever relay. The engine then keeps a copy of the pits before a
    /// move, so that a move abandoned by the relay guard leaves no trace. The default, `true`,
    /// is always safe; `false` saves the copy.
    fn can_relay(&self) -> bool {
        true
    }

    /// Whether pieces of more than one kind ([`crate::Kind::Black`], [`crate::Kind::Special`])
    /// can be on the board. The default, `true`, is always safe; `false` lets the engine count
    /// pieces without looking at their kinds.
    fn has_piece_kinds(&self) -> bool {
        true
    }
}

/// The sowing table of `rules`' own [`Ruleset::next_pit`] in `pos`, for each direction of its
/// [`Playout::pit_directions`] (see [`SowingTable::build`]): what a ruleset builds once, when it
/// is loaded, and hands out from [`Playout::sowing_table`].
pub fn build_sowing_table<R: Playout + ?Sized>(
    rules: &R,
    pos: &Position,
    max_handful: u16,
) -> Option<SowingTable> {
    let backward = rules.pit_directions().contains(&Direction::Backward);
    SowingTable::build(
        rules.num_pits(),
        max_handful,
        backward,
        |from, origin, dir| rules.next_pit(pos, from, origin, dir),
    )
}

/// `condition`, tested with one branch.
///
/// A condition of several comparisons joined by `&` may still be compiled into one branch per
/// comparison; in a random game each is a coin toss that the processor mostly guesses wrong,
/// and a wrong guess costs more than the whole test. Passed through an opaque value (a store
/// and a load), the condition is worked out whole and tested once: in Oware, where the last
/// seed falls decides whether a capture starts, this alone makes random playouts a sixth faster.
#[inline(always)]
#[must_use]
pub fn tested_once(condition: bool) -> bool {
    std::hint::black_box(u8::from(condition)) != 0
}
