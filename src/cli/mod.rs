//! The `mancala` command line: argument parsing and printing only; the library does the work.

use std::{
    io::{self, BufRead, IsTerminal, Write},
    path::PathBuf,
    process::ExitCode,
};

use clap::{Args, Parser, Subcommand};

use mancala::{
    agent::{ParseSeatError, Seat},
    game::Game,
    json,
    lang::Lang,
    record::{GameRecord, RecordError},
    render,
    rules::{Rules, RulesetError},
    ruleset::FirstPlayer,
    solve::{DatabaseFileError, Endgames, EndgamesSource},
};

mod analyse_cmd;
mod compare;
mod connect;
mod docs;
mod engine;
mod fit_cmd;
mod learn_cmd;
mod play;
mod puzzle_cmd;
mod record_cmd;
mod render_cmd;
mod review_cmd;
mod rules_cmd;
mod serve;
mod solve_cmd;
mod worksheet_cmd;

use rules_cmd::RulesCommand;

/// Play, replay and explain sowing games: Ô ăn quan and its variants.
#[derive(Debug, Parser)]
#[command(name = "mancala", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Keep the computer players' endgame databases (rulesets played on pit counts: Kalah,
    /// one-round Sungka) in this directory, made if missing: each is built once, written there
    /// and read by every later run in a fraction of a second. With it a database holds every
    /// board of up to 17 seeds on six houses a side (52 MB, about 3 s to build on two cores),
    /// and the players play every such endgame perfectly. A file the disk damaged is built
    /// again (said on standard error); one whose values disagree with the rules' moves (forged,
    /// or written by a faulty program) is refused and left as it is
    #[arg(long, global = true, value_name = "DIR")]
    endgames: Option<PathBuf>,
    /// The computer players' endgame databases hold every board of up to this many pieces (0:
    /// none; at most 1 Gi boards, fewer pieces where that is too many). Default: as many as
    /// 1 Mi boards hold (10 seeds on six houses a side), or 64 Mi with --endgames (17)
    #[arg(long, global = true, value_name = "PIECES", value_parser = clap::value_parser!(u32).range(0..=100))]
    endgame_pieces: Option<u32>,
    /// The language of what is printed for people (boards, moves, narration, rules, results,
    /// prompts): vi, en or fr. Default: the language of LC_ALL, LC_MESSAGES or LANG (the first
    /// one set), English if it is none of these. The help stays in English
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    lang: Option<Lang>,
}

/// The language chosen for this run (`--lang`, else the environment's), English until set.
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// The language of everything this run prints for people.
pub(crate) fn lang() -> Lang {
    LANG.get().copied().unwrap_or_else(Lang::english)
}

/// `--lang`: a language of the catalogues (the error lists them).
fn parse_lang(s: &str) -> Result<Lang, String> {
    s.parse::<Lang>().map_err(|e| e.to_string())
}

/// The language `--lang` gives, else the one the environment asks for (`LC_ALL`,
/// `LC_MESSAGES`, `LANG`; a locale we have no catalogue for is English).
fn chosen_lang(flag: Option<Lang>) -> Lang {
    flag.unwrap_or_else(|| {
        let var = |name: &str| std::env::var(name).ok();
        Lang::from_environment(
            var("LC_ALL").as_deref(),
            var("LC_MESSAGES").as_deref(),
            var("LANG").as_deref(),
        )
    })
}

/// Makes the directory `dir` given to `flag` if it is missing.
fn make_directory(flag: &str, dir: &std::path::Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir).map_err(|e| {
        CliError::BadArgument(lang().text(
            "err-cli-directory",
            &[
                ("flag", flag.into()),
                ("dir", dir.display().to_string().into()),
                (
                    "why",
                    mancala::ruleset::config::io_error_in(lang(), &e).into(),
                ),
            ],
        ))
    })
}

/// Applies `--endgames` and `--endgame-pieces` for the whole run: a database file rebuilt or
/// refused when a search first asks for it is said on standard error.
fn configure_endgames(cli: &Cli) -> Result<(), CliError> {
    if let Some(dir) = &cli.endgames {
        make_directory("--endgames", dir)?;
    }
    Endgames::configure(mancala::solve::EndgameSettings {
        directory: cli.endgames.clone(),
        pieces: cli.endgame_pieces.map(|p| p as usize),
    });
    Endgames::report_to(Some(warn_of_endgames));
    Ok(())
}

/// Says an endgame database file rebuilt or refused on standard error (one line).
fn warn_of_endgames(source: &EndgamesSource) {
    if matches!(
        source,
        EndgamesSource::Rebuilt { .. } | EndgamesSource::Refused { .. }
    ) {
        eprintln!("warning: {source}");
    }
}

