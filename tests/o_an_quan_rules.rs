//! Ô ăn quan: every worked vector of `shared/spec/o-an-quan.md` §9, one test per rule.

use std::sync::Arc;

use mancala::{EndReason, Event, Family, Pieces, Position, Rules, event::StopReason};

use crate::common::{game, oaq_board, play, rules, scores, with_banks};

fn stops(log: &mancala::EventLog) -> Vec<StopReason> {
    log.events()
        .iter()
        .filter_map(|e| match e {
            Event::Stop { why, .. } => Some(*why),
            _ => None,
        })
        .collect()
}

#[test]
fn start_position_has_ten_moves_and_big_stones() {
    let g = game("o-an-quan");
    assert_eq!(g.position().pits(), &[1, 5, 5, 5, 5, 5, 1, 5, 5, 5, 5, 5]);
    assert_eq!(
        g.legal_move_texts(),
        ["1L", "1R", "2L", "2R", "3L", "3R", "4L", "4R", "5L", "5R"]
    );
}

#[test]
fn v1_opening_1r_relays_once_then_captures_and_the_chain_stops() {
    let mut g = game("o-an-quan");
    let ply = g.play_text("1R").unwrap().clone();
    assert_eq!(ply.after.pits(), &[2, 0, 0, 6, 6, 6, 2, 0, 6, 6, 6, 6]);
    assert_eq!(scores(g.rules(), &ply.after), [6, 0]);
    assert_eq!(ply.after.to_move(), Some(1));
    let relays = ply
        .events
        .iter()
        .filter(|e| matches!(e, Event::Relay { pit: 7, count: 5 }))
        .count();
    assert_eq!(relays, 1);
    assert!(ply.events.contains(&Event::Stop {
        why: StopReason::Occupied,
        pit: Some(3)
    }));
}

#[test]
fn v2_quan_non_protects_a_young_mandarin() {
    let mut g = game("o-an-quan");
    let ply = g.play_text("1L").unwrap().clone();
    assert_eq!(ply.after.pits(), &[2, 0, 6, 6, 6, 6, 2, 0, 6, 6, 6, 6]);
    assert_eq!(scores(g.rules(), &ply.after), [0, 0]);
    assert!(ply.events.contains(&Event::Stop {
        why: StopReason::QuanNon,
        pit: Some(0)
    }));
}

#[test]
fn v2_without_quan_non_the_mandarin_and_its_citizen_are_captured() {
    for id in ["o-an-quan-no-quan-non", "o-an-quan-en-wikipedia"] {
        let mut g = game(id);
        let after = g.play_text("1L").unwrap().after.clone();
        assert_eq!(after.pits(), &[0, 0, 6, 6, 6, 6, 2, 0, 6, 6, 6, 6], "{id}");
        assert_eq!(scores(g.rules(), &after), [11, 0], "{id}");
    }
}

#[test]
fn v2_mandarin_worth_five() {
    let mut g = game("o-an-quan-mandarin-5");
    let after = g.play_text("1L").unwrap().after.clone();
    assert_eq!(scores(g.rules(), &after), [6, 0]);
}

#[test]
fn v2_small_stones_mandarin_is_captured_with_its_stones() {
    let mut g = game("o-an-quan-small-stones");
    let after = g.play_text("1L").unwrap().after.clone();
    assert_eq!(after.pits(), &[0, 0, 6, 6, 6, 6, 11, 0, 6, 6, 6, 6]);
    assert_eq!(scores(g.rules(), &after), [11, 0]);
}

#[test]
fn v2_quan_non_first_turns_protects_the_opening() {
    let text = include_str!("../rulesets/o-an-quan.toml")
        .replace(
            "mode = \"min-citizens\"\nmin-citizens = 5",
            "mode = \"first-turns\"\nfirst-turns = 2",
        )
        .replace("id = \"o-an-quan\"", "id = \"first-turns\"");
    let rules = Rules::from_toml_str("first-turns.toml", "first-turns", &text).unwrap();
    let mut g = mancala::Game::new(rules, 0);
    let after = g.play_text("1L").unwrap().after.clone();
    assert_eq!(after.pits(), &[2, 0, 6, 6, 6, 6, 2, 0, 6, 6, 6, 6]);
}

