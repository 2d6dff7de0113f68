//! The book's "Exact values nobody had published" (`docs/src/results.md`): its smallest
//! entries, read from that page itself, against a plain minimax written here (every line played to its end by the engine, no
//! table, no bound from the points on the board, no move order; alpha-beta cut-offs only), so
//! that the table and the values cannot drift apart.

use std::sync::Arc;

use mancala::{
    Family, NoRecord, Player,
    engine::{self, Repetitions},
    position::{EndReason, Outcome, Position},
    rules::Rules,
    ruleset::FirstPlayer,
    solve::{SolveError, SolveOptions, Solver},
};

/// Positions a plain minimax may visit for one entry before the test calls it too big.
const MOST_NODES: u64 = 20_000_000;

/// More than any margin of the table's games.
const INFINITY: i32 = 1_000_000;

/// The rules of an entry: a shipped ruleset with `--set` settings.
fn rules_of(ruleset: &str, settings: &[&str]) -> Arc<dyn Family> {
    let settings: Vec<String> = settings.iter().map(|s| (*s).to_owned()).collect();
    Rules::resolve_with(ruleset, &settings).expect("a valid ruleset")
}

/// The final margin of `me` in a finished game; a game stopped by a limit has no winner and
/// counts as a draw (0), as results.md says.
fn final_margin(end: &Outcome, me: Player) -> i32 {
    if matches!(end.reason, EndReason::Limit(_)) {
        0
    } else {
        end.scores[usize::from(me)] - end.scores[usize::from(1 - me)]
    }
}

/// The value of `pos` for its player to move: the best final margin over every line, each line
/// carrying its own repetition history (`reps`) as the engine keeps it in a game. Alpha-beta
/// cut-offs (within `alpha..beta`, fail-soft) are the only help: they skip lines that cannot change
/// the value; no table, no bound from the points on the board, no move order.
fn minimax(
    rules: &dyn Family,
    pos: &Position,
    reps: &Repetitions,
    mut alpha: i32,
    beta: i32,
    nodes: &mut u64,
) -> i32 {
    *nodes += 1;
    assert!(
        *nodes <= MOST_NODES,
        "more than {MOST_NODES} positions: too big for a plain minimax"
    );
    let me = pos.turn();
    let mut best = -INFINITY;
    let moves = rules.legal_move_list(pos);
    assert!(!moves.is_empty(), "a game not over has a move");
    for mv in moves.iter() {
        let mut child = pos.clone();
        let mut line = reps.clone();
        engine::apply(rules, &mut child, mv, &mut line, &mut NoRecord);
        let value = match child.outcome() {
            Some(end) => final_margin(end, me),
            None if child.turn() == me => minimax(rules, &child, &line, alpha, beta, nodes),
            None => -minimax(rules, &child, &line, -beta, -alpha, nodes),
        };
        best = best.max(value);
        if best >= beta {
            break;
        }
        alpha = alpha.max(best);
    }
    best
}

/// The value of the start for the first player, by the plain minimax.
fn start_value(rules: &dyn Family) -> i32 {
    let first = match rules.first_player() {
        FirstPlayer::Player(p) => p,
        FirstPlayer::Random => panic!("the table's rulesets name their first player"),
    };
    assert_eq!(first, 0, "the table gives South's value: South moves first");
    let start = rules.initial_position(first);
    let mut reps = Repetitions::for_rules(rules);
    reps.start(&start);
    minimax(rules, &start, &reps, -INFINITY, INFINITY, &mut 0)
}

/// The row of results.md's table for the entry `mancala solve RULESET --set ...`: its cells, trimmed.
fn readme_row(ruleset: &str, settings: &[&str]) -> Vec<String> {
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/src/results.md"))
            .expect("docs/src/results.md");
    let command: String = std::iter::once(format!("`mancala solve {ruleset}"))
        .chain(settings.iter().map(|s| format!(" --set {s}")))
        .collect();
    let rows: Vec<&str> = readme
        .lines()
        .filter(|line| line.starts_with('|'))
        .filter(|line| {
            line.split_once(command.as_str())
                .is_some_and(|(_, rest)| rest.starts_with(" --time-limit") || rest.starts_with('`'))
        })
        .collect();
    assert_eq!(
        rows.len(),
        1,
        "the table of docs/src/results.md should have one row for {command}`"
    );
    rows[0]
        .trim_matches('|')
        .split(" | ")
        .map(|cell| cell.trim().to_owned())
        .collect()
}

/// The value results.md prints for an entry ("+3 W", "0 D", "-2 L"), its sign checked against
/// its letter.
fn readme_value(ruleset: &str, settings: &[&str]) -> i32 {
    let row = readme_row(ruleset, settings);
    let cell = &row[1];
    let (number, verdict) = cell.split_once(' ').unwrap_or_else(|| {
        panic!("a value and W, D or L, got {cell:?} for {ruleset} {settings:?}")
    });
    let value: i32 = number
        .trim_start_matches('+')
        .parse()
        .unwrap_or_else(|_| panic!("a value, got {cell:?} for {ruleset} {settings:?}"));
    let expected = match value.signum() {
        1 => "W",
        -1 => "L",
        _ => "D",
    };
    assert!(
        verdict.starts_with(expected),
        "{cell:?}: the letter does not match the value ({ruleset} {settings:?})"
    );
    value
}

