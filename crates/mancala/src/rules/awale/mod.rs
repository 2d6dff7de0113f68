//! Awalé: Oware Abapa (`game = "oware"`) and the coloured Awalé of seed 002
//! (`game = "awale-colours"`), one family on one board.
//!
//! The rules, as `shared/spec/awale.md` settles them (Abapa exactly as OpenSpiel's `oware` plays
//! it, checked against the 300 OpenSpiel games of `shared/oracle/oware.jsonl`; the coloured game
//! from seed `002_9262a303023d82e9.txt`, Université Côte d'Azur 2018/19, with its gaps closed by
//! the spec):
//!
//! * Two rows of `H` holes (6), numbered 1..2H absolutely: player 0 (South) owns 1..H, player 1
//!   (North) owns H+1..2H. Sowing always runs 1 → 2 → … → 2H → 1. Captured seeds are kept off the
//!   board and are the player's score.
//! * **Oware**: `board.seeds-per-house` (4) seeds in every hole. **Coloured**: three red and three
//!   black seeds in every hole (`board.seeds-per-colour`), and each player holds
//!   `special-seed.per-player` (1) red-and-black special seed, placed in a hole before the first
//!   sowing move (`S<hole>`, the first player first; `special-seed.placement` says whether only an
//!   own hole or any hole may be chosen). Every seed scores 1 point.
//! * A move lifts every seed of one of the mover's non-empty holes and drops one into each
//!   following hole, skipping the hole it came from on every lap. In the coloured game the move
//!   `N C [S]` also says which colour is sown first (`R` or `B`) and, when the hole holds special
//!   seeds, at which position of the sowing they are dropped (consecutively).
//! * If the last seed falls in the opponent's row, captures run backwards from that hole while
//!   the holes stay in the opponent's row: in Oware a hole holding 2 or 3 seeds is taken; in the
//!   coloured game the colour of the last seed decides (a special seed is wild: both colours are
//!   tried, and with `capture.special-final = "wild-narrowing"` the chain goes on only in the
//!   colours that qualified), a colour qualifies in a hole when its seeds plus the special seeds
//!   there number 2 or 3, and `capture.scope` says whether only the qualifying colours (and the
//!   special seeds) or the whole hole is taken.
//! * Grand slam: with `capture.grand-slam = "no-capture"` a capture that would take every seed
//!   left in the opponent's row takes nothing at all; with `"capture"` it is taken.
//! * Feeding (`feeding.must-feed`): when the opponent's row is empty, only a move whose sowing
//!   reaches it is legal (hole h of a row ending at hole L is legal iff it holds more than L − h
//!   seeds).
//! * After every move, in this order: the other player is to move; a position (player to move,
//!   scores, every hole's seeds by colour) seen before since the last capture ends the game
//!   (`end.repetition`, reason `repetition`); a score above half of all seeds, or exactly half
//!   each, ends it (`score`); a player to move without a legal move ends it (`no-moves`); then
//!   the safety limits. At the end every seed left on the board goes to the owner of its row
//!   (`end.no-moves = "last-mover"` gives them all to the player who moved last at a `no-moves`
//!   ending). More seeds wins; equal is a draw.
//!
//! Where the spec had to be interpreted, this file chooses:
//!
//! * **Repetition and the set-up phase.** The engine starts the repetition set with the position
//!   before the set-up placements. Those positions differ from every later one in the special
//!   seeds still in hand, so they can never recur: this is the same as starting the set after
//!   the set-up phase, as §3.6 says.
//! * **First player and set-up.** With `first-player = 1` player 1 places first, player 0
//!   second, and player 1 makes the first sowing move (seed 002: "the first player places first
//!   and moves first"); plies simply alternate.
//! * **Grand slam in colour.** Under `"no-capture"` a chain is a grand slam when the seeds it
//!   would take are every seed (of every colour) left in the opponent's row; a colour capture
//!   that leaves seeds of the other colour behind is not a grand slam and is taken.
//! * **How a move ends.** A move ends with a `stop` step of reason `sown` (no pit), after its
//!   captures if any; a cancelled grand slam ends it with the `grand-slam` step alone.
//! * **Notation.** Syntax errors (`ParseMoveError`) are texts that are not moves whatever the
//!   position: an unknown colour letter (`3X`), a missing colour, position 0, a hole outside
//!   1..2H. Everything that depends on the hole's content is a legality error (`Illegal`): `S`
//!   given for a hole without special seeds, missing for a hole with them, or out of its range
//!   1..=n − k + 1. The colour letter of a hole lacking one ordinary colour is made canonical when
//!   the move is read (the colour present; `R` for a hole of special seeds only), so the move read
//!   is the one `legal_moves` lists.
//! * **Several special seeds in one hole** (possible with `placement = "any"`): `S` is the
//!   position of the first of them; they are dropped one after another.
//! * **Options that cannot matter.** With `special-seed.per-player = 0` the keys
//!   `special-seed.placement` and `capture.special-final` have no effect; a file that sets them
//!   anyway is refused (as the spec's other inapplicable keys are), and the record's options omit
//!   them.
//! * **Last mover.** At a `no-moves` ending under `end.no-moves = "last-mover"` the seeds go to
//!   the opponent of the player who cannot move (there are no bonus moves in Awalé).
//! * **Total.** The `score` threshold counts every seed of the game, special seeds still in
//!   hand included (74 by default, 48 in Oware).
//!
//! This file holds the rules; `options.rs` the options, their defaults and the ruleset files;
//! `show.rs` what people see: the notation, the board, the rules in words, refusals in words
//! and the narration of a move.

