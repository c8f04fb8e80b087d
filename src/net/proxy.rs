//! The browser's HTTP proxy (B-10): every byte Chromium sends goes through here, on
//! 127.0.0.1, inside the browse background process.
//!
//! Plain `http://` requests are forwarded (one request per connection, `Connection: close`
//! upstream); `CONNECT host:port` (HTTPS, `wss://`, and `ws://` through a proxy) is tunnelled
//! byte for byte. Before any upstream connection the target goes through [`checked_addrs`]:
//! the deny rules, then the same resolver and address check as `fetch` (C-02, C-03), and the
//! connection is made to exactly the checked addresses — no second lookup. Loopback and
//! private addresses pass only when the session allows local apps, and even then only for a
//! request whose own URL names that address (an IP literal or a `localhost` name, as C-05)
//! made while every page of the session is on a local address itself ([`TopLevel`]): a public
//! page never reaches the user's local services, and a name whose DNS answer is local passes
//! only through `web.allowRanges`. Link-local (cloud metadata) and unspecified addresses
//! never pass; the proxy's own port never, whatever the switches say. Every refusal is recorded
//! for the next reply (B-06), which lists only those of requests a page of the session asked
//! for ([`TopLevel::requested`]), merged by host and port with a count; what Chromium asks for
//! itself is refused without a word and counted ([`Proxy::browser_refusals`]). Only connections
//! of this process's own user are served: another local user cannot borrow the session's proxy
//! (B-02).
//!
//! Not here: which host a page may navigate to (approval, B-11/B-12), or anything about
//! Chromium itself.

use std::collections::{HashMap, HashSet};
use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{IpAddr, Ipv4Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::thread;
use std::time::{Duration, Instant};

use ipnet::IpNet;

use super::address::{AddressKind, AddressPolicy, is_loopback};
use super::dial::checked_addrs;
use super::resolve::Dns;
use super::url_check::UrlRefusal;

/// Whether a deny rule covers a host and path: returns the rule's text when one does.
pub(crate) type DenyCheck = dyn Fn(&str, &str) -> Option<String> + Send + Sync;

/// What the proxy lets through; replaced as a whole when the session's settings change.
#[derive(Clone)]
pub(crate) struct ProxyPolicy {
    /// `browser.allowLocal` / `browse --allow-local`: loopback and private addresses pass.
    pub(crate) allow_local: bool,
    /// With `allow_local`, private ranges pass too (browse, B-10); `fetch --render`'s
    /// `--allow-localhost` opens loopback only, as a plain fetch's does (C-05, F-13).
    pub(crate) local_private: bool,
    /// `web.allowRanges` (C-06): ranges that pass when they come from DNS.
    pub(crate) allow_ranges: Vec<IpNet>,
    /// The DNS server to ask instead of the system's (`GARUDA_WEB_DNS`).
    pub(crate) dns_server: Option<SocketAddr>,
    /// The deny rules of every source, as a check.
    pub(crate) denied: Arc<DenyCheck>,
    /// Connect timeout for upstream connections (C-09).
    pub(crate) connect_timeout: Duration,
}

impl std::fmt::Debug for ProxyPolicy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProxyPolicy")
            .field("allow_local", &self.allow_local)
            .field("local_private", &self.local_private)
            .field("allow_ranges", &self.allow_ranges)
            .field("dns_server", &self.dns_server)
            .finish_non_exhaustive()
    }
}

/// Where the session's pages are and what they asked for, as the browse driver reports them.
/// B-10: local requests pass only while every page's top-level document is on a local address,
/// or when the request is the navigation of a page to the local address it names. B-06: a
/// refusal is the page's when a page, one of its frames or workers asked for its host and port
/// ([`TopLevel::requested`]); the rest is Chromium's own.
#[derive(Debug, Default)]
pub(crate) struct TopLevel {
    pages: Mutex<HashMap<String, PageTop>>,
    /// Set once the driver reports the pages' requests: until then every refusal counts as
    /// the page's, so a driver that cannot tell hides nothing.
    tracking: AtomicBool,
    /// The `host:port`s the pages asked for (at most [`ASKED_KEPT`]).
    asked: Mutex<HashSet<(String, u16)>>,
}

