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
//!   round": a reason of this family's own (`Refusal::BurntHouse`, an `Illegal::Rule`), as
//!   the engine's `Illegal` has no dedicated variant.
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

use std::sync::Arc;

use crate::{
    event::Detail,
    family::Loader,
    moves::{Direction, Move, MoveList},
    position::{EndReason, Kind, Limit, MAX_PLAYERS, PitId, PitSet, Player, Position},
    ruleset::{
        AfterSowing, CaptureCursor, CaptureStep, ChainState, Ending, FirstPlayer, Illegal, Limits,
        NewRound, Playout, RuleCode, Ruleset, Sowing, Start, SweepTo, Take, TurnStart,
        build_sowing_table,
        config::{ConfigError, RulesetInfo},
        sowing_table::SowingTable,
        tested_once,
    },
};

mod exact;
mod options;
mod show;

pub use options::{EndCondition, MatchMode, NextRoundFirst, Options, RelaySides};

/// The games this family reads: `game = "sungka"` and `game = "kalah"`.
pub(crate) const GAMES: &[Loader] = &[
    Loader {
        game: Flavour::Sungka.as_str(),
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
        game: Flavour::Kalah.as_str(),
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

/// Why a move ends (the `why` of the JSON `stop` step) and how a game ends, in this family's
/// rules: codes the family defines, as the JSON writes them.
pub mod reason {
    use crate::{event::StopReason, position::EndReason};

    /// A capture from the facing house ended the move.
    pub const CAPTURED: StopReason = StopReason::new(&"captured");
    /// Relays are for the own side only, and the last seed fell on another side.
    pub const OPPONENT_SIDE: StopReason = StopReason::new(&"opponent-side");
    /// The last seed fell in an occupied house and there are no relays (Kalah).
    pub const NO_RELAY: StopReason = StopReason::new(&"no-relay");
    /// The last seed fell in an empty house that gives no capture.
    pub const EMPTY_HOUSE: StopReason = StopReason::new(&"empty-house");
    /// No house holds a seed (sungka).
    pub const HOUSES_EMPTY: EndReason = EndReason::rule(&"houses-empty");
    /// A player's houses are all empty (Kalah).
    pub const SIDE_EMPTY: EndReason = EndReason::rule(&"side-empty");
    /// A match of several rounds: a player cannot fill a single house.
    pub const MATCH: EndReason = EndReason::rule(&"match");
}

// ----- the ruleset -----

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

/// Why this family refuses a move, where no shared reason ([`Illegal`]) says it: carried as
/// [`Illegal::Rule`], put into words by the presentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// Not a move of this game at all: a placement, a choice of piece or a backward sowing (a
    /// move is one of the mover's house numbers).
    NotAHouse = 0,
    /// The house is burnt for this round.
    BurntHouse = 1,
}

impl From<Refusal> for RuleCode {
    fn from(refusal: Refusal) -> RuleCode {
        RuleCode(refusal as u8)
    }
}

impl TryFrom<RuleCode> for Refusal {
    type Error = RuleCode;

    /// The refusal a code stands for; a code this family never gives is the error.
    fn try_from(code: RuleCode) -> Result<Refusal, RuleCode> {
        match code.0 {
            0 => Ok(Refusal::NotAHouse),
            1 => Ok(Refusal::BurntHouse),
            _ => Err(code),
        }
    }
}

/// What the capture phase looks at next: the facing house, then the last seed (the state it
/// carries in [`CaptureCursor::state`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CaptureNext {
    /// The facing house (the cursor's `at`); where every capture phase starts.
    FacingHouse = 0,
    /// The last seed, in the house where it fell.
    LastSeed = 1,
    /// Nothing: both have been looked at.
    Done = 2,
}

/// Which of a move's two captures a capture is: the family's value of a capture's [`Detail`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Captured {
    /// Nothing said (the default detail).
    Unsaid = 0,
    /// The seeds of the facing house.
    FacingHouse = 1,
    /// The last seed, in the house where it fell.
    LastSeed = 2,
}

