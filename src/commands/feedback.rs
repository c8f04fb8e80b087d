//! What a person sees of a request while it runs (G-01: progress goes to stderr, never stdout): the network layer tells each
//! step as a [`Event`]; this turns them into the terminal's status line
//! ("docs.rs: waiting for the server", see `status_line`) or, with `-v`, into curl-like notes on
//! stderr — the addresses resolved and checked, the one connected to and through which proxy,
//! the TLS version, the request and status lines, each redirect, the bytes and the timings.
//!
//! One [`Feedback`] per request (per page of `fetch URL URL…`, per provider call); it gives the
//! client an observer only when someone looks (a terminal, or `-v`), so a piped or `--json`
//! call builds no events at all. Dropping it erases the status line.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::net::event::{Event, Observer};
use crate::output::Printer;
use crate::status_line::StatusLine;

/// The feedback of one request; see the module comment.
#[derive(Debug)]
pub(crate) struct Feedback {
    shared: Option<Arc<Shared>>,
}

/// What the request is, for the words of its line and notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A page (`fetch`, `search --fetch`): the full URL is the user's own.
    Page,
    /// A provider call (`search`): its URL's query is not shown (a base URL may carry a
    /// token).
    Api,
}

#[derive(Debug)]
struct Shared {
    printer: Printer,
    /// What the line starts with: the current hop's [`page_label`], or the provider's name.
    label: Mutex<String>,
    kind: Kind,
    /// What `-v` notes start with, in brackets: the page's label when several pages are
    /// fetched at once.
    tag: Option<String>,
    line: Mutex<Option<StatusLine>>,
    clock: Mutex<Clock>,
}

/// When the steps of the current hop happened, for `-v`'s timings.
#[derive(Debug)]
struct Clock {
    started: Instant,
    hop: Instant,
    resolving: Option<Instant>,
    dns: Option<Duration>,
    connecting: Option<Instant>,
    connect: Option<Duration>,
    handshake: Option<Instant>,
    tls: Option<Duration>,
    first_byte: Option<Duration>,
}

impl Clock {
    fn new() -> Clock {
        let now = Instant::now();
        Clock {
            started: now,
            hop: now,
            resolving: None,
            dns: None,
            connecting: None,
            connect: None,
            handshake: None,
            tls: None,
            first_byte: None,
        }
    }

    /// The timings of the hop that just ended, as one note.
    fn hop_timings(&self) -> String {
        let mut parts = Vec::new();
        if let Some(d) = self.dns {
            parts.push(format!("dns {}", ms(d)));
        }
        if let Some(d) = self.connect {
            parts.push(format!("connect {}", ms(d)));
        }
        if let Some(d) = self.tls {
            parts.push(format!("tls {}", ms(d)));
        }
        if let Some(d) = self.first_byte {
            parts.push(format!("first byte {}", ms(d)));
        }
        parts.push(format!("total {}", ms(self.started.elapsed())));
        format!("timings: {}", parts.join(", "))
    }