#[test]
fn v3_every_opening_relays_once_then_captures_six_or_meets_quan_non() {
    let table: [(&str, u8, i32, [u16; 12]); 10] = [
        ("1L", 7, 0, [2, 0, 6, 6, 6, 6, 2, 0, 6, 6, 6, 6]),
        ("1R", 7, 6, [2, 0, 0, 6, 6, 6, 2, 0, 6, 6, 6, 6]),
        ("2L", 8, 6, [2, 0, 0, 6, 6, 6, 2, 6, 0, 6, 6, 6]),
        ("2R", 8, 6, [2, 6, 0, 0, 6, 6, 2, 6, 0, 6, 6, 6]),
        ("3L", 9, 6, [2, 6, 0, 0, 6, 6, 2, 6, 6, 0, 6, 6]),
        ("3R", 9, 6, [2, 6, 6, 0, 0, 6, 2, 6, 6, 0, 6, 6]),
        ("4L", 10, 6, [2, 6, 6, 0, 0, 6, 2, 6, 6, 6, 0, 6]),
        ("4R", 10, 6, [2, 6, 6, 6, 0, 0, 2, 6, 6, 6, 0, 6]),
        ("5L", 11, 6, [2, 6, 6, 6, 0, 0, 2, 6, 6, 6, 6, 0]),
        ("5R", 11, 0, [2, 6, 6, 6, 6, 0, 2, 6, 6, 6, 6, 0]),
    ];
    for (mv, relay, points, pits) in table {
        let mut g = game("o-an-quan");
        let ply = g.play_text(mv).unwrap().clone();
        let relays: Vec<u8> = ply
            .events
            .iter()
            .filter_map(|e| match *e {
                Event::Relay { pit, .. } => Some(pit),
                _ => None,
            })
            .collect();
        assert_eq!(relays, [relay], "{mv}");
        assert_eq!(ply.after.pits(), &pits, "{mv}");
        assert_eq!(scores(g.rules(), &ply.after), [points, 0], "{mv}");
    }
    // Without quan non, 5R mirrors 1L.
    let mut g = game("o-an-quan-no-quan-non");
    let after = g.play_text("5R").unwrap().after.clone();
    assert_eq!(after.pits(), &[2, 6, 6, 6, 6, 0, 0, 6, 6, 6, 6, 0]);
    assert_eq!(scores(g.rules(), &after), [11, 0]);
}

#[test]
fn v3_north_openings_are_the_same_table_shifted_by_six() {
    let mut g = mancala::Game::new(rules("o-an-quan"), 1);
    let after = g.play_text("1R").unwrap().after.clone();
    // South's 1R gives [2,0,0,6,6,6,2,0,6,6,6,6]; shifted by six cells:
    assert_eq!(after.pits(), &[2, 0, 6, 6, 6, 6, 2, 0, 0, 6, 6, 6]);
    assert_eq!(scores(g.rules(), &after), [0, 6]);
}

fn v4_position() -> Position {
    with_banks(
        oaq_board([
            "Q+2", "1", "0", "2", "3", "1", "Q+4", "2", "0", "3", "0", "2",
        ]),
        [14, 16],
        [0, 0],
    )
}

#[test]
fn v4_capture_chain_takes_two_cells() {
    let r = rules("o-an-quan");
    let mut pos = v4_position();
    assert_eq!(pos.pits(), &[3, 1, 0, 2, 3, 1, 5, 2, 0, 3, 0, 2]);
    let log = play(&*r, &mut pos, "4R");
    assert_eq!(pos.pits(), &[3, 1, 0, 2, 0, 2, 6, 3, 0, 0, 0, 0]);
    assert_eq!(scores(&*r, &pos), [19, 16]);
    assert_eq!(pos.to_move(), Some(1));
    assert_eq!(stops(&log), [StopReason::Occupied]);
}

#[test]
fn v4_without_chains_one_capture_ends_the_move() {
    let text = include_str!("../rulesets/o-an-quan.toml")
        .replace("chain = true", "chain = false")
        .replace("id = \"o-an-quan\"", "id = \"no-chain\"");
    let r = Rules::from_toml_str("no-chain.toml", "no-chain", &text).unwrap();
    let mut pos = v4_position();
    let log = play(&*r, &mut pos, "4R");
    assert_eq!(pos.pits(), &[3, 1, 0, 2, 0, 2, 6, 3, 0, 0, 0, 2]);
    assert_eq!(scores(&*r, &pos), [17, 16]);
    assert_eq!(stops(&log), [StopReason::NoChain]);
}

