//! Hostile or careless content: symlinks out of the root, unreadable files, front-matter that is
//! not what it seems, unsafe link targets and oversized input. Each case is named after the failure
//! it guards against; the model is checked through `Site::load`, findings through `docs lint`.

mod common;

use std::path::{Path, PathBuf};

use docs::site::{ContentSource, Diagnostic, Site};

const DOCKER: &str = "guide/install/docker.md";
const CLEAN_DOCKER: &str =
    "---\ntitle: Use Docker\norder: 5\n---\n# Use Docker\n\n## Run the container\n";

/// A copy of the bilingual fixture (docker page made clean) with `changes` written over it.
fn tree(name: &str, changes: &[(&str, &[u8])]) -> PathBuf {
    let dir = common::fixture_copy("bilingual", &format!("hostile-{name}"));
    std::fs::write(dir.join(DOCKER), CLEAN_DOCKER).unwrap();
    for (file, bytes) in changes {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    dir
}

fn load(dir: &Path) -> Site {
    Site::load(ContentSource::Disk(dir.to_owned())).expect("the load itself never fails")
}

fn findings<'a>(site: &'a Site, rule: &str) -> Vec<&'a Diagnostic> {
    site.diagnostics.iter().filter(|d| d.rule == rule).collect()
}

/// `docs lint DIR`: (exit code, stdout).
fn lint(dir: &Path) -> (Option<i32>, String) {
    let out = common::docs().arg("lint").arg(dir).output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[cfg(unix)]
fn symlink(target: impl AsRef<Path>, link: impl AsRef<Path>) {
    std::os::unix::fs::symlink(target, link).unwrap();
}

// Regression: `ln -s /etc/hostname content/leak.md` was served at /leak.html, indexed and exported.
#[cfg(unix)]
#[test]
fn symlinked_page_outside_the_root_is_not_loaded() {
    let dir = tree("symlink-out", &[]);
    let outside = dir.with_extension("secret.md");
    std::fs::write(&outside, "# Secret from outside\n").unwrap();
    symlink(&outside, dir.join("leak.md"));
    symlink(&outside, dir.join("public/leak.txt"));
    // Links that stay inside the root keep working.
    symlink(dir.join(DOCKER), dir.join("alias.md"));
    symlink("hello.txt", dir.join("public/hello-again.txt"));

    let site = load(&dir);
    assert!(
        site.page("/leak.html").is_none(),
        "the outside file became a page"
    );
    assert!(!site
        .texts
        .values()
        .any(|t| t.contains("Secret from outside")));
    assert!(
        site.page("/alias.html").is_some(),
        "an inside link stopped working"
    );
    let refused: Vec<&str> = findings(&site, "content/symlink-outside")
        .iter()
        .map(|d| d.span.file.as_str())
        .collect();
    assert_eq!(
        refused,
        ["leak.md", "public/leak.txt"],
        "{:?}",
        site.diagnostics
    );

    let public = site.source.public_files().unwrap();
    let names: Vec<&str> = public.iter().map(|(p, _)| p.as_str()).collect();
    assert!(!names.contains(&"leak.txt"), "{names:?}");
    assert!(names.contains(&"hello-again.txt"), "{names:?}");
    assert!(site.source.public_file("leak.txt").is_none());

    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("leak.md: error[content/symlink-outside]"),
        "{text}"
    );
    assert!(
        text.contains("public/leak.txt: error[content/symlink-outside]"),
        "{text}"
    );
}

// Regression: one dangling, unreadable or vanished file aborted the whole lint run.
#[cfg(unix)]
#[test]
fn unreadable_and_dangling_files_are_findings_and_the_rest_is_checked() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tree(
        "unreadable",
        &[("guide/broken.md", b"# Broken\n\nSee [x](./nope.md).\n")],
    );
    symlink("nowhere.md", dir.join("dangling.md"));
    // Reading a folder fails even as root, unlike chmod 000.
    symlink("guide", dir.join("folder.md"));
    let locked = dir.join("locked.md");
    std::fs::write(&locked, "# Locked\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o000)).unwrap();
    // Root reads through chmod 000: the locked sub-case only counts where it really is unreadable.
    let locked_unreadable = std::fs::read(&locked).is_err();

    let site = load(&dir);
    let unreadable: Vec<&str> = findings(&site, "file/unreadable")
        .iter()
        .map(|d| d.span.file.as_str())
        .collect();
    assert!(unreadable.contains(&"dangling.md"), "{unreadable:?}");
    assert!(unreadable.contains(&"folder.md"), "{unreadable:?}");
    assert_eq!(unreadable.contains(&"locked.md"), locked_unreadable);
    assert!(site.page("/guide/broken.html").is_some());

    let (code, text) = lint(&dir);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("dangling.md: error[file/unreadable]"),
        "{text}"
    );
    assert!(text.contains("folder.md: error[file/unreadable]"), "{text}");
    assert!(
        text.contains("guide/broken.md:3:9: error[links/broken]"),
        "other files are still checked: {text}"
    );
}

