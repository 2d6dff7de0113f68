//! Sowing games, to the letter of their rules: Ô ăn quan, Awalé Abapa with coloured seeds, Sungka
//! (2-6 players), Oware and Kalah, with their variants read from TOML files.
//!
//! One generic engine applies moves; each family only decides, through the hooks of the
//! [`Ruleset`] trait. Every step is reported as an [`Event`], and transcripts, explanations, JSON,
//! SVG pictures and the web board are all read from those events.
//!
//! ```
//! use mancala::{Game, Rules, render};
//!
//! let rules = Rules::builtin("o-an-quan").expect("a shipped ruleset");
//! let mut game = Game::new(rules, 0);
//! let ply = game.play_text("1R")?;
//! assert_eq!(ply.after.pits(), &[2, 0, 0, 6, 6, 6, 2, 0, 6, 6, 6, 6]);
//! println!("{}", render::transcript(&game, true));
//! # Ok::<_, mancala::MoveError>(())
//! ```
//!
//! # Layers
//!
//! ```text
//! session               one game session: seats, turn, moves, take-backs, resignation, record
//! game  record  json  render  review  svg  agent  search  compare  tournament  bench  protocol  analyser
//!   |                   take a `&dyn Family` (or `Arc<dyn Family>`); never name a family
//! solve, book           the solver's front and the opening books (books/, embedded)
//! family                Family = Ruleset + Playout + Present + Exact; Registry, Loader
//! exact/                the exact search (MTD(f) over a table of bounds) and its endgame databases
//! engine/               the rule loop: the one place that changes a position
//! ruleset/              the faces a family implements: Ruleset, Playout, Present, Exact
//! position  moves  event  numbers   the vocabulary: plain data
//! rules/mod.rs          the registry: the one file outside a family that names the families
//! rules/<family>/       one folder per family: its rules (with sources), options, presentation
//! ```
//!
//! Each layer imports only the layers below it (`tests/architecture.rs` checks it). The library
//! has no server, async runtime or argument parser: the command line (`mancala-cli`) and the
//! server (`mancala-serve`) are crates of their own beside it.
//!
//! # WebAssembly
//!
//! The crate builds for `wasm32-unknown-unknown` as it is (CI checks it): it reads no
//! operating-system randomness (every generator is seeded), and rayon's global pool runs on the
//! calling thread where no thread can be started.

pub mod agent;
pub mod analyser;
pub mod bench;
pub mod book;
pub mod compare;
pub mod engine;
pub mod event;
pub mod exact;
pub mod family;
pub mod files;
pub mod game;
pub mod json;
pub mod lang;
pub mod lesson;
pub mod moves;
pub mod numbers;
pub mod position;
pub mod protocol;
pub mod puzzle;
pub mod record;
pub mod render;
pub mod review;
pub mod rules;
pub mod ruleset;
pub mod search;
pub mod session;
pub mod solve;
pub mod svg;
pub mod tournament;

pub use crate::{
    event::{Event, EventLog, NoRecord, Recorder},
    family::{Family, Registry},
    game::{Game, MoveError, PlayError, Ply},
    moves::{Direction, Move, MoveList, MoveTexts},
    position::{
        EndReason, FamilyState, Kind, Limit, Outcome, Pieces, PitId, PitSet, Player, Position,
    },
    record::{GameRecord, RecordFile},
    rules::Rules,
    ruleset::{Illegal, Playout, Present, Ruleset},
};
