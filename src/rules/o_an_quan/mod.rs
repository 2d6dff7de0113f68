//! Ô ăn quan ("mandarin square capturing"), the Vietnamese sowing game.
//!
//! The rules, as `shared/spec/o-an-quan.md` settles them from the Vietnamese Wikipedia text
//! (checked against nhatnam.vn, mamnon.com, Mancala World, Ludii, English Wikipedia and the
//! project's seed programs):
//!
//! * Twelve cells on a ring: cells 0 and 6 are the mandarin squares (ô quan), each starting with
//!   one big stone (quan) worth `mandarin.value` points, or with `mandarin.small-stones` ordinary
//!   stones; South owns the citizen squares (ô dân) 1..5, North 7..11, each starting with
//!   `board.stones-per-square` citizens (dân) worth one point.
//! * A move lifts every stone of one of the mover's non-empty squares and sows them one by one to
//!   the left or to the right, into every cell on the way (mandarin squares included).
//! * Then look at the cell after the last stone. A citizen square holding stones is lifted and
//!   sown on (rải tiếp, relay). A mandarin square holding stones ends the move (or, with
//!   `relay.from-mandarin = "take-one"`, one ordinary stone is taken out of it to sow on). An empty
//!   cell is a gap: the cell behind it is captured (ăn) with everything in it, unless it is empty
//!   too or a protected young mandarin (quan non). With chains (ăn liên tiếp), an empty cell after
//!   the captured one lets the mover capture the cell behind that too, and so on.
//! * A player whose five squares are all empty at the start of their turn puts five captured
//!   citizens back, one per square (rải quân); short of five, `refill.on-shortfall` decides:
//!   borrow from the opponent (vay), take stones from outside at a point each, end the game, lose,
//!   or sell a captured mandarin.
//! * The game ends when both mandarin squares are empty (or both big stones are captured); each
//!   player then collects the citizens on their own squares ("hết quan, tàn dân, thu quân").
//!   More points wins; equal points is a draw.
//!
//! Where the spec is silent this file chooses: a refill always puts back exactly five stones
//! (one per square) whatever `board.stones-per-square` is, as every source describes it; a
//! player who cannot move at all (nothing to refill with, nothing to borrow) passes, and two
//! passes in a row end the game (`blocked`).

use serde::Deserialize;
use toml::Spanned;

use std::sync::Arc;

use crate::{
    event::{Event, Refill, StopReason},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, MAX_PLAYERS, Pieces, PitId, PitSet, Player, Position},
    ruleset::ChainState,
    ruleset::config::{
        self, ConfigError, FirstPlayerValue, LimitsTable, Ranged, RulesetInfo, excluded,
    },
    ruleset::sowing_table::SowingTable,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, Ending, FirstPlayer, Illegal, Limits, Loader,
        ParseMoveError, Playout, Present, Ruleset, Sowing, Start, SweepTo, Take, TurnStart,
        build_sowing_table, capitalise, rules_heading,
    },
};

/// The game this family reads: `game = "o-an-quan"`.
pub(crate) const GAMES: &[Loader] = &[Loader {
    game: "o-an-quan",
    load: |file, stem, text| Ok(Arc::new(OAnQuan::from_toml(file, stem, text)?)),
}];

const CELLS: usize = 12;
const LEFT_MANDARIN: PitId = 0;
const RIGHT_MANDARIN: PitId = 6;
/// Stones a refill puts back: one per square.
const REFILL: u16 = 5;

// ----- options -----

/// What the mandarin squares start with (`[mandarin]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mandarin {
    /// One big stone worth `value` points (`start = "big-stone"`).
    BigStone {
        /// Points of a big stone.
        value: u16,
    },
    /// `count` ordinary stones and no big stone (`start = "small-stones"`).
    SmallStones {
        /// Stones in each mandarin square at the start.
        count: u16,
    },
}

/// What a non-empty mandarin square after the last stone does (`relay.from-mandarin`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FromMandarin {
    /// The move ends.
    Stop,
    /// One ordinary stone is taken out and sown on.
    TakeOne,
}

/// Which mandarin squares may not be captured (`[quan-non]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuanNon {
    /// A mandarin square still holding its big stone with fewer than this many citizens (with
    /// small stones: holding at least one and fewer than this many stones).
    MinCitizens(u16),
    /// None.
    Off,
    /// Every mandarin square while fewer than this many moves have been made before the current.
    FirstTurns(u32),
}

/// What happens when a player must refill with fewer than five captured citizens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shortfall {
    /// Borrow the rest from the opponent; the debt counts in the points.
    Borrow,
    /// Take the rest from outside the game at one point each.
    BankPenalty,
    /// The game ends and is scored.
    EndGame,
    /// The player loses.
    Lose,
    /// Sell a captured big stone to the opponent for citizens, or lose.
    SellMandarin,
}

/// When the game ends (`[end]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndCondition {
    /// Both mandarin squares are empty.
    MandarinSquaresEmpty,
    /// Both big stones are captured; `Leftover` says who gets citizens left in mandarin squares.
    BigStonesCaptured(Leftover),
}

/// Who scores citizens left in a mandarin square at the end (`end.leftover-in-mandarin-square`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Leftover {
    /// The player who captured that square's big stone.
    Capturer,
    /// Half each, rounded down.
    Split,
    /// Nobody.
    Nobody,
}

