//! Real VuePress sites nobody here wrote (`../shared/corpora/`, see its README) move over: each
//! imports with exit 0 and no lint error caused by the import, builds, lists every page in the
//! sidebar it shows, publishes no page the site excludes, and shows no leftover syntax.
//!
//! The archives sit beside the repository, never in it; where they are absent (a checkout on its
//! own) the test says so and checks nothing.

use std::path::{Path, PathBuf};
use std::process::Command;

use docs::site::{sidebar::SidebarItem, source::ContentSource, Site};

mod common;

/// The corpora folder: `DOCS_CORPORA_DIR`, else `../shared/corpora` beside the checkout.
fn corpora() -> Option<PathBuf> {
    let dir = std::env::var_os("DOCS_CORPORA_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora"),
        PathBuf::from,
    );
    if dir.join("theme-hope.tar.gz").is_file() {
        Some(dir)
    } else {
        eprintln!(
            "NOTE: no corpora at {} (set DOCS_CORPORA_DIR): the real-site import test checks nothing",
            dir.display()
        );
        None
    }
}

/// `archive` unpacked into a fresh temporary folder.
fn unpack(archive: &Path, tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-corpus-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let status = Command::new("tar")
        .arg("xzf")
        .arg(archive)
        .arg("-C")
        .arg(&dir)
        .status()
        .unwrap();
    assert!(status.success(), "tar failed on {}", archive.display());
    dir
}

/// Import `project` into `out`; the JSON report.
fn import(project: &Path, out: &Path) -> serde_json::Value {
    let output = common::docs()
        .args(["import", "vuepress"])
        .arg(project)
        .arg("--out")
        .arg(out)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "{}: no JSON report ({e}): {}",
            project.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}: import errors {:#}\nstderr: {}",
        project.display(),
        report["importErrors"],
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(report["importErrors"], serde_json::json!([]));
    report
}

fn links(items: &[SidebarItem], out: &mut Vec<String>) {
    for item in items {
        out.extend(item.link.clone());
        if let Some(children) = &item.children {
            links(children, out);
        }
    }
}

/// Pages that have a sidebar but are not in it.
fn missing_from_own_sidebar(site: &Site) -> Vec<String> {
    site.pages
        .iter()
        // `index: false` keeps a page out of structure sidebars, in theme-hope as here.
        .filter(|p| p.front_matter.home != Some(true) && p.front_matter.index != Some(false))
        // The blog's generated lists (/article/, /tag/…) are reached from the navbar and the
        // article chips, as in theme-hope; the sidebar lists content pages.
        .filter(|p| !p.is_generated())
        .filter_map(|p| {
            let items = site.sidebar_for(&p.route)?;
            let mut all = Vec::new();
            links(items, &mut all);
            (!all.contains(&p.route)).then(|| p.route.clone())
        })
        .collect()
}

