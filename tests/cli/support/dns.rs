//! A fake DNS server on `127.0.0.1:PORT` (UDP and TCP on the same port) for resolver tests.
//!
//! It answers A and AAAA questions from a table the test fills in: fixed answers per name, or a
//! *sequence* per name (the first query gets the first answer set, later ones the next, the
//! last repeating — a rebinding attacker). Names are compared case-insensitively without the
//! trailing dot. A name with no records at all gets NXDOMAIN; a known name asked for a type it
//! does not have gets an empty NOERROR (NODATA). Every question is logged with its name, type
//! and transport, so tests can count lookups ("exactly one A query per hop", "zero queries for
//! an IP literal"). A name can be marked to answer UDP with the TC bit, forcing the client to
//! retry over TCP.
//!
//! Messages are parsed and built with hickory-proto (re-exported by hickory-server); there is
//! no zone logic, recursion, CNAME handling or DNSSEC. UDP and TCP run on plain std threads
//! that stop and are joined on drop.

use std::collections::{HashMap, HashSet};
use std::io::{self, Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

use hickory_server::proto::op::{Edns, Message, ResponseCode};
use hickory_server::proto::rr::rdata::{A, AAAA};
use hickory_server::proto::rr::{RData, Record, RecordType};

/// How often blocked server threads look at the stop flag.
const STOP_POLL: Duration = Duration::from_millis(50);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// `Foo.Test.` → `foo.test`: the form names are stored and compared in.
fn normalize(name: &str) -> String {
    name.trim_end_matches('.').to_ascii_lowercase()
}

/// The question type of a logged query.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Qtype {
    /// IPv4 address record.
    A,
    /// IPv6 address record.
    Aaaa,
    /// Anything else, by its numeric type.
    Other(u16),
}

impl From<RecordType> for Qtype {
    fn from(rt: RecordType) -> Self {
        match rt {
            RecordType::A => Qtype::A,
            RecordType::AAAA => Qtype::Aaaa,
            other => Qtype::Other(u16::from(other)),
        }
    }
}

/// The transport a query arrived on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Transport {
    /// A UDP datagram.
    Udp,
    /// A length-prefixed message on a TCP connection.
    Tcp,
}

/// One logged question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DnsQuery {
    /// Normalized name (lower case, no trailing dot).
    pub(crate) name: String,
    /// Question type.
    pub(crate) qtype: Qtype,
    /// How it arrived.
    pub(crate) transport: Transport,
}

/// A sequence of answer sets for one (name, type); the last set repeats.
#[derive(Debug)]
struct Answers {
    sets: Vec<Vec<IpAddr>>,
    served: usize,
}

impl Answers {
    fn next(&mut self) -> Vec<IpAddr> {
        let i = self.served.min(self.sets.len().saturating_sub(1));
        self.served += 1;
        self.sets.get(i).cloned().unwrap_or_default()
    }
}

#[derive(Debug, Default)]
struct Table {
    /// Names that exist (have at least one configured type); others are NXDOMAIN.
    names: HashSet<String>,
    answers: HashMap<(String, Qtype), Answers>,
    truncate_udp: HashSet<String>,
    log: Vec<DnsQuery>,
}

#[derive(Debug)]
struct Shared {
    table: Mutex<Table>,
    stop: AtomicBool,
    workers: Mutex<Vec<JoinHandle<()>>>,
}

impl Shared {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::SeqCst)
    }

    /// Builds the response bytes for one request packet; `None` if it does not parse.
    fn respond(&self, packet: &[u8], transport: Transport) -> Option<Vec<u8>> {
        let request = Message::from_vec(packet).ok()?;
        let mut response = Message::response(request.metadata.id, request.metadata.op_code);
        response.metadata.recursion_desired = request.metadata.recursion_desired;
        response.metadata.recursion_available = true;
        response.metadata.authoritative = true;
        if request.edns.is_some() {
            let mut edns = Edns::new();
            edns.set_max_payload(4096);
            response.set_edns(edns);
        }
        // Echo the questions verbatim (the resolver may randomize their case).
        response.add_queries(request.queries.iter().cloned());
        let mut table = lock(&self.table);
        for query in &request.queries {
            let name = normalize(&query.name.to_string());
            let qtype = Qtype::from(query.query_type);
            table.log.push(DnsQuery {
                name: name.clone(),
                qtype,
                transport,
            });
            if transport == Transport::Udp && table.truncate_udp.contains(&name) {
                response.metadata.truncation = true;
                continue;
            }
            if !table.names.contains(&name) {
                response.metadata.response_code = ResponseCode::NXDomain;
                continue;
            }
            let ips = table
                .answers
                .get_mut(&(name, qtype))
                .map(Answers::next)
                .unwrap_or_default();
            for ip in ips {
                let rdata = match (qtype, ip) {
                    (Qtype::A, IpAddr::V4(v4)) => RData::A(A(v4)),
                    (Qtype::Aaaa, IpAddr::V6(v6)) => RData::AAAA(AAAA(v6)),
                    _ => continue,
                };
                response.add_answer(Record::from_rdata(query.name.clone(), 1, rdata));
            }
        }
        response.to_vec().ok()
    }
}

