//! Sungka and Kalah: store games where the last seed in the own store earns another move.
//!
//! One family, two names: `game = "sungka"` and `game = "kalah"` read the same keys and play by
//! this one implementation; they differ only in their defaults. The rules, as
//! `shared/spec/sungka.md` settles them (traditional Philippine sungka after Mancala World via
//! Ludii, sungka-game.com, a Hagonoy family account, nativeph and vtaide; Ludii's "Bernardo 1937"
//! ruleset and the 1908 congkak account of the Journal of the Straits Branch of the Royal Asiatic
//! Society for the match of rounds; seed 003, "Sungka v0.06" (2002), for `sungka-seed-v006` and
//! the three-player `sungka-3p`; OpenSpiel's `mancala` for `kalah`):
//!
//! * P players (2..=6) sit round one ring. Each owns N houses and a store; the ring runs player
//!   0's houses 1..N, player 0's store, player 1's houses 1..N, player 1's store, and so on. A
//!   player's houses are numbered from the one farthest from their own store, so their own
//!   sowing runs house 1 → house N → own store → the next player's house 1. A move is written as
//!   the mover's house number.
//! * Set-up: `board.seeds-per-house` seeds in every house, stores empty.
//! * A move lifts every seed of one of the mover's non-empty houses and drops one into each
//!   following pit, the mover's own store included, skipping every other player's store (and
//!   burnt houses). The origin is not skipped on later laps.
//! * Where the last seed fell decides what follows: in the own store, the same player moves
//!   again (bonus move); in a house that already held seeds, a relay (lift everything there and
//!   sow on) when `relay.sides` allows it (`"both"`: any house, `"own"`: the mover's houses,
//!   `"none"`: never), else the move ends; in one of the mover's houses that was empty, a
//!   capture: the seeds of the facing house (house N+1−i of the next player in turn order) and,
//!   with `capture.includes-last-seed`, the last seed itself go to the mover's store, provided the
//!   facing house holds seeds or `capture.requires-nonempty-opposite` is off; in another player's
//!   empty house, the move ends.
//! * After every move: the end test, then the safety limits, then the next player (the mover
//!   after a bonus move, else the next in turn order). A player whose houses are all empty is
//!   passed over.
//! * `end.condition = "all-houses-empty"` (sungka): the game ends when no house holds a seed.
//!   `"one-side-empty"` (Kalah): it ends as soon as any player's houses are all empty, also right
//!   after a bonus move, and every player adds the seeds left in their own houses to their store.
//! * Points are the seeds in the own store; the single highest score wins, a shared top score is
//!   a draw (`winner` null).
//! * `match.mode = "burnt-houses"` (two players, all-houses-empty): when a round ends, a player
//!   whose store holds fewer than `seeds-per-house` seeds loses the match; otherwise each player
//!   refills their houses 1, 2, … from their store, `seeds-per-house` each while the store lasts,
//!   and the houses they cannot fill are burnt for the round: skipped by every sowing, never
//!   chosen, empty when they face a capture. `match.next-round-first` says who opens the next
//!   round; `match.max-rounds` bounds the match (reason `limit`, `limit = "max-rounds"`).
//!
//! Where the spec had to be interpreted, this file decides:
//!
//! * Capture steps: the facing house is taken first, then the last seed; a facing house that is
//!   empty (or burnt) gives no capture step of its own. When nothing at all would move (facing
//!   house empty and either `requires-nonempty-opposite = true` or
//!   `includes-last-seed = false`), the move ends with `stop` `empty-house`, not `captured`.
//! * The `pit` of a `stop` step is always the pit where the last seed fell (for `captured`: the
//!   mover's house that made the capture).
//! * With `relay.sides = "own"`, a last seed in another player's occupied house ends the move
//!   with `opponent-side`; with `"none"` a last seed in any occupied house ends it with
//!   `no-relay`. A last seed in another player's *empty* house ends the move with `empty-house`
//!   under every `relay.sides` (rule 4d; the K5 vector's "opponent's side → ends" after the relay
//!   to N3 is that case).
//! * Rounds: the match-loss test belongs to the end test after the move (before the limits); the
//!   new round itself (or the `max-rounds` stop) is an engine step at the start of the next turn,
//!   after the limits of the move that ended the round, so `max-plies` reached on that move stops
//!   the match before a new round starts. A new round is not a move: it changes neither `ply` nor
//!   the capture-free move counter, and seeds leaving the stores to refill houses are not a
//!   capture.
//! * `next-round-first = "other"` means the opponent of the player who made the last move of the
//!   round (the match has two players), whether or not that move earned a bonus move.
//! * A match stopped by `max-rounds` reports the stores as scores and no winner, like every limit.
//! * Passing: a player none of whose playable houses holds a seed is passed over, in any mode;
//!   with `"one-side-empty"` this never happens (the game has already ended).
//! * With three or more players, `"one-side-empty"` ends the game as soon as any one player's
//!   houses are empty, and every player sweeps their own houses; a shared first place is a draw.
//! * `game = "kalah"` may also select `"burnt-houses"` (the same keys apply); its
//!   `next-round-first` and `max-rounds` defaults are then those of `sungka` (`"other"`, 20).
//! * A burnt house chosen as a move is refused with the words "that house is burnt for this
//!   round" (the engine's `Illegal` has no dedicated variant).
//! * The `new-round` step follows the steps of the move that ended the round (it is an engine
//!   step, like a pass); its move is the last of the round in the record.
//! * A "capture" for `max-plies-without-capture` is a move that sowed a seed into the mover's
//!   store or captured; as no move can put seeds into another player's store, that is exactly
//!   "some store holds more seeds than before".
//! * The board is drawn with North's row on top (houses N..1), South's below (1..N), North's
//!   store on the left and South's on the right, burnt houses as `--`. With three or more
//!   players it is a table of the ring, one row per player in sowing order under a row of house
//!   numbers, the store last.
//! * Explained moves name the Filipino terms beside the English ones in the `sungka` family:
//!   bahay (house), ulo (store), sigay (shells, the pieces), patay (a move that dies in an empty
//!   house, after the Hagonoy family account); `kalah` stays in plain English with seeds. The
//!   first lift of a move is lap 1 and every relay starts the next lap; each lap says what the
//!   pit held and which pits its sowing skipped (other players' stores, burnt houses). No
//!   Filipino word for a burnt house was found in the sources, so it stays "burnt".

use std::fmt::Write as _;

use serde::Deserialize;
use toml::Spanned;

use std::sync::Arc;

use crate::{
    event::{Event, StopReason},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, Limit, MAX_PLAYERS, PitId, PitSet, Player, Position},
    ruleset::ChainState,
    ruleset::config::{
        self, ConfigError, FirstPlayerValue, LimitsTable, Positive, Ranged, RulesetInfo, excluded,
    },
    ruleset::sowing_table::SowingTable,
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, Ending, FirstPlayer, Illegal, Limits, Loader,
        NewRound, ParseMoveError, Playout, Present, Ruleset, Sowing, Start, SweepTo, Take,
        TurnStart, build_sowing_table, capitalise, rules_heading, tested_once,
    },
};

/// The games this family reads: `game = "sungka"` and `game = "kalah"`.
pub(crate) const GAMES: &[Loader] = &[
    Loader {
        game: "sungka",
        load: |file, stem, text| {
            Ok(Arc::new(Sungka::from_toml(
                file,
                stem,
                text,
                Flavour::Sungka,
            )?))
        },
    },
    Loader {
        game: "kalah",
        load: |file, stem, text| {
            Ok(Arc::new(Sungka::from_toml(
                file,
                stem,
                text,
                Flavour::Kalah,
            )?))
        },
    },
];

