//! `mancala puzzles generate|list` and `mancala puzzle`: puzzles proven by the engine; the
//! library's [`mancala::puzzle`] finds, proves, reads and checks them.

use std::{
    io::{BufRead, IsTerminal, Write},
    path::PathBuf,
    sync::Arc,
};

use clap::{Args, Subcommand};

use super::{CliError, lang};
use mancala::{
    Family,
    puzzle::{
        self, Puzzle, PuzzleFileError, Verdict,
        generate::{self, GenerateOptions, GenerateProgress},
        prove,
    },
    render,
    rules::Rules,
    ruleset::View,
};

/// The most puzzles one generation may ask for.
pub(crate) const MAX_COUNT: usize = 10_000;

/// `mancala puzzles`.
#[derive(Debug, Subcommand)]
pub(crate) enum PuzzlesCommand {
    /// Find puzzles in games the computer plays against itself: positions where one move is
    /// clearly best, proved exactly by the solver where it settles them, else by a
    /// deterministic search with its depth stated and checked two plies deeper. Writes JSON
    /// Lines (one puzzle a line).
    Generate(GenerateArgs),
    /// List the puzzles of a ruleset (the shipped ones, or a puzzle file's).
    List(ListArgs),
}

/// Arguments of `mancala puzzles generate`.
#[derive(Debug, Args)]
pub(crate) struct GenerateArgs {
    /// A shipped ruleset id (see `mancala rules list`) of two players won by points.
    ruleset: String,
    /// How many puzzles to find (1 to 10,000).
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// The seed of the games (the same seed, count and depth give the same puzzles).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The depth of a proof by search, in plies from the puzzle's position (2 to 28); a
    /// search two plies deeper must agree.
    #[arg(long, default_value_t = generate::DEFAULT_DEPTH)]
    depth: u32,
    /// Write the puzzles to this file instead of standard output.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

/// Arguments of `mancala puzzles list`.
#[derive(Debug, Args)]
pub(crate) struct ListArgs {
    /// A shipped ruleset id: its puzzles.
    ruleset: String,
    /// The puzzles of this file (JSON Lines) instead of the shipped ones: those of RULESET.
    #[arg(long, value_name = "FILE")]
    file: Option<PathBuf>,
    /// Print one JSON object a line, each puzzle whole (its position, answer, proof,
    /// difficulty and origin).
    #[arg(long)]
    json: bool,
}

/// Arguments of `mancala puzzle`.
#[derive(Debug, Args)]
pub(crate) struct PuzzleArgs {
    /// A shipped ruleset id: its puzzles [default: o-an-quan].
    ruleset: Option<String>,
    /// Start with the puzzle of this id (`kalah-017`), then go on with the ones after it.
    #[arg(long, conflicts_with = "rating")]
    id: Option<String>,
    /// Puzzles of about this rating first: ordered by how far their rating is from it.
    #[arg(long)]
    rating: Option<u32>,
    /// The puzzles of this file (JSON Lines) instead of the shipped ones.
    #[arg(long, value_name = "FILE")]
    file: Option<PathBuf>,
}

impl From<PuzzleFileError> for CliError {
    fn from(e: PuzzleFileError) -> CliError {
        CliError::Usage(e.error_in(lang()))
    }
}

/// `mancala puzzles ...`.
pub(crate) fn run(command: &PuzzlesCommand, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Generate(args) => generate(args, out),
        PuzzlesCommand::List(args) => list(args, out),
    }
}

/// A shipped ruleset for puzzles: two players, won by points.
fn puzzle_rules(id: &str) -> Result<Arc<dyn Family>, CliError> {
    let rules = Rules::builtin(id).ok_or_else(|| {
        CliError::BadArgument(lang().text(
            "puzzle-err-ruleset",
            &[
                ("ruleset", id.into()),
                (
                    "known",
                    Rules::builtin_ids().collect::<Vec<_>>().join(", ").into(),
                ),
            ],
        ))
    })?;
    if rules.num_players() != 2 || rules.not_solvable().is_some() {
        return Err(CliError::BadArgument(
            lang().text("puzzle-err-not-by-points", &[("ruleset", id.into())]),
        ));
    }
    Ok(rules)
}

