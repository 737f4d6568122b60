//! Which file answers a path (issue 53, items 4, 6 and 7), through the real binary: a content
//! file or a redirect never takes a path the build writes, lint says so with the file's
//! position, and `docs serve`, `docs build` and `docs import` hold the same line.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::Output;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The bilingual fixture without its deliberate lint error (`author: 42`), so that any error
/// found is the one a test adds.
fn clean_copy(tag: &str) -> PathBuf {
    let dir = common::fixture_copy("bilingual", tag);
    let page = dir.join("guide/install/docker.md");
    let body = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, body.replace("author: 42\n", "")).unwrap();
    dir
}

fn out_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-out-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn run(args: &[&std::ffi::OsStr]) -> Output {
    common::docs().args(args).output().unwrap()
}

fn build(content: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args: Vec<&std::ffi::OsStr> = vec![
        "build".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
        "--content".as_ref(),
        content.as_os_str(),
    ];
    args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
    run(&args)
}

fn lint(content: &Path) -> Output {
    run(&["lint".as_ref(), content.as_os_str()])
}

/// The body of `GET path` from a running server.
fn get(addr: &str, path: &str) -> (String, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a header block");
    let head = text(&response[..split]);
    let status = head.lines().next().unwrap_or_default().to_owned();
    (status, response[split + 4..].to_vec())
}

/// The embedded app's own script, by the name the export and the server give it.
fn app_script() -> (String, &'static [u8]) {
    docs::web::assets::all()
        .iter()
        .find(|(path, _)| {
            path.strip_prefix("assets/index-")
                .is_some_and(|rest| rest.ends_with(".js"))
        })
        .expect("the embedded app has an assets/index-*.js (built without DOCS_SKIP_WEB)")
        .clone()
}

