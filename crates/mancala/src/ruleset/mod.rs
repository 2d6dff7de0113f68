//! The trait layer: the faces through which a family of sowing games speaks to the rest of the
//! crate.
//!
//! * [`Ruleset`]: the rules, as hooks. Every hook reads the position and returns a decision
//!   ([`decision`]); the one engine ([`crate::engine`]) carries out every decision, changes the
//!   position and reports events. So the engine never names a game, and a ruleset can never
//!   forget to report what it did.
//! * [`Playout`]: optional speed-ups for random playouts and search. Every default is the safe,
//!   correct answer, so an empty `impl Playout for MyGame {}` is right, only slower.
//! * [`Present`]: what people see: notation, the board, the rules in words, narration, JSON.
//!   Its [`Present::board_text`] and [`Present::parse_board`] write and read a whole position
//!   on one line ([`notation`]).
//! * [`Exact`]: what the solver may assume to search a game to its end (captures that never
//!   come back, games it cannot value by points); every default is the safe answer.
//!
//! Above the engine, [`crate::family::Family`] joins the four faces into the one object the rest
//! of the crate takes (`&dyn Family`, `Arc<dyn Family>`), and [`crate::family::Registry`] loads
//! one by name. (They live outside this folder because a family's playouts are compiled through
//! the engine, which itself stands on these traits.)
//!
//! [`config`] holds the pieces of ruleset files every family shares, and [`sowing_table`] the
//! sowing paths a [`Playout`] may work out in advance.

use std::fmt;

use crate::{
    event::Restriction,
    moves::{Direction, Move, MoveList},
    position::{EndReason, FamilyState, MAX_PLAYERS, Pieces, PitId, Player, Position},
};

pub mod config;
pub mod decision;
mod evaluate;
mod exact;
pub mod layout;
pub mod notation;
mod playout;
mod present;
pub mod sowing_table;
pub mod view;

pub use decision::{
    AfterSowing, CaptureCursor, CaptureStep, ChainState, Ending, FirstPlayer, Hand, Illegal,
    Limits, NewRound, RuleCode, Sowing, Start, SweepTo, Take, TurnStart,
};
pub use evaluate::{Evaluate, FEATURE_NAMES, FEATURES, Weights};
pub(crate) use exact::byte_sum;
pub use exact::{COUNTS_HOUSES, COUNTS_MAX_PIECES, Counts, Exact, Sown};
pub use layout::{BoardLayout, HouseShape, LayoutPit, PieceLook, PieceLooks, PitKind, Row, Shape};
pub use notation::{BoardError, Notation, PieceStyle};
pub use playout::{Playout, build_sowing_table, tested_once};
pub use present::{
    ParseMoveError, PitWorth, Present, capitalise, grouped, limit_ranges_in, quoted, rules_heading,
    rules_heading_in, ruleset_name_in, ruleset_sources_in, ruleset_summary_in,
    shared_end_reason_text, shared_end_reason_text_in,
};
pub use view::View;

/// The rules of one family of sowing games, as hooks the engine asks.
///
/// Every hook takes the position as it stands and returns a decision. See [`crate::engine`] for
/// the order in which the engine asks them.
///
/// The hooks come first; below the line marked FINAL are helpers derived from them, which no
/// ruleset overrides (as in shakmaty's `Position`).
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

    /// Why `mv` is illegal in `pos`, or `None` if it is legal. The default says only that the
    /// move is not among [`Ruleset::legal_moves`].
    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        (!self.is_legal(pos, mv)).then_some(Illegal::NotLegal)
    }

    /// A rule that narrows the moves of the player to move (Awalé's must-feed), stated for the
    /// narration; `None`, the default, when no rule does. The engine asks only when it records
    /// events (at the start of a move and when the game ends), so playouts never call it; the
    /// legal moves must already agree with it.
    fn restriction(&self, _pos: &Position) -> Option<Restriction> {
        None
    }

    /// How `mv` begins: a placement or a sowing with the order of its pieces.
    fn start(&self, pos: &Position, mv: &Move) -> Start;

    /// The pit that receives the next piece after `from`, when sowing from `origin` in `dir`.
    fn next_pit(&self, pos: &Position, from: PitId, origin: PitId, dir: Direction) -> PitId;

    /// What happens once the last piece of a sowing run has fallen.
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing;

    /// One step of the capture phase.
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep;

    /// The family's state once `mover` has captured `taken` from `pit` (Ô ăn quan notes who
    /// took a big stone); `None`, the default, leaves it as it is. The engine asks after every
    /// capture, with the pieces already in the capturer's bank or store.
    fn captured(
        &self,
        _pos: &Position,
        _mover: Player,
        _pit: PitId,
        _taken: Pieces,
    ) -> Option<FamilyState> {
        None
    }

    /// The points `taken` is worth to its capturer.
    fn points(&self, taken: Pieces) -> i32 {
        i32::from(taken.total())
    }

    /// The store (a pit on the ring) that receives `player`'s captures; `None` when captures are
    /// kept off the board in the player's bank.
    fn store(&self, _player: Player) -> Option<PitId> {
        None
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

    // ----- FINAL: derived from the hooks above; never overridden -----

    /// The legal moves of `pos` as a new list (empty once the game is over).
    fn legal_move_list(&self, pos: &Position) -> MoveList {
        /* FINAL */
        let mut moves = MoveList::new();
        if !pos.is_over() {
            self.legal_moves(pos, &mut moves);
        }
        moves
    }

    /// Whether `mv` is among the legal moves of `pos`.
    fn is_legal(&self, pos: &Position, mv: &Move) -> bool {
        /* FINAL */
        self.legal_move_list(pos).contains(mv)
    }
}
