//! `mancala analyse`: the best move and value of one position; the analysis is
//! [`mancala::review`]'s.

use std::{io::Write, time::Duration};

use clap::Args;
use serde_json::json;

use super::{CliError, lang};
use mancala::{
    lang::Arg,
    render,
    review::{self, Budget},
    rules::Rules,
};

/// The longest `--time`: ten minutes.
pub(crate) const MAX_TIME: f64 = 600.0;

/// Arguments of `mancala analyse`.
#[derive(Debug, Args)]
pub(crate) struct AnalyseArgs {
    /// A shipped ruleset id (see `mancala rules list`) or the path of a ruleset file.
    #[arg(long, value_name = "ID|FILE", default_value = "o-an-quan")]
    rules: String,
    /// Start from this position string (FEN) of the ruleset instead of its start (see
    /// docs/src/positions.md); --moves go on from it.
    #[arg(long, value_name = "FEN")]
    from: Option<String>,
    /// Then play these moves, separated by spaces or commas.
    #[arg(long, default_value = "")]
    moves: String,
    /// Think at most this many seconds (0.01 to 600): the exact solver for half of it where the
    /// game can be solved, then alpha-beta for the rest if it did not solve the position.
    #[arg(long, value_name = "SECONDS", default_value_t = 5.0)]
    time: f64,
    /// Print the analysis as JSON.
    #[arg(long)]
    json: bool,
}

/// A seconds value of `flag` within 0.01 to `max`, else the error of `id`.
pub(crate) fn seconds(id: &str, given: f64, max: f64) -> Result<Duration, CliError> {
    if (0.01..=max).contains(&given) {
        Ok(Duration::from_secs_f64(given))
    } else {
        Err(CliError::BadArgument(lang().text(
            id,
            &[
                ("given", given.to_string().into()),
                ("max", max.to_string().into()),
            ],
        )))
    }
}

/// `mancala analyse`.
pub(crate) fn analyse(args: &AnalyseArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let time = seconds("rev-err-time", args.time, MAX_TIME)?;
    let rules = Rules::resolve(&args.rules)?;
    let game = super::set_up_game(rules, args.from.as_deref(), &args.moves, None)?;
    if game.position().is_over() {
        return Err(CliError::Usage(lang().text("rev-err-over", &[])));
    }
    let a = review::analyse_game(
        &game,
        Budget {
            time,
            max_depth: review::MAX_DEPTH,
        },
    );
    let rules = game.rules();
    if args.json {
        let mut doc = a.to_json();
        doc["ruleset"] = json!(rules.info().id);
        doc["fen"] = json!(rules.board_text(game.position()));
        writeln!(out, "{doc:#}")?;
        return Ok(());
    }
    let lang = lang();
    let players = rules.num_players();
    let me = Arg::from(render::player_name_in(lang, players, a.to_move));
    writeln!(
        out,
        "{}",
        mancala::ruleset::ruleset_name_in(lang, rules.info())
    )?;
    writeln!(out, "{}", rules.board_text(game.position()))?;
    writeln!(
        out,
        "{}",
        lang.text("ana-to-move", &[("player", me.clone())])
    )?;
    let value = a.value_text_in(lang, a.to_move);
    writeln!(
        out,
        "{}",
        lang.text("ana-value", &[("player", me), ("value", value.into())])
    )?;
    if let Some(best) = a.best_text() {
        writeln!(out, "{}", lang.text("ana-best", &[("move", best.into())]))?;
        writeln!(
            out,
            "{}",
            lang.text("ana-line", &[("line", a.line.join(" ").into())])
        )?;
    }
    Ok(())
}
