//! Inline extensions over pulldown-cmark events: `==mark==`, bare-URL links, and the
//! "no whitespace inside `^sup^` / `~sub~`" rule. Works on events, never on rendered HTML.

use pulldown_cmark::{CowStr, Event, Tag, TagEnd};

use super::escape;
use crate::site::text::Cut;

/// Top-level domains that make a bare `name.tld` a link. Deliberately short: file names such as
/// `v3.sh` or `README.md` end in country codes and must stay text.
const FUZZY_TLDS: &[&str] = &[
    "com", "net", "org", "io", "cn", "top", "xyz", "dev", "me", "cc", "co", "app", "ci", "cloud",
    "info", "pro",
];

/// Find a bare domain (`alist.nn.ci`, `example.com/path`) in `text`: (start, end) byte offsets.
fn find_bare_domain(text: &str) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let is_label = |b: u8| b.is_ascii_alphanumeric() || b == b'-';
    let mut i = 0;
    while i < bytes.len() {
        if !is_label(bytes[i])
            || (i > 0
                && (is_label(bytes[i - 1])
                    || matches!(bytes[i - 1], b'.' | b'@' | b'/' | b'_' | b':')))
        {
            i += 1;
            continue;
        }
        let mut end = i;
        let mut dots = Vec::new();
        while end < bytes.len()
            && (is_label(bytes[end])
                || (bytes[end] == b'.' && end + 1 < bytes.len() && is_label(bytes[end + 1])))
        {
            if bytes[end] == b'.' {
                dots.push(end);
            }
            end += 1;
        }
        let tld_ok = dots.last().is_some_and(|&d| {
            FUZZY_TLDS.contains(&text.between(d + 1, end).to_ascii_lowercase().as_str())
        });
        let glued = end < bytes.len() && (bytes[end] == b'_' || bytes[end] == b'@');
        if tld_ok && !glued {
            if end < bytes.len() && bytes[end] == b'/' {
                end += text
                    .after(end)
                    .find(|c: char| {
                        c.is_whitespace() || matches!(c, '<' | '>' | '"' | '`' | ')' | '，' | '。')
                    })
                    .unwrap_or(text.len() - end);
                while text.before(end).ends_with(['.', ',', ';', ':', '!', '?']) {
                    end -= 1;
                }
            }
            return Some((i, end));
        }
        i = end.max(i + 1);
    }
    None
}

/// The anchor linkify writes for a bare URL; `shown` is the visible text, `href` its target.
fn link_html(href: &str, shown: &str) -> String {
    format!(
        "<a href=\"{}\" target=\"_blank\" rel=\"noopener noreferrer\">{}{}</a>",
        escape::html(href),
        // A long address may wrap after its separators (a table cell on a phone), never mid-word.
        super::tables::breakable(shown),
        super::links::EXTERNAL_ICON
    )
}

/// The visible text of an anchor written by [`link_html`], so heading slugs keep bare URLs the way
/// VuePress does (its slug reads the link's text tokens).
pub fn linkified_text(html: &str) -> Option<String> {
    let rest = html.strip_prefix("<a href=\"")?;
    let shown_start =
        rest.find("rel=\"noopener noreferrer\">")? + "rel=\"noopener noreferrer\">".len();
    let shown = rest
        .after(shown_start)
        .strip_suffix(&format!("{}</a>", super::links::EXTERNAL_ICON))?;
    Some(crate::site::text::entities::decode(&shown.replace("<wbr>", "")).into_owned())
}

/// Split text into plain and link pieces: `http(s)://` URLs and bare domains (trailing punctuation stays text).
pub fn linkify(text: &str) -> Option<Vec<Event<'static>>> {
    if !text.contains("http://") && !text.contains("https://") {
        let (start, end) = find_bare_domain(text)?;
        let mut events = Vec::new();
        if start > 0 {
            events.push(Event::Text(CowStr::from(text.before(start).to_owned())));
        }
        let shown = text.between(start, end);
        events.push(Event::InlineHtml(CowStr::from(link_html(
            &format!("http://{shown}"),
            shown,
        ))));
        match linkify(text.after(end)) {
            Some(rest) => events.extend(rest),
            None if end < text.len() => {
                events.push(Event::Text(CowStr::from(text.after(end).to_owned())))
            }
            None => {}
        }
        return Some(events);
    }
    let mut events = Vec::new();
    let mut rest = text;
    while let Some(start) = ["https://", "http://"]
        .iter()
        .filter_map(|p| rest.find(p))
        .min()
    {
        let tail = rest.after(start);
        let mut end = tail
            .find(|c: char| {
                c.is_whitespace()
                    || matches!(c, '<' | '>' | '"' | '`')
                    || !c.is_ascii() && !c.is_alphanumeric()
            })
            .unwrap_or(tail.len());
        while end > 0
            && tail
                .before(end)
                .ends_with(['.', ',', ';', ':', '!', '?', ')', '\'', '。', '，'])
        {
            let last = tail.before(end).chars().last().map_or(1, char::len_utf8);
            end -= last;
        }
        let url = tail.before(end);
        if url.len() <= "https://".len() {
            events.push(Event::Text(CowStr::from(
                rest.before(start + end.max(1)).to_owned(),
            )));
            rest = rest.after(start + end.max(1));
            continue;
        }
        if start > 0 {
            events.push(Event::Text(CowStr::from(rest.before(start).to_owned())));
        }
        events.push(Event::InlineHtml(CowStr::from(link_html(url, url))));
        rest = tail.after(end);
    }
    if !rest.is_empty() {
        events.push(Event::Text(CowStr::from(rest.to_owned())));
    }
    Some(events)
}

