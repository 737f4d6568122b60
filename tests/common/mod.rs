//! Helpers shared by the integration tests.

use std::path::{Path, PathBuf};

use docs::site::{ContentSource, Site};

#[allow(dead_code)] // not every test binary talks to the router
pub mod oneshot;

/// Path of a fixture content tree under tests/fixtures.
pub fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Load a fixture content tree.
#[allow(dead_code)] // not every test binary uses it
pub fn fixture_site(name: &str) -> Site {
    Site::load(ContentSource::Disk(fixture(name))).expect("fixture loads")
}

/// Text whose characters are two to four bytes long, or several characters in one glyph, for
/// fuzz pieces: CJK, kana, hangul, combining marks, emoji with ZWJ and skin tones, flags,
/// right-to-left and its override, 4-byte characters, BOM, NUL, the replacement character.
#[allow(dead_code)]
pub const MANY_BYTE_TEXT: &[&str] = &[
    "引入websocket",
    "地址栏",
    "云",
    "盘",
    "网盘",
    "アリスト",
    "한국어",
    "é",
    "e\u{301}",
    "\u{301}",
    "🧑\u{200d}💻",
    "👍🏽",
    "🇨🇳",
    "مرحبا",
    "\u{202e}",
    "𝒳",
    "𠀀",
    "\u{feff}",
    "\u{0}",
    "\u{fffd}",
    "a",
    "Z",
    "1",
];

/// A small deterministic generator (xorshift) for fuzz-style tests, so failures reproduce.
#[allow(dead_code)]
pub struct Rng(pub u64);

#[allow(dead_code)]
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// One of `items`.
    pub fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

