//! The renamed pages of `site.yaml` `redirects:` (old path → new route), checked once at load so
//! the server, the export and lint answer with the same list. One precedence rule: whatever
//! else answers a path (a page, a file the export writes itself, a public file) wins over a
//! redirect, and every redirect left out is reported with its line in site.yaml.

use std::collections::BTreeMap;

use super::{route, Diagnostic, Span};
use crate::site::built::{self, Layout};
use crate::staging::out_path::{self, OutPath};

/// What the redirects need to know about the rest of the site.
pub struct Context<'a> {
    /// The canonical route a path names, when a page answers it.
    pub page_route: &'a dyn Fn(&str) -> Option<String>,
    /// Whether a public file (or a file beside the pages) is served at this relative path.
    pub has_file: &'a dyn Fn(&str) -> bool,
    /// Locale prefixes (`/`, `/zh/`): each has its own 404 page.
    pub locale_prefixes: Vec<&'a str>,
    /// Files the build writes under each locale prefix (`built::locale_files`).
    pub locale_files: Vec<&'static str>,
    /// site.yaml's text, for line numbers.
    pub yaml: &'a str,
}

/// The redirects that take effect, by old path, and a finding for each one left out.
pub fn resolve(
    written: &BTreeMap<String, String>,
    cx: &Context,
) -> (BTreeMap<String, String>, Vec<Diagnostic>) {
    let mut kept = BTreeMap::new();
    let mut stubs: BTreeMap<String, &str> = BTreeMap::new();
    let mut findings = Vec::new();
    let has_page = |route: &str| (cx.page_route)(route).is_some_and(|r| r == route);
    let layout = Layout {
        locale_prefixes: &cx.locale_prefixes,
        locale_files: &cx.locale_files,
        has_page: &has_page,
    };
    for (from, to) in written {
        let (line, col) = key_position(cx.yaml, from);
        let span = Span::at("site.yaml", line, col);
        let drop = |error: bool, why: String| {
            let message = format!("redirect `{from}` is left out: {why}");
            if error {
                Diagnostic::error("config/redirect", span.clone(), message)
            } else {
                Diagnostic::warning("config/redirect", span.clone(), message)
            }
        };
        let stub = match check_from(from) {
            Ok(stub) => stub,
            Err(why) => {
                findings.push(drop(true, why));
                continue;
            }
        };
        if let Some(page) = (cx.page_route)(from) {
            findings.push(drop(
                false,
                format!("the page `{page}` answers that path, and a page wins"),
            ));
            continue;
        }
        if let Some(why) = collision(&stub, &layout) {
            findings.push(drop(true, why));
            continue;
        }
        if (cx.has_file)(stub.as_str()) || (cx.has_file)(from.trim_start_matches('/')) {
            findings.push(drop(
                false,
                format!("a file of the site is served at `{from}`, and the file wins"),
            ));
            continue;
        }
        if let Some(first) = stubs.get(stub.as_str()) {
            findings.push(drop(
                true,
                format!("`{first}` is written to the same file `{stub}` in the export"),
            ));
            continue;
        }
        if !to.starts_with('/') || to.starts_with("//") {
            findings.push(drop(
                true,
                format!("`{to}` is not a route of this site (a renamed page moves within the site; link other sites from the page)"),
            ));
            continue;
        }
        let target = to.split(['#', '?']).next().unwrap_or(to);
        let Some(page) = (cx.page_route)(target) else {
            findings.push(drop(true, format!("its target `{to}` is not a page")));
            continue;
        };
        stubs.insert(stub.as_str().to_owned(), from);
        kept.insert(from.clone(), page);
    }
    (kept, findings)
}

/// Why a redirect from the old path `from` cannot be written, whatever the site: a path that is
/// no plain old path, leaves the output, names a hidden folder or lands on a file every build
/// writes. `docs import` applies it to the redirects it copies; [`resolve`] applies it with the
/// site's pages and locales as well.
pub fn refuse_key(from: &str, layout: &Layout) -> Option<String> {
    match check_from(from) {
        Err(why) => Some(why),
        Ok(stub) => collision(&stub, layout),
    }
}

/// Check an old path and return the file its stub is exported to.
fn check_from(from: &str) -> Result<OutPath, String> {
    if !from.starts_with('/') || from.starts_with("//") {
        return Err("an old path starts with a single `/` (`/guide/old.html`)".into());
    }
    if from.contains(['*', '?', '#']) || from.split('/').any(|s| s.starts_with(':')) {
        return Err(
            "`*`, `?`, `#` and `:name` segments are patterns to static hosts; list each old path in full"
                .into(),
        );
    }
    if from.contains('%') {
        return Err("write the path decoded (`/a b.html`, not `/a%20b.html`)".into());
    }
    let stub = out_path::check_decoded(from)
        .and_then(|()| OutPath::of_route(from))
        .map_err(|why| format!("it would be written outside the output folder ({why})"))?;
    // A stub in `.git/` makes the output look like a repository root, which every later build
    // into it refuses; hosts hide such folders anyway (`.well-known` is theirs too).
    if from.split('/').any(|s| s.starts_with('.')) {
        return Err(
            "a segment starting with `.` names a hidden folder (`.git`, `.docs-build`), which the output keeps for itself"
                .into(),
        );
    }
    Ok(stub)
}