// ----- options -----

/// Which name the ruleset file gave its family (`game`); it decides the defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flavour {
    /// `game = "sungka"`.
    Sungka,
    /// `game = "kalah"`.
    Kalah,
}

impl Flavour {
    /// The `game` value.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Flavour::Sungka => "sungka",
            Flavour::Kalah => "kalah",
        }
    }
}

/// Where a last seed falling into an occupied house relays (`relay.sides`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndCondition {
    /// No house holds a seed.
    AllHousesEmpty,
    /// Some player's houses are all empty; everyone sweeps their own houses.
    OneSideEmpty,
}

/// Who opens the next round of a match (`match.next-round-first`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
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

const DEFAULT_NEXT_ROUND_FIRST: NextRoundFirst = NextRoundFirst::Other;
const DEFAULT_MAX_ROUNDS: u32 = 20;

impl Options {
    /// The defaults of a family: the `sungka` and the `kalah` rulesets.
    #[must_use]
    pub const fn defaults(family: Flavour) -> Options {
        match family {
            Flavour::Sungka => Options {
                family,
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
            },
            Flavour::Kalah => Options {
                family,
                players: 2,
                first_player: FirstPlayer::Player(0),
                houses: 6,
                seeds: 4,
                relay: RelaySides::None,
                requires_nonempty_opposite: true,
                includes_last_seed: true,
                end: EndCondition::OneSideEmpty,
                match_mode: MatchMode::Single,
                limits: Limits {
                    max_plies: 1001,
                    max_plies_without_capture: 1001,
                    max_relay_lifts: 1000,
                },
            },
        }
    }
}

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
    players: Option<Spanned<Ranged<2, 6>>>,
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
    houses_per_player: Option<Ranged<1, 12>>,
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

