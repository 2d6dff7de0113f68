//! Another engine as a player: a program started as a subprocess, spoken to through the
//! protocol on its standard input and output.
//!
//! An [`EngineProcess`] is one running engine. Before each move it is given the ruleset (the
//! options of the game as a ruleset file's text, so that a user's own ruleset works) and the
//! position (the first player and the moves from the start; only the moves it has not seen when
//! the game goes on), then asked to `go` with a budget; the move it answers is checked against
//! the rules. Whatever goes wrong (the program cannot start, dies, answers something that is not
//! the protocol, refuses a command, chooses an illegal move, or answers nothing in time) is an
//! [`EngineError`] that names the engine and what it did; the process is then ended.
//!
//! An [`EnginePool`] keeps engines that are not playing, so that many games reuse a few
//! processes: one for each game being played at once.

use std::{
    collections::VecDeque,
    fmt,
    io::{self, BufReader, Write},
    process::{Child, ChildStdin, Command as Process, Stdio},
    sync::{
        Arc, Mutex,
        mpsc::{self, Receiver, RecvTimeoutError},
    },
    time::{Duration, Instant},
};

use super::{Command, Go, Info, Line, MAX_LINE_BYTES, PROTOCOL_VERSION, Reply, read_line};
use crate::{
    NoRecord,
    agent::History,
    engine::{self, Repetitions},
    family::Family,
    moves::Move,
    position::{Player, Position},
};

/// The words of a command line, split as a shell splits them, without a shell: blanks separate
/// words; `'...'` keeps everything inside as it is; `"..."` too, except that a backslash keeps
/// the next `"` or `\`; outside quotes a backslash keeps the next character. Nothing is
/// expanded (no `$VAR`, `~` or `*`).
///
/// # Errors
/// A quote is not closed, or the line ends with a lone backslash.
pub fn split_words(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(format!("a quote ' is not closed in `{text}`")),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => word.push(c),
                            Some(c) => {
                                word.push('\\');
                                word.push(c);
                            }
                            None => return Err(format!("a quote \" is not closed in `{text}`")),
                        },
                        Some(c) => word.push(c),
                        None => return Err(format!("a quote \" is not closed in `{text}`")),
                    }
                }
            }
            '\\' => match chars.next() {
                Some(c) => {
                    in_word = true;
                    word.push(c);
                }
                None => return Err(format!("`{text}` ends with a lone backslash")),
            },
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

/// The byte offsets in `text` of the characters `wanted` outside quotes (see [`split_words`]).
#[must_use]
pub fn unquoted(text: &str, wanted: char) -> Vec<usize> {
    let mut found = Vec::new();
    let mut quote = None;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        if escaped {
            escaped = false;
            continue;
        }
        match (quote, c) {
            (Some('\''), '\'') | (Some('"'), '"') => quote = None,
            (Some('"') | None, '\\') => escaped = true,
            (None, '\'' | '"') => quote = Some(c),
            (None, c) if c == wanted => found.push(i),
            _ => {}
        }
    }
    found
}

/// The program to run as an engine: the command as written, and its words.
#[derive(Clone, PartialEq, Eq)]
pub struct EngineCommand {
    text: String,
    argv: Vec<String>,
}

impl EngineCommand {
    /// Reads a command line (see [`split_words`]).
    ///
    /// # Errors
    /// The quotes do not match, or there is no command at all.
    pub fn parse(text: &str) -> Result<EngineCommand, String> {
        let argv = split_words(text)?;
        if argv.is_empty() {
            return Err(
                "give the command that starts the engine, like `engine:mancala engine`".into(),
            );
        }
        Ok(EngineCommand {
            text: text.trim().to_owned(),
            argv,
        })
    }

    /// The command as written.
    #[must_use]
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The program and its arguments.
    #[must_use]
    pub fn argv(&self) -> &[String] {
        &self.argv
    }
}

impl fmt::Debug for EngineCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "EngineCommand({:?})", self.argv)
    }
}

/// How long an engine may take to answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    /// To start and answer the handshake.
    pub start: Duration,
    /// To answer a command other than `go`.
    pub reply: Duration,
    /// Beyond a `go`'s time (or [`crate::protocol::client::MAX_GO`] without one): then it is
    /// asked to stop, and given as long again to answer `bestmove`.
    pub grace: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            start: Duration::from_secs(10),
            reply: Duration::from_secs(10),
            grace: Duration::from_secs(5),
        }
    }
}

