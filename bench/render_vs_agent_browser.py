#!/usr/bin/env python3
"""`garuda-web fetch --render` against agent-browser's `open` + `get text body` (F-13).

Both tools read the same page, whose text an inline script builds, served by this script from
127.0.0.1 with the same Chromium; every call is one whole process an agent would start. Two
rows, each the median of the rounds:

  cold   no browser of either tool running: `garuda-web fetch --render URL` (starts its own
         browser, renders, converts, closes the browser at exit) against `agent-browser open
         URL` followed by `agent-browser get text body` (starts its daemon and browser; its
         `close` afterwards is not counted)
  warm   a browser already running: `garuda-web fetch --render --session bench URL` in a
         running browse session against the same two agent-browser calls with its daemon up

garuda-web's time includes what a render waits that agent-browser's `open` does not: the
page's requests ending after the load (and 150 ms of quiet network for a page that asks for data
by script; this page asks for none). `--no-cache` makes every
garuda-web call render. The tools alternate and swap who goes first every round, so a load that
comes and goes on the machine hits both alike. Printed on stdout: a Markdown table of the
median, min and max milliseconds per row and tool and the median ratio garuda-web /
agent-browser taken pair by pair, beside the goals of F-13 (cold at most 1.0x, warm at most
1.5x). Progress and the machine's load go to stderr.

Every call must exit 0 and print the page's text; anything else stops the script with exit
status 1: it prints no number it did not measure. Not a test: nothing here fails because a
number is high.

Usage (from the repo root, after `cargo build --release`):
  python3 bench/render_vs_agent_browser.py [--rounds N] [--agent-browser PATH]
      [--garuda-web PATH] [--chromium PATH]
Needs: chromium, agent-browser 0.41.2 (`npm install agent-browser@0.41.2`; give its
bin/agent-browser-linux-x64), python3. Runs itself inside a loopback-only network namespace
(`unshare --net`) when it can, so nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import http.server
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

# What both agent-browser benchmarks share: finding the two tools, the namespace, the load.
from browse_vs_agent_browser import (
    CALL_TIMEOUT_SECONDS,
    BenchError,
    find_tools,
    load,
    reexec_in_namespace,
)

MARKER = "Paragraph 20 of the orders page"


def page() -> bytes:
    """A shell whose text an inline script builds: what --render is for."""
    return b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Orders</title>
<link rel="icon" href="data:,"></head>
<body><div id="root"></div>
<script>
const root = document.getElementById('root');
let html = '<h1>Orders</h1>';
for (let i = 1; i <= 20; i++) {
  html += '<section><h2>Section ' + i + '</h2><p>Paragraph ' + i + ' of the orders page, with '
    + 'a few words to read about order ' + (1000 + i) + ' and its delivery.</p></section>';
}
root.innerHTML = html;
</script>
</body></html>
"""


class Pages(http.server.BaseHTTPRequestHandler):
    """Serves the page at every path."""

    body = page()

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(self.body)

    def log_message(self, *args: object) -> None:
        pass


def run(argv: list[str], env: dict[str, str], expect: str | None = None) -> float:
    """Runs one whole process; its wall milliseconds. Exit 0 and `expect` in stdout required."""
    start = time.perf_counter_ns()
    try:
        done = subprocess.run(
            argv, env=env, stdin=subprocess.DEVNULL, capture_output=True,
            timeout=CALL_TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired as e:
        raise BenchError(f"no exit after {e.timeout}s: {' '.join(argv)}") from e
    elapsed = (time.perf_counter_ns() - start) / 1e6
    out = done.stdout.decode(errors="replace")
    if done.returncode != 0:
        raise BenchError(
            f"{' '.join(argv)} exited {done.returncode}\nstdout: {out.strip()[:2000]}\n"
            f"stderr: {done.stderr.decode(errors='replace').strip()[:2000]}"
        )
    if expect is not None and expect not in out:
        raise BenchError(f"{' '.join(argv)} did not print {expect!r}: {out.strip()[:2000]}")
    return elapsed


class GarudaWeb:
    """garuda-web with a throwaway config, cache and state dir."""

    name = "garuda-web"

    def __init__(self, exe: Path, work: Path, chromium: str) -> None:
        config = work / "gw-config"
        config.mkdir()
        (config / "config.json").write_text(f'{{"browser": {{"path": "{chromium}"}}}}\n')
        (work / "gw-home").mkdir()
        self.exe = str(exe)
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("GARUDA_WEB_")}
        self.env.update(
            GARUDA_WEB_CONFIG_DIR=str(config),
            GARUDA_WEB_CACHE_DIR=str(work / "gw-cache"),
            GARUDA_WEB_STATE_DIR=str(work / "gw-state"),
            HOME=str(work / "gw-home"),
        )
        self.allow = ["--allow-localhost", "--allow", "127.0.0.1"]

    def cold(self, url: str) -> float:
        return run([self.exe, "fetch", "--render", "--no-cache", *self.allow, url], self.env,
                   MARKER)

    def start_warm(self, url: str) -> None:
        run([self.exe, "browse", "--session", "bench", "--allow-local", "--allow", "127.0.0.1",
             "open", url], self.env)

    def warm(self, url: str) -> float:
        return run([self.exe, "fetch", "--render", "--no-cache", "--session", "bench",
                    *self.allow, url], self.env, MARKER)

    def stop_warm(self) -> None:
        run([self.exe, "browse", "close", "--all"], self.env)

    def version(self) -> str:
        return subprocess.run([self.exe, "--version"], capture_output=True, text=True,
                              env=self.env).stdout.strip()


