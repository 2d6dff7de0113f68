//! The engine protocol: a line protocol on standard input and output, in the spirit of chess's
//! UCI, through which another program drives `mancala engine` (and through which `mancala`
//! drives another engine, [`client`]). `docs/src/engine-protocol.md` describes it with a transcript.
//!
//! This module is the vocabulary: the messages both ways as plain data, read and written by
//! plain functions ([`parse_command`], [`Command`]'s `Display`, [`parse_reply`], [`Reply`]'s
//! `Display`), and a reader of lines that never holds more than [`MAX_LINE_BYTES`] of one
//! ([`read_line`]). It checks the syntax of a message; whether a value makes sense for the game
//! (a depth within range, a legal move) is for the side that acts on it.

use std::{
    fmt,
    io::{self, BufRead, Read},
    time::Duration,
};

pub mod client;

/// The protocol's version: `id protocol 1` in the handshake.
pub const PROTOCOL_VERSION: u32 = 1;

/// The longest line either side reads, in bytes, its end of line included: 64 KiB, about
/// 13,000 moves. A longer line is answered with an error (and skipped without being kept); a
/// longer game is set by `position` and then `play` lines of a few thousand moves each.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The commands a client may send, for error messages.
pub const COMMANDS: &str =
    "mancala, isready, rulesets, ruleset, newgame, position, play, legal, show, go, stop, quit";

/// A line read by [`read_line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, without its end of line (`\n` or `\r\n`).
    Text(String),
    /// A line longer than the limit: it was read to its end and dropped.
    TooLong {
        /// Its length in bytes, end of line excluded.
        bytes: u64,
    },
    /// A line that is not UTF-8.
    NotUtf8,
    /// The end of the input.
    End,
}

/// Reads one line of at most `max` bytes (end of line included) from `input`, keeping no more
/// than that in memory whatever the input holds. The last line of the input needs no end of
/// line.
///
/// # Errors
/// Reading fails.
pub fn read_line(input: &mut dyn BufRead, max: usize) -> io::Result<Line> {
    let mut line = Vec::new();
    let mut total: u64 = 0;
    let mut any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            if !any {
                return Ok(Line::End);
            }
            break;
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(at) => (&buf[..at], Some(at + 1)),
            None => (buf, None),
        };
        total = total.saturating_add(chunk.len() as u64);
        if total < max as u64 {
            line.extend_from_slice(chunk);
        } else {
            line = Vec::new();
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if total >= max as u64 {
        return Ok(Line::TooLong { bytes: total });
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(String::from_utf8(line).map_or(Line::NotUtf8, Line::Text))
}

/// Reads exactly `bytes` bytes (at most `max`), or skips them when there are more than `max`.
/// Returns the bytes (`None` when skipped) and whether the input ended first.
///
/// # Errors
/// Reading fails.
pub fn read_payload(
    input: &mut dyn BufRead,
    bytes: u64,
    max: u64,
) -> io::Result<(Option<Vec<u8>>, bool)> {
    if bytes > max {
        let skipped = io::copy(&mut input.take(bytes), &mut io::sink())?;
        return Ok((None, skipped < bytes));
    }
    let mut data = Vec::with_capacity(bytes as usize);
    input.take(bytes).read_to_end(&mut data)?;
    let ended = (data.len() as u64) < bytes;
    Ok((Some(data), ended))
}

/// What went wrong with a line, as an `error` reply says it: a code programs can test, and a
/// message for people.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code} {message}")]
pub struct ProtocolError {
    /// What kind of error.
    pub code: ErrorCode,
    /// What was wrong and what would be valid, in words.
    pub message: String,
}

impl ProtocolError {
    /// An error of `code` saying `message`.
    #[must_use]
    pub fn new(code: ErrorCode, message: impl Into<String>) -> ProtocolError {
        ProtocolError {
            code,
            message: message.into(),
        }
    }
}

/// The codes of `error` replies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// The first word is not a command.
    UnknownCommand,
    /// A command's arguments do not follow its syntax.
    BadArguments,
    /// A number outside its range.
    OutOfRange,
    /// A line longer than [`MAX_LINE_BYTES`].
    LineTooLong,
    /// A line that is not UTF-8.
    NotUtf8,
    /// The handshake asked for a protocol version this engine does not speak.
    UnsupportedProtocol,
    /// A ruleset id that is not shipped.
    UnknownRuleset,
    /// A ruleset text that is not a valid ruleset.
    BadRuleset,
    /// A ruleset text larger than the limit of ruleset files.
    RulesetTooLarge,
    /// The input ended inside a ruleset text.
    Truncated,
    /// A position string (`position fen`) that is not one of the ruleset's positions.
    BadPosition,
    /// A move that does not follow the ruleset's notation.
    BadMove,
    /// A move that is not legal where it is played.
    IllegalMove,
    /// `go` in a finished game.
    GameOver,
    /// A command that must wait until the search in progress has answered `bestmove`.
    Busy,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 15] = [
        ErrorCode::UnknownCommand,
        ErrorCode::BadArguments,
        ErrorCode::OutOfRange,
        ErrorCode::LineTooLong,
        ErrorCode::NotUtf8,
        ErrorCode::UnsupportedProtocol,
        ErrorCode::UnknownRuleset,
        ErrorCode::BadRuleset,
        ErrorCode::RulesetTooLarge,
        ErrorCode::Truncated,
        ErrorCode::BadPosition,
        ErrorCode::BadMove,
        ErrorCode::IllegalMove,
        ErrorCode::GameOver,
        ErrorCode::Busy,
    ];

    /// The code as the protocol writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::UnknownCommand => "unknown-command",
            ErrorCode::BadArguments => "bad-arguments",
            ErrorCode::OutOfRange => "out-of-range",
            ErrorCode::LineTooLong => "line-too-long",
            ErrorCode::NotUtf8 => "not-utf8",
            ErrorCode::UnsupportedProtocol => "unsupported-protocol",
            ErrorCode::UnknownRuleset => "unknown-ruleset",
            ErrorCode::BadRuleset => "bad-ruleset",
            ErrorCode::RulesetTooLarge => "ruleset-too-large",
            ErrorCode::Truncated => "truncated",
            ErrorCode::BadPosition => "bad-position",
            ErrorCode::BadMove => "bad-move",
            ErrorCode::IllegalMove => "illegal-move",
            ErrorCode::GameOver => "game-over",
            ErrorCode::Busy => "busy",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a ruleset comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetSource {
    /// A shipped ruleset: `ruleset ID`.
    Id(String),
    /// A ruleset file's text, in the `bytes` bytes after the line: `ruleset toml BYTES`.
    Toml {
        /// Its length in bytes.
        bytes: u64,
    },
}

