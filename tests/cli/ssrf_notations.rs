//! C-01/C-02/C-05/C-06: URL notations that must be refused before any DNS query or connection.
//!
//! Table-driven: every case runs the binary with `--json --allow '*'` (so approval is never
//! what refuses), the fake DNS attached (so a lookup would be counted) and, where a loopback
//! address is spelled, the port of a live loopback server (so a connection would be counted).
//! Each case states its exact exit code and JSON `error.code`; a table fails with every
//! mismatching case listed, not just the first. Positive controls at the end prove the same
//! server is reachable when loopback is allowed, so "zero connections" means something.
//!
//! Addresses other than loopback cannot be dialled from the test network namespace; the suite
//! is meant to run under `unshare --net`.

use std::time::Duration;

use crate::support::{FakeDns, Gw, Outcome, Reply, Server};

/// The refusal message for the metadata address (C-02: the refusal names the reason).
const METADATA_REASON: &str = "169.254.169.254 is link-local (cloud metadata)";

/// One notation and the refusal it must get.
struct Case {
    /// The URL argument; `{P}` is replaced by the loopback server's port.
    url: String,
    /// Expected exit code.
    exit: i32,
    /// Acceptable `error.code` values (one, except where the spec allows two readings).
    codes: &'static [&'static str],
}

/// A case refused with exit 3 `blocked_address`.
fn addr(url: &str) -> Case {
    Case {
        url: url.to_owned(),
        exit: 3,
        codes: &["blocked_address"],
    }
}

/// A case refused with exit 3 `blocked_url`.
fn url(url: &str) -> Case {
    Case {
        url: url.to_owned(),
        exit: 3,
        codes: &["blocked_url"],
    }
}

/// A case that is not a URL at all (or an obvious typo of one): exit 2 `invalid_url` (C-01).
fn bad(url: &str) -> Case {
    Case {
        url: url.to_owned(),
        exit: 2,
        codes: &["invalid_url"],
    }
}

/// A case where both a URL rule and the address rule apply (C-01 does not order them): exit 3
/// with either code is a correct refusal.
fn either(url: &str) -> Case {
    Case {
        url: url.to_owned(),
        exit: 3,
        codes: &["blocked_url", "blocked_address"],
    }
}

