//! Heading ids, by the slug rules the content's anchors were written against (see MARKDOWN.md §3).

use std::collections::HashMap;

use unicode_normalization::UnicodeNormalization;

const SEPARATORS: &str = "~`!@#$%^&*()-_+=[]{}|\\;:\"'“”‘’<>,.?/";

/// The slug of a heading's plain text.
pub fn slugify(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut pending_dash = false;
    for c in text.nfkd() {
        if ('\u{0300}'..='\u{036f}').contains(&c) || c <= '\u{1f}' {
            continue;
        }
        if c.is_whitespace() || SEPARATORS.contains(c) {
            pending_dash = true;
            continue;
        }
        if pending_dash && !out.is_empty() {
            out.push('-');
        }
        pending_dash = false;
        out.extend(c.to_lowercase());
    }
    if out.starts_with(|c: char| c.is_ascii_digit()) {
        out.insert(0, '_');
    }
    out
}

/// Hands out unique slugs within one page: duplicates get `-1`, `-2`, ….
#[derive(Debug, Default)]
pub struct Slugger {
    seen: HashMap<String, u32>,
}

impl Slugger {
    /// The unique id for a heading with this text.
    pub fn unique(&mut self, text: &str) -> String {
        let base = slugify(text);
        let Some(&used) = self.seen.get(&base) else {
            self.seen.insert(base.clone(), 0);
            return base;
        };
        let mut n = used;
        loop {
            n += 1;
            let candidate = format!("{base}-{n}");
            if !self.seen.contains_key(&candidate) {
                self.seen.insert(base, n);
                self.seen.insert(candidate.clone(), 0);
                return candidate;
            }
        }
    }
}

impl Slugger {
    /// Claim an author-chosen id (`## Title {#id}`) as is, so later generated slugs avoid it.
    pub fn reserve(&mut self, id: &str) -> String {
        self.seen.entry(id.to_owned()).or_insert(0);
        id.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_anchors_match() {
        assert_eq!(slugify("2. qBittorrent"), "_2-qbittorrent");
        assert_eq!(
            slugify("How to create a completely blank folder"),
            "how-to-create-a-completely-blank-folder"
        );
        assert_eq!(slugify("云盘类型"), "云盘类型");
        assert_eq!(
            slugify("单点登录自动注册为AList帐号"),
            "单点登录自动注册为alist帐号"
        );
        assert_eq!(slugify("What's new? (v3.25.0)"), "what-s-new-v3-25-0");
        assert_eq!(slugify("Café"), "cafe");
    }

    // Regression: issue 23 item 6, bare URLs in headings are part of VuePress slugs.
    #[test]
    fn urls_in_headings_keep_their_parts() {
        assert_eq!(
            slugify("POST https://auth.aliyundrive.com/v2/account/token"),
            "post-https-auth-aliyundrive-com-v2-account-token"
        );
    }

    #[test]
    fn reserved_ids_push_generated_ones_aside() {
        let mut s = Slugger::default();
        assert_eq!(s.reserve("usage"), "usage");
        assert_eq!(s.unique("Usage"), "usage-1");
    }

    #[test]
    fn duplicates_get_counters() {
        let mut s = Slugger::default();
        assert_eq!(s.unique("Usage"), "usage");
        assert_eq!(s.unique("Usage"), "usage-1");
        assert_eq!(s.unique("Usage"), "usage-2");
    }
}
