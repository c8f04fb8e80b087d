//! The rule grammar of A-01 and host/path matching. Pure: no files, no prompts.
//!
//! `web_fetch(PATTERN)` where PATTERN is a host glob (`docs.rs`, `*.github.com`, `*`) with an
//! optional path prefix (`raw.githubusercontent.com/rust-lang/*`); `web_search`,
//! `web_search(PROVIDER)`, `browse_script`. A bare pattern means `web_fetch(PATTERN)`.
//!
//! A deny rule and an allow rule read a path differently: a deny path rule matches
//! when **any** reasonable server reading of the path matches ([`path_readings`]: escapes
//! decoded once or twice, `\` as `/`, repeated slashes collapsed, dot segments removed,
//! `;params` cut, case folded); an allow path rule matches only a path that is already in its
//! canonical form ([`is_canonical_path`]), so `/docs/..%2fadmin` is never allowed by
//! `web_fetch(host/docs/*)`. Hosts are compared in one spelling: lower case, and IP literals in
//! their canonical form (`[::ffff:127.0.0.1]` is `127.0.0.1`, `0x7f.1` is `127.0.0.1`).

use std::fmt;

/// A rule could not be understood.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{rule}' is not a valid rule: {reason}")]
pub(crate) struct RuleError {
    /// The rule as given.
    pub(crate) rule: String,
    /// What is wrong with it.
    pub(crate) reason: &'static str,
}

/// One parsed rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Rule {
    /// Fetching (and browsing to) matching URLs.
    WebFetch(FetchPattern),
    /// Sending a search query, to any provider or to one.
    WebSearch(Option<String>),
    /// Running JavaScript in a browsed page.
    BrowseScript,
}

/// The host glob and optional path prefix of a `web_fetch` rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FetchPattern {
    host: HostGlob,
    path: Option<PathPrefix>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum HostGlob {
    /// `*`: every host.
    Any,
    /// `*.example.com`: example.com and every name under it (stored without `*.`).
    Domain(String),
    /// One exact host.
    Exact(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct PathPrefix {
    /// Always starts with `/`.
    prefix: String,
    /// A trailing `*`: any path starting with `prefix`; otherwise `prefix` is a whole segment.
    open: bool,
}

impl Rule {
    /// Parses a rule as typed on the command line or stored in a policy file.
    pub(crate) fn parse(text: &str) -> Result<Rule, RuleError> {
        let err = |reason| RuleError {
            rule: text.to_string(),
            reason,
        };
        let t = text.trim();
        if t.is_empty() {
            return Err(err("it is empty"));
        }
        if t == "web_search" {
            return Ok(Rule::WebSearch(None));
        }
        if t == "browse_script" {
            return Ok(Rule::BrowseScript);
        }
        if let Some(inner) = call_argument(t, "web_search") {
            let provider = inner.trim().to_ascii_lowercase();
            if provider.is_empty() || !provider.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(err("web_search(…) takes a provider name such as brave"));
            }
            return Ok(Rule::WebSearch(Some(provider)));
        }
        let pattern = match call_argument(t, "web_fetch") {
            Some(inner) => inner.trim(),
            None if t.contains('(') || t.contains(')') => {
                return Err(err(
                    "known rules are web_fetch(HOST), web_search, web_search(PROVIDER), browse_script",
                ));
            }
            None => t,
        };
        FetchPattern::parse(pattern)
            .map(Rule::WebFetch)
            .map_err(err)
    }

    /// Whether this rule, as an **allow** rule, covers fetching `path` (starting with `/`) from
    /// `host` (lower-case, no trailing dot): a path rule only for a canonical path.
    pub(crate) fn matches_fetch(&self, host: &str, path: &str) -> bool {
        match self {
            Rule::WebFetch(p) => {
                p.host_matches(host)
                    && p.path
                        .as_ref()
                        .is_none_or(|prefix| is_canonical_path(path) && prefix.matches(path))
            }
            _ => false,
        }
    }

    /// Whether this rule, as a **deny** rule, covers fetching `path` from `host`: a path rule
    /// when any reading of the path a server might take matches.
    pub(crate) fn denies_fetch(&self, host: &str, path: &str) -> bool {
        match self {
            Rule::WebFetch(p) => {
                p.host_matches(host)
                    && p.path.as_ref().is_none_or(|prefix| {
                        path_readings(path).iter().any(|reading| {
                            prefix.matches(reading) || prefix.matches_folded(reading)
                        })
                    })
            }
            _ => false,
        }
    }

    /// Whether this rule covers sending a search query to `provider` (lower-case name).
    pub(crate) fn matches_search(&self, provider: &str) -> bool {
        match self {
            Rule::WebSearch(None) => true,
            Rule::WebSearch(Some(p)) => p == provider,
            _ => false,
        }
    }

    /// The rule that approves fetching from exactly `host`, as a user would type it.
    pub(crate) fn fetch_rule_for(host: &str) -> String {
        format!("web_fetch({host})")
    }

    /// The rule that approves searching with exactly `provider`.
    pub(crate) fn search_rule_for(provider: &str) -> String {
        format!("web_search({provider})")
    }
}

/// `NAME(inner)` → `inner`.
fn call_argument<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    text.strip_prefix(name)?
        .trim_start()
        .strip_prefix('(')?
        .strip_suffix(')')
}

