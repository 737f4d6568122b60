//! The theme options a site owner sets in `site.yaml` (breadcrumb, page info, footer, print button,
//! page meta, previous/next links, TOC and its depth, Markdown features). Each is the site-wide
//! default of a front-matter key of the same name: a page that sets the key wins. Unset, every
//! option reads as the shipped site behaves, so a site that sets none looks as before.

use serde::{Deserialize, Serialize};

use super::front_matter::{FrontMatter, PageInfoSetting, MAX_HEADER_DEPTH};

/// The options, flattened into [`super::config::SiteConfig`] (top-level keys of site.yaml).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ThemeOptions {
    /// `false` hides the breadcrumb on every page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breadcrumb: Option<bool>,
    /// `false`, or the page info items in the order they show.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page_info: Option<PageInfoSetting>,
    /// `false` shows no footer unless a page asks for one (`footer:` in its front matter).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub display_footer: Option<bool>,
    /// Footer HTML for pages whose locale file sets none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub footer: Option<String>,
    /// `true` shows a print button above the table of contents.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub print: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_updated: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contributors: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub edit_link: Option<bool>,
    /// `false`: no link to the previous page (a page can still name one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prev: Option<bool>,
    /// `false`: no link to the next page (a page can still name one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<bool>,
    /// `false` hides the table of contents on every page.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub toc: Option<bool>,
    /// Heading depth of the TOC, the sidebar's headings and `[[toc]]` (0–6, default 2: h2 and h3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub header_depth: Option<u8>,
    /// Which Markdown extensions the site's pages use.
    #[serde(default, skip_serializing_if = "MarkdownFeatures::is_default")]
    pub markdown: MarkdownFeatures,
}

/// `markdown:` in site.yaml. A feature that is off leaves its syntax as the text it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields, default)]
pub struct MarkdownFeatures {
    /// ```` ```mermaid ```` fences draw diagrams (else they are code blocks).
    pub mermaid: bool,
    /// `$…$` and `$$…$$` are TeX, written out as MathML by the server.
    pub math: bool,
    /// `- [ ]` / `- [x]` items are checkboxes.
    pub tasklist: bool,
    /// `::: center`, `::: left`, `::: right`, `::: justify` align their content.
    pub align: bool,
    /// `::: code-tabs` shows its code blocks as tabs.
    pub code_tabs: bool,
    /// GitHub's alerts (`> [!NOTE]`, `> [!TIP]`, …) become hint boxes.
    pub alerts: bool,
}

impl Default for MarkdownFeatures {
    /// What the shipped site renders: everything but math and alerts, whose syntax it leaves literal
    /// (spec/MARKDOWN.md).
    fn default() -> Self {
        Self {
            mermaid: true,
            math: false,
            tasklist: true,
            align: true,
            code_tabs: true,
            alerts: false,
        }
    }
}

impl MarkdownFeatures {
    fn is_default(&self) -> bool {
        *self == Self::default()
    }

    /// Whether a `:::` container of this name is a switched-off feature, so its lines stay text.
    pub fn container_off(&self, name: &str) -> bool {
        let base = name.split('#').next().unwrap_or("");
        match base {
            "center" | "left" | "right" | "justify" => !self.align,
            "code-tabs" => !self.code_tabs,
            _ => false,
        }
    }
}

impl ThemeOptions {
    /// A page's switch: its front matter, else the site's, else on.
    fn switch(page: Option<bool>, site: Option<bool>) -> bool {
        page.or(site).unwrap_or(true)
    }

    pub fn breadcrumb(&self, fm: &FrontMatter) -> bool {
        Self::switch(fm.breadcrumb, self.breadcrumb)
    }

    pub fn toc(&self, fm: &FrontMatter) -> bool {
        Self::switch(fm.toc, self.toc)
    }

    pub fn edit_link(&self, fm: &FrontMatter) -> bool {
        Self::switch(fm.edit_link, self.edit_link)
    }

