//! Which link targets are safe to hand to the browser: no script-running schemes (`javascript:`,
//! `vbscript:`, `data:`), no protocol-relative hosts (`//host`), no paths that climb above the site root.

use super::config::{LocaleConfig, NavItem, SidebarConfig, SidebarConfigItem};
use super::front_matter::{FrontMatter, NavOverride};
use super::text::entities::decode;
use super::{Diagnostic, Span};

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
fn squeeze(url: &str) -> String {
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

/// Remove links and images that would run script from a page's front matter (hero buttons,
/// feature cards, prev/next, hero and cover images), so they never reach the page's HTML or
/// JSON; one finding per link, at its line and column in the page (`yaml_text` is the
/// front-matter block, which starts on the page's second line).
pub fn drop_from_front_matter(
    front: &mut FrontMatter,
    file: &str,
    yaml_text: &str,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let mut check = |what: &str, link: &mut Option<String>| {
        let unsafe_link = link
            .as_deref()
            .is_some_and(|l| runs_script(l) || squeeze(&decode(l)).starts_with("data:text"));
        if !unsafe_link {
            return;
        }
        let link = link.take().unwrap_or_default();
        let (line, col) = super::yaml::scalar_position(yaml_text, &link, 0).unwrap_or((1, 1));
        out.push(
            Diagnostic::error(
                "front-matter/unsafe-link",
                Span::at(file, line + 1, col),
                format!("{what} links to `{link}`, which runs script; it is dropped"),
            )
            .with_help("link to a page of the site or to an http(s) address"),
        );
    };
    let mut kept_actions = Vec::with_capacity(front.actions.len());
    for mut action in std::mem::take(&mut front.actions) {
        let mut link = Some(std::mem::take(&mut action.link));
        check(&format!("the button `{}`", action.text), &mut link);
        if let Some(link) = link {
            action.link = link;
            kept_actions.push(action);
        }
    }
    front.actions = kept_actions;
    let features = front.features.iter_mut().chain(
        front
            .highlights
            .iter_mut()
            .flat_map(|h| h.features.iter_mut()),
    );
    for feature in features {
        check(
            &format!("the feature `{}`", feature.title),
            &mut feature.link,
        );
    }
    for (name, nav) in [("prev", &mut front.prev), ("next", &mut front.next)] {
        let link = match nav {
            Some(NavOverride::Path(link) | NavOverride::Link { link, .. }) => link,
            _ => continue,
        };
        let mut held = Some(std::mem::take(link));
        check(&format!("`{name}`"), &mut held);
        match held {
            Some(kept) => *link = kept,
            None => *nav = None,
        }
    }
    check("`cover`", &mut front.cover);
    check("`heroImage`", &mut front.hero_image);
    check("`heroImageDark`", &mut front.hero_image_dark);
    check("`bgImage`", &mut front.bg_image);
    out
}

/// Remove unsafe links from a locale's navbar and sidebar config, so they never reach the locale
/// JSON; one finding per link, at its line in `text` (the locale file).
pub fn drop_from_locale(locale: &mut LocaleConfig, file: &str, text: &str) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // Search from `after` (the sidebar's own key), so the same link in the navbar is not the one shown.
    let mut report = |what: &str, after: usize, link: &str, reason: &str| {
        // Where the link is written, escapes and all (`"\tjavascript:…"` holds no tab).
        let (line, col) = super::yaml::scalar_position(text, link, after).unwrap_or((1, 1));
        out.push(
            Diagnostic::error(
                "config/unsafe-link",
                Span::at(file, line, col),
                format!("{what} links to `{link}`, {reason}; the link is dropped"),
            )
            .with_help("link to a page of the site or to an http(s) address"),
        );
    };
    let mut nav: Vec<&mut NavItem> = locale.navbar.iter_mut().collect();
    while let Some(item) = nav.pop() {
        if let Some(reason) = item.link.as_deref().and_then(|l| unsafe_reason("/", l)) {
            let link = item.link.take().unwrap_or_default();
            report(&format!("navbar entry `{}`", item.text), 0, &link, reason);
        }
        nav.extend(item.children.iter_mut());
    }
    for (prefix, entry) in &mut locale.sidebar {
        if let SidebarConfig::Items(items) = entry {
            let after = text
                .lines()
                .position(|l| l.trim_start().starts_with(&format!("{prefix}:")))
                .unwrap_or(0);
            drop_sidebar_items(prefix, items, &mut |link, reason| {
                report(&format!("sidebar `{prefix}`"), after, link, reason)
            });
        }
    }
    out
}

fn drop_sidebar_items(
    base: &str,
    items: &mut Vec<SidebarConfigItem>,
    report: &mut dyn FnMut(&str, &'static str),
) {
    items.retain_mut(|item| match item {
        SidebarConfigItem::Link(link) => match unsafe_reason(base, link) {
            Some(reason) => {
                report(link, reason);
                false
            }
            None => true,
        },
        SidebarConfigItem::Group {
            link,
            prefix,
            children,
            ..
        } => {
            if let Some(reason) = link.as_deref().and_then(|l| unsafe_reason(base, l)) {
                report(link.as_deref().unwrap_or_default(), reason);
                *link = None;
            }
            // A group's prefix is where its children resolve: an unsafe one drops the group.
            if let Some(reason) = prefix.as_deref().and_then(|p| unsafe_reason(base, p)) {
                report(prefix.as_deref().unwrap_or_default(), reason);
                return false;
            }
            let sub = match prefix.as_deref() {
                Some(p) if p.starts_with('/') => p.to_owned(),
                Some(p) => format!("{base}{p}"),
                None => base.to_owned(),
            };
            drop_sidebar_items(&sub, children, report);
            true
        }
    });
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
