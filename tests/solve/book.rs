//! Opening books (`mancala solve --book`, `books/`): every position of a game's first turns
//! with its exact value (against the plain minimax of `tests/solve.rs`) and a perfect move,
//! read back from its text, refused for other rules, and played by the perfect player.

use std::{sync::Arc, time::Duration};

use mancala::{
    Family, NoRecord,
    agent::{Agent, Seat, Value},
    book::{self, Book, BookError},
    engine::{self, Repetitions},
    position::Position,
    rules::Rules,
    solve::{SolveOptions, Solver},
};

use crate::common::{after, err_text, out_text, run_mancala};
use crate::solve::minimax;

fn with(ruleset: &str, settings: &[&str]) -> Arc<dyn Family> {
    let settings: Vec<String> = settings.iter().map(|s| (*s).to_owned()).collect();
    Rules::resolve_with(ruleset, &settings).expect("a shipped ruleset")
}

/// Every position of the first `turns` turns (a move that earns another keeps the turn), by
/// walking every line: written here apart from the book's own walk.
fn first_turns(rules: &dyn Family, pos: &Position, turn: usize, turns: usize) -> Vec<Position> {
    if turn >= turns || pos.is_over() {
        return Vec::new();
    }
    let mut all = vec![pos.clone()];
    for mv in rules.legal_move_list(pos).iter() {
        let child = after(rules, pos, mv);
        let next = turn + usize::from(child.turn() != pos.turn());
        all.extend(first_turns(rules, &child, next, turns));
    }
    all
}

/// The value of `mv` in `pos` for its player, by the plain minimax.
fn move_value(rules: &dyn Family, pos: &Position, mv: &mancala::moves::Move) -> i32 {
    let me = usize::from(pos.turn());
    let child = after(rules, pos, mv);
    match child.outcome() {
        Some(o) => o.scores[me] - o.scores[1 - me],
        None if child.turn() == pos.turn() => minimax(rules, &child, &Repetitions::new()),
        None => -minimax(rules, &child, &Repetitions::new()),
    }
}

fn small_book(rules: &Arc<dyn Family>, turns: usize) -> Book {
    let mut solver = Solver::with_memory(16).expect("a small table");
    Book::make(
        &**rules,
        0,
        turns,
        &mut solver,
        &SolveOptions::default(),
        &mut |_, _| {},
    )
    .expect("a small board is solved")
}

#[test]
fn a_book_holds_every_position_of_its_turns_with_its_exact_value_and_a_perfect_move() {
    let rules = with(
        "kalah",
        &["board.houses-per-player=3", "board.seeds-per-house=3"],
    );
    let r = &*rules;
    let book = small_book(&rules, 3);
    let start = engine::initial_position(r, 0, &mut NoRecord);
    let positions = first_turns(r, &start, 0, 3);
    assert!(positions.len() > 10, "{} positions", positions.len());
    for pos in &positions {
        let (best, value) = book
            .probe(pos)
            .unwrap_or_else(|| panic!("missing from the book:\n{}", r.draw(pos)));
        assert_eq!(
            value,
            minimax(r, pos, &Repetitions::new()),
            "{}",
            r.draw(pos)
        );
        assert_eq!(move_value(r, pos, &best), value, "{}", r.draw(pos));
    }
    // Nothing beyond them: one line a position.
    let mut distinct: Vec<_> = positions.iter().map(Position::identity_hash).collect();
    distinct.sort_unstable();
    distinct.dedup();
    assert_eq!(book.lines().len(), distinct.len());
    // The fourth turn is not in it.
    let fourth = first_turns(r, &start, 0, 4);
    assert!(fourth.iter().any(|p| book.probe(p).is_none()));
}

#[test]
fn a_book_reads_back_from_its_text_and_refuses_other_rules_and_bad_lines() {
    let rules = with(
        "kalah",
        &["board.houses-per-player=3", "board.seeds-per-house=2"],
    );
    let book = small_book(&rules, 2);
    let text = book.to_text();
    let again = Book::parse(&*rules, 0, &text).expect("its own text");
    assert_eq!(again.lines(), book.lines());
    assert_eq!(again.turns(), 2);
    assert_eq!(again.to_text(), text);

    let other = with(
        "kalah",
        &["board.houses-per-player=3", "board.seeds-per-house=3"],
    );
    assert!(matches!(
        Book::parse(&*other, 0, &text),
        Err(BookError::OtherRules { .. })
    ));
    assert_eq!(
        Book::parse(&*rules, 0, "hello\n").unwrap_err(),
        BookError::NotABook
    );
    // A line whose moves cannot be played: named by its number, with the rules' words.
    let header_lines = text.lines().take_while(|l| l.starts_with('#')).count();
    let bad = format!("{}1 1 1 1\t0\t1\n", text);
    let err = Book::parse(&*rules, 0, &bad).unwrap_err().to_string();
    let line = header_lines + book.lines().len() + 1;
    assert!(
        err.starts_with(&format!("line {line} of the book")),
        "{err}"
    );
    let twice = format!("{text}-\t4\t2\n");
    let err = Book::parse(&*rules, 0, &twice).unwrap_err().to_string();
    assert!(err.contains("already holds"), "{err}");
    let fields = format!("{text}1 2\t3\n");
    let err = Book::parse(&*rules, 0, &fields).unwrap_err().to_string();
    assert!(err.contains("2 fields"), "{err}");
}

