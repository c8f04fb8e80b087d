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
mod fs;
#[doc(hidden)]
pub mod fuzzing;
mod generate;
mod interrupt;
mod mcp;
mod net;
mod output;
pub mod page;
mod prompt;
mod report;
mod rules;
mod sanitize;
mod search;
mod settings;
mod status_line;
mod warning;

use std::ffi::OsString;
use std::process::ExitCode;
use std::sync::mpsc;

use cli::{Cli, Command};
use error::Error;
use exit::ExitStatus;
use interrupt::Signal;
use output::Printer;

/// Runs one garuda-web command line and returns the process's exit code (SPEC §2).
///
/// The command runs on a worker thread while this one waits for its result or for a signal
/// (`interrupt`): a signal ends the call with one `interrupted` report and its exit status,
/// even while the worker is blocked in the network.
pub fn run<I: IntoIterator<Item = OsString>>(args: I) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().collect();
    let cli = match cli::parse(&args) {
        Ok(cli) => cli,
        Err(err) => {
            let wants_json = args.iter().any(|a| a == "--json");
            let printer = Printer::new(wants_json, false, false, cli::color_of_args(&args));
            return report_clap_error(&err, &args, printer);
        }
    };
    // The browse background process and its watchdog handle their own signals (B-01).
    match &cli.command {
        Command::BrowseDaemon(args) => return commands::browse::daemon(args),
        Command::BrowseWatchdog(args) => return commands::browse::watchdog(args),
        Command::BrowseLaunch(args) => return commands::browse::launch(args),
        // The MCP server owns stdin and stdout for the protocol; it ends when stdin closes.
        Command::Mcp(args) => return mcp::run(args, &cli.global),
        _ => {}
    }
    let printer = Printer::new(
        cli.global.json,
        cli.global.quiet,
        cli.global.verbose,
        cli.global.color,
    );
    let (events, arrived) = mpsc::channel();
    let signals = events.clone();
    // Without handlers the signals keep their default action (the process dies with them).
    let _ = interrupt::listen(move |signal| {
        let _ = signals.send(Event::Signal(signal));
    });
    let worker = std::thread::Builder::new()
        .name("command".into())
        .stack_size(WORKER_STACK)
        .spawn(move || {
            let result = std::panic::catch_unwind(|| dispatch(&cli, printer));
            let _ = events.send(Event::Done(result));
        });
    if worker.is_err() {
        return finish(dispatch_again(&args, printer), printer);
    }
    loop {
        match arrived.recv() {
            Ok(Event::Done(Ok(result))) => return finish(result, printer),
            Ok(Event::Done(Err(panic))) => std::panic::resume_unwind(panic),
            // Ctrl-C at the approval prompt means No: the prompt answers it.
            Ok(Event::Signal(Signal::Interrupt)) if prompt::owns_interrupt() => {}
            Ok(Event::Signal(signal)) => return interrupted(signal, printer),
            // Both senders gone: cannot happen while the signal thread lives.
            Err(_) => return ExitStatus::Failed.into(),
        }
    }
}

/// Stack of the command's thread: as much as the main thread has.
const WORKER_STACK: usize = 8 * 1024 * 1024;

/// What the waiting thread of [`run`] hears about.
enum Event {
    /// The command returned (or panicked).
    Done(std::thread::Result<Result<ExitStatus, Error>>),
    /// A signal arrived.
    Signal(Signal),
}

/// The exit code of a finished command, reporting its error.
fn finish(result: Result<ExitStatus, Error>, printer: Printer) -> ExitCode {
    status_line::close();
    match result {
        Ok(status) => status.into(),
        Err(err) if err.is_broken_pipe() => ExitStatus::Success.into(),
        Err(err) => {
            printer.error(&err);
            err.exit_status().into()
        }
    }
}

/// A signal ended the call (G-02): one `interrupted` report.
fn interrupted(signal: Signal, printer: Printer) -> ExitCode {
    status_line::close();
    prompt::restore_terminal();
    let err = Error::Interrupted(signal);
    printer.error(&err);
    err.exit_status().into()
}

/// Runs the command on this thread, when no worker thread could be started.
fn dispatch_again(args: &[OsString], printer: Printer) -> Result<ExitStatus, Error> {
    let cli = cli::parse(args).map_err(|e| Error::Usage {
        message: e.to_string(),
        hint: None,
    })?;
    dispatch(&cli, printer)
}

