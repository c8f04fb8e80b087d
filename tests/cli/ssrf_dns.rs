//! C-03 (resolve once, check every answer, pin) through the fake DNS server.
//!
//! Names resolve to private, metadata, mapped or mixed answers and must be refused before any
//! connection; NXDOMAIN is a `dns` failure; a rebinding name (first answer loopback, later ones
//! private) must be resolved exactly once and the connection pinned to the checked answer.
//! Anything that could really be dialled resolves to 127.0.0.1 only, and is served by the HTTPS
//! test server (names are upgraded to https) with a certificate from the test CA.

use std::net::{Ipv4Addr, Ipv6Addr};
use std::time::Duration;

use crate::support::dns::Transport;
use crate::support::{FakeDns, Gw, Qtype, Reply, Server, TestCa};

const LOOPBACK: Ipv4Addr = Ipv4Addr::LOCALHOST;
const PRIVATE: Ipv4Addr = Ipv4Addr::new(10, 0, 0, 1);
const METADATA: Ipv4Addr = Ipv4Addr::new(169, 254, 169, 254);

fn v6(s: &str) -> Ipv6Addr {
    s.parse().expect("IPv6 literal")
}

/// Lets fake-DNS answers in 127.0.0.0/8 through (C-06): since C-05 a DNS name answering
/// loopback is refused even with `--allow-localhost`.
const LOOPBACK_RANGE: &str = r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#;

/// `fetch URL --json --allow '*'` with the fake DNS (and extra flags).
fn fetch(url: &str, dns: &FakeDns, extra: &[&str]) -> Gw {
    Gw::fetch(url)
        .args(["--json", "--allow", "*", "--timeout", "10"])
        .args(extra)
        .dns(dns)
        .kill_after(Duration::from_secs(20))
}

// C-03: a name whose only answer is private is refused, naming the address.
#[test]
fn c03_private_answer_refused() {
    let dns = FakeDns::start().a("private.test", &[PRIVATE]);
    let out = fetch("https://private.test/", &dns, &[]).run();
    out.fails_with(3, "blocked_address")
        .message_contains("10.0.0.1");
    assert_eq!(dns.queries("private.test", Qtype::A), 1, "{out}");

    // --allow-localhost never opens private ranges (C-05).
    let out = fetch("https://private.test/", &dns, &["--allow-localhost"]).run();
    out.fails_with(3, "blocked_address");
}

// C-02/C-03: a metadata answer is refused and the message names the reason.
#[test]
fn c03_metadata_answer_refused_naming_reason() {
    let dns = FakeDns::start().a("metadata.test", &[METADATA]);
    fetch("http://metadata.test/latest/meta-data/", &dns, &[])
        .run()
        .fails_with(3, "blocked_address")
        .message_contains("169.254.169.254 is link-local (cloud metadata)");
}

// C-02/C-03: AAAA answers are checked too, including IPv4-mapped and NAT64 forms.
#[test]
fn c03_aaaa_answers_checked() {
    let dns = FakeDns::start()
        .a("mapped.test", &[])
        .aaaa("mapped.test", &[v6("::ffff:10.0.0.1")])
        .a("nat64.test", &[])
        .aaaa("nat64.test", &[v6("64:ff9b::a9fe:a9fe")])
        .a("ula.test", &[])
        .aaaa("ula.test", &[v6("fd00::1")])
        .a("v6loop.test", &[])
        .aaaa("v6loop.test", &[v6("::1")]);
    for name in ["mapped.test", "nat64.test", "ula.test", "v6loop.test"] {
        let out = fetch(&format!("https://{name}/"), &dns, &[]).run();
        out.fails_with(3, "blocked_address");
        assert_eq!(dns.queries(name, Qtype::Aaaa), 1, "{name}\n{out}");
    }
}

// C-03: if any answer fails C-02 the whole host is refused — even when the other answer is
// loopback and an allow range lets loopback through; the loopback server sees no connection.
#[test]
fn c03_one_bad_answer_refuses_host() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["mixed.test", "mixed6.test"])
        .with("/", Reply::text("must not be fetched"))
        .must_not_be_called();
    let dns = FakeDns::start()
        .a("mixed.test", &[LOOPBACK, PRIVATE])
        .a("mixed6.test", &[LOOPBACK])
        .aaaa("mixed6.test", &[v6("fc00::1")]);
    for name in ["mixed.test", "mixed6.test"] {
        let out = fetch(&server.url_for(name, "/"), &dns, &[])
            .config_json(LOOPBACK_RANGE)
            .ca(&ca)
            .run();
        out.fails_with(3, "blocked_address");
        assert_eq!(server.connections(), 0, "{name}\n{out}");
    }
}

