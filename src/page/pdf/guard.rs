//! Checks on a PDF's raw bytes before the parser sees them (F-60, R-02).
//!
//! - Nesting. The parser reads arrays and dictionaries by recursion, with no depth limit:
//!   `[[[[…]]]]` a hundred thousand deep overflows any thread's stack, and a stack overflow
//!   aborts the whole process (it is not a panic, `catch_unwind` cannot stop it). A small lexer
//!   that skips strings and comments scans the file and, one level down, the data of every
//!   stream that is not an image — uncompressed, or inflated when its filters are all
//!   `FlateDecode` (content streams, whose `[…] TJ` arrays the parser also reads by recursion,
//!   and object streams, where compressed objects live). Nesting deeper than [`MAX_NESTING`] is
//!   refused. Real documents nest a few levels; the PDF 1.7 spec's own implementation limit was
//!   28. Streams behind other filters (LZW, ASCII85, …) are not looked into.
//! - Decompression bombs. The parser inflates a stream whole, up to 256 MiB each; a few KiB of
//!   nested `FlateDecode` layers can ask for that many times over. Every Flate-only stream that
//!   is not an image is inflated here first (one at a time, then dropped), counting bytes: one
//!   over [`MAX_STREAM_BYTES`], or all of them over [`MAX_TOTAL_BYTES`], is refused.
//!   Images are left alone (text extraction does not decode them).
//! - Cut or corrupt Flate data. While inflating, the guard notes every stream whose data stops
//!   before zlib's end-of-stream marker or fails its checks: `damage.rs` turns those into
//!   damaged objects (F-60: a damaged PDF says so).

use std::io::Read;

use super::PdfError;
use super::bytes::{contains, find, is_stream_keyword, literal_string_end, skip_eol};

/// Arrays and dictionaries nested deeper than this are refused.
pub(crate) const MAX_NESTING: usize = 256;
/// A non-image stream that inflates to more than this is refused.
pub(crate) const MAX_STREAM_BYTES: u64 = 32 << 20;
/// Non-image streams that together inflate to more than this are refused.
pub(crate) const MAX_TOTAL_BYTES: u64 = 256 << 20;

/// Refuses a document that nests deeper than [`MAX_NESTING`] or whose streams inflate past the
/// limits. Otherwise gives the offsets of the `stream` keywords whose Flate data is cut or
/// corrupt.
pub(crate) fn check(data: &[u8]) -> Result<Vec<usize>, PdfError> {
    let mut scan = Scan::default();
    scan.run(data, true)?;
    Ok(scan.bad_streams)
}

fn too_deep() -> PdfError {
    PdfError::Unreadable {
        reason: format!(
            "its objects nest more than {MAX_NESTING} levels deep, which no real document does \
             (a malformed or hostile file)"
        ),
    }
}

fn bomb(limit: u64) -> PdfError {
    PdfError::Unreadable {
        reason: format!(
            "its compressed streams inflate to more than {} MiB, which is a decompression bomb",
            limit >> 20
        ),
    }
}

/// The state of one scan: bytes inflated so far, streams whose Flate data is broken.
#[derive(Default)]
struct Scan {
    inflated: u64,
    bad_streams: Vec<usize>,
}

impl Scan {
    /// Scans a file (`top`) or a stream's data for nesting; in a file, checks its streams.
    fn run(&mut self, data: &[u8], top: bool) -> Result<(), PdfError> {
        let mut depth = 0usize;
        let mut dict_start = 0usize;
        let mut i = 0usize;
        while i < data.len() {
            match data[i] {
                b'%' => i = skip_line(data, i),
                b'(' => i = literal_string_end(data, i).unwrap_or(data.len()),
                b'<' if data.get(i + 1) == Some(&b'<') => {
                    if depth == 0 {
                        dict_start = i;
                    }
                    depth += 1;
                    i += 2;
                }
                b'<' => i = skip_past(data, i + 1, b">"),
                b'>' if data.get(i + 1) == Some(&b'>') => {
                    depth = depth.saturating_sub(1);
                    i += 2;
                }
                b'[' => {
                    depth += 1;
                    i += 1;
                }
                b']' => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
                b's' if top && is_stream_keyword(data, i) => {
                    let body_start = skip_eol(data, i + 6);
                    let end = find(data, body_start, b"endstream").unwrap_or(data.len());
                    if !self.stream(&data[dict_start.min(i)..i], &data[body_start..end])? {
                        self.bad_streams.push(i);
                    }
                    i = end;
                    depth = 0;
                }
                _ => i += 1,
            }
            if depth > MAX_NESTING {
                return Err(too_deep());
            }
        }
        Ok(())
    }

