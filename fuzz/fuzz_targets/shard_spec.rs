//! Any text as `--shard SPEC` (the first line), `--shards N` (the second line, if any) and the
//! batch system's variables (the other lines, `NAME=value`): a slice `I/N` with
//! `1 <= I <= N <= MAX_SHARDS` (what `merge` takes), or an error that says something. Never a
//! panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::compare::shard::{self, MAX_SHARDS, Shard, ShardSpec};

fn in_range(text: &str, s: Shard) {
    assert!(
        s.index >= 1 && s.index <= s.count && s.count <= MAX_SHARDS,
        "`{text}` gives shard {s}"
    );
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut lines = text.split('\n');
    let spec_text = lines.next().unwrap_or_default();
    let spec = match spec_text.parse::<ShardSpec>() {
        Ok(spec) => spec,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    if let ShardSpec::Given(s) = spec {
        in_range(spec_text, s);
        // What the report header prints reads back as the same slice.
        assert_eq!(s.to_string().parse::<ShardSpec>(), Ok(spec));
    }
    // `--shards N` as clap reads it (a u64), or absent.
    let shards = match lines.next() {
        None | Some("") => None,
        Some(n) => match n.parse::<u64>() {
            Ok(n) => Some(n),
            Err(_) => return,
        },
    };
    let vars: Vec<(&str, &str)> = lines.filter_map(|l| l.split_once('=')).collect();
    let var = |name: &str| {
        vars.iter()
            .rev()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| (*v).to_owned())
    };
    match shard::resolve(spec, shards, &var) {
        Ok((s, source)) => {
            // From the command line or a batch system, a slice `merge` can take.
            in_range(text, s);
            let _ = source.to_string();
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
});
