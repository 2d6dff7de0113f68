//! Books against MCTS (`mancala solve --book N --against-mcts ITERATIONS`, `books/`): the move
//! kept is the one of the best expectation against the model's replies (checked here with the
//! plain minimax of `tests/solve.rs`), on exactly the likely lines, read back from the text,
//! and played by the `anti-mcts` player.

use std::{collections::HashSet, sync::Arc, time::Duration};

use mancala::{
    Family, NoRecord,
    agent::{Agent, Seat, Value},
    book::{self, Aim, Book, BookError, FOLLOWED, Kind, Model},
    engine::{self, Repetitions},
    moves::Move,
    position::{Player, Position},
    rules::Rules,
    solve::{SolveOptions, Solver},
};

use crate::common::{after, err_text, out_text, run_mancala};
use crate::solve::minimax;

fn small_rules() -> Arc<dyn Family> {
    let settings = ["board.houses-per-player=3", "board.seeds-per-house=3"].map(String::from);
    Rules::resolve_with("kalah", &settings).expect("a shipped ruleset")
}

/// A weak model, so that it errs: a few hundred iterations.
const MODEL: Model = Model {
    iterations: 200,
    samples: 5,
};

/// The exact value of `pos` for `seat`, by the plain minimax (the final margin if over).
fn for_seat(rules: &dyn Family, pos: &Position, seat: Player) -> i64 {
    let s = usize::from(seat);
    let v = match pos.outcome() {
        Some(o) => return i64::from(o.scores[s] - o.scores[1 - s]),
        None => i64::from(minimax(rules, pos, &Repetitions::new())),
    };
    if pos.turn() == seat { v } else { -v }
}

/// The best expectation of `seat` to move in `pos` against the model, in samples × points,
/// written here apart from the book's own.
fn best_expectation(rules: &dyn Family, pos: &Position, seat: Player) -> i64 {
    rules
        .legal_move_list(pos)
        .iter()
        .map(|mv| expectation(rules, pos, mv, seat))
        .max()
        .expect("a legal move")
}

fn expectation(rules: &dyn Family, pos: &Position, mv: &Move, seat: Player) -> i64 {
    let child = after(rules, pos, mv);
    if child.is_over() {
        i64::from(MODEL.samples) * for_seat(rules, &child, seat)
    } else if child.turn() == seat {
        best_expectation(rules, &child, seat)
    } else {
        MODEL
            .replies(rules, &child)
            .iter()
            .map(|(reply, n)| i64::from(*n) * for_seat(rules, &after(rules, &child, reply), seat))
            .sum()
    }
}

fn make(rules: &dyn Family, seat: Player, turns: usize) -> Book {
    let mut solver = Solver::with_memory(16).expect("a small table");
    Book::against_mcts(
        rules,
        0,
        Aim {
            seat,
            turns,
            model: MODEL,
        },
        &mut solver,
        &SolveOptions::default(),
        &mut |_| {},
    )
    .expect("a small board is solved")
}

/// The seat's positions on the likely lines: its book moves, and the replies the model chooses
/// in at least one sample in `FOLLOWED`, to the end of its `turns`-th turn.
fn likely(
    rules: &dyn Family,
    book: &Book,
    pos: &Position,
    seat: Player,
    turn: usize,
    turns: usize,
    out: &mut Vec<Position>,
) {
    if pos.is_over() {
        return;
    }
    if pos.turn() == seat {
        if turn >= turns {
            return;
        }
        out.push(pos.clone());
        let (mv, _) = book
            .probe(pos)
            .unwrap_or_else(|| panic!("missing from the book:\n{}", rules.draw(pos)));
        let child = after(rules, pos, &mv);
        let next = turn + usize::from(child.turn() != seat);
        likely(rules, book, &child, seat, next, turns, out);
    } else {
        for (reply, n) in MODEL.replies(rules, pos) {
            if n * FOLLOWED >= MODEL.samples {
                likely(
                    rules,
                    book,
                    &after(rules, pos, &reply),
                    seat,
                    turn,
                    turns,
                    out,
                );
            }
        }
    }
}

#[test]
fn a_book_against_mcts_plays_the_move_of_the_best_expectation_against_the_model_on_the_likely_lines()
 {
    let rules = small_rules();
    let r = &*rules;
    for (seat, turns) in [(1, 3), (0, 2)] {
        let book = make(r, seat, turns);
        assert_eq!(book.kind(), Kind::AgainstMcts { seat, model: MODEL });
        let start = engine::initial_position(r, 0, &mut NoRecord);
        let mut positions = Vec::new();
        likely(r, &book, &start, seat, 0, turns, &mut positions);
        let distinct: HashSet<u64> = positions.iter().map(Position::identity_hash).collect();
        assert!(distinct.len() >= 3, "{} positions", distinct.len());
        assert_eq!(book.lines().len(), distinct.len(), "nothing beyond them");
        for pos in &positions {
            let (mv, value) = book.probe(pos).expect("in the book");
            assert_eq!(
                value,
                minimax(r, pos, &Repetitions::new()),
                "{}",
                r.draw(pos)
            );
            assert_eq!(
                expectation(r, pos, &mv, seat),
                best_expectation(r, pos, seat),
                "{}",
                r.draw(pos)
            );
        }
    }
}

#[test]
fn the_model_counts_each_sample_once_whatever_the_threads() {
    let rules = small_rules();
    let r = &*rules;
    let start = engine::initial_position(r, 0, &mut NoRecord);
    let model = Model {
        iterations: 50,
        samples: 7,
    };
    let counts = |threads: usize| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("a pool")
            .install(|| model.replies(r, &start))
    };
    let one = counts(1);
    assert_eq!(one.iter().map(|(_, n)| n).sum::<u32>(), 7);
    assert!(one.iter().all(|(_, n)| *n > 0));
    assert_eq!(counts(2), one);
}

