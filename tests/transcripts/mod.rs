//! Board transcripts, locked by snapshots: a game for every shipped ruleset, and scenes a
//! learner should see explained.

mod awale;
mod sungka;

use std::sync::Arc;

use mancala::{
    Family, Game, Rules,
    agent::{Agent, Seat},
    render,
    rules::o_an_quan::Ledger,
};

use crate::common::{game, oaq_board, with_banks, with_snapshots};

/// A game between two seeded random players, at most `max_plies` long.
fn scripted_game(rules: Arc<dyn Family>, seed: u64, max_plies: usize) -> Game {
    let mut game = Game::new(rules, 0);
    let mut agents: Vec<Agent> = (0..game.start().num_players())
        .map(|seat| Agent::new(Seat::Random, seed + seat as u64))
        .collect();
    while !game.position().is_over() && game.num_plies() < max_plies {
        let player = game.position().turn() as usize;
        let mv = agents[player].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    game
}

#[test]
fn a_scripted_game_of_every_ruleset() {
    with_snapshots("transcripts/every-ruleset", || {
        insta::glob!("../../rulesets", "*.toml", |path| {
            let rules = Rules::from_path(path).unwrap();
            let game = scripted_game(rules, 2026, 40);
            insta::assert_snapshot!(render::transcript(&game, false));
        });
    });
}

#[test]
fn opening_explained() {
    let mut g = game("o-an-quan");
    for mv in ["1R", "4L", "2R"] {
        g.play_text(mv).unwrap();
    }
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(render::transcript(&g, true))
    });
}

#[test]
fn a_whole_game_explained() {
    let game = scripted_game(Rules::builtin("o-an-quan").unwrap(), 7, 500);
    assert!(game.position().is_over());
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(render::transcript(&game, true))
    });
}

#[test]
fn take_one_relay_explained() {
    let game = scripted_game(Rules::builtin("o-an-quan-small-stones").unwrap(), 11, 500);
    let has_take_one = game.plies().any(|p| {
        p.events
            .iter()
            .any(|e| matches!(e, mancala::Event::TakeOne { .. }))
    });
    assert!(
        has_take_one,
        "pick a seed whose game shows a take-one relay"
    );
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(render::transcript(&game, true))
    });
}

/// Plays `moves` from a hand-built position and explains them.
fn explained_from(id: &str, start: mancala::Position, moves: &[&str]) -> String {
    let mut game = Game::from_position(Rules::builtin(id).unwrap(), start).unwrap();
    for mv in moves {
        game.play_text(mv).unwrap();
    }
    render::transcript(&game, true)
}

/// V7 of the spec: North to move; South's squares are empty and South has only 2 citizens.
fn v7_position() -> mancala::Position {
    let board = [
        "Q+3", "0", "0", "0", "0", "0", "Q+6", "4", "1", "2", "0", "2",
    ];
    let mut pos = with_banks(oaq_board(board), [2, 30], [0, 0]);
    pos.set_to_move(1);
    pos
}

#[test]
fn capture_chain_explained() {
    let pos = with_banks(
        oaq_board([
            "Q+2", "1", "0", "2", "3", "1", "Q+4", "2", "0", "3", "0", "2",
        ]),
        [14, 16],
        [0, 0],
    );
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(explained_from("o-an-quan", pos, &["4R"]))
    });
}

#[test]
fn refill_with_borrowing_explained() {
    let pos = v7_position();
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(explained_from("o-an-quan", pos, &["2R"]))
    });
}

#[test]
fn refill_from_outside_explained() {
    let pos = v7_position();
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(explained_from("o-an-quan-mandarin-5", pos, &["2R"]))
    });
}

#[test]
fn the_end_and_the_collection_explained() {
    let pos = with_banks(
        oaq_board(["0", "2", "0", "1", "1", "0", "3", "1", "0", "2", "0", "1"]),
        [20, 19],
        [1, 1],
    );
    with_snapshots("transcripts/o-an-quan", || {
        insta::assert_snapshot!(explained_from("o-an-quan", pos, &["3R"]))
    });
}

#[test]
fn big_stones_captured_end_explained() {
    // English Wikipedia: the game ends when both big stones are taken; leftovers go to the capturer.
    // North took cell 0's big stone; four citizens have since been sown into cell 0, and they
    // go to North as its capturer.
    let mut pos = with_banks(
        oaq_board(["4", "0", "0", "1", "0", "0", "Q+1", "1", "0", "2", "0", "1"]),
        [21, 19],
        [0, 1],
    );
    Ledger {
        big_stone_taken_by: [Some(1), None],
        ..Ledger::default()
    }
    .put(&mut pos);
    let text = explained_from("o-an-quan-en-wikipedia", pos, &["3R"]);
    assert!(
        text.contains("North wins 37-33: both big stones have been captured."),
        "{text}"
    );
    with_snapshots("transcripts/o-an-quan", || insta::assert_snapshot!(text));
}