/// How many distinct `host:port`s a session remembers its pages asked for; past it the session
/// stops telling refusals apart and lists every one (hiding none).
const ASKED_KEPT: usize = 4096;

/// How long a refusal no page is known to have asked for waits before it counts as the
/// browser's own: the page's request event and the proxy's refusal race on different threads.
pub(crate) const ATTRIBUTION_GRACE: Duration = Duration::from_secs(2);

#[derive(Debug, Default, Clone)]
struct PageTop {
    /// The committed top-level URL names a local address.
    local: bool,
    /// The local `host:port` a top-level navigation of the page is going to.
    navigating_to: Option<(String, u16)>,
}

impl TopLevel {
    /// The page `page` committed a top-level document at `url`.
    pub(crate) fn committed(&self, page: &str, url: &str) {
        let mut pages = lock(&self.pages);
        let entry = pages.entry(page.to_string()).or_default();
        // A blank page, an error page or one of the browser's own sends nothing of its own:
        // it does not close local access.
        let neutral = url.is_empty()
            || [
                "about:",
                "chrome:",
                "chrome-error:",
                "chrome-untrusted:",
                "devtools:",
            ]
            .iter()
            .any(|p| url.starts_with(p));
        entry.local = neutral || url_names_local(url);
        entry.navigating_to = None;
    }

    /// The page `page` let a top-level navigation to `url` go ahead.
    pub(crate) fn navigating(&self, page: &str, url: &str) {
        let target = url::Url::parse(url).ok().and_then(|u| {
            let host = normalize(u.host_str()?);
            Some((host, u.port_or_known_default()?))
        });
        let mut pages = lock(&self.pages);
        let entry = pages.entry(page.to_string()).or_default();
        entry.navigating_to = target.filter(|(h, _)| names_local(h));
        if entry.navigating_to.is_none() {
            // Leaving for a public address: local access closes now, not at the commit.
            entry.local = false;
        }
    }

    /// The page `page` is gone.
    pub(crate) fn gone(&self, page: &str) {
        lock(&self.pages).remove(page);
    }

    /// From now on the driver reports every request the pages make ([`TopLevel::requested`]):
    /// a refusal no page asked for is the browser's own (B-06).
    pub(crate) fn track_requests(&self) {
        self.tracking.store(true, Ordering::SeqCst);
    }

    /// A page, one of its frames or workers asked for `url` (a request, a navigation, a
    /// WebSocket).
    pub(crate) fn requested(&self, url: &str) {
        let Some(target) = url::Url::parse(url).ok().and_then(|u| {
            let host = normalize(u.host_str()?);
            Some((host, u.port_or_known_default()?))
        }) else {
            return;
        };
        let mut asked = lock(&self.asked);
        if asked.len() >= ASKED_KEPT && !asked.contains(&target) {
            // Forgetting makes refusals the page's, never the other way round.
            asked.clear();
            self.tracking.store(false, Ordering::SeqCst);
        }
        asked.insert(target);
    }

    /// Whether a refusal of `host:port` goes in the reply: a page asked for it, or the driver
    /// does not say what the pages ask for.
    fn pages_asked_for(&self, host: &str, port: u16) -> bool {
        !self.tracking.load(Ordering::SeqCst)
            || lock(&self.asked).contains(&(normalize(host), port))
    }

    /// Whether a request to the local `host:port` may pass: every page is on a local address
    /// or navigating to exactly this one.
    fn lets_local(&self, host: &str, port: u16) -> bool {
        let pages = lock(&self.pages);
        !pages.is_empty()
            && pages.values().all(|p| {
                p.local
                    || p.navigating_to
                        .as_ref()
                        .is_some_and(|(h, n)| h == host && *n == port)
            })
    }
}

/// True when `host` (normalized: no brackets, lower case) names a local address itself: a
/// loopback or private IP literal, or a `localhost` name (C-05). A DNS name never does.
pub(crate) fn names_local(host: &str) -> bool {
    if host == "localhost" || host.ends_with(".localhost") {
        return true;
    }
    let ip = match url::Host::parse(host) {
        Ok(url::Host::Ipv4(a)) => IpAddr::V4(a),
        Ok(url::Host::Ipv6(a)) => IpAddr::V6(a),
        _ => match host.parse::<std::net::Ipv6Addr>() {
            Ok(a) => IpAddr::V6(a),
            Err(_) => return false,
        },
    };
    matches!(
        super::address::classify(ip).kind,
        AddressKind::Loopback | AddressKind::Private
    )
}

