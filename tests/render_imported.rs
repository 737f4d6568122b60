//! Rendering gaps real imported VuePress sites hit (issue 54, item 3): GitHub's emoji shortcodes,
//! email autolinks, a container closed on the file's last line without a newline.

mod common;

use docs::render::{self, emoji, RenderOptions};

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

// Regression: issue 54: only 15 names were known, so `:+1:` and `:smile:` stayed text.
#[test]
fn github_shortcodes_render_as_emoji_and_unknown_names_stay() {
    let html = en(":+1: :smile: :wink: :e-mail: :100: :nope: :lemon:Lemon\n");
    assert!(html.contains("👍 😄 😉 📧 💯 :nope: 🍋Lemon"), "{html}");
}

#[test]
fn shortcodes_inside_code_stay_text() {
    let html = en("`:smile:` and\n\n```\n:+1:\n```\n");
    assert!(html.contains("<code>:smile:</code>"), "{html}");
    assert!(html.contains(":+1:"), "{html}");
    assert!(!html.contains('😄') && !html.contains('👍'), "{html}");
}

/// Shortcodes among many-byte characters: every piece is found whole, and what is not a shortcode
/// comes out byte for byte.
#[test]
fn shortcode_scanner_keeps_many_byte_text_whole() {
    let mut rng = common::Rng(0x5eed_e770);
    let pieces: Vec<&str> = common::MANY_BYTE_TEXT
        .iter()
        .copied()
        .chain([":", "::", ":smile:", ":+1:", ":nope:", "`", "_", "-", "+"])
        .collect();
    for _ in 0..2_000 {
        let text: String = (0..12).map(|_| rng.pick(&pieces)).collect();
        let found = emoji::find(&text);
        let mut plain = String::new();
        let mut from = 0;
        for code in &found {
            let name = text
                .get(code.range.clone())
                .expect("a shortcode is whole characters");
            assert!(
                name.starts_with(':') && name.ends_with(':'),
                "{name:?} in {text:?}"
            );
            plain.push_str(text.get(from..code.range.start).expect("in order"));
            from = code.range.end;
        }
        plain.push_str(text.get(from..).expect("in bounds"));
        assert_eq!(
            emoji::without_shortcodes(&text).unwrap_or_else(|| text.clone()),
            plain
        );
        // Removing outside code never panics, whatever backticks are around.
        let _ = emoji::without_shortcodes_outside_code(&text);
        let _ = en(&text);
    }
}

// Regression: issue 54: `<cust10@cust.com>` became a relative link to a page of that name.
#[test]
fn an_email_autolink_is_a_mailto_link() {
    let page = render::markdown(
        "Write to <cust10@cust.com>.\n",
        &RenderOptions {
            file: "guide/page.md",
            ..Default::default()
        },
    );
    assert!(
        page.html
            .contains("<a href=\"mailto:cust10@cust.com\">cust10@cust.com</a>"),
        "{}",
        page.html
    );
    assert!(page.links.is_empty(), "not a page link: {:?}", page.links);
}
