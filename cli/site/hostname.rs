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
    let scheme_len = lower.len() - rest.len();
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
    check_authority(authority)?;
    Ok(format!("{}{authority}", &lower[..scheme_len]))
}

/// A host name (letters, digits, `-`, `.`; or an IPv6 literal in brackets) and an optional port of
/// 1–65535. It is written raw into robots.txt, nginx.conf and the install command, so nothing else
/// may pass (`"`, `<`, `{`, `$`, `\` …).
fn check_authority(authority: &str) -> Result<(), &'static str> {
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => (host, Some(port)),
        _ => (authority, None),
    };
    let plain = |c: char| c.is_alphanumeric() || c == '-' || c == '.';
    let host_ok = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => {
            !v6.is_empty()
                && v6
                    .chars()
                    .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
        }
        None => !host.is_empty() && host.chars().all(plain),
    };
    if !host_ok {
        return Err("the host may hold only letters, digits, `-` and `.`");
    }
    if let Some(port) = port {
        let valid = !port.is_empty()
            && port.chars().all(|c| c.is_ascii_digit())
            && port.parse::<u32>().is_ok_and(|p| (1..=65_535).contains(&p));
        if !valid {
            return Err("the port must be a number from 1 to 65535");
        }
    }
    Ok(())
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
