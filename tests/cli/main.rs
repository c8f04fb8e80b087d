//! Integration tests for the `garuda-web` binary: one test binary (`cargo test --test cli`),
//! one module per topic, each test named after the spec ID it checks (`cargo test c02_`).
//!
//! Every test runs the real binary through `support::Gw` against loopback servers and a
//! fake DNS server; nothing here talks to the network. Run the suite under `unshare --net`
//! (as CI does) so a regression that dials a refused address cannot leave the machine.

mod support;

mod cache;
mod errors;
mod fetch;
mod golden;
mod harness;
mod limits;
mod proxy;
mod redirects;
mod ssrf_dns;
mod ssrf_notations;