/// Readies the players' endgame database of `rules` before the first game, when `--endgames`
/// keeps it in a file: a file refused (whole, but its values disagree with the rules' moves)
/// stops the command, rather than letting the players play without the database asked for;
/// a file rebuilt is said on standard error.
fn ready_endgames(rules: &dyn mancala::Family) -> Result<(), CliError> {
    match Endgames::ready(rules) {
        Some(EndgamesSource::Refused { why, .. }) => Err(CliError::Endgames(why)),
        Some(source) => {
            warn_of_endgames(&source);
            Ok(())
        }
        None => Ok(()),
    }
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Play a game at the terminal; moves can also be piped on standard input.
    Play(PlayArgs),
    /// Show a game move by move, from a list of moves or a saved game.
    Replay(ReplayArgs),
    /// Draw a position as an SVG picture: the start of a ruleset, after some moves, or the end
    /// of a saved game.
    Render(render_cmd::RenderArgs),
    /// Game records: convert between JSON, the PGN-style text and OGN.
    #[command(subcommand)]
    Record(record_cmd::RecordCommand),
    /// List, show, check and start rulesets.
    #[command(subcommand)]
    Rules(RulesCommand),
    /// Compare rulesets over many computer games: wins, draws, lengths, captures, with intervals.
    Compare(compare::CompareArgs),
    /// Combine the JSON reports of the shards of one comparison into its full result.
    Merge(compare::MergeArgs),
    /// The exact value of a game with perfect play (small boards): who wins and by how much,
    /// the best move and a line of perfect play.
    Solve(solve_cmd::SolveArgs),
    /// The best move and value of a position: exact where the solver settles it in the time
    /// given, else alpha-beta's with its depth.
    Analyse(analyse_cmd::AnalyseArgs),
    /// Review a saved game: every move's value before and after, the best move, the loss and
    /// its class, and each player's accuracy.
    Review(review_cmd::ReviewArgs),
    /// A round robin between computer players, with a win matrix and Elo ratings.
    Tournament(compare::TournamentArgs),
    /// Random playouts as fast as the engine goes: games/s, moves/s, ns per move.
    Bench(BenchArgs),
    /// Fit the weights of alpha-beta's evaluation to self-play labelled by deeper searches,
    /// and print them as the ruleset's table of its family's evaluation.toml.
    FitEval(fit_cmd::FitArgs),
    /// Host rooms of games over the network: people and computer players in seats, observers,
    /// chat (a WebSocket protocol; see docs/src/serve-protocol.md).
    Serve(serve::ServeArgs),
    /// Speak the engine protocol on standard input and output, for programs (see
    /// docs/src/engine-protocol.md).
    Engine(engine::EngineArgs),
    /// Print the completion script for a shell (bash, zsh, fish, elvish, powershell).
    Completions(docs::CompletionsArgs),
    /// Follow the lessons of a game: its rules step by step, examples narrated move by move,
    /// and tasks answered on the board, checked by the engine.
    Learn(learn_cmd::LearnArgs),
    /// Print the manual page (roff), or write every page into a directory with --dir.
    Man(docs::ManArgs),
    /// Write a printable worksheet (A4 PDF) of the shipped puzzles: boards with a question
    /// under each, and the answer key on the last page.
    Worksheet(worksheet_cmd::WorksheetArgs),
    /// Puzzles proven by the engine: find them in self-play, or list them.
    #[command(subcommand)]
    Puzzles(puzzle_cmd::PuzzlesCommand),
    /// Solve puzzles at the terminal: the board, the question, your move, right or wrong with
    /// the proof; moves can also be piped on standard input.
    Puzzle(puzzle_cmd::PuzzleArgs),
}

#[derive(Debug, Args)]
struct BenchArgs {
    /// The rulesets (shipped ids or ruleset files).
    #[arg(required = true)]
    rulesets: Vec<String>,
    /// Seconds per ruleset (above 0, at most 86400: a day).
    #[arg(long, default_value_t = 5.0, conflicts_with = "games")]
    seconds: f64,
    /// Play exactly this many games per thread instead of playing for a time (1 to
    /// 1,000,000,000,000).
    #[arg(long)]
    games: Option<u64>,
    /// Seed of the random moves.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Independent playout loops on this many threads, 1 to four a core (the total is
    /// reported).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Print JSON, one object per ruleset.
    #[arg(long)]
    json: bool,
}

