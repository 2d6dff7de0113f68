//! Counting distinct games: each game is reduced to a 64-bit hash of its first player and its
//! moves, and the hashes are kept in a set.
//!
//! The set is exact up to [`EXACT_LIMIT`] games; beyond that it becomes a HyperLogLog sketch
//! (16,384 one-byte registers, a standard error of 0.8 %), so memory and report size stay
//! bounded however many games are played. Either form is a function of the set of hashes
//! alone, so joining sets in any order, or joining the sets of shards, gives exactly what one
//! run over all the games gives.

use std::collections::BTreeSet;

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error as _};

use crate::{moves::Move, position::Player};

/// Up to this many distinct games are counted exactly.
pub const EXACT_LIMIT: usize = 100_000;

/// log2 of the number of sketch registers.
const BITS: u32 = 14;
const REGISTERS: usize = 1 << BITS;

/// The finaliser of SplitMix64: a well-mixed 64-bit value from any input.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Builds the hash of one game, move by move. Two games get the same hash when (and, but for a
/// 2⁻⁶⁴ chance, only when) they have the same first player and the same moves.
#[derive(Clone, Copy, Debug)]
pub struct GameHash(u64);

impl GameHash {
    /// The hash of a game that `first` starts.
    #[must_use]
    pub const fn new(first: Player) -> GameHash {
        GameHash(mix(0x6d61_6e63_616c_6101 ^ first as u64))
    }

    /// Adds a move.
    pub fn push(&mut self, mv: &Move) {
        let word = u64::from(mv.pit)
            | (mv.dir as u64) << 8
            | (mv.first as u64) << 16
            | u64::from(mv.special_at) << 24
            | u64::from(mv.place) << 32
            | 1 << 40;
        self.0 = mix(self.0.rotate_left(23) ^ word).wrapping_add(0x9E37_79B9_7F4A_7C15);
    }

    /// The hash of the game so far.
    #[must_use]
    pub const fn value(self) -> u64 {
        mix(self.0)
    }
}

/// The distinct games seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DistinctGames {
    /// Not recorded: a report written by a mancala that did not count distinct games.
    Unknown,
    /// The hashes of the games, while there are at most [`EXACT_LIMIT`].
    Exact(BTreeSet<u64>),
    /// A HyperLogLog sketch of the hashes.
    Sketch(Box<[u8]>),
}

impl Default for DistinctGames {
    fn default() -> DistinctGames {
        DistinctGames::Exact(BTreeSet::new())
    }
}

/// How many distinct games there were.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DistinctCount {
    /// The number (an estimate when `exact` is false).
    pub count: u64,
    /// Whether it was counted exactly.
    pub exact: bool,
}

fn sketch_add(registers: &mut [u8], hash: u64) {
    let h = mix(hash ^ 0x5bd1_e995_5bd1_e995);
    let index = (h >> (64 - BITS)) as usize;
    let rest = h << BITS;
    let rank = (rest.leading_zeros().min(64 - BITS) + 1) as u8;
    registers[index] = registers[index].max(rank);
}

impl DistinctGames {
    /// An unknown count (for reports written before games were counted).
    #[must_use]
    pub fn unknown() -> DistinctGames {
        DistinctGames::Unknown
    }

    /// Adds the game with this hash.
    pub fn insert(&mut self, hash: u64) {
        match self {
            DistinctGames::Unknown => {}
            DistinctGames::Exact(set) => {
                set.insert(hash);
                if set.len() > EXACT_LIMIT {
                    let mut registers = vec![0u8; REGISTERS].into_boxed_slice();
                    for &h in set.iter() {
                        sketch_add(&mut registers, h);
                    }
                    *self = DistinctGames::Sketch(registers);
                }
            }
            DistinctGames::Sketch(registers) => sketch_add(registers, hash),
        }
    }

