//! Security headers on every response: a Content-Security-Policy that allows exactly the configured
//! third-party hosts, nosniff, a referrer policy, and no framing by other sites.

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine;
use sha2::{Digest, Sha256};

use super::AppState;
use crate::site::SiteConfig;

/// Add the headers (the policy is computed once per state).
pub async fn headers(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    if let Ok(csp) = HeaderValue::from_str(state.snapshot().csp()) {
        h.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    res
}

/// The origin (`https://host[:port]`) of a URL, if it is an absolute http(s) URL.
fn origin(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if scheme != "https" && scheme != "http" {
        return None;
    }
    let host = rest.split(['/', '?', '#']).next()?;
    (!host.is_empty() && !host.contains(['"', ';', ' ', '\'', ',']))
        .then(|| format!("{scheme}://{host}"))
}

/// Every absolute URL in a configuration value (API bases, ad hosts, comment scripts…).
fn urls(value: &serde_json::Value, out: &mut Vec<String>) {
    match value {
        serde_json::Value::String(s) => out.extend(origin(s)),
        serde_json::Value::Array(a) => a.iter().for_each(|v| urls(v, out)),
        serde_json::Value::Object(o) => o.values().for_each(|v| urls(v, out)),
        _ => {}
    }
}

/// `'sha256-…'` sources for the inline scripts of the HTML template (the no-flash colour script).
fn inline_script_hashes(template: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(start) = rest.find("<script>") {
        let body = &rest[start + 8..];
        let Some(end) = body.find("</script>") else {
            break;
        };
        let digest = Sha256::digest(&body.as_bytes()[..end]);
        out.push(format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest)
        ));
        rest = &body[end..];
    }
    out
}

/// The Content-Security-Policy for a site and HTML template.
pub fn policy(config: &SiteConfig, template: &str) -> String {
    let mut third_party = Vec::new();
    for v in [&config.api_selector, &config.comments, &config.ads]
        .into_iter()
        .flatten()
    {
        urls(v, &mut third_party);
    }
    third_party.sort();
    third_party.dedup();
    let hosts = third_party.join(" ");
    let join = |base: &str| {
        if hosts.is_empty() {
            base.to_owned()
        } else {
            format!("{base} {hosts}")
        }
    };
    let scripts = std::iter::once("'self'".to_owned())
        .chain(inline_script_hashes(template))
        .collect::<Vec<_>>()
        .join(" ");
    [
        "default-src 'self'".to_owned(),
        format!("script-src {}", join(&scripts)),
        "style-src 'self' 'unsafe-inline'".to_owned(),
        format!("img-src {}", join("'self' data: https:")),
        "font-src 'self' data:".to_owned(),
        format!("connect-src {}", join("'self'")),
        format!("frame-src {}", join("https://player.bilibili.com")),
        "media-src 'self' https:".to_owned(),
        "object-src 'none'".to_owned(),
        "base-uri 'self'".to_owned(),
        "form-action 'self' https://codepen.io https://jsfiddle.net".to_owned(),
        "frame-ancestors 'none'".to_owned(),
    ]
    .join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_allows_configured_hosts_and_hashes_inline_scripts() {
        let config = SiteConfig {
            api_selector: Some(
                serde_json::json!({"options": {"cf": "https://api.example.org/v1"}}),
            ),
            ..SiteConfig::default()
        };
        let csp = policy(&config, "<head><script>var a=1;</script></head>");
        assert!(
            csp.contains("connect-src 'self' https://api.example.org"),
            "{csp}"
        );
        assert!(csp.contains("script-src 'self' 'sha256-"), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"));
        let bare = policy(&SiteConfig::default(), "");
        assert!(bare.contains("connect-src 'self';"), "{bare}");
    }

    #[test]
    fn origins_are_strict() {
        assert_eq!(
            origin("https://a.b:8080/x?y").as_deref(),
            Some("https://a.b:8080")
        );
        assert_eq!(origin("javascript:alert(1)"), None);
        assert_eq!(origin("https://a b/"), None);
    }
}
