//! `docs serve --metrics`: `GET /metrics` in the Prometheus text format (0.0.4). Every request is
//! counted where the access log records it (`commands/serve.rs`), with relaxed atomic adds only:
//! no lock and no allocation on the request path, so metering costs nothing a reader would notice.
//! The text is written when a scraper asks, from the counters as they are then.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::HttpBody as _;
use axum::http::{header, HeaderValue, Method, Request, StatusCode};
use axum::response::{IntoResponse, Response};

use super::AppState;
use crate::site::base::Base;
use crate::site::server_routes;

/// What a request asked for, as an operator groups them on a dashboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A page's HTML (and the 404 page of a path that names none).
    Page,
    /// The app's files, and any file with an extension other than `.html`.
    Asset,
    /// `/api/search`.
    Search,
    /// The rest of `/api/` and the data the app fetches (`/_data/`).
    Api,
    /// Any answer that sends the reader elsewhere (301, 302, 307, 308).
    Redirect,
    /// The health probe, the metrics themselves, live reload.
    Other,
}

const KINDS: [(Kind, &str); 6] = [
    (Kind::Page, "page"),
    (Kind::Asset, "asset"),
    (Kind::Search, "search"),
    (Kind::Api, "api"),
    (Kind::Redirect, "redirect"),
    (Kind::Other, "other"),
];

const CLASSES: [&str; 5] = ["1xx", "2xx", "3xx", "4xx", "5xx"];

/// Upper bounds of the latency buckets in microseconds: a page from memory takes well under a
/// millisecond, a search a few, a first rendering tens to hundreds.
const BUCKETS_MICROS: [u64; 14] = [
    500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000,
    2_500_000, 5_000_000, 10_000_000,
];

impl Kind {
    /// The kind of a request for `path` (the base path, if any, already taken off).
    pub fn of_path(path: &str) -> Kind {
        if path == "/api/search" {
            return Kind::Search;
        }
        if path.starts_with(server_routes::API) || path.starts_with("/_data/") {
            return Kind::Api;
        }
        if path.starts_with("/assets/") {
            return Kind::Asset;
        }
        if path == server_routes::HEALTH
            || path == server_routes::METRICS
            || path.starts_with("/_live")
        {
            return Kind::Other;
        }
        let name = path.rsplit('/').next().unwrap_or_default();
        match name.rsplit_once('.') {
            Some((_, ext)) if !ext.eq_ignore_ascii_case("html") => Kind::Asset,
            _ => Kind::Page,
        }
    }

    fn index(self) -> usize {
        KINDS.iter().position(|(k, _)| *k == self).unwrap_or(0)
    }
}

/// The server's counters since it started.
pub struct Metrics {
    /// Requests by kind, then by status class.
    requests: [[AtomicU64; CLASSES.len()]; KINDS.len()],
    /// Requests by latency bucket, each counted once (the text sums them up); the last slot holds
    /// those slower than every bound.
    latency: [AtomicU64; BUCKETS_MICROS.len() + 1],
    latency_micros: AtomicU64,
    bytes: AtomicU64,
    /// The mount path (`/repo/` with `--base`), taken off before a path is sorted into a kind.
    base: Base,
}

/// A request being answered: what the counters need once its response is ready.
pub struct Meter {
    metrics: Arc<Metrics>,
    kind: Kind,
    head: bool,
    started: Instant,
}

impl Metrics {
    pub fn new(base: Base) -> Self {
        Self {
            requests: Default::default(),
            latency: Default::default(),
            latency_micros: AtomicU64::new(0),
            bytes: AtomicU64::new(0),
            base,
        }
    }

    /// Start metering `req`.
    pub fn start<B>(self: &Arc<Self>, req: &Request<B>) -> Meter {
        let path = req.uri().path();
        let mount = self.base.as_str().trim_end_matches('/');
        let path = match path.strip_prefix(mount) {
            Some(rest) if rest.starts_with('/') => rest,
            _ => path,
        };
        Meter {
            metrics: Arc::clone(self),
            kind: Kind::of_path(path),
            head: req.method() == Method::HEAD,
            started: Instant::now(),
        }
    }

    fn record(&self, kind: Kind, status: StatusCode, bytes: u64, took: Duration) {
        let kind = if status.is_redirection() && status != StatusCode::NOT_MODIFIED {
            Kind::Redirect
        } else {
            kind
        };
        let class = usize::from(status.as_u16() / 100).clamp(1, CLASSES.len()) - 1;
        self.requests[kind.index()][class].fetch_add(1, Ordering::Relaxed);
        let micros = u64::try_from(took.as_micros()).unwrap_or(u64::MAX);
        let bucket = BUCKETS_MICROS
            .iter()
            .position(|&bound| micros <= bound)
            .unwrap_or(BUCKETS_MICROS.len());
        self.latency[bucket].fetch_add(1, Ordering::Relaxed);
        self.latency_micros.fetch_add(micros, Ordering::Relaxed);
        self.bytes.fetch_add(bytes, Ordering::Relaxed);
    }

