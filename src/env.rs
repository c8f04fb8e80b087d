//! Every environment variable garuda-web reads, by name, with what it is for, and the two
//! functions through which the rest of the crate reads them ([`value`], [`os_value`]): no
//! other module calls `std::env::var` or `std::env::var_os`.

use std::ffi::OsString;

/// The value of the variable `name` when it is set and valid UTF-8 (as `std::env::var`), else
/// `None`. `name` is one of this module's constants, or the variable a user named in config.json
/// (`search.apiKeyEnv`).
pub(crate) fn value(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The value of the variable `name` as the operating system holds it (as `std::env::var_os`):
/// for paths, which need not be UTF-8, and for flags whose value is only tested.
pub(crate) fn os_value(name: &str) -> Option<OsString> {
    std::env::var_os(name)
}

/// Folder holding `config.json` and `policy.json` instead of the platform's config dir (G-04).
pub(crate) const CONFIG_DIR: &str = "GARUDA_WEB_CONFIG_DIR";
/// Folder holding cached pages instead of the platform's cache dir (G-04).
pub(crate) const CACHE_DIR: &str = "GARUDA_WEB_CACHE_DIR";
/// Folder holding session grants and browser state instead of the platform's state dir (G-04).
pub(crate) const STATE_DIR: &str = "GARUDA_WEB_STATE_DIR";
/// The approval session when `--session` is not given; else the terminal session.
pub(crate) const SESSION: &str = "GARUDA_WEB_SESSION";
/// The browse session (B-01) when `browse --session` is not given; else `default`.
pub(crate) const BROWSE_SESSION: &str = "GARUDA_WEB_BROWSE_SESSION";
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

// Proxies (C-07): each in both spellings, lower case first as curl reads them.
/// The proxy for `https` targets.
pub(crate) const HTTPS_PROXY: [&str; 2] = ["https_proxy", "HTTPS_PROXY"];
/// The proxy for `http` targets.
pub(crate) const HTTP_PROXY: [&str; 2] = ["http_proxy", "HTTP_PROXY"];
/// The proxy for either scheme when its own variable is not set.
pub(crate) const ALL_PROXY: [&str; 2] = ["all_proxy", "ALL_PROXY"];
/// Comma-separated hosts that go direct.
pub(crate) const NO_PROXY: [&str; 2] = ["no_proxy", "NO_PROXY"];
/// Every proxy variable, upper case first: the order `config show` and `config check` list them.
pub(crate) const PROXY_VARS: [&str; 8] = [
    HTTPS_PROXY[1],
    HTTPS_PROXY[0],
    HTTP_PROXY[1],
    HTTP_PROXY[0],
    ALL_PROXY[1],
    ALL_PROXY[0],
    NO_PROXY[1],
    NO_PROXY[0],
];

/// Where to look for Chromium when `browser.path` is not set (B-01), as a shell looks for a
/// command. Not in [`DOCUMENTED`]: it means what it always means.
pub(crate) const PATH: &str = "PATH";

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
        BROWSE_SESSION,
        "the browse session to use, when browse --session is not given (default: default)",
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// Files still reading the environment themselves: the golden-file tests' update switch.
    const NOT_YET: &[&str] = &["src/page/convert/tests/mod.rs"];

    fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("read src/") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    // G-04, C-03, C-07, C-10: this module is the one registry of environment variables, so no
    // other file reads one with `std::env` (a variable read elsewhere would be missing from
    // the man pages' ENVIRONMENT section and from `config show`).
    #[test]
    fn g04_environment_is_read_only_through_env_rs() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        rust_files(&root.join("src"), &mut files);
        let needles = ["std::env::var", "env::var(", "env::var_os(", "env::vars"];
        let mut found = Vec::new();
        for file in files {
            let name = file
                .strip_prefix(root)
                .expect("under the crate")
                .to_string_lossy();
            let name = name.replace('\\', "/");
            if name == "src/env.rs" || NOT_YET.iter().any(|p| name.starts_with(p)) {
                continue;
            }
            let text = std::fs::read_to_string(&file).expect("read a source file");
            for (n, line) in text.lines().enumerate() {
                if needles.iter().any(|needle| line.contains(needle)) {
                    found.push(format!("{name}:{}: {}", n + 1, line.trim()));
                }
            }
        }
        assert!(
            found.is_empty(),
            "read through crate::env instead:\n{}",
            found.join("\n")
        );
    }
}
