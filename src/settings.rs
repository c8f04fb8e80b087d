//! The one place where flags, environment variables and config.json become decisions. Commands
//! receive these settings and never look at the command line or the environment themselves, so
//! every safety default can be read in one function.

use std::net::SocketAddr;
use std::time::Duration;

use url::Url;

use crate::approval::Approver;
use crate::cache::Cache;
use crate::cli::{FetchArgs, GlobalArgs};
use crate::config::{self, ConfigFile, paths::Paths};
use crate::error::Error;
use crate::net::address::AddressPolicy;
use crate::net::client::Limits;
use crate::net::resolve::dns_override;
use crate::output::Printer;

/// Settings every command shares.
#[derive(Debug)]
pub(crate) struct Common {
    /// How to print.
    pub(crate) printer: Printer,
    /// The user's config.json (defaults with `--no-config` or when absent).
    pub(crate) config: ConfigFile,
    /// Where files live.
    pub(crate) paths: Paths,
}

impl Common {
    /// Loads the configuration the flags ask for; a broken config.json is an error (G-05).
    pub(crate) fn from_args(global: &GlobalArgs) -> Result<Common, Error> {
        let printer = Printer::new(global.json, global.quiet, global.verbose);
        let paths = Paths::discover();
        let config = if global.no_config {
            ConfigFile::default()
        } else {
            config::load(&paths.config_file())?
        };
        Ok(Common {
            printer,
            config,
            paths,
        })
    }
}

/// Everything `fetch` needs to know.
#[derive(Debug)]
pub(crate) struct FetchSettings {
    /// The URL as typed.
    pub(crate) url: String,
    /// First character of the window.
    pub(crate) start: u64,
    /// Characters in the window.
    pub(crate) max_chars: usize,
    /// No HTML conversion.
    pub(crate) raw: bool,
    /// Pretty-print JSON bodies.
    pub(crate) pretty: bool,
    /// Which addresses may be reached (C-02, C-05, C-06).
    pub(crate) address_policy: AddressPolicy,
    /// Time and size limits (C-09).
    pub(crate) limits: Limits,
    /// The DNS server to ask instead of the system's (C-03).
    pub(crate) dns_server: Option<SocketAddr>,
    /// The proxy from the environment (C-07).
    pub(crate) proxy: Option<ureq::Proxy>,
    /// The rules of this call (A-01..A-03).
    pub(crate) approver: Approver,
    /// How this call uses the page cache (F-10, F-11).
    pub(crate) cache_use: CacheUse,
    /// Print headings with offsets instead of text (F-42).
    pub(crate) outline: bool,
}

/// How one fetch uses the page cache.
#[derive(Debug)]
pub(crate) enum CacheUse {
    /// `--no-cache`: neither read nor write.
    Off,
    /// Read a copy up to `max_age` old, else fetch and store.
    ReadWrite {
        /// The cache.
        cache: Cache,
        /// The oldest copy accepted (`--max-age`, else `cache.ttlSeconds`); zero fetches afresh.
        max_age: Duration,
    },
    /// `--offline`: read any cached copy; never the network.
    Offline {
        /// The cache.
        cache: Cache,
    },
}

/// The page cache of this user (F-10).
pub(crate) fn page_cache(common: &Common) -> Cache {
    Cache::new(
        &common.paths.cache_dir,
        Duration::from_secs(common.config.cache.ttl_seconds),
        common.config.cache.max_pages as usize,
    )
}

impl FetchSettings {
    /// Combines the flags, the environment and config.json.
    pub(crate) fn new(
        args: &FetchArgs,
        global: &GlobalArgs,
        common: &Common,
    ) -> Result<FetchSettings, Error> {
        let web = &common.config.web;
        if !web.enabled {
            return Err(config::Error::WebDisabled {
                path: common.paths.config_file(),
            }
            .into());
        }
        let allow_urls = args
            .allow_url
            .iter()
            .map(|u| {
                Url::parse(u).map_err(|e| Error::Usage {
                    message: format!("--allow-url '{u}' is not a URL: {e}"),
                    hint: Some("give the full URL, with https://".into()),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let approver = Approver::from_command_line(&global.allow, &global.deny, &allow_urls)?;
        let timeout = Duration::from_secs(u64::from(args.timeout.unwrap_or(web.timeout_seconds)));
        Ok(FetchSettings {
            url: args.url.clone(),
            start: args.start,
            max_chars: args.max_chars as usize,
            raw: args.raw,
            pretty: args.pretty,
            address_policy: AddressPolicy {
                allow_loopback: args.allow_localhost || web.allow_localhost,
                allow_ranges: web.allow_ranges.clone(),
            },
            limits: Limits {
                timeout,
                connect_timeout: Duration::from_secs(10),
                max_bytes: web.max_bytes,
                max_header_bytes: 64 * 1024,
                max_redirects: 5,
            },
            dns_server: dns_override()?,
            // ureq reads ALL_PROXY, HTTPS_PROXY, HTTP_PROXY (either case) and NO_PROXY.
            proxy: ureq::Proxy::try_from_env(),
            approver,
            cache_use: if args.no_cache {
                CacheUse::Off
            } else if args.offline {
                CacheUse::Offline {
                    cache: page_cache(common),
                }
            } else {
                let ttl = Duration::from_secs(common.config.cache.ttl_seconds);
                CacheUse::ReadWrite {
                    cache: page_cache(common),
                    max_age: args.max_age.map_or(ttl, Duration::from_secs),
                }
            },
            outline: args.outline,
        })
    }
}
