//! C-01 as updated: strings that are not URLs are usage
//! errors with a "did you mean", bad ports are refused before any DNS, and local dev servers
//! work without typing http://.

use crate::support::{FakeDns, Gw, Reply, Server};

// C-01: typos and non-URLs are exit 2 `invalid_url`, before any DNS or
// approval (no hint to --allow 'web_fetch(http)'), with the URL probably meant.
#[test]
fn c01_typos_are_usage_errors_with_did_you_mean() {
    let dns = FakeDns::never_queried();
    for (input, meant) in [
        ("htp://example.test/a", Some("http://example.test/a")),
        ("http//example.test", Some("http://example.test")),
        ("https:/example.test", Some("https://example.test")),
        ("htps://example.test", Some("https://example.test")),
        // `fetch -` reads URLs from stdin (F-12); a host `-` is the typo.
        ("http://-/", None),
        ("http", None),
        ("http://exa mple.test/", None),
    ] {
        // No --allow and no terminal: a URL would need approval (exit 4); these never get there.
        let out = Gw::fetch(input).arg("--json").dns(&dns).run();
        out.fails_with(2, "invalid_url")
            .message_contains("is not a valid URL");
        let hint = out.error_hint();
        assert!(!hint.contains("--allow"), "{input}: {hint}");
        if let Some(meant) = meant {
            assert_eq!(hint, format!("did you mean '{meant}'?"), "{input}");
        }
        let out = Gw::fetch(input).dns(&dns).run();
        out.code(2).stderr_has_error_and_hint();
        assert_eq!(out.stdout(), "", "{input}");
    }
}

// C-01: the Fetch standard's bad ports are refused (exit 3 blocked_url) before any DNS,
// for the typed URL and for every redirect hop.
#[test]
fn c01_bad_ports_are_refused_before_dns_and_on_redirects() {
    let dns = FakeDns::never_queried();
    for url in [
        "https://public.test:25/",
        "https://public.test:6000/",
        "http://127.0.0.1:587/",
    ] {
        Gw::fetch(url)
            .args(["--json", "--allow-localhost", "--allow", "*"])
            .dns(&dns)
            .run()
            .fails_with(3, "blocked_url")
            .message_contains("bad-port list");
    }
    let server = Server::http();
    for target in ["http://127.0.0.1:465/", "https://public.test:6667/x"] {
        server.route("/go", Reply::redirect(302, target));
        Gw::fetch(&server.url("/go"))
            .args(["--json", "--allow-localhost", "--allow", "*"])
            .dns(&dns)
            .run()
            .fails_with(3, "blocked_url")
            .message_contains("bad-port list");
    }
    assert_eq!(server.hits("/go"), 2);
}

// C-01: no scheme + loopback host + loopback allowed → http://, so a local dev server
// works as typed; without the switch the loopback host is still refused.
#[test]
fn c01_scheme_less_loopback_url_gets_http() {
    let server = Server::http().with("/", Reply::text("dev server"));
    for typed in [
        format!("localhost:{}/", server.port()),
        format!("127.0.0.1:{}", server.port()),
    ] {
        let out = Gw::fetch(&typed)
            .args(["--json", "--allow-localhost", "--allow", "*"])
            .run();
        out.json_ok();
        let v = out.json();
        assert!(
            v["final_url"].as_str().unwrap().starts_with("http://"),
            "{out}"
        );
        assert_eq!(v["content"], "dev server", "{out}");
    }
    Gw::fetch(&format!("localhost:{}/", server.port()))
        .args(["--json", "--allow", "*"])
        .run()
        .fails_with(3, "blocked_address");
    assert_eq!(server.hits("/"), 2);
}

// G-03: a TLS handshake answered by plain HTTP says so and names the http:// URL.
#[test]
fn c10_tls_answered_by_plain_http_says_so() {
    // A plain HTTP server answers the TLS ClientHello it cannot parse with a 400, as nginx,
    // Python's http.server and most dev servers do.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let answer = std::thread::spawn(move || {
        use std::io::{Read, Write};
        let (mut conn, _) = listener.accept().expect("accept");
        let mut hello = [0u8; 512];
        let _ = conn.read(&mut hello);
        let _ = conn.write_all(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n");
    });
    let url = format!("https://127.0.0.1:{port}/");
    let out = Gw::fetch(&url)
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .run();
    out.fails_with(1, "tls")
        .message_contains(&format!("the server at 127.0.0.1:{port} speaks plain HTTP"));
    assert_eq!(out.error_hint(), format!("use http://127.0.0.1:{port}/"));
    answer.join().expect("the server thread");
}
