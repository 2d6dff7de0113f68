//! What `play --save` costs per move as a game grows: appending moves N+1 to 2N to a record of
//! N moves, for N from 1,000 to 100,000. The span of N moves covers at least one use of the
//! room left in the file and the whole rewrite that follows it, so the figure is the average
//! cost of a move, rewrites included; constant per move means the same at move 10 and at move
//! 100,000 (criterion's throughput, in moves per second, stays flat).

use std::time::{Duration, Instant};

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use mancala::{Game, GameRecord, MoveTexts, RecordFile, Rules};

fn texts(n: usize) -> MoveTexts {
    // The file keeps texts only; they need not be legal.
    (0..n).map(|i| ["1R", "4L", "3R", "2L"][i % 4]).collect()
}

fn append(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("mancala-bench-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("game.json");
    let game = Game::new(Rules::builtin("o-an-quan").expect("shipped"), 0);
    let mut group = c.benchmark_group("record_append");
    group.sample_size(10);
    for n in [1_000usize, 10_000, 100_000] {
        let all = texts(2 * n);
        group.throughput(Throughput::Elements(n as u64));
        group.bench_with_input(BenchmarkId::new("moves_after", n), &n, |b, &n| {
            b.iter_custom(|iters| {
                let mut total = Duration::ZERO;
                for _ in 0..iters {
                    let mut record = GameRecord::of(&game, Some(1), None);
                    record.moves = all.iter().take(n).collect();
                    let mut file = RecordFile::create(&path, &record).expect("writable");
                    let mut moves = record.moves.clone();
                    let start = Instant::now();
                    for mv in all.iter().skip(n) {
                        moves.push(mv);
                        file.append(&moves).expect("writable");
                    }
                    total += start.elapsed();
                }
                total
            });
        });
    }
    group.finish();
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group!(benches, append);
criterion_main!(benches);