/// The search a `go` asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Method {
    /// Alpha-beta (the default): `depth`, `movetime`, `threads`.
    #[default]
    AlphaBeta,
    /// Monte Carlo tree search: `iterations`, `movetime`, `seed`.
    Mcts,
}

/// A `go`: the search and its budget. At least one of `depth`, `iterations`, `movetime`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// The search.
    pub method: Method,
    /// Alpha-beta: how many plies deep.
    pub depth: Option<u32>,
    /// MCTS: how many iterations.
    pub iterations: Option<u32>,
    /// At most this long.
    pub movetime: Option<Duration>,
    /// MCTS: the seed of its random playouts.
    pub seed: Option<u64>,
    /// Alpha-beta: the threads to search on (default 1).
    pub threads: Option<usize>,
}

/// A message from the client to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `mancala [VERSION]`: the handshake; the engine names itself and its protocol.
    Hello {
        /// The protocol version the client speaks, if it says.
        protocol: Option<u32>,
    },
    /// `isready`: answered `readyok` at once, even during a search.
    IsReady,
    /// `rulesets`: the shipped ruleset ids.
    Rulesets,
    /// `ruleset ID` or `ruleset toml BYTES`: the game to play; the position goes back to its
    /// start.
    Ruleset(RulesetSource),
    /// `newgame`: the start of a new game; the search forgets what it learnt.
    NewGame,
    /// `position start [first PLAYER] [moves M...]`: the position after these moves from the
    /// start, with this player moving first; `position fen FEN [moves M...]`: after these
    /// moves from the position the position string FEN describes.
    Position {
        /// The position string to start from (`None`: the rules' start).
        from: Option<String>,
        /// Who moves first (default: the ruleset's first player, or 0 when it is drawn).
        first: Option<u8>,
        /// The moves, in the ruleset's notation.
        moves: Vec<String>,
    },
    /// `play M...`: these moves played on from the current position.
    Play {
        /// The moves.
        moves: Vec<String>,
    },
    /// `legal`: the legal moves.
    Legal,
    /// `show`: the position as JSON.
    Show,
    /// `go ...`: search the current position.
    Go(Go),
    /// `stop`: end the search in progress now (it answers `bestmove`).
    Stop,
    /// `quit`: end the engine.
    Quit,
}

fn bad(message: impl Into<String>) -> ProtocolError {
    ProtocolError::new(ErrorCode::BadArguments, message)
}

