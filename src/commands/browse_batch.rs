//! `garuda-web browse batch [--keep-going]` (B-26): verbs read from stdin, one per line, run in
//! order over one connection to the session's background process.
//!
//! Every line is parsed first, by the same clap definitions as the command line (shell-style
//! words; `#` comments and blank lines skipped): a line that does not parse fails the whole
//! batch with its line number before any step runs (exit 2) — a typo on line 9 must not leave
//! the page half-driven by lines 1–8. Then each step runs exactly as `browse VERB` would
//! ([`browse::perform`]: the same checks, approvals and request), its reply printed as that
//! verb prints it (text: its block; `--json`: its object on one line, with `step`: JSON Lines).
//! The batch stops at the first step that fails and exits with that step's code; with
//! `--keep-going` it runs on and exits with the first failure's code. In text mode a line on
//! stderr says which steps failed.
//!
//! Approval: stdin holds the steps, so nobody can be asked; a step that needs an answer (an
//! `open` of a new host, a `script`, a parked navigation) is decided by this call's flags, the
//! rules and the session's grants, else refused naming the rule to add (A-03 step 5).

use std::io::{IsTerminal, Read};

use clap::{CommandFactory, FromArgMatches};
use serde_json::json;

use crate::browse::client;
use crate::browse::run_dir::SessionFiles;
use crate::cli::{BatchStep, BrowseArgs, BrowseVerb, GlobalArgs};
use crate::commands::browse::{self, Performed};
use crate::error::Error;
use crate::exit::ExitStatus;
use crate::output::Printer;
use crate::settings::{BrowseSettings, Common, Served};

/// The largest batch read from stdin.
const MAX_BYTES: u64 = 1024 * 1024;
/// The most steps one batch runs.
const MAX_STEPS: usize = 1000;

/// One step of a batch: a parsed line.
#[derive(Debug)]
pub(crate) struct Step {
    /// Its number among the steps, from 1.
    pub(crate) number: usize,
    /// Its line in the input, from 1.
    pub(crate) line: usize,
    /// The verb's name (`open` for `navigate` too).
    pub(crate) name: String,
    /// The line as written, trimmed.
    pub(crate) text: String,
    /// The verb.
    pub(crate) verb: BrowseVerb,
}

/// Runs a batch; see the module doc.
pub(crate) fn run(
    args: &BrowseArgs,
    keep_going: bool,
    global: &GlobalArgs,
    printer: Printer,
) -> Result<ExitStatus, Error> {
    if std::io::stdin().is_terminal() {
        printer.info(
            "garuda-web: batch: reading steps from stdin, one verb per line; end with Ctrl-D",
        );
    }
    let steps = parse(&read_stdin()?)?;
    let mut common = Common::from_args(global, &args.approval, printer)?;
    // Stdin holds the steps: nobody is asked, rules decide (A-03 step 5).
    common.served = Some(Served::default());
    let session = BrowseSettings::new(args.allow_local, &args.approval, &common)?.session;
    let _one_connection =
        client::hold_connection(&SessionFiles::new(&common.paths.state_dir, &session));
    let mut failed: Vec<&Step> = Vec::new();
    let mut first_failure = None;
    for step in &steps {
        let status = run_step(step, args, &common, &session)?;
        if status != ExitStatus::Success {
            failed.push(step);
            first_failure.get_or_insert(status);
            if !keep_going {
                break;
            }
        }
    }
    if let Some(first) = failed.first() {
        common
            .printer
            .info(&summary(first, failed.len(), steps.len(), keep_going));
    }
    Ok(first_failure.unwrap_or(ExitStatus::Success))
}

/// One step, run and printed as `browse VERB` alone would; its exit status. Only a failure to
/// print ends the batch early.
fn run_step(
    step: &Step,
    args: &BrowseArgs,
    common: &Common,
    session: &str,
) -> Result<ExitStatus, Error> {
    let printer = &common.printer;
    match browse::perform(&step.verb, args.allow_local, &args.approval, common, None) {
        Ok(Performed::Reply(done)) => browse::print_reply(
            printer,
            &done.session,
            &done.action,
            done.reply,
            Some(step.number),
        ),
        Ok(Performed::Closed(status)) => Ok(status),
        Err(e) if e.is_broken_pipe() => Err(e),
        Err(e) => {
            let e = nobody_asked(e);
            if printer.json {
                printer.json_result(&json!({
                    "browse": step.name,
                    "session": session,
                    "step": step.number,
                    "error": e.body(),
                }))?;
            } else {
                printer.error_sentence(&e);
            }
            Ok(e.exit_status())
        }
    }
}

/// A step's `needs_approval`: its hint says that nobody is asked in a batch (stdin holds the
/// steps) instead of offering a terminal, and keeps the rule to add.
fn nobody_asked(e: Error) -> Error {
    const TERMINAL: &str = "run it in a terminal to be asked, or ";
    match e.hint() {
        Some(hint) if e.code() == "needs_approval" && hint.starts_with(TERMINAL) => {
            let rest = &hint[TERMINAL.len()..];
            e.with_hint(format!(
                "a batch asks nobody (stdin holds its steps): {rest}"
            ))
        }
        _ => e,
    }
}

