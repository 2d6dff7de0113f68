//! Any text as the two files `mancala serve --data DIR` keeps for a room and reads back when
//! it restarts: `rooms/r.room.json` (the seats with their tokens, the settings, how the game
//! ended) and, after a NUL byte, `rooms/r.json` (the game record). The room is refused with a
//! reason naming the file, or brought back; a room brought back shows its state, takes its
//! people back with their tokens and frees their seats when the grace period runs out. Never a
//! panic.
#![no_main]

use std::{
    path::PathBuf,
    sync::OnceLock,
    time::{Duration, Instant},
};

use libfuzzer_sys::fuzz_target;
use mancala::Rules;
use mancala_serve::{
    protocol::to_text,
    room::{Outbox, Slot},
    store::Store,
};

/// The data folder: one per process, in the temporary directory.
fn data() -> &'static (PathBuf, Store) {
    static DATA: OnceLock<(PathBuf, Store)> = OnceLock::new();
    DATA.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("mancala-fuzz-rooms-{}", std::process::id()));
        let store = Store::open(&dir).expect("a temporary data folder");
        (dir.join("rooms"), store)
    })
}

fn sent(out: &Outbox) {
    for (_, message) in out {
        let _ = to_text(message);
    }
}

fuzz_target!(|data_: &[u8]| {
    let Ok(text) = std::str::from_utf8(data_) else {
        return;
    };
    let (room_file, record) = text.split_once('\0').unwrap_or((text, ""));
    let (rooms, store) = data();
    std::fs::write(rooms.join("r.room.json"), room_file).expect("the room file is written");
    std::fs::write(rooms.join("r.json"), record).expect("the record is written");
    let now = Instant::now();
    let (loaded, errors) = store.load(&Rules, now);
    for e in &errors {
        assert!(!e.to_string().is_empty());
    }
    for (mut room, mut files) in loaded {
        let _ = to_text(&room.state());
        let _ = room.summary();
        let _ = room.record().to_json();
        // Each person comes back with their token, then is gone again.
        let tokens: Vec<(u8, String)> = room
            .slots()
            .iter()
            .enumerate()
            .filter_map(|(seat, slot)| match slot {
                Slot::Person { token, .. } => Some((seat as u8, token.clone())),
                _ => None,
            })
            .collect();
        for (conn, (seat, token)) in tokens.iter().enumerate() {
            if let Ok(out) = room.rejoin(conn as u64, *seat, token) {
                sent(&out);
                sent(&room.disconnect(conn as u64, now));
            }
        }
        let _ = room.computer_to_move();
        let later = room.next_expiry().unwrap_or(now) + Duration::from_secs(1);
        sent(&room.expire(later));
        let _ = to_text(&room.state());
        let _ = files.sync(&room);
    }
});
