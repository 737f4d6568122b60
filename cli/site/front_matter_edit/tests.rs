//! Every front-matter shape `set_key` meets: edited ones keep every other byte, refused ones name
//! the line and why.

use super::*;

const KEY: &str = "translatedFrom";
const HASH: &str = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";

fn set(text: &str) -> Result<String, EditError> {
    set_key(text, KEY, HASH)
}

#[test]
fn a_plain_value_is_replaced_where_it_is() {
    assert_eq!(
        set("---\ntitle: A\ntranslatedFrom: v1.0\norder: 2\n---\nBody\n").unwrap(),
        format!("---\ntitle: A\ntranslatedFrom: {HASH}\norder: 2\n---\nBody\n")
    );
    // A quoted key and a quoted value.
    assert_eq!(
        set("---\n\"translatedFrom\" : 'v1'\n---\n").unwrap(),
        format!("---\n\"translatedFrom\" : {HASH}\n---\n")
    );
}

#[test]
fn a_comment_after_the_value_stays() {
    assert_eq!(
        set("---\ntranslatedFrom: v1  # checked by Li\ntitle: A\n---\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH}  # checked by Li\ntitle: A\n---\n")
    );
    // An empty value with a comment gets the value before the comment.
    assert_eq!(
        set("---\ntranslatedFrom: # todo\n---\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH} # todo\n---\n")
    );
    assert_eq!(
        set("---\ntranslatedFrom:\ntitle: A\n---\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH}\ntitle: A\n---\n")
    );
}

#[test]
fn an_absent_key_is_added_before_the_closing_line() {
    let text = "---\ntitle: A  # the title\norder: 2\n---\n# A\n\nText.\n";
    assert_eq!(
        set(text).unwrap(),
        format!(
            "---\ntitle: A  # the title\norder: 2\ntranslatedFrom: {HASH}\n---\n# A\n\nText.\n"
        )
    );
    // A nested key of the same name is not the page's.
    assert_eq!(
        set("---\nmeta:\n  translatedFrom: x\n---\n").unwrap(),
        format!("---\nmeta:\n  translatedFrom: x\ntranslatedFrom: {HASH}\n---\n")
    );
    // A list at column 0 under another key, and a block scalar, are stepped over.
    assert_eq!(
        set("---\ntags:\n- a\n- b\nnote: |\n  x: *y\n---\n").unwrap(),
        format!("---\ntags:\n- a\n- b\nnote: |\n  x: *y\ntranslatedFrom: {HASH}\n---\n")
    );
}

#[test]
fn empty_front_matter_gets_the_key() {
    assert_eq!(
        set("---\n---\nBody\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH}\n---\nBody\n")
    );
}

#[test]
fn crlf_and_the_byte_order_mark_are_kept() {
    assert_eq!(
        set("\u{feff}---\r\ntitle: A\r\n---\r\nBody\r\n").unwrap(),
        format!("\u{feff}---\r\ntitle: A\r\ntranslatedFrom: {HASH}\r\n---\r\nBody\r\n")
    );
    assert_eq!(
        set("\u{feff}---\r\ntranslatedFrom: v1 # c\r\ntitle: A\r\n---\r\n").unwrap(),
        format!("\u{feff}---\r\ntranslatedFrom: {HASH} # c\r\ntitle: A\r\n---\r\n")
    );
}

#[test]
fn a_file_without_front_matter_gets_a_block() {
    assert_eq!(
        set("# A\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH}\n---\n# A\n")
    );
    // `---` as a thematic break later in the file is not front-matter.
    assert_eq!(
        set("Text\n\n---\n").unwrap(),
        format!("---\ntranslatedFrom: {HASH}\n---\nText\n\n---\n")
    );
    assert_eq!(
        set("\u{feff}# A\r\n").unwrap(),
        format!("\u{feff}---\r\ntranslatedFrom: {HASH}\r\n---\r\n# A\r\n")
    );
}

#[test]
fn a_list_under_the_key_is_refused() {
    // Regression: issue 53, the `- v1` item was left dangling under the new line.
    let err = set("---\ntitle: A\ntranslatedFrom:\n- v1\n---\n").unwrap_err();
    assert_eq!(err.line(), 3);
    assert!(err.to_string().contains("holds a list"), "{err}");
    let err = set("---\ntranslatedFrom:\n  - v1\n---\n").unwrap_err();
    assert!(err.to_string().contains("holds a list"), "{err}");
    let err = set("---\ntranslatedFrom: [v1]\n---\n").unwrap_err();
    assert!(err.to_string().contains("holds a list"), "{err}");
    let err = set("---\ntranslatedFrom:\n  a: b\n---\n").unwrap_err();
    assert!(
        matches!(err, EditError::NotScalar { line: 2, .. }),
        "{err:?}"
    );
}

