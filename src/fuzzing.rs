//! Entry points for the cargo-fuzz targets in `fuzz/` (SPEC R-04): each takes the fuzzer's raw
//! bytes, calls crate-private functions (URL check, address check, charset sniffing, content
//! type, HTML conversion, approval rules, neutralizing) and asserts the properties that must hold
//! for every input, so that a panic or a broken property is a crash libFuzzer reports.
//!
//! Not part of the supported API (hidden from the docs, no stability promise); the binary never
//! calls it. It does not generate inputs (libFuzzer does), keeps no state, and opens no sockets:
//! every function here is a pure check. `fuzzing_seeds_hold_the_properties` below runs the seed
//! corpus under `fuzz/corpus/` through the same functions in `cargo test`.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use std::time::{Duration, Instant};

use ipnet::{IpNet, Ipv4Net, Ipv6Net};
use url::{Host, Url};

use crate::net::address::{self, AddressPolicy, AddressSource};
use crate::net::url_check::{self, CheckedHost, CheckedUrl};
use crate::page::{charset, content_type, convert};
use crate::rules::Rule;
use crate::sanitize;

/// The page URL the converter and the redirect check resolve against.
const BASE: &str = "https://example.com/docs/page.html";
/// The converter's time budget under the fuzzer.
const CONVERT_BUDGET: Duration = Duration::from_secs(5);
/// How late past its budget `html_to_markdown` may return (thread start, a loaded machine).
const CONVERT_SLACK: Duration = Duration::from_secs(2);
/// Pages up to this size must convert well within [`CONVERT_BUDGET`] (R-02: linear work).
const SMALL_PAGE: usize = 64 << 10;

/// Fuzzes the URL check (C-01, C-05) and the redirect check (C-04).
///
/// `data` (UTF-8, invalid bytes replaced) is the typed URL, optionally followed by `\n` and a
/// redirect `Location` that is joined onto the checked URL (or onto a fixed page URL when the
/// first one is refused). Both run with and without loopback allowed. A URL that passes must be
/// http(s), without credentials or fragment, with a well-formed host that an IP literal's
/// address check lets through, plain `http:` only for allowed loopback hosts; checking it again
/// gives the same URL; the approval hint `web_fetch(HOST)` parses and matches it.
pub fn url_check(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let (input, location) = match text.split_once('\n') {
        Some((input, location)) => (input, Some(location)),
        None => (&*text, None),
    };
    let mut strict_url = None;
    for allow_loopback in [false, true] {
        let policy = AddressPolicy {
            allow_loopback,
            ..AddressPolicy::default()
        };
        let checked = url_check::check_url(input, &policy);
        if let Ok(c) = &checked {
            assert_checked_url(c, &policy);
            // Loosening the policy never refuses or changes a URL the strict policy passed.
            match &strict_url {
                Some(strict) if allow_loopback => assert_eq!(strict, c.url.as_str()),
                _ => {}
            }
            if !allow_loopback {
                strict_url = Some(c.url.to_string());
            }
        } else if allow_loopback {
            assert!(
                strict_url.is_none(),
                "C-05: allowing loopback refused {input:?}"
            );
        }
        if let Some(location) = location {
            let from = match &checked {
                Ok(c) => c.url.clone(),
                Err(_) => Url::parse(BASE).expect("the base URL parses"),
            };
            if let Ok(c) = url_check::check_redirect(&from, location, &policy) {
                assert_checked_url(&c, &policy);
            }
        }
    }
}

