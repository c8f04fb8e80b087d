//! The address check (SPEC C-02, C-05, C-06, B-10): decides whether one IP address may be
//! dialled.
//!
//! Every address falls in exactly one [`AddressKind`] — global, loopback, private, link-local
//! (cloud metadata), unspecified, NAT64 of loopback, or reserved — found in two `const` tables
//! of ranges (first match wins), each range with the human reason a refusal names, e.g.
//! `169.254.169.254 is link-local (cloud metadata)`. [`check_address`] then applies the
//! caller's [`AddressPolicy`] to that kind. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is
//! canonicalized and classified as IPv4; NAT64 (`64:ff9b::/96`) is classified by the IPv4 it
//! carries. Nothing here uses the unstable `is_global` family of std methods.
//!
//! This module does not parse URLs (see `url_check`), resolve names or open sockets; it only
//! classifies addresses it is given, whether they came from a URL literal or a DNS answer.
//! To turn a `host:port` into checked socket addresses, use [`super::dial::checked_addrs`].

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::{IpNet, Ipv4Net, Ipv6Net};

/// What kind of address this is, as far as dialling it is concerned. Callers decide on the
/// kind, never on the reason text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum AddressKind {
    /// Globally routable unicast: always passes.
    Global,
    /// This machine: `127.0.0.0/8`, `::1` (and `::ffff:127.x`). Passes with
    /// [`AddressPolicy::allow_loopback`] when the URL names loopback itself (C-05); from DNS
    /// only through [`AddressPolicy::allow_ranges`] (C-06).
    Loopback,
    /// Private networks: `10/8`, `172.16/12`, `192.168/16`, `fc00::/7`. Passes only with
    /// [`AddressPolicy::allow_private`] (the browser's `allowLocal`, B-10; fetch never sets
    /// it) or, from DNS, through an allow range.
    Private,
    /// Link-local and cloud metadata: `169.254/16`, `fe80::/10`, and the metadata services
    /// that live elsewhere (Azure's `168.63.129.16`, Alibaba's `100.100.100.200`, AWS's IPv6
    /// `fd00:ec2::254`). Never passes, whatever the policy.
    LinkLocal,
    /// "This host / any address": `0.0.0.0/8`, `::`, `::ffff:0.0.0.0`. Never passes.
    Unspecified,
    /// NAT64 (`64:ff9b::/96`) of a loopback IPv4 address: the translator's own loopback,
    /// which no switch was meant to open. Never passes.
    Nat64Loopback,
    /// Everything else that is not global: carrier-grade NAT, documentation, benchmarking,
    /// multicast, broadcast, 6to4, Teredo, IPv4-compatible, reserved. Passes only from DNS
    /// through an allow range (C-06).
    Reserved,
}

impl AddressKind {
    /// True for the kinds no policy can open (link-local/metadata, unspecified, NAT64 of
    /// loopback). A proxy can use this to word its refusal.
    pub(crate) fn never_opened(self) -> bool {
        matches!(
            self,
            AddressKind::LinkLocal | AddressKind::Unspecified | AddressKind::Nat64Loopback
        )
    }
}

/// Where an address came from; C-05 and C-06 depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum AddressSource {
    /// An IP literal written in a URL or an authority (by the user, a redirect or a page), or
    /// one of the fixed addresses of a loopback name (`localhost` means 127.0.0.1 and ::1).
    Literal,
    /// An answer from the DNS resolver.
    Dns,
}

/// What the user loosened. The default refuses everything but global unicast.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct AddressPolicy {
    /// `--allow-localhost` / `web.allowLocalhost` (C-05): loopback passes when it was named
    /// (an IP literal or a loopback name), never when a DNS name answered with it.
    pub(crate) allow_loopback: bool,
    /// Private ranges pass too, from literals and DNS alike. Only the browser proxy sets it
    /// (`browser.allowLocal`, B-10); fetch and search never do.
    pub(crate) allow_private: bool,
    /// `web.allowRanges` (C-06): ranges that pass when they come from a DNS answer, never as
    /// URL literals, and never for the kinds of [`AddressKind::never_opened`].
    pub(crate) allow_ranges: Vec<IpNet>,
}

