//! Computer players, all behind one [`Agent`] type. Each is deterministic for a given seed
//! (time budgets aside: how far a search gets in a given time depends on the machine).
//! Besides the players of this program, an agent may be another engine, a program run as a
//! subprocess that speaks the engine protocol ([`Seat::Engine`], [`crate::protocol::client`]).
//!
//! **The perfect player** ([`Seat::Perfect`]) solves every position it is to move in with the
//! exact solver ([`crate::solve::Solver`]) and plays the solver's best move, one that keeps
//! the position's exact value (the search's own best move, else the first in the ruleset's
//! canonical order that keeps it). It keeps one table of
//! [`PERFECT_MEMORY_MB`] MiB for its whole life and reuses it from move to move (and game to
//! game) while the ruleset stays the same: the bounds in it stay true, so after the first move
//! most of a solve is answered by the table. A position it cannot solve within its time (a
//! board too large) is played by an alpha-beta search instead, for the time left, and its
//! value then says so ([`Value::Unsolved`]): the player never claims a value it has not proved.
//! It refuses, before any game, a ruleset the solver cannot solve ([`Seat::check`]). In the
//! positions of a shipped opening book ([`crate::book`]: the first turns of Kalah) it plays the
//! book's perfect move at once, as [`hint`] advises it.
//!
//! **The player against MCTS** ([`Seat::AntiMcts`]) is the perfect player, except in the
//! positions of a shipped book against MCTS ([`crate::book::shipped_against_mcts`]), where it
//! plays the book's move, chosen to leave an MCTS opponent least (see [`crate::book::against`]).

use std::{
    fmt,
    num::NonZeroUsize,
    str::FromStr,
    sync::Arc,
    time::{Duration, Instant},
};

use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    NoRecord,
    engine::{self, Repetitions},
    family::Family,
    moves::{Move, MoveList},
    position::{Player, Position},
    protocol::{
        Go, Score,
        client::{EngineCommand, EngineError, EnginePool, EngineProcess, Timeouts, unquoted},
    },
    ruleset::Weights,
    search::{AlphaBeta, Mcts, MctsResult, Proven},
    solve::{self, MIN_MEMORY_MB, SolveError, SolveOptions, Solver},
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at the keyboard.
    Human,
    /// Uniformly random legal moves.
    Random,
    /// The move with the best immediate gain in points (ties drawn at random).
    Greedy,
    /// Alpha-beta search, on this many threads (`alphabeta:BUDGET/Nt`; 1 unless asked: see
    /// [`AlphaBeta::with_threads`]).
    AlphaBeta(Budget, NonZeroUsize),
    /// Alpha-beta search valuing positions by the lead in points alone, without the ruleset's
    /// fitted weights (`alphabeta-lead:BUDGET`), on one thread: the evaluation before them, to
    /// measure what they gain.
    LeadBeta(Budget),
    /// Monte Carlo tree search.
    Mcts(Budget),
    /// Another engine: a program speaking the engine protocol (`engine:COMMAND[@BUDGET]`).
    /// Its processes are shared by every clone of the seat (see [`EngineSeat`]).
    Engine(Arc<EngineSeat>),
    /// Perfect play by the exact solver (`perfect`, or `perfect:TIME` to give each move at
    /// most that long; [`PERFECT_TIME`] when no time is given). Two-player rulesets the solver
    /// can solve only (see [`Seat::check`]).
    Perfect(Option<Duration>),
    /// The perfect player, except in the positions of a shipped book against MCTS
    /// ([`crate::book::shipped_against_mcts`]: North's first three turns of Kalah), where it
    /// plays the book's move, chosen to leave an MCTS opponent least rather than a perfect one
    /// (`anti-mcts`, or `anti-mcts:TIME`). For playing MCTS players: against a perfect
    /// opponent those moves may lose by more.
    AntiMcts(Option<Duration>),
}

/// An engine in a seat: the command that starts it, the budget of each move, and the engines
/// of this command not playing at the moment (an agent takes one for its game and gives it
/// back when it is dropped, so that games played one after another reuse one process, and
/// games played at once each have their own).
#[derive(Debug)]
pub struct EngineSeat {
    /// The budget given, if one was (else [`ENGINE_BUDGET`]).
    budget: Option<Budget>,
    pool: EnginePool,
}

impl EngineSeat {
    /// An engine started by `command`, searching each move with `budget` (default:
    /// [`ENGINE_BUDGET`]), allowed `timeouts` to answer.
    #[must_use]
    pub fn new(command: EngineCommand, budget: Option<Budget>, timeouts: Timeouts) -> EngineSeat {
        EngineSeat {
            budget,
            pool: EnginePool::new(command, timeouts),
        }
    }

    /// The command that starts the engine.
    #[must_use]
    pub fn command(&self) -> &EngineCommand {
        self.pool.command()
    }

    /// The budget of each move.
    #[must_use]
    pub fn budget(&self) -> Budget {
        self.budget.unwrap_or(ENGINE_BUDGET)
    }

    /// The `go` for that budget.
    #[must_use]
    pub fn go(&self) -> Go {
        let (depth, movetime) = match self.budget() {
            Budget::Work(d) => (Some(d), None),
            Budget::Time(t) => (None, Some(t)),
            Budget::Capped(d, t) => (Some(d), Some(t)),
        };
        Go {
            depth,
            movetime,
            ..Go::default()
        }
    }
}

impl PartialEq for EngineSeat {
    fn eq(&self, other: &EngineSeat) -> bool {
        self.command() == other.command() && self.budget == other.budget
    }
}

impl Eq for EngineSeat {}

/// The budget of an engine's move when `engine:COMMAND` gives none: 6 plies deep, at most 2
/// seconds (`go depth 6 movetime 2000`), as `medium`.
pub const ENGINE_BUDGET: Budget = Budget::Capped(6, Duration::from_secs(2));

/// The seat kinds the command line accepts.
pub const SEATS: &str = "human, random, greedy, easy, medium, hard, max, alphabeta:DEPTH, alphabeta:TIME (e.g. 500ms, 2s), alphabeta:DEPTH@TIME, any of these alpha-beta players on N threads with /Nt (e.g. hard/2t, alphabeta:500ms/2t), alphabeta-lead:DEPTH, alphabeta-lead:TIME or alphabeta-lead:DEPTH@TIME (on the lead in points alone), mcts:ITERATIONS, mcts:TIME, mcts:ITERATIONS@TIME, perfect, perfect:TIME, anti-mcts, anti-mcts:TIME, engine:COMMAND, engine:COMMAND@BUDGET (a DEPTH, TIME or DEPTH@TIME)";

/// The table of a perfect player ([`Seat::Perfect`]), in MiB: 16 million positions. (Less
/// when the system will not give that much: the largest power of two it gives.)
pub const PERFECT_MEMORY_MB: usize = 256;
/// How long a perfect player given no time (`perfect`) may think about one move: as long as
/// any player may ([`MAX_THINK`], ten minutes).
pub const PERFECT_TIME: Duration = MAX_THINK;
/// The most time a perfect player keeps back from its budget for the alpha-beta search it
/// falls back on when the solver does not finish (it keeps a quarter of a shorter budget).
pub const PERFECT_FALLBACK_TIME: Duration = Duration::from_secs(5);

/// The deepest alpha-beta search a seat may ask for (`alphabeta:DEPTH`).
pub const MAX_DEPTH: u32 = 64;
/// The most MCTS iterations a seat may ask for (`mcts:ITERATIONS`); the tree also stops
/// growing at [`crate::search::MAX_MCTS_NODES`] nodes, whatever the time budget.
pub const MAX_ITERATIONS: u32 = 1_000_000;
/// The longest time a computer player may think about one move (`...:TIME`): ten minutes.
pub const MAX_THINK: Duration = Duration::from_secs(600);

/// The most threads an alpha-beta player may search on (`alphabeta:BUDGET/Nt`, the engine
/// protocol's `go ... threads N`): four for each core of this machine, as `--jobs` and
/// `--threads` allow (more only wait for a core).
#[must_use]
pub fn max_threads() -> usize {
    4 * crate::exact::available_threads().get()
}

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
    /// An engine's command that cannot be read.
    #[error("player `{text}`: {why}")]
    BadEngine {
        /// What was given.
        text: String,
        /// What is wrong with it.
        why: String,
    },
    /// A perfect player given a depth: it searches to the end of the game, so only a time
    /// bounds it.
    #[error(
        "player `{0}`: a perfect player's budget is a time, like perfect:30s or perfect:500ms (it solves to the end of the game, at no fixed depth)"
    )]
    PerfectDepth(String),
}

