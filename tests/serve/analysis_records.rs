//! The analysis board's games as game records: `POST /api/analysis/record` writes the board's
//! tree as a record (JSON, PGN-style, OGN) and `POST /api/analysis/tree` reads any record text
//! as a tree, comments and variations kept (docs/src/serve-protocol.md).

use serde_json::{Value, json};

use super::{http_post, start};

/// A board's tree of Kalah: 3 (to the store, commented), then 6; 1 tried instead of 3.
fn tree() -> Value {
    json!({
        "format": "mancala-analysis", "version": 1, "ruleset": "kalah",
        "fen": "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0",
        "moves": [
            {"move": "3", "comment": "into the store: South moves again",
             "variations": [[{"move": "1"}, {"move": "6", "comment": "North's reply"}]]},
            {"move": "6"}
        ]
    })
}

#[tokio::test]
async fn the_board_s_tree_downloads_as_a_pgn_record_and_opens_again_the_same() {
    let server = start().await;
    let (status, pgn) = http_post(
        server.addr,
        "/api/analysis/record?to=pgn&lang=en",
        &tree().to_string(),
    )
    .await;
    assert!(status.contains("200"), "{status}: {pgn}");
    assert!(pgn.contains("[Ruleset \"kalah\"]"), "{pgn}");
    assert!(pgn.contains("{into the store: South moves again}"), "{pgn}");
    assert!(pgn.contains('('), "the variation: {pgn}");
    let (status, back) = http_post(server.addr, "/api/analysis/tree?lang=en", &pgn).await;
    assert!(status.contains("200"), "{status}: {back}");
    let back: Value = serde_json::from_str(&back).unwrap();
    assert_eq!(back, tree());
    // As a JSON record, which `mancala replay` reads, and back.
    let (status, record) = http_post(
        server.addr,
        "/api/analysis/record?to=json",
        &tree().to_string(),
    )
    .await;
    assert!(status.contains("200"), "{status}");
    let record: Value = serde_json::from_str(&record).unwrap();
    assert_eq!(record["format"], "mancala-record");
    assert_eq!(record["moves"], json!(["3", "6"]));
}

#[tokio::test]
async fn a_record_that_does_not_replay_or_a_bad_request_is_refused_in_words() {
    let server = start().await;
    let bad_variation = tree()
        .to_string()
        .replace(r#"{"move":"1"}"#, r#"{"move":"12"}"#);
    let (status, answer) = http_post(
        server.addr,
        "/api/analysis/record?to=pgn&lang=fr",
        &bad_variation,
    )
    .await;
    assert!(status.contains("422"), "{status}");
    let answer: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(answer["code"], "bad_move", "{answer}");
    let (status, _) = http_post(
        server.addr,
        "/api/analysis/record?to=xml",
        &tree().to_string(),
    )
    .await;
    assert!(status.contains("422"), "{status}");
    let (status, answer) = http_post(server.addr, "/api/analysis/tree?lang=vi", "1. 3 9 *").await;
    assert!(status.contains("422"), "{status}");
    let answer: Value = serde_json::from_str(&answer).unwrap();
    assert_eq!(answer["code"], "bad_record", "{answer}");
    // OGN holds Oware alone.
    let (status, answer) = http_post(
        server.addr,
        "/api/analysis/record?to=ogn",
        &tree().to_string(),
    )
    .await;
    assert!(status.contains("422"), "{status}: {answer}");
    // The server still answers.
    let (status, _) = http_post(server.addr, "/api/analysis/tree", "garbage").await;
    assert!(status.contains("422"), "{status}");
}
