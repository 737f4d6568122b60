//! A page as plain Markdown (its "Markdown twin", served at its route with `.md`): what a tool
//! reading the site wants instead of HTML. Front matter dropped, includes expanded, and what only
//! this site's renderer understands written out as CommonMark: containers become block quotes
//! with their title in bold, tab markers become bold labels, a badge becomes its text, and a
//! component (a widget that runs in the browser) becomes a link to the page that runs it.

use crate::render::include::{self, Fence};
use crate::render::origin;
use crate::site::{Locale, Page, Site};

/// The Markdown of `page`, starting with its title as a level-one heading.
pub fn of(site: &Site, page: &Page) -> String {
    let body = include::expand(&page.body, &page.file, Some(site), &mut Vec::new());
    // `%SITE_ORIGIN%` as the address itself: no script runs in a text to fill it in.
    let body = origin::plain(&body, origin::site_address(site).as_deref());
    let locale = site.locale(&page.locale);
    let page_url = site.base.url(&page.route).into_owned();
    let plain = plain(&body, locale, &page_url);
    let plain = plain.trim();
    let hero = hero(page);
    if has_title(plain) && hero.is_empty() {
        format!("{plain}\n")
    } else if has_title(plain) {
        // The hero goes under the page's own heading.
        let (heading, rest) = plain.split_once('\n').unwrap_or((plain, ""));
        format!("{heading}\n\n{hero}{}\n", rest.trim_start())
    } else {
        let title = page
            .front_matter
            .hero_text
            .as_deref()
            .unwrap_or(&page.title);
        format!("# {title}\n\n{hero}{plain}\n")
    }
}

/// A home page's hero written out: its tagline, its actions as links and its features as a list
/// (the page's body is often only a line below them).
fn hero(page: &Page) -> String {
    let fm = &page.front_matter;
    let mut out = String::new();
    if let Some(tagline) = fm.tagline.as_deref().filter(|t| !t.trim().is_empty()) {
        out.push_str(&format!("{}\n\n", tagline.trim()));
    }
    let actions: Vec<String> = fm
        .actions
        .iter()
        .map(|a| format!("[{}]({})", a.text, a.link))
        .collect();
    if !actions.is_empty() {
        out.push_str(&format!("{}\n\n", actions.join(" · ")));
    }
    let features = fm
        .features
        .iter()
        .chain(fm.highlights.iter().flat_map(|h| &h.features));
    let mut listed = false;
    for f in features {
        let title = match &f.link {
            Some(link) => format!("[{}]({link})", f.title),
            None => format!("**{}**", f.title),
        };
        match f.details.as_deref().filter(|d| !d.trim().is_empty()) {
            Some(details) => out.push_str(&format!("- {title}: {}\n", details.trim())),
            None => out.push_str(&format!("- {title}\n")),
        }
        listed = true;
    }
    if listed {
        out.push('\n');
    }
    out
}

/// Whether the text starts with its own `# ` heading (a page's usual first line).
fn has_title(text: &str) -> bool {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.starts_with("# "))
}

/// What a `:::` container turns into.
enum Open {
    /// A titled box (tip, warning, details…): a block quote.
    Quote,
    /// A grouping that shows no box of its own (tabs, code groups): its content, unquoted.
    Group,
}

/// Container kinds drawn as a titled box (MARKDOWN.md §5).
const BOXES: &[&str] = &[
    "tip",
    "warning",
    "danger",
    "info",
    "note",
    "details",
    "important",
    "caution",
];

fn plain(text: &str, locale: &Locale, page_url: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut fence = Fence::default();
    let mut open: Vec<Open> = Vec::new();
    for line in text.lines() {
        let depth = open.iter().filter(|o| matches!(o, Open::Quote)).count();
        let quote = "> ".repeat(depth);
        if fence.inside_after(line) {
            push_line(&mut out, &quote, line);
            continue;
        }
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix(":::") {
            let rest = rest.trim_start_matches(':').trim();
            if rest.is_empty() {
                open.pop();
                out.push('\n');
                continue;
            }
            let (kind, title) = rest.split_once(' ').unwrap_or((rest, ""));
            if BOXES.contains(&kind) {
                let title = match title.trim() {
                    "" => crate::render::default_title(kind, locale),
                    t => t,
                };
                push_line(&mut out, &quote, &format!("> **{title}**"));
                push_line(&mut out, &quote, ">");
                open.push(Open::Quote);
            } else {
                open.push(Open::Group);
            }
            continue;
        }
        if let Some(tab) = trimmed.strip_prefix("@tab") {
            let name = tab.trim_start_matches(':').trim();
            let name = name.strip_prefix("#").unwrap_or(name).trim();
            push_line(&mut out, &quote, &format!("**{name}**"));
            push_line(&mut out, &quote, "");
            continue;
        }
        if let Some(name) = component(trimmed) {
            push_line(&mut out, &quote, &format!("[{name}]({page_url})"));
            continue;
        }
        push_line(&mut out, &quote, &badges(line));
    }
    out
}

/// One output line under `quote` (`> > `); an empty line in a quote keeps the quote going.
fn push_line(out: &mut String, quote: &str, line: &str) {
    if line.is_empty() {
        out.push_str(quote.trim_end());
    } else {
        out.push_str(quote);
        out.push_str(line);
    }
    out.push('\n');
}

/// The name of a component written alone on its line (`<DriverSettings … />`, `<Token>`): a
/// capitalised tag, which HTML never has.
fn component(line: &str) -> Option<&str> {
    let rest = line.strip_prefix('<')?;
    let end = rest
        .find(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .unwrap_or(rest.len());
    let (name, _) = rest.split_at(end);
    (name.starts_with(|c: char| c.is_ascii_uppercase()) && name != "Badge").then_some(name)
}

/// `<Badge text="v3.1" type="tip"/>` written as its text.
fn badges(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some((before, after)) = rest.split_once("<Badge") {
        out.push_str(before);
        let Some((tag, tail)) = after.split_once("/>") else {
            out.push_str("<Badge");
            rest = after;
            continue;
        };
        let text = tag
            .split_once("text=\"")
            .and_then(|(_, t)| t.split_once('"'))
            .map_or("", |(t, _)| t);
        out.push_str(text);
        rest = tail;
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn containers_tabs_badges_and_components_are_written_out() {
        let text = "# T\n\n::: warning Careful\nDo not.\n\n```sh\n::: not a container\n```\n:::\n\n::: tabs\n@tab Linux\nrun it\n:::\n\nNew <Badge text=\"v3\" type=\"tip\"/> here.\n\n<DriverSettings name=\"x\" />\n";
        let out = plain(text, Locale::fallback(), "/a.html");
        assert!(
            out.contains("> **Careful**\n>\n> Do not.\n>\n> ```sh\n> ::: not a container\n> ```\n"),
            "{out}"
        );
        assert!(out.contains("**Linux**\n\nrun it\n"), "{out}");
        assert!(out.contains("New v3 here."), "{out}");
        assert!(out.contains("[DriverSettings](/a.html)"), "{out}");
        assert!(!out.contains(":::\n"), "{out}");
    }

    #[test]
    fn a_box_without_a_title_gets_its_default() {
        let out = plain("::: tip\nx\n:::\n", Locale::fallback(), "/");
        assert!(out.starts_with("> **Tips**\n"), "{out}");
    }
}