/// The properties of a URL that passed the check under `policy`.
fn assert_checked_url(c: &CheckedUrl, policy: &AddressPolicy) {
    let url = &c.url;
    let scheme = url.scheme();
    assert!(
        scheme == "http" || scheme == "https",
        "C-01: scheme of {url}"
    );
    if scheme == "http" {
        assert!(
            policy.allow_loopback && c.is_loopback_host() && !c.upgraded,
            "C-05: plain http kept for {url}"
        );
    }
    assert!(url.username().is_empty(), "C-01: user name in {url}");
    assert!(url.password().is_none(), "C-01: password in {url}");
    assert!(url.fragment().is_none(), "C-01: fragment in {url}");
    assert_ne!(c.port, 0, "C-01: port 0 in {url}");
    assert_eq!(
        Some(c.port),
        url.port_or_known_default(),
        "C-01: port of {url}"
    );
    match (url.host(), &c.host) {
        (Some(Host::Ipv4(a)), CheckedHost::Ip(IpAddr::V4(b))) => assert_eq!(a, *b),
        (Some(Host::Ipv6(a)), CheckedHost::Ip(IpAddr::V6(b))) => assert_eq!(a, *b),
        (Some(Host::Domain(d)), CheckedHost::Name(n) | CheckedHost::LoopbackName(n)) => {
            assert_eq!(d, n, "C-01: host of {url}");
        }
        (host, checked) => panic!("C-01: {url} has host {host:?} but was checked as {checked:?}"),
    }
    match &c.host {
        CheckedHost::Ip(addr) => {
            let literal = address::check_address(*addr, policy, AddressSource::Literal);
            assert!(literal.is_ok(), "C-02: {url} passed with {literal:?}");
        }
        CheckedHost::Name(name) => {
            assert_host_name(name, url);
            assert!(
                name != "localhost" && !name.ends_with(".localhost"),
                "C-05: {url} is a loopback name checked as a DNS name"
            );
        }
        CheckedHost::LoopbackName(name) => {
            assert_host_name(name, url);
            assert!(policy.allow_loopback, "C-05: loopback name {url} passed");
        }
    }
    // Checking the checked URL again changes nothing.
    match url_check::check_url(url.as_str(), policy) {
        Ok(again) => {
            assert_eq!(again.url, c.url, "C-01: checking {url} twice");
            assert_eq!(again.host, c.host, "C-01: checking {url} twice");
        }
        Err(e) => panic!("C-01: {url} passed once, then was refused: {e}"),
    }
    // The approval hint for this host is a rule that approves it.
    let host = c.host_str();
    let hint = Rule::fetch_rule_for(&host);
    match Rule::parse(&hint) {
        Ok(rule) => assert!(
            rule.matches_fetch(&host, url.path()),
            "A-01: {hint} does not match {url}"
        ),
        Err(e) => panic!("A-01: the hint for {url} does not parse: {e}"),
    }
}

/// A host name as C-01 passes it: lower-case letters, digits, `-`, `_`; labels of 1–63 octets;
/// at most 253 octets; no trailing dot.
fn assert_host_name(name: &str, url: &Url) {
    assert!(
        !name.is_empty() && name.len() <= 253,
        "C-01: host length in {url}"
    );
    for label in name.split('.') {
        assert!(
            (1..=63).contains(&label.len()),
            "C-01: label {label:?} in {url}"
        );
        assert!(
            label
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_'),
            "C-01: label {label:?} in {url}"
        );
    }
}

/// Fuzzes the address check (C-02, C-05, C-06).
///
/// Layout of `data` (missing bytes count as zero): byte 0 holds flags (bit 0: the address is
/// IPv4, from the first 4 address bytes; bit 1: the allow range is IPv4), bytes 1–16 the
/// address, 17–32 the allow range's network, 33 its prefix length. The address is checked under
/// every policy (loopback allowed or not, with and without the range) from both sources. The
/// results must be monotone in the policy, the range must count only for DNS answers, mapped
/// IPv6 must decide like its IPv4, and whatever passes must be outside the special-purpose
/// ranges (checked here against std's own classification).
pub fn address(data: &[u8]) {
    let byte = |i: usize| data.get(i).copied().unwrap_or(0);
    let flags = byte(0);
    let octets: [u8; 16] = std::array::from_fn(|i| byte(1 + i));
    let range: [u8; 16] = std::array::from_fn(|i| byte(17 + i));
    let addr = if flags & 1 != 0 {
        IpAddr::V4(Ipv4Addr::new(octets[0], octets[1], octets[2], octets[3]))
    } else {
        IpAddr::V6(Ipv6Addr::from(octets))
    };
    let net = if flags & 2 != 0 {
        let network = Ipv4Addr::new(range[0], range[1], range[2], range[3]);
        IpNet::V4(Ipv4Net::new_assert(network, byte(33) % 33).trunc())
    } else {
        IpNet::V6(Ipv6Net::new_assert(Ipv6Addr::from(range), byte(33) % 129).trunc())
    };
    assert_address(addr, net);
    if let IpAddr::V4(v4) = addr {
        let mapped = IpAddr::V6(v4.to_ipv6_mapped());
        for allow_loopback in [false, true] {
            let policy = AddressPolicy {
                allow_loopback,
                ..AddressPolicy::default()
            };
            let plain = address::check_address(addr, &policy, AddressSource::Literal);
            let as_v6 = address::check_address(mapped, &policy, AddressSource::Literal);
            assert_eq!(
                plain.map_err(|e| e.reason),
                as_v6.map_err(|e| e.reason),
                "C-02: {addr} and {mapped} decide differently"
            );
        }
    }
}

