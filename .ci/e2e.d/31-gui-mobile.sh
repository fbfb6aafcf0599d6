#!/usr/bin/env bash
# The phone build (`go build -tags mobile`), end to end under Xvfb: it shows
# the phone layout (cube on top, panels in bottom tabs), a tap on Shuffle
# scrambles the cube, a tap on Reset brings back the solved picture and a
# swipe across the stickers turns a layer, one finger on the background
# orbits.
# Fyne's mobile simulator waits for a ConfigureNotify before its first
# frame, which a window manager would send; bare Xvfb has none, so the script
# resizes the window once itself. Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
for tool in Xvfb xdotool import compare convert; do
	command -v $tool >/dev/null || { echo "31-gui-mobile: $tool missing (make test-deps)"; exit 1; }
done
tmp=$(mktemp -d)
xvfb_pid="" app_pid=""
cleanup() {
	[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS" && cp "$tmp"/*.png "$E2E_SHOTS"/ 2>/dev/null || true; fi
	rm -rf "$tmp"
}
trap cleanup EXIT

go build -tags mobile -o "$tmp/cubelab-mobile" .

for d in $(seq 151 210); do
	[ -e /tmp/.X$d-lock ] || [ -e /tmp/.X11-unix/X$d ] || { disp=$d; break; }
done
export DISPLAY=:$disp
Xvfb "$DISPLAY" -screen 0 600x1000x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_CACHE_HOME=$tmp/home/.cache XDG_DATA_HOME=$tmp/home/.local/share
mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME"

# The simulator keeps preferences under $TMPDIR/fyne-test, not $HOME.
mkdir -p "$tmp/tmpdir"
TMPDIR=$tmp/tmpdir "$tmp/cubelab-mobile" >"$tmp/app.log" 2>&1 &
app_pid=$!
win=$(timeout 30 xdotool search --sync --name '^App$' | head -1) || { echo "31-gui-mobile: no window"; cat "$tmp/app.log"; exit 1; }
# The phone-sized window the simulator opens is 500x1000; this size keeps
# it on the screen and sends the ConfigureNotify it waits for.
xdotool windowmove "$win" 0 0
xdotool windowsize "$win" 450 900

diff_px() { compare -metric AE -fuzz 2% "$1" "$2" null: 2>&1 | cut -d' ' -f1 || true; }
grab() {
	for _ in $(seq 20); do
		import -window "$win" "$1" 2>/dev/null && return 0
		sleep 0.25
	done
	echo "31-gui-mobile: cannot screenshot the window"
	exit 1
}
# shot NAME: once two consecutive frames agree (software GL is slow to start).
shot() {
	local prev="$tmp/.prev.png" cur="$tmp/$1.png"
	grab "$prev"
	for _ in $(seq 120); do
		sleep 0.5
		grab "$cur"
		if [ "$(diff_px "$prev" "$cur")" = 0 ] && [ "$(convert "$cur" -format '%k' info:)" -gt 100 ]; then
			return 0
		fi
		cp "$cur" "$prev"
	done
	echo "31-gui-mobile: $1 never showed a settled picture"
	cat "$tmp/app.log"
	exit 1
}
changed() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -gt 2000 ] || { echo "31-gui-mobile: $2 looks like $1 ($n px differ)"; exit 1; }
}
same() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -lt 50 ] || { echo "31-gui-mobile: $2 differs from $1 ($n px)"; exit 1; }
}
tap() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

shot solved
# The cube fills the top half: its middle is not the background colour.
top=$(convert "$tmp/solved.png" -crop 440x440+5+60 -format '%k' info:)
[ "$top" -gt 200 ] || { echo "31-gui-mobile: no cube in the top half ($top colours)"; exit 1; }
tap 77 659;  shot shuffled; changed solved shuffled   # Shuffle
tap 225 659; shot reset;    same solved reset         # Reset
# A swipe down the front face's left column turns that layer (one move).
xdotool mousemove --window "$win" 120 250 mousedown 1
for y in 280 310 340 370 400; do xdotool mousemove --window "$win" 120 $y; sleep 0.05; done
xdotool mouseup 1
shot swiped; changed reset swiped
# One finger on the background orbits the camera.
xdotool mousemove --window "$win" 30 90 mousedown 1
for x in 60 90 120 150 180; do xdotool mousemove --window "$win" $x 100; sleep 0.05; done
xdotool mouseup 1
shot orbited; changed swiped orbited
echo "gui mobile ok (display $DISPLAY)"
