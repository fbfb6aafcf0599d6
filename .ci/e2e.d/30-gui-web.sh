#!/usr/bin/env bash
# The same window built for the browser (`make web`) in headless Chromium:
# 30-gui-web/main.go measures the bytes transferred and the time to the
# first frame of the cube, presses W, Shift+D, 2, S, ] and \ through the
# DevTools protocol and compares screenshots, solves a shuffled cube
# with kociemba in the page and a 4x4 with reduction (each on two visits:
# the second must read the first's tables back from the page's IndexedDB;
# E2E_BIG_SIZE=5 takes a 5x5 instead of the 4x4). Skipped (with a message) when
# Chromium is not installed; CUBELAB_WEB_E2E=0 skips it too.
# Set E2E_SHOTS=dir to keep the screenshots.
set -euo pipefail
cd "$(dirname "$0")/../.."
chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ] || [ "${CUBELAB_WEB_E2E:-1}" = 0 ]; then
	echo "30-gui-web: skipped (no chromium; apt-get install chromium to run it)"
	exit 0
fi
tmp=$(mktemp -d)
srv_pid="" chrome_pid=""
cleanup() {
	stop_chrome
	[ -n "$srv_pid" ] && kill "$srv_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS" && cp "$tmp"/*.png "$E2E_SHOTS"/ 2>/dev/null || true; fi
	for _ in $(seq 20); do rm -rf "$tmp" 2>/dev/null && break; sleep 0.25; done
	return 0
}
# Chromium runs in its own process group (setsid), so its helper processes,
# which outlive the browser for a moment and keep writing the profile, are
# stopped with it by group id.
stop_chrome() {
	[ -n "$chrome_pid" ] || return 0
	kill -- -"$chrome_pid" 2>/dev/null || kill "$chrome_pid" 2>/dev/null || true
	wait "$chrome_pid" 2>/dev/null || true
	for _ in $(seq 20); do kill -0 -- -"$chrome_pid" 2>/dev/null || break; sleep 0.25; done
	kill -KILL -- -"$chrome_pid" 2>/dev/null || true
	chrome_pid=""
}
trap cleanup EXIT

# The browser build as shipped (`make web`: release build, precompressed
# wasm, loader page), served by a plain static file server.
make web >"$tmp/make-web.log" 2>&1 || { cat "$tmp/make-web.log"; exit 1; }
cp -r wasm "$tmp/site"
go build -o "$tmp/driver" ./.ci/e2e.d/30-gui-web

# run_browser starts a page server and headless Chromium and drives them.
# A first start on a cold machine can be slow, so a failed run says why and
# is tried once more with fresh processes.
run_browser() {
	port=$((20000 + RANDOM % 20000))
	dtport=$((port + 1))
	python3 -m http.server "$port" --bind 127.0.0.1 --directory "$tmp/site" >"$tmp/http.log" 2>&1 &
	srv_pid=$!
	rm -rf "$tmp/profile"
	setsid "$chrome" --headless=new --no-sandbox --user-data-dir="$tmp/profile" --no-first-run \
		--use-gl=angle --use-angle=swiftshader --enable-unsafe-swiftshader \
		--window-size=1100,720 --remote-debugging-port="$dtport" --remote-allow-origins="*" \
		about:blank >"$tmp/chrome.log" 2>&1 &
	chrome_pid=$!
	local rc=0
	timeout 600 "$tmp/driver" "$dtport" "$tmp" "http://127.0.0.1:$port/" || rc=$?
	if [ "$rc" != 0 ]; then
		echo "30-gui-web: driver exited $rc (124 = timed out); chromium log tail:"
		tail -5 "$tmp/chrome.log" || true
	fi
	stop_chrome
	kill "$srv_pid" 2>/dev/null || true
	wait "$srv_pid" 2>/dev/null || true
	srv_pid=""
	return "$rc"
}
run_browser || { echo "30-gui-web: retrying once"; run_browser; }
