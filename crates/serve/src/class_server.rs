//! Class mode on the server: the classes a server holds, their WebSocket (`/class/ws`, the
//! typed messages of [`crate::class`]), their page (`/class` for the teacher, `/class/CODE` for
//! a pupil) and the QR code of a class's address (`/class/CODE/qr.svg`).
//!
//! A class is a [`Class`] behind its own lock with the connections in it; a connection is a
//! reader task and a writer task with a bounded queue, as a room's. A position's moves are
//! judged by the engine on a blocking thread, within the server's places for thinkers. Pairs
//! play in rooms of the usual kind ([`crate::make_room`]), each pupil's seat held for them with
//! a token the class gives their page. Classes are bounded ([`MAX_CLASSES`], and per address)
//! and close when nobody has been connected to them for [`crate::class::CLASS_IDLE`].

use std::{
    collections::HashMap,
    net::IpAddr,
    sync::{Arc, Mutex, atomic::Ordering},
    time::{Duration, Instant},
};

use axum::{
    Router,
    extract::{
        Path, Query, State,
        ws::{Message, WebSocket, WebSocketUpgrade},
    },
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::get,
};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;

use crate::{
    Bucket, Shared,
    class::{
        CLASSES_PER_ADDRESS, CODE_DIGITS, Class, ClassError, ClassMessage, ClassRequest, Judge,
        MAX_CLASSES, PairGame, PupilId, closes, judge_position, puzzle_list, puzzle_question,
        result_for,
    },
    protocol::MAX_MESSAGE_BYTES,
    room::{ConnId, MAX_GRACE_SECONDS, Settings, Slot},
};
use mancala::{Family, Game, lang::Lang, review::Appraiser};

/// The page of a class (the teacher's at `/class`, a pupil's at `/class/CODE`).
pub(crate) const CLASS_PAGE: &str = include_str!("../page/class.html");
/// Its style sheet (beside the page's own).
pub(crate) const CLASS_STYLE: &str = include_str!("../page/class.css");

/// Messages queued for one connection before it counts as too slow and is dropped.
const QUEUE: usize = 256;
/// Refusals in a row after which a connection is closed.
const MAX_REFUSALS: u32 = 200;
/// The computer player of the odd one out.
const COMPUTER: &str = "easy";

/// The classes of a server.
pub(crate) struct Classes {
    table: Mutex<HashMap<String, Held>>,
    /// Pupils a class takes.
    size: usize,
}

struct Held {
    entry: Arc<Mutex<ClassEntry>>,
    made_by: Option<IpAddr>,
}

impl Classes {
    /// No classes yet; each will take `size` pupils.
    pub(crate) fn new(size: usize) -> Classes {
        Classes {
            table: Mutex::new(HashMap::new()),
            size,
        }
    }

    fn get(&self, code: &str) -> Option<Arc<Mutex<ClassEntry>>> {
        self.table
            .lock()
            .expect("not poisoned")
            .get(code.trim())
            .map(|h| h.entry.clone())
    }

    /// A new class of `rules` opened from `peer`, with a code none of the others has.
    fn open(
        &self,
        peer: Option<IpAddr>,
        rules: Arc<dyn Family>,
    ) -> Result<Arc<Mutex<ClassEntry>>, ClassError> {
        let mut table = self.table.lock().expect("not poisoned");
        if table.len() >= MAX_CLASSES
            || peer.is_some_and(|ip| {
                table.values().filter(|h| h.made_by == Some(ip)).count() >= CLASSES_PER_ADDRESS
            })
        {
            return Err(ClassError::TooManyClasses);
        }
        let code = loop {
            let n = rand::random::<u32>() % 10u32.pow(CODE_DIGITS as u32);
            let code = format!("{n:0width$}", width = CODE_DIGITS);
            if !table.contains_key(&code) {
                break code;
            }
        };
        let class = Class::new(code.clone(), crate::new_token(), rules, self.size);
        tracing::info!(class = %code, ruleset = %class.rules().info().id, "class opened");
        let entry = Arc::new(Mutex::new(ClassEntry {
            class,
            conns: HashMap::new(),
            idle_since: Some(Instant::now()),
            closed: false,
        }));
        table.insert(
            code,
            Held {
                entry: entry.clone(),
                made_by: peer,
            },
        );
        Ok(entry)
    }
}