/// Why the last seed, fallen in an empty house, captured nothing: the family's value of the
/// detail of a stop `empty-house`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
enum Uncaptured {
    /// Nothing said (another stop, or the default detail).
    Unsaid = 0,
    /// The house is not the mover's.
    NotOwnHouse = 1,
    /// The mover's own house, but its facing house is empty.
    FacingEmpty = 2,
    /// The mover's own house, but its facing house is burnt, which counts as empty.
    FacingBurnt = 3,
}

impl From<Captured> for Detail {
    #[inline]
    fn from(c: Captured) -> Detail {
        Detail(c as u8)
    }
}

impl From<Detail> for Captured {
    fn from(d: Detail) -> Captured {
        match d.0 {
            1 => Captured::FacingHouse,
            2 => Captured::LastSeed,
            _ => Captured::Unsaid,
        }
    }
}

impl From<Uncaptured> for Detail {
    #[inline]
    fn from(u: Uncaptured) -> Detail {
        Detail(u as u8)
    }
}

impl From<Detail> for Uncaptured {
    fn from(d: Detail) -> Uncaptured {
        match d.0 {
            1 => Uncaptured::NotOwnHouse,
            2 => Uncaptured::FacingEmpty,
            3 => Uncaptured::FacingBurnt,
            _ => Uncaptured::Unsaid,
        }
    }
}

impl From<CaptureNext> for ChainState {
    #[inline]
    fn from(next: CaptureNext) -> ChainState {
        ChainState(next as u8)
    }
}

impl From<ChainState> for CaptureNext {
    /// The engine starts every capture phase with the default state, 0: the facing house.
    #[inline]
    fn from(state: ChainState) -> CaptureNext {
        match state.0 {
            0 => CaptureNext::FacingHouse,
            1 => CaptureNext::LastSeed,
            _ => CaptureNext::Done,
        }
    }
}

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
    /// The moves on pit counts, where the rules are Kalah's ([`crate::ruleset::Exact`]).
    counts: Option<exact::CountsRules>,
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
        options.assert_valid();
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
            counts: None,
        };
        sungka.counts = exact::CountsRules::of(&sungka);
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

    /// Reads a ruleset file of `family` (see [`options::read`]).
    fn from_toml(
        file: &str,
        stem: &str,
        text: &str,
        family: Flavour,
    ) -> Result<Sungka, ConfigError> {
        let (info, options) = options::read(file, stem, text, family)?;
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
            return Some(Illegal::Rule(Refusal::NotAHouse.into()));
        }
        let pit = mv.pit;
        if pit >= self.ring_len() || self.is_store(pit) || self.owner(pit) != pos.turn() {
            return Some(Illegal::NotYourPit);
        }
        if pos.is_out_of_play(pit) {
            return Some(Illegal::Rule(Refusal::BurntHouse.into()));
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
            first_back: false,
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
        // Why an empty house captured nothing, for the narration (a playout never reads it, and
        // the compiler leaves it out).
        let uncaptured = if !sowing.last_was_empty {
            Uncaptured::Unsaid
        } else if !own {
            Uncaptured::NotOwnHouse
        } else if pos.is_out_of_play(facing) {
            Uncaptured::FacingBurnt
        } else {
            Uncaptured::FacingEmpty
        };
        AfterSowing::Stop {
            // An occupied house that does not relay: the rules relay from none, or only from
            // the mover's own.
            why: if sowing.last_was_empty {
                reason::EMPTY_HOUSE
            } else if self.options.relay == RelaySides::None {
                reason::NO_RELAY
            } else {
                reason::OPPONENT_SIDE
            },
            pit: Some(last),
            detail: uncaptured.into(),
        }
    }

    #[inline]
    fn capture_step(&self, pos: &Position, cursor: &CaptureCursor) -> CaptureStep {
        let next = CaptureNext::from(cursor.state);
        if next == CaptureNext::FacingHouse && pos.count(cursor.at) > 0 {
            return CaptureStep::Take {
                pit: cursor.at,
                take: Take::All,
                next: cursor.last,
                state: CaptureNext::LastSeed.into(),
                detail: Captured::FacingHouse.into(),
            };
        }
        if next != CaptureNext::Done
            && self.options.includes_last_seed
            && pos.count(cursor.last) > 0
        {
            return CaptureStep::Take {
                pit: cursor.last,
                take: Take::All,
                next: cursor.last,
                state: CaptureNext::Done.into(),
                detail: Captured::LastSeed.into(),
            };
        }
        CaptureStep::Stop {
            why: reason::CAPTURED,
            pit: Some(cursor.last),
            detail: Detail::default(),
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
                    return Some(Ending::by_points(reason::HOUSES_EMPTY));
                }
                // A round is over: a player who cannot fill one house loses the match.
                let seeds = self.options.seeds;
                let loser =
                    (0..self.options.players).find(|&p| pos.count(self.store_of(p)) < seeds);
                loser.map(|p| Ending {
                    reason: reason::MATCH,
                    sweep: false,
                    winner: Some((p + 1) % self.options.players),
                })
            }
            EndCondition::OneSideEmpty => (0..self.options.players)
                .any(|p| self.side_is_empty(pos, p))
                .then_some(Ending::by_points(reason::SIDE_EMPTY)),
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