/// True when `url`'s host names a local address ([`names_local`]).
pub(crate) fn url_names_local(url: &str) -> bool {
    url::Url::parse(url)
        .ok()
        .and_then(|u| u.host_str().map(normalize))
        .is_some_and(|h| names_local(&h))
}

/// Requests the proxy refused for one `host:port`: shown in the next reply's "refused" section.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct Refusal {
    /// The host asked for (name or IP), without brackets.
    pub(crate) host: String,
    /// The port asked for.
    pub(crate) port: u16,
    /// The refused address, when an address was the reason.
    pub(crate) address: Option<String>,
    /// Why, as a clause: `169.254.169.254 is link-local (cloud metadata)`.
    pub(crate) reason: String,
    /// How many requests to this `host:port` were refused (B-06: merged, with a count).
    #[serde(default = "one")]
    pub(crate) count: u64,
}

fn one() -> u64 {
    1
}

/// Merges refusals of the same `host:port` into one with their counts added, in the order
/// each was first seen; the first reason stands.
pub(crate) fn merge_refusals(refusals: Vec<Refusal>) -> Vec<Refusal> {
    let mut merged: Vec<Refusal> = Vec::new();
    for r in refusals {
        match merged
            .iter_mut()
            .find(|m| m.host == r.host && m.port == r.port)
        {
            Some(m) => m.count += r.count,
            None => merged.push(r),
        }
    }
    merged
}

/// Largest request head (request line plus headers) accepted from the browser.
const MAX_HEAD: usize = 64 * 1024;

/// The running proxy. Dropping it stops accepting connections.
#[derive(Debug)]
pub(crate) struct Proxy {
    addr: SocketAddr,
    shared: Arc<Shared>,
}

#[derive(Debug)]
struct Shared {
    policy: RwLock<ProxyPolicy>,
    /// The resolver every upstream name goes through (C-03).
    dns: Dns,
    /// Loopback ports no page may reach: the proxy's own.
    protected_ports: Mutex<Vec<u16>>,
    /// Where the session's pages are (B-10) and what they asked for (B-06).
    top: Arc<TopLevel>,
    /// Refusals not yet in a reply, each with when it happened.
    refusals: Mutex<Vec<(Refusal, Instant)>>,
    /// Requests of Chromium's own that were refused (B-06: counted in `browse status`).
    browser_refused: AtomicU64,
    stop: AtomicBool,
}