/// Who a connection is in its class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Who {
    Teacher,
    Pupil(PupilId),
}

struct Conn {
    queue: mpsc::Sender<String>,
    lang: Lang,
    who: Who,
}

/// A class and the connections in it.
pub(crate) struct ClassEntry {
    class: Class,
    conns: HashMap<ConnId, Conn>,
    /// Since when nobody has been connected (`None` while someone is).
    idle_since: Option<Instant>,
    closed: bool,
}

impl ClassEntry {
    /// Sends to each connection what `make` makes for its language and place (nothing for
    /// `None`); a connection whose queue is full is dropped.
    fn send_each(&mut self, mut make: impl FnMut(&Class, Lang, Who) -> Option<ClassMessage>) {
        let class = &self.class;
        self.conns.retain(|_, c| match make(class, c.lang, c.who) {
            Some(m) => c.queue.try_send(to_text(&m)).is_ok(),
            None => true,
        });
    }

    /// Sends the teacher the class as it is.
    fn send_view(&mut self) {
        let view = self.class.view();
        self.send_each(|_, _, who| (who == Who::Teacher).then(|| view.clone()));
    }

    /// Sends the teacher the answers to question `index`.
    fn send_tally(&mut self, index: usize) {
        let tally = self.class.tally(index);
        self.send_each(|_, _, who| (who == Who::Teacher).then(|| tally.clone()).flatten());
    }

    /// Sends everyone question `index` (each pupil with their answer so far).
    fn send_question(&mut self, index: usize) {
        let mut made: HashMap<Lang, Option<ClassMessage>> = HashMap::new();
        self.send_each(|class, lang, who| {
            let base = made
                .entry(lang)
                .or_insert_with(|| question_message(class, index, lang))
                .clone();
            with_yours(base, class, index, who)
        });
    }

    /// Sends everyone the answer of question `index` (each pupil with their verdict).
    fn send_reveal(&mut self, index: usize) {
        let mut made: HashMap<Lang, Option<ClassMessage>> = HashMap::new();
        self.send_each(|class, lang, who| {
            let base = made
                .entry(lang)
                .or_insert_with(|| reveal_message(class, index, lang))
                .clone();
            let mut m = base?;
            if let (
                Who::Pupil(p),
                ClassMessage::Reveal {
                    yours,
                    right,
                    quality,
                    ..
                },
            ) = (who, &mut m)
            {
                if let Some((mv, r, q)) = class.verdict(index, p) {
                    *yours = Some(mv);
                    *right = r;
                    *quality = q.and_then(|q| quality_name(&q, lang));
                }
            }
            Some(m)
        });
    }

    /// Sends `message` to every connection of `pupil`.
    fn send_pupil(&mut self, pupil: PupilId, message: &ClassMessage) {
        self.send_each(|_, _, who| (who == Who::Pupil(pupil)).then(|| message.clone()));
    }

    /// Everything a connection coming in (`conn`, as `who`) is shown: the class (a teacher),
    /// the question shown with the answers or the pupil's own, the answer if revealed, the
    /// pupil's game.
    fn catch_up(&mut self, conn: ConnId, who: Who) {
        let Some(c) = self.conns.get(&conn) else {
            return;
        };
        let (lang, queue) = (c.lang, c.queue.clone());
        let class = &self.class;
        let mut out = Vec::new();
        if who == Who::Teacher {
            out.push(class.view());
        }
        if let Some((index, q)) = class.current() {
            out.extend(with_yours(
                question_message(class, index, lang),
                class,
                index,
                who,
            ));
            if who == Who::Teacher {
                out.extend(class.tally(index));
            }
            if q.revealed {
                // The pupil's verdict with it.
                let mut m = reveal_message(class, index, lang);
                if let (
                    Who::Pupil(p),
                    Some(ClassMessage::Reveal {
                        yours,
                        right,
                        quality,
                        ..
                    }),
                ) = (who, &mut m)
                {
                    if let Some((mv, r, q)) = class.verdict(index, p) {
                        *yours = Some(mv);
                        *right = r;
                        *quality = q.and_then(|q| quality_name(&q, lang));
                    }
                }
                out.extend(m);
            }
        }
        if let Who::Pupil(p) = who {
            out.extend(game_message(class, p));
        }
        for m in out {
            let _ = queue.try_send(to_text(&m));
        }
    }
}

