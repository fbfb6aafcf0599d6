#!/usr/bin/env bash
# The 2x2x2 lab: every pocket method solves from the command line (checked by
# applying its answer), --json and --all work, bad input fails clearly, and
# a tiny bench writes its table, CSV and charts.
set -euo pipefail
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# solved_24 STRING: every face of a 2x2x2 facelet string is one colour.
solved_24() {
	local s=$1 i
	[ ${#s} = 24 ] || return 1
	for i in 0 4 8 12 16 20; do
		[ "${s:$i:4}" = "$(printf '%s' "${s:$i:1}${s:$i:1}${s:$i:1}${s:$i:1}")" ] || return 1
	done
}

scramble="R U2 F' U R' F2 U' R"
for m in table pdb bibfs wastar idastar iddfs annealing genetic; do
	sol=$($bin solve -n 2 -m $m --timeout 60s "$scramble")
	after=$($bin apply -n 2 "$scramble $sol")
	solved_24 "$after" || { echo "$m: '$sol' leaves $after"; exit 1; }
done

# Optimal methods agree on the length.
for m in table pdb bibfs idastar iddfs; do
	n=$($bin solve -n 2 -m $m --json "$scramble" | grep '"htm"' | tr -dc 0-9)
	want=${want:-$n}
	[ "$n" = "$want" ] || { echo "$m found $n moves, table $want"; exit 1; }
done

# --facelets input and the JSON fields, for every method name.
facelets=$($bin apply -n 2 "$scramble")
for m in table pdb pdb-plain bibfs wastar idastar iddfs annealing genetic; do
	json=$($bin solve -m $m --facelets "$facelets" --json)
	for k in solution htm qtm time_ms nodes; do
		grep -q "\"$k\"" <<<"$json" || { echo "$m --json lacks $k: $json"; exit 1; }
	done
	sol=$(sed -n 's/.*"solution": "\(.*\)".*/\1/p' <<<"$json")
	after=$($bin apply --facelets "$facelets" "$sol")
	solved_24 "$after" || { echo "$m --facelets: '$sol' leaves $after"; exit 1; }
done

# Random-state scrambles are at least 4 moves from solved.
$bin scramble -n 2 --random-state --count 20 --seed 5 >"$tmp/rs"
[ "$(wc -l <"$tmp/rs")" = 20 ] || { echo "asked for 20 random-state scrambles"; exit 1; }
while read -r line; do
	n=$($bin solve -n 2 -m table --json "$line" | grep '"htm"' | tr -dc 0-9)
	[ "$n" -ge 4 ] || { echo "random-state scramble '$line' is $n moves from solved"; exit 1; }
done <"$tmp/rs"

# --all: every line is a solution of the optimal length.
$bin solve -n 2 --all "$scramble" >"$tmp/all"
[ "$(wc -l <"$tmp/all")" -ge 2 ] || { echo "--all listed $(wc -l <"$tmp/all") solutions"; exit 1; }
while read -r line; do
	after=$($bin apply -n 2 "$scramble $line")
	solved_24 "$after" || { echo "--all gave '$line' which leaves $after"; exit 1; }
done <"$tmp/all"

# Bad input: a 3x3x3 for a 2x2x2 method, an unknown method, --all on 4x4x4.
if $bin solve -n 3 -m bibfs "R" 2>"$tmp/err"; then echo "bibfs accepted a 3x3x3"; exit 1; fi
grep -q "does not solve 3x3x3" "$tmp/err" || { cat "$tmp/err"; exit 1; }
if $bin solve -n 2 -m nosuch "R" 2>"$tmp/err"; then echo "unknown method accepted"; exit 1; fi
if $bin solve -n 4 --all "R" 2>"$tmp/err"; then echo "--all accepted a 4x4x4"; exit 1; fi

# A budget that runs out says so once, clearly, with exit code 1.
hard="R U F' U2 R' F2 U R2 F' U'"
if $bin solve -n 2 -m iddfs --max-nodes 1000 "$hard" 2>"$tmp/err"; then echo "iddfs ignored --max-nodes"; exit 1; fi
grep -qx "cubelab: iddfs: solver gave up: node budget of 1000 expanded nodes used up" "$tmp/err" || { cat "$tmp/err"; exit 1; }
if $bin solve -n 2 -m genetic --max-nodes 3 "$hard" 2>"$tmp/err"; then echo "genetic ignored --max-nodes"; exit 1; fi
grep -q "^cubelab: genetic: solver gave up: no solution in 3 generations" "$tmp/err" || { cat "$tmp/err"; exit 1; }

# A tiny bench.
$bin bench --runs 3 --quiet -m table,pdb,bibfs,wastar,idastar --csv "$tmp/b.csv" --md "$tmp/b.md" --charts "$tmp/charts" >"$tmp/out"
grep -q "| Algorithm |" "$tmp/out" || { cat "$tmp/out"; exit 1; }
grep -q "| table | 3/3 |" "$tmp/out" || { cat "$tmp/out"; exit 1; }
grep -q "Optimal solution moves" "$tmp/b.md" || { echo "no distribution in --md"; exit 1; }
[ "$(wc -l <"$tmp/b.csv")" = 16 ] || { echo "csv has $(wc -l <"$tmp/b.csv") lines, want 16"; exit 1; }
for f in time.png length.png; do
	[ -s "$tmp/charts/$f" ] || { echo "no chart $f"; exit 1; }
done

# --seed picks the scrambles (same seed, same scrambles; another, others);
# without --quiet a progress bar goes to stderr.
scrambles() { cut -d, -f3 "$1" | sort -u; }
$bin bench --runs 2 --seed 7 -m table --csv "$tmp/s7a.csv" >/dev/null 2>"$tmp/bar"
$bin bench --runs 2 --seed 7 -m table --quiet --csv "$tmp/s7b.csv" >/dev/null
$bin bench --runs 2 --seed 8 -m table --quiet --csv "$tmp/s8.csv" >/dev/null
[ "$(scrambles "$tmp/s7a.csv")" = "$(scrambles "$tmp/s7b.csv")" ] || { echo "--seed 7 twice gave different scrambles"; exit 1; }
[ "$(scrambles "$tmp/s7a.csv")" != "$(scrambles "$tmp/s8.csv")" ] || { echo "--seed 7 and 8 gave the same scrambles"; exit 1; }
grep -q '\[#*\.*\] 2/2' "$tmp/bar" || { echo "no progress bar on stderr:"; cat "$tmp/bar"; exit 1; }
echo "pocket ok"
