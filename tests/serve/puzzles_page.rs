//! The puzzle page over a real server: `/puzzles` (and `/puzzles/ID`), `GET /api/puzzles` (the
//! puzzles of a ruleset, without their answers) and `POST /api/puzzles/answer` (right or wrong,
//! the proof, the frames of the move played and of the answer), and their refusals in the
//! language asked for.

use serde_json::{Value, json};

use super::{http_get, http_post, start};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_page_is_served_at_its_address_and_for_a_puzzle() {
    let server = start().await;
    for path in ["/puzzles", "/puzzles/o-an-quan-001", "/puzzles?lang=vi"] {
        let (status, page) = http_get(server.addr, path).await;
        assert!(status.contains("200"), "{path}: {status}");
        assert!(
            page.contains(r#"<script type="module" src="/puzzles.js"></script>"#),
            "{path}"
        );
    }
    let (_, page) = http_get(server.addr, "/puzzles?lang=vi").await;
    assert!(page.contains(r#"<html lang="vi">"#));
    // The lobby links to it.
    let (_, lobby) = http_get(server.addr, "/").await;
    assert!(lobby.contains(r#"href="/puzzles""#));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzles_of_a_ruleset_come_easiest_first_with_the_question_and_never_the_answer() {
    let server = start().await;
    let (status, body) = http_get(server.addr, "/api/puzzles?ruleset=o-an-quan&lang=vi").await;
    assert!(status.contains("200"), "{status}: {body}");
    let list: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(list["ruleset"], "o-an-quan");
    let puzzles = list["puzzles"].as_array().unwrap();
    assert_eq!(
        puzzles.len(),
        mancala::puzzle::shipped("o-an-quan").len(),
        "every shipped puzzle"
    );
    let ratings: Vec<u64> = puzzles
        .iter()
        .map(|p| p["rating"].as_u64().unwrap())
        .collect();
    assert!(ratings.windows(2).all(|w| w[0] <= w[1]), "easiest first");
    let first = &puzzles[0];
    let shipped = mancala::puzzle::find_shipped(first["id"].as_str().unwrap()).unwrap();
    assert_eq!(first["fen"], shipped.fen.as_str());
    assert!(
        first["question"]
            .as_str()
            .unwrap()
            .contains("hãy tìm nước đi hay nhất"),
        "{}",
        first["question"]
    );
    assert!(first["board_svg"].as_str().unwrap().starts_with("<svg"));
    assert!(!first["position"]["moves"].as_array().unwrap().is_empty());
    for p in puzzles {
        assert!(p.get("answer").is_none() && p.get("proof").is_none(), "{p}");
    }
    assert!(
        !body.contains("\"answer\""),
        "the answer is nowhere in the list"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_answer_is_right_with_the_proof_and_its_frames() {
    let server = start().await;
    let puzzle = &mancala::puzzle::shipped("o-an-quan")[0];
    let (status, body) = http_post(
        server.addr,
        "/api/puzzles/answer",
        &json!({"id": puzzle.id, "move": puzzle.answer, "lang": "vi"}).to_string(),
    )
    .await;
    assert!(status.contains("200"), "{status}: {body}");
    let a: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(a["right"], true);
    assert_eq!(a["move"], puzzle.answer.as_str());
    assert_eq!(a["value"], puzzle.proof.best);
    assert_eq!(a["best"], puzzle.proof.best);
    assert_eq!(a["answer"], puzzle.answer.as_str());
    assert_eq!(
        a["proof"],
        puzzle.proof_in(mancala::lang::Lang::from_code("vi").unwrap())
    );
    let last = &a["played"]["last_move"];
    assert_eq!(last["move"], puzzle.answer.as_str());
    let frames = last["frames"].as_array().unwrap();
    assert!(frames.len() > 1);
    assert_eq!(
        frames.last().unwrap()["pits"],
        a["played"]["pits"],
        "the last frame is the position after"
    );
    assert_eq!(a["answer_position"], a["played"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_move_gets_its_value_the_best_and_the_answer_animated() {
    let server = start().await;
    let puzzle = &mancala::puzzle::shipped("kalah")[0];
    let wrong = &puzzle.proof.values[1];
    let (status, body) = http_post(
        server.addr,
        "/api/puzzles/answer",
        &json!({"id": puzzle.id, "move": wrong.mv, "lang": "fr"}).to_string(),
    )
    .await;
    assert!(status.contains("200"), "{status}: {body}");
    let a: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(a["right"], false);
    assert_eq!(a["move"], wrong.mv.as_str());
    assert_eq!(a["value"], wrong.value);
    assert_eq!(a["best"], puzzle.proof.best);
    assert!(a["value"].as_i64() < a["best"].as_i64());
    assert_eq!(a["played"]["last_move"]["move"], wrong.mv.as_str());
    assert_eq!(
        a["answer_position"]["last_move"]["move"],
        puzzle.answer.as_str()
    );
    assert!(
        !a["answer_position"]["last_move"]["frames"]
            .as_array()
            .unwrap()
            .is_empty()
    );
    assert!(
        a["proof"].as_str().unwrap().contains("vaut"),
        "{}",
        a["proof"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_ids_moves_and_rulesets_are_refused_in_the_language_asked_for() {
    let server = start().await;
    let answer = |body: Value| {
        let addr = server.addr;
        async move { http_post(addr, "/api/puzzles/answer", &body.to_string()).await }
    };
    let (status, body) = answer(json!({"id": "o-an-quan-999", "move": "1L", "lang": "vi"})).await;
    assert!(status.contains("400"), "{status}");
    let refusal: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(refusal["code"], "bad_puzzle");
    assert_eq!(refusal["error"], "không có câu đố o-an-quan-999");
    let puzzle = &mancala::puzzle::shipped("o-an-quan")[0];
    let (status, body) = answer(json!({"id": puzzle.id, "move": "9Z", "lang": "vi"})).await;
    assert!(status.contains("400"), "{status}");
    let refusal: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(refusal["code"], "bad_move");
    assert_eq!(refusal["field"], "move");
    assert!(
        refusal["error"]
            .as_str()
            .unwrap()
            .chars()
            .any(|c| "ôơưăâđ".contains(c)),
        "in Vietnamese: {refusal}"
    );
    let (status, body) = answer(json!({"id": puzzle.id, "lang": "fr"})).await;
    assert!(status.contains("400"), "{status}");
    assert!(body.contains("envoyez"), "{body}");
    let (status, _) = http_post(server.addr, "/api/puzzles/answer", "{not json").await;
    assert!(status.contains("400"), "{status}");
    let (status, body) = answer(json!({"id": puzzle.id, "move": "1L", "lang": "xx"})).await;
    assert!(
        status.contains("400") && body.contains("xx"),
        "{status}: {body}"
    );
    let (status, body) = http_get(server.addr, "/api/puzzles?ruleset=sungka&lang=vi").await;
    assert!(status.contains("404"), "{status}");
    let refusal: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(
        refusal["error"],
        "không có câu đố cho `sungka`: hãy chọn một trong o-an-quan, oware-abapa, kalah"
    );
    // The server answers on.
    let (status, _) = http_get(server.addr, "/api/puzzles?ruleset=kalah").await;
    assert!(status.contains("200"), "{status}");
}
