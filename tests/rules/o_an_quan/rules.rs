//! Ô ăn quan: the options without a worked vector in the spec, the limits and the notation. The
//! spec's worked vectors (§9, V1–V9) are data: `tests/vectors/o-an-quan.vectors`.

use std::sync::Arc;

use mancala::{EndReason, Event, Family, Pieces, Position, Rules, rules::o_an_quan::Ledger};

use crate::common::{game, oaq_board, play, rules, with_banks};

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
    assert_eq!(outcome.reason, mancala::rules::o_an_quan::reason::NO_REFILL);
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
    assert_eq!(outcome.reason, mancala::rules::o_an_quan::reason::NO_REFILL);
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
        (mancala::rules::o_an_quan::reason::NO_REFILL, Some(1))
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
    Ledger {
        big_stone_taken_by: [Some(1), None],
        ..Ledger::default()
    }
    .put(&mut pos);
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