#[derive(Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
enum Mode {
    Single,
    BurntHouses,
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
                        return Err(ConfigError::at(
                            file,
                            text,
                            Some(v.span()),
                            format!(
                                "first-player must be a player of this {players}-player game (0 to {}) or \"random\", got {p}",
                                players - 1
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

        let match_mode = match &f.match_table {
            None => d.match_mode,
            Some(m) => match m.mode.as_ref().map_or(Mode::Single, |m| *m.get_ref()) {
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
                        return Err(ConfigError::at(
                            file,
                            text,
                            span,
                            format!(
                                "mode = \"burnt-houses\" is a two-player match; it does not apply with players = {players}"
                            ),
                        ));
                    }
                    if end == EndCondition::OneSideEmpty {
                        return Err(ConfigError::at(
                            file,
                            text,
                            span,
                            "mode = \"burnt-houses\" needs end.condition = \"all-houses-empty\"; it does not apply with \"one-side-empty\"",
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
        let match_json = match self.match_mode {
            MatchMode::Single => json!({"mode": "single"}),
            MatchMode::BurntHouses {
                next_round_first,
                max_rounds,
            } => json!({
                "mode": "burnt-houses",
                "next-round-first": match next_round_first {
                    NextRoundFirst::Other => "other",
                    NextRoundFirst::LastMover => "last-mover",
                },
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
            "relay": {"sides": match self.relay {
                RelaySides::Both => "both",
                RelaySides::Own => "own",
                RelaySides::None => "none",
            }},
            "capture": {
                "requires-nonempty-opposite": self.requires_nonempty_opposite,
                "includes-last-seed": self.includes_last_seed,
            },
            "end": {"condition": match self.end {
                EndCondition::AllHousesEmpty => "all-houses-empty",
                EndCondition::OneSideEmpty => "one-side-empty",
            }},
            "match": match_json,
            "limits": config::limits_json(&self.limits),
        })
    }
}

// ----- the ruleset -----

/// A Sungka or Kalah ruleset: the options of one file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sungka {
    info: RulesetInfo,
    options: Options,
    ring: Box<Ring>,
    /// The sowing paths of [`Ruleset::next_pit`] while no house is burnt, worked out once for
    /// each player sowing (a relay may lift from any house). Empty for a ring too large for a
    /// table.
    sowing: Vec<SowingTable>,
}

/// Facts about the pits of the ring, worked out once from the options so that sowing and
/// capturing divide by nothing (a pit's owner is `pit / (houses + 1)`).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ring {
    /// The player each pit belongs to.
    owner: [Player; crate::position::MAX_PITS],
    /// The house facing each house (see [`Sungka::facing`]).
    facing: [PitId; crate::position::MAX_PITS],
    /// Every store (bit i = pit i).
    stores: u128,
    /// For each player sowing, the pit after each pit: the next one on the ring, passing over
    /// the other players' stores.
    next: [[PitId; crate::position::MAX_PITS]; MAX_PLAYERS],
    /// Each player's houses (bit i = pit i).
    houses: [u128; MAX_PLAYERS],
    /// The same, for a ring of at most 64 pits (else unused): one word is cheaper to test.
    houses_low: [u64; MAX_PLAYERS],
    /// Whether the ring has at most 64 pits.
    low: bool,
    /// Each player's store.
    store: [PitId; MAX_PLAYERS],
}

impl Ring {
    fn new(options: &Options) -> Ring {
        let stride = options.houses + 1;
        let len = options.players * stride;
        let mut ring = Ring {
            owner: [0; crate::position::MAX_PITS],
            facing: [0; crate::position::MAX_PITS],
            stores: 0,
            next: [[0; crate::position::MAX_PITS]; MAX_PLAYERS],
            houses: [0; MAX_PLAYERS],
            houses_low: [0; MAX_PLAYERS],
            low: len <= 64,
            store: [0; MAX_PLAYERS],
        };
        for pit in 0..len {
            let owner = pit / stride;
            ring.owner[usize::from(pit)] = owner;
            let i = pit % stride;
            if i == options.houses {
                ring.stores |= 1 << pit;
                ring.store[usize::from(owner)] = pit;
            } else {
                ring.houses[usize::from(owner)] |= 1 << pit;
                let next = (owner + 1) % options.players;
                ring.facing[usize::from(pit)] = next * stride + options.houses - (i + 1);
            }
        }
        for (low, &houses) in ring.houses_low.iter_mut().zip(&ring.houses) {
            *low = houses as u64;
        }
        for (player, next) in ring.next.iter_mut().enumerate() {
            for pit in 0..len {
                let mut after = pit;
                loop {
                    after = (after + 1) % len;
                    let other_store = ring.stores >> after & 1 == 1
                        && usize::from(ring.owner[usize::from(after)]) != player;
                    if !other_store {
                        break;
                    }
                }
                next[usize::from(pit)] = after;
            }
        }
        ring
    }
}

impl Sungka {
    /// A ruleset with these options.
    ///
    /// # Panics
    /// If the options break a rule that loading a file checks (players 2..=6, first player,
    /// burnt houses only with two players and `"all-houses-empty"`, 1..=12 houses).
    #[must_use]
    pub fn new(info: RulesetInfo, options: Options) -> Sungka {
        assert!((2..=MAX_PLAYERS as u8).contains(&options.players));
        assert!((1..=12).contains(&options.houses));
        assert!(options.seeds >= 1);
        if let FirstPlayer::Player(p) = options.first_player {
            assert!(p < options.players, "first player {p} is not a player");
        }
        if let MatchMode::BurntHouses { .. } = options.match_mode {
            assert!(options.players == 2 && options.end == EndCondition::AllHousesEmpty);
        }
        Sungka::assemble(info, options)
    }

    /// The ruleset of checked options, with the tables worked out from them.
    fn assemble(info: RulesetInfo, options: Options) -> Sungka {
        let ring = Box::new(Ring::new(&options));
        let mut sungka = Sungka {
            info,
            options,
            ring,
            sowing: Vec::new(),
        };
        // A sowing's path depends on the player sowing and on the burnt houses, which the
        // tables assume there are none of.
        let seeds = u16::from(sungka.options.players)
            * u16::from(sungka.options.houses)
            * sungka.options.seeds;
        let mut ring = Position::empty(sungka.num_pits(), sungka.num_players());
        sungka.sowing = (0..sungka.options.players)
            .filter_map(|player| {
                ring.set_to_move(player);
                build_sowing_table(&sungka, &ring, seeds)
            })
            .collect();
        sungka
    }

    /// The options.
    #[must_use]
    pub fn options(&self) -> &Options {
        &self.options
    }

    pub(crate) fn from_toml(
        file: &str,
        stem: &str,
        text: &str,
        family: Flavour,
    ) -> Result<Sungka, ConfigError> {
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
        Ok(Sungka::assemble(info, options))
    }

    /// Pits per player: N houses and a store.
    #[inline]
    const fn stride(&self) -> u8 {
        self.options.houses + 1
    }

    /// The ring index of `player`'s house `i` (1-based).
    #[must_use]
    #[inline]
    pub const fn house(&self, player: Player, i: u8) -> PitId {
        player * self.stride() + i - 1
    }

    /// The ring index of `player`'s store.
    #[must_use]
    #[inline]
    pub fn store_of(&self, player: Player) -> PitId {
        self.ring.store[usize::from(player)]
    }

    /// The player a pit belongs to.
    #[must_use]
    #[inline]
    pub fn owner(&self, pit: PitId) -> Player {
        self.ring.owner[usize::from(pit)]
    }

    /// Whether a pit is a store.
    #[must_use]
    #[inline]
    pub fn is_store(&self, pit: PitId) -> bool {
        self.ring.stores >> pit & 1 == 1
    }

    /// The house number (1..N) of a house, counted by its owner.
    #[must_use]
    #[inline]
    pub const fn house_number(&self, pit: PitId) -> u8 {
        pit % self.stride() + 1
    }

    /// The house facing `house`: house N+1−i of the next player in turn order.
    #[must_use]
    #[inline]
    pub fn facing(&self, house: PitId) -> PitId {
        self.ring.facing[usize::from(house)]
    }

    #[inline]
    fn houses_of(&self, player: Player) -> std::ops::Range<PitId> {
        let store = self.store_of(player);
        store - self.options.houses..store
    }

    #[inline]
    const fn ring_len(&self) -> u8 {
        self.options.players * self.stride()
    }

    /// Whether none of `player`'s houses holds a seed.
    #[inline]
    fn side_is_empty(&self, pos: &Position, player: Player) -> bool {
        let p = usize::from(player);
        if self.ring.low {
            pos.occupied_low() & self.ring.houses_low[p] == 0
        } else {
            !pos.any_occupied(self.ring.houses[p])
        }
    }

    /// Whether no house holds a seed.
    fn all_houses_empty(&self, pos: &Position) -> bool {
        !pos.any_occupied(!self.ring.stores)
    }

    #[inline]
    fn is_match(&self) -> bool {
        matches!(self.options.match_mode, MatchMode::BurntHouses { .. })
    }

    /// The next round: each player fills houses 1, 2, … from their store while it lasts.
    fn new_round(&self, pos: &Position) -> NewRound {
        let seeds = self.options.seeds;
        let mut round = NewRound {
            round: pos.round() + 1,
            first: pos.turn(),
            from_store: [0; MAX_PLAYERS],
            filled: 0,
            seeds,
            out_of_play: 0,
        };
        for p in 0..self.options.players {
            let can_fill = pos.count(self.store_of(p)) / seeds;
            for i in 1..=self.options.houses {
                let bit = 1u128 << self.house(p, i);
                if u16::from(i) <= can_fill {
                    round.filled |= bit;
                    round.from_store[p as usize] += seeds;
                } else {
                    round.out_of_play |= bit;
                }
            }
        }
        round
    }
}

impl Ruleset for Sungka {
    fn num_players(&self) -> usize {
        usize::from(self.options.players)
    }

    fn num_pits(&self) -> usize {
        usize::from(self.ring_len())
    }

    fn limits(&self) -> &Limits {
        &self.options.limits
    }

    fn first_player(&self) -> FirstPlayer {
        self.options.first_player
    }

    fn initial_position(&self, first: Player) -> Position {
        let mut pos = Position::empty(self.num_pits(), self.num_players());
        for p in 0..self.options.players {
            for h in self.houses_of(p) {
                pos.set_count(h, self.options.seeds);
            }
        }
        pos.set_to_move(first);
        pos
    }

    fn legal_moves(&self, pos: &Position, out: &mut MoveList) {
        let pits = self.legal_pits(pos).expect("Sungka moves are pits");
        out.push_pits(pits, self.pit_directions());
    }

    fn illegal_reason(&self, pos: &Position, mv: &Move) -> Option<Illegal> {
        if mv.place || mv.special_at != 0 || mv.first != Kind::Plain || mv.dir != Direction::Forward
        {
            return Some(Illegal::Other(
                "a move is one of your house numbers, like 3".into(),
            ));
        }
        let pit = mv.pit;
        if pit >= self.ring_len() || self.is_store(pit) || self.owner(pit) != pos.turn() {
            return Some(Illegal::NotYourPit);
        }
        if pos.is_out_of_play(pit) {
            return Some(Illegal::Other("that house is burnt for this round".into()));
        }
        if pos.count(pit) == 0 {
            return Some(Illegal::EmptyPit);
        }
        None
    }

    #[inline]
    fn start(&self, _pos: &Position, mv: &Move) -> Start {
        Start::Sow {
            pit: mv.pit,
            dir: Direction::Forward,
            hand: None,
        }
    }

    #[inline]
    fn next_pit(&self, pos: &Position, from: PitId, _origin: PitId, _dir: Direction) -> PitId {
        // The other players' stores are passed over by the table, burnt houses here.
        let next = &self.ring.next[usize::from(pos.turn())];
        let mut pit = next[usize::from(from)];
        // (Only matches burn houses: a fact of the ruleset, which the compiler can test once
        // for a whole sowing instead of reading the position for every seed.)
        if self.is_match() {
            while pos.is_out_of_play(pit) {
                pit = next[usize::from(pit)];
            }
        }
        pit
    }

    #[inline]
    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let last = sowing.last;
        let mover = sowing.mover;
        let in_store = last == self.store_of(mover);
        // The tests are expressions of `&` and `|`, not of `&&` and `||`: their parts are a few
        // loads and compares, and in a random game each would be a branch the processor
        // guesses no better than a coin. (A store's `facing` entry is a pit on the ring.)
        let own = self.owner(last) == mover;
        let facing = self.facing(last);
        let facing_seeds = pos.count(facing) > 0;
        let last_alone =
            !self.options.requires_nonempty_opposite && self.options.includes_last_seed;
        if tested_once(own & !in_store & sowing.last_was_empty & (facing_seeds | last_alone)) {
            return AfterSowing::Capture { at: facing };
        }
        let relay_side = match self.options.relay {
            RelaySides::Both => true,
            RelaySides::Own => own,
            RelaySides::None => false,
        };
        if relay_side & !in_store & !sowing.last_was_empty {
            return AfterSowing::Relay { pit: last };
        }
        if in_store {
            return AfterSowing::Bonus;
        }
        AfterSowing::Stop {
            // An occupied house that does not relay: the rules relay from none, or only from
            // the mover's own.
            why: if sowing.last_was_empty {
                StopReason::EmptyHouse
            } else if self.options.relay == RelaySides::None {
                StopReason::NoRelay
            } else {
                StopReason::OpponentSide
            },
            pit: Some(last),
        }
    }

    #[inline]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        // State 0: the facing house (at); state 1: the last seed; state 2: done.
        if cursor.state.0 == 0 && pos.count(cursor.at) > 0 {
            return CaptureStep::Take {
                pit: cursor.at,
                take: Take::All,
                next: cursor.last,
                state: ChainState(1),
            };
        }
        if cursor.state.0 <= 1 && self.options.includes_last_seed && pos.count(cursor.last) > 0 {
            return CaptureStep::Take {
                pit: cursor.last,
                take: Take::All,
                next: cursor.last,
                state: ChainState(2),
            };
        }
        CaptureStep::Stop {
            why: StopReason::Captured,
            pit: Some(cursor.last),
        }
    }

    fn store(&self, player: Player) -> Option<PitId> {
        Some(self.store_of(player))
    }

    #[inline]
    fn next_player(&self, pos: &Position, mover: Player, bonus: bool) -> Player {
        if let MatchMode::BurntHouses {
            next_round_first, ..
        } = self.options.match_mode
        {
            if self.all_houses_empty(pos) {
                // The round is over: this is who opens the next one (if there is one).
                return match next_round_first {
                    NextRoundFirst::Other => (mover + 1) % self.options.players,
                    NextRoundFirst::LastMover => mover,
                };
            }
        }
        // Arithmetic rather than a branch on `bonus`, which is random in a random game.
        let next = mover + u8::from(!bonus);
        if next == self.options.players {
            0
        } else {
            next
        }
    }

    #[inline(always)]
    fn end_test(&self, pos: &Position, _mover: Player) -> Option<Ending> {
        match self.options.end {
            EndCondition::AllHousesEmpty => {
                if !self.all_houses_empty(pos) {
                    return None;
                }
                if !self.is_match() {
                    return Some(Ending::by_points(EndReason::HousesEmpty));
                }
                // A round is over: a player who cannot fill one house loses the match.
                let seeds = self.options.seeds;
                let loser =
                    (0..self.options.players).find(|&p| pos.count(self.store_of(p)) < seeds);
                loser.map(|p| Ending {
                    reason: EndReason::Match,
                    sweep: false,
                    winner: Some((p + 1) % self.options.players),
                })
            }
            EndCondition::OneSideEmpty => (0..self.options.players)
                .any(|p| self.side_is_empty(pos, p))
                .then_some(Ending::by_points(EndReason::SideEmpty)),
        }
    }

    #[inline]
    fn turn_start(&self, pos: &Position) -> TurnStart {
        if let MatchMode::BurntHouses { max_rounds, .. } = self.options.match_mode {
            if self.all_houses_empty(pos) {
                if u32::from(pos.round()) >= max_rounds {
                    return TurnStart::End(Ending {
                        reason: EndReason::Limit(Limit::MaxRounds),
                        sweep: false,
                        winner: None,
                    });
                }
                return TurnStart::NewRound(self.new_round(pos));
            }
        }
        if self.side_is_empty(pos, pos.turn()) {
            TurnStart::Pass
        } else {
            TurnStart::Ready
        }
    }

    fn sweep(&self, _pos: &Position, pit: PitId, _reason: EndReason) -> SweepTo {
        SweepTo::Player(self.owner(pit))
    }

    fn scores(&self, pos: &Position) -> [i32; MAX_PLAYERS] {
        let mut scores = [0; MAX_PLAYERS];
        for p in 0..self.options.players {
            scores[p as usize] = i32::from(pos.count(self.store_of(p)));
        }
        scores
    }
}

impl Playout for Sungka {
    fn has_piece_kinds(&self) -> bool {
        false
    }

    /// The mover's houses that hold a seed and are in play.
    #[inline(always)]
    fn legal_pits(&self, pos: &Position) -> Option<PitSet> {
        let first = self.houses_of(pos.turn()).start;
        let mut pits = pos.occupied_run(first, self.options.houses);
        if self.is_match() && pos.out_of_play() != 0 {
            pits.bits &= !(pos.out_of_play() >> first) as u64;
        }
        Some(pits)
    }

    /// The paths hold while no house is burnt.
    #[inline]
    fn sowing_table(&self, pos: &Position) -> Option<&SowingTable> {
        if pos.out_of_play() != 0 {
            return None;
        }
        self.sowing.get(usize::from(pos.turn()))
    }

    fn can_relay(&self) -> bool {
        self.options.relay != RelaySides::None
    }
}

// ----- what people see -----

const SIDE: [&str; 2] = ["South", "North"];

/// "and"-joined list: `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

impl Sungka {
    fn player_name(&self, p: Player) -> String {
        if self.options.players == 2 {
            SIDE[p as usize].into()
        } else {
            format!("Player {p}")
        }
    }

    /// Whether the narration names the Filipino terms (the sungka family; Kalah stays English).
    fn filipino(&self) -> bool {
        self.options.family == Flavour::Sungka
    }

    /// An English word with its Filipino term beside it in sungka: `store (ulo)`.
    fn term(&self, english: &str, filipino: &str) -> String {
        if self.filipino() {
            format!("{english} ({filipino})")
        } else {
            english.to_owned()
        }
    }

    /// What the pieces are called: shells in sungka, seeds in Kalah.
    fn piece(&self, n: u16) -> &'static str {
        match (self.filipino(), n == 1) {
            (true, true) => "shell",
            (true, false) => "shells",
            (false, true) => "seed",
            (false, false) => "seeds",
        }
    }

    /// `1 shell`, `7 shells`, `1 seed`, `4 seeds`.
    fn pieces(&self, n: u16) -> String {
        format!("{n} {}", self.piece(n))
    }

    /// A short label for narration: `S3`, `N7`, `P2:4`, `South's store`.
    fn short(&self, pit: PitId) -> String {
        let p = self.owner(pit);
        if self.is_store(pit) {
            format!("{}'s store", self.player_name(p))
        } else if self.options.players == 2 {
            format!(
                "{}{}",
                if p == 0 { 'S' } else { 'N' },
                self.house_number(pit)
            )
        } else {
            format!("P{p}:{}", self.house_number(pit))
        }
    }

    /// The facing house of `house` as narration names it.
    fn facing_words(&self, house: PitId) -> String {
        let facing = self.facing(house);
        if self.options.players == 2 {
            format!("the facing house {}", self.short(facing))
        } else {
            format!(
                "the facing house {} (on the next player's row)",
                self.short(facing)
            )
        }
    }

    fn burnt_list(&self, out_of_play: u128) -> Vec<PitId> {
        (0..self.ring_len())
            .filter(|&pit| out_of_play & (1u128 << pit) != 0)
            .collect()
    }

    fn cell(pos: &Position, pit: PitId) -> String {
        if pos.is_out_of_play(pit) {
            "--".into()
        } else {
            pos.count(pit).to_string()
        }
    }

    fn status(&self, pos: &Position) -> String {
        let scores = self.scores(pos);
        let players = self.num_players();
        let score_text: Vec<String> = (0..players)
            .map(|p| {
                if players == 2 {
                    format!("{} {}", self.player_name(p as Player), scores[p])
                } else {
                    format!("{}: {}", self.player_name(p as Player), scores[p])
                }
            })
            .collect();
        let mut line = score_text.join(", ");
        if self.is_match() {
            let _ = write!(line, "; round {}", pos.round());
        }
        match pos.outcome() {
            Some(o) => {
                let _ = match (o.winner, o.reason) {
                    (_, EndReason::Limit(limit)) => {
                        write!(line, "; stopped unfinished by the limit {}", limit.key())
                    }
                    (Some(w), reason) => {
                        write!(line, "; game over ({reason}): {} wins", self.player_name(w))
                    }
                    (None, reason) => write!(line, "; game over ({reason}): a draw"),
                };
            }
            None => {
                let _ = write!(line, "; {} to move", self.player_name(pos.turn()));
            }
        }
        line
    }

    /// `South 62, North 36`.
    fn points_text(&self, scores: &[i32]) -> String {
        let points: Vec<String> = scores
            .iter()
            .enumerate()
            .map(|(p, s)| format!("{} {s}", self.player_name(p as Player)))
            .collect();
        points.join(", ")
    }
}

/// The account of one move: follows the counts of every pit through the events, so that each
/// line can say what a pit held, who is out of seeds and what the stores hold.
struct Narration<'a> {
    game: &'a Sungka,
    before: &'a Position,
    events: &'a [Event],
    counts: Vec<u16>,
    mover: Player,
    lap: u32,
    /// The end of the game has been announced (before its sweeps).
    end_announced: bool,
    out: Vec<String>,
}

impl<'a> Narration<'a> {
    fn new(game: &'a Sungka, before: &'a Position, events: &'a [Event]) -> Narration<'a> {
        Narration {
            game,
            before,
            events,
            counts: before.pits().to_vec(),
            mover: before.turn(),
            lap: 1,
            end_announced: false,
            out: Vec::new(),
        }
    }

    fn name(&self, p: Player) -> String {
        self.game.player_name(p)
    }

    fn side_is_empty(&self, p: Player) -> bool {
        self.game
            .houses_of(p)
            .all(|h| self.counts[usize::from(h)] == 0)
    }

    /// `one of South's own empty houses (bahay)`, or, for a house this move emptied, `one of
    /// South's own houses (bahay), emptied earlier in this move`.
    fn empty_house(&self, pit: PitId) -> String {
        let g = self.game;
        let owner = g.owner(pit);
        let whose = if owner == self.mover {
            format!("{}'s own", self.name(owner))
        } else {
            format!("{}'s", self.name(owner))
        };
        if self.before.count(pit) > 0 {
            format!(
                "one of {whose} {}, emptied earlier in this move",
                g.term("houses", "bahay")
            )
        } else {
            format!("one of {whose} empty {}", g.term("houses", "bahay"))
        }
    }

    /// What `pit` held before the last seed of the sowing arrived.
    fn held_before_last(&self, pit: PitId) -> String {
        self.game
            .pieces(self.counts[usize::from(pit)].saturating_sub(1))
    }

    /// `the 8 shells`, `the single shell`.
    fn the_pieces(&self, n: u16) -> String {
        if n == 1 {
            format!("the single {}", self.game.piece(1))
        } else {
            format!("the {}", self.game.pieces(n))
        }
    }

    fn store_count(&self, p: Player) -> u16 {
        self.counts[usize::from(self.game.store_of(p))]
    }

    fn run(mut self) -> Vec<String> {
        let mut i = 0;
        while i < self.events.len() {
            i = self.step(i);
        }
        self.out
    }

    /// Narrates the event at `i` (and the ones that belong with it); returns the next index.
    fn step(&mut self, i: usize) -> usize {
        match self.events[i] {
            Event::Lift { pit, count } => return self.sowing(i, pit, count, false),
            Event::Relay { pit, count } => return self.sowing(i, pit, count, true),
            Event::Capture { .. } => return self.capture(i),
            Event::Bonus => self.bonus(i),
            Event::Stop { why, pit } => self.stop(why, pit),
            Event::Pass { player } => self.pass(i, player),
            Event::NewRound {
                round,
                first,
                out_of_play,
            } => self.new_round(round, first, out_of_play),
            Event::Sweep { player, count } => self.sweep(player, count),
            Event::Limit { limit } => self.limit(limit),
            Event::GameEnd { outcome } => self.game_end(&outcome),
            Event::Sow { pit, .. } => self.counts[usize::from(pit)] += 1,
            Event::Place { .. }
            | Event::TakeOne { .. }
            | Event::GrandSlam { .. }
            | Event::Refill(_) => {}
        }
        i + 1
    }

    /// A lift or a relay and the sowing run after it.
    fn sowing(&mut self, i: usize, pit: PitId, count: u16, relay: bool) -> usize {
        let g = self.game;
        let held = self.counts[usize::from(pit)];
        self.counts[usize::from(pit)] = 0;
        let mut sown = Vec::new();
        let mut skipped: Vec<PitId> = Vec::new();
        let mut prev = pit;
        let mut j = i + 1;
        while let Some(Event::Sow { pit: to, .. }) = self.events.get(j) {
            let mut q = prev;
            loop {
                q = if q + 1 == g.ring_len() { 0 } else { q + 1 };
                if q == *to {
                    break;
                }
                if !skipped.contains(&q) {
                    skipped.push(q);
                }
            }
            sown.push(g.short(*to));
            self.counts[usize::from(*to)] += 1;
            prev = *to;
            j += 1;
        }
        let into = if sown.len() == 1 {
            format!("drops it into {}", sown[0])
        } else if relay {
            format!("sows on into {}", sown.join(", "))
        } else {
            format!("sows them one by one into {}", sown.join(", "))
        };
        let skips = self.skipped_words(&skipped);
        let name = self.name(self.mover);
        if relay {
            self.lap += 1;
            let whose = if g.options.relay == RelaySides::Own {
                format!(", one of {name}'s own houses")
            } else {
                String::new()
            };
            let lifts = match count {
                2 => "both".to_owned(),
                _ => format!("all {count}"),
            };
            self.out.push(format!(
                "Relay, lap {}: the last {} fell in {}{whose}, which already held {}, so {name} lifts {lifts} and {into}{skips}.",
                self.lap,
                g.piece(1),
                g.short(pit),
                g.pieces(count - 1),
            ));
        } else {
            debug_assert_eq!(held, count);
            let what = g.pieces(count);
            let what = if g.filipino() {
                format!("{what} (sigay)")
            } else {
                what
            };
            self.out.push(format!(
                "{name} lifts {what} from {} and {into}{skips}.",
                g.pit_name(pit)
            ));
        }
        j
    }

    /// ` (North's store is skipped)`: the pits a sowing run passed over, or nothing.
    fn skipped_words(&self, skipped: &[PitId]) -> String {
        let g = self.game;
        let mut groups: Vec<String> = Vec::new();
        let mut burnt: Vec<String> = Vec::new();
        let mut things = 0;
        let flush = |burnt: &mut Vec<String>, groups: &mut Vec<String>| {
            match burnt.len() {
                0 => {}
                1 => groups.push(format!("the burnt house {}", burnt[0])),
                _ => groups.push(format!("the burnt houses {}", burnt.join(", "))),
            }
            burnt.clear();
        };
        for &pit in skipped {
            things += 1;
            if g.is_store(pit) {
                flush(&mut burnt, &mut groups);
                groups.push(g.short(pit));
            } else {
                burnt.push(g.short(pit));
            }
        }
        flush(&mut burnt, &mut groups);
        if groups.is_empty() {
            String::new()
        } else {
            let verb = if things == 1 { "is" } else { "are" };
            format!(" ({} {verb} skipped)", and_list(&groups))
        }
    }

    /// The captures of a move, told in one line with the stop that follows them.
    fn capture(&mut self, i: usize) -> usize {
        let g = self.game;
        let mover = self.mover;
        let name = self.name(mover);
        let store = g.store_of(mover);
        let mut facing_taken = None;
        let mut last_taken = None;
        let mut last = None;
        let mut j = i;
        while let Some(Event::Capture { pit, taken, .. }) = self.events.get(j) {
            let n = taken.total();
            self.counts[usize::from(*pit)] -= n;
            self.counts[usize::from(store)] += n;
            if g.owner(*pit) == mover && !g.is_store(*pit) {
                last_taken = Some(n);
                last = Some(*pit);
            } else {
                facing_taken = Some(n);
            }
            j += 1;
        }
        let mut ends = "The capture ends the move.";
        if let Some(Event::Stop {
            why: StopReason::Captured,
            pit,
        }) = self.events.get(j)
        {
            last = last.or(*pit);
            j += 1;
        } else {
            ends = "";
        }
        let into = format!("{name}'s {}", g.term("store", "ulo"));
        let Some(last) = last else {
            // Cannot happen (a capture always names its house); say what is known.
            let n = facing_taken.unwrap_or(0);
            self.out
                .push(format!("{name} captures {} into {into}.", g.pieces(n)));
            return j;
        };
        let opening = format!(
            "The last {} fell in {}, {}",
            g.piece(1),
            g.short(last),
            self.empty_house(last)
        );
        let facing = g.facing_words(last);
        let line = match (facing_taken, last_taken) {
            (Some(f), Some(l)) => format!(
                "{opening}: capture! {name} takes {} of {facing} and the last {} itself, {} into {into}.",
                self.the_pieces(f),
                g.piece(1),
                g.pieces(f + l)
            ),
            (Some(f), None) => format!(
                "{opening}: capture! {name} takes {} of {facing} into {into}; the last {} stays in {}.",
                self.the_pieces(f),
                g.piece(1),
                g.short(last)
            ),
            (None, Some(l)) => format!(
                "{opening}. {} is empty, but under these rules the last {} is captured even so: {} into {into}.",
                capitalise(&facing),
                g.piece(1),
                g.pieces(l)
            ),
            (None, None) => format!("{opening}."),
        };
        self.out.push(if ends.is_empty() {
            line
        } else {
            format!("{line} {ends}")
        });
        j
    }

    /// Whether the game, the round or a pass takes the bonus move away: what comes after it.
    fn bonus(&mut self, i: usize) {
        let g = self.game;
        let name = self.name(self.mover);
        let rest = &self.events[i + 1..];
        let opening = format!(
            "The last {} fell in {name}'s own {}",
            g.piece(1),
            g.term("store", "ulo")
        );
        let game_ends = rest
            .iter()
            .any(|e| matches!(e, Event::GameEnd { .. } | Event::Sweep { .. }));
        let round_ends = rest.iter().any(|e| matches!(e, Event::NewRound { .. }));
        let passed = rest
            .iter()
            .any(|e| matches!(e, Event::Pass { player } if *player == self.mover));
        let game = if g.is_match() { "match" } else { "game" };
        self.out.push(if game_ends {
            format!("{opening}, which would earn a bonus move, but the {game} ends here.")
        } else if round_ends {
            format!("{opening}, which would earn a bonus move, but the round ends here.")
        } else if passed {
            format!("{opening}: a bonus move for {name}.")
        } else {
            format!("{opening}: {name} moves again (bonus move).")
        });
    }

    fn stop(&mut self, why: StopReason, pit: Option<PitId>) {
        let g = self.game;
        let at = pit.map(|p| g.short(p)).unwrap_or_default();
        let last = format!("The last {}", g.piece(1));
        let ends = if g.filipino() {
            "the move dies there (patay)"
        } else {
            "the move ends"
        };
        let line = match why {
            StopReason::Captured => "The capture ends the move.".to_owned(),
            StopReason::OpponentSide => format!(
                "{last} fell in {at}, which already held {}, but on {}'s side: relays are for one's own side only, so the move ends.",
                pit.map_or_else(String::new, |p| self.held_before_last(p)),
                pit.map_or_else(String::new, |p| self.name(g.owner(p)))
            ),
            StopReason::NoRelay => format!(
                "{last} fell in {at}, which already held {}; {}, so the move ends.",
                pit.map_or_else(String::new, |p| self.held_before_last(p)),
                if g.options.family == Flavour::Kalah {
                    "Kalah has no relays"
                } else {
                    "there are no relays in this game"
                }
            ),
            StopReason::EmptyHouse => match pit {
                Some(p) if g.owner(p) == self.mover => {
                    let facing = g.facing(p);
                    let why = if self.before.is_out_of_play(facing) {
                        "is burnt, which counts as empty"
                    } else {
                        "is empty"
                    };
                    format!(
                        "{last} fell in {at}, {}, but {} {why}: nothing is captured and {ends}.",
                        self.empty_house(p),
                        g.facing_words(p)
                    )
                }
                Some(p) => format!("{last} fell in {at}, {}: {ends}.", self.empty_house(p)),
                None => format!("{last} fell in an empty house: {ends}."),
            },
            other => format!("The move ends ({}).", other.as_str()),
        };
        self.out.push(line);
    }

    fn pass(&mut self, i: usize, player: Player) {
        let g = self.game;
        let name = self.name(player);
        let houses = g.term("houses", "bahay");
        let pieces = g.piece(2);
        let next_passes = matches!(self.events.get(i + 1), Some(Event::Pass { .. }));
        let next = (player + 1) % g.options.players;
        let then = if next_passes {
            String::new()
        } else if next == self.mover {
            format!("; {} moves again", self.name(next))
        } else {
            format!("; {} moves next", self.name(next))
        };
        let bonus_lost =
            player == self.mover && self.events[..i].iter().any(|e| matches!(e, Event::Bonus));
        self.out.push(if bonus_lost {
            format!(
                "But {name} has no {pieces} left in their {houses} to play it: the bonus move is lost and {name} is passed over{then}."
            )
        } else {
            format!("{name} has no {pieces} left in their {houses} and is passed over{then}.")
        });
    }

    fn new_round(&mut self, round: u16, first: Player, out_of_play: u128) {
        let g = self.game;
        let seeds = g.options.seeds;
        let n = g.options.houses;
        let stores: Vec<String> = (0..g.options.players)
            .map(|p| format!("{} {}", self.name(p), self.store_count(p)))
            .collect();
        self.out.push(format!(
            "No house holds a {} any more: round {} is over. In the {}: {}.",
            g.piece(1),
            round - 1,
            g.term("stores", "ulo"),
            and_list(&stores)
        ));
        let mut fills = Vec::new();
        let mut burnt_words = Vec::new();
        for p in 0..g.options.players {
            let filled: Vec<PitId> = g
                .houses_of(p)
                .filter(|&h| out_of_play & (1u128 << h) == 0)
                .collect();
            let burnt: Vec<PitId> = g
                .houses_of(p)
                .filter(|&h| out_of_play & (1u128 << h) != 0)
                .collect();
            let k = filled.len() as u16;
            let store = usize::from(g.store_of(p));
            let keeps = self.counts[store] - k * seeds;
            for &h in &filled {
                self.counts[usize::from(h)] = seeds;
            }
            self.counts[store] = keeps;
            let which = match k {
                0 => "no house".to_owned(),
                1 if n == 1 => "their only house".to_owned(),
                1 => "house 1 only".to_owned(),
                k if k == u16::from(n) => format!("all {n} houses"),
                k => format!("houses 1 to {k}"),
            };
            let kept = if keeps == 0 {
                "keeps nothing".to_owned()
            } else {
                format!("keeps {}", g.pieces(keeps))
            };
            fills.push(format!("{} fills {which} and {kept}", self.name(p)));
            if !burnt.is_empty() {
                let numbers: Vec<String> = burnt
                    .iter()
                    .map(|&h| g.house_number(h).to_string())
                    .collect();
                let labels: Vec<String> = burnt.iter().map(|&h| g.short(h)).collect();
                burnt_words.push(format!(
                    "{}'s {} {} ({})",
                    self.name(p),
                    if burnt.len() == 1 { "house" } else { "houses" },
                    and_list(&numbers),
                    labels.join(", ")
                ));
            }
        }
        self.out.push(format!(
            "Round {round} begins: each player fills their {} 1, 2, … with {} each from their store while it lasts. {}.",
            g.term("houses", "bahay"),
            g.pieces(seeds),
            capitalise(&fills.join("; "))
        ));
        let burnt_count = out_of_play.count_ones();
        self.out.push(if burnt_count == 0 {
            "No house is burnt this round.".to_owned()
        } else {
            format!(
                "{} cannot be filled: {} burnt for this round. Sowing skips a burnt house, it cannot be played, and it counts as empty when it faces a capture.",
                and_list(&burnt_words),
                if burnt_count == 1 { "it is" } else { "they are" }
            )
        });
        let why = match g.options.match_mode {
            MatchMode::BurntHouses {
                next_round_first: NextRoundFirst::LastMover,
                ..
            } => "made",
            _ => "did not make",
        };
        self.out.push(format!(
            "{} opens round {round}, as the player who {why} the last move of round {}.",
            self.name(first),
            round - 1
        ));
    }

    /// Says once why the game ended (before its sweeps and the final points).
    fn announce_end(&mut self) {
        if self.end_announced {
            return;
        }
        self.end_announced = true;
        let g = self.game;
        let Some(outcome) = self.events.iter().find_map(|e| match e {
            Event::GameEnd { outcome } => Some(*outcome),
            _ => None,
        }) else {
            return;
        };
        let line = match outcome.reason {
            EndReason::HousesEmpty => {
                format!(
                    "No house holds a {} any more: the game is over.",
                    g.piece(1)
                )
            }
            EndReason::SideEmpty => {
                let empty: Vec<String> = (0..g.options.players)
                    .filter(|&p| self.side_is_empty(p))
                    .map(|p| format!("{}'s", self.name(p)))
                    .collect();
                format!(
                    "{} houses are all empty: the game is over.",
                    and_list(&empty)
                )
            }
            EndReason::Match => {
                let seeds = g.options.seeds;
                let losers: Vec<Player> = (0..g.options.players)
                    .filter(|&p| self.store_count(p) < seeds)
                    .collect();
                let mut line = format!(
                    "No house holds a {} any more: round {} is over.",
                    g.piece(1),
                    self.before.round()
                );
                for p in losers {
                    let _ = write!(
                        line,
                        " {}'s {} holds only {}, fewer than the {seeds} needed to fill one house: {} loses the match.",
                        self.name(p),
                        g.term("store", "ulo"),
                        g.pieces(self.store_count(p)),
                        self.name(p)
                    );
                }
                line
            }
            other => format!("The game is over ({other})."),
        };
        self.out.push(line);
    }

    fn sweep(&mut self, player: Player, count: u16) {
        let g = self.game;
        self.announce_end();
        for h in g.houses_of(player) {
            self.counts[usize::from(h)] = 0;
        }
        self.counts[usize::from(g.store_of(player))] += count;
        let name = self.name(player);
        self.out.push(format!(
            "{name} collects the {} left in {name}'s houses into {name}'s store.",
            g.pieces(count)
        ));
    }

    fn limit(&mut self, limit: Limit) {
        let g = self.game;
        let l = &g.options.limits;
        self.end_announced = true;
        self.out.push(match limit {
            Limit::MaxRelayLifts => format!(
                "This move would need more than {} relays, so it is abandoned and the board stays as it was: the safety limit max-relay-lifts stops the game unfinished.",
                l.max_relay_lifts
            ),
            Limit::MaxRounds => format!(
                "No house holds a {} any more: round {} is over, and a match may last at most {}: the safety limit max-rounds stops it unfinished.",
                g.piece(1),
                self.before.round(),
                match g.options.match_mode {
                    MatchMode::BurntHouses { max_rounds: 1, .. } | MatchMode::Single =>
                        "1 round".to_owned(),
                    MatchMode::BurntHouses { max_rounds, .. } => format!("{max_rounds} rounds"),
                }
            ),
            Limit::MaxPlies => format!(
                "That was move {}: the safety limit max-plies stops the game unfinished.",
                l.max_plies
            ),
            Limit::MaxPliesWithoutCapture => format!(
                "{} moves in a row without a {} entering a store: the safety limit max-plies-without-capture stops the game unfinished.",
                l.max_plies_without_capture,
                g.piece(1)
            ),
        });
    }

    fn game_end(&mut self, outcome: &crate::position::Outcome) {
        self.announce_end();
        let g = self.game;
        let players = g.num_players();
        let scores = g.points_text(&outcome.scores[..players]);
        self.out.push(match (outcome.winner, outcome.reason) {
            (_, EndReason::Limit(_)) => format!(
                "Points so far: {scores}. The {} is unfinished: nobody wins.",
                if g.is_match() { "match" } else { "game" }
            ),
            (Some(w), EndReason::Match) => {
                format!("Final stores: {scores}. {} wins the match.", self.name(w))
            }
            (Some(w), _) => format!("Final points: {scores}. {} wins.", self.name(w)),
            (None, _) if players == 2 => format!("Final points: {scores}: a draw."),
            (None, _) => {
                format!("Final points: {scores}. The top score is shared, so nobody wins.")
            }
        });
    }
}

impl Present for Sungka {
    fn info(&self) -> &RulesetInfo {
        &self.info
    }

