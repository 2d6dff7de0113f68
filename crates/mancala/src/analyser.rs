//! `mancala engine`: the engine side of the protocol of [`crate::protocol`]. A [`Session`]
//! keeps a ruleset and a game, answers each command line read from its input with lines on its
//! output, and searches on a thread of its own, so that `stop`, `isready` and `quit` are read
//! and acted on while it thinks.
//!
//! The input is read a bounded line at a time ([`crate::protocol::read_line`]); every line
//! that is not a command, or not a valid one, is answered with an `error` line and the session
//! goes on; the end of the input ends it as `quit` does. Rulesets are shipped ids or a ruleset
//! file's text sent inline (at most [`crate::files::MAX_RULESET_BYTES`]), never a path: a
//! program driving the engine may not be the user, and it can read a file itself.

use std::{
    fmt::Display,
    io::{self, BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use crate::{
    NoRecord,
    agent::Seat,
    agent::{MAX_DEPTH, MAX_ITERATIONS, MAX_THINK, Value, max_threads},
    engine::{self, Repetitions},
    family::{Family, Registry},
    files::MAX_RULESET_BYTES,
    game::{Game, MoveError},
    json,
    moves::Move,
    position::{EndReason, Player, Position},
    protocol::{
        Command, ErrorCode, Go, Info, Line, MAX_LINE_BYTES, Method, PROTOCOL_VERSION,
        ProtocolError, Reply, RulesetSource, Score, parse_command, read_line, read_payload,
    },
    ruleset::FirstPlayer,
    search::{AlphaBeta, Mcts, Progress, Proven},
    session::{Session as Board, SessionError},
};

/// Where replies go: shared by the reading thread and the search.
type Output = Arc<Mutex<Box<dyn Write + Send>>>;

/// Writes one line.
fn say(out: &Output, line: impl Display) -> io::Result<()> {
    let mut out = out
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    writeln!(out, "{line}")?;
    out.flush()
}

/// An error reply on one line, whatever the message holds.
fn error_reply(e: ProtocolError) -> Reply {
    let message = e.message.split_whitespace().collect::<Vec<_>>().join(" ");
    Reply::from(ProtocolError { message, ..e })
}

/// A search in progress.
struct Running {
    stop: Arc<AtomicBool>,
    /// Set (under the output's lock) just before `bestmove` is written: from then on the
    /// search is as good as done, and a command may wait for its thread.
    answered: Arc<AtomicBool>,
    handle: JoinHandle<Option<AlphaBeta>>,
}

/// What the session does after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    Quit,
}

/// An engine session: the state one input stream sets up.
pub struct Session<'r> {
    registry: &'r dyn Registry,
    shipped: Vec<String>,
    /// The analysis board: a game session whose moves all come from the protocol.
    board: Board,
    /// The alpha-beta search, kept between moves (`None` while it runs on its thread).
    search: Option<AlphaBeta>,
    running: Option<Running>,
    out: Output,
}

impl std::fmt::Debug for Session<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("ruleset", &self.board.game().rules().info().id)
            .field("plies", &self.board.game().num_plies())
            .field("searching", &self.running.is_some())
            .finish_non_exhaustive()
    }
}

/// An analysis board: a new game of `rules` with `first` to move, every seat moved from outside.
fn board(rules: Arc<dyn Family>, first: Player) -> Board {
    let seats = vec![Some(Seat::Human); rules.num_players()];
    Board::new(rules, first, seats, 0).expect("one seat per player")
}

/// The player who moves first in a new game of `rules`: the ruleset's, or 0 when the ruleset
/// draws it (`position start first P` says another).
fn default_first(rules: &dyn Family) -> u8 {
    rules.first_player().or_south()
}

/// The texts of `line`, a sequence of moves from `pos`.
fn line_texts(rules: &dyn Family, pos: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut reps = Repetitions::new();
    line.iter()
        .map(|mv| {
            let text = rules.move_text(&pos, mv);
            engine::apply(rules, &mut pos, mv, &mut reps, &mut NoRecord);
            text
        })
        .collect()
}

