//! The one place where flags, environment variables and config.json become decisions. Commands
//! receive these settings and never look at the command line or the environment themselves, so
//! every safety default can be read in one function.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use url::Url;

use crate::approval::ask::Asker;
use crate::approval::session::{Grants, Session};
use crate::approval::{Approver, Asking, RuleSet, RuleSource};
use crate::cache::Cache;
use crate::cli::{ApprovalArgs, FetchArgs, GlobalArgs, SearchArgs};
use crate::config::{self, ConfigFile, paths::Paths, policy};
use crate::env;
use crate::error::Error;
use crate::net::address::AddressPolicy;
use crate::net::limits::Limits;
use crate::net::resolve::dns_override;
use crate::net::upstream::Upstream;
use crate::output::Printer;
use crate::prompt;

/// Settings every command shares.
#[derive(Debug)]
pub(crate) struct Common {
    /// How to print.
    pub(crate) printer: Printer,
    /// The user's config.json (defaults with `--no-config` or when absent).
    pub(crate) config: ConfigFile,
    /// `--no-config`: config.json and policy.json are not read.
    pub(crate) no_config: bool,
    /// Where files live.
    pub(crate) paths: Paths,
    /// Every allow/deny rule: command line, policy.json, `--policy` files.
    pub(crate) rules: RuleSet,
    /// The approval session, when one can be told.
    pub(crate) session: Option<Session>,
    /// Set when the call is served to an MCP client (M-03, M-05): who asks instead of the
    /// terminal, who hears the progress, and whether the client cancelled.
    pub(crate) served: Option<Served>,
}

/// A call served to an MCP client rather than typed on a command line (SPEC §11), or a step of
/// `browse batch`, whose stdin holds the steps (B-26: `Served::default()`, nobody to ask): the
/// terminal is never read; questions go to `asker` (the client's elicitation, M-03), `None`
/// when the client cannot be asked; `observer` hears each step (progress, M-05); `cancel` is
/// cancelled when the client cancels the call: its requests lose their connections at once,
/// and nothing more is stored.
#[derive(Debug, Clone, Default)]
pub(crate) struct Served {
    /// Who answers approval questions; `None`: nobody (A-03 step 5).
    pub(crate) asker: Option<Arc<dyn Asker>>,
    /// Told each step of the requests.
    pub(crate) observer: Option<crate::net::event::Observer>,
    /// Cancelled when the client cancels the call.
    pub(crate) cancel: crate::net::cancel::Cancel,
}

impl Served {
    /// Whether the client cancelled the call.
    pub(crate) fn cancelled(&self) -> bool {
        self.cancel.is_cancelled()
    }
}

impl Common {
    /// Loads the configuration the flags ask for; a broken config.json is an error (G-05).
    /// `printer` is the call's one printer, built in `run()`.
    /// `approval` holds the call's --allow/--deny/--policy/--session (empty for commands that
    /// take none).
    pub(crate) fn from_args(
        global: &GlobalArgs,
        approval: &ApprovalArgs,
        printer: Printer,
    ) -> Result<Common, Error> {
        Common::load(global.no_config, approval, printer)
    }

    /// [`Common::from_args`] from the one global option it reads, `--no-config` (an MCP
    /// server's calls have no command line of their own, M-01).
    pub(crate) fn load(
        no_config: bool,
        approval: &ApprovalArgs,
        printer: Printer,
    ) -> Result<Common, Error> {
        let paths = Paths::discover();
        // G-04: nothing others can write is obeyed.
        config::trust::check_user_files(&paths, no_config)?;
        let config = if no_config {
            ConfigFile::default()
        } else {
            config::load(&paths.config_file())?
        };
        let rules = load_rules(no_config, approval, &paths)?;
        let session = Session::identify(
            approval.session.as_deref(),
            env::value(env::SESSION).as_deref(),
        );
        Ok(Common {
            printer,
            config,
            no_config,
            paths,
            rules,
            session,
            served: None,
        })
    }

