#!/usr/bin/env bash
# The browser build (`make web`) as a phone app, in headless Chromium
# emulating touch phones (360x640 and 412x915, Android user agent, CPU
# throttled 4x): 34-web-phone/main.go serves the files itself (so it can cut
# the network), checks the manifest and that Chromium finds the page
# installable, swipes a sticker (the cube must change by exactly that
# layer's turn), orbits, pinches, taps the move pad and types an algorithm
# with the soft keyboard, times the first frame and a kociemba solve, then
# visits again with the server stopped and the network offline (the page
# and its WebAssembly must come from the cache) and finally serves a "new
# build" that must replace the cached one. Skipped (with a message) when
# Chromium is not installed; CUBELAB_WEB_E2E=0 skips it too.
# Set E2E_SHOTS=dir to keep the screenshots; E2E_NO_BUILD=1 reuses wasm/.
set -euo pipefail
cd "$(dirname "$0")/../.."
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ] || [ "${CUBELAB_WEB_E2E:-1}" = 0 ]; then
	echo "34-web-phone: skipped (no chromium; apt-get install chromium to run it)"
	exit 0
fi
tmp=$(mktemp -d)
chrome_pid=""
cleanup() {
	stop_chrome
	if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS" && cp "$tmp"/*.png "$E2E_SHOTS"/ 2>/dev/null || true; fi
	for _ in $(seq 20); do rm -rf "$tmp" 2>/dev/null && break; sleep 0.25; done
	return 0
}
# Chromium runs in its own process group (setsid), so its helpers go with it.
stop_chrome() {
	[ -n "$chrome_pid" ] || return 0
	kill -- -"$chrome_pid" 2>/dev/null || kill "$chrome_pid" 2>/dev/null || true
	wait "$chrome_pid" 2>/dev/null || true
	for _ in $(seq 20); do kill -0 -- -"$chrome_pid" 2>/dev/null || break; sleep 0.25; done
	kill -KILL -- -"$chrome_pid" 2>/dev/null || true
	chrome_pid=""
}
trap cleanup EXIT

if [ "${E2E_NO_BUILD:-0}" != 1 ]; then
	make web >"$tmp/make-web.log" 2>&1 || { cat "$tmp/make-web.log"; exit 1; }
fi
cp -r wasm "$tmp/site"
go build -o "$tmp/driver" ./.ci/e2e.d/34-web-phone

run_browser() {
	dtport=$((20000 + RANDOM % 20000))
	rm -rf "$tmp/profile"
	setsid "$chrome" --headless=new --no-sandbox --user-data-dir="$tmp/profile" --no-first-run \
		--use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader \
		--remote-debugging-port="$dtport" --remote-allow-origins="*" \
		about:blank >"$tmp/chrome.log" 2>&1 &
	chrome_pid=$!
	local rc=0
	timeout 900 "$tmp/driver" "$dtport" "$tmp" "$tmp/site" || rc=$?
	if [ "$rc" != 0 ]; then
		echo "34-web-phone: driver exited $rc (124 = timed out); chromium log tail:"
		tail -5 "$tmp/chrome.log" || true
	fi
	stop_chrome
	return "$rc"
}
run_browser || { echo "34-web-phone: retrying once"; run_browser; }
