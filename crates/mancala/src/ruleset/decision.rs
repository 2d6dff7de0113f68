//! The decisions hooks return: how a move starts, what happens after a sowing run, each step of
//! the capture phase, what happens at the start of a turn and how a game ends. Plain values: the
//! engine carries them out.

use std::fmt;

use crate::{
    event::{Detail, Refill, StopReason},
    moves::Direction,
    position::{EndReason, FamilyState, Kind, MAX_PLAYERS, Pieces, PitId, Player},
};

/// The `[limits]` table: safety bounds enforced by the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop a game once this many moves have been made.
    pub max_plies: u32,
    /// Stop a game once this many moves in a row have captured nothing.
    pub max_plies_without_capture: u32,
    /// Abandon a move that needs more relay lifts than this.
    pub max_relay_lifts: u32,
}

/// Who moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FirstPlayer {
    /// This player.
    Player(Player),
    /// Drawn from the game's seeded generator.
    Random,
}

impl FirstPlayer {
    /// The player, or South (player 0) where it is drawn: the start every position of a game
    /// is counted from when no game's draw is at hand.
    #[must_use]
    pub fn or_south(self) -> Player {
        match self {
            FirstPlayer::Player(p) => p,
            FirstPlayer::Random => 0,
        }
    }
}

/// The order in which a lifted handful is dropped: up to four runs of one kind each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    // Counts and kinds apart, so that a hand is written with a few wide stores.
    counts: [u16; 4],
    kinds: [Kind; 4],
    len: u8,
}

impl Hand {
    /// The natural order: plain pieces, then black, then special.
    #[must_use]
    pub fn natural(pieces: Pieces) -> Hand {
        if pieces.black == 0 && pieces.special == 0 {
            return Hand::single(Kind::Plain, pieces.plain);
        }
        let mut hand = Hand::empty();
        hand.push(Kind::Plain, pieces.plain);
        hand.push(Kind::Black, pieces.black);
        hand.push(Kind::Special, pieces.special);
        hand
    }

    /// `count` pieces of one kind.
    #[must_use]
    #[inline]
    pub const fn single(kind: Kind, count: u16) -> Hand {
        Hand {
            counts: [count, 0, 0, 0],
            kinds: [kind; 4],
            len: if count > 0 { 1 } else { 0 },
        }
    }

    /// No pieces.
    #[must_use]
    pub const fn empty() -> Hand {
        Hand {
            counts: [0; 4],
            kinds: [Kind::Plain; 4],
            len: 0,
        }
    }

    /// Appends `count` pieces of `kind` (ignored when `count` is 0).
    ///
    /// # Panics
    /// If the hand already has four runs.
    pub fn push(&mut self, kind: Kind, count: u16) {
        if count > 0 {
            self.counts[self.len as usize] = count;
            self.kinds[self.len as usize] = kind;
            self.len += 1;
        }
    }

    /// The runs, in dropping order: a kind and how many pieces of it.
    pub fn runs(&self) -> impl Iterator<Item = (Kind, u16)> + '_ {
        let len = self.len as usize;
        self.kinds[..len]
            .iter()
            .copied()
            .zip(self.counts[..len].iter().copied())
    }

    /// All pieces in the hand.
    #[must_use]
    pub fn total(&self) -> u16 {
        self.counts.iter().sum()
    }

    /// Takes the first piece out of the hand: its kind, or `None` if the hand is empty.
    pub fn take_first(&mut self) -> Option<Kind> {
        if self.len == 0 {
            return None;
        }
        let kind = self.kinds[0];
        self.counts[0] -= 1;
        if self.counts[0] == 0 {
            let len = self.len as usize;
            self.counts.copy_within(1..len, 0);
            self.kinds.copy_within(1..len, 0);
            self.counts[len - 1] = 0;
            self.len -= 1;
        }
        Some(kind)
    }
}

