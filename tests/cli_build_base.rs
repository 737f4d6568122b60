//! `docs build --base /repo/` through the real binary: every site-internal URL the export writes
//! (links, assets, images, canonical/hreflang/OG, sitemap, robots, redirect stubs, `_redirects`,
//! nginx locations, the page JSON's content HTML) is under the base; `/` changes nothing; a bad
//! base is refused with exit 2 before anything is written.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const HOST: &str = "https://user.github.io";

fn docs(content: &Path, out: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_docs"));
    cmd.args(["build", "--out"])
        .arg(out)
        .arg("--content")
        .arg(content)
        .args(args)
        // The fixtures carry deliberate lint errors; these tests are about addresses.
        .arg("--allow-errors")
        // A developer's own settings must not decide these tests.
        .env_remove("DOCS_BASE")
        .env_remove("DOCS_HOSTNAME");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().unwrap()
}

fn out_dir(tag: &str) -> PathBuf {
    let out = std::env::temp_dir().join(format!("docs-base-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    out
}

/// The values of `attr="…"` in `html`.
fn attr_values<'a>(html: &'a str, attr: &str) -> Vec<&'a str> {
    let needle = format!(" {attr}=\"");
    html.match_indices(&needle)
        .filter_map(|(i, _)| {
            let rest = &html[i + needle.len()..];
            rest.find('"').map(|end| &rest[..end])
        })
        .collect()
}

/// Whether a URL names something of this site (site-absolute or on its public host).
fn is_internal(url: &str) -> bool {
    (url.starts_with('/') && !url.starts_with("//")) || url.starts_with(HOST)
}

fn under_base(url: &str) -> bool {
    url.starts_with("/repo/") || url.starts_with(&format!("{HOST}/repo/"))
}

