//! `mancala compare`, `mancala merge` and `mancala tournament`.

use std::{
    io::{IsTerminal, Write},
    path::PathBuf,
};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};

use super::CliError;
use mancala::{
    agent::Seat,
    compare::{self, CompareConfig, CompareError, ShardSource, ShardSpec},
    rules::Rules,
    tournament::{self, TournamentError},
};

/// Arguments of `mancala compare`.
#[derive(Debug, Args)]
pub(crate) struct CompareArgs {
    /// The rulesets to compare (shipped ids or ruleset files).
    #[arg(required = true)]
    rulesets: Vec<String>,
    /// Games per ruleset (1 to 1,000,000,000,000).
    #[arg(long, default_value_t = 1000)]
    games: u64,
    /// The players: one agent playing every seat, or one per seat separated by commas
    /// (random, greedy, easy, medium, hard, max, alphabeta:DEPTH, mcts:ITERATIONS,
    /// engine:COMMAND[@BUDGET], alpha-beta on N threads with /Nt; the same choices and ranges as
    /// `play --south`). A comma inside quotes belongs to an engine's command.
    #[arg(long, default_value = "random", value_parser = parse_agents)]
    agents: AgentList,
    /// Seed of the whole comparison (printed; a random one when not given).
    #[arg(long)]
    seed: Option<u64>,
    /// Worker threads, 1 to four a core (default: every core). The results do not depend on
    /// it. An agent on N threads (/Nt) starts N - 1 more for its searches.
    #[arg(long)]
    jobs: Option<usize>,
    /// Open every game with this many uniformly random plies (0 to 1000), drawn from the
    /// game's seed, so that deterministic agents (alphabeta, perfect) play different games;
    /// `auto`: 6 when every agent is alphabeta, perfect or an engine, 0 otherwise.
    #[arg(long, value_name = "PLIES|auto", default_value = "auto", value_parser = parse_opening)]
    opening: Opening,
    /// Play only slice I of N of the games (e.g. 2/8; N at most 100,000), or `auto`: the slice of this task of a
    /// Slurm job array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT) or of a Kubernetes indexed
    /// Job (JOB_COMPLETION_INDEX, with --shards). Needs --seed, so that every slice plays from
    /// the same one. Combine the slices with `mancala merge`.
    #[arg(long, value_name = "I/N|auto", value_parser = parse_shard, requires = "seed")]
    shard: Option<ShardSpec>,
    /// With --shard auto: the number of slices, 1 to 100000 (a Kubernetes Job's completions;
    /// under Slurm it must agree with SLURM_ARRAY_TASK_COUNT, and can be left out).
    #[arg(long, value_name = "N", requires = "shard")]
    shards: Option<u64>,
    /// Print JSON (what `merge` reads).
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV, one row per ruleset.
    #[arg(long)]
    csv: bool,
    /// Also draw the report as an SVG picture into this file (its folder must exist; the file
    /// is replaced whole): how the games ended per ruleset, with 95% intervals, and the
    /// distribution of game lengths.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
}

/// Arguments of `mancala merge`.
#[derive(Debug, Args)]
pub(crate) struct MergeArgs {
    /// The JSON reports of every shard of one comparison.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print JSON.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV.
    #[arg(long)]
    csv: bool,
    /// Also draw the report as an SVG picture into this file (its folder must exist; the file
    /// is replaced whole): how the games ended per ruleset, with 95% intervals, and the
    /// distribution of game lengths.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
}

