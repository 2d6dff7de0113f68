//! What Awalé's rules tell the narration about their decisions, carried by the engine in an
//! event's [`Detail`]: why a hole was captured and why a move or a capture chain stopped. The
//! rules (`mod.rs`) make these values where they decide; `show.rs` reads them and never decides
//! again.

use crate::event::Detail;

use super::Chain;

/// Why a hole was captured: the colours the chain tested there, those that qualified (their seeds
/// plus the special seeds number 2 or 3; red in Oware, where the whole count must) and those
/// chained on to the hole before. The family's value of a capture's [`Detail`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Check {
    pub(super) tested: Chain,
    pub(super) qualified: Chain,
    pub(super) next: Chain,
}

impl From<Check> for Detail {
    #[inline]
    fn from(c: Check) -> Detail {
        Detail(c.tested.0 | c.qualified.0 << 2 | c.next.0 << 4)
    }
}

/// The engine carries back only details made from a [`Check`] in a capture.
impl From<Detail> for Check {
    fn from(d: Detail) -> Check {
        Check {
            tested: Chain(d.0 & 3),
            qualified: Chain(d.0 >> 2 & 3),
            next: Chain(d.0 >> 4 & 3),
        }
    }
}

/// Why a move captured nothing or a capture chain ended. The family's value of a stop's
/// [`Detail`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Halt {
    /// Nothing more to say (a stop made from the default detail).
    Unsaid,
    /// The hole looked at is in the mover's own row.
    OwnRow,
    /// The hole looked at is empty.
    Empty,
    /// The hole looked at does not hold 2 or 3 seeds for any of the colours tested.
    NotTwoOrThree(Chain),
}

/// A stop's detail: why it stopped, and whether the captures before it emptied the opponent's
/// row (a grand slam, which these rules then allow).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Stopped {
    pub(super) halt: Halt,
    pub(super) row_emptied: bool,
}

impl Halt {
    /// The detail of a stop for this reason; `row_emptied`: the captures before it emptied the
    /// opponent's row.
    #[inline]
    pub(super) fn detail(self, row_emptied: bool) -> Detail {
        Stopped {
            halt: self,
            row_emptied,
        }
        .into()
    }
}

impl From<Stopped> for Detail {
    #[inline]
    fn from(s: Stopped) -> Detail {
        let halt = match s.halt {
            Halt::Unsaid => 0,
            Halt::OwnRow => 1,
            Halt::Empty => 2,
            Halt::NotTwoOrThree(k) => 3 | k.0 << 2,
        };
        Detail(halt | u8::from(s.row_emptied) << 4)
    }
}

/// The engine carries back only details made from a [`Stopped`] in a stop.
impl From<Detail> for Stopped {
    fn from(d: Detail) -> Stopped {
        Stopped {
            halt: match d.0 & 3 {
                1 => Halt::OwnRow,
                2 => Halt::Empty,
                3 => Halt::NotTwoOrThree(Chain(d.0 >> 2 & 3)),
                _ => Halt::Unsaid,
            },
            row_emptied: d.0 & 16 != 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_come_back_from_the_engine_unchanged() {
        let chains = [Chain::NONE, Chain::RED, Chain::BLACK, Chain::BOTH];
        for tested in chains {
            for qualified in chains {
                for next in chains {
                    let check = Check {
                        tested,
                        qualified,
                        next,
                    };
                    assert_eq!(Check::from(Detail::from(check)), check);
                }
            }
            for halt in [
                Halt::Unsaid,
                Halt::OwnRow,
                Halt::Empty,
                Halt::NotTwoOrThree(tested),
            ] {
                for row_emptied in [false, true] {
                    let stopped = Stopped { halt, row_emptied };
                    assert_eq!(Stopped::from(Detail::from(stopped)), stopped);
                }
            }
        }
        assert_eq!(Stopped::from(Detail::default()).halt, Halt::Unsaid);
    }
}
