//! Ô ăn quan on boards of other sizes (`board.squares-per-side`, spec §1): the rules on a board
//! of three squares a side built by hand (cells 0 and 4 are the mandarin squares, South owns
//! 1..3 and North 5..7), the notation, the board, the narration and the rules text for
//! people, a whole game, the agents, and the option's validation errors.

use std::sync::Arc;

use mancala::{
    EndReason, Event, EventLog, Family, Game, Move, NoRecord, Pieces, Position, Rules,
    agent::{Agent, Budget, Seat},
    engine::{self, Repetitions},
    render,
    rules::o_an_quan::{Ledger, reason},
};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::common::{play, scores, with_banks, with_snapshots};

/// A ruleset file of the Ô ăn quan family with `squares-per-side = n` and `extra` TOML lines
/// (options; tables may follow).
fn sized_text(n: u8, extra: &str) -> String {
    format!(
        "game = \"o-an-quan\"\nname = \"Ô ăn quan, {n} squares a side\"\n{extra}\n[board]\nsquares-per-side = {n}\n"
    )
}

/// The default rules on a board of `n` squares a side.
fn sized(n: u8) -> Arc<dyn Family> {
    sized_with(n, "")
}

/// The rules of `extra` on a board of `n` squares a side.
fn sized_with(n: u8, extra: &str) -> Arc<dyn Family> {
    let id = format!("o-an-quan-{n}");
    Rules::from_toml_str(&format!("{id}.toml"), &id, &sized_text(n, extra))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// A board in the spec's notation, any size: `"Q+3"` is a mandarin square still holding its big
/// stone and 3 citizens, a plain number is citizens only.
fn board(cells: &[&str]) -> Position {
    crate::common::oaq_board_of_any_size(cells)
}

/// The board of `pos` in the notation of [`board`].
fn cells(rules: &dyn Family, pos: &Position) -> Vec<String> {
    (0..rules.num_pits() as u8)
        .map(|cell| {
            let p = pos.pieces(cell);
            if p.special > 0 {
                format!("Q+{}", p.plain)
            } else {
                p.plain.to_string()
            }
        })
        .collect()
}

fn relays(log: &EventLog) -> Vec<(u8, u16)> {
    log.events()
        .iter()
        .filter_map(|e| match *e {
            Event::Relay { pit, count } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

fn captures(log: &EventLog) -> Vec<(u8, Pieces)> {
    log.events()
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, taken, .. } => Some((pit, taken)),
            _ => None,
        })
        .collect()
}

fn stops(log: &EventLog) -> Vec<(&'static str, Option<u8>)> {
    log.events()
        .iter()
        .filter_map(|e| match *e {
            Event::Stop { why, pit, .. } => Some((why.as_str(), pit)),
            _ => None,
        })
        .collect()
}

fn refill(log: &EventLog) -> Option<mancala::event::Refill> {
    log.events().iter().find_map(|e| match *e {
        Event::Refill(r) => Some(r),
        _ => None,
    })
}

// ----- the board -----

#[test]
fn a_board_of_n_squares_a_side_has_2n_plus_2_cells_and_n_moves_each_way() {
    for n in 1..=10u8 {
        let rules = sized(n);
        assert_eq!(rules.num_pits(), 2 * usize::from(n) + 2);
        let game = Game::new(rules.clone(), 0);
        let pos = game.position();
        for cell in 0..rules.num_pits() as u8 {
            let expected = if cell == 0 || cell == n + 1 {
                Pieces {
                    special: 1,
                    ..Pieces::default()
                }
            } else {
                Pieces {
                    plain: 5,
                    ..Pieces::default()
                }
            };
            assert_eq!(pos.pieces(cell), expected, "n = {n}, cell {cell}");
        }
        let legal: Vec<String> = (1..=n)
            .flat_map(|k| [format!("{k}L"), format!("{k}R")])
            .collect();
        assert_eq!(game.legal_move_texts(), legal, "n = {n}");
    }
}

#[test]
fn the_default_board_is_five_squares_a_side() {
    let shipped = Rules::builtin("o-an-quan").unwrap();
    let five = sized(5);
    assert_eq!(five.num_pits(), 12);
    assert_eq!(
        five.initial_position(0).pits(),
        shipped.initial_position(0).pits()
    );
    assert_eq!(five.options_json(), shipped.options_json());
    assert_eq!(shipped.options_json()["board"]["squares-per-side"], 5);
    assert_eq!(sized(3).options_json()["board"]["squares-per-side"], 3);
}

// ----- rules on three squares a side -----

#[test]
fn three_a_side_relays_round_the_ring_and_stop_at_the_right_mandarin_square() {
    let rules = sized(3);
    let mut pos = rules.initial_position(0);
    let log = play(&*rules, &mut pos, "1R");
    // Sow 2, 3, 4, 5, 6; relay cell 7 (North's 3) over 0, 1, 2, 3, 4; relay cell 5 (North's 1)
    // over 6, 7, 0, 1, 2, 3; cell 4, the right mandarin square, is not empty: stop.
    assert_eq!(relays(&log), [(7, 5), (5, 6)]);
    assert_eq!(stops(&log), [("occupied-mandarin", Some(4))]);
    assert_eq!(
        cells(&*rules, &pos),
        ["Q+2", "2", "8", "8", "Q+2", "0", "7", "1"]
    );
    assert_eq!(scores(&*rules, &pos), [0, 0]);
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn three_a_side_captures_the_right_mandarin_square_and_chains_on() {
    let rules = sized(3);
    let mut pos = with_banks(
        board(&["Q+5", "1", "0", "0", "Q+5", "0", "2", "3"]),
        [0, 0],
        [0, 0],
    );
    let log = play(&*rules, &mut pos, "1R");
    // One stone into cell 2; cell 3 is the gap; cell 4 (big stone and 5 citizens, no quan non)
    // is taken; cell 5 is empty, so cell 6 is taken too; cell 7 holds stones: the chain ends.
    assert_eq!(
        captures(&log),
        [
            (
                4,
                Pieces {
                    plain: 5,
                    special: 1,
                    black: 0
                }
            ),
            (
                6,
                Pieces {
                    plain: 2,
                    ..Pieces::default()
                }
            ),
        ]
    );
    assert_eq!(stops(&log), [("occupied", Some(7))]);
    assert_eq!(
        cells(&*rules, &pos),
        ["Q+5", "0", "1", "0", "0", "0", "0", "3"]
    );
    assert_eq!(scores(&*rules, &pos), [17, 0]);
    assert!(!pos.is_over(), "the left mandarin square is not empty");
    // The ledger names the taker of the right mandarin square's big stone, at any size.
    let ledger = Ledger::of(&pos);
    assert_eq!(ledger.big_stone_taken_by, [None, Some(0)]);
    assert_eq!(ledger.taker(4), Some(0));
    assert_eq!(ledger.taker(0), None);
    let detail = rules.detail_json(&pos);
    assert_eq!(detail["big_stones"], serde_json::json!([1, 0]));
    assert_eq!(detail["big_stone_taken_by"], serde_json::json!([null, 0]));
    assert_eq!(detail["captured_big_stones"], serde_json::json!([1, 0]));
}

#[test]
fn three_a_side_quan_non_protects_the_right_mandarin_square() {
    let rules = sized(3);
    let mut pos = board(&["Q+5", "1", "0", "0", "Q+4", "0", "2", "3"]);
    let log = play(&*rules, &mut pos, "1R");
    assert!(captures(&log).is_empty());
    assert_eq!(stops(&log), [("quan-non", Some(4))]);
}

#[test]
fn three_a_side_a_capture_wraps_round_the_ring() {
    // North sows its square 3 (cell 7) to the right: the stone falls in cell 0, cell 1 is the
    // gap and South's square 2 (cell 2) is captured.
    let rules = sized(3);
    let mut pos = board(&["0", "0", "4", "1", "Q+6", "1", "1", "1"]);
    pos.set_to_move(1);
    let log = play(&*rules, &mut pos, "3R");
    assert_eq!(
        captures(&log),
        [(
            2,
            Pieces {
                plain: 4,
                ..Pieces::default()
            }
        )]
    );
    assert_eq!(stops(&log), [("occupied", Some(3))]);
    assert_eq!(
        cells(&*rules, &pos),
        ["1", "0", "0", "1", "Q+6", "1", "1", "0"]
    );
}

#[test]
fn three_a_side_refill_puts_back_three_stones() {
    let rules = sized(3);
    // North's 1R: a stone into cell 6, relay cell 7 into cell 0, then cells 1 and 2 are both
    // empty. South's three squares are empty at the start of its turn.
    let mut pos = with_banks(
        board(&["Q+3", "0", "0", "0", "Q+2", "1", "0", "1"]),
        [4, 10],
        [0, 0],
    );
    pos.set_to_move(1);
    let log = play(&*rules, &mut pos, "1R");
    assert_eq!(stops(&log), [("two-empty", Some(2))]);
    let r = refill(&log).expect("South refills");
    assert_eq!(
        (r.player, r.own, r.borrowed, r.bank, r.first_pit),
        (0, 3, 0, 0, 1)
    );
    assert_eq!(
        cells(&*rules, &pos),
        ["Q+4", "1", "1", "1", "Q+2", "0", "1", "0"]
    );
    assert_eq!(pos.bank(0).plain, 1, "three of South's four go back");
    assert_eq!(pos.to_move(), Some(0));
}

#[test]
fn three_a_side_a_shortfall_borrows_up_to_three() {
    let rules = sized(3);
    let mut pos = with_banks(
        board(&["Q+3", "0", "0", "0", "Q+2", "1", "0", "1"]),
        [1, 10],
        [0, 0],
    );
    pos.set_to_move(1);
    let log = play(&*rules, &mut pos, "1R");
    let r = refill(&log).expect("South refills");
    assert_eq!((r.own, r.borrowed, r.bank), (1, 2, 0));
    assert_eq!(Ledger::of(&pos).debt, [2, 0]);
    assert_eq!(scores(&*rules, &pos), [-2, 10]);
    assert_eq!(&pos.pits()[1..4], &[1, 1, 1]);
}

#[test]
fn three_a_side_a_bank_penalty_takes_the_rest_of_three_from_outside() {
    let rules = sized_with(
        3,
        "[refill]\non-shortfall = \"bank-penalty\"\n[quan-non]\nmode = \"off\"",
    );
    let mut pos = with_banks(
        board(&["Q+3", "0", "0", "0", "Q+2", "1", "0", "1"]),
        [1, 10],
        [0, 0],
    );
    pos.set_to_move(1);
    let log = play(&*rules, &mut pos, "1R");
    let r = refill(&log).expect("South refills");
    assert_eq!((r.own, r.borrowed, r.bank), (1, 0, 2));
    assert_eq!(scores(&*rules, &pos), [-2, 10], "nobody is credited");
}

#[test]
fn three_a_side_north_is_refilled_from_its_own_square_1() {
    let rules = sized(3);
    // South's 2R ends on the right mandarin square; North's squares are then empty.
    let mut pos = with_banks(
        board(&["Q+2", "0", "1", "0", "Q+3", "0", "0", "0"]),
        [0, 5],
        [0, 0],
    );
    let log = play(&*rules, &mut pos, "2R");
    assert_eq!(stops(&log), [("occupied-mandarin", Some(4))]);
    let r = refill(&log).expect("North refills");
    assert_eq!((r.player, r.own, r.first_pit), (1, 3, 5));
    assert_eq!(
        cells(&*rules, &pos),
        ["Q+2", "0", "0", "1", "Q+3", "1", "1", "1"]
    );
}

#[test]
fn three_a_side_the_end_sweeps_each_players_three_squares() {
    let rules = sized(3);
    // No big stone is left on the board (each player took one). South's 1R: a stone into cell
    // 2; cell 3 is the gap; cell 4, the right mandarin square, holds 3 citizens: taken; cell 5
    // holds a stone: the chain ends. Both mandarin squares are empty: the game is over, and each
    // player collects the citizens on their own three squares.
    let mut pos = with_banks(
        board(&["0", "1", "2", "0", "3", "1", "0", "2"]),
        [20, 19],
        [1, 1],
    );
    let log = play(&*rules, &mut pos, "1R");
    let sweeps: Vec<(u8, u16)> = log
        .events()
        .iter()
        .filter_map(|e| match *e {
            Event::Sweep { player, count } => Some((player, count)),
            _ => None,
        })
        .collect();
    assert_eq!(sweeps, [(0, 3), (1, 3)]);
    let outcome = pos.outcome().expect("the game is over");
    assert_eq!(outcome.reason, reason::MANDARINS_EMPTY);
    assert_eq!(outcome.scores(2), &[20 + 3 + 10 + 3, 19 + 10 + 3]);
    assert_eq!(outcome.winner, Some(0));
    assert!(pos.pits().iter().all(|&c| c == 0));
}

// ----- notation -----

#[test]
fn moves_name_squares_1_to_n_from_the_movers_left() {
    let rules = sized(3);
    let game = Game::new(rules.clone(), 0);
    let south = game.position().clone();
    let mut north = south.clone();
    north.set_to_move(1);
    let parse = |pos: &Position, text: &str| rules.parse_move(pos, text);
    assert_eq!(
        parse(&south, "3R"),
        Ok(Move::sow(3, mancala::Direction::Forward))
    );
    assert_eq!(
        parse(&north, "1l"),
        Ok(Move::sow(5, mancala::Direction::Backward))
    );
    assert_eq!(
        parse(&north, "3 T"),
        Ok(Move::sow(7, mancala::Direction::Backward))
    );
    for (pos, cell) in [(&south, 1), (&south, 3), (&north, 5), (&north, 7)] {
        for dir in [mancala::Direction::Backward, mancala::Direction::Forward] {
            let mv = Move::sow(cell, dir);
            let text = rules.move_text(pos, &mv);
            assert_eq!(parse(pos, &text), Ok(mv), "{text}");
        }
    }
    for bad in ["4R", "0R", "03R", "1", "R", "1X", "-1R", "+1R"] {
        let err = parse(&south, bad).unwrap_err().to_string();
        assert_eq!(
            err,
            format!(
                "`{bad}` is not a move: expected a square 1-3 and a direction L or R, like 1R or 3L"
            )
        );
    }
}

#[test]
fn ten_a_side_moves_have_two_digit_squares() {
    let rules = sized(10);
    let mut game = Game::new(rules.clone(), 0);
    assert_eq!(game.legal_move_texts().last().unwrap(), "10R");
    let mut north = game.position().clone();
    north.set_to_move(1);
    assert_eq!(
        rules.parse_move(&north, "10L"),
        Ok(Move::sow(21, mancala::Direction::Backward))
    );
    assert_eq!(
        rules.move_text(&north, &Move::sow(21, mancala::Direction::Backward)),
        "10L"
    );
    let err = game.play_text("11R").unwrap_err().to_string();
    assert_eq!(
        err,
        "`11R` is not a move: expected a square 1-10 and a direction L or R, like 1R or 4L"
    );
    assert_eq!(game.play_text("10l").unwrap().text, "10L");
}

#[test]
fn one_a_side_has_a_single_square_each() {
    let rules = sized(1);
    let mut game = Game::new(rules, 0);
    assert_eq!(game.legal_move_texts(), ["1L", "1R"]);
    let err = game.play_text("2R").unwrap_err().to_string();
    assert_eq!(
        err,
        "`2R` is not a move: expected 1R or 1L (square 1, sown to the right or to the left)"
    );
    game.play_text("1R").unwrap();
}

#[test]
fn refusals_name_the_square_as_moves_do() {
    let rules = sized(3);
    let mut game = Game::from_position(
        rules.clone(),
        board(&["Q+5", "1", "0", "2", "Q+5", "0", "2", "3"]),
    )
    .unwrap();
    assert_eq!(
        game.play_text("2L").unwrap_err().to_string(),
        "cannot play 2L: your square 2 is empty"
    );
    let pos = game.position().clone();
    let north_square = Move::sow(6, mancala::Direction::Forward);
    let why = rules.illegal_reason(&pos, &north_square).unwrap();
    assert_eq!(
        rules.illegal_text(&pos, &north_square, &why),
        "you may only sow from your own squares 1-3"
    );
}

// ----- what people see -----

/// The start of a game and the position after South's `1R`, drawn, on boards of 1, 3 and 10
/// squares a side (the largest puts each player's line under the numbers of its squares).
#[test]
fn boards_of_every_width_are_drawn() {
    let mut text = String::new();
    for n in [1, 3, 10] {
        let mut game = Game::new(sized(n), 0);
        text.push_str(&format!("board.squares-per-side = {n}:\n"));
        text.push_str(&game.rules().draw(game.position()));
        game.play_text("1R").unwrap();
        text.push_str("\nafter 1R:\n");
        text.push_str(&game.rules().draw(game.position()));
        text.push_str("\n\n");
    }
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "wider than 80 columns: {line}");
    }
    with_snapshots("rules/o-an-quan", || {
        insta::assert_snapshot!("board_size_boards", text)
    });
}

