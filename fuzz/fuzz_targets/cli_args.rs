//! Any arguments (separated by NUL bytes) as a `mancala` command line, read as the program reads
//! it before running anything: every option's reader (`--seat P=PLAYER`, `--south`, `--agents`,
//! `--first`, `--opening`, `--shard`, numbers and the rest) accepts the text or refuses it with
//! a message; never a panic. Nothing is run.
#![no_main]

use clap::Parser;
use libfuzzer_sys::fuzz_target;
use mancala_cli::cli::Cli;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let args = std::iter::once("mancala").chain(text.split('\0'));
    match Cli::try_parse_from(args) {
        Ok(cli) => {
            let _ = format!("{cli:?}");
        }
        Err(e) => {
            let _ = e.render().to_string();
        }
    }
});