    fn parse_move(&self, pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
        let n = self.options.houses;
        let k = text
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|k| (1..=n).contains(k))
            .ok_or_else(|| ParseMoveError {
                text: text.trim().to_owned(),
                expected: format!("a house number from 1 to {n}, like 1 or {n}"),
            })?;
        Ok(Move::sow(self.house(pos.turn(), k), Direction::Forward))
    }

    fn illegal_text(&self, pos: &Position, mv: &Move, why: &Illegal) -> String {
        match why {
            Illegal::EmptyPit => format!("your house {} is empty", self.move_text(pos, mv)),
            other => other.to_string(),
        }
    }

    fn move_text(&self, _pos: &Position, mv: &Move) -> String {
        self.house_number(mv.pit).to_string()
    }

    fn pit_name(&self, pit: PitId) -> String {
        let who = self.player_name(self.owner(pit));
        if self.is_store(pit) {
            format!("{who}'s store")
        } else {
            format!("{who}'s house {}", self.house_number(pit))
        }
    }

    fn draw(&self, pos: &Position) -> String {
        let n = self.options.houses;
        let mut out = String::new();
        if self.options.players == 2 {
            // North's row right to left on top, South's left to right below; North's store on
            // the left, South's on the right: sowing runs counter-clockwise.
            let mut labels_top = String::from("     ");
            let mut labels_bottom = String::from("     ");
            let mut top = String::from("|    ");
            let mut bottom = String::from("|    ");
            for k in (1..=n).rev() {
                let _ = write!(labels_top, "{k:>5}");
                let _ = write!(top, "|{:>4}", Sungka::cell(pos, self.house(1, k)));
            }
            for k in 1..=n {
                let _ = write!(labels_bottom, "{k:>5}");
                let _ = write!(bottom, "|{:>4}", Sungka::cell(pos, self.house(0, k)));
            }
            top.push_str("|    |");
            bottom.push_str("|    |");
            let rule = format!("{}+", "+----".repeat(usize::from(n) + 2));
            let middle = format!(
                "|{:>4}{}+{:>4}|",
                pos.count(self.store_of(1)),
                "+----".repeat(usize::from(n)),
                pos.count(self.store_of(0))
            );
            let _ = writeln!(out, "{labels_top}      North");
            let _ = writeln!(out, "{rule}\n{top}\n{middle}\n{bottom}\n{rule}");
            let _ = writeln!(out, "{labels_bottom}      South");
        } else {
            let _ = writeln!(
                out,
                "One ring, sown row by row: each player's houses 1-{n}, their store, then the next row."
            );
            let _ = write!(out, "{:<12}", "  house");
            for k in 1..=n {
                let _ = write!(out, "{k:>4}");
            }
            let _ = writeln!(out, "   store");
            for p in 0..self.options.players {
                let marker = if !pos.is_over() && pos.turn() == p {
                    '>'
                } else {
                    ' '
                };
                let _ = write!(out, "{marker} {:<10}", self.player_name(p));
                for h in self.houses_of(p) {
                    let _ = write!(out, "{:>4}", Sungka::cell(pos, h));
                }
                let _ = writeln!(out, "{:>8}", pos.count(self.store_of(p)));
            }
        }
        out.push_str(&self.status(pos));
        out
    }

