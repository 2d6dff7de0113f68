//! Ô ăn quan ("mandarin square capturing"), the Vietnamese sowing game.
//!
//! The rules, as `shared/spec/o-an-quan.md` settles them from the Vietnamese Wikipedia text
//! (checked against nhatnam.vn, mamnon.com, Mancala World, Ludii, English Wikipedia and the
//! project's seed programs):
//!
//! * A ring of cells: two mandarin squares (ô quan), one at each end, each starting with one big
//!   stone (quan) worth `mandarin.value` points, or with `mandarin.small-stones` ordinary stones;
//!   between them each player owns a row of `board.squares-per-side` citizen squares (ô dân,
//!   five on the traditional board), each starting with `board.stones-per-square` citizens
//!   (dân) worth one point.
//! * A move lifts every stone of one of the mover's non-empty squares and sows them one by one to
//!   the left or to the right, into every cell on the way (mandarin squares included).
//! * Then look at the cell after the last stone. A citizen square holding stones is lifted and
//!   sown on (rải tiếp, relay). A mandarin square holding stones ends the move (or, with
//!   `relay.from-mandarin = "take-one"`, one ordinary stone is taken out of it to sow on). An empty
//!   cell is a gap: the cell behind it is captured (ăn) with everything in it, unless it is empty
//!   too or a protected young mandarin (quan non). With chains (ăn liên tiếp), an empty cell after
//!   the captured one lets the mover capture the cell behind that too, and so on.
//! * A player whose squares are all empty at the start of their turn puts captured citizens back,
//!   one per square (rải quân); short of that many, `refill.on-shortfall` decides: borrow from
//!   the opponent (vay), take stones from outside at a point each, end the game, lose, or sell a
//!   captured mandarin.
//! * The game ends when both mandarin squares are empty (or both big stones are captured); each
//!   player then collects the citizens on their own squares ("hết quan, tàn dân, thu quân").
//!   More points wins; equal points is a draw.
//!
//! The cells are numbered round the ring: the left mandarin square (as South sees the board) is
//! cell 0, South's squares follow from South's left, then the right mandarin square (cell n + 1
//! with n squares a side: cell 6 on the traditional board), then North's squares from North's
//! left. A move names a square by its number 1..=n counted from the mover's own left.
//!
//! Where the spec is silent this file chooses: a refill always puts back exactly one stone per
//! square whatever `board.stones-per-square` is, as every source describes it; a player who
//! cannot move at all (nothing to refill with, nothing to borrow) passes, and two passes in a
//! row end the game (`blocked`).

use std::sync::Arc;

use crate::{
    event::{Detail, Refill},
    family::Loader,
    moves::{Direction, Move, MoveList},
    position::{
        EndReason, FamilyState, Kind, MAX_PLAYERS, Pieces, PitId, PitSet, Player, Position,
    },
    ruleset::config::{ConfigError, RulesetInfo},
    ruleset::sowing_table::SowingTable,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, ChainState, Ending, Exact, FirstPlayer, Illegal,
        Limits, Playout, RuleCode, Ruleset, Sowing, Start, SweepTo, Take, TurnStart,
        build_sowing_table,
    },
};

mod options;
mod show;

pub use options::{
    EndCondition, FromMandarin, Leftover, MAX_SQUARES_PER_SIDE, Mandarin, Options, QuanNon,
    Shortfall,
};

/// The value of a ruleset file's `game` key for this family.
const GAME: &str = "o-an-quan";

/// The game this family reads: `game = "o-an-quan"`.
pub(crate) const GAMES: &[Loader] = &[Loader {
    game: GAME,
    load: |file, stem, text| Ok(Arc::new(OAnQuan::from_toml(file, stem, text)?)),
}];

/// Why a move ends (the `why` of the JSON `stop` step) and how a game ends, in this family's
/// rules: codes the family defines, as the JSON writes them.
pub mod reason {
    use crate::{event::StopReason, position::EndReason};

