//! "Did you mean …?" suggestions by edit distance.

use std::collections::HashMap;

/// Levenshtein distance between two short strings (by characters).
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    bounded_distance(&a, b, usize::MAX, false).unwrap_or(usize::MAX)
}

/// Levenshtein distance between `a` and `b` (compared case-insensitively when `a` is already
/// lowercase and `fold` is set), or `None` as soon as it must exceed `limit`. A broken link is
/// checked against every route of the site, so the common case (a candidate that is nowhere near)
/// has to be rejected after a few characters, not after the whole table.
fn bounded_distance(a: &[char], b: &str, limit: usize, fold: bool) -> Option<usize> {
    let b: Vec<char> = b
        .chars()
        .map(|c| {
            if fold {
                c.to_lowercase().next().unwrap_or(c)
            } else {
                c
            }
        })
        .collect();
    // What both start and end with costs no edit: routes of one folder share their folder and
    // `.html`, so the table is built for the few characters between only.
    let (a, b) = trim_common(a, &b);
    let mut row: Vec<usize> = (0..=a.len()).collect();
    for (j, cb) in b.iter().enumerate() {
        let mut prev = row[0];
        row[0] = j + 1;
        let mut best = row[0];
        for (i, ca) in a.iter().enumerate() {
            let cur = row[i + 1];
            row[i + 1] = (prev + usize::from(ca != cb)).min(row[i] + 1).min(cur + 1);
            prev = cur;
            best = best.min(row[i + 1]);
        }
        if best > limit {
            return None;
        }
    }
    Some(row[a.len()]).filter(|d| *d <= limit)
}

/// `a` and `b` without the characters they both start with and then both end with.
fn trim_common<'x>(a: &'x [char], b: &'x [char]) -> (&'x [char], &'x [char]) {
    let start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    let (a, b) = (&a[start..], &b[start..]);
    let end = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    (&a[..a.len() - end], &b[..b.len() - end])
}

/// The closest candidate within a distance that still looks like a typo (case-insensitive; the
/// first of equally close candidates wins).
pub fn did_you_mean<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let word: Vec<char> = word.chars().flat_map(char::to_lowercase).collect();
    let limit = (word.len() / 3).clamp(1, 3);
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        // Cheap length check first: the distance is at least the difference in length.
        let len = candidate.chars().count();
        let room = best.map_or(limit, |(d, _)| d.saturating_sub(1));
        if len.abs_diff(word.len()) > room {
            continue;
        }
        if let Some(d) = bounded_distance(&word, candidate, room, true) {
            best = Some((d, candidate));
            if d == 0 {
                break;
            }
        }
    }
    best.map(|(_, c)| c)
}

/// Routes grouped for "did you mean" on a broken link. A typo is looked for among the routes of
/// the same folder and the routes with the same file name (a typo in the folder part), not among
/// all routes: checking every broken link against every route made lint cost grow with the square
/// of the site.
///
/// Within a group, routes are kept by length, and a lookup looks at the lengths nearest the
/// target's first and at no more than [`MAX_CANDIDATES`] routes: a folder of 10,000 pages then costs
/// each broken link the same as a folder of 500, so lint stays linear however many links break.
pub struct RouteIndex<'a> {
    by_folder: HashMap<String, ByLength<'a>>,
    by_name: HashMap<String, ByLength<'a>>,
}

/// Routes by their length in characters.
type ByLength<'a> = std::collections::BTreeMap<usize, Vec<&'a str>>;

/// Most routes a "did you mean" for one broken link compares (per group).
pub const MAX_CANDIDATES: usize = 512;

/// Up to [`MAX_CANDIDATES`] routes of `group` whose length is within typo distance of `len`,
/// nearest lengths first.
fn nearest<'a>(group: Option<&ByLength<'a>>, len: usize) -> Vec<&'a str> {
    let Some(group) = group else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for delta in 0..=3usize {
        let lengths = [
            Some(len + delta),
            len.checked_sub(delta).filter(|_| delta > 0),
        ];
        for l in lengths.into_iter().flatten() {
            for route in group.get(&l).into_iter().flatten() {
                if out.len() == MAX_CANDIDATES {
                    return out;
                }
                out.push(*route);
            }
        }
    }
    out
}

/// `/guide/install/docker.html` → (`/guide/install/`, `docker.html`); `/guide/install/` →
/// (`/guide/`, `install/`), both lower-cased.
fn folder_and_name(route: &str) -> (String, String) {
    let route = route.to_lowercase();
    let cut = route.trim_end_matches('/').rfind('/').map_or(0, |i| i + 1);
    let (folder, name) = super::text::split(&route, cut);
    (folder.to_owned(), name.to_owned())
}

