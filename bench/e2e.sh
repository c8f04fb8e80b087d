#!/usr/bin/env bash
# bench/e2e.sh — end-to-end benchmark of `garuda-web fetch` for SPEC §9 E-03 (time from process
# start to exit and peak memory, against Node fetch + node-html-markdown and Python urllib +
# markdownify, on one 1–2 MB page served from 127.0.0.1) and Q-01 (per fixture page: Markdown
# length against node-html-markdown's, and word recall of the page's main text).
#
# Not a test: not part of `cargo test` or CI; it never fails because a target is missed, only
# when something could not be measured. Tables go to stdout, progress to stderr.
#
# Usage: bash bench/e2e.sh [--runs N] [--warmup N] [--only e03|q01] [--big-mb MB] [--keep]
#   --runs N      timed runs per tool (default 10)      --warmup N  untimed runs first (default 2)
#   --rss-runs N  /usr/bin/time -v runs per tool, the peak is their maximum (default 3)
#   --only WHAT   run only the E-03 timing or only the Q-01 quality part
#   --big-mb MB   size the big page grows to, from concatenated fixtures (default 1.5)
#   --keep        keep the work folder (pages, each tool's Markdown) and print its path
# Env: E2E_FIXTURE_WAIT  seconds to wait for at least 5 pages in tests/fixtures/pages (default 300)
#      E2E_TIMER=loop    time with the bash loop even where hyperfine is installed
# Takes about 10 minutes, mostly node-html-markdown: its time grows about quadratically with the
# page (roughly 30 s for the 1.5 MB page here), so each node run of big.html is slow.
#
# Setup, idempotent, all of it outside the tracked files: node-html-markdown (npm) into
# bench/.deps/node, markdownify + markdown-it-py (pip --target) into bench/.deps/py (git-ignored
# by bench/.gitignore); hyperfine and /usr/bin/time from apt when missing and apt works (without
# hyperfine a bash loop over `date +%s%N` times the runs). Builds with `cargo build --release`
# into the shared target dir. Network: a python3 -m http.server on a free 127.0.0.1 port, killed
# on exit; all three tools fetch only from it.
set -euo pipefail

RUNS=10
WARMUP=2
RSS_RUNS=3
ONLY=""
BIG_MB=1.5
KEEP=0
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS=$2; shift 2 ;;
    --warmup) WARMUP=$2; shift 2 ;;
    --rss-runs) RSS_RUNS=$2; shift 2 ;;
    --only) ONLY=$2; shift 2 ;;
    --big-mb) BIG_MB=$2; shift 2 ;;
    --keep) KEEP=1; shift ;;
    -h | --help) usage; exit 0 ;;
    *) echo "e2e: unknown argument: $1" >&2; usage; exit 2 ;;
  esac
done
case "$ONLY" in "" | e03 | q01) ;; *) echo "e2e: --only takes e03 or q01" >&2; exit 2 ;; esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
HERE=bench/e2e
DEPS=$ROOT/bench/.deps
FIXTURES=tests/fixtures/pages
FAILED=0

