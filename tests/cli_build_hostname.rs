//! `docs build --hostname URL` through the real binary: the public address reaches the sitemap,
//! canonical links and the install command; without one they are left out with one warning line.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn build(content: &Path, out: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(["build", "--out"])
        .arg(out)
        .arg("--content")
        .arg(content)
        .args(args)
        // The fixture carries a deliberate lint error; these tests are about the address.
        .arg("--allow-errors")
        // A developer's own setting must not decide these tests.
        .env_remove("DOCS_HOSTNAME")
        .output()
        .unwrap()
}

/// The bilingual fixture with the shipped placeholder hostname and a page with the install command.
fn content(tag: &str) -> (PathBuf, PathBuf) {
    let dir = common::fixture_copy_with(
        "bilingual",
        tag,
        "hostname: https://docs.example.org\n",
        &[(
            "guide/install/script.md",
            "# Script\n\n```bash\ncurl -fsSL %SITE_ORIGIN%/v3.sh -o v3.sh\n```\n\nMirror: `%SITE_ORIGIN|https://mirror.acme.net%/v3.sh`\n",
        )],
    );
    let out = std::env::temp_dir().join(format!("docs-build-{tag}-out-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    (dir, out)
}

fn read(out: &Path, file: &str) -> String {
    std::fs::read_to_string(out.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

#[test]
fn build_hostname_writes_the_public_address_everywhere_it_belongs() {
    let (content, out) = content("hostname-flag");
    let res = build(&content, &out, &["--hostname", "https://docs.acme.io/"]);
    let stderr = String::from_utf8_lossy(&res.stderr);
    assert!(res.status.success(), "{stderr}");
    assert!(
        !stderr.lines().any(|l| l.starts_with("warning:")),
        "{stderr}"
    );
    let sitemap = read(&out, "sitemap.xml");
    assert!(sitemap.contains("<loc>https://docs.acme.io/guide/install/docker.html</loc>"));
    assert!(read(&out, "robots.txt").contains("Sitemap: https://docs.acme.io/sitemap.xml"));
    let page = read(&out, "guide/install/docker.html");
    assert!(page.contains(
        "<link rel=\"canonical\" href=\"https://docs.acme.io/guide/install/docker.html\">"
    ));
    assert!(read(&out, "guide/install/script.html")
        .contains("<span class=\"docs-origin\" data-origin>https://docs.acme.io</span>/v3.sh"));
    // The Markdown twin and llms-full.txt are text: no script fills a span there, so the address
    // is written out (the absolute hostname wins over an author's fallback, as in the HTML).
    for file in ["guide/install/script.md", "llms-full.txt"] {
        let text = read(&out, file);
        assert!(
            text.contains("curl -fsSL https://docs.acme.io/v3.sh"),
            "{file}: {text}"
        );
        assert!(
            text.contains("Mirror: `https://docs.acme.io/v3.sh`"),
            "{file}: {text}"
        );
        assert!(!text.contains("SITE_ORIGIN"), "{file}: {text}");
    }
    let parts: Vec<String> = std::fs::read_dir(out.join("_data/search/en"))
        .unwrap()
        .map(|e| {
            format!(
                "_data/search/en/{}",
                e.unwrap().file_name().to_string_lossy()
            )
        })
        .filter(|f| f.ends_with(".json"))
        .collect();
    assert!(!parts.is_empty(), "the search index has parts");
    for file in ["guide/install/docker.html", "index.html", "404.html"]
        .into_iter()
        .chain(parts.iter().map(String::as_str))
    {
        assert!(!read(&out, file).contains("example.org"), "{file}");
    }
}

#[test]
fn build_without_a_real_hostname_warns_once_and_writes_no_sitemap() {
    let (content, out) = content("hostname-none");
    let res = build(&content, &out, &[]);
    let stderr = String::from_utf8_lossy(&res.stderr);
    assert!(res.status.success(), "{stderr}");
    let warnings: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("warning:"))
        .collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    assert!(warnings[0].contains("reserved example domain"), "{stderr}");
    assert!(!out.join("sitemap.xml").exists());
    assert!(!read(&out, "robots.txt").contains("Sitemap:"));
    let page = read(&out, "guide/install/docker.html");
    assert!(
        !page.contains("rel=\"canonical\"") && !page.contains("<link rel=\"alternate\" hreflang=")
    );
    assert!(!page.contains("example.org"));
    // Without a hostname the twin prints the author's fallback, and never the raw token.
    let twin = read(&out, "guide/install/script.md");
    assert!(
        twin.contains("Mirror: `https://mirror.acme.net/v3.sh`"),
        "{twin}"
    );
    assert!(!twin.contains("SITE_ORIGIN"), "{twin}");
}

#[test]
fn build_refuses_a_hostname_that_is_not_an_origin() {
    let (content, out) = content("hostname-bad");
    let res = build(&content, &out, &["--hostname", "docs.acme.io/docs"]);
    assert_eq!(res.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&res.stderr).contains("--hostname"));
    assert!(!out.exists(), "nothing written");
}

// Regression: issue 53, these hostnames were accepted and written into robots.txt and sitemap.xml.
#[test]
fn a_hostname_that_is_not_a_dns_name_is_a_usage_error_and_nothing_is_written() {
    let label = format!("https://{}.acme.org", "a".repeat(70));
    for (bad, why) in [
        ("https://a..acme.org", "empty part"),
        ("https://-a.acme.org", "may not start or end with `-`"),
        ("https://bü_cher.acme.org", "IDNA"),
        (label.as_str(), "longer than 63 characters"),
        ("https://docs.acme.org:0080", "without leading zeros"),
    ] {
        let (content, out) = content("hostname-bad");
        let res = build(&content, &out, &["--hostname", bad]);
        let stderr = String::from_utf8_lossy(&res.stderr);
        assert_eq!(res.status.code(), Some(2), "{bad}: {stderr}");
        assert!(
            stderr.contains(&format!("--hostname `{bad}` is not an origin"))
                && stderr.contains(why),
            "{bad}: {stderr}"
        );
        assert!(!out.exists(), "{bad}: {} was written", out.display());
    }
}

// Issue 53: a non-ASCII name is written in the ASCII form browsers resolve, everywhere it appears.
#[test]
fn an_internationalized_hostname_is_written_in_its_ascii_form() {
    let (content, out) = content("hostname-idna");
    let res = build(&content, &out, &["--hostname", "https://文档.Bücher.de"]);
    let stderr = String::from_utf8_lossy(&res.stderr);
    assert!(res.status.success(), "{stderr}");
    let origin = "https://xn--7dvp7d.xn--bcher-kva.de";
    assert!(read(&out, "robots.txt").contains(&format!("Sitemap: {origin}/sitemap.xml")));
    assert!(read(&out, "sitemap.xml")
        .contains(&format!("<loc>{origin}/guide/install/docker.html</loc>")));
    let page = read(&out, "guide/install/docker.html");
    assert!(page.contains(&format!(
        "<link rel=\"canonical\" href=\"{origin}/guide/install/docker.html\">"
    )));
    assert!(!page.contains("文档") && !page.contains("Bücher"));
}
