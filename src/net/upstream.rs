//! The user's own proxy (C-07): which one the environment names for a target, and the tunnel
//! through it to an address that already passed the checks (C-03).
//!
//! `https_proxy`/`HTTPS_PROXY` (for https targets) or `http_proxy`/`HTTP_PROXY` (for http
//! targets), else `all_proxy`/`ALL_PROXY`, lower case first as curl reads them; `no_proxy`/
//! `NO_PROXY` lists hosts that go direct. Supported: `http://` proxies (CONNECT) and
//! `socks5://`; `socks5h://` only with `web.proxyConnectByName`. Anything else (`https://`
//! proxies, `socks4://`, a value that does not parse) is an error when the proxy would be used,
//! never a silent direct connection.
//!
//! By default the tunnel is opened to the **checked IP address** (`CONNECT 203.0.113.7:443`,
//! SOCKS5 with an IPv4/IPv6 address), so the proxy cannot resolve the name a second time and be
//! rebound into its own network (C-03). SNI and `Host` still carry the name. For proxies that
//! accept only names, `web.proxyConnectByName: true` sends the name instead; the output's `via`
//! says which mode was used.
//!
//! The proxy's own address is the user's choice and is not checked (C-07). This module opens
//! sockets only to the proxy, only for the client in `client.rs`.

use std::io::{Read, Write};
use std::net::{IpAddr, SocketAddr};

use base64::Engine as _;
use ipnet::IpNet;
use ureq::unversioned::transport::{ConnectionDetails, Connector, Transport, TransportAdapter};
use url::Url;

use super::Error;
use crate::env;

/// How garuda-web speaks to the proxy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ProxyProtocol {
    /// An HTTP proxy: `CONNECT host:port`.
    Http,
    /// SOCKS5, the target sent as an address.
    Socks5,
    /// SOCKS5 with remote name resolution: the target sent as a name.
    Socks5h,
}

/// One proxy server from the environment.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct ProxyServer {
    /// How to speak to it.
    pub(crate) protocol: ProxyProtocol,
    /// Its host (a name or an IP, without brackets).
    pub(crate) host: String,
    /// Its port.
    pub(crate) port: u16,
    user: Option<String>,
    password: Option<String>,
}

impl std::fmt::Debug for ProxyServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Credentials are never shown.
        f.debug_struct("ProxyServer")
            .field("protocol", &self.protocol)
            .field("host", &self.host)
            .field("port", &self.port)
            .field("credentials", &self.user.is_some())
            .finish()
    }
}

impl ProxyServer {
    /// `host:port` as shown in `via` (IPv6 in brackets), without credentials.
    pub(crate) fn host_port(&self) -> String {
        match self.host.parse::<IpAddr>() {
            Ok(IpAddr::V6(v6)) => format!("[{v6}]:{}", self.port),
            _ => format!("{}:{}", self.host, self.port),
        }
    }
}

/// A proxy variable that cannot be used: why, and which variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProxyProblem {
    /// The variable's name, e.g. `ALL_PROXY`.
    pub(crate) variable: String,
    /// Why it cannot be used, as a clause.
    pub(crate) reason: String,
}

/// The proxies the environment names (C-07), read once per call.
#[derive(Debug, Clone, Default)]
pub(crate) struct Upstream {
    https: Option<Result<ProxyServer, ProxyProblem>>,
    http: Option<Result<ProxyServer, ProxyProblem>>,
    no_proxy: Vec<String>,
    connect_by_name: bool,
}

/// What the client should do for one target.
#[derive(Debug, Clone)]
pub(crate) struct Route {
    /// The proxy.
    pub(crate) proxy: ProxyServer,
    /// True when the target is sent by name (`web.proxyConnectByName`, or `socks5h://`).
    pub(crate) by_name: bool,
}

impl Route {
    /// The `via` text of the output: the proxy and the mode, e.g.
    /// `127.0.0.1:3128 (CONNECT by address)`.
    pub(crate) fn via(&self) -> String {
        let protocol = match self.proxy.protocol {
            ProxyProtocol::Http => "CONNECT",
            ProxyProtocol::Socks5 | ProxyProtocol::Socks5h => "SOCKS5",
        };
        let mode = if self.by_name { "name" } else { "address" };
        format!("{} ({protocol} by {mode})", self.proxy.host_port())
    }
}

impl Upstream {
    /// The proxies of this process's environment; `connect_by_name` is
    /// `web.proxyConnectByName`.
    pub(crate) fn from_env(connect_by_name: bool) -> Upstream {
        Upstream::from_vars(env::value, connect_by_name)
    }

