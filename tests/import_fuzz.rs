//! Whatever a page of a real site holds, the import never panics: pages built from pieces real
//! sites have (HTML at the start of a line, containers, components, icons, shortcodes, includes)
//! mixed with text that is many bytes per character (CJK, kana, hangul, emoji and ZWJ sequences,
//! combining marks, right-to-left, 4-byte characters), CRLF, BOM and NUL, so every multi-byte
//! character lands at every offset a scanner could slice at.

use std::path::Path;

mod common;

/// Markup the importer scans for; most are only special at the start of a line.
const MARKUP: &[&str] = &[
    "<",
    "</",
    "<!-- ",
    " -->",
    "<li>",
    "<script>",
    "</script>",
    "<script setup>\nimport X from './X.vue'\n",
    "<style>",
    "<ClientOnly>",
    "</ClientOnly>",
    "<Badge text=\"x\"/>",
    "<Counter />",
    "<div v-if=\"a\">",
    "<div>",
    "</div>",
    "<button @click=\"go\">",
    "<i class=\"fa-solid fa-bug\"></i>",
    "<span class=\"iconfont icon-home\"></span>",
    "<img src=\"./a.png\">",
    "{{ ",
    " }}",
    "==",
    ":::",
    "::: tip ",
    "::::",
    "```",
    "`",
    "# ",
    "## ",
    ":smile:",
    ":+1:",
    ":",
    "[a](./b.md)",
    "[c](../x/README.md#h)",
    "<!-- @include: ./x.md -->",
    "@include(./x.md)",
    "<https://a.b/>",
    "<cust@cust.com>",
    "|",
    "> ",
    "- ",
    "\n",
    "\n\n",
    "\r\n",
    "\t",
    " ",
];

fn random_page(rng: &mut common::Rng) -> String {
    let len = (rng.next() % 60) as usize;
    let mut page = String::new();
    if rng.next() % 3 == 0 {
        page.push_str("---\ntitle: 标题 ");
        page.push_str(rng.pick(common::MANY_BYTE_TEXT));
        page.push_str("\n---\n");
    }
    for _ in 0..len {
        let pool = if rng.next() % 2 == 0 {
            MARKUP
        } else {
            common::MANY_BYTE_TEXT
        };
        page.push_str(rng.pick(pool));
    }
    page
}

const CONFIG: &str = "export default {\n  locales: { \"/\": { lang: \"en-US\" }, \"/zh/\": { lang: \"zh-CN\" } },\n  theme: hopeTheme({ navbar: [\"/\"] }),\n};\n";

/// A VuePress project of `pages` generated pages (half of them Chinese) in `dir`.
fn project(dir: &Path, rng: &mut common::Rng, pages: usize) {
    let _ = std::fs::remove_dir_all(dir);
    std::fs::create_dir_all(dir.join(".vuepress")).unwrap();
    std::fs::create_dir_all(dir.join("zh/guide")).unwrap();
    std::fs::write(dir.join(".vuepress/config.ts"), CONFIG).unwrap();
    for i in 0..pages {
        let name = if i % 2 == 0 {
            format!("p{i}.md")
        } else {
            format!("zh/guide/p{i}.md")
        };
        std::fs::write(dir.join(name), random_page(rng)).unwrap();
    }
    std::fs::write(dir.join("x.md"), random_page(rng)).unwrap();
}

#[test]
fn random_pages_of_many_byte_text_never_panic_the_import() {
    let dir = std::env::temp_dir().join(format!("docs-import-fuzz-{}", std::process::id()));
    let mut rng = common::Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..40 {
        project(&dir, &mut rng, 60);
        // In the process, so a panic fails the test with its message and the page it hit.
        let plan = docs::import::vuepress(&dir).expect("a readable project imports");
        assert!(plan.counts.pages > 0);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_binary_imports_a_chinese_site_whose_lines_start_with_tags_and_cjk() {
    let root = std::env::temp_dir().join(format!("docs-import-cjk-{}", std::process::id()));
    let dir = root.join("src");
    let out = root.join("out");
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(dir.join(".vuepress")).unwrap();
    std::fs::write(dir.join(".vuepress/config.ts"), CONFIG).unwrap();
    // The lines that ended the import with exit 101 on real theme-hope sites.
    std::fs::write(
        dir.join("README.md"),
        "# 首页\n\n<!-- 引入websocket -->\n\n```html\n<!-- 引入websocket -->\n<script src=\"a.js\"></script>\n```\n\n<li>地址栏输入</li>\n\n<ul>\n<li>地址栏</li>\n</ul>\n",
    )
    .unwrap();
    let output = common::docs()
        .args(["import", "vuepress"])
        .arg(&dir)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.code() == Some(0) || output.status.code() == Some(1),
        "exit {:?}: {stderr}",
        output.status.code()
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    let page = std::fs::read_to_string(out.join("README.md")).unwrap();
    assert!(page.contains("地址栏"), "{page}");
    let _ = std::fs::remove_dir_all(&root);
}
