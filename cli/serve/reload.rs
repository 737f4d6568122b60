//! Live reload for authors (`docs serve --content DIR --watch`): watch the content, rebuild the site
//! and its search index, and tell open pages over server-sent events. A change that breaks a file
//! keeps the last good version and shows the problem as an overlay instead.

use std::convert::Infallible;
use std::path::{Path, PathBuf};

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::stream::{self, Stream};

use super::state::LiveEvent;
use super::AppState;
use crate::site::watch::{self, ContentWatcher};
use crate::site::{hostname, ContentSource, Severity, Site};

/// Rules whose findings make a version unusable: keep serving the previous one.
const BLOCKING: &[&str] = &[
    "yaml/syntax",
    "yaml/duplicate-key",
    "yaml/too-complex",
    "front-matter/unterminated",
    "file/invalid-utf8",
    "config/missing",
];

/// The script every page loads while watching (served at `/_live/client.js`).
pub const CLIENT_JS: &str = r#"(() => {
  const key = 'docs-live-scroll:' + location.pathname;
  const saved = sessionStorage.getItem(key);
  if (saved !== null) { sessionStorage.removeItem(key); addEventListener('load', () => scrollTo(0, Number(saved))); }
  const es = new EventSource('/_live');
  es.addEventListener('reload', () => { sessionStorage.setItem(key, String(scrollY)); location.reload(); });
  es.addEventListener('problem', (e) => {
    let box = document.getElementById('docs-live-problem');
    if (!box) {
      box = document.createElement('pre');
      box.id = 'docs-live-problem';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;inset:auto 1rem 1rem 1rem;z-index:9999;margin:0;padding:1rem;max-height:50vh;overflow:auto;background:#2b0d0d;color:#ffd7d7;border:2px solid #f85149;border-radius:8px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap';
      document.body.appendChild(box);
    }
    box.textContent = 'docs serve kept the last good version:\n\n' + e.data;
  });
})();
"#;

/// Start watching `root`; every burst of edits reloads the site. The watch lasts as long as the
/// process.
pub fn watch(state: AppState, root: PathBuf) -> notify::Result<ContentWatcher> {
    let source_root = root.clone();
    ContentWatcher::start(&root, move |changed| reload(&state, &source_root, &changed))
}

fn reload(state: &AppState, root: &Path, changed: &[PathBuf]) {
    tracing::debug!("rebuild after {} change(s)", changed.len());
    let mut site = match Site::load(ContentSource::Disk(root.to_owned())) {
        Ok(site) => site,
        Err(err) => {
            state.notify(LiveEvent::Problem(format!("{err:#}")));
            return;
        }
    };
    // The same public hostname as at start-up (DOCS_HOSTNAME, else site.yaml as now written); its
    // warning was shown then.
    if let Err(err) = hostname::apply(&mut site, None) {
        state.notify(LiveEvent::Problem(err.to_string()));
        return;
    }
    if watch::fingerprint(&site) == watch::fingerprint(state.snapshot().site()) {
        // Saved without a change (or changed and changed back): nothing to publish or reload.
        tracing::debug!("content unchanged; nothing published");
        return;
    }
    let blocking: Vec<String> = site
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error && BLOCKING.contains(&d.rule))
        .map(ToString::to_string)
        .collect();
    if !blocking.is_empty() {
        tracing::warn!("content has errors; still serving the previous version");
        state.notify(LiveEvent::Problem(blocking.join("\n")));
        return;
    }
    tracing::info!("reloaded after {} change(s)", changed.len());
    state.replace(site);
}

/// `GET /_live`: the event stream open pages listen to.
pub async fn events(State(state): State<AppState>) -> Response {
    let Some(live) = state.live() else {
        return (StatusCode::NOT_FOUND, "live reload is off").into_response();
    };
    let events = live.events.subscribe();
    let closing = live.closing.subscribe();
    let stream = event_stream(events, closing);
    Sse::new(stream)
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn event_stream(
    events: tokio::sync::broadcast::Receiver<LiveEvent>,
    closing: tokio::sync::watch::Receiver<bool>,
) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold((events, closing), |(mut events, mut closing)| async move {
        loop {
            if *closing.borrow() {
                return None;
            }
            tokio::select! {
                changed = closing.changed() => if changed.is_err() || *closing.borrow() { return None; },
                received = events.recv() => match received {
                    Ok(LiveEvent::Reload) => return Some((Ok(Event::default().event("reload").data("reload")), (events, closing))),
                    Ok(LiveEvent::Problem(text)) => return Some((Ok(Event::default().event("problem").data(text)), (events, closing))),
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
                    Err(_) => return None,
                },
            }
        }
    })
}

/// `GET /_live/client.js`.
pub async fn client() -> Response {
    let mut res = CLIENT_JS.into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/javascript; charset=utf-8"),
    );
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    res
}

/// While watching, only local names may reach the server (DNS rebinding), and event streams only
/// from our own pages.
pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if state.live().is_none() {
        return next.run(req).await;
    }
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
    let name = host.rsplit_once(':').map_or(host, |(h, port)| {
        if port.chars().all(|c| c.is_ascii_digit()) {
            h
        } else {
            host
        }
    });
    if !matches!(name, "localhost" | "127.0.0.1" | "[::1]") {
        return (
            StatusCode::FORBIDDEN,
            "live reload accepts only localhost hosts",
        )
            .into_response();
    }
    if req.uri().path().starts_with("/_live") {
        // Browsers send Origin on EventSource requests; it must be this very server.
        if let Some(origin) = req
            .headers()
            .get(header::ORIGIN)
            .and_then(|o| o.to_str().ok())
        {
            if origin != format!("http://{host}") {
                return (StatusCode::FORBIDDEN, "foreign origin").into_response();
            }
        }
    }
    next.run(req).await
}