/// The review's class `key` (`best`, `good`, ...) in `lang`.
fn quality_name(key: &str, lang: Lang) -> Option<String> {
    mancala::review::Class::ALL
        .into_iter()
        .find(|c| c.as_str() == key)
        .map(|c| c.name_in(lang))
}

/// Question `index` of `class` as told in `lang`.
fn question_message(class: &Class, index: usize, lang: Lang) -> Option<ClassMessage> {
    let q = class.questions().get(index)?;
    let rules = q.game.rules();
    let pos = q.game.position();
    Some(ClassMessage::Question {
        index,
        kind: if q.puzzle.is_some() {
            "puzzle"
        } else {
            "position"
        }
        .into(),
        puzzle: q.puzzle.clone(),
        fen: q.game.fen(),
        position: crate::analysis::position_object(rules, pos, lang),
        // Seen from the side to move: the pupils answer for it.
        board_svg: crate::viewer::board(rules, pos, pos.turn(), lang),
        yours: None,
    })
}

/// `message` (a question) with pupil `who`'s answer to it.
fn with_yours(
    message: Option<ClassMessage>,
    class: &Class,
    index: usize,
    who: Who,
) -> Option<ClassMessage> {
    let mut m = message?;
    if let (Who::Pupil(p), ClassMessage::Question { yours, .. }) = (who, &mut m) {
        *yours = class.verdict(index, p).map(|(mv, _, _)| mv);
    }
    Some(m)
}

/// The answer of question `index` as told in `lang`: the position after it with the move's
/// frames and narration, and every move judged. `None` before it is judged.
fn reveal_message(class: &Class, index: usize, lang: Lang) -> Option<ClassMessage> {
    let q = class.questions().get(index)?;
    let judge = q.judge.as_ref()?;
    let mut game = q.game.clone();
    let mv = game.checked_move(&judge.answer).ok()?;
    let rules = Arc::clone(game.shared_rules());
    let (ply, frames) = game.play_framed(&mv).ok()?;
    let mut position = crate::analysis::position_object(&*rules, &ply.after, lang);
    position["last_move"] = crate::analysis::last_move_json(&*rules, ply, &frames, lang);
    let moves = judge
        .moves
        .iter()
        .map(|m| {
            let mut m = m.clone();
            m.quality = m.quality.as_deref().and_then(|q| quality_name(q, lang));
            m
        })
        .collect();
    Some(ClassMessage::Reveal {
        index,
        answer: judge.answer.clone(),
        position,
        moves,
        yours: None,
        right: None,
        quality: None,
    })
}

/// Pupil `pupil`'s last game in `class`, as their page is told it.
fn game_message(class: &Class, pupil: PupilId) -> Option<ClassMessage> {
    let game = class
        .games()
        .iter()
        .rev()
        .find(|g| g.players.contains(&Some(pupil)))?;
    let seat = game.players.iter().position(|p| *p == Some(pupil))?;
    let opponent = game.players[1 - seat].and_then(|o| class.name_of(o).map(str::to_owned));
    Some(ClassMessage::Game {
        room: game.room.clone(),
        seat: seat as u8,
        token: game.tokens[seat].clone().unwrap_or_default(),
        opponent,
    })
}

/// A class's code as it is read aloud: two groups of three digits.
fn spaced(code: &str) -> String {
    if code.len() == 6 && code.is_ascii() {
        format!("{} {}", &code[..3], &code[3..])
    } else {
        code.to_owned()
    }
}

fn to_text(message: &ClassMessage) -> String {
    serde_json::to_string(message).expect("class messages always serialise")
}

/// The routes of class mode.
pub(crate) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/class", get(page))
        .route("/class.css", get(style))
        .route("/class/ws", get(upgrade))
        .route("/class/{code}", get(page))
        .route("/class/{code}/qr.svg", get(qr))
        .route("/api/class/puzzles", get(puzzles))
}

#[derive(serde::Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

async fn page(Query(query): Query<LangQuery>, headers: HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = crate::page::page_language(query.lang.as_deref(), accept);
    let html = CLASS_PAGE.replacen(
        r#"<html lang="en">"#,
        &format!(r#"<html lang="{}">"#, lang.code()),
        1,
    );
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

async fn style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        CLASS_STYLE,
    )
        .into_response()
}

