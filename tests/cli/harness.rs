//! Self-tests of the test harness (servers, CA, fake DNS) without the binary, so that a failing
//! product test can be trusted to be about the product. Does not run `garuda-web`.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, Ipv6Addr, TcpStream, UdpSocket};
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::CertificateDer;
use rustls::pki_types::pem::PemObject;

use hickory_server::proto::op::{Message, MessageType, OpCode, Query, ResponseCode};
use hickory_server::proto::rr::{Name, RData, RecordType};

use crate::support::dns::Transport;
use crate::support::{FakeDns, Qtype, Reply, Server, TestCa};

/// Sends a raw HTTP/1.1 GET and returns the whole response text (the server closes).
fn http_get(addr: std::net::SocketAddr, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: x\r\nUser-Agent: probe\r\nConnection: close\r\n\r\n"
    )
    .expect("write");
    let mut out = Vec::new();
    stream.read_to_end(&mut out).expect("read");
    String::from_utf8_lossy(&out).into_owned()
}

/// Asks the fake DNS one question over UDP and returns the parsed response.
fn dns_udp(dns: &FakeDns, name: &str, rt: RecordType) -> Message {
    let mut query = Message::new(0x4242, MessageType::Query, OpCode::Query);
    query.add_query(Query::query(Name::from_ascii(name).expect("name"), rt));
    let sock = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("bind");
    sock.set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    sock.send_to(&query.to_vec().expect("encode"), dns.addr())
        .expect("send");
    let mut buf = [0u8; 4096];
    let n = sock.recv(&mut buf).expect("recv");
    Message::from_vec(&buf[..n]).expect("decode")
}

/// Same over TCP (two-byte length prefix).
fn dns_tcp(dns: &FakeDns, name: &str, rt: RecordType) -> Message {
    let mut query = Message::new(0x4343, MessageType::Query, OpCode::Query);
    query.add_query(Query::query(Name::from_ascii(name).expect("name"), rt));
    let bytes = query.to_vec().expect("encode");
    let mut stream = TcpStream::connect(dns.addr()).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    let len = u16::try_from(bytes.len()).expect("small").to_be_bytes();
    stream.write_all(&len).expect("write");
    stream.write_all(&bytes).expect("write");
    let mut len = [0u8; 2];
    stream.read_exact(&mut len).expect("read len");
    let mut buf = vec![0u8; usize::from(u16::from_be_bytes(len))];
    stream.read_exact(&mut buf).expect("read msg");
    Message::from_vec(&buf).expect("decode")
}

fn ips(msg: &Message) -> Vec<String> {
    msg.answers
        .iter()
        .map(|r| match &r.data {
            RData::A(a) => a.0.to_string(),
            RData::AAAA(a) => a.0.to_string(),
            other => format!("{other:?}"),
        })
        .collect()
}

#[test]
fn harness_http_routes_counts_and_404() {
    let server = Server::http()
        .with("/", Reply::html("<p>hi</p>"))
        .with("/gz", Reply::text("zipped").gzip());
    let resp = http_get(server.addr(), "/");
    assert!(resp.starts_with("HTTP/1.1 200 OK\r\n"), "{resp}");
    assert!(resp.ends_with("<p>hi</p>"), "{resp}");
    let resp = http_get(server.addr(), "/gz?x=1");
    assert!(resp.contains("Content-Encoding: gzip"), "{resp}");
    let resp = http_get(server.addr(), "/missing");
    assert!(resp.starts_with("HTTP/1.1 404"), "{resp}");
    assert_eq!(server.hits("/"), 1);
    assert_eq!(server.hits("/gz"), 1);
    assert_eq!(server.total_hits(), 3);
    assert_eq!(server.connections(), 3);
    let req = server.requests().remove(0);
    assert_eq!(req.header("user-agent"), Some("probe"));
    assert_eq!(req.method, "GET");
}

#[test]
fn harness_http_sequence_and_drop_with_drip_is_prompt() {
    let server = Server::http();
    server.route_seq("/s", vec![Reply::text("one"), Reply::text("two")]);
    assert!(http_get(server.addr(), "/s").ends_with("one"));
    assert!(http_get(server.addr(), "/s").ends_with("two"));
    assert!(http_get(server.addr(), "/s").ends_with("two"));
    // A connection stuck in a drip must not keep the server (or the test) alive.
    server.route(
        "/drip",
        Reply::text("x".repeat(1000)).drip(Duration::from_secs(1)),
    );
    let mut stream = TcpStream::connect(server.addr()).expect("connect");
    write!(stream, "GET /drip HTTP/1.1\r\nHost: x\r\n\r\n").expect("write");
    let mut first = [0u8; 1];
    stream.read_exact(&mut first).expect("first dripped byte");
    let started = std::time::Instant::now();
    drop(server);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "drop took too long"
    );
}