/// The properties of one address against one allow range.
fn assert_address(addr: IpAddr, net: IpNet) {
    let check = |allow_loopback: bool, ranges: &[IpNet], source: AddressSource| {
        let policy = AddressPolicy {
            allow_loopback,
            allow_ranges: ranges.to_vec(),
            ..AddressPolicy::default()
        };
        let result = address::check_address(addr, &policy, source);
        if let Err(refusal) = &result {
            assert_eq!(
                refusal.addr, addr,
                "C-02: the refusal names another address"
            );
            assert!(!refusal.reason.is_empty(), "C-02: a refusal without reason");
        }
        result
    };
    let strict = check(false, &[], AddressSource::Literal);
    for allow_loopback in [false, true] {
        let none_literal = check(allow_loopback, &[], AddressSource::Literal);
        let none_dns = check(allow_loopback, &[], AddressSource::Dns);
        let range_literal = check(allow_loopback, &[net], AddressSource::Literal);
        let range_dns = check(allow_loopback, &[net], AddressSource::Dns);
        // Without ranges a DNS answer passes exactly when the literal does, except that
        // loopback opens only for literals (C-05).
        let named_loopback = allow_loopback && address::is_loopback(addr);
        if named_loopback {
            assert!(none_dns.is_err(), "C-05: loopback {addr} passed from DNS");
        } else {
            assert_eq!(
                none_literal.clone().map_err(|e| e.reason),
                none_dns.clone().map_err(|e| e.reason),
                "C-06: {addr} without ranges"
            );
        }
        assert_eq!(
            none_literal, range_literal,
            "C-06: {net} opened literal {addr}"
        );
        assert!(
            none_dns.is_err() || range_dns.is_ok(),
            "C-06: a range refused {addr}"
        );
        if strict.is_ok() {
            assert!(
                none_literal.is_ok(),
                "C-05: allowing loopback refused {addr}"
            );
        }
        if let Err(refusal) = &none_literal {
            let loose = check(true, &[], AddressSource::Literal);
            assert_eq!(
                refusal.is_loopback(),
                loose.is_ok(),
                "C-05: {addr} is refused as {refusal}; with loopback allowed: {loose:?}"
            );
        }
        if none_literal.is_ok() {
            assert_not_special(addr, allow_loopback);
        }
        if range_dns.is_ok() && !net.contains(&addr) && !net.contains(&addr.to_canonical()) {
            assert!(none_dns.is_ok(), "C-06: {net} opened {addr} outside it");
        }
    }
    // Never opened by any switch: unspecified addresses and NAT64 of loopback.
    let canonical = addr.to_canonical();
    let unspecified = match canonical {
        IpAddr::V4(a) => a.octets()[0] == 0,
        IpAddr::V6(a) => a.is_unspecified(),
    };
    let nat64_loopback = match canonical {
        IpAddr::V6(a) => a.segments()[..6] == [0x64, 0xff9b, 0, 0, 0, 0] && a.octets()[12] == 127,
        IpAddr::V4(_) => false,
    };
    let link_local = address::classify(addr).kind == address::AddressKind::LinkLocal;
    let metadata_v4 = match canonical {
        IpAddr::V4(a) => a.is_link_local(),
        IpAddr::V6(a) => (a.segments()[0] & 0xffc0) == 0xfe80,
    };
    assert!(
        !metadata_v4 || link_local,
        "C-02: {addr} is link-local but not classified so"
    );
    if unspecified || nat64_loopback || link_local {
        let any = IpNet::V6(Ipv6Net::new_assert(Ipv6Addr::UNSPECIFIED, 0));
        let any4 = IpNet::V4(Ipv4Net::new_assert(Ipv4Addr::UNSPECIFIED, 0));
        for source in [AddressSource::Dns, AddressSource::Literal] {
            let policy = AddressPolicy {
                allow_loopback: true,
                allow_private: true,
                allow_ranges: vec![net, any, any4],
            };
            let opened = address::check_address(addr, &policy, source);
            assert!(opened.is_err(), "C-02: {addr} was opened");
        }
    }
    if address::is_loopback(addr) {
        let refusal = strict.expect_err("C-05: loopback passed without the switch");
        assert!(refusal.is_loopback(), "C-05: {addr} refused as {refusal}");
    }
}

