"""E-03 competitor: Python urllib + markdownify (what the MCP fetch server uses), end to end.

Usage: PYTHONPATH=bench/.deps/py python3 bench/e2e/mdify.py URL
Prints the page as Markdown on stdout; exits 1 on a failed fetch. Not a test, not used by CI.
"""

import sys
import urllib.request

import markdownify


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: mdify.py URL", file=sys.stderr)
        return 2
    with urllib.request.urlopen(sys.argv[1], timeout=30) as resp:
        raw = resp.read()
        charset = resp.headers.get_content_charset() or "utf-8"
    html = raw.decode(charset, errors="replace")
    print(markdownify.markdownify(html))
    return 0


if __name__ == "__main__":
    sys.exit(main())
