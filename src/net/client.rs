//! The one HTTP client (G-08): GET only, connections pinned to checked addresses (C-03),
//! redirects followed by hand with every hop checked again (C-04), proxies from the environment
//! with the target still checked locally (C-07), and the limits of C-08/C-09.
//!
//! Not here: whether a hop is approved — the caller decides, through the callback it passes.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use ureq::unversioned::resolver::{ResolvedSocketAddrs, Resolver as UreqResolver};
use ureq::unversioned::transport::{DefaultConnector, NextTimeout};
use ureq::{Agent, Proxy};
use url::Url;

use super::Error;
use super::address::{AddressPolicy, is_loopback};
use super::dial::checked_addrs_within;
pub(crate) use super::limits::Limits;
use super::resolve::Dns;
use super::url_check::{CheckedUrl, check_redirect};

/// What garuda-web tells servers it is (C-08).
pub(crate) const USER_AGENT: &str = concat!(
    "garuda-web/",
    env!("CARGO_PKG_VERSION"),
    " (+https://github.com/garuda-web/garuda-web)"
);

/// The content types garuda-web can read, most wanted first (C-08).
const ACCEPT: &str = "text/markdown, text/html;q=0.9, text/plain;q=0.8, application/json;q=0.7, \
                      application/xml;q=0.6, application/pdf;q=0.5, */*;q=0.1";

/// A final (non-redirect) response with its body read.
#[derive(Debug)]
pub(crate) struct Response {
    /// The URL that answered.
    pub(crate) final_url: Url,
    /// Its HTTP status.
    pub(crate) status: u16,
    /// Its Content-Type header, if any.
    pub(crate) content_type: Option<String>,
    /// The body, decompressed.
    pub(crate) body: Vec<u8>,
    /// Every URL redirected to, in order (the final URL last).
    pub(crate) redirects: Vec<Url>,
    /// The proxy the page came through (C-07), without credentials.
    pub(crate) via: Option<String>,
}

/// The method of an API call ([`Client::call`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Method {
    /// GET, without a body.
    Get,
    /// POST with a JSON body.
    Post,
}

/// One call to an API (search providers, S-04): a method, extra headers (auth) and an optional
/// JSON body. Header values are never shown by `Debug`: they may hold a key.
pub(crate) struct ApiRequest {
    /// GET or POST.
    pub(crate) method: Method,
    /// Extra headers, e.g. `("x-api-key", key)`.
    pub(crate) headers: Vec<(&'static str, String)>,
    /// The JSON body of a POST.
    pub(crate) json_body: Option<Vec<u8>>,
}

impl std::fmt::Debug for ApiRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.headers.iter().map(|(n, _)| *n).collect();
        f.debug_struct("ApiRequest")
            .field("method", &self.method)
            .field("headers", &names)
            .field("json_body_bytes", &self.json_body.as_ref().map(Vec::len))
            .finish()
    }
}

/// The answer to an API call, whatever its status: a 3xx is returned, never followed.
#[derive(Debug)]
pub(crate) struct ApiResponse {
    /// The HTTP status.
    pub(crate) status: u16,
    /// Content-Type, if any.
    pub(crate) content_type: Option<String>,
    /// Response headers the callers read (lower-case names): `retry-after`, `location`,
    /// `x-ratelimit-remaining`, `x-ratelimit-reset`.
    pub(crate) headers: Vec<(String, String)>,
    /// The body, decompressed, within the limits.
    pub(crate) body: Vec<u8>,
}

impl ApiResponse {
    /// The value of a kept header (lower-case name).
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Response headers an [`ApiResponse`] keeps.
const API_HEADERS: &[&str] = &[
    "retry-after",
    "location",
    "x-ratelimit-remaining",
    "x-ratelimit-reset",
];

/// The HTTP client: `Send + Sync`, reusable for any number of requests from any thread. Each
/// request ([`Client::get`], [`Client::call`]) starts its own clock for `limits.timeout` and
/// pins its own connections.
#[derive(Debug)]
pub(crate) struct Client {
    policy: AddressPolicy,
    limits: Limits,
    dns: Dns,
    proxy: Option<Proxy>,
    tls: OnceLock<ureq::tls::TlsConfig>,
}

/// One request in flight: its start time (the budget of `limits.timeout`) and its pins.
struct Request<'a> {
    client: &'a Client,
    started: Instant,
    pins: PinnedResolver,
}

