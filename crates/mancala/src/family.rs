//! A family of sowing games as the rest of the crate takes it: the rules, their speed-ups and
//! their presentation in one object ([`Family`]), and the registry that loads one by name
//! ([`Registry`], [`Loader`]). This sits above both the trait layer ([`crate::ruleset`]) and
//! the engine, since a family's random games are compiled through the engine.

use std::sync::Arc;

use rand::RngExt;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::{
    engine::{self, Repetitions},
    exact,
    position::Position,
    ruleset::{Evaluate, Exact, Playout, Present, config::ConfigError},
};

/// The random number generator of playouts: always seeded, so every game can be replayed.
pub type PlayoutRng = Xoshiro256PlusPlus;

/// A ruleset with all its faces: [`crate::Ruleset`] (the rules), [`Playout`] (speed-ups),
/// [`Present`] (what people see), [`Exact`] (what the solver may assume) and [`Evaluate`] (the
/// heuristic search's weights). Every type with the five has it (a blanket impl), so a family
/// implements only those.
///
/// Games, records, agents, searches, comparisons and benchmarks take a `&dyn Family` (or an
/// `Arc<dyn Family>`) and never name a family. The methods below are compiled for each family,
/// so that the one call through `dyn` plays a whole game with the hooks called directly.
pub trait Family: Playout + Present + Exact + Evaluate {
    /// Plays one whole game of uniformly random legal moves from `pos`, recording nothing, each
    /// move drawn from `rng` (see [`engine::random_playout`]).
    fn random_playout(&self, pos: &mut Position, reps: &mut Repetitions, rng: &mut PlayoutRng);

    /// Runs an exact solve (see [`crate::solve::Solver::solve`], which checks the job first).
    ///
    /// # Errors
    /// See [`crate::exact::run`].
    fn solve(&self, job: &mut exact::Job<'_>) -> Result<exact::Solution, exact::SolveError>;
}

impl<T: Playout + Present + Exact + Evaluate> Family for T {
    fn random_playout(&self, pos: &mut Position, reps: &mut Repetitions, rng: &mut PlayoutRng) {
        // A `u32` range: `rand` draws it inline, where a `usize` range is a call with a 64-bit
        // case on every move. (No move list comes near 2^32 moves.)
        engine::random_playout(self, pos, reps, |n| rng.random_range(0..n as u32) as usize);
    }

    fn solve(&self, job: &mut exact::Job<'_>) -> Result<exact::Solution, exact::SolveError> {
        exact::run(self, job)
    }
}

/// Loads rulesets by name: the shipped ones, ruleset files, and the options of a game record.
///
/// The crate's registry (`mancala::Rules`) is the only implementation; code below the command
/// line takes a `&dyn Registry` where it must load rules (a game record names its ruleset).
pub trait Registry: Send + Sync {
    /// A shipped ruleset by id.
    fn builtin(&self, id: &str) -> Option<Arc<dyn Family>>;

    /// The ids of the shipped rulesets, in the order `rules list` shows them.
    fn builtin_ids(&self) -> Vec<&'static str>;

    /// Parses a ruleset file's text; `file` names it in errors and `stem` is its expected id.
    ///
    /// # Errors
    /// Syntax errors, unknown keys, wrong types, values out of range, inconsistent options.
    fn load(&self, file: &str, stem: &str, text: &str) -> Result<Arc<dyn Family>, ConfigError>;
}

/// How a family reads one game of its own from a ruleset file: the name files give in `game`
/// (`"oware"`), and the function that reads such a file (`file` names it in errors, `stem` is
/// its expected id). A family lists its loaders; the registry lists the families.
#[derive(Clone, Copy, Debug)]
pub struct Loader {
    /// The value of the file's `game` key.
    pub game: &'static str,
    /// Reads a file of that game.
    pub load: LoadFn,
}

/// Reads a ruleset file: its name for errors, its expected id (the file stem) and its text.
pub type LoadFn = fn(file: &str, stem: &str, text: &str) -> Result<Arc<dyn Family>, ConfigError>;
