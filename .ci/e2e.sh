#!/usr/bin/env bash
# End-to-end checks of the built binary. Each check script under .ci/e2e.d/
# runs in order; any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bin
go build -o bin/cubelab .
status=0
for t in .ci/e2e.d/*.sh; do
	[ -e "$t" ] || continue
	echo "== e2e: $t"
	if ! bash "$t" bin/cubelab; then
		echo "FAIL: $t"
		status=1
	fi
done
exit $status