/// The longest a `go` without a time may take before the engine is asked to stop: ten
/// minutes, the longest a computer player may think (`agent::MAX_THINK`).
pub const MAX_GO: Duration = Duration::from_secs(600);

/// The most moves sent in one `play` line (well within [`MAX_LINE_BYTES`]).
const MOVES_PER_LINE: usize = 1000;

/// What an engine did wrong. Every message names the engine by its command.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The game's set-up position string is not one of the rules' (see
    /// [`crate::agent::History::from`]).
    #[error("the game's set-up position cannot be told to an engine: {0}")]
    SetUp(String),
    /// The program could not be started.
    #[error("cannot start engine `{engine}`: {source}")]
    Start {
        /// The command.
        engine: String,
        /// Why not.
        source: io::Error,
    },
    /// The program ended, or closed its output.
    #[error("engine `{engine}` {how} after `{sent}`{stderr}")]
    Died {
        /// The command.
        engine: String,
        /// How it ended: "exited (exit status: 1)", ...
        how: String,
        /// The last command sent to it.
        sent: String,
        /// Its last lines on standard error, introduced, or nothing.
        stderr: String,
    },
    /// A line that is not a reply of the protocol, or not one that fits the command.
    #[error("engine `{engine}` answered `{line}` to `{sent}`: {why}")]
    Garbage {
        /// The command.
        engine: String,
        /// What it answered (shortened).
        line: String,
        /// What it was asked.
        sent: String,
        /// What was expected instead.
        why: String,
    },
    /// An `error` reply.
    #[error("engine `{engine}` refused `{sent}`: {code} {message}")]
    Refused {
        /// The command.
        engine: String,
        /// What it was asked.
        sent: String,
        /// The error's code.
        code: String,
        /// The error's message.
        message: String,
    },
    /// A move that is not legal, or not a move.
    #[error(
        "engine `{engine}` chose `{text}` at ply {ply}, which cannot be played: {why}; the legal moves are {legal}"
    )]
    IllegalMove {
        /// The command.
        engine: String,
        /// The move it answered.
        text: String,
        /// The ply it was asked about (0 for the first move).
        ply: u32,
        /// Why it cannot be played.
        why: String,
        /// The legal moves.
        legal: String,
    },
    /// Nothing in time.
    #[error("engine `{engine}` did not answer `{sent}` within {waited}")]
    Timeout {
        /// The command.
        engine: String,
        /// What it was asked.
        sent: String,
        /// How long it was given, in words.
        waited: String,
    },
    /// Another version of the protocol.
    #[error(
        "engine `{engine}` speaks protocol {theirs}; this mancala speaks protocol {PROTOCOL_VERSION}"
    )]
    Protocol {
        /// The command.
        engine: String,
        /// The version it announced.
        theirs: String,
    },
}

/// What an engine answered to `go`: its move and the last `info` line before it.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// The move, checked to be legal.
    pub best: Move,
    /// What the search last said about it, if it said anything.
    pub info: Option<Info>,
}

/// The last lines an engine wrote on standard error.
type Tail = Arc<Mutex<VecDeque<String>>>;

/// How many lines of an engine's standard error are kept for error messages, and how long each.
const TAIL_LINES: usize = 4;
/// The engine's lines read ahead of the host at most; past them the engine waits on its pipe.
const LINES_QUEUED: usize = 256;
const TAIL_CHARS: usize = 300;

/// What the engine has been told: the ruleset's text and the game so far.
struct Told {
    ruleset: String,
    first: Player,
    from: Option<String>,
    moves: Vec<Move>,
    /// The position after `moves`, to write the next moves in the ruleset's notation.
    position: Position,
    reps: Repetitions,
}

/// A running engine.
pub struct EngineProcess {
    command: String,
    /// The engine's own name (`id name`).
    name: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<io::Result<Line>>,
    stderr: Tail,
    /// Closed when the standard error reader has read to the end.
    stderr_done: Receiver<()>,
    timeouts: Timeouts,
    told: Option<Told>,
    /// The last command sent, for error messages.
    sent: String,
    /// When it was sent.
    sent_at: Instant,
}

impl fmt::Debug for EngineProcess {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EngineProcess")
            .field("command", &self.command)
            .field("name", &self.name)
            .field("pid", &self.child.id())
            .finish_non_exhaustive()
    }
}

/// A line as an error message quotes it: at most 80 characters.
fn shorten(line: &str) -> String {
    if line.chars().count() <= 80 {
        line.to_owned()
    } else {
        format!("{}...", line.chars().take(80).collect::<String>())
    }
}