/// Reads a number following `key`.
fn number<T: std::str::FromStr>(
    key: &str,
    value: Option<&str>,
    what: &str,
) -> Result<T, ProtocolError> {
    let value = value.ok_or_else(|| bad(format!("`{key}` needs {what}")))?;
    value
        .parse()
        .map_err(|_| bad(format!("`{key} {value}`: `{value}` is not {what}")))
}

/// Reads a command line (without its end of line). Blank lines are `Ok(None)`.
///
/// # Errors
/// An unknown command, or arguments that do not follow the command's syntax; the message
/// names the bad word and what would be valid.
pub fn parse_command(line: &str) -> Result<Option<Command>, ProtocolError> {
    let mut words = line.split_whitespace();
    let Some(word) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let none = |name: &str, command: Command| {
        if rest.is_empty() {
            Ok(Some(command))
        } else {
            Err(bad(format!(
                "`{name}` takes no arguments, got `{}`",
                rest.join(" ")
            )))
        }
    };
    match word {
        "mancala" => match rest.as_slice() {
            [] => Ok(Some(Command::Hello { protocol: None })),
            [v] => Ok(Some(Command::Hello {
                protocol: Some(number(
                    "mancala",
                    Some(v),
                    "a protocol version (a number, like 1)",
                )?),
            })),
            _ => Err(bad(format!(
                "`mancala` takes at most a protocol version, got `{}`",
                rest.join(" ")
            ))),
        },
        "isready" => none(word, Command::IsReady),
        "rulesets" => none(word, Command::Rulesets),
        "newgame" => none(word, Command::NewGame),
        "legal" => none(word, Command::Legal),
        "show" => none(word, Command::Show),
        "stop" => none(word, Command::Stop),
        "quit" => none(word, Command::Quit),
        "ruleset" => match rest.as_slice() {
            ["toml", n] => Ok(Some(Command::Ruleset(RulesetSource::Toml {
                bytes: number("ruleset toml", Some(n), "a number of bytes")?,
            }))),
            ["toml"] => Err(bad(
                "`ruleset toml` needs the length of the text in bytes: `ruleset toml BYTES`, then the text",
            )),
            [id] => Ok(Some(Command::Ruleset(RulesetSource::Id((*id).to_owned())))),
            [] => Err(bad(
                "`ruleset` needs a shipped ruleset id (`ruleset o-an-quan`) or `toml BYTES` followed by a ruleset file's text",
            )),
            _ => Err(bad(format!(
                "`ruleset {}`: expected `ruleset ID` or `ruleset toml BYTES`",
                rest.join(" ")
            ))),
        },
        "position" => parse_position(&rest).map(Some),
        "play" => {
            if rest.is_empty() {
                Err(bad("`play` needs at least one move, like `play 1R`"))
            } else {
                Ok(Some(Command::Play {
                    moves: rest.iter().map(|m| (*m).to_owned()).collect(),
                }))
            }
        }
        "go" => parse_go(&rest).map(|go| Some(Command::Go(go))),
        other => Err(ProtocolError::new(
            ErrorCode::UnknownCommand,
            format!(
                "unknown command `{}`; the commands are: {COMMANDS}",
                shorten(other)
            ),
        )),
    }
}

/// A word as an error message quotes it: at most 40 characters.
fn shorten(word: &str) -> String {
    if word.chars().count() <= 40 {
        word.to_owned()
    } else {
        format!("{}...", word.chars().take(40).collect::<String>())
    }
}

fn parse_position(rest: &[&str]) -> Result<Command, ProtocolError> {
    const USAGE: &str = "expected `position start [first PLAYER] [moves MOVE...]` or `position fen FEN [moves MOVE...]`";
    let mut words = rest.iter().copied().peekable();
    let mut from = None;
    match words.next() {
        Some("start") => {}
        Some("fen") => {
            let mut fields = Vec::new();
            while let Some(word) = words.next_if(|w| *w != "moves") {
                fields.push(word);
            }
            if fields.is_empty() {
                return Err(bad(
                    "`position fen` needs a position string, as `position fen 4,4,4,4,4,4/4,4,4,4,4,4 0 0,0`",
                ));
            }
            from = Some(fields.join(" "));
        }
        Some(other) => {
            return Err(bad(format!("`position {}`: {USAGE}", shorten(other))));
        }
        None => return Err(bad(format!("`position` alone: {USAGE}"))),
    }
    let mut first = None;
    let mut moves = Vec::new();
    while let Some(word) = words.next() {
        match word {
            "first" if first.is_none() && moves.is_empty() && from.is_none() => {
                first = Some(number(
                    "first",
                    words.next(),
                    "a player number (0, 1, ...)",
                )?);
            }
            "moves" => {
                moves.extend(words.by_ref().map(str::to_owned));
                if moves.is_empty() {
                    return Err(bad(
                        "`moves` needs at least one move; leave it out for none",
                    ));
                }
            }
            other => {
                return Err(bad(format!(
                    "`position start ... {}`: {USAGE}",
                    shorten(other)
                )));
            }
        }
    }
    Ok(Command::Position { from, first, moves })
}

