//! The position: a plain value describing everything on and off the board.
//!
//! One type serves every family. Pits hold pieces of up to three kinds ([`Kind`]): most games
//! only use [`Kind::Plain`]; Ô ăn quan keeps its big stones (quan) as [`Kind::Special`]; the
//! coloured Awalé uses plain = red, [`Kind::Black`] and [`Kind::Special`] (red-and-black). Captured
//! pieces of games without stores on the ring are kept in each player's bank.

use std::{
    fmt,
    hash::{Hash, Hasher},
};

/// A player number: 0 = South (first listed), 1 = North, 2... for more players.
pub type Player = u8;
/// An index into the position's pits, in the game's canonical ring order.
pub type PitId = u8;

/// The most pits a ring can have (6 players × (12 houses + a store) = 78, rounded up).
pub const MAX_PITS: usize = 96;
// `Position::out_of_play` keeps one bit per pit; the repetition rule reads pits in groups of
// sixteen.
const _: () = assert!(MAX_PITS <= 128 && MAX_PITS % 16 == 0);
/// The most players a game can have.
pub const MAX_PLAYERS: usize = 6;

/// The kind of a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// An ordinary piece: a citizen stone (Ô ăn quan), a seed or shell, a red seed (coloured Awalé).
    Plain,
    /// A black seed (coloured Awalé).
    Black,
    /// A special piece: a big stone (Ô ăn quan quan) or a red-and-black seed (coloured Awalé).
    Special,
}

/// How many pieces of each kind a pit or a bank holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pieces {
    /// Plain pieces (citizens, seeds, red seeds).
    pub plain: u16,
    /// Black seeds.
    pub black: u16,
    /// Special pieces (big stones, special seeds).
    pub special: u16,
}

impl Pieces {
    /// All pieces, of every kind.
    #[must_use]
    pub const fn total(self) -> u16 {
        self.plain + self.black + self.special
    }

    /// The number of pieces of one kind.
    #[must_use]
    pub const fn of(self, kind: Kind) -> u16 {
        match kind {
            Kind::Plain => self.plain,
            Kind::Black => self.black,
            Kind::Special => self.special,
        }
    }

    /// Adds `other` kind by kind.
    pub fn add(&mut self, other: Pieces) {
        self.plain += other.plain;
        self.black += other.black;
        self.special += other.special;
    }
}

/// Declares a reason type: a code a family's rules define, named by the word the JSON writes.
macro_rules! reason_code {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        ///
        /// A family declares its own as constants (`$name::new(&"code")`), usable as patterns;
        /// the engine carries them in one word and never reads them. Two are equal when their
        /// codes are.
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub struct $name(&'static &'static str);

        impl $name {
            /// The reason whose code is `code`.
            #[must_use]
            pub const fn new(code: &'static &'static str) -> $name {
                $name(code)
            }

            /// The code, as the JSON writes it.
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                self.0
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}({:?})", stringify!($name), self.0)
            }
        }
    };
}
pub(crate) use reason_code;

reason_code! {
    /// An ending a family's rules define (`"mandarins-empty"`, `"score"`, `"side-empty"`).
    RuleEnd
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// An ending the family's rules define.
    Rule(RuleEnd),
    /// A position recurred since the last capture (the repetition rule, which the engine
    /// applies for rulesets that ask for it).
    Repetition,
    /// Nobody can move: every player was passed over in turn.
    Blocked,
    /// A safety limit stopped the game; it is unfinished.
    Limit(Limit),
}

impl EndReason {
    /// The ending `code` of a family's rules (for constants: `EndReason::rule(&"score")`).
    #[must_use]
    pub const fn rule(code: &'static &'static str) -> EndReason {
        EndReason::Rule(RuleEnd::new(code))
    }

    /// The reason as written in JSON (`"mandarins-empty"`, `"limit"`, ...).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Rule(code) => code.as_str(),
            EndReason::Repetition => "repetition",
            EndReason::Blocked => "blocked",
            EndReason::Limit(_) => "limit",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndReason::Limit(limit) => write!(f, "limit ({})", limit.key()),
            other => f.write_str(other.as_str()),
        }
    }
}

/// A safety limit of the `[limits]` table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limit {
    /// `max-plies`: too many moves.
    MaxPlies,
    /// `max-plies-without-capture`: too many moves in a row without a capture.
    MaxPliesWithoutCapture,
    /// `max-relay-lifts`: a single move needed too many relay lifts.
    MaxRelayLifts,
    /// `max-rounds`: a match needed too many rounds.
    MaxRounds,
}