/// Why the stub file would collide with what the build writes ([`built::claim`]).
fn collision(stub: &OutPath, layout: &Layout) -> Option<String> {
    built::claim(stub.as_str(), layout).map(|claim| format!("{claim} (`{stub}`)"))
}

/// The line and column of `key:` in site.yaml (1:1 when not found).
fn key_position(yaml: &str, key: &str) -> (u32, u32) {
    let quoted = [
        format!("{key}:"),
        format!("'{key}':"),
        format!("\"{key}\":"),
    ];
    yaml.lines()
        .enumerate()
        .find_map(|(i, l)| {
            let text = l.trim_start();
            quoted
                .iter()
                .any(|q| text.starts_with(q.as_str()))
                .then(|| {
                    let indent = l.chars().count() - text.chars().count();
                    (i as u32 + 1, indent as u32 + 1)
                })
        })
        .unwrap_or((1, 1))
}

/// The canonical route that answers `path` through `page_exists`: itself, or what the server
/// redirects it to (`/guide` → `/guide/`, `/index.html` → `/`).
pub fn answering_route(path: &str, page_exists: impl Fn(&str) -> bool) -> Option<String> {
    std::iter::once(path.to_owned())
        .chain(route::candidates(path))
        .find(|r| page_exists(r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(pairs: &[(&str, &str)]) -> (BTreeMap<String, String>, Vec<Diagnostic>) {
        let pages = ["/", "/guide/", "/guide/new.html", "/faq/"];
        let written = pairs
            .iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect();
        let page_route = |p: &str| answering_route(p, |r| pages.contains(&r));
        let has_file = |rel: &str| rel == "logo.svg";
        let cx = Context {
            page_route: &page_route,
            has_file: &has_file,
            locale_prefixes: vec!["/", "/zh/"],
            locale_files: Vec::new(),
            yaml: "redirects:\n  /../../PWNED.html: /guide/\n",
        };
        resolve(&written, &cx)
    }

    #[test]
    fn paths_that_leave_the_output_are_errors_with_their_line() {
        let (kept, found) = run(&[("/../../PWNED.html", "/guide/"), ("/%2e%2e/x", "/guide/")]);
        assert!(kept.is_empty());
        assert_eq!(found.len(), 2);
        assert!(found.iter().all(Diagnostic::is_error));
        let line = found.iter().find(|d| d.message.contains("PWNED")).unwrap();
        assert_eq!(line.span.line, 2);
    }

    #[test]
    fn a_page_a_built_file_or_a_public_file_wins() {
        let (kept, found) = run(&[
            ("/index.html", "/faq/"),
            ("/guide", "/faq/"),
            ("/404.html", "/faq/"),
            ("/zh/404.html", "/faq/"),
            ("/_data/page/x.json", "/faq/"),
            ("/logo.svg", "/faq/"),
            ("/old.html", "/guide/new.html"),
        ]);
        assert_eq!(kept.len(), 1, "{found:?}");
        assert_eq!(kept["/old.html"], "/guide/new.html");
        assert_eq!(found.len(), 6);
    }

    #[test]
    fn patterns_off_site_targets_and_missing_targets_are_reported() {
        let (kept, found) = run(&[
            ("/*", "/faq/"),
            ("/:lang/x", "/faq/"),
            ("/a", "https://evil.example/"),
            ("/b", "//evil.example/"),
            ("/c", "/missing.html"),
            ("/d", "/guide"),
        ]);
        assert_eq!(kept.len(), 1);
        assert_eq!(kept["/d"], "/guide/");
        assert_eq!(found.len(), 5);
    }

    // Regression (issue 53): these keys passed lint, then `/.git/` made every later build into
    // the output refuse it as a repository root, and the others failed the build half-way.
    #[test]
    fn keys_on_hidden_folders_or_on_what_the_build_writes_are_errors() {
        let keys = [
            "/.git/",
            "/.docs-build/",
            "/.nojekyll/",
            "/404.html/",
            "/zh/404.html/",
            "/_redirects/",
            "/robots.txt/",
            "/nginx.conf/",
            "/sitemap.xml/",
            "/guide/new.html/",
            "/_data/",
        ];
        let pairs: Vec<(&str, &str)> = keys.iter().map(|k| (*k, "/faq/")).collect();
        let (kept, found) = run(&pairs);
        assert!(kept.is_empty(), "{kept:?}");
        assert_eq!(found.len(), keys.len(), "{found:?}");
        assert!(found.iter().all(Diagnostic::is_error), "{found:?}");
    }

    #[test]
    fn a_key_is_found_at_its_line_and_column() {
        let yaml = "title: x\nredirects:\n  \"/.git/\": /guide/\n";
        assert_eq!(key_position(yaml, "/.git/"), (3, 3));
        assert_eq!(key_position(yaml, "/missing/"), (1, 1));
    }

    #[test]
    fn two_old_paths_of_one_stub_file_keep_the_first() {
        let (kept, found) = run(&[("/old", "/faq/"), ("/old.html", "/faq/")]);
        assert_eq!(kept.len(), 1);
        assert_eq!(found.len(), 1);
    }
}
