//! The JSON position object and move steps of `shared/spec/json.md`.

use serde_json::{Map, Value, json};

use crate::{
    event::Event,
    family::Family,
    position::{EndReason, Kind, Outcome, PitId, Player, Position},
};

/// The outcome object.
#[must_use]
pub fn outcome_json(outcome: &Outcome, players: usize) -> Value {
    let mut map = Map::new();
    map.insert(
        "winner".into(),
        outcome.winner.map_or(Value::Null, Into::into),
    );
    map.insert("scores".into(), json!(outcome.scores(players)));
    map.insert("reason".into(), outcome.reason.as_str().into());
    if let EndReason::Limit(limit) = outcome.reason {
        map.insert("limit".into(), limit.key().into());
    }
    Value::Object(map)
}

/// The position object; `last_move` adds what the move just played did.
#[must_use]
pub fn position_json(
    rules: &dyn Family,
    pos: &Position,
    last_move: Option<(Player, &str, &[Event])>,
) -> Value {
    let players = pos.num_players();
    let legal: Vec<String> = if pos.is_over() {
        Vec::new()
    } else {
        let mut moves = crate::MoveList::new();
        rules.legal_moves(pos, &mut moves);
        moves.iter().map(|mv| rules.move_text(pos, mv)).collect()
    };
    let scores = rules.scores(pos);
    let mut map = Map::new();
    map.insert("ruleset".into(), rules.info().id.clone().into());
    map.insert("ply".into(), pos.ply().into());
    map.insert(
        "to_move".into(),
        pos.to_move().map_or(Value::Null, Into::into),
    );
    map.insert("pits".into(), json!(pos.pits()));
    map.insert("fen".into(), rules.board_text(pos).into());
    map.insert("scores".into(), json!(&scores[..players]));
    map.insert("legal_moves".into(), json!(legal));
    map.insert(
        "outcome".into(),
        pos.outcome()
            .map_or(Value::Null, |o| outcome_json(o, players)),
    );
    map.insert("detail".into(), rules.detail_json(pos));
    if let Some((player, text, events)) = last_move {
        map.insert(
            "last_move".into(),
            json!({"player": player, "move": text, "steps": steps_json(rules, events)}),
        );
    }
    Value::Object(map)
}

fn colour_letter(kind: Kind) -> &'static str {
    match kind {
        Kind::Plain => "R",
        Kind::Black => "B",
        Kind::Special => "S",
    }
}

/// The `steps` list of a move: consecutive drops are grouped into one `sow` step.
#[must_use]
pub fn steps_json(rules: &dyn Family, events: &[Event]) -> Vec<Value> {
    let coloured = rules.coloured();
    let mut steps = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let step = match events[i] {
            Event::Place { pit, .. } => json!({"kind": "place", "pit": pit}),
            Event::Lift { pit, count } => json!({"kind": "lift", "pit": pit, "count": count}),
            Event::Sow { .. } => {
                let mut pits = Vec::new();
                let mut colours = Vec::new();
                while let Some(Event::Sow { pit, kind }) = events.get(i) {
                    pits.push(*pit);
                    colours.push(colour_letter(*kind));
                    i += 1;
                }
                let step = if coloured {
                    json!({"kind": "sow", "pits": pits, "colours": colours})
                } else {
                    json!({"kind": "sow", "pits": pits})
                };
                steps.push(step);
                continue;
            }
            Event::Relay { pit, count } => json!({"kind": "relay", "pit": pit, "count": count}),
            Event::TakeOne { pit } => json!({"kind": "take-one", "pit": pit}),
            Event::Capture {
                pit, taken, points, ..
            } => {
                if coloured {
                    json!({"kind": "capture", "pit": pit, "count": taken.total(), "points": points,
                           "red": taken.plain, "black": taken.black, "special": taken.special})
                } else {
                    json!({"kind": "capture", "pit": pit, "count": taken.total(), "points": points})
                }
            }
            Event::GrandSlam { pit, .. } => json!({"kind": "grand-slam", "pit": pit}),
            Event::Bonus => json!({"kind": "bonus"}),
            Event::Stop { why, pit, .. } => match pit {
                Some(pit) => json!({"kind": "stop", "why": why.as_str(), "pit": pit}),
                None => json!({"kind": "stop", "why": why.as_str()}),
            },
            Event::Refill(r) => json!({"kind": "refill", "player": r.player, "own": r.own,
                "borrowed": r.borrowed, "bank": r.bank, "sold": r.sold}),
            Event::Pass { player } => json!({"kind": "pass", "player": player}),
            Event::NewRound {
                round, out_of_play, ..
            } => {
                let burnt: Vec<u8> = (0..128u8)
                    .filter(|&pit| out_of_play & (1u128 << pit) != 0)
                    .collect();
                json!({"kind": "new-round", "round": round, "burnt": burnt})
            }
            Event::Sweep { player, count } => {
                json!({"kind": "sweep", "player": player, "count": count})
            }
            Event::Limit { limit } => json!({"kind": "limit", "limit": limit.key()}),
            // Not steps: what the narration reads.
            Event::Restriction(_) | Event::GameEnd { .. } => {
                i += 1;
                continue;
            }
        };
        steps.push(step);
        i += 1;
    }
    steps
}

