//! Computer players, all behind one [`Agent`] type. Each is deterministic for a given seed
//! (time budgets aside: how far a search gets in a given time depends on the machine).

use std::{fmt, str::FromStr, time::Duration};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    family::Family,
    moves::{Move, MoveList},
    position::Position,
    search::{AlphaBeta, Mcts},
};

/// A search budget: a fixed amount of work (deterministic) or of time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// Alpha-beta depth in plies, or MCTS iterations.
    Work(u32),
    /// Wall-clock time.
    Time(Duration),
    /// A depth (or iterations), cut short if it would take longer than the time: what the named
    /// levels use, so that a game with many moves per position never keeps a player waiting.
    Capped(u32, Duration),
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at the keyboard.
    Human,
    /// Uniformly random legal moves.
    Random,
    /// The move with the best immediate gain in points (ties drawn at random).
    Greedy,
    /// Alpha-beta search.
    AlphaBeta(Budget),
    /// Monte Carlo tree search.
    Mcts(Budget),
}

/// The seat kinds the command line accepts.
pub const SEATS: &str = "human, random, greedy, easy, medium, hard, alphabeta:DEPTH, alphabeta:TIME (e.g. 500ms, 2s), alphabeta:DEPTH@TIME, mcts:ITERATIONS, mcts:TIME, mcts:ITERATIONS@TIME";

/// The deepest alpha-beta search a seat may ask for (`alphabeta:DEPTH`).
pub const MAX_DEPTH: u32 = 64;
/// The most MCTS iterations a seat may ask for (`mcts:ITERATIONS`); the tree also stops
/// growing at [`crate::search::MAX_MCTS_NODES`] nodes, whatever the time budget.
pub const MAX_ITERATIONS: u32 = 1_000_000;
/// The longest time a computer player may think about one move (`...:TIME`): ten minutes.
pub const MAX_THINK: Duration = Duration::from_secs(600);

/// A seat that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseSeatError {
    /// Not a seat name at all.
    #[error("unknown player `{0}`; expected one of: {SEATS}")]
    Unknown(String),
    /// A seat name with a number out of its range.
    #[error("player `{text}`: {why}")]
    OutOfRange {
        /// What was given.
        text: String,
        /// The range it must be in.
        why: String,
    },
}

/// A budget's syntax: `N`, `Nms`, `Ns` or `N@TIME`; `None` when it is not one.
fn parse_budget(text: &str) -> Option<Budget> {
    let text = text.trim();
    if let Some((work, time)) = text.split_once('@') {
        let Some(Budget::Work(w)) = parse_budget(work) else {
            return None;
        };
        let Some(Budget::Time(t)) = parse_budget(time) else {
            return None;
        };
        return Some(Budget::Capped(w, t));
    }
    let time = |n: &str, unit: u64| {
        n.parse::<u64>()
            .ok()
            .map(|v| Budget::Time(Duration::from_millis(v.saturating_mul(unit))))
    };
    if let Some(ms) = text.strip_suffix("ms") {
        time(ms, 1)
    } else if let Some(s) = text.strip_suffix('s') {
        time(s, 1000)
    } else {
        text.parse::<u64>()
            .ok()
            .map(|v| Budget::Work(u32::try_from(v).unwrap_or(u32::MAX)))
    }
}

/// Why `budget` is out of range for a search whose work is counted in `unit` up to `max`.
fn out_of_range(budget: Budget, unit: &str, max: u32) -> Option<String> {
    let (work, time) = match budget {
        Budget::Work(w) => (Some(w), None),
        Budget::Time(t) => (None, Some(t)),
        Budget::Capped(w, t) => (Some(w), Some(t)),
    };
    if let Some(w) = work.filter(|w| !(1..=max).contains(w)) {
        return Some(format!("{unit} must be 1 to {max}, got {w}"));
    }
    if let Some(t) = time.filter(|t| t.is_zero() || *t > MAX_THINK) {
        return Some(format!(
            "the time must be 1ms to {}s (ten minutes), got {}ms",
            MAX_THINK.as_secs(),
            t.as_millis()
        ));
    }
    None
}

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        let lower = s.trim().to_ascii_lowercase();
        let err = || ParseSeatError::Unknown(s.to_owned());
        let check = |budget: Budget, unit: &str, max: u32| match out_of_range(budget, unit, max) {
            Some(why) => Err(ParseSeatError::OutOfRange {
                text: s.to_owned(),
                why,
            }),
            None => Ok(budget),
        };
        Ok(match lower.as_str() {
            "human" => Seat::Human,
            "random" => Seat::Random,
            "greedy" => Seat::Greedy,
            "easy" => Seat::AlphaBeta(Budget::Work(2)),
            "medium" => MEDIUM,
            "hard" => HARD,
            other => match other.split_once(':') {
                Some(("alphabeta" | "alpha-beta" | "ab", b)) => {
                    let budget = parse_budget(b).ok_or_else(err)?;
                    Seat::AlphaBeta(check(budget, "the depth", MAX_DEPTH)?)
                }
                Some(("mcts", b)) => {
                    let budget = parse_budget(b).ok_or_else(err)?;
                    Seat::Mcts(check(budget, "the iterations", MAX_ITERATIONS)?)
                }
                _ => return Err(err()),
            },
        })
    }
}

