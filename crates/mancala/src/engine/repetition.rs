//! The repetition rule: a position seen before since the last capture ends the game.
//!
//! Stated plainly (as OpenSpiel's Oware keeps `boards_since_last_capture_`): the rule keeps the
//! set of positions since the last capture, compared by [`Position::identity`] (everything but
//! the move counters), and a capture empties it. [`Repetitions`] keeps that set in a fast form;
//! in debug builds it also keeps the plain set beside it and checks after every insertion that
//! both give the same answer, so every test run holds the fast form to the statement.

#[cfg(debug_assertions)]
use std::collections::HashSet;

#[cfg(debug_assertions)]
use crate::position::Identity;
use crate::{
    position::{FamilyState, MAX_PLAYERS, Pieces, Player, Position},
    ruleset::Playout,
};

/// The most positions [`Repetitions::for_rules`] makes room for before a game starts.
pub const RESERVED: usize = 4096;

/// The positions seen since the last capture, for rulesets that end a game on repetition.
///
/// A position is kept as a compact key, not as a copy of the whole [`Position`]: its pit
/// counts, sixteen pits to a chunk of four words (and, for rulesets with several kinds of
/// pieces, the kinds of those sixteen pits in a second chunk), and the player to move. The
/// other fields that make a position (banks, pieces in hand, pits out of play, the round,
/// the family's state) change far more rarely: they are kept once for every run of positions that share
/// them. The engine says when they may have changed without a capture (a placement, a refill, a
/// new round); a capture empties the set anyway.
///
/// A 1024-bit filter of key hashes answers "certainly new" for almost every move; only a hit in
/// the filter (a repetition, or a rare false hit) scans the kept keys, and that scan compares
/// every field exactly. So a move costs one hash and a short copy, not a scan of the window.
#[derive(Clone, Debug)]
pub struct Repetitions {
    /// Whether positions are kept at all (not for rules without a repetition rule).
    enabled: bool,
    /// Whether keys include the kinds of the pieces (rulesets with black or special pieces).
    kinds: bool,
    /// Chunks per key (set by [`Repetitions::start`] and [`Repetitions::for_rules`]).
    stride: usize,
    /// Bit `h % 1024` is set for the hash `h` of every kept key.
    filter: [u64; FILTER_WORDS],
    /// The hash, player to move and entry in `others` of each kept key.
    keys: Vec<Key>,
    /// The pits (and kinds) of each kept key, `stride` chunks each.
    boards: Vec<Chunk>,
    /// The other fields of the kept keys, one entry per run of keys that share them.
    others: Vec<Others>,
    /// Whether the other fields may have changed since the last entry of `others`.
    others_changed: bool,
    /// The plain statement of the rule, checked against the fast form in debug builds.
    #[cfg(debug_assertions)]
    seen: HashSet<Identity>,
}

const FILTER_WORDS: usize = 16;

/// Sixteen pit counts, or the numbers of black and special pieces of sixteen pits, as four
/// words: one wide copy and four multiplications of the hash.
type Chunk = [u64; 4];

/// The chunk of the sixteen pits from `first` (pits past the ring are always empty).
#[inline(always)]
fn pit_chunk(pos: &Position, first: usize) -> Chunk {
    let pits = &pos.pits[first..first + 16];
    std::array::from_fn(|w| {
        let group = &pits[4 * w..4 * w + 4];
        u64::from(group[0])
            | u64::from(group[1]) << 16
            | u64::from(group[2]) << 32
            | u64::from(group[3]) << 48
    })
}

/// The numbers of black and special pieces of the sixteen pits from `first`.
#[inline(always)]
fn kind_chunk(pos: &Position, first: usize) -> Chunk {
    let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("eight bytes"));
    [
        word(&pos.black[first..first + 8]),
        word(&pos.black[first + 8..first + 16]),
        word(&pos.special[first..first + 8]),
        word(&pos.special[first + 8..first + 16]),
    ]
}

/// A kept key besides its pits.
#[derive(Clone, Copy, Debug)]
struct Key {
    hash: u64,
    others: u32,
    mover: Player,
}

/// The fields of a position's arrangement besides its pits and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Others {
    in_hand: [u8; MAX_PLAYERS],
    bank: [Pieces; MAX_PLAYERS],
    out_of_play: u128,
    family: FamilyState,
    round: u16,
}

impl Others {
    fn of(pos: &Position) -> Others {
        Others {
            in_hand: pos.in_hand,
            bank: pos.bank,
            out_of_play: pos.out_of_play,
            round: pos.round,
            family: pos.family,
        }
    }
}