fn is_block_end(e: &Event) -> bool {
    matches!(
        e,
        Event::End(
            TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::TableCell
                | TagEnd::Item
                | TagEnd::BlockQuote(_)
        ) | Event::Start(Tag::Paragraph | Tag::Heading { .. } | Tag::TableCell | Tag::Item)
    )
}

/// Turn `==text==` pairs into `<mark>` within each block; an unpaired `==` stays literal.
pub fn mark(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    if !events
        .iter()
        .any(|e| matches!(e, Event::Text(t) if t.contains("==")))
    {
        return events;
    }
    let mut out = Vec::with_capacity(events.len() + 8);
    let mut block: Vec<Event> = Vec::new();
    for e in events {
        let boundary = is_block_end(&e);
        if boundary {
            flush_marks(&mut block, &mut out);
            out.push(e);
        } else {
            block.push(e);
        }
    }
    flush_marks(&mut block, &mut out);
    out
}

fn flush_marks<'a>(block: &mut Vec<Event<'a>>, out: &mut Vec<Event<'a>>) {
    let total: usize = block
        .iter()
        .map(|e| {
            if let Event::Text(t) = e {
                t.matches("==").count()
            } else {
                0
            }
        })
        .sum();
    let mut usable = total - total % 2;
    let mut open = false;
    for e in block.drain(..) {
        match e {
            Event::Text(t) if usable > 0 && t.contains("==") => {
                let mut rest: &str = &t;
                while usable > 0 {
                    let Some(i) = rest.find("==") else { break };
                    if i > 0 {
                        out.push(Event::Text(CowStr::from(rest.before(i).to_owned())));
                    }
                    // `=={{ x }}==` with the Vue part removed leaves nothing to mark.
                    let empty = open
                        && i == 0
                        && matches!(out.last(), Some(Event::InlineHtml(h)) if h.as_ref() == "<mark>");
                    if empty {
                        out.pop();
                    } else {
                        out.push(Event::InlineHtml(
                            if open { "</mark>" } else { "<mark>" }.into(),
                        ));
                    }
                    open = !open;
                    usable -= 1;
                    rest = rest.after(i + 2);
                }
                if !rest.is_empty() {
                    out.push(Event::Text(CowStr::from(rest.to_owned())));
                }
            }
            other => out.push(other),
        }
    }
}