impl Limit {
    /// The TOML key of the limit.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Limit::MaxPlies => "max-plies",
            Limit::MaxPliesWithoutCapture => "max-plies-without-capture",
            Limit::MaxRelayLifts => "max-relay-lifts",
            Limit::MaxRounds => "max-rounds",
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner; `None` for a draw (a shared first place) and always for a limit.
    pub winner: Option<Player>,
    /// Final points of each player (only the first `players` entries are meaningful).
    pub scores: [i32; MAX_PLAYERS],
    /// Why the game ended.
    pub reason: EndReason,
}

impl Outcome {
    /// The final points of the players of a game with `players` players.
    #[must_use]
    pub fn scores(&self, players: usize) -> &[i32] {
        &self.scores[..players]
    }
}

/// A set of pits next to one another on the ring: bit i of `bits` stands for pit `first + i`.
/// (A player's houses are such a run; 64 bits hold any of them.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PitSet {
    /// The pit of bit 0.
    pub first: PitId,
    /// The pits in the set.
    pub bits: u64,
}

impl PitSet {
    /// The number of pits in the set.
    #[must_use]
    #[inline]
    pub const fn len(self) -> u32 {
        self.bits.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The pits, lowest first.
    pub fn pits(self) -> impl Iterator<Item = PitId> {
        let mut rest = self.bits;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros();
                rest &= rest - 1;
                self.first + i as PitId
            })
        })
    }
}

/// How many words a family may keep in its [`FamilyState`].
pub const FAMILY_WORDS: usize = 4;

/// What a family keeps in a position beyond what every sowing game has (pits, banks, pieces in
/// hand, pits out of play, the round, the turn): a few words whose meaning only the family
/// knows. Ô ăn quan keeps its debts and who took each big stone here; Toguz Kumalak would keep
/// each player's tuzdyk. The family's decisions hand the engine a new value, which the engine
/// stores without reading; [`Position::identity`] and [`Position::search_key`] include it.
/// All zeros means "nothing yet": a family codes its values so that a new game starts there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FamilyState(pub [u32; FAMILY_WORDS]);

/// One position of a game: pits, banks, the player to move and the counters the rules need.
///
/// A `Position` is plain data: the engine ([`crate::engine`]) changes it, rulesets only read it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pits: [u16; MAX_PITS],
    pub(crate) black: [u8; MAX_PITS],
    pub(crate) special: [u8; MAX_PITS],
    /// The pits holding at least one piece (bit i = pit i), kept up to date by every method
    /// that changes a pit: rules ask "which of these pits are empty" on every move, and a mask
    /// answers that without a loop.
    /// (Two words rather than a `u128`: setting a bit of a `u128` at a variable place costs
    /// several instructions, of a `u64` one.)
    pub(crate) occupied: [u64; 2],
    pub(crate) num_pits: u8,
    pub(crate) num_players: u8,
    pub(crate) to_move: Player,
    pub(crate) ply: u32,
    pub(crate) plies_without_capture: u32,
    pub(crate) passes: u8,
    pub(crate) bank: [Pieces; MAX_PLAYERS],
    /// Special pieces each player still has to place (a set-up phase).
    pub(crate) in_hand: [u8; MAX_PLAYERS],
    /// Pits out of play (bit i = pit i): skipped by sowing, never chosen (Sungka burnt houses).
    pub(crate) out_of_play: u128,
    /// The round of a match played in several rounds (1 for a game of one round).
    pub(crate) round: u16,
    /// The family's own state (see [`FamilyState`]).
    pub(crate) family: FamilyState,
    pub(crate) outcome: Option<Outcome>,
}

/// A position without its move counters and outcome (see [`Position::identity`]): what the
/// repetition rule compares. Equality compares every field; the hash is
/// [`Position::identity_hash`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Identity(Position);

impl Hash for Identity {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.identity_hash());
    }
}

impl Position {
    /// An empty position with `num_pits` pits and `num_players` players, player 0 to move.
    ///
    /// # Panics
    /// If `num_pits` exceeds [`MAX_PITS`] or `num_players` is not in `2..=MAX_PLAYERS`.
    #[must_use]
    pub fn empty(num_pits: usize, num_players: usize) -> Position {
        assert!(num_pits <= MAX_PITS, "too many pits: {num_pits}");
        assert!(
            (2..=MAX_PLAYERS).contains(&num_players),
            "players must be 2..={MAX_PLAYERS}"
        );
        Position {
            pits: [0; MAX_PITS],
            black: [0; MAX_PITS],
            special: [0; MAX_PITS],
            occupied: [0; 2],
            num_pits: num_pits as u8,
            num_players: num_players as u8,
            to_move: 0,
            ply: 0,
            plies_without_capture: 0,
            passes: 0,
            bank: [Pieces::default(); MAX_PLAYERS],
            in_hand: [0; MAX_PLAYERS],
            out_of_play: 0,
            round: 1,
            family: FamilyState::default(),
            outcome: None,
        }
    }