    /// A redirect starts the next hop.
    fn next_hop(&mut self) {
        let started = self.started;
        *self = Clock::new();
        self.started = started;
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

impl Feedback {
    /// The feedback of fetching the page at `url`; `one_of_several` when other pages are
    /// fetched at the same time (`fetch URL URL…`), whose `-v` notes then start with the
    /// page's label so the interleaved lines can be told apart.
    pub(crate) fn page(printer: &Printer, url: &url::Url, one_of_several: bool) -> Feedback {
        let label = page_label(url);
        let tag = one_of_several.then(|| label.clone());
        Feedback::new(printer, label, Kind::Page, "starting", tag)
    }

    /// The feedback of a call to the search provider `name`.
    pub(crate) fn provider(printer: &Printer, name: &str) -> Feedback {
        Feedback::new(
            printer,
            name.to_string(),
            Kind::Api,
            "asking the provider",
            None,
        )
    }

    fn new(
        printer: &Printer,
        label: String,
        kind: Kind,
        first: &str,
        tag: Option<String>,
    ) -> Feedback {
        let line = printer.status_lines();
        if !line && !printer.verbose {
            return Feedback { shared: None };
        }
        let line = line.then(|| StatusLine::open(format!("{label}: {first}")));
        Feedback {
            shared: Some(Arc::new(Shared {
                printer: *printer,
                label: Mutex::new(label),
                kind,
                tag,
                line: Mutex::new(line),
                clock: Mutex::new(Clock::new()),
            })),
        }
    }

    /// The observer to give the request's client: `None` when nobody looks.
    pub(crate) fn observer(&self) -> Option<Observer> {
        let shared = Arc::clone(self.shared.as_ref()?);
        Some(Observer::new(move |event| shared.on(event)))
    }

    /// The body is being converted (a large page or PDF takes a moment).
    pub(crate) fn converting(&self, bytes: usize) {
        if let Some(shared) = &self.shared {
            shared.status(format!("converting {}", size(bytes as u64)));
        }
    }
}

impl Drop for Feedback {
    fn drop(&mut self) {
        if let Some(shared) = &self.shared {
            // Erases the line now, even while the client still holds the observer.
            lock(&shared.line).take();
        }
    }
}

impl Shared {
    fn status(&self, step: String) {
        if let Some(line) = lock(&self.line).as_ref() {
            line.set(format!("{}: {step}", lock(&self.label)));
        }
    }

    fn note(&self, text: &str) {
        if let Some(tag) = &self.tag {
            self.printer.note(&format!("[{tag}] {text}"));
        } else {
            self.printer.note(text);
        }
    }

    fn on(&self, event: &Event<'_>) {
        let now = Instant::now();
        let verbose = self.printer.verbose;
        let mut clock = lock(&self.clock);
        match *event {
            Event::Resolving { host } => {
                clock.resolving = Some(now);
                self.status(format!("resolving {host}"));
            }
            Event::Resolved {
                host,
                addrs,
                from_dns,
            } => {
                let took = clock.resolving.map(|t| now - t);
                clock.dns = took;
                if verbose {
                    let list = ip_list(addrs);
                    self.note(&match (from_dns, took) {
                        (true, Some(took)) => format!(
                            "resolved {host} to {list} in {} (every address checked and allowed, \
                             C-02)",
                            ms(took)
                        ),
                        (true, None) => format!("resolved {host} to {list}"),
                        (false, _) if host.parse::<IpAddr>().is_ok() || host.starts_with('[') => {
                            format!("{host} is an address (checked and allowed): no DNS lookup")
                        }
                        (false, _) => format!("{host} means {list}: never sent to DNS"),
                    });
                }
            }
            Event::Refused { host, refusal } => {
                if verbose {
                    self.note(&format!(
                        "{host} resolves to {}, which is refused: {refusal} (C-02); nothing is \
                         contacted",
                        refusal.addr
                    ));
                }
            }
            Event::Connecting { addr, via } => {
                clock.connecting = Some(now);
                match via {
                    Some(via) => self.status(format!("connecting to the proxy {via}")),
                    None => self.status(format!("connecting to {addr}")),
                }
                if verbose {
                    self.note(&format!("connecting to {}", endpoint(addr, via)));
                }
            }
            Event::ConnectFailed { addr, reason } => {
                if verbose {
                    self.note(&format!("could not connect to {addr}: {reason}"));
                }
            }
            Event::Connected { addr, via } => {
                clock.connect = clock.connecting.map(|t| now - t);
                if verbose {
                    let took = clock.connect.map(ms).unwrap_or_default();
                    self.note(&format!("connected to {} in {took}", endpoint(addr, via)));
                }
            }
            Event::TlsHandshake { host } => {
                clock.handshake = Some(now);
                self.status(format!("TLS handshake with {host}"));
            }
            Event::Tls { version, alpn } => {
                clock.tls = clock.handshake.map(|t| now - t);
                if verbose {
                    let took = clock.tls.map(ms).unwrap_or_default();
                    let alpn = alpn.map(|p| format!(", ALPN {p}")).unwrap_or_default();
                    self.note(&format!("{version} in {took}{alpn}, certificate checked"));
                }
            }
            Event::Sent { method, url } => {
                self.status(match self.kind {
                    Kind::Page => "waiting for the server".into(),
                    Kind::Api => "waiting for the provider's answer".into(),
                });
                if verbose {
                    let target = match (self.kind, url.query()) {
                        (Kind::Api, Some(_)) => format!("{}?…", url.path()),
                        (_, Some(q)) => format!("{}?{q}", url.path()),
                        (_, None) => url.path().to_string(),
                    };
                    self.note(&format!("> {method} {target} HTTP/1.1"));
                    self.note(&format!("> Host: {}", host_header(url)));
                }
            }
            Event::Status {
                code,
                reason,
                length,
            } => {
                clock.first_byte = Some(now - clock.hop);
                if verbose {
                    let reason = reason.map(|r| format!(" {r}")).unwrap_or_default();
                    let length = length
                        .map(|n| format!(", {} declared", bytes_words(n)))
                        .unwrap_or_default();
                    self.note(&format!("< HTTP/1.1 {code}{reason}{length}"));
                }
            }
            Event::Redirect { code, to } => {
                if verbose {
                    self.note(&clock.hop_timings());
                    self.note(&format!(
                        "redirect ({code}) to {to}: the URL check passed (C-04); approving it"
                    ));
                }
                clock.next_hop();
                if self.kind == Kind::Page {
                    *lock(&self.label) = page_label(to);
                }
                self.status("following the redirect".into());
            }
            Event::Progress { bytes, total } => {
                self.status(match total {
                    Some(total) => format!("downloading {} of {}", size(bytes), size(total)),
                    None => format!("downloading {}", size(bytes)),
                });
            }
            Event::Received { bytes } => {
                if verbose {
                    self.note(&format!(
                        "received {} in {}",
                        bytes_words(bytes),
                        ms(now - clock.hop)
                    ));
                    self.note(&clock.hop_timings());
                }
            }
        }
    }
}

/// Longest label of a page's status line, so the step after it stays in sight.
const MAX_LABEL_CHARS: usize = 40;

/// A page's name on its status line: host, port and path without the scheme or the query
/// (`docs.rs/ureq`, `127.0.0.1:8080/a`), cut to [`MAX_LABEL_CHARS`], so the lines of
/// `fetch URL URL…` can be told apart.
fn page_label(url: &url::Url) -> String {
    let host = host_header(url);
    let label = match url.path() {
        "/" => host,
        path => format!("{host}{path}"),
    };
    if label.chars().count() <= MAX_LABEL_CHARS {
        label
    } else {
        let cut: String = label.chars().take(MAX_LABEL_CHARS - 1).collect();
        format!("{cut}…")
    }
}

/// `ADDR` or `ADDR (the proxy VIA)`.
fn endpoint(addr: SocketAddr, via: Option<&str>) -> String {
    match via {
        Some(via) => format!("{addr}, the proxy {via}"),
        None => addr.to_string(),
    }
}

/// The `Host` header ureq sends: the host, and the port when it is not the scheme's default.
fn host_header(url: &url::Url) -> String {
    let host = url.host_str().unwrap_or_default();
    match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_string(),
    }
}

/// `1.2.3.4, 2606:2800::1`.
fn ip_list(addrs: &[IpAddr]) -> String {
    addrs
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A duration as `12 ms` (or `1.25 s` from one second on).
fn ms(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.2} s", d.as_secs_f64())
    } else {
        format!("{} ms", d.as_millis())
    }
}

