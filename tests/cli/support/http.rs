//! A scriptable HTTP/1.1 server on `127.0.0.1:0` for driving the binary in tests.
//!
//! Each path gets a [`Reply`] (or a sequence of them): status, headers, body, a delay before
//! answering, a [`Gate`] the test opens when it is ready for the answer, a drip-feed (one byte per interval), gzip/brotli compression or pre-encoded
//! bytes, a wrong `Content-Length`, raw response bytes, or a connection held open. Unknown
//! paths get 404. The server counts accepted TCP connections and requests per path and keeps
//! every request's headers, so tests can prove both what was sent and that nothing was
//! (see [`Server::never_called`] and [`Server::assert_no_hits`]).
//!
//! The same code serves HTTPS: [`Server::https`] wraps each accepted stream in rustls (see
//! `https.rs`). One thread accepts, one thread per connection serves; on drop the server stops
//! accepting, shuts every socket down, and joins all its threads, so no test leaves a thread
//! sleeping in a delay or a drip behind.
//!
//! It is a test double, not an HTTP implementation: request bodies only with a
//! `Content-Length` (kept in [`Request::body`]), no chunked requests, no pipelining guarantees.

use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use super::https::{self, TestCa};

/// The most request-head bytes the server accepts before giving up on a connection.
const MAX_REQUEST_HEAD: usize = 64 * 1024;

/// How often sleeping connection threads look at the stop flag.
const STOP_POLL: Duration = Duration::from_millis(10);

/// Locks a mutex, ignoring poisoning (a panicking worker must not hide the counters).
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// How the `Content-Length` header of a [`Reply`] is produced.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Length {
    /// The body's real length; the connection can be reused.
    Auto,
    /// No `Content-Length`: the body ends when the server closes the connection.
    Omit,
    /// This value, whatever the body's length (for "declared too large" tests).
    Declared(u64),
}

/// One scripted response. Build with a constructor, then refine with the chaining methods.
#[derive(Debug, Clone)]
pub(crate) struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Arc<[u8]>,
    length: Length,
    delay: Duration,
    drip: Option<Drip>,
    raw: Option<Arc<[u8]>>,
    hold_open: bool,
    gate: Option<Gate>,
    /// Stop after this many body bytes until the gate opens.
    body_gate: Option<(usize, Gate)>,
}

/// A gate a [`Reply`] waits at before anything is written ([`Reply::after`]): the test opens
/// it when it has seen what it waits for (a status line on the terminal, say), so the server
/// holds its answer exactly as long as needed, without a sleep on either side.
#[derive(Debug, Clone, Default)]
pub(crate) struct Gate(Arc<(Mutex<bool>, Condvar)>);

impl Gate {
    /// A closed gate.
    pub(crate) fn new() -> Gate {
        Gate::default()
    }

    /// Opens the gate: every reply waiting at it (and every later one) goes out.
    pub(crate) fn open(&self) {
        let (open, changed) = &*self.0;
        *lock(open) = true;
        changed.notify_all();
    }

    /// Waits until the gate opens; false when the server stops first.
    fn wait(&self, state: &State) -> bool {
        let (open, changed) = &*self.0;
        let mut is_open = lock(open);
        while !*is_open {
            if state.stopped() {
                return false;
            }
            is_open = changed
                .wait_timeout(is_open, STOP_POLL)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        true
    }
}

/// Which part of a response is written one byte at a time.
#[derive(Debug, Clone, Copy)]
enum Drip {
    /// Everything, from the status line on.
    All(Duration),
    /// The body only; the head goes out at once.
    Body(Duration),
}

impl Reply {
    /// A response with this status, no headers and an empty body.
    pub(crate) fn new(status: u16) -> Self {
        Reply {
            status,
            headers: Vec::new(),
            body: Arc::from(&[][..]),
            length: Length::Auto,
            delay: Duration::ZERO,
            drip: None,
            raw: None,
            hold_open: false,
            gate: None,
            body_gate: None,
        }
    }

    /// 200 with an empty body.
    pub(crate) fn ok() -> Self {
        Self::new(200)
    }

