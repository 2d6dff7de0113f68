//! The `mancala` program on the Awalé rulesets, run as a user runs it: an Oware replay, a piped
//! coloured game, and the JSON lines of coloured games (`shared/spec/json.md` §4-§5).

use std::{path::PathBuf, process::Output};

use serde_json::{Value, json};

use crate::common::{err_text, out_text, run_mancala};

/// Every line of a `--json` run, parsed.
fn json_lines(o: &Output) -> Vec<Value> {
    assert!(o.status.success(), "{}", err_text(o));
    out_text(o)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mancala-cli-awale-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn numbers(v: &Value) -> Vec<u64> {
    v.as_array()
        .unwrap_or_else(|| panic!("not an array: {v}"))
        .iter()
        .map(|n| n.as_u64().unwrap())
        .collect()
}

/// The checks every position line of a coloured game passes: `detail` gives each hole by colour
/// and adds up to `pits`, every seed is on the board, in hand or captured, and the steps carry
/// colours.
fn check_coloured_line(line: &Value) {
    let detail = &line["detail"];
    let keys: Vec<&str> = detail
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["red", "black", "special", "special_in_hand"],
        "{line}"
    );
    let pits = numbers(&line["pits"]);
    let (red, black, special) = (
        numbers(&detail["red"]),
        numbers(&detail["black"]),
        numbers(&detail["special"]),
    );
    assert_eq!(pits.len(), 12);
    for i in 0..12 {
        assert_eq!(
            red[i] + black[i] + special[i],
            pits[i],
            "hole {}: {line}",
            i + 1
        );
    }
    let in_hand = numbers(&detail["special_in_hand"]);
    assert_eq!(in_hand.len(), 2);
    let total: u64 = pits.iter().sum::<u64>() + numbers(&line["scores"]).iter().sum::<u64>();
    assert_eq!(total + in_hand.iter().sum::<u64>(), 74, "{line}");
    let Some(steps) = line["last_move"]["steps"].as_array() else {
        return;
    };
    for step in steps {
        match step["kind"].as_str().unwrap() {
            "sow" => {
                let colours = step["colours"].as_array().expect("sow steps carry colours");
                assert_eq!(colours.len(), step["pits"].as_array().unwrap().len());
                assert!(
                    colours
                        .iter()
                        .all(|c| ["R", "B", "S"].contains(&c.as_str().unwrap())),
                    "{step}"
                );
            }
            "capture" => {
                let sum = ["red", "black", "special"]
                    .iter()
                    .map(|k| step[k].as_u64().expect("capture steps carry colours"))
                    .sum::<u64>();
                assert_eq!(Some(sum), step["count"].as_u64(), "{step}");
                assert_eq!(step["points"], step["count"], "{step}");
            }
            _ => {}
        }
    }
}

#[test]
fn oware_replay_json_of_4_10_1_9() {
    let o = run_mancala(
        &["replay", "oware-abapa", "--moves", "4 10 1 9", "--json"],
        "",
    );
    let lines = json_lines(&o);
    assert_eq!(lines.len(), 5, "the initial position, then one per move");
    let last = lines.last().unwrap();
    assert_eq!(last["pits"], json!([1, 6, 5, 1, 6, 6, 5, 5, 0, 1, 6, 6]));
    assert_eq!(last["scores"], json!([0, 0]));
    assert_eq!(last["ply"], 4);
    assert_eq!(last["to_move"], 0);
    assert_eq!(last["legal_moves"], json!(["1", "2", "3", "4", "5", "6"]));
    assert!(
        lines.iter().all(|l| l["detail"] == json!({})),
        "oware detail is {{}}"
    );
    assert_eq!(
        last["last_move"],
        json!({"player": 1, "move": "9", "steps": [
            {"kind": "lift", "pit": 8, "count": 4},
            {"kind": "sow", "pits": [9, 10, 11, 0]},
            {"kind": "stop", "why": "sown"}]})
    );
}