log() { printf 'e2e: %s\n' "$*" >&2; }
die() { printf 'e2e: error: %s\n' "$*" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------
# 1. Setup (idempotent)
apt_ok() { command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; }
APT_UPDATED=0
apt_install() {
  apt_ok || return 1
  log "apt-get install -y $*"
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2; then
    [ "$APT_UPDATED" = 1 ] && return 1
    APT_UPDATED=1
    apt-get update -qq >&2 || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2 || return 1
  fi
}

command -v python3 >/dev/null || apt_install python3 || die "python3 is needed"
command -v cargo >/dev/null || die "cargo is needed (a Rust toolchain)"
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  apt_install nodejs npm || die "node and npm are needed for the node-html-markdown baseline"
fi

NHM_VERSION=2.0.0
if [ ! -f "$DEPS/node/node_modules/node-html-markdown/package.json" ]; then
  log "npm install node-html-markdown@$NHM_VERSION into bench/.deps/node"
  mkdir -p "$DEPS/node"
  npm install --prefix "$DEPS/node" --no-audit --no-fund --loglevel=error \
    "node-html-markdown@$NHM_VERSION" >&2 || die "npm install node-html-markdown failed"
fi
export NODE_PATH=$DEPS/node/node_modules

export PYTHONPATH=$DEPS/py${PYTHONPATH:+:$PYTHONPATH}
if ! python3 -c 'import markdownify, markdown_it' 2>/dev/null; then
  python3 -m pip --version >/dev/null 2>&1 || apt_install python3-pip ||
    die "pip is needed (python3 -m pip) to install markdownify"
  log "pip install --target bench/.deps/py markdownify markdown-it-py"
  python3 -m pip install -q --disable-pip-version-check --no-warn-script-location --upgrade \
    --target "$DEPS/py" markdownify==1.2.3 markdown-it-py==3.0.0 >&2 ||
    die "pip install markdownify failed"
  python3 -c 'import markdownify, markdown_it' || die "markdownify still does not import"
fi

HAVE_HYPERFINE=0
if [ "${E2E_TIMER:-}" = loop ]; then
  :
elif command -v hyperfine >/dev/null || apt_install hyperfine; then
  command -v hyperfine >/dev/null && HAVE_HYPERFINE=1
fi
[ "$HAVE_HYPERFINE" = 1 ] || log "no hyperfine: timing with a bash loop over date +%s%N"
TIME_BIN=/usr/bin/time
if [ ! -x "$TIME_BIN" ]; then
  apt_install time || true
fi
[ -x "$TIME_BIN" ] || log "no /usr/bin/time: peak RSS from python's getrusage(RUSAGE_CHILDREN)"

# ---------------------------------------------------------------------------------------------
# 2. Build
log "cargo build --release"
cargo build --release >&2 || die "cargo build --release failed"
BIN=${CARGO_TARGET_DIR:-$ROOT/target}/release/garuda-web
[ -x "$BIN" ] || die "no binary at $BIN after the build"

# ---------------------------------------------------------------------------------------------
# 3. Pages
WAIT=${E2E_FIXTURE_WAIT:-300}
count_fixtures() { find "$FIXTURES" -maxdepth 1 -name '*.html' 2>/dev/null | wc -l; }
waited=0
while [ "$(count_fixtures)" -lt 5 ]; do
  [ "$waited" -ge "$WAIT" ] && die "fewer than 5 fixture pages in $FIXTURES after ${WAIT}s"
  log "only $(count_fixtures) fixture pages in $FIXTURES; waiting (${waited}/${WAIT}s)"
  sleep 30
  waited=$((waited + 30))
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/garuda-e2e.XXXXXX")
SERVER_PID=""
# shellcheck disable=SC2317 # called by the EXIT trap
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ "$KEEP" = 1 ]; then log "work folder kept: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

python3 "$HERE/pages.py" "$FIXTURES" "$WORK/www" \
  "$(python3 -c "print(int(float('$BIG_MB') * 1e6))")" || die "could not build the pages"
BIG_BYTES=$(wc -c <"$WORK/www/big.html")
# From here on, the snapshot in $WORK/www is the page set (fixtures may change while this runs).
N_PAGES=$(($(find "$WORK/www" -maxdepth 1 -name '*.html' | wc -l) - 1))

# ---------------------------------------------------------------------------------------------
# 4. Loopback server (plain HTTP on 127.0.0.1 only)
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$WORK/www" >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
BASE=http://127.0.0.1:$PORT
python3 - "$BASE/big.html" <<'EOF' || die "the loopback server did not come up"
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(sys.argv[1], timeout=2).read(); sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit(1)
EOF
log "serving $WORK/www on $BASE (pid $SERVER_PID); big.html is $BIG_BYTES bytes"