/// The stderr line after a batch with failures (text mode).
fn summary(first: &Step, failed: usize, total: usize, keep_going: bool) -> String {
    let line = format!(
        "line {}: {}",
        first.line,
        crate::sanitize::one_line(&first.text)
    );
    if !keep_going {
        let rest = match total - first.number {
            0 => String::new(),
            1 => format!("; step {total} did not run"),
            _ => format!("; steps {}–{total} did not run", first.number + 1),
        };
        return format!(
            "garuda-web: batch: step {} of {total} failed ({line}){rest}",
            first.number
        );
    }
    format!(
        "garuda-web: batch: {failed} of {total} {} failed; the exit code is the first's, step \
         {} ({line})",
        if total == 1 { "step" } else { "steps" },
        first.number
    )
}

fn read_stdin() -> Result<String, Error> {
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Error::Usage {
            message: format!("cannot read the batch from stdin: {e}"),
            hint: Some("give the steps on stdin: garuda-web browse batch < steps.txt".into()),
        })?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(Error::Usage {
            message: format!("the batch is longer than {} KiB", MAX_BYTES / 1024),
            hint: Some("split it into several batches".into()),
        });
    }
    String::from_utf8(bytes).map_err(|e| Error::Usage {
        message: format!(
            "the batch is not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ),
        hint: Some("save the steps as UTF-8".into()),
    })
}

/// Every step of `text`, or the first line that does not parse (naming the others).
pub(crate) fn parse(text: &str) -> Result<Vec<Step>, Error> {
    let mut steps = Vec::new();
    let mut bad: Vec<(usize, Error)> = Vec::new();
    // One command line for every step: clap builds it once, not once a line (about 0.3 M
    // instructions each).
    let mut cmd = BatchStep::command();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        match parse_line(&mut cmd, raw, line) {
            Ok(None) => {}
            Ok(Some((name, verb))) => steps.push(Step {
                number: steps.len() + 1,
                line,
                name,
                text: raw.trim().to_string(),
                verb,
            }),
            Err(e) => bad.push((line, e)),
        }
    }
    if let Some((_, first)) = bad.first() {
        let others: Vec<String> = bad.iter().skip(1).map(|(l, _)| l.to_string()).collect();
        let (message, hint) = match first {
            Error::Usage { message, hint } => (message.clone(), hint.clone()),
            other => (other.to_string(), None),
        };
        let mut hint = hint.unwrap_or_default();
        if !hint.is_empty() {
            hint.push_str("; ");
        }
        hint.push_str("no step ran");
        if !others.is_empty() {
            hint.push_str(&format!(
                "; {} more {} not parse either: {}",
                others.len(),
                if others.len() == 1 {
                    "line does"
                } else {
                    "lines do"
                },
                others.join(", ")
            ));
        }
        return Err(Error::Usage {
            message,
            hint: Some(hint),
        });
    }
    if steps.is_empty() {
        return Err(Error::Usage {
            message: "the batch on stdin holds no step".into(),
            hint: Some(
                "give one verb per line, e.g.: printf 'open example.org\\nget title\\n' | \
                 garuda-web browse --allow example.org batch"
                    .into(),
            ),
        });
    }
    if steps.len() > MAX_STEPS {
        return Err(Error::Usage {
            message: format!(
                "the batch has {} steps; at most {MAX_STEPS} run",
                steps.len()
            ),
            hint: Some("split it into several batches".into()),
        });
    }
    Ok(steps)
}

/// One line, parsed with `cmd` (a [`BatchStep`] command): `None` when it is blank or a
/// comment, else the verb's name and the verb.
fn parse_line(
    cmd: &mut clap::Command,
    raw: &str,
    line: usize,
) -> Result<Option<(String, BrowseVerb)>, Error> {
    let usage = |message: String, hint: Option<String>| Error::Usage {
        message: format!("line {line} of the batch: {message}"),
        hint,
    };
    let words = shell_words::split(raw).map_err(|_| {
        usage(
            "a quote is not closed".into(),
            Some("quote as in a shell: 'two words' or \"it's\"".into()),
        )
    })?;
    if words.is_empty() {
        return Ok(None);
    }
    let matches = cmd
        .try_get_matches_from_mut(&words)
        .map_err(|e| usage(clap_sentence(&e, &words), clap_hint(&e, raw, &words)))?;
    let name = matches.subcommand_name().unwrap_or_default().to_string();
    let step = BatchStep::from_arg_matches(&matches)
        .map_err(|e| usage(clap_sentence(&e, &words), None))?;
    match &step.verb {
        BrowseVerb::Batch { .. } => {
            let e = super::browse::nested_batch();
            Err(usage(e.to_string(), e.hint()))
        }
        BrowseVerb::Close { all: true } => Err(usage(
            "close --all cannot run in a batch".into(),
            Some(
                "run garuda-web browse close --all on its own (close ends this batch's \
                 session)"
                    .into(),
            ),
        )),
        BrowseVerb::Script { js, .. } if js == "-" => Err(usage(
            "script - reads the script from stdin, which holds the batch".into(),
            Some("give the script on the line: script 'document.title'".into()),
        )),
        _ => Ok(Some((name, step.verb))),
    }
}