    /// The cell after the last stone is a mandarin square that is not empty.
    pub const OCCUPIED_MANDARIN: StopReason = StopReason::new(&"occupied-mandarin");
    /// An empty mandarin square would be the gap, and the rules do not allow it.
    pub const EMPTY_MANDARIN: StopReason = StopReason::new(&"empty-mandarin");
    /// The gap is followed by another empty cell.
    pub const TWO_EMPTY: StopReason = StopReason::new(&"two-empty");
    /// The capture target is a protected young mandarin (quan non).
    pub const QUAN_NON: StopReason = StopReason::new(&"quan-non");
    /// After a capture, the next cell is not empty: the chain ends.
    pub const OCCUPIED: StopReason = StopReason::new(&"occupied");
    /// One capture was made and chains are off.
    pub const NO_CHAIN: StopReason = StopReason::new(&"no-chain");
    /// Both mandarin squares are empty.
    pub const MANDARINS_EMPTY: EndReason = EndReason::rule(&"mandarins-empty");
    /// Both big stones have been captured.
    pub const BIG_STONES_CAPTURED: EndReason = EndReason::rule(&"big-stones-captured");
    /// The player to move could not refill their squares.
    pub const NO_REFILL: EndReason = EndReason::rule(&"no-refill");
}

/// The left mandarin square (as South sees the board): cell 0 on every board.
const LEFT_MANDARIN: PitId = 0;

/// The most cells a ring may have: `2n + 2` for the largest `n`, rounded up to a power of two
/// (a cell is looked up masked to it, with no bounds check).
const TABLE_CELLS: usize = 32;
const _: () = assert!(2 * MAX_SQUARES_PER_SIDE as usize + 2 <= TABLE_CELLS);

/// Where the cells of a board lie: a ring of `2n + 2` cells for `n` squares a side, worked out
/// once from `board.squares-per-side`. (The hot path asks it without a branch: the next cell
/// is a table read, a mandarin square a bit of a mask.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Geometry {
    /// The squares each player owns (n).
    side: u8,
    /// The cells on the ring (2n + 2).
    cells: u8,
    /// The right mandarin square (n + 1), which is also the distance from one player's first
    /// square to the other's.
    right: PitId,
    /// The low `n` bits: one player's squares in a set of pits.
    side_bits: u64,
    /// The two mandarin squares, bit i = cell i.
    mandarins: u64,
    /// The cell after each cell, going forward (`[0]`) and backward (`[1]`).
    next: [[PitId; TABLE_CELLS]; 2],
}

impl Geometry {
    const fn new(side: u8) -> Geometry {
        let cells = 2 * side + 2;
        let mut next = [[0; TABLE_CELLS]; 2];
        let mut cell = 0;
        while cell < cells {
            next[0][cell as usize] = if cell + 1 == cells { 0 } else { cell + 1 };
            next[1][cell as usize] = if cell == 0 { cells - 1 } else { cell - 1 };
            cell += 1;
        }
        Geometry {
            side,
            cells,
            right: side + 1,
            side_bits: (1 << side) - 1,
            mandarins: 1 << LEFT_MANDARIN | 1 << (side + 1),
            next,
        }
    }

    /// Whether a cell is a mandarin square.
    #[inline]
    const fn is_mandarin(&self, cell: PitId) -> bool {
        self.mandarins >> (cell & 63) & 1 != 0
    }

    /// The owner of a citizen square.
    #[inline]
    const fn owner(&self, cell: PitId) -> Player {
        (cell > self.right) as Player
    }

    /// The cell of `player`'s square 1 (their leftmost).
    #[inline]
    const fn first_square(&self, player: Player) -> PitId {
        player * self.right + 1
    }

    /// The number of a citizen square as moves name it: 1..=n from its owner's left. (Any
    /// other cell, which no typed move names, gets a number outside 1..=n: 0 for the left
    /// mandarin square, n + 1 for the right one.)
    const fn square_number(&self, cell: PitId) -> u8 {
        cell.wrapping_sub(self.first_square(self.owner(cell)))
            .wrapping_add(1)
    }

    /// The cell one step from `cell` in `dir`.
    #[inline]
    const fn step(&self, cell: PitId, dir: Direction) -> PitId {
        self.next[dir as usize][cell as usize % TABLE_CELLS]
    }

    /// The stones a refill puts back: one per square.
    const fn refill(&self) -> u16 {
        self.side as u16
    }
}

/// The index of mandarin square `cell` in the [`Ledger`]: 0 for the left one (cell 0), 1 for
/// the right one.
const fn mandarin_index(cell: PitId) -> usize {
    (cell != LEFT_MANDARIN) as usize
}