/// Arguments of `mancala tournament`.
#[derive(Debug, Args)]
pub(crate) struct TournamentArgs {
    /// A two-player ruleset.
    ruleset: String,
    /// The agents, separated by commas (2 to 64; the choices of `play --south`, engines and
    /// threads included; a comma inside quotes belongs to an engine's command).
    #[arg(long, required = true, value_parser = parse_agents)]
    agents: AgentList,
    /// Games per pairing (1 to 1,000,000,000).
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// Seed (printed; a random one when not given).
    #[arg(long)]
    seed: Option<u64>,
    /// Open every game with this many uniformly random plies (0 to 1000), drawn from the
    /// game's seed; `auto`: 6 when two or more agents are alphabeta, perfect or engines (their
    /// games would all be alike), 0 otherwise.
    #[arg(long, value_name = "PLIES|auto", default_value = "auto", value_parser = parse_opening)]
    opening: Opening,
    /// Only even openings (0 to 10,000 points): each game's random opening is drawn again from
    /// its seed until a search of 8 plies on the lead in points says neither side is more than
    /// this many points ahead (at most 1,000 draws a game), so that the games measure the
    /// players rather than the luck of the opening.
    #[arg(long, value_name = "POINTS")]
    opening_within: Option<u64>,
    /// Worker threads, 1 to four a core (default: every core). An agent on N threads (/Nt)
    /// starts N - 1 more for its searches.
    #[arg(long)]
    jobs: Option<usize>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Also draw the ratings as an SVG picture into this file (its folder must exist; the file
    /// is replaced whole): one row per agent, strongest first, with 95% intervals.
    #[arg(long, value_name = "FILE.svg")]
    plot: Option<PathBuf>,
    /// Save every game into this directory (made if missing) as soon as it ends, as `play
    /// --save` does, for `replay` and `play --load`: A-B-N.json is the N-th game between the
    /// A-th and B-th agents of --agents. Files of the same names are replaced.
    #[arg(long, value_name = "DIR")]
    games_out: Option<PathBuf>,
}

/// The longest opening of random plies (`--opening`).
const MAX_OPENING: u32 = 1000;
/// The most points `--opening-within` allows.
const MAX_OPENING_POINTS: u64 = 10_000;
/// The most agents in a tournament (2016 pairings).
const MAX_TOURNAMENT_AGENTS: usize = 64;
/// The most games per pairing of a tournament.
const MAX_TOURNAMENT_GAMES: u64 = 1_000_000_000;

/// `--opening`: a number of plies, or `auto`.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Opening {
    Auto,
    Plies(u32),
}

impl Opening {
    fn plies(self, auto: u32) -> u32 {
        match self {
            Opening::Auto => auto,
            Opening::Plies(n) => n,
        }
    }
}

fn parse_opening(s: &str) -> Result<Opening, String> {
    if s.trim().eq_ignore_ascii_case("auto") {
        return Ok(Opening::Auto);
    }
    match s.trim().parse::<u32>() {
        Ok(n) if n <= MAX_OPENING => Ok(Opening::Plies(n)),
        _ => Err(super::lang().text(
            "err-compare-opening",
            &[("max", MAX_OPENING.to_string().into()), ("given", s.into())],
        )),
    }
}

/// A comma-separated list of computer players.
#[derive(Clone, Debug)]
pub(crate) struct AgentList(Vec<Seat>);

fn parse_agents(s: &str) -> Result<AgentList, String> {
    mancala::agent::split_agents(s)
        .into_iter()
        .map(|a| {
            let seat: Seat = a
                .parse()
                .map_err(|e: mancala::agent::ParseSeatError| e.error_in(super::lang()))?;
            if seat == Seat::Human {
                return Err(super::lang().text("err-compare-human", &[]));
            }
            Ok(seat)
        })
        .collect::<Result<Vec<_>, _>>()
        .map(AgentList)
}

fn parse_shard(s: &str) -> Result<ShardSpec, String> {
    s.parse().map_err(|e: compare::ShardError| e.to_string())
}

/// A batch system's variable, for `--shard auto`.
fn env_var(name: &str) -> Option<String> {
    std::env::var_os(name).map(|v| v.to_string_lossy().into_owned())
}

fn compare_error(e: CompareError) -> CliError {
    match e {
        CompareError::Threads { .. } | CompareError::Agent { .. } => CliError::Usage(e.to_string()),
        CompareError::AgentsDoNotFit { .. } | CompareError::NoAgents | CompareError::Seat(_) => {
            CliError::BadArgument(e.to_string())
        }
    }
}

