//! The parts of a playout, per family: legal-move generation, one move applied, a whole random
//! game. Everything goes through the generic engine and the families' `Ruleset` impls, as
//! `mancala bench` does: a whole random game is compiled for its family
//! ([`Family::random_playout`]); legal moves and one move are one call through `dyn Family`.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use mancala::{
    Family, Move, MoveList, NoRecord, Position, Rules,
    engine::{self, Repetitions},
};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// One ruleset per family.
const RULESETS: &[&str] = &[
    "o-an-quan",
    "oware-abapa",
    "awale-abapa-colours",
    "sungka",
    "kalah",
];

/// Positions met in random games, with a legal move for each.
fn sample(rules: &dyn Family, count: usize) -> Vec<(Position, Move)> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
    let mut out = Vec::new();
    let mut moves = MoveList::new();
    while out.len() < count {
        let mut pos = engine::initial_position(rules, 0, &mut NoRecord);
        let mut reps = Repetitions::for_rules(rules);
        reps.start(&pos);
        while !pos.is_over() && out.len() < count {
            moves.clear();
            rules.legal_moves(&pos, &mut moves);
            let mv = moves[rng.random_range(0..moves.len())];
            out.push((pos.clone(), mv));
            engine::apply(rules, &mut pos, &mv, &mut reps, &mut NoRecord);
        }
    }
    out
}

fn bench_family(c: &mut Criterion, id: &str, rules: &dyn Family) {
    let positions = sample(rules, 256);
    c.bench_with_input(
        BenchmarkId::new("legal_moves", id),
        &positions,
        |b, positions| {
            let mut moves = MoveList::new();
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % positions.len();
                moves.clear();
                rules.legal_moves(&positions[i].0, &mut moves);
                moves.len()
            });
        },
    );
    c.bench_with_input(
        BenchmarkId::new("apply_one_move", id),
        &positions,
        |b, positions| {
            let mut reps = Repetitions::for_rules(rules);
            let mut i = 0;
            b.iter(|| {
                i = (i + 1) % positions.len();
                let (pos, mv) = &positions[i];
                let mut after = pos.clone();
                reps.clear();
                engine::apply(rules, &mut after, mv, &mut reps, &mut NoRecord);
                after.ply()
            });
        },
    );
    c.bench_function(&format!("random_game/{id}"), |b| {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let start = engine::initial_position(rules, 0, &mut NoRecord);
        let mut reps = Repetitions::for_rules(rules);
        b.iter(|| {
            let mut pos = start.clone();
            reps.start(&pos);
            // Drawn as `mancala bench` draws.
            rules.random_playout(&mut pos, &mut reps, &mut rng);
            pos.ply()
        });
    });
}

fn families(c: &mut Criterion) {
    for id in RULESETS {
        let rules = Rules::builtin(id).expect("a shipped ruleset");
        bench_family(c, id, &*rules);
    }
}

criterion_group!(benches, families);
criterion_main!(benches);
