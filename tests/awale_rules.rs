//! Awalé: every worked vector of `shared/spec/awale.md` (A1–A7 for `oware-abapa`, C1–C5 for
//! `awale-abapa-colours`), one test per rule, boards built by hand; then the notation and the
//! ruleset files.

use std::sync::Arc;

use mancala::{
    EndReason, Event, Family, Game, GameRecord, Kind, MoveError, MoveList, Pieces, Player,
    Position, Rules,
    engine::{self, Repetitions},
    event::StopReason,
};

use crate::common::{colour_board, game, oware_board, pieces, play, rules, scores};

// ----- helpers -----

/// The canonical texts of the legal moves (none once the game is over).
fn legal(r: &dyn Family, pos: &Position) -> Vec<String> {
    if pos.is_over() {
        return Vec::new();
    }
    let mut moves = MoveList::new();
    r.legal_moves(pos, &mut moves);
    moves.iter().map(|mv| r.move_text(pos, mv)).collect()
}

/// Holes 1..12 written back in the spec's notation.
fn holes(pos: &Position) -> Vec<String> {
    (0..12)
        .map(|pit| {
            let p = pos.pieces(pit);
            if p.total() == 0 {
                return "-".to_string();
            }
            [(p.plain, 'R'), (p.black, 'B'), (p.special, 'S')]
                .iter()
                .filter(|(n, _)| *n > 0)
                .map(|(n, c)| format!("{n}{c}"))
                .collect()
        })
        .collect()
}

/// The captures of a move: (pit index, seeds taken).
fn captures(log: &mancala::EventLog) -> Vec<(u8, u16)> {
    log.events()
        .iter()
        .filter_map(|e| match e {
            Event::Capture { pit, taken, .. } => Some((*pit, taken.total())),
            _ => None,
        })
        .collect()
}

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
    r.illegal_reason(pos, &mv)
        .expect("an illegal move")
        .to_string()
}

fn expect_over(pos: &Position, reason: EndReason, winner: Option<Player>, finals: [i32; 2]) {
    let o = pos.outcome().expect("the game is over");
    assert_eq!(o.reason, reason);
    assert_eq!(o.winner, winner);
    assert_eq!(o.scores(2), &finals);
    assert!(
        pos.pits().iter().all(|&c| c == 0),
        "the sweep empties the board"
    );
}

// ----- oware-abapa: A1–A7 -----

#[test]
fn a1_opening_sows_one_seed_per_following_hole_without_capture() {
    let mut g = game("oware-abapa");
    assert_eq!(g.position().pits(), &[4; 12]);
    assert_eq!(g.legal_move_texts(), ["1", "2", "3", "4", "5", "6"]);
    let ply = g.play_text("4").unwrap().clone();
    assert_eq!(ply.after.pits(), &[4, 4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4]);
    assert_eq!(ply.after.to_move(), Some(1));
    assert!(
        !ply.events
            .iter()
            .any(|e| matches!(e, Event::Capture { .. }))
    );
    assert_eq!(g.legal_move_texts(), ["7", "8", "9", "10", "11", "12"]);
}

#[test]
fn a2_capture_chains_backwards_over_twos_and_threes_and_stops_at_the_own_row() {
    let r = rules("oware-abapa");
    let mut pos = oware_board([2, 1, 0, 3, 4, 1, 1, 2, 1, 3, 0, 5], [12, 13], 0);
    let log = play(&*r, &mut pos, "5");
    assert_eq!(captures(&log), [(8, 2), (7, 3), (6, 2)]);
    assert_eq!(pos.pits(), &[2, 1, 0, 3, 0, 2, 0, 0, 0, 3, 0, 5]);
    assert_eq!(scores(&*r, &pos), [19, 13]);
    assert_eq!(legal(&*r, &pos), ["10", "12"]);
}

fn a3_position() -> Position {
    oware_board([0, 0, 1, 0, 2, 2, 1, 2, 0, 0, 0, 0], [21, 19], 0)
}

