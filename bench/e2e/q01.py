"""Prints the Q-01 table: per fixture page, garuda-web's Markdown length against
node-html-markdown's, and how much of the page's main text garuda-web keeps (word recall).

Usage:
  python3 bench/e2e/q01.py --garuda 'BIN fetch FLAGS...' --node 'node bench/e2e/nhm.js'
      --base http://127.0.0.1:PORT/ --fixtures DIR [--skip NAME]... [--save DIR] [--examples N]

How the numbers are made (SPEC Q-01):
- garuda chars: `total_chars` of `BIN fetch --json --max-chars 100000 URL`; the whole Markdown is
  read window by window (`--start`) until `next_start` is null. nhm chars: length in characters
  of what nhm.js prints (Node fetch + NodeHtmlMarkdown.translate). ratio = garuda / nhm
  (target <= 0.6).
- main text: the words inside the page's <article> elements, else its <main> elements, else its
  <body> minus <nav>, <header>, <footer> and <aside> (and elements with their ARIA roles:
  navigation, banner, contentinfo, complementary). Never counted anywhere: <script>, <style>,
  <noscript>, <template>, <svg>, <iframe>, <object>, <canvas>, form controls (<button>, <select>,
  <textarea>) and elements with a `hidden` attribute or an inline `display:none`.
- words: lower-case alphanumeric tokens. Inline elements (<a>, <code>, <span>, <em>, ...) join
  their text to the neighbouring text as a browser shows it (`<code>Option</code>s` is one word
  "options"); block elements separate words.
- garuda-web's words: its Markdown is rendered back to HTML with markdown-it-py (CommonMark +
  tables + strikethrough) and read the same way, so Markdown syntax (`**`, `[text](url)`,
  backticks, escapes) neither adds nor splits words, and link URLs are not counted.
- recall = |multiset intersection of main-text words and garuda-web words| / |main-text words|
  (target >= 0.99).
- nhm recall: the same recall for node-html-markdown's output, as a baseline for the method
  (nhm keeps the whole page, so what it lacks is mostly its own glued words, e.g. "`5`indicates").
- dropped sentences: main-text sentences of 5+ words whose words, run together, do not occur
  in garuda-web's rendered text run together. A few are listed per page for the converter's
  author.
Exits 1 if garuda-web or nhm.js fails on a page (the other pages are still measured).
"""

import argparse
import collections
import json
import os
import re
import shlex
import subprocess
import sys
from html.parser import HTMLParser

INLINE = frozenset(
    "a abbr acronym b bdi bdo big cite code data del dfn em font i ins kbd label mark nobr q rp rt "
    "ruby s samp small span strike strong sub sup time tt u var wbr".split()
)
VOID = frozenset(
    "area base br col embed hr img input keygen link meta param source track wbr".split()
)
SKIP = frozenset(
    "script style noscript template svg iframe object canvas button select textarea datalist "
    "head title".split()
)
BOILERPLATE = frozenset("nav header footer aside".split())
BOILERPLATE_ROLES = frozenset("navigation banner contentinfo complementary".split())
# tag -> (tags it closes implicitly, tags that stop the search)
IMPLIED = {
    "li": ({"li"}, {"ul", "ol", "menu"}),
    "dt": ({"dt", "dd"}, {"dl"}),
    "dd": ({"dt", "dd"}, {"dl"}),
    "tr": ({"tr", "td", "th"}, {"table", "thead", "tbody", "tfoot"}),
    "td": ({"td", "th"}, {"tr", "table"}),
    "th": ({"td", "th"}, {"tr", "table"}),
    "thead": ({"thead", "tbody", "tfoot", "tr", "td", "th"}, {"table"}),
    "tbody": ({"thead", "tbody", "tfoot", "tr", "td", "th"}, {"table"}),
    "tfoot": ({"thead", "tbody", "tfoot", "tr", "td", "th"}, {"table"}),
    "option": ({"option"}, {"select", "datalist"}),
}
WORD_RE = re.compile(r"[^\W_]+")
SPACE_RE = re.compile(r"\s+")


class Node:
    __slots__ = ("tag", "attrs", "children")

    def __init__(self, tag, attrs):
        self.tag = tag
        self.attrs = attrs
        self.children = []