    fn detail_json(&self, pos: &Position) -> serde_json::Value {
        serde_json::json!({
            "round": pos.round(),
            "burnt": self.burnt_list(pos.out_of_play()),
        })
    }

    fn options_json(&self) -> serde_json::Value {
        self.options.to_json()
    }

    fn describe(&self) -> String {
        let o = &self.options;
        let n = o.houses;
        let mut lines = rules_heading(
            &self.info,
            match o.family {
                Flavour::Sungka => "sungka, the Philippine store game.",
                Flavour::Kalah => "Kalah, the store game of the mancala family.",
            },
        );
        lines.push(String::new());
        lines.push("Board".into());
        lines.push(if o.players == 2 {
            format!(
                "- Two players, South (player 0) and North (player 1), each with {n} houses and a store on one ring. Each house starts with {} seeds, the stores empty.",
                o.seeds
            )
        } else {
            let order: Vec<String> = (0..o.players).map(|p| p.to_string()).collect();
            format!(
                "- {} players (0 to {}), each with {n} houses and a store, all on one ring in turn order; turns rotate {} → 0. Each house starts with {} seeds, the stores empty.",
                o.players,
                o.players - 1,
                order.join(" → "),
                o.seeds
            )
        });
        lines.push(format!(
            "- Your houses are numbered 1 to {n} from the one farthest from your store; a move is written as your house number."
        ));
        lines.push(match o.first_player {
            FirstPlayer::Player(p) => format!("- {} moves first.", self.player_name(p)),
            FirstPlayer::Random => "- The first player is drawn at random.".into(),
        });
        lines.push(String::new());
        lines.push("A move".into());
        lines.push("- Lift every seed of one of your non-empty houses and drop one into each following pit: your houses towards your store, your store, then the next player's houses. Other players' stores are skipped; your starting house is not.".into());
        lines.push("- Where the last seed fell decides what follows:".into());
        lines.push("  - in your own store: you move again (bonus move);".into());
        lines.push(match o.relay {
            RelaySides::Both => "  - in a house that already held seeds, on any side: lift them all, the last one included, and keep sowing from there (relay);".into(),
            RelaySides::Own => "  - in one of your houses that already held seeds: lift them all, the last one included, and keep sowing (relay); in another player's occupied house the move ends;".into(),
            RelaySides::None => "  - in a house that already held seeds: the move ends (no relay);".into(),
        });
        let takes = if o.includes_last_seed {
            "its seeds and your last seed go to your store"
        } else {
            "its seeds go to your store (the last seed stays)"
        };
        let facing = format!(
            "the facing house (for your house i, house {}−i of {})",
            u16::from(n) + 1,
            if o.players == 2 {
                "the opponent"
            } else {
                "the next player"
            }
        );
        lines.push(if o.requires_nonempty_opposite {
            format!("  - in one of your empty houses: capture. If {facing} holds seeds, {takes}; if it is empty nothing moves. The move ends;")
        } else if o.includes_last_seed {
            format!("  - in one of your empty houses: capture. The seeds of {facing}, even none, and your last seed go to your store. The move ends;")
        } else {
            format!("  - in one of your empty houses: capture. The seeds of {facing}, if any, go to your store. The move ends;")
        });
        lines.push("  - in another player's empty house: the move ends.".into());
        if o.relay != RelaySides::None {
            lines.push(format!(
                "- A move needing more than {} relays is abandoned and the game stops unfinished.",
                o.limits.max_relay_lifts
            ));
        }
        if o.end == EndCondition::AllHousesEmpty {
            lines.push("- A player whose houses are all empty is passed over.".into());
        }
        lines.push(String::new());
        lines.push("End".into());
        lines.push(match o.end {
            EndCondition::AllHousesEmpty => "- The game ends when no house holds a seed.".into(),
            EndCondition::OneSideEmpty => "- The game ends as soon as any player's houses are all empty (also right after a bonus move); every player then adds the seeds left in their houses to their store.".into(),
        });
        lines.push("- Points are the seeds in your store; the single highest score wins, a shared top score is a draw.".into());
        if let MatchMode::BurntHouses {
            next_round_first,
            max_rounds,
        } = o.match_mode
        {
            lines.push(String::new());
            lines.push("Match of rounds (burnt houses)".into());
            lines.push(format!(
                "- When a round ends, a player whose store holds fewer than {} seeds cannot fill a house and loses the match.",
                o.seeds
            ));
            lines.push(format!(
                "- Otherwise each player fills their houses 1, 2, … with {} seeds each from their store while it lasts; the houses left unfilled are burnt for the round: sowing skips them, they cannot be played, and they count as empty facing houses.",
                o.seeds
            ));
            lines.push(match next_round_first {
                NextRoundFirst::Other => {
                    "- The player who did not make the last move of a round opens the next.".into()
                }
                NextRoundFirst::LastMover => {
                    "- The player who made the last move of a round opens the next.".into()
                }
            });
            lines.push(format!(
                "- The match stops unfinished if it would need a round {}.",
                u64::from(max_rounds) + 1
            ));
        }
        lines.push(format!(
            "- Safety limits: a game is stopped unfinished after {} moves, or {} moves in a row without a seed entering a store.",
            o.limits.max_plies, o.limits.max_plies_without_capture
        ));
        lines.join("\n")
    }

