//! Puzzles proven by the engine: every shipped puzzle's proof checks again (the solver's
//! values, or a search two plies deeper), the shipped files are whole and distinct, a
//! generation is the same for the same seed, and a broken puzzle file is named by file and line.

use std::sync::Arc;

use mancala::{
    Rules,
    lang::Lang,
    puzzle::{
        self, Method, Verdict,
        generate::{self, GenerateOptions},
        prove::Prover,
    },
};

/// The rulesets puzzles ship for, with the least number each must ship.
const SHIPPED: [(&str, usize); 3] = [("o-an-quan", 150), ("oware-abapa", 100), ("kalah", 100)];

#[test]
fn every_shipped_puzzle_file_is_whole_valid_and_distinct_with_enough_puzzles() {
    for (id, least) in SHIPPED {
        let (file, text) = puzzle::shipped_file(id).unwrap();
        let checked = puzzle::parse(&file, text, &Rules).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            checked.len() >= least,
            "{file} ships {} puzzles, fewer than {least}",
            checked.len()
        );
        assert_eq!(checked, puzzle::shipped(id), "{file}: every line is read");
        for p in &checked {
            assert_eq!(p.ruleset, id);
            assert!(p.proof.margin >= generate::MIN_MARGIN, "{}", p.id);
            assert!(p.difficulty.tempting >= 1, "{}", p.id);
            assert_eq!(
                p.difficulty.rating,
                generate::rating(p.difficulty.depth, p.difficulty.tempting)
            );
        }
        // From varied games: no game gives more than its share.
        let games: std::collections::BTreeSet<u32> =
            checked.iter().map(|p| p.origin.game).collect();
        assert!(
            games.len() * generate::PUZZLES_PER_GAME >= checked.len(),
            "{file}: {} games for {} puzzles",
            games.len(),
            checked.len()
        );
    }
}

#[test]
fn every_shipped_puzzles_proof_checks_against_the_solver_or_a_search_two_plies_deeper() {
    let mut prover = Prover::new();
    for (id, _) in SHIPPED {
        let rules = Rules::builtin(id).unwrap();
        prover.clear();
        for p in puzzle::shipped(id) {
            let game = p.game(Arc::clone(&rules)).unwrap();
            if let Err(why) = prover.check(p, &game) {
                panic!("{}: the proof does not check: {why:?}", p.id);
            }
        }
    }
}

#[test]
fn the_shipped_puzzles_hold_proofs_of_both_kinds_and_a_spread_of_difficulty() {
    for (id, _) in SHIPPED {
        let all = puzzle::shipped(id);
        let ratings: std::collections::BTreeSet<u32> =
            all.iter().map(|p| p.difficulty.rating).collect();
        assert!(ratings.len() >= 4, "{id}: ratings {ratings:?}");
        assert!(
            all.iter()
                .any(|p| matches!(p.proof.method, Method::Search { .. })),
            "{id}: no proof by search"
        );
    }
    let exact = SHIPPED
        .iter()
        .flat_map(|(id, _)| puzzle::shipped(id))
        .filter(|p| p.proof.method == Method::Exact)
        .count();
    assert!(exact > 0, "no puzzle is proved by the solver");
}

#[test]
fn the_same_seed_generates_the_same_puzzles_and_each_proof_checks() {
    let rules = Rules::builtin("kalah").unwrap();
    let options = GenerateOptions {
        count: 3,
        seed: 11,
        depth: 4,
    };
    let first = generate::generate(&rules, "kalah", options, &mut |_| {});
    let second = generate::generate(&rules, "kalah", options, &mut |_| {});
    assert_eq!(first.len(), 3);
    assert_eq!(first, second);
    let other = generate::generate(
        &rules,
        "kalah",
        GenerateOptions {
            seed: 12,
            ..options
        },
        &mut |_| {},
    );
    assert_ne!(first, other, "another seed, other games");
    let mut prover = Prover::new();
    for p in &first {
        p.validate(&rules).unwrap();
        prover
            .check(p, &p.game(Arc::clone(&rules)).unwrap())
            .unwrap();
        assert_eq!(p.origin.seed, 11);
    }
    let text: String = first.iter().map(|p| p.to_json_line() + "\n").collect();
    assert_eq!(puzzle::parse("gen.jsonl", &text, &Rules).unwrap(), first);
}

#[test]
fn the_answer_is_right_another_move_wrong_with_its_value_and_a_bad_move_refused() {
    let rules = Rules::builtin("kalah").unwrap();
    let p = &puzzle::shipped("kalah")[0];
    let game = p.game(Arc::clone(&rules)).unwrap();
    assert_eq!(p.check(&game, &p.answer).unwrap(), Verdict::Right);
    let other = &p.proof.values[1];
    assert_eq!(
        p.check(&game, &other.mv).unwrap(),
        Verdict::Wrong {
            played: other.mv.clone(),
            value: other.value
        }
    );
    assert!(p.check(&game, "banana").is_err());
    let en = p.question_in(Lang::english(), &*rules, &game);
    assert!(en.ends_with("to move: find the best move."), "{en}");
    let vi = p.question_in(Lang::from_code("vi").unwrap(), &*rules, &game);
    assert!(vi.starts_with("Đến lượt "), "{vi}");
}

#[test]
fn a_broken_puzzle_file_is_refused_with_its_file_and_line() {
    let good: Vec<String> = puzzle::shipped("kalah")[..2]
        .iter()
        .map(|p| p.to_json_line())
        .collect();
    let first = &puzzle::shipped("kalah")[0];
    let cases = [
        // Not JSON.
        (
            format!("{}\n{{oops\n", good[0]),
            2,
            "this line is not a puzzle",
        ),
        // An answer that cannot be played.
        (
            format!(
                "{}\n\n{}\n",
                good[0],
                good[1].replace(
                    &format!(r#""answer":"{}""#, puzzle::shipped("kalah")[1].answer),
                    r#""answer":"9""#
                )
            ),
            3,
            "the answer cannot be played",
        ),
        // The same position twice.
        (
            format!("{}\n{}\n", good[0], good[0].replace(&first.id, "kalah-999")),
            2,
            "same position",
        ),
        // A value changed: the answer no longer the best by its margin.
        (
            good[0].replace(
                &format!(r#""best":{}"#, first.proof.best),
                &format!(r#""best":{}"#, first.proof.best + 1),
            ),
            1,
            "does not show the answer as the best move",
        ),
        // A ruleset nobody ships.
        (
            good[0].replace(r#""ruleset":"kalah""#, r#""ruleset":"chess""#),
            1,
            "no shipped ruleset `chess`",
        ),
    ];
    for (text, line, words) in cases {
        let err = puzzle::parse("mine.jsonl", &text, &Rules).unwrap_err();
        assert_eq!(err.line, line, "{err}");
        let msg = err.to_string();
        assert!(
            msg.starts_with(&format!("mine.jsonl, line {line}: ")) && msg.contains(words),
            "{msg}"
        );
    }
    let vi = puzzle::parse("mine.jsonl", "{oops", &Rules).unwrap_err();
    assert!(
        vi.error_in(Lang::from_code("vi").unwrap())
            .starts_with("mine.jsonl, dòng 1: "),
        "{vi}"
    );
    let empty = puzzle::parse("empty.jsonl", "\n\n", &Rules).unwrap_err();
    assert_eq!(empty.line, 0);
    assert!(empty.to_string().contains("holds no puzzle"), "{empty}");
}
