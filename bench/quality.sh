#!/usr/bin/env bash
# bench/quality.sh — output quality of `garuda-web fetch` (SPEC Q-01, F-06) on the
# WCXB development set: the real release binary reads every page from a loopback server (short
# paths /p/NNNN.html, see ../shared/bench/README.md), once as the full page and once with
# --main, and ../shared/bench/score.py prints bag-of-words precision / recall / F1 (Markdown
# stripped) overall and per page kind, with characters per page, then the same overall figures
# on the pages whose ground truth has text (a page with an empty ground truth counts any text
# as precision 0). Then bench/quality_time.rs prints the median in-process conversion time per
# page for both modes.
#
# Not a test: it never fails because a target is missed, only when something could not run.
#
# Usage: bash bench/quality.sh [--only full|main] [--limit N] [--jobs N] [--no-time] [--out DIR]
#   --only MODE  score only the full page or only --main
#   --limit N    only the first N pages (quick look; scores then cover those pages only)
#   --jobs N     binaries run at once (default 2)
#   --no-time    skip the in-process timing
#   --out DIR    keep the outputs there (default: a temporary folder, removed at the end);
#                DIR/full and DIR/main hold NNNN.md, DIR/*.csv the per-page scores
# Env: WCXB_DIR  the development set (default /work/shared/bench/wcxb-dev)
#      SCORE_PY  the scorer (default: score.py beside WCXB_DIR)
set -euo pipefail

ONLY=""
LIMIT=0
JOBS=2
TIME=1
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --only) ONLY=$2; shift 2 ;;
    --limit) LIMIT=$2; shift 2 ;;
    --jobs) JOBS=$2; shift 2 ;;
    --no-time) TIME=0; shift ;;
    --out) OUT=$2; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2; exit 0 ;;
    *) echo "quality: unknown argument: $1" >&2; exit 2 ;;
  esac
done
case "$ONLY" in "" | full | main) ;; *) echo "quality: --only takes full or main" >&2; exit 2 ;; esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WCXB_DIR=${WCXB_DIR:-/work/shared/bench/wcxb-dev}
SCORE_PY=${SCORE_PY:-$(dirname "$WCXB_DIR")/score.py}
[ -d "$WCXB_DIR/html" ] || { echo "quality: no development set at $WCXB_DIR" >&2; exit 1; }
[ -f "$SCORE_PY" ] || { echo "quality: no scorer at $SCORE_PY" >&2; exit 1; }

cd "$ROOT"
echo "quality: building the release binary" >&2
cargo build --release --quiet --bin garuda-web
BIN=$(cargo metadata --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')/release/garuda-web

CLEANUP=""
if [ -z "$OUT" ]; then
  OUT=$(mktemp -d)
  CLEANUP=$OUT
fi
trap '[ -n "$CLEANUP" ] && rm -rf "$CLEANUP"' EXIT
mkdir -p "$OUT"

# The ground truth of the pages read (all, or the first --limit), and the same without the
# pages whose main text is empty (see the header): gt.json and gt-text.json in OUT. No
# gt-text.json when none of the pages read has text: that line is then left out.
rm -f "$OUT/gt.json" "$OUT/gt-text.json"
python3 - "$WCXB_DIR/ground-truth.json.gz" "$OUT" "$LIMIT" <<'PY'
import gzip, json, os, sys
gt = json.load(gzip.open(sys.argv[1], "rt", encoding="utf-8"))
limit = int(sys.argv[3])
if limit > 0:
    gt = {k: gt[k] for k in sorted(gt)[:limit]}
json.dump(gt, open(os.path.join(sys.argv[2], "gt.json"), "w"))
with_text = {k: v for k, v in gt.items() if (v.get("main_content") or "").strip()}
if with_text:
    json.dump(with_text, open(os.path.join(sys.argv[2], "gt-text.json"), "w"))
PY
GT=$OUT/gt.json
GT_TEXT=$OUT/gt-text.json

modes="full main"
[ -n "$ONLY" ] && modes=$ONLY
for mode in $modes; do
  extra=()
  [ "$mode" = main ] && extra=(--extra=--main)
  echo "quality: reading the pages ($mode)" >&2
  echo "## $mode page"
  python3 bench/quality/fetch_all.py "$BIN" "$WCXB_DIR/html" "$OUT/$mode" --jobs "$JOBS" \
    --limit "$LIMIT" "${extra[@]}"
  python3 "$SCORE_PY" --gt "$GT" "$OUT/$mode" --md-strip --by-type --per-doc "$OUT/$mode.csv"
  if [ -f "$GT_TEXT" ]; then
    echo "### $mode page, on the pages whose ground truth has text"
    python3 "$SCORE_PY" --gt "$GT_TEXT" "$OUT/$mode" --md-strip
  fi
  echo
done

if [ "$TIME" = 1 ]; then
  echo "quality: timing the converter in-process" >&2
  echo "## In-process conversion time per page"
  QUALITY_PAGES=$WCXB_DIR/html cargo bench --quiet --bench quality_time 2>/dev/null
fi
