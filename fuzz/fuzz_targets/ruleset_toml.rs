//! Any text as a ruleset file: an error or a ruleset, never a panic. A ruleset that loads must
//! describe itself and survive a round trip through a game record's options.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::{Game, GameRecord, Rules};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rules) = Rules::from_toml_str("fuzz.toml", "fuzz", text) else {
        return;
    };
    let _ = rules.describe();
    let players = rules.num_players();
    let game = Game::new(rules.clone(), (data.len() % players) as u8);
    let _ = rules.draw(game.position());
    let record = GameRecord::of(&game, None, None);
    let back = record.rules(&Rules).expect("a record's own options load");
    assert_eq!(back.options_json(), rules.options_json());
});