    /// Adds the games of `other`.
    pub fn merge(&mut self, other: &DistinctGames) {
        match (&mut *self, other) {
            (DistinctGames::Unknown, _) => {}
            (_, DistinctGames::Unknown) => *self = DistinctGames::Unknown,
            (DistinctGames::Sketch(mine), DistinctGames::Sketch(theirs)) => {
                for (a, b) in mine.iter_mut().zip(theirs.iter()) {
                    *a = (*a).max(*b);
                }
            }
            (DistinctGames::Exact(_), DistinctGames::Sketch(_)) => {
                let DistinctGames::Exact(mine) = std::mem::replace(self, other.clone()) else {
                    unreachable!("matched above")
                };
                for h in mine {
                    self.insert(h);
                }
            }
            (_, DistinctGames::Exact(theirs)) => {
                for &h in theirs {
                    self.insert(h);
                }
            }
        }
    }

    /// How many distinct games: exact up to [`EXACT_LIMIT`], estimated beyond; `None` when not
    /// recorded.
    #[must_use]
    pub fn count(&self) -> Option<DistinctCount> {
        match self {
            DistinctGames::Unknown => None,
            DistinctGames::Exact(set) => Some(DistinctCount {
                count: set.len() as u64,
                exact: true,
            }),
            DistinctGames::Sketch(registers) => {
                let m = REGISTERS as f64;
                let alpha = 0.7213 / (1.0 + 1.079 / m);
                let sum: f64 = registers.iter().map(|&r| (-f64::from(r)).exp2()).sum();
                let raw = alpha * m * m / sum;
                let zeros = registers.iter().filter(|&&r| r == 0).count();
                let estimate = if raw <= 2.5 * m && zeros > 0 {
                    m * (m / zeros as f64).ln()
                } else {
                    raw
                };
                Some(DistinctCount {
                    count: estimate.round() as u64,
                    exact: false,
                })
            }
        }
    }
}

// In JSON: `{"exact": "<16 hex digits per game, sorted>"}` or `{"sketch": "<2 hex digits per
// register>"}`; hex strings, so that tools that read numbers as doubles cannot spoil them.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
enum Wire {
    Exact(String),
    Sketch(String),
}

impl Serialize for DistinctGames {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            DistinctGames::Unknown => s.serialize_none(),
            DistinctGames::Exact(set) => {
                let text: String = set.iter().map(|h| format!("{h:016x}")).collect();
                Wire::Exact(text).serialize(s)
            }
            DistinctGames::Sketch(registers) => {
                let text: String = registers.iter().map(|r| format!("{r:02x}")).collect();
                Wire::Sketch(text).serialize(s)
            }
        }
    }
}

fn hex_words<E: serde::de::Error>(text: &str, width: usize) -> Result<Vec<u64>, E> {
    if !text.is_ascii() || text.len() % width != 0 {
        return Err(E::custom(format!("expected groups of {width} hex digits")));
    }
    (0..text.len() / width)
        .map(|i| {
            u64::from_str_radix(&text[i * width..(i + 1) * width], 16)
                .map_err(|_| E::custom("expected hex digits"))
        })
        .collect()
}

