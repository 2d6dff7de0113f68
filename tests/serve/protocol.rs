//! Every message the server sends, made by a real room, written as the server writes it and read
//! back: by the server's own type, to the same value and the same text, and by the terminal
//! client's reading (`read_server`), with the position's fields it uses.

use std::{
    collections::BTreeSet,
    sync::Arc,
    time::{Duration, Instant},
};

use mancala::Rules;
use mancala_serve::{
    protocol::{self, OnLeave, PROTOCOL, Role, ServerMessage},
    room::{Room, Settings, Slot},
};
use serde_json::Value;

/// Kalah(3,2): short games, and a hint the solver gives at once.
fn kalah_3_2() -> Arc<dyn mancala::family::Family> {
    let text = Rules::builtin_text("kalah-empty-capture")
        .unwrap()
        .replace("id = \"kalah-empty-capture\"", "id = \"kalah-3-2\"")
        .replace("houses-per-player = 6", "houses-per-player = 3")
        .replace("seeds-per-house = 4", "seeds-per-house = 2");
    Rules::from_toml_str("kalah-3-2.toml", "kalah-3-2", &text).unwrap()
}

/// A room of two free seats, joined by connections 1 (South) and 2 (North) and watched by 3.
fn room(id: &str, on_leave: OnLeave, sent: &mut Vec<ServerMessage>) -> Room {
    let settings = Settings {
        on_leave,
        grace: Duration::from_secs(60),
    };
    let mut room = Room::new(
        id.into(),
        kalah_3_2(),
        0,
        vec![Slot::Free, Slot::Free],
        settings,
        7,
    );
    for (conn, role) in [(1, Role::Player), (2, Role::Player), (3, Role::Observer)] {
        let outbox = room
            .join(conn, role, None, None, format!("token{conn}"))
            .unwrap();
        sent.extend(outbox.into_iter().map(|(_, m)| m));
    }
    room
}

/// The connection whose turn it is (connection 1 sits South, 2 North).
fn to_move(room: &Room) -> u64 {
    u64::from(room.game().position().turn()) + 1
}

/// Plays the first legal move.
fn play_one(room: &mut Room, sent: &mut Vec<ServerMessage>) {
    let text = room.game().legal_move_texts()[0].clone();
    let outbox = room.play(to_move(room), &text).unwrap();
    sent.extend(outbox.into_iter().map(|(_, m)| m));
}

/// The message's `type`, by an exhaustive match: a new variant must be added here, and sent.
fn kind(m: &ServerMessage) -> &'static str {
    match m {
        ServerMessage::Welcome { .. } => "welcome",
        ServerMessage::Rooms { .. } => "rooms",
        ServerMessage::RoomCreated { .. } => "room_created",
        ServerMessage::Joined { .. } => "joined",
        ServerMessage::State { .. } => "state",
        ServerMessage::Update { .. } => "update",
        ServerMessage::Seats { .. } => "seats",
        ServerMessage::Chat(_) => "chat",
        ServerMessage::Hint { .. } => "hint",
        ServerMessage::UndoRequested { .. } => "undo_requested",
        ServerMessage::UndoDeclined { .. } => "undo_declined",
        ServerMessage::GameOver { .. } => "game_over",
        ServerMessage::RematchRequested { .. } => "rematch_requested",
        ServerMessage::RematchReady { .. } => "rematch_ready",
        ServerMessage::Error { .. } => "error",
    }
}

