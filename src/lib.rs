#![doc = include_str!("../README.md")]

pub mod agent;
pub mod analyser;
pub mod bench;
pub mod book;
pub mod cli;
pub mod compare;
pub mod engine;
pub mod event;
pub mod exact;
pub mod family;
pub mod files;
pub mod game;
pub mod json;
pub mod moves;
pub mod numbers;
pub mod position;
pub mod protocol;
pub mod record;
pub mod render;
pub mod rules;
pub mod ruleset;
pub mod search;
pub mod serve;
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
