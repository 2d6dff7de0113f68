//! Sheets of puzzles: which puzzles a request takes (by seed, within a range of ratings, the
//! easiest first), the words of each item, and the refusals of a request that cannot be met.

use std::sync::Arc;

use mancala::{
    Family, Game,
    lang::Lang,
    puzzle::{Difficulty, Method, MoveValue, Origin, Proof, Puzzle},
    render,
    rules::Rules,
    ruleset::capitalise,
};
use mancala_print::puzzles::{Request, RequestError, choose, item, sheet};

/// A puzzle of o-an-quan at the position after `plies` first legal moves, its answer the
/// position's last legal move, rated `rating` (the proof's numbers are made up: choosing and
/// wording do not check them, the puzzle module's own tests do).
fn puzzle(plies: usize, rating: u32, method: Method) -> Puzzle {
    let rules: Arc<dyn Family> = Rules::builtin("o-an-quan").unwrap();
    let mut game = Game::new(rules.clone(), 0);
    for _ in 0..plies {
        let pos = game.position().clone();
        let mv = rules.move_text(&pos, &rules.legal_move_list(&pos)[0]);
        game.play_text(&mv).unwrap();
    }
    let pos = game.position().clone();
    let legal = rules.legal_move_list(&pos);
    let answer = rules.move_text(&pos, &legal[legal.len() - 1]);
    let next = rules.move_text(&pos, &legal[0]);
    Puzzle {
        id: format!("o-an-quan-{plies:03}"),
        ruleset: "o-an-quan".to_owned(),
        fen: game.fen(),
        answer: answer.clone(),
        proof: Proof {
            method,
            best: 3,
            next_best: -2,
            next_move: next.clone(),
            margin: 5,
            values: vec![
                MoveValue {
                    mv: answer,
                    value: 3,
                },
                MoveValue {
                    mv: next,
                    value: -2,
                },
            ],
        },
        difficulty: Difficulty {
            rating,
            depth: 3,
            tempting: 1,
        },
        origin: Origin {
            seed: 1,
            game: 1,
            levels: vec!["greedy".to_owned(), "greedy".to_owned()],
            ply: plies as u32,
        },
    }
}

fn pool() -> Vec<Puzzle> {
    (0..12)
        .map(|i| puzzle(i, 800 + 100 * ((i as u32 * 7) % 12), Method::Exact))
        .collect()
}

fn request(count: usize, seed: u64) -> Request {
    Request {
        ruleset: "o-an-quan".to_owned(),
        count,
        seed,
        min_rating: None,
        max_rating: None,
        title: None,
        lang: Lang::from_code("vi").unwrap(),
    }
}

fn ids(chosen: &[&Puzzle]) -> Vec<String> {
    chosen.iter().map(|p| p.id.clone()).collect()
}

#[test]
fn the_same_seed_chooses_the_same_puzzles_and_another_seed_others() {
    let pool = pool();
    let once = ids(&choose(&pool, &request(4, 7)).unwrap());
    assert_eq!(once, ids(&choose(&pool, &request(4, 7)).unwrap()));
    let others: Vec<Vec<String>> = (8..12)
        .map(|seed| ids(&choose(&pool, &request(4, seed)).unwrap()))
        .collect();
    assert!(others.iter().any(|o| *o != once), "{once:?} {others:?}");
}

#[test]
fn the_easiest_puzzle_comes_first() {
    let pool = pool();
    for seed in 0..5 {
        let chosen = choose(&pool, &request(6, seed)).unwrap();
        let ratings: Vec<u32> = chosen.iter().map(|p| p.difficulty.rating).collect();
        assert!(ratings.is_sorted(), "{ratings:?}");
        assert_eq!(chosen.len(), 6);
    }
}

#[test]
fn only_puzzles_within_the_ratings_are_chosen() {
    let pool = pool();
    let mut r = request(3, 1);
    r.min_rating = Some(1000);
    r.max_rating = Some(1300);
    let chosen = choose(&pool, &r).unwrap();
    assert!(
        chosen
            .iter()
            .all(|p| (1000..=1300).contains(&p.difficulty.rating))
    );
    r.count = 5;
    assert_eq!(
        choose(&pool, &r).unwrap_err(),
        RequestError::TooFew {
            wanted: 5,
            found: 4
        }
    );
    assert_eq!(
        RequestError::TooFew {
            wanted: 5,
            found: 4
        }
        .error_in(r.lang),
        "trong khoảng độ khó ấy chỉ có 4 bài, không đủ 5 bài: hãy nới rộng khoảng hoặc in ít bài hơn"
    );
    r.min_rating = Some(1400);
    assert_eq!(
        choose(&pool, &r).unwrap_err(),
        RequestError::Range(1400, 1300)
    );
}

#[test]
fn a_count_of_none_or_more_than_a_sheet_takes_is_refused() {
    let pool = pool();
    for n in [0, mancala_print::MAX_ITEMS + 1] {
        assert_eq!(
            choose(&pool, &request(n, 1)).unwrap_err(),
            RequestError::Count(n)
        );
    }
}

#[test]
fn an_item_asks_the_player_to_move_and_answers_in_notation_words_and_values() {
    let vi = Lang::from_code("vi").unwrap();
    let rules: Arc<dyn Family> = Rules::builtin("o-an-quan").unwrap();
    let p = puzzle(3, 900, Method::Exact);
    let it = item(vi, &rules, &p).unwrap();
    let game = Game::from_fen(rules.clone(), &p.fen).unwrap();
    let mover = game.position().turn();
    assert_eq!(it.seat, mover);
    assert_eq!(
        it.question,
        format!(
            "Đến lượt {} đi. Nước nào hay nhất?",
            render::player_name_in(vi, 2, mover)
        )
    );
    assert_eq!(it.answer, p.answer);
    let mut played = game.clone();
    let ply = played.play_text(&p.answer).unwrap();
    assert_eq!(
        it.answer_words,
        capitalise(&render::ply_path_seen(vi, mover, &*rules, ply, 2))
    );
    assert!(it.answer_words.starts_with("Bốc "), "{}", it.answer_words);
    assert_eq!(
        it.proof,
        format!(
            "Máy đã giải trọn đến hết ván, hai bên đều đi hay nhất. Cách biệt cuối ván (điểm người đi trừ điểm đối thủ): nước {} được +3, còn nước hay thứ nhì, {}, chỉ được -2.",
            p.answer, p.proof.next_move
        )
    );
    let searched = item(vi, &rules, &puzzle(3, 900, Method::Search { depth: 8 })).unwrap();
    assert!(
        searched.proof.starts_with("Máy tính trước 8 nước."),
        "{}",
        searched.proof
    );
}

#[test]
fn a_ruleset_without_shipped_puzzles_is_refused_with_those_that_have_them() {
    let en = Lang::english();
    let mut r = request(2, 1);
    r.lang = en;
    r.ruleset = "sungka".to_owned();
    let error = sheet(&r).unwrap_err();
    assert_eq!(error, RequestError::Ruleset("sungka".to_owned()));
    assert_eq!(
        error.error_in(en),
        "no puzzles are shipped for the ruleset `sungka`: choose one of o-an-quan, oware-abapa, kalah"
    );
}
