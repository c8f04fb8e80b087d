//! A CONNECT proxy on `127.0.0.1:0` for C-07 tests: it records every CONNECT target and tunnels
//! the connection to one fixed loopback upstream, whatever host was asked for. So a test can
//! prove the binary went through the proxy, named the host (not an address) in CONNECT, and
//! never dialled the (non-loopback) address the fake DNS gave for that host.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// The proxy; stops and joins its threads on drop.
pub(crate) struct ConnectProxy {
    addr: SocketAddr,
    targets: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
}

impl ConnectProxy {
    /// Starts a proxy that tunnels every CONNECT to `upstream` (a loopback address).
    pub(crate) fn start(upstream: SocketAddr) -> ConnectProxy {
        assert!(
            upstream.ip().is_loopback(),
            "the proxy only tunnels to loopback"
        );
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind proxy");
        listener.set_nonblocking(true).expect("nonblocking");
        let addr = listener.local_addr().expect("proxy addr");
        let targets = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (t, s) = (targets.clone(), stop.clone());
        let acceptor = thread::spawn(move || {
            let mut workers = Vec::new();
            while !s.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((conn, _)) => {
                        let t = t.clone();
                        workers.push(thread::spawn(move || {
                            let _ = tunnel(conn, upstream, &t);
                        }));
                    }
                    Err(_) => thread::sleep(Duration::from_millis(10)),
                }
            }
            for w in workers {
                let _ = w.join();
            }
        });
        ConnectProxy {
            addr,
            targets,
            stop,
            acceptor: Some(acceptor),
        }
    }

    /// `http://127.0.0.1:PORT`, for HTTPS_PROXY.
    pub(crate) fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// `127.0.0.1:PORT`, as the binary reports it in `via`.
    pub(crate) fn host_port(&self) -> String {
        self.addr.to_string()
    }

    /// Every CONNECT target seen, in order.
    pub(crate) fn targets(&self) -> Vec<String> {
        self.targets
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

impl Drop for ConnectProxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(a) = self.acceptor.take() {
            let _ = a.join();
        }
    }
}

/// Reads the CONNECT head, answers 200, then copies bytes both ways until either side closes.
fn tunnel(client: TcpStream, upstream: SocketAddr, targets: &Mutex<Vec<String>>) -> io::Result<()> {
    client.set_nonblocking(false)?;
    client.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut reader = BufReader::new(client.try_clone()?);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let target = line
        .strip_prefix("CONNECT ")
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("")
        .to_string();
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header)? == 0 || header == "\r\n" {
            break;
        }
    }
    targets
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(target);
    let mut client = client;
    let server = TcpStream::connect_timeout(&upstream, Duration::from_secs(5))?;
    client.write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")?;
    let (mut c_read, mut s_write) = (reader, server.try_clone()?);
    let mut s_read = server;
    let up = thread::spawn(move || {
        let _ = io::copy(&mut c_read, &mut s_write);
        let _ = s_write.shutdown(std::net::Shutdown::Write);
    });
    let mut buf = [0u8; 16 * 1024];
    loop {
        match s_read.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                if client.write_all(&buf[..n]).is_err() {
                    break;
                }
            }
        }
    }
    let _ = client.shutdown(std::net::Shutdown::Both);
    let _ = up.join();
    Ok(())
}

/// Whether this process sees only the loopback interface (as inside `unshare --net`). Tests
/// whose failure mode could dial a non-loopback address run only then.
///
/// Read from `/proc/net/dev`, which shows the interfaces of the process's own network
/// namespace; `/sys/class/net` keeps showing the host's unless /sys is remounted, which made
/// these tests skip even under `unshare --net`.
pub(crate) fn only_loopback_network() -> bool {
    match std::fs::read_to_string("/proc/net/dev") {
        Ok(text) => {
            let names: Vec<&str> = text
                .lines()
                .skip(2)
                .filter_map(|line| line.split(':').next())
                .map(str::trim)
                .collect();
            !names.is_empty() && names.iter().all(|n| *n == "lo")
        }
        Err(_) => false,
    }
}

