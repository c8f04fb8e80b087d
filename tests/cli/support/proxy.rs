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
pub(crate) fn only_loopback_network() -> bool {
    match std::fs::read_dir("/sys/class/net") {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .all(|e| e.file_name() == "lo"),
        Err(_) => false,
    }
}
