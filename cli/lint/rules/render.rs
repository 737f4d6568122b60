//! Problems the renderer recorded (containers, raw HTML, media, includes, components), mapped from
//! body lines to file lines; plus the checks on the rendered output itself (leftover markers).

use crate::lint::position::Positions;
use crate::lint::Scope;
use crate::render::RenderedPage;
use crate::site::{Diagnostic, Severity, Site, Span};

/// Report the problems recorded while rendering the pages in scope.
pub fn check(
    site: &Site,
    rendered: &[Option<&RenderedPage>],
    scope: &Scope,
    out: &mut Vec<Diagnostic>,
) {
    super::leftover::check(site, rendered, scope, out);
    for (page, r) in site.pages.iter().zip(rendered) {
        let Some(r) = r.as_ref().filter(|_| scope.includes(&page.file)) else {
            continue;
        };
        let positions = Positions::new(site, page);
        for p in &r.problems {
            let (severity, help) = match p.rule {
                "markdown/unclosed-container" => (
                    Severity::Error,
                    "close it with a line of colons at least as long as the opener",
                ),
                "markdown/raw-script" => (
                    Severity::Error,
                    "scripts in content are dropped; use a component instead",
                ),
                "markdown/raw-document-tag" => (
                    Severity::Error,
                    "<meta>, <base> and <link> act on the whole page; a redirect belongs in `redirects:` of site.yaml",
                ),
                "markdown/event-handler" => (
                    Severity::Error,
                    "inline handlers and javascript: URLs are dropped",
                ),
                "markdown/unsupported-media" => (
                    Severity::Warning,
                    "supported: mp4, mp3, webm, ogg, mpd, dash, m3u8, hls, ts, flv",
                ),
                "markdown/include" => (Severity::Error, "paths are relative to the including file"),
                "vue/template-syntax" => (
                    Severity::Warning,
                    "Vue bindings, events and {{ }} need VuePress; replace the interactive part with a component",
                ),
                "markdown/icon" => (
                    Severity::Info,
                    "use an emoji or an image, or bundle the icon set",
                ),
                "component/unknown" => (
                    Severity::Error,
                    "docs renders Badge, BiliBili, VPCard, ArtPlayer, AutoCatalog and the site's own widgets; port this one or remove it",
                ),
                "component/missing-data" => {
                    (Severity::Error, "add the data file under content/data/")
                }
                _ => (
                    Severity::Error,
                    "docs does not render this; replace it with Markdown or a supported component",
                ),
            };
            out.push(Diagnostic {
                rule: p.rule,
                severity,
                // Include problems are counted in the including file's own lines already.
                span: if p.rule == "markdown/include" {
                    Span::at(&page.file, page.body_line + p.line.saturating_sub(1), 1)
                } else {
                    positions.span(p.line, |_| 1)
                },
                message: p.message.clone(),
                help: Some(help.into()),
            });
        }
    }
}
