//! The position notation (`Present::board_text`, `Present::parse_board`): every position of
//! random games of every shipped ruleset reads back as itself, and a text the rules cannot
//! read is refused with a message that says what to change.

use mancala::{Game, Position, Rules, ruleset::BoardError};
use proptest::prelude::*;

/// A deterministic chooser: xorshift64*, index below `n`.
fn chooser(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    move |n| {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Whether `parsed` is `original` as the notation keeps it: every field, but the outcome of a
/// finished game (the rules decide it again).
fn same_position(parsed: &Position, original: &Position) -> bool {
    if original.is_over() {
        parsed.identity() == original.identity()
            && parsed.ply() == original.ply()
            && parsed.plies_without_capture() == original.plies_without_capture()
            && parsed.passes() == original.passes()
            && parsed.turn() == original.turn()
    } else {
        parsed == original
    }
}

/// Plays a random game of `id` (game `seed`) and reads back every position it reaches.
fn round_trip_game(id: &str, seed: u64) -> Result<usize, String> {
    let rules = Rules::builtin(id).expect("a shipped ruleset");
    let mut choose = chooser(seed);
    let first = choose(rules.num_players()) as u8;
    let mut game = Game::new(rules.clone(), first);
    let mut checked = 0;
    loop {
        let pos = game.position().clone();
        let text = rules.board_text(&pos);
        let parsed = rules
            .parse_board(&text)
            .map_err(|e| format!("{id}, game {seed}, ply {}: `{text}`: {e}", pos.ply()))?;
        if !same_position(&parsed, &pos) {
            return Err(format!(
                "{id}, game {seed}: `{text}` reads back as\n{parsed:?}\nnot\n{pos:?}"
            ));
        }
        if rules.board_text(&parsed) != text {
            return Err(format!(
                "{id}, game {seed}: `{text}` is not written back the same"
            ));
        }
        checked += 1;
        let moves = game.legal_move_texts();
        if pos.is_over() || moves.is_empty() {
            return Ok(checked);
        }
        let mv = &moves[choose(moves.len())];
        game.play_text(mv)
            .map_err(|e| format!("{id}, game {seed}: {mv}: {e:?}"))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every shipped ruleset: each position of a random game reads back as itself.
    #[test]
    fn every_position_of_a_random_game_reads_back_as_itself(seed in any::<u64>()) {
        for id in Rules::builtin_ids() {
            let checked = round_trip_game(id, seed);
            prop_assert!(checked.is_ok(), "{}", checked.unwrap_err());
        }
    }
}

#[test]
fn every_shipped_ruleset_writes_its_start_and_reads_it_back() {
    for id in Rules::builtin_ids() {
        let checked = round_trip_game(id, 7).unwrap_or_else(|e| panic!("{e}"));
        assert!(checked > 1, "{id}: a game of one position");
    }
}

/// The error of `text` under ruleset `id`, as the user reads it.
fn refusal(id: &str, text: &str) -> (BoardError, String) {
    let rules = Rules::builtin(id).expect("a shipped ruleset");
    let e = rules.parse_board(text).expect_err("the text is refused");
    let message = e.to_string();
    (e, message)
}

#[test]
fn the_start_positions_are_written_as_documented() {
    let cases = [
        ("oware-abapa", "4,4,4,4,4,4/4,4,4,4,4,4 0 0,0"),
        ("kalah", "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0"),
        ("sungka", "7,7,7,7,7,7,7|0/7,7,7,7,7,7,7|0 0"),
        ("sungka-3p", "7,7,7,7,7,7|0/7,7,7,7,7,7|0/7,7,7,7,7,7|0 0"),
        ("o-an-quan", "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0"),
    ];
    for (id, text) in cases {
        let rules = Rules::builtin(id).expect("a shipped ruleset");
        assert_eq!(rules.board_text(&rules.initial_position(0)), text, "{id}");
    }
}

#[test]
fn a_row_with_too_few_pits_is_a_notation_error() {
    let (e, message) = refusal("oware-abapa", "4,4,4,4,4/4,4,4,4,4,4 0 0,0");
    assert!(matches!(
        e,
        BoardError::Pits {
            row: 1,
            found: 5,
            expected: 6
        }
    ));
    assert_eq!(message, "row 1 has 5 pits: write 6, separated by `,`");
}

#[test]
fn one_row_per_player() {
    let (_, message) = refusal("sungka-3p", "7,7,7,7,7,7|0/7,7,7,7,7,7|0 0");
    assert_eq!(
        message,
        "2 rows: the game has 3 players, so write 3 rows separated by `/`"
    );
}

#[test]
fn seeds_that_do_not_add_up_are_a_legality_error() {
    let (e, message) = refusal("oware-abapa", "4,4,4,4,4,4/4,4,4,4,4,4 0 1,0");
    assert!(matches!(
        e,
        BoardError::Total {
            found: 49,
            expected: 48,
            ..
        }
    ));
    assert_eq!(
        message,
        "the pits, banks and hands hold 49 pieces: the game plays with 48, so add or remove pieces"
    );
}

#[test]
fn o_an_quan_citizens_need_not_add_up_but_big_stones_must() {
    let rules = Rules::builtin("o-an-quan").expect("a shipped ruleset");
    // Citizens borrowed from outside the game (a debt) change their number.
    let pos = rules
        .parse_board("Q+0,5,5,5,5,5/Q+0,5,5,5,5,9 1 0,0 debt:0,4")
        .expect("a position after borrowing");
    assert_eq!(pos.count(11), 9);
    let (_, message) = refusal("o-an-quan", "Q+0,5,5,5,5,5/0,5,5,5,5,5 0 0,0");
    assert_eq!(
        message,
        "the pits, banks and hands hold 1 big stones: the game plays with 2, so add or remove big stones"
    );
}

#[test]
fn a_big_stone_lies_only_on_a_mandarin_square() {
    let (e, message) = refusal("o-an-quan", "0,Q+5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0");
    assert_eq!(e, BoardError::BigStone { pit: 1 });
    assert_eq!(
        message,
        "pit 2 holds a big stone: big stones lie only on the mandarin squares"
    );
}

#[test]
fn a_store_is_marked_and_never_burnt() {
    let (_, message) = refusal("kalah", "4,4,4,4,4,4,0/4,4,4,4,4,4|0 0");
    assert_eq!(message, "pit 7 is a store: write `|` before it");
    let (_, message) = refusal("kalah", "4,4,4,4,4,4|-/4,4,4,4,4,4|0 0");
    assert_eq!(
        message,
        "pit 7 is a store: only a house can be out of play (`-`)"
    );
}

#[test]
fn the_player_to_move_is_a_player_of_the_game() {
    let (_, message) = refusal("kalah", "4,4,4,4,4,4|0/4,4,4,4,4,4|0 2");
    assert_eq!(
        message,
        "`2` is not the player to move: write a number from 0 to 1"
    );
    let (_, message) = refusal("kalah", "4,4,4,4,4,4|0/4,4,4,4,4,4|0");
    assert_eq!(
        message,
        "the board text has no player to move: write a number after the pits, as 4,4,4/4,4,4 0"
    );
}

#[test]
fn a_coloured_pit_names_its_colours() {
    let (_, message) = refusal("awale-abapa-colours", "4,4,4,4,4,4/4,4,4,4,4,4 0 0,0");
    assert_eq!(
        message,
        "pit 1: `4` is not a pit: write seeds such as 2R1B1S (red, black, special), or 0"
    );
}

#[test]
fn banks_are_one_per_player() {
    let (_, message) = refusal("oware-abapa", "4,4,4,4,4,4/4,4,4,4,4,4 0 0");
    assert_eq!(
        message,
        "`0` are not the banks: write one per player separated by `,`, as 12,13"
    );
}

#[test]
fn fields_are_known_and_given_once() {
    let (_, message) = refusal("sungka", "7,7,7,7,7,7,7|0/7,7,7,7,7,7,7|0 0 debt:1,2");
    assert_eq!(
        message,
        "`debt:1,2` is not a field here: write key:value with a key among hand, round, ply, quiet, passes"
    );
    let (_, message) = refusal("sungka", "7,7,7,7,7,7,7|0/7,7,7,7,7,7,7|0 0 ply:3 ply:4");
    assert_eq!(message, "`ply` is given twice: keep one");
    let (_, message) = refusal("o-an-quan", "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0 taken:2,-");
    assert_eq!(
        message,
        "`taken:2,-`: write who took the left and the right big stone, 0, 1 or -, as taken:0,-"
    );
}

/// Plays random games of `id` from `seed` on until `want` positions have been seen, calling
/// `each` with every game played.
fn random_games(id: &str, seed: u64, want: usize, mut each: impl FnMut(&Game)) -> usize {
    let rules = Rules::builtin(id).expect("a shipped ruleset");
    let mut choose = chooser(seed);
    let mut seen = 0;
    while seen < want {
        let first = choose(rules.num_players()) as u8;
        let mut game = Game::new(rules.clone(), first);
        while !game.position().is_over() {
            let moves = game.legal_move_texts();
            if moves.is_empty() {
                break;
            }
            game.play_text(&moves[choose(moves.len())])
                .expect("a legal move");
        }
        seen += game.num_plies() + 1;
        each(&game);
    }
    seen
}

/// The measure: a thousand positions of random games of every shipped ruleset, each
/// written with what the repetition rule needs (`Game::fens`), read back as the same position
/// with the same positions seen since the last capture, and written back the same.
#[test]
fn a_thousand_positions_of_every_shipped_ruleset_round_trip_through_the_string() {
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).expect("a shipped ruleset");
        let checked = random_games(id, 43, 1000, |game| {
            let positions: Vec<Position> = std::iter::once(game.start().clone())
                .chain(game.plies().map(|p| p.after))
                .collect();
            for (ply, (fen, pos)) in game.fens().zip(&positions).enumerate() {
                let (parsed, history) =
                    mancala::ruleset::notation::parse_position_string(&*rules, &fen)
                        .unwrap_or_else(|e| panic!("{id}, ply {ply}: `{fen}`: {e}"));
                assert!(same_position(&parsed, pos), "{id}, ply {ply}: `{fen}`");
                // The positions named are the game's own, the latest last.
                let before = &positions[..ply];
                for (k, seen) in history.iter().rev().enumerate() {
                    let own = &before[before.len() - 1 - k];
                    assert_eq!(seen.identity(), own.identity(), "{id}, ply {ply}: `{fen}`");
                }
                let again = Game::from_fen(rules.clone(), &fen).expect("it reads");
                assert_eq!(again.fen(), fen, "{id}, ply {ply}: written back the same");
            }
        });
        assert!(checked >= 1000, "{id}: {checked} positions");
    }
}

/// A game set up from the string of any of its positions, with the rest of its moves,
/// ends where the game itself ended: the same outcome, the same final position, at the same
/// ply (the repetition rule included, through `seen:`).
#[test]
fn a_game_set_up_from_any_of_its_positions_ends_as_the_game_did() {
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).expect("a shipped ruleset");
        random_games(id, 4343, 400, |game| {
            let texts: Vec<String> = game.move_texts().iter().map(str::to_owned).collect();
            for (ply, fen) in game.fens().enumerate() {
                let mut again = Game::from_fen(rules.clone(), &fen).expect("it reads");
                for text in &texts[ply..] {
                    again
                        .play_text(text)
                        .unwrap_or_else(|e| panic!("{id}, from ply {ply} `{fen}`: {text}: {e}"));
                }
                let (end, want) = (again.position(), game.position());
                // The string of a finished game gives its winner and scores again, not why it
                // ended (that is the last move's, not the position's).
                let result = |p: &Position| p.outcome().map(|o| (o.winner, o.scores));
                assert_eq!(result(end), result(want), "{id}, from ply {ply}: `{fen}`");
                if ply < texts.len() {
                    assert_eq!(
                        end.outcome(),
                        want.outcome(),
                        "{id}, from ply {ply}: `{fen}`"
                    );
                }
                assert_eq!(end.identity(), want.identity(), "{id}, from ply {ply}");
                assert_eq!(end.ply(), want.ply(), "{id}, from ply {ply}");
            }
        });
    }
}

