//! The hidden `generate` subcommand's clap types (G-07). `generate.rs` does the work.

use std::path::PathBuf;

use clap::Args;

/// Arguments of `generate`.
#[derive(Debug, Args)]
#[command(after_help = "Examples:\n  garuda-web generate            \
                        rewrite completions/ and man/ in the current folder\n  \
                        garuda-web generate --out /tmp/gen")]
pub(crate) struct GenerateArgs {
    /// The folder that receives `completions/` and `man/`.
    #[arg(long, value_name = "DIR", default_value = ".")]
    pub(crate) out: PathBuf,
}
