//! What the page's "Learn" view asks the server: the lessons of a game with their words,
//! positions and the example moves' animation frames, and the verdict on a learner's move in a
//! task. The lessons and their checks are the library's ([`mancala::lesson`]); the page holds
//! no account of the rules.
//!
//! - `GET /api/lessons?ruleset=R&lang=L` → `{"set", "name", "lessons": [{"number", "title",
//!   "ruleset", "board_svg", "steps": [...]}]}` (`board_svg`: the lesson's board drawn, its
//!   steps' positions painted on it): each step `{"kind", "text"}` with, for `text`, its board's
//!   `position` (or null); for `example`, its `start` and `moves`, each `{"move", "position"}`
//!   with the position's `last_move` steps, frames and narration as a room's `update` has
//!   them; for `task`, its `position`.
//! - `POST /api/lessons/answer?lang=L` with `{"ruleset", "lesson", "step", "move"}` → `{"right",
//!   "move", "said", "explanation", "position"}`: whether the move meets the task's goal, a
//!   sentence saying so, what the move did (the engine's narration; for a wrong move also what
//!   it missed and the lesson's hint), and the position after it with its frames.
//!
//! A refusal is 422 with `{"code", "field", "error"}` as the analysis endpoints give it:
//! `bad_ruleset` (no lessons for it), `bad_request` (no such lesson or task step) or
//! `bad_move`.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock},
};

use serde::Deserialize;
use serde_json::{Value, json};

use mancala::{
    Family, Game, Position,
    family::Registry,
    lang::Lang,
    lesson::{self, Lesson, StepKind},
    render,
};

use crate::analysis::{Refused, position_object};

/// The shipped lessons, by set name.
type Sets = Arc<HashMap<&'static str, Vec<Lesson>>>;

/// The shipped sets of lessons, read and checked once.
fn sets(registry: &dyn Registry) -> Result<Sets, Refused> {
    static SETS: OnceLock<Mutex<Option<Sets>>> = OnceLock::new();
    let cell = SETS.get_or_init(|| Mutex::new(None));
    let mut held = cell
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(sets) = &*held {
        return Ok(Arc::clone(sets));
    }
    let mut sets = HashMap::new();
    for set in lesson::shipped_sets() {
        let lessons = lesson::shipped(registry, set)
            .map_err(|e| refused("bad_ruleset", "ruleset", e.to_string()))?;
        sets.insert(set, lessons);
    }
    let sets = Arc::new(sets);
    *held = Some(Arc::clone(&sets));
    Ok(sets)
}

fn refused(code: &'static str, field: &'static str, error: impl Into<String>) -> Refused {
    Refused {
        code,
        field,
        error: error.into(),
    }
}

/// The set of lessons that teaches `ruleset` (a shipped id), with its name in `lang`.
fn set_of(
    registry: &dyn Registry,
    ruleset: &str,
    lang: Lang,
) -> Result<(&'static str, String), Refused> {
    let rules = registry.builtin(ruleset).ok_or_else(|| {
        refused(
            "bad_ruleset",
            "ruleset",
            lang.text(
                "learn-no-set",
                &[
                    ("ruleset", ruleset.into()),
                    ("sets", lesson::shipped_sets().join(", ").into()),
                ],
            ),
        )
    })?;
    let set = lesson::set_for(registry, &*rules).ok_or_else(|| {
        refused(
            "bad_ruleset",
            "ruleset",
            lang.text(
                "learn-no-set",
                &[
                    ("ruleset", ruleset.into()),
                    ("sets", lesson::shipped_sets().join(", ").into()),
                ],
            ),
        )
    })?;
    Ok((set, mancala::ruleset::ruleset_name_in(lang, rules.info())))
}

/// A position for the page, with its `fen`.
fn position(rules: &dyn Family, game: &Game, lang: Lang) -> Value {
    let mut position = position_object(rules, game.position(), lang);
    position["fen"] = game.fen().into();
    position
}

/// The position after a move, with its `last_move` (steps, frames, narration in `lang`).
fn after_move(
    rules: &dyn Family,
    game: &Game,
    ply: &mancala::Ply,
    frames: &[Position],
    lang: Lang,
) -> Value {
    let mut answer = position(rules, game, lang);
    answer["last_move"] = crate::analysis::last_move_json(rules, ply, frames, lang);
    answer
}

