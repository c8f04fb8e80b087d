//! The provider call (S-04) shared by every provider: the URL from the plan's base, the project's
//! one client (G-08) with the search limits (20 s, 2 MB, no redirects), and the pieces of error
//! mapping all providers share (auth, rate limits, waits, redaction).

use std::net::SocketAddr;
use std::time::{Duration, SystemTime};

use serde::de::DeserializeOwned;
use url::Url;

use super::config::Plan;
use super::{Error, ProviderKind};
use crate::net::address::AddressPolicy;
use crate::net::cancel::Cancel;
use crate::net::client::{ApiRequest, ApiResponse, Client, Method};
use crate::net::event::Observer;
use crate::net::limits::Limits;
use crate::net::upstream::Upstream;
use crate::net::url_check::check_url;

/// The whole provider call (S-04).
pub(crate) const TIMEOUT: Duration = Limits::api().timeout;
/// Longest provider message quoted in an error.
const MAX_DETAIL_CHARS: usize = 300;

/// How search reaches the network: the `web` settings (C-05, C-06), DNS and proxy.
#[derive(Debug, Clone)]
pub(crate) struct NetSettings {
    /// Addresses allowed for everything but the configured endpoint (`web.allowLocalhost`,
    /// `web.allowRanges`).
    pub(crate) policy: AddressPolicy,
    /// `GARUDA_WEB_DNS`.
    pub(crate) dns_server: Option<SocketAddr>,
    /// The proxies from the environment (C-07).
    pub(crate) proxy: Upstream,
    /// Who hears the calls' steps (the status line, `-v`: G-01), if anyone.
    pub(crate) observer: Option<Observer>,
    /// Stops the calls in flight when cancelled (an MCP call its client cancelled, M-05).
    pub(crate) cancel: Option<Cancel>,
}

impl NetSettings {
    /// A client with the search limits ([`Limits::api`]) and `policy`.
    pub(crate) fn client(&self, policy: AddressPolicy) -> Client {
        Client::new(policy, Limits::api(), self.dns_server, self.proxy.clone())
            .observed_by(self.observer.clone())
            .cancelled_by(self.cancel.clone())
    }
}

/// `base` + `path` (the base's own path kept: gateways mount providers under a prefix).
pub(crate) fn endpoint_url(base: &Url, path: &str) -> Url {
    let mut url = base.clone();
    let joined = format!("{}{}", base.path().trim_end_matches('/'), path);
    url.set_path(&joined);
    url
}

/// Calls the provider at `url` (built from the plan's base). Loopback is allowed when the
/// user configured the base there (S-04). A 3xx is an error: search calls follow no redirect.
pub(crate) fn call(
    plan: &Plan,
    net: &NetSettings,
    url: &Url,
    request: &ApiRequest,
) -> Result<ApiResponse, Error> {
    let mut policy = net.policy.clone();
    policy.allow_loopback |= plan.base_is_loopback;
    let target = check_url(url.as_str(), &policy).map_err(crate::net::Error::Url)?;
    let response = net.client(policy).call(&target, request)?;
    if (300..400).contains(&response.status) {
        return Err(Error::Provider {
            provider: plan.provider,
            detail: format!(
                "it answered with a redirect (HTTP {}), and search calls follow none",
                response.status
            ),
            hint: Some("check the provider's endpoint in config.json".into()),
        });
    }
    Ok(response)
}

/// A GET with these headers.
pub(crate) fn get(headers: Vec<(&'static str, String)>) -> ApiRequest {
    ApiRequest {
        method: Method::Get,
        headers,
        json_body: None,
    }
}

/// A POST of this JSON value with these headers.
pub(crate) fn post(headers: Vec<(&'static str, String)>, body: &serde_json::Value) -> ApiRequest {
    ApiRequest {
        method: Method::Post,
        headers,
        json_body: Some(body.to_string().into_bytes()),
    }
}

/// The plan's key (providers that need one always have one: `config::plan` checked).
pub(crate) fn key(plan: &Plan) -> String {
    plan.key
        .as_ref()
        .map(|k| k.expose().to_string())
        .unwrap_or_default()
}

/// Parses a 2xx body; a body that does not match is a provider error.
pub(crate) fn parse<T: DeserializeOwned>(plan: &Plan, body: &[u8]) -> Result<T, Error> {
    serde_json::from_slice(body).map_err(|e| Error::Provider {
        provider: plan.provider,
        detail: format!("its answer is not the JSON expected ({e})"),
        hint: None,
    })
}

/// A provider's text made fit for an error: the key removed, one line, capped.
pub(crate) fn redact(plan: &Plan, text: &str) -> String {
    let mut text = text.to_string();
    if let Some(key) = &plan.key
        && !key.expose().is_empty()
    {
        text = text.replace(key.expose(), "[redacted]");
    }
    let one_line = crate::sanitize::one_line(&text);
    if one_line.chars().count() > MAX_DETAIL_CHARS {
        let mut cut: String = one_line.chars().take(MAX_DETAIL_CHARS).collect();
        cut.push('…');
        cut
    } else {
        one_line
    }
}

/// `Retry-After`: seconds, or an HTTP date.
pub(crate) fn retry_after(response: &ApiResponse) -> Option<Duration> {
    let value = response.header("retry-after")?.trim();
    if let Ok(secs) = value.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    let at = humantime::parse_rfc3339_weak(value)
        .ok()
        .or_else(|| httpdate(value))?;
    at.duration_since(SystemTime::now()).ok()
}

/// An IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) as a time.
fn httpdate(value: &str) -> Option<SystemTime> {
    let parts: Vec<&str> = value.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts.as_slice() else {
        return None;
    };
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let month = MONTHS.iter().position(|m| m == month)? + 1;
    let text = format!("{year}-{month:02}-{day:0>2}T{time}Z");
    humantime::parse_rfc3339(&text).ok()
}

/// The error for a non-2xx status every provider shares: 401/403 auth, 429 rate limit, else a
/// provider error quoting `detail` (already redacted).
pub(crate) fn status_error(
    plan: &Plan,
    status: u16,
    detail: String,
    wait: Option<Duration>,
) -> Error {
    let provider: ProviderKind = plan.provider;
    match status {
        401 | 403 => Error::ProviderAuth {
            provider,
            var: plan.key_var.clone(),
            detail,
        },
        429 => Error::RateLimited {
            provider,
            detail,
            wait,
        },
        _ => Error::Provider {
            provider,
            detail: format!("HTTP {status}: {detail}"),
            hint: None,
        },
    }
}

/// The body as text for a message when it is not JSON (a proxy's or server's error page).
pub(crate) fn body_text(body: &[u8]) -> String {
    String::from_utf8_lossy(&body[..body.len().min(2000)]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s04_endpoint_keeps_the_gateway_prefix() {
        let base = Url::parse("https://gw.example/brave/").unwrap();
        assert_eq!(
            endpoint_url(&base, "/res/v1/web/search").as_str(),
            "https://gw.example/brave/res/v1/web/search"
        );
        let base = Url::parse("http://127.0.0.1:8080").unwrap();
        assert_eq!(
            endpoint_url(&base, "/search").as_str(),
            "http://127.0.0.1:8080/search"
        );
    }

    #[test]
    fn s04_http_dates_parse() {
        assert!(httpdate("Sun, 06 Nov 1994 08:49:37 GMT").is_some());
        assert!(httpdate("soon").is_none());
    }
}
