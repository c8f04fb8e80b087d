//! F-60 bench: the Rust PDF text extractors garuda-web chose from, on tests/fixtures/pdf.
//!
//! For each fixture and candidate, a child process (this binary, `one CANDIDATE FILE RUNS`)
//! extracts the text page by page, under `/usr/bin/time` for its peak RSS and a 20 s kill
//! switch; a crash, an abort or a hang of a candidate is a result, not the end of the bench.
//! The parent scores the text against `NAME.expected.txt` (written by make.py):
//!
//! - words: share of the expected words found (multiset recall; CJK characters count one each)
//! - order: longest common subsequence of the expected and extracted word sequences, over the
//!   number of expected words (1.0 = every word, in reading order)
//! - pages: share of expected pages whose words are all on the same page of the output
//!
//! Usage: cargo run --release --manifest-path bench/pdf/Cargo.toml -- [--runs N] [FIXTURE_DIR]

use std::collections::HashMap;
use std::io::Read;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const CANDIDATES: &[&str] = &[
    "garuda-web",
    "pdf_oxide",
    "pdf_oxide-md",
    "pdf-extract",
    "lopdf",
];
const KILL_AFTER: Duration = Duration::from_secs(20);

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("one") {
        one(&args[2], Path::new(&args[3]), args[4].parse().unwrap_or(1));
        return;
    }
    let mut runs = 5usize;
    let mut dir = PathBuf::from("tests/fixtures/pdf");
    let mut it = args.iter().skip(1);
    while let Some(a) = it.next() {
        if a == "--runs" {
            runs = it.next().and_then(|n| n.parse().ok()).unwrap_or(runs);
        } else {
            dir = PathBuf::from(a);
        }
    }
    let mut fixtures: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pdf"))
        .collect();
    fixtures.sort();
    println!(
        "| fixture | candidate | result | pages | words | order | pages ok | ms total | ms/page | peak RSS MB |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    let mut totals: HashMap<&str, (f64, f64, f64, usize, f64, usize)> = HashMap::new();
    for file in &fixtures {
        let name = file.file_stem().unwrap().to_string_lossy().to_string();
        PAGE_COUNT.with(|c| c.set(0));
        let expected = read_expected(&file.with_extension("expected.txt"));
        let is_bomb = name.starts_with("bomb") || name == "corrupt" || name == "truncated";
        for &cand in CANDIDATES {
            let r = run_child(cand, file, if is_bomb { 1 } else { runs });
            let (words, order, pages_ok) = match (&r.pages, &expected) {
                (Some(got), Some(exp)) => score(exp, got),
                _ => (f64::NAN, f64::NAN, f64::NAN),
            };
            if !words.is_nan() && exp_has_words(&expected) {
                let t = totals.entry(cand).or_default();
                t.0 += words;
                t.1 += order;
                t.2 += pages_ok;
                t.3 += 1;
            }
            if let Some(p) = &r.pages
                && !p.is_empty()
                && r.ms.is_finite()
            {
                let t = totals.entry(cand).or_default();
                t.4 += r.ms;
                t.5 += p.len();
            }
            println!(
                "| {name} | {cand} | {} | {} | {} | {} | {} | {} | {} | {} |",
                r.status,
                r.pages.as_ref().map_or("-".into(), |p| p.len().to_string()),
                pct(words),
                pct(order),
                pct(pages_ok),
                num(r.ms, 2),
                r.pages
                    .as_ref()
                    .filter(|p| !p.is_empty())
                    .map_or("-".into(), |p| num(r.ms / p.len() as f64, 3)),
                r.rss_kb.map_or("-".into(), |k| num(k as f64 / 1024.0, 1)),
            );
        }
    }
    println!();
    println!("| candidate | mean words | mean order | mean pages ok | ms/page over all pages |");
    println!("|---|---|---|---|---|");
    for &cand in CANDIDATES {
        if let Some(t) = totals.get(cand) {
            let n = t.3.max(1) as f64;
            println!(
                "| {cand} | {} | {} | {} | {} |",
                pct(t.0 / n),
                pct(t.1 / n),
                pct(t.2 / n),
                num(t.4 / t.5.max(1) as f64, 3)
            );
        }
    }
}