#[test]
fn a_book_against_mcts_reads_back_from_its_text_and_names_a_missing_model() {
    let rules = small_rules();
    let r = &*rules;
    let book = make(r, 1, 1);
    let text = book.to_text();
    assert!(text.starts_with("# mancala book against MCTS"), "{text}");
    assert!(
        text.contains("\n# seat: north\n# model: 200 iterations, 5 samples\n"),
        "{text}"
    );
    let again = Book::parse(r, 0, &text).expect("its own text");
    assert_eq!(again.lines(), book.lines());
    assert_eq!(again.kind(), book.kind());
    assert_eq!(again.to_text(), text);
    let without: String = text
        .lines()
        .filter(|l| !l.starts_with("# model:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let err = Book::parse(r, 0, &without).unwrap_err().to_string();
    assert!(
        err.contains("before the `# seat:` and `# model:` lines"),
        "{err}"
    );
    let bad = text.replace("# seat: north", "# seat: east");
    let err = Book::parse(r, 0, &bad).unwrap_err().to_string();
    assert!(
        err.contains("the seat `east`: give south or north"),
        "{err}"
    );
    let bad = text.replace("5 samples", "0 samples");
    let err = Book::parse(r, 0, &bad).unwrap_err().to_string();
    assert!(
        err.contains("the model `200 iterations, 0 samples`"),
        "{err}"
    );
    assert_eq!(
        Book::parse(r, 0, "# mancala book\n").unwrap_err(),
        BookError::NotABook
    );
}

/// The shipped book: North's first three turns of Kalah(6,4) against MCTS at a second a move.
/// The anti-mcts player plays its moves at once, even on a millisecond a move; the perfect
/// player keeps to perfect moves there; and the book does play moves that are not perfect.
#[test]
fn the_anti_mcts_player_plays_the_shipped_book_and_the_perfect_player_does_not() {
    let rules = Rules::resolve("kalah").expect("shipped");
    let r = &*rules;
    let book = book::shipped_against_mcts(r).expect("kalah has a book against MCTS");
    assert_eq!(book.turns(), 3);
    assert_eq!(
        book.kind(),
        Kind::AgainstMcts {
            seat: 1,
            model: Model {
                iterations: 250_000,
                samples: 10
            }
        }
    );
    let opening = book::shipped(r).expect("kalah has an opening book");
    let start = engine::initial_position(r, 0, &mut NoRecord);
    let mut differs = 0;
    for line in book.lines() {
        let mut pos = start.clone();
        for text in &line.moves {
            let mv = r.parse_move(&pos, text).expect("a move");
            pos = after(r, &pos, &mv);
        }
        assert_eq!(pos.turn(), 1, "a position of North: {:?}", line.moves);
        let (mv, value) = book.probe(&pos).expect("in the book");
        let mut anti = Agent::new(Seat::AntiMcts(Some(Duration::from_millis(1))), 0);
        let played = anti.analyse(r, &pos);
        assert_eq!(played.best, mv);
        assert_eq!(played.value, Value::Exact(value));
        if let Some((perfect, v)) = opening.probe(&pos) {
            assert_eq!(v, value, "the exact value of {:?}", line.moves);
            let mut agent = Agent::new(Seat::Perfect(Some(Duration::from_millis(1))), 0);
            assert_eq!(agent.analyse(r, &pos).best, perfect);
            differs += usize::from(perfect != mv);
        }
    }
    assert!(differs > 0, "the book plays the opening book's moves only");
    let other = Rules::resolve_with("kalah", &["board.seeds-per-house=3".into()]).expect("kalah");
    assert!(book::shipped_against_mcts(&*other).is_none());
}

#[test]
fn solve_prints_a_book_against_mcts_and_names_bad_models_and_seats() {
    let small = [
        "solve",
        "kalah",
        "--set",
        "board.houses-per-player=3",
        "--set",
        "board.seeds-per-house=2",
        "--book",
        "1",
    ];
    let with = |extra: &[&str]| run_mancala(&[&small[..], extra].concat(), "");
    let out = with(&["--against-mcts", "100", "--samples", "3", "--seat", "south"]);
    assert!(out.status.success(), "{}", err_text(&out));
    let text = out_text(&out);
    assert!(text.starts_with("# mancala book against MCTS"), "{text}");
    assert!(
        text.contains("\n# seat: south\n# model: 100 iterations, 3 samples\n"),
        "{text}"
    );
    // South's first position is the start.
    assert!(text.contains("\n-\t"), "{text}");
    let out = with(&["--against-mcts", "100", "--samples", "3"]);
    assert!(
        out_text(&out).contains("\n# seat: north\n"),
        "{}",
        out_text(&out)
    );

    for (extra, message) in [
        (
            &["--against-mcts", "0"][..],
            "--against-mcts 0: give 1 to 1000000 iterations",
        ),
        (
            &["--against-mcts", "10", "--samples", "101"],
            "--samples 101: give 1 to 100 searches",
        ),
        (
            &["--against-mcts", "10", "--seat", "random"],
            "invalid value 'random' for '--seat <SEAT>': expected south or north, got `random`",
        ),
    ] {
        let out = with(extra);
        assert_eq!(out.status.code(), Some(2), "{extra:?}");
        assert!(err_text(&out).contains(message), "{}", err_text(&out));
    }
    let out = run_mancala(&["solve", "kalah", "--against-mcts", "10"], "");
    assert!(!out.status.success());
    assert!(err_text(&out).contains("--book"), "{}", err_text(&out));
}
