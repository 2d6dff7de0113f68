//! Sungka and Kalah: every worked vector of `shared/spec/sungka.md` §6, one test per rule, plus
//! the options, their validation errors and a three-player sanity test.

use std::sync::Arc;

use mancala::{
    EndReason, Event, EventLog, Family, Game, GameRecord, Illegal, Limit, Move, Position, Rules,
    engine::{self, Repetitions},
    event::StopReason,
    json,
};

use crate::common::{game, play, rules, scores, store_board};

/// A shipped ruleset with some lines of its file replaced, under a new id.
fn variant_of(id: &str, new_id: &str, replace: &[(&str, &str)]) -> Arc<dyn Family> {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == id)
        .expect("a shipped ruleset");
    let mut text = text.replace(&format!("id = \"{id}\""), &format!("id = \"{new_id}\""));
    for (from, to) in replace {
        assert!(text.contains(from), "{from} not in {id}");
        text = text.replace(from, to);
    }
    Rules::from_toml_str(&format!("{new_id}.toml"), new_id, &text).unwrap()
}

/// The ruleset's error for a variant of a shipped file.
fn variant_error(id: &str, replace: &[(&str, &str)]) -> String {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == id)
        .expect("a shipped ruleset");
    let mut text = text.replace(&format!("id = \"{id}\""), "id = \"bad\"");
    for (from, to) in replace {
        assert!(text.contains(from), "{from} not in {id}");
        text = text.replace(from, to);
    }
    Rules::from_toml_str("bad.toml", "bad", &text)
        .expect_err("an invalid file")
        .to_string()
}

fn legal(rules: &dyn Family, pos: &Position) -> Vec<String> {
    let mut moves = mancala::MoveList::new();
    rules.legal_moves(pos, &mut moves);
    moves.iter().map(|mv| rules.move_text(pos, mv)).collect()
}

fn stops(log: &EventLog) -> Vec<(StopReason, Option<u8>)> {
    log.events()
        .iter()
        .filter_map(|e| match *e {
            Event::Stop { why, pit } => Some((why, pit)),
            _ => None,
        })
        .collect()
}

fn relays(events: &[Event]) -> Vec<(u8, u16)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Relay { pit, count } => Some((pit, count)),
            _ => None,
        })
        .collect()
}

fn captures(events: &[Event]) -> Vec<(u8, u16)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { pit, taken, .. } => Some((pit, taken.total())),
            _ => None,
        })
        .collect()
}

fn burnt_houses() -> Arc<dyn Family> {
    variant_of(
        "sungka",
        "sungka-burnt",
        &[(
            "mode = \"single\"",
            "mode = \"burnt-houses\"\nnext-round-first = \"other\"\nmax-rounds = 20",
        )],
    )
}

// ----- K1, K2, K3: sungka from the start -----

#[test]
fn k1_last_seed_in_the_own_store_earns_a_bonus_move() {
    let mut g = game("sungka");
    assert_eq!(
        g.position().pits(),
        &[7, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0]
    );
    assert_eq!(g.legal_move_texts(), ["1", "2", "3", "4", "5", "6", "7"]);
    let ply = g.play_text("1").unwrap().clone();
    assert_eq!(
        ply.after.pits(),
        &[0, 8, 8, 8, 8, 8, 8, 1, 7, 7, 7, 7, 7, 7, 7, 0]
    );
    assert!(ply.events.contains(&Event::Bonus));
    assert_eq!(ply.after.to_move(), Some(0));
    assert_eq!(ply.after.ply(), 1);
    assert_eq!(g.legal_move_texts(), ["2", "3", "4", "5", "6", "7"]);
}

#[test]
fn k2_relay_on_the_opponents_side_then_capture_from_the_facing_house() {
    let mut g = game("sungka");
    let ply = g.play_text("2").unwrap().clone();
    assert_eq!(relays(&ply.events), [(8, 8)]);
    // N6 (ring 13) faces S2 (ring 1); its 8 seeds and the last seed go to South's store.
    assert_eq!(captures(&ply.events), [(13, 8), (1, 1)]);
    assert_eq!(
        ply.after.pits(),
        &[8, 0, 8, 8, 8, 8, 8, 10, 0, 8, 8, 8, 8, 0, 8, 0]
    );
    assert_eq!(scores(g.rules(), &ply.after), [10, 0]);
    assert_eq!(ply.after.to_move(), Some(1));
    assert!(ply.events.contains(&Event::Stop {
        why: StopReason::Captured,
        pit: Some(1)
    }));
}

