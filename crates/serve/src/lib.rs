//! `mancala serve`: rooms of games over HTTP and WebSocket (tokio + axum).
//!
//! - `GET /ws`: the WebSocket of the protocol in [`protocol`] (`docs/src/serve-protocol.md`).
//! - `GET /api/rooms`: the rooms, as JSON; `GET /api/rooms/{id}/record`: a room's game record,
//!   which `mancala replay` reads.
//! - `GET /`: the web board ([`page`]); `GET /api`: what the server is and its addresses.
//! - `GET /api/rulesets`: the shipped rulesets with their rules in words.
//! - `GET /api/rooms/{id}/replay` and `POST /api/replay`: a game for the page's replay viewer
//!   ([`viewer`]).
//!
//! - `GET /api/status`: what the server holds against its [`Limits`].
//! - `GET /api/worksheet.pdf`: a printable worksheet of the shipped puzzles ([`worksheet`]).
//! - `/puzzles`, `GET /api/puzzles`, `POST /api/puzzles/answer`: the puzzle page ([`puzzles`]).
//!
//! Each room is a [`room::Room`] behind its own lock; a connection is a task that reads frames,
//! and a second task that writes what a bounded queue holds for it (a client too slow to take
//! its messages is disconnected, never buffered without end). Computer players think on
//! tokio's blocking threads, never on the network threads, a few at a time
//! ([`Limits::thinkers`]). Rulesets come through the [`Registry`] the server is given; nothing
//! here names a family. Every resource a client can make the server spend has a limit
//! ([`limits`]), told to each client in `welcome`.
//!
//! The server says what it does through [`tracing`] events (connections opened and closed,
//! rooms made and closed, games started and ended, troubles); it never installs a subscriber:
//! `mancala serve --log LEVEL` does, and tests and other programs are quiet unless they do.

pub mod analysis;
pub mod analysis_record;
pub mod class;
mod class_server;
pub mod learn;
pub mod limits;
pub mod listen;
pub mod protocol;
pub mod puzzles;
pub mod room;
pub mod store;
mod tables;
pub mod viewer;
pub mod worksheet;

pub mod page;