/// `mancala puzzles generate`.
fn generate(args: &GenerateArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let lang = lang();
    if !(1..=MAX_COUNT).contains(&args.count) {
        return Err(CliError::BadArgument(lang.text(
            "puzzle-err-count",
            &[("count", args.count.into()), ("max", MAX_COUNT.into())],
        )));
    }
    let most = prove::MAX_PROOF_DEPTH - 2;
    if !(2..=most).contains(&args.depth) {
        return Err(CliError::BadArgument(lang.text(
            "puzzle-err-generate-depth",
            &[("depth", args.depth.into()), ("max", most.into())],
        )));
    }
    let rules = puzzle_rules(&args.ruleset)?;
    let terminal = std::io::stderr().is_terminal();
    let started = std::time::Instant::now();
    let mut show = |p: &GenerateProgress| {
        if terminal {
            eprint!(
                "\r\x1b[K{}",
                lang.text(
                    "puzzle-generate-progress",
                    &[
                        ("found", p.found.into()),
                        ("wanted", p.wanted.into()),
                        ("games", p.games.into()),
                        ("tried", p.tried.into()),
                    ],
                )
            );
        }
    };
    let puzzles = generate::generate(
        &rules,
        &args.ruleset,
        GenerateOptions {
            count: args.count,
            seed: args.seed,
            depth: args.depth,
        },
        &mut show,
    );
    if terminal {
        eprint!("\r\x1b[K");
    }
    let mut text = String::new();
    for p in &puzzles {
        text.push_str(&p.to_json_line());
        text.push('\n');
    }
    match &args.out {
        Some(path) => std::fs::write(path, text).map_err(|source| CliError::Write {
            path: path.display().to_string(),
            source,
        })?,
        None => out.write_all(text.as_bytes())?,
    }
    let exact = puzzles
        .iter()
        .filter(|p| p.proof.method == puzzle::Method::Exact)
        .count();
    eprintln!(
        "{}",
        lang.text(
            "puzzle-generate-done",
            &[
                ("found", puzzles.len().into()),
                ("exact", exact.into()),
                ("ruleset", args.ruleset.as_str().into()),
                ("seed", args.seed.to_string().into()),
                (
                    "seconds",
                    super::decimal_in(lang, started.elapsed().as_secs_f64(), 1).into()
                ),
            ],
        )
    );
    if puzzles.len() < args.count {
        return Err(CliError::Usage(lang.text(
            "puzzle-err-too-few",
            &[
                ("found", puzzles.len().into()),
                ("wanted", args.count.into()),
            ],
        )));
    }
    Ok(())
}

/// The puzzles of `ruleset`: the shipped ones, or those of `file` for it.
fn puzzles_of(ruleset: &str, file: Option<&PathBuf>) -> Result<Vec<Puzzle>, CliError> {
    puzzle_rules(ruleset)?;
    match file {
        None => Ok(puzzle::shipped(ruleset).to_vec()),
        Some(path) => {
            let all = puzzle::load(path, &Rules)?;
            Ok(all.into_iter().filter(|p| p.ruleset == ruleset).collect())
        }
    }
}

/// `mancala puzzles list`.
fn list(args: &ListArgs, out: &mut dyn Write) -> Result<(), CliError> {
    let puzzles = puzzles_of(&args.ruleset, args.file.as_ref())?;
    let lang = lang();
    if args.json {
        for p in &puzzles {
            writeln!(out, "{}", p.to_json_line())?;
        }
        return Ok(());
    }
    for p in &puzzles {
        let method = match p.proof.method {
            puzzle::Method::Exact => lang.text("puzzle-method-exact", &[]),
            puzzle::Method::Search { depth } => {
                lang.text("puzzle-method-search", &[("depth", depth.into())])
            }
        };
        writeln!(
            out,
            "{}",
            lang.text(
                "puzzle-list-line",
                &[
                    ("id", p.id.as_str().into()),
                    ("rating", p.difficulty.rating.into()),
                    ("answer", p.answer.as_str().into()),
                    ("best", p.proof.best.into()),
                    ("next", p.proof.next_move.as_str().into()),
                    ("next_best", p.proof.next_best.into()),
                    ("method", method.into()),
                    ("fen", p.fen.as_str().into()),
                ],
            )
        )?;
    }
    Ok(())
}

