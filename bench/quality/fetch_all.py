#!/usr/bin/env python3
"""Runs the real garuda-web binary over every page of a WCXB-style development set.

Serves PAGES_DIR (NNNN.html.gz files) from a threaded HTTP server on 127.0.0.1 at short paths
(/p/NNNN.html, so no URL is "unusual", A-03) and runs `garuda-web fetch --json` on each page,
paging with --start until the whole text is read. The config holds one setting: web.maxBytes
is raised to 16 MiB (C-09), because the set has a page of 5.07 MiB (0588) that the default 5 MiB
limit refuses with too_large; the bench measures the reader, not the limit. Writes OUT_DIR/NNNN.md (the text) and
OUT_DIR/_run.json (per page: characters, warnings, failures). Part of bench/quality.sh.

With --short-names each page is served at /p/N.html (N its rank) and still written to
OUT_DIR/NAME.md: for a set whose names are long or hold spaces (trafilatura-eval).

usage: fetch_all.py BINARY PAGES_DIR OUT_DIR [--jobs N] [--limit N] [--short-names] [--extra=ARG ...]
"""
import argparse
import concurrent.futures
import gzip
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading


def serve(pages_dir, files=None):
    """Starts the server on a free loopback port; returns (server, port). `files` maps a
    served name (without .html) to the page's own name (--short-names)."""

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            name = self.path.rsplit("/", 1)[-1]
            if not (self.path.startswith("/p/") and name.endswith(".html")):
                self.send_error(404)
                return
            if files is not None:
                name = files.get(name[: -len(".html")], "") + ".html"
            path = os.path.join(pages_dir, name + ".gz")
            try:
                with gzip.open(path, "rb") as f:
                    body = f.read()
            except OSError:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                self.wfile.write(body)
            except OSError:
                pass  # the client gave up (a page over its size limit)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, server.server_address[1]


def fetch_page(binary, env, url, extra):
    """The page's whole text (every window), warnings, and an error string or None."""
    text, start, warnings = [], 0, []
    while True:
        cmd = [binary, "fetch", "--json", "--no-cache", "--allow-localhost",
               "--allow", "127.0.0.1", "--max-chars", "100000", "--timeout", "60",
               "--start", str(start), *extra, url]
        try:
            p = subprocess.run(cmd, capture_output=True, env=env, timeout=120)
        except subprocess.TimeoutExpired:
            # One page that hangs (or a machine too loaded to finish it) is that page's failure,
            # not the end of the whole run.
            return "".join(text), warnings, "no exit within 120s"
        try:
            doc = json.loads(p.stdout)
        except ValueError:
            return "".join(text), warnings, f"exit {p.returncode}: {p.stderr.decode()[:200]}"
        if "error" in doc and "content" not in doc:
            return "".join(text), warnings, f"{doc['error'].get('code')}: {doc['error'].get('message')}"
        text.append(doc.get("content") or "")
        warnings = [w.get("code") for w in doc.get("warnings") or []]
        nxt = doc.get("next_start")
        if not nxt:
            return "".join(text), warnings, None
        start = nxt


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("pages")
    ap.add_argument("out")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--extra", action="append", default=[], help="one more fetch argument")
    ap.add_argument("--short-names", action="store_true", help="serve page N at /p/N.html")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    ids = sorted(n[: -len(".html.gz")] for n in os.listdir(a.pages) if n.endswith(".html.gz"))
    if a.limit:
        ids = ids[: a.limit]
    served = {i: str(n) for n, i in enumerate(ids)} if a.short_names else {i: i for i in ids}
    server, port = serve(a.pages, {v: k for k, v in served.items()} if a.short_names else None)
    home = tempfile.mkdtemp(prefix="garuda-quality-")
    env = dict(os.environ)
    for var, sub in [("GARUDA_WEB_CONFIG_DIR", "config"), ("GARUDA_WEB_CACHE_DIR", "cache"),
                     ("GARUDA_WEB_STATE_DIR", "state")]:
        env[var] = os.path.join(home, sub)
    env["GARUDA_WEB_SESSION"] = "quality-bench"
    os.makedirs(env["GARUDA_WEB_CONFIG_DIR"])
    with open(os.path.join(env["GARUDA_WEB_CONFIG_DIR"], "config.json"), "w") as f:
        json.dump({"web": {"maxBytes": 16 * 1024 * 1024}}, f)
    run = {}

    def one(i):
        url = f"http://127.0.0.1:{port}/p/{served[i]}.html"
        text, warnings, err = fetch_page(a.binary, env, url, a.extra)
        with open(os.path.join(a.out, f"{i}.md"), "w", encoding="utf-8") as f:
            f.write(text)
        return i, {"chars": len(text), "warnings": warnings, "error": err}

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for i, r in pool.map(one, ids):
            run[i] = r
    server.shutdown()
    with open(os.path.join(a.out, "_run.json"), "w") as f:
        json.dump(run, f, indent=1)
    failed = {i: r["error"] for i, r in run.items() if r["error"]}
    chars = [r["chars"] for r in run.values()]
    warned = sum(1 for r in run.values() if "main_content_uncertain" in r["warnings"])
    print(f"pages {len(run)}  failed {len(failed)}  mean chars/page {sum(chars) / max(1, len(chars)):.0f}"
          f"  main_content_uncertain {warned}")
    for i, e in list(failed.items())[:20]:
        print(f"  failed {i}: {e}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
