//! Computer players. Each is deterministic for a given seed.

use std::{fmt, str::FromStr};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    moves::{Move, MoveList},
    position::Position,
    rules::Rules,
};

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at the keyboard.
    Human,
    /// Uniformly random legal moves.
    Random,
    /// The move with the best immediate gain in points (ties drawn at random).
    Greedy,
}

/// The seat kinds `--south`/`--north` accept.
pub const SEATS: &[&str] = &["human", "random", "greedy"];

/// A seat name that is not one of [`SEATS`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown player `{0}`; expected one of: human, random, greedy")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" => Ok(Seat::Human),
            "random" => Ok(Seat::Random),
            "greedy" => Ok(Seat::Greedy),
            _ => Err(ParseSeatError(s.to_owned())),
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Seat::Human => "human",
            Seat::Random => "random",
            Seat::Greedy => "greedy",
        })
    }
}

/// A computer player.
#[derive(Clone, Debug)]
pub struct Agent {
    kind: Seat,
    rng: Xoshiro256PlusPlus,
}

impl Agent {
    /// A computer player of `kind` (not [`Seat::Human`]) drawing from `seed`.
    #[must_use]
    pub fn new(kind: Seat, seed: u64) -> Agent {
        Agent {
            kind,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// Chooses a move in `pos`, which must not be over.
    ///
    /// # Panics
    /// If the game is over (there is no move to choose).
    pub fn choose(&mut self, rules: &Rules, pos: &Position) -> Move {
        let mut moves = MoveList::new();
        rules.ruleset().legal_moves(pos, &mut moves);
        assert!(!moves.is_empty(), "no legal move to choose from");
        match self.kind {
            Seat::Human | Seat::Random => moves[self.rng.random_range(0..moves.len())],
            Seat::Greedy => {
                let mover = pos.turn() as usize;
                let players = pos.num_players();
                let gain = |mv: &Move| {
                    let mut after = pos.clone();
                    engine::apply(
                        rules.ruleset(),
                        &mut after,
                        mv,
                        &mut Repetitions::new(),
                        &mut NoRecord,
                    );
                    let s = rules.ruleset().scores(&after);
                    let best_other = (0..players)
                        .filter(|&p| p != mover)
                        .map(|p| s[p])
                        .max()
                        .unwrap_or(0);
                    s[mover] - best_other
                };
                let gains: Vec<i32> = moves.iter().map(gain).collect();
                let best = *gains.iter().max().expect("at least one move");
                let best_moves: Vec<Move> = moves
                    .iter()
                    .zip(&gains)
                    .filter(|(_, g)| **g == best)
                    .map(|(m, _)| *m)
                    .collect();
                best_moves[self.rng.random_range(0..best_moves.len())]
            }
        }
    }
}

/// A seed for seat `seat` derived from a game's seed, so each seat draws independently.
#[must_use]
pub fn seat_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed ^ (0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(seat as u64 + 1))
}

/// Draws the first player of a game from its seed.
#[must_use]
pub fn draw_first_player(game_seed: u64, players: usize) -> u8 {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(game_seed);
    rng.random_range(0..players) as u8
}
