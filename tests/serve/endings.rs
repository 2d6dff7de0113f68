//! The end of a game on the server: the result in the record and in every client, a rematch
//! with the seats swapped, names, the terminal client after the game, and the server's log.

use serde_json::json;

use super::{Client, Terminal, create, http_get, start};

/// Two people in a new room of `ruleset` (South named Lan, North named Minh): the room.
async fn lan_and_minh(server: &mancala_serve::Server, ruleset: &str) -> (String, Client, Client) {
    let mut lan = Client::connect(server.addr).await;
    let room = create(&mut lan, json!({"ruleset": ruleset, "name": "Lớp 3A"})).await;
    lan.send(json!({"type": "join", "room": room, "as": "player", "name": "Lan"}))
        .await;
    assert_eq!(lan.until("joined").await["seat"], 0);
    let mut minh = Client::connect(server.addr).await;
    minh.send(json!({"type": "join", "room": room, "as": "player", "name": "Minh"}))
        .await;
    assert_eq!(minh.until("joined").await["seat"], 1);
    (room, lan, minh)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_is_the_record_s_outcome_naming_who_resigned_and_the_winner() {
    let server = start().await;
    let (room, mut lan, mut minh) = lan_and_minh(&server, "kalah").await;
    lan.send(json!({"type": "move", "move": "1"})).await;
    minh.until("update").await;
    minh.send(json!({"type": "resign"})).await;
    let over = lan.until("game_over").await;
    assert_eq!(over["reason"], "resigned");
    assert_eq!(over["seat"], 1);
    assert_eq!(over["outcome"]["reason"], "resigned");
    assert_eq!(over["outcome"]["seat"], 1);
    assert_eq!(over["outcome"]["winner"], 0, "North resigned: South wins");
    // The record says so, and replays (its outcome checked against the game).
    let (status, body) = http_get(server.addr, &format!("/api/rooms/{room}/record")).await;
    assert!(status.contains("200"), "{status}");
    let record = mancala::GameRecord::from_json(&body).unwrap();
    let outcome = record.outcome.clone().expect("an outcome");
    assert_eq!(outcome["reason"], "resigned");
    assert_eq!(outcome["seat"], 1);
    assert_eq!(outcome["winner"], 0);
    assert_eq!(outcome["scores"], json!([0, 0]));
    let (game, _) = record.replay(&mancala::Rules).unwrap();
    assert_eq!(game.num_plies(), 1);
    // A newcomer's state has the outcome, the room's name and the people's names.
    let mut late = Client::connect(server.addr).await;
    late.send(json!({"type": "join", "room": room, "as": "observer"}))
        .await;
    let state = late.until("state").await;
    assert_eq!(state["outcome"], outcome);
    assert_eq!(state["name"], "Lớp 3A");
    assert_eq!(state["seats"][0]["name"], "Lan");
    assert_eq!(state["seats"][1]["name"], "Minh");
    server.stop();
}

#[test]
fn a_record_whose_resignation_names_no_seat_or_the_wrong_winner_is_refused() {
    let record = |outcome: serde_json::Value| {
        let text = json!({
            "format": "mancala-record", "version": 1, "ruleset": "kalah",
            "options": mancala::Rules::builtin("kalah").unwrap().options_json(),
            "first_player": 0, "seed": null, "moves": ["1"], "outcome": outcome,
        });
        mancala::GameRecord::from_json(&text.to_string())
            .unwrap()
            .replay(&mancala::Rules)
            .map(drop)
            .map_err(|e| e.to_string())
    };
    let scores = json!([0, 0]);
    assert_eq!(
        record(json!({"winner": 0, "scores": scores, "reason": "resigned", "seat": 1})),
        Ok(())
    );
    assert_eq!(
        record(json!({"winner": null, "scores": scores, "reason": "expired"})),
        Ok(())
    );
    let wrong_winner =
        record(json!({"winner": 1, "scores": scores, "reason": "resigned", "seat": 1}))
            .unwrap_err();
    assert!(
        wrong_winner.contains("does not match the replay"),
        "{wrong_winner}"
    );
    let no_seat = record(json!({"winner": 0, "scores": scores, "reason": "resigned"})).unwrap_err();
    assert!(no_seat.contains("names the seat (0 to 1)"), "{no_seat}");
    let far_seat =
        record(json!({"winner": 0, "scores": scores, "reason": "left", "seat": 7})).unwrap_err();
    assert!(far_seat.contains("names the seat"), "{far_seat}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_when_both_agree_swaps_the_seats_in_a_new_room() {
    let server = start().await;
    let (room, mut lan, mut minh) = lan_and_minh(&server, "kalah").await;
    // Not before the game is over.
    let refusal = lan.refused(json!({"type": "rematch"})).await;
    assert_eq!(refusal["code"], "bad_value");
    lan.send(json!({"type": "resign"})).await;
    minh.until("game_over").await;
    lan.send(json!({"type": "rematch"})).await;
    let asked = minh.until("rematch_requested").await;
    assert_eq!(
        (asked["by"].as_u64(), asked["agreed"].clone()),
        (Some(0), json!([0]))
    );
    minh.send(json!({"type": "rematch"})).await;
    let for_lan = lan.until("rematch_ready").await;
    let for_minh = minh.until("rematch_ready").await;
    let new = for_lan["new_room"].as_str().unwrap().to_owned();
    assert_ne!(new, room);
    assert_eq!(for_minh["new_room"], new);
    assert_eq!(
        (for_lan["seat"].as_u64(), for_minh["seat"].as_u64()),
        (Some(1), Some(0))
    );
    // Each takes the new seat with the token given.
    for (c, ready) in [(&mut lan, &for_lan), (&mut minh, &for_minh)] {
        c.send(json!({"type": "leave"})).await;
        c.send(
            json!({"type": "rejoin", "room": new, "seat": ready["seat"], "token": ready["token"]}),
        )
        .await;
        c.until("joined").await;
    }
    let state = lan.until("state").await;
    assert_eq!(state["seats"][0]["name"], "Minh");
    assert_eq!(state["seats"][1]["name"], "Lan");
    assert_eq!(state["name"], "Lớp 3A", "the rematch keeps the room's name");
    assert_eq!(state["moves"], json!([]));
    assert!(state.get("outcome").is_none());
    // Minh, now South, moves first.
    minh.send(json!({"type": "move", "move": "1"})).await;
    assert_eq!(lan.until("update").await["plies"], 1);
    // The list of rooms names them.
    lan.send(json!({"type": "list_rooms"})).await;
    let rooms = lan.until("rooms").await;
    let listed: Vec<_> = rooms["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["room"].clone(), r["name"].clone(), r["status"].clone()))
        .collect();
    assert_eq!(
        listed,
        [
            (json!(room), json!("Lớp 3A"), json!("over")),
            (json!(new), json!("Lớp 3A"), json!("playing"))
        ]
    );
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_seat_agrees_to_a_rematch_at_once() {
    let server = start().await;
    let mut lan = Client::connect(server.addr).await;
    let room = create(
        &mut lan,
        json!({"ruleset": "kalah", "seats": ["person", "random"]}),
    )
    .await;
    lan.join(&room, "player").await;
    lan.send(json!({"type": "resign"})).await;
    lan.until("game_over").await;
    lan.send(json!({"type": "rematch"})).await;
    let ready = lan.until("rematch_ready").await;
    assert_eq!(ready["seat"], 1, "the person moves to North");
    let new = ready["new_room"].as_str().unwrap().to_owned();
    lan.send(json!({"type": "list_rooms"})).await;
    let rooms = lan.until("rooms").await;
    let made = rooms["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["room"] == new)
        .unwrap()
        .clone();
    assert_eq!(made["seats"][0]["kind"], "computer");
    assert_eq!(made["seats"][1]["kind"], "person");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_name_too_long_is_refused_and_no_room_is_made() {
    let server = start().await;
    let mut c = Client::connect(server.addr).await;
    let refusal = c
        .refused(json!({"type": "create_room", "ruleset": "kalah", "name": "x".repeat(61)}))
        .await;
    assert_eq!(refusal["code"], "bad_value");
    assert!(
        refusal["message"].as_str().unwrap().contains("1 to 60"),
        "{refusal}"
    );
    c.send(json!({"type": "list_rooms"})).await;
    assert_eq!(c.until("rooms").await["rooms"], json!([]));
    server.stop();
}

/// The terminal client said the end and exited; now it says who resigned and the score, offers
/// a rematch, and goes into the rematch's room when both agree.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_terminal_client_stays_after_the_game_and_plays_the_rematch() {
    let server = start().await;
    let base = format!("http://{}", server.addr);
    let mut lan = Terminal::start(&[
        "play",
        "kalah",
        "--connect",
        &base,
        "--name",
        "Lan",
        "--room-name",
        "Lớp 3A",
    ]);
    let screen = lan.wait_for("others join with:", 1).await;
    let url = screen
        .split("--connect ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_owned();
    let mut minh = Terminal::start(&["play", "--connect", &url, "--name", "Minh"]);
    lan.wait_for("South [", 1).await;
    lan.type_line("resign");
    for t in [&lan, &minh] {
        t.wait_for("Game over. Lan resigned. Minh wins, 0–0.", 1)
            .await;
        t.wait_for("Type `rematch` to play again", 1).await;
    }
    // Still there: it answers.
    minh.type_line("rematch");
    lan.wait_for("Minh asks for a rematch: type `rematch` to agree.", 1)
        .await;
    lan.type_line("rematch");
    lan.wait_for("The rematch is in room r2: you play as North.", 1)
        .await;
    minh.wait_for("The rematch is in room r2: you play as South.", 1)
        .await;
    // Minh, South now, is asked for a move.
    minh.wait_for("South [", 1).await;
    lan.type_line("quit");
    lan.wait_for("left the room", 1).await;
    drop((lan, minh));
    server.stop();
}

#[test]
fn a_log_level_the_server_does_not_know_is_refused_with_the_levels() {
    let out = crate::common::run_mancala(&["serve", "--addr", "127.0.0.1:0", "--log", "loud"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = crate::common::err_text(&out);
    assert!(err.contains("'loud'"), "{err}");
    assert!(
        err.contains("[possible values: error, warn, info, debug, trace]"),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_s_log_says_connections_rooms_and_games() {
    let server = Terminal::start(&["serve", "--addr", "127.0.0.1:0", "--log", "info"]);
    let screen = server.wait_for("mancala is serving on", 1).await;
    let at = screen.find("http://").unwrap() + "http://".len();
    let addr: std::net::SocketAddr = screen[at..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let mut c = Client::connect(addr).await;
    let room = create(
        &mut c,
        json!({"ruleset": "kalah", "seats": ["person", "random"]}),
    )
    .await;
    c.join(&room, "player").await;
    c.send(json!({"type": "resign"})).await;
    c.until("game_over").await;
    drop(c);
    let wanted = [
        "connection opened",
        "room created",
        "game started",
        "game over",
        "connection closed",
    ];
    let mut log = String::new();
    for _ in 0..100 {
        log = server.errors.lock().unwrap().clone();
        if wanted.iter().all(|w| log.contains(w)) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    for w in wanted {
        assert!(log.contains(w), "`{w}` not in the log:\n{log}");
    }
    let over = log.lines().find(|l| l.contains("game over")).unwrap();
    assert!(over.contains("INFO"), "{over}");
    assert!(
        over.contains(&format!("room=\"{room}\"")) || over.contains(&format!("room={room}")),
        "{over}"
    );
    assert!(
        over.contains("moves=0") && over.contains("reason=resigned"),
        "{over}"
    );
    // Quieter: only troubles.
    let quiet = Terminal::start(&["serve", "--addr", "127.0.0.1:0", "--log", "warn"]);
    let screen = quiet.wait_for("mancala is serving on", 1).await;
    let at = screen.find("http://").unwrap() + "http://".len();
    let addr: std::net::SocketAddr = screen[at..]
        .split_whitespace()
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let c = Client::connect(addr).await;
    drop(c);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(*quiet.errors.lock().unwrap(), "");
}
