#!/usr/bin/env bash
# The command line: apply prints the right facelets, bad input exits non-zero
# with a message, unknown commands and bad flags print usage and exit 2.
set -euo pipefail
bin=$1
got=$($bin apply -n 3 --urfdlb "R")
want=UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB
[ "$got" = "$want" ] || { echo "apply R: got $got"; exit 1; }
if $bin apply -n 2 "3R" 2>/tmp/e2e-err; then echo "3R on 2x2 should fail"; exit 1; fi
grep -q "does not exist on a 2x2x2" /tmp/e2e-err || { cat /tmp/e2e-err; exit 1; }
# --from starts from a state: R then R' from R's string is solved.
r=$($bin apply -n 3 "R")
got=$($bin apply --from "$r" "R'")
[ "$got" = YYYYYYYYYOOOOOOOOOBBBBBBBBBRRRRRRRRRGGGGGGGGGWWWWWWWWW ] || { echo "apply --from: got $got"; exit 1; }
# Usage errors: unknown command, unknown flag, out-of-range value, stray argument.
for args in "no-such-command" "apply --bogus R" "apply -n 0 R" "scramble 5" "scramble -n 1" "solve -n 0 R" "render -o x.gif" "render --view top -o x.png" "play -n 1" "bench --runs 0" "serve --solve-timeout 0s"; do
	set +e
	$bin $args >/dev/null 2>/tmp/e2e-err; rc=$?
	set -e
	[ "$rc" = 2 ] || { echo "cubelab $args exited $rc, want 2"; exit 1; }
	grep -q "^usage: cubelab" /tmp/e2e-err || { echo "cubelab $args printed no usage:"; cat /tmp/e2e-err; exit 1; }
done
echo "cli ok"
