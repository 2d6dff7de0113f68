//! The coloured Awalé's own refusals: why a move is refused where the shared reasons do not say
//! it, as typed values the engine carries as a [`RuleCode`].

use crate::ruleset::{Illegal, RuleCode};

/// Why a move is refused where the shared reasons of [`Illegal`] do not say it: the family's own
/// refusals, carried as [`Illegal::Rule`] and put into words by [`Present::illegal_text`]
/// (`show.rs`). A sowing from an opponent's hole, an empty hole, a move that does not feed, a
/// sowing during set-up or a placement after it are refused with the shared reasons.
///
/// [`Present::illegal_text`]: crate::ruleset::Present::illegal_text
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Refusal {
    /// The hole number is beyond the board.
    NoSuchHole,
    /// An Oware move that is more than a hole number (a placement, a colour, a position).
    OwareNotation,
    /// A placement in a coloured game without special seeds.
    NoSpecialSeeds,
    /// A sowing whose first colour is neither red nor black.
    FirstColour,
    /// A position of the special seeds given for a hole that holds none.
    PositionWithoutSpecial,
    /// No position given for a hole that holds special seeds.
    PositionMissing,
    /// A position of the special seeds beyond the seeds of the hole.
    PositionOutOfRange,
    /// A first colour the hole does not hold: the move is written with the colour it holds.
    ColourAbsent,
}

impl Refusal {
    /// Every refusal, in the order of their codes.
    const ALL: [Refusal; 8] = [
        Refusal::NoSuchHole,
        Refusal::OwareNotation,
        Refusal::NoSpecialSeeds,
        Refusal::FirstColour,
        Refusal::PositionWithoutSpecial,
        Refusal::PositionMissing,
        Refusal::PositionOutOfRange,
        Refusal::ColourAbsent,
    ];
}

impl From<Refusal> for RuleCode {
    fn from(refusal: Refusal) -> RuleCode {
        RuleCode(refusal as u8)
    }
}

impl From<Refusal> for Illegal {
    fn from(refusal: Refusal) -> Illegal {
        Illegal::Rule(refusal.into())
    }
}

/// A code this family did not make is given back.
impl TryFrom<RuleCode> for Refusal {
    type Error = RuleCode;

    fn try_from(code: RuleCode) -> Result<Refusal, RuleCode> {
        Refusal::ALL
            .into_iter()
            .find(|&r| RuleCode::from(r) == code)
            .ok_or(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_refusal_has_its_own_code_and_comes_back_from_it() {
        for (i, refusal) in Refusal::ALL.into_iter().enumerate() {
            let code = RuleCode::from(refusal);
            assert_eq!(usize::from(code.0), i);
            assert_eq!(Refusal::try_from(code), Ok(refusal));
        }
        let unknown = RuleCode(Refusal::ALL.len() as u8);
        assert_eq!(Refusal::try_from(unknown), Err(unknown));
    }
}