    /// Pieces in every pit (a big stone counts as one piece).
    #[must_use]
    pub fn pits(&self) -> &[u16] {
        &self.pits[..self.num_pits as usize]
    }

    /// The number of pieces in `pit`.
    #[must_use]
    pub fn count(&self, pit: PitId) -> u16 {
        self.pits[pit as usize]
    }

    /// The pieces of `pit`, kind by kind.
    #[must_use]
    pub fn pieces(&self, pit: PitId) -> Pieces {
        let i = pit as usize;
        let black = u16::from(self.black[i]);
        let special = u16::from(self.special[i]);
        Pieces {
            plain: self.pits[i] - black - special,
            black,
            special,
        }
    }

    /// The pits holding at least one piece, as a set: bit i = pit i.
    #[must_use]
    #[inline]
    pub fn occupied(&self) -> u128 {
        u128::from(self.occupied[0]) | u128::from(self.occupied[1]) << 64
    }

    /// The pits among the first 64 holding at least one piece, as a set: bit i = pit i. (A
    /// ring of 64 pits or fewer needs no more, and one word is cheaper to test than two.)
    #[must_use]
    #[inline]
    pub fn occupied_low(&self) -> u64 {
        self.occupied[0]
    }

    /// Whether any pit of `pits` (bit i = pit i) holds a piece.
    #[must_use]
    #[inline]
    pub fn any_occupied(&self, pits: u128) -> bool {
        (self.occupied[0] & pits as u64) | (self.occupied[1] & (pits >> 64) as u64) != 0
    }

    /// The occupied pits among the `len` pits from `first` (1 to 64 of them).
    #[must_use]
    #[inline]
    pub fn occupied_run(&self, first: PitId, len: u8) -> PitSet {
        debug_assert!((1..=64).contains(&len) && usize::from(first) + usize::from(len) <= MAX_PITS);
        let (word, shift) = (usize::from(first >> 6), u32::from(first & 63));
        let mut bits = self.occupied[word] >> shift;
        if shift + u32::from(len) > 64 {
            // The run goes on in the next word.
            bits |= self.occupied[word + 1] << (64 - shift);
        }
        PitSet {
            first,
            // The `len` low bits (`len` is 1 to 64): 2 << 63 is 0, and 0 - 1 is all ones.
            bits: bits & (2u64 << (len - 1)).wrapping_sub(1),
        }
    }

    /// The number of pits.
    #[must_use]
    pub fn num_pits(&self) -> usize {
        self.num_pits as usize
    }

    /// The number of players.
    #[must_use]
    pub fn num_players(&self) -> usize {
        self.num_players as usize
    }

    /// The player to move; `None` once the game is over.
    #[must_use]
    pub fn to_move(&self) -> Option<Player> {
        self.outcome.is_none().then_some(self.to_move)
    }

    /// The player whose turn it is or was last (also after the game ended).
    #[must_use]
    pub fn turn(&self) -> Player {
        self.to_move
    }

    /// Moves made so far.
    #[must_use]
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// Moves made in a row without a capture.
    #[must_use]
    pub fn plies_without_capture(&self) -> u32 {
        self.plies_without_capture
    }

    /// Turns passed in a row (a player who could not move).
    #[must_use]
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// Pieces captured and held off the board by `player`.
    #[must_use]
    pub fn bank(&self, player: Player) -> Pieces {
        self.bank[player as usize]
    }

    /// Special pieces `player` still has to place (set-up phase).
    #[must_use]
    pub fn in_hand(&self, player: Player) -> u8 {
        self.in_hand[player as usize]
    }

    /// The family's own state (see [`FamilyState`]).
    #[must_use]
    #[inline]
    pub fn family_state(&self) -> FamilyState {
        self.family
    }

    /// Whether `pit` is out of play for the current round (a Sungka burnt house).
    #[must_use]
    #[inline]
    pub fn is_out_of_play(&self, pit: PitId) -> bool {
        self.out_of_play & (1u128 << pit) != 0
    }

    /// The pits out of play, as a bit set (bit i = pit i).
    #[must_use]
    pub fn out_of_play(&self) -> u128 {
        self.out_of_play
    }

    /// The round number of a match played in several rounds (1 for a game of one round).
    #[must_use]
    pub fn round(&self) -> u16 {
        self.round
    }

