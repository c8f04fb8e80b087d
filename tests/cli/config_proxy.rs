//! K-03 and C-07: `config check` judges proxy variables with the parser fetching uses, so it
//! approves exactly what a fetch can use. The values below were approved by the check's former
//! parser (ureq's) while a fetch refuses them (`proxy.rs`,
//! `c07_socks5h_and_unsupported_proxies_are_refused_not_bypassed`).

use std::net::Ipv4Addr;
use std::time::Duration;

use crate::support::{FakeDns, Gw};

/// A DNS server answering the check's probe with a public address, so that finding is ok.
fn public_dns() -> FakeDns {
    FakeDns::start().a("example.com", &[Ipv4Addr::new(93, 184, 215, 14)])
}

/// `config check` with `ALL_PROXY=value` and `config_json`, resolving through `dns`.
fn check(value: &str, config_json: &str, dns: &FakeDns) -> Gw {
    Gw::new()
        .args(["config", "check"])
        .config_json(config_json)
        .env("ALL_PROXY", value)
        .dns(dns)
        .kill_after(Duration::from_secs(30))
}

// K-03 + C-07: proxies a fetch refuses (socks4://, https://, socks5h:// without
// web.proxyConnectByName) are errors in the check, with the fetch's reason, exit 2.
#[test]
fn k03_config_check_refuses_the_proxies_fetch_refuses() {
    for (value, reason) in [
        (
            "socks4://127.0.0.1:1080",
            "socks4:// proxies are not supported (only http:// and socks5://)",
        ),
        (
            "https://127.0.0.1:3128",
            "https:// proxies are not supported (only http:// and socks5://)",
        ),
        (
            "socks5h://127.0.0.1:1080",
            "socks5h:// makes the proxy resolve names again",
        ),
    ] {
        let dns = public_dns();
        let out = check(value, "{}", &dns).run();
        out.code(2).stderr_empty();
        let line = format!("proxy: ALL_PROXY={value} is not a usable proxy: {reason}");
        assert!(
            out.stdout()
                .lines()
                .any(|l| l.starts_with("error") && l.contains(&line)),
            "no error line {line:?}\n{out}"
        );
    }
}

// K-03 + C-07: the proxies a fetch uses pass the check: http:// (also without a scheme),
// socks5://, and socks5h:// once web.proxyConnectByName allows it.
#[test]
fn k03_config_check_accepts_the_proxies_fetch_uses() {
    for (value, config_json) in [
        ("http://127.0.0.1:3128", "{}"),
        ("127.0.0.1:3128", "{}"),
        ("socks5://127.0.0.1:1080", "{}"),
        (
            "socks5h://127.0.0.1:1080",
            r#"{"web": {"proxyConnectByName": true}}"#,
        ),
    ] {
        let dns = public_dns();
        let out = check(value, config_json, &dns).run();
        out.stderr_empty();
        let line = format!("proxy: ALL_PROXY={value}: used");
        assert!(
            out.stdout()
                .lines()
                .any(|l| l.starts_with("ok") && l.contains(&line)),
            "no ok line {line:?}\n{out}"
        );
        assert!(
            !out.stdout().lines().any(|l| l.starts_with("error")),
            "{out}"
        );
        out.success();
    }
}
