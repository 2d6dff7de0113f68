//! The `kalah` ruleset against 300 reference games played by OpenSpiel's `mancala`
//! (`tests/data/oracle/kalah.jsonl`, copied from `shared/oracle/`; agreement as the `README.md`
//! beside it defines it).

use std::sync::Arc;

use mancala::{Family, Game, Position, Rules};
use serde_json::Value;

const ORACLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/oracle/kalah.jsonl");

/// Oracle pit `i` (0..5) is South's house `i+1` (ring `i`); oracle pit `6+j` is North's house
/// `j+1` (ring `7+j`).
fn ring(oracle_pit: usize) -> u8 {
    (if oracle_pit < 6 {
        oracle_pit
    } else {
        oracle_pit + 1
    }) as u8
}

fn numbers(v: &Value) -> Vec<i64> {
    v.as_array()
        .expect("an array")
        .iter()
        .map(|n| n.as_i64().expect("an integer"))
        .collect()
}

/// Our position in the oracle's terms: pits, stores, player to move, legal moves.
fn view(g: &Game) -> (Vec<i64>, Vec<i64>, Option<i64>, Vec<i64>) {
    let pos: &Position = g.position();
    let pits = (0..12).map(|i| i64::from(pos.count(ring(i)))).collect();
    let stores = vec![i64::from(pos.count(6)), i64::from(pos.count(13))];
    let to_move = pos.to_move().map(i64::from);
    let mut legal: Vec<i64> = g
        .legal_moves()
        .iter()
        .map(|mv| {
            let pit = i64::from(mv.pit);
            if pit < 6 { pit } else { pit - 1 }
        })
        .collect();
    legal.sort_unstable();
    (pits, stores, to_move, legal)
}

/// Replays one oracle game; returns what disagrees, if anything.
fn replay(rules: &Arc<dyn Family>, record: &Value) -> Result<(), String> {
    let moves = numbers(&record["moves"]);
    let states = record["states"].as_array().expect("states");
    assert_eq!(states.len(), moves.len() + 1);
    let mut g = Game::new(rules.clone(), 0);
    for (i, &m) in moves.iter().enumerate() {
        let state = &states[i];
        let expected = (
            numbers(&state["pits"]),
            numbers(&state["stores"]),
            state["to_move"].as_i64(),
            numbers(&state["legal"]),
        );
        let ours = view(&g);
        if ours != expected {
            return Err(format!(
                "state {i}: ours {ours:?}, oracle {expected:?}\n{}",
                g.rules().draw(g.position())
            ));
        }
        let text = (m % 6 + 1).to_string();
        g.play_text(&text)
            .map_err(|e| format!("move {i} ({m} = `{text}`): {e}"))?;
        let over = g.position().is_over();
        let last = i + 1 == moves.len();
        if over != last {
            return Err(format!(
                "after move {i}: our game over = {over}, oracle terminal = {last}"
            ));
        }
    }
    let terminal = states.last().expect("a final state");
    assert_eq!(terminal["terminal"], Value::Bool(true));
    let outcome = g.position().outcome().expect("over");
    let result = &record["result"];
    let winner = result["winner"].as_i64();
    let finals = numbers(&result["final_scores"]);
    let ours: Vec<i64> = outcome.scores(2).iter().map(|&s| i64::from(s)).collect();
    if outcome.winner.map(i64::from) != winner || ours != finals {
        return Err(format!(
            "result: ours winner {:?} scores {ours:?} ({}), oracle winner {winner:?} scores {finals:?}",
            outcome.winner, outcome.reason
        ));
    }
    // OpenSpiel leaves the last seeds on its final board; we sweep them into the stores. Before
    // the sweep the boards agree: every oracle store + the seeds left on that side = our store.
    let pits = numbers(&terminal["pits"]);
    let stores = numbers(&terminal["stores"]);
    let south = stores[0] + pits[..6].iter().sum::<i64>();
    let north = stores[1] + pits[6..].iter().sum::<i64>();
    if [south, north] != [ours[0], ours[1]] || g.position().pits().iter().sum::<u16>() != 48 {
        return Err(format!(
            "final board: oracle {pits:?} {stores:?}, ours {:?}",
            g.position().pits()
        ));
    }
    Ok(())
}

#[test]
fn kalah_agrees_with_openspiel_on_every_reference_game() {
    let text = std::fs::read_to_string(ORACLE).expect("the oracle file");
    let rules = Rules::builtin("kalah").expect("kalah");
    let mut games = 0;
    let mut agree = 0;
    let mut failures = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let record: Value = serde_json::from_str(line).expect("a JSON line");
        assert_eq!(record["game"], "kalah");
        games += 1;
        match replay(&rules, &record) {
            Ok(()) => agree += 1,
            Err(why) => failures.push(format!("seed {}: {why}", record["seed"])),
        }
    }
    println!("kalah oracle: {agree} of {games} games agree");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!((agree, games), (300, 300));
}