    pub fn last_updated(&self, fm: &FrontMatter) -> bool {
        Self::switch(fm.last_updated, self.last_updated)
    }

    pub fn contributors(&self, fm: &FrontMatter) -> bool {
        Self::switch(fm.contributors, self.contributors)
    }

    /// The print button: the page's `print`, else the site's, else none (the shipped site has none).
    pub fn print(&self, fm: &FrontMatter) -> bool {
        fm.print.or(self.print).unwrap_or(false)
    }

    /// The page info setting in force: the page's `pageInfo`, else the site's.
    pub fn page_info<'a>(&'a self, fm: &'a FrontMatter) -> Option<&'a PageInfoSetting> {
        fm.page_info.as_ref().or(self.page_info.as_ref())
    }

    /// The heading depth of the page's TOC, sidebar headings and `[[toc]]`.
    pub fn header_depth(&self, fm: &FrontMatter) -> u8 {
        fm.header_depth
            .or(self.header_depth)
            .unwrap_or(2)
            .min(MAX_HEADER_DEPTH)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(yaml: &str) -> ThemeOptions {
        serde_yaml::from_str(yaml).unwrap()
    }

    #[test]
    fn unset_options_read_as_the_shipped_site() {
        let o = ThemeOptions::default();
        let fm = FrontMatter::default();
        assert!(o.breadcrumb(&fm) && o.toc(&fm) && o.edit_link(&fm));
        assert!(o.last_updated(&fm) && o.contributors(&fm) && !o.print(&fm));
        assert_eq!(o.header_depth(&fm), 2);
        assert_eq!(o.page_info(&fm), None);
        assert!(!o.markdown.math && !o.markdown.alerts && o.markdown.mermaid);
    }

    #[test]
    fn the_page_wins_over_the_site() {
        let o = options("breadcrumb: false\nheaderDepth: 4\nprint: true\npageInfo: false\n");
        let mut fm = FrontMatter::default();
        assert!(!o.breadcrumb(&fm) && o.print(&fm));
        assert_eq!(o.header_depth(&fm), 4);
        assert_eq!(o.page_info(&fm), Some(&PageInfoSetting::Switch(false)));
        fm.breadcrumb = Some(true);
        fm.header_depth = Some(1);
        fm.print = Some(false);
        fm.page_info = Some(PageInfoSetting::Items(vec!["Date".into()]));
        assert!(o.breadcrumb(&fm) && !o.print(&fm));
        assert_eq!(o.header_depth(&fm), 1);
        assert_eq!(
            o.page_info(&fm),
            Some(&PageInfoSetting::Items(vec!["Date".into()]))
        );
    }

    // Flattened into SiteConfig, the options must not let a misspelt site.yaml key through.
    #[test]
    fn site_yaml_still_refuses_unknown_keys() {
        let base = "title: t\ndescription: d\ndefaultLocale: /\nlocales: {}\n";
        let config: crate::site::SiteConfig =
            serde_yaml::from_str(&format!("{base}breadcrumb: false\nheaderDepth: 3\n")).unwrap();
        assert_eq!(config.theme.breadcrumb, Some(false));
        assert_eq!(config.theme.header_depth, Some(3));
        assert!(serde_yaml::from_str::<crate::site::SiteConfig>(&format!(
            "{base}breadcrum: false\n"
        ))
        .is_err());
    }

    #[test]
    fn markdown_features_switch_containers_and_refuse_unknown_names() {
        let o = options("markdown: {align: false, math: true}\n");
        assert!(o.markdown.math && o.markdown.mermaid);
        assert!(o.markdown.container_off("center") && o.markdown.container_off("right"));
        assert!(!o.markdown.container_off("code-tabs#npm") && !o.markdown.container_off("tip"));
        assert!(serde_yaml::from_str::<ThemeOptions>("markdown: {katex: true}\n").is_err());
    }
}