/// Runs every case against one loopback server and one fake DNS; fails listing all cases that
/// did not end as expected, or that caused a connection or a DNS query.
fn assert_refused(cases: &[Case], extra_args: &[&str], config: Option<&str>, needle: Option<&str>) {
    let server = Server::http().with("/", Reply::text("reached"));
    let dns = FakeDns::start();
    let port = server.port().to_string();
    let mut failures = Vec::new();
    for case in cases {
        let target = case.url.replace("{P}", &port);
        let (conns, queries) = (server.connections(), dns.total_queries());
        let mut gw = Gw::fetch(&target)
            .args(["--json", "--allow", "*", "--timeout", "5"])
            .args(extra_args)
            .dns(&dns)
            .kill_after(Duration::from_secs(15));
        if let Some(config) = config {
            gw = gw.config_json(config);
        }
        let out = gw.run();
        let mut problems = Vec::new();
        if let Err(e) = out.check_fails_with(case.exit, case.codes) {
            problems.push(e);
        }
        if let Some(needle) = needle
            && !out.error_message().contains(needle)
        {
            problems.push(format!("error.message lacks {needle:?}"));
        }
        let new_conns = server.connections() - conns;
        if new_conns > 0 {
            problems.push(format!("loopback server got {new_conns} connection(s)"));
        }
        let new_queries = &dns.log()[queries..];
        if !new_queries.is_empty() {
            problems.push(format!("DNS was queried: {new_queries:?}"));
        }
        if !problems.is_empty() {
            failures.push(format!(
                "{target}\n  {}\n{}",
                problems.join("\n  "),
                brief(&out)
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} notations not refused as expected:\n\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n\n")
    );
}

/// A short rendering of an outcome for table failures.
fn brief(out: &Outcome) -> String {
    let cut = |s: &str| {
        let s = s.trim_end();
        match s.char_indices().nth(300) {
            Some((i, _)) => format!("{}…", &s[..i]),
            None => s.to_owned(),
        }
    };
    format!(
        "  exit {:?}; stdout: {}\n  stderr: {}",
        out.exit_code(),
        cut(out.stdout()),
        cut(out.stderr())
    )
}

// C-01/C-02: every IPv4 spelling the WHATWG parser normalizes to 127.0.0.1 is loopback, refused
// without --allow-localhost — checked on the literal, with the live server's port in the URL.
#[test]
fn c02_ipv4_notations_of_loopback_refused() {
    assert_refused(
        &[
            addr("http://127.0.0.1:{P}/"),
            addr("https://127.0.0.1:{P}/"),
            addr("http://2130706433:{P}/"),
            addr("http://0177.0.0.1:{P}/"),
            addr("http://0x7f.0.0.1:{P}/"),
            addr("http://0x7f000001:{P}/"),
            addr("http://017700000001:{P}/"),
            addr("http://127.1:{P}/"),
            addr("http://127.0.1:{P}/"),
            addr("http://0x7f.1:{P}/"),
            addr("http://127.000.000.001:{P}/"),
            addr("http://0x7f.0x0.0x0.0x1:{P}/"),
            addr("http://0000177.0.0.1:{P}/"),
            addr("http://127.0.0.01:{P}/"),
            addr("http://0x00007f.1:{P}/"),
            addr("http://127.0.0.0x1:{P}/"),
            addr("http://0x7F.0X0.0.1:{P}/"),
            addr("http://2130706433.:{P}/"),
            addr("http://127.255.255.254/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01/C-02: decimal, octal, hex and short forms of 10.0.0.1 are private.
#[test]
fn c02_ipv4_notations_of_private_10_refused() {
    assert_refused(
        &[
            addr("http://10.0.0.1/"),
            addr("http://167772161/"),
            addr("http://012.0.0.1/"),
            addr("http://0xa.0.0.1/"),
            addr("http://0x0a000001/"),
            addr("http://10.1/"),
            addr("http://10.0.1/"),
            addr("https://012.0x0.0.01/"),
        ],
        &[],
        None,
        None,
    );
}

// C-02: every spelling of 169.254.169.254 is refused and the message names the reason.
#[test]
fn c02_ipv4_notations_of_metadata_refused_naming_reason() {
    assert_refused(
        &[
            addr("http://169.254.169.254/latest/meta-data/"),
            addr("https://169.254.169.254/"),
            addr("http://2852039166/"),
            addr("http://0251.0376.0251.0376/"),
            addr("http://0xa9.0xfe.0xa9.0xfe/"),
            addr("http://0xa9fea9fe/"),
            addr("http://0xA9.254.0251.0xfe/"),
            addr("http://169.254.43518/"),
            addr("http://169.16689662/"),
            addr("http://025177524776/"),
            addr("http://169.254.169.254:80/"),
            addr("HTTP://169.254.169.254/"),
        ],
        &[],
        None,
        Some(METADATA_REASON),
    );
}

// C-02: the special-purpose IPv4 ranges of the table, one address each (several at the edges).
#[test]
fn c02_special_ipv4_ranges_refused() {
    assert_refused(
        &[
            addr("http://0/"),
            addr("http://0.0.0.0:{P}/"),
            addr("http://0x0:{P}/"),
            addr("http://0.1.2.3/"),
            addr("http://100.64.0.1/"),
            addr("http://100.127.255.255/"),
            addr("http://172.16.0.1/"),
            addr("http://172.31.255.255/"),
            addr("http://192.0.0.1/"),
            addr("http://192.0.2.1/"),
            addr("http://192.88.99.1/"),
            addr("http://192.168.1.1/"),
            addr("http://198.18.0.1/"),
            addr("http://198.19.255.255/"),
            addr("http://198.51.100.1/"),
            addr("http://203.0.113.1/"),
            addr("http://224.0.0.1/"),
            addr("http://239.255.255.250/"),
            addr("http://240.0.0.1/"),
            addr("http://255.255.255.255/"),
            addr("http://168.63.129.16/"),
            addr("http://169.254.0.1/"),
            addr("http://0xffffffff/"),
            addr("http://4294967295/"),
            addr("http://3232235777/"),
            addr("http://0300.0250.0.1/"),
            addr("http://0xc0a80001/"),
        ],
        &[],
        None,
        None,
    );
}

// C-02: IPv6 literals outside 2000::/3, the refused ranges inside it, and the two embedded-IPv4
// forms (::ffff:a.b.c.d, 64:ff9b::/96) decided by the address they carry.
#[test]
fn c02_ipv6_literals_refused() {
    assert_refused(
        &[
            addr("http://[::]:{P}/"),
            addr("http://[::1]:{P}/"),
            addr("http://[0000::1]:{P}/"),
            addr("http://[::ffff:127.0.0.1]:{P}/"),
            addr("http://[::ffff:7f00:1]:{P}/"),
            addr("http://[0:0:0:0:0:ffff:127.0.0.1]:{P}/"),
            addr("http://[::ffff:a9fe:a9fe]/"),
            addr("http://[::ffff:169.254.169.254]/"),
            addr("http://[::ffff:10.0.0.1]/"),
            addr("http://[::ffff:0.0.0.0]/"),
            addr("http://[::127.0.0.1]:{P}/"),
            addr("http://[64:ff9b::a9fe:a9fe]/"),
            addr("http://[64:ff9b::10.0.0.1]/"),
            addr("http://[64:ff9b::7f00:1]:{P}/"),
            addr("http://[64:ff9b:1::1]/"),
            addr("http://[2002:a9fe:a9fe::1]/"),
            addr("http://[2001:db8::1]/"),
            addr("http://[2001::1]/"),
            addr("http://[3fff::1]/"),
            addr("http://[fc00::1]/"),
            addr("http://[fd00::1]/"),
            addr("http://[fe80::1]/"),
            addr("http://[ff02::1]/"),
            addr("https://[::1]:{P}/"),
            addr("http://[0:0:0:0:0:0:0:1]:{P}/"),
            addr("http://[::0:1]:{P}/"),
            addr("http://[::ffff:0:a9fe:a9fe]/"),
            addr("http://[::ffff:255.255.255.255]/"),
            addr("http://[64:ff9b::192.168.1.1]/"),
            addr("http://[64:ff9b::100.64.0.1]/"),
            addr("http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/"),
            addr("http://[100::1]/"),
            addr("http://[fec0::1]/"),
            addr("http://[ff00::]/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: IPv6 zone identifiers are not valid in URLs (WHATWG): a parse failure, blocked_url.
#[test]
fn c01_ipv6_zone_ids_refused_as_urls() {
    assert_refused(
        &[
            bad("http://[fe80::1%25lo]/"),
            bad("http://[fe80::1%lo]/"),
            bad("http://[::1%25lo]:{P}/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: a user name or password refuses the URL, whatever the host, before any DNS.
#[test]
fn c01_userinfo_refused_before_dns() {
    assert_refused(
        &[
            url("http://169.254.169.254@example.test/"),
            url("http://user:pw@example.test/"),
            url("http://user@example.test/"),
            url("http://:pw@example.test/"),
            either("https://user:pw@127.0.0.1:{P}/"),
            url("http://169.254.169.254%2f@example.test/"),
            url("https://1.1.1.1 &@2.2.2.2# @3.3.3.3/"),
            either("http://example.test@169.254.169.254/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: schemes other than http and https are refused before anything else.
#[test]
fn c01_other_schemes_refused() {
    assert_refused(
        &[
            url("file:///etc/passwd"),
            url("file://localhost/etc/passwd"),
            url("ftp://example.test/"),
            url("ftp://127.0.0.1:{P}/"),
            url("gopher://127.0.0.1:{P}/_GET%20/"),
            url("dict://127.0.0.1:{P}/info"),
            url("ldap://127.0.0.1:{P}/"),
            url("ws://example.test/"),
            url("wss://example.test/"),
            url("data:text/html,<h1>hi</h1>"),
            url("javascript:alert(1)"),
            url("view-source:http://127.0.0.1:{P}/"),
            url("jar:http://127.0.0.1:{P}/x.jar!/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: trailing dots, percent-encoding, full-width and other Unicode digits and dots, and
// backslash forms all normalize to a refused literal (or, with an empty label, to a bad URL).
#[test]
fn c01_trailing_dots_encodings_and_unicode_digits_refused() {
    assert_refused(
        &[
            addr("http://127.0.0.1.:{P}/"),
            addr("http://169.254.169.254./"),
            addr("http://%31%32%37.0.0.1:{P}/"),
            addr("http://%31%36%39.254.169.254/"),
            addr("http://１６９.２５４.１６９.２５４/"),
            addr("http://①②⑦.0.0.1:{P}/"),
            addr("http://127。0。0。1:{P}/"),
            addr("http://0x7f.0.0.1%2e:{P}/"),
            addr("http:/\\169.254.169.254/"),
            addr("http:\\\\169.254.169.254\\"),
            bad("http:169.254.169.254"),
            addr("http://169.254.169.254#@example.test/"),
            url("http://127.0.0.1../"),
        ],
        &[],
        None,
        None,
    );
}

// C-01/C-05: loopback names never reach DNS and are refused without --allow-localhost.
#[test]
fn c05_localhost_names_refused_without_allow_localhost() {
    assert_refused(
        &[
            addr("http://localhost:{P}/"),
            addr("https://localhost:{P}/"),
            addr("http://LOCALHOST:{P}/"),
            addr("http://localhost.:{P}/"),
            addr("http://foo.localhost:{P}/"),
            addr("http://a.b.localhost:{P}/"),
            addr("http://foo.localhost.:{P}/"),
            addr("http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ:{P}/"),
            addr("http://ｌｏｃａｌｈｏｓｔ:{P}/"),
            addr("http://%6c%6f%63%61%6c%68%6f%73%74:{P}/"),
            addr("http://localhost%2e:{P}/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: malformed URLs, port 0, empty labels and over-long labels or names are refused.
#[test]
fn c01_malformed_hosts_and_ports_refused() {
    let label64 = format!("http://{}.test/", "a".repeat(64));
    let name254 = format!("http://{}.test/", ["abcdefghi"; 25].join("."));
    assert_eq!(name254.len() - "http://".len() - 1, 254);
    assert_refused(
        &[
            url(&label64),
            url(&name254),
            url("http://example.test:0/"),
            either("http://127.0.0.1:0/"),
            bad("http://example.test:65536/"),
            url("http://a..test/"),
            url("http://.test/"),
            bad("http://[::1/"),
            bad("http://exa mple.test/"),
            bad("http://127.0.0.1%00.test/"),
            bad("http://0x100000000/"),
            bad("http://256.0.0.1/"),
            bad("http:///"),
            bad("http://"),
            bad("https://:{P}/"),
        ],
        &[],
        None,
        None,
    );
}

// C-01: the URL rules hold for loopback too: with --allow-localhost, port 0 and credentials
// are still refused as URLs.
#[test]
fn c01_url_rules_apply_to_allowed_loopback() {
    assert_refused(
        &[
            url("http://127.0.0.1:0/"),
            url("http://localhost:0/"),
            url("http://user:pw@127.0.0.1:{P}/"),
            url("http://user@localhost:{P}/"),
            url("ftp://127.0.0.1:{P}/"),
        ],
        &["--allow-localhost"],
        None,
        None,
    );
}

// C-01: a URL typed without a scheme gets https:// and then goes through the same checks.
#[test]
fn c01_schemeless_literals_refused() {
    assert_refused(
        &[
            addr("127.0.0.1:{P}/"),
            addr("127.0.0.1:{P}"),
            addr("169.254.169.254/latest/meta-data/"),
            addr("2852039166/"),
            addr("[::1]:{P}/"),
            addr("0x7f.1:{P}/"),
            addr("10.0.0.1"),
        ],
        &[],
        None,
        None,
    );
}

// C-05: --allow-localhost opens loopback only: private, link-local, unspecified addresses and
// NAT64-embedded loopback stay refused.
#[test]
fn c05_allow_localhost_does_not_open_other_ranges() {
    assert_refused(
        &[
            addr("http://10.0.0.1/"),
            addr("http://172.16.0.1/"),
            addr("http://192.168.0.1/"),
            addr("http://100.64.0.1/"),
            addr("http://198.18.0.1/"),
            addr("http://169.254.169.254/"),
            addr("http://0.0.0.0:{P}/"),
            addr("http://0:{P}/"),
            addr("http://[::]:{P}/"),
            addr("http://[::ffff:0.0.0.0]:{P}/"),
            addr("http://[64:ff9b::7f00:1]:{P}/"),
            addr("http://[64:ff9b::127.0.0.1]:{P}/"),
            addr("http://[::ffff:10.0.0.1]/"),
            addr("http://[fe80::1]/"),
            addr("http://[fc00::1]/"),
        ],
        &["--allow-localhost"],
        None,
        None,
    );
}

// C-06: web.allowRanges applies to DNS answers only, never to URL literals.
#[test]
fn c06_allow_ranges_never_open_literals() {
    assert_refused(
        &[
            addr("http://198.18.0.1/"),
            addr("http://198.19.1.2/"),
            addr("http://10.0.0.1/"),
            addr("http://167772161/"),
        ],
        &[],
        Some(r#"{"web": {"allowRanges": ["198.18.0.0/15", "10.0.0.0/8"]}}"#),
        None,
    );
}

// C-05 positive control: with --allow-localhost the loopback literal reaches the server, and
// http:// stays http:// for it.
#[test]
fn c05_loopback_literal_reaches_server_with_allow_localhost() {
    let server = Server::http().with("/", Reply::text("hello from loopback"));
    let dns = FakeDns::never_queried();
    let out = Gw::fetch(&server.url("/"))
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .dns(&dns)
        .run();
    out.success().stderr_empty();
    let json = out.json();
    assert_eq!(server.hits("/"), 1, "{out}");
    assert_eq!(json["status"], 200, "{out}");
    assert_eq!(json["final_url"], server.url("/"), "{out}");
    assert!(
        json["content"]
            .as_str()
            .is_some_and(|c| c.contains("hello from loopback")),
        "{out}"
    );
}

// C-05 negative control: the same URL without --allow-localhost is refused with zero
// connections, and the text-mode failure is a sentence plus a hint on stderr, nothing on stdout.
#[test]
fn c05_loopback_literal_refused_without_allow_localhost() {
    let server = Server::never_called();
    let dns = FakeDns::never_queried();
    let out = Gw::fetch(&server.url("/"))
        .args(["--json", "--allow", "*"])
        .dns(&dns)
        .run();
    out.fails_with(3, "blocked_address");
    server.assert_no_hits();

    let out = Gw::fetch(&server.url("/"))
        .args(["--allow", "*"])
        .dns(&dns)
        .run();
    out.code(3).stdout_empty().stderr_has_error_and_hint();
    assert_eq!(
        out.stdout(),
        "",
        "G-01: a failure prints nothing on stdout\n{out}"
    );
}

// C-01/C-05: `localhost` with --allow-localhost means 127.0.0.1/::1 without asking DNS.
#[test]
fn c05_localhost_name_reaches_server_without_dns() {
    let server = Server::http().with("/", Reply::text("hello localhost"));
    let dns = FakeDns::never_queried();
    let out = Gw::fetch(&server.url_for("localhost", "/"))
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .dns(&dns)
        .run();
    out.success().stderr_empty();
    assert_eq!(server.hits("/"), 1, "{out}");
    assert_eq!(
        out.json()["final_url"],
        server.url_for("localhost", "/"),
        "{out}"
    );
}

// C-01: the binary reads the host the way the WHATWG parser does: in
// `http://example.test#@169.254.169.254/` the host is example.test (the rest is a fragment), so
// it is looked up in DNS (NXDOMAIN here) rather than refused as the metadata address.
#[test]
fn c01_fragment_at_sign_host_is_the_named_host() {
    let dns = FakeDns::start();
    let out = Gw::fetch("http://example.test#@169.254.169.254/")
        .args(["--json", "--allow", "*"])
        .dns(&dns)
        .run();
    out.fails_with(1, "dns");
    assert!(dns.queries_for("example.test") >= 1, "{out}");
    assert_eq!(dns.queries_for("169.254.169.254"), 0, "{out}");
}

// C-01: an IPv4-mapped IPv6 literal of loopback, allowed, is canonicalized once:
// fetched (typed and as a redirect target), reported as 127.0.0.1, never "not checked before
// connecting".
#[test]
fn c01_ipv4_mapped_loopback_literal_is_fetched_with_allow_localhost() {
    let server = Server::http().with("/", Reply::text("mapped ok"));
    let mapped = |path: &str| format!("http://[::ffff:127.0.0.1]:{}{path}", server.port());
    server.route("/hop", Reply::redirect(302, &mapped("/")));
    let dns = FakeDns::never_queried();
    for url in [
        mapped("/"),
        format!("http://[::ffff:7f00:1]:{}/", server.port()),
        server.url("/hop"),
    ] {
        let out = Gw::fetch(&url)
            .args(["--json", "--allow-localhost", "--allow", "*"])
            .dns(&dns)
            .run();
        out.success().stderr_empty();
        let json = out.json();
        assert_eq!(json["final_url"], server.url("/"), "{out}");
        assert_eq!(json["content"], "mapped ok", "{out}");
    }
    assert_eq!(server.hits("/"), 3);
}