/// The QR code of a class's address (`http://HOST/class/CODE`, as the browser asking reached
/// the server), for pupils' phones.
async fn qr(
    State(shared): State<Arc<Shared>>,
    Path(code): Path<String>,
    headers: HeaderMap,
) -> Response {
    if shared.classes.get(&code).is_none() {
        return (StatusCode::NOT_FOUND, format!("no class `{code}`\n")).into_response();
    }
    crate::link_qr(&headers, &format!("/class/{code}"))
}

async fn upgrade(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    extensions: axum::http::Extensions,
    ws: WebSocketUpgrade,
) -> Response {
    if !crate::origin_allowed(&headers, &shared.allowed_origins) {
        return (
            StatusCode::FORBIDDEN,
            "this origin may not open a WebSocket here (see `mancala serve --allow-origin`)\n",
        )
            .into_response();
    }
    let peer = crate::listen::peer(&extensions).map(|a| a.ip());
    let place = extensions.get::<crate::listen::Place>().cloned();
    ws.max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| async move {
            connection(shared, socket, peer).await;
            drop(place);
        })
}

/// One connection to class mode: its writer task, and its reader loop here.
async fn connection(shared: Arc<Shared>, socket: WebSocket, peer: Option<IpAddr>) {
    let conn = shared.next_conn.fetch_add(1, Ordering::Relaxed);
    let idle = shared.limits.idle_timeout;
    let (mut sink, mut stream) = socket.split();
    let (queue, mut outgoing) = mpsc::channel::<String>(QUEUE);
    let writer = tokio::spawn(async move {
        let mut ping = tokio::time::interval(idle / 3);
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
    let mut session = Session {
        shared,
        conn,
        peer,
        queue,
        place: None,
        bucket: Bucket {
            tokens: 40.0,
            at: Instant::now(),
        },
        lang: Lang::english(),
        refusals: 0,
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
                session.refuse(ClassError::BadMessage);
                continue;
            }
            Message::Close(_) => break,
            Message::Ping(_) | Message::Pong(_) => continue,
        };
        session.handle(&text);
        if session.refusals >= MAX_REFUSALS || session.queue.is_closed() {
            break;
        }
    }
    session.gone();
    drop(session);
    let _ = writer.await;
}

struct Session {
    shared: Arc<Shared>,
    conn: ConnId,
    peer: Option<IpAddr>,
    queue: mpsc::Sender<String>,
    place: Option<(Arc<Mutex<ClassEntry>>, Who)>,
    bucket: Bucket,
    lang: Lang,
    refusals: u32,
}

impl Session {
    fn reply(&self, message: &ClassMessage) {
        let _ = self.queue.try_send(to_text(message));
    }

    fn refuse(&mut self, error: ClassError) {
        self.refusals += 1;
        self.reply(&ClassMessage::Error {
            code: error,
            message: error.text_in(self.lang),
        });
    }

    fn handle(&mut self, text: &str) {
        if !self.bucket.take() {
            self.refuse(ClassError::RateLimited);
            return;
        }
        let request = if text.len() > MAX_MESSAGE_BYTES {
            Err(ClassError::BadMessage)
        } else {
            serde_json::from_str::<ClassRequest>(text).map_err(|_| ClassError::BadMessage)
        };
        match request.and_then(|r| self.dispatch(r)) {
            Ok(()) => self.refusals = 0,
            Err(e) => self.refuse(e),
        }
    }

    fn set_lang(&mut self, lang: Option<&str>) {
        if let Some(lang) = lang.and_then(Lang::from_code) {
            self.lang = lang;
        }
    }

    /// Puts this connection in `entry` as `who`, and shows it where the class is.
    fn enter(&mut self, entry: Arc<Mutex<ClassEntry>>, who: Who) {
        {
            let mut e = entry.lock().expect("not poisoned");
            e.conns.insert(
                self.conn,
                Conn {
                    queue: self.queue.clone(),
                    lang: self.lang,
                    who,
                },
            );
            e.idle_since = None;
            if let Who::Pupil(p) = who {
                e.class.set_present(p, true);
            }
            e.catch_up(self.conn, who);
            if let Who::Pupil(_) = who {
                e.send_view();
                if let Some((index, _)) = e.class.current() {
                    e.send_tally(index);
                }
            }
        }
        self.place = Some((entry, who));
    }