use std::{ops::Range, sync::Arc};

use crate::{
    event::Restriction,
    family::Loader,
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, MAX_PLAYERS, Pieces, PitId, PitSet, Player, Position},
    ruleset::config::{ConfigError, RulesetInfo},
    ruleset::sowing_table::SowingTable,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, ChainState, Ending, Exact, FirstPlayer, Hand,
        Illegal, Limits, Playout, Ruleset, Sowing, Start, SweepTo, Take, build_sowing_table,
        tested_once,
    },
};

mod detail;
mod options;
mod refusal;
mod show;

use refusal::Refusal;

use detail::{Check, Halt};

pub use options::{
    Colours, GrandSlam, NoMoves, Options, Placement, Repetition, Scope, Seeds, SpecialFinal,
};

/// The games this family reads: `game = "oware"` and `game = "awale-colours"`.
pub(crate) const GAMES: &[Loader] = &[
    Loader {
        game: options::OWARE,
        load: |file, stem, text| Ok(Arc::new(Awale::oware_from_toml(file, stem, text)?)),
    },
    Loader {
        game: options::COLOURS,
        load: |file, stem, text| Ok(Arc::new(Awale::colours_from_toml(file, stem, text)?)),
    },
];

/// Why a move ends (the `why` of the JSON `stop` step) and how a game ends, in this family's
/// rules: codes the family defines, as the JSON writes them.
pub mod reason {
    use crate::{
        event::{RestrictionReason, StopReason},
        position::EndReason,
    };

    /// Every move ends this way, after its sowing and any captures.
    pub const SOWN: StopReason = StopReason::new(&"sown");
    /// A player has more than half of the seeds (or both have exactly half).
    pub const SCORE: EndReason = EndReason::rule(&"score");
    /// The player to move has no legal move.
    pub const NO_MOVES: EndReason = EndReason::rule(&"no-moves");
    /// The opponent's row is empty: only a sowing that reaches it may be played.
    pub const MUST_FEED: RestrictionReason = RestrictionReason::new(&"must-feed");
}

// ----- the ruleset -----

/// An Awalé ruleset (Oware or coloured): the options of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Awale {
    info: RulesetInfo,
    options: Options,
    /// Every seed of the game, for the `score` test.
    total: u16,
    /// Each player's row, as a set of pits (bit i = pit i; a board has at most 24 holes).
    rows: [u64; 2],
    /// The sowing paths of [`Ruleset::next_pit`], worked out once.
    sowing: Option<SowingTable>,
}