    /// Checks one stream, given its dictionary's bytes and its raw data; false when its Flate
    /// data is cut or corrupt.
    fn stream(&mut self, dict: &[u8], raw: &[u8]) -> Result<bool, PdfError> {
        if contains(dict, b"/Image") {
            return Ok(true);
        }
        if !contains(dict, b"/Filter") {
            self.run(raw, false)?;
            return Ok(true);
        }
        let layers = flate_layers(dict);
        if layers == 0 {
            return Ok(true);
        }
        let mut outer = Inflate::new(raw);
        let mut whole = true;
        {
            let mut reader: Box<dyn Read + '_> = Box::new(&mut outer);
            for _ in 1..layers {
                reader = Box::new(flate2::read::ZlibDecoder::new(reader));
            }
            whole &= self.inflate(reader)?;
        }
        Ok(whole && outer.ended == Some(true))
    }

    /// Inflates a stream's data, counting bytes against the limits, and scans it for nesting;
    /// false when the inflater reported an error.
    fn inflate(&mut self, mut reader: Box<dyn Read + '_>) -> Result<bool, PdfError> {
        let mut inflated = Vec::new();
        let mut buf = vec![0u8; 64 << 10];
        let mut whole = true;
        loop {
            let n = match reader.read(&mut buf) {
                Ok(0) => break,
                Err(_) => {
                    whole = false;
                    break;
                }
                Ok(n) => n,
            };
            self.inflated += n as u64;
            if (inflated.len() + n) as u64 > MAX_STREAM_BYTES {
                return Err(bomb(MAX_STREAM_BYTES));
            }
            if self.inflated > MAX_TOTAL_BYTES {
                return Err(bomb(MAX_TOTAL_BYTES));
            }
            inflated.extend_from_slice(&buf[..n]);
        }
        self.run(&inflated, false)?;
        Ok(whole)
    }
}

/// A zlib inflater over a stream's raw data that remembers how the data ended: at zlib's
/// end-of-stream marker with a good checksum (`Some(true)`), or cut short or corrupt
/// (`Some(false)`). flate2's reader reports a cut as a plain end of input.
struct Inflate<'a> {
    raw: &'a [u8],
    z: flate2::Decompress,
    ended: Option<bool>,
}

impl<'a> Inflate<'a> {
    fn new(raw: &'a [u8]) -> Self {
        Inflate {
            raw,
            z: flate2::Decompress::new(true),
            ended: None,
        }
    }
}

impl Read for Inflate<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        while self.ended.is_none() && !buf.is_empty() {
            let (read_before, written_before) = (self.z.total_in(), self.z.total_out());
            let input = self
                .raw
                .get(usize::try_from(read_before).unwrap_or(usize::MAX)..)
                .unwrap_or_default();
            let status = self.z.decompress(input, buf, flate2::FlushDecompress::None);
            let read = self.z.total_in() - read_before;
            let written = usize::try_from(self.z.total_out() - written_before).unwrap_or(0);
            match status {
                Ok(flate2::Status::StreamEnd) => self.ended = Some(true),
                Ok(_) if written == 0 && read == 0 => self.ended = Some(false),
                Ok(_) => {}
                Err(_) => self.ended = Some(false),
            }
            if written > 0 {
                return Ok(written);
            }
        }
        Ok(0)
    }
}

/// How many filters the stream has when every one is `FlateDecode`; 0 otherwise.
fn flate_layers(dict: &[u8]) -> usize {
    let Some(at) = find(dict, 0, b"/Filter") else {
        return 0;
    };
    let rest = &dict[at + 7..];
    let rest = &rest[rest.iter().take_while(|b| b.is_ascii_whitespace()).count()..];
    let names: &[u8] = if rest.first() == Some(&b'[') {
        let close = rest.iter().position(|&b| b == b']').unwrap_or(rest.len());
        &rest[1..close]
    } else {
        let end = rest[1.min(rest.len())..]
            .iter()
            .position(|&b| b == b'/' || b == b'>' || b.is_ascii_whitespace())
            .map_or(rest.len(), |p| p + 1);
        &rest[..end]
    };
    let mut count = 0;
    for name in names.split(|&b| b == b'/' || b.is_ascii_whitespace()) {
        match name {
            b"" => {}
            b"FlateDecode" | b"Fl" => count += 1,
            _ => return 0,
        }
    }
    count
}

fn skip_line(data: &[u8], from: usize) -> usize {
    data[from..]
        .iter()
        .position(|&b| b == b'\n' || b == b'\r')
        .map_or(data.len(), |p| from + p + 1)
}