/// A duration in words: `5s`, `1.5s`, `250ms`.
fn seconds(d: Duration) -> String {
    if d.as_millis() % 1000 == 0 {
        format!("{}s", d.as_secs())
    } else if d < Duration::from_secs(1) {
        format!("{}ms", d.as_millis())
    } else {
        format!("{:.1}s", d.as_secs_f64())
    }
}

impl EngineProcess {
    /// Starts `command` and shakes hands with it (`mancala 1`, answered by `id` lines and
    /// `mancalaok`).
    ///
    /// # Errors
    /// The program cannot be started, or does not answer the handshake as the protocol says.
    pub fn start(
        command: &EngineCommand,
        timeouts: Timeouts,
    ) -> Result<EngineProcess, EngineError> {
        let engine = command.text().to_owned();
        let mut child = Process::new(&command.argv()[0])
            .args(&command.argv()[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|source| EngineError::Start {
                engine: engine.clone(),
                source,
            })?;
        let stdout = child.stdout.take().expect("piped");
        let stderr = child.stderr.take().expect("piped");
        // Bounded: an engine that writes faster than it is read waits on its pipe instead of
        // filling the host's memory (one flooding `info` used to grow it by a gigabyte a second).
        let (send, lines) = mpsc::sync_channel(LINES_QUEUED);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let line = read_line(&mut reader, MAX_LINE_BYTES);
                let end = matches!(line, Ok(Line::End) | Err(_));
                if send.send(line).is_err() || end {
                    break;
                }
            }
        });
        let tail: Tail = Arc::default();
        let keep = Arc::clone(&tail);
        let (done, stderr_done) = mpsc::channel::<()>();
        std::thread::spawn(move || {
            let _done = done;
            let mut reader = BufReader::new(stderr);
            while let Ok(line) = read_line(&mut reader, MAX_LINE_BYTES) {
                let text = match line {
                    Line::Text(t) => t,
                    Line::TooLong { bytes } => format!("(a line of {bytes} bytes)"),
                    Line::NotUtf8 => "(a line that is not UTF-8)".into(),
                    Line::End => break,
                };
                if text.trim().is_empty() {
                    continue;
                }
                let mut tail = keep
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner);
                if tail.len() == TAIL_LINES {
                    tail.pop_front();
                }
                tail.push_back(text.chars().take(TAIL_CHARS).collect());
            }
        });
        let mut process = EngineProcess {
            command: engine,
            name: String::new(),
            stdin: child.stdin.take(),
            child,
            lines,
            stderr: tail,
            stderr_done,
            timeouts,
            told: None,
            sent: String::new(),
            sent_at: Instant::now(),
        };
        process.handshake()?;
        Ok(process)
    }

    /// The command that started the engine.
    #[must_use]
    pub fn command(&self) -> &str {
        &self.command
    }

    /// The engine's name, as it gave it in the handshake.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    fn handshake(&mut self) -> Result<(), EngineError> {
        let hello = Command::Hello {
            protocol: Some(PROTOCOL_VERSION),
        };
        self.send(&hello.to_string())?;
        let deadline = Instant::now() + self.timeouts.start;
        loop {
            match self.receive(deadline, "`id ...` or `mancalaok`")? {
                Reply::Id { key, value } if key == "protocol" => {
                    if value != PROTOCOL_VERSION.to_string() {
                        return Err(EngineError::Protocol {
                            engine: self.command.clone(),
                            theirs: value,
                        });
                    }
                }
                Reply::Id { key, value } if key == "name" => self.name = value,
                Reply::Id { .. } => {}
                Reply::HelloOk => return Ok(()),
                other => {
                    return Err(
                        self.garbage(&other.to_string(), "expected `id ...` or `mancalaok`")
                    );
                }
            }
        }
    }

    /// Writes one command line.
    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        self.sent = shorten(line);
        self.sent_at = Instant::now();
        self.write(line.as_bytes(), true)
    }

    fn write(&mut self, bytes: &[u8], end_of_line: bool) -> Result<(), EngineError> {
        let stdin = self
            .stdin
            .as_mut()
            .expect("open until the process is dropped");
        let written = stdin
            .write_all(bytes)
            .and_then(|()| {
                if end_of_line {
                    stdin.write_all(b"\n")
                } else {
                    Ok(())
                }
            })
            .and_then(|()| stdin.flush());
        match written {
            Ok(()) => Ok(()),
            Err(_) => Err(self.died()),
        }
    }

    /// The error for an engine that has ended (or closed its output): how, and its last words.
    fn died(&mut self) -> EngineError {
        // It closed its output: give it a moment to end, so its status and last words are known.
        let until = Instant::now() + Duration::from_millis(500);
        let status = loop {
            match self.child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(10)),
                _ => break None,
            }
        };
        // The standard error reader stops at the end of the pipe, when the process has ended
        // (unless a process it started keeps the pipe open: then not waited for long).
        if status.is_some() {
            let _ = self.stderr_done.recv_timeout(Duration::from_secs(1));
        }
        let how = match status {
            Some(s) => format!("exited ({s})"),
            None => "closed its output".to_owned(),
        };
        let tail = self
            .stderr
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let stderr = if tail.is_empty() {
            String::new()
        } else {
            format!(
                "; its last words on standard error: {}",
                tail.iter()
                    .map(|l| format!("`{l}`"))
                    .collect::<Vec<_>>()
                    .join(" ")
            )
        };
        EngineError::Died {
            engine: self.command.clone(),
            how,
            sent: self.sent.clone(),
            stderr,
        }
    }

    fn garbage(&self, line: &str, why: &str) -> EngineError {
        EngineError::Garbage {
            engine: self.command.clone(),
            line: shorten(line),
            sent: self.sent.clone(),
            why: why.to_owned(),
        }
    }

    /// The next reply other than `info` (which [`EngineProcess::receive_info`] keeps), by
    /// `deadline`; an `error` reply is [`EngineError::Refused`].
    fn receive(&mut self, deadline: Instant, expected: &str) -> Result<Reply, EngineError> {
        loop {
            match self.receive_info(deadline, expected)? {
                Reply::Info(_) => {}
                other => return Ok(other),
            }
        }
    }

    /// The engine's next line, by `deadline`.
    fn receive_line(&mut self, deadline: Instant) -> Result<String, EngineError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        if wait.is_zero() {
            // Past the deadline with lines still coming (an engine that floods `info`): a line
            // at hand must not keep it waiting for ever.
            return Err(EngineError::Timeout {
                engine: self.command.clone(),
                sent: self.sent.clone(),
                waited: seconds(self.sent_at.elapsed()),
            });
        }
        let line = match self.lines.recv_timeout(wait) {
            Ok(Ok(line)) => line,
            Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => return Err(self.died()),
            Err(RecvTimeoutError::Timeout) => {
                return Err(EngineError::Timeout {
                    engine: self.command.clone(),
                    sent: self.sent.clone(),
                    waited: seconds(wait),
                });
            }
        };
        match line {
            Line::Text(text) => Ok(text),
            Line::End => Err(self.died()),
            Line::TooLong { bytes } => Err(self.garbage(
                &format!("(a line of {bytes} bytes)"),
                &format!("a line is at most {MAX_LINE_BYTES} bytes"),
            )),
            Line::NotUtf8 => Err(self.garbage("(a line that is not UTF-8)", "lines are UTF-8")),
        }
    }

    fn receive_info(&mut self, deadline: Instant, expected: &str) -> Result<Reply, EngineError> {
        // Blank lines are skipped in a loop: a flood of them is only a wait, never a deep stack.
        let text = loop {
            let text = self.receive_line(deadline)?;
            if !text.trim().is_empty() {
                break text;
            }
        };
        match super::parse_reply(&text) {
            Ok(Reply::Error { code, message }) => Err(EngineError::Refused {
                engine: self.command.clone(),
                sent: self.sent.clone(),
                code,
                message,
            }),
            Ok(reply) => Ok(reply),
            Err(why) => Err(self.garbage(&text, &format!("{why}; expected {expected}"))),
        }
    }

    /// Sends `line` and waits for `ok WHAT ...`.
    fn command_ok(&mut self, line: &str, what: &str) -> Result<(), EngineError> {
        self.send(line)?;
        let deadline = Instant::now() + self.timeouts.reply;
        let expected = format!("`ok {what} ...`");
        match self.receive(deadline, &expected)? {
            Reply::Ok { what: w, .. } if w == what => Ok(()),
            other => Err(self.garbage(&other.to_string(), &format!("expected {expected}"))),
        }
    }

    /// Tells the engine the ruleset and the game so far, sending only what it does not know.
    fn tell(&mut self, rules: &dyn Family, history: &History<'_>) -> Result<(), EngineError> {
        let (first, moves) = (history.first, history.moves);
        let ruleset = ruleset_text(rules);
        if self.told.as_ref().is_none_or(|t| t.ruleset != ruleset) {
            self.told = None;
            self.send(&format!("ruleset toml {}", ruleset.len()))?;
            self.write(ruleset.as_bytes(), false)?;
            let deadline = Instant::now() + self.timeouts.reply;
            match self.receive(deadline, "`ok ruleset ...`")? {
                Reply::Ok { what, .. } if what == "ruleset" => {}
                other => return Err(self.garbage(&other.to_string(), "expected `ok ruleset ...`")),
            }
        }
        let known = self.told.as_ref().is_some_and(|t| {
            t.first == first && t.from.as_deref() == history.from && moves.starts_with(&t.moves)
        });
        if !known {
            self.told = None;
            self.command_ok("newgame", "newgame")?;
            let (position, seen) = crate::solve::game_start(rules, history.from, first)
                .map_err(|e| EngineError::SetUp(e.to_string()))?;
            match history.from {
                Some(fen) => self.command_ok(&format!("position fen {fen}"), "position")?,
                None => self.command_ok(&format!("position start first {first}"), "position")?,
            }
            let mut reps = Repetitions::new();
            reps.start_after(&seen, &position);
            self.told = Some(Told {
                ruleset,
                first,
                from: history.from.map(str::to_owned),
                moves: Vec::new(),
                position,
                reps,
            });
        }
        let told = self.told.as_mut().expect("told");
        let new = &moves[told.moves.len()..];
        let mut texts = Vec::with_capacity(new.len().min(MOVES_PER_LINE));
        let mut lines = Vec::new();
        for mv in new {
            texts.push(rules.move_text(&told.position, mv));
            engine::apply(rules, &mut told.position, mv, &mut told.reps, &mut NoRecord);
            told.moves.push(*mv);
            if texts.len() == MOVES_PER_LINE {
                lines.push(format!("play {}", texts.join(" ")));
                texts.clear();
            }
        }
        if !texts.is_empty() {
            lines.push(format!("play {}", texts.join(" ")));
        }
        for line in lines {
            if let Err(e) = self.command_ok(&line, "position") {
                self.told = None;
                return Err(e);
            }
        }
        Ok(())
    }

    /// Asks the engine for a move in the game whose first player is `first` and whose moves
    /// so far are `moves` (the game must have started from the ruleset's initial position and
    /// not be over), searching as `go` says.
    ///
    /// # Errors
    /// Whatever the engine did wrong; the process should then be dropped.
    pub fn think(
        &mut self,
        rules: &dyn Family,
        history: &History<'_>,
        go: &Go,
    ) -> Result<Thought, EngineError> {
        self.tell(rules, history)?;
        self.send(&go.to_string())?;
        let asked = Instant::now();
        let allowed = go.movetime.unwrap_or(MAX_GO) + self.timeouts.grace;
        let mut deadline = asked + allowed;
        let mut stopped = false;
        let mut info = None;
        let text = loop {
            match self.receive_info(deadline, "`info ...` or `bestmove MOVE`") {
                Ok(Reply::Info(i)) => info = Some(i),
                Ok(Reply::BestMove(text)) => break text,
                Ok(other) => {
                    return Err(
                        self.garbage(&other.to_string(), "expected `info ...` or `bestmove MOVE`")
                    );
                }
                Err(EngineError::Timeout { .. }) if !stopped => {
                    let go = std::mem::take(&mut self.sent);
                    self.send("stop")?;
                    self.sent = go;
                    stopped = true;
                    deadline = Instant::now() + self.timeouts.grace;
                }
                Err(EngineError::Timeout { engine, sent, .. }) => {
                    return Err(EngineError::Timeout {
                        engine,
                        sent,
                        waited: format!(
                            "{} (asked to stop after {})",
                            seconds(asked.elapsed()),
                            seconds(allowed)
                        ),
                    });
                }
                Err(e) => return Err(e),
            }
        };
        let told = self.told.as_ref().expect("told before go");
        let pos = &told.position;
        let legal = || {
            rules
                .legal_move_list(pos)
                .iter()
                .map(|m| rules.move_text(pos, m))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let illegal = |why: String| EngineError::IllegalMove {
            engine: self.command.clone(),
            text: shorten(&text),
            ply: pos.ply(),
            why,
            legal: legal(),
        };
        let mv = rules
            .parse_move(pos, &text)
            .map_err(|e| illegal(e.to_string()))?;
        if let Some(reason) = rules.illegal_reason(pos, &mv) {
            return Err(illegal(rules.illegal_text(pos, &mv, &reason)));
        }
        Ok(Thought { best: mv, info })
    }
}