// Regression: `star: yes` passed lint although the schema says boolean or number (theme-hope
// takes a number too: `star: 5` ranks the article).
#[test]
fn star_and_sticky_of_the_wrong_type_are_errors() {
    let dir = tree(
        "star",
        &[(
            DOCKER,
            b"---\ntitle: A\nstar: yes\nsticky: high\n---\n# A\n",
        )],
    );
    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("docker.md:3:1: error[front-matter/wrong-type] `star`"),
        "{text}"
    );
    assert!(
        text.contains("docker.md:4:1: error[front-matter/wrong-type] `sticky`"),
        "{text}"
    );
}

// Regression: a `...` inside front-matter closed it, and the YAML after it became body text.
#[test]
fn document_end_inside_front_matter_is_an_error_not_body_text() {
    let dir = tree(
        "dots",
        &[(DOCKER, b"---\ntitle: A\n...\norder: 2\n---\n# Body\n")],
    );
    let site = load(&dir);
    let page = site.page("/guide/install/docker.html").unwrap();
    assert!(!page.body.contains("order: 2"), "{:?}", page.body);
    assert_eq!(page.front_matter.title.as_deref(), Some("A"));
    let found = findings(&site, "front-matter/multiple-documents");
    assert_eq!(found.len(), 1, "{:?}", site.diagnostics);
    assert_eq!(found[0].span.line, 3);
}

// Regression: a second YAML block after the front-matter was silently shown as a heading.
#[test]
fn second_yaml_document_after_front_matter_is_an_error() {
    let dir = tree(
        "second-doc",
        &[(
            DOCKER,
            b"---\ntitle: A\n---\norder: 2\ntoc: false\n---\n# Body\n",
        )],
    );
    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("docker.md:4:1: error[front-matter/second-document]"),
        "{text}"
    );
}

// Regression: `title: !!python/object:os.system ls` became the title "ls" without a word.
#[test]
fn custom_yaml_tag_is_an_error_and_its_value_unused() {
    let dir = tree(
        "tag",
        &[(
            DOCKER,
            b"---\ntitle: !!python/object:os.system ls\n---\n# From heading\n",
        )],
    );
    let site = load(&dir);
    let page = site.page("/guide/install/docker.html").unwrap();
    assert_eq!(page.title, "From heading");
    let found = findings(&site, "yaml/unknown-tag");
    assert_eq!(found.len(), 1, "{:?}", site.diagnostics);
    assert_eq!((found[0].span.line, found[0].span.column), (2, 1));
}

// Regression: NUL bytes and UTF-16 files were loaded as garbage pages without a clear finding.
#[test]
fn nul_bytes_and_utf16_are_named_and_not_loaded() {
    let mut utf16: Vec<u8> = vec![0xFF, 0xFE];
    utf16.extend("# Wide\n".encode_utf16().flat_map(u16::to_le_bytes));
    let dir = tree(
        "encoding",
        &[
            ("guide/wide.md", &utf16),
            ("guide/nul.md", b"# Nul\n\nab\0cd\n"),
        ],
    );
    let site = load(&dir);
    assert!(site.page("/guide/wide.html").is_none());
    assert!(site.page("/guide/nul.html").is_none());
    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("guide/wide.md:1:1: error[file/encoding] file is encoded as UTF-16LE"),
        "{text}"
    );
    assert!(
        text.contains("guide/nul.md:3:3: error[file/nul-byte]"),
        "{text}"
    );
}

// Regression: navbar links `javascript:`, `data:`, `//evil.example`, `../../../etc/passwd` and a
// sidebar `//evil.example` were neither flagged nor kept out of the locale JSON.
#[test]
fn unsafe_navigation_links_are_errors_and_dropped() {
    let en = "navbar:\n  - {text: Guide, link: /guide/}\n  - {text: Js, link: 'javascript:alert(1)'}\n  - {text: Data, link: 'data:text/html,<script>alert(1)</script>'}\n  - {text: Host, link: //evil.example}\n  - text: Menu\n    children:\n      - {text: Passwd, link: ../../../etc/passwd}\nsidebar:\n  /guide/:\n    - install/docker\n    - //evil.example\n  /: structure\n";
    let dir = tree("nav", &[("locales/en.yaml", en.as_bytes())]);
    let site = load(&dir);
    let locale = &site.locales["/"];
    let json = serde_json::to_string(locale).unwrap()
        + &serde_json::to_string(&site.sidebars["/"]).unwrap();
    for bad in ["javascript:", "data:", "evil.example", "etc/passwd"] {
        assert!(
            !json.contains(bad),
            "`{bad}` reached the locale model: {json}"
        );
    }
    assert_eq!(locale.navbar[0].link.as_deref(), Some("/guide/"));
    let lines: Vec<u32> = findings(&site, "config/unsafe-link")
        .iter()
        .map(|d| d.span.line)
        .collect();
    assert_eq!(lines.len(), 5, "{:?}", site.diagnostics);
    for line in [3, 4, 5, 8, 12] {
        assert!(
            lines.contains(&line),
            "no finding at line {line}: {lines:?}"
        );
    }
}