#[test]
fn harness_never_called_server_counts_connections() {
    let server = Server::http();
    assert_eq!(server.connections(), 0);
    let stream = TcpStream::connect(server.addr()).expect("connect");
    drop(stream);
    for _ in 0..100 {
        if server.connections() == 1 {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(server.connections(), 1, "a bare TCP connect is counted");
    assert_eq!(server.total_hits(), 0);
}

#[test]
fn harness_https_certificate_verifies_for_names() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).with("/", Reply::text("secure"));
    let mut roots = rustls::RootCertStore::empty();
    let der = CertificateDer::from_pem_file(ca.pem_path()).expect("CA file");
    roots.add(der).expect("add CA");
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = Arc::new(
        rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("versions")
            .with_root_certificates(roots)
            .with_no_client_auth(),
    );
    for name in ["public.test", "localhost", "127.0.0.1"] {
        let server_name = rustls::pki_types::ServerName::try_from(name.to_owned()).expect("name");
        let conn = rustls::ClientConnection::new(Arc::clone(&config), server_name).expect("conn");
        let sock = TcpStream::connect(server.addr()).expect("connect");
        let mut tls = rustls::StreamOwned::new(conn, sock);
        write!(
            tls,
            "GET / HTTP/1.1\r\nHost: {name}\r\nConnection: close\r\n\r\n"
        )
        .expect("write");
        let mut out = Vec::new();
        let _ = tls.read_to_end(&mut out);
        let text = String::from_utf8_lossy(&out);
        assert!(text.ends_with("secure"), "{name}: {text:?}");
    }
    let sni: Vec<_> = server.requests().into_iter().map(|r| r.sni).collect();
    assert_eq!(sni[0].as_deref(), Some("public.test"));
    assert!(server.url("/").starts_with("https://127.0.0.1:"));
}

#[test]
fn harness_dns_answers_sequences_nxdomain_and_tcp() {
    let dns = FakeDns::start()
        .a("Public.Test", &[Ipv4Addr::LOCALHOST])
        .aaaa(
            "v6.test",
            &["::ffff:10.0.0.1".parse::<Ipv6Addr>().expect("ip")],
        )
        .a_seq(
            "rebind.test",
            &[&[Ipv4Addr::LOCALHOST], &[Ipv4Addr::new(10, 0, 0, 1)]],
        )
        .a("trunc.test", &[Ipv4Addr::LOCALHOST])
        .truncate_udp("trunc.test");

    let r = dns_udp(&dns, "public.TEST.", RecordType::A);
    assert_eq!(r.metadata.response_code, ResponseCode::NoError);
    assert_eq!(ips(&r), ["127.0.0.1"]);
    assert_eq!(
        r.queries[0].name.to_string(),
        "public.TEST.",
        "question echoed as sent"
    );

    let r = dns_udp(&dns, "public.test.", RecordType::AAAA);
    assert_eq!(r.metadata.response_code, ResponseCode::NoError);
    assert!(ips(&r).is_empty(), "NODATA for a known name without AAAA");

    assert_eq!(
        ips(&dns_udp(&dns, "v6.test.", RecordType::AAAA)),
        ["::ffff:10.0.0.1"]
    );

    assert_eq!(
        ips(&dns_udp(&dns, "rebind.test.", RecordType::A)),
        ["127.0.0.1"]
    );
    assert_eq!(
        ips(&dns_udp(&dns, "rebind.test.", RecordType::A)),
        ["10.0.0.1"]
    );
    assert_eq!(
        ips(&dns_tcp(&dns, "rebind.test.", RecordType::A)),
        ["10.0.0.1"]
    );

    let r = dns_udp(&dns, "missing.test.", RecordType::A);
    assert_eq!(r.metadata.response_code, ResponseCode::NXDomain);

    let r = dns_udp(&dns, "trunc.test.", RecordType::A);
    assert!(r.metadata.truncation && r.answers.is_empty());
    assert_eq!(
        ips(&dns_tcp(&dns, "trunc.test.", RecordType::A)),
        ["127.0.0.1"]
    );

    assert_eq!(dns.queries("public.test", Qtype::A), 1);
    assert_eq!(dns.queries("public.test", Qtype::Aaaa), 1);
    assert_eq!(dns.queries("rebind.test", Qtype::A), 3);
    assert_eq!(dns.queries_via("rebind.test", Transport::Tcp), 1);
    assert_eq!(dns.queries_for("missing.test"), 1);
    assert_eq!(dns.total_queries(), 9);
}
