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
use crate::cli::{ApprovalArgs, FetchArgs, GlobalArgs};
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

/// A call served to an MCP client rather than typed on a command line (SPEC §11): the
/// terminal is never read; questions go to `asker` (the client's elicitation, M-03), `None`
/// when the client cannot be asked; `observer` hears each step (progress, M-05); `cancel` is
/// set when the client cancelled the call, and then nothing more is stored.
#[derive(Debug, Clone, Default)]
pub(crate) struct Served {
    /// Who answers approval questions; `None`: nobody (A-03 step 5).
    pub(crate) asker: Option<Arc<dyn Asker>>,
    /// Told each step of the requests.
    pub(crate) observer: Option<crate::net::event::Observer>,
    /// Set when the client cancelled the call.
    pub(crate) cancel: Arc<std::sync::atomic::AtomicBool>,
}

impl Served {
    /// Whether the client cancelled the call.
    pub(crate) fn cancelled(&self) -> bool {
        self.cancel.load(std::sync::atomic::Ordering::SeqCst)
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
        let paths = Paths::discover();
        // G-04: nothing others can write is obeyed.
        config::trust::check_user_files(&paths, global.no_config)?;
        let config = if global.no_config {
            ConfigFile::default()
        } else {
            config::load(&paths.config_file())?
        };
        let rules = load_rules(global.no_config, approval, &paths)?;
        let session = Session::identify(
            approval.session.as_deref(),
            env::value(env::SESSION).as_deref(),
        );
        Ok(Common {
            printer,
            config,
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
        args: &FetchArgs,
        allow_loopback: bool,
        common: &Common,
    ) -> Result<RenderSettings, Error> {
        // The session is chosen below: a named one that runs, else this call's own.
        let mut browse = BrowseSettings::new(allow_loopback, &ApprovalArgs::default(), common)?;
        // The fetch's local switch, not browse's: a config's browser.allowLocal does not widen
        // what a fetch reaches (C-05).
        browse.allow_local = allow_loopback;
        browse.net.allow_local = allow_loopback;
        if let Some(timeout) = args.timeout {
            browse.timeout_secs = u64::from(timeout);
        }
        let named_session = args
            .approval
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

    /// Combines the flags, the environment and config.json. The global flags (rules, policy
    /// files, session) are already in `common`.
    pub(crate) fn new(args: &FetchArgs, common: &Common) -> Result<FetchSettings, Error> {
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
        if args.bare && common.printer.json {
            return Err(Error::Usage {
                message: "--bare prints text without any framing; it cannot be combined with \
                          --json"
                    .into(),
                hint: Some("drop one of them: --json already gives the text as `content`".into()),
            });
        }
        let (render, typed) = render_word(args.render, &args.urls)?;
        let urls = expand_stdin(&typed)?;
        if args.output.is_some() && urls.len() != 1 {
            return Err(Error::Usage {
                message: format!("-o writes one page, but {} URLs were given", urls.len()),
                hint: Some("fetch one URL per -o FILE".into()),
            });
        }
        if args.snapshot.is_some() && urls.len() != 1 {
            return Err(Error::Usage {
                message: format!(
                    "--snapshot names the text of one page, but {} URLs were given",
                    urls.len()
                ),
                hint: Some("page through one URL at a time, as its [More: …] line does".into()),
            });
        }
        let approver = common.approver(allow_urls);
        let timeout = Duration::from_secs(u64::from(args.timeout.unwrap_or(web.timeout_seconds)));
        let allow_loopback = args.allow_localhost || web.allow_localhost;
        let render = render
            .map(|when| RenderSettings::new(when, args, allow_loopback, common))
            .transpose()?;
        Ok(FetchSettings {
            urls,
            output: args.output.clone(),
            bare: args.bare,
            start: args.start,
            max_chars: args.max_chars as usize,
            mode: crate::page::Mode {
                raw: args.raw,
                pretty_json: args.pretty,
                main_content: args.main,
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
            snapshot: args.snapshot.clone(),
            served: common.served.clone(),
            render,
        })
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
    /// Combines the flags, the environment and config.json. The query is checked first
    /// (S-01, S-06), so nothing about it depends on the provider set-up.
    pub(crate) fn new(
        args: &crate::cli::SearchArgs,
        global: &GlobalArgs,
        common: &Common,
    ) -> Result<SearchSettings, Error> {
        use crate::cli::SearchProvider as P;
        use crate::search::{self, ProviderKind as K};
        let web = &common.config.web;
        if !web.enabled {
            return Err(config::Error::WebDisabled {
                path: common.paths.config_file(),
            }
            .into());
        }
        let query = args.query.join(" ").trim().to_string();
        search::check_query(&query)?;
        let loaded = search::config::load(&common.paths.config_file(), !global.no_config)?;
        let provider = args.provider.map(|p| match p {
            P::Brave => K::Brave,
            P::Tavily => K::Tavily,
            P::Searxng => K::Searxng,
            P::Google => K::Google,
            P::Claude => K::Claude,
        });
        let plan = search::config::plan(&loaded, provider, args.max_results, &env::value)?;
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
                observer: None,
            },
            approver: common.approver(Vec::new()),
            deny: common.rules.deny().iter().map(|r| r.rule.clone()).collect(),
            fetch: args.fetch.unwrap_or(0) as usize,
            max_chars: args.max_chars,
            main: args.main,
            config_file: (!global.no_config).then(|| common.paths.config_file()),
        })
    }
}

impl FetchSettings {
    /// The fetch of one search result (S-30): exactly `url` approved, as `--allow-url` does,
    /// everything else (a redirect to another host) decided as usual. Built through the same
    /// parser as a typed `fetch`, so it gets every default a typed one gets.
    pub(crate) fn for_search_result(
        url: &str,
        max_chars: u32,
        main: bool,
        common: &Common,
    ) -> Result<FetchSettings, Error> {
        let max_chars = max_chars.to_string();
        let mut argv = vec!["garuda-web", "fetch", "--max-chars", &max_chars];
        if main {
            argv.push("--main");
        }
        argv.extend(["--allow-url", url, "--", url]);
        let cli = crate::cli::parse(argv).map_err(|e| Error::Usage {
            message: format!("cannot fetch the result {url}: {}", e.kind()),
            hint: None,
        })?;
        match &cli.command {
            crate::cli::Command::Fetch(args) => FetchSettings::new(args, common),
            _ => Err(Error::Usage {
                message: format!("cannot fetch the result {url}"),
                hint: None,
            }),
        }
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
mod render_tests {
    use super::render_word;
    use crate::cli::RenderWhen;

    // F-13: `--render auto` as two words: `auto` is the mode, not a URL; `--render URL`
    // keeps URL as the page.
    #[test]
    fn f13_render_auto_as_two_words() {
        let urls = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let (when, left) =
            render_word(Some(RenderWhen::Always), &urls(&["auto", "a.test"])).unwrap();
        assert_eq!((when, left), (Some(RenderWhen::Auto), urls(&["a.test"])));
        let (when, left) = render_word(Some(RenderWhen::Always), &urls(&["a.test"])).unwrap();
        assert_eq!((when, left), (Some(RenderWhen::Always), urls(&["a.test"])));
        let (when, left) = render_word(None, &urls(&["auto"])).unwrap();
        assert_eq!((when, left), (None, urls(&["auto"])));
        assert!(render_word(Some(RenderWhen::Always), &urls(&["auto"])).is_err());
    }
}