#[test]
fn k3_a_relay_chain_of_eleven_lifts_ends_in_the_own_store() {
    let mut g = game("sungka");
    g.play_text("1").unwrap();
    let ply = g.play_text("2").unwrap().clone();
    assert_eq!(
        relays(&ply.events),
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
    assert_eq!(
        ply.after.pits(),
        &[6, 2, 0, 1, 3, 0, 4, 8, 13, 5, 13, 13, 4, 13, 13, 0]
    );
    assert_eq!(ply.events.last(), Some(&Event::Bonus));
    assert_eq!(ply.after.to_move(), Some(0));
}

#[test]
fn k3_relay_guard_abandons_a_move_needing_more_relays_than_max_relay_lifts() {
    let r = variant_of(
        "sungka",
        "sungka-guard-10",
        &[("max-relay-lifts = 1000", "max-relay-lifts = 10")],
    );
    let mut g = Game::new(r, 0);
    g.play_text("1").unwrap();
    let before = g.position().clone();
    let ply = g.play_text("2").unwrap().clone();
    let after = &ply.after;
    assert_eq!(after.pits(), before.pits());
    assert_eq!(after.ply(), 2);
    let outcome = after.outcome().expect("stopped");
    assert_eq!(outcome.reason, EndReason::Limit(Limit::MaxRelayLifts));
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.scores(2), &[1, 0]);
    assert_eq!(
        json::steps_json(g.rules(), &ply.events),
        [serde_json::json!({"kind": "limit", "limit": "max-relay-lifts"})]
    );
    assert_eq!(g.plies().last().unwrap().text, "2");
    // A playout, which records nothing and sows along the sowing table, undoes it the same way.
    let mut unrecorded = before.clone();
    engine::apply(
        g.rules(),
        &mut unrecorded,
        &ply.mv,
        &mut Repetitions::new(),
        &mut mancala::NoRecord,
    );
    assert_eq!(&unrecorded, after);
}

#[test]
fn k3_relay_guard_undoes_a_move_on_a_ring_of_three_players() {
    // 24 pits: a playout keeps the counts alone for undoing, not the sixteen pits of a small
    // ring. Random games until one needs a second relay in a move; a playout (recording
    // nothing) must reach every position the recorded game reaches, the undone move included.
    let r = variant_of(
        "sungka-3p",
        "sungka-3p-guard-1",
        &[("max-relay-lifts = 1000", "max-relay-lifts = 1")],
    );
    let mut guarded = 0;
    for seed in 0..50 {
        let mut g = Game::new(r.clone(), 0);
        let mut agent = mancala::agent::Agent::new(mancala::agent::Seat::Random, seed);
        let mut unrecorded = g.position().clone();
        let mut before = g.position().clone();
        while !g.position().is_over() {
            let mv = agent.choose(g.rules(), g.position());
            before.clone_from(g.position());
            g.play(&mv).unwrap();
            engine::apply(
                &*r,
                &mut unrecorded,
                &mv,
                &mut Repetitions::new(),
                &mut mancala::NoRecord,
            );
            assert_eq!(&unrecorded, g.position(), "seed {seed}");
        }
        if g.position().outcome().unwrap().reason == EndReason::Limit(Limit::MaxRelayLifts) {
            assert_eq!(g.position().pits(), before.pits(), "the move is undone");
            guarded += 1;
        }
    }
    assert!(guarded > 0, "some game needs a second relay in a move");
}

#[test]
fn k3_the_first_lift_of_a_move_is_not_a_relay() {
    let r = variant_of(
        "sungka",
        "sungka-guard-11",
        &[("max-relay-lifts = 1000", "max-relay-lifts = 11")],
    );
    let mut g = Game::new(r, 0);
    g.play_text("1").unwrap();
    let after = g.play_text("2").unwrap().after.clone();
    assert!(!after.is_over());
    assert_eq!(
        after.pits(),
        &[6, 2, 0, 1, 3, 0, 4, 8, 13, 5, 13, 13, 4, 13, 13, 0]
    );
}

// ----- K4: passes and the end -----

