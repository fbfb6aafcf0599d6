#!/usr/bin/env bash
# The window, end to end: start the real binary under Xvfb with a throwaway
# HOME, press seed 000's keys with xdotool (W, Shift+D, 2, S, ], \) and
# compare screenshots: every turn changes the picture, the shuffled state
# survives a restart, and reset returns to the first (solved) picture.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
bin=$(realpath "$1")
for tool in Xvfb xdotool import compare; do
	command -v $tool >/dev/null || { echo "30-gui: $tool missing (make test-deps)"; exit 1; }
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

# A free display number: no lock file and no socket.
for d in $(seq 91 150); do
	[ -e /tmp/.X$d-lock ] || [ -e /tmp/.X11-unix/X$d ] || { disp=$d; break; }
done
export DISPLAY=:$disp
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_CACHE_HOME=$tmp/home/.cache XDG_DATA_HOME=$tmp/home/.local/share
mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME"

win=""
start_app() {
	"$bin" >>"$tmp/app.log" 2>&1 &
	app_pid=$!
	win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Cubelab$' | head -1) || { echo "30-gui: no window"; cat "$tmp/app.log"; exit 1; }
	xdotool windowfocus "$win" 2>/dev/null || true
}
stop_app() {
	kill "$app_pid" && wait "$app_pid" 2>/dev/null || true
	app_pid=""
}

# diff_px A B: how many pixels differ (2% colour fuzz).
diff_px() { compare -metric AE -fuzz 2% "$1" "$2" null: 2>&1 | cut -d' ' -f1 || true; }

# grab FILE: screenshot the window, retrying while it is being mapped.
grab() {
	for _ in $(seq 20); do
		import -window "$win" "$1" 2>/dev/null && return 0
		sleep 0.25
	done
	echo "30-gui: cannot screenshot the window"
	exit 1
}

# shot NAME: screenshot the window once two consecutive frames agree
# (animations finished).
shot() {
	local prev="$tmp/.prev.png" cur="$tmp/$1.png"
	grab "$prev"
	for _ in $(seq 40); do
		sleep 0.25
		grab "$cur"
		[ "$(diff_px "$prev" "$cur")" = 0 ] && return 0
		cp "$cur" "$prev"
	done
	echo "30-gui: $1 never settled"
	exit 1
}

# changed A B: the pictures differ by more than a label's worth of pixels.
changed() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -gt 2000 ] || { echo "30-gui: $2 looks like $1 ($n px differ)"; exit 1; }
}
same() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -lt 50 ] || { echo "30-gui: $2 differs from $1 ($n px)"; exit 1; }
}
key() { xdotool key --window "$win" "$1" 2>/dev/null || xdotool key "$1"; }

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