fn exp_has_words(expected: &Option<Vec<String>>) -> bool {
    expected
        .as_ref()
        .is_some_and(|pages| pages.iter().any(|p| !tokens(p).is_empty()))
}

fn pct(x: f64) -> String {
    if x.is_nan() {
        "-".into()
    } else {
        format!("{:.1}%", x * 100.0)
    }
}

fn num(x: f64, digits: usize) -> String {
    if x.is_finite() {
        format!("{x:.digits$}")
    } else {
        "-".into()
    }
}

/// What a child reported.
struct ChildResult {
    status: String,
    pages: Option<Vec<String>>,
    ms: f64,
    rss_kb: Option<u64>,
}

fn run_child(cand: &str, file: &Path, runs: usize) -> ChildResult {
    let me = std::env::current_exe().expect("own path");
    let rss_file = std::env::temp_dir().join(format!("pdf-bench-rss-{}", std::process::id()));
    let mut child = Command::new("/usr/bin/time")
        .arg("-f")
        .arg("%M")
        .arg("-o")
        .arg(&rss_file)
        .arg(&me)
        .arg("one")
        .arg(cand)
        .arg(file)
        .arg(runs.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start child");
    let mut stdout = child.stdout.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = stdout.read_to_end(&mut buf);
        buf
    });
    let started = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break Some(s);
        }
        if started.elapsed() > KILL_AFTER {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = reader.join().unwrap_or_default();
    let rss_kb = std::fs::read_to_string(&rss_file)
        .ok()
        .and_then(|s| s.lines().last().and_then(|l| l.trim().parse().ok()));
    let _ = std::fs::remove_file(&rss_file);
    let Some(status) = status else {
        return ChildResult {
            status: format!("hang (killed at {}s)", KILL_AFTER.as_secs()),
            pages: None,
            ms: f64::NAN,
            rss_kb,
        };
    };
    let text = String::from_utf8_lossy(&out);
    let (head, rest) = text.split_once('\n').unwrap_or((&text, ""));
    let mut parts = head.splitn(3, ' ');
    let kind = parts.next().unwrap_or("");
    let ms: f64 = parts
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(f64::NAN);
    let message = parts.next().unwrap_or("").to_string();
    match kind {
        "OK" => ChildResult {
            status: "ok".into(),
            pages: Some(rest.split('\x0c').map(str::to_string).collect()),
            ms,
            rss_kb,
        },
        "ERR" => ChildResult {
            status: format!("error: {}", short(&message)),
            pages: None,
            ms,
            rss_kb,
        },
        "PANIC" => ChildResult {
            status: format!("panic: {}", short(&message)),
            pages: None,
            ms,
            rss_kb,
        },
        _ => ChildResult {
            status: format!("crash ({status})"),
            pages: None,
            ms: f64::NAN,
            rss_kb,
        },
    }
}

fn short(s: &str) -> String {
    let s: String = s.replace('|', "/").chars().take(60).collect();
    s
}

