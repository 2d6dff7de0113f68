//! Any text as a seat (`--south`, `--seat P=PLAYER`, `--agents`, `--hint-time`): refused with
//! an error that says something, or a seat (an engine's and a perfect player's too) within the
//! documented ranges (depth 1 to `MAX_DEPTH`, iterations 1 to `MAX_ITERATIONS`, time 1ms to
//! `MAX_THINK`) that prints as text which reads back as the same seat.
#![no_main]

use std::time::Duration;

use libfuzzer_sys::fuzz_target;
use mancala::agent::{Budget, MAX_DEPTH, MAX_ITERATIONS, MAX_THINK, Seat};

fn check_budget(text: &str, budget: Budget, max: u32) {
    let work = |w: u32| {
        assert!(
            (1..=max).contains(&w),
            "`{text}`: work {w} beyond 1..={max}"
        )
    };
    let time = |t: Duration| {
        assert!(
            t >= Duration::from_millis(1) && t <= MAX_THINK,
            "`{text}`: time {t:?} beyond 1ms..={MAX_THINK:?}"
        );
    };
    match budget {
        Budget::Work(w) => work(w),
        Budget::Time(t) => time(t),
        Budget::Capped(w, t) => {
            work(w);
            time(t);
        }
    }
}

fn check(text: &str) {
    match text.parse::<Seat>() {
        Ok(seat) => {
            match &seat {
                Seat::Human | Seat::Random | Seat::Greedy => {}
                Seat::AlphaBeta(b, threads) => {
                    check_budget(text, *b, MAX_DEPTH);
                    assert!(
                        threads.get() <= mancala::agent::max_threads(),
                        "`{text}` searches on {threads} threads"
                    );
                }
                Seat::LeadBeta(b) => check_budget(text, *b, MAX_DEPTH),
                Seat::Mcts(b) => check_budget(text, *b, MAX_ITERATIONS),
                // An engine's budget is a depth and a time, as alpha-beta's (nothing is started
                // by reading the spec).
                Seat::Engine(e) => check_budget(text, e.budget(), MAX_DEPTH),
                // A perfect player's budget is a time only (the player against MCTS's too).
                Seat::Perfect(None) | Seat::AntiMcts(None) => {}
                Seat::Perfect(Some(t)) | Seat::AntiMcts(Some(t)) => {
                    check_budget(text, Budget::Time(*t), MAX_DEPTH)
                }
            }
            let shown = seat.to_string();
            assert_eq!(
                shown.parse::<Seat>(),
                Ok(seat.clone()),
                "`{text}` reads as {seat:?}, printed `{shown}`"
            );
        }
        Err(e) => assert!(!e.to_string().is_empty()),
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    check(text);
    // `--hint-time TEXT` is read as the time of `alphabeta:DEPTH@TEXT`.
    check(&format!("alphabeta:12@{}", text.trim()));
});