    /// The proxies named by `var` (a lookup of environment variables).
    pub(crate) fn from_vars(
        var: impl Fn(&str) -> Option<String>,
        connect_by_name: bool,
    ) -> Upstream {
        let first = |names: &[&str]| {
            names.iter().find_map(|name| {
                let value = var(name)?;
                let value = value.trim().to_owned();
                (!value.is_empty()).then(|| ((*name).to_owned(), value))
            })
        };
        let parse = |found: Option<(String, String)>| {
            found.map(|(variable, value)| parse_proxy(&value, connect_by_name, &variable))
        };
        let https = first(&env::HTTPS_PROXY).or_else(|| first(&env::ALL_PROXY));
        let http = first(&env::HTTP_PROXY).or_else(|| first(&env::ALL_PROXY));
        let no_proxy = first(&env::NO_PROXY)
            .map(|(_, v)| {
                v.split(',')
                    .map(|e| e.trim().to_ascii_lowercase())
                    .filter(|e| !e.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        Upstream {
            https: parse(https),
            http: parse(http),
            no_proxy,
            connect_by_name,
        }
    }

    /// The route for `url` whose host is `host` (lower-case, no brackets): `None` to connect
    /// directly (no proxy configured for its scheme, or `NO_PROXY` lists it), else the proxy.
    /// A configured proxy that cannot be used is an error, never a direct connection.
    pub(crate) fn route(&self, url: &Url, host: &str) -> Result<Option<Route>, Error> {
        let configured = match url.scheme() {
            "https" => &self.https,
            _ => &self.http,
        };
        let Some(configured) = configured else {
            return Ok(None);
        };
        if no_proxy_matches(&self.no_proxy, host) {
            return Ok(None);
        }
        match configured {
            Ok(proxy) => Ok(Some(Route {
                proxy: proxy.clone(),
                by_name: self.connect_by_name || proxy.protocol == ProxyProtocol::Socks5h,
            })),
            Err(problem) => Err(Error::ProxySetting {
                variable: problem.variable.clone(),
                reason: problem.reason.clone(),
            }),
        }
    }
}

/// Parses one proxy variable's value (`variable` names it in the problem). A value without a
/// scheme is an HTTP proxy (as curl). The one judge of a proxy value: fetching uses it through
/// [`Upstream::from_vars`], and `config check` (K-03) calls it so that it approves exactly the
/// values a fetch accepts.
pub(crate) fn parse_proxy(
    value: &str,
    connect_by_name: bool,
    variable: &str,
) -> Result<ProxyServer, ProxyProblem> {
    let problem = |reason: String| ProxyProblem {
        variable: variable.to_owned(),
        reason,
    };
    let text = if value.contains("://") {
        value.to_owned()
    } else {
        format!("http://{value}")
    };
    let url = Url::parse(&text).map_err(|e| problem(format!("it is not a proxy URL ({e})")))?;
    let protocol = match url.scheme() {
        "http" => ProxyProtocol::Http,
        "socks5" | "socks" => ProxyProtocol::Socks5,
        "socks5h" if connect_by_name => ProxyProtocol::Socks5h,
        "socks5h" => {
            return Err(problem(
                "socks5h:// makes the proxy resolve names again, which lets a rebinding DNS \
                 answer reach the proxy's own network; use socks5:// (garuda-web resolves and \
                 checks the name, then sends the address), or set web.proxyConnectByName: true \
                 in config.json to accept it"
                    .to_owned(),
            ));
        }
        other => {
            return Err(problem(format!(
                "{other}:// proxies are not supported (only http:// and socks5://)"
            )));
        }
    };
    let host = match url.host() {
        Some(url::Host::Domain(d)) => d.to_owned(),
        Some(url::Host::Ipv4(a)) => a.to_string(),
        Some(url::Host::Ipv6(a)) => a.to_string(),
        None => return Err(problem("it names no proxy host".to_owned())),
    };
    let default_port = match protocol {
        ProxyProtocol::Http => 80,
        ProxyProtocol::Socks5 | ProxyProtocol::Socks5h => 1080,
    };
    let decode = |s: &str| {
        percent_decode(s).map_err(|()| problem("its user name or password is not UTF-8".into()))
    };
    let user = match url.username() {
        "" => None,
        u => Some(decode(u)?),
    };
    let password = url.password().map(decode).transpose()?;
    Ok(ProxyServer {
        protocol,
        host,
        port: url.port().unwrap_or(default_port),
        user,
        password,
    })
}

fn percent_decode(s: &str) -> Result<String, ()> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(h), Some(l)) = (
                bytes.get(i + 1).copied().and_then(hex),
                bytes.get(i + 2).copied().and_then(hex),
            )
        {
            out.push((h * 16 + l) as u8);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).map_err(|_| ())
}

/// True when a `NO_PROXY` entry covers `host`: `*`; the host itself or a parent domain
/// (`example.com`, `.example.com`, `*.example.com`); an IP address or CIDR range containing an
/// IP-literal host. A `:port` on an entry is ignored.
fn no_proxy_matches(entries: &[String], host: &str) -> bool {
    let host_ip = host.parse::<IpAddr>().ok().map(|ip| ip.to_canonical());
    entries.iter().any(|entry| {
        if entry == "*" {
            return true;
        }
        if let Some(ip) = host_ip {
            let bare = entry.trim_start_matches('[');
            let bare = bare.split(']').next().unwrap_or(bare);
            if let Ok(net) = bare.parse::<IpNet>() {
                return net.contains(&ip);
            }
            return bare.parse::<IpAddr>().is_ok_and(|e| e.to_canonical() == ip);
        }
        let name = entry.split(':').next().unwrap_or(entry);
        let name = name.trim_start_matches("*.").trim_start_matches('.');
        !name.is_empty() && (host == name || host.ends_with(&format!(".{name}")))
    })
}

/// Where the tunnel should lead: a checked address, or (by name) the host name.
#[derive(Debug, Clone)]
pub(crate) enum TunnelTarget {
    /// A checked address (the default).
    Addr(SocketAddr),
    /// The host name and port (`web.proxyConnectByName`, `socks5h://`).
    Name(String, u16),
}

impl TunnelTarget {
    /// `host:port` as CONNECT writes it.
    fn authority(&self) -> String {
        match self {
            TunnelTarget::Addr(addr) => addr.to_string(),
            TunnelTarget::Name(name, port) => format!("{name}:{port}"),
        }
    }
}

/// The tunnel to open through a proxy for one request, once the TCP connection to the proxy
/// stands.
#[derive(Debug, Clone)]
pub(crate) struct Tunnel {
    /// The proxy.
    pub(crate) proxy: ProxyServer,
    /// Where the tunnel leads: the first checked address, or the name.
    pub(crate) target: TunnelTarget,
    /// The User-Agent sent with CONNECT.
    pub(crate) user_agent: &'static str,
}

/// The largest CONNECT answer head read from an HTTP proxy.
const MAX_CONNECT_HEAD: usize = 16 * 1024;

impl Tunnel {
    /// CONNECT or the SOCKS5 handshake on a fresh connection to the proxy.
    fn handshake(&self, stream: &mut (impl Read + Write)) -> Result<(), String> {
        match self.proxy.protocol {
            ProxyProtocol::Http => self.http_connect(stream, &self.target),
            ProxyProtocol::Socks5 | ProxyProtocol::Socks5h => {
                self.socks5_connect(stream, &self.target)
            }
        }
    }