    /// The exposition text: the counters, the search pool's, the content version and the build.
    pub fn text(&self, searches: super::search_pool::Counts, content_version: u64) -> String {
        let mut out = String::with_capacity(4096);
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
        family(
            &mut out,
            "docs_requests_total",
            "counter",
            "Requests answered, by route kind and status class.",
        );
        for (kind, kind_name) in KINDS {
            for (class, class_name) in CLASSES.iter().enumerate() {
                let n = load(&self.requests[kind.index()][class]);
                let _ = writeln!(
                    out,
                    "docs_requests_total{{kind=\"{kind_name}\",class=\"{class_name}\"}} {n}"
                );
            }
        }
        family(
            &mut out,
            "docs_request_duration_seconds",
            "histogram",
            "Time from a request's arrival to its response head.",
        );
        // One read per bucket, summed here: `+Inf` and `_count` are the same number even while
        // requests are counted meanwhile.
        let mut cumulative = 0;
        for (i, slot) in self.latency.iter().enumerate() {
            cumulative += load(slot);
            if let Some(bound) = BUCKETS_MICROS.get(i) {
                let le = *bound as f64 / 1e6;
                let _ = writeln!(
                    out,
                    "docs_request_duration_seconds_bucket{{le=\"{le}\"}} {cumulative}"
                );
            }
        }
        let _ = writeln!(
            out,
            "docs_request_duration_seconds_bucket{{le=\"+Inf\"}} {cumulative}\ndocs_request_duration_seconds_sum {}\ndocs_request_duration_seconds_count {cumulative}",
            load(&self.latency_micros) as f64 / 1e6
        );
        let mut single = |name: &str, kind: &str, help: &str, value: u64| {
            family(&mut out, name, kind, help);
            let _ = writeln!(out, "{name} {value}");
        };
        single(
            "docs_response_bytes_total",
            "counter",
            "Body bytes sent (compressed where the response was).",
            load(&self.bytes),
        );
        single(
            "docs_search_requests_total",
            "counter",
            "Searches that asked the search threads for a slot.",
            searches.asked,
        );
        single(
            "docs_search_shed_total",
            "counter",
            "Searches refused with 503 because no slot freed up in time.",
            searches.shed,
        );
        single(
            "docs_content_version",
            "gauge",
            "The content's version: 1 at start-up, one more at each reload that took effect.",
            content_version,
        );
        family(
            &mut out,
            "docs_build_info",
            "gauge",
            "The docs binary answering, by its version.",
        );
        let _ = writeln!(
            out,
            "docs_build_info{{version=\"{}\"}} 1",
            env!("CARGO_PKG_VERSION")
        );
        out
    }
}

impl Meter {
    /// Count the request answered with `res`.
    pub fn finish(self, res: &Response) {
        let bytes = if self.head {
            0
        } else {
            res.body().size_hint().exact().unwrap_or(0)
        };
        self.metrics
            .record(self.kind, res.status(), bytes, self.started.elapsed());
    }
}

/// The `# HELP` and `# TYPE` lines that open a family of series.
fn family(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} {kind}");
}

/// `GET /metrics`: never cached, so a scraper always reads the counters as they are now.
pub fn answer(metrics: &Metrics, state: &AppState) -> Response {
    let text = metrics.text(state.searches().counts(), state.content_version());
    let mut res = (StatusCode::OK, text).into_response();
    let headers = res.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; version=0.0.4; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_sort_into_the_kinds_a_dashboard_groups_by() {
        for (path, kind) in [
            ("/", Kind::Page),
            ("/guide/install.html", Kind::Page),
            ("/guide/", Kind::Page),
            ("/assets/index-1a2b.js", Kind::Asset),
            ("/logo.svg", Kind::Asset),
            ("/api/search", Kind::Search),
            ("/api/other", Kind::Api),
            ("/_data/page/guide.json", Kind::Api),
            ("/healthz", Kind::Other),
            ("/metrics", Kind::Other),
            ("/_live", Kind::Other),
        ] {
            assert_eq!(Kind::of_path(path), kind, "{path}");
        }
    }

    #[test]
    fn a_redirect_counts_as_one_and_buckets_add_up() {
        let m = Metrics::new(Base::default());
        m.record(
            Kind::Page,
            StatusCode::MOVED_PERMANENTLY,
            5,
            Duration::from_micros(700),
        );
        m.record(
            Kind::Page,
            StatusCode::NOT_MODIFIED,
            0,
            Duration::from_secs(60),
        );
        m.record(Kind::Asset, StatusCode::OK, 100, Duration::from_micros(10));
        let text = m.text(super::super::search_pool::Counts::default(), 3);
        for line in [
            "docs_requests_total{kind=\"redirect\",class=\"3xx\"} 1",
            "docs_requests_total{kind=\"page\",class=\"3xx\"} 1",
            "docs_requests_total{kind=\"asset\",class=\"2xx\"} 1",
            "docs_request_duration_seconds_bucket{le=\"0.0005\"} 1",
            "docs_request_duration_seconds_bucket{le=\"0.001\"} 2",
            "docs_request_duration_seconds_bucket{le=\"10\"} 2",
            "docs_request_duration_seconds_bucket{le=\"+Inf\"} 3",
            "docs_request_duration_seconds_count 3",
            "docs_response_bytes_total 105",
            "docs_content_version 3",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
    }

    #[test]
    fn the_base_is_taken_off_before_sorting() {
        let m = Arc::new(Metrics::new(Base::parse("/repo/").unwrap()));
        let req = |p: &str| Request::get(p).body(()).unwrap();
        assert_eq!(m.start(&req("/repo/api/search?q=x")).kind, Kind::Search);
        assert_eq!(m.start(&req("/repo/assets/a.js")).kind, Kind::Asset);
        assert_eq!(m.start(&req("/repository.html")).kind, Kind::Page);
        assert_eq!(m.start(&req("/healthz")).kind, Kind::Other);
    }
}