/// Whatever passes the address check is none of the ranges std itself knows as special
/// (loopback only when allowed); NAT64 addresses are judged by the IPv4 address they carry.
fn assert_not_special(addr: IpAddr, allow_loopback: bool) {
    match addr.to_canonical() {
        IpAddr::V4(a) => {
            let [first, second, ..] = a.octets();
            let special = a.is_private()
                || a.is_link_local()
                || a.is_unspecified()
                || a.is_broadcast()
                || a.is_documentation()
                || a.is_multicast()
                || first == 0
                || first >= 240
                || (first == 100 && (64..128).contains(&second))
                || (first == 198 && (18..20).contains(&second))
                || (a.is_loopback() && !allow_loopback);
            assert!(!special, "C-02: {addr} passed");
        }
        IpAddr::V6(a) => {
            let s = a.segments();
            if s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
                let [.., w, x, y, z] = a.octets();
                return assert_not_special(IpAddr::V4(Ipv4Addr::new(w, x, y, z)), false);
            }
            let special = a.is_unspecified()
                || a.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00
                || (s[0] & 0xffc0) == 0xfe80
                || (s[0] == 0x2001 && s[1] == 0x0db8)
                || s[0] == 0x2002
                || (a.is_loopback() && !allow_loopback);
            let global_unicast = (s[0] & 0xe000) == 0x2000;
            assert!(!special, "C-02: {addr} passed");
            assert!(global_unicast || a.is_loopback(), "C-02: {addr} passed");
        }
    }
}

/// Fuzzes charset sniffing (F-05) and content-type classification (F-04).
///
/// Layout of `data`: byte 0 holds flags (bit 0: the body is HTML; bit 1: a Content-Type
/// header is present), then, with bit 1, the header (UTF-8, invalid bytes replaced) up to the
/// first `\n`; the rest is the body. Decoding must name a real encoding, honour a byte-order
/// mark, pass valid UTF-8 through unchanged, and never take UTF-16 or `replacement` from the
/// page's own `<meta>`; classifying must return a bare, lower-case media type.
pub fn charset(data: &[u8]) {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let is_html = flags & 1 != 0;
    let (header, body) = if flags & 2 != 0 {
        let split = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        let header = String::from_utf8_lossy(&rest[..split]).into_owned();
        (Some(header), rest.get(split + 1..).unwrap_or_default())
    } else {
        (None, rest)
    };
    let content_type = header.as_deref();

    let (text, name) = charset::decode(body, content_type, is_html);
    let encoding = encoding_rs::Encoding::for_label(name.as_bytes())
        .unwrap_or_else(|| panic!("F-05: {name:?} is not an encoding"));
    assert_eq!(
        encoding.name(),
        name,
        "F-05: {name:?} is not a canonical name"
    );
    if let Some((bom, _)) = encoding_rs::Encoding::for_bom(body) {
        assert_eq!(bom.name(), name, "F-05: the byte-order mark does not win");
    } else if content_type.is_none() {
        if is_html {
            assert_eq!(
                encoding,
                encoding.output_encoding(),
                "F-05: {name} from <meta>"
            );
        } else {
            assert_eq!(name, "UTF-8", "F-05: a non-HTML body without header");
        }
    }
    if name == "UTF-8"
        && let Ok(valid) = std::str::from_utf8(body)
    {
        let valid = valid.strip_prefix('\u{feff}').unwrap_or(valid);
        assert_eq!(text, valid, "F-05: valid UTF-8 changed");
    }

    match content_type::classify(content_type, body) {
        Ok((_, mime)) => {
            assert!(!mime.is_empty(), "F-04: empty media type");
            assert_eq!(mime, mime.trim(), "F-04: media type with spaces");
            assert_eq!(
                mime,
                mime.to_ascii_lowercase(),
                "F-04: media type not lower-case"
            );
            assert!(!mime.contains(';'), "F-04: media type with parameters");
            if content_type.is_none_or(|ct| content_type::essence(ct).is_empty()) {
                assert!(
                    mime == "text/html" || mime == "text/plain",
                    "F-04: sniffed {mime}"
                );
            }
        }
        Err(unsupported) => match content_type {
            Some(ct) if !content_type::essence(ct).is_empty() => {
                assert_eq!(
                    unsupported,
                    content_type::essence(ct),
                    "F-04: refusal names"
                );
            }
            _ => assert!(
                body[..body.len().min(1024)].contains(&0),
                "F-04: a sniffed text body was refused"
            ),
        },
    }
}

