//! Fuzz target: The approval rule grammar and matching.
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::rules`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::rules(data));