impl Proxy {
    /// Binds 127.0.0.1 on a free port and starts serving in background threads.
    pub(crate) fn start(policy: ProxyPolicy) -> io::Result<Proxy> {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            dns: Dns::new(policy.dns_server),
            policy: RwLock::new(policy),
            protected_ports: Mutex::new(vec![addr.port()]),
            top: Arc::default(),
            refusals: Mutex::new(Vec::new()),
            browser_refused: AtomicU64::new(0),
            stop: AtomicBool::new(false),
        });
        let serving = Arc::clone(&shared);
        thread::Builder::new()
            .name("proxy-accept".into())
            .spawn(move || accept_loop(&listener, &serving))?;
        Ok(Proxy { addr, shared })
    }

    /// The port Chromium is told to use (`--proxy-server=http://127.0.0.1:PORT`).
    pub(crate) fn port(&self) -> u16 {
        self.addr.port()
    }

    /// Replaces what the proxy lets through (the latest `browse` call's settings).
    pub(crate) fn set_policy(&self, policy: ProxyPolicy) {
        *self
            .shared
            .policy
            .write()
            .unwrap_or_else(|p| p.into_inner()) = policy;
    }

    /// Where the session's pages are: the browse driver keeps it current (B-10).
    pub(crate) fn top_level(&self) -> Arc<TopLevel> {
        Arc::clone(&self.shared.top)
    }

    /// The refusals recorded since the last [`Proxy::take_refusals`], the browser's own
    /// included, without taking them.
    pub(crate) fn peek_refusals(&self) -> Vec<Refusal> {
        lock(&self.shared.refusals)
            .iter()
            .map(|(r, _)| r.clone())
            .collect()
    }

    /// The refusals of what the session's pages asked for since the last call (B-06), merged
    /// by `host:port` with counts, in the order first seen. Refusals no page asked for are
    /// counted as the browser's own once [`ATTRIBUTION_GRACE`] has passed, and kept until then.
    pub(crate) fn take_refusals(&self) -> Vec<Refusal> {
        merge_refusals(self.sort_refusals(Instant::now()))
    }

    /// How many requests of Chromium's own (component updates, safe browsing, sign-in checks)
    /// the proxy refused in this session (B-06: `browse status`).
    pub(crate) fn browser_refusals(&self) -> u64 {
        // Settles what is old enough; the pages' refusals stay for the next reply.
        let now = Instant::now();
        let mut pending = lock(&self.shared.refusals);
        let top = &self.shared.top;
        pending.retain(|(r, at)| {
            let browser = !top.pages_asked_for(&r.host, r.port)
                && now.saturating_duration_since(*at) >= ATTRIBUTION_GRACE;
            if browser {
                self.shared
                    .browser_refused
                    .fetch_add(r.count, Ordering::SeqCst);
            }
            !browser
        });
        self.shared.browser_refused.load(Ordering::SeqCst)
    }

    /// Takes the pending refusals the pages asked for; counts those no page asked for that
    /// are older than the grace, keeps the younger ones.
    fn sort_refusals(&self, now: Instant) -> Vec<Refusal> {
        let mut pending = lock(&self.shared.refusals);
        let top = &self.shared.top;
        let mut pages = Vec::new();
        let mut kept = Vec::new();
        for (r, at) in pending.drain(..) {
            if top.pages_asked_for(&r.host, r.port) {
                pages.push(r);
            } else if now.saturating_duration_since(at) < ATTRIBUTION_GRACE {
                kept.push((r, at));
            } else {
                self.shared
                    .browser_refused
                    .fetch_add(r.count, Ordering::SeqCst);
            }
        }
        *pending = kept;
        pages
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_millis(200));
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

fn accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    for stream in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else { continue };
        // Another local user could connect to a loopback port: the browser is ours, and so
        // are the only clients served.
        if !same_user(&stream) {
            continue;
        }
        let shared = Arc::clone(shared);
        let _ = thread::Builder::new()
            .name("proxy-conn".into())
            .spawn(move || {
                let _ = serve(stream, &shared);
            });
    }
}

/// Whether the process at the other end of `stream` (a loopback TCP connection) runs as this
/// process's user: the kernel's socket table (`/proc/net/tcp`, `/proc/net/tcp6`) names the
/// owner of the connecting socket. Unknown counts as someone else.
fn same_user(stream: &TcpStream) -> bool {
    let (Ok(peer), Ok(local)) = (stream.peer_addr(), stream.local_addr()) else {
        return false;
    };
    let me = nix::unistd::getuid().as_raw().to_string();
    let port_of = |field: &str| {
        field
            .rsplit_once(':')
            .and_then(|(_, p)| u16::from_str_radix(p, 16).ok())
    };
    ["/proc/net/tcp", "/proc/net/tcp6"].iter().any(|file| {
        std::fs::read_to_string(file).is_ok_and(|table| {
            table.lines().skip(1).any(|line| {
                let f: Vec<&str> = line.split_whitespace().collect();
                f.len() > 7
                    && port_of(f[1]) == Some(peer.port())
                    && port_of(f[2]) == Some(local.port())
                    && f[7] == me
            })
        })
    })
}

/// A request head from the browser.
struct Head {
    method: String,
    target: String,
    version: String,
    headers: Vec<(String, String)>,
}

fn read_head(reader: &mut BufReader<TcpStream>) -> io::Result<Option<Head>> {
    let mut lines = Vec::new();
    let mut total = 0usize;
    loop {
        let mut line = String::new();
        let n = reader.by_ref().take(8192).read_line(&mut line)?;
        if n == 0 {
            return Ok(None);
        }
        total += n;
        if total > MAX_HEAD {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "head too large"));
        }
        let line = line.trim_end_matches(['\r', '\n']).to_string();
        if line.is_empty() {
            if lines.is_empty() {
                continue;
            }
            break;
        }
        lines.push(line);
    }
    let mut first = lines[0].split_whitespace();
    let (Some(method), Some(target), Some(version)) = (first.next(), first.next(), first.next())
    else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "bad request line",
        ));
    };
    let headers = lines[1..]
        .iter()
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
        .collect();
    Ok(Some(Head {
        method: method.to_string(),
        target: target.to_string(),
        version: version.to_string(),
        headers,
    }))
}

