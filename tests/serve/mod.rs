//! `mancala serve`: a real server on a loopback port, real WebSocket clients
//! (tokio-tungstenite): players, observers, tokens, refusals, reconnection.
//!
//! `web`: the web page in a browser.

mod analysis;
mod analysis_records;
mod board_play;
mod class;
mod endings;
mod languages;
mod learn;
mod limits;
mod lobby_expiry;
mod page_modules;
mod protocol;
mod puzzles_page;
mod web;
mod web_analysis;
mod web_class;
mod web_endings;
mod web_layout;
mod web_learn;
mod web_puzzles;
mod web_replay;
mod webdriver;
mod worksheet;

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use mancala::Rules;
use mancala_serve::{Config, Server};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// The server's `welcome`.
    welcome: Value,
}

impl Client {
    async fn connect(addr: std::net::SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .expect("the server takes WebSockets");
        let mut client = Client {
            ws,
            welcome: Value::Null,
        };
        let welcome = client.recv().await;
        assert_eq!(welcome["type"], "welcome");
        assert_eq!(welcome["protocol"], 1);
        client.welcome = welcome;
        client
    }

    async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    async fn send_text(&mut self, text: String) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    async fn recv(&mut self) -> Value {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(20), self.ws.next())
                .await
                .expect("a message within 20 s")
                .expect("the connection is open")
                .expect("a frame");
            if let Message::Text(t) = frame {
                return serde_json::from_str(&t).unwrap();
            }
        }
    }

    /// Reads until a message of `kind`; returns it.
    async fn until(&mut self, kind: &str) -> Value {
        loop {
            let m = self.recv().await;
            if m["type"] == kind {
                return m;
            }
        }
    }

    /// Joins `room` as a `player` or an `observer`; returns the `joined` message.
    async fn join(&mut self, room: &str, role: &str) -> Value {
        self.send(json!({"type": "join", "room": room, "as": role}))
            .await;
        self.until("joined").await
    }

    /// Plays the first legal move of `position` (within the rate limit of 20 messages a
    /// second, however fast the server answers); returns it.
    async fn play_first_legal(&mut self, position: &Value) -> String {
        let mv = position["legal_moves"][0].as_str().unwrap().to_owned();
        tokio::time::sleep(Duration::from_millis(60)).await;
        self.send(json!({"type": "move", "move": mv})).await;
        mv
    }

    /// Sends `message` and returns the error it is refused with.
    async fn refused(&mut self, message: Value) -> Value {
        self.send(message).await;
        self.until("error").await
    }
}

/// The one of two players, South and North, whose turn it is in `position`.
fn to_move<'a>(position: &Value, south: &'a mut Client, north: &'a mut Client) -> &'a mut Client {
    if position["to_move"] == 0 {
        south
    } else {
        north
    }
}

async fn start() -> Server {
    let config = Config::new(mancala_serve::loopback_any_port());
    Server::start(config, std::sync::Arc::new(Rules))
        .await
        .unwrap()
}

async fn create(client: &mut Client, room: Value) -> String {
    let mut request = json!({"type": "create_room"});
    for (k, v) in room.as_object().unwrap() {
        request[k] = v.clone();
    }
    client.send(request).await;
    let created = client.until("room_created").await;
    created["room"]["room"].as_str().unwrap().to_owned()
}

/// `GET path` over plain HTTP/1.1: the status line and the body.
async fn http_get(addr: std::net::SocketAddr, path: &str) -> (String, String) {
    http_get_as(addr, &addr.to_string(), path).await
}

