//! One stable sort for the whole crate, compiled once.
//!
//! `slice::sort_by_key` and friends are generic over the element *and* the closure, so every
//! call site gets its own copy of the standard library's driftsort/quicksort (2–5 KB of wasm
//! each; 79 sort functions made up 40 KB of the .wasm). Here the only generic part is a few
//! lines that move elements; the sorting itself is one non-generic merge sort of positions
//! through a `dyn` comparison. Stable, O(n log n), allocates two `usize` buffers — for the
//! seat-sized lists and the ledger's index lists it sorts, the `dyn` call is not measurable.

use std::cmp::Ordering;

/// Sorts `items` stably by `compare` (equal elements keep their order).
pub(crate) fn sort_by<T>(items: &mut Vec<T>, compare: impl Fn(&T, &T) -> Ordering) {
    if items.len() < 2 {
        return;
    }
    let order = stable_order(items.len(), &|a, b| compare(&items[a], &items[b]) == Ordering::Greater);
    let mut slots: Vec<Option<T>> = std::mem::take(items).into_iter().map(Some).collect();
    // `order` is a permutation of the positions, so every slot is taken exactly once.
    items.extend(order.into_iter().filter_map(|at| slots.get_mut(at).and_then(Option::take)));
}

/// Sorts `items` stably by `key`.
pub(crate) fn sort_by_key<T, K: Ord>(items: &mut Vec<T>, key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` ascending.
pub(crate) fn sort<T: Ord>(items: &mut Vec<T>) {
    sort_by(items, Ord::cmp);
}

/// Sorts `items` ascending and removes duplicates.
pub(crate) fn sort_dedup<T: Ord>(items: &mut Vec<T>) {
    sort(items);
    items.dedup();
}

/// Sorts positions (indices into a list) ascending and removes duplicates, as [`sort_dedup`]
/// does, in O(n + largest) through a table of flags when the largest is at most 1024 plus 8 ×
/// the count (the ledger's position lists); else through [`sort_dedup`]. Faster than the merge
/// sort on the ledger's pending lists, without the standard library's quicksort in the .wasm
/// (issue 22).
pub(crate) fn sort_dedup_positions(items: &mut Vec<usize>) {
    let Some(&largest) = items.iter().max() else {
        return;
    };
    if largest > items.len().saturating_mul(8).saturating_add(1024) {
        sort_dedup(items);
        return;
    }
    let mut seen = vec![false; largest + 1];
    for &at in items.iter() {
        if let Some(flag) = seen.get_mut(at) {
            *flag = true;
        }
    }
    items.clear();
    items.extend(seen.iter().enumerate().filter_map(|(at, flag)| flag.then_some(at)));
}

/// The positions `0..len` in stably sorted order, where `after(a, b)` says the element at `a`
/// belongs strictly after the one at `b`. Bottom-up merge sort; the one sorting routine of the
/// crate.
fn stable_order(len: usize, after: &dyn Fn(usize, usize) -> bool) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    let mut buffer = vec![0; len];
    let mut width = 1;
    while width < len {
        let mut start = 0;
        while start < len {
            let mid = (start + width).min(len);
            let end = (start + 2 * width).min(len);
            let (mut left, mut right) = (start, mid);
            for slot in &mut buffer[start..end] {
                // Take from the right run only when its head is strictly smaller: stability.
                let take_right = right < end && (left >= mid || after(order[left], order[right]));
                if take_right {
                    *slot = order[right];
                    right += 1;
                } else {
                    *slot = order[left];
                    left += 1;
                }
            }
            start = end;
        }
        std::mem::swap(&mut order, &mut buffer);
        width *= 2;
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Same result as the standard library's stable sort, on lists with many equal keys
        /// (the second field shows whether equal keys kept their order).
        #[test]
        fn matches_std_stable_sort(keys in proptest::collection::vec(0u8..8, 0..200)) {
            let items: Vec<(u8, usize)> = keys.into_iter().enumerate().map(|(i, k)| (k, i)).collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |(k, _)| *k);
            let mut std = items;
            std.sort_by_key(|(k, _)| *k);
            prop_assert_eq!(ours, std);
        }

        #[test]
        fn sort_dedup_positions_matches_std(
            items in proptest::collection::vec(prop_oneof![0usize..300, any::<usize>()], 0..200)
        ) {
            let mut ours = items.clone();
            sort_dedup_positions(&mut ours);
            let mut std = items;
            std.sort_unstable();
            std.dedup();
            prop_assert_eq!(ours, std);
        }

        #[test]
        fn sort_dedup_matches_std(items in proptest::collection::vec(any::<u16>(), 0..100)) {
            let mut ours = items.clone();
            sort_dedup(&mut ours);
            let mut std = items;
            std.sort_unstable();
            std.dedup();
            prop_assert_eq!(ours, std);
        }
    }
}
