//! The public address of the deployed site: `site.yaml` `hostname`, overridden by `docs build
//! --hostname URL` or the `DOCS_HOSTNAME` environment variable. Canonical links, hreflang
//! alternates, `og:url`, the sitemap and the install command are written on it; when there is none
//! they are left out (or, for the install command, left to the reader's own origin) rather than
//! written with a made-up host.

/// The environment variable that overrides `site.yaml` `hostname` (`docs serve` and `docs build`).
pub const ENV_VAR: &str = "DOCS_HOSTNAME";

/// Where the hostname in effect came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    Flag,
    Env,
    SiteYaml,
}

impl Origin {
    fn describe(self) -> &'static str {
        match self {
            Self::Flag => "--hostname",
            Self::Env => ENV_VAR,
            Self::SiteYaml => "site.yaml `hostname`",
        }
    }
}

/// A hostname that cannot be used as the site's public address.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{from} `{value}` is not an origin like https://docs.your-domain.org ({why})")]
pub struct HostnameError {
    pub from: &'static str,
    pub value: String,
    pub why: &'static str,
}

/// The outcome: the origin to write (`https://host[:port]`, no trailing slash) and a one-line
/// warning for the operator when links are left out or a setting was ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    pub hostname: Option<String>,
    pub warning: Option<String>,
}

/// Put the hostname in effect into `site.config.hostname` (`flag` from the command line, then
/// [`ENV_VAR`], then what `site.yaml` says). Returns the one-line warning to show, if any.
pub fn apply(site: &mut super::Site, flag: Option<&str>) -> Result<Option<String>, HostnameError> {
    let env = std::env::var(ENV_VAR).ok();
    let resolved = resolve(site.config.hostname.as_deref(), flag, env.as_deref())?;
    site.config.hostname = resolved.hostname;
    Ok(resolved.warning)
}

/// What is left out without a hostname, for the warning.
const LEFT_OUT: &str = "sitemap.xml, canonical, hreflang and og:url links are left out (set `hostname` in site.yaml, --hostname URL or DOCS_HOSTNAME)";

/// Pick the hostname: the flag wins over the environment, which wins over `site.yaml`. Empty values
/// count as unset. A value on a reserved example domain (RFC 2606: `example.org` and the like, as
/// shipped in the sample configuration) is never a real deployment: it is ignored with a warning.
/// A malformed flag or environment value is an error; a malformed `site.yaml` value is ignored with
/// a warning (the site still serves).
pub fn resolve(
    site_yaml: Option<&str>,
    flag: Option<&str>,
    env: Option<&str>,
) -> Result<Resolved, HostnameError> {
    let chosen = [
        (Origin::Flag, flag),
        (Origin::Env, env),
        (Origin::SiteYaml, site_yaml),
    ]
    .into_iter()
    .find_map(|(origin, v)| {
        v.map(str::trim)
            .filter(|v| !v.is_empty())
            .map(|v| (origin, v))
    });
    let Some((origin, value)) = chosen else {
        return Ok(Resolved {
            hostname: None,
            warning: Some(format!("no public hostname: {LEFT_OUT}")),
        });
    };
    match normalize(value) {
        Ok(host) if is_reserved_example(&host) => Ok(Resolved {
            hostname: None,
            warning: Some(format!(
                "{} `{value}` is a reserved example domain, not a deployment's address: {LEFT_OUT}",
                origin.describe()
            )),
        }),
        Ok(host) => Ok(Resolved {
            hostname: Some(host),
            warning: None,
        }),
        Err(why) if origin == Origin::SiteYaml => Ok(Resolved {
            hostname: None,
            warning: Some(format!(
                "site.yaml `hostname` `{value}` is not an origin ({why}): {LEFT_OUT}"
            )),
        }),
        Err(why) => Err(HostnameError {
            from: origin.describe(),
            value: value.to_owned(),
            why,
        }),
    }
}

