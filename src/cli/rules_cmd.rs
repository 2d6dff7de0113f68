//! `mancala rules ...`: list, show, check and start rulesets, as text or JSON.
//!
//! The JSON keys (documented in the README, pinned by snapshots):
//! - a ruleset: `id`, `name`, `game`, `summary`, `sources`, `players`, `shipped` (built into
//!   the program), `file` (the path it was read from; `null` for a shipped one);
//! - `rules list --json`: an array of rulesets;
//! - `rules show --json`: a ruleset with `options` (every option, spelt as in the TOML file)
//!   and `rules_text` (the rules in words, as `rules show` prints them);
//! - `rules check --json`: an array with one object per file: `file`, `ok`, `ruleset` (or
//!   `null`) and `error` (or `null`: `file`, `line`, `column`, `message`; `line` and `column`
//!   are `null` when the file could not be read).

use std::{
    fs,
    io::{self, Write},
    path::{Path, PathBuf},
    sync::Arc,
};

use clap::{Subcommand, ValueHint};
use serde_json::{Value, json};

use super::CliError;
use mancala::{
    family::Family,
    rules::{Rules, RulesetError},
};

/// `mancala rules` and its subcommands.
#[derive(Debug, Subcommand)]
pub(crate) enum RulesCommand {
    /// List the shipped rulesets.
    List {
        /// Print a JSON array, one object per ruleset (id, name, game, summary, sources,
        /// players, shipped, file).
        #[arg(long)]
        json: bool,
    },
    /// Show the rules of a ruleset in plain words.
    Show {
        /// A shipped ruleset id (see `mancala rules list`) or the path of a ruleset file.
        #[arg(value_hint = ValueHint::FilePath)]
        ruleset: String,
        /// Print a JSON object: the ruleset (as in `rules list --json`), its `options` as the
        /// TOML file spells them, and `rules_text`.
        #[arg(long)]
        json: bool,
    },
    /// Check ruleset files and report each file's first problem, with its line and column.
    ///
    /// Exits with status 1 if any file has a problem.
    Check {
        /// The ruleset files.
        #[arg(required = true, value_name = "FILE", value_hint = ValueHint::FilePath)]
        files: Vec<PathBuf>,
        /// Print a JSON array, one object per file: file, ok, ruleset, and error (file, line,
        /// column, message).
        #[arg(long)]
        json: bool,
    },
    /// Start a ruleset file from a shipped ruleset (or another file): a copy with its comments,
    /// its `id` set from the file name, and a header saying where it came from.
    ///
    /// The file name without `.toml` becomes the id, so it must be kebab-case (`my-variant.toml`)
    /// and not a shipped id. An existing file is never replaced unless --force is given, and
    /// only a regular file is ever written. Then `mancala rules check FILE` checks it and
    /// `mancala play FILE` plays it.
    New {
        /// The ruleset file to write, e.g. my-variant.toml.
        #[arg(value_hint = ValueHint::FilePath)]
        file: PathBuf,
        /// The ruleset to copy: a shipped id (see `mancala rules list`) or the path of a
        /// ruleset file.
        #[arg(long, value_name = "RULESET")]
        from: String,
        /// Replace FILE if it exists (only ever a regular file).
        #[arg(long)]
        force: bool,
    },
}

/// Runs a `rules` subcommand.
pub(crate) fn run(command: &RulesCommand, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        RulesCommand::List { json } => list(*json, out),
        RulesCommand::Show { ruleset, json } => show(ruleset, *json, out),
        RulesCommand::Check { files, json } => check(files, *json, out),
        RulesCommand::New { file, from, force } => new(file, from, *force, out),
    }
}

/// A ruleset as `--json` gives it; `file` is where it was read from, if not shipped.
fn ruleset_json(rules: &dyn Family, file: Option<&str>) -> Value {
    let info = rules.info();
    json!({
        "id": info.id,
        "name": info.name,
        "game": info.game,
        "summary": info.summary,
        "sources": info.sources,
        "players": rules.num_players(),
        "shipped": file.is_none(),
        "file": file,
    })
}

fn print_json(out: &mut dyn Write, value: &Value) -> io::Result<()> {
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(value).expect("serialisable")
    )
}

fn list(as_json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let all: Vec<Arc<dyn Family>> = Rules::builtin_ids()
        .map(|id| Rules::builtin(id).expect("listed"))
        .collect();
    if as_json {
        let items: Vec<Value> = all.iter().map(|r| ruleset_json(&**r, None)).collect();
        print_json(out, &Value::Array(items))?;
        return Ok(());
    }
    let id_width = all.iter().map(|r| r.info().id.len()).max().unwrap_or(0);
    let game_width = all.iter().map(|r| r.info().game.len()).max().unwrap_or(0);
    for rules in &all {
        let info = rules.info();
        writeln!(
            out,
            "{:<id_width$}  {:<game_width$}  {}",
            info.id,
            info.game,
            mancala::ruleset::ruleset_summary_in(super::lang(), info)
        )?;
    }
    Ok(())
}

fn show(name: &str, as_json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let rules = Rules::resolve(name)?;
    if !as_json {
        writeln!(out, "{}", rules.describe_in(super::lang()))?;
        return Ok(());
    }
    let file = Rules::builtin_text(name).is_none().then_some(name);
    let mut value = ruleset_json(&*rules, file);
    let object = value.as_object_mut().expect("an object");
    object.insert("options".into(), rules.options_json());
    object.insert("rules_text".into(), rules.describe_in(super::lang()).into());
    print_json(out, &value)?;
    Ok(())
}

