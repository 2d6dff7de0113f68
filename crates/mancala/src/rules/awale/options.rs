//! The options of an Awalé ruleset: their types and defaults, the TOML schema of the `oware` and
//! `awale-colours` files, reading and checking a file, and the options as JSON.

use serde::{Deserialize, Deserializer, Serialize, de};
use toml::Spanned;

use crate::ruleset::{
    FirstPlayer, Limits,
    config::{self, ConfigError, FirstPlayerValue, LimitsTable, Ranged, RulesetInfo, Said},
};

/// `game` of an Oware file.
pub(super) const OWARE: &str = "oware";
/// `game` of a coloured Awalé file.
pub(super) const COLOURS: &str = "awale-colours";

/// Houses per player: Abapa's board, the default of Oware and fixed in the coloured game.
const HOUSES: u8 = 6;

/// What a capture that would take every seed of the opponent's row does (`capture.grand-slam`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GrandSlam {
    /// The move stands and nothing is captured (Abapa).
    NoCapture,
    /// The capture happens as usual (seed 002).
    Capture,
}

/// What a position recurring since the last capture does (`end.repetition`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Repetition {
    /// The game ends and each player collects the seeds of their row.
    EndAndCollect,
    /// Nothing: only the safety limits stop a cycle.
    Off,
}

/// Who collects the seeds left on the board at a `no-moves` ending (`end.no-moves`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoMoves {
    /// Each row's seeds go to that row's owner.
    OwnSide,
    /// Every seed goes to the player who moved last.
    LastMover,
}

/// Where a special seed may be placed (`special-seed.placement`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Placement {
    /// In one of the player's own holes.
    Own,
    /// In any hole.
    Any,
}

/// What a coloured capture takes from a hole (`capture.scope`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// The seeds of the qualifying colours and the special seeds.
    Colour,
    /// Every seed of the hole.
    All,
}

/// How a chain started by a special last seed goes on (`capture.special-final`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
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

/// Seeds per hole in `oware-abapa`.
const DEFAULT_SEEDS_PER_HOUSE: u16 = 4;

/// The coloured options of `awale-abapa-colours`.
const DEFAULT_COLOURS: Colours = Colours {
    seeds_per_colour: 3,
    special_per_player: 1,
    placement: Placement::Own,
    scope: Scope::Colour,
    special_final: SpecialFinal::WildNarrowing,
};

impl Options {
    /// The `oware-abapa` ruleset.
    #[must_use]
    pub const fn oware() -> Options {
        Options {
            first_player: FirstPlayer::Player(0),
            houses: HOUSES,
            seeds: Seeds::Plain {
                per_house: DEFAULT_SEEDS_PER_HOUSE,
            },
            grand_slam: GrandSlam::NoCapture,
            must_feed: true,
            repetition: Repetition::EndAndCollect,
            no_moves: NoMoves::OwnSide,
            limits: Limits {
                max_plies: 1000,
                max_plies_without_capture: 1000,
                max_relay_lifts: 1000,
            },
        }
    }

    /// The `awale-abapa-colours` ruleset: Abapa's options but for the seeds and the grand slam.
    #[must_use]
    pub const fn colours() -> Options {
        Options {
            seeds: Seeds::Coloured(DEFAULT_COLOURS),
            grand_slam: GrandSlam::Capture,
            ..Options::oware()
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

    /// Every option as the TOML file spells it: the file of the schema below that gives these
    /// options (without its header), so that the keys, their order and the values' spelling are
    /// the schema's. A record reads them back as such a file.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        let file = match self.seeds {
            Seeds::Plain { per_house } => serde_json::to_value(OwareFile::of(self, per_house)),
            Seeds::Coloured(c) => serde_json::to_value(ColoursFile::of(self, c)),
        };
        let mut json = file.expect("options are plain data");
        // `[limits]` is the last table; the shared config writes it.
        json["limits"] = config::limits_json(&self.limits);
        json
    }
}

