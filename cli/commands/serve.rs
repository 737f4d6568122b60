//! `docs serve`: load the content, prepare the site-wide answers and answer HTTP on `--addr`
//! (pages are prepared on first request, the search index on a thread of its own).

use std::io::Write as _;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use anyhow::Context as _;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;

use crate::search::kept::IndexFolder;
use crate::serve::access_log::{AccessLog, Format as AccessFormat, Start};
use crate::serve::tls::{self, CertFiles, Tls};
use crate::serve::{self, AppState, Memory};
use crate::site::base::{self, Base};
use crate::site::{hostname, ContentSource, Site};

/// Serve the site.
#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  docs serve\n  docs serve --addr 0.0.0.0:8080\n  docs serve --content ./content --addr 127.0.0.1:0\n\nIn production:\n  curl -f http://127.0.0.1:8080/healthz   503 while the content loads, then 200 ok\n  kill -HUP <pid>                         reload --content DIR (errors keep the previous version)\n  kill -TERM <pid>                        finish open requests, then exit 0\n  docs serve --access-log /var/log/docs/access.log\n  docs serve --access-log - --access-log-format json\n  docs serve --access-log - --trusted-proxy 127.0.0.1 --trusted-proxy 10.0.0.0/8\n  docs serve --metrics                    GET /metrics for Prometheus (at the root, like /healthz)\n  docs serve --base /docs/                behind a proxy that forwards /docs/ as it is\n\nOver HTTPS (HTTP/2 and HTTP/1.1; kill -HUP also re-reads the certificate):\n  docs serve --addr 0.0.0.0:443 --tls-cert /etc/docs/fullchain.pem --tls-key /etc/docs/key.pem\n  docs serve --addr 0.0.0.0:443 --tls-cert cert.pem --tls-key key.pem --redirect-http 0.0.0.0:80"
)]
pub struct ServeArgs {
    /// Address to listen on; port 0 picks a free port (the chosen address is printed).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// Content directory (English at its root, Chinese under zh/). Default: ./content if present, else the embedded copy.
    #[arg(long, value_name = "DIR")]
    pub content: Option<PathBuf>,
    /// Reload open pages when content files change (needs a content directory on disk).
    #[arg(long)]
    pub watch: bool,
    /// Open the site in the default browser once it is ready.
    #[arg(long)]
    pub open: bool,
    /// Write one line per request to this file (appended), or to standard output with `-`.
    #[arg(long, value_name = "PATH|-")]
    pub access_log: Option<String>,
    /// The access log's lines: `combined` (as Apache and nginx write) or `json`.
    #[arg(long, value_enum, default_value = "combined", value_name = "FORMAT")]
    pub access_log_format: AccessFormat,
    /// A reverse proxy (address or CIDR block, repeatable) whose X-Forwarded-For or Forwarded
    /// header names the reader's address in the access log.
    #[arg(long, value_name = "CIDR")]
    pub trusted_proxy: Vec<serve::client_addr::Cidr>,
    /// Answer `GET /metrics` in the Prometheus text format (requests, latency, searches, bytes,
    /// content version). Off by default: /metrics is then a 404 like any unknown path.
    #[arg(long)]
    pub metrics: bool,
    /// Serve the site under this path (`/docs/`), its links included, as `docs build --base` writes
    /// it; only this flag sets it (site.yaml `base` and DOCS_BASE are for the export). A request
    /// outside the path is 404, except `/`, which redirects (302) to it so a browser pointed at the
    /// bare address finds the site; /healthz and /metrics stay at the root, where probes ask.
    #[arg(long, value_name = "PATH")]
    pub base: Option<String>,
    /// Serve HTTPS with this certificate chain (PEM, the site's own certificate first).
    #[arg(long, value_name = "FILE", requires = "tls_key")]
    pub tls_cert: Option<PathBuf>,
    /// The private key of --tls-cert (PEM).
    #[arg(long, value_name = "FILE", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,
    /// Also listen for plain HTTP here and redirect every request to the HTTPS address (308).
    #[arg(long, value_name = "ADDR", requires = "tls_cert")]
    pub redirect_http: Option<SocketAddr>,
}

