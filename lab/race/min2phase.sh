#!/usr/bin/env bash
# Race Cubelab's two-phase solver (-m kociemba) against min2phase (Chen
# Shuang's Java two-phase solver, github.com/cs0x7f/min2phase) on the same
# random-state cubes as `cubelab bench -n 3 -m kociemba -runs RUNS`.
#
#   lab/race/min2phase.sh [MIN2PHASE]
#
# MIN2PHASE (or $MIN2PHASE_SRC): a min2phase checkout (a directory with
# src/Search.java) or a git directory of one (e.g. a bare mirror); without
# it the script tries `git clone https://github.com/cs0x7f/min2phase`.
# min2phase is GPL and is only ever copied, patched and compiled under
# $RACE_DIR (default /tmp/min2phase-race), never into this repository.
#
# Environment: RUNS (300), SEED (0: bench's default), WARM (100 warm-up cubes
# per min2phase mode, for the JIT), RACE_DIR, CUBELAB=0 to skip our side.
#
# Output: `uptime`, min2phase's table (every answer verified by Cubelab's
# kernel, lab/race/report), then `cubelab bench -n 3 -m kociemba -runs RUNS`,
# then `uptime` again. Needs go, javac, java.
#
# Node counts: the timed run uses min2phase unchanged. A second copy is
# patched by sed with three static counters, and run again for the counts
# (its answers must equal the timed run's). Counted, each at a recursive call:
#   pre   every pre-move made (a call of phase1PreMoves from its move loop;
#         Cubelab counts a pre-move leaf only once it passes phase 1's bounds)
#   p1    every phase-1 move that passed both pruning looks (a call of phase1
#         from its move loop), as Cubelab counts phase-1 nodes
#   p2    every phase-2 move that passed the pruning looks (a call of phase2
#         from its move loop), as Cubelab counts phase-2 nodes
# Root calls (one per phase-1 start or phase-2 depth) are not counted.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
src=${1:-${MIN2PHASE_SRC:-}}
runs=${RUNS:-300}
seed=${SEED:-0}
warm=${WARM:-100}
work=${RACE_DIR:-/tmp/min2phase-race}

for tool in go javac java; do
	command -v "$tool" >/dev/null || { echo "min2phase.sh: $tool not found" >&2; exit 1; }
done

rm -rf "$work"
mkdir -p "$work/plain" "$work/counted" "$work/bin"

# 1. min2phase's sources into $work/plain/src.
if [ -z "$src" ]; then
	echo "min2phase.sh: no MIN2PHASE given; cloning https://github.com/cs0x7f/min2phase" >&2
	if ! git clone -q --depth 1 https://github.com/cs0x7f/min2phase "$work/clone"; then
		cat >&2 <<-EOF
		min2phase.sh: cannot clone min2phase. Give its sources as the first
		argument or MIN2PHASE_SRC: a checkout (with src/Search.java) or a git
		directory of one, e.g. a mirror made on a machine with network access.
		EOF
		exit 1
	fi
	src=$work/clone
fi
if [ -f "$src/src/Search.java" ]; then
	cp -r "$src/src" "$work/plain/src"
	rev=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo "unknown revision")
elif git --git-dir="$src" rev-parse --verify -q HEAD >/dev/null 2>&1; then
	git --git-dir="$src" archive HEAD src | tar -x -C "$work/plain"
	rev=$(git --git-dir="$src" rev-parse HEAD)
else
	echo "min2phase.sh: $src is neither a min2phase checkout (src/Search.java) nor a git directory" >&2
	exit 1
fi
[ -f "$work/plain/src/Search.java" ] || { echo "min2phase.sh: $src has no src/Search.java" >&2; exit 1; }

# 2. The counting copy: each sed pattern must match exactly one line, so a
# changed upstream fails here instead of counting something else.
cp -r "$work/plain/src" "$work/counted/src"
s=$work/counted/src/Search.java
patch_once() { # pattern replacement
	local n
	n=$(grep -c -- "$1" "$s" || true)
	[ "$n" = 1 ] || { echo "min2phase.sh: '$1' matches $n lines of Search.java, want 1" >&2; exit 1; }
	sed -i "s/$1/$2/" "$s"
}
patch_once '^public class Search {$' 'public class Search { public static long raceNodesPre, raceNodes1, raceNodes2;'
patch_once 'int ret = phase1PreMoves(maxl - 1, ' 'raceNodesPre++; &'
patch_once 'int ret = phase1(nodeUD\[maxl\], ' 'raceNodes1++; &'
patch_once 'int ret = phase2(edgex, ' 'raceNodes2++; &'

# 3. Compile both copies and the harness against each.
for v in plain counted; do
	javac -nowarn -d "$work/$v/classes" "$work/$v"/src/*.java
	javac -d "$work/$v/classes" -cp "$work/$v/classes" "$repo/lab/race/java/RaceKit.java" "$repo/lab/race/min2phase/Race.java"
done

# 4. The cubes, the two min2phase runs, the checked table.
cd "$repo"
go build -o "$work/bin/cubes" ./lab/race/cubes
go build -o "$work/bin/report" ./lab/race/report
"$work/bin/cubes" -runs "$runs" -seed "$seed" >"$work/cubes.txt"

echo "## min2phase race ($(date -u '+%Y-%m-%d %H:%M UTC'))"
echo
echo "uptime before: $(uptime)"
echo "min2phase $rev; $(java -version 2>&1 | head -1); $runs cubes (seed $seed), $warm warm-up cubes per mode"
echo
java -cp "$work/plain/classes" Race "$work/cubes.txt" "$work/times.tsv" "$warm"
java -cp "$work/counted/classes" Race "$work/cubes.txt" "$work/nodes.tsv" "$warm" >/dev/null
"$work/bin/report" -cubes "$work/cubes.txt" -times "$work/times.tsv" -nodes "$work/nodes.tsv"
echo
echo "uptime after min2phase: $(uptime)"

# 5. Our side, on the same cubes.
if [ "${CUBELAB:-1}" != 0 ]; then
	go build -o "$work/bin/cl" .
	echo
	echo "\$ cubelab bench -quiet -n 3 -m kociemba -runs $runs -seed $seed"
	"$work/bin/cl" bench -quiet -n 3 -m kociemba -runs "$runs" -seed "$seed"
	echo
	echo "uptime after cubelab: $(uptime)"
fi
echo
echo "records: $work/times.tsv (timed), $work/nodes.tsv (counting copy)"
