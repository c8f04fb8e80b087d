//! Google through Gemini (S-10): the request, the answer and cited pages, the grounding redirect
//! links resolved in parallel without following them (through the checks of C-01 … C-03: a
//! link that does not resolve, or resolves into a private network, is dropped), UTF-8 byte
//! offsets, billing,
//! and the error mapping (S-04).
//!
//! The fixture's links point at `https://vertexaisearch.cloud.google.com/…`; the tests rewrite
//! them to that name on the fake HTTPS server's port, and the fake DNS sends the name to
//! 127.0.0.1 (reachable because the test config sets `web.allowLocalhost` for the loopback
//! endpoints and `web.allowRanges: ["127.0.0.0/8"]` for the fake-DNS names, C-05/C-06).

use std::net::Ipv4Addr;

use serde_json::json;

use crate::support::providers::{
    GEMINI_KEY, QUERY, assert_no_key_leak, config_for, fixture_text, json_body, reply,
    reply_with_body, search, search_with_config,
};
use crate::support::{FakeDns, Reply, Server, TestCa};

const REDIRECT_HOST: &str = "vertexaisearch.cloud.google.com";
const GENERATE_PATH: &str = "/v1beta/models/gemini-3-flash-preview:generateContent";
/// The three grounding tokens of gemini_ok.json, in chunk order.
const TOKENS: [&str; 3] = [
    "AUZIYQHd8lQ2v1kqP0x9Nq3mTz8wRk4bXy7c5Jf2Hs1Lr6Ue0Ga9Vd3Wo8Ti4Pn7Mq2Kb5Xc1Zs6Ye9Ah3Dg0Fj8Rl4Nw7Qp2Tv5==",
    "AUZIYQGk3Jm9Xw2Rt6Yb1Qz5Lp8Nc4Vd7Hs0Fa3Ke9Ug2Wo6Ti1Pn5Mq8Kb4Xc7Zs0Ye3Ah6Dg9Fj2Rl5Nw1Qp8Tv4Bs6Lm==",
    "AUZIYQEp7Ns2Kd5Vh8Wm1Qx4Rb9Lc3Ty6Zf0Gj2Ha7Ue5Io8Pk1Ml4Nn9Ob3Pc6Qd0Re2Sf5Tg8Uh1Vi4Wj7Xk0Yl3Zm6An9Bo==",
];
const TARGETS: [&str; 3] = [
    "https://docs.rs/tokio/latest/tokio/",
    "https://github.com/async-rs/async-std",
    "https://blog.example-rust.dev/async-runtimes-compared",
];

/// The fakes of one Gemini test: the API, the redirect host, DNS, the CA.
struct Google {
    api: Server,
    links: Server,
    dns: FakeDns,
    ca: TestCa,
}

impl Google {
    /// `redirects[i]` answers chunk i's link; the DNS knows the redirect host and the targets'
    /// hosts (public addresses: they are checked, never contacted) plus `extra` names.
    fn new(redirects: [Reply; 3], extra: &[(&str, Ipv4Addr)]) -> Google {
        let ca = TestCa::new();
        let links = Server::https(&ca, &[REDIRECT_HOST]);
        for (token, reply) in TOKENS.iter().zip(redirects) {
            links.route(&format!("/grounding-api-redirect/{token}"), reply);
        }
        let port_prefix = format!("https://{REDIRECT_HOST}:{}/", links.port());
        let body = fixture_text("gemini_ok.json")
            .replace(&format!("https://{REDIRECT_HOST}/"), &port_prefix);
        let api = Server::http().with(GENERATE_PATH, reply_with_body("gemini_ok.json", body));
        let public = Ipv4Addr::new(151, 101, 1, 1);
        let mut dns = FakeDns::start()
            .a(REDIRECT_HOST, &[Ipv4Addr::LOCALHOST])
            .a("docs.rs", &[public])
            .a("github.com", &[public])
            .a("blog.example-rust.dev", &[public]);
        for (name, ip) in extra {
            dns = dns.a(name, &[*ip]);
        }
        Google {
            api,
            links,
            dns,
            ca,
        }
    }

    fn run(&self, extra_args: &[&str]) -> crate::support::Outcome {
        let config = config_for("google", &self.api, "").replacen(
            '{',
            r#"{"web": {"allowLocalhost": true, "allowRanges": ["127.0.0.0/8"]}, "#,
            1,
        );
        search_with_config("google", &config, extra_args)
            .dns(&self.dns)
            .ca(&self.ca)
            .run()
    }
}

fn found(i: usize) -> Reply {
    Reply::redirect(302, TARGETS[i])
}

