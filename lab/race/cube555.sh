#!/usr/bin/env bash
# Race Cubelab's big-cube solver (-m reduction) against cube555 (Chen
# Shuang's five-phase-reduction 5x5x5 solver, github.com/cs0x7f/cube555)
# on the same random-state cubes as `cubelab bench -n 5 -m reduction -runs
# RUNS -seed SEED`.
#
#   lab/race/cube555.sh [CUBE555_SRC]
#
# CUBE555_SRC (or $CUBE555_SRC): a cube555 checkout (a directory with
# src/Search.java and lib/twophase.jar, the min2phase build it ships) or a
# git directory of one (e.g. a bare mirror); without it the script tries
# `git clone https://github.com/cs0x7f/cube555`. cube555 is GPL and is only
# ever copied and compiled under $RACE_DIR (default /tmp/cube555-race),
# never into this repository; it is run unchanged.
#
# Its pruning tables (about 240 MB) are built on first use, which takes
# minutes, and written to $RACE_DIR/tables-<revision>, which later runs
# reuse (everything else under $RACE_DIR is made afresh).
#
# Environment: RUNS (10), SEED (0: bench's default), WARM (3 warm-up
# cubes), RACE_DIR, CUBELAB=0 to skip our side.
#
# Output: `uptime`, cube555's table (every answer, reduction plus the 3x3x3
# finish of its bundled min2phase, parsed by Cubelab's notation parser and
# applied to its cube by Cubelab's kernel, lab/race/report; the script
# fails if one does not solve its cube), then `cubelab bench -quiet -n 5 -m
# reduction -runs RUNS -seed SEED` on the same cubes, then `uptime` again.
# Needs go, javac, java. The Java and Go runs take turns, never both at once.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/lab/race/lib.sh"
src=${1:-${CUBE555_SRC:-}}
runs=${RUNS:-10}
seed=${SEED:-0}
warm=${WARM:-3}
work=${RACE_DIR:-/tmp/cube555-race}

race_tools cube555.sh
mkdir -p "$work"
rm -rf "$work/cube555" "$work/cube555.clone" "$work/bin"
mkdir -p "$work/bin"

# 1. cube555's sources and lib/twophase.jar into $work/cube555.
race_sources cube555.sh https://github.com/cs0x7f/cube555 "$src" "$work/cube555" src/Search.java lib/twophase.jar

# 2. Compile cube555 (its Makefile's sources, against its min2phase) and the harness.
classpath="$work/cube555/classes:$work/cube555/lib/twophase.jar"
javac -nowarn -d "$work/cube555/classes" -cp "$work/cube555/lib/twophase.jar" "$work/cube555"/src/*.java 2>&1 | grep -v '^Note: ' || true
javac -d "$work/cube555/classes" -cp "$classpath" "$repo/lab/race/java/RaceKit.java" "$repo/lab/race/cube555/Race.java"
[ -f "$work/cube555/classes/Race.class" ] || { echo "cube555.sh: compiling failed" >&2; exit 1; }
tables=$work/tables-$race_rev
mkdir -p "$tables"

# 3. The cubes, the cube555 run, the checked table.
cd "$repo"
go build -o "$work/bin/cubes" ./lab/race/cubes
go build -o "$work/bin/report" ./lab/race/report
"$work/bin/cubes" -n 5 -runs "$runs" -seed "$seed" >"$work/cubes.txt"

echo "## cube555 race ($(date -u '+%Y-%m-%d %H:%M UTC'))"
echo
echo "uptime before: $(uptime)"
echo "cube555 $race_rev; $(java -version 2>&1 | head -1); $runs cubes (seed $seed), $warm warm-up cubes; tables in $tables ($(du -sh "$tables" | cut -f1) before the run)"
echo
# cube555 logs every phase of every solve to stdout: kept in cube555.log.
(cd "$tables" && java -Xmx2g -cp "$classpath" Race "$work/cubes.txt" "$work/times.tsv" "$warm") >"$work/cube555.log"
tail -n 1 "$work/cube555.log"
"$work/bin/report" -n 5 -solver cube555 -cubes "$work/cubes.txt" -times "$work/times.tsv"
echo
echo "uptime after cube555: $(uptime)"

# 4. Our side, on the same cubes.
if [ "${CUBELAB:-1}" != 0 ]; then
	race_ours 5 "$runs" "$seed" "$work/bin/cl"
fi
echo
echo "records: $work/times.tsv; cubes: $work/cubes.txt; cube555's output: $work/cube555.log"
