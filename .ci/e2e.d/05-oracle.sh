#!/usr/bin/env bash
# Independent oracle: cubing.js (from npm) must agree with our move semantics
# on random algorithms for N = 2..7, and find reduction's 4x4-7x7 solutions
# solve our scrambles. Needs node/npm; skipped with a warning
# when the npm registry cannot be reached.
set -euo pipefail
cd "$(dirname "$0")/../../cube/testdata/oracle"
if ! command -v npm >/dev/null; then echo "SKIP oracle: npm not installed"; exit 0; fi
if [ ! -d node_modules/cubing ]; then
	if ! timeout 180 npm install --no-audit --no-fund --silent >/dev/null 2>&1; then
		echo "SKIP oracle: npm install failed (registry unreachable?)"; exit 0
	fi
fi
cd ../../..
CUBELAB_ORACLE=1 go test -count=1 -run Oracle ./cube ./algorithms/reduction
