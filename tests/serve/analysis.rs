//! The server's side of the analysis board and the position editor: rooms made from a position
//! string (`create_room`'s `from`), and `POST /api/analysis/position` and `/api/analysis/move`
//! and `/api/analysis/review` (docs/src/serve-protocol.md).

use mancala::Rules;
use mancala_serve::{Config, Server};
use serde_json::{Value, json};

use super::{Client, create, http_get, http_post, start};

/// Kalah after South's 3 and 6: North to move.
fn kalah_after_3_6() -> (mancala::Game, String) {
    let mut game = mancala::Game::new(Rules::builtin("kalah").unwrap(), 0);
    game.play_text("3").unwrap();
    game.play_text("6").unwrap();
    let fen = game.rules().board_text(game.position());
    (game, fen)
}

async fn post_json(addr: std::net::SocketAddr, path: &str, body: &Value) -> (String, Value) {
    let (status, text) = http_post(addr, path, &body.to_string()).await;
    let value = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, value)
}

#[tokio::test]
async fn a_room_made_from_a_position_string_starts_there_with_the_player_it_names() {
    let server = start().await;
    let (game, fen) = kalah_after_3_6();
    let mut north = Client::connect(server.addr).await;
    let room = create(
        &mut north,
        json!({"ruleset": "kalah", "from": fen, "seats": ["random", "person"]}),
    )
    .await;
    north
        .send(json!({"type": "join", "room": room, "as": "player", "seat": 1}))
        .await;
    let state = north.until("state").await;
    assert_eq!(state["position"]["fen"], fen.as_str());
    assert_eq!(state["position"]["pits"], json!(game.position().pits()));
    assert_eq!(
        state["position"]["to_move"], 1,
        "North moves, as the string says"
    );
    assert_eq!(state["moves"], json!([]), "no move played in this room yet");
    // The viewer's game (the analysis board of this room) starts from the set-up position.
    let (_, replay) = http_get(server.addr, &format!("/api/rooms/{room}/replay")).await;
    let replay: Value = serde_json::from_str(&replay).unwrap();
    assert_eq!(replay["start"]["fen"], fen.as_str());
    // North plays; the computer answers from the position it reached.
    north.send(json!({"type": "move", "move": "1"})).await;
    let mut update = north.until("update").await;
    while update["plies"] != 2 {
        update = north.until("update").await;
    }
    let (_, replay) = http_get(server.addr, &format!("/api/rooms/{room}/replay")).await;
    let replay: Value = serde_json::from_str(&replay).unwrap();
    assert_eq!(replay["plies"][0]["last_move"]["move"], "1");
    assert_eq!(replay["plies"][1]["fen"], update["position"]["fen"]);
    server.stop();
}

#[tokio::test]
async fn a_position_string_that_is_no_position_of_the_game_is_refused_as_bad_position() {
    let server = start().await;
    let mut client = Client::connect(server.addr).await;
    let refusal = client
        .refused(json!({"type": "create_room", "ruleset": "kalah", "from": "4,4,4 0"}))
        .await;
    assert_eq!(refusal["code"], "bad_position");
    assert!(
        refusal["message"].as_str().unwrap().contains("row"),
        "{refusal}"
    );
    // Too many stones: the count found and the game's.
    let refusal = client
        .refused(json!({"type": "create_room", "ruleset": "kalah",
            "from": "5,4,4,4,4,4|0/4,4,4,4,4,4|0 0"}))
        .await;
    assert_eq!(refusal["code"], "bad_position");
    let message = refusal["message"].as_str().unwrap();
    assert!(
        message.contains("49") && message.contains("48"),
        "{message}"
    );
    // The position says who moves: `first` beside it is refused, not ignored.
    let refusal = client
        .refused(
            json!({"type": "create_room", "ruleset": "kalah", "first": 1,
            "from": "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0"}),
        )
        .await;
    assert_eq!(refusal["code"], "bad_value");
    server.stop();
}

