//! How a board is drawn for the person looking at it: whose row is at the bottom, which pits
//! the last move touched, and whether the terminal shows colour. A family's
//! [`crate::Present::draw_for`] reads it; everything in it comes from the engine's events.

use crate::{
    event::Event,
    position::{PitId, Player},
};

/// ANSI styles, applied only when [`View::colour`] is on.
const RESET: &str = "\x1b[0m";
const LIFTED: &str = "\x1b[1;33m";
const SOWN: &str = "\x1b[33m";
const CAPTURED: &str = "\x1b[1;31m";
const TO_MOVE: &str = "\x1b[1m";

/// What a board drawing shows beyond the position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct View {
    /// The player whose row is drawn at the bottom, nearest the reader.
    pub seat: Player,
    /// The pit the last move was played from (or where a piece was placed).
    pub lifted: Option<PitId>,
    /// The pits the last move dropped pieces into (bit i = pit i).
    pub sown: u128,
    /// The pits the last move captured (bit i = pit i).
    pub captured: u128,
    /// Whether to colour the last move and the player to move with ANSI escapes.
    pub colour: bool,
}

/// How a pit took part in the last move, strongest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// Captured.
    Captured,
    /// The pit the move started from.
    Lifted,
    /// A piece fell in it.
    Sown,
}

impl View {
    /// The view from `seat` with nothing marked.
    #[must_use]
    pub fn from_seat(seat: Player) -> View {
        View {
            seat,
            ..View::default()
        }
    }

    /// The view from `seat` after a move whose events are `events`, marking its pits.
    #[must_use]
    pub fn after(seat: Player, events: &[Event], colour: bool) -> View {
        let mut view = View {
            seat,
            colour,
            ..View::default()
        };
        for event in events {
            match *event {
                Event::Lift { pit, .. } | Event::Place { pit, .. } if view.lifted.is_none() => {
                    view.lifted = Some(pit);
                }
                Event::Sow { pit, .. } => view.sown |= 1 << pit,
                Event::Capture { pit, .. } => view.captured |= 1 << pit,
                _ => {}
            }
        }
        view
    }

    /// How `pit` took part in the last move, if it did.
    #[must_use]
    pub fn touch(&self, pit: PitId) -> Option<Touch> {
        if self.captured & (1 << pit) != 0 {
            Some(Touch::Captured)
        } else if self.lifted == Some(pit) {
            Some(Touch::Lifted)
        } else if self.sown & (1 << pit) != 0 {
            Some(Touch::Sown)
        } else {
            None
        }
    }

    /// One character beside a pit's count that marks it without colour: `*` the pit played,
    /// `x` a pit captured, a space otherwise (sown pits are marked by colour only).
    #[must_use]
    pub fn marker(&self, pit: PitId) -> char {
        match self.touch(pit) {
            Some(Touch::Lifted) => '*',
            Some(Touch::Captured) => 'x',
            _ => ' ',
        }
    }

    /// `text` (a pit's cell, already padded) in the pit's colour when colour is on.
    #[must_use]
    pub fn paint(&self, pit: PitId, text: &str) -> String {
        let style = match self.touch(pit) {
            _ if !self.colour => return text.to_owned(),
            Some(Touch::Captured) => CAPTURED,
            Some(Touch::Lifted) => LIFTED,
            Some(Touch::Sown) => SOWN,
            None => return text.to_owned(),
        };
        format!("{style}{text}{RESET}")
    }

    /// `text` (the line naming the player to move) in bold when colour is on.
    #[must_use]
    pub fn emphasise(&self, text: &str) -> String {
        if self.colour {
            format!("{TO_MOVE}{text}{RESET}")
        } else {
            text.to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::position::{Kind, Pieces};

    #[test]
    fn a_view_marks_the_pit_played_the_pits_sown_and_the_pits_captured() {
        let events = [
            Event::Lift { pit: 3, count: 2 },
            Event::Sow {
                pit: 4,
                kind: Kind::Plain,
            },
            Event::Sow {
                pit: 5,
                kind: Kind::Plain,
            },
            Event::Capture {
                pit: 5,
                taken: Pieces::default(),
                points: 2,
                at: 5,
                next: 4,
                detail: crate::event::Detail::default(),
            },
        ];
        let view = View::after(1, &events, false);
        assert_eq!(view.seat, 1);
        assert_eq!(view.touch(3), Some(Touch::Lifted));
        assert_eq!(view.touch(4), Some(Touch::Sown));
        assert_eq!(
            view.touch(5),
            Some(Touch::Captured),
            "a capture outranks a sowing"
        );
        assert_eq!(view.touch(6), None);
        assert_eq!(
            [view.marker(3), view.marker(4), view.marker(5)],
            ['*', ' ', 'x']
        );
        assert_eq!(view.paint(3, " 2"), " 2", "no colour unless asked");
        let coloured = View::after(1, &events, true);
        assert_eq!(coloured.paint(5, " 0"), "\x1b[1;31m 0\x1b[0m");
        assert_eq!(coloured.paint(6, " 7"), " 7");
    }
}
