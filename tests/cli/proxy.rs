//! C-07: proxies from the environment. The target is resolved and checked locally before the
//! proxy is contacted; the proxy is told the host name; loopback targets never go through it;
//! the output says `via`.
//!
//! The pass-through case needs a DNS answer that is not loopback (198.18.0.7, allowed by
//! `web.allowRanges`, C-06). Only the proxy should ever be dialled, but a regression could dial
//! that address directly, so the case runs only inside a network namespace with loopback alone
//! (as CI runs the suite) and says why it skips otherwise.

use crate::support::proxy::{ConnectProxy, only_loopback_network};
use crate::support::{FakeDns, Gw, Reply, Server, TestCa};

const FAKE_IP_CONFIG: &str = r#"{"web": {"allowRanges": ["198.18.0.0/15"]}}"#;

// C-07 + C-06: through HTTPS_PROXY the target is resolved locally, checked, then reached via
// CONNECT by name; `via` names the proxy.
#[test]
fn c07_proxy_used_after_local_check() {
    if !only_loopback_network() {
        eprintln!(
            "skipped c07_proxy_used_after_local_check: it runs only inside a network namespace \
             with loopback alone (CI runs the suite under unshare --net)"
        );
        return;
    }
    let ca = TestCa::new();
    let server = Server::https(&ca, &["public.test"]).with("/p", Reply::text("via proxy"));
    let proxy = ConnectProxy::start(server.addr());
    let dns = FakeDns::start().a("public.test", &["198.18.0.7".parse().unwrap()]);
    let url = server.url_for("public.test", "/p");
    let out = Gw::fetch(&url)
        .args(["--json", "--allow", "public.test"])
        .config_json(FAKE_IP_CONFIG)
        .dns(&dns)
        .ca(&ca)
        .env("HTTPS_PROXY", proxy.url())
        .run();
    out.success().stderr_empty();
    let v = out.json();
    assert_eq!(v["content"], "via proxy");
    assert_eq!(v["via"], proxy.host_port());
    assert_eq!(
        proxy.targets(),
        vec![format!("public.test:{}", server.port())]
    );
    assert!(
        dns.queries_for("public.test") >= 1,
        "resolved locally first"
    );
}

// C-07: a target whose DNS answer fails C-02 is refused before the proxy hears of it.
#[test]
fn c07_refused_target_never_reaches_proxy() {
    let upstream = Server::never_called();
    let proxy = ConnectProxy::start(upstream.addr());
    let dns = FakeDns::start().a("evil.test", &["10.0.0.1".parse().unwrap()]);
    let out = Gw::fetch("https://evil.test/")
        .args(["--json", "--allow", "*"])
        .dns(&dns)
        .env("HTTPS_PROXY", proxy.url())
        .env("ALL_PROXY", proxy.url())
        .run();
    out.fails_with(3, "blocked_address");
    assert!(proxy.targets().is_empty());
}

// C-07: loopback targets go direct, never through the proxy (its loopback is not ours).
#[test]
fn c07_loopback_bypasses_proxy() {
    let server = Server::http().with("/p", Reply::text("direct"));
    let upstream = Server::never_called();
    let proxy = ConnectProxy::start(upstream.addr());
    let out = Gw::fetch(&server.url("/p"))
        .args(["--json", "--allow-localhost", "--allow", "*"])
        .env("HTTP_PROXY", proxy.url())
        .env("HTTPS_PROXY", proxy.url())
        .run();
    out.success().stderr_empty();
    assert_eq!(out.json()["via"], serde_json::Value::Null);
    assert!(proxy.targets().is_empty());
}

// C-07: NO_PROXY is honoured: a listed host does not go through the proxy. Here that means a
// direct connection to 198.18.0.7, which must fail (no route), so this runs only inside the
// loopback-only namespace where no packet can leave.
#[test]
fn c07_no_proxy_hosts_go_direct() {
    if !only_loopback_network() {
        eprintln!(
            "skipped c07_no_proxy_hosts_go_direct: it runs only inside a network namespace \
             with loopback alone (CI runs the suite under unshare --net)"
        );
        return;
    }
    let upstream = Server::never_called();
    let proxy = ConnectProxy::start(upstream.addr());
    let dns = FakeDns::start().a("public.test", &["198.18.0.7".parse().unwrap()]);
    let out = Gw::fetch("https://public.test/")
        .args(["--json", "--allow", "public.test", "--timeout", "5"])
        .config_json(FAKE_IP_CONFIG)
        .dns(&dns)
        .env("HTTPS_PROXY", proxy.url())
        .env("NO_PROXY", "public.test")
        .run();
    out.fails_with(1, "connect");
    assert!(
        proxy.targets().is_empty(),
        "NO_PROXY host went through the proxy"
    );
}