/// An address refused by [`check_address`], with its kind and the reason of its range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{addr} is {reason}")]
pub(crate) struct AddressRefusal {
    /// The address as it was given (not canonicalized), so the message shows what was seen.
    pub(crate) addr: IpAddr,
    /// The class the address fell in.
    pub(crate) kind: AddressKind,
    /// Why it is refused, worded to follow "is", e.g. `link-local (cloud metadata)`.
    pub(crate) reason: &'static str,
    /// Where the address came from.
    pub(crate) origin: AddressSource,
}

impl AddressRefusal {
    /// True when `--allow-localhost` would have let this address pass (to choose the hint):
    /// a loopback literal, not a DNS answer (C-05).
    pub(crate) fn is_loopback(&self) -> bool {
        self.kind == AddressKind::Loopback && self.origin == AddressSource::Literal
    }
}

/// The class of an address: its kind and the reason a refusal names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct AddressClass {
    /// The kind, which policies decide on.
    pub(crate) kind: AddressKind,
    /// The range's reason, worded to follow "is" (`private (RFC 1918)`).
    pub(crate) reason: &'static str,
}

use AddressKind::{Global, LinkLocal, Loopback, Nat64Loopback, Private, Reserved, Unspecified};

/// How a table row is decided: a kind, or NAT64 (decided by the embedded IPv4 address).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Row6Kind {
    Is(AddressKind),
    Nat64,
}