/// `medium`: alpha-beta 6 plies deep, at most 2 seconds a move.
pub const MEDIUM: Seat = Seat::AlphaBeta(Budget::Capped(6, Duration::from_secs(2)));
/// `hard`: alpha-beta 12 plies deep, at most 5 seconds a move.
pub const HARD: Seat = Seat::AlphaBeta(Budget::Capped(12, Duration::from_secs(5)));

fn time_text(t: &Duration) -> String {
    if t.as_millis() % 1000 == 0 {
        format!("{}s", t.as_secs())
    } else {
        format!("{}ms", t.as_millis())
    }
}

impl fmt::Display for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Work(n) => write!(f, "{n}"),
            Budget::Time(t) => f.write_str(&time_text(t)),
            Budget::Capped(n, t) => write!(f, "{n}@{}", time_text(t)),
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Seat::Human => f.write_str("human"),
            Seat::Random => f.write_str("random"),
            Seat::Greedy => f.write_str("greedy"),
            Seat::AlphaBeta(b) => write!(f, "alphabeta:{b}"),
            Seat::Mcts(b) => write!(f, "mcts:{b}"),
        }
    }
}

/// What a computer player thinks of a position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Analysis {
    /// The move it would play.
    pub best: Move,
    /// How good that is for the player to move, in words of the method: points ahead (alpha-beta,
    /// greedy), or a win rate (MCTS).
    pub value: Value,
}

/// An evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// Lead in points (greedy: after the move; alpha-beta: at the search horizon).
    Points(i32),
    /// A forced win (positive) or loss (negative) in this many plies.
    WinIn(i32),
    /// Expected share of wins, 0 to 1.
    WinRate(f64),
    /// No evaluation (random play).
    None,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Points(p) => write!(f, "{p:+} points"),
            Value::WinIn(n) if n > 0 => write!(f, "a forced win in {n} plies"),
            Value::WinIn(n) => write!(f, "a forced loss in {} plies", -n),
            Value::WinRate(r) => write!(f, "wins {:.0}% of simulated games", r * 100.0),
            Value::None => f.write_str("no evaluation"),
        }
    }
}

/// A computer player.
#[derive(Debug)]
pub struct Agent {
    kind: Seat,
    rng: Xoshiro256PlusPlus,
    alphabeta: Option<AlphaBeta>,
    mcts: Option<Mcts>,
}

impl Agent {
    /// A computer player of `kind` drawing from `seed` ([`Seat::Human`] plays like `Random`).
    #[must_use]
    pub fn new(kind: Seat, seed: u64) -> Agent {
        Agent {
            kind,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            alphabeta: matches!(kind, Seat::AlphaBeta(_)).then(AlphaBeta::default),
            mcts: matches!(kind, Seat::Mcts(_)).then(|| Mcts::new(seed)),
        }
    }