// Regression: issue 53 item 4. `public/assets/index-<hash>.js` replaced the app in the export
// only (served immutable for a year), `docs serve` kept the embedded one, lint was silent.
#[test]
fn a_content_file_on_a_path_the_build_writes_is_reported_and_never_published() {
    let (script, app_bytes) = app_script();
    let dir = clean_copy("paths-public");
    let public = dir.join("public");
    std::fs::create_dir_all(public.join("assets")).unwrap();
    std::fs::create_dir_all(public.join("_data/locale")).unwrap();
    std::fs::write(public.join(&script), "alert('not the app')").unwrap();
    std::fs::write(public.join("_data/locale/en.json"), "{\"not\":\"ours\"}").unwrap();
    std::fs::write(public.join("robots.txt"), "User-agent: *\nDisallow: /\n").unwrap();
    // A content file under `assets/` whose name the app does not use is the author's.
    std::fs::write(public.join("assets/logo.svg"), "<svg/>").unwrap();

    let res = lint(&dir);
    let stdout = text(&res.stdout);
    assert_eq!(res.status.code(), Some(1), "{stdout}");
    for file in [
        format!("public/{script}"),
        "public/_data/locale/en.json".to_owned(),
        "public/robots.txt".to_owned(),
    ] {
        assert!(
            stdout.contains(&format!("{file}:1:1: error[public/collides-with-build]")),
            "no finding for {file}:\n{stdout}"
        );
    }
    assert!(!stdout.contains("assets/logo.svg"), "{stdout}");

    // Refused as lint refuses it; built anyway, the build's files stay the build's.
    let out = out_dir("public");
    let res = build(&dir, &out, &[]);
    assert_eq!(res.status.code(), Some(1), "{}", text(&res.stderr));
    assert!(text(&res.stderr).contains("error[public/collides-with-build]"));
    assert!(!out.exists());
    let res = build(&dir, &out, &["--allow-errors"]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    assert_eq!(std::fs::read(out.join(&script)).unwrap(), app_bytes);
    let locale = std::fs::read_to_string(out.join("_data/locale/en.json")).unwrap();
    assert!(!locale.contains("ours"), "{locale}");
    let robots = std::fs::read_to_string(out.join("robots.txt")).unwrap();
    assert!(!robots.contains("Disallow: /\n"), "{robots}");
    assert_eq!(
        std::fs::read_to_string(out.join("assets/logo.svg")).unwrap(),
        "<svg/>"
    );

    // The server answers every one of those paths as the export has it.
    let args = [
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        dir.as_os_str(),
    ];
    let (mut child, addr) = common::spawn_server(&args);
    let served_script = get(&addr, &format!("/{script}"));
    let served_locale = get(&addr, "/_data/locale/en.json");
    let served_robots = get(&addr, "/robots.txt");
    let served_logo = get(&addr, "/assets/logo.svg");
    child.kill().ok();
    child.wait().ok();
    assert!(served_script.0.contains("200"), "{}", served_script.0);
    assert_eq!(served_script.1, app_bytes);
    assert!(!text(&served_locale.1).contains("ours"));
    assert!(!text(&served_robots.1).contains("Disallow: /\n"));
    assert!(served_logo.0.contains("200"), "{}", served_logo.0);
    assert_eq!(served_logo.1, b"<svg/>");
}

/// Redirect keys that passed lint, then broke the build (`/.git/` every later build into the
/// output; the others with "File exists" / "Is a directory"), with the column lint gives them.
const BAD_KEYS: [&str; 10] = [
    "/.git/",
    "/.docs-build/",
    "/.well-known/x.html",
    "/404.html/",
    "/zh/404.html/",
    "/_redirects/",
    "/robots.txt/",
    "/nginx.conf/",
    "/.nojekyll/",
    "/guide/install/docker.html/",
];

// Regression: issue 53 item 6.
#[test]
fn redirect_keys_on_hidden_folders_or_built_paths_are_refused_by_lint_and_build_alike() {
    let redirects: String = BAD_KEYS
        .iter()
        .map(|k| format!("  \"{k}\": /guide/\n"))
        .collect();
    let dir = clean_copy("paths-redirects");
    let good_yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    let first_line = good_yaml.lines().count() + 1;
    std::fs::write(dir.join("site.yaml"), format!("{good_yaml}{redirects}")).unwrap();

    let res = lint(&dir);
    let stdout = text(&res.stdout);
    assert_eq!(res.status.code(), Some(1), "{stdout}");
    let expected: Vec<String> = BAD_KEYS
        .iter()
        .enumerate()
        .map(|(i, k)| {
            format!(
                "site.yaml:{}:3: error[config/redirect] redirect `{k}` is left out",
                first_line + i
            )
        })
        .collect();
    for line in &expected {
        assert!(
            stdout.contains(line.as_str()),
            "lint lacks `{line}`:\n{stdout}"
        );
    }

    // A good build first: the refused one must leave it as it was, and a later one must work.
    let out = out_dir("redirects");
    std::fs::write(dir.join("site.yaml"), &good_yaml).unwrap();
    let res = build(&dir, &out, &[]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    let before = common::files(&out);
    std::fs::write(dir.join("site.yaml"), format!("{good_yaml}{redirects}")).unwrap();
    let res = build(&dir, &out, &[]);
    let stderr = text(&res.stderr);
    assert_eq!(res.status.code(), Some(1), "{stderr}");
    for line in &expected {
        assert!(
            stderr.contains(line.as_str()),
            "build lacks `{line}`:\n{stderr}"
        );
    }
    assert_eq!(
        common::files(&out),
        before,
        "the refused build wrote something"
    );
    // Built anyway, the keys are left out: nothing lands in a hidden folder or on a built file.
    let res = build(&dir, &out, &["--allow-errors"]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    assert!(!out.join(".git").exists() && !out.join(".well-known").exists());
    assert!(out.join("404.html").is_file() && out.join("robots.txt").is_file());
    std::fs::write(dir.join("site.yaml"), &good_yaml).unwrap();
    let res = build(&dir, &out, &[]);
    assert!(res.status.success(), "{}", text(&res.stderr));
}

// Guard against drift: every file a real export writes is either a content file, a redirect
// stub, or a path the build claims (`site::built::claim_in`), the answer lint, serve and the
// redirects use. A new built file the answer does not know fails here.
#[test]
fn every_file_an_export_writes_is_claimed_by_the_build_or_is_content() {
    let dir = clean_copy("paths-drift");
    let out = out_dir("drift");
    let res = build(&dir, &out, &["--hostname", "https://docs.example.org"]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    let site =
        docs::site::Site::load(docs::site::source::ContentSource::Disk(dir.clone())).unwrap();
    let public = site.source.public_names().unwrap();
    let beside = site.source.page_asset_names().unwrap();
    let stubs: Vec<String> = site
        .redirects
        .keys()
        .filter_map(|from| docs::export::redirects::stub_file(from))
        .collect();
    let written = common::files(&out);
    assert!(written.contains_key("robots.txt") && written.contains_key("hello.txt"));
    assert!(
        !written.keys().any(|rel| rel.starts_with(".vite/")),
        "the bundler's manifest is not part of the site"
    );
    for rel in written.keys() {
        let content = public.contains(rel) || beside.contains(rel) || stubs.contains(rel);
        let claimed = docs::site::built::claim_in(&site, rel).is_some();
        assert!(
            content != claimed,
            "`{rel}`: content file {content}, claimed by the build {claimed}"
        );
    }
}

// Regression: issue 53 item 7. The import copied `%2e%2e`, backslash and hidden-folder
// redirects into site.yaml, where the build refused them as "not caused by the import".
#[test]
fn the_import_drops_redirects_the_build_would_refuse_and_says_so() {
    let project = out_dir("import-src");
    common::copy_dir(&common::fixture("vuepress-site"), &project);
    let page = project.join("src/guide/install.md");
    let body = std::fs::read_to_string(&page).unwrap();
    let body = body.replacen(
        "  - /guide/wick\n",
        "  - /guide/wick\n  - /guide/%2e%2e/%2e%2e/dotted.html\n  - '/guide\\..\\..\\slashed.html'\n  - /.git/\n  - /guide/%E4%B8%AD.html\n",
        1,
    );
    std::fs::write(&page, body).unwrap();
    std::fs::write(
        project.join("src/guide/perma.md"),
        "---\ntitle: Perma\npermalink: /.git/config\n---\n\n# Perma\n",
    )
    .unwrap();
    let theme = project.join("src/.vuepress/theme.ts");
    let config = std::fs::read_to_string(&theme).unwrap().replacen(
        "        \"/old/widget.html\": \"/guide/widget.html\",\n",
        "        \"/old/widget.html\": \"/guide/widget.html\",\n        \"/%2E%2E/plugin.html\": \"/guide/widget.html\",\n        \"/.well-known/x.html\": \"/guide/widget.html\",\n        \"/robots.txt/\": \"/guide/widget.html\",\n",
        1,
    );
    std::fs::write(&theme, config).unwrap();

    let content = out_dir("import-out").join("content");
    let res = run(&[
        "import".as_ref(),
        "vuepress".as_ref(),
        project.as_os_str(),
        "--out".as_ref(),
        content.as_os_str(),
    ]);
    let stdout = text(&res.stdout);
    assert_eq!(res.status.code(), Some(0), "{}", text(&res.stderr));
    let site_yaml = std::fs::read_to_string(content.join("site.yaml")).unwrap();
    for bad in [
        "dotted",
        "slashed",
        "plugin.html",
        ".git",
        ".well-known",
        "robots.txt/",
    ] {
        assert!(
            !site_yaml.contains(bad),
            "`{bad}` reached site.yaml:\n{site_yaml}"
        );
    }
    // A percent escape for a plain character is decoded, not dropped.
    assert!(site_yaml.contains("/guide/中.html"), "{site_yaml}");
    for (file, old) in [
        ("guide/install.md:", "/guide/%2e%2e/%2e%2e/dotted.html"),
        ("guide/install.md:", "/guide\\..\\..\\slashed.html"),
        ("guide/install.md:", "/.git/"),
        ("guide/perma.md:", "/.git/config"),
        (".vuepress/theme.ts:", "/%2E%2E/plugin.html"),
        (".vuepress/theme.ts:", "/.well-known/x.html"),
        (".vuepress/theme.ts:", "/robots.txt/"),
    ] {
        let found = stdout.lines().any(|l| {
            l.contains(file)
                && l.contains(": warning: redirect `")
                && l.contains(&format!("`{old}` → "))
                && l.contains("not imported: ")
        });
        assert!(found, "no finding for `{old}` in {file}:\n{stdout}");
    }
    let caused = stdout
        .lines()
        .skip_while(|l| !l.starts_with("Caused by the import") && !l.starts_with("The site's own"))
        .filter(|l| l.contains("config/redirect"))
        .count();
    assert_eq!(caused, 0, "{stdout}");
    let out = out_dir("import-built");
    let res = build(&content, &out, &["--allow-errors"]);
    assert!(res.status.success(), "{}", text(&res.stderr));
    assert!(!out.join(".git").exists());
    assert!(
        text(&res.stderr)
            .lines()
            .all(|l| !l.contains("config/redirect")),
        "{}",
        text(&res.stderr)
    );
}