#[test]
fn engine_steps_before_the_first_move_are_shown() {
    // South has nothing on its squares and nothing captured: it passes before anyone moves.
    let board = [
        "Q+3", "0", "0", "0", "0", "0", "Q+2", "0", "1", "0", "0", "0",
    ];
    let pos = with_banks(oaq_board(board), [0, 0], [0, 1]);
    let game = Game::from_position(Rules::builtin("o-an-quan").unwrap(), pos).unwrap();
    let text = render::transcript(&game, false);
    assert!(
        text.contains("Before the first move: South passes"),
        "{text}"
    );
}

/// The narration of every move of `game` in `lang` (the moves' texts and the catalogue's
/// sentences, without the boards).
fn narration_in(lang: mancala::lang::Lang, game: &Game) -> String {
    narration_of(lang, game, |_| true)
}

/// The narration in `lang` of the moves of `game` that `keep` keeps.
fn narration_of(
    lang: mancala::lang::Lang,
    game: &Game,
    keep: impl Fn(&mancala::game::Ply) -> bool,
) -> String {
    let mut out = String::new();
    for (i, ply) in game.plies().enumerate().filter(|(_, p)| keep(p)) {
        out.push_str(&format!("{}. {}\n", i + 1, ply.text));
        for line in game
            .rules()
            .explain_in(lang, &ply.before, &ply.mv, &ply.events)
        {
            out.push_str(&format!("   {line}\n"));
        }
    }
    out
}

/// The Ô ăn quan games explained above, told in Vietnamese and in French: the same events,
/// each language's own words (shared/design/languages.md).
#[test]
fn o_an_quan_narration_in_vietnamese_and_french() {
    let played = |id: &str, start: mancala::Position, moves: &[&str]| {
        let mut game = Game::from_position(Rules::builtin(id).unwrap(), start).unwrap();
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game
    };
    let mut opening = Game::new(Rules::builtin("o-an-quan").unwrap(), 0);
    for mv in ["1R", "2L", "3R"] {
        opening.play_text(mv).unwrap();
    }
    let chain = played(
        "o-an-quan",
        with_banks(
            oaq_board([
                "Q+2", "1", "0", "2", "3", "1", "Q+4", "2", "0", "3", "0", "2",
            ]),
            [14, 16],
            [0, 0],
        ),
        &["4R"],
    );
    let borrowing = played("o-an-quan", v7_position(), &["2R"]);
    let outside = played("o-an-quan-mandarin-5", v7_position(), &["2R"]);
    let end = played(
        "o-an-quan",
        with_banks(
            oaq_board(["0", "2", "0", "1", "1", "0", "3", "1", "0", "2", "0", "1"]),
            [20, 19],
            [1, 1],
        ),
        &["3R"],
    );
    let take_one = scripted_game(Rules::builtin("o-an-quan-small-stones").unwrap(), 11, 500);
    for code in ["vi", "fr"] {
        let lang = mancala::lang::Lang::from_code(code).unwrap();
        let mut text = String::new();
        for (name, game) in [
            ("1R 2L 3R", &opening),
            ("a chain of captures", &chain),
            ("a refill with borrowing", &borrowing),
            ("a refill from outside the game", &outside),
            ("the end and the collection", &end),
        ] {
            text.push_str(&format!("## {name}\n{}\n", narration_in(lang, game)));
        }
        let take_one = narration_of(lang, &take_one, |p| {
            p.events
                .iter()
                .any(|e| matches!(e, mancala::Event::TakeOne { .. }))
        });
        text.push_str(&format!(
            "## the moves of seed 11 with a take-one relay\n{take_one}"
        ));
        with_snapshots("transcripts/o-an-quan", || {
            insta::assert_snapshot!(format!("narration_{code}"), text)
        });
    }
}

/// The shipped `o-an-quan` with one line of its file replaced, under a new id.
fn o_an_quan_with(new_id: &str, from: &str, to: &str) -> Arc<dyn Family> {
    let (_, text) = mancala::rules::BUILTIN
        .iter()
        .find(|(name, _)| *name == "o-an-quan")
        .expect("the shipped o-an-quan");
    assert!(text.contains(from), "{from}");
    let text = text
        .replace("id = \"o-an-quan\"", &format!("id = \"{new_id}\""))
        .replace(from, to);
    Rules::from_toml_str(&format!("{new_id}.toml"), new_id, &text).unwrap()
}

