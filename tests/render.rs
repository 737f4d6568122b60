//! Rendered HTML for each construct of the content syntax (MARKDOWN.md), as reviewed snapshots.

mod common;

use docs::render::{self, RenderOptions, RenderedPage};

fn en(src: &str) -> String {
    render::markdown(
        src,
        &RenderOptions {
            file: "guide/page.md",
            ..Default::default()
        },
    )
    .html
}

/// Rendered as a page of the shipped site's `/zh/` locale (its UI strings come from site.yaml).
fn zh(src: &str) -> String {
    let config: docs::site::SiteConfig =
        docs::site::yaml::parse(include_str!("../content/site.yaml")).unwrap();
    render::markdown(
        src,
        &RenderOptions {
            file: "zh/guide/page.md",
            locale: &config.locales["/zh/"],
            ..Default::default()
        },
    )
    .html
}

fn full(src: &str) -> RenderedPage {
    render::markdown(
        src,
        &RenderOptions {
            file: "guide/page.md",
            ..Default::default()
        },
    )
}

#[test]
fn containers_en_and_zh() {
    let src = "::: tip\nA tip.\n:::\n\n::: warning Mind this\nCareful.\n:::\n\n::: danger\nStop.\n:::\n\n::: info\nFYI.\n:::\n\n::: note\nNoted.\n:::\n\n::: details\nHidden.\n:::\n";
    insta::assert_snapshot!("containers_en", en(src));
    insta::assert_snapshot!("containers_zh", zh(src));
}

#[test]
fn nested_containers_and_tabs_inside_details() {
    let src = ":::: details Platforms\n::: tabs#os\n@tab Linux\n::: tip\nUse systemd.\n:::\n\n```bash\nsudo systemctl start alist\n```\n@tab Windows\nRun `alist.exe server`.\n:::\n::::\n";
    insta::assert_snapshot!(en(src));
}

#[test]
fn tabs_with_active_and_explicit_ids() {
    let src = "::: tabs\nintro text is dropped\n@tab First\none\n@tab:active Second#second-id\ntwo\n:::\n";
    insta::assert_snapshot!(en(src));
}

#[test]
fn code_tabs_keep_the_code_tab_classes() {
    insta::assert_snapshot!(en("::: code-tabs#shell\n@tab npm\n```bash\nnpm i\n```\n@tab pnpm\n```bash\npnpm i\n```\n:::\n"));
}

#[test]
fn headings_duplicates_cjk_and_leading_digits() {
    let page = full(
        "# Page\n## Usage\n## Usage\n## 2. qBittorrent\n## 云盘类型\n### `config.json` keys\n",
    );
    insta::assert_snapshot!(page.html);
    insta::assert_snapshot!(serde_json::to_string_pretty(&page.headers).unwrap());
}

#[test]
fn inline_extensions() {
    insta::assert_snapshot!(en(
        "==marked **bold** text== and ^sup^ and ~sub~ and ~~strike~~.\n^not sup with spaces^ stays.\nA lone == stays.\n\n:white_check_mark: works, :5244: does not, :lemon:Lemon.\n"
    ));
}

#[test]
fn breaks_links_and_linkify() {
    insta::assert_snapshot!(en(
        "line one\nline two  \nline three\n\nSee https://example.org/docs, [site](../config/site.md#scheme), [home](/README.md) and [x](Alist%20V2%20V3.md).\n"
    ));
}

#[test]
fn task_list() {
    insta::assert_snapshot!(en("- [x] done\n- [ ] todo\n"));
}

#[test]
fn code_fences_with_line_highlights_and_inline_triple_backticks() {
    insta::assert_snapshot!(en("```json{2}\n{\n  \"a\": 1\n}\n```\n\n```\nplain\n```\n\nInline ```ERRO[x]``` stays code.\n"));
}

#[test]
fn diagram_fences_become_widgets() {
    let page = full("```mermaid\n---\ntitle: Flow\n---\nflowchart LR\n  A-->B\n```\n\n```flow\nst=>start: Start\n```\n");
    insta::assert_snapshot!(page.html);
    assert_eq!(page.widgets, ["FlowChart", "Mermaid"]);
}

#[test]
fn raw_html_is_kept_but_scripts_and_handlers_are_dropped() {
    let page = full("<div style=\"color:red\" onclick=\"x()\">box</div>\n\n<script>\nalert(1)\n</script>\n\nText <img src=\"/a.png\" onerror=\"x()\"> and <a href=\"javascript:evil()\">bad</a>.\n");
    insta::assert_snapshot!(page.html);
    let rules: Vec<_> = page.problems.iter().map(|p| p.rule).collect();
    assert_eq!(
        rules,
        [
            "markdown/event-handler",
            "markdown/raw-script",
            "markdown/event-handler",
            "markdown/event-handler"
        ]
    );
}