#[test]
fn a3_grand_slam_captures_nothing_and_the_move_stands() {
    let r = rules("oware-abapa");
    let mut pos = a3_position();
    let log = play(&*r, &mut pos, "6");
    assert!(log.events().contains(&Event::GrandSlam { pit: 7 }));
    assert!(captures(&log).is_empty());
    assert_eq!(pos.pits(), &[0, 0, 1, 0, 2, 0, 2, 3, 0, 0, 0, 0]);
    assert_eq!(scores(&*r, &pos), [21, 19]);
    assert_eq!(legal(&*r, &pos), ["7", "8"]);
}

#[test]
fn a3_grand_slam_capture_convention_takes_all_and_the_score_ends_the_game() {
    let r = rules("oware-abapa-grand-slam-capture");
    let mut pos = a3_position();
    let log = play(&*r, &mut pos, "6");
    assert_eq!(captures(&log), [(7, 3), (6, 2)]);
    // 26 of 48 is more than half: `score` is tested before `no-moves`.
    expect_over(&pos, EndReason::Score, Some(0), [29, 19]);
    assert!(log.events().contains(&Event::Sweep {
        player: 0,
        count: 3
    }));
}

#[test]
fn a4_thirteen_seeds_skip_the_origin_hole() {
    let r = rules("oware-abapa");
    let mut pos = oware_board([1, 13, 0, 2, 1, 0, 2, 1, 1, 0, 1, 1], [12, 13], 0);
    let log = play(&*r, &mut pos, "2");
    let sown: Vec<u8> = log
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Sow { pit, .. } => Some(*pit + 1),
            _ => None,
        })
        .collect();
    assert_eq!(sown, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 3, 4]);
    assert!(captures(&log).is_empty());
    assert_eq!(pos.pits(), &[2, 0, 2, 4, 2, 1, 3, 2, 2, 1, 2, 2]);
}

#[test]
fn a5_must_feed_allows_only_holes_whose_sowing_reaches_the_opponent() {
    let r = rules("oware-abapa");
    let mut pos = oware_board([3, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0], [20, 19], 0);
    assert_eq!(legal(&*r, &pos), ["3", "5"]);
    assert_eq!(
        illegal(&*r, &pos, "1"),
        "your opponent has no seeds and hole 1 (3 seeds) does not reach their row: you must give them seeds"
    );
    play(&*r, &mut pos, "5");
    assert_eq!(pos.pits(), &[3, 0, 4, 0, 0, 1, 1, 0, 0, 0, 0, 0]);
    assert_eq!(legal(&*r, &pos), ["7"]);
}

#[test]
fn a5_without_must_feed_every_own_hole_is_legal() {
    let r = variant_of("oware-abapa", &[("must-feed = true", "must-feed = false")]);
    let pos = oware_board([3, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0], [20, 19], 0);
    assert_eq!(legal(&*r, &pos), ["1", "3", "5"]);
}

#[test]
fn a6_a_player_who_cannot_be_fed_ends_the_game_and_each_row_goes_to_its_owner() {
    let r = rules("oware-abapa");
    let mut pos = oware_board([3, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1], [20, 22], 1);
    let log = play(&*r, &mut pos, "12");
    assert!(captures(&log).is_empty());
    expect_over(&pos, EndReason::NoMoves, Some(0), [26, 22]);
}

#[test]
fn a6_last_mover_convention_gives_the_remaining_seeds_to_the_player_who_moved() {
    let r = variant_of(
        "oware-abapa",
        &[("no-moves = \"own-side\"", "no-moves = \"last-mover\"")],
    );
    let mut pos = oware_board([3, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1], [20, 22], 1);
    play(&*r, &mut pos, "12");
    expect_over(&pos, EndReason::NoMoves, Some(1), [20, 28]);
}

