//! One room: a game, its seats, the people in it. Plain logic, no network: each request is a
//! method that either refuses (and changes nothing) or changes the room and returns the
//! messages to send, addressed to one connection or to everyone in the room.

use std::{
    collections::{BTreeMap, BTreeSet, VecDeque},
    sync::Arc,
    time::{Duration, Instant},
};

use serde_json::Value;

use super::protocol::{
    ChatLine, ErrorCode, MAX_CHAT_CHARS, MAX_NAME_CHARS, MAX_ROOM_NAME_CHARS, OnLeave, Refusal,
    Role, RoomSummary, SeatView, ServerMessage,
};
pub use mancala::session::{Ended, HintJob};
use mancala::{
    agent::Seat,
    family::Family,
    game::{Game, MoveError},
    json,
    position::Player,
    record::GameRecord,
    session::{Session, SessionError, Undo},
};

/// A connection, as the server numbers them.
pub type ConnId = u64;

/// The most people (players and observers) in one room.
pub const MAX_MEMBERS: usize = 10_000;
/// Chat lines a newcomer is shown.
pub const CHAT_KEPT: usize = 100;
/// The longest grace period a room may give, in seconds.
pub const MAX_GRACE_SECONDS: u64 = 3600;

/// Where a message goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum To {
    /// One connection.
    One(ConnId),
    /// Everyone in the room.
    All,
}

/// Messages to send.
pub type Outbox = Vec<(To, ServerMessage)>;

/// How a room treats people who leave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// What happens when a person leaves for good.
    pub on_leave: OnLeave,
    /// How long a disconnected person keeps their seat.
    pub grace: Duration,
}

/// A seat.
#[derive(Clone, Debug)]
pub enum Slot {
    /// Nobody: a person may take it.
    Free,
    /// A person.
    Person {
        /// Their name.
        name: String,
        /// The secret that moves for the seat.
        token: String,
        /// Their connection, while connected.
        conn: Option<ConnId>,
        /// When they disconnected.
        gone_since: Option<Instant>,
    },
    /// A computer player.
    Computer(Seat),
}

/// How the game ended otherwise than by its rules, as the protocol says it.
fn ended_json(ended: &Ended) -> Value {
    let (reason, seat) = ended.reason();
    serde_json::json!({"reason": reason, "seat": seat})
}

/// Who sits in a seat, as the game session sees it: a person, a computer player, or nobody.
fn occupant(slot: &Slot) -> Option<Seat> {
    match slot {
        Slot::Free => None,
        Slot::Person { .. } => Some(Seat::Human),
        Slot::Computer(seat) => Some(seat.clone()),
    }
}

/// A session's refusal as the protocol says it.
fn refusal(e: SessionError) -> Refusal {
    let code = match &e {
        SessionError::Seats { .. } => ErrorCode::BadValue,
        SessionError::GameOver => ErrorCode::GameOver,
        SessionError::Waiting { .. } => ErrorCode::Waiting,
        SessionError::NotYourTurn { .. } | SessionError::HintNotYourTurn { .. } => {
            ErrorCode::NotYourTurn
        }
        SessionError::Move(MoveError::Parse(_)) => ErrorCode::BadMove,
        SessionError::Move(MoveError::Play(_)) => ErrorCode::IllegalMove,
        SessionError::NothingToUndo | SessionError::NoUndoRequest => ErrorCode::NothingToUndo,
    };
    Refusal::new(code, e.to_string())
}

/// One member of the room.
#[derive(Clone, Debug)]
struct Member {
    name: String,
    seat: Option<u8>,
}