#[test]
fn a_piped_coloured_game_runs_to_the_end_of_input_and_its_json_carries_the_colours() {
    let dir = scratch("piped");
    let file = dir.join("game.json");
    let file = file.to_str().unwrap();
    // S3 and 3R2 are always legal here; the others are played if the random North left them
    // legal, and refused with the reason otherwise.
    let typed = "S3\n3R2\n1R\n2B\n4R\n5B\n6R\n";
    let o = run_mancala(
        &[
            "play",
            "awale-abapa-colours",
            "--north",
            "random",
            "--seed",
            "5",
            "--save",
            file,
        ],
        typed,
    );
    assert!(o.status.success(), "{}", err_text(&o));
    assert!(!err_text(&o).contains("panicked"), "{}", err_text(&o));
    let out = out_text(&o);
    assert!(
        out.contains("South plays S3: places a special seed"),
        "{out}"
    );
    assert!(out.contains("South plays 3R2"), "{out}");
    assert!(out.contains("input ended; the game is saved to"), "{out}");

    let lines = json_lines(&run_mancala(&["replay", file, "--json"], ""));
    assert!(lines.len() >= 5, "set-up, 3R2 and North's reply");
    for line in &lines {
        check_coloured_line(line);
    }
    assert_eq!(lines[0]["detail"]["special_in_hand"], json!([1, 1]));
    assert_eq!(lines[0]["detail"]["red"], json!(vec![3; 12]));

    let s3 = &lines[1];
    assert_eq!(
        s3["last_move"],
        json!({"player": 0, "move": "S3", "steps": [{"kind": "place", "pit": 2}]})
    );
    assert_eq!(s3["detail"]["special"][2], 1);
    assert_eq!(s3["detail"]["special_in_hand"], json!([0, 1]));
    assert_eq!(s3["pits"][2], 7);

    let north = &lines[2];
    let placed = north["last_move"]["steps"][0]["pit"].as_u64().unwrap();
    assert!((6..12).contains(&placed), "North places in its own row");
    assert_eq!(north["detail"]["special_in_hand"], json!([0, 0]));

    let sown = &lines[3];
    assert_eq!(
        sown["last_move"],
        json!({"player": 0, "move": "3R2", "steps": [
            {"kind": "lift", "pit": 2, "count": 7},
            {"kind": "sow", "pits": [3, 4, 5, 6, 7, 8, 9],
             "colours": ["R", "S", "R", "R", "B", "B", "B"]},
            {"kind": "stop", "why": "sown"}]})
    );
    assert_eq!(sown["detail"]["red"][3], 4, "hole 4 got a red seed");
    assert_eq!(
        sown["detail"]["special"][4], 1,
        "hole 5 got the special seed"
    );
    assert_eq!(sown["detail"]["black"][9], 4, "hole 10 got a black seed");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_whole_coloured_game_in_json_shows_coloured_captures_and_the_sweep() {
    let dir = scratch("whole");
    let file = dir.join("game.json");
    let file = file.to_str().unwrap();
    let o = run_mancala(
        &[
            "play",
            "awale-abapa-colours",
            "--south",
            "random",
            "--north",
            "random",
            "--seed",
            "5",
            "--save",
            file,
        ],
        "",
    );
    assert!(o.status.success(), "{}", err_text(&o));
    let lines = json_lines(&run_mancala(&["replay", file, "--json"], ""));
    for line in &lines {
        check_coloured_line(line);
    }
    let steps: Vec<&Value> = lines
        .iter()
        .filter_map(|l| l["last_move"]["steps"].as_array())
        .flatten()
        .collect();
    assert!(steps.iter().any(|s| s["kind"] == "capture"), "a capture");
    let last = lines.last().unwrap();
    assert_eq!(
        last["pits"],
        json!(vec![0; 12]),
        "the sweep empties the board"
    );
    assert_eq!(last["legal_moves"], json!([]));
    assert_eq!(last["to_move"], Value::Null);
    let outcome = &last["outcome"];
    assert!(
        ["score", "repetition", "no-moves"].contains(&outcome["reason"].as_str().unwrap()),
        "{outcome}"
    );
    assert_eq!(outcome["scores"], last["scores"]);
    assert_eq!(numbers(&last["scores"]).iter().sum::<u64>(), 74);
    std::fs::remove_dir_all(&dir).unwrap();
}