/// `--jobs`, or one thread per core.
fn jobs(jobs: Option<usize>) -> Result<usize, CliError> {
    jobs.map_or_else(
        || Ok(super::cores()),
        |j| super::useful_threads("--jobs", j),
    )
}

fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000)
    })
}

/// A progress bar on standard error when it is a terminal; nothing otherwise.
fn progress_bar(total: u64) -> ProgressBar {
    if std::io::stderr().is_terminal() {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, eta {eta}")
                .expect("a valid template"),
        );
        bar
    } else {
        ProgressBar::hidden()
    }
}

/// Checks `--plot` before any game is played.
fn check_plot(plot: Option<&PathBuf>) -> Result<(), CliError> {
    match plot {
        Some(path) => {
            compare::plot::check_path(path).map_err(|e| CliError::BadArgument(e.to_string()))
        }
        None => Ok(()),
    }
}

fn plot_error(e: compare::plot::PlotError) -> CliError {
    CliError::Usage(e.to_string())
}

pub(super) fn compare(args: &CompareArgs, out: &mut dyn Write) -> Result<(), CliError> {
    super::within("--games", args.games, 1..=super::MAX_GAMES)?;
    check_plot(args.plot.as_ref())?;
    let jobs = jobs(args.jobs)?;
    let shard = args
        .shard
        .map(|spec| compare::shard::resolve(spec, args.shards, &env_var))
        .transpose()
        .map_err(|e| CliError::BadArgument(e.to_string()))?;
    let rules = args
        .rulesets
        .iter()
        .map(|r| Rules::resolve(r))
        .collect::<Result<Vec<_>, _>>()?;
    let seats = args.agents.0.clone();
    compare::check_agents(&rules, &seats).map_err(compare_error)?;
    if seats.iter().any(Seat::reads_endgames) {
        for r in &rules {
            super::ready_endgames(&**r)?;
        }
    }
    let config = CompareConfig {
        rulesets: rules.iter().map(|r| r.info().id.clone()).collect(),
        options: rules.iter().map(|r| r.options_json()).collect(),
        agents: seats.iter().map(ToString::to_string).collect(),
        games: args.games,
        seed: seed_or_clock(args.seed),
        opening: args.opening.plies(compare::default_opening(&seats)),
        shard: shard.as_ref().map(|(s, _)| (s.index, s.count)),
    };
    let range = config.range();
    if let Some((s, source)) = &shard {
        if *source != ShardSource::CommandLine {
            eprintln!(
                "mancala: playing shard {s} (from the {source}): games {} to {} of {}",
                compare::stats::count(range.start + 1),
                compare::stats::count(range.end),
                compare::stats::count(config.games)
            );
        }
    }
    let bar = progress_bar((range.end - range.start) * rules.len() as u64);
    let report =
        compare::run(&rules, &seats, &config, jobs, &|| bar.inc(1)).map_err(compare_error)?;
    bar.finish_and_clear();
    print_report(&report, args.json, args.csv, out)?;
    plot_report(&report, args.plot.as_ref())
}

/// Draws the report into `--plot`, after it has been printed (so that a picture that cannot be
/// written loses nothing else).
fn plot_report(report: &compare::CompareReport, plot: Option<&PathBuf>) -> Result<(), CliError> {
    let Some(path) = plot else {
        return Ok(());
    };
    let svg = compare::plot::svg(report).map_err(plot_error)?;
    compare::plot::write(path, &svg).map_err(plot_error)
}

fn print_report(
    report: &compare::CompareReport,
    json: bool,
    csv: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if json || csv {
        // The table prints its warnings; for tools they go to standard error too.
        for w in compare::warnings_in(super::lang(), report) {
            eprintln!(
                "{}",
                super::lang().text("rep-cmp-warning", &[("warning", w.into())])
            );
        }
    }
    if json {
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&compare::to_json(report)).expect("serialisable")
        )?;
    } else if csv {
        write!(out, "{}", compare::to_csv(report))?;
    } else {
        write!(out, "{}", compare::table_in(super::lang(), report))?;
    }
    Ok(())
}

