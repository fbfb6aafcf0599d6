#!/usr/bin/env bash
# The desktop window's seeded monkey test (issue 42): 60-soak-desktop/main.go
# drives the real binary under Xvfb with xdotool for SOAK_SECONDS (60 here,
# 600 for `make soak-desktop`) with random keys, clicks, drags, size and
# method switches, solves, cancels, paint edits, undo/redo and playback
# scrubs, and checks the window's state dump (CUBELAB_STATE_DUMP) after
# every action: no crash or hang, a valid cube, a constant window size, and
# a status line, move counter and transport that describe the cube shown.
# It prints its seed; SOAK_SEED=N replays a run's choices. Set E2E_SHOTS=dir
# to keep the screenshots (one a minute, the end, a failure).
set -euo pipefail
bin=$(realpath "$1")
name=60-soak-desktop
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import go
# The driver is built before HOME moves: the Go module and build caches stay
# where they are.
(cd "$(dirname "$0")/../.." && go build -o "$tmp/soak" ./.ci/e2e.d/60-soak-desktop)
start_xvfb 110 199 1280x800x24
throwaway_home
mkdir -p "$XDG_CACHE_HOME/fyne" # keeps Fyne's "cannot create cache" complaint out of the log
cp "$bin" "$tmp/cubelab" # a rebuild meanwhile must not change the app under test (it restarts at the end)
SOAK_SECONDS=${SOAK_SECONDS:-60} SHOT_DIR=$tmp "$tmp/soak" "$tmp/cubelab" "$tmp"
