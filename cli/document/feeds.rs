//! The feeds of each locale's articles (`feed:` in site.yaml): Atom 1.0 (`atom.xml`), RSS 2.0
//! (`rss.xml`) and JSON Feed 1.1 (`feed.json`) under the locale's prefix, newest first. Made once
//! in the prepared site, so `docs serve` and `docs build` answer the same bytes; made only with a
//! public hostname (a feed's links are absolute; lint reports `feed:` without one).
//!
//! An article's time is its front-matter date, else its last commit; the feed's is its newest
//! article's (never the clock: two builds of the same content write the same feed).

use serde_json::json;

use super::public_url::absolute_url;
use crate::render::escape;
use crate::site::blog::articles::{self, Article};
use crate::site::dates;
use crate::site::front_matter::PageFeed;
use crate::site::{Locale, Site};

/// Every feed file of the site: path under the site root (`zh/atom.xml`), media type, bytes.
pub fn files(site: &Site) -> Vec<(String, &'static str, Vec<u8>)> {
    let Some(feed) = &site.config.feed else {
        return Vec::new();
    };
    if site.config.hostname.is_none() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (prefix, locale) in &site.config.locales {
        let Some(channel) = Channel::new(site, prefix, locale, feed.count) else {
            continue;
        };
        for (file, media) in feed.files() {
            let body = match file {
                "atom.xml" => channel.atom(),
                "rss.xml" => channel.rss(),
                _ => channel.json(),
            };
            let rel = format!("{}{file}", prefix.trim_start_matches('/'));
            out.push((rel, media, body.into_bytes()));
        }
    }
    out
}

/// The `<link rel="alternate">` tags announcing a locale's feeds, for every page's head.
pub fn head_links(site: &Site, prefix: &str) -> String {
    let (Some(feed), Some(_)) = (&site.config.feed, &site.config.hostname) else {
        return String::new();
    };
    let locale = site.locale(prefix);
    let keys = ["feedAtom", "feedRss", "feedJson"];
    crate::site::blog_config::FEED_FILES
        .into_iter()
        .zip(keys)
        .filter(|((file, _), _)| feed.files().any(|(f, _)| f == *file))
        .map(|((file, media), key)| {
            format!(
                "<link rel=\"alternate\" type=\"{media}\" title=\"{}\" href=\"{}\">",
                escape::html(&format!("{} · {}", locale.title, locale.ui(key))),
                escape::html(&format!("{prefix}{file}"))
            )
        })
        .collect()
}

/// One locale's feed: its texts and its newest articles.
struct Channel<'a> {
    site: &'a Site,
    prefix: &'a str,
    locale: &'a Locale,
    home: String,
    items: Vec<Item<'a>>,
    /// Newest item time (Unix ms), 0 without any.
    updated: i64,
}

struct Item<'a> {
    article: Article<'a>,
    url: String,
    time: Option<i64>,
}

impl Item<'_> {
    /// The page's `feed.title`, else its title.
    fn title(&self) -> &str {
        match &self.article.page.front_matter.feed {
            Some(PageFeed::Entry { title: Some(t), .. }) => t,
            _ => &self.article.page.title,
        }
    }

    /// The page's `feed.description`, else its excerpt.
    fn summary(&self) -> Option<String> {
        match &self.article.page.front_matter.feed {
            Some(PageFeed::Entry {
                description: Some(d),
                ..
            }) => Some(d.clone()),
            _ => self.article.excerpt(),
        }
    }
}