#[test]
fn every_internal_url_of_the_export_is_under_the_base() {
    let content = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("content");
    let out = out_dir("sweep");
    let res = docs(
        &content,
        &out,
        &["--base", "/repo/", "--hostname", HOST],
        &[],
    );
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    let all = common::files(&out);
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (rel, bytes) in all.iter().filter(|(rel, _)| rel.ends_with(".html")) {
        let html = String::from_utf8_lossy(bytes);
        for attr in ["href", "src", "content", "poster", "action"] {
            for url in attr_values(&html, attr)
                .into_iter()
                .filter(|u| is_internal(u))
            {
                checked += 1;
                if !under_base(url) {
                    wrong.push(format!("{rel}: {attr}=\"{url}\""));
                }
            }
        }
    }
    assert!(
        checked > 10_000,
        "only {checked} URLs seen: is the scan broken?"
    );
    assert!(
        wrong.is_empty(),
        "{} URLs outside /repo/:\n{}",
        wrong.len(),
        wrong[..wrong.len().min(30)].join("\n")
    );

    // The app takes a page it visits from that page's HTML, scanned above: no other copy of a
    // page's content is exported to hold other links.
    assert!(
        !all.keys().any(|rel| rel.starts_with("_data/page/")),
        "no page JSON is exported"
    );

    // The install command downloads from the site's own address, base included.
    let script = String::from_utf8_lossy(&all["guide/install/script.html"]);
    assert!(script.contains("data-origin>https://user.github.io/repo</span>/v3.sh"));

    // Every page reads its base from the page it was served with.
    let home = String::from_utf8_lossy(&all["index.html"]);
    assert!(home.contains("<meta name=\"docs-base\" content=\"/repo/\">"));
    assert!(
        home.contains("<link rel=\"canonical\" href=\"https://user.github.io/repo/\">"),
        "{home:.2000}"
    );

    let sitemap = String::from_utf8_lossy(&all["sitemap.xml"]);
    let locs: Vec<&str> = sitemap
        .split("<loc>")
        .skip(1)
        .filter_map(|s| s.split("</loc>").next())
        .collect();
    assert!(locs.len() > 100);
    assert!(
        locs.iter()
            .all(|l| l.starts_with("https://user.github.io/repo/")),
        "{locs:?}"
    );
    assert!(attr_values(&sitemap, "href")
        .iter()
        .all(|h| h.starts_with("https://user.github.io/repo/")));
    let robots = String::from_utf8_lossy(&all["robots.txt"]);
    assert!(
        robots.contains("Disallow: /repo/api/")
            && robots.contains("Sitemap: https://user.github.io/repo/sitemap.xml"),
        "{robots}"
    );

    // Renamed pages: the stub at the old path sends readers and crawlers under the base.
    let stub = String::from_utf8_lossy(&all["guide/drivers/sfpt.html"]);
    assert!(
        stub.contains("url=/repo/guide/drivers/sftp.html\""),
        "{stub}"
    );
    assert!(
        stub.contains("location.replace(\"/repo/guide/drivers/sftp.html\""),
        "{stub}"
    );
    let redirects = String::from_utf8_lossy(&all["_redirects"]);
    let rules: Vec<&str> = redirects
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert!(!rules.is_empty());
    for rule in &rules {
        let fields: Vec<&str> = rule.split(' ').collect();
        assert!(
            fields[0].starts_with("/repo/") && fields[1].starts_with("/repo/"),
            "{rule}"
        );
    }

    // nginx: the root is the folder holding `repo/`, so every location sits under /repo/.
    let nginx = String::from_utf8_lossy(&all["nginx.conf"]);
    let locations: Vec<&str> = nginx
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("location "))
        .collect();
    assert!(locations.len() > 4);
    for l in &locations {
        assert!(l.contains("/repo/") || l.starts_with("location @"), "{l}");
    }
    assert!(nginx.contains("error_page 404 /repo/404.html;"), "{nginx}");
    assert!(
        nginx.contains("error_page 404 \"/repo/zh/404.html\";"),
        "{nginx}"
    );
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn a_root_base_builds_the_same_bytes_as_no_base() {
    let content = common::fixture("bilingual");
    let plain = out_dir("plain");
    let root = out_dir("root");
    let res = docs(&content, &plain, &["--hostname", HOST], &[]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    // From the environment, the way a CI job would set it.
    assert!(docs(
        &content,
        &root,
        &["--hostname", HOST],
        &[("DOCS_BASE", "/")]
    )
    .status
    .success());
    let (a, b) = (common::files(&plain), common::files(&root));
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    for (rel, bytes) in &a {
        if rel == "nginx.conf" {
            // It names its own folder as the root.
            let a = String::from_utf8_lossy(bytes).replace(&*plain.to_string_lossy(), "OUT");
            let b = String::from_utf8_lossy(&b[rel]).replace(&*root.to_string_lossy(), "OUT");
            assert_eq!(a, b);
        } else {
            assert!(bytes == &b[rel], "{rel} differs");
        }
    }
    let home = String::from_utf8_lossy(&a["index.html"]);
    assert!(!home.contains("docs-base"));
    for dir in [plain, root] {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn the_flag_beats_docs_base_which_beats_site_yaml() {
    let content =
        common::fixture_copy_with("bilingual", "site-yaml-base", "base: /from-yaml/\n", &[]);
    let out = out_dir("yaml");
    let page = |out: &Path| std::fs::read_to_string(out.join("guide/install/docker.html")).unwrap();
    let res = docs(&content, &out, &[], &[]);
    assert!(
        res.status.success(),
        "{}",
        String::from_utf8_lossy(&res.stderr)
    );
    assert!(page(&out).contains("<meta name=\"docs-base\" content=\"/from-yaml/\">"));
    assert!(docs(&content, &out, &[], &[("DOCS_BASE", "/from-env/")])
        .status
        .success());
    assert!(page(&out).contains("content=\"/from-env/\""));
    let res = docs(
        &content,
        &out,
        &["--base", "/from-flag/"],
        &[("DOCS_BASE", "/from-env/")],
    );
    assert!(res.status.success());
    assert!(page(&out).contains("content=\"/from-flag/\""));
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn malformed_bases_are_refused_with_exit_2_and_nothing_written() {
    let content = common::fixture("bilingual");
    let out = out_dir("bad");
    for (base, why) in [
        ("repo/", "must start and end with /"),
        ("/repo", "must start and end with /"),
        ("/a/../b/", ".."),
        ("/repo/?x=1", "must start and end with /"),
        ("/a?b/", "no query"),
        ("https://host/repo/", "must start and end with /"),
    ] {
        let res = docs(&content, &out, &["--base", base], &[]);
        let stderr = String::from_utf8_lossy(&res.stderr);
        assert_eq!(res.status.code(), Some(2), "{base}: {stderr}");
        assert!(
            stderr.contains(&format!("--base `{base}` is not a base path like /repo/")),
            "{stderr}"
        );
        assert!(stderr.contains(why), "{base}: {stderr}");
        assert!(!out.exists(), "{base}: something was written");
    }
    let res = docs(&content, &out, &[], &[("DOCS_BASE", "/x")]);
    assert_eq!(res.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&res.stderr).contains("DOCS_BASE `/x`"));
    assert!(!out.exists());
}
