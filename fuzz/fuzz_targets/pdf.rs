//! Fuzz target: the PDF reader (F-60, G-09, R-02) on cut and corrupted files.
//! The input layout and the asserted properties are documented on
//! `garuda_web::fuzzing::pdf`; the originals are the damage fixtures of tests/fixtures/pdf.

#![no_main]

use libfuzzer_sys::fuzz_target;

/// Three pages of 30 lines, page tree first, plain content streams.
const HEAD: &[u8] = include_bytes!("../../tests/fixtures/pdf/damage-head.pdf");
/// The same pages, page tree last, compressed content streams.
const TAIL: &[u8] = include_bytes!("../../tests/fixtures/pdf/damage-tail.pdf");

fuzz_target!(|data: &[u8]| garuda_web::fuzzing::pdf(data, &[HEAD, TAIL]));
