#!/bin/bash
# The speed of `boardhall analyse --threads 2` at the game's default budget: the whole run of the
# command (process start included) on the first 10 replays that `boardhall simulate --save` wrote
# into <dir> for <game> with seed <seed>; prints each run's seconds and the 1-minute load before it.
#
#   packages/bots/scripts/analysis-speed.sh <dir> <game> <seed>
set -euo pipefail
dir=$1
game=$2
seed=$3
root=$(cd "$(dirname "$0")/../../.." && pwd)
for i in $(seq 0 9); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s.%N)
  node "$root/packages/cli/bin/boardhall.mjs" analyse "$dir/$game-$seed-$i.json" --threads 2 --json > /dev/null
  end=$(date +%s.%N)
  echo "$i $(echo "$end - $start" | bc) s, load $load"
done