/// A proxy that behaves like a real one for the C-07 and B-10 tests: it speaks HTTP CONNECT or
/// SOCKS5, and dials what it is asked for. An IP target is dialled through `routes` (the
/// address the binary checked → the loopback server standing in for it); a name target is
/// resolved by the proxy itself through the fake DNS (a second lookup, where a rebinding
/// answer bites) and the answer is then dialled through `routes` the same way. It records every
/// target as asked (`198.18.0.7:443`, `rebind.test:443`).
pub(crate) struct DialingProxy {
    addr: SocketAddr,
    targets: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
}

/// The protocol a [`DialingProxy`] speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ProxyKind {
    /// HTTP CONNECT.
    Connect,
    /// SOCKS5 (no authentication).
    Socks5,
}

impl DialingProxy {
    /// Starts a proxy speaking `kind`, resolving names through `dns` and dialling addresses
    /// through `routes` (each IP to a loopback socket address).
    pub(crate) fn start(
        kind: ProxyKind,
        dns: SocketAddr,
        routes: Vec<(std::net::IpAddr, SocketAddr)>,
    ) -> DialingProxy {
        for (_, to) in &routes {
            assert!(to.ip().is_loopback(), "the proxy only dials loopback");
        }
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind proxy");
        listener.set_nonblocking(true).expect("nonblocking");
        let addr = listener.local_addr().expect("proxy addr");
        let targets = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (t, s) = (targets.clone(), stop.clone());
        let routes = Arc::new(routes);
        let acceptor = thread::spawn(move || {
            let mut workers = Vec::new();
            while !s.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((conn, _)) => {
                        let (t, routes) = (t.clone(), routes.clone());
                        workers.push(thread::spawn(move || {
                            let _ = serve(kind, conn, dns, &routes, &t);
                        }));
                    }
                    Err(_) => thread::sleep(Duration::from_millis(10)),
                }
            }
            for w in workers {
                let _ = w.join();
            }
        });
        DialingProxy {
            addr,
            targets,
            stop,
            acceptor: Some(acceptor),
        }
    }

    /// The proxy URL for the environment: `http://127.0.0.1:PORT` or `socks5://…`.
    pub(crate) fn url(&self, scheme: &str) -> String {
        format!("{scheme}://{}", self.addr)
    }

    /// `127.0.0.1:PORT`.
    pub(crate) fn host_port(&self) -> String {
        self.addr.to_string()
    }

    /// Every target asked for, in order.
    pub(crate) fn targets(&self) -> Vec<String> {
        self.targets
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

impl Drop for DialingProxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(a) = self.acceptor.take() {
            let _ = a.join();
        }
    }
}

/// One client of a [`DialingProxy`]: handshake, dial, then copy both ways.
fn serve(
    kind: ProxyKind,
    client: TcpStream,
    dns: SocketAddr,
    routes: &[(std::net::IpAddr, SocketAddr)],
    targets: &Mutex<Vec<String>>,
) -> io::Result<()> {
    client.set_nonblocking(false)?;
    client.set_read_timeout(Some(Duration::from_secs(10)))?;
    let mut client = client;
    let (host, port) = match kind {
        ProxyKind::Connect => read_connect(&mut client)?,
        ProxyKind::Socks5 => read_socks5(&mut client)?,
    };
    let shown = match host.parse::<std::net::Ipv6Addr>() {
        Ok(v6) => format!("[{v6}]:{port}"),
        Err(_) => format!("{host}:{port}"),
    };
    targets
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(shown);
    let ip = match host.parse::<std::net::IpAddr>() {
        Ok(ip) => Some(ip),
        Err(_) => resolve_via(dns, &host),
    };
    let upstream = ip.and_then(|ip| routes.iter().find(|(from, _)| *from == ip).map(|r| r.1));
    let Some(upstream) = upstream else {
        match kind {
            ProxyKind::Connect => client.write_all(b"HTTP/1.1 502 Bad Gateway\r\n\r\n")?,
            ProxyKind::Socks5 => client.write_all(&[5, 4, 0, 1, 0, 0, 0, 0, 0, 0])?,
        }
        return Ok(());
    };
    let server = TcpStream::connect_timeout(&upstream, Duration::from_secs(5))?;
    match kind {
        ProxyKind::Connect => client.write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")?,
        ProxyKind::Socks5 => client.write_all(&[5, 0, 0, 1, 127, 0, 0, 1, 0, 0])?,
    }
    let (mut c_read, mut s_write) = (client.try_clone()?, server.try_clone()?);
    let mut s_read = server;
    let up = thread::spawn(move || {
        let _ = io::copy(&mut c_read, &mut s_write);
        let _ = s_write.shutdown(std::net::Shutdown::Write);
    });
    let _ = io::copy(&mut s_read, &mut client);
    let _ = client.shutdown(std::net::Shutdown::Both);
    let _ = up.join();
    Ok(())
}

