//! `docs import vuepress` through the real binary: the theme-hope fixture converts into a content
//! folder that lints and builds, the report names what could not convert, and the output folder
//! checks hold.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-import-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn docs(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(args)
        .output()
        .unwrap()
}

fn import(source: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args: Vec<&std::ffi::OsStr> = vec![
        "import".as_ref(),
        "vuepress".as_ref(),
        source.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ];
    args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
    docs(&args)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Import the fixture into a fresh folder and return it.
fn imported(name: &str) -> (PathBuf, Output) {
    let out = temp(name).join("content");
    let res = import(&common::fixture("vuepress-site"), &out, &[]);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    (out, res)
}

#[test]
fn import_converts_pages_images_public_files_locales_navigation_and_redirects() {
    let (out, res) = imported("convert");
    for file in [
        "README.md",
        "guide/README.md",
        "guide/install.md",
        "guide/widget.md",
        "guide/img/x.png",
        "zh/guide/install.md",
        "zh/guide/img/x.png",
        "public/logo.svg",
        "site.yaml",
        "locales/en.yaml",
        "locales/zh.yaml",
    ] {
        assert!(out.join(file).is_file(), "missing {file}");
    }
    assert!(
        !out.join(".vuepress").exists(),
        "the VuePress config is not content"
    );
    let png = std::fs::read(out.join("guide/img/x.png")).unwrap();
    assert!(
        png.starts_with(b"\x89PNG"),
        "images are copied byte for byte"
    );

    let site = std::fs::read_to_string(out.join("site.yaml")).unwrap();
    for expected in [
        "title: Lantern Handbook",
        "defaultLocale: /",
        "lang: zh-CN",
        // the theme's `selectLanguageName`, before the language's own name (简体中文)
        "name: 中文（简体）",
        "logo: /logo.svg",
        "/guide/setup.html: /guide/install.html",
        "/guide/wick.html: /guide/install.html",
        "/old/widget.html: /guide/widget.html",
        // theme options mapped onto docs' own integrations
        "comments:\n  category: Questions\n  categoryId: DIC_lantern\n  provider: Giscus\n  repo: lantern/handbook\n  repoId: R_lantern\n",
        "notices:\n- content: Wicks bought before March burn unevenly.\n  path: /\n  showOnce: true\n  title: Spring cleaning\n",
        "orphans:\n- workshop/\n",
    ] {
        assert!(
            site.contains(expected),
            "site.yaml lacks `{expected}`:\n{site}"
        );
    }
    let en = std::fs::read_to_string(out.join("locales/en.yaml")).unwrap();
    for expected in [
        "/guide/: structure",
        "text: Installing the wick", // a bare navbar link takes the page's title
        "link: /guide/install.html",
        "link: https://git.lantern.invalid/handbook",
        "prefix: guide/",
        // `import * as navbar` + `navbar.en`, through `export *` and nested groups.
        "- text: More\n  children:\n  - text: Elsewhere\n    children:\n    - text: Source\n",
        // `...guide` spread into the sidebar object.
        "/guide/: structure",
        // theme-hope's bare icon names become the class docs draws its built-in icons from
        "icon: iconfont icon-book",
    ] {
        assert!(en.contains(expected), "en.yaml lacks `{expected}`:\n{en}");
    }
    let zh = std::fs::read_to_string(out.join("locales/zh.yaml")).unwrap();
    assert!(zh.contains("/zh/guide/: structure"), "{zh}");
    assert!(zh.contains("text: 指南"), "{zh}");
    // `export { zhNavbar as zh }` and `[...home, …]`: the spread list's entry comes first.
    assert!(
        zh.contains("navbar:\n- text: 提灯手册\n  link: /zh/\n"),
        "{zh}"
    );
    // `children: "structure"` in a group is written out from the folder, in front-matter order.
    assert!(
        zh.contains("    children:\n    - install\n    - widget\n"),
        "{zh}"
    );

    let install = std::fs::read_to_string(out.join("guide/install.md")).unwrap();
    assert!(
        !install.contains("redirectFrom"),
        "converted front-matter is removed"
    );
    assert!(install.contains("title: Installing the wick\nicon: iconfont icon-fire\norder: 1\n---"));

    let stdout = text(&res.stdout);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/vuepress-site/src");
    let at = |file: &str, rest: &str| format!("{}:{rest}", src.join(file).display());
    for expected in [
        at(
            "guide/widget.md",
            "10: warning: interactive component <MyWidget> replaced by a note",
        ),
        at(
            "guide/widget.md",
            "14: warning: wrapper component <ClientOnly> removed; its content is kept",
        ),
        at(
            "guide/prices.md",
            "9: warning: component <PriceCards> written out as Markdown",
        ),
        // A computed head entry cannot be written into site.yaml `head:`; the literal ones are.
        at(
            ".vuepress/config.ts",
            "22: warning: head entry not converted: it is computed",
        ),
        at(
            ".vuepress/config.ts",
            "28: warning: plugin `lanternStats` has no equivalent",
        ),
        at(
            ".vuepress/theme.ts",
            "11: warning: could not convert a template string",
        ),
        at(
            ".vuepress/config.ts",
            "23: warning: icon-font stylesheet `https://cdn.lantern.invalid/fontawesome/css/all.min.css` dropped",
        ),
        at(
            ".vuepress/config.ts",
            "24: warning: analytics script converted to `head:` in site.yaml",
        ),
        at(
            ".vuepress/config.ts",
            "29: warning: plugin `searchPro` replaced by docs' built-in feature: its own search",
        ),
        at(
            ".vuepress/theme.ts",
            "39: warning: comment plugin (Giscus) converted to `comments:`",
        ),
        at("workshop/", " warning: section `/workshop/` exists in en-US only"),
        // Redirects the build would refuse are not imported (the build's own check, issue 53).
        at(
            "guide/install.md",
            "5: warning: redirect `/guide/../lamp.html` → `/guide/install.html` not imported: it would be written outside the output folder",
        ),
        at(
            ".vuepress/theme.ts",
            "57: warning: redirect `/old/../escape.html` → `/guide/widget.html` not imported: it would be written outside the output folder",
        ),
        at(
            "workshop/README.md",
            " warning: catalog page `/workshop/` written",
        ),
        // The literal to write instead, with the template's own text.
        r#"Write a literal instead: `footer: "Lit since …"`"#.to_owned(),
    ] {
        assert!(
            stdout.contains(&expected),
            "report lacks `{expected}`:\n{stdout}"
        );
    }
    assert!(
        stdout.contains(
            "Imported 13 pages, 2 files beside them, 1 public files, 2 locales and 3 redirects"
        ),
        "{stdout}"
    );
}

#[test]
fn the_imported_content_lints_clean_widgets_scripts_wrappers_and_icons_included() {
    let (out, _) = imported("lint");
    let res = docs(&[
        "lint".as_ref(),
        out.as_os_str(),
        "--format".as_ref(),
        "json".as_ref(),
    ]);
    let report: serde_json::Value = serde_json::from_slice(&res.stdout).unwrap();
    assert_eq!(report["diagnostics"], serde_json::json!([]), "{report:#}");
    assert_eq!(res.status.code(), Some(0));
    // The English-only section is untranslated by design, so coverage asks for no twins.
    let coverage = docs(&[
        "coverage".as_ref(),
        "--content".as_ref(),
        out.as_os_str(),
        "--fail-on".as_ref(),
        "missing".as_ref(),
    ]);
    let shown = text(&coverage.stdout);
    assert_eq!(
        coverage.status.code(),
        Some(0),
        "{shown}{}",
        text(&coverage.stderr)
    );
    assert!(
        shown.contains(
            "untranslated by design: /workshop/, /workshop/bench.html, /workshop/solder.html"
        ),
        "{shown}"
    );
    let bench = std::fs::read_to_string(out.join("workshop/bench.md")).unwrap();
    assert!(bench.starts_with("---\nuntranslated: true\n"), "{bench}");
}

#[test]
fn build_writes_every_route_with_no_leftover_syntax() {
    let (out, _) = imported("build");
    let site = out.parent().unwrap().join("site");
    let res = docs(&[
        "build".as_ref(),
        "--content".as_ref(),
        out.as_os_str(),
        "--out".as_ref(),
        site.as_os_str(),
    ]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    let pages = [
        "index.html",
        "guide/index.html",
        "guide/install.html",
        "guide/widget.html",
        "zh/index.html",
        "zh/guide/index.html",
        "zh/guide/install.html",
        "zh/guide/widget.html",
        "guide/prices.html",
        "zh/guide/prices.html",
    ];
    for page in pages {
        let html =
            std::fs::read_to_string(site.join(page)).unwrap_or_else(|_| panic!("missing {page}"));
        let body = html.split("<body").nth(1).unwrap_or(&html);
        for leftover in [
            ":::",
            "@tab",
            "{{",
            "&lt;MyWidget",
            "<MyWidget",
            "@click",
            "ClientOnly",
            "height++",
            "fa-wind",
            "&lt;script",
            "const height",
            "Too high",
        ] {
            assert!(!body.contains(leftover), "{page} shows `{leftover}`");
        }
    }
    let widget = std::fs::read_to_string(site.join("guide/widget.html")).unwrap();
    // One note per run of interactive parts, linking to the page on the original site.
    assert_eq!(
        widget
            .matches("This interactive part is not available here.")
            .count(),
        2,
        "{widget}"
    );
    assert!(widget.contains("https://handbook.lantern.invalid/guide/widget.html"));
    assert!(widget.contains("Only the <strong>browser</strong> shows this"));
    assert!(
        widget.contains("id=\"trimming-tips\""),
        "VuePress's anchor for `## :bulb: Trimming tips`"
    );
    assert!(widget.contains("🔥 Keep the flame low"));
    assert!(
        widget.contains("Press Space to pause it."),
        "inline component gone, its text kept"
    );
    let home = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(home.contains("Kept alight by volunteers") && !home.contains("lantern-counter.js"));
    let prices = std::fs::read_to_string(site.join("guide/prices.html")).unwrap();
    assert!(
        prices.contains("Small flask") && prices.contains("Lasts a month"),
        "{prices}"
    );
    assert!(prices.contains("https://shop.lantern.invalid/small"));
    let zh_prices = std::fs::read_to_string(site.join("zh/guide/prices.html")).unwrap();
    assert!(
        zh_prices.contains("小瓶") && !zh_prices.contains("Small flask"),
        "the locale's own data"
    );
    assert!(std::fs::read_to_string(site.join("zh/guide/widget.html")).is_ok());
    // theme-hope's generated page for a folder without a README exists, listing its pages.
    let workshop = std::fs::read_to_string(site.join("workshop/index.html")).unwrap();
    assert!(
        workshop.contains("vp-catalog") && workshop.contains("Soldering the frame"),
        "{workshop}"
    );
    let install = std::fs::read_to_string(site.join("guide/install.html")).unwrap();
    assert!(install.contains("vp-tabs") && install.contains("hint-container tip"));
    // A widget inside a tab becomes a quoted note, so the tabs container stays whole.
    assert!(
        install.contains("<blockquote>")
            && install.contains("This interactive part is not available here."),
        "{install}"
    );
    assert!(install.contains("img/x.png"));
    assert!(
        site.join("guide/img/x.png").is_file(),
        "the image beside the page is exported"
    );
    assert!(site.join("logo.svg").is_file());
    for old in ["guide/setup.html", "guide/wick.html", "old/widget.html"] {
        let stub =
            std::fs::read_to_string(site.join(old)).unwrap_or_else(|_| panic!("no stub {old}"));
        assert!(stub.contains("/guide/"), "{old}: {stub}");
    }
}

#[test]
fn non_empty_out_is_refused_without_force_and_replaced_with_it() {
    let out = temp("force").join("content");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("notes.txt"), "mine").unwrap();
    let res = import(&common::fixture("vuepress-site"), &out, &[]);
    assert_eq!(res.status.code(), Some(2));
    assert!(
        text(&res.stderr).contains("not empty"),
        "{}",
        text(&res.stderr)
    );
    assert_eq!(
        std::fs::read_to_string(out.join("notes.txt")).unwrap(),
        "mine"
    );

    let res = import(&common::fixture("vuepress-site"), &out, &["--force"]);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    assert!(!out.join("notes.txt").exists());
    assert!(out.join("site.yaml").is_file());
    let leftovers: Vec<_> = std::fs::read_dir(out.parent().unwrap())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .filter(|n| n != "content")
        .collect();
    assert!(leftovers.is_empty(), "staging left behind: {leftovers:?}");
}

#[test]
fn out_inside_or_around_the_project_is_refused_even_with_force() {
    let project = temp("inside").join("project");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    for out in [
        project.join("src/out"),
        project.clone(),
        project.parent().unwrap().to_owned(),
    ] {
        let res = import(&project, &out, &["--force"]);
        assert_eq!(
            res.status.code(),
            Some(2),
            "{}: {}",
            out.display(),
            text(&res.stderr)
        );
        assert!(text(&res.stderr).contains("refusing to import"));
    }
    assert!(!project.join("src/out").exists(), "nothing written");
    assert!(
        project.join("src/.vuepress/config.ts").is_file(),
        "the project is untouched"
    );
}

#[test]
fn a_folder_without_vuepress_fails_with_exit_1_and_writes_nothing() {
    let root = temp("novp");
    std::fs::create_dir_all(root.join("project")).unwrap();
    std::fs::write(root.join("project/README.md"), "# Hi\n").unwrap();
    let out = root.join("content");
    let res = import(&root.join("project"), &out, &[]);
    assert_eq!(res.status.code(), Some(1));
    assert!(
        text(&res.stderr).contains("no `.vuepress` folder"),
        "{}",
        text(&res.stderr)
    );
    assert!(!out.exists());
    let usage = docs(&["import".as_ref(), "vuepress".as_ref(), root.as_os_str()]);
    assert_eq!(usage.status.code(), Some(2), "--out is required");
}

#[test]
fn symlinks_leading_out_of_the_project_are_not_followed() {
    let root = temp("symlink");
    let project = root.join("project");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    std::fs::write(root.join("secret.md"), "# secret\n").unwrap();
    std::os::unix::fs::symlink(root.join("secret.md"), project.join("src/guide/leak.md")).unwrap();
    let out = root.join("content");
    let res = import(&project, &out, &[]);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    assert!(!out.join("guide/leak.md").exists());
    assert!(
        text(&res.stdout).contains("leak.md: warning: not imported"),
        "{}",
        text(&res.stdout)
    );
}

#[test]
fn a_thirty_thousand_deep_literal_in_the_config_is_a_finding_not_a_crash() {
    let root = temp("deep");
    let project = root.join("project");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    let config = project.join("src/.vuepress/config.ts");
    let source = std::fs::read_to_string(&config).unwrap();
    let deep = format!("{}1{}", "[".repeat(30_000), "]".repeat(30_000));
    std::fs::write(
        &config,
        source.replace(
            "  base: \"/\",",
            &format!("  base: \"/\",\n  extra: {deep},"),
        ),
    )
    .unwrap();
    let res = import(&project, &root.join("content"), &[]);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    let stdout = text(&res.stdout);
    assert!(
        stdout.contains("config.ts:7: warning: could not convert a value nested deeper than"),
        "{stdout}"
    );
}

#[test]
fn the_report_groups_findings_by_action_with_counts_and_json_says_the_same() {
    let (_, res) = imported("grouped");
    let stdout = text(&res.stdout);
    let headings: Vec<&str> = stdout
        .lines()
        .filter(|l| !l.starts_with('/') && !l.starts_with("Imported"))
        .collect();
    assert_eq!(headings.len(), 4, "{stdout}");
    for (heading, prefix) in
        headings
            .iter()
            .zip(["Not converted (", "Replaced (", "Dropped (", "Converted ("])
    {
        assert!(heading.starts_with(prefix), "{stdout}");
    }
    let summary = stdout.lines().last().unwrap();
    assert!(
        summary.ends_with("; 0 lint error(s) caused by the import, 0 of the site's own"),
        "{summary}"
    );

    let out = temp("json").join("content");
    let res = import(
        &common::fixture("vuepress-site"),
        &out,
        &["--format", "json"],
    );
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    let report: serde_json::Value = serde_json::from_slice(&res.stdout).unwrap();
    assert_eq!(report["imported"]["pages"], 13, "{report:#}");
    let findings = report["findings"].as_array().unwrap();
    let count = |action: &str| findings.iter().filter(|f| f["action"] == action).count();
    for (key, action) in [
        ("converted", "converted"),
        ("replaced", "replaced"),
        ("dropped", "dropped"),
        ("not_converted", "not converted"),
    ] {
        assert_eq!(report["counts"][key], count(action), "{report:#}");
        assert!(count(action) > 0, "{action}: {report:#}");
    }
    assert!(findings
        .iter()
        .any(|f| f["file"] == "guide/widget.md" && f["line"] == 10 && f["action"] == "replaced"));
    assert_eq!(report["siteErrors"], serde_json::json!([]));
    assert_eq!(report["importErrors"], serde_json::json!([]));
    // A site's own broken link is reported as such, and the import still succeeds.
    let root = temp("own");
    let project = root.join("project");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    std::fs::write(
        project.join("src/guide/broken.md"),
        "# Broken\n\nSee [the missing page](./missing.md).\n",
    )
    .unwrap();
    let res = import(&project, &root.join("content"), &[]);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    let stdout = text(&res.stdout);
    assert!(
        stdout.contains("The site's own (1 lint error(s) the VuePress site has too")
            && !stdout.contains("Caused by the import")
            && stdout.contains("guide/broken.md:3: error[links/broken]"),
        "{stdout}"
    );
}

/// Import a project made of a home page and `.vuepress/config.ts` holding `config`: the import
/// finishes (0, or 1 with findings), never a crash (134, a stack overflow; 101, a panic).
fn import_config_without_crashing(name: &str, config: &str) -> String {
    let root = temp(name);
    let project = root.join("project");
    std::fs::create_dir_all(project.join(".vuepress")).unwrap();
    std::fs::write(project.join("README.md"), "# Home\n").unwrap();
    std::fs::write(project.join(".vuepress/config.ts"), config).unwrap();
    let res = import(&project, &root.join("content"), &[]);
    let stderr = text(&res.stderr);
    assert!(
        matches!(res.status.code(), Some(0 | 1)) && !stderr.contains("panicked"),
        "{name}: {:?} {stderr}",
        res.status
    );
    text(&res.stdout)
}

#[test]
fn configs_nested_through_calls_and_spreads_import_without_overflowing_the_stack() {
    // Regression: issue 53. Only `[ { (` counted towards the nesting limit, so calls and bare
    // spreads nested the reader's recursion as deep as the file (exit 134).
    let calls = format!(
        "export default f({}1{})\n",
        "f(".repeat(10_000),
        ")".repeat(10_000)
    );
    import_config_without_crashing("deep-calls", &calls);
    let spreads = format!("export default [{}a]\n", "...".repeat(30_000));
    import_config_without_crashing("deep-spreads", &spreads);
    let bracketed = format!(
        "export default {{ title: [{}1{} }}\n",
        "...[".repeat(30_000),
        "]".repeat(30_001)
    );
    let stdout = import_config_without_crashing("deep-spread-lists", &bracketed);
    assert!(
        stdout.contains("config.ts:1: warning: could not convert a value nested deeper than"),
        "{stdout}"
    );
}

#[test]
fn a_config_of_120k_comparisons_imports() {
    // Regression: issue 53. Every `a<b` looked ahead for the `>` of type arguments to the end of
    // the file: 120k items took 13 s (release). Tests never time: this one finishing is the check,
    // the unit tests count the reader's steps.
    let items = vec!["a<b"; 120_000].join(",");
    let stdout =
        import_config_without_crashing("comparisons", &format!("export default [{items}]\n"));
    // Each item a finding of the data reader, plus the one saying the sandbox refused it.
    assert!(
        stdout.contains("Not converted (120001 in 1 file(s))")
            && stdout.contains("config read as data"),
        "{stdout}"
    );
}