#[test]
fn an_error_names_the_column_of_the_bad_field() {
    let rules = Rules::builtin("oware-abapa").expect("shipped");
    let cases = [
        ("4,4,4,4,4,4/4,4,x,4,4,4 0 0,0", 17),
        ("4,4,4,4,4,4/4,4,4,4,4,4 2 0,0", 25),
        ("4,4,4,4,4,4/4,4,4,4,4,4 0 0;0", 27),
        ("4,4,4,4,4,4/4,4,4,4,4,4 0 0,0 ply:x", 31),
        ("4,4,4,4,4,4/4,4,4,4,4,4 0 0,0 colour:red", 31),
        ("4,4,4,4,4,4/4,4,4,4,4 0 0,0", 13),
    ];
    for (text, column) in cases {
        let e = rules.parse_board(text).expect_err(text);
        assert_eq!(e.column(text), Some(column), "{text}: {e}");
    }
    // Too many seeds is the whole position's fault: no column.
    let text = "5,4,4,4,4,4/4,4,4,4,4,4 0 0,0";
    assert_eq!(rules.parse_board(text).expect_err(text).column(text), None);
}

#[test]
fn an_error_is_said_in_the_readers_language_with_a_caret_under_its_place() {
    let rules = Rules::builtin("oware-abapa").expect("shipped");
    let text = "4,4,4,4,4,4/4,4,x,4,4,4 0 0,0";
    let e = rules.parse_board(text).expect_err(text);
    let vi = e.report_in(mancala::lang::Lang::from_code("vi").unwrap(), text);
    assert!(
        vi.starts_with("chuỗi thế cờ, cột 17: ô 9: `x` không phải"),
        "{vi}"
    );
    assert!(
        vi.ends_with(&format!("  {text}\n  {}^", " ".repeat(16))),
        "{vi}"
    );
    let fr = e.report_in(mancala::lang::Lang::from_code("fr").unwrap(), text);
    assert!(
        fr.starts_with("chaîne de position, colonne 17 : trou 9"),
        "{fr}"
    );
}

