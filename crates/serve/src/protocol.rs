//! The messages of `mancala serve`, version [`PROTOCOL`]: JSON objects in WebSocket text frames,
//! each with a `type`. `docs/src/serve-protocol.md` documents them with an example of each.
//!
//! Plain data and plain functions: reading a client's message ([`read_client`]) never panics
//! and names what is wrong; the server turns every problem into an [`ServerMessage::Error`]
//! with a stable [`ErrorCode`].

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol version this server speaks.
pub const PROTOCOL: u32 = 1;
/// The largest message a client may send, in bytes (a ruleset's TOML text fits many times).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;
/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 500;
/// The longest player name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest room name, in characters.
pub const MAX_ROOM_NAME_CHARS: usize = 60;

/// Who sits in a seat when a room is made: a person, or a computer player (any spec `play`
/// takes: `random`, `medium`, `alphabeta:6`, `mcts:500ms`, ...).
pub type SeatSpec = String;

/// What a client asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The rooms of the server.
    ListRooms,
    /// A new room (the creator does not join it by this alone).
    CreateRoom {
        /// A shipped ruleset's id; or leave it out and give `ruleset_toml`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ruleset: Option<String>,
        /// A ruleset file's text, checked as `mancala rules check` does.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ruleset_toml: Option<String>,
        /// Per seat, `person` or a computer player; default: a person in every seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seats: Option<Vec<SeatSpec>>,
        /// Who moves first: a seat number or `random` (default: the ruleset's first player).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<Value>,
        /// What happens when a person leaves and does not come back within the grace period:
        /// `free_seat` (the seat is free for another; the game waits) or `end_game` (the game
        /// ends with no winner). Default `free_seat`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        on_leave: Option<OnLeave>,
        /// The position the game starts from, as a position string (FEN); default the
        /// ruleset's start (then `first` says who moves first; with `from`, the FEN does).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<String>,
        /// Seconds a disconnected person keeps their seat (0 to 3600; default 60).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        grace_seconds: Option<u64>,
        /// The room's name, shown in the list of rooms (1 to [`MAX_ROOM_NAME_CHARS`]
        /// characters; default none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// Joins a room as a player (a free seat, or the one named) or as an observer.
    Join {
        /// The room.
        room: String,
        /// `player` or `observer`.
        #[serde(rename = "as")]
        role: Role,
        /// The seat wanted (players only); default the first free one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
        /// The name shown to others.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// Takes a seat back with its token (after a lost connection, or from another program).
    Rejoin {
        /// The room.
        room: String,
        /// The seat.
        seat: u8,
        /// The token `joined` gave.
        token: String,
    },
    /// An observer takes a free seat.
    Sit {
        /// The seat; default the first free one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
        /// The name shown to others.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
    },
    /// A player gives up their seat and watches on.
    Stand,
    /// Plays a move, in the ruleset's notation.
    Move {
        /// The move (`1R`, `4`, `S3`, ...).
        #[serde(rename = "move")]
        text: String,
    },
    /// Gives up the game.
    Resign,
    /// After the game: asks for (or agrees to) a rematch, the same rules with the seats
    /// swapped. When every person seated has sent it (computer players agree at once), the
    /// server makes the new room and sends `rematch_ready`.
    Rematch,
    /// Asks to take back the asker's last move (and the replies since); the other people
    /// must agree by sending `undo` too. Computer players always agree.
    Undo,
    /// Refuses a request to take back moves.
    DeclineUndo,
    /// A line to everyone in the room.
    Chat {
        /// The text.
        text: String,
    },
    /// Asks the computer for advice on the move to play (a player, on their turn). The answer,
    /// `hint`, goes to the asker only.
    Hint,
    /// The whole state of the room again.
    State,
    /// Leaves the room (a player's seat goes as `on_leave` says, at once).
    Leave,
    /// The language this connection reads (`vi`, `en`, `fr`; English until it says): the
    /// narration of moves, hints and the messages of errors it is sent are in it. The machine
    /// fields are the same in every language.
    SetLanguage {
        /// A language code.
        lang: String,
    },
}

/// A role in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Sits in a seat and moves for it.
    Player,
    /// Watches.
    Observer,
}

/// What happens to a person's seat when they leave for good.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnLeave {
    /// The seat is free for another person; the game waits.
    #[default]
    FreeSeat,
    /// The game ends with no winner (as in Sungka v0.06).
    EndGame,
}

/// How deep the search behind a `hint` goes at most.
pub const HINT_DEPTH: u32 = 8;
/// How long the search behind a `hint` thinks at most, in milliseconds.
pub const HINT_MILLIS: u64 = 1000;

