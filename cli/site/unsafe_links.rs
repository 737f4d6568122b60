//! Unsafe links taken out of what a writer configured, before any of it reaches a page: front
//! matter (buttons, feature cards, prev/next, images) and a locale file's navbar and sidebar, by
//! the rule of [`super::link_safety`], with one finding per link at its line.

use super::config::{LocaleConfig, NavItem, SidebarConfig, SidebarConfigItem};
use super::front_matter::{FrontMatter, NavOverride};
use super::link_safety::{runs_script, squeeze, unsafe_reason};
use super::text::entities::decode;
use super::{Diagnostic, Span};

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
