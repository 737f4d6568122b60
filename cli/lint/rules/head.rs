//! The site's own head and look: `head:` entries in `site.yaml` and in page front matter that are
//! left out of the page (an unknown tag, a script not over https, a `javascript:` URL, a script in
//! a page's head…; see [`crate::site::head_entry`]), palette values that are not a colour, font
//! list or length, and a favicon that is not a file under `public/`. Each at its line and column.

use crate::lint::Scope;
use crate::site::head_entry::{HeadEntry, Scope as HeadScope};
use crate::site::page::split_front_matter;
use crate::site::yaml::{scalar_position, value_position};
use crate::site::{key_line, Diagnostic, Site, Span};

const SITE_YAML: &str = "site.yaml";

/// `site.yaml`'s `head:`, `palette:` and `favicon:`.
pub fn check_site(site: &Site, out: &mut Vec<Diagnostic>) {
    let text = site.text_of(SITE_YAML).unwrap_or("");
    entries(&site.config.head, HeadScope::Site, text, SITE_YAML, 0, out);
    let palette_from = key_line(text, "palette").map_or(0, |l| l as usize - 1);
    for refusal in site.config.palette.refusals() {
        let (line, col) = scalar_position(text, &refusal.value, palette_from).unwrap_or((1, 1));
        out.push(
            Diagnostic::error(
                "config/palette",
                Span::at(SITE_YAML, line, col),
                refusal.message,
            )
            .with_help("the shipped value is used until then"),
        );
    }
    favicon(site, text, out);
}

/// Each page's `head:` front matter.
pub fn check_pages(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    for page in site.pages.iter().filter(|p| scope.includes(&p.file)) {
        if page.front_matter.head.is_empty() {
            continue;
        }
        let yaml = site
            .text_of(&page.file)
            .and_then(|text| split_front_matter(text).ok())
            .and_then(|(yaml, _, _)| yaml)
            .unwrap_or("");
        // The YAML starts on the page's second line, after `---`.
        entries(
            &page.front_matter.head,
            HeadScope::Page,
            yaml,
            &page.file,
            1,
            out,
        );
    }
}

/// One finding per refused entry, found in `text` from its `head:` key on, in list order (so two
/// entries with the same tag are told apart). `offset` is the lines above `text` in the file.
fn entries(
    list: &[HeadEntry],
    scope: HeadScope,
    text: &str,
    file: &str,
    offset: u32,
    out: &mut Vec<Diagnostic>,
) {
    let head_line = key_line(text, "head").unwrap_or(1);
    // 0-based line to search from: the entry before was found above it.
    let mut cursor = head_line as usize - 1;
    for entry in list {
        let entry_at = scalar_position(text, &entry.tag, cursor);
        if let Some((line, _)) = entry_at {
            cursor = line as usize - 1;
        }
        let Some(refusal) = entry.refusal(scope) else {
            if let Some((line, _)) = entry_at {
                cursor = line as usize;
            }
            continue;
        };
        let (line, col) = scalar_position(text, &refusal.value, cursor)
            .or(entry_at)
            .unwrap_or((head_line, 1));
        if let Some((entry_line, _)) = entry_at {
            cursor = entry_line as usize;
        }
        // A page script is valid VuePress front matter (issue 54: known keys are never errors):
        // it is left out, and the owner is told where it belongs. The rest would be wrong anywhere.
        let finding = if refusal.rule == "head/page-script" {
            Diagnostic::warning
        } else {
            Diagnostic::error
        };
        out.push(
            finding(
                refusal.rule,
                Span::at(file, line + offset, col),
                refusal.message,
            )
            .with_help(refusal.help),
        );
    }
}

fn favicon(site: &Site, text: &str, out: &mut Vec<Diagnostic>) {
    let Some(written) = site.config.favicon.as_deref() else {
        return;
    };
    let (line, col) = value_position(text, "favicon", written).unwrap_or((1, 1));
    let span = Span::at(SITE_YAML, line, col);
    let Some(path) = crate::site::config::favicon(&site.config) else {
        out.push(
            Diagnostic::error(
                "config/favicon",
                span,
                format!("`favicon` is `{written}`, not a path of this site; the logo is the icon"),
            )
            .with_help("put the icon under public/ and write its path: /favicon.ico"),
        );
        return;
    };
    let rel = path.trim_start_matches('/');
    if site.source.public_file(rel).is_none() {
        out.push(
            Diagnostic::error(
                "config/favicon",
                span,
                format!("`favicon` names `{path}`, but public/{rel} does not exist"),
            )
            .with_help("put the icon under public/, or remove `favicon:` to use the logo"),
        );
    }
}