/// Why a message was refused: a stable code for programs, beside the message for people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, not an object with a known `type`, or a field of the wrong kind.
    BadMessage,
    /// Larger than [`MAX_MESSAGE_BYTES`].
    TooLarge,
    /// More messages than the rate allows; wait a moment.
    RateLimited,
    /// A value out of its range (a seat, a time, a name, a chat line).
    BadValue,
    /// No room with that id.
    NoSuchRoom,
    /// The server holds as many rooms as it may.
    TooManyRooms,
    /// The room holds as many people as it may.
    RoomFull,
    /// The ruleset is unknown or its text is not a valid ruleset.
    BadRuleset,
    /// A computer player that cannot be read.
    BadSeat,
    /// A position string (FEN) that is not a position of the game (`create_room`'s `from`).
    BadPosition,
    /// The seat is taken.
    SeatTaken,
    /// The token does not open that seat.
    BadToken,
    /// The connection is not in a room, or already is in one.
    NotInRoom,
    /// Already in a room: leave it first.
    AlreadyInRoom,
    /// Only a player may do that.
    NotAPlayer,
    /// It is another seat's turn.
    NotYourTurn,
    /// Not a move in the ruleset's notation.
    BadMove,
    /// Not legal here.
    IllegalMove,
    /// The game is over.
    GameOver,
    /// No move to take back, or no request to answer.
    NothingToUndo,
    /// The server cannot do it now (it cannot save a new room; a hint is being worked out).
    Unavailable,
    /// A seat is free: the game waits for a player to take it.
    Waiting,
}

/// A seat as everyone in the room sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The seat number (0 is South).
    pub seat: u8,
    /// `free`, `person` or `computer`.
    pub kind: String,
    /// The person's name, or the computer player's spec.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Whether the person is connected now (people only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub connected: Option<bool>,
}

/// A room in the list of rooms.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomSummary {
    /// The room's id.
    pub room: String,
    /// The ruleset's id.
    pub ruleset: String,
    /// The seats.
    pub seats: Vec<SeatView>,
    /// How many watch.
    pub observers: usize,
    /// Moves played.
    pub plies: usize,
    /// `waiting` (a seat is free), `playing` or `over`.
    pub status: String,
    /// The room's name, when its maker gave one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