/// A running fake DNS server. Configure it with the chaining methods right after
/// [`FakeDns::start`]; point the binary at it with `Gw::dns(&dns)`.
#[derive(Debug)]
pub(crate) struct FakeDns {
    addr: SocketAddr,
    shared: Arc<Shared>,
    expect_no_queries: bool,
}

impl FakeDns {
    /// Starts an empty server (every name NXDOMAIN) on `127.0.0.1:PORT`, UDP and TCP.
    pub(crate) fn start() -> Self {
        let (udp, tcp) = bind_pair();
        let addr = udp.local_addr().expect("fake DNS address");
        let shared = Arc::new(Shared {
            table: Mutex::new(Table::default()),
            stop: AtomicBool::new(false),
            workers: Mutex::new(Vec::new()),
        });
        let udp_thread = {
            let shared = Arc::clone(&shared);
            thread::Builder::new()
                .name(format!("fake-dns-udp-{}", addr.port()))
                .spawn(move || udp_loop(&udp, &shared))
                .expect("spawn fake DNS UDP thread")
        };
        let tcp_thread = {
            let shared = Arc::clone(&shared);
            thread::Builder::new()
                .name(format!("fake-dns-tcp-{}", addr.port()))
                .spawn(move || tcp_accept_loop(&tcp, &shared))
                .expect("spawn fake DNS TCP thread")
        };
        lock(&shared.workers).extend([udp_thread, tcp_thread]);
        FakeDns {
            addr,
            shared,
            expect_no_queries: false,
        }
    }

    /// A server whose drop fails the test if it received any query (for refusals that must
    /// happen before DNS).
    pub(crate) fn never_queried() -> Self {
        let mut dns = Self::start();
        dns.expect_no_queries = true;
        dns
    }

    fn set(self, name: &str, qtype: Qtype, sets: Vec<Vec<IpAddr>>) -> Self {
        let name = normalize(name);
        let mut table = lock(&self.shared.table);
        table.names.insert(name.clone());
        table
            .answers
            .insert((name, qtype), Answers { sets, served: 0 });
        drop(table);
        self
    }

    /// `name` answers A with these addresses on every query (empty: the name exists but has
    /// no A records).
    pub(crate) fn a(self, name: &str, ips: &[Ipv4Addr]) -> Self {
        let set = ips.iter().copied().map(IpAddr::V4).collect();
        self.set(name, Qtype::A, vec![set])
    }

    /// `name` answers AAAA with these addresses on every query.
    pub(crate) fn aaaa(self, name: &str, ips: &[Ipv6Addr]) -> Self {
        let set = ips.iter().copied().map(IpAddr::V6).collect();
        self.set(name, Qtype::Aaaa, vec![set])
    }

    /// `name` answers A with `sets[0]` on the first query, `sets[1]` on the second, …, the
    /// last set repeating (DNS rebinding).
    pub(crate) fn a_seq(self, name: &str, sets: &[&[Ipv4Addr]]) -> Self {
        let sets = sets
            .iter()
            .map(|s| s.iter().copied().map(IpAddr::V4).collect())
            .collect();
        self.set(name, Qtype::A, sets)
    }

    /// AAAA counterpart of [`FakeDns::a_seq`].
    pub(crate) fn aaaa_seq(self, name: &str, sets: &[&[Ipv6Addr]]) -> Self {
        let sets = sets
            .iter()
            .map(|s| s.iter().copied().map(IpAddr::V6).collect())
            .collect();
        self.set(name, Qtype::Aaaa, sets)
    }

    /// Answers `name` over UDP with an empty, truncated (TC) response so that the client has
    /// to ask again over TCP, where the configured records are served.
    pub(crate) fn truncate_udp(self, name: &str) -> Self {
        lock(&self.shared.table)
            .truncate_udp
            .insert(normalize(name));
        self
    }

    /// The server address (`127.0.0.1:PORT`, UDP and TCP).
    pub(crate) fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The value for `GARUDA_WEB_DNS`.
    pub(crate) fn endpoint(&self) -> String {
        self.addr.to_string()
    }

    /// Every question received so far, in order.
    pub(crate) fn log(&self) -> Vec<DnsQuery> {
        lock(&self.shared.table).log.clone()
    }

