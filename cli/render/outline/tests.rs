use super::collect::leading_h1;
use super::*;
// The renderer's entry point (the function, not the `markdown` module).
use crate::render::{markdown as render_markdown, RenderOptions};

/// The outline of HTML written as one piece (a raw HTML block).
fn read(html: &str) -> Outline {
    let mut collector = Collector::default();
    collector.html(html);
    of(html, collector, Vec::new(), |text| text)
}

#[test]
fn splits_by_heading_with_paths_and_anchors() {
    let html = "<h1 id=\"t\" tabindex=\"-1\"><a class=\"header-anchor\" href=\"#t\">#</a> Title</h1><p>Intro &amp; more</p>\
        <h2 id=\"install\"><a class=\"header-anchor\" href=\"#install\">#</a> Install</h2><p>Run it</p>\
        <h3 id=\"docker\"><a class=\"header-anchor\" href=\"#docker\">#</a> Docker</h3><p>Then</p><pre><code>docker run</code></pre>";
    let s = read(html).sections;
    assert_eq!(s.len(), 3);
    assert_eq!(s[0].heading, "Title");
    assert_eq!(&*s[0].text, "Intro & more");
    assert_eq!(s[1].anchor.as_deref(), Some("install"));
    assert_eq!(s[2].path, "Install › Docker");
    assert_eq!(&*s[2].text, "Then");
    assert_eq!(&*s[2].code, "docker run");
}

#[test]
fn markdown_events_give_the_same_sections_as_their_html() {
    let md = "# Title\n\nIntro & *more* `code`\n\n## Install\n\n- one\n- two[^n]\n\n> quote\n\n---\n\n![alt words](/x.png) after\n\n[^n]: note\n";
    let page = render_markdown(md, &RenderOptions::default());
    let from_html = read(&page.html);
    assert_eq!(page.outline.sections, from_html.sections, "{}", page.html);
    assert_eq!(page.outline.first_paragraph, from_html.first_paragraph);
    assert_eq!(page.outline.ids, from_html.ids);
    assert_eq!(page.outline.title.as_deref(), Some("Title"));
    assert!(!page.outline.sections[1].text.contains("alt words"));
}

#[test]
fn drawn_figures_are_not_searchable_prose() {
    let html = "<p>Intro</p><figure class=\"download-flow\"><figcaption>How a download travels</figcaption><ol><li>File data</li></ol></figure>\
        <p><a class=\"docs-figure\" href=\"/f.svg\"><svg><text>Browser</text></svg><span class=\"docs-figure-zoom\">Open full size</span></a> After</p>";
    assert_eq!(&*read(html).sections[0].text, "Intro After");
}

#[test]
fn code_lines_stay_apart_from_prose_and_each_other() {
    let page = render_markdown(
        "## Run\n\nStart it:\n\n```bash\ndocker run -d alist\n\ndocker compose up\n```\n\n1. [x] done\n\n::: code-tabs\n@tab one\n```sh\nrun one\n```\n@tab two\n```sh\nrun two\n```\n:::\n",
        &RenderOptions::default(),
    );
    let run = &page.outline.sections[0];
    assert_eq!(run.heading, "Run");
    assert_eq!(
        &*run.code,
        "docker run -d alist\ndocker compose up\none\ntwo\nrun one\nrun two"
    );
    assert!(!run.text.contains("docker"), "{}", run.text);
    assert!(run.text.starts_with("Start it:"), "{}", run.text);
}

#[test]
fn numeric_entities_decode() {
    assert_eq!(
        &*read("<p>a&#39;b&#x4e2d;&bogus;</p>").sections[0].text,
        "a'b中&bogus;"
    );
}

#[test]
fn first_bare_paragraph_wins_and_loses_its_markup() {
    let html = "<h1 id=\"t\">T</h1><div class=\"hint-container tip\"><p class=\"hint-container-title\">Tip</p><p></p><p>Run <code>docs serve</code>, then open <a href=\"/x.html\">the &lt;site&gt;</a>.</p></div><p>Second.</p>";
    assert_eq!(
        read(html).first_paragraph.as_deref(),
        Some("Run docs serve, then open the <site>.")
    );
    assert_eq!(read("<ul><li>x</li></ul>").first_paragraph, None);
    assert_eq!(
        read("<p>脚本 <code>v3.sh</code>，路径<br>下一行</p>")
            .first_paragraph
            .as_deref(),
        Some("脚本 v3.sh，路径 下一行")
    );
    assert_eq!(
        read("<p><a href=\"https://x.io\">x.io<span class=\"external-link\"><svg><path/></svg><span class=\"sr-only\">open in new window</span></span></a>).</p>").first_paragraph.as_deref(),
        Some("x.io).")
    );
}

#[test]
fn leading_h1_finds_its_tag_anchor_and_end() {
    let html =
        "\n<h1 id=\"a\" title=\"x>y\"><a class=\"header-anchor\" href=\"#a\">#</a> A</h1><p>";
    let h1 = leading_h1(html).unwrap();
    assert_eq!(&html[h1.start..h1.open_end], "<h1 id=\"a\" title=\"x>y\">");
    assert!(html[..h1.anchor_end.unwrap()].ends_with("#</a>"));
    assert_eq!(&html[h1.close_start..h1.end], "</h1>");
    assert!(h1.fits(html) && !h1.fits(""));
    assert_eq!(read(html).title.as_deref(), Some("A"));
    assert_eq!(leading_h1("<h1>A</h1>").unwrap().anchor_end, None);
    assert_eq!(leading_h1("<p><h1>A</h1>"), None);
    assert_eq!(leading_h1("<h1>A"), None);
}

#[test]
fn ids_are_every_element_id_in_page_order() {
    let html = "<h2 id=\"a\">A</h2><svg><g id=\"fig-1\"></g></svg><input id='t'><p>id=\"no\"</p>";
    assert_eq!(read(html).ids, ["a", "fig-1", "t"]);
}

#[test]
fn math_is_read_as_its_tex_once() {
    let page = render_markdown(
        "Energy $E = mc^2$ holds.\n\n## Sum\n\n$$\\sum_i x_i$$\n",
        &RenderOptions {
            features: crate::site::theme_options::MarkdownFeatures {
                math: true,
                ..Default::default()
            },
            ..Default::default()
        },
    );
    assert!(page.html.contains("<math"), "{}", page.html);
    let outline = &page.outline;
    assert_eq!(
        outline.first_paragraph.as_deref(),
        Some("Energy E = mc^2 holds.")
    );
    assert_eq!(&*outline.sections[0].text, "Energy E = mc^2 holds.");
    assert_eq!(&*outline.sections[1].text, "\\sum_i x_i");
}

#[test]
fn leftover_markers_come_from_the_text_written() {
    let md = "@tab Linux\n\n```\n::: not this\n```\n\nx `::: code` y\n\n::: warning\ninside\n:::\n\n:::\n";
    let page = render_markdown(md, &RenderOptions::default());
    assert_eq!(
        page.outline.leftovers,
        ["@tab Linux", ":::"],
        "{}",
        page.html
    );
    assert_eq!(
        page.outline.leftovers,
        crate::render::leftover::markers(&page.html)
    );
}
