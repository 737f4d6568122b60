//! The example nginx server block every build writes as `nginx.conf`: it makes nginx answer like
//! `docs serve` (cache headers, precompressed siblings, per-locale 404 pages, 301s for
//! extensionless URLs, folders without their slash and renamed pages). Checked against Debian's
//! nginx by `tests/cli_build_nginx.rs`.

use std::fmt::Write as _;
use std::path::Path;

use crate::render::links::encode_path;
use crate::site::built::PRIVATE_FILES;
use crate::site::Site;
// The cache policies of `docs serve`: hashed assets never change, everything else revalidates.
use crate::web::{IMMUTABLE, REVALIDATE};

/// The server block for the output folder `root`, with the renamed pages `redirects` (old → new).
pub fn server_block(site: &Site, root: &Path, redirects: &[(&str, &str)]) -> String {
    let mut out = String::new();
    let base = &site.base;
    // nginx finds `/repo/x` at ROOT/repo/x: under a base the root is the folder holding the output,
    // which must then be named like the base (`--out /srv/www/repo --base /repo/`).
    let (root, root_note) = match root_for_base(root, base.as_str()) {
        Some(parent) => (parent, String::new()),
        None => (
            root.to_owned(),
            format!(
                "\x20   # The site is mounted under {base}: nginx looks for {base}x in ROOT{base}x, so put this\n\
                 \x20   # folder at ROOT{base} and set root to ROOT.\n",
                base = base.as_str()
            ),
        ),
    };
    let root = quote(&root.to_string_lossy()).unwrap_or_else(|| "/var/www/docs".into());
    let not_found = base.url("/404.html");
    let assets = base.url("/assets/");
    let private_at: String = base
        .as_str()
        .chars()
        .flat_map(|c| {
            ("\\.()*+".contains(c).then_some('\\'))
                .into_iter()
                .chain([c])
        })
        .collect();
    let _ = write!(
        out,
        "# nginx server block for this `docs build` output, written by every build.\n\
         # Use it inside the http block of nginx.conf (Debian: copy it to /etc/nginx/sites-enabled/docs),\n\
         # after setting `listen`, `server_name` and `root` (the folder this file was written to).\n\
         # Needs the gzip_static module (in Debian's nginx-light and nginx packages).\n\
         server {{\n\
         \x20   listen 80;\n\
         \x20   server_name _;\n\
         {root_note}\
         \x20   root {root};\n\
         \x20   index index.html;\n\
         \x20   charset utf-8;\n\
         \x20   # Location headers stay relative, so a proxy or TLS terminator in front keeps its scheme and host.\n\
         \x20   absolute_redirect off;\n\
         \n\
         \x20   # Shared files (assets, locale and search data, 404 pages, the sitemap) have a .gz sibling;\n\
         \x20   # pages and their data are compressed as they are sent. Vary tells caches the answer depends\n\
         \x20   # on Accept-Encoding. The hashed assets also have .br siblings: with the ngx_brotli module\n\
         \x20   # (Debian: libnginx-mod-http-brotli-static), add `brotli_static on;` here.\n\
         \x20   gzip_static on;\n\
         \x20   gzip on;\n\
         \x20   gzip_comp_level 5;\n\
         \x20   gzip_types application/json;\n\
         \x20   gzip_vary on;\n\
         \n\
         \x20   error_page 404 {not_found};\n\
         \n\
         \x20   # Hashed file names: cache forever.\n\
         \x20   location {assets} {{\n\
         \x20       add_header Cache-Control \"{IMMUTABLE}\";\n\
         \x20       try_files $uri =404;\n\
         \x20   }}\n\
         \n\
         \x20   # Written for the operator, not for readers.\n\
         \x20   location ~ ^{private_at}({private})$ {{\n\
         \x20       return 404;\n\
         \x20   }}\n",
        private = PRIVATE_FILES
            .iter()
            .map(|f| f.replace('.', "\\."))
            .collect::<Vec<_>>()
            .join("|"),
    );
    if !redirects.is_empty() {
        out.push_str("\n    # Renamed pages (`redirects:` in site.yaml).\n");
    }
    for (from, to) in redirects {
        let from = base.url(from);
        let to = base.url(&encode_path(to)).into_owned();
        match (quote(&from), quote(&to)) {
            (Some(from), Some(_)) => {
                // The query string is kept, as `docs serve` keeps it.
                let to = quote_unchecked(&to);
                let _ = writeln!(
                    out,
                    "    location = {from} {{\n        return 301 \"{to}$is_args$args\";\n    }}"
                );
            }
            // Never silently: the stub page still covers it.
            _ => {
                let _ = writeln!(
                    out,
                    "    # not expressible in nginx syntax, served by its stub page: {}",
                    encode_path(&from)
                );
            }
        }
    }
    // One block per locale (nginx picks the longest prefix). A missing file goes to the named
    // block: `/a/b` → `/a/b.html` as a 301 when that page exists, else the locale's own 404 page
    // with status 404. Folders without their slash get nginx's own 301 (`/a` → `/a/`).
    for (prefix, info) in &site.config.locales {
        let prefix = base.url(prefix);
        let (Some(location), Some(not_found)) =
            (quote(&prefix), quote(&format!("{prefix}404.html")))
        else {
            let _ = writeln!(
                out,
                "    # not expressible in nginx syntax: locale {prefix}"
            );
            continue;
        };
        let key = &info.key;
        let _ = write!(
            out,
            "\n    location {location} {{\n\
             \x20       add_header Cache-Control \"{REVALIDATE}\" always;\n\
             \x20       # The named block's own 404 goes on to the locale's 404 page.\n\
             \x20       recursive_error_pages on;\n\
             \x20       error_page 404 = @missing_{key};\n\
             \x20   }}\n\
             \x20   location @missing_{key} {{\n\
             \x20       add_header Cache-Control \"{REVALIDATE}\" always;\n\
             \x20       error_page 404 {not_found};\n\
             \x20       if (-f $request_filename.html) {{\n\
             \x20           return 301 $uri.html$is_args$args;\n\
             \x20       }}\n\
             \x20       return 404;\n\
             \x20   }}\n"
        );
    }
    out.push_str("}\n");
    out
}

