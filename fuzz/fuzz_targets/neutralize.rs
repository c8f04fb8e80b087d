//! Fuzz target: Neutralizing untrusted text (G-06).
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::neutralize`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::neutralize(data));
