#!/usr/bin/env python3
"""`garuda-web browse` against agent-browser, verb by verb, as whole processes (B-07, E-04).

Both tools drive the same Chromium on the same two pages, served by this script from
127.0.0.1, and every call is one whole process an agent would start: its start-up, the request
to the tool's background process, the browser's work and the reply read through a pipe. The
verbs, in the order each round runs them:

  cold open      `open` with no browser of either tool running (starts the background
                 process and Chromium, loads page A)
  snapshot       the page's refs (both tools' plain `snapshot`)
  type           into a text input with no listeners (agent-browser: `fill`, which also
                 replaces the value)
  press Enter    in that input; its form has two fields and no submit button, so nothing
                 happens
  click          a button whose click does nothing
  read           the page's text (agent-browser: `get text body`)
  get value      the typed input's value (B-21; both tools' `get value`)
  10 steps, 10 calls     ten warm verbs on page A (type, get value, click, press, get title,
                 get count, get text, snapshot), each its own process, timed together
  10 steps, one batch    the same ten steps as one `batch` call (B-26: garuda-web reads them
                 from stdin, one per line; agent-browser's `batch --bail` takes them as
                 arguments), both stopping at the first failure
  click, navigates   a link to page B
  press Enter, submits   in B's one-field search form, which goes back to page A
  ..., then the new page   the same two navigations, timed until the agent holds the new
                 page's refs: garuda-web's reply to the action carries them (one call, the
                 same call as the row above); agent-browser's `click`/`press` replies before
                 the page has loaded (often before it is even requested), so an agent follows
                 it with `wait --url` for the new page and `snapshot -i` (three calls, timed
                 together, the first being the row above)

The two tools alternate within each round, verb by verb, and swap who goes first every round,
so a load that comes and goes on the machine hits both alike. Each timed call starts a short
gap (--gap-ms, 100 ms) after the one before, and the warm verbs a second after the browsers
reopened: an agent's calls come seconds apart, so neither tool should pay for the other's
browser still painting its last answer, or for a browser still starting. Printed on stdout: a Markdown
table of the median, min and max milliseconds per verb and tool, and the median and range of the
ratio garuda-web / agent-browser taken pair by pair (one pair a round). The goals of B-07
(cold open at most 1.0x, every warm verb at most 1.5x; batch and get value too) are printed
beside the ratios, and below the table what one batch saves against ten calls for each tool.
Progress and the machine's load go to stderr.

Every call must exit 0 and print what it should (the page's text for `read`, the link for
`snapshot`); a navigation must reach the server. Anything else stops the script with a message
and exit status 1: it prints no number it did not measure. A tool that is missing stops it too.

Not a test: nothing here fails because a number is high.

Usage (from the repo root, after `cargo build --release`):
  python3 bench/browse_vs_agent_browser.py [--rounds N] [--agent-browser PATH]
      [--garuda-web PATH] [--chromium PATH]
(`--rounds 1` is a smoke run that proves the script works; its numbers say little.)
Needs: chromium, agent-browser 0.41.2 (`npm install agent-browser@0.41.2`; its package ships
the native binaries: give the package's bin/agent-browser-linux-x64 or the npm bin shim, which
is resolved to that binary, as a global install does), python3.
Runs itself inside a loopback-only network namespace (`unshare --net`) when it can, as the
tests do, so nothing leaves the machine.
"""

from __future__ import annotations

import argparse
import http.server
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

AGENT_BROWSER_VERSION = "0.41.2"
IN_NAMESPACE = "GARUDA_BENCH_IN_NS"
CALL_TIMEOUT_SECONDS = 90
# Set from --gap-ms: the pause before each timed call.
GAP_SECONDS = 0.1
# The pause between reopening the browsers and the first warm verb.
SETTLE_SECONDS = 1.0
NAVIGATION_DEADLINE_SECONDS = 15
OPEN_MARKER = "Orders"
READ_MARKER = "Paragraph 20 of the orders page"
SNAPSHOT_MARKER = "Next page"
# What the snapshot of page B and of page A after the search show, for the "then the new page"
# rows (both tools name the heading in their snapshots).
NEW_PAGE_MARKERS = {"/b": "Search", "/a?q=lamps": "Next page"}
VALUE_MARKER = "Ada Lovelace"
BATCH_MARKER = "London"