// Regression: raw HTML was cut into tags at every `<`, so in `a < b <img onerror=…>` the text and
// the image read as one nameless tag and went out uncleaned. A `<` that starts no tag is text.
#[test]
fn a_less_than_sign_in_raw_html_hides_no_tag_from_cleaning() {
    let page = full("<div>\na < b <img src=\"/a.png\" onerror=\"x()\"> and {{ c }}\n</div>\n");
    assert!(!page.html.contains("onerror"), "{}", page.html);
    assert!(
        page.html.contains("a < b <img src=\"/a.png\">"),
        "{}",
        page.html
    );
    let rules: Vec<_> = page.problems.iter().map(|p| p.rule).collect();
    assert_eq!(rules, ["markdown/event-handler", "vue/template-syntax"]);
}

// Regression: a tag cut off at the end of an HTML block (a blank line inside it) went out as is,
// and the browser read the markup after it as more of its attributes.
#[test]
fn a_tag_cut_off_at_the_end_of_an_html_block_is_shown_as_text() {
    let page = full("<div class=\"x\"\n\nonclick=alert(1)//>\n");
    assert!(
        page.html.starts_with("&lt;div class=&quot;x&quot;\n"),
        "{}",
        page.html
    );
}

#[test]
fn vp_cards_render_statically() {
    insta::assert_snapshot!(en(
        "<div class=\"vp-card-container\">\n\n<VPCard title=\"MinIO\" desc=\"S3 server\" logo=\"/img/minio.png\" link=\"https://min.io\" background=\"#eee\"/>\n\n</div>\n"
    ));
}

#[test]
fn bilibili_by_aid_and_cid_picks_a_part() {
    let html = en("<BiliBili aid=\"170001\" cid=\"279786\" page=\"2\" autoplay />\n");
    assert!(
        html.contains("src=\"https://player.bilibili.com/player.html?aid=170001&cid=279786&t=0&autoplay=1&p=2\""),
        "{html}"
    );
    assert!(
        html.contains("href=\"https://www.bilibili.com/video/av170001\""),
        "{html}"
    );
    // Neither a bvid nor an aid + cid pair: nothing to embed.
    assert!(!en("<BiliBili aid=\"170001\" />\n").contains("<iframe"));
}

#[test]
fn badges_and_bilibili() {
    insta::assert_snapshot!(en("Since <Badge text=\"v3.25.0\" type=\"tip\" vertical=\"middle\"/> and <Badge text=\"old\" color=\"#f00\"/>.\n\n<BiliBili bvid=\"BV1xx411c7mD\" />\n"));
}

#[test]
fn unsupported_media_type_warns_and_is_recorded() {
    let page = full("<video src=\"/clip.avi\"></video>\n\n<video src=\"/clip.mp4\"></video>\n");
    assert!(page.html.contains("This file type is not supported: avi"));
    assert_eq!(page.problems.len(), 1);
    assert_eq!(page.problems[0].rule, "markdown/unsupported-media");
}

#[test]
fn unclosed_container_is_recorded_and_rendered() {
    let page = full("::: warning\nnever closed\n");
    assert!(page.html.contains("never closed"));
    assert_eq!(page.problems[0].rule, "markdown/unclosed-container");
}

#[test]
fn includes_with_ranges_past_the_end_and_cycles() {
    let site = common::fixture_site("includes");
    let page = site.page("/guide/main.html").unwrap();
    let out = render::page(&site, page);
    insta::assert_snapshot!(out.html);
    let rules: Vec<_> = out
        .problems
        .iter()
        .map(|p| (p.rule, p.message.as_str()))
        .collect();
    insta::assert_debug_snapshot!(rules);
}

#[test]
fn driver_settings_render_from_data_in_both_languages() {
    let site = common::fixture_site("includes");
    let en = render::page(&site, site.page("/guide/drivers.html").unwrap()).html;
    let zh = render::page(&site, site.page("/zh/guide/drivers.html").unwrap()).html;
    insta::assert_snapshot!("driver_settings_en", en);
    insta::assert_snapshot!("driver_settings_zh", zh);
}

// Regression: issue 23 item 1, a fence opened on a list-item line made every later container on
// the page render as literal text.
#[test]
fn fence_on_a_list_item_line_keeps_later_containers() {
    let src = "- step one\n  ```python\n  print(1)\n  ```\n- ```sh\n  ls\n  ```\n\n::: tip\nafter\n:::\n\n::: tabs#qr\n@tab A\na\n@tab B\nb\n:::\n";
    let html = en(src);
    assert!(render::leftover::markers(&html).is_empty(), "{html}");
    insta::assert_snapshot!(html);
}