/// `GET /api/lessons`: every lesson of the set that teaches `ruleset`, in `lang`.
///
/// # Errors
/// No shipped ruleset `ruleset`, or no lessons for its game.
pub fn lessons_answer(
    registry: &dyn Registry,
    ruleset: &str,
    lang: Lang,
) -> Result<Value, Refused> {
    let (set, name) = set_of(registry, ruleset, lang)?;
    let sets = sets(registry)?;
    let lessons = sets.get(set).map(Vec::as_slice).unwrap_or_default();
    let lessons: Vec<Value> = lessons
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            let rules = Arc::clone(&lesson.rules);
            let steps: Vec<Value> = lesson
                .steps
                .iter()
                .map(|step| {
                    let text = lesson.text_in(lang, &step.text);
                    match &step.kind {
                        StepKind::Text { board } => json!({
                            "kind": "text",
                            "text": text,
                            "position": board.as_ref().map(|g| position(&*rules, g, lang)),
                        }),
                        StepKind::Example { start, moves } => {
                            let mut game = start.clone();
                            let played: Vec<Value> = moves
                                .iter()
                                .map(|mv| {
                                    let (ply, frames) =
                                        game.play_framed(mv).expect("a checked example");
                                    let ply = ply.clone();
                                    json!({
                                        "move": ply.text,
                                        "position": after_move(&*rules, &game, &ply, &frames, lang),
                                    })
                                })
                                .collect();
                            json!({
                                "kind": "example",
                                "text": text,
                                "start": position(&*rules, start, lang),
                                "moves": played,
                            })
                        }
                        StepKind::Task(task) => json!({
                            "kind": "task",
                            "text": text,
                            "position": position(&*rules, &task.start, lang),
                        }),
                    }
                })
                .collect();
            // The board's drawing, once per lesson: every step's position is painted on it.
            let drawn = lesson.steps.first().and_then(|step| match &step.kind {
                StepKind::Text { board } => board.as_ref().map(Game::position),
                StepKind::Example { start, .. } => Some(start.position()),
                StepKind::Task(task) => Some(task.start.position()),
            });
            let start;
            let drawn = match drawn {
                Some(pos) => pos,
                None => {
                    start = Game::new(Arc::clone(&rules), 0);
                    start.position()
                }
            };
            json!({
                "number": i + 1,
                "title": lesson.title_in(lang),
                "ruleset": rules.info().id,
                "board_svg": crate::viewer::board(&*rules, drawn, 0, lang),
                "steps": steps,
            })
        })
        .collect();
    Ok(json!({"set": set, "name": name, "lessons": lessons}))
}

/// A learner's move in a task.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerRequest {
    /// The ruleset whose lessons these are (as for `GET /api/lessons`).
    pub ruleset: String,
    /// The lesson's number, from 1.
    pub lesson: usize,
    /// The task's index among the lesson's steps, from 0.
    pub step: usize,
    /// The move.
    #[serde(rename = "move")]
    pub mv: String,
}

/// `POST /api/lessons/answer`: the verdict on a learner's move in a task.
///
/// # Errors
/// A body that is not an answer, no such lessons, lesson or task, or a move that is not legal
/// there.
pub fn answer(registry: &dyn Registry, body: &str, lang: Lang) -> Result<Value, Refused> {
    let request: AnswerRequest = serde_json::from_str(body)
        .map_err(|e| refused("bad_request", "", format!("not an answer: {e}")))?;
    if request.mv.chars().count() > 64 {
        return Err(refused(
            "bad_move",
            "move",
            "a move is at most 64 characters",
        ));
    }
    let (set, _) = set_of(registry, &request.ruleset, lang)?;
    let sets = sets(registry)?;
    let lessons = sets.get(set).map(Vec::as_slice).unwrap_or_default();
    let lesson = request
        .lesson
        .checked_sub(1)
        .and_then(|i| lessons.get(i))
        .ok_or_else(|| {
            refused(
                "bad_request",
                "lesson",
                lang.text(
                    "learn-no-lesson",
                    &[
                        ("number", request.lesson.into()),
                        ("count", lessons.len().into()),
                    ],
                ),
            )
        })?;
    let Some(StepKind::Task(task)) = lesson.steps.get(request.step).map(|s| &s.kind) else {
        return Err(refused(
            "bad_request",
            "step",
            format!("step {} of this lesson is not a task", request.step),
        ));
    };
    let rules = Arc::clone(&lesson.rules);
    let attempt = task.attempt(&request.mv).map_err(|e| {
        refused(
            "bad_move",
            "move",
            render::move_error_in(lang, &*rules, task.start.position(), &e),
        )
    })?;
    let mut game = task.start.clone();
    game.play(&attempt.ply.mv)
        .expect("an attempted move is legal");
    let text = attempt.ply.text.clone();
    let (said, explanation) = if attempt.is_right() {
        let said = if attempt.ply.mv == task.answer {
            lang.text("learn-right", &[("move", text.clone().into())])
        } else {
            lang.text(
                "learn-right-other",
                &[
                    ("move", text.clone().into()),
                    ("answer", task.answer_text().into()),
                ],
            )
        };
        let lines = rules.explain_in(
            lang,
            &attempt.ply.before,
            &attempt.ply.mv,
            &attempt.ply.events,
        );
        (said, lines)
    } else {
        (
            lang.text("learn-wrong", &[("move", text.clone().into())]),
            lesson.wrong_answer_in(lang, task, &attempt),
        )
    };
    Ok(json!({
        "right": attempt.is_right(),
        "move": text,
        "said": said,
        "explanation": explanation,
        "position": after_move(&*rules, &game, &attempt.ply, &attempt.frames, lang),
    }))
}