impl Client {
    /// A client for `policy` and `limits`, resolving through `dns_server` (`GARUDA_WEB_DNS`)
    /// or the system's servers, and using `proxy` (C-07).
    pub(crate) fn new(
        policy: AddressPolicy,
        limits: Limits,
        dns_server: Option<SocketAddr>,
        proxy: Option<Proxy>,
    ) -> Client {
        Client {
            policy,
            limits,
            dns: Dns::new(dns_server),
            proxy,
            tls: OnceLock::new(),
        }
    }

    fn request(&self) -> Request<'_> {
        Request {
            client: self,
            started: Instant::now(),
            pins: PinnedResolver::default(),
        }
    }

    /// GETs `start` (already checked and approved), following redirects; `approve_hop` is asked
    /// before each redirect hop is resolved or contacted, with the previous URL.
    pub(crate) fn get<E: From<Error>>(
        &self,
        start: CheckedUrl,
        mut approve_hop: impl FnMut(&CheckedUrl, &Url) -> Result<(), E>,
    ) -> Result<Response, E> {
        let request = self.request();
        let mut target = start;
        let mut chain: Vec<Url> = vec![target.url.clone()];
        loop {
            let (response, via) = request.send(&target, None)?;
            let status = response.status().as_u16();
            if matches!(status, 301 | 302 | 303 | 307 | 308) {
                let host = target.host_str();
                let location = response
                    .headers()
                    .get("location")
                    .and_then(|v| v.to_str().ok())
                    .ok_or(Error::RedirectWithoutLocation {
                        host: host.clone(),
                        status,
                    })?;
                let next =
                    check_redirect(&target.url, location, &self.policy).map_err(Error::Url)?;
                let as_text = |c: &[Url]| c.iter().map(Url::to_string).collect::<Vec<_>>();
                if chain.contains(&next.url) {
                    let mut shown = as_text(&chain);
                    shown.push(next.url.to_string());
                    return Err(Error::RedirectLoop { chain: shown }.into());
                }
                if chain.len() > self.limits.max_redirects {
                    let mut shown = as_text(&chain);
                    shown.push(next.url.to_string());
                    return Err(Error::TooManyRedirects {
                        chain: shown,
                        max: self.limits.max_redirects,
                    }
                    .into());
                }
                approve_hop(&next, &target.url)?;
                chain.push(next.url.clone());
                target = next;
                continue;
            }
            let body = request.read_body(response, &target)?;
            return Ok(Response {
                final_url: target.url.clone(),
                status,
                content_type: body.0,
                body: body.1,
                redirects: chain.into_iter().skip(1).collect(),
                via,
            });
        }
    }

    /// One API call to `target` (already checked) with `request`: the same address checks,
    /// pinning, proxy handling and limits as [`Client::get`], but no redirects (a 3xx comes
    /// back as the answer), the caller's method, headers and body, and `Accept:
    /// application/json`.
    pub(crate) fn call(
        &self,
        target: &CheckedUrl,
        request: &ApiRequest,
    ) -> Result<ApiResponse, Error> {
        let call = self.request();
        let (response, _via) = call.send(target, Some(request))?;
        let status = response.status().as_u16();
        let headers = API_HEADERS
            .iter()
            .filter_map(|name| {
                let value = response.headers().get(*name)?.to_str().ok()?;
                Some(((*name).to_string(), value.to_string()))
            })
            .collect();
        let (content_type, body) = call.read_body(response, target)?;
        Ok(ApiResponse {
            status,
            content_type,
            headers,
            body,
        })
    }
}

