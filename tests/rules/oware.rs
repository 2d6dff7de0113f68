//! `oware-abapa` against the OpenSpiel reference games of `tests/data/oracle/oware.jsonl` (copied
//! from `shared/oracle/`).
//!
//! Agreement, as the oracle README defines it: every non-terminal state equal (pits, scores,
//! player to move, the set of legal moves), the game ends after the same move, and the winner and
//! final scores equal the recorded result.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::common::game;

const ORACLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/oracle/oware.jsonl");

fn ints(v: &Value) -> Vec<i64> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|x| x.as_i64().expect("an integer"))
        .collect()
}

/// Replays one recorded game; `Err` says where it first disagrees.
fn replay(rec: &Value) -> Result<(), String> {
    let mut g = game("oware-abapa");
    let moves = ints(&rec["moves"]);
    let states = rec["states"].as_array().expect("states");
    assert_eq!(states.len(), moves.len() + 1, "a state after every move");
    for (i, state) in states.iter().enumerate() {
        let pos = g.position();
        let terminal = state["terminal"].as_bool().expect("terminal");
        if terminal != pos.is_over() {
            return Err(format!(
                "state {i}: oracle terminal = {terminal}, engine over = {}",
                pos.is_over()
            ));
        }
        let pits: Vec<i64> = pos.pits().iter().map(|&c| i64::from(c)).collect();
        let scores = g.rules().scores(pos);
        let scores = vec![i64::from(scores[0]), i64::from(scores[1])];
        if !terminal {
            if pits != ints(&state["pits"]) {
                return Err(format!(
                    "state {i}: pits {pits:?}, oracle {:?}",
                    ints(&state["pits"])
                ));
            }
            if scores != ints(&state["stores"]) {
                return Err(format!(
                    "state {i}: scores {scores:?}, oracle {:?}",
                    ints(&state["stores"])
                ));
            }
            let to_move = pos.to_move().map(i64::from);
            if to_move != state["to_move"].as_i64() {
                return Err(format!(
                    "state {i}: to move {to_move:?}, oracle {}",
                    state["to_move"]
                ));
            }
            let legal: BTreeSet<i64> = g.legal_moves().iter().map(|m| i64::from(m.pit)).collect();
            let oracle: BTreeSet<i64> = ints(&state["legal"]).into_iter().collect();
            if legal != oracle {
                return Err(format!("state {i}: legal {legal:?}, oracle {oracle:?}"));
            }
        }
        if let Some(&m) = moves.get(i) {
            if terminal {
                return Err(format!("state {i} is terminal but a move follows"));
            }
            g.play_text(&(m + 1).to_string())
                .map_err(|e| format!("move {i} ({m}): {e}"))?;
        }
    }
    let outcome = g
        .position()
        .outcome()
        .ok_or("the engine's game is not over after the last move")?;
    let result = &rec["result"];
    let winner = outcome.winner.map(i64::from);
    if winner != result["winner"].as_i64() {
        return Err(format!("winner {winner:?}, oracle {}", result["winner"]));
    }
    let finals = vec![i64::from(outcome.scores[0]), i64::from(outcome.scores[1])];
    if finals != ints(&result["final_scores"]) {
        return Err(format!(
            "final scores {finals:?}, oracle {:?}",
            ints(&result["final_scores"])
        ));
    }
    let reason = outcome.reason.as_str().replace('-', "_");
    if Some(reason.as_str()) != result["end_reason"].as_str() {
        return Err(format!(
            "end reason {reason}, oracle {}",
            result["end_reason"]
        ));
    }
    if g.position().pits().iter().any(|&c| c != 0) {
        return Err("the board is not empty after the sweep".into());
    }
    Ok(())
}

#[test]
fn oware_abapa_agrees_with_every_openspiel_reference_game() {
    let text = std::fs::read_to_string(ORACLE).expect("the oracle file");
    let mut total = 0;
    let mut agree = 0;
    let mut failures = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let rec: Value = serde_json::from_str(line).expect("a JSON game");
        total += 1;
        match replay(&rec) {
            Ok(()) => agree += 1,
            Err(why) => failures.push(format!("seed {}: {why}", rec["seed"])),
        }
    }
    println!("oracle agreement: {agree} of {total} games");
    assert!(
        failures.is_empty(),
        "{} disagreements, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
    assert_eq!((agree, total), (300, 300));
}
