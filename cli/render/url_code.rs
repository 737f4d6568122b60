//! A long URL in a code span of running text gets break points after its `/` (the same pieces as in
//! a table cell, [`super::tables::code`]). Without them the address is one unbreakable run: on a
//! phone it fills a line and the browser's emergency break puts the punctuation after it, `，` or
//! `。`, alone at the start of the next line (issue 59 item 10).

use pulldown_cmark::Event;

/// Code spans outside tables holding a URL (or `%SITE_ORIGIN%`, an address of unknown length),
/// as breakable HTML. Runs after the outline has read the events, which keep their text.
pub fn rewrite(events: Vec<Event<'_>>) -> Vec<Event<'_>> {
    events
        .into_iter()
        .map(|e| match e {
            Event::Code(c) if is_url(&c) || is_long_path(&c) => {
                Event::InlineHtml(super::tables::code(&c).into())
            }
            other => other,
        })
        .collect()
}

fn is_url(text: &str) -> bool {
    text.contains("://") || text.contains(super::origin::is_mark)
}

/// A file path longer than a table keeps whole (`/etc/systemd/system/alist.service`): followed by
/// `，` it is wider than a phone's column, and the emergency break put the `，` alone on the next
/// line; with break points after its `/` the last part and the mark wrap together.
fn is_long_path(text: &str) -> bool {
    text.contains('/')
        && !text.contains(char::is_whitespace)
        && text.chars().count() > super::tables::WHOLE_CODE_LEN
}

#[cfg(test)]
mod tests {
    use crate::render::{markdown, RenderOptions};

    #[test]
    fn a_long_url_in_prose_breaks_after_its_slashes_and_other_code_stays_whole() {
        let page = "只登记了 `https://alist.nn.ci/tool/baidu/callback`，那个页面 `https://a.io/x`、`some_long_identifier_name_that_is_long_indeed`。\n";
        let html = markdown(page, &RenderOptions::default()).html;
        assert!(
            html.contains("<code class=\"breakable\"><span>https://</span><wbr><span>alist.nn.ci/</span><wbr><span>tool/</span><wbr><span>baidu/</span><wbr><span>callback</span></code>，"),
            "{html}"
        );
        assert!(html.contains("<code>https://a.io/x</code>"), "{html}");
        let path = markdown(
            "写入 `/etc/systemd/system/alist.service`，以 `/opt/alist` 为目录\n",
            &RenderOptions::default(),
        )
        .html;
        assert!(path.contains("<span>system/</span><wbr><span>alist.</span><wbr><span>service</span></code>，以 <code>/opt/alist</code>"), "{path}");
        assert!(
            html.contains("<code>some_long_identifier_name_that_is_long_indeed</code>"),
            "{html}"
        );
    }
}
