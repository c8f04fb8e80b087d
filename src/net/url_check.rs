//! The URL check (C-01): what a typed URL or a redirect's `Location` must look like
//! before any DNS lookup happens.
//!
//! It adds `https://` to scheme-less input, parses with the `url` crate (WHATWG, which turns
//! decimal, octal, hex, short and full-width IPv4 notations into an IPv4 host), refuses other
//! schemes, credentials, port 0 and malformed host names, checks IP literals with the address
//! check (C-02), recognizes `localhost` names (C-05), upgrades `http:` to `https:` and drops
//! the fragment.
//!
//! [`check_authority`] runs the host and port part of the same check on a bare `host:port`
//! (a CONNECT target or a `Host` header, B-10).
//!
//! It does not resolve names (a name such as `169.254.169.254.nip.io` passes here and is
//! decided by the address check of [`super::dial`]), decide approval, or open connections.

use std::borrow::Cow;
use std::net::IpAddr;

use url::{Host, Url};

use super::address::{self, AddressPolicy, AddressRefusal, AddressSource};

/// The host of a checked URL, as the later steps (rules, DNS, pinning) need it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CheckedHost {
    /// An IP literal that passed the address check, canonicalized once: an IPv4-mapped IPv6
    /// literal (`[::ffff:127.0.0.1]`) becomes its IPv4 address, in the URL too, so rules, pins
    /// and messages all see one spelling.
    Ip(IpAddr),
    /// `localhost` or a `*.localhost` name: never sent to DNS; means 127.0.0.1 and ::1.
    LoopbackName(String),
    /// Any other name: lower-case, punycode, without a trailing dot; DNS decides later.
    Name(String),
}

/// A URL that passed C-01: safe to show, to match rules against and to resolve.
#[derive(Debug, Clone)]
pub(crate) struct CheckedUrl {
    /// The URL to request: http(s), no credentials, no fragment, no trailing dot on the host.
    pub(crate) url: Url,
    /// The host, classified.
    pub(crate) host: CheckedHost,
    /// The port to connect to: explicit, or the scheme's default.
    pub(crate) port: u16,
    /// True when `http:` was turned into `https:`.
    pub(crate) upgraded: bool,
}

impl CheckedHost {
    /// The host for rules, pins and messages: the name, or the IP without brackets.
    pub(crate) fn as_string(&self) -> String {
        match self {
            CheckedHost::Ip(addr) => addr.to_string(),
            CheckedHost::LoopbackName(name) | CheckedHost::Name(name) => name.clone(),
        }
    }

    /// True for loopback IP literals and `localhost` names (allowed only with C-05's switch).
    pub(crate) fn is_loopback(&self) -> bool {
        match self {
            CheckedHost::Ip(addr) => address::is_loopback(*addr),
            CheckedHost::LoopbackName(_) => true,
            CheckedHost::Name(_) => false,
        }
    }
}

impl CheckedUrl {
    /// The host for rules and messages: the name, or the IP without brackets.
    pub(crate) fn host_str(&self) -> String {
        self.host.as_string()
    }

    /// True for loopback IP literals and `localhost` names (allowed only with C-05's switch).
    pub(crate) fn is_loopback_host(&self) -> bool {
        self.host.is_loopback()
    }
}

/// A `host:port` that passed [`check_authority`]: what a proxy may go on to resolve and dial.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CheckedAuthority {
    /// The host, classified as in a URL.
    pub(crate) host: CheckedHost,
    /// The port, never 0.
    pub(crate) port: u16,
}

/// Why a URL is refused before any DNS lookup: exit 2 `invalid_url` for a string that is not a
/// URL (or an obvious typo of one), exit 3 `blocked_url` / `blocked_address` for a URL that
/// parses but is refused.
#[derive(Debug, thiserror::Error)]
pub(crate) enum UrlRefusal {
    /// The text is not a URL, or an obvious typo of one (`htp://x`, `https:/x`, a host `http`):
    /// a usage error (C-01).
    #[error("'{url}' is not a valid URL: {reason}")]
    Malformed {
        /// The text as given, shortened for messages.
        url: String,
        /// What is wrong with it, as a clause.
        reason: String,
        /// The URL the user probably meant, when one is likely.
        suggestion: Option<String>,
    },
    /// The URL is malformed or uses something garuda-web never opens (scheme, credentials…).
    #[error("{url} is not a URL garuda-web will open: {reason}")]
    Invalid {
        /// The URL as given, shortened for messages.
        url: String,
        /// What is wrong with it, as a clause.
        reason: String,
    },
    /// The host is an IP literal that fails the address check (C-02).
    #[error("{url} points at a refused address: {refusal}")]
    Address {
        /// The URL as given, shortened for messages.
        url: String,
        /// The address and the reason it is refused.
        refusal: AddressRefusal,
    },
    /// A redirect from a page that is not on loopback leads into loopback (C-05): refused
    /// even when loopback is allowed, since the user named a public page, not this machine.
    #[error(
        "{from} redirected to {url}, which is on this machine; only a loopback page may \
         redirect into loopback"
    )]
    LoopbackRedirect {
        /// The redirect target, shortened for messages.
        url: String,
        /// The page that redirected, shortened for messages.
        from: String,
    },
    /// The host is `localhost` or `*.localhost` and loopback is not allowed (C-05).
    #[error("{url} points at {host}, which is a loopback name")]
    LoopbackName {
        /// The URL as given, shortened for messages.
        url: String,
        /// The loopback name, lower-case without a trailing dot.
        host: String,
    },
}

impl UrlRefusal {
    /// True when `--allow-localhost` would have let the URL pass (to choose the hint).
    pub(crate) fn is_loopback(&self) -> bool {
        match self {
            UrlRefusal::Malformed { .. }
            | UrlRefusal::Invalid { .. }
            | UrlRefusal::LoopbackRedirect { .. } => false,
            UrlRefusal::Address { refusal, .. } => refusal.is_loopback(),
            UrlRefusal::LoopbackName { .. } => true,
        }
    }

    /// The host as rules name it (`127.0.0.1`, `::1`, `localhost`) when `--allow-localhost`
    /// would have let the URL pass, so the hint can name the rule that approves it too.
    pub(crate) fn loopback_host(&self) -> Option<String> {
        match self {
            UrlRefusal::Address { refusal, .. } if refusal.is_loopback() => {
                Some(refusal.addr.to_canonical().to_string())
            }
            UrlRefusal::LoopbackName { host, .. } => Some(host.clone()),
            _ => None,
        }
    }
}

