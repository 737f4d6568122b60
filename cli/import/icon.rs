//! Icons named the way theme-hope names them, as docs draws them: the config's navbar and sidebar
//! and the pages' front matter all carry them.

/// A theme-hope icon as docs reads it: a bare name (`creative`, from `iconAssets`) becomes
/// `iconfont icon-creative`, so the built-in icon of that name is drawn; classes and URLs stay.
pub(super) fn icon_class(icon: &str) -> String {
    let bare = !icon.contains([' ', '/', '.', ':'])
        && !icon.starts_with("icon-")
        && !icon.starts_with("fa-")
        && !icon.is_empty();
    if bare {
        format!("iconfont icon-{icon}")
    } else {
        icon.to_owned()
    }
}