/// How a move begins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Place one of the mover's special pieces in a pit (set-up phase).
    Place {
        /// The pit.
        pit: PitId,
    },
    /// Lift every piece of `pit` and sow them in `dir`, in the order given by `hand`.
    Sow {
        /// The pit lifted.
        pit: PitId,
        /// The direction of sowing.
        dir: Direction,
        /// The order of the pieces; `None` for their natural order (see [`Hand::natural`]),
        /// which the engine then works out from what it lifts.
        hand: Option<Hand>,
        /// Drop the first piece of the hand back into `pit` and sow the rest from there (Toguz
        /// Kumalak's sowing, for a hole of more than one stone); `false` for sowing that
        /// starts in the next pit.
        first_back: bool,
    },
}

/// Where sowing stands when its last piece has fallen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sowing {
    /// The player moving.
    pub mover: Player,
    /// The pit the move started from.
    pub origin: PitId,
    /// The pit the last piece fell in.
    pub last: PitId,
    /// The kind of the last piece.
    pub last_kind: Kind,
    /// Whether `last` was empty before the last piece fell.
    pub last_was_empty: bool,
    /// The direction of sowing.
    pub dir: Direction,
    /// Relay lifts so far in this move (the first lift is not counted).
    pub relays: u32,
}

/// What happens once a sowing run is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AfterSowing {
    /// Lift every piece of `pit` and keep sowing from it.
    Relay {
        /// The pit.
        pit: PitId,
    },
    /// Take one plain piece out of `pit` and keep sowing from it.
    TakeOne {
        /// The pit.
        pit: PitId,
    },
    /// Go to the capture phase, starting at `at` (see [`crate::Ruleset::capture_step`]).
    Capture {
        /// The first pit the capture phase looks at.
        at: PitId,
    },
    /// The last piece fell in the mover's store: the mover moves again.
    Bonus,
    /// The move ends.
    Stop {
        /// Why.
        why: StopReason,
        /// The pit that caused it.
        pit: Option<PitId>,
        /// More about why, for the narration (see [`Detail`]).
        detail: Detail,
    },
}

/// Which pieces of a pit a capture takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Take {
    /// Everything in the pit.
    All,
    /// Only the kinds marked `true`.
    Kinds {
        /// Plain (red) pieces.
        plain: bool,
        /// Black pieces.
        black: bool,
        /// Special pieces.
        special: bool,
    },
}

/// Where the capture phase stands (a cursor the ruleset moves along the ring).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptureCursor {
    /// The player moving.
    pub mover: Player,
    /// The pit the last piece fell in.
    pub last: PitId,
    /// The kind of the last piece.
    pub last_kind: Kind,
    /// The direction of sowing.
    pub dir: Direction,
    /// The pit to look at now.
    pub at: PitId,
    /// The family's own state carried from one step to the next (e.g. the colours still
    /// chained).
    pub state: ChainState,
    /// Captures made so far in this move.
    pub captures: u16,
}

/// A family's own state carried from one step of the capture phase to the next (the colours a
/// chain still takes, which of two captures comes next). The engine carries it and never reads
/// it: a family keeps a typed value of its own and converts it to and from this one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ChainState(pub u8);

/// One decision of the capture phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureStep {
    /// Capture pieces of `pit`, then look at `next` with `state`.
    Take {
        /// The pit captured.
        pit: PitId,
        /// What is taken.
        take: Take,
        /// The next pit to look at.
        next: PitId,
        /// The state for the next step.
        state: ChainState,
        /// Why this pit is captured, for the narration (see [`Detail`]).
        detail: Detail,
    },
    /// The capture would take every piece of the opponent: nothing is captured.
    GrandSlam {
        /// The pit of bit 0 of `would_take`.
        first: PitId,
        /// The pits the capture would have emptied: bit i is pit `first + i`. (Two fields
        /// rather than a `PitSet`, so that the decision stays two words.)
        would_take: u64,
    },
    /// The move ends.
    Stop {
        /// Why.
        why: StopReason,
        /// The pit that caused it.
        pit: Option<PitId>,
        /// More about why, for the narration (see [`Detail`]).
        detail: Detail,
    },
}