/// Past the next occurrence of `needle` at or after `from` (the end when there is none).
fn skip_past(data: &[u8], from: usize, needle: &[u8]) -> usize {
    if from >= data.len() {
        return data.len();
    }
    data[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map_or(data.len(), |p| from + p + needle.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    // R-02, F-60: deep nesting is refused before the parser recurses into it.
    #[test]
    fn deep_nesting_is_refused() {
        let mut pdf = b"%PDF-1.7\n1 0 obj\n<< /A ".to_vec();
        pdf.extend(std::iter::repeat_n(b'[', 100_000));
        pdf.extend(std::iter::repeat_n(b']', 100_000));
        pdf.extend(b" >>\nendobj\n");
        let err = check(&pdf).unwrap_err();
        assert!(err.to_string().contains("more than 256 levels"), "{err}");
    }

    fn zlib(data: &[u8]) -> Vec<u8> {
        use std::io::Write;
        let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
        z.write_all(data).unwrap();
        z.finish().unwrap()
    }

    fn with_stream(dict: &str, data: &[u8]) -> Vec<u8> {
        let mut pdf = format!("%PDF-1.7\n1 0 obj\n{dict}\nstream\n").into_bytes();
        pdf.extend_from_slice(data);
        pdf.extend(b"\nendstream\nendobj\n");
        pdf
    }

    // R-02, F-60: nested Flate layers that inflate past the cap are refused while inflating,
    // with a buffer that is thrown away; images and other filters are not inflated.
    #[test]
    fn decompression_bombs_are_refused() {
        let big = zlib(&zlib(&vec![b' '; (MAX_STREAM_BYTES + 1) as usize]));
        let bomb = with_stream("<< /Filter [/FlateDecode /Fl] /Length 1 >>", &big);
        let err = check(&bomb).unwrap_err();
        assert!(err.to_string().contains("decompression bomb"), "{err}");
        let image = with_stream("<< /Subtype /Image /Filter [/FlateDecode /Fl] >>", &big);
        assert!(check(&image).is_ok());
        let other = with_stream("<< /Filter [/ASCIIHexDecode /FlateDecode] >>", &big);
        assert!(check(&other).is_ok());
        let small = with_stream("<< /Filter /FlateDecode /Length 9 >>", &zlib(b"BT ET"));
        assert!(check(&small).is_ok());
    }

    // deep nesting inside a compressed object stream is found too.
    #[test]
    fn nesting_inside_object_streams_is_refused() {
        let mut objs = b"1 0 ".to_vec();
        objs.extend(std::iter::repeat_n(b'[', 1_000));
        objs.extend(std::iter::repeat_n(b']', 1_000));
        let pdf = with_stream(
            "<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>",
            &zlib(&objs),
        );
        let err = check(&pdf).unwrap_err();
        assert!(err.to_string().contains("more than 256 levels"), "{err}");
    }

    // deep arrays in a content stream (`[[[…(x)…]]] TJ`), compressed or not.
    #[test]
    fn nesting_inside_content_streams_is_refused() {
        let mut content = b"BT ".to_vec();
        content.extend(std::iter::repeat_n(b'[', 1_000));
        content.extend(b"(x)");
        content.extend(std::iter::repeat_n(b']', 1_000));
        content.extend(b" TJ ET");
        for pdf in [
            with_stream("<< /Length 1 >>", &content),
            with_stream("<< /Filter /FlateDecode >>", &zlib(&content)),
        ] {
            let err = check(&pdf).unwrap_err();
            assert!(err.to_string().contains("more than 256 levels"), "{err}");
        }
        let fine = with_stream(
            "<< /Filter /FlateDecode >>",
            &zlib(b"BT [(a) 12 (b)] TJ ET"),
        );
        assert!(check(&fine).is_ok());
    }

    #[test]
    fn filter_names_are_read() {
        assert_eq!(flate_layers(b"<< /Filter /FlateDecode >>"), 1);
        assert_eq!(flate_layers(b"<</Filter/FlateDecode/Length 3>>"), 1);
        assert_eq!(
            flate_layers(b"<< /Filter [ /FlateDecode /FlateDecode /Fl ] >>"),
            3
        );
        assert_eq!(flate_layers(b"<< /Filter /DCTDecode >>"), 0);
        assert_eq!(flate_layers(b"<< /Length 3 >>"), 0);
    }

    #[test]
    fn strings_comments_and_images_do_not_count() {
        let deep = "[".repeat(300);
        let mut pdf = format!(
            "%PDF-1.7 {deep}\n1 0 obj\n<< /T (a {deep} \\) (( ) ) ]]) /H <5b5b> >>\nendobj\n"
        )
        .into_bytes();
        pdf.extend(with_stream(
            "<< /Subtype /Image /Length 300 >>",
            deep.as_bytes(),
        ));
        pdf.extend(b"2 0 obj\n[[<< /K [1 2] >>]]\nendobj\n");
        assert!(check(&pdf).is_ok());
        pdf.extend(format!("3 0 obj\n{deep}\nendobj\n").as_bytes());
        assert!(check(&pdf).is_err());
    }
}
