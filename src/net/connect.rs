//! The two ends of the client's connector chain (G-08): TCP to the pinned addresses and TLS
//! with rustls (C-10); the proxy tunnel of `upstream.rs` sits between them. Both tell their
//! steps to the request's [`Observer`] (for the status line and `-v`, G-01): the TCP end dials the pinned addresses
//! one at a time, so each attempt and the one that answered can be told, and the TLS end runs
//! the handshake itself, so the negotiated version can be told. Without an observer they do
//! the same work and tell nothing.

use std::io::{Read, Write};
use std::sync::Arc;

use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, StreamOwned};
use ureq::unversioned::transport::time::{Duration as UreqDuration, Instant as UreqInstant};
use ureq::unversioned::transport::{
    Buffers, ConnectionDetails, Connector, Either, LazyBuffers, NextTimeout, TcpConnector,
    Transport, TransportAdapter,
};
use url::Url;

use super::event::{Event, Observer, notify};

/// What the connectors tell, and to whom: one per request, only when someone listens.
#[derive(Debug, Clone)]
pub(crate) struct Steps {
    /// Who listens.
    pub(crate) observer: Observer,
    /// The method of the request (for [`Event::Sent`]).
    pub(crate) method: &'static str,
    /// The URL asked for.
    pub(crate) url: Url,
    /// The proxy the connection goes through, as `via` shows it.
    pub(crate) via: Option<String>,
}

/// Shortest share of the connect budget one address gets (as ureq's own TCP connector).
const MIN_PER_ADDRESS: std::time::Duration = std::time::Duration::from_millis(10);

/// TCP to the pinned addresses, tried in order, each with a share of the connect budget that
/// halves from one address to the next (ureq's own split: with four addresses 53 %, 27 %,
/// 13 %, 7 %). An address that refuses or cannot be routed to gives way to the next one; other
/// errors end the attempt.
#[derive(Debug, Default)]
pub(crate) struct TcpSteps {
    tcp: TcpConnector,
    steps: Option<Steps>,
}

impl TcpSteps {
    /// The TCP end, telling `steps` (if any).
    pub(crate) fn new(steps: Option<Steps>) -> TcpSteps {
        TcpSteps {
            tcp: TcpConnector::default(),
            steps,
        }
    }
}

impl<In: Transport> Connector<In> for TcpSteps {
    type Out = <TcpConnector as Connector<In>>::Out;

    fn connect(
        &self,
        details: &ConnectionDetails,
        chained: Option<In>,
    ) -> Result<Option<Self::Out>, ureq::Error> {
        if chained.is_some() {
            return self.tcp.connect(details, chained);
        }
        let observer = self.steps.as_ref().map(|s| &s.observer);
        let via = self.steps.as_ref().and_then(|s| s.via.as_deref());
        let count = details.addrs.len();
        let total_weight = 2.0 * (1.0 - 0.5_f64.powi(count as i32));
        let mut weight = 1.0_f64;
        let mut last_error = None;
        for addr in details.addrs.iter().copied() {
            notify(observer, || Event::Connecting { addr, via });
            let timeout = share(details.timeout, weight / total_weight);
            weight /= 2.0;
            let mut one = details.resolver.empty();
            one.push(addr);
            let single = ConnectionDetails {
                uri: details.uri,
                addrs: one,
                config: details.config,
                request_level: details.request_level,
                resolver: details.resolver,
                now: UreqInstant::now(),
                timeout,
                current_time: details.current_time.clone(),
                run_connector: details.run_connector.clone(),
                register_shutdown: details.register_shutdown.clone(),
            };
            match self.tcp.connect(&single, None) {
                Ok(Some(transport)) => {
                    notify(observer, || Event::Connected { addr, via });
                    return Ok(Some(transport));
                }
                Ok(None) => return Ok(None),
                Err(e) if gives_way(&e) => {
                    let reason = match &e {
                        ureq::Error::Io(io) => io.to_string(),
                        other => other.to_string(),
                    };
                    notify(observer, || Event::ConnectFailed {
                        addr,
                        reason: &reason,
                    });
                    if matches!(e, ureq::Error::Timeout(_)) && spent(details) {
                        return Err(ureq::Error::Timeout(details.timeout.reason));
                    }
                    last_error = Some(e);
                }
                Err(e) => return Err(e),
            }
        }
        Err(last_error.unwrap_or(ureq::Error::ConnectionFailed))
    }
}

/// Whether a failed connect concerns only the address tried, so the next may still answer.
fn gives_way(e: &ureq::Error) -> bool {
    match e {
        ureq::Error::Timeout(_) => true,
        ureq::Error::Io(io) => matches!(
            io.kind(),
            std::io::ErrorKind::ConnectionRefused
                | std::io::ErrorKind::HostUnreachable
                | std::io::ErrorKind::NetworkUnreachable
                | std::io::ErrorKind::NetworkDown
                | std::io::ErrorKind::AddrNotAvailable
        ),
        _ => false,
    }
}

