//! `config check` (K-03): validates the whole setup and prints one line per finding — config.json
//! and every policy file (file:line:column), the command-line rules, the search setup, the
//! browser, the cache and state folders (writable, permissions), the config folder (nobody
//! else may write rules into it), proxy variables, and whether DNS answers with fake IPs
//! (198.18.0.0/15, C-06) — and exits 0 when all is well, 2 otherwise. Warnings do not fail.
//!
//! Unlike the other commands it never stops at the first broken file: finding them is its job.
//!
//! Not here: loading and parsing (`config`, `config::policy`), which it calls.

use std::net::IpAddr;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::time::Duration;

use super::findings::{Level, Report};
use super::show::redact_proxy;
use crate::approval::RuleSet;
use crate::cli::{ApprovalArgs, GlobalArgs};
use crate::config::{self, ConfigFile, paths::Paths, policy};
use crate::env;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::net::resolve::{Dns, dns_override};
use crate::net::upstream::parse_proxy;
use crate::output::Printer;

/// The name `config check` looks up to see whether DNS answers with fake IPs (RFC 2606's
/// reserved example name: the query reveals nothing about the user).
const PROBE_NAME: &str = "example.com";

/// Runs every check and prints the report.
pub(super) fn run(
    global: &GlobalArgs,
    approval: &ApprovalArgs,
    printer: &Printer,
) -> Result<ExitStatus, Error> {
    let paths = Paths::discover();
    let mut report = Report::default();
    let config = check_files(global, approval, &paths, &mut report);
    // A config.json that does not load (or whose search section is wrong) is reported once,
    // above; the search check then looks at the environment alone.
    let file_broken = config.is_none() || report.has_error("config.json");
    super::check_search::check(&paths, global.no_config || file_broken, &mut report);
    check_browser(&mut report, config.as_ref(), &paths);
    check_dir(&mut report, "cache dir", &paths.cache_dir);
    check_dir(&mut report, "state dir", &paths.state_dir);
    check_config_dir(&mut report, &paths);
    check_proxies(
        &mut report,
        config.as_ref().is_some_and(|c| c.web.proxy_connect_by_name),
    );
    let web = config.unwrap_or_default().web;
    for range in &web.allow_ranges {
        report.add(
            Level::Ok,
            "web.allowRanges",
            format!(
                "{range}: DNS answers in this range are let through (for fake-IP proxies in TUN \
                 mode); URLs that name such an address directly are still refused (C-06)"
            ),
        );
    }
    check_dns(&mut report, &web.allow_ranges);

    let failed = report.0.iter().any(|f| f.level == Level::Error);
    if printer.json {
        printer.json_result(&serde_json::json!({"ok": !failed, "findings": report.0}))?;
    } else {
        let text: String = report
            .0
            .iter()
            .map(|f| {
                let level = match f.level {
                    Level::Ok => "ok",
                    Level::Warning => "warning",
                    Level::Error => "error",
                };
                format!("{level:<7}  {}: {}\n", f.topic, f.message)
            })
            .collect();
        printer.result(&text)?;
    }
    Ok(if failed {
        ExitStatus::Usage
    } else {
        ExitStatus::Success
    })
}