# The ten steps of the batch rows (B-26), as each tool spells them: garuda-web's words, then
# agent-browser's. None navigates; the last-but-one reads back what the third typed.
BATCH_STEPS = [
    (["type", "css=#name", "Ada"], ["fill", "#name", "Ada"]),
    (["get", "value", "css=#name"], ["get", "value", "#name"]),
    (["type", "css=#city", "London"], ["fill", "#city", "London"]),
    (["click", "css=#noop"], ["click", "#noop"]),
    (["press", "Tab"], ["press", "Tab"]),
    (["get", "title"], ["get", "title"]),
    (["get", "count", "css=section"], ["get", "count", "section"]),
    (["get", "text", "css=h1"], ["get", "text", "h1"]),
    (["get", "value", "css=#city"], ["get", "value", "#city"]),
    (["snapshot"], ["snapshot"]),
]


class BenchError(Exception):
    """A reason the benchmark cannot give honest numbers; printed, then exit 1."""


# ---------------------------------------------------------------------------------------------
# The pages and their server


def page_a() -> str:
    """Page A: a form of two text inputs without listeners or a submit button (Enter there does
    nothing), a button whose click does nothing, a link to page B and some text to read."""
    sections = "\n".join(
        f"<section><h2>Section {i}</h2><p>Paragraph {i} of the orders page, with a few "
        f"words to read about order {1000 + i} and its delivery.</p></section>"
        for i in range(1, 21)
    )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Orders</title>
<link rel="icon" href="data:,"></head>
<body>
<h1>Orders</h1>
<form id="filters"><label>Name <input id="name" name="name"></label>
<label>City <input id="city" name="city"></label></form>
<button type="button" id="noop">Refresh</button>
<a id="next" href="/b">Next page</a>
<main>
{sections}
</main>
</body></html>
"""


PAGE_B = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Search</title>
<link rel="icon" href="data:,"></head>
<body>
<h1>Search</h1>
<form id="search" action="/a"><label>Search <input id="q" name="q"></label></form>
<p>Type a word and press Enter.</p>
</body></html>
"""


class Pages(http.server.BaseHTTPRequestHandler):
    """Serves page A at /a (with or without a query) and page B at /b; counts the requests."""

    counts: dict[str, int] = {}
    lock = threading.Lock()
    body_a = page_a().encode()
    body_b = PAGE_B.encode()

    def do_GET(self) -> None:  # noqa: N802 (the name http.server calls)
        path = urllib.parse.urlsplit(self.path).path
        body = {"/a": self.body_a, "/b": self.body_b}.get(path)
        with self.lock:
            self.counts[self.path] = self.counts.get(self.path, 0) + 1
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass

    @classmethod
    def count(cls, path: str) -> int:
        with cls.lock:
            return cls.counts.get(path, 0)


def wait_for_request(path: str, before: int, tool: str, verb: str) -> None:
    """Polls, with a deadline, until the server has seen one more request for `path`."""
    deadline = time.monotonic() + NAVIGATION_DEADLINE_SECONDS
    while Pages.count(path) <= before:
        if time.monotonic() > deadline:
            raise BenchError(
                f"{tool} {verb}: the page never requested {path} within "
                f"{NAVIGATION_DEADLINE_SECONDS}s, so the navigation did not happen"
            )
        time.sleep(0.005)


# ---------------------------------------------------------------------------------------------
# The two tools