    /// How many questions of type `qtype` for `name` arrived (any transport).
    pub(crate) fn queries(&self, name: &str, qtype: Qtype) -> usize {
        let name = normalize(name);
        lock(&self.shared.table)
            .log
            .iter()
            .filter(|q| q.name == name && q.qtype == qtype)
            .count()
    }

    /// How many questions of any type for `name` arrived.
    pub(crate) fn queries_for(&self, name: &str) -> usize {
        let name = normalize(name);
        lock(&self.shared.table)
            .log
            .iter()
            .filter(|q| q.name == name)
            .count()
    }

    /// How many questions for `name` arrived over `transport`.
    pub(crate) fn queries_via(&self, name: &str, transport: Transport) -> usize {
        let name = normalize(name);
        lock(&self.shared.table)
            .log
            .iter()
            .filter(|q| q.name == name && q.transport == transport)
            .count()
    }

    /// How many questions arrived in total.
    pub(crate) fn total_queries(&self) -> usize {
        lock(&self.shared.table).log.len()
    }

    /// Asserts that no question arrived at all.
    #[track_caller]
    pub(crate) fn assert_no_queries(&self) {
        let log = self.log();
        assert!(
            log.is_empty(),
            "fake DNS {} was queried: {log:?}",
            self.addr
        );
    }
}

impl Drop for FakeDns {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // Wake the TCP acceptor; the UDP thread notices the flag within STOP_POLL.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        let workers: Vec<_> = lock(&self.shared.workers).drain(..).collect();
        let panicked = workers
            .into_iter()
            .map(JoinHandle::join)
            .filter(Result::is_err)
            .count();
        // Connection threads spawned while joining the acceptor.
        let late: Vec<_> = lock(&self.shared.workers).drain(..).collect();
        let panicked = panicked
            + late
                .into_iter()
                .map(JoinHandle::join)
                .filter(Result::is_err)
                .count();
        if thread::panicking() {
            return;
        }
        assert_eq!(panicked, 0, "a fake DNS thread panicked");
        if self.expect_no_queries {
            self.assert_no_queries();
        }
    }
}

/// Binds UDP on an ephemeral loopback port and TCP on the same port (retrying if another
/// process holds that TCP port).
fn bind_pair() -> (UdpSocket, TcpListener) {
    for _ in 0..50 {
        let udp = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind fake DNS UDP");
        let port = udp.local_addr().expect("UDP address").port();
        if let Ok(tcp) = TcpListener::bind((Ipv4Addr::LOCALHOST, port)) {
            return (udp, tcp);
        }
    }
    panic!("could not bind UDP and TCP on one loopback port");
}

fn udp_loop(socket: &UdpSocket, shared: &Shared) {
    socket
        .set_read_timeout(Some(STOP_POLL))
        .expect("UDP read timeout");
    let mut buf = [0u8; 4096];
    while !shared.stopped() {
        let Ok((n, peer)) = socket.recv_from(&mut buf) else {
            continue;
        };
        if let Some(reply) = shared.respond(&buf[..n], Transport::Udp) {
            let _ = socket.send_to(&reply, peer);
        }
    }
}

fn tcp_accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    for stream in listener.incoming() {
        if shared.stopped() {
            break;
        }
        let Ok(stream) = stream else { continue };
        let conn_shared = Arc::clone(shared);
        let worker = thread::Builder::new()
            .name("fake-dns-tcp-conn".into())
            .spawn(move || tcp_serve(stream, &conn_shared))
            .expect("spawn fake DNS TCP connection thread");
        lock(&shared.workers).push(worker);
    }
}

/// Serves length-prefixed DNS messages on one TCP connection until it closes or the server
/// stops.
fn tcp_serve(mut stream: TcpStream, shared: &Shared) {
    if stream.set_read_timeout(Some(STOP_POLL)).is_err() {
        return;
    }
    loop {
        let mut len = [0u8; 2];
        if read_full(&mut stream, &mut len, shared).is_err() {
            return;
        }
        let mut packet = vec![0u8; usize::from(u16::from_be_bytes(len))];
        if read_full(&mut stream, &mut packet, shared).is_err() {
            return;
        }
        let Some(reply) = shared.respond(&packet, Transport::Tcp) else {
            return;
        };
        let Ok(reply_len) = u16::try_from(reply.len()) else {
            return;
        };
        let mut framed = reply_len.to_be_bytes().to_vec();
        framed.extend_from_slice(&reply);
        if stream.write_all(&framed).is_err() {
            return;
        }
    }
}

/// `read_exact` that tolerates read timeouts (used to poll the stop flag).
fn read_full(stream: &mut TcpStream, buf: &mut [u8], shared: &Shared) -> io::Result<()> {
    let mut filled = 0;
    while filled < buf.len() {
        if shared.stopped() {
            return Err(io::ErrorKind::Interrupted.into());
        }
        match stream.read(&mut buf[filled..]) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => filled += n,
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}