/// A room.
#[derive(Clone, Debug)]
pub struct Room {
    id: String,
    /// The game, its seats, turn, take-backs and end: the library's game session.
    session: Session,
    /// The seats with the people's names, tokens and connections; the session knows who sits
    /// where, kept in step by [`Room::set_slot`].
    slots: Vec<Slot>,
    members: BTreeMap<ConnId, Member>,
    settings: Settings,
    chat: VecDeque<ChatLine>,
    /// The last move drawn step by step ([`json::animation_json`]), when it was played here
    /// (not after an undo or a restart).
    animation: Option<Value>,
    /// The room's name, when its maker gave one.
    name: Option<String>,
    /// The seats that asked for a rematch, once the game is over.
    rematch: BTreeSet<u8>,
    /// The position string the game started from, when it was set up (`create_room`'s
    /// `from`); `None` for the ruleset's start.
    from: Option<String>,
}

/// What a rematch is made of: the finished game's rules and first player, its settings, and
/// its seats swapped (the occupant of seat `i` moves to seat `i + 1`, the last to seat 0).
#[derive(Clone, Debug)]
pub struct Rematch {
    /// The rules.
    pub rules: Arc<dyn Family>,
    /// Who moves first (the same seat as before: so another occupant).
    pub first: Player,
    /// The seats of the new game: people (their names, with no connection yet: each has the
    /// grace period to come with the token), computer players, free seats.
    pub slots: Vec<Slot>,
    /// The room's settings.
    pub settings: Settings,
    /// The room's name.
    pub name: Option<String>,
    /// The position string the game started from, when it was set up.
    pub from: Option<String>,
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

fn refuse<T>(code: ErrorCode, message: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::new(code, message))
}

/// Unicode's bidirectional controls (embeddings, overrides, isolates and marks): in a name or
/// a chat line they would turn the text around them (`U+202E` makes "Lan" read as someone
/// else), so they are dropped.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` without bidirectional controls.
fn without_bidi_controls(text: &str) -> String {
    text.chars().filter(|&c| !is_bidi_control(c)).collect()
}

/// A room's name as given, trimmed and checked, its bidirectional controls dropped; `None`
/// when none (or only spaces) is given.
///
/// # Errors
/// Too long, or with control characters.
pub fn clean_room_name(name: Option<&str>) -> Result<Option<String>, Refusal> {
    let name = name.map(without_bidi_controls);
    match name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        None => Ok(None),
        Some(n) if n.chars().count() > MAX_ROOM_NAME_CHARS || n.chars().any(char::is_control) => {
            refuse(
                ErrorCode::BadValue,
                format!("a room's name has 1 to {MAX_ROOM_NAME_CHARS} printable characters"),
            )
        }
        Some(n) => Ok(Some(n.to_owned())),
    }
}

/// A name as given, trimmed and checked, its bidirectional controls dropped.
fn clean_name(name: Option<&str>, fallback: String) -> Result<String, Refusal> {
    let name = name.map(without_bidi_controls);
    let name = name.as_deref().map(str::trim).filter(|n| !n.is_empty());
    match name {
        None => Ok(fallback),
        Some(n) if n.chars().count() > MAX_NAME_CHARS || n.chars().any(char::is_control) => refuse(
            ErrorCode::BadValue,
            format!("a name has 1 to {MAX_NAME_CHARS} printable characters"),
        ),
        Some(n) => Ok(n.to_owned()),
    }
}

impl Room {
    /// A room for a new game of `rules` with `first` to move.
    #[must_use]
    pub fn new(
        id: String,
        rules: Arc<dyn Family>,
        first: Player,
        slots: Vec<Slot>,
        settings: Settings,
        seed: u64,
    ) -> Room {
        Room::resume(id, Game::new(rules, first), slots, settings, seed)
    }

    /// A room for a game already under way (a restarted server).
    #[must_use]
    ///
    /// # Panics
    /// `slots` does not have one seat per player of the game.
    pub fn resume(id: String, game: Game, slots: Vec<Slot>, settings: Settings, seed: u64) -> Room {
        let seats = slots.iter().map(occupant).collect();
        let session = Session::resume(game, seats, seed).expect("one slot per player");
        Room {
            id,
            session,
            slots,
            members: BTreeMap::new(),
            settings,
            chat: VecDeque::new(),
            animation: None,
            name: None,
            rematch: BTreeSet::new(),
            from: None,
        }
    }