@dataclass
class Tool:
    """One CLI: how to spell each verb, and the environment it runs in."""

    name: str
    exe: Path
    env: dict[str, str]
    verbs: dict[str, list[str]]
    step_words: list[list[str]] = field(default_factory=list)
    # The calls after a navigating verb that give the agent the new page's refs, with `{url}`
    # for the glob of the new page's URL (none when the verb's own reply carries them).
    to_new_page: list[list[str]] = field(default_factory=list)
    batch_input: bytes | None = None
    version: str = ""
    times: dict[str, list[float]] = field(default_factory=dict)
    early: dict[str, int] = field(default_factory=dict)

    def call(self, verb: str, expect: str | None = None) -> float:
        """Runs one verb as a whole process; its wall milliseconds. Exit 0 and, when given,
        `expect` in stdout are required. It starts GAP_SECONDS after the call before (the calls
        that follow it within one timed row do not wait)."""
        time.sleep(GAP_SECONDS)
        return self.run(verb, self.verbs[verb], expect)

    def batch(self) -> float:
        """The ten steps as one `batch` call (its stdin, if it reads them there); its wall
        milliseconds."""
        time.sleep(GAP_SECONDS)
        return self.run("10 steps, one batch", self.verbs["batch"], BATCH_MARKER, self.batch_input)

    def steps(self) -> float:
        """The ten steps as ten calls, back to back after one gap; their wall milliseconds
        together."""
        time.sleep(GAP_SECONDS)
        total = 0.0
        for i, words in enumerate(self.step_words):
            expect = BATCH_MARKER if i == len(self.step_words) - 2 else None
            total += self.run(f"step {i + 1}", words, expect)
        return total

    def run(
        self, verb: str, words: list[str], expect: str | None, stdin: bytes | None = None
    ) -> float:
        """Runs `words` as a whole process, `stdin` on its stdin; its wall milliseconds."""
        argv = [str(self.exe), *words]
        start = time.perf_counter_ns()
        try:
            done = subprocess.run(
                argv,
                env=self.env,
                input=stdin if stdin is not None else b"",
                capture_output=True,
                timeout=CALL_TIMEOUT_SECONDS,
            )
        except subprocess.TimeoutExpired as e:
            raise BenchError(f"{self.name} {verb}: no exit after {e.timeout}s ({argv})") from e
        elapsed = (time.perf_counter_ns() - start) / 1e6
        out = done.stdout.decode(errors="replace")
        if done.returncode != 0:
            err = done.stderr.decode(errors="replace").strip()
            raise BenchError(
                f"{self.name} {verb} exited {done.returncode}: {' '.join(argv)}\n"
                f"stdout: {out.strip()[:2000]}\nstderr: {err[:2000]}"
            )
        if expect is not None and expect not in out:
            raise BenchError(
                f"{self.name} {verb} did not print {expect!r}: {' '.join(argv)}\n"
                f"stdout: {out.strip()[:2000]}"
            )
        return elapsed

    def record(self, verb: str, ms: float) -> None:
        self.times.setdefault(verb, []).append(ms)


def garuda_web(exe: Path, work: Path, url_a: str, chromium: str) -> Tool:
    """garuda-web with a throwaway config, cache and state dir (nothing of the user's is read
    or written); the open that starts a session gives it local access and approves the host."""
    config = work / "gw-config"
    config.mkdir()
    (config / "config.json").write_text(f'{{"browser": {{"path": "{chromium}"}}}}\n')
    env = {k: v for k, v in os.environ.items() if not k.startswith("GARUDA_WEB_")}
    env.update(
        GARUDA_WEB_CONFIG_DIR=str(config),
        GARUDA_WEB_CACHE_DIR=str(work / "gw-cache"),
        GARUDA_WEB_STATE_DIR=str(work / "gw-state"),
        HOME=str(work / "gw-home"),
    )
    (work / "gw-home").mkdir()
    b = ["browse"]
    return Tool(
        name="garuda-web",
        exe=exe,
        env=env,
        verbs={
            "cold open": [*b, "--allow-local", "--allow", "127.0.0.1", "open", url_a],
            "snapshot": [*b, "snapshot"],
            "type": [*b, "type", "css=#name", "Ada Lovelace"],
            "press Enter": [*b, "press", "Enter"],
            "click": [*b, "click", "css=#noop"],
            "read": [*b, "read"],
            "get value": [*b, "get", "value", "css=#name"],
            "batch": [*b, "batch"],
            "click, navigates": [*b, "click", "css=#next"],
            "type (setup)": [*b, "type", "css=#q", "lamps"],
            "press Enter, submits": [*b, "press", "Enter"],
            "close": [*b, "close"],
            "version": ["--version"],
        },
        step_words=[[*b, *gw] for gw, _ in BATCH_STEPS],
        to_new_page=[],
        batch_input="".join(
            " ".join(shlex.quote(w) for w in gw) + "\n" for gw, _ in BATCH_STEPS
        ).encode(),
    )