class AgentBrowser:
    """agent-browser with its own HOME and socket namespace, the same Chromium, `--no-sandbox`
    as root, no outdated-Chrome check (it fetches a web page; the namespace has no network)."""

    name = "agent-browser"

    def __init__(self, exe: Path, work: Path, chromium: str) -> None:
        self.exe = str(exe)
        self.env = {k: v for k, v in os.environ.items() if not k.startswith("AGENT_BROWSER_")}
        self.env.update(
            HOME=str(work / "ab-home"),
            AGENT_BROWSER_NAMESPACE="garuda-render-bench",
            AGENT_BROWSER_EXECUTABLE_PATH=chromium,
            AGENT_BROWSER_NO_VERSION_CHECK="1",
        )
        if os.geteuid() == 0:
            self.env["AGENT_BROWSER_ARGS"] = "--no-sandbox"
        (work / "ab-home").mkdir()

    def read(self, url: str) -> float:
        opened = run([self.exe, "open", url], self.env)
        return opened + run([self.exe, "get", "text", "body"], self.env, MARKER)

    def cold(self, url: str) -> float:
        ms = self.read(url)
        self.stop_warm()
        return ms

    def start_warm(self, url: str) -> None:
        run([self.exe, "open", url], self.env)

    def warm(self, url: str) -> float:
        return self.read(url)

    def stop_warm(self) -> None:
        run([self.exe, "close"], self.env)

    def version(self) -> str:
        return subprocess.run([self.exe, "--version"], capture_output=True, text=True,
                              env=self.env).stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="rounds (at least 5; default 5)")
    parser.add_argument("--agent-browser", help="agent-browser binary (default: on PATH)")
    parser.add_argument("--garuda-web", help="garuda-web binary (default: target/release)")
    parser.add_argument("--chromium", help="Chromium for both (default: chromium on PATH)")
    args = parser.parse_args()
    if args.rounds < 5:
        parser.error("--rounds must be at least 5 (the median of fewer says little)")
    repo = Path(__file__).resolve().parent.parent
    try:
        chromium, gw_exe, ab_exe = find_tools(args, repo)
    except BenchError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    reexec_in_namespace()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    times: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="render-vs-ab-") as tmp:
        work = Path(tmp)
        tools = [GarudaWeb(gw_exe, work, chromium), AgentBrowser(ab_exe, work, chromium)]
        try:
            load_before = load()
            print(f"warm-up (not counted); load {load_before}", file=sys.stderr)
            for tool in tools:
                tool.cold(f"{base}/warm-up")
            for r in range(args.rounds):
                order = tools if r % 2 == 0 else tools[::-1]
                print(f"round {r + 1}/{args.rounds}; load {load()}", file=sys.stderr)
                for tool in order:
                    times.setdefault(("cold", tool.name), []).append(
                        tool.cold(f"{base}/cold/{r}"))
                for tool in order:
                    tool.start_warm(f"{base}/start/{r}")
                for tool in order:
                    times.setdefault(("warm", tool.name), []).append(
                        tool.warm(f"{base}/warm/{r}"))
                for tool in order:
                    tool.stop_warm()
            load_after = load()
            versions = "; ".join(t.version() for t in tools)
        except BenchError as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
        finally:
            for tool in tools:
                try:
                    tool.stop_warm()
                except BenchError:
                    pass
            server.shutdown()
    rows = [
        "| row (whole processes) | garuda-web ms median (min–max) | agent-browser open + get "
        "text ms median (min–max) | ratio gw/ab median (min–max) | goal |",
        "|---|---|---|---|---|",
    ]
    for row, goal in [("cold", "≤ 1.0×"), ("warm", "≤ 1.5×")]:
        g, a = times[(row, "garuda-web")], times[(row, "agent-browser")]
        ratios = [x / y for x, y in zip(g, a, strict=True)]
        rows.append(
            f"| {row} | {statistics.median(g):.0f} ({min(g):.0f}–{max(g):.0f}) "
            f"| {statistics.median(a):.0f} ({min(a):.0f}–{max(a):.0f}) "
            f"| {statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f}) | {goal} |"
        )
    print(
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {os.cpu_count()} cores; load "
        f"average {load_before} before, {load_after} after; {args.rounds} rounds\n{versions}\n"
    )
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
