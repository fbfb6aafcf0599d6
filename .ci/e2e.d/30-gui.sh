#!/usr/bin/env bash
# The window, end to end: start the real binary under Xvfb with a throwaway
# HOME, press seed 000's keys with xdotool (W, Shift+D, 2, S, ], \) and
# compare screenshots: every turn changes the picture, the shuffled state
# survives a restart, and reset returns to the first (solved) picture.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
bin=$(realpath "$1")
name=30-gui
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert
start_xvfb 91 150 1280x800x24
throwaway_home

start_app
shot solved
key w;            shot w;       changed solved w
key shift+d;      shot shift_d; changed w shift_d
key 2;            shot layer2
n=$(diff_px "$tmp/shift_d.png" "$tmp/layer2.png")
[ "$n" -gt 0 ] || { echo "30-gui: layer 2 is not shown"; exit 1; }
key s;            shot s;        changed layer2 s
key bracketright; shot shuffled; changed s shuffled

# The state survives a restart (preferences are saved within a second).
sleep 2
stop_app
start_app
shot restarted
same shuffled restarted

key backslash;    shot reset;    changed shuffled reset
key 1;            shot layer1
same solved layer1
echo "gui ok (display $DISPLAY)"
