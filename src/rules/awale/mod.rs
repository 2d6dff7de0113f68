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

use std::ops::Range;

use serde::{Deserialize, Deserializer, de};
use toml::Spanned;

use std::sync::Arc;

use crate::{
    event::{Event, StopReason},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, MAX_PLAYERS, Pieces, PitId, PitSet, Player, Position},
    ruleset::ChainState,
    ruleset::config::{self, ConfigError, FirstPlayerValue, LimitsTable, Ranged, RulesetInfo},
    ruleset::sowing_table::SowingTable,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, Ending, FirstPlayer, Hand, Illegal, Limits,
        Loader, ParseMoveError, Playout, Present, Ruleset, Sowing, Start, SweepTo, Take,
        build_sowing_table, capitalise, rules_heading, tested_once,
    },
};

/// The games this family reads: `game = "oware"` and `game = "awale-colours"`.
pub(crate) const GAMES: &[Loader] = &[
    Loader {
        game: "oware",
        load: |file, stem, text| Ok(Arc::new(Awale::oware_from_toml(file, stem, text)?)),
    },
    Loader {
        game: "awale-colours",
        load: |file, stem, text| Ok(Arc::new(Awale::colours_from_toml(file, stem, text)?)),
    },
];

/// Houses per player of the coloured game (fixed: no option changes it).
const COLOUR_HOUSES: u8 = 6;

/// Capture state bit: red seeds are chained.
const RED: u8 = 1;
/// Capture state bit: black seeds are chained.
const BLACK: u8 = 2;

// ----- options -----

/// What a capture that would take every seed of the opponent's row does (`capture.grand-slam`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// The move stands and nothing is captured (Abapa).
    NoCapture,
    /// The capture happens as usual (seed 002).
    Capture,
}

/// What a position recurring since the last capture does (`end.repetition`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Repetition {
    /// The game ends and each player collects the seeds of their row.
    EndAndCollect,
    /// Nothing: only the safety limits stop a cycle.
    Off,
}

/// Who collects the seeds left on the board at a `no-moves` ending (`end.no-moves`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    /// Each row's seeds go to that row's owner.
    OwnSide,
    /// Every seed goes to the player who moved last.
    LastMover,
}

/// Where a special seed may be placed (`special-seed.placement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Placement {
    /// In one of the player's own holes.
    Own,
    /// In any hole.
    Any,
}

/// What a coloured capture takes from a hole (`capture.scope`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// The seeds of the qualifying colours and the special seeds.
    Colour,
    /// Every seed of the hole.
    All,
}

/// How a chain started by a special last seed goes on (`capture.special-final`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialFinal {
    /// Both colours are tried; the chain goes on in the colours that qualified.
    WildNarrowing,
    /// Both colours are tried at every hole of the chain.
    Wild,
}

/// The options only the coloured game has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colours {
    /// `board.seeds-per-colour`: red seeds, and as many black, in every hole.
    pub seeds_per_colour: u16,
    /// `special-seed.per-player`: 0 or 1.
    pub special_per_player: u8,
    /// `special-seed.placement`.
    pub placement: Placement,
    /// `capture.scope`.
    pub scope: Scope,
    /// `capture.special-final`.
    pub special_final: SpecialFinal,
}

/// The seeds of the game: plain (Oware) or coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seeds {
    /// `game = "oware"`: `board.seeds-per-house` plain seeds in every hole.
    Plain {
        /// Seeds in every hole at the start.
        per_house: u16,
    },
    /// `game = "awale-colours"`.
    Coloured(Colours),
}

/// Every option of an Awalé ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `first-player`.
    pub first_player: FirstPlayer,
    /// `board.houses-per-player` (Oware; always 6 in the coloured game).
    pub houses: u8,
    /// The seeds and the coloured game's own options.
    pub seeds: Seeds,
    /// `capture.grand-slam`.
    pub grand_slam: GrandSlam,
    /// `feeding.must-feed`.
    pub must_feed: bool,
    /// `end.repetition`.
    pub repetition: Repetition,
    /// `end.no-moves`.
    pub no_moves: NoMoves,
    /// `[limits]`.
    pub limits: Limits,
}

/// The coloured options of `awale-abapa-colours`.
const DEFAULT_COLOURS: Colours = Colours {
    seeds_per_colour: 3,
    special_per_player: 1,
    placement: Placement::Own,
    scope: Scope::Colour,
    special_final: SpecialFinal::WildNarrowing,
};

/// Seeds per hole in `oware-abapa`.
const DEFAULT_SEEDS_PER_HOUSE: u16 = 4;

const DEFAULT_LIMITS: Limits = Limits {
    max_plies: 1000,
    max_plies_without_capture: 1000,
    max_relay_lifts: 1000,
};

impl Options {
    /// The `oware-abapa` ruleset.
    #[must_use]
    pub const fn oware() -> Options {
        Options {
            first_player: FirstPlayer::Player(0),
            houses: 6,
            seeds: Seeds::Plain {
                per_house: DEFAULT_SEEDS_PER_HOUSE,
            },
            grand_slam: GrandSlam::NoCapture,
            must_feed: true,
            repetition: Repetition::EndAndCollect,
            no_moves: NoMoves::OwnSide,
            limits: DEFAULT_LIMITS,
        }
    }

    /// The `awale-abapa-colours` ruleset.
    #[must_use]
    pub const fn colours() -> Options {
        Options {
            first_player: FirstPlayer::Player(0),
            houses: COLOUR_HOUSES,
            seeds: Seeds::Coloured(DEFAULT_COLOURS),
            grand_slam: GrandSlam::Capture,
            must_feed: true,
            repetition: Repetition::EndAndCollect,
            no_moves: NoMoves::OwnSide,
            limits: DEFAULT_LIMITS,
        }
    }

    /// The coloured game's options, if this is the coloured game.
    #[must_use]
    pub const fn colours_options(&self) -> Option<&Colours> {
        match &self.seeds {
            Seeds::Coloured(c) => Some(c),
            Seeds::Plain { .. } => None,
        }
    }

    /// Every seed of the game (special seeds included).
    #[must_use]
    pub fn total_seeds(&self) -> u16 {
        let holes = 2 * u16::from(self.houses);
        match self.seeds {
            Seeds::Plain { per_house } => holes * per_house,
            Seeds::Coloured(c) => {
                holes * 2 * c.seeds_per_colour + 2 * u16::from(c.special_per_player)
            }
        }
    }

