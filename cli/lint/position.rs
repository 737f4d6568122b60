//! From a line of the rendered text (the page body with its includes expanded) back to the file
//! and line a reader edits: the page itself, or the included file the text came from.

use crate::site::{Page, Site, Span};

/// The source positions of one page's expanded body.
pub struct Positions<'a> {
    page: &'a Page,
    site: &'a Site,
    /// (file, line) per expanded line; empty when the page includes nothing.
    origins: Vec<(String, u32)>,
}

impl<'a> Positions<'a> {
    pub fn new(site: &'a Site, page: &'a Page) -> Self {
        let origins = crate::render::include::origins(&page.body, &page.file, Some(site));
        Self {
            page,
            site,
            origins,
        }
    }

    /// A span at 1-based expanded `line`, with the column `column(text of that line)` gives.
    pub fn span(&self, line: u32, column: impl Fn(&str) -> u32) -> Span {
        let line = line.max(1);
        match self.origins.get(line as usize - 1) {
            // An included file: its lines count from the top of that file.
            Some((file, n)) if *file != self.page.file => {
                let text = self
                    .site
                    .text_of(file)
                    .and_then(|t| t.lines().nth(n.saturating_sub(1) as usize))
                    .unwrap_or("");
                Span::at(file, *n, column(text))
            }
            Some((_, n)) => self.in_page(*n, column),
            None if self.origins.is_empty() => self.in_page(line, column),
            // Past the end (a finding on a closing line): the page's last line.
            None => self.in_page(self.page.body.lines().count() as u32, column),
        }
    }

    /// Body line `n` of the page: file lines count from the end of the front-matter.
    fn in_page(&self, n: u32, column: impl Fn(&str) -> u32) -> Span {
        let text = self
            .page
            .body
            .lines()
            .nth(n.saturating_sub(1) as usize)
            .unwrap_or("");
        Span::at(
            &self.page.file,
            self.page.body_line + n.max(1) - 1,
            column(text),
        )
    }
}