class TreeBuilder(HTMLParser):
    """A forgiving HTML tree builder: enough of the HTML parsing rules for text extraction."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {})
        self.stack = [self.root]

    def _pop_to(self, i):
        del self.stack[i:]

    def _implied_close(self, tag):
        if tag in IMPLIED:
            closes, stops = IMPLIED[tag]
            for i in range(len(self.stack) - 1, 0, -1):
                t = self.stack[i].tag
                if t in closes:
                    self._pop_to(i)
                    return
                if t in stops:
                    return
        elif tag not in INLINE:
            # a block element closes an open <p> (through open inline elements only)
            for i in range(len(self.stack) - 1, 0, -1):
                t = self.stack[i].tag
                if t == "p":
                    self._pop_to(i)
                    return
                if t not in INLINE:
                    return

    def handle_starttag(self, tag, attrs):
        self._implied_close(tag)
        node = Node(tag, dict(attrs))
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self._implied_close(tag)
        self.stack[-1].children.append(Node(tag, dict(attrs)))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                self._pop_to(i)
                return

    def handle_data(self, data):
        self.stack[-1].children.append(data)


def parse(html):
    b = TreeBuilder()
    b.feed(html)
    b.close()
    return b.root


def hidden(node):
    a = node.attrs
    if "hidden" in a:
        return True
    style = (a.get("style") or "").replace(" ", "").lower()
    return "display:none" in style


def boilerplate(node):
    """<nav>, <header>, <footer>, <aside>, or an element with the same ARIA landmark role."""
    return node.tag in BOILERPLATE or node.attrs.get("role") in BOILERPLATE_ROLES


def find_all(node, tag, out):
    """Outermost elements named tag."""
    for c in node.children:
        if isinstance(c, Node):
            if c.tag == tag:
                out.append(c)
            else:
                find_all(c, tag, out)
    return out


def text_of(node, out, drop_boilerplate=False, pre=False):
    """Appends node's visible text to out: one block per line (lines of <pre> stay lines)."""
    for c in node.children:
        if isinstance(c, str):
            out.append(c if pre else SPACE_RE.sub(" ", c))
            continue
        if c.tag in SKIP or hidden(c) or (drop_boilerplate and boilerplate(c)):
            if c.tag not in INLINE:
                out.append("\n")
            continue
        block = c.tag not in INLINE
        if block:
            out.append("\n")
        text_of(c, out, drop_boilerplate, pre or c.tag in ("pre", "textarea", "listing", "plaintext"))
        if block:
            out.append("\n")


def main_text(html):
    """(region name, text with one block per line) of the page's main content."""
    root = parse(html)
    for name in ("article", "main"):
        regions = find_all(root, name, [])
        if regions:
            out = []
            for r in regions:
                text_of(r, out)
                out.append("\n")
            return name, "".join(out)
    body = find_all(root, "body", [])
    out = []
    text_of(body[0] if body else root, out, drop_boilerplate=True)
    return "body-boilerplate", "".join(out)


def rendered_text(markdown):
    from markdown_it import MarkdownIt

    md = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"])
    out = []
    text_of(parse(md.render(markdown)), out)
    return "".join(out)


def words(text):
    return WORD_RE.findall(text.lower())


SENT_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[\"'“(\[A-Z0-9])")


def sentences(text):
    for block in text.split("\n"):
        block = " ".join(block.split())
        if not block:
            continue
        for s in SENT_SPLIT.split(block):
            if len(words(s)) >= 5:
                yield s


def score(src_words, src_text, markdown, examples):
    """Word recall of markdown against the main text, and the main-text sentences it lacks."""
    out_words = words(rendered_text(markdown))
    src_c, out_c = collections.Counter(src_words), collections.Counter(out_words)
    kept = sum((src_c & out_c).values())
    squashed = "".join(out_words)
    sents = list(sentences(src_text))
    dropped = [s for s in sents if "".join(words(s)) not in squashed]
    return {
        "recall": kept / len(src_words) if src_words else 1.0,
        "kept": kept,
        "dropped": len(dropped),
        "sentences": len(sents),
        "examples": dropped[:examples],
        "missing_words": (src_c - out_c).most_common(12),
    }


