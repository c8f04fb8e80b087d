"""Prints the E-03 table (end-to-end time and peak memory) from the timings bench/e2e.sh took.

Usage:
  python3 bench/e2e/e03.py split-hyperfine HYPERFINE.json DIR   # writes DIR/NAME.times
  python3 bench/e2e/e03.py table DIR NAME... [--note TEXT]

DIR/NAME.times holds one wall-clock duration in seconds per line (process start to exit), and
DIR/NAME.rss one peak RSS in kB per line (from /usr/bin/time -v). The first NAME is the
reference (garuda-web); the ratios are other/reference, so bigger means garuda-web is better.
Targets (SPEC E-03): node >= 5x slower, python >= 10x slower, both with more peak memory.
This only formats numbers; the measuring is done by bench/e2e.sh.
"""

import json
import math
import os
import sys

TARGETS = {"node": 5.0, "python": 10.0}


def read_floats(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [float(x) for x in f.read().split()]


def split_hyperfine(src, out):
    with open(src) as f:
        data = json.load(f)
    os.makedirs(out, exist_ok=True)
    for r in data["results"]:
        with open(os.path.join(out, r["command"] + ".times"), "w") as f:
            f.write("\n".join(repr(t) for t in r["times"]) + "\n")
    return 0


def stats(xs):
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else 0.0
    return mean, sd, min(xs), max(xs)


def table(d, names, note):
    rows = []
    for name in names:
        times = read_floats(os.path.join(d, name + ".times"))
        rss = read_floats(os.path.join(d, name + ".rss"))
        if not times:
            rows.append((name, None, None))
            continue
        rows.append((name, stats([t * 1000 for t in times]), max(rss) / 1024 if rss else None))
    ref = rows[0]
    print("E-03: end-to-end fetch of big.html from a loopback server (process start to exit)")
    if note:
        print(note)
    hdr = (
        f"| {'tool':<11} | {'runs':>4} | {'mean ms':>9} | {'stddev':>7} | {'min ms':>8} "
        f"| {'max ms':>8} | {'peak RSS MB':>11} | {'time ×garuda':>12} | {'RSS ×garuda':>11} |"
    )
    print(hdr)
    print("|" + "|".join("-" * (len(c)) for c in hdr.split("|")[1:-1]) + "|")
    verdicts = []
    for name, st, rss in rows:
        if st is None:
            print(f"| {name:<11} | {'-':>4} | {'failed':>9} | {'':>7} | {'':>8} | {'':>8} "
                  f"| {'':>11} | {'':>12} | {'':>11} |")
            continue
        mean, sd, lo, hi = st
        n = len(read_floats(os.path.join(d, name + ".times")))
        tr = mean / ref[1][0] if ref[1] else None
        rr = rss / ref[2] if (rss and ref[2]) else None
        print(
            f"| {name:<11} | {n:>4} | {mean:>9.1f} | {sd:>7.1f} | {lo:>8.1f} | {hi:>8.1f} "
            f"| {(f'{rss:.1f}' if rss else '-'):>11} | {(f'{tr:.2f}×' if tr else '-'):>12} "
            f"| {(f'{rr:.2f}×' if rr else '-'):>11} |"
        )
        if name in TARGETS and tr is not None:
            ok = tr >= TARGETS[name]
            verdicts.append(
                f"  speed vs {name}: {tr:.2f}× (target ≥ {TARGETS[name]:.0f}×) "
                f"{'PASS' if ok else 'FAIL'}"
            )
        if name in TARGETS and rr is not None:
            verdicts.append(
                f"  memory vs {name}: garuda-web {ref[2]:.1f} MB vs {rss:.1f} MB "
                f"{'PASS' if ref[2] < rss else 'FAIL'}"
            )
    print("\n".join(verdicts))
    return 0


def main():
    a = sys.argv[1:]
    if len(a) == 3 and a[0] == "split-hyperfine":
        return split_hyperfine(a[1], a[2])
    if len(a) >= 3 and a[0] == "table":
        note = ""
        if "--note" in a:
            i = a.index("--note")
            note = a[i + 1]
            a = a[:i] + a[i + 2 :]
        return table(a[1], a[2:], note)
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