/// Run the server until Ctrl+C or SIGTERM.
pub fn run(args: ServeArgs) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    if crate::web::assets::is_placeholder() {
        eprintln!("warning: this binary was built with DOCS_SKIP_WEB=1; it serves a placeholder instead of the web app");
    }
    // Read before anything listens: a bad certificate or key stops here, naming the file.
    let tls = match (&args.tls_cert, &args.tls_key) {
        (Some(cert), Some(key)) => Some(Arc::new(
            Tls::load(CertFiles {
                cert: cert.clone(),
                key: key.clone(),
            })
            .context("loading the TLS certificate")?,
        )),
        _ => None,
    };
    let scheme = if tls.is_some() { "https" } else { "http" };
    let base = base::resolve(None, args.base.as_deref(), None)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the async runtime")?;
    runtime.block_on(async move {
        // Listen first: while the content loads, `/healthz` answers 503 instead of a refused connection.
        let listener = tokio::net::TcpListener::bind(args.addr)
            .await
            .with_context(|| {
                format!(
                    "cannot listen on {} (is the port already in use?)",
                    args.addr
                )
            })?;
        let local = listener.local_addr().context("reading the bound address")?;
        if let Some(tls) = &tls {
            tokio::spawn(tls::reload_on_hangup(tls.clone()).context("listening for SIGHUP")?);
        }
        let redirecting = match args.redirect_http {
            Some(addr) => {
                let plain = tokio::net::TcpListener::bind(addr)
                    .await
                    .with_context(|| format!("cannot listen on {addr} for --redirect-http"))?;
                let at = plain.local_addr().context("reading the bound address")?;
                tokio::spawn(tls::redirect::serve(
                    plain,
                    local.port(),
                    HEADER_READ_TIMEOUT,
                ));
                Some(at)
            }
            None => None,
        };
        let metrics = args
            .metrics
            .then(|| Arc::new(serve::metrics::Metrics::new(base.clone())));
        let starting = serve::health::Starting::metered(metrics.clone());
        let loaded = Arc::new(OnceLock::<AppState>::new());
        let on_drain = {
            let loaded = loaded.clone();
            move || {
                // End live-reload streams, or draining would wait for them forever.
                if let Some(live) = loaded.get().and_then(AppState::live) {
                    let _ = live.closing.send(true);
                }
            }
        };
        let log = match &args.access_log {
            Some(path) => Some(
                AccessLog::open(path, args.access_log_format)
                    .with_context(|| format!("opening the access log {path}"))?,
            ),
            None => None,
        };
        let trusted: Arc<[serve::client_addr::Cidr]> = args.trusted_proxy.clone().into();
        let mut serving = tokio::spawn(accept_loop(
            listener,
            starting.clone(),
            log,
            trusted,
            tls,
            on_drain,
        ));
        let content = args.content.clone();
        let watch = args.watch;
        let loading = tokio::task::spawn_blocking(move || load(content, watch, base));
        let (state, described, disk_root) = tokio::select! {
            loaded = loading => loaded.context("loading the content")??,
            // A signal while loading: nothing to finish.
            _ = &mut serving => return anyhow::Ok(()),
        };
        let watch_root = disk_root.clone().filter(|_| args.watch);
        if let Some(root) = disk_root {
            tokio::spawn(reload_on_hangup(state.clone(), root));
        }
        let _ = loaded.set(state.clone());
        starting.ready(serve::router_with(state.clone(), metrics));
        let pages = state.snapshot().site().pages.len();
        let mount = state.snapshot().site().base.as_str().to_owned();
        // writeln, not println: a closed stdout is an error main quiets, never a panic.
        writeln!(
            std::io::stdout(),
            "Serving {pages} pages from {described} at {scheme}://{local}{mount} (ready in {} ms)",
            started.elapsed().as_millis()
        )?;
        if let Some(at) = redirecting {
            writeln!(
                std::io::stdout(),
                "Redirecting http://{at}/ to https://{local}/"
            )?;
        }
        // The watcher lives as long as the server.
        let _watcher = match &watch_root {
            Some(root) => Some(
                serve::reload::watch(state.clone(), root.clone())
                    .context("watching the content directory")?,
            ),
            None => None,
        };
        if args.open {
            open_browser(&format!("{scheme}://{local}/"));
        }
        let _ = serving.await;
        anyhow::Ok(())
    })?;
    Ok(ExitCode::SUCCESS)
}

