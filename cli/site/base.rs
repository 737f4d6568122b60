//! The path the exported site is mounted under (`/repo/` for `https://user.github.io/repo/`):
//! `site.yaml` `base`, overridden by the `DOCS_BASE` environment variable, overridden by `docs build
//! --base /path/`. Routes stay what they are (`/guide/x.html`) everywhere in the model; [`Base`] is
//! the one place that turns a route into the address a reader's browser asks for.

use std::borrow::Cow;

/// The environment variable that overrides `site.yaml` `base` (`docs build`).
pub const ENV_VAR: &str = "DOCS_BASE";

/// A base path: starts and ends with `/`; `/` (the default) changes nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Base(String);

impl Default for Base {
    fn default() -> Self {
        Self("/".into())
    }
}

/// A base that cannot be used, and where it came from.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{from} `{value}` is not a base path like /repo/ ({why})")]
pub struct BaseError {
    pub from: &'static str,
    pub value: String,
    pub why: &'static str,
}

impl Base {
    /// Check a base path: `/` or `/a/b/` of plain URL path characters, no `..` or `.` segment, no
    /// query or fragment.
    pub fn parse(value: &str) -> Result<Self, &'static str> {
        if !value.starts_with('/') || !value.ends_with('/') {
            return Err("it must start and end with /");
        }
        if value.starts_with("//") {
            return Err("// would name another host");
        }
        if value.contains(['?', '#']) {
            return Err("no query or fragment");
        }
        // Written as is into HTML attributes, sitemap URLs and nginx.conf: plain URL path characters.
        if !value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "/-._~!()*+,=:@%".contains(c))
        {
            return Err("only letters, digits and - . _ ~ ! ( ) * + , = : @ % are allowed");
        }
        if value == "/" {
            return Ok(Self::default());
        }
        let segments: Vec<&str> = value
            .strip_prefix('/')
            .and_then(|v| v.strip_suffix('/'))
            .unwrap_or(value)
            .split('/')
            .collect();
        if segments.iter().any(|s| s.is_empty()) {
            return Err("no empty segment (//)");
        }
        if segments.iter().any(|s| *s == ".." || *s == ".") {
            return Err("no . or .. segment");
        }
        // Hosts and browsers decode `%2e%2e` to `..` and `%0a` to a line break.
        if crate::staging::out_path::check_decoded(value).is_err() {
            return Err("no percent escape of `.`, `/`, `\\` or a control character");
        }
        Ok(Self(value.to_owned()))
    }

    /// Whether this is `/`, where nothing changes.
    pub fn is_root(&self) -> bool {
        self.0 == "/"
    }

    /// `/repo/` (always with both slashes).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The address of a site-absolute path under the base: `/guide/x.html` → `/repo/guide/x.html`.
    /// Anything else (`https://…`, `//host/…`, `#anchor`, `mailto:`, relative paths) is returned
    /// as it is: it does not name a file of this site by its root.
    pub fn url<'a>(&self, path: &'a str) -> Cow<'a, str> {
        if self.is_root() || !path.starts_with('/') || path.starts_with("//") {
            Cow::Borrowed(path)
        } else {
            Cow::Owned(format!(
                "{}{}",
                self.0,
                path.strip_prefix('/').unwrap_or(path)
            ))
        }
    }

    /// Server-drawn HTML with every site-absolute `href`, `src`, `poster` and `action` under the
    /// base. The HTML is ours (the renderer's, the shell's, Vite's template), so attributes are
    /// double-quoted; an escaped quote inside JSON (`href=\"/…`) is left alone.
    pub fn html<'a>(&self, html: &'a str) -> Cow<'a, str> {
        if self.is_root() {
            return Cow::Borrowed(html);
        }
        const ATTRS: [&str; 4] = [" href=\"/", " src=\"/", " poster=\"/", " action=\"/"];
        let mut out = String::with_capacity(html.len() + 256);
        let mut rest = html;
        while let Some((at, attr)) = ATTRS
            .iter()
            .filter_map(|a| rest.find(a).map(|i| (i, a)))
            .min_by_key(|(i, _)| *i)
        {
            let end = at + attr.len();
            let (head, tail) = super::text::split(rest, end - 1);
            out.push_str(head);
            rest = tail;
            if !rest.starts_with("//") {
                out.push_str(&self.0);
                rest = rest.strip_prefix('/').unwrap_or(rest);
            }
        }
        out.push_str(rest);
        Cow::Owned(out)
    }
}

