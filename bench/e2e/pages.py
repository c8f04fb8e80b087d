"""Builds the pages that bench/e2e.sh serves: each fixture page as is, plus big.html.

Usage: python3 bench/e2e/pages.py FIXTURE_DIR OUT_DIR [TARGET_BYTES]

big.html is one HTML document whose <body> is the concatenated <body> contents of the real-world
fixture pages (tests/fixtures/pages/*.html), cycling through them in name order until the page
reaches TARGET_BYTES (default 1.5 MB; it stays under 2 MB). Each page's <style> blocks are kept
inside the body part they came from; nothing is rewritten. Prints the file list and sizes on stderr.
This only prepares files; it does not measure anything.
"""

import os
import re
import shutil
import sys

BODY_RE = re.compile(r"<body\b[^>]*>(.*?)(?:</body\s*>|\Z)", re.I | re.S)
TITLE_RE = re.compile(r"<title\b[^>]*>(.*?)</title\s*>", re.I | re.S)


def body_of(html: str) -> str:
    m = BODY_RE.search(html)
    return m.group(1) if m else html


def main() -> int:
    if len(sys.argv) not in (3, 4):
        print(__doc__, file=sys.stderr)
        return 2
    src, out = sys.argv[1], sys.argv[2]
    target = int(float(sys.argv[3])) if len(sys.argv) == 4 else 1_500_000
    os.makedirs(out, exist_ok=True)
    names = sorted(n for n in os.listdir(src) if n.endswith(".html") and n != "big.html")
    if not names:
        print(f"pages.py: no *.html in {src}", file=sys.stderr)
        return 1
    bodies = []
    for name in names:
        shutil.copyfile(os.path.join(src, name), os.path.join(out, name))
        with open(os.path.join(src, name), encoding="utf-8", errors="replace") as f:
            html = f.read()
        title = TITLE_RE.search(html)
        label = re.sub(r"\s+", " ", title.group(1)).strip() if title else name
        bodies.append((name, label, body_of(html)))

    head = (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<title>garuda-web e2e benchmark page (fixtures concatenated)</title>\n</head>\n<body>\n"
    )
    tail = "\n</body>\n</html>\n"
    parts = [head]
    size = len(head.encode()) + len(tail.encode())
    i = 0
    while size < target:
        name, label, body = bodies[i % len(bodies)]
        piece = f"\n<!-- from {name} -->\n<section class=\"e2e-part\">\n{body}\n</section>\n"
        parts.append(piece)
        size += len(piece.encode())
        i += 1
    parts.append(tail)
    big = "".join(parts)
    with open(os.path.join(out, "big.html"), "w", encoding="utf-8") as f:
        f.write(big)
    n = len(big.encode())
    print(
        f"pages.py: {len(names)} fixture pages; big.html = {n} bytes "
        f"({n / 1e6:.2f} MB, {i} fixture bodies)",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