    /// The approver of this call: every rule, the exact `allow_urls`, this session's
    /// grants, and a prompt when stdin and stderr are terminals (a served call asks its
    /// client instead, M-03).
    pub(crate) fn approver(&self, allow_urls: Vec<Url>) -> Approver {
        let asker = match &self.served {
            Some(served) => served.asker.clone(),
            None => prompt::can_ask().then(|| {
                let terminal = prompt::Terminal {
                    color: self.printer.color(),
                };
                Arc::new(terminal) as Arc<dyn Asker>
            }),
        };
        let asking = Asking {
            asker,
            grants: self
                .session
                .clone()
                .map(|s| Grants::new(&self.paths.grants_dir(), s)),
            policy_path: self.paths.policy_file(),
        };
        Approver::new(self.rules.clone(), allow_urls, asking)
    }
}

/// The rules of every source: the user's policy.json (unless `--no-config`), each
/// `--policy FILE`, then `--allow`/`--deny`. A malformed file or rule is an error (G-05).
fn load_rules(no_config: bool, approval: &ApprovalArgs, paths: &Paths) -> Result<RuleSet, Error> {
    let mut rules = RuleSet::default();
    if !no_config {
        let path = paths.policy_file();
        if let Some(file) = policy::load(&path, policy::Origin::User)? {
            rules.add_policy(file, &RuleSource::UserPolicy(path));
        }
    }
    for path in &approval.policy {
        if let Some(file) = policy::load(path, policy::Origin::Flag)? {
            rules.add_policy(file, &RuleSource::PolicyFile(path.clone()));
        }
    }
    rules.add_command_line(&approval.allow, &approval.deny)?;
    Ok(rules)
}

/// Everything `fetch` needs to know.
#[derive(Debug)]
pub(crate) struct FetchSettings {
    /// The URLs as typed, `-` replaced by the lines of stdin (F-12).
    pub(crate) urls: Vec<String>,
    /// `-o FILE`: the whole page goes to this file (F-01).
    pub(crate) output: Option<std::path::PathBuf>,
    /// `--bare`: the window's text without the block framing (F-01).
    pub(crate) bare: bool,
    /// First character of the window.
    pub(crate) start: u64,
    /// Characters in the window.
    pub(crate) max_chars: usize,
    /// How the body becomes text (`--raw`, `--pretty`, `--main`): also the cache key's mode and the
    /// `[More: …]` line's flags.
    pub(crate) mode: crate::page::Mode,
    /// Which addresses may be reached (C-02, C-05, C-06).
    pub(crate) address_policy: AddressPolicy,
    /// Time and size limits (C-09).
    pub(crate) limits: Limits,
    /// The DNS server to ask instead of the system's (C-03).
    pub(crate) dns_server: Option<SocketAddr>,
    /// The proxies from the environment (C-07).
    pub(crate) proxy: Upstream,
    /// The rules of this call (A-01..A-03).
    pub(crate) approver: Approver,
    /// How this call uses the page cache (F-10, F-11).
    pub(crate) cache_use: CacheUse,
    /// Print headings with offsets instead of text (F-42).
    pub(crate) outline: bool,
    /// `--snapshot`: the sha256 prefix of the text the offsets came from (F-11).
    pub(crate) snapshot: Option<String>,
    /// Set when the call is served to an MCP client (progress, cancel; M-05).
    pub(crate) served: Option<Served>,
    /// `--render`: where and when the page is rendered in the browser (F-13).
    pub(crate) render: Option<RenderSettings>,
}

/// How `fetch --render` reaches the browser (F-13): the browse machinery's settings (B-01,
/// B-02, B-10, B-12) as this fetch decides them.
#[derive(Debug, Clone)]
pub(crate) struct RenderSettings {
    /// `--render auto`: only a page the plain fetch finds needs JavaScript (F-07).
    pub(crate) auto: bool,
    /// The browser section and the proxy's settings. Its local setting is this fetch's
    /// (`--allow-localhost`, `web.allowLocalhost`) for a session the render starts.
    pub(crate) browse: BrowseSettings,
    /// The running browse session to render in, when the call names one (`--session`,
    /// `GARUDA_WEB_BROWSE_SESSION`): warm, and left running.
    pub(crate) named_session: Option<String>,
    /// The session this call starts when no named one runs, closed when the call ends.
    pub(crate) throwaway_session: String,
    /// Who approves the navigations the page starts (B-12): the same rules as the fetch.
    pub(crate) navigation: crate::browse::protocol::NavApproval,
    /// The state dir (the sessions' `run/`, screenshots).
    pub(crate) state_dir: std::path::PathBuf,
}