#[test]
fn seen_is_refused_under_rules_without_the_repetition_rule() {
    let rules = Rules::builtin("kalah").expect("shipped");
    let text = "4,4,4,4,4,4|0/4,4,4,4,4,4|0 0 quiet:1 seen:4,4,4,4,4,4|0/4,4,4,4,4,4|0~1";
    let e = Game::from_fen(rules, text).expect_err("refused");
    assert!(
        matches!(e, BoardError::SeenTooMany { found: 1, most: 0 }),
        "{e}"
    );
}

/// The book's chapter on position strings: every example reads under its ruleset, and each
/// start is the ruleset's start.
#[test]
fn every_example_of_the_book_reads_under_its_ruleset() {
    let page = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/src/positions.md"
    ))
    .expect("the chapter");
    let mut checked = Vec::new();
    for line in page.lines().filter(|l| l.starts_with("- **`")) {
        let spans: Vec<&str> = line.split('`').skip(1).step_by(2).collect();
        let (id, start, later) = (spans[0], spans[1], spans[2]);
        let rules = Rules::builtin(id).unwrap_or_else(|| panic!("{id} is shipped"));
        let game = Game::from_fen(rules.clone(), start).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            rules.board_text(game.start()),
            rules.board_text(&rules.initial_position(0)),
            "{id}: the start"
        );
        let game = Game::from_fen(rules, later).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(game.fen(), later, "{id}: written back the same");
        checked.push(id);
    }
    let mut all: Vec<&str> = Rules::builtin_ids().collect();
    all.sort_unstable();
    checked.sort_unstable();
    assert_eq!(checked, all, "an example for every shipped ruleset");
}

