//! Internal links, anchors and assets must resolve, with the renderer's own slug rules.

use std::collections::{HashMap, HashSet};

use crate::lint::position::Positions;
use crate::lint::Scope;
use crate::render::{Header, RenderedPage};
use crate::site::redirects::answering_route;
use crate::site::{suggest, Diagnostic, Site};

fn ids(r: &RenderedPage) -> HashSet<String> {
    fn walk(h: &[Header], out: &mut HashSet<String>) {
        for x in h {
            out.insert(x.slug.clone());
            walk(&x.children, out);
        }
    }
    let mut out = HashSet::new();
    walk(&r.headers, &mut out);
    // Any element id counts (h1, tabs, task items, raw HTML anchors).
    out.extend(r.outline.ids.iter().cloned());
    out
}

/// 1-based column of the link destination in the source line `text` that mentions `needle`
/// (Markdown `](dest)` or HTML `href="dest"`/`src="dest"`), or 1 when it cannot be told.
fn column(text: &str, needle: &str) -> u32 {
    for opener in ["](", "href=\"", "src=\""] {
        for (i, _) in text.match_indices(opener) {
            let start = i + opener.len();
            let dest = crate::site::text::after(text, start)
                .split([')', '"', ' '])
                .next()
                .unwrap_or("");
            if !needle.is_empty() && dest.contains(needle) {
                return crate::site::text::before(text, start).chars().count() as u32 + 1;
            }
        }
    }
    1
}

/// What to look for in the link text: the anchor, else the last path segment without `.html`.
fn needle<'a>(route: &'a str, anchor: Option<&'a str>) -> &'a str {
    if let Some(a) = anchor {
        return a;
    }
    let last = route.trim_end_matches('/').rsplit('/').next().unwrap_or("");
    last.strip_suffix(".html").unwrap_or(last)
}

pub fn check(
    site: &Site,
    rendered: &[Option<&RenderedPage>],
    scope: &Scope,
    out: &mut Vec<Diagnostic>,
) {
    let by_route: HashMap<&str, &RenderedPage> = site
        .pages
        .iter()
        .zip(rendered)
        .filter_map(|(p, r)| Some((p.route.as_str(), (*r)?)))
        .collect();
    let mut anchors: HashMap<&str, HashSet<String>> = HashMap::new();
    let routes = suggest::RouteIndex::new(site.pages.iter().map(|p| p.route.as_str()));
    // The content root's own public folder, by the name the user gave it (`docs/public`).
    let public = match &site.source {
        crate::site::ContentSource::Disk(root) => format!(
            "{}/public",
            root.file_name()
                .map_or_else(|| "content".into(), |n| n.to_string_lossy())
        ),
        crate::site::ContentSource::Embedded => "content/public".to_owned(),
    };
    // Pages of one folder link the same files and the same missing pages (a site grown by copies
    // does so hundreds of times over): each is looked for on disk, and guessed at, once.
    let mut files: HashMap<String, bool> = HashMap::new();
    let mut file_exists = |route: &str| -> bool {
        if let Some(known) = files.get(route) {
            return *known;
        }
        let found = site
            .source
            .asset_file(route.trim_start_matches('/'))
            .is_some();
        files.insert(route.to_owned(), found);
        found
    };
    let mut guesses: HashMap<(&str, &str), Option<&str>> = HashMap::new();
    for (page, r) in site.pages.iter().zip(rendered) {
        let Some(r) = r.as_ref().filter(|_| scope.includes(&page.file)) else {
            continue;
        };
        let positions = Positions::new(site, page);
        let at = |line: u32, needle: &str| positions.span(line, |text| column(text, needle));
        for link in &r.links {
            let target = if link.route.is_empty() {
                page.route.as_str()
            } else {
                link.route.as_str()
            };
            // The page the server answers with, itself or through its redirect (`./x` → `x.html`,
            // `/guide` → `/guide/`): a link that works in `docs serve` is not broken here.
            let page_route = answering_route(target, |r| site.page(r).is_some())
                .and_then(|r| site.page(&r))
                .map(|p| p.route.as_str());
            let is_page = page_route.is_some();
            let is_file = !is_page && file_exists(target);
            let redirected = answering_route(target, |r| site.redirects.contains_key(r)).is_some();
            if !is_page && !is_file && !redirected {
                let d = Diagnostic::error(
                    "links/broken",
                    at(link.line, needle(&link.route, None)),
                    format!("link to `{target}`, which does not exist"),
                );
                // Suggestions stay in the page's own locale: a link into another locale's folder
                // is also tried as the same path in this one.
                let own = site.locale_of(&page.route);
                let guess = *guesses.entry((target, own)).or_insert_with(|| {
                    let theirs = site.locale_of(target);
                    let same = |r: &str| site.locale_of(r) == own;
                    let localized = (own != theirs).then(|| {
                        format!("{own}{}", crate::site::text::after(target, theirs.len()))
                    });
                    localized
                        .as_deref()
                        .and_then(|t| routes.did_you_mean_where(t, same))
                        .or_else(|| routes.did_you_mean_where(target, same))
                });
                out.push(d.with_help(guess.map_or(
                    "check the path; `.md` links are relative to this file".into(),
                    |g| format!("did you mean `{g}`?"),
                )));
                continue;
            }
            let target = page_route.unwrap_or(target);
            let (Some(anchor), Some(r)) = (&link.anchor, by_route.get(target)) else {
                continue;
            };
            let known = anchors.entry(target).or_insert_with(|| ids(r));
            if !known.contains(anchor) {
                let d = Diagnostic::error(
                    "links/missing-anchor",
                    at(link.line, needle(target, Some(anchor))),
                    format!("`{target}` has no heading `#{anchor}`"),
                );
                let guess = suggest::did_you_mean(anchor, known.iter().map(String::as_str))
                    .map(str::to_owned);
                out.push(d.with_help(guess.map_or(
                    "anchors are heading slugs: lower-case, punctuation → `-`, CJK kept".into(),
                    |g| format!("did you mean `#{g}`?"),
                )));
            }
        }
        for asset in &r.assets {
            if !file_exists(&asset.route) {
                out.push(
                    Diagnostic::error(
                        "links/missing-asset",
                        at(asset.line, needle(&asset.route, None)),
                        format!("`{}` is neither beside the page nor in {public}", asset.route),
                    )
                    .with_help(format!("a relative path (`./img/a.png`) is read beside the page; `/img/a.png` from {public}/")),
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_points_at_the_destination_not_the_label() {
        let line = "See [the gone page](./gone.md) and [a heading](#nowhere).";
        assert_eq!(column(line, needle("/guide/gone.html", None)), 21);
        assert_eq!(column(line, needle("/x.html", Some("nowhere"))), 48);
        assert_eq!(column(line, "absent"), 1);
        assert_eq!(column("", "gone"), 1);
        assert_eq!(column("<a href=\"/a/b.html\">b</a>", "b"), 10);
    }
}
