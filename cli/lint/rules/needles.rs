//! Many words looked for in one pass: the phrase and terminology rules used to search each text
//! once per word (`str::match_indices`), which built a new substring searcher per word per text
//! and made lint the larger part of a cold build (issue 60). One Aho-Corasick automaton per list,
//! built once per site, finds the same occurrences in a single scan.

use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

/// A list of needles searched together. Occurrences are the ones `text.match_indices(needle)`
/// finds for each needle on its own (leftmost, not overlapping each other), so two needles may
/// still overlap, and a needle listed twice is found twice.
pub(super) struct Needles {
    /// `None` when no needle can match (an empty list, or only empty needles).
    automaton: Option<AhoCorasick>,
    /// Per distinct pattern of the automaton, the indexes of the needles it stands for.
    owners: Vec<Vec<usize>>,
    /// Per distinct pattern, its length in bytes.
    lengths: Vec<usize>,
}

impl Needles {
    /// Needles compared exactly.
    pub fn exact<S: AsRef<str>>(needles: impl IntoIterator<Item = S>) -> Self {
        Self::build(needles, false)
    }

    /// Needles whose ASCII letters match either case (the same as searching the
    /// `to_ascii_lowercase` of both, which keeps every byte offset).
    pub fn ascii_caseless<S: AsRef<str>>(needles: impl IntoIterator<Item = S>) -> Self {
        Self::build(needles, true)
    }

    fn build<S: AsRef<str>>(needles: impl IntoIterator<Item = S>, caseless: bool) -> Self {
        let mut patterns: Vec<String> = Vec::new();
        let mut owners: Vec<Vec<usize>> = Vec::new();
        for (index, needle) in needles.into_iter().enumerate() {
            let needle = needle.as_ref();
            // An empty needle would match between every two bytes; no rule means that.
            if needle.is_empty() {
                continue;
            }
            let key = if caseless {
                needle.to_ascii_lowercase()
            } else {
                needle.to_owned()
            };
            match patterns.iter().position(|p| *p == key) {
                Some(p) => owners[p].push(index),
                None => {
                    patterns.push(key);
                    owners.push(vec![index]);
                }
            }
        }
        let lengths = patterns.iter().map(String::len).collect();
        // Standard semantics is what overlapping search needs; a list that fails to build (too
        // large for the automaton's limits) cannot come from a hand-written site.yaml.
        let automaton = (!patterns.is_empty())
            .then(|| {
                AhoCorasickBuilder::new()
                    .match_kind(MatchKind::Standard)
                    .ascii_case_insensitive(caseless)
                    .build(&patterns)
                    .ok()
            })
            .flatten();
        Self {
            automaton,
            owners,
            lengths,
        }
    }

    /// Every occurrence in `text` as (byte offset, needle index), ordered by needle index, then
    /// offset: the order a loop over the needles calling `match_indices` produced.
    pub fn find_in(&self, text: &str) -> Vec<(usize, usize)> {
        let Some(automaton) = &self.automaton else {
            return Vec::new();
        };
        // Where the last accepted occurrence of each pattern ended: an occurrence starting before
        // it overlaps that one and `match_indices` would have skipped it. Overlapping search
        // reports matches by their end, so one pattern's occurrences come in order.
        let mut free_from = vec![0usize; self.lengths.len()];
        let mut found = Vec::new();
        for m in automaton.find_overlapping_iter(text) {
            let p = m.pattern().as_usize();
            if m.start() < free_from[p] {
                continue;
            }
            free_from[p] = m.start() + self.lengths[p];
            found.extend(self.owners[p].iter().map(|&needle| (m.start(), needle)));
        }
        found.sort_by_key(|&(at, needle)| (needle, at));
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the rules did before: one `match_indices` per needle.
    fn one_by_one(needles: &[&str], text: &str, caseless: bool) -> Vec<(usize, usize)> {
        let hay = if caseless {
            text.to_ascii_lowercase()
        } else {
            text.to_owned()
        };
        let mut found = Vec::new();
        for (index, needle) in needles.iter().enumerate() {
            let needle = if caseless {
                needle.to_ascii_lowercase()
            } else {
                (*needle).to_owned()
            };
            if needle.is_empty() {
                continue;
            }
            found.extend(hay.match_indices(&needle).map(|(at, _)| (at, index)));
        }
        found
    }

    fn same_as_one_by_one(needles: &[&str], text: &str) {
        assert_eq!(
            Needles::exact(needles).find_in(text),
            one_by_one(needles, text, false),
            "exact {needles:?} in {text:?}"
        );
        assert_eq!(
            Needles::ascii_caseless(needles).find_in(text),
            one_by_one(needles, text, true),
            "caseless {needles:?} in {text:?}"
        );
    }

    #[test]
    fn finds_what_a_search_per_needle_found() {
        let needles = [
            "aa", "a", "aaa", "ab", "", "本站", "站", "🦀", "Docs", "docs", "aa",
        ];
        for text in [
            "",
            "a",
            "aaaa",
            "aaab aab",
            "本站本站站",
            "🦀🦀 crab 🦀",
            "Docs docs DOCS\r\ndocs\r\n",
            "\r\naa\r\n",
            "start aa",
            "aa end",
            "混合 Docs 与 本站 🦀 aab",
        ] {
            same_as_one_by_one(&needles, text);
        }
    }

    #[test]
    fn overlapping_needles_are_each_found() {
        let found =
            Needles::exact(["upstream docs", "docs site", "docs"]).find_in("upstream docs site");
        assert_eq!(found, [(0, 0), (9, 1), (9, 2)]);
    }

    #[test]
    fn a_needle_does_not_overlap_itself() {
        assert_eq!(Needles::exact(["aa"]).find_in("aaaaa"), [(0, 0), (2, 0)]);
    }

    #[test]
    fn caseless_is_ascii_only() {
        assert_eq!(
            Needles::ascii_caseless(["ÄB"]).find_in("äb Äb ÄB"),
            [(4, 0), (8, 0)]
        );
    }

    #[test]
    fn nothing_to_find() {
        assert!(Needles::exact(Vec::<&str>::new())
            .find_in("text")
            .is_empty());
        assert!(Needles::exact([""]).find_in("text").is_empty());
    }
}
