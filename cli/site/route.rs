//! Routes: how content files map to URLs, and how a request path finds its canonical route.

use percent_encoding::{utf8_percent_encode, AsciiSet, CONTROLS};

/// Characters re-encoded in rewritten paths (what a browser would encode itself).
const PATH: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'"')
    .add(b'<')
    .add(b'>')
    .add(b'`')
    .add(b'#')
    .add(b'?')
    .add(b'{')
    .add(b'}');

/// The route of a content file: `guide/install/docker.md` → `/guide/install/docker.html`,
/// `guide/README.md` → `/guide/`, `README.md` → `/`.
pub fn of_file(rel: &str) -> Option<String> {
    let stem = rel.strip_suffix(".md")?;
    Some(match stem.rsplit_once('/') {
        Some((dir, "README")) => format!("/{dir}/"),
        None if stem == "README" => "/".to_owned(),
        _ => format!("/{stem}.html"),
    })
}

/// The file under `_data/page/` that carries a route's page JSON:
/// `/` → `index.html.json`, `/guide/` → `guide/index.html.json`, `/a/b.html` → `a/b.html.json`.
pub fn data_file(route: &str) -> String {
    let rel = route.trim_start_matches('/');
    if rel.is_empty() || rel.ends_with('/') {
        format!("{rel}index.html.json")
    } else {
        format!("{rel}.json")
    }
}

/// The inverse of [`data_file`]: `guide/index.html.json` → `/guide/`.
pub fn from_data_file(file: &str) -> Option<String> {
    let rel = file.strip_suffix(".json")?;
    if rel == "index.html" {
        return Some("/".into());
    }
    Some(match rel.strip_suffix("/index.html") {
        Some(dir) => format!("/{dir}/"),
        None => format!("/{rel}"),
    })
}

/// The routes a non-canonical request path may mean, in the order to try:
/// `/guide/install/docker` → `/guide/install/docker.html`, `/guide` → `/guide/`,
/// `/guide/index.html` → `/guide/`.
pub fn candidates(path: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(dir) = path.strip_suffix("index.html") {
        out.push(dir.to_owned());
    }
    if !path.ends_with('/') && !path.ends_with(".html") {
        out.push(format!("{path}.html"));
        out.push(format!("{path}/"));
    }
    if let Some(stem) = path.strip_suffix(".md") {
        out.push(format!("{stem}.html"));
    }
    out
}

/// The locale prefix a path belongs to: the longest configured prefix it starts with.
pub fn locale_of<'a>(
    path: &str,
    prefixes: impl IntoIterator<Item = &'a String>,
) -> Option<&'a String> {
    prefixes
        .into_iter()
        .filter(|p| path.starts_with(p.as_str()))
        .max_by_key(|p| p.len())
}

/// Percent-encode a decoded route for use in an `href` or `Location`.
pub fn encode_path(route: &str) -> String {
    utf8_percent_encode(route, PATH).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_map_to_routes() {
        assert_eq!(of_file("README.md").unwrap(), "/");
        assert_eq!(of_file("zh/README.md").unwrap(), "/zh/");
        assert_eq!(of_file("guide/README.md").unwrap(), "/guide/");
        assert_eq!(
            of_file("guide/install/docker.md").unwrap(),
            "/guide/install/docker.html"
        );
        assert_eq!(
            of_file("guide/drivers/baidu.photo.md").unwrap(),
            "/guide/drivers/baidu.photo.html"
        );
        assert_eq!(of_file("site.yaml"), None);
    }

    #[test]
    fn data_files_round_trip() {
        for route in ["/", "/zh/", "/guide/", "/guide/install/docker.html"] {
            assert_eq!(from_data_file(&data_file(route)).unwrap(), route);
        }
        assert_eq!(data_file("/"), "index.html.json");
    }

    #[test]
    fn extensionless_paths_try_html_then_folder() {
        assert_eq!(
            candidates("/guide/install/docker"),
            ["/guide/install/docker.html", "/guide/install/docker/"]
        );
        assert_eq!(candidates("/guide/index.html"), ["/guide/"]);
        assert!(candidates("/guide/").is_empty());
    }

    #[test]
    fn longest_locale_prefix_wins() {
        let prefixes = vec!["/".to_owned(), "/zh/".to_owned()];
        assert_eq!(locale_of("/zh/guide/", &prefixes).unwrap(), "/zh/");
        assert_eq!(locale_of("/guide/", &prefixes).unwrap(), "/");
        assert_eq!(locale_of("/zhx", &prefixes).unwrap(), "/");
    }
}
