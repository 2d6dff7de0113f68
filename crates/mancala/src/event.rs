//! What happened during a move, step by step.
//!
//! The engine reports every step to a [`Recorder`]. Transcripts, `--explain`, JSON and snapshots
//! are all built from these events. A random playout uses [`NoRecord`], which compiles to nothing.

use crate::position::{Kind, Limit, Outcome, Pieces, PitId, PitSet, Player, reason_code};

reason_code! {
    /// Why a move ended without a bonus move: a reason the family's rules define
    /// (`"quan-non"`, `"sown"`, `"empty-house"`), the `why` of the JSON `stop` step.
    StopReason
}

reason_code! {
    /// A rule that narrows the moves of the player to move, as the family names it
    /// (`"must-feed"`).
    RestrictionReason
}

/// A family's own note on one of its decisions, for the narration: why a capture was made, why
/// a move or a capture chain stopped (Awalé: the colours tested and those that qualified; Sungka:
/// the facing house or the last seed). The engine carries it from the decision into the event and
/// never reads it; a family converts a typed value of its own to and from it. The default, 0, says
/// nothing more than the event's other fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Detail(pub u8);

/// A rule narrowing the moves of a player, stated by the family
/// ([`crate::Ruleset::restriction`]) so that the narration need not work it out again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Restriction {
    /// The player whose moves are narrowed (the player to move).
    pub player: Player,
    /// The rule.
    pub why: RestrictionReason,
    /// The pit of bit 0 of `allowed` and `barred`. (Bits and one first pit rather than two
    /// [`PitSet`]s, so that an [`Event`] stays as small as it was.)
    pub first: PitId,
    /// The pits the player may still sow from: bit i is pit `first + i`.
    pub allowed: u64,
    /// The pits holding pieces that the rule forbids sowing from (bits as in `allowed`).
    pub barred: u64,
}

impl Restriction {
    /// The pits the player may still sow from.
    #[must_use]
    pub const fn allowed_pits(&self) -> PitSet {
        PitSet {
            first: self.first,
            bits: self.allowed,
        }
    }

    /// The pits holding pieces that the rule forbids sowing from.
    #[must_use]
    pub const fn barred_pits(&self) -> PitSet {
        PitSet {
            first: self.first,
            bits: self.barred,
        }
    }
}

/// A refill of an empty side at the start of a turn (Ô ăn quan rải quân).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refill {
    /// The player whose side is refilled.
    pub player: Player,
    /// Pieces taken back from the player's own captures.
    pub own: u16,
    /// Pieces borrowed from the opponent's captures (added to the player's debt).
    pub borrowed: u16,
    /// Pieces taken from outside the game (added to the player's debt).
    pub bank: u16,
    /// Special pieces (big stones) sold to the opponent to pay for the refill.
    pub sold: u16,
    /// Plain pieces the opponent paid for what was sold.
    pub price: u16,
    /// The first pit that receives a piece; the others follow in ring order, one piece each.
    pub first_pit: PitId,
}

impl Refill {
    /// The pieces put on the board.
    #[must_use]
    pub const fn placed(&self) -> u16 {
        self.own + self.borrowed + self.bank
    }
}