impl FetchPattern {
    fn parse(pattern: &str) -> Result<FetchPattern, &'static str> {
        if pattern.contains("://") {
            return Err("give a host such as docs.rs, not a URL (use --allow-url for one URL)");
        }
        // An IPv6 literal is written in brackets so its colons are not a port.
        let (host_part, path_part) = if pattern.starts_with('[') {
            match pattern.find(']') {
                Some(i) => (&pattern[..=i], &pattern[i + 1..]),
                None => return Err("an IPv6 address needs its closing ]"),
            }
        } else {
            match pattern.find('/') {
                Some(i) => (&pattern[..i], &pattern[i..]),
                None => (pattern, ""),
            }
        };
        let host = parse_host_glob(host_part)?;
        let path = if path_part.is_empty() {
            None
        } else {
            if !path_part.starts_with('/') {
                return Err("a path prefix starts with /");
            }
            let (prefix, open) = match path_part.strip_suffix('*') {
                Some(p) => (p, true),
                None => (path_part, false),
            };
            if prefix.contains('*') {
                return Err("* is allowed only at the end of the path");
            }
            Some(PathPrefix {
                prefix: prefix.to_string(),
                open,
            })
        };
        Ok(FetchPattern { host, path })
    }

    fn host_matches(&self, host: &str) -> bool {
        let host = canonical_host(host);
        match &self.host {
            HostGlob::Any => true,
            HostGlob::Exact(h) => *h == host,
            HostGlob::Domain(d) => {
                host == *d
                    || (host.len() > d.len()
                        && host.ends_with(d.as_str())
                        && host.as_bytes()[host.len() - d.len() - 1] == b'.')
            }
        }
    }
}

impl PathPrefix {
    fn matches(&self, path: &str) -> bool {
        if self.open {
            return path.starts_with(&self.prefix);
        }
        let prefix = self.prefix.trim_end_matches('/');
        path == prefix
            || path
                .strip_prefix(prefix)
                .is_some_and(|rest| rest.starts_with('/') || prefix.is_empty())
    }

    /// [`PathPrefix::matches`] with both sides case-folded (servers on case-insensitive file
    /// systems).
    fn matches_folded(&self, path: &str) -> bool {
        PathPrefix {
            prefix: self.prefix.to_ascii_lowercase(),
            open: self.open,
        }
        .matches(&path.to_ascii_lowercase())
    }
}