fn parse_go(rest: &[&str]) -> Result<Go, ProtocolError> {
    const USAGE: &str = "expected `go [alphabeta] [depth N] [movetime MS] [threads N]` or `go mcts [iterations N] [movetime MS] [seed N]`";
    let mut go = Go::default();
    let mut words = rest.iter().copied().peekable();
    match words.peek() {
        Some(&"mcts") => {
            go.method = Method::Mcts;
            words.next();
        }
        Some(&"alphabeta") => {
            words.next();
        }
        _ => {}
    }
    while let Some(key) = words.next() {
        let twice = || bad(format!("`{key}` is given twice"));
        match (key, go.method) {
            ("depth", Method::AlphaBeta) => {
                if go.depth.is_some() {
                    return Err(twice());
                }
                go.depth = Some(number(key, words.next(), "a depth in plies")?);
            }
            ("threads", Method::AlphaBeta) => {
                if go.threads.is_some() {
                    return Err(twice());
                }
                go.threads = Some(number(key, words.next(), "a number of threads")?);
            }
            ("threads", Method::Mcts) => {
                return Err(bad("`threads` is for alpha-beta: `go threads N depth N`"));
            }
            ("iterations", Method::Mcts) => {
                if go.iterations.is_some() {
                    return Err(twice());
                }
                go.iterations = Some(number(key, words.next(), "a number of iterations")?);
            }
            ("seed", Method::Mcts) => {
                if go.seed.is_some() {
                    return Err(twice());
                }
                go.seed = Some(number(key, words.next(), "a seed (0 to 2^64-1)")?);
            }
            ("movetime", _) => {
                if go.movetime.is_some() {
                    return Err(twice());
                }
                let ms: u64 = number(key, words.next(), "a time in milliseconds")?;
                go.movetime = Some(Duration::from_millis(ms));
            }
            ("depth", Method::Mcts) => {
                return Err(bad("`depth` is for alpha-beta; MCTS takes `iterations N`"));
            }
            ("iterations" | "seed", Method::AlphaBeta) => {
                return Err(bad(format!("`{key}` is for MCTS: `go mcts {key} N`")));
            }
            (other, _) => return Err(bad(format!("`go ... {}`: {USAGE}", shorten(other)))),
        }
    }
    if go.depth.is_none() && go.iterations.is_none() && go.movetime.is_none() {
        return Err(bad(format!(
            "`go` needs a budget: {}",
            match go.method {
                Method::AlphaBeta => "`depth N`, `movetime MS` or both",
                Method::Mcts => "`iterations N`, `movetime MS` or both",
            }
        )));
    }
    Ok(go)
}

impl fmt::Display for Go {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("go")?;
        if self.method == Method::Mcts {
            f.write_str(" mcts")?;
        }
        if let Some(d) = self.depth {
            write!(f, " depth {d}")?;
        }
        if let Some(n) = self.iterations {
            write!(f, " iterations {n}")?;
        }
        if let Some(t) = self.movetime {
            write!(f, " movetime {}", t.as_millis())?;
        }
        if let Some(s) = self.seed {
            write!(f, " seed {s}")?;
        }
        if let Some(n) = self.threads {
            write!(f, " threads {n}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Command {
    /// The command line, without its end of line (a `ruleset toml` line is followed by the
    /// text itself).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Command::Hello { protocol: None } => f.write_str("mancala"),
            Command::Hello { protocol: Some(v) } => write!(f, "mancala {v}"),
            Command::IsReady => f.write_str("isready"),
            Command::Rulesets => f.write_str("rulesets"),
            Command::Ruleset(RulesetSource::Id(id)) => write!(f, "ruleset {id}"),
            Command::Ruleset(RulesetSource::Toml { bytes }) => write!(f, "ruleset toml {bytes}"),
            Command::NewGame => f.write_str("newgame"),
            Command::Position { from, first, moves } => {
                match from {
                    Some(fen) => write!(f, "position fen {fen}")?,
                    None => f.write_str("position start")?,
                }
                if let Some(p) = first {
                    write!(f, " first {p}")?;
                }
                if !moves.is_empty() {
                    write!(f, " moves {}", moves.join(" "))?;
                }
                Ok(())
            }
            Command::Play { moves } => write!(f, "play {}", moves.join(" ")),
            Command::Legal => f.write_str("legal"),
            Command::Show => f.write_str("show"),
            Command::Go(go) => go.fmt(f),
            Command::Stop => f.write_str("stop"),
            Command::Quit => f.write_str("quit"),
        }
    }
}