/// Arguments of `mancala play`.
#[derive(Debug, Args)]
pub(crate) struct PlayArgs {
    /// A shipped ruleset id (see `mancala rules list`) or the path of a ruleset file [default:
    /// o-an-quan; with --load, the saved game's].
    pub(crate) ruleset: Option<String>,
    /// Who plays South (player 0): human, random, greedy, easy, medium, hard, max,
    /// alphabeta:DEPTH (1 to 64), mcts:ITERATIONS (1 to 1,000,000), alphabeta:TIME or
    /// mcts:TIME (1ms to 600s, e.g. 500ms, 2s), or DEPTH@TIME, ITERATIONS@TIME;
    /// alphabeta-lead:DEPTH (or TIME), alpha-beta on the lead in points alone, without the
    /// ruleset's fitted evaluation; perfect or
    /// perfect:TIME, exact play by the solver (two-player rulesets it can solve; at most TIME a
    /// move, default 600s, alpha-beta's move where it does not solve the position in time);
    /// anti-mcts or anti-mcts:TIME, the perfect player but for the shipped book against MCTS
    /// (North's opening of Kalah), moves that leave an MCTS opponent least; or
    /// engine:COMMAND[@BUDGET], another program speaking the engine protocol (budget: DEPTH,
    /// TIME or DEPTH@TIME, default 6@2s). An alpha-beta player (easy, medium, hard,
    /// alphabeta:...) searches on N threads with /Nt, 1 to four a core (e.g. hard/2t,
    /// alphabeta:500ms/2t; default one; at a fixed depth it plays the same moves on any number)
    /// [default: human; with --load, the saved game's].
    #[arg(long, value_parser = parse_seat)]
    pub(crate) south: Option<Seat>,
    /// Who plays North (player 1); the same choices as --south [default: medium; with --load,
    /// the saved game's].
    #[arg(long, value_parser = parse_seat)]
    pub(crate) north: Option<Seat>,
    /// Who plays seat P, as P=PLAYER (e.g. 2=random); repeat it for each seat. Seats 0 and 1
    /// are South and North; seats not given are computer players (medium). A bare number N is
    /// a person's seat (with --connect: the seat to take).
    #[arg(long = "seat", value_name = "P=PLAYER", value_parser = parse_seat_assignment)]
    pub(crate) seats: Vec<(u8, Seat)>,
    /// Who moves first: south, north, a player number or random (default: the ruleset's
    /// first-player).
    #[arg(long, value_parser = parse_first)]
    pub(crate) first: Option<FirstPlayer>,
    /// Start from this position string (FEN) of the ruleset instead of its start (see
    /// docs/src/positions.md).
    #[arg(long, value_name = "FEN", conflicts_with_all = ["first", "load"])]
    pub(crate) from: Option<String>,
    /// Seed of the game's random generator (computer players, random first player).
    #[arg(long)]
    pub(crate) seed: Option<u64>,
    /// Keep the game in this file, brought up to date after every move (each move a small
    /// write; never half-written), so nothing is lost.
    #[arg(long, value_name = "FILE")]
    pub(crate) save: Option<PathBuf>,
    /// Resume a saved game: its ruleset, players and seed come back with it.
    #[arg(long, value_name = "FILE")]
    pub(crate) load: Option<PathBuf>,
    /// Narrate every move (the computer's too) for a learner, as `replay --explain` does.
    #[arg(long, conflicts_with = "json")]
    pub(crate) explain: bool,
    /// Print JSON Lines on standard output, one object per position as `replay --json` does;
    /// prompts and messages go to standard error.
    #[arg(long)]
    pub(crate) json: bool,
    /// Colour the last move and the player to move: auto (on a terminal, unless NO_COLOR is
    /// set or TERM is dumb), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, value_name = "WHEN")]
    pub(crate) color: ColorChoice,
    /// How long `hint` may think about a move (1ms to 600s, e.g. 500ms or 5s): the exact solver
    /// for at most half a second (or half this time), then alpha-beta if it did not solve it.
    #[arg(long, default_value = "5s", value_name = "TIME")]
    pub(crate) hint_time: String,
    /// Play on a `mancala serve` server: http://HOST:PORT/rooms/ID joins that room (a free
    /// seat, or the one `--seat N` names); http://HOST:PORT makes a new room of RULESET, with
    /// the seats --south/--north/--seat give (people by default), and joins it.
    #[arg(long, value_name = "URL", conflicts_with_all = ["load", "save", "json", "first", "seed"])]
    pub(crate) connect: Option<String>,
    /// With --connect: watch the game instead of taking a seat.
    #[arg(long, requires = "connect")]
    pub(crate) observe: bool,
    /// With --connect and --seat N: the token the server gave for that seat, to take it back.
    #[arg(long, requires = "connect", value_name = "TOKEN")]
    pub(crate) token: Option<String>,
    /// With --connect: the name the others see in your seat (default: the seat's side).
    #[arg(long, requires = "connect", value_name = "NAME")]
    pub(crate) name: Option<String>,
    /// With --connect and a new room: the room's name, shown in the list of rooms.
    #[arg(long, requires = "connect", value_name = "NAME")]
    pub(crate) room_name: Option<String>,
}