/// Build `content` into a fresh folder; the built files. A site that brought lint errors of its
/// own (the original has them too) builds only when told to go on despite them.
fn build(content: &Path, tag: &str, own_errors: bool) -> PathBuf {
    let out = std::env::temp_dir().join(format!("docs-corpus-build-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let mut command = common::docs();
    command
        .args(["build", "--content"])
        .arg(content)
        .arg("--out")
        .arg(&out);
    if own_errors {
        command.arg("--allow-errors");
    }
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{tag}: build failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    out
}

/// One corpus project: import, lint judged, sidebars, build, exclusions, leftovers.
fn check(project: &Path, tag: &str, excluded_suffixes: &[&str]) {
    let out = std::env::temp_dir().join(format!("docs-corpus-out-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let report = import(project, &out);
    assert!(
        report["imported"]["pages"].as_u64().unwrap() > 10,
        "{report:#}"
    );
    // Every corpus config runs in the sandbox (vuepress-docs' needs `require.resolve`); reading
    // as data is the fallback, and would lose what the code computes.
    let evaluated = report["findings"].as_array().is_some_and(|all| {
        all.iter()
            .any(|f| f["message"] == "config evaluated in the sandbox")
    });
    assert!(
        evaluated,
        "{tag}: the config was not evaluated: {:#}",
        report["findings"]
    );

    let site = Site::load(ContentSource::Disk(out.clone())).unwrap();
    let missing = missing_from_own_sidebar(&site);
    assert!(
        missing.is_empty(),
        "{tag}: pages not in the sidebar they show: {missing:?}"
    );
    for page in &site.pages {
        assert!(
            !excluded_suffixes.iter().any(|s| page.file.ends_with(s)),
            "{tag}: excluded page {} is published",
            page.file
        );
    }

    let own_errors = report["siteErrors"]
        .as_array()
        .is_some_and(|e| !e.is_empty());
    let built = build(&out, tag, own_errors);
    let sitemap = std::fs::read_to_string(built.join("sitemap.xml")).unwrap_or_default();
    for suffix in excluded_suffixes {
        let html = suffix.replace(".md", ".html");
        assert!(!sitemap.contains(&html), "{tag}: sitemap lists {html}");
    }
    for page in &site.pages {
        let file = if page.route.ends_with('/') {
            format!("{}index.html", page.route)
        } else {
            page.route.clone()
        };
        let html = std::fs::read_to_string(built.join(file.trim_start_matches('/')))
            .unwrap_or_else(|e| panic!("{tag}: {} not built: {e}", page.route));
        let html = common::outside_code(&html);
        for marker in ["\n:::", "<p>:::", "@tab", "{{ ", "<!-- @include"] {
            assert!(
                !html.contains(marker),
                "{tag}: {} shows `{marker}`",
                page.route
            );
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&built);
}

#[test]
fn real_theme_hope_and_default_theme_sites_import_build_and_keep_their_navigation() {
    let Some(corpora) = corpora() else { return };
    let hope = unpack(&corpora.join("theme-hope.tar.gz"), "hope");
    let vuepress = unpack(&corpora.join("vuepress-docs.tar.gz"), "vuepress");
    check(
        &hope.join("theme-hope/demo/theme-docs/src"),
        "theme-docs",
        &[],
    );
    check(
        &hope.join("theme-hope/demo/theme-blog/src"),
        "theme-blog",
        &[],
    );
    check(
        &hope.join("theme-hope/docs/md-enhance/src"),
        "md-enhance",
        &[".snippet.md"],
    );
    check(&vuepress.join("vuepress-docs/docs"), "vuepress-docs", &[]);
    let _ = std::fs::remove_dir_all(hope);
    let _ = std::fs::remove_dir_all(vuepress);
}

/// theme-hope's blog starter (`plugins.blog`): the import turns the blog on in site.yaml, and the
/// built site has its article list, category and tag pages, timeline and starred list in both
/// locales, the tag chips of a post linking to them (issue 55 item 5).
#[test]
fn theme_hope_blog_starter_imports_with_its_blog_pages() {
    let Some(corpora) = corpora() else { return };
    let hope = unpack(&corpora.join("theme-hope.tar.gz"), "hope-blog");
    let out = std::env::temp_dir().join(format!("docs-blog-import-{}", std::process::id()));
    let built = std::env::temp_dir().join(format!("docs-blog-built-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    import(&hope.join("theme-hope/demo/theme-blog/src"), &out);
    let site_yaml = std::fs::read_to_string(out.join("site.yaml")).unwrap();
    assert!(
        site_yaml.contains("\nblog:\n  articlesPerPage: 10\n"),
        "{site_yaml}"
    );
    let status = common::docs()
        .args(["build", "--out"])
        .arg(&built)
        .arg("--content")
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    for page in [
        "article/index.html",
        "category/index.html",
        "category/apple/index.html",
        "tag/index.html",
        "tag/red/index.html",
        "timeline/index.html",
        "star/index.html",
        "zh/article/index.html",
        "zh/category/蔬菜/index.html",
        "zh/tag/红/index.html",
        "zh/timeline/index.html",
        "zh/star/index.html",
    ] {
        assert!(built.join(page).is_file(), "{page}");
    }
    let timeline = std::fs::read_to_string(built.join("zh/timeline/index.html")).unwrap();
    assert!(timeline.contains("<h2 class=\"vp-timeline-label\">2022</h2>"));
    assert!(timeline.contains("href=\"/zh/posts/tomato.html\">番茄</a>"));
    let post = std::fs::read_to_string(built.join("zh/posts/tomato.html")).unwrap();
    assert!(
        post.contains("href=\"/zh/tag/红/\">红</a>"),
        "a chip links to its tag"
    );
    // The blogger card's options and each locale's own texts came across, and the home page
    // with `layout: Blog` shows the card below its hero in both languages.
    assert!(
        site_yaml.contains("    GitHub: https://example.com\n"),
        "{site_yaml}"
    );
    assert!(
        site_yaml.contains(
            "    blog:\n      description: 一个前端开发者\n      intro: /zh/intro.html\n"
        ),
        "{site_yaml}"
    );
    let home = std::fs::read_to_string(built.join("index.html")).unwrap();
    assert!(home.contains("<p class=\"vp-blogger-description\">A FrontEnd programmer</p>"));
    assert!(home.contains("<a class=\"vp-blogger-intro\" href=\"/intro.html\">"));
    let zh_home = std::fs::read_to_string(built.join("zh/index.html")).unwrap();
    assert!(zh_home.contains("<p class=\"vp-blogger-description\">一个前端开发者</p>"));
    assert!(zh_home.contains("<h2 id=\"blog-home-title\" class=\"vp-blog-home-title\">文章</h2>"));
    let _ = std::fs::remove_dir_all(&out);
    let _ = std::fs::remove_dir_all(&built);
    let _ = std::fs::remove_dir_all(&hope);
}