/// One step of a move, or of what the engine did around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A special piece was placed during set-up.
    Place {
        /// Who placed it.
        player: Player,
        /// Where.
        pit: PitId,
    },
    /// The move's first lift.
    Lift {
        /// The pit emptied.
        pit: PitId,
        /// Pieces lifted.
        count: u16,
    },
    /// One piece was dropped (consecutive drops make a sowing run).
    Sow {
        /// The pit that received it.
        pit: PitId,
        /// Its kind.
        kind: Kind,
    },
    /// A relay: a pit was lifted to continue sowing.
    Relay {
        /// The pit emptied.
        pit: PitId,
        /// Pieces lifted.
        count: u16,
    },
    /// One piece was taken out of a pit to continue sowing (Ô ăn quan take-one).
    TakeOne {
        /// The pit.
        pit: PitId,
    },
    /// A pit's pieces were captured.
    Capture {
        /// The pit.
        pit: PitId,
        /// The pieces captured.
        taken: Pieces,
        /// The points they are worth.
        points: i32,
        /// The pit the capture step looked at (the captured pit itself, or the empty gap before
        /// it in Ô ăn quan, the facing house in Sungka).
        at: PitId,
        /// The pit the capture phase looks at next (not in the JSON).
        next: PitId,
        /// Why, in the family's own terms (not in the JSON).
        detail: Detail,
    },
    /// A capture was cancelled because it would have taken all the opponent's seeds.
    GrandSlam {
        /// The last pit of the sowing.
        pit: PitId,
        /// The pits the cancelled capture would have emptied (not in the JSON).
        would_take: PitSet,
    },
    /// The last piece fell in the mover's store: another move for the same player.
    Bonus,
    /// The move ended.
    Stop {
        /// Why.
        why: StopReason,
        /// The pit that caused the stop.
        pit: Option<PitId>,
        /// More about why, in the family's own terms (not in the JSON).
        detail: Detail,
    },
    /// A rule narrows the moves of the player to move: recorded at the start of a move and
    /// when the game ends, before anything else changes (not in the JSON).
    Restriction(Restriction),
    /// An empty side was refilled at the start of a turn.
    Refill(Refill),
    /// A player who could not move was passed over.
    Pass {
        /// The player.
        player: Player,
    },
    /// A new round of a match started.
    NewRound {
        /// Its number.
        round: u16,
        /// The player who moves first in it.
        first: Player,
        /// The pits out of play for the round (bit i = pit i).
        out_of_play: u128,
    },
    /// At the end, pieces left on the board went to a player.
    Sweep {
        /// The player.
        player: Player,
        /// Pieces collected.
        count: u16,
    },
    /// A limit stopped the game.
    Limit {
        /// Which.
        limit: Limit,
    },
    /// The game ended.
    GameEnd {
        /// How.
        outcome: Outcome,
    },
}

/// Receives the engine's events.
pub trait Recorder {
    /// Whether events are wanted at all (lets the engine skip work only events need).
    const ENABLED: bool = true;
    /// Takes one event.
    fn record(&mut self, event: Event);
    /// Takes one event with the position just after it, as the engine calls it: a recorder
    /// that draws a move step by step (the web board's animation) keeps the position too. The
    /// default keeps the event only.
    #[inline(always)]
    fn record_at(&mut self, event: Event, _after: &crate::position::Position) {
        self.record(event);
    }
    /// A move starts (its events follow).
    fn begin_move(&mut self) {}
    /// The move begun last was abandoned (the relay guard fired): forget its events.
    fn abandon_move(&mut self) {}
}

/// A recorder that keeps nothing: the zero-cost choice for playouts.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoRecord;

impl Recorder for NoRecord {
    const ENABLED: bool = false;
    #[inline(always)]
    fn record(&mut self, _event: Event) {}
}

/// A recorder that keeps every event.
#[derive(Clone, Debug, Default)]
pub struct EventLog {
    events: Vec<Event>,
    move_start: usize,
}

impl EventLog {
    /// An empty log.
    #[must_use]
    pub fn new() -> EventLog {
        EventLog::default()
    }

    /// The events so far.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Takes the events out, leaving the log empty.
    pub fn take(&mut self) -> Vec<Event> {
        self.move_start = 0;
        std::mem::take(&mut self.events)
    }
}

impl Recorder for EventLog {
    fn record(&mut self, event: Event) {
        self.events.push(event);
    }
    fn begin_move(&mut self) {
        self.move_start = self.events.len();
    }
    fn abandon_move(&mut self) {
        self.events.truncate(self.move_start);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_stays_small() {
        // What an event log copies for every step of a recorded game.
        assert!(std::mem::size_of::<Event>() <= 48);
    }
}