# Same conditions for all three: no proxy, garuda-web with empty config/cache/state dirs.
unset HTTPS_PROXY HTTP_PROXY ALL_PROXY NO_PROXY https_proxy http_proxy all_proxy no_proxy
export GARUDA_WEB_CONFIG_DIR=$WORK/garuda/config GARUDA_WEB_CACHE_DIR=$WORK/garuda/cache
export GARUDA_WEB_STATE_DIR=$WORK/garuda/state
mkdir -p "$GARUDA_WEB_CONFIG_DIR" "$GARUDA_WEB_CACHE_DIR" "$GARUDA_WEB_STATE_DIR"

# Every timed garuda-web run must fetch and convert: skip the page cache when the binary has one.
FETCH_HELP=$("$BIN" fetch --help 2>&1 || true)
CACHE_FLAGS=()
CACHE_NOTE="the binary has no page cache flags yet (empty cache dir)"
if grep -q -- '--no-cache' <<<"$FETCH_HELP"; then
  CACHE_FLAGS=(--no-cache); CACHE_NOTE="--no-cache"
elif grep -q -- '--max-age' <<<"$FETCH_HELP"; then
  CACHE_FLAGS=(--max-age 0); CACHE_NOTE="--max-age 0"
fi
G_BASE=("$BIN" fetch --allow-localhost --allow '*' "${CACHE_FLAGS[@]}")

NHM_V=$(python3 -c "import json; print(json.load(open('$NODE_PATH/node-html-markdown/package.json'))['version'])")
MDIFY_V=$(python3 -c 'import importlib.metadata as m; print(m.version("markdownify"))')
echo "garuda-web e2e benchmark — $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?')"
echo "  $("$BIN" --version 2>/dev/null || echo garuda-web) (release) | node $(node --version)" \
  "+ node-html-markdown $NHM_V | python $(python3 -c 'import platform; print(platform.python_version())')" \
  "+ markdownify $MDIFY_V | timing: $([ "$HAVE_HYPERFINE" = 1 ] && hyperfine --version || echo 'bash loop')"
echo "  big.html: $BIG_BYTES bytes from $N_PAGES fixture pages, served by python3 -m http.server on 127.0.0.1"
echo

