//! The options of an Ô ăn quan ruleset: their types and defaults, the TOML schema a ruleset file
//! follows, the checks between keys, reading a file, and the options as JSON.

use serde::Deserialize;
use toml::Spanned;

use super::GAME;
use crate::ruleset::{
    FirstPlayer, Limits,
    config::{self, ConfigError, FirstPlayerValue, LimitsTable, Ranged, RulesetInfo, excluded},
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
