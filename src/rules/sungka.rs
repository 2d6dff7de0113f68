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
//!   players it is a listing of the ring, one line per player in sowing order.

use std::fmt::Write as _;

use serde::Deserialize;
use toml::Spanned;

use crate::{
    config::{self, ConfigError, FirstPlayerValue, LimitsTable, Positive, Ranged, RulesetInfo},
    event::{Event, StopReason},
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, Limit, MAX_PLAYERS, PitId, Player, Position},
    rules::{ParseMoveError, Variant},
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, Ending, FirstPlayer, Hand, Illegal, Limits,
        NewRound, Ruleset, Sowing, Start, SweepTo, Take, TurnStart,
    },
};

// ----- options -----

/// Which name the ruleset file gave its family (`game`); it decides the defaults.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `game = "sungka"`.
    Sungka,
    /// `game = "kalah"`.
    Kalah,
}

impl Family {
    /// The `game` value.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Family::Sungka => "sungka",
            Family::Kalah => "kalah",
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
    pub family: Family,
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
    pub const fn defaults(family: Family) -> Options {
        match family {
            Family::Sungka => Options {
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
            Family::Kalah => Options {
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

/// An error at a key that another key's value excludes.
fn excluded<T>(
    file: &str,
    text: &str,
    key: Option<&Spanned<T>>,
    name: &str,
    tag: &str,
) -> Result<(), ConfigError> {
    match key {
        Some(k) => Err(ConfigError::at(
            file,
            text,
            Some(k.span()),
            format!("`{name}` does not apply with {tag}; remove it or change that setting"),
        )),
        None => Ok(()),
    }
}

impl Options {
    fn from_file(file: &str, text: &str, family: Family, f: &File) -> Result<Options, ConfigError> {
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
        Sungka { info, options }
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
        family: Family,
    ) -> Result<Sungka, ConfigError> {
        let f: File = config::parse(file, text)?;
        let id = match &f.id {
            Some(id) if !stem.is_empty() && id.get_ref() != stem => {
                return Err(ConfigError::at(
                    file,
                    text,
                    Some(id.span()),
                    format!("id `{}` must equal the file name `{stem}`", id.get_ref()),
                ));
            }
            Some(id) => id.get_ref().clone(),
            None => stem.to_owned(),
        };
        let options = Options::from_file(file, text, family, &f)?;
        let info = RulesetInfo {
            name: f.name.clone().unwrap_or_else(|| id.clone()),
            id,
            game: family.as_str().into(),
            summary: f.summary.clone().unwrap_or_default(),
            sources: f.sources.clone().unwrap_or_default(),
        };
        Ok(Sungka { info, options })
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
    pub const fn store_of(&self, player: Player) -> PitId {
        player * self.stride() + self.options.houses
    }

    /// The player a pit belongs to.
    #[must_use]
    #[inline]
    pub const fn owner(&self, pit: PitId) -> Player {
        pit / self.stride()
    }

    /// Whether a pit is a store.
    #[must_use]
    #[inline]
    pub const fn is_store(&self, pit: PitId) -> bool {
        pit % self.stride() == self.options.houses
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
    pub const fn facing(&self, house: PitId) -> PitId {
        let next = (self.owner(house) + 1) % self.options.players;
        next * self.stride() + self.options.houses - self.house_number(house)
    }

    #[inline]
    fn houses_of(&self, player: Player) -> std::ops::Range<PitId> {
        let first = player * self.stride();
        first..first + self.options.houses
    }

    #[inline]
    const fn ring_len(&self) -> u8 {
        self.options.players * self.stride()
    }

    /// Whether none of `player`'s houses holds a seed.
    fn side_is_empty(&self, pos: &Position, player: Player) -> bool {
        self.houses_of(player).all(|h| pos.count(h) == 0)
    }

    /// Whether no house holds a seed.
    fn all_houses_empty(&self, pos: &Position) -> bool {
        (0..self.options.players).all(|p| self.side_is_empty(pos, p))
    }

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

    /// Why a last seed in an occupied house does not relay, if it does not.
    fn no_relay(&self, mover: Player, last: PitId) -> Option<StopReason> {
        match self.options.relay {
            RelaySides::Both => None,
            RelaySides::Own if self.owner(last) == mover => None,
            RelaySides::Own => Some(StopReason::OpponentSide),
            RelaySides::None => Some(StopReason::NoRelay),
        }
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
        for h in self.houses_of(pos.turn()) {
            if pos.count(h) > 0 && !pos.is_out_of_play(h) {
                out.push(Move::sow(h, Direction::Forward));
            }
        }
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

    fn start(&self, pos: &Position, mv: &Move) -> Start {
        Start::Sow {
            pit: mv.pit,
            dir: Direction::Forward,
            hand: Hand::natural(pos.pieces(mv.pit)),
        }
    }

    #[inline]
    fn next_pit(&self, pos: &Position, from: PitId, _origin: PitId, _dir: Direction) -> PitId {
        let mover = pos.turn();
        let len = self.ring_len();
        let mut pit = from;
        loop {
            pit = if pit + 1 == len { 0 } else { pit + 1 };
            let skip = (self.is_store(pit) && self.owner(pit) != mover) || pos.is_out_of_play(pit);
            if !skip {
                return pit;
            }
        }
    }

    fn can_relay(&self) -> bool {
        self.options.relay != RelaySides::None
    }

    fn after_sowing(&self, pos: &Position, sowing: &Sowing) -> AfterSowing {
        let last = sowing.last;
        let mover = sowing.mover;
        if last == self.store_of(mover) {
            return AfterSowing::Bonus;
        }
        if !sowing.last_was_empty {
            return match self.no_relay(mover, last) {
                None => AfterSowing::Relay { pit: last },
                Some(why) => AfterSowing::Stop {
                    why,
                    pit: Some(last),
                },
            };
        }
        if self.owner(last) == mover {
            let facing = self.facing(last);
            let facing_seeds = pos.count(facing) > 0;
            let last_alone =
                !self.options.requires_nonempty_opposite && self.options.includes_last_seed;
            if facing_seeds || last_alone {
                return AfterSowing::Capture { at: facing };
            }
        }
        AfterSowing::Stop {
            why: StopReason::EmptyHouse,
            pit: Some(last),
        }
    }

    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        // State 0: the facing house (at); state 1: the last seed; state 2: done.
        if cursor.state == 0 && pos.count(cursor.at) > 0 {
            return CaptureStep::Take {
                pit: cursor.at,
                take: Take::All,
                next: cursor.last,
                state: 1,
            };
        }
        if cursor.state <= 1 && self.options.includes_last_seed && pos.count(cursor.last) > 0 {
            return CaptureStep::Take {
                pit: cursor.last,
                take: Take::All,
                next: cursor.last,
                state: 2,
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
        if bonus {
            mover
        } else {
            (mover + 1) % self.options.players
        }
    }

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

// ----- what people see -----

const SIDE: [&str; 2] = ["South", "North"];

fn seeds_text(n: u16) -> String {
    if n == 1 {
        "1 seed".into()
    } else {
        format!("{n} seeds")
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
            .map(|p| format!("{} {}", self.player_name(p as Player), scores[p]))
            .collect();
        let mut line = score_text.join(", ");
        if self.is_match() {
            let _ = write!(line, "; round {}", pos.round());
        }
        match pos.outcome() {
            Some(o) => {
                let result = match o.winner {
                    Some(w) => format!("{} wins", self.player_name(w)),
                    None if matches!(o.reason, EndReason::Limit(_)) => "unfinished".into(),
                    None => "a draw".into(),
                };
                let _ = write!(line, "; game over ({}): {result}", o.reason);
            }
            None => {
                let _ = write!(line, "; {} to move", self.player_name(pos.turn()));
            }
        }
        line
    }

    fn stop_words(&self, mover: Player, why: StopReason, pit: Option<PitId>) -> String {
        let at = pit.map(|p| self.short(p)).unwrap_or_default();
        match why {
            StopReason::Captured => "The capture ends the move.".into(),
            StopReason::OpponentSide => format!(
                "The last seed fell in {at}, which held seeds, but on another player's side: relays are for the own side only, so the move ends."
            ),
            StopReason::NoRelay => format!(
                "The last seed fell in {at}, which held seeds; there are no relays in this game, so the move ends."
            ),
            StopReason::EmptyHouse => match pit {
                Some(p) if self.owner(p) == mover => format!(
                    "The last seed fell in {at}, an empty house of {}, but its facing house {} gives nothing to capture: the move ends.",
                    self.player_name(mover),
                    self.short(self.facing(p))
                ),
                _ => format!(
                    "The last seed fell in {at}, another player's empty house: the move ends."
                ),
            },
            other => format!("The move ends ({}).", other.as_str()),
        }
    }
}

impl Variant for Sungka {
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
                "One ring, sown in this order (each player's houses 1-{n}, then their store):"
            );
            for p in 0..self.options.players {
                let houses: Vec<String> = self
                    .houses_of(p)
                    .map(|h| format!("{:>3}", Sungka::cell(pos, h)))
                    .collect();
                let marker = if !pos.is_over() && pos.turn() == p {
                    '>'
                } else {
                    ' '
                };
                let _ = writeln!(
                    out,
                    "{marker} {:<9} houses [{} ] store {:>3}",
                    self.player_name(p),
                    houses.join(""),
                    pos.count(self.store_of(p))
                );
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
        let mut lines = vec![format!(
            "{} ({}): {}",
            self.info.name,
            self.info.id,
            match o.family {
                Family::Sungka => "sungka, the Philippine store game.",
                Family::Kalah => "Kalah, the store game of the mancala family.",
            }
        )];
        if !self.info.summary.is_empty() {
            lines.push(self.info.summary.clone());
        }
        if !self.info.sources.is_empty() {
            lines.push(format!("Sources: {}.", self.info.sources.join(", ")));
        }
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

    fn explain(&self, before: &Position, _mv: &Move, events: &[Event]) -> Vec<String> {
        let mut out = Vec::new();
        let mover = before.turn();
        let name = self.player_name(mover);
        let mut i = 0;
        while i < events.len() {
            match events[i] {
                Event::Lift { pit, count } | Event::Relay { pit, count } => {
                    let mut sown = Vec::new();
                    let mut j = i + 1;
                    while let Some(Event::Sow { pit, .. }) = events.get(j) {
                        sown.push(self.short(*pit));
                        j += 1;
                    }
                    if matches!(events[i], Event::Lift { .. }) {
                        out.push(format!(
                            "{name} lifts {} from {} and sows one each into {}.",
                            seeds_text(count),
                            self.pit_name(pit),
                            sown.join(", ")
                        ));
                    } else {
                        out.push(format!(
                            "The last seed fell in {}, which already held seeds: relay, lift all {} and sow on into {}.",
                            self.short(pit),
                            seeds_text(count),
                            sown.join(", ")
                        ));
                    }
                    i = j;
                    continue;
                }
                Event::Capture { pit, taken, .. } => {
                    if self.owner(pit) == mover && !self.is_store(pit) {
                        out.push(format!(
                            "The last seed, in {}, goes to {name}'s store too.",
                            self.short(pit)
                        ));
                    } else {
                        out.push(format!(
                            "The last seed fell in an empty house of {name}: capture the {} of the facing house {} into {name}'s store.",
                            seeds_text(taken.total()),
                            self.short(pit)
                        ));
                    }
                }
                Event::Bonus => out.push(format!(
                    "The last seed fell in {name}'s own store: {name} moves again (bonus move)."
                )),
                Event::Stop { why, pit } => out.push(self.stop_words(mover, why, pit)),
                Event::Pass { player } => out.push(format!(
                    "{} has no seeds in their houses and is passed over.",
                    self.player_name(player)
                )),
                Event::NewRound {
                    round,
                    first,
                    out_of_play,
                } => {
                    let burnt: Vec<String> = self
                        .burnt_list(out_of_play)
                        .into_iter()
                        .map(|p| self.short(p))
                        .collect();
                    out.push(format!(
                        "Round {round} begins: each player fills their houses from their store, {} per house; {}. {} opens the round.",
                        seeds_text(self.options.seeds),
                        if burnt.is_empty() {
                            "no house is burnt".to_string()
                        } else {
                            format!("burnt for this round: {}", burnt.join(", "))
                        },
                        self.player_name(first)
                    ));
                }
                Event::Sweep { player, count } => out.push(format!(
                    "{} adds the {} left in their houses to their store.",
                    self.player_name(player),
                    seeds_text(count)
                )),
                Event::Limit { limit } => out.push(format!(
                    "The safety limit `{}` is reached: the game stops unfinished.",
                    limit.key()
                )),
                Event::GameEnd { outcome } => {
                    let why = match outcome.reason {
                        EndReason::HousesEmpty => "no house holds a seed".to_string(),
                        EndReason::SideEmpty => "a player's houses are all empty".to_string(),
                        EndReason::Match => {
                            "a player cannot fill a single house for the next round".to_string()
                        }
                        other => other.to_string(),
                    };
                    let result = match outcome.winner {
                        Some(w) => format!("{} wins", self.player_name(w)),
                        None if matches!(outcome.reason, EndReason::Limit(_)) => {
                            "unfinished".into()
                        }
                        None => "a draw".into(),
                    };
                    let points: Vec<String> = (0..self.num_players())
                        .map(|p| format!("{} {}", self.player_name(p as Player), outcome.scores[p]))
                        .collect();
                    out.push(format!(
                        "The game is over: {why}. Final points {}: {result}.",
                        points.join(", ")
                    ));
                }
                Event::Sow { .. }
                | Event::Place { .. }
                | Event::TakeOne { .. }
                | Event::GrandSlam { .. }
                | Event::Refill(_) => {}
            }
            i += 1;
        }
        out
    }
}
