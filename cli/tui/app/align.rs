//! Headings as landmarks: which heading is in view at the top of a preview, the same place in the
//! twin's preview (by anchor, else by position among the headings, so English and Chinese panes
//! scroll together), and the source line of a heading for the editor.

use super::App;
use crate::coverage::sections;
use crate::tui::preview::Preview;

/// Where a preview's top line sits relative to its headings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Landmark {
    /// Position of the heading among the page's headings (0 = first).
    pub position: usize,
    pub anchor: String,
    /// Lines between the heading and the top line.
    pub below: usize,
}

/// The preview's headings in page order: (anchor, line).
fn headings(preview: &Preview) -> Vec<(&str, usize)> {
    let mut out: Vec<(&str, usize)> = preview
        .anchors
        .iter()
        .map(|(a, l)| (a.as_str(), *l))
        .collect();
    out.sort_by_key(|(a, l)| (*l, *a));
    out
}

/// The last heading at or above line `top`; `None` above the first heading.
pub fn landmark(preview: &Preview, top: usize) -> Option<Landmark> {
    let list = headings(preview);
    let position = list.iter().rposition(|(_, line)| *line <= top)?;
    let (anchor, line) = list[position];
    Some(Landmark {
        position,
        anchor: anchor.to_owned(),
        below: top - line,
    })
}

/// The twin's heading for a landmark: the same anchor when the twin has it, else the heading at
/// the same position. Returns the heading's anchor and line.
pub fn counterpart<'a>(twin: &'a Preview, mark: &Landmark) -> Option<(&'a str, usize)> {
    let list = headings(twin);
    list.iter()
        .find(|(a, _)| *a == mark.anchor)
        .or_else(|| list.get(mark.position).or(list.last()))
        .copied()
}

/// The top line for the twin's pane so it shows the part of the page the main pane shows.
pub fn aligned_top(main: &Preview, top: usize, twin: &Preview, height: usize) -> usize {
    let max_top = twin.lines.len().saturating_sub(height);
    let target = match landmark(main, top) {
        Some(mark) => counterpart(twin, &mark).map_or(top, |(_, line)| line + mark.below),
        None => top,
    };
    target.min(max_top)
}

impl App {
    /// The main pane's page (the selection's twin in the current language), its preview and the
    /// first line shown, for the first preview region.
    pub fn main_view(&self, selected: usize) -> Option<(usize, Preview, usize)> {
        let area = crate::tui::layout::regions(&self.screen())
            .previews
            .first()
            .copied()?;
        let index = self.twin(selected, self.locale_prefix())?;
        let preview = self.preview_of(index, area.width as usize);
        let top = self
            .preview_window(
                &preview,
                area.height as usize,
                self.pages_panel.preview.offset,
            )
            .1 as usize;
        Some((index, preview, top))
    }

    /// The first line of a twin pane showing `twin`, aligned with the main pane.
    pub fn twin_top(&self, selected: usize, twin: &Preview, height: usize) -> usize {
        match self.main_view(selected) {
            Some((_, main, top)) => aligned_top(&main, top, twin, height),
            None => 0,
        }
    }

    /// The heading at the top of the main pane (what `e` and `l` keep).
    pub fn heading_in_view(&self) -> Option<(usize, Landmark)> {
        let (index, preview, top) = self.main_view(self.selected_page()?)?;
        Some((index, landmark(&preview, top)?))
    }

    /// The 1-based source line of the heading with `anchor` in page `index`.
    pub fn heading_line(&self, index: usize, anchor: &str) -> Option<u32> {
        let page = self.site.pages.get(index)?;
        let text = self.site.texts.get(&page.file)?;
        sections::split(text)
            .into_iter()
            .find(|s| s.anchor.as_deref() == Some(anchor))
            .map(|s| s.line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preview(lines: usize, anchors: &[(&str, usize)]) -> Preview {
        Preview {
            lines: vec![ratatui::text::Line::default(); lines],
            anchors: anchors.iter().map(|(a, l)| ((*a).to_owned(), *l)).collect(),
        }
    }

    #[test]
    fn twin_pane_follows_the_heading_in_view_by_position() {
        let en = preview(100, &[("install", 10), ("use", 40)]);
        let zh = preview(100, &[("安装", 12), ("使用", 50)]);
        assert_eq!(aligned_top(&en, 45, &zh, 20), 55);
        assert_eq!(aligned_top(&en, 5, &zh, 20), 5);
        // Same anchor wins over position.
        let zh = preview(100, &[("extra", 12), ("use", 30)]);
        assert_eq!(aligned_top(&en, 41, &zh, 20), 31);
        // Never past the end.
        assert_eq!(
            aligned_top(&en, 45, &preview(60, &[("a", 1), ("b", 55)]), 20),
            40
        );
    }
}
