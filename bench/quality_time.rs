//! E-02: the in-process time per page of `html_to_markdown` over a development set
//! (one `NNNN.html.gz` per page, e.g. /work/shared/bench/wcxb-dev/html), for the full page and
//! `--main`. Part of `bench/quality.sh`; on its own:
//!
//! `QUALITY_PAGES=DIR cargo bench --bench quality_time` (optional `QUALITY_RUNS`, default 3:
//! each page is converted that many times and its fastest run counts).
//!
//! `QUALITY_ONLY=full` or `QUALITY_ONLY=main` times one mode only (for profiling one of them).
//!
//! Prints, per mode, the median, 90th percentile and mean milliseconds per page and the pages
//! that failed. It asserts nothing. With `QUALITY_OUT=DIR` it also writes each page's Markdown
//! to `DIR/full/NNNN.md` and `DIR/main/NNNN.md` (for tuning with `cargo test --bench
//! quality_time`, which builds it quickly without optimizations; quality.sh scores the real
//! binary instead). With `QUALITY_OUT`, each page whose `--main` fell back to the full page
//! (`main_content_uncertain`) is named on stderr.
//!
//! Any folder of `NAME.html.gz` pages will do, e.g. the news and blog pages of
//! /work/shared/bench/trafilatura-eval/html: their outputs are `DIR/main/NAME.md`,
//! scored with `python3 ../shared/bench/score.py --gt ../shared/bench/trafilatura-eval/
//! evaldata.json.gz DIR/main --md-strip`, and `bench/quality/without_by_site.py` (same
//! arguments) prints the sites whose must-not-have snippets are most often still found.

#![allow(
    clippy::unwrap_used,
    clippy::print_stdout,
    clippy::print_stderr,
    reason = "a benchmark: it prints its table, and a broken page file should stop it loudly"
)]

use std::io::Read;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use garuda_web::page::charset::decode;
use garuda_web::page::convert::{ConvertOptions, html_to_markdown};
use url::Url;

fn main() {
    let Some(dir) = std::env::var_os("QUALITY_PAGES").map(PathBuf::from) else {
        eprintln!("quality_time: set QUALITY_PAGES to a folder of NNNN.html.gz pages; skipping");
        return;
    };
    let runs: usize = std::env::var("QUALITY_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3)
        .max(1);
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("QUALITY_PAGES is a folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".html.gz"))
        .collect();
    names.sort();
    let pages: Vec<(String, String)> = names
        .iter()
        .map(|p| {
            let mut bytes = Vec::new();
            flate2::read::GzDecoder::new(std::fs::File::open(p).expect("page opens"))
                .read_to_end(&mut bytes)
                .expect("page is gzip");
            let name = p
                .file_name()
                .unwrap()
                .to_string_lossy()
                .replace(".html.gz", "");
            // Decoded as `fetch` decodes a page served as `text/html` without a charset
            // (bench/quality/fetch_all.py serves them so): a byte-order mark, else the page's
            // `<meta charset>`, else UTF-8 (F-05).
            let (html, _) = decode(&bytes, Some("text/html"), true);
            (name, html)
        })
        .collect();
    let out_dir = std::env::var_os("QUALITY_OUT").map(PathBuf::from);
    let only = std::env::var("QUALITY_ONLY").ok();
    println!("| mode | pages | median ms | p90 ms | mean ms | failed |");
    println!("|---|---|---|---|---|---|");
    for (label, options) in [
        ("full page", ConvertOptions::default()),
        ("--main", ConvertOptions { main_content: true }),
    ] {
        let name = if options.main_content { "main" } else { "full" };
        if only.as_deref().is_some_and(|only| only != name) {
            continue;
        }
        let mode_dir = out_dir.as_ref().map(|d| d.join(name));
        if let Some(d) = &mode_dir {
            std::fs::create_dir_all(d).expect("QUALITY_OUT is writable");
        }
        let mut times = Vec::with_capacity(pages.len());
        let mut failed = Vec::new();
        for (name, html) in &pages {
            let base = Url::parse(&format!("http://127.0.0.1/p/{name}.html")).expect("url");
            let mut best = Duration::MAX;
            for _ in 0..runs {
                // `fetch` moves its decoded page into the converter: so does the bench (the
                // copy is made before the clock starts).
                let page = html.clone();
                let t = Instant::now();
                let result = html_to_markdown(page, &base, Duration::from_secs(30), &options);
                best = best.min(t.elapsed());
                match result {
                    Ok(converted) => {
                        if let Some(d) = &mode_dir {
                            std::fs::write(d.join(format!("{name}.md")), converted.markdown)
                                .expect("write output");
                            // The pages that fell back to the full page, for tuning.
                            if converted.main_content_uncertain {
                                eprintln!("main_content_uncertain: {name}");
                            }
                        }
                    }
                    Err(_) => {
                        failed.push(name.clone());
                        break;
                    }
                }
            }
            times.push(best);
        }
        times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        let p90 = times.get(times.len() * 9 / 10).copied().unwrap_or_default();
        let mean = times.iter().sum::<Duration>() / times.len().max(1) as u32;
        println!(
            "| {label} | {} | {:.3} | {:.3} | {:.3} | {} |",
            pages.len(),
            ms(median),
            ms(p90),
            ms(mean),
            if failed.is_empty() {
                "0".to_string()
            } else {
                format!("{} ({})", failed.len(), failed.join(" "))
            }
        );
    }
}