    /// Every option as the TOML file spells it.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        let first = FirstPlayerValue(self.first_player).to_json();
        let feeding = json!({"must-feed": self.must_feed});
        let end = json!({
            "repetition": match self.repetition {
                Repetition::EndAndCollect => "end-and-collect",
                Repetition::Off => "off",
            },
            "no-moves": match self.no_moves {
                NoMoves::OwnSide => "own-side",
                NoMoves::LastMover => "last-mover",
            },
        });
        let grand_slam = grand_slam_str(self.grand_slam);
        let limits = config::limits_json(&self.limits);
        match self.seeds {
            Seeds::Plain { per_house } => json!({
                "game": "oware",
                "first-player": first,
                "board": {"houses-per-player": self.houses, "seeds-per-house": per_house},
                "capture": {"grand-slam": grand_slam},
                "feeding": feeding,
                "end": end,
                "limits": limits,
            }),
            Seeds::Coloured(c) => {
                let placement = match c.placement {
                    Placement::Own => "own",
                    Placement::Any => "any",
                };
                let scope = match c.scope {
                    Scope::Colour => "colour",
                    Scope::All => "all",
                };
                let special_final = match c.special_final {
                    SpecialFinal::WildNarrowing => "wild-narrowing",
                    SpecialFinal::Wild => "wild",
                };
                let (special, capture) = if c.special_per_player > 0 {
                    (
                        json!({"per-player": c.special_per_player, "placement": placement}),
                        json!({"scope": scope, "special-final": special_final, "grand-slam": grand_slam}),
                    )
                } else {
                    (
                        json!({"per-player": 0}),
                        json!({"scope": scope, "grand-slam": grand_slam}),
                    )
                };
                json!({
                    "game": "awale-colours",
                    "first-player": first,
                    "board": {"seeds-per-colour": c.seeds_per_colour},
                    "special-seed": special,
                    "capture": capture,
                    "feeding": feeding,
                    "end": end,
                    "limits": limits,
                })
            }
        }
    }
}

const fn grand_slam_str(g: GrandSlam) -> &'static str {
    match g {
        GrandSlam::NoCapture => "no-capture",
        GrandSlam::Capture => "capture",
    }
}

// ----- the TOML schema -----

/// `special-seed.per-player`: 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PerPlayer(u8);

