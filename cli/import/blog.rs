//! theme-hope's blog and the feed plugin as site.yaml's `blog:` and `feed:`: `plugins.blog` (or a
//! `blogPlugin(…)` call) turns the blog on, the theme's `blog.articlePerPage` sets its page size,
//! `plugins.feed`'s `atom`, `rss`, `json` and `count` choose the feeds. What docs does its own way
//! (custom blog types, filters, sorters, the blogger card's medias) is reported, not converted.

use super::integrations::Integrations;
use super::js_literal::{Js, Node};
use super::report::{Action, Finding};
use crate::site::blog::{BlogConfig, FeedConfig};

/// Convert the blog or feed plugin; `false` for any other plugin.
pub fn plugin(
    name: &str,
    options: Option<&Node>,
    at: &Node,
    extras: &mut Integrations,
    findings: &mut Vec<Finding>,
) -> bool {
    let off = options.is_some_and(|o| matches!(o.value, Js::Bool(false)));
    match name {
        "blog" if !off => {
            extras.blog.get_or_insert_with(BlogConfig::default);
            findings.push(
                Finding::at(&at.at, "plugin `blog` converted to `blog:` in site.yaml: pages with `date`, `category`, `tag`, `star` or `sticky` front matter (or `article: true`) are its articles")
                    .with(Action::Converted),
            );
            for key in [
                "type",
                "filter",
                "sorter",
                "getInfo",
                "category",
                "excerptFilter",
            ] {
                if let Some(node) = options.and_then(|o| o.get(key)) {
                    findings.push(Finding::at(
                        &node.at,
                        format!("blog option `{key}` not converted: docs lists articles, categories, tags, the timeline and starred articles by front matter"),
                    ));
                }
            }
            true
        }
        "feed" if !off => {
            let flag = |key: &str| {
                options
                    .and_then(|o| o.get(key))
                    .is_some_and(|n| matches!(n.value, Js::Bool(true)))
            };
            let mut feed = FeedConfig {
                atom: flag("atom"),
                rss: flag("rss"),
                json: flag("json"),
                ..FeedConfig::default()
            };
            if let Some(Js::Num(n)) = options.and_then(|o| o.get("count")).map(|n| &n.value) {
                if *n >= 1.0 && n.is_finite() {
                    feed.count = *n as usize;
                }
            }
            let message = if feed.atom || feed.rss || feed.json {
                "plugin `feed` converted to `feed:` in site.yaml (Atom, RSS and JSON feeds per locale)"
            } else {
                "plugin `feed` converted to `feed:` in site.yaml, with no feed on, as the plugin had none (set `atom`, `rss` or `json` to true)"
            };
            findings.push(Finding::at(&at.at, message).with(Action::Converted));
            extras.feed = Some(feed);
            true
        }
        _ => false,
    }
}

/// The theme's `blog` options: `articlePerPage` is read (once the blog is on); the blogger card's
/// texts and links have no place in docs and are reported.
pub fn theme_options(theme: &Node, extras: &mut Integrations, findings: &mut Vec<Finding>) {
    let Some(Js::Object(entries)) = theme.get("blog").map(|n| &n.value) else {
        return;
    };
    for (key, value) in entries {
        match (key.as_str(), &value.value) {
            ("articlePerPage", Js::Num(n)) if *n >= 1.0 && n.is_finite() => {
                if let Some(blog) = &mut extras.blog {
                    blog.articles_per_page = *n as usize;
                }
            }
            _ => findings.push(
                Finding::at(
                    &value.at,
                    format!("blog option `{key}` dropped: docs' blog pages show no blogger card"),
                )
                .with(Action::Dropped),
            ),
        }
    }
}
