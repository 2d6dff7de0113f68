//! Any text as the comparison reports `mancala merge` reads (up to four, separated by NUL
//! bytes): each is refused as not a report, or read; reports that read are merged (alone, with
//! themselves, all together and in reverse order), and a merged report is printed the three ways
//! `merge` prints it. Never a panic, never memory beyond the input's size: a report names its
//! shard `[k, n]`, and `n` is bounded by `compare::shard::MAX_SHARDS`.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mancala::compare::{self, CompareReport, MergeError, shard::MAX_SHARDS};

/// Merges `reports` as `mancala merge` does and checks what comes out.
fn merge(reports: &[CompareReport]) {
    let merged = match compare::merge(reports) {
        Ok(merged) => merged,
        Err(e) => {
            assert!(!e.to_string().is_empty());
            return;
        }
    };
    // Only the shards of one comparison, each once, and every one of them, merge.
    let (_, count) = reports[0].config.shard.expect("merged reports are shards");
    assert!((1..=MAX_SHARDS).contains(&count));
    assert_eq!(reports.len() as u64, count);
    let mut seen: Vec<u64> = reports
        .iter()
        .map(|r| r.config.shard.expect("a shard").0)
        .collect();
    seen.sort_unstable();
    assert!(
        seen.iter().copied().eq(1..=count),
        "shards {seen:?} of {count}"
    );
    assert_eq!(merged.config.shard, None);
    assert_eq!(merged.tallies.len(), merged.config.rulesets.len());
    // What `merge` prints, in each form.
    let _ = compare::table(&merged);
    let _ = compare::to_csv(&merged);
    let _ = compare::warnings(&merged);
    let _ = compare::differences(&merged);
    let json = compare::to_json(&merged);
    // The merged report is a whole comparison: it reads back, and is not a shard to merge.
    let back = compare::from_json(&json.to_string()).expect("a merged report reads back");
    assert_eq!(back.tallies, merged.tallies);
    assert_eq!(compare::merge(&[back]), Err(MergeError::NotAShard(1)));
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let reports: Vec<CompareReport> = text
        .split('\0')
        .take(4)
        .filter_map(|part| match compare::from_json(part) {
            Ok(r) => Some(r),
            Err(e) => {
                assert!(!e.to_string().is_empty());
                None
            }
        })
        .collect();
    let Some(first) = reports.first() else {
        return;
    };
    merge(std::slice::from_ref(first));
    merge(&[first.clone(), first.clone()]);
    if reports.len() > 1 {
        merge(&reports);
        let mut reversed = reports.clone();
        reversed.reverse();
        merge(&reversed);
    }
});
