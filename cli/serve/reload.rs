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
use futures_util::stream::{self, Stream, StreamExt};

use super::state::LiveEvent;
use super::AppState;
use crate::site::watch::{self, ContentWatcher};
use crate::site::{hostname, ContentSource, Diagnostic, Severity, Site};
use std::collections::HashMap;

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
    let problem;
    try { problem = JSON.parse(e.data); } catch { problem = { routes: [], text: e.data }; }
    let box = document.getElementById('docs-live-problem');
    // A page's problem shows on that page only; a site-wide one everywhere.
    if (problem.routes.length && !problem.routes.includes(decodeURI(location.pathname))) { box?.remove(); return; }
    if (!box) {
      box = document.createElement('pre');
      box.id = 'docs-live-problem';
      box.setAttribute('role', 'alert');
      box.style.cssText = 'position:fixed;inset:auto 1rem 1rem 1rem;z-index:9999;margin:0;padding:1rem;max-height:50vh;overflow:auto;background:#2b0d0d;color:#ffd7d7;border:2px solid #f85149;border-radius:8px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap';
      document.body.appendChild(box);
    }
    box.textContent = (problem.routes.length ? 'docs serve kept the last good version of this page:\n\n' : 'docs serve kept the last good version:\n\n') + problem.text;
  });
})();
"#;

/// Start watching `root`; every burst of edits reloads the site. The watch lasts as long as the
/// process.
pub fn watch(state: AppState, root: PathBuf) -> notify::Result<ContentWatcher> {
    let source_root = root.clone();
    ContentWatcher::start(&root, move |changed| reload(&state, &source_root, &changed))
}

/// Reload the content now (SIGHUP under `docs serve --content DIR`): the same reload a save makes
/// under `--watch`, so a version with errors keeps the previous one and a good one replaces it in
/// one step.
pub fn reload_all(state: &AppState, root: &Path) {
    reload(state, root, &[]);
}

fn reload(state: &AppState, root: &Path, changed: &[PathBuf]) {
    tracing::debug!("rebuild after {} change(s)", changed.len());
    let started = std::time::Instant::now();
    let previous = state.snapshot();
    let Some(mut site) = load(state, root, HashMap::new(), previous.site()) else {
        return;
    };
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        "content loaded"
    );
    let held_back = state.live().and_then(|l| l.problem()).is_some();
    let mut now = watch::fingerprint(&site);
    if now == previous.fingerprint(None) && !held_back {
        // Saved without a change (or changed and changed back): nothing to publish or reload.
        tracing::debug!("content unchanged; nothing published");
        return;
    }
    let blocking: Vec<&Diagnostic> = site
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error && BLOCKING.contains(&d.rule))
        .collect();
    let report = |found: &[&Diagnostic]| {
        found
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    };
    // A broken configuration file holds back the whole site; a broken page holds back only
    // itself: it keeps its last good text and shows its problem, and every other page moves on.
    if blocking.iter().any(|d| !d.span.file.ends_with(".md")) {
        tracing::warn!("content has errors; still serving the previous version");
        state.notify(LiveEvent::Problem(problem_data(&[], &report(&blocking))));
        return;
    }
    let mut problem = None;
    if !blocking.is_empty() {
        let routes: Vec<String> = blocking
            .iter()
            .filter_map(|d| site.pages.iter().find(|p| p.file == d.span.file))
            .map(|p| p.route.clone())
            .collect();
        problem = Some(problem_data(&routes, &report(&blocking)));
        // A broken page already served with the text it has now (broken since start-up, or
        // untouched by this edit) needs nothing kept: loading the whole site a second time for it
        // would double what a save costs.
        let kept: HashMap<String, String> = blocking
            .iter()
            .filter_map(|d| {
                let text = previous.site().texts.get(&d.span.file)?;
                (site.texts.get(&d.span.file) != Some(text))
                    .then(|| (d.span.file.clone(), text.to_string()))
            })
            .collect();
        tracing::warn!(
            "{} page(s) have errors and keep their last good version; the rest is reloaded",
            routes.len()
        );
        let with_kept = if kept.is_empty() {
            site
        } else {
            let Some(with_kept) = load(state, root, kept, &site) else {
                return;
            };
            with_kept
        };
        now = watch::fingerprint(&with_kept);
        if now == previous.fingerprint(None) {
            // Only the broken pages changed: nothing to reload, their problem to show.
            state.hold_back(problem.unwrap_or_default());
            return;
        }
        site = with_kept;
    }
    tracing::debug!(
        millis = started.elapsed().as_millis() as u64,
        "content checked"
    );
    state.replace_with_problem(site, problem);
    state.snapshot().fingerprint(Some(now));
    tracing::info!(
        millis = started.elapsed().as_millis() as u64,
        "reloaded after {} change(s)",
        changed.len()
    );
}

/// Load the content as it is now (with `kept` page texts in place of what is on disk), with the
/// public hostname of start-up, taking what did not change from `previous`; a failure is pushed
/// to open pages.
fn load(
    state: &AppState,
    root: &Path,
    kept: HashMap<String, String>,
    previous: &Site,
) -> Option<Site> {
    let mut site =
        match Site::load_after(ContentSource::Disk(root.to_owned()), kept, Some(previous)) {
            Ok(site) => site,
            Err(err) => {
                state.notify(LiveEvent::Problem(problem_data(&[], &format!("{err:#}"))));
                return None;
            }
        };
    // The same public hostname as at start-up (DOCS_HOSTNAME, else site.yaml as now written); its
    // warning was shown then.
    if let Err(err) = hostname::apply(&mut site, None) {
        state.notify(LiveEvent::Problem(problem_data(&[], &err.to_string())));
        return None;
    }
    // The base path of start-up (`docs serve --base`): the server is mounted there.
    site.base = previous.base.clone();
    Some(site)
}

/// The `problem` event's data: the routes it concerns (none: the whole site) and the findings.
fn problem_data(routes: &[String], text: &str) -> String {
    serde_json::json!({ "routes": routes, "text": text }).to_string()
}

/// `GET /_live`: the event stream open pages listen to.
pub async fn events(State(state): State<AppState>) -> Response {
    let Some(live) = state.live() else {
        return (StatusCode::NOT_FOUND, "live reload is off").into_response();
    };
    let events = live.events.subscribe();
    let closing = live.closing.subscribe();
    // A page that reloads after a save learns at once whether it is the one held back.
    let pending = live
        .problem()
        .map(|text| Ok(Event::default().event("problem").data(text)));
    let stream = stream::iter(pending).chain(event_stream(events, closing));
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

/// Only local names may reach a server on a loopback address (DNS rebinding; see
/// `security::foreign_host`), and while watching, event streams only from our own pages.
pub async fn guard(State(state): State<AppState>, req: Request, next: Next) -> Response {
    if let Some(refused) = super::security::foreign_host(&req, state.live().is_some()) {
        return refused;
    }
    if state.live().is_none() {
        return next.run(req).await;
    }
    let host = req
        .headers()
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or("");
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
