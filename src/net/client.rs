//! The one HTTP client (G-08): GET only, connections pinned to checked addresses (C-03),
//! redirects followed by hand with every hop checked again (C-04), proxies from the environment
//! with the target still checked locally (C-07), and the limits of C-08/C-09.
//!
//! Not here: whether a hop is approved — the caller decides, through the callback it passes;
//! nor what the user sees of a request's steps — the client tells them to its [`Observer`]
//! (`event.rs`), if it has one.

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use ureq::Agent;
use ureq::unversioned::resolver::{ResolvedSocketAddrs, Resolver as UreqResolver};
use ureq::unversioned::transport::{Connector, NextTimeout};
use url::Url;

use super::Error;
use super::address::{AddressPolicy, is_loopback};
use super::cancel::{Cancel, Watch};
use super::connect::{Steps, TcpSteps, TlsSteps};
use super::dial::checked_addrs_within;
use super::event::{Event, Observer, notify};
pub(crate) use super::limits::Limits;
use super::resolve::Dns;
use super::upstream::{Route, Tunnel, TunnelConnector, TunnelTarget, Upstream};
use super::url_check::{CheckedHost, CheckedUrl, check_redirect};

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
    upstream: Upstream,
    tls: OnceLock<Result<Arc<rustls::ClientConfig>, String>>,
    observer: Option<Observer>,
    cancel: Option<Cancel>,
}

/// One request in flight: its start time (the budget of `limits.timeout`), its pins, and
/// its agents under the client's [`Cancel`] (one per hop) until the request ends.
struct Request<'a> {
    client: &'a Client,
    started: Instant,
    pins: PinnedResolver,
    watches: RefCell<Vec<Watch>>,
}

impl Client {
    /// A client for `policy` and `limits`, resolving through `dns_server` (`GARUDA_WEB_DNS`)
    /// or the system's servers, and going through the proxies of `upstream` (C-07).
    pub(crate) fn new(
        policy: AddressPolicy,
        limits: Limits,
        dns_server: Option<SocketAddr>,
        upstream: Upstream,
    ) -> Client {
        Client {
            policy,
            limits,
            dns: Dns::new(dns_server),
            upstream,
            tls: OnceLock::new(),
            observer: None,
            cancel: None,
        }
    }

    /// The same client telling each step of its requests to `observer` (status lines and `-v`
    /// notes, on stderr: G-01).
    pub(crate) fn observed_by(mut self, observer: Option<Observer>) -> Client {
        self.observer = observer;
        self
    }

    /// The same client whose requests stop when `cancel` is cancelled (M-05): their
    /// connections are shut down, even in the middle of a body.
    pub(crate) fn cancelled_by(mut self, cancel: Option<Cancel>) -> Client {
        self.cancel = cancel;
        self
    }

