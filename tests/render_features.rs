//! The Markdown features a site turns on or off (site.yaml `markdown:`) and the depth `[[toc]]`
//! follows (`headerDepth`): a feature that is off leaves its syntax as the text it is.

use docs::render::{self, RenderOptions};
use docs::site::theme_options::MarkdownFeatures;

const PAGE: &str = "Inline $x^2$ and\n\n$$\\frac{a}{b}$$\n\n> [!NOTE]\n> Read this.\n\n- [x] done\n- [ ] open\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n::: center\nMiddle\n:::\n\n::: code-tabs\n@tab npm\n```sh\nnpm i\n```\n:::\n";

fn html(features: MarkdownFeatures) -> String {
    render::markdown(
        PAGE,
        &RenderOptions {
            file: "guide/page.md",
            features,
            ..Default::default()
        },
    )
    .html
}

#[test]
fn by_default_math_and_alerts_stay_literal_and_the_rest_renders() {
    let out = html(MarkdownFeatures::default());
    assert!(out.contains("Inline $x^2$ and"), "{out}");
    assert!(
        out.contains("$$\\frac{a}{b}$$") && !out.contains("<math"),
        "{out}"
    );
    assert!(
        out.contains("<blockquote>") && out.contains("[!NOTE]"),
        "{out}"
    );
    assert!(out.contains("task-list-item-checkbox"), "{out}");
    assert!(out.contains("data-widget=\"Mermaid\""), "{out}");
    assert!(out.contains("<div style=\"text-align:center\">"), "{out}");
    assert!(out.contains("class=\"vp-code-tabs\""), "{out}");
}

#[test]
fn math_on_is_mathml_written_by_the_server() {
    let out = html(MarkdownFeatures {
        math: true,
        ..Default::default()
    });
    assert!(!out.contains("$x^2$") && !out.contains("$$"), "{out}");
    assert!(out.contains("Inline <math display=\"inline\">"), "{out}");
    assert!(
        out.contains("<msup>") && out.contains("x^2</annotation>"),
        "{out}"
    );
    assert!(out.contains("<math display=\"block\">"), "{out}");
    assert!(out.contains("<mfrac>"), "{out}");
    assert!(!out.contains("<script"), "no client script: {out}");
}

#[test]
fn alerts_on_become_hint_boxes() {
    let out = html(MarkdownFeatures {
        alerts: true,
        ..Default::default()
    });
    assert!(
        out.contains(
            "<div class=\"hint-container note\"><p class=\"hint-container-title\">Note</p>"
        ),
        "{out}"
    );
    assert!(
        !out.contains("[!NOTE]") && !out.contains("<blockquote>"),
        "{out}"
    );
}

#[test]
fn features_off_leave_their_syntax_as_text() {
    let out = html(MarkdownFeatures {
        mermaid: false,
        tasklist: false,
        align: false,
        code_tabs: false,
        ..Default::default()
    });
    assert!(
        out.contains("[x] done") && !out.contains("checkbox"),
        "{out}"
    );
    assert!(!out.contains("data-widget=\"Mermaid\""), "{out}");
    assert!(
        out.contains("language-mermaid") || out.contains("flowchart LR"),
        "{out}"
    );
    assert!(
        out.contains("<p>::: center</p>") && !out.contains("text-align"),
        "{out}"
    );
    assert!(
        out.contains("<p>::: code-tabs</p>") && !out.contains("vp-code-tabs"),
        "{out}"
    );
}

#[test]
fn toc_marker_lists_headings_to_the_page_depth() {
    let src = "[[toc]]\n\n## Two\n\n### Three\n\n#### Four\n";
    let toc = |depth: u8| {
        let out = render::markdown(
            src,
            &RenderOptions {
                toc_depth: depth,
                ..Default::default()
            },
        )
        .html;
        let end = out.find("</nav>").expect("toc");
        out[..end].to_owned()
    };
    let shallow = toc(1);
    assert!(
        shallow.contains("#two") && !shallow.contains("#three"),
        "{shallow}"
    );
    let default = toc(2);
    assert!(
        default.contains("#three") && !default.contains("#four"),
        "{default}"
    );
    let deep = toc(3);
    assert!(deep.contains("#four"), "{deep}");
}
