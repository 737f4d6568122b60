//! Work spread over every core, order kept (rendering, assembling and compressing pages).

use std::sync::atomic::{AtomicUsize, Ordering};

/// Map `items` on every core, keeping their order.
///
/// Threads take the next item as they finish one rather than a fixed share: pages differ a lot
/// in cost (a driver page with many code blocks against a short index), and with fixed halves one
/// core idled while the other finished the heavy half.
pub fn map<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let (work, next) = (&work, &next);
    let done: Vec<Vec<(usize, R)>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(move || {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        done.push((i, work(item)));
                    }
                    done
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let mut slots: Vec<Option<R>> = std::iter::repeat_with(|| None).take(items.len()).collect();
    for (i, result) in done.into_iter().flatten() {
        slots[i] = Some(result);
    }
    // Every index was taken exactly once.
    slots.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::map;

    #[test]
    fn keeps_order_and_every_item() {
        let items: Vec<u64> = (0..1000).collect();
        // Uneven costs, so threads finish out of order.
        let out = map(&items, |&n| {
            if n % 7 == 0 {
                std::thread::sleep(std::time::Duration::from_micros(50));
            }
            n * 2
        });
        assert_eq!(out, items.iter().map(|n| n * 2).collect::<Vec<_>>());
        assert!(map(&Vec::<u64>::new(), |&n| n).is_empty());
        assert_eq!(map(&[3u64], |&n| n + 1), vec![4]);
    }
}