fn dispatch(cli: &Cli, printer: Printer) -> Result<ExitStatus, Error> {
    match &cli.command {
        Command::Fetch(args) => {
            let common = settings::Common::from_args(
                &cli.global,
                &cli.global.approval.and(&args.approval),
                printer,
            )?;
            let fetch = settings::FetchSettings::new(args, &common)?;
            commands::fetch_many::run(fetch, &common.printer)
        }
        Command::Search(args) => {
            let common = settings::Common::from_args(
                &cli.global,
                &cli.global.approval.and(&args.approval),
                printer,
            )?;
            let search = settings::SearchSettings::new(args, &common)?;
            commands::search::run(search, &common)
        }
        Command::Browse(args) => match &args.verb {
            cli::BrowseVerb::Batch { keep_going } => {
                commands::browse_batch::run(args, *keep_going, &cli.global, printer)
            }
            _ => commands::browse::run(args, &cli.global, printer),
        },
        Command::Config(args) => commands::config::run(&args.action, &cli.global, printer),
        Command::Generate(args) => generate::run(&args.out, &printer),
        Command::Cache(args) => {
            let common = settings::Common::from_args(&cli.global, &cli.global.approval, printer)?;
            let cache = settings::page_cache(&common);
            commands::cache::run(&args.action, &cache, &common.printer)
        }
        Command::BrowseDaemon(_)
        | Command::BrowseWatchdog(_)
        | Command::BrowseLaunch(_)
        | Command::Mcp(_) => Ok(ExitStatus::Success),
    }
}

/// clap prints help and the version itself (and the help a bare `garuda-web` or `garuda-web
/// config` gets, exit 2); a usage error is reported as every other error is (G-01, G-03): a
/// `garuda-web: error:` sentence and a `hint:` line on stderr, or one JSON object with
/// `--json`, exit 2 `usage`.
fn report_clap_error(err: &clap::Error, args: &[OsString], printer: Printer) -> ExitCode {
    use clap::error::ErrorKind;
    match err.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            let _ = err.print();
            ExitStatus::Success.into()
        }
        // On a terminal the help of the command that needs a subcommand; with --json one
        // object (G-01) naming the subcommands.
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand if !printer.json => {
            let _ = err.print();
            ExitStatus::Usage.into()
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let (command, subcommands) = cli::named_command(args);
            printer.error(&Error::Usage {
                message: format!("{command} needs a command: {}", subcommands.join(", ")),
                hint: Some(format!("run {command} --help")),
            });
            ExitStatus::Usage.into()
        }
        _ => {
            let (command, _) = cli::named_command(args);
            printer.error(&usage_error(&err.render().to_string(), &command));
            ExitStatus::Usage.into()
        }
    }
}

/// clap's rendered usage error as one JSON-ready error (G-01): the message keeps every
/// line of clap's explanation (the missing argument's name, the invalid value), the hint keeps
/// clap's tips ("a similar argument exists: '--allow'") and names the subcommand's help: the
/// one of clap's `Usage:` line, else `command` (the subcommands named on the command line).
fn usage_error(rendered: &str, command: &str) -> Error {
    let mut message = Vec::new();
    let mut tips = Vec::new();
    let mut command = command.to_string();
    for line in rendered.lines() {
        let line = line.trim();
        if let Some(usage) = line.strip_prefix("Usage: ") {
            command = usage
                .split_whitespace()
                .take_while(|w| !w.starts_with(['-', '<', '[']))
                .collect::<Vec<_>>()
                .join(" ");
        } else if let Some(tip) = line.strip_prefix("tip: ") {
            tips.push(tip.to_string());
        } else if !line.is_empty() && !line.starts_with("For more information") {
            message.push(line.trim_start_matches("error: ").to_string());
        }
    }
    let message = match message.join(" ") {
        m if m.is_empty() => "invalid command line".to_string(),
        m => m,
    };
    tips.push(format!("run {command} --help"));
    Error::Usage {
        message,
        hint: Some(tips.join("; ")),
    }
}

#[cfg(test)]
mod tests {
    use super::usage_error;

    // G-01: a JSON usage error keeps clap's detail.
    #[test]
    fn g01_usage_errors_keep_the_argument_and_the_tip() {
        let missing = "error: the following required arguments were not provided:\n  <URL>\n\n\
                       Usage: garuda-web fetch <URL>\n\nFor more information, try '--help'.\n";
        let err = usage_error(missing, "garuda-web");
        assert_eq!(
            err.to_string(),
            "the following required arguments were not provided: <URL>"
        );
        assert_eq!(err.hint().as_deref(), Some("run garuda-web fetch --help"));
        let typo = "error: unexpected argument '--alow' found\n\n  tip: a similar argument \
                    exists: '--allow'\n\nUsage: garuda-web fetch --allow <RULE> <URL>\n\n\
                    For more information, try '--help'.\n";
        let err = usage_error(typo, "garuda-web");
        assert_eq!(err.to_string(), "unexpected argument '--alow' found");
        assert_eq!(
            err.hint().as_deref(),
            Some("a similar argument exists: '--allow'; run garuda-web fetch --help")
        );
        // Without a Usage: line (an invalid value), the subcommand named on the command line.
        let value = "error: invalid value '5' for '--max-chars <N>': 5 is not in 1000..=100000\n\n\
                     For more information, try '--help'.\n";
        let err = usage_error(value, "garuda-web fetch");
        assert_eq!(err.hint().as_deref(), Some("run garuda-web fetch --help"));
    }
}