#[test]
fn multi_line_values_are_refused() {
    for text in [
        "---\ntranslatedFrom: >-\n  abc\n  def\n---\n",
        "---\ntranslatedFrom: |\n  abc\n---\n",
        "---\ntranslatedFrom: abc\n  def\n---\n",
        "---\ntranslatedFrom: \"abc\n  def\"\n---\n",
    ] {
        let err = set(text).unwrap_err();
        assert!(
            matches!(err, EditError::NotScalar { line: 2, .. }),
            "{text:?}: {err:?}"
        );
    }
}

#[test]
fn anchors_and_aliases_anywhere_are_refused() {
    // Regression: issue 53, replacing `&c v0` left `*c` pointing at nothing.
    let err = set("---\ntranslatedFrom: &c v0\ndescription: *c\n---\n").unwrap_err();
    assert_eq!(
        err,
        EditError::Anchor {
            line: 2,
            name: "c".into()
        }
    );
    let err = set("---\ntitle: &t A\nshortTitle: *t\n---\n").unwrap_err();
    assert_eq!(err.line(), 3 - 1);
    let err = set("---\nhero:\n  name: x\n  text: *t\n---\n").unwrap_err();
    assert!(
        matches!(
            err,
            EditError::Alias { line: 4, .. } | EditError::Invalid { .. }
        ),
        "{err:?}"
    );
    let err = set("---\ntags: [a, &x b]\n---\n").unwrap_err();
    assert!(matches!(err, EditError::Anchor { line: 2, .. }), "{err:?}");
    // `&` and `*` inside text are text.
    assert!(set("---\ntitle: Rust & Go *fast*\n---\n").is_ok());
    assert!(set("---\ntitle: \"&x\"\n---\n").is_ok());
}

#[test]
fn tags_are_refused() {
    let err = set("---\ntranslatedFrom: !!str v1\n---\n").unwrap_err();
    assert!(matches!(err, EditError::Tag { line: 2, .. }), "{err:?}");
    let err = set("---\ntitle: A\nx: !include a.yaml\n---\n").unwrap_err();
    assert!(matches!(err, EditError::Tag { line: 3, .. }), "{err:?}");
}

#[test]
fn flow_style_front_matter_is_refused() {
    // Regression: issue 53, a second key line was appended after `{…}`; the page lost its title.
    let err = set("---\n{title: A, translatedFrom: v0}\n---\n").unwrap_err();
    assert_eq!(err, EditError::FlowMapping { line: 2 });
    assert!(err.to_string().contains("flow-style"), "{err}");
}

#[test]
fn duplicate_keys_are_refused() {
    let err = set("---\ntranslatedFrom: a\ntitle: A\ntranslatedFrom: b\n---\n").unwrap_err();
    // The strict parse sees it first; either way the second key's line is named.
    assert_eq!(err.line(), 4, "{err:?}");
}

#[test]
fn unclosed_and_invalid_blocks_are_refused() {
    assert_eq!(
        set("---\ntitle: A\n# A\n"),
        Err(EditError::Unterminated { line: 1 })
    );
    let err = set("---\ntitle: A\n  b: c: d\n---\n").unwrap_err();
    assert!(matches!(err, EditError::Invalid { .. }), "{err:?}");
    let err = set("---\n- a\n---\n").unwrap_err();
    assert!(matches!(err, EditError::NotMapping { .. }), "{err:?}");
}

#[test]
fn values_that_yaml_would_read_as_other_types_are_quoted() {
    assert_eq!(yaml_scalar(HASH), HASH);
    assert_eq!(yaml_scalar("1234567"), "\"1234567\"");
    assert_eq!(yaml_scalar("12e45"), "\"12e45\"");
    assert_eq!(yaml_scalar("v3.45.0"), "v3.45.0");
    assert_eq!(yaml_scalar("no"), "\"no\"");
    assert_eq!(
        set_key("---\n---\n", KEY, "1234567").unwrap(),
        "---\ntranslatedFrom: \"1234567\"\n---\n"
    );
}

#[test]
fn write_file_replaces_through_a_rename_and_keeps_permissions() {
    let dir = std::env::temp_dir().join(format!("fm-edit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let page = dir.join("a.md");
    std::fs::write(&page, "old").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&page, std::fs::Permissions::from_mode(0o640)).unwrap();
    }
    write_file(&page, "new").unwrap();
    assert_eq!(std::fs::read_to_string(&page).unwrap(), "new");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&page).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
    }
    // No temporary file is left behind.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["a.md"]);
    std::fs::remove_dir_all(&dir).unwrap();
}
