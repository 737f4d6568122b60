//! `%SITE_ORIGIN%` in a page stands for the address the site is served from (install commands that
//! download from this site). The renderer writes the public hostname in its place, inside
//! `<span class="docs-origin" data-origin>`; the web app rewrites that span to the reader's own
//! `location.origin`, so a command copied from a local `docs serve` or a mirror works there too.
//!
//! Without a hostname the span starts empty, so a command read without JavaScript (a static export,
//! a search snippet) would be `curl /v3.sh`, which runs nowhere. An author who knows another address
//! serving the same file writes it as a fallback, `%SITE_ORIGIN|https://example.net%`: the span then
//! starts with that address (marked `data-origin-fallback`) and the app still replaces it.

use super::escape;
use crate::site::text::Cut;

/// What authors write.
pub const TOKEN: &str = "%SITE_ORIGIN%";

/// The start of the form with a fallback address: `%SITE_ORIGIN|https://host%`.
const FALLBACK_START: &str = "%SITE_ORIGIN|";

/// One private-use character stands for the token while the page renders: a single character is
/// never split by the syntax highlighter or the inline parser, so it comes out whole.
const MARK: char = '\u{E000}';

/// Tokens with a fallback get the next private-use characters, one per distinct fallback address.
const FALLBACK_MARKS: u32 = 0xFF;

/// Whether `c` is one of the marks that stand for an address while the page renders (the
/// token's or a fallback's): text holding one is an address of unknown length.
pub fn is_mark(c: char) -> bool {
    (MARK as u32..=MARK as u32 + FALLBACK_MARKS).contains(&(c as u32))
}

/// Fallback addresses of one page, in the order of their marks (`MARK + 1 + index`).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Fallbacks(Vec<String>);

impl Fallbacks {
    fn mark_for(&mut self, address: &str) -> Option<char> {
        let index = match self.0.iter().position(|a| a == address) {
            Some(i) => i,
            None if (self.0.len() as u32) < FALLBACK_MARKS => {
                self.0.push(address.to_owned());
                self.0.len() - 1
            }
            None => return None,
        };
        char::from_u32(MARK as u32 + 1 + index as u32)
    }

    fn address(&self, c: char) -> Option<&str> {
        let index = (c as u32).checked_sub(MARK as u32 + 1)?;
        self.0.get(index as usize).map(String::as_str)
    }
}

/// An origin an author may give as fallback: http(s), a host, no path, nothing that needs escaping
/// in a shell command.
fn is_origin(s: &str) -> bool {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"));
    rest.is_some_and(|host| {
        !host.is_empty()
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':'))
    })
}

