//! The `mancala` command line as a library, so that its tests and fuzz targets can reach the
//! argument parser; the program itself is `src/main.rs`. It parses and prints only: the game,
//! the search and the solver are the `mancala` crate's, the rooms are `mancala-serve`'s.

pub mod cli;
