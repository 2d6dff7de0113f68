//! The [`Ruleset`] trait: the hooks through which a family of sowing games states its rules.
//!
//! Hooks only read the position and return a decision; the one engine ([`crate::engine`])
//! applies every decision, changes the position and reports events. So the engine never names
//! a game, and a ruleset can never forget to report what it did.

use std::fmt;

use crate::{
    event::{Refill, StopReason},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, MAX_PLAYERS, Pieces, PitId, PitSet, Player, Position},
    sowing::SowingTable,
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
    /// Go to the capture phase, starting at `at` (see [`Ruleset::capture_step`]).
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
    /// Ruleset-defined state carried from one step to the next (e.g. the colours still chained).
    pub state: u8,
    /// Captures made so far in this move.
    pub captures: u16,
}

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
        state: u8,
    },
    /// The capture would take every piece of the opponent: nothing is captured.
    GrandSlam,
    /// The move ends.
    Stop {
        /// Why.
        why: StopReason,
        /// The pit that caused it.
        pit: Option<PitId>,
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
    /// Whether the pieces left on the board are swept (by [`Ruleset::sweep`]).
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
    /// Refill the player's empty side; then ask again.
    Refill(Refill),
    /// Start a new round as described; then ask again.
    NewRound(NewRound),
    /// The player cannot move and is passed over; the next player's turn starts.
    Pass,
    /// The game ends (with a [`EndReason::Limit`] reason: a limit stops it, unfinished).
    End(Ending),
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// Any other reason, in words.
    Other(String),
}

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
            Illegal::Other(why) => f.write_str(why),
        }
    }
}

/// The rules of one family of sowing games, as hooks the engine asks.
///
/// Every hook takes the position as it stands and returns a decision. See [`crate::engine`] for
/// the order in which the engine asks them.
pub trait Ruleset: fmt::Debug + Send + Sync {
    /// The number of players.
    fn num_players(&self) -> usize;
    /// The number of pits on the ring.
    fn num_pits(&self) -> usize;
    /// The safety limits.
    fn limits(&self) -> &Limits;
    /// Who moves first.
    fn first_player(&self) -> FirstPlayer;

    /// The position before the first move, `first` to move.
    fn initial_position(&self, first: Player) -> Position;

    /// Appends the legal moves of the player to move, in canonical order. The engine calls this
    /// only on positions where the game is not over; it must then produce at least one move.
    fn legal_moves(&self, pos: &Position, out: &mut MoveList);

    /// The legal moves as a set of pits, for rules whose every move is a plain sowing from one
    /// pit in each of the [`Ruleset::pit_directions`] (Oware, Sungka, Kalah: forward; Ô ăn
    /// quan: both ways). `None`, the default, says moves carry more than a pit and a direction;
    /// the engine then lists them with [`Ruleset::legal_moves`]. A ruleset that answers `Some`
    /// lists exactly these moves, in pit order and for each pit in the order of its directions,
    /// from `legal_moves` (see [`MoveList::push_pits`]). A set of bits is what a random playout
    /// needs: choosing from it takes no list.
    fn legal_pits(&self, _pos: &Position) -> Option<PitSet> {
        None
    }

    /// The number of legal moves, for rules that can count them without listing them (the
    /// coloured Awalé, whose lists are long); then [`Ruleset::nth_legal_move`] gives any one of
    /// them, and a random playout needs no list. `None`, the default, says: list them.
    fn count_legal_moves(&self, _pos: &Position) -> Option<usize> {
        None
    }

    /// The move at `index` of [`Ruleset::legal_moves`], for rules that answer
    /// [`Ruleset::count_legal_moves`]; `index` is below that count.
    ///
    /// # Panics
    /// The default lists the moves, and panics if `index` is out of range.
    fn nth_legal_move(&self, pos: &Position, index: usize) -> Move {
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        moves[index]
    }

    /// The directions each pit of [`Ruleset::legal_pits`] is sown in, one move each, in the
    /// order `legal_moves` lists them. The default: forward only.
    fn pit_directions(&self) -> &'static [Direction] {
        &[Direction::Forward]
    }

    /// Why `mv` is illegal in `pos`, or `None` if it is legal.
    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        let mut moves = MoveList::new();
        self.legal_moves(pos, &mut moves);
        (!moves.contains(mv)).then(|| Illegal::Other("that move is not legal here".into()))
    }

    /// How `mv` begins: a placement or a sowing with the order of its pieces.
    fn start(&self, pos: &Position, mv: &Move) -> Start;

    /// The pit that receives the next piece after `from`, when sowing from `origin` in `dir`.
    fn next_pit(&self, pos: &Position, from: PitId, origin: PitId, dir: Direction) -> PitId;

    /// Sowing paths worked out in advance from [`Ruleset::next_pit`], valid in `pos`: a ruleset
    /// whose sowing path from a pit never depends on the position (or not in this one) may
    /// return one, and the engine then sows a handful of plain pieces in one step where nobody
    /// records events. `None`, the default, sows piece by piece.
    fn sowing_table(&self, _pos: &Position) -> Option<&SowingTable> {
        None
    }

    /// Whether this ruleset can ever relay (the engine then keeps a copy of the position so that
    /// a move abandoned by the relay guard leaves no trace).
    fn can_relay(&self) -> bool {
        false
    }

    /// What happens once the last piece of a sowing run has fallen.
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing;

    /// One step of the capture phase.
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep;

    /// The points `taken` is worth to its capturer.
    fn points(&self, taken: Pieces) -> i32 {
        i32::from(taken.total())
    }

    /// The store (a pit on the ring) that receives `player`'s captures; `None` when captures are
    /// kept off the board in the player's bank.
    fn store(&self, _player: Player) -> Option<PitId> {
        None
    }

    /// Whether pieces of more than one kind ([`Kind::Black`], [`Kind::Special`]) can be on the
    /// board. `false` lets the repetition rule compare pit counts alone.
    fn has_piece_kinds(&self) -> bool {
        true
    }

    /// Whether a position recurring since the last capture ends the game (reason `repetition`).
    fn ends_on_repetition(&self) -> bool {
        false
    }

    /// The player who moves after `mover`, with or without a bonus move.
    fn next_player(&self, pos: &Position, mover: Player, bonus: bool) -> Player {
        // Arithmetic rather than a branch on `bonus`, which is random in a random game.
        let next = mover + u8::from(!bonus);
        if usize::from(next) == pos.num_players() {
            0
        } else {
            next
        }
    }

    /// The end test after a move (the next player is already set in `pos`).
    fn end_test(&self, pos: &Position, mover: Player) -> Option<Ending>;

    /// What happens at the start of the turn of `pos.to_move()`.
    fn turn_start(&self, _pos: &Position) -> TurnStart {
        TurnStart::Ready
    }

    /// Where the pieces of `pit` go when the game ends for `reason`.
    fn sweep(&self, pos: &Position, pit: PitId, reason: EndReason) -> SweepTo;

    /// Every player's points as the position stands.
    fn scores(&self, pos: &Position) -> [i32; MAX_PLAYERS];
}