/// clap's complaint as one sentence.
fn clap_sentence(e: &clap::Error, words: &[String]) -> String {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!("'{}' is not a whole step", words.join(" "))
        }
        _ => {
            let rendered = e.render().to_string();
            let first = rendered.lines().next().unwrap_or_default();
            first.strip_prefix("error: ").unwrap_or(first).to_string()
        }
    }
}

/// What to do about clap's complaint: its tip, and where a batch's flags go.
fn clap_hint(e: &clap::Error, raw: &str, words: &[String]) -> Option<String> {
    use clap::error::ErrorKind;
    let verb = words.first().map(String::as_str).unwrap_or_default();
    let rendered = e.render().to_string();
    let tip = rendered
        .lines()
        .find_map(|l| l.trim().strip_prefix("tip: "))
        .map(str::to_string);
    let mut hints: Vec<String> = tip.into_iter().collect();
    if matches!(e.kind(), ErrorKind::UnknownArgument)
        && words.iter().any(|w| {
            [
                "--json",
                "--allow",
                "--deny",
                "--allow-local",
                "--allow-localhost",
                "--session",
                "--policy",
            ]
            .contains(&w.split('=').next().unwrap_or_default())
        })
    {
        hints.push(
            "flags of the whole call go before batch: garuda-web browse --allow HOST batch".into(),
        );
    }
    if raw.contains(" #") {
        hints.push(
            "a word starting with # starts a comment, as in a shell: quote it ('#save')".into(),
        );
    }
    hints.push(match e.kind() {
        ErrorKind::InvalidSubcommand => "garuda-web browse --help lists the verbs".to_string(),
        _ => format!("garuda-web browse {verb} --help shows what it takes"),
    });
    Some(hints.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(e: &Error) -> (String, String) {
        (e.to_string(), e.hint().unwrap_or_default())
    }

    // B-26: one verb per line in shell words; comments and blank lines are no steps; a
    // verb's alias is its name.
    #[test]
    fn b26_lines_are_verbs_in_shell_words() {
        let steps = parse(
            "# log in\n\nnavigate http://127.0.0.1:8080/\ntype 'label=Email' \"a b\" --submit  # done\n  get value 'css=#q'\n",
        )
        .unwrap();
        let names: Vec<(usize, usize, &str)> = steps
            .iter()
            .map(|s| (s.number, s.line, s.name.as_str()))
            .collect();
        assert_eq!(names, [(1, 3, "open"), (2, 4, "type"), (3, 5, "get")]);
        assert!(matches!(
            &steps[1].verb,
            BrowseVerb::Type { target, text, submit: true, .. } if target == "label=Email" && text == "a b"
        ));
    }

    // B-26: a line that does not parse names its line, and the others that do not; nothing
    // runs (the whole batch is refused).
    #[test]
    fn b26_a_bad_line_is_named_before_anything_runs() {
        let e = parse("open a.test\nclik @e1\nget\ntype \"open\n").unwrap_err();
        let (m, h) = message(&e);
        assert!(
            m.starts_with("line 2 of the batch: unrecognized subcommand 'clik'"),
            "{m}"
        );
        assert!(h.contains("'click'") && h.contains("no step ran"), "{h}");
        assert!(h.contains("2 more lines do not parse either: 3, 4"), "{h}");
        assert_eq!(e.exit_status(), ExitStatus::Usage);
    }

    // B-26: what cannot run in a batch says why: a batch in a batch, close --all, a script
    // from stdin, a flag of the whole call on a line, an empty batch.
    #[test]
    fn b26_refused_lines() {
        for (text, said) in [
            ("batch\n", "a batch cannot run inside a batch"),
            ("close --all\n", "close --all cannot run in a batch"),
            ("script -\n", "stdin, which holds the batch"),
            (
                "open --allow a.test a.test\n",
                "unexpected argument '--allow'",
            ),
        ] {
            let (m, h) = message(&parse(text).unwrap_err());
            assert!(
                m.starts_with("line 1 of the batch: ") && m.contains(said),
                "{m}"
            );
            assert!(h.contains("no step ran"), "{h}");
        }
        let (_, h) = message(&parse("open --allow a.test a.test\n").unwrap_err());
        assert!(h.contains("flags of the whole call go before batch"), "{h}");
        let (_, h) = message(&parse("click #save\n").unwrap_err());
        assert!(h.contains("starts a comment"), "{h}");
        let (m, _) = message(&parse("# nothing\n\n").unwrap_err());
        assert_eq!(m, "the batch on stdin holds no step");
    }
}