def garuda_markdown(cmd, url):
    """(markdown, total_chars, warnings) or raises RuntimeError with garuda-web's message."""
    parts, start, total, warns = [], 0, None, []
    while True:
        argv = cmd + ["--json", "--max-chars", "100000", "--start", str(start), url]
        p = subprocess.run(argv, capture_output=True, timeout=120)
        try:
            d = json.loads(p.stdout.decode("utf-8"))
        except ValueError:
            raise RuntimeError(
                f"exit {p.returncode}, no JSON: {p.stderr.decode(errors='replace').strip()[:300]}"
            )
        if "error" in d:
            e = d["error"]
            raise RuntimeError(f"exit {p.returncode}: {e.get('code')}: {e.get('message')}")
        parts.append(d["content"])
        total = d["total_chars"]
        warns.extend(w.get("code", "?") for w in d.get("warnings") or [])
        if d.get("next_start") is None:
            break
        if d["next_start"] <= start:
            raise RuntimeError(f"next_start {d['next_start']} does not advance from {start}")
        start = d["next_start"]
    md = "".join(parts)
    if len(md) != total:
        warns.append(f"windows add up to {len(md)} chars, total_chars says {total}")
    return md, total, sorted(set(warns))


def node_markdown(cmd, url):
    p = subprocess.run(cmd + [url], capture_output=True, timeout=120)
    if p.returncode != 0:
        raise RuntimeError(f"exit {p.returncode}: {p.stderr.decode(errors='replace')[:300]}")
    return p.stdout.decode("utf-8", errors="replace")


