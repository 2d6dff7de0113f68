//! Any text as a saved game: refused with a reason, or replayed; never a panic. A record that
//! replays must replay again to the same position after being written out.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::GameRecord;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = GameRecord::from_json(text) else {
        return;
    };
    let Ok((game, _)) = record.replay(&mancala::Rules) else {
        return;
    };
    let again = GameRecord::of(&game, record.seed, None);
    let (replayed, _) = GameRecord::from_json(&again.to_json())
        .unwrap()
        .replay(&mancala::Rules)
        .unwrap();
    assert_eq!(replayed.position(), game.position());
});
