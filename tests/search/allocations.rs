//! The playout path allocates nothing, and a long game's memory grows by a few bytes a move:
//! counted, not timed.

use std::{
    alloc::{GlobalAlloc, Layout, System},
    cell::Cell,
};

use mancala::{
    Family, MoveList, NoRecord, Rules,
    engine::{self, Repetitions},
    family::PlayoutRng,
};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The system allocator, counting the allocations of each thread, and the bytes it holds
/// (now and at most since [`reset_peak`]).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
    static LIVE: Cell<i64> = const { Cell::new(0) };
    static PEAK: Cell<i64> = const { Cell::new(0) };
}

fn grow(bytes: usize) {
    let live = LIVE.with(|l| {
        l.set(l.get() + bytes as i64);
        l.get()
    });
    PEAK.with(|p| p.set(p.get().max(live)));
}

fn shrink(bytes: usize) {
    LIVE.with(|l| l.set(l.get() - bytes as i64));
}

// SAFETY: every call is passed on to the system allocator unchanged; the counter is a
// thread-local `Cell` with a const initialiser, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        grow(layout.size());
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        shrink(layout.size());
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // Both blocks may be held while the contents move.
        grow(new_size);
        shrink(layout.size());
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Starts measuring the peak from the bytes held now; returns them.
fn reset_peak() -> i64 {
    let live = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(live));
    live
}

fn peak() -> i64 {
    PEAK.with(Cell::get)
}

/// Allocations made by `games` random games of `rules`, once the set-up is done: moves listed
/// and applied one by one, then whole games as `mancala bench` plays them.
fn playout_allocations(rules: &dyn Family, games: u32) -> u64 {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    let start = engine::initial_position(rules, 0, &mut NoRecord);
    let mut reps = Repetitions::for_rules(rules);
    let mut moves = MoveList::new();
    let before = allocations();
    for _ in 0..games {
        let mut pos = start.clone();
        reps.start(&pos);
        while !pos.is_over() {
            moves.clear();
            rules.legal_moves(&pos, &mut moves);
            let mv = moves[rng.random_range(0..moves.len())];
            engine::apply(rules, &mut pos, &mv, &mut reps, &mut NoRecord);
        }
        assert!(pos.outcome().is_some());
    }
    let mut rng = PlayoutRng::seed_from_u64(12);
    for _ in 0..games {
        let mut pos = start.clone();
        reps.start(&pos);
        rules.random_playout(&mut pos, &mut reps, &mut rng);
        assert!(pos.outcome().is_some());
    }
    allocations() - before
}

#[test]
fn random_playouts_allocate_nothing() {
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).unwrap();
        let count = playout_allocations(&*rules, 1000);
        assert_eq!(
            count, 0,
            "{id}: {count} allocations over 2,000 random games"
        );
    }
}

#[test]
fn the_counter_sees_allocations() {
    let before = allocations();
    let v: Vec<u64> = (0..100).collect();
    assert!(allocations() > before && v.len() == 100);
}

#[test]
fn a_long_game_takes_a_few_bytes_a_move_to_load_and_replay() {
    // 100,000 moves of the audit's cycling Ô ăn quan (a million took 1.4 GB to replay: 1.4 KB
    // a move). Reading the record and replaying it may hold the record's text, and beyond it
    // a few bytes a move: the moves and their texts, packed.
    use mancala::{
        Game, GameRecord,
        agent::{Agent, Budget, Seat},
    };
    let rules = Rules::from_toml_str(
        "cycle.toml",
        "cycle",
        &crate::cli::hostile_input::o_an_quan_cycle(),
    )
    .unwrap();
    let mut game = Game::new(rules, 0);
    let mut agents = [1, 2].map(|seed| {
        Agent::new(
            Seat::AlphaBeta(Budget::Work(2), std::num::NonZeroUsize::MIN),
            seed,
        )
    });
    while game.num_plies() < 100_000 {
        let mv = agents[game.position().turn() as usize].choose(game.rules(), game.position());
        game.play(&mv).unwrap();
    }
    let text = GameRecord::of(&game, Some(1), None).to_json();
    drop(game);
    let before = reset_peak();
    let record = GameRecord::from_json(&text).unwrap();
    let (replayed, _) = record.replay(&mancala::Rules).unwrap();
    let held = peak() - before;
    assert_eq!(replayed.num_plies(), 100_000);
    assert!(
        held < 100_000 * 64,
        "loading and replaying 100,000 moves held {held} bytes beyond the text ({} a move)",
        held / 100_000
    );
}
