#!/usr/bin/env bash
# Alternates `boardhall bench` between another checkout (e.g. a base commit made with
# `git worktree add ../base <commit>`, node_modules installed) and this one, so that a
# speed-up or slow-down is measured in the same run on a shared machine. One JSON line per run:
# {"tree":"base"|"this","run":n,"load":<1-min load average>,"out":<bench --json>}.
#   scripts/bench-against.sh <base-dir> [pairs=4] [bench flags…]
set -euo pipefail
base=${1:?usage: scripts/bench-against.sh <base-dir> [pairs] [bench flags…]}
pairs=${2:-4}
shift $(( $# >= 2 ? 2 : 1 ))
flags=("$@")
[ ${#flags[@]} -eq 0 ] && flags=(--seconds 3 --warmup 1)
here=$(cd "$(dirname "$0")/.." && pwd)
for i in $(seq 1 "$pairs"); do
  for tree in base this; do
    dir=$base
    [ "$tree" = this ] && dir=$here
    load=$(cut -d' ' -f1 /proc/loadavg)
    out=$(cd "$dir" && npx boardhall bench "${flags[@]}" --json)
    echo "{\"tree\":\"$tree\",\"run\":$i,\"load\":$load,\"out\":$out}"
  done
done