/// The weights of the heuristic search's evaluation, fitted by `mancala fit-eval` and kept in
/// `evaluation.toml` beside this file (a table per ruleset id, and a `default`).
impl crate::ruleset::Evaluate for Sungka {
    fn weight_file(&self) -> Option<&'static str> {
        Some(include_str!("evaluation.toml"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Present;

    #[test]
    fn refusals_go_to_rule_codes_and_back() {
        for refusal in [Refusal::NotAHouse, Refusal::BurntHouse] {
            assert_eq!(Refusal::try_from(RuleCode::from(refusal)), Ok(refusal));
        }
        assert_eq!(Refusal::try_from(RuleCode(2)), Err(RuleCode(2)));
    }

    #[test]
    fn details_go_to_the_engine_and_back() {
        for c in [Captured::Unsaid, Captured::FacingHouse, Captured::LastSeed] {
            assert_eq!(Captured::from(Detail::from(c)), c);
        }
        for u in [
            Uncaptured::Unsaid,
            Uncaptured::NotOwnHouse,
            Uncaptured::FacingEmpty,
            Uncaptured::FacingBurnt,
        ] {
            assert_eq!(Uncaptured::from(Detail::from(u)), u);
        }
        assert_eq!(Captured::from(Detail::default()), Captured::Unsaid);
        assert_eq!(Uncaptured::from(Detail::default()), Uncaptured::Unsaid);
    }

    #[test]
    fn capture_states_go_to_chain_states_and_back() {
        assert_eq!(
            CaptureNext::from(ChainState::default()),
            CaptureNext::FacingHouse
        );
        for next in [
            CaptureNext::FacingHouse,
            CaptureNext::LastSeed,
            CaptureNext::Done,
        ] {
            assert_eq!(CaptureNext::from(ChainState::from(next)), next);
        }
    }

    #[test]
    fn refusals_are_told_in_the_game_s_words() {
        let sungka = Sungka::from_toml(
            "sungka.toml",
            "sungka",
            "game = \"sungka\"",
            Flavour::Sungka,
        )
        .expect("a valid file");
        let mut pos = sungka.initial_position(0);
        let backward = Move::sow(2, Direction::Backward);
        let why = sungka.illegal_reason(&pos, &backward).expect("refused");
        assert_eq!(why, Illegal::Rule(Refusal::NotAHouse.into()));
        assert_eq!(
            sungka.illegal_text(&pos, &backward, &why),
            "a move is one of your house numbers, like 3"
        );
        pos.set_out_of_play(2, true);
        let burnt = Move::sow(2, Direction::Forward);
        let why = sungka.illegal_reason(&pos, &burnt).expect("refused");
        assert_eq!(why, Illegal::Rule(Refusal::BurntHouse.into()));
        assert_eq!(
            sungka.illegal_text(&pos, &burnt, &why),
            "that house is burnt for this round"
        );
    }
}
