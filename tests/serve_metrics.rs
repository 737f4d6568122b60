//! `docs serve --metrics` and `docs serve --base`, through the real binary: the Prometheus text
//! parses and moves by the requests made, the site answers under its base path and nowhere else,
//! and lint keeps pages off the routes the server answers itself.

mod common;

use std::collections::BTreeMap;

/// The whole response to `GET path` over a fresh HTTP/1.1 connection.
fn get(addr: &str, path: &str) -> String {
    common::raw_get(addr, path, addr)
}

fn status(response: &str) -> u16 {
    response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

fn header<'a>(response: &'a str, name: &str) -> Option<&'a str> {
    let head = response.split("\r\n\r\n").next()?;
    head.lines().find_map(|line| {
        let (n, v) = line.split_once(':')?;
        n.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

fn body(response: &str) -> &str {
    response.split_once("\r\n\r\n").map_or("", |(_, b)| b)
}

fn serve(content: &std::path::Path, extra: &[&str]) -> (std::process::Child, String) {
    let mut args: Vec<&std::ffi::OsStr> = vec![
        "serve".as_ref(),
        "--addr".as_ref(),
        "127.0.0.1:0".as_ref(),
        "--content".as_ref(),
        content.as_os_str(),
    ];
    args.extend(extra.iter().map(|a| std::ffi::OsStr::new(*a)));
    common::spawn_server(&args)
}

fn stop(mut child: std::process::Child) {
    child.kill().ok();
    child.wait().ok();
}

/// Series by `name{labels}` (labels as written), parsed the way a scraper reads the text format:
/// every line is a comment or `name{labels} value`, and every series belongs to a family with a
/// `# TYPE` line (a histogram's `_bucket`, `_sum` and `_count` to the histogram's).
fn parse(text: &str) -> BTreeMap<String, f64> {
    let mut types = BTreeMap::new();
    let mut series = BTreeMap::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# TYPE ") {
            let (name, kind) = rest.split_once(' ').expect("# TYPE name kind");
            assert!(
                ["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind),
                "{line}"
            );
            types.insert(name.to_owned(), kind.to_owned());
            continue;
        }
        if line.starts_with('#') {
            assert!(line.starts_with("# HELP "), "unknown comment: {line}");
            continue;
        }
        let (key, value) = line.rsplit_once(' ').expect("name{labels} value");
        let value: f64 = value.parse().unwrap_or_else(|_| panic!("value of {line}"));
        let name = key.split('{').next().unwrap();
        assert!(
            name.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':'),
            "{line}"
        );
        if let Some(labels) = key.strip_prefix(name) {
            if !labels.is_empty() {
                let inner = labels
                    .strip_prefix('{')
                    .and_then(|l| l.strip_suffix('}'))
                    .unwrap_or_else(|| panic!("labels of {line}"));
                for pair in inner.split(',') {
                    let (label, quoted) = pair.split_once('=').expect("label=\"value\"");
                    assert!(
                        !label.is_empty() && quoted.starts_with('"') && quoted.ends_with('"'),
                        "{line}"
                    );
                }
            }
        }
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|s| {
                name.strip_suffix(s)
                    .filter(|f| types.get(*f).is_some_and(|k| k == "histogram"))
            })
            .unwrap_or(name);
        assert!(types.contains_key(family), "no # TYPE for {name}");
        assert!(name.starts_with("docs_"), "{name}");
        series.insert(key.to_owned(), value);
    }
    series
}

fn scrape(addr: &str) -> BTreeMap<String, f64> {
    let response = get(addr, "/metrics");
    assert_eq!(status(&response), 200, "{response}");
    parse(body(&response))
}

fn requests(m: &BTreeMap<String, f64>, kind: &str, class: &str) -> f64 {
    m[&format!("docs_requests_total{{kind=\"{kind}\",class=\"{class}\"}}")]
}

#[test]
fn metrics_are_a_404_without_the_flag() {
    let (child, addr) = serve(&common::fixture("bilingual"), &[]);
    let response = get(&addr, "/metrics");
    stop(child);
    assert_eq!(status(&response), 404, "{response}");
    assert!(!response.contains("docs_requests_total"));
}

