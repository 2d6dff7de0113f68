//! Sungka and Kalah: the options, their validation errors, the relay guard, three-player and
//! random-play sanity tests, notation and drawings. The spec's worked vectors (§6, K1–K10) are
//! data: `tests/vectors/sungka.vectors`.

use std::sync::Arc;

use mancala::{
    EndReason, Event, EventLog, Family, Game, GameRecord, Illegal, Limit, Move, Rules,
    engine::{self, Repetitions},
};

use crate::common::{game, play, rules, store_board};

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

// ----- the relay guard (what vector K3/max-relay-lifts-10 of the data cannot say) -----

#[test]
fn a_playout_undoes_a_guarded_move_as_the_recorded_game_does() {
    // The K3 move with max-relay-lifts = 10: the data checks what the game records; a playout,
    // which records nothing and sows along the sowing table, must undo it the same way.
    let r = variant_of(
        "sungka",
        "sungka-guard-10",
        &[("max-relay-lifts = 1000", "max-relay-lifts = 10")],
    );
    let mut g = Game::new(r, 0);
    g.play_text("1").unwrap();
    let before = g.position().clone();
    let ply = g.play_text("2").unwrap().clone();
    assert_eq!(
        ply.after.outcome().map(|o| o.reason),
        Some(EndReason::Limit(Limit::MaxRelayLifts))
    );
    let mut unrecorded = before.clone();
    engine::apply(
        g.rules(),
        &mut unrecorded,
        &ply.mv,
        &mut Repetitions::new(),
        &mut mancala::NoRecord,
    );
    assert_eq!(unrecorded, ply.after);
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

// ----- three players -----

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
                assert_eq!(
                    after.outcome().unwrap().reason,
                    mancala::rules::sungka::reason::HOUSES_EMPTY
                );
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

// ----- the burnt-houses match -----

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
                ("limits", "max-plies", 100_000.into()),
                ("limits", "max-plies-without-capture", 100_000.into()),
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
    // The error names the line of `first-player` in the file.
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == "sungka")
        .unwrap();
    let line = 1 + text
        .lines()
        .position(|l| l.starts_with("first-player"))
        .unwrap();
    assert!(err.contains(&format!("bad.toml:{line}:")), "{err}");
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
        (
            "max-plies = 1000",
            "max-plies = 0",
            "between 1 and 1000000, got 0",
        ),
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
    // With three players the points are the table's store column; the status says who moves.
    assert!(drawing.ends_with("\nPlayer 0 to move"), "{drawing}");
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
        lines
            .iter()
            .any(|l| l.contains("North's house 6, facing it,")),
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
            .any(|l| l.starts_with("North's houses 6 and 7 cannot be filled")
                && l.contains("burnt for this round")),
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
                mancala::rules::sungka::reason::HOUSES_EMPTY
                | mancala::rules::sungka::reason::SIDE_EMPTY => {
                    // Everything is in the stores (swept, or nothing was left).
                    assert_eq!(outcome.scores(6).iter().sum::<i32>(), 1440, "{end}");
                }
                other => panic!("{end}: ended by {other}"),
            }
        }
    }
}
