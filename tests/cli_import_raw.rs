//! A VuePress folder served or built as it is, never imported: its pages get the import's own
//! page conversion (one function, `import::pages::page_text`), so Vue-bound HTML, components and
//! interpolations show as the imported site shows them and no VuePress syntax is left as text.

mod common;

use std::path::PathBuf;

use docs::lint::{self, Scope};
use docs::site::{source::ContentSource, Severity, Site};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-import-raw-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_raw_vuepress_folder_builds_with_the_imports_conversion_and_no_leftover_syntax() {
    let raw = temp("src");
    common::copy_dir(&common::fixture("vuepress-site").join("src"), &raw);

    // The binary installs the conversion at start; this process is a test, so it does the same.
    docs::import::raw::install();
    // The same checks `docs lint` runs: nothing shown as text, no front-matter key VuePress
    // accepted reported as unknown, no Vue syntax left in a page.
    let site = Site::load(ContentSource::Disk(raw.clone())).unwrap();
    let findings: Vec<String> = lint::check(&site, &Scope::All)
        .into_iter()
        .filter(|d| {
            d.rule == "markdown/leftover-syntax"
                || d.rule == "front-matter/unknown-key"
                || d.rule == "vue/template-syntax"
                || (d.rule == "component/unknown" && d.severity == Severity::Error)
        })
        .map(|d| format!("{}:{} {} {}", d.span.file, d.span.line, d.rule, d.message))
        .collect();
    assert!(findings.is_empty(), "{findings:#?}");

    let built = temp("built");
    let output = common::docs()
        .args(["build", "--allow-errors", "--content"])
        .arg(&raw)
        .arg("--out")
        .arg(&built)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let widget = std::fs::read_to_string(built.join("guide/widget.html")).unwrap();
    let shown = common::outside_code(&widget);
    for marker in [
        "\n:::",
        "<p>:::",
        "@tab",
        "{{ ",
        "<!-- @include",
        "@click",
        "<MyWidget",
    ] {
        assert!(!shown.contains(marker), "widget.html shows `{marker}`");
    }
    // The import's note where the interactive part was: the conversion ran.
    assert!(
        shown.contains("This interactive part is not available here"),
        "no note in widget.html"
    );
    let _ = std::fs::remove_dir_all(&raw);
    let _ = std::fs::remove_dir_all(&built);
}