/// Where the pieces of a pit go when the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SweepTo {
    /// They stay and score for nobody.
    Nobody,
    /// To this player.
    Player(Player),
    /// Half (rounded down) to each of two players; an odd piece scores for nobody.
    Split,
}

/// How a game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// Why.
    pub reason: EndReason,
    /// Whether the pieces left on the board are swept (by [`crate::Ruleset::sweep`]).
    pub sweep: bool,
    /// A winner decided by the rule rather than by points.
    pub winner: Option<Player>,
}

impl Ending {
    /// An ending decided by points after the sweep.
    #[must_use]
    pub const fn by_points(reason: EndReason) -> Ending {
        Ending {
            reason,
            sweep: true,
            winner: None,
        }
    }
}

/// A new round of a match: pieces go back from the stores into pits, some pits may be out of
/// play for the round (Sungka's burnt houses).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewRound {
    /// The number of the new round.
    pub round: u16,
    /// The player who moves first in it.
    pub first: Player,
    /// Pieces each player takes out of their store (or bank, without a store).
    pub from_store: [u16; MAX_PLAYERS],
    /// The pits that receive `seeds` plain pieces each (bit i = pit i).
    pub filled: u128,
    /// Plain pieces put into each pit of `filled`.
    pub seeds: u16,
    /// The pits out of play for the round (bit i = pit i); every other pit is in play.
    pub out_of_play: u128,
}

/// What the engine does at the start of a turn, before the player moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnStart {
    /// The player can move.
    Ready,
    /// Refill the player's empty side and set the family's state to `state` (Ô ăn quan's
    /// debts); then ask again.
    Refill {
        /// Where the pieces come from and go.
        refill: Refill,
        /// The family's state after the refill.
        state: FamilyState,
    },
    /// Start a new round as described; then ask again.
    NewRound(NewRound),
    /// The player cannot move and is passed over; the next player's turn starts.
    Pass,
    /// The game ends (with a [`EndReason::Limit`] reason: a limit stops it, unfinished).
    End(Ending),
}
/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is over.
    GameOver,
    /// The pit is not one the mover may choose (an opponent's pit, a store, a mandarin square).
    NotYourPit,
    /// The pit holds nothing to sow.
    EmptyPit,
    /// The opponent's side is empty and this move does not feed it.
    MustFeed,
    /// A set-up placement outside the set-up phase, or a sowing during it.
    WrongPhase,
    /// The move is not among the legal moves (the default reason, where a family says no more).
    NotLegal,
    /// A reason the family defines (see [`RuleCode`]).
    Rule(RuleCode),
}

/// A reason a family defines for refusing a move: a small code of the family's own, which its
/// typed reasons convert to and from, and which its presentation puts into words
/// ([`crate::Present::illegal_text`]). The rules never build an English sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleCode(pub u8);

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => f.write_str("the game is over"),
            Illegal::NotYourPit => f.write_str("that is not one of your pits"),
            Illegal::EmptyPit => f.write_str("that pit is empty"),
            Illegal::MustFeed => {
                f.write_str("your opponent has no seeds and this move does not give them any")
            }
            Illegal::WrongPhase => f.write_str("that kind of move is not allowed now"),
            Illegal::NotLegal => f.write_str("that move is not legal here"),
            Illegal::Rule(_) => f.write_str("that move is against the rules of this game"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_stay_two_words() {
        // Returned in registers from a hook that is not inlined; a third word made the Kalah and
        // Ô ăn quan playouts measurably slower.
        assert!(std::mem::size_of::<AfterSowing>() <= 16);
        assert!(std::mem::size_of::<CaptureStep>() <= 16);
    }
}
