//! `mancala solve`: arguments and printing; the solving is [`mancala::solve`]'s.

use std::{
    io::{IsTerminal, Write},
    time::Duration,
};

use clap::Args;
use serde_json::json;

use super::{CliError, parse_first, set_up_game};
use mancala::{
    agent::MAX_ITERATIONS,
    book::{Aim, Book, MAX_SAMPLES, Model, Step},
    lang::Arg,
    position::Player,
    render,
    rules::Rules,
    ruleset::FirstPlayer,
    solve::{self, DEFAULT_MEMORY_MB, Progress, SolveOptions, Solver},
};

/// The longest `--time-limit`: a week.
const MAX_SECONDS: f64 = 7.0 * 86_400.0;

/// Arguments of `mancala solve`.
#[derive(Debug, Args)]
pub(crate) struct SolveArgs {
    /// A shipped ruleset id (see `mancala rules list`) or the path of a ruleset file, of two
    /// players and small enough to search to the end.
    ruleset: String,
    /// Change a setting of the ruleset for this solve, KEY=VALUE with the key as in the file
    /// (e.g. board.seeds-per-house=3); may be given several times.
    #[arg(long = "set", value_name = "KEY=VALUE")]
    settings: Vec<String>,
    /// Solve the position after these moves from the start (or from --from), separated by
    /// spaces or commas.
    #[arg(long, default_value = "")]
    moves: String,
    /// Who moves first: south, north or a player number (default: the ruleset's first-player).
    #[arg(long, value_parser = parse_first, conflicts_with = "from")]
    first: Option<FirstPlayer>,
    /// Solve from this position string (FEN) of the ruleset instead of its start (see
    /// docs/src/positions.md).
    #[arg(long, value_name = "FEN")]
    from: Option<String>,
    /// Give up after this many seconds (0.001 to 604800) and print the bounds proved so far.
    #[arg(long, value_name = "SECONDS")]
    time_limit: Option<f64>,
    /// The memory of the table of solved positions, in MiB.
    #[arg(long, value_name = "MB", default_value_t = DEFAULT_MEMORY_MB)]
    memory: usize,
    /// The endgame database, for rulesets whose positions are pit counts (Kalah): every board
    /// of up to this many pieces, one byte each, built before the search (0: none; default:
    /// the most that fits a quarter of --memory, up to 64 Mi boards, none under 40 pieces).
    #[arg(long, value_name = "PIECES")]
    database: Option<usize>,
    /// Keep the endgame database in this file: read it when the file exists (its checksum
    /// checked, and a sample of its values against the rules' moves; it must be for these
    /// rules), else build it (of --database pieces, or the most that fits a quarter of
    /// --memory) and write it there for the next run.
    #[arg(long, value_name = "FILE")]
    database_file: Option<std::path::PathBuf>,
    /// Threads that build the endgame database and search, 1 to four a core (default: one for
    /// each core). The value does not depend on it; the search on pit counts (Kalah) shares its
    /// table between the threads, which may find another line of perfect play.
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// Search through the engine's moves even where the ruleset offers the pit-counts fast path
    /// (slower; to check one against the other).
    #[arg(long)]
    engine_only: bool,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    /// Print instead an opening book: the exact value and a perfect move of every position of
    /// the first TURNS turns of a game (0 to 4; a move that earns another keeps the turn), each
    /// solved to the end, as the files of `books/` that the perfect player consults are made
    /// (from the start: no --moves; --time-limit bounds each position's solve, and a position
    /// not solved in it stops the book with an error).
    #[arg(long, value_name = "TURNS", conflicts_with_all = ["moves", "json"])]
    book: Option<usize>,
    /// With --book: print instead a book against MCTS, as `books/*-against-mcts.txt` that the
    /// anti-mcts player consults: in the likely positions of --seat's first TURNS turns, the
    /// move that leaves the opponent least when it is an MCTS player, modelled as OpenSpiel's
    /// MCTSBot by this program's MCTS at ITERATIONS iterations (1 to 1,000,000; 250000 for
    /// MCTSBot at a second a move), each position searched with --samples seeds.
    #[arg(long, value_name = "ITERATIONS", requires = "book")]
    against_mcts: Option<u32>,
    /// With --against-mcts: the model's searches of each position (1 to 100) [default: 10].
    #[arg(long, value_name = "N", requires = "against_mcts")]
    samples: Option<u32>,
    /// With --against-mcts: whose moves the book holds, south or north [default: the player
    /// who moves second].
    #[arg(long, value_parser = parse_side, requires = "against_mcts")]
    seat: Option<Player>,
}

