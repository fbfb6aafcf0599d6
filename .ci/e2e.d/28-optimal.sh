#!/usr/bin/env bash
# The optimal 3x3x3 solver through the command line: a shortest solution
# that `apply` confirms, the depth shown on stderr, --all listing solutions
# of that length only, --threads giving the same answer, and bad table sizes
# refused. It builds the small tables (about 115 MB, seconds) into a
# temporary cache.
set -euo pipefail
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export CUBELAB_CACHE_DIR=$tmp/cache
solved=$($bin apply -n 3)
scr="R U F' D2 L B R2 D' F U"
sol=$($bin solve -n 3 -m optimal "$scr" 2>"$tmp/err")
[ "$($bin apply -n 3 "$scr" "$sol")" = "$solved" ] || { echo "optimal: '$sol' does not solve '$scr'"; exit 1; }
len=$(wc -w <<<"$sol")
[ "$len" -le 10 ] || { echo "optimal: $len moves for a 10-move scramble"; exit 1; }
# The progress lines end in carriage returns: split them into lines in a
# file first (grep -q in a pipe under pipefail fails when it quits before
# tr has written everything, as a slow table build's long progress makes it).
tr '\r' '\n' <"$tmp/err" >"$tmp/err.lines"
grep -q "building tables" "$tmp/err.lines" || { echo "no table progress on stderr"; cat "$tmp/err"; exit 1; }
grep -q "^depth $len" "$tmp/err.lines" || { echo "no depth progress on stderr"; cat "$tmp/err"; exit 1; }
[ -s "$tmp/cache/optimal-v2-small.tables" ] || { echo "tables not cached"; exit 1; }
[ "$($bin solve -n 3 -m optimal --threads 1 "$scr" 2>/dev/null)" = "$sol" ] || { echo "--threads 1 gave another answer"; exit 1; }
$bin solve -n 3 --all "R U R' U'" >"$tmp/all" 2>/dev/null
[ "$(wc -l <"$tmp/all")" -ge 1 ] || { echo "--all listed nothing"; exit 1; }
while read -r line; do
	[ "$(wc -w <<<"$line")" = 4 ] || { echo "--all gave '$line', not 4 moves"; exit 1; }
	[ "$($bin apply -n 3 "R U R' U'" "$line")" = "$solved" ] || { echo "--all gave '$line' which does not solve"; exit 1; }
done <"$tmp/all"
set +e
$bin solve -n 3 -m optimal --table-size huge "R" 2>"$tmp/err"
code=$?
set -e
[ "$code" = 2 ] && grep -q "table size" "$tmp/err" || { echo "--table-size huge: exit $code"; cat "$tmp/err"; exit 1; }
echo "optimal ok ($len moves: $sol)"
