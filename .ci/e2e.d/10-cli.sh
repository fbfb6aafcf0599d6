#!/usr/bin/env bash
# The command line: apply prints the right facelets, bad input exits non-zero
# with a message, unknown commands exit 2.
set -euo pipefail
bin=$1
got=$($bin apply -n 3 --urfdlb "R")
want=UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB
[ "$got" = "$want" ] || { echo "apply R: got $got"; exit 1; }
if $bin apply -n 2 "3R" 2>/tmp/e2e-err; then echo "3R on 2x2 should fail"; exit 1; fi
grep -q "does not exist on a 2x2x2" /tmp/e2e-err || { cat /tmp/e2e-err; exit 1; }
set +e
$bin no-such-command 2>/dev/null; rc=$?
set -e
[ "$rc" = 2 ] || { echo "unknown command exited $rc, want 2"; exit 1; }
echo "cli ok"