def agent_browser(exe: Path, work: Path, url_a: str, chromium: str) -> Tool:
    """agent-browser with its own HOME and socket folder (so no daemon of an earlier run or of
    the user is reused), the same Chromium, `--no-sandbox` as root (garuda-web does the same as
    root) and no outdated-Chrome check (it fetches a web page; the namespace has no network)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("AGENT_BROWSER_") and k != "XDG_RUNTIME_DIR"
    }
    env.update(
        HOME=str(work / "ab-home"),
        AGENT_BROWSER_SOCKET_DIR=str(work / "ab-run"),
        AGENT_BROWSER_NAMESPACE="garuda-bench",
        AGENT_BROWSER_EXECUTABLE_PATH=chromium,
        AGENT_BROWSER_NO_VERSION_CHECK="1",
    )
    if os.geteuid() == 0:
        env["AGENT_BROWSER_ARGS"] = "--no-sandbox"
    (work / "ab-home").mkdir()
    return Tool(
        name="agent-browser",
        exe=exe,
        env=env,
        verbs={
            "cold open": ["open", url_a],
            "snapshot": ["snapshot"],
            "type": ["fill", "#name", "Ada Lovelace"],
            "press Enter": ["press", "Enter"],
            "click": ["click", "#noop"],
            "read": ["get", "text", "body"],
            "get value": ["get", "value", "#name"],
            "batch": [
                "batch",
                "--bail",
                *(" ".join(shlex.quote(w) for w in ab) for _, ab in BATCH_STEPS),
            ],
            "click, navigates": ["click", "#next"],
            "type (setup)": ["fill", "#q", "lamps"],
            "press Enter, submits": ["press", "Enter"],
            "close": ["close"],
            "version": ["--version"],
        },
        step_words=[ab for _, ab in BATCH_STEPS],
        to_new_page=[["wait", "--url", "{url}"], ["snapshot", "-i"]],
    )


def find_tools(args: argparse.Namespace, repo: Path) -> tuple[str, Path, Path]:
    """The Chromium both tools drive, garuda-web and agent-browser, from the command line's
    --chromium, --garuda-web and --agent-browser (each found on its own when not given)."""
    chromium = args.chromium or shutil.which("chromium")
    if not chromium or not os.access(chromium, os.X_OK):
        raise BenchError("chromium not found: apt-get install chromium, or pass --chromium")
    return chromium, find_garuda_web(args.garuda_web, repo), find_agent_browser(args.agent_browser)


def find_agent_browser(given: str | None) -> Path:
    """The native agent-browser binary: the path given, else `agent-browser` on PATH. npm's
    shim (bin/agent-browser.js, which starts Node and then the binary) is resolved to the
    package's native binary, which is what a global install links and what an agent runs."""
    spelled = given or os.environ.get("AGENT_BROWSER_BIN") or shutil.which("agent-browser")
    if not spelled:
        raise BenchError(
            "agent-browser not found: install it with `npm install agent-browser@"
            f"{AGENT_BROWSER_VERSION}` (in a folder outside the repo) and pass "
            "--agent-browser PATH/node_modules/agent-browser/bin/agent-browser-linux-x64"
        )
    path = Path(spelled).resolve()
    if path.suffix == ".js":
        machine = os.uname().machine
        arch = {"x86_64": "x64", "aarch64": "arm64"}.get(machine, machine)
        native = path.parent / f"agent-browser-linux-{arch}"
        if not native.is_file():
            raise BenchError(f"{spelled} is npm's Node shim and {native} is missing")
        path = native
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(f"agent-browser at {path} is not an executable file")
    return path


def find_garuda_web(given: str | None, repo: Path) -> Path:
    """The garuda-web binary: the path given, else the repo's release build."""
    path = Path(given) if given else repo / "target" / "release" / "garuda-web"
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise BenchError(
            f"garuda-web not found at {path}: run `cargo build --release` first, or pass "
            "--garuda-web PATH"
        )
    return path


