//! The class names the renderer writes that readers outside `render/` recognise (the TUI preview
//! draws hint boxes, hides heading anchors and screen-reader text): each is decided here once, so a
//! renamed class cannot leave a reader matching the old name.

/// Every hint box: `<div class="hint-container tip">`.
pub const HINT_CONTAINER: &str = "hint-container";
/// A hint box's title paragraph.
pub const HINT_TITLE: &str = "hint-container-title";
/// The `#` link before a heading's text.
pub const HEADER_ANCHOR: &str = "header-anchor";
/// Text only screen readers announce.
pub const SR_ONLY: &str = "sr-only";
/// The arrow after an external link.
pub const EXTERNAL_LINK_ICON: &str = "external-link-icon";
/// A highlighted code block's wrapper.
pub const CODE_BLOCK: &str = "line-numbers-mode";
/// A code block's line-number gutter.
pub const LINE_NUMBERS: &str = "line-numbers";
/// A code block's highlighted-line overlay.
pub const HIGHLIGHT_LINES: &str = "highlight-lines";

/// The kind of a hint box (`::: tip`, `> [!WARNING]`); its class is its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintKind {
    Tip,
    Info,
    Note,
    Important,
    Warning,
    Caution,
    Danger,
    /// `::: details`, a `<details>` element.
    Details,
}

impl HintKind {
    /// Every kind, in the order readers test a class list.
    pub const ALL: [HintKind; 8] = [
        HintKind::Tip,
        HintKind::Info,
        HintKind::Note,
        HintKind::Important,
        HintKind::Warning,
        HintKind::Caution,
        HintKind::Danger,
        HintKind::Details,
    ];

    /// The container name and class (`tip`).
    pub fn class(self) -> &'static str {
        match self {
            HintKind::Tip => "tip",
            HintKind::Info => "info",
            HintKind::Note => "note",
            HintKind::Important => "important",
            HintKind::Warning => "warning",
            HintKind::Caution => "caution",
            HintKind::Danger => "danger",
            HintKind::Details => "details",
        }
    }

    /// The hint box a GitHub alert (`> [!TIP]`) is drawn as.
    pub fn from_alert(kind: pulldown_cmark::BlockQuoteKind) -> Self {
        use pulldown_cmark::BlockQuoteKind;
        match kind {
            BlockQuoteKind::Note => HintKind::Note,
            BlockQuoteKind::Tip => HintKind::Tip,
            BlockQuoteKind::Important => HintKind::Important,
            BlockQuoteKind::Warning => HintKind::Warning,
            BlockQuoteKind::Caution => HintKind::Caution,
        }
    }

    /// The kind a `::: name` container names, if it is a hint box.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.class() == name)
    }

    /// The kind of an element whose class list `has_class` tests, if it is a hint box's.
    pub fn of(has_class: impl Fn(&str) -> bool) -> Option<Self> {
        Self::ALL.into_iter().find(|k| has_class(k.class()))
    }

    /// The opening of a `<div>` hint box up to its title paragraph, closed (`title_html` is
    /// escaped already); the box ends with `</div>`.
    pub fn open_div(self, title_html: &str) -> String {
        format!(
            "<div class=\"{HINT_CONTAINER} {}\"><p class=\"{HINT_TITLE}\">{title_html}</p>",
            self.class()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_classes_agree() {
        for kind in HintKind::ALL {
            assert_eq!(HintKind::from_name(kind.class()), Some(kind));
        }
        assert_eq!(HintKind::from_name("center"), None);
        assert_eq!(
            HintKind::Warning.open_div("Mind"),
            "<div class=\"hint-container warning\"><p class=\"hint-container-title\">Mind</p>"
        );
    }
}