/// `--seat`: one of the two players.
fn parse_side(s: &str) -> Result<Player, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "south" | "0" => Ok(0),
        "north" | "1" => Ok(1),
        _ => Err(super::lang().text("err-solve-side", &[("given", s.into())])),
    }
}

/// The model of `--against-mcts ITERATIONS --samples N`.
fn model(iterations: u32, samples: Option<u32>) -> Result<Model, CliError> {
    if !(1..=MAX_ITERATIONS).contains(&iterations) {
        return Err(CliError::BadArgument(super::lang().text(
            "err-solve-against-mcts",
            &[
                ("given", iterations.to_string().into()),
                ("max", MAX_ITERATIONS.to_string().into()),
            ],
        )));
    }
    let samples = samples.unwrap_or(10);
    if !(1..=MAX_SAMPLES).contains(&samples) {
        return Err(CliError::BadArgument(super::lang().text(
            "err-solve-samples",
            &[
                ("given", samples.to_string().into()),
                ("max", MAX_SAMPLES.to_string().into()),
            ],
        )));
    }
    Ok(Model {
        iterations,
        samples,
    })
}

/// `mancala solve`.
pub(crate) fn solve(args: &SolveArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let time_limit = match args.time_limit {
        None => None,
        Some(s) if (0.001..=MAX_SECONDS).contains(&s) => Some(Duration::from_secs_f64(s)),
        Some(s) => {
            return Err(CliError::BadArgument(super::lang().text(
                "err-solve-time-limit",
                &[
                    ("given", s.to_string().into()),
                    ("max", MAX_SECONDS.to_string().into()),
                ],
            )));
        }
    };
    let threads = match args.threads {
        Some(t) => std::num::NonZeroUsize::new(super::useful_threads("--threads", t)?),
        None => None,
    };
    let rules = Rules::resolve_with(&args.ruleset, &args.settings)?;
    let game = set_up_game(rules, args.from.as_deref(), &args.moves, args.first)?;
    let rules = game.rules();
    let pos = game.position();
    let history = solve::game_history(&game);
    let mut solver =
        Solver::with_memory(args.memory).map_err(|e| CliError::BadArgument(e.to_string()))?;
    if let Some(k) = args.database {
        if k > solve::MAX_DATABASE_PIECES {
            return Err(CliError::BadArgument(super::lang().text(
                "err-solve-database",
                &[
                    ("given", k.to_string().into()),
                    ("max", solve::MAX_DATABASE_PIECES.to_string().into()),
                ],
            )));
        }
    }
    let options = SolveOptions {
        time_limit,
        stop: None,
        engine_only: args.engine_only,
        database: args.database,
        database_file: args.database_file.clone(),
        threads,
    };
    let terminal = std::io::stderr().is_terminal();
    if let (Some(turns), Some(iterations)) = (args.book, args.against_mcts) {
        let first = game.start().turn();
        let model = model(iterations, args.samples)?;
        let seat = args.seat.unwrap_or(1 - first);
        let book = Book::against_mcts(
            game.rules(),
            first,
            Aim { seat, turns, model },
            &mut solver,
            &options,
            &mut |step| {
                if terminal {
                    match step {
                        Step::Model(line) => eprint!(
                            "\r\x1b[K{}",
                            super::lang()
                                .text("rep-solve-book-model", &[("line", line.join(" ").into())])
                        ),
                        Step::Chosen(_, n) => eprint!(
                            "\r\x1b[K{}",
                            super::lang()
                                .text("rep-solve-book-chosen", &[("count", n.to_string().into())])
                        ),
                    }
                }
            },
        );
        if terminal {
            eprint!("\r\x1b[K");
        }
        let book = book.map_err(|e| CliError::Usage(e.to_string()))?;
        out.write_all(book.to_text().as_bytes())?;
        return Ok(());
    }
    if let Some(turns) = args.book {
        let first = game.start().turn();
        let book = Book::make(
            game.rules(),
            first,
            turns,
            &mut solver,
            &options,
            &mut |done, waiting| {
                if terminal {
                    eprint!(
                        "\r\x1b[K{}",
                        super::lang().text(
                            "rep-solve-book",
                            &[
                                ("done", done.to_string().into()),
                                ("waiting", waiting.to_string().into()),
                            ],
                        )
                    );
                }
            },
        );
        if terminal {
            eprint!("\r\x1b[K");
        }
        let book = book.map_err(|e| CliError::Usage(e.to_string()))?;
        out.write_all(book.to_text().as_bytes())?;
        return Ok(());
    }
    let mut show = |p: &Progress| {
        if terminal {
            let lang = super::lang();
            eprint!(
                "\r\x1b[K{}",
                lang.text(
                    "rep-solve-progress",
                    &[
                        ("test", p.tests.to_string().into()),
                        ("lower", p.lower.to_string().into()),
                        ("upper", p.upper.to_string().into()),
                        ("nodes", super::count_in(lang, p.nodes).into()),
                        (
                            "seconds",
                            super::decimal_in(lang, p.elapsed.as_secs_f64(), 1).into(),
                        ),
                    ],
                )
            );
        }
    };
    let solution = solver
        .solve(rules, pos, &history, &options, &mut show)
        .map_err(|e| CliError::Usage(e.to_string()));
    if terminal {
        eprint!("\r\x1b[K");
    }
    let solution = solution?;
    let players = pos.num_players();
    let me = solution.to_move;
    let name = |p: u8| render::player_name(players, p);
    let mut texts = Vec::new();
    let mut at = pos.clone();
    for mv in &solution.line {
        texts.push(rules.move_text(&at, mv));
        let mut reps = mancala::engine::Repetitions::new();
        mancala::engine::apply(rules, &mut at, mv, &mut reps, &mut mancala::NoRecord);
    }
    let p = &solution.progress;
    let seconds = p.elapsed.as_secs_f64();
    if args.json {
        let outcome = solution.outcome.as_ref();
        let doc = json!({
            "ruleset": rules.info().id,
            "name": rules.info().name,
            "settings": args.settings,
            "moves": game.move_texts().iter().collect::<Vec<_>>(),
            "to_move": name(me).to_lowercase(),
            "solved": solution.value().is_some(),
            "value": solution.value(),
            "lower": solution.lower,
            "upper": solution.upper,
            "south_value": solution.south_value(),
            "result": solution.value().map(|v| match v.signum() {
                1 => "win",
                -1 => "loss",
                _ => "draw",
            }),
            "winner": outcome.map(|o| o.winner.map(|w| name(w).to_lowercase())),
            "scores": outcome.map(|o| o.scores(players).to_vec()),
            "end": outcome.map(|o| o.reason.as_str()),
            "best": texts.first(),
            "line": texts,
            "tests": p.tests,
            "nodes": p.nodes,
            "table_hits": p.hits,
            "table_entries": solver.capacity(),
            "database": solution.database.map(|d| json!({
                "pieces": d.pieces,
                "bytes": d.bytes,
                "build_seconds": (d.build.as_secs_f64() * 1000.0).round() / 1000.0,
                "read_from_file": d.loaded,
            })),
            "seconds": (seconds * 1000.0).round() / 1000.0,
        });
        writeln!(out, "{doc:#}")?;
        return Ok(());
    }
    let lang = super::lang();
    let say = |id: &str, args: &[(&str, Arg)]| lang.text(id, args);
    let named = |p: u8| Arg::from(render::player_name_in(lang, players, p));
    writeln!(
        out,
        "{}",
        mancala::ruleset::ruleset_name_in(lang, rules.info())
    )?;
    let moved = game.num_plies();
    if moved == 0 {
        writeln!(out, "{}", say("rep-solve-start", &[("player", named(me))]))?;
    } else {
        let line = say(
            "rep-solve-after",
            &[("player", named(me)), ("moves", moved.into())],
        );
        writeln!(out, "{line}")?;
    }
    match solution.value() {
        Some(v) => {
            let value = Arg::from(format!("{v:+}"));
            let line = match v.signum() {
                0 => say(
                    "rep-solve-value-draw",
                    &[("value", value), ("player", named(me))],
                ),
                sign => {
                    let winner = if sign > 0 { me } else { 1 - me };
                    say(
                        "rep-solve-value-win",
                        &[
                            ("value", value),
                            ("player", named(me)),
                            ("winner", named(winner)),
                            ("margin", v.abs().to_string().into()),
                        ],
                    )
                }
            };
            writeln!(out, "{line}")?;
            if let Some(outcome) = &solution.outcome {
                // The end's name in English (as the JSON has it), its words in other languages.
                let reason = if lang == mancala::lang::Lang::english() {
                    outcome.reason.to_string()
                } else {
                    rules.end_reason_text_in(lang, outcome.reason)
                };
                let line = say(
                    "rep-solve-final",
                    &[
                        ("south", named(0)),
                        ("southscore", outcome.scores[0].to_string().into()),
                        ("north", named(1)),
                        ("northscore", outcome.scores[1].to_string().into()),
                        ("reason", reason.into()),
                    ],
                );
                writeln!(out, "{line}")?;
            }
            if let Some(best) = texts.first() {
                writeln!(
                    out,
                    "{}",
                    say("rep-solve-best", &[("move", best.as_str().into())])
                )?;
                let line = say(
                    "rep-solve-line",
                    &[
                        ("count", texts.len().into()),
                        ("line", texts.join(" ").into()),
                    ],
                );
                writeln!(out, "{line}")?;
            }
        }
        None => {
            let (lower, upper) = (solution.lower, solution.upper);
            let bounded = |v: i32| v.abs() < solve::MAX_SOLVER_VALUE;
            let id = match (bounded(lower), bounded(upper)) {
                (true, true) => "rep-solve-unsolved-between",
                (true, false) => "rep-solve-unsolved-at-least",
                (false, true) => "rep-solve-unsolved-at-most",
                (false, false) => "rep-solve-unsolved-unbounded",
            };
            let line = say(
                id,
                &[
                    ("player", named(me)),
                    ("lower", format!("{lower:+}").into()),
                    ("upper", format!("{upper:+}").into()),
                ],
            );
            writeln!(out, "{line}")?;
        }
    }
    let line = say(
        "rep-solve-searched",
        &[
            ("nodes", super::count_in(lang, p.nodes).into()),
            ("hits", super::count_in(lang, p.hits).into()),
            ("tests", p.tests.to_string().into()),
            ("seconds", super::decimal_in(lang, seconds, 2).into()),
            (
                "capacity",
                super::count_in(lang, solver.capacity() as u64).into(),
            ),
        ],
    );
    writeln!(out, "{line}")?;
    if let Some(d) = solution.database {
        let mut values = vec![
            ("pieces", Arg::from(d.pieces.to_string())),
            ("bytes", super::count_in(lang, d.bytes as u64).into()),
            (
                "seconds",
                super::decimal_in(lang, d.build.as_secs_f64(), 2).into(),
            ),
        ];
        let id = if d.loaded {
            let file = args
                .database_file
                .as_deref()
                .map_or_else(String::new, |p| p.display().to_string());
            values.push(("file", file.into()));
            "rep-solve-database-read"
        } else if d.build.is_zero() {
            "rep-solve-database-ready"
        } else {
            "rep-solve-database-built"
        };
        writeln!(out, "{}", say(id, &values))?;
    }
    if solution.value().is_none() {
        return Err(CliError::Usage(say(
            "err-solve-unsolved",
            &[(
                "limit",
                args.time_limit.unwrap_or_default().to_string().into(),
            )],
        )));
    }
    Ok(())
}