/// One row of a range table: the range, how it is decided, and the reason a refusal names.
struct Row<N, K>(N, K, &'static str);

const fn v4(a: u8, b: u8, c: u8, d: u8, len: u8) -> Ipv4Net {
    Ipv4Net::new_assert(Ipv4Addr::new(a, b, c, d), len)
}

const fn v6(bits: u128, len: u8) -> Ipv6Net {
    Ipv6Net::new_assert(Ipv6Addr::from_bits(bits), len)
}

/// The reason given for loopback addresses.
const LOOPBACK: &str = "loopback";
/// The reason for an IPv6 address outside every listed range and outside 2000::/3.
const NOT_GLOBAL: &str = "not global unicast";
/// The reason for a NAT64 address that carries a loopback IPv4 address.
const NAT64_LOOPBACK: &str = "NAT64 of a loopback address";
const UNSPECIFIED_V4: &str = "unspecified (this network)";
const PRIVATE: &str = "private (RFC 1918)";
const CGNAT: &str = "shared address space (carrier-grade NAT)";
const AZURE: &str = "Azure platform-internal (WireServer)";
const ALIBABA: &str = "cloud metadata (Alibaba Cloud)";
const AWS_V6: &str = "cloud metadata (AWS IPv6)";
const METADATA: &str = "link-local (cloud metadata)";
const IETF: &str = "reserved for IETF protocol assignments";
const DOCUMENTATION: &str = "reserved for documentation";
const RELAY_6TO4: &str = "6to4 relay anycast (deprecated)";
const BENCHMARKING: &str = "reserved for benchmarking";
const IETF_V6: &str = "reserved for IETF protocol assignments (e.g. Teredo)";
const SIX_TO_FOUR: &str = "6to4 (it can reach any IPv4 address)";
const LOCAL_NAT64: &str = "local-use NAT64 (RFC 8215)";

/// IPv4 ranges that are not global; first match wins, anything unmatched is global unicast.
const V4_TABLE: &[Row<Ipv4Net, AddressKind>] = &[
    Row(v4(0, 0, 0, 0, 8), Unspecified, UNSPECIFIED_V4),
    Row(v4(10, 0, 0, 0, 8), Private, PRIVATE),
    // Inside 100.64/10, before it: Alibaba Cloud's metadata service.
    Row(v4(100, 100, 100, 200, 32), LinkLocal, ALIBABA),
    Row(v4(100, 64, 0, 0, 10), Reserved, CGNAT),
    Row(v4(127, 0, 0, 0, 8), Loopback, LOOPBACK),
    Row(v4(168, 63, 129, 16, 32), LinkLocal, AZURE),
    Row(v4(169, 254, 0, 0, 16), LinkLocal, METADATA),
    Row(v4(172, 16, 0, 0, 12), Private, PRIVATE),
    Row(v4(192, 0, 0, 0, 24), Reserved, IETF),
    Row(v4(192, 0, 2, 0, 24), Reserved, DOCUMENTATION),
    Row(v4(192, 88, 99, 0, 24), Reserved, RELAY_6TO4),
    Row(v4(192, 168, 0, 0, 16), Private, PRIVATE),
    // Also where fake-IP proxies in TUN mode answer; C-06 allow ranges open it for DNS only.
    Row(v4(198, 18, 0, 0, 15), Reserved, BENCHMARKING),
    Row(v4(198, 51, 100, 0, 24), Reserved, DOCUMENTATION),
    Row(v4(203, 0, 113, 0, 24), Reserved, DOCUMENTATION),
    Row(v4(224, 0, 0, 0, 4), Reserved, "multicast"),
    // Before 240/4 so that its own reason wins.
    Row(v4(255, 255, 255, 255, 32), Reserved, "broadcast"),
    Row(v4(240, 0, 0, 0, 4), Reserved, "reserved"),
];

/// IPv6 ranges; first match wins, anything unmatched is refused as not global unicast.
/// `::ffff:0:0/96` is absent on purpose: mapped addresses are canonicalized to IPv4 first.
const V6_TABLE: &[Row<Ipv6Net, Row6Kind>] = &[
    Row(v6(0, 128), Row6Kind::Is(Unspecified), "unspecified"),
    Row(v6(1, 128), Row6Kind::Is(Loopback), LOOPBACK),
    Row(
        v6(0, 96),
        Row6Kind::Is(Reserved),
        "IPv4-compatible (deprecated)",
    ),
    Row(v6(0x0064_ff9b << 96, 96), Row6Kind::Nat64, "NAT64"),
    Row(
        v6(0x0064_ff9b_0001 << 80, 48),
        Row6Kind::Is(Reserved),
        LOCAL_NAT64,
    ),
    Row(
        v6(0x0100 << 112, 64),
        Row6Kind::Is(Reserved),
        "discard-only (RFC 6666)",
    ),
    // Inside 2000::/3, the special-purpose blocks that are not globally reachable; these rows
    // come before 2000::/3 itself.
    Row(v6(0x2001 << 112, 23), Row6Kind::Is(Reserved), IETF_V6),
    Row(
        v6(0x2001_0db8 << 96, 32),
        Row6Kind::Is(Reserved),
        DOCUMENTATION,
    ),
    Row(v6(0x2002 << 112, 16), Row6Kind::Is(Reserved), SIX_TO_FOUR),
    Row(v6(0x3fff << 112, 20), Row6Kind::Is(Reserved), DOCUMENTATION),
    Row(v6(0x2000 << 112, 3), Row6Kind::Is(Global), "global unicast"),
    // Inside fc00::/7, before it: the AWS instance metadata service over IPv6.
    Row(
        v6((0xfd00_0ec2 << 96) | 0x254, 128),
        Row6Kind::Is(LinkLocal),
        AWS_V6,
    ),
    // Named reasons for the common ranges outside 2000::/3.
    Row(
        v6(0xfc00 << 112, 7),
        Row6Kind::Is(Private),
        "unique local (private)",
    ),
    Row(v6(0xfe80 << 112, 10), Row6Kind::Is(LinkLocal), "link-local"),
    Row(
        v6(0xfec0 << 112, 10),
        Row6Kind::Is(Reserved),
        "site-local (deprecated)",
    ),
    Row(v6(0xff00 << 112, 8), Row6Kind::Is(Reserved), "multicast"),
];

const GLOBAL: AddressClass = AddressClass {
    kind: Global,
    reason: "global unicast",
};

fn classify_v4(addr: Ipv4Addr) -> AddressClass {
    match V4_TABLE.iter().find(|row| row.0.contains(&addr)) {
        None => GLOBAL,
        Some(Row(_, kind, reason)) => AddressClass {
            kind: *kind,
            reason,
        },
    }
}

/// The class of `addr`: IPv4-mapped IPv6 as its IPv4, NAT64 by the IPv4 it carries.
pub(crate) fn classify(addr: IpAddr) -> AddressClass {
    let addr = match addr.to_canonical() {
        IpAddr::V4(a) => return classify_v4(a),
        IpAddr::V6(a) => a,
    };
    let Some(row) = V6_TABLE.iter().find(|row| row.0.contains(&addr)) else {
        return AddressClass {
            kind: Reserved,
            reason: NOT_GLOBAL,
        };
    };
    match row.1 {
        Row6Kind::Is(kind) => AddressClass {
            kind,
            reason: row.2,
        },
        Row6Kind::Nat64 => {
            // A NAT64 translator dials the embedded IPv4 address for us, so that address
            // decides. Its loopback is the translator's own, which no switch opens.
            let [.., a, b, c, d] = addr.octets();
            match classify_v4(Ipv4Addr::new(a, b, c, d)) {
                AddressClass { kind: Loopback, .. } => AddressClass {
                    kind: Nat64Loopback,
                    reason: NAT64_LOOPBACK,
                },
                other => other,
            }
        }
    }
}

/// Decides whether `addr` may be dialled under `policy` (C-02, C-05, C-06, B-10).
///
/// Global unicast passes. Loopback passes with `policy.allow_loopback` only when `source` is
/// [`AddressSource::Literal`]; private passes with `policy.allow_private`; loopback, private
/// and reserved addresses inside one of `policy.allow_ranges` pass when `source` is
/// [`AddressSource::Dns`]. Link-local/metadata, unspecified and NAT64 of loopback never pass.
pub(crate) fn check_address(
    addr: IpAddr,
    policy: &AddressPolicy,
    source: AddressSource,
) -> Result<(), AddressRefusal> {
    let AddressClass { kind, reason } = classify(addr);
    let passes = match kind {
        Global => true,
        LinkLocal | Unspecified | Nat64Loopback => false,
        Loopback if policy.allow_loopback && source == AddressSource::Literal => true,
        Private if policy.allow_private => true,
        Loopback | Private | Reserved => {
            source == AddressSource::Dns && in_allow_ranges(addr, &policy.allow_ranges)
        }
    };
    if passes {
        return Ok(());
    }
    Err(AddressRefusal {
        addr,
        kind,
        reason,
        origin: source,
    })
}

/// True when an allow range covers the address as given or in its canonical (IPv4) form.
fn in_allow_ranges(addr: IpAddr, ranges: &[IpNet]) -> bool {
    let canonical = addr.to_canonical();
    ranges
        .iter()
        .any(|net| net.contains(&addr) || net.contains(&canonical))
}

/// True for loopback addresses: 127/8, `::1` and IPv4-mapped `::ffff:127.x` (not NAT64).
pub(crate) fn is_loopback(addr: IpAddr) -> bool {
    classify(addr).kind == Loopback
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn strict() -> AddressPolicy {
        AddressPolicy::default()
    }

    fn loopback_allowed() -> AddressPolicy {
        AddressPolicy {
            allow_loopback: true,
            ..AddressPolicy::default()
        }
    }

    /// The reason `s` is refused as a literal under the default policy, or None if it passes.
    fn refusal(s: &str) -> Option<&'static str> {
        check_address(ip(s), &strict(), AddressSource::Literal)
            .err()
            .map(|r| r.reason)
    }

    /// Each case: address, expected reason (None = passes). Covers every table row at its
    /// first and last address and the addresses just outside both ends.
    fn assert_cases(cases: &[(&str, Option<&str>)]) {
        for &(addr, want) in cases {
            assert_eq!(refusal(addr), want, "C-02 {addr}");
        }
    }

    const CGNAT: Option<&str> = Some("shared address space (carrier-grade NAT)");
    const LOOP: Option<&str> = Some(LOOPBACK);
    const META: Option<&str> = Some("link-local (cloud metadata)");
    const PRIV: Option<&str> = Some(PRIVATE);
    const DOC: Option<&str> = Some(DOCUMENTATION);
    const NG: Option<&str> = Some(NOT_GLOBAL);

    #[test]
    fn c02_ipv4_ranges_at_both_ends_and_just_outside() {
        assert_cases(&[
            ("0.0.0.0", Some("unspecified (this network)")),
            ("0.255.255.255", Some("unspecified (this network)")),
            ("1.0.0.0", None),
            ("9.255.255.255", None),
            ("10.0.0.0", PRIV),
            ("10.255.255.255", PRIV),
            ("11.0.0.0", None),
            ("100.63.255.255", None),
            ("100.64.0.0", CGNAT),
            ("100.127.255.255", CGNAT),
            ("100.128.0.0", None),
            ("126.255.255.255", None),
            ("127.0.0.0", LOOP),
            ("127.0.0.1", LOOP),
            ("127.255.255.255", LOOP),
            ("128.0.0.0", None),
            ("168.63.129.15", None),
            (
                "168.63.129.16",
                Some("Azure platform-internal (WireServer)"),
            ),
            ("168.63.129.17", None),
            ("169.253.255.255", None),
            ("169.254.0.0", META),
            ("169.254.169.254", META),
            ("169.254.255.255", META),
            ("169.255.0.0", None),
            ("172.15.255.255", None),
            ("172.16.0.0", PRIV),
            ("172.31.255.255", PRIV),
            ("172.32.0.0", None),
            ("191.255.255.255", None),
            ("192.0.0.0", Some("reserved for IETF protocol assignments")),
            (
                "192.0.0.255",
                Some("reserved for IETF protocol assignments"),
            ),
            ("192.0.1.0", None),
            ("192.0.1.255", None),
            ("192.0.2.0", DOC),
            ("192.0.2.255", DOC),
            ("192.0.3.0", None),
            ("192.88.98.255", None),
            ("192.88.99.0", Some("6to4 relay anycast (deprecated)")),
            ("192.88.99.255", Some("6to4 relay anycast (deprecated)")),
            ("192.88.100.0", None),
            ("192.167.255.255", None),
            ("192.168.0.0", PRIV),
            ("192.168.255.255", PRIV),
            ("192.169.0.0", None),
            ("198.17.255.255", None),
            ("198.18.0.0", Some("reserved for benchmarking")),
            ("198.19.255.255", Some("reserved for benchmarking")),
            ("198.20.0.0", None),
            ("198.51.99.255", None),
            ("198.51.100.0", DOC),
            ("198.51.100.255", DOC),
            ("198.51.101.0", None),
            ("203.0.112.255", None),
            ("203.0.113.0", DOC),
            ("203.0.113.255", DOC),
            ("203.0.114.0", None),
            ("223.255.255.255", None),
            ("224.0.0.0", Some("multicast")),
            ("239.255.255.255", Some("multicast")),
            ("240.0.0.0", Some("reserved")),
            ("255.255.255.254", Some("reserved")),
            ("255.255.255.255", Some("broadcast")),
            ("8.8.8.8", None),
            ("1.1.1.1", None),
        ]);
    }

    #[test]
    fn c02_ipv6_ranges_at_both_ends_and_just_outside() {
        let teredo = Some("reserved for IETF protocol assignments (e.g. Teredo)");
        let six_to_four = Some("6to4 (it can reach any IPv4 address)");
        let compat = Some("IPv4-compatible (deprecated)");
        assert_cases(&[
            // 2000::/3 itself.
            ("1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", NG),
            ("2000::", None),
            ("3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", None),
            ("4000::", NG),
            // 2001::/23.
            ("2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff", None),
            ("2001::", teredo),
            ("2001:0:4136:e378:8000:63bf:3fff:fdd2", teredo),
            ("2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff", teredo),
            ("2001:200::", None),
            // 2001:db8::/32.
            ("2001:db7:ffff:ffff:ffff:ffff:ffff:ffff", None),
            ("2001:db8::", DOC),
            ("2001:db8:ffff:ffff:ffff:ffff:ffff:ffff", DOC),
            ("2001:db9::", None),
            // 2002::/16.
            ("2001:ffff:ffff:ffff:ffff:ffff:ffff:ffff", None),
            ("2002::", six_to_four),
            ("2002:a9fe:a9fe::", six_to_four),
            ("2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff", six_to_four),
            ("2003::", None),
            // 3fff::/20.
            ("3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff", None),
            ("3fff::", DOC),
            ("3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff", DOC),
            ("3fff:1000::", None),
            // Well-known public addresses.
            ("2001:4860:4860::8888", None),
            ("2606:4700:4700::1111", None),
            // Outside 2000::/3.
            ("::", Some("unspecified")),
            ("::1", LOOP),
            ("::2", compat),
            ("::127.0.0.1", compat),
            ("::169.254.169.254", compat),
            ("::255.255.255.255", compat),
            ("::1:0:0", NG),
            ("::fffe:ffff:ffff", NG),
            ("::1:0:0:0", NG),
            ("::ffff:0:0:0", NG),
            ("64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff", NG),
            ("64:ff9b::1:0:0", NG),
            ("64:ff9b:0:ffff:ffff:ffff:ffff:ffff", NG),
            ("64:ff9b:1::", Some("local-use NAT64 (RFC 8215)")),
            (
                "64:ff9b:1:ffff:ffff:ffff:ffff:ffff",
                Some("local-use NAT64 (RFC 8215)"),
            ),
            ("64:ff9b:2::", NG),
            ("ff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", NG),
            ("100::", Some("discard-only (RFC 6666)")),
            ("100::ffff:ffff:ffff:ffff", Some("discard-only (RFC 6666)")),
            ("100:0:0:1::", NG),
            ("fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", NG),
            ("fc00::", Some("unique local (private)")),
            ("fd00:ec2::254", Some(AWS_V6)),
            ("fd00:ec2::253", Some("unique local (private)")),
            (
                "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
                Some("unique local (private)"),
            ),
            ("fe00::", NG),
            ("fe7f:ffff:ffff:ffff:ffff:ffff:ffff:ffff", NG),
            ("fe80::", Some("link-local")),
            (
                "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
                Some("link-local"),
            ),
            ("fec0::", Some("site-local (deprecated)")),
            (
                "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
                Some("site-local (deprecated)"),
            ),
            ("ff00::", Some("multicast")),
            ("ff02::1", Some("multicast")),
            ("ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", Some("multicast")),
            ("5f00::1", NG),
        ]);
    }

    #[test]
    fn c02_ipv4_mapped_is_checked_as_ipv4() {
        assert_cases(&[
            ("::ffff:0.0.0.0", Some("unspecified (this network)")),
            ("::ffff:8.8.8.8", None),
            ("::ffff:127.0.0.1", LOOP),
            ("::ffff:7f00:1", LOOP),
            ("::ffff:10.1.2.3", PRIV),
            ("::ffff:169.254.169.254", META),
            ("::ffff:a9fe:a9fe", META),
            ("::ffff:198.18.0.1", Some("reserved for benchmarking")),
            ("::ffff:255.255.255.255", Some("broadcast")),
        ]);
        // The refusal shows the address as given, not the canonical IPv4.
        let err = check_address(ip("::ffff:a9fe:a9fe"), &strict(), AddressSource::Dns).unwrap_err();
        assert_eq!(
            err.to_string(),
            "::ffff:169.254.169.254 is link-local (cloud metadata)"
        );
    }

    #[test]
    fn c02_nat64_is_decided_by_the_embedded_ipv4() {
        assert_cases(&[
            ("64:ff9b::", Some("unspecified (this network)")),
            ("64:ff9b::8.8.8.8", None),
            ("64:ff9b::808:808", None),
            ("64:ff9b::a9fe:a9fe", META),
            ("64:ff9b::10.0.0.1", PRIV),
            ("64:ff9b::7f00:1", Some(NAT64_LOOPBACK)),
            ("64:ff9b::ffff:ffff", Some("broadcast")),
        ]);
        // Embedded loopback stays refused when loopback is allowed, and from DNS allow ranges.
        let lax = AddressPolicy {
            allow_loopback: true,
            allow_private: true,
            allow_ranges: vec![
                "64:ff9b::/96".parse().unwrap(),
                "127.0.0.0/8".parse().unwrap(),
            ],
        };
        for source in [AddressSource::Literal, AddressSource::Dns] {
            let err = check_address(ip("64:ff9b::127.0.0.1"), &lax, source).unwrap_err();
            assert_eq!(err.reason, NAT64_LOOPBACK);
            assert_eq!(err.kind, Nat64Loopback);
            assert!(!err.is_loopback());
        }
    }

    #[test]
    fn c05_loopback_passes_only_when_allowed() {
        for addr in [
            "127.0.0.1",
            "127.255.255.255",
            "::1",
            "::ffff:127.0.0.1",
            "::ffff:7f00:2",
        ] {
            let err = check_address(ip(addr), &strict(), AddressSource::Literal).unwrap_err();
            assert!(err.is_loopback(), "{addr}");
            assert_eq!(err.kind, Loopback, "{addr}");
            assert_eq!(
                check_address(ip(addr), &loopback_allowed(), AddressSource::Literal),
                Ok(()),
                "{addr}"
            );
            // C-05: a DNS name that answers with loopback stays refused with the switch; the
            // refusal is not "loopback would pass" (the hint points at web.allowRanges).
            let err = check_address(ip(addr), &loopback_allowed(), AddressSource::Dns).unwrap_err();
            assert_eq!(err.kind, Loopback, "{addr}");
            assert!(!err.is_loopback(), "{addr}");
        }
        // The switch opens loopback only: not private, link-local, IPv4-compatible or unspecified.
        for addr in [
            "10.0.0.1",
            "169.254.169.254",
            "::127.0.0.1",
            "fe80::1",
            "0.0.0.0",
            "0.0.0.1",
            "::",
            "::ffff:0.0.0.0",
        ] {
            assert!(
                check_address(ip(addr), &loopback_allowed(), AddressSource::Literal).is_err(),
                "{addr}"
            );
        }
    }

    #[test]
    fn c06_allow_ranges_apply_only_to_dns_answers() {
        let policy = AddressPolicy {
            allow_ranges: vec![
                "198.18.0.0/15".parse().unwrap(),
                "fc00::/18".parse().unwrap(),
                "127.0.0.0/8".parse().unwrap(),
            ],
            ..AddressPolicy::default()
        };
        for addr in [
            "198.18.0.1",
            "198.19.255.255",
            "::ffff:198.18.0.1",
            "fc00::1",
            "127.0.0.1",
        ] {
            assert_eq!(
                check_address(ip(addr), &policy, AddressSource::Dns),
                Ok(()),
                "{addr}"
            );
            assert!(
                check_address(ip(addr), &policy, AddressSource::Literal).is_err(),
                "{addr}"
            );
        }
        // Outside the ranges nothing changes.
        for addr in ["192.0.2.1", "10.0.0.1", "fc00:4000::1"] {
            assert!(
                check_address(ip(addr), &policy, AddressSource::Dns).is_err(),
                "{addr}"
            );
        }
    }

    #[test]
    fn c06_allow_ranges_never_open_unspecified() {
        let policy = AddressPolicy {
            allow_loopback: true,
            allow_private: true,
            allow_ranges: vec!["0.0.0.0/0".parse().unwrap(), "::/0".parse().unwrap()],
        };
        for addr in ["0.0.0.0", "0.1.2.3", "::", "::ffff:0.0.0.0", "64:ff9b::"] {
            let err = check_address(ip(addr), &policy, AddressSource::Dns).unwrap_err();
            assert!(err.reason.starts_with("unspecified"), "{addr}: {err}");
            assert_eq!(err.kind, Unspecified, "{addr}");
        }
        // C-06: link-local and cloud metadata are never opened by a range either.
        for addr in [
            "169.254.169.254",
            "::ffff:169.254.169.254",
            "fe80::1",
            "168.63.129.16",
            "100.100.100.200",
            "fd00:ec2::254",
            "64:ff9b::a9fe:a9fe",
        ] {
            for source in [AddressSource::Dns, AddressSource::Literal] {
                let err = check_address(ip(addr), &policy, source).unwrap_err();
                assert_eq!(err.kind, LinkLocal, "{addr}");
                assert!(err.kind.never_opened());
            }
        }
        // Everything else is opened by such a (silly) configuration, but only from DNS.
        for addr in ["198.18.0.1", "::127.0.0.1", "ff02::1", "100.64.0.1"] {
            assert_eq!(
                check_address(ip(addr), &policy, AddressSource::Dns),
                Ok(()),
                "{addr}"
            );
            assert!(
                check_address(ip(addr), &policy, AddressSource::Literal).is_err(),
                "{addr}"
            );
        }
    }

    #[test]
    fn c02_metadata_message_reads_exactly() {
        let err =
            check_address(ip("169.254.169.254"), &strict(), AddressSource::Literal).unwrap_err();
        assert_eq!(
            err.to_string(),
            "169.254.169.254 is link-local (cloud metadata)"
        );
        let err = check_address(ip("fd00:ec2::254"), &strict(), AddressSource::Dns).unwrap_err();
        assert_eq!(
            err.to_string(),
            "fd00:ec2::254 is cloud metadata (AWS IPv6)"
        );
        let err = check_address(ip("fd00::1"), &strict(), AddressSource::Dns).unwrap_err();
        assert_eq!(err.to_string(), "fd00::1 is unique local (private)");
        let err = check_address(ip("127.0.0.1"), &strict(), AddressSource::Dns).unwrap_err();
        assert_eq!(err.to_string(), "127.0.0.1 is loopback");
    }

    #[test]
    fn c02_is_loopback_canonicalizes() {
        for addr in [
            "127.0.0.1",
            "127.1.2.3",
            "127.255.255.255",
            "::1",
            "::ffff:127.0.0.1",
        ] {
            assert!(is_loopback(ip(addr)), "{addr}");
        }
        for addr in [
            "126.255.255.255",
            "128.0.0.1",
            "::",
            "::2",
            "::127.0.0.1",
            "64:ff9b::7f00:1",
        ] {
            assert!(!is_loopback(ip(addr)), "{addr}");
        }
    }

    #[test]
    fn c02_tables_are_well_formed() {
        // Every row is written at its network address (no host bits), so the table reads true.
        for row in V4_TABLE {
            assert_eq!(row.0, row.0.trunc(), "{}", row.0);
        }
        for row in V6_TABLE {
            assert_eq!(row.0, row.0.trunc(), "{}", row.0);
        }
        // Each IPv4 row refuses its first and last address (broadcast shadows 240/4's last).
        for row in V4_TABLE {
            for end in [row.0.network(), row.0.broadcast()] {
                let got = refusal(&end.to_string());
                assert!(got.is_some(), "{end} in {} passed", row.0);
            }
        }
        // Each IPv6 row other than 2000::/3 and NAT64 refuses its first and last address.
        for row in V6_TABLE
            .iter()
            .filter(|r| !matches!(r.1, Row6Kind::Is(Global) | Row6Kind::Nat64))
        {
            for end in [row.0.network(), row.0.broadcast()] {
                assert!(
                    refusal(&end.to_string()).is_some(),
                    "{end} in {} passed",
                    row.0
                );
            }
        }
    }

    #[test]
    fn b10_kinds_split_private_from_link_local() {
        let kinds = [
            ("8.8.8.8", Global),
            ("2001:4860:4860::8888", Global),
            ("127.0.0.1", Loopback),
            ("::1", Loopback),
            ("::ffff:127.0.0.1", Loopback),
            ("10.1.2.3", Private),
            ("172.16.0.1", Private),
            ("192.168.1.1", Private),
            ("fd12::1", Private),
            ("::ffff:192.168.1.1", Private),
            ("169.254.169.254", LinkLocal),
            ("fe80::1", LinkLocal),
            ("168.63.129.16", LinkLocal),
            ("100.100.100.200", LinkLocal),
            ("fd00:ec2::254", LinkLocal),
            ("0.0.0.0", Unspecified),
            ("::", Unspecified),
            ("64:ff9b::7f00:1", Nat64Loopback),
            ("100.64.0.1", Reserved),
            ("198.18.0.1", Reserved),
            ("224.0.0.1", Reserved),
            ("2001:db8::1", Reserved),
        ];
        for (addr, kind) in kinds {
            assert_eq!(classify(ip(addr)).kind, kind, "{addr}");
        }
        // B-10's allowLocal: private and (named) loopback pass; link-local/metadata,
        // unspecified and reserved never do.
        let local = AddressPolicy {
            allow_loopback: true,
            allow_private: true,
            ..AddressPolicy::default()
        };
        for addr in ["10.0.0.1", "192.168.1.1", "fd12::1", "127.0.0.1", "::1"] {
            assert_eq!(
                check_address(ip(addr), &local, AddressSource::Literal),
                Ok(()),
                "{addr}"
            );
        }
        for addr in ["10.0.0.1", "fd12::1"] {
            assert_eq!(
                check_address(ip(addr), &local, AddressSource::Dns),
                Ok(()),
                "{addr}"
            );
        }
        for addr in [
            "169.254.169.254",
            "fe80::1",
            "fd00:ec2::254",
            "0.0.0.0",
            "::",
            "100.64.0.1",
        ] {
            for source in [AddressSource::Literal, AddressSource::Dns] {
                assert!(check_address(ip(addr), &local, source).is_err(), "{addr}");
            }
        }
        // Fetch's policy (loopback allowed, private not) never opens private ranges.
        assert_eq!(
            check_address(ip("10.0.0.1"), &loopback_allowed(), AddressSource::Literal)
                .unwrap_err()
                .kind,
            Private
        );
    }
}
