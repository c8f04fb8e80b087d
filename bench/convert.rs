//! E-02: how fast `garuda_web::page::convert::html_to_markdown` turns a ~2 MB page into Markdown.
//!
//! `cargo bench --bench convert` runs the criterion benchmark (throughput in bytes of HTML).
//! `GARUDA_CONVERT_COMPARE=1 cargo bench --bench convert` instead runs the converter comparison
//! that chose the converter: garuda-web's streaming converter, a lol_html pre-pass + htmd, and
//! html2text with a Markdown decorator, over every fixture page, the 2 MB page and the nesting
//! bombs. It prints a table and writes every output to `target/convert-compare/` for reading.
//! It does not assert anything; the golden tests live in `src/page/convert/tests/`.

#![allow(
    clippy::unwrap_used,
    clippy::print_stdout,
    reason = "a benchmark: it prints its table, and a broken fixture should stop it loudly"
)]

mod alternatives;

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{Criterion, Throughput};
use garuda_web::page::convert::{ConvertOptions, html_to_markdown};
use url::Url;

/// Where the fixture pages live.
fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages")
}

/// Every fixture page as (name, html), sorted by name.
fn fixtures() -> Vec<(String, String)> {
    let mut pages: Vec<(String, String)> = std::fs::read_dir(fixtures_dir())
        .expect("tests/fixtures/pages exists")
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "html"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            let html = std::fs::read_to_string(&p).expect("fixture is UTF-8");
            (name, html)
        })
        .collect();
    pages.sort();
    pages
}

/// The part of a page between `<body ...>` and `</body>` (the whole page when there is none).
fn body_of(html: &str) -> &str {
    let lower_start = html
        .find("<body")
        .map(|i| i + html[i..].find('>').map_or(0, |j| j + 1));
    let start = lower_start.unwrap_or(0);
    let end = html
        .rfind("</body>")
        .filter(|&e| e >= start)
        .unwrap_or(html.len());
    &html[start..end]
}

/// A realistic ~2 MB page: the bodies of all fixture pages, repeated until 2 000 000 bytes.
fn two_megabyte_page() -> String {
    let bodies: Vec<String> = fixtures()
        .into_iter()
        .map(|(_, html)| body_of(&html).to_string())
        .collect();
    let mut page = String::from(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Benchmark page</title>\
         <style>body{font-family:sans-serif}</style></head><body>\n",
    );
    'outer: loop {
        for body in &bodies {
            page.push_str("<section>\n");
            page.push_str(body);
            page.push_str("\n</section>\n");
            if page.len() >= 2_000_000 {
                break 'outer;
            }
        }
    }
    page.push_str("</body></html>\n");
    page
}

fn base_url() -> Url {
    Url::parse("https://example.org/bench/").expect("valid URL")
}

fn bench_convert(c: &mut Criterion) {
    let page = two_megabyte_page();
    let base = base_url();
    let mut group = c.benchmark_group("convert");
    group.throughput(Throughput::Bytes(page.len() as u64));
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    group.bench_function("html_to_markdown_2mb", |b| {
        b.iter(|| {
            html_to_markdown(
                black_box(&page),
                &base,
                Duration::from_secs(60),
                &ConvertOptions::default(),
            )
            .expect("converts")
            .markdown
            .len()
        })
    });
    group.finish();
}

fn main() {
    if std::env::var_os("GARUDA_CONVERT_COMPARE").is_some() {
        compare();
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    bench_convert(&mut c);
    c.final_summary();
}

// ---------------------------------------------------------------------------------------------
// Comparison mode.

/// One converter under comparison: HTML + base URL in, Markdown out (None = failed / timed out).
type Converter = fn(&str, &Url) -> Option<String>;

fn garuda(html: &str, base: &Url) -> Option<String> {
    html_to_markdown(
        html,
        base,
        Duration::from_secs(30),
        &ConvertOptions::default(),
    )
    .ok()
    .map(|c| c.markdown)
}

fn htmd(html: &str, base: &Url) -> Option<String> {
    alternatives::htmd_pipeline(html, base, Duration::from_secs(30))
}

fn html2text(html: &str, _base: &Url) -> Option<String> {
    // Own thread with a big stack and a deadline: html2text recurses on deep trees.
    let html = html.to_string();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || {
            let _ = tx.send(alternatives::html2text_md(&html));
        })
        .ok()?;
    rx.recv_timeout(Duration::from_secs(30)).ok()?
}