/// `GET path`, naming `host` as the one asked for.
async fn http_get_as(addr: std::net::SocketAddr, host: &str, path: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    (head.lines().next().unwrap().to_owned(), body.to_owned())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_and_two_observers_play_a_whole_game() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "o-an-quan"})).await;
    south
        .send(json!({"type": "join", "room": room, "as": "player", "name": "Ana"}))
        .await;
    let joined = south.until("joined").await;
    assert_eq!(joined["seat"], 0);
    assert_eq!(
        joined["token"].as_str().unwrap().len(),
        32,
        "128 bits in hex"
    );
    let mut north = Client::connect(server.addr).await;
    assert_eq!(north.join(&room, "player").await["seat"], 1);
    let mut watchers = Vec::new();
    for _ in 0..2 {
        let mut w = Client::connect(server.addr).await;
        w.send(json!({"type": "join", "room": room, "as": "observer"}))
            .await;
        let state = w.until("state").await;
        assert_eq!(state["position"]["ply"], 0);
        assert!(state["rules_text"].as_str().unwrap().contains("Ô ăn quan"));
        watchers.push(w);
    }
    // Play the first legal move each turn until the game ends; everyone sees every move.
    let mut position = south.until("state").await["position"].clone();
    let mut moves = Vec::new();
    while position["outcome"].is_null() {
        let mover = to_move(&position, &mut south, &mut north);
        let mv = mover.play_first_legal(&position).await;
        moves.push(mv.clone());
        let mut seen = Vec::new();
        for c in [&mut south, &mut north]
            .into_iter()
            .chain(watchers.iter_mut())
        {
            let update = c.until("update").await;
            assert_eq!(update["position"]["last_move"]["move"], mv.as_str());
            seen.push(update["position"].clone());
        }
        assert!(
            seen.windows(2).all(|w| w[0] == w[1]),
            "everyone sees one position"
        );
        position = seen.pop().unwrap();
    }
    for c in [&mut south, &mut north]
        .into_iter()
        .chain(watchers.iter_mut())
    {
        let over = c.until("game_over").await;
        assert_eq!(over["reason"], "rules");
        assert_eq!(over["outcome"], position["outcome"]);
    }
    // The finished game downloads as a record that replays to the same end.
    let (status, body) = http_get(server.addr, &format!("/api/rooms/{room}/record")).await;
    assert!(status.contains("200"), "{status}");
    let record = mancala::GameRecord::from_json(&body).unwrap();
    let (game, _) = record.replay(&Rules).unwrap();
    assert_eq!(game.move_texts().iter().collect::<Vec<_>>(), moves);
    assert!(game.position().is_over());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_seat_to_move_moves_and_every_refusal_changes_nothing() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "kalah"})).await;
    let token = south.join(&room, "player").await["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut north = Client::connect(server.addr).await;
    north.join(&room, "player").await;
    let mut watcher = Client::connect(server.addr).await;
    watcher
        .send(json!({"type": "join", "room": room, "as": "observer"}))
        .await;
    watcher.until("state").await;

    let code = |m: Value| m["code"].as_str().unwrap().to_owned();
    assert_eq!(
        code(watcher.refused(json!({"type": "move", "move": "3"})).await),
        "not_a_player"
    );
    assert_eq!(
        code(north.refused(json!({"type": "move", "move": "3"})).await),
        "not_your_turn"
    );
    assert_eq!(
        code(south.refused(json!({"type": "move", "move": "9"})).await),
        "bad_move"
    );
    assert_eq!(
        code(south.refused(json!({"type": "move"})).await),
        "bad_message"
    );
    south.send_text("{not json".into()).await;
    assert_eq!(code(south.until("error").await), "bad_message");
    south
        .send_text(format!(
            r#"{{"type":"chat","text":"{}"}}"#,
            "x".repeat(70_000)
        ))
        .await;
    assert_eq!(code(south.until("error").await), "too_large");
    // A right-to-left override cannot turn a chat line around for the others.
    south
        .send(json!({"type": "chat", "text": "\u{202E}gg\u{2066} ok"}))
        .await;
    assert_eq!(watcher.until("chat").await["text"], "gg ok");
    // Another connection with a wrong token, or the right token for another seat, is refused.
    let mut intruder = Client::connect(server.addr).await;
    let wrong = "0".repeat(32);
    let refusal = intruder
        .refused(json!({"type": "rejoin", "room": room, "seat": 0, "token": wrong}))
        .await;
    assert_eq!(code(refusal), "bad_token");
    let refusal = intruder
        .refused(json!({"type": "rejoin", "room": room, "seat": 1, "token": token}))
        .await;
    assert_eq!(code(refusal), "bad_token");
    let refusal = intruder.refused(json!({"type": "move", "move": "3"})).await;
    assert_eq!(code(refusal), "not_in_room");
    // Nothing of that changed the game.
    watcher.send(json!({"type": "state"})).await;
    let state = watcher.until("state").await;
    assert_eq!(state["position"]["ply"], 0);
    assert_eq!(state["moves"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_reconnects_within_the_grace_period_keeps_the_seat() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(
        &mut south,
        json!({"ruleset": "kalah", "grace_seconds": 60, "on_leave": "end_game"}),
    )
    .await;
    let token = south.join(&room, "player").await["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut north = Client::connect(server.addr).await;
    north.join(&room, "player").await;
    south.send(json!({"type": "move", "move": "1"})).await;
    north.until("update").await;
    drop(south); // the connection is lost
    let seats = north.until("seats").await;
    assert_eq!(seats["seats"][0]["kind"], "person");
    assert_eq!(seats["seats"][0]["connected"], false);
    let mut back = Client::connect(server.addr).await;
    back.send(json!({"type": "rejoin", "room": room, "seat": 0, "token": token}))
        .await;
    assert_eq!(back.until("joined").await["seat"], 0);
    let state = back.until("state").await;
    assert_eq!(
        state["moves"],
        json!(["1"]),
        "a newcomer gets the whole game at once"
    );
    assert_eq!(north.until("seats").await["seats"][0]["connected"], true);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_grace_period_the_room_frees_the_seat_or_ends_the_game() {
    let server = start().await;
    for (on_leave, expect) in [("free_seat", "seats"), ("end_game", "game_over")] {
        let mut south = Client::connect(server.addr).await;
        let room = create(
            &mut south,
            json!({"ruleset": "kalah", "grace_seconds": 1, "on_leave": on_leave}),
        )
        .await;
        south.join(&room, "player").await;
        let mut north = Client::connect(server.addr).await;
        north.join(&room, "player").await;
        drop(south);
        // First the seat is kept (connected: false), then the grace period ends.
        loop {
            let m = north.recv().await;
            if m["type"] == expect && expect == "game_over" {
                assert_eq!(m["reason"], "left");
                assert_eq!(m["seat"], 0);
                // The outcome says who left, with no winner and the score as it stood.
                assert_eq!(
                    m["outcome"],
                    json!({"winner": null, "scores": [0, 0], "reason": "left", "seat": 0})
                );
                break;
            }
            if m["type"] == "seats" && m["seats"][0]["kind"] == "free" {
                assert_eq!(expect, "seats");
                break;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_seat_answers_by_itself() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(
        &mut south,
        json!({"ruleset": "kalah", "seats": ["person", "greedy"]}),
    )
    .await;
    south.join(&room, "player").await;
    let mut position = south.until("state").await["position"].clone();
    let mut computer_moves = 0;
    while position["outcome"].is_null() {
        if position["to_move"] == 0 {
            let mv = position["legal_moves"][0].as_str().unwrap().to_owned();
            south.send(json!({"type": "move", "move": mv})).await;
        }
        position = south.until("update").await["position"].clone();
        if position["last_move"]["player"] == 1 {
            computer_moves += 1;
        }
    }
    assert!(computer_moves > 0);
    let refusal = south
        .refused(json!({"type": "create_room", "ruleset": "kalah", "seats": ["person", "wizard"]}))
        .await;
    assert_eq!(refusal["code"], "bad_seat");
    // A client never makes the server start a program.
    let refusal = south
        .refused(json!({"type": "create_room", "ruleset": "kalah", "seats": ["person", "engine:/bin/sh -c true"]}))
        .await;
    assert_eq!(refusal["code"], "bad_seat");
    assert!(
        refusal["message"]
            .as_str()
            .unwrap()
            .contains("cannot start an engine program")
    );
}

/// Kalah(3,2) under the paper's rules (South wins by 4 with perfect play), as a ruleset file's
/// text.
fn kalah_3_2() -> String {
    mancala::Rules::builtin_text("kalah-empty-capture")
        .unwrap()
        .replace("id = \"kalah-empty-capture\"", "id = \"kalah-3-2\"")
        .replace("houses-per-player = 6", "houses-per-player = 3")
        .replace("seeds-per-house = 4", "seeds-per-house = 2")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_in_a_small_room_is_exact_and_a_perfect_seat_holds_the_value() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(
        &mut south,
        json!({"ruleset_toml": kalah_3_2(), "seats": ["person", "perfect"]}),
    )
    .await;
    south.join(&room, "player").await;
    let mut position = south.until("state").await["position"].clone();
    let mut hints = 0;
    // South plays every hint, North is perfect: the value stays South's +4 to the end.
    while position["outcome"].is_null() {
        if position["to_move"] == 0 {
            south.send(json!({"type": "hint"})).await;
            let hint = south.until("hint").await;
            assert_eq!(hint["exact"], true, "{hint}");
            assert_eq!(hint["value"], "wins by 4 with perfect play", "{hint}");
            assert_eq!(hint["ply"], position["ply"], "{hint}");
            if hints == 0 {
                // The first move in canonical order that keeps the value, as `solve` says.
                assert_eq!(hint["move"], "2", "{hint}");
            }
            hints += 1;
            south
                .send(json!({"type": "move", "move": hint["move"]}))
                .await;
        }
        position = south.until("update").await["position"].clone();
    }
    assert!(hints > 1);
    let scores = &position["outcome"]["scores"];
    assert_eq!(
        (&scores[0], &scores[1]),
        (&json!(8), &json!(4)),
        "{position}"
    );
    // Where the solver cannot answer (three players), alpha-beta's hint as before.
    let room = create(
        &mut south,
        json!({"ruleset": "sungka-3p", "seats": ["person", "random", "random"]}),
    )
    .await;
    south.send(json!({"type": "leave"})).await;
    south.join(&room, "player").await;
    south.send(json!({"type": "hint"})).await;
    let hint = south.until("hint").await;
    assert_eq!(hint["exact"], false, "{hint}");
    assert!(
        !hint["value"].as_str().unwrap().contains("perfect"),
        "{hint}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_refuses_a_perfect_seat_for_a_ruleset_the_solver_cannot_solve() {
    let server = start().await;
    let mut client = Client::connect(server.addr).await;
    let refusal = client
        .refused(json!({"type": "create_room", "ruleset": "sungka-3p", "seats": ["person", "person", "perfect"]}))
        .await;
    assert_eq!(refusal["code"], "bad_seat");
    assert_eq!(
        refusal["message"],
        "player `perfect` cannot play sungka-3p: the solver plays two-player games only; this ruleset has 3 players"
    );
    let sungka_match =
        "id = \"sungka-match\"\ngame = \"sungka\"\n\n[match]\nmode = \"burnt-houses\"\n";
    let refusal = client
        .refused(json!({"type": "create_room", "ruleset_toml": sungka_match, "seats": ["person", "perfect:5s"]}))
        .await;
    assert_eq!(refusal["code"], "bad_seat");
    assert_eq!(
        refusal["message"],
        "player `perfect:5s` cannot play sungka-match: this ruleset cannot be solved by points: a match of several rounds is won by rounds, not by points"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websocket_from_another_origin_is_refused() {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let server = start().await;
    let mut request = format!("ws://{}/ws", server.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("Origin", "http://elsewhere.example".parse().unwrap());
    let refused = tokio_tungstenite::connect_async(request).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 403);
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    let mut own = format!("ws://{}/ws", server.addr)
        .into_client_request()
        .unwrap();
    own.headers_mut()
        .insert("Origin", format!("http://{}", server.addr).parse().unwrap());
    assert!(tokio_tungstenite::connect_async(own).await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_ruleset_is_checked_as_rules_check_does() {
    let server = start().await;
    let mut c = Client::connect(server.addr).await;
    let toml =
        include_str!("../../rulesets/kalah.toml").replace("id = \"kalah\"", "id = \"my-kalah\"");
    let room = create(&mut c, json!({"ruleset_toml": toml})).await;
    c.send(json!({"type": "list_rooms"})).await;
    let rooms = c.until("rooms").await;
    assert!(
        rooms["rooms"]
            .as_array()
            .unwrap()
            .iter()
            .any(|r| r["room"] == room.as_str() && r["ruleset"] == "my-kalah")
    );
    let bad = toml.replace("seeds-per-house = 4", "seeds-per-house = -4");
    let refusal = c
        .refused(json!({"type": "create_room", "ruleset_toml": bad}))
        .await;
    assert_eq!(refusal["code"], "bad_ruleset");
    assert!(
        refusal["message"]
            .as_str()
            .unwrap()
            .contains("seeds-per-house")
    );
}

#[test]
fn every_example_of_the_protocol_document_is_a_message_of_the_protocol() {
    use mancala_serve::protocol::{ServerMessage, read_client};
    let doc = include_str!("../../docs/src/serve-protocol.md");
    let (mut clients, mut servers) = (0, 0);
    let mut rest = doc;
    while let Some(at) = rest.find("```json ") {
        let block = &rest[at + "```json ".len()..];
        let (kind, block) = block.split_once('\n').unwrap();
        let (text, after) = block.split_once("```").unwrap();
        rest = after;
        match kind.trim() {
            "client" => {
                read_client(text.trim()).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                clients += 1;
            }
            "server" => {
                let m: ServerMessage =
                    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}:\n{text}"));
                // And the server writes it back the same way.
                let again: Value =
                    serde_json::from_str(&mancala_serve::protocol::to_text(&m)).unwrap();
                assert_eq!(
                    again,
                    serde_json::from_str::<Value>(text).unwrap(),
                    "{text}"
                );
                servers += 1;
            }
            other => panic!("a json block of unknown direction `{other}`"),
        }
    }
    assert!(
        clients >= 14 && servers >= 14,
        "{clients} client and {servers} server examples"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_brings_its_rooms_back_from_its_data_folder() {
    let data = std::env::temp_dir().join(format!("mancala-serve-data-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let start_with_data = || async {
        let config = Config {
            data: Some(data.clone()),
            ..Config::new(mancala_serve::loopback_any_port())
        };
        Server::start(config, std::sync::Arc::new(Rules))
            .await
            .unwrap()
    };
    let server = start_with_data().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "kalah"})).await;
    let south_token = south.join(&room, "player").await["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut north = Client::connect(server.addr).await;
    let north_token = north.join(&room, "player").await["token"]
        .as_str()
        .unwrap()
        .to_owned();
    for (plies, (who, mv)) in [(0, "3"), (0, "6"), (1, "1")].into_iter().enumerate() {
        let c = if who == 0 { &mut south } else { &mut north };
        c.send(json!({"type": "move", "move": mv})).await;
        while c.until("update").await["plies"] != plies + 1 {}
    }
    // The record on disk is a record `replay` reads, up to date.
    let record = data.join("rooms").join(format!("{room}.json"));
    let (game, _) = mancala::GameRecord::load_game(&record, &Rules).unwrap();
    assert_eq!(
        game.move_texts().iter().collect::<Vec<_>>(),
        ["3", "6", "1"]
    );
    server.stop();
    drop((south, north));

    let server = start_with_data().await;
    assert_eq!((server.restored, server.warnings.len()), (1, 0));
    let mut south = Client::connect(server.addr).await;
    south
        .send(json!({"type": "rejoin", "room": room, "seat": 0, "token": south_token}))
        .await;
    south.until("joined").await;
    let state = south.until("state").await;
    assert_eq!(state["moves"], json!(["3", "6", "1"]));
    let mut north = Client::connect(server.addr).await;
    north
        .send(json!({"type": "rejoin", "room": room, "seat": 1, "token": north_token}))
        .await;
    north.until("joined").await;
    let to_move = state["position"]["to_move"].as_u64().unwrap();
    let mover = if to_move == 0 { &mut south } else { &mut north };
    let mv = state["position"]["legal_moves"][0]
        .as_str()
        .unwrap()
        .to_owned();
    mover.send(json!({"type": "move", "move": mv})).await;
    assert_eq!(mover.until("update").await["plies"], 4);
    // A new room does not take a restored room's id.
    let other = create(&mut south, json!({"ruleset": "kalah"})).await;
    assert_ne!(other, room);
    server.stop();
    drop((south, north));

    // The audit's reproducer: a room file damaged while the server was down is left as it is,
    // said, and its id is never given to a new room (which would overwrite its record).
    let rooms = data.join("rooms");
    let damaged = rooms.join(format!("{other}.room.json"));
    std::fs::write(&damaged, "{ damaged").unwrap();
    let record_before = std::fs::read(rooms.join(format!("{other}.json"))).ok();
    let server = start_with_data().await;
    assert_eq!(server.restored, 1);
    assert_eq!(server.warnings.len(), 1, "{:?}", server.warnings);
    assert!(
        server.warnings[0].contains(&format!("{other}.room.json")),
        "{:?}",
        server.warnings
    );
    let mut south = Client::connect(server.addr).await;
    let newest = create(&mut south, json!({"ruleset": "kalah"})).await;
    assert!(newest != room && newest != other, "{newest}");
    assert_eq!(std::fs::read_to_string(&damaged).unwrap(), "{ damaged");
    assert_eq!(
        std::fs::read(rooms.join(format!("{other}.json"))).ok(),
        record_before
    );
    server.stop();
    let _ = std::fs::remove_dir_all(&data);
}

/// A `mancala` process whose standard output and standard error are gathered as they come.
struct Terminal {
    child: std::process::Child,
    /// What it wrote on standard output so far.
    seen: std::sync::Arc<std::sync::Mutex<String>>,
    /// What it wrote on standard error so far.
    errors: std::sync::Arc<std::sync::Mutex<String>>,
}

/// What `stream` gives, gathered as it comes by a thread of its own.
fn gather(
    mut stream: impl std::io::Read + Send + 'static,
) -> std::sync::Arc<std::sync::Mutex<String>> {
    let seen = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let gathered = seen.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stream.read(&mut buf) {
            if n == 0 {
                break;
            }
            gathered
                .lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    });
    seen
}

impl Terminal {
    fn start(args: &[&str]) -> Terminal {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_mancala"))
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let seen = gather(child.stdout.take().unwrap());
        let errors = gather(child.stderr.take().unwrap());
        Terminal {
            child,
            seen,
            errors,
        }
    }

    /// Waits until the screen shows `text` `times` times in all; returns the screen.
    async fn wait_for(&self, text: &str, times: usize) -> String {
        for _ in 0..400 {
            let screen = self.seen.lock().unwrap().clone();
            if screen.matches(text).count() >= times {
                return screen;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "`{text}` never shown {times} times:\n{}",
            self.seen.lock().unwrap()
        );
    }

    fn type_line(&mut self, line: &str) {
        use std::io::Write;
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_terminals_play_through_the_server_while_a_third_watches() {
    let server = start().await;
    let base = format!("http://{}", server.addr);
    let mut south = Terminal::start(&["play", "o-an-quan", "--connect", &base, "--color", "never"]);
    let screen = south.wait_for("others join with", 1).await;
    let url = screen
        .split_whitespace()
        .find(|w| w.contains("/rooms/"))
        .unwrap()
        .to_owned();
    let mut north = Terminal::start(&["play", "--connect", &url, "--color", "never"]);
    let watcher = Terminal::start(&["play", "--connect", &url, "--observe", "--color", "never"]);
    watcher.wait_for("You are watching room", 1).await;
    south
        .wait_for("South [1L 1R 2L 2R 3L 3R 4L 4R 5L 5R]>", 1)
        .await;
    south.type_line("3R");
    // Each sees the move, with its path, and the board from their own side.
    for t in [&south, &north, &watcher] {
        t.wait_for("South plays 3R: sows 5 from South's square 3", 1)
            .await;
    }
    let screen = north.wait_for("North [", 1).await;
    assert!(screen.contains("North: you"), "{screen}");
    assert!(
        screen
            .lines()
            .any(|l| l.trim_end().ends_with("North: 0 points (0 citizens)")
                && l.starts_with("         1")),
        "North's row is drawn at the bottom of North's board:\n{screen}"
    );
    north.type_line("chat chào bạn");
    for t in [&south, &north, &watcher] {
        t.wait_for("[North] chào bạn", 1).await;
    }
    // An illegal move gets the reason, and the game goes on.
    north.type_line("3L");
    north.wait_for("error: cannot play 3L", 1).await;
    north.type_line("2L");
    for t in [&south, &north, &watcher] {
        t.wait_for("North plays 2L", 1).await;
    }
    south.wait_for("South [", 2).await;
    // The watcher cannot move.
    let mut watcher = watcher;
    watcher.type_line("2R");
    watcher.wait_for("error: observers cannot do that", 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_serve_command_stops_on_sigterm_and_brings_its_rooms_back() {
    let data = std::env::temp_dir().join(format!("mancala-serve-cli-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    let data_arg = data.to_str().unwrap().to_owned();
    let serve = || Terminal::start(&["serve", "--addr", "127.0.0.1:0", "--data", &data_arg]);
    let address = |screen: &str| -> std::net::SocketAddr {
        let at = screen.find("http://").unwrap() + "http://".len();
        screen[at..]
            .split_whitespace()
            .next()
            .unwrap()
            .parse()
            .unwrap()
    };
    let server = serve();
    let addr = address(&server.wait_for("mancala is serving on", 1).await);
    let mut c = Client::connect(addr).await;
    let room = create(
        &mut c,
        json!({"ruleset": "kalah", "seats": ["person", "greedy"]}),
    )
    .await;
    c.send(json!({"type": "join", "room": room, "as": "player"}))
        .await;
    c.until("joined").await;
    c.send(json!({"type": "move", "move": "1"})).await;
    c.until("update").await;
    let status = std::process::Command::new("kill")
        .args(["-TERM", &server.child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    server.wait_for("stopped", 1).await;
    let server = serve();
    let screen = server.wait_for("mancala is serving on", 1).await;
    assert!(screen.contains("1 room brought back from"), "{screen}");
    let mut c = Client::connect(address(&screen)).await;
    c.send(json!({"type": "join", "room": room, "as": "observer"}))
        .await;
    let state = c.until("state").await;
    assert_eq!(state["moves"][0], "1");
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_endgame_database_is_refused_once_in_the_log_and_the_computers_play_on() {
    // The reliability audit's forged database (every value negated, the checksum worked out
    // again) in the --endgames directory: the server's players used it without a word.
    let dir = std::env::temp_dir().join(format!("mancala-serve-endgames-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let dir_arg = dir.to_str().unwrap().to_owned();
    let endgames = ["--endgames", &dir_arg, "--endgame-pieces", "12"];
    let mut args = vec![
        "play",
        "kalah",
        "--south",
        "alphabeta:1",
        "--north",
        "alphabeta:1",
    ];
    args.extend(endgames);
    let built = crate::common::run_mancala(&args, "");
    assert!(
        built.status.success(),
        "{}",
        crate::common::err_text(&built)
    );
    let file = crate::common::endgames_file(&dir);
    let forged = crate::common::forge_endgames(&file);

    // Only troubles in the log: the database's line is the one looked for.
    let mut args = vec!["serve", "--addr", "127.0.0.1:0", "--log", "warn"];
    args.extend(endgames);
    let server = Terminal::start(&args);
    let screen = server.wait_for("mancala is serving on", 1).await;
    let at = screen.find("http://").unwrap() + "http://".len();
    let addr: std::net::SocketAddr = screen[at..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    // Two rooms of Kalah between computer players, played to the end.
    for _ in 0..2 {
        let mut c = Client::connect(addr).await;
        let room = create(
            &mut c,
            json!({"ruleset": "kalah", "seats": ["alphabeta:1", "alphabeta:1"]}),
        )
        .await;
        c.send(json!({"type": "join", "room": room, "as": "observer"}))
            .await;
        let mut position = c.until("state").await["position"].clone();
        while position["outcome"].is_null() {
            position = c.until("update").await["position"].clone();
        }
    }
    // Said once, though every computer move asked for the database.
    let log = server.errors.lock().unwrap().clone();
    assert_eq!(log.lines().count(), 1, "{log}");
    assert!(
        log.starts_with(&format!(
            "mancala serve: {} holds values that disagree with the rules' moves",
            file.display()
        )),
        "{log}"
    );
    assert!(
        log.trim_end()
            .ends_with("; until then the computer players play without it"),
        "{log}"
    );
    drop(server);
    assert_eq!(std::fs::read(&file).unwrap(), forged);
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_are_taken_back_only_by_agreement_and_seats_change_hands() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "kalah"})).await;
    south.join(&room, "player").await;
    let mut north = Client::connect(server.addr).await;
    north.join(&room, "player").await;
    // South 1 (no bonus in Kalah: 4 seeds from house 1 stop in house 5), North 1.
    south.send(json!({"type": "move", "move": "1"})).await;
    north.until("update").await;
    north.send(json!({"type": "move", "move": "1"})).await;
    south.until("update").await;
    // South asks; North refuses; nothing changes.
    south.send(json!({"type": "undo"})).await;
    assert_eq!(north.until("undo_requested").await["by"], 0);
    north.send(json!({"type": "decline_undo"})).await;
    assert_eq!(south.until("undo_declined").await["by"], 1);
    // South asks again; North agrees: both moves are taken back, South is to move.
    south.send(json!({"type": "undo"})).await;
    north.until("undo_requested").await;
    north.send(json!({"type": "undo"})).await;
    let update = south.until("update").await;
    assert_eq!(update["plies"], 0);
    assert_eq!(update["position"]["to_move"], 0);
    // North stands up and watches; an observer sits in the free seat and gets a token.
    north.send(json!({"type": "stand"})).await;
    let seats = south.until("seats").await;
    assert_eq!(seats["seats"][1]["kind"], "free");
    let refusal = south.refused(json!({"type": "move", "move": "2"})).await;
    assert_eq!(refusal["code"], "waiting");
    let mut newcomer = Client::connect(server.addr).await;
    newcomer
        .send(json!({"type": "join", "room": room, "as": "observer"}))
        .await;
    newcomer.until("state").await;
    newcomer.send(json!({"type": "sit", "name": "Bao"})).await;
    let joined = newcomer.until("joined").await;
    assert_eq!(joined["seat"], 1);
    assert!(joined["token"].is_string());
    // A resignation ends the game for everyone.
    newcomer.send(json!({"type": "resign"})).await;
    let over = south.until("game_over").await;
    assert_eq!(
        (over["reason"].as_str(), over["seat"].as_u64()),
        (Some("resigned"), Some(1))
    );
    let refusal = south.refused(json!({"type": "move", "move": "2"})).await;
    assert_eq!(refusal["code"], "game_over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_messages_is_refused_beyond_the_rate() {
    let server = start().await;
    let mut c = Client::connect(server.addr).await;
    for _ in 0..100 {
        c.send(json!({"type": "list_rooms"})).await;
    }
    let (mut answered, mut limited) = (0, 0);
    while answered + limited < 100 {
        let m = c.recv().await;
        match m["type"].as_str() {
            Some("rooms") => answered += 1,
            Some("error") if m["code"] == "rate_limited" => limited += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert!(
        answered >= 40 && limited > 0,
        "{answered} answered, {limited} refused"
    );
}

/// `POST path` with `body` over plain HTTP/1.1: the status line and the body.
async fn http_post(addr: std::net::SocketAddr, path: &str, body: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    (head.lines().next().unwrap().to_owned(), body.to_owned())
}

/// Every script in the page's folder is served, as JavaScript and as it is on disk, and every
/// module the server serves is a file there: a new module cannot be left out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_script_of_the_page_is_served_as_javascript() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = start().await;
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/serve/page");
    let mut scripts: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|name| name.ends_with(".js"))
        .collect();
    scripts.sort();
    assert!(scripts.contains(&"main.js".to_owned()), "{scripts:?}");
    for name in &scripts {
        let mut stream = TcpStream::connect(server.addr).await.unwrap();
        let request = format!(
            "GET /{name} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
            server.addr
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        let (head, body) = response.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 200"), "/{name}: {head}");
        assert!(
            head.lines()
                .any(|l| l.eq_ignore_ascii_case("content-type: text/javascript; charset=utf-8")),
            "/{name} is served as JavaScript: {head}"
        );
        let on_disk = std::fs::read_to_string(folder.join(name)).unwrap();
        assert_eq!(body, on_disk, "/{name} is served as it is");
    }
    let served: Vec<&str> = mancala_serve::page::MODULES
        .iter()
        .map(|&(name, _)| name)
        .collect();
    assert_eq!(served, scripts, "every served module is a file of the page");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_with_the_rulesets_and_a_viewer_for_records() {
    let server = start().await;
    let (status, page) = http_get(server.addr, "/").await;
    assert!(status.contains("200"), "{status}");
    assert!(
        page.contains(r#"<title data-l10n-id="page-title">mancala</title>"#)
            && page.contains("/main.js")
    );
    for asset in ["/main.js", "/app.css"] {
        let (status, body) = http_get(server.addr, asset).await;
        assert!(
            status.contains("200") && !body.is_empty(),
            "{asset}: {status}"
        );
    }
    let (_, about) = http_get(server.addr, "/api").await;
    assert!(about.contains("/api/rulesets"), "{about}");
    // Every shipped ruleset, with its rules in words.
    let (_, list) = http_get(server.addr, "/api/rulesets").await;
    let list: Value = serde_json::from_str(&list).unwrap();
    let ids: Vec<&str> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, Rules::builtin_ids().collect::<Vec<_>>());
    let oaq = list
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == "o-an-quan")
        .unwrap();
    assert_eq!(oaq["players"], 2);
    assert_eq!(
        oaq["rules_text"],
        Rules::builtin("o-an-quan").unwrap().describe().as_str()
    );
    // A record is shown move by move; garbage is refused with a reason.
    let record = mancala::GameRecord::of(
        &{
            let mut game = mancala::Game::new(Rules::builtin("kalah").unwrap(), 0);
            for text in ["3", "1", "6"] {
                game.play_text(text).unwrap();
            }
            game
        },
        None,
        None,
    );
    let (status, body) = http_post(server.addr, "/api/replay", &record.to_json()).await;
    assert!(status.contains("200"), "{status}: {body}");
    let viewer: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(viewer["ruleset"], "kalah");
    assert_eq!(viewer["start"]["pits"][0], 4);
    let plies = viewer["plies"].as_array().unwrap();
    assert_eq!(plies.len(), 3);
    assert_eq!(plies[0]["last_move"]["move"], "3");
    assert_eq!(
        plies[0]["pits"],
        json!([4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
    );
    // An uploaded ruleset is checked before a game starts.
    let (status, body) = http_post(
        server.addr,
        "/api/rulesets/check",
        "id = \"mine\"\ngame = \"kalah\"\n[board]\nseeds-per-house = 3\n",
    )
    .await;
    assert!(status.contains("200"), "{status}: {body}");
    let checked: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(checked["id"], "mine");
    assert_eq!(checked["players"], 2);
    assert!(checked["rules_text"].as_str().unwrap().contains("(mine)"));
    let (status, body) = http_post(
        server.addr,
        "/api/rulesets/check",
        "id = \"mine\"\ngame = \"kalah\"\n[board]\nseeds-per-hose = 3\n",
    )
    .await;
    assert!(status.contains("422"), "{status}");
    assert!(body.contains("seeds-per-hose"), "{body}");
    // A game longer than the viewer takes is refused with the command that shows it.
    let cycle = Rules::from_toml_str(
        "cycle.toml",
        "cycle",
        &crate::cli::hostile_input::o_an_quan_cycle(),
    )
    .unwrap();
    let mut game = mancala::Game::new(cycle, 0);
    let mut agents = [1, 2].map(|seed| {
        mancala::agent::Agent::new(
            mancala::agent::Seat::AlphaBeta(
                mancala::agent::Budget::Work(2),
                std::num::NonZeroUsize::MIN,
            ),
            seed,
        )
    });
    while game.num_plies() <= mancala_serve::viewer::MAX_VIEWER_PLIES {
        let mv = agents[game.position().turn() as usize].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    let long = mancala::GameRecord::of(&game, None, None).to_json();
    let (status, body) = http_post(server.addr, "/api/replay", &long).await;
    assert!(status.contains("422"), "{status}");
    assert!(
        body.contains("2001 moves") && body.contains("mancala replay"),
        "{body}"
    );
    let (status, body) = http_post(server.addr, "/api/replay", "{\"format\": 1}").await;
    assert!(status.contains("422"), "{status}");
    assert!(!body.trim().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_comes_with_its_frames_its_narration_and_the_pits_to_click() {
    let server = start().await;
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "o-an-quan"})).await;
    assert_eq!(south.join(&room, "player").await["seat"], 0);
    let state = south.until("state").await;
    // 3L lifts South's square 3 (cell 3) and its last stone falls into N4 (cell 10): S2, S1,
    // Q0, N5, N4.
    let moves = state["position"]["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 10, "five squares, two directions");
    assert!(moves.contains(
        &json!({"move": "3L", "pit": 3, "lands": 10, "path": [2, 1, 0, 11, 10], "first": "plain"})
    ));
    assert!(moves.contains(
        &json!({"move": "3R", "pit": 3, "lands": 8, "path": [4, 5, 6, 7, 8], "first": "plain"})
    ));
    let mut north = Client::connect(server.addr).await;
    assert_eq!(north.join(&room, "player").await["seat"], 1);
    north.until("state").await;
    // The board the page animates, from either seat; a seat the room has not is refused.
    let (status, svg) = http_get(server.addr, &format!("/api/rooms/{room}/board.svg?seat=1")).await;
    assert!(status.contains("200"), "{status}");
    assert!(svg.starts_with("<svg") && svg.contains("data-seat=\"1\""));
    assert_eq!(
        svg.matches("class=\"pit").count(),
        12,
        "ten squares, two mandarins"
    );
    let (status, body) =
        http_get(server.addr, &format!("/api/rooms/{room}/board.svg?seat=2")).await;
    assert!(status.contains("400"), "{status}");
    assert!(
        body.contains("seat `2`") && body.contains("0 to 1"),
        "{body}"
    );

    // A hint is for the player to move, and only for them.
    let refused = north.refused(json!({"type": "hint"})).await;
    assert_eq!(refused["code"], "not_your_turn");
    south.send(json!({"type": "hint"})).await;
    let hint = south.until("hint").await;
    assert_eq!(hint["ply"], 0);
    assert!(
        moves.iter().any(|m| m["move"] == hint["move"]),
        "a legal move: {hint}"
    );

    south.send(json!({"type": "move", "move": "3L"})).await;
    let update = north.until("update").await;
    let last = &update["position"]["last_move"];
    let steps = last["steps"].as_array().unwrap();
    let frames = last["frames"].as_array().unwrap();
    // Lift, sow 5, relay, sow 5, capture, stop: a frame per event.
    assert_eq!(frames.len(), 1 + 5 + 1 + 5 + 1 + 1, "{frames:?}");
    assert_eq!(frames[0]["step"], 0);
    assert_eq!(frames[0]["pits"][3], 0, "the lifted square is empty");
    assert_eq!(frames[1]["pits"][2], 6, "the first stone falls into S2");
    let mut previous = 0;
    for frame in frames {
        let step = frame["step"].as_u64().unwrap();
        assert!(step >= previous && (step as usize) < steps.len());
        previous = step;
    }
    assert_eq!(
        frames.last().unwrap()["pits"],
        update["position"]["pits"],
        "the last frame is the position"
    );
    // The narration is `--explain`'s, each sentence at the step it speaks of.
    let rules = Rules::builtin("o-an-quan").unwrap();
    let mut game = mancala::Game::new(rules.clone(), 0);
    let ply = game.play_text("3L").unwrap();
    let explained = rules.explain(&ply.before, &ply.mv, &ply.events);
    let narration = last["narration"].as_array().unwrap();
    let texts: Vec<&str> = narration
        .iter()
        .map(|n| n["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, explained);
    let at: Vec<u64> = narration
        .iter()
        .map(|n| n["step"].as_u64().unwrap())
        .collect();
    assert_eq!(at[0], 0, "the lift and its sowing");
    assert_eq!(steps[at[1] as usize]["kind"], "relay");
    assert_eq!(steps[at[2] as usize]["kind"], "capture");
    assert!(at.windows(2).all(|w| w[0] <= w[1]));
}

/// The audit's reproducer for DNS rebinding: a page on a domain of the attacker's, pointed at
/// this machine, sends its own name as `Host`. Only addresses, `localhost` and the names given
/// with `--host` are served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_for_another_host_name_is_refused() {
    let config = Config {
        hosts: vec!["classroom.example".into()],
        ..Config::new(mancala_serve::loopback_any_port())
    };
    let server = Server::start(config, std::sync::Arc::new(Rules))
        .await
        .unwrap();
    let addr = server.addr;
    let port = addr.port();
    for host in [
        addr.to_string(),
        format!("localhost:{port}"),
        format!("classroom.example:{port}"),
    ] {
        let (status, _) = http_get_as(addr, &host, "/api/rulesets").await;
        assert!(status.contains("200"), "{host}: {status}");
    }
    let (status, body) = http_get_as(addr, &format!("rebind.example:{port}"), "/api/rooms").await;
    assert!(status.contains("421"), "{status}");
    assert!(body.contains("--host"), "{body}");
    let (status, _) = http_get_as(addr, &format!("rebind.example:{port}"), "/ws").await;
    assert!(status.contains("421"), "the WebSocket too: {status}");
    server.stop();
}

/// The audit's reproducer, cut down: one connection made rooms until the table was full for
/// everyone. A connection makes at most 20; another connection still can.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_connection_makes_at_most_twenty_rooms() {
    let server = start().await;
    let mut greedy = Client::connect(server.addr).await;
    for _ in 0..mancala_serve::Limits::default().rooms_per_connection {
        create(&mut greedy, json!({"ruleset": "kalah"})).await;
    }
    let refusal = greedy
        .refused(json!({"type": "create_room", "ruleset": "kalah"}))
        .await;
    assert_eq!(refusal["code"], "too_many_rooms");
    assert!(
        refusal["message"].as_str().unwrap().contains("at most 20"),
        "{refusal}"
    );
    let mut other = Client::connect(server.addr).await;
    create(&mut other, json!({"ruleset": "kalah"})).await;
    server.stop();
}
