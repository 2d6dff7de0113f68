//! The hand of the player sowing: what a lift takes up, and the sowing of it.
//!
//! Most lifts hold plain pieces, which are only counted; the coloured Awalé's hands hold runs of
//! several kinds in a chosen order. Where nobody records events, a plain handful may instead
//! follow a path of the ruleset's sowing table (see [`crate::ruleset::sowing_table`]): lifted
//! and sown in one step.

use crate::{
    event::{Event, Recorder},
    moves::Direction,
    position::{Kind, PitId, Position},
    ruleset::{
        Hand, Playout,
        sowing_table::{PathId, SowingTable},
    },
};

/// The pieces in the hand of the player sowing.
pub(super) enum Handful<'r> {
    /// Plain pieces only, as most lifts are (and every lift in rules with one kind of piece).
    Plain(u16),
    /// Runs of pieces of several kinds, in the order they are dropped.
    Runs(Hand),
    /// `count` plain pieces still in the pit they are lifted from, to be lifted and sown in one
    /// step along `path` of the ruleset's sowing table.
    Path {
        table: &'r SowingTable,
        path: PathId,
        count: u16,
    },
}

impl<'r> Handful<'r> {
    /// `count` plain pieces taken out of a pit (Ô ăn quan's take-one relay).
    pub(super) const fn plain(count: u16) -> Handful<'r> {
        Handful::Plain(count)
    }

    /// A hand the ruleset ordered, lifted from `pit` (the coloured Awalé's chosen order).
    pub(super) fn ordered(pos: &mut Position, pit: PitId, hand: Hand) -> Handful<'r> {
        let lifted = pos.take_all(pit);
        debug_assert_eq!(lifted.total(), hand.total(), "the hand holds the pit");
        Handful::Runs(hand)
    }

    /// Everything in `pit`, for a sowing that started at `origin`: along a path of the sowing
    /// table where one serves (never when `piece_by_piece`: for a transcript, or a hand whose
    /// first piece goes back), else lifted to be dropped piece by piece.
    #[inline(always)]
    pub(super) fn take_up<R: Playout + ?Sized>(
        rules: &'r R,
        pos: &mut Position,
        pit: PitId,
        origin: PitId,
        dir: Direction,
        piece_by_piece: bool,
    ) -> Handful<'r> {
        Handful::along_path(rules, pos, pit, origin, dir, piece_by_piece)
            .unwrap_or_else(|| Handful::lift(rules, pos, pit))
    }

    /// The handful of `pit` along a path of the ruleset's sowing table, where it has one for
    /// `pos`, `pit` holds plain pieces only and, for a relay (`pit` is not `origin`, where the
    /// move started), the table's paths look at no origin. Only playouts take it
    /// (`piece_by_piece` false): a transcript names every pit a piece falls in.
    #[inline(always)]
    fn along_path<R: Playout + ?Sized>(
        rules: &'r R,
        pos: &Position,
        pit: PitId,
        origin: PitId,
        dir: Direction,
        piece_by_piece: bool,
    ) -> Option<Handful<'r>> {
        if piece_by_piece {
            return None;
        }
        let table = rules.sowing_table(pos)?;
        if pit != origin && !table.serves_relays() {
            return None;
        }
        let count = pos.count(pit);
        if rules.has_piece_kinds() && pos.pieces(pit).plain != count {
            return None;
        }
        let path = table.find(pit, dir, count)?;
        Some(Handful::Path { table, path, count })
    }

    /// Lifts everything in `pit`, to be dropped in the natural order.
    #[inline(always)]
    fn lift<R: Playout + ?Sized>(rules: &R, pos: &mut Position, pit: PitId) -> Handful<'r> {
        // Rules with one kind of piece need not look at the kinds of a pit.
        if !rules.has_piece_kinds() {
            return Handful::Plain(pos.take_all_plain(pit));
        }
        let pieces = pos.take_all(pit);
        if pieces.black == 0 && pieces.special == 0 {
            Handful::Plain(pieces.plain)
        } else {
            Handful::Runs(Hand::natural(pieces))
        }
    }

    /// Drops the first piece of the hand into `pit` (a hand lifted piece by piece), reporting
    /// the drop.
    pub(super) fn drop_first<E: Recorder>(&mut self, pos: &mut Position, pit: PitId, rec: &mut E) {
        let kind = match self {
            Handful::Plain(0) => return,
            Handful::Plain(count) => {
                *count -= 1;
                Kind::Plain
            }
            Handful::Runs(hand) => match hand.take_first() {
                Some(kind) => kind,
                None => return,
            },
            Handful::Path { .. } => unreachable!("a hand whose first piece goes back is lifted"),
        };
        pos.drop_piece(pit, kind);
        rec.record_at(Event::Sow { pit, kind }, pos);
    }

    /// Every piece in the hand.
    pub(super) fn total(&self) -> u16 {
        match self {
            Handful::Plain(count) | Handful::Path { count, .. } => *count,
            Handful::Runs(hand) => hand.total(),
        }
    }

    /// Sows the hand from `from` in `dir` (a move that started at `origin`), one piece into each
    /// pit [`crate::Ruleset::next_pit`] names, reporting each drop; returns the pit and kind of
    /// the last piece.
    #[inline(always)]
    pub(super) fn sow<R, E>(
        &self,
        rules: &R,
        pos: &mut Position,
        from: PitId,
        origin: PitId,
        dir: Direction,
        rec: &mut E,
    ) -> (PitId, Kind)
    where
        R: Playout + ?Sized,
        E: Recorder,
    {
        let mut last = from;
        let mut last_kind = Kind::Plain;
        match self {
            &Handful::Path { table, path, .. } => last = table.lift_and_sow(pos, path),
            // The common case apart: plain pieces are only counted.
            &Handful::Plain(count) => {
                for _ in 0..count {
                    last = rules.next_pit(pos, last, origin, dir);
                    pos.drop_plain(last);
                    rec.record_at(
                        Event::Sow {
                            pit: last,
                            kind: Kind::Plain,
                        },
                        pos,
                    );
                }
            }
            Handful::Runs(hand) => {
                for (kind, count) in hand.runs() {
                    for _ in 0..count {
                        last = rules.next_pit(pos, last, origin, dir);
                        pos.drop_piece(last, kind);
                        rec.record_at(Event::Sow { pit: last, kind }, pos);
                    }
                    last_kind = kind;
                }
            }
        }
        (last, last_kind)
    }
}