#[test]
fn metrics_parse_and_move_by_the_requests_made() {
    let (child, addr) = serve(&common::fixture("bilingual"), &["--metrics"]);
    let first = get(&addr, "/metrics");
    assert_eq!(header(&first, "cache-control"), Some("no-store"));
    assert!(header(&first, "content-type")
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    let before = parse(body(&first));
    let made = [
        ("/guide/", 200),
        ("/guide/", 200),
        ("/zh/", 200),
        ("/guide/old-docker.html", 301),
        ("/guide/nope.html", 404),
        ("/api/search?q=install", 200),
    ];
    let mut sent = 0.0;
    for (path, expected) in made {
        let response = get(&addr, path);
        assert_eq!(status(&response), expected, "{path}: {response}");
        sent += body(&response).len() as f64;
    }
    let after = scrape(&addr);
    stop(child);
    let moved = |kind, class| requests(&after, kind, class) - requests(&before, kind, class);
    assert_eq!(moved("page", "2xx"), 3.0);
    assert_eq!(moved("page", "4xx"), 1.0);
    assert_eq!(moved("redirect", "3xx"), 1.0);
    assert_eq!(moved("search", "2xx"), 1.0);
    // The first scrape, counted once it was answered.
    assert_eq!(moved("other", "2xx"), 1.0);
    let delta = |key: &str| after[key] - before.get(key).copied().unwrap_or(0.0);
    assert_eq!(delta("docs_search_requests_total"), 1.0);
    assert_eq!(after["docs_search_shed_total"], 0.0);
    // The first scrape's body and the six answers.
    assert_eq!(
        delta("docs_response_bytes_total"),
        sent + body(&first).len() as f64
    );
    assert_eq!(after["docs_content_version"], 1.0);
    assert_eq!(
        after[&format!(
            "docs_build_info{{version=\"{}\"}}",
            env!("CARGO_PKG_VERSION")
        )],
        1.0
    );
    // Buckets are cumulative, end at +Inf, and every request answered is in them once.
    let buckets: Vec<f64> = after
        .iter()
        .filter(|(k, _)| k.starts_with("docs_request_duration_seconds_bucket{"))
        .map(|(_, v)| *v)
        .collect();
    assert!(buckets.len() > 5);
    let mut bounds: Vec<(f64, f64)> = after
        .iter()
        .filter_map(|(k, v)| {
            let le = k
                .strip_prefix("docs_request_duration_seconds_bucket{le=\"")?
                .strip_suffix("\"}")?;
            Some((
                if le == "+Inf" {
                    f64::INFINITY
                } else {
                    le.parse().unwrap()
                },
                *v,
            ))
        })
        .collect();
    bounds.sort_by(|a, b| a.0.total_cmp(&b.0));
    assert!(bounds.windows(2).all(|w| w[0].1 <= w[1].1), "{bounds:?}");
    let count = after["docs_request_duration_seconds_count"];
    assert_eq!(bounds.last().unwrap(), &(f64::INFINITY, count));
    let total: f64 = after
        .iter()
        .filter(|(k, _)| k.starts_with("docs_requests_total{"))
        .map(|(_, v)| v)
        .sum();
    assert_eq!(count, total);
    assert_eq!(
        count - before["docs_request_duration_seconds_count"],
        made.len() as f64 + 1.0
    );
    assert!(after["docs_request_duration_seconds_sum"] > 0.0);
}

/// A SIGHUP that loads a changed site moves the content version on.
#[cfg(unix)]
#[test]
fn a_reload_moves_the_content_version() {
    let content = common::fixture_copy("bilingual", "metrics-version");
    let (child, addr) = serve(&content, &["--metrics"]);
    assert_eq!(scrape(&addr)["docs_content_version"], 1.0);
    let page = content.join("guide/README.md");
    let text = std::fs::read_to_string(&page).unwrap();
    std::fs::write(&page, format!("{text}\n\nA new version.\n")).unwrap();
    common::hang_up(&child);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let mut version = 1.0;
    while version == 1.0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(100));
        version = scrape(&addr)["docs_content_version"];
    }
    stop(child);
    assert_eq!(version, 2.0);
}

#[test]
fn base_serves_the_site_under_its_path_and_nothing_outside_it() {
    let (child, addr) = serve(
        &common::fixture("bilingual"),
        &["--base", "/docs/", "--metrics"],
    );
    let home = get(&addr, "/docs/");
    let guide = get(&addr, "/docs/guide/");
    let moved = get(&addr, "/docs/guide/old-docker.html");
    let search = get(&addr, "/docs/api/search?q=install");
    let data = get(&addr, "/docs/_data/locale/en.json");
    let outside = get(&addr, "/guide/");
    let root = get(&addr, "/");
    let health = get(&addr, "/healthz");
    let metrics = scrape(&addr);
    stop(child);
    assert_eq!(status(&home), 200, "{home}");
    assert!(
        home.contains("<meta name=\"docs-base\" content=\"/docs/\">"),
        "{home}"
    );
    assert_eq!(status(&guide), 200, "{guide}");
    // The page's own links carry the base; none points at the bare root.
    assert!(guide.contains("href=\"/docs/"), "{guide}");
    assert!(!body(&guide).contains("href=\"/guide/"), "{guide}");
    assert_eq!(status(&moved), 301, "{moved}");
    assert_eq!(
        header(&moved, "location"),
        Some("/docs/guide/install/docker.html")
    );
    assert_eq!(status(&search), 200, "{search}");
    assert!(body(&search).starts_with('{'), "{search}");
    assert_eq!(status(&data), 200, "{data}");
    assert_eq!(status(&outside), 404, "{outside}");
    assert_eq!(status(&root), 302, "{root}");
    assert_eq!(header(&root, "location"), Some("/docs/"));
    assert_eq!(status(&health), 200, "{health}");
    // Requests under the base are sorted as they would be at the root.
    assert!(requests(&metrics, "page", "2xx") >= 2.0);
    assert_eq!(requests(&metrics, "search", "2xx"), 1.0);
    assert_eq!(requests(&metrics, "api", "2xx"), 1.0);
}

#[test]
fn a_base_that_is_not_a_path_is_refused() {
    let out = common::docs()
        .args(["serve", "--addr", "127.0.0.1:0", "--base", "docs"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--base `docs` is not a base path"));
}

#[test]
fn lint_refuses_a_page_at_the_servers_own_routes() {
    let content = common::fixture_copy_with(
        "bilingual",
        "reserved-routes",
        "",
        &[
            ("healthz.md", "# Health\n\nText.\n"),
            ("metrics.md", "# Metrics\n\nText.\n"),
        ],
    );
    let out = common::docs().arg("lint").arg(&content).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    for file in ["healthz.md", "metrics.md"] {
        assert!(
            text.contains(&format!("{file}:1:1: error[page/reserved-route]")),
            "{text}"
        );
    }
    let clean = common::fixture("bilingual");
    let out = common::docs().arg("lint").arg(&clean).output().unwrap();
    assert!(!String::from_utf8_lossy(&out.stdout).contains("reserved-route"));
}
