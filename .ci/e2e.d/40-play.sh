#!/usr/bin/env bash
# Terminal play: piped sessions are scriptable and plain (no ANSI escapes),
# bad commands keep the cube, 'solve FILE' stores a solution that solves the
# start, and at a real terminal (tmux) 'show' draws in ANSI colours.
set -euo pipefail
bin=$(realpath "$1")
tmp=$(mktemp -d)
trap 'tmux kill-session -t cubelab-e2e-play 2>/dev/null || true; rm -rf "$tmp"' EXIT
fail() { echo "play: $*"; exit 1; }

# The brief's scripted example.
out=$(printf 'r\nshow\nquit\n' | "$bin" play -n 3 --seed 1)
grep -q "scrambled with: " <<<"$out" || fail "no scramble announced: $out"
grep -q "bye" <<<"$out" || fail "quit did not say bye: $out"
[ "$(grep -cE '^ {4}[YOBRGW]{3}$' <<<"$out")" -ge 6 ] || fail "show drew no plain net: $out"
if grep -q $'\e\[' <<<"$out"; then fail "ANSI escapes in piped output"; fi

# A bad command gets a message and the session goes on.
out=$(printf 'frobnicate\nR2 Q\nhelp\n' | "$bin" play -n 2 --seed 4)
grep -q "can't do \"frobnicate\"" <<<"$out" || fail "no message for a bad command: $out"
grep -q "column 4" <<<"$out" || fail "bad notation not located: $out"
grep -q "Commands:" <<<"$out" || fail "session ended after a bad command: $out"

# solve FILE stores a solution; typing it in solves the same seeded cube.
for n in 2 3; do
	out=$(printf "solve %s\n" "$tmp/sol$n.txt" | "$bin" play -n $n --seed 7)
	[ -s "$tmp/sol$n.txt" ] || fail "solve did not store a file: $out"
	sol=$(cat "$tmp/sol$n.txt")
	out=$(printf '%s\nquit\n' "$sol" | "$bin" play -n $n --seed 7)
	grep -q "Solved!" <<<"$out" || fail "${n}x$n: stored solution '$sol' does not solve: $out"
	# Solving ends the game: the 'quit' after it is never read.
	if grep -q "bye" <<<"$out"; then fail "${n}x$n: the game went on after it was solved: $out"; fi
	# The stored solution applied to the announced scramble gives solved.
	scr=$(grep -m1 "scrambled with: " <<<"$out" | sed 's/scrambled with: //')
	got=$("$bin" apply -n $n "$scr $sol")
	want=$("$bin" apply -n $n "")
	[ "$got" = "$want" ] || fail "${n}x$n: apply '$scr' '$sol' = $got"
done

# A hint's move, played, leaves a cube one move shorter (2x2: optimal).
out=$(printf 'hint\n' | "$bin" play -n 2 --seed 9)
grep -qE "hint: [URF]['2]? +\(first move of a [0-9]+-move optimal solution" <<<"$out" || fail "hint: $out"

# The TTY path: prompt and ANSI colours at a real terminal.
if command -v tmux >/dev/null; then
	tmux new-session -d -s cubelab-e2e-play -x 120 -y 50 "$bin play -n 2 --seed 3; sleep 5"
	sleep 1
	tmux send-keys -t cubelab-e2e-play "show" Enter
	sleep 1
	screen=$(tmux capture-pane -e -p -t cubelab-e2e-play)
	grep -q $'\e\[[0-9;]*48;5;' <<<"$screen" || fail "no ANSI background colours at a terminal: $screen"
	grep -q "> " <<<"$screen" || fail "no prompt at a terminal: $screen"
	tmux send-keys -t cubelab-e2e-play "quit" Enter
	sleep 1
	screen=$(tmux capture-pane -p -t cubelab-e2e-play)
	grep -q "bye" <<<"$screen" || fail "quit at a terminal: $screen"
fi
echo "play ok"