/// Every option of an Ô ăn quan ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `first-player`.
    pub first_player: FirstPlayer,
    /// `board.stones-per-square`.
    pub stones_per_square: u16,
    /// `[mandarin]`.
    pub mandarin: Mandarin,
    /// `relay.from-mandarin`.
    pub from_mandarin: FromMandarin,
    /// `capture.chain`.
    pub chain: bool,
    /// `capture.gap-may-be-mandarin`.
    pub gap_may_be_mandarin: bool,
    /// `[quan-non]`.
    pub quan_non: QuanNon,
    /// `refill.on-shortfall`.
    pub on_shortfall: Shortfall,
    /// `[end]`.
    pub end: EndCondition,
    /// `[limits]`.
    pub limits: Limits,
}

impl Default for Options {
    /// The `o-an-quan` ruleset: Vietnamese Wikipedia.
    fn default() -> Self {
        Options {
            first_player: FirstPlayer::Player(0),
            stones_per_square: 5,
            mandarin: Mandarin::BigStone { value: 10 },
            from_mandarin: FromMandarin::Stop,
            chain: true,
            gap_may_be_mandarin: true,
            quan_non: QuanNon::MinCitizens(5),
            on_shortfall: Shortfall::Borrow,
            end: EndCondition::MandarinSquaresEmpty,
            limits: Limits {
                max_plies: 500,
                max_plies_without_capture: 100,
                max_relay_lifts: 1000,
            },
        }
    }
}

const DEFAULT_VALUE: u16 = 10;
const DEFAULT_SMALL_STONES: u16 = 10;
const DEFAULT_MIN_CITIZENS: u16 = 5;
const DEFAULT_FIRST_TURNS: u32 = 2;