use std::{
    collections::HashMap,
    net::{IpAddr, SocketAddr},
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use axum::{
    Json, Router,
    extract::{
        DefaultBodyLimit, Path, State,
        ws::{Message, WebSocket, WebSocketUpgrade},
    },
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{Semaphore, mpsc, watch};

pub use self::limits::Limits;
use self::{
    listen::Place,
    protocol::{
        ClientMessage, ErrorCode, MAX_MESSAGE_BYTES, OnLeave, PROTOCOL, Refusal, ServerMessage,
    },
    room::{ConnId, MAX_GRACE_SECONDS, Outbox, Room, Settings, Slot, To},
    store::{RoomFiles, Store},
    tables::Tables,
};
use mancala::{
    agent::{Agent, Seat},
    family::{Family, Registry},
    lang::Lang,
    position::Player,
    ruleset::FirstPlayer,
};

/// Messages a second a client may send on average ...
pub const MESSAGES_PER_SECOND: u32 = 20;
/// ... and at once.
const BURST: f64 = 40.0;
/// Messages queued for one client before it counts as too slow and is disconnected.
const QUEUE: usize = 1024;
/// Frames larger than this close the connection (up to it, they are refused with a reply).
const MAX_FRAME_BYTES: usize = 1 << 20;
/// What a WebSocket reads into at a time: a message of the protocol is small, and 10,000 idle
/// connections must not each hold tungstenite's default of 128 KiB.
const READ_BUFFER_BYTES: usize = 4 << 10;
/// How long a move waits before trying again when its room could not be saved.
const SAVE_RETRY: Duration = Duration::from_secs(5);

/// How the server is started.
#[derive(Clone, Debug)]
pub struct Config {
    /// Where it listens (loopback unless told otherwise).
    pub addr: SocketAddr,
    /// Origins (`scheme://host:port`) allowed to open a WebSocket from a browser, besides the
    /// server's own.
    pub allowed_origins: Vec<String>,
    /// Host names the server answers to (`--host`), besides `localhost` and IP addresses: a
    /// request naming another host is refused (421), which defeats DNS rebinding.
    pub hosts: Vec<String>,
    /// Where rooms are kept (`--data`): written as they go, brought back at start.
    pub data: Option<std::path::PathBuf>,
    /// What one server lets its clients take.
    pub limits: Limits,
    /// Pupils one class takes (`--class-size`).
    pub class_size: usize,
}

impl Config {
    /// A server on `addr` with the default limits, no other origins or host names, and no
    /// data folder.
    #[must_use]
    pub fn new(addr: SocketAddr) -> Config {
        Config {
            addr,
            allowed_origins: Vec::new(),
            hosts: Vec::new(),
            data: None,
            limits: Limits::default(),
            class_size: class::DEFAULT_CLASS_SIZE,
        }
    }
}

/// What every connection shares.
struct Shared {
    registry: Arc<dyn Registry>,
    rooms: Mutex<HashMap<String, Held>>,
    next_conn: AtomicU64,
    next_room: AtomicU64,
    allowed_origins: Vec<String>,
    hosts: Vec<String>,
    store: Option<Store>,
    limits: Limits,
    /// The places of the connections open ([`Limits::max_connections`]).
    connections: Arc<Semaphore>,
    /// The computer players thinking ([`Limits::thinkers`]).
    thinkers: Arc<Semaphore>,
    /// The perfect players kept between moves ([`Limits::table_memory`]).
    tables: Mutex<Tables>,
    /// Turns true when the server stops: every connection then closes.
    stop: watch::Receiver<bool>,
    /// Each address's budget of analysis requests.
    analysis_rate: analysis::RateKeeper,
    /// The places of the reviews running ([`analysis::MAX_REVIEWS`], one per address).
    reviews: analysis::ReviewGate,
    /// The classes of class mode.
    classes: class_server::Classes,
}

/// A room in the table, and the address of the connection that made it.
struct Held {
    entry: Arc<Mutex<Entry>>,
    made_by: Option<IpAddr>,
}

impl Shared {
    /// Every room (taken out of the lock, so that each can be locked on its own).
    fn entries(&self) -> Vec<Arc<Mutex<Entry>>> {
        self.rooms
            .lock()
            .expect("not poisoned")
            .values()
            .map(|h| h.entry.clone())
            .collect()
    }

    /// The room `id`, if the server holds it.
    fn room(&self, id: &str) -> Option<Arc<Mutex<Entry>>> {
        self.rooms
            .lock()
            .expect("not poisoned")
            .get(id)
            .map(|h| h.entry.clone())
    }

    /// Lets go of the perfect players kept for `room` (outside the lock of the tables).
    fn forget_tables(&self, room: &str) {
        let gone = self.tables.lock().expect("not poisoned").forget(room);
        drop(gone);
    }
}

/// A room, the queues of the connections in it, and its files (with `--data`).
struct Entry {
    room: Room,
    queues: HashMap<ConnId, mpsc::Sender<String>>,
    /// The language each connection in the room reads (`set_language`; English if absent).
    langs: HashMap<ConnId, Lang>,
    files: Option<RoomFiles>,
    /// Since when nobody has been in the room (`None` while someone is).
    empty_since: Option<Instant>,
    /// Since when the room's game has been over (`None` while it goes on): a finished room
    /// leaves the list of rooms [`Limits::finished_room_expiry`] after, even with people in it.
    over_since: Option<Instant>,
    /// The room was closed (expired): nothing more happens in it.
    closed: bool,
    /// The last save failed (said once on the server's log until one succeeds).
    unsaved: bool,
    /// Whether the log said the game started (every seat taken, or a move played).
    started: bool,
}

impl Entry {
    fn new(room: Room, files: Option<RoomFiles>) -> Entry {
        Entry {
            room,
            queues: HashMap::new(),
            langs: HashMap::new(),
            files,
            empty_since: Some(Instant::now()),
            over_since: None,
            closed: false,
            unsaved: false,
            started: false,
        }
    }

    /// Brings the room's files up to date (with `--data`).
    ///
    /// # Errors
    /// A write failed: the files hold what they held before.
    fn save(&mut self) -> std::io::Result<()> {
        let result = match &mut self.files {
            Some(files) => files.sync(&self.room),
            None => Ok(()),
        };
        match &result {
            Err(e) if !self.unsaved => {
                tracing::warn!(room = self.room.id(), error = %e, "cannot save room");
                self.unsaved = true;
            }
            Err(_) => {}
            Ok(()) => self.unsaved = false,
        }
        result
    }

    /// Changes the room by `f`, keeps the change on disk (with `--data`), then sends what `f`
    /// says to send. A change that cannot be saved is undone, nothing is sent, and the
    /// refusal says why: nothing is acknowledged that a restart would lose.
    fn change(
        &mut self,
        f: impl FnOnce(&mut Room) -> Result<Outbox, Refusal>,
    ) -> Result<(), Refusal> {
        if self.closed {
            return Err(Refusal::new(
                ErrorCode::NoSuchRoom,
                format!("room {} is closed", self.room.id()),
            ));
        }
        let before = self.files.is_some().then(|| self.room.clone());
        let out = f(&mut self.room)?;
        if let Err(e) = self.save() {
            if let Some(before) = before {
                self.room = before;
                // The files back as they were, where the write went halfway (best effort:
                // the disk that refused the change may refuse this too).
                let _ = self.save();
            }
            return Err(Refusal::new(
                ErrorCode::Unavailable,
                format!(
                    "the server cannot save room {} ({e}), so it did not do this: try again in a moment",
                    self.room.id()
                ),
            ));
        }
        self.send(out);
        Ok(())
    }

    /// Keeps the room's files up to date as [`Entry::save`] does, then sends `out` whatever
    /// the disk says: for what happens to a room without anyone asking (a disconnection, a
    /// seat freed), which cannot be refused; a failed save is tried again at the next change.
    fn deliver(&mut self, out: Outbox) {
        let _ = self.save();
        self.send(out);
    }

    /// Keeps [`Entry::over_since`] with the game: set when it is first seen over, forgotten
    /// when it goes on again (a move taken back).
    fn note_over(&mut self, now: Instant) {
        if self.room.is_over() {
            self.over_since.get_or_insert(now);
        } else {
            self.over_since = None;
        }
    }

    /// Whether the room is in the list of rooms at `now`: unless its game has been over for
    /// `finished` (its people stay in it, and a rematch's room is listed).
    fn listed(&mut self, now: Instant, finished: Duration) -> bool {
        self.note_over(now);
        self.over_since
            .is_none_or(|since| now.duration_since(since) < finished)
    }

    /// Sends `out`; a connection whose queue is full is dropped from the room's queues (its
    /// writer then closes it). Says on the log when the game starts and when it ends.
    ///
    /// Each connection reads the message in its language ([`localized`]): the text is made once
    /// per language.
    fn send(&mut self, out: Outbox) {
        self.note_over(Instant::now());
        if !self.started
            && (self.room.game().num_plies() > 0 || self.room.summary().status != "waiting")
        {
            self.started = true;
            tracing::info!(
                room = self.room.id(),
                ruleset = %self.room.game().rules().info().id,
                seats = ?self.room.seat_views().iter().map(|s| s.name.clone().unwrap_or_else(|| s.kind.clone())).collect::<Vec<_>>(),
                "game started"
            );
        }
        let (room, langs, queues) = (&self.room, &self.langs, &mut self.queues);
        for (to, message) in out {
            if let ServerMessage::GameOver {
                outcome, reason, ..
            } = &message
            {
                tracing::info!(
                    room = room.id(),
                    moves = room.game().num_plies(),
                    reason = %reason,
                    outcome = %outcome,
                    "game over"
                );
            }
            let mut texts: HashMap<Lang, String> = HashMap::new();
            let mut text_in = |conn: &ConnId| {
                let lang = langs.get(conn).copied().unwrap_or_else(Lang::english);
                texts
                    .entry(lang)
                    .or_insert_with(|| match localized(&message, lang, room) {
                        Some(m) => protocol::to_text(&m),
                        None => protocol::to_text(&message),
                    })
                    .clone()
            };
            match to {
                To::One(conn) => {
                    if let Some(q) = queues.get(&conn) {
                        if q.try_send(text_in(&conn)).is_err() {
                            queues.remove(&conn);
                        }
                    }
                }
                To::All => {
                    queues.retain(|conn, q| q.try_send(text_in(conn)).is_ok());
                }
            }
        }
        self.langs.retain(|conn, _| self.queues.contains_key(conn));
    }
}

/// `message` as a reader of `lang` is sent it, if it differs from the English one: the narration
/// of the last move in a position (`update`, `state`) told in `lang`, and the room's rules in
/// words (`state`). The machine fields stay.
fn localized(message: &ServerMessage, lang: Lang, room: &Room) -> Option<ServerMessage> {
    if lang == Lang::english()
        || !matches!(
            message,
            ServerMessage::Update { .. } | ServerMessage::State { .. }
        )
    {
        return None;
    }
    let mut message = message.clone();
    let mut changed = false;
    if let ServerMessage::State { rules_text, .. } = &mut message {
        *rules_text = room.game().rules().describe_in(lang);
        changed = true;
    }
    if let ServerMessage::Update { position, .. } | ServerMessage::State { position, .. } =
        &mut message
        && let Some(serde_json::Value::Object(last)) = position.get_mut("last_move")
        && last.contains_key("narration")
        && let Some(ply) = room.game().last_ply()
    {
        let narration = mancala::json::narration_json_in(room.game().rules(), lang, ply);
        last.insert("narration".into(), narration);
        changed = true;
    }
    changed.then_some(message)
}

/// A refusal as a reader of `lang` is told it: in English the server's own detailed message,
/// else the catalogue's sentence for its code (`locales/LANG/serve.ftl`).
fn refusal_in(refusal: &Refusal, lang: Lang) -> ServerMessage {
    let mut message = refusal.to_message();
    if lang != Lang::english() {
        if let ServerMessage::Error { message: text, .. } = &mut message {
            let code = serde_json::to_value(refusal.code)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default();
            *text = lang.text("serve-error", &[("code", code.into())]);
        }
    }
    message
}

/// A hint's value in `lang` (English: as the engine words it).
fn hint_value_in(value: &mancala::agent::Value, lang: Lang) -> String {
    use mancala::agent::Value;
    if lang == Lang::english() {
        return value.to_string();
    }
    match *value {
        Value::Points(points) => lang.text(
            "serve-hint-points",
            &[
                ("points", points.into()),
                ("lead", format!("{points:+}").into()),
            ],
        ),
        Value::Decided(d) => lang.text(
            "serve-hint-forced",
            &[
                ("won", if d.won { "yes" } else { "no" }.into()),
                ("by", d.by.into()),
                ("plies", d.plies.into()),
            ],
        ),
        Value::Exact(margin) => lang.text(
            "serve-hint-exact",
            &[
                (
                    "outcome",
                    match margin.signum() {
                        1 => "win",
                        -1 => "loss",
                        _ => "draw",
                    }
                    .into(),
                ),
                ("margin", margin.unsigned_abs().into()),
            ],
        ),
        // A hint is the solver's or the search's: these values come from other players.
        Value::WinRate(_) | Value::Unsolved { .. } | Value::None => value.to_string(),
    }
}

/// A running server.
#[derive(Debug)]
pub struct Server {
    /// The address it listens on (with the port the system chose, when 0 was asked).
    pub addr: SocketAddr,
    /// The rooms brought back from `--data`.
    pub restored: usize,
    /// Rooms of `--data` that could not be brought back, and why (their files are untouched).
    pub warnings: Vec<String>,
    task: tokio::task::JoinHandle<()>,
    expiry: tokio::task::JoinHandle<()>,
    stopping: watch::Sender<bool>,
    reviews: analysis::ReviewGate,
}

impl Server {
    /// Binds to `config.addr` and starts serving on the current tokio runtime.
    ///
    /// # Errors
    /// The address cannot be bound.
    pub async fn start(config: Config, registry: Arc<dyn Registry>) -> std::io::Result<Server> {
        let store = match config.data.as_deref() {
            Some(dir) => Some(Store::open(dir).map_err(|e| {
                std::io::Error::new(
                    e.kind(),
                    format!("cannot keep rooms in {}: {e}", dir.display()),
                )
            })?),
            None => None,
        };
        let mut rooms = HashMap::new();
        let mut warnings = Vec::new();
        let next_room = store.as_ref().map_or(1, Store::next_room_number);
        if let Some(store) = &store {
            let (loaded, errors) = store.load(&*registry, Instant::now());
            warnings.extend(errors.iter().map(ToString::to_string));
            for (room, files) in loaded {
                rooms.insert(
                    room.id().to_owned(),
                    Held {
                        entry: Arc::new(Mutex::new(Entry::new(room, Some(files)))),
                        made_by: None,
                    },
                );
            }
        }
        let restored = rooms.len();
        let limits = config.limits;
        warnings.extend(listen::descriptor_warning(limits.max_connections));
        let (stopping, stop) = watch::channel(false);
        let reviews = analysis::ReviewGate::default();
        let shared = Arc::new(Shared {
            registry,
            rooms: Mutex::new(rooms),
            next_conn: AtomicU64::new(1),
            next_room: AtomicU64::new(next_room),
            allowed_origins: config.allowed_origins,
            hosts: config.hosts,
            store,
            connections: Arc::new(Semaphore::new(limits.max_connections)),
            thinkers: Arc::new(Semaphore::new(limits.thinkers)),
            tables: Mutex::new(Tables::new(limits.table_memory)),
            limits,
            stop: stop.clone(),
            analysis_rate: analysis::RateKeeper::default(),
            reviews: reviews.clone(),
            classes: class_server::Classes::new(config.class_size),
        });
        let app = Router::new()
            .merge(page::routes())
            .merge(class_server::routes())
            .merge(puzzles::routes())
            .route("/ws", get(upgrade))
            .route("/api", get(about))
            .route("/api/status", get(status))
            .route("/api/rulesets", get(rulesets))
            .route(
                "/api/rulesets/check",
                post(check_ruleset).layer(DefaultBodyLimit::max(MAX_MESSAGE_BYTES)),
            )
            .route(
                "/api/analysis/position",
                post(analysis_position).layer(DefaultBodyLimit::max(analysis::MAX_BODY_BYTES)),
            )
            .route(
                "/api/analysis/move",
                post(analysis_move).layer(DefaultBodyLimit::max(analysis::MAX_BODY_BYTES)),
            )
            .route(
                "/api/analysis/review",
                post(analysis_review).layer(DefaultBodyLimit::max(analysis::MAX_BODY_BYTES)),
            )
            .route(
                "/api/analysis/record",
                post(analysis_record)
                    .layer(DefaultBodyLimit::max(analysis_record::MAX_RECORD_BYTES)),
            )
            .route(
                "/api/analysis/tree",
                post(analysis_tree).layer(DefaultBodyLimit::max(analysis_record::MAX_RECORD_BYTES)),
            )
            .route("/api/lessons", get(lessons))
            .route(
                "/api/lessons/answer",
                post(lesson_answer).layer(DefaultBodyLimit::max(analysis::MAX_BODY_BYTES)),
            )
            .route("/api/rooms", get(list_rooms))
            .route("/api/rooms/{id}/record", get(record))
            .route("/api/rooms/{id}/replay", get(room_replay))
            .route("/api/rooms/{id}/board.svg", get(board_svg))
            .route("/rooms/{id}/qr.svg", get(room_qr))
            .route("/api/worksheet.pdf", get(worksheet::worksheet))
            .route(
                "/api/replay",
                post(replay_upload).layer(DefaultBodyLimit::max(MAX_UPLOAD_BYTES)),
            )
            .layer(axum::middleware::from_fn_with_state(
                shared.clone(),
                check_host,
            ))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind(config.addr).await?;
        let addr = listener.local_addr()?;
        let restarted = shared.entries();
        for entry in restarted {
            kick_computer(&shared, entry);
        }
        let expiry = tokio::spawn(expire(shared.clone()));
        let task = tokio::spawn(listen::serve(
            listener,
            app,
            shared.connections.clone(),
            shared.limits.clone(),
            stop,
        ));
        Ok(Server {
            addr,
            restored,
            warnings,
            task,
            expiry,
            stopping,
            reviews,
        })
    }

    /// The places of the reviews running (`POST /api/analysis/review`,
    /// [`analysis::MAX_REVIEWS`]): one taken here is one fewer for the clients.
    #[must_use]
    pub fn reviews(&self) -> &analysis::ReviewGate {
        &self.reviews
    }

    /// Stops serving at once: no new connection is taken, and the open ones are closed (with
    /// `--data`, every room is on disk already, move by move).
    pub fn stop(self) {
        let _ = self.stopping.send(true);
        self.task.abort();
        self.expiry.abort();
    }

    /// Serves until the server fails.
    ///
    /// # Errors
    /// The server stopped with an error.
    pub async fn run(self) -> std::io::Result<()> {
        self.task.await.map_err(std::io::Error::other)
    }
}

/// The largest record `POST /api/replay` reads.
pub const MAX_UPLOAD_BYTES: usize = 1 << 20;

/// What the server holds against its limits, for an operator (no room's content).
async fn status(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    let limits = &shared.limits;
    let rooms = shared.rooms.lock().expect("not poisoned").len();
    let (tables, table_bytes) = {
        let t = shared.tables.lock().expect("not poisoned");
        (t.count(), t.bytes())
    };
    Json(serde_json::json!({
        "rooms": rooms,
        "max_rooms": limits.max_rooms,
        "connections": limits.max_connections - shared.connections.available_permits(),
        "max_connections": limits.max_connections,
        "computer_players_thinking": limits.thinkers - shared.thinkers.available_permits(),
        "thinkers": limits.thinkers,
        "tables_kept": tables,
        "table_bytes": table_bytes,
        "table_memory": limits.table_memory,
    }))
}

async fn about() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        format!(
            "mancala {} game server, protocol {PROTOCOL}.\nThe board: / (a web page)\nWebSocket: /ws (docs/src/serve-protocol.md)\nRulesets: /api/rulesets\nRooms: /api/rooms\nA room's record: /api/rooms/ID/record\nA room's game for the viewer: /api/rooms/ID/replay\nA record for the viewer: POST /api/replay\nThe server's load and limits: /api/status\n",
            env!("CARGO_PKG_VERSION")
        ),
    )
}

