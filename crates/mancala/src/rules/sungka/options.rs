//! The options of a Sungka or Kalah ruleset: their types and defaults, the TOML schema of a
//! ruleset file, reading and checking one, and the options as JSON.
//!
//! Each default is written once: the `kalah` defaults are those of `sungka` with what differs,
//! and the values' spellings (`"both"`, `"all-houses-empty"`, ...) are the serde names, read and
//! written alike.

use serde::{Deserialize, Serialize};
use toml::Spanned;

use super::Flavour;
use crate::{
    position::MAX_PLAYERS,
    ruleset::{
        FirstPlayer, Limits,
        config::{
            self, ConfigError, FirstPlayerValue, LimitsTable, Positive, Ranged, RulesetInfo, Said,
            excluded,
        },
    },
};

/// Where a last seed falling into an occupied house relays (`relay.sides`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RelaySides {
    /// In any house.
    Both,
    /// Only in the mover's own houses; on another side the move ends.
    Own,
    /// Never: the move ends.
    None,
}

/// When the game (or a round) ends (`end.condition`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndCondition {
    /// No house holds a seed.
    AllHousesEmpty,
    /// Some player's houses are all empty; everyone sweeps their own houses.
    OneSideEmpty,
}

/// Who opens the next round of a match (`match.next-round-first`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NextRoundFirst {
    /// The player who did not make the last move of the round.
    Other,
    /// The player who made it.
    LastMover,
}

/// One game or a match of rounds (`[match]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchMode {
    /// One game.
    Single,
    /// Rounds with burnt houses.
    BurntHouses {
        /// `next-round-first`.
        next_round_first: NextRoundFirst,
        /// `max-rounds`.
        max_rounds: u32,
    },
}

/// Every option of a Sungka or Kalah ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// `game`: which defaults apply.
    pub family: Flavour,
    /// `players`.
    pub players: u8,
    /// `first-player`.
    pub first_player: FirstPlayer,
    /// `board.houses-per-player`.
    pub houses: u8,
    /// `board.seeds-per-house`.
    pub seeds: u16,
    /// `relay.sides`.
    pub relay: RelaySides,
    /// `capture.requires-nonempty-opposite`.
    pub requires_nonempty_opposite: bool,
    /// `capture.includes-last-seed`.
    pub includes_last_seed: bool,
    /// `end.condition`.
    pub end: EndCondition,
    /// `[match]`.
    pub match_mode: MatchMode,
    /// `[limits]`.
    pub limits: Limits,
}

/// `match.next-round-first` when a match leaves it out (in both games).
const DEFAULT_NEXT_ROUND_FIRST: NextRoundFirst = NextRoundFirst::Other;
/// `match.max-rounds` when a match leaves it out (in both games).
const DEFAULT_MAX_ROUNDS: u32 = 20;

/// The defaults of `game = "sungka"`.
const SUNGKA: Options = Options {
    family: Flavour::Sungka,
    players: 2,
    first_player: FirstPlayer::Player(0),
    houses: 7,
    seeds: 7,
    relay: RelaySides::Both,
    requires_nonempty_opposite: true,
    includes_last_seed: true,
    end: EndCondition::AllHousesEmpty,
    match_mode: MatchMode::Single,
    limits: Limits {
        max_plies: 1000,
        max_plies_without_capture: 1000,
        max_relay_lifts: 1000,
    },
};

/// The defaults of `game = "kalah"`: those of sungka but for the board, the relays, the end and
/// the move limits.
const KALAH: Options = Options {
    family: Flavour::Kalah,
    houses: 6,
    seeds: 4,
    relay: RelaySides::None,
    end: EndCondition::OneSideEmpty,
    // Every game of Kalah ends (see `counts_moves_left`): at most 40,767 moves for 127 seeds
    // on 6 houses a side, so these limits stop none, and the solver may leave them out.
    limits: Limits {
        max_plies: 100_000,
        max_plies_without_capture: 100_000,
        ..SUNGKA.limits
    },
    ..SUNGKA
};

