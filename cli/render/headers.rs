//! The page's heading tree for the table of contents and the sidebar.

use serde::{Deserialize, Serialize};

/// One heading with the headings nested under it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    pub level: u8,
    pub title: String,
    pub slug: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<Header>,
}

/// Nest a flat, in-order list of headings (levels 2–6) by level.
pub fn nest(flat: Vec<Header>) -> Vec<Header> {
    let mut roots: Vec<Header> = Vec::new();
    for h in flat {
        insert(&mut roots, h);
    }
    roots
}

fn insert(list: &mut Vec<Header>, h: Header) {
    match list.last_mut() {
        Some(last) if last.level < h.level => insert(&mut last.children, h),
        _ => list.push(h),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(level: u8, t: &str) -> Header {
        Header {
            level,
            title: t.into(),
            slug: t.into(),
            children: vec![],
        }
    }

    #[test]
    fn nests_by_level() {
        let tree = nest(vec![h(2, "a"), h(3, "b"), h(4, "c"), h(3, "d"), h(2, "e")]);
        assert_eq!(tree.len(), 2);
        assert_eq!(tree[0].children.len(), 2);
        assert_eq!(tree[0].children[0].children[0].title, "c");
    }
}