const fn other(p: Player) -> Player {
    1 - p
}

/// The colours a capture chain takes at the next hole (or in which a hole qualifies): red,
/// black, both or none. The family's value of the engine's [`ChainState`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Chain(u8);

impl Chain {
    /// No colour: the chain ends.
    const NONE: Chain = Chain(0);
    /// Red seeds only.
    const RED: Chain = Chain(1);
    /// Black seeds only.
    const BLACK: Chain = Chain(2);
    /// Both colours (after a special last seed).
    const BOTH: Chain = Chain(Chain::RED.0 | Chain::BLACK.0);

    /// The colours a capture chain starts with, from the kind of the last seed.
    const fn starting(last: Kind) -> Chain {
        match last {
            Kind::Plain => Chain::RED,
            Kind::Black => Chain::BLACK,
            Kind::Special => Chain::BOTH,
        }
    }

    /// Whether red seeds are chained.
    #[inline]
    const fn red(self) -> bool {
        self.0 & Chain::RED.0 != 0
    }

    /// Whether black seeds are chained.
    #[inline]
    const fn black(self) -> bool {
        self.0 & Chain::BLACK.0 != 0
    }

    /// Whether no colour is chained.
    #[inline]
    const fn is_none(self) -> bool {
        self.0 == Chain::NONE.0
    }

    /// The colours of `self` whose seeds plus the special seeds in a hole holding `pieces`
    /// number 2 or 3.
    const fn qualifying(self, pieces: Pieces) -> Chain {
        let mut q = Chain::NONE.0;
        if self.red() && matches!(pieces.plain + pieces.special, 2 | 3) {
            q |= Chain::RED.0;
        }
        if self.black() && matches!(pieces.black + pieces.special, 2 | 3) {
            q |= Chain::BLACK.0;
        }
        Chain(q)
    }
}

impl From<Chain> for ChainState {
    #[inline]
    fn from(chain: Chain) -> ChainState {
        ChainState(chain.0)
    }
}

/// The engine carries back only states made from a [`Chain`] (or the default, no colour).
impl From<ChainState> for Chain {
    #[inline]
    fn from(state: ChainState) -> Chain {
        Chain(state.0)
    }
}

/// What one hole gives a capture chain.
#[derive(Clone, Copy)]
struct Taking {
    take: Take,
    /// Seeds taken.
    count: u16,
    /// The colours that qualified in the hole.
    qualified: Chain,
    /// The colours chained to the next hole.
    next: Chain,
}