/// Load the content and prepare the state; the content's description and its folder on disk
/// (none for the embedded copy) come with it.
fn load(
    content: Option<PathBuf>,
    watch: bool,
    base: Base,
) -> anyhow::Result<(AppState, String, Option<PathBuf>)> {
    let source = ContentSource::choose(content.as_deref());
    let source_for_watch = source.clone();
    let described = source.describe();
    let mut site = Site::load(source).with_context(|| format!("loading {described}"))?;
    if let Some(warning) = hostname::apply(&mut site, None)? {
        eprintln!("warning: {warning}");
    }
    site.base = base;
    for d in site.diagnostics.iter().filter(|d| d.is_error()) {
        tracing::warn!("{d}");
    }
    let disk_root = match (&source_for_watch, watch) {
        (ContentSource::Disk(root), _) => Some(root.clone()),
        (ContentSource::Embedded, true) => {
            anyhow::bail!("--watch needs a content directory on disk (use --content DIR)")
        }
        _ => None,
    };
    // The pages' renderings and the search index are kept between runs, so a restart renders
    // and indexes what changed only.
    let memory = match &source_for_watch {
        ContentSource::Disk(root) => Memory {
            renderings: crate::memo::store::file_for_content(root),
            indexes: IndexFolder::for_content(root),
        },
        ContentSource::Embedded => Memory::default(),
    };
    let state = AppState::remembering(site, watch, memory);
    Ok((state, described, disk_root))
}

/// Slow clients get this long to send their request headers.
const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// A request head up to this size is read whole, so the router can answer an over-long target
/// with 414 and over-large headers with 431 (only beyond it does hyper answer 431 itself).
const READ_BUFFER: usize = 128 * 1024;
/// On shutdown, open requests get this long to finish.
const DRAIN_DEADLINE: Duration = Duration::from_secs(10);

/// Accept connections until a signal, then drain them (a second signal exits at once).
/// hyper's own builder is used because axum::serve installs no timer, so header reads never time out.
async fn accept_loop(
    listener: tokio::net::TcpListener,
    app: serve::health::Starting,
    log: Option<AccessLog>,
    trusted: Arc<[serve::client_addr::Cidr]>,
    tls: Option<Arc<Tls>>,
    on_drain: impl FnOnce(),
) {
    let secure = tls.is_some();
    let graceful = GracefulShutdown::new();
    let mut signal = std::pin::pin!(shutdown_signal());
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted.inspect_err(|e| tracing::warn!("accept failed: {e}")) else { continue };
                // A response is written whole; Nagle would only hold its tail back waiting for an ACK.
                let _ = stream.set_nodelay(true);
                // HTTP/1.1, or HTTP/2 with prior knowledge (h2c, what a proxy in front speaks to
                // its upstream), told apart by the connection's first bytes.
                let mut builder = auto::Builder::new(TokioExecutor::new());
                builder.http1().timer(TokioTimer::new()).header_read_timeout(HEADER_READ_TIMEOUT).max_headers(100).max_buf_size(READ_BUFFER);
                builder.http2().timer(TokioTimer::new()).max_header_list_size(READ_BUFFER as u32);
                // The address it came in at decides the `Host` check (serve::security).
                let local = stream.local_addr().ok().map(serve::http::LocalAddr);
                let (app, log, trusted) = (app.clone(), log.clone(), trusted.clone());
                let service = hyper::service::service_fn(move |mut req: axum::http::Request<hyper::body::Incoming>| {
                    if let Some(local) = local {
                        req.extensions_mut().insert(local);
                    }
                    host_from_authority(&mut req);
                    let logged = log.as_ref().map(|log| (log.clone(), Start::of(&req, serve::client_addr::client(peer.ip(), req.headers(), &trusted))));
                    let answered = app.call(req.map(axum::body::Body::new));
                    async move {
                        let mut res = answered.await?;
                        if secure {
                            res.headers_mut().insert(axum::http::header::STRICT_TRANSPORT_SECURITY, tls::HSTS);
                        }
                        if let Some((log, start)) = logged {
                            log.record(start, &res);
                        }
                        Ok::<_, std::convert::Infallible>(res)
                    }
                });
                let watcher = graceful.watcher();
                let tls = tls.clone();
                tokio::spawn(async move {
                    // The version is told by the first bytes, before hyper's header timer runs:
                    // a connection that sends nothing gets the same time as slow headers.
                    // The TLS handshake runs here too, so a stalled one holds up no other client.
                    match tls {
                        None => {
                            let mut first = [0u8; 1];
                            if matches!(tokio::time::timeout(HEADER_READ_TIMEOUT, stream.peek(&mut first)).await, Ok(Ok(1..))) {
                                serve_connection(&builder, stream, service, watcher).await;
                            }
                        }
                        Some(tls) => {
                            if let Some(stream) = tls.accept(stream, HEADER_READ_TIMEOUT).await {
                                serve_connection(&builder, stream, service, watcher).await;
                            }
                        }
                    }
                });
            }
            () = &mut signal => break,
        }
    }
    drop(listener);
    on_drain();
    eprintln!("shutting down: finishing open requests (press Ctrl+C again to exit now)");
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN_DEADLINE) => eprintln!("gave up waiting for open connections after {}s", DRAIN_DEADLINE.as_secs()),
        () = shutdown_signal() => eprintln!("second signal: exiting now"),
    }
}

