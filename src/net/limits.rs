//! The limits of one request (C-09), in one place: [`Limits::page`] for fetching pages and
//! [`Limits::api`] for search provider calls (S-04). Callers adjust single fields from their
//! settings (`web.timeoutSeconds`, `--timeout`, `web.maxBytes`) with struct update syntax:
//! `Limits { timeout, ..Limits::page() }`.

use std::time::Duration;

/// Time and size limits of one request, redirects included.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Limits {
    /// The whole request, DNS and redirects included. The clock starts when the request does
    /// (each [`super::client::Client::get`] or [`super::client::Client::call`]), not when the
    /// client is built.
    pub(crate) timeout: Duration,
    /// One TCP connect plus TLS handshake.
    pub(crate) connect_timeout: Duration,
    /// Body bytes, declared and counted after decompression.
    pub(crate) max_bytes: u64,
    /// Response header bytes.
    pub(crate) max_header_bytes: usize,
    /// Redirects followed before giving up (C-04).
    pub(crate) max_redirects: usize,
}

impl Limits {
    /// A page fetch (C-09): 30 s in all, 10 s to connect, 5 MiB of body, 64 KiB of headers,
    /// 5 redirects.
    pub(crate) const fn page() -> Limits {
        Limits {
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            max_bytes: 5 * 1024 * 1024,
            max_header_bytes: 64 * 1024,
            max_redirects: 5,
        }
    }

    /// A search provider call (S-04): 20 s in all, 10 s to connect, 2 MiB of body, 64 KiB of
    /// headers, no redirects (a 3xx comes back as the answer).
    pub(crate) const fn api() -> Limits {
        Limits {
            timeout: Duration::from_secs(20),
            connect_timeout: Duration::from_secs(10),
            max_bytes: 2 * 1024 * 1024,
            max_header_bytes: 64 * 1024,
            max_redirects: 0,
        }
    }
}
