#!/usr/bin/env bash
# bench/nesting.sh — peak memory of `garuda-web fetch` on hostile 5 MiB pages (SPEC E-02:
# at most 64 MB for a 5 MB page; R-02: deep nesting stays bounded). Each page is
# served from 127.0.0.1 and read by the real release binary under /usr/bin/time -v; the table
# gives per case the peak RSS, wall time, exit code and the characters of text produced.
#
# Not a test: it never fails because a target is missed, only when something could not run.
#
# Usage: bash bench/nesting.sh [--mib N] [--bin PATH]
#   --mib N     page size in MiB (default 5, just under the default web.maxBytes of 5 MiB)
#   --bin PATH  the binary to measure (default: build the release binary of this checkout)
# Needs /usr/bin/time (GNU time; `apt-get install time` when it is missing) and python3.
set -euo pipefail

MIB=5
BIN=""
while [ $# -gt 0 ]; do
  case "$1" in
    --mib) MIB=$2; shift 2 ;;
    --bin) BIN=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 0 ;;
    *) echo "nesting: unknown argument: $1" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "nesting: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
if [ -z "$BIN" ]; then
  echo "nesting: building the release binary" >&2
  cargo build --release --quiet --bin garuda-web
  BIN=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/garuda-web
fi

WORK=$(mktemp -d)
SERVER=""
cleanup() { [ -n "$SERVER" ] && kill "$SERVER" 2>/dev/null; rm -rf "$WORK"; }
trap cleanup EXIT

# The pages: a prefix repeated until the page is MIB MiB (less a little, to stay under
# web.maxBytes), then the matching suffixes as far as they fit.
python3 - "$WORK" "$MIB" <<'PY'
import json, os, sys
work, mib = sys.argv[1], float(sys.argv[2])
size = int(mib * 1024 * 1024) - 4096
cases = {
    "ul-li": ("<ul><li>item ", "</li></ul>"),
    "ul-li-bare": ("<ul><li>", ""),
    "table": ("<table><tr><td>cell ", "</td></tr></table>"),
    "div": ("<div>", ""),
    "div-text": ("<div>text ", "</div>"),
    "pre-code": ("<pre><code>x\n", ""),
    "blockquote": ("<blockquote>q ", "</blockquote>"),
    "dl": ("<dl><dt>t<dd>", ""),
    "em-a": ("<em><a href=/x>", ""),
}
os.makedirs(os.path.join(work, "p"))
for name, (open_, close) in cases.items():
    n = size // (len(open_) + len(close))
    html = "<!DOCTYPE html><title>" + name + "</title>" + open_ * n + close * n
    with open(os.path.join(work, "p", name + ".html"), "w") as f:
        f.write(html)
# --pretty of a wide JSON array.
items, out = [], 0
while out < size - 64:
    s = '{"id":%d,"a":[1,2,3],"b":null}' % len(items)
    items.append(s)
    out += len(s) + 1
with open(os.path.join(work, "p", "wide.json"), "w") as f:
    f.write("[" + ",".join(items) + "]")
PY

python3 -c '
import http.server, socketserver, sys, os
os.chdir(sys.argv[1])
class H(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *a): pass
s = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
print(s.server_address[1], flush=True)
s.serve_forever()
' "$WORK" > "$WORK/port" &
SERVER=$!
for _ in $(seq 50); do [ -s "$WORK/port" ] && break; sleep 0.1; done
PORT=$(cat "$WORK/port")

export GARUDA_WEB_CONFIG_DIR=$WORK/config GARUDA_WEB_CACHE_DIR=$WORK/cache GARUDA_WEB_STATE_DIR=$WORK/state
echo "| case | page bytes | peak RSS MB | wall s | exit | text chars |"
echo "|---|---|---|---|---|---|"
for page in "$WORK"/p/*; do
  name=$(basename "$page")
  extra=()
  case "$name" in *.json) extra=(--pretty) ;; esac
  set +e
  /usr/bin/time -v -o "$WORK/time" "$BIN" fetch --json --no-config --no-cache --allow-localhost \
    --allow 127.0.0.1 --max-chars 1000 "${extra[@]}" "http://127.0.0.1:$PORT/p/$name" > "$WORK/out" 2> "$WORK/err"
  code=$?
  set -e
  rss=$(awk -F: '/Maximum resident set size/ {printf "%.1f", $2 / 1024}' "$WORK/time")
  wall=$(awk '/Elapsed \(wall clock\)/ {n = split($NF, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i]; printf "%.2f", s}' "$WORK/time")
  chars=$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(d.get("total_chars", d.get("error", {}).get("code", "?")))' "$WORK/out" 2>/dev/null || echo "?")
  echo "| $name${extra:+ ${extra[*]}} | $(stat -c %s "$page") | $rss | $wall | $code | $chars |"
done