/// `mancala puzzle`: the puzzles one after another, a move read for each.
pub(crate) fn play(
    args: &PuzzleArgs,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let lang = lang();
    let ruleset = args.ruleset.as_deref().unwrap_or("o-an-quan");
    let rules = puzzle_rules(ruleset)?;
    let mut puzzles = puzzles_of(ruleset, args.file.as_ref())?;
    if let Some(id) = &args.id {
        let at = puzzles.iter().position(|p| p.id == *id).ok_or_else(|| {
            CliError::BadArgument(lang.text(
                "puzzle-err-no-id",
                &[("id", id.as_str().into()), ("ruleset", ruleset.into())],
            ))
        })?;
        puzzles.drain(..at);
    }
    if let Some(r) = args.rating {
        puzzles.sort_by_key(|p| p.difficulty.rating.abs_diff(r));
    }
    if puzzles.is_empty() {
        return Err(CliError::Usage(
            lang.text("puzzle-err-none", &[("ruleset", ruleset.into())]),
        ));
    }
    let total = puzzles.len();
    let (mut solved, mut tried) = (0usize, 0usize);
    'puzzles: for (n, p) in puzzles.iter().enumerate() {
        let game = p
            .game(Arc::clone(&rules))
            .map_err(|e| CliError::Usage(e.error_in(lang)))?;
        let pos = game.position();
        writeln!(
            out,
            "{}",
            lang.text(
                "puzzle-header",
                &[
                    ("id", p.id.as_str().into()),
                    ("number", (n + 1).into()),
                    ("total", total.into()),
                    ("rating", p.difficulty.rating.into()),
                ],
            )
        )?;
        let view = View {
            colour: interactive && std::io::stdout().is_terminal(),
            ..View::from_seat(pos.turn())
        };
        writeln!(out, "{}", rules.draw_in(lang, pos, &view))?;
        writeln!(out, "{}", p.question_in(lang, &*rules, &game))?;
        loop {
            let name = render::player_name_in(lang, rules.num_players(), pos.turn());
            let prompt = lang.text(
                "play-prompt",
                &[
                    ("player", name.into()),
                    ("moves", game.legal_move_texts().join(" ").into()),
                ],
            );
            write!(out, "{prompt} ")?;
            out.flush()?;
            let mut line = String::new();
            if input.read_line(&mut line)? == 0 {
                writeln!(out)?;
                break 'puzzles;
            }
            let text = line.trim();
            if !interactive {
                writeln!(out, "{text}")?;
            }
            match text {
                "" => continue,
                "quit" | "exit" => break 'puzzles,
                _ => {}
            }
            match p.check(&game, text) {
                Err(e) => {
                    let why = render::move_error_in(lang, &*rules, pos, &e);
                    writeln!(out, "{why}")?;
                }
                Ok(verdict) => {
                    tried += 1;
                    match verdict {
                        Verdict::Right => {
                            solved += 1;
                            writeln!(
                                out,
                                "{}",
                                lang.text("puzzle-right", &[("answer", p.answer.as_str().into())])
                            )?;
                        }
                        Verdict::Wrong { played, value } => writeln!(
                            out,
                            "{}",
                            lang.text(
                                "puzzle-wrong",
                                &[
                                    ("played", played.as_str().into()),
                                    ("value", value.into()),
                                    ("answer", p.answer.as_str().into()),
                                    ("best", p.proof.best.into()),
                                ],
                            )
                        )?,
                    }
                    writeln!(out, "{}", p.proof_in(lang))?;
                    writeln!(out)?;
                    break;
                }
            }
        }
    }
    writeln!(
        out,
        "{}",
        lang.text(
            "puzzle-score",
            &[("solved", solved.into()), ("tried", tried.into())]
        )
    )?;
    Ok(())
}
