#!/usr/bin/env bash
# Paint mode, end to end: start the real binary under Xvfb with a throwaway
# HOME, open the paint editor with Ctrl+P and enter a scrambled 3x3 with real
# clicks, one sticker at a time, on the net: pick the colour on the palette,
# click the sticker. A twisted corner on the way must be reported (and shown);
# then Done puts the cube in the window, which saves it: the saved cube is
# the scramble, and the command line solves it. The net and the palette are
# found on the screenshot by their colours, not by fixed coordinates.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
bin=$(realpath "$1")
name=32-gui-paint
. "$(dirname "$0")/../xvfb.sh"
need_tools Xvfb xdotool import compare convert awk
start_xvfb 211 270 1280x800x24
SHOT_MIN_COLOURS=100 # a window not drawn yet is one colour
throwaway_home

n=3
want=$("$bin" apply -n $n "R U F' L2 D B' R' U2 F D'") # facelets, faces U L F R B D, letters YOBRGW

"$bin" >"$tmp/app.log" 2>&1 &
app_pid=$!
win=$(timeout 30 xdotool search --sync --onlyvisible --name '^Cubelab$' | head -1) || { echo "$name: no window"; cat "$tmp/app.log"; exit 1; }
xdotool windowfocus "$win" 2>/dev/null || true
click() { xdotool mousemove --window "$win" "$1" "$2" click 1; }

shot main
key() { xdotool key --window "$win" "$1" 2>/dev/null || xdotool key "$1"; }
key ctrl+p
# W picks white: the brush's outline (the theme's text colour, near white on
# a dark theme) then only rings the white swatch, where it cannot mislead.
key w
shot paint; changed main paint

# bbox SHOT CROP COLOUR: "W H X Y" of the pixels within 3% of COLOUR in the
# CROP (WxH+X+Y) of the screenshot, relative to the crop; "0 0 0 0" for none.
bbox() {
	convert "$tmp/$1.png" -crop "$2" +repage -fuzz 3% -fill black +opaque "$3" -format '%@' info: 2>/dev/null |
		awk -F'[x+]' '$1 > 1 && $2 > 1 { print $1, $2, $3, $4; next } { print "0 0 0 0" }'
}
geo=$(xdotool getwindowgeometry "$win" | awk '/Geometry/ { print $2 }')
ww=${geo%x*} wh=${geo#*x}

# The palette: the theme's six colours as they are, in U L F R B D order,
# on the right half; the yellow swatch first, the others in its row (their
# tops, where no count is written).
swatch=(srgb\(255,213,0\) srgb\(255,106,0\) srgb\(0,85,200\) srgb\(208,28,44\) srgb\(0,158,85\) srgb\(244,244,240\))
letters=YOBRGW
half=$((ww / 2))
read -r w h x y < <(bbox paint "$((ww - half))x${wh}+$half+0" "${swatch[0]}")
[ "$w" -ge 30 ] && [ "$h" -ge 30 ] || { echo "$name: no yellow swatch on the right"; exit 1; }
row="$((ww - half))x$((h / 4))+$half+$((y + 2))" # the swatches' top: above the counts written on them
for i in 0 1 2 3 4 5; do
	read -r sw sh sx _ < <(bbox paint "$row" "${swatch[$i]}")
	[ "$sw" -ge 30 ] && [ "$sw" -le 120 ] && [ "$sh" -ge 4 ] || { echo "$name: swatch ${letters:$i:1} not found ($sw x $sh)"; exit 1; }
	swx[i]=$((half + sx + sw / 2)) swy[i]=$((y + h / 2))
done

# The net: the U face's nine yellow stickers (the cube starts solved) give
# the sticker size and where each face is (the net's faces are 5% of a face
# apart, a sticker's border is 5% of a cell each side).
read -r w h x y < <(bbox paint "${half}x${wh}+0+0" "srgb(247,207,0)")
[ "$w" -ge 60 ] && [ "$w" -le $((h + 2)) ] && [ "$w" -ge $((h - 2)) ] || { echo "$name: the net's U face not found ($w x $h)"; exit 1; }
# sticker FACE ROW COL: the pixel in the middle of that sticker
sticker() {
	awk -v n=$n -v w="$w" -v x="$x" -v y="$y" -v f="$1" -v r="$2" -v c="$3" 'BEGIN {
		split("1 0 1 2 3 1", sc, " "); split("0 1 1 1 1 2", sr, " ")
		cell = w / (n - 0.1); size = n * cell; step = size * 1.05
		ux = x - 0.05 * cell; uy = y - 0.05 * cell
		printf "%d %d\n", ux + (sc[f+1] - 1) * step + (c + 0.5) * cell, uy + sr[f+1] * step + (r + 0.5) * cell
	}'
}