/// When to colour a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Whether to colour output going to a terminal (`terminal`) in this environment.
    pub(crate) fn enabled(self, terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal
                    && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                    && std::env::var_os("TERM").is_none_or(|t| t != "dumb")
            }
        }
    }
}

#[derive(Debug, Args)]
struct ReplayArgs {
    /// A ruleset (with --moves or --from), or a saved game: a record file (JSON, PGN-style or OGN).
    game: String,
    /// The moves, separated by spaces or commas, e.g. "1R 3L 4R".
    #[arg(long)]
    moves: Option<String>,
    /// Who moves first with --moves: south, north, 0, 1 (default: the ruleset's first-player).
    #[arg(long, value_parser = parse_first, conflicts_with = "from")]
    first: Option<FirstPlayer>,
    /// Start from this position string (FEN) of the ruleset instead of its start; --moves go
    /// on from it (see docs/src/positions.md).
    #[arg(long, value_name = "FEN")]
    from: Option<String>,
    /// Narrate every step for a learner: sowing, relays, captures, refills, the end.
    #[arg(long, conflicts_with = "json")]
    explain: bool,
    /// Print JSON Lines: the initial position, then one position per move.
    #[arg(long)]
    json: bool,
    /// Write one SVG picture per position into DIR (ply-0000.svg for the start, then one per
    /// move) and an index.html showing them in order, instead of the transcript.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["json", "explain"])]
    svg: Option<PathBuf>,
    /// With --svg: the seat the board is seen from, its row at the bottom (south, north or a
    /// player number; default south).
    #[arg(long, value_parser = parse_view_seat, requires = "svg")]
    seat: Option<u8>,
}

/// A seat to see the board from: `south`, `north` or a player number.
fn parse_view_seat(s: &str) -> Result<u8, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "south" => Ok(0),
        "north" => Ok(1),
        n => match n.parse::<u8>() {
            Ok(p) if usize::from(p) < mancala::position::MAX_PLAYERS => Ok(p),
            _ => Err(lang().text(
                "err-cli-view-seat",
                &[
                    (
                        "last",
                        (mancala::position::MAX_PLAYERS - 1).to_string().into(),
                    ),
                    ("given", s.into()),
                ],
            )),
        },
    }
}

fn parse_seat(s: &str) -> Result<Seat, String> {
    s.parse().map_err(|e: ParseSeatError| e.error_in(lang()))
}

fn parse_seat_assignment(s: &str) -> Result<(u8, Seat), String> {
    // A bare seat number is a person's seat (`--connect URL --seat 1`).
    if let Ok(p) = s.trim().parse::<u8>() {
        return Ok((p, Seat::Human));
    }
    let (p, seat) = s
        .split_once('=')
        .ok_or_else(|| lang().text("err-cli-seat-assignment", &[("given", s.into())]))?;
    let p: u8 = p
        .trim()
        .parse()
        .map_err(|_| lang().text("err-cli-seat-number", &[("given", p.into())]))?;
    let seat = parse_seat(seat)?;
    Ok((p, seat))
}

fn parse_first(s: &str) -> Result<FirstPlayer, String> {
    match s.trim().to_ascii_lowercase().as_str() {
        "south" => Ok(FirstPlayer::Player(0)),
        "north" => Ok(FirstPlayer::Player(1)),
        "random" => Ok(FirstPlayer::Random),
        n => match n.parse::<u8>() {
            Ok(p) if usize::from(p) < mancala::position::MAX_PLAYERS => Ok(FirstPlayer::Player(p)),
            _ => Err(lang().text("err-cli-first", &[("given", s.into())])),
        },
    }
}

