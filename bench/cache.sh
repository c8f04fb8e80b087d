#!/usr/bin/env bash
# E-01: a cached window (`fetch --offline --start N`) and `--version`, as whole processes,
# against `cat` of a file of the same size. Prints a table (hyperfine's markdown export).
#
# Usage: bash bench/cache.sh            (from the repo root; builds release first)
# Needs: hyperfine (apt-get install hyperfine), python3 (serves the page on 127.0.0.1).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v hyperfine >/dev/null || { apt-get update -qq && apt-get install -y -qq hyperfine; }
cargo build --release -q
bin="$PWD/target/release/garuda-web"

work=$(mktemp -d)
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

# A 1 MB page of text (about 200 000 characters of Markdown-like lines).
python3 - "$work/page.txt" <<'PY'
import sys
lines = [f"## Section {i}\n\nSome text with a [link](https://example.org/{i}) and more words.\n" for i in range(12000)]
open(sys.argv[1], "w").write("".join(lines)[:1_000_000])
PY
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
(cd "$work" && exec python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1) &
server_pid=$!
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/page.txt" -o /dev/null 2>/dev/null && break; sleep 0.1; done

export GARUDA_WEB_CACHE_DIR="$work/cache" GARUDA_WEB_CONFIG_DIR="$work/config" GARUDA_WEB_STATE_DIR="$work/state"
url="http://127.0.0.1:$port/page.txt"
"$bin" fetch --allow-localhost --allow 127.0.0.1 "$url" >/dev/null   # fills the cache
cp "$work/page.txt" "$work/same-size.txt"

hyperfine -N --warmup 5 --runs 50 --export-markdown "$work/table.md" \
  -n 'garuda-web --version' "$bin --version" \
  -n 'fetch --offline --start 500000 (cached window)' "$bin fetch --offline --allow-localhost --start 500000 $url" \
  -n 'fetch --start 500000 (cache, no flags)' "$bin fetch --allow-localhost --start 500000 $url" \
  -n 'cat (same size)' "cat $work/same-size.txt" >&2
cat "$work/table.md"