    fn find(&self, code: &str) -> Result<Arc<Mutex<ClassEntry>>, ClassError> {
        if self.place.is_some() {
            return Err(ClassError::AlreadyInClass);
        }
        self.shared.classes.get(code).ok_or(ClassError::NoSuchClass)
    }

    fn teacher(&self) -> Result<Arc<Mutex<ClassEntry>>, ClassError> {
        match &self.place {
            Some((entry, Who::Teacher)) => Ok(entry.clone()),
            _ => Err(ClassError::NotTeacher),
        }
    }

    fn dispatch(&mut self, request: ClassRequest) -> Result<(), ClassError> {
        match request {
            ClassRequest::Open { ruleset, lang } => {
                self.set_lang(lang.as_deref());
                if self.place.is_some() {
                    return Err(ClassError::AlreadyInClass);
                }
                let rules = self
                    .shared
                    .registry
                    .builtin(&ruleset)
                    .filter(|r| r.num_players() == 2)
                    .ok_or(ClassError::BadRuleset)?;
                let entry = self.shared.classes.open(self.peer, rules)?;
                let (code, secret) = {
                    let e = entry.lock().expect("not poisoned");
                    (e.class.code().to_owned(), e.class.secret().to_owned())
                };
                self.reply(&ClassMessage::Opened { code, secret });
                self.enter(entry, Who::Teacher);
                Ok(())
            }
            ClassRequest::Teach { code, secret, lang } => {
                self.set_lang(lang.as_deref());
                let entry = self.find(&code)?;
                if !entry
                    .lock()
                    .expect("not poisoned")
                    .class
                    .is_teacher(&secret)
                {
                    return Err(ClassError::BadSecret);
                }
                self.enter(entry, Who::Teacher);
                Ok(())
            }
            ClassRequest::Join { code, name, lang } => {
                self.set_lang(lang.as_deref());
                let entry = self.find(&code)?;
                let token = crate::new_token();
                let (pupil, joined) = {
                    let mut e = entry.lock().expect("not poisoned");
                    let pupil = e.class.join(&name, token.clone())?;
                    let joined = ClassMessage::Joined {
                        code: e.class.code().to_owned(),
                        pupil,
                        name: e.class.name_of(pupil).unwrap_or_default().to_owned(),
                        token,
                        ruleset: e.class.rules().info().id.clone(),
                    };
                    (pupil, joined)
                };
                self.reply(&joined);
                self.enter(entry, Who::Pupil(pupil));
                Ok(())
            }
            ClassRequest::Rejoin {
                code,
                pupil,
                token,
                lang,
            } => {
                self.set_lang(lang.as_deref());
                let entry = self.find(&code)?;
                let joined = {
                    let e = entry.lock().expect("not poisoned");
                    e.class.rejoin(pupil, &token)?;
                    ClassMessage::Joined {
                        code: e.class.code().to_owned(),
                        pupil,
                        name: e.class.name_of(pupil).unwrap_or_default().to_owned(),
                        token,
                        ruleset: e.class.rules().info().id.clone(),
                    }
                };
                self.reply(&joined);
                self.enter(entry, Who::Pupil(pupil));
                Ok(())
            }
            ClassRequest::Ask { fen, puzzle } => self.ask(fen, puzzle),
            ClassRequest::Answer { mv } => {
                let Some((entry, Who::Pupil(pupil))) = &self.place else {
                    return Err(ClassError::NotPupil);
                };
                let mut e = entry.lock().expect("not poisoned");
                let (index, spelt) = e.class.answer(*pupil, &mv)?;
                e.send_pupil(*pupil, &ClassMessage::Answered { index, mv: spelt });
                e.send_tally(index);
                Ok(())
            }
            ClassRequest::Reveal => {
                let entry = self.teacher()?;
                let mut e = entry.lock().expect("not poisoned");
                match e.class.reveal()? {
                    Some(index) => {
                        e.send_reveal(index);
                        e.send_tally(index);
                    }
                    None => {
                        // Revealed as soon as the engine has judged the moves.
                        if let Some((index, _)) = e.class.current() {
                            e.send_tally(index);
                        }
                    }
                }
                Ok(())
            }
            ClassRequest::Pair => self.pair(),
            ClassRequest::Results => {
                let entry = self.teacher()?;
                let e = entry.lock().expect("not poisoned");
                let (csv, rows) = e.class.results_csv(self.lang, |room, seat| {
                    let outcome = self
                        .shared
                        .room(room)
                        .and_then(|r| r.lock().expect("not poisoned").room.outcome());
                    result_for(outcome.as_ref(), seat)
                });
                drop(e);
                self.reply(&ClassMessage::Results { csv, rows });
                Ok(())
            }
        }
    }

