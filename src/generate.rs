//! The hidden `garuda-web generate` (G-07): shell completions for bash, zsh, fish, PowerShell and
//! elvish into `completions/`, and one man page per (visible) subcommand into `man/`, all made
//! from the same clap definition as `--help`. The output has no dates or paths in it, so the
//! committed copies can be compared with a fresh run (`tests/cli/generated.rs`).
//!
//! Not here: the command line itself (`cli.rs`).

use std::path::Path;

use clap_complete::Shell;
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};

use crate::config;
use crate::env;
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;

/// The shells completions are written for.
const SHELLS: [Shell; 5] = [
    Shell::Bash,
    Shell::Zsh,
    Shell::Fish,
    Shell::PowerShell,
    Shell::Elvish,
];

/// The binary's name as shells see it.
const BIN: &str = "garuda-web";

/// The command line as completions should offer it: the top level with its visible
/// subcommands only. clap_complete's bash (and PowerShell, elvish) scripts list hidden
/// subcommands such as `generate`, so they are left out of the copy given to it.
fn completion_command() -> clap::Command {
    let full = crate::cli::command();
    let mut top = clap::Command::new(BIN)
        .version(env!("CARGO_PKG_VERSION"))
        .args(full.get_arguments().cloned())
        .subcommands(full.get_subcommands().filter(|c| !c.is_hide_set()).cloned());
    if let Some(about) = full.get_about() {
        top = top.about(about.clone());
    }
    with_value_hints(top)
}

/// Tells the shells what each value is, so a rule, a number or a session name is not
/// completed as a file name: only `FILE` and `DIR` values complete paths, `URL` values URLs.
fn with_value_hints(cmd: clap::Command) -> clap::Command {
    use clap::ValueHint;
    cmd.mut_args(|arg| {
        let takes_value = arg.get_action().takes_values();
        if !takes_value
            || arg.get_value_hint() != ValueHint::Unknown
            || !arg.get_possible_values().is_empty()
        {
            return arg;
        }
        let hint = match arg.get_value_names().and_then(|names| names.first()) {
            Some(name) if name.as_str() == "FILE" => ValueHint::FilePath,
            Some(name) if name.as_str() == "DIR" => ValueHint::DirPath,
            Some(name) if name.as_str() == "URL" => ValueHint::Url,
            _ => ValueHint::Other,
        };
        arg.value_hint(hint)
    })
    .mut_subcommands(with_value_hints)
}

/// clap_complete 4.6 names bash's per-command cases after `garuda__subcmd__web__…` but sets
/// `cmd` to `garuda__web__…` (it escapes the `-` in the binary's name two ways), so nothing
/// below the top level completed: one spelling is made of both.
fn fix_bash_names(path: &Path) -> std::io::Result<()> {
    let script = std::fs::read_to_string(path)?;
    std::fs::write(path, script.replace("garuda__subcmd__web", "garuda__web"))
}

/// Writes `out/completions/*` and `out/man/*`, replacing what is there.
pub(crate) fn run(out: &Path, printer: &Printer) -> Result<ExitStatus, Error> {
    let write_failed = |path: &Path| {
        let path = path.to_path_buf();
        move |source: std::io::Error| Error::Config(config::Error::Write { path, source })
    };
    let completions = out.join("completions");
    let man = out.join("man");
    for dir in [&completions, &man] {
        std::fs::create_dir_all(dir).map_err(write_failed(dir))?;
    }
    // Pages of subcommands that no longer exist must not linger.
    for entry in std::fs::read_dir(&man)
        .map_err(write_failed(&man))?
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("garuda-web") && name.ends_with(".1") {
            std::fs::remove_file(entry.path()).map_err(write_failed(&entry.path()))?;
        }
    }
    let mut written = Vec::new();
    for shell in SHELLS {
        let mut cmd = completion_command();
        let path = clap_complete::generate_to(shell, &mut cmd, BIN, &completions)
            .map_err(write_failed(&completions))?;
        if shell == Shell::Bash {
            fix_bash_names(&path).map_err(write_failed(&path))?;
        }
        written.push(path);
    }
    // One page per subcommand (and per nested action, e.g. garuda-web-config-allow.1).
    let mut root = crate::cli::command().disable_help_subcommand(true);
    root.build();
    write_pages(&root, &man).map_err(write_failed(&man))?;
    let text: String = written
        .iter()
        .map(|p| format!("wrote {}\n", p.display()))
        .chain(std::iter::once(format!(
            "wrote man pages in {}\n",
            man.display()
        )))
        .collect();
    printer.result(&text)?;
    Ok(ExitStatus::Success)
}

/// Writes the man page of `cmd` and of each visible subcommand below it.
fn write_pages(cmd: &clap::Command, dir: &Path) -> std::io::Result<()> {
    for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
        write_pages(sub, dir)?;
    }
    let man = Man::new(cmd.clone());
    let path = dir.join(man.get_filename());
    let mut page = Vec::new();
    render_page(&man, cmd, &mut page)?;
    std::fs::write(path, page)
}