// ----- the family's own state -----

/// What Ô ăn quan keeps in a position beyond pits and banks (its [`FamilyState`]): what each
/// player owes, and who took the big stone of each mandarin square.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ledger {
    /// What each player owes: stones borrowed from the opponent, or taken from outside the game
    /// at a point each (South, North).
    pub debt: [i32; 2],
    /// Who captured the big stone of each mandarin square (the left one, cell 0; the right
    /// one), once one did.
    pub big_stone_taken_by: [Option<Player>; 2],
}

impl Ledger {
    /// The ledger of `pos`.
    #[must_use]
    pub fn of(pos: &Position) -> Ledger {
        let [south, north, left, right] = pos.family_state().0;
        let taker = |word: u32| word.checked_sub(1).map(|p| p as Player);
        Ledger {
            debt: [south as i32, north as i32],
            big_stone_taken_by: [taker(left), taker(right)],
        }
    }

    /// The ledger as the position keeps it (zeros for a new game).
    #[must_use]
    pub fn state(self) -> FamilyState {
        let taker = |p: Option<Player>| p.map_or(0, |p| u32::from(p) + 1);
        FamilyState([
            self.debt[0] as u32,
            self.debt[1] as u32,
            taker(self.big_stone_taken_by[0]),
            taker(self.big_stone_taken_by[1]),
        ])
    }

    /// Who took the big stone of mandarin square `cell`: cell 0 or the right one (cell n + 1
    /// on a board of n squares a side, 6 on the traditional board).
    #[must_use]
    pub fn taker(&self, cell: PitId) -> Option<Player> {
        self.big_stone_taken_by[mandarin_index(cell)]
    }

    /// Writes the ledger into `pos` (setting up a position by hand).
    pub fn put(self, pos: &mut Position) {
        pos.set_family_state(self.state());
    }
}

// ----- the ruleset -----

/// An Ô ăn quan ruleset: the options of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OAnQuan {
    info: RulesetInfo,
    options: Options,
    /// Where the cells lie, from `board.squares-per-side`.
    geometry: Geometry,
    /// The sowing paths of [`Ruleset::next_pit`] (both ways round the ring), worked out once.
    sowing: Option<SowingTable>,
}

const fn other(p: Player) -> Player {
    1 - p
}

/// Why the rules refuse a move where no shared [`Illegal`] reason says it: carried as
/// [`Illegal::Rule`], put into words by `show.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// The move is not a sowing from one square in one direction: a placement, or a move that
    /// names piece kinds.
    NotSquareAndDirection,
}

impl From<Refusal> for RuleCode {
    fn from(why: Refusal) -> RuleCode {
        match why {
            Refusal::NotSquareAndDirection => RuleCode(0),
        }
    }
}

impl TryFrom<RuleCode> for Refusal {
    /// A code this family never gives.
    type Error = RuleCode;

    fn try_from(code: RuleCode) -> Result<Refusal, RuleCode> {
        match code {
            RuleCode(0) => Ok(Refusal::NotSquareAndDirection),
            other => Err(other),
        }
    }
}

