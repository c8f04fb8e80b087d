//! Reaching a host safely (C-01 … C-10): the URL check, the address check, DNS resolution
//! pinned to checked addresses, TLS roots and the one HTTP client every outgoing request goes
//! through (G-08). Approval is not decided here: the client asks its caller before each
//! redirect hop.
//!
//! The pieces, in the order a request meets them:
//! - [`url_check`]: C-01 on a URL ([`url_check::check_url`], [`url_check::check_redirect`])
//!   or on a bare `host:port` ([`url_check::check_authority`], for CONNECT targets).
//! - [`address`]: C-02's classes ([`address::AddressKind`]) and the policy that opens some of
//!   them ([`address::AddressPolicy`]: loopback C-05, private B-10, ranges C-06).
//! - [`dial`]: a host to the checked socket addresses to connect to
//!   ([`dial::checked_addrs`]), the one place names become addresses (C-03).
//! - [`resolve`]: the DNS lookups themselves ([`resolve::Dns`], `Send + Sync`).
//! - [`limits`]: C-09's numbers ([`limits::Limits::page`], [`limits::Limits::api`]).
//! - [`client`]: the HTTP client, pinned to [`dial`]'s answers, with redirects and proxies;
//!   [`connect`] holds the two ends of its connector chain (TCP, TLS).
//! - [`event`]: what a request tells its [`event::Observer`] at each step (G-01), for
//!   the status line and `-v`, which the command layer draws.
//! - [`cancel`]: the token that stops a client's requests in flight (M-05).
//!
//! Every type here is `Send + Sync`, so one value can serve many threads (the browser proxy).

pub(crate) mod address;
pub(crate) mod cancel;
pub(crate) mod client;
pub(crate) mod connect;
pub(crate) mod dial;
pub(crate) mod event;
pub(crate) mod limits;
pub(crate) mod proxy;
pub(crate) mod resolve;
pub(crate) mod tls;
pub(crate) mod upstream;
pub(crate) mod url_check;

use std::time::Duration;

use crate::exit::ExitStatus;
use address::{AddressKind, AddressRefusal};
use url_check::UrlRefusal;

/// Why a request could not be made or completed.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    /// The URL (or a redirect target) failed the check of C-01/C-02.
    #[error(transparent)]
    Url(#[from] UrlRefusal),
    /// A DNS answer failed the address check (C-03).
    #[error("{host} resolves to a refused address: {refusal}")]
    Address {
        /// The name looked up.
        host: String,
        /// The first refused answer.
        refusal: AddressRefusal,
    },
    /// The name could not be resolved.
    #[error("cannot resolve {host}: {reason}")]
    Dns {
        /// The name looked up.
        host: String,
        /// What the resolver said.
        reason: String,
    },
    /// No DNS server answered at all (said as such, G-03): the machine is probably offline.
    #[error("cannot resolve {host}: no DNS server answered — is this machine offline?")]
    DnsUnreachable {
        /// The name looked up.
        host: String,
    },
    /// `GARUDA_WEB_DNS` is set but is not `IP:PORT`.
    #[error("GARUDA_WEB_DNS is '{value}', not IP:PORT")]
    DnsSetting {
        /// The value found.
        value: String,
    },
    /// A proxy variable names a proxy that cannot be used (C-07): refused rather than
    /// bypassed.
    #[error("the proxy in {variable} cannot be used: {reason}")]
    ProxySetting {
        /// The variable, e.g. `ALL_PROXY`.
        variable: String,
        /// Why, as a clause.
        reason: String,
    },
    /// The TCP connection (or the proxy) failed.
    #[error("cannot connect to {host}: {reason}")]
    Connect {
        /// Host of the URL.
        host: String,
        /// What failed.
        reason: String,
    },
    /// The TLS handshake or certificate check failed.
    #[error("TLS with {host} failed: {reason}")]
    Tls {
        /// Host of the URL.
        host: String,
        /// What failed.
        reason: String,
    },
    /// The server answered the TLS handshake in plain HTTP (G-03: the error names the http:// URL).
    #[error("the server at {authority} speaks plain HTTP, not HTTPS")]
    PlainHttp {
        /// `host:port` as in the URL.
        authority: String,
        /// The same URL with http://, when garuda-web may open it (a loopback host).
        http_url: Option<String>,
    },
    /// The whole fetch took longer than allowed (C-09).
    #[error("{host} did not answer within {}s", limit.as_secs())]
    Timeout {
        /// Host of the URL.
        host: String,
        /// The limit.
        limit: Duration,
    },
    /// The body is larger than allowed, counted after decompression (C-09).
    #[error("the response from {host} is larger than the {} limit", size_words(*limit))]
    TooLarge {
        /// Host of the URL.
        host: String,
        /// The limit.
        limit: u64,
    },
    /// The response headers are larger than 64 KiB (C-09).
    #[error("the response headers from {host} are larger than {}", size_words(*limit as u64))]
    HeadersTooLarge {
        /// Host of the URL.
        host: String,
        /// The limit.
        limit: usize,
    },
    /// The body is compressed in a way the client did not offer and cannot decode (C-08).
    #[error("{host} sent the body in the '{encoding}' encoding, which garuda-web cannot decode")]
    UnsupportedEncoding {
        /// Host of the URL.
        host: String,
        /// The Content-Encoding value.
        encoding: String,
    },
    /// The server broke the HTTP protocol.
    #[error("{host} sent an invalid HTTP response: {reason}")]
    Protocol {
        /// Host of the URL.
        host: String,
        /// What was wrong.
        reason: String,
    },
    /// More than five redirects (C-04).
    #[error("more than {max} redirects: {}", chain.join(" -> "))]
    TooManyRedirects {
        /// Every URL visited, in order.
        chain: Vec<String>,
        /// The limit.
        max: usize,
    },
    /// A redirect led back to a URL already visited (C-04).
    #[error("redirect loop: {}", chain.join(" -> "))]
    RedirectLoop {
        /// Every URL visited, in order, ending with the repeated one.
        chain: Vec<String>,
    },
    /// A 3xx answer without a usable Location header.
    #[error("{host} answered {status} without a Location to follow")]
    RedirectWithoutLocation {
        /// Host of the URL.
        host: String,
        /// The status code.
        status: u16,
    },
}

