//! The integration tests: one binary, one module (or folder of modules) per subject.

mod common;

mod architecture;
mod board_notation;
mod cli;
mod compare;
mod docs;
mod engine_protocol;
mod examples;
mod puzzles;
mod records;
mod render;
mod rules;
mod search;
mod serve;
mod session;
mod solve;
mod spec_vectors;
mod transcripts;
