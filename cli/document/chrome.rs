//! Page chrome the server works out for the front end: the breadcrumb chain (PG-03) and the title
//! block that holds the page's `<h1>` and, once the app runs, its page info (PG-01, PG-04).

use super::NavLink;
use crate::render::escape;
use crate::render::html_tokens::{self, Token};
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

/// Wrap the content's leading `<h1>` in `div.vp-page-title`, where the front end adds the page icon
/// and page info; content without a leading `<h1>` gets one made from the page title. Idempotent.
pub fn title_block(html: &str, title: &str) -> String {
    if html.starts_with(TITLE_OPEN) {
        return html.to_owned();
    }
    let trimmed = html.trim_start();
    if let Some(h1) = leading_h1(trimmed) {
        let (h1, rest) = trimmed.split_at(h1.end);
        return format!("{TITLE_OPEN}{h1}</div>{rest}");
    }
    if title.is_empty() {
        return html.to_owned();
    }
    format!("{TITLE_OPEN}<h1>{}</h1></div>\n{html}", escape::html(title))
}

/// Byte offsets in HTML that starts with an `<h1>` (a page's title heading).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeadingH1 {
    /// Just past the `<h1 …>` tag.
    pub open_end: usize,
    /// Just past the heading anchor (`<a class="header-anchor">#</a>`), if the heading has one.
    pub anchor_end: Option<usize>,
    /// Where `</h1>` starts.
    pub close_start: usize,
    /// Just past `</h1>`.
    pub end: usize,
}

/// Where the parts of the `<h1>` that `html` starts with are, if it starts with one.
pub fn leading_h1(html: &str) -> Option<LeadingH1> {
    let mut tokens = html_tokens::tokens(html);
    match tokens.next()? {
        Token::Start(tag) if tag.name == "h1" => {}
        _ => return None,
    }
    let open_end = tokens.offset();
    let mut anchor_end = None;
    let mut in_anchor = false;
    while let Some(token) = tokens.next() {
        match token {
            Token::Start(tag) if anchor_end.is_none() && tag.name == "a" => {
                in_anchor = tag.has_class(|c| c == "header-anchor");
            }
            Token::End(tag) if in_anchor && tag.name == "a" => {
                in_anchor = false;
                anchor_end = Some(tokens.offset());
            }
            Token::End(tag) if tag.name == "h1" => {
                return Some(LeadingH1 {
                    open_end,
                    anchor_end,
                    close_start: tokens.offset() - tag.raw.len(),
                    end: tokens.offset(),
                });
            }
            _ => {}
        }
    }
    None
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

    #[test]
    fn title_block_wraps_the_leading_h1_once() {
        let html = "<h1 id=\"a\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#a\">#</a> A</h1>\n<p>x</p>";
        let once = title_block(html, "A");
        assert!(once.starts_with("<div class=\"vp-page-title\"><h1 id=\"a\""));
        assert!(once.contains("</h1></div>\n<p>x</p>"), "{once}");
        assert_eq!(title_block(&once, "A"), once);
    }

    #[test]
    fn leading_h1_finds_its_tag_anchor_and_end() {
        let html =
            "<h1 id=\"a\" title=\"x>y\"><a class=\"header-anchor\" href=\"#a\">#</a> A</h1><p>";
        let h1 = leading_h1(html).unwrap();
        assert_eq!(&html[..h1.open_end], "<h1 id=\"a\" title=\"x>y\">");
        assert!(html[..h1.anchor_end.unwrap()].ends_with("#</a>"));
        assert_eq!(&html[h1.close_start..h1.end], "</h1>");
        assert_eq!(leading_h1("<h1>A</h1>").unwrap().anchor_end, None);
        assert_eq!(leading_h1("<p><h1>A</h1>"), None);
        assert_eq!(leading_h1("<h1>A"), None);
    }

    #[test]
    fn title_block_makes_a_heading_when_the_content_has_none() {
        let out = title_block("<p>x</p>", "A <b>");
        assert!(out.starts_with("<div class=\"vp-page-title\"><h1>A &lt;b&gt;</h1></div>"));
        assert_eq!(title_block("<p>x</p>", ""), "<p>x</p>");
        // A later h1 is not the title.
        assert!(title_block("<p>x</p><h1>B</h1>", "A").contains("<h1>A</h1>"));
    }
}