    /// 200 `text/html; charset=utf-8` with this body.
    pub(crate) fn html(body: impl Into<Vec<u8>>) -> Self {
        Self::ok()
            .header("Content-Type", "text/html; charset=utf-8")
            .body(body)
    }

    /// 200 `text/plain; charset=utf-8` with this body.
    pub(crate) fn text(body: impl Into<Vec<u8>>) -> Self {
        Self::ok()
            .header("Content-Type", "text/plain; charset=utf-8")
            .body(body)
    }

    /// 404 with a short text body (also what unknown paths get).
    pub(crate) fn not_found() -> Self {
        Self::new(404)
            .header("Content-Type", "text/plain; charset=utf-8")
            .body("not found")
    }

    /// A redirect: `status` (301, 302, 303, 307, 308) with this `Location`, written verbatim.
    pub(crate) fn redirect(status: u16, location: &str) -> Self {
        Self::new(status)
            .header("Location", location)
            .header("Content-Type", "text/plain; charset=utf-8")
            .body(format!("redirecting to {location}"))
    }

    /// These exact bytes instead of a generated response (for malformed or oversized heads);
    /// the connection is closed after them (or held open with [`Reply::hold_open`]).
    pub(crate) fn raw(bytes: impl Into<Vec<u8>>) -> Self {
        let mut reply = Self::new(0);
        reply.raw = Some(Arc::from(bytes.into()));
        reply
    }

    /// Replaces the status code.
    pub(crate) fn status(mut self, status: u16) -> Self {
        self.status = status;
        self
    }

    /// Adds a header (several with one name are allowed and kept in order).
    pub(crate) fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.to_owned(), value.to_owned()));
        self
    }

    /// Replaces the body.
    pub(crate) fn body(mut self, body: impl Into<Vec<u8>>) -> Self {
        self.body = Arc::from(body.into());
        self
    }

    /// Replaces the body with shared bytes (cheap for large bodies reused across tests).
    pub(crate) fn shared_body(mut self, body: Arc<[u8]>) -> Self {
        self.body = body;
        self
    }

    /// Gzip-compresses the current body and adds `Content-Encoding: gzip`.
    pub(crate) fn gzip(self) -> Self {
        let compressed = gzip_bytes(&self.body);
        self.encoded("gzip", compressed)
    }

    /// Brotli-compresses the current body and adds `Content-Encoding: br`.
    pub(crate) fn brotli(self) -> Self {
        let compressed = brotli_bytes(&self.body);
        self.encoded("br", compressed)
    }

    /// Serves `bytes` as the body with `Content-Encoding: label`, as given (pre-compressed
    /// bombs, unknown encodings, corrupt streams).
    pub(crate) fn encoded(self, label: &str, bytes: impl Into<Arc<[u8]>>) -> Self {
        self.header("Content-Encoding", label)
            .shared_body(bytes.into())
    }

    /// Sends no `Content-Length`; the body ends when the connection closes.
    pub(crate) fn without_content_length(mut self) -> Self {
        self.length = Length::Omit;
        self
    }

    /// Declares this `Content-Length` whatever the body is (the connection is not reused).
    pub(crate) fn declare_length(mut self, length: u64) -> Self {
        self.length = Length::Declared(length);
        self
    }

    /// Waits this long after reading the request before writing anything.
    pub(crate) fn delay(mut self, delay: Duration) -> Self {
        self.delay = delay;
        self
    }

    /// Holds the response (head included) until `gate` is opened.
    pub(crate) fn after(mut self, gate: &Gate) -> Self {
        self.gate = Some(gate.clone());
        self
    }

    /// Writes the head and the first `bytes` of the body at once, then holds the rest until
    /// `gate` is opened (a download caught half-way).
    pub(crate) fn body_after(mut self, bytes: usize, gate: &Gate) -> Self {
        self.body_gate = Some((bytes, gate.clone()));
        self
    }

    /// Writes the whole response (head included) one byte per `every`.
    pub(crate) fn drip(mut self, every: Duration) -> Self {
        self.drip = Some(Drip::All(every));
        self
    }

    /// Writes the head at once, then the body one byte per `every`.
    pub(crate) fn drip_body(mut self, every: Duration) -> Self {
        self.drip = Some(Drip::Body(every));
        self
    }

    /// After writing, keeps the connection open (without reading) until the server is
    /// dropped, so a client waiting for more bytes has to time out.
    pub(crate) fn hold_open(mut self) -> Self {
        self.hold_open = true;
        self
    }

    /// Whether the connection may carry another request after this reply.
    fn keeps_alive(&self) -> bool {
        self.raw.is_none() && !self.hold_open && self.length == Length::Auto
    }

    /// The bytes on the wire: status line, headers, blank line, body.
    fn wire_bytes(&self) -> Vec<u8> {
        self.wire().0
    }

    /// The bytes on the wire and where the body starts in them.
    fn wire(&self) -> (Vec<u8>, usize) {
        if let Some(raw) = &self.raw {
            return (raw.to_vec(), 0);
        }
        use std::fmt::Write as _;
        let mut head = format!("HTTP/1.1 {} {}\r\n", self.status, reason(self.status));
        for (name, value) in &self.headers {
            let _ = write!(head, "{name}: {value}\r\n");
        }
        let _ = match self.length {
            Length::Auto => write!(head, "Content-Length: {}\r\n", self.body.len()),
            Length::Omit => write!(head, "Connection: close\r\n"),
            Length::Declared(n) => write!(head, "Content-Length: {n}\r\n"),
        };
        head.push_str("\r\n");
        let mut bytes = head.into_bytes();
        let body_start = bytes.len();
        bytes.extend_from_slice(&self.body);
        (bytes, body_start)
    }
}