impl<'de> Deserialize<'de> for DistinctGames {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<DistinctGames, D::Error> {
        Ok(match Option::<Wire>::deserialize(d)? {
            None => DistinctGames::Unknown,
            Some(Wire::Exact(text)) => {
                let set: BTreeSet<u64> = hex_words(&text, 16)?.into_iter().collect();
                if set.len() > EXACT_LIMIT {
                    return Err(D::Error::custom("too many games for an exact set"));
                }
                DistinctGames::Exact(set)
            }
            Some(Wire::Sketch(text)) => {
                let registers: Vec<u8> =
                    hex_words(&text, 2)?.into_iter().map(|r| r as u8).collect();
                if registers.len() != REGISTERS {
                    return Err(D::Error::custom(format!(
                        "a sketch has {REGISTERS} registers"
                    )));
                }
                DistinctGames::Sketch(registers.into_boxed_slice())
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::Direction;

    #[test]
    fn games_with_the_same_moves_hash_alike_and_others_do_not() {
        let game = |first: Player, pits: &[u8]| {
            let mut h = GameHash::new(first);
            for &p in pits {
                h.push(&Move::sow(p, Direction::Forward));
            }
            h.value()
        };
        assert_eq!(game(0, &[1, 2, 3]), game(0, &[1, 2, 3]));
        assert_ne!(game(0, &[1, 2, 3]), game(1, &[1, 2, 3]));
        assert_ne!(game(0, &[1, 2, 3]), game(0, &[1, 3, 2]));
        assert_ne!(game(0, &[1, 2]), game(0, &[1, 2, 0]));
        let mut left = GameHash::new(0);
        left.push(&Move::sow(1, Direction::Backward));
        let mut right = GameHash::new(0);
        right.push(&Move::sow(1, Direction::Forward));
        assert_ne!(left.value(), right.value());
    }

    #[test]
    fn sets_join_in_any_order_to_the_same_set_exact_or_sketched() {
        let hashes: Vec<u64> = (0..(EXACT_LIMIT as u64 + 20_000)).map(mix).collect();
        let mut whole = DistinctGames::default();
        for &h in &hashes {
            whole.insert(h);
        }
        // Repeats change nothing.
        for &h in &hashes[..1000] {
            whole.insert(h);
        }
        assert!(matches!(whole, DistinctGames::Sketch(_)));
        let estimate = whole.count().unwrap();
        assert!(!estimate.exact);
        let error = (estimate.count as f64 / hashes.len() as f64 - 1.0).abs();
        assert!(error < 0.03, "{estimate:?}");
        // Three shards, joined in two orders.
        let mut parts = [
            DistinctGames::default(),
            DistinctGames::default(),
            DistinctGames::default(),
        ];
        for (i, &h) in hashes.iter().enumerate() {
            parts[i % 7 % 3].insert(h);
        }
        assert!(parts.iter().all(|p| matches!(p, DistinctGames::Exact(_))));
        let mut a = parts[0].clone();
        a.merge(&parts[1]);
        a.merge(&parts[2]);
        let mut b = parts[2].clone();
        b.merge(&parts[0]);
        b.merge(&parts[1]);
        assert_eq!(a, whole);
        assert_eq!(b, whole);
        // Small sets stay exact, and an unknown count stays unknown.
        let mut small = DistinctGames::default();
        for h in [5, 9, 5] {
            small.insert(h);
        }
        assert_eq!(
            small.count(),
            Some(DistinctCount {
                count: 2,
                exact: true
            })
        );
        small.merge(&DistinctGames::Unknown);
        assert_eq!(small.count(), None);
    }

    #[test]
    fn the_set_reads_back_what_it_writes() {
        let mut exact = DistinctGames::default();
        for h in [0, 1, u64::MAX, 0xdead_beef] {
            exact.insert(h);
        }
        let text = serde_json::to_string(&exact).unwrap();
        let words = [
            "0000000000000000",
            "0000000000000001",
            "00000000deadbeef",
            "ffffffffffffffff",
        ];
        assert_eq!(text, format!(r#"{{"exact":"{}"}}"#, words.concat()));
        assert_eq!(serde_json::from_str::<DistinctGames>(&text).unwrap(), exact);
        let mut sketch = DistinctGames::default();
        for h in 0..(EXACT_LIMIT as u64 + 1) {
            sketch.insert(mix(h));
        }
        let text = serde_json::to_string(&sketch).unwrap();
        assert_eq!(
            serde_json::from_str::<DistinctGames>(&text).unwrap(),
            sketch
        );
        assert_eq!(
            serde_json::from_str::<DistinctGames>("null").unwrap(),
            DistinctGames::Unknown
        );
        for bad in [r#"{"exact":"12"}"#, r#"{"sketch":"00"}"#, r#"{"other":""}"#] {
            assert!(serde_json::from_str::<DistinctGames>(bad).is_err(), "{bad}");
        }
    }
}
