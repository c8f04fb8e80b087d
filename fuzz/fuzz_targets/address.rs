//! Fuzz target: The address check (C-02, C-05, C-06).
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::address`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::address(data));
