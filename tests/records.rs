//! Saved games: written, read back, and refused with the reason when they do not replay.

use mancala::record::{GameRecord, RecordError};

use crate::common::game;

fn record_of(id: &str, moves: &[&str]) -> GameRecord {
    let mut g = game(id);
    for mv in moves {
        g.play_text(mv).unwrap();
    }
    GameRecord::of(&g, Some(42), Some(vec!["human".into(), "random".into()]))
}

#[test]
fn a_record_replays_to_the_same_position() {
    let record = record_of("o-an-quan", &["1R", "4L", "2R"]);
    let text = record.to_json();
    let back = GameRecord::from_json(&text).unwrap();
    assert_eq!(back, record);
    let (game, warning) = back.replay(&mancala::Rules).unwrap();
    assert!(warning.is_none());
    assert_eq!(game.plies().len(), 3);
    let mut expected = crate::common::game("o-an-quan");
    for mv in ["1R", "4L", "2R"] {
        expected.play_text(mv).unwrap();
    }
    assert_eq!(game.position(), expected.position());
}

#[test]
fn the_record_keeps_the_spec_key_order() {
    let text = record_of("o-an-quan", &["1R"]).to_json();
    let keys: Vec<usize> = [
        "\"format\"",
        "\"version\"",
        "\"ruleset\"",
        "\"options\"",
        "\"first_player\"",
        "\"seed\"",
        "\"players\"",
        "\"moves\"",
        "\"outcome\"",
    ]
    .iter()
    .map(|k| text.find(k).unwrap_or_else(|| panic!("{k} missing")))
    .collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]), "{text}");
}

#[test]
fn an_illegal_move_is_refused_with_its_index() {
    let mut record = record_of("o-an-quan", &["1R"]);
    record.moves.push("1L"); // North's square 1 was emptied by the relay of 1R
    match record.replay(&mancala::Rules) {
        Err(RecordError::Move { ply, text, .. }) => assert_eq!((ply, text.as_str()), (2, "1L")),
        other => panic!("expected a move error, got {other:?}"),
    }
}

#[test]
fn a_malformed_move_is_refused_with_its_index() {
    let mut record = record_of("o-an-quan", &["1R"]);
    record.moves.push("7Q");
    let err = record.replay(&mancala::Rules).unwrap_err().to_string();
    assert!(
        err.starts_with("move 2 (`7Q`) does not replay: `7Q` is not a move"),
        "{err}"
    );
}

#[test]
fn another_version_is_refused() {
    let text = record_of("o-an-quan", &[])
        .to_json()
        .replace("\"version\": 1", "\"version\": 2");
    let err = GameRecord::from_json(&text).unwrap_err().to_string();
    assert_eq!(
        err,
        "record version 2 is not supported; this program reads version 1"
    );
}

#[test]
fn an_unknown_game_family_is_refused() {
    let mut record = record_of("o-an-quan", &[]);
    record.options["game"] = "chess".into();
    let err = record.replay(&mancala::Rules).unwrap_err().to_string();
    assert!(err.contains("unknown game `chess`"), "{err}");
}

#[test]
fn unknown_option_keys_are_refused() {
    let mut record = record_of("o-an-quan", &[]);
    record.options["capture"]["chian"] = true.into();
    let err = record.replay(&mancala::Rules).unwrap_err().to_string();
    assert!(err.contains("unknown field `chian`"), "{err}");
}

#[test]
fn a_wrong_outcome_is_refused() {
    let mut g = game("o-an-quan");
    let mut agent = mancala::agent::Agent::new(mancala::agent::Seat::Random, 5);
    while !g.position().is_over() {
        let mv = agent.choose(g.rules(), g.position());
        g.play(&mv).unwrap();
    }
    let mut record = GameRecord::of(&g, Some(5), None);
    assert!(record.replay(&mancala::Rules).is_ok());
    record.outcome.as_mut().unwrap()["scores"] = serde_json::json!([1, 2]);
    assert!(matches!(
        record.replay(&mancala::Rules),
        Err(RecordError::Outcome { .. })
    ));
}

#[test]
fn options_that_differ_from_the_shipped_ruleset_are_used_with_a_warning() {
    let mut record = record_of("o-an-quan", &[]);
    record.options["quan-non"] = serde_json::json!({"mode": "off"});
    record.moves = ["1L"].into_iter().collect();
    let (game, warning) = record.replay(&mancala::Rules).unwrap();
    assert!(warning.unwrap().contains("differ"));
    // 1L captures the mandarin without quan non.
    assert_eq!(
        game.position().pits(),
        &[0, 0, 6, 6, 6, 6, 2, 0, 6, 6, 6, 6]
    );
}

#[test]
fn corrupt_json_is_refused() {
    for text in ["", "{", "[1,2]", "{\"format\": \"mancala-record\"}"] {
        assert!(GameRecord::from_json(text).is_err(), "{text:?}");
    }
}

#[test]
fn saving_is_atomic_and_leaves_no_temporary_file() {
    let dir = std::env::temp_dir().join(format!("mancala-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    let record = record_of("o-an-quan", &["1R"]);
    record.save(&path).unwrap();
    assert_eq!(GameRecord::load(&path, &mancala::Rules).unwrap(), record);
    let files: Vec<_> = std::fs::read_dir(&dir).unwrap().collect();
    assert_eq!(files.len(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
