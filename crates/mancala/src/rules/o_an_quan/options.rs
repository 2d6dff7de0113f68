//! The options of an Ô ăn quan ruleset: their types and defaults, the TOML schema a ruleset file
//! follows, the checks between keys, and the options as JSON (written through the same schema,
//! so the keys are spelt once).

use serde::{Deserialize, Serialize, Serializer};
use toml::Spanned;

use super::GAME;
use crate::ruleset::{
    FirstPlayer, Limits,
    config::{
        self, ConfigError, FirstPlayerValue, LimitsTable, Ranged, RulesetInfo, Said, excluded,
    },
};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
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
    /// `board.squares-per-side`: the citizen squares each player owns (1 to
    /// [`MAX_SQUARES_PER_SIDE`]); it is also the number of stones a refill puts back.
    pub squares_per_side: u8,
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
            squares_per_side: 5,
            stones_per_square: 5,
            mandarin: Mandarin::BigStone {
                value: DEFAULT_VALUE,
            },
            from_mandarin: FromMandarin::Stop,
            chain: true,
            gap_may_be_mandarin: true,
            quan_non: QuanNon::MinCitizens(DEFAULT_MIN_CITIZENS),
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

/// The most citizen squares a player may own (`board.squares-per-side`).
pub const MAX_SQUARES_PER_SIDE: u8 = 10;

// The number that goes with each choice of a table when the file makes the choice but gives no
// number; the choice itself defaults to that of `Options::default`.

/// `mandarin.value`, with big stones.
const DEFAULT_VALUE: u16 = 10;
/// `mandarin.small-stones`, with small stones.
const DEFAULT_SMALL_STONES: u16 = 10;
/// `quan-non.min-citizens`, in that mode.
const DEFAULT_MIN_CITIZENS: u16 = 5;
/// `quan-non.first-turns`, in that mode.
const DEFAULT_FIRST_TURNS: u32 = 2;
/// `end.leftover-in-mandarin-square`, when the game ends with both big stones captured.
const DEFAULT_LEFTOVER: Leftover = Leftover::Capturer;