/// Longest URL text (in characters) quoted in a refusal message.
const MESSAGE_URL_CHARS: usize = 200;
/// DNS limits (RFC 1035): a label is at most 63 octets, a name at most 253 in text form.
const MAX_LABEL: usize = 63;
const MAX_NAME: usize = 253;

/// Checks a URL the user typed (C-01). Scheme-less input gets `https://`, or `http://` for a
/// loopback host while loopback is allowed (local dev servers speak plain HTTP, as curl
/// assumes). Text that is not a URL, or an obvious typo of one, is [`UrlRefusal::Malformed`]
/// (with a "did you mean" URL where one is likely), before anything else is decided.
pub(crate) fn check_url(input: &str, policy: &AddressPolicy) -> Result<CheckedUrl, UrlRefusal> {
    let input = input.trim();
    if let Some((reason, suggestion)) = typo(input) {
        return Err(malformed(input, reason, suggestion));
    }
    let text: Cow<'_, str> = if has_scheme(input) {
        Cow::Borrowed(input)
    } else {
        let scheme = if policy.allow_loopback && names_loopback_host(input) {
            "http"
        } else {
            "https"
        };
        Cow::Owned(format!("{scheme}://{input}"))
    };
    let url = Url::parse(&text).map_err(|e| malformed(input, parse_failure(&text, e), None))?;
    if let Some(Host::Domain(host)) = url.host()
        && matches!(host.trim_end_matches('.'), "-" | "http" | "https")
    {
        return Err(malformed(
            input,
            format!("its host would be \"{host}\", which is a typo, not a host"),
            None,
        ));
    }
    check_parsed(url, input, policy)
}

/// Why `text` (with its scheme) does not parse, in the user's words: whitespace in the host
/// is the usual cause (`fetch "not a url"`), which the parser reports as an invalid
/// international domain name.
fn parse_failure(text: &str, err: url::ParseError) -> String {
    let authority = text
        .split_once("://")
        .map_or(text, |(_, rest)| rest)
        .split(['/', '?', '#'])
        .next()
        .unwrap_or_default();
    match authority.chars().filter(|c| c.is_whitespace()).count() {
        0 => format!("it does not parse ({err})"),
        1 => "it contains a space, which no host name has".into(),
        _ => "it contains spaces, which no host name has".into(),
    }
}

/// Whether a scheme-less `input` names a loopback host (a loopback IP literal or a loopback
/// name), to choose `http://` for it (C-01).
fn names_loopback_host(input: &str) -> bool {
    Url::parse(&format!("http://{input}")).is_ok_and(|u| names_loopback(&u))
}

/// The obvious typos of a URL (C-01): a scheme one edit away from `http`/`https`
/// (`htp://`, `htps://`, `hxxp://`), `http`/`https` without its colon (`http//host`) or with
/// the wrong number of slashes (`https:/host`, `http:host`, `http:///host`). Returns the reason
/// and the URL probably meant.
fn typo(input: &str) -> Option<(String, Option<String>)> {
    let lower = input.to_ascii_lowercase();
    for scheme in ["https", "http"] {
        // `http//host`, `https//host`: the colon is missing.
        if let Some(rest) = lower.strip_prefix(scheme)
            && rest.starts_with("//")
        {
            let rest = &input[scheme.len()..].trim_start_matches(['/', '\\']);
            return Some((
                format!("{scheme} is missing its colon"),
                Some(format!("{scheme}://{rest}")),
            ));
        }
    }
    let (scheme, rest) = input.split_once(':')?;
    if !has_scheme(input) {
        return None;
    }
    let scheme_lower = scheme.to_ascii_lowercase();
    let intended = match scheme_lower.as_str() {
        "http" | "https" => scheme_lower.clone(),
        other => {
            let guess = ["http", "https"]
                .into_iter()
                .map(|target| (strsim::osa_distance(other, target), target))
                .min()?;
            let likely =
                guess.0 <= 1 || (guess.0 == 2 && other.starts_with('h') && other.len() >= 3);
            if !likely || KNOWN_SCHEMES.contains(&other) {
                return None;
            }
            let body = rest.trim_start_matches(['/', '\\']);
            return Some((
                format!("the scheme {scheme}: looks like a typo of {}:", guess.1),
                Some(format!("{}://{body}", guess.1)),
            ));
        }
    };
    let slashes = rest.chars().take_while(|c| matches!(c, '/' | '\\')).count();
    if slashes == 2 {
        return None;
    }
    let body = rest.trim_start_matches(['/', '\\']);
    Some((
        format!("{intended}: is followed by {slashes} slash(es) instead of two"),
        (!body.is_empty()).then(|| format!("{intended}://{body}")),
    ))
}

/// Schemes that are real, not typos of http(s), even when close (refused as schemes later).
const KNOWN_SCHEMES: &[&str] = &["ftp", "ftps", "sftp", "ws", "wss", "file", "data", "blob"];

/// Checks a redirect target (C-04): `location` is joined onto `from` (relative and
/// protocol-relative forms), then checked like a typed URL, without guessing a scheme.
pub(crate) fn check_redirect(
    from: &Url,
    location: &str,
    policy: &AddressPolicy,
) -> Result<CheckedUrl, UrlRefusal> {
    let location = location.trim();
    let url = from.join(location).map_err(|e| {
        invalid(
            location,
            format!("the redirect target does not parse ({e})"),
        )
    })?;
    let shown = url.to_string();
    let checked = check_parsed(url, &shown, policy)?;
    // C-05: loopback opens only to URLs that name it, and a public page's redirect does not.
    if checked.is_loopback_host() && !names_loopback(from) {
        return Err(UrlRefusal::LoopbackRedirect {
            url: shorten(&shown),
            from: shorten(from.as_str()),
        });
    }
    Ok(checked)
}

/// True when `url`'s host is a loopback IP literal or a loopback name.
fn names_loopback(url: &Url) -> bool {
    match url.host() {
        Some(Host::Ipv4(a)) => address::is_loopback(IpAddr::V4(a)),
        Some(Host::Ipv6(a)) => address::is_loopback(IpAddr::V6(a)),
        Some(Host::Domain(name)) => {
            let name = name.strip_suffix('.').unwrap_or(name);
            name.eq_ignore_ascii_case("localhost")
                || name.to_ascii_lowercase().ends_with(".localhost")
        }
        None => false,
    }
}

