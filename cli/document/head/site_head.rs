//! What the site's owner put in each page's `<head>`: the palette's custom properties, the
//! `head:` tags of `site.yaml` and then the page's own, and the favicon and theme colour in place
//! of the shipped ones. Only what [`crate::site::head_entry`] and [`crate::site::palette`] accept is
//! written; every attribute value is escaped, and an inline script's text is written as it is
//! (it was refused if it could end the element), so its hash is the one the policy allows.

use crate::render::escape;
use crate::site::config::favicon;
use crate::site::head_entry::{allowed, AttrValue, HeadEntry, Scope};
use crate::site::{Site, SiteConfig};

/// The palette's `<style>`, the site's tags, then the page's (`page` is its front matter's `head:`).
/// Site-absolute paths in attributes are put under the base here, since this text is added after
/// the document's base rewriting (which would otherwise reach into an inline script).
pub fn tags(site: &Site, page: &[HeadEntry]) -> String {
    let mut out = site.config.palette.style().unwrap_or_default();
    for entry in allowed(&site.config.head, Scope::Site) {
        write_entry(
            &mut out,
            entry,
            &|url| site.base.url(url).into_owned(),
            false,
        );
    }
    out.push_str(&page_tags(site, page));
    out
}

/// The page's own tags (meta and link: a page may not load a script), each marked
/// `data-page-head`: the app removes them when it leaves the page and writes the next page's from
/// this same text (`PageData.pageHead`), so a client-side visit has the head a first paint has.
pub fn page_tags(site: &Site, page: &[HeadEntry]) -> String {
    let mut out = String::new();
    for entry in allowed(page, Scope::Page) {
        write_entry(
            &mut out,
            entry,
            &|url| site.base.url(url).into_owned(),
            true,
        );
    }
    out
}

fn write_entry(out: &mut String, entry: &HeadEntry, url: &dyn Fn(&str) -> String, page: bool) {
    out.push('<');
    out.push_str(&entry.tag);
    if page {
        out.push_str(" data-page-head");
    }
    for (name, value) in &entry.attrs {
        let text = match value {
            AttrValue::Flag(false) => continue,
            AttrValue::Flag(true) => None,
            other => other.text(),
        };
        out.push(' ');
        out.push_str(name);
        if let Some(text) = text {
            let text = if matches!(name.as_str(), "href" | "src") {
                url(&text)
            } else {
                text
            };
            out.push_str("=\"");
            escape::push(out, &text);
            out.push('"');
        }
    }
    out.push('>');
    if entry.tag == "script" {
        out.push_str(entry.content.as_deref().unwrap_or_default());
        out.push_str("</script>");
    }
}

/// The template with the site's favicon and theme colour in place of the shipped logo and teal,
/// when `site.yaml` sets them (and they are usable: lint says why when not). Without a favicon the
/// site's logo is the icon; a site with neither gets no icon link, so the browser asks for its
/// own `/favicon.ico` instead of a `/logo.svg` the site does not have (a 404 on every page).
pub fn template_icons(config: &SiteConfig, template: &str) -> String {
    let mut out = template.to_owned();
    let logo = Some(config.logo.trim()).filter(|l| l.starts_with('/') && l.len() > 1);
    let icon = favicon(config).or_else(|| logo.map(str::to_owned));
    // The template links the default logo already.
    if icon.as_deref() != Some(crate::site::config::DEFAULT_LOGO) {
        let tag = icon.map_or_else(String::new, |icon| {
            let mime = favicon_type(&icon)
                .map(|t| format!(" type=\"{t}\""))
                .unwrap_or_default();
            format!("<link rel=\"icon\" href=\"{}\"{mime}>", escape::html(&icon))
        });
        out = replace_tag(&out, "<link rel=\"icon\"", &tag);
    }
    if let Some(colour) = config.palette.theme_colour() {
        let tag = format!("<meta name=\"theme-color\" content=\"{colour}\">");
        out = replace_tag(&out, "<meta name=\"theme-color\"", &tag);
    }
    out
}

fn favicon_type(path: &str) -> Option<&'static str> {
    let ext = path.rsplit_once('.')?.1.to_ascii_lowercase();
    Some(match ext.as_str() {
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "webp" => "image/webp",
        "gif" => "image/gif",
        "jpg" | "jpeg" => "image/jpeg",
        _ => return None,
    })
}

/// `html` with the first tag starting with `start` (through its `>`) replaced by `tag`; unchanged
/// when there is none.
fn replace_tag(html: &str, start: &str, tag: &str) -> String {
    let Some(at) = html.find(start) else {
        return html.to_owned();
    };
    let Some(len) = html.get(at..).and_then(|rest| rest.find('>')) else {
        return html.to_owned();
    };
    let (before, rest) = html.split_at(at);
    let after = rest.get(len + 1..).unwrap_or_default();
    format!("{before}{tag}{after}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn entries_are_written_escaped_with_flags_bare() {
        let entries: Vec<HeadEntry> = serde_json::from_value(json!([
            ["meta", {"name": "author", "content": "A \"B\" <c> & d"}],
            ["script", {"async": true, "defer": false, "src": "/a.js"}],
            ["script", {}, "var a = 1 < 2 && 'x';"]
        ]))
        .unwrap();
        let mut out = String::new();
        for e in &entries {
            write_entry(&mut out, e, &|u| format!("/base{u}"), false);
        }
        assert_eq!(
            out,
            "<meta content=\"A &quot;B&quot; &lt;c&gt; &amp; d\" name=\"author\">\
             <script async src=\"/base/a.js\"></script>\
             <script>var a = 1 < 2 && 'x';</script>"
        );
    }

    #[test]
    fn favicon_and_theme_colour_replace_the_shipped_ones() {
        let template = "<head><meta name=\"theme-color\" content=\"#70c6be\" />\
                        <link rel=\"icon\" href=\"/logo.svg\" type=\"image/svg+xml\" /></head>";
        assert_eq!(template_icons(&SiteConfig::default(), template), template);
        let mut config = SiteConfig {
            favicon: Some("/favicon.ico".into()),
            ..SiteConfig::default()
        };
        config.palette.brand = Some("#c00".into());
        assert_eq!(
            template_icons(&config, template),
            "<head><meta name=\"theme-color\" content=\"#cc0000\">\
             <link rel=\"icon\" href=\"/favicon.ico\" type=\"image/x-icon\"></head>"
        );
        for bad in [
            "javascript:x",
            "//evil.org/x.ico",
            "/../x.ico",
            "favicon.ico",
        ] {
            config.favicon = Some(bad.into());
            assert_eq!(favicon(&config), None, "{bad}");
        }
    }

    #[test]
    fn without_a_favicon_the_logo_is_the_icon_and_without_either_there_is_no_icon_link() {
        let template =
            "<head><link rel=\"icon\" href=\"/logo.svg\" type=\"image/svg+xml\" /></head>";
        let mut config = SiteConfig {
            logo: "/img/brand.png".into(),
            ..SiteConfig::default()
        };
        assert_eq!(
            template_icons(&config, template),
            "<head><link rel=\"icon\" href=\"/img/brand.png\" type=\"image/png\"></head>"
        );
        // A new site without the default logo file has its logo cleared at load.
        config.logo.clear();
        assert_eq!(template_icons(&config, template), "<head></head>");
    }
}