/// `https://host[:port]` with the scheme and host lower-cased and no trailing slash. The site lives
/// at the root of its host, so a path, query or fragment is refused.
fn normalize(value: &str) -> Result<String, &'static str> {
    let lower = value.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))
        .ok_or("it must start with https:// or http://")?;
    let scheme = if lower.starts_with("https://") {
        "https://"
    } else {
        "http://"
    };
    let authority = rest.trim_end_matches('/');
    if authority.is_empty() {
        return Err("the host is missing");
    }
    if authority.contains(['/', '?', '#']) {
        return Err("the site is served at the root of its host: no path, query or fragment");
    }
    if authority.contains('@') || authority.chars().any(char::is_whitespace) {
        return Err("only a host and an optional port are allowed");
    }
    let authority = ascii_authority(authority)?;
    check_authority(&authority)?;
    Ok(format!("{scheme}{authority}"))
}

/// The authority with a non-ASCII host name converted to the ASCII form browsers resolve
/// (UTS #46 / IDNA 2008 with the STD3 and DNS-length rules: `bücher.example` →
/// `xn--bcher-kva.example`). Robots.txt, the sitemap and nginx.conf take only ASCII, and
/// writing the converted name once keeps canonical links identical to what a browser requests.
fn ascii_authority(authority: &str) -> Result<std::borrow::Cow<'_, str>, &'static str> {
    if authority.is_ascii() {
        return Ok(authority.into());
    }
    // A bracketed IPv6 literal is ASCII or wrong; check_authority says which.
    if authority.starts_with('[') {
        return Ok(authority.into());
    }
    let (host, port) = match authority.split_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    let ascii = idna::domain_to_ascii_strict(host)
        .map_err(|_| "the non-ASCII host is not a valid internationalized domain name (IDNA)")?;
    Ok(match port {
        Some(port) => format!("{ascii}:{port}"),
        None => ascii,
    }
    .into())
}

/// A host and an optional port. The host is a DNS name (labels of 1–63 ASCII letters, digits and
/// `-`, not starting or ending with `-`, 253 characters at most), an IPv4 address, or an IPv6
/// address in brackets; the port is 1–65535 without leading zeros. It is written raw into
/// robots.txt, sitemap.xml, nginx.conf and the install command, so nothing else may pass (`"`,
/// `<`, `{`, `$`, `\` …). A trailing dot (the DNS root) is refused: `docs.acme.org.` is another
/// origin to a browser than `docs.acme.org`, and canonical links must name one of them.
fn check_authority(authority: &str) -> Result<(), &'static str> {
    let (host, port) = match authority.strip_prefix('[') {
        Some(v6) => {
            let (ip, after) = v6
                .split_once(']')
                .ok_or("an IPv6 address needs its closing `]`")?;
            if ip.parse::<std::net::Ipv6Addr>().is_err() {
                return Err("the part in brackets is not an IPv6 address");
            }
            match after {
                "" => (None, None),
                _ => (
                    None,
                    Some(
                        after
                            .strip_prefix(':')
                            .ok_or("only a port may follow `]`")?,
                    ),
                ),
            }
        }
        None => match authority.split_once(':') {
            Some((host, port)) => (Some(host), Some(port)),
            None => (Some(authority), None),
        },
    };
    if let Some(host) = host {
        check_host(host)?;
    }
    if let Some(port) = port {
        let digits = !port.is_empty() && port.chars().all(|c| c.is_ascii_digit());
        if !digits || port.starts_with('0') || !port.parse::<u32>().is_ok_and(|p| p <= 65_535) {
            return Err("the port must be a number from 1 to 65535, without leading zeros");
        }
    }
    Ok(())
}

/// Longest DNS name (RFC 1035, without the root's trailing dot).
const MAX_NAME: usize = 253;
/// Longest DNS label.
const MAX_LABEL: usize = 63;

