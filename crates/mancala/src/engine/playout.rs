//! Random moves and random games, as fast as the engine goes: a move is drawn from the set of
//! legal pits where the ruleset gives one ([`Playout::legal_pits`]), or counted and built alone
//! ([`Playout::count_legal_moves`]), and only listed where neither is given.

use super::{Repetitions, apply, apply_inline};
use crate::{
    event::NoRecord,
    moves::{Direction, Move, MoveList},
    position::{PitId, PitSet, Position},
    ruleset::Playout,
};

/// A uniformly random legal move of `pos`: the move at index `choose(n)` of the `n` legal
/// moves in [`crate::Ruleset::legal_moves`] order. `moves` is scratch space.
///
/// # Panics
/// If `pos` has no legal move (the game is over).
#[inline]
pub fn random_move<R, F>(rules: &R, pos: &Position, moves: &mut MoveList, mut choose: F) -> Move
where
    R: Playout + ?Sized,
    F: FnMut(usize) -> usize,
{
    if let Some(pits) = rules.legal_pits(pos) {
        return pit_move(rules, pits, &mut choose);
    }
    if let Some(count) = rules.count_legal_moves(pos) {
        return rules.nth_legal_move(pos, choose(count));
    }
    moves.clear();
    rules.legal_moves(pos, moves);
    moves[choose(moves.len())]
}

/// For every byte `m`: its number of set bits, then the index of each set bit, lowest first.
const BYTE_BITS: [[u8; 9]; 256] = {
    let mut table = [[0u8; 9]; 256];
    let mut m = 0;
    while m < 256 {
        let mut bit = 0;
        while bit < 8 {
            if m >> bit & 1 == 1 {
                table[m][0] += 1;
                table[m][table[m][0] as usize] = bit as u8;
            }
            bit += 1;
        }
        m += 1;
    }
    table
};

/// The move at index `choose(number of moves)` of the moves of the legal pits `pits`, each pit
/// sown in each of the ruleset's [`Playout::pit_directions`].
#[inline(always)]
fn pit_move<R, F>(rules: &R, pits: PitSet, choose: &mut F) -> Move
where
    R: Playout + ?Sized,
    F: FnMut(usize) -> usize,
{
    assert!(!pits.is_empty(), "a legal move to choose");
    let (pit, dir) = nth_move(pits, rules.pit_directions(), choose);
    Move::sow(pit, dir)
}

/// The move at index `choose(number of moves)` of the moves of the non-empty set `pits`, each
/// pit sown in each of `dirs` (see [`MoveList::push_pits`] for the order).
#[inline]
fn nth_move<F: FnMut(usize) -> usize>(
    pits: PitSet,
    dirs: &[Direction],
    choose: &mut F,
) -> (PitId, Direction) {
    // Seen from the lowest, the legal pits of one player usually fit in a byte: then counting
    // and choosing are two table reads instead of a loop (whose length is random, so it would
    // end in a mispredicted branch). (`ways` is known to the compiler for each ruleset.)
    let ways = dirs.len();
    let low = pits.bits.trailing_zeros();
    let rest = pits.bits >> low;
    let first = u32::from(pits.first) + low;
    if rest < 256 {
        let bits = &BYTE_BITS[rest as usize];
        let i = choose(usize::from(bits[0]) * ways);
        return (
            (first + u32::from(bits[1 + i / ways])) as PitId,
            dirs[i % ways],
        );
    }
    let i = choose(rest.count_ones() as usize * ways);
    let mut rest = rest;
    for _ in 0..i / ways {
        rest &= rest - 1;
    }
    ((first + rest.trailing_zeros()) as PitId, dirs[i % ways])
}

/// Plays one whole game of uniformly random legal moves from `pos`, recording nothing.
/// `choose(n)` must return an index below `n`.
pub fn random_playout<R, F>(rules: &R, pos: &mut Position, reps: &mut Repetitions, mut choose: F)
where
    R: Playout + ?Sized,
    F: FnMut(usize) -> usize,
{
    let mut moves = MoveList::new();
    while !pos.is_over() {
        // A closure rather than `&mut choose`: the compiler inlines it, where it left the
        // call through `&mut F` as a call on every move.
        #[allow(clippy::redundant_closure)]
        match rules.legal_pits(pos) {
            // A move made here, not taken from `random_move`: every field but the pit is then
            // known to the compiler, which otherwise assembles a whole `Move` on every move.
            Some(pits) => {
                let mv = pit_move(rules, pits, &mut |n| choose(n));
                apply_inline(rules, pos, &mv, reps, &mut NoRecord);
            }
            None => {
                let mv = random_move(rules, pos, &mut moves, |n| choose(n));
                apply(rules, pos, &mv, reps, &mut NoRecord);
            }
        }
    }
}