impl Request<'_> {
    /// Time left of the request's budget, or a timeout error.
    fn remaining(&self, host: &str) -> Result<Duration, Error> {
        let limit = self.client.limits.timeout;
        let left = limit.saturating_sub(self.started.elapsed());
        if left.is_zero() {
            return Err(Error::Timeout {
                host: host.to_string(),
                limit,
            });
        }
        Ok(left)
    }

    /// One request: resolve and check, pin, connect (directly or through the proxy), read the
    /// response head.
    fn send(
        &self,
        target: &CheckedUrl,
        api: Option<&ApiRequest>,
    ) -> Result<(ureq::http::Response<ureq::Body>, Option<String>), Error> {
        let client = self.client;
        let host = target.host_str();
        let addrs: Vec<IpAddr> = checked_addrs_within(
            &host,
            target.port,
            &client.policy,
            &client.dns,
            self.remaining(&host)?,
        )?
        .into_iter()
        .map(|a| a.ip())
        .collect();
        self.pins.pin(&host, addrs.clone());

        // C-07: a proxy is used only after the target passed the checks above. Loopback targets
        // never go through it: the proxy's loopback is not this machine's.
        let proxy = client.proxy.as_ref().filter(|p| {
            let uri: Option<ureq::http::Uri> = target.url.as_str().parse().ok();
            !addrs.iter().all(|ip| is_loopback(*ip)) && uri.is_some_and(|u| !p.is_no_proxy(&u))
        });
        let via = match proxy {
            Some(p) => {
                let proxy_ips = client
                    .dns
                    .resolve_unchecked(p.host(), self.remaining(&host)?)?;
                self.pins.pin(p.host(), proxy_ips);
                Some(format!("{}:{}", p.host(), p.port()))
            }
            None => None,
        };

        let left = self.remaining(&host)?;
        let config = Agent::config_builder()
            .proxy(proxy.cloned())
            .max_redirects(0)
            .http_status_as_error(false)
            .timeout_global(Some(left))
            .timeout_connect(Some(client.limits.connect_timeout.min(left)))
            .max_response_header_size(client.limits.max_header_bytes)
            .user_agent(USER_AGENT)
            .accept(if api.is_some() {
                "application/json"
            } else {
                ACCEPT
            })
            .accept_encoding("gzip, br")
            .tls_config(client.tls.get_or_init(super::tls::client_config).clone())
            .build();
        let agent = Agent::with_parts(config, DefaultConnector::default(), self.pins.clone());
        let url = target.url.as_str();
        let response = match api {
            None => agent.get(url).call(),
            Some(api) => send_api(&agent, url, api),
        }
        .map_err(|e| self.map_error(e, &host))?;
        Ok((response, via))
    }

    /// Reads the body within the limits; returns the Content-Type and the bytes.
    fn read_body(
        &self,
        mut response: ureq::http::Response<ureq::Body>,
        target: &CheckedUrl,
    ) -> Result<(Option<String>, Vec<u8>), Error> {
        let host = target.host_str();
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        // ureq removes Content-Encoding when it decodes (gzip, br); one left over is an
        // encoding it cannot decode (C-08).
        if let Some(encoding) = header("content-encoding")
            && !encoding.trim().eq_ignore_ascii_case("identity")
            && !encoding.trim().is_empty()
        {
            return Err(Error::UnsupportedEncoding {
                host,
                encoding: encoding.chars().take(40).collect(),
            });
        }
        let max_bytes = self.client.limits.max_bytes;
        let too_large = || Error::TooLarge {
            host: host.clone(),
            limit: max_bytes,
        };
        if let Some(declared) = header("content-length").and_then(|v| v.trim().parse::<u64>().ok())
            && declared > max_bytes
        {
            return Err(too_large());
        }
        let content_type = header("content-type");
        let body = response
            .body_mut()
            .with_config()
            .limit(max_bytes)
            .read_to_vec()
            .map_err(|e| match e {
                ureq::Error::BodyExceedsLimit(_) => too_large(),
                other => self.map_error(other, &host),
            })?;
        Ok((content_type, body))
    }

    fn map_error(&self, e: ureq::Error, host: &str) -> Error {
        let host = host.to_string();
        let limits = &self.client.limits;
        let timeout = || Error::Timeout {
            host: host.clone(),
            limit: limits.timeout,
        };
        match e {
            ureq::Error::Timeout(_) => timeout(),
            ureq::Error::Io(io)
                if matches!(
                    io.kind(),
                    std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock
                ) =>
            {
                timeout()
            }
            ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::InvalidData => Error::Tls {
                host,
                reason: io.to_string(),
            },
            ureq::Error::Io(io) => Error::Connect {
                host,
                reason: io.to_string(),
            },
            ureq::Error::ConnectionFailed | ureq::Error::HostNotFound => Error::Connect {
                host,
                reason: "connection failed".into(),
            },
            ureq::Error::Tls(reason) => Error::Tls {
                host,
                reason: reason.into(),
            },
            ureq::Error::Rustls(e) => Error::Tls {
                host,
                reason: e.to_string(),
            },
            ureq::Error::Pem(e) => Error::Tls {
                host,
                reason: e.to_string(),
            },
            ureq::Error::LargeResponseHeader(_, limit) => Error::HeadersTooLarge { host, limit },
            ureq::Error::BodyExceedsLimit(_) => Error::TooLarge {
                host,
                limit: limits.max_bytes,
            },
            ureq::Error::InvalidProxyUrl | ureq::Error::ConnectProxyFailed(_) => Error::Connect {
                host,
                reason: format!("the proxy failed: {e}"),
            },
            other => Error::Protocol {
                host,
                reason: other.to_string(),
            },
        }
    }
}

