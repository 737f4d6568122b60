//! Absolute addresses on the site's public hostname ([`crate::site::hostname`]): the head's
//! canonical and hreflang links, the feeds and the sitemap all write them, and none is written
//! without a hostname (never relative, never on a made-up host).

use crate::site::Site;

/// The address of a route on the public hostname, or `None` when there is none.
pub fn absolute_url(site: &Site, route: &str) -> Option<String> {
    let host = site.config.hostname.as_deref()?.trim_end_matches('/');
    Some(format!(
        "{host}{}",
        site.base.url(&crate::render::links::encode_path(route))
    ))
}
