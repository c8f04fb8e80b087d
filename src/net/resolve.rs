//! DNS lookups (C-03): every A and AAAA answer for a name, from the system's servers or from the
//! one server `GARUDA_WEB_DNS` names (tests use a fake one on loopback; it changes where names
//! are looked up, never what is accepted).
//!
//! This module only looks names up. Checking the answers and pinning the connection to them is
//! [`super::dial`]'s job; nothing outside `net/` should call [`Dns::resolve_unchecked`] except
//! for the user's own proxy (C-07) and `config check`'s probe.
//!
//! [`Dns`] is `Send + Sync` and may be shared by many threads (the browser proxy, B-10). It
//! owns a small current-thread tokio runtime; a lookup made from inside another tokio runtime
//! runs on a short-lived helper thread, so calling it from async code never panics.

use std::net::{IpAddr, SocketAddr};
use std::sync::OnceLock;
use std::time::Duration;

use hickory_resolver::TokioResolver;
use hickory_resolver::config::{
    ConnectionConfig, LookupIpStrategy, NameServerConfig, ResolveHosts, ResolverConfig,
};
use hickory_resolver::net::NetError;
use hickory_resolver::net::runtime::TokioRuntimeProvider;

use super::Error;
use crate::env;

/// How long one lookup may take when the caller has no tighter budget.
pub(crate) const DEFAULT_LOOKUP_TIMEOUT: Duration = Duration::from_secs(10);

/// Reads `GARUDA_WEB_DNS`, if set.
pub(crate) fn dns_override() -> Result<Option<SocketAddr>, Error> {
    match env::value(env::DNS) {
        Some(v) if !v.trim().is_empty() => v
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| Error::DnsSetting { value: v }),
        _ => Ok(None),
    }
}

/// DNS access, built lazily on the first lookup (most fetches of a literal or cached URL never
/// need it). Cheap to create; share one per process or per call.
pub(crate) struct Dns {
    server: Option<SocketAddr>,
    lookup_timeout: Duration,
    resolver: OnceLock<Result<Resolver, String>>,
}

impl std::fmt::Debug for Dns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dns")
            .field("server", &self.server)
            .field("lookup_timeout", &self.lookup_timeout)
            .finish_non_exhaustive()
    }
}

/// The built resolver and the runtime it runs on.
struct Resolver {
    runtime: tokio::runtime::Runtime,
    inner: TokioResolver,
}

impl Dns {
    /// DNS through the system's servers, or only `server` when given (`GARUDA_WEB_DNS`), with
    /// [`DEFAULT_LOOKUP_TIMEOUT`] per lookup.
    pub(crate) fn new(server: Option<SocketAddr>) -> Dns {
        Dns {
            server,
            lookup_timeout: DEFAULT_LOOKUP_TIMEOUT,
            resolver: OnceLock::new(),
        }
    }

    /// The same, with another per-lookup timeout for [`super::dial::checked_addrs`]; only the
    /// unit tests want one (a short wait on a server that never answers).
    #[cfg(test)]
    pub(crate) fn with_lookup_timeout(mut self, timeout: Duration) -> Dns {
        self.lookup_timeout = timeout;
        self
    }

    /// The per-lookup timeout used when the caller gives none (read by
    /// [`super::dial::checked_addrs`], the browser proxy's entry point, B-10).
    pub(crate) fn lookup_timeout(&self) -> Duration {
        self.lookup_timeout
    }

    fn resolver(&self) -> Result<&Resolver, Error> {
        self.resolver
            .get_or_init(|| Resolver::new(self.server))
            .as_ref()
            .map_err(|reason| Error::Dns {
                host: "(resolver)".into(),
                reason: reason.clone(),
            })
    }

    /// Looks up every A and AAAA record of `name` without checking the answers, within
    /// `timeout`. An IP literal (with or without brackets) is returned as is.
    ///
    /// Only for the user's own proxy (C-07) and diagnostics: anything that connects to the
    /// answers must go through [`super::dial`] instead.
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

impl Resolver {
    fn new(server: Option<SocketAddr>) -> Result<Resolver, String> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| e.to_string())?;
        let inner = {
            // hickory wants a runtime context while it builds.
            let _guard = runtime.enter();
            build(server)?
        };
        Ok(Resolver { runtime, inner })
    }

    /// Runs `future` to completion on this resolver's runtime, from any thread: inside another
    /// tokio runtime (where `block_on` would panic) it runs on a scoped helper thread.
    fn run<F>(&self, future: F) -> F::Output
    where
        F: Future + Send,
        F::Output: Send,
    {
        if tokio::runtime::Handle::try_current().is_err() {
            return self.runtime.block_on(future);
        }
        std::thread::scope(|scope| {
            scope
                .spawn(|| self.runtime.block_on(future))
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        })
    }

    /// Looks up every A and AAAA record of `name`, within `timeout`.
    fn lookup(&self, name: &str, timeout: Duration) -> Result<Vec<IpAddr>, Error> {
        // A fully qualified name: no search-domain guessing from resolv.conf.
        let fqdn = format!("{name}.");
        let failed = |reason: String| Error::Dns {
            host: name.to_string(),
            reason,
        };
        let answer = self.run(async {
            tokio::time::timeout(timeout, self.inner.lookup_ip(fqdn.as_str())).await
        });
        let unreachable = || Error::DnsUnreachable {
            host: name.to_string(),
        };
        match answer {
            // G-03: no server answered (timeouts, refused or unroutable sockets) is not
            // "no such host"; NXDOMAIN and empty answers are.
            Err(_) => Err(unreachable()),
            Ok(Err(e)) if e.is_no_records_found() => {
                Err(failed("no such host (no A or AAAA records)".into()))
            }
            Ok(Err(e)) if no_server_answered(&e) => Err(unreachable()),
            Ok(Err(e)) => Err(failed(e.to_string())),
            Ok(Ok(lookup)) => Ok(lookup.iter().collect()),
        }
    }
}

/// Whether a lookup failed because no DNS server could be reached or answered in time (as
/// opposed to an answer that said no, or a server-side error such as SERVFAIL).
fn no_server_answered(e: &NetError) -> bool {
    matches!(
        e,
        NetError::Timeout | NetError::NoConnections | NetError::Io(_) | NetError::Busy
    ) || e.is_connection_closed()
}

fn build(server: Option<SocketAddr>) -> Result<TokioResolver, String> {
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
        None => TokioResolver::builder_tokio().map_err(|e| e.to_string())?,
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
    builder.build().map_err(|e| e.to_string())
}