impl OAnQuan {
    /// A ruleset with these options.
    ///
    /// # Panics
    /// If `options.squares_per_side` is not in `1..=`[`MAX_SQUARES_PER_SIDE`] (a ruleset file
    /// is refused with the line and column of such a value when it is read).
    #[must_use]
    pub fn new(info: RulesetInfo, options: Options) -> OAnQuan {
        assert!(
            (1..=MAX_SQUARES_PER_SIDE).contains(&options.squares_per_side),
            "squares-per-side must be between 1 and {MAX_SQUARES_PER_SIDE}, got {}",
            options.squares_per_side
        );
        let mut rules = OAnQuan {
            info,
            geometry: Geometry::new(options.squares_per_side),
            options,
            sowing: None,
        };
        // The path goes round the ring one cell at a time and looks at nothing else: relays
        // follow the table too. (Stones from outside can make any handful; the table stops at
        // its largest, and bigger ones are sown one by one. A ring of more than sixteen cells,
        // eight or more squares a side, has no table and is sown stone by stone.)
        let ring = Position::empty(rules.num_pits(), 2);
        rules.sowing = build_sowing_table(&rules, &ring, u16::MAX);
        rules
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    pub(crate) fn from_toml(file: &str, stem: &str, text: &str) -> Result<OAnQuan, ConfigError> {
        let (info, options) = options::read(file, stem, text)?;
        Ok(OAnQuan::new(info, options))
    }

    /// The points of a big stone (0 with small stones).
    fn big_stone_value(&self) -> i32 {
        match self.options.mandarin {
            Mandarin::BigStone { value } => i32::from(value),
            Mandarin::SmallStones { .. } => 0,
        }
    }

    /// Whether mandarin square `cell` may not be captured now (quan non).
    fn is_protected(&self, pos: &Position, cell: PitId) -> bool {
        let pieces = pos.pieces(cell);
        match self.options.quan_non {
            QuanNon::Off => false,
            QuanNon::FirstTurns(n) => pos.ply() < n,
            QuanNon::MinCitizens(min) => match self.options.mandarin {
                Mandarin::BigStone { .. } => pieces.special > 0 && pieces.plain < min,
                Mandarin::SmallStones { .. } => pieces.plain >= 1 && pieces.plain < min,
            },
        }
    }

    /// The citizen squares of `player` that hold a stone.
    #[inline]
    fn occupied_squares(&self, pos: &Position, player: Player) -> PitSet {
        // A ring of at most 22 cells: the first word of the set of occupied pits holds it.
        let first = self.geometry.first_square(player);
        PitSet {
            first,
            bits: pos.occupied_low() >> first & self.geometry.side_bits,
        }
    }

    fn side_is_empty(&self, pos: &Position, player: Player) -> bool {
        self.occupied_squares(pos, player).is_empty()
    }

    /// A refill, with the debt it adds: borrowed stones and stones from outside the game.
    fn refill(pos: &Position, refill: Refill) -> TurnStart {
        let mut ledger = Ledger::of(pos);
        ledger.debt[refill.player as usize] += i32::from(refill.borrowed) + i32::from(refill.bank);
        TurnStart::Refill {
            refill,
            state: ledger.state(),
        }
    }

    fn refill_for(&self, pos: &Position, p: Player) -> TurnStart {
        let own = pos.bank(p).plain;
        let theirs = pos.bank(other(p)).plain;
        let first_pit = self.geometry.first_square(p);
        let full = self.geometry.refill();
        let refill = Refill {
            player: p,
            own: full,
            borrowed: 0,
            bank: 0,
            sold: 0,
            price: 0,
            first_pit,
        };
        if own >= full {
            return Self::refill(pos, refill);
        }
        let lose = TurnStart::End(Ending {
            reason: reason::NO_REFILL,
            sweep: false,
            winner: Some(other(p)),
        });
        match self.options.on_shortfall {
            Shortfall::Borrow => {
                let borrowed = (full - own).min(theirs);
                if own + borrowed == 0 {
                    if pos.passes() > 0 {
                        TurnStart::End(Ending::by_points(EndReason::Blocked))
                    } else {
                        TurnStart::Pass
                    }
                } else {
                    Self::refill(
                        pos,
                        Refill {
                            own,
                            borrowed,
                            ..refill
                        },
                    )
                }
            }
            Shortfall::BankPenalty => Self::refill(
                pos,
                Refill {
                    own,
                    bank: full - own,
                    ..refill
                },
            ),
            Shortfall::EndGame => TurnStart::End(Ending::by_points(reason::NO_REFILL)),
            Shortfall::Lose => lose,
            Shortfall::SellMandarin => {
                let price = (self.big_stone_value() as u16).min(theirs);
                if pos.bank(p).special > 0 && own + price >= full {
                    Self::refill(
                        pos,
                        Refill {
                            sold: 1,
                            price,
                            ..refill
                        },
                    )
                } else {
                    lose
                }
            }
        }
    }
}

impl Ruleset for OAnQuan {
    fn num_players(&self) -> usize {
        2
    }

    fn num_pits(&self) -> usize {
        usize::from(self.geometry.cells)
    }

    fn limits(&self) -> &Limits {
        &self.options.limits
    }

    fn first_player(&self) -> FirstPlayer {
        self.options.first_player
    }

