//! The site's own SVG figures (`![alt](/figures/x.svg)` on a file in `public/`) are written into the
//! page instead of loaded as `<img>` (issue 34 item 8): an image cannot see the page's colour mode,
//! so in dark mode it stayed a white block. Inline, the stylesheet (`styles/figures.css`) recolours
//! the figure's small palette for the dark theme, the first paint is final, and a link around it
//! opens the file at full size for the ~11 px labels.
//!
//! An SVG that could carry behaviour (scripts, styles that would leak into the page, foreign HTML)
//! stays an `<img>` with its width and height, so the place is still kept while it loads.

use crate::site::text::Cut;

/// Rewrite every `<img>` of a site-local SVG in `html`; `counter` numbers the page's figures so
/// their element ids stay unique when several are inlined into one page. Each figure written is
/// also handed to `written` (the outline takes the ids it holds).
pub fn inline(
    html: &str,
    site: &crate::site::Site,
    counter: &mut u32,
    zoom: &str,
    written: &mut dyn FnMut(&str),
) -> String {
    const OPEN: &str = "<img src=\"/";
    if !html.contains(OPEN) {
        return html.to_owned();
    }
    let mut out = String::with_capacity(html.len() + 4096);
    let mut rest = html;
    // Links open around the image: a figure inside one (a card's logo) cannot carry its own
    // zoom link (nested links are invalid HTML), so it stays an image.
    let mut in_link = 0usize;
    while let Some(at) = rest.find(OPEN) {
        let before = rest.before(at);
        in_link += before.matches("<a ").count() + before.matches("<a>").count();
        in_link = in_link.saturating_sub(before.matches("</a>").count());
        out.push_str(before);
        let tag_len = rest.after(at).find('>').map_or(rest.len() - at, |e| e + 1);
        let tag = rest.between(at, at + tag_len);
        rest = rest.after(at + tag_len);
        let src = attr(tag, "src").unwrap_or_default();
        let file = src
            .strip_prefix('/')
            .filter(|s| s.ends_with(".svg"))
            .and_then(|s| {
                super::deps::record(super::deps::Dep::Public(s.to_owned()));
                site.source.public_file(s)
            });
        let Some(bytes) = file else {
            out.push_str(tag);
            continue;
        };
        let text = String::from_utf8_lossy(&bytes);
        match inlinable(&text).filter(|_| in_link == 0) {
            Some(svg) => {
                *counter += 1;
                let figure = format!(
                    "<a class=\"docs-figure\" href=\"{src}\">{}<span class=\"docs-figure-zoom\">{zoom}</span></a>",
                    prefix_ids(svg, &format!("fig{counter}-"))
                        .replacen("<svg", "<svg class=\"docs-figure-svg\" focusable=\"false\"", 1)
                );
                written(&figure);
                out.push_str(&figure);
            }
            None => match svg_size(&text) {
                Some((w, h)) => out.push_str(&tag.replacen(
                    "<img",
                    &format!("<img width=\"{w}\" height=\"{h}\""),
                    1,
                )),
                None => out.push_str(tag),
            },
        }
    }
    out.push_str(rest);
    out
}

/// The value of `name="…"` in a tag, as written (still escaped).
fn attr<'t>(tag: &'t str, name: &str) -> Option<&'t str> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag.after(start).find('"')?;
    Some(tag.between(start, start + len))
}

/// The `<svg>…</svg>` element of a figure that is safe to put in the page, without any prolog.
/// Only a figure that names itself (an SVG `<title>`: a diagram with its own text, which must
/// follow the colour mode and be read out) is put in the page; a picture without one stays an
/// image, which the image viewer can open (FEATURES WG-07).
fn inlinable(text: &str) -> Option<&str> {
    let lower = text.to_ascii_lowercase();
    if !lower.contains("<title") {
        return None;
    }
    if ["<script", "<style", "<foreignobject", "javascript:", " on"]
        .iter()
        .any(|bad| {
            // ` on` only as an event attribute (`onload=`), not in words of the text.
            if *bad == " on" {
                lower.match_indices(" on").any(|(i, _)| {
                    let name: String = lower
                        .after(i + 1)
                        .chars()
                        .take_while(|c| c.is_ascii_alphabetic())
                        .collect();
                    lower.after(i + 1 + name.len()).starts_with('=')
                })
            } else {
                lower.contains(bad)
            }
        })
    {
        return None;
    }
    let start = text.find("<svg")?;
    let end = text.rfind("</svg>")? + "</svg>".len();
    (start < end).then(|| text.between(start, end))
}

