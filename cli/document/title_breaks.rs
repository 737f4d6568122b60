//! The page data's headings and prev/next links with where their titles may wrap (`wb`, the
//! UTF-16 offsets of [`crate::site::text::word_breaks`]), so the app draws `<wbr>` exactly where the
//! server's shell does and decides nothing. Sidebar items carry theirs from their own `Serialize`.
//! A title without a break carries no `wb`: most do not, and every byte is sent with every page.

use serde::ser::{SerializeStruct, Serializer};
use serde::Serialize;

use super::NavLink;
use crate::render::Header;
use crate::site::text::word_breaks::offsets;

/// `{level, title, wb?, slug, children?}` for each heading (`serialize_with` on `PageData::headers`).
pub fn headers<S: Serializer>(headers: &[Header], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(headers.iter().map(Heading))
}

/// `{text, wb?, link, icon?}` (`serialize_with` on `PageData::prev` and `next`).
pub fn nav_link<S: Serializer>(link: &Option<NavLink>, serializer: S) -> Result<S::Ok, S::Error> {
    match link {
        Some(link) => Link(link).serialize(serializer),
        None => serializer.serialize_none(),
    }
}

struct Heading<'a>(&'a Header);

impl Serialize for Heading<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let h = self.0;
        let mut out = serializer.serialize_struct("Header", 5)?;
        out.serialize_field("level", &h.level)?;
        out.serialize_field("title", &h.title)?;
        breaks(&mut out, &h.title)?;
        out.serialize_field("slug", &h.slug)?;
        if !h.children.is_empty() {
            out.serialize_field("children", &Headings(&h.children))?;
        }
        out.end()
    }
}

struct Headings<'a>(&'a [Header]);

impl Serialize for Headings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        headers(self.0, serializer)
    }
}

struct Link<'a>(&'a NavLink);

impl Serialize for Link<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let l = self.0;
        let mut out = serializer.serialize_struct("NavLink", 4)?;
        out.serialize_field("text", &l.text)?;
        breaks(&mut out, &l.text)?;
        out.serialize_field("link", &l.link)?;
        if let Some(icon) = &l.icon {
            out.serialize_field("icon", icon)?;
        }
        out.end()
    }
}

/// `wb` for `title`, when it has a break.
fn breaks<S: SerializeStruct>(out: &mut S, title: &str) -> Result<(), S::Error> {
    let at = offsets(title);
    match at.is_empty() {
        true => Ok(()),
        false => out.serialize_field("wb", &at),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize)]
    struct Page {
        #[serde(serialize_with = "headers")]
        headers: Vec<Header>,
        #[serde(serialize_with = "nav_link")]
        next: Option<NavLink>,
    }

    fn heading(title: &str, children: Vec<Header>) -> Header {
        Header {
            level: 2,
            title: title.into(),
            slug: "s".into(),
            children,
        }
    }

    #[test]
    fn titles_with_breaks_carry_them_and_others_nothing() {
        let page = Page {
            headers: vec![heading(
                "Storage",
                vec![heading("remove_empty_directory", Vec::new())],
            )],
            next: Some(NavLink {
                text: "ChaoxingGroupCloud".into(),
                link: "/c.html".into(),
                icon: None,
            }),
        };
        assert_eq!(
            serde_json::to_string(&page).unwrap(),
            r#"{"headers":[{"level":2,"title":"Storage","slug":"s","children":[{"level":2,"title":"remove_empty_directory","wb":[7,13],"slug":"s"}]}],"next":{"text":"ChaoxingGroupCloud","wb":[8,13],"link":"/c.html"}}"#
        );
        let none = Page {
            headers: Vec::new(),
            next: None,
        };
        assert_eq!(
            serde_json::to_string(&none).unwrap(),
            r#"{"headers":[],"next":null}"#
        );
    }
}