/// For each event, the index of the step of [`steps_json`] it belongs to: a sowing run is one
/// step; restrictions and the end of the game are none.
#[must_use]
pub fn event_steps(events: &[Event]) -> Vec<Option<usize>> {
    let mut steps = Vec::with_capacity(events.len());
    let mut next = 0;
    for (i, event) in events.iter().enumerate() {
        match event {
            Event::Restriction(_) | Event::GameEnd { .. } => steps.push(None),
            Event::Sow { .. }
                if matches!(events.get(i.wrapping_sub(1)), Some(Event::Sow { .. })) =>
            {
                steps.push(Some(next - 1));
            }
            _ => {
                steps.push(Some(next));
                next += 1;
            }
        }
    }
    steps
}

/// What a board needs to show a move step by step: `frames`, the board after each event
/// (`{"step", "pits", "scores", "detail"}`, the step an index into `last_move.steps`), and
/// `narration`, the `--explain` account with the step each sentence starts at. `frames[i]`
/// is the position just after `ply.events[i]` ([`crate::Game::play_framed`]).
#[must_use]
pub fn animation_json(rules: &dyn Family, ply: &crate::game::Ply, frames: &[Position]) -> Value {
    animation_json_in(rules, crate::lang::Lang::english(), ply, frames)
}

/// [`animation_json`] with its narration in `lang`.
#[must_use]
pub fn animation_json_in(
    rules: &dyn Family,
    lang: crate::lang::Lang,
    ply: &crate::game::Ply,
    frames: &[Position],
) -> Value {
    let steps = event_steps(&ply.events);
    let players = ply.before.num_players();
    let frames: Vec<Value> = ply
        .events
        .iter()
        .zip(frames)
        .zip(&steps)
        .filter_map(|((_, pos), step)| {
            let step = (*step)?;
            let mut frame = json!({
                "step": step,
                "pits": pos.pits(),
                "scores": &rules.scores(pos)[..players],
                "detail": rules.detail_json(pos),
            });
            if let (Value::Object(frame), Value::Object(kinds), Value::Object(marks)) = (
                &mut frame,
                piece_kinds_json(pos),
                board_marks_json(rules, pos),
            ) {
                frame.extend(kinds);
                frame.extend(marks);
            }
            Some(frame)
        })
        .collect();
    let narration = narration_json_in(rules, lang, ply);
    json!({"frames": frames, "narration": narration})
}

/// The `narration` of [`animation_json`] in `lang`: the `--explain` account of the move, each
/// sentence with the step it starts at (`[{"step", "text"}]`).
#[must_use]
pub fn narration_json_in(
    rules: &dyn Family,
    lang: crate::lang::Lang,
    ply: &crate::game::Ply,
) -> Value {
    let steps = event_steps(&ply.events);
    // A sentence about an event that is no step (the end of the game) goes with the last step.
    let last_step = steps.iter().rev().find_map(|s| *s).unwrap_or(0);
    let narration: Vec<Value> =
        crate::render::tagged_explanation_in(rules, lang, &ply.before, &ply.mv, &ply.events)
            .into_iter()
            .map(|(event, text)| {
                let step = steps
                    .get(event..)
                    .and_then(|rest| rest.iter().find_map(|s| *s))
                    .unwrap_or(last_step);
                json!({"step": step, "text": text})
            })
            .collect();
    Value::Array(narration)
}