/// Copy a folder tree.
#[allow(dead_code)]
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// A fresh copy of a fixture in the temp folder (tests that write must not touch the original).
#[allow(dead_code)]
pub fn fixture_copy(name: &str, tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("docs-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&fixture(name), &dir);
    dir
}

/// Start `docs` with `args` and return the child and the address it printed (`--addr 127.0.0.1:0`).
#[allow(dead_code)]
pub fn spawn_server(args: &[&std::ffi::OsStr]) -> (std::process::Child, String) {
    use std::io::BufRead;
    let mut child = docs()
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn docs");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .expect("address printed")
        .to_owned();
    (child, addr)
}

/// `docs serve --addr 127.0.0.1:0 --content DIR`, started: the child and its address.
#[allow(dead_code)]
pub fn serve_content(content: &Path) -> (std::process::Child, String) {
    spawn_server(&[
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        content.as_os_str(),
    ])
}

/// Send SIGHUP to a running `docs serve` (reload its content and certificates).
#[allow(dead_code)]
pub fn hang_up(child: &std::process::Child) {
    let sent = std::process::Command::new("kill")
        .args(["-HUP", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
}

/// A fresh copy of a fixture with lines added to its site.yaml and extra pages written (path, text).
#[allow(dead_code)]
pub fn fixture_copy_with(
    name: &str,
    tag: &str,
    site_yaml: &str,
    pages: &[(&str, &str)],
) -> PathBuf {
    let dir = fixture_copy(name, tag);
    let yaml = std::fs::read_to_string(dir.join("site.yaml")).unwrap();
    std::fs::write(dir.join("site.yaml"), format!("{yaml}{site_yaml}")).unwrap();
    for (path, text) in pages {
        std::fs::write(dir.join(path), text).unwrap();
    }
    dir
}

/// Variables of the developer's or CI's environment that change what `docs` or `git` do; tests
/// remove them so the result does not depend on the shell they run from (a pre-commit hook sets
/// `GIT_DIR` and `GIT_INDEX_FILE`, a deployment shell may set `DOCS_BASE`).
#[allow(dead_code)]
pub const LEAKY_ENV: &[&str] = &[
    "DOCS_BASE",
    "DOCS_HOSTNAME",
    "DOCS_WEB_DIR",
    "GIT_DIR",
    "GIT_WORK_TREE",
    "GIT_INDEX_FILE",
    "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES",
    "GIT_CEILING_DIRECTORIES",
    "GIT_COMMON_DIR",
];

/// The `docs` binary with [`LEAKY_ENV`] removed, keeping what it remembers (build memory,
/// renderings, search indexes) in the target folder rather than the user's cache folder.
#[allow(dead_code)]
pub fn docs() -> std::process::Command {
    let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_docs"));
    for var in LEAKY_ENV {
        cmd.env_remove(var);
    }
    cmd.env(
        "DOCS_CACHE_DIR",
        concat!(env!("CARGO_TARGET_TMPDIR"), "/docs-cache"),
    );
    cmd
}

/// `docs build --content CONTENT --out OUT`, which must succeed (its stderr is the failure's text).
#[allow(dead_code)]
pub fn build_ok(content: &Path, out: &Path) {
    build_ok_with(content, out, &[]);
}

/// [`build_ok`] with more arguments for `docs build` (`--allow-errors`, `--base /x/`).
#[allow(dead_code)]
pub fn build_ok_with(content: &Path, out: &Path, args: &[&str]) {
    let built = docs()
        .arg("build")
        .args(args)
        .arg("--content")
        .arg(content)
        .arg("--out")
        .arg(out)
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
}

/// `git` that reads neither the user's nor the system's configuration (a global
/// `commit.gpgsign`, hooks path or default branch must not change a test), with a fixed identity.
#[allow(dead_code)]
pub fn git_command() -> std::process::Command {
    let mut cmd = std::process::Command::new("git");
    for var in LEAKY_ENV {
        cmd.env_remove(var);
    }
    cmd.env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_AUTHOR_NAME", "T")
        .env("GIT_AUTHOR_EMAIL", "t@example.org")
        .env("GIT_COMMITTER_NAME", "T")
        .env("GIT_COMMITTER_EMAIL", "t@example.org")
        .env("LC_ALL", "C")
        .env("TZ", "UTC");
    cmd
}

/// Every file of an export by its path inside it.
#[allow(dead_code)] // not every test binary reads exports
pub fn files(root: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![root.to_owned()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(rel, std::fs::read(&path).unwrap());
            }
        }
    }
    out
}

/// The data a page's HTML document inlines for the app (`{common, locale, page}`), which the app
/// reads at first load and on a client-side visit alike.
#[allow(dead_code)]
pub fn inlined_data(html: &str) -> serde_json::Value {
    let open = "<script id=\"__DOCS_DATA__\" type=\"application/json\">";
    let json = html
        .split_once(open)
        .and_then(|(_, rest)| rest.split_once("</script>"))
        .expect("a page inlines its data")
        .0;
    serde_json::from_str(json).expect("the inlined data is JSON")
}

/// Rendered HTML with code blocks removed (markers inside code are legitimate).
#[allow(dead_code)]
pub fn outside_code(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<pre") {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find("</pre>")
            .map_or("", |end| &rest[start + end + 6..]);
    }
    out.push_str(rest);
    let mut cleaned = String::new();
    let mut rest = out.as_str();
    while let Some(start) = rest.find("<code>") {
        cleaned.push_str(&rest[..start]);
        rest = rest[start..]
            .find("</code>")
            .map_or("", |end| &rest[start + end + 7..]);
    }
    cleaned.push_str(rest);
    cleaned
}

/// The whole answer to `GET path` sent to `addr` with `Host: host` over a fresh HTTP/1.1
/// connection, as text (invalid UTF-8 replaced).
#[allow(dead_code)]
pub fn raw_get(addr: &str, path: &str, host: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).unwrap();
    String::from_utf8_lossy(&response).into_owned()
}

/// The status line of `GET path` sent to `addr` with `Host: host` over a fresh connection.
#[allow(dead_code)]
pub fn status_line(addr: &str, path: &str, host: &str) -> String {
    raw_get(addr, path, host)
        .lines()
        .next()
        .unwrap_or_default()
        .to_owned()
}