impl ParseSeatError {
    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    #[must_use]
    pub fn error_in(&self, lang: crate::lang::Lang) -> String {
        if lang == crate::lang::Lang::english() {
            return self.to_string();
        }
        match self {
            ParseSeatError::Unknown(seat) => {
                lang.text("err-seat-unknown", &[("seat", seat.as_str().into())])
            }
            ParseSeatError::OutOfRange { text, why } => {
                // The ranges `out_of_range` states.
                let number = |unit: &str| {
                    let (max, got) = why
                        .strip_prefix(unit)?
                        .strip_prefix(" must be 1 to ")?
                        .split_once(", got ")?;
                    Some([("max", max.to_owned()), ("value", got.to_owned())])
                };
                let time = why
                    .strip_prefix("the time must be 1ms to ")
                    .and_then(|rest| rest.split_once(", got "))
                    .map(|(_, got)| got.trim_end_matches("ms").to_owned());
                let (id, values) = if let Some(values) = number("the depth") {
                    ("err-seat-depth", values.to_vec())
                } else if let Some(values) = number("the iterations") {
                    ("err-seat-iterations", values.to_vec())
                } else if let Some(ms) = time {
                    (
                        "err-seat-time",
                        vec![("max", MAX_THINK.as_secs().to_string()), ("value", ms)],
                    )
                } else {
                    ("err-seat-other", vec![("detail", why.clone())])
                };
                let mut args: Vec<(&str, crate::lang::Arg)> =
                    values.into_iter().map(|(k, v)| (k, v.into())).collect();
                args.push(("seat", text.as_str().into()));
                lang.text(id, &args)
            }
            ParseSeatError::BadEngine { text, why } => lang.text(
                "err-seat-engine",
                &[
                    ("seat", text.as_str().into()),
                    ("detail", why.as_str().into()),
                ],
            ),
            ParseSeatError::PerfectDepth(seat) => {
                lang.text("err-seat-perfect-depth", &[("seat", seat.as_str().into())])
            }
        }
    }
}

impl SeatError {
    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    #[must_use]
    pub fn error_in(&self, lang: crate::lang::Lang) -> String {
        if lang == crate::lang::Lang::english() {
            return self.to_string();
        }
        match self {
            SeatError::CannotSolve { seat, ruleset, why } => {
                let players = why
                    .strip_prefix("the solver plays two-player games only; this ruleset has ")
                    .and_then(|rest| rest.strip_suffix(" players"));
                let why = match players {
                    Some(n) => lang.text("err-solve-players", &[("players", n.into())]),
                    None => lang.text("err-solve-not-by-points", &[]),
                };
                lang.text(
                    "err-seat-cannot-solve",
                    &[
                        ("seat", seat.as_str().into()),
                        ("ruleset", ruleset.as_str().into()),
                        ("why", why.into()),
                    ],
                )
            }
        }
    }
}

/// The most a computer player may think about one move, as a server sets it for the players
/// its clients ask for ([`Seat::within`], [`Seat::fitted`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThinkLimits {
    /// The longest time a move may take.
    pub time: Duration,
    /// The deepest alpha-beta search.
    pub depth: u32,
    /// The most MCTS iterations.
    pub iterations: u32,
    /// The most threads of one alpha-beta player.
    pub threads: NonZeroUsize,
}

impl ThinkLimits {
    /// What the command line allows any player: [`MAX_THINK`], [`MAX_DEPTH`],
    /// [`MAX_ITERATIONS`], [`max_threads`].
    #[must_use]
    pub fn widest() -> ThinkLimits {
        ThinkLimits {
            time: MAX_THINK,
            depth: MAX_DEPTH,
            iterations: MAX_ITERATIONS,
            threads: NonZeroUsize::new(max_threads()).unwrap_or(NonZeroUsize::MIN),
        }
    }
}

/// A player that asks for more than [`ThinkLimits`] allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("player `{seat}`: {asked} is more than allowed here ({limit} at most)")]
pub struct SeatLimitError {
    /// The seat as given.
    pub seat: String,
    /// What it asks for (`600s a move`, `depth 64`, `8 threads`).
    pub asked: String,
    /// The limit, in the same words.
    pub limit: String,
}

/// What a number of a budget counts, in words.
#[derive(Clone, Copy)]
enum Unit {
    Depth,
    Iterations,
}

impl Unit {
    fn words(self, n: u32) -> String {
        match self {
            Unit::Depth => format!("depth {n}"),
            Unit::Iterations => format!("{n} iterations"),
        }
    }

    fn limit(self, limits: &ThinkLimits) -> u32 {
        match self {
            Unit::Depth => limits.depth,
            Unit::Iterations => limits.iterations,
        }
    }
}

/// `budget` within `limits`: a number beyond them is refused (`Err(asked, limit)`), and a
/// depth or iterations with no time are cut at the limits' time.
fn budget_within(
    budget: Budget,
    unit: Unit,
    limits: &ThinkLimits,
) -> Result<Budget, (String, String)> {
    let most = unit.limit(limits);
    let work = |w: u32| {
        if w > most {
            Err((unit.words(w), unit.words(most)))
        } else {
            Ok(w)
        }
    };
    let time = |t: Duration| {
        if t > limits.time {
            Err((
                format!("{} a move", time_text(&t)),
                format!("{} a move", time_text(&limits.time)),
            ))
        } else {
            Ok(t)
        }
    };
    Ok(match budget {
        Budget::Work(w) => Budget::Capped(work(w)?, limits.time),
        Budget::Time(t) => Budget::Time(time(t)?),
        Budget::Capped(w, t) => Budget::Capped(work(w)?, time(t)?),
    })
}

/// `budget` lowered to `limits` where it is beyond them.
fn budget_fitted(budget: Budget, unit: Unit, limits: &ThinkLimits) -> Budget {
    let most = unit.limit(limits);
    match budget {
        Budget::Work(w) => Budget::Capped(w.min(most), limits.time),
        Budget::Time(t) => Budget::Time(t.min(limits.time)),
        Budget::Capped(w, t) => Budget::Capped(w.min(most), t.min(limits.time)),
    }
}

impl Seat {
    /// This player within `limits`, as a server takes the players its clients ask for: a
    /// number given beyond them is refused; what was not given is bounded by them (a depth or
    /// iterations alone are cut at the limits' time, `perfect` thinks the limits' time). An
    /// engine is returned as it is: its budget is its own program's.
    ///
    /// # Errors
    /// [`SeatLimitError`], naming what was asked and the limit.
    pub fn within(&self, limits: &ThinkLimits) -> Result<Seat, SeatLimitError> {
        let refuse = |(asked, limit): (String, String)| SeatLimitError {
            seat: self.to_string(),
            asked,
            limit,
        };
        Ok(match self {
            Seat::AlphaBeta(budget, threads) => {
                if *threads > limits.threads {
                    return Err(refuse((
                        format!("{threads} threads"),
                        format!("{} threads", limits.threads),
                    )));
                }
                Seat::AlphaBeta(
                    budget_within(*budget, Unit::Depth, limits).map_err(refuse)?,
                    *threads,
                )
            }
            Seat::LeadBeta(budget) => {
                Seat::LeadBeta(budget_within(*budget, Unit::Depth, limits).map_err(refuse)?)
            }
            Seat::Mcts(budget) => {
                Seat::Mcts(budget_within(*budget, Unit::Iterations, limits).map_err(refuse)?)
            }
            Seat::Perfect(time) | Seat::AntiMcts(time) => {
                let t = match *time {
                    None => limits.time,
                    Some(t) if t <= limits.time => t,
                    Some(t) => {
                        return Err(refuse((
                            format!("{} a move", time_text(&t)),
                            format!("{} a move", time_text(&limits.time)),
                        )));
                    }
                };
                if matches!(self, Seat::Perfect(_)) {
                    Seat::Perfect(Some(t))
                } else {
                    Seat::AntiMcts(Some(t))
                }
            }
            Seat::Human | Seat::Random | Seat::Greedy | Seat::Engine(_) => self.clone(),
        })
    }

