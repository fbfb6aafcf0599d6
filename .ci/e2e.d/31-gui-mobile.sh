#!/usr/bin/env bash
# The phone build (`go build -tags mobile`), end to end under Xvfb: it shows
# the phone layout (cube on top, panels in bottom tabs), a tap on Shuffle
# scrambles the cube, a tap on Reset brings back the solved picture and a
# swipe across the stickers turns a layer, one finger on the background
# orbits. The window is 360x640, the smallest common phone: the move pad
# tab shows the whole pad (its last button, D2, is where it belongs: two
# taps on it are a whole turn).
# Journeys to their end (issue 42): a 3x3 (kociemba) and a 4x4 (reduction)
# shuffled, solved and played to their end by taps on Home, ending on the
# solved picture they started from with the saved state solved (equal to
# `cubelab apply` of nothing); every tab keeps the window 360x640.
# Fyne's mobile simulator waits for a ConfigureNotify before its first
# frame, which a window manager would send; bare Xvfb has none, so the script
# resizes the window once itself. Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
name=31-gui-mobile
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert

go build -tags mobile -o "$tmp/cubelab-mobile" .
bin=$(realpath "$1") # the desktop build's command line: the states to compare with

start_xvfb 151 210 600x1000x24
throwaway_home

# The simulator keeps preferences under $TMPDIR/fyne-test, not $HOME.
mkdir -p "$tmp/tmpdir"
TMPDIR=$tmp/tmpdir "$tmp/cubelab-mobile" >"$tmp/app.log" 2>&1 &
app_pid=$!
win=$(timeout 30 xdotool search --sync --name '^App$' | head -1) || { echo "31-gui-mobile: no window"; cat "$tmp/app.log"; exit 1; }
# The phone-sized window the simulator opens is 500x1000; this size keeps
# it on the screen and sends the ConfigureNotify it waits for.
xdotool windowmove "$win" 0 0
xdotool windowsize "$win" 360 640

# Software GL is slow to draw the first frames; the phone window is never
# blank once drawn.
SHOT_TRIES=120 SHOT_PAUSE=0.5 SHOT_MIN_COLOURS=100
tap() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

shot solved
# The cube fills the top half: its middle is not the background colour.
cube=340x250+10+62
top=$(convert "$tmp/solved.png" -crop "$cube" -format '%k' info:)
[ "$top" -gt 200 ] || { echo "31-gui-mobile: no cube in the top half ($top colours)"; exit 1; }
# Home: Shuffle, Reset and Solve in one row under the selects.
tap 60 458;  shot shuffled; changed solved shuffled   # Shuffle
tap 180 458; shot reset;    same solved reset         # Reset
# A swipe down the front face's left column turns that layer (one move).
xdotool mousemove --window "$win" 115 150 mousedown 1
for y in 175 200 225 250 275 290; do xdotool mousemove --window "$win" 115 $y; sleep 0.05; done
xdotool mouseup 1
shot swiped; changed reset swiped
# One finger on the background orbits the camera.
xdotool mousemove --window "$win" 20 80 mousedown 1
for x in 50 80 110 140 170; do xdotool mousemove --window "$win" $x 90; sleep 0.05; done
xdotool mouseup 1
shot orbited; changed swiped orbited
# The move pad tab (+): the whole pad fits; D2 twice is a whole turn.
tap 90 617;  shot pad;     changed orbited pad
tap 328 461; shot pad_d2;  changed pad pad_d2
tap 328 461; shot pad_d4;  same_region pad pad_d4 "$cube"   # the move counter differs
# Every tab (Home, Play, History, Solution, View, Timer) keeps the window's size.
geometry() { xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p'; }
for x in 32 90 150 210 268 328; do
	tap $x 617; shot "tab$x"
	[ "$(geometry)" = 360x640 ] || { echo "31-gui-mobile: tab at $x made the window $(geometry)"; exit 1; }
done

# The session the simulator saves (within a second).
session=$tmp/tmpdir/fyne-test/io.cubelab.app/session.txt
saved() { sed -n "s/^cubelab.$1 \"\(.*\)\"\$/\1/p" "$session" 2>/dev/null; }
wait_saved() {
	for _ in $(seq 40); do [ "$(saved "$1")" = "$2" ] && return 0; sleep 0.25; done
	echo "31-gui-mobile: saved $1 is $(saved "$1"), want $2"; exit 1
}
# restart N METHOD: the simulator again, on a fresh NxN with METHOD chosen.
restart() {
	kill "$app_pid" && wait "$app_pid" 2>/dev/null || true
	printf '{"cubelab.size":"%s","cubelab.method":"%s"}' "$1" "$2" >"$tmp/tmpdir/fyne-test/io.cubelab.app/preferences.json"
	rm -f "$session"
	TMPDIR=$tmp/tmpdir "$tmp/cubelab-mobile" >>"$tmp/app.log" 2>&1 &
	app_pid=$!
	win=$(timeout 30 xdotool search --sync --name '^App$' | head -1) || { echo "31-gui-mobile: no window"; cat "$tmp/app.log"; exit 1; }
	xdotool windowmove "$win" 0 0
	xdotool windowsize "$win" 360 640
}
# journey N METHOD: shuffle, solve and play to the end by taps on Home.
journey() {
	local n=$1 solved playing
	restart "$n" "$2"
	shot "start$n"
	solved=$("$bin" apply -n "$n" "")
	tap 60 458; shot "shuffled$n"; changed "start$n" "shuffled$n"
	tap 298 458   # Solve: the Solution tab shows and the answer plays
	# Grab frames until the saved state is solved; compare them afterwards.
	local i=0 f prev
	for _ in $(seq 600); do
		sleep 0.2
		[ "$(geometry)" = 360x640 ] || { echo "31-gui-mobile: the window became $(geometry)"; exit 1; }
		i=$((i + 1))
		grab "$tmp/frame$n-$i.png"
		[ "$(saved cube)" = "$solved" ] && break
	done
	playing=0
	prev="$tmp/shuffled$n.png"
	for f in $(seq "$i"); do
		convert "$prev" -crop "$cube" +repage "$tmp/.a.png"
		convert "$tmp/frame$n-$f.png" -crop "$cube" +repage "$tmp/.b.png"
		if [ "$(diff_px "$tmp/.a.png" "$tmp/.b.png")" -gt 500 ]; then playing=$((playing + 1)); fi
		prev="$tmp/frame$n-$f.png"
	done
	rm -f "$tmp/frame$n"-*.png
	# Frames between the shuffled and the solved cube: it played, animated.
	[ "$playing" -ge 2 ] || { echo "31-gui-mobile: the ${n}x$n solution never played ($playing changes seen in $i frames)"; exit 1; }
	wait_saved cube "$solved"
	shot "end$n"
	same_region "start$n" "end$n" "$cube"
	echo "31-gui-mobile: ${n}x$n solved and played to its end ($playing changes seen)"
}
journey 3 kociemba
journey 4 reduction
echo "gui mobile ok (display $DISPLAY)"
