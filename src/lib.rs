//! garuda-web: read the web safely from scripts, agents and the terminal.
//!
//! The binary is a thin wrapper around [`run`]; the library exists so benchmarks can call the
//! converter directly ([`page::convert`]).

mod approval;
mod browse;
mod cache;
mod cli;
mod commands;
mod config;
mod env;
mod error;
mod exit;
#[doc(hidden)]
pub mod fuzzing;
mod generate;
mod net;
mod output;
pub mod page;
mod sanitize;
mod search;
mod settings;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};
use error::Error;
use exit::ExitStatus;
use output::Printer;

/// Runs one garuda-web command line and returns the process's exit code (SPEC §2).
pub fn run<I: IntoIterator<Item = OsString>>(args: I) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    let cli = match Cli::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(err) => return report_clap_error(&err, &args),
    };
    // The browse background process and its watchdog handle their own signals (B-01).
    match &cli.command {
        Command::BrowseDaemon(args) => return commands::browse::daemon(args),
        Command::BrowseWatchdog(args) => return commands::browse::watchdog(args),
        _ => {}
    }
    let printer = Printer::new(cli.global.json, cli.global.quiet, cli.global.verbose);
    report_interrupts(printer);
    match dispatch(&cli) {
        Ok(status) => status.into(),
        Err(err) if err.is_broken_pipe() => ExitStatus::Success.into(),
        Err(err) => {
            printer.error(&err);
            err.exit_status().into()
        }
    }
}

fn dispatch(cli: &Cli) -> Result<ExitStatus, Error> {
    match &cli.command {
        Command::Fetch(args) => {
            let common = settings::Common::from_args(&cli.global)?;
            let fetch = settings::FetchSettings::new(args, &common)?;
            commands::fetch::run(fetch, &common.printer)
        }
        Command::Search(args) => {
            let common = settings::Common::from_args(&cli.global)?;
            let search = settings::SearchSettings::new(args, &cli.global, &common)?;
            commands::search::run(search, &common)
        }
        Command::Browse(args) => commands::browse::run(args, &cli.global),
        Command::Config(args) => commands::config::run(&args.action, &cli.global),
        Command::Generate(args) => {
            let printer = Printer::new(cli.global.json, cli.global.quiet, cli.global.verbose);
            generate::run(&args.out, &printer)
        }
        Command::Cache(args) => {
            let common = settings::Common::from_args(&cli.global)?;
            let cache = settings::page_cache(&common);
            commands::cache::run(&args.action, &cache, &common.printer)
        }
        Command::BrowseDaemon(_) | Command::BrowseWatchdog(_) => Ok(ExitStatus::Success),
    }
}

/// Ctrl-C ends the call with exit 130 and, with `--json`, the `interrupted` error object
/// (G-02), instead of dying silently by the signal.
fn report_interrupts(printer: Printer) {
    // Failing to install the handler leaves the default behaviour (killed by SIGINT), which
    // the shell also reports as 130; nothing to tell the user.
    let _ = ctrlc::set_handler(move || {
        // At the approval prompt Ctrl-C means No: exit 4 `declined`; never returns then.
        approval::prompt::on_interrupt();
        printer.error(&Error::Interrupted);
        std::process::exit(i32::from(ExitStatus::Interrupted.code()));
    });
}

/// clap prints help, version and usage errors itself; with `--json` a usage error is also one
/// JSON object on stdout (G-01).
fn report_clap_error(err: &clap::Error, args: &[OsString]) -> ExitCode {
    use clap::error::ErrorKind;
    let informational = matches!(
        err.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    );
    let wants_json = args.iter().any(|a| a == "--json");
    if informational || !wants_json {
        let _ = err.print();
        return if informational && err.kind() != ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        {
            ExitStatus::Success.into()
        } else {
            ExitStatus::Usage.into()
        };
    }
    let rendered = err.render().to_string();
    let message = rendered
        .lines()
        .next()
        .unwrap_or("invalid command line")
        .trim_start_matches("error: ")
        .to_string();
    let usage = Error::Usage {
        message,
        hint: Some("run garuda-web --help".into()),
    };
    Printer::new(true, false, false).error(&usage);
    ExitStatus::Usage.into()
}
