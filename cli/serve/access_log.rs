//! `--access-log PATH|-`: one line per request, in the combined format web servers share or as
//! JSON. Lines are written by a thread of their own through a bounded channel, so a slow disk
//! never holds a response back (when the channel is full, the line is dropped and counted).

use std::io::Write as _;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, SyncSender, TrySendError};
use std::sync::Arc;

use axum::body::HttpBody as _;
use axum::http::{header, HeaderMap, Request, Version};
use axum::response::Response;

use crate::site::dates;

/// Lines waiting to be written before new ones are dropped.
const QUEUE: usize = 16 * 1024;

/// How each line is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Apache/nginx "combined": what log analysers read.
    Combined,
    /// One JSON object per line.
    Json,
}

/// What is known of a request before it is answered.
pub struct Start {
    client: IpAddr,
    method: String,
    target: String,
    version: Version,
    referer: Option<String>,
    agent: Option<String>,
    started: std::time::Instant,
}

impl Start {
    pub fn of<B>(req: &Request<B>, client: IpAddr) -> Self {
        let text =
            |h: &HeaderMap, name| h.get(name).and_then(|v| v.to_str().ok()).map(str::to_owned);
        Self {
            client,
            method: req.method().to_string(),
            target: req
                .uri()
                .path_and_query()
                .map_or("/", |pq| pq.as_str())
                .to_owned(),
            version: req.version(),
            referer: text(req.headers(), header::REFERER),
            agent: text(req.headers(), header::USER_AGENT),
            started: std::time::Instant::now(),
        }
    }
}

/// The log's writing end (cheap to clone).
#[derive(Clone)]
pub struct AccessLog {
    lines: SyncSender<String>,
    format: Format,
    dropped: Arc<AtomicU64>,
}

impl AccessLog {
    /// Open `path` for appending (`-` is standard output) and start its writer thread.
    pub fn open(path: &str, format: Format) -> std::io::Result<Self> {
        let mut out: Box<dyn std::io::Write + Send> = if path == "-" {
            Box::new(std::io::stdout())
        } else {
            Box::new(
                std::fs::OpenOptions::new()
                    .create(true)
                    .append(true)
                    .open(path)?,
            )
        };
        let (lines, queue) = sync_channel::<String>(QUEUE);
        std::thread::Builder::new()
            .name("access-log".into())
            .spawn(move || {
                let mut buffer = Vec::new();
                while let Ok(line) = queue.recv() {
                    buffer.extend_from_slice(line.as_bytes());
                    // Write what has queued up in one go.
                    while let Ok(more) = queue.try_recv() {
                        buffer.extend_from_slice(more.as_bytes());
                    }
                    if let Err(e) = out.write_all(&buffer).and_then(|()| out.flush()) {
                        tracing::warn!("writing the access log: {e}");
                    }
                    buffer.clear();
                }
            })?;
        Ok(Self {
            lines,
            format,
            dropped: Arc::default(),
        })
    }

    /// Queue the line of a request answered with `res`.
    pub fn record(&self, start: Start, res: &Response) {
        let line = line(self.format, &start, res, dates::now_ms());
        if let Err(TrySendError::Full(_)) = self.lines.try_send(line) {
            self.dropped.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// The line (with its newline) for a request at `now_ms`.
fn line(format: Format, start: &Start, res: &Response, now_ms: i64) -> String {
    let bytes = res.body().size_hint().exact();
    let status = res.status().as_u16();
    let micros = start.started.elapsed().as_micros() as u64;
    match format {
        Format::Combined => {
            let quoted = |s: Option<&str>| {
                s.map_or("-".to_owned(), |s| {
                    s.replace('\\', "\\\\").replace('"', "\\\"")
                })
            };
            format!(
                "{} - - [{}] \"{} {} {:?}\" {status} {} \"{}\" \"{}\"\n",
                start.client,
                clf_time(now_ms),
                start.method,
                quoted(Some(&start.target)),
                start.version,
                bytes.map_or("-".to_owned(), |b| b.to_string()),
                quoted(start.referer.as_deref()),
                quoted(start.agent.as_deref()),
            )
        }
        Format::Json => {
            let mut json = serde_json::json!({
                "time": dates::iso_time(now_ms),
                "client": start.client.to_string(),
                "method": start.method,
                "target": start.target,
                "version": format!("{:?}", start.version),
                "status": status,
                "bytes": bytes,
                "referer": start.referer,
                "user_agent": start.agent,
                "micros": micros,
            })
            .to_string();
            json.push('\n');
            json
        }
    }
}

/// `07/Dec/2026:14:22:40 +0000`, the time as the combined format writes it (UTC).
fn clf_time(ms: i64) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let secs = ms.div_euclid(1000);
    let (y, m, d) = dates::civil_from_days(secs.div_euclid(86_400));
    let day = secs.rem_euclid(86_400);
    let month = MONTHS.get(m as usize - 1).copied().unwrap_or("Jan");
    format!(
        "{d:02}/{month}/{y:04}:{:02}:{:02}:{:02} +0000",
        day / 3600,
        day / 60 % 60,
        day % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combined_time_is_day_month_year_in_utc() {
        // 2026-12-07T14:22:40Z
        assert_eq!(clf_time(1_796_653_360_000), "07/Dec/2026:14:22:40 +0000");
    }
}
