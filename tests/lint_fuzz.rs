//! Arbitrary bytes as a page and as a config file never panic the loader or the linter.

mod common;

use docs::lint::{self, Scope};
use docs::site::{ContentSource, Site};

const PIECES: &[&str] = &[
    "---\n",
    "title: ",
    "order: ",
    "[",
    "]",
    "{",
    "}",
    "&a ",
    "*a ",
    "- ",
    ": ",
    "\"",
    "'",
    "\n",
    "  ",
    "tag:",
    "author:",
    "\t",
    "\u{feff}",
    "sidebar:\n  /guide/: ",
    "structure",
    "navbar:\n  - text: x\n    link: /y/\n",
    "::: tip\n",
    "<script>",
    "[x](./y.md#z)",
    "\r\n",
    "!!binary",
    "%YAML 1.2\n",
];

#[test]
fn random_pages_and_configs_never_panic() {
    let dir = std::env::temp_dir().join(format!("docs-lint-fuzz-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    common::copy_dir(&common::fixture("bilingual"), &dir);
    let mut rng = common::Rng(0x51_7cc1_b727_220a);
    for round in 0..60 {
        let text: String = (0..(rng.next() % 30))
            .map(|_| match rng.next() % 3 {
                0 => rng.pick(common::MANY_BYTE_TEXT),
                _ => rng.pick(PIECES),
            })
            .collect();
        let mut bytes = text.into_bytes();
        if round % 5 == 0 {
            bytes.extend((0..(rng.next() % 20)).map(|_| (rng.next() % 256) as u8));
        }
        let target = match round % 3 {
            0 => "guide/install/docker.md",
            1 => "site.yaml",
            _ => "locales/zh.yaml",
        };
        std::fs::write(dir.join(target), &bytes).unwrap();
        let site = Site::load(ContentSource::Disk(dir.clone())).unwrap();
        let _ = lint::check(&site, &Scope::All);
        common::copy_dir(&common::fixture("bilingual"), &dir);
    }
}