/// config.json, policy.json, each `--policy FILE`, and the command-line rules. Returns the
/// settings when config.json loads.
fn check_files(
    global: &GlobalArgs,
    approval: &ApprovalArgs,
    paths: &Paths,
    report: &mut Report,
) -> Option<ConfigFile> {
    let file_state = |path: &Path| {
        if path.exists() {
            format!("{} is valid", path.display())
        } else {
            format!("{} does not exist: built-in defaults", path.display())
        }
    };
    let config_path = paths.config_file();
    let policy_path = paths.policy_file();
    let config = if global.no_config {
        report.add(Level::Ok, "config.json", "ignored (--no-config)");
        report.add(Level::Ok, "policy.json", "ignored (--no-config)");
        Some(ConfigFile::default())
    } else {
        let config = match config::load(&config_path) {
            // The search section is read by its own, stricter reader (S-03): config.json is
            // valid only when both accept it.
            Ok(c) => match crate::search::config::load(&config_path, true) {
                Ok(_) => {
                    report.add(Level::Ok, "config.json", file_state(&config_path));
                    Some(c)
                }
                Err(e) => {
                    report.add(Level::Error, "config.json", e.to_string());
                    Some(c)
                }
            },
            Err(e) => {
                report.add(Level::Error, "config.json", e.to_string());
                None
            }
        };
        match policy::load(&policy_path, policy::Origin::User) {
            Ok(Some(p)) => report.add(
                Level::Ok,
                "policy.json",
                format!(
                    "{} is valid: {} allow, {} deny",
                    policy_path.display(),
                    p.allow.len(),
                    p.deny.len()
                ),
            ),
            Ok(None) => report.add(
                Level::Ok,
                "policy.json",
                format!("{} does not exist: no saved rules", policy_path.display()),
            ),
            Err(e) => report.add(Level::Error, "policy.json", e.to_string()),
        }
        config
    };
    for path in &approval.policy {
        match policy::load(path, policy::Origin::Flag) {
            Ok(_) => report.add(
                Level::Ok,
                "--policy",
                format!("{} is valid", path.display()),
            ),
            Err(e) => report.add(Level::Error, "--policy", e.to_string()),
        }
    }
    if let Err(e) = RuleSet::default().add_command_line(&approval.allow, &approval.deny) {
        report.add(Level::Error, "rules", e.to_string());
    }
    config
}

/// K-03, B-02, B-16: the `browser` section, which browser `browse` would use, its version,
/// and the sandbox note when running as root.
fn check_browser(report: &mut Report, config: Option<&ConfigFile>, paths: &Paths) {
    let section = match config {
        Some(c) => match config::browser::parse(&paths.config_file(), c.browser.as_ref()) {
            Ok(s) => s,
            Err(e) => {
                report.add(Level::Error, "browser", e.to_string());
                return;
            }
        },
        None => config::browser::BrowserSection::default(),
    };
    match crate::browse::chromium::find(section.path.as_deref()) {
        Ok(path) => {
            let version = browser_version(&path).unwrap_or_else(|| "version unknown".into());
            report.add(
                Level::Ok,
                "browser",
                format!("{} ({version})", path.display()),
            );
            if crate::browse::chromium::needs_no_sandbox() {
                report.add(
                    Level::Warning,
                    "browser",
                    "running as root: Chromium starts with --no-sandbox (its sandbox cannot run \
                     as root); run garuda-web as a normal user to keep it",
                );
            }
        }
        Err(e) => report.add(
            Level::Warning,
            "browser",
            format!("{e}: garuda-web browse needs one (install chromium or set browser.path)"),
        ),
    }
}

