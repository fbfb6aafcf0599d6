#!/usr/bin/env bash
# Paint mode in every colour scheme, end to end (issue 42 item 2): for the
# classic, the WCA and a custom scheme (WCA's colours with a purple D),
# start the real binary under Xvfb with that scheme saved, open the paint
# editor (Ctrl+P), Clear it, and enter a scrambled 3x3 as a person holding it
# does: for each sticker press the letter of its colour (W O G R B Y under
# WCA, Y O B R G W classic, W O G R B P for the custom one), then click the
# sticker on the net. Enter is Done; the cube the window saves must be
# exactly `cubelab apply` of the scramble. Under WCA before the fix, W picked
# yellow and the cube entered was another one.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
bin=$(realpath "$1")
name=34-gui-paint-schemes
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert awk gzip od
start_xvfb 212 270 1280x800x24
SHOT_MIN_COLOURS=100 # a window not drawn yet is one colour

n=3
alg="R U F' L2 D B' R' U2 F D'"
want=$("$bin" apply -n $n "$alg") # the window saves its cube in classic letters

# write_conventions DIR SCHEME: a conventions file choosing SCHEME, framed
# and checksummed as the window writes it (the CRC-32 from gzip's trailer).
write_conventions() {
	local text crc
	mkdir -p "$1"
	text=$(printf 'cubelab session 1\ncubelab.scheme "%s"\n' "$2")
	crc=$(printf '%s\n' "$text" | gzip -c | tail -c8 | head -c4 | od -An -tx4 | tr -d ' \n')
	printf '%s\ncrc32 %s\n' "$text" "$crc" >"$1/conventions.txt"
}

# bbox SHOT CROP COLOUR: "W H X Y" of the pixels within 3% of COLOUR in the
# CROP (WxH+X+Y) of the screenshot, relative to the crop; "0 0 0 0" for none.
bbox() {
	convert "$tmp/$1.png" -crop "$2" +repage -fuzz 3% -fill black +opaque "$3" -format '%@' info: 2>/dev/null |
		awk -F'[x+]' '$1 > 1 && $2 > 1 { print $1, $2, $3, $4; next } { print "0 0 0 0" }'
}
click() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

# scheme NAME SCHEME FACES KEYS: FACES are the letters `apply --scheme`
# writes for U L F R B D, KEYS the paint editor's letter keys for them.
nx="" # the net's U face, found on the classic run: "w h x y"
paint_scheme() {
	local label=$1 scheme=$2 faces=$3 keys=$4 held i k letter last=""
	export HOME=$tmp/home-$label
	export XDG_CONFIG_HOME=$HOME/.config XDG_CACHE_HOME=$HOME/.cache XDG_DATA_HOME=$HOME/.local/share
	mkdir -p "$XDG_CACHE_HOME" "$XDG_DATA_HOME"
	write_conventions "$XDG_CONFIG_HOME/fyne/io.cubelab.app" "$scheme"
	# What the person sees: each sticker's colour, as the key that picks it.
	held=$("$bin" apply -n $n --scheme "$scheme" "$alg" | tr "$faces" "$keys")
	start_app
	key ctrl+p
	shot "$label-open"
	if [ -z "$nx" ]; then
		local geo ww wh
		geo=$(geometry) && ww=${geo%x*} wh=${geo#*x}
		# The solved cube's U face on the net, yellow in the classic scheme.
		read -r w h x y < <(bbox "$label-open" "$((ww / 2))x${wh}+0+0" "srgb(247,207,0)")
		[ "$w" -ge 60 ] && [ "$w" -le $((h + 2)) ] && [ "$w" -ge $((h - 2)) ] || { echo "$name: the net's U face not found ($w x $h)"; exit 1; }
		nx="$w $h $x $y"
	fi
	read -r w h x y <<<"$nx"
	clear_button
	shot "$label-clear"
	for i in $(seq 0 $((6 * n * n - 1))); do
		[ $((i % (n * n))) -eq $((n * n / 2)) ] && continue # the fixed centres
		letter=${held:$i:1}
		if [ "$letter" != "$last" ]; then key "${letter,,}"; last=$letter; fi
		# shellcheck disable=SC2046
		click $(sticker $((i / (n * n))) $(((i % (n * n)) / n)) $((i % n)))
	done
	shot "$label-painted"
	changed "$label-clear" "$label-painted"
	key Return
	local saved=""
	for _ in $(seq 40); do
		saved=$(sed -n 's/^cubelab\.cube "\(.*\)"$/\1/p' "$XDG_CONFIG_HOME/fyne/io.cubelab.app/session.txt" 2>/dev/null || true)
		[ "$saved" = "$want" ] && break
		sleep 0.25
	done
	shot "$label-done"
	[ "$saved" = "$want" ] || {
		echo "$name: $label: the window's cube is not the one painted"
		echo " saved $saved"
		echo " want  $want (cubelab apply -n $n \"$alg\")"
		exit 1
	}
	stop_app
	echo "$name: $label: painted by keys $keys, the saved cube equals cubelab apply"
}

# sticker FACE ROW COL: the pixel in the middle of that sticker (the net's
# faces are 5% of a face apart, a sticker's border 5% of a cell each side).
sticker() {
	awk -v n=$n -v w="$w" -v x="$x" -v y="$y" -v f="$1" -v r="$2" -v c="$3" 'BEGIN {
		split("1 0 1 2 3 1", sc, " "); split("0 1 1 1 1 2", sr, " ")
		cell = w / (n - 0.1); size = n * cell; step = size * 1.05
		ux = x - 0.05 * cell; uy = y - 0.05 * cell
		printf "%d %d\n", ux + (sc[f+1] - 1) * step + (c + 0.5) * cell, uy + sr[f+1] * step + (r + 0.5) * cell
	}'
}

# clear_button: click Clear, the middle one of the three tool buttons right
# under the palette. Its six tiles share the panel's width with the tool
# row, so Clear's middle is the palette's: the left edge of the fourth tile
# (red R in every scheme here), less half the gap between tiles.
clear_button() {
	local geo ww wh half ow oh ox oy rw rx
	geo=$(geometry) && ww=${geo%x*} wh=${geo#*x} half=$((ww / 2))
	read -r ow oh ox oy < <(bbox "$label-open" "$((ww - half))x${wh}+$half+0" "srgb(255,106,0)")
	read -r rw _ rx _ < <(bbox "$label-open" "$((ww - half))x$((oh / 2))+$half+$((oy + 2))" "srgb(208,28,44)")
	[ "$ow" -ge 30 ] && [ "$rw" -ge 30 ] || { echo "$name: $label: no palette (orange $ow, red $rw)"; exit 1; }
	click $((half + rx - (rx - ox - ow) / 2)) $((oy + oh + oh / 2 + 2))
}

# Classic first: its yellow U face shows where the net is.
paint_scheme classic classic YOBRGW YOBRGW
paint_scheme wca wca WOGRBY WOGRBY
paint_scheme custom "custom:#f4f4f0,#ff6a00,#009e55,#d01c2c,#0055c8,#9030c0" ULFRBD WOGRBP
echo "gui paint schemes ok (display $DISPLAY)"
