#!/usr/bin/env bash
# E-04: `garuda-web browse` as whole processes against one page served from 127.0.0.1: a cold
# `open` (no background process yet: it starts the process, the proxy and Chromium) and warm
# `snapshot`, `click`, `type`, `read` and `script` (the browser already running), and a `click`
# while a walkthrough is recorded (B-15: each step adds a screenshot and a line in steps.md). Every request of the
# page goes through the SSRF proxy. Prints a Markdown table of the median, min and max of N
# runs (default 10) per action.
#
# Not a test: nothing here fails because a number is high.
# Usage: bash bench/browse.sh [RUNS]          (from the repo root; builds release first)
# Needs: chromium (apt-get install chromium), python3 (serves the page).
# Runs inside a loopback-only network namespace when it can (unshare), like the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"

if [ -z "${GARUDA_BENCH_IN_NS:-}" ] && command -v unshare >/dev/null && unshare --net true 2>/dev/null; then
  cargo build --release -q
  exec unshare --net -- env GARUDA_BENCH_IN_NS=1 bash -c 'ip link set lo up && exec bash "$0" "$@"' "$0" "$runs"
fi
[ -x target/release/garuda-web ] || cargo build --release -q
bin="$PWD/target/release/garuda-web"

work=$(mktemp -d)
server_pid=""
cleanup() {
  "$bin" browse close --all >/dev/null 2>&1 || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

cat > "$work/index.html" <<'HTML'
<!doctype html><html><head><title>Bench app</title></head><body>
<h1>Orders</h1>
<nav><a href="#a">Alpha</a> <a href="#b">Beta</a> <a href="#c">Gamma</a></nav>
<form><label>Email <input id="email"></label>
<button type="button" id="save" onclick="document.getElementById('out').textContent = 'saved ' + document.getElementById('email').value">Save</button></form>
<p id="out"></p>
<main>
HTML
for i in $(seq 1 60); do
  echo "<section><h2>Section $i</h2><p>Paragraph $i with some words to read and a <a href=\"/p$i\">link $i</a>.</p></section>" >> "$work/index.html"
done
echo '</main></body></html>' >> "$work/index.html"

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
(cd "$work" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
server_pid=$!
for _ in $(seq 100); do
  python3 -c "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:$port/index.html')" 2>/dev/null && break
  sleep 0.05
done

export GARUDA_WEB_CACHE_DIR="$work/cache" GARUDA_WEB_CONFIG_DIR="$work/config" GARUDA_WEB_STATE_DIR="$work/state"
mkdir -p "$work/config"
echo '{"browser": {"allowLocal": true}}' > "$work/config/config.json"
url="http://127.0.0.1:$port/index.html"
b() { "$bin" browse --allow 127.0.0.1 "$@" >/dev/null; }

# Milliseconds of one run of "$@".
ms() {
  local t0 t1
  t0=$(date +%s%N)
  "$@"
  t1=$(date +%s%N)
  echo $(((t1 - t0) / 1000000))
}

declare -A times
measure() {
  local name=$1; shift
  local list=""
  for _ in $(seq "$runs"); do list="$list $(ms "$@")"; done
  times[$name]=$list
}

cold_open() { b close; ms b open "$url"; }
list=""
for _ in $(seq "$runs"); do list="$list $(cold_open)"; done
times["cold open"]=$list
b open "$url"
measure "warm snapshot" b snapshot
measure "warm click" b click css=#save
measure "warm type" b type css=#email me@example.org
measure "warm read" b read
measure "warm open (same page)" b open "$url"
measure "warm script (B-13)" b --allow browse_script script 'document.title'
b record
measure "warm click, recording (B-15)" b click css=#save
b stop-recording

{
  echo "| action (whole process) | median ms | min ms | max ms | runs |"
  echo "|---|---|---|---|---|"
  for name in "cold open" "warm snapshot" "warm click" "warm type" "warm read" "warm open (same page)" \
      "warm script (B-13)" "warm click, recording (B-15)"; do
    python3 - "$name" ${times[$name]} <<'PY'
import statistics, sys
name, values = sys.argv[1], [int(v) for v in sys.argv[2:]]
print(f"| {name} | {statistics.median(values):.0f} | {min(values)} | {max(values)} | {len(values)} |")
PY
  done
}
echo >&2 "chromium: $(chromium --version 2>/dev/null | head -1); cores: $(nproc)"
