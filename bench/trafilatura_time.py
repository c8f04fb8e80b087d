#!/usr/bin/env python3
"""bench/trafilatura_time.py — the yardstick for `--main`'s speed target (Q-02: "10× faster
than Python trafilatura"), taken on the machine at hand: Python trafilatura's median time per
page over the same development set that bench/quality_time.rs times, so the two medians can be
compared on one machine (absolute figures move with the machine; the ratio much less).

Each page is decompressed before the clock starts and extracted RUNS times
(`trafilatura.extract`, Markdown output, its defaults otherwise); its fastest run counts, as in
quality_time.rs. With --out DIR it also writes each page's text to DIR/NNNN.md, for scoring
with ../shared/bench/score.py.

Usage: pip install trafilatura lxml_html_clean
       python3 bench/trafilatura_time.py [--pages DIR] [--runs N] [--limit N] [--out DIR]
"""

import argparse
import gzip
import os
import statistics
import sys
import time

try:
    import trafilatura
except ImportError:
    sys.exit("trafilatura_time: pip install trafilatura lxml_html_clean first")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", default="/work/shared/bench/wcxb-dev/html")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--out")
    a = ap.parse_args()
    names = sorted(n for n in os.listdir(a.pages) if n.endswith(".html.gz"))
    if a.limit:
        names = names[: a.limit]
    if a.out:
        os.makedirs(a.out, exist_ok=True)
    times, failed = [], []
    for name in names:
        with gzip.open(os.path.join(a.pages, name), "rb") as f:
            page = f.read().decode("utf-8", errors="replace")
        best, text = float("inf"), None
        for _ in range(max(1, a.runs)):
            t = time.perf_counter()
            try:
                text = trafilatura.extract(page, output_format="markdown")
            except Exception:  # a peer's failure is counted, not fatal
                failed.append(name)
                break
            best = min(best, time.perf_counter() - t)
        if best != float("inf"):
            times.append(best)
        if a.out:
            with open(os.path.join(a.out, name.replace(".html.gz", ".md")), "w") as f:
                f.write(text or "")
    if not times:
        sys.exit(f"trafilatura_time: every page failed ({len(failed)})")
    times.sort()
    ms = [t * 1e3 for t in times]
    print("| extractor | pages | median ms | p90 ms | mean ms | failed |")
    print("|---|---|---|---|---|---|")
    print(
        f"| trafilatura {trafilatura.__version__} | {len(names)} | "
        f"{statistics.median(ms):.3f} | {ms[len(ms) * 9 // 10]:.3f} | "
        f"{statistics.mean(ms):.3f} | {len(failed)} |"
    )


if __name__ == "__main__":
    main()
