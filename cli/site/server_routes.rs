//! The paths `docs serve` answers itself, never with a page: the search API, the health probe and
//! the metrics. One list for the server that answers them and for lint, which refuses a page that
//! would be hidden behind one (it would be served by the export and lost under `docs serve`).

/// The search API and any endpoint added beside it.
pub const API: &str = "/api/";
/// `GET /healthz`, what a load balancer probes.
pub const HEALTH: &str = "/healthz";
/// `GET /metrics` (with `docs serve --metrics`), what Prometheus scrapes.
pub const METRICS: &str = "/metrics";

/// The server route a page at `route` (`/healthz.html`, `/api/x.html`) would collide with.
/// `/healthz.html` and `/healthz/` count: a static host's clean URLs answer `/healthz` with them.
pub fn taken_by(route: &str) -> Option<&'static str> {
    if route.starts_with(API) {
        return Some(API);
    }
    let bare = route
        .strip_suffix(".html")
        .or_else(|| route.strip_suffix('/'))
        .unwrap_or(route);
    [HEALTH, METRICS].into_iter().find(|taken| bare == *taken)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_probe_the_metrics_and_the_api_are_taken_in_every_form() {
        for (route, taken) in [
            ("/healthz.html", HEALTH),
            ("/healthz/", HEALTH),
            ("/metrics.html", METRICS),
            ("/api/", API),
            ("/api/search.html", API),
        ] {
            assert_eq!(taken_by(route), Some(taken), "{route}");
        }
        for free in [
            "/healthz-guide.html",
            "/zh/healthz.html",
            "/guide/metrics.html",
            "/apis.html",
            "/",
        ] {
            assert_eq!(taken_by(free), None, "{free}");
        }
    }
}
