//! Awalé transcripts, locked by snapshots: the worked vectors of `shared/spec/awale.md` played
//! from hand-built positions and explained move by move, one scene per rule, and the messages a
//! player gets for a mistyped or illegal coloured move.

use std::sync::Arc;

use mancala::{Game, Position, Rules, render};

use crate::common::{colour_board, oware_board, pieces, rules, with_snapshots};

/// A game of the shipped ruleset `id` from `start`, with `moves` played.
fn scripted(id: &str, start: Position, moves: &[&str]) -> Game {
    let mut game = Game::from_position(rules(id), start).unwrap();
    for mv in moves {
        game.play_text(mv)
            .unwrap_or_else(|e| panic!("{id}: {mv}: {e}"));
    }
    game
}

/// The explained transcript of that game.
fn explained(id: &str, start: Position, moves: &[&str]) -> String {
    render::transcript(&scripted(id, start, moves), true)
}

// ----- oware-abapa -----

/// A2: the last seed makes a 2, and the chain runs back over a 3 and a 2 to South's own row.
#[test]
fn oware_capture_chain_explained() {
    let start = oware_board([2, 1, 0, 3, 4, 1, 1, 2, 1, 3, 0, 5], [12, 13], 0);
    let text = explained("oware-abapa", start, &["5", "12"]);
    with_snapshots("transcripts/oware", || insta::assert_snapshot!(text));
}

/// A3: taking holes 8 and 7 would empty North's row, so nothing is taken.
#[test]
fn oware_grand_slam_captures_nothing_explained() {
    let start = oware_board([0, 0, 1, 0, 2, 2, 1, 2, 0, 0, 0, 0], [21, 19], 0);
    let text = explained("oware-abapa", start, &["6", "8"]);
    with_snapshots("transcripts/oware", || insta::assert_snapshot!(text));
}

/// A5: North's row is empty; only holes 3 and 5 reach it.
#[test]
fn oware_must_feed_explained() {
    let start = oware_board([3, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0], [20, 19], 0);
    let text = explained("oware-abapa", start, &["5", "7"]);
    with_snapshots("transcripts/oware", || insta::assert_snapshot!(text));
}

/// A6: North sows its last seed; no hole of South can reach North's empty row.
#[test]
fn oware_cannot_feed_ends_the_game_explained() {
    let start = oware_board([3, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1], [20, 22], 1);
    let game = scripted("oware-abapa", start, &["12"]);
    assert!(game.position().is_over());
    let text = render::transcript(&game, true);
    with_snapshots("transcripts/oware", || insta::assert_snapshot!(text));
}