#[test]
fn board_size_three_explained() {
    // The opening 1R (two relays, round the ring), then a capture of North's, then a refill.
    let rules = sized(3);
    let mut game = Game::new(rules.clone(), 0);
    game.play_text("1R").unwrap();
    game.play_text("2L").unwrap();
    let text = render::transcript(&game, true);
    assert!(text.contains("each player's squares are numbered 1-3 from that player's own left"));
    // The squares by their names on the board, never by cell numbers.
    assert!(text.contains("the right mandarin square"));
    assert!(!text.contains("cell 4") && !text.contains("Q4"), "{text}");
    // A refill of three stones, narrated.
    let mut pos = with_banks(
        board(&["Q+3", "0", "0", "0", "Q+2", "1", "0", "1"]),
        [1, 10],
        [0, 0],
    );
    pos.set_to_move(1);
    let mut refill = Game::from_position(rules, pos).unwrap();
    refill.play_text("1R").unwrap();
    let refill_text = render::transcript(&refill, true);
    assert!(
        refill_text.contains("South's three squares are all empty: refill (rải quân)."),
        "{refill_text}"
    );
    assert!(refill_text.contains("One stone goes into each of squares 1 to 3."));
    with_snapshots("rules/o-an-quan", || {
        insta::assert_snapshot!(
            "board_size_three_explained",
            format!("{text}\n\n{refill_text}")
        );
    });
}

