#!/usr/bin/env bash
# HTTP API: the documented /cube2 example answers an 8-move solution, the
# JSON API solves and reports bad input as 400 naming the field, and SIGTERM
# shuts the server down cleanly. Loopback only; plain bash /dev/tcp, so no
# HTTP client needs installing.
set -euo pipefail
bin=$(realpath "$1")
tmp=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
fail() { echo "serve: $*"; [ -f "$tmp/log" ] && cat "$tmp/log"; exit 1; }

"$bin" serve --addr 127.0.0.1:0 >"$tmp/log" 2>&1 &
pid=$!
for _ in $(seq 100); do
	grep -q "listening on" "$tmp/log" && break
	sleep 0.1
done
port=$(sed -n 's#.*listening on http://127.0.0.1:\([0-9]*\).*#\1#p' "$tmp/log")
[ -n "$port" ] || fail "no port announced"

# http METHOD PATH [BODY]: prints the status line, headers and body.
http() {
	exec 3<>"/dev/tcp/127.0.0.1/$port"
	if [ $# -ge 3 ]; then
		printf '%s %s HTTP/1.0\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s' "$1" "$2" "${#3}" "$3" >&3
	else
		printf '%s %s HTTP/1.0\r\nHost: localhost\r\n\r\n' "$1" "$2" >&3
	fi
	cat <&3
	exec 3<&-
}

out=$(http GET "/cube2?p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000")
grep -q "^HTTP/1.0 200" <<<"$out" || fail "cube2 example: $out"
sol=$(grep -o '"solution":\[[^]]*\]' <<<"$out")
[ "$(grep -o '"[URF][123]"' <<<"$sol" | wc -l)" = 8 ] || fail "cube2 example not 8 moves: $out"
grep -q '"normalize":\["x1","y3"\]' <<<"$out" || fail "cube2 normalize: $out"

out=$(http GET "/cube2?p2=0&p1=0&p0=0&o=0")
grep -q "^HTTP/1.0 400" <<<"$out" || fail "repeated cubie not 400: $out"
grep -q '"field":"p2,p1,p0"' <<<"$out" || fail "repeated cubie field: $out"

out=$(http POST /v1/solve '{"size":3,"scramble":"R U R'"'"' U'"'"' F2"}')
grep -q "^HTTP/1.0 200" <<<"$out" || fail "solve: $out"
grep -q '"htm":' <<<"$out" || fail "solve lengths: $out"

out=$(http POST /v1/solve '{"size":99,"scramble":"R"}')
grep -q "^HTTP/1.0 400" <<<"$out" && grep -q '"field":"size"' <<<"$out" || fail "size 99: $out"

out=$(http GET "/v1/scramble?size=2")
grep -q '"scramble":' <<<"$out" || fail "scramble: $out"
out=$(http GET "/v1/methods?size=3")
grep -q '"methods":' <<<"$out" || fail "methods: $out"
out=$(http GET "/v1/render.png?size=3&alg=R&width=64" | head -c 400 | tr -d "\\0")
grep -q "^Content-Type: image/png" <<<"$out" || fail "render.png: $(head -c 300 <<<"$out")"
out=$(http GET /healthz)
grep -q '"status":"ok"' <<<"$out" || fail "healthz: $out"

kill -TERM "$pid"
rc=0
wait "$pid" || rc=$?
pid=
[ "$rc" = 0 ] || fail "exit status $rc after SIGTERM"
grep -q "stopped" "$tmp/log" || fail "no clean stop"

# SIGINT with a slow solve in flight: the solve still gets its answer, new
# connections are refused at once, and the server exits 0 once it is done.
"$bin" serve --addr 127.0.0.1:0 >"$tmp/log" 2>&1 &
pid=$!
port=
for _ in $(seq 100); do
	port=$(sed -n 's#.*listening on http://127.0.0.1:\([0-9]*\).*#\1#p' "$tmp/log")
	[ -n "$port" ] && break
	sleep 0.1
done
[ -n "$port" ] || fail "second server: no port announced"
scr=$("$bin" scramble -n 9 --seed 2)
# (A fresh server's first 9x9 solve builds the 5x5 and 9x9 tables within
# its deadline: about 10 s on a busy machine, the default; ask for 60.)
http POST /v1/solve "{\"size\":9,\"scramble\":\"$scr\",\"timeout_ms\":60000}" >"$tmp/inflight" &
client=$!
for _ in $(seq 50); do
	grep -q '"solves_in_use":1' <<<"$(http GET /healthz)" && break
	sleep 0.05
done
kill -INT "$pid"
sleep 0.2
if (exec 4<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "accepted a connection while shutting down"; fi
wait "$client" || true
grep -q "^HTTP/1.0 200" "$tmp/inflight" || fail "in-flight solve lost on SIGINT: $(head -c 300 "$tmp/inflight")"
rc=0
wait "$pid" || rc=$?
pid=
[ "$rc" = 0 ] || fail "exit status $rc after SIGINT"
grep -q "stopped" "$tmp/log" || fail "no clean stop after SIGINT"
echo "serve ok"
