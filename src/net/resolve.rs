//! Resolve once, check all (C-03): every A and AAAA answer for a name goes through the address
//! check, and only a name whose answers all pass comes out, with the addresses the connection is
//! then pinned to. `GARUDA_WEB_DNS` points the resolver at one server (tests use a fake one on
//! loopback); it changes where names are looked up, never what is accepted.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

use hickory_resolver::TokioResolver;
use hickory_resolver::config::{
    ConnectionConfig, LookupIpStrategy, NameServerConfig, ResolveHosts, ResolverConfig,
};
use hickory_resolver::net::runtime::TokioRuntimeProvider;

use super::Error;
use super::address::{AddressPolicy, AddressSource, check_address};
use super::url_check::{CheckedHost, CheckedUrl};
use crate::env;

/// A DNS resolver with its own small runtime (hickory is async; the rest of the CLI is not).
pub(crate) struct Resolver {
    runtime: tokio::runtime::Runtime,
    inner: TokioResolver,
}

impl std::fmt::Debug for Resolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Resolver")
    }
}

/// Reads `GARUDA_WEB_DNS`, if set.
pub(crate) fn dns_override() -> Result<Option<SocketAddr>, Error> {
    match std::env::var(env::DNS) {
        Ok(v) if !v.trim().is_empty() => v
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| Error::DnsSetting { value: v }),
        _ => Ok(None),
    }
}

impl Resolver {
    /// Builds a resolver for the system's DNS servers, or only `server` when given.
    pub(crate) fn new(server: Option<SocketAddr>) -> Result<Resolver, Error> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| Error::Dns {
                host: "(resolver)".into(),
                reason: e.to_string(),
            })?;
        let inner = runtime.block_on(async { build(server) })?;
        Ok(Resolver { runtime, inner })
    }

    /// Looks up every A and AAAA record of `name`, within `timeout`.
    fn lookup(&self, name: &str, timeout: Duration) -> Result<Vec<IpAddr>, Error> {
        // A fully qualified name: no search-domain guessing from resolv.conf.
        let fqdn = format!("{name}.");
        let failed = |reason: String| Error::Dns {
            host: name.to_string(),
            reason,
        };
        let answer = self.runtime.block_on(async {
            tokio::time::timeout(timeout, self.inner.lookup_ip(fqdn.as_str())).await
        });
        match answer {
            Err(_) => Err(failed(format!(
                "no answer from the DNS server within {}s",
                timeout.as_secs().max(1)
            ))),
            Ok(Err(e)) if e.is_no_records_found() => {
                Err(failed("no such host (no A or AAAA records)".into()))
            }
            Ok(Err(e)) => Err(failed(e.to_string())),
            Ok(Ok(lookup)) => Ok(lookup.iter().collect()),
        }
    }
}

fn build(server: Option<SocketAddr>) -> Result<TokioResolver, Error> {
    let failed = |reason: String| Error::Dns {
        host: "(resolver)".into(),
        reason,
    };
    let mut builder = match server {
        Some(addr) => {
            let mut udp = ConnectionConfig::udp();
            udp.port = addr.port();
            let mut tcp = ConnectionConfig::tcp();
            tcp.port = addr.port();
            let config = ResolverConfig::from_name_servers(vec![NameServerConfig::new(
                addr.ip(),
                true,
                vec![udp, tcp],
            )]);
            hickory_resolver::Resolver::builder_with_config(config, TokioRuntimeProvider::default())
        }
        None => TokioResolver::builder_tokio().map_err(|e| failed(e.to_string()))?,
    };
    let options = builder.options_mut();
    // Both families, so every address a connection could use is checked.
    options.ip_strategy = LookupIpStrategy::Ipv4AndIpv6;
    // The hosts file could map a public-looking name to anything; the checks run on the answers
    // anyway, but one source of truth keeps "one lookup per hop" true.
    options.use_hosts_file = ResolveHosts::Never;
    options.cache_size = 0;
    options.attempts = 2;
    options.timeout = Duration::from_secs(3);
    builder.build().map_err(|e| failed(e.to_string()))
}

/// Lazily built DNS access for one call: most fetches of a literal or cached URL never need it.
#[derive(Debug)]
pub(crate) struct Dns {
    server: Option<SocketAddr>,
    resolver: std::cell::OnceCell<Resolver>,
}

impl Dns {
    /// DNS through the system's servers, or only `server` when given (`GARUDA_WEB_DNS`).
    pub(crate) fn new(server: Option<SocketAddr>) -> Dns {
        Dns {
            server,
            resolver: std::cell::OnceCell::new(),
        }
    }

    fn resolver(&self) -> Result<&Resolver, Error> {
        if let Some(r) = self.resolver.get() {
            return Ok(r);
        }
        let built = Resolver::new(self.server)?;
        Ok(self.resolver.get_or_init(|| built))
    }

    /// Resolves `target` and checks every address; returns the addresses to pin the
    /// connection to.
    ///
    /// IP literals were checked by the URL check; loopback names (`localhost`) never go to DNS
    /// (RFC 6761) and mean 127.0.0.1 and ::1, which the URL check only lets through when
    /// loopback is allowed.
    pub(crate) fn resolve_checked(
        &self,
        target: &CheckedUrl,
        policy: &AddressPolicy,
        timeout: Duration,
    ) -> Result<Vec<IpAddr>, Error> {
        match &target.host {
            CheckedHost::Ip(ip) => Ok(vec![*ip]),
            CheckedHost::LoopbackName(_) => Ok(vec![
                IpAddr::V4(Ipv4Addr::LOCALHOST),
                IpAddr::V6(Ipv6Addr::LOCALHOST),
            ]),
            CheckedHost::Name(name) => {
                let answers = self.resolve_unchecked(name, timeout)?;
                for ip in &answers {
                    check_address(*ip, policy, AddressSource::Dns).map_err(|refusal| {
                        Error::Address {
                            host: name.clone(),
                            refusal,
                        }
                    })?;
                }
                Ok(answers)
            }
        }
    }

    /// Resolves a name without checking the answers: only for the user's own proxy (C-07).
    pub(crate) fn resolve_unchecked(
        &self,
        name: &str,
        timeout: Duration,
    ) -> Result<Vec<IpAddr>, Error> {
        if let Ok(ip) = name.trim_matches(['[', ']']).parse::<IpAddr>() {
            return Ok(vec![ip]);
        }
        let answers = self.resolver()?.lookup(name, timeout)?;
        if answers.is_empty() {
            return Err(Error::Dns {
                host: name.to_string(),
                reason: "no addresses in the answer".into(),
            });
        }
        Ok(answers)
    }
}