    /// This player with every number of its budget lowered to `limits` where it is beyond
    /// them (and bounded by them as [`Seat::within`] does): for the named levels, so that
    /// `max` on a server that allows five seconds a move thinks five seconds.
    #[must_use]
    pub fn fitted(&self, limits: &ThinkLimits) -> Seat {
        match self {
            Seat::AlphaBeta(budget, threads) => Seat::AlphaBeta(
                budget_fitted(*budget, Unit::Depth, limits),
                (*threads).min(limits.threads),
            ),
            Seat::LeadBeta(budget) => Seat::LeadBeta(budget_fitted(*budget, Unit::Depth, limits)),
            Seat::Mcts(budget) => Seat::Mcts(budget_fitted(*budget, Unit::Iterations, limits)),
            Seat::Perfect(time) => {
                Seat::Perfect(Some(time.unwrap_or(limits.time).min(limits.time)))
            }
            Seat::AntiMcts(time) => {
                Seat::AntiMcts(Some(time.unwrap_or(limits.time).min(limits.time)))
            }
            Seat::Human | Seat::Random | Seat::Greedy | Seat::Engine(_) => self.clone(),
        }
    }

    /// The threads this player searches on.
    #[must_use]
    pub fn threads(&self) -> NonZeroUsize {
        match self {
            Seat::AlphaBeta(_, threads) => *threads,
            _ => NonZeroUsize::MIN,
        }
    }
}

/// A player that cannot play a ruleset: found before any game starts ([`Seat::check`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    /// A perfect player and a ruleset the exact solver cannot solve.
    #[error("player `{seat}` cannot play {ruleset}: {why}")]
    CannotSolve {
        /// The seat as given (`perfect`, `perfect:30s`).
        seat: String,
        /// The ruleset's id.
        ruleset: String,
        /// Why the solver cannot solve it.
        why: String,
    },
}

impl Seat {
    /// Whether this player can play `rules`: every player can, except a perfect player given a
    /// ruleset the exact solver cannot solve (more than two players, or one the family says is
    /// not a contest of points, like a Sungka match of rounds). Every command that seats players
    /// asks this before the first game.
    ///
    /// # Errors
    /// [`SeatError::CannotSolve`], naming the ruleset and the reason.
    pub fn check(&self, rules: &dyn Family) -> Result<(), SeatError> {
        if !self.is_perfect() {
            return Ok(());
        }
        let why = if rules.num_players() == 2 {
            rules.not_solvable().map(SolveError::NotByPoints)
        } else {
            Some(SolveError::Players(rules.num_players()))
        };
        match why {
            Some(why) => Err(SeatError::CannotSolve {
                seat: self.to_string(),
                ruleset: rules.info().id.clone(),
                why: why.to_string(),
            }),
            None => Ok(()),
        }
    }

    /// Whether this player plays the same move every time in the same position: alpha-beta
    /// and perfect players (time budgets aside), and engines, which may.
    #[must_use]
    pub fn is_deterministic(&self) -> bool {
        matches!(
            self,
            Seat::AlphaBeta(..)
                | Seat::LeadBeta(_)
                | Seat::Engine(_)
                | Seat::Perfect(_)
                | Seat::AntiMcts(_)
        )
    }

    /// Whether this is the perfect player (`perfect` or `anti-mcts`): one that solves its
    /// positions with the exact solver.
    #[must_use]
    pub fn is_perfect(&self) -> bool {
        matches!(self, Seat::Perfect(_) | Seat::AntiMcts(_))
    }

    /// Whether this player may read the players' endgame database
    /// ([`crate::solve::Endgames::shared`]): the alpha-beta players, and the perfect players,
    /// which play alpha-beta's move where they do not solve a position in time.
    #[must_use]
    pub fn reads_endgames(&self) -> bool {
        matches!(
            self,
            Seat::AlphaBeta(..) | Seat::LeadBeta(_) | Seat::Perfect(_) | Seat::AntiMcts(_)
        )
    }
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

/// Reads `engine:COMMAND[@BUDGET]` (`text` is what follows `engine:`): the budget follows the
/// first `@` outside quotes after which the rest reads as a budget.
fn parse_engine(s: &str, text: &str) -> Result<Seat, ParseSeatError> {
    let mut command = text;
    let mut budget = None;
    for at in unquoted(text, '@') {
        if let Some(b) = parse_budget(&text[at + 1..]) {
            if text[..at].trim().is_empty() {
                return Err(ParseSeatError::BadEngine {
                    text: s.to_owned(),
                    why: "give the command that starts the engine before its budget, like `engine:mancala engine@500ms`".into(),
                });
            }
            if let Some(why) = out_of_range(b, "the depth", MAX_DEPTH) {
                return Err(out_of_range_err(s, why));
            }
            command = &text[..at];
            budget = Some(b);
            break;
        }
    }
    let command = EngineCommand::parse(command).map_err(|why| ParseSeatError::BadEngine {
        text: s.to_owned(),
        why,
    })?;
    Ok(Seat::Engine(Arc::new(EngineSeat::new(
        command,
        budget,
        Timeouts::default(),
    ))))
}

fn out_of_range_err(s: &str, why: String) -> ParseSeatError {
    ParseSeatError::OutOfRange {
        text: s.to_owned(),
        why,
    }
}

/// Splits a list of agents at its commas, except those inside quotes (an engine's command may
/// hold a comma when it is quoted: `alphabeta:4,engine:'my engine' --opts a,b`).
#[must_use]
pub fn split_agents(list: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    for at in unquoted(list, ',') {
        parts.push(&list[start..at]);
        start = at + 1;
    }
    parts.push(&list[start..]);
    parts
}

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        let trimmed = s.trim();
        if let Some((kind, rest)) = trimmed.split_once(':') {
            if kind.eq_ignore_ascii_case("engine") {
                return parse_engine(s, rest);
            }
        }
        let lower = trimmed.to_ascii_lowercase();
        let (lower, threads) = match lower.split_once('/') {
            Some((seat, threads)) => (seat.to_owned(), Some(parse_threads(s, seat, threads)?)),
            None => (lower, None),
        };
        let one = NonZeroUsize::MIN;
        let err = || ParseSeatError::Unknown(s.to_owned());
        let check = |budget: Budget, unit: &str, max: u32| match out_of_range(budget, unit, max) {
            Some(why) => Err(ParseSeatError::OutOfRange {
                text: s.to_owned(),
                why,
            }),
            None => Ok(budget),
        };
        let seat = match lower.as_str() {
            "human" => Seat::Human,
            "random" => Seat::Random,
            "greedy" => Seat::Greedy,
            "easy" => EASY,
            "max" => max_level(),
            "medium" => MEDIUM,
            "hard" => HARD,
            "perfect" => Seat::Perfect(None),
            "anti-mcts" => Seat::AntiMcts(None),
            other => match other.split_once(':') {
                Some(("alphabeta" | "alpha-beta" | "ab", b)) => {
                    let budget = parse_budget(b).ok_or_else(err)?;
                    Seat::AlphaBeta(check(budget, "the depth", MAX_DEPTH)?, one)
                }
                Some(("alphabeta-lead" | "alpha-beta-lead" | "ab-lead", b)) => {
                    let budget = parse_budget(b).ok_or_else(err)?;
                    Seat::LeadBeta(check(budget, "the depth", MAX_DEPTH)?)
                }
                Some(("mcts", b)) => {
                    let budget = parse_budget(b).ok_or_else(err)?;
                    Seat::Mcts(check(budget, "the iterations", MAX_ITERATIONS)?)
                }
                Some((kind @ ("perfect" | "anti-mcts"), b)) => {
                    match parse_budget(b).ok_or_else(err)? {
                        Budget::Time(t) => {
                            if let Some(why) = out_of_range(Budget::Time(t), "", 0) {
                                return Err(out_of_range_err(s, why));
                            }
                            if kind == "perfect" {
                                Seat::Perfect(Some(t))
                            } else {
                                Seat::AntiMcts(Some(t))
                            }
                        }
                        Budget::Work(_) | Budget::Capped(..) => {
                            return Err(ParseSeatError::PerfectDepth(s.to_owned()));
                        }
                    }
                }
                _ => return Err(err()),
            },
        };
        match (seat, threads) {
            (seat, None) => Ok(seat),
            (Seat::AlphaBeta(budget, _), Some(threads)) => Ok(Seat::AlphaBeta(budget, threads)),
            (_, Some(_)) => Err(out_of_range_err(
                s,
                "only alpha-beta players search on several threads: alphabeta:BUDGET/Nt, medium/Nt, hard/Nt or max/Nt".into(),
            )),
        }
    }
}

