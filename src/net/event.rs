//! What a request is doing, told while it happens (progress for stderr, G-01): the client and its connectors
//! call an [`Observer`] at each step, and the caller turns the [`Event`]s into a status line or
//! `-v` notes. `net` only tells; it never prints.
//!
//! A request without an observer builds no event at all: every call site goes through
//! [`notify`], which looks at the `Option` first, so nobody listening costs one branch.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use url::Url;

use super::address::AddressRefusal;

/// One step of a request, in the order they happen. Borrowed data only: an event lives for the
/// duration of the observer's call.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Event<'a> {
    /// A name is about to be looked up in DNS.
    Resolving {
        /// The name.
        host: &'a str,
    },
    /// The addresses of the host, every one of which passed the address check (C-02, C-03):
    /// the only ones a connection may use.
    Resolved {
        /// The host as in the URL.
        host: &'a str,
        /// The checked addresses.
        addrs: &'a [IpAddr],
        /// Where they came from: DNS, or no lookup at all (an IP literal, a `localhost` name).
        from_dns: bool,
    },
    /// A DNS answer failed the address check: the host is refused, nothing is contacted.
    Refused {
        /// The name looked up.
        host: &'a str,
        /// The refused answer and why.
        refusal: &'a AddressRefusal,
    },
    /// A TCP connection to `addr` is being opened.
    Connecting {
        /// The address dialled: the host's, or the proxy's when `via` is set.
        addr: SocketAddr,
        /// The proxy, as the output's `via` shows it (C-07).
        via: Option<&'a str>,
    },
    /// Connecting to `addr` failed; the next address (if any) is tried.
    ConnectFailed {
        /// The address.
        addr: SocketAddr,
        /// What went wrong, as a clause.
        reason: &'a str,
    },
    /// The TCP connection is open.
    Connected {
        /// The address connected to (the proxy's when `via` is set).
        addr: SocketAddr,
        /// The proxy, as the output's `via` shows it (C-07).
        via: Option<&'a str>,
    },
    /// The TLS handshake with `host` starts.
    TlsHandshake {
        /// The name the certificate must carry.
        host: &'a str,
    },
    /// The TLS handshake is done.
    Tls {
        /// The protocol version, e.g. `TLS 1.3`.
        version: &'a str,
        /// The negotiated application protocol, if the server chose one.
        alpn: Option<&'a str>,
    },
    /// The request is on its way; the server's answer is awaited.
    Sent {
        /// The method, e.g. `GET`.
        method: &'a str,
        /// The URL asked for.
        url: &'a Url,
    },
    /// The response head arrived.
    Status {
        /// The HTTP status.
        code: u16,
        /// Its reason phrase as the `http` crate knows it, if any.
        reason: Option<&'a str>,
        /// The declared body length, if any (after decompression it is unknown).
        length: Option<u64>,
    },
    /// A redirect passed the URL check (C-04) and is about to be approved.
    Redirect {
        /// The status that redirected.
        code: u16,
        /// Where to.
        to: &'a Url,
    },
    /// Part of the body arrived.
    Progress {
        /// Bytes of the body so far (decompressed).
        bytes: u64,
        /// The declared length, when the server gave one.
        total: Option<u64>,
    },
    /// The whole body is read.
    Received {
        /// Its length (decompressed).
        bytes: u64,
    },
}

/// Who listens to a request's [`Event`]s: called on the request's own thread, possibly from
/// inside ureq's connectors, so it must be cheap, must not block for long and must be
/// `Send + Sync` (the pages of `fetch URL URL…` are fetched on several threads).
#[derive(Clone)]
pub(crate) struct Observer(Arc<dyn Fn(&Event<'_>) + Send + Sync>);

impl Observer {
    /// An observer calling `f` for every event.
    pub(crate) fn new(f: impl Fn(&Event<'_>) + Send + Sync + 'static) -> Observer {
        Observer(Arc::new(f))
    }

    /// Tells `event`.
    pub(crate) fn tell(&self, event: &Event<'_>) {
        (self.0)(event);
    }
}

impl std::fmt::Debug for Observer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Observer")
    }
}

/// Tells the event `make` builds to `observer`, if there is one; builds nothing otherwise.
pub(crate) fn notify<'a>(observer: Option<&Observer>, make: impl FnOnce() -> Event<'a>) {
    if let Some(observer) = observer {
        observer.tell(&make());
    }
}