/// Child: extract `runs` times, print the median time and the last run's pages.
fn one(cand: &str, file: &Path, runs: usize) {
    panic::set_hook(Box::new(|_| {}));
    let data = std::fs::read(file).expect("read fixture");
    let mut times = Vec::new();
    let mut last = None;
    for _ in 0..runs.max(1) {
        let t = Instant::now();
        let got = panic::catch_unwind(AssertUnwindSafe(|| extract(cand, &data)));
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        match got {
            Ok(Ok(pages)) => last = Some(pages),
            Ok(Err(e)) => {
                println!("ERR {:.3} {}", times[0], e.replace('\n', " "));
                return;
            }
            Err(p) => {
                let msg = p
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| p.downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                println!("PANIC {:.3} {}", times[0], msg.replace('\n', " "));
                return;
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let median = times[times.len() / 2];
    println!("OK {median:.3}\n{}", last.unwrap_or_default().join("\x0c"));
}

fn extract(cand: &str, data: &[u8]) -> Result<Vec<String>, String> {
    match cand {
        "garuda-web" => garuda_web::page::pdf::extract_pages(data).map_err(|e| e.to_string()),
        "pdf_oxide" => {
            let doc =
                pdf_oxide::PdfDocument::from_bytes(data.to_vec()).map_err(|e| e.to_string())?;
            let n = doc.page_count().map_err(|e| e.to_string())?;
            (0..n)
                .map(|i| doc.extract_text(i).map_err(|e| e.to_string()))
                .collect()
        }
        "pdf_oxide-md" => {
            let doc =
                pdf_oxide::PdfDocument::from_bytes(data.to_vec()).map_err(|e| e.to_string())?;
            let n = doc.page_count().map_err(|e| e.to_string())?;
            let opts = pdf_oxide::converters::ConversionOptions::default();
            (0..n)
                .map(|i| doc.to_markdown(i, &opts).map_err(|e| e.to_string()))
                .collect()
        }
        "pdf-extract" => {
            pdf_extract::extract_text_from_mem_by_pages(data).map_err(|e| e.to_string())
        }
        "lopdf" => {
            let mut doc = lopdf::Document::load_mem(data).map_err(|e| e.to_string())?;
            if doc.is_encrypted() {
                doc.decrypt("").map_err(|e| e.to_string())?;
            }
            let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
            pages
                .iter()
                .map(|&n| doc.extract_text(&[n]).map_err(|e| e.to_string()))
                .collect()
        }
        other => Err(format!("unknown candidate {other}")),
    }
}

thread_local! {
    /// The page count of the fixture being scored, when its expected text is one block.
    static PAGE_COUNT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

fn read_expected(path: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut pages = Vec::new();
    for line in text.lines() {
        if let Some(n) = line.strip_prefix("--- pages ") {
            let n: usize = n.trim_end_matches(" ---").parse().ok()?;
            PAGE_COUNT.with(|c| c.set(n));
        } else if line.starts_with("--- page ") {
            pages.push(String::new());
        } else if let Some(p) = pages.last_mut() {
            p.push_str(line);
            p.push('\n');
        }
    }
    Some(pages)
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF | 0xF900..=0xFAFF)
}

/// Lower-case words (letters and digits); each CJK character is a word of its own. Markdown
/// markers and punctuation are not words.
fn tokens(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in text.chars() {
        if is_cjk(c) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            out.push(c.to_string());
        } else if c.is_alphanumeric() {
            cur.extend(c.to_lowercase());
        } else if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

fn score(expected: &[String], got: &[String]) -> (f64, f64, f64) {
    let exp_all: Vec<String> = expected.iter().flat_map(|p| tokens(p)).collect();
    let got_all: Vec<String> = got.iter().flat_map(|p| tokens(p)).collect();
    if exp_all.is_empty() {
        // No text expected (the scanned page): right when nothing came out.
        let ok = if got_all.is_empty() { 1.0 } else { 0.0 };
        return (ok, ok, ok);
    }
    let mut bag: HashMap<&str, isize> = HashMap::new();
    for t in &got_all {
        *bag.entry(t).or_default() += 1;
    }
    let mut found = 0usize;
    for t in &exp_all {
        if let Some(n) = bag.get_mut(t.as_str())
            && *n > 0
        {
            *n -= 1;
            found += 1;
        }
    }
    let words = found as f64 / exp_all.len() as f64;
    let order = lcs(&exp_all, &got_all) as f64 / exp_all.len() as f64;
    let pages_ok = if expected.len() == 1 {
        // One expected block (the split is the producer's): right when the page count is.
        let want = PAGE_COUNT.with(|c| c.get()).max(1);
        if got.len() == want { 1.0 } else { 0.0 }
    } else {
        let mut ok = 0usize;
        for (i, exp) in expected.iter().enumerate() {
            let want = tokens(exp);
            let have: std::collections::HashSet<String> = got
                .get(i)
                .map(|p| tokens(p).into_iter().collect())
                .unwrap_or_default();
            if want.iter().all(|w| have.contains(w)) {
                ok += 1;
            }
        }
        ok as f64 / expected.len() as f64
    };
    (words, order, pages_ok)
}

fn lcs(a: &[String], b: &[String]) -> usize {
    let mut prev = vec![0u32; b.len() + 1];
    let mut cur = vec![0u32; b.len() + 1];
    for x in a {
        for (j, y) in b.iter().enumerate() {
            cur[j + 1] = if x == y {
                prev[j] + 1
            } else {
                cur[j].max(prev[j + 1])
            };
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()] as usize
}