fn check(files: &[PathBuf], as_json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let mut results = Vec::new();
    let mut failed = 0;
    let mut last_error = None;
    for file in files {
        let shown = file.display().to_string();
        match Rules::from_path(file) {
            Ok(rules) => {
                if as_json {
                    results.push(json!({
                        "file": shown,
                        "ok": true,
                        "ruleset": ruleset_json(&*rules, Some(&shown)),
                        "error": null,
                    }));
                } else {
                    let info = rules.info();
                    let lang = super::lang();
                    let line = lang.text(
                        "rep-rules-check-ok",
                        &[
                            ("file", shown.as_str().into()),
                            ("id", info.id.as_str().into()),
                            ("name", mancala::ruleset::ruleset_name_in(lang, info).into()),
                            ("game", info.game.as_str().into()),
                        ],
                    );
                    writeln!(out, "{line}")?;
                }
            }
            Err(error) => {
                failed += 1;
                if as_json {
                    let (line, column, message) = match &error {
                        RulesetError::Config(e) => {
                            (Some(e.line), Some(e.column), e.message.clone())
                        }
                        RulesetError::Io { source, .. } => {
                            (None, None, format!("cannot read the file: {source}"))
                        }
                        other => (None, None, other.to_string()),
                    };
                    results.push(json!({
                        "file": shown,
                        "ok": false,
                        "ruleset": null,
                        "error": {
                            "file": shown,
                            "line": line,
                            "column": column,
                            "message": message,
                        },
                    }));
                } else if files.len() > 1 {
                    // Each file's problem as it comes; the summary is the command's error.
                    out.flush()?;
                    eprintln!("{}", super::error_line(&error.error_in(super::lang())));
                }
                last_error = Some(error);
            }
        }
    }
    if as_json {
        print_json(out, &Value::Array(results))?;
    }
    match last_error {
        None => Ok(()),
        Some(error) if files.len() == 1 && !as_json => Err(error.into()),
        Some(_) => Err(CliError::Usage(super::lang().text(
            "err-rules-check-failed",
            &[("failed", failed.into()), ("files", files.len().into())],
        ))),
    }
}

fn new(file: &Path, from: &str, force: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let shown = file.display().to_string();
    if !file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml"))
    {
        return Err(CliError::BadArgument(super::lang().text(
            "err-rules-new-extension",
            &[("file", shown.as_str().into())],
        )));
    }
    let id = file
        .file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    match fs::symlink_metadata(file) {
        Ok(meta) if !meta.file_type().is_file() => {
            let what = if meta.is_dir() {
                "directory"
            } else if meta.file_type().is_symlink() {
                "link"
            } else {
                "other"
            };
            return Err(CliError::Usage(super::lang().text(
                "err-rules-new-not-a-file",
                &[("file", shown.as_str().into()), ("what", what.into())],
            )));
        }
        Ok(_) if !force => {
            return Err(CliError::Usage(
                super::lang().text("err-rules-new-exists", &[("file", shown.as_str().into())]),
            ));
        }
        _ => {}
    }
    let text = Rules::copy_text(from, &id).map_err(|e| match e {
        RulesetError::InvalidId { .. } | RulesetError::ShippedId { .. } => {
            CliError::BadArgument(super::lang().text(
                "err-rules-new-id",
                &[
                    ("file", shown.as_str().into()),
                    ("error", e.error_in(super::lang()).into()),
                ],
            ))
        }
        other => other.into(),
    })?;
    let written = if force {
        replace(file, &text)
    } else {
        create_new(file, &text)
    };
    written.map_err(|source| match source.kind() {
        io::ErrorKind::AlreadyExists => CliError::Usage(
            super::lang().text("err-rules-new-exists", &[("file", shown.as_str().into())]),
        ),
        io::ErrorKind::NotFound => match file.parent().filter(|p| !p.as_os_str().is_empty()) {
            Some(dir) if !dir.is_dir() => CliError::Usage(super::lang().text(
                "err-rules-new-no-directory",
                &[
                    ("file", shown.as_str().into()),
                    ("dir", dir.display().to_string().into()),
                ],
            )),
            _ => CliError::Write {
                path: shown.clone(),
                source,
            },
        },
        _ => CliError::Write {
            path: shown.clone(),
            source,
        },
    })?;
    let wrote = super::lang().text(
        "rep-rules-new-wrote",
        &[
            ("file", shown.as_str().into()),
            ("id", id.as_str().into()),
            ("from", from.into()),
        ],
    );
    writeln!(out, "{wrote}")?;
    Ok(())
}

/// Writes a file that must not exist yet.
fn create_new(file: &Path, text: &str) -> io::Result<()> {
    let mut f = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(file)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()
}

/// Replaces a regular file (or writes a new one) in one step: the text goes to a temporary file
/// beside it, which is then renamed over it, so a failed write leaves the old file whole.
fn replace(file: &Path, text: &str) -> io::Result<()> {
    let name = file
        .file_name()
        .map_or_else(|| "ruleset".into(), |n| n.to_string_lossy().into_owned());
    let temp = file.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    let result = create_new(&temp, text).and_then(|()| fs::rename(&temp, file));
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}
