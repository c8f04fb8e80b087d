//! Connections to this machine's own services that garuda-web started itself — the browser's
//! DevTools endpoint (B-01) — kept here because `net/` is the one module that opens sockets
//! (G-08). Only 127.0.0.1 is ever dialled, whatever the caller passes as the port.

use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::Duration;

/// How long a connection to a local service may take to be accepted.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Connects to `127.0.0.1:port`, with Nagle's delay off (DevTools is many small messages).
pub(crate) fn connect(port: u16) -> std::io::Result<TcpStream> {
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
    let stream = TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT)?;
    stream.set_nodelay(true)?;
    Ok(stream)
}
