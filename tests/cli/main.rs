//! Integration tests for the `garuda-web` binary: one test binary (`cargo test --test cli`),
//! one module per topic, each test named after the spec ID it checks (`cargo test c02_`).
//!
//! Every test runs the real binary through `support::Gw` against loopback servers and a
//! fake DNS server; nothing here talks to the network. Run the suite under `unshare --net`
//! (as CI does) so a regression that dials a refused address cannot leave the machine.

#![allow(
    clippy::unwrap_used,
    clippy::print_stderr,
    reason = "test code: an unwrap is a failing test with its message; skips say why on stderr"
)]

mod support;

mod approval;
mod browse;
mod browse_aim;
mod browse_batch;
mod browse_files;
mod browse_nav;
mod browse_network;
mod browse_replies;
mod browse_safe;
mod browse_script;
mod browse_state;
mod browse_verbs;
mod browse_wait;
mod cache;
mod completions;
mod config;
mod config_proxy;
mod convert_limits;
mod docs;
mod errors;
mod feedback;
mod fetch;
mod fetch_many;
mod fetch_render;
mod generated;
mod golden;
mod harness;
mod hints;
mod layers;
mod limits;
mod mcp;
mod mcp_browse;
mod neutralize;
mod output_file;
mod paging;
mod pdf;
mod policy;
mod proxy;
mod quickstart;
mod reader;
mod reader_full;
mod reader_fullpage;
mod redirects;
mod search;
mod search_claude;
mod search_fetch;
mod search_google;
mod search_prompt;
mod search_providers;
mod search_setup;
mod ssrf_dns;
mod ssrf_notations;
mod urls;
