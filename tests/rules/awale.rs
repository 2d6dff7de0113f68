//! Awalé: the notation, the ruleset files and the options without a worked vector in the spec.
//! The spec's worked vectors (A1–A7 for `oware-abapa`, C1–C5 for `awale-abapa-colours`) are
//! data: `tests/vectors/awale.vectors`.

use std::sync::Arc;

use mancala::{EndReason, Family, Game, GameRecord, MoveError, Position, Rules};

use crate::common::{colour_board, game, oware_board, pieces, rules, scores};

// ----- helpers -----

/// A variant of a shipped ruleset file with some lines replaced.
fn variant_of(id: &str, replace: &[(&str, &str)]) -> Arc<dyn Family> {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == id)
        .expect("a shipped ruleset");
    let mut text = text.replace(&format!("id = \"{id}\""), "id = \"test-variant\"");
    for (from, to) in replace {
        assert!(text.contains(from), "{from} is not in {id}");
        text = text.replace(from, to);
    }
    Rules::from_toml_str("test-variant.toml", "test-variant", &text).expect("a valid variant")
}

fn illegal(r: &dyn Family, pos: &Position, text: &str) -> String {
    let mv = r.parse_move(pos, text).expect("a move");
    let why = r.illegal_reason(pos, &mv).expect("an illegal move");
    r.illegal_text(pos, &mv, &why)
}

/// The position of the spec's vector A3 (player 0 to move).
fn a3_position() -> Position {
    oware_board([0, 0, 1, 0, 2, 2, 1, 2, 0, 0, 0, 0], [21, 19], 0)
}

// ----- oware-abapa options -----

#[test]
fn oware_replay_4_10_1_9_matches_the_cli_example() {
    let mut g = game("oware-abapa");
    for mv in ["4", "10", "1", "9"] {
        g.play_text(mv).unwrap();
    }
    assert_eq!(g.position().pits(), &[1, 6, 5, 1, 6, 6, 5, 5, 0, 1, 6, 6]);
}

#[test]
fn oware_houses_per_player_renumbers_the_holes() {
    let r = variant_of(
        "oware-abapa",
        &[
            ("houses-per-player = 6", "houses-per-player = 4"),
            ("seeds-per-house = 4", "seeds-per-house = 3"),
        ],
    );
    let mut g = Game::new(r, 0);
    assert_eq!(g.position().pits(), &[3; 8]);
    assert_eq!(g.legal_move_texts(), ["1", "2", "3", "4"]);
    g.play_text("4").unwrap();
    assert_eq!(g.position().pits(), &[3, 3, 3, 0, 4, 4, 4, 3]);
    assert_eq!(g.legal_move_texts(), ["5", "6", "7", "8"]);
}

// ----- notation -----

/// The position of the spec's vector C2 (player 0 to move).
fn c2_position() -> Position {
    colour_board(
        [
            "2R1B", "-", "1B", "3R2B", "1R", "2R1S", "1B", "1R2B", "2R", "1R1B1S", "2B", "3R",
        ],
        [22, 25],
        0,
    )
}

#[test]
fn colour_notation_syntax_errors_are_parse_errors() {
    let r = rules("awale-abapa-colours");
    let pos = c2_position();
    for text in ["R3", "13R", "0R", "S13", "S"] {
        let err = r.parse_move(&pos, text).unwrap_err();
        assert_eq!(err.text, text);
        assert!(
            err.to_string()
                .starts_with(&format!("`{text}` is not a move: expected a hole 1-12")),
            "{err}"
        );
    }
    // A valid hole: the message is about what follows it.
    for text in ["3X", "3"] {
        let err = r.parse_move(&pos, text).unwrap_err();
        assert!(
            err.to_string().starts_with(&format!(
                "`{text}` is not a move: expected the colour sown first after the hole number, R (red) or B (black), like 3R or 3B"
            )),
            "{err}"
        );
    }
    for text in ["3R0", "3RR"] {
        let err = r.parse_move(&pos, text).unwrap_err();
        assert!(
            err.to_string().starts_with(&format!(
                "`{text}` is not a move: expected after the colour, nothing, or the position of the special seed"
            )),
            "{err}"
        );
    }
    let mut g = game("awale-abapa-colours");
    g.play_text("S3").unwrap();
    g.play_text("S9").unwrap();
    assert!(matches!(g.play_text("3X"), Err(MoveError::Parse(_))));
}

