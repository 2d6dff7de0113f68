//! `mancala play --connect URL`: a game on a `mancala serve` server, at the terminal, with the
//! board, the moves' paths and the prompts of a local game, from the player's own seat.
//!
//! The client keeps its own copy of the game: it rebuilds the rules from the options the server
//! sends, replays the moves, and plays each move the server announces, so every board and every
//! line of narration comes from the same engine and events as a local game. Three threads: the
//! network (a small tokio runtime), the keyboard, and this one, which prints.
//!
//! The messages both ways are the server's own types ([`ClientMessage`], [`ServerMessage`]).

use std::{
    io::{BufRead, Write},
    sync::mpsc,
};

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use super::{CliError, PlayArgs};
use mancala::{
    agent::Seat,
    game::Game,
    lang::{Arg, Lang},
    record::{FORMAT, GameRecord, VERSION},
    render::{self, player_name, player_name_in},
    rules::Rules,
    ruleset::{View, ruleset_name_in},
};
use mancala_serve::protocol::{
    self, ClientMessage, ErrorCode, OutcomeView, PROTOCOL, PositionView, Role, SeatView,
    ServerMessage,
};

/// Where to connect, read from `--connect`.
#[derive(Debug, PartialEq, Eq)]
struct Target {
    /// `ws://host:port/ws` (or `wss://`).
    socket: String,
    /// `http://host:port`, to tell others how to join.
    base: String,
    /// The room, when the URL names one (`.../rooms/ID`).
    room: Option<String>,
}

/// Reads `http://HOST:PORT[/rooms/ID]` (or `ws://`, `https://`, `wss://`).
fn target(url: &str) -> Result<Target, CliError> {
    let bad =
        || CliError::BadArgument(super::lang().text("err-connect-url", &[("url", url.into())]));
    let (scheme, rest) = url.trim().split_once("://").ok_or_else(bad)?;
    let secure = match scheme {
        "http" | "ws" => false,
        "https" | "wss" => true,
        _ => return Err(bad()),
    };
    let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
    if host.is_empty() || host.contains(char::is_whitespace) {
        return Err(bad());
    }
    let path = path.trim_end_matches('/');
    let room = match path {
        "" | "ws" => None,
        p => match p.strip_prefix("rooms/") {
            Some(id) if !id.is_empty() && !id.contains('/') => Some(id.to_owned()),
            _ => return Err(bad()),
        },
    };
    let (ws, http) = if secure {
        ("wss", "https")
    } else {
        ("ws", "http")
    };
    Ok(Target {
        socket: format!("{ws}://{host}/ws"),
        base: format!("{http}://{host}"),
        room,
    })
}

enum Event {
    /// A text frame from the server.
    Server(String),
    Closed(String),
    Line(String),
    InputEnded,
}

/// Plays (or watches) a game on a server; the end of the game and what follows are said in
/// `lang`.
pub(super) fn run_in(args: &PlayArgs, lang: Lang, out: &mut dyn Write) -> Result<(), CliError> {
    let target = target(args.connect.as_deref().unwrap_or_default())?;
    let (events, received) = mpsc::channel::<Event>();
    let (to_server, mut outgoing) = tokio::sync::mpsc::unbounded_channel::<String>();
    // The network.
    let socket = target.socket.clone();
    let net_events = events.clone();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let network = std::thread::spawn(move || {
        runtime.block_on(async move {
            let (ws, _) = match tokio_tungstenite::connect_async(&socket).await {
                Ok(c) => c,
                Err(e) => {
                    let _ = net_events.send(Event::Closed(lang.text(
                        "err-connect-cannot",
                        &[("socket", socket.as_str().into()), ("detail", e.to_string().into())],
                    )));
                    return;
                }
            };
            let (mut sink, mut stream) = ws.split();
            loop {
                tokio::select! {
                    frame = stream.next() => match frame {
                        Some(Ok(Message::Text(t))) => {
                            if net_events.send(Event::Server(t.as_str().to_owned())).is_err() {
                                break;
                            }
                        }
                        Some(Ok(Message::Close(_))) | None => {
                            let _ = net_events.send(Event::Closed(lang.text("err-connect-closed", &[])));
                            break;
                        }
                        Some(Ok(_)) => {}
                        Some(Err(e)) => {
                            let _ = net_events.send(Event::Closed(lang.text(
                                "err-connect-failed",
                                &[("detail", e.to_string().into())],
                            )));
                            break;
                        }
                    },
                    text = outgoing.recv() => match text {
                        Some(text) => {
                            if sink.send(Message::Text(text.into())).await.is_err() {
                                let _ = net_events.send(Event::Closed(lang.text("err-connect-lost", &[])));
                                break;
                            }
                        }
                        None => {
                            let _ = sink.close().await;
                            break;
                        }
                    },
                }
            }
        });
    });
    // The keyboard.
    let key_events = events;
    let keyboard = keyboard()?;
    std::thread::spawn(move || {
        for line in keyboard.lines() {
            match line {
                Ok(l) => {
                    if key_events.send(Event::Line(l)).is_err() {
                        return;
                    }
                }
                Err(_) => break,
            }
        }
        let _ = key_events.send(Event::InputEnded);
    });
    let mut client = Client {
        args,
        lang,
        target,
        out,
        send: to_server,
        game: None,
        seat: None,
        players: 2,
        seats: Vec::new(),
        joined: false,
        typed: None,
    };
    let result = client.run(&received);
    drop(client);
    let _ = network.join();
    result
}