/// Who approves the navigations a page in the browser starts (B-12): the call's allow rules of
/// every source, its approval session's grants, and the policy.json "always" writes to.
pub(crate) fn navigation_approval(common: &Common) -> crate::browse::protocol::NavApproval {
    crate::browse::protocol::NavApproval {
        allow: common
            .rules
            .allow()
            .iter()
            .map(|r| r.rule.to_string())
            .collect(),
        allow_urls: Vec::new(),
        grants: common
            .session
            .as_ref()
            .map(|s| crate::browse::protocol::GrantsPlace {
                dir: common.paths.grants_dir().display().to_string(),
                session: s.id.clone(),
            }),
        policy_path: common.paths.policy_file().display().to_string(),
    }
}

impl RenderSettings {
    /// F-13: the render settings of a fetch whose local switch is `allow_loopback`.
    fn new(
        when: crate::cli::RenderWhen,
        options: &FetchOptions,
        allow_loopback: bool,
        common: &Common,
    ) -> Result<RenderSettings, Error> {
        // The session is chosen below: a named one that runs, else this call's own.
        let mut browse = BrowseSettings::new(allow_loopback, &ApprovalArgs::default(), common)?;
        // The fetch's local switch, not browse's: a config's browser.allowLocal does not widen
        // what a fetch reaches (C-05).
        browse.allow_local = allow_loopback;
        browse.net.allow_local = allow_loopback;
        // A running session named with --session may have browse's wider local setting: the
        // render narrows it to loopback with --allow-localhost, and to nothing without.
        browse.net.local_cap = if allow_loopback {
            crate::browse::protocol::LocalCap::Loopback
        } else {
            crate::browse::protocol::LocalCap::Off
        };
        if let Some(timeout) = options.timeout {
            browse.timeout_secs = u64::from(timeout);
        }
        let named_session = options
            .session
            .clone()
            .or_else(|| env::value(env::BROWSE_SESSION).filter(|s| !s.is_empty()))
            .filter(|name| crate::browse::run_dir::check_session_name(name).is_ok());
        Ok(RenderSettings {
            auto: when == crate::cli::RenderWhen::Auto,
            browse,
            named_session,
            throwaway_session: format!("render-{}", std::process::id()),
            navigation: navigation_approval(common),
            state_dir: common.paths.state_dir.clone(),
        })
    }
}

/// `--render auto` as two words: the shell gives `auto` as the first URL (`--render` takes its
/// value only as `--render=auto`, so that `--render URL` reads URL as the page). Returns the
/// render setting and the URLs without that word.
fn render_word(
    render: Option<crate::cli::RenderWhen>,
    urls: &[String],
) -> Result<(Option<crate::cli::RenderWhen>, Vec<String>), Error> {
    use crate::cli::RenderWhen;
    let mut urls = urls.to_vec();
    let mut render = render;
    if render == Some(RenderWhen::Always)
        && let Some(i) = urls.iter().position(|u| u == "auto")
    {
        urls.remove(i);
        render = Some(RenderWhen::Auto);
        if urls.is_empty() {
            return Err(Error::Usage {
                message: "--render auto needs a URL to fetch".into(),
                hint: Some("e.g. garuda-web fetch --render auto https://example.com/".into()),
            });
        }
    }
    Ok((render, urls))
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
        &common.paths.cache_key_file(),
        Duration::from_secs(common.config.cache.ttl_seconds),
        common.config.cache.max_pages as usize,
    )
}

impl FetchSettings {
    /// fetch's `page_needs_javascript` hint (F-07, F-13): this fetch again with `--render`, as
    /// a command that runs as printed: its local switch for a page on a loopback host, and the
    /// page's host approved as the fetch was (`web_fetch(H)` decides both).
    pub(crate) fn render_hint(&self, url: &str) -> String {
        use crate::sanitize::shell_quote;
        let mut hint = String::from("garuda-web fetch --render ");
        let host = Url::parse(url)
            .ok()
            .and_then(|u| u.host_str().map(|h| h.trim_matches(['[', ']']).to_string()));
        if let Some(host) = host {
            if self.address_policy.allow_loopback && crate::net::proxy::names_local(&host) {
                hint.push_str("--allow-localhost ");
            }
            hint.push_str(&format!("--allow {} ", shell_quote(&host)));
        }
        hint.push_str(&shell_quote(url));
        hint
    }