    fn initial_position(&self, first: Player) -> Position {
        let mut pos = Position::empty(self.num_pits(), 2);
        for cell in 0..self.geometry.cells {
            if self.geometry.is_mandarin(cell) {
                let pieces = match self.options.mandarin {
                    Mandarin::BigStone { .. } => Pieces {
                        special: 1,
                        ..Pieces::default()
                    },
                    Mandarin::SmallStones { count } => Pieces {
                        plain: count,
                        ..Pieces::default()
                    },
                };
                pos.set_pieces(cell, pieces);
            } else {
                pos.set_count(cell, self.options.stones_per_square);
            }
        }
        pos.set_to_move(first);
        pos
    }

    #[inline]
    fn legal_moves(&self, pos: &Position, out: &mut MoveList) {
        out.push_pits(
            self.occupied_squares(pos, pos.turn()),
            self.pit_directions(),
        );
    }

    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        if mv.place || mv.special_at != 0 || mv.first != Kind::Plain {
            return Some(Illegal::Rule(Refusal::NotSquareAndDirection.into()));
        }
        let cell = mv.pit;
        let g = &self.geometry;
        if cell >= g.cells || g.is_mandarin(cell) || g.owner(cell) != pos.turn() {
            return Some(Illegal::NotYourPit);
        }
        if pos.count(cell) == 0 {
            return Some(Illegal::EmptyPit);
        }
        None
    }

    fn start(&self, _pos: &Position, mv: &Move) -> Start {
        Start::Sow {
            pit: mv.pit,
            dir: mv.dir,
            hand: None,
            first_back: false,
        }
    }

    #[inline]
    fn next_pit(&self, _pos: &Position, from: PitId, _origin: PitId, dir: Direction) -> PitId {
        self.geometry.step(from, dir)
    }

    #[inline]
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let next = self.geometry.step(sowing.last, sowing.dir);
        let pieces = pos.pieces(next);
        if pieces.total() == 0 {
            AfterSowing::Capture { at: next }
        } else if !self.geometry.is_mandarin(next) {
            AfterSowing::Relay { pit: next }
        } else if self.options.from_mandarin == FromMandarin::TakeOne && pieces.plain > 0 {
            AfterSowing::TakeOne { pit: next }
        } else {
            AfterSowing::Stop {
                why: reason::OCCUPIED_MANDARIN,
                pit: Some(next),
                detail: Detail::default(),
            }
        }
    }

    #[inline]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        let gap = cursor.at;
        if cursor.captures > 0 {
            if !self.options.chain {
                return CaptureStep::Stop {
                    why: reason::NO_CHAIN,
                    pit: None,
                    detail: Detail::default(),
                };
            }
            if pos.count(gap) > 0 {
                return CaptureStep::Stop {
                    why: reason::OCCUPIED,
                    pit: Some(gap),
                    detail: Detail::default(),
                };
            }
        }
        let g = &self.geometry;
        if g.is_mandarin(gap) && !self.options.gap_may_be_mandarin {
            return CaptureStep::Stop {
                why: reason::EMPTY_MANDARIN,
                pit: Some(gap),
                detail: Detail::default(),
            };
        }
        let target = g.step(gap, cursor.dir);
        if pos.count(target) == 0 {
            return CaptureStep::Stop {
                why: reason::TWO_EMPTY,
                pit: Some(target),
                detail: Detail::default(),
            };
        }
        if g.is_mandarin(target) && self.is_protected(pos, target) {
            return CaptureStep::Stop {
                why: reason::QUAN_NON,
                pit: Some(target),
                detail: Detail::default(),
            };
        }
        CaptureStep::Take {
            pit: target,
            take: Take::All,
            next: g.step(target, cursor.dir),
            state: ChainState::default(),
            detail: Detail::default(),
        }
    }

    fn points(&self, taken: Pieces) -> i32 {
        i32::from(taken.plain) + i32::from(taken.special) * self.big_stone_value()
    }

    fn end_test(&self, pos: &Position, _mover: Player) -> Option<Ending> {
        let right = self.geometry.right;
        let ended = match self.options.end {
            EndCondition::MandarinSquaresEmpty => {
                pos.count(LEFT_MANDARIN) == 0 && pos.count(right) == 0
            }
            EndCondition::BigStonesCaptured(_) => {
                pos.pieces(LEFT_MANDARIN).special == 0 && pos.pieces(right).special == 0
            }
        };
        ended.then(|| {
            Ending::by_points(match self.options.end {
                EndCondition::MandarinSquaresEmpty => reason::MANDARINS_EMPTY,
                EndCondition::BigStonesCaptured(_) => reason::BIG_STONES_CAPTURED,
            })
        })
    }

    #[inline]
    fn turn_start(&self, pos: &Position) -> TurnStart {
        let p = pos.turn();
        if self.side_is_empty(pos, p) {
            self.refill_for(pos, p)
        } else {
            TurnStart::Ready
        }
    }

    fn captured(
        &self,
        pos: &Position,
        mover: Player,
        pit: PitId,
        taken: Pieces,
    ) -> Option<FamilyState> {
        // The big stone's capturer is noted: with `leftover = "capturer"` the stones left in
        // that square at the end are theirs.
        (taken.special > 0).then(|| {
            let mut ledger = Ledger::of(pos);
            ledger.big_stone_taken_by[mandarin_index(pit)] = Some(mover);
            ledger.state()
        })
    }

    fn sweep(&self, pos: &Position, pit: PitId, reason: EndReason) -> SweepTo {
        if !self.geometry.is_mandarin(pit) {
            return SweepTo::Player(self.geometry.owner(pit));
        }
        match (reason, self.options.end) {
            (reason::BIG_STONES_CAPTURED, EndCondition::BigStonesCaptured(leftover)) => {
                match leftover {
                    Leftover::Capturer => Ledger::of(pos)
                        .taker(pit)
                        .map_or(SweepTo::Nobody, SweepTo::Player),
                    Leftover::Split => SweepTo::Split,
                    Leftover::Nobody => SweepTo::Nobody,
                }
            }
            _ => SweepTo::Nobody,
        }
    }

    fn scores(&self, pos: &Position) -> [i32; MAX_PLAYERS] {
        let mut scores = [0; MAX_PLAYERS];
        let debt = Ledger::of(pos).debt;
        for p in 0..2 {
            let bank = pos.bank(p);
            let mut points = i32::from(bank.plain)
                + i32::from(bank.special) * self.big_stone_value()
                - debt[p as usize];
            if self.options.on_shortfall == Shortfall::Borrow {
                points += debt[other(p) as usize];
            }
            scores[p as usize] = points;
        }
        scores
    }
}