/// The threads of `text` (what follows the `/` of seat `s`, whose player is `seat`): `Nt`,
/// N from 1 to [`max_threads`].
fn parse_threads(s: &str, seat: &str, text: &str) -> Result<NonZeroUsize, ParseSeatError> {
    let max = max_threads();
    let text = text.trim();
    let Some(digits) = text
        .strip_suffix('t')
        .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    else {
        return Err(out_of_range_err(
            s,
            format!(
                "after `/` give the threads as Nt, N from 1 to {max}, like {}/2t; got `{text}`",
                seat.trim()
            ),
        ));
    };
    digits
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .and_then(NonZeroUsize::new)
        .ok_or_else(|| {
            out_of_range_err(
                s,
                format!(
                    "the threads must be 1 to {max} (four for each of this machine's {} cores), got {digits}",
                    max / 4
                ),
            )
        })
}

// The levels, calibrated by `tournament` so that each is clearly stronger than the one below
// (the README gives the Elo gaps): depth is what separates them on every ruleset.
/// `easy`: the move with the best immediate gain (`greedy`).
pub const EASY: Seat = Seat::Greedy;
/// `medium`: alpha-beta 3 plies deep, at most 2 seconds a move.
pub const MEDIUM: Seat =
    Seat::AlphaBeta(Budget::Capped(3, Duration::from_secs(2)), NonZeroUsize::MIN);
/// `max`: everything the computer has: alpha-beta as deep as 10 seconds a move take it, on
/// every core (its endgame databases, as every alpha-beta player, included).
#[must_use]
pub fn max_level() -> Seat {
    let cores = std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN);
    Seat::AlphaBeta(Budget::Capped(MAX_DEPTH, Duration::from_secs(10)), cores)
}

/// `hard`: alpha-beta 12 plies deep, at most 5 seconds a move.
pub const HARD: Seat = Seat::AlphaBeta(
    Budget::Capped(12, Duration::from_secs(5)),
    NonZeroUsize::MIN,
);

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
            Seat::AlphaBeta(b, threads) if threads.get() > 1 => {
                write!(f, "alphabeta:{b}/{threads}t")
            }
            Seat::AlphaBeta(b, _) => write!(f, "alphabeta:{b}"),
            Seat::LeadBeta(b) => write!(f, "alphabeta-lead:{b}"),
            Seat::Mcts(b) => write!(f, "mcts:{b}"),
            Seat::Engine(e) => match e.budget {
                Some(b) => write!(f, "engine:{}@{b}", e.command().text()),
                None => write!(f, "engine:{}", e.command().text()),
            },
            Seat::Perfect(None) => f.write_str("perfect"),
            Seat::Perfect(Some(t)) => write!(f, "perfect:{}", time_text(t)),
            Seat::AntiMcts(None) => f.write_str("anti-mcts"),
            Seat::AntiMcts(Some(t)) => write!(f, "anti-mcts:{}", time_text(t)),
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
    /// A forced win or loss seen by a search (see [`crate::search::Decided`]).
    Decided(crate::search::Decided),
    /// Expected share of wins, 0 to 1.
    WinRate(f64),
    /// The exact value, proved by the solver: the final margin of points of the player to move
    /// over the other when both play perfectly from here (the perfect player; a solved hint).
    Exact(i32),
    /// A perfect player that could not solve the position in its time (or at all) and played an
    /// alpha-beta search's move instead: the bounds of the exact value the solver did prove
    /// (`None` where it proved none), and the search's own value (as [`Value::of_search`] reads
    /// it), which is no proof.
    Unsolved {
        /// The exact value is at least this.
        lower: Option<i32>,
        /// The exact value is at most this.
        upper: Option<i32>,
        /// The alpha-beta search's value.
        search: i32,
    },
    /// No evaluation (random play).
    None,
}

impl Value {
    /// The value of an alpha-beta search ([`crate::search::SearchResult::value`]): a decided
    /// game (see [`crate::search::decided_parts`]), else points.
    #[must_use]
    pub fn of_search(value: i32) -> Value {
        match crate::search::decided_parts(value) {
            Some(d) => Value::Decided(d),
            None => Value::Points(crate::search::to_points(value)),
        }
    }

    /// The value of an alpha-beta search's result: [`Value::Exact`] where the position was in
    /// the endgame database, else as [`Value::of_search`] reads it.
    #[must_use]
    pub fn of_result(result: &crate::search::SearchResult) -> Value {
        if result.exact {
            Value::Exact(result.value)
        } else {
            Value::of_search(result.value)
        }
    }
}

impl Value {
    /// The value of an MCTS search: what it proved (a forced win or loss within the plies of
    /// the line it found, its margin unknown, or a draw with perfect play), else its win rate.
    #[must_use]
    pub fn of_mcts(result: &MctsResult) -> Value {
        let decided =
            |won: bool, plies: u32| Value::Decided(crate::search::Decided { won, by: 0, plies });
        match result.proven {
            Some(Proven::Win(n)) => decided(true, n),
            Some(Proven::Loss(n)) => decided(false, n),
            Some(Proven::Draw(_)) => Value::Exact(0),
            None => Value::WinRate(result.win_rate),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Points(p) => write!(f, "{p:+} points"),
            Value::Decided(d) => {
                write!(f, "a forced {}", if d.won { "win" } else { "loss" })?;
                if d.by > 0 {
                    write!(f, " by at least {}", d.by)?;
                }
                write!(f, " within {} plies", d.plies)
            }
            Value::WinRate(r) => write!(f, "wins {:.0}% of simulated games", r * 100.0),
            Value::Exact(v) => f.write_str(&exact_text(v)),
            Value::Unsolved {
                lower,
                upper,
                search,
            } => {
                let search = Value::of_search(search);
                match (lower, upper) {
                    (Some(l), Some(u)) if l == u => write!(
                        f,
                        "{}, but its best move was not found in time; alpha-beta's move: {search}",
                        exact_text(l)
                    ),
                    (Some(l), Some(u)) => write!(
                        f,
                        "between {l:+} and {u:+} with perfect play (not solved in time); alpha-beta: {search}"
                    ),
                    (Some(l), None) => write!(
                        f,
                        "at least {l:+} with perfect play (not solved in time); alpha-beta: {search}"
                    ),
                    (None, Some(u)) => write!(
                        f,
                        "at most {u:+} with perfect play (not solved in time); alpha-beta: {search}"
                    ),
                    (None, None) => write!(f, "not solved; alpha-beta: {search}"),
                }
            }
            Value::None => f.write_str("no evaluation"),
        }
    }
}

/// An exact value in words, for the player to move: "wins by 4 with perfect play".
fn exact_text(value: i32) -> String {
    match value.signum() {
        1 => format!("wins by {value} with perfect play"),
        -1 => format!("loses by {} with perfect play", -value),
        _ => "draws with perfect play".to_owned(),
    }
}

impl From<Score> for Value {
    fn from(score: Score) -> Value {
        match score {
            Score::Points(p) => Value::Points(p),
            Score::Win { plies, by } | Score::Loss { plies, by } => {
                Value::Decided(crate::search::Decided {
                    won: matches!(score, Score::Win { .. }),
                    by: by.unwrap_or(0),
                    plies,
                })
            }
            Score::WinRate(r) => Value::WinRate(r),
            Score::Exact(n) => Value::Exact(n),
        }
    }
}

/// The game so far, as an engine needs it to be given the position: who moved first, and
/// every move since the start (the ruleset's initial position).
#[derive(Clone, Copy, Debug)]
pub struct History<'a> {
    /// The first player.
    pub first: Player,
    /// The position string the game was set up from ([`crate::Game::set_up`]); `None` for a
    /// game from the rules' start.
    pub from: Option<&'a str>,
    /// The moves from the start.
    pub moves: &'a [Move],
}

