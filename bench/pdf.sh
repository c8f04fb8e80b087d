#!/usr/bin/env bash
# bench/pdf.sh — end-to-end `garuda-web fetch` of every PDF fixture (F-60, R-02): each one served
# from 127.0.0.1, fetched by the release binary under /usr/bin/time -v; prints exit code, JSON
# error code (or page count), wall time and peak RSS as a table. The bombs must end within the
# time budget with bounded memory; this shows how fast and how small.
#
# Not a test: it never fails because a number is high, only when something cannot be measured.
#
# Usage: bash bench/pdf.sh [--runs N]        (default 3 runs per fixture; the table shows the
#                                             median wall time and the largest peak RSS)
# Env:   GARUDA_WEB_BIN   the binary (default: target/release/garuda-web, built when missing)
# The extractor comparison (pdf_oxide vs pdf-extract vs lopdf, per-page time and fidelity) is
# the other half: cargo run --release --manifest-path bench/pdf/Cargo.toml -- tests/fixtures/pdf
set -euo pipefail

RUNS=3
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
FIXTURES="$ROOT/tests/fixtures/pdf"
BIN="${GARUDA_WEB_BIN:-$ROOT/target/release/garuda-web}"
if [ ! -x "$BIN" ]; then
  echo "building $BIN" >&2
  (cd "$ROOT" && cargo build --release --quiet)
fi
[ -x /usr/bin/time ] || { echo "needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$FIXTURES" >/dev/null 2>&1 &
SERVER_PID=$!
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/')" 2>/dev/null && break
  sleep 0.1
done

export GARUDA_WEB_CONFIG_DIR="$WORK/config" GARUDA_WEB_CACHE_DIR="$WORK/cache" GARUDA_WEB_STATE_DIR="$WORK/state"

echo "| fixture | bytes | exit | result | median wall ms | peak RSS MB |"
echo "|---|---|---|---|---|---|"
for pdf in "$FIXTURES"/*.pdf; do
  name="$(basename "$pdf")"
  times=()
  peak=0
  exit_code=0
  result=""
  for _ in $(seq "$RUNS"); do
    set +e
    /usr/bin/time -v -o "$WORK/time" "$BIN" fetch --json --no-cache --allow-localhost --allow '*' \
      "http://127.0.0.1:$PORT/$name" >"$WORK/out" 2>"$WORK/err"
    exit_code=$?
    set -e
    wall="$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$WORK/time")"
    ms="$(python3 -c "
t='$wall'.split(':'); s=float(t[-1]) + (int(t[-2])*60 if len(t)>1 else 0) + (int(t[-3])*3600 if len(t)>2 else 0)
print(round(s*1000))")"
    times+=("$ms")
    rss="$(awk -F': ' '/Maximum resident set size/ {print $2}' "$WORK/time")"
    [ "$rss" -gt "$peak" ] && peak="$rss"
    result="$(python3 -c "
import json,sys
try:
    v=json.load(open('$WORK/out'))
except Exception as e:
    print('no JSON'); sys.exit()
if 'error' in v: print(v['error']['code'])
else:
    w=[x['code'] for x in v.get('warnings',[])]
    print(f\"{v.get('pages',{}).get('count','?')} pages, {v['total_chars']} chars\" + (f', {w}' if w else ''))")"
  done
  median="$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
  printf '| %s | %s | %s | %s | %s | %.1f |\n' "$name" "$(stat -c %s "$pdf")" "$exit_code" \
    "$result" "$median" "$(echo "$peak / 1024" | bc -l)"
done