// Regression: Markdown links to `javascript:` passed lint, and `<img src=javascript:…>` kept its URL.
#[test]
fn script_urls_in_markdown_are_errors_and_stripped_from_html() {
    let page = "---\ntitle: A\n---\n# A\n\n[click](javascript:alert(1))\n\n<img src=javascript:alert(1)>\n\n<img src=\"jav&#x61;script&colon;alert(1)\">\n";
    let dir = tree("script-url", &[(DOCKER, page.as_bytes())]);
    let site = load(&dir);
    let page = site.page("/guide/install/docker.html").unwrap();
    let html = docs::render::page(&site, page).html.to_ascii_lowercase();
    assert!(!html.contains("javascript"), "{html}");
    assert!(!html.contains("script&colon;"), "{html}");
    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    assert!(
        text.contains("docker.md:6:1: error[links/script-url]"),
        "{text}"
    );
}

// Regression: 160 KB of nested flow YAML in front-matter took 16 s to parse; depth and size are
// now checked before the parser runs, so the cost is bounded by design (tests never time).
#[test]
fn oversized_or_deep_front_matter_is_refused_before_parsing() {
    let big = format!(
        "---\nx: {}1{}\n---\n# A\n",
        "[".repeat(80_000),
        "]".repeat(80_000)
    );
    let deep = format!(
        "---\nx: {}1{}\n---\n# A\n",
        "{a: ".repeat(5_000),
        "}".repeat(5_000)
    );
    let dir = tree(
        "deep",
        &[(DOCKER, big.as_bytes()), ("guide/deep.md", deep.as_bytes())],
    );
    let site = load(&dir);
    assert_eq!(
        findings(&site, "front-matter/too-large")[0].span.file,
        DOCKER
    );
    assert_eq!(
        findings(&site, "yaml/too-deep")[0].span.file,
        "guide/deep.md"
    );
    assert_eq!(site.page("/guide/deep.html").unwrap().title, "A");
}

// Regression: a 50 MB page made start-up take 7 s and every search 3 s; pages over `maxPageSize`
// are now an error and only their first part is rendered and indexed.
#[test]
fn page_over_max_page_size_is_an_error_and_cut() {
    let site_yaml = std::fs::read_to_string(common::fixture("bilingual").join("site.yaml"))
        .unwrap()
        + "maxPageSize: 4096\n";
    let long = format!(
        "# Long\n\n{}",
        "word word word word word word word\n".repeat(1_000)
    );
    let dir = tree(
        "long",
        &[
            ("site.yaml", site_yaml.as_bytes()),
            ("guide/long.md", long.as_bytes()),
        ],
    );
    let site = load(&dir);
    let page = site.page("/guide/long.html").unwrap();
    assert!(page.body.len() <= 4096, "{}", page.body.len());
    let found = findings(&site, "file/too-large");
    assert_eq!(found.len(), 1, "{:?}", site.diagnostics);
    assert_eq!(found[0].span.file, "guide/long.md");
    assert!(
        found[0].message.contains("only the first part"),
        "{}",
        found[0].message
    );
}

// Regression: issue 53. A hero button, feature card, prev/next or hero image whose target runs
// script (`"\tjavascript:…"`, escaped in YAML) passed lint and was written into the home page's
// HTML and the page JSON.
#[test]
fn script_links_in_front_matter_are_reported_where_written_and_never_shipped() {
    let page = b"---\ntitle: Home\nhome: true\nheroImage: \"\\tjavascript:alert(1)\"\nactions:\n  - text: Go\n    link: \"java\\tscript:alert(2)\"\n  - text: Fine\n    link: /guide/\nfeatures:\n  - title: Card\n    link: JAVASCRIPT:alert(3)\nnext: \"vbscript:alert(4)\"\n---\n# Home\n";
    let dir = tree("script-front-matter", &[("README.md", page)]);
    let (code, text) = lint(&dir);
    assert_eq!(code, Some(1), "{text}");
    for at in [
        "README.md:4:12",
        "README.md:7:11",
        "README.md:12:11",
        "README.md:13:7",
    ] {
        assert!(
            text.contains(&format!("{at}: error[front-matter/unsafe-link]")),
            "no finding at {at}: {text}"
        );
    }
    let out = dir.with_extension("built");
    let _ = std::fs::remove_dir_all(&out);
    common::build_ok_with(&dir, &out, &["--allow-errors"]);
    let html = std::fs::read_to_string(out.join("index.html")).unwrap();
    let lower = html.to_ascii_lowercase();
    for gone in ["alert(1)", "alert(2)", "alert(3)", "alert(4)"] {
        assert!(!lower.contains(gone), "`{gone}` shipped in the home page");
    }
    assert!(html.contains("Fine"), "the safe button stays");
    let _ = std::fs::remove_dir_all(&out);
}
