//! C-08/C-09/R-02: what the binary sends, and the limits on what it accepts back.
//!
//! Decompression bombs (gzip, brotli) must stop at the body limit counted after decoding;
//! declared and undeclared oversized bodies, unoffered encodings, oversized headers, drip-feed
//! and stalled servers must all end as a clear exit-1 error within the total timeout. The
//! request itself must carry the contract's headers and nothing that identifies the user.
//!
//! Slow cases use `--timeout 2` and a harness kill limit, so a regression fails instead of
//! hanging the suite.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use crate::support::http::{brotli_zeros, gzip_bytes, gzip_zeros};
use crate::support::{FakeDns, Gw, Reply, Server};

/// Size of the bombs after decompression: ten times the default 5 MiB limit.
const BOMB_SIZE: usize = 50 * 1024 * 1024;

/// 50 MiB of zeros, gzip-compressed (~50 KB), built once per test run.
fn gzip_bomb() -> Arc<[u8]> {
    static BOMB: OnceLock<Arc<[u8]>> = OnceLock::new();
    BOMB.get_or_init(|| Arc::from(gzip_zeros(BOMB_SIZE)))
        .clone()
}

/// 50 MiB of zeros, brotli-compressed (under 1 KB), built once per test run.
fn brotli_bomb() -> Arc<[u8]> {
    static BOMB: OnceLock<Arc<[u8]>> = OnceLock::new();
    BOMB.get_or_init(|| Arc::from(brotli_zeros(BOMB_SIZE)))
        .clone()
}

/// `fetch URL --json --allow-localhost --allow '*' --timeout T`, killed after T + 8 s.
fn fetch(url: &str, timeout_secs: u64) -> Gw {
    Gw::fetch(url)
        .args(["--json", "--allow-localhost", "--allow", "*", "--timeout"])
        .arg(timeout_secs.to_string())
        .kill_after(Duration::from_secs(timeout_secs + 8))
}

// C-09/R-02: a gzip bomb (50 MiB of zeros) stops at the 5 MiB limit counted after
// decompression.
#[test]
fn c09_gzip_bomb_stopped_at_limit() {
    let server = Server::http().with(
        "/bomb",
        Reply::ok()
            .header("Content-Type", "text/plain")
            .encoded("gzip", gzip_bomb()),
    );
    let out = fetch(&server.url("/bomb"), 20).run();
    out.fails_with(1, "too_large");
    // G-03: the limit in words a person reads.
    assert!(
        out.error_message().ends_with("larger than the 5 MiB limit"),
        "{}",
        out.error_message()
    );
    assert_eq!(server.hits("/bomb"), 1);
}

// C-09/R-02: the same with brotli.
#[test]
fn c09_brotli_bomb_stopped_at_limit() {
    let server = Server::http().with(
        "/bomb",
        Reply::ok()
            .header("Content-Type", "text/plain")
            .encoded("br", brotli_bomb()),
    );
    fetch(&server.url("/bomb"), 20)
        .run()
        .fails_with(1, "too_large");
    assert_eq!(server.hits("/bomb"), 1);
}

// C-09/F-50: web.maxBytes sets the limit, counted after decompression; a body under it passes.
#[test]
fn c09_config_max_bytes_applies_after_decompression() {
    let config = r#"{"web": {"maxBytes": 100000}}"#;
    let server = Server::http()
        .with("/big", Reply::text("a".repeat(1_000_000)).gzip())
        .with("/small", Reply::text("b".repeat(50_000)).gzip())
        .with(
            "/plain",
            Reply::text("c".repeat(200_000)).without_content_length(),
        );

    let out = fetch(&server.url("/big"), 10).config_json(config).run();
    out.fails_with(1, "too_large");

    let out = fetch(&server.url("/plain"), 10).config_json(config).run();
    out.fails_with(1, "too_large");

    let out = fetch(&server.url("/small"), 10).config_json(config).run();
    out.json_ok();
    assert_eq!(out.json()["total_chars"], 50_000, "{out}");
}

