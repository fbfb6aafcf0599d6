# Shared by the end-to-end checks that drive a real window under Xvfb
# (.ci/e2e.d/30-gui.sh, 31-gui-mobile.sh, 33-gui-timer.sh); sourced, not run. Set `name` (for
# messages) first. It makes $tmp, and on exit stops $app_pid and Xvfb, keeps
# the screenshots in $E2E_SHOTS if that is set, and removes $tmp. `win` must
# name the window before grab and shot are used.

need_tools() {
	local tool
	for tool in "$@"; do
		command -v "$tool" >/dev/null || { echo "$name: $tool missing (make test-deps)"; exit 1; }
	done
}

tmp=$(mktemp -d)
xvfb_pid="" app_pid="" win=""
xvfb_cleanup() {
	[ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
	[ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS" && cp "$tmp"/*.png "$E2E_SHOTS"/ 2>/dev/null || true; fi
	rm -rf "$tmp"
}
trap xvfb_cleanup EXIT

# start_xvfb FIRST LAST WxHxD: an X server on the first free display number
# in FIRST..LAST (no lock file and no socket); sets DISPLAY.
start_xvfb() {
	local d disp=""
	for d in $(seq "$1" "$2"); do
		[ -e /tmp/.X$d-lock ] || [ -e /tmp/.X11-unix/X$d ] || { disp=$d; break; }
	done
	[ -n "$disp" ] || { echo "$name: no free display in $1..$2"; exit 1; }
	export DISPLAY=:$disp
	Xvfb "$DISPLAY" -screen 0 "$3" -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
	xvfb_pid=$!
	for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
}

# throwaway_home points HOME and the XDG directories into $tmp, so the app's
# preferences start empty and are gone afterwards.
throwaway_home() {
	export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_CACHE_HOME=$tmp/home/.cache XDG_DATA_HOME=$tmp/home/.local/share
	mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME"
}

# diff_px A B: how many pixels differ (2% colour fuzz).
diff_px() { compare -metric AE -fuzz 2% "$1" "$2" null: 2>&1 | cut -d' ' -f1 || true; }

# grab FILE: screenshot the window, retrying while it is being mapped.
grab() {
	for _ in $(seq 20); do
		import -window "$win" "$1" 2>/dev/null && return 0
		sleep 0.25
	done
	echo "$name: cannot screenshot the window"
	exit 1
}

# shot NAME: screenshot the window into $tmp/NAME.png once two consecutive
# frames agree (animations finished) and it shows more than
# SHOT_MIN_COLOURS colours; up to SHOT_TRIES frames SHOT_PAUSE seconds apart.
SHOT_TRIES=40 SHOT_PAUSE=0.25 SHOT_MIN_COLOURS=0
shot() {
	local prev="$tmp/.prev.png" cur="$tmp/$1.png"
	grab "$prev"
	for _ in $(seq "$SHOT_TRIES"); do
		sleep "$SHOT_PAUSE"
		grab "$cur"
		if [ "$(diff_px "$prev" "$cur")" = 0 ] && [ "$(convert "$cur" -format '%k' info:)" -gt "$SHOT_MIN_COLOURS" ]; then
			return 0
		fi
		cp "$cur" "$prev"
	done
	echo "$name: $1 never settled"
	cat "$tmp/app.log" 2>/dev/null || true
	exit 1
}

# changed A B: the pictures differ by more than a label's worth of pixels.
changed() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -gt 2000 ] || { echo "$name: $2 looks like $1 ($n px differ)"; exit 1; }
}

# same A B: the pictures agree but for a few pixels.
same() {
	local n
	n=$(diff_px "$tmp/$1.png" "$tmp/$2.png")
	[ "$n" -lt 50 ] || { echo "$name: $2 differs from $1 ($n px)"; exit 1; }
}

# start_app: run the desktop build $bin with output to $tmp/app.log and wait
# for its window (sets win and app_pid); stop_app ends it; key KEY presses a
# key in it.
start_app() {
	"$bin" >>"$tmp/app.log" 2>&1 &
	app_pid=$!
	win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Cubelab$' | head -1) || { echo "$name: no window"; cat "$tmp/app.log"; exit 1; }
	xdotool windowfocus "$win" 2>/dev/null || true
}
stop_app() {
	kill "$app_pid" && wait "$app_pid" 2>/dev/null || true
	app_pid=""
}
key() { xdotool key --window "$win" "$1" 2>/dev/null || xdotool key "$1"; }
# geometry: the window's size as WxH.
geometry() { xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p'; }

# same_region A B WxH+X+Y: that part of both pictures agrees but for a few
# pixels (a layout check: nothing moved into or out of it).
same_region() {
	local n
	convert "$tmp/$1.png" -crop "$3" +repage "$tmp/.a.png"
	convert "$tmp/$2.png" -crop "$3" +repage "$tmp/.b.png"
	n=$(diff_px "$tmp/.a.png" "$tmp/.b.png")
	[ "$n" -lt 50 ] || { echo "$name: region $3 of $2 differs from $1 ($n px)"; exit 1; }
}