/// Errors the commands report (exit status 1).
#[derive(Debug, thiserror::Error)]
pub(crate) enum CliError {
    #[error(transparent)]
    Ruleset(#[from] RulesetError),
    #[error(transparent)]
    Record(#[from] Box<RecordError>),
    /// A move of `--moves` that cannot be played: what is wrong and the board it met, in
    /// the run's language.
    #[error("{message}\n{board}")]
    Move { message: String, board: String },
    #[error("{0}")]
    Usage(String),
    /// A command-line value that makes no sense for this game (exit status 2, like clap's).
    #[error("{0}")]
    BadArgument(String),
    #[error("cannot write {path}: {source}")]
    Write { path: String, source: io::Error },
    #[error(transparent)]
    Io(#[from] io::Error),
    /// An endgame database file refused: its values disagree with the rules' moves.
    #[error(transparent)]
    Endgames(DatabaseFileError),
}

impl CliError {
    /// The error in `lang` (in English, as [`std::fmt::Display`] writes it).
    pub(crate) fn error_in(&self, lang: Lang) -> String {
        if lang == Lang::english() {
            return self.to_string();
        }
        match self {
            CliError::Ruleset(e) => e.error_in(lang),
            CliError::Record(e) => e.error_in(lang),
            CliError::Write { path, source } => lang.text(
                "err-cli-write",
                &[
                    ("path", path.as_str().into()),
                    (
                        "why",
                        mancala::ruleset::config::io_error_in(lang, source).into(),
                    ),
                ],
            ),
            CliError::Io(e) => lang.text(
                "err-cli-io",
                &[("why", mancala::ruleset::config::io_error_in(lang, e).into())],
            ),
            // Said in the language where they are made; an endgame file refused keeps the
            // solver's English.
            CliError::Move { .. }
            | CliError::Usage(_)
            | CliError::BadArgument(_)
            | CliError::Endgames(_) => self.to_string(),
        }
    }
}

/// The language `--lang` asks for among the process's arguments, read before the command line
/// is parsed, so that what our own value parsers say is in it (`--lang vi`, `--lang=vi`).
fn lang_in_arguments() -> Option<Lang> {
    let mut args = std::env::args_os().skip(1);
    while let Some(arg) = args.next() {
        let arg = arg.to_string_lossy().into_owned();
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return args
                .next()
                .and_then(|v| Lang::from_code(v.to_string_lossy().trim()));
        }
        if let Some(code) = arg.strip_prefix("--lang=") {
            return Lang::from_code(code.trim());
        }
    }
    None
}

/// Runs the program with the process's arguments and standard streams.
#[must_use]
pub fn run() -> ExitCode {
    // A panic is a bug of ours, never the user's fault: say so plainly instead of a backtrace.
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(ToString::to_string)
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info
            .location()
            .map_or(String::new(), |l| format!(" at {}:{}", l.file(), l.line()));
        eprintln!(
            "internal error: {message}{at}\nthis is a bug in mancala; please report it with the command that caused it"
        );
    }));
    // The language is known before the arguments are parsed: our value parsers' messages are
    // said in it (clap's own words around them stay English, as the help does).
    let _ = LANG.set(chosen_lang(lang_in_arguments()));
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            match clap_error_in(&e, lang()) {
                Some(said) => eprintln!("{said}"),
                None => {
                    let _ = e.print();
                }
            }
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    if let Err(e) = configure_endgames(&cli) {
        eprintln!("{}", error_line(&e.error_in(lang())));
        return ExitCode::from(2);
    }
    if let Command::Engine(args) = &cli.command {
        // The engine writes from its search thread too: standard output is not locked here.
        return match engine::run(args) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("{}", error_line(&e.error_in(lang())));
                ExitCode::from(if matches!(e, CliError::BadArgument(_)) {
                    2
                } else {
                    1
                })
            }
        };
    }
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    match execute(cli, &mut input, interactive, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Io(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = out.flush();
            eprintln!("{}", error_line(&e.error_in(lang())));
            ExitCode::from(if matches!(e, CliError::BadArgument(_)) {
                2
            } else {
                1
            })
        }
    }
}

