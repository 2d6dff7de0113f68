//! Sungka and Kalah explained, locked by snapshots: one short scripted game per rule of
//! `shared/spec/sungka.md` (the vectors K1-K10), each named after the rule it shows.

use std::sync::Arc;

use mancala::{Family, Game, Position, Rules, render};

use crate::common::{rules, store_board, with_snapshots};

/// The shipped `sungka` with one line of its file replaced, under a new id.
fn sungka_with(new_id: &str, from: &str, to: &str) -> Arc<dyn Family> {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == "sungka")
        .expect("the shipped sungka");
    assert!(text.contains(from), "{from}");
    let text = text
        .replace("id = \"sungka\"", &format!("id = \"{new_id}\""))
        .replace(from, to);
    Rules::from_toml_str(&format!("{new_id}.toml"), new_id, &text).unwrap()
}

/// `sungka` as a match of rounds with burnt houses (spec §3).
fn burnt_houses() -> Arc<dyn Family> {
    sungka_with(
        "sungka-burnt-houses",
        "mode = \"single\"",
        "mode = \"burnt-houses\"\nnext-round-first = \"other\"\nmax-rounds = 20",
    )
}

/// Plays `moves` and returns the game.
fn played(mut game: Game, moves: &str) -> Game {
    for mv in moves.split_whitespace() {
        if let Err(e) = game.play_text(mv) {
            panic!("{mv}: {e}\n{}", render::transcript(&game, true));
        }
    }
    game
}

/// A game of `rules` from the start, player 0 first.
fn from_start(rules: Arc<dyn Family>, moves: &str) -> Game {
    played(Game::new(rules, 0), moves)
}

/// A game of `rules` from a hand-built position.
fn from_position(rules: Arc<dyn Family>, start: Position, moves: &str) -> Game {
    played(Game::from_position(rules, start).unwrap(), moves)
}

fn explained(game: &Game) -> String {
    render::transcript(game, true)
}

// ----- sungka -----