/// A DNS name or an IPv4 address (see [`check_authority`]).
fn check_host(host: &str) -> Result<(), &'static str> {
    if host.is_empty() {
        return Err("the host is missing");
    }
    if !host.is_ascii() {
        // ascii_authority converts names first; what is left is not a name at all.
        return Err("the host may hold only letters, digits, `-` and `.`");
    }
    if host.ends_with('.') {
        return Err("drop the trailing dot after the host");
    }
    if host.len() > MAX_NAME {
        return Err("the host is longer than 253 characters");
    }
    let labels: Vec<&str> = host.split('.').collect();
    // A name whose last label is all digits would read as an IPv4 address: it must be one.
    if labels
        .last()
        .is_some_and(|l| !l.is_empty() && l.chars().all(|c| c.is_ascii_digit()))
    {
        return match host.parse::<std::net::Ipv4Addr>() {
            Ok(_) => Ok(()),
            Err(_) => {
                Err("the host is neither an IPv4 address nor a name (its last part is a number)")
            }
        };
    }
    for label in labels {
        if label.is_empty() {
            return Err("the host has an empty part (`..`, or a leading dot)");
        }
        if label.len() > MAX_LABEL {
            return Err("a part of the host between dots is longer than 63 characters");
        }
        if !label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
            return Err("the host may hold only letters, digits, `-` and `.`");
        }
        if label.starts_with('-') || label.ends_with('-') {
            return Err("a part of the host between dots may not start or end with `-`");
        }
    }
    Ok(())
}

/// The finding for a `hostname` in site.yaml that is not an origin, at its value. (Serving and
/// building ignore such a value with a warning; lint makes it an error, so CI sees it.)
pub fn check_site_yaml(site: &super::Site) -> Option<super::Diagnostic> {
    let value = site.config.hostname.as_deref().map(str::trim)?;
    if value.is_empty() {
        return None;
    }
    let why = normalize(value).err()?;
    let (line, col) = site
        .text_of("site.yaml")
        .and_then(|text| super::yaml::value_position(text, "hostname", value))
        .unwrap_or((1, 1));
    Some(
        super::Diagnostic::error(
            "config/hostname",
            super::Span::at("site.yaml", line, col),
            format!("`hostname` `{value}` is not an origin like https://docs.your-domain.org ({why})"),
        )
        .with_help("write the public address as https://host or https://host:port; until then sitemap.xml and canonical links are left out"),
    )
}