/// Whether `input` starts with a scheme. `localhost:8080/x` and `example.com:443` are a host
/// and port, not a scheme; `mailto:x`, `javascript:…`, `file:/etc/passwd` are schemes (refused
/// later), so they are not turned into `https://mailto:x` and the like.
fn has_scheme(input: &str) -> bool {
    let Some((scheme, rest)) = input.split_once(':') else {
        return false;
    };
    let mut chars = scheme.chars();
    let starts_with_letter = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    if !starts_with_letter || !chars.all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c)) {
        return false;
    }
    if rest.starts_with("//") {
        return true;
    }
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let looks_like_port = digits > 0
        && rest[digits..]
            .chars()
            .next()
            .is_none_or(|c| "/?#".contains(c));
    !looks_like_port
}

/// The checks after parsing, shared by typed URLs and redirects. `shown` is the URL text
/// quoted in a refusal.
fn check_parsed(
    mut url: Url,
    shown: &str,
    policy: &AddressPolicy,
) -> Result<CheckedUrl, UrlRefusal> {
    let scheme = url.scheme().to_owned();
    if scheme != "http" && scheme != "https" {
        return Err(invalid(
            shown,
            format!("the scheme {scheme}: is not allowed (only http: and https:)"),
        ));
    }
    let host = check_host(&mut url, shown, policy)?;
    // Credentials would be sent to the host; and `http://example.com@169.254.169.254/` is the
    // classic way to make a URL look like it goes somewhere else.
    if !url.username().is_empty() || url.password().is_some() {
        return Err(invalid(
            shown,
            "it carries a user name or password".to_owned(),
        ));
    }
    if let Some(port) = url.port() {
        check_port(port, shown)?;
    }
    url.set_fragment(None);

    let mut checked = CheckedUrl {
        url,
        host,
        port: 0,
        upgraded: false,
    };
    // C-05: plain http stays only for loopback hosts, and only when loopback is allowed.
    if scheme == "http" && !(policy.allow_loopback && checked.is_loopback_host()) {
        if checked.url.set_scheme("https").is_err() {
            return Err(invalid(shown, "it cannot be turned into https:".to_owned()));
        }
        checked.upgraded = true;
    }
    let Some(port) = checked.url.port_or_known_default() else {
        return Err(invalid(shown, "it has no port".to_owned()));
    };
    checked.port = port;
    Ok(checked)
}

/// Classifies the host; removes a trailing dot from a name and canonicalizes an IPv4-mapped
/// IPv6 literal to IPv4 (in `url` too).
fn check_host(
    url: &mut Url,
    shown: &str,
    policy: &AddressPolicy,
) -> Result<CheckedHost, UrlRefusal> {
    let host = match url.host() {
        None => return Err(invalid(shown, "it has no host".to_owned())),
        Some(host) => host.to_owned(),
    };
    let checked = classify_host(host, shown, policy)?;
    let rewritten = match &checked {
        CheckedHost::Ip(ip) if url_ip(url) != Some(*ip) => url.set_ip_host(*ip).is_ok(),
        CheckedHost::Name(name) | CheckedHost::LoopbackName(name)
            if url.host_str() != Some(name.as_str()) =>
        {
            url.set_host(Some(name)).is_ok()
        }
        _ => true,
    };
    if !rewritten {
        return Err(invalid(
            shown,
            "its host cannot be written in its canonical form".to_owned(),
        ));
    }
    Ok(checked)
}

/// The URL's host when it is an IP literal.
fn url_ip(url: &Url) -> Option<IpAddr> {
    match url.host()? {
        Host::Ipv4(a) => Some(IpAddr::V4(a)),
        Host::Ipv6(a) => Some(IpAddr::V6(a)),
        Host::Domain(_) => None,
    }
}

/// The host checks of C-01 on a parsed host: IP literals through the address check (after
/// canonicalizing IPv4-mapped IPv6), names through the name rules and the loopback names.
fn classify_host(
    host: Host<String>,
    shown: &str,
    policy: &AddressPolicy,
) -> Result<CheckedHost, UrlRefusal> {
    let given = match host {
        Host::Ipv4(a) => IpAddr::V4(a),
        Host::Ipv6(a) => IpAddr::V6(a),
        Host::Domain(name) => return check_name(&name, shown, policy),
    };
    match address::check_address(given, policy, AddressSource::Literal) {
        Ok(()) => Ok(CheckedHost::Ip(given.to_canonical())),
        Err(refusal) => Err(UrlRefusal::Address {
            url: shorten(shown),
            refusal,
        }),
    }
}

/// Checks a bare `host:port` (C-01's host and port rules, C-02 for IP literals, C-05 for
/// loopback names): for a CONNECT target or a `Host` header (B-10), where there is no URL.
///
/// `host` is written as in a URL: a name (any case, IDNA allowed, a trailing dot removed), an
/// IPv4 address in any notation the URL parser accepts, or an IPv6 address in brackets. The
/// result is the classified host and the port; a name still has to be resolved and its answers
/// checked, which [`super::dial::checked_addrs`] does.
pub(crate) fn check_authority(
    host: &str,
    port: u16,
    policy: &AddressPolicy,
) -> Result<CheckedAuthority, UrlRefusal> {
    let shown = format!("{host}:{port}");
    // A bare IPv6 address (as `SocketAddr` and `CheckedUrl::host_str` write it) is accepted too.
    let parsed = match host.parse::<std::net::Ipv6Addr>() {
        Ok(v6) => Host::Ipv6(v6),
        Err(_) => Host::parse(host)
            .map_err(|e| invalid(&shown, format!("its host does not parse ({e})")))?,
    };
    let host = classify_host(parsed, &shown, policy)?;
    check_port(port, &shown)?;
    Ok(CheckedAuthority { host, port })
}

/// C-01's port rules: not 0, not on the Fetch standard's bad-port list.
fn check_port(port: u16, shown: &str) -> Result<(), UrlRefusal> {
    if port == 0 {
        return Err(invalid(
            shown,
            "port 0 is not a port one can connect to".to_owned(),
        ));
    }
    if BAD_PORTS.binary_search(&port).is_ok() {
        return Err(invalid(
            shown,
            format!(
                "port {port} belongs to another protocol (mail, SSH, IRC, X11…) and is on the \
                 bad-port list browsers refuse"
            ),
        ));
    }
    Ok(())
}