    /// The teacher shows a position or a puzzle.
    fn ask(&mut self, fen: Option<String>, puzzle: Option<String>) -> Result<(), ClassError> {
        let entry = self.teacher()?;
        let rules = Arc::clone(entry.lock().expect("not poisoned").class.rules());
        let (game, judge, puzzle) = match (fen, puzzle) {
            (Some(fen), None) => {
                let game = crate::analysis::game_from(rules, &fen, self.lang)
                    .map_err(|_| ClassError::BadPosition)?;
                (game, None, None)
            }
            (None, Some(id)) => {
                let (game, judge) = shipped_puzzle(&rules, &id).ok_or(ClassError::NoSuchPuzzle)?;
                (game, Some(judge), Some(id))
            }
            _ => return Err(ClassError::BadMessage),
        };
        let to_judge = judge.is_none().then(|| game.clone());
        let index = {
            let mut e = entry.lock().expect("not poisoned");
            let index = e.class.ask(game, puzzle, judge)?;
            e.send_question(index);
            e.send_tally(index);
            e.send_view();
            index
        };
        if let Some(game) = to_judge {
            judge_later(&self.shared, entry, index, game);
        }
        Ok(())
    }

    /// The teacher pairs the pupils present: a room for each pair, the odd one out against the
    /// computer; each pupil's page is told its room, seat and token.
    fn pair(&mut self) -> Result<(), ClassError> {
        let entry = self.teacher()?;
        let mut rooms = Vec::new();
        {
            let mut e = entry.lock().expect("not poisoned");
            let pairs = e.class.pairs();
            if pairs.is_empty() {
                return Err(ClassError::CannotPair);
            }
            let rules = Arc::clone(e.class.rules());
            let first = match rules.first_player() {
                mancala::ruleset::FirstPlayer::Player(p) => p,
                mancala::ruleset::FirstPlayer::Random => {
                    mancala::agent::draw_first_player(rand::random(), 2)
                }
            };
            let computer = COMPUTER
                .parse::<mancala::agent::Seat>()
                .map(|s| s.fitted(&self.shared.limits.think))
                .map_err(|_| ClassError::CannotPair)?;
            let now = Instant::now();
            for pair in pairs {
                let mut tokens: [Option<String>; 2] = [None, None];
                let slots: Vec<Slot> = pair
                    .iter()
                    .enumerate()
                    .map(|(seat, p)| match p.and_then(|p| e.class.name_of(p)) {
                        Some(name) => {
                            let token = crate::new_token();
                            tokens[seat] = Some(token.clone());
                            Slot::Person {
                                name: name.to_owned(),
                                token,
                                conn: None,
                                gone_since: Some(now),
                            }
                        }
                        None => Slot::Computer(computer.clone()),
                    })
                    .collect();
                let names: Vec<String> = pair
                    .iter()
                    .map(|p| {
                        p.and_then(|p| e.class.name_of(p))
                            .map_or_else(|| self.lang.text("class-computer", &[]), str::to_owned)
                    })
                    .collect();
                let name = self.lang.text(
                    "class-room-name",
                    &[
                        ("code", spaced(e.class.code()).into()),
                        ("south", names[0].clone().into()),
                        ("north", names[1].clone().into()),
                    ],
                );
                let name: String = name
                    .chars()
                    .take(crate::protocol::MAX_ROOM_NAME_CHARS)
                    .collect();
                let settings = Settings {
                    on_leave: crate::protocol::OnLeave::FreeSeat,
                    grace: Duration::from_secs(MAX_GRACE_SECONDS),
                };
                let game = Game::new(Arc::clone(&rules), first);
                let room = crate::make_room(
                    &self.shared,
                    self.peer,
                    game,
                    None,
                    slots,
                    settings,
                    Some(name),
                    rand::random(),
                )
                .map_err(|_| ClassError::CannotPair)?;
                let id = room.lock().expect("not poisoned").room.id().to_owned();
                e.class.add_game(PairGame {
                    room: id,
                    players: pair,
                    tokens,
                });
                rooms.push(room);
            }
            let pupils: Vec<PupilId> = e
                .class
                .games()
                .iter()
                .rev()
                .take(rooms.len())
                .flat_map(|g| g.players.into_iter().flatten())
                .collect();
            for p in pupils {
                if let Some(m) = game_message(&e.class, p) {
                    e.send_pupil(p, &m);
                }
            }
            e.send_view();
        }
        for room in rooms {
            crate::kick_computer(&self.shared, room);
        }
        Ok(())
    }