/// "error: ..." in the run's language (`error` already in it).
/// clap's error about the command line `e` in `lang`: the usual ones (a value refused, a value
/// not among the possible ones, an unknown option or command, a missing or conflicting flag)
/// said in our words; `None` for English, for help and version, and for the rarer kinds, which
/// keep clap's own words.
fn clap_error_in(e: &clap::Error, lang: Lang) -> Option<String> {
    use clap::error::{ContextKind, ErrorKind};
    if lang == Lang::english() || !e.use_stderr() {
        return None;
    }
    let get = |kind: ContextKind| e.get(kind).map(ToString::to_string);
    // Names clap gives one or many of, backquoted and joined as the language lists choices.
    let names = |kind: ContextKind| {
        use clap::error::ContextValue;
        let items = match e.get(kind)? {
            ContextValue::Strings(v) => v.clone(),
            ContextValue::StyledStrs(v) => v.iter().map(ToString::to_string).collect(),
            other => vec![other.to_string()],
        };
        Some(mancala::ruleset::config::or_list_in(lang, &items))
    };
    let arg = || get(ContextKind::InvalidArg);
    let text = match e.kind() {
        ErrorKind::ValueValidation => lang.text(
            "err-clap-invalid-value",
            &[
                ("value", get(ContextKind::InvalidValue)?.into()),
                ("arg", arg()?.into()),
                (
                    "reason",
                    std::error::Error::source(e)
                        .map(ToString::to_string)?
                        .into(),
                ),
            ],
        ),
        ErrorKind::InvalidValue => lang.text(
            "err-clap-possible-values",
            &[
                ("value", get(ContextKind::InvalidValue)?.into()),
                ("arg", arg()?.into()),
                ("values", names(ContextKind::ValidValue)?.into()),
            ],
        ),
        ErrorKind::UnknownArgument => match names(ContextKind::SuggestedArg) {
            Some(suggestions) => lang.text(
                "err-clap-unknown-argument-suggest",
                &[("arg", arg()?.into()), ("suggestions", suggestions.into())],
            ),
            None => lang.text("err-clap-unknown-argument", &[("arg", arg()?.into())]),
        },
        ErrorKind::InvalidSubcommand => {
            let command = get(ContextKind::InvalidSubcommand)?;
            match names(ContextKind::SuggestedSubcommand) {
                Some(suggestions) => lang.text(
                    "err-clap-unknown-command-suggest",
                    &[
                        ("command", command.into()),
                        ("suggestions", suggestions.into()),
                    ],
                ),
                None => lang.text("err-clap-unknown-command", &[("command", command.into())]),
            }
        }
        ErrorKind::MissingRequiredArgument => lang.text(
            "err-clap-missing",
            &[("args", names(ContextKind::InvalidArg)?.into())],
        ),
        ErrorKind::ArgumentConflict => lang.text(
            "err-clap-conflict",
            &[
                ("arg", arg()?.into()),
                ("other", get(ContextKind::PriorArg)?.into()),
            ],
        ),
        _ => return None,
    };
    Some(format!(
        "{}\n\n{}",
        lang.text("cli-error", &[("error", text.into())]),
        lang.text("err-clap-more", &[])
    ))
}

fn error_line(error: &str) -> String {
    lang().text("cli-error", &[("error", error.into())])
}

fn execute(
    cli: Cli,
    input: &mut dyn BufRead,
    interactive: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    match cli.command {
        Command::Play(args) if args.connect.is_some() => connect::run_in(&args, lang(), out),
        Command::Play(args) => play::run(&args, input, interactive, out),
        Command::Replay(args) => replay(&args, out),
        Command::Render(args) => render_cmd::render(&args, out),
        Command::Worksheet(args) => worksheet_cmd::worksheet(&args, out),
        Command::Compare(args) => compare::compare(&args, out),
        Command::Merge(args) => compare::merge(&args, out),
        Command::Tournament(args) => compare::tournament(&args, out),
        Command::Solve(args) => solve_cmd::solve(&args, out),
        Command::Analyse(args) => analyse_cmd::analyse(&args, out),
        Command::Review(args) => review_cmd::review(&args, out),
        Command::Bench(args) => bench(&args, out),
        Command::FitEval(args) => fit_cmd::fit_eval(&args, out),
        Command::Serve(args) => serve::serve(&args, out),
        Command::Rules(command) => rules_cmd::run(&command, out),
        Command::Record(command) => record_cmd::run(&command, out),
        Command::Completions(args) => docs::completions(&args, out),
        Command::Man(args) => docs::man(&args, out),
        Command::Learn(args) => learn_cmd::learn(&args, input, interactive, out),
        Command::Engine(_) => unreachable!("run before the standard streams are locked"),
        Command::Puzzles(command) => puzzle_cmd::run(&command, out),
        Command::Puzzle(args) => puzzle_cmd::play(&args, input, interactive, out),
    }
}

/// The machine's cores (1 when it cannot tell).
pub(crate) fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// A thread count given with `flag`, if it is useful: 1 to four threads for each core (more
/// only wait for a core; thousands cannot even be started).
pub(crate) fn useful_threads(flag: &str, threads: usize) -> Result<usize, CliError> {
    let cores = cores();
    if (1..=4 * cores).contains(&threads) {
        Ok(threads)
    } else {
        Err(CliError::BadArgument(lang().text(
            "err-cli-threads",
            &[
                ("flag", flag.into()),
                ("threads", threads.to_string().into()),
                ("max", (4 * cores).to_string().into()),
                ("cores", cores.to_string().into()),
            ],
        )))
    }
}