/// Reads `CONNECT host:port HTTP/1.1` and the header lines, byte by byte.
fn read_connect(client: &mut TcpStream) -> io::Result<(String, u16)> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if client.read(&mut byte)? == 0 || head.len() > 16 * 1024 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        head.push(byte[0]);
    }
    let text = String::from_utf8_lossy(&head).into_owned();
    let authority = text
        .strip_prefix("CONNECT ")
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or("")
        .to_string();
    let (host, port) = authority
        .rsplit_once(':')
        .ok_or_else(|| io::Error::other("no port"))?;
    let port = port.parse().map_err(|_| io::Error::other("bad port"))?;
    Ok((host.trim_matches(['[', ']']).to_string(), port))
}

/// Reads a SOCKS5 greeting (answering "no authentication") and a CONNECT request.
fn read_socks5(client: &mut TcpStream) -> io::Result<(String, u16)> {
    let mut head = [0u8; 2];
    client.read_exact(&mut head)?;
    let mut methods = vec![0u8; usize::from(head[1])];
    client.read_exact(&mut methods)?;
    client.write_all(&[5, 0])?;
    let mut request = [0u8; 4];
    client.read_exact(&mut request)?;
    let host = match request[3] {
        1 => {
            let mut a = [0u8; 4];
            client.read_exact(&mut a)?;
            Ipv4Addr::from(a).to_string()
        }
        4 => {
            let mut a = [0u8; 16];
            client.read_exact(&mut a)?;
            std::net::Ipv6Addr::from(a).to_string()
        }
        3 => {
            let mut len = [0u8; 1];
            client.read_exact(&mut len)?;
            let mut name = vec![0u8; usize::from(len[0])];
            client.read_exact(&mut name)?;
            String::from_utf8_lossy(&name).into_owned()
        }
        _ => return Err(io::Error::other("bad SOCKS5 address type")),
    };
    let mut port = [0u8; 2];
    client.read_exact(&mut port)?;
    Ok((host, u16::from_be_bytes(port)))
}

/// The proxy's own lookup of `name` (A records) through the fake DNS: its first answer.
fn resolve_via(dns: SocketAddr, name: &str) -> Option<std::net::IpAddr> {
    use hickory_resolver::config::{ConnectionConfig, NameServerConfig, ResolverConfig};
    use hickory_resolver::net::runtime::TokioRuntimeProvider;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .ok()?;
    runtime.block_on(async {
        let mut udp = ConnectionConfig::udp();
        udp.port = dns.port();
        let config = ResolverConfig::from_name_servers(vec![NameServerConfig::new(
            dns.ip(),
            true,
            vec![udp],
        )]);
        let mut builder = hickory_resolver::Resolver::builder_with_config(
            config,
            TokioRuntimeProvider::default(),
        );
        builder.options_mut().cache_size = 0;
        builder.options_mut().ip_strategy = hickory_resolver::config::LookupIpStrategy::Ipv4Only;
        let resolver = builder.build().ok()?;
        let lookup = resolver.lookup_ip(format!("{name}.")).await.ok()?;
        lookup.iter().next()
    })
}