    /// Starts drawing from `seed` again, keeping the search's memory (for playing many games).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        if let Some(mcts) = self.mcts.as_mut() {
            *mcts = Mcts::new(seed);
        }
    }

    /// What kind of player this is.
    #[must_use]
    pub fn kind(&self) -> Seat {
        self.kind
    }

    /// Chooses a move in `pos`, which must not be over.
    ///
    /// # Panics
    /// If the game is over (there is no move to choose).
    pub fn choose(&mut self, rules: &dyn Family, pos: &Position) -> Move {
        self.analyse(rules, pos).best
    }

    /// Chooses a move and says how good it looks.
    ///
    /// # Panics
    /// If the game is over.
    pub fn analyse(&mut self, rules: &dyn Family, pos: &Position) -> Analysis {
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        assert!(!moves.is_empty(), "no legal move to choose from");
        match self.kind {
            Seat::Human | Seat::Random => Analysis {
                best: moves[self.rng.random_range(0..moves.len())],
                value: Value::None,
            },
            Seat::Greedy => {
                let mover = pos.turn() as usize;
                let players = pos.num_players();
                let gain = |mv: &Move| {
                    let mut after = pos.clone();
                    engine::apply(
                        rules,
                        &mut after,
                        mv,
                        &mut Repetitions::new(),
                        &mut NoRecord,
                    );
                    let s = rules.scores(&after);
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
                Analysis {
                    best: best_moves[self.rng.random_range(0..best_moves.len())],
                    value: Value::Points(best),
                }
            }
            Seat::AlphaBeta(budget) => {
                let (depth, time) = match budget {
                    Budget::Work(d) => (d, None),
                    Budget::Time(t) => (64, Some(t)),
                    Budget::Capped(d, t) => (d, Some(t)),
                };
                let search = self.alphabeta.get_or_insert_with(AlphaBeta::default);
                let r = search.search(rules, pos, depth, time);
                let value = if r.value.abs() >= crate::search::WIN - 1000 {
                    Value::WinIn(r.value.signum() * (crate::search::WIN - r.value.abs()))
                } else {
                    Value::Points(r.value)
                };
                Analysis {
                    best: r.best,
                    value,
                }
            }
            Seat::Mcts(budget) => {
                let (iterations, time) = match budget {
                    Budget::Work(n) => (n, None),
                    Budget::Time(t) => (u32::MAX, Some(t)),
                    Budget::Capped(n, t) => (n, Some(t)),
                };
                let search = self.mcts.get_or_insert_with(|| Mcts::new(0));
                let (best, rate, _) = search.search(rules, pos, iterations, time);
                Analysis {
                    best,
                    value: Value::WinRate(rate),
                }
            }
        }
    }
}

/// A seed for seat `seat` derived from a game's seed, so each seat draws independently.
#[must_use]
pub fn seat_seed(game_seed: u64, seat: usize) -> u64 {
    game_seed ^ (0x9E37_79B9_7F4A_7C15_u64.wrapping_mul(seat as u64 + 1))
}

/// The seed the computer player in seat `seat` draws from for the move at `ply` (0 for the
/// first move) of a game whose seed is `game_seed`: a game's random choices depend on its seed,
/// the seat and the move alone, so a game resumed from its record goes on as it would have.
#[must_use]
pub fn move_seed(game_seed: u64, seat: usize, ply: u32) -> u64 {
    seat_seed(game_seed, seat) ^ (u64::from(ply) + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Draws the first player of a game from its seed.
#[must_use]
pub fn draw_first_player(game_seed: u64, players: usize) -> u8 {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(game_seed);
    rng.random_range(0..players) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_parse_and_print_back() {
        for text in [
            "human",
            "random",
            "greedy",
            "alphabeta:8",
            "alphabeta:500ms",
            "alphabeta:2s",
            "alphabeta:6@2s",
            "mcts:20000",
            "mcts:1s",
            "mcts:500@100ms",
        ] {
            assert_eq!(text.parse::<Seat>().unwrap().to_string(), text);
        }
        assert_eq!("hard".parse::<Seat>().unwrap(), HARD);
        assert_eq!(
            "medium".parse::<Seat>().unwrap().to_string(),
            "alphabeta:6@2s"
        );
        assert_eq!("easy".parse::<Seat>().unwrap().to_string(), "alphabeta:2");
        for bad in [
            "wizard",
            "alphabeta",
            "alphabeta:0",
            "alphabeta:x",
            "mcts:-1",
            "mcts:0s",
            "alphabeta:999",
            "alphabeta:999@1s",
            "alphabeta:2s@3",
            "alphabeta:@",
            "mcts:5@",
        ] {
            assert!(bad.parse::<Seat>().is_err(), "{bad}");
        }
    }
}