/// The reason phrase for common status codes (any text is valid HTTP; this is for humans).
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        204 => "No Content",
        301 => "Moved Permanently",
        302 => "Found",
        303 => "See Other",
        304 => "Not Modified",
        307 => "Temporary Redirect",
        308 => "Permanent Redirect",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "Status",
    }
}

/// Gzip-compresses `data` (best compression).
pub(crate) fn gzip_bytes(data: &[u8]) -> Vec<u8> {
    use flate2::{Compression, write::GzEncoder};
    let mut enc = GzEncoder::new(Vec::new(), Compression::best());
    enc.write_all(data).expect("gzip into memory");
    enc.finish().expect("gzip into memory")
}

/// Brotli-compresses `data` (quality 9).
pub(crate) fn brotli_bytes(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = brotli::CompressorWriter::new(&mut out, 64 * 1024, 9, 22);
        enc.write_all(data).expect("brotli into memory");
    }
    out
}

/// A gzip stream that inflates to `n` zero bytes (a decompression bomb), built without ever
/// holding the `n` bytes in memory.
pub(crate) fn gzip_zeros(n: usize) -> Vec<u8> {
    use flate2::{Compression, write::GzEncoder};
    let mut enc = GzEncoder::new(Vec::new(), Compression::best());
    write_zeros(&mut enc, n);
    enc.finish().expect("gzip into memory")
}

/// A brotli stream that inflates to `n` zero bytes (a decompression bomb).
pub(crate) fn brotli_zeros(n: usize) -> Vec<u8> {
    let mut out = Vec::new();
    {
        let mut enc = brotli::CompressorWriter::new(&mut out, 64 * 1024, 5, 22);
        write_zeros(&mut enc, n);
    }
    out
}

fn write_zeros(w: &mut impl Write, mut n: usize) {
    let chunk = vec![0u8; 64 * 1024];
    while n > 0 {
        let take = n.min(chunk.len());
        w.write_all(&chunk[..take]).expect("compress into memory");
        n -= take;
    }
}

/// One request as the server saw it.
#[derive(Debug, Clone)]
pub(crate) struct Request {
    /// Request method (`GET`, …).
    pub(crate) method: String,
    /// Request target as sent (path and query).
    pub(crate) target: String,
    /// The path part of the target (no query).
    pub(crate) path: String,
    /// Protocol version from the request line.
    pub(crate) version: String,
    /// Headers in order, names as sent.
    pub(crate) headers: Vec<(String, String)>,
    /// Which accepted connection (0-based, in accept order) carried it.
    pub(crate) connection: usize,
    /// The TLS server name (SNI) the client asked for, on HTTPS.
    pub(crate) sni: Option<String>,
    /// The request body (announced by `Content-Length`), as received.
    pub(crate) body: Vec<u8>,
}