// C-03/C-05: a name answering loopback is refused without --allow-localhost, before connecting.
#[test]
fn c03_loopback_answer_refused_without_allow_localhost() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).must_not_be_called();
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    fetch(&server.url_for("public.test", "/"), &dns, &[])
        .ca(&ca)
        .run()
        .fails_with(3, "blocked_address");
}

// C-06: a fake-IP answer (198.18.0.0/15) is refused unless web.allowRanges says otherwise.
#[test]
fn c06_fake_ip_answer_refused_by_default() {
    let dns = FakeDns::start().a("fakeip.test", &[Ipv4Addr::new(198, 18, 0, 5)]);
    fetch("https://fakeip.test/", &dns, &[])
        .run()
        .fails_with(3, "blocked_address");
}

// G-03: no DNS server answering is said as such ("is this machine offline?"), in text
// and JSON, never "no such host"; NXDOMAIN stays "no such host".
#[test]
fn c03_offline_is_not_no_such_host() {
    // The harness's default DNS is a dead loopback port: nothing answers.
    let out = Gw::fetch("https://public.test/")
        .args(["--json", "--allow", "*", "--timeout", "5"])
        .kill_after(Duration::from_secs(15))
        .run();
    out.fails_with(1, "dns")
        .message_contains("no DNS server answered — is this machine offline?");
    assert!(!out.error_message().contains("no such host"), "{out}");
    let dns = FakeDns::start();
    let out = fetch("https://missing.test/", &dns, &[]).run();
    out.fails_with(1, "dns").message_contains("no such host");
    assert!(!out.error_message().contains("offline"), "{out}");
}

// G-02: NXDOMAIN is an operation failure: exit 1, `dns`, with a sentence and a hint on stderr.
#[test]
fn c03_nxdomain_is_dns_failure() {
    let dns = FakeDns::start();
    let out = fetch("https://missing.test/", &dns, &[]).run();
    out.fails_with(1, "dns");
    assert!(dns.queries_for("missing.test") >= 1, "{out}");
    Gw::fetch("https://missing.test/")
        .args(["--allow", "*"])
        .dns(&dns)
        .run()
        .code(1)
        .stdout_empty()
        .stderr_has_error_and_hint();
}

// C-03: an unreachable DNS server is a bounded `dns` failure, not a hang (and GARUDA_WEB_DNS is
// the only server asked: the harness's default points at a dead loopback port).
#[test]
fn c03_unreachable_dns_server_is_dns_failure() {
    Gw::fetch("https://public.test/")
        .args(["--json", "--allow", "*", "--timeout", "5"])
        .kill_after(Duration::from_secs(15))
        .run()
        .fails_with(1, "dns");
}

// C-03 positive control: a name answering loopback, let through by web.allowRanges, is fetched over
// HTTPS (http:// is upgraded for names), SNI and Host carry the name, one A and at most one AAAA
// query are made.
#[test]
fn c03_public_name_fetched_over_https() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).with("/page", Reply::text("hello public"));
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    let url = format!("http://public.test:{}/page", server.port());
    let out = fetch(&url, &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.json_ok();
    let json = out.json();
    assert_eq!(
        json["final_url"],
        format!("https://public.test:{}/page", server.port()),
        "{out}"
    );
    assert!(
        json["content"]
            .as_str()
            .is_some_and(|c| c.contains("hello public")),
        "{out}"
    );
    let req = server.last_request();
    assert_eq!(req.sni.as_deref(), Some("public.test"), "{out}");
    assert_eq!(
        req.header("Host"),
        Some(format!("public.test:{}", server.port()).as_str()),
        "{out}"
    );
    assert_eq!(dns.queries("public.test", Qtype::A), 1, "{out}");
    assert!(dns.queries("public.test", Qtype::Aaaa) <= 1, "{out}");
}

// C-03: DNS rebinding — the first answer is loopback (allowed by a range), every later one private. The
// binary resolves once, checks, and connects to exactly the checked address: the fetch succeeds
// and DNS saw one A query (at most one AAAA) for the whole call.
#[test]
fn c03_rebinding_resolved_once_and_pinned() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["rebind.test"]).with("/", Reply::text("pinned"));
    let dns = FakeDns::start()
        .a_seq("rebind.test", &[&[LOOPBACK], &[PRIVATE]])
        .aaaa("rebind.test", &[]);
    let url = format!("http://rebind.test:{}/", server.port());
    let out = fetch(&url, &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.json_ok();
    assert_eq!(server.hits("/"), 1, "{out}");
    assert_eq!(
        dns.queries("rebind.test", Qtype::A),
        1,
        "DNS log: {:?}\n{out}",
        dns.log()
    );
    assert!(
        dns.queries("rebind.test", Qtype::Aaaa) <= 1,
        "DNS log: {:?}\n{out}",
        dns.log()
    );
}