/// The folder nginx's `root` names for an output folder served under `base`: the output itself at
/// `/`, the folder above `…/repo` for `/repo/`; `None` when the output's path does not end in the
/// base's segments.
fn root_for_base(out: &Path, base: &str) -> Option<std::path::PathBuf> {
    let mut root = out.to_owned();
    for segment in base
        .trim_matches('/')
        .split('/')
        .filter(|s| !s.is_empty())
        .rev()
    {
        if root.file_name()? != segment {
            return None;
        }
        root = root.parent()?.to_owned();
    }
    Some(root)
}

/// `s` as an nginx string, or `None` when nginx cannot spell it: `$` always starts a variable,
/// and control characters or braces have no escape.
fn quote(s: &str) -> Option<String> {
    if s.contains(['$', '{', '}']) || s.chars().any(char::is_control) {
        return None;
    }
    Some(format!("\"{}\"", quote_unchecked(s)))
}

/// The inside of a quoted nginx string (the caller has checked `s` with [`quote`]).
fn quote_unchecked(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn under_a_base_the_root_is_the_folder_holding_the_output() {
        let out = Path::new("/srv/www/repo");
        assert_eq!(root_for_base(out, "/"), Some(out.to_owned()));
        assert_eq!(root_for_base(out, "/repo/"), Some("/srv/www".into()));
        assert_eq!(
            root_for_base(Path::new("/srv/a/b"), "/a/b/"),
            Some("/srv".into())
        );
        assert_eq!(root_for_base(Path::new("/srv/site"), "/repo/"), None);
    }

    #[test]
    fn strings_nginx_cannot_spell_are_refused_not_mangled() {
        assert_eq!(quote("/a b.html").unwrap(), "\"/a b.html\"");
        assert_eq!(quote("/a\"b").unwrap(), "\"/a\\\"b\"");
        assert!(quote("/$host").is_none());
        assert!(quote("/a\nb").is_none());
    }
}