#[tokio::test]
async fn a_move_on_the_analysis_board_is_the_move_a_room_plays_with_its_frames_and_narration() {
    let server = start().await;
    let (game, fen) = kalah_after_3_6();
    let (status, answer) = post_json(
        server.addr,
        "/api/analysis/move?lang=en",
        &json!({"ruleset": "kalah", "fen": fen, "move": "2"}),
    )
    .await;
    assert!(status.contains("200"), "{status} {answer}");
    let mut after = game.clone();
    after.play_text("2").unwrap();
    assert_eq!(answer["move"], "2");
    assert_eq!(
        answer["fen"],
        after.rules().board_text(after.position()).as_str()
    );
    assert_eq!(answer["position"]["fen"], answer["fen"]);
    assert_eq!(answer["position"]["pits"], json!(after.position().pits()));
    let last = &answer["position"]["last_move"];
    assert_eq!(last["player"], 1);
    assert!(!last["frames"].as_array().unwrap().is_empty());
    let narration = last["narration"][0]["text"].as_str().unwrap();
    assert!(narration.starts_with("North lifts"), "{narration}");
    // The legal moves with the pits to click, as a room sends them.
    assert!(answer["position"]["moves"][0]["pit"].is_u64());
    // In Vietnamese, the narration is.
    let (_, vi) = post_json(
        server.addr,
        "/api/analysis/move?lang=vi",
        &json!({"ruleset": "kalah", "fen": fen, "move": "2"}),
    )
    .await;
    assert_ne!(
        vi["position"]["last_move"]["narration"][0]["text"],
        narration
    );
    assert_eq!(vi["fen"], answer["fen"]);
    // From the ruleset's start with moves first, the same position as from the string.
    let (_, from_moves) = post_json(
        server.addr,
        "/api/analysis/move",
        &json!({"ruleset": "kalah", "moves": ["3", "6"], "move": "2"}),
    )
    .await;
    assert_eq!(from_moves["fen"], answer["fen"]);
    server.stop();
}

#[tokio::test]
async fn the_editor_is_told_whether_a_position_string_is_one_and_which_field_to_change() {
    let server = start().await;
    let (_, fen) = kalah_after_3_6();
    let (status, answer) = post_json(
        server.addr,
        "/api/analysis/position?lang=en",
        &json!({"ruleset": "kalah", "fen": fen, "board": true}),
    )
    .await;
    assert!(status.contains("200"), "{status}");
    assert_eq!(answer["fen"], fen.as_str());
    assert!(answer["board_svg"].as_str().unwrap().starts_with("<svg"));
    let (_, plain) = post_json(
        server.addr,
        "/api/analysis/position",
        &json!({"ruleset": "kalah", "fen": fen}),
    )
    .await;
    assert!(
        plain.get("board_svg").is_none(),
        "the drawing only when asked"
    );
    for (bad, field) in [
        ("4,4,4,4,4,4|0/4,4,4,4,4,4|0 2", "to_move"),
        ("4,4,4,4,4|0/4,4,4,4,4,4|0 0", "pits"),
        ("4,4,4,4,4,4|0/4,4,4,4,4,4|0 0 ply:x", "fields"),
    ] {
        let (status, refusal) = post_json(
            server.addr,
            "/api/analysis/position",
            &json!({"ruleset": "kalah", "fen": bad}),
        )
        .await;
        assert!(status.contains("422"), "{bad}: {status}");
        assert_eq!(refusal["code"], "bad_position", "{bad}");
        assert_eq!(refusal["field"], field, "{bad}: {refusal}");
        assert!(!refusal["error"].as_str().unwrap().is_empty());
    }
    let (_, oware) = post_json(
        server.addr,
        "/api/analysis/position",
        &json!({"ruleset": "oware-abapa", "fen": "4,4,4,4,4,4/4,4,4,4,4,4 0 x"}),
    )
    .await;
    assert_eq!(oware["field"], "banks", "{oware}");
    server.stop();
}