/// RFC 2606 / RFC 6761 names that can never be a public site.
fn is_reserved_example(origin: &str) -> bool {
    let authority = origin.split("://").nth(1).unwrap_or(origin);
    let host = authority.rsplit_once(':').map_or(authority, |(h, port)| {
        if port.chars().all(|c| c.is_ascii_digit()) {
            h
        } else {
            authority
        }
    });
    let host = host.trim_end_matches('.');
    ["example.org", "example.com", "example.net"]
        .iter()
        .any(|d| host == *d || host.ends_with(&format!(".{d}")))
        || [".example", ".invalid"].iter().any(|t| host.ends_with(t))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_beats_environment_beats_site_yaml() {
        let r = resolve(
            Some("https://a.io"),
            Some("https://b.io/"),
            Some("https://c.io"),
        )
        .unwrap();
        assert_eq!(r.hostname.as_deref(), Some("https://b.io"));
        let r = resolve(Some("https://a.io"), None, Some("https://c.io")).unwrap();
        assert_eq!(r.hostname.as_deref(), Some("https://c.io"));
        let r = resolve(Some("https://a.io"), Some(" "), Some("")).unwrap();
        assert_eq!(r.hostname.as_deref(), Some("https://a.io"));
        assert_eq!(r.warning, None);
    }

    #[test]
    fn no_hostname_warns_once_and_names_the_settings() {
        let r = resolve(None, None, None).unwrap();
        assert_eq!(r.hostname, None);
        let warning = r.warning.unwrap();
        assert!(!warning.contains('\n'));
        assert!(warning.contains("DOCS_HOSTNAME") && warning.contains("--hostname"));
    }

    #[test]
    fn the_shipped_placeholder_counts_as_unset() {
        for placeholder in [
            "https://docs.example.org",
            "https://example.com/",
            "http://x.example:8080",
        ] {
            let r = resolve(Some(placeholder), None, None).unwrap();
            assert_eq!(r.hostname, None, "{placeholder}");
            assert!(r.warning.unwrap().contains("reserved example domain"));
        }
        // A real domain that merely contains the word is fine.
        let r = resolve(Some("https://example.org.cn"), None, None).unwrap();
        assert_eq!(r.hostname.as_deref(), Some("https://example.org.cn"));
    }

    #[test]
    fn ports_and_case_are_kept_normalized() {
        let r = resolve(None, Some("HTTP://127.0.0.1:4202/"), None).unwrap();
        assert_eq!(r.hostname.as_deref(), Some("http://127.0.0.1:4202"));
    }

    #[test]
    fn hosts_must_be_dns_names_or_ip_addresses() {
        // Regression: issue 53, these reached robots.txt and sitemap.xml.
        for (bad, why) in [
            ("https://a..acme.org", "empty part"),
            ("https://.acme.org", "empty part"),
            ("https://-a.acme.org", "start or end with `-`"),
            ("https://a-.acme.org", "start or end with `-`"),
            ("https://bü_cher.acme.org", "IDNA"),
            ("https://[::ü]", "not an IPv6 address"),
            ("https://docs.acme.org.", "trailing dot"),
            ("https://a_b.acme.org", "only letters, digits"),
            ("https://docs.acme.org:0080", "without leading zeros"),
            ("https://docs.acme.org:0", "from 1 to 65535"),
            ("https://docs.acme.org:65536", "from 1 to 65535"),
            ("https://docs.acme.org:", "from 1 to 65535"),
            ("https://docs.acme.org:80:80", "from 1 to 65535"),
            ("https://1.2.3", "neither an IPv4 address"),
            ("https://256.1.1.1", "neither an IPv4 address"),
            ("https://[::1", "closing `]`"),
            ("https://[nope]", "not an IPv6 address"),
            ("https://[::1]x", "only a port may follow"),
        ] {
            let err = normalize(bad).expect_err(bad);
            assert!(err.contains(why), "{bad}: {err}");
        }
        let long_label = format!("https://{}.acme.org", "a".repeat(70));
        assert!(normalize(&long_label).unwrap_err().contains("63"));
        let long_name = format!("https://{}.org", ["abcdefghij"; 24].join("."));
        assert!(normalize(&long_name).unwrap_err().contains("253"));
        let ok_label = format!("https://{}.acme.org", "a".repeat(63));
        assert!(normalize(&ok_label).is_ok());
    }

    #[test]
    fn names_and_ip_literals_with_ports_are_accepted() {
        for (good, origin) in [
            ("https://docs.example.com", "https://docs.example.com"),
            ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
            ("https://[::1]:8443", "https://[::1]:8443"),
            ("https://[2001:DB8::1]", "https://[2001:db8::1]"),
            (
                "https://xn--bcher-kva.example/",
                "https://xn--bcher-kva.example",
            ),
            ("https://Docs.Acme.ORG:443", "https://docs.acme.org:443"),
            ("https://localhost:65535", "https://localhost:65535"),
            ("https://a-b.c1.io", "https://a-b.c1.io"),
            // Internationalized names are written in the form browsers resolve.
            ("https://bücher.example", "https://xn--bcher-kva.example"),
            (
                "https://BÜCHER.example:8443/",
                "https://xn--bcher-kva.example:8443",
            ),
            ("https://文档.中国", "https://xn--7dvp7d.xn--fiqs8s"),
        ] {
            assert_eq!(normalize(good).as_deref(), Ok(origin), "{good}");
        }
    }

    #[test]
    fn a_malformed_flag_is_an_error_a_malformed_site_yaml_a_warning() {
        let err = resolve(None, Some("docs.io"), None).unwrap_err();
        assert_eq!(err.from, "--hostname");
        assert!(err.to_string().contains("https://"), "{err}");
        let err = resolve(None, None, Some("https://docs.io/sub/")).unwrap_err();
        assert_eq!(err.from, "DOCS_HOSTNAME");
        let r = resolve(Some("https://docs.io/sub"), None, None).unwrap();
        assert_eq!(r.hostname, None);
        assert!(r.warning.unwrap().contains("not an origin"));
    }
}