const CONVERTERS: [(&str, Converter); 3] =
    [("garuda", garuda), ("htmd", htmd), ("html2text", html2text)];

/// Strings from scripts, styles, forms and navigation in the fixtures: none should survive.
const JUNK: [&str; 9] = [
    "dataLayer",
    "mw.config",
    "font-family",
    "googletag",
    "function(",
    "window.",
    "Skip to main content",
    "Username or Email",
    "Advertise with us",
];

#[derive(Default)]
struct Quality {
    bytes: usize,
    fences: usize,
    fences_with_lang: usize,
    table_rows: usize,
    links: usize,
    relative_links: usize,
    images: usize,
    junk: usize,
    trailing_space_lines: usize,
    double_blank: usize,
}

fn quality(md: &str) -> Quality {
    let mut q = Quality {
        bytes: md.len(),
        ..Default::default()
    };
    let mut blank_run = 0;
    for line in md.lines() {
        let t = line.trim_start_matches([' ', '>']).trim_start();
        if let Some(rest) = t.strip_prefix("```") {
            q.fences += 1;
            if !rest.trim().is_empty() {
                q.fences_with_lang += 1;
            }
        }
        if t.starts_with("| ---") || t.starts_with("|---") || t.starts_with("| :--") {
            q.table_rows += 1;
        }
        if line.ends_with(' ') || line.ends_with('\t') {
            q.trailing_space_lines += 1;
        }
        if line.trim().is_empty() {
            blank_run += 1;
            if blank_run == 2 {
                q.double_blank += 1;
            }
        } else {
            blank_run = 0;
        }
    }
    q.links = md.matches("](http").count() + md.matches("](mailto:").count();
    q.relative_links = md.matches("](/").count() + md.matches("](#").count();
    q.images = md.matches("![").count();
    q.junk = JUNK.iter().map(|j| md.matches(j).count()).sum();
    // Fences come in pairs; count blocks.
    q.fences /= 2;
    q
}

/// Best and median wall time of `runs` runs (after one warm-up run).
fn time_it(runs: usize, mut f: impl FnMut() -> bool) -> Option<(Duration, Duration)> {
    if !f() {
        return None;
    }
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            let ok = f();
            let e = t.elapsed();
            if ok { e } else { Duration::MAX }
        })
        .collect();
    times.sort();
    Some((times[0], times[runs / 2]))
}

fn mb_per_s(bytes: usize, d: Duration) -> f64 {
    bytes as f64 / 1e6 / d.as_secs_f64()
}

