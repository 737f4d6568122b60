//! `$…$` and `$$…$$` (site.yaml `markdown: {math: true}`): TeX written out as MathML on the server,
//! which browsers draw natively, so a page with formulas needs no script and no font download.

use pulldown_latex::config::DisplayMode;
use pulldown_latex::{push_mathml, Parser, RenderConfig, Storage};

use super::escape;

/// The MathML of one formula; `display` for a `$$…$$` block. The TeX source is kept as the
/// formula's annotation (what screen readers and copy tools can fall back to). A formula the
/// converter cannot take stays as its source text in a `<code>`.
pub fn mathml(tex: &str, display: bool) -> String {
    let storage = Storage::new();
    // Written into the annotation as given: the converter does not escape it.
    let annotation = escape::html(tex);
    let config = RenderConfig {
        display_mode: if display {
            DisplayMode::Block
        } else {
            DisplayMode::Inline
        },
        annotation: Some(&annotation),
        ..RenderConfig::default()
    };
    let mut out = String::new();
    // The converter is third-party code fed with what the author wrote: a panic in it must cost
    // one formula, never the page (or the server).
    let converted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        push_mathml(&mut out, Parser::new(tex, &storage), config).map(|_| out)
    }));
    match converted {
        Ok(Ok(html)) => html,
        _ => format!(
            "<code class=\"math-source\">{}</code>",
            escape::html(tex)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_and_display_formulas_become_mathml() {
        let inline = mathml("x^2", false);
        assert!(inline.starts_with("<math"), "{inline}");
        assert!(inline.contains("<msup>") && !inline.contains("display=\"block\""), "{inline}");
        let block = mathml("\\frac{a}{b}", true);
        assert!(block.contains("display=\"block\"") && block.contains("<mfrac>"), "{block}");
        assert!(block.contains("<annotation encoding=\"application/x-tex\">\\frac{a}{b}</annotation>"), "{block}");
    }

    #[test]
    fn broken_tex_never_fails_the_page() {
        for tex in ["\\frac{", "}", "\\unknowncommand", "\\begin{matrix}", "<script>", "&"] {
            let html = mathml(tex, false);
            assert!(!html.contains("<script>") && !html.contains("&</"), "{tex}: {html}");
        }
    }
}