impl Options {
    /// The defaults of a family: the `sungka` and the `kalah` rulesets.
    #[must_use]
    pub const fn defaults(family: Flavour) -> Options {
        match family {
            Flavour::Sungka => SUNGKA,
            Flavour::Kalah => KALAH,
        }
    }

    /// Checks the rules that reading a file enforces (see [`super::Sungka::new`]).
    ///
    /// # Panics
    /// If one is broken.
    pub(super) fn assert_valid(&self) {
        assert!((MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&self.players));
        assert!((1..=MAX_HOUSES).contains(&self.houses));
        assert!(self.seeds >= 1);
        if let FirstPlayer::Player(p) = self.first_player {
            assert!(p < self.players, "first player {p} is not a player");
        }
        if let MatchMode::BurntHouses { .. } = self.match_mode {
            assert!(self.players == 2 && self.end == EndCondition::AllHousesEmpty);
        }
    }
}

/// Reads a ruleset file of `family`: its header (`file` names it in errors, `stem` is its
/// expected id) and its options, checked.
pub(super) fn read(
    file: &str,
    stem: &str,
    text: &str,
    family: Flavour,
) -> Result<(RulesetInfo, Options), ConfigError> {
    let f: File = config::parse(file, text)?;
    let info = config::ruleset_info(
        file,
        text,
        stem,
        family.as_str(),
        config::HeaderKeys {
            id: f.id.as_ref(),
            name: f.name.as_ref(),
            summary: f.summary.as_ref(),
            sources: f.sources.as_ref(),
        },
    )?;
    let options = Options::from_file(file, text, family, &f)?;
    Ok((info, options))
}

// ----- the TOML schema -----