impl Request {
    /// The first header with this name (case-insensitive).
    pub(crate) fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Every value of the headers with this name (case-insensitive).
    pub(crate) fn header_all(&self, name: &str) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
            .collect()
    }
}

/// A stream the server can speak HTTP over: plain TCP or TLS (see `https.rs`).
pub(crate) trait Transport: Read + Write + Send {
    /// Ends the conversation politely (TLS `close_notify`, then TCP write shutdown).
    fn finish(&mut self);
    /// The TLS server name the client sent, if any.
    fn sni(&self) -> Option<String> {
        None
    }
}

impl Transport for TcpStream {
    fn finish(&mut self) {
        let _ = self.flush();
        let _ = self.shutdown(std::net::Shutdown::Write);
    }
}

/// A path's replies: served in order, the last one repeating.
#[derive(Debug)]
struct Route {
    replies: Vec<Reply>,
    served: usize,
}

/// Everything shared between the server handle, the acceptor and the connection threads.
#[derive(Debug)]
struct State {
    routes: Mutex<HashMap<String, Route>>,
    connections: AtomicUsize,
    /// Connections whose serving ended, for [`Server::finished_connections`].
    finished: AtomicUsize,
    requests: Mutex<Vec<Request>>,
    /// Notified after each request is recorded, for [`Server::wait_for_hits`].
    arrived: Condvar,
    errors: Mutex<Vec<String>>,
    stop: AtomicBool,
    /// Clones of accepted sockets, shut down on drop to unblock their threads.
    sockets: Mutex<Vec<TcpStream>>,
    workers: Mutex<Vec<JoinHandle<()>>>,
}

impl State {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Sleeps `d` unless the server stops first; returns false if it stopped.
    fn pause(&self, d: Duration) -> bool {
        let mut left = d;
        while !left.is_zero() {
            if self.stopped() {
                return false;
            }
            let step = left.min(STOP_POLL);
            thread::sleep(step);
            left -= step;
        }
        !self.stopped()
    }

    /// The reply for a request: exact target first, then the path, else 404.
    fn pick(&self, req: &Request) -> Reply {
        let mut routes = lock(&self.routes);
        let key = if routes.contains_key(&req.target) {
            &req.target
        } else {
            &req.path
        };
        let route = routes.get_mut(key);
        match route {
            Some(route) => {
                let i = route.served.min(route.replies.len() - 1);
                route.served += 1;
                route.replies[i].clone()
            }
            None => Reply::not_found(),
        }
    }
}

/// A running loopback HTTP or HTTPS server. Dropping it stops it and joins its threads.
#[derive(Debug)]
pub(crate) struct Server {
    addr: SocketAddr,
    tls: bool,
    state: Arc<State>,
    acceptor: Option<JoinHandle<()>>,
    /// Drop asserts that no TCP connection was ever accepted.
    expect_untouched: bool,
}

impl Server {
    /// Starts a plain HTTP server on `127.0.0.1:0` with no routes (every path 404).
    pub(crate) fn http() -> Self {
        Self::start(None)
    }

    /// Starts an HTTPS server on `127.0.0.1:0` whose certificate is issued by `ca` for
    /// `localhost`, `127.0.0.1`, `::1` and `names` (e.g. `["public.test", "*.test"]`).
    pub(crate) fn https(ca: &TestCa, names: &[&str]) -> Self {
        Self::start(Some(https::server_config(ca, names)))
    }

    /// A plain HTTP server that must never be contacted: its drop fails the test if any TCP
    /// connection was accepted. Give its address to the binary in refusal tests.
    pub(crate) fn never_called() -> Self {
        let mut server = Self::http();
        server.expect_untouched = true;
        server
    }

    /// Like [`Server::never_called`] for an existing server (e.g. an HTTPS one).
    pub(crate) fn must_not_be_called(mut self) -> Self {
        self.expect_untouched = true;
        self
    }