// ----- the TOML schema -----

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct File {
    id: Option<Spanned<String>>,
    #[allow(dead_code)]
    game: String,
    name: Option<String>,
    summary: Option<String>,
    sources: Option<Vec<String>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<BoardTable>,
    mandarin: Option<MandarinTable>,
    relay: Option<RelayTable>,
    capture: Option<CaptureTable>,
    quan_non: Option<QuanNonTable>,
    refill: Option<RefillTable>,
    end: Option<EndTable>,
    limits: Option<LimitsTable>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct BoardTable {
    stones_per_square: Option<Ranged<1, 20>>,
}

#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum MandarinStart {
    BigStone,
    SmallStones,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct MandarinTable {
    start: Option<MandarinStart>,
    value: Option<Spanned<Ranged<1, 50>>>,
    small_stones: Option<Spanned<Ranged<1, 50>>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RelayTable {
    from_mandarin: Option<FromMandarin>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct CaptureTable {
    chain: Option<bool>,
    gap_may_be_mandarin: Option<bool>,
}

#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum QuanNonMode {
    MinCitizens,
    Off,
    FirstTurns,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct QuanNonTable {
    mode: Option<QuanNonMode>,
    min_citizens: Option<Spanned<Ranged<1, 50>>>,
    first_turns: Option<Spanned<Ranged<1, 20>>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RefillTable {
    on_shortfall: Option<Spanned<Shortfall>>,
}

#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum Condition {
    MandarinSquaresEmpty,
    BigStonesCaptured,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct EndTable {
    condition: Option<Spanned<Condition>>,
    leftover_in_mandarin_square: Option<Spanned<Leftover>>,
}

impl Options {
    fn from_file(file: &str, text: &str, f: &File) -> Result<Options, ConfigError> {
        let d = Options::default();
        let first_player = f
            .first_player
            .as_ref()
            .map_or(d.first_player, |v| v.get_ref().0);
        if let Some(v) = &f.first_player {
            if let FirstPlayer::Player(p) = v.get_ref().0 {
                if p > 1 {
                    return Err(ConfigError::at(
                        file,
                        text,
                        Some(v.span()),
                        format!(
                            "first-player must be 0, 1 or \"random\" in a two-player game, got {p}"
                        ),
                    ));
                }
            }
        }
        let stones_per_square = f
            .board
            .as_ref()
            .and_then(|b| b.stones_per_square)
            .map_or(d.stones_per_square, Ranged::get_u16);

        let mandarin = match &f.mandarin {
            None => d.mandarin,
            Some(m) => match m.start.unwrap_or(MandarinStart::BigStone) {
                MandarinStart::BigStone => {
                    excluded(
                        file,
                        text,
                        m.small_stones.as_ref(),
                        "small-stones",
                        "start = \"big-stone\"",
                    )?;
                    Mandarin::BigStone {
                        value: m
                            .value
                            .as_ref()
                            .map_or(DEFAULT_VALUE, |v| v.get_ref().get_u16()),
                    }
                }
                MandarinStart::SmallStones => {
                    excluded(
                        file,
                        text,
                        m.value.as_ref(),
                        "value",
                        "start = \"small-stones\"",
                    )?;
                    Mandarin::SmallStones {
                        count: m
                            .small_stones
                            .as_ref()
                            .map_or(DEFAULT_SMALL_STONES, |v| v.get_ref().get_u16()),
                    }
                }
            },
        };
        let small = matches!(mandarin, Mandarin::SmallStones { .. });

        let quan_non = match &f.quan_non {
            None => d.quan_non,
            Some(q) => match q.mode.unwrap_or(QuanNonMode::MinCitizens) {
                QuanNonMode::MinCitizens => {
                    excluded(
                        file,
                        text,
                        q.first_turns.as_ref(),
                        "first-turns",
                        "mode = \"min-citizens\"",
                    )?;
                    QuanNon::MinCitizens(
                        q.min_citizens
                            .as_ref()
                            .map_or(DEFAULT_MIN_CITIZENS, |v| v.get_ref().get_u16()),
                    )
                }
                QuanNonMode::Off => {
                    excluded(
                        file,
                        text,
                        q.min_citizens.as_ref(),
                        "min-citizens",
                        "mode = \"off\"",
                    )?;
                    excluded(
                        file,
                        text,
                        q.first_turns.as_ref(),
                        "first-turns",
                        "mode = \"off\"",
                    )?;
                    QuanNon::Off
                }
                QuanNonMode::FirstTurns => {
                    excluded(
                        file,
                        text,
                        q.min_citizens.as_ref(),
                        "min-citizens",
                        "mode = \"first-turns\"",
                    )?;
                    QuanNon::FirstTurns(
                        q.first_turns
                            .as_ref()
                            .map_or(DEFAULT_FIRST_TURNS, |v| v.get_ref().get_u32()),
                    )
                }
            },
        };

        let on_shortfall = match f.refill.as_ref().and_then(|r| r.on_shortfall.as_ref()) {
            None => d.on_shortfall,
            Some(s) => {
                if small && *s.get_ref() == Shortfall::SellMandarin {
                    return Err(ConfigError::at(
                        file,
                        text,
                        Some(s.span()),
                        "on-shortfall = \"sell-mandarin\" needs big stones to sell; it does not apply with mandarin.start = \"small-stones\"",
                    ));
                }
                *s.get_ref()
            }
        };

        let end = match &f.end {
            None => d.end,
            Some(e) => match e
                .condition
                .as_ref()
                .map_or(Condition::MandarinSquaresEmpty, |c| *c.get_ref())
            {
                Condition::MandarinSquaresEmpty => {
                    excluded(
                        file,
                        text,
                        e.leftover_in_mandarin_square.as_ref(),
                        "leftover-in-mandarin-square",
                        "condition = \"mandarin-squares-empty\"",
                    )?;
                    EndCondition::MandarinSquaresEmpty
                }
                Condition::BigStonesCaptured => {
                    if small {
                        return Err(ConfigError::at(
                            file,
                            text,
                            e.condition.as_ref().map(Spanned::span),
                            "condition = \"big-stones-captured\" needs big stones; it does not apply with mandarin.start = \"small-stones\"",
                        ));
                    }
                    EndCondition::BigStonesCaptured(
                        e.leftover_in_mandarin_square
                            .as_ref()
                            .map_or(Leftover::Capturer, |l| *l.get_ref()),
                    )
                }
            },
        };

        Ok(Options {
            first_player,
            stones_per_square,
            mandarin,
            from_mandarin: f
                .relay
                .as_ref()
                .and_then(|r| r.from_mandarin)
                .unwrap_or(d.from_mandarin),
            chain: f.capture.as_ref().and_then(|c| c.chain).unwrap_or(d.chain),
            gap_may_be_mandarin: f
                .capture
                .as_ref()
                .and_then(|c| c.gap_may_be_mandarin)
                .unwrap_or(d.gap_may_be_mandarin),
            quan_non,
            on_shortfall,
            end,
            limits: LimitsTable::resolve(f.limits.as_ref(), d.limits),
        })
    }

    /// Every option as the TOML file spells it.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        let mandarin = match self.mandarin {
            Mandarin::BigStone { value } => json!({"start": "big-stone", "value": value}),
            Mandarin::SmallStones { count } => {
                json!({"start": "small-stones", "small-stones": count})
            }
        };
        let quan_non = match self.quan_non {
            QuanNon::MinCitizens(n) => json!({"mode": "min-citizens", "min-citizens": n}),
            QuanNon::Off => json!({"mode": "off"}),
            QuanNon::FirstTurns(n) => json!({"mode": "first-turns", "first-turns": n}),
        };
        let end = match self.end {
            EndCondition::MandarinSquaresEmpty => json!({"condition": "mandarin-squares-empty"}),
            EndCondition::BigStonesCaptured(l) => json!({
                "condition": "big-stones-captured",
                "leftover-in-mandarin-square": kebab(&l),
            }),
        };
        json!({
            "game": "o-an-quan",
            "first-player": FirstPlayerValue(self.first_player).to_json(),
            "board": {"stones-per-square": self.stones_per_square},
            "mandarin": mandarin,
            "relay": {"from-mandarin": kebab(&self.from_mandarin)},
            "capture": {"chain": self.chain, "gap-may-be-mandarin": self.gap_may_be_mandarin},
            "quan-non": quan_non,
            "refill": {"on-shortfall": kebab(&self.on_shortfall)},
            "end": end,
            "limits": config::limits_json(&self.limits),
        })
    }
}

/// The kebab-case name of a unit enum value (`TakeOne` → `take-one`).
fn kebab<T: std::fmt::Debug>(value: &T) -> String {
    let name = format!("{value:?}");
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

// ----- the ruleset -----

/// An Ô ăn quan ruleset: the options of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OAnQuan {
    info: RulesetInfo,
    options: Options,
    /// The sowing paths of [`Ruleset::next_pit`] (both ways round the ring), worked out once.
    sowing: Option<SowingTable>,
}

/// Whether a cell is a mandarin square.
const fn is_mandarin(cell: PitId) -> bool {
    cell == LEFT_MANDARIN || cell == RIGHT_MANDARIN
}

/// The owner of a citizen square.
const fn owner(cell: PitId) -> Player {
    if cell < 6 { 0 } else { 1 }
}

/// The cell one step from `cell` in `dir`.
const fn step(cell: PitId, dir: Direction) -> PitId {
    match dir {
        Direction::Forward => (cell + 1) % CELLS as PitId,
        Direction::Backward => (cell + CELLS as PitId - 1) % CELLS as PitId,
    }
}

const fn other(p: Player) -> Player {
    1 - p
}

impl OAnQuan {
    /// A ruleset with these options.
    #[must_use]
    pub fn new(info: RulesetInfo, options: Options) -> OAnQuan {
        let mut rules = OAnQuan {
            info,
            options,
            sowing: None,
        };
        // The path goes round the ring one cell at a time and looks at nothing else: relays
        // follow the table too. (Stones from outside can make any handful; the table stops at
        // its largest, and bigger ones are sown one by one.)
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
        let f: File = config::parse(file, text)?;
        let info = config::ruleset_info(
            file,
            text,
            stem,
            "o-an-quan",
            config::HeaderKeys {
                id: f.id.as_ref(),
                name: f.name.as_ref(),
                summary: f.summary.as_ref(),
                sources: f.sources.as_ref(),
            },
        )?;
        let options = Options::from_file(file, text, &f)?;
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
    fn occupied_squares(pos: &Position, player: Player) -> PitSet {
        pos.occupied_run(6 * player + 1, 5)
    }

    fn side_is_empty(pos: &Position, player: Player) -> bool {
        OAnQuan::occupied_squares(pos, player).is_empty()
    }

    fn refill_for(&self, pos: &Position, p: Player) -> TurnStart {
        let own = pos.bank(p).plain;
        let theirs = pos.bank(other(p)).plain;
        let first_pit = 6 * p + 1;
        let refill = Refill {
            player: p,
            own: REFILL,
            borrowed: 0,
            bank: 0,
            sold: 0,
            price: 0,
            first_pit,
        };
        if own >= REFILL {
            return TurnStart::Refill(refill);
        }
        let lose = TurnStart::End(Ending {
            reason: EndReason::NoRefill,
            sweep: false,
            winner: Some(other(p)),
        });
        match self.options.on_shortfall {
            Shortfall::Borrow => {
                let borrowed = (REFILL - own).min(theirs);
                if own + borrowed == 0 {
                    if pos.passes() > 0 {
                        TurnStart::End(Ending::by_points(EndReason::Blocked))
                    } else {
                        TurnStart::Pass
                    }
                } else {
                    TurnStart::Refill(Refill {
                        own,
                        borrowed,
                        ..refill
                    })
                }
            }
            Shortfall::BankPenalty => TurnStart::Refill(Refill {
                own,
                bank: REFILL - own,
                ..refill
            }),
            Shortfall::EndGame => TurnStart::End(Ending::by_points(EndReason::NoRefill)),
            Shortfall::Lose => lose,
            Shortfall::SellMandarin => {
                let price = (self.big_stone_value() as u16).min(theirs);
                if pos.bank(p).special > 0 && own + price >= REFILL {
                    TurnStart::Refill(Refill {
                        sold: 1,
                        price,
                        ..refill
                    })
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
        CELLS
    }

    fn limits(&self) -> &Limits {
        &self.options.limits
    }

    fn first_player(&self) -> FirstPlayer {
        self.options.first_player
    }

    fn initial_position(&self, first: Player) -> Position {
        let mut pos = Position::empty(CELLS, 2);
        for cell in 0..CELLS as PitId {
            if is_mandarin(cell) {
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
            OAnQuan::occupied_squares(pos, pos.turn()),
            self.pit_directions(),
        );
    }

    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        if mv.place || mv.special_at != 0 || mv.first != Kind::Plain {
            return Some(Illegal::Other(
                "Ô ăn quan moves are a square and a direction, like 1R".into(),
            ));
        }
        let cell = mv.pit;
        if usize::from(cell) >= CELLS || is_mandarin(cell) || owner(cell) != pos.turn() {
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
        }
    }

    #[inline]
    fn next_pit(&self, _pos: &Position, from: PitId, _origin: PitId, dir: Direction) -> PitId {
        step(from, dir)
    }

    #[inline]
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let next = step(sowing.last, sowing.dir);
        let pieces = pos.pieces(next);
        if pieces.total() == 0 {
            AfterSowing::Capture { at: next }
        } else if !is_mandarin(next) {
            AfterSowing::Relay { pit: next }
        } else if self.options.from_mandarin == FromMandarin::TakeOne && pieces.plain > 0 {
            AfterSowing::TakeOne { pit: next }
        } else {
            AfterSowing::Stop {
                why: StopReason::OccupiedMandarin,
                pit: Some(next),
            }
        }
    }

    #[inline]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        let gap = cursor.at;
        if cursor.captures > 0 {
            if !self.options.chain {
                return CaptureStep::Stop {
                    why: StopReason::NoChain,
                    pit: None,
                };
            }
            if pos.count(gap) > 0 {
                return CaptureStep::Stop {
                    why: StopReason::Occupied,
                    pit: Some(gap),
                };
            }
        }
        if is_mandarin(gap) && !self.options.gap_may_be_mandarin {
            return CaptureStep::Stop {
                why: StopReason::EmptyMandarin,
                pit: Some(gap),
            };
        }
        let target = step(gap, cursor.dir);
        if pos.count(target) == 0 {
            return CaptureStep::Stop {
                why: StopReason::TwoEmpty,
                pit: Some(target),
            };
        }
        if is_mandarin(target) && self.is_protected(pos, target) {
            return CaptureStep::Stop {
                why: StopReason::QuanNon,
                pit: Some(target),
            };
        }
        CaptureStep::Take {
            pit: target,
            take: Take::All,
            next: step(target, cursor.dir),
            state: ChainState::default(),
        }
    }

    fn points(&self, taken: Pieces) -> i32 {
        i32::from(taken.plain) + i32::from(taken.special) * self.big_stone_value()
    }

    fn end_test(&self, pos: &Position, _mover: Player) -> Option<Ending> {
        let ended = match self.options.end {
            EndCondition::MandarinSquaresEmpty => {
                pos.count(LEFT_MANDARIN) == 0 && pos.count(RIGHT_MANDARIN) == 0
            }
            EndCondition::BigStonesCaptured(_) => {
                pos.pieces(LEFT_MANDARIN).special == 0 && pos.pieces(RIGHT_MANDARIN).special == 0
            }
        };
        ended.then(|| {
            Ending::by_points(match self.options.end {
                EndCondition::MandarinSquaresEmpty => EndReason::MandarinsEmpty,
                EndCondition::BigStonesCaptured(_) => EndReason::BigStonesCaptured,
            })
        })
    }

    #[inline]
    fn turn_start(&self, pos: &Position) -> TurnStart {
        let p = pos.turn();
        if OAnQuan::side_is_empty(pos, p) {
            self.refill_for(pos, p)
        } else {
            TurnStart::Ready
        }
    }

    fn sweep(&self, pos: &Position, pit: PitId, reason: EndReason) -> SweepTo {
        if !is_mandarin(pit) {
            return SweepTo::Player(owner(pit));
        }
        match (reason, self.options.end) {
            (EndReason::BigStonesCaptured, EndCondition::BigStonesCaptured(leftover)) => {
                match leftover {
                    Leftover::Capturer => pos
                        .special_taken_by(pit)
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
        for p in 0..2 {
            let bank = pos.bank(p);
            let mut points = i32::from(bank.plain)
                + i32::from(bank.special) * self.big_stone_value()
                - pos.debt(p);
            if self.options.on_shortfall == Shortfall::Borrow {
                points += pos.debt(other(p));
            }
            scores[p as usize] = points;
        }
        scores
    }
}

impl Playout for OAnQuan {
    /// The mover's occupied squares: every one may be sown either way. (A set, rather than a
    /// branch per square on whether it is empty, as good as random in a playout.)
    #[inline]
    fn legal_pits(&self, pos: &Position) -> Option<PitSet> {
        Some(OAnQuan::occupied_squares(pos, pos.turn()))
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

// ----- what people see -----

const SIDE: [&str; 2] = ["South", "North"];

impl OAnQuan {
    fn cell_text(pos: &Position, cell: PitId) -> String {
        let pieces = pos.pieces(cell);
        if pieces.special > 0 {
            format!("Q+{}", pieces.plain)
        } else {
            pieces.plain.to_string()
        }
    }

    /// A short label: S1..S5, N1..N5, Q0 (left mandarin square), Q6 (right).
    fn label(cell: PitId) -> String {
        match cell {
            LEFT_MANDARIN => "Q0".into(),
            RIGHT_MANDARIN => "Q6".into(),
            c => format!("{}{}", if owner(c) == 0 { "S" } else { "N" }, c % 6),
        }
    }

    fn stones(n: u16) -> String {
        if n == 1 {
            "1 stone".into()
        } else {
            format!("{n} stones")
        }
    }

    fn direction_words(dir: Direction) -> &'static str {
        match dir {
            Direction::Forward => "to the right (R)",
            Direction::Backward => "to the left (L)",
        }
    }

    fn describe_pieces(&self, taken: Pieces) -> String {
        let mut parts = Vec::new();
        if taken.special > 0 {
            parts.push(format!(
                "the big stone (quan, {} points)",
                self.big_stone_value()
            ));
        }
        if taken.plain > 0 || parts.is_empty() {
            parts.push(format!(
                "{} citizen{} (dân)",
                taken.plain,
                if taken.plain == 1 { "" } else { "s" }
            ));
        }
        parts.join(" and ")
    }

    fn stop_words(&self, why: StopReason, pit: Option<PitId>) -> String {
        let at = pit.map(|p| self.pit_name(p)).unwrap_or_default();
        match why {
            StopReason::OccupiedMandarin => format!(
                "The next cell, {at}, is a mandarin square (ô quan) that is not empty: sowing stops there and nothing is captured (mất lượt)."
            ),
            StopReason::EmptyMandarin => format!(
                "The next cell, {at}, is an empty mandarin square, which may not serve as the gap under these rules: the turn ends (mất lượt)."
            ),
            StopReason::TwoEmpty => format!(
                "The cell behind the gap, {at}, is empty too: two empty cells in a row, so nothing more is captured and the turn ends (mất lượt)."
            ),
            StopReason::QuanNon => format!(
                "The cell behind the gap, {at}, is a young mandarin (quan non) and may not be captured yet: the turn ends."
            ),
            StopReason::Occupied => format!(
                "The next cell, {at}, is not empty, so the chain of captures (ăn liên tiếp) ends here."
            ),
            StopReason::NoChain => {
                "Chained captures are off in this ruleset: one capture ends the turn.".into()
            }
            other => format!("The move ends ({}).", other.as_str()),
        }
    }
}

impl Present for OAnQuan {
    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let err = || ParseMoveError {
            text: text.trim().to_owned(),
            expected: "a square 1-5 and a direction L or R, like 1R or 4L".into(),
        };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut chars = compact.chars();
        let (Some(k), Some(d), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err());
        };
        let k = k
            .to_digit(10)
            .filter(|k| (1..=5).contains(k))
            .ok_or_else(err)?;
        let dir = match d.to_ascii_uppercase() {
            'R' | 'P' => Direction::Forward,
            'L' | 'T' => Direction::Backward,
            _ => return Err(err()),
        };
        Ok(Move::sow(6 * pos.turn() + k as PitId, dir))
    }

    fn illegal_text(&self, _pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => format!("your square {} is empty", mv.pit % 6),
            Illegal::NotYourPit => "you may only sow from your own squares 1-5".into(),
            other => other.to_string(),
        }
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        let k = mv.pit % 6;
        let d = match mv.dir {
            Direction::Forward => 'R',
            Direction::Backward => 'L',
        };
        format!("{k}{d}")
    }

    fn pit_name(&self, pit: PitId) -> String {
        match pit {
            LEFT_MANDARIN => "the left mandarin square (cell 0)".into(),
            RIGHT_MANDARIN => "the right mandarin square (cell 6)".into(),
            cell => format!("{}'s square {}", SIDE[owner(cell) as usize], cell % 6),
        }
    }

    fn draw(&self, pos: &Position) -> String {
        let scores = self.scores(pos);
        let cell = |c: PitId| format!("{:>4} ", OAnQuan::cell_text(pos, c));
        let mut top = String::new();
        let mut bottom = String::new();
        for k in (1..=5).rev() {
            top.push_str(&cell(6 + k));
            top.push('|');
        }
        for k in 1..=5 {
            bottom.push_str(&cell(k));
            bottom.push('|');
        }
        let rule = "+-----+-----+-----+-----+-----+-----+-----+";
        let status = match pos.outcome() {
            Some(o) => match o.winner {
                Some(w) => format!(
                    "game over: {} wins {}-{}",
                    SIDE[w as usize], o.scores[0], o.scores[1]
                ),
                None => format!("game over ({}): {}-{}", o.reason, o.scores[0], o.scores[1]),
            },
            None => format!("{} to move", SIDE[pos.turn() as usize]),
        };
        let side_line = |p: Player| {
            let bank = pos.bank(p);
            let plural =
                |n: i64, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
            let mut line = format!(
                "{}: {}",
                SIDE[p as usize],
                plural(scores[p as usize].into(), "point")
            );
            line.push_str(&format!(" ({}", plural(bank.plain.into(), "citizen")));
            if bank.special > 0 {
                line.push_str(&format!(
                    ", {} big stone{}",
                    bank.special,
                    if bank.special == 1 { "" } else { "s" }
                ));
            }
            if pos.debt(p) != 0 {
                line.push_str(&format!(", debt {}", pos.debt(p)));
            }
            line.push(')');
            line
        };
        format!(
            "         5     4     3     2     1     {north}\n{rule}\n|     |{top}     |\n|{l:^5}+-----+-----+-----+-----+-----+{r:^5}|\n|     |{bottom}     |\n{rule}\n         1     2     3     4     5     {south}\n{status}",
            north = side_line(1),
            south = side_line(0),
            l = OAnQuan::cell_text(pos, LEFT_MANDARIN),
            r = OAnQuan::cell_text(pos, RIGHT_MANDARIN),
        )
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        let taken_by = |c| {
            pos.special_taken_by(c)
                .map_or(serde_json::Value::Null, Into::into)
        };
        serde_json::json!({
            "big_stones": [pos.pieces(LEFT_MANDARIN).special, pos.pieces(RIGHT_MANDARIN).special],
            "debt": [pos.debt(0), pos.debt(1)],
            "captured_citizens": [pos.bank(0).plain, pos.bank(1).plain],
            "captured_big_stones": [pos.bank(0).special, pos.bank(1).special],
            "big_stone_taken_by": [taken_by(LEFT_MANDARIN), taken_by(RIGHT_MANDARIN)],
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        let o = &self.options;
        let mut lines = rules_heading(
            &self.info,
            "Ô ăn quan, the Vietnamese mandarin-square game.",
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(format!(
            "- Twelve cells on a ring: two mandarin squares (ô quan), cells 0 and 6, and ten citizen squares (ô dân); South owns squares 1-5, North squares 7-11. Each citizen square starts with {} citizens (dân), worth one point each.",
            o.stones_per_square
        ));
        lines.push(match o.mandarin {
            Mandarin::BigStone { value } => format!(
                "- Each mandarin square starts with one big stone (quan) worth {value} points."
            ),
            Mandarin::SmallStones { count } => format!(
                "- Each mandarin square starts with {count} ordinary stones; there are no big stones."
            ),
        });
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", SIDE[p as usize]),
            FirstPlayer::Random => "- The first player is drawn at random (oẳn tù tì).".into(),
        });
        lines.push(String::new());
        lines.push("A move".into());
        lines.push("- Choose one of your non-empty squares and a direction, left (L) or right (R), as seen from your seat; move 1R lifts your leftmost square and sows to the right. Lift every stone and drop one into each following cell, mandarin squares included (rải).".into());
        lines.push("- Then look at the cell after the last stone:".into());
        lines.push("  - a citizen square holding stones: lift them all and keep sowing in the same direction (rải tiếp);".into());
        lines.push(match o.from_mandarin {
            FromMandarin::Stop => "  - a mandarin square holding anything: the turn ends (mất lượt);".into(),
            FromMandarin::TakeOne => "  - a mandarin square holding ordinary stones: take one of them and keep sowing with it; holding only its big stone: the turn ends;".into(),
        });
        lines.push(if o.gap_may_be_mandarin {
            "  - an empty cell (a citizen or a mandarin square): it is the gap; capture (ăn) everything in the cell behind it.".into()
        } else {
            "  - an empty citizen square: it is the gap; capture (ăn) everything in the cell behind it. An empty mandarin square ends the turn.".into()
        });
        lines.push("- Nothing is captured when the cell behind the gap is empty too. Any cell can be captured, your own squares included.".into());
        lines.push(if o.chain {
            "- Chain (ăn liên tiếp): if the cell after the captured one is empty and the cell behind it holds stones, capture that too, and so on. A capture never gives another sowing.".into()
        } else {
            "- Only one cell is captured per move (no chains).".into()
        });
        lines.push(match o.quan_non {
            QuanNon::Off => "- A mandarin square may be captured at any time.".into(),
            QuanNon::MinCitizens(n) => match o.mandarin {
                Mandarin::BigStone { .. } => format!(
                    "- Quan non: a mandarin square that still holds its big stone and fewer than {n} citizens is a young mandarin and may not be captured; a move that would capture it ends."
                ),
                Mandarin::SmallStones { .. } => format!(
                    "- Quan non: a mandarin square holding from 1 to {} stones is young and may not be captured; a move that would capture it ends.",
                    n - 1
                ),
            },
            QuanNon::FirstTurns(n) => format!(
                "- Quan non: no mandarin square may be captured during the first {n} moves of the game."
            ),
        });
        lines.push(String::new());
        lines.push("Refill".into());
        lines.push("- A player whose five squares are all empty at the start of their turn puts five captured citizens back, one in each square (rải quân).".into());
        lines.push(match o.on_shortfall {
            Shortfall::Borrow => "- Short of five, they put back what they have and borrow (vay) the rest from the opponent; each borrowed stone costs them a point and gives one back to the lender (nợ). With nothing to put back and nothing to borrow, they pass; two passes in a row end the game.".into(),
            Shortfall::BankPenalty => "- Short of five, they put back what they have and take the rest from outside the game, losing a point for each.".into(),
            Shortfall::EndGame => "- Short of five, the game ends at once and is scored.".into(),
            Shortfall::Lose => "- Short of five, that player loses the game.".into(),
            Shortfall::SellMandarin => format!(
                "- Short of five, a player holding a captured big stone sells it to the opponent for up to {} citizens and refills; with no big stone to sell, or still short, that player loses.",
                self.big_stone_value()
            ),
        });
        lines.push(String::new());
        lines.push("End".into());
        lines.push(match o.end {
            EndCondition::MandarinSquaresEmpty => "- The game ends when both mandarin squares are empty (hết quan). Each player then collects the citizens on their own squares (thu quân).".into(),
            EndCondition::BigStonesCaptured(l) => format!(
                "- The game ends when both big stones have been captured. Each player then collects the citizens on their own squares; citizens left in a mandarin square go {}.",
                match l {
                    Leftover::Capturer => "to the player who captured that square's big stone",
                    Leftover::Split => "half to each player (an odd one to nobody)",
                    Leftover::Nobody => "to nobody",
                }
            ),
        });
        lines.push("- Points: citizens captured + the big stones' value − stones owed. More points wins; equal points is a draw.".into());
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a capture; a move needing more than {} relays is abandoned.",
            o.limits.max_plies, o.limits.max_plies_without_capture, o.limits.max_relay_lifts
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        Some("Cells: S1-S5 are South's squares and N1-N5 North's, each counted from its owner's left; Q0 and Q6 are the left and right mandarin squares (ô quan) as South sees them.".into())
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        let mut out = Vec::new();
        let mover = SIDE[before.turn() as usize];
        let mut i = 0;
        while i < events.len() {
            match events[i] {
                Event::Lift { pit, count } | Event::Relay { pit, count } => {
                    let mut sown = Vec::new();
                    let mut j = i + 1;
                    while let Some(Event::Sow { pit, .. }) = events.get(j) {
                        sown.push(*pit);
                        j += 1;
                    }
                    let cells: Vec<String> = sown.iter().map(|&c| OAnQuan::label(c)).collect();
                    let into = if cells.len() == 1 {
                        format!("into {}", cells[0])
                    } else {
                        format!("one each into {}", cells.join(", "))
                    };
                    if matches!(events[i], Event::Lift { .. }) {
                        out.push(format!(
                            "{mover} lifts {} from {} and sows (rải) {}: {into}.",
                            OAnQuan::stones(count),
                            self.pit_name(pit),
                            OAnQuan::direction_words(mv.dir),
                        ));
                    } else {
                        out.push(format!(
                            "The next cell, {}, holds {}: relay (rải tiếp), lift {} and keep sowing {into}.",
                            self.pit_name(pit),
                            OAnQuan::stones(count),
                            if count == 1 { "it" } else { "them" },
                        ));
                    }
                    i = j;
                    continue;
                }
                Event::TakeOne { pit } => {
                    let mut j = i + 1;
                    let mut into = String::new();
                    if let Some(Event::Sow { pit, .. }) = events.get(j) {
                        into = self.pit_name(*pit);
                        j += 1;
                    }
                    out.push(format!(
                        "The next cell, {}, is a mandarin square holding stones: take one stone out of it and sow it into {into}.",
                        self.pit_name(pit)
                    ));
                    i = j;
                    continue;
                }
                Event::Capture { pit, taken, points } => {
                    let gap = step(
                        pit,
                        if mv.dir == Direction::Forward {
                            Direction::Backward
                        } else {
                            Direction::Forward
                        },
                    );
                    out.push(format!(
                        "{} is empty, so {mover} captures (ăn) what lies behind it, in {}: {}, {} point{}.",
                        capitalise(&self.pit_name(gap)),
                        self.pit_name(pit),
                        self.describe_pieces(taken),
                        points,
                        if points == 1 { "" } else { "s" }
                    ));
                }
                Event::Stop { why, pit } => out.push(self.stop_words(why, pit)),
                Event::Refill(r) => {
                    let who = SIDE[r.player as usize];
                    let mut text =
                        format!("{who}'s five squares are all empty: refill (rải quân).");
                    if r.sold > 0 {
                        text.push_str(&format!(
                            " {who} sells a captured big stone to {} for {} citizens.",
                            SIDE[other(r.player) as usize],
                            r.price
                        ));
                    }
                    if r.own > 0 {
                        text.push_str(&format!(
                            " {who} puts back {} of their own captured citizens.",
                            r.own
                        ));
                    }
                    if r.borrowed > 0 {
                        text.push_str(&format!(
                            " {who} borrows (vay) {} from {} and owes them (nợ) that many points.",
                            r.borrowed,
                            SIDE[other(r.player) as usize]
                        ));
                    }
                    if r.bank > 0 {
                        text.push_str(&format!(
                            " {who} takes {} from outside the game, a point each.",
                            OAnQuan::stones(r.bank)
                        ));
                    }
                    text.push_str(&format!(
                        " One stone goes into each of squares 1 to {}.",
                        r.placed()
                    ));
                    out.push(text);
                }
                Event::Pass { player } => out.push(format!(
                    "{} has no stones on their squares and none to put back or borrow: they pass.",
                    SIDE[player as usize]
                )),
                Event::Sweep { player, count } => out.push(format!(
                    "Collection (thu quân): {} collects {} left to them on the board.",
                    SIDE[player as usize],
                    OAnQuan::stones(count)
                )),
                Event::Limit { limit } => out.push(format!(
                    "The safety limit `{}` is reached: the game stops unfinished.",
                    limit.key()
                )),
                Event::GameEnd { outcome } => {
                    let why = match outcome.reason {
                        EndReason::MandarinsEmpty => {
                            "both mandarin squares are empty (hết quan, tàn dân)".to_string()
                        }
                        EndReason::BigStonesCaptured => {
                            "both big stones have been captured".to_string()
                        }
                        EndReason::NoRefill => {
                            "a player could not refill their squares".to_string()
                        }
                        EndReason::Blocked => "neither player can move".to_string(),
                        other => other.to_string(),
                    };
                    let result = match outcome.winner {
                        Some(w) => format!("{} wins", SIDE[w as usize]),
                        None if matches!(outcome.reason, EndReason::Limit(_)) => {
                            "unfinished".into()
                        }
                        None => "a draw".into(),
                    };
                    out.push(format!(
                        "The game is over: {why}. Final points South {} – North {}: {result}.",
                        outcome.scores[0], outcome.scores[1]
                    ));
                }
                Event::Sow { .. }
                | Event::Place { .. }
                | Event::GrandSlam { .. }
                | Event::NewRound { .. }
                | Event::Bonus => {}
            }
            i += 1;
        }
        out
    }
}
