//! C-04/A-05: redirects are followed by hand, at most five, each hop re-checked (URL, address,
//! approval) before it is dialled.
//!
//! A loopback HTTP server scripts the chains; the binary runs with `--allow-localhost` so the
//! first hop is reachable, and each test checks which paths were (and were not) requested.

use std::net::Ipv4Addr;
use std::time::Duration;

use serde_json::Value;

use crate::support::{FakeDns, Gw, Qtype, Reply, Server, TestCa};

/// `fetch URL --json --allow-localhost` plus `extra` (approval flags), fake DNS attached.
fn fetch(url: &str, dns: &FakeDns, extra: &[&str]) -> Gw {
    Gw::fetch(url)
        .args(["--json", "--allow-localhost", "--timeout", "10"])
        .args(extra)
        .dns(dns)
        .kill_after(Duration::from_secs(20))
}

/// The `redirects` array of a success object, as strings.
fn redirects(json: &Value) -> Vec<String> {
    json["redirects"]
        .as_array()
        .map(|a| {
            a.iter()
                .map(|v| v.as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

// C-04: a redirect to the metadata address, in any notation or through a name, is refused
// before it is dialled: only the redirecting path was requested.
#[test]
fn c04_redirect_to_metadata_refused() {
    let server = Server::http()
        .with(
            "/m1",
            Reply::redirect(302, "http://169.254.169.254/latest/meta-data/"),
        )
        .with("/m2", Reply::redirect(301, "http://[::ffff:a9fe:a9fe]/"))
        .with("/m3", Reply::redirect(307, "http://2852039166/"))
        .with("/m4", Reply::redirect(308, "https://metadata.test/"));
    let dns = FakeDns::start().a("metadata.test", &[Ipv4Addr::new(169, 254, 169, 254)]);
    for path in ["/m1", "/m2", "/m3", "/m4"] {
        let before = server.total_hits();
        let out = fetch(&server.url(path), &dns, &["--allow", "*"]).run();
        out.fails_with(3, "blocked_address");
        assert_eq!(server.total_hits() - before, 1, "{path}\n{out}");
        assert_eq!(server.hits(path), 1, "{path}\n{out}");
    }
    assert_eq!(dns.queries("metadata.test", Qtype::A), 1);
}

// C-04: a redirect to a name answering a private address is refused after its lookup.
#[test]
fn c04_redirect_to_private_name_refused() {
    let server = Server::http().with("/go", Reply::redirect(302, "https://private.test/admin"));
    let dns = FakeDns::start().a("private.test", &[Ipv4Addr::new(10, 0, 0, 1)]);
    let out = fetch(&server.url("/go"), &dns, &["--allow", "*"]).run();
    out.fails_with(3, "blocked_address");
    assert_eq!(dns.queries("private.test", Qtype::A), 1, "{out}");
    assert_eq!(server.total_hits(), 1, "{out}");
}

// C-01/C-04: a redirect to another scheme (file, ftp, gopher, data, javascript) is refused as a
// URL, and nothing is requested after it.
#[test]
fn c04_redirect_to_other_schemes_refused() {
    let server = Server::http();
    let port = server.port();
    let targets = [
        ("/file", "file:///etc/passwd".to_owned()),
        ("/ftp", format!("ftp://127.0.0.1:{port}/")),
        ("/gopher", format!("gopher://127.0.0.1:{port}/_GET%20/")),
        ("/data", "data:text/plain,hello".to_owned()),
        ("/js", "javascript:alert(1)".to_owned()),
    ];
    for (path, location) in &targets {
        server.route(path, Reply::redirect(302, location));
    }
    let dns = FakeDns::never_queried();
    for (path, location) in &targets {
        let before = server.total_hits();
        let out = fetch(&server.url(path), &dns, &["--allow", "*"]).run();
        out.fails_with(3, "blocked_url");
        assert_eq!(server.total_hits() - before, 1, "{location}\n{out}");
    }
}

// C-04: a redirect loop is an error naming the chain.
#[test]
fn c04_redirect_loop_names_the_chain() {
    let server = Server::http()
        .with("/loop-a", Reply::redirect(302, "/loop-b"))
        .with("/loop-b", Reply::redirect(302, "/loop-a"))
        .with("/self", Reply::redirect(301, "/self"));
    let dns = FakeDns::never_queried();
    let out = fetch(&server.url("/loop-a"), &dns, &["--allow", "*"]).run();
    out.fails_with(1, "redirect_loop")
        .message_contains("/loop-a")
        .message_contains("/loop-b");
    assert!(server.total_hits() <= 6, "{out}");

    let out = fetch(&server.url("/self"), &dns, &["--allow", "*"]).run();
    out.fails_with(1, "redirect_loop").message_contains("/self");
}

// C-04: at most five redirects: a sixth hop is an error naming the chain and is never
// requested; exactly five is fine and all five are reported.
#[test]
fn c04_six_redirects_fail_five_succeed() {
    let server = Server::http().with("/h6", Reply::text("end of the chain"));
    for i in 0..6 {
        server.route(
            &format!("/h{i}"),
            Reply::redirect(302, &format!("/h{}", i + 1)),
        );
    }
    let dns = FakeDns::never_queried();

    let out = fetch(&server.url("/h0"), &dns, &["--allow", "*"]).run();
    out.fails_with(1, "too_many_redirects")
        .message_contains("/h0")
        .message_contains("/h5");
    assert_eq!(server.hits("/h6"), 0, "{out}");

    let out = fetch(&server.url("/h1"), &dns, &["--allow", "*"]).run();
    out.json_ok();
    let json = out.json();
    assert_eq!(json["final_url"], server.url("/h6"), "{out}");
    assert_eq!(json["url"], server.url("/h1"), "{out}");
    assert_eq!(redirects(&json).len(), 5, "{out}");
    assert_eq!(server.hits("/h6"), 1, "{out}");
}

// C-04: relative Locations (relative path, dot segments with a query, scheme-relative) are
// resolved against the current URL.
#[test]
fn c04_relative_locations_resolved() {
    let server = Server::http();
    server.route("/rel/a", Reply::redirect(302, "b"));
    server.route("/rel/b", Reply::redirect(302, "../abs?x=1"));
    server.route(
        "/abs",
        Reply::redirect(302, &format!("//127.0.0.1:{}/final", server.port())),
    );
    server.route("/final", Reply::text("arrived"));
    let dns = FakeDns::never_queried();
    let out = fetch(&server.url("/rel/a"), &dns, &["--allow", "*"]).run();
    out.json_ok();
    let json = out.json();
    assert_eq!(json["final_url"], server.url("/final"), "{out}");
    assert_eq!(redirects(&json).len(), 3, "{out}");
    let targets: Vec<String> = server.requests().into_iter().map(|r| r.target).collect();
    assert_eq!(targets, ["/rel/a", "/rel/b", "/abs?x=1", "/final"], "{out}");
}

// C-04: 301, 302, 303, 307 and 308 are all followed, and every hop is a GET.
#[test]
fn c04_redirect_statuses_followed_with_get() {
    let server = Server::http().with("/done", Reply::text("done"));
    let dns = FakeDns::never_queried();
    for status in [301, 302, 303, 307, 308] {
        let path = format!("/s{status}");
        server.route(&path, Reply::redirect(status, "/done"));
        let out = fetch(&server.url(&path), &dns, &["--allow", "*"]).run();
        out.json_ok();
        assert_eq!(
            out.json()["final_url"],
            server.url("/done"),
            "{status}\n{out}"
        );
        assert_eq!(out.json()["status"], 200, "{status}\n{out}");
    }
    assert_eq!(server.hits("/done"), 5);
    assert!(server.requests().iter().all(|r| r.method == "GET"));
}

// C-01/C-04: a redirect target goes through the URL check like a typed URL: an http:// name is
// upgraded to https://.
#[test]
fn c04_redirect_target_upgraded_to_https() {
    let ca = TestCa::new();
    let tls = Server::https(&ca, &["public.test"]).with("/x", Reply::text("over tls"));
    let plain = Server::http().with(
        "/up",
        Reply::redirect(302, &format!("http://public.test:{}/x", tls.port())),
    );
    let dns = FakeDns::start().a("public.test", &[Ipv4Addr::LOCALHOST]);
    // The name answers 127.0.0.1: a DNS answer in loopback passes only by a range (C-05, C-06).
    let out = fetch(&plain.url("/up"), &dns, &["--allow", "*"])
        .config_json(r#"{"web": {"allowRanges": ["127.0.0.0/8"]}}"#)
        .ca(&ca)
        .run();
    out.json_ok();
    assert_eq!(
        out.json()["final_url"],
        format!("https://public.test:{}/x", tls.port()),
        "{out}"
    );
    assert_eq!(tls.hits("/x"), 1, "{out}");
}

// A-05: a redirect to another host is decided like a first request to it: without a rule for
// it (and no terminal) the call stops with needs_approval, and the target is never requested.
#[test]
fn a05_cross_host_redirect_needs_approval() {
    let server = Server::http().with("/target", Reply::text("other host"));
    server.route(
        "/go",
        Reply::redirect(302, &server.url_for("localhost", "/target")),
    );
    let dns = FakeDns::never_queried();
    let out = fetch(&server.url("/go"), &dns, &["--allow", "127.0.0.1"]).run();
    out.fails_with(4, "needs_approval");
    assert!(out.error_hint().contains("localhost"), "{out}");
    assert_eq!(server.hits("/go"), 1, "{out}");
    assert_eq!(server.hits("/target"), 0, "{out}");

    let out = Gw::fetch(&server.url("/go"))
        .args(["--allow-localhost", "--allow", "127.0.0.1"])
        .dns(&dns)
        .run();
    out.code(4)
        .stdout_empty()
        .stderr_has_error_and_hint()
        .stderr_contains("localhost");
    assert_eq!(server.hits("/target"), 0, "{out}");
}

// A-05: with both hosts allowed the redirect is followed and reported in `redirects`.
#[test]
fn a05_cross_host_redirect_allowed() {
    let server = Server::http().with("/target", Reply::text("other host"));
    let target = server.url_for("localhost", "/target");
    server.route("/go", Reply::redirect(302, &target));
    let dns = FakeDns::never_queried();
    let out = fetch(
        &server.url("/go"),
        &dns,
        &["--allow", "127.0.0.1", "--allow", "localhost"],
    )
    .run();
    out.json_ok();
    let json = out.json();
    assert_eq!(json["final_url"], target, "{out}");
    assert_eq!(json["url"], server.url("/go"), "{out}");
    let hops = redirects(&json);
    assert_eq!(hops.len(), 1, "{out}");
    assert!(hops.iter().any(|h| h.contains("localhost")), "{out}");
    assert_eq!(server.hits("/target"), 1, "{out}");
}

// A-03/A-05: deny rules are checked first on every hop, also when `*` is allowed.
#[test]
fn a05_cross_host_redirect_denied_by_rule() {
    let server = Server::http().with("/target", Reply::text("other host"));
    server.route(
        "/go",
        Reply::redirect(302, &server.url_for("localhost", "/target")),
    );
    let dns = FakeDns::never_queried();
    let out = fetch(
        &server.url("/go"),
        &dns,
        &["--allow", "*", "--deny", "localhost"],
    )
    .run();
    out.fails_with(3, "denied_by_rule");
    assert_eq!(server.hits("/target"), 0, "{out}");
}
