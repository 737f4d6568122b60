//! Snapshot-free checks of the rendered shapes the front end depends on.

use super::*;

fn html(src: &str) -> String {
    markdown(src, &RenderOptions::default()).html
}

#[test]
fn headings_get_ids_anchor_and_tree() {
    let page = markdown(
        "# Title\n## Install it\n### Step **one**\n## Install it\n",
        &RenderOptions::default(),
    );
    assert!(page.html.contains(
        "<h2 id=\"install-it\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#install-it\" aria-hidden=\"true\" tabindex=\"-1\">#</a> Install it</h2>"
    ));
    assert!(page.html.contains("id=\"install-it-1\""));
    assert_eq!(page.headers.len(), 2);
    assert_eq!(page.headers[0].children[0].title, "Step one");
}

#[test]
fn soft_breaks_become_br() {
    assert_eq!(html("a\nb\n"), "<p>a<br>\nb</p>\n");
}

#[test]
fn tip_container_with_default_titles_per_locale() {
    assert!(html("::: warning\nx\n:::\n").contains(
        "<div class=\"hint-container warning\"><p class=\"hint-container-title\">Note</p>"
    ));
    let config: crate::site::SiteConfig =
        crate::site::yaml::parse(include_str!("../../content/site.yaml")).unwrap();
    let zh = markdown(
        "::: danger\nx\n:::\n",
        &RenderOptions {
            locale: &config.locales["/zh/"],
            ..Default::default()
        },
    )
    .html;
    assert!(zh.contains("<p class=\"hint-container-title\">警告</p>"));
    assert!(html("::: details More\nx\n:::\n")
        .contains("<details class=\"hint-container details\"><summary>More</summary>"));
}

#[test]
fn tabs_markup_carries_group_and_values() {
    let out = html("::: tabs#os\n@tab Linux\nL\n@tab macOS\nM\n:::\n");
    assert!(
        out.contains("<div class=\"vp-tabs\" data-tabs-group=\"os\" data-tabs-active=\"0\">"),
        "{out}"
    );
    assert!(
        out.contains("aria-controls=\"tab-0-1\" data-tab-value=\"macOS\">macOS</button>"),
        "{out}"
    );
    assert!(
        out.contains(
            "<div class=\"vp-tab active\" id=\"tab-0-0\" role=\"tabpanel\" aria-expanded=\"true\">"
        ),
        "{out}"
    );
}

#[test]
fn links_are_rewritten_and_recorded() {
    let page = markdown(
        "[a](../config/site.md#x) [b](https://example.org)",
        &RenderOptions {
            file: "guide/a.md",
            ..Default::default()
        },
    );
    assert!(
        page.html.contains("<a href=\"/config/site.html#x\">a</a>"),
        "{}",
        page.html
    );
    // The link text's last word and the icon wrap as one (issue 59: the icon never starts a line).
    assert!(
        page.html.contains(
            "target=\"_blank\" rel=\"noopener noreferrer\"><span class=\"link-word\">b<span class=\"external-link\"><svg class=\"external-link-icon\""
        ),
        "{}",
        page.html
    );
    // PG-16: the icon is hidden from assistive technology; the sr-only text announces the new window.
    assert!(page
        .html
        .contains("aria-hidden=\"true\" focusable=\"false\""));
    assert!(page
        .html
        .contains("<span class=\"sr-only\">open in new window</span></span></span></a>"));
    assert_eq!(page.links[0].route, "/config/site.html");
}

#[test]
fn code_fence_and_mermaid_placeholder() {
    let out = html("```bash\necho hi\n```\n");
    assert!(
        out.starts_with("<div class=\"language-bash line-numbers-mode\" data-ext=\"sh\""),
        "{out}"
    );
    let page = markdown("```mermaid\nflowchart LR\n```\n", &RenderOptions::default());
    assert!(page.html.contains("data-widget=\"Mermaid\""));
    assert_eq!(page.widgets, ["Mermaid"]);
}