impl<'a> Channel<'a> {
    fn new(site: &'a Site, prefix: &'a str, locale: &'a Locale, count: usize) -> Option<Self> {
        let home = absolute_url(site, prefix)?;
        let mut items: Vec<Item> = articles::list(
            site.pages
                .iter()
                .filter(|p| p.locale == prefix && !p.is_generated())
                .filter(|p| p.front_matter.feed != Some(PageFeed::Switch(false))),
        )
        .into_iter()
        .filter_map(|article| {
            let time = article
                .day
                .or_else(|| article.page.git.as_ref().map(|g| g.updated_time));
            Some(Item {
                url: absolute_url(site, &article.page.route)?,
                article,
                time,
            })
        })
        .collect();
        // Newest first; undated last, in list order (a stable sort keeps it).
        items.sort_by(|a, b| {
            b.time
                .is_some()
                .cmp(&a.time.is_some())
                .then(b.time.cmp(&a.time))
        });
        items.truncate(count);
        let updated = items.iter().filter_map(|i| i.time).max().unwrap_or(0);
        Some(Self {
            site,
            prefix,
            locale,
            home,
            items,
            updated,
        })
    }

    fn self_url(&self, file: &str) -> String {
        absolute_url(self.site, &format!("{}{file}", self.prefix)).unwrap_or_default()
    }

    fn authors(&self, item: &Item) -> Vec<String> {
        let own: Vec<String> = item
            .article
            .page
            .front_matter
            .author
            .iter()
            .flatten()
            .map(|a| a.name.clone())
            .filter(|n| !n.trim().is_empty())
            .collect();
        if !own.is_empty() {
            return own;
        }
        let site_author = &self.site.config.author.name;
        vec![if site_author.trim().is_empty() {
            self.locale.title.clone()
        } else {
            site_author.clone()
        }]
    }

    fn terms<'b>(item: &'b Item) -> impl Iterator<Item = &'b String> {
        let fm = &item.article.page.front_matter;
        fm.category.iter().chain(&fm.tag)
    }

    fn atom(&self) -> String {
        let mut out = format!(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n",
            xml(&self.locale.lang)
        );
        out.push_str(&format!(
            "  <id>{}</id>\n  <title>{}</title>\n  <updated>{}</updated>\n  <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n  <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n  <generator>docs</generator>\n",
            xml(&self.home),
            xml(&self.locale.title),
            rfc3339(self.updated),
            xml(&self.self_url("atom.xml")),
            xml(&self.home)
        ));
        if !self.locale.description.is_empty() {
            out.push_str(&format!(
                "  <subtitle>{}</subtitle>\n",
                xml(&self.locale.description)
            ));
        }
        for item in &self.items {
            let time = rfc3339(item.time.unwrap_or(self.updated));
            out.push_str(&format!(
                "  <entry>\n    <title>{}</title>\n    <id>{}</id>\n    <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n    <updated>{time}</updated>\n",
                xml(item.title()),
                xml(&item.url),
                xml(&item.url)
            ));
            if item.article.day.is_some() {
                out.push_str(&format!("    <published>{time}</published>\n"));
            }
            for name in self.authors(item) {
                out.push_str(&format!(
                    "    <author><name>{}</name></author>\n",
                    xml(&name)
                ));
            }
            for term in Self::terms(item) {
                out.push_str(&format!("    <category term=\"{}\"/>\n", xml(term)));
            }
            if let Some(summary) = item.summary() {
                out.push_str(&format!("    <summary>{}</summary>\n", xml(&summary)));
            }
            out.push_str("  </entry>\n");
        }
        out.push_str("</feed>\n");
        out
    }

    fn rss(&self) -> String {
        let mut out = String::from(
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n<channel>\n",
        );
        let description = if self.locale.description.is_empty() {
            &self.locale.title
        } else {
            &self.locale.description
        };
        out.push_str(&format!(
            "  <title>{}</title>\n  <link>{}</link>\n  <description>{}</description>\n  <language>{}</language>\n  <lastBuildDate>{}</lastBuildDate>\n  <generator>docs</generator>\n  <atom:link href=\"{}\" rel=\"self\" type=\"application/rss+xml\"/>\n",
            xml(&self.locale.title),
            xml(&self.home),
            xml(description),
            xml(&self.locale.lang),
            rfc822(self.updated),
            xml(&self.self_url("rss.xml"))
        ));
        for item in &self.items {
            out.push_str(&format!(
                "  <item>\n    <title>{}</title>\n    <link>{}</link>\n    <guid isPermaLink=\"true\">{}</guid>\n",
                xml(item.title()),
                xml(&item.url),
                xml(&item.url)
            ));
            if let Some(time) = item.time {
                out.push_str(&format!("    <pubDate>{}</pubDate>\n", rfc822(time)));
            }
            for term in Self::terms(item) {
                out.push_str(&format!("    <category>{}</category>\n", xml(term)));
            }
            if let Some(summary) = item.summary() {
                out.push_str(&format!(
                    "    <description>{}</description>\n",
                    xml(&summary)
                ));
            }
            out.push_str("  </item>\n");
        }
        out.push_str("</channel>\n</rss>\n");
        out
    }

    fn json(&self) -> String {
        let items: Vec<serde_json::Value> = self
            .items
            .iter()
            .map(|item| {
                let mut entry = json!({
                    "id": item.url,
                    "url": item.url,
                    "title": item.title(),
                    "authors": self.authors(item).into_iter().map(|name| json!({"name": name})).collect::<Vec<_>>(),
                });
                if let Some(summary) = item.summary() {
                    // JSON Feed asks for `content_html` or `content_text` on every item.
                    entry["summary"] = json!(summary);
                    entry["content_text"] = json!(summary);
                } else {
                    entry["content_text"] = json!(item.title());
                }
                if let Some(time) = item.time {
                    entry["date_published"] = json!(rfc3339(time));
                }
                let tags: Vec<&String> = Self::terms(item).collect();
                if !tags.is_empty() {
                    entry["tags"] = json!(tags);
                }
                entry
            })
            .collect();
        let mut feed = json!({
            "version": "https://jsonfeed.org/version/1.1",
            "title": self.locale.title,
            "home_page_url": self.home,
            "feed_url": self.self_url("feed.json"),
            "language": self.locale.lang,
            "items": items,
        });
        if !self.locale.description.is_empty() {
            feed["description"] = json!(self.locale.description);
        }
        let mut text = serde_json::to_string_pretty(&feed).unwrap_or_default();
        text.push('\n');
        text
    }
}

