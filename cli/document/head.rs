//! What a page tells search engines and link previews in its `<head>`: title, meta description,
//! canonical link, Open Graph and Twitter card tags, and hreflang alternates (with `x-default`).
//!
//! Absolute addresses are written only on the public hostname ([`crate::site::hostname`]): with
//! none, canonical, `og:url` and the alternates are left out, never written relative (search
//! engines ignore relative hreflang targets) or on a made-up host.

mod description;
pub mod site_head;

use super::public_url::absolute_url;
use super::{Layout, PageData};
use crate::render::escape;
use crate::render::outline::plain_text;
use crate::site::Site;

/// The `<head>` tags of one page (the template already holds charset, viewport and icon);
/// `first_paragraph` is its rendering's ([`crate::render::Outline`]).
pub fn tags(site: &Site, data: &PageData, first_paragraph: Option<&str>) -> String {
    let info = site.config.locales.get(&data.locale);
    let site_title = info.map_or(site.config.title.as_str(), |l| l.title.as_str());
    let title = if data.layout == Layout::Home || data.title.is_empty() {
        site_title.to_owned()
    } else {
        format!("{} | {site_title}", data.title)
    };
    let fallback = info.map_or(site.config.description.as_str(), |l| l.description.as_str());
    let description = page_description(data, first_paragraph, fallback);
    let mut head = Tags::default();
    head.element("title", &title);
    if !site.base.is_root() {
        // The web app reads it to put its links, data fetches and history entries under the base.
        head.meta("name", "docs-base", site.base.as_str());
    }
    head.meta("name", "description", &description);
    let found = data.layout != Layout::NotFound;
    if !found {
        // The localized 404 document is served for every unknown path: never index it.
        head.meta("name", "robots", "noindex");
    }
    let canonical = found.then(|| absolute_url(site, &data.route)).flatten();
    if let Some(url) = &canonical {
        head.link("canonical", url, None);
    }
    head.meta(
        "property",
        "og:type",
        if data.layout == Layout::Doc {
            "article"
        } else {
            "website"
        },
    );
    head.meta("property", "og:site_name", site_title);
    // Previews show the page's own title; the site name has its own tag.
    let preview_title = if data.title.is_empty() {
        site_title
    } else {
        data.title.as_str()
    };
    head.meta("property", "og:title", preview_title);
    head.meta("property", "og:description", &description);
    head.meta("property", "og:locale", &og_locale(&data.lang));
    for prefix in data.twins.keys() {
        if let Some(twin) = site.config.locales.get(prefix) {
            head.meta("property", "og:locale:alternate", &og_locale(&twin.lang));
        }
    }
    if let Some(url) = &canonical {
        head.meta("property", "og:url", url);
    }
    let image = share_image(site);
    if let Some(image) = &image {
        head.meta("property", "og:image", &image.url);
        head.meta("property", "og:image:width", &image.width.to_string());
        head.meta("property", "og:image:height", &image.height.to_string());
        head.meta("property", "og:image:alt", site_title);
    }
    // The card alone: X reads its title and description from og:title and og:description when
    // the twitter: ones are absent, and writing them again cost every page ~250 bytes (issue 60).
    head.meta(
        "name",
        "twitter:card",
        if image.is_some() {
            "summary_large_image"
        } else {
            "summary"
        },
    );
    if canonical.is_some() {
        alternates(site, data, &mut head);
    }
    head.0.push_str(&super::llms::head_link(site, &data.route));
    head.0
        .push_str(&super::feeds::head_links(site, &data.locale));
    head.0
}

/// The picture link previews show: `public/og-image.png`, the one name the site looks for (a
/// raster image, since previews do not draw SVG). Written only when the site serves it and has a
/// public hostname: previews need an absolute address.
const SHARE_IMAGE: &str = "og-image.png";

struct ShareImage {
    url: String,
    width: u32,
    height: u32,
}

fn share_image(site: &Site) -> Option<ShareImage> {
    let url = absolute_url(site, &format!("/{SHARE_IMAGE}"))?;
    let bytes = site.source.public_file(SHARE_IMAGE)?;
    let (width, height) = png_size(&bytes)?;
    Some(ShareImage { url, width, height })
}

/// Width and height from a PNG's header chunk; `None` for anything that is not a PNG.
fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || !bytes.starts_with(SIGNATURE) || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap_or_default());
    Some((be(16), be(20)))
}

/// Front-matter `description`, else the first paragraph, else the locale's description; plain
/// text, at most 160 characters. Home pages prefer their tagline to the first paragraph.
fn page_description(data: &PageData, first_paragraph: Option<&str>, fallback: &str) -> String {
    let fm = &data.frontmatter;
    let home_tagline = (data.layout == Layout::Home)
        .then_some(fm.tagline.as_deref())
        .flatten();
    let text = fm
        .description
        .as_deref()
        .or(home_tagline)
        .map(plain_text)
        .filter(|t| !t.is_empty())
        .or_else(|| first_paragraph.map(str::to_owned))
        .unwrap_or_else(|| plain_text(fallback));
    description::shorten(&text)
}

/// hreflang links: this page, each translation, and `x-default` on the root locale's version (the
/// one a reader whose language no locale serves is sent to).
fn alternates(site: &Site, data: &PageData, head: &mut Tags) {
    let mut versions: Vec<(&str, &str)> = vec![(data.locale.as_str(), data.route.as_str())];
    versions.extend(data.twins.iter().map(|(p, r)| (p.as_str(), r.as_str())));
    versions.sort();
    for (prefix, route) in &versions {
        let (Some(info), Some(url)) = (site.config.locales.get(*prefix), absolute_url(site, route))
        else {
            continue;
        };
        head.link("alternate", &url, Some(&info.lang));
    }
    let root = versions.iter().find(|(prefix, _)| *prefix == "/");
    if let Some(url) = root.and_then(|(_, route)| absolute_url(site, route)) {
        head.link("alternate", &url, Some("x-default"));
    }
}

/// `en-US` → `en_US`, the form Open Graph uses.
fn og_locale(lang: &str) -> String {
    lang.replace('-', "_")
}

/// The tags written so far, every value escaped.
#[derive(Default)]
struct Tags(String);

impl Tags {
    fn element(&mut self, name: &str, text: &str) {
        self.0
            .push_str(&format!("<{name}>{}</{name}>", escape::html(text)));
    }

    fn meta(&mut self, key: &str, name: &str, content: &str) {
        self.0.push_str(&format!(
            "<meta {key}=\"{name}\" content=\"{}\">",
            escape::html(content)
        ));
    }

    fn link(&mut self, rel: &str, href: &str, hreflang: Option<&str>) {
        let lang = hreflang.map_or(String::new(), |l| {
            format!(" hreflang=\"{}\"", escape::html(l))
        });
        self.0.push_str(&format!(
            "<link rel=\"{rel}\"{lang} href=\"{}\">",
            escape::html(href)
        ));
    }
}