# ---------------------------------------------------------------------------------------------
# 5. E-03: time and peak memory, same page, same run
if [ "$ONLY" != q01 ]; then
  URL=$BASE/big.html
  G_CMD=("${G_BASE[@]}" --max-chars 100000 "$URL")
  N_CMD=(node "$HERE/nhm.js" "$URL")
  P_CMD=(python3 "$HERE/mdify.py" "$URL")
  E03=$WORK/e03
  mkdir -p "$E03"
  NOTE="  garuda-web: fetch --allow-localhost --allow '*' --max-chars 100000 (cache: $CACHE_NOTE)"

  # One checked run of each before timing anything.
  check_run() { # name, cmd...
    local name=$1 rc=0 t0 t1; shift
    t0=$(date +%s%N)
    "$@" >"$E03/$name.out" 2>"$E03/$name.err" || rc=$?
    t1=$(date +%s%N)
    log "check: $name exit $rc, $(wc -c <"$E03/$name.out") bytes out, $(((t1 - t0) / 1000000)) ms"
    return $rc
  }
  if ! check_run garuda-web "${G_CMD[@]}"; then
    sed 's/^/e2e:   | /' "$E03/garuda-web.err" >&2
    if "$BIN" fetch --allow-localhost --allow '*' --raw --max-chars 1000 "$URL" >/dev/null 2>&1; then
      log "garuda-web fetches but does not convert big.html; timing it with --raw instead"
      G_CMD=("${G_BASE[@]}" --raw --max-chars 100000 "$URL")
      NOTE="  garuda-web: fetch --raw (NO CONVERSION: the converter failed: $(head -n1 "$E03/garuda-web.err" | cut -c1-120)) — not an E-03 result"
      FAILED=1
      check_run garuda-web "${G_CMD[@]}" || die "garuda-web --raw fails too"
    else
      die "garuda-web cannot fetch $URL"
    fi
  fi
  check_run node "${N_CMD[@]}" || { sed 's/^/e2e:   | /' "$E03/node.err" >&2; die "the node baseline fails"; }
  check_run python "${P_CMD[@]}" || { sed 's/^/e2e:   | /' "$E03/python.err" >&2; die "the python baseline fails"; }

  if [ "$HAVE_HYPERFINE" = 1 ]; then
    HF_SHELL=()
    hyperfine --help 2>&1 | grep -q -- '--shell' && HF_SHELL=(-N)
    log "hyperfine --warmup $WARMUP --runs $RUNS (garuda-web, node, python)"
    hyperfine "${HF_SHELL[@]}" --style basic --warmup "$WARMUP" --runs "$RUNS" \
      --export-json "$E03/hyperfine.json" \
      -n garuda-web "$(printf '%q ' "${G_CMD[@]}")" \
      -n node "$(printf '%q ' "${N_CMD[@]}")" \
      -n python "$(printf '%q ' "${P_CMD[@]}")" >&2 || die "hyperfine failed"
    python3 "$HERE/e03.py" split-hyperfine "$E03/hyperfine.json" "$E03"
  else
    time_loop() { # name, cmd...
      local name=$1 i t0 t1; shift
      log "timing $name: $WARMUP warmup + $RUNS runs"
      for ((i = 0; i < WARMUP; i++)); do "$@" >/dev/null 2>&1 || return 1; done
      : >"$E03/$name.times"
      for ((i = 0; i < RUNS; i++)); do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1 || return 1
        t1=$(date +%s%N)
        echo "$((t1 - t0))e-9" >>"$E03/$name.times"
      done
    }
    time_loop garuda-web "${G_CMD[@]}" || die "a timed garuda-web run failed"
    time_loop node "${N_CMD[@]}" || die "a timed node run failed"
    time_loop python "${P_CMD[@]}" || die "a timed python run failed"
  fi

  peak_rss() { # name, cmd...  -> appends kB per run to $E03/name.rss
    local name=$1 i kb; shift
    : >"$E03/$name.rss"
    for ((i = 0; i < RSS_RUNS; i++)); do
      if [ -x "$TIME_BIN" ]; then
        "$TIME_BIN" -v -o "$E03/$name.time-v" "$@" >/dev/null 2>&1 || return 1
        kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$E03/$name.time-v")
      else
        kb=$(python3 -c 'import resource, subprocess, sys
r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
sys.exit(r.returncode) if r.returncode else print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' "$@") || return 1
      fi
      echo "$kb" >>"$E03/$name.rss"
    done
    log "peak RSS $name: $(tr '\n' ' ' <"$E03/$name.rss")kB"
  }
  peak_rss garuda-web "${G_CMD[@]}" || die "garuda-web failed under /usr/bin/time"
  peak_rss node "${N_CMD[@]}" || die "node failed under /usr/bin/time"
  peak_rss python "${P_CMD[@]}" || die "python failed under /usr/bin/time"

  python3 "$HERE/e03.py" table "$E03" garuda-web node python \
    --note "  page: big.html, $BIG_BYTES bytes; $RUNS runs after $WARMUP warmups; peak RSS = max of $RSS_RUNS runs
$NOTE"
  echo
fi

# ---------------------------------------------------------------------------------------------
# 6. Q-01: length against node-html-markdown, recall of the main text, per fixture page
if [ "$ONLY" != e03 ]; then
  log "Q-01 over $N_PAGES fixture pages"
  Q01_RC=0
  python3 "$HERE/q01.py" --garuda "$(printf '%q ' "${G_BASE[@]}")" \
    --node "$(printf '%q ' node "$HERE/nhm.js")" --base "$BASE/" --fixtures "$WORK/www" --skip big.html \
    --save "$WORK/q01" || Q01_RC=$?
  [ "$Q01_RC" = 0 ] || { log "Q-01: some pages could not be measured (see the notes)"; FAILED=1; }
fi

[ "$FAILED" = 0 ] || log "finished with failures (see above)"
exit "$FAILED"