    fn request(&self) -> Request<'_> {
        Request {
            client: self,
            started: Instant::now(),
            pins: PinnedResolver::default(),
            watches: RefCell::new(Vec::new()),
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
                notify(self.observer.as_ref(), || Event::Redirect {
                    code: status,
                    to: &next.url,
                });
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
        let observer = client.observer.as_ref();
        let host = target.host_str();
        let from_dns = matches!(target.host, CheckedHost::Name(_));
        if from_dns {
            notify(observer, || Event::Resolving { host: &host });
        }
        let addrs: Vec<IpAddr> = checked_addrs_within(
            &host,
            target.port,
            &client.policy,
            &client.dns,
            self.remaining(&host)?,
        )
        .inspect_err(|e| {
            if let Error::Address { host, refusal } = e {
                notify(observer, || Event::Refused { host, refusal });
            }
        })?
        .into_iter()
        .map(|a| a.ip())
        .collect();
        notify(observer, || Event::Resolved {
            host: &host,
            addrs: &addrs,
            from_dns,
        });

        // C-07: a proxy is used only after the target passed the checks above. Loopback targets
        // never go through it: the proxy's loopback is not this machine's.
        let route = if addrs.iter().all(|ip| is_loopback(*ip)) {
            None
        } else {
            client.upstream.route(&target.url, &host)?
        };
        let (tunnel, via) = match route {
            None => {
                self.pins.pin(&host, with_port(&addrs, target.port));
                (None, None)
            }
            Some(route) => {
                // The TCP connection goes to the proxy: the pinned resolver answers with its
                // addresses (looked up, not checked: the proxy is the user's, C-07).
                let proxy_ips = client
                    .dns
                    .resolve_unchecked(&route.proxy.host, self.remaining(&host)?)?;
                self.pins
                    .pin(&host, with_port(&proxy_ips, route.proxy.port));
                // By default the tunnel leads to the checked address, so the proxy cannot
                // resolve the name again (C-07: the target is resolved locally and must pass
                // C-02); an IP literal is an address anyway.
                let by_name = route.by_name && matches!(target.host, CheckedHost::Name(_));
                let target = match (by_name, addrs.first()) {
                    (false, Some(ip)) => TunnelTarget::Addr(SocketAddr::new(*ip, target.port)),
                    _ => TunnelTarget::Name(host.clone(), target.port),
                };
                let via = Route {
                    by_name,
                    proxy: route.proxy.clone(),
                }
                .via();
                let tunnel = Tunnel {
                    proxy: route.proxy,
                    target,
                    user_agent: USER_AGENT,
                };
                (Some(tunnel), Some(via))
            }
        };

        let left = self.remaining(&host)?;
        let config = Agent::config_builder()
            // Proxies are this module's business (the tunnel above), never ureq's own reading
            // of the environment.
            .proxy(None)
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
            .build();
        // The roots are parsed on the first https request of the client, not for plain http.
        let tls = match target.url.scheme() {
            "https" => Some(
                client
                    .tls
                    .get_or_init(super::tls::client_config)
                    .clone()
                    .map_err(|reason| Error::Tls {
                        host: host.clone(),
                        reason,
                    })?,
            ),
            _ => None,
        };
        let steps = observer.map(|observer| Steps {
            observer: observer.clone(),
            method: match api.map(|a| a.method) {
                Some(Method::Post) => "POST",
                _ => "GET",
            },
            url: target.url.clone(),
            via: via.clone(),
        });
        let connector =
            ().chain(TcpSteps::new(steps.clone()))
                .chain(TunnelConnector(tunnel))
                .chain(TlsSteps::new(tls, steps));
        let agent = Agent::with_parts(config, connector, self.pins.clone());
        if let Some(cancel) = &client.cancel {
            let watch = cancel.watch(&agent).ok_or_else(|| Error::Connect {
                host: host.clone(),
                reason: "the call was cancelled".into(),
            })?;
            self.watches.borrow_mut().push(watch);
        }
        let url = target.url.as_str();
        let response = match api {
            None => agent.get(url).call(),
            Some(api) => send_api(&agent, url, api),
        }
        .map_err(|e| plain_http_answer(self.map_error(e, &host), target))?;
        notify(observer, || Event::Status {
            code: response.status().as_u16(),
            reason: response.status().canonical_reason(),
            length: response
                .headers()
                .get("content-length")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse().ok()),
        });
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
        let total = header("content-length").and_then(|v| v.trim().parse::<u64>().ok());
        let mut reader = Counting {
            inner: response.body_mut().with_config().limit(max_bytes).reader(),
            observer: self.client.observer.as_ref(),
            bytes: 0,
            total,
        };
        let mut body = Vec::new();
        if let Err(e) = std::io::Read::read_to_end(&mut reader, &mut body) {
            let received = reader.bytes;
            return Err(match ureq::Error::from(e) {
                ureq::Error::BodyExceedsLimit(_) => too_large(),
                ureq::Error::Io(io) if ended_early(&io) => short_body(host, received, total),
                other => self.map_error(other, &host),
            });
        }
        notify(self.client.observer.as_ref(), || Event::Received {
            bytes: reader.bytes,
        });
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
            // Connecting (TCP, proxy tunnel, TLS) has its own, shorter limit (C-09).
            ureq::Error::Timeout(ureq::Timeout::Connect) => Error::Timeout {
                host: host.clone(),
                limit: limits.connect_timeout.min(limits.timeout),
            },
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

/// Whether a body read failed because the server closed the connection before the body's
/// end (it had connected and answered: not a connect error).
fn ended_early(error: &std::io::Error) -> bool {
    use std::io::ErrorKind;
    matches!(
        error.kind(),
        ErrorKind::UnexpectedEof
            | ErrorKind::ConnectionReset
            | ErrorKind::ConnectionAborted
            | ErrorKind::BrokenPipe
    )
}

/// F-01: a body that ends before its Content-Length (or, without one, before its last chunk)
/// is a broken answer, `bad_response`, never a page: the caller gets no body to convert or
/// cache. `declared` is the Content-Length, which ureq keeps only for a body it does not
/// decompress, so both counts are of the same bytes.
fn short_body(host: String, received: u64, declared: Option<u64>) -> Error {
    let reason = match declared {
        Some(declared) => format!("the body ended after {received} of {declared} bytes"),
        None => format!("the body ended after {received} bytes, before the end it announced"),
    };
    Error::Protocol { host, reason }
}

/// A body reader that tells the observer (if any) how much has arrived.
struct Counting<'a, R> {
    inner: R,
    observer: Option<&'a Observer>,
    bytes: u64,
    total: Option<u64>,
}

impl<R: std::io::Read> std::io::Read for Counting<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n > 0 {
            self.bytes += n as u64;
            notify(self.observer, || Event::Progress {
                bytes: self.bytes,
                total: self.total,
            });
        }
        Ok(n)
    }
}

/// A TLS handshake answered by plain HTTP (rustls sees an HTTP status line where a TLS record
/// should be) is said as such, with the http:// URL to use when it is allowed (G-03: the
/// hint says what to do next).
fn plain_http_answer(error: Error, target: &CheckedUrl) -> Error {
    match error {
        Error::Tls { reason, .. }
            if target.url.scheme() == "https" && reason.contains("InvalidContentType") =>
        {
            let mut http = target.url.clone();
            let usable = target.is_loopback_host() && http.set_scheme("http").is_ok();
            Error::PlainHttp {
                authority: format!(
                    "{}:{}",
                    target.url.host_str().unwrap_or_default(),
                    target.port
                ),
                http_url: usable.then(|| http.to_string()),
            }
        }
        other => other,
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
    pins: Arc<Mutex<HashMap<String, Vec<SocketAddr>>>>,
}

/// `ips` at `port`.
fn with_port(ips: &[IpAddr], port: u16) -> Vec<SocketAddr> {
    ips.iter().map(|ip| SocketAddr::new(*ip, port)).collect()
}

impl PinnedResolver {
    /// Pins `host` (the URL's host) to `addrs`: the checked addresses, or the proxy's when the
    /// request goes through one.
    fn pin(&self, host: &str, addrs: Vec<SocketAddr>) {
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
        let pins = self.pins.lock().unwrap_or_else(|p| p.into_inner());
        let addrs = pins
            .get(&host)
            .ok_or_else(|| ureq::Error::Other(Box::new(NotPinned(host.clone()))))?;
        let mut out = self.empty();
        for addr in addrs.iter().take(16) {
            out.push(*addr);
        }
        if out.is_empty() {
            return Err(ureq::Error::HostNotFound);
        }
        Ok(out)
    }
}