    /// How the game ended, once it has.
    #[must_use]
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Every piece on the board, kind by kind.
    #[must_use]
    pub fn on_board(&self) -> Pieces {
        let mut sum = Pieces::default();
        for pit in 0..self.num_pits {
            sum.add(self.pieces(pit));
        }
        sum
    }

    // ----- identity -----

    /// The position as the rules tell positions apart: every field but the move counters
    /// (moves made, moves in a row without a capture, passes in a row) and the outcome. Two
    /// positions with the same identity offer the same moves with the same effects, limits
    /// aside. The repetition rule compares identities; the search adds the counters to
    /// [`Position::identity_hash`] for its transposition table.
    #[must_use]
    pub fn identity(&self) -> Identity {
        let mut arrangement = self.clone();
        arrangement.ply = 0;
        arrangement.plies_without_capture = 0;
        arrangement.passes = 0;
        arrangement.outcome = None;
        Identity(arrangement)
    }

    /// A 64-bit hash of [`Position::identity`]: equal identities have equal hashes.
    #[must_use]
    pub fn identity_hash(&self) -> u64 {
        let mut h = IdentityHasher::new();
        self.identity_words(|w| h.eat(w));
        h.eat(u64::from(self.to_move));
        h.finish()
    }

    /// A 64-bit key of the identity and the move counters, for tables of searched positions
    /// (limits depend on the counters, so the search must tell them apart).
    #[must_use]
    pub fn search_key(&self) -> u64 {
        let mut h = IdentityHasher::new();
        self.identity_words(|w| h.eat(w));
        h.eat(
            u64::from(self.to_move)
                | u64::from(self.ply) << 8
                | u64::from(self.plies_without_capture) << 36,
        );
        h.eat(u64::from(self.passes) | u64::from(self.outcome.is_some()) << 8);
        h.finish()
    }

    /// Every field of the identity but the player to move, as words: the one statement of what
    /// tells positions apart, which [`Position::identity_hash`] and [`Position::search_key`]
    /// both read. (Fields that only some families use are given only when set, so that the
    /// other families' keys do not pay for them.)
    fn identity_words(&self, mut eat: impl FnMut(u64)) {
        for i in 0..self.num_pits() {
            eat(u64::from(self.pits[i])
                | u64::from(self.black[i]) << 16
                | u64::from(self.special[i]) << 24);
        }
        for p in 0..self.num_players() {
            let b = self.bank[p];
            eat(u64::from(b.plain) | u64::from(b.black) << 16 | u64::from(b.special) << 32);
            eat(u64::from(self.in_hand[p]) << 40);
        }
        if self.family != FamilyState::default() {
            for (i, &word) in self.family.0.iter().enumerate() {
                eat(1 << 62 | (i as u64) << 32 | u64::from(word));
            }
        }
        if self.out_of_play != 0 || self.round != 1 {
            eat(1 << 61 | u64::from(self.round));
            eat(self.out_of_play as u64);
            eat((self.out_of_play >> 64) as u64);
        }
    }

    // ----- building positions by hand (tests, set-ups) -----

    /// Sets the plain pieces of `pit` (clearing other kinds).
    pub fn set_count(&mut self, pit: PitId, count: u16) {
        self.set_pieces(
            pit,
            Pieces {
                plain: count,
                ..Pieces::default()
            },
        );
    }

    /// Sets the pieces of `pit`, kind by kind.
    ///
    /// # Panics
    /// If a black or special count exceeds 255.
    pub fn set_pieces(&mut self, pit: PitId, pieces: Pieces) {
        let i = pit as usize;
        self.pits[i] = pieces.total();
        self.black[i] = u8::try_from(pieces.black).expect("at most 255 black seeds in a pit");
        self.special[i] = u8::try_from(pieces.special).expect("at most 255 special pieces");
        self.mark(pit);
    }

    /// Sets the player to move.
    pub fn set_to_move(&mut self, player: Player) {
        self.to_move = player;
    }

    /// Sets the number of moves made so far.
    pub fn set_ply(&mut self, ply: u32) {
        self.ply = ply;
    }

    /// Sets the pieces held in `player`'s bank.
    pub fn set_bank(&mut self, player: Player, pieces: Pieces) {
        self.bank[player as usize] = pieces;
    }

    /// Sets the family's own state (see [`FamilyState`]).
    pub fn set_family_state(&mut self, state: FamilyState) {
        self.family = state;
    }