/// The Fetch standard's bad ports (fetch.spec.whatwg.org, "port blocking"), sorted: the ports
/// of other protocols that browsers never connect to over HTTP.
const BAD_PORTS: &[u16] = &[
    1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
    103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
    512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
    995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
    6669, 6679, 6697, 10080,
];

fn check_name(name: &str, shown: &str, policy: &AddressPolicy) -> Result<CheckedHost, UrlRefusal> {
    let trimmed = name.strip_suffix('.').unwrap_or(name);
    if trimmed.is_empty() {
        return Err(invalid(shown, "its host is empty".to_owned()));
    }
    if trimmed.len() > MAX_NAME {
        return Err(invalid(
            shown,
            format!("its host name is longer than {MAX_NAME} characters"),
        ));
    }
    for label in trimmed.split('.') {
        if label.is_empty() {
            return Err(invalid(
                shown,
                "its host name has an empty label".to_owned(),
            ));
        }
        if label.len() > MAX_LABEL {
            return Err(invalid(
                shown,
                format!("its host name has a label longer than {MAX_LABEL} characters"),
            ));
        }
    }
    // The parser has already lower-cased and punycoded the name and refused most punctuation;
    // whatever else it kept (`*`, `!`, `$`, `'`…) is not something DNS or a rule should see.
    if let Some(c) = trimmed
        .chars()
        .find(|c| !(c.is_ascii_lowercase() || c.is_ascii_digit() || "-_.".contains(*c)))
    {
        return Err(invalid(
            shown,
            format!("its host name contains the character {c:?}"),
        ));
    }
    let name = trimmed.to_owned();
    if name == "localhost" || name.ends_with(".localhost") {
        if !policy.allow_loopback {
            return Err(UrlRefusal::LoopbackName {
                url: shorten(shown),
                host: name,
            });
        }
        return Ok(CheckedHost::LoopbackName(name));
    }
    Ok(CheckedHost::Name(name))
}

fn malformed(shown: &str, reason: String, suggestion: Option<String>) -> UrlRefusal {
    UrlRefusal::Malformed {
        url: shorten(shown),
        reason,
        suggestion: suggestion.map(|s| shorten(&s)),
    }
}

fn invalid(shown: &str, reason: String) -> UrlRefusal {
    UrlRefusal::Invalid {
        url: shorten(shown),
        reason,
    }
}

