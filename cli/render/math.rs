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
        Ok(Ok(html)) => well_formed(&html),
        _ => format!("<code class=\"math-source\">{}</code>", escape::html(tex)),
    }
}

/// The MathML elements the converter writes: any other `<` in its output is text it did not
/// escape (an operator such as `a < b`, an error message quoting the source) and is escaped here.
const ELEMENTS: &[&str] = &[
    "annotation",
    "math",
    "menclose",
    "merror",
    "mfrac",
    "mi",
    "mmultiscripts",
    "mn",
    "mo",
    "mover",
    "mpadded",
    "mphantom",
    "mprescripts",
    "mroot",
    "mrow",
    "ms",
    "mspace",
    "msqrt",
    "mstyle",
    "msub",
    "msubsup",
    "msup",
    "mtable",
    "mtd",
    "mtext",
    "mtr",
    "munder",
    "munderover",
    "none",
    "semantics",
];

/// The converter's output with every `<` that does not open or close one of its [`ELEMENTS`] and
/// every `&` that does not start an entity escaped: it writes some operators and its error
/// messages as they are, which would otherwise be markup in the page.
fn well_formed(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(c) = rest.chars().next() {
        let tail = rest.get(c.len_utf8()..).unwrap_or("");
        match c {
            '<' => {
                let name_start = tail.strip_prefix('/').unwrap_or(tail);
                let name: String = name_start
                    .chars()
                    .take_while(char::is_ascii_alphanumeric)
                    .collect();
                let after = name_start.get(name.len()..).unwrap_or("");
                let tag = ELEMENTS.contains(&name.as_str()) && after.starts_with([' ', '>', '/']);
                out.push_str(if tag { "<" } else { "&lt;" });
            }
            '&' => {
                let entity = ["amp;", "lt;", "gt;", "quot;", "nbsp;", "#"]
                    .iter()
                    .any(|e| tail.starts_with(e));
                out.push_str(if entity { "&" } else { "&amp;" });
            }
            other => out.push(other),
        }
        rest = tail;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inline_and_display_formulas_become_mathml() {
        let inline = mathml("x^2", false);
        assert!(inline.starts_with("<math"), "{inline}");
        assert!(
            inline.contains("<msup>") && !inline.contains("display=\"block\""),
            "{inline}"
        );
        let block = mathml("\\frac{a}{b}", true);
        assert!(
            block.contains("display=\"block\"") && block.contains("<mfrac>"),
            "{block}"
        );
        assert!(
            block.contains("<annotation encoding=\"application/x-tex\">\\frac{a}{b}</annotation>"),
            "{block}"
        );
    }

    #[test]
    fn what_the_converter_leaves_unescaped_is_escaped() {
        let lt = mathml("a < b", false);
        assert!(lt.contains("<mo>&lt;</mo>"), "{lt}");
        for tex in [
            "\\begin{<script>alert(1)</script>}",
            "\\text{<img src=x onerror=alert(1)>}",
            "\\color{red\" onmouseover=\"x}{a}",
            "\\<img>",
            "a & b",
        ] {
            let html = mathml(tex, false);
            assert!(
                !html.contains("<script") && !html.contains("<img"),
                "{tex}: {html}"
            );
            assert!(!html.contains("\" onmouseover"), "{tex}: {html}");
        }
    }

    #[test]
    fn broken_tex_never_fails_the_page() {
        for tex in [
            "\\frac{",
            "}",
            "\\unknowncommand",
            "\\begin{matrix}",
            "<script>",
            "&",
        ] {
            let html = mathml(tex, false);
            assert!(
                !html.contains("<script>") && !html.contains("&</"),
                "{tex}: {html}"
            );
        }
    }
}