/// Fuzzes the HTML converter (F-06, R-02) with `data` as the page (UTF-8, invalid bytes
/// replaced) at `https://example.com/docs/page.html`.
///
/// It must not panic, must return within its budget (a page of up to 64 KiB must not even
/// time out), and its Markdown must be tidy: no trailing whitespace, at most one blank line in
/// a row, no blank line at the start or end; the title is trimmed and on one line.
///
/// Fuzz it with `-detect_leaks=0`: the worker thread may still be exiting when the call
/// returns, and LeakSanitizer then reports its thread-exit record as a leak.
pub fn convert(data: &[u8]) {
    let html = String::from_utf8_lossy(data);
    let base = Url::parse(BASE).expect("the base URL parses");
    let started = Instant::now();
    let result = convert::html_to_markdown(
        html.as_ref(),
        &base,
        CONVERT_BUDGET,
        &convert::ConvertOptions::default(),
    );
    let took = started.elapsed();
    assert!(
        took <= CONVERT_BUDGET + CONVERT_SLACK,
        "R-02: returned after {took:?}"
    );
    let converted = match result {
        Ok(converted) => converted,
        Err(convert::ConvertError::TimedOut { .. }) => {
            assert!(
                html.len() > SMALL_PAGE,
                "R-02: {} bytes timed out",
                html.len()
            );
            return;
        }
        Err(_) => return,
    };
    assert_tidy(&converted.markdown);
    if let Some(title) = &converted.title {
        assert!(!title.is_empty(), "F-06: empty title");
        assert_eq!(title, title.trim(), "F-06: title not trimmed");
        assert!(!title.contains('\n'), "F-06: title on several lines");
    }
}

/// The PDF reader's time budget under the fuzzer.
const PDF_BUDGET: Duration = Duration::from_secs(10);

/// Fuzzes the PDF reader (F-60, G-09, R-02) on cut and corrupted files.
///
/// `data[0]` chooses the file: 0 reads `data[1..]` as a PDF; otherwise the file is one of
/// `originals` (whole PDFs in which every page has text; the fuzz target passes the
/// damage fixtures of tests/fixtures/pdf), changed by the rest of `data`: bytes 1-2 (big
/// endian, of 65535) say where to cut it (65535: not at all), bytes 3-4 where to overwrite it,
/// byte 5 how many bytes, and the bytes from 6 on are written there (repeated; none: zeros).
///
/// The checks on the raw bytes (guard and damage survey) must not panic; the read must return
/// within its budget (the parser runs on a worker that turns its panics into `Crashed`, which
/// is an outcome like any error: pdf_oxide 0.3.78 panics on some overwritten files). An original left whole reads without
/// `pdf_damaged`. When it reads an original cut before its final `%%EOF` (overwritten or not):
/// - the result is never complete: it warns `pdf_damaged`;
/// - no page says it has no text (every page of the originals has text: a page that could
///   not be read must say so);
/// - a marker's count is the true one or says "at least" (never a count it could not read).
///
/// (An overwrite alone can make a valid file with other text, so only the first two hold.)
///
/// Fuzz it with `-detect_leaks=0`, as `convert`.
pub fn pdf(data: &[u8], originals: &[&[u8]]) {
    let Some((&choice, rest)) = data.split_first() else {
        return;
    };
    let original = (choice != 0 && !originals.is_empty())
        .then(|| originals[usize::from(choice - 1) % originals.len()]);
    let (file, cut) = match original {
        None => (rest.to_vec(), false),
        Some(original) => damaged_copy(original, rest),
    };
    // The checks on raw bytes, on this thread: a panic in them is not contained.
    crate::page::pdf::check_raw(&file);
    let started = Instant::now();
    let result = crate::page::pdf::pdf_to_text(&file, choice % 2 == 0, PDF_BUDGET);
    let took = started.elapsed();
    assert!(
        took <= PDF_BUDGET + CONVERT_SLACK,
        "R-02: returned after {took:?}"
    );
    // An error (`Crashed` too: the parser's panics are contained by design) is an outcome.
    let Ok(read) = result else {
        return;
    };
    let Some(original) = original else {
        return;
    };
    if file == original {
        assert!(
            read.damage.is_none(),
            "F-60: a whole file is damaged: {:?}",
            read.damage
        );
        return;
    }
    if !cut {
        return;
    }
    assert!(read.damage.is_some(), "G-09: a cut file reads as complete");
    assert!(
        !read.text.contains("[no text on this page]"),
        "F-60: a page of a cut file claims no text:\n{}",
        read.text
    );
    let true_count = original_page_count(original);
    for line in read.text.lines().filter(|l| l.starts_with("--- page ")) {
        let count = line
            .trim_end_matches(" ---")
            .rsplit(' ')
            .next()
            .and_then(|n| n.parse::<usize>().ok());
        let at_least = line.contains(" of at least ");
        assert!(
            at_least || count == Some(true_count),
            "F-60: marker {line:?} claims a count it could not read (the file has \
             {true_count} pages)"
        );
    }
}