/// A host in the one spelling rules compare: lower case without brackets or a trailing dot;
/// an IP literal (any notation the URL parser accepts, IPv4-mapped IPv6 included) as its
/// canonical address.
fn canonical_host(host: &str) -> String {
    let bare = host
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .trim_end_matches('.')
        .to_ascii_lowercase();
    if let Ok(ip) = bare.parse::<std::net::IpAddr>() {
        return ip.to_canonical().to_string();
    }
    match url::Host::parse(&bare) {
        Ok(url::Host::Ipv4(v4)) => v4.to_string(),
        _ => bare,
    }
}

/// Every reading of `path` a server might take: as sent; with percent-escapes of
/// printable ASCII decoded once and twice; each of those with `\` read as `/`, `;params` cut
/// from every segment, repeated slashes collapsed and dot segments removed.
pub(crate) fn path_readings(path: &str) -> Vec<String> {
    let once = percent_decode(path, Decode::Printable);
    let twice = percent_decode(&once, Decode::Printable);
    let mut readings = vec![
        path.to_owned(),
        normalize_path(path),
        normalize_path(&once),
        normalize_path(&twice),
        once,
        twice,
    ];
    readings.sort();
    readings.dedup();
    readings
}

/// Whether `path` is already canonical: no escape of an unreserved character, `.`, `/` or
/// `\`; no `\`, `;params`, repeated slash or dot segment.
pub(crate) fn is_canonical_path(path: &str) -> bool {
    !path.contains(['\\', ';'])
        && normalize_path(&percent_decode(path, Decode::UnreservedAndSeparators)) == path
}

/// Which percent-escapes [`percent_decode`] decodes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Decode {
    /// Every printable ASCII character (`!`..`~`).
    Printable,
    /// Unreserved characters (RFC 3986: letters, digits, `-._~`) and `/`, `\`.
    UnreservedAndSeparators,
}