    /// The connection is gone: the pupil counts as away, the class keeps everything.
    fn gone(&mut self) {
        if let Some((entry, who)) = self.place.take() {
            let mut e = entry.lock().expect("not poisoned");
            e.conns.remove(&self.conn);
            if let Who::Pupil(p) = who {
                e.class.set_present(p, false);
                e.send_view();
            }
            if e.conns.is_empty() {
                e.idle_since = Some(Instant::now());
            }
        }
    }
}

/// A shipped puzzle of `rules` by its id: its position and its proven answer.
fn shipped_puzzle(rules: &Arc<dyn Family>, id: &str) -> Option<(Game, Judge)> {
    let puzzle = mancala::puzzle::shipped(&rules.info().id)
        .iter()
        .find(|p| p.id == id)?;
    puzzle_question(puzzle, rules)
}

#[derive(serde::Deserialize)]
struct PuzzlesQuery {
    ruleset: String,
}

/// `GET /api/class/puzzles?ruleset=ID`: the shipped puzzles of a ruleset a class may be
/// shown, easiest first: `[{"id", "rating"}]`.
async fn puzzles(State(shared): State<Arc<Shared>>, Query(query): Query<PuzzlesQuery>) -> Response {
    match shared.registry.builtin(&query.ruleset) {
        Some(rules) => axum::Json(
            puzzle_list(&*rules)
                .into_iter()
                .map(|(id, rating)| serde_json::json!({"id": id, "rating": rating}))
                .collect::<Vec<_>>(),
        )
        .into_response(),
        None => (
            StatusCode::NOT_FOUND,
            format!("no shipped ruleset `{}`\n", query.ruleset),
        )
            .into_response(),
    }
}

/// Judges question `index`'s moves on a blocking thread (once the server has a place among its
/// thinkers), then tells the teacher, and everyone the answer if the teacher asked for it.
fn judge_later(shared: &Arc<Shared>, entry: Arc<Mutex<ClassEntry>>, index: usize, game: Game) {
    let thinkers = shared.thinkers.clone();
    tokio::spawn(async move {
        let Ok(_place) = thinkers.acquire_owned().await else {
            return;
        };
        let options = crate::analysis::review_options();
        let judge = tokio::task::spawn_blocking(move || {
            let mut appraiser = Appraiser::new(options.memory_mb);
            let budget = mancala::review::Budget {
                time: options.time_per_move,
                max_depth: options.max_depth,
            };
            judge_position(&game, &mut appraiser, budget)
        })
        .await
        .ok()
        .flatten();
        let mut e = entry.lock().expect("not poisoned");
        if e.closed {
            return;
        }
        if e.class.judged(index, judge) {
            e.send_reveal(index);
        }
        e.send_tally(index);
    });
}

/// Closes the classes nobody has been connected to for [`crate::class::CLASS_IDLE`].
pub(crate) fn expire(shared: &Shared, now: Instant) {
    let mut table = shared.classes.table.lock().expect("not poisoned");
    table.retain(|code, held| {
        let mut e = held.entry.lock().expect("not poisoned");
        let idle = e.conns.is_empty() && closes(e.idle_since, now);
        if idle {
            e.closed = true;
            tracing::info!(class = %code, pupils = e.class.pupils().len(), "class closed (idle)");
        }
        !idle
    });
}