/// An evaluation in an `info` line, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    /// `score points N`: a lead of N points at the search horizon.
    Points(i32),
    /// `score win N [by M]`: a forced win within N plies, by at least M points.
    Win {
        /// The plies until the result is certain.
        plies: u32,
        /// The least final margin (`None`: not said).
        by: Option<u32>,
    },
    /// `score loss N [by M]`: a forced loss within N plies, by at least M points.
    Loss {
        /// The plies until the result is certain.
        plies: u32,
        /// The least final margin (`None`: not said).
        by: Option<u32>,
    },
    /// `score winrate R`: the share of simulated games won, 0 to 1 (MCTS).
    WinRate(f64),
    /// `score exact N`: the exact value, the final margin of N points with perfect play (the
    /// position is in the endgame database).
    Exact(i32),
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Points(p) => write!(f, "points {p}"),
            Score::Win { plies, by } | Score::Loss { plies, by } => {
                let word = if matches!(self, Score::Win { .. }) {
                    "win"
                } else {
                    "loss"
                };
                write!(f, "{word} {plies}")?;
                match by {
                    Some(m) => write!(f, " by {m}"),
                    None => Ok(()),
                }
            }
            Score::WinRate(r) => write!(f, "winrate {r:.3}"),
            Score::Exact(n) => write!(f, "exact {n}"),
        }
    }
}

/// A progress line of a search: what it has found so far. Every field is optional.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Info {
    /// Alpha-beta: the depth completed.
    pub depth: Option<u32>,
    /// MCTS: the iterations run.
    pub iterations: Option<u32>,
    /// Positions visited (alpha-beta) or tree nodes (MCTS).
    pub nodes: Option<u64>,
    /// Nodes per second.
    pub nps: Option<u64>,
    /// Milliseconds since `go`.
    pub time_ms: Option<u64>,
    /// The evaluation for the player to move.
    pub score: Option<Score>,
    /// MCTS: the seed of its playouts.
    pub seed: Option<u64>,
    /// The expected line, best move first, in the ruleset's notation (last on the line).
    pub pv: Vec<String>,
}

impl fmt::Display for Info {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("info")?;
        if let Some(d) = self.depth {
            write!(f, " depth {d}")?;
        }
        if let Some(n) = self.iterations {
            write!(f, " iterations {n}")?;
        }
        if let Some(n) = self.nodes {
            write!(f, " nodes {n}")?;
        }
        if let Some(n) = self.nps {
            write!(f, " nps {n}")?;
        }
        if let Some(t) = self.time_ms {
            write!(f, " time {t}")?;
        }
        if let Some(s) = self.score {
            write!(f, " score {s}")?;
        }
        if let Some(s) = self.seed {
            write!(f, " seed {s}")?;
        }
        if !self.pv.is_empty() {
            write!(f, " pv {}", self.pv.join(" "))?;
        }
        Ok(())
    }
}

/// A message from the engine to the client.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// `id KEY VALUE`: part of the handshake (`name`, `version`, `protocol`).
    Id {
        /// `name`, `version` or `protocol`.
        key: String,
        /// The rest of the line.
        value: String,
    },
    /// `mancalaok`: the end of the handshake.
    HelloOk,
    /// `readyok`.
    ReadyOk,
    /// `ok WHAT ...`: a command that changes the engine's state was done. `what` is its first
    /// word, `detail` the rest (`ruleset ID players N first P`, `position ply N to-move P`).
    Ok {
        /// The command done: `ruleset`, `newgame` or `position`.
        what: String,
        /// What it led to.
        detail: String,
    },
    /// `rulesets ID...`.
    Rulesets(Vec<String>),
    /// `legal MOVE...` (none when the game is over).
    Legal(Vec<String>),
    /// `show JSON`: the position object of the JSON format, on one line.
    Show(String),
    /// `info ...`.
    Info(Info),
    /// `bestmove MOVE`.
    BestMove(String),
    /// `error CODE MESSAGE`.
    Error {
        /// The code (see [`ErrorCode`]).
        code: String,
        /// What was wrong, in words.
        message: String,
    },
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, word: &str, items: &[String]| {
            f.write_str(word)?;
            for item in items {
                write!(f, " {item}")?;
            }
            Ok(())
        };
        match self {
            Reply::Id { key, value } => write!(f, "id {key} {value}"),
            Reply::HelloOk => f.write_str("mancalaok"),
            Reply::ReadyOk => f.write_str("readyok"),
            Reply::Ok { what, detail } if detail.is_empty() => write!(f, "ok {what}"),
            Reply::Ok { what, detail } => write!(f, "ok {what} {detail}"),
            Reply::Rulesets(ids) => list(f, "rulesets", ids),
            Reply::Legal(moves) => list(f, "legal", moves),
            Reply::Show(json) => write!(f, "show {json}"),
            Reply::Info(info) => info.fmt(f),
            Reply::BestMove(mv) => write!(f, "bestmove {mv}"),
            Reply::Error { code, message } => write!(f, "error {code} {message}"),
        }
    }
}