#[test]
fn a_ruleset_whose_values_depend_on_the_moves_before_has_no_book() {
    let rules = with(
        "oware-abapa",
        &["board.houses-per-player=2", "board.seeds-per-house=2"],
    );
    let mut solver = Solver::with_memory(16).expect("a small table");
    let made = Book::make(
        &*rules,
        0,
        1,
        &mut solver,
        &SolveOptions::default(),
        &mut |_, _| {},
    );
    assert_eq!(made.unwrap_err(), BookError::Repetition);
}

/// The shipped Kalah book, checked without solving: it covers the first two turns, every
/// value agrees with those of the positions its moves lead to (the best move's child has the
/// same value, no move's child more), and it is used only with the shipped rules.
#[test]
fn the_shipped_kalah_book_covers_the_first_two_turns_and_agrees_with_itself() {
    let rules = Rules::resolve("kalah").expect("shipped");
    let r = &*rules;
    let book = book::shipped(r).expect("kalah has a book");
    assert_eq!(book.turns(), 2);
    let start = engine::initial_position(r, 0, &mut NoRecord);
    let positions = first_turns(r, &start, 0, 2);
    assert!(positions.len() >= 20, "{} positions", positions.len());
    // The exact value of Kalah(6,4) under these rules, from the start (tests/solve.rs).
    assert_eq!(book.probe(&start).map(|(_, v)| v), Some(8));
    for pos in &positions {
        let (best, value) = book.probe(pos).expect("in the book");
        for mv in r.legal_move_list(pos).iter() {
            let child = after(r, pos, mv);
            let from_child = match child.outcome() {
                Some(o) => {
                    let me = usize::from(pos.turn());
                    Some(o.scores[me] - o.scores[1 - me])
                }
                None => book
                    .probe(&child)
                    .map(|(_, v)| if child.turn() == pos.turn() { v } else { -v }),
            };
            if let Some(v) = from_child {
                assert!(
                    v <= value,
                    "{}: {} gives {v} > {value}",
                    r.draw(pos),
                    r.move_text(pos, mv)
                );
                if *mv == best {
                    assert_eq!(v, value, "{}", r.draw(pos));
                }
            }
        }
    }
    let other = with("kalah", &["board.seeds-per-house=3"]);
    assert!(book::shipped(&*other).is_none());
}

/// As second player, the perfect player answers from the book at once, with the exact value:
/// even on a millisecond a move, where no solve of these positions ends.
#[test]
fn the_perfect_player_and_the_hints_play_the_first_turns_of_kalah_from_the_book() {
    let rules = Rules::resolve("kalah").expect("shipped");
    let r = &*rules;
    let mut pos = engine::initial_position(r, 0, &mut NoRecord);
    let six = r.parse_move(&pos, "6").expect("a move");
    pos = after(r, &pos, &six);
    let (best, value) = book::shipped(r)
        .and_then(|b| b.probe(&pos))
        .expect("in the book");
    let mut agent = Agent::new(Seat::Perfect(Some(Duration::from_millis(1))), 0);
    let analysis = agent.analyse(r, &pos);
    assert_eq!(analysis.best, best);
    assert_eq!(analysis.value, Value::Exact(value));
    let hint = mancala::agent::hint(r, &pos, &[], 4, Duration::from_millis(1));
    assert_eq!(hint.best, best);
    assert_eq!(hint.value, Value::Exact(value));
}

#[test]
fn solve_prints_a_book_and_names_a_bad_number_of_turns() {
    let args = [
        "solve",
        "kalah",
        "--set",
        "board.houses-per-player=3",
        "--set",
        "board.seeds-per-house=2",
        "--book",
        "1",
    ];
    let out = run_mancala(&args, "");
    assert!(out.status.success(), "{}", err_text(&out));
    let text = out_text(&out);
    assert!(text.starts_with("# mancala opening book"), "{text}");
    assert!(text.contains("\n# turns: 1\n"), "{text}");
    assert!(text.contains("\n-\t4\t2\n"), "{text}");

    let out = run_mancala(&["solve", "kalah", "--book", "5"], "");
    assert!(!out.status.success());
    assert!(
        err_text(&out).contains("an opening book of 5 turns: give 0 to 4"),
        "{}",
        err_text(&out)
    );
    let out = run_mancala(&["solve", "kalah", "--book", "1", "--moves", "1"], "");
    assert!(!out.status.success());
    assert!(err_text(&out).contains("--moves"), "{}", err_text(&out));
}