/// `BROWSER --version`, given at most 5 seconds.
fn browser_version(path: &Path) -> Option<String> {
    use std::process::{Command, Stdio};
    let mut child = Command::new(path)
        .arg("--version")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let started = std::time::Instant::now();
    loop {
        if child.try_wait().ok()?.is_some() {
            break;
        }
        if started.elapsed() > Duration::from_secs(5) {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&output.stdout).trim().to_string();
    (!text.is_empty()).then_some(text)
}

/// A cache or state folder: missing is fine (created 0700 on first need); present must be a
/// writable folder, and private.
fn check_dir(report: &mut Report, topic: &'static str, dir: &Path) {
    let meta = match std::fs::metadata(dir) {
        Ok(m) => m,
        Err(_) => {
            report.add(
                Level::Ok,
                topic,
                format!("{} not created yet (made 0700 on first use)", dir.display()),
            );
            return;
        }
    };
    if !meta.is_dir() {
        report.add(
            Level::Error,
            topic,
            format!("{} is not a folder", dir.display()),
        );
        return;
    }
    if let Err(e) = tempfile::tempfile_in(dir) {
        report.add(
            Level::Error,
            topic,
            format!("{} is not writable: {e}", dir.display()),
        );
        return;
    }
    let mode = meta.permissions().mode() & 0o777;
    if mode & 0o077 != 0 {
        report.add(
            Level::Warning,
            topic,
            format!(
                "{} is writable but has permissions {mode:03o}: other users can look in; \
                 chmod 700 it",
                dir.display()
            ),
        );
    } else {
        report.add(
            Level::Ok,
            topic,
            format!("{} is writable, permissions {mode:03o}", dir.display()),
        );
    }
}

/// Rules are the user's word only: a config folder or policy.json that others can write is an
/// error.
fn check_config_dir(report: &mut Report, paths: &Paths) {
    for path in [&paths.config_dir, &paths.policy_file()] {
        if let Ok(meta) = std::fs::metadata(path) {
            let mode = meta.permissions().mode() & 0o777;
            if mode & 0o022 != 0 {
                report.add(
                    Level::Error,
                    "permissions",
                    format!(
                        "{} has permissions {mode:03o}: other users could add approval rules; \
                         chmod go-w it",
                        path.display()
                    ),
                );
            }
        }
    }
}

/// C-07: proxy variables that are set, and whether a fetch could use them: judged by the
/// parser fetching uses (`upstream::parse_proxy`), with `web.proxyConnectByName` as
/// `connect_by_name`.
fn check_proxies(report: &mut Report, connect_by_name: bool) {
    for var in env::PROXY_VARS {
        let Some(value) = env::value(var) else {
            continue;
        };
        if value.trim().is_empty() || var.eq_ignore_ascii_case("no_proxy") {
            continue;
        }
        match parse_proxy(value.trim(), connect_by_name, var) {
            Ok(_) => report.add(
                Level::Ok,
                "proxy",
                format!(
                    "{var}={}: used; targets are still resolved and checked here first (C-07)",
                    redact_proxy(&value)
                ),
            ),
            Err(problem) => report.add(
                Level::Error,
                "proxy",
                format!(
                    "{var}={} is not a usable proxy: {}",
                    redact_proxy(&value),
                    problem.reason
                ),
            ),
        }
    }
}

/// C-06: does DNS answer with fake IPs (a proxy in TUN mode)? Then every fetch is refused
/// unless `web.allowRanges` lets that range through.
fn check_dns(report: &mut Report, allow_ranges: &[ipnet::IpNet]) {
    let fake: ipnet::IpNet = "198.18.0.0/15".parse().expect("valid CIDR");
    let server = match dns_override() {
        Ok(s) => s,
        Err(e) => {
            report.add(Level::Error, "dns", e.to_string());
            return;
        }
    };
    let answers = match Dns::new(server).resolve_unchecked(PROBE_NAME, Duration::from_secs(3)) {
        Ok(a) => a,
        Err(e) => {
            report.add(
                Level::Warning,
                "dns",
                format!("could not look up {PROBE_NAME} ({e}); fetches will fail the same way"),
            );
            return;
        }
    };
    let in_fake: Vec<IpAddr> = answers
        .iter()
        .copied()
        .filter(|ip| fake.contains(ip))
        .collect();
    let shown = |ips: &[IpAddr]| {
        ips.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    if in_fake.is_empty() {
        report.add(
            Level::Ok,
            "dns",
            format!("{PROBE_NAME} resolves to {}", shown(&answers)),
        );
    } else if in_fake
        .iter()
        .all(|ip| allow_ranges.iter().any(|r| r.contains(ip)))
    {
        report.add(
            Level::Ok,
            "dns",
            format!(
                "{PROBE_NAME} resolves to {} (a fake-IP network); web.allowRanges lets it through",
                shown(&in_fake)
            ),
        );
    } else {
        report.add(
            Level::Error,
            "dns",
            format!(
                "{PROBE_NAME} resolves to {}, in 198.18.0.0/15: a proxy in TUN mode answers with \
                 fake IPs, so every fetch would be refused; add \"web\": {{\"allowRanges\": \
                 [\"198.18.0.0/15\"]}} to config.json",
                shown(&in_fake)
            ),
        );
    }
}
