//! `mancala record ...`: game records in their formats. `record convert IN --to pgn|json|ogn`
//! reads a record in any format (JSON, the PGN-style text, Aualé's OGN: told apart by their
//! shape), checks that it replays (variations too) and writes it in the format asked for, on
//! standard output or into a file (`-o`, written whole and atomically).

use std::{io::Write, path::PathBuf};

use clap::{Args, Subcommand, ValueEnum, ValueHint};
use mancala::{
    Rules,
    record::{GameRecord, RecordError, TextFormat, write_atomically},
};

use super::CliError;

/// `mancala record` and its subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum RecordCommand {
    /// Convert a game record between JSON, the PGN-style text and OGN (Oware as Aualé writes
    /// it); the record is replayed first, variations too.
    Convert(ConvertArgs),
}

/// The formats `record convert` writes.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(crate) enum Format {
    /// The JSON record (lossless, what `play --save` writes).
    Json,
    /// The PGN-style text of every family: tags, numbered moves, comments, variations.
    Pgn,
    /// Aualé's Oware Game Notation (Oware rulesets only).
    Ogn,
}

/// `mancala record convert`.
#[derive(Debug, Args)]
pub(crate) struct ConvertArgs {
    /// The record to read: JSON, PGN-style text or OGN, told apart by their shape.
    #[arg(value_name = "IN", value_hint = ValueHint::FilePath)]
    input: PathBuf,
    /// The format to write.
    #[arg(long, value_enum)]
    to: Format,
    /// Write the record to this file (replaced whole and atomically; only a regular file)
    /// instead of standard output.
    #[arg(short, long, value_name = "OUT", value_hint = ValueHint::FilePath)]
    output: Option<PathBuf>,
}

pub(crate) fn run(command: &RecordCommand, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        RecordCommand::Convert(args) => convert(args, out),
    }
}

fn convert(args: &ConvertArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let in_file = |error: RecordError| {
        Box::new(RecordError::InFile {
            path: args.input.display().to_string(),
            error: Box::new(error),
        })
    };
    let record = GameRecord::load(&args.input, &Rules).map_err(Box::new)?;
    record.replay(&Rules).map_err(in_file)?;
    let format = match args.to {
        Format::Json => TextFormat::Json,
        Format::Pgn => TextFormat::Pgn,
        Format::Ogn => TextFormat::Ogn,
    };
    let text = record.to_format(format, &Rules).map_err(in_file)?;
    match &args.output {
        Some(path) => {
            write_atomically(path, text.as_bytes()).map_err(|source| CliError::Write {
                path: path.display().to_string(),
                source,
            })?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(())
}