/// The shipped rulesets, with their rules in words, for the lobby.
async fn rulesets(
    State(shared): State<Arc<Shared>>,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
) -> Response {
    let lang = match query_lang(query.lang.as_deref()) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let list: Vec<serde_json::Value> = shared
        .registry
        .builtin_ids()
        .into_iter()
        .filter_map(|id| shared.registry.builtin(id))
        .map(|rules| ruleset_json(&*rules, lang))
        .collect();
    Json(list).into_response()
}

/// A ruleset for the lobby: its id, name, players and rules in words, in `lang` (a shipped
/// ruleset's name from the catalogues, a file's own name as it is).
fn ruleset_json(rules: &dyn mancala::Family, lang: mancala::lang::Lang) -> serde_json::Value {
    serde_json::json!({
        "id": rules.info().id,
        "name": mancala::ruleset::ruleset_name_in(lang, rules.info()),
        "players": rules.num_players(),
        "rules_text": rules.describe_in(lang),
    })
}

/// A ruleset file's text, checked as `create_room` checks it: its id, name, players and rules
/// in words (in `?lang=`), or why it is refused (422), so the lobby shows an uploaded file's
/// rules before a game starts.
async fn check_ruleset(
    State(shared): State<Arc<Shared>>,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    let lang = match query_lang(query.lang.as_deref()) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    match load_rules(&*shared.registry, None, Some(&body)) {
        Ok(rules) => Json(ruleset_json(&*rules, lang)).into_response(),
        Err(refusal) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            format!("{}\n", refusal.message),
        )
            .into_response(),
    }
}

fn viewer_answer(result: Result<serde_json::Value, viewer::ViewerError>) -> Response {
    match result {
        Ok(value) => Json(value).into_response(),
        Err(e) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            format!("{e}\n"),
        )
            .into_response(),
    }
}

/// `?seat=N` of a board.
#[derive(serde::Deserialize)]
struct BoardQuery {
    seat: Option<String>,
    lang: Option<String>,
}

/// `?lang=CODE` of the viewer's routes: the language of their words (English when absent).
#[derive(serde::Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

/// The language a route's `?lang=` names, or the answer refusing it.
fn query_lang(lang: Option<&str>) -> Result<mancala::lang::Lang, Box<Response>> {
    match lang {
        None => Ok(mancala::lang::Lang::english()),
        Some(code) => code
            .parse::<mancala::lang::Lang>()
            .map_err(|e| Box::new((StatusCode::BAD_REQUEST, format!("{e}\n")).into_response())),
    }
}

/// A room's board as it stands, from a seat (`?seat=N`, 0 by default), for the page to show
/// and animate ([`viewer::board`]).
async fn board_svg(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    axum::extract::Query(query): axum::extract::Query<BoardQuery>,
) -> Response {
    let entry = shared.room(&id);
    let Some(entry) = entry else {
        return (StatusCode::NOT_FOUND, format!("no room `{id}`\n")).into_response();
    };
    let lang = match query_lang(query.lang.as_deref()) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let e = entry.lock().expect("not poisoned");
    let game = e.room.game();
    let players = game.rules().num_players();
    let seat = match query.seat.as_deref().map(str::parse::<u8>) {
        None => 0,
        Some(Ok(seat)) if usize::from(seat) < players => seat,
        Some(_) => {
            return (
                StatusCode::BAD_REQUEST,
                format!(
                    "seat `{}`: this room has seats 0 to {}\n",
                    query.seat.unwrap_or_default(),
                    players - 1
                ),
            )
                .into_response();
        }
    };
    let svg = viewer::board(game.rules(), game.position(), seat, lang);
    ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response()
}