impl Default for Repetitions {
    fn default() -> Self {
        Repetitions {
            enabled: true,
            kinds: true,
            stride: 0,
            filter: [0; FILTER_WORDS],
            keys: Vec::new(),
            boards: Vec::new(),
            others: Vec::new(),
            others_changed: true,
            #[cfg(debug_assertions)]
            seen: HashSet::new(),
        }
    }
}

impl Repetitions {
    /// An empty set, for any ruleset.
    #[must_use]
    pub fn new() -> Repetitions {
        Repetitions::default()
    }

    /// An empty set for games of `rules`, with room for every position a game can keep: the set
    /// is emptied by every capture, so it never holds more than `max-plies-without-capture` + 1
    /// positions, and playing never allocates. (The room is capped at [`RESERVED`] positions: a
    /// ruleset whose limit allows longer runs without a capture grows the set as such a run
    /// happens, rather than reserving memory for the limit at the start.)
    #[must_use]
    pub fn for_rules<R: Playout + ?Sized>(rules: &R) -> Repetitions {
        let enabled = rules.ends_on_repetition();
        let kinds = rules.has_piece_kinds();
        let capacity = if enabled {
            (rules.limits().max_plies_without_capture as usize + 1).min(RESERVED)
        } else {
            0
        };
        let stride = Repetitions::stride_for(rules.num_pits(), kinds);
        Repetitions {
            enabled,
            kinds,
            stride,
            filter: [0; FILTER_WORDS],
            keys: Vec::with_capacity(capacity),
            boards: Vec::with_capacity(capacity * stride),
            others: Vec::with_capacity(capacity),
            others_changed: true,
            #[cfg(debug_assertions)]
            seen: HashSet::with_capacity(capacity),
        }
    }

    /// Chunks per key for `pits` pits.
    fn stride_for(pits: usize, kinds: bool) -> usize {
        pits.div_ceil(16) * if kinds { 2 } else { 1 }
    }

    /// Forgets every position.
    pub fn clear(&mut self) {
        if !self.keys.is_empty() {
            self.filter = [0; FILTER_WORDS];
            self.keys.clear();
            self.boards.clear();
            self.others.clear();
        }
        self.others_changed = true;
        #[cfg(debug_assertions)]
        self.seen.clear();
    }

    /// Starts the set with `pos` (the initial position of a game).
    pub fn start(&mut self, pos: &Position) {
        self.clear();
        self.stride = Repetitions::stride_for(pos.num_pits(), self.kinds);
        if self.enabled {
            self.insert(pos);
        }
    }

    /// Starts the set with the positions `earlier` (oldest first: a game set up from a
    /// position string that names the positions seen since the last capture), then `pos`.
    pub fn start_after(&mut self, earlier: &[Position], pos: &Position) {
        let Some((oldest, rest)) = earlier.split_first() else {
            self.start(pos);
            return;
        };
        self.start(oldest);
        if self.enabled {
            for p in rest.iter().chain(std::iter::once(pos)) {
                self.others_may_change();
                self.insert(p);
            }
        }
    }

    /// The rule after a move: adds `pos`, the position the move made, and returns whether it
    /// was seen since the last capture. A move that `captured` starts the set again with `pos`.
    #[inline(always)]
    pub(crate) fn repeats(&mut self, pos: &Position, captured: bool) -> bool {
        if captured {
            // A capture changes the position for good: only what follows can repeat.
            self.restart(pos);
            return false;
        }
        self.insert(pos)
    }

    /// Forgets every position but `pos`, the position a capture has just made.
    #[inline]
    fn restart(&mut self, pos: &Position) {
        // In a copy of `insert` of its own, whose tests all go the same way in a fresh set:
        // the processor's guesses for the other copy are not spoilt.
        self.clear();
        self.insert(pos);
    }

    /// The number of positions kept: after a move, 1 when the move captured (the set started
    /// again from the position it made). The solver reads it to follow the rule along its lines.
    pub(crate) fn len(&self) -> usize {
        self.keys.len()
    }

    /// Notes that banks, pieces in hand, pits out of play, the round or the family's state may
    /// have changed without a capture (a placement, a refill, a new round): the fast form keeps
    /// those fields once per run of positions that share them. (The debug check catches a change not noted.)
    pub(crate) fn others_may_change(&mut self) {
        self.others_changed = true;
    }

    /// Adds `pos`; returns `true` if the same identity was already there.
    #[inline(always)]
    fn insert(&mut self, pos: &Position) -> bool {
        let repeated = self.insert_fast(pos);
        #[cfg(debug_assertions)]
        {
            let plain = !self.seen.insert(pos.identity());
            assert_eq!(
                repeated, plain,
                "the repetition filter disagrees with the set of positions since the last capture at {pos:?}"
            );
        }
        repeated
    }