// C-03/C-04: every redirect hop is resolved and checked again — here the second resolution of
// the same rebinding name answers a private address, so the hop is refused before connecting.
#[test]
fn c04_redirect_hop_resolved_and_checked_again() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["rebind.test"])
        .with("/hop", Reply::redirect(302, "/final"))
        .with("/final", Reply::text("must not be fetched"));
    let dns = FakeDns::start()
        .a_seq("rebind.test", &[&[LOOPBACK], &[PRIVATE]])
        .aaaa("rebind.test", &[]);
    let url = server.url_for("rebind.test", "/hop");
    let out = fetch(&url, &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.fails_with(3, "blocked_address");
    assert_eq!(server.hits("/hop"), 1, "{out}");
    assert_eq!(server.hits("/final"), 0, "{out}");
    assert_eq!(
        dns.queries("rebind.test", Qtype::A),
        2,
        "DNS log: {:?}\n{out}",
        dns.log()
    );
}

// C-03: names are case-insensitive and a trailing dot is removed before DNS.
#[test]
fn c03_name_case_and_trailing_dot() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).with("/", Reply::text("ok"));
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    let url = format!("https://PUBLIC.Test.:{}/", server.port());
    let out = fetch(&url, &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.json_ok();
    assert_eq!(server.hits("/"), 1, "{out}");
    assert!(
        dns.log().iter().all(|q| q.name == "public.test"),
        "DNS log: {:?}",
        dns.log()
    );
}

// C-03: the resolver speaks TCP too — a truncated UDP answer is retried over TCP on the same
// server.
#[test]
fn c03_truncated_udp_answer_retried_over_tcp() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["tcp.test"]).with("/", Reply::text("via tcp dns"));
    let dns = FakeDns::start()
        .a("tcp.test", &[LOOPBACK])
        .aaaa("tcp.test", &[])
        .truncate_udp("tcp.test");
    let out = fetch(&server.url_for("tcp.test", "/"), &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.json_ok();
    assert!(
        dns.queries_via("tcp.test", Transport::Tcp) >= 1,
        "DNS log: {:?}\n{out}",
        dns.log()
    );
}

// C-10: the TLS certificate is still verified against the name (pinning does not bypass it):
// a server whose certificate does not cover the name fails with `tls`.
#[test]
fn c10_certificate_checked_against_name() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["other.test"]).with("/", Reply::text("wrong cert"));
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    let out = fetch(&server.url_for("public.test", "/"), &dns, &[])
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
    out.fails_with(1, "tls");
    assert_eq!(server.total_hits(), 0, "{out}");

    // Without the test CA the certificate is untrusted: also `tls`, never an insecure retry.
    let out = fetch(
        &server.url_for("localhost", "/"),
        &dns,
        &["--allow-localhost"],
    )
    .run();
    out.fails_with(1, "tls");
    assert_eq!(server.total_hits(), 0, "{out}");
}

// C-05: --allow-localhost opens only URLs that name loopback. A DNS name that
// answers 127.0.0.1 is refused with the switch, before any connection, and the hint names
// web.allowRanges.
#[test]
fn c05_name_answering_loopback_refused_even_with_allow_localhost() {
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).must_not_be_called();
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    let out = fetch(
        &server.url_for("public.test", "/"),
        &dns,
        &["--allow-localhost"],
    )
    .ca(&ca)
    .run();
    out.fails_with(3, "blocked_address")
        .message_contains("127.0.0.1 is loopback");
    assert!(out.error_hint().contains("web.allowRanges"), "{out}");
    assert_eq!(server.connections(), 0, "{out}");
    assert_eq!(dns.queries("public.test", Qtype::A), 1, "{out}");
}

// C-05: a redirect from a non-loopback origin into loopback is refused, with
// the switch on, before the loopback server hears of it.
#[test]
fn c05_redirect_from_public_name_into_loopback_refused() {
    let inner = Server::http()
        .with("/admin", Reply::text("internal"))
        .must_not_be_called();
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"])
        .with("/go", Reply::redirect(302, &inner.url("/admin")));
    let dns = FakeDns::start().a("public.test", &[LOOPBACK]);
    for target in [inner.url("/admin"), inner.url_for("localhost", "/admin")] {
        server.route("/go", Reply::redirect(302, &target));
        let out = fetch(
            &server.url_for("public.test", "/go"),
            &dns,
            &["--allow-localhost"],
        )
        .config_json(LOOPBACK_RANGE)
        .ca(&ca)
        .run();
        out.fails_with(3, "blocked_url")
            .message_contains("redirect");
        assert_eq!(inner.connections(), 0, "{out}");
    }
    assert_eq!(server.hits("/go"), 2);
}