/// A computer player that could not choose a move.
#[derive(Debug, thiserror::Error)]
pub enum AgentError {
    /// An engine failed: it could not start, died, answered something else than the protocol
    /// says, chose an illegal move or nothing in time.
    #[error(transparent)]
    Engine(#[from] EngineError),
    /// A player given a ruleset it cannot play (see [`Seat::check`], which finds it before
    /// the game).
    #[error(transparent)]
    Seat(#[from] SeatError),
}

/// A perfect player's solver, and the ruleset (id and options) whose bounds its table holds.
#[derive(Debug)]
struct PerfectTable {
    solver: Solver,
    ruleset: Option<(String, serde_json::Value)>,
}

impl PerfectTable {
    /// A solver of [`PERFECT_MEMORY_MB`] MiB, or of the most the system gives below that (by
    /// halves); `None` if it will not give even [`MIN_MEMORY_MB`].
    fn new() -> Option<PerfectTable> {
        let mut megabytes = PERFECT_MEMORY_MB;
        loop {
            if let Ok(solver) = Solver::with_memory(megabytes) {
                return Some(PerfectTable {
                    solver,
                    ruleset: None,
                });
            }
            if megabytes <= MIN_MEMORY_MB {
                return None;
            }
            megabytes /= 2;
        }
    }

    /// The solver, its table emptied first if it holds another ruleset's bounds.
    fn for_rules(&mut self, rules: &dyn Family) -> &mut Solver {
        let key = (rules.info().id.clone(), rules.options_json());
        if self.ruleset.as_ref() != Some(&key) {
            if self.ruleset.is_some() {
                self.solver.clear();
            }
            self.ruleset = Some(key);
        }
        &mut self.solver
    }
}

/// A computer player.
#[derive(Debug)]
pub struct Agent {
    kind: Seat,
    rng: Xoshiro256PlusPlus,
    alphabeta: Option<AlphaBeta>,
    mcts: Option<Mcts>,
    /// The ruleset of the tree `mcts` keeps (its id and options): another one drops the tree.
    mcts_rules: Option<(String, serde_json::Value)>,
    /// An engine's process while the agent plays (taken from the seat's pool at its first
    /// move, given back when the agent is dropped).
    engine: Option<EngineProcess>,
    /// A perfect player's solver (made at its first move, kept for every move after).
    perfect: Option<PerfectTable>,
    /// How the last search reached its move (alpha-beta).
    report: Option<SearchReport>,
}

impl Drop for Agent {
    fn drop(&mut self) {
        if let (Seat::Engine(seat), Some(process)) = (&self.kind, self.engine.take()) {
            seat.pool.give_back(process);
        }
    }
}

impl Agent {
    /// A computer player of `kind` drawing from `seed` ([`Seat::Human`] plays like `Random`).
    /// An engine is started at its first move, not here.
    #[must_use]
    pub fn new(kind: Seat, seed: u64) -> Agent {
        Agent {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            alphabeta: match kind {
                Seat::AlphaBeta(_, threads) => {
                    Some(AlphaBeta::default().with_threads(threads.get()))
                }
                Seat::LeadBeta(_) => Some(AlphaBeta::default().with_weights(Weights::LEAD)),
                _ => None,
            },
            mcts: matches!(kind, Seat::Mcts(_)).then(|| Mcts::new(seed)),
            mcts_rules: None,
            engine: None,
            perfect: None,
            report: None,
            kind,
        }
    }

    /// How the last move this player chose was searched, where it searched (alpha-beta): the
    /// depth, the positions, the time and the expected line.
    #[must_use]
    pub fn last_report(&self) -> Option<&SearchReport> {
        self.report.as_ref()
    }

    /// Starts drawing from `seed` again, keeping the search's memory (for playing many games);
    /// MCTS starts a fresh tree (within a game it keeps its tree from move to move).
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        if let Some(mcts) = self.mcts.as_mut() {
            *mcts = Mcts::new(seed);
        }
    }

    /// The bytes of the table this player keeps from move to move: a perfect player's solver
    /// table once it has moved (about [`PERFECT_MEMORY_MB`] MiB), else 0 (the other players'
    /// searches keep little between moves).
    #[must_use]
    pub fn table_bytes(&self) -> usize {
        self.perfect.as_ref().map_or(0, |t| t.solver.table_bytes())
    }

    /// What kind of player this is.
    #[must_use]
    pub fn kind(&self) -> &Seat {
        &self.kind
    }

    /// Chooses a move in `pos`, which must not be over, for any player: an engine is given the
    /// game so far (`history`, which must lead to `pos`).
    ///
    /// # Errors
    /// An engine failed (see [`AgentError`]); the players of this program never fail.
    ///
    /// # Panics
    /// If the game is over (there is no move to choose).
    pub fn try_choose(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        history: History<'_>,
    ) -> Result<Move, AgentError> {
        Ok(self.try_analyse(rules, pos, history)?.best)
    }

    /// Chooses a move and says how good it looks, for any player (see [`Agent::try_choose`]).
    /// An engine's evaluation is the score of its last `info` line, if it gave one. A perfect
    /// player solves `pos` with the positions of the game since the last capture, which a
    /// repetition rule needs (from `history`).
    ///
    /// # Errors
    /// An engine failed; the engine's process is then ended, and a later move starts another.
    /// A perfect player given a ruleset it cannot solve (see [`Seat::check`]).
    ///
    /// # Panics
    /// If the game is over.
    pub fn try_analyse(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        history: History<'_>,
    ) -> Result<Analysis, AgentError> {
        if let Seat::Perfect(time) | Seat::AntiMcts(time) = self.kind {
            // The game's own history leads to `pos`: its set-up string is one of its rules'.
            let seen = solve::history_from(rules, history.from, history.first, history.moves)
                .unwrap_or_default();
            return Ok(self.perfect(rules, pos, &seen, time)?);
        }
        let Seat::Engine(seat) = &self.kind else {
            return Ok(self.analyse(rules, pos));
        };
        assert!(!pos.is_over(), "no legal move to choose from");
        let mut process = match self.engine.take() {
            Some(process) => process,
            None => seat.pool.take()?,
        };
        // On an error the process is dropped: it is ended, not given back.
        let thought = process.think(rules, &history, &seat.go())?;
        self.engine = Some(process);
        Ok(Analysis {
            best: thought.best,
            value: thought
                .info
                .and_then(|i| i.score)
                .map_or(Value::None, Value::from),
        })
    }

    /// Chooses a move in `pos`, which must not be over.
    ///
    /// # Panics
    /// If the game is over (there is no move to choose), or if this is an engine, which needs
    /// the game so far: use [`Agent::try_choose`].
    pub fn choose(&mut self, rules: &dyn Family, pos: &Position) -> Move {
        self.analyse(rules, pos).best
    }

    /// Chooses a move and says how good it looks. A perfect player takes `pos` as though no
    /// position came before it since the last capture: exact for every ruleset without a
    /// repetition rule; under one (Oware's), [`Agent::try_analyse`] gives it the game so far.
    ///
    /// # Panics
    /// If the game is over; if this is an engine (use [`Agent::try_analyse`]); if this is a
    /// perfect player and the ruleset one it cannot solve (ask [`Seat::check`] first).
    pub fn analyse(&mut self, rules: &dyn Family, pos: &Position) -> Analysis {
        self.report = None;
        if let Seat::Perfect(time) | Seat::AntiMcts(time) = self.kind {
            return self
                .perfect(rules, pos, &[], time)
                .unwrap_or_else(|e| panic!("{e}"));
        }
        let mut moves = MoveList::new();
        rules.legal_moves(pos, &mut moves);
        assert!(!moves.is_empty(), "no legal move to choose from");
        match &self.kind {
            Seat::Human | Seat::Random => Analysis {
                best: moves[self.rng.random_range(0..moves.len())],
                value: Value::None,
            },
            Seat::Greedy => {
                let players = pos.num_players();
                let gain = |mv: &Move| {
                    let scores = rules.scores(&engine::after(rules, pos, mv));
                    crate::search::lead(&scores[..players], pos.turn())
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
            Seat::AlphaBeta(budget, _) | Seat::LeadBeta(budget) => {
                let (depth, time) = match *budget {
                    Budget::Work(d) => (d, None),
                    Budget::Time(t) => (64, Some(t)),
                    Budget::Capped(d, t) => (d, Some(t)),
                };
                // Made with the seat's threads and weights in `Agent::new`.
                let search = self.alphabeta.get_or_insert_with(AlphaBeta::default);
                let started = Instant::now();
                let r = search.search(rules, pos, depth, time);
                self.report = Some(SearchReport::of(search, rules, pos, &r, started.elapsed()));
                Analysis {
                    best: r.best,
                    value: Value::of_result(&r),
                }
            }
            Seat::Mcts(budget) => {
                let (iterations, time) = match *budget {
                    Budget::Work(n) => (n, None),
                    Budget::Time(t) => (u32::MAX, Some(t)),
                    Budget::Capped(n, t) => (n, Some(t)),
                };
                let search = self.mcts.get_or_insert_with(|| Mcts::new(0));
                let key = (rules.info().id.clone(), rules.options_json());
                if self.mcts_rules.as_ref() != Some(&key) {
                    search.forget();
                    self.mcts_rules = Some(key);
                }
                let r = search.search_with(rules, pos, iterations, time, None);
                Analysis {
                    best: r.best,
                    value: Value::of_mcts(&r),
                }
            }
            Seat::Engine(seat) => panic!(
                "engine:{} needs the game so far: use Agent::try_analyse",
                seat.command().text()
            ),
            Seat::Perfect(_) | Seat::AntiMcts(_) => unreachable!("answered above"),
        }
    }

    /// The perfect player's move in `pos` (`seen`: the positions since the last capture before
    /// it): the solver's best move and exact value when it solves the position within the
    /// time, else an alpha-beta search's move for the time kept back (see
    /// [`PERFECT_FALLBACK_TIME`]) with the bounds the solver proved.
    fn perfect(
        &mut self,
        rules: &dyn Family,
        pos: &Position,
        seen: &[Position],
        time: Option<Duration>,
    ) -> Result<Analysis, SeatError> {
        self.kind.check(rules)?;
        assert!(!pos.is_over(), "no legal move to choose from");
        if let Seat::AntiMcts(_) = self.kind {
            if let Some(analysis) = from(crate::book::shipped_against_mcts(rules), pos) {
                return Ok(analysis);
            }
        }
        if let Some(analysis) = from(crate::book::shipped(rules), pos) {
            return Ok(analysis);
        }
        let started = Instant::now();
        let budget = time.unwrap_or(PERFECT_TIME);
        let kept_back = (budget / 4).min(PERFECT_FALLBACK_TIME);
        let options = SolveOptions {
            time_limit: Some(budget - kept_back),
            // One thread: threads that share a table may settle on another of the perfect
            // moves from run to run, and a game must replay the same from its seed (and a
            // player inside `compare --jobs N` keeps to its own thread).
            threads: Some(NonZeroUsize::MIN),
            ..SolveOptions::default()
        };
        if self.perfect.is_none() {
            self.perfect = PerfectTable::new();
        }
        let solved = self.perfect.as_mut().map(|table| {
            table
                .for_rules(rules)
                .solve(rules, pos, seen, &options, &mut |_| {})
        });
        let (lower, upper) = match solved {
            Some(Ok(solution)) => {
                if let (Some(value), Some(best)) = (solution.value(), solution.best()) {
                    return Ok(Analysis {
                        best,
                        value: Value::Exact(value),
                    });
                }
                // Bounds no tighter than the points at stake say nothing.
                let stake = at_stake(rules, pos);
                (
                    (i64::from(solution.lower) > -stake).then_some(solution.lower),
                    (i64::from(solution.upper) < stake).then_some(solution.upper),
                )
            }
            // Points beyond what the table holds, or no memory for a table at all: no bounds.
            Some(Err(_)) | None => (None, None),
        };
        let left = budget
            .saturating_sub(started.elapsed())
            .max(Duration::from_millis(1));
        let search = self.alphabeta.get_or_insert_with(AlphaBeta::default);
        let r = search.search(rules, pos, MAX_DEPTH, Some(left));
        Ok(Analysis {
            best: r.best,
            value: Value::Unsolved {
                lower,
                upper,
                search: r.value,
            },
        })
    }
}

/// The move and exact value of `pos` in `book`, if it holds the position.
fn from(book: Option<&crate::book::Book>, pos: &Position) -> Option<Analysis> {
    let (best, value) = book?.probe(pos)?;
    Some(Analysis {
        best,
        value: Value::Exact(value),
    })
}

/// Every point there is in `pos`, on the board, in the banks and the scores (counted as the
/// solver does): no exact value is beyond it either way.
fn at_stake(rules: &dyn Family, pos: &Position) -> i64 {
    let mut all = pos.on_board();
    for p in 0..2 {
        all.add(pos.bank(p));
    }
    2 * i64::from(rules.points(all).unsigned_abs())
        + rules.scores(pos)[..2]
            .iter()
            .map(|s| i64::from(s.unsigned_abs()))
            .sum::<i64>()
}

/// How long a hint may ask the exact solver at most, before the alpha-beta search.
pub const HINT_SOLVE_TIME: Duration = Duration::from_millis(500);
/// The table of the exact solver behind a hint, in MiB.
pub const HINT_MEMORY_MB: usize = 16;

/// Advice for the player to move in `pos` (`seen`: the positions since the last capture before
/// it, for a repetition rule), within `time` in all: a shipped opening book's perfect move and
/// exact value where the book holds the position ([`crate::book::shipped`]), else the exact
/// solver first, for at most
/// [`HINT_SOLVE_TIME`] or half of `time`, with a table of [`HINT_MEMORY_MB`] MiB; its best
/// move and [`Value::Exact`] when it solves the position. Otherwise (more than two players, a
/// ruleset the solver cannot solve, a position too large to solve in that time) an alpha-beta
/// search at most `depth` plies deep for the time left, with its value.
///
/// # Panics
/// If the game is over.
#[must_use]
pub fn hint(
    rules: &dyn Family,
    pos: &Position,
    seen: &[Position],
    depth: u32,
    time: Duration,
) -> Analysis {
    hint_reported(rules, pos, seen, depth, time).0
}

/// [`hint`], with how the search reached its advice where alpha-beta gave it.
///
/// # Panics
/// If the game is over.
#[must_use]
pub fn hint_reported(
    rules: &dyn Family,
    pos: &Position,
    seen: &[Position],
    depth: u32,
    time: Duration,
) -> (Analysis, Option<SearchReport>) {
    assert!(!pos.is_over(), "no legal move to advise");
    let started = Instant::now();
    if let Some(analysis) = from(crate::book::shipped(rules), pos) {
        return (analysis, None);
    }
    if Seat::Perfect(None).check(rules).is_ok() {
        if let Ok(mut solver) = Solver::with_memory(HINT_MEMORY_MB) {
            let options = SolveOptions {
                time_limit: Some(HINT_SOLVE_TIME.min(time / 2)),
                // No endgame database: its building would take the half second.
                database: Some(0),
                // One thread: the same hint every time it is asked.
                threads: Some(NonZeroUsize::MIN),
                ..SolveOptions::default()
            };
            if let Ok(solution) = solver.solve(rules, pos, seen, &options, &mut |_| {}) {
                if let (Some(value), Some(best)) = (solution.value(), solution.best()) {
                    let analysis = Analysis {
                        best,
                        value: Value::Exact(value),
                    };
                    return (analysis, None);
                }
            }
        }
    }
    let left = time
        .saturating_sub(started.elapsed())
        .max(Duration::from_millis(1));
    let mut search = AlphaBeta::default();
    let searching = Instant::now();
    let r = search.search(rules, pos, depth, Some(left));
    let report = SearchReport::of(&search, rules, pos, &r, searching.elapsed());
    let analysis = Analysis {
        best: r.best,
        value: Value::of_result(&r),
    };
    (analysis, Some(report))
}

/// How an alpha-beta search reached its move, for a player or a researcher to see how the
/// computer thinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The deepest depth completed.
    pub depth: u32,
    /// The positions visited.
    pub nodes: u64,
    /// The time taken.
    pub elapsed: Duration,
    /// The expected line, the move played first, in the ruleset's notation.
    pub line: Vec<String>,
    /// Whether the value came from the endgame database (exact, no search).
    pub exact: bool,
}

impl SearchReport {
    fn of(
        search: &AlphaBeta,
        rules: &dyn Family,
        pos: &Position,
        r: &crate::search::SearchResult,
        elapsed: Duration,
    ) -> SearchReport {
        let moves = if r.exact {
            vec![r.best]
        } else {
            search.principal_variation(rules, pos, r.depth as usize)
        };
        let mut at = pos.clone();
        let mut line = Vec::with_capacity(moves.len());
        for mv in &moves {
            line.push(rules.move_text(&at, mv));
            engine::apply(rules, &mut at, mv, &mut Repetitions::new(), &mut NoRecord);
        }
        SearchReport {
            depth: r.depth,
            nodes: r.nodes,
            elapsed,
            line,
            exact: r.exact,
        }
    }
}

impl fmt::Display for SearchReport {
    /// `depth 12, 2,239,746 positions in 0.91 s (2.46 M a second); expected line 3L 4L 4L`;
    /// the time left out with `{:#}` (for output that must not change from run to run).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exact {
            write!(f, "from the endgame database")?;
        } else {
            write!(
                f,
                "depth {}, {} positions",
                self.depth,
                crate::numbers::count(self.nodes)
            )?;
            if !f.alternate() {
                let seconds = self.elapsed.as_secs_f64();
                write!(f, " in {seconds:.2} s")?;
                if seconds > 0.0 {
                    write!(f, " ({:.2} M a second)", self.nodes as f64 / seconds / 1e6)?;
                }
            }
        }
        if !self.line.is_empty() {
            write!(f, "; expected line {}", self.line.join(" "))?;
        }
        Ok(())
    }
}

