//! From a host to the socket addresses a connection may use (C-01 host rules, C-02, C-03, C-05,
//! C-06): the one place that turns names into checked addresses, for the HTTP client's pinned
//! resolver and for the browser's loopback proxy (B-10) alike.
//!
//! Use [`checked_addrs`] for a `host:port` from the outside (a CONNECT target, a `Host`
//! header). Every A and AAAA answer is checked; if **any** fails, the whole host is refused, so
//! a name that answers with one public and one private address cannot be used to reach the
//! private one. The addresses returned are the only ones to connect to: connect to them
//! directly, never by looking the name up again (that second lookup is the DNS-rebinding
//! window, C-03).
//!
//! Nothing here opens a socket.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use super::Error;
use super::address::{AddressPolicy, AddressSource, check_address};
use super::resolve::Dns;
use super::url_check::{CheckedHost, check_authority};

/// Checks `host:port` and resolves it to the addresses a connection may use, within the
/// lookup timeout of `dns`.
///
/// - `host` is written as in a URL (see [`check_authority`]): a name, an IPv4 address in any
///   notation, or a bracketed IPv6 address.
/// - IP literals must pass the address check as literals; `localhost` and `*.localhost` mean
///   127.0.0.1 and ::1 and are never sent to DNS (RFC 6761), allowed only with
///   `policy.allow_loopback`; any other name is resolved and every answer checked as a DNS
///   answer (so loopback from DNS passes only through `policy.allow_ranges`, C-05/C-06).
///
/// Errors: [`Error::Url`] when the host or port is refused before DNS, [`Error::Address`] when
/// an answer is refused (its `refusal.kind` tells which kind), [`Error::Dns`] when the lookup
/// fails. The result is never empty.
pub(crate) fn checked_addrs(
    host: &str,
    port: u16,
    policy: &AddressPolicy,
    dns: &Dns,
) -> Result<Vec<SocketAddr>, Error> {
    checked_addrs_within(host, port, policy, dns, dns.lookup_timeout())
}

/// [`checked_addrs`] with an explicit lookup budget: the HTTP client passes what is left of
/// its request's total time (C-09).
pub(crate) fn checked_addrs_within(
    host: &str,
    port: u16,
    policy: &AddressPolicy,
    dns: &Dns,
    timeout: Duration,
) -> Result<Vec<SocketAddr>, Error> {
    let authority = check_authority(host, port, policy)?;
    let ips = checked_ips(&authority.host, policy, dns, timeout)?;
    Ok(ips
        .into_iter()
        .map(|ip| SocketAddr::new(ip, authority.port))
        .collect())
}

/// The addresses of an already checked host (a [`super::url_check::CheckedUrl`]'s or a
/// [`super::url_check::CheckedAuthority`]'s), within `timeout`: the literal itself, the
/// loopback pair for a loopback name, or every DNS answer after each passed the address check.
pub(crate) fn checked_ips(
    host: &CheckedHost,
    policy: &AddressPolicy,
    dns: &Dns,
    timeout: Duration,
) -> Result<Vec<IpAddr>, Error> {
    match host {
        CheckedHost::Ip(ip) => Ok(vec![*ip]),
        CheckedHost::LoopbackName(_) => Ok(vec![
            IpAddr::V4(Ipv4Addr::LOCALHOST),
            IpAddr::V6(Ipv6Addr::LOCALHOST),
        ]),
        CheckedHost::Name(name) => {
            let answers = dns.resolve_unchecked(name, timeout)?;
            for ip in &answers {
                check_address(*ip, policy, AddressSource::Dns).map_err(|refusal| {
                    Error::Address {
                        host: name.clone(),
                        refusal,
                    }
                })?;
            }
            // Connect to the canonical form: `::ffff:a.b.c.d` answers dial as IPv4.
            Ok(answers.into_iter().map(|ip| ip.to_canonical()).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::address::AddressKind;

    fn never_used_dns() -> Dns {
        // Port 9 on loopback: nothing answers there; the tests below must not look anything up.
        Dns::new(Some("127.0.0.1:9".parse().unwrap())).with_lookup_timeout(Duration::from_secs(1))
    }

    #[test]
    fn c03_literals_and_loopback_names_need_no_dns() {
        let dns = never_used_dns();
        let loopback = AddressPolicy {
            allow_loopback: true,
            ..AddressPolicy::default()
        };
        assert_eq!(
            checked_addrs("8.8.8.8", 443, &AddressPolicy::default(), &dns).unwrap(),
            vec!["8.8.8.8:443".parse().unwrap()]
        );
        assert_eq!(
            checked_addrs("[::ffff:127.0.0.1]", 8080, &loopback, &dns).unwrap(),
            vec!["127.0.0.1:8080".parse().unwrap()]
        );
        assert_eq!(
            checked_addrs("LOCALHOST.", 3000, &loopback, &dns).unwrap(),
            vec![
                "127.0.0.1:3000".parse().unwrap(),
                "[::1]:3000".parse().unwrap()
            ]
        );
        assert_eq!(
            checked_addrs("0x7f.1", 80, &loopback, &dns).unwrap(),
            vec!["127.0.0.1:80".parse().unwrap()]
        );
    }

    #[test]
    fn c02_refusals_before_dns_carry_the_kind() {
        let dns = never_used_dns();
        let local = AddressPolicy {
            allow_loopback: true,
            allow_private: true,
            ..AddressPolicy::default()
        };
        for (host, kind) in [
            ("169.254.169.254", AddressKind::LinkLocal),
            ("[fe80::1]", AddressKind::LinkLocal),
            ("0.0.0.0", AddressKind::Unspecified),
            ("[::]", AddressKind::Unspecified),
        ] {
            match checked_addrs(host, 80, &local, &dns) {
                Err(Error::Url(crate::net::url_check::UrlRefusal::Address { refusal, .. })) => {
                    assert_eq!(refusal.kind, kind, "{host}");
                }
                other => panic!("{host}: {other:?}"),
            }
        }
        assert!(checked_addrs("10.0.0.1", 80, &local, &dns).is_ok());
        assert!(checked_addrs("localhost", 80, &AddressPolicy::default(), &dns).is_err());
        assert!(checked_addrs("example.com", 0, &local, &dns).is_err());
        assert!(checked_addrs("exa mple.com", 80, &local, &dns).is_err());
    }

    #[test]
    fn r01_dns_works_inside_another_tokio_runtime() {
        // The browser proxy may call from async code: a lookup there must not panic ("cannot
        // start a runtime from within a runtime"). Nothing answers on 127.0.0.1:9, so the
        // lookup fails, cleanly.
        let dns = never_used_dns();
        let outer = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let result = outer
            .block_on(async { dns.resolve_unchecked("example.com", Duration::from_millis(500)) });
        assert!(
            matches!(result, Err(Error::DnsUnreachable { .. })),
            "{result:?}"
        );
        // And the same value keeps working outside it, from several threads at once.
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    let r = dns.resolve_unchecked("example.com", Duration::from_millis(500));
                    assert!(matches!(r, Err(Error::DnsUnreachable { .. })), "{r:?}");
                });
            }
        });
    }

    #[test]
    fn r01_net_types_are_send_and_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Dns>();
        assert_send_sync::<AddressPolicy>();
        assert_send_sync::<crate::net::client::Client>();
        assert_send_sync::<crate::net::Error>();
    }
}