// ----- the TOML schema -----
//
// Read from a ruleset file, and written (header keys and `[limits]` aside) as the options of a
// game record by `Options::to_json`.

/// `special-seed.per-player`: 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
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

/// A value written into a file (its place in a text does not matter).
fn written<T>(value: T) -> Option<Spanned<T>> {
    Some(Spanned::new(0..0, value))
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareFile {
    #[serde(skip_serializing)]
    id: Option<Spanned<String>>,
    game: String,
    #[serde(skip_serializing)]
    name: Option<String>,
    #[serde(skip_serializing)]
    summary: Option<String>,
    #[serde(skip_serializing)]
    sources: Option<Vec<String>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<OwareBoard>,
    capture: Option<OwareCapture>,
    feeding: Option<FeedingTable>,
    end: Option<EndTable>,
    #[serde(skip_serializing)]
    limits: Option<LimitsTable>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareBoard {
    houses_per_player: Option<Ranged<2, 12>>,
    seeds_per_house: Option<Ranged<1, 12>>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct OwareCapture {
    grand_slam: Option<GrandSlam>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursFile {
    #[serde(skip_serializing)]
    id: Option<Spanned<String>>,
    game: String,
    #[serde(skip_serializing)]
    name: Option<String>,
    #[serde(skip_serializing)]
    summary: Option<String>,
    #[serde(skip_serializing)]
    sources: Option<Vec<String>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<ColoursBoard>,
    special_seed: Option<SpecialSeedTable>,
    capture: Option<ColoursCapture>,
    feeding: Option<FeedingTable>,
    end: Option<EndTable>,
    #[serde(skip_serializing)]
    limits: Option<LimitsTable>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursBoard {
    seeds_per_colour: Option<Ranged<1, 6>>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct SpecialSeedTable {
    per_player: Option<PerPlayer>,
    /// Left out without special seeds (a file may not set it then).
    #[serde(skip_serializing_if = "Option::is_none")]
    placement: Option<Spanned<Placement>>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct ColoursCapture {
    scope: Option<Scope>,
    /// Left out without special seeds (a file may not set it then).
    #[serde(skip_serializing_if = "Option::is_none")]
    special_final: Option<Spanned<SpecialFinal>>,
    grand_slam: Option<GrandSlam>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct FeedingTable {
    must_feed: Option<bool>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct EndTable {
    repetition: Option<Repetition>,
    no_moves: Option<NoMoves>,
}

impl OwareFile {
    /// The file of `options`, whose seeds are `per_house` plain seeds a hole.
    fn of(options: &Options, per_house: u16) -> OwareFile {
        OwareFile {
            id: None,
            game: OWARE.into(),
            name: None,
            summary: None,
            sources: None,
            first_player: written(FirstPlayerValue(options.first_player)),
            board: Some(OwareBoard {
                houses_per_player: Some(Ranged(options.houses.into())),
                seeds_per_house: Some(Ranged(per_house.into())),
            }),
            capture: Some(OwareCapture {
                grand_slam: Some(options.grand_slam),
            }),
            feeding: Some(FeedingTable::of(options)),
            end: Some(EndTable::of(options)),
            limits: None,
        }
    }
}

impl ColoursFile {
    /// The file of `options`, whose coloured options are `c`.
    fn of(options: &Options, c: Colours) -> ColoursFile {
        let special = c.special_per_player > 0;
        ColoursFile {
            id: None,
            game: COLOURS.into(),
            name: None,
            summary: None,
            sources: None,
            first_player: written(FirstPlayerValue(options.first_player)),
            board: Some(ColoursBoard {
                seeds_per_colour: Some(Ranged(c.seeds_per_colour.into())),
            }),
            special_seed: Some(SpecialSeedTable {
                per_player: Some(PerPlayer(c.special_per_player)),
                placement: written(c.placement).filter(|_| special),
            }),
            capture: Some(ColoursCapture {
                scope: Some(c.scope),
                special_final: written(c.special_final).filter(|_| special),
                grand_slam: Some(options.grand_slam),
            }),
            feeding: Some(FeedingTable::of(options)),
            end: Some(EndTable::of(options)),
            limits: None,
        }
    }
}

impl FeedingTable {
    fn of(options: &Options) -> FeedingTable {
        FeedingTable {
            must_feed: Some(options.must_feed),
        }
    }
}

impl EndTable {
    fn of(options: &Options) -> EndTable {
        EndTable {
            repetition: Some(options.repetition),
            no_moves: Some(options.no_moves),
        }
    }
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
                    return Err(ConfigError::said(
                        file,
                        text,
                        Some(v.span()),
                        Said::new(
                            "err-config-first-player-two",
                            vec![("player", p.to_string().into())],
                        ),
                    ));
                }
                first => Some(first),
            },
        };
        Ok((info, first))
    }
}

/// `defaults` with the keys both files have: `first-player`, `[feeding]`, `[end]` and
/// `[limits]`.
fn with_shared_keys(
    defaults: Options,
    first: Option<FirstPlayer>,
    feeding: Option<&FeedingTable>,
    end: Option<&EndTable>,
    limits: Option<&LimitsTable>,
) -> Options {
    let d = defaults;
    Options {
        first_player: first.unwrap_or(d.first_player),
        must_feed: feeding.and_then(|x| x.must_feed).unwrap_or(d.must_feed),
        repetition: end.and_then(|e| e.repetition).unwrap_or(d.repetition),
        no_moves: end.and_then(|e| e.no_moves).unwrap_or(d.no_moves),
        limits: LimitsTable::resolve(limits, d.limits),
        ..d
    }
}

/// Reads an `oware` file: its header and its options, missing keys taking `oware-abapa`'s values.
pub(super) fn read_oware(
    file: &str,
    text: &str,
    stem: &str,
) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: OwareFile = config::parse(file, text)?;
    let (info, first) = Header {
        id: &f.id,
        name: &f.name,
        summary: &f.summary,
        sources: &f.sources,
        first_player: &f.first_player,
    }
    .read(file, text, stem, OWARE)?;
    let d = Options::oware();
    let board = f.board.as_ref();
    let options = Options {
        houses: board
            .and_then(|b| b.houses_per_player)
            .map_or(d.houses, |h| h.get_u16() as u8),
        seeds: Seeds::Plain {
            per_house: board
                .and_then(|b| b.seeds_per_house)
                .map_or(DEFAULT_SEEDS_PER_HOUSE, Ranged::get_u16),
        },
        grand_slam: f
            .capture
            .as_ref()
            .and_then(|c| c.grand_slam)
            .unwrap_or(d.grand_slam),
        ..with_shared_keys(
            d,
            first,
            f.feeding.as_ref(),
            f.end.as_ref(),
            f.limits.as_ref(),
        )
    };
    Ok((info, options))
}

/// Reads an `awale-colours` file: its header and its options, missing keys taking
/// `awale-abapa-colours`'s values; keys about special seeds are refused when there are none.
pub(super) fn read_colours(
    file: &str,
    text: &str,
    stem: &str,
) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: ColoursFile = config::parse(file, text)?;
    let (info, first) = Header {
        id: &f.id,
        name: &f.name,
        summary: &f.summary,
        sources: &f.sources,
        first_player: &f.first_player,
    }
    .read(file, text, stem, COLOURS)?;
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
                return Err(ConfigError::said(
                    file,
                    text,
                    Some(span),
                    Said::new("err-config-aw-no-special-seeds", vec![("key", key.into())]),
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
    let options = Options {
        // Fixed: the coloured game has no `houses-per-player`.
        houses: d.houses,
        seeds: Seeds::Coloured(colours),
        grand_slam: capture.and_then(|c| c.grand_slam).unwrap_or(d.grand_slam),
        ..with_shared_keys(
            d,
            first,
            f.feeding.as_ref(),
            f.end.as_ref(),
            f.limits.as_ref(),
        )
    };
    Ok((info, options))
}
