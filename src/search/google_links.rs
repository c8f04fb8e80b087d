//! Gemini's cited pages come as `vertexaisearch.cloud.google.com/grounding-api-redirect/…`
//! links (S-10). Each is resolved to its target in parallel: a GET with redirects off through
//! the project's client (C-01, C-02, C-03: URL check, address check, pinning), reading
//! `Location`. The target is checked too (C-01, and its DNS answers against C-02) but never
//! fetched. A link that cannot be resolved, or whose target is refused, is dropped.

use std::thread;

use url::Url;

use super::api::{self, NetSettings};
use crate::net::dial::checked_ips;
use crate::net::resolve::Dns;
use crate::net::url_check::{check_redirect, check_url};

/// The host of Gemini's grounding redirect links.
const REDIRECT_HOST: &str = "vertexaisearch.cloud.google.com";
/// Their path prefix.
const REDIRECT_PATH: &str = "/grounding-api-redirect/";
/// Links resolved at the same time.
const PARALLEL: usize = 8;

/// Resolves every link; the answer has one entry per link (`None`: dropped).
pub(super) fn resolve_all(links: &[String], net: &NetSettings) -> Vec<Option<String>> {
    let mut out = Vec::with_capacity(links.len());
    for batch in links.chunks(PARALLEL) {
        let resolved: Vec<Option<String>> = thread::scope(|scope| {
            let handles: Vec<_> = batch
                .iter()
                .map(|link| scope.spawn(move || resolve(link, net)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or(None))
                .collect()
        });
        out.extend(resolved);
    }
    out
}

/// Whether `url` is one of Gemini's grounding redirect links.
fn is_redirect_link(url: &Url) -> bool {
    url.host_str()
        .is_some_and(|h| h.eq_ignore_ascii_case(REDIRECT_HOST))
        && url.path().starts_with(REDIRECT_PATH)
}

/// One link: the target URL, or `None` when it cannot be resolved or is refused.
fn resolve(link: &str, net: &NetSettings) -> Option<String> {
    let parsed = Url::parse(link).ok()?;
    if !is_redirect_link(&parsed) {
        // A direct link (Vertex gives some): kept when it passes the URL check.
        return check_url(link, &net.policy).ok().map(|c| c.url.to_string());
    }
    let checked = check_url(link, &net.policy).ok()?;
    let client = net.client(net.policy.clone());
    let response = client.call(&checked, &api::get(Vec::new())).ok()?;
    if !(300..400).contains(&response.status) {
        return None;
    }
    let location = response.header("location")?;
    let target = check_redirect(&checked.url, location, &net.policy).ok()?;
    // The target is never contacted, but a result pointing into the user's network is not
    // shown either: its DNS answers must pass the address check (C-02, C-03).
    checked_ips(
        &target.host,
        &net.policy,
        &Dns::new(net.dns_server),
        api::TIMEOUT,
    )
    .ok()?;
    Some(target.url.to_string())
}
