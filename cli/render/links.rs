//! Link targets: `.md` links become canonical routes; everything internal is recorded for the linter.

use percent_encoding::percent_decode_str;

use crate::site::route;

/// Marker appended to external links (PG-16): an icon hidden from assistive technology plus text for
/// screen readers. The text stays English in both locales, as in the original theme.
/// Punctuation right after it is kept on its line by [`super::link_tail`].
pub const EXTERNAL_ICON: &str = concat!(
    "<span class=\"external-link\">",
    "<svg class=\"external-link-icon\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\" focusable=\"false\" viewBox=\"0 0 100 100\" width=\"15\" height=\"15\">",
    "<path fill=\"currentColor\" d=\"M19 85h56a4 4 0 0 0 4-4V49h-8v28H23V29h28v-8H19a4 4 0 0 0-4 4v56a4 4 0 0 0 4 4z\"/>",
    "<path fill=\"currentColor\" d=\"M46 49l5 5 26-26v9h8V15H63v8h9z\"/></svg>",
    "<span class=\"sr-only\">open in new window</span></span>"
);

/// What a link points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Another page or file of this site: `route` is decoded, `href` is what to emit.
    Internal {
        route: String,
        anchor: Option<String>,
        href: String,
    },
    /// `#anchor` on the same page.
    Anchor(String),
    /// `http(s)://` or protocol-relative.
    External,
    /// `mailto:`, `tel:` and the like: left alone.
    Other,
}

/// Classify and rewrite `href` found in the file `file` (relative to the content root).
pub fn resolve(href: &str, file: &str) -> Target {
    if href.starts_with("http://") || href.starts_with("https://") || href.starts_with("//") {
        return Target::External;
    }
    if let Some(anchor) = href.strip_prefix('#') {
        return Target::Anchor(decode(anchor));
    }
    if href.contains(':') && !href.starts_with('/') && !href.starts_with('.') {
        return Target::Other;
    }
    let (path, anchor) = match href.split_once('#') {
        Some((p, a)) => (p, Some(decode(a))),
        None => (href, None),
    };
    let (path, query) = match path.split_once('?') {
        Some((p, q)) => (p, Some(q)),
        None => (path, None),
    };
    let decoded = decode(path);
    let joined = if let Some(abs) = decoded.strip_prefix('/') {
        abs.to_owned()
    } else {
        let dir = file.rsplit_once('/').map_or("", |(d, _)| d);
        normalize(&format!("{dir}/{decoded}"))
    };
    let route = if joined.ends_with(".md") {
        route::of_file(&joined).unwrap_or_else(|| format!("/{joined}"))
    } else if joined.is_empty() {
        "/".to_owned()
    } else if decoded.ends_with('/') || decoded.is_empty() {
        format!("/{}/", joined.trim_end_matches('/'))
    } else {
        format!("/{joined}")
    };
    let mut href = encode_path(&route);
    if let Some(q) = query {
        href.push('?');
        href.push_str(q);
    }
    if let Some(a) = &anchor {
        href.push('#');
        href.push_str(&encode_path(a));
    }
    Target::Internal {
        route,
        anchor,
        href,
    }
}

pub use crate::site::route::encode_path;

fn decode(s: &str) -> String {
    percent_decode_str(s).decode_utf8_lossy().into_owned()
}

/// Resolve `.` and `..` segments; `..` above the root is dropped.
pub fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            s => parts.push(s),
        }
    }
    parts.join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn internal(href: &str, file: &str) -> (String, Option<String>, String) {
        match resolve(href, file) {
            Target::Internal {
                route,
                anchor,
                href,
            } => (route, anchor, href),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn relative_md_links_become_routes() {
        assert_eq!(
            internal("../config/site.md#x", "guide/install/docker.md").2,
            "/guide/config/site.html#x"
        );
        assert_eq!(
            internal("./README.md", "zh/guide/install/docker.md").0,
            "/zh/guide/install/"
        );
        assert_eq!(
            internal("/guide/drivers/Crypt.md", "zh/faq/why.md").0,
            "/guide/drivers/Crypt.html"
        );
        assert_eq!(
            internal("Alist%20V2%20V3.md", "guide/drivers/a.md").2,
            "/guide/drivers/Alist%20V2%20V3.html"
        );
        assert_eq!(
            internal("../drivers/", "guide/install/a.md").0,
            "/guide/drivers/"
        );
    }

    #[test]
    fn anchors_keep_cjk() {
        assert_eq!(
            internal("./aliyundrive_open.md#云盘类型", "zh/guide/drivers/a.md")
                .1
                .as_deref(),
            Some("云盘类型")
        );
    }

    #[test]
    fn external_and_other() {
        assert_eq!(resolve("https://x.org", "a.md"), Target::External);
        assert_eq!(resolve("mailto:a@b", "a.md"), Target::Other);
        assert_eq!(resolve("#top", "a.md"), Target::Anchor("top".into()));
    }
}