/// The fewest players (`players`).
const MIN_PLAYERS: u8 = 2;
/// The most houses a player may have (`board.houses-per-player`).
const MAX_HOUSES: u8 = 12;

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct File {
    id: Option<Spanned<String>>,
    #[allow(dead_code)]
    game: String,
    name: Option<String>,
    summary: Option<String>,
    sources: Option<Vec<String>>,
    players: Option<Spanned<Ranged<{ MIN_PLAYERS as i64 }, { MAX_PLAYERS as i64 }>>>,
    first_player: Option<Spanned<FirstPlayerValue>>,
    board: Option<BoardTable>,
    relay: Option<RelayTable>,
    capture: Option<CaptureTable>,
    end: Option<EndTable>,
    #[serde(rename = "match")]
    match_table: Option<MatchTable>,
    limits: Option<LimitsTable>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct BoardTable {
    houses_per_player: Option<Ranged<1, { MAX_HOUSES as i64 }>>,
    seeds_per_house: Option<Ranged<1, 20>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RelayTable {
    sides: Option<RelaySides>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct CaptureTable {
    requires_nonempty_opposite: Option<bool>,
    includes_last_seed: Option<bool>,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct EndTable {
    condition: Option<Spanned<EndCondition>>,
}

/// `match.mode`: the kind of a [`MatchMode`], without its settings.
#[derive(Clone, Copy, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum Mode {
    Single,
    BurntHouses,
}

impl Mode {
    /// The mode of `setting`.
    const fn of(setting: MatchMode) -> Mode {
        match setting {
            MatchMode::Single => Mode::Single,
            MatchMode::BurntHouses { .. } => Mode::BurntHouses,
        }
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct MatchTable {
    mode: Option<Spanned<Mode>>,
    next_round_first: Option<Spanned<NextRoundFirst>>,
    max_rounds: Option<Spanned<Positive>>,
}

impl Options {
    fn from_file(
        file: &str,
        text: &str,
        family: Flavour,
        f: &File,
    ) -> Result<Options, ConfigError> {
        let d = Options::defaults(family);
        let players = f
            .players
            .as_ref()
            .map_or(d.players, |p| p.get_ref().get_u16() as u8);
        let first_player = match &f.first_player {
            None => d.first_player,
            Some(v) => {
                if let FirstPlayer::Player(p) = v.get_ref().0 {
                    if p >= players {
                        return Err(ConfigError::said(
                            file,
                            text,
                            Some(v.span()),
                            Said::new(
                                "err-config-first-player-of",
                                vec![
                                    ("players", players.to_string().into()),
                                    ("last", (players - 1).to_string().into()),
                                    ("player", p.to_string().into()),
                                ],
                            ),
                        ));
                    }
                }
                v.get_ref().0
            }
        };
        let board = f.board.as_ref();
        let houses = board
            .and_then(|b| b.houses_per_player)
            .map_or(d.houses, |h| h.get_u16() as u8);
        let seeds = board
            .and_then(|b| b.seeds_per_house)
            .map_or(d.seeds, Ranged::get_u16);
        let relay = f.relay.as_ref().and_then(|r| r.sides).unwrap_or(d.relay);
        let capture = f.capture.as_ref();
        let requires_nonempty_opposite = capture
            .and_then(|c| c.requires_nonempty_opposite)
            .unwrap_or(d.requires_nonempty_opposite);
        let includes_last_seed = capture
            .and_then(|c| c.includes_last_seed)
            .unwrap_or(d.includes_last_seed);
        let end_key = f.end.as_ref().and_then(|e| e.condition.as_ref());
        let end = end_key.map_or(d.end, |c| *c.get_ref());
        let default_mode = Mode::of(d.match_mode);

        let match_mode = match &f.match_table {
            None => d.match_mode,
            Some(m) => match m.mode.as_ref().map_or(default_mode, |m| *m.get_ref()) {
                Mode::Single => {
                    let tag = "match.mode = \"single\" (rounds need mode = \"burnt-houses\")";
                    excluded(
                        file,
                        text,
                        m.next_round_first.as_ref(),
                        "next-round-first",
                        tag,
                    )?;
                    excluded(file, text, m.max_rounds.as_ref(), "max-rounds", tag)?;
                    MatchMode::Single
                }
                Mode::BurntHouses => {
                    let span = m.mode.as_ref().map(Spanned::span);
                    if players != 2 {
                        return Err(ConfigError::said(
                            file,
                            text,
                            span,
                            Said::new(
                                "err-config-sungka-burnt-players",
                                vec![("players", players.to_string().into())],
                            ),
                        ));
                    }
                    if end == EndCondition::OneSideEmpty {
                        return Err(ConfigError::said(
                            file,
                            text,
                            span,
                            Said::new("err-config-sungka-burnt-end", vec![]),
                        ));
                    }
                    MatchMode::BurntHouses {
                        next_round_first: m
                            .next_round_first
                            .as_ref()
                            .map_or(DEFAULT_NEXT_ROUND_FIRST, |n| *n.get_ref()),
                        max_rounds: m
                            .max_rounds
                            .as_ref()
                            .map_or(DEFAULT_MAX_ROUNDS, |n| n.get_ref().get_u32()),
                    }
                }
            },
        };

        Ok(Options {
            family,
            players,
            first_player,
            houses,
            seeds,
            relay,
            requires_nonempty_opposite,
            includes_last_seed,
            end,
            match_mode,
            limits: LimitsTable::resolve(f.limits.as_ref(), d.limits),
        })
    }

    /// Every option as the TOML file spells it.
    #[must_use]
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        let mode = Mode::of(self.match_mode);
        let match_json = match self.match_mode {
            MatchMode::Single => json!({"mode": mode}),
            MatchMode::BurntHouses {
                next_round_first,
                max_rounds,
            } => json!({
                "mode": mode,
                "next-round-first": next_round_first,
                "max-rounds": max_rounds,
            }),
        };
        json!({
            "game": self.family.as_str(),
            "players": self.players,
            "first-player": FirstPlayerValue(self.first_player).to_json(),
            "board": {
                "houses-per-player": self.houses,
                "seeds-per-house": self.seeds,
            },
            "relay": {"sides": self.relay},
            "capture": {
                "requires-nonempty-opposite": self.requires_nonempty_opposite,
                "includes-last-seed": self.includes_last_seed,
            },
            "end": {"condition": self.end},
            "match": match_json,
            "limits": config::limits_json(&self.limits),
        })
    }
}
