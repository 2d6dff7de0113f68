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

/// Buckets whose every byte is zero, of either table.
///
/// A marker: every field of such a type is an integer (or an atomic one), so all zero bytes make
/// a valid value.
pub(crate) trait Zeroable {}
impl Zeroable for Bucket {}
impl Zeroable for super::counts::Bucket {}

/// `count` values of all zero bytes, or `None` when the system will not give the memory.
///
/// The memory is asked of the allocator as zeroed bytes of the ordinary alignment, which it
/// gets from the system as fresh zero pages that are taken only as they are first written: a
/// large table costs nothing before the search fills it. (Asked with a cache line's alignment,
/// the allocator would write every zero itself.) The values start at the first cache line
/// inside.
pub(crate) fn zeroed<T: Zeroable>(count: usize) -> Option<Zeroed<T>> {
    const LINE: usize = 64;
    assert!(std::mem::align_of::<T>() <= LINE);
    let bytes = std::mem::size_of::<T>()
        .checked_mul(count)?
        .checked_add(LINE)?;
    let layout = std::alloc::Layout::from_size_align(bytes, 16).ok()?;
    // SAFETY: the layout's size is at least `LINE`, not zero.
    let raw = unsafe { std::alloc::alloc_zeroed(layout) };
    if raw.is_null() {
        return None;
    }
    huge_pages(raw, bytes);
    let skip = raw.align_offset(LINE.max(std::mem::align_of::<T>()));
    // SAFETY: `skip` < `LINE`, so the values lie inside the allocation.
    let ptr = unsafe { raw.add(skip) }.cast::<T>();
    Some(Zeroed {
        ptr,
        count,
        raw,
        layout,
    })
}

/// Asks the system to back the `bytes` at `raw` (a large fresh allocation) with huge pages
/// where it can: a table read at random then misses the processor's address cache far less.
/// Only a hint: nothing changes where it is refused.
pub(crate) fn huge_pages(raw: *mut u8, bytes: usize) {
    #[cfg(target_os = "linux")]
    {
        const PAGE: usize = 4096;
        if bytes < 4 << 20 {
            return;
        }
        let start = raw.align_offset(PAGE);
        // SAFETY: madvise only reads the range, which lies inside the allocation (whole pages
        // of it, from the first page boundary inside); MADV_HUGEPAGE changes no contents.
        unsafe {
            libc::madvise(
                raw.add(start).cast::<libc::c_void>(),
                (bytes - start) / PAGE * PAGE,
                libc::MADV_HUGEPAGE,
            );
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = (raw, bytes);
}

/// Values made by [`zeroed`], owned like a `Box<[T]>`.
#[derive(Debug)]
pub(crate) struct Zeroed<T: Zeroable> {
    ptr: *mut T,
    count: usize,
    raw: *mut u8,
    layout: std::alloc::Layout,
}

// SAFETY: it owns its values as a `Box<[T]>` would, and hands them out only through `&self` and
// `&mut self`.
unsafe impl<T: Zeroable + Send> Send for Zeroed<T> {}
// SAFETY: as above.
unsafe impl<T: Zeroable + Sync> Sync for Zeroed<T> {}

impl<T: Zeroable> std::ops::Deref for Zeroed<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        // SAFETY: `ptr` is aligned for `T` and valid for `count` initialised values (all zero
        // bytes are a valid `T`), owned by `self`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.count) }
    }
}

impl<T: Zeroable> std::ops::DerefMut for Zeroed<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        // SAFETY: as in `deref`, and `&mut self` makes the access unique.
        unsafe { std::slice::from_raw_parts_mut(self.ptr, self.count) }
    }
}

impl<T: Zeroable> Drop for Zeroed<T> {
    fn drop(&mut self) {
        // SAFETY: `raw` came from `alloc_zeroed` with this layout, and is freed once.
        unsafe { std::alloc::dealloc(self.raw, self.layout) }
    }
}

/// Four entries, one cache line.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(64))]
struct Bucket([Entry; WAYS]);

const WAYS: usize = 4;

/// A table of a fixed size, chosen by memory.
#[derive(Debug)]
pub(crate) struct Table {
    buckets: Zeroed<Bucket>,
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
        Some(Table {
            buckets: zeroed::<Bucket>(count)?,
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

/// Asks the processor to bring `value`'s cache line in, ahead of its reading.
#[inline]
pub(crate) fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint, valid for any address; this one is a reference.
    unsafe {
        std::arch::x86_64::_mm_prefetch(
            std::ptr::from_ref(value).cast::<i8>(),
            std::arch::x86_64::_MM_HINT_T0,
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
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