fn compare() {
    let out_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/convert-compare");
    std::fs::create_dir_all(&out_dir).expect("create target/convert-compare");

    println!("## Fixture pages\n");
    println!(
        "| page | converter | out bytes | ms | code blocks (with lang) | GFM tables | abs links | rel links | images | junk | trailing-space lines | double blanks |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|---|");
    let mut totals: Vec<(usize, Quality, Duration)> = (0..CONVERTERS.len())
        .map(|_| (0, Quality::default(), Duration::ZERO))
        .collect();
    for (name, html) in fixtures() {
        let base = Url::parse(&format!("https://example.org/{name}/")).unwrap();
        for (i, (cname, conv)) in CONVERTERS.iter().enumerate() {
            let t = Instant::now();
            let md = conv(&html, &base);
            let elapsed = t.elapsed();
            let Some(md) = md else {
                println!("| {name} | {cname} | FAILED | | | | | | | | | |");
                continue;
            };
            std::fs::write(out_dir.join(format!("{name}.{cname}.md")), &md).unwrap();
            let q = quality(&md);
            println!(
                "| {name} | {cname} | {} | {:.1} | {} ({}) | {} | {} | {} | {} | {} | {} | {} |",
                q.bytes,
                elapsed.as_secs_f64() * 1e3,
                q.fences,
                q.fences_with_lang,
                q.table_rows,
                q.links,
                q.relative_links,
                q.images,
                q.junk,
                q.trailing_space_lines,
                q.double_blank
            );
            let tot = &mut totals[i];
            tot.0 += 1;
            tot.1.bytes += q.bytes;
            tot.1.fences += q.fences;
            tot.1.fences_with_lang += q.fences_with_lang;
            tot.1.table_rows += q.table_rows;
            tot.1.links += q.links;
            tot.1.relative_links += q.relative_links;
            tot.1.images += q.images;
            tot.1.junk += q.junk;
            tot.1.trailing_space_lines += q.trailing_space_lines;
            tot.1.double_blank += q.double_blank;
            tot.2 += elapsed;
        }
    }
    for (i, (cname, _)) in CONVERTERS.iter().enumerate() {
        let (n, q, d) = &totals[i];
        println!(
            "| **all {n}** | **{cname}** | {} | {:.1} | {} ({}) | {} | {} | {} | {} | {} | {} | {} |",
            q.bytes,
            d.as_secs_f64() * 1e3,
            q.fences,
            q.fences_with_lang,
            q.table_rows,
            q.links,
            q.relative_links,
            q.images,
            q.junk,
            q.trailing_space_lines,
            q.double_blank
        );
    }

    let page = two_megabyte_page();
    let base = base_url();
    println!(
        "\n## Speed on the {} byte page (best / median of 5 runs after a warm-up)\n",
        page.len()
    );
    println!("| converter | best ms | median ms | MB/s (best) | MB/s (median) | out bytes |");
    println!("|---|---|---|---|---|---|");
    for (cname, conv) in CONVERTERS.iter() {
        let out_len = conv(&page, &base).map(|m| m.len());
        match time_it(5, || conv(&page, &base).is_some()) {
            Some((best, median)) => println!(
                "| {cname} | {:.1} | {:.1} | {:.1} | {:.1} | {} |",
                best.as_secs_f64() * 1e3,
                median.as_secs_f64() * 1e3,
                mb_per_s(page.len(), best),
                mb_per_s(page.len(), median),
                out_len.unwrap_or(0)
            ),
            None => println!("| {cname} | FAILED | | | | |"),
        }
    }

    println!("\n## Nesting bombs (R-02), one run each, 30 s budget\n");
    println!("| input | converter | result | ms | out bytes |");
    println!("|---|---|---|---|---|");
    let bombs = [
        ("20000 nested div", nested("<div>", "</div>", 20_000, "x")),
        (
            "3000 nested table",
            nested("<table><tr><td>", "</td></tr></table>", 3_000, "x"),
        ),
        (
            "3000 nested ul",
            nested("<ul><li>", "</li></ul>", 3_000, "x"),
        ),
    ];
    for (label, html) in &bombs {
        for (cname, conv) in CONVERTERS.iter() {
            let t = Instant::now();
            let md = conv(html, &base);
            let ms = t.elapsed().as_secs_f64() * 1e3;
            match md {
                Some(md) => println!("| {label} | {cname} | ok | {ms:.0} | {} |", md.len()),
                None => println!("| {label} | {cname} | error/timeout | {ms:.0} | |"),
            }
        }
    }
    println!("\nOutputs written to {}", out_dir.display());
}

/// `open` × n, `inner`, `close` × n.
fn nested(open: &str, close: &str, n: usize, inner: &str) -> String {
    let mut s = String::with_capacity((open.len() + close.len()) * n + inner.len());
    for _ in 0..n {
        s.push_str(open);
    }
    s.push_str(inner);
    for _ in 0..n {
        s.push_str(close);
    }
    s
}
