//! The puzzle page (`/puzzles`, `/puzzles/ID`) and its two endpoints:
//!
//! - `GET /api/puzzles?ruleset=&lang=`: the shipped puzzles of a ruleset, easiest first, each
//!   with its `id`, `rating`, `fen`, the `position` for the board, the `board_svg` and the
//!   `question` in the language; never the answer.
//! - `POST /api/puzzles/answer` `{"id", "move", "lang"?}`: whether the move is the answer, the
//!   proof in words, the values of the move played and of the best, the answer, and the
//!   position after each of the two moves with its frames (as the board animates a move).
//!
//! Both go through [`admit`] (the language, the address's rate); a bad ruleset, id or move is
//! refused (`{"code", "field", "error"}`) in the language asked for.

use std::sync::Arc;

use axum::{
    Json, Router,
    extract::{Query, State},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use mancala::{Family, game::Game, lang::Lang, puzzle::Puzzle};
use serde_json::{Value, json};

use super::{LangQuery, Shared, admit, analysis::Refused};

/// The puzzle page.
pub(crate) const PUZZLES_PAGE: &str = include_str!("../page/puzzles.html");

/// The largest body `POST /api/puzzles/answer` reads.
pub const MAX_ANSWER_BYTES: usize = 4 << 10;

/// The routes of the puzzle page.
pub(crate) fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/puzzles", get(page))
        .route("/puzzles/{id}", get(page))
        .route("/api/puzzles", get(list))
        .route(
            "/api/puzzles/answer",
            post(answer).layer(axum::extract::DefaultBodyLimit::max(MAX_ANSWER_BYTES)),
        )
}

async fn page(Query(query): Query<LangQuery>, headers: HeaderMap) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let lang = crate::page::page_language(query.lang.as_deref(), accept);
    let html = PUZZLES_PAGE.replacen(
        r#"<html lang="en">"#,
        &format!(r#"<html lang="{}">"#, lang.code()),
        1,
    );
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], html).into_response()
}

fn refused(status: StatusCode, refusal: &Refused) -> Response {
    (status, Json(refusal.to_json())).into_response()
}

/// The query of `GET /api/puzzles`.
#[derive(Debug, serde::Deserialize)]
pub(crate) struct ListQuery {
    ruleset: Option<String>,
    lang: Option<String>,
}

/// The rulesets with shipped puzzles, for the error naming them.
fn known() -> String {
    mancala::puzzle::SHIPPED_IDS.join(", ")
}

/// One puzzle as the page shows it: no answer.
fn puzzle_json(puzzle: &Puzzle, rules: &Arc<dyn Family>, lang: Lang) -> Option<Value> {
    let game = puzzle.game(Arc::clone(rules)).ok()?;
    let pos = game.position();
    Some(json!({
        "id": puzzle.id,
        "ruleset": puzzle.ruleset,
        "rating": puzzle.difficulty.rating,
        "fen": puzzle.fen,
        "position": crate::analysis::position_object(&**rules, pos, lang),
        "board_svg": crate::viewer::board(&**rules, pos, pos.turn(), lang),
        "question": puzzle.question_in(lang, &**rules, &game),
    }))
}

/// `GET /api/puzzles`: `{"ruleset", "puzzles": [...]}`, easiest first.
pub(crate) async fn list(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    Query(query): Query<ListQuery>,
) -> Response {
    let lang = match admit(
        &shared,
        &extensions,
        &LangQuery {
            lang: query.lang.clone(),
        },
    ) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let id = query.ruleset.clone().unwrap_or_default();
    let puzzles = mancala::puzzle::shipped(&id);
    let rules = shared.registry.builtin(&id);
    let (Some(rules), false) = (rules, puzzles.is_empty()) else {
        let error = lang.text(
            "serve-puzzles-err-ruleset",
            &[("ruleset", id.into()), ("known", known().into())],
        );
        return refused(
            StatusCode::NOT_FOUND,
            &Refused {
                code: "bad_ruleset",
                field: "ruleset",
                error,
            },
        );
    };
    let mut list: Vec<&Puzzle> = puzzles.iter().collect();
    list.sort_by_key(|p| (p.difficulty.rating, p.id.clone()));
    let puzzles: Vec<Value> = list
        .into_iter()
        .filter_map(|p| puzzle_json(p, &rules, lang))
        .collect();
    Json(json!({"ruleset": rules.info().id, "puzzles": puzzles})).into_response()
}

