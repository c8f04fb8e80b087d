//! Fuzz target: The URL check (C-01, C-05) and the redirect check (C-04).
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::url_check`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::url_check(data));
