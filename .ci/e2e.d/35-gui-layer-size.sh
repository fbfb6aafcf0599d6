#!/usr/bin/env bash
# A layer chosen on one size never leaks into another (issue 42 item 4),
# end to end in the real window under Xvfb: on a 4x4 press 2 (layer 2),
# switch to the 3x3 with the Cube menu, press X (D): the 3x3 the window
# saves is exactly `cubelab apply -n 3 D` (before the fix the middle slice
# turned: 2D, 2 HTM). Back on the 4x4, X turns the D face too: the saved 4x4
# is `cubelab apply -n 4 D`.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
bin=$(realpath "$1")
name=35-gui-layer-size
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert
start_xvfb 213 270 1280x800x24
SHOT_MIN_COLOURS=100
throwaway_home
session=$XDG_CONFIG_HOME/fyne/io.cubelab.app/session.txt

start_app
shot three
geo=$(geometry) && ww=${geo%x*}
click() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

# size N: pick NxN in the Cube menu, the panel's first row: its items open
# right below it, 2x2 first, one row (39 units) each.
size() {
	click $((ww * 85 / 100)) 21
	sleep 0.5
	click $((ww * 85 / 100)) $((55 + 39 * ($1 - 2)))
}
# saved KEY: the value the window saved under cubelab.KEY (after a change
# the save follows within about a second).
saved() { sed -n "s/^cubelab\\.$1 \"\\(.*\\)\"\$/\\1/p" "$session" 2>/dev/null || true; }
# expect KEY VALUE WHAT: wait up to 10 s for the saved KEY to be VALUE.
expect() {
	for _ in $(seq 40); do
		[ "$(saved "$1")" = "$2" ] && return 0
		sleep 0.25
	done
	echo "$name: $3: saved $1 is \"$(saved "$1")\", want \"$2\""
	exit 1
}

size 4
expect size 4 "the Cube menu"
shot four
changed three four
key 2
expect layers "2 2" "key 2 on the 4x4"
size 3
expect size 3 "back to the 3x3"
key x
expect cube "$("$bin" apply -n 3 D)" "X (D) on the 3x3 after layer 2 on the 4x4"
expect history D "the 3x3's history"
shot three-d
size 4
expect size 4 "the 4x4 again"
key x
expect cube "$("$bin" apply -n 4 D)" "X (D) on the 4x4"
shot four-d
echo "gui layer size ok (display $DISPLAY)"