brush=5 # white, picked above
# paint INDEX LETTER: pick the colour (if not already the brush), click the sticker.
paint() {
	local i=$1 k
	k=${letters%%"$2"*} && k=${#k}
	if [ "$k" != "$brush" ]; then click "${swx[$k]}" "${swy[$k]}"; brush=$k; fi
	# shellcheck disable=SC2046
	click $(sticker $((i / (n * n))) $(((i % (n * n)) / n)) $((i % n)))
}
for i in $(seq 0 $((6 * n * n - 1))); do
	[ $((i % (n * n))) -eq $((n * n / 2)) ] && continue # the fixed centres
	paint "$i" "${want:$i:1}"
done
shot painted; changed paint painted

# ringed FILE: how many pixels of the net show the fault ring's magenta.
ringed() {
	convert "$tmp/$1.png" -crop "${half}x${wh}+0+0" +repage -fuzz 12% -fill white -opaque "srgb(250,30,196)" \
		-fuzz 0 -fill black +opaque white -format '%[fx:round(mean*w*h)]' info:
}
[ "$(ringed painted)" -lt 10 ] || { echo "$name: rings on a valid cube"; exit 1; }

# Mistakes on the way, each reported with its pieces ringed, then mended:
# two stickers swapped between the URF corner and the UF edge (8 and 7:
# pieces that cannot exist), and the URF corner twisted in place (its U, R
# and F stickers: 8, 27, 20).
a=${want:8:1} b=${want:7:1} u=${want:8:1} r=${want:27:1} f=${want:20:1}
[ "$a" != "$b" ] || { echo "$name: pick stickers of two colours to swap"; exit 1; }
paint 8 "$b"; paint 7 "$a"
shot impossible; changed painted impossible
paint 8 "$a"; paint 7 "$b"
paint 8 "$f"; paint 27 "$u"; paint 20 "$r"
shot twisted; changed painted twisted
for s in impossible twisted; do
	[ "$(ringed $s)" -gt 100 ] || { echo "$name: $s: no pieces ringed"; exit 1; }
done
paint 8 "$u"; paint 27 "$r"; paint 20 "$f"
shot fixed
# The net reads as before the mistakes (the palette's outline may sit on
# another colour).
for s in painted fixed; do convert "$tmp/$s.png" -crop "${half}x${wh}+0+0" +repage "$tmp/$s-net.png"; done
same painted-net fixed-net

# Done: the blue button at the bottom right.
read -r dw dh dx dy < <(bbox fixed "$((ww - half))x80+$half+$((wh - 80))" "srgb(41,111,246)")
[ "$dw" -ge 40 ] || { echo "$name: no Done button"; exit 1; }
click $((half + dx + dw / 2)) $((wh - 80 + dy + dh / 2))
shot done; changed fixed done

# The window saved the painted cube (within a second; the scramble's
# facelets appear in the saved session whatever its file is called).
for _ in $(seq 20); do grep -rqs "$want" "$HOME" && break; sleep 0.25; done
grep -rqs "$want" "$HOME" || { echo "$name: the saved cube is not the painted one"; find "$HOME" -type f; exit 1; }
"$bin" solve --facelets "$want" >/dev/null || { echo "$name: the painted cube does not solve"; exit 1; }
echo "gui paint ok (display $DISPLAY)"
