//! Renamed pages on a static host. `docs serve` answers the `redirects:` of `site.yaml` with a 301;
//! a static host cannot, so the export writes what hosts understand instead: a small HTML stub at
//! each old path (works everywhere, even on a bare bucket) and a `_redirects` file (Netlify and
//! Cloudflare Pages answer a real 301 from it). The nginx block (`nginx`) lists them too.

use std::collections::BTreeMap;

use crate::render::{escape, links::encode_path};
use crate::site::answer::{self, Answer};
use crate::site::base::Base;
use crate::site::Site;
use crate::staging::out_path::OutPath;

/// The file a stub for the old path `from` is written to ([`OutPath::of_route`]: `/old/` →
/// `old/index.html`, `/old` → `old.html`, hosts with extensionless URLs look there). `None` for a
/// path that would leave the output; load has reported and left out such redirects already.
pub fn stub_file(from: &str) -> Option<String> {
    OutPath::of_route(from).ok().map(|p| p.as_str().to_owned())
}

/// The redirects a static export carries, as pairs: the prepared ones that answer their old path
/// ([`answer`]: a page, a built file and a content file win over a redirect of the same path, as
/// `site::redirects` has checked at load), so the stubs, `_redirects` and the nginx block say
/// what `docs serve` says.
pub fn for_export<'a>(
    site: &Site,
    redirects: &'a BTreeMap<String, String>,
) -> Vec<(&'a str, &'a str)> {
    redirects
        .iter()
        .filter(|(from, to)| answer::answer(site, from) == Answer::Redirect((*to).clone()))
        .map(|(from, to)| (from.as_str(), to.as_str()))
        .collect()
}

/// The stub page for `from` → `to`: an immediate refresh, a canonical link so search engines
/// credit the new page, `noindex` so the old path drops out of their index, and a visible link for
/// readers whose browser does not refresh. A one-line script keeps the `#anchor` and query that a
/// meta refresh would drop (old links often point into a section).
pub fn stub_html(site: &Site, to: &str) -> String {
    let page = site.page(to);
    let title = page.map_or(to, |p| p.title.as_str());
    let lang = page
        .map_or(site.root_locale(), |p| site.locale(&p.locale))
        .lang
        .as_str();
    let to_url = site.base.url(&encode_path(to)).into_owned();
    let href = escape::html(&to_url);
    let js_target = escape::script_json(&serde_json::to_string(&to_url).unwrap_or_default());
    let title = escape::html(title);
    let lang = escape::html(lang);
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <title>{title}</title>\n<meta name=\"robots\" content=\"noindex\">\n\
         <link rel=\"canonical\" href=\"{href}\">\n\
         <meta http-equiv=\"refresh\" content=\"0; url={href}\">\n\
         <script>location.replace({js_target} + location.search + location.hash)</script>\n\
         </head>\n<body>\n<p>→ <a href=\"{href}\">{title}</a></p>\n</body>\n</html>\n"
    )
}

/// `_redirects` in the format Netlify and Cloudflare Pages read: `FROM TO 301` per line, paths
/// percent-encoded (a space would split the line) and under the site's base.
pub fn redirects_file(base: &Base, redirects: &[(&str, &str)]) -> String {
    let mut out = String::from(
        "# Written by `docs build` from the `redirects:` of site.yaml (Netlify, Cloudflare Pages).\n",
    );
    for (from, to) in redirects {
        out.push_str(&format!(
            "{} {} 301\n",
            base.url(&encode_path(from)),
            base.url(&encode_path(to))
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stubs_land_where_hosts_look_for_the_old_path() {
        let file = |from| stub_file(from).unwrap();
        assert_eq!(file("/guide/sfpt.html"), "guide/sfpt.html");
        assert_eq!(file("/old/"), "old/index.html");
        assert_eq!(file("/old"), "old.html");
        assert_eq!(file("/guide/Alist V2 V3.html"), "guide/Alist V2 V3.html");
        assert_eq!(stub_file("/../../PWNED.html"), None);
    }

    #[test]
    fn redirects_file_encodes_spaces_so_each_line_has_three_fields() {
        let file = redirects_file(
            &Base::default(),
            &[("/a/Alist V2 V3.html", "/a/alist.html")],
        );
        let line = file.lines().nth(1).unwrap();
        assert_eq!(line, "/a/Alist%20V2%20V3.html /a/alist.html 301");
        let repo = Base::parse("/repo/").unwrap();
        let file = redirects_file(&repo, &[("/a/old.html", "/a/new.html")]);
        assert_eq!(
            file.lines().nth(1),
            Some("/repo/a/old.html /repo/a/new.html 301")
        );
    }
}