#[test]
fn sungka_bonus_move_then_the_long_relay_chain() {
    // K1, then K3: eleven relays end in South's own store, another bonus move.
    let game = from_start(rules("sungka"), "1 2");
    assert_eq!(
        game.position().pits(),
        &[6, 2, 0, 1, 3, 0, 4, 8, 13, 5, 13, 13, 4, 13, 13, 0]
    );
    assert_eq!(game.position().to_move(), Some(0));
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_a_move_needing_too_many_relays_is_abandoned() {
    // K3 under `max-relay-lifts = 10`: the eleven relays are one too many.
    let rules = sungka_with(
        "sungka-relay-guard-10",
        "max-relay-lifts = 1000",
        "max-relay-lifts = 10",
    );
    let game = from_start(rules, "1 2");
    assert_eq!(
        game.position().pits(),
        &[0, 8, 8, 8, 8, 8, 8, 1, 7, 7, 7, 7, 7, 7, 7, 0]
    );
    assert!(game.position().is_over());
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_relay_on_the_opponents_side_then_capture() {
    // K2.
    let game = from_start(rules("sungka"), "2");
    assert_eq!(
        game.position().pits(),
        &[8, 0, 8, 8, 8, 8, 8, 10, 0, 8, 8, 8, 8, 0, 8, 0]
    );
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_passes_and_the_end_of_the_game() {
    // K4.
    let start = store_board(&[(&[0, 0, 0, 0, 0, 2, 1], 60), (&[0; 7], 35)]);
    let game = from_position(rules("sungka"), start, "6 7 1 2 3 4 5 6 7");
    let outcome = game.position().outcome().expect("game over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.scores(2), &[62, 36]);
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_a_new_round_burns_the_houses_a_store_cannot_fill() {
    // K10: North's last seed ends round 1 with stores 61 and 37; North can fill five houses
    // only. South opens round 2, and its sowing skips North's burnt houses.
    let mut start = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    start.set_to_move(1);
    let game = from_position(burnt_houses(), start, "7 7");
    assert_eq!(game.position().round(), 2);
    assert!(game.position().is_out_of_play(13) && game.position().is_out_of_play(14));
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_a_burnt_facing_house_gives_no_capture() {
    // K10, later in round 2: S2's facing house N6 is burnt, so it counts as empty.
    let mut start = store_board(&[(&[0, 0, 1, 0, 0, 0, 8], 60), (&[1, 0, 2, 0, 1, 0, 0], 25)]);
    start.set_round(2);
    start.set_out_of_play(13, true);
    start.set_out_of_play(14, true);
    let game = from_position(burnt_houses(), start, "7");
    assert_eq!(
        game.position().pits(),
        &[1, 1, 1, 0, 0, 0, 0, 61, 2, 1, 3, 1, 2, 0, 0, 25]
    );
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_a_player_who_cannot_fill_a_house_loses_the_match() {
    // K10 §3.1: round 1 ends with 6 seeds in South's store, fewer than one house needs.
    let mut start = store_board(&[(&[0; 7], 6), (&[0, 0, 0, 0, 0, 0, 1], 91)]);
    start.set_to_move(1);
    let game = from_position(burnt_houses(), start, "7");
    let outcome = game.position().outcome().expect("match over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.scores(2), &[6, 92]);
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

// ----- sungka-seed-v006 -----

fn k5_position() -> Position {
    store_board(&[(&[0, 1, 0, 2, 0, 3], 30), (&[1, 2, 0, 0, 4, 1], 40)])
}

#[test]
fn sungka_seed_v006_captures_the_last_seed_opposite_an_empty_cup() {
    // K5, move 2.
    let game = from_position(rules("sungka-seed-v006"), k5_position(), "2");
    assert_eq!(
        game.position().pits(),
        &[0, 0, 0, 2, 0, 3, 31, 1, 2, 0, 0, 4, 1, 40]
    );
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_seed_v006_relays_on_the_own_side_only() {
    // K5, move 4: a relay from South's own S6, then the move ends in North's empty N3.
    let game = from_position(rules("sungka-seed-v006"), k5_position(), "4");
    assert_eq!(
        game.position().pits(),
        &[0, 1, 0, 0, 1, 0, 31, 2, 3, 1, 0, 4, 1, 40]
    );
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_seed_v006_no_relay_on_the_opponents_side() {
    // K5, move 6: the last seed falls in North's occupied N2 and the move ends.
    let game = from_position(rules("sungka-seed-v006"), k5_position(), "6");
    assert_eq!(
        game.position().pits(),
        &[0, 1, 0, 2, 0, 0, 31, 2, 3, 0, 0, 4, 1, 40]
    );
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

// ----- sungka-3p -----

#[test]
fn sungka_3p_capture_from_the_next_players_house() {
    // K6.
    let start = store_board(&[
        (&[0, 2, 0, 0, 1, 0], 30),
        (&[3, 1, 5, 0, 0, 2], 28),
        (&[4, 4, 4, 4, 4, 4], 30),
    ]);
    let game = from_position(rules("sungka-3p"), start, "2");
    assert_eq!(
        game.position().pits(),
        &[
            0, 0, 1, 0, 1, 0, 36, 3, 1, 0, 0, 0, 2, 28, 4, 4, 4, 4, 4, 4, 30
        ]
    );
    assert_eq!(game.position().to_move(), Some(1));
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn sungka_3p_a_short_game_from_the_start() {
    // Relays stop at another player's side, an own-side relay, a bonus move and a capture.
    let game = from_start(rules("sungka-3p"), "2 1 6 4 1 6 1 2");
    with_snapshots("transcripts/sungka", || {
        insta::assert_snapshot!(explained(&game))
    });
}

// ----- kalah -----

#[test]
fn kalah_bonus_move_then_a_move_ending_on_the_other_side() {
    // K7.
    let game = from_start(rules("kalah"), "3 6");
    assert_eq!(
        game.position().pits(),
        &[4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0]
    );
    with_snapshots("transcripts/kalah", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn kalah_capture() {
    // K8.
    let start = store_board(&[(&[1, 0, 3, 0, 2, 5], 10), (&[4, 0, 6, 2, 1, 0], 14)]);
    let game = from_position(rules("kalah"), start, "1");
    assert_eq!(
        game.position().pits(),
        &[0, 0, 3, 0, 2, 5, 12, 4, 0, 6, 2, 0, 0, 14]
    );
    with_snapshots("transcripts/kalah", || {
        insta::assert_snapshot!(explained(&game))
    });
}

#[test]
fn kalah_the_game_ends_right_after_a_bonus_move() {
    // K9.
    let start = store_board(&[(&[0, 0, 0, 0, 0, 1], 20), (&[3, 0, 2, 1, 0, 4], 17)]);
    let game = from_position(rules("kalah"), start, "6");
    let outcome = game.position().outcome().expect("game over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.scores(2), &[21, 27]);
    with_snapshots("transcripts/kalah", || {
        insta::assert_snapshot!(explained(&game))
    });
}

// ----- every language -----

/// The games above, and a few more for the words no game above says (the facing house taken
/// while the last seed stays, a draw after a bonus move the end takes away, the move and round
/// limits), each named after what it shows.
fn scenes() -> Vec<(&'static str, Game)> {
    let mut k10 = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    k10.set_to_move(1);
    let mut burnt_facing =
        store_board(&[(&[0, 0, 1, 0, 0, 0, 8], 60), (&[1, 0, 2, 0, 1, 0, 0], 25)]);
    burnt_facing.set_round(2);
    burnt_facing.set_out_of_play(13, true);
    burnt_facing.set_out_of_play(14, true);
    let mut cannot_fill = store_board(&[(&[0; 7], 6), (&[0, 0, 0, 0, 0, 0, 1], 91)]);
    cannot_fill.set_to_move(1);
    let keeps_last = sungka_with(
        "sungka-last-seed-stays",
        "includes-last-seed = true",
        "includes-last-seed = false",
    );
    let two_moves = sungka_with("sungka-two-moves", "max-plies = 1000", "max-plies = 2");
    let one_round = sungka_with(
        "sungka-one-round",
        "mode = \"single\"",
        "mode = \"burnt-houses\"\nnext-round-first = \"last-mover\"\nmax-rounds = 1",
    );
    vec![
        (
            "a bonus move, then eleven relays",
            from_start(rules("sungka"), "1 2"),
        ),
        (
            "a move needing too many relays",
            from_start(
                sungka_with(
                    "sungka-relay-guard-10",
                    "max-relay-lifts = 1000",
                    "max-relay-lifts = 10",
                ),
                "1 2",
            ),
        ),
        (
            "a relay on the other side, then a capture",
            from_start(rules("sungka"), "2"),
        ),
        (
            "the facing house taken, the last shell left",
            from_start(keeps_last, "2"),
        ),
        (
            "passes and the end of the game",
            from_position(
                rules("sungka"),
                store_board(&[(&[0, 0, 0, 0, 0, 2, 1], 60), (&[0; 7], 35)]),
                "6 7 1 2 3 4 5 6 7",
            ),
        ),
        (
            "the last shell in the store ends the game in a draw",
            from_position(
                rules("sungka"),
                store_board(&[(&[0, 0, 0, 0, 0, 0, 1], 48), (&[0; 7], 49)]),
                "7",
            ),
        ),
        (
            "a new round burns two houses",
            from_position(burnt_houses(), k10.clone(), "7 7"),
        ),
        (
            "a burnt facing house gives no capture",
            from_position(burnt_houses(), burnt_facing, "7"),
        ),
        (
            "a player who cannot fill a house loses the match",
            from_position(burnt_houses(), cannot_fill, "7"),
        ),
        (
            "a match of one round stops unfinished",
            from_position(one_round, k10, "7"),
        ),
        (
            "a game of two moves stops unfinished",
            from_start(two_moves, "1 2"),
        ),
        (
            "the last shell captured opposite an empty house",
            from_position(rules("sungka-seed-v006"), k5_position(), "2"),
        ),
        (
            "a relay on the own side only",
            from_position(rules("sungka-seed-v006"), k5_position(), "4"),
        ),
        (
            "no relay on the other side",
            from_position(rules("sungka-seed-v006"), k5_position(), "6"),
        ),
        (
            "three players: a capture from the next player's house",
            from_position(
                rules("sungka-3p"),
                store_board(&[
                    (&[0, 2, 0, 0, 1, 0], 30),
                    (&[3, 1, 5, 0, 0, 2], 28),
                    (&[4, 4, 4, 4, 4, 4], 30),
                ]),
                "2",
            ),
        ),
        (
            "three players from the start",
            from_start(rules("sungka-3p"), "2 1 6 4 1 6 1 2"),
        ),
        (
            "Kalah: a bonus move, then no relay",
            from_start(rules("kalah"), "3 6"),
        ),
        (
            "Kalah: a capture",
            from_position(
                rules("kalah"),
                store_board(&[(&[1, 0, 3, 0, 2, 5], 10), (&[4, 0, 6, 2, 1, 0], 14)]),
                "1",
            ),
        ),
        (
            "Kalah: the game ends right after a bonus move",
            from_position(
                rules("kalah"),
                store_board(&[(&[0, 0, 0, 0, 0, 1], 20), (&[3, 0, 2, 1, 0, 4], 17)]),
                "6",
            ),
        ),
    ]
}

/// The kind of an event, to check that the scenes show every kind the family records.
fn event_kind(event: &mancala::Event) -> &'static str {
    use mancala::Event;
    match event {
        Event::Lift { .. } => "lift",
        Event::Sow { .. } => "sow",
        Event::Relay { .. } => "relay",
        Event::Capture { .. } => "capture",
        Event::Bonus => "bonus",
        Event::Stop { .. } => "stop",
        Event::Pass { .. } => "pass",
        Event::NewRound { .. } => "new-round",
        Event::Sweep { .. } => "sweep",
        Event::Limit { .. } => "limit",
        Event::GameEnd { .. } => "game-end",
        Event::Place { .. } => "place",
        Event::TakeOne { .. } => "take-one",
        Event::GrandSlam { .. } => "grand-slam",
        Event::Restriction(_) => "restriction",
        Event::Refill(_) => "refill",
    }
}

/// Every event this family records, told in Vietnamese, English and French: the same number
/// of sentences in each language, no message id and no English word of the family left in
/// the others (shared/design/languages.md: hố, kho, hạt, vỏ ốc; trou, grenier, graine,
/// coquillage).
#[test]
fn sungka_narration_of_every_event_in_every_language() {
    let scenes = scenes();
    let mut kinds = std::collections::BTreeSet::new();
    for (_, game) in &scenes {
        for ply in game.plies() {
            kinds.extend(ply.events.iter().map(event_kind));
        }
    }
    assert_eq!(
        kinds.into_iter().collect::<Vec<_>>(),
        [
            "bonus",
            "capture",
            "game-end",
            "lift",
            "limit",
            "new-round",
            "pass",
            "relay",
            "sow",
            "stop",
            "sweep"
        ],
        "every kind of event Sungka and Kalah record"
    );
    let english = mancala::lang::Lang::english();
    for lang in mancala::lang::Lang::all() {
        let mut text = String::new();
        for (name, game) in &scenes {
            let told = super::narration_in(lang, game);
            if lang != english {
                assert_eq!(
                    told.lines().count(),
                    super::narration_in(english, game).lines().count(),
                    "{lang}: {name}"
                );
                for word in [
                    "sk-", "South", "North", "Player", "house", "store", "seed", "shell", "lifts",
                    "Relay", "capture", " the ",
                ] {
                    assert!(!told.contains(word), "{lang}: {name}: {word}\n{told}");
                }
            }
            text.push_str(&format!("## {name}\n{told}\n"));
        }
        with_snapshots("transcripts/sungka", || {
            insta::assert_snapshot!(format!("narration_{}", lang.code()), text)
        });
    }
}

/// The legend and the board's captions of each kind of game, in every language: two players
/// and three, a match with its round and burnt houses, a game over.
#[test]
fn sungka_boards_and_legends_in_every_language() {
    let mut burnt = store_board(&[(&[0, 0, 1, 0, 0, 0, 8], 60), (&[1, 0, 2, 0, 1, 0, 0], 25)]);
    burnt.set_round(2);
    burnt.set_out_of_play(13, true);
    burnt.set_out_of_play(14, true);
    let over = from_position(
        rules("kalah"),
        store_board(&[(&[0, 0, 0, 0, 0, 1], 20), (&[3, 0, 2, 1, 0, 4], 17)]),
        "6",
    );
    let boards: [(Arc<dyn Family>, Position); 4] = [
        (rules("sungka"), rules("sungka").initial_position(0)),
        (rules("sungka-3p"), rules("sungka-3p").initial_position(1)),
        (burnt_houses(), burnt),
        (rules("kalah"), over.position().clone()),
    ];
    for lang in mancala::lang::Lang::all() {
        let mut text = String::new();
        for (rules, pos) in &boards {
            let legend = rules.legend_in(lang).expect("a legend");
            let board = rules.draw_in(lang, pos, &mancala::ruleset::View::default());
            text.push_str(&format!("{legend}\n{board}\n\n"));
        }
        with_snapshots("transcripts/sungka", || {
            insta::assert_snapshot!(format!("boards_{}", lang.code()), text)
        });
    }
}

/// What a player typing a malformed or illegal move is told, in every language.
#[test]
fn sungka_refusals_in_every_language() {
    use mancala::moves::{Direction, Move};
    let sungka = rules("sungka");
    let start = sungka.initial_position(0);
    let mut burnt = store_board(&[(&[7, 7, 7, 7, 7, 0, 0], 10), (&[7; 7], 25)]);
    burnt.set_out_of_play(5, true);
    burnt.set_out_of_play(6, true);
    let match_rules = burnt_houses();
    let kalah = rules("kalah");
    let k5 = k5_position();
    let v006 = rules("sungka-seed-v006");
    let mut lines = Vec::new();
    for lang in mancala::lang::Lang::all() {
        lines.clear();
        for (rules, pos, text) in [
            (&sungka, &start, "8"),
            (&sungka, &start, "three"),
            (&kalah, &kalah.initial_position(0), "0"),
            (&v006, &k5, "1"),
            (&match_rules, &burnt, "6"),
        ] {
            let said = match rules.parse_move(pos, text) {
                Err(e) => {
                    let said = rules.parse_error_in(lang, &e);
                    if lang == mancala::lang::Lang::english() {
                        assert_eq!(said, e.to_string(), "English says what it always said");
                    }
                    said
                }
                Ok(mv) => {
                    let why = rules.illegal_reason(pos, &mv).expect("refused");
                    rules.illegal_text_in(lang, pos, &mv, &why)
                }
            };
            lines.push(format!("{text:<6} {said}"));
        }
        // A move that is no house of the mover's: sown backwards, and on North's row.
        for (name, mv) in [
            ("back", Move::sow(2, Direction::Backward)),
            ("theirs", Move::sow(10, Direction::Forward)),
        ] {
            let why = sungka.illegal_reason(&start, &mv).expect("refused");
            lines.push(format!(
                "{name:<6} {}",
                sungka.illegal_text_in(lang, &start, &mv, &why)
            ));
        }
        let text = lines.join("\n");
        with_snapshots("transcripts/sungka", || {
            insta::assert_snapshot!(format!("refusals_{}", lang.code()), text)
        });
    }
}