def versions(tools: list[Tool]) -> None:
    """Reads each tool's version (which also proves it starts)."""
    for tool in tools:
        argv = [str(tool.exe), *tool.verbs["version"]]
        done = subprocess.run(argv, env=tool.env, capture_output=True, timeout=30)
        if done.returncode != 0:
            raise BenchError(f"{' '.join(argv)} exited {done.returncode}: {done.stderr!r}")
        tool.version = done.stdout.decode().strip().splitlines()[0]
    ab = next(t for t in tools if t.name == "agent-browser")
    if AGENT_BROWSER_VERSION not in ab.version:
        print(
            f"warning: {ab.version!r} is not agent-browser {AGENT_BROWSER_VERSION}, the version "
            "B-07's goals are set against",
            file=sys.stderr,
        )


# ---------------------------------------------------------------------------------------------
# The rounds

WARM_VERBS = ["snapshot", "type", "press Enter", "click", "read", "get value"]
BATCH_ROWS = ["10 steps, 10 calls", "10 steps, one batch"]
NAVIGATING_VERBS = ["click, navigates", "press Enter, submits"]
THEN_NEW_PAGE = ", then the new page"
REPORTED = [
    "cold open",
    *WARM_VERBS,
    *BATCH_ROWS,
    *(v for verb in NAVIGATING_VERBS for v in (verb, verb + THEN_NEW_PAGE)),
]


def navigate(tool: Tool, verb: str, path: str) -> None:
    """Times a verb that navigates to `path` and notes whether the page had requested it by
    the time the tool exited; then times the calls that give the agent the new page's refs
    (`Tool.to_new_page`), which must show the new page, for the "then the new page" row; then
    waits (not timed) until the page has requested `path`."""
    before = Pages.count(path)
    marker = NEW_PAGE_MARKERS[path]
    took = tool.call(verb, expect=None if tool.to_new_page else marker)
    tool.record(verb, took)
    if Pages.count(path) <= before:
        tool.early[verb] = tool.early.get(verb, 0) + 1
    glob = "**" + path
    for i, words in enumerate(tool.to_new_page):
        last = i == len(tool.to_new_page) - 1
        took += tool.run(
            verb + THEN_NEW_PAGE,
            [w.replace("{url}", glob) for w in words],
            marker if last else None,
        )
    tool.record(verb + THEN_NEW_PAGE, took)
    wait_for_request(path, before, tool.name, verb)


def run_round(order: list[Tool]) -> None:
    """One round: every verb once per tool, the tools alternating in `order`."""
    for tool in order:
        before = Pages.count("/a")
        tool.record("cold open", tool.call("cold open", expect=OPEN_MARKER))
        wait_for_request("/a", before, tool.name, "cold open")
        tool.call("close")
    for tool in order:
        tool.call("cold open")
    time.sleep(SETTLE_SECONDS)
    for verb in WARM_VERBS:
        expect = {"read": READ_MARKER, "snapshot": SNAPSHOT_MARKER, "get value": VALUE_MARKER}.get(
            verb
        )
        for tool in order:
            tool.record(verb, tool.call(verb, expect=expect))
    for tool in order:
        tool.record("10 steps, 10 calls", tool.steps())
    for tool in order:
        tool.record("10 steps, one batch", tool.batch())
    for tool in order:
        navigate(tool, "click, navigates", "/b")
    for tool in order:
        tool.call("type (setup)")
    for tool in order:
        navigate(tool, "press Enter, submits", "/a?q=lamps")
    for tool in order:
        tool.call("close")


