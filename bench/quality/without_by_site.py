#!/usr/bin/env python3
"""Which must-not-have snippets an output still holds, per site (SPEC Q-02).

Reads a snippet ground truth ({url: {"file", "with", "without"}}, e.g.
../shared/bench/trafilatura-eval/evaldata.json.gz) and a folder of outputs (NAME.md), matches
the snippets the way score.py does with --md-strip (Markdown turned into text on both sides,
whitespace collapsed, case kept), and prints the sites (host without "www.") whose `without`
snippets are most often still found: share found, found / total, and the `with` share beside
it. With --list it then prints every `without` snippet found, page by page, for sorting the
false positives into classes.

usage: without_by_site.py GT OUT_DIR [--top N] [--list]
"""
import argparse
import collections
import importlib.util
import os
import re
import sys
import urllib.parse


def load_score(path):
    """score.py as a module (its Markdown stripping and loaders are the reference)."""
    spec = importlib.util.spec_from_file_location("score", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def site_of(url):
    host = urllib.parse.urlsplit(url).hostname or url
    return host[4:] if host.startswith("www.") else host


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("gt")
    ap.add_argument("out")
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--list", action="store_true", help="print every without snippet found")
    ap.add_argument("--score-py", default=os.path.join(os.path.dirname(os.path.abspath(sys.argv[0])),
                                                       "../../../shared/bench/score.py"))
    args = ap.parse_args()
    score_py = args.score_py if os.path.isfile(args.score_py) else "/work/shared/bench/score.py"
    score = load_score(score_py)
    kind, gt = score.load_gt(args.gt)
    if kind != "snippet":
        raise SystemExit("without_by_site: the ground truth has no with/without snippets per URL")
    _, pred = score.load_pred(args.out, list(gt))

    def norm(s):
        return re.sub(r"\s+", " ", score.md_to_text(s)).strip()

    sites = collections.defaultdict(lambda: [0, 0, 0, 0])  # without found, total, with found, total
    found_list = []
    for doc_id, item in gt.items():
        text = pred.get(doc_id)
        resn = re.sub(r"\s+", " ", score.md_to_text(text)).strip() if text else ""
        row = sites[site_of(item["url"])]
        for w in item["without"]:
            hit = bool(resn) and norm(w) in resn
            row[0] += hit
            row[1] += 1
            if hit:
                found_list.append((doc_id, w))
        for w in item["with"]:
            row[2] += bool(resn) and norm(w) in resn
            row[3] += 1

    total_found = sum(r[0] for r in sites.values())
    total = sum(r[1] for r in sites.values())
    print(f"without snippets found: {total_found} / {total} ({100 * total_found / max(total, 1):.1f} %)"
          f" over {len(sites)} sites")
    print()
    print("| site | without found | share | with found |")
    print("|---|---|---|---|")
    ranked = sorted(((r[0] / r[1], r[0], s, r) for s, r in sites.items() if r[1]), key=lambda x: (-x[0], -x[1], x[2]))
    for share, _, site, r in ranked[: args.top]:
        print(f"| {site} | {r[0]} / {r[1]} | {100 * share:.0f} % | {r[2]} / {r[3]} |")
    if args.list:
        print()
        for doc_id, w in found_list:
            print(f"{doc_id}\t{w!r}")


if __name__ == "__main__":
    main()
