//! Any bytes as the input of `mancala engine` (the engine protocol, `docs/src/engine-protocol.md`):
//! a whole session of command lines, ruleset texts sent inline, searches started and stopped.
//! The session ends when its input does, having answered every line (an `error` for what it
//! cannot take), never a panic, never a hang: a search still running at the end is stopped.
//! Every line it writes reads back as a reply of the protocol, as `mancala` reads another
//! engine's replies; every command line that reads prints back as the same command.
#![no_main]

use std::{
    io::Write,
    sync::{Arc, Mutex, OnceLock},
};

use libfuzzer_sys::fuzz_target;
use mancala::{
    Family, Rules,
    analyser::Session,
    protocol::{parse_command, parse_reply},
};

/// The session's output, kept to be read afterwards.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The ruleset `mancala engine` starts with, read once.
fn start() -> &'static Arc<dyn Family> {
    static RULES: OnceLock<Arc<dyn Family>> = OnceLock::new();
    RULES.get_or_init(|| Rules::builtin("o-an-quan").expect("the default ruleset"))
}

fuzz_target!(|data: &[u8]| {
    // The syntax, line by line: what reads prints back as itself.
    for line in data.split(|&b| b == b'\n') {
        let Ok(line) = std::str::from_utf8(line) else {
            continue;
        };
        if let Ok(Some(command)) = parse_command(line) {
            let shown = command.to_string();
            assert_eq!(
                parse_command(&shown),
                Ok(Some(command)),
                "`{line}` printed as `{shown}`"
            );
        }
        // As a reply from another engine: read or refused.
        let _ = parse_reply(line);
    }
    let out = Shared::default();
    let shipped = Rules::builtin_ids().map(str::to_owned).collect();
    let mut session = Session::new(&Rules, shipped, start().clone(), Box::new(out.clone()));
    session
        .run(&mut &data[..])
        .expect("writing to memory never fails");
    drop(session);
    let written = out.0.lock().unwrap();
    let text = std::str::from_utf8(&written).expect("the engine writes UTF-8");
    for line in text.lines() {
        if let Err(e) = parse_reply(line) {
            panic!("the engine wrote `{line}`, which is not a reply: {e}");
        }
    }
});