/// Text for XML 1.0: escaped, without the control characters XML cannot hold at all.
fn xml(s: &str) -> String {
    let allowed: String = s
        .chars()
        .filter(|&c| {
            matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{FFFE}' && c != '\u{FFFF}')
        })
        .collect();
    escape::html(&allowed)
}

/// `2022-01-02T00:00:00Z` (Atom, JSON Feed).
fn rfc3339(ms: i64) -> String {
    let secs = ms.div_euclid(1000).rem_euclid(86_400);
    format!(
        "{}T{:02}:{:02}:{:02}Z",
        dates::iso_date(ms),
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// `Sun, 02 Jan 2022 00:00:00 +0000` (RSS 2.0's RFC 822 dates, four-digit year).
fn rfc822(ms: i64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = ms.div_euclid(86_400_000);
    let iso = dates::iso_date(ms);
    let mut parts = iso.split('-');
    let (y, m, d) = (
        parts.next().unwrap_or("1970"),
        parts
            .next()
            .and_then(|m| m.parse::<usize>().ok())
            .unwrap_or(1),
        parts.next().unwrap_or("01"),
    );
    let secs = ms.div_euclid(1000).rem_euclid(86_400);
    format!(
        "{}, {d} {} {y} {:02}:{:02}:{:02} +0000",
        DAYS[days.rem_euclid(7) as usize],
        MONTHS[(m + 11) % 12],
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_written_as_the_formats_ask() {
        let ms = dates::parse_day("2022-01-02").unwrap();
        assert_eq!(rfc3339(ms), "2022-01-02T00:00:00Z");
        assert_eq!(rfc822(ms), "Sun, 02 Jan 2022 00:00:00 +0000");
        assert_eq!(rfc822(0), "Thu, 01 Jan 1970 00:00:00 +0000");
    }

    #[test]
    fn xml_text_drops_what_xml_cannot_hold_and_escapes_the_rest() {
        assert_eq!(xml("a\u{1}b<&>\"'"), "ab&lt;&amp;&gt;&quot;&#39;");
    }
}
