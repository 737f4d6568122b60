//! Typo tolerance: which words may carry one typo, which terms one typo could reach, and whether
//! two words are one edit apart. The ground of search's text handling: it imports nothing, so the
//! analyzers, the ranker, the snippets and the static export's vocabulary all read the same rule.

/// Words this long or longer may carry one typo.
pub const TYPO_MIN_CHARS: usize = 5;

/// Whether a word may match with one typo: Latin letters and digits, long enough that one edit
/// rarely turns it into another real word.
pub fn typo_tolerant(word: &str) -> bool {
    word.chars().count() >= TYPO_MIN_CHARS && word.chars().all(|c| c.is_ascii_alphanumeric())
}

/// Whether a word typed with one typo could match `term`: a query word that may carry a typo has
/// at least [`TYPO_MIN_CHARS`] ASCII letters or digits ([`typo_tolerant`]), so one edit away is a
/// term one character shorter at least, with at most one other character.
pub fn typo_reachable(term: &str) -> bool {
    term.chars().count() + 1 >= TYPO_MIN_CHARS
        && term.chars().filter(|c| !c.is_ascii_alphanumeric()).count() <= 1
}

/// Whether `a` and `b` differ by at most one insertion, deletion, substitution or transposition
/// of adjacent characters.
pub fn within_one_edit(a: &str, b: &str) -> bool {
    if a == b {
        return true;
    }
    // Called for every word of every candidate and snippet: most pairs differ in length, and the
    // ASCII case needs no copy.
    if a.len().abs_diff(b.len()) > 4 {
        return false;
    }
    if a.is_ascii() && b.is_ascii() {
        return one_edit(a.as_bytes(), b.as_bytes());
    }
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    one_edit(&a, &b)
}

/// One substitution, insertion, deletion or swap of neighbours turns `a` into `b` (`a != b`).
fn one_edit<T: PartialEq>(a: &[T], b: &[T]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => {
            let Some(first) = (0..a.len()).find(|&i| a[i] != b[i]) else {
                return true;
            };
            let rest = first + 1;
            a[rest..] == b[rest..]
                || (rest < a.len()
                    && a[first] == b[rest]
                    && a[rest] == b[first]
                    && a[rest + 1..] == b[rest + 1..])
        }
        1 => {
            let first = (0..short.len())
                .find(|&i| short[i] != long[i])
                .unwrap_or(short.len());
            short[first..] == long[first + 1..]
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_edit() {
        assert!(within_one_edit("dockr", "docker"));
        assert!(within_one_edit("docekr", "docker"));
        assert!(within_one_edit("dockex", "docker"));
        assert!(!within_one_edit("dkr", "docker"));
        assert!(!within_one_edit("abcdef", "badcef"));
        assert!(within_one_edit("dockér", "docker"));
        assert!(within_one_edit("dockre", "docker"));
        assert!(!within_one_edit("dokcre", "docker"));
    }

    #[test]
    fn every_term_one_edit_from_a_word_that_may_carry_a_typo_is_reachable() {
        let alphabet = ['a', 'z', '7', 'é', 'ß', '版', 'か'];
        for word in ["docker", "onedrive", "mount", "s3api"] {
            assert!(typo_tolerant(word));
            let chars: Vec<char> = word.chars().collect();
            let mut edits: Vec<String> = Vec::new();
            for i in 0..=chars.len() {
                let (before, after) = chars.split_at(i);
                let join = |mid: &[char], rest: &[char]| {
                    before.iter().chain(mid).chain(rest).collect::<String>()
                };
                for &c in &alphabet {
                    edits.push(join(&[c], after));
                    if !after.is_empty() {
                        edits.push(join(&[c], &after[1..]));
                    }
                }
                if !after.is_empty() {
                    edits.push(join(&[], &after[1..]));
                }
                if after.len() >= 2 {
                    edits.push(join(&[after[1], after[0]], &after[2..]));
                }
            }
            for term in edits {
                assert!(within_one_edit(word, &term), "{word} → {term}");
                assert!(typo_reachable(&term), "{word} → {term}");
            }
        }
        for term in ["百度网盘", "docker版本", "the", "ok", "straße版"] {
            assert!(!typo_reachable(term), "{term}");
        }
    }
}
