//! Every environment variable garuda-web reads, by name, with what it is for.

/// Folder holding `config.json` and `policy.json` instead of the platform's config dir (G-04).
pub(crate) const CONFIG_DIR: &str = "GARUDA_WEB_CONFIG_DIR";
/// Folder holding cached pages instead of the platform's cache dir (G-04).
pub(crate) const CACHE_DIR: &str = "GARUDA_WEB_CACHE_DIR";
/// Folder holding session grants and browser state instead of the platform's state dir (G-04).
pub(crate) const STATE_DIR: &str = "GARUDA_WEB_STATE_DIR";
/// The approval session when `--session` is not given; else the terminal session.
pub(crate) const SESSION: &str = "GARUDA_WEB_SESSION";
/// `IP:PORT` of the only DNS server to ask (C-03); it changes where names are looked up and
/// loosens no check.
pub(crate) const DNS: &str = "GARUDA_WEB_DNS";
/// Extra trusted CA certificates in one PEM file (C-10), as OpenSSL tools read it.
pub(crate) const SSL_CERT_FILE: &str = "SSL_CERT_FILE";
/// A folder of extra trusted CA certificates (C-10), as OpenSSL tools read it.
pub(crate) const SSL_CERT_DIR: &str = "SSL_CERT_DIR";

/// Hidden, for tests: seconds after which a parked browse navigation is denied (B-12: 60).
/// Not in [`DOCUMENTED`]: a user has no reason to set it.
pub(crate) const TEST_PARK_SECONDS: &str = "GARUDA_WEB_TEST_PARK_SECONDS";

/// Set (and not empty): no colour with `--color auto` (no-color.org).
pub(crate) const NO_COLOR: &str = "NO_COLOR";
/// Set (and not `0`): colour with `--color auto` even when stderr is not a terminal (bixense.com/clicolors).
pub(crate) const CLICOLOR_FORCE: &str = "CLICOLOR_FORCE";

/// The variables a user sets, with what each does: the man pages' ENVIRONMENT section.
pub(crate) const DOCUMENTED: &[(&str, &str)] = &[
    (
        CONFIG_DIR,
        "folder of config.json and policy.json instead of the platform's config folder",
    ),
    (
        CACHE_DIR,
        "folder of cached pages instead of the platform's cache folder",
    ),
    (
        STATE_DIR,
        "folder of session grants instead of the platform's state folder",
    ),
    (
        SESSION,
        "the approval session whose grants apply, when --session is not given",
    ),
    (
        DNS,
        "IP:PORT of the only DNS server to ask; it changes where names are looked up and loosens no check",
    ),
    (SSL_CERT_FILE, "a PEM file of extra trusted CA certificates"),
    (SSL_CERT_DIR, "a folder of extra trusted CA certificates"),
    (
        BRAVE_API_KEY,
        "Brave Search API key (search); picks Brave when config.json has no search section",
    ),
    (
        TAVILY_API_KEY,
        "Tavily API key (search); picks Tavily when there is no Brave key",
    ),
    (
        GEMINI_API_KEY,
        "Gemini API key, for search with provider google",
    ),
    (
        ANTHROPIC_API_KEY,
        "Anthropic API key, for search with provider claude",
    ),
    (
        "HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, NO_PROXY",
        "the proxy to go through and the hosts that skip it (either case)",
    ),
    (NO_COLOR, "set and not empty: no colour with --color auto"),
    (
        CLICOLOR_FORCE,
        "set and not 0: colour with --color auto even when stderr is not a terminal",
    ),
];

// Search provider keys (S-03): read only from the environment, never from a file.
/// Brave Search API key; also picks Brave when config.json has no `search` section.
pub(crate) const BRAVE_API_KEY: &str = "BRAVE_API_KEY";
/// Tavily API key; picks Tavily when there is no `search` section and no Brave key.
pub(crate) const TAVILY_API_KEY: &str = "TAVILY_API_KEY";
/// Gemini API key, for `provider: google`.
pub(crate) const GEMINI_API_KEY: &str = "GEMINI_API_KEY";
/// Anthropic API key, for `provider: claude`.
pub(crate) const ANTHROPIC_API_KEY: &str = "ANTHROPIC_API_KEY";
