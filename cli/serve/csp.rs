//! The Content-Security-Policy a site is served with: exactly the third-party hosts its config names
//! (API bases, comment host, the scripts site.yaml `head:` names) and hashes of the app's inline
//! scripts. Made from the config alone, so the served state computes it once per content version.

use crate::site::SiteConfig;

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

/// `'sha256-…'` sources for the inline scripts of the HTML template (the no-flash colour script):
/// each `<script>` without `src`, its text as written, read by render's HTML reader.
fn inline_script_hashes(template: &str) -> Vec<String> {
    use crate::render::html_events::{self, HtmlEvent};
    let mut out = Vec::new();
    let mut inline: Option<String> = None;
    for event in html_events::events(template) {
        match event {
            HtmlEvent::Start(tag) if tag.name == "script" && !tag.self_closing => {
                inline = tag.attr("src").is_none().then(String::new);
            }
            HtmlEvent::Text(text) => {
                if let Some(script) = inline.as_mut() {
                    script.push_str(&text);
                }
            }
            HtmlEvent::End(name) if name == "script" => {
                out.extend(
                    inline
                        .take()
                        .map(|s| crate::site::head_entry::script_hash(&s)),
                );
            }
            _ => {}
        }
    }
    out
}

/// The local helper API (`http://localhost:<apiSelector.localPort>`) the selector offers on
/// localhost and IP-address origins; its QR images and answers must be allowed too.
fn local_api(api: &serde_json::Value) -> Option<String> {
    let port = api
        .get("localPort")?
        .as_u64()
        .filter(|p| (1..=65535).contains(p))?;
    Some(format!("http://localhost:{port}"))
}

/// Where the comment widget's script and frame come from when `client` is not configured.
const GISCUS_ORIGIN: &str = "https://giscus.app";

