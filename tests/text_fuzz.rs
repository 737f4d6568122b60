//! Many-byte text (CJK, emoji and ZWJ sequences, combining marks, RTL, BOM, NUL, 4-byte
//! characters) spliced in at every offset of small inputs that reach each text scanner the
//! render, import and lint fuzz tests do not: coverage sections, YAML positions, the TUI's
//! snippet marks and paths, the search tokenizers, and the terminology and phrase rules. None
//! may panic; the library denies byte slicing of `str` (clippy::string_slice), and these check
//! that the replacements hold on text where a byte offset lands inside a character. The entity
//! decoder and render's HTML event reader get the same treatment, with reference-shaped pieces.

mod common;

use docs::coverage::sections;
use docs::lint::{self, Scope};
use docs::site::{yaml, ContentSource, Site};
use docs::tui::draw;

/// `template` with each many-byte piece inserted at each of its character boundaries.
fn spliced(template: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (at, _) in template.char_indices().chain([(template.len(), ' ')]) {
        let (head, tail) = template.split_at(at);
        for piece in common::MANY_BYTE_TEXT {
            out.push(format!("{head}{piece}{tail}"));
        }
    }
    out
}

const MARKDOWN: &[&str] = &[
    "---\ntitle: 云\n---\n# A\n\n## B {#b}\n[x](y) [z]: w\n",
    "intro\n\n## 标题 {#id}\n\nsee [a](./b.md#c) and [[d]](e(f))\n### C\n",
];

#[test]
fn coverage_sections_take_any_text() {
    for text in MARKDOWN.iter().flat_map(|t| spliced(t)) {
        let split = sections::split(&text);
        assert!(!split.is_empty(), "{text:?}");
        let _ = sections::changes(&split, &sections::split(MARKDOWN[0]));
    }
}

#[test]
fn yaml_positions_take_any_text() {
    const YAML: &[&str] = &[
        "title: \"Use 云 Docker\nkey: value # note\nlist:\n  - 'a'\n  - b\n",
        "block: |+\n  text\nflow: {a: [b, \"c\"]}\ntag: !custom x\n",
    ];
    for text in YAML.iter().flat_map(|t| spliced(t)) {
        let _ = yaml::parse_untagged(&text);
        let _ = yaml::nesting_depth(&text);
        for value in ["a", "value", "c", "云", ""] {
            let _ = yaml::value_position(&text, "key", value);
            let _ = yaml::scalar_position(&text, value, 3);
        }
    }
}

#[test]
fn tui_snippets_and_paths_take_any_text() {
    for text in spliced("a <mark>b</mark> c <mark>d")
        .iter()
        .chain(&spliced("/x/y/z.md"))
    {
        let plain: String = draw::snippet_spans(text)
            .iter()
            .map(|s| s.content.to_string())
            .collect();
        assert!(!plain.contains("<mark>"), "{text:?} → {plain:?}");
        for width in 0..12 {
            let _ = draw::shorten_left(text, width);
        }
    }
}

#[test]
fn search_tokenizers_take_any_text() {
    use tantivy::tokenizer::TokenStream;
    for text in spliced("Docker 云盘 run-it 网盘x") {
        for cjk in [true, false] {
            let mut analyzer = docs::search::tokenizer::for_locale(cjk);
            let mut stream = analyzer.token_stream(&text);
            while stream.advance() {
                let token = stream.token();
                assert!(
                    text.get(token.offset_from..token.offset_to).is_some(),
                    "{text:?}"
                );
            }
        }
    }
}

/// The terminology fixture's glossary (`Alist`, `帐号`) and a forbidden phrase in each locale,
/// with a page and a front-matter title holding every splice.
#[test]
fn terminology_and_phrase_rules_take_any_text() {
    let dir = common::fixture_copy("terminology", "text-fuzz");
    let site_yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    std::fs::write(
        dir.join("site.yaml"),
        format!("{site_yaml}forbiddenPhrases:\n  /: [upstream docs]\n  /zh/: [本站]\n"),
    )
    .unwrap();
    let template = "---\ntitle: \"Alist 帐号\"\n---\n# Alist\n\n「Alist」 upstream docs 本站 alist.nn.ci 帐号.\n";
    // Each load is a whole site: a batch of splices, one page each, keeps the test quick.
    for chunk in spliced(template).chunks(64) {
        for (i, text) in chunk.iter().enumerate() {
            let folder = if i % 2 == 0 { "guide" } else { "zh/guide" };
            std::fs::write(dir.join(format!("{folder}/fuzz-{i}.md")), text).unwrap();
        }
        let site = Site::load(ContentSource::Disk(dir.clone())).unwrap();
        let _ = lint::check(&site, &Scope::All);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Reference-shaped pieces spliced into text: the decoder's edge cases (cut-off references, code
/// points it must replace, names it does not know) around many-byte text.
const REFERENCES: &[&str] = &[
    "&",
    "&#",
    "&#x",
    "&#;",
    "&#xFFFFFFFF;",
    "&#99999999999999999999",
    "&#0;",
    "&#xD800;",
    "&#x80;",
    "&#x1F600;",
    "&amp",
    "&amp;",
    "&nbsp;",
    "&Tab;",
    "&unknown;",
    "&\u{301};",
    "&#\u{301};",
    "\r\n",
    "\u{feff}",
];

#[test]
fn entity_decoder_takes_any_text() {
    use docs::site::text::entities::decode;
    let templates = [
        "a &amp; b &#x4e2d;&#25991; &lt;c&gt;",
        "&#106avascript&colon;x",
    ];
    for template in templates {
        for text in spliced(template) {
            for piece in REFERENCES {
                for at in [0, text.len()] {
                    let (head, tail) = text.split_at(at);
                    let input = format!("{head}{piece}{tail}");
                    let out = decode(&input);
                    // Decoding never adds an ampersand nor loses text that holds none.
                    assert!(
                        out.matches('&').count() <= input.matches('&').count(),
                        "{input:?}"
                    );
                    if !input.contains('&') {
                        assert_eq!(out, input);
                    }
                }
            }
        }
    }
    assert_eq!(decode("&#xFFFFFFFF;&#"), "\u{fffd}&#");
    assert_eq!(
        decode("\u{feff}e\u{301}&amp;\r\n🧑\u{200d}💻"),
        "\u{feff}e\u{301}&\r\n🧑\u{200d}💻"
    );
}

#[test]
fn html_event_reader_takes_any_text() {
    use docs::render::html_events::{self, HtmlEvent};
    let templates = [
        "<p class=\"a&amp;b\" title='x>y'>t &lt; u<br/>v</p>",
        "<mark>云</mark> <script>if (a<b) {}</script><!-- c --><img alt=\"&#x1F600;\">",
        "<div data-x=&quot;q",
    ];
    for template in templates {
        let mut inputs = spliced(template);
        inputs.extend(REFERENCES.iter().map(|piece| format!("{template}{piece}")));
        for text in inputs {
            for event in html_events::events(&text) {
                match event {
                    HtmlEvent::Start(tag) => assert!(!tag.name.is_empty(), "{text:?}"),
                    HtmlEvent::End(name) => assert!(!name.is_empty(), "{text:?}"),
                    HtmlEvent::Text(t) => assert!(!t.contains("&lt;"), "{text:?}"),
                }
            }
            // A mark is never shown as text, and a script's text never shows.
            let runs = html_events::marked_runs(&text);
            let shown: String = runs.iter().map(|(t, _)| t.as_str()).collect();
            assert!(
                !shown.contains("<mark>") && !shown.contains("a<b"),
                "{text:?} → {runs:?}"
            );
        }
    }
}