fn serve(client: TcpStream, shared: &Shared) -> io::Result<()> {
    client.set_read_timeout(Some(Duration::from_secs(60)))?;
    let mut reader = BufReader::new(client.try_clone()?);
    let Some(head) = read_head(&mut reader)? else {
        return Ok(());
    };
    let mut client = client;
    if head.method.eq_ignore_ascii_case("CONNECT") {
        let (host, port) = split_authority(&head.target, 443);
        let Ok(upstream) = dial(shared, &host, port, "/") else {
            return refuse(&mut client, 403, "Forbidden");
        };
        client.write_all(b"HTTP/1.1 200 Connection Established\r\n\r\n")?;
        let leftover = reader.buffer().to_vec();
        return tunnel(client, upstream, &leftover);
    }
    // Absolute-form request: http://host[:port]/path
    let Ok(url) = url::Url::parse(&head.target) else {
        return refuse(&mut client, 400, "Bad Request");
    };
    if url.scheme() != "http" && url.scheme() != "ws" {
        return refuse(&mut client, 400, "Bad Request");
    }
    let host = url.host_str().unwrap_or_default().to_string();
    let port = url.port_or_known_default().unwrap_or(80);
    let Ok(mut upstream) = dial(shared, &host, port, url.path()) else {
        return refuse(&mut client, 403, "Forbidden");
    };
    let upgrade = head
        .headers
        .iter()
        .any(|(n, _)| n.eq_ignore_ascii_case("upgrade"));
    let mut out = String::with_capacity(1024);
    let path = match url.query() {
        Some(q) => format!("{}?{q}", url.path()),
        None => url.path().to_string(),
    };
    out.push_str(&format!("{} {path} {}\r\n", head.method, head.version));
    for (name, value) in &head.headers {
        let lower = name.to_ascii_lowercase();
        if lower.starts_with("proxy-") || (!upgrade && lower == "connection") {
            continue;
        }
        out.push_str(&format!("{name}: {value}\r\n"));
    }
    if !upgrade {
        out.push_str("Connection: close\r\n");
    }
    out.push_str("\r\n");
    upstream.write_all(out.as_bytes())?;
    let leftover = reader.buffer().to_vec();
    tunnel(client, upstream, &leftover)
}

/// Answers the browser with an error status and a short plain-text body, then closes.
fn refuse(client: &mut TcpStream, status: u16, reason: &str) -> io::Result<()> {
    let body = format!("{status} {reason}: refused by garuda-web's browser proxy\n");
    let head = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    client.write_all(head.as_bytes())?;
    client.write_all(body.as_bytes())?;
    client.flush()
}

/// Copies bytes both ways until either side closes.
fn tunnel(client: TcpStream, mut upstream: TcpStream, leftover: &[u8]) -> io::Result<()> {
    upstream.write_all(leftover)?;
    client.set_read_timeout(None)?;
    let mut client_read = client.try_clone()?;
    let mut upstream_write = upstream.try_clone()?;
    let up = thread::Builder::new()
        .name("proxy-up".into())
        .spawn(move || {
            let _ = io::copy(&mut client_read, &mut upstream_write);
            let _ = upstream_write.shutdown(Shutdown::Write);
        })?;
    let mut client_write = client;
    let _ = io::copy(&mut upstream, &mut client_write);
    let _ = client_write.shutdown(Shutdown::Both);
    let _ = upstream.shutdown(Shutdown::Both);
    let _ = up.join();
    Ok(())
}

/// `host:port` or `[v6]:port`.
fn split_authority(authority: &str, default_port: u16) -> (String, u16) {
    if let Some(rest) = authority.strip_prefix('[')
        && let Some((host, tail)) = rest.split_once(']')
    {
        let port = tail
            .strip_prefix(':')
            .and_then(|p| p.parse().ok())
            .unwrap_or(default_port);
        return (host.to_string(), port);
    }
    match authority.rsplit_once(':') {
        Some((h, p)) => (h.to_string(), p.parse().unwrap_or(default_port)),
        None => (authority.to_string(), default_port),
    }
}