/// A size for the status line: `512 bytes`, `12 kB`, `1.2 MB` (decimal units, as downloads are
/// usually counted).
fn size(bytes: u64) -> String {
    match bytes {
        b if b >= 1_000_000 => format!("{:.1} MB", b as f64 / 1e6),
        b if b >= 1_000 => format!("{} kB", b / 1_000),
        b => format!("{b} bytes"),
    }
}

/// A byte count for `-v`: exact, with the rounded size beside it from 1 kB on.
fn bytes_words(bytes: u64) -> String {
    if bytes >= 1_000 {
        format!("{bytes} bytes ({})", size(bytes))
    } else {
        format!("{bytes} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // G-01: sizes as the status line shows them.
    #[test]
    fn sizes_read_like_downloads() {
        assert_eq!(size(512), "512 bytes");
        assert_eq!(size(12_345), "12 kB");
        assert_eq!(size(1_234_567), "1.2 MB");
        assert_eq!(bytes_words(1_234_567), "1234567 bytes (1.2 MB)");
        assert_eq!(ms(Duration::from_millis(35)), "35 ms");
        assert_eq!(ms(Duration::from_millis(1250)), "1.25 s");
    }

    // G-01: each page's line names it briefly.
    #[test]
    fn page_labels_are_short() {
        let label = |u: &str| page_label(&url::Url::parse(u).unwrap());
        assert_eq!(label("https://docs.rs/"), "docs.rs");
        assert_eq!(label("https://docs.rs/ureq?x=1"), "docs.rs/ureq");
        assert_eq!(label("http://127.0.0.1:8080/a"), "127.0.0.1:8080/a");
        let long = label("https://example.com/a/very/long/path/that/goes/on/and/on");
        assert_eq!(long.chars().count(), MAX_LABEL_CHARS);
        assert!(long.starts_with("example.com/a/very") && long.ends_with('…'));
    }
}
