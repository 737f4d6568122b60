//! Arbitrary and hostile input never panics the renderer and finishes (pathological nesting included).

mod common;

use docs::render::{self, RenderOptions};

const PIECES: &[&str] = &[
    ":::",
    "::::",
    " tip",
    " tabs#g",
    "\n@tab x\n",
    "\n@tab:active y\n",
    "```",
    "~~~",
    "==",
    "^",
    "~",
    "**",
    "[",
    "](",
    ")",
    "<",
    ">",
    "<script>",
    "</script>",
    "<Badge text=\"a\"/>",
    "<div onclick=x>",
    "<!-- @include: ./a.md{1-2} -->",
    "\n",
    "\n\n",
    "# ",
    "## ",
    "- [ ] ",
    "| a | b |\n|---|---|\n",
    "http://x.y/",
    ":x:",
    "云盘",
    "\u{0}",
    "\u{feff}",
    "\\",
    "&amp;",
    "`",
    "<video src=a.avi>",
    "1. ",
    "> ",
];

#[test]
fn random_markdown_never_panics() {
    let mut rng = common::Rng(0x9e37_79b9_7f4a_7c15);
    // Built-in English and a locale with its own UI strings (the shipped Chinese one).
    let config: docs::site::SiteConfig =
        docs::site::yaml::parse(include_str!("../content/site.yaml")).unwrap();
    let locales = [docs::site::Locale::fallback(), &config.locales["/zh/"]];
    for _ in 0..3000 {
        let len = (rng.next() % 40) as usize;
        // Half the pieces many bytes per character, so each lands at every offset.
        let doc: String = (0..len)
            .map(|_| match rng.next() % 2 {
                0 => rng.pick(PIECES),
                _ => rng.pick(common::MANY_BYTE_TEXT),
            })
            .collect();
        for locale in locales {
            let _ = render::markdown(
                &doc,
                &RenderOptions {
                    locale,
                    ..Default::default()
                },
            );
        }
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = common::Rng(42);
    for _ in 0..2000 {
        let len = (rng.next() % 200) as usize;
        let bytes: Vec<u8> = (0..len).map(|_| (rng.next() % 256) as u8).collect();
        let _ = render::markdown(&String::from_utf8_lossy(&bytes), &RenderOptions::default());
    }
}

#[test]
fn deep_nesting_is_handled() {
    let quotes = ">".repeat(20_000) + " deep";
    render::markdown(&quotes, &RenderOptions::default());
    let lists: String = (0..5_000)
        .map(|i| format!("{}- item\n", "  ".repeat(i)))
        .collect();
    render::markdown(&lists, &RenderOptions::default());
    let containers = ":::: tip\n".repeat(2_000) + &"::::\n".repeat(2_000);
    render::markdown(&containers, &RenderOptions::default());
}