def main():
    ap = argparse.ArgumentParser(description="Q-01 table (see module doc)")
    ap.add_argument("--garuda", required=True, help="garuda-web command up to the URL, shell-quoted")
    ap.add_argument("--node", required=True, help="nhm.js command up to the URL, shell-quoted")
    ap.add_argument("--base", required=True, help="base URL of the served fixture pages")
    ap.add_argument("--fixtures", required=True, help="directory of the fixture *.html files")
    ap.add_argument("--skip", action="append", default=[], help="a page name to leave out")
    ap.add_argument("--save", help="write each tool's Markdown here")
    ap.add_argument("--examples", type=int, default=3, help="dropped sentences listed per page")
    a = ap.parse_args()
    gcmd, ncmd = shlex.split(a.garuda), shlex.split(a.node)
    names = sorted(
        n for n in os.listdir(a.fixtures) if n.endswith(".html") and n not in a.skip
    )
    rows, notes, failed = [], [], False
    for name in names:
        with open(os.path.join(a.fixtures, name), "rb") as f:
            raw = f.read()
        html = raw.decode("utf-8", errors="replace")
        url = a.base.rstrip("/") + "/" + name
        print(f"q01: {name}", file=sys.stderr)
        region, src_text = main_text(html)
        src_words = words(src_text)
        row = {"page": name, "kb": len(raw) / 1024, "region": region, "words": len(src_words)}
        try:
            nmd = node_markdown(ncmd, url)
            row["nhm"] = len(nmd)
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            failed = True
            notes.append(f"{name}: node-html-markdown failed: {e}")
            nmd = None
        try:
            gmd, total, warns = garuda_markdown(gcmd, url)
            row["garuda"] = total
            if warns:
                notes.append(f"{name}: garuda-web warnings: {', '.join(warns)}")
        except (RuntimeError, subprocess.TimeoutExpired) as e:
            failed = True
            notes.append(f"{name}: garuda-web failed: {e}")
            gmd = None
        if a.save:
            os.makedirs(a.save, exist_ok=True)
            stem = name[: -len(".html")]
            with open(os.path.join(a.save, stem + ".main.txt"), "w") as f:
                f.write(src_text)
            if nmd is not None:
                with open(os.path.join(a.save, stem + ".nhm.md"), "w") as f:
                    f.write(nmd)
            if gmd is not None:
                with open(os.path.join(a.save, stem + ".garuda.md"), "w") as f:
                    f.write(gmd)
        if nmd is not None:
            row["nhm_recall"] = score(src_words, src_text, nmd, 0)["recall"]
        if gmd is not None:
            row.update(score(src_words, src_text, gmd, a.examples))
        rows.append(row)

    def f(v, fmt):
        return "-" if v is None else format(v, fmt)

    print("Q-01: garuda-web (full-page Markdown) vs node-html-markdown, per fixture page")
    hdr = (
        f"| {'page':<28} | {'HTML KB':>7} | {'garuda chars':>12} | {'nhm chars':>9} | "
        f"{'ratio':>5} | {'main from':<16} | {'main words':>10} | {'recall':>6} | "
        f"{'dropped sent.':>13} | {'nhm recall':>10} |"
    )
    print(hdr)
    print("|" + "|".join("-" * len(c) for c in hdr.split("|")[1:-1]) + "|")
    ratios, recalls = [], []
    for r in rows:
        ratio = r["garuda"] / r["nhm"] if r.get("garuda") is not None and r.get("nhm") else None
        if ratio is not None:
            ratios.append(ratio)
        if r.get("recall") is not None:
            recalls.append(r["recall"])
        ds = f"{r['dropped']}/{r['sentences']}" if "dropped" in r else "-"
        print(
            f"| {r['page']:<28} | {r['kb']:>7.1f} | {f(r.get('garuda'), 'd'):>12} | "
            f"{f(r.get('nhm'), 'd'):>9} | {f(ratio, '.2f'):>5} | {r['region']:<16} | "
            f"{r['words']:>10} | {f(r.get('recall'), '.4f'):>6} | {ds:>13} | "
            f"{f(r.get('nhm_recall'), '.4f'):>10} |"
        )
    both = [r for r in rows if r.get("garuda") is not None and r.get("nhm")]
    wr = [r for r in rows if r.get("recall") is not None]
    tot_ratio = sum(r["garuda"] for r in both) / sum(r["nhm"] for r in both) if both else None
    tot_recall = sum(r["kept"] for r in wr) / sum(r["words"] for r in wr) if wr else None
    mean_ratio = sum(ratios) / len(ratios) if ratios else None
    mean_recall = sum(recalls) / len(recalls) if recalls else None
    nrec = [r["nhm_recall"] for r in rows if r.get("nhm_recall") is not None]
    mean_nrecall = sum(nrec) / len(nrec) if nrec else None
    print(
        f"| {'average (per page)':<28} | {'':>7} | {'':>12} | {'':>9} | {f(mean_ratio, '.2f'):>5} "
        f"| {'':<16} | {'':>10} | {f(mean_recall, '.4f'):>6} | {'':>13} | {f(mean_nrecall, '.4f'):>10} |"
    )
    print(
        f"| {'total (all pages pooled)':<28} | {'':>7} | {'':>12} | {'':>9} | "
        f"{f(tot_ratio, '.2f'):>5} | {'':<16} | {'':>10} | {f(tot_recall, '.4f'):>6} | {'':>13} | "
        f"{'':>10} |"
    )
    if mean_ratio is not None:
        print(f"  length ratio (mean) {mean_ratio:.2f} (target ≤ 0.60) "
              f"{'PASS' if mean_ratio <= 0.6 else 'FAIL'}; pages over 0.60: "
              f"{sum(1 for x in ratios if x > 0.6)}/{len(ratios)}")
    if mean_recall is not None:
        print(f"  word recall (mean) {mean_recall:.4f} (target ≥ 0.99) "
              f"{'PASS' if mean_recall >= 0.99 else 'FAIL'}; pages under 0.99: "
              f"{sum(1 for x in recalls if x < 0.99)}/{len(recalls)}")
    detail = [r for r in rows if r.get("dropped") or (r.get("recall") is not None and r["recall"] < 0.99)]
    if detail:
        print()
        print("Q-01 detail: main text that garuda-web's output lacks")
        for r in detail:
            print(f"- {r['page']} (recall {r['recall']:.4f}, {r['dropped']} dropped sentences)")
            if r["missing_words"]:
                mw = ", ".join(f"{w}×{n}" for w, n in r["missing_words"])
                print(f"    most-missed words: {mw}")
            for s in r["examples"]:
                s = s if len(s) <= 200 else s[:197] + "..."
                print(f"    dropped: {s}")
    if notes:
        print()
        print("Q-01 notes:")
        for n in notes:
            print(f"- {n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