/// Checks the target and connects to one of its checked addresses; records a refusal.
fn dial(shared: &Shared, host: &str, port: u16, path: &str) -> Result<TcpStream, ()> {
    let policy = shared
        .policy
        .read()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    let protected = lock(&shared.protected_ports).clone();
    let host = normalize(host);
    let local = if !policy.allow_local {
        Local::Off
    } else if !names_local(&host) {
        Local::NotNamed
    } else if shared.top.lets_local(&host, port) {
        Local::Passes
    } else {
        Local::PublicPage
    };
    let addrs = match checked_target(&host, port, path, &policy, local, &shared.dns, &protected) {
        Ok(addrs) => addrs,
        Err(refusal) => {
            lock(&shared.refusals).push((refusal, Instant::now()));
            return Err(());
        }
    };
    for addr in &addrs {
        if let Ok(stream) = TcpStream::connect_timeout(addr, policy.connect_timeout) {
            return Ok(stream);
        }
    }
    Err(())
}

fn normalize(host: &str) -> String {
    host.trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.')
        .to_ascii_lowercase()
}

/// What the session's local setting means for one request (B-10).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Local {
    /// The session does not allow local addresses.
    Off,
    /// Allowed, but the request's URL names no local address (a DNS name).
    NotNamed,
    /// Allowed, named, but a page of the session is not on a local address.
    PublicPage,
    /// Loopback and private addresses pass.
    Passes,
}

