//! Which link targets are safe to hand to the browser: no script-running schemes (`javascript:`,
//! `vbscript:`, `data:`), no protocol-relative hosts (`//host`), no paths that climb above the site root.
//! The rule alone: [`super::unsafe_links`] applies it to front matter and locale files.

use super::text::entities::decode;

/// Why a link target is unsafe, or `None` when it is fine. `base` is the route a relative link
/// is resolved against (`/` for the navbar, the sidebar prefix for sidebar entries).
pub fn unsafe_reason(base: &str, link: &str) -> Option<&'static str> {
    let squeezed = squeeze(link);
    if runs_script(link) || squeezed.starts_with("data:") {
        return Some("a script-capable URL scheme");
    }
    if squeezed.starts_with("//") || squeezed.starts_with("/\\") || squeezed.starts_with('\\') {
        return Some("a protocol-relative link to another host");
    }
    let is_url = squeezed
        .split_once(':')
        .is_some_and(|(scheme, _)| !scheme.contains(['/', '?', '#']));
    if !is_url && climbs_above_root(base, &squeezed) {
        return Some("a path that climbs above the site root");
    }
    None
}

/// Whether a URL (as written in HTML or YAML, entities allowed) runs script when followed or
/// loaded: `javascript:` or `vbscript:`, however it is cased, spaced or entity-encoded.
pub fn runs_script(url: &str) -> bool {
    let s = squeeze(&decode(url));
    s.starts_with("javascript:") || s.starts_with("vbscript:")
}

/// Lower-cased, without the ASCII whitespace and control characters browsers ignore in a scheme.
pub(super) fn squeeze(url: &str) -> String {
    url.chars()
        .filter(|c| !c.is_ascii_whitespace() && !c.is_ascii_control())
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Whether `..` segments take `link` (relative to `base` unless it starts with `/`) above `/`.
fn climbs_above_root(base: &str, link: &str) -> bool {
    let path = link.split(['?', '#']).next().unwrap_or(link);
    let start = if path.starts_with('/') {
        0
    } else {
        // `/guide/` is one folder deep; a file name at the end of the base does not count.
        base.trim_start_matches('/')
            .rsplit_once('/')
            .map_or(0, |(dirs, _)| {
                dirs.split('/').filter(|s| !s.is_empty()).count()
            })
    };
    let mut depth = start as i64;
    for segment in path.split(['/', '\\']) {
        match segment {
            ".." => {
                depth -= 1;
                if depth < 0 {
                    return true;
                }
            }
            "" | "." => {}
            _ => depth += 1,
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_schemes_hosts_and_climbs_are_unsafe() {
        for bad in [
            "javascript:alert(1)",
            " JaVa\tScript:alert(1)",
            "data:text/html,<script>alert(1)</script>",
            "vbscript:msgbox",
            "//evil.example",
            "/\\evil.example",
            "../../../etc/passwd",
            "/../etc/passwd",
            "jav&#x61;script&colon;alert(1)",
            "&#106;avascript:alert(1)",
        ] {
            assert!(unsafe_reason("/", bad).is_some(), "{bad:?}");
        }
        assert!(unsafe_reason("/guide/", "../../x.html").is_some());
    }

    #[test]
    fn ordinary_links_are_safe() {
        for good in [
            "/guide/",
            "guide/install/docker.html",
            "https://github.com/alist-org/alist",
            "mailto:a@b.c",
            "../faq/",
            "#top",
        ] {
            assert!(unsafe_reason("/guide/", good).is_none(), "{good:?}");
        }
    }
}
