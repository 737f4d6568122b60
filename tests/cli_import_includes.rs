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

/// A section in one locale only gets `untranslated: true` added to each page's front matter;
/// a line range into one of its files still selects the lines it named in VuePress, not the
/// added front matter (the renumbering ran before the marking once and showed `untranslated: true`
/// as a heading).
#[test]
fn a_line_range_into_a_one_locale_section_skips_the_added_front_matter() {
    let src = temp("one-locale-src");
    std::fs::create_dir_all(src.join(".vuepress")).unwrap();
    std::fs::create_dir_all(src.join("zh/parts")).unwrap();
    let files = [
        (
            ".vuepress/config.ts",
            "import { defineUserConfig } from \"vuepress\";\nimport { hopeTheme } from \"vuepress-theme-hope\";\nexport default defineUserConfig({\n  locales: { \"/\": { lang: \"en-US\" }, \"/zh/\": { lang: \"zh-CN\" } },\n  theme: hopeTheme({}),\n});\n",
        ),
        ("README.md", "# Home\n"),
        ("zh/README.md", "# 首页\n"),
        ("zh/parts/steps.md", "第一行：准备。\n第二行：安装。\n第三行：完成。\n"),
        (
            "zh/guide.md",
            "# 指南\n\n<!-- @include: ./parts/steps.md{2-2} -->\n",
        ),
    ];
    for (path, text) in files {
        std::fs::write(src.join(path), text).unwrap();
    }
    let out = temp("one-locale-content");
    let imported = common::docs()
        .args(["import", "vuepress"])
        .arg(&src)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&imported.stderr).into_owned();
    assert_eq!(imported.status.code(), Some(0), "{report}");
    let part = std::fs::read_to_string(out.join("zh/parts/steps.md")).unwrap();
    assert!(part.contains("untranslated: true"), "{part}");

    let built = temp("one-locale-built");
    common::build_ok(&out, &built);
    let html = std::fs::read_to_string(built.join("zh/guide.html")).unwrap();
    assert!(html.contains("第二行：安装。"), "{html}");
    for unwanted in ["第一行", "第三行", "untranslated"] {
        assert!(!html.contains(unwanted), "zh/guide.html shows `{unwanted}`");
    }
    for dir in [&src, &out, &built] {
        let _ = std::fs::remove_dir_all(dir);
    }
}
