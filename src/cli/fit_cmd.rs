//! `mancala fit-eval`: arguments and printing; the fitting is [`mancala::search::fit`]'s.

use std::io::{IsTerminal, Write};

use clap::Args;

use super::{CliError, useful_threads, within};
use mancala::{
    compare::stats::count,
    rules::Rules,
    search::fit::{self, FitOptions},
};

/// The most games a fit plays.
const MAX_FIT_GAMES: u64 = 100_000;
/// The deepest labelling search.
const MAX_FIT_DEPTH: u64 = 12;

/// Arguments of `mancala fit-eval`.
#[derive(Debug, Args)]
pub(crate) struct FitArgs {
    /// A shipped ruleset id or the path of a ruleset file, of two players.
    ruleset: String,
    /// Change a setting of the ruleset, KEY=VALUE with the key as in the file; may be given
    /// several times.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    settings: Vec<String>,
    /// Games of self-play whose positions are fitted (1 to 100,000).
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The depth of the alpha-beta searches that play the games (--labels results) or label
    /// the positions (--labels search), 1 to 12.
    #[arg(long, default_value_t = 3)]
    depth: u64,
    /// The seed of the games (game g uses seed + g); the weights depend on it, not on --threads.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads the games are shared among, 1 to four a core (default: one for each core).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// What each position is labelled with: `search` (the value of a search --depth deep) or
    /// `results` (the final margin of its game, played by alpha-beta at --depth).
    #[arg(long, value_enum, default_value_t = LabelArg::Results)]
    labels: LabelArg,
}

/// `--labels`.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum LabelArg {
    Search,
    Results,
}

/// Fits the weights and prints them as the ruleset's table of a weight file, with the fit's
/// figures as comments.
pub(crate) fn fit_eval(args: &FitArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let games = within("--games", args.games, 1..=MAX_FIT_GAMES)? as usize;
    let depth = within("--depth", args.depth, 1..=MAX_FIT_DEPTH)? as u32;
    let threads = match args.threads {
        Some(t) => useful_threads("--threads", t)?,
        None => super::cores(),
    };
    let rules = Rules::resolve_with(&args.ruleset, &args.settings)?;
    // Its alpha-beta searches read the endgame database.
    super::ready_endgames(&*rules)?;
    let options = FitOptions {
        games,
        depth,
        seed: args.seed,
        threads,
        labels: match args.labels {
            LabelArg::Search => fit::Labels::Search,
            LabelArg::Results => fit::Labels::Results,
        },
    };
    let terminal = std::io::stderr().is_terminal();
    let progress = |done: usize| {
        if terminal {
            eprint!("\r\x1b[Kgame {done} of {games}");
        }
    };
    let fit =
        fit::fit(&*rules, &options, &progress).map_err(|e| CliError::BadArgument(e.to_string()))?;
    if terminal {
        eprint!("\r\x1b[K");
    }
    let id = &rules.info().id;
    let (labels, against) = match args.labels {
        LabelArg::Search => ("search", format!("the values of depth-{depth} searches")),
        LabelArg::Results => ("results", "the games' final margins".to_owned()),
    };
    writeln!(
        out,
        "# mancala fit-eval {} --games {games} --depth {depth} --labels {labels} --seed {}{}",
        args.ruleset,
        args.seed,
        args.settings
            .iter()
            .map(|s| format!(" --set {s}"))
            .collect::<String>()
    )?;
    writeln!(
        out,
        "# {} samples; error against {against}: {:.3} points by the lead alone, {:.3} fitted",
        count(fit.samples as u64),
        fit.lead_error,
        fit.fit_error
    )?;
    write!(out, "{}", fit.weights.to_toml(id))?;
    Ok(())
}
