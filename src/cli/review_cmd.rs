//! `mancala review`: every move of a saved game valued and classed; the review is
//! [`mancala::review`]'s.

use std::{
    io::{IsTerminal, Write},
    path::PathBuf,
};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use super::{CliError, analyse_cmd::seconds, lang};
use mancala::{
    lang::{Arg, Lang},
    record::TextFormat,
    render,
    review::{self, Appraisal, Class, ReviewOptions, SkipReason},
    rules::Rules,
};

/// The longest `--time-per-move`: ten minutes.
const MAX_TIME_PER_MOVE: f64 = 600.0;
/// The longest `--total-time`: a day.
const MAX_TOTAL_TIME: f64 = 86_400.0;
/// The most `--max-moves`.
const MAX_MOVES: usize = 100_000;

/// Arguments of `mancala review`.
#[derive(Debug, Args)]
pub(crate) struct ReviewArgs {
    /// A saved game (a record file, as `play --save` writes).
    game: PathBuf,
    /// Seconds for each position (0.01 to 600): the exact solver for half of it where the game
    /// can be solved, then alpha-beta for the rest if it did not solve the position.
    #[arg(long, value_name = "S", default_value_t = 1.0)]
    time_per_move: f64,
    /// Seconds for the whole review at most (0.01 to 86400); it goes from the last move back
    /// to the first, and says which moves it did not reach.
    #[arg(long, value_name = "S", default_value_t = 600.0)]
    total_time: f64,
    /// Review the first N moves at most (1 to 100,000); the others are said to be left.
    #[arg(long, value_name = "N", default_value_t = review::MAX_REVIEW_PLIES)]
    max_moves: usize,
    /// Print the whole review as JSON.
    #[arg(long)]
    json: bool,
    /// Write the graph of the advantage over the game to this SVG file.
    #[arg(long, value_name = "OUT.svg")]
    svg: Option<PathBuf>,
    /// Write the game annotated as a PGN-style record to this file: each move's values as its
    /// comment, and the best line as a variation where a move gave value away.
    #[arg(long, value_name = "OUT.pgn")]
    pgn: Option<PathBuf>,
}

/// `mancala review`.
pub(crate) fn review(args: &ReviewArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let options = ReviewOptions {
        time_per_move: seconds(
            "rev-err-time-per-move",
            args.time_per_move,
            MAX_TIME_PER_MOVE,
        )?,
        total_time: seconds("rev-err-total-time", args.total_time, MAX_TOTAL_TIME)?,
        max_plies: if (1..=MAX_MOVES).contains(&args.max_moves) {
            args.max_moves
        } else {
            return Err(CliError::BadArgument(lang().text(
                "rev-err-max-moves",
                &[
                    ("given", args.max_moves.to_string().into()),
                    ("max", super::count_in(lang(), MAX_MOVES as u64).into()),
                ],
            )));
        },
        ..ReviewOptions::default()
    };
    if !args.game.is_file() {
        return Err(CliError::Usage(lang().text(
            "rev-err-no-game",
            &[("game", args.game.display().to_string().into())],
        )));
    }
    let game = super::load_game(&args.game)?;
    let bar = progress_bar();
    let result = review::review(&game, &options, &mut |p| {
        bar.set_length(p.total as u64);
        bar.set_position(p.done as u64);
    });
    bar.finish_and_clear();
    let review = result.map_err(|e| CliError::Usage(e.error_in(lang())))?;
    if let Some(path) = &args.svg {
        std::fs::write(path, review.svg_in(lang())).map_err(|source| CliError::Write {
            path: path.display().to_string(),
            source,
        })?;
    }
    if let Some(path) = &args.pgn {
        let text = review
            .annotated_record(&game, lang())
            .to_format(TextFormat::Pgn, &Rules)
            .map_err(Box::new)?;
        mancala::record::write_atomically(path, text.as_bytes()).map_err(|source| {
            CliError::Write {
                path: path.display().to_string(),
                source,
            }
        })?;
    }
    if args.json {
        writeln!(out, "{:#}", review.to_json())?;
        return Ok(());
    }
    let lang = lang();
    let rules = game.rules();
    let players = review.players;
    writeln!(
        out,
        "{}",
        lang.text(
            "rev-heading",
            &[
                (
                    "ruleset",
                    mancala::ruleset::ruleset_name_in(lang, rules.info()).into()
                ),
                ("plies", review.total_plies.into()),
            ],
        )
    )?;
    writeln!(out, "{}", lang.text("rev-legend", &[]))?;
    writeln!(out)?;
    let mut rows = vec![
        [
            "rev-col-ply",
            "rev-col-player",
            "rev-col-move",
            "rev-col-before",
            "rev-col-after",
            "rev-col-best",
            "rev-col-loss",
            "rev-col-class",
        ]
        .map(|id| lang.text(id, &[])),
    ];
    for m in &review.moves {
        rows.push([
            m.ply.to_string(),
            render::player_name_in(lang, players, m.player),
            m.text.clone(),
            value_cell(&m.before, m.value_before()),
            value_cell(&m.after, m.value_after()),
            m.before.best_text().unwrap_or("").to_owned(),
            m.loss.to_string(),
            if m.class == Class::Best {
                String::new()
            } else {
                m.class.name_in(lang)
            },
        ]);
    }
    write_table(out, &rows)?;
    writeln!(out)?;
    for s in &review.summaries {
        let player = Arg::from(render::player_name_in(lang, players, s.player));
        let line = match s.accuracy {
            None => lang.text("rev-summary-none", &[("player", player)]),
            Some(accuracy) => lang.text(
                "rev-summary",
                &[
                    ("player", player),
                    ("accuracy", super::decimal_in(lang, accuracy, 1).into()),
                    ("moves", s.moves.into()),
                    ("inaccuracies", s.count(Class::Inaccuracy).into()),
                    ("mistakes", s.count(Class::Mistake).into()),
                    ("blunders", s.count(Class::Blunder).into()),
                ],
            ),
        };
        writeln!(out, "{line}")?;
    }
    for s in &review.skipped {
        writeln!(out, "{}", skipped_line(lang, s, &options))?;
    }
    if let Some(path) = &args.svg {
        writeln!(
            out,
            "{}",
            lang.text(
                "rev-svg-written",
                &[("path", path.display().to_string().into())]
            )
        )?;
    }
    Ok(())
}

