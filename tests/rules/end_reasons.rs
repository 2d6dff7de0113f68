//! How a game ended, as people read it: in words, the winner first; the JSON keeps the codes.

use std::sync::Arc;

use mancala::{
    EndReason, Family, Game, Limit, Outcome, Player, Rules,
    agent::{Agent, Seat},
    json, render,
};

/// An outcome of a two-player game.
fn outcome(winner: Option<Player>, south: i32, north: i32, reason: EndReason) -> Outcome {
    let mut scores = [0; mancala::position::MAX_PLAYERS];
    scores[0] = south;
    scores[1] = north;
    Outcome {
        winner,
        scores,
        reason,
    }
}

fn rules(id: &str) -> Arc<dyn Family> {
    Rules::builtin(id).unwrap()
}

#[test]
fn the_result_names_the_winner_first_with_their_score_first() {
    let oaq = rules("o-an-quan");
    let won = outcome(Some(1), 18, 30, EndReason::rule(&"mandarins-empty"));
    assert_eq!(
        render::outcome_line(&*oaq, &won),
        "North wins 30-18: both mandarin squares are empty."
    );
    let drawn = outcome(None, 24, 24, EndReason::Repetition);
    assert_eq!(
        render::outcome_line(&*rules("oware-abapa"), &drawn),
        "A draw, 24-24: a position came back since the last capture."
    );
    let stopped = outcome(None, 10, 12, EndReason::Limit(Limit::MaxPlies));
    assert_eq!(
        render::outcome_line(&*oaq, &stopped),
        "The game stopped unfinished at South 10, North 12: the limit of 500 moves is reached."
    );
}

#[test]
fn each_family_words_its_own_end_reasons() {
    let cases = [
        (
            "o-an-quan",
            "mandarins-empty",
            "both mandarin squares are empty",
        ),
        (
            "o-an-quan-en-wikipedia",
            "big-stones-captured",
            "both big stones have been captured",
        ),
        (
            "o-an-quan",
            "no-refill",
            "a player could not refill their squares",
        ),
        (
            "oware-abapa",
            "score",
            "enough seeds have been captured to decide the game",
        ),
        (
            "awale-abapa-colours",
            "no-moves",
            "the next player has no legal move",
        ),
        ("sungka", "houses-empty", "no house holds a shell"),
        ("kalah", "houses-empty", "no house holds a seed"),
        ("kalah", "side-empty", "a player's houses are all empty"),
        ("sungka", "match", "the loser's store cannot fill a house"),
    ];
    for (id, code, words) in cases {
        let reason = EndReason::Rule(mancala::position::RuleEnd::new(Box::leak(Box::new(code))));
        assert_eq!(rules(id).end_reason_text(reason), words, "{id} {code}");
    }
    // The engine's own reasons, in every family.
    let sungka = rules("sungka");
    assert_eq!(
        sungka.end_reason_text(EndReason::Blocked),
        "no player can move"
    );
    assert_eq!(
        sungka.end_reason_text(EndReason::Limit(Limit::MaxRelayLifts)),
        "a move needed more than 1000 relays"
    );
    assert_eq!(
        rules("oware-abapa").end_reason_text(EndReason::Limit(Limit::MaxPliesWithoutCapture)),
        "1000 moves in a row captured nothing"
    );
}

/// Random games of every shipped ruleset: the end reason reaches people in words, never as its
/// code, and the JSON outcome keeps the code.
#[test]
fn no_end_reason_code_reaches_people_but_the_json_keeps_it() {
    let mut seen = Vec::new();
    for id in Rules::builtin_ids() {
        let rules = rules(id);
        for seed in 0..20 {
            let mut game = Game::new(rules.clone(), 0);
            let mut agents: Vec<Agent> = (0..rules.num_players())
                .map(|seat| Agent::new(Seat::Random, 1000 * seed + seat as u64))
                .collect();
            while !game.position().is_over() {
                let mover = usize::from(game.position().turn());
                let mv = agents[mover].choose(game.rules(), game.position());
                game.play(&mv).unwrap();
            }
            let out = game.position().outcome().unwrap();
            let code = out.reason.as_str();
            seen.push(code);
            let text = [
                render::outcome_line(&*rules, out),
                rules.draw(game.position()),
                render::transcript(&game, true),
            ]
            .join("\n");
            // Every code of more than one word is hyphenated; one-word codes (`score`, `match`,
            // `limit`) are ordinary words and may appear in sentences.
            if code.contains('-') {
                assert!(
                    !text.contains(code),
                    "{id}, seed {seed}: `{code}` in\n{text}"
                );
            }
            assert!(
                text.contains(&rules.end_reason_text(out.reason)),
                "{id}, seed {seed}: the reason in words is missing from\n{text}"
            );
            let json = json::position_json(&*rules, game.position(), None);
            assert_eq!(json["outcome"]["reason"], code, "{id}");
        }
    }
    for code in [
        "mandarins-empty",
        "big-stones-captured",
        "score",
        "no-moves",
        "houses-empty",
    ] {
        assert!(
            seen.contains(&code),
            "no random game ended by {code}: {seen:?}"
        );
    }
}
