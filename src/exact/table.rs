//! The solver's transposition table: bounds of exact values, with what is needed to reuse them
//! under the move limits.

/// One position's bounds, 16 bytes.
///
/// Values are exact (searched to the end of the game), so a bound holds whatever search found
/// it, and a position keeps both its lower and its upper bound: MTD(f)'s tests narrow them from
/// either side until they meet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    /// 64 bits of the position's key beyond those that chose the bucket (0: an empty slot).
    pub(crate) sig: u64,
    /// The value is at least this (stored relative to the points so far where captures are
    /// final, see [`crate::ruleset::Exact::captures_are_final`]).
    pub(crate) lower: i16,
    /// The value is at most this.
    pub(crate) upper: i16,
    /// The longest line the searches behind these bounds followed from here, in moves
    /// ([`SATURATED`] when they ran into a limit or beyond 65,534).
    pub(crate) height: u16,
    /// The most moves those lines made from here before a capture ([`QUIET_SATURATED`] when
    /// 255 or more).
    pub(crate) quiet: u8,
    /// The index of the best move found in the canonical list, or [`NO_MOVE`].
    pub(crate) best: u8,
}

/// A height too large to keep, or an entry whose search met a limit.
pub(crate) const SATURATED: u16 = u16::MAX;
/// A quiet run too long to keep.
pub(crate) const QUIET_SATURATED: u8 = u8::MAX;
/// No best move kept.
pub(crate) const NO_MOVE: u8 = u8::MAX;

/// Four entries, one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; WAYS]);

const WAYS: usize = 4;

/// A table of a fixed size, chosen by memory.
#[derive(Debug)]
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    mask: u64,
}

impl Table {
    /// The bytes one entry takes.
    #[cfg(test)]
    pub(crate) const ENTRY_BYTES: usize = std::mem::size_of::<Entry>();

    /// A table of at most `bytes` bytes (a power of two of buckets, at least 1,024), or `None`
    /// when the memory cannot be had.
    pub(crate) fn with_bytes(bytes: usize) -> Option<Table> {
        let buckets = (bytes / std::mem::size_of::<Bucket>()).max(1024);
        // The largest power of two that fits.
        let count = 1usize << (usize::BITS - 1 - buckets.leading_zeros());
        let mut all = Vec::new();
        all.try_reserve_exact(count).ok()?;
        all.resize(count, Bucket::default());
        Some(Table {
            buckets: all,
            mask: count as u64 - 1,
        })
    }

    /// The number of entries.
    pub(crate) fn capacity(&self) -> usize {
        self.buckets.len() * WAYS
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    /// The entry of the position whose key is (`index`, `sig`), if kept.
    #[inline]
    pub(crate) fn probe(&self, index: u64, sig: u64) -> Option<Entry> {
        let bucket = &self.buckets[(index & self.mask) as usize];
        bucket.0.iter().find(|e| e.sig == sig).copied()
    }

    /// Keeps `entry` (whose `sig` is set) in its bucket: over the entry of the same position,
    /// else over an empty slot, else over the entry with the shortest lines ahead (the least
    /// work to find again).
    #[inline]
    pub(crate) fn store(&mut self, index: u64, entry: Entry) {
        let bucket = &mut self.buckets[(index & self.mask) as usize].0;
        let victim = bucket
            .iter()
            .position(|e| e.sig == entry.sig)
            .or_else(|| bucket.iter().position(|e| e.sig == 0))
            .unwrap_or_else(|| {
                (1..WAYS).fold(0, |v, i| {
                    if bucket[i].height < bucket[v].height {
                        i
                    } else {
                        v
                    }
                })
            });
        bucket[victim] = entry;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_is_sixteen_bytes_and_a_bucket_one_cache_line() {
        assert_eq!(Table::ENTRY_BYTES, 16);
        assert_eq!(std::mem::size_of::<Bucket>(), 64);
    }

    #[test]
    fn a_stored_entry_is_found_by_its_key_and_replaces_the_shortest_lines() {
        let mut table = Table::with_bytes(0).expect("64 KiB");
        assert_eq!(table.capacity(), 4096);
        let entry = |sig, height| Entry {
            sig,
            lower: -3,
            upper: 5,
            height,
            quiet: 0,
            best: 0,
        };
        for (sig, height) in [(11, 40), (12, 10), (13, 30), (14, 20)] {
            table.store(7, entry(sig, height));
        }
        assert_eq!(table.probe(7, 12), Some(entry(12, 10)));
        assert_eq!(
            table.probe(7 + 1024, 12),
            Some(entry(12, 10)),
            "the index wraps"
        );
        table.store(7, entry(15, 50));
        assert_eq!(table.probe(7, 12), None, "the shortest lines made room");
        assert_eq!(table.probe(7, 15), Some(entry(15, 50)));
        table.store(7, entry(11, 1));
        assert_eq!(
            table.probe(7, 11),
            Some(entry(11, 1)),
            "a position's entry is updated in place"
        );
    }
}
