//! C-07: proxies from the environment. The target is resolved and checked locally before the
//! proxy is contacted; the proxy is told the checked address (or, with
//! `web.proxyConnectByName`, the name); SOCKS5 is spoken, never bypassed; loopback targets
//! never go through it; the output says `via` and the mode.
//!
//! The pass-through case needs a DNS answer that is not loopback (198.18.0.7, allowed by
//! `web.allowRanges`, C-06). Only the proxy should ever be dialled, but a regression could dial
//! that address directly, so the case runs only inside a network namespace with loopback alone
//! (as CI runs the suite) and says why it skips otherwise.

use std::net::{IpAddr, Ipv4Addr};

use crate::support::proxy::{ConnectProxy, DialingProxy, ProxyKind, only_loopback_network};
use crate::support::{FakeDns, Gw, Qtype, Reply, Server, TestCa};

const FAKE_IP_CONFIG: &str = r#"{"web": {"allowRanges": ["198.18.0.0/15"]}}"#;

// C-07 + C-06: through HTTPS_PROXY the target is resolved locally, checked, then reached via
// CONNECT to the checked address; `via` names the proxy and the mode.
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
    assert_eq!(
        v["via"],
        format!("{} (CONNECT by address)", proxy.host_port())
    );
    assert_eq!(
        proxy.targets(),
        vec![format!("198.18.0.7:{}", server.port())]
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

const FAKE_IP: Ipv4Addr = Ipv4Addr::new(198, 18, 0, 7);

/// Whether the case can run; says why when it cannot.
fn isolated(name: &str) -> bool {
    let ok = only_loopback_network();
    if !ok {
        eprintln!(
            "skipped {name}: it runs only inside a network namespace with loopback alone (CI runs \
             the suite under unshare --net)"
        );
    }
    ok
}

/// A public page and an internal one, both answering for `name`; the proxy routes the fake
/// public address to the first and 127.0.0.1 to the second.
struct Scene {
    ca: TestCa,
    public: Server,
    internal: Server,
    dns: FakeDns,
}

impl Scene {
    fn new(name: &str, dns: FakeDns) -> Scene {
        let ca = TestCa::new();
        let public = Server::https(&ca, &[name]).with("/", Reply::text("public page"));
        let internal = Server::https(&ca, &[name]).with("/", Reply::text("internal secret"));
        Scene {
            ca,
            public,
            internal,
            dns,
        }
    }

    fn proxy(&self, kind: ProxyKind) -> DialingProxy {
        DialingProxy::start(
            kind,
            self.dns.addr(),
            vec![
                (IpAddr::V4(FAKE_IP), self.public.addr()),
                (IpAddr::V4(Ipv4Addr::LOCALHOST), self.internal.addr()),
            ],
        )
    }

    fn fetch(&self, name: &str, config: &str) -> Gw {
        Gw::fetch(&self.public.url_for(name, "/"))
            .args(["--json", "--allow", name, "--timeout", "10"])
            .config_json(config)
            .dns(&self.dns)
            .ca(&self.ca)
    }
}

const BY_NAME_CONFIG: &str =
    r#"{"web": {"allowRanges": ["198.18.0.0/15"], "proxyConnectByName": true}}"#;

// C-03/C-07: DNS rebinding through a proxy. The binary resolves rebind.test once
// (198.18.0.7, allowed by a range) and sends CONNECT to that address; a proxy resolving the
// name again would get 127.0.0.1 and open its own internal service.
#[test]
fn c07_connect_names_the_checked_address_not_the_host() {
    if !isolated("c07_connect_names_the_checked_address_not_the_host") {
        return;
    }
    let dns = FakeDns::start()
        .a_seq("rebind.test", &[&[FAKE_IP], &[Ipv4Addr::LOCALHOST]])
        .aaaa("rebind.test", &[]);
    let scene = Scene::new("rebind.test", dns);
    let proxy = scene.proxy(ProxyKind::Connect);
    let out = scene
        .fetch("rebind.test", FAKE_IP_CONFIG)
        .env("HTTPS_PROXY", proxy.url("http"))
        .run();
    out.json_ok();
    let v = out.json();
    assert_eq!(v["content"], "public page", "{out}");
    assert_eq!(
        v["via"],
        format!("{} (CONNECT by address)", proxy.host_port()),
        "{out}"
    );
    assert_eq!(
        proxy.targets(),
        vec![format!("198.18.0.7:{}", scene.public.port())]
    );
    assert_eq!(scene.internal.connections(), 0, "{out}");
    assert_eq!(scene.dns.queries("rebind.test", Qtype::A), 1, "{out}");
    let req = scene.public.last_request();
    assert_eq!(req.sni.as_deref(), Some("rebind.test"), "{out}");
    assert_eq!(
        req.header("Host"),
        Some(format!("rebind.test:{}", scene.public.port()).as_str())
    );
}

// C-07: web.proxyConnectByName sends the name, for proxies that accept only names,
// and `via` says so.
#[test]
fn c07_proxy_connect_by_name_is_an_opt_in() {
    if !isolated("c07_proxy_connect_by_name_is_an_opt_in") {
        return;
    }
    let dns = FakeDns::start()
        .a("named.test", &[FAKE_IP])
        .aaaa("named.test", &[]);
    let scene = Scene::new("named.test", dns);
    let proxy = scene.proxy(ProxyKind::Connect);
    let out = scene
        .fetch("named.test", BY_NAME_CONFIG)
        .env("HTTPS_PROXY", proxy.url("http"))
        .run();
    out.json_ok();
    assert_eq!(out.json()["content"], "public page", "{out}");
    assert_eq!(
        out.json()["via"],
        format!("{} (CONNECT by name)", proxy.host_port())
    );
    assert_eq!(
        proxy.targets(),
        vec![format!("named.test:{}", scene.public.port())]
    );
}

// C-07: a socks5:// proxy in ALL_PROXY (either case) is used, with the checked
// address; before, the target was dialled directly, bypassing the proxy.
#[test]
fn c07_socks5_proxy_is_used_with_the_checked_address() {
    if !isolated("c07_socks5_proxy_is_used_with_the_checked_address") {
        return;
    }
    for variable in ["ALL_PROXY", "all_proxy"] {
        let dns = FakeDns::start()
            .a_seq("rebind.test", &[&[FAKE_IP], &[Ipv4Addr::LOCALHOST]])
            .aaaa("rebind.test", &[]);
        let scene = Scene::new("rebind.test", dns);
        let proxy = scene.proxy(ProxyKind::Socks5);
        let out = scene
            .fetch("rebind.test", FAKE_IP_CONFIG)
            .env(variable, proxy.url("socks5"))
            .run();
        out.json_ok();
        assert_eq!(out.json()["content"], "public page", "{variable}\n{out}");
        assert_eq!(
            out.json()["via"],
            format!("{} (SOCKS5 by address)", proxy.host_port())
        );
        assert_eq!(
            proxy.targets(),
            vec![format!("198.18.0.7:{}", scene.public.port())]
        );
        assert_eq!(scene.internal.connections(), 0, "{out}");
    }
}

// C-07: HTTPS_PROXY is the proxy for https targets even when ALL_PROXY names a
// SOCKS proxy (curl's order); neither is bypassed.
#[test]
fn c07_https_proxy_wins_over_all_proxy() {
    if !isolated("c07_https_proxy_wins_over_all_proxy") {
        return;
    }
    let dns = FakeDns::start()
        .a("named.test", &[FAKE_IP])
        .aaaa("named.test", &[]);
    let scene = Scene::new("named.test", dns);
    let connect = scene.proxy(ProxyKind::Connect);
    let socks = scene.proxy(ProxyKind::Socks5);
    let out = scene
        .fetch("named.test", FAKE_IP_CONFIG)
        .env("ALL_PROXY", socks.url("socks5"))
        .env("HTTPS_PROXY", connect.url("http"))
        .run();
    out.json_ok();
    assert_eq!(connect.targets().len(), 1, "{out}");
    assert!(socks.targets().is_empty(), "{out}");
}

// C-07: socks5h:// (the proxy resolves names) is refused unless
// web.proxyConnectByName, and unsupported proxies are refused: exit 2, nothing dialled.
#[test]
fn c07_socks5h_and_unsupported_proxies_are_refused_not_bypassed() {
    if !isolated("c07_socks5h_and_unsupported_proxies_are_refused_not_bypassed") {
        return;
    }
    let dns = FakeDns::start()
        .a("named.test", &[FAKE_IP])
        .aaaa("named.test", &[]);
    let scene = Scene::new("named.test", dns);
    let proxy = scene.proxy(ProxyKind::Socks5);
    for (value, needle) in [
        (proxy.url("socks5h"), "socks5h://"),
        (proxy.url("socks4"), "socks4:// proxies are not supported"),
        (proxy.url("https"), "https:// proxies are not supported"),
    ] {
        let out = scene
            .fetch("named.test", FAKE_IP_CONFIG)
            .env("ALL_PROXY", &value)
            .run();
        out.fails_with(2, "config").message_contains(needle);
        assert!(out.error_message().contains("ALL_PROXY"), "{out}");
    }
    assert!(proxy.targets().is_empty());
    assert_eq!(scene.public.connections(), 0);

    let out = scene
        .fetch("named.test", BY_NAME_CONFIG)
        .env("ALL_PROXY", proxy.url("socks5h"))
        .run();
    out.json_ok();
    assert_eq!(
        out.json()["via"],
        format!("{} (SOCKS5 by name)", proxy.host_port())
    );
    assert_eq!(
        proxy.targets(),
        vec![format!("named.test:{}", scene.public.port())]
    );
}