#[test]
fn leftover_markers_are_found_in_output_not_in_code() {
    // An unclosed fence swallows the container: the scan of the output reports nothing because the
    // marker is inside code, which is what the reader sees too.
    assert!(render::leftover::markers(&en("```\n::: tip\n")).is_empty());
    // A stray @tab outside tabs reaches the page as text, and the scan sees it.
    assert_eq!(
        render::leftover::markers(&en("@tab Linux\ntext\n")),
        ["@tab Linux"]
    );
}

// Regression: issue 23 item 4, superscript glued to a word and subscript never rendered.
#[test]
fn sup_after_a_word_and_sub_inside_a_word() {
    insta::assert_snapshot!(en(
        "tenant ID^1^ and H~2~O, x^2^ y, ~~gone~~, \\^not\\^, ^spaced words^ stay.\n"
    ));
}

// Regression: issue 23 item 6, heading slugs dropped bare URLs that VuePress keeps.
#[test]
fn heading_slugs_keep_bare_urls_and_custom_ids() {
    let page =
        full("## POST https://auth.example.com/v2/token\n\n## Custom {#my-id}\n\n## My id\n");
    assert_eq!(
        page.headers
            .iter()
            .map(|h| h.slug.as_str())
            .collect::<Vec<_>>(),
        ["post-https-auth-example-com-v2-token", "my-id", "my-id-1"]
    );
    insta::assert_snapshot!(page.html);
}

// Regression: issue 23 item 8.
#[test]
fn toc_titled_containers_and_code_group() {
    let src = "[[toc]]\n\n## One\n\n### One a\n\n## Two\n\n::: important Read this\nBody.\n:::\n\n::: caution\nCareful.\n:::\n\n::: code-group\n```sh [npm]\nnpm i x\n```\n\n```sh [pnpm]\npnpm add x\n```\n:::\n";
    let html = en(src);
    assert!(render::leftover::markers(&html).is_empty(), "{html}");
    insta::assert_snapshot!(html);
}

// Regression: issue 23 items 2, 3 and 7.
#[test]
fn vue_syntax_unknown_components_and_icons() {
    let src = "<button :disabled=\"busy\" @click=\"go\" class=\"btn\">{{ btnText }}</button>\n\nToken: =={{ token }}== and ==marked==.\n\n<div class=\"vp-card-container\">\n<VPCard\n  title=\"Card\"\n  link=\"https://example.com\"\n/>\n<MyWidget foo=\"1\">inner</MyWidget>\n</div>\n\nIcon <i class=\"fa-solid fa-bug\"></i> and <span class=\"iconfont icon-github\"></span>.\n";
    let page = full(src);
    assert!(!page.html.contains("{{"), "{}", page.html);
    assert!(!page.html.contains("&lt;MyWidget"), "{}", page.html);
    assert!(!page.html.contains("<VPCard"), "{}", page.html);
    let rules: Vec<_> = page.problems.iter().map(|p| (p.rule, p.line)).collect();
    insta::assert_debug_snapshot!(rules);
    insta::assert_snapshot!(page.html);
}

// Regression: an unknown component alone on its line (`<MyWidget />`, the usual way a VuePress
// page uses one) was shown as `&lt;MyWidget /&gt;` text; inside raw HTML it already was not.
#[test]
fn unknown_component_on_its_own_line_leaves_no_tag_text() {
    let page = full("Before.\n\n<MyWidget />\n\nAfter.\n");
    assert!(!page.html.contains("MyWidget /"), "{}", page.html);
    assert!(
        page.html.contains("data-component=\"MyWidget\""),
        "{}",
        page.html
    );
    assert!(page
        .problems
        .iter()
        .any(|p| p.rule == "component/unknown" && p.line == 3));
}

#[test]
fn new_constructs_survive_hostile_input() {
    let deep = "::: tip\n".repeat(5_000) + &"- ```\n".repeat(5_000);
    let huge = "x^".repeat(200_000) + &"{{".repeat(100_000) + "\n";
    let groups = "::: code-group\n".repeat(2_000) + &"```[\n".repeat(2_000);
    let toc = "[[toc]]\n\n".repeat(2_000) + &"## h {#a}\n".repeat(2_000);
    for src in [deep, huge, groups, toc] {
        let page = full(&src);
        assert!(!page.html.is_empty());
    }
}
