//! How deep alpha-beta gets from the opening of each ruleset in a given time.
//!
//! `cargo run --release --example search_depth -- [SECONDS] [RULESET...]`

use std::time::{Duration, Instant};

use mancala::{Rules, search::AlphaBeta};

fn main() {
    let mut args = std::env::args().skip(1);
    let seconds: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1.0);
    let mut ids: Vec<String> = args.collect();
    if ids.is_empty() {
        ids = Rules::builtin_ids().map(str::to_owned).collect();
    }
    for id in ids {
        let Ok(rules) = Rules::resolve(&id) else {
            eprintln!("unknown ruleset {id}");
            continue;
        };
        let start = mancala::engine::initial_position(&*rules, 0, &mut mancala::NoRecord);
        let mut search = AlphaBeta::new(1 << 20);
        let clock = Instant::now();
        let r = search.search(&*rules, &start, 64, Some(Duration::from_secs_f64(seconds)));
        println!(
            "{id:<44} depth {:>2} in {:.2}s, {} nodes, best {} ({:+})",
            r.depth,
            clock.elapsed().as_secs_f64(),
            r.nodes,
            rules.move_text(&start, &r.best),
            r.value
        );
    }
}