#[test]
fn v5_a_grown_mandarin_is_captured_with_its_big_stone() {
    let r = rules("o-an-quan");
    let mut pos = with_banks(
        oaq_board([
            "Q+3", "2", "1", "0", "3", "2", "Q+7", "0", "1", "2", "2", "0",
        ]),
        [13, 14],
        [0, 0],
    );
    pos.set_to_move(1);
    play(&*r, &mut pos, "4L");
    assert_eq!(pos.pits(), &[4, 2, 1, 0, 3, 2, 0, 0, 2, 3, 0, 0]);
    assert_eq!(scores(&*r, &pos), [13, 31]);
    let detail = r.detail_json(&pos);
    assert_eq!(detail["big_stones"], serde_json::json!([1, 0]));
    assert_eq!(detail["captured_big_stones"], serde_json::json!([0, 1]));
    assert_eq!(detail["big_stone_taken_by"], serde_json::json!([null, 1]));
    assert!(!pos.is_over());
}

#[test]
fn v5_with_four_citizens_the_mandarin_is_still_young() {
    let r = rules("o-an-quan");
    let mut pos = with_banks(
        oaq_board([
            "Q+3", "2", "1", "0", "3", "2", "Q+4", "0", "1", "2", "2", "0",
        ]),
        [13, 17],
        [0, 0],
    );
    pos.set_to_move(1);
    let log = play(&*r, &mut pos, "4L");
    assert_eq!(pos.pits(), &[4, 2, 1, 0, 3, 2, 5, 0, 2, 3, 0, 0]);
    assert_eq!(scores(&*r, &pos), [13, 17]);
    assert_eq!(stops(&log), [StopReason::QuanNon]);
}

fn v6_position() -> Position {
    let mut pos = with_banks(
        oaq_board(["0", "0", "1", "2", "0", "3", "Q+5", "2", "1", "0", "3", "4"]),
        [14, 15],
        [0, 1],
    );
    pos.set_special_taken_by(0, Some(1));
    pos
}

#[test]
fn v6_an_empty_mandarin_square_can_be_the_gap() {
    let r = rules("o-an-quan");
    let mut pos = v6_position();
    assert_eq!(scores(&*r, &pos), [14, 25]);
    play(&*r, &mut pos, "2L");
    assert_eq!(pos.pits(), &[0, 1, 0, 2, 0, 3, 6, 2, 1, 0, 3, 0]);
    assert_eq!(scores(&*r, &pos), [18, 25]);
}

#[test]
fn v6_english_wikipedia_an_empty_mandarin_square_ends_the_turn() {
    let r = rules("o-an-quan-en-wikipedia");
    let mut pos = v6_position();
    let log = play(&*r, &mut pos, "2L");
    assert_eq!(pos.pits(), &[0, 1, 0, 2, 0, 3, 6, 2, 1, 0, 3, 4]);
    assert_eq!(scores(&*r, &pos), [14, 25]);
    assert_eq!(stops(&log), [StopReason::EmptyMandarin]);
}

fn v7_position() -> Position {
    let mut pos = with_banks(
        oaq_board([
            "Q+3", "0", "0", "0", "0", "0", "Q+6", "4", "1", "2", "0", "2",
        ]),
        [2, 30],
        [0, 0],
    );
    pos.set_to_move(1);
    pos
}

#[test]
fn v7_refill_borrows_what_the_player_lacks() {
    let r = rules("o-an-quan");
    let mut pos = v7_position();
    assert_eq!(pos.pits(), &[4, 0, 0, 0, 0, 0, 7, 4, 1, 2, 0, 2]);
    let log = play(&*r, &mut pos, "2R");
    assert_eq!(pos.pits(), &[4, 1, 1, 1, 1, 1, 7, 4, 0, 3, 0, 0]);
    assert_eq!(pos.bank(0).plain, 0);
    assert_eq!(pos.bank(1).plain, 29);
    assert_eq!([pos.debt(0), pos.debt(1)], [3, 0]);
    assert_eq!(scores(&*r, &pos), [-3, 32]);
    assert_eq!(pos.to_move(), Some(0));
    assert_eq!(mancala::Game::new(r.clone(), 0).legal_moves().len(), 10);
    let refill = log.events().iter().find_map(|e| match *e {
        Event::Refill(refill) => Some(refill),
        _ => None,
    });
    let refill = refill.expect("a refill event");
    assert_eq!(
        (refill.player, refill.own, refill.borrowed, refill.bank),
        (0, 2, 3, 0)
    );
}