    /// `CONNECT host:port` and a 2xx answer.
    fn http_connect(
        &self,
        stream: &mut (impl Read + Write),
        target: &TunnelTarget,
    ) -> Result<(), String> {
        let authority = target.authority();
        let mut head = format!(
            "CONNECT {authority} HTTP/1.1\r\nHost: {authority}\r\nUser-Agent: {}\r\n",
            self.user_agent
        );
        if self.proxy.user.is_some() || self.proxy.password.is_some() {
            let pair = format!(
                "{}:{}",
                self.proxy.user.as_deref().unwrap_or(""),
                self.proxy.password.as_deref().unwrap_or("")
            );
            let encoded = base64::engine::general_purpose::STANDARD.encode(pair);
            head.push_str(&format!("Proxy-Authorization: Basic {encoded}\r\n"));
        }
        head.push_str("\r\n");
        stream
            .write_all(head.as_bytes())
            .and_then(|()| stream.flush())
            .map_err(|e| format!("the proxy connection failed: {e}"))?;
        // Read the answer head byte by byte: nothing after it belongs to us.
        let mut answer = Vec::new();
        let mut byte = [0u8; 1];
        while !answer.ends_with(b"\r\n\r\n") {
            if answer.len() > MAX_CONNECT_HEAD {
                return Err("the proxy's answer to CONNECT is too long".into());
            }
            match stream.read(&mut byte) {
                Ok(0) => return Err("the proxy closed the connection after CONNECT".into()),
                Ok(_) => answer.push(byte[0]),
                Err(e) => return Err(format!("the proxy did not answer CONNECT: {e}")),
            }
        }
        let text = String::from_utf8_lossy(&answer);
        let status_line = text.lines().next().unwrap_or("");
        let status = status_line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse::<u16>().ok());
        match status {
            Some(200..=299) => Ok(()),
            _ => Err(format!(
                "the proxy refused CONNECT {authority}: {}",
                status_line.chars().take(100).collect::<String>()
            )),
        }
    }