/// Where the proxy may connect for `host:port`: the deny rules, then [`checked_addrs`] (the
/// URL host rules, one lookup, every answer through the address check — the code fetch uses,
/// C-01..C-03) with the browser's switch (B-10: `allowLocal` opens loopback and private
/// addresses a request names itself, from a local page; link-local, metadata and unspecified
/// never), then the ports no page may reach. Returns the addresses to connect to, and nothing
/// else.
pub(crate) fn checked_target(
    host: &str,
    port: u16,
    path: &str,
    policy: &ProxyPolicy,
    local: Local,
    dns: &Dns,
    protected_ports: &[u16],
) -> Result<Vec<SocketAddr>, Refusal> {
    let refuse = |address: Option<IpAddr>, reason: String| Refusal {
        host: host.to_string(),
        port,
        address: address.map(|a| a.to_string()),
        reason,
        count: 1,
    };
    if let Some(rule) = (policy.denied)(host, path) {
        return Err(refuse(None, format!("denied by the rule {rule}")));
    }
    let opened = local == Local::Passes;
    let address_policy = AddressPolicy {
        allow_loopback: opened,
        allow_private: opened && policy.local_private,
        allow_ranges: policy.allow_ranges.clone(),
    };
    // check_authority wants a URL's host: IPv6 literals in brackets.
    let url_host = if host.contains(':') {
        format!("[{host}]")
    } else {
        host.to_string()
    };
    let addrs = checked_addrs(&url_host, port, &address_policy, dns).map_err(|e| {
        let refusal = match &e {
            super::Error::Address { refusal, .. }
            | super::Error::Url(UrlRefusal::Address { refusal, .. }) => Some(refusal.clone()),
            _ => None,
        };
        match refusal {
            Some(r) => {
                let hint = match (local, r.kind) {
                    (_, k) if !matches!(k, AddressKind::Loopback | AddressKind::Private) => "",
                    (Local::Off, _) => " (browse --allow-local opens it)",
                    (Local::NotNamed, _) => {
                        " (local access covers URLs that name a local address; a name answering \
                         with one passes only through web.allowRanges)"
                    }
                    (Local::PublicPage, _) => {
                        " (local access covers requests from pages on a local address; this \
                         session has a page elsewhere)"
                    }
                    (Local::Passes, _) => "",
                };
                refuse(Some(r.addr), format!("{r}{hint}"))
            }
            None => refuse(None, e.to_string()),
        }
    })?;
    if let Some(a) = addrs
        .iter()
        .find(|a| is_loopback(a.ip()) && protected_ports.contains(&port))
    {
        return Err(refuse(
            Some(a.ip()),
            format!("port {port} is the browser's own proxy port"),
        ));
    }
    Ok(addrs)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(
        host: &str,
        port: u16,
        allow_local: bool,
        protected: &[u16],
    ) -> Result<Vec<SocketAddr>, Refusal> {
        let dns = Dns::new(Some("127.0.0.1:9".parse().unwrap()));
        let local = match (allow_local, names_local(host)) {
            (false, _) => Local::Off,
            (true, true) => Local::Passes,
            (true, false) => Local::NotNamed,
        };
        checked_target(
            host,
            port,
            "/",
            &policy(allow_local),
            local,
            &dns,
            protected,
        )
    }

    fn policy(allow_local: bool) -> ProxyPolicy {
        ProxyPolicy {
            allow_local,
            local_private: true,
            allow_ranges: Vec::new(),
            dns_server: Some("127.0.0.1:9".parse().unwrap()),
            denied: Arc::new(|host: &str, _path: &str| {
                (host == "denied.example").then(|| "web_fetch(denied.example)".to_string())
            }),
            connect_timeout: Duration::from_secs(1),
        }
    }

    #[test]
    fn b10_metadata_and_unspecified_never_pass() {
        for host in [
            "169.254.169.254",
            "0.0.0.0",
            "::",
            "fe80::1",
            "::ffff:169.254.169.254",
        ] {
            let err = check(host, 80, true, &[]).unwrap_err();
            assert_eq!(err.host, host);
            assert!(err.address.is_some(), "{host}: {err:?}");
        }
        let err = check("169.254.169.254", 80, true, &[]).unwrap_err();
        assert!(err.reason.contains("cloud metadata"), "{}", err.reason);
    }

    #[test]
    fn b10_loopback_and_private_pass_only_with_allow_local() {
        for host in ["127.0.0.1", "10.1.2.3", "192.168.0.7", "localhost", "::1"] {
            assert!(check(host, 8080, false, &[]).is_err(), "{host}");
            assert!(check(host, 8080, true, &[]).is_ok(), "{host}");
        }
        let err = check("127.0.0.1", 8080, false, &[]).unwrap_err();
        assert!(err.reason.contains("--allow-local"), "{}", err.reason);
    }

    // C-05, F-13: a render's --allow-localhost opens loopback only, never private ranges.
    #[test]
    fn c05_local_without_private_passes_loopback_only() {
        let policy = ProxyPolicy {
            local_private: false,
            ..policy(true)
        };
        let dns = Dns::new(Some("127.0.0.1:9".parse().unwrap()));
        let check = |host: &str| checked_target(host, 8080, "/", &policy, Local::Passes, &dns, &[]);
        for host in ["127.0.0.1", "localhost", "::1"] {
            assert!(check(host).is_ok(), "{host}");
        }
        for host in ["10.1.2.3", "192.168.0.7", "172.16.0.1"] {
            let err = check(host).unwrap_err();
            assert!(err.reason.contains("private"), "{host}: {}", err.reason);
        }
    }

    #[test]
    fn b10_local_needs_a_local_page_and_a_named_address() {
        let top = TopLevel::default();
        // No page yet, or a public page: nothing local passes.
        assert!(!top.lets_local("127.0.0.1", 3000));
        top.committed("t0", "about:blank");
        top.committed("t9", "chrome://version/");
        top.committed("t1", "https://app.test/");
        assert!(!top.lets_local("127.0.0.1", 3000));
        // The page's own navigation to the local app passes, and then its requests.
        top.navigating("t1", "http://127.0.0.1:3000/login");
        assert!(top.lets_local("127.0.0.1", 3000));
        assert!(!top.lets_local("127.0.0.1", 3001));
        top.committed("t1", "http://127.0.0.1:3000/login");
        assert!(top.lets_local("127.0.0.1", 3001));
        // A second page elsewhere closes local access for all.
        top.committed("t2", "https://example.org/");
        assert!(!top.lets_local("127.0.0.1", 3000));
        top.gone("t2");
        assert!(top.lets_local("127.0.0.1", 3000));
        for named in [
            "127.0.0.1",
            "localhost",
            "app.localhost",
            "10.0.0.7",
            "::1",
            "192.168.1.2",
        ] {
            assert!(names_local(named), "{named}");
        }
        for not in ["app.test", "example.org", "169.254.169.254", "8.8.8.8"] {
            assert!(!names_local(not), "{not}");
        }
    }

    #[test]
    fn b10_protected_ports_never_pass() {
        let err = check("127.0.0.1", 4444, true, &[4444]).unwrap_err();
        assert!(err.reason.contains("own proxy"), "{}", err.reason);
        assert!(check("127.0.0.1", 4445, true, &[4444]).is_ok());
    }

    #[test]
    fn b10_deny_rules_refuse_before_dns() {
        let err = check("denied.example", 443, true, &[]).unwrap_err();
        assert!(err.reason.contains("web_fetch(denied.example)"));
        assert_eq!(err.address, None);
    }

    #[test]
    fn b10_public_literals_pass() {
        assert!(check("93.184.216.34", 443, false, &[]).is_ok());
    }

    fn refusal(host: &str, port: u16) -> Refusal {
        Refusal {
            host: host.into(),
            port,
            address: None,
            reason: format!("{host} is refused"),
            count: 1,
        }
    }

    // B-06: refusals of one host:port are one line with a count, in the order first seen.
    #[test]
    fn b06_refusals_merge_by_host_and_port() {
        let merged = merge_refusals(vec![
            refusal("10.0.0.1", 80),
            refusal("a.test", 443),
            refusal("10.0.0.1", 80),
            refusal("10.0.0.1", 443),
            refusal("10.0.0.1", 80),
        ]);
        let seen: Vec<(&str, u16, u64)> = merged
            .iter()
            .map(|r| (r.host.as_str(), r.port, r.count))
            .collect();
        assert_eq!(
            seen,
            [
                ("10.0.0.1", 80, 3),
                ("a.test", 443, 1),
                ("10.0.0.1", 443, 1)
            ]
        );
    }

    // B-06: once the driver reports the pages' requests, a refusal no page asked for is the
    // browser's own: kept during the grace, then counted, never listed; the page's are listed.
    #[test]
    fn b06_browser_refusals_are_counted_not_listed() {
        let proxy = Proxy::start(policy(false)).unwrap();
        let push = |r: Refusal, ago: Duration| {
            let at = Instant::now().checked_sub(ago).unwrap();
            lock(&proxy.shared.refusals).push((r, at));
        };
        // Before the driver reports requests, every refusal is listed: nothing is hidden.
        push(
            refusal("update.googleapis.com", 443),
            Duration::from_secs(5),
        );
        assert_eq!(proxy.take_refusals().len(), 1);
        assert_eq!(proxy.browser_refusals(), 0);

        let top = proxy.top_level();
        top.track_requests();
        top.requested("http://10.0.0.1/x");
        top.requested("wss://Ws.Example./socket");
        push(refusal("10.0.0.1", 80), Duration::ZERO);
        push(
            refusal("update.googleapis.com", 443),
            Duration::from_secs(5),
        );
        push(refusal("10.0.0.1", 80), Duration::ZERO);
        push(refusal("ws.example", 443), Duration::ZERO);
        push(refusal("clients2.google.com", 80), Duration::ZERO);
        let listed = proxy.take_refusals();
        let seen: Vec<(&str, u64)> = listed.iter().map(|r| (r.host.as_str(), r.count)).collect();
        assert_eq!(seen, [("10.0.0.1", 2), ("ws.example", 1)]);
        // The young unknown one waits for its page event; the old one is the browser's.
        assert_eq!(proxy.browser_refusals(), 1);
        assert_eq!(proxy.peek_refusals().len(), 1);
        top.requested("http://clients2.google.com/late");
        assert_eq!(proxy.take_refusals().len(), 1);
        assert_eq!(proxy.browser_refusals(), 1);
        // Another port of a host the page asked for is not the page's.
        push(refusal("10.0.0.1", 8080), Duration::from_secs(5));
        assert!(proxy.take_refusals().is_empty());
        assert_eq!(proxy.browser_refusals(), 2);
    }

    #[test]
    fn authority_forms() {
        assert_eq!(split_authority("a.b:8443", 443), ("a.b".into(), 8443));
        assert_eq!(split_authority("[::1]:80", 443), ("::1".into(), 80));
        assert_eq!(split_authority("a.b", 443), ("a.b".into(), 443));
    }
}