/// What the server sends.
///
/// `Pos` is how a message holds the position object of `state` and `update`: the server builds
/// it whole as JSON (the default, [`Value`]); the terminal client reads it as a [`PositionView`],
/// the fields it uses. Either way the text of the message is the same.
// A message is built, written out and dropped at once, never kept in numbers: the size of its
// largest variant costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage<Pos = Value> {
    /// The first message on every connection.
    Welcome {
        /// [`PROTOCOL`].
        protocol: u32,
        /// `mancala` and its version.
        server: String,
        /// The limits a client must keep to.
        max_message_bytes: usize,
        /// Messages a second, on average, a client may send.
        max_messages_per_second: u32,
        /// Rooms one connection may make.
        max_rooms_per_connection: usize,
        /// The server's other limits (`docs/src/operating.md`).
        #[serde(default)]
        limits: LimitsView,
    },
    /// The rooms.
    Rooms {
        /// One per room.
        rooms: Vec<RoomSummary>,
    },
    /// A room was made.
    RoomCreated {
        /// Its summary.
        room: RoomSummary,
    },
    /// The connection joined a room.
    Joined {
        /// The room.
        room: String,
        /// `player` or `observer`.
        #[serde(rename = "as")]
        role: Role,
        /// The seat (players).
        #[serde(skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
        /// The secret that takes the seat back (players): keep it.
        #[serde(skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// Everything about the room, for a newcomer (and on `state`).
    State {
        /// The room.
        room: String,
        /// The rules in words (`mancala rules show`).
        rules_text: String,
        /// Every option of the ruleset, as a game record keeps them (a client rebuilds the
        /// rules from them to draw the board and tell the moves as a local game does).
        options: Value,
        /// The seat that moved first.
        first_player: u8,
        /// The seats.
        seats: Vec<SeatView>,
        /// How many watch.
        observers: usize,
        /// The position object of `shared/spec/json.md`, with the last move's steps.
        position: Pos,
        /// The moves so far.
        moves: Vec<String>,
        /// The recent chat, oldest first.
        chat: Vec<ChatLine>,
        /// A pending request to take back moves, by seat.
        #[serde(skip_serializing_if = "Option::is_none")]
        undo_requested_by: Option<u8>,
        /// How the game ended, when it did otherwise than by the rules.
        #[serde(skip_serializing_if = "Option::is_none")]
        ended: Option<Value>,
        /// The outcome object once the game is over, whatever ended it (as the game record
        /// keeps it: by the rules, or `resigned`, `left` with the seat).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        outcome: Option<Value>,
        /// The room's name, when its maker gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        /// The seats that asked for a rematch, after the game.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        rematch: Vec<u8>,
    },
    /// A move was played (or moves taken back): the new position with the last move's steps.
    Update {
        /// The room.
        room: String,
        /// The position object, with `last_move`.
        position: Pos,
        /// Moves played so far.
        plies: usize,
    },
    /// The seats changed.
    Seats {
        /// The room.
        room: String,
        /// The seats.
        seats: Vec<SeatView>,
        /// How many watch.
        observers: usize,
    },
    /// A chat line.
    Chat(ChatLine),
    /// Advice for the asker: the exact solver's best move and value when it solves the position
    /// in time (at most [`mancala::agent::HINT_SOLVE_TIME`]), else the move alpha-beta prefers
    /// (up to [`HINT_DEPTH`] plies deep, [`HINT_MILLIS`] ms in all) and its value.
    Hint {
        /// The room.
        room: String,
        /// The position's ply the advice is for.
        ply: u32,
        /// The move, in the ruleset's notation.
        #[serde(rename = "move")]
        text: String,
        /// The value of the position for the asker, in words: `wins by 4 with perfect play`
        /// when exact, else the search's (`+3 points`, `a forced win by at least 3 within 5 plies`, ...).
        value: String,
        /// Whether the solver proved the value (and the move is a best one with perfect play).
        #[serde(default)]
        exact: bool,
        /// The alpha-beta search's depth at most (when not exact).
        depth: u32,
        /// The hint's time budget in all, in milliseconds.
        millis: u64,
    },
    /// A seat asks to take back moves.
    UndoRequested {
        /// The seat asking.
        by: u8,
    },
    /// The request to take back moves was refused.
    UndoDeclined {
        /// The seat refusing.
        by: u8,
    },
    /// The game is over.
    GameOver {
        /// The room.
        room: String,
        /// The outcome object: by the rules, or, for a game that ended otherwise, with the
        /// `reason` (`resigned`, `left`), the `seat`, the `winner` (the other player of a
        /// two-player game that one resigned, else `null`) and the `scores` as they stood.
        outcome: Value,
        /// `rules`, `resigned`, or `left` (a person left for good and the room ends the game).
        reason: String,
        /// The seat that resigned or left.
        #[serde(skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
    },
    /// Seats asked for a rematch (to everyone in the room, after each request).
    RematchRequested {
        /// The room.
        room: String,
        /// The seat that asked now.
        by: u8,
        /// Every seat that asked so far.
        agreed: Vec<u8>,
    },
    /// Everyone agreed: the rematch's room is made, with the seats swapped. A person's message
    /// names their new seat and the token that takes it (send `leave`, then `rejoin` with them);
    /// observers get the room alone (they may `leave` and `join` it). A person's seat waits
    /// for them for the room's grace period.
    RematchReady {
        /// The finished game's room.
        room: String,
        /// The new room.
        new_room: String,
        /// This person's seat in the new room.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
        /// The token of that seat.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// A refusal: nothing changed.
    Error {
        /// What kind of problem.
        code: ErrorCode,
        /// What was wrong, naming the bad value and what is valid.
        message: String,
    },
}

/// The limits of a server that a client meets, in `welcome`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LimitsView {
    /// Connections the server keeps open at once.
    pub max_connections: usize,
    /// A WebSocket from which nothing comes for this long (not even the answer to a ping) is
    /// closed.
    pub idle_seconds: u64,
    /// Rooms the server holds at once.
    pub max_rooms: usize,
    /// Rooms the connections of one address may hold at once.
    pub max_rooms_per_address: usize,
    /// An unfinished game's room nobody has been in for this long is closed.
    pub room_expiry_seconds: u64,
    /// A finished game's room leaves the list of rooms this long after its game ended, and
    /// one nobody has been in for this long is closed.
    pub finished_room_expiry_seconds: u64,
    /// The longest a computer player in a room thinks about a move.
    pub max_think_millis: u64,
    /// The deepest alpha-beta search a computer player in a room may ask for.
    pub max_depth: u32,
    /// The most MCTS iterations a computer player in a room may ask for.
    pub max_iterations: u32,
    /// The most threads of one computer player in a room.
    pub max_threads: usize,
    /// A connection that has not sent a whole HTTP request head within this long is closed.
    #[serde(default)]
    pub header_timeout_seconds: u64,
    /// Computer players and hints thinking at once, all rooms together.
    #[serde(default)]
    pub thinkers: usize,
    /// The solver tables perfect players keep between their moves, all rooms together, in MiB.
    #[serde(default)]
    pub table_memory_mb: usize,
}