/// `original` cut and overwritten as `spec` says (see [`pdf`]); true when the cut falls before
/// the file's final `%%EOF` (the copy is then surely not whole).
fn damaged_copy(original: &[u8], spec: &[u8]) -> (Vec<u8>, bool) {
    let number = |at: usize| {
        let hi = spec.get(at).copied().unwrap_or(0xff);
        let lo = spec.get(at + 1).copied().unwrap_or(0xff);
        usize::from(u16::from_be_bytes([hi, lo]))
    };
    let mut file = original.to_vec();
    let overwrite_at = original.len() * number(2) / 65535;
    let len = usize::from(spec.get(4).copied().unwrap_or(0));
    let pattern = spec.get(5..).unwrap_or_default();
    for k in 0..len.min(file.len().saturating_sub(overwrite_at)) {
        file[overwrite_at + k] = if pattern.is_empty() {
            0
        } else {
            pattern[k % pattern.len()]
        };
    }
    let keep = original.len() * number(0) / 65535;
    file.truncate(keep);
    let eof = original
        .windows(5)
        .rposition(|w| w == b"%%EOF")
        .map_or(original.len(), |p| p + 5);
    (file, keep < eof)
}

/// The `/Count` of a whole original's page tree (the largest, for a tree with inner nodes).
fn original_page_count(original: &[u8]) -> usize {
    let text = String::from_utf8_lossy(original);
    text.match_indices("/Count ")
        .filter_map(|(at, key)| {
            let digits: String = text[at + key.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
        .max()
        .unwrap_or(0)
}

/// No trailing whitespace, at most one blank line in a row, no leading/trailing blank line.
fn assert_tidy(markdown: &str) {
    let mut blank = 0;
    for (n, line) in markdown.split('\n').enumerate() {
        assert!(
            !line.ends_with(' ') && !line.ends_with('\t'),
            "F-06: line {n} has trailing whitespace: {line:?}"
        );
        if line.is_empty() {
            blank += 1;
            assert!(blank < 2, "F-06: two blank lines in a row before line {n}");
        } else {
            blank = 0;
        }
    }
    assert!(
        !markdown.starts_with('\n') && !markdown.ends_with('\n'),
        "F-06: blank line at the start or end"
    );
}

/// Fuzzes the rule grammar and matching.
///
/// `data` (UTF-8, invalid bytes replaced) is a rule, optionally followed by `\n`, a host, `\n`
/// and a path to match it against. A rule that parses must print as text that parses back to
/// the same rule; matching must not panic; a path the rule allows it must also deny (the deny
/// reading of a path covers the allow reading, A-01); the path's readings include it.
pub fn rules(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.splitn(3, '\n');
    let rule_text = parts.next().unwrap_or_default();
    let host = parts.next().unwrap_or("example.com");
    let path = parts.next().unwrap_or("/");
    let Ok(rule) = Rule::parse(rule_text) else {
        return;
    };
    let printed = rule.to_string();
    match Rule::parse(&printed) {
        Ok(again) => assert_eq!(again, rule, "A-01: {rule_text:?} printed as {printed:?}"),
        Err(e) => panic!("A-01: {rule_text:?} printed as {printed:?}, which is refused: {e}"),
    }
    let _ = rule.matches_search(host);
    // whatever an allow reading matches, the deny reading matches too (a path a
    // rule allows can never slip past the same rule used as a deny rule); the readings hold
    // the path as sent; a canonical path is its own only normalized reading.
    if rule.matches_fetch(host, path) {
        assert!(
            rule.denies_fetch(host, path),
            "A-01: {rule} allows but does not deny {host}{path}"
        );
    }
    let readings = crate::rules::path_readings(path);
    assert!(readings.iter().any(|r| r == path), "A-01: {path:?} lost");
    if crate::rules::is_canonical_path(path) {
        for reading in &readings {
            assert!(
                !reading.contains("//") && !reading.contains(';'),
                "A-01: canonical {path:?} read as {reading:?}"
            );
        }
    }
}

/// Fuzzes the neutralizing of untrusted text (G-06) with `data` (UTF-8,
/// invalid bytes replaced).
///
/// The neutralized text must differ from the input only where a `<` became `‹`, a `[`
/// became `［` or a `-` became `－`, and stay the same when neutralized again. What a consumer sees after the text
/// output's stripping (`sanitize::for_text`) and after dropping every invisible character on
/// top (as a harness that strips zero-width characters would) must hold no `<web_result` or
/// `</web_result` and no line beginning like one of the tool's bracket lines. Attribute values
/// must hold no `"`, `<`, `>`, control or invisible characters; terminal text no hidden
/// characters; text output no controls but tab and newline.
pub fn neutralize(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let out = sanitize::neutralize(&text);
    // Only four changes: a marker's opening character became `‹`, a tool line's `[` became
    // `［`, an approval line's `-` became `－`, a bidi control its `\uXXXX` escape.
    let undo = |s: &str| -> String {
        s.chars()
            .map(|c| match c {
                '‹' => '<',
                '［' => '[',
                '－' => '-',
                c if sanitize::is_marker_start(c) => '<',
                c => c,
            })
            .collect()
    };
    let bidi_escaped: String = text
        .chars()
        .map(|c| {
            if sanitize::is_bidi_control(c) {
                format!("\\u{:04X}", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect();
    assert_eq!(
        undo(&out),
        undo(&bidi_escaped),
        "G-06: more than the breaks changed"
    );
    assert!(
        !out.contains(sanitize::is_bidi_control),
        "G-06: a bidi control passed raw in {out:?}"
    );
    assert_eq!(sanitize::neutralize(&out), out, "G-06: not idempotent");

    let printed = sanitize::for_text(&out);
    assert!(
        !printed.contains(|c: char| c.is_control() && c != '\n' && c != '\t'),
        "G-06: controls left in text output {printed:?}"
    );
    for seen in [
        printed.to_string(),
        printed
            .chars()
            .filter(|c| !sanitize::is_invisible(*c) || *c == '\n')
            .collect::<String>(),
    ] {
        assert_no_marker(&seen);
        assert_no_tool_line(&seen);
        assert_no_approval_line(&seen);
    }
    // What a consumer sees that also normalizes Unicode (NFKC, accents and other combining
    // marks removed, U+FFFD dropped): still no marker (fullwidth and overlaid lookalikes).
    let normalized: String = printed
        .chars()
        .filter(|&c| {
            c == '\n'
                || !(sanitize::is_invisible(c)
                    || c == '\u{FFFD}'
                    || unicode_normalization::char::is_combining_mark(c))
        })
        .map(|c| sanitize::fold(c).unwrap_or(c))
        .collect();
    assert_no_marker(&normalized);

    let attribute = sanitize::attribute(&text);
    assert_no_marker(&attribute);
    assert!(
        !attribute.contains(|c: char| {
            matches!(c, '"' | '<' | '>') || c.is_control() || sanitize::is_invisible(c)
        }),
        "G-06: attribute value {attribute:?}"
    );

    let terminal = sanitize::for_terminal(&printed);
    assert!(
        !terminal.contains(|c: char| {
            (sanitize::is_invisible(c) && c != '\n' && c != '\t')
                || matches!(c, '\u{2028}' | '\u{2029}')
        }),
        "G-06: hidden characters left in {terminal:?}"
    );
}

/// Panics when a line of `text` begins (after spaces and tabs) with `[` and one of the tool's
/// bracket-line words, in any case.
fn assert_no_tool_line(text: &str) {
    for line in text.split([
        '\n', '\r', '\u{b}', '\u{c}', '\u{85}', '\u{2028}', '\u{2029}',
    ]) {
        let rest = line.trim_start_matches([' ', '\t']);
        let Some(rest) = rest.strip_prefix('[') else {
            continue;
        };
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
        let lower = rest.to_ascii_lowercase();
        for word in sanitize::TOOL_LINES {
            assert!(
                !lower.starts_with(word),
                "G-06: a tool line survived: {line:?} in {text:?}"
            );
        }
    }
}

/// Panics when a line of `text` begins (after spaces and tabs) like browse's approval lines:
/// `-`, `id` in any case, a digit (B-12, G-06).
fn assert_no_approval_line(text: &str) {
    for line in text.split([
        '\n', '\r', '\u{b}', '\u{c}', '\u{85}', '\u{2028}', '\u{2029}',
    ]) {
        let Some(rest) = line.trim_start_matches([' ', '\t']).strip_prefix('-') else {
            continue;
        };
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
        let Some(rest) = rest
            .get(..2)
            .filter(|w| w.eq_ignore_ascii_case("id"))
            .map(|_| &rest[2..])
        else {
            continue;
        };
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
        assert!(
            !rest.starts_with(|c: char| c.is_ascii_digit()),
            "G-06: an approval line survived: {line:?} in {text:?}"
        );
    }
}

/// Panics when `text` holds a result marker: `<`, optional ASCII whitespace, an optional `/`
/// and optional whitespace, then `web_result` in any case.
fn assert_no_marker(text: &str) {
    let lower = text.to_ascii_lowercase();
    for (i, _) in lower.match_indices('<') {
        let rest = lower[i + 1..].trim_start_matches(|c: char| c.is_ascii_whitespace());
        let rest = rest.strip_prefix('/').unwrap_or(rest);
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
        assert!(
            !rest.starts_with("web_result"),
            "G-06: a result marker survived at byte {i} of {text:?}"
        );
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// One fuzz target's entry point.
    type Target = fn(&[u8]);

    /// the seed corpus of every fuzz target (including the regression inputs kept there)
    /// holds the properties, so `cargo test` checks them without the fuzzer.
    #[test]
    fn r04_fuzzing_seeds_hold_the_properties() {
        let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/corpus");
        let targets: [(&str, Target); 7] = [
            ("url_check", super::url_check),
            ("address", super::address),
            ("charset", super::charset),
            ("convert", super::convert),
            ("rules", super::rules),
            ("neutralize", super::neutralize),
            ("pdf", pdf),
        ];
        for (name, target) in targets {
            let mut seeds = 0;
            for entry in std::fs::read_dir(corpus.join(name)).expect("seed directory") {
                let path = entry.expect("seed entry").path();
                let is_seed = path
                    .file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with("seed-"));
                if is_seed {
                    target(&std::fs::read(&path).expect("seed file"));
                    seeds += 1;
                }
            }
            assert!(seeds > 0, "no seeds for the {name} target");
        }
    }

    /// Empty and tiny inputs reach every target without panicking.
    #[test]
    fn r04_empty_inputs() {
        for data in [&b""[..], b"\0", b"\n", b"\xff\n\n"] {
            super::url_check(data);
            super::address(data);
            super::charset(data);
            super::convert(data);
            super::rules(data);
            super::neutralize(data);
            pdf(data);
        }
    }

    /// The PDF target with the damage fixtures as its originals, as the fuzz target has them.
    fn pdf(data: &[u8]) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pdf");
        let head = std::fs::read(dir.join("damage-head.pdf")).expect("fixture");
        let tail = std::fs::read(dir.join("damage-tail.pdf")).expect("fixture");
        super::pdf(data, &[&head, &tail]);
    }
}