pub(super) fn merge(args: &MergeArgs, out: &mut dyn Write) -> Result<(), CliError> {
    check_plot(args.plot.as_ref())?;
    let reports = args
        .files
        .iter()
        .map(|f| {
            let text =
                mancala::files::read_text(f, mancala::files::MAX_REPORT_BYTES).map_err(|e| {
                    CliError::Usage(super::lang().text(
                        "err-merge-read",
                        &[
                            ("path", f.display().to_string().into()),
                            (
                                "why",
                                mancala::ruleset::config::io_error_in(super::lang(), &e).into(),
                            ),
                        ],
                    ))
                })?;
            compare::from_json(&text).map_err(|e| CliError::Usage(format!("{}: {e}", f.display())))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let merged = compare::merge(&reports).map_err(|e| CliError::Usage(e.to_string()))?;
    print_report(&merged, args.json, args.csv, out)?;
    plot_report(&merged, args.plot.as_ref())
}

pub(super) fn tournament(args: &TournamentArgs, out: &mut dyn Write) -> Result<(), CliError> {
    super::within("--games", args.games, 1..=MAX_TOURNAMENT_GAMES)?;
    if args.agents.0.len() > MAX_TOURNAMENT_AGENTS {
        return Err(CliError::BadArgument(super::lang().text(
            "err-tournament-agents",
            &[
                ("count", args.agents.0.len().to_string().into()),
                ("max", MAX_TOURNAMENT_AGENTS.to_string().into()),
            ],
        )));
    }
    check_plot(args.plot.as_ref())?;
    let jobs = jobs(args.jobs)?;
    let rules = Rules::resolve(&args.ruleset)?;
    let seats = args.agents.0.clone();
    if seats.iter().any(Seat::reads_endgames) {
        super::ready_endgames(&*rules)?;
    }
    let opening = compare::Openings {
        plies: args.opening.plies(tournament::default_opening(&seats)),
        within: args
            .opening_within
            .map(|p| super::within("--opening-within", p, 0..=MAX_OPENING_POINTS))
            .transpose()?
            .map(|p| p as u32),
    };
    if opening.within.is_some() && opening.plies == 0 {
        return Err(CliError::BadArgument(
            "--opening-within: the openings have no random plies to draw again (--opening is 0 here); give --opening N with N from 1".into(),
        ));
    }
    if let Some(dir) = &args.games_out {
        super::make_directory("--games-out", dir)?;
    }
    let pairs = (seats.len() * seats.len().saturating_sub(1) / 2) as u64;
    let bar = progress_bar(pairs * args.games);
    let on_game = |played: tournament::PlayedGame<'_>| -> Result<(), String> {
        if let Some(dir) = &args.games_out {
            let path = dir.join(played.file_name(args.games));
            played
                .record(&rules, &seats)?
                .save(&path)
                .map_err(|e| format!("cannot save it to {}: {e}", path.display()))?;
        }
        bar.inc(1);
        Ok(())
    };
    let t = tournament::run(
        &*rules,
        &seats,
        args.games,
        seed_or_clock(args.seed),
        opening,
        jobs,
        &on_game,
    )
    .map_err(|e| match e {
        TournamentError::Threads { .. }
        | TournamentError::Agent { .. }
        | TournamentError::GameOut { .. } => CliError::Usage(e.to_string()),
        _ => CliError::BadArgument(e.to_string()),
    })?;
    bar.finish_and_clear();
    if args.json {
        for w in tournament::warnings_in(&t, super::lang()) {
            eprintln!(
                "{}",
                super::lang().text("rep-cmp-warning", &[("warning", w.into())])
            );
        }
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&tournament::to_json(&t)).expect("serialisable")
        )?;
    } else {
        write!(out, "{}", tournament::table_in(&t, super::lang()))?;
    }
    if let Some(path) = &args.plot {
        let svg = tournament::plot::svg(&t).map_err(plot_error)?;
        compare::plot::write(path, &svg).map_err(plot_error)?;
    }
    Ok(())
}