/// Every kind of message, as rooms send them (and the server around them, for `welcome`,
/// `rooms`, `room_created` and `hint`).
fn messages_of_real_rooms() -> Vec<ServerMessage> {
    let mut sent = vec![ServerMessage::Welcome {
        protocol: PROTOCOL,
        server: format!("mancala {}", env!("CARGO_PKG_VERSION")),
        max_message_bytes: protocol::MAX_MESSAGE_BYTES,
        max_messages_per_second: mancala_serve::MESSAGES_PER_SECOND,
        max_rooms_per_connection: 20,
        limits: protocol::LimitsView {
            max_connections: 1000,
            idle_seconds: 60,
            max_rooms: 1000,
            max_rooms_per_address: 100,
            room_expiry_seconds: 1800,
            finished_room_expiry_seconds: 300,
            max_think_millis: 10_000,
            max_depth: 64,
            max_iterations: 1_000_000,
            max_threads: 2,
            header_timeout_seconds: 30,
            thinkers: 2,
            table_memory_mb: 512,
        },
    }];
    // A game played to its end by the rules, with chat, a refusal, a hint and an undo refused.
    let mut a = room("r1", OnLeave::FreeSeat, &mut sent);
    sent.push(ServerMessage::RoomCreated { room: a.summary() });
    sent.extend(a.chat(3, "hello").unwrap().into_iter().map(|(_, m)| m));
    play_one(&mut a, &mut sent);
    let waiting = 3 - to_move(&a);
    sent.push(a.play(waiting, "1").unwrap_err().to_message());
    let mover = a
        .game()
        .last_ply()
        .map(|p| u64::from(p.player) + 1)
        .unwrap();
    sent.extend(a.undo(mover).unwrap().into_iter().map(|(_, m)| m));
    let other = 3 - mover;
    sent.extend(a.decline_undo(other).unwrap().into_iter().map(|(_, m)| m));
    let job = a.hint_job(to_move(&a)).unwrap();
    let analysis = mancala::agent::hint(
        &*job.rules,
        &job.pos,
        &job.seen,
        protocol::HINT_DEPTH,
        Duration::from_millis(protocol::HINT_MILLIS),
    );
    sent.push(ServerMessage::Hint {
        room: a.id().to_owned(),
        ply: job.pos.ply(),
        text: job.rules.move_text(&job.pos, &analysis.best),
        value: analysis.value.to_string(),
        exact: matches!(analysis.value, mancala::agent::Value::Exact(_)),
        depth: protocol::HINT_DEPTH,
        millis: protocol::HINT_MILLIS,
    });
    sent.extend(a.disconnect(2, Instant::now()).into_iter().map(|(_, m)| m));
    sent.extend(
        a.rejoin(2, 1, "token2")
            .unwrap()
            .into_iter()
            .map(|(_, m)| m),
    );
    while !a.is_over() {
        play_one(&mut a, &mut sent);
    }
    sent.push(a.state());
    // A game resigned, and one a person leaves for good.
    let mut b = room("r2", OnLeave::FreeSeat, &mut sent);
    play_one(&mut b, &mut sent);
    sent.extend(b.resign(1).unwrap().into_iter().map(|(_, m)| m));
    sent.push(b.state());
    // Both ask for a rematch: the seats swapped in a new room.
    let (all, out) = b.ask_rematch(1).unwrap();
    assert!(!all, "one of two people asked");
    sent.extend(out.into_iter().map(|(_, m)| m));
    sent.push(b.state());
    let (all, out) = b.ask_rematch(2).unwrap();
    assert!(all);
    sent.extend(out.into_iter().map(|(_, m)| m));
    let rematch = b.rematch(Instant::now(), || "token".to_owned());
    sent.extend(
        b.rematch_ready("r4", &rematch.slots)
            .into_iter()
            .map(|(_, m)| m),
    );
    let mut c = room("r3", OnLeave::EndGame, &mut sent);
    sent.extend(c.leave(2).unwrap().into_iter().map(|(_, m)| m));
    sent.push(c.state());
    sent.push(ServerMessage::Rooms {
        rooms: vec![a.summary(), b.summary(), c.summary()],
    });
    sent
}

#[test]
fn every_server_message_of_a_real_room_reads_back_as_it_was_written() {
    let sent = messages_of_real_rooms();
    let mut kinds = BTreeSet::new();
    for m in &sent {
        let text = protocol::to_text(m);
        let back: ServerMessage =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(&back, m, "{text}");
        assert_eq!(protocol::to_text(&back), text);
        // The terminal client reads it too, the position's fields as they were written.
        let read = protocol::read_server(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        if let (
            ServerMessage::State { position, .. } | ServerMessage::Update { position, .. },
            ServerMessage::State { position: view, .. }
            | ServerMessage::Update { position: view, .. },
        ) = (m, &read)
        {
            assert_eq!(Value::from(view.ruleset.as_str()), position["ruleset"]);
            assert_eq!(
                view.last_move
                    .as_ref()
                    .map(|l| Value::from(l.text.as_str())),
                position.get("last_move").map(|l| l["move"].clone()),
            );
        }
        kinds.insert(kind(m));
    }
    assert_eq!(
        kinds.len(),
        15,
        "every kind of message is sent at least once: {kinds:?}"
    );
    // The three ends of a game, and a seat away, are among them.
    let texts: Vec<String> = sent.iter().map(protocol::to_text).collect();
    for part in [
        r#""reason":"rules""#,
        r#""reason":"resigned""#,
        r#""reason":"left""#,
        r#""connected":false"#,
        r#""ended":{"reason":"resigned","seat":0}"#,
        r#""exact":true"#,
    ] {
        assert!(
            texts.iter().any(|t| t.contains(part)),
            "no message has {part}"
        );
    }
}

#[test]
fn a_message_of_a_newer_server_is_an_error_for_the_client_not_a_panic() {
    for text in [
        r#"{"type":"fireworks","colour":"red"}"#,
        r#"{"type":"update","room":"r1","plies":"three","position":{}}"#,
        r#"{"type":"state"}"#,
        "not json",
        "",
    ] {
        assert!(protocol::read_server(text).is_err(), "{text}");
    }
    // Fields it does not know are passed over.
    let chat =
        protocol::read_server(r#"{"type":"chat","from":"North","text":"hi","colour":"red"}"#);
    assert!(matches!(chat, Ok(ServerMessage::Chat(_))), "{chat:?}");
}
