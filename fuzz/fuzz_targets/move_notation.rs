//! Any text as a move in every shipped ruleset, at the start and a few moves in: a parse error,
//! an illegal move with its reason, or a legal move, never a panic; an illegal move changes
//! nothing.
#![no_main]

use std::sync::{Arc, OnceLock};

use libfuzzer_sys::fuzz_target;
use mancala::{Family, Game, Rules};

/// The shipped rulesets, read once (reading one on every input would take most of the time).
fn shipped() -> &'static [Arc<dyn Family>] {
    static RULES: OnceLock<Vec<Arc<dyn Family>>> = OnceLock::new();
    RULES.get_or_init(|| Rules::builtin_ids().filter_map(Rules::builtin).collect())
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let rules = shipped();
    let mut game = Game::new(rules[pick as usize % rules.len()].clone(), 0);
    for step in 0..=(pick / 64) {
        let before = game.position().clone();
        match game.play_text(text) {
            Ok(ply) => assert!(ply.after.ply() == before.ply() + 1),
            Err(e) => {
                let _ = e.to_string();
                assert_eq!(game.position(), &before);
            }
        }
        if game.position().is_over() {
            break;
        }
        // Advance by the first legal move to try the text in another position.
        let first = game.legal_moves()[usize::from(step) % game.legal_moves().len()];
        game.play(&first).unwrap();
        if game.position().is_over() {
            break;
        }
    }
});
