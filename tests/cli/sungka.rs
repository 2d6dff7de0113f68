//! `mancala replay` for Sungka and Kalah, run as a user runs it: the JSON Lines of
//! `shared/spec/json.md` (positions, `detail`, move steps) and the explained transcript.

use serde_json::{Value, json};

use crate::common::{ok_text as stdout, run_quiet as mancala};

/// `mancala replay <game> --moves <moves> --json`, one JSON value per line.
fn replay_json(game: &str, moves: &str) -> Vec<Value> {
    let out = stdout(&mancala(&["replay", game, "--moves", moves, "--json"]));
    out.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

fn steps(line: &Value) -> &Vec<Value> {
    line["last_move"]["steps"].as_array().unwrap()
}

fn kinds(line: &Value) -> Vec<&str> {
    steps(line)
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect()
}

/// A sungka game from the start with a pass (move 19: South has no seeds left) that ends with
/// every house empty after move 21.
const SUNGKA_WITH_A_PASS: &str = "1 6 5 2 1 4 3 6 2 7 6 5 4 1 1 3 7 3 5 7 1";

#[test]
fn replay_kalah_3_6_is_vector_k7() {
    let lines = replay_json("kalah", "3 6");
    assert_eq!(
        lines.len(),
        3,
        "the initial position, then one line per move"
    );
    assert_eq!(
        lines[0]["pits"],
        json!([4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0])
    );
    // 3: the last seed in South's store, a bonus move.
    assert_eq!(lines[1]["to_move"], json!(0));
    assert_eq!(
        steps(&lines[1]),
        &[
            json!({"kind": "lift", "pit": 2, "count": 4}),
            json!({"kind": "sow", "pits": [3, 4, 5, 6]}),
            json!({"kind": "bonus"}),
        ]
    );
    // 6: ends in North's occupied house 4 (ring 10); Kalah has no relay.
    let last = &lines[2];
    assert_eq!(
        last["pits"],
        json!([4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0])
    );
    assert_eq!(last["scores"], json!([2, 0]));
    assert_eq!(last["to_move"], json!(1));
    assert_eq!(last["ply"], json!(2));
    assert_eq!(last["outcome"], Value::Null);
    assert_eq!(last["detail"], json!({"round": 1, "burnt": []}));
    assert_eq!(
        last["last_move"],
        json!({"player": 0, "move": "6", "steps": [
            {"kind": "lift", "pit": 5, "count": 5},
            {"kind": "sow", "pits": [6, 7, 8, 9, 10]},
            {"kind": "stop", "why": "no-relay", "pit": 10}]})
    );
}

#[test]
fn replay_sungka_carries_the_round_detail_and_bonus_steps() {
    // K1 then K3: both moves end in South's own store.
    let lines = replay_json("sungka", "1 2");
    assert_eq!(lines.len(), 3);
    for line in &lines {
        assert_eq!(line["ruleset"], json!("sungka"));
        assert_eq!(line["detail"], json!({"round": 1, "burnt": []}));
    }
    assert_eq!(
        lines[0]["pits"],
        json!([7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0])
    );
    assert_eq!(
        lines[1]["pits"],
        json!([0, 8, 8, 8, 8, 8, 8, 1, 7, 7, 7, 7, 7, 7, 7, 0])
    );
    assert_eq!(
        lines[1]["legal_moves"],
        json!(["2", "3", "4", "5", "6", "7"])
    );
    assert_eq!(kinds(&lines[1]), ["lift", "sow", "bonus"]);
    let last = &lines[2];
    assert_eq!(
        last["pits"],
        json!([6, 2, 0, 1, 3, 0, 4, 8, 13, 5, 13, 13, 4, 13, 13, 0])
    );
    assert_eq!(last["to_move"], json!(0));
    assert_eq!(last["ply"], json!(2));
    let relays: Vec<(u64, u64)> = steps(last)
        .iter()
        .filter(|s| s["kind"] == "relay")
        .map(|s| (s["pit"].as_u64().unwrap(), s["count"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        relays,
        [
            (9, 8),
            (2, 10),
            (12, 9),
            (6, 11),
            (2, 2),
            (4, 12),
            (1, 4),
            (5, 13),
            (3, 14),
            (2, 3),
            (5, 2)
        ]
    );
    assert_eq!(steps(last).last(), Some(&json!({"kind": "bonus"})));
}

#[test]
fn replay_sungka_capture_steps_are_vector_k2() {
    let lines = replay_json("sungka", "2");
    let last = &lines[1];
    assert_eq!(
        last["pits"],
        json!([8, 0, 8, 8, 8, 8, 8, 10, 0, 8, 8, 8, 8, 0, 8, 0])
    );
    assert_eq!(last["scores"], json!([10, 0]));
    assert_eq!(
        steps(last),
        &[
            json!({"kind": "lift", "pit": 1, "count": 7}),
            json!({"kind": "sow", "pits": [2, 3, 4, 5, 6, 7, 8]}),
            json!({"kind": "relay", "pit": 8, "count": 8}),
            json!({"kind": "sow", "pits": [9, 10, 11, 12, 13, 14, 0, 1]}),
            json!({"kind": "capture", "pit": 13, "count": 8, "points": 8}),
            json!({"kind": "capture", "pit": 1, "count": 1, "points": 1}),
            json!({"kind": "stop", "why": "captured", "pit": 1}),
        ]
    );
}

#[test]
fn replay_sungka_lists_a_pass_after_the_moves_steps_and_ends_with_every_house_empty() {
    let lines = replay_json("sungka", SUNGKA_WITH_A_PASS);
    assert_eq!(lines.len(), 22, "a pass is not a move: one line per move");
    let passes: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line["last_move"].is_object() && kinds(line).contains(&"pass"))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(passes, [19]);
    // North's move 19 ends in its own empty house 6 (ring 13); South, with no seed left in its
    // houses, is passed over, and North moves again.
    assert_eq!(
        steps(&lines[19]).last(),
        Some(&json!({"kind": "pass", "player": 0}))
    );
    assert_eq!(
        steps(&lines[19])[steps(&lines[19]).len() - 2],
        json!({"kind": "stop", "why": "empty-house", "pit": 13})
    );
    assert_eq!(lines[19]["last_move"]["player"], json!(1));
    assert_eq!(lines[19]["to_move"], json!(1));
    assert_eq!(lines[19]["ply"], json!(19));
    let last = &lines[21];
    assert_eq!(last["ply"], json!(21));
    assert_eq!(last["to_move"], Value::Null);
    assert_eq!(last["legal_moves"], json!([]));
    assert_eq!(
        last["outcome"],
        json!({"winner": 0, "scores": [54, 44], "reason": "houses-empty"})
    );
    assert_eq!(last["scores"], json!([54, 44]));
    assert_eq!(
        last["pits"],
        json!([0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 0, 0, 0, 0, 44])
    );
    assert_eq!(last["detail"], json!({"round": 1, "burnt": []}));
}

#[test]
fn replay_of_a_burnt_houses_ruleset_file_starts_round_two_with_a_new_round_step() {
    let dir = std::env::temp_dir().join(format!("mancala-cli-sungka-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("sungka-match.toml");
    std::fs::write(
        &file,
        "id = \"sungka-match\"\ngame = \"sungka\"\n\n[match]\nmode = \"burnt-houses\"\n",
    )
    .unwrap();
    // The game above, as round 1 of a match, then North's first move of round 2.
    let moves = format!("{SUNGKA_WITH_A_PASS} 1");
    let lines = replay_json(file.to_str().unwrap(), &moves);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(lines.len(), 23);
    for line in &lines[..21] {
        assert_eq!(line["detail"], json!({"round": 1, "burnt": []}));
    }
    // South's move 21 ends round 1 (stores 54 and 44): South fills its seven houses and keeps
    // 5, North fills six and keeps 2, so North's house 7 (ring 14) is burnt. North opens.
    let round_two = &lines[21];
    assert_eq!(
        steps(round_two).last(),
        Some(&json!({"kind": "new-round", "round": 2, "burnt": [14]}))
    );
    assert_eq!(round_two["outcome"], Value::Null);
    assert_eq!(round_two["ply"], json!(21));
    assert_eq!(round_two["to_move"], json!(1));
    assert_eq!(
        round_two["pits"],
        json!([7, 7, 7, 7, 7, 7, 7, 5, 7, 7, 7, 7, 7, 7, 0, 2])
    );
    assert_eq!(round_two["scores"], json!([5, 2]));
    assert_eq!(round_two["detail"], json!({"round": 2, "burnt": [14]}));
    assert_eq!(
        round_two["legal_moves"],
        json!(["1", "2", "3", "4", "5", "6"])
    );
    let last = &lines[22];
    assert_eq!(last["detail"], json!({"round": 2, "burnt": [14]}));
    assert!(
        steps(last)
            .iter()
            .all(|s| s["kind"] != "sow" || !s["pits"].as_array().unwrap().contains(&json!(14))),
        "no sowing enters the burnt house"
    );
}

#[test]
fn replay_kalah_sweeps_the_houses_left_at_the_end() {
    let lines = replay_json("kalah", "4 4 2 6 6 2 3 4 4 5 4 6");
    let last = lines.last().unwrap();
    assert_eq!(
        last["outcome"],
        json!({"winner": 0, "scores": [39, 9], "reason": "side-empty"})
    );
    assert_eq!(
        last["pits"],
        json!([0, 0, 0, 0, 0, 0, 39, 0, 0, 0, 0, 0, 0, 9])
    );
    assert_eq!(
        steps(last).last(),
        Some(&json!({"kind": "sweep", "player": 0, "count": 30}))
    );
}

#[test]
fn replay_sungka_explain_is_the_reviewed_transcript() {
    let out = stdout(&mancala(&[
        "replay",
        "sungka",
        "--moves",
        "1 2",
        "--explain",
    ]));
    let mut game = mancala::Game::new(mancala::Rules::builtin("sungka").unwrap(), 0);
    game.play_text("1").unwrap();
    game.play_text("2").unwrap();
    // The same text as the snapshot `sungka_bonus_move_then_the_long_relay_chain`.
    assert_eq!(out, mancala::render::transcript(&game, true));
    for words in [
        "Houses (bahay)",
        "store (ulo)",
        "shells (sigay)",
        "South moves again (bonus move)",
        "Relay, lap 12",
        "(North's store is skipped)",
    ] {
        assert!(out.contains(words), "{words}\n{out}");
    }
    let kalah = stdout(&mancala(&[
        "replay",
        "kalah",
        "--moves",
        "3 6",
        "--explain",
    ]));
    assert!(kalah.contains("Kalah has no relays"), "{kalah}");
    assert!(
        !kalah.contains("(ulo)") && !kalah.contains("sigay"),
        "{kalah}"
    );
}

// ----- in Vietnamese and French -----

/// The replays and rules texts told in every language: Kalah's three moves of the issue, a
/// whole sungka game with relays, captures, a pass and the end, and the rules of both.
const IN_LANGUAGES: [&[&str]; 4] = [
    &["replay", "kalah", "--moves", "3 1 4", "--explain"],
    &[
        "replay",
        "sungka",
        "--moves",
        SUNGKA_WITH_A_PASS,
        "--explain",
    ],
    &["rules", "show", "kalah"],
    &["rules", "show", "sungka"],
];

/// What `mancala --lang LANG ARGS` prints, having succeeded.
fn in_lang(lang: &str, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    stdout(&mancala(&all))
}

/// The words of `text` a reader reads as words: backquoted configuration keys, URLs and the
/// lines naming sources (titles and proper names, kept as their authors wrote them) left out.
fn words(text: &str, source_heading: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    let mut in_sources = false;
    for line in text.lines() {
        if line.starts_with(source_heading) {
            in_sources = true;
            continue;
        }
        if in_sources {
            in_sources = !line.is_empty();
            continue;
        }
        let plain: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        for word in plain.split_whitespace().filter(|w| !w.starts_with("http")) {
            out.extend(
                word.split(|c: char| !c.is_alphabetic())
                    .filter(|w| !w.is_empty())
                    .map(str::to_lowercase),
            );
        }
    }
    out
}

/// The English words of `english` that `other` also uses, but for single letters, the games'
/// names, the Filipino words the English glosses (bahay, ulo, sigay, patay) and `shared`
/// (words spelt alike in both languages).
fn english_words_in(english: &str, other: &str, heading: &str, shared: &[&str]) -> Vec<String> {
    let names = [
        "sungka", "kalah", "mancala", "bahay", "ulo", "sigay", "patay",
    ];
    words(english, "Source")
        .intersection(&words(other, heading))
        .filter(|w| {
            w.chars().count() > 1
                && w.is_ascii()
                && !names.contains(&w.as_str())
                && !shared.contains(&w.as_str())
        })
        .cloned()
        .collect()
}

/// `--lang vi` and `--lang fr`: Kalah's and sungka's replays, explained, and their rules, in
/// the language's own words (hố, kho, hạt, vỏ ốc, bốc tiếp; trou, grenier, graine, coquillage,
/// relance), with no English word left.
#[test]
fn sungka_and_kalah_replay_and_rules_in_vietnamese_and_french() {
    for lang in ["vi", "fr"] {
        for args in IN_LANGUAGES {
            let text = in_lang(lang, args);
            let name = if args[0] == "rules" {
                format!("rules_show_{}_{lang}", args[2])
            } else {
                format!("replay_{}_explained_{lang}", args[1])
            };
            crate::common::with_snapshots("cli", || insta::assert_snapshot!(name, text));
        }
    }
}

#[test]
fn sungka_and_kalah_in_vietnamese_and_french_contain_no_english_word() {
    for args in IN_LANGUAGES {
        let english = in_lang("en", args);
        assert!(
            words(&english, "Source").len() > 40,
            "the English output is long enough to tell"
        );
        assert_eq!(english, stdout(&mancala(args)), "English is the default");
        let vi = in_lang("vi", args);
        // "an toàn" (safe) is Vietnamese.
        let found = english_words_in(&english, &vi, "Nguồn", &["an"]);
        assert!(
            found.is_empty(),
            "{args:?}: English words in Vietnamese: {found:?}\n{vi}"
        );
        // French words spelt as English ones: "un coup de plus", "score final", "match nul",
        // "non vides".
        let shared = [
            "on", "plus", "points", "match", "position", "score", "final", "non",
        ];
        let fr = in_lang("fr", args);
        let found = english_words_in(&english, &fr, "Source", &shared);
        assert!(
            found.is_empty(),
            "{args:?}: English words in French: {found:?}\n{fr}"
        );
    }
    // The check finds an English word left in a Vietnamese text.
    let english = in_lang("en", IN_LANGUAGES[0]);
    let leaked = format!("{}\nSouth's store", in_lang("vi", IN_LANGUAGES[0]));
    assert_eq!(
        english_words_in(&english, &leaked, "Nguồn", &[]),
        ["south", "store"]
    );
}