    /// Puts `pit` out of play (or back into play) for the current round.
    pub fn set_out_of_play(&mut self, pit: PitId, out: bool) {
        if out {
            self.out_of_play |= 1u128 << pit;
        } else {
            self.out_of_play &= !(1u128 << pit);
        }
    }

    /// Sets the round number.
    pub fn set_round(&mut self, round: u16) {
        self.round = round;
    }

    /// Sets the special pieces `player` still has to place.
    pub fn set_in_hand(&mut self, player: Player, count: u8) {
        self.in_hand[player as usize] = count;
    }

    // ----- engine primitives -----

    /// The word of `occupied` that holds the bit of `pit`, and that bit.
    #[inline]
    fn occupied_bit(pit: PitId) -> (usize, u64) {
        (usize::from(pit >> 6 & 1), 1u64 << (pit & 63))
    }

    /// Sets the bit of `pit` in `occupied` from its count.
    #[inline]
    fn mark(&mut self, pit: PitId) {
        let (word, bit) = Position::occupied_bit(pit);
        let held = if self.pits[pit as usize] > 0 { bit } else { 0 };
        self.occupied[word] = (self.occupied[word] & !bit) | held;
    }

    /// Marks `pit` as holding a piece.
    #[inline]
    fn occupy(&mut self, pit: PitId) {
        let (word, bit) = Position::occupied_bit(pit);
        self.occupied[word] |= bit;
    }

    /// Marks `pit` as empty.
    #[inline]
    fn vacate(&mut self, pit: PitId) {
        let (word, bit) = Position::occupied_bit(pit);
        self.occupied[word] &= !bit;
    }

    /// Drops one plain piece into `pit`.
    #[inline]
    pub(crate) fn drop_plain(&mut self, pit: PitId) {
        self.pits[pit as usize] += 1;
        self.occupy(pit);
    }

    /// Drops one piece of `kind` into `pit`.
    #[inline]
    pub(crate) fn drop_piece(&mut self, pit: PitId, kind: Kind) {
        let i = pit as usize;
        self.pits[i] += 1;
        self.occupy(pit);
        match kind {
            Kind::Plain => {}
            Kind::Black => self.black[i] += 1,
            Kind::Special => self.special[i] += 1,
        }
    }

    /// Empties `pit` and returns what it held.
    #[inline]
    pub(crate) fn take_all(&mut self, pit: PitId) -> Pieces {
        let taken = self.pieces(pit);
        let i = pit as usize;
        self.pits[i] = 0;
        self.black[i] = 0;
        self.special[i] = 0;
        self.vacate(pit);
        taken
    }

    /// Empties `pit`, which holds plain pieces only, and returns how many it held.
    #[inline]
    pub(crate) fn take_all_plain(&mut self, pit: PitId) -> u16 {
        debug_assert_eq!(self.pieces(pit).plain, self.pits[pit as usize]);
        let count = std::mem::take(&mut self.pits[pit as usize]);
        self.vacate(pit);
        count
    }

    /// Removes the chosen pieces from `pit` and returns them.
    pub(crate) fn take(&mut self, pit: PitId, want: Pieces) -> Pieces {
        let have = self.pieces(pit);
        let got = Pieces {
            plain: want.plain.min(have.plain),
            black: want.black.min(have.black),
            special: want.special.min(have.special),
        };
        let i = pit as usize;
        self.pits[i] -= got.total();
        self.black[i] -= got.black as u8;
        self.special[i] -= got.special as u8;
        self.mark(pit);
        got
    }

    /// Puts `pieces` into `pit`.
    pub(crate) fn put(&mut self, pit: PitId, pieces: Pieces) {
        let i = pit as usize;
        self.pits[i] += pieces.total();
        self.black[i] += pieces.black as u8;
        self.special[i] += pieces.special as u8;
        self.mark(pit);
    }
}

/// FNV-1a over 64-bit words, then a final avalanche (splitmix64) so that low bits index
/// tables well.
struct IdentityHasher(u64);

impl IdentityHasher {
    fn new() -> IdentityHasher {
        IdentityHasher(0xcbf2_9ce4_8422_2325)
    }

    fn eat(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(0x0000_0100_0000_01b3);
    }

    fn finish(self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let players = self.num_players as usize;
        f.debug_struct("Position")
            .field("pits", &self.pits())
            .field("to_move", &self.to_move)
            .field("ply", &self.ply)
            .field("bank", &&self.bank[..players])
            .field("in_hand", &&self.in_hand[..players])
            .field("family", &self.family.0)
            .field("round", &self.round)
            .field("out_of_play", &format_args!("{:#x}", self.out_of_play))
            .field("outcome", &self.outcome)
            .finish_non_exhaustive()
    }
}
