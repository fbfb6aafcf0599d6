#!/usr/bin/env bash
# cubelab render: PNG and SVG files of the right size and kind, and clear
# errors (non-zero exit) for bad sizes, unknown extensions and bad turns.
set -euo pipefail
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

$bin render -n 5 --alg "R U 2F' d2" --turn "R:30" --theme dark -W 320 -H 240 -o "$tmp/a.png"
# PNG signature, then the IHDR width and height (big-endian at bytes 16..23).
sig=$(head -c 8 "$tmp/a.png" | od -An -tx1 | tr -d ' \n')
[ "$sig" = 89504e470d0a1a0a ] || { echo "a.png: not a PNG (signature $sig)"; exit 1; }
dims=$(od -An -tu1 -j16 -N8 "$tmp/a.png" | tr -s ' ' | sed 's/^ //')
read -r w1 w2 w3 w4 h1 h2 h3 h4 <<<"$dims"
w=$(( (w1<<24) | (w2<<16) | (w3<<8) | w4 )); h=$(( (h1<<24) | (h2<<16) | (h3<<8) | h4 ))
[ "$w" = 320 ] && [ "$h" = 240 ] || { echo "a.png is ${w}x${h}, want 320x240"; exit 1; }
# The picture is not just background: a 5x5 shows many distinct colours.
if command -v convert >/dev/null; then
	colours=$(convert "$tmp/a.png" -format %k info:)
	[ "$colours" -gt 50 ] || { echo "a.png has only $colours colours"; exit 1; }
fi

$bin render -n 3 --view net -o "$tmp/b.svg"
grep -q '<svg' "$tmp/b.svg" || { echo "b.svg has no <svg>"; exit 1; }
paths=$(grep -c '<path' "$tmp/b.svg")
# The net shows 6 faces of 9 stickers plus 6 face outlines.
[ "$paths" = 60 ] || { echo "b.svg has $paths paths, want 60"; exit 1; }

# 3D line art from an odd camera, mid-turn: a well-formed SVG of the asked
# size that an ordinary tool can rasterise.
$bin render -n 7 --alg "R U 3F'" --view 3d --yaw -30 --pitch 20 --turn "3Rw:25" -W 200 -H 150 -o "$tmp/c.svg"
if command -v convert >/dev/null; then
	size=$(convert "$tmp/c.svg" -format '%wx%h' info:)
	[ "$size" = 200x150 ] || { echo "c.svg rasterises to $size, want 200x150"; exit 1; }
fi

# --scheme wca draws a white U face: straight down, the middle pixel is U's centre.
$bin render -n 3 --scheme wca --pitch 90 --yaw 0 -W 100 -H 100 -o "$tmp/wca.png"
if command -v convert >/dev/null; then
	rgb=$(convert "$tmp/wca.png" -format '%[fx:int(255*p{50,50}.r)] %[fx:int(255*p{50,50}.g)] %[fx:int(255*p{50,50}.b)]' info:)
	read -r r g b <<<"$rgb"
	[ "$r" -gt 200 ] && [ "$g" -gt 200 ] && [ "$b" -gt 200 ] || { echo "--scheme wca: U centre is $rgb, want white"; exit 1; }
fi

fail() { # expect failure with a message containing $1
	local want=$1; shift
	if "$bin" render "$@" 2>"$tmp/err"; then echo "render $* should fail"; exit 1; fi
	grep -q -- "$want" "$tmp/err" || { echo "render $*: message lacks '$want':"; cat "$tmp/err"; exit 1; }
}
fail "cube size must be 1..33" -n 40 -o "$tmp/x.png"
fail "unknown image type" -o "$tmp/x.jpg"
fail "image size must be" -W 0 -o "$tmp/x.png"
fail "want MOVE:DEGREES" --turn R -o "$tmp/x.png"
fail "want 3d or net" --view side -o "$tmp/x.png"
fail "--scheme" --scheme rainbow -o "$tmp/x.png"
fail "no such file or directory" -o "$tmp/none/x.png"
fail "-o FILE is required" -n 3
[ ! -e "$tmp/x.png" ] || { echo "a failed render left x.png behind"; exit 1; }
echo "render ok"
