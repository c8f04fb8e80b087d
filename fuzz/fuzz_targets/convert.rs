//! Fuzz target: The HTML to Markdown converter (F-06, R-02).
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::convert`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::convert(data));
