//! Styles only a reader without JavaScript needs: every tab panel under its own title, the mobile
//! menu's look (the app loads that with the menu's chunk) and the dark colours by the system's
//! preference (the colour script cannot run). A stylesheet of its own among the built assets, named
//! by its content as Vite names them (so cached for good): every page links it from a `<noscript>`
//! in its head instead of carrying its 2 KB of rules (issue 32).

use std::sync::OnceLock;

/// The sheet's path among the assets (`assets/noscript-<hash>.css`) and its bytes.
pub fn sheet() -> &'static (String, Vec<u8>) {
    static SHEET: OnceLock<(String, Vec<u8>)> = OnceLock::new();
    SHEET.get_or_init(|| {
        let css = style().into_bytes();
        let hash = super::digest_hex(&css, 5);
        (format!("assets/noscript-{hash}.css"), css)
    })
}

/// The `<noscript>` for the head, after the stylesheet (so it wins ties); site-absolute, like
/// every asset URL the page holds before it is put under a base.
pub fn head() -> &'static str {
    static HEAD: OnceLock<String> = OnceLock::new();
    HEAD.get_or_init(|| {
        format!(
            "<noscript><link rel=\"stylesheet\" href=\"/{}\"></noscript>",
            sheet().0
        )
    })
}

fn style() -> String {
    const NAV_SCREEN_CSS: &str =
        include_str!("../../embedded-web/src/components/NavScreen/NavScreen.css");
    const TOKENS_CSS: &str = include_str!("../../embedded-web/src/styles/tokens.css");
    let css: String = NAV_SCREEN_CSS
        .lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("/*"))
        .collect();
    let dark: String = TOKENS_CSS
        .split_once(":root[data-theme='dark'] {")
        .and_then(|(_, rest)| rest.split_once('}'))
        .map(|(block, _)| block.lines().map(str::trim).collect())
        .unwrap_or_default();
    format!(
        "@media (prefers-color-scheme:dark){{:root{{{dark}color-scheme:dark}}}}.vp-tabs-nav,.vp-code-tabs-nav{{display:none}}.vp-tab,.vp-code-tab{{display:block;padding-top:.6rem}}.vp-tab-title,.vp-code-tab-title{{display:block;font-weight:600}}.search-button,.appearance-switch,.toggle-sidebar-wrapper,.vp-print-button{{visibility:hidden}}{css}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheet_is_an_asset_named_by_its_content_and_linked_from_the_head() {
        let (path, css) = sheet();
        assert!(path.starts_with("assets/noscript-") && path.ends_with(".css"));
        assert_eq!(super::super::assets::get(path), Some(css.as_slice()));
        let css = std::str::from_utf8(css).unwrap();
        assert!(css.contains("prefers-color-scheme:dark") && css.contains("--docs-c-bg:"));
        assert!(css.contains(".vp-tab-title"));
        assert_eq!(
            head(),
            format!("<noscript><link rel=\"stylesheet\" href=\"/{path}\"></noscript>")
        );
    }
}