/// The Content-Security-Policy for a site and HTML template.
pub fn policy(config: &SiteConfig, template: &str) -> String {
    let mut third_party = Vec::new();
    // API bases are general hosts; the provider endpoints tool pages call directly
    // (`apiSelector.direct`) and the local API are only fetched from (connect-src).
    let mut api_connect = Vec::new();
    let local = config.api_selector.as_ref().and_then(local_api);
    if let Some(api) = &config.api_selector {
        let mut bases = api.clone();
        if let Some(direct) = bases.as_object_mut().and_then(|o| o.remove("direct")) {
            urls(&direct, &mut api_connect);
        }
        urls(&bases, &mut third_party);
        api_connect.extend(local.clone());
    }
    if let Some(ads) = &config.ads {
        urls(ads, &mut third_party);
    }
    // Comments: only the client's origin, which also serves the frame. The theme stylesheets are
    // loaded by that frame, not by our pages.
    if let Some(comments) = &config.comments {
        match comments.get("client") {
            Some(client) => urls(client, &mut third_party),
            None => third_party.push(GISCUS_ORIGIN.to_owned()),
        }
    }
    third_party.sort();
    third_party.dedup();
    // The changelog only reads its release feed: that host is allowed for fetches, nothing else.
    let mut feeds = Vec::new();
    if let Some(releases) = config.changelog.as_ref().and_then(|c| c.get("releases")) {
        urls(releases, &mut feeds);
    }
    feeds.extend(api_connect);
    // The site's own head: what its owner named there, and only that (site.yaml `head:`).
    let owner = crate::site::head_entry::allowances(&config.head);
    feeds.extend(owner.connect);
    feeds.sort();
    feeds.dedup();
    feeds.retain(|f| !third_party.contains(f));
    let hosts = third_party.join(" ");
    let join = |base: &str| {
        if hosts.is_empty() {
            base.to_owned()
        } else {
            format!("{base} {hosts}")
        }
    };
    let connect = std::iter::once(join("'self'"))
        .chain(feeds)
        .collect::<Vec<_>>()
        .join(" ");
    let scripts = std::iter::once("'self'".to_owned())
        .chain(inline_script_hashes(template))
        .chain(owner.scripts)
        .collect::<Vec<_>>()
        .join(" ");
    [
        "default-src 'self'".to_owned(),
        format!("script-src {}", join(&scripts)),
        "style-src 'self' 'unsafe-inline'".to_owned(),
        format!(
            "img-src {}",
            join(&format!(
                "'self' data: https:{}",
                local.map(|l| format!(" {l}")).unwrap_or_default()
            ))
        ),
        "font-src 'self' data:".to_owned(),
        format!("connect-src {connect}"),
        format!("frame-src {}", join("https://player.bilibili.com")),
        // blob: for the streaming players (hls.js, mpegts.js, dash.js feed the element a MediaSource URL).
        "media-src 'self' https: blob:".to_owned(),
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
    fn only_inline_scripts_are_hashed_byte_for_byte() {
        use crate::site::head_entry::script_hash;
        let template = "<script>a &amp; b</script><!-- <script>c</script> -->\
            <script type=\"module\" src=\"/x.js\"></script><SCRIPT type=\"module\">d</SCRIPT>";
        assert_eq!(
            inline_script_hashes(template),
            [script_hash("a &amp; b"), script_hash("d")]
        );
    }

    #[test]
    fn policy_allows_the_comment_host_and_the_release_feed() {
        let config = SiteConfig {
            comments: Some(serde_json::json!({
                "provider": "Giscus", "repo": "o/n", "repoId": "R", "category": "C", "categoryId": "D",
                "lightTheme": "https://themes.example.org/light.css"
            })),
            changelog: Some(serde_json::json!({
                "releases": "https://api.github.com/repos/o/n/releases?per_page=10",
                "page": "https://github.com/o/n/releases"
            })),
            ..SiteConfig::default()
        };
        let csp = policy(&config, "");
        for directive in ["script-src", "frame-src", "connect-src"] {
            let list = csp.split("; ").find(|d| d.starts_with(directive)).unwrap();
            assert!(list.contains("https://giscus.app"), "{list}");
        }
        let connect = csp
            .split("; ")
            .find(|d| d.starts_with("connect-src"))
            .unwrap();
        assert!(connect.contains("https://api.github.com"), "{connect}");
        let script = csp
            .split("; ")
            .find(|d| d.starts_with("script-src"))
            .unwrap();
        assert!(!script.contains("api.github.com"), "{script}");
        // The page link is for people; it is not a fetch. Theme stylesheets load inside the frame.
        assert!(!csp.contains("https://github.com"), "{csp}");
        assert!(!csp.contains("themes.example.org"), "{csp}");
        // A configured client replaces giscus.app.
        let own = SiteConfig {
            comments: Some(serde_json::json!({"client": "https://comments.example.org/client.js"})),
            ..SiteConfig::default()
        };
        let csp = policy(&own, "");
        assert!(!csp.contains("giscus.app"), "{csp}");
        assert!(csp.contains("frame-src https://player.bilibili.com https://comments.example.org"));
    }

    #[test]
    fn policy_allows_the_local_api_and_direct_provider_endpoints_for_fetches_only() {
        let config = SiteConfig {
            api_selector: Some(serde_json::json!({
                "default": "cf",
                "options": {"cf": "https://api.example.org"},
                "localPort": 3002,
                "direct": {"googleToken": "https://www.googleapis.com/oauth2/v4/token"}
            })),
            ..SiteConfig::default()
        };
        let csp = policy(&config, "");
        let directive = |name: &str| {
            csp.split("; ")
                .find(|d| d.starts_with(name))
                .unwrap()
                .to_owned()
        };
        let connect = directive("connect-src");
        assert!(connect.contains("https://api.example.org"), "{connect}");
        assert!(connect.contains("http://localhost:3002"), "{connect}");
        assert!(connect.contains("https://www.googleapis.com"), "{connect}");
        // QR codes come as images from the selected API, the local one included.
        assert!(
            directive("img-src").contains("http://localhost:3002"),
            "{csp}"
        );
        for other in ["script-src", "frame-src"] {
            let list = directive(other);
            assert!(!list.contains("googleapis"), "{list}");
            assert!(!list.contains("localhost"), "{list}");
        }
        // No port configured, no local API.
        let plain = SiteConfig {
            api_selector: Some(serde_json::json!({"options": {"cf": "https://api.example.org"}})),
            ..SiteConfig::default()
        };
        assert!(!policy(&plain, "").contains("localhost"));
    }

    #[test]
    fn policy_allows_what_the_site_head_names_and_nothing_else() {
        let bare = policy(&SiteConfig::default(), "<script>x</script>");
        let config = SiteConfig {
            head: serde_json::from_value(serde_json::json!([
                ["script", {"async": true, "src": "https://www.googletagmanager.com/gtag/js?id=G-1"}],
                ["script", {}, "gtag('js', new Date());"],
                ["script", {"src": "http://insecure.example.org/a.js"}],
                ["meta", {"name": "generator", "content": "https://meta.example.org/"}]
            ]))
            .unwrap(),
            ..SiteConfig::default()
        };
        let csp = policy(&config, "<script>x</script>");
        let directive = |csp: &str, name: &str| {
            csp.split("; ")
                .find(|d| d.starts_with(name))
                .unwrap()
                .to_owned()
        };
        let hash = crate::site::head_entry::script_hash("gtag('js', new Date());");
        assert_eq!(
            directive(&csp, "script-src"),
            format!(
                "{} {hash} https://www.googletagmanager.com",
                directive(&bare, "script-src")
            )
        );
        assert_eq!(
            directive(&csp, "connect-src"),
            "connect-src 'self' https://www.googletagmanager.com"
        );
        // Every other directive is as it was.
        let others = |csp: &str| {
            csp.split("; ")
                .filter(|d| !d.starts_with("script-src") && !d.starts_with("connect-src"))
                .map(str::to_owned)
                .collect::<Vec<_>>()
        };
        assert_eq!(others(&csp), others(&bare));
        assert!(!csp.contains("insecure.example.org") && !csp.contains("meta.example.org"));
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