    /// The SOCKS5 handshake (RFC 1928, user/password per RFC 1929) for `target`.
    fn socks5_connect(
        &self,
        stream: &mut (impl Read + Write),
        target: &TunnelTarget,
    ) -> Result<(), String> {
        let io = |e: std::io::Error| format!("the SOCKS5 proxy connection failed: {e}");
        let with_auth = self.proxy.user.is_some();
        let greeting: &[u8] = if with_auth { &[5, 2, 0, 2] } else { &[5, 1, 0] };
        stream
            .write_all(greeting)
            .and_then(|()| stream.flush())
            .map_err(io)?;
        let mut reply = [0u8; 2];
        stream.read_exact(&mut reply).map_err(io)?;
        match reply {
            [5, 0] => {}
            [5, 2] if with_auth => {
                let user = self.proxy.user.as_deref().unwrap_or("").as_bytes();
                let pass = self.proxy.password.as_deref().unwrap_or("").as_bytes();
                let (Ok(ulen), Ok(plen)) = (u8::try_from(user.len()), u8::try_from(pass.len()))
                else {
                    return Err("the SOCKS5 user name or password is too long".into());
                };
                let mut auth = vec![1, ulen];
                auth.extend_from_slice(user);
                auth.push(plen);
                auth.extend_from_slice(pass);
                stream
                    .write_all(&auth)
                    .and_then(|()| stream.flush())
                    .map_err(io)?;
                let mut status = [0u8; 2];
                stream.read_exact(&mut status).map_err(io)?;
                if status[1] != 0 {
                    return Err("the SOCKS5 proxy refused the user name and password".into());
                }
            }
            [5, 0xff] => return Err("the SOCKS5 proxy accepts none of our login methods".into()),
            _ => return Err("the proxy does not speak SOCKS5".into()),
        }
        let mut request = vec![5, 1, 0];
        let port = match target {
            TunnelTarget::Addr(SocketAddr::V4(a)) => {
                request.push(1);
                request.extend_from_slice(&a.ip().octets());
                a.port()
            }
            TunnelTarget::Addr(SocketAddr::V6(a)) => {
                request.push(4);
                request.extend_from_slice(&a.ip().octets());
                a.port()
            }
            TunnelTarget::Name(name, port) => {
                let Ok(len) = u8::try_from(name.len()) else {
                    return Err("the host name is too long for SOCKS5".into());
                };
                request.push(3);
                request.push(len);
                request.extend_from_slice(name.as_bytes());
                *port
            }
        };
        request.extend_from_slice(&port.to_be_bytes());
        stream
            .write_all(&request)
            .and_then(|()| stream.flush())
            .map_err(io)?;
        let mut head = [0u8; 4];
        stream.read_exact(&mut head).map_err(io)?;
        if head[0] != 5 {
            return Err("the proxy does not speak SOCKS5".into());
        }
        if head[1] != 0 {
            return Err(format!(
                "the SOCKS5 proxy refused {}: {}",
                target.authority(),
                socks5_reply(head[1])
            ));
        }
        // The bound address, which we do not need.
        let rest = match head[3] {
            1 => 4 + 2,
            4 => 16 + 2,
            3 => {
                let mut len = [0u8; 1];
                stream.read_exact(&mut len).map_err(io)?;
                usize::from(len[0]) + 2
            }
            _ => return Err("the SOCKS5 proxy sent a malformed answer".into()),
        };
        let mut skip = vec![0u8; rest];
        stream.read_exact(&mut skip).map_err(io)
    }
}

fn socks5_reply(code: u8) -> &'static str {
    match code {
        1 => "general failure",
        2 => "not allowed by its rules",
        3 => "network unreachable",
        4 => "host unreachable",
        5 => "connection refused",
        6 => "TTL expired",
        7 => "command not supported",
        8 => "address type not supported",
        _ => "unknown error",
    }
}

/// The link of the client's connector chain after the TCP connector: when the request goes
/// through a proxy, the TCP connection stands to the proxy (the pinned resolver answered with
/// the proxy's addresses) and this opens the tunnel on it; otherwise it passes the connection
/// on untouched. TLS to the target comes after it, with the target's name.
#[derive(Debug)]
pub(crate) struct TunnelConnector(pub(crate) Option<Tunnel>);