/// Where the base in effect came from.
fn describe(i: usize) -> &'static str {
    ["--base", ENV_VAR, "site.yaml `base`"][i]
}

/// Pick the base: the flag wins over the environment, which wins over `site.yaml`; empty values
/// count as unset; none gives `/`. A malformed value is an error wherever it comes from: a site
/// built for the wrong path has no working link, so it is never built silently at `/`.
pub fn resolve(
    site_yaml: Option<&str>,
    flag: Option<&str>,
    env: Option<&str>,
) -> Result<Base, BaseError> {
    let chosen = [flag, env, site_yaml]
        .into_iter()
        .enumerate()
        .find_map(|(i, v)| v.map(str::trim).filter(|v| !v.is_empty()).map(|v| (i, v)));
    let Some((from, value)) = chosen else {
        return Ok(Base::default());
    };
    Base::parse(value).map_err(|why| BaseError {
        from: describe(from),
        value: value.to_owned(),
        why,
    })
}

/// Put the base in effect into `site.base` (`flag` from the command line, then [`ENV_VAR`], then
/// what `site.yaml` says).
pub fn apply(site: &mut super::Site, flag: Option<&str>) -> Result<(), BaseError> {
    let env = std::env::var(ENV_VAR).ok();
    site.base = resolve(site.config.base.as_deref(), flag, env.as_deref())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flag_beats_environment_beats_site_yaml() {
        let b = resolve(Some("/a/"), Some("/b/"), Some("/c/")).unwrap();
        assert_eq!(b.as_str(), "/b/");
        let b = resolve(Some("/a/"), Some(" "), Some("/c/")).unwrap();
        assert_eq!(b.as_str(), "/c/");
        let b = resolve(Some("/a/"), None, Some("")).unwrap();
        assert_eq!(b.as_str(), "/a/");
        assert!(resolve(None, None, None).unwrap().is_root());
        assert!(resolve(None, Some("/"), None).unwrap().is_root());
    }

    #[test]
    fn malformed_bases_are_refused_with_the_reason_and_the_source() {
        for (value, why) in [
            ("repo/", "start and end"),
            ("/repo", "start and end"),
            ("/a/../b/", ".."),
            ("/a/?x=1/", "query"),
            ("//host/", "another host"),
            ("/a//b/", "empty segment"),
            ("/a b/", "letters, digits"),
        ] {
            let err = resolve(None, None, Some(value)).unwrap_err();
            assert_eq!(err.from, "DOCS_BASE");
            assert!(err.to_string().contains(why), "{value}: {err}");
        }
        assert_eq!(
            resolve(Some("/x"), None, None).unwrap_err().from,
            "site.yaml `base`"
        );
    }

    #[test]
    fn only_site_absolute_paths_move_under_the_base() {
        let b = Base::parse("/repo/").unwrap();
        assert_eq!(b.url("/guide/x.html"), "/repo/guide/x.html");
        assert_eq!(b.url("/"), "/repo/");
        for kept in [
            "https://a.io/x",
            "//cdn.io/x",
            "#top",
            "mailto:a@b",
            "x.html",
        ] {
            assert_eq!(b.url(kept), kept);
        }
        assert_eq!(Base::default().url("/guide/"), "/guide/");
    }

    #[test]
    fn html_attributes_are_rewritten_json_and_protocol_relative_ones_are_not() {
        let b = Base::parse("/repo/").unwrap();
        let html = r##"<a href="/a.html">a</a><img src="/i.png"><a href="//cdn.io/x"></a><a href="#x"></a>{"x":"<a href=\"/j\">"}"##;
        assert_eq!(
            b.html(html),
            r##"<a href="/repo/a.html">a</a><img src="/repo/i.png"><a href="//cdn.io/x"></a><a href="#x"></a>{"x":"<a href=\"/j\">"}"##
        );
        assert!(matches!(Base::default().html(html), Cow::Borrowed(_)));
    }
}