/// Every `id` of the figure, and every reference to one, prefixed: two figures on one page both
/// have `title`, `desc` and `arrow`, and duplicate ids break labels, markers and accessibility.
fn prefix_ids(svg: &str, prefix: &str) -> String {
    let mut ids: Vec<&str> = svg
        .match_indices(" id=\"")
        .filter_map(|(i, m)| {
            let v = svg.after(i + m.len());
            v.find('"').map(|e| v.before(e))
        })
        .collect();
    // Longest first, so `arrow` is not rewritten inside `arrow-2`.
    ids.sort_by_key(|id| std::cmp::Reverse(id.len()));
    let mut out = svg.to_owned();
    for id in &ids {
        for (from, to) in [
            (format!(" id=\"{id}\""), format!(" id=\"{prefix}{id}\"")),
            (format!("url(#{id})"), format!("url(#{prefix}{id})")),
            (format!("href=\"#{id}\""), format!("href=\"#{prefix}{id}\"")),
        ] {
            out = out.replace(&from, &to);
        }
    }
    for name in ["aria-labelledby", "aria-describedby"] {
        let key = format!(" {name}=\"");
        if let Some(at) = out.find(&key) {
            let start = at + key.len();
            let end = start + out.after(start).find('"').unwrap_or(0);
            let value = out
                .between(start, end)
                .split_whitespace()
                .map(|t| format!("{prefix}{t}"))
                .collect::<Vec<_>>()
                .join(" ");
            out.replace_range(start..end, &value);
        }
    }
    out
}

/// The `width` and `height` of an SVG's root element, when both are plain numbers.
fn svg_size(text: &str) -> Option<(u32, u32)> {
    let tag = text.after(text.find("<svg")?);
    let tag = tag.before(tag.find('>')?);
    Some((
        attr(tag, "width")?.parse().ok()?,
        attr(tag, "height")?.parse().ok()?,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_and_their_references_get_the_figure_prefix() {
        let svg = "<svg aria-labelledby=\"title desc\"><title id=\"title\">T</title><desc id=\"desc\">D</desc><marker id=\"arrow\"/><marker id=\"arrow-2\"/><line marker-end=\"url(#arrow)\"/><line marker-end=\"url(#arrow-2)\"/></svg>";
        assert_eq!(
            prefix_ids(svg, "fig2-"),
            "<svg aria-labelledby=\"fig2-title fig2-desc\"><title id=\"fig2-title\">T</title><desc id=\"fig2-desc\">D</desc><marker id=\"fig2-arrow\"/><marker id=\"fig2-arrow-2\"/><line marker-end=\"url(#fig2-arrow)\"/><line marker-end=\"url(#fig2-arrow-2)\"/></svg>"
        );
    }

    #[test]
    fn only_inert_svgs_that_name_themselves_are_inlined() {
        assert_eq!(
            inlinable("<?xml version=\"1.0\"?>\n<svg><title>Proxy</title><text>turn on the proxy</text></svg>\n"),
            Some("<svg><title>Proxy</title><text>turn on the proxy</text></svg>")
        );
        for bad in [
            "<svg><title>t</title><script>alert(1)</script></svg>",
            "<svg onload=\"x()\"><title>t</title></svg>",
            "<svg><title>t</title><style>body{display:none}</style></svg>",
            "<svg><title>t</title><foreignObject><p>x</p></foreignObject></svg>",
            // A picture without a title stays an image the viewer can open.
            "<svg><rect width=\"9\" height=\"9\"/></svg>",
        ] {
            assert_eq!(inlinable(bad), None, "{bad}");
        }
    }

    #[test]
    fn site_figures_are_inlined_with_a_link_to_the_full_size_file() {
        let site = crate::site::Site::load(crate::site::ContentSource::Disk(
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
        ))
        .unwrap();
        let page = site.page("/guide/advanced/backup.html").unwrap();
        let html = crate::render::page(&site, page).html;
        assert!(
            !html.contains("<img src=\"/figures/"),
            "no figure left as an image"
        );
        let at = html
            .find("<a class=\"docs-figure\"")
            .expect("an inlined figure");
        assert!(
            html[at..].starts_with(
                "<a class=\"docs-figure\" href=\"/figures/backup-restore.en.svg\"><svg class=\"docs-figure-svg\" focusable=\"false\""
            ),
            "{}",
            &html[at..][..200]
        );
        assert!(html.contains("aria-labelledby=\"fig1-title fig1-desc\""));
        assert!(html.contains("<span class=\"docs-figure-zoom\">Open full size</span></a>"));
    }

    #[test]
    fn a_figure_inside_a_link_stays_an_image() {
        let site = crate::site::Site::load(crate::site::ContentSource::Disk(
            std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content"),
        ))
        .unwrap();
        let html = "<a href=\"/guide/\"><img src=\"/figures/backup-restore.en.svg\" alt=\"x\"></a>";
        let out = inline(html, &site, &mut 0, "Open full size", &mut |_| {});
        assert!(!out.contains("docs-figure"), "{out}");
        assert!(out.contains("<img width="), "still sized: {out}");
        // After the link closes, figures are inlined again.
        let after = format!("{html}<p><img src=\"/figures/backup-restore.en.svg\" alt=\"x\"></p>");
        assert!(inline(&after, &site, &mut 0, "Open full size", &mut |_| {})
            .contains("<a class=\"docs-figure\""));
    }
}