/// The QR code of a room's link (`http://HOST/rooms/ID`, as the browser asking reached the
/// server; `https` behind a proxy that says `X-Forwarded-Proto: https`), for pupils' phones to
/// open the room from the projector view.
async fn room_qr(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Response {
    if shared.room(&id).is_none() {
        return (StatusCode::NOT_FOUND, format!("no room `{id}`\n")).into_response();
    }
    link_qr(&headers, &format!("/rooms/{id}"))
}

/// The QR code of the address `path` on this server, as the browser asking reached it
/// (`http://HOST/PATH`; `https` behind a proxy that says `X-Forwarded-Proto: https`): an SVG
/// drawing, or why it cannot be made.
pub(crate) fn link_qr(headers: &HeaderMap, path: &str) -> Response {
    let Some(host) = headers.get(header::HOST).and_then(|h| h.to_str().ok()) else {
        return (
            StatusCode::BAD_REQUEST,
            "the request names no host: the link cannot be made\n",
        )
            .into_response();
    };
    let https = headers
        .get("x-forwarded-proto")
        .and_then(|h| h.to_str().ok())
        .is_some_and(|p| p.eq_ignore_ascii_case("https"));
    let link = format!("{}://{host}{path}", if https { "https" } else { "http" });
    match qr_svg(&link) {
        Ok(svg) => ([(header::CONTENT_TYPE, "image/svg+xml")], svg).into_response(),
        Err(e) => (
            StatusCode::BAD_REQUEST,
            format!("the link {link} cannot be a QR code: {e}\n"),
        )
            .into_response(),
    }
}

/// `text` as a QR code (error correction M, quiet zone included), an SVG drawing black on
/// white.
///
/// # Errors
/// The text is too long for a QR code.
pub fn qr_svg(text: &str) -> Result<String, qrcode::types::QrError> {
    use qrcode::render::svg;
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M)?;
    Ok(code
        .render()
        .min_dimensions(256, 256)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build())
}