fn percent_decode(text: &str, which: Decode) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let (Some(h), Some(l)) = (
                bytes.get(i + 1).and_then(|b| (*b as char).to_digit(16)),
                bytes.get(i + 2).and_then(|b| (*b as char).to_digit(16)),
            )
        {
            let byte = (h * 16 + l) as u8;
            let decode = match which {
                Decode::Printable => (b'!'..=b'~').contains(&byte),
                Decode::UnreservedAndSeparators => {
                    byte.is_ascii_alphanumeric() || b"-._~/\\".contains(&byte)
                }
            };
            if decode {
                out.push(byte);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    // Only ASCII was decoded, so the text stays UTF-8.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// `\` read as `/`, `;params` cut from every segment, empty segments dropped, `.` and `..`
/// resolved; a trailing slash kept.
fn normalize_path(path: &str) -> String {
    let path = path.replace('\\', "/");
    let mut segments: Vec<&str> = Vec::new();
    let mut trailing = path.ends_with('/');
    for segment in path.split('/') {
        let segment = segment.split(';').next().unwrap_or("");
        match segment {
            "" => {}
            "." => trailing = true,
            ".." => {
                segments.pop();
                trailing = true;
            }
            s => {
                segments.push(s);
                trailing = false;
            }
        }
    }
    trailing |= path.ends_with('/');
    let mut out = String::with_capacity(path.len());
    for segment in &segments {
        out.push('/');
        out.push_str(segment);
    }
    if out.is_empty() || trailing {
        out.push('/');
    }
    out
}

fn parse_host_glob(text: &str) -> Result<HostGlob, &'static str> {
    let host = text.trim().trim_end_matches('.').to_ascii_lowercase();
    if host.is_empty() {
        return Err("the host is empty");
    }
    if host == "*" {
        return Ok(HostGlob::Any);
    }
    if let Some(inner) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return match inner.parse::<std::net::Ipv6Addr>() {
            Ok(_) => Ok(HostGlob::Exact(canonical_host(inner))),
            Err(_) => Err("the bracketed host is not an IPv6 address"),
        };
    }
    if host.parse::<std::net::Ipv6Addr>().is_ok() {
        return Ok(HostGlob::Exact(canonical_host(&host)));
    }
    // IPv4 in any notation the URL parser accepts (`0x7f.1`, `2130706433`) is one address.
    if let Ok(url::Host::Ipv4(v4)) = url::Host::parse(&host) {
        return Ok(HostGlob::Exact(v4.to_string()));
    }
    let (domain, name) = match host.strip_prefix("*.") {
        Some(rest) => (true, rest),
        None => (false, host.as_str()),
    };
    let valid_label = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && l.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    };
    if name.contains('*') {
        return Err("* is allowed only as the whole host or as a leading *.");
    }
    if name.len() > 253 || !name.split('.').all(valid_label) {
        return Err("the host is not a valid name");
    }
    Ok(if domain {
        HostGlob::Domain(name.to_string())
    } else {
        HostGlob::Exact(name.to_string())
    })
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rule::WebSearch(None) => f.write_str("web_search"),
            Rule::WebSearch(Some(p)) => write!(f, "web_search({p})"),
            Rule::BrowseScript => f.write_str("browse_script"),
            Rule::WebFetch(p) => {
                f.write_str("web_fetch(")?;
                match &p.host {
                    HostGlob::Any => f.write_str("*")?,
                    HostGlob::Domain(d) => write!(f, "*.{d}")?,
                    HostGlob::Exact(h) if h.contains(':') => write!(f, "[{h}]")?,
                    HostGlob::Exact(h) => f.write_str(h)?,
                }
                if let Some(path) = &p.path {
                    f.write_str(&path.prefix)?;
                    if path.open {
                        f.write_str("*")?;
                    }
                }
                f.write_str(")")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(rule: &str, host: &str, path: &str) -> bool {
        Rule::parse(rule).unwrap().matches_fetch(host, path)
    }

    // host globs.
    #[test]
    fn a01_host_glob_table() {
        let table = [
            ("docs.rs", "docs.rs", true),
            ("docs.rs", "www.docs.rs", false),
            ("web_fetch(docs.rs)", "docs.rs", true),
            ("DOCS.RS.", "docs.rs", true),
            ("*.github.com", "github.com", true),
            ("*.github.com", "api.github.com", true),
            ("*.github.com", "a.b.github.com", true),
            ("*.github.com", "evilgithub.com", false),
            ("*.github.com", "github.com.evil.org", false),
            ("*", "anything.example", true),
            ("web_fetch(*)", "127.0.0.1", true),
            ("127.0.0.1", "127.0.0.1", true),
            ("[::1]", "::1", true),
            ("web_fetch([::1])", "::1", true),
        ];
        for (rule, host, want) in table {
            assert_eq!(m(rule, host, "/"), want, "{rule} vs {host}");
        }
    }

    // optional path prefix.
    #[test]
    fn a01_path_prefix_table() {
        let r = "web_fetch(raw.githubusercontent.com/rust-lang/*)";
        assert!(m(
            r,
            "raw.githubusercontent.com",
            "/rust-lang/rust/README.md"
        ));
        assert!(!m(r, "raw.githubusercontent.com", "/evil/rust-lang/"));
        assert!(!m(r, "raw.githubusercontent.com", "/rust-lan"));
        let closed = "docs.example/guide";
        assert!(m(closed, "docs.example", "/guide"));
        assert!(m(closed, "docs.example", "/guide/intro"));
        assert!(!m(closed, "docs.example", "/guidebook"));
        assert!(!m(closed, "docs.example", "/"));
    }

    #[test]
    fn a01_other_rule_kinds_parse_and_never_match_fetch() {
        assert_eq!(Rule::parse("web_search").unwrap(), Rule::WebSearch(None));
        assert_eq!(
            Rule::parse("web_search(Brave)").unwrap(),
            Rule::WebSearch(Some("brave".into()))
        );
        assert_eq!(Rule::parse("browse_script").unwrap(), Rule::BrowseScript);
        assert!(!m("web_search", "web_search", "/"));
    }

    // A-01/S-07: web_search covers every provider, web_search(P) only P.
    #[test]
    fn a01_search_rules_table() {
        let s = |rule: &str, provider: &str| Rule::parse(rule).unwrap().matches_search(provider);
        assert!(s("web_search", "brave"));
        assert!(s("web_search(brave)", "brave"));
        assert!(s("web_search(Brave)", "brave"));
        assert!(!s("web_search(brave)", "tavily"));
        assert!(!s("docs.rs", "brave"));
        assert!(!s("browse_script", "brave"));
    }

    #[test]
    fn a01_malformed_rules_are_errors() {
        for bad in [
            "",
            "web_fetch()",
            "web_fetch(https://docs.rs)",
            "https://docs.rs/",
            "web_fetsh(docs.rs)",
            "web_fetch(do*cs.rs)",
            "a..b",
            "web_fetch(docs.rs/pa*th)",
            "web_search()",
            "[::1",
            "host name",
        ] {
            assert!(Rule::parse(bad).is_err(), "{bad:?} should be refused");
        }
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "web_fetch(docs.rs)",
            "web_fetch(*.github.com)",
            "web_fetch(*)",
            "web_fetch(a.org/x/*)",
            "web_fetch([::1])",
            "web_search(brave)",
            "browse_script",
        ] {
            assert_eq!(Rule::parse(text).unwrap().to_string(), text);
        }
    }

    // a deny path rule matches every reasonable server reading of the path.
    #[test]
    fn a01_deny_path_rules_match_any_reading() {
        let deny = Rule::parse("web_fetch(127.0.0.1/admin)").unwrap();
        for path in [
            "/admin",
            "/admin/",
            "/admin/users",
            "/%61dmin",
            "/%2561dmin",
            "//admin",
            "///admin//x",
            "/admin;x",
            "/admin;jsessionid=1/users",
            "/admin%2f",
            "/admin%2F..%2Fadmin",
            "/x/..%2fadmin",
            "/x/%2e%2e/admin",
            "/x/..;/admin",
            "/./admin",
            "/x\\..\\admin",
            "/x%5c..%5cadmin",
            "/ADMIN",
            "/Admin/x",
        ] {
            assert!(deny.denies_fetch("127.0.0.1", path), "{path}");
        }
        for path in ["/", "/administrator", "/x/admin", "/adm%69n2", "/x/..admin"] {
            assert!(!deny.denies_fetch("127.0.0.1", path), "{path}");
        }
        // The host is compared in its canonical form.
        for host in [
            "127.0.0.1",
            "::ffff:127.0.0.1",
            "[::ffff:7f00:1]",
            "127.0.0.1.",
        ] {
            assert!(deny.denies_fetch(host, "/admin"), "{host}");
        }
        for rule in [
            "[::ffff:127.0.0.1]",
            "::ffff:7f00:1",
            "0x7f.1",
            "2130706433",
        ] {
            let r = Rule::parse(rule).unwrap();
            assert_eq!(r.to_string(), "web_fetch(127.0.0.1)", "{rule}");
            assert!(r.denies_fetch("127.0.0.1", "/"), "{rule}");
        }
    }

    // an allow path rule matches only a canonical path.
    #[test]
    fn a01_allow_path_rules_match_only_canonical_paths() {
        let allow = Rule::parse("web_fetch(docs.example/guide/*)").unwrap();
        assert!(allow.matches_fetch("docs.example", "/guide/intro"));
        assert!(allow.matches_fetch("docs.example", "/guide/a%20b"));
        for path in [
            "/guide/..%2fadmin",
            "/guide/%2e%2e/admin",
            "/guide/..;/admin",
            "/guide//x",
            "/guide/x;y",
            "/guide/%61",
            "/guide/x%2fy",
            "/guide/x\\y",
        ] {
            assert!(!allow.matches_fetch("docs.example", path), "{path}");
        }
        // Host-only allow rules do not look at the path.
        assert!(
            Rule::parse("docs.example")
                .unwrap()
                .matches_fetch("docs.example", "//x;y")
        );
        assert!(is_canonical_path("/"));
        assert!(is_canonical_path("/a/b/"));
        assert!(!is_canonical_path("/a/./b"));
    }
}