#[test]
fn colour_notation_a_hole_with_a_special_seed_needs_its_position() {
    let mut g = game("awale-abapa-colours");
    g.play_text("S3").unwrap();
    g.play_text("S9").unwrap();
    let err = g.play_text("3R").unwrap_err();
    assert!(matches!(err, MoveError::Play(_)));
    assert_eq!(
        err.to_string(),
        "cannot play 3R: hole 3 holds a special seed: give its position in the sowing, 1 to 7, like 3R2"
    );
}

#[test]
fn colour_notation_a_position_out_of_range_is_illegal() {
    let r = rules("awale-abapa-colours");
    let mut pos = c2_position();
    pos.set_pieces(2, pieces("2R1B1S"));
    assert_eq!(
        illegal(&*r, &pos, "3R9"),
        "position 9 is out of range for hole 3: it holds 4 seeds, 1 of them special, so the position is 1 to 4"
    );
    assert!(
        r.illegal_reason(&pos, &r.parse_move(&pos, "3R4").unwrap())
            .is_none()
    );
}

#[test]
fn colour_notation_a_hole_without_a_special_seed_takes_no_position() {
    let r = rules("awale-abapa-colours");
    let mut pos = c2_position();
    pos.set_pieces(2, pieces("2R2B"));
    assert_eq!(
        illegal(&*r, &pos, "3R9"),
        "hole 3 holds no special seed: give no position, like 3R"
    );
}

#[test]
fn colour_notation_accepts_n_for_black_and_any_case() {
    let r = rules("awale-abapa-colours");
    let pos = c2_position();
    let mv = r.parse_move(&pos, " 4n ").unwrap();
    assert_eq!(r.move_text(&pos, &mv), "4B");
    let mv = r.parse_move(&pos, "6r2").unwrap();
    assert_eq!(r.move_text(&pos, &mv), "6R2");
    // Hole 6 holds no black seed: B changes nothing and is recorded as R.
    let mv = r.parse_move(&pos, "6B2").unwrap();
    assert_eq!(r.move_text(&pos, &mv), "6R2");
}

#[test]
fn colour_set_up_rules_are_checked() {
    let mut g = game("awale-abapa-colours");
    assert_eq!(
        g.play_text("3R").unwrap_err().to_string(),
        "cannot play 3R: place your special seed first, like S1"
    );
    assert_eq!(
        g.play_text("S9").unwrap_err().to_string(),
        "cannot play S9: hole 9 is not yours: place your special seed in one of holes 1-6"
    );
    g.play_text("s4").unwrap();
    g.play_text("S10").unwrap();
    assert_eq!(
        g.play_text("S2").unwrap_err().to_string(),
        "cannot play S2: S2 is a set-up move, and the special seeds are already placed"
    );
}

#[test]
fn oware_notation_is_the_hole_number() {
    let r = rules("oware-abapa");
    let pos = a3_position();
    for text in ["13", "0", "4R", "", "x"] {
        let err = r.parse_move(&pos, text).unwrap_err();
        assert!(
            err.to_string()
                .ends_with("expected a hole number 1-12, like 4"),
            "{err}"
        );
    }
    assert_eq!(
        illegal(&*r, &pos, "8"),
        "hole 8 is your opponent's: choose one of your holes 1-6"
    );
    assert_eq!(illegal(&*r, &pos, "1"), "hole 1 is empty");
}

// ----- ruleset files -----

#[test]
fn shipped_awale_rulesets_load_with_their_conventions() {
    for (id, game_name, coloured) in [
        ("oware-abapa", "oware", false),
        ("oware-abapa-grand-slam-capture", "oware", false),
        ("awale-abapa-colours", "awale-colours", true),
        (
            "awale-abapa-colours-grand-slam-no-capture",
            "awale-colours",
            true,
        ),
    ] {
        let r = rules(id);
        assert_eq!(r.info().id, id);
        assert_eq!(r.info().game, game_name);
        assert_eq!(r.coloured(), coloured, "{id}");
        let opts = r.options_json();
        assert_eq!(opts["game"], game_name);
        let slam = if id.ends_with("grand-slam-capture") || id == "awale-abapa-colours" {
            "capture"
        } else {
            "no-capture"
        };
        assert_eq!(opts["capture"]["grand-slam"], slam, "{id}");
    }
}

