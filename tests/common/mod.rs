//! Helpers shared by the integration tests.

use std::sync::Arc;

use mancala::{
    EventLog, Game, Move, Pieces, Position, Rules,
    engine::{self, Repetitions},
};

/// Runs `f` with insta set to the top-level `snapshots/` folder and no expression header.
pub(crate) fn with_snapshots<F: FnOnce()>(f: F) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../snapshots");
    settings.set_omit_expression(true);
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(f);
}

/// A shipped ruleset.
pub(crate) fn rules(id: &str) -> Rules {
    Rules::builtin(id).unwrap_or_else(|| panic!("no shipped ruleset {id}"))
}

/// A new game of a shipped ruleset with player 0 first.
pub(crate) fn game(id: &str) -> Game {
    Game::new(Arc::new(rules(id)), 0)
}

/// An Ô ăn quan board from the spec's notation: `"Q+3"` is a mandarin square still holding its
/// big stone and 3 citizens, a plain number is citizens only.
pub(crate) fn oaq_board(cells: [&str; 12]) -> Position {
    let mut pos = Position::empty(12, 2);
    for (i, cell) in cells.iter().enumerate() {
        let pieces = match cell.strip_prefix("Q+") {
            Some(n) => Pieces {
                plain: n.parse().unwrap(),
                black: 0,
                special: 1,
            },
            None => Pieces {
                plain: cell.parse().unwrap(),
                black: 0,
                special: 0,
            },
        };
        pos.set_pieces(i as u8, pieces);
    }
    pos
}

/// Plays the typed move `text` on `pos` under `rules` and returns the events.
pub(crate) fn play(rules: &Rules, pos: &mut Position, text: &str) -> EventLog {
    let mv: Move = rules.variant().parse_move(pos, text).expect("a move");
    let mut log = EventLog::new();
    engine::play(rules.ruleset(), pos, &mv, &mut Repetitions::new(), &mut log).expect("legal");
    log
}

/// The current scores of both players.
pub(crate) fn scores(rules: &Rules, pos: &Position) -> [i32; 2] {
    let s = rules.ruleset().scores(pos);
    [s[0], s[1]]
}