// S-10: the request, the answer above the results, the cited pages resolved to their targets
// (never fetched), snippets cut by UTF-8 byte offsets, 2 queries billed at $14 / 1000.
#[test]
fn s10_google_answer_and_resolved_pages() {
    let g = Google::new([found(0), found(1), found(2)], &[]);
    let out = g.run(&["--json"]);
    out.success().stderr_empty();
    let req = g.api.last_request();
    assert_eq!(
        (req.method.as_str(), req.path.as_str()),
        ("POST", GENERATE_PATH)
    );
    assert_eq!(req.header("x-goog-api-key"), Some(GEMINI_KEY));
    let body = json_body(&req);
    assert_eq!(body["tools"], json!([{"google_search": {}}]));
    assert_eq!(body["contents"][0]["parts"][0]["text"], QUERY);
    let v = out.json();
    assert!(
        v["answer"]
            .as_str()
            .unwrap()
            .starts_with("Tokio is the most widely used")
    );
    let urls: Vec<&str> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["url"].as_str().unwrap())
        .collect();
    assert_eq!(urls, TARGETS);
    assert_eq!(v["results"][0]["title"], "docs.rs");
    assert_eq!(
        v["results"][1]["snippet"],
        "The async-std project was discontinued in March 2025 — its maintainers point users to smol."
    );
    // Chunk 2 is cited by the first and the third segment; the third starts after the em
    // dash, where character offsets would be two off.
    assert_eq!(
        v["results"][2]["snippet"],
        "Tokio is the most widely used async runtime for Rust; it ships a multi-threaded, \
         work-stealing scheduler. For most network services, Tokio remains the default choice \
         because hyper, reqwest and tonic build on it."
    );
    assert_eq!(
        v["usage"],
        json!({"provider": "google", "queries": 2, "estimated_cost_usd": 0.028})
    );
    // Each link asked once, with GET, without the key; no redirect followed.
    for token in TOKENS {
        assert_eq!(g.links.hits(&format!("/grounding-api-redirect/{token}")), 1);
    }
    assert_eq!(g.links.total_hits(), 3);
    assert!(g.links.requests().iter().all(|r| r.method == "GET"));
    assert_no_key_leak(&out, &g.api, Some("x-goog-api-key"));
    assert_no_key_leak(&out, &g.links, None);
}

// S-12: the cost line on stderr in text mode.
#[test]
fn s12_google_cost_line() {
    let g = Google::new([found(0), found(1), found(2)], &[]);
    let out = g.run(&[]);
    out.success()
        .stderr_contains("Web searches: 2 queries, estimated $0.0280")
        .stdout_contains("Answer: Tokio is the most widely used");
}

// S-10: a link that does not redirect, one whose target resolves to a private address and one
// whose target is a private literal are dropped; the rest stays.
#[test]
fn s10_unresolvable_and_private_links_are_dropped() {
    let g = Google::new(
        [
            found(0),
            Reply::redirect(302, "https://intranet.corp.test/wiki"),
            Reply::not_found(),
        ],
        &[("intranet.corp.test", Ipv4Addr::new(10, 0, 0, 7))],
    );
    let out = g.run(&["--json"]);
    let v = out.json_ok();
    assert_eq!(v["warnings"][0]["code"], "links_dropped", "{v}");
    assert!(
        v["warnings"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("2 of Gemini's cited links could not be resolved"),
        "{v}"
    );
    assert_eq!(v["results"].as_array().unwrap().len(), 1, "{out}");
    assert_eq!(v["results"][0]["url"], TARGETS[0]);
    assert!(!out.stdout().contains("intranet"));

    let g = Google::new(
        [
            Reply::redirect(302, "https://10.1.2.3/admin"),
            Reply::redirect(302, "http://169.254.169.254/latest/meta-data/"),
            found(2),
        ],
        &[],
    );
    let out = g.run(&["--json"]);
    out.success().stderr_empty();
    let v = out.json();
    assert_eq!(v["results"].as_array().unwrap().len(), 1, "{out}");
    assert_eq!(v["results"][0]["url"], TARGETS[2]);
}

// S-10: the redirect host itself resolving into a private network: every link dropped, the
// host never contacted.
#[test]
fn s10_redirect_host_on_a_private_address_is_never_contacted() {
    let g = Google::new([found(0), found(1), found(2)], &[]);
    let dns = FakeDns::start().a(REDIRECT_HOST, &[Ipv4Addr::new(192, 168, 1, 20)]);
    let config = config_for("google", &g.api, "").replacen(
        '{',
        r#"{"web": {"allowLocalhost": true, "allowRanges": ["127.0.0.0/8"]}, "#,
        1,
    );
    let out = search_with_config("google", &config, &["--json"])
        .dns(&dns)
        .ca(&g.ca)
        .run();
    out.success().stderr_empty();
    assert_eq!(out.json()["results"], json!([]));
    assert_eq!(g.links.connections(), 0);
}

// S-10: the model answered without searching: the answer, no results, nothing billed.
#[test]
fn s10_google_without_search() {
    let api = Server::http().with(GENERATE_PATH, reply("gemini_ok_nosearch.json"));
    let out = search("google", &api, &[]).run();
    out.success()
        .stdout_contains("Answer: 2 + 2 equals 4.")
        .stdout_contains("No results.")
        .stderr_contains("Gemini answered without searching");
    assert!(!out.stderr().contains("Web searches:"), "{out}");
    let out = search("google", &api, &["--json"]).run();
    let v = out.json_ok();
    assert_eq!(v["usage"]["queries"], 0);
    assert_eq!(v["warnings"][0]["code"], "no_search", "{v}");
}

// S-04: Gemini's errors: 400 API_KEY_INVALID and 403 are provider_auth; 429 is rate_limited
// with the wait from RetryInfo.retryDelay.
#[test]
fn s04_gemini_error_mapping() {
    let cases = [
        ("gemini_400_key.json", "provider_auth", "API key not valid"),
        ("gemini_403.json", "provider_auth", "unregistered callers"),
        ("gemini_429.json", "rate_limited", "retry after 41 s"),
    ];
    for (name, code, needle) in cases {
        let api = Server::http().with(GENERATE_PATH, reply(name));
        let out = search("google", &api, &["--json"]).run();
        out.fails_with(1, code).message_contains(needle);
        if code == "provider_auth" {
            assert_eq!(out.error_hint(), "check the API key in GEMINI_API_KEY");
        }
        assert_no_key_leak(&out, &api, Some("x-goog-api-key"));
    }
}