/// Answer the requests on one connection (plain or TLS) until it ends or the server drains.
async fn serve_connection<I, S>(
    builder: &auto::Builder<TokioExecutor>,
    io: I,
    service: S,
    watcher: hyper_util::server::graceful::Watcher,
) where
    I: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
    S: hyper::service::Service<
            axum::http::Request<hyper::body::Incoming>,
            Response = axum::response::Response,
            Error = std::convert::Infallible,
        > + Send
        + 'static,
    S::Future: Send + 'static,
{
    let conn = builder
        .serve_connection(TokioIo::new(io), service)
        .into_owned();
    if let Err(err) = watcher.watch(conn).await {
        tracing::debug!("connection ended: {err}");
    }
}

/// HTTP/2 carries the host in the request's authority, not a `Host` header; the router's checks
/// (serve::security) read the header, so it is written from the authority when absent.
fn host_from_authority<B>(req: &mut axum::http::Request<B>) {
    if req.headers().contains_key(axum::http::header::HOST) {
        return;
    }
    let host = req
        .uri()
        .authority()
        .and_then(|a| axum::http::HeaderValue::from_str(a.as_str()).ok());
    if let Some(host) = host {
        req.headers_mut().insert(axum::http::header::HOST, host);
    }
}

/// Every SIGHUP reloads the content from `root` (as a save does under `--watch`), one at a time.
#[cfg(unix)]
async fn reload_on_hangup(state: AppState, root: PathBuf) {
    use tokio::signal::unix::{signal, SignalKind};
    let Ok(mut hangups) = signal(SignalKind::hangup())
        .inspect_err(|e| tracing::warn!("cannot listen for SIGHUP: {e}"))
    else {
        return;
    };
    while hangups.recv().await.is_some() {
        eprintln!("SIGHUP: reloading {}", root.display());
        let (state, root) = (state.clone(), root.clone());
        let _ = tokio::task::spawn_blocking(move || serve::reload::reload_all(&state, &root)).await;
    }
}

#[cfg(not(unix))]
async fn reload_on_hangup(_state: AppState, _root: PathBuf) {}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}

/// Best effort: the platform's opener; failure only prints a hint.
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if std::process::Command::new(opener).arg(url).spawn().is_err() {
        eprintln!("could not start a browser; open {url} yourself");
    }
}