#[test]
fn the_narration_counts_the_squares_of_any_board() {
    // One square a side: South's only square is empty after North's move.
    let rules = sized(1);
    let mut pos = with_banks(board(&["Q+3", "0", "Q+2", "1"]), [0, 4], [0, 0]);
    pos.set_to_move(1);
    let mut game = Game::from_position(rules, pos).unwrap();
    // North's 1L: a stone into cell 2 (a mandarin square): stop. South's square is empty: it
    // borrows one stone.
    game.play_text("1L").unwrap();
    let text = render::transcript(&game, true);
    assert!(
        text.contains("South's square is empty: refill (rải quân). South borrows (vay) 1 from North and owes them (nợ) that many points. One stone goes into square 1."),
        "{text}"
    );
    assert!(
        text.contains(
            "Squares: each player has one square, square 1, between the mandarin squares"
        )
    );
}

#[test]
fn board_size_rules_text() {
    let three = sized(3).describe();
    assert!(!three.contains("7-11") && !three.contains("cells 0 and 6"));
    assert!(three.contains("numbered 1-3 from their owner's own left"));
    assert!(three.contains("puts three captured citizens back"));
    let one = sized(1).describe();
    assert!(one.contains("Four cells on a ring"), "{one}");
    assert!(one.contains("A player whose square is empty at the start of their turn puts one captured citizen back into it"));
    assert!(one.contains("Without a captured citizen, they put back"));
    let ten = sized(10).describe();
    assert!(ten.contains("Twenty-two cells on a ring"), "{ten}");
    assert!(ten.contains("puts ten captured citizens back"));
    with_snapshots("rules/o-an-quan", || {
        insta::assert_snapshot!("board_size_rules_text_three", three)
    });
}