/// Every reason an Ô ăn quan sowing stops, each in a game of its own: the move's last step is
/// that stop, and every language tells it in a sentence of its own that names the squares as
/// the board shows them (never a code, a cell number or a message id). The Vietnamese and
/// French snapshots are read as a teacher would say them.
#[test]
fn every_reason_a_sowing_stops_is_told_in_every_language() {
    use mancala::{Event, lang::Lang};
    let game_of = |rules: Arc<dyn Family>, start: Option<mancala::Position>, moves: &[&str]| {
        let mut game = match start {
            Some(pos) => Game::from_position(rules, pos).unwrap(),
            None => Game::new(rules, 0),
        };
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game
    };
    let builtin = |id: &str| Rules::builtin(id).unwrap();
    // South's square 4 holds one stone; square 5 is empty and the right mandarin square holds
    // only its big stone: 4R drops the stone into square 5 and meets the mandarin square.
    let before_the_mandarin = || {
        oaq_board([
            "Q+0", "2", "2", "2", "1", "0", "Q+0", "2", "2", "2", "2", "2",
        ])
    };
    // The same, the right mandarin square empty (South took its big stone).
    let before_an_empty_mandarin = || {
        with_banks(
            oaq_board(["Q+0", "2", "2", "2", "1", "0", "0", "2", "2", "2", "2", "2"]),
            [0, 0],
            [1, 0],
        )
    };
    // South's square 2 holds one stone and squares 3 to 5 are empty: 2R drops it into square
    // 3; square 4 is the gap and square 5 behind it is empty too.
    let two_empty = oaq_board([
        "Q+0", "2", "1", "0", "0", "0", "Q+0", "2", "2", "2", "2", "2",
    ]);
    let cases: Vec<(&str, &str, Game)> = vec![
        (
            "occupied-mandarin",
            "is a mandarin square (ô quan) that is not empty",
            game_of(builtin("o-an-quan"), Some(before_the_mandarin()), &["4R"]),
        ),
        (
            "empty-mandarin",
            "is an empty mandarin square, which may not serve as the gap",
            game_of(
                builtin("o-an-quan-en-wikipedia"),
                Some(before_an_empty_mandarin()),
                &["4R"],
            ),
        ),
        (
            "two-empty",
            "two empty cells in a row",
            game_of(builtin("o-an-quan"), Some(two_empty), &["2R"]),
        ),
        (
            "quan-non",
            "is a young mandarin (quan non)",
            game_of(builtin("o-an-quan"), None, &["1R", "2L"]),
        ),
        (
            "occupied",
            "is not empty, so the chain of captures (ăn liên tiếp) ends here",
            game_of(builtin("o-an-quan"), None, &["1R"]),
        ),
        (
            "no-chain",
            "Chained captures are off in this ruleset",
            game_of(
                o_an_quan_with("o-an-quan-no-chain", "chain = true", "chain = false"),
                None,
                &["1R"],
            ),
        ),
        (
            "occupied-mandarin, take-one",
            "holding only its big stone: there is no citizen to take out of it",
            game_of(
                o_an_quan_with(
                    "o-an-quan-take-one",
                    "from-mandarin = \"stop\"",
                    "from-mandarin = \"take-one\"",
                ),
                Some(before_the_mandarin()),
                &["4R"],
            ),
        ),
    ];
    let mut told: std::collections::BTreeMap<&str, Vec<String>> = Default::default();
    for (reason, english, game) in &cases {
        let ply = game.last_ply().unwrap();
        let why = ply
            .events
            .iter()
            .rev()
            .find_map(|e| match e {
                Event::Stop { why, .. } => Some(why.as_str()),
                _ => None,
            })
            .expect("the move stops");
        assert_eq!(why, reason.split(',').next().unwrap(), "{reason}");
        for lang in Lang::all() {
            let lines = game
                .rules()
                .explain_in(lang, &ply.before, &ply.mv, &ply.events);
            let last = lines.last().expect("the stop is told").clone();
            if lang == Lang::english() {
                assert!(last.contains(english), "{reason}: {last}");
            }
            for code in ["Q0", "Q6", "S4", "S5", "oaq-", why] {
                assert!(
                    !last.contains(code),
                    "{reason} in {lang} says `{code}`: {last}"
                );
            }
            // No cell number ("cell 6", "(case 6)"): squares are named by their number on
            // their owner's side ("South's square 5", "la case 5 de Sud") or as the left or
            // right mandarin square.
            let words: Vec<&str> = last.split_whitespace().collect();
            assert!(
                !words
                    .windows(2)
                    .any(|w| matches!(w[0], "cell" | "(cell" | "(case")
                        && w[1].starts_with(|c: char| c.is_ascii_digit())),
                "{reason} in {lang} names a cell by number: {last}"
            );
            told.entry(lang.code()).or_default().push(format!(
                "## {reason} ({})\n{}",
                game.rules().info().id,
                lines.join("\n")
            ));
        }
    }
    for (code, texts) in &told {
        // Each reason has a sentence of its own in every language.
        let lasts: std::collections::BTreeSet<&str> =
            texts.iter().map(|t| t.lines().last().unwrap()).collect();
        assert_eq!(lasts.len(), cases.len(), "{code}: {texts:#?}");
        if *code != "en" {
            with_snapshots("transcripts/o-an-quan", || {
                insta::assert_snapshot!(format!("stop_reasons_{code}"), texts.join("\n\n"))
            });
        }
    }
}