/// A room's game, for the replay viewer.
async fn room_replay(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
) -> Response {
    let lang = match query_lang(query.lang.as_deref()) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let entry = shared.room(&id);
    let Some(entry) = entry else {
        return (StatusCode::NOT_FOUND, format!("no room `{id}`\n")).into_response();
    };
    let (game, record) = {
        let e = entry.lock().expect("not poisoned");
        (e.room.game().clone(), e.room.record())
    };
    let answer = tokio::task::spawn_blocking(move || {
        viewer::ended_game_json(
            &game,
            record.players.as_deref(),
            record.outcome.as_ref(),
            lang,
        )
    })
    .await;
    match answer {
        Ok(result) => viewer_answer(result),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// A record file sent by the page, for the replay viewer.
async fn replay_upload(
    State(shared): State<Arc<Shared>>,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    let lang = match query_lang(query.lang.as_deref()) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let registry = Arc::clone(&shared.registry);
    let answer =
        tokio::task::spawn_blocking(move || viewer::replay_record(&body, &*registry, lang)).await;
    match answer {
        Ok(result) => viewer_answer(result),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// `POST /api/analysis/position`: a position string checked, or a game's position, for the
/// analysis board and the position editor ([`analysis::position_answer`]).
async fn analysis_position(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    analysis_request(
        &shared,
        &extensions,
        query,
        body,
        analysis::position_answer,
        false,
    )
    .await
}

/// `POST /api/analysis/move`: the position after a move ([`analysis::move_answer`]).
async fn analysis_move(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    analysis_request(
        &shared,
        &extensions,
        query,
        body,
        analysis::move_answer,
        false,
    )
    .await
}

/// `POST /api/analysis/review`: the game reviewed ([`analysis::review_answer`]), one of at most
/// [`analysis::MAX_REVIEWS`] at once, one per address.
async fn analysis_review(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    analysis_request(
        &shared,
        &extensions,
        query,
        body,
        analysis::review_answer,
        true,
    )
    .await
}

/// The query of `/api/analysis/record`: the language, and the record format to write.
#[derive(serde::Deserialize)]
struct RecordQuery {
    lang: Option<String>,
    to: Option<String>,
}

/// `POST /api/analysis/record?to=json|pgn|ogn`: the analysis board's tree written as a game
/// record ([`analysis_record::tree_to_text`]).
async fn analysis_record(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<RecordQuery>,
    body: String,
) -> Response {
    let format = match query.to.as_deref().unwrap_or("json") {
        "json" => mancala::record::TextFormat::Json,
        "pgn" => mancala::record::TextFormat::Pgn,
        "ogn" => mancala::record::TextFormat::Ogn,
        other => {
            let r = analysis::Refused {
                code: "bad_request",
                field: "to",
                error: format!("`{other}` is not a record format: write json, pgn or ogn"),
            };
            return (StatusCode::UNPROCESSABLE_ENTITY, Json(r.to_json())).into_response();
        }
    };
    let lang = LangQuery { lang: query.lang };
    record_request(
        &shared,
        &extensions,
        lang,
        body,
        move |registry, text, lang| {
            analysis_record::tree_to_text(registry, text, format, lang)
                .map(serde_json::Value::String)
        },
    )
    .await
}

/// `POST /api/analysis/tree`: a game record's text (JSON, PGN-style, OGN) as the analysis
/// board's tree ([`analysis_record::record_to_tree`]).
async fn analysis_tree(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    record_request(
        &shared,
        &extensions,
        query,
        body,
        analysis_record::record_to_tree,
    )
    .await
}

/// Answers a record request of the analysis board (within the address's rate) on a blocking
/// thread: a string answer as text, any other as JSON.
async fn record_request(
    shared: &Arc<Shared>,
    extensions: &axum::http::Extensions,
    query: LangQuery,
    body: String,
    answer: impl FnOnce(&dyn Registry, &str, Lang) -> Result<serde_json::Value, analysis::Refused>
    + Send
    + 'static,
) -> Response {
    let lang = match admit(shared, extensions, &query) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let registry = Arc::clone(&shared.registry);
    let answered = tokio::task::spawn_blocking(move || answer(&*registry, &body, lang)).await;
    match answered {
        Ok(Ok(serde_json::Value::String(text))) => text.into_response(),
        Ok(Ok(value)) => Json(value).into_response(),
        Ok(Err(r)) => (StatusCode::UNPROCESSABLE_ENTITY, Json(r.to_json())).into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

/// The language of an analysis request, once its address is within its rate; else the answer
/// refusing it (an unknown language, or too many requests).
fn admit(
    shared: &Shared,
    extensions: &axum::http::Extensions,
    query: &LangQuery,
) -> Result<Lang, Box<Response>> {
    let lang = query_lang(query.lang.as_deref())?;
    if !shared
        .analysis_rate
        .take(listen::peer(extensions).map(|a| a.ip()))
    {
        return Err(Box::new(
            (
                StatusCode::TOO_MANY_REQUESTS,
                Json(rate_limited().to_json()),
            )
                .into_response(),
        ));
    }
    Ok(lang)
}

/// The refusal of a request over the address's rate.
fn rate_limited() -> analysis::Refused {
    analysis::Refused {
        code: "rate_limited",
        field: "",
        error: format!(
            "more than {} requests a second: wait a moment",
            analysis::REQUESTS_PER_SECOND
        ),
    }
}

/// Reads an analysis request (within the address's rate), answers it on a blocking thread; a
/// review (`review`) only while the server has a place for one more.
async fn analysis_request(
    shared: &Arc<Shared>,
    extensions: &axum::http::Extensions,
    query: LangQuery,
    body: String,
    answer: fn(
        &dyn Registry,
        &analysis::Request,
        Lang,
    ) -> Result<serde_json::Value, analysis::Refused>,
    review: bool,
) -> Response {
    let lang = match admit(shared, extensions, &query) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let refused =
        |status: StatusCode, r: analysis::Refused| (status, Json(r.to_json())).into_response();
    let request: analysis::Request = match serde_json::from_str(&body) {
        Ok(request) => request,
        Err(e) => {
            return refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                analysis::Refused {
                    code: "bad_request",
                    field: "",
                    error: e.to_string(),
                },
            );
        }
    };
    let place = if review {
        match shared
            .reviews
            .enter(listen::peer(extensions).map(|a| a.ip()))
        {
            Some(place) => Some(place),
            None => {
                return refused(
                    StatusCode::TOO_MANY_REQUESTS,
                    analysis::Refused {
                        code: "busy",
                        field: "",
                        error: format!(
                            "the server is reviewing as many games as it can ({} at once, one \
                             for each address): try again in a moment",
                            analysis::MAX_REVIEWS
                        ),
                    },
                );
            }
        }
    } else {
        None
    };
    let registry = Arc::clone(&shared.registry);
    let answered = tokio::task::spawn_blocking(move || {
        let answer = answer(&*registry, &request, lang);
        drop(place);
        answer
    })
    .await;
    match answered {
        Ok(Ok(value)) => Json(value).into_response(),
        Ok(Err(r)) => refused(StatusCode::UNPROCESSABLE_ENTITY, r),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn list_rooms(State(shared): State<Arc<Shared>>) -> impl IntoResponse {
    Json(rooms_message(&shared))
}

async fn record(State(shared): State<Arc<Shared>>, Path(id): Path<String>) -> Response {
    let entry = shared.room(&id);
    match entry {
        Some(entry) => {
            let text = entry.lock().expect("not poisoned").room.record().to_json();
            (
                [
                    (header::CONTENT_TYPE, "application/json".to_owned()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename=\"{id}.json\""),
                    ),
                ],
                text,
            )
                .into_response()
        }
        None => (StatusCode::NOT_FOUND, format!("no room `{id}`\n")).into_response(),
    }
}

/// The list of rooms: every room the server holds but those whose game has been over for
/// [`Limits::finished_room_expiry`].
fn rooms_message(shared: &Shared) -> ServerMessage {
    let entries = shared.entries();
    let now = Instant::now();
    let finished = shared.limits.finished_room_expiry;
    let mut rooms: Vec<_> = entries
        .iter()
        .filter_map(|e| {
            let mut e = e.lock().expect("not poisoned");
            e.listed(now, finished).then(|| e.room.summary())
        })
        .collect();
    rooms.sort_by(|a, b| a.room.cmp(&b.room));
    ServerMessage::Rooms { rooms }
}

/// Whether a browser page from `origin` may open a WebSocket: the server's own origin, or one
/// allowed by `--allow-origin`. Programs that send no `Origin` are not browsers and may.
/// Whether a request's `Host` is one this server answers to: an IP address (any port), `localhost`,
/// or a name it was started for. A page on a rebinding domain (a name that an attacker points at
/// this machine) sends its own name, and is refused. A request with no `Host` (HTTP/1.0, not a
/// browser) is served.
fn host_allowed(host: Option<&str>, names: &[String]) -> bool {
    let Some(host) = host else {
        return true;
    };
    if host.starts_with('[') {
        // An IPv6 address, `[::1]:7878`.
        return host
            .split_once(']')
            .is_some_and(|(ip, _)| ip[1..].parse::<std::net::Ipv6Addr>().is_ok());
    }
    let name = match host.rsplit_once(':') {
        Some((name, port)) if port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    let name = name.strip_suffix('.').unwrap_or(name);
    name.parse::<std::net::Ipv4Addr>().is_ok()
        || name.eq_ignore_ascii_case("localhost")
        || names.iter().any(|n| {
            let n = n.strip_suffix('.').unwrap_or(n);
            n.eq_ignore_ascii_case(name)
        })
}

/// Refuses, with 421, a request for a host this server was not started for.
async fn check_host(
    State(shared): State<Arc<Shared>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let host = request.headers().get(header::HOST).map(|h| h.to_str());
    let allowed = match host {
        None => true,
        Some(Ok(host)) => host_allowed(Some(host), &shared.hosts),
        Some(Err(_)) => false,
    };
    if allowed {
        next.run(request).await
    } else {
        (
            StatusCode::MISDIRECTED_REQUEST,
            "this server does not answer to that host name (start it with `mancala serve --host NAME` to add one)\n",
        )
            .into_response()
    }
}

fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    let own = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|host| {
            origin == format!("http://{host}") || origin == format!("https://{host}")
        });
    own || allowed.iter().any(|a| a == origin)
}

async fn upgrade(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    extensions: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &shared.allowed_origins) {
        return (
            StatusCode::FORBIDDEN,
            "this origin may not open a WebSocket here (see `mancala serve --allow-origin`)\n",
        )
            .into_response();
    }
    let peer = listen::peer(&extensions).map(|a| a.ip());
    // The connection's place among the server's connections, kept while the WebSocket lives.
    let place = extensions.get::<Place>().cloned();
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(READ_BUFFER_BYTES)
        .max_write_buffer_size(MAX_FRAME_BYTES * 4)
        .on_upgrade(move |socket| connection(shared, socket, peer, place))
}

/// A client's budget of messages: `BURST` at once, refilled at `MESSAGES_PER_SECOND`.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * f64::from(MESSAGES_PER_SECOND);
        self.tokens = (self.tokens + refill).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The `welcome` of this server: its protocol and every limit a client meets.
fn welcome(limits: &Limits) -> ServerMessage {
    ServerMessage::Welcome {
        protocol: PROTOCOL,
        server: format!("mancala {}", env!("CARGO_PKG_VERSION")),
        max_message_bytes: MAX_MESSAGE_BYTES,
        max_messages_per_second: MESSAGES_PER_SECOND,
        max_rooms_per_connection: limits.rooms_per_connection,
        limits: protocol::LimitsView {
            max_connections: limits.max_connections,
            idle_seconds: limits.idle_timeout.as_secs(),
            max_rooms: limits.max_rooms,
            max_rooms_per_address: limits.rooms_per_address,
            room_expiry_seconds: limits.room_expiry.as_secs(),
            finished_room_expiry_seconds: limits.finished_room_expiry.as_secs(),
            max_think_millis: u64::try_from(limits.think.time.as_millis()).unwrap_or(u64::MAX),
            max_depth: limits.think.depth,
            max_iterations: limits.think.iterations,
            max_threads: limits.think.threads.get(),
            header_timeout_seconds: limits.header_timeout.as_secs(),
            thinkers: limits.thinkers,
            table_memory_mb: limits.table_memory >> 20,
        },
    }
}

/// One connection: its writer task (which also pings the client every third of the idle
/// timeout), and its reader loop here (which closes the connection when nothing has come for
/// the idle timeout).
async fn connection(
    shared: Arc<Shared>,
    socket: WebSocket,
    peer: Option<IpAddr>,
    place: Option<Place>,
) {
    let conn = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let shown_peer = peer.map_or_else(|| "unknown".to_owned(), |p| p.to_string());
    tracing::info!(conn, peer = %shown_peer, "connection opened");
    let idle = shared.limits.idle_timeout;
    let (mut sink, mut stream) = socket.split();
    let (queue, mut outgoing) = mpsc::channel::<String>(QUEUE);
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(idle / 3);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        ping.tick().await;
        loop {
            let message = tokio::select! {
                text = outgoing.recv() => match text {
                    Some(text) => Message::Text(text.into()),
                    None => break,
                },
                _ = ping.tick() => Message::Ping(axum::body::Bytes::new()),
            };
            if sink.send(message).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let _ = queue.try_send(protocol::to_text(&welcome(&shared.limits)));
    let mut session = Session {
        shared,
        conn,
        peer,
        queue,
        room: None,
        bucket: Bucket {
            tokens: BURST,
            at: Instant::now(),
        },
        refusals: 0,
        rooms_made: 0,
        hinting: Arc::default(),
        lang: Lang::english(),
        refusal_text: None,
    };
    let mut stop = session.shared.stop.clone();
    loop {
        let frame = tokio::select! {
            frame = tokio::time::timeout(idle, stream.next()) => frame,
            _ = stop.wait_for(|s| *s) => break,
        };
        let Ok(Some(Ok(frame))) = frame else {
            break;
        };
        let text = match frame {
            Message::Text(t) => t.to_string(),
            Message::Binary(_) => {
                session.reply_refusal(&Refusal::new(
                    ErrorCode::BadMessage,
                    "messages are JSON in text frames",
                ));
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        if !session.handle(&text) {
            break;
        }
        if session.queue.is_closed() {
            break;
        }
    }
    session.gone();
    drop(session);
    let _ = writer.await;
    drop(place);
    tracing::info!(conn, peer = %shown_peer, "connection closed");
}

/// What the reader of one connection knows.
struct Session {
    shared: Arc<Shared>,
    conn: ConnId,
    /// The address it comes from.
    peer: Option<IpAddr>,
    queue: mpsc::Sender<String>,
    room: Option<Arc<Mutex<Entry>>>,
    bucket: Bucket,
    /// Refusals in a row: a client that does nothing else is cut off.
    refusals: u32,
    /// Rooms this connection made.
    rooms_made: usize,
    /// Whether a hint is being worked out for this connection.
    hinting: Arc<std::sync::atomic::AtomicBool>,
    /// The language it reads (`set_language`; English until it says).
    lang: Lang,
    /// The words of the refusal being made, when they are more than its code's sentence.
    refusal_text: Option<String>,
}

/// Refusals in a row after which a connection is closed.
const MAX_REFUSALS: u32 = 200;

impl Session {
    fn reply(&self, message: &ServerMessage) {
        let _ = self.queue.try_send(protocol::to_text(message));
    }

    fn reply_refusal(&mut self, refusal: &Refusal) {
        tracing::debug!(conn = self.conn, code = ?refusal.code, message = %refusal.message, "refused");
        self.refusals += 1;
        let mut message = refusal_in(refusal, self.lang);
        if let (Some(text), ServerMessage::Error { message, .. }) =
            (self.refusal_text.take(), &mut message)
        {
            *message = text;
        }
        self.reply(&message);
    }

    /// Handles one frame; false when the connection should close.
    fn handle(&mut self, text: &str) -> bool {
        if !self.bucket.take() {
            self.reply_refusal(&Refusal::new(
                ErrorCode::RateLimited,
                format!("more than {MESSAGES_PER_SECOND} messages a second: this one was not read"),
            ));
            return self.refusals < MAX_REFUSALS;
        }
        match protocol::read_client(text).and_then(|m| self.dispatch(m)) {
            Ok(()) => self.refusals = 0,
            Err(refusal) => self.reply_refusal(&refusal),
        }
        self.refusals < MAX_REFUSALS
    }

    fn dispatch(&mut self, message: ClientMessage) -> Result<(), Refusal> {
        match message {
            ClientMessage::ListRooms => {
                self.reply(&rooms_message(&self.shared));
                Ok(())
            }
            ClientMessage::CreateRoom {
                ruleset,
                ruleset_toml,
                seats,
                first,
                from,
                on_leave,
                grace_seconds,
                name,
            } => {
                let most = self.shared.limits.rooms_per_connection;
                if self.rooms_made >= most {
                    return Err(bad(
                        ErrorCode::TooManyRooms,
                        format!("one connection makes at most {most} rooms"),
                    ));
                }
                let entry = create_room(
                    &self.shared,
                    self.peer,
                    ruleset.as_deref(),
                    ruleset_toml.as_deref(),
                    seats.as_deref(),
                    first.as_ref(),
                    from.as_deref(),
                    on_leave.unwrap_or_default(),
                    grace_seconds,
                    name.as_deref(),
                    (self.lang, &mut self.refusal_text),
                )?;
                self.rooms_made += 1;
                let summary = entry.lock().expect("not poisoned").room.summary();
                self.reply(&ServerMessage::RoomCreated { room: summary });
                kick_computer(&self.shared, entry);
                Ok(())
            }
            ClientMessage::Join {
                room,
                role,
                seat,
                name,
            } => {
                let entry = self.enter(&room)?;
                let token = new_token();
                self.with_room(&entry, |r, conn| {
                    r.join(conn, role, seat, name.as_deref(), token)
                })?;
                self.room = Some(entry);
                Ok(())
            }
            ClientMessage::Rejoin { room, seat, token } => {
                let entry = self.enter(&room)?;
                self.with_room(&entry, |r, conn| r.rejoin(conn, seat, &token))?;
                self.room = Some(entry);
                Ok(())
            }
            ClientMessage::State => {
                let entry = self.current()?;
                let e = entry.lock().expect("not poisoned");
                let state = e.room.state();
                self.reply(&localized(&state, self.lang, &e.room).unwrap_or(state));
                Ok(())
            }
            ClientMessage::SetLanguage { lang } => {
                self.lang = lang.parse::<Lang>().map_err(|e| {
                    let args = [
                        ("given", e.given.chars().take(40).collect::<String>().into()),
                        ("languages", Lang::codes().join(", ").into()),
                    ];
                    // Told in the language the connection reads so far, naming the languages.
                    self.refusal_text = Some(self.lang.text("serve-unknown-language", &args));
                    Refusal::new(
                        ErrorCode::BadValue,
                        Lang::english().text("serve-unknown-language", &args),
                    )
                })?;
                if let Some(entry) = &self.room {
                    let mut e = entry.lock().expect("not poisoned");
                    e.langs.insert(self.conn, self.lang);
                }
                Ok(())
            }
            ClientMessage::Leave => {
                let entry = self.current()?;
                {
                    let mut e = entry.lock().expect("not poisoned");
                    let conn = self.conn;
                    e.change(|r| r.leave(conn))?;
                    e.queues.remove(&self.conn);
                }
                self.room = None;
                kick_computer(&self.shared, entry);
                Ok(())
            }
            ClientMessage::Sit { seat, name } => {
                let token = new_token();
                self.in_room(|r, conn| r.sit(conn, seat, name.as_deref(), token))
            }
            ClientMessage::Stand => self.in_room(Room::stand),
            ClientMessage::Move { text } => self.in_room(|r, conn| r.play(conn, &text)),
            ClientMessage::Resign => self.in_room(Room::resign),
            ClientMessage::Rematch => self.rematch(),
            ClientMessage::Undo => self.in_room(Room::undo),
            ClientMessage::DeclineUndo => self.in_room(Room::decline_undo),
            ClientMessage::Chat { text } => self.in_room(|r, conn| r.chat(conn, &text)),
            ClientMessage::Hint => self.hint(),
        }
    }

    /// Asks for a rematch; when everyone agrees, makes the rematch's room (the seats swapped)
    /// and tells everyone in this room where to go.
    fn rematch(&mut self) -> Result<(), Refusal> {
        let entry = self.current()?;
        let made = {
            let mut e = entry.lock().expect("not poisoned");
            let conn = self.conn;
            let mut agreed = false;
            e.change(|r| {
                let (all, out) = r.ask_rematch(conn)?;
                agreed = all;
                Ok(out)
            })?;
            if !agreed {
                return Ok(());
            }
            let rematch = e.room.rematch(Instant::now(), new_token);
            let slots = rematch.slots.clone();
            let start = match rematch.from.as_deref() {
                Some(fen) => analysis::game_from(Arc::clone(&rematch.rules), fen, Lang::english())
                    .map_err(|r| bad(ErrorCode::BadPosition, r.error))?,
                None => mancala::Game::new(rematch.rules, rematch.first),
            };
            let made = make_room(
                &self.shared,
                self.peer,
                start,
                rematch.from,
                rematch.slots,
                rematch.settings,
                rematch.name,
                rand::random::<u64>(),
            );
            match made {
                Ok(made) => {
                    let new = made.lock().expect("not poisoned").room.id().to_owned();
                    tracing::info!(room = e.room.id(), rematch = %new, "rematch");
                    let out = e.room.rematch_ready(&new, &slots);
                    e.send(out);
                    made
                }
                Err(refusal) => return Err(refusal),
            }
        };
        kick_computer(&self.shared, made);
        Ok(())
    }

    /// Works out a hint on a blocking thread and sends it to this connection alone; one at a
    /// time per connection.
    fn hint(&mut self) -> Result<(), Refusal> {
        let entry = self.current()?;
        let room::HintJob { rules, pos, seen } = entry
            .lock()
            .expect("not poisoned")
            .room
            .hint_job(self.conn)?;
        if self.hinting.swap(true, std::sync::atomic::Ordering::SeqCst) {
            return Err(Refusal::new(
                ErrorCode::Unavailable,
                "a hint is being worked out already: wait for it",
            ));
        }
        let room = entry.lock().expect("not poisoned").room.id().to_owned();
        let queue = self.queue.clone();
        let hinting = Arc::clone(&self.hinting);
        let lang = self.lang;
        // A hint thinks as a computer player does: in its turn among the server's thinkers.
        let thinkers = Arc::clone(&self.shared.thinkers);
        tokio::spawn(async move {
            let Ok(thinking) = thinkers.acquire_owned().await else {
                return;
            };
            let _ = tokio::task::spawn_blocking(move || {
                let analysis = mancala::agent::hint(
                    &*rules,
                    &pos,
                    &seen,
                    protocol::HINT_DEPTH,
                    Duration::from_millis(protocol::HINT_MILLIS),
                );
                let message = ServerMessage::Hint {
                    room,
                    ply: pos.ply(),
                    text: rules.move_text(&pos, &analysis.best),
                    value: hint_value_in(&analysis.value, lang),
                    exact: matches!(analysis.value, mancala::agent::Value::Exact(_)),
                    depth: protocol::HINT_DEPTH,
                    millis: protocol::HINT_MILLIS,
                };
                // Free for the next hint before this one is sent: a client that asks again as soon
                // as it has the answer is never told one is being worked out.
                hinting.store(false, std::sync::atomic::Ordering::SeqCst);
                let _ = queue.try_send(protocol::to_text(&message));
                drop(thinking);
            })
            .await;
        });
        Ok(())
    }

    /// The room to join, if this connection is in none yet.
    fn enter(&self, id: &str) -> Result<Arc<Mutex<Entry>>, Refusal> {
        if self.room.is_some() {
            return Err(Refusal::new(
                ErrorCode::AlreadyInRoom,
                "you are in a room already: send `leave` first",
            ));
        }
        self.shared
            .room(id)
            .ok_or_else(|| Refusal::new(ErrorCode::NoSuchRoom, format!("no room `{id}`")))
    }

    fn current(&self) -> Result<Arc<Mutex<Entry>>, Refusal> {
        self.room
            .clone()
            .ok_or_else(|| Refusal::new(ErrorCode::NotInRoom, "join a room first"))
    }

    /// Runs `f` on `entry`'s room with this connection's queue registered; delivers what it
    /// returns; then lets a computer player move if it is its turn.
    fn with_room(
        &self,
        entry: &Arc<Mutex<Entry>>,
        f: impl FnOnce(&mut Room, ConnId) -> Result<Outbox, Refusal>,
    ) -> Result<(), Refusal> {
        {
            let mut e = entry.lock().expect("not poisoned");
            let conn = self.conn;
            // Registered first, so that what the change sends reaches this connection too.
            let was_in = e.queues.insert(conn, self.queue.clone()).is_some();
            e.langs.insert(conn, self.lang);
            if let Err(refusal) = e.change(|r| f(r, conn)) {
                if !was_in {
                    e.queues.remove(&conn);
                }
                return Err(refusal);
            }
            e.empty_since = None;
        }
        kick_computer(&self.shared, entry.clone());
        Ok(())
    }

    fn in_room(
        &self,
        f: impl FnOnce(&mut Room, ConnId) -> Result<Outbox, Refusal>,
    ) -> Result<(), Refusal> {
        let entry = self.current()?;
        self.with_room(&entry, f)
    }

    /// The connection is gone: a player keeps the seat for the grace period.
    fn gone(&mut self) {
        if let Some(entry) = self.room.take() {
            let mut e = entry.lock().expect("not poisoned");
            e.queues.remove(&self.conn);
            let out = e.room.disconnect(self.conn, Instant::now());
            e.deliver(out);
        }
    }
}

/// A secret of 128 random bits from the system's generator, as 32 hex digits.
fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

fn bad(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Refusal::new(code, message)
}

/// Makes a room from a client's `create_room`, for a connection from `peer`.
#[allow(clippy::too_many_arguments)]
fn create_room(
    shared: &Shared,
    peer: Option<IpAddr>,
    ruleset: Option<&str>,
    toml: Option<&str>,
    seats: Option<&[String]>,
    first: Option<&serde_json::Value>,
    from: Option<&str>,
    on_leave: OnLeave,
    grace_seconds: Option<u64>,
    name: Option<&str>,
    (lang, said): (Lang, &mut Option<String>),
) -> Result<Arc<Mutex<Entry>>, Refusal> {
    let name = room::clean_room_name(name)?;
    let first_given = first.is_some();
    let rules = load_rules(&*shared.registry, ruleset, toml)?;
    let players = rules.num_players();
    let slots = match seats {
        None => vec![Slot::Free; players],
        Some(specs) if specs.len() != players => {
            return Err(bad(
                ErrorCode::BadValue,
                format!(
                    "{} is a game for {players} players, but {} seats were given",
                    rules.info().id,
                    specs.len()
                ),
            ));
        }
        Some(specs) => specs
            .iter()
            .map(|s| match s.trim() {
                "person" | "human" => Ok(Slot::Free),
                spec => match spec.parse::<Seat>() {
                    // A client must never make the server start a program.
                    Ok(Seat::Engine(_)) => Err(bad(
                        ErrorCode::BadSeat,
                        format!("`{spec}`: a client cannot start an engine program on the server; choose a computer player of the server's own or `person`"),
                    )),
                    // Within the server's limits of thinking; a player that cannot play this
                    // ruleset (a perfect player and a ruleset the solver cannot solve) is
                    // refused before the game.
                    Ok(seat) => match seat.check(&*rules) {
                        Ok(()) => Ok(Slot::Computer(seat_within(spec, &seat, &shared.limits)?)),
                        Err(e) => Err(bad(ErrorCode::BadSeat, e.to_string())),
                    },
                    Err(e) => Err(bad(ErrorCode::BadSeat, format!("{e}; or `person`"))),
                },
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    let grace = grace_seconds.unwrap_or(60);
    if grace > MAX_GRACE_SECONDS {
        return Err(bad(
            ErrorCode::BadValue,
            format!("grace_seconds {grace}: give 0 to {MAX_GRACE_SECONDS}"),
        ));
    }
    let seed = rand::random::<u64>();
    let first: Player = match first {
        None => match rules.first_player() {
            FirstPlayer::Player(p) => p,
            FirstPlayer::Random => mancala::agent::draw_first_player(seed, players),
        },
        Some(v) if v.as_str() == Some("random") => mancala::agent::draw_first_player(seed, players),
        Some(v) => match v.as_u64() {
            Some(p) if (p as usize) < players => p as Player,
            _ => {
                return Err(bad(
                    ErrorCode::BadValue,
                    format!(
                        "first {v}: give a seat from 0 to {} or \"random\"",
                        players - 1
                    ),
                ));
            }
        },
    };
    let settings = Settings {
        on_leave,
        grace: Duration::from_secs(grace),
    };
    let (game, from) = match from {
        None => (mancala::Game::new(rules, first), None),
        Some(_) if first_given => {
            return Err(bad(
                ErrorCode::BadValue,
                "give `first` or `from`, not both: the position string says who moves",
            ));
        }
        Some(fen) => match analysis::game_from(Arc::clone(&rules), fen, lang) {
            Ok(game) => {
                let fen = game.set_up().map(str::to_owned);
                (game, fen)
            }
            Err(refused) => {
                // The reader's language; the refusal's own message stays English.
                *said = Some(refused.error);
                let english = analysis::game_from(rules, fen, Lang::english())
                    .err()
                    .map_or_else(String::new, |r| r.error);
                return Err(bad(ErrorCode::BadPosition, english));
            }
        },
    };
    make_room(shared, peer, game, from, slots, settings, name, seed)
}

#[allow(clippy::too_many_arguments)]
/// Makes a room of `rules` (a new one, or a rematch), within the server's limits of rooms, and
/// keeps it on disk (with `--data`).
fn make_room(
    shared: &Shared,
    peer: Option<IpAddr>,
    game: mancala::Game,
    from: Option<String>,
    slots: Vec<Slot>,
    settings: Settings,
    name: Option<String>,
    seed: u64,
) -> Result<Arc<Mutex<Entry>>, Refusal> {
    let mut rooms = shared.rooms.lock().expect("not poisoned");
    let limits = &shared.limits;
    if rooms.len() >= limits.max_rooms {
        return Err(bad(
            ErrorCode::TooManyRooms,
            format!(
                "the server holds {} rooms already (a room nobody is in closes after {}, a finished one after {})",
                limits.max_rooms,
                limits::show_duration(limits.room_expiry),
                limits::show_duration(limits.finished_room_expiry)
            ),
        ));
    }
    if let Some(ip) = peer {
        let held = rooms.values().filter(|h| h.made_by == Some(ip)).count();
        if held >= limits.rooms_per_address {
            return Err(bad(
                ErrorCode::TooManyRooms,
                format!(
                    "the connections from your address hold {} rooms already (the most this server allows one address)",
                    limits.rooms_per_address
                ),
            ));
        }
    }
    let id = format!("r{}", shared.next_room.fetch_add(1, Ordering::Relaxed));
    let room = Room::resume(id.clone(), game, slots, settings, seed)
        .with_name(name)
        .with_from(from);
    let files = match &shared.store {
        Some(store) => Some(store.files(&room).map_err(|e| {
            bad(
                ErrorCode::Unavailable,
                format!("the room cannot be saved ({e}); no room was made"),
            )
        })?),
        None => None,
    };
    tracing::info!(
        room = %id,
        ruleset = %room.game().rules().info().id,
        name = room.name().unwrap_or(""),
        "room created"
    );
    let entry = Arc::new(Mutex::new(Entry::new(room, files)));
    rooms.insert(
        id,
        Held {
            entry: entry.clone(),
            made_by: peer,
        },
    );
    Ok(entry)
}

/// The computer player a client asked for with `spec`, within the server's `limits`: a named
/// level (`easy` to `max`, `perfect` and `anti-mcts` without a time) is fitted to them, a budget
/// given in numbers beyond them is refused naming the limit.
fn seat_within(spec: &str, seat: &Seat, limits: &Limits) -> Result<Seat, Refusal> {
    let refuse = |e: mancala::agent::SeatLimitError| bad(ErrorCode::BadSeat, e.to_string());
    let (level, threads) = spec.split_once('/').unwrap_or((spec, ""));
    if level.contains(':') {
        return seat.within(&limits.think).map_err(refuse);
    }
    if !threads.is_empty() && seat.threads() > limits.think.threads {
        // The threads were given in numbers.
        return seat.within(&limits.think).map_err(refuse);
    }
    Ok(seat.fitted(&limits.think))
}

/// The ruleset of a new room: a shipped id, or a TOML text checked as `rules check` does.
fn load_rules(
    registry: &dyn Registry,
    id: Option<&str>,
    toml: Option<&str>,
) -> Result<Arc<dyn Family>, Refusal> {
    match (id, toml) {
        (Some(id), None) => registry.builtin(id).ok_or_else(|| {
            bad(
                ErrorCode::BadRuleset,
                format!("no shipped ruleset `{id}` (see `mancala rules list`)"),
            )
        }),
        (None, Some(text)) => {
            let stem = toml::from_str::<toml::Table>(text)
                .ok()
                .and_then(|t| t.get("id").and_then(|v| v.as_str()).map(str::to_owned))
                .unwrap_or_else(|| "uploaded".to_owned());
            let rules = registry
                .load("uploaded.toml", &stem, text)
                .map_err(|e| bad(ErrorCode::BadRuleset, e.to_string()))?;
            if let Some(shipped) = registry.builtin(&stem) {
                if shipped.options_json() != rules.options_json() {
                    return Err(bad(
                        ErrorCode::BadRuleset,
                        format!(
                            "`{stem}` is a shipped ruleset's id: give your ruleset an id of its own"
                        ),
                    ));
                }
            }
            Ok(rules)
        }
        _ => Err(bad(
            ErrorCode::BadRuleset,
            "give either `ruleset` (a shipped id) or `ruleset_toml` (a ruleset file's text)",
        )),
    }
}

/// If a computer player is to move in the room, lets it think on a blocking thread (once the
/// server has a place for it among its thinkers) and plays its move, then the next computer's,
/// if any. A perfect player is kept between its moves, with its table, within the server's
/// budget of tables ([`tables`]).
fn kick_computer(shared: &Arc<Shared>, entry: Arc<Mutex<Entry>>) {
    let job = {
        let e = entry.lock().expect("not poisoned");
        if e.closed {
            return;
        }
        if e.room.is_over() {
            shared.forget_tables(e.room.id());
        }
        e.room.computer_to_move().map(|(seat, spec, plies)| {
            let seed = e.room.move_seed(seat, plies);
            let kept = shared
                .tables
                .lock()
                .expect("not poisoned")
                .take(e.room.id(), seat);
            let agent = match kept {
                Some(mut kept) if *kept.kind() == spec => {
                    kept.reseed(seed);
                    kept
                }
                _ => Agent::new(spec, seed),
            };
            let game = e.room.game();
            (
                agent,
                seat,
                e.room.id().to_owned(),
                game.shared_rules().clone(),
                game.position().clone(),
                (game.first_player(), game.set_up().map(str::to_owned)),
                game.moves().to_vec(),
                plies,
            )
        })
    };
    let Some((mut agent, seat, room, rules, pos, (first, from), moves, plies)) = job else {
        return;
    };
    let shared = Arc::clone(shared);
    tokio::spawn(async move {
        // An alpha-beta player on N threads takes N places (all of them at most).
        let places = agent.kind().threads().get().min(shared.limits.thinkers);
        let Ok(thinking) = Arc::clone(&shared.thinkers)
            .acquire_many_owned(u32::try_from(places).unwrap_or(u32::MAX))
            .await
        else {
            return;
        };
        let chosen = tokio::task::spawn_blocking(move || {
            let history = mancala::agent::History {
                first,
                from: from.as_deref(),
                moves: &moves,
            };
            let chosen = agent.try_choose(&*rules, &pos, history);
            (agent, chosen)
        })
        .await;
        drop(thinking);
        let Ok((agent, chosen)) = chosen else {
            return;
        };
        let keep = |agent: Agent| {
            if agent.kind().is_perfect() {
                let gone = shared
                    .tables
                    .lock()
                    .expect("not poisoned")
                    .keep(&room, seat, agent);
                drop(gone);
            }
        };
        match chosen {
            Ok(mv) => {
                let saved = {
                    let mut e = entry.lock().expect("not poisoned");
                    if e.closed {
                        return;
                    }
                    keep(agent);
                    e.change(|r| Ok(r.computer_move(plies, &mv)))
                };
                match saved {
                    Ok(()) => kick_computer(&shared, entry),
                    Err(refusal) => {
                        // Nobody to refuse it to: everyone in the room is told the game
                        // waits, and the move is tried again.
                        let notice = Refusal::new(
                            ErrorCode::Unavailable,
                            format!(
                                "{}; the computer player will try its move again in {} s",
                                refusal.message,
                                SAVE_RETRY.as_secs()
                            ),
                        );
                        entry
                            .lock()
                            .expect("not poisoned")
                            .send(vec![(To::All, notice.to_message())]);
                        tokio::time::sleep(SAVE_RETRY).await;
                        kick_computer(&shared, entry);
                    }
                }
            }
            // Only an engine fails, and a room never has one; a perfect player's ruleset was
            // checked when the room was made. Said on the server's log all the same.
            Err(e) => {
                tracing::error!(room = %room, error = %e, "the computer player cannot move");
            }
        }
    });
}

/// Every second: frees the seats of people gone longer than their room's grace period, and
/// closes the rooms nobody has been in for their expiry ([`Limits::room_expiry`],
/// [`Limits::finished_room_expiry`]): each is taken out of the table, its perfect players let
/// go, and with `--data` its files moved to the archive.
async fn expire(shared: Arc<Shared>) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        let entries = shared.entries();
        let now = Instant::now();
        class_server::expire(&shared, now);
        let mut closed = Vec::new();
        for entry in entries {
            let mut e = entry.lock().expect("not poisoned");
            if e.room.next_expiry().is_some_and(|t| t <= now) {
                let out = e.room.expire(now);
                e.deliver(out);
            }
            // The time a finished room stays in the list counts from its game's end.
            e.note_over(now);
            if e.room.members().next().is_some() {
                e.empty_since = None;
                continue;
            }
            let since = *e.empty_since.get_or_insert(now);
            let expiry = if e.room.is_over() {
                shared.limits.finished_room_expiry
            } else {
                shared.limits.room_expiry
            };
            // A seat kept for someone gone is kept for its grace period, whatever the expiry.
            if now.duration_since(since) < expiry || e.room.next_expiry().is_some() {
                continue;
            }
            if let (Some(store), Some(mut files)) = (&shared.store, e.files.take()) {
                if let Err(err) = store.archive(&e.room, &mut files) {
                    if !e.unsaved {
                        tracing::warn!(room = e.room.id(), error = %err, "cannot close room; it stays open");
                        e.unsaved = true;
                    }
                    e.files = Some(files);
                    continue;
                }
            }
            e.closed = true;
            tracing::info!(
                room = e.room.id(),
                finished = e.room.is_over(),
                moves = e.room.game().num_plies(),
                archived = shared.store.is_some(),
                "room expired and closed"
            );
            closed.push(e.room.id().to_owned());
        }
        if !closed.is_empty() {
            let mut rooms = shared.rooms.lock().expect("not poisoned");
            for id in &closed {
                rooms.remove(id);
            }
        }
        for id in &closed {
            shared.forget_tables(id);
        }
    }
}

/// A loopback address with the system's choice of port, for tests and examples.
#[must_use]
pub fn loopback_any_port() -> SocketAddr {
    SocketAddr::from(([127, 0, 0, 1], 0))
}

/// The query of `GET /api/lessons`: the ruleset whose lessons, and the language.
#[derive(Debug, serde::Deserialize)]
struct LessonsQuery {
    ruleset: Option<String>,
    lang: Option<String>,
}

/// `GET /api/lessons?ruleset=R&lang=L`: the lessons that teach R ([`learn::lessons_answer`]).
async fn lessons(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LessonsQuery>,
) -> Response {
    let ruleset = query.ruleset.unwrap_or_else(|| "o-an-quan".to_owned());
    record_request(
        &shared,
        &extensions,
        LangQuery { lang: query.lang },
        ruleset,
        learn::lessons_answer,
    )
    .await
}

/// `POST /api/lessons/answer`: the verdict on a learner's move in a task ([`learn::answer`]).
async fn lesson_answer(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    axum::extract::Query(query): axum::extract::Query<LangQuery>,
    body: String,
) -> Response {
    record_request(&shared, &extensions, query, body, learn::answer).await
}

#[cfg(test)]
mod tests {
    use super::host_allowed;

    #[test]
    fn a_host_is_served_when_it_is_an_address_localhost_or_a_name_given() {
        let names = ["classroom.example".to_owned()];
        for host in [
            "127.0.0.1:7878",
            "192.168.1.20:7878",
            "10.0.0.5",
            "[::1]:7878",
            "[fe80::1]",
            "localhost:7878",
            "LOCALHOST",
            "classroom.example:7878",
            "Classroom.Example.",
        ] {
            assert!(host_allowed(Some(host), &names), "{host}");
        }
        assert!(host_allowed(None, &names), "no Host: not a browser");
        for host in [
            "rebind.example:7878",
            "rebind.example",
            "127.0.0.1.rebind.example",
            "localhost.rebind.example",
            "[not-an-address]:7878",
            "classroom.example.rebind.example",
            "",
        ] {
            assert!(!host_allowed(Some(host), &names), "{host:?}");
        }
    }
}