impl From<ProtocolError> for Reply {
    fn from(e: ProtocolError) -> Reply {
        Reply::Error {
            code: e.code.as_str().to_owned(),
            message: e.message,
        }
    }
}

/// Reads an `info` line's fields after the word `info`. A field this version does not know
/// ends the reading: the fields before it are kept, as a client ignores what it does not know.
fn parse_info(words: &[&str]) -> Result<Info, String> {
    let mut info = Info::default();
    let mut i = 0;
    let num = |i: usize| -> Result<u64, String> {
        let (key, value) = (words[i], words.get(i + 1));
        value
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("`info ... {key}` needs a whole number"))
    };
    while i < words.len() {
        match words[i] {
            "depth" => info.depth = Some(u32::try_from(num(i)?).map_err(|e| e.to_string())?),
            "iterations" => {
                info.iterations = Some(u32::try_from(num(i)?).map_err(|e| e.to_string())?);
            }
            "nodes" => info.nodes = Some(num(i)?),
            "nps" => info.nps = Some(num(i)?),
            "time" => info.time_ms = Some(num(i)?),
            "seed" => info.seed = Some(num(i)?),
            "score" => {
                let (kind, value) = (words.get(i + 1), words.get(i + 2));
                let bad = || {
                    "`info ... score` needs `points N`, `win N [by M]`, `loss N [by M]`, `winrate R` or `exact N`"
                        .to_owned()
                };
                let value = value.ok_or_else(bad)?;
                info.score = Some(match kind {
                    Some(&"points") => Score::Points(value.parse().map_err(|_| bad())?),
                    Some(&kind @ ("win" | "loss")) => {
                        let plies = value.parse().map_err(|_| bad())?;
                        let by = if words.get(i + 3) == Some(&"by") {
                            let m = words.get(i + 4).ok_or_else(bad)?;
                            i += 2;
                            Some(m.parse().map_err(|_| bad())?)
                        } else {
                            None
                        };
                        if kind == "win" {
                            Score::Win { plies, by }
                        } else {
                            Score::Loss { plies, by }
                        }
                    }
                    Some(&"winrate") => Score::WinRate(value.parse().map_err(|_| bad())?),
                    Some(&"exact") => Score::Exact(value.parse().map_err(|_| bad())?),
                    _ => return Err(bad()),
                });
                i += 3;
                continue;
            }
            "pv" => {
                info.pv = words[i + 1..].iter().map(|w| (*w).to_owned()).collect();
                break;
            }
            _ => break,
        }
        i += 2;
    }
    Ok(info)
}