/// What happens around a move in Ô ăn quan, told in every language: a refill from one's own
/// captures, by borrowing, from outside the game, by selling a big stone; a pass; the game
/// ended by a player short of stones (scored, or lost); a safety limit. Each is an event of
/// its own that the narration names, and every language tells each in its own words.
#[test]
fn refills_passes_and_ends_are_told_in_every_language() {
    use mancala::lang::Lang;
    let with = |id: &str, from: &str, to: &str| o_an_quan_with(id, from, to);
    let shortfall = |id: &str, how: &str| {
        with(
            id,
            "on-shortfall = \"borrow\"",
            &format!("on-shortfall = \"{how}\""),
        )
    };
    // V7 with the right mandarin square's big stone captured by South.
    let v7_sold = || {
        let board = ["Q+3", "0", "0", "0", "0", "0", "6", "4", "1", "2", "0", "2"];
        let mut pos = with_banks(oaq_board(board), [2, 30], [1, 0]);
        pos.set_to_move(1);
        pos
    };
    let v7_empty_handed = || {
        let board = [
            "Q+3", "0", "0", "0", "0", "0", "Q+6", "4", "1", "2", "0", "2",
        ];
        let mut pos = with_banks(oaq_board(board), [0, 0], [0, 0]);
        pos.set_to_move(1);
        pos
    };
    let own = {
        let mut pos = v7_position();
        pos.set_bank(
            0,
            mancala::position::Pieces {
                plain: 9,
                black: 0,
                special: 0,
            },
        );
        pos
    };
    let cases: Vec<(&str, Arc<dyn Family>, mancala::Position, &str)> = vec![
        (
            "a refill from one's own captures",
            Rules::builtin("o-an-quan").unwrap(),
            own,
            "2R",
        ),
        (
            "a refill with borrowing",
            Rules::builtin("o-an-quan").unwrap(),
            v7_position(),
            "2R",
        ),
        (
            "a refill from outside the game",
            Rules::builtin("o-an-quan-mandarin-5").unwrap(),
            v7_position(),
            "2R",
        ),
        (
            "a big stone sold to refill",
            shortfall("o-an-quan-sell", "sell-mandarin"),
            v7_sold(),
            "2R",
        ),
        (
            "nothing to put back or borrow: a pass",
            Rules::builtin("o-an-quan").unwrap(),
            v7_empty_handed(),
            "3R",
        ),
        (
            "short of stones: the game ends",
            shortfall("o-an-quan-short-ends", "end-game"),
            v7_position(),
            "2R",
        ),
        (
            "short of stones: that player loses",
            shortfall("o-an-quan-short-loses", "lose"),
            v7_position(),
            "2R",
        ),
        (
            "the safety limit on moves",
            with("o-an-quan-one-move", "max-plies = 500", "max-plies = 1"),
            v7_position(),
            "2R",
        ),
    ];
    let mut seen: Vec<std::collections::BTreeSet<String>> = vec![Default::default(); 3];
    for lang in Lang::all() {
        let mut text = String::new();
        for (name, rules, start, mv) in &cases {
            let mut game = Game::from_position(rules.clone(), start.clone()).unwrap();
            game.play_text(mv).unwrap();
            let ply = game.last_ply().unwrap();
            let lines = rules.explain_in(lang, &ply.before, &ply.mv, &ply.events);
            // The move's sowing, then at least one sentence for what came after it.
            assert!(lines.len() >= 2, "{name} in {lang}: {lines:?}");
            let after = lines.last().unwrap().clone();
            assert!(
                !after.contains('{') && !after.contains("oaq-"),
                "{name} in {lang}: {after}"
            );
            assert!(
                seen[usize::from(lang.code() == "fr") + 2 * usize::from(lang.code() == "vi")]
                    .insert(after.clone()),
                "{name} in {lang} says what another case says: {after}"
            );
            text.push_str(&format!(
                "## {name} ({})\n{}\n\n",
                rules.info().id,
                lines.join("\n")
            ));
        }
        with_snapshots("transcripts/o-an-quan", || {
            insta::assert_snapshot!(format!("refills_and_ends_{}", lang.code()), text)
        });
    }
}