    /// [`Repetitions::insert`] by the fast form alone.
    #[inline(always)]
    fn insert_fast(&mut self, pos: &Position) -> bool {
        if self.stride == 0 {
            // A set made by `new` and never started: the first position sets the size.
            self.stride = Repetitions::stride_for(pos.num_pits(), self.kinds);
        }
        debug_assert_eq!(
            self.stride,
            Repetitions::stride_for(pos.num_pits(), self.kinds),
            "a set keeps the positions of one ruleset"
        );
        let first = self.boards.len();
        // The key goes to the end of `boards` at once; it is taken back if it is a repetition.
        // The hash covers the pits and the player to move: what usually differs.
        let mut h = u64::from(pos.to_move);
        let mut mix = |chunk: Chunk| {
            for word in chunk {
                h = (h ^ word)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    .rotate_left(29);
            }
            chunk
        };
        for at in 0..pos.num_pits().div_ceil(16) {
            self.boards.push(mix(pit_chunk(pos, 16 * at)));
            if self.kinds {
                self.boards.push(kind_chunk(pos, 16 * at));
            }
        }
        let h = h.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        // (`others_changed` is set whenever `others` is empty.)
        if self.others_changed {
            // A new run, unless the fields are in fact the same as the last run's.
            let others = Others::of(pos);
            if self.others.last() != Some(&others) {
                self.others.push(others);
            }
            self.others_changed = false;
        }
        let (word, bit) = ((h >> 58) as usize % FILTER_WORDS, 1u64 << (h & 63));
        if self.filter[word] & bit != 0 && self.contains(first, h, pos.to_move) {
            self.boards.truncate(first);
            return true;
        }
        self.filter[word] |= bit;
        self.keys.push(Key {
            hash: h,
            others: self.others.len() as u32 - 1,
            mover: pos.to_move,
        });
        false
    }

    /// Whether a kept key equals the key at `boards[new..]` with hash `h`, player to move
    /// `mover` and the other fields of the last run.
    #[cold]
    fn contains(&self, new: usize, h: u64, mover: Player) -> bool {
        let stride = self.stride;
        let key = &self.boards[new..];
        let others = self.others.len() - 1;
        self.keys.iter().enumerate().any(|(i, seen)| {
            seen.hash == h
                && seen.mover == mover
                && self.boards[i * stride..(i + 1) * stride] == *key
                && (seen.others as usize == others
                    || self.others[seen.others as usize] == self.others[others])
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repetition_compares_the_arrangement_not_the_move_counters() {
        let mut a = Position::empty(12, 2);
        a.set_count(3, 4);
        let mut b = a.clone();
        b.set_ply(10);
        let mut reps = Repetitions::new();
        reps.start(&a);
        assert!(reps.insert(&b));
        b.set_to_move(1);
        assert!(!reps.insert(&b));
        assert!(
            reps.insert(&b),
            "the position with North to move is kept now"
        );
    }

    #[test]
    fn repetition_tells_apart_kinds_banks_family_states_and_burnt_pits() {
        let mut base = Position::empty(84, 6);
        base.set_count(83, 2);
        let mut kinds = base.clone();
        kinds.set_pieces(
            83,
            Pieces {
                plain: 1,
                black: 1,
                special: 0,
            },
        );
        let mut bank = base.clone();
        bank.set_bank(
            5,
            Pieces {
                plain: 1,
                ..Pieces::default()
            },
        );
        let mut family = base.clone();
        family.set_family_state(FamilyState([0, 3, 0, 0]));
        let mut burnt = base.clone();
        burnt.set_out_of_play(80, true);
        let mut hand = base.clone();
        hand.set_in_hand(2, 1);
        let mut round = base.clone();
        round.set_round(2);
        let mut reps = Repetitions::new();
        reps.start(&base);
        // Banks, family states, pieces in hand and burnt pits change only where the engine says
        // so.
        for other in [&kinds, &bank, &family, &burnt, &hand, &round] {
            reps.others_may_change();
            assert!(!reps.insert(other), "{other:?} is new");
        }
        for seen in [&base, &kinds, &bank, &family, &burnt, &hand, &round] {
            reps.others_may_change();
            assert!(reps.insert(seen), "{seen:?} was seen");
        }
        assert!(
            !reps.repeats(&base, true),
            "a capture forgets every position"
        );
        assert!(reps.repeats(&base, false));
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "disagrees with the set of positions")]
    fn the_debug_check_catches_a_change_the_engine_did_not_note() {
        let base = Position::empty(12, 2);
        let mut family = base.clone();
        family.set_family_state(FamilyState([3, 0, 0, 0]));
        let mut reps = Repetitions::new();
        reps.start(&base);
        // Without `others_may_change`, the fast form takes the family's state for the last
        // run's.
        reps.insert(&family);
    }
}