/// The line saying moves were left out.
fn skipped_line(lang: Lang, s: &review::Skipped, options: &ReviewOptions) -> String {
    let range = [("first", Arg::from(s.first)), ("last", Arg::from(s.last))];
    match s.reason {
        SkipReason::Time => {
            let mut args = range.to_vec();
            args.push((
                "seconds",
                seconds_in(lang, options.total_time.as_secs_f64()).into(),
            ));
            lang.text("rev-skipped-time", &args)
        }
        SkipReason::Length => {
            let mut args = range.to_vec();
            args.push((
                "max",
                super::count_in(lang, options.max_plies as u64).into(),
            ));
            lang.text("rev-skipped-length", &args)
        }
    }
}

/// Seconds as the language writes them: whole ones bare (`600`), else with two decimals.
fn seconds_in(lang: Lang, seconds: f64) -> String {
    if seconds.fract() == 0.0 {
        format!("{seconds:.0}")
    } else {
        super::decimal_in(lang, seconds, 2)
    }
}

/// A value in the table: `+3` exact, `+3 ~12` searched 12 plies deep.
fn value_cell(a: &Appraisal, value: i32) -> String {
    match a.depth() {
        None => format!("{value:+}"),
        Some(depth) => format!("{value:+} ~{depth}"),
    }
}

/// `rows` as columns padded to their widest cell (in characters).
fn write_table(out: &mut dyn Write, rows: &[[String; 8]]) -> std::io::Result<()> {
    let mut widths = [0; 8];
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    for row in rows {
        let mut line = String::new();
        for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
            if i > 0 {
                line.push_str("  ");
            }
            let pad = w - cell.chars().count();
            // Numbers to the right, words to the left.
            if matches!(i, 0 | 3 | 4 | 6) {
                line.push_str(&" ".repeat(pad));
                line.push_str(cell);
            } else {
                line.push_str(cell);
                line.push_str(&" ".repeat(pad));
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    Ok(())
}

/// The progress bar on standard error, hidden where it is not a terminal.
fn progress_bar() -> ProgressBar {
    if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(0);
        let template = format!(
            "{} {{bar:40}} {{pos}}/{{len}}",
            lang().text("rev-progress", &[])
        );
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    }
}