/// Sends one API request through `agent` (S-04): the caller's headers, a JSON body for POST.
fn send_api(
    agent: &Agent,
    url: &str,
    api: &ApiRequest,
) -> Result<ureq::http::Response<ureq::Body>, ureq::Error> {
    match api.method {
        Method::Get => {
            let mut req = agent.get(url);
            for (name, value) in &api.headers {
                req = req.header(*name, value.as_str());
            }
            req.call()
        }
        Method::Post => {
            let mut req = agent.post(url).header("content-type", "application/json");
            for (name, value) in &api.headers {
                req = req.header(*name, value.as_str());
            }
            req.send(api.json_body.as_deref().unwrap_or_default())
        }
    }
}

/// ureq's resolver hook, answering only with addresses that passed the checks (C-03).
///
/// Every request, redirect hop and proxy connection asks this resolver; a host that was not
/// checked and pinned first fails closed, so no code path can fall back to a second, unchecked
/// DNS lookup between the check and the connect (the DNS-rebinding window).
#[derive(Debug, Default, Clone)]
struct PinnedResolver {
    pins: Arc<Mutex<HashMap<String, Vec<IpAddr>>>>,
}

impl PinnedResolver {
    fn pin(&self, host: &str, addrs: Vec<IpAddr>) {
        let mut pins = self.pins.lock().unwrap_or_else(|p| p.into_inner());
        pins.insert(normalize_host(host), addrs);
    }
}

/// The one spelling pins are stored and looked up under: names lower-case without a trailing
/// dot, IP literals without brackets in their canonical form (`::ffff:7f00:1` and
/// `::ffff:127.0.0.1` are both `127.0.0.1`).
fn normalize_host(host: &str) -> String {
    let bare = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.');
    match bare.parse::<IpAddr>() {
        Ok(ip) => ip.to_canonical().to_string(),
        Err(_) => bare.to_ascii_lowercase(),
    }
}

/// The resolver was asked about a host nobody checked: a bug, refused rather than looked up.
#[derive(Debug, thiserror::Error)]
#[error("internal error: {0} was not checked before connecting")]
struct NotPinned(String);

impl UreqResolver for PinnedResolver {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        _config: &ureq::config::Config,
        _timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let host = normalize_host(uri.host().ok_or(ureq::Error::HostNotFound)?);
        let port = uri
            .port_u16()
            .unwrap_or(if uri.scheme_str() == Some("http") {
                80
            } else {
                443
            });
        let pins = self.pins.lock().unwrap_or_else(|p| p.into_inner());
        let ips = pins
            .get(&host)
            .ok_or_else(|| ureq::Error::Other(Box::new(NotPinned(host.clone()))))?;
        let mut out = self.empty();
        for ip in ips.iter().take(16) {
            out.push(SocketAddr::new(*ip, port));
        }
        if out.is_empty() {
            return Err(ureq::Error::HostNotFound);
        }
        Ok(out)
    }
}