    fn start(tls: Option<Arc<rustls::ServerConfig>>) -> Self {
        let listener =
            TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind test server on 127.0.0.1");
        let addr = listener.local_addr().expect("test server address");
        let state = Arc::new(State {
            routes: Mutex::new(HashMap::new()),
            connections: AtomicUsize::new(0),
            finished: AtomicUsize::new(0),
            requests: Mutex::new(Vec::new()),
            arrived: Condvar::new(),
            errors: Mutex::new(Vec::new()),
            stop: AtomicBool::new(false),
            sockets: Mutex::new(Vec::new()),
            workers: Mutex::new(Vec::new()),
        });
        let is_tls = tls.is_some();
        let acceptor = {
            let state = Arc::clone(&state);
            thread::Builder::new()
                .name(format!("test-http-{}", addr.port()))
                .spawn(move || accept_loop(&listener, &state, tls.as_ref()))
                .expect("spawn acceptor")
        };
        Server {
            addr,
            tls: is_tls,
            state,
            acceptor: Some(acceptor),
            expect_untouched: false,
        }
    }

    /// Sets `path`'s reply (replacing any earlier one). `path` may include a query to match a
    /// target exactly; otherwise the query is ignored.
    pub(crate) fn route(&self, path: &str, reply: Reply) {
        self.route_seq(path, vec![reply]);
    }

    /// Sets a sequence of replies for `path`: the first request gets the first one, and so
    /// on; the last repeats.
    pub(crate) fn route_seq(&self, path: &str, replies: Vec<Reply>) {
        assert!(!replies.is_empty(), "route_seq needs at least one reply");
        lock(&self.state.routes).insert(path.to_owned(), Route { replies, served: 0 });
    }

    /// [`Server::route`] in builder style.
    pub(crate) fn with(self, path: &str, reply: Reply) -> Self {
        self.route(path, reply);
        self
    }

    /// The bound address (always `127.0.0.1:PORT`).
    pub(crate) fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The bound port.
    pub(crate) fn port(&self) -> u16 {
        self.addr.port()
    }

    /// `http` or `https`.
    pub(crate) fn scheme(&self) -> &'static str {
        if self.tls { "https" } else { "http" }
    }

    /// `scheme://127.0.0.1:PORT` + `path` (`path` starts with `/`).
    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}://{}{}", self.scheme(), self.addr, path)
    }

    /// `scheme://HOST:PORT` + `path`, for reaching this server through a name (`localhost`,
    /// a fake-DNS name) or another notation. IPv6 literals must come bracketed.
    pub(crate) fn url_for(&self, host: &str, path: &str) -> String {
        format!("{}://{}:{}{}", self.scheme(), host, self.port(), path)
    }

    /// TCP connections accepted so far (a refused fetch must leave this at 0).
    pub(crate) fn connections(&self) -> usize {
        self.state.connections.load(Ordering::SeqCst)
    }

    /// Connections whose serving has ended: the client closed it, a reply closed it, or
    /// writing failed because the client was gone (a dripped reply notices within a byte).
    pub(crate) fn finished_connections(&self) -> usize {
        self.state.finished.load(Ordering::SeqCst)
    }

    /// Requests received for `path` (query ignored).
    pub(crate) fn hits(&self, path: &str) -> usize {
        lock(&self.state.requests)
            .iter()
            .filter(|r| r.path == path)
            .count()
    }

    /// Blocks until `path` has been requested at least `n` times (the request head has been
    /// read, the reply not necessarily sent): the way a test knows the binary is mid-request.
    /// Panics after 20 s.
    #[track_caller]
    pub(crate) fn wait_for_hits(&self, path: &str, n: usize) {
        let seen = lock(&self.state.requests);
        let (_seen, timeout) = self
            .state
            .arrived
            .wait_timeout_while(seen, Duration::from_secs(20), |reqs| {
                reqs.iter().filter(|r| r.path == path).count() < n
            })
            .unwrap_or_else(PoisonError::into_inner);
        assert!(
            !timeout.timed_out(),
            "{path} was not requested {n} time(s) within 20 s"
        );
    }

    /// Requests received in total.
    pub(crate) fn total_hits(&self) -> usize {
        lock(&self.state.requests).len()
    }

    /// Every request received so far, in order.
    pub(crate) fn requests(&self) -> Vec<Request> {
        lock(&self.state.requests).clone()
    }

    /// The most recent request; panics if there was none.
    #[track_caller]
    pub(crate) fn last_request(&self) -> Request {
        lock(&self.state.requests)
            .last()
            .cloned()
            .expect("the test server received no request")
    }

    /// Connection-level errors seen so far (TLS handshake failures, malformed requests).
    pub(crate) fn errors(&self) -> Vec<String> {
        lock(&self.state.errors).clone()
    }

    /// Asserts that no TCP connection was accepted and no request arrived.
    #[track_caller]
    pub(crate) fn assert_no_hits(&self) {
        assert_eq!(
            (self.connections(), self.total_hits()),
            (0, 0),
            "test server {} was contacted: {} connection(s), requests: {:?}",
            self.addr,
            self.connections(),
            self.requests()
                .iter()
                .map(|r| format!("{} {}", r.method, r.target))
                .collect::<Vec<_>>()
        );
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.state.stop.store(true, Ordering::SeqCst);
        // Wake the acceptor blocked in accept(); it sees the stop flag and leaves.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
        for socket in lock(&self.state.sockets).drain(..) {
            let _ = socket.shutdown(std::net::Shutdown::Both);
        }
        let workers: Vec<_> = lock(&self.state.workers).drain(..).collect();
        let panicked = workers
            .into_iter()
            .map(JoinHandle::join)
            .filter(Result::is_err)
            .count();
        if thread::panicking() {
            return;
        }
        assert_eq!(panicked, 0, "a test server connection thread panicked");
        if self.expect_untouched {
            self.assert_no_hits();
        }
    }
}

