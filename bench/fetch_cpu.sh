#!/usr/bin/env bash
# bench/fetch_cpu.sh — CPU time (user + sys) of one `garuda-web fetch --raw` of a 4.2 MB text
# page from 127.0.0.1, over plain http and over https, with stderr piped (no status line, no
# observer: nobody listening costs nothing) and with -v (every step observed).
# Compare two builds by giving the other binary as BASE (e.g. one built from main into another
# target dir). Prints a table; not a test, never fails on a number.
#
# Usage: bash bench/fetch_cpu.sh [--runs N] [--base PATH] [--bin PATH]
#   --runs N     runs per row, interleaved, median shown (default 25)
#   --bin PATH   the binary to measure (default target/debug/garuda-web, built if missing)
#   --base PATH  a second binary to measure the same way (rows "base, …")
# Needs python3 and openssl (a throwaway self-signed certificate, trusted via SSL_CERT_FILE).
set -euo pipefail

RUNS=25
BIN=""
BASE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift 2 ;;
    --bin) BIN=$2; shift 2 ;;
    --base) BASE=$2; shift 2 ;;
    *) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 2 ;;
  esac
done
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
if [ -z "$BIN" ]; then
  BIN=$ROOT/target/debug/garuda-web
  [ -x "$BIN" ] || (cd "$ROOT" && cargo build --quiet)
fi
WORK=$(mktemp -d)
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

mkdir -p "$WORK/www"
python3 -c "
import random
random.seed(1)
words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta']
open('$WORK/www/big.txt', 'w').write(' '.join(random.choice(words) for _ in range(700000)))"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" -subj /CN=localhost \
  -addext "subjectAltName=IP:127.0.0.1" -addext "basicConstraints=critical,CA:FALSE" 2>/dev/null

# One server per scheme on a free port; each prints its port, then serves until killed.
serve() {
  python3 - "$WORK" "$1" <<'EOF' &
import functools, http.server, ssl, sys
work, scheme = sys.argv[1], sys.argv[2]
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass
srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=work + "/www"))
if scheme == "https":
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(work + "/cert.pem", work + "/key.pem")
    srv.socket = ctx.wrap_socket(srv.socket, server_side=True)
open(f"{work}/{scheme}.port", "w").write(str(srv.server_address[1]))
srv.serve_forever()
EOF
  PIDS+=($!)
}
serve http
serve https
for scheme in http https; do
  for _ in $(seq 100); do [ -s "$WORK/$scheme.port" ] && break; sleep 0.1; done
done

python3 - "$WORK" "$RUNS" "$BIN" "$BASE" <<'EOF'
import os, resource, statistics, subprocess, sys, tempfile
work, runs, binary, base = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
env = dict(os.environ, SSL_CERT_FILE=f"{work}/cert.pem")
for d in ("CONFIG", "CACHE", "STATE"):
    env[f"GARUDA_WEB_{d}_DIR"] = tempfile.mkdtemp(dir=work)
builds = [("this", binary)] + ([("base", base)] if base else [])
print(f"| build | scheme | stderr | CPU ms per fetch (median of {runs}) | min |")
print("|---|---|---|---|---|")
for scheme in ("http", "https"):
    port = open(f"{work}/{scheme}.port").read()
    url = f"{scheme}://127.0.0.1:{port}/big.txt"
    rows = {}
    for name, path in builds:
        fetch = [path, "fetch", "--raw", "--no-cache", "--allow-localhost", "--allow", "127.0.0.1", url]
        rows[(name, "pipe")] = fetch
        rows[(name, "-v")] = fetch[:1] + ["-v"] + fetch[1:]
    samples = {key: [] for key in rows}
    for i in range(runs + 1):  # the first round warms up
        for key, cmd in rows.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if i:
                used = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
                samples[key].append(used * 1000)
    for (name, mode), s in samples.items():
        print(f"| {name} | {scheme} | {mode} | {statistics.median(s):.1f} | {min(s):.1f} |")
EOF