/// Checks every entry of `boards` (a board's two settings) with `shared` settings against the
/// plain minimax.
fn readme_agrees_with_minimax(ruleset: &str, shared: &[&str], boards: &[[&str; 2]]) {
    for board in boards {
        let settings: Vec<&str> = board.iter().chain(shared).copied().collect();
        let rules = rules_of(ruleset, &settings);
        assert_eq!(
            readme_value(ruleset, &settings),
            start_value(&*rules),
            "{ruleset} {settings:?}"
        );
    }
}

const OAQ_2_1: [&str; 2] = ["board.squares-per-side=2", "board.stones-per-square=1"];
const OAQ_2_2: [&str; 2] = ["board.squares-per-side=2", "board.stones-per-square=2"];
const OAQ_3_1: [&str; 2] = ["board.squares-per-side=3", "board.stones-per-square=1"];
const OAQ_2_3: [&str; 2] = ["board.squares-per-side=2", "board.stones-per-square=3"];

#[test]
fn o_an_quan_values_in_the_readme_equal_a_plain_minimax() {
    for value in ["mandarin.value=10", "mandarin.value=5"] {
        // A player who cannot refill ends the game: short games. (Larger boards, 4×1 and 3×2,
        // are beyond a plain minimax: lines that run to the move limits.)
        readme_agrees_with_minimax(
            "o-an-quan",
            &[value, "refill.on-shortfall=end-game"],
            &[OAQ_2_1, OAQ_2_2, OAQ_3_1, OAQ_2_3],
        );
        readme_agrees_with_minimax(
            "o-an-quan-no-quan-non",
            &[value, "refill.on-shortfall=end-game"],
            &[OAQ_2_1, OAQ_2_2, OAQ_3_1],
        );
        // Borrowing: with quan non both mandarins of the smallest board are safe for good, both
        // sides run dry and the game is blocked; without it, the line of perfect play runs to
        // the move limit, which counts as a draw.
        for ruleset in ["o-an-quan", "o-an-quan-no-quan-non"] {
            readme_agrees_with_minimax(ruleset, &[value, "refill.on-shortfall=borrow"], &[OAQ_2_1]);
        }
    }
}

/// The boards of the Sungka tables a plain minimax checks.
const SUNGKA_BOARDS: [[&str; 2]; 10] = [
    ["board.houses-per-player=1", "board.seeds-per-house=1"],
    ["board.houses-per-player=1", "board.seeds-per-house=2"],
    ["board.houses-per-player=2", "board.seeds-per-house=1"],
    ["board.houses-per-player=1", "board.seeds-per-house=3"],
    ["board.houses-per-player=2", "board.seeds-per-house=2"],
    ["board.houses-per-player=3", "board.seeds-per-house=1"],
    ["board.houses-per-player=2", "board.seeds-per-house=3"],
    ["board.houses-per-player=3", "board.seeds-per-house=2"],
    ["board.houses-per-player=4", "board.seeds-per-house=1"],
    ["board.houses-per-player=3", "board.seeds-per-house=3"],
];

#[test]
fn sungka_values_in_the_readme_equal_a_plain_minimax() {
    for ruleset in ["sungka", "sungka-seed-v006"] {
        readme_agrees_with_minimax(ruleset, &[], &SUNGKA_BOARDS);
    }
}

#[test]
fn oware_values_in_the_readme_equal_a_minimax_over_the_history_of_every_line() {
    // (3×1, whose perfect line ends by the repetition rule, is beyond a plain minimax over
    // every history: it did not finish in several minutes.)
    readme_agrees_with_minimax(
        "oware-abapa",
        &[],
        &[
            ["board.houses-per-player=2", "board.seeds-per-house=1"],
            ["board.houses-per-player=2", "board.seeds-per-house=2"],
        ],
    );
}

#[test]
fn o_an_quan_where_a_player_who_cannot_refill_loses_is_not_solved_by_points() {
    // Three squares of one stone: after 1R 2L South's squares are empty and South has captured
    // 2 citizens, one short of a refill. South leads 2-0 on points, yet loses the game.
    for rule in ["lose", "sell-mandarin"] {
        let setting = format!("refill.on-shortfall={rule}");
        let settings = [OAQ_3_1[0], OAQ_3_1[1], setting.as_str()];
        let rules = rules_of("o-an-quan", &settings);
        let mut game = mancala::Game::new(Arc::clone(&rules), 0);
        for mv in ["1R", "2L"] {
            game.play_text(mv).expect("a legal move");
        }
        let end = game.position().outcome().expect("the game is over");
        assert_eq!(end.winner, Some(1), "{rule}: North wins");
        assert!(end.scores[0] > end.scores[1], "{rule}: South leads {end:?}");

        // So the solver, which maximises points, refuses these rules, and results.md says so
        // (on its smallest board: every other board is refused with the same message).
        let start = rules.initial_position(0);
        let refused = Solver::with_memory(1).expect("1 MiB").solve(
            &*rules,
            &start,
            &[],
            &SolveOptions::default(),
            &mut |_| {},
        );
        assert!(
            matches!(refused, Err(SolveError::NotByPoints(why))
                if why.contains(&format!("refill.on-shortfall = \"{rule}\""))),
            "{rule}: {refused:?}"
        );
        let row = readme_row(
            "o-an-quan",
            &[OAQ_2_1[0], OAQ_2_1[1], "mandarin.value=10", &setting],
        );
        assert!(
            row[1].starts_with("refused: this ruleset cannot be solved by points"),
            "{rule}: {row:?}"
        );
    }
}