// ----- the TOML schema -----
//
// Read from a ruleset file; written by `Options::schema` as the options' JSON, with every option
// set and the header left out (the keys a choice excludes are `None` and skipped).

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct File {
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
    board: Option<BoardTable>,
    mandarin: Option<MandarinTable>,
    relay: Option<RelayTable>,
    capture: Option<CaptureTable>,
    quan_non: Option<QuanNonTable>,
    refill: Option<RefillTable>,
    end: Option<EndTable>,
    #[serde(serialize_with = "limits_table")]
    limits: Option<LimitsTable>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct BoardTable {
    squares_per_side: Option<Ranged<1, { MAX_SQUARES_PER_SIDE as i64 }>>,
    stones_per_square: Option<Ranged<1, 20>>,
}

#[derive(Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum MandarinStart {
    BigStone,
    SmallStones,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct MandarinTable {
    start: Option<MandarinStart>,
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<Spanned<Ranged<1, 50>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    small_stones: Option<Spanned<Ranged<1, 50>>>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RelayTable {
    from_mandarin: Option<FromMandarin>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct CaptureTable {
    chain: Option<bool>,
    gap_may_be_mandarin: Option<bool>,
}

#[derive(Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum QuanNonMode {
    MinCitizens,
    Off,
    FirstTurns,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct QuanNonTable {
    mode: Option<QuanNonMode>,
    #[serde(skip_serializing_if = "Option::is_none")]
    min_citizens: Option<Spanned<Ranged<1, 50>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    first_turns: Option<Spanned<Ranged<1, 20>>>,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RefillTable {
    on_shortfall: Option<Spanned<Shortfall>>,
}

#[derive(Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum Condition {
    MandarinSquaresEmpty,
    BigStonesCaptured,
}

#[derive(Deserialize, Serialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct EndTable {
    condition: Option<Spanned<Condition>>,
    #[serde(skip_serializing_if = "Option::is_none")]
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
            }
        }
        let squares_per_side = f
            .board
            .as_ref()
            .and_then(|b| b.squares_per_side)
            .map_or(d.squares_per_side, |n| {
                u8::try_from(n.0).unwrap_or(MAX_SQUARES_PER_SIDE)
            });
        let stones_per_square = f
            .board
            .as_ref()
            .and_then(|b| b.stones_per_square)
            .map_or(d.stones_per_square, Ranged::get_u16);

        let mandarin = match &f.mandarin {
            None => d.mandarin,
            Some(m) => match m.start.unwrap_or(MandarinStart::of(d.mandarin)) {
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
            Some(q) => match q.mode.unwrap_or(QuanNonMode::of(d.quan_non)) {
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
                    return Err(ConfigError::said(
                        file,
                        text,
                        Some(s.span()),
                        Said::new("err-config-oaq-sell-mandarin", vec![]),
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
                .map_or(Condition::of(d.end), |c| *c.get_ref())
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
                        return Err(ConfigError::said(
                            file,
                            text,
                            e.condition.as_ref().map(Spanned::span),
                            Said::new("err-config-oaq-big-stones-captured", vec![]),
                        ));
                    }
                    EndCondition::BigStonesCaptured(
                        e.leftover_in_mandarin_square
                            .as_ref()
                            .map_or(DEFAULT_LEFTOVER, |l| *l.get_ref()),
                    )
                }
            },
        };

        Ok(Options {
            first_player,
            squares_per_side,
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
        serde_json::to_value(self.schema()).expect("the schema writes as JSON")
    }

    /// The file that sets every option to these values (without the header keys).
    fn schema(&self) -> File {
        let (value, small_stones) = match self.mandarin {
            Mandarin::BigStone { value } => (Some(value), None),
            Mandarin::SmallStones { count } => (None, Some(count)),
        };
        let (min_citizens, first_turns) = match self.quan_non {
            QuanNon::MinCitizens(n) => (Some(n), None),
            QuanNon::Off => (None, None),
            QuanNon::FirstTurns(n) => (None, Some(n)),
        };
        let leftover = match self.end {
            EndCondition::MandarinSquaresEmpty => None,
            EndCondition::BigStonesCaptured(l) => Some(l),
        };
        let limits = self.limits;
        File {
            id: None,
            game: GAME.into(),
            name: None,
            summary: None,
            sources: None,
            first_player: Some(unplaced(FirstPlayerValue(self.first_player))),
            board: Some(BoardTable {
                squares_per_side: Some(Ranged(self.squares_per_side.into())),
                stones_per_square: Some(Ranged(self.stones_per_square.into())),
            }),
            mandarin: Some(MandarinTable {
                start: Some(MandarinStart::of(self.mandarin)),
                value: value.map(|n| unplaced(Ranged(n.into()))),
                small_stones: small_stones.map(|n| unplaced(Ranged(n.into()))),
            }),
            relay: Some(RelayTable {
                from_mandarin: Some(self.from_mandarin),
            }),
            capture: Some(CaptureTable {
                chain: Some(self.chain),
                gap_may_be_mandarin: Some(self.gap_may_be_mandarin),
            }),
            quan_non: Some(QuanNonTable {
                mode: Some(QuanNonMode::of(self.quan_non)),
                min_citizens: min_citizens.map(|n| unplaced(Ranged(n.into()))),
                first_turns: first_turns.map(|n| unplaced(Ranged(n.into()))),
            }),
            refill: Some(RefillTable {
                on_shortfall: Some(unplaced(self.on_shortfall)),
            }),
            end: Some(EndTable {
                condition: Some(unplaced(Condition::of(self.end))),
                leftover_in_mandarin_square: leftover.map(unplaced),
            }),
            limits: Some(LimitsTable {
                max_plies: Some(Ranged(limits.max_plies.into())),
                max_plies_without_capture: Some(Ranged(limits.max_plies_without_capture.into())),
                max_relay_lifts: Some(Ranged(limits.max_relay_lifts.into())),
            }),
        }
    }
}

/// Reads a ruleset file of this family: its header (`stem` is the expected id) and its options.
///
/// # Errors
/// Syntax errors, unknown keys, wrong types, values out of range, inconsistent options.
pub(super) fn read(
    file: &str,
    stem: &str,
    text: &str,
) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: File = config::parse(file, text)?;
    let info = config::ruleset_info(
        file,
        text,
        stem,
        GAME,
        config::HeaderKeys {
            id: f.id.as_ref(),
            name: f.name.as_ref(),
            summary: f.summary.as_ref(),
            sources: f.sources.as_ref(),
        },
    )?;
    let options = Options::from_file(file, text, &f)?;
    Ok((info, options))
}

impl MandarinStart {
    /// The `start` of `mandarin`.
    const fn of(mandarin: Mandarin) -> MandarinStart {
        match mandarin {
            Mandarin::BigStone { .. } => MandarinStart::BigStone,
            Mandarin::SmallStones { .. } => MandarinStart::SmallStones,
        }
    }
}

impl QuanNonMode {
    /// The `mode` of `quan_non`.
    const fn of(quan_non: QuanNon) -> QuanNonMode {
        match quan_non {
            QuanNon::MinCitizens(_) => QuanNonMode::MinCitizens,
            QuanNon::Off => QuanNonMode::Off,
            QuanNon::FirstTurns(_) => QuanNonMode::FirstTurns,
        }
    }
}

impl Condition {
    /// The `condition` of `end`.
    const fn of(end: EndCondition) -> Condition {
        match end {
            EndCondition::MandarinSquaresEmpty => Condition::MandarinSquaresEmpty,
            EndCondition::BigStonesCaptured(_) => Condition::BigStonesCaptured,
        }
    }
}

// ----- writing the schema -----

/// A value for the schema that no file text holds (its span is empty).
fn unplaced<T>(value: T) -> Spanned<T> {
    Spanned::new(0..0, value)
}

// The shared pieces of the schema (`config`) are read only; these write them.

fn limits_table<S: Serializer>(table: &Option<LimitsTable>, s: S) -> Result<S::Ok, S::Error> {
    table
        .as_ref()
        .map(|t| config::limits_json(&LimitsTable::resolve(Some(t), Options::default().limits)))
        .serialize(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Options of every shape the checks allow, numbers off their defaults.
    fn every_shape() -> Vec<Options> {
        let mut all = Vec::new();
        let limits = Limits {
            max_plies: 70,
            max_plies_without_capture: 30,
            max_relay_lifts: 9,
        };
        for mandarin in [
            Mandarin::BigStone { value: 7 },
            Mandarin::SmallStones { count: 3 },
        ] {
            for quan_non in [
                QuanNon::MinCitizens(4),
                QuanNon::Off,
                QuanNon::FirstTurns(3),
            ] {
                for on_shortfall in [
                    Shortfall::Borrow,
                    Shortfall::BankPenalty,
                    Shortfall::EndGame,
                    Shortfall::Lose,
                    Shortfall::SellMandarin,
                ] {
                    for end in [
                        EndCondition::MandarinSquaresEmpty,
                        EndCondition::BigStonesCaptured(Leftover::Capturer),
                        EndCondition::BigStonesCaptured(Leftover::Split),
                        EndCondition::BigStonesCaptured(Leftover::Nobody),
                    ] {
                        let small = matches!(mandarin, Mandarin::SmallStones { .. });
                        let big_stones_only = on_shortfall == Shortfall::SellMandarin
                            || matches!(end, EndCondition::BigStonesCaptured(_));
                        if small && big_stones_only {
                            continue;
                        }
                        for (first_player, from_mandarin, flags) in [
                            (FirstPlayer::Player(0), FromMandarin::Stop, (true, true)),
                            (FirstPlayer::Player(1), FromMandarin::TakeOne, (false, true)),
                            (FirstPlayer::Random, FromMandarin::Stop, (true, false)),
                        ] {
                            all.push(Options {
                                first_player,
                                squares_per_side: [1, 3, 10][all.len() % 3],
                                stones_per_square: 2,
                                mandarin,
                                from_mandarin,
                                chain: flags.0,
                                gap_may_be_mandarin: flags.1,
                                quan_non,
                                on_shortfall,
                                end,
                                limits,
                            });
                        }
                    }
                }
            }
        }
        all.push(Options::default());
        all
    }

    #[test]
    fn the_options_as_written_read_back_as_the_same_options() {
        for options in every_shape() {
            let text = toml::to_string(&options.schema()).expect("the schema writes as TOML");
            let (_, read) = read("written.toml", "", &text).expect("a written file reads");
            assert_eq!(read, options, "{text}");
        }
    }

    #[test]
    fn a_table_without_its_choice_takes_the_default_choice() {
        let (_, o) = read(
            "t.toml",
            "",
            "game = \"o-an-quan\"\n[mandarin]\n[quan-non]\n[end]\n",
        )
        .unwrap();
        assert_eq!(o, Options::default());
    }
}
