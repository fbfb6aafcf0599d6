#!/usr/bin/env bash
# Race Cubelab's big-cube solver (-m reduction) against TPR (Chen Shuang's
# three-phase-reduction 4x4x4 solver, github.com/cs0x7f/TPR-4x4x4-Solver)
# on the same random-state cubes as `cubelab bench -n 4 -m reduction -runs
# RUNS -seed SEED`.
#
#   lab/race/tpr.sh [TPR_SRC]
#
# TPR_SRC (or $TPR_SRC): a TPR checkout (a directory with src/Search.java
# and twophase.jar, the min2phase build TPR ships and compiles against) or
# a git directory of one (e.g. a bare mirror); without it the script tries
# `git clone https://github.com/cs0x7f/TPR-4x4x4-Solver`. TPR is GPL and is
# only ever copied and compiled under $RACE_DIR (default /tmp/tpr-race),
# never into this repository; TPR itself is run unchanged.
#
# Environment: RUNS (30), SEED (0: bench's default), WARM (20 warm-up cubes
# for the JIT), RACE_DIR, CUBELAB=0 to skip our side.
#
# Output: `uptime`, TPR's table (every answer parsed by Cubelab's notation
# parser and applied to its cube by Cubelab's kernel, lab/race/report; the
# script fails if one does not solve its cube): OBTM and BTM lengths, the
# call's wall-clock and the solving thread's CPU time; then `cubelab bench
# -quiet -n 4 -m reduction -runs RUNS -seed SEED` on the same cubes, then
# `uptime` again. Needs go, javac, java. The Java and Go runs take turns,
# never both at once.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
. "$repo/lab/race/lib.sh"
src=${1:-${TPR_SRC:-}}
runs=${RUNS:-30}
seed=${SEED:-0}
warm=${WARM:-20}
work=${RACE_DIR:-/tmp/tpr-race}

race_tools tpr.sh
rm -rf "$work"
mkdir -p "$work/bin"

# 1. TPR's sources and twophase.jar into $work/tpr.
race_sources tpr.sh https://github.com/cs0x7f/TPR-4x4x4-Solver "$src" "$work/tpr" src/Search.java twophase.jar

# 2. Compile TPR (as its make.sh does, against its min2phase) and the harness.
classpath="$work/tpr/classes:$work/tpr/twophase.jar"
javac -nowarn -d "$work/tpr/classes" -cp "$work/tpr/twophase.jar" "$work/tpr"/src/*.java
javac -d "$work/tpr/classes" -cp "$classpath" "$repo/lab/race/java/RaceKit.java" "$repo/lab/race/tpr/Race.java"

# 3. The cubes, the TPR run, the checked table.
cd "$repo"
go build -o "$work/bin/cubes" ./lab/race/cubes
go build -o "$work/bin/report" ./lab/race/report
"$work/bin/cubes" -n 4 -runs "$runs" -seed "$seed" >"$work/cubes.txt"

echo "## TPR race ($(date -u '+%Y-%m-%d %H:%M UTC'))"
echo
echo "uptime before: $(uptime)"
echo "TPR $race_rev; $(java -version 2>&1 | head -1); $runs cubes (seed $seed), $warm warm-up cubes"
echo
# TPR and its min2phase print their table building to stdout: kept in tpr.log.
java -cp "$classpath" Race "$work/cubes.txt" "$work/times.tsv" "$warm" >"$work/tpr.log"
tail -n 1 "$work/tpr.log"
"$work/bin/report" -n 4 -solver TPR -cubes "$work/cubes.txt" -times "$work/times.tsv"
echo
echo "uptime after TPR: $(uptime)"

# 4. Our side, on the same cubes.
if [ "${CUBELAB:-1}" != 0 ]; then
	race_ours 4 "$runs" "$seed" "$work/bin/cl"
fi
echo
echo "records: $work/times.tsv; cubes: $work/cubes.txt; TPR's output: $work/tpr.log"