def close_quietly(tool: Tool) -> None:
    """Closes the tool's browser, whatever state it is in (the script's exit path)."""
    try:
        subprocess.run(
            [str(tool.exe), *tool.verbs["close"]],
            env=tool.env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired:
        print(f"warning: {tool.name} close did not exit within 60s", file=sys.stderr)


def load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def table(gw: Tool, ab: Tool, rounds: int) -> str:
    """The Markdown table of the measured times and their paired ratios."""
    rows = [
        "| verb (whole process) | garuda-web ms median (min–max) | agent-browser ms median "
        "(min–max) | ratio gw/ab median (min–max) | goal |",
        "|---|---|---|---|---|",
    ]
    for verb in REPORTED:
        g, a = gw.times[verb], ab.times[verb]
        if len(g) != rounds or len(a) != rounds:
            raise BenchError(f"{verb}: {len(g)} and {len(a)} runs, not {rounds}")
        ratios = [x / y for x, y in zip(g, a, strict=True)]
        goal = "≤ 1.0×" if verb == "cold open" else "≤ 1.5×"
        rows.append(
            f"| {verb} | {statistics.median(g):.0f} ({min(g):.0f}–{max(g):.0f}) "
            f"| {statistics.median(a):.0f} ({min(a):.0f}–{max(a):.0f}) "
            f"| {statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f}) "
            f"| {goal} |"
        )
    rows.append("")
    for tool in (gw, ab):
        saved = [
            b / c
            for b, c in zip(tool.times[BATCH_ROWS[1]], tool.times[BATCH_ROWS[0]], strict=True)
        ]
        rows.append(
            f"{tool.name}: one batch of 10 steps takes {statistics.median(saved):.2f}× the time "
            f"of 10 calls (median; {min(saved):.2f}–{max(saved):.2f})."
        )
    for verb in NAVIGATING_VERBS:
        rows.append(
            f"{verb}: the tool exited before the page had requested the next document in "
            f"{gw.early.get(verb, 0)}/{rounds} rounds for garuda-web, "
            f"{ab.early.get(verb, 0)}/{rounds} for agent-browser."
        )
    return "\n".join(rows)


def reexec_in_namespace() -> None:
    """Runs the running script again inside a new network namespace with only loopback up."""
    if os.environ.get(IN_NAMESPACE) or not shutil.which("unshare"):
        return
    if subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode != 0:
        print(
            "warning: cannot make a network namespace (unshare --net); running with the "
            "machine's network",
            file=sys.stderr,
        )
        return
    script = "ip link set lo up && exec \"$0\" \"$@\""
    # The script that runs (render_vs_agent_browser.py shares this function).
    argv = [sys.executable, os.path.abspath(sys.argv[0]), *sys.argv[1:]]
    env = dict(os.environ, **{IN_NAMESPACE: "1"})
    os.execvpe("unshare", ["unshare", "--net", "--", "sh", "-c", script, *argv], env)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--rounds", type=int, default=5, help="rounds (default 5; fewer is a smoke run)"
    )
    parser.add_argument("--agent-browser", help="agent-browser binary (default: on PATH)")
    parser.add_argument("--garuda-web", help="garuda-web binary (default: target/release)")
    parser.add_argument("--chromium", help="Chromium for both (default: chromium on PATH)")
    parser.add_argument(
        "--gap-ms",
        type=int,
        default=100,
        help="pause before each timed call, untimed (default 100; 0 runs them back to back)",
    )
    args = parser.parse_args()
    global GAP_SECONDS
    GAP_SECONDS = max(args.gap_ms, 0) / 1000
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    if args.rounds < 5:
        print(
            f"warning: {args.rounds} rounds is a smoke run: the median of fewer than 5 says "
            "little",
            file=sys.stderr,
        )
    repo = Path(__file__).resolve().parent.parent

    try:
        chromium, gw_exe, ab_exe = find_tools(args, repo)
    except BenchError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1

    reexec_in_namespace()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url_a = f"http://127.0.0.1:{server.server_address[1]}/a"
    with tempfile.TemporaryDirectory(prefix="browse-vs-ab-") as tmp:
        work = Path(tmp)
        gw = garuda_web(gw_exe, work, url_a, chromium)
        ab = agent_browser(ab_exe, work, url_a, chromium)
        tools = [gw, ab]
        try:
            versions(tools)
            chromium_version = subprocess.run(
                [chromium, "--version"], capture_output=True, text=True
            ).stdout.strip()
            load_before = load()
            print(f"warm-up (not counted); load {load_before}", file=sys.stderr)
            for tool in tools:
                tool.call("cold open", expect=OPEN_MARKER)
                tool.call("close")
            for r in range(args.rounds):
                order = tools if r % 2 == 0 else tools[::-1]
                print(f"round {r + 1}/{args.rounds}; load {load()}", file=sys.stderr)
                run_round(order)
            load_after = load()
        except BenchError as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
        finally:
            for tool in tools:
                close_quietly(tool)
            server.shutdown()
        try:
            result = table(gw, ab, args.rounds)
        except BenchError as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
    print(
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}; {os.cpu_count()} cores; "
        f"load average {load_before} before, {load_after} after; {args.rounds} rounds, the "
        f"two tools alternating verb by verb\n"
        f"{gw.version}; {ab.version}; {chromium_version}\n"
    )
    print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