#[test]
fn v7_bank_penalty_takes_stones_from_outside_without_crediting_the_opponent() {
    let r = rules("o-an-quan-mandarin-5");
    let mut pos = v7_position();
    play(&*r, &mut pos, "2R");
    assert_eq!(pos.pits(), &[4, 1, 1, 1, 1, 1, 7, 4, 0, 3, 0, 0]);
    assert_eq!([pos.bank(0).plain, pos.bank(1).plain], [0, 32]);
    assert_eq!([pos.debt(0), pos.debt(1)], [3, 0]);
    assert_eq!(scores(&*r, &pos), [-3, 32]);
}

#[test]
fn v8_the_last_mandarin_capture_ends_the_game_and_each_side_collects() {
    let r = rules("o-an-quan");
    let mut pos = with_banks(
        oaq_board(["0", "2", "0", "1", "1", "0", "3", "1", "0", "2", "0", "1"]),
        [20, 19],
        [1, 1],
    );
    assert_eq!(scores(&*r, &pos), [30, 29]);
    play(&*r, &mut pos, "3R");
    assert_eq!(pos.pits(), &[0; 12]);
    let outcome = pos.outcome().expect("game over");
    assert_eq!(outcome.scores(2), &[37, 33]);
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.reason, EndReason::MandarinsEmpty);
    assert_eq!(pos.to_move(), None);
}

fn v9_position() -> Position {
    with_banks(
        oaq_board(["9", "2", "0", "2", "1", "0", "12", "5", "0", "2", "3", "1"]),
        [17, 16],
        [0, 0],
    )
}

#[test]
fn v9_take_one_relays_one_stone_out_of_a_mandarin_square() {
    let r = rules("o-an-quan-small-stones");
    let mut pos = v9_position();
    let log = play(&*r, &mut pos, "3R");
    assert_eq!(pos.pits(), &[9, 2, 0, 0, 2, 1, 11, 6, 0, 0, 3, 1]);
    assert_eq!(scores(&*r, &pos), [19, 16]);
    assert!(log.events().contains(&Event::TakeOne { pit: 6 }));
}

#[test]
fn v9_with_stop_a_mandarin_square_ends_the_sowing() {
    let text = include_str!("../rulesets/o-an-quan-small-stones.toml")
        .replace("take-one", "stop")
        .replace("id = \"o-an-quan-small-stones\"", "id = \"small-stop\"");
    let r = Rules::from_toml_str("small-stop.toml", "small-stop", &text).unwrap();
    let mut pos = v9_position();
    let log = play(&*r, &mut pos, "3R");
    assert_eq!(pos.pits(), &[9, 2, 0, 0, 2, 1, 12, 5, 0, 2, 3, 1]);
    assert_eq!(scores(&*r, &pos), [17, 16]);
    assert_eq!(stops(&log), [StopReason::OccupiedMandarin]);
}

// ----- options without a worked vector in the spec -----