/// `fraction` of what is left of `timeout` (set at `details.now`), at least
/// [`MIN_PER_ADDRESS`]; an endless timeout stays endless.
fn share(timeout: NextTimeout, fraction: f64) -> NextTimeout {
    match timeout.after {
        UreqDuration::NotHappening => timeout,
        UreqDuration::Exact(after) => NextTimeout {
            after: UreqDuration::Exact(after.mul_f64(fraction).max(MIN_PER_ADDRESS)),
            ..timeout
        },
    }
}

/// Whether the whole connect budget is used up.
fn spent(details: &ConnectionDetails) -> bool {
    match (details.timeout.after, details.now) {
        (UreqDuration::Exact(after), UreqInstant::Exact(start)) => start.elapsed() >= after,
        _ => false,
    }
}

/// What is left of the connect budget, measured from when the chain started.
fn remaining(details: &ConnectionDetails) -> NextTimeout {
    let mut timeout = details.timeout;
    if let (UreqDuration::Exact(after), UreqInstant::Exact(start)) = (timeout.after, details.now) {
        timeout.after = UreqDuration::Exact(after.saturating_sub(start.elapsed()));
    }
    timeout
}

/// TLS with rustls for https targets (C-10: certificates always checked, against the roots of
/// `tls.rs`), on whatever the chain built before (a direct connection or a proxy tunnel). Also
/// the last link of the chain: it tells that the request is being sent.
#[derive(Debug)]
pub(crate) struct TlsSteps {
    /// `None` for an http target, which needs no TLS.
    config: Option<Arc<ClientConfig>>,
    steps: Option<Steps>,
}

impl TlsSteps {
    /// The TLS end with `config` (`None` when the target is http), telling `steps` (if any).
    pub(crate) fn new(config: Option<Arc<ClientConfig>>, steps: Option<Steps>) -> TlsSteps {
        TlsSteps { config, steps }
    }

    fn sent(&self) {
        if let Some(steps) = &self.steps {
            steps.observer.tell(&Event::Sent {
                method: steps.method,
                url: &steps.url,
            });
        }
    }
}

impl<In: Transport> Connector<In> for TlsSteps {
    type Out = Either<In, TlsTransport>;

    fn connect(
        &self,
        details: &ConnectionDetails,
        chained: Option<In>,
    ) -> Result<Option<Self::Out>, ureq::Error> {
        let Some(transport) = chained else {
            return Ok(None);
        };
        if !details.needs_tls() || transport.is_tls() {
            self.sent();
            return Ok(Some(Either::A(transport)));
        }
        let host = details
            .uri
            .host()
            .unwrap_or_default()
            .trim_start_matches('[')
            .trim_end_matches(']');
        let name = ServerName::try_from(host.to_string())
            .map_err(|_| ureq::Error::Tls("the host is not a valid TLS server name"))?;
        let observer = self.steps.as_ref().map(|s| &s.observer);
        notify(observer, || Event::TlsHandshake { host });
        let config = self
            .config
            .clone()
            .ok_or(ureq::Error::Tls("no TLS settings for an https request"))?;
        let mut conn = ClientConnection::new(config, name)?;
        let mut sock = TransportAdapter::new(transport.boxed(), details.current_time.clone());
        sock.set_timeout(remaining(details));
        conn.complete_io(&mut sock)?;
        if let Some(observer) = observer {
            let version = match conn.protocol_version() {
                Some(rustls::ProtocolVersion::TLSv1_3) => "TLS 1.3",
                Some(rustls::ProtocolVersion::TLSv1_2) => "TLS 1.2",
                _ => "TLS (unknown version)",
            };
            let alpn = conn
                .alpn_protocol()
                .map(|p| String::from_utf8_lossy(p).into_owned());
            observer.tell(&Event::Tls {
                version,
                alpn: alpn.as_deref(),
            });
        }
        self.sent();
        let buffers = LazyBuffers::new(
            details.config.input_buffer_size(),
            details.config.output_buffer_size(),
        );
        Ok(Some(Either::B(TlsTransport {
            buffers,
            stream: StreamOwned { conn, sock },
        })))
    }
}

/// A TLS connection as ureq's transport.
pub(crate) struct TlsTransport {
    buffers: LazyBuffers,
    stream: StreamOwned<ClientConnection, TransportAdapter>,
}

impl std::fmt::Debug for TlsTransport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TlsTransport")
            .field("chained", &self.stream.sock.inner())
            .finish()
    }
}

impl Transport for TlsTransport {
    fn buffers(&mut self) -> &mut dyn Buffers {
        &mut self.buffers
    }

    fn transmit_output(&mut self, amount: usize, timeout: NextTimeout) -> Result<(), ureq::Error> {
        self.stream.get_mut().set_timeout(timeout);
        let output = &self.buffers.output()[..amount];
        self.stream.write_all(output)?;
        Ok(())
    }

    fn await_input(&mut self, timeout: NextTimeout) -> Result<bool, ureq::Error> {
        self.stream.get_mut().set_timeout(timeout);
        let input = self.buffers.input_append_buf();
        let amount = self.stream.read(input)?;
        self.buffers.input_appended(amount);
        Ok(amount > 0)
    }

    fn is_open(&mut self) -> bool {
        self.stream.get_mut().get_mut().is_open()
    }

    fn is_tls(&self) -> bool {
        true
    }
}
