//! The lobby's list of rooms after a game: a finished room leaves the list its configured while
//! (`finished_room_expiry`) after the game ended, even with its people still in it; they stay in
//! the room, and a rematch's room is listed. An unfinished room with people stays listed.

use std::time::{Duration, Instant};

use mancala::Rules;
use mancala_serve::{Config, Limits, Server};
use serde_json::{Value, json};

use super::{Client, create};

async fn start_with(limits: Limits) -> Server {
    let config = Config {
        limits,
        ..Config::new(mancala_serve::loopback_any_port())
    };
    Server::start(config, std::sync::Arc::new(Rules))
        .await
        .expect("the server starts")
}

/// The ids of the rooms `client`'s `list_rooms` answer lists.
async fn listed(client: &mut Client) -> Vec<String> {
    client.send(json!({"type": "list_rooms"})).await;
    let rooms = client.until("rooms").await;
    rooms["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["room"].as_str().unwrap().to_owned())
        .collect()
}

/// Two people in a new Kalah room, South first: the room and the two clients.
async fn two_players(server: &Server) -> (String, Client, Client) {
    let mut south = Client::connect(server.addr).await;
    let room = create(&mut south, json!({"ruleset": "kalah"})).await;
    south.join(&room, "player").await;
    let mut north = Client::connect(server.addr).await;
    north.join(&room, "player").await;
    (room, south, north)
}

/// North resigns after South's first move: the game is over.
async fn north_resigns(south: &mut Client, north: &mut Client) -> Value {
    south.send(json!({"type": "move", "move": "1"})).await;
    north.until("update").await;
    north.send(json!({"type": "resign"})).await;
    south.until("game_over").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_room_leaves_the_lobby_after_its_while_while_its_players_stay_and_rematch() {
    let server = start_with(Limits {
        finished_room_expiry: Duration::from_secs(1),
        ..Limits::default()
    })
    .await;
    let (room, mut south, mut north) = two_players(&server).await;
    // Another room, its game going on with someone in it, stays listed throughout.
    let mut other = Client::connect(server.addr).await;
    let going = create(&mut other, json!({"ruleset": "o-an-quan"})).await;
    other.join(&going, "player").await;
    north_resigns(&mut south, &mut north).await;

    // Polled until it goes, within a bound far above the configured second.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let rooms = listed(&mut other).await;
        assert!(
            rooms.contains(&going),
            "the unfinished room stays: {rooms:?}"
        );
        if !rooms.contains(&room) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the finished room {room} never left the lobby: {rooms:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (line, body) = super::http_get(server.addr, "/api/rooms").await;
    assert!(line.contains("200"), "{line}");
    assert!(!body.contains(&format!("\"{room}\"")), "{body}");

    // Its people are still in it: they talk, and a newcomer with the link still gets in.
    south
        .send(json!({"type": "chat", "text": "một ván nữa?"}))
        .await;
    assert_eq!(north.until("chat").await["text"], "một ván nữa?");
    let mut late = Client::connect(server.addr).await;
    late.join(&room, "observer").await;
    assert_eq!(late.until("state").await["outcome"]["reason"], "resigned");

    // A rematch: its room is in the list, the finished one still out of it.
    south.send(json!({"type": "rematch"})).await;
    north.until("rematch_requested").await;
    north.send(json!({"type": "rematch"})).await;
    let ready = south.until("rematch_ready").await;
    let new = ready["new_room"].as_str().unwrap().to_owned();
    let rooms = listed(&mut other).await;
    assert!(rooms.contains(&new), "the rematch is listed: {rooms:?}");
    assert!(!rooms.contains(&room), "{rooms:?}");
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_room_stays_listed_as_over_until_its_while_has_passed() {
    // The default while: five minutes, far longer than this test.
    let server = start_with(Limits::default()).await;
    let (room, mut south, mut north) = two_players(&server).await;
    north_resigns(&mut south, &mut north).await;
    south.send(json!({"type": "list_rooms"})).await;
    let rooms = south.until("rooms").await;
    let entry = rooms["rooms"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["room"] == room.as_str())
        .cloned();
    assert_eq!(
        entry.expect("the finished room is listed")["status"],
        "over"
    );
    server.stop();
}