impl Awale {
    /// A ruleset with these options.
    #[must_use]
    pub fn new(info: RulesetInfo, options: Options) -> Awale {
        let h = u32::from(options.houses);
        let row = (1u64 << h) - 1;
        let mut awale = Awale {
            info,
            total: options.total_seeds(),
            rows: [row, row << h],
            options,
            sowing: None,
        };
        // The path skips the hole sown from and looks at nothing else.
        let ring = Position::empty(awale.num_pits(), 2);
        awale.sowing = build_sowing_table(&awale, &ring, awale.total);
        awale
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Reads an `oware` ruleset file.
    pub(crate) fn oware_from_toml(
        file: &str,
        stem: &str,
        text: &str,
    ) -> Result<Awale, ConfigError> {
        let (info, options) = options::read_oware(file, text, stem)?;
        Ok(Awale::new(info, options))
    }

    /// Reads an `awale-colours` ruleset file.
    pub(crate) fn colours_from_toml(
        file: &str,
        stem: &str,
        text: &str,
    ) -> Result<Awale, ConfigError> {
        let (info, options) = options::read_colours(file, text, stem)?;
        Ok(Awale::new(info, options))
    }

    fn colours(&self) -> Option<&Colours> {
        self.options.colours_options()
    }

    #[inline]
    fn houses(&self) -> u8 {
        self.options.houses
    }

    #[inline]
    fn holes(&self) -> u8 {
        2 * self.options.houses
    }

    /// The player whose row `pit` is in.
    #[inline]
    fn owner(&self, pit: PitId) -> Player {
        if pit < self.houses() { 0 } else { 1 }
    }

    /// The pits of `player`'s row.
    #[inline]
    fn row(&self, player: Player) -> Range<PitId> {
        let h = self.houses();
        player * h..player * h + h
    }

    /// Whether sowing `pit` puts a seed into the opponent's row.
    #[inline]
    fn reaches_opponent(&self, pos: &Position, pit: PitId) -> bool {
        pos.count(pit) >= self.seeds_to_reach(pit)
    }

    /// The seeds `pit` must hold for its sowing to reach the opponent's row.
    #[inline]
    fn seeds_to_reach(&self, pit: PitId) -> u16 {
        let last = self.row(self.owner(pit)).end - 1;
        u16::from(last - pit) + 1
    }

    /// Whether the player to move must feed an empty opponent row.
    #[inline]
    fn must_feed_now(&self, pos: &Position) -> bool {
        self.options.must_feed && self.row_empty(pos, other(pos.turn()))
    }

    /// Whether `player`'s row holds no seed.
    #[inline]
    fn row_empty(&self, pos: &Position, player: Player) -> bool {
        pos.occupied_low() & self.rows[usize::from(player)] == 0
    }

    /// The holes the player to move may sow from: those holding a seed, and when the opponent's
    /// row is empty and the rules say feed, only those whose sowing reaches it.
    #[inline(always)]
    fn sowable_holes(&self, pos: &Position) -> PitSet {
        let row = self.row(pos.turn());
        let first = row.start;
        if !self.must_feed_now(pos) {
            return pos.occupied_run(first, self.houses());
        }
        let bits = row.fold(0, |bits, pit| {
            bits | u64::from(self.reaches_opponent(pos, pit)) << (pit - first)
        });
        PitSet { first, bits }
    }

    /// Whether the player to move has a legal move (allocation-free).
    #[inline(always)]
    fn has_legal_move(&self, pos: &Position) -> bool {
        let p = pos.turn();
        if pos.in_hand(p) > 0 {
            return true;
        }
        if self.must_feed_now(pos) {
            !self.sowable_holes(pos).is_empty()
        } else {
            // The common case in one mask, without working out which holes.
            pos.occupied_low() & self.rows[usize::from(p)] != 0
        }
    }

    /// The holes a special seed may be placed in by `player`.
    fn placement_holes(&self, player: Player) -> Range<PitId> {
        match self.colours().map(|c| c.placement) {
            Some(Placement::Any) => 0..self.holes(),
            _ => self.row(player),
        }
    }

    /// What one hole of a capture chain gives, with `k` the colours chained; `None` ends the
    /// chain.
    #[inline]
    fn taking(&self, pieces: Pieces, k: Chain) -> Option<Taking> {
        let Some(c) = self.colours() else {
            return matches!(pieces.total(), 2 | 3).then_some(Taking {
                take: Take::All,
                count: pieces.total(),
                qualified: k,
                next: k,
            });
        };
        let q = k.qualifying(pieces);
        if q.is_none() {
            return None;
        }
        let (take, count) = match c.scope {
            Scope::All => (Take::All, pieces.total()),
            Scope::Colour => (
                Take::Kinds {
                    plain: q.red(),
                    black: q.black(),
                    special: true,
                },
                pieces.special
                    + if q.red() { pieces.plain } else { 0 }
                    + if q.black() { pieces.black } else { 0 },
            ),
        };
        let next = match c.special_final {
            SpecialFinal::WildNarrowing => q,
            SpecialFinal::Wild => k,
        };
        Some(Taking {
            take,
            count,
            qualified: q,
            next,
        })
    }

    /// What hole `pit` of `pos` gives a capture chain (see [`Awale::taking`]).
    #[inline(always)]
    fn taking_at(&self, pos: &Position, pit: PitId, k: Chain) -> Option<Taking> {
        // Plain seeds: the count alone, without reading the kinds.
        let pieces = if self.colours().is_none() {
            Pieces {
                plain: pos.count(pit),
                ..Pieces::default()
            }
        } else {
            pos.pieces(pit)
        };
        self.taking(pieces, k)
    }

    /// The hole before `pit` in sowing order.
    #[inline]
    fn prev(&self, pit: PitId) -> PitId {
        if pit == 0 { self.holes() - 1 } else { pit - 1 }
    }

    /// The holes of the whole chain starting at `at` with colours `k`, if it would take every
    /// seed of `opp`'s row: it empties every hole it takes from, and no other hole of the row
    /// holds a seed.
    fn takes_whole_row(&self, pos: &Position, opp: Player, at: PitId, k: Chain) -> Option<PitSet> {
        let row = self.row(opp);
        let mut chain = 0u64;
        let mut pit = at;
        let mut k = k;
        while row.contains(&pit) {
            let Some(t) = self.taking_at(pos, pit, k) else {
                break;
            };
            if t.count != pos.count(pit) {
                // Only some colours are taken: the hole keeps seeds.
                return None;
            }
            chain |= 1 << pit;
            k = t.next;
            pit = self.prev(pit);
        }
        (pos.occupied_low() & self.rows[usize::from(opp)] & !chain == 0).then_some(PitSet {
            first: 0,
            bits: chain,
        })
    }

    /// The canonical first colour of a sowing from a hole holding `pieces`, when `typed` was
    /// asked for: the colour present if the hole lacks one ordinary colour, red if it holds only
    /// special seeds.
    fn canonical_colour(pieces: Pieces, typed: Kind) -> Kind {
        if pieces.black == 0 {
            Kind::Plain
        } else if pieces.plain == 0 {
            Kind::Black
        } else {
            typed
        }
    }

    /// Calls `f` for every coloured sowing of the player to move, in the canonical move order,
    /// with the number of places its first special seed may take (0: the hole holds none, and
    /// the move is the only one of its kind); stops when `f` returns `true`.
    #[inline]
    fn coloured_sowings(&self, pos: &Position, mut f: impl FnMut(Move, u16) -> bool) {
        for pit in self.sowable_holes(pos).pits() {
            let pieces = pos.pieces(pit);
            let max_at = Awale::max_special_at(pieces);
            for colour in [Kind::Plain, Kind::Black] {
                if Awale::canonical_colour(pieces, colour) != colour {
                    continue;
                }
                let mv = Move {
                    first: colour,
                    ..Move::sow(pit, Direction::Forward)
                };
                if f(mv, max_at) {
                    return;
                }
            }
        }
    }

    /// The highest valid special-seed position of a hole holding `pieces` (0: no special seed).
    fn max_special_at(pieces: Pieces) -> u16 {
        if pieces.special == 0 {
            0
        } else {
            pieces.total() - pieces.special + 1
        }
    }
}

impl Ruleset for Awale {
    fn num_players(&self) -> usize {
        2
    }