#[test]
fn k4_a_player_with_empty_houses_is_passed_over_and_the_game_ends_when_no_house_holds_a_seed() {
    let r = rules("sungka");
    let mut pos = store_board(&[(&[0, 0, 0, 0, 0, 2, 1], 60), (&[0; 7], 35)]);
    assert_eq!(legal(&*r, &pos), ["6", "7"]);
    let log = play(&*r, &mut pos, "6");
    assert!(log.events().contains(&Event::Bonus));
    assert_eq!(pos.to_move(), Some(0));
    let log = play(&*r, &mut pos, "7");
    assert_eq!(stops(&log), [(StopReason::EmptyHouse, Some(8))]);
    assert_eq!(pos.to_move(), Some(1));
    for mv in ["1", "2", "3", "4", "5", "6"] {
        let log = play(&*r, &mut pos, mv);
        assert_eq!(stops(&log).len(), 1, "{mv}");
        assert_eq!(stops(&log)[0].0, StopReason::EmptyHouse, "{mv}");
        assert!(log.events().contains(&Event::Pass { player: 0 }), "{mv}");
        assert_eq!(pos.to_move(), Some(1), "{mv}");
        assert_eq!(legal(&*r, &pos).len(), 1, "{mv}");
    }
    let before_ply = pos.ply();
    let log = play(&*r, &mut pos, "7");
    assert!(log.events().contains(&Event::Bonus));
    let outcome = pos.outcome().expect("game over");
    assert_eq!(outcome.winner, Some(0));
    assert_eq!(outcome.scores(2), &[62, 36]);
    assert_eq!(outcome.reason, EndReason::HousesEmpty);
    assert_eq!(pos.ply(), before_ply + 1);
    assert_eq!(pos.ply(), 9);
    assert_eq!(pos.to_move(), None);
}

// ----- K5: seed 003 -----

fn k5_position() -> Position {
    store_board(&[(&[0, 1, 0, 2, 0, 3], 30), (&[1, 2, 0, 0, 4, 1], 40)])
}