// C-09: a declared Content-Length over the limit is refused without reading the body (the
// server holds the connection open, so waiting for the body would end in a timeout instead).
#[test]
fn c09_declared_length_over_limit_refused() {
    let server = Server::http()
        .with(
            "/declared",
            Reply::text("tiny")
                .declare_length(6 * 1024 * 1024)
                .hold_open(),
        )
        .with(
            "/declared-config",
            Reply::text("tiny").declare_length(100_001).hold_open(),
        );
    fetch(&server.url("/declared"), 5)
        .run()
        .fails_with(1, "too_large");
    fetch(&server.url("/declared-config"), 5)
        .config_json(r#"{"web": {"maxBytes": 100000}}"#)
        .run()
        .fails_with(1, "too_large");
}

// C-09: a body without Content-Length is counted while reading: 6 MiB is over the default.
#[test]
fn c09_undeclared_body_over_limit_refused() {
    let server = Server::http().with(
        "/stream",
        Reply::text(vec![b'z'; 6 * 1024 * 1024]).without_content_length(),
    );
    fetch(&server.url("/stream"), 10)
        .run()
        .fails_with(1, "too_large");
}

// C-08: an encoding the client did not offer and cannot decode is refused.
#[test]
fn c08_unoffered_encoding_refused() {
    let server = Server::http()
        .with(
            "/zstd",
            Reply::ok()
                .header("Content-Type", "text/plain")
                .encoded("zstd", &b"\x28\xb5\x2f\xfd\x00\x58\x11\x00\x00hello"[..]),
        )
        .with(
            "/bogus",
            Reply::ok()
                .header("Content-Type", "text/plain")
                .encoded("x-bogus", &b"hello"[..]),
        )
        .with(
            "/stacked",
            Reply::ok()
                .header("Content-Type", "text/plain")
                .encoded("zstd, gzip", gzip_bytes(b"hello")),
        );
    for path in ["/zstd", "/bogus", "/stacked"] {
        fetch(&server.url(path), 5)
            .run()
            .fails_with(1, "unsupported_encoding");
    }
}

// C-09/R-02: a server that drips one byte every 100 ms (head included) hits the total timeout.
#[test]
fn c09_drip_feed_hits_total_timeout() {
    let server = Server::http().with(
        "/drip",
        Reply::text("x".repeat(10_000)).drip(Duration::from_millis(100)),
    );
    fetch(&server.url("/drip"), 2)
        .run()
        .fails_with(1, "timeout");
}

// C-09/R-02: a prompt head followed by a dripping body also hits the total timeout (the limit
// is on the whole fetch, not per read).
#[test]
fn c09_drip_feed_body_hits_total_timeout() {
    let server = Server::http().with(
        "/drip",
        Reply::text("y".repeat(10_000)).drip_body(Duration::from_millis(100)),
    );
    fetch(&server.url("/drip"), 2)
        .run()
        .fails_with(1, "timeout");
}

// C-09: a server that never answers hits the total timeout.
#[test]
fn c09_stalled_server_hits_timeout() {
    let server = Server::http().with("/slow", Reply::text("late").delay(Duration::from_secs(60)));
    fetch(&server.url("/slow"), 2)
        .run()
        .fails_with(1, "timeout");
}

/// A raw 200 response whose head carries `pad` bytes of extra headers in `lines` lines.
fn padded_head(pad: usize, lines: usize) -> Vec<u8> {
    let mut raw = String::from("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n");
    let value = "a".repeat(pad / lines);
    for i in 0..lines {
        raw.push_str("X-Pad-");
        raw.push_str(&i.to_string());
        raw.push_str(": ");
        raw.push_str(&value);
        raw.push_str("\r\n");
    }
    raw.push_str("Content-Length: 2\r\nConnection: close\r\n\r\nok");
    raw.into_bytes()
}

// C-09/R-02: response headers over 64 KiB (many lines, or one long line) are an exit-1 error;
// 16 KiB of headers are fine.
#[test]
fn c09_oversized_response_headers_refused() {
    let server = Server::http()
        .with("/many", Reply::raw(padded_head(70 * 1024, 70)))
        .with("/long", Reply::raw(padded_head(70 * 1024, 1)))
        .with("/fine", Reply::raw(padded_head(16 * 1024, 16)));
    for path in ["/many", "/long"] {
        let out = fetch(&server.url(path), 5).run();
        out.code(1).stderr_empty();
        assert!(out.try_error_code().is_ok(), "{path}: no error.code\n{out}");
    }
    fetch(&server.url("/fine"), 5).run().json_ok();
}

// R-02: a response that is not HTTP, and a corrupt gzip body, are clear exit-1 errors.
#[test]
fn r02_malformed_responses_are_clear_errors() {
    let server = Server::http()
        .with("/garbage", Reply::raw(&b"SSH-2.0-OpenSSH_9.6\r\n\r\n"[..]))
        .with(
            "/corrupt-gzip",
            Reply::ok()
                .header("Content-Type", "text/plain")
                .encoded("gzip", &b"\x1f\x8b\x08\x00garbage-not-deflate"[..]),
        );
    for path in ["/garbage", "/corrupt-gzip"] {
        let out = fetch(&server.url(path), 5).run();
        out.code(1).stderr_empty();
        assert!(out.try_error_code().is_ok(), "{path}: no error.code\n{out}");
    }
}

/// The comma-separated tokens of a header value, without parameters, lower-cased.
fn tokens(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(|t| {
            t.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        })
        .filter(|t| !t.is_empty())
        .collect()
}

// C-08: GET with `Accept-Encoding: gzip, br` (nothing else), a garuda-web User-Agent, the
// markdown-first Accept header, and no cookies, credentials or referer — also after a redirect
// whose response set a cookie.
#[test]
fn c08_request_headers() {
    let server = Server::http()
        .with(
            "/login",
            Reply::redirect(302, "/after")
                .header("Set-Cookie", "session=secret; Path=/")
                .header("WWW-Authenticate", "Basic realm=\"x\""),
        )
        .with("/after", Reply::text("after"));
    let dns = FakeDns::never_queried();
    let out = fetch(&server.url("/login"), 5).dns(&dns).run();
    assert_eq!(out.json_ok()["content"], "after");
    let requests = server.requests();
    assert_eq!(requests.len(), 2, "{out}");
    for req in &requests {
        let what = format!("{} {}: {:?}", req.method, req.target, req.headers);
        assert_eq!(req.method, "GET", "{what}");
        let mut enc = tokens(req.header("Accept-Encoding").unwrap_or(""));
        enc.sort();
        assert_eq!(enc, ["br", "gzip"], "{what}");
        assert!(
            req.header("User-Agent")
                .is_some_and(|ua| ua.starts_with("garuda-web/")),
            "{what}"
        );
        assert!(
            req.header("Accept")
                .is_some_and(|a| a.starts_with("text/markdown")),
            "{what}"
        );
        for forbidden in ["Cookie", "Referer", "Authorization", "Proxy-Authorization"] {
            assert!(req.header(forbidden).is_none(), "{forbidden} sent: {what}");
        }
    }
}

// F-01, G-09: a body that ends before its Content-Length (the server closes after 50 KB of a
// declared 200 000 bytes) is exit 1 `bad_response` "the body ended after N of M bytes" — it
// connected, so not a connect error — and is not cached: the cache holds no page after.
#[test]
fn f01_short_body_is_bad_response_and_not_cached() {
    let server = Server::http().with(
        "/short",
        Reply::text(vec![b'a'; 50 * 1024]).declare_length(200_000),
    );
    let gw = fetch(&server.url("/short"), 10);
    let out = gw.run();
    out.fails_with(1, "bad_response");
    assert!(
        out.error_message()
            .contains("the body ended after 51200 of 200000 bytes"),
        "{out}"
    );
    let text = gw
        .clone()
        .reset_args()
        .args([
            "fetch",
            "--allow-localhost",
            "--allow",
            "*",
            &server.url("/short"),
        ])
        .run();
    text.code(1).stdout_empty().stderr_has_error_and_hint();
    assert!(!text.stderr().contains("cannot connect"), "{text}");
    let pages = gw.cache_dir().join("pages");
    let cached = std::fs::read_dir(&pages)
        .map(|dir| dir.filter_map(Result::ok).count())
        .unwrap_or(0);
    assert_eq!(cached, 0, "a cut body was cached in {}", pages.display());
}

// F-01, G-09: a chunked body cut before its last chunk is `bad_response` too, with the bytes
// that came.
#[test]
fn f01_short_chunked_body_is_bad_response() {
    let mut raw =
        b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n\
                    400\r\n"
            .to_vec();
    raw.extend_from_slice(&[b'a'; 0x400]);
    raw.extend_from_slice(b"\r\n400\r\n");
    raw.extend_from_slice(&[b'b'; 100]);
    let server = Server::http().with("/cut", Reply::raw(raw));
    let out = fetch(&server.url("/cut"), 10).run();
    out.fails_with(1, "bad_response");
    assert!(
        out.error_message()
            .contains("the body ended after 1124 bytes, before the end it announced"),
        "{out}"
    );
}
