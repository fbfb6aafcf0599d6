#!/usr/bin/env bash
# The Windows build: `make windows` cross-compiles Cubelab.exe with MinGW-w64;
# 50-windows/main.go checks it is a PE32+ x86-64 GUI executable with the
# icon and version from FyneApp.toml; then, under wine, the command line
# must print what the Linux binary prints: apply's facelets, solve's answer
# for R U, and a solve that applied to its scramble gives the solved cube.
# Skipped (with a message) without MinGW-w64; CUBELAB_WINDOWS_E2E=0 skips it
# too (the first cross build of Fyne's C code takes several minutes).
set -euo pipefail
bin=$(realpath "$1")
cd "$(dirname "$0")/../.."
if [ "${CUBELAB_WINDOWS_E2E:-1}" = 0 ]; then
	echo "50-windows: skipped (CUBELAB_WINDOWS_E2E=0)"
	exit 0
fi
if ! command -v x86_64-w64-mingw32-gcc >/dev/null; then
	echo "50-windows: skipped (no MinGW-w64; make test-deps or apt-get install gcc-mingw-w64-x86-64)"
	exit 0
fi
start=$(date +%s)
make windows >/tmp/e2e-windows.log 2>&1 || { tail -30 /tmp/e2e-windows.log; exit 1; }
echo "50-windows: make windows took $(($(date +%s) - start)) s"
name=$(sed -n 's/^Name *= *"\(.*\)"/\1/p' FyneApp.toml)
version=$(sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
go run ./.ci/e2e.d/50-windows Cubelab.exe "$name" "$version"

wine=$(command -v wine || command -v wine64 || true)
if [ -z "$wine" ]; then
	echo "50-windows: wine not installed (apt-get install wine): the command line was not run"
	exit 0
fi
tmp=$(mktemp -d)
# A throwaway wine prefix and no display: the subcommands open no window.
# mscoree/mshtml= stops wine offering to install Mono and Gecko.
export WINEPREFIX=$tmp/wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" DISPLAY=
cleanup() {
	# This prefix's wine server lingers a few seconds after the last program.
	"$(dirname "$wine")/wineserver" -k 2>/dev/null || true
	for _ in $(seq 20); do rm -rf "$tmp" 2>/dev/null && break; sleep 0.25; done
	return 0
}
trap cleanup EXIT
"$wine" wineboot -i >/dev/null 2>&1 || true
# Wine 8 lacks bcryptprimitives.dll, which Go's runtime loads from system32
# (every Windows 10 has it): a stand-in for this prefix only.
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
	.ci/e2e.d/wine/bcryptprimitives.c -ladvapi32
run() { "$wine" Cubelab.exe "$@" 2>"$tmp/err" | tr -d '\r'; }
want=$("$bin" apply -n 3 "R U")
got=$(run apply -n 3 "R U") || true
[ "$got" = "$want" ] || { echo "50-windows: apply -n 3 \"R U\" under wine: got '$got', want '$want'"; cat "$tmp/err"; exit 1; }
got=$(run solve -n 3 "R U") || true
[ "$got" = "U' R'" ] || { echo "50-windows: solve -n 3 \"R U\" under wine: got '$got', want U' R'"; cat "$tmp/err"; exit 1; }
scramble="R U F' D2 L B2 U' R2 F D' L2"
sol=$(run solve -n 3 "$scramble") || true
after=$("$bin" apply -n 3 "$scramble $sol")
[ -n "$sol" ] && [ "$after" = "$("$bin" apply -n 3 "")" ] || { echo "50-windows: solve under wine gave '$sol', which does not solve '$scramble'"; cat "$tmp/err"; exit 1; }
echo "50-windows: under wine, apply and solve print the right answers ($scramble: $sol)"