/// The fields of a position object (in `state` and `update`) that the terminal client reads.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct PositionView {
    /// The ruleset's id.
    pub ruleset: String,
    /// The move that led here, when there is one.
    #[serde(default)]
    pub last_move: Option<LastMoveView>,
}

/// An outcome object (in `game_over` and `state`) as the terminal client reads it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct OutcomeView {
    /// The winner, or `None` for a draw or a game stopped with no winner.
    #[serde(default)]
    pub winner: Option<u8>,
    /// The points of each player.
    #[serde(default)]
    pub scores: Vec<i64>,
    /// Why the game ended: a family's ending (`side-empty`, ...), `repetition`, `limit`,
    /// `resigned`, `left`, `time`, `expired`.
    pub reason: String,
    /// Who resigned, left or ran out of time.
    #[serde(default)]
    pub seat: Option<u8>,
}

/// The fields of a position's `last_move` that the terminal client reads.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct LastMoveView {
    /// The move, in the ruleset's notation.
    #[serde(rename = "move")]
    pub text: String,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    /// The name of whoever wrote it.
    pub from: String,
    /// Their seat, if they sit in one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// The text.
    pub text: String,
}

/// A refusal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Refusal {
    /// The code.
    pub code: ErrorCode,
    /// The message.
    pub message: String,
}

impl Refusal {
    /// A refusal with `code`.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// As a message to send.
    #[must_use]
    pub fn to_message(&self) -> ServerMessage {
        ServerMessage::Error {
            code: self.code,
            message: self.message.clone(),
        }
    }
}

/// Reads a client's text frame.
///
/// # Errors
/// Too large, not JSON, or not one of the messages.
pub fn read_client(text: &str) -> Result<ClientMessage, Refusal> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!(
                "the message has {} bytes; at most {MAX_MESSAGE_BYTES} are read",
                text.len()
            ),
        ));
    }
    serde_json::from_str(text).map_err(|e| {
        Refusal::new(
            ErrorCode::BadMessage,
            format!("not a message of protocol {PROTOCOL}: {e}"),
        )
    })
}

/// A server message as the text of a frame.
#[must_use]
pub fn to_text(message: &ServerMessage) -> String {
    serde_json::to_string(message).expect("server messages always serialise")
}

/// Reads a server's text frame as the terminal client does, the position as a [`PositionView`].
///
/// # Errors
/// Not JSON, or not one of the messages of this protocol (a newer server's, say).
pub fn read_server(text: &str) -> Result<ServerMessage<PositionView>, serde_json::Error> {
    serde_json::from_str(text)
}

/// A client message as the text of a frame.
#[must_use]
pub fn client_text(message: &ClientMessage) -> String {
    serde_json::to_string(message).expect("client messages always serialise")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_read_from_their_documented_form() {
        assert_eq!(
            read_client(r#"{"type": "move", "move": "1R"}"#),
            Ok(ClientMessage::Move { text: "1R".into() })
        );
        assert_eq!(
            read_client(r#"{"type": "join", "room": "r1", "as": "observer"}"#),
            Ok(ClientMessage::Join {
                room: "r1".into(),
                role: Role::Observer,
                seat: None,
                name: None
            })
        );
        assert_eq!(
            read_client(r#"{"type": "list_rooms"}"#),
            Ok(ClientMessage::ListRooms)
        );
    }

    #[test]
    fn unknown_types_fields_and_oversized_messages_are_refused_with_a_code() {
        let code = |t: &str| read_client(t).unwrap_err().code;
        assert_eq!(code(r#"{"type": "fly"}"#), ErrorCode::BadMessage);
        assert_eq!(
            code(r#"{"type": "move", "move": "1R", "x": 1}"#),
            ErrorCode::BadMessage
        );
        assert_eq!(code("not json"), ErrorCode::BadMessage);
        assert_eq!(
            code(r#"{"type": "move", "move": 7}"#),
            ErrorCode::BadMessage
        );
        let big = format!(
            r#"{{"type": "chat", "text": "{}"}}"#,
            "a".repeat(MAX_MESSAGE_BYTES)
        );
        assert_eq!(code(&big), ErrorCode::TooLarge);
    }

    #[test]
    fn server_messages_carry_their_type() {
        let text =
            to_text(&Refusal::new(ErrorCode::NotYourTurn, "it is North's turn").to_message());
        assert_eq!(
            text,
            r#"{"type":"error","code":"not_your_turn","message":"it is North's turn"}"#
        );
    }
}