/// The page text with every token replaced by an internal mark, and the fallback addresses the
/// marks stand for. A malformed fallback form is left as text (and shows up in the page).
pub fn mark(text: &str) -> (String, Fallbacks) {
    let mut fallbacks = Fallbacks::default();
    if !text.contains("%SITE_ORIGIN") {
        return (text.to_owned(), fallbacks);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("%SITE_ORIGIN") {
        out.push_str(rest.before(at));
        let tail = rest.after(at);
        if let Some(after) = tail.strip_prefix(TOKEN) {
            out.push(MARK);
            rest = after;
            continue;
        }
        let with_fallback = tail.strip_prefix(FALLBACK_START).and_then(|after| {
            let end = after.find('%')?;
            let address = after.before(end);
            let mark = is_origin(address)
                .then(|| fallbacks.mark_for(address))
                .flatten()?;
            Some((mark, after.after(end + 1)))
        });
        match with_fallback {
            Some((mark, after)) => {
                out.push(mark);
                rest = after;
            }
            None => {
                out.push('%');
                rest = tail.after(1);
            }
        }
    }
    out.push_str(rest);
    (out, fallbacks)
}

/// Plain text read from the page as it rendered (its outline) with every mark replaced by the
/// address the span shows before the app fills it, as [`fill`] chooses it.
pub fn fill_text(text: &str, address: Option<&str>, fallbacks: &Fallbacks) -> String {
    let is_mark = |c: char| c == MARK || fallbacks.address(c).is_some();
    if !text.contains(is_mark) {
        return text.to_owned();
    }
    let host = address.map(|h| h.trim_end_matches('/'));
    let mut out = String::with_capacity(text.len() + 64);
    for c in text.chars() {
        if is_mark(c) {
            out.push_str(&address_of(c, host, fallbacks, false).0);
        } else {
            out.push(c);
        }
    }
    out
}

/// The site's own address: the public hostname and the base path (`/repo` under a base), or the
/// base path alone without a hostname; `None` when both are empty (a site at `/` with no hostname).
pub fn site_address(site: &crate::site::Site) -> Option<String> {
    let host = site.config.hostname.as_deref().unwrap_or("");
    let address = format!("{host}{}", site.base.as_str().trim_end_matches('/'));
    (!address.is_empty()).then_some(address)
}

/// What a mark stands for: its fallback unless the site has an absolute address, else the
/// site's address (`host`, already escaped for HTML when `escaped`), else nothing.
fn address_of(c: char, host: Option<&str>, fallbacks: &Fallbacks, escaped: bool) -> (String, bool) {
    let absolute = host.is_some_and(|a| a.contains("://"));
    let fallback = if absolute { None } else { fallbacks.address(c) };
    let address = match (fallback, host) {
        (Some(f), _) if escaped => escape::html(f),
        (Some(f), _) => f.to_owned(),
        (None, Some(h)) => h.to_owned(),
        (None, None) => String::new(),
    };
    (address, fallback.is_some())
}

/// Plain text (a Markdown twin, llms-full.txt) with every token written as the address itself:
/// nothing runs there to fill a span, so a fallback is printed as is and a plain token becomes the
/// site's address (see [`fill`] for which wins).
pub fn plain(text: &str, address: Option<&str>) -> String {
    let (marked, fallbacks) = mark(text);
    fill_text(&marked, address, &fallbacks)
}

/// Rendered HTML with every mark replaced: a fillable span in text, the bare address inside a tag
/// (an attribute value cannot hold an element). `address` is the hostname plus base path, or the base
/// path alone when no hostname is set; only an absolute address wins over a fallback.
pub fn fill(html: String, address: Option<&str>, fallbacks: &Fallbacks) -> String {
    let is_mark = |c: char| c == MARK || fallbacks.address(c).is_some();
    if !html.contains(is_mark) {
        return html;
    }
    let host = address.map(|h| escape::html(h.trim_end_matches('/')));
    let mut out = String::with_capacity(html.len() + 64);
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ => {}
        }
        if !is_mark(c) {
            out.push(c);
            continue;
        }
        let (address, is_fallback) = address_of(c, host.as_deref(), fallbacks, true);
        if in_tag {
            out.push_str(&address);
        } else {
            out.push_str("<span class=\"docs-origin\" data-origin");
            if is_fallback {
                out.push_str(" data-origin-fallback");
            }
            out.push('>');
            out.push_str(&address);
            out.push_str("</span>");
        }
    }
    out
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{markdown, RenderOptions};

    #[test]
    fn text_inline_code_and_highlighted_code_get_one_fillable_span() {
        let page = "Get %SITE_ORIGIN%/v3.sh or `curl %SITE_ORIGIN%/v3.sh`.\n\n```bash\ncurl -fsSL %SITE_ORIGIN%/v3.sh -o v3.sh\n```\n";
        // No site, so no hostname: the spans start empty. (The inline code's address may break
        // after its slash, so the path can sit in a span of its own after the marker.)
        let html = markdown(page, &RenderOptions::default()).html;
        assert_eq!(
            html.matches("<span class=\"docs-origin\" data-origin></span>/")
                .count(),
            3,
            "{html}"
        );
        assert!(!html.contains(TOKEN) && !html.contains(MARK));
    }

    #[test]
    fn plain_text_gets_the_address_itself_and_a_fallback_only_without_a_hostname() {
        let text =
            "curl %SITE_ORIGIN%/v3.sh; wget %SITE_ORIGIN|https://m.io%/v3.sh; 50%SITE_ORIGIN|x%";
        assert_eq!(
            plain(text, Some("https://docs.io/")),
            "curl https://docs.io/v3.sh; wget https://docs.io/v3.sh; 50%SITE_ORIGIN|x%"
        );
        assert_eq!(
            plain(text, None),
            "curl /v3.sh; wget https://m.io/v3.sh; 50%SITE_ORIGIN|x%"
        );
        assert_eq!(plain("no token", None), "no token");
    }

    #[test]
    fn inside_a_tag_the_bare_host_is_written_and_without_one_the_span_is_empty() {
        let html = fill(
            format!("<a href=\"{MARK}/v3.sh\">{MARK}/v3.sh</a>"),
            Some("https://docs.io"),
            &Fallbacks::default(),
        );
        assert_eq!(
            html,
            "<a href=\"https://docs.io/v3.sh\"><span class=\"docs-origin\" data-origin>https://docs.io</span>/v3.sh</a>"
        );
        let html = fill(
            format!("<code>{MARK}/v3.sh</code>"),
            None,
            &Fallbacks::default(),
        );
        assert_eq!(
            html,
            "<code><span class=\"docs-origin\" data-origin></span>/v3.sh</code>"
        );
    }

    #[test]
    fn without_a_hostname_the_fallback_address_is_printed_so_the_command_runs() {
        let page = "```bash\ncurl -fsSL %SITE_ORIGIN|https://alist.nn.ci%/v3.sh -o v3.sh\n```\n\n`%SITE_ORIGIN%/x`\n";
        let html = markdown(page, &RenderOptions::default()).html;
        assert!(
            html.contains("<span class=\"docs-origin\" data-origin data-origin-fallback>https://alist.nn.ci</span>/v3.sh"),
            "{html}"
        );
        // The plain token keeps its empty span: no address is invented for it.
        assert!(
            html.contains("<span class=\"docs-origin\" data-origin></span>/x"),
            "{html}"
        );
        assert!(!html.contains("SITE_ORIGIN"), "{html}");
        // A base path alone is no address a shell can fetch from: the fallback still wins.
        let (text, fallbacks) = mark("%SITE_ORIGIN|https://a.io%/v3.sh %SITE_ORIGIN%/v3.sh");
        assert_eq!(
            fill(text, Some("/repo"), &fallbacks),
            "<span class=\"docs-origin\" data-origin data-origin-fallback>https://a.io</span>/v3.sh <span class=\"docs-origin\" data-origin>/repo</span>/v3.sh"
        );
    }

    #[test]
    fn a_hostname_wins_over_the_fallback() {
        let (text, fallbacks) =
            mark("a %SITE_ORIGIN|https://b.io%/v3.sh <x href=\"%SITE_ORIGIN|https://b.io%/c\">");
        let html = fill(text, Some("https://docs.io/"), &fallbacks);
        assert_eq!(
            html,
            "a <span class=\"docs-origin\" data-origin>https://docs.io</span>/v3.sh <x href=\"https://docs.io/c\">"
        );
    }

    #[test]
    fn fallbacks_are_told_apart_and_a_malformed_one_stays_text() {
        let (text, fallbacks) = mark("%SITE_ORIGIN|https://a.io% %SITE_ORIGIN|https://b.io% %SITE_ORIGIN|https://a.io% %SITE_ORIGIN|ftp://c%");
        assert_eq!(
            fill(text, None, &fallbacks),
            [
                "<span class=\"docs-origin\" data-origin data-origin-fallback>https://a.io</span>",
                "<span class=\"docs-origin\" data-origin data-origin-fallback>https://b.io</span>",
                "<span class=\"docs-origin\" data-origin data-origin-fallback>https://a.io</span>",
                "%SITE_ORIGIN|ftp://c%",
            ]
            .join(" ")
        );
    }
}