/// Standard input, to read on a thread of its own. The command line holds the lock of
/// `std::io::stdin()` for its whole run, so the thread reads its own handle of the same file.
fn keyboard() -> std::io::Result<std::io::BufReader<std::fs::File>> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = std::io::stdin().as_fd().try_clone_to_owned()?;
        Ok(std::io::BufReader::new(std::fs::File::from(fd)))
    }
    #[cfg(not(unix))]
    {
        Err(std::io::Error::other(
            "--connect reads the keyboard on a thread of its own, which needs a Unix system",
        ))
    }
}

struct Client<'a> {
    args: &'a PlayArgs,
    /// The language of what the client says of the game's end.
    lang: Lang,
    target: Target,
    out: &'a mut dyn Write,
    send: tokio::sync::mpsc::UnboundedSender<String>,
    game: Option<Game>,
    seat: Option<u8>,
    players: usize,
    seats: Vec<SeatView>,
    joined: bool,
    /// The last move typed, to say in the reader's language why the server refused it.
    typed: Option<String>,
}

impl Client<'_> {
    fn send(&self, message: &ClientMessage) {
        let _ = self.send.send(protocol::client_text(message));
    }

    /// The seat asked for with `--seat N` (or `--seat N=human`).
    fn wanted_seat(&self) -> Option<u8> {
        self.args
            .seats
            .iter()
            .find(|(_, s)| *s == Seat::Human)
            .map(|(p, _)| *p)
    }

    fn run(&mut self, received: &mpsc::Receiver<Event>) -> Result<(), CliError> {
        while let Ok(event) = received.recv() {
            match event {
                Event::Server(text) => {
                    if !self.on_text(&text)? {
                        return Ok(());
                    }
                }
                Event::Closed(why) => {
                    return Err(CliError::Usage(why));
                }
                Event::Line(line) => {
                    if !self.on_line(line.trim())? {
                        return Ok(());
                    }
                }
                Event::InputEnded => {
                    if let Some(seat) = self.seat {
                        let line = self.lang.text("con-input-ended", &[("seat", seat.into())]);
                        writeln!(self.out, "{line}")?;
                    }
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// The first steps: make a room if the URL names none, then join it.
    fn start(&mut self) -> Result<(), CliError> {
        match self.target.room.clone() {
            Some(room) => self.join(&room),
            None => {
                let ruleset = self
                    .args
                    .ruleset
                    .clone()
                    .unwrap_or_else(|| "o-an-quan".into());
                let rules = Rules::resolve(&ruleset)?;
                let (ruleset, ruleset_toml) = if Rules::builtin(&ruleset).is_some() {
                    (Some(ruleset), None)
                } else {
                    let text = mancala::files::read_text(
                        std::path::Path::new(&ruleset),
                        mancala::files::MAX_RULESET_BYTES,
                    )?;
                    (None, Some(text))
                };
                let players = rules.num_players();
                let mut seats: Vec<Seat> = vec![Seat::Human; players];
                if let Some(s) = self.args.south.clone() {
                    seats[0] = s;
                }
                if let Some(s) = self.args.north.clone() {
                    seats[1] = s;
                }
                for (p, s) in &self.args.seats {
                    if let Some(slot) = seats.get_mut(usize::from(*p)) {
                        *slot = s.clone();
                    }
                }
                // Refused here as the server would, before any room is made.
                for seat in &seats {
                    seat.check(&*rules)
                        .map_err(|e| CliError::BadArgument(e.to_string()))?;
                }
                let specs: Vec<String> = seats
                    .iter()
                    .map(|s| match s {
                        Seat::Human => "person".to_owned(),
                        other => other.to_string(),
                    })
                    .collect();
                self.send(&ClientMessage::CreateRoom {
                    ruleset,
                    ruleset_toml,
                    seats: Some(specs),
                    first: None,
                    from: None,
                    on_leave: None,
                    grace_seconds: None,
                    name: self.args.room_name.clone(),
                });
                Ok(())
            }
        }
    }

    fn join(&mut self, room: &str) -> Result<(), CliError> {
        let observe = self.args.observe;
        let message = match (&self.args.token, self.wanted_seat()) {
            (Some(token), Some(seat)) => ClientMessage::Rejoin {
                room: room.to_owned(),
                seat,
                token: token.clone(),
            },
            (Some(_), None) => {
                return Err(CliError::BadArgument(
                    "--token goes with --seat N: the seat it opens".into(),
                ));
            }
            (None, seat) if !observe => ClientMessage::Join {
                room: room.to_owned(),
                role: Role::Player,
                seat,
                name: self.args.name.clone(),
            },
            (None, _) => ClientMessage::Join {
                room: room.to_owned(),
                role: Role::Observer,
                seat: None,
                name: self.args.name.clone(),
            },
        };
        self.send(&message);
        Ok(())
    }

    fn board(&mut self) -> Result<(), CliError> {
        let Some(game) = &self.game else {
            return Ok(());
        };
        let events = game.last_ply().map_or(&[][..], |p| &p.events[..]);
        let view = View::after(self.seat.unwrap_or(0), events, false);
        writeln!(
            self.out,
            "{}",
            game.rules().draw_in(self.lang, game.position(), &view)
        )?;
        Ok(())
    }

    fn prompt(&mut self) -> Result<(), CliError> {
        let Some(game) = &self.game else {
            return Ok(());
        };
        let pos = game.position();
        if pos.is_over() {
            return Ok(());
        }
        if let Some(free) = self.seats.iter().find(|s| s.kind == "free").map(|s| s.seat) {
            let player = self.name(free);
            writeln!(
                self.out,
                "{}",
                self.lang
                    .text("con-waiting-seat", &[("player", player.into())])
            )?;
        } else if Some(pos.turn()) == self.seat {
            let legal = game.legal_move_texts().join(" ");
            let name = self.name(pos.turn());
            let prompt = self.lang.text(
                "play-prompt",
                &[("player", name.into()), ("moves", legal.into())],
            );
            write!(self.out, "{prompt} ")?;
        } else {
            let player = self.name(pos.turn());
            writeln!(
                self.out,
                "{}",
                self.lang.text("con-waiting", &[("player", player.into())])
            )?;
        }
        self.out.flush()?;
        Ok(())
    }

    /// Handles a text frame from the server; false when the game is over for this client. A
    /// message this client cannot read (a newer server's) is told and passed over.
    fn on_text(&mut self, text: &str) -> Result<bool, CliError> {
        match protocol::read_server(text) {
            Ok(message) => self.on_message(message),
            Err(e) => {
                let error = self.lang.text(
                    "con-unreadable",
                    &[
                        ("protocol", PROTOCOL.into()),
                        ("error", e.to_string().into()),
                    ],
                );
                writeln!(
                    self.out,
                    "{}",
                    self.lang.text("cli-error", &[("error", error.into())])
                )?;
                self.prompt()?;
                Ok(true)
            }
        }
    }

    /// Handles a server message; false when the game is over for this client.
    fn on_message(&mut self, m: ServerMessage<PositionView>) -> Result<bool, CliError> {
        match m {
            ServerMessage::Welcome { .. } => {
                // The server's words for people (its refusals) in the reader's language.
                if self.lang != Lang::english() {
                    self.send(&ClientMessage::SetLanguage {
                        lang: self.lang.code().into(),
                    });
                }
                self.start()?;
            }
            ServerMessage::RoomCreated { room } => {
                let room = room.room;
                let command = format!("mancala play --connect {}/rooms/{room}", self.target.base);
                let line = self.lang.text(
                    "con-room-made",
                    &[("room", room.clone().into()), ("command", command.into())],
                );
                writeln!(self.out, "{line}")?;
                self.join(&room)?;
            }
            ServerMessage::Joined {
                room, seat, token, ..
            } => {
                self.joined = true;
                match seat {
                    Some(seat) => {
                        self.seat = Some(seat);
                        if let Some(token) = token {
                            let command = format!(
                                "mancala play --connect {}/rooms/{room} --seat {seat} --token {token}",
                                self.target.base
                            );
                            let line = self.lang.text(
                                "con-seated",
                                &[
                                    ("seat", seat.into()),
                                    ("room", room.clone().into()),
                                    ("command", command.into()),
                                ],
                            );
                            writeln!(self.out, "{line}")?;
                        } else {
                            let line = self.lang.text(
                                "con-back",
                                &[("seat", seat.into()), ("room", room.clone().into())],
                            );
                            writeln!(self.out, "{line}")?;
                        }
                    }
                    None => {
                        let line = self
                            .lang
                            .text("con-watching", &[("room", room.clone().into())]);
                        writeln!(self.out, "{line}")?;
                    }
                }
            }
            ServerMessage::State {
                options,
                first_player,
                seats,
                position,
                moves,
                outcome,
                ..
            } => {
                let record = GameRecord {
                    format: FORMAT.into(),
                    version: VERSION,
                    ruleset: position.ruleset,
                    options,
                    first_player,
                    seed: None,
                    players: None,
                    seats: None,
                    from: None,
                    tags: std::collections::BTreeMap::new(),
                    notes: Vec::new(),
                    moves: moves.iter().collect(),
                    outcome: None,
                };
                let (game, _) = record.replay(&Rules).map_err(Box::new)?;
                self.players = game.rules().num_players();
                self.seats = seats;
                let info = game.rules().info();
                let heading = self.lang.text(
                    "con-heading",
                    &[
                        ("name", ruleset_name_in(self.lang, info).into()),
                        ("id", info.id.clone().into()),
                        ("plies", game.num_plies().into()),
                    ],
                );
                writeln!(self.out, "{heading}")?;
                if let Some(legend) = game.rules().legend_seen(self.lang, self.seat.unwrap_or(0)) {
                    writeln!(self.out, "{legend}")?;
                }
                self.game = Some(game);
                self.show_seats()?;
                self.board()?;
                if let Some(outcome) = outcome {
                    self.the_end(&outcome)?;
                    return Ok(true);
                }
                self.prompt()?;
            }
            ServerMessage::Update {
                position, plies, ..
            } => return self.on_update(&position, plies),
            ServerMessage::Seats { seats, .. } => {
                let before = std::mem::replace(&mut self.seats, seats);
                if self.game.is_some() && before != self.seats {
                    self.show_seats()?;
                    let was_waiting = before.iter().any(|s| s.kind == "free");
                    let waiting = self.seats.iter().any(|s| s.kind == "free");
                    if was_waiting != waiting {
                        self.prompt()?;
                    }
                }
            }
            ServerMessage::Chat(line) => {
                writeln!(self.out, "[{}] {}", line.from, line.text)?;
            }
            ServerMessage::UndoRequested { by } => {
                if Some(by) != self.seat {
                    let player = self.name(by);
                    writeln!(
                        self.out,
                        "{}",
                        self.lang
                            .text("con-undo-asked", &[("player", player.into())])
                    )?;
                }
            }
            ServerMessage::UndoDeclined { .. } => {
                writeln!(self.out, "{}", self.lang.text("con-undo-declined", &[]))?;
            }
            ServerMessage::GameOver { outcome, .. } => {
                self.the_end(&outcome)?;
            }
            ServerMessage::RematchRequested { by, .. } => {
                let line = if Some(by) == self.seat {
                    self.lang.text("end-rematch-asked-you", &[])
                } else {
                    let player = self.seat_name(by);
                    self.lang
                        .text("end-rematch-asked", &[("player", player.into())])
                };
                writeln!(self.out, "{}", render::wrap(&line, 80, 0))?;
            }
            ServerMessage::RematchReady {
                new_room,
                seat,
                token,
                ..
            } => {
                // Out of this room, into the rematch's: the copy of the game is the new one's.
                self.game = None;
                self.joined = false;
                self.seat = None;
                self.send(&ClientMessage::Leave);
                let line = match (seat, token) {
                    (Some(seat), Some(token)) => {
                        self.send(&ClientMessage::Rejoin {
                            room: new_room.clone(),
                            seat,
                            token,
                        });
                        let side = self.side_name(seat);
                        self.lang.text(
                            "end-rematch-ready",
                            &[("room", new_room.as_str().into()), ("side", side.into())],
                        )
                    }
                    _ => {
                        self.send(&ClientMessage::Join {
                            room: new_room.clone(),
                            role: Role::Observer,
                            seat: None,
                            name: self.args.name.clone(),
                        });
                        self.lang
                            .text("end-rematch-watch", &[("room", new_room.as_str().into())])
                    }
                };
                writeln!(self.out, "{}", render::wrap(&line, 80, 0))?;
            }
            ServerMessage::Error { code, message } => {
                let typed = self.typed.take();
                let said = match (code, typed, &self.game) {
                    // A move refused: why, as this copy of the game says it in the language
                    // (the server's sentence for the code is shorter).
                    (ErrorCode::BadMove | ErrorCode::IllegalMove, Some(text), Some(game)) => {
                        let mut copy = game.clone();
                        match copy.play_text(&text) {
                            Err(e) => {
                                render::move_error_in(self.lang, game.rules(), game.position(), &e)
                            }
                            Ok(_) => message.clone(),
                        }
                    }
                    _ => message.clone(),
                };
                writeln!(
                    self.out,
                    "{}",
                    self.lang.text("cli-error", &[("error", said.into())])
                )?;
                if !self.joined && self.game.is_none() {
                    return Err(CliError::Usage(message));
                }
                self.prompt()?;
            }
            // This client neither lists rooms nor asks for hints.
            ServerMessage::Rooms { .. } | ServerMessage::Hint { .. } => {}
        }
        Ok(true)
    }

    fn on_update(&mut self, position: &PositionView, plies: usize) -> Result<bool, CliError> {
        let Some(game) = &mut self.game else {
            return Ok(true);
        };
        let text = position.last_move.as_ref().map_or("", |m| m.text.as_str());
        if plies != game.num_plies() + 1 || game.play_text(text).is_err() {
            // Moves were taken back, or this copy is behind: ask for the whole state.
            writeln!(self.out, "{}", self.lang.text("con-reloading", &[]))?;
            self.send(&ClientMessage::State);
            return Ok(true);
        }
        let ply = game.last_ply().expect("a move was played");
        let rules = game.rules();
        let (lang, seat) = (self.lang, self.seat.unwrap_or(0));
        let who = player_name_in(lang, self.players, ply.player);
        if self.args.explain {
            writeln!(
                self.out,
                "{}",
                render::move_heading(lang, self.players, plies, ply)
            )?;
            for line in rules.explain_seen(lang, seat, &ply.before, &ply.mv, &ply.events) {
                writeln!(self.out, "{}", render::wrap(&format!("   {line}"), 80, 3))?;
            }
        } else {
            let path = render::ply_path_seen(lang, seat, rules, ply, self.players);
            let text = lang.text(
                "play-path",
                &[
                    ("player", who.into()),
                    ("move", ply.text.clone().into()),
                    ("path", path.into()),
                ],
            );
            let line = render::wrap(&text, 80, 4);
            writeln!(self.out, "{line}")?;
        }
        let over = game.position().is_over();
        let next = game.position().turn();
        if over || next != ply.player {
            self.board()?;
        }
        if !over {
            self.prompt()?;
        }
        Ok(true)
    }

    /// Player `p` as the board names them, in the reader's language (Nam, Bắc; Player 2).
    fn name(&self, p: u8) -> String {
        player_name_in(self.lang, self.players, p)
    }

    /// The seat's side in the reader's language (South, North, ...).
    fn side_name(&self, seat: u8) -> String {
        self.lang.text(
            "end-seat",
            &[
                ("seat", seat.into()),
                ("number", (u32::from(seat) + 1).into()),
            ],
        )
    }

    /// Who sits in `seat`: the person's name, or the seat's side when they gave none.
    fn seat_name(&self, seat: u8) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat && s.kind == "person")
            .and_then(|s| s.name.clone())
            .filter(|n| *n != player_name(self.players, seat))
            .unwrap_or_else(|| self.side_name(seat))
    }

    /// The result of the game (`outcome`, as the server sends it) in words: the end, why, who
    /// won and the score.
    fn result_text(&self, outcome: &OutcomeView) -> String {
        let lang = self.lang;
        let reason = outcome.reason.as_str();
        let seat = outcome.seat.unwrap_or(0);
        let why = match reason {
            "resigned" | "left" | "time" => lang.text(
                &format!("end-why-{reason}"),
                &[("player", self.seat_name(seat).into())],
            ),
            "expired" | "repetition" | "limit" | "blocked" | "mandarins-empty" | "score" => {
                lang.text(&format!("end-why-{reason}"), &[])
            }
            "side-empty" | "houses-empty" | "no-moves" => lang.text("end-why-side-empty", &[]),
            _ => lang.text("end-why-rules", &[]),
        };
        let score = outcome
            .scores
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("–");
        let score: Arg = score.into();
        let result = match outcome.winner {
            Some(w) => lang.text(
                "end-won",
                &[("winner", self.seat_name(w).into()), ("score", score)],
            ),
            None if matches!(reason, "left" | "expired" | "limit") => {
                lang.text("end-no-winner", &[("score", score)])
            }
            None => lang.text("end-draw", &[("score", score)]),
        };
        format!("{} {why} {result}", lang.text("end-over", &[]))
    }

    /// Says the result, and what may follow: a rematch, or leaving. The client stays in the
    /// room.
    fn the_end(&mut self, outcome: &serde_json::Value) -> Result<(), CliError> {
        let result = match serde_json::from_value::<OutcomeView>(outcome.clone()) {
            Ok(outcome) => self.result_text(&outcome),
            // Not an outcome this client reads (a newer server's): the end, without the result.
            Err(_) => self.lang.text("end-over", &[]),
        };
        writeln!(self.out, "{}", render::wrap(&result, 80, 0))?;
        if self.seat.is_some() {
            let offer = self.lang.text("end-offer", &[]);
            writeln!(self.out, "{}", render::wrap(&offer, 80, 0))?;
        }
        self.out.flush()?;
        Ok(())
    }

    fn show_seats(&mut self) -> Result<(), CliError> {
        let line: Vec<String> = self
            .seats
            .iter()
            .map(|s| {
                let lang = self.lang;
                let english_side = player_name(self.players, s.seat);
                let side = self.name(s.seat);
                let name = s.name.as_deref().unwrap_or("?");
                let who = match s.kind.as_str() {
                    "free" => lang.text("con-seat-free", &[]),
                    _ if Some(s.seat) == self.seat => lang.text("con-seat-you", &[]),
                    "person" => {
                        // A person who gave no name is named by the server as the side.
                        let name = if name == english_side {
                            lang.text("con-seat-person", &[])
                        } else {
                            name.to_owned()
                        };
                        if s.connected == Some(false) {
                            lang.text("con-seat-away", &[("name", name.into())])
                        } else {
                            name
                        }
                    }
                    _ => lang.text("con-seat-computer", &[("name", name.into())]),
                };
                lang.text("con-seat", &[("side", side.into()), ("who", who.into())])
            })
            .collect();
        let seats = line.join(", ");
        writeln!(
            self.out,
            "{}",
            self.lang.text("con-seats", &[("seats", seats.into())])
        )?;
        Ok(())
    }
    /// Handles a typed line; false to stop.
    fn on_line(&mut self, line: &str) -> Result<bool, CliError> {
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        match word.to_ascii_lowercase().as_str() {
            "" => {}
            "help" | "?" => writeln!(self.out, "{}", self.lang.text("rep-connect-help", &[]))?,
            "board" => self.board()?,
            "seats" => self.show_seats()?,
            "history" => {
                if let Some(game) = &self.game {
                    let texts: Vec<String> = game.move_texts().iter().map(str::to_owned).collect();
                    for (i, (ply, text)) in game.plies().zip(texts).enumerate() {
                        writeln!(
                            self.out,
                            "{:>3}. {:<8} {text}",
                            i + 1,
                            self.name(ply.player)
                        )?;
                    }
                }
            }
            "chat" => self.send(&ClientMessage::Chat { text: rest.into() }),
            "undo" => self.send(&ClientMessage::Undo),
            "resign" => self.send(&ClientMessage::Resign),
            "rematch" => self.send(&ClientMessage::Rematch),
            "quit" | "exit" | "leave" => {
                self.send(&ClientMessage::Leave);
                writeln!(self.out, "{}", self.lang.text("con-left", &[]))?;
                return Ok(false);
            }
            _ => {
                self.typed = Some(line.into());
                self.send(&ClientMessage::Move { text: line.into() });
            }
        }
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// What a client started with `mancala play ARGS` writes and sends after the server's
    /// `frames`.
    fn after(args: &[&str], frames: &[&str]) -> (String, Vec<String>) {
        after_in(Lang::english(), args, frames)
    }

    /// [`after`], for a client that speaks `lang`.
    fn after_in(lang: Lang, args: &[&str], frames: &[&str]) -> (String, Vec<String>) {
        let cli =
            super::super::Cli::try_parse_from(["mancala", "play"].iter().chain(args)).unwrap();
        let super::super::Command::Play(args) = cli.command else {
            unreachable!("a play command")
        };
        let (send, mut sent) = tokio::sync::mpsc::unbounded_channel();
        let mut out = Vec::new();
        let mut client = Client {
            args: &args,
            lang,
            target: target(args.connect.as_deref().unwrap()).unwrap(),
            out: &mut out,
            send,
            game: None,
            seat: None,
            players: 2,
            seats: Vec::new(),
            joined: false,
            typed: None,
        };
        for frame in frames {
            assert!(client.on_text(frame).unwrap(), "{frame}");
        }
        drop(client);
        let mut texts = Vec::new();
        while let Ok(text) = sent.try_recv() {
            texts.push(text);
        }
        (String::from_utf8(out).unwrap(), texts)
    }

    const WELCOME: &str = r#"{"type":"welcome","protocol":1,"server":"mancala 0.1.0","max_message_bytes":65536,"max_messages_per_second":20,"max_rooms_per_connection":20}"#;

    #[test]
    fn the_client_writes_the_documented_form_of_each_request() {
        let (_, sent) = after(&["--connect", "http://h:1"], &[WELCOME]);
        assert_eq!(
            sent,
            [r#"{"type":"create_room","ruleset":"o-an-quan","seats":["person","person"]}"#]
        );
        let (_, sent) = after(
            &["--connect", "http://h:1/rooms/r4", "--seat", "1"],
            &[WELCOME],
        );
        assert_eq!(
            sent,
            [r#"{"type":"join","room":"r4","as":"player","seat":1}"#]
        );
        let (_, sent) = after(
            &[
                "--connect",
                "http://h:1/rooms/r4",
                "--seat",
                "1",
                "--token",
                "t9",
            ],
            &[WELCOME],
        );
        assert_eq!(
            sent,
            [r#"{"type":"rejoin","room":"r4","seat":1,"token":"t9"}"#]
        );
        let (_, sent) = after(
            &["--connect", "http://h:1/rooms/r4", "--observe"],
            &[WELCOME],
        );
        assert_eq!(sent, [r#"{"type":"join","room":"r4","as":"observer"}"#]);
    }

    #[test]
    fn a_message_the_client_cannot_read_is_an_error_line_and_the_session_goes_on() {
        let (out, sent) = after(
            &["--connect", "http://h:1/rooms/r4"],
            &[
                WELCOME,
                r#"{"type":"fireworks","colour":"red"}"#,
                "not json",
                r#"{"type":"chat","from":"North","text":"hi","colour":"red"}"#,
            ],
        );
        assert_eq!(sent, [r#"{"type":"join","room":"r4","as":"player"}"#]);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        for line in &lines[..2] {
            assert!(
                line.starts_with(
                    "error: a message from the server that this client (protocol 1) cannot read: "
                ),
                "{line}"
            );
        }
        assert!(lines[0].contains("fireworks"), "{out}");
        assert_eq!(lines[2], "[North] hi");
    }

    #[test]
    fn the_end_says_who_won_the_score_and_why_and_offers_a_rematch() {
        let (out, sent) = after(
            &["--connect", "http://h:1/rooms/r4"],
            &[
                WELCOME,
                r#"{"type":"joined","room":"r4","as":"player","seat":0,"token":"t"}"#,
                r#"{"type":"game_over","room":"r4","outcome":{"winner":0,"scores":[3,1],"reason":"resigned","seat":1},"reason":"resigned","seat":1}"#,
                r#"{"type":"rematch_requested","room":"r4","by":1,"agreed":[1]}"#,
                r#"{"type":"game_over","room":"r4","outcome":{"winner":null,"scores":[24,24],"reason":"side-empty"},"reason":"rules"}"#,
                r#"{"type":"game_over","room":"r4","outcome":{"winner":null,"scores":[5,7],"reason":"limit","limit":"max-plies"},"reason":"rules"}"#,
            ],
        );
        assert_eq!(sent.len(), 1, "only the join: {sent:?}");
        let lines: Vec<&str> = out.lines().skip(1).collect();
        assert_eq!(
            lines,
            [
                "Game over. North resigned. South wins, 3–1.",
                "Type `rematch` to play again with the seats swapped, or `quit` to leave the",
                "room.",
                "North asks for a rematch: type `rematch` to agree.",
                "Game over. A side has no pieces left to play. A draw, 24–24.",
                "Type `rematch` to play again with the seats swapped, or `quit` to leave the",
                "room.",
                "Game over. The move limit was reached: the game stops unfinished. Nobody wins;",
                "the score stood at 5–7.",
                "Type `rematch` to play again with the seats swapped, or `quit` to leave the",
                "room.",
            ],
            "{out}"
        );
    }

    #[test]
    fn the_end_is_said_in_the_client_s_language_with_the_players_names() {
        let frames = [
            WELCOME,
            r#"{"type":"joined","room":"r4","as":"player","seat":0,"token":"t"}"#,
            r#"{"type":"seats","room":"r4","seats":[{"seat":0,"kind":"person","name":"Lan","connected":true},{"seat":1,"kind":"person","name":"Minh","connected":true}],"observers":0}"#,
            r#"{"type":"game_over","room":"r4","outcome":{"winner":0,"scores":[38,32],"reason":"mandarins-empty"},"reason":"rules"}"#,
            r#"{"type":"game_over","room":"r4","outcome":{"winner":1,"scores":[3,1],"reason":"resigned","seat":0},"reason":"resigned","seat":0}"#,
        ];
        let (out, _) = after_in(
            Lang::from_code("vi").unwrap(),
            &["--connect", "http://h:1/rooms/r4"],
            &frames,
        );
        assert!(
            out.contains("Hết ván. Hết quan, tàn dân: mỗi bên thu quân trên các ô của mình. Lan thắng\n38–32."),
            "{out}"
        );
        assert!(
            out.contains("Hết ván. Lan xin thua. Minh thắng 3–1."),
            "{out}"
        );
        assert!(out.contains("Gõ `rematch` để chơi ván mới"), "{out}");
        let (out, _) = after_in(
            Lang::from_code("fr").unwrap(),
            &["--connect", "http://h:1/rooms/r4"],
            &frames,
        );
        assert!(
            out.contains("Partie terminée. Lan a abandonné. Minh gagne, 3–1."),
            "{out}"
        );
    }

    #[test]
    fn the_ready_rematch_takes_the_player_to_the_new_room_s_seat() {
        let (out, sent) = after(
            &["--connect", "http://h:1/rooms/r4"],
            &[
                WELCOME,
                r#"{"type":"joined","room":"r4","as":"player","seat":0,"token":"t"}"#,
                r#"{"type":"rematch_ready","room":"r4","new_room":"r9","seat":1,"token":"u"}"#,
            ],
        );
        assert_eq!(
            sent[1..],
            [
                r#"{"type":"leave"}"#,
                r#"{"type":"rejoin","room":"r9","seat":1,"token":"u"}"#
            ]
        );
        assert!(
            out.ends_with("The rematch is in room r9: you play as North.\n"),
            "{out}"
        );
    }

    #[test]
    fn connect_urls_name_the_server_and_maybe_a_room() {
        assert_eq!(
            target("http://127.0.0.1:7878").unwrap(),
            Target {
                socket: "ws://127.0.0.1:7878/ws".into(),
                base: "http://127.0.0.1:7878".into(),
                room: None
            }
        );
        assert_eq!(
            target("ws://localhost:9/rooms/r12/")
                .unwrap()
                .room
                .as_deref(),
            Some("r12")
        );
        assert_eq!(
            target("https://example.org/rooms/r1").unwrap().socket,
            "wss://example.org/ws"
        );
        for bad in [
            "127.0.0.1:7878",
            "ftp://x/",
            "http:///rooms/r1",
            "http://h/other/r1",
            "http://h/rooms/",
        ] {
            assert!(target(bad).is_err(), "{bad}");
        }
    }
}
