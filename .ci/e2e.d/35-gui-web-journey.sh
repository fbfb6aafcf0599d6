#!/usr/bin/env bash
# The browser build's main journey run to its end, in one page
# (30-gui-web/journey.go): 20 rounds of shuffle, Enter (solve with
# kociemba and play the solution animated) on the 3x3, then 2 on the 4x4,
# each until the app reports the cube solved and the picture is the solved
# cube's; any page error (a Go panic, a WebAssembly trap, "Go program has
# already exited") fails it. JOURNEY_ROUNDS, JOURNEY_BIG_ROUNDS and
# JOURNEY_SPEED (seconds a turn, default 0.05) change it; E2E_CONSOLE=1
# prints the page's console; E2E_SHOTS=dir keeps the pictures;
# CUBELAB_WEB_E2E=0 skips it.
set -euo pipefail
cd "$(dirname "$0")/../.."
name=35-gui-web-journey
source .ci/web.sh
web_build
start=$(date +%s)
run_browser journey
echo "$name: took $(($(date +%s) - start)) s"