/// The URL text as quoted in messages: at most [`MESSAGE_URL_CHARS`] characters, control
/// characters escaped (the text came from the user or a server).
fn shorten(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().take(MESSAGE_URL_CHARS) {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    if text.chars().nth(MESSAGE_URL_CHARS).is_some() {
        out.push('…');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The outcome a test expects.
    #[derive(Debug)]
    enum Want {
        /// Passes; the URL exactly as it will be requested.
        Url(&'static str),
        /// Refused (exit 3); the reason contains this text.
        Invalid(&'static str),
        /// Not a URL (exit 2 `invalid_url`); the reason contains this text.
        Malformed(&'static str),
        /// Refused by the address check: the address and the reason.
        Addr(&'static str, &'static str),
        /// Refused as a loopback name: the name.
        Loop(&'static str),
    }
    use Want::{Addr, Invalid, Loop, Malformed, Url as Ok_};

    fn strict() -> AddressPolicy {
        AddressPolicy::default()
    }

    fn loopback_allowed() -> AddressPolicy {
        AddressPolicy {
            allow_loopback: true,
            ..AddressPolicy::default()
        }
    }

    fn assert_outcome(what: &str, got: Result<CheckedUrl, UrlRefusal>, want: &Want) {
        match (got, want) {
            (Ok(c), Ok_(url)) => assert_eq!(c.url.as_str(), *url, "C-01 {what}"),
            (Err(UrlRefusal::Invalid { reason, .. }), Invalid(part))
            | (Err(UrlRefusal::Malformed { reason, .. }), Malformed(part)) => {
                assert!(reason.contains(part), "C-01 {what}: reason {reason:?}");
            }
            (Err(UrlRefusal::Address { refusal, .. }), Addr(addr, reason)) => {
                assert_eq!(refusal.addr, addr.parse::<IpAddr>().unwrap(), "C-01 {what}");
                assert_eq!(refusal.reason, *reason, "C-01 {what}");
            }
            (Err(UrlRefusal::LoopbackName { host, .. }), Loop(name)) => {
                assert_eq!(host, *name, "C-01 {what}");
            }
            (got, want) => panic!("C-01 {what}: wanted {want:?}, got {got:?}"),
        }
    }

    fn assert_cases(policy: &AddressPolicy, cases: &[(&str, Want)]) {
        for (input, want) in cases {
            assert_outcome(input, check_url(input, policy), want);
        }
    }

    const LOOPBACK: &str = "loopback";
    const META: &str = "link-local (cloud metadata)";
    const PRIVATE: &str = "private (RFC 1918)";
    const UNSPECIFIED: &str = "unspecified (this network)";
    const PARSE: &str = "does not parse";
    const CREDENTIALS: &str = "user name or password";

    #[test]
    fn c01_ipv4_notations_are_normalized_then_checked() {
        assert_cases(
            &strict(),
            &[
                ("http://2130706433/", Addr("127.0.0.1", LOOPBACK)),
                ("http://0177.0.0.1/", Addr("127.0.0.1", LOOPBACK)),
                ("http://0x7f.1/", Addr("127.0.0.1", LOOPBACK)),
                ("http://127.1/", Addr("127.0.0.1", LOOPBACK)),
                ("http://0x7f000001/", Addr("127.0.0.1", LOOPBACK)),
                ("http://017700000001/", Addr("127.0.0.1", LOOPBACK)),
                ("http://0x7f.0x0.0x0.0x1/", Addr("127.0.0.1", LOOPBACK)),
                ("http://127.0.0.1./", Addr("127.0.0.1", LOOPBACK)),
                ("http://１２７.０.０.１/", Addr("127.0.0.1", LOOPBACK)),
                ("http://%31%32%37.0.0.1/", Addr("127.0.0.1", LOOPBACK)),
                ("http://127.0.0.1:8080", Addr("127.0.0.1", LOOPBACK)),
                ("127.0.0.1:8080", Addr("127.0.0.1", LOOPBACK)),
                ("http://0/", Addr("0.0.0.0", UNSPECIFIED)),
                ("http://0.0.0.0/", Addr("0.0.0.0", UNSPECIFIED)),
                (
                    "http://169.254.169.254/latest/meta-data/",
                    Addr("169.254.169.254", META),
                ),
                ("http://2852039166/", Addr("169.254.169.254", META)),
                ("http://0xa9.0xfe.0xa9.0xfe/", Addr("169.254.169.254", META)),
                ("http://0251.0376.0251.0376/", Addr("169.254.169.254", META)),
                ("http://169.254.43518/", Addr("169.254.169.254", META)),
                ("http:\\\\169.254.169.254\\x", Addr("169.254.169.254", META)),
                (
                    "http://example.com@169.254.169.254/",
                    Addr("169.254.169.254", META),
                ),
                ("http://3232235777/", Addr("192.168.1.1", PRIVATE)),
                ("http://0300.0250.0.1/", Addr("192.168.0.1", PRIVATE)),
                ("http://10.0.0.1/", Addr("10.0.0.1", PRIVATE)),
                ("http://172.16.0.1/", Addr("172.16.0.1", PRIVATE)),
                (
                    "http://100.100.100.200/",
                    Addr("100.100.100.200", "cloud metadata (Alibaba Cloud)"),
                ),
                (
                    "http://168.63.129.16/",
                    Addr("168.63.129.16", "Azure platform-internal (WireServer)"),
                ),
                (
                    "http://198.18.0.1/",
                    Addr("198.18.0.1", "reserved for benchmarking"),
                ),
                ("http://224.0.0.1/", Addr("224.0.0.1", "multicast")),
                (
                    "http://255.255.255.255/",
                    Addr("255.255.255.255", "broadcast"),
                ),
                ("http://8.8.8.8/", Ok_("https://8.8.8.8/")),
                ("http://134744072/", Ok_("https://8.8.8.8/")),
                ("http://1.2.3.4.5/", Malformed(PARSE)),
                ("http://256.0.0.1/", Malformed(PARSE)),
                ("http://0x100000000/", Malformed(PARSE)),
            ],
        );
    }

    #[test]
    fn c01_ipv6_literals_are_checked() {
        assert_cases(
            &strict(),
            &[
                ("http://[::1]/", Addr("::1", LOOPBACK)),
                ("[::1]:8080", Addr("::1", LOOPBACK)),
                ("http://[::]/", Addr("::", "unspecified")),
                (
                    "http://[::ffff:127.0.0.1]/",
                    Addr("::ffff:127.0.0.1", LOOPBACK),
                ),
                (
                    "http://[::ffff:7f00:1]/",
                    Addr("::ffff:127.0.0.1", LOOPBACK),
                ),
                (
                    "http://[0:0:0:0:0:ffff:7f00:1]/",
                    Addr("::ffff:127.0.0.1", LOOPBACK),
                ),
                (
                    "http://[::ffff:0.0.0.0]/",
                    Addr("::ffff:0.0.0.0", UNSPECIFIED),
                ),
                (
                    "http://[::ffff:a9fe:a9fe]/",
                    Addr("::ffff:169.254.169.254", META),
                ),
                (
                    "http://[64:ff9b::7f00:1]/",
                    Addr("64:ff9b::7f00:1", "NAT64 of a loopback address"),
                ),
                (
                    "http://[64:ff9b::a9fe:a9fe]/",
                    Addr("64:ff9b::a9fe:a9fe", META),
                ),
                (
                    "http://[2002:a9fe:a9fe::]/",
                    Addr("2002:a9fe:a9fe::", "6to4 (it can reach any IPv4 address)"),
                ),
                (
                    "http://[::127.0.0.1]/",
                    Addr("::7f00:1", "IPv4-compatible (deprecated)"),
                ),
                (
                    "http://[fd00:ec2::254]/",
                    Addr("fd00:ec2::254", "cloud metadata (AWS IPv6)"),
                ),
                ("http://[fe80::1]/", Addr("fe80::1", "link-local")),
                ("http://[ff02::1]/", Addr("ff02::1", "multicast")),
                (
                    "http://[2001:db8::1]/",
                    Addr("2001:db8::1", "reserved for documentation"),
                ),
                // The url crate does not accept zone ids at all (WHATWG has none).
                ("http://[fe80::1%25eth0]/", Malformed(PARSE)),
                ("http://[fe80::1%eth0]/", Malformed(PARSE)),
                ("http://[::1/", Malformed(PARSE)),
                (
                    "http://[2001:4860:4860::8888]/",
                    Ok_("https://[2001:4860:4860::8888]/"),
                ),
                (
                    "http://[64:ff9b::808:808]/",
                    Ok_("https://[64:ff9b::808:808]/"),
                ),
            ],
        );
    }

    #[test]
    fn c01_names_schemes_credentials_and_ports() {
        let label64 = format!("http://{}.com/", "a".repeat(64));
        let label63 = format!("http://{}.com/", "a".repeat(63));
        let label63_ok = format!("https://{}.com/", "a".repeat(63));
        // 3 × 63 + 61 + 3 dots = 253 characters, then 254.
        let name253 = format!("{0}.{0}.{0}.{1}", "a".repeat(63), "b".repeat(61));
        let name254 = format!("{0}.{0}.{0}.{1}", "a".repeat(63), "b".repeat(62));
        assert_eq!((name253.len(), name254.len()), (253, 254));
        let (url253, url253_dot, url254) = (
            format!("http://{name253}/"),
            format!("http://{name253}./"),
            format!("http://{name254}/"),
        );
        let want253: &'static str = format!("https://{name253}/").leak();
        assert_cases(
            &strict(),
            &[
                // Names pass; DNS decides later (C-03).
                (
                    "http://169.254.169.254.nip.io/",
                    Ok_("https://169.254.169.254.nip.io/"),
                ),
                (
                    "http://metadata.google.internal/",
                    Ok_("https://metadata.google.internal/"),
                ),
                (
                    "http://localhost.localdomain/",
                    Ok_("https://localhost.localdomain/"),
                ),
                ("HTTP://EXAMPLE.COM", Ok_("https://example.com/")),
                ("example.com", Ok_("https://example.com/")),
                ("example.com/x?y=1", Ok_("https://example.com/x?y=1")),
                (
                    "example.com/?u=http://x",
                    Ok_("https://example.com/?u=http://x"),
                ),
                ("example.com:8443/x", Ok_("https://example.com:8443/x")),
                ("//example.com/x", Ok_("https://example.com/x")),
                ("  https://example.com/  ", Ok_("https://example.com/")),
                ("http://example.com", Ok_("https://example.com/")),
                // Typos of a URL are not URLs (C-01).
                ("http:example.com", Malformed("0 slash(es)")),
                ("http:///example.com", Malformed("3 slash(es)")),
                ("http://example.com./a", Ok_("https://example.com/a")),
                ("http://example.com:80/", Ok_("https://example.com/")),
                ("http://example.com:443/", Ok_("https://example.com/")),
                ("http://example.com:8080/", Ok_("https://example.com:8080/")),
                ("https://example.com:443/", Ok_("https://example.com/")),
                ("https://example.com/a#frag", Ok_("https://example.com/a")),
                ("https://example.com/a?b#", Ok_("https://example.com/a?b")),
                (
                    "https://bücher.example/",
                    Ok_("https://xn--bcher-kva.example/"),
                ),
                (
                    "https://_dmarc.example.com/",
                    Ok_("https://_dmarc.example.com/"),
                ),
                ("https://@example.com/", Ok_("https://example.com/")),
                ("http://exa\nmple.com/", Ok_("https://example.com/")),
                (label63.as_str(), Ok_(label63_ok.leak())),
                (url253.as_str(), Ok_(want253)),
                (url253_dot.as_str(), Ok_(want253)),
                // Malformed names.
                (label64.as_str(), Invalid("label longer than 63")),
                (url254.as_str(), Invalid("longer than 253")),
                ("http://a..b.com/", Invalid("empty label")),
                ("http://.example.com/", Invalid("empty label")),
                ("http://example.com../", Invalid("empty label")),
                ("http://a*b.example/", Invalid("character '*'")),
                ("http://a!b.example/", Invalid("character '!'")),
                ("http://exa mple.com/", Malformed("it contains a space")),
                ("not a url", Malformed("it contains spaces")),
                ("http://ex%25ample.com/", Malformed(PARSE)),
                ("http://example.com:65536/", Malformed(PARSE)),
                ("https://", Malformed(PARSE)),
                ("", Malformed(PARSE)),
                // Other schemes.
                ("ftp://example.com/", Invalid("scheme ftp:")),
                ("file:///etc/passwd", Invalid("scheme file:")),
                ("file:/etc/passwd", Invalid("scheme file:")),
                ("gopher://example.com:70/", Invalid("scheme gopher:")),
                ("javascript:alert(1)", Invalid("scheme javascript:")),
                ("javascript:", Invalid("scheme javascript:")),
                (
                    "data:text/html,<script>alert(1)</script>",
                    Invalid("scheme data:"),
                ),
                ("data:", Invalid("scheme data:")),
                ("mailto:someone@example.com", Invalid("scheme mailto:")),
                ("ws://example.com/", Invalid("scheme ws:")),
                (
                    "view-source:https://example.com/",
                    Invalid("scheme view-source:"),
                ),
                ("blob:https://example.com/x", Invalid("scheme blob:")),
                // Credentials and port 0.
                ("http://user:pass@example.com/", Invalid(CREDENTIALS)),
                ("https://user@example.com/", Invalid(CREDENTIALS)),
                ("https://:pass@example.com/", Invalid(CREDENTIALS)),
                ("user:pass@example.com", Invalid("scheme user:")),
                ("http://example.com:0/", Invalid("port 0")),
                ("example.com:0", Invalid("port 0")),
            ],
        );
    }

    #[test]
    fn c05_localhost_names_are_loopback() {
        assert_cases(
            &strict(),
            &[
                ("http://localhost/", Loop("localhost")),
                ("http://LOCALHOST/", Loop("localhost")),
                ("http://localhost./", Loop("localhost")),
                ("http://localhost%2e/", Loop("localhost")),
                ("http://foo.localhost/", Loop("foo.localhost")),
                ("http://a.b.localhost./x", Loop("a.b.localhost")),
                ("localhost:8080/x", Loop("localhost")),
                ("localhost", Loop("localhost")),
            ],
        );
        assert_cases(
            &loopback_allowed(),
            &[
                ("http://localhost/", Ok_("http://localhost/")),
                ("http://localhost./x#f", Ok_("http://localhost/x")),
                (
                    "http://foo.localhost:3000/",
                    Ok_("http://foo.localhost:3000/"),
                ),
                // Scheme-less loopback input gets http:// while loopback is allowed
                // (C-01); an explicit https:// stays.
                ("localhost:8080/x", Ok_("http://localhost:8080/x")),
                ("127.0.0.1:3000", Ok_("http://127.0.0.1:3000/")),
                ("[::1]:3000/a", Ok_("http://[::1]:3000/a")),
                ("dev.localhost", Ok_("http://dev.localhost/")),
                ("https://localhost:8443/", Ok_("https://localhost:8443/")),
            ],
        );
        let c = check_url("http://localhost./", &loopback_allowed()).unwrap();
        assert_eq!(c.host, CheckedHost::LoopbackName("localhost".into()));
        assert!(c.is_loopback_host() && !c.upgraded);
        assert_eq!((c.host_str(), c.port), ("localhost".to_owned(), 80));
    }

    #[test]
    fn c05_loopback_literals_stay_http_only_when_allowed() {
        assert_cases(
            &loopback_allowed(),
            &[
                ("http://127.0.0.1:8080", Ok_("http://127.0.0.1:8080/")),
                ("http://2130706433/x", Ok_("http://127.0.0.1/x")),
                ("http://[::1]:8080/", Ok_("http://[::1]:8080/")),
                // Canonicalized once (C-01): the URL, rules and pins say 127.0.0.1.
                ("http://[::ffff:127.0.0.1]/", Ok_("http://127.0.0.1/")),
                (
                    "http://[::ffff:7f00:1]:8080/",
                    Ok_("http://127.0.0.1:8080/"),
                ),
                ("https://127.0.0.1/", Ok_("https://127.0.0.1/")),
                ("http://example.com/", Ok_("https://example.com/")),
                ("http://8.8.8.8/", Ok_("https://8.8.8.8/")),
                // The switch opens loopback only.
                ("http://0.0.0.0/", Addr("0.0.0.0", UNSPECIFIED)),
                ("http://[::]/", Addr("::", "unspecified")),
                (
                    "http://[::ffff:0.0.0.0]/",
                    Addr("::ffff:0.0.0.0", UNSPECIFIED),
                ),
                (
                    "http://[64:ff9b::7f00:1]/",
                    Addr("64:ff9b::7f00:1", "NAT64 of a loopback address"),
                ),
                (
                    "http://[::127.0.0.1]/",
                    Addr("::7f00:1", "IPv4-compatible (deprecated)"),
                ),
                ("http://10.0.0.1/", Addr("10.0.0.1", PRIVATE)),
                ("http://169.254.169.254/", Addr("169.254.169.254", META)),
            ],
        );
        let c = check_url("http://127.0.0.1:8080/a?b#c", &loopback_allowed()).unwrap();
        assert_eq!(c.host, CheckedHost::Ip("127.0.0.1".parse().unwrap()));
        assert_eq!(
            (c.port, c.upgraded, c.is_loopback_host()),
            (8080, false, true)
        );
        let c = check_url("http://[::ffff:127.0.0.1]/", &loopback_allowed()).unwrap();
        assert_eq!(c.host_str(), "127.0.0.1");
        assert_eq!(c.host, CheckedHost::Ip("127.0.0.1".parse().unwrap()));
        assert!(c.is_loopback_host());
    }

    #[test]
    fn c06_allow_ranges_never_open_literals() {
        let policy = AddressPolicy {
            allow_ranges: vec!["198.18.0.0/15".parse().unwrap()],
            ..AddressPolicy::default()
        };
        assert_cases(
            &policy,
            &[(
                "http://198.18.0.1/",
                Addr("198.18.0.1", "reserved for benchmarking"),
            )],
        );
    }

    #[test]
    fn c01_checked_url_fields() {
        let c = check_url("http://Example.COM./path?q=1#frag", &strict()).unwrap();
        assert_eq!(c.url.as_str(), "https://example.com/path?q=1");
        assert_eq!(c.host, CheckedHost::Name("example.com".into()));
        assert_eq!(
            (c.host_str(), c.port, c.upgraded),
            ("example.com".to_owned(), 443, true)
        );
        assert!(!c.is_loopback_host());

        let c = check_url("https://[2001:4860:4860::8888]:8443/", &strict()).unwrap();
        assert_eq!(c.host_str(), "2001:4860:4860::8888");
        assert_eq!((c.port, c.upgraded), (8443, false));

        let c = check_url("example.com:8080", &strict()).unwrap();
        assert_eq!(
            (c.url.as_str(), c.port, c.upgraded),
            ("https://example.com:8080/", 8080, false)
        );
    }

    #[test]
    fn c04_redirect_targets_are_joined_then_checked() {
        let from = Url::parse("https://example.com/a/b?q=1").unwrap();
        let cases = [
            ("c", Ok_("https://example.com/a/c")),
            ("/x", Ok_("https://example.com/x")),
            ("?page=2", Ok_("https://example.com/a/b?page=2")),
            ("", Ok_("https://example.com/a/b?q=1")),
            ("#top", Ok_("https://example.com/a/b?q=1")),
            ("//other.example/y", Ok_("https://other.example/y")),
            ("https://other.example/z#f", Ok_("https://other.example/z")),
            ("http://other.example/", Ok_("https://other.example/")),
            ("  /spaced  ", Ok_("https://example.com/spaced")),
            ("file:///etc/passwd", Invalid("scheme file:")),
            ("javascript:alert(1)", Invalid("scheme javascript:")),
            // No scheme guessing for Location: this is the scheme "localhost:".
            ("localhost:8080/x", Invalid("scheme localhost:")),
            (
                "http://169.254.169.254/latest",
                Addr("169.254.169.254", META),
            ),
            ("//169.254.169.254/", Addr("169.254.169.254", META)),
            ("//0x7f.1/", Addr("127.0.0.1", LOOPBACK)),
            ("http://[::1]/", Addr("::1", LOOPBACK)),
            ("http://localhost/", Loop("localhost")),
            ("https://user:pw@example.com/", Invalid(CREDENTIALS)),
            ("http://[::1", Invalid(PARSE)),
            ("https://example.com:0/", Invalid("port 0")),
        ];
        for (location, want) in &cases {
            assert_outcome(location, check_redirect(&from, location, &strict()), want);
        }

        let from = Url::parse("http://127.0.0.1:8080/start").unwrap();
        let cases = [
            ("/next", Ok_("http://127.0.0.1:8080/next")),
            ("http://localhost:9000/", Ok_("http://localhost:9000/")),
            ("//example.com/", Ok_("https://example.com/")),
            ("//10.0.0.1/", Addr("10.0.0.1", PRIVATE)),
        ];
        for (location, want) in &cases {
            assert_outcome(
                location,
                check_redirect(&from, location, &loopback_allowed()),
                want,
            );
        }
        // Without the switch, even a same-host redirect from loopback is refused.
        assert_outcome(
            "/next",
            check_redirect(&from, "/next", &strict()),
            &Addr("127.0.0.1", LOOPBACK),
        );
        let c = check_redirect(&from, "http://example.com/", &loopback_allowed()).unwrap();
        assert!(c.upgraded);
        // C-05: a public page never redirects into loopback, switch or not.
        let public = Url::parse("https://example.com/").unwrap();
        for location in [
            "http://127.0.0.1:8080/",
            "http://localhost/",
            "http://[::1]/",
            "http://a.localhost./",
        ] {
            assert!(
                matches!(
                    check_redirect(&public, location, &loopback_allowed()),
                    Err(UrlRefusal::LoopbackRedirect { .. })
                ),
                "{location}"
            );
        }
        let local = Url::parse("http://localhost:3000/").unwrap();
        assert!(check_redirect(&local, "http://127.0.0.1:3000/x", &loopback_allowed()).is_ok());
    }

    #[test]
    fn c01_messages_name_the_url_and_reason() {
        let err = check_url("http://169.254.169.254/latest", &strict()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "http://169.254.169.254/latest points at a refused address: 169.254.169.254 is \
             link-local (cloud metadata)"
        );
        assert!(!err.is_loopback());
        let err = check_url("http://localhost./", &strict()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "http://localhost./ points at localhost, which is a loopback name"
        );
        assert!(err.is_loopback());
        let err = check_url("http://127.0.0.1/", &strict()).unwrap_err();
        assert!(err.is_loopback());
        let err = check_url("ftp://example.com/", &strict()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "ftp://example.com/ is not a URL garuda-web will open: the scheme ftp: is not \
             allowed (only http: and https:)"
        );
        assert!(!err.is_loopback());
        let err = check_redirect(
            &Url::parse("https://example.com/").unwrap(),
            "/x\u{1b}[31m",
            &strict(),
        );
        // The url crate percent-encodes control characters in paths, so this one passes.
        assert_eq!(err.unwrap().url.as_str(), "https://example.com/x%1B[31m");
    }

    #[test]
    fn c01_message_urls_are_shortened_and_escaped() {
        let long = format!("ftp://example.com/{}", "a".repeat(500));
        let UrlRefusal::Invalid { url, .. } = check_url(&long, &strict()).unwrap_err() else {
            panic!("wanted Invalid");
        };
        assert_eq!(url.chars().count(), MESSAGE_URL_CHARS + 1);
        assert!(url.ends_with("aaa…"));
        assert_eq!(shorten("a\u{7}b\u{9b}c"), "a\\u{7}b\\u{9b}c");
        assert_eq!(shorten(&"é".repeat(200)), "é".repeat(200));
        let err = check_url("gopher://x\u{1b}y/", &strict()).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("gopher://x\\u{1b}y/ is not a URL"),
            "{err}"
        );
    }

    #[test]
    fn c01_scheme_detection() {
        for input in [
            "http://x",
            "HTTPS://x",
            "mailto:x",
            "javascript:alert(1)",
            "file:/etc/passwd",
            "data:,x",
            "a+b.c-d:foo",
            "example.com:abc",
            "x:123abc",
        ] {
            assert!(has_scheme(input), "{input}");
        }
        for input in [
            "example.com",
            "localhost:8080",
            "localhost:8080/x",
            "example.com:443?q",
            "example.com:443#f",
            "127.0.0.1:80",
            "[::1]:80",
            "example.com/a:b",
            "1abc:foo",
            "//example.com",
            "",
        ] {
            assert!(!has_scheme(input), "{input}");
        }
    }

    #[test]
    fn b10_check_authority_checks_host_and_port() {
        let loopback = loopback_allowed();
        let ok = |host: &str, port: u16, policy: &AddressPolicy| {
            check_authority(host, port, policy).unwrap_or_else(|e| panic!("{host}: {e}"))
        };
        assert_eq!(
            ok("Example.COM.", 443, &strict()),
            CheckedAuthority {
                host: CheckedHost::Name("example.com".into()),
                port: 443
            }
        );
        assert_eq!(
            ok("[::ffff:127.0.0.1]", 80, &loopback).host,
            CheckedHost::Ip("127.0.0.1".parse().unwrap())
        );
        assert_eq!(
            ok("::1", 80, &loopback).host,
            CheckedHost::Ip("::1".parse().unwrap())
        );
        assert_eq!(
            ok("2130706433", 80, &loopback).host,
            CheckedHost::Ip("127.0.0.1".parse().unwrap())
        );
        assert_eq!(
            ok("foo.localhost", 3000, &loopback).host,
            CheckedHost::LoopbackName("foo.localhost".into())
        );
        assert!(matches!(
            check_authority("localhost", 80, &strict()),
            Err(UrlRefusal::LoopbackName { .. })
        ));
        assert!(matches!(
            check_authority("169.254.169.254", 80, &loopback),
            Err(UrlRefusal::Address { .. })
        ));
        for (host, port) in [
            ("example.com", 0),
            ("a..b", 443),
            ("a*b.example", 443),
            ("", 443),
            ("exa mple.com", 443),
        ] {
            assert!(
                matches!(
                    check_authority(host, port, &strict()),
                    Err(UrlRefusal::Invalid { .. })
                ),
                "{host}:{port}"
            );
        }
    }

    // C-01: typos and non-URLs are usage errors with a suggestion.
    #[test]
    fn c01_typos_are_malformed_with_a_suggestion() {
        let cases = [
            ("htp://example.com/a", Some("http://example.com/a")),
            ("htps://example.com", Some("https://example.com")),
            ("hxxp://example.com", Some("http://example.com")),
            ("http//example.com/x", Some("http://example.com/x")),
            ("https//example.com", Some("https://example.com")),
            ("https:/example.com", Some("https://example.com")),
            ("http:example.com", Some("http://example.com")),
            ("HTTPS:///example.com", Some("https://example.com")),
            ("http://-/", None),
            ("http://http/", None),
            ("-", None),
            ("http", None),
            ("https://", None),
            ("http://exa mple.com/", None),
        ];
        for (input, want) in cases {
            match check_url(input, &strict()) {
                Err(UrlRefusal::Malformed { suggestion, .. }) => {
                    assert_eq!(suggestion.as_deref(), want, "{input}");
                }
                other => panic!("{input}: {other:?}"),
            }
        }
        // Real schemes stay refused as schemes (exit 3), not guessed at.
        for input in [
            "ftp://example.com/",
            "ws://example.com/",
            "file:///etc/passwd",
        ] {
            assert!(
                matches!(check_url(input, &strict()), Err(UrlRefusal::Invalid { .. })),
                "{input}"
            );
        }
    }

    // C-01: the Fetch standard's bad ports, for typed URLs and redirect hops alike.
    #[test]
    fn c01_bad_ports_are_refused() {
        for port in [
            1, 21, 22, 25, 110, 143, 465, 587, 993, 5060, 6000, 6667, 10080,
        ] {
            let url = format!("https://example.com:{port}/");
            assert!(
                matches!(check_url(&url, &strict()), Err(UrlRefusal::Invalid { reason, .. }) if reason.contains("bad-port")),
                "{port}"
            );
            let from = Url::parse("http://127.0.0.1:8080/").unwrap();
            let location = format!("http://127.0.0.1:{port}/");
            assert!(
                check_redirect(&from, &location, &loopback_allowed()).is_err(),
                "{port}"
            );
            assert!(check_authority("example.com", port, &strict()).is_err());
        }
        for port in [80, 443, 8080, 8443, 3000, 5000, 9000] {
            assert!(check_url(&format!("https://example.com:{port}/"), &strict()).is_ok());
        }
        assert!(BAD_PORTS.windows(2).all(|w| w[0] < w[1]));
    }
}