    fn num_pits(&self) -> usize {
        usize::from(self.holes())
    }

    fn limits(&self) -> &Limits {
        &self.options.limits
    }

    fn first_player(&self) -> FirstPlayer {
        self.options.first_player
    }

    fn initial_position(&self, first: Player) -> Position {
        let mut pos = Position::empty(self.num_pits(), 2);
        let (pieces, in_hand) = match self.options.seeds {
            Seeds::Plain { per_house } => (
                Pieces {
                    plain: per_house,
                    ..Pieces::default()
                },
                0,
            ),
            Seeds::Coloured(c) => (
                Pieces {
                    plain: c.seeds_per_colour,
                    black: c.seeds_per_colour,
                    special: 0,
                },
                c.special_per_player,
            ),
        };
        for pit in 0..self.holes() {
            pos.set_pieces(pit, pieces);
        }
        pos.set_in_hand(0, in_hand);
        pos.set_in_hand(1, in_hand);
        pos.set_to_move(first);
        pos
    }

    #[inline]
    fn legal_moves(&self, pos: &Position, out: &mut MoveList) {
        let p = pos.turn();
        if pos.in_hand(p) > 0 {
            for pit in self.placement_holes(p) {
                out.push(Move::place(pit));
            }
            return;
        }
        if let Some(pits) = self.legal_pits(pos) {
            out.push_pits(pits, self.pit_directions());
            return;
        }
        self.coloured_sowings(pos, |mv, variants| {
            if variants == 0 {
                out.push(mv);
            } else {
                out.extend((1..=variants).map(|at| Move {
                    special_at: at as u8,
                    ..mv
                }));
            }
            false
        });
    }

    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        let p = pos.turn();
        if mv.pit >= self.holes() {
            return Some(Refusal::NoSuchHole.into());
        }
        let Some(colours) = self.colours() else {
            if mv.place
                || mv.special_at != 0
                || mv.first != Kind::Plain
                || mv.dir != Direction::Forward
            {
                return Some(Refusal::OwareNotation.into());
            }
            return self.sowing_illegal(pos, mv.pit);
        };
        if pos.in_hand(p) > 0 {
            if !mv.place {
                return Some(Illegal::WrongPhase);
            }
            if colours.placement == Placement::Own && !self.row(p).contains(&mv.pit) {
                return Some(Illegal::NotYourPit);
            }
            return None;
        }
        if mv.place {
            return Some(if colours.special_per_player == 0 {
                Refusal::NoSpecialSeeds.into()
            } else {
                Illegal::WrongPhase
            });
        }
        if mv.first == Kind::Special || mv.dir != Direction::Forward {
            return Some(Refusal::FirstColour.into());
        }
        if let Some(why) = self.sowing_illegal(pos, mv.pit) {
            return Some(why);
        }
        let pieces = pos.pieces(mv.pit);
        let max_at = Awale::max_special_at(pieces);
        let at = u16::from(mv.special_at);
        if max_at == 0 && at != 0 {
            return Some(Refusal::PositionWithoutSpecial.into());
        }
        if max_at > 0 && at == 0 {
            return Some(Refusal::PositionMissing.into());
        }
        if at > max_at {
            return Some(Refusal::PositionOutOfRange.into());
        }
        if Awale::canonical_colour(pieces, mv.first) != mv.first {
            // Typed text is made canonical when it is read; a `Move` built in code must be too,
            // so that exactly the listed moves are legal and records stay canonical.
            return Some(Refusal::ColourAbsent.into());
        }
        None
    }