/// The kinds of the pieces in each pit, for boards that draw them: `{"black": [...],
/// "special": [...]}` when any pit holds black or special pieces (the rest are plain), and an
/// empty object when none does.
#[must_use]
pub fn piece_kinds_json(pos: &Position) -> Value {
    let pits = 0..pos.num_pits() as u8;
    let black: Vec<u16> = pits.clone().map(|p| pos.pieces(p).black).collect();
    let special: Vec<u16> = pits.map(|p| pos.pieces(p).special).collect();
    if black.iter().chain(&special).all(|&n| n == 0) {
        return json!({});
    }
    json!({"black": black, "special": special})
}

/// What a board shows besides the counts, as the rules decide it: `"worth"`, the points of each
/// pit whose worth is not its piece count (`null` for the others) and `"young"`, the pits the
/// rules protect now (Ô ăn quan's mandarin squares and quan non), when a pit has a worth of its
/// own; `"captured"`, the pieces each player holds off the board, when any does. An empty
/// object when there is none of these.
#[must_use]
pub fn board_marks_json(rules: &dyn Family, pos: &Position) -> Value {
    let mut marks = Map::new();
    let worths: Vec<_> = (0..pos.num_pits() as PitId)
        .map(|pit| rules.pit_worth(pos, pit))
        .collect();
    if worths.iter().any(Option::is_some) {
        let points: Vec<Value> = worths
            .iter()
            .map(|w| w.map_or(Value::Null, |w| json!(w.points)))
            .collect();
        let young: Vec<PitId> = (0..pos.num_pits() as PitId)
            .filter(|&pit| worths[usize::from(pit)].is_some_and(|w| w.young))
            .collect();
        marks.insert("worth".into(), json!(points));
        marks.insert("young".into(), json!(young));
    }
    let players = pos.num_players() as Player;
    let captured: Vec<u16> = (0..players).map(|p| pos.bank(p).total()).collect();
    if captured.iter().any(|&n| n > 0) {
        marks.insert("captured".into(), json!(captured));
    }
    Value::Object(marks)
}

/// The legal moves with what a board needs to offer them: `{"move", "pit", "lands", "path",
/// "first"}` and `"special"` when the move drops a special piece: the pit a player clicks, the
/// pit where the first sowing's last piece falls (the move's own pit for a placement), the pits
/// that sowing drops into in order (empty for a placement), the kind of its first piece that is
/// not special (`plain` or `black`) and the pit its special piece falls into, for a board that
/// offers a move's direction and colours on the pits and previews it before it is played.
#[must_use]
pub fn legal_moves_json(rules: &dyn Family, pos: &Position) -> Vec<Value> {
    if pos.is_over() {
        return Vec::new();
    }
    let mut moves = crate::MoveList::new();
    rules.legal_moves(pos, &mut moves);
    moves
        .iter()
        .map(|mv| {
            let mut after = pos.clone();
            let mut log = crate::event::EventLog::new();
            let mut reps = crate::engine::Repetitions::new();
            crate::engine::apply(rules, &mut after, mv, &mut reps, &mut log);
            let sown: Vec<(PitId, Kind)> = log
                .events()
                .iter()
                .skip_while(|e| !matches!(e, Event::Lift { .. } | Event::Place { .. }))
                .skip(1)
                .map_while(|e| match e {
                    Event::Sow { pit, kind } => Some((*pit, *kind)),
                    _ => None,
                })
                .collect();
            let lands = sown.last().map_or(mv.pit, |&(pit, _)| pit);
            let path: Vec<PitId> = sown.iter().map(|&(pit, _)| pit).collect();
            let mut entry = json!({
                "move": rules.move_text(pos, mv),
                "pit": mv.pit,
                "lands": lands,
                "path": path,
            });
            if let Some(&(_, kind)) = sown.iter().find(|&&(_, kind)| kind != Kind::Special) {
                entry["first"] = json!(if kind == Kind::Black {
                    "black"
                } else {
                    "plain"
                });
            }
            if let Some(&(pit, _)) = sown.iter().find(|&&(_, kind)| kind == Kind::Special) {
                entry["special"] = json!(pit);
            }
            entry
        })
        .collect()
}