impl<In: Transport> Connector<In> for TunnelConnector {
    type Out = In;

    fn connect(
        &self,
        details: &ConnectionDetails,
        chained: Option<In>,
    ) -> Result<Option<Self::Out>, ureq::Error> {
        let Some(tunnel) = &self.0 else {
            return Ok(chained);
        };
        let Some(transport) = chained else {
            return Ok(None);
        };
        let mut io = TransportAdapter::new(transport, details.current_time.clone());
        io.set_timeout(details.timeout);
        tunnel
            .handshake(&mut io)
            .map_err(ureq::Error::ConnectProxyFailed)?;
        Ok(Some(io.into_inner()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upstream(vars: &[(&str, &str)], by_name: bool) -> Upstream {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Upstream::from_vars(
            |name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()),
            by_name,
        )
    }

    fn route(u: &Upstream, url: &str) -> Result<Option<Route>, Error> {
        let url = Url::parse(url).unwrap();
        let host = url.host_str().unwrap().trim_matches(['[', ']']).to_owned();
        u.route(&url, &host)
    }

    #[test]
    fn c07_scheme_specific_variables_win_over_all_proxy() {
        let u = upstream(
            &[
                ("ALL_PROXY", "socks5://127.0.0.1:1080"),
                ("HTTPS_PROXY", "http://127.0.0.1:3128"),
            ],
            false,
        );
        let r = route(&u, "https://example.com/").unwrap().unwrap();
        assert_eq!(r.proxy.protocol, ProxyProtocol::Http);
        assert_eq!(r.via(), "127.0.0.1:3128 (CONNECT by address)");
        let r = route(&u, "http://example.com/").unwrap().unwrap();
        assert_eq!(r.proxy.protocol, ProxyProtocol::Socks5);
        assert_eq!(r.via(), "127.0.0.1:1080 (SOCKS5 by address)");
        let u = upstream(&[("all_proxy", "socks5://u:p%40ss@[::1]")], true);
        let r = route(&u, "https://example.com/").unwrap().unwrap();
        assert_eq!(r.via(), "[::1]:1080 (SOCKS5 by name)");
        assert_eq!(r.proxy.password.as_deref(), Some("p@ss"));
        assert!(!format!("{:?}", r.proxy).contains("p@ss"));
    }

    #[test]
    fn c07_unusable_proxies_are_errors_not_bypasses() {
        for value in [
            "socks5h://127.0.0.1:1080",
            "socks4://127.0.0.1:1080",
            "https://proxy.example:443",
            "http://",
        ] {
            let u = upstream(&[("ALL_PROXY", value)], false);
            assert!(
                matches!(
                    route(&u, "https://example.com/"),
                    Err(Error::ProxySetting { .. })
                ),
                "{value}"
            );
        }
        let u = upstream(&[("ALL_PROXY", "socks5h://127.0.0.1:1080")], true);
        let r = route(&u, "https://example.com/").unwrap().unwrap();
        assert!(r.by_name);
        assert_eq!(r.proxy.protocol, ProxyProtocol::Socks5h);
    }

    #[test]
    fn c07_no_proxy_entries() {
        let u = upstream(
            &[
                ("HTTPS_PROXY", "127.0.0.1:3128"),
                (
                    "NO_PROXY",
                    "Example.com, .internal.test,10.0.0.0/8, [2001:db8::1]:443",
                ),
            ],
            false,
        );
        for direct in [
            "https://example.com/",
            "https://www.example.com/",
            "https://a.internal.test/",
            "https://10.1.2.3/",
            "https://[2001:db8::1]/",
        ] {
            assert!(route(&u, direct).unwrap().is_none(), "{direct}");
        }
        for proxied in [
            "https://notexample.com/",
            "https://internal.test.evil/",
            "https://11.0.0.1/",
            "https://[2001:db8::2]/",
        ] {
            assert!(route(&u, proxied).unwrap().is_some(), "{proxied}");
        }
        let u = upstream(
            &[("HTTPS_PROXY", "127.0.0.1:3128"), ("no_proxy", "*")],
            false,
        );
        assert!(route(&u, "https://example.com/").unwrap().is_none());
        assert!(
            route(&upstream(&[], false), "https://example.com/")
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn c07_connect_authority_brackets_ipv6() {
        let t = TunnelTarget::Addr("[2001:db8::1]:443".parse().unwrap());
        assert_eq!(t.authority(), "[2001:db8::1]:443");
        let t = TunnelTarget::Addr("203.0.113.7:8443".parse().unwrap());
        assert_eq!(t.authority(), "203.0.113.7:8443");
    }
}
