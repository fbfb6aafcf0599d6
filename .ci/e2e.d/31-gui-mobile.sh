#!/usr/bin/env bash
# The phone build (`go build -tags mobile`), end to end under Xvfb: it shows
# the phone layout (cube on top, panels in bottom tabs), a tap on Shuffle
# scrambles the cube, a tap on Reset brings back the solved picture and a
# swipe across the stickers turns a layer, one finger on the background
# orbits. The window is 360x640, the smallest common phone: the move pad
# tab shows the whole pad (its last button, D2, is where it belongs: two
# taps on it are a whole turn).
# Fyne's mobile simulator waits for a ConfigureNotify before its first
# frame, which a window manager would send; bare Xvfb has none, so the script
# resizes the window once itself. Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
name=31-gui-mobile
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert

go build -tags mobile -o "$tmp/cubelab-mobile" .

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
top=$(convert "$tmp/solved.png" -crop 340x290+10+65 -format '%k' info:)
[ "$top" -gt 200 ] || { echo "31-gui-mobile: no cube in the top half ($top colours)"; exit 1; }
tap 90 508;  shot shuffled; changed solved shuffled   # Shuffle
tap 268 508; shot reset;    same solved reset         # Reset
# A swipe down the front face's left column turns that layer (one move).
xdotool mousemove --window "$win" 100 185 mousedown 1
for y in 210 235 260 285 310; do xdotool mousemove --window "$win" 100 $y; sleep 0.05; done
xdotool mouseup 1
shot swiped; changed reset swiped
# One finger on the background orbits the camera.
xdotool mousemove --window "$win" 20 80 mousedown 1
for x in 50 80 110 140 170; do xdotool mousemove --window "$win" $x 90; sleep 0.05; done
xdotool mouseup 1
shot orbited; changed swiped orbited
# The move pad tab (+): the whole pad fits; D2 twice is a whole turn.
tap 108 617; shot pad;     changed orbited pad
tap 328 511; shot pad_d2;  changed pad pad_d2
tap 328 511; shot pad_d4;  same_region pad pad_d4 340x290+10+65   # the move counter differs
echo "gui mobile ok (display $DISPLAY)"