    fn legend(&self) -> Option<String> {
        let n = self.options.houses;
        let mut text = if self.options.players == 2 {
            format!(
                "{}: S1-S{n} are South's and N1-N{n} North's, each numbered from the house farthest from its owner's {}. South's store is on the right, North's on the left, and sowing runs counter-clockwise.",
                capitalise(&self.term("houses", "bahay")),
                self.term("store", "ulo")
            )
        } else {
            let last = self.options.players - 1;
            format!(
                "{}: P0:1-P0:{n} are Player 0's houses 1 to {n}, and so on up to P{last}:{n}; each player numbers their houses from the one farthest from their own {}. House i faces house {}-i of the next player in turn.",
                capitalise(&self.term("houses", "bahay")),
                self.term("store", "ulo"),
                u16::from(n) + 1
            )
        };
        if self.filipino() {
            text.push_str(" The pieces are shells (sigay).");
            if self.options.players == 2 {
                text.push_str(" Filipino players usually keep their store on their left and sow clockwise: the same game, mirrored.");
            }
        }
        if self.is_match() {
            text.push_str(" A burnt house is drawn as --.");
        }
        Some(text)
    }

    fn explain(&self, before: &Position, _mv: &Move, events: &[Event]) -> Vec<String> {
        Narration::new(self, before, events).run()
    }
}