/// Captured stones can come back (a player with an empty side refills it from their bank, or
/// borrows), so the solver keeps the banks in every position: the default.
impl Exact for OAnQuan {
    /// With `refill.on-shortfall = "lose"` or `"sell-mandarin"`, a player who cannot refill
    /// loses however many points they hold, so the points alone do not say who wins.
    fn not_solvable(&self) -> Option<&'static str> {
        match self.options.on_shortfall {
            Shortfall::Lose => Some(
                "with refill.on-shortfall = \"lose\" a player who cannot refill their squares loses whatever the points",
            ),
            Shortfall::SellMandarin => Some(
                "with refill.on-shortfall = \"sell-mandarin\" a player who cannot refill their squares or sell a big stone for enough loses whatever the points",
            ),
            Shortfall::Borrow | Shortfall::BankPenalty | Shortfall::EndGame => None,
        }
    }
}

impl Playout for OAnQuan {
    /// The mover's occupied squares: every one may be sown either way. (A set, rather than a
    /// branch per square on whether it is empty, as good as random in a playout.)
    #[inline]
    fn legal_pits(&self, pos: &Position) -> Option<PitSet> {
        Some(self.occupied_squares(pos, pos.turn()))
    }

    /// Left (backward) before right (forward), as moves are listed and written.
    fn pit_directions(&self) -> &'static [Direction] {
        &[Direction::Backward, Direction::Forward]
    }

    #[inline]
    fn sowing_table(&self, _pos: &Position) -> Option<&SowingTable> {
        self.sowing.as_ref()
    }
}

/// The weights of the heuristic search's evaluation, fitted by `mancala fit-eval` and kept in
/// `evaluation.toml` beside this file (a table per ruleset id, and a `default`).
impl crate::ruleset::Evaluate for OAnQuan {
    fn weight_file(&self) -> Option<&'static str> {
        Some(include_str!("evaluation.toml"))
    }
}