/// Reads a reply line (without its end of line).
///
/// # Errors
/// The line is not a reply of this protocol; the message says what it is not.
pub fn parse_reply(line: &str) -> Result<Reply, String> {
    let line = line.trim();
    let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
    let rest = rest.trim();
    let words: Vec<&str> = rest.split_whitespace().collect();
    let owned = |w: &[&str]| w.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    match word {
        "id" => match rest.split_once(' ') {
            Some((key, value)) => Ok(Reply::Id {
                key: key.to_owned(),
                value: value.trim().to_owned(),
            }),
            None => Err("`id` needs a key and a value".into()),
        },
        "mancalaok" if rest.is_empty() => Ok(Reply::HelloOk),
        "readyok" if rest.is_empty() => Ok(Reply::ReadyOk),
        "ok" if !words.is_empty() => Ok(Reply::Ok {
            what: words[0].to_owned(),
            detail: words[1..].join(" "),
        }),
        "rulesets" => Ok(Reply::Rulesets(owned(&words))),
        "legal" => Ok(Reply::Legal(owned(&words))),
        "show" if !rest.is_empty() => Ok(Reply::Show(rest.to_owned())),
        "info" => parse_info(&words).map(Reply::Info),
        "bestmove" if words.len() == 1 => Ok(Reply::BestMove(words[0].to_owned())),
        "error" if !words.is_empty() => Ok(Reply::Error {
            code: words[0].to_owned(),
            message: words[1..].join(" "),
        }),
        _ => Err("not a reply of the mancala engine protocol".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_print_as_they_are_read() {
        for line in [
            "mancala",
            "mancala 1",
            "isready",
            "rulesets",
            "ruleset o-an-quan",
            "ruleset toml 120",
            "newgame",
            "position start",
            "position start first 1",
            "position start moves 1R 2L",
            "position start first 1 moves 1R 2L",
            "play 3L",
            "play 3L 4R 1L",
            "legal",
            "show",
            "go depth 6",
            "go movetime 500",
            "go depth 6 movetime 500",
            "go depth 6 movetime 500 threads 2",
            "go movetime 1000 threads 4",
            "go mcts iterations 1000",
            "go mcts movetime 200 seed 7",
            "stop",
            "quit",
        ] {
            let command = parse_command(line).unwrap().unwrap();
            assert_eq!(command.to_string(), line);
        }
        assert_eq!(
            parse_command("  go   alphabeta depth 3 ")
                .unwrap()
                .unwrap()
                .to_string(),
            "go depth 3"
        );
        assert_eq!(parse_command("").unwrap(), None);
        assert_eq!(parse_command(" \t ").unwrap(), None);
    }

    #[test]
    fn malformed_commands_name_the_bad_word_and_what_is_valid() {
        let cases = [
            (
                "hello",
                ErrorCode::UnknownCommand,
                "unknown command `hello`; the commands are: mancala",
            ),
            (
                "isready now",
                ErrorCode::BadArguments,
                "`isready` takes no arguments, got `now`",
            ),
            (
                "mancala one",
                ErrorCode::BadArguments,
                "`one` is not a protocol version",
            ),
            ("ruleset", ErrorCode::BadArguments, "a shipped ruleset id"),
            (
                "ruleset toml",
                ErrorCode::BadArguments,
                "`ruleset toml BYTES`",
            ),
            (
                "ruleset toml -3",
                ErrorCode::BadArguments,
                "`-3` is not a number of bytes",
            ),
            (
                "ruleset a b c",
                ErrorCode::BadArguments,
                "expected `ruleset ID` or `ruleset toml BYTES`",
            ),
            (
                "position",
                ErrorCode::BadArguments,
                "expected `position start",
            ),
            (
                "position startpos",
                ErrorCode::BadArguments,
                "`position startpos`",
            ),
            (
                "position start first x",
                ErrorCode::BadArguments,
                "`x` is not a player number",
            ),
            (
                "position start moves",
                ErrorCode::BadArguments,
                "`moves` needs at least one move",
            ),
            (
                "position start 1R",
                ErrorCode::BadArguments,
                "`position start ... 1R`",
            ),
            ("play", ErrorCode::BadArguments, "at least one move"),
            (
                "go",
                ErrorCode::BadArguments,
                "`go` needs a budget: `depth N`, `movetime MS` or both",
            ),
            (
                "go mcts",
                ErrorCode::BadArguments,
                "`iterations N`, `movetime MS` or both",
            ),
            (
                "go depth",
                ErrorCode::BadArguments,
                "`depth` needs a depth in plies",
            ),
            (
                "go depth six",
                ErrorCode::BadArguments,
                "`depth six`: `six` is not a depth in plies",
            ),
            (
                "go depth 3 depth 4",
                ErrorCode::BadArguments,
                "`depth` is given twice",
            ),
            (
                "go mcts depth 3",
                ErrorCode::BadArguments,
                "MCTS takes `iterations N`",
            ),
            (
                "go iterations 3",
                ErrorCode::BadArguments,
                "`go mcts iterations N`",
            ),
            (
                "go infinite",
                ErrorCode::BadArguments,
                "`go ... infinite`: expected `go [alphabeta]",
            ),
            (
                "go mcts iterations 10 threads 2",
                ErrorCode::BadArguments,
                "`threads` is for alpha-beta",
            ),
            (
                "go depth 3 threads two",
                ErrorCode::BadArguments,
                "`threads two`: `two` is not a number of threads",
            ),
            (
                "go depth 3 threads",
                ErrorCode::BadArguments,
                "`threads` needs a number of threads",
            ),
            (
                "go threads 2 depth 3 threads 2",
                ErrorCode::BadArguments,
                "`threads` is given twice",
            ),
            (
                "go movetime 1.5",
                ErrorCode::BadArguments,
                "`1.5` is not a time in milliseconds",
            ),
        ];
        for (line, code, part) in cases {
            let e = parse_command(line).unwrap_err();
            assert_eq!(e.code, code, "{line}: {e}");
            assert!(e.message.contains(part), "{line}: {}", e.message);
        }
        let long = "x".repeat(1000);
        let e = parse_command(&long).unwrap_err();
        assert!(
            e.message.len() < 200,
            "a long word is shortened: {}",
            e.message
        );
    }

    #[test]
    fn replies_print_as_they_are_read() {
        for line in [
            "id name mancala",
            "id version 0.1.0",
            "id protocol 1",
            "mancalaok",
            "readyok",
            "ok ruleset o-an-quan players 2 first 0",
            "ok newgame",
            "ok position ply 2 to-move 0",
            "rulesets o-an-quan kalah",
            "legal 1R 1L",
            "legal",
            "show {\"ply\":0}",
            "info depth 3 nodes 120 nps 40000 time 3 score points 2 pv 1R 4L 2R",
            "info depth 9 score win 7 pv 3",
            "info depth 4 score loss 2",
            "info depth 12 score win 11 by 4 pv 3 5",
            "info depth 6 nodes 90 score loss 5 by 0",
            "info depth 1 nodes 3 score exact -4 pv 2",
            "info iterations 500 nodes 501 time 12 score winrate 0.625 seed 1 pv 2L",
            "bestmove 1R",
            "error illegal-move move 1 `9R`: no such square",
        ] {
            let reply = parse_reply(line).unwrap_or_else(|e| panic!("{line}: {e}"));
            assert_eq!(reply.to_string(), line);
        }
        for garbage in [
            "",
            "hello",
            "bestmove",
            "bestmove 1R 2R",
            "ok",
            "info depth x",
            "info depth 3 score win 4 by",
            "info depth 3 score win 4 by x",
            "readyok now",
        ] {
            assert!(parse_reply(garbage).is_err(), "{garbage}");
        }
        // An `info` field a later version adds is skipped with the rest of the line.
        let Reply::Info(info) = parse_reply("info depth 2 hashfull 30 nodes 5").unwrap() else {
            panic!()
        };
        assert_eq!((info.depth, info.nodes), (Some(2), None));
    }

    #[test]
    fn every_error_code_is_distinct_kebab_case() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            assert!(seen.insert(code.as_str()));
            assert!(
                code.as_str()
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-' || b.is_ascii_digit())
            );
        }
    }

    #[test]
    fn lines_are_bounded_whatever_the_input() {
        let text = format!("short\r\n{}\nafter\nlast", "y".repeat(100));
        let mut input = io::Cursor::new(text.into_bytes());
        let mut read = || read_line(&mut input, 50).unwrap();
        assert_eq!(read(), Line::Text("short".into()));
        assert_eq!(read(), Line::TooLong { bytes: 100 });
        assert_eq!(read(), Line::Text("after".into()));
        assert_eq!(read(), Line::Text("last".into()));
        assert_eq!(read(), Line::End);
        let mut input = io::Cursor::new(b"caf\xe9\nok\n".to_vec());
        assert_eq!(read_line(&mut input, 50).unwrap(), Line::NotUtf8);
        assert_eq!(read_line(&mut input, 50).unwrap(), Line::Text("ok".into()));
        // A line that fills the limit with its end of line is read; one byte more is too long.
        let mut input =
            io::Cursor::new(format!("{}\n{}\n", "a".repeat(9), "b".repeat(10)).into_bytes());
        assert_eq!(
            read_line(&mut input, 10).unwrap(),
            Line::Text("a".repeat(9))
        );
        assert_eq!(
            read_line(&mut input, 10).unwrap(),
            Line::TooLong { bytes: 10 }
        );
    }

    #[test]
    fn payloads_are_read_exactly_or_skipped() {
        let mut input = io::Cursor::new(b"abcdefnext\n".to_vec());
        assert_eq!(
            read_payload(&mut input, 6, 10).unwrap(),
            (Some(b"abcdef".to_vec()), false)
        );
        assert_eq!(
            read_line(&mut input, 50).unwrap(),
            Line::Text("next".into())
        );
        let mut input = io::Cursor::new(b"abcdefnext\n".to_vec());
        assert_eq!(read_payload(&mut input, 6, 3).unwrap(), (None, false));
        assert_eq!(
            read_line(&mut input, 50).unwrap(),
            Line::Text("next".into())
        );
        let mut input = io::Cursor::new(b"abc".to_vec());
        assert_eq!(
            read_payload(&mut input, 6, 10).unwrap(),
            (Some(b"abc".to_vec()), true)
        );
    }
}