#[tokio::test]
async fn bad_analysis_requests_are_refused_with_a_reason_and_never_crash_the_server() {
    let server = start().await;
    let refused = |status: &str, body: &Value, code: &str| {
        assert!(status.contains("422"), "{status} {body}");
        assert_eq!(body["code"], code, "{body}");
    };
    let (status, body) = {
        let (s, t) = http_post(server.addr, "/api/analysis/move", "not json").await;
        (s, serde_json::from_str::<Value>(&t).unwrap())
    };
    refused(&status, &body, "bad_request");
    let cases = [
        (
            json!({"ruleset": "kalah", "move": "2", "colour": "red"}),
            "bad_request",
        ),
        (
            json!({"ruleset": "no-such-game", "move": "2"}),
            "bad_ruleset",
        ),
        (json!({"move": "2"}), "bad_ruleset"),
        (json!({"ruleset": "kalah", "move": "9"}), "bad_move"),
        (
            json!({"ruleset": "kalah", "move": "x".repeat(100)}),
            "bad_move",
        ),
        (json!({"ruleset": "kalah"}), "bad_request"),
        (
            json!({"ruleset": "kalah", "moves": ["3", "7"], "move": "1"}),
            "bad_move",
        ),
        (
            json!({"ruleset": "kalah", "first": 5, "move": "1"}),
            "bad_request",
        ),
        (
            json!({"ruleset": "kalah", "moves": vec!["1"; 2_001], "move": "1"}),
            "bad_request",
        ),
        (
            json!({"ruleset": "kalah", "fen": "4,".repeat(1_500), "move": "1"}),
            "bad_position",
        ),
    ];
    for (request, code) in cases {
        let (status, body) = post_json(server.addr, "/api/analysis/move", &request).await;
        refused(&status, &body, code);
    }
    // A body beyond the limit, and a language the server has not.
    let big = json!({"ruleset": "kalah", "fen": "x".repeat(70_000)}).to_string();
    let (status, _) = http_post(server.addr, "/api/analysis/position", &big).await;
    assert!(status.contains("413"), "{status}");
    let (status, _) = post_json(
        server.addr,
        "/api/analysis/position?lang=xx",
        &json!({"ruleset": "kalah"}),
    )
    .await;
    assert!(status.contains("400"), "{status}");
    // The game is over: no move.
    let (_, over) = post_json(
        server.addr,
        "/api/analysis/move",
        &json!({"ruleset": "kalah", "fen": "0,0,0,0,0,0|24/0,0,0,0,0,0|24 0 ply:1 quiet:1", "move": "1"}),
    )
    .await;
    assert_eq!(over["code"], "bad_move", "{over}");
    // The server still answers.
    let (status, _) = post_json(
        server.addr,
        "/api/analysis/position",
        &json!({"ruleset": "kalah"}),
    )
    .await;
    assert!(status.contains("200"), "{status}");
    server.stop();
}

#[tokio::test]
async fn a_room_from_a_position_string_comes_back_from_the_data_folder_where_it_started() {
    let data = std::env::temp_dir().join(format!("mancala-serve-from-{}", std::process::id()));
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
    let (_, fen) = kalah_after_3_6();
    let server = start_with_data().await;
    let mut north = Client::connect(server.addr).await;
    let room = create(
        &mut north,
        json!({"ruleset": "kalah", "from": fen, "seats": ["random", "person"]}),
    )
    .await;
    north
        .send(json!({"type": "join", "room": room, "as": "player", "seat": 1}))
        .await;
    north.until("state").await;
    north.send(json!({"type": "move", "move": "2"})).await;
    let update = north.until("update").await;
    let fen_after = update["position"]["fen"].clone();
    server.stop();
    let server = start_with_data().await;
    assert_eq!(server.restored, 1, "{:?}", server.warnings);
    let (_, replay) = http_get(server.addr, &format!("/api/rooms/{room}/replay")).await;
    let replay: Value = serde_json::from_str(&replay).unwrap();
    assert_eq!(replay["start"]["fen"], fen.as_str());
    assert_eq!(replay["plies"][0]["fen"], fen_after);
    server.stop();
    let _ = std::fs::remove_dir_all(&data);
}

/// A short Kalah ending set up by a position string, played to its end (the first legal move
/// each time): every value of its review is exact, so the server's and the library's agree.
fn kalah_ending() -> (mancala::Game, String, Vec<String>) {
    let fen = "0,0,0,1,1,2|20/0,0,1,1,0,2|20 0";
    let mut game = mancala::Game::from_fen(Rules::builtin("kalah").unwrap(), fen).unwrap();
    let mut moves = Vec::new();
    while game.position().outcome().is_none() {
        let text = game.legal_move_texts()[0].clone();
        game.play_text(&text).unwrap();
        moves.push(text);
    }
    (game, fen.to_owned(), moves)
}

