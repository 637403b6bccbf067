#!/usr/bin/env bash
# The server's load figures for one configuration, on this machine (loopback only): starts the
# node(s), runs `npm run loadtest` against them with their pids (server CPU per action), prints one
# JSON line {"config","load":[before,after],"out":<loadtest --json>}, and stops them.
#   scripts/load-nodes.sh sqlite|postgres|cluster [loadtest flags…]   (default: --matches 200)
# postgres/cluster use BOARDHALL_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/test) on a
# fresh schema, dropped afterwards; cluster runs two nodes on Redis at BOARDHALL_TEST_REDIS_URL
# (default redis://127.0.0.1:6379) and spreads matches and seats over both.
set -euo pipefail
config=${1:?usage: scripts/load-nodes.sh sqlite|postgres|cluster [loadtest flags…]}
shift
flags=("$@")
[ ${#flags[@]} -eq 0 ] && flags=(--matches 200)
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
pg=${BOARDHALL_TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/test}
redis=${BOARDHALL_TEST_REDIS_URL:-redis://127.0.0.1:6379}
schema="bh_load_$$_$RANDOM"
data=$(mktemp -d)
pids=()
logs=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$data"
  if [ "$config" != sqlite ]; then psql "$pg" -qc "DROP SCHEMA IF EXISTS $schema CASCADE" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT
start() { # port, extra flags…
  local port=$1 log="$data/node-$1.log"
  shift
  node packages/cli/bin/boardhall.mjs serve --host 127.0.0.1 --port "$port" "$@" >"$log" 2>&1 &
  pids+=($!)
  logs+=("$log")
  for _ in $(seq 1 200); do
    grep -q 'Boardhall is running' "$log" && return 0
    sleep 0.1
  done
  echo "node on port $port did not start: $(tail -5 "$log")" >&2
  exit 1
}
case $config in
  sqlite) start 18181 --data "$data"; urls=http://127.0.0.1:18181 ;;
  postgres) start 18181 --database "$pg?schema=$schema"; urls=http://127.0.0.1:18181 ;;
  cluster)
    start 18181 --database "$pg?schema=$schema" --redis "$redis" --node-id load-a
    start 18182 --database "$pg?schema=$schema" --redis "$redis" --node-id load-b
    urls=http://127.0.0.1:18181,http://127.0.0.1:18182 ;;
  *) echo "unknown configuration '$config' (sqlite, postgres or cluster)" >&2; exit 2 ;;
esac
before=$(cut -d' ' -f1 /proc/loadavg)
out=$(npm run -s loadtest -- --url "$urls" --server-pid "$(IFS=,; echo "${pids[*]}")" --json "${flags[@]}")
after=$(cut -d' ' -f1 /proc/loadavg)
echo "{\"config\":\"$config\",\"load\":[$before,$after],\"out\":$out}"