/// A7: two single seeds chase each other round the board until the start position recurs.
#[test]
fn oware_repetition_ends_the_game_explained() {
    let start = oware_board([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [23, 23], 0);
    let moves = [
        "6", "12", "1", "7", "2", "8", "3", "9", "4", "10", "5", "11",
    ];
    let game = scripted("oware-abapa", start, &moves);
    assert!(game.position().is_over());
    let text = render::transcript(&game, true);
    with_snapshots("transcripts/oware", || insta::assert_snapshot!(text));
}

// ----- awale-abapa-colours -----

/// C1: both special seeds are placed, then South sows hole 3 red first with the special seed
/// second.
#[test]
fn awale_colours_set_up_and_special_seed_explained() {
    let r = rules("awale-abapa-colours");
    let start = r.initial_position(0);
    let text = explained("awale-abapa-colours", start, &["S3", "S9", "3R2"]);
    with_snapshots("transcripts/awale", || insta::assert_snapshot!(text));
}

/// C2: the last seed is special, so both colours are counted; only red qualifies, and the chain
/// goes on in red.
#[test]
fn awale_colours_special_last_seed_capture_explained() {
    let start = colour_board(
        [
            "2R1B", "-", "1B", "3R2B", "1R", "2R1S", "1B", "1R2B", "2R", "1R1B1S", "2B", "3R",
        ],
        [22, 25],
        0,
    );
    let text = explained("awale-abapa-colours", start, &["6R3"]);
    with_snapshots("transcripts/awale", || insta::assert_snapshot!(text));
}

/// C3: the red chain takes every seed of North's row (allowed here), and North cannot move.
#[test]
fn awale_colours_grand_slam_then_no_move_explained() {
    let start = colour_board(
        [
            "2R1B", "1B", "-", "1R", "3R", "-", "1R", "2R", "-", "-", "-", "-",
        ],
        [30, 33],
        0,
    );
    let game = scripted("awale-abapa-colours", start, &["5R"]);
    assert!(game.position().is_over());
    let text = render::transcript(&game, true);
    with_snapshots("transcripts/awale", || insta::assert_snapshot!(text));
}

/// C4: North's last seed goes to South, and nothing of South's reaches North's empty row.
#[test]
fn awale_colours_cannot_feed_explained() {
    let start = colour_board(
        [
            "1R", "-", "1B", "-", "1R", "-", "-", "-", "-", "-", "-", "1B",
        ],
        [34, 36],
        1,
    );
    let game = scripted("awale-abapa-colours", start, &["12B"]);
    assert!(game.position().is_over());
    let text = render::transcript(&game, true);
    with_snapshots("transcripts/awale", || insta::assert_snapshot!(text));
}

/// What a player typing a malformed or illegal coloured move is told, one line per attempt.
#[test]
fn awale_colours_move_errors() {
    let r = Rules::builtin("awale-abapa-colours").unwrap();
    // After the set-up, South to move: hole 3 holds 4 seeds, one of them special.
    let special_in_three = colour_board(
        [
            "3R3B", "3R3B", "2R1B1S", "3R3B", "3R3B", "3R3B", "3R3B", "3R3B", "3R3B1S", "3R3B",
            "3R3B", "3R3B",
        ],
        [0, 0],
        0,
    );
    // The same with 4 ordinary seeds in hole 3.
    let mut plain_three = special_in_three.clone();
    plain_three.set_pieces(2, pieces("2R2B"));
    let mut lines = Vec::new();
    for (pos, text, note) in [
        (&special_in_three, "3X", "no colour X"),
        (&special_in_three, "3R9", "hole 3: 2R1B1S"),
        (&plain_three, "3R9", "hole 3: 2R2B"),
        (&special_in_three, "3R", "hole 3: 2R1B1S"),
        (&special_in_three, "S4", "after the set-up"),
        (&special_in_three, "3", "no colour"),
        (&special_in_three, "13R", "no hole 13"),
    ] {
        let mut game = Game::from_position(Arc::clone(&r), pos.clone()).unwrap();
        let err = game.play_text(text).unwrap_err();
        assert_eq!(game.plies().len(), 0, "{text} changed nothing");
        lines.push(format!("{text:<4} ({note}): {err}"));
    }
    let text = lines.join("\n");
    with_snapshots("transcripts/awale", || insta::assert_snapshot!(text));
}

// ----- every language -----

/// The scenes above, and a sowing of 12 seeds that skips the hole it left, told in English,
/// Vietnamese and French: every kind of Awalé event (a sowing, the origin skipped, a chain of
/// captures and why it stops, no capture, a grand slam cancelled and one allowed, feeding, the
/// end by score, by repetition and by a player who cannot move, the seeds collected, the set-up
/// of the special seeds and the coloured counts), each in every language's own words.
#[test]
fn awale_narration_of_every_event_in_every_language() {
    let scenes: Vec<(&str, Game)> = vec![
        (
            "a chain of captures",
            scripted(
                "oware-abapa",
                oware_board([2, 1, 0, 3, 4, 1, 1, 2, 1, 3, 0, 5], [12, 13], 0),
                &["5", "12"],
            ),
        ),
        (
            "12 seeds: the hole left is skipped",
            scripted(
                "oware-abapa",
                oware_board([12, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2], [10, 9], 0),
                &["1"],
            ),
        ),
        (
            "a grand slam captures nothing",
            scripted(
                "oware-abapa",
                oware_board([0, 0, 1, 0, 2, 2, 1, 2, 0, 0, 0, 0], [21, 19], 0),
                &["6", "8"],
            ),
        ),
        (
            "South must feed North",
            scripted(
                "oware-abapa",
                oware_board([3, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0], [20, 19], 0),
                &["5", "7"],
            ),
        ),
        (
            "South cannot feed North",
            scripted(
                "oware-abapa",
                oware_board([3, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1], [20, 22], 1),
                &["12"],
            ),
        ),
        (
            "a position comes back",
            scripted(
                "oware-abapa",
                oware_board([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1], [23, 23], 0),
                &[
                    "6", "12", "1", "7", "2", "8", "3", "9", "4", "10", "5", "11",
                ],
            ),
        ),
        (
            "the special seeds placed and sown",
            scripted(
                "awale-abapa-colours",
                rules("awale-abapa-colours").initial_position(0),
                &["S3", "S9", "3R2"],
            ),
        ),
        (
            "a special last seed counts for both colours",
            scripted(
                "awale-abapa-colours",
                colour_board(
                    [
                        "2R1B", "-", "1B", "3R2B", "1R", "2R1S", "1B", "1R2B", "2R", "1R1B1S",
                        "2B", "3R",
                    ],
                    [22, 25],
                    0,
                ),
                &["6R3"],
            ),
        ),
        (
            "a grand slam allowed, then North cannot move",
            scripted(
                "awale-abapa-colours",
                colour_board(
                    [
                        "2R1B", "1B", "-", "1R", "3R", "-", "1R", "2R", "-", "-", "-", "-",
                    ],
                    [30, 33],
                    0,
                ),
                &["5R"],
            ),
        ),
        (
            "North's last seed, and South cannot feed",
            scripted(
                "awale-abapa-colours",
                colour_board(
                    [
                        "1R", "-", "1B", "-", "1R", "-", "-", "-", "-", "-", "-", "1B",
                    ],
                    [34, 36],
                    1,
                ),
                &["12B"],
            ),
        ),
    ];
    let english = mancala::lang::Lang::english();
    for lang in mancala::lang::Lang::all() {
        let mut text = String::new();
        for (name, game) in &scenes {
            let told = super::narration_in(lang, game);
            if lang != english {
                // The same events as in English, none left untold.
                assert_eq!(
                    told.lines().count(),
                    super::narration_in(english, game).lines().count(),
                    "{lang}: {name}"
                );
                // No message id and no English side name slips through.
                for word in ["aw-", "South", "North", " hole ", "seeds"] {
                    assert!(!told.contains(word), "{lang}: {name}: {word}\n{told}");
                }
            }
            text.push_str(&format!("## {name}\n{told}\n"));
        }
        with_snapshots("transcripts/awale", || {
            insta::assert_snapshot!(format!("narration_{}", lang.code()), text)
        });
    }
}

/// What a player typing a malformed or illegal move is told, in every language: the parse
/// errors and the refusals of the coloured game, of Oware, and of a move that does not feed.
#[test]
fn awale_refusals_in_every_language() {
    let colours = Rules::builtin("awale-abapa-colours").unwrap();
    let oware = Rules::builtin("oware-abapa").unwrap();
    let special_in_three = colour_board(
        [
            "3R3B", "3R3B", "2R1B1S", "3R3B", "3R3B", "3R3B", "3R3B", "3R3B", "3R3B1S", "3R3B",
            "3R3B", "3R3B",
        ],
        [0, 0],
        0,
    );
    let starving = oware_board([3, 0, 4, 0, 2, 0, 0, 0, 0, 0, 0, 0], [20, 19], 0);
    let oware_start = oware.initial_position(0);
    let cases: [(&Arc<dyn mancala::Family>, &Position, &str); 10] = [
        (&colours, &special_in_three, "3X"),
        (&colours, &special_in_three, "3R9"),
        (&colours, &special_in_three, "3R"),
        (&colours, &special_in_three, "S4"),
        (&colours, &special_in_three, "9R"),
        (&colours, &special_in_three, "13R"),
        (&oware, &oware_start, "13"),
        (&oware, &oware_start, "8"),
        (&oware, &starving, "1"),
        (&oware, &starving, "2"),
    ];
    for lang in mancala::lang::Lang::all() {
        let mut lines = Vec::new();
        for (rules, pos, text) in cases {
            let said = match rules.parse_move(pos, text) {
                Err(e) => rules.parse_error_in(lang, &e),
                Ok(mv) => match rules.illegal_reason(pos, &mv) {
                    Some(why) => rules.illegal_text_in(lang, pos, &mv, &why),
                    None => panic!("{text} is legal"),
                },
            };
            if lang == mancala::lang::Lang::english() {
                if let Err(e) = rules.parse_move(pos, text) {
                    assert_eq!(said, e.to_string(), "English says what it always said");
                }
            }
            lines.push(format!("{text:<4} {said}"));
        }
        let text = lines.join("\n");
        with_snapshots("transcripts/awale", || {
            insta::assert_snapshot!(format!("refusals_{}", lang.code()), text)
        });
    }
}