#[tokio::test]
async fn a_review_of_a_short_kalah_game_gives_the_librarys_values_and_the_graph() {
    let server = start().await;
    let (game, fen, moves) = kalah_ending();
    assert!(moves.len() >= 3, "{moves:?}");
    let (status, answer) = post_json(
        server.addr,
        "/api/analysis/review?lang=fr",
        &json!({"ruleset": "kalah", "fen": fen, "moves": moves}),
    )
    .await;
    assert!(status.contains("200"), "{status} {answer}");
    let library = mancala::review::review(
        &game,
        &mancala_serve::analysis::review_options(),
        &mut |_| {},
    )
    .unwrap();
    assert!(
        library
            .moves
            .iter()
            .all(mancala::review::MoveReview::is_exact)
    );
    let expected = library.to_json();
    assert_eq!(answer["review"]["moves"], expected["moves"]);
    assert_eq!(answer["review"]["summaries"], expected["summaries"]);
    assert_eq!(answer["review"]["start"], expected["start"]);
    assert_eq!(answer["review"]["skipped"], json!([]));
    // The bounds the server keeps, said in the answer.
    assert_eq!(answer["review"]["options"]["time_per_move"], 0.3);
    assert_eq!(answer["review"]["options"]["total_time"], 20.0);
    assert_eq!(answer["review"]["options"]["max_plies"], 300);
    // The graph, its words in the reader's language.
    let svg = answer["graph_svg"].as_str().unwrap();
    assert!(svg.starts_with("<svg"), "{svg}");
    assert_eq!(
        svg,
        library.svg_in(mancala::lang::Lang::from_code("fr").unwrap())
    );
    server.stop();
}

#[tokio::test]
async fn a_review_refuses_bad_input_in_words_and_the_server_answers_on() {
    let server = start().await;
    let addr = server.addr;
    let ask = |body: Value| async move { post_json(addr, "/api/analysis/review", &body).await };
    let (status, refused) = ask(json!({"ruleset": "kalah", "moves": ["3", "99"]})).await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(
        (refused["code"].as_str(), refused["field"].as_str()),
        (Some("bad_move"), Some("moves"))
    );
    let (_, refused) = ask(json!({"ruleset": "kalah", "fen": "4,4,4 0"})).await;
    assert_eq!(refused["code"], "bad_position", "{refused}");
    let (_, refused) = ask(json!({"ruleset": "no-such-game"})).await;
    assert_eq!(refused["code"], "bad_ruleset", "{refused}");
    let (_, refused) = ask(json!({"ruleset": "kalah", "moves": "3 6"})).await;
    assert_eq!(refused["code"], "bad_request", "{refused}");
    let many: Vec<String> = vec!["1".into(); mancala_serve::analysis::MAX_MOVES + 1];
    let (_, refused) = ask(json!({"ruleset": "kalah", "moves": many})).await;
    assert_eq!(
        (refused["code"].as_str(), refused["field"].as_str()),
        (Some("bad_request"), Some("moves"))
    );
    let (status, _) = http_post(server.addr, "/api/analysis/review", "not json").await;
    assert!(status.contains("422"), "{status}");
    // The server still reviews.
    let (status, answer) = ask(json!({"ruleset": "kalah", "moves": ["3"]})).await;
    assert!(status.contains("200"), "{status} {answer}");
    assert_eq!(answer["review"]["plies"], 1);
    server.stop();
}

#[tokio::test]
async fn a_review_while_every_place_or_the_addresss_is_taken_is_refused_busy() {
    let server = start().await;
    let places: Vec<_> = (0..mancala_serve::analysis::MAX_REVIEWS)
        .map(|_| server.reviews().enter(None).expect("a free place"))
        .collect();
    let body = json!({"ruleset": "kalah", "moves": ["3"]});
    let (status, refused) = post_json(server.addr, "/api/analysis/review", &body).await;
    assert!(status.contains("429"), "{status}");
    assert_eq!(refused["code"], "busy", "{refused}");
    // The other analysis requests are not held up by reviews.
    let (status, _) = post_json(
        server.addr,
        "/api/analysis/position",
        &json!({"ruleset": "kalah"}),
    )
    .await;
    assert!(status.contains("200"), "{status}");
    drop(places);
    let (status, answer) = post_json(server.addr, "/api/analysis/review", &body).await;
    assert!(status.contains("200"), "{status} {answer}");
    // One review at a time for each address: this one's is running, a place free for others.
    let running = server
        .reviews()
        .enter(Some(std::net::IpAddr::from([127, 0, 0, 1])))
        .expect("a place");
    let (status, refused) = post_json(server.addr, "/api/analysis/review", &body).await;
    assert!(status.contains("429"), "{status}");
    assert_eq!(refused["code"], "busy", "{refused}");
    drop(running);
    server.stop();
}
