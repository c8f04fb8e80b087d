//! Fuzz target: Charset sniffing (F-05) and content-type classification (F-04).
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::charset`.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::charset(data));