/// The ruleset as the engine is given it: the options of `rules` as a ruleset file, with its id.
#[must_use]
pub fn ruleset_text(rules: &dyn Family) -> String {
    let id = serde_json::to_string(&rules.info().id).expect("a string");
    format!(
        "id = {id}\n{}",
        crate::record::options_to_toml(&rules.options_json())
    )
}

impl Drop for EngineProcess {
    /// Asks the engine to quit, and ends it if it has not within half a second.
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = stdin.write_all(b"quit\n").and_then(|()| stdin.flush());
        }
        let until = Instant::now() + Duration::from_millis(500);
        loop {
            match self.child.try_wait() {
                Ok(Some(_)) | Err(_) => return,
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(5)),
                Ok(None) => break,
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Engines of one command that are not playing, for games to take and give back: as many
/// processes as games are played at once, each started once.
pub struct EnginePool {
    command: EngineCommand,
    timeouts: Timeouts,
    idle: Mutex<Vec<EngineProcess>>,
}

impl fmt::Debug for EnginePool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EnginePool")
            .field("command", &self.command)
            .finish_non_exhaustive()
    }
}

impl EnginePool {
    /// An empty pool of engines started by `command`.
    #[must_use]
    pub fn new(command: EngineCommand, timeouts: Timeouts) -> EnginePool {
        EnginePool {
            command,
            timeouts,
            idle: Mutex::new(Vec::new()),
        }
    }