#[test]
fn a_mandarin_square_holds_at_most_its_own_big_stone() {
    let (e, message) = refusal("o-an-quan", "2Q+0,5,5,5,5,5/0,5,5,5,5,5 0 0,0");
    assert!(
        matches!(e, BoardError::TwoBigStones { pit: 0, count: 2 }),
        "{e:?}"
    );
    assert_eq!(
        message,
        "pit 1 holds 2 big stones: a mandarin square holds at most its own"
    );
}

#[test]
fn taken_says_who_took_each_big_stone_that_is_gone_and_only_those() {
    let text = "0,5,5,5,5,5/Q+0,5,5,5,5,5 0 Q+0,0";
    let (e, _) = refusal("o-an-quan", text);
    assert!(
        matches!(
            e,
            BoardError::BigStoneLedger {
                pit: 0,
                on_board: false
            }
        ),
        "{e:?}"
    );
    assert_eq!(e.column(text), Some(1));
    let (e, _) = refusal("o-an-quan", "Q+0,5,5,5,5,5/Q+0,5,5,5,5,5 0 0,0 taken:1,-");
    assert!(
        matches!(
            e,
            BoardError::BigStoneLedger {
                pit: 0,
                on_board: true
            }
        ),
        "{e:?}"
    );
    // With its taker named, the same position is one of the game's.
    let rules = Rules::builtin("o-an-quan").unwrap();
    assert!(
        rules
            .parse_board("0,5,5,5,5,5/Q+0,5,5,5,5,5 0 Q+0,0 taken:0,-")
            .is_ok()
    );
    // Without big stones (the small-stones variant) there is nothing to take.
    let rules = Rules::builtin("o-an-quan-small-stones").unwrap();
    assert!(rules.parse_board("10,5,5,5,5,5/10,5,5,5,5,5 0 0,0").is_ok());
}