fn a7_cycle(r: &dyn Family) -> (Position, Vec<Vec<String>>) {
    let mut pos = oware_board([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [23, 23], 0);
    let mut reps = Repetitions::new();
    reps.start(&pos);
    let mut offered = Vec::new();
    for text in [
        "6", "12", "1", "7", "2", "8", "3", "9", "4", "10", "5", "11",
    ] {
        assert!(!pos.is_over(), "over before {text}");
        offered.push(legal(r, &pos));
        let mv = r.parse_move(&pos, text).unwrap();
        engine::play(r, &mut pos, &mv, &mut reps, &mut mancala::NoRecord).unwrap();
    }
    (pos, offered)
}

#[test]
fn a7_the_first_recurrence_since_the_last_capture_ends_the_game_by_repetition() {
    let r = rules("oware-abapa");
    let (pos, offered) = a7_cycle(&*r);
    let expected = [
        "6", "12", "1", "7", "2", "8", "3", "9", "4", "10", "5", "11",
    ];
    for (moves, mv) in offered.iter().zip(expected) {
        assert_eq!(moves, &[mv], "one legal move at every ply");
    }
    expect_over(&pos, EndReason::Repetition, None, [24, 24]);
}

#[test]
fn a7_without_the_repetition_rule_the_cycle_goes_on() {
    let r = variant_of(
        "oware-abapa",
        &[("repetition = \"end-and-collect\"", "repetition = \"off\"")],
    );
    let (pos, _) = a7_cycle(&*r);
    assert!(!pos.is_over());
    assert_eq!(pos.pits(), &[0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
}

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

// ----- awale-abapa-colours: C1–C5 -----

#[test]
fn c1_set_up_places_the_special_seeds_then_the_move_drops_them_at_their_position() {
    let mut g = game("awale-abapa-colours");
    assert_eq!(g.legal_move_texts(), ["S1", "S2", "S3", "S4", "S5", "S6"]);
    g.play_text("S3").unwrap();
    assert_eq!(holes(g.position())[2], "3R3B1S");
    assert_eq!(g.position().to_move(), Some(1));
    assert_eq!(
        g.legal_move_texts(),
        ["S7", "S8", "S9", "S10", "S11", "S12"]
    );
    g.play_text("S9").unwrap();
    assert_eq!(g.position().to_move(), Some(0));
    let mut expected: Vec<String> = ["1R", "1B", "2R", "2B"].map(String::from).to_vec();
    expected.extend((1..=7).map(|s| format!("3R{s}")));
    expected.extend((1..=7).map(|s| format!("3B{s}")));
    expected.extend(["4R", "4B", "5R", "5B", "6R", "6B"].map(String::from));
    assert_eq!(g.legal_move_texts(), expected);
    assert_eq!(expected.len(), 24);

    let ply = g.play_text("3R2").unwrap().clone();
    let drops: Vec<(u8, Kind)> = ply
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Sow { pit, kind } => Some((*pit + 1, *kind)),
            _ => None,
        })
        .collect();
    use Kind::{Black as B, Plain as R, Special as S};
    assert_eq!(
        drops,
        [(4, R), (5, S), (6, R), (7, R), (8, B), (9, B), (10, B)]
    );
    assert!(
        !ply.events
            .iter()
            .any(|e| matches!(e, Event::Capture { .. }))
    );
    let after = g.position();
    assert_eq!(
        holes(after),
        [
            "3R3B", "3R3B", "-", "4R3B", "3R3B1S", "4R3B", "4R3B", "3R4B", "3R4B1S", "3R4B",
            "3R3B", "3R3B"
        ]
    );
    assert_eq!(after.pits(), &[6, 6, 0, 7, 7, 7, 7, 7, 8, 7, 6, 6]);
    assert_eq!(scores(g.rules(), after), [0, 0]);
    assert_eq!(after.to_move(), Some(1));
    assert_eq!(after.ply(), 3);
    let offered = g.legal_move_texts();
    for s in 1..=8 {
        assert!(offered.contains(&format!("9R{s}")), "9R{s}");
        assert!(offered.contains(&format!("9B{s}")), "9B{s}");
    }
    assert!(!offered.contains(&"9R9".to_string()));
}

#[test]
fn c1_with_first_player_1_north_places_first_and_moves_first() {
    let mut g = Game::new(rules("awale-abapa-colours"), 1);
    assert_eq!(
        g.legal_move_texts(),
        ["S7", "S8", "S9", "S10", "S11", "S12"]
    );
    g.play_text("S9").unwrap();
    g.play_text("S3").unwrap();
    assert_eq!(g.position().to_move(), Some(1));
    assert_eq!(g.legal_move_texts()[0], "7R");
}

#[test]
fn c1_placement_any_offers_every_hole_and_allows_the_opponents() {
    let r = variant_of(
        "awale-abapa-colours",
        &[("placement = \"own\"", "placement = \"any\"")],
    );
    let mut g = Game::new(r, 0);
    let all: Vec<String> = (1..=12).map(|h| format!("S{h}")).collect();
    assert_eq!(g.legal_move_texts(), all);
    g.play_text("S9").unwrap();
    g.play_text("S9").unwrap();
    assert_eq!(holes(g.position())[8], "3R3B2S");
    // Two special seeds in hole 9 (8 seeds): positions 1..=7, dropped one after the other.
    g.play_text("1R").unwrap();
    let offered = g.legal_move_texts();
    assert!(offered.contains(&"9B7".to_string()));
    assert!(!offered.contains(&"9B8".to_string()));
    let ply = g.play_text("9B7").unwrap().clone();
    let kinds: Vec<Kind> = ply
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Sow { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect();
    use Kind::{Black as B, Plain as R, Special as S};
    assert_eq!(kinds, [B, B, B, R, R, R, S, S]);
}

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
fn c2_a_special_last_seed_is_wild_and_the_chain_narrows_to_the_colour_that_qualified() {
    let r = rules("awale-abapa-colours");
    let mut pos = c2_position();
    assert_eq!(
        legal(&*r, &pos),
        ["1R", "1B", "3B", "4R", "4B", "5R", "6R1", "6R2", "6R3"]
    );
    let log = play(&*r, &mut pos, "6R3");
    assert_eq!(captures(&log), [(8, 3), (7, 2)]);
    assert!(log.events().contains(&Event::Capture {
        pit: 8,
        taken: Pieces {
            plain: 2,
            black: 0,
            special: 1
        },
        points: 3
    }));
    assert_eq!(holes(&pos)[5..9], ["-", "1R1B", "2B", "-"]);
    assert_eq!(pos.pits(), &[3, 0, 1, 5, 1, 0, 2, 2, 0, 3, 2, 3]);
    assert_eq!(scores(&*r, &pos), [27, 25]);
}

#[test]
fn c2_special_final_wild_tests_both_colours_at_every_hole() {
    let r = variant_of(
        "awale-abapa-colours",
        &[(
            "special-final = \"wild-narrowing\"",
            "special-final = \"wild\"",
        )],
    );
    let mut pos = c2_position();
    let log = play(&*r, &mut pos, "6R3");
    assert_eq!(captures(&log), [(8, 3), (7, 4)]);
    assert_eq!(pos.pits(), &[3, 0, 1, 5, 1, 0, 2, 0, 0, 3, 2, 3]);
    assert_eq!(scores(&*r, &pos), [29, 25]);
}

#[test]
fn c2_capture_scope_all_takes_every_seed_of_a_qualifying_hole() {
    let r = variant_of(
        "awale-abapa-colours",
        &[("scope = \"colour\"", "scope = \"all\"")],
    );
    let mut pos = c2_position();
    let log = play(&*r, &mut pos, "6R3");
    assert_eq!(captures(&log), [(8, 3), (7, 4)]);
    assert_eq!(pos.pits(), &[3, 0, 1, 5, 1, 0, 2, 0, 0, 3, 2, 3]);
    assert_eq!(scores(&*r, &pos), [29, 25]);
}

fn c3_position() -> Position {
    colour_board(
        [
            "2R1B", "1B", "-", "1R", "3R", "-", "1R", "2R", "-", "-", "-", "-",
        ],
        [30, 33],
        0,
    )
}

#[test]
fn c3_a_grand_slam_captures_by_default_and_the_starved_opponent_ends_the_game() {
    let r = rules("awale-abapa-colours");
    let mut pos = c3_position();
    // Hole 5 holds only red: the canonical move is 5R, and 5B is read as 5R.
    assert!(legal(&*r, &pos).contains(&"5R".to_string()));
    assert!(!legal(&*r, &pos).contains(&"5B".to_string()));
    let log = play(&*r, &mut pos, "5B");
    assert_eq!(captures(&log), [(7, 3), (6, 2)]);
    expect_over(&pos, EndReason::NoMoves, Some(0), [41, 33]);
    assert!(log.events().contains(&Event::Sweep {
        player: 0,
        count: 6
    }));
}

#[test]
fn c3_grand_slam_no_capture_convention_takes_nothing() {
    let r = rules("awale-abapa-colours-grand-slam-no-capture");
    let mut pos = c3_position();
    let log = play(&*r, &mut pos, "5R");
    assert!(log.events().contains(&Event::GrandSlam { pit: 7 }));
    assert_eq!(pos.pits(), &[3, 1, 0, 1, 0, 1, 2, 3, 0, 0, 0, 0]);
    assert_eq!(scores(&*r, &pos), [30, 33]);
    assert_eq!(pos.to_move(), Some(1));
    assert_eq!(legal(&*r, &pos), ["7R", "8R"]);
}

#[test]
fn c3_a_colour_capture_that_leaves_other_seeds_is_not_a_grand_slam() {
    let r = rules("awale-abapa-colours-grand-slam-no-capture");
    // Same as C3 with a black seed in hole 8: taking the red seeds leaves it there.
    let mut pos = colour_board(
        [
            "2R1B", "1B", "-", "1R", "3R", "-", "1R", "2R1B", "-", "-", "-", "-",
        ],
        [30, 32],
        0,
    );
    let log = play(&*r, &mut pos, "5R");
    assert_eq!(captures(&log), [(7, 3), (6, 2)]);
    assert_eq!(holes(&pos)[7], "1B");
    assert_eq!(scores(&*r, &pos), [35, 32]);
}

fn c4_position() -> Position {
    colour_board(
        [
            "1R", "-", "1B", "-", "1R", "-", "-", "-", "-", "-", "-", "1B",
        ],
        [34, 36],
        1,
    )
}

#[test]
fn c4_a_player_who_cannot_be_fed_ends_the_game_and_takes_their_row() {
    let r = rules("awale-abapa-colours");
    let mut pos = c4_position();
    assert_eq!(legal(&*r, &pos), ["12B"]);
    let log = play(&*r, &mut pos, "12B");
    assert!(captures(&log).is_empty());
    expect_over(&pos, EndReason::NoMoves, Some(0), [38, 36]);
}

#[test]
fn c4_last_mover_convention_gives_every_remaining_seed_to_the_last_mover() {
    let r = variant_of(
        "awale-abapa-colours",
        &[("no-moves = \"own-side\"", "no-moves = \"last-mover\"")],
    );
    let mut pos = c4_position();
    play(&*r, &mut pos, "12B");
    expect_over(&pos, EndReason::NoMoves, Some(1), [34, 40]);
}

#[test]
fn c5_must_feed_with_colours_allows_only_moves_reaching_the_opponent() {
    let r = rules("awale-abapa-colours");
    let mut pos = colour_board(
        [
            "2R", "-", "1B", "-", "1R1B", "-", "-", "-", "-", "-", "-", "-",
        ],
        [34, 35],
        0,
    );
    assert_eq!(legal(&*r, &pos), ["5R", "5B"]);
    let log = play(&*r, &mut pos, "5R");
    assert!(captures(&log).is_empty());
    assert!(log.events().contains(&Event::Stop {
        why: StopReason::Sown,
        pit: None
    }));
    assert_eq!(holes(&pos)[5..7], ["1R", "1B"]);
    assert_eq!(pos.to_move(), Some(1));
    assert_eq!(legal(&*r, &pos), ["7B"]);
}

// ----- notation -----

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
