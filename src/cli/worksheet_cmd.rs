//! `mancala worksheet`: a printable A4 PDF of the shipped puzzles, two boards a page with a
//! question under each and the answer key on the last page; arguments and the file only, the
//! sheet is `mancala-print`'s.

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
};

use clap::Args;
use mancala_print::{
    PrintError,
    puzzles::{self, Request, RequestError},
    worksheet_pdf,
};

use super::{CliError, lang};

/// Arguments of `mancala worksheet`.
#[derive(Debug, Args)]
pub(crate) struct WorksheetArgs {
    /// The ruleset whose shipped puzzles are printed: o-an-quan, oware-abapa or kalah.
    ruleset: String,
    /// How many puzzles, 1 to 24: two a page, easiest first, then a page of answers.
    #[arg(long, value_name = "N", default_value_t = 6)]
    puzzles: usize,
    /// Which puzzles: the same number gives the same sheet (it is printed under the title, as
    /// the sheet's number). Another number, other puzzles.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Only puzzles rated at least this (the puzzles' difficulty, as `mancala puzzles list`
    /// shows it).
    #[arg(long, value_name = "RATING")]
    min_rating: Option<u32>,
    /// Only puzzles rated at most this.
    #[arg(long, value_name = "RATING")]
    max_rating: Option<u32>,
    /// The title on the first page, at most 100 characters (default: the ruleset's name and
    /// "puzzles", in the language of --lang).
    #[arg(long)]
    title: Option<String>,
    /// Write the PDF to FILE; nothing is written when the sheet cannot be made, and a file
    /// already there is replaced only by a whole sheet.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// `mancala worksheet`.
pub(crate) fn worksheet(args: &WorksheetArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let lang = lang();
    let request = Request {
        ruleset: args.ruleset.clone(),
        count: args.puzzles,
        seed: args.seed,
        min_rating: args.min_rating,
        max_rating: args.max_rating,
        title: args.title.clone(),
        lang,
    };
    check_out(&args.out)?;
    let sheet = puzzles::sheet(&request).map_err(|e| match e {
        RequestError::Broken(_) => CliError::Usage(e.error_in(lang)),
        _ => CliError::BadArgument(e.error_in(lang)),
    })?;
    let printed = worksheet_pdf(&sheet).map_err(|e| match e {
        PrintError::Items(_) | PrintError::Title(_) => CliError::BadArgument(e.error_in(lang)),
        PrintError::Svg(_) | PrintError::Pdf(_) => CliError::Usage(e.error_in(lang)),
    })?;
    write_whole(&args.out, &printed.pdf)?;
    writeln!(
        out,
        "{}",
        lang.text(
            "worksheet-written",
            &[
                ("path", args.out.display().to_string().into()),
                ("puzzles", sheet.items.len().into()),
                ("pages", printed.pages.into()),
                (
                    "key_pages",
                    (printed.pages - mancala_print::question_pages(sheet.items.len())).into(),
                ),
            ],
        )
    )?;
    Ok(())
}

/// The error of writing `path`.
fn failed(path: &Path, source: std::io::Error) -> CliError {
    CliError::Write {
        path: path.display().to_string(),
        source,
    }
}

/// Refuses, before the sheet is made, an `--out` that cannot be written: anything but a
/// regular file there, or a folder that does not exist.
fn check_out(path: &Path) -> Result<(), CliError> {
    if let Ok(meta) = fs::metadata(path) {
        if !meta.is_file() {
            return Err(failed(
                path,
                std::io::Error::new(std::io::ErrorKind::InvalidInput, "it is not a regular file"),
            ));
        }
    }
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    match fs::metadata(folder) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(failed(
            path,
            std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a directory"),
        )),
        Err(e) => Err(failed(path, e)),
    }
}

/// Writes `bytes` to `path` whole or not at all: into a file beside it first, renamed over it
/// once written (a rename within a directory replaces a file in one step); a directory or
/// anything but a regular file at `path` is refused.
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let failed = |source| failed(path, source);
    if let Ok(meta) = fs::metadata(path) {
        if !meta.is_file() {
            return Err(failed(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "it is not a regular file",
            )));
        }
    }
    let name = path.file_name().ok_or_else(|| {
        failed(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "it names no file",
        ))
    })?;
    let mut partial = name.to_os_string();
    partial.push(format!(".{}.partial", std::process::id()));
    let partial = path.with_file_name(partial);
    let written = fs::write(&partial, bytes).and_then(|()| fs::rename(&partial, path));
    if let Err(e) = written {
        let _ = fs::remove_file(&partial);
        return Err(failed(e));
    }
    Ok(())
}