impl<'de> Deserialize<'de> for PerPlayer {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = i64::deserialize(d)?;
        match v {
            0 | 1 => Ok(PerPlayer(v as u8)),
            _ => Err(de::Error::custom(format!(
                "must be 1 (one special seed each) or 0 (no special seeds), got {v}"
            ))),
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareFile {
    id: Option<Spanned<String>>,
    #[allow(dead_code)]
    game: String,
    name: Option<String>,
    summary: Option<String>,
    sources: Option<Vec<String>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<OwareBoard>,
    capture: Option<OwareCapture>,
    feeding: Option<FeedingTable>,
    end: Option<EndTable>,
    limits: Option<LimitsTable>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareBoard {
    houses_per_player: Option<Ranged<2, 12>>,
    seeds_per_house: Option<Ranged<1, 12>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareCapture {
    grand_slam: Option<GrandSlam>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursFile {
    id: Option<Spanned<String>>,
    #[allow(dead_code)]
    game: String,
    name: Option<String>,
    summary: Option<String>,
    sources: Option<Vec<String>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<ColoursBoard>,
    special_seed: Option<SpecialSeedTable>,
    capture: Option<ColoursCapture>,
    feeding: Option<FeedingTable>,
    end: Option<EndTable>,
    limits: Option<LimitsTable>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursBoard {
    seeds_per_colour: Option<Ranged<1, 6>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct SpecialSeedTable {
    per_player: Option<PerPlayer>,
    placement: Option<Spanned<Placement>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursCapture {
    scope: Option<Scope>,
    special_final: Option<Spanned<SpecialFinal>>,
    grand_slam: Option<GrandSlam>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct FeedingTable {
    must_feed: Option<bool>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct EndTable {
    repetition: Option<Repetition>,
    no_moves: Option<NoMoves>,
}

/// The header keys every file has, checked.
struct Header<'a> {
    id: &'a Option<Spanned<String>>,
    name: &'a Option<String>,
    summary: &'a Option<String>,
    sources: &'a Option<Vec<String>>,
    first_player: &'a Option<Spanned<FirstPlayerValue>>,
}

impl Header<'_> {
    fn read(
        &self,
        file: &str,
        text: &str,
        stem: &str,
        game: &str,
    ) -> Result<(RulesetInfo, Option<FirstPlayer>), ConfigError> {
        let info = config::ruleset_info(
            file,
            text,
            stem,
            game,
            config::HeaderKeys {
                id: self.id.as_ref(),
                name: self.name.as_ref(),
                summary: self.summary.as_ref(),
                sources: self.sources.as_ref(),
            },
        )?;
        let first = match self.first_player {
            None => None,
            Some(v) => match v.get_ref().0 {
                FirstPlayer::Player(p) if p > 1 => {
                    return Err(ConfigError::at(
                        file,
                        text,
                        Some(v.span()),
                        format!(
                            "first-player must be 0, 1 or \"random\" in a two-player game, got {p}"
                        ),
                    ));
                }
                first => Some(first),
            },
        };
        Ok((info, first))
    }
}

fn read_end(end: Option<&EndTable>, d: &Options) -> (Repetition, NoMoves) {
    (
        end.and_then(|e| e.repetition).unwrap_or(d.repetition),
        end.and_then(|e| e.no_moves).unwrap_or(d.no_moves),
    )
}

fn read_oware(file: &str, text: &str, stem: &str) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: OwareFile = config::parse(file, text)?;
    let (info, first) = Header {
        id: &f.id,
        name: &f.name,
        summary: &f.summary,
        sources: &f.sources,
        first_player: &f.first_player,
    }
    .read(file, text, stem, "oware")?;
    let d = Options::oware();
    let board = f.board.as_ref();
    let houses = board
        .and_then(|b| b.houses_per_player)
        .map_or(d.houses, |h| h.get_u16() as u8);
    let per_house = board
        .and_then(|b| b.seeds_per_house)
        .map_or(DEFAULT_SEEDS_PER_HOUSE, Ranged::get_u16);
    let (repetition, no_moves) = read_end(f.end.as_ref(), &d);
    let options = Options {
        first_player: first.unwrap_or(d.first_player),
        houses,
        seeds: Seeds::Plain { per_house },
        grand_slam: f
            .capture
            .as_ref()
            .and_then(|c| c.grand_slam)
            .unwrap_or(d.grand_slam),
        must_feed: f
            .feeding
            .as_ref()
            .and_then(|x| x.must_feed)
            .unwrap_or(d.must_feed),
        repetition,
        no_moves,
        limits: LimitsTable::resolve(f.limits.as_ref(), d.limits),
    };
    Ok((info, options))
}

fn read_colours(file: &str, text: &str, stem: &str) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: ColoursFile = config::parse(file, text)?;
    let (info, first) = Header {
        id: &f.id,
        name: &f.name,
        summary: &f.summary,
        sources: &f.sources,
        first_player: &f.first_player,
    }
    .read(file, text, stem, "awale-colours")?;
    let d = Options::colours();
    let dc = DEFAULT_COLOURS;
    let special = f.special_seed.as_ref();
    let capture = f.capture.as_ref();
    let special_per_player = special
        .and_then(|s| s.per_player)
        .map_or(dc.special_per_player, |p| p.0);
    if special_per_player == 0 {
        let inapplicable = [
            (
                special.and_then(|s| s.placement.as_ref().map(Spanned::span)),
                "special-seed.placement",
            ),
            (
                capture.and_then(|c| c.special_final.as_ref().map(Spanned::span)),
                "capture.special-final",
            ),
        ];
        for (span, key) in inapplicable {
            if let Some(span) = span {
                return Err(ConfigError::at(
                    file,
                    text,
                    Some(span),
                    format!(
                        "`{key}` does not apply with special-seed.per-player = 0 (there are no special seeds); remove it or set per-player = 1"
                    ),
                ));
            }
        }
    }
    let colours = Colours {
        seeds_per_colour: f
            .board
            .as_ref()
            .and_then(|b| b.seeds_per_colour)
            .map_or(dc.seeds_per_colour, Ranged::get_u16),
        special_per_player,
        placement: special
            .and_then(|s| s.placement.as_ref())
            .map_or(dc.placement, |p| *p.get_ref()),
        scope: capture.and_then(|c| c.scope).unwrap_or(dc.scope),
        special_final: capture
            .and_then(|c| c.special_final.as_ref())
            .map_or(dc.special_final, |s| *s.get_ref()),
    };
    let (repetition, no_moves) = read_end(f.end.as_ref(), &d);
    let options = Options {
        first_player: first.unwrap_or(d.first_player),
        houses: COLOUR_HOUSES,
        seeds: Seeds::Coloured(colours),
        grand_slam: capture.and_then(|c| c.grand_slam).unwrap_or(d.grand_slam),
        must_feed: f
            .feeding
            .as_ref()
            .and_then(|x| x.must_feed)
            .unwrap_or(d.must_feed),
        repetition,
        no_moves,
        limits: LimitsTable::resolve(f.limits.as_ref(), d.limits),
    };
    Ok((info, options))
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

/// The colours a capture chain starts with, from the kind of the last seed.
const fn initial_colours(last: Kind) -> u8 {
    match last {
        Kind::Plain => RED,
        Kind::Black => BLACK,
        Kind::Special => RED | BLACK,
    }
}

/// The colours of `k` whose seeds plus the special seeds in a hole holding `pieces` number 2 or
/// 3.
const fn qualifying(pieces: Pieces, k: u8) -> u8 {
    let mut q = 0;
    if k & RED != 0 && matches!(pieces.plain + pieces.special, 2 | 3) {
        q |= RED;
    }
    if k & BLACK != 0 && matches!(pieces.black + pieces.special, 2 | 3) {
        q |= BLACK;
    }
    q
}

/// What one hole gives a capture chain.
#[derive(Clone, Copy)]
struct Taking {
    take: Take,
    /// Seeds taken.
    count: u16,
    /// The colours chained to the next hole.
    next: u8,
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
        let (info, options) = read_oware(file, text, stem)?;
        Ok(Awale::new(info, options))
    }

    /// Reads an `awale-colours` ruleset file.
    pub(crate) fn colours_from_toml(
        file: &str,
        stem: &str,
        text: &str,
    ) -> Result<Awale, ConfigError> {
        let (info, options) = read_colours(file, text, stem)?;
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
        let last = self.row(self.owner(pit)).end - 1;
        pos.count(pit) > u16::from(last - pit)
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
    fn taking(&self, pieces: Pieces, k: u8) -> Option<Taking> {
        let Some(c) = self.colours() else {
            return matches!(pieces.total(), 2 | 3).then_some(Taking {
                take: Take::All,
                count: pieces.total(),
                next: k,
            });
        };
        let q = qualifying(pieces, k);
        if q == 0 {
            return None;
        }
        let (take, count) = match c.scope {
            Scope::All => (Take::All, pieces.total()),
            Scope::Colour => (
                Take::Kinds {
                    plain: q & RED != 0,
                    black: q & BLACK != 0,
                    special: true,
                },
                pieces.special
                    + if q & RED != 0 { pieces.plain } else { 0 }
                    + if q & BLACK != 0 { pieces.black } else { 0 },
            ),
        };
        let next = match c.special_final {
            SpecialFinal::WildNarrowing => q,
            SpecialFinal::Wild => k,
        };
        Some(Taking { take, count, next })
    }

    /// What hole `pit` of `pos` gives a capture chain (see [`Awale::taking`]).
    #[inline]
    fn taking_at(&self, pos: &Position, pit: PitId, k: u8) -> Option<Taking> {
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

    /// Whether the whole chain starting at `at` with colours `k` would take every seed of
    /// `opp`'s row: it empties every hole it takes from, and no other hole of the row holds a
    /// seed.
    fn takes_whole_row(&self, pos: &Position, opp: Player, at: PitId, k: u8) -> bool {
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
                return false;
            }
            chain |= 1 << pit;
            k = t.next;
            pit = self.prev(pit);
        }
        pos.occupied_low() & self.rows[usize::from(opp)] & !chain == 0
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
        let holes = self.holes();
        if mv.pit >= holes {
            return Some(Illegal::Other(format!(
                "there is no hole {}: the holes are 1 to {holes}",
                u16::from(mv.pit) + 1
            )));
        }
        let hole = mv.pit + 1;
        let own = self.row(p);
        let (first, last) = (own.start + 1, own.end);
        let Some(colours) = self.colours() else {
            if mv.place
                || mv.special_at != 0
                || mv.first != Kind::Plain
                || mv.dir != Direction::Forward
            {
                return Some(Illegal::Other(
                    "oware moves are a hole number alone, like 4".into(),
                ));
            }
            return self.sowing_illegal(pos, mv.pit, first, last);
        };
        if pos.in_hand(p) > 0 {
            if !mv.place {
                return Some(Illegal::Other(format!(
                    "place your special seed first, like S{first}"
                )));
            }
            if colours.placement == Placement::Own && !own.contains(&mv.pit) {
                return Some(Illegal::Other(format!(
                    "hole {hole} is not yours: place your special seed in one of holes {first}-{last}"
                )));
            }
            return None;
        }
        if mv.place {
            return Some(Illegal::Other(if colours.special_per_player == 0 {
                "there are no special seeds to place in this game".into()
            } else {
                format!("S{hole} is a set-up move, and the special seeds are already placed")
            }));
        }
        if mv.first == Kind::Special || mv.dir != Direction::Forward {
            return Some(Illegal::Other(
                "the first colour must be R (red) or B (black), like 3R".into(),
            ));
        }
        if let Some(why) = self.sowing_illegal(pos, mv.pit, first, last) {
            return Some(why);
        }
        let pieces = pos.pieces(mv.pit);
        let c = colour_letter(Awale::canonical_colour(pieces, mv.first));
        let max_at = Awale::max_special_at(pieces);
        let at = u16::from(mv.special_at);
        if max_at == 0 && at != 0 {
            return Some(Illegal::Other(format!(
                "hole {hole} holds no special seed: give no position, like {hole}{c}"
            )));
        }
        if max_at > 0 && at == 0 {
            let seeds = if pieces.special == 1 {
                "a special seed: give its position in the sowing".to_string()
            } else {
                format!(
                    "{} special seeds: give the position in the sowing of the first",
                    pieces.special
                )
            };
            return Some(Illegal::Other(format!(
                "hole {hole} holds {seeds}, 1 to {max_at}, like {hole}{c}{}",
                max_at.min(2)
            )));
        }
        if at > max_at {
            return Some(Illegal::Other(format!(
                "position {at} is out of range for hole {hole}: it holds {} seeds, {} of them special, so the position is 1 to {max_at}",
                pieces.total(),
                pieces.special
            )));
        }
        if Awale::canonical_colour(pieces, mv.first) != mv.first {
            // Typed text is made canonical when it is read; a `Move` built in code must be too,
            // so that exactly the listed moves are legal and records stay canonical.
            let missing = if mv.first == Kind::Black {
                "black"
            } else {
                "red"
            };
            return Some(Illegal::Other(format!(
                "hole {hole} holds no {missing} seeds: the move is written {hole}{c}"
            )));
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
    #[inline]
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let opponents = self.owner(sowing.last) != sowing.mover;
        let qualifies = self
            .taking_at(pos, sowing.last, initial_colours(sowing.last_kind))
            .is_some();
        // `&` rather than `&&`: both are cheap, and one test of the two is one branch the
        // processor cannot guess instead of two.
        if tested_once(opponents & qualifies) {
            AfterSowing::Capture { at: sowing.last }
        } else {
            AfterSowing::Stop {
                why: StopReason::Sown,
                pit: None,
            }
        }
    }

    #[inline(always)]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        let stop = CaptureStep::Stop {
            why: StopReason::Sown,
            pit: None,
        };
        let opp = other(cursor.mover);
        let at = cursor.at;
        if !self.row(opp).contains(&at) {
            return stop;
        }
        let first = cursor.captures == 0;
        let k = if first {
            initial_colours(cursor.last_kind)
        } else {
            cursor.state.0
        };
        let Some(t) = self.taking_at(pos, at, k) else {
            return stop;
        };
        if first
            && self.options.grand_slam == GrandSlam::NoCapture
            && self.takes_whole_row(pos, opp, at, k)
        {
            return CaptureStep::GrandSlam;
        }
        CaptureStep::Take {
            pit: at,
            take: t.take,
            next: self.prev(at),
            state: ChainState(t.next),
        }
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
            return Some(Ending::by_points(EndReason::Score));
        }
        if !self.has_legal_move(pos) {
            return Some(Ending::by_points(EndReason::NoMoves));
        }
        None
    }

    fn sweep(&self, pos: &Position, pit: PitId, reason: EndReason) -> SweepTo {
        if reason == EndReason::NoMoves && self.options.no_moves == NoMoves::LastMover {
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
        }
    }
}

impl Awale {
    /// Why sowing `pit` is illegal for the player to move, whose holes are `first..=last`
    /// (1-based), if it is.
    fn sowing_illegal(&self, pos: &Position, pit: PitId, first: u8, last: u8) -> Option<Illegal> {
        let hole = pit + 1;
        if self.owner(pit) != pos.turn() {
            return Some(Illegal::Other(format!(
                "hole {hole} is your opponent's: choose one of your holes {first}-{last}"
            )));
        }
        let seeds = pos.count(pit);
        if seeds == 0 {
            return Some(Illegal::Other(format!("hole {hole} is empty")));
        }
        if self.must_feed_now(pos) && !self.reaches_opponent(pos, pit) {
            return Some(Illegal::Other(format!(
                "your opponent has no seeds and hole {hole} ({}) does not reach their row: you must give them seeds",
                seeds_word(seeds)
            )));
        }
        None
    }
}

// ----- what people see -----

const SIDE: [&str; 2] = ["South", "North"];

const fn colour_letter(kind: Kind) -> char {
    match kind {
        Kind::Plain => 'R',
        Kind::Black => 'B',
        Kind::Special => 'S',
    }
}

fn seeds_word(n: u16) -> String {
    if n == 1 {
        "1 seed".into()
    } else {
        format!("{n} seeds")
    }
}

/// `2R1B1S` for a coloured hole, `-` when empty.
fn colour_counts(pieces: Pieces) -> String {
    if pieces.total() == 0 {
        return "-".into();
    }
    let mut s = String::new();
    for (n, c) in [
        (pieces.plain, 'R'),
        (pieces.black, 'B'),
        (pieces.special, 'S'),
    ] {
        if n > 0 {
            s.push_str(&format!("{n}{c}"));
        }
    }
    s
}

/// A seed of one kind.
fn one(kind: Kind) -> Pieces {
    let mut p = Pieces::default();
    match kind {
        Kind::Plain => p.plain = 1,
        Kind::Black => p.black = 1,
        Kind::Special => p.special = 1,
    }
    p
}

/// `a` minus `b`, kind by kind (`b` is part of `a`).
const fn minus(a: Pieces, b: Pieces) -> Pieces {
    Pieces {
        plain: a.plain - b.plain,
        black: a.black - b.black,
        special: a.special - b.special,
    }
}

const fn colour_name(kind: Kind) -> &'static str {
    match kind {
        Kind::Plain => "red",
        Kind::Black => "black",
        Kind::Special => "special",
    }
}

/// `3 red, 3 black, 1 special`.
fn colour_words(pieces: Pieces) -> String {
    [Kind::Plain, Kind::Black, Kind::Special]
        .iter()
        .filter(|&&k| pieces.of(k) > 0)
        .map(|&k| format!("{} {}", pieces.of(k), colour_name(k)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `hole 5`, `holes 3 and 5`, `holes 1, 3 and 5` (1-based hole numbers).
fn holes_list(holes: &[u16]) -> String {
    let names: Vec<String> = holes.iter().map(u16::to_string).collect();
    match names.len() {
        0 => String::new(),
        1 => format!("hole {}", names[0]),
        n => format!("holes {} and {}", names[..n - 1].join(", "), names[n - 1]),
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, `21st`.
fn ordinal(n: u16) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// `red count 3`, or `red count 2 + 1 special = 3` when the hole holds special seeds.
fn count_words(pieces: Pieces, colour: Kind) -> String {
    let n = pieces.of(colour);
    if pieces.special == 0 {
        format!("{} count {n}", colour_name(colour))
    } else {
        format!(
            "{} count {n} + {} special = {}",
            colour_name(colour),
            pieces.special,
            n + pieces.special
        )
    }
}

/// How a coloured hole holding `pieces` fares for the chained colours `k`, in words, and the
/// colours that qualify.
fn colour_check(pieces: Pieces, k: u8) -> (String, u8) {
    let q = qualifying(pieces, k);
    let text = match k {
        RED | BLACK => {
            let colour = if k == RED { Kind::Plain } else { Kind::Black };
            if q == 0 {
                format!("{} is not 2 or 3", count_words(pieces, colour))
            } else {
                format!("{} qualifies", count_words(pieces, colour))
            }
        }
        _ => {
            let red = count_words(pieces, Kind::Plain);
            let black = count_words(pieces, Kind::Black);
            match q {
                0 => format!("{red} and {black}: neither is 2 or 3"),
                RED => format!("{red} qualifies, {black} does not"),
                BLACK => format!("{red} does not qualify, {black} does"),
                _ => format!("{red} and {black} both qualify"),
            }
        }
    };
    (text, q)
}

/// The chained colours in words: `red`, `black` or `both colours`.
const fn chain_words(k: u8) -> &'static str {
    match k {
        RED => "red only",
        BLACK => "black only",
        _ => "both colours",
    }
}

impl Awale {
    fn parse_error(&self, text: &str) -> ParseMoveError {
        let n = self.holes();
        self.expected(
            text,
            match self.colours() {
                None => format!("a hole number 1-{n}, like 4"),
                Some(_) => format!(
                    "a hole 1-{n}, the colour sown first (R or B) and, if the hole holds a special seed, its position in the sowing, like 3R, 9B or 3R2; or, during set-up, S and a hole, like S4"
                ),
            },
        )
    }

    /// A notation error with what was expected instead.
    fn expected(&self, text: &str, expected: String) -> ParseMoveError {
        ParseMoveError {
            text: text.trim().to_owned(),
            expected,
        }
    }

    fn cell_text(&self, pos: &Position, pit: PitId) -> String {
        if self.colours().is_some() {
            colour_counts(pos.pieces(pit))
        } else {
            pos.count(pit).to_string()
        }
    }

    /// `2 seeds` (Oware); `3 red seeds`, `1 special seed`, `3 seeds (2 red, 1 special)`.
    fn pieces_words(&self, pieces: Pieces) -> String {
        let total = pieces.total();
        if self.colours().is_none() {
            return seeds_word(total);
        }
        let kinds = [Kind::Plain, Kind::Black, Kind::Special];
        match kinds.iter().find(|&&k| pieces.of(k) == total) {
            Some(&k) => format!(
                "{total} {} seed{}",
                colour_name(k),
                if total == 1 { "" } else { "s" }
            ),
            None => format!("{} ({})", seeds_word(total), colour_words(pieces)),
        }
    }

    /// A hole's content in a sentence: `4 seeds` (Oware), `2R1B` (coloured).
    fn content_words(&self, pieces: Pieces) -> String {
        if self.colours().is_some() {
            colour_counts(pieces)
        } else {
            seeds_word(pieces.total())
        }
    }

    fn status(&self, pos: &Position) -> String {
        match pos.outcome() {
            Some(o) => match (o.reason, o.winner) {
                (EndReason::Limit(limit), _) => format!(
                    "game stopped by the limit {}: unfinished at {}-{}",
                    limit.key(),
                    o.scores[0],
                    o.scores[1]
                ),
                (reason, Some(w)) => format!(
                    "game over ({reason}): {} wins {}-{}",
                    SIDE[w as usize], o.scores[0], o.scores[1]
                ),
                (reason, None) => {
                    format!(
                        "game over ({reason}): a draw {}-{}",
                        o.scores[0], o.scores[1]
                    )
                }
            },
            None => {
                let p = pos.turn();
                if pos.in_hand(p) > 0 {
                    let holes = self.placement_holes(p);
                    format!(
                        "{} to place a special seed (S{}-S{})",
                        SIDE[p as usize],
                        holes.start + 1,
                        holes.end
                    )
                } else {
                    format!("{} to move", SIDE[p as usize])
                }
            }
        }
    }
}

impl Present for Awale {
    fn opponent_starving(&self, pos: &Position) -> bool {
        self.must_feed_now(pos)
    }

    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let err = || self.parse_error(text);
        let compact: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let n = u16::from(self.holes());
        let hole_number = |digits: &str| -> Option<PitId> {
            if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return None;
            }
            let h: u16 = digits.parse().ok()?;
            (1..=n).contains(&h).then(|| (h - 1) as PitId)
        };
        if self.colours().is_none() {
            return hole_number(&compact)
                .map(|pit| Move::sow(pit, Direction::Forward))
                .ok_or_else(err);
        }
        if let Some(rest) = compact.strip_prefix('S') {
            return hole_number(rest).map(Move::place).ok_or_else(err);
        }
        let split = compact
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(compact.len());
        let pit = hole_number(&compact[..split]).ok_or_else(err)?;
        let hole = u16::from(pit) + 1;
        let mut rest = compact[split..].chars();
        let typed = match rest.next() {
            Some('R') => Kind::Plain,
            Some('B' | 'N') => Kind::Black,
            _ => {
                return Err(self.expected(
                    text,
                    format!(
                        "the colour sown first after the hole number, R (red) or B (black), like {hole}R or {hole}B, then the position of the special seed if the hole holds one, like {hole}R2"
                    ),
                ));
            }
        };
        let at_text = rest.as_str();
        let special_at = if at_text.is_empty() {
            0
        } else {
            let bad_position = || {
                self.expected(
                    text,
                    format!(
                        "after the colour, nothing, or the position of the special seed in the sowing (a number from 1), like {hole}R2"
                    ),
                )
            };
            if !at_text.bytes().all(|b| b.is_ascii_digit()) {
                return Err(bad_position());
            }
            match at_text.parse::<u8>() {
                Ok(at) if at >= 1 => at,
                _ => return Err(bad_position()),
            }
        };
        Ok(Move {
            first: Awale::canonical_colour(pos.pieces(pit), typed),
            special_at,
            ..Move::sow(pit, Direction::Forward)
        })
    }

    fn move_text(&self, pos: &Position, mv: &Move) -> String {
        let hole = u16::from(mv.pit) + 1;
        if mv.place {
            return format!("S{hole}");
        }
        if self.colours().is_none() {
            return hole.to_string();
        }
        let c = colour_letter(Awale::canonical_colour(pos.pieces(mv.pit), mv.first));
        if mv.special_at == 0 {
            format!("{hole}{c}")
        } else {
            format!("{hole}{c}{}", mv.special_at)
        }
    }

    fn pit_name(&self, pit: PitId) -> String {
        format!("hole {}", u16::from(pit) + 1)
    }

    fn draw(&self, pos: &Position) -> String {
        let h = self.houses();
        let n = self.holes();
        let cells: Vec<String> = (0..n).map(|pit| self.cell_text(pos, pit)).collect();
        let width = cells
            .iter()
            .map(|c| c.chars().count())
            .max()
            .unwrap_or(1)
            // Wide enough for `3R3B1S` in the coloured game, so that the board keeps its width
            // through most of a game.
            .max(if self.colours().is_some() { 6 } else { 2 })
            + 2;
        let rule = format!(
            "+{}",
            format!("{}+", "-".repeat(width)).repeat(usize::from(h))
        );
        let numbers = |pits: &mut dyn Iterator<Item = PitId>| -> String {
            pits.map(|p| format!(" {:^width$}", u16::from(p) + 1))
                .collect::<String>()
        };
        let row = |pits: &mut dyn Iterator<Item = PitId>| -> String {
            let mut s = String::from("|");
            for p in pits {
                s.push_str(&format!("{:^width$}|", cells[usize::from(p)]));
            }
            s
        };
        let scores = self.scores(pos);
        let side = |p: Player| {
            let mut s = format!(
                "{} (player {p}): {} captured",
                SIDE[p as usize], scores[p as usize]
            );
            if pos.in_hand(p) > 0 {
                s.push_str(&format!(
                    ", {} special seed{} to place",
                    pos.in_hand(p),
                    if pos.in_hand(p) == 1 { "" } else { "s" }
                ));
            }
            s
        };
        [
            numbers(&mut (h..n).rev()),
            rule.clone(),
            format!("{}   {}", row(&mut (h..n).rev()), side(1)),
            rule.clone(),
            format!("{}   {}", row(&mut (0..h)), side(0)),
            rule,
            numbers(&mut (0..h)),
            self.status(pos),
        ]
        .join("\n")
    }

    fn coloured(&self) -> bool {
        self.colours().is_some()
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        if self.colours().is_none() {
            return serde_json::json!({});
        }
        let n = self.holes();
        let of = |kind: Kind| -> Vec<u16> { (0..n).map(|pit| pos.pieces(pit).of(kind)).collect() };
        serde_json::json!({
            "red": of(Kind::Plain),
            "black": of(Kind::Black),
            "special": of(Kind::Special),
            "special_in_hand": [pos.in_hand(0), pos.in_hand(1)],
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        let o = &self.options;
        let h = u16::from(o.houses);
        let n = 2 * h;
        let total = self.total;
        let mut lines = rules_heading(
            &self.info,
            match self.colours() {
                None => "Oware Abapa, the West African sowing game.",
                Some(_) => "Awalé with red and black seeds and red-and-black special seeds.",
            },
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(format!(
            "- Two rows of {h} holes, numbered 1 to {n}: South (player 0) owns holes 1-{h}, North (player 1) owns holes {}-{n}. Sowing always runs 1, 2, ..., {n}, 1. Captured seeds are kept aside and are the player's score.",
            h + 1
        ));
        match o.seeds {
            Seeds::Plain { per_house } => lines.push(format!(
                "- Every hole starts with {per_house} seeds, {total} in all."
            )),
            Seeds::Coloured(c) => {
                lines.push(format!(
                    "- Every hole starts with {0} red and {0} black seeds.",
                    c.seeds_per_colour
                ));
                if c.special_per_player > 0 {
                    lines.push(format!(
                        "- Each player also has one special seed, red and black at once: {total} seeds in all, each worth one point."
                    ));
                    lines.push(match c.placement {
                        Placement::Own => "- Set-up: before the first sowing move each player places their special seed in one of their own holes (move S<hole>, like S4), the first player first.".into(),
                        Placement::Any => "- Set-up: before the first sowing move each player places their special seed in any hole (move S<hole>, like S4), the first player first.".into(),
                    });
                } else {
                    lines.push(format!(
                        "- There are no special seeds: {total} seeds in all, each worth one point."
                    ));
                }
            }
        }
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", SIDE[p as usize]),
            FirstPlayer::Random => "- The first player is drawn at random.".into(),
        });
        lines.push(String::new());
        lines.push("A move".into());
        match self.colours() {
            None => lines.push(format!(
                "- Choose one of your non-empty holes (its number, 1-{n}). Lift all its seeds and drop one into each following hole; with {} seeds or more the hole you started from is skipped on every lap.",
                n
            )),
            Some(_) => {
                lines.push("- Choose one of your non-empty holes and the colour sown first: move 3R sows hole 3, red seeds first, then the black ones; 3B sows the black ones first. If the hole holds special seeds, also say at which position of the sowing they are dropped: 3R2 drops a red seed, then the special seed, then the rest.".into());
                lines.push(format!(
                    "- The seeds are dropped one per hole in the following holes; with {n} seeds or more the hole you started from is skipped on every lap."
                ));
            }
        }
        if o.must_feed {
            lines.push("- If your opponent's row is empty you must give them seeds: only a hole whose sowing reaches their row may be played.".into());
        } else {
            lines.push("- You need not feed an opponent whose row is empty; a player who has no seeds to sow cannot move and the game ends.".into());
        }
        lines.push(String::new());
        lines.push("Captures".into());
        match self.colours() {
            None => lines.push("- If the last seed falls in your opponent's row and that hole now holds 2 or 3 seeds, capture them; then look at the hole before it, and so on backwards while the holes are in your opponent's row and hold 2 or 3 seeds.".into()),
            Some(c) => {
                lines.push("- Only if the last seed falls in your opponent's row. The colour of the last seed is chained: in that hole, count the seeds of that colour plus the special seeds; if there are 2 or 3, capture. Then look at the hole before it, and so on backwards while the holes are in your opponent's row and the count is 2 or 3.".into());
                lines.push(match c.scope {
                    Scope::Colour => "- A capture takes the seeds of the chained colour and the special seeds of the hole; seeds of the other colour stay.".into(),
                    Scope::All => "- A capture takes every seed of the hole.".into(),
                });
                if c.special_per_player > 0 {
                    lines.push(match c.special_final {
                        SpecialFinal::WildNarrowing => "- A special last seed is wild: both colours are counted; the chain goes on in the colours that qualified (only one, if only one did).".into(),
                        SpecialFinal::Wild => "- A special last seed is wild: both colours are counted at every hole of the chain.".into(),
                    });
                }
            }
        }
        lines.push(match o.grand_slam {
            GrandSlam::NoCapture => "- Grand slam: a capture that would take every seed left in your opponent's row captures nothing at all; the move stands.".into(),
            GrandSlam::Capture => "- Grand slam: a capture may take every seed left in your opponent's row.".into(),
        });
        lines.push(String::new());
        lines.push("End".into());
        lines.push(format!(
            "- The game ends when a player has captured more than half of the seeds ({} or more), or both have exactly half ({}).",
            total / 2 + 1,
            total / 2
        ));
        if o.repetition == Repetition::EndAndCollect {
            lines.push("- It also ends when a position (player to move, scores and every hole) comes back since the last capture.".into());
        }
        lines.push("- It also ends when the player to move has no legal move.".into());
        lines.push(match o.no_moves {
            NoMoves::OwnSide => "- Then each player takes the seeds left in their own row.".into(),
            NoMoves::LastMover => "- Then each player takes the seeds left in their own row; but when the game ends because the player to move has no legal move, the player who moved last takes every seed left.".into(),
        });
        lines.push("- More seeds wins; equal is a draw.".into());
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a capture.",
            o.limits.max_plies, o.limits.max_plies_without_capture
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        let h = self.houses();
        let n = self.holes();
        let mut text = format!(
            "Holes 1-{h} are South's and {}-{n} North's; seeds are sown 1, 2, ..., {n}, 1, counter-clockwise in the picture.",
            h + 1
        );
        if self.colours().is_some() {
            text.push_str(" A hole shows its seeds by colour: 3R3B1S is 3 red, 3 black and 1 special (red-and-black) seed; - is an empty hole.");
        }
        Some(text)
    }

    fn explain(&self, before: &Position, mv: &Move, events: &[Event]) -> Vec<String> {
        Narration::new(self, before, mv).run(events)
    }
}

/// The account of one move for [`Present::explain`]: the board is followed event by event so
/// that every sentence can say what a hole holds at that moment.
struct Narration<'a> {
    rules: &'a Awale,
    before: &'a Position,
    mv: &'a Move,
    mover: Player,
    /// Every hole, as the events have left it so far.
    board: Vec<Pieces>,
    /// Both players' captured seeds so far.
    scores: [u16; 2],
    /// The hole and kind of the last seed sown.
    last: Option<(PitId, Kind)>,
    /// Seeds sown by the move.
    sown: usize,
    /// The colours the capture chain tests at the next hole.
    chain: u8,
    /// Holes captured so far, and the seeds they gave.
    captures: usize,
    taken: u16,
    /// The hole the chain looks at next.
    next: Option<PitId>,
    /// Whether why the game ended has been said.
    told_end: bool,
    out: Vec<String>,
}

impl<'a> Narration<'a> {
    fn new(rules: &'a Awale, before: &'a Position, mv: &'a Move) -> Narration<'a> {
        Narration {
            rules,
            before,
            mv,
            mover: before.turn(),
            board: (0..rules.holes()).map(|pit| before.pieces(pit)).collect(),
            scores: [before.bank(0).total(), before.bank(1).total()],
            last: None,
            sown: 0,
            chain: 0,
            captures: 0,
            taken: 0,
            next: None,
            told_end: false,
            out: Vec::new(),
        }
    }

    fn who(&self) -> &'static str {
        SIDE[self.mover as usize]
    }

    fn them(&self) -> &'static str {
        SIDE[other(self.mover) as usize]
    }

    fn coloured(&self) -> bool {
        self.rules.colours().is_some()
    }

    fn row_is_empty(&self, player: Player) -> bool {
        self.rules
            .row(player)
            .all(|pit| self.board[usize::from(pit)].total() == 0)
    }

    fn run(mut self, events: &[Event]) -> Vec<String> {
        if !self.mv.place && self.rules.options.must_feed && self.row_is_empty(other(self.mover)) {
            self.must_feed();
        }
        let mut i = 0;
        while i < events.len() {
            match events[i] {
                Event::Place { player, pit } => {
                    let hole = &mut self.board[usize::from(pit)];
                    hole.add(one(Kind::Special));
                    let text = format!(
                        "{} places their special seed in {}, which now holds {}.",
                        SIDE[player as usize],
                        self.rules.pit_name(pit),
                        colour_counts(*hole)
                    );
                    self.out.push(text);
                }
                Event::Lift { pit, .. } => {
                    let lifted = std::mem::take(&mut self.board[usize::from(pit)]);
                    let mut drops = Vec::new();
                    let mut j = i + 1;
                    while let Some(&Event::Sow { pit, kind }) = events.get(j) {
                        self.board[usize::from(pit)].add(one(kind));
                        drops.push((pit, kind));
                        j += 1;
                    }
                    self.sowing(pit, lifted, &drops);
                    self.last = drops.last().copied();
                    self.sown = drops.len();
                    i = j;
                    continue;
                }
                Event::Capture { pit, taken, .. } => self.capture(pit, taken),
                Event::GrandSlam { pit } => self.grand_slam_cancelled(pit),
                Event::Stop { .. } => self.stop(),
                Event::Sweep { player, count } => {
                    self.tell_end(events);
                    self.sweep(events, player, count);
                }
                Event::Limit { limit } => {
                    self.told_end = true;
                    self.out.push(format!(
                        "The safety limit `{}` is reached: the game stops unfinished.",
                        limit.key()
                    ));
                }
                Event::GameEnd { outcome } => {
                    self.tell_end(events);
                    let score =
                        format!("South {} – North {}", outcome.scores[0], outcome.scores[1]);
                    self.out.push(match (outcome.reason, outcome.winner) {
                        (EndReason::Limit(_), _) => {
                            format!("Score when the game stopped: {score}; it is unfinished.")
                        }
                        (_, Some(w)) => {
                            format!("Final score: {score}. {} wins.", SIDE[w as usize])
                        }
                        (_, None) => format!("Final score: {score}. It is a draw."),
                    });
                }
                Event::Sow { .. }
                | Event::Relay { .. }
                | Event::TakeOne { .. }
                | Event::Bonus
                | Event::Refill(_)
                | Event::Pass { .. }
                | Event::NewRound { .. } => {}
            }
            i += 1;
        }
        self.out
    }

    /// The opponent's row is empty: only a sowing that reaches it may be played.
    fn must_feed(&mut self) {
        let (who, them) = (self.who(), self.them());
        let (mut reach, mut short) = (Vec::new(), Vec::new());
        for pit in self.rules.row(self.mover) {
            if self.before.count(pit) == 0 {
                continue;
            }
            if self.rules.reaches_opponent(self.before, pit) {
                reach.push(u16::from(pit) + 1);
            } else {
                short.push(u16::from(pit) + 1);
            }
        }
        let mut text = format!(
            "{them}'s row is empty, so {who} must feed it: only a sowing that reaches {them}'s row may be played ({} {} it",
            holes_list(&reach),
            if reach.len() == 1 { "reaches" } else { "reach" }
        );
        if !short.is_empty() {
            text.push_str(&format!(
                "; {} {} not",
                holes_list(&short),
                if short.len() == 1 { "does" } else { "do" }
            ));
        }
        text.push_str(").");
        self.out.push(text);
    }

    /// The lift and the drops, with the colour of every seed in the coloured game.
    fn sowing(&mut self, pit: PitId, lifted: Pieces, drops: &[(PitId, Kind)]) {
        let who = self.who();
        let name = self.rules.pit_name(pit);
        let count = lifted.total();
        let mut text = if let (1, Some(&(to, kind))) = (drops.len(), drops.first()) {
            let colour = if self.coloured() {
                format!(", a {} one,", colour_name(kind))
            } else {
                String::new()
            };
            format!(
                "{who} lifts the only seed of {name}{colour} and sows it into {}.",
                self.rules.pit_name(to)
            )
        } else {
            let holes: Vec<String> = drops
                .iter()
                .map(|&(to, kind)| {
                    if self.coloured() {
                        format!("{} ({})", u16::from(to) + 1, colour_name(kind))
                    } else {
                        (u16::from(to) + 1).to_string()
                    }
                })
                .collect();
            let list = match holes.len() {
                1 => holes[0].clone(),
                n => format!("{} and {}", holes[..n - 1].join(", "), holes[n - 1]),
            };
            if self.coloured() {
                format!(
                    "{who} lifts the {count} seeds of {name} ({}) and sows them one per hole{}: holes {list}.",
                    colour_words(lifted),
                    self.order_words(lifted)
                )
            } else {
                format!(
                    "{who} lifts the {count} seeds of {name} and sows them one per hole: holes {list}."
                )
            }
        };
        if usize::from(count) >= self.rules.num_pits() {
            text.push_str(&format!(
                " {} itself is skipped on every lap.",
                capitalise(&name)
            ));
        }
        self.out.push(text);
    }

    /// `, red before black, with the special seed as the 2nd seed`: the order the move chose.
    fn order_words(&self, lifted: Pieces) -> String {
        let mut text = String::new();
        if lifted.plain > 0 && lifted.black > 0 {
            let (first, second) = if self.mv.first == Kind::Black {
                ("black", "red")
            } else {
                ("red", "black")
            };
            text.push_str(&format!(", {first} before {second}"));
        }
        let at = u16::from(self.mv.special_at);
        match lifted.special {
            0 => {}
            1 => text.push_str(&format!(
                ", with the special seed as the {} seed",
                ordinal(at)
            )),
            2 => text.push_str(&format!(
                ", with the 2 special seeds as the {} and {} seeds",
                ordinal(at),
                ordinal(at + 1)
            )),
            k => text.push_str(&format!(
                ", with the {k} special seeds as the {} to {} seeds",
                ordinal(at),
                ordinal(at + k - 1)
            )),
        }
        text
    }

    /// `The last seed, a red one, fell in hole 8, in North's row, which now holds 3R`.
    fn last_seed_words(&self) -> String {
        let Some((pit, kind)) = self.last else {
            return String::new();
        };
        let colour = if self.coloured() {
            format!(", a {} one,", colour_name(kind))
        } else {
            String::new()
        };
        let owner = self.rules.owner(pit);
        let row = if owner == self.mover {
            format!("{}'s own row", self.who())
        } else {
            format!("{}'s row", self.them())
        };
        // After a single seed was sown, its colour has just been said.
        let mut text = if self.sown == 1 {
            format!("It fell in {}, in {row}", self.rules.pit_name(pit))
        } else {
            format!(
                "The last seed{colour} fell in {}, in {row}",
                self.rules.pit_name(pit)
            )
        };
        if owner != self.mover {
            text.push_str(&format!(
                ", which now holds {}",
                self.rules.content_words(self.board[usize::from(pit)])
            ));
        }
        text
    }

    /// How a hole of the opponent's row fares for the chain: the words and whether it is taken.
    fn check(&self, pit: PitId) -> (String, u8) {
        let pieces = self.board[usize::from(pit)];
        if self.coloured() {
            colour_check(pieces, self.chain)
        } else if matches!(pieces.total(), 2 | 3) {
            (String::new(), RED)
        } else {
            (String::from("not 2 or 3"), 0)
        }
    }

    fn capture(&mut self, pit: PitId, taken: Pieces) {
        let first = self.captures == 0;
        if first {
            self.chain = self.last.map_or(RED, |(_, kind)| initial_colours(kind));
        }
        let k = self.chain;
        let (check, q) = self.check(pit);
        let who = self.who();
        let hole = self.board[usize::from(pit)];
        let left = minus(hole, taken);
        let mut text = if first {
            self.last_seed_words()
        } else {
            format!(
                "{}, the one before, holds {}",
                capitalise(&self.rules.pit_name(pit)),
                self.rules.content_words(hole)
            )
        };
        if self.coloured() {
            if first && k == RED | BLACK {
                text.push_str("; a special last seed counts for both colours");
            }
            text.push_str(&format!(
                ": {check}. {who} captures {}",
                self.rules.pieces_words(taken)
            ));
            if left.total() > 0 {
                text.push_str(&format!(
                    "; the {} {}",
                    self.rules.pieces_words(left),
                    if left.total() == 1 { "stays" } else { "stay" }
                ));
            }
            let next = match self.rules.colours().map(|c| c.special_final) {
                Some(SpecialFinal::Wild) => k,
                _ => q,
            };
            if k == RED | BLACK {
                text.push_str(&format!(", and the chain goes on in {}", chain_words(next)));
            }
            self.chain = next;
            text.push('.');
        } else if first {
            text.push_str(&format!(": {who} captures them."));
        } else {
            text.push_str(&format!(": {who} captures them too."));
        }
        self.out.push(text);
        self.board[usize::from(pit)] = left;
        self.scores[self.mover as usize] += taken.total();
        self.captures += 1;
        self.taken += taken.total();
        self.next = Some(self.rules.prev(pit));
    }

    /// A capture that would empty the opponent's row, cancelled under `grand-slam = "no-capture"`.
    fn grand_slam_cancelled(&mut self, pit: PitId) {
        let them = self.them();
        let opp_row = self.rules.row(other(self.mover));
        let mut k = self.last.map_or(RED, |(_, kind)| initial_colours(kind));
        let mut holes = Vec::new();
        let mut at = pit;
        while opp_row.contains(&at) {
            let pieces = self.board[usize::from(at)];
            let Some(t) = self.rules.taking(pieces, k) else {
                break;
            };
            holes.push(format!(
                "{} with {}",
                self.rules.pit_name(at),
                self.rules.content_words(pieces)
            ));
            k = t.next;
            at = self.rules.prev(at);
        }
        self.out.push(format!(
            "{}. Capturing from there backwards ({}) would take every seed left in {them}'s row: that is a grand slam, and under these rules a grand slam captures nothing. The move stands and no seed is taken.",
            self.last_seed_words(),
            holes.join(", ")
        ));
    }

    /// The move's end: why nothing was captured, or where the chain stopped.
    fn stop(&mut self) {
        let who = self.who();
        if self.captures == 0 {
            let Some((pit, _)) = self.last else {
                return;
            };
            let mut text = self.last_seed_words();
            if self.rules.owner(pit) != self.mover {
                self.chain = self.last.map_or(RED, |(_, kind)| initial_colours(kind));
                let (check, _) = self.check(pit);
                if self.coloured() {
                    if self.chain == RED | BLACK {
                        text.push_str("; a special last seed counts for both colours");
                    }
                    text.push_str(&format!(": {check}, so"));
                } else {
                    text.push_str(&format!(", {check}:"));
                }
            } else {
                text.push(':');
            }
            text.push_str(" no capture.");
            self.out.push(text);
            return;
        }
        if let Some(next) = self.next {
            let name = capitalise(&self.rules.pit_name(next));
            let pieces = self.board[usize::from(next)];
            self.out
                .push(if !self.rules.row(other(self.mover)).contains(&next) {
                    format!("{name}, the one before, is in {who}'s own row: the chain ends.")
                } else if pieces.total() == 0 {
                    format!("{name}, the one before, is empty: the chain ends.")
                } else {
                    let (check, _) = self.check(next);
                    let sep = if self.coloured() { ": " } else { ", " };
                    format!(
                        "{name}, the one before, holds {}{sep}{check}, so the chain ends.",
                        self.rules.content_words(pieces)
                    )
                });
        }
        if self.captures > 1 {
            self.out.push(format!(
                "In all, {who} captures {}.",
                seeds_word(self.taken)
            ));
        }
        if self.rules.options.grand_slam == GrandSlam::Capture
            && self.row_is_empty(other(self.mover))
        {
            self.out.push(format!(
                "{}'s row is now empty: a grand slam, which these rules allow.",
                self.them()
            ));
        }
    }

    /// Why the game ended, said once, before the seeds left are collected.
    fn tell_end(&mut self, events: &[Event]) {
        if self.told_end {
            return;
        }
        self.told_end = true;
        let Some(outcome) = events.iter().find_map(|e| match e {
            Event::GameEnd { outcome } => Some(*outcome),
            _ => None,
        }) else {
            return;
        };
        let total = self.rules.total;
        let next = other(self.mover);
        let text = match outcome.reason {
            EndReason::Score => match (0..2).find(|&p| 2 * self.scores[p] > total) {
                Some(p) => format!(
                    "{} now has {} of the {total} seeds, more than half: the game is over.",
                    SIDE[p], self.scores[p]
                ),
                None => format!(
                    "Both players now have {} of the {total} seeds, exactly half each: the game is over.",
                    self.scores[0]
                ),
            },
            EndReason::Repetition => "This position (the same player to move, the same scores, the same seeds in every hole) has already occurred since the last capture: the game is over.".into(),
            EndReason::NoMoves if self.row_is_empty(next) => format!(
                "{} has no seed left to sow and cannot move: the game is over.",
                SIDE[next as usize]
            ),
            EndReason::NoMoves => {
                let last = self.rules.row(next).end - 1;
                let short: Vec<String> = self
                    .rules
                    .row(next)
                    .filter(|&pit| self.board[usize::from(pit)].total() > 0)
                    .map(|pit| {
                        format!(
                            "{} holds {} and would need {}",
                            self.rules.pit_name(pit),
                            self.board[usize::from(pit)].total(),
                            last - pit + 1
                        )
                    })
                    .collect();
                format!(
                    "{0} has no legal move: {1}'s row is empty and none of {0}'s holes holds enough seeds to reach it ({2}). The game is over.",
                    SIDE[next as usize],
                    self.who(),
                    short.join(", ")
                )
            }
            EndReason::Limit(_) => return,
            other => format!("The game is over ({other})."),
        };
        self.out.push(text);
    }

    fn sweep(&mut self, events: &[Event], player: Player, count: u16) {
        let no_moves = events.iter().any(
            |e| matches!(e, Event::GameEnd { outcome } if outcome.reason == EndReason::NoMoves),
        );
        let name = SIDE[player as usize];
        self.out.push(
            if no_moves && self.rules.options.no_moves == NoMoves::LastMover {
                format!(
                    "{name}, who moved last, collects the {} left on the board.",
                    seeds_word(count)
                )
            } else if count == 1 {
                format!("{name} collects the only seed left in their row.")
            } else {
                format!("{name} collects the {count} seeds left in their row.")
            },
        );
    }
}