impl<'a> RouteIndex<'a> {
    pub fn new(routes: impl IntoIterator<Item = &'a str>) -> Self {
        let mut index = Self {
            by_folder: HashMap::new(),
            by_name: HashMap::new(),
        };
        for route in routes {
            let (folder, name) = folder_and_name(route);
            let len = route.chars().count();
            let add = |group: &mut ByLength<'a>| group.entry(len).or_default().push(route);
            add(index.by_folder.entry(folder).or_default());
            add(index.by_name.entry(name).or_default());
        }
        index
    }

    /// The closest route to `target` within typo distance, if any.
    pub fn did_you_mean(&self, target: &str) -> Option<&'a str> {
        self.did_you_mean_where(target, |_| true)
    }

    /// The closest route to `target` among the routes `keep` accepts (a page's own locale: a
    /// Chinese page's broken link is never pointed at the English page of the same name).
    pub fn did_you_mean_where(&self, target: &str, keep: impl Fn(&str) -> bool) -> Option<&'a str> {
        let (folder, name) = folder_and_name(target);
        let len = target.chars().count();
        let in_folder = nearest(self.by_folder.get(&folder), len);
        let same_name = nearest(self.by_name.get(&name), len);
        did_you_mean(
            target,
            in_folder.into_iter().chain(same_name).filter(|r| keep(r)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_words_are_suggested() {
        assert_eq!(distance("icn", "icon"), 1);
        assert_eq!(did_you_mean("icn", ["icon", "order"]), Some("icon"));
        assert_eq!(
            did_you_mean("headerdepth", ["headerDepth"]),
            Some("headerDepth")
        );
        assert_eq!(did_you_mean("zzzz", ["icon"]), None);
        assert_eq!(did_you_mean("ICN", ["Icon"]), Some("Icon"));
        assert_eq!(
            did_you_mean("abcdef", ["abcdxy", "abcdex", "abcdez"]),
            Some("abcdex")
        );
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
    }

    /// The whole Levenshtein table, nothing skipped: what [`bounded_distance`] must agree with.
    fn full_table(a: &[char], b: &[char]) -> usize {
        let mut row: Vec<usize> = (0..=a.len()).collect();
        for (j, cb) in b.iter().enumerate() {
            let mut prev = row[0];
            row[0] = j + 1;
            for (i, ca) in a.iter().enumerate() {
                let cur = row[i + 1];
                row[i + 1] = (prev + usize::from(ca != cb)).min(row[i] + 1).min(cur + 1);
                prev = cur;
            }
        }
        row[a.len()]
    }

    #[test]
    fn trimming_what_both_share_keeps_the_distance() {
        // Routes of one folder: a long shared start and end, CJK and case among the differences.
        let pieces = [
            "/guide/", "scale-", "0", "1", "a", "B", "é", "文", "档", ".html", "/", "-",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut word = |most: u64| -> String {
            let n = next() % most;
            (0..n)
                .map(|_| pieces[(next() % pieces.len() as u64) as usize])
                .collect()
        };
        for round in 0..20_000u64 {
            let (shared_start, shared_end) = (word(4), word(3));
            let a = format!("{shared_start}{}{shared_end}", word(5));
            let b = format!("{shared_start}{}{shared_end}", word(5));
            let limit = (round % 6) as usize;
            let fold = round % 4 < 2;
            let a: Vec<char> = if fold {
                a.chars().flat_map(char::to_lowercase).collect()
            } else {
                a.chars().collect()
            };
            let b_seen: Vec<char> = b
                .chars()
                .map(|c| match fold {
                    true => c.to_lowercase().next().unwrap_or(c),
                    false => c,
                })
                .collect();
            let d = full_table(&a, &b_seen);
            assert_eq!(
                bounded_distance(&a, &b, limit, fold),
                (d <= limit).then_some(d),
                "{a:?} {b:?} limit {limit} fold {fold}"
            );
        }
    }

    #[test]
    fn routes_are_guessed_within_their_folder_or_by_their_name() {
        let routes = [
            "/guide/install/docker.html",
            "/guide/install/manual.html",
            "/guide/install/",
            "/faq/why.html",
        ];
        let index = RouteIndex::new(routes);
        assert_eq!(
            index.did_you_mean("/guide/install/dokcer.html"),
            Some(routes[0])
        );
        assert_eq!(
            index.did_you_mean("/guide/instal/docker.html"),
            Some(routes[0])
        );
        assert_eq!(
            index.did_you_mean("/Guide/Install/Manual.html"),
            Some(routes[1])
        );
        assert_eq!(index.did_you_mean("/guide/instal/"), Some(routes[2]));
        assert_eq!(index.did_you_mean("/faq/who.html"), Some(routes[3]));
        assert_eq!(index.did_you_mean("/elsewhere/nothing.html"), None);
    }
}