#[test]
fn reading_time_counts_cjk() {
    let page = markdown("你好 world", &RenderOptions::default());
    assert_eq!(page.reading_time.words, 3);
}

#[test]
fn normal_demo_becomes_a_code_demo_placeholder_with_its_parts() {
    let page = markdown(
        "::: normal-demo Hello <demo>\n\n```html\n<p class=\"x\">Hi & bye</p>\n```\n\n```js\nconsole.log('hi')\n```\n\n```scss\n.x { color: red; }\n```\n\n```css\n.ignored {}\n```\n:::\n",
        &RenderOptions::default(),
    );
    assert_eq!(page.widgets, ["CodeDemo"]);
    let html = &page.html;
    assert!(
        html.starts_with("<div class=\"vp-code-demo\" data-widget=\"CodeDemo\" data-props=\""),
        "{html}"
    );
    let start = html.find("data-props=\"").unwrap() + "data-props=\"".len();
    let end = start + html[start..].find('"').unwrap();
    let raw = html[start..end]
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let props: serde_json::Value = serde_json::from_str(&raw).unwrap();
    assert_eq!(props["title"], "Hello <demo>");
    assert_eq!(props["html"], "<p class=\"x\">Hi & bye</p>\n");
    assert_eq!(props["js"], "console.log('hi')\n");
    assert_eq!(props["jsLang"], "js");
    // The first fence of a kind wins; its language names the preprocessor.
    assert_eq!(props["css"], ".x { color: red; }\n");
    assert_eq!(props["cssLang"], "scss");
    // The no-JS version: title and highlighted code blocks inside the placeholder.
    assert!(html.contains("<p class=\"vp-code-demo-title\">Hello &lt;demo&gt;</p>"));
    assert!(html.contains("<div class=\"language-html line-numbers-mode\""));
    assert!(html.contains("<div class=\"language-js line-numbers-mode\""));
    assert!(html.trim_end().ends_with("</div></div></div>"));
}

#[test]
fn long_one_word_titles_wrap_at_their_word_boundaries() {
    let page = markdown(
        "# ChaoxingxingGroupCloud\n\n## remove_empty_directory & more\n",
        &RenderOptions::default(),
    );
    assert!(
        page.html
            .contains("</a> Chaoxingxing<wbr>Group<wbr>Cloud</h1>"),
        "{}",
        page.html
    );
    assert!(page
        .html
        .contains("</a> remove_<wbr>empty_<wbr>directory &amp; more</h2>"));
    // The table of contents keeps the plain title.
    assert_eq!(page.headers[0].title, "remove_empty_directory & more");
}

#[test]
fn footnotes_link_across_containers_and_are_listed_once() {
    let out = html("A[^n] and B.\n\n::: tip\nIn a tip[^N].\n:::\n\n[^n]: The note.\n");
    assert_eq!(out.matches("href=\"#footnote1\"").count(), 2, "{out}");
    assert!(out.contains("id=\"footnote-ref1-1\""), "{out}");
    assert_eq!(
        out.matches("<section class=\"footnotes\">").count(),
        1,
        "{out}"
    );
    assert!(out.contains("<li id=\"footnote1\""), "{out}");
    assert!(!out.contains("[^"), "{out}");
}

#[test]
fn an_image_size_after_the_address_sets_width_and_height() {
    let out = html("![图 **一**](./图片.png \"标题\" =200x100) and ![b](b.png =x50)\n");
    assert!(
        out.contains(
            "<img src=\"./图片.png\" title=\"标题\" width=\"200\" height=\"100\" alt=\"图 一\">"
        ),
        "{out}"
    );
    assert!(
        out.contains("<img src=\"b.png\" height=\"50\" alt=\"b\">"),
        "{out}"
    );
    assert!(!out.contains('\u{1f}'), "{out}");
    // Without a size the image is the writer's own.
    assert!(html("![c](c.png \"t\")\n").contains("<img src=\"c.png\" alt=\"c\" title=\"t\" />"));
}