/// Nodes per second.
fn per_second(nodes: u64, elapsed: Duration) -> u64 {
    let micros = elapsed.as_micros().max(1);
    u64::try_from(u128::from(nodes) * 1_000_000 / micros).unwrap_or(u64::MAX)
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

impl<'r> Session<'r> {
    /// A session playing `rules`; `registry` loads the rulesets it is sent, `shipped` are the
    /// ids `rulesets` lists. Replies go to `out`.
    #[must_use]
    pub fn new(
        registry: &'r dyn Registry,
        shipped: Vec<String>,
        rules: Arc<dyn Family>,
        out: Box<dyn Write + Send>,
    ) -> Session<'r> {
        let first = default_first(&*rules);
        Session {
            registry,
            shipped,
            board: board(rules, first),
            search: None,
            running: None,
            out: Arc::new(Mutex::new(out)),
        }
    }

    /// Reads and answers commands until `quit` or the end of `input`; a search still running
    /// then is stopped, and its `bestmove` written, before this returns.
    ///
    /// # Errors
    /// Reading the input or writing the output fails.
    pub fn run(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        let result = self.read_commands(input);
        self.finish_search(true);
        result
    }

    fn read_commands(&mut self, input: &mut dyn BufRead) -> io::Result<()> {
        loop {
            let text = match read_line(input, MAX_LINE_BYTES)? {
                Line::End => return Ok(()),
                Line::Text(text) => text,
                Line::TooLong { bytes } => {
                    self.error(ProtocolError::new(
                        ErrorCode::LineTooLong,
                        format!(
                            "a line of {bytes} bytes is longer than the {MAX_LINE_BYTES} bytes allowed (end of line included); it was skipped"
                        ),
                    ))?;
                    continue;
                }
                Line::NotUtf8 => {
                    self.error(ProtocolError::new(
                        ErrorCode::NotUtf8,
                        "a line is not UTF-8 text; it was skipped",
                    ))?;
                    continue;
                }
            };
            let command = match parse_command(&text) {
                Ok(Some(command)) => command,
                Ok(None) => continue,
                Err(e) => {
                    self.error(e)?;
                    continue;
                }
            };
            if self.command(command, input)? == Flow::Quit {
                return Ok(());
            }
        }
    }

    fn say(&self, line: impl Display) -> io::Result<()> {
        say(&self.out, line)
    }

    fn error(&self, e: ProtocolError) -> io::Result<()> {
        self.say(error_reply(e))
    }

    /// Ends the search: waits for it when it has answered or `stop` is true (after stopping
    /// it); says whether none is running now.
    fn finish_search(&mut self, stop: bool) -> bool {
        let Some(running) = self.running.take() else {
            return true;
        };
        if stop {
            running.stop.store(true, Ordering::Relaxed);
        }
        if stop || running.answered.load(Ordering::Acquire) || running.handle.is_finished() {
            // A panic of the search thread already printed its message; the search is lost.
            self.search = running.handle.join().ok().flatten();
            true
        } else {
            self.running = Some(running);
            false
        }
    }

    fn command(&mut self, command: Command, input: &mut dyn BufRead) -> io::Result<Flow> {
        // A ruleset's text is read whatever happens next, so that it is never taken for commands.
        let text = match &command {
            Command::Ruleset(RulesetSource::Toml { bytes }) => {
                match self.ruleset_text(*bytes, input)? {
                    Ok(text) => Some(text),
                    Err((e, flow)) => {
                        self.error(e)?;
                        return Ok(flow);
                    }
                }
            }
            _ => None,
        };
        match command {
            Command::Hello { protocol } => self.hello(protocol)?,
            Command::IsReady => self.say(Reply::ReadyOk)?,
            Command::Rulesets => self.say(Reply::Rulesets(self.shipped.clone()))?,
            Command::Legal => self.say(Reply::Legal(self.board.game().legal_move_texts()))?,
            Command::Show => {
                let rules = self.board.game().rules();
                let last = self.board.game().last_ply();
                let json = json::position_json(
                    rules,
                    self.board.game().position(),
                    last.map(|p| (p.player, p.text.as_str(), &p.events[..])),
                );
                self.say(Reply::Show(json.to_string()))?;
            }
            Command::Stop => {
                if let Some(running) = &self.running {
                    running.stop.store(true, Ordering::Relaxed);
                }
            }
            Command::Quit => return Ok(Flow::Quit),
            other => {
                if !self.finish_search(false) {
                    self.error(ProtocolError::new(
                        ErrorCode::Busy,
                        format!(
                            "a search is running: send `stop` (or wait for `bestmove`) before `{}`",
                            other.to_string().split(' ').next().unwrap_or_default()
                        ),
                    ))?;
                    return Ok(Flow::Go);
                }
                let reply = match other {
                    Command::Ruleset(RulesetSource::Id(id)) => self.ruleset_id(&id),
                    Command::Ruleset(RulesetSource::Toml { .. }) => {
                        self.ruleset_toml(&text.expect("read above"))
                    }
                    Command::NewGame => {
                        let rules = Arc::clone(self.board.game().shared_rules());
                        let first = default_first(&*rules);
                        self.board = board(rules, first);
                        self.search = None;
                        Ok(Reply::Ok {
                            what: "newgame".into(),
                            detail: String::new(),
                        })
                    }
                    Command::Position { from, first, moves } => {
                        self.position(from.as_deref(), first, &moves)
                    }
                    Command::Play { moves } => self.play(&moves),
                    Command::Go(go) => match self.go(go) {
                        Ok(()) => return Ok(Flow::Go),
                        Err(e) => Err(e),
                    },
                    _ => unreachable!("answered above"),
                };
                match reply {
                    Ok(reply) => self.say(reply)?,
                    Err(e) => self.error(e)?,
                }
            }
        }
        Ok(Flow::Go)
    }

    fn hello(&self, protocol: Option<u32>) -> io::Result<()> {
        if let Some(v) = protocol.filter(|&v| v != PROTOCOL_VERSION) {
            return self.error(ProtocolError::new(
                ErrorCode::UnsupportedProtocol,
                format!(
                    "protocol {v} is not spoken here: this engine speaks protocol {PROTOCOL_VERSION}"
                ),
            ));
        }
        for (key, value) in [
            ("name", "mancala".to_owned()),
            ("version", env!("CARGO_PKG_VERSION").to_owned()),
            ("protocol", PROTOCOL_VERSION.to_string()),
        ] {
            self.say(Reply::Id {
                key: key.into(),
                value,
            })?;
        }
        self.say(Reply::HelloOk)
    }

    /// Reads the `bytes` bytes of a ruleset's text. The error says why not, and whether the
    /// session must end (the input ended inside the text).
    fn ruleset_text(
        &self,
        bytes: u64,
        input: &mut dyn BufRead,
    ) -> io::Result<Result<String, (ProtocolError, Flow)>> {
        let (data, ended) = read_payload(input, bytes, MAX_RULESET_BYTES)?;
        let Some(data) = data else {
            let flow = if ended { Flow::Quit } else { Flow::Go };
            return Ok(Err((
                ProtocolError::new(
                    ErrorCode::RulesetTooLarge,
                    format!(
                        "a ruleset text of {bytes} bytes is larger than the {MAX_RULESET_BYTES} bytes allowed (as for ruleset files); its bytes were skipped"
                    ),
                ),
                flow,
            )));
        };
        if ended {
            return Ok(Err((
                ProtocolError::new(
                    ErrorCode::Truncated,
                    format!(
                        "the input ended after {} of the {bytes} bytes of the ruleset text",
                        data.len()
                    ),
                ),
                Flow::Quit,
            )));
        }
        Ok(String::from_utf8(data).map_err(|_| {
            (
                ProtocolError::new(ErrorCode::BadRuleset, "the ruleset text is not UTF-8"),
                Flow::Go,
            )
        }))
    }

    /// The reply to a new ruleset: its id, players and first player.
    fn new_ruleset(&mut self, rules: Arc<dyn Family>) -> Reply {
        let first = match rules.first_player() {
            FirstPlayer::Player(p) => p.to_string(),
            FirstPlayer::Random => "random".into(),
        };
        let detail = format!(
            "{} players {} first {first}",
            rules.info().id,
            rules.num_players()
        );
        let start = default_first(&*rules);
        self.board = board(rules, start);
        self.search = None;
        Reply::Ok {
            what: "ruleset".into(),
            detail,
        }
    }

    fn ruleset_id(&mut self, id: &str) -> Result<Reply, ProtocolError> {
        match self.registry.builtin(id) {
            Some(rules) => Ok(self.new_ruleset(rules)),
            None => Err(ProtocolError::new(
                ErrorCode::UnknownRuleset,
                format!(
                    "unknown ruleset `{id}`; the shipped rulesets are {}; or send a ruleset file's text with `ruleset toml BYTES`",
                    self.shipped.join(", ")
                ),
            )),
        }
    }

    fn ruleset_toml(&mut self, text: &str) -> Result<Reply, ProtocolError> {
        const FILE: &str = "<ruleset toml>";
        let bad = |e: crate::ruleset::config::ConfigError| {
            ProtocolError::new(
                ErrorCode::BadRuleset,
                format!("{FILE}:{}:{}: {}", e.line, e.column, e.message),
            )
        };
        let mut rules = self.registry.load(FILE, "", text).map_err(bad)?;
        if rules.info().id.is_empty() {
            // No `id` in the text: it is called `inline`.
            rules = self.registry.load(FILE, "inline", text).map_err(bad)?;
        }
        // A shipped ruleset's own options: the shipped ruleset, with its name and sources.
        if let Some(shipped) = self
            .registry
            .builtin(&rules.info().id)
            .filter(|b| b.options_json() == rules.options_json())
        {
            rules = shipped;
        }
        Ok(self.new_ruleset(rules))
    }

    /// `ok position ...`: how many moves were played, and who is to move or how it ended.
    fn position_reply(&self) -> Reply {
        let pos = self.board.game().position();
        let ply = self.board.game().num_plies();
        let detail = match pos.outcome() {
            None => format!("ply {ply} to-move {}", pos.turn()),
            Some(o) => match (o.reason, o.winner) {
                (EndReason::Limit(limit), _) => format!("ply {ply} over limit {}", limit.key()),
                (_, Some(w)) => format!("ply {ply} over winner {w}"),
                (_, None) => format!("ply {ply} over draw"),
            },
        };
        Reply::Ok {
            what: "position".into(),
            detail,
        }
    }

    /// Plays `moves` on `board`; on the first that cannot be played, the error names it, its
    /// place in the list and the ply, and why.
    fn play_all(board: &mut Board, moves: &[String]) -> Result<(), ProtocolError> {
        for (i, text) in moves.iter().enumerate() {
            let ply = board.game().num_plies();
            if let Err(e) = board.play_turn(text) {
                let (code, why) = match e {
                    SessionError::Move(MoveError::Parse(e)) => (ErrorCode::BadMove, e.to_string()),
                    SessionError::Move(MoveError::Play(e)) => (ErrorCode::IllegalMove, e.message),
                    e => (ErrorCode::IllegalMove, e.to_string()),
                };
                let legal = board.game().legal_move_texts();
                let legal = if legal.is_empty() {
                    "none: the game is over".to_owned()
                } else {
                    legal.join(" ")
                };
                return Err(ProtocolError::new(
                    code,
                    format!(
                        "move {} of {}, `{text}`, at ply {ply}: {why}; legal moves there: {legal}; the position is unchanged",
                        i + 1,
                        moves.len()
                    ),
                ));
            }
        }
        Ok(())
    }

    fn position(
        &mut self,
        from: Option<&str>,
        first: Option<u8>,
        moves: &[String],
    ) -> Result<Reply, ProtocolError> {
        let rules = Arc::clone(self.board.game().shared_rules());
        if let Some(fen) = from {
            let game = Game::from_fen(rules, fen).map_err(|e| {
                let at = e
                    .column(fen)
                    .map_or(String::new(), |c| format!(" (column {c})"));
                ProtocolError::new(ErrorCode::BadPosition, format!("`{fen}`{at}: {e}"))
            })?;
            let seats = vec![Some(Seat::Human); game.start().num_players()];
            let mut board = Board::resume(game, seats, 0).expect("one seat per player");
            Session::play_all(&mut board, moves)?;
            self.board = board;
            return Ok(self.position_reply());
        }
        let players = rules.num_players();
        let first = first.unwrap_or_else(|| default_first(&*rules));
        if usize::from(first) >= players {
            return Err(ProtocolError::new(
                ErrorCode::OutOfRange,
                format!(
                    "`first {first}`: this game has players 0 to {}",
                    players - 1
                ),
            ));
        }
        let mut board = board(rules, first);
        Session::play_all(&mut board, moves)?;
        self.board = board;
        Ok(self.position_reply())
    }

    fn play(&mut self, moves: &[String]) -> Result<Reply, ProtocolError> {
        let before = self.board.game().num_plies();
        if let Err(e) = Session::play_all(&mut self.board, moves) {
            self.board.take_back_to(before);
            return Err(e);
        }
        Ok(self.position_reply())
    }

    /// Checks `go`'s budget, and starts the search on its own thread.
    fn go(&mut self, go: Go) -> Result<(), ProtocolError> {
        let range = |what: &str, value: u64, max: u64, unit: &str| {
            if (1..=max).contains(&value) {
                Ok(())
            } else {
                Err(ProtocolError::new(
                    ErrorCode::OutOfRange,
                    format!("`{what} {value}`: give 1 to {max}{unit}"),
                ))
            }
        };
        if let Some(d) = go.depth {
            range("depth", d.into(), MAX_DEPTH.into(), " plies")?;
        }
        if let Some(n) = go.iterations {
            range("iterations", n.into(), MAX_ITERATIONS.into(), "")?;
        }
        if let Some(t) = go.movetime {
            range(
                "movetime",
                millis(t),
                millis(MAX_THINK),
                " milliseconds (ten minutes)",
            )?;
        }
        if let Some(n) = go.threads {
            range(
                "threads",
                n as u64,
                max_threads() as u64,
                &format!(
                    " (four for each of this machine's {} cores)",
                    max_threads() / 4
                ),
            )?;
        }
        let pos = self.board.game().position().clone();
        if let Some(outcome) = pos.outcome() {
            return Err(ProtocolError::new(
                ErrorCode::GameOver,
                format!(
                    "the game is over ({}): there is no move to search; set another position",
                    outcome.reason.as_str()
                ),
            ));
        }
        let rules = Arc::clone(self.board.game().shared_rules());
        let out = Arc::clone(&self.out);
        let stop = Arc::new(AtomicBool::new(false));
        let answered = Arc::new(AtomicBool::new(false));
        let search = self.search.take();
        let (stop_flag, answered_flag) = (Arc::clone(&stop), Arc::clone(&answered));
        let handle = std::thread::spawn(move || {
            let (best, search) = match go.method {
                Method::AlphaBeta => {
                    let mut search = search.unwrap_or_default();
                    search.set_threads(go.threads.unwrap_or(1));
                    let best = alphabeta(&*rules, &pos, &mut search, go, stop_flag, &out);
                    (best, Some(search))
                }
                Method::Mcts => (mcts(&*rules, &pos, go, &stop_flag, &out), search),
            };
            let text = rules.move_text(&pos, &best);
            let mut out = out
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            answered_flag.store(true, Ordering::Release);
            let _ = writeln!(out, "{}", Reply::BestMove(text)).and_then(|()| out.flush());
            search
        });
        self.running = Some(Running {
            stop,
            answered,
            handle,
        });
        Ok(())
    }
}

