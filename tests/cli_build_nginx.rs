//! The `nginx.conf` every `docs build` writes, run by Debian's real nginx over the real export:
//! renamed pages and extensionless URLs answer 301, unknown paths get their locale's 404 page with
//! status 404, the `.gz` siblings (and pages, compressed as they are sent) come with
//! `Content-Encoding` and `Vary`, and the cache headers match `docs serve`. nginx is installed by
//! `.ci/run`; without it the test fails in CI and is skipped locally.

mod common;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// The bytes a gzip body holds.
fn gunzip(body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(body)
        .read_to_end(&mut out)
        .expect("a gzip body");
    out
}

/// nginx on a free port with a throw-away prefix, serving `out` through its generated block.
struct Nginx {
    child: Child,
    addr: String,
    prefix: PathBuf,
}

impl Drop for Nginx {
    /// SIGTERM, not SIGKILL: a killed master leaves its worker running, orphaned.
    fn drop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        for _ in 0..100 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn nginx_binary() -> Option<PathBuf> {
    ["/usr/sbin/nginx", "/usr/bin/nginx"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
}

fn start_nginx(binary: &Path, out: &Path, prefix: &Path) -> Nginx {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr = format!("127.0.0.1:{port}");
    let block = std::fs::read_to_string(out.join("nginx.conf")).unwrap();
    assert_eq!(block.matches("listen 80;").count(), 1, "{block}");
    std::fs::create_dir_all(prefix.join("tmp")).unwrap();
    std::fs::write(
        prefix.join("server.conf"),
        block.replace("listen 80;", &format!("listen {addr};")),
    )
    .unwrap();
    let p = prefix.display();
    let main = format!(
        "worker_processes 1;\npid {p}/nginx.pid;\nerror_log {p}/error.log;\n\
         events {{ worker_connections 64; }}\n\
         http {{\n  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n\
         \x20 access_log off;\n  client_body_temp_path {p}/tmp/body;\n  proxy_temp_path {p}/tmp/proxy;\n\
         \x20 fastcgi_temp_path {p}/tmp/fastcgi;\n  uwsgi_temp_path {p}/tmp/uwsgi;\n  scgi_temp_path {p}/tmp/scgi;\n\
         \x20 include {p}/server.conf;\n}}\n"
    );
    std::fs::write(prefix.join("nginx.conf"), main).unwrap();
    let check = Command::new(binary)
        .arg("-t")
        .args(["-p", &p.to_string(), "-e", &format!("{p}/error.log"), "-c"])
        .arg(prefix.join("nginx.conf"))
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "nginx rejects the generated block:\n{}",
        String::from_utf8_lossy(&check.stderr)
    );
    let child = Command::new(binary)
        .args(["-p", &p.to_string(), "-e", &format!("{p}/error.log"), "-c"])
        .arg(prefix.join("nginx.conf"))
        .args(["-g", "daemon off;"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let nginx = Nginx {
        child,
        addr,
        prefix: prefix.to_owned(),
    };
    for _ in 0..100 {
        if TcpStream::connect(&nginx.addr).is_ok() {
            return nginx;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    panic!(
        "nginx did not come up: {}",
        std::fs::read_to_string(nginx.prefix.join("error.log")).unwrap_or_default()
    );
}

struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// One HTTP/1.1 request (1.0 would get no gzip: `gzip_http_version`); static files and redirects
/// come with a Content-Length, never chunked.
fn get(addr: &str, path: &str, gzip: bool) -> Answer {
    let mut stream = TcpStream::connect(addr).unwrap();
    let encoding = if gzip {
        "Accept-Encoding: gzip\r\n"
    } else {
        ""
    };
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: docs.test\r\nConnection: close\r\n{encoding}\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete answer");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let body = &raw[split + 4..];
    // What nginx compresses as it sends comes in chunks.
    let chunked = headers
        .iter()
        .any(|(n, v)| n.eq_ignore_ascii_case("Transfer-Encoding") && v == "chunked");
    Answer {
        status,
        headers,
        body: if chunked {
            dechunk(body)
        } else {
            body.to_vec()
        },
    }
}

/// The bytes of a chunked body.
fn dechunk(mut body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = body
            .windows(2)
            .position(|w| w == b"\r\n")
            .expect("a chunk size line");
        let size = std::str::from_utf8(&body[..line_end]).unwrap();
        let size = usize::from_str_radix(size.split(';').next().unwrap().trim(), 16).unwrap();
        if size == 0 {
            return out;
        }
        let start = line_end + 2;
        out.extend_from_slice(&body[start..start + size]);
        body = &body[start + size + 2..];
    }
}

/// Build the bilingual fixture into `out` (it carries a deliberate lint error, author: 42, for
/// the lint tests, hence --allow-errors).
fn build_fixture(out: &Path, extra: &[&str]) {
    let built = Command::new(env!("CARGO_BIN_EXE_docs"))
        .args(["build", "--allow-errors"])
        .args(extra)
        .arg("--out")
        .arg(out)
        .arg("--content")
        .arg(common::fixture("bilingual"))
        .env_remove("DOCS_BASE")
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
}

#[test]
fn nginx_serves_the_export_like_docs_serve() {
    let Some(binary) = nginx_binary() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "nginx is not installed; CI installs it through .ci/run (apt-get install -y nginx-light)"
        );
        eprintln!("skipped: nginx is not installed (apt-get install -y nginx-light)");
        return;
    };
    let root = std::env::temp_dir().join(format!("docs-nginx-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let out = root.join("site");
    build_fixture(&out, &[]);
    let nginx = start_nginx(&binary, &out, &root.join("nginx"));
    let at = |path: &str, gzip: bool| get(&nginx.addr, path, gzip);

    // A page (it has no .gz sibling): compressed as it is sent when the client takes gzip, Vary
    // either way, revalidated.
    assert!(!out.join("guide/install/docker.html.gz").exists());
    let page = at("/guide/install/docker.html", true);
    assert_eq!(page.status, 200);
    assert_eq!(page.header("Content-Encoding"), Some("gzip"));
    assert_eq!(page.header("Vary"), Some("Accept-Encoding"));
    assert_eq!(page.header("Cache-Control"), Some("no-cache"));
    assert_eq!(
        gunzip(&page.body),
        std::fs::read(out.join("guide/install/docker.html")).unwrap()
    );
    let plain = at("/guide/install/docker.html", false);
    assert_eq!(plain.status, 200);
    assert_eq!(plain.header("Content-Encoding"), None);
    assert_eq!(plain.header("Vary"), Some("Accept-Encoding"));
    assert!(plain.text().contains("id=\"run-the-container\""));
    let data = at("/_data/search/zh.json", true);
    assert_eq!(
        (data.status, data.header("Content-Encoding")),
        (200, Some("gzip"))
    );
    assert!(data
        .header("Content-Type")
        .is_some_and(|t| t.starts_with("application/json")));

    // Extensionless URLs and folders without their slash: 301 to the canonical route, as served.
    for (from, to) in [
        ("/guide/install/docker", "/guide/install/docker.html"),
        (
            "/zh/guide/install/docker?x=1",
            "/zh/guide/install/docker.html?x=1",
        ),
        ("/guide", "/guide/"),
        ("/zh", "/zh/"),
        // A renamed page (site.yaml `redirects:`), query kept.
        (
            "/guide/old-docker.html?from=1",
            "/guide/install/docker.html?from=1",
        ),
    ] {
        let moved = at(from, false);
        assert_eq!(moved.status, 301, "{from}");
        assert_eq!(moved.header("Location"), Some(to), "{from}");
    }
    assert_eq!(at("/guide/", true).status, 200);

    // Unknown paths: the locale's own 404 page, status 404, gzipped too.
    let zh = at("/zh/nope.html", false);
    assert_eq!(zh.status, 404);
    assert!(zh.text().contains("页面不存在"), "{}", zh.text());
    let zh_gz = at("/zh/guide/nope", true);
    assert_eq!(zh_gz.status, 404);
    assert_eq!(zh_gz.header("Content-Encoding"), Some("gzip"));
    assert_eq!(
        zh_gz.body,
        std::fs::read(out.join("zh/404.html.gz")).unwrap()
    );
    let en = at("/nope.html", false);
    assert_eq!(en.status, 404);
    assert!(!en.text().contains("页面不存在"));
    assert!(en.text().contains("lang=\"en-US\""), "{}", en.text());

    // Hashed assets are cached forever; the operator's files are not served.
    let asset = std::fs::read_dir(out.join("assets"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|n| n.ends_with(".js"))
        .unwrap();
    let js = at(&format!("/assets/{asset}"), true);
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("Cache-Control"),
        Some("public, max-age=31536000, immutable")
    );
    for private in ["/nginx.conf", "/_redirects", "/.docs-build"] {
        assert_eq!(at(private, false).status, 404, "{private}");
    }
    drop(nginx);
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn nginx_serves_an_export_built_for_a_base_path_under_it() {
    let Some(binary) = nginx_binary() else {
        assert!(std::env::var_os("CI").is_none(), "nginx is not installed");
        eprintln!("skipped: nginx is not installed (apt-get install -y nginx-light)");
        return;
    };
    let root = std::env::temp_dir().join(format!("docs-nginx-base-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    // Output named like the base: the block's root is then the folder holding it.
    let out = root.join("www").join("repo");
    build_fixture(&out, &["--base", "/repo/"]);
    let nginx = start_nginx(&binary, &out, &root.join("nginx"));
    let at = |path: &str| get(&nginx.addr, path, false);

    let page = at("/repo/guide/install/docker.html");
    assert_eq!(page.status, 200);
    assert!(page.text().contains("href=\"/repo/guide/\""));
    assert_eq!(at("/repo/").status, 200);
    for (from, to) in [
        (
            "/repo/guide/install/docker",
            "/repo/guide/install/docker.html",
        ),
        ("/repo/guide", "/repo/guide/"),
        ("/repo/zh", "/repo/zh/"),
        (
            "/repo/guide/old-docker.html",
            "/repo/guide/install/docker.html",
        ),
    ] {
        let moved = at(from);
        assert_eq!(moved.status, 301, "{from}");
        assert_eq!(moved.header("Location"), Some(to), "{from}");
    }
    let zh = at("/repo/zh/nope.html");
    assert_eq!(zh.status, 404);
    assert!(zh.text().contains("页面不存在"));
    assert_eq!(at("/repo/nope.html").status, 404);
    assert_eq!(at("/repo/nginx.conf").status, 404);
    // Nothing is served outside the base.
    assert_eq!(at("/guide/install/docker.html").status, 404);
    drop(nginx);
    let _ = std::fs::remove_dir_all(&root);
}