impl SearchReport {
    /// The report in `lang` (as [`fmt::Display`] writes it in English); `timed`: with the time
    /// taken and the speed (the `{:#}` form leaves them out).
    #[must_use]
    pub fn text_in(&self, lang: crate::lang::Lang, timed: bool) -> String {
        let thousands = lang.text("rep-thousands-separator", &[]);
        let decimal = lang.text("rep-decimal-separator", &[]);
        let number = |x: f64| format!("{x:.2}").replace('.', &decimal);
        let seconds = self.elapsed.as_secs_f64();
        let kind = match (self.exact, timed, seconds > 0.0) {
            (true, _, _) => "exact",
            (false, false, _) => "untimed",
            (false, true, false) => "instant",
            (false, true, true) => "timed",
        };
        let rate = if seconds > 0.0 {
            self.nodes as f64 / seconds / 1e6
        } else {
            0.0
        };
        lang.text(
            "rep-search",
            &[
                ("kind", kind.into()),
                ("depth", self.depth.to_string().into()),
                (
                    "nodes",
                    crate::numbers::count(self.nodes)
                        .replace(',', &thousands)
                        .into(),
                ),
                ("seconds", number(seconds).into()),
                ("rate", number(rate).into()),
                (
                    "hasline",
                    if self.line.is_empty() { "no" } else { "yes" }.into(),
                ),
                ("line", self.line.join(" ").into()),
            ],
        )
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

    fn server_limits() -> ThinkLimits {
        ThinkLimits {
            time: Duration::from_secs(5),
            depth: 20,
            iterations: 50_000,
            threads: NonZeroUsize::new(2).unwrap(),
        }
    }

    fn within(text: &str) -> Result<String, String> {
        text.parse::<Seat>()
            .unwrap()
            .within(&server_limits())
            .map(|s| s.to_string())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn a_budget_beyond_the_think_limits_is_refused_with_the_limit() {
        assert_eq!(
            within("alphabeta:64@600s/2t").unwrap_err(),
            "player `alphabeta:64@600s/2t`: depth 64 is more than allowed here (depth 20 at most)"
        );
        assert_eq!(
            within("alphabeta:10@600s").unwrap_err(),
            "player `alphabeta:10@600s`: 600s a move is more than allowed here (5s a move at most)"
        );
        assert!(
            within("alphabeta:8/4t")
                .unwrap_err()
                .contains("(2 threads at most)")
        );
        assert!(
            within("mcts:1000000")
                .unwrap_err()
                .contains("50000 iterations at most")
        );
        assert!(
            within("perfect:600s")
                .unwrap_err()
                .contains("5s a move at most")
        );
    }

    #[test]
    fn what_a_seat_leaves_open_the_think_limits_bound() {
        // A depth alone is cut at the limits' time; perfect with no time thinks that long.
        assert_eq!(within("alphabeta:8").unwrap(), "alphabeta:8@5s");
        assert_eq!(within("mcts:1000").unwrap(), "mcts:1000@5s");
        assert_eq!(within("perfect").unwrap(), "perfect:5s");
        assert_eq!(within("alphabeta:2s/2t").unwrap(), "alphabeta:2s/2t");
        assert_eq!(within("greedy").unwrap(), "greedy");
    }

    #[test]
    fn a_named_level_is_fitted_to_the_think_limits() {
        let limits = server_limits();
        let max = max_level().fitted(&limits);
        let Seat::AlphaBeta(Budget::Capped(depth, time), threads) = max else {
            panic!("max is alpha-beta: {max}");
        };
        assert_eq!((depth, time), (20, Duration::from_secs(5)));
        assert!(threads <= limits.threads);
        assert_eq!(HARD.fitted(&limits).to_string(), "alphabeta:12@5s");
        assert_eq!(
            Seat::Perfect(None).fitted(&limits).to_string(),
            "perfect:5s"
        );
        // Within the limits already: unchanged.
        assert_eq!(MEDIUM.fitted(&limits), MEDIUM);
    }

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
            "alphabeta-lead:4",
            "alphabeta-lead:100ms",
            "mcts:20000",
            "mcts:1s",
            "mcts:500@100ms",
            "perfect",
            "perfect:30s",
            "perfect:500ms",
        ] {
            assert_eq!(text.parse::<Seat>().unwrap().to_string(), text);
        }
        assert_eq!("Perfect".parse::<Seat>().unwrap(), Seat::Perfect(None));
        assert_eq!(
            "perfect:2s".parse::<Seat>().unwrap(),
            Seat::Perfect(Some(Duration::from_secs(2)))
        );
        assert_eq!("hard".parse::<Seat>().unwrap(), HARD);
        assert_eq!(
            "medium".parse::<Seat>().unwrap().to_string(),
            "alphabeta:3@2s"
        );
        assert_eq!("easy".parse::<Seat>().unwrap().to_string(), "greedy");
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        let max = "max".parse::<Seat>().unwrap();
        assert_eq!(max, max_level());
        let expected = if cores > 1 {
            format!("alphabeta:64@10s/{cores}t")
        } else {
            "alphabeta:64@10s".to_owned()
        };
        assert_eq!(max.to_string(), expected);
        assert_eq!(
            "max/1t".parse::<Seat>().unwrap().to_string(),
            "alphabeta:64@10s"
        );
        assert!(
            "easy/2t".parse::<Seat>().is_err(),
            "easy is greedy: one thread"
        );
        assert!("alphabeta-lead:4/2t".parse::<Seat>().is_err());
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
            "perfect:",
            "perfect:x",
            "perfect:0s",
        ] {
            assert!(bad.parse::<Seat>().is_err(), "{bad}");
        }
    }

    #[test]
    fn alpha_beta_players_take_threads_after_a_slash() {
        let two = NonZeroUsize::new(2).unwrap();
        for (text, seat, shown) in [
            (
                "alphabeta:500ms/2t",
                Seat::AlphaBeta(Budget::Time(Duration::from_millis(500)), two),
                "alphabeta:500ms/2t",
            ),
            (
                "AB:6@2s/2T",
                Seat::AlphaBeta(Budget::Capped(6, Duration::from_secs(2)), two),
                "alphabeta:6@2s/2t",
            ),
            (
                "hard/2t",
                Seat::AlphaBeta(Budget::Capped(12, Duration::from_secs(5)), two),
                "alphabeta:12@5s/2t",
            ),
            (
                "max/2t",
                Seat::AlphaBeta(Budget::Capped(64, Duration::from_secs(10)), two),
                "alphabeta:64@10s/2t",
            ),
            // One thread is the default, and prints as none.
            ("medium/1t", MEDIUM, "alphabeta:3@2s"),
        ] {
            let read = text.parse::<Seat>().unwrap();
            assert_eq!(read, seat, "{text}");
            assert_eq!(read.to_string(), shown, "{text}");
            assert_eq!(shown.parse::<Seat>().unwrap(), seat, "{shown}");
        }
        let max = max_threads();
        let most = format!("alphabeta:4/{max}t");
        assert!(most.parse::<Seat>().is_ok(), "{most}");
        let range = format!("the threads must be 1 to {max} (four for each of this machine's");
        let syntax = format!("after `/` give the threads as Nt, N from 1 to {max}");
        for (bad, part) in [
            (
                "alphabeta:4/0t".to_owned(),
                format!("{range} {} cores), got 0", max / 4),
            ),
            (
                format!("alphabeta:4/{}t", max + 1),
                format!("got {}", max + 1),
            ),
            (
                "alphabeta:4/99999999999999999999t".to_owned(),
                format!("{range} {} cores), got 99999999999999999999", max / 4),
            ),
            (
                "alphabeta:4/twot".to_owned(),
                format!("{syntax}, like alphabeta:4/2t; got `twot`"),
            ),
            (
                "hard/2".to_owned(),
                format!("{syntax}, like hard/2t; got `2`"),
            ),
            (
                "alphabeta:4/".to_owned(),
                format!("{syntax}, like alphabeta:4/2t; got ``"),
            ),
            ("alphabeta:4/-1t".to_owned(), syntax.clone()),
            (
                "mcts:100/2t".to_owned(),
                "only alpha-beta players search on several threads".into(),
            ),
            ("perfect/2t".to_owned(), "only alpha-beta players".into()),
            ("random/2t".to_owned(), "only alpha-beta players".into()),
        ] {
            let e = bad.parse::<Seat>().unwrap_err().to_string();
            assert!(e.starts_with(&format!("player `{bad}`: ")), "{bad}: {e}");
            assert!(e.contains(&part), "{bad}: {e}");
            let why = &e[format!("player `{bad}`: ").len()..];
            assert!(why.starts_with(char::is_lowercase), "{bad}: {e}");
        }
    }

    #[test]
    fn a_perfect_player_takes_a_time_and_never_a_depth() {
        for (bad, part) in [
            (
                "perfect:8",
                "a perfect player's budget is a time, like perfect:30s",
            ),
            ("perfect:6@2s", "a perfect player's budget is a time"),
            ("perfect:601s", "the time must be 1ms to 600s"),
            ("perfect:0ms", "the time must be 1ms to 600s"),
            ("anti-mcts:8", "a perfect player's budget is a time"),
            ("anti-mcts:601s", "the time must be 1ms to 600s"),
        ] {
            let e = bad.parse::<Seat>().unwrap_err().to_string();
            assert!(e.starts_with(&format!("player `{bad}`: ")), "{bad}: {e}");
            assert!(e.contains(part), "{bad}: {e}");
        }
    }

    #[test]
    fn the_player_against_mcts_is_a_perfect_player_with_a_time() {
        for (text, seat) in [
            ("anti-mcts", Seat::AntiMcts(None)),
            ("Anti-MCTS:1s", Seat::AntiMcts(Some(Duration::from_secs(1)))),
            (
                "anti-mcts:100ms",
                Seat::AntiMcts(Some(Duration::from_millis(100))),
            ),
        ] {
            let parsed = text.parse::<Seat>().unwrap();
            assert_eq!(parsed, seat);
            assert!(parsed.is_perfect() && parsed.is_deterministic());
            assert_eq!(parsed.to_string().parse::<Seat>().unwrap(), seat);
        }
        assert_eq!(Seat::AntiMcts(None).to_string(), "anti-mcts");
        assert!(!Seat::Mcts(Budget::Work(10)).is_perfect());
    }

    #[test]
    fn exact_values_are_told_from_the_side_of_the_player_to_move() {
        assert_eq!(Value::Exact(4).to_string(), "wins by 4 with perfect play");
        assert_eq!(Value::Exact(-2).to_string(), "loses by 2 with perfect play");
        assert_eq!(Value::Exact(0).to_string(), "draws with perfect play");
        let unsolved = |lower, upper| {
            Value::Unsolved {
                lower,
                upper,
                search: 3 * crate::search::UNIT,
            }
            .to_string()
        };
        assert_eq!(
            unsolved(Some(-4), Some(10)),
            "between -4 and +10 with perfect play (not solved in time); alpha-beta: +3 points"
        );
        assert_eq!(
            unsolved(Some(-4), None),
            "at least -4 with perfect play (not solved in time); alpha-beta: +3 points"
        );
        assert_eq!(
            unsolved(None, Some(6)),
            "at most +6 with perfect play (not solved in time); alpha-beta: +3 points"
        );
        assert_eq!(unsolved(None, None), "not solved; alpha-beta: +3 points");
        assert!(
            unsolved(Some(2), Some(2))
                .starts_with("wins by 2 with perfect play, but its best move")
        );
    }

    fn engine(text: &str) -> (Vec<String>, Budget, String) {
        match text.parse::<Seat>() {
            Ok(seat @ Seat::Engine(_)) => {
                let Seat::Engine(e) = &seat else {
                    unreachable!()
                };
                (e.command().argv().to_vec(), e.budget(), seat.to_string())
            }
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn engine_seats_take_a_command_and_a_budget_after_an_unquoted_at() {
        let (argv, budget, shown) = engine("engine:mancala engine");
        assert_eq!(argv, ["mancala", "engine"]);
        assert_eq!(budget, ENGINE_BUDGET);
        assert_eq!(shown, "engine:mancala engine");
        let (argv, budget, shown) = engine("Engine:./My-Engine --Fast@500ms");
        assert_eq!(
            argv,
            ["./My-Engine", "--Fast"],
            "the command keeps its case"
        );
        assert_eq!(budget, Budget::Time(Duration::from_millis(500)));
        assert_eq!(shown, "engine:./My-Engine --Fast@500ms");
        let (argv, budget, _) = engine("engine:prog@6@2s");
        assert_eq!(
            (argv, budget),
            (
                vec!["prog".to_owned()],
                Budget::Capped(6, Duration::from_secs(2))
            )
        );
        // An @ that is not followed by a budget belongs to the command.
        let (argv, budget, _) = engine("engine:ssh me@host mancala engine@4");
        assert_eq!(argv, ["ssh", "me@host", "mancala", "engine"]);
        assert_eq!(budget, Budget::Work(4));
        // Quoted, even an @ followed by a number does.
        let (argv, budget, _) = engine("engine:prog '--name=a@5'");
        assert_eq!(
            (argv, budget),
            (
                vec!["prog".to_owned(), "--name=a@5".to_owned()],
                ENGINE_BUDGET
            )
        );
        // What is shown reads back as the same seat.
        for text in ["engine:mancala engine", "engine:a 'b c'@3", "engine:x@1s"] {
            let seat: Seat = text.parse().unwrap();
            assert_eq!(seat.to_string().parse::<Seat>().unwrap(), seat, "{text}");
        }
        for (bad, part) in [
            ("engine:", "give the command that starts the engine"),
            ("engine:@5", "give the command"),
            ("engine:prog@0", "the depth must be 1 to 64, got 0"),
            ("engine:prog@999", "the depth must be 1 to 64"),
            ("engine:prog@601s", "the time must be 1ms to 600s"),
            ("engine:'prog", "not closed"),
        ] {
            let e = bad.parse::<Seat>().unwrap_err().to_string();
            assert!(e.contains(part), "{bad}: {e}");
            assert!(e.starts_with(&format!("player `{bad}`")), "{bad}: {e}");
        }
    }

    #[test]
    fn agent_lists_split_at_commas_outside_quotes() {
        assert_eq!(split_agents("random,greedy"), ["random", "greedy"]);
        assert_eq!(split_agents("random"), ["random"]);
        assert_eq!(
            split_agents(r#"alphabeta:2,engine:prog '--opt=a,b' \"x,y"#),
            ["alphabeta:2", r#"engine:prog '--opt=a,b' \"x"#, "y"]
        );
        assert_eq!(split_agents(r#"a,"b,c",d"#), ["a", r#""b,c""#, "d"]);
    }
}