    #[inline]
    fn start(&self, pos: &Position, mv: &Move) -> Start {
        if self.colours().is_none() {
            return Start::Sow {
                pit: mv.pit,
                dir: Direction::Forward,
                hand: None,
                first_back: false,
            };
        }
        self.coloured_start(pos, mv)
    }

    #[inline]
    fn next_pit(&self, _pos: &Position, from: PitId, origin: PitId, _dir: Direction) -> PitId {
        let n = self.holes();
        let mut next = if from + 1 == n { 0 } else { from + 1 };
        if next == origin {
            next = if next + 1 == n { 0 } else { next + 1 };
        }
        next
    }

    /// A capture starts where the last seed fell, if that hole is the opponent's and its seeds
    /// qualify; otherwise the move ends there.
    #[inline(always)]
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let opponents = self.owner(sowing.last) != sowing.mover;
        let qualifies = self
            .taking_at(pos, sowing.last, Chain::starting(sowing.last_kind))
            .is_some();
        // `&` rather than `&&`: both are cheap, and one test of the two is one branch the
        // processor cannot guess instead of two.
        if tested_once(opponents & qualifies) {
            AfterSowing::Capture { at: sowing.last }
        } else {
            // (The detail is for the narration: a playout never reads it, and the compiler
            // leaves it out.)
            let halt = if opponents {
                Halt::NotTwoOrThree(Chain::starting(sowing.last_kind))
            } else {
                Halt::OwnRow
            };
            AfterSowing::Stop {
                why: reason::SOWN,
                pit: None,
                detail: halt.detail(false),
            }
        }
    }

    #[inline(always)]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        let opp = other(cursor.mover);
        // (The details are for the narration: a playout never reads them, and the compiler
        // leaves them out.)
        let stop = |halt: Halt| CaptureStep::Stop {
            why: reason::SOWN,
            pit: None,
            detail: halt.detail(cursor.captures > 0 && self.row_empty(pos, opp)),
        };
        let at = cursor.at;
        if !self.row(opp).contains(&at) {
            return stop(Halt::OwnRow);
        }
        let first = cursor.captures == 0;
        let k = if first {
            Chain::starting(cursor.last_kind)
        } else {
            Chain::from(cursor.state)
        };
        let Some(t) = self.taking_at(pos, at, k) else {
            return stop(if pos.count(at) == 0 {
                Halt::Empty
            } else {
                Halt::NotTwoOrThree(k)
            });
        };
        if first && self.options.grand_slam == GrandSlam::NoCapture {
            if let Some(would_take) = self.takes_whole_row(pos, opp, at, k) {
                return CaptureStep::GrandSlam {
                    first: would_take.first,
                    would_take: would_take.bits,
                };
            }
        }
        CaptureStep::Take {
            pit: at,
            take: t.take,
            next: self.prev(at),
            state: t.next.into(),
            detail: Check {
                tested: k,
                qualified: t.qualified,
                next: t.next,
            }
            .into(),
        }
    }

    /// Must-feed: when the opponent's row is empty, only the holes whose sowing reaches it.
    fn restriction(&self, pos: &Position) -> Option<Restriction> {
        let p = pos.turn();
        if pos.in_hand(p) > 0 || !self.must_feed_now(pos) {
            return None;
        }
        let allowed = self.sowable_holes(pos);
        let occupied = pos.occupied_run(allowed.first, self.houses());
        Some(Restriction {
            player: p,
            why: reason::MUST_FEED,
            first: allowed.first,
            allowed: allowed.bits,
            barred: occupied.bits & !allowed.bits,
        })
    }

    fn ends_on_repetition(&self) -> bool {
        self.options.repetition == Repetition::EndAndCollect
    }

    #[inline(always)]
    fn end_test(&self, pos: &Position, _mover: Player) -> Option<Ending> {
        let total = u32::from(self.total);
        let s0 = 2 * u32::from(pos.bank(0).total());
        let s1 = 2 * u32::from(pos.bank(1).total());
        if s0 > total || s1 > total || (s0 == total && s1 == total) {
            return Some(Ending::by_points(reason::SCORE));
        }
        if !self.has_legal_move(pos) {
            return Some(Ending::by_points(reason::NO_MOVES));
        }
        None
    }

    fn sweep(&self, pos: &Position, pit: PitId, reason: EndReason) -> SweepTo {
        if reason == reason::NO_MOVES && self.options.no_moves == NoMoves::LastMover {
            // The player who cannot move is to move; the last mover is the other one.
            SweepTo::Player(other(pos.turn()))
        } else {
            SweepTo::Player(self.owner(pit))
        }
    }

    fn scores(&self, pos: &Position) -> [i32; MAX_PLAYERS] {
        let mut scores = [0; MAX_PLAYERS];
        scores[0] = i32::from(pos.bank(0).total());
        scores[1] = i32::from(pos.bank(1).total());
        scores
    }
}

