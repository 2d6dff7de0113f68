//! The playout path allocates nothing: counted, not timed.

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

/// The system allocator, counting the allocations of each thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed on to the system allocator unchanged; the counter is a
// thread-local `Cell` with a const initialiser, which never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
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