    /// The settings of a typed `fetch`: its flags as [`FetchOptions`] (each `-` replaced by
    /// the lines of stdin, F-12), resolved by [`FetchSettings::resolve`]. The global flags
    /// (rules, policy files, session) are already in `common`.
    pub(crate) fn new(args: &FetchArgs, common: &Common) -> Result<FetchSettings, Error> {
        let mut options = FetchOptions::from(args);
        let (render, typed) = render_word(options.render, &options.urls)?;
        options.render = render;
        options.urls = expand_stdin(&typed)?;
        FetchSettings::resolve(&options, common)
    }

    /// Combines what the options mean with the environment and config.json: the one step
    /// from options to decisions, for a typed `fetch`, a `search --fetch` page and an MCP
    /// `web_fetch` alike (the fetch reads no flag after it).
    pub(crate) fn resolve(options: &FetchOptions, common: &Common) -> Result<FetchSettings, Error> {
        let web = &common.config.web;
        if !web.enabled {
            return Err(config::Error::WebDisabled {
                path: common.paths.config_file(),
            }
            .into());
        }
        let allow_urls = options
            .allow_url
            .iter()
            .map(|u| {
                Url::parse(u).map_err(|e| Error::Usage {
                    message: format!("--allow-url '{u}' is not a URL: {e}"),
                    hint: Some("give the full URL, with https://".into()),
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if options.bare && common.printer.json {
            return Err(Error::Usage {
                message: "--bare prints text without any framing; it cannot be combined with \
                          --json"
                    .into(),
                hint: Some("drop one of them: --json already gives the text as `content`".into()),
            });
        }
        let urls = options.urls.clone();
        if options.output.is_some() && urls.len() != 1 {
            return Err(Error::Usage {
                message: format!("-o writes one page, but {} URLs were given", urls.len()),
                hint: Some("fetch one URL per -o FILE".into()),
            });
        }
        if options.snapshot.is_some() && urls.len() != 1 {
            return Err(Error::Usage {
                message: format!(
                    "--snapshot names the text of one page, but {} URLs were given",
                    urls.len()
                ),
                hint: Some("page through one URL at a time, as its [More: …] line does".into()),
            });
        }
        let approver = common.approver(allow_urls);
        let timeout =
            Duration::from_secs(u64::from(options.timeout.unwrap_or(web.timeout_seconds)));
        let allow_loopback = options.allow_localhost || web.allow_localhost;
        let render = options
            .render
            .map(|when| RenderSettings::new(when, options, allow_loopback, common))
            .transpose()?;
        Ok(FetchSettings {
            urls,
            output: options.output.clone(),
            bare: options.bare,
            start: options.start,
            max_chars: options.max_chars as usize,
            mode: crate::page::Mode {
                raw: options.raw,
                pretty_json: options.pretty,
                main_content: options.main,
                rendered: false,
            },
            address_policy: AddressPolicy {
                allow_loopback,
                allow_ranges: web.allow_ranges.clone(),
                ..AddressPolicy::default()
            },
            limits: Limits {
                timeout,
                max_bytes: web.max_bytes,
                ..Limits::page()
            },
            dns_server: dns_override()?,
            proxy: Upstream::from_env(web.proxy_connect_by_name),
            approver,
            cache_use: if options.no_cache {
                CacheUse::Off
            } else if options.offline {
                CacheUse::Offline {
                    cache: page_cache(common),
                }
            } else {
                let ttl = Duration::from_secs(common.config.cache.ttl_seconds);
                CacheUse::ReadWrite {
                    cache: page_cache(common),
                    max_age: options.max_age.map_or(ttl, Duration::from_secs),
                }
            },
            outline: options.outline,
            snapshot: options.snapshot.clone(),
            served: common.served.clone(),
            render,
        })
    }
}

/// What a fetch's options mean, already parsed and checked one by one (ripgrep's "low
/// args"): the flags of `fetch`, a `search --fetch` page or the arguments of an MCP
/// `web_fetch` call all become this, and [`FetchSettings::resolve`] turns it into decisions.
/// [`FetchOptions::new`] holds the same defaults as the flags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FetchOptions {
    /// The URLs as given (a `-` is already replaced by the lines of stdin).
    pub(crate) urls: Vec<String>,
    /// `--allow-url`: exact URLs approved by the caller.
    pub(crate) allow_url: Vec<String>,
    /// `--start`: the window's first character.
    pub(crate) start: u64,
    /// `-o FILE`.
    pub(crate) output: Option<std::path::PathBuf>,
    /// `--bare`.
    pub(crate) bare: bool,
    /// `--max-chars`: characters in the window.
    pub(crate) max_chars: u32,
    /// `--raw`.
    pub(crate) raw: bool,
    /// `--pretty`.
    pub(crate) pretty: bool,
    /// `--main`.
    pub(crate) main: bool,
    /// `--outline`.
    pub(crate) outline: bool,
    /// `--max-age`: the oldest cached copy accepted, in seconds.
    pub(crate) max_age: Option<u64>,
    /// `--offline`.
    pub(crate) offline: bool,
    /// `--no-cache`.
    pub(crate) no_cache: bool,
    /// `--snapshot`: a prefix of the sha256 of the text being paged, lower-case hex.
    pub(crate) snapshot: Option<String>,
    /// `--timeout`, in seconds.
    pub(crate) timeout: Option<u32>,
    /// `--allow-localhost`.
    pub(crate) allow_localhost: bool,
    /// `--render`, `--render auto` (F-13).
    pub(crate) render: Option<crate::cli::RenderWhen>,
    /// `--session`: the running browse session a render uses (F-13).
    pub(crate) session: Option<String>,
}

impl FetchOptions {
    /// The options of `garuda-web fetch URL…` with no other flag.
    pub(crate) fn new(urls: Vec<String>) -> FetchOptions {
        FetchOptions {
            urls,
            allow_url: Vec::new(),
            start: 0,
            output: None,
            bare: false,
            max_chars: crate::cli::DEFAULT_MAX_CHARS,
            raw: false,
            pretty: false,
            main: false,
            outline: false,
            max_age: None,
            offline: false,
            no_cache: false,
            snapshot: None,
            timeout: None,
            allow_localhost: false,
            render: None,
            session: None,
        }
    }

    /// The fetch of one search result (S-30): exactly `url` approved, as `--allow-url` does,
    /// everything else (a redirect to another host) decided as usual; the search's
    /// `--max-chars` and `--main`.
    pub(crate) fn search_result(url: &str, max_chars: u32, main: bool) -> FetchOptions {
        FetchOptions {
            allow_url: vec![url.to_string()],
            max_chars,
            main,
            ..FetchOptions::new(vec![url.to_string()])
        }
    }
}

impl From<&FetchArgs> for FetchOptions {
    fn from(args: &FetchArgs) -> FetchOptions {
        FetchOptions {
            urls: args.urls.clone(),
            allow_url: args.allow_url.clone(),
            start: args.start,
            output: args.output.clone(),
            bare: args.bare,
            max_chars: args.max_chars,
            raw: args.raw,
            pretty: args.pretty,
            main: args.main,
            outline: args.outline,
            max_age: args.max_age,
            offline: args.offline,
            no_cache: args.no_cache,
            snapshot: args.snapshot.clone(),
            timeout: args.timeout,
            allow_localhost: args.allow_localhost,
            render: args.render,
            session: args.approval.session.clone(),
        }
    }
}

/// F-12: the URLs of a fetch, with each `-` replaced by the lines of stdin (blank lines and
/// lines starting with `#` skipped). Stdin is read once, however many `-` there are.
fn expand_stdin(typed: &[String]) -> Result<Vec<String>, Error> {
    if !typed.iter().any(|u| u == "-") {
        return Ok(typed.to_vec());
    }
    let mut text = String::new();
    std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map_err(|e| Error::Usage {
        message: format!("cannot read URLs from stdin: {e}"),
        hint: Some("give one URL per line on stdin, or the URLs as arguments".into()),
    })?;
    let from_stdin: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect();
    let mut urls = Vec::new();
    let mut stdin_used = false;
    for url in typed {
        if url == "-" {
            if !stdin_used {
                urls.extend(from_stdin.iter().cloned());
                stdin_used = true;
            }
        } else {
            urls.push(url.clone());
        }
    }
    if urls.is_empty() {
        return Err(Error::Usage {
            message: "no URL on stdin".into(),
            hint: Some(
                "give one URL per line, e.g. printf '%s\\n' https://docs.rs/ | garuda-web fetch -"
                    .into(),
            ),
        });
    }
    Ok(urls)
}

// ---- search (S-01..S-12, S-30) ----

/// Everything `search` needs to know.
#[derive(Debug)]
pub(crate) struct SearchSettings {
    /// The query, words joined with spaces, trimmed.
    pub(crate) query: String,
    /// The provider, its key and options (S-02, S-03).
    pub(crate) plan: crate::search::config::Plan,
    /// How the search reaches the network (C-05, C-06, C-07).
    pub(crate) net: crate::search::api::NetSettings,
    /// Decides sending the query (S-07).
    pub(crate) approver: Approver,
    /// Deny rules of every source: results on hosts they match are dropped (S-05).
    pub(crate) deny: Vec<crate::rules::Rule>,
    /// `--fetch N`: results to read after the search (0: none) (S-30).
    pub(crate) fetch: usize,
    /// `--max-chars` for each fetched page.
    pub(crate) max_chars: u32,
    /// `--main` for each fetched page.
    pub(crate) main: bool,
    /// config.json, where Claude's consent is saved (S-11); `None` with `--no-config`.
    pub(crate) config_file: Option<std::path::PathBuf>,
}

impl SearchSettings {
    /// The settings of a typed `search`: its flags as [`SearchOptions`], resolved by
    /// [`SearchSettings::resolve`].
    pub(crate) fn new(args: &SearchArgs, common: &Common) -> Result<SearchSettings, Error> {
        SearchSettings::resolve(&SearchOptions::from(args), common)
    }

    /// Combines what the options mean with the environment and config.json, for a typed
    /// `search` and an MCP `web_search` alike. The query is checked first (S-01, S-06), so
    /// nothing about it depends on the provider set-up.
    pub(crate) fn resolve(
        options: &SearchOptions,
        common: &Common,
    ) -> Result<SearchSettings, Error> {
        use crate::search;
        let web = &common.config.web;
        if !web.enabled {
            return Err(config::Error::WebDisabled {
                path: common.paths.config_file(),
            }
            .into());
        }
        let query = options.query.trim().to_string();
        search::check_query(&query)?;
        let loaded = search::config::load(&common.paths.config_file(), !common.no_config)?;
        let plan =
            search::config::plan(&loaded, options.provider, options.max_results, &env::value)?;
        let served = common.served.as_ref();
        Ok(SearchSettings {
            query,
            plan,
            net: search::api::NetSettings {
                policy: AddressPolicy {
                    allow_loopback: web.allow_localhost,
                    allow_ranges: web.allow_ranges.clone(),
                    ..AddressPolicy::default()
                },
                dns_server: dns_override()?,
                proxy: Upstream::from_env(web.proxy_connect_by_name),
                // M-05: a served call's client hears the provider call's steps, and its
                // cancel stops the call.
                observer: served.and_then(|s| s.observer.clone()),
                cancel: served.map(|s| s.cancel.clone()),
            },
            approver: common.approver(Vec::new()),
            deny: common.rules.deny().iter().map(|r| r.rule.clone()).collect(),
            fetch: options.fetch.unwrap_or(0) as usize,
            max_chars: options.max_chars,
            main: options.main,
            config_file: (!common.no_config).then(|| common.paths.config_file()),
        })
    }
}

/// What a search's options mean, already parsed and checked one by one: the flags of
/// `search` and the arguments of an MCP `web_search` call both become this, and
/// [`SearchSettings::resolve`] turns it into decisions. [`SearchOptions::new`] holds the same
/// defaults as the flags.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SearchOptions {
    /// The query (the words of the command line joined with spaces).
    pub(crate) query: String,
    /// `--max-results`.
    pub(crate) max_results: Option<u32>,
    /// `--provider`.
    pub(crate) provider: Option<crate::search::ProviderKind>,
    /// `--fetch N`: results to read after the search.
    pub(crate) fetch: Option<u32>,
    /// `--main`, for each fetched page.
    pub(crate) main: bool,
    /// `--max-chars`, for each fetched page.
    pub(crate) max_chars: u32,
}

impl SearchOptions {
    /// The options of `garuda-web search QUERY` with no other flag.
    pub(crate) fn new(query: String) -> SearchOptions {
        SearchOptions {
            query,
            max_results: None,
            provider: None,
            fetch: None,
            main: false,
            max_chars: crate::cli::DEFAULT_MAX_CHARS,
        }
    }
}

/// The provider a `--provider` value names (S-02).
pub(crate) fn provider_kind(provider: crate::cli::SearchProvider) -> crate::search::ProviderKind {
    use crate::cli::SearchProvider as P;
    use crate::search::ProviderKind as K;
    match provider {
        P::Brave => K::Brave,
        P::Tavily => K::Tavily,
        P::Searxng => K::Searxng,
        P::Google => K::Google,
        P::Claude => K::Claude,
    }
}

impl From<&SearchArgs> for SearchOptions {
    fn from(args: &SearchArgs) -> SearchOptions {
        SearchOptions {
            query: args.query.join(" "),
            max_results: args.max_results,
            provider: args.provider.map(provider_kind),
            fetch: args.fetch,
            main: args.main,
            max_chars: args.max_chars,
        }
    }
}

impl FetchSettings {
    /// The fetch of one search result (S-30): [`FetchOptions::search_result`], resolved as a
    /// typed `fetch` with the same flags is, so it gets every default a typed one gets.
    pub(crate) fn for_search_result(
        url: &str,
        max_chars: u32,
        main: bool,
        common: &Common,
    ) -> Result<FetchSettings, Error> {
        FetchSettings::resolve(&FetchOptions::search_result(url, max_chars, main), common)
    }
}

/// The resolved settings of one `browse` call (§7): the browser section, the session's name,
/// the local access asked for, and the proxy's settings. `allow_local` and the address policy
/// of `open` are decided here and nowhere else (B-10).
#[derive(Debug, Clone)]
pub(crate) struct BrowseSettings {
    /// config.json's `browser` section (B-16: never from a `--policy` file).
    pub(crate) section: crate::config::browser::BrowserSection,
    /// `--session`, else `GARUDA_WEB_BROWSE_SESSION`, else `default`.
    pub(crate) session: String,
    /// Local access asked for by this call: `--allow-local` (or `--allow-localhost`) or
    /// `browser.allowLocal`. It takes effect only at the `open` that starts a session; a
    /// running session keeps the setting it started with.
    pub(crate) allow_local: bool,
    /// `--allow-local` was given on this call: refused, rather than ignored, by an `open` in a
    /// session running without local access.
    pub(crate) allow_local_flag: bool,
    /// What the proxy lets through: the deny rules, `web.allowRanges`, the local setting.
    pub(crate) net: crate::browse::protocol::NetSettings,
    /// `web.timeoutSeconds`: the bound of every action (B-01).
    pub(crate) timeout_secs: u64,
    /// B-12's time limit for a parked navigation: 60 s; tests shorten it with a hidden
    /// variable.
    pub(crate) park_seconds: u64,
}

impl BrowseSettings {
    /// Resolves the browse call's settings from its flags, the environment and config.json.
    pub(crate) fn new(
        allow_local_flag: bool,
        approval: &ApprovalArgs,
        common: &Common,
    ) -> Result<BrowseSettings, Error> {
        let section =
            config::browser::parse(&common.paths.config_file(), common.config.browser.as_ref())?;
        let session = approval
            .session
            .clone()
            .or_else(|| env::value(env::BROWSE_SESSION).filter(|s| !s.is_empty()))
            .unwrap_or_else(|| "default".into());
        crate::browse::run_dir::check_session_name(&session)?;
        let allow_local = allow_local_flag || section.allow_local;
        let web = &common.config.web;
        let net = crate::browse::protocol::NetSettings {
            allow_local,
            local_cap: crate::browse::protocol::LocalCap::Session,
            allow_ranges: web.allow_ranges.iter().map(ToString::to_string).collect(),
            deny: common
                .rules
                .deny()
                .iter()
                .map(|r| r.rule.to_string())
                .collect(),
        };
        Ok(BrowseSettings {
            section,
            session,
            allow_local,
            allow_local_flag,
            net,
            timeout_secs: u64::from(web.timeout_seconds).max(1),
            park_seconds: env::value(env::TEST_PARK_SECONDS)
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0)
                .unwrap_or(crate::browse::protocol::PARK_SECONDS),
        })
    }

    /// The address policy `open URL` is checked with (B-11, C-01): loopback and private URLs
    /// pass only when the session has local access (`session_local`: the running session's
    /// setting, or this call's for the open that starts one).
    pub(crate) fn open_policy(&self, session_local: bool, common: &Common) -> AddressPolicy {
        AddressPolicy {
            allow_loopback: session_local,
            allow_private: session_local,
            allow_ranges: common.config.web.allow_ranges.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{Command, parse};

    fn fetch_args(argv: &[&str]) -> FetchOptions {
        let cli = parse(argv.iter().copied()).expect("a valid fetch command line");
        match &cli.command {
            Command::Fetch(args) => FetchOptions::from(args),
            other => panic!("not a fetch: {other:?}"),
        }
    }

    fn search_args(argv: &[&str]) -> SearchOptions {
        let cli = parse(argv.iter().copied()).expect("a valid search command line");
        match &cli.command {
            Command::Search(args) => SearchOptions::from(args),
            other => panic!("not a search: {other:?}"),
        }
    }

    // F-20, F-40: the typed options of a fetch without flags are what clap's defaults give,
    // so a call that never sees a command line (a search result, an MCP web_fetch) gets
    // every default a typed `fetch` gets.
    #[test]
    fn f20_options_defaults_are_the_flags_defaults() {
        assert_eq!(
            fetch_args(&["garuda-web", "fetch", "https://docs.rs/"]),
            FetchOptions::new(vec!["https://docs.rs/".into()])
        );
        assert_eq!(
            search_args(&["garuda-web", "search", "rust", "async"]),
            SearchOptions::new("rust async".into())
        );
    }

    // S-30: the fetch of a search result is the fetch typed with the same flags:
    // `fetch --max-chars N [--main] --allow-url URL URL`, resolved by the same step.
    #[test]
    fn s30_search_result_fetch_is_the_typed_fetch_with_the_same_flags() {
        let url = "https://example.com/a?b=1";
        for (max_chars, main) in [(2_000, true), (30_000, false)] {
            let max = max_chars.to_string();
            let mut argv = vec!["garuda-web", "fetch", "--max-chars", &max];
            if main {
                argv.push("--main");
            }
            argv.extend(["--allow-url", url, "--", url]);
            assert_eq!(
                FetchOptions::search_result(url, max_chars, main),
                fetch_args(&argv)
            );
        }
    }

    // F-13: `--render auto` as two words: `auto` is the mode, not a URL; `--render URL`
    // keeps URL as the page.
    #[test]
    fn f13_render_auto_as_two_words() {
        let urls = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let (when, left) = render_word(
            Some(crate::cli::RenderWhen::Always),
            &urls(&["auto", "a.test"]),
        )
        .unwrap();
        assert_eq!(
            (when, left),
            (Some(crate::cli::RenderWhen::Auto), urls(&["a.test"]))
        );
        let (when, left) =
            render_word(Some(crate::cli::RenderWhen::Always), &urls(&["a.test"])).unwrap();
        assert_eq!(
            (when, left),
            (Some(crate::cli::RenderWhen::Always), urls(&["a.test"]))
        );
        let (when, left) = render_word(None, &urls(&["auto"])).unwrap();
        assert_eq!((when, left), (None, urls(&["auto"])));
        assert!(render_word(Some(crate::cli::RenderWhen::Always), &urls(&["auto"])).is_err());
    }
}