// ----- whole games -----

/// A game between two seeded random players, through [`Game`].
fn random_game(rules: &Arc<dyn Family>, seed: u64) -> Game {
    let mut game = Game::new(rules.clone(), 0);
    let mut agents = [
        Agent::new(Seat::Random, seed),
        Agent::new(Seat::Random, seed + 1),
    ];
    while !game.position().is_over() {
        let mv = agents[game.position().turn() as usize].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    game
}

#[test]
fn a_whole_game_on_three_squares_a_side() {
    let rules = sized(3);
    let game = random_game(&rules, 3);
    let outcome = game.position().outcome().unwrap();
    assert_eq!(outcome.reason, reason::MANDARINS_EMPTY);
    // Every point is accounted for: 30 citizens and two big stones worth 10 (a debt costs the
    // borrower what it gives the lender).
    assert_eq!(outcome.scores(2).iter().sum::<i32>(), 50);
    assert!(game.position().pits().iter().all(|&c| c == 0));
    // The record replays to the same game.
    let record = mancala::GameRecord::of(&game, Some(3), None);
    let text = record.to_json();
    let (replayed, _) = mancala::GameRecord::from_json(&text)
        .unwrap()
        .replay(&Rules)
        .unwrap();
    assert_eq!(replayed.position(), game.position());
    with_snapshots("rules/o-an-quan", || {
        insta::assert_snapshot!(
            "board_size_three_a_whole_game",
            render::transcript(&game, false)
        );
    });
}

/// Conservation, the notation both ways and the fast path, in random games of every size and
/// several option sets: every position a recorded move reaches (pieces sown one by one) is the
/// one a playout reaches (the sowing table where the ring has one).
#[test]
fn random_games_of_every_size_keep_every_stone_and_agree_with_playouts() {
    let variants = [
        "",
        "[mandarin]\nstart = \"small-stones\"\nsmall-stones = 7\n[relay]\nfrom-mandarin = \"take-one\"\n[quan-non]\nmode = \"off\"",
        "[refill]\non-shortfall = \"bank-penalty\"\n[capture]\nchain = false\n",
        "[refill]\non-shortfall = \"sell-mandarin\"\n[end]\ncondition = \"big-stones-captured\"\nleftover-in-mandarin-square = \"split\"\n[capture]\ngap-may-be-mandarin = false",
        "[refill]\non-shortfall = \"end-game\"\n[quan-non]\nmode = \"first-turns\"",
    ];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    for n in 1..=10u8 {
        for extra in variants {
            let rules = sized_with(n, extra);
            let start = rules.initial_position(0);
            let total = |pos: &Position| -> i32 {
                let on_board: i32 = pos.pits().iter().map(|&c| i32::from(c)).sum();
                let banks: i32 = (0..2)
                    .map(|p| i32::from(pos.bank(p).plain + pos.bank(p).special))
                    .sum();
                on_board + banks
            };
            let pieces = total(&start);
            for _ in 0..20 {
                let mut game = Game::new(rules.clone(), rng.random_range(0..2));
                let mut fast = game.position().clone();
                let mut reps = Repetitions::for_rules(&*rules);
                while !game.position().is_over() {
                    let moves = game.legal_moves();
                    let mv = moves[rng.random_range(0..moves.len())];
                    let text = rules.move_text(game.position(), &mv);
                    assert_eq!(rules.parse_move(game.position(), &text), Ok(mv));
                    game.play(&mv).unwrap();
                    engine::apply(&*rules, &mut fast, &mv, &mut reps, &mut NoRecord);
                    assert_eq!(&fast, game.position(), "n = {n}, {extra}");
                    // Stones come in from outside only with the bank penalty, a point each.
                    let debt = Ledger::of(&fast).debt;
                    let outside = if extra.contains("bank-penalty") {
                        debt[0] + debt[1]
                    } else {
                        0
                    };
                    assert_eq!(total(&fast), pieces + outside, "n = {n}, {extra}");
                }
                // (A game may be stopped by a limit: on boards of one or two squares a side
                // with stones from outside and no chains, random players fill the mandarin
                // squares for ever.)
                assert!(game.position().outcome().is_some());
            }
            // And whole playouts, as `bench` plays them, end too.
            let mut prng = mancala::family::PlayoutRng::seed_from_u64(u64::from(n));
            for _ in 0..50 {
                let mut pos = engine::initial_position(&*rules, 0, &mut NoRecord);
                let mut reps = Repetitions::for_rules(&*rules);
                reps.start(&pos);
                rules.random_playout(&mut pos, &mut reps, &mut prng);
                assert!(pos.is_over());
                assert!(total(&pos) >= pieces);
            }
        }
    }
}

#[test]
fn the_agents_play_small_and_large_boards() {
    let three = sized(3);
    let mut game = Game::new(three.clone(), 0);
    let mut agents = [
        Agent::new(
            Seat::AlphaBeta(Budget::Work(4), std::num::NonZeroUsize::MIN),
            1,
        ),
        Agent::new(Seat::Mcts(Budget::Work(200)), 2),
    ];
    while !game.position().is_over() {
        let mv = agents[game.position().turn() as usize].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    // The game ends, by the rules or by the move limit: a player proven lost (MCTS-solver)
    // plays the longest loss, and on three squares a side the leader cannot always force the
    // end within its sight.
    let outcome = game.position().outcome().unwrap();
    assert!(
        !matches!(outcome.reason, EndReason::Limit(_)) || game.position().ply() == 500,
        "{outcome:?} after {} plies",
        game.position().ply()
    );
    // Greedy takes the mandarin square on offer.
    let mut pos = board(&["Q+5", "1", "0", "0", "Q+5", "0", "2", "3"]);
    pos.set_to_move(0);
    let mv = Agent::new(Seat::Greedy, 1).choose(&*three, &pos);
    assert_eq!(three.move_text(&pos, &mv), "1R");
    let ten = sized(10);
    let start = Game::new(ten.clone(), 1);
    for seat in [
        Seat::AlphaBeta(Budget::Work(3), std::num::NonZeroUsize::MIN),
        Seat::Mcts(Budget::Work(100)),
        Seat::Random,
    ] {
        let mv = Agent::new(seat.clone(), 5).choose(&*ten, start.position());
        assert!(ten.is_legal(start.position(), &mv), "{seat:?}");
    }
}

// ----- the option -----

#[test]
fn squares_per_side_outside_1_to_10_or_not_a_number_is_refused_where_it_stands() {
    let mut text = String::new();
    for (value, line, column, message) in [
        ("0", 3, 20, "must be between 1 and 10, got 0"),
        ("11", 3, 20, "must be between 1 and 10, got 11"),
        (
            "\"three\"",
            3,
            20,
            "invalid type: string \"three\", expected an integer from 1 to 10",
        ),
        (
            "3.5",
            3,
            20,
            "invalid type: floating point `3.5`, expected an integer from 1 to 10",
        ),
    ] {
        let file = format!("game = \"o-an-quan\"\n[board]\nsquares-per-side = {value}\n");
        let err = Rules::from_toml_str("sized.toml", "sized", &file).unwrap_err();
        assert_eq!((err.line, err.column), (line, column), "{err}");
        assert_eq!(err.message, message);
        text.push_str(&format!("{err}\n\n"));
    }
    with_snapshots("rules/o-an-quan", || {
        insta::assert_snapshot!("board_size_validation_errors", text)
    });
}

#[test]
fn a_move_from_a_mandarin_square_or_off_the_board_is_refused_in_words() {
    for n in [1, 3, 5, 10] {
        let rules = sized(n);
        let mut game = Game::new(rules.clone(), 0);
        for pit in [0, n + 1, 2 * n + 2, 2 * n + 3, 255] {
            let mv = Move::sow(pit, mancala::Direction::Forward);
            let err = game.play(&mv).unwrap_err().to_string();
            assert!(
                err.ends_with("you may only sow from your own square 1")
                    || err.ends_with(&format!("you may only sow from your own squares 1-{n}")),
                "n = {n}, pit {pit}: {err}"
            );
        }
    }
}
