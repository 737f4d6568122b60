//! Includes of a file the import rewrites, through the real binary: a line range still selects
//! the lines it selected in VuePress (the import drops front-matter keys and replaces Vue-bound
//! HTML in the included file, which moves its lines), and a region still selects its region.

mod common;

use std::path::PathBuf;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "docs-import-includes-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn a_line_range_of_a_rewritten_snippet_selects_the_original_lines() {
    let out = temp("content");
    let imported = common::docs()
        .args(["import", "vuepress"])
        .arg(common::fixture("vuepress-includes").join("src"))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&imported.stdout).into_owned()
        + &String::from_utf8_lossy(&imported.stderr);
    assert_eq!(imported.status.code(), Some(0), "{report}");
    let snippet = std::fs::read_to_string(out.join("steps.snippet.md")).unwrap();
    assert!(
        !snippet.contains("calories"),
        "the snippet is rewritten: {snippet}"
    );
    assert!(
        report.contains("renumbered"),
        "the report says the range moved: {report}"
    );

    let built = temp("built");
    common::build_ok(&out, &built);
    let html = std::fs::read_to_string(built.join("bread.html")).unwrap();
    // Lines 13-17 of the original: the mixing step and the tip, nothing around them.
    for wanted in [
        "Mix the flour and the water.",
        "Let the dough rest for an hour.",
        "Heat the oven to 230 °C.",
    ] {
        assert!(html.contains(wanted), "bread.html lacks `{wanted}`");
    }
    for unwanted in [
        "Weigh everything first.",
        "Shape the loaves.",
        "Clean the bench.",
        "Counted",
        ":::",
    ] {
        assert!(
            !html.contains(unwanted),
            "bread.html shows `{unwanted}`, outside the range"
        );
    }
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&built);
}
