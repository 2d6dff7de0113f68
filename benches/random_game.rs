//! Whole random games through the generic engine, one per shipped ruleset.

use criterion::{Criterion, criterion_group, criterion_main};
use mancala::{Rules, engine, engine::Repetitions};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    for id in Rules::builtin_ids() {
        let rules = Rules::builtin(id).unwrap();
        let ruleset = rules.ruleset();
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let mut reps = Repetitions::new();
        group.bench_function(id, |b| {
            b.iter(|| {
                let mut pos = engine::initial_position(ruleset, 0, &mut mancala::NoRecord);
                reps.start(&pos);
                engine::random_playout(ruleset, &mut pos, &mut reps, |n| rng.random_range(0..n));
                pos.ply()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