/// clap_mangen's sections, then EXAMPLES (a `before_help` first) kept line by line (roff would fill them, wrapping
/// commands mid-way), EXIT STATUS, ENVIRONMENT and FILES.
fn render_page(man: &Man, cmd: &clap::Command, out: &mut Vec<u8>) -> std::io::Result<()> {
    man.render_title(out)?;
    man.render_name_section(out)?;
    render_synopsis(cmd, out)?;
    man.render_description_section(out)?;
    if cmd.get_arguments().any(|a| !a.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        man.render_subcommands_section(out)?;
    }
    let after = cmd
        .get_after_help()
        .map(ToString::to_string)
        .unwrap_or_default();
    let (examples, codes) = after.split_once("Exit codes:").unwrap_or((&after, ""));
    let mut roff = Roff::default();
    let examples = examples
        .trim()
        .trim_start_matches("Examples:")
        .trim_matches('\n');
    // A worked session printed before the help (browse) opens the man page's examples too.
    let examples = match cmd.get_before_help() {
        Some(before) => format!("{before}\n\n{examples}"),
        None => examples.to_string(),
    };
    if !examples.trim().is_empty() {
        roff.control("SH", ["EXAMPLES"]);
        roff.control("nf", []);
        for line in examples.lines() {
            roff.text([roman(line)]);
        }
        roff.control("fi", []);
    }
    roff.control("SH", ["EXIT STATUS"]);
    for line in codes.lines().filter(|l| !l.trim().is_empty()) {
        let (code, meaning) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        roff.control("TP", []);
        roff.text([bold(code)]);
        roff.text([roman(meaning.trim())]);
    }
    roff.control("SH", ["ENVIRONMENT"]);
    for (name, what) in env::DOCUMENTED {
        roff.control("TP", []);
        roff.text([bold(*name)]);
        roff.text([roman(*what)]);
    }
    roff.control("SH", ["FILES"]);
    for (file, what) in FILES {
        roff.control("TP", []);
        roff.text([bold(*file)]);
        roff.text([roman(*what)]);
    }
    roff.to_writer(out)?;
    if cmd.get_version().is_some() {
        man.render_version_section(out)?;
    }
    Ok(())
}

/// SYNOPSIS as `--help`'s usage reads it, with what clap_mangen 0.3 leaves out (G-07):
/// each option's value (`[--allow RULE]...`, `[--color auto|always|never]`), `...` after what
/// may be repeated or given several times (`<URL>...`).
fn render_synopsis(cmd: &clap::Command, out: &mut Vec<u8>) -> std::io::Result<()> {
    let mut line = vec![bold(cmd.get_bin_name().unwrap_or_else(|| cmd.get_name()))];
    for arg in cmd
        .get_arguments()
        .filter(|a| !a.is_hide_set() && !a.is_positional())
    {
        line.push(roman(" ["));
        match (arg.get_short(), arg.get_long()) {
            (Some(short), Some(long)) => {
                line.push(bold(format!("-{short}")));
                line.push(roman("|"));
                line.push(bold(format!("--{long}")));
            }
            (Some(short), None) => line.push(bold(format!("-{short}"))),
            (None, Some(long)) => line.push(bold(format!("--{long}"))),
            (None, None) => continue,
        }
        if arg.get_action().takes_values() {
            line.push(roman(" "));
            line.push(italic(value_words(arg)));
        }
        line.push(roman("]"));
        if matches!(
            arg.get_action(),
            clap::ArgAction::Append | clap::ArgAction::Count
        ) {
            line.push(roman("..."));
        }
    }
    for arg in cmd.get_positionals().filter(|a| !a.is_hide_set()) {
        let (open, close) = if arg.is_required_set() {
            (" <", ">")
        } else {
            (" [", "]")
        };
        line.push(roman(open));
        line.push(italic(value_words(arg)));
        line.push(roman(close));
        if arg.get_num_args().is_some_and(|n| n.max_values() > 1) {
            line.push(roman("..."));
        }
    }
    if cmd.get_subcommands().any(|s| !s.is_hide_set()) {
        let (open, close) = if cmd.is_subcommand_required_set() {
            (" <", ">")
        } else {
            (" [", "]")
        };
        line.extend([roman(open), italic("command"), roman(close)]);
    }
    let mut roff = Roff::default();
    roff.control("SH", ["SYNOPSIS"]);
    roff.text(line);
    roff.to_writer(out)
}

/// What an argument's value is called: its choices when it has a few (`auto|always|never`),
/// else its value name (`RULE`, `URL`).
fn value_words(arg: &clap::Arg) -> String {
    let choices: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !choices.is_empty() && choices.len() <= 5 {
        return choices.join("|");
    }
    match arg.get_value_names() {
        Some(names) if !names.is_empty() => names
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" "),
        _ => arg.get_id().as_str().to_ascii_uppercase(),
    }
}

/// The files garuda-web reads and writes, at their Linux defaults (`garuda-web config path`
/// prints where they are on this machine).
const FILES: &[(&str, &str)] = &[
    (
        "~/.config/garuda-web/config.json",
        "settings (garuda-web config init writes a starter; GARUDA_WEB_CONFIG_DIR moves it)",
    ),
    (
        "~/.config/garuda-web/policy.json",
        "saved allow and deny rules (garuda-web config allow, \"Yes, always\" at the prompt)",
    ),
    (
        "~/.cache/garuda-web/pages/",
        "cached pages, for paging with --start (garuda-web cache list, cache clear)",
    ),
    (
        "~/.local/state/garuda-web/grants/",
        "session grants (\"Yes, for this session\" at the prompt), kept 12 hours after last use",
    ),
];