/// The most games `compare` plays per ruleset, and `bench` per thread: a trillion (at a million
/// games a second, eleven days).
pub(crate) const MAX_GAMES: u64 = 1_000_000_000_000;

/// `value` given with `flag`, if it is within `range` (stated in the error, written with
/// thousands separators).
pub(crate) fn within(
    flag: &str,
    value: u64,
    range: std::ops::RangeInclusive<u64>,
) -> Result<u64, CliError> {
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(CliError::BadArgument(lang().text(
            "err-cli-within",
            &[
                ("flag", flag.into()),
                ("value", value.to_string().into()),
                ("low", mancala::compare::stats::count(*range.start()).into()),
                ("high", mancala::compare::stats::count(*range.end()).into()),
            ],
        )))
    }
}

/// The longest `bench --seconds` accepted: a day.
const MAX_BENCH_SECONDS: f64 = 86_400.0;

fn bench(args: &BenchArgs, out: &mut dyn Write) -> Result<(), CliError> {
    if !(args.seconds > 0.0 && args.seconds <= MAX_BENCH_SECONDS) {
        return Err(CliError::BadArgument(lang().text(
            "err-cli-bench-seconds",
            &[
                ("seconds", args.seconds.to_string().into()),
                ("max", MAX_BENCH_SECONDS.to_string().into()),
            ],
        )));
    }
    useful_threads("--threads", args.threads)?;
    let length = match args.games {
        Some(games) => mancala::bench::Length::Games(within("--games", games, 1..=MAX_GAMES)?),
        None => mancala::bench::Length::Time(std::time::Duration::from_secs_f64(args.seconds)),
    };
    for name in &args.rulesets {
        let rules = Rules::resolve(name)?;
        let report = mancala::bench::run(&*rules, args.seed, length, args.threads);
        if args.json {
            writeln!(
                out,
                "{}",
                serde_json::to_string(&report).expect("serialisable")
            )?;
        } else {
            write!(out, "{}", mancala::bench::text(&report))?;
        }
        out.flush()?;
    }
    Ok(())
}