    /// The room whose game was set up from the position string `from`.
    #[must_use]
    pub fn with_from(mut self, from: Option<String>) -> Room {
        self.from = from;
        self
    }

    /// The position string the game started from, when it was set up.
    #[must_use]
    pub fn from(&self) -> Option<&str> {
        self.from.as_deref()
    }

    /// The room with this name (checked by [`clean_room_name`]).
    #[must_use]
    pub fn with_name(mut self, name: Option<String>) -> Room {
        self.name = name;
        self
    }

    /// The room's name, when its maker gave one.
    #[must_use]
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The outcome of the game once it is over, as its record keeps it (by the rules, or a
    /// resignation or departure with the seat); `None` while it goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Value> {
        if self.is_over() {
            self.record().outcome
        } else {
            None
        }
    }

    /// The room with the game ended as `ended` says (a restored room).
    #[must_use]
    pub fn with_ended(mut self, ended: Option<Ended>) -> Room {
        self.session = self.session.with_ended(ended);
        self
    }

    /// How many times moves were taken back.
    #[must_use]
    pub fn takebacks(&self) -> u64 {
        self.session.takebacks()
    }

    /// The seed of the room's computer players.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.session.seed()
    }

    /// Puts `slot` in `seat`, and tells the session who sits there.
    fn set_slot(&mut self, seat: u8, slot: Slot) {
        self.session.set_seat(seat, occupant(&slot));
        self.slots[usize::from(seat)] = slot;
    }

    /// The room's id.
    #[must_use]
    pub fn id(&self) -> &str {
        &self.id
    }

    /// The game.
    #[must_use]
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The seats.
    #[must_use]
    pub fn slots(&self) -> &[Slot] {
        &self.slots
    }

    /// The room's settings.
    #[must_use]
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// How the game ended otherwise than by its rules, if it did.
    #[must_use]
    pub fn ended(&self) -> Option<&Ended> {
        self.session.ended()
    }

    /// The connections in the room.
    pub fn members(&self) -> impl Iterator<Item = ConnId> + '_ {
        self.members.keys().copied()
    }

    /// Whether the game is over (by the rules, a resignation or a departure).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.session.is_over()
    }

    /// The game's record, with who sits where.
    #[must_use]
    pub fn record(&self) -> GameRecord {
        let names: Vec<String> = self
            .slots
            .iter()
            .map(|s| match s {
                Slot::Free => "free".to_owned(),
                Slot::Person { name, .. } => format!("person: {name}"),
                Slot::Computer(seat) => seat.to_string(),
            })
            .collect();
        self.session.record(Some(names))
    }

    /// The seats as everyone sees them.
    #[must_use]
    pub fn seat_views(&self) -> Vec<SeatView> {
        self.slots
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let seat = i as u8;
                match s {
                    Slot::Free => SeatView {
                        seat,
                        kind: "free".into(),
                        name: None,
                        connected: None,
                    },
                    Slot::Person { name, conn, .. } => SeatView {
                        seat,
                        kind: "person".into(),
                        name: Some(name.clone()),
                        connected: Some(conn.is_some()),
                    },
                    Slot::Computer(spec) => SeatView {
                        seat,
                        kind: "computer".into(),
                        name: Some(spec.to_string()),
                        connected: None,
                    },
                }
            })
            .collect()
    }

    fn observers(&self) -> usize {
        self.members.values().filter(|m| m.seat.is_none()).count()
    }

    /// The room in the list of rooms.
    #[must_use]
    pub fn summary(&self) -> RoomSummary {
        let status = if self.is_over() {
            "over"
        } else if self.slots.iter().any(|s| matches!(s, Slot::Free)) {
            "waiting"
        } else {
            "playing"
        };
        RoomSummary {
            room: self.id.clone(),
            ruleset: self.game().rules().info().id.clone(),
            seats: self.seat_views(),
            observers: self.observers(),
            plies: self.game().num_plies(),
            status: status.into(),
            name: self.name.clone(),
        }
    }

    fn position_json(&self) -> Value {
        let rules = self.game().rules();
        let last = self
            .game()
            .last_ply()
            .map(|p| (p.player, p.text.as_str(), &p.events[..]));
        let pos = self.game().position();
        let mut position = json::position_json(rules, pos, last);
        if let Value::Object(map) = &mut position {
            // The whole position string: with the positions the repetition rule may still
            // compare, as `replay --json` gives it.
            map.insert("fen".into(), self.game().fen().into());
            map.insert(
                "moves".into(),
                Value::Array(json::legal_moves_json(rules, pos)),
            );
            if let Value::Object(kinds) = json::piece_kinds_json(pos) {
                map.extend(kinds);
            }
            if let Value::Object(marks) = json::board_marks_json(rules, pos) {
                map.extend(marks);
            }
            if let Some(outcome) = pos.outcome() {
                map.insert(
                    "outcome_text".into(),
                    mancala::render::outcome_line(rules, outcome).into(),
                );
            }
        }
        if let (Some(Value::Object(animation)), Some(Value::Object(last_move))) =
            (&self.animation, position.get_mut("last_move"))
        {
            last_move.extend(animation.clone());
        }
        position
    }

    /// Everything about the room, for `conn`.
    #[must_use]
    pub fn state(&self) -> ServerMessage {
        ServerMessage::State {
            room: self.id.clone(),
            rules_text: self.game().rules().describe(),
            options: self.game().rules().options_json(),
            first_player: self.game().first_player(),
            seats: self.seat_views(),
            observers: self.observers(),
            position: self.position_json(),
            moves: self.game().move_texts().iter().map(str::to_owned).collect(),
            chat: self.chat.iter().cloned().collect(),
            undo_requested_by: self.session.undo_requested_by(),
            ended: self.session.ended().map(ended_json),
            outcome: self.outcome(),
            name: self.name.clone(),
            rematch: self.rematch.iter().copied().collect(),
        }
    }

    fn seats_message(&self) -> (To, ServerMessage) {
        (
            To::All,
            ServerMessage::Seats {
                room: self.id.clone(),
                seats: self.seat_views(),
                observers: self.observers(),
            },
        )
    }

    fn update_message(&self) -> (To, ServerMessage) {
        (
            To::All,
            ServerMessage::Update {
                room: self.id.clone(),
                position: self.position_json(),
                plies: self.game().num_plies(),
            },
        )
    }

    fn free_seat(&self, wanted: Option<u8>) -> Result<u8, Refusal> {
        match wanted {
            Some(s) if usize::from(s) >= self.slots.len() => refuse(
                ErrorCode::BadValue,
                format!(
                    "seat {s}: this game has seats 0 to {}",
                    self.slots.len() - 1
                ),
            ),
            Some(s) => match self.slots[usize::from(s)] {
                Slot::Free => Ok(s),
                _ => refuse(ErrorCode::SeatTaken, format!("seat {s} is taken")),
            },
            None => self
                .slots
                .iter()
                .position(|s| matches!(s, Slot::Free))
                .map(|s| s as u8)
                .ok_or_else(|| Refusal::new(ErrorCode::SeatTaken, "every seat is taken")),
        }
    }

    /// `conn` joins: in a free seat (the first, or `seat`) with `token`, or to watch.
    ///
    /// # Errors
    /// The seat is taken or out of range, the name is not acceptable, the room is full.
    pub fn join(
        &mut self,
        conn: ConnId,
        role: Role,
        seat: Option<u8>,
        name: Option<&str>,
        token: String,
    ) -> Result<Outbox, Refusal> {
        if self.members.len() >= MAX_MEMBERS {
            return refuse(
                ErrorCode::RoomFull,
                format!("the room holds {MAX_MEMBERS} people already"),
            );
        }
        match role {
            Role::Observer => {
                let name = clean_name(name, format!("observer {conn}"))?;
                self.members.insert(conn, Member { name, seat: None });
                Ok(vec![
                    (
                        To::One(conn),
                        ServerMessage::Joined {
                            room: self.id.clone(),
                            role,
                            seat: None,
                            token: None,
                        },
                    ),
                    (To::One(conn), self.state()),
                    self.seats_message(),
                ])
            }
            Role::Player => {
                let seat = self.free_seat(seat)?;
                let players = self.slots.len();
                let name = clean_name(name, mancala::render::player_name(players, seat))?;
                self.seat(conn, seat, name, token)
            }
        }
    }

    fn seat(
        &mut self,
        conn: ConnId,
        seat: u8,
        name: String,
        token: String,
    ) -> Result<Outbox, Refusal> {
        self.set_slot(
            seat,
            Slot::Person {
                name: name.clone(),
                token: token.clone(),
                conn: Some(conn),
                gone_since: None,
            },
        );
        self.members.insert(
            conn,
            Member {
                name,
                seat: Some(seat),
            },
        );
        Ok(vec![
            (
                To::One(conn),
                ServerMessage::Joined {
                    room: self.id.clone(),
                    role: Role::Player,
                    seat: Some(seat),
                    token: Some(token),
                },
            ),
            (To::One(conn), self.state()),
            self.seats_message(),
        ])
    }

    /// `conn` takes `seat` back with its token.
    ///
    /// # Errors
    /// No person sits there, or the token is not theirs.
    pub fn rejoin(&mut self, conn: ConnId, seat: u8, token: &str) -> Result<Outbox, Refusal> {
        let bad = || {
            Refusal::new(
                ErrorCode::BadToken,
                format!("that token does not open seat {seat}"),
            )
        };
        let Some(Slot::Person {
            name,
            token: kept,
            conn: old,
            gone_since,
        }) = self.slots.get_mut(usize::from(seat))
        else {
            return Err(bad());
        };
        if !same_secret(kept, token) {
            return Err(bad());
        }
        let previous = old.replace(conn);
        *gone_since = None;
        let name = name.clone();
        if let Some(previous) = previous.filter(|&p| p != conn) {
            // The seat moves to the new connection; the old one watches.
            if let Some(m) = self.members.get_mut(&previous) {
                m.seat = None;
            }
        }
        self.members.insert(
            conn,
            Member {
                name,
                seat: Some(seat),
            },
        );
        Ok(vec![
            (
                To::One(conn),
                ServerMessage::Joined {
                    room: self.id.clone(),
                    role: Role::Player,
                    seat: Some(seat),
                    token: None,
                },
            ),
            (To::One(conn), self.state()),
            self.seats_message(),
        ])
    }

    fn member(&self, conn: ConnId) -> Result<&Member, Refusal> {
        self.members
            .get(&conn)
            .ok_or_else(|| Refusal::new(ErrorCode::NotInRoom, "join the room first"))
    }

    fn player_seat(&self, conn: ConnId) -> Result<u8, Refusal> {
        self.member(conn)?.seat.ok_or_else(|| {
            Refusal::new(
                ErrorCode::NotAPlayer,
                "observers cannot do that: sit in a free seat first",
            )
        })
    }

    /// What the computer needs to advise `conn` ([`crate::protocol::ClientMessage::Hint`]), when it is `conn`'s
    /// turn in a game under way.
    ///
    /// # Errors
    /// Not a player, not their turn, or the game is over.
    pub fn hint_job(&self, conn: ConnId) -> Result<HintJob, Refusal> {
        let seat = self.player_seat(conn)?;
        self.session.hint_job(seat).map_err(refusal)
    }

    /// An observer sits in a free seat.
    ///
    /// # Errors
    /// Not an observer of the room, or no such free seat.
    pub fn sit(
        &mut self,
        conn: ConnId,
        seat: Option<u8>,
        name: Option<&str>,
        token: String,
    ) -> Result<Outbox, Refusal> {
        let member = self.member(conn)?;
        if member.seat.is_some() {
            return refuse(ErrorCode::AlreadyInRoom, "you already sit in a seat");
        }
        let fallback = member.name.clone();
        let seat = self.free_seat(seat)?;
        let name = clean_name(name, fallback)?;
        self.seat(conn, seat, name, token)
    }

    /// Frees `seat` as the room's setting says, or ends the game; the messages to send.
    fn vacate(&mut self, seat: u8) -> Outbox {
        self.slots[usize::from(seat)] = Slot::Free;
        self.rematch.remove(&seat);
        let mut out = Vec::new();
        if self
            .session
            .abandon(seat, self.settings.on_leave == OnLeave::EndGame)
        {
            out.push(self.game_over_message());
        }
        out.push(self.seats_message());
        out
    }

    /// A player gives up their seat and watches on.
    ///
    /// # Errors
    /// Not a player.
    pub fn stand(&mut self, conn: ConnId) -> Result<Outbox, Refusal> {
        let seat = self.player_seat(conn)?;
        if let Some(m) = self.members.get_mut(&conn) {
            m.seat = None;
        }
        Ok(self.vacate(seat))
    }

    /// `conn` leaves the room; a player's seat goes at once.
    ///
    /// # Errors
    /// Not in the room.
    pub fn leave(&mut self, conn: ConnId) -> Result<Outbox, Refusal> {
        let member = self
            .members
            .remove(&conn)
            .ok_or_else(|| Refusal::new(ErrorCode::NotInRoom, "you are not in this room"))?;
        Ok(match member.seat {
            Some(seat) => self.vacate(seat),
            None => vec![self.seats_message()],
        })
    }

    /// `conn`'s connection was lost: a player keeps the seat for the grace period.
    pub fn disconnect(&mut self, conn: ConnId, now: Instant) -> Outbox {
        let Some(member) = self.members.remove(&conn) else {
            return Vec::new();
        };
        if let Some(seat) = member.seat {
            if let Slot::Person {
                conn: c,
                gone_since,
                ..
            } = &mut self.slots[usize::from(seat)]
            {
                if *c == Some(conn) {
                    *c = None;
                    *gone_since = Some(now);
                }
            }
        }
        vec![self.seats_message()]
    }

    /// Seats whose person has been gone longer than the grace period are freed (or end the
    /// game); the messages to send.
    pub fn expire(&mut self, now: Instant) -> Outbox {
        let grace = self.settings.grace;
        let expired: Vec<u8> = self
            .slots
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Slot::Person {
                    gone_since: Some(t),
                    ..
                } if now.duration_since(*t) >= grace => Some(i as u8),
                _ => None,
            })
            .collect();
        expired.into_iter().flat_map(|s| self.vacate(s)).collect()
    }

    /// When the next seat would expire, if any person is away.
    #[must_use]
    pub fn next_expiry(&self) -> Option<Instant> {
        self.slots
            .iter()
            .filter_map(|s| match s {
                Slot::Person {
                    gone_since: Some(t),
                    ..
                } => Some(*t + self.settings.grace),
                _ => None,
            })
            .min()
    }

    fn game_over_message(&self) -> (To, ServerMessage) {
        let outcome = self.outcome().unwrap_or(Value::Null);
        let (reason, seat) = match self.session.ended() {
            Some(e) => {
                let (r, s) = e.reason();
                (r, Some(s))
            }
            None => ("rules", None),
        };
        (
            To::All,
            ServerMessage::GameOver {
                room: self.id.clone(),
                outcome,
                reason: reason.into(),
                seat,
            },
        )
    }

    /// Plays a move typed by `conn`.
    ///
    /// # Errors
    /// Not a player, not their turn, not a move, not legal, or the game is over.
    pub fn play(&mut self, conn: ConnId, text: &str) -> Result<Outbox, Refusal> {
        let seat = self.player_seat(conn)?;
        let rules = Arc::clone(self.game().shared_rules());
        let (ply, frames) = self.session.play_framed(seat, text).map_err(refusal)?;
        let animation = json::animation_json(&*rules, ply, &frames);
        self.animation = Some(animation);
        Ok(self.after_move())
    }

    fn after_move(&mut self) -> Outbox {
        let mut out = vec![self.update_message()];
        if self.game().position().is_over() {
            out.push(self.game_over_message());
        }
        out
    }

    /// The computer player to move now, and the number of moves so far (to check, when its
    /// move comes back, that nothing was played meanwhile).
    #[must_use]
    pub fn computer_to_move(&self) -> Option<(u8, Seat, usize)> {
        self.session
            .computer_to_move()
            .map(|(seat, who, plies)| (seat, who.clone(), plies))
    }

    /// The seed for the computer player in `seat` at move `ply`.
    #[must_use]
    pub fn move_seed(&self, seat: u8, ply: usize) -> u64 {
        self.session.move_seed(seat, ply)
    }

    /// A computer player's move, chosen for the position after `plies` moves; ignored (no
    /// messages) if the game moved on meanwhile.
    pub fn computer_move(&mut self, plies: usize, mv: &mancala::moves::Move) -> Outbox {
        let rules = Arc::clone(self.game().shared_rules());
        match self.session.computer_move_framed(plies, mv) {
            Ok(Some((ply, frames))) => {
                self.animation = Some(json::animation_json(&*rules, ply, &frames));
                self.after_move()
            }
            Ok(None) | Err(_) => Vec::new(),
        }
    }

    /// `conn` resigns.
    ///
    /// # Errors
    /// Not a player, or the game is over.
    pub fn resign(&mut self, conn: ConnId) -> Result<Outbox, Refusal> {
        let seat = self.player_seat(conn)?;
        self.session.resign(seat).map_err(refusal)?;
        Ok(vec![self.game_over_message()])
    }

    /// `conn` asks to take back moves, or agrees to a request.
    ///
    /// # Errors
    /// Not a player, the game is over, or the asker has not moved.
    pub fn undo(&mut self, conn: ConnId) -> Result<Outbox, Refusal> {
        let seat = self.player_seat(conn)?;
        match self.session.request_undo(seat).map_err(refusal)? {
            Undo::Done { .. } => {
                self.animation = None;
                Ok(vec![self.update_message()])
            }
            Undo::Asked { by } => Ok(vec![(To::All, ServerMessage::UndoRequested { by })]),
        }
    }

    /// `conn` refuses a request to take back moves.
    ///
    /// # Errors
    /// Not a player, or no request is pending.
    pub fn decline_undo(&mut self, conn: ConnId) -> Result<Outbox, Refusal> {
        let seat = self.player_seat(conn)?;
        self.session.decline_undo().map_err(refusal)?;
        Ok(vec![(To::All, ServerMessage::UndoDeclined { by: seat })])
    }

    /// `conn`, a player, asks for a rematch after the game (or agrees to one asked for):
    /// whether everyone agrees now (every person seated has asked; computer players always
    /// agree), and the messages to send. When everyone does, [`Room::rematch`] says what the
    /// new room is made of.
    ///
    /// # Errors
    /// Not a player, or the game is not over.
    pub fn ask_rematch(&mut self, conn: ConnId) -> Result<(bool, Outbox), Refusal> {
        let seat = self.player_seat(conn)?;
        if !self.is_over() {
            return refuse(
                ErrorCode::BadValue,
                "a rematch is for a finished game: this one goes on",
            );
        }
        self.rematch.insert(seat);
        let all = self.slots.iter().enumerate().all(|(i, s)| match s {
            Slot::Person { .. } => self.rematch.contains(&(i as u8)),
            Slot::Free | Slot::Computer(_) => true,
        });
        let asked = (
            To::All,
            ServerMessage::RematchRequested {
                room: self.id.clone(),
                by: seat,
                agreed: self.rematch.iter().copied().collect(),
            },
        );
        Ok((all, vec![asked]))
    }

    /// What the rematch's room is made of: the rules, the first player and settings of this
    /// one, its seats swapped; each person gets a fresh `token` from `tokens` (and keeps the
    /// seat for the grace period from `now`).
    #[must_use]
    pub fn rematch(&self, now: Instant, mut tokens: impl FnMut() -> String) -> Rematch {
        let n = self.slots.len();
        let mut slots = vec![Slot::Free; n];
        for (i, slot) in self.slots.iter().enumerate() {
            slots[(i + 1) % n] = match slot {
                Slot::Free => Slot::Free,
                Slot::Person { name, .. } => Slot::Person {
                    name: name.clone(),
                    token: tokens(),
                    conn: None,
                    gone_since: Some(now),
                },
                Slot::Computer(seat) => Slot::Computer(seat.clone()),
            };
        }
        Rematch {
            rules: Arc::clone(self.game().shared_rules()),
            first: self.game().first_player(),
            slots,
            settings: self.settings,
            name: self.name.clone(),
            from: self.from.clone(),
        }
    }

    /// The messages that send this room's people to the rematch's room `new`: each person
    /// seated here is told their seat there and its token (`slots`, the new room's, from
    /// [`Room::rematch`]); everyone else only the room. The requests are forgotten.
    pub fn rematch_ready(&mut self, new: &str, slots: &[Slot]) -> Outbox {
        self.rematch.clear();
        let n = self.slots.len();
        let mut out = Vec::new();
        for (&conn, member) in &self.members {
            let (seat, token) = match member.seat {
                Some(old) => {
                    let seat = ((usize::from(old) + 1) % n) as u8;
                    match &slots[usize::from(seat)] {
                        Slot::Person { token, .. } => (Some(seat), Some(token.clone())),
                        _ => (None, None),
                    }
                }
                None => (None, None),
            };
            out.push((
                To::One(conn),
                ServerMessage::RematchReady {
                    room: self.id.clone(),
                    new_room: new.to_owned(),
                    seat,
                    token,
                },
            ));
        }
        out
    }

    /// A chat line from `conn` to everyone.
    ///
    /// # Errors
    /// Not in the room, or the line is empty or too long.
    pub fn chat(&mut self, conn: ConnId, text: &str) -> Result<Outbox, Refusal> {
        let member = self.member(conn)?;
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_CHAT_CHARS {
            return refuse(
                ErrorCode::BadValue,
                format!("a chat line has 1 to {MAX_CHAT_CHARS} characters"),
            );
        }
        let line = ChatLine {
            from: member.name.clone(),
            seat: member.seat,
            text: text
                .chars()
                .filter(|&c| !c.is_control() && !is_bidi_control(c))
                .collect(),
        };
        if self.chat.len() == CHAT_KEPT {
            self.chat.pop_front();
        }
        self.chat.push_back(line.clone());
        Ok(vec![(To::All, ServerMessage::Chat(line))])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_their_bidirectional_controls() {
        let fallback = || "South".to_owned();
        assert_eq!(
            clean_name(Some("\u{202E}naL"), fallback()).unwrap(),
            "naL",
            "a right-to-left override cannot turn a name around"
        );
        assert_eq!(
            clean_name(Some(" Lan\u{2066}\u{200F} "), fallback()).unwrap(),
            "Lan"
        );
        assert_eq!(
            clean_name(Some("\u{202E}\u{202C}"), fallback()).unwrap(),
            "South",
            "a name of controls alone is no name"
        );
        assert_eq!(
            clean_name(Some("Nguyễn Văn An"), fallback()).unwrap(),
            "Nguyễn Văn An"
        );
        assert_eq!(clean_name(Some("سارة"), fallback()).unwrap(), "سارة");
        assert!(clean_name(Some("La\nn"), fallback()).is_err());
    }

    #[test]
    fn the_bidirectional_controls_are_unicode_s_embeddings_overrides_isolates_and_marks() {
        for c in [
            '\u{061C}', '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}',
        ]
        .into_iter()
        .chain([
            '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
        ]) {
            assert!(is_bidi_control(c), "{:04X}", u32::from(c));
        }
        for c in ['a', 'ễ', 'ا', '\u{200D}', '\u{2065}', '\u{206A}'] {
            assert!(!is_bidi_control(c), "{:04X}", u32::from(c));
        }
    }
}