    /// The command.
    #[must_use]
    pub fn command(&self) -> &EngineCommand {
        &self.command
    }

    /// An idle engine, or a new one.
    ///
    /// # Errors
    /// A new engine cannot be started.
    pub fn take(&self) -> Result<EngineProcess, EngineError> {
        let idle = self
            .idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .pop();
        match idle {
            Some(process) => Ok(process),
            None => EngineProcess::start(&self.command, self.timeouts),
        }
    }

    /// Gives back an engine that played well, for another game.
    pub fn give_back(&self, process: EngineProcess) {
        self.idle
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(process);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_lines_split_like_a_shell_without_one() {
        let split = |s: &str| split_words(s).unwrap();
        assert_eq!(split("mancala engine"), ["mancala", "engine"]);
        assert_eq!(split("  a   b\tc "), ["a", "b", "c"]);
        assert_eq!(
            split("'my engine' --opt 'a b'"),
            ["my engine", "--opt", "a b"]
        );
        assert_eq!(
            split(r#"x "say \"hi\" \n" y"#),
            ["x", r#"say "hi" \n"#, "y"]
        );
        assert_eq!(split(r"a\ b c"), ["a b", "c"]);
        assert_eq!(split("'' x"), ["", "x"]);
        assert_eq!(split("$HOME ~ *"), ["$HOME", "~", "*"]);
        assert!(split_words("'open").unwrap_err().contains("not closed"));
        assert!(split_words("\"open").unwrap_err().contains("not closed"));
        assert!(split_words("a\\").unwrap_err().contains("lone backslash"));
        assert!(
            EngineCommand::parse("  ")
                .unwrap_err()
                .contains("give the command")
        );
    }

    #[test]
    fn characters_inside_quotes_are_not_separators() {
        assert_eq!(unquoted("a,b,c", ','), [1, 3]);
        assert_eq!(unquoted("a,'b,c',d", ','), [1, 7]);
        assert_eq!(unquoted(r#"a,"b,\",c",d"#, ','), [1, 10]);
        assert_eq!(unquoted(r"a\,b,c", ','), [4]);
        assert_eq!(unquoted("x@'u@h'@5", '@'), [1, 7]);
    }

    #[test]
    fn durations_are_written_for_people() {
        assert_eq!(seconds(Duration::from_secs(5)), "5s");
        assert_eq!(seconds(Duration::from_millis(250)), "250ms");
        assert_eq!(seconds(Duration::from_millis(1500)), "1.5s");
    }

    #[test]
    fn a_program_that_cannot_start_is_named() {
        let command = EngineCommand::parse("/nonexistent/engine --fast").unwrap();
        let e = EngineProcess::start(&command, Timeouts::default()).unwrap_err();
        let text = e.to_string();
        assert!(
            text.starts_with("cannot start engine `/nonexistent/engine --fast`: "),
            "{text}"
        );
    }
}