/// An alpha-beta search as `go` asks, writing an `info` line after each depth; its best move.
fn alphabeta(
    rules: &dyn Family,
    pos: &Position,
    search: &mut AlphaBeta,
    go: Go,
    stop: Arc<AtomicBool>,
    out: &Output,
) -> Move {
    let mut report = |p: Progress<'_>| {
        let score = match Value::of_result(&p.result) {
            Value::Decided(d) if d.won => Score::Win {
                plies: d.plies,
                by: Some(d.by),
            },
            Value::Decided(d) => Score::Loss {
                plies: d.plies,
                by: Some(d.by),
            },
            Value::Exact(n) => Score::Exact(n),
            _ => Score::Points(crate::search::to_points(p.result.value)),
        };
        let info = Info {
            depth: Some(p.result.depth),
            nodes: Some(p.result.nodes),
            nps: Some(per_second(p.result.nodes, p.elapsed)),
            time_ms: Some(millis(p.elapsed)),
            score: Some(score),
            pv: line_texts(rules, pos, p.pv),
            ..Info::default()
        };
        let _ = say(out, Reply::Info(info));
    };
    let depth = go.depth.unwrap_or(MAX_DEPTH);
    search
        .search_with(
            rules,
            pos,
            depth,
            go.movetime,
            Some(stop),
            Some(&mut report),
        )
        .best
}

/// An MCTS search as `go` asks, writing one `info` line at its end; its best move.
fn mcts(rules: &dyn Family, pos: &Position, go: Go, stop: &AtomicBool, out: &Output) -> Move {
    let seed = go.seed.unwrap_or(1);
    let start = Instant::now();
    let r = Mcts::new(seed).search_with(
        rules,
        pos,
        go.iterations.unwrap_or(u32::MAX),
        go.movetime,
        Some(stop),
    );
    let elapsed = start.elapsed();
    let info = Info {
        iterations: Some(r.iterations),
        nodes: Some(r.nodes as u64),
        nps: Some(per_second(r.nodes as u64, elapsed)),
        time_ms: Some(millis(elapsed)),
        score: Some(match r.proven {
            Some(Proven::Win(n)) => Score::Win { plies: n, by: None },
            Some(Proven::Loss(n)) => Score::Loss { plies: n, by: None },
            Some(Proven::Draw(_)) => Score::Exact(0),
            None => Score::WinRate(r.win_rate),
        }),
        seed: Some(seed),
        pv: line_texts(rules, pos, &r.pv),
        ..Info::default()
    };
    let _ = say(out, Reply::Info(info));
    r.best
}
