//! The hidden `garuda-web generate` (G-07): shell completions for bash, zsh, fish, PowerShell and
//! elvish into `completions/`, and one man page per (visible) subcommand into `man/`, all made
//! from the same clap definition as `--help`. The output has no dates or paths in it, so the
//! committed copies can be compared with a fresh run (`tests/cli/generated.rs`).
//!
//! Not here: the command line itself (`cli.rs`).

use std::path::Path;

use clap::CommandFactory;
use clap_complete::Shell;

use crate::cli::Cli;
use crate::config;
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
        let mut cmd = Cli::command();
        let path = clap_complete::generate_to(shell, &mut cmd, "garuda-web", &completions)
            .map_err(write_failed(&completions))?;
        written.push(path);
    }
    // One page per subcommand (and per nested action, e.g. garuda-web-config-allow.1).
    clap_mangen::generate_to(Cli::command(), &man).map_err(write_failed(&man))?;
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
