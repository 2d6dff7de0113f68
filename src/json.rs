//! The JSON position object and move steps of `shared/spec/json.md`.

use serde_json::{Map, Value, json};

use crate::{
    event::Event,
    family::Family,
    position::{EndReason, Kind, Outcome, Player, Position},
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