/// The body of `POST /api/puzzles/answer`.
#[derive(Debug, serde::Deserialize)]
pub(crate) struct AnswerRequest {
    id: Option<String>,
    #[serde(rename = "move")]
    mv: Option<String>,
    lang: Option<String>,
}

/// The position after `text` is played in `game`, with its `last_move`'s frames and narration.
fn played(game: &Game, text: &str, lang: Lang) -> Option<Value> {
    let mut game = game.clone();
    let mv = game.checked_move(text).ok()?;
    let rules = Arc::clone(game.shared_rules());
    let (ply, frames) = game.play_framed(&mv).ok()?;
    let mut position = crate::analysis::position_object(&*rules, &ply.after, lang);
    position["last_move"] = crate::analysis::last_move_json(&*rules, ply, &frames, lang);
    Some(position)
}

/// The answer to a move played in a puzzle, or why it is refused.
///
/// # Errors
/// No id or no move, an id that names no shipped puzzle, a move that is not legal there.
pub fn answer_json(
    registry: &dyn mancala::family::Registry,
    id: &str,
    text: &str,
    lang: Lang,
) -> Result<Value, Refused> {
    let Some(puzzle) = mancala::puzzle::find_shipped(id) else {
        return Err(Refused {
            code: "bad_puzzle",
            field: "id",
            error: lang.text("serve-puzzles-err-id", &[("id", id.to_owned().into())]),
        });
    };
    let broken = || Refused {
        code: "bad_puzzle",
        field: "id",
        error: lang.text("serve-puzzles-err-id", &[("id", id.to_owned().into())]),
    };
    let rules = registry.builtin(&puzzle.ruleset).ok_or_else(broken)?;
    let game = puzzle.game(Arc::clone(&rules)).map_err(|_| broken())?;
    if text.trim().is_empty() || text.chars().count() > 64 {
        return Err(Refused {
            code: "bad_move",
            field: "move",
            error: lang.text("serve-puzzles-err-no-move", &[]),
        });
    }
    let verdict = puzzle.check(&game, text.trim()).map_err(|e| Refused {
        code: "bad_move",
        field: "move",
        error: mancala::render::move_error_in(lang, &*rules, game.position(), &e),
    })?;
    let (right, move_text, value) = match verdict {
        mancala::puzzle::Verdict::Right => (true, puzzle.answer.clone(), puzzle.proof.best),
        mancala::puzzle::Verdict::Wrong { played, value } => (false, played, value),
    };
    let after = played(&game, &move_text, lang).ok_or_else(broken)?;
    let answer_after = if right {
        after.clone()
    } else {
        played(&game, &puzzle.answer, lang).ok_or_else(broken)?
    };
    Ok(json!({
        "id": puzzle.id,
        "right": right,
        "move": move_text,
        "value": value,
        "answer": puzzle.answer,
        "best": puzzle.proof.best,
        "rating": puzzle.difficulty.rating,
        "proof": puzzle.proof_in(lang),
        "played": after,
        "answer_position": answer_after,
    }))
}

/// `POST /api/puzzles/answer`.
pub(crate) async fn answer(
    State(shared): State<Arc<Shared>>,
    extensions: axum::http::Extensions,
    body: String,
) -> Response {
    let request: Result<AnswerRequest, _> = serde_json::from_str(&body);
    let lang_code = request.as_ref().ok().and_then(|r| r.lang.clone());
    let lang = match admit(&shared, &extensions, &LangQuery { lang: lang_code }) {
        Ok(lang) => lang,
        Err(refused) => return *refused,
    };
    let Ok(request) = request else {
        return refused(
            StatusCode::BAD_REQUEST,
            &Refused {
                code: "bad_request",
                field: "",
                error: lang.text("serve-puzzles-err-request", &[]),
            },
        );
    };
    let (Some(id), Some(mv)) = (request.id, request.mv) else {
        return refused(
            StatusCode::BAD_REQUEST,
            &Refused {
                code: "bad_request",
                field: "",
                error: lang.text("serve-puzzles-err-request", &[]),
            },
        );
    };
    let registry = Arc::clone(&shared.registry);
    let lang_done = lang;
    let made =
        tokio::task::spawn_blocking(move || answer_json(&*registry, &id, &mv, lang_done)).await;
    match made {
        Ok(Ok(value)) => Json(value).into_response(),
        Ok(Err(refusal)) => refused(StatusCode::BAD_REQUEST, &refusal),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}
