//! The blog and its feeds as site.yaml sets them: feeds need the public hostname (their links are
//! absolute), so `feed:` without one is an error at its line rather than feeds that never appear.

use crate::site::{key_line, Diagnostic, Site, Span};

pub fn check_config(site: &Site, out: &mut Vec<Diagnostic>) {
    if site.config.feed.is_none() || site.config.hostname.is_some() {
        return;
    }
    let text = site.text_of("site.yaml").unwrap_or("");
    let line = key_line(text, "feed").unwrap_or(1);
    out.push(
        Diagnostic::error(
            "config/feed-without-hostname",
            Span::at("site.yaml", line, 1),
            "`feed:` is set but the site has no `hostname`; no feed is written",
        )
        .with_help(
            "add `hostname: https://your.site` to site.yaml (feeds link with absolute addresses)",
        ),
    );
}
