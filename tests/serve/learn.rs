//! The server's side of the "Learn" view: `GET /api/lessons` gives a game's lessons with their
//! words, boards and the examples' animation frames, and `POST /api/lessons/answer` checks a
//! learner's move in a task (docs/src/lessons.md).

use mancala::{
    Rules,
    lang::Lang,
    lesson::{self, StepKind},
};
use serde_json::{Value, json};

use super::{http_get, http_post, start};

async fn post_answer(addr: std::net::SocketAddr, lang: &str, body: &Value) -> (String, Value) {
    let (status, text) = http_post(
        addr,
        &format!("/api/lessons/answer?lang={lang}"),
        &body.to_string(),
    )
    .await;
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_finishes_the_o_an_quan_lessons_through_the_api_each_task_once_wrong_then_right()
{
    let server = start().await;
    let (status, text) = http_get(server.addr, "/api/lessons?ruleset=o-an-quan&lang=vi").await;
    assert!(status.contains("200"), "{status}: {text}");
    let set: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(set["set"], "o-an-quan");
    let lessons = set["lessons"].as_array().unwrap();
    let shipped = lesson::shipped(&Rules, "o-an-quan").unwrap();
    assert_eq!(lessons.len(), shipped.len());
    let vi = Lang::from_code("vi").unwrap();
    assert_eq!(lessons[0]["title"], "Bàn chơi và các ô");
    let mut tasks = 0;
    for (n, (sent, lesson)) in lessons.iter().zip(&shipped).enumerate() {
        for (i, (step, kept)) in sent["steps"]
            .as_array()
            .unwrap()
            .iter()
            .zip(&lesson.steps)
            .enumerate()
        {
            assert_eq!(step["text"], lesson.text_in(vi, &kept.text).as_str());
            match &kept.kind {
                StepKind::Text { .. } => assert_eq!(step["kind"], "text"),
                StepKind::Example { moves, .. } => {
                    assert_eq!(step["kind"], "example");
                    let sent_moves = step["moves"].as_array().unwrap();
                    assert_eq!(sent_moves.len(), moves.len());
                    for mv in sent_moves {
                        let last = &mv["position"]["last_move"];
                        assert!(!last["frames"].as_array().unwrap().is_empty(), "{mv}");
                        assert!(!last["narration"].as_array().unwrap().is_empty(), "{mv}");
                    }
                }
                StepKind::Task(task) => {
                    assert_eq!(step["kind"], "task");
                    assert_eq!(step["position"]["fen"], task.start.fen().as_str());
                    // A wrong move first: the first of the position's moves that misses.
                    let mut wrong = None;
                    for mv in step["position"]["moves"].as_array().unwrap() {
                        let text = mv.as_str().or_else(|| mv["move"].as_str()).unwrap();
                        let (status, verdict) = post_answer(
                            server.addr,
                            "vi",
                            &json!({"ruleset": "o-an-quan", "lesson": n + 1, "step": i, "move": text}),
                        )
                        .await;
                        assert!(status.contains("200"), "{status}: {verdict}");
                        if verdict["right"] == false {
                            wrong = Some(verdict);
                            break;
                        }
                    }
                    let wrong = wrong.expect("a task is a real choice");
                    assert!(wrong["said"].as_str().unwrap().starts_with("Chưa đúng"));
                    let hint = lesson.text_in(vi, &task.hint);
                    let told = wrong["explanation"].as_array().unwrap();
                    assert!(told.last().unwrap().as_str().unwrap().contains(&hint));
                    assert!(
                        !wrong["position"]["last_move"]["frames"]
                            .as_array()
                            .unwrap()
                            .is_empty()
                    );
                    let (status, right) = post_answer(
                        server.addr,
                        "vi",
                        &json!({"ruleset": "o-an-quan", "lesson": n + 1, "step": i, "move": task.answer_text()}),
                    )
                    .await;
                    assert!(status.contains("200"), "{status}: {right}");
                    assert_eq!(right["right"], true, "{right}");
                    assert!(right["said"].as_str().unwrap().starts_with("Đúng rồi!"));
                    tasks += 1;
                }
            }
        }
    }
    assert!(tasks >= 12);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_answer_or_an_unknown_ruleset_is_refused_with_what_to_change() {
    let server = start().await;
    let (status, body) = http_get(server.addr, "/api/lessons?ruleset=no-such&lang=en").await;
    assert!(status.contains("422"), "{status}");
    assert!(body.contains("bad_ruleset"), "{body}");
    let (status, refusal) = post_answer(
        server.addr,
        "en",
        &json!({"ruleset": "o-an-quan", "lesson": 1, "step": 2, "move": "9Z"}),
    )
    .await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(refusal["code"], "bad_move");
    let (status, refusal) = post_answer(
        server.addr,
        "en",
        &json!({"ruleset": "o-an-quan", "lesson": 99, "step": 2, "move": "1R"}),
    )
    .await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(refusal["field"], "lesson");
    assert_eq!(
        refusal["error"],
        "There is no lesson 99: the lessons go from 1 to 13."
    );
    let (status, refusal) = post_answer(
        server.addr,
        "en",
        &json!({"ruleset": "o-an-quan", "lesson": 1, "step": 0, "move": "1R"}),
    )
    .await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(refusal["field"], "step");
    let (status, refusal) = post_answer(server.addr, "en", &json!({"lesson": 1})).await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(refusal["code"], "bad_request");
}
