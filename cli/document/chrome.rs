//! Page chrome the server works out for the front end: the breadcrumb chain (PG-03) and the title
//! block that holds the page's `<h1>` and, once the app runs, its page info (PG-01, PG-04).

use super::NavLink;
use crate::render::escape;
use crate::render::outline::LeadingH1;
use crate::site::{Page, Site};

/// Locale home → every ancestor folder index that exists → the page itself (PG-03). The locale
/// home is called by the locale's `breadcrumbHome` string, whatever that page's own title says.
/// The front end shows it only when it has two entries or more.
pub fn breadcrumb(site: &Site, page: &Page) -> Vec<NavLink> {
    let home = if page.locale.is_empty() {
        "/"
    } else {
        page.locale.as_str()
    };
    let rest = page.route.strip_prefix(home).unwrap_or("");
    let mut links = vec![home.to_owned()];
    let mut prefix = home.to_owned();
    let segments: Vec<&str> = rest.split('/').filter(|s| !s.is_empty()).collect();
    for (i, segment) in segments.iter().enumerate() {
        prefix.push_str(segment);
        let last = i + 1 == segments.len();
        if !(last && segment.ends_with(".html")) {
            prefix.push('/');
        }
        links.push(prefix.clone());
    }
    links
        .iter()
        .filter_map(|link| site.page(link))
        .map(|p| NavLink {
            text: match p.short_title() {
                _ if p.route == home => site.locale(&page.locale).ui("breadcrumbHome").to_owned(),
                "" => "Unknown".to_owned(),
                t => t.to_owned(),
            },
            link: p.route.clone(),
            icon: p.front_matter.icon.clone(),
        })
        .collect()
}

const TITLE_OPEN: &str = "<div class=\"vp-page-title\">";

/// Content HTML with its title block, and where the `<h1>` in it is (for the shell to add the page
/// icon and page info).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Titled {
    pub html: String,
    pub h1: Option<LeadingH1>,
}

/// Wrap the content's leading `<h1>` (`leading`, from the rendering's outline) in
/// `div.vp-page-title`, where the front end adds the page icon and page info; content without a
/// leading `<h1>` gets one made from the page title. Idempotent.
pub fn title_block(html: &str, leading: Option<LeadingH1>, title: &str) -> Titled {
    let unchanged = || Titled {
        html: html.to_owned(),
        h1: None,
    };
    if html.starts_with(TITLE_OPEN) {
        return unchanged();
    }
    let lead = leading
        .filter(|h1| h1.fits(html) && html.get(..h1.start).is_some_and(|s| s.trim().is_empty()));
    if let Some(h1) = lead {
        return Titled {
            html: format!(
                "{TITLE_OPEN}{}</div>{}",
                crate::site::text::between(html, h1.start, h1.end),
                crate::site::text::after(html, h1.end)
            ),
            h1: Some(h1.moved(h1.start, TITLE_OPEN.len())),
        };
    }
    if title.is_empty() {
        return unchanged();
    }
    let heading = escape::html(title);
    let open_end = TITLE_OPEN.len() + "<h1>".len();
    let close_start = open_end + heading.len();
    Titled {
        html: format!("{TITLE_OPEN}<h1>{heading}</h1></div>\n{html}"),
        h1: Some(LeadingH1 {
            start: TITLE_OPEN.len(),
            open_end,
            anchor_end: None,
            close_start,
            end: close_start + "</h1>".len(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::source::ContentSource;

    fn fixture() -> Site {
        Site::load(ContentSource::Disk(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/e2e-site").into(),
        ))
        .unwrap()
    }

    fn chain(site: &Site, route: &str) -> Vec<(String, String)> {
        breadcrumb(site, site.page(route).unwrap())
            .into_iter()
            .map(|l| (l.text, l.link))
            .collect()
    }

    #[test]
    fn breadcrumb_walks_locale_home_and_folder_indexes_to_the_page() {
        let site = fixture();
        assert_eq!(
            chain(&site, "/guide/install/docker.html"),
            [
                ("Home", "/"),
                ("Guide", "/guide/"),
                ("Install", "/guide/install/"),
                ("Docker", "/guide/install/docker.html")
            ]
            .map(|(a, b)| (a.to_owned(), b.to_owned()))
        );
        let guide = breadcrumb(&site, site.page("/guide/").unwrap());
        assert_eq!(guide.len(), 2);
        assert_eq!(guide[1].icon.as_deref(), Some("iconfont icon-creative"));
        assert_eq!(chain(&site, "/")[..], [("Home".into(), "/".into())]);
    }

    #[test]
    fn breadcrumb_stays_in_the_locale_and_skips_folders_without_index() {
        let site = fixture();
        let zh = chain(&site, "/zh/guide/first.html");
        assert_eq!(zh.first().unwrap().1, "/zh/");
        assert_eq!(zh.last().unwrap().1, "/zh/guide/first.html");
        assert!(zh.iter().all(|(_, link)| link.starts_with("/zh/")));
        // misc/ has no README: home → page.
        let misc = chain(&site, "/misc/page.html");
        assert_eq!(misc.len(), 2, "{misc:?}");
    }

    fn titled(markdown: &str, title: &str) -> Titled {
        let page = crate::render::markdown(markdown, &crate::render::RenderOptions::default());
        title_block(&page.html, page.outline.leading_h1, title)
    }

    #[test]
    fn title_block_wraps_the_leading_h1_once() {
        let once = titled("# A\n\nx\n", "A");
        assert!(
            once.html
                .starts_with("<div class=\"vp-page-title\"><h1 id=\"a\""),
            "{}",
            once.html
        );
        assert!(once.html.contains("</h1></div>\n<p>x</p>"), "{}", once.html);
        let h1 = once.h1.unwrap();
        // The shell puts the page icon and page info by these offsets (shell::doc::content).
        assert!(h1.fits(&once.html));
        assert!(once.html[h1.start..h1.open_end].starts_with("<h1 id=\"a\""));
        assert!(once.html[..h1.anchor_end.unwrap()].ends_with("#</a>"));
        assert_eq!(&once.html[h1.close_start..h1.end], "</h1>");
        assert_eq!(title_block(&once.html, None, "A").html, once.html);
    }

    #[test]
    fn title_block_makes_a_heading_when_the_content_has_none() {
        let out = title_block("<p>x</p>", None, "A <b>");
        assert!(out
            .html
            .starts_with("<div class=\"vp-page-title\"><h1>A &lt;b&gt;</h1></div>"));
        let h1 = out.h1.unwrap();
        assert!(h1.fits(&out.html));
        assert_eq!(&out.html[h1.open_end..h1.close_start], "A &lt;b&gt;");
        assert_eq!(&out.html[h1.close_start..h1.end], "</h1>");
        assert_eq!(title_block("<p>x</p>", None, "").html, "<p>x</p>");
        // A later h1 is not the title.
        assert!(titled("x\n\n# B\n", "A").html.contains("<h1>A</h1>"));
        // Offsets that do not fit the HTML (a rendering recalled without it) are not used.
        let stale = titled("# A\n", "A").h1;
        assert!(title_block("", stale, "A").html.contains("<h1>A</h1>"));
    }
}