/// The score ending reads the captured seeds (more than half wins at once), so the solver keeps
/// them in every position: the defaults.
impl Exact for Awale {}

impl Playout for Awale {
    fn can_relay(&self) -> bool {
        false
    }

    /// The coloured game's moves are many (a colour order, and where each special seed goes):
    /// a random move is found by counting them, not by listing them.
    fn count_legal_moves(&self, pos: &Position) -> Option<usize> {
        self.colours()?;
        let p = pos.turn();
        if pos.in_hand(p) > 0 {
            return Some(self.placement_holes(p).len());
        }
        let mut count = 0;
        self.coloured_sowings(pos, |_, variants| {
            count += usize::from(variants.max(1));
            false
        });
        Some(count)
    }

    fn nth_legal_move(&self, pos: &Position, index: usize) -> Move {
        let p = pos.turn();
        if pos.in_hand(p) > 0 {
            let holes = self.placement_holes(p);
            return Move::place(holes.start + index as PitId);
        }
        let mut rest = index;
        let mut found = None;
        self.coloured_sowings(pos, |mv, variants| {
            let n = usize::from(variants.max(1));
            if rest >= n {
                rest -= n;
                return false;
            }
            found = Some(if variants == 0 {
                mv
            } else {
                Move {
                    special_at: rest as u8 + 1,
                    ..mv
                }
            });
            true
        });
        found.expect("an index below count_legal_moves")
    }