#[test]
fn k5_seed_v006_captures_the_last_seed_opposite_an_empty_cup() {
    let r = rules("sungka-seed-v006");
    let mut pos = k5_position();
    assert_eq!(legal(&*r, &pos), ["2", "4", "6"]);
    let log = play(&*r, &mut pos, "2");
    assert_eq!(pos.pits(), &[0, 0, 0, 2, 0, 3, 31, 1, 2, 0, 0, 4, 1, 40]);
    assert_eq!(captures(log.events()), [(2, 1)]);
    assert_eq!(stops(&log), [(StopReason::Captured, Some(2))]);
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn k5_sungka_captures_nothing_opposite_an_empty_house() {
    let r = variant_of(
        "sungka-seed-v006",
        "v006-nonempty",
        &[(
            "requires-nonempty-opposite = false",
            "requires-nonempty-opposite = true",
        )],
    );
    let mut pos = k5_position();
    let log = play(&*r, &mut pos, "2");
    assert_eq!(pos.pits(), &[0, 0, 1, 2, 0, 3, 30, 1, 2, 0, 0, 4, 1, 40]);
    assert!(captures(log.events()).is_empty());
    assert_eq!(stops(&log), [(StopReason::EmptyHouse, Some(2))]);
}

#[test]
fn k5_seed_v006_a_last_seed_on_the_opponents_side_ends_the_move() {
    let r = rules("sungka-seed-v006");
    let mut pos = k5_position();
    let log = play(&*r, &mut pos, "6");
    assert_eq!(pos.pits(), &[0, 1, 0, 2, 0, 0, 31, 2, 3, 0, 0, 4, 1, 40]);
    assert_eq!(stops(&log), [(StopReason::OpponentSide, Some(8))]);
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn k5_seed_v006_relays_from_an_occupied_own_cup() {
    let r = rules("sungka-seed-v006");
    let mut pos = k5_position();
    let log = play(&*r, &mut pos, "4");
    assert_eq!(relays(log.events()), [(5, 4)]);
    assert_eq!(pos.pits(), &[0, 1, 0, 0, 1, 0, 31, 2, 3, 1, 0, 4, 1, 40]);
    // N3 was empty: the move ends there as it would in any game.
    assert_eq!(stops(&log), [(StopReason::EmptyHouse, Some(9))]);
}

// ----- K6: three players -----

#[test]
fn k6_three_players_capture_from_the_next_players_facing_house() {
    let r = rules("sungka-3p");
    let start = Game::new(r.clone(), 0);
    assert_eq!(start.position().pits().len(), 21);
    assert_eq!(start.position().pits().iter().sum::<u16>(), 126);
    assert_eq!(start.legal_move_texts(), ["1", "2", "3", "4", "5", "6"]);

    let mut pos = store_board(&[
        (&[0, 2, 0, 0, 1, 0], 30),
        (&[3, 1, 5, 0, 0, 2], 28),
        (&[4, 4, 4, 4, 4, 4], 30),
    ]);
    let log = play(&*r, &mut pos, "2");
    // P0's house 4 (ring 3) faces P1's house 3 (ring 9).
    assert_eq!(captures(log.events()), [(9, 5), (3, 1)]);
    assert_eq!(
        pos.pits(),
        &[
            0, 0, 1, 0, 1, 0, 36, 3, 1, 0, 0, 0, 2, 28, 4, 4, 4, 4, 4, 4, 30
        ]
    );
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn three_player_facing_houses_wrap_from_the_last_player_to_the_first() {
    let r = rules("sungka-3p");
    // Player 2's house 6 (ring 19) faces player 0's house 1 (ring 0).
    let mut pos = store_board(&[
        (&[9, 0, 0, 0, 0, 0], 20),
        (&[1, 1, 1, 1, 1, 1], 20),
        (&[0, 0, 0, 0, 1, 0], 20),
    ]);
    pos.set_to_move(2);
    let log = play(&*r, &mut pos, "5");
    assert_eq!(captures(log.events()), [(0, 9), (19, 1)]);
    assert_eq!(pos.count(20), 30);
    assert_eq!(
        pos.to_move(),
        Some(1),
        "player 0 has no seeds left and is passed over"
    );
    assert!(log.events().contains(&Event::Pass { player: 0 }));
}

#[test]
fn three_player_games_rotate_turns_pass_empty_players_and_conserve_seeds() {
    let r = rules("sungka-3p");
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let mut passes = 0;
    for _ in 0..300 {
        let mut g = Game::new(r.clone(), 0);
        while !g.position().is_over() {
            let before = g.position().clone();
            let moves = g.legal_moves();
            assert!(!moves.is_empty());
            let mv = moves[next(moves.len())];
            let ply = g.play(&mv).unwrap().clone();
            let after = &ply.after;
            assert_eq!(after.pits().iter().map(|&c| u32::from(c)).sum::<u32>(), 126);
            if after.is_over() {
                assert_eq!(after.outcome().unwrap().reason, EndReason::HousesEmpty);
                assert!(
                    after
                        .pits()
                        .iter()
                        .enumerate()
                        .all(|(i, &c)| i % 7 == 6 || c == 0)
                );
                continue;
            }
            // The next player: the mover after a bonus, else the following player, skipping
            // (with a pass event) every player whose houses are empty.
            let mover = before.turn();
            let bonus = ply.events.contains(&Event::Bonus);
            let mut expected = if bonus { mover } else { (mover + 1) % 3 };
            let side_empty = |p: u8| (0..6).all(|i| after.count(p * 7 + i) == 0);
            while side_empty(expected) {
                assert!(ply.events.contains(&Event::Pass { player: expected }));
                passes += 1;
                expected = (expected + 1) % 3;
            }
            assert_eq!(after.to_move(), Some(expected));
        }
        let outcome = g.position().outcome().unwrap();
        let best = *outcome.scores(3).iter().max().unwrap();
        let leaders = outcome.scores(3).iter().filter(|&&s| s == best).count();
        assert_eq!(outcome.winner.is_some(), leaders == 1);
    }
    assert!(passes > 0, "random three-player games pass some turns");
}

// ----- K7, K8, K9: Kalah -----

#[test]
fn k7_kalah_bonus_move_then_no_relay_on_the_other_side() {
    let mut g = game("kalah");
    assert_eq!(
        g.position().pits(),
        &[4, 4, 4, 4, 4, 4, 0, 4, 4, 4, 4, 4, 4, 0]
    );
    let ply = g.play_text("3").unwrap().clone();
    assert_eq!(
        ply.after.pits(),
        &[4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0]
    );
    assert_eq!(ply.after.to_move(), Some(0));
    let ply = g.play_text("6").unwrap().clone();
    assert_eq!(
        ply.after.pits(),
        &[4, 4, 0, 5, 5, 0, 2, 5, 5, 5, 5, 4, 4, 0]
    );
    assert!(ply.events.contains(&Event::Stop {
        why: StopReason::NoRelay,
        pit: Some(10)
    }));
    assert_eq!(ply.after.to_move(), Some(1));
}

#[test]
fn k8_kalah_captures_the_facing_house_and_the_last_seed() {
    let r = rules("kalah");
    let mut pos = store_board(&[(&[1, 0, 3, 0, 2, 5], 10), (&[4, 0, 6, 2, 1, 0], 14)]);
    let log = play(&*r, &mut pos, "1");
    assert_eq!(captures(log.events()), [(11, 1), (1, 1)]);
    assert_eq!(pos.pits(), &[0, 0, 3, 0, 2, 5, 12, 4, 0, 6, 2, 0, 0, 14]);
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn k8_kalah_captures_nothing_opposite_an_empty_house() {
    let r = rules("kalah");
    let mut pos = store_board(&[(&[1, 0, 3, 0, 2, 5], 10), (&[4, 0, 6, 2, 0, 0], 15)]);
    let log = play(&*r, &mut pos, "1");
    assert!(captures(log.events()).is_empty());
    assert_eq!(stops(&log), [(StopReason::EmptyHouse, Some(1))]);
    assert_eq!(pos.pits(), &[0, 1, 3, 0, 2, 5, 10, 4, 0, 6, 2, 0, 0, 15]);
}

#[test]
fn k9_kalah_ends_right_after_a_bonus_move_that_empties_a_side() {
    let r = rules("kalah");
    let mut pos = store_board(&[(&[0, 0, 0, 0, 0, 1], 20), (&[3, 0, 2, 1, 0, 4], 17)]);
    let log = play(&*r, &mut pos, "6");
    assert!(log.events().contains(&Event::Bonus));
    assert!(log.events().contains(&Event::Sweep {
        player: 1,
        count: 10
    }));
    let outcome = pos.outcome().expect("game over");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.scores(2), &[21, 27]);
    assert_eq!(outcome.reason, EndReason::SideEmpty);
    assert_eq!(pos.pits()[..6], [0; 6]);
    assert_eq!(pos.pits()[7..13], [0; 6]);
    assert_eq!([pos.count(6), pos.count(13)], [21, 27]);
}

// ----- K10: the burnt-houses match -----

#[test]
fn k10_a_new_round_refills_houses_from_the_stores_and_burns_the_rest() {
    let r = burnt_houses();
    let mut pos = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    pos.set_to_move(1);
    assert_eq!(
        r.detail_json(&pos),
        serde_json::json!({"round": 1, "burnt": []})
    );
    let log = play(&*r, &mut pos, "7");
    assert!(log.events().contains(&Event::NewRound {
        round: 2,
        first: 0,
        out_of_play: (1 << 13) | (1 << 14)
    }));
    assert_eq!(
        pos.pits(),
        &[7, 7, 7, 7, 7, 7, 7, 12, 7, 7, 7, 7, 7, 0, 0, 2]
    );
    assert!(!pos.is_over());
    assert_eq!(pos.round(), 2);
    assert_eq!(pos.to_move(), Some(0));
    assert_eq!(
        r.detail_json(&pos),
        serde_json::json!({"round": 2, "burnt": [13, 14]})
    );
    let steps = json::steps_json(&*r, log.events());
    assert!(
        steps.contains(&serde_json::json!({"kind": "new-round", "round": 2, "burnt": [13, 14]}))
    );
    assert_eq!(legal(&*r, &pos), ["1", "2", "3", "4", "5", "6", "7"]);
    // North's burnt houses cannot be chosen.
    pos.set_to_move(1);
    assert_eq!(legal(&*r, &pos), ["1", "2", "3", "4", "5"]);
    let burnt = r.parse_move(&pos, "6").unwrap();
    assert!(matches!(
        r.illegal_reason(&pos, &burnt),
        Some(Illegal::Other(_))
    ));
}

#[test]
fn k10_next_round_first_last_mover_lets_the_last_mover_open() {
    let r = variant_of(
        "sungka",
        "sungka-burnt-last",
        &[(
            "mode = \"single\"",
            "mode = \"burnt-houses\"\nnext-round-first = \"last-mover\"",
        )],
    );
    let mut pos = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    pos.set_to_move(1);
    play(&*r, &mut pos, "7");
    assert_eq!(pos.round(), 2);
    assert_eq!(pos.to_move(), Some(1));
    assert_eq!(legal(&*r, &pos), ["1", "2", "3", "4", "5"]);
}

#[test]
fn k10_sowing_skips_burnt_houses_and_a_burnt_facing_house_gives_nothing() {
    let r = burnt_houses();
    let mut pos = store_board(&[(&[0, 0, 1, 0, 0, 0, 8], 60), (&[1, 0, 2, 0, 1, 0, 0], 25)]);
    pos.set_round(2);
    pos.set_out_of_play(13, true);
    pos.set_out_of_play(14, true);
    assert_eq!(legal(&*r, &pos), ["3", "7"]);
    let log = play(&*r, &mut pos, "7");
    assert_eq!(
        pos.pits(),
        &[1, 1, 1, 0, 0, 0, 0, 61, 2, 1, 3, 1, 2, 0, 0, 25]
    );
    assert!(captures(log.events()).is_empty());
    assert_eq!(stops(&log), [(StopReason::EmptyHouse, Some(1))]);
    assert!(pos.is_out_of_play(13) && pos.is_out_of_play(14));
    assert_eq!(pos.to_move(), Some(1));
}

#[test]
fn k10_a_player_who_cannot_fill_one_house_loses_the_match() {
    let r = burnt_houses();
    let mut pos = store_board(&[(&[0; 7], 6), (&[0, 0, 0, 0, 0, 0, 1], 91)]);
    pos.set_to_move(1);
    play(&*r, &mut pos, "7");
    let outcome = pos.outcome().expect("match over");
    assert_eq!(outcome.reason, EndReason::Match);
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.scores(2), &[6, 92]);
}

#[test]
fn k10_max_rounds_stops_the_match_unfinished() {
    let r = variant_of(
        "sungka",
        "sungka-one-round",
        &[(
            "mode = \"single\"",
            "mode = \"burnt-houses\"\nmax-rounds = 1",
        )],
    );
    let mut pos = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    pos.set_to_move(1);
    let log = play(&*r, &mut pos, "7");
    let outcome = pos.outcome().expect("stopped");
    assert_eq!(outcome.reason, EndReason::Limit(Limit::MaxRounds));
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.scores(2), &[61, 37]);
    assert!(log.events().contains(&Event::Limit {
        limit: Limit::MaxRounds
    }));
    assert_eq!(
        json::outcome_json(outcome, 2),
        serde_json::json!({"winner": null, "scores": [61, 37], "reason": "limit", "limit": "max-rounds"})
    );
}

#[test]
fn k10_a_burnt_houses_match_replays_from_its_record() {
    let r = burnt_houses();
    let mut seed = 12345u64;
    let mut rounds_seen = 0;
    for _ in 0..20 {
        let mut g = Game::new(r.clone(), 0);
        while !g.position().is_over() {
            let moves = g.legal_moves();
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let mv = moves[((seed >> 33) % moves.len() as u64) as usize];
            g.play(&mv).unwrap();
            let pos = g.position();
            assert_eq!(pos.pits().iter().map(|&c| u32::from(c)).sum::<u32>(), 98);
            for pit in 0..16u8 {
                if pos.is_out_of_play(pit) {
                    assert_eq!(pos.count(pit), 0);
                }
            }
        }
        rounds_seen = rounds_seen.max(g.position().round());
        let record = GameRecord::of(&g, None, None);
        let (replayed, warning) = GameRecord::from_json(&record.to_json())
            .unwrap()
            .replay(&mancala::Rules)
            .unwrap();
        assert!(warning.is_none());
        assert_eq!(replayed.position(), g.position());
    }
    assert!(rounds_seen >= 2, "some match lasted several rounds");
}

// ----- options and validation -----

#[test]
fn shipped_files_differ_from_sungka_exactly_as_the_spec_lists() {
    let base = rules("sungka").options_json();
    // (ruleset, [(table or "" for a top-level key, key, value)]) changed from `sungka`.
    type Changes<'a> = &'a [(&'a str, &'a str, serde_json::Value)];
    let cases: [(&str, Changes); 4] = [
        ("sungka", &[]),
        (
            "sungka-seed-v006",
            &[
                ("board", "houses-per-player", 6.into()),
                ("relay", "sides", "own".into()),
                ("capture", "requires-nonempty-opposite", false.into()),
            ],
        ),
        (
            "sungka-3p",
            &[
                ("", "players", 3.into()),
                ("board", "houses-per-player", 6.into()),
                ("relay", "sides", "own".into()),
                ("capture", "requires-nonempty-opposite", false.into()),
            ],
        ),
        (
            "kalah",
            &[
                ("", "game", "kalah".into()),
                ("board", "houses-per-player", 6.into()),
                ("board", "seeds-per-house", 4.into()),
                ("relay", "sides", "none".into()),
                ("end", "condition", "one-side-empty".into()),
                ("limits", "max-plies", 1001.into()),
                ("limits", "max-plies-without-capture", 1001.into()),
            ],
        ),
    ];
    for (id, changes) in cases {
        let mut expected = base.clone();
        for (table, key, value) in changes {
            if table.is_empty() {
                expected[*key] = value.clone();
            } else {
                expected[*table][*key] = value.clone();
            }
        }
        let r = rules(id);
        assert_eq!(r.options_json(), expected, "{id}");
        assert_eq!(r.info().id, id);
    }
}

#[test]
fn a_kalah_file_without_keys_gets_the_kalah_defaults() {
    let minimal = Rules::from_toml_str("k.toml", "k", "game = \"kalah\"").unwrap();
    let mut expected = rules("kalah").options_json();
    assert_eq!(minimal.options_json(), expected);
    let minimal = Rules::from_toml_str("s.toml", "s", "game = \"sungka\"").unwrap();
    expected = rules("sungka").options_json();
    assert_eq!(minimal.options_json(), expected);
}

#[test]
fn first_player_must_be_one_of_the_players() {
    let err = variant_error("sungka", &[("first-player = 0", "first-player = 2")]);
    assert!(err.contains("first-player must be a player"), "{err}");
    assert!(err.contains("bad.toml:7:"), "{err}");
    let ok = variant_of(
        "sungka-3p",
        "three-first",
        &[("first-player = 0", "first-player = 2")],
    );
    assert_eq!(ok.options_json()["first-player"], serde_json::json!(2));
    let random = variant_of(
        "sungka-3p",
        "three-random",
        &[("first-player = 0", "first-player = \"random\"")],
    );
    assert_eq!(
        random.options_json()["first-player"],
        serde_json::json!("random")
    );
}

#[test]
fn burnt_houses_needs_two_players() {
    let err = variant_error(
        "sungka-3p",
        &[("mode = \"single\"", "mode = \"burnt-houses\"")],
    );
    assert!(err.contains("two-player match"), "{err}");
    assert!(err.contains("players = 3"), "{err}");
}

#[test]
fn burnt_houses_needs_all_houses_empty() {
    let err = variant_error("kalah", &[("mode = \"single\"", "mode = \"burnt-houses\"")]);
    assert!(err.contains("all-houses-empty"), "{err}");
    // With the other end condition, Kalah's keys make a match too.
    let r = variant_of(
        "kalah",
        "kalah-match",
        &[
            ("mode = \"single\"", "mode = \"burnt-houses\""),
            ("\"one-side-empty\"", "\"all-houses-empty\""),
        ],
    );
    assert_eq!(
        r.options_json()["match"],
        serde_json::json!({"mode": "burnt-houses", "next-round-first": "other", "max-rounds": 20})
    );
}

#[test]
fn round_keys_need_burnt_houses() {
    for key in ["next-round-first = \"other\"", "max-rounds = 3"] {
        let err = variant_error(
            "sungka",
            &[("mode = \"single\"", &format!("mode = \"single\"\n{key}"))],
        );
        assert!(
            err.contains("does not apply with match.mode = \"single\""),
            "{err}"
        );
        let err = variant_error("sungka", &[("mode = \"single\"\n", &format!("{key}\n"))]);
        assert!(err.contains("does not apply"), "{err}");
    }
}

#[test]
fn numbers_out_of_range_are_errors() {
    for (from, to, says) in [
        ("players = 2", "players = 7", "between 2 and 6, got 7"),
        ("players = 2", "players = 1", "between 2 and 6, got 1"),
        (
            "houses-per-player = 7",
            "houses-per-player = 13",
            "between 1 and 12, got 13",
        ),
        (
            "seeds-per-house = 7",
            "seeds-per-house = 0",
            "between 1 and 20, got 0",
        ),
        ("max-plies = 1000", "max-plies = 0", "positive integer"),
        (
            "mode = \"single\"",
            "mode = \"burnt-houses\"\nmax-rounds = 0",
            "positive integer",
        ),
        ("sides = \"both\"", "sides = \"all\"", "unknown variant"),
        (
            "condition = \"all-houses-empty\"",
            "condition = \"board-empty\"",
            "unknown variant",
        ),
        (
            "[relay]",
            "[relay]\nfrom-mandarin = \"stop\"",
            "unknown field",
        ),
    ] {
        let err = variant_error("sungka", &[(from, to)]);
        assert!(err.contains(says), "{to}: {err}");
    }
}

#[test]
fn moves_are_house_numbers_of_the_mover() {
    let r = rules("sungka");
    let mut pos = r.initial_position(1);
    let mv: Move = r.parse_move(&pos, " 3 ").unwrap();
    assert_eq!(mv.pit, 10);
    assert_eq!(r.move_text(&pos, &mv), "3");
    for bad in ["8", "0", "3R", ""] {
        assert!(r.parse_move(&pos, bad).is_err(), "{bad}");
    }
    assert_eq!(r.pit_name(15), "North's store");
    assert_eq!(r.pit_name(10), "North's house 3");
    for pit in [0, 7, 15] {
        let mv = Move::sow(pit, mancala::Direction::Forward);
        assert_eq!(
            engine::play(
                &*r,
                &mut pos,
                &mv,
                &mut Repetitions::new(),
                &mut EventLog::new()
            ),
            Err(Illegal::NotYourPit),
            "{pit}"
        );
    }
    assert_eq!(pos, r.initial_position(1));
}

#[test]
fn the_board_drawing_shows_both_rows_and_the_stores_at_the_ends() {
    let mut g = game("sungka");
    g.play_text("2").unwrap();
    let drawing = g.rules().draw(g.position());
    let lines: Vec<&str> = drawing.lines().collect();
    assert!(
        lines[0].contains("7    6    5    4    3    2    1"),
        "{drawing}"
    );
    assert!(lines[0].contains("North"));
    assert!(
        lines[2].contains("|   8|   0|   8|   8|   8|   8|   0|"),
        "{drawing}"
    );
    assert!(
        lines[3].starts_with("|   0+") && lines[3].ends_with("+  10|"),
        "{drawing}"
    );
    assert!(
        lines[4].contains("|   8|   0|   8|   8|   8|   8|   8|"),
        "{drawing}"
    );
    assert!(lines[6].contains("1    2    3    4    5    6    7"));
    assert!(
        drawing.ends_with("South 10, North 0; North to move"),
        "{drawing}"
    );
    let three = game("sungka-3p");
    let drawing = three.rules().draw(three.position());
    assert_eq!(drawing.lines().count(), 6, "{drawing}");
    assert!(drawing.contains("> Player 0"), "{drawing}");
    assert!(
        drawing.ends_with("Player 0: 0, Player 1: 0, Player 2: 0; Player 0 to move"),
        "{drawing}"
    );
}

#[test]
fn explain_narrates_relays_captures_and_new_rounds() {
    let mut g = game("sungka");
    let before = g.position().clone();
    let ply = g.play_text("2").unwrap().clone();
    let lines = g.rules().explain(&before, &ply.mv, &ply.events);
    assert!(
        lines[0].starts_with("South lifts 7 shells (sigay) from South's house 2"),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Relay, lap 2")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.contains("facing house N6")),
        "{lines:?}"
    );
    let r = burnt_houses();
    let mut pos = store_board(&[(&[0; 7], 61), (&[0, 0, 0, 0, 0, 0, 1], 36)]);
    pos.set_to_move(1);
    let before = pos.clone();
    let mv = r.parse_move(&pos, "7").unwrap();
    let log = play(&*r, &mut pos, "7");
    let lines = r.explain(&before, &mv, log.events());
    assert!(
        lines.iter().any(|l| l.contains("Round 2 begins")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("(N6, N7)") && l.contains("burnt for this round")),
        "{lines:?}"
    );
    assert!(r.describe().contains("burnt"));
    assert!(rules("kalah").describe().contains("no relay"));
}

#[test]
fn six_players_on_the_largest_ring_play_to_the_end() {
    for end in ["all-houses-empty", "one-side-empty"] {
        let text = format!(
            "game = \"sungka\"\nplayers = 6\nfirst-player = 5\n[board]\nhouses-per-player = 12\nseeds-per-house = 20\n[end]\ncondition = \"{end}\"\n"
        );
        let r = Rules::from_toml_str("six.toml", "six", &text).unwrap();
        let mut seed = 99u64;
        for _ in 0..20 {
            let mut g = Game::new(r.clone(), 5);
            assert_eq!(g.position().pits().len(), 78);
            while !g.position().is_over() {
                let moves = g.legal_moves();
                seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let mv = moves[((seed >> 33) % moves.len() as u64) as usize];
                let after = g.play(&mv).unwrap().after.clone();
                assert_eq!(
                    after.pits().iter().map(|&c| u32::from(c)).sum::<u32>(),
                    6 * 12 * 20
                );
            }
            let outcome = g.position().outcome().unwrap();
            match outcome.reason {
                EndReason::HousesEmpty | EndReason::SideEmpty => {
                    // Everything is in the stores (swept, or nothing was left).
                    assert_eq!(outcome.scores(6).iter().sum::<i32>(), 1440, "{end}");
                }
                other => panic!("{end}: ended by {other}"),
            }
        }
    }
}
