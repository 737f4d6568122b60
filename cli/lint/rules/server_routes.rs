//! A page at a path `docs serve` answers itself (`/healthz`, `/metrics`, under `/api/`): the
//! export would publish it, the server would never show it, and a load balancer probing
//! `/healthz` on a static host would get the page's 200 whatever the state of the site.

use crate::lint::Scope;
use crate::site::{server_routes, Diagnostic, Site, Span};

/// The rule id; the position is the page file's first line.
pub const RULE: &str = "page/reserved-route";

pub fn check(site: &Site, scope: &Scope, out: &mut Vec<Diagnostic>) {
    for page in site.pages.iter().filter(|p| scope.includes(&p.file)) {
        let Some(taken) = server_routes::taken_by(&page.route) else {
            continue;
        };
        let message = format!(
            "`{}` is the page `{}`, but `{taken}` is answered by docs serve itself; the page would never be shown",
            page.file, page.route
        );
        out.push(
            Diagnostic::error(RULE, Span::at(&page.file, 1, 1), message).with_help(
                "rename or move the file; /api/, /healthz and /metrics belong to the server",
            ),
        );
    }
}