fn variant(base: &str, id: &str, from: &str, to: &str) -> Arc<dyn Family> {
    let text = std::fs::read_to_string(format!(
        "{}/rulesets/{base}.toml",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .replace(&format!("id = \"{base}\""), &format!("id = \"{id}\""));
    assert!(text.contains(from), "{from} not in {base}");
    let text = text.replace(from, to);
    Rules::from_toml_str(&format!("{id}.toml"), id, &text).unwrap()
}

fn start(rules: &Arc<dyn Family>, pos: Position) -> mancala::Game {
    mancala::Game::from_position(rules.clone(), pos).unwrap()
}

/// South's squares are all empty at the start of South's turn; South has captured `citizens`
/// citizens and North 30.
fn south_must_refill(citizens: u16, big: [u16; 2]) -> Position {
    let mut pos = with_banks(
        oaq_board([
            "Q+3", "0", "0", "0", "0", "0", "Q+6", "4", "1", "2", "0", "2",
        ]),
        [citizens, 30],
        big,
    );
    pos.set_to_move(0);
    pos
}

#[test]
fn shortfall_end_game_ends_and_scores_the_game() {
    let r = variant(
        "o-an-quan",
        "end-game",
        "on-shortfall = \"borrow\"",
        "on-shortfall = \"end-game\"",
    );
    let g = start(&r, south_must_refill(2, [0, 0]));
    let outcome = g.position().outcome().expect("the game ends at once");
    assert_eq!(outcome.reason, EndReason::NoRefill);
    // North collects its 9 citizens; the mandarin squares score for nobody.
    assert_eq!(outcome.scores(2), &[2, 39]);
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(g.position().pits(), &[4, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0]);
}

#[test]
fn shortfall_lose_gives_the_game_to_the_opponent_whatever_the_points() {
    let r = variant(
        "o-an-quan",
        "lose",
        "on-shortfall = \"borrow\"",
        "on-shortfall = \"lose\"",
    );
    let mut pos = south_must_refill(4, [2, 0]);
    pos.set_bank(
        1,
        Pieces {
            plain: 3,
            black: 0,
            special: 0,
        },
    );
    let g = start(&r, pos);
    let outcome = g.position().outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::NoRefill);
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(
        outcome.scores(2),
        &[24, 3],
        "points as they stand, no sweep"
    );
}

#[test]
fn shortfall_sell_mandarin_sells_a_big_stone_for_citizens() {
    let r = variant(
        "o-an-quan",
        "sell",
        "on-shortfall = \"borrow\"",
        "on-shortfall = \"sell-mandarin\"",
    );
    let g = start(&r, south_must_refill(2, [1, 0]));
    let pos = g.position();
    assert!(!pos.is_over());
    // North pays min(10, 30) = 10 citizens for the big stone; South then puts back 5 of its 12.
    assert_eq!((pos.bank(0).plain, pos.bank(0).special), (7, 0));
    assert_eq!((pos.bank(1).plain, pos.bank(1).special), (20, 1));
    assert_eq!(&pos.pits()[1..6], &[1, 1, 1, 1, 1]);
    let refill = g.start_events().iter().find_map(|e| match *e {
        Event::Refill(r) => Some(r),
        _ => None,
    });
    assert_eq!(refill.map(|r| (r.sold, r.price, r.own)), Some((1, 10, 5)));
}

#[test]
fn shortfall_sell_mandarin_without_a_big_stone_loses() {
    let r = variant(
        "o-an-quan",
        "sell",
        "on-shortfall = \"borrow\"",
        "on-shortfall = \"sell-mandarin\"",
    );
    let g = start(&r, south_must_refill(2, [0, 1]));
    let outcome = g.position().outcome().unwrap();
    assert_eq!(
        (outcome.reason, outcome.winner),
        (EndReason::NoRefill, Some(1))
    );
}

#[test]
fn two_passes_in_a_row_block_the_game() {
    let r = rules("o-an-quan");
    // Nobody has a stone on their squares and nobody has captured a citizen.
    let board = [
        "Q+3", "0", "0", "0", "0", "0", "Q+2", "0", "0", "0", "0", "0",
    ];
    let pos = with_banks(oaq_board(board), [0, 0], [1, 0]);
    let g = start(&r, pos);
    let passes = g
        .start_events()
        .iter()
        .filter(|e| matches!(e, Event::Pass { .. }))
        .count();
    assert_eq!(passes, 1, "South passes, then North cannot move either");
    let outcome = g.position().outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Blocked);
    assert_eq!(outcome.scores(2), &[10, 0]);
}

#[test]
fn a_pass_hands_the_turn_to_a_player_who_can_move() {
    let r = rules("o-an-quan");
    let board = [
        "Q+3", "0", "0", "0", "0", "0", "Q+2", "0", "1", "0", "0", "0",
    ];
    let pos = with_banks(oaq_board(board), [0, 0], [0, 1]);
    let g = start(&r, pos);
    assert_eq!(g.position().to_move(), Some(1));
    assert!(g.start_events().contains(&Event::Pass { player: 0 }));
}

