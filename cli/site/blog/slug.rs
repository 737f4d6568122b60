//! The path segment of a category or tag name, as theme-hope's blog plugin makes it: spaces and
//! underscores become `-`, the characters a path cannot hold are dropped, letters are lower-cased;
//! other characters (CJK included) stay as written and are percent-encoded only in links.

/// The segment of `name` (`Big Apple` → `big-apple`, `红` → `红`); `None` when nothing is left.
pub fn of(name: &str) -> Option<String> {
    let slug: String = name
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' | '_' | '\t' => Some('-'),
            // theme-hope drops `:?*|\/<>`; `#`, `%`, `"` and control characters would break a
            // route or its file name as well.
            ':' | '?' | '*' | '|' | '\\' | '/' | '<' | '>' | '#' | '%' | '"' => None,
            c if c.is_control() => None,
            c => Some(c),
        })
        .flat_map(char::to_lowercase)
        .collect();
    // `.` and `..` would name a folder above the page.
    (!slug.is_empty() && slug.chars().any(|c| c != '.')).then_some(slug)
}

#[cfg(test)]
mod tests {
    use super::of;

    #[test]
    fn names_become_segments_as_theme_hope_makes_them() {
        assert_eq!(of("Big Apple").as_deref(), Some("big-apple"));
        assert_eq!(of("snake_case").as_deref(), Some("snake-case"));
        assert_eq!(of("a/b:c?").as_deref(), Some("abc"));
        assert_eq!(of("红").as_deref(), Some("红"));
        assert_eq!(of("蔬菜 Vegetables").as_deref(), Some("蔬菜-vegetables"));
    }

    #[test]
    fn names_with_nothing_left_have_no_segment() {
        assert_eq!(of("???"), None);
        assert_eq!(of("  "), None);
        assert_eq!(of(".."), None);
        assert_eq!(of("../"), None);
    }
}