impl Error {
    /// The JSON `error.code` (G-02).
    pub(crate) fn code(&self) -> &'static str {
        match self {
            Error::Url(UrlRefusal::Address { .. } | UrlRefusal::LoopbackName { .. })
            | Error::Address { .. } => "blocked_address",
            Error::Url(UrlRefusal::Malformed { .. }) => "invalid_url",
            Error::Url(_) => "blocked_url",
            Error::Dns { .. } | Error::DnsUnreachable { .. } => "dns",
            Error::DnsSetting { .. } | Error::ProxySetting { .. } => "config",
            Error::Connect { .. } => "connect",
            Error::Tls { .. } | Error::PlainHttp { .. } => "tls",
            Error::Timeout { .. } => "timeout",
            Error::TooLarge { .. } | Error::HeadersTooLarge { .. } => "too_large",
            Error::UnsupportedEncoding { .. } => "unsupported_encoding",
            Error::Protocol { .. } | Error::RedirectWithoutLocation { .. } => "bad_response",
            Error::TooManyRedirects { .. } => "too_many_redirects",
            Error::RedirectLoop { .. } => "redirect_loop",
        }
    }

    /// The exit status (G-02).
    pub(crate) fn exit_status(&self) -> ExitStatus {
        match self {
            Error::Url(UrlRefusal::Malformed { .. }) => ExitStatus::Usage,
            Error::Url(_) | Error::Address { .. } => ExitStatus::Blocked,
            Error::DnsSetting { .. } | Error::ProxySetting { .. } => ExitStatus::Usage,
            _ => ExitStatus::Failed,
        }
    }

    /// What the user can do next.
    pub(crate) fn hint(&self) -> Option<String> {
        Some(match self {
            Error::Url(UrlRefusal::Malformed {
                suggestion: Some(url),
                ..
            }) => format!("did you mean '{url}'?"),
            Error::Url(UrlRefusal::Malformed { .. }) => {
                "give a URL such as https://example.com/ (a host name works too)".into()
            }
            // Both flags at once (C-05, G-03: a hint runs as printed): --allow-localhost alone
            // would only lead to a second failure, `needs_approval`, off a terminal.
            Error::Url(refusal) if refusal.is_loopback() => {
                let host = refusal
                    .loopback_host()
                    .unwrap_or_else(|| "localhost".into());
                format!(
                    "pass --allow-localhost --allow '{}': the first opens this machine's own \
                     services, the second approves {host} without a prompt",
                    crate::rules::Rule::fetch_rule_for(&host)
                )
            }
            Error::Url(UrlRefusal::Address { refusal, .. }) | Error::Address { refusal, .. }
                if refusal.kind.never_opened() =>
            {
                "link-local, cloud-metadata and unspecified addresses are never opened, \
                 whatever the settings"
                    .into()
            }
            Error::Address { refusal, .. } if refusal.kind == AddressKind::Loopback => {
                "a DNS name that answers with a loopback address stays refused even with \
                 --allow-localhost; use http://localhost:PORT/ or http://127.0.0.1:PORT/, or \
                 add the range (e.g. \"127.0.0.0/8\") to web.allowRanges in config.json"
                    .into()
            }
            Error::Url(UrlRefusal::Address { .. } | UrlRefusal::LoopbackName { .. })
            | Error::Address { .. } => {
                "garuda-web only opens public addresses; loopback opens with --allow-localhost, \
                 private networks never"
                    .into()
            }
            Error::Url(UrlRefusal::LoopbackRedirect { .. }) => {
                "fetch the loopback URL directly (with --allow-localhost) if you mean to open it"
                    .into()
            }
            Error::Url(_) => "give an http:// or https:// URL of a public host".into(),
            Error::Dns { .. } => "check the host name and your network".into(),
            Error::DnsUnreachable { .. } => {
                "check the network connection (and GARUDA_WEB_DNS, if set), then try again".into()
            }
            Error::DnsSetting { .. } => "set GARUDA_WEB_DNS=IP:PORT, e.g. 127.0.0.1:5353".into(),
            Error::ProxySetting { variable, .. } => format!(
                "set {variable} to an http:// or socks5:// proxy, or unset it to connect directly"
            ),
            Error::Connect { .. } => "check that the host is up and reachable".into(),
            Error::Tls { .. } => {
                "if a corporate proxy inspects TLS, point SSL_CERT_FILE at its CA certificate"
                    .into()
            }
            Error::PlainHttp {
                http_url: Some(url),
                ..
            } => format!("use {url}"),
            Error::PlainHttp { http_url: None, .. } => {
                "garuda-web speaks plain http only to loopback hosts (with --allow-localhost); \
                 a public site must offer https"
                    .into()
            }
            Error::Timeout { .. } => "try again, or allow more time with --timeout SECONDS".into(),
            Error::TooLarge { .. } => "raise web.maxBytes in config.json if you need it".into(),
            Error::HeadersTooLarge { .. } | Error::Protocol { .. } => {
                "the server sent a broken answer; try again later, or another URL".into()
            }
            Error::UnsupportedEncoding { .. } => {
                "the server ignored Accept-Encoding (gzip, br); try again later, or another URL"
                    .into()
            }
            Error::TooManyRedirects { .. } | Error::RedirectLoop { .. } => {
                "fetch the last URL of the chain directly if it is the page you want".into()
            }
            Error::RedirectWithoutLocation { .. } => {
                "the server sent a broken redirect; try another URL".into()
            }
        })
    }
}

/// A size as people read it: `5 MiB`, `64 KiB`, `1.5 MiB`, `900 bytes`.
fn size_words(bytes: u64) -> String {
    const KIB: u64 = 1 << 10;
    const MIB: u64 = 1 << 20;
    let (unit, name) = match bytes {
        b if b >= MIB => (MIB, "MiB"),
        b if b >= KIB => (KIB, "KiB"),
        _ => return format!("{bytes} bytes"),
    };
    if bytes.is_multiple_of(unit) {
        format!("{} {name}", bytes / unit)
    } else {
        format!("{:.1} {name}", bytes as f64 / unit as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::size_words;

    // G-03: limits in words, not byte counts.
    #[test]
    fn sizes_in_words() {
        let cases = [
            (900, "900 bytes"),
            (65_536, "64 KiB"),
            (5_242_880, "5 MiB"),
            (1_572_864, "1.5 MiB"),
        ];
        for (bytes, words) in cases {
            assert_eq!(size_words(bytes), words);
        }
    }
}
