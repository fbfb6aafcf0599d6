# Shared by the end-to-end checks that drive the browser build in headless
# Chromium (.ci/e2e.d/35-gui-web-journey.sh, 61-soak-web.sh, `make
# soak-web`); sourced, not run. Set `name` (for messages) first. It makes
# $tmp, and on exit stops Chromium and the page server, keeps the
# screenshots in $E2E_SHOTS if that is set, and removes $tmp. The driver is
# .ci/e2e.d/30-gui-web (its modes journey and soak).

chrome=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$chrome" ] || [ "${CUBELAB_WEB_E2E:-1}" = 0 ]; then
	echo "$name: skipped (no chromium; apt-get install chromium to run it)"
	exit 0
fi
tmp=$(mktemp -d)
srv_pid="" chrome_pid=""
web_cleanup() {
	stop_chrome
	[ -n "$srv_pid" ] && kill "$srv_pid" 2>/dev/null || true
	wait 2>/dev/null || true
	if [ -n "${E2E_SHOTS:-}" ]; then mkdir -p "$E2E_SHOTS" && cp "$tmp"/*.png "$E2E_SHOTS"/ 2>/dev/null || true; fi
	for _ in $(seq 20); do rm -rf "$tmp" 2>/dev/null && break; sleep 0.25; done
	return 0
}
# Chromium runs in its own process group (setsid): its helpers go with it.
stop_chrome() {
	[ -n "$chrome_pid" ] || return 0
	kill -- -"$chrome_pid" 2>/dev/null || kill "$chrome_pid" 2>/dev/null || true
	wait "$chrome_pid" 2>/dev/null || true
	for _ in $(seq 20); do kill -0 -- -"$chrome_pid" 2>/dev/null || break; sleep 0.25; done
	kill -KILL -- -"$chrome_pid" 2>/dev/null || true
	chrome_pid=""
}
trap web_cleanup EXIT

# web_build makes the browser build (`make web`) unless wasm/ is newer than
# every source it is made from (another check of the same run built it),
# copies it to $tmp/site and builds the driver as $tmp/driver.
web_build() {
	local stale
	stale=$(find . -path ./.ci -prune -o \( -name '*.go' -o -name go.mod -o -name go.sum -o -name FyneApp.toml -o -path ./ui/gui/wasm/index.html \) \
		-newer wasm/cubelab.wasm.br -print 2>/dev/null | head -1)
	if [ ! -f wasm/cubelab.wasm.br ] || [ -n "$stale" ]; then
		make web >"$tmp/make-web.log" 2>&1 || { cat "$tmp/make-web.log"; exit 1; }
	else
		echo "$name: reusing wasm/ (newer than every source)"
	fi
	cp -r wasm "$tmp/site"
	go build -o "$tmp/driver" ./.ci/e2e.d/30-gui-web
}

# run_browser MODE: a page server and headless Chromium (1100x720), driven
# by the driver in MODE for at most $browser_timeout seconds (default 1800).
run_browser() {
	local port dtport rc=0
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
	timeout "${browser_timeout:-1800}" "$tmp/driver" "$dtport" "$tmp" "http://127.0.0.1:$port/" "$1" || rc=$?
	if [ "$rc" != 0 ]; then
		echo "$name: driver exited $rc (124 = timed out); chromium log tail:"
		tail -5 "$tmp/chrome.log" || true
	fi
	stop_chrome
	kill "$srv_pid" 2>/dev/null || true
	wait "$srv_pid" 2>/dev/null || true
	srv_pid=""
	return "$rc"
}