/// `^a b^` with whitespace inside is not superscript (same for `~sub~`): put the markers back.
pub fn literal_sup_sub(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut open: Vec<(usize, &'static str)> = Vec::new();
    for e in events {
        match &e {
            Event::Start(Tag::Superscript) => open.push((out.len(), "^")),
            Event::Start(Tag::Subscript) => open.push((out.len(), "~")),
            Event::End(TagEnd::Superscript | TagEnd::Subscript) => {
                if let Some((start, marker)) = open.pop() {
                    let spaced = out[start + 1..].iter().any(
                        |ev| matches!(ev, Event::Text(t) if t.chars().any(char::is_whitespace)),
                    );
                    if spaced {
                        out[start] = Event::Text(marker.into());
                        out.push(Event::Text(marker.into()));
                        continue;
                    }
                }
            }
            _ => {}
        }
        out.push(e);
    }
    out
}

/// `^x^` and `~x~` glued to a word (`ID^1^`, `H~2~O`): markdown-it's sup/sub rules open anywhere,
/// pulldown's only at a word boundary. Runs over each run of adjacent text events (pulldown splits text
/// at the markers it tried); the content may not hold whitespace, like the live rule. Escaped markers
/// reach here as HTML entities, not text, so they stay literal.
pub fn glued_sup_sub(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    if !events
        .iter()
        .any(|e| matches!(e, Event::Text(t) if t.contains(['^', '~'])))
    {
        return events;
    }
    let mut out: Vec<Event> = Vec::with_capacity(events.len());
    let mut run = String::new();
    for e in events {
        match e {
            Event::Text(t) => run.push_str(&t),
            other => {
                flush_sup_sub(&mut run, &mut out);
                out.push(other);
            }
        }
    }
    flush_sup_sub(&mut run, &mut out);
    out
}

fn flush_sup_sub(run: &mut String, out: &mut Vec<Event<'_>>) {
    if run.is_empty() {
        return;
    }
    let text = std::mem::take(run);
    let mut plain_from = 0;
    let mut i = 0;
    while let Some(off) = text.after(i).find(['^', '~']) {
        let at = i + off;
        let marker = text.between(at, at + 1);
        let body_start = at + 1;
        let closing = text.after(body_start).find(marker).map(|o| body_start + o);
        // Byte test: `ix` may fall inside a multi-byte character (the marker itself is ASCII).
        let doubled = |ix: usize| text.as_bytes().get(ix) == marker.as_bytes().first();
        let valid = closing.filter(|&end| {
            // `~~` is strikethrough (or a literal run), never two subscripts.
            let doubled_marker = (at > 0 && doubled(at - 1))
                || doubled(body_start)
                || text.get(end + 1..).is_some_and(|r| r.starts_with(marker));
            end > body_start
                && !text.between(body_start, end).contains(char::is_whitespace)
                && !doubled_marker
        });
        let Some(end) = valid else {
            i = body_start;
            continue;
        };
        if at > plain_from {
            out.push(Event::Text(CowStr::from(
                text.between(plain_from, at).to_owned(),
            )));
        }
        let tag = if marker == "^" { "sup" } else { "sub" };
        out.push(Event::InlineHtml(format!("<{tag}>").into()));
        out.push(Event::Text(CowStr::from(
            text.between(body_start, end).to_owned(),
        )));
        out.push(Event::InlineHtml(format!("</{tag}>").into()));
        plain_from = end + 1;
        i = end + 1;
    }
    if plain_from < text.len() {
        out.push(Event::Text(CowStr::from(text.after(plain_from).to_owned())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_domains_link_but_file_names_do_not() {
        assert_eq!(find_bare_domain("open alist.nn.ci now"), Some((5, 16)));
        assert_eq!(find_bare_domain("see example.com/a/b."), Some((4, 19)));
        for text in [
            "run v3.sh",
            "edit README.md",
            "config.json",
            "a@b.com",
            "/x/y.com",
            "jwt_secret.com_x",
        ] {
            assert_eq!(find_bare_domain(text), None, "{text}");
        }
    }

    fn html_of(events: Vec<Event>) -> String {
        let mut html = String::new();
        pulldown_cmark::html::push_html(&mut html, events.into_iter());
        html
    }

    #[test]
    fn glued_sup_and_sub_render() {
        let events = vec![
            Event::Text("tenant ID".into()),
            Event::Text("^".into()),
            Event::Text("1".into()),
            Event::Text("^".into()),
            Event::Text(" and H~2~O, ~~x~~ a^b c^ ^^".into()),
        ];
        assert_eq!(
            html_of(glued_sup_sub(events)),
            "tenant ID<sup>1</sup> and H<sub>2</sub>O, ~~x~~ a^b c^ ^^"
        );
    }

    #[test]
    fn glued_sup_sub_survives_hostile_runs() {
        let hostile = "^~".repeat(20_000) + &"a^".repeat(20_000);
        let out = html_of(glued_sup_sub(vec![Event::Text(hostile.into())]));
        assert!(out.len() > 40_000);
    }

    #[test]
    fn linkified_text_reads_back_the_shown_url() {
        let html = link_html("https://a.b/?x=1&y=2", "https://a.b/?x=1&y=2");
        assert_eq!(
            linkified_text(&html).as_deref(),
            Some("https://a.b/?x=1&y=2")
        );
        assert_eq!(linkified_text("<a href=\"/x\">x</a>"), None);
    }

    #[test]
    fn linkify_trims_trailing_punctuation() {
        let events = linkify("see https://example.org/a.b, now").unwrap();
        assert_eq!(events.len(), 3);
        assert!(
            matches!(&events[1], Event::InlineHtml(h) if h.starts_with("<a href=\"https://example.org/a.b\""))
        );
        assert!(matches!(&events[2], Event::Text(t) if t.as_ref() == ", now"));
    }
}