    /// Plain Oware: the holes of the mover's row that hold a seed, or when the opponent's row
    /// is empty and the rules say feed, enough seeds to reach it.
    #[inline(always)]
    fn legal_pits(&self, pos: &Position) -> Option<PitSet> {
        if self.colours().is_some() {
            return None;
        }
        Some(self.sowable_holes(pos))
    }

    #[inline]
    fn sowing_table(&self, _pos: &Position) -> Option<&SowingTable> {
        self.sowing.as_ref()
    }

    fn has_piece_kinds(&self) -> bool {
        self.colours().is_some()
    }
}

impl Awale {
    /// How a move of the coloured Awalé begins: a placement, or a sowing with the colours in
    /// the order the move asks for. (Apart from [`Ruleset::start`] so that the plain Oware
    /// case stays small enough to be inlined into the playout loop.)
    #[inline(never)]
    fn coloured_start(&self, pos: &Position, mv: &Move) -> Start {
        if mv.place {
            return Start::Place { pit: mv.pit };
        }
        let pieces = pos.pieces(mv.pit);
        let hand = if pieces.special == 0 && pieces.black == 0 {
            Hand::natural(pieces)
        } else {
            let (first, first_n, second, second_n) = if mv.first == Kind::Black {
                (Kind::Black, pieces.black, Kind::Plain, pieces.plain)
            } else {
                (Kind::Plain, pieces.plain, Kind::Black, pieces.black)
            };
            let mut hand = Hand::empty();
            let before = u16::from(mv.special_at.max(1)) - 1;
            if pieces.special == 0 {
                hand.push(first, first_n);
                hand.push(second, second_n);
            } else if before <= first_n {
                hand.push(first, before);
                hand.push(Kind::Special, pieces.special);
                hand.push(first, first_n - before);
                hand.push(second, second_n);
            } else {
                let from_second = before - first_n;
                hand.push(first, first_n);
                hand.push(second, from_second);
                hand.push(Kind::Special, pieces.special);
                hand.push(second, second_n - from_second);
            }
            hand
        };
        Start::Sow {
            pit: mv.pit,
            dir: Direction::Forward,
            hand: Some(hand),
            first_back: false,
        }
    }
}

impl Awale {
    /// Why sowing `pit` is illegal for the player to move, if it is.
    fn sowing_illegal(&self, pos: &Position, pit: PitId) -> Option<Illegal> {
        if self.owner(pit) != pos.turn() {
            return Some(Illegal::NotYourPit);
        }
        if pos.count(pit) == 0 {
            return Some(Illegal::EmptyPit);
        }
        if self.must_feed_now(pos) && !self.reaches_opponent(pos, pit) {
            return Some(Illegal::MustFeed);
        }
        None
    }
}

/// The weights of the heuristic search's evaluation, fitted by `mancala fit-eval` and kept in
/// `evaluation.toml` beside this file (a table per ruleset id, and a `default`).
impl crate::ruleset::Evaluate for Awale {
    fn weight_file(&self) -> Option<&'static str> {
        Some(include_str!("evaluation.toml"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chain_comes_back_from_the_engine_unchanged() {
        for chain in [Chain::NONE, Chain::RED, Chain::BLACK, Chain::BOTH] {
            assert_eq!(Chain::from(ChainState::from(chain)), chain);
        }
        assert_eq!(Chain::from(ChainState::default()), Chain::NONE);
    }
}