/// Accepts connections until the stop flag is set; one thread per connection.
fn accept_loop(
    listener: &TcpListener,
    state: &Arc<State>,
    tls: Option<&Arc<rustls::ServerConfig>>,
) {
    for stream in listener.incoming() {
        if state.stopped() {
            break;
        }
        let Ok(stream) = stream else { continue };
        let id = state.connections.fetch_add(1, Ordering::SeqCst);
        if let Ok(clone) = stream.try_clone() {
            lock(&state.sockets).push(clone);
        }
        let worker_state = Arc::clone(state);
        let tls = tls.cloned();
        let worker = thread::Builder::new()
            .name(format!("test-http-conn-{id}"))
            .spawn(move || match tls {
                None => serve(stream, &worker_state, id),
                Some(config) => match https::accept(config, stream) {
                    Ok(conn) => serve(conn, &worker_state, id),
                    Err(e) => lock(&worker_state.errors).push(format!("tls setup: {e}")),
                },
            })
            .expect("spawn connection thread");
        lock(&state.workers).push(worker);
    }
}

/// Serves requests on one connection until the client leaves, a reply closes it, or the
/// server stops.
fn serve<T: Transport>(mut conn: T, state: &State, connection: usize) {
    let mut buf = Vec::new();
    while !state.stopped() {
        let head = match read_head(&mut conn, &mut buf) {
            Ok(Some(head)) => head,
            Ok(None) => break,
            Err(e) => {
                if !state.stopped() && e.kind() != io::ErrorKind::UnexpectedEof {
                    lock(&state.errors).push(format!("connection {connection}: {e}"));
                }
                break;
            }
        };
        let Some(mut req) = parse_head(&head, connection) else {
            lock(&state.errors).push(format!(
                "connection {connection}: malformed request head {:?}",
                String::from_utf8_lossy(&head)
            ));
            let _ = conn.write_all(&Reply::new(400).wire_bytes());
            break;
        };
        req.sni = conn.sni();
        match read_body(&mut conn, &mut buf, &req) {
            Ok(body) => req.body = body,
            Err(_) => break,
        }
        let client_closes = req
            .header("Connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        let reply = state.pick(&req);
        lock(&state.requests).push(req);
        state.arrived.notify_all();
        match write_reply(&mut conn, &reply, state) {
            Ok(true) if !client_closes => {}
            _ => break,
        }
    }
    conn.finish();
    state.finished.fetch_add(1, Ordering::SeqCst);
}

/// Reads until a full request head (`\r\n\r\n`) is buffered; returns it and keeps the rest
/// in `buf`. `Ok(None)` when the client closed cleanly between requests.
fn read_head(conn: &mut impl Read, buf: &mut Vec<u8>) -> io::Result<Option<Vec<u8>>> {
    let mut chunk = [0u8; 4096];
    loop {
        if let Some(end) = find(buf, b"\r\n\r\n") {
            let head = buf[..end].to_vec();
            buf.drain(..end + 4);
            return Ok(Some(head));
        }
        if buf.len() > MAX_REQUEST_HEAD {
            return Err(io::Error::other("request head over 64 KiB"));
        }
        let n = conn.read(&mut chunk)?;
        if n == 0 {
            return Ok(None);
        }
        buf.extend_from_slice(&chunk[..n]);
    }
}

/// Reads a request body announced by `Content-Length` (search providers' POSTs are asserted
/// on); bodies over 1 MiB are read and dropped.
fn read_body(conn: &mut impl Read, buf: &mut Vec<u8>, req: &Request) -> io::Result<Vec<u8>> {
    const KEEP: usize = 1 << 20;
    let mut left: usize = req
        .header("Content-Length")
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0);
    let from_buf = left.min(buf.len());
    let mut body: Vec<u8> = buf.drain(..from_buf).collect();
    left -= from_buf;
    let mut chunk = [0u8; 4096];
    while left > 0 {
        let n = conn.read(&mut chunk[..left.min(4096)])?;
        if n == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        if body.len() < KEEP {
            body.extend_from_slice(&chunk[..n]);
        }
        left -= n;
    }
    body.truncate(KEEP);
    Ok(body)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Parses a request line and headers; `None` when malformed.
fn parse_head(head: &[u8], connection: usize) -> Option<Request> {
    let text = std::str::from_utf8(head).ok()?;
    let mut lines = text.split("\r\n");
    let mut parts = lines.next()?.split(' ');
    let (method, target, version) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let headers = lines
        .map(|line| {
            let (name, value) = line.split_once(':')?;
            Some((name.to_owned(), value.trim().to_owned()))
        })
        .collect::<Option<Vec<_>>>()?;
    let path = target.split('?').next().unwrap_or(target).to_owned();
    Some(Request {
        method: method.to_owned(),
        target: target.to_owned(),
        path,
        version: version.to_owned(),
        headers,
        connection,
        sni: None,
        body: Vec::new(),
    })
}

/// Writes one reply with its delay, drip and hold-open behaviour; `Ok(true)` when the
/// connection may carry another request.
fn write_reply(conn: &mut impl Write, reply: &Reply, state: &State) -> io::Result<bool> {
    if let Some(gate) = &reply.gate
        && !gate.wait(state)
    {
        return Ok(false);
    }
    if !state.pause(reply.delay) {
        return Ok(false);
    }
    let (bytes, body_start) = reply.wire();
    if let Some((first, gate)) = &reply.body_gate {
        let split = (body_start + first).min(bytes.len());
        conn.write_all(&bytes[..split])?;
        conn.flush()?;
        if !gate.wait(state) {
            return Ok(false);
        }
        conn.write_all(&bytes[split..])?;
        conn.flush()?;
        return Ok(reply.keeps_alive());
    }
    let (at_once, every) = match reply.drip {
        None => (bytes.len(), Duration::ZERO),
        Some(Drip::All(every)) => (0, every),
        Some(Drip::Body(every)) => (body_start, every),
    };
    conn.write_all(&bytes[..at_once])?;
    conn.flush()?;
    for &byte in &bytes[at_once..] {
        conn.write_all(&[byte])?;
        conn.flush()?;
        if !state.pause(every) {
            return Ok(false);
        }
    }
    if reply.hold_open {
        while state.pause(STOP_POLL) {}
        return Ok(false);
    }
    Ok(reply.keeps_alive())
}