fn replay(args: &ReplayArgs, out: &mut dyn Write) -> Result<(), CliError> {
    // A record's outcome says how a game that stopped before its rules ended it ended.
    let (game, outcome) = match (&args.from, &args.moves) {
        (Some(fen), moves) => {
            let rules = Rules::resolve(&args.game)?;
            let moves = moves.as_deref().unwrap_or_default();
            (set_up_game(rules, Some(fen), moves, None)?, None)
        }
        (None, Some(moves)) => (game_from_moves(&args.game, moves, args.first)?, None),
        (None, None) => {
            let path = PathBuf::from(&args.game);
            if !path.is_file() {
                let id = if Rules::builtin(&args.game).is_some() {
                    "cli-replay-a-ruleset"
                } else {
                    "cli-replay-no-game"
                };
                let hint = lang().text(id, &[("game", args.game.clone().into())]);
                return Err(CliError::Usage(hint));
            }
            load_game_and_outcome(&path)?
        }
    };
    if let Some(dir) = &args.svg {
        return render_cmd::write_frames(&game, dir, args.seat, out);
    }
    if args.json {
        // Each position with its whole position string: under the repetition rule, the
        // positions it may still repeat come with it.
        let rules = game.rules();
        let mut fens = game.fens();
        let mut start = json::position_json(rules, game.start(), None);
        start["fen"] = fens.next().into();
        writeln!(out, "{start}")?;
        for (ply, fen) in game.plies().zip(fens) {
            let mut line = json::position_json(
                rules,
                &ply.after,
                Some((ply.player, &ply.text, &ply.events)),
            );
            line["fen"] = fen.into();
            writeln!(out, "{line}")?;
        }
    } else {
        render::write_transcript_in(lang(), out, &game, args.explain)?;
        // Its rules did not end it: the record says who stopped it, and how.
        let stopped = outcome
            .filter(|_| !game.position().is_over())
            .and_then(|o| render::stopped_line_in(lang(), game.start().num_players(), &o));
        if let Some(line) = stopped {
            writeln!(out)?;
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

/// A new game of `ruleset` (a shipped id or a file) with `moves` played (separated by spaces
/// or commas), `first` (or the ruleset's first player) moving first.
pub(crate) fn game_from_moves(
    ruleset: &str,
    moves: &str,
    first: Option<FirstPlayer>,
) -> Result<Game, CliError> {
    game_with_moves(Rules::resolve(ruleset)?, moves, first)
}

/// A new game of `rules` with `moves` played (see [`game_from_moves`]).
pub(crate) fn game_with_moves(
    rules: std::sync::Arc<dyn mancala::Family>,
    moves: &str,
    first: Option<FirstPlayer>,
) -> Result<Game, CliError> {
    let first = match first.unwrap_or(rules.first_player()) {
        FirstPlayer::Player(p) => p,
        FirstPlayer::Random => {
            return Err(CliError::Usage(lang().text("cli-random-first", &[])));
        }
    };
    if usize::from(first) >= rules.num_players() {
        return Err(CliError::BadArgument(lang().text(
            "cli-first-out-of-range",
            &[
                ("first", first.into()),
                ("last", (rules.num_players() - 1).into()),
            ],
        )));
    }
    let mut game = Game::new(rules, first);
    play_moves(&mut game, moves)?;
    Ok(game)
}

/// A game of `rules` from the position string `from` (else from its start, `first` moving
/// first), with `moves` played.
pub(crate) fn set_up_game(
    rules: std::sync::Arc<dyn mancala::Family>,
    from: Option<&str>,
    moves: &str,
    first: Option<FirstPlayer>,
) -> Result<Game, CliError> {
    let Some(fen) = from else {
        return game_with_moves(rules, moves, first);
    };
    let mut game = game_from_fen(rules, fen)?;
    play_moves(&mut game, moves)?;
    Ok(game)
}

/// A game of `rules` set up from the position string `fen` (see `docs/src/positions.md`).
pub(crate) fn game_from_fen(
    rules: std::sync::Arc<dyn mancala::Family>,
    fen: &str,
) -> Result<Game, CliError> {
    let fen = fen.trim();
    Game::from_fen(rules, fen).map_err(|e| CliError::BadArgument(e.report_in(lang(), fen)))
}

/// Plays `moves` (separated by spaces or commas) in `game`; the first that cannot be played is
/// an error that says why and shows the board it met.
pub(crate) fn play_moves(game: &mut Game, moves: &str) -> Result<(), CliError> {
    for (i, text) in moves
        .split([' ', ',', '\t', '\n'])
        .filter(|m| !m.is_empty())
        .enumerate()
    {
        if let Err(error) = game.play_text(text) {
            let rules = game.rules();
            let why = render::move_error_in(lang(), rules, game.position(), &error);
            return Err(CliError::Move {
                message: lang().text(
                    "cli-move-error",
                    &[
                        ("number", (i + 1).into()),
                        ("move", text.into()),
                        ("error", why.into()),
                    ],
                ),
                board: rules.draw_in(lang(), game.position(), &mancala::ruleset::View::default()),
            });
        }
    }
    Ok(())
}

/// A saved game and its record's outcome, the warning printed as [`load_game`] does.
fn load_game_and_outcome(
    path: &std::path::Path,
) -> Result<(Game, Option<serde_json::Value>), CliError> {
    let record = GameRecord::load(path, &Rules).map_err(Box::new)?;
    let (game, warning) = record.replay(&Rules).map_err(|error| {
        Box::new(RecordError::InFile {
            path: path.display().to_string(),
            error: Box::new(error),
        })
    })?;
    if let Some(w) = warning {
        eprintln!("{w}");
    }
    Ok((game, record.outcome))
}

/// A saved game, its warning (a record from another version) printed on standard error.
pub(crate) fn load_game(path: &std::path::Path) -> Result<Game, CliError> {
    let (game, warning) = GameRecord::load_game(path, &Rules).map_err(Box::new)?;
    if warning.is_some() {
        eprintln!("{}", options_differ(&game));
    }
    Ok(game)
}

/// A count as the run's language writes it: `1,250,000` in English, `1.250.000` in
/// Vietnamese, `1 250 000` (narrow spaces) in French.
pub(crate) fn count_in(lang: Lang, n: u64) -> String {
    mancala::compare::stats::count(n).replace(',', &lang.text("rep-thousands-separator", &[]))
}

/// `x` with `places` decimals as the run's language writes it (`0.41` in English, `0,41` in
/// Vietnamese and French).
pub(crate) fn decimal_in(lang: Lang, x: f64, places: usize) -> String {
    format!("{x:.places$}").replace('.', &lang.text("rep-decimal-separator", &[]))
}

/// The warning of a saved game whose options differ from the shipped ruleset of its id, in
/// the run's language.
pub(crate) fn options_differ(game: &Game) -> String {
    lang().text(
        "err-record-options-differ",
        &[("ruleset", game.rules().info().id.as_str().into())],
    )
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_consistent() {
        super::Cli::command().debug_assert();
    }
}