#[test]
fn leftover_split_shares_a_mandarin_squares_citizens() {
    let r = variant(
        "o-an-quan-en-wikipedia",
        "split",
        "leftover-in-mandarin-square = \"capturer\"",
        "leftover-in-mandarin-square = \"split\"",
    );
    let mut pos = with_banks(
        oaq_board(["5", "0", "0", "1", "0", "0", "Q+1", "1", "0", "2", "0", "1"]),
        [20, 19],
        [0, 1],
    );
    pos.set_special_taken_by(0, Some(1));
    let mut pos2 = pos.clone();
    play(&*r, &mut pos2, "3R");
    let outcome = pos2.outcome().unwrap();
    // Cell 0's 5 citizens: 2 each, the odd one scores for nobody and stays.
    assert_eq!(outcome.scores(2), &[20 + 11 + 1 + 2, 19 + 10 + 4 + 2]);
    assert_eq!(pos2.pits()[0], 1);
}

#[test]
fn the_relay_guard_abandons_the_move_and_stops_the_game() {
    let r = variant(
        "o-an-quan",
        "guard",
        "max-relay-lifts = 1000",
        "max-relay-lifts = 1",
    );
    let mut g = start(&r, r.initial_position(0));
    // 1R needs one relay: allowed. North's 2R then needs two.
    g.play_text("1R").unwrap();
    let before = g.position().clone();
    let ply = g.play_text("4L").unwrap().clone();
    assert_eq!(
        ply.after.pits(),
        before.pits(),
        "the move's effects are discarded"
    );
    assert_eq!(ply.after.ply(), 2, "but it stays in the record");
    let outcome = ply.after.outcome().unwrap();
    assert_eq!(
        outcome.reason,
        EndReason::Limit(mancala::Limit::MaxRelayLifts)
    );
    assert_eq!(outcome.winner, None);
    assert_eq!(
        ply.events.len(),
        2,
        "only the limit and the end: {:?}",
        ply.events
    );
    // A playout, which records nothing and sows along the sowing table, undoes it the same way.
    let mut unrecorded = before.clone();
    mancala::engine::apply(
        &*r,
        &mut unrecorded,
        &ply.mv,
        &mut mancala::engine::Repetitions::new(),
        &mut mancala::NoRecord,
    );
    assert_eq!(unrecorded, ply.after);
}

#[test]
fn max_plies_stops_the_game_unfinished() {
    let r = variant("o-an-quan", "short", "max-plies = 500", "max-plies = 2");
    let mut g = start(&r, r.initial_position(0));
    g.play_text("1R").unwrap();
    assert!(!g.position().is_over());
    let after = g.play_text("4L").unwrap().after.clone();
    let outcome = after.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Limit(mancala::Limit::MaxPlies));
    assert_eq!(outcome.winner, None);
}

#[test]
fn max_plies_without_capture_counts_moves_that_capture_nothing() {
    let r = variant(
        "o-an-quan",
        "dull",
        "max-plies-without-capture = 100",
        "max-plies-without-capture = 1",
    );
    let mut g = start(&r, r.initial_position(0));
    g.play_text("1R").unwrap(); // captures 6
    assert!(!g.position().is_over());
    let after = g.play_text("4L").unwrap().after.clone(); // captures nothing
    assert_eq!(
        after.outcome().unwrap().reason,
        EndReason::Limit(mancala::Limit::MaxPliesWithoutCapture)
    );
}

#[test]
fn illegal_moves_say_why() {
    let mut g = game("o-an-quan");
    g.play_text("1R").unwrap();
    let err = g.play_text("1L").unwrap_err().to_string();
    assert_eq!(err, "cannot play 1L: your square 1 is empty");
    let err = g.play_text("6R").unwrap_err().to_string();
    assert_eq!(
        err,
        "`6R` is not a move: expected a square 1-5 and a direction L or R, like 1R or 4L"
    );
    let err = g.play_text("").unwrap_err().to_string();
    assert!(err.starts_with("`` is not a move"), "{err}");
    // Vietnamese letters: phải (right) and trái (left).
    assert_eq!(g.play_text("2p").unwrap().text, "2R");
}