#[test]
fn awale_options_round_trip_through_a_game_record() {
    for id in ["oware-abapa", "awale-abapa-colours"] {
        let mut g = game(id);
        let first = g.legal_move_texts()[0].clone();
        g.play_text(&first).unwrap();
        let record = GameRecord::of(&g, None, None);
        let text = record.to_json();
        let (replayed, warning) = GameRecord::from_json(&text)
            .unwrap()
            .replay(&mancala::Rules)
            .unwrap();
        assert!(warning.is_none(), "{id}: {warning:?}");
        assert_eq!(replayed.position().pits(), g.position().pits());
    }
    let r = variant_of(
        "awale-abapa-colours",
        &[
            ("per-player = 1\nplacement = \"own\"", "per-player = 0"),
            ("special-final = \"wild-narrowing\"\n", ""),
        ],
    );
    let g = Game::new(r, 0);
    let (replayed, _) = GameRecord::from_json(&GameRecord::of(&g, None, None).to_json())
        .unwrap()
        .replay(&mancala::Rules)
        .unwrap();
    assert_eq!(replayed.legal_move_texts()[..2], ["1R", "1B"]);
}

#[test]
fn colour_detail_lists_every_hole_by_colour_and_the_seeds_in_hand() {
    let g = game("awale-abapa-colours");
    let detail = g.rules().detail_json(g.position());
    assert_eq!(detail["red"], serde_json::json!(vec![3; 12]));
    assert_eq!(detail["black"], serde_json::json!(vec![3; 12]));
    assert_eq!(detail["special"], serde_json::json!(vec![0; 12]));
    assert_eq!(detail["special_in_hand"], serde_json::json!([1, 1]));
    let oware = game("oware-abapa");
    assert_eq!(
        oware.rules().detail_json(oware.position()),
        serde_json::json!({})
    );
}

fn config_error(text: &str) -> String {
    Rules::from_toml_str("bad.toml", "bad", text)
        .unwrap_err()
        .message
}

#[test]
fn awale_ruleset_files_are_validated_with_clear_messages() {
    let msg = config_error("game = \"oware\"\n[board]\nhouses-per-player = 13\n");
    assert_eq!(msg, "must be between 2 and 12, got 13");
    let msg = config_error("game = \"oware\"\n[capture]\ngrand-slam = \"sometimes\"\n");
    assert!(
        msg.contains("`no-capture`") && msg.contains("`capture`"),
        "{msg}"
    );
    let msg = config_error("game = \"oware\"\n[board]\nseeds-per-colour = 3\n");
    assert!(msg.contains("unknown field `seeds-per-colour`"), "{msg}");
    let msg = config_error("game = \"awale-colours\"\n[special-seed]\nper-player = 2\n");
    assert_eq!(
        msg,
        "must be 1 (one special seed each) or 0 (no special seeds), got 2"
    );
    let msg = config_error(
        "game = \"awale-colours\"\n[special-seed]\nper-player = 0\nplacement = \"any\"\n",
    );
    assert!(
        msg.starts_with("`special-seed.placement` does not apply with special-seed.per-player = 0"),
        "{msg}"
    );
    let msg = config_error("game = \"awale-colours\"\n[capture]\nscope = \"hole\"\n");
    assert!(msg.contains("`colour`") && msg.contains("`all`"), "{msg}");
    let msg = config_error("game = \"awale-colours\"\nfirst-player = 2\n");
    assert!(msg.contains("got 2"), "{msg}");
    let err = Rules::from_toml_str(
        "bad.toml",
        "bad",
        "game = \"awale-colours\"\n[board]\nseeds-per-colour = 7\n",
    )
    .unwrap_err();
    assert_eq!((err.line, err.column), (3, 20));
    assert_eq!(err.message, "must be between 1 and 6, got 7");
}

#[test]
fn awale_totals_conserve_seeds_in_random_play() {
    for id in [
        "oware-abapa",
        "oware-abapa-grand-slam-capture",
        "awale-abapa-colours",
        "awale-abapa-colours-grand-slam-no-capture",
    ] {
        let r = rules(id);
        let total: i32 = if id.starts_with("oware") { 48 } else { 74 };
        let mut state: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..40 {
            let mut g = Game::new(r.clone(), 0);
            while !g.position().is_over() {
                let moves = g.legal_moves();
                assert!(!moves.is_empty(), "{id}: a live position offers moves");
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let mv = moves[(state % moves.len() as u64) as usize];
                g.play(&mv).unwrap();
                let pos = g.position();
                let on_board: i32 = pos.pits().iter().map(|&c| i32::from(c)).sum();
                let in_hand = i32::from(pos.in_hand(0)) + i32::from(pos.in_hand(1));
                let s = scores(&*r, pos);
                assert_eq!(on_board + in_hand + s[0] + s[1], total, "{id}");
            }
            let o = g.position().outcome().unwrap();
            assert!(!matches!(o.reason, EndReason::Limit(_)), "{id}: {o:?}");
            assert_eq!(o.scores(2).iter().sum::<i32>(), total, "{id}");
        }
    }
}
