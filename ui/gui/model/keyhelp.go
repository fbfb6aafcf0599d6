package model

import (
	"sort"
	"strings"

	"cubelab/cube"
)

// KeyName is how help texts write a key of the map: "Enter" for Return,
// the key's own name otherwise ("W", "]", "Space", "Ctrl+Z").
func KeyName(key string) string {
	switch key {
	case "Return", "KP_Enter":
		return "Enter"
	}
	return key
}

// KeyFor returns the key help texts name for c: single characters before
// named keys, Return before the other Enter keys; "" when no key runs c.
func (k *Keymap) KeyFor(c Command) string {
	keys := k.KeysFor(c)
	if len(keys) == 0 {
		return ""
	}
	rank := func(key string) int {
		switch {
		case key == "Return":
			return 0
		case len(key) == 1:
			return 1
		case strings.HasPrefix(key, "Ctrl+"):
			return 3
		}
		return 2
	}
	sort.SliceStable(keys, func(i, j int) bool { return rank(keys[i]) < rank(keys[j]) })
	return KeyName(keys[0])
}

// helpMoves are the moves a help text pairs with their keys, in csTimer's
// order: the outer faces, then the rotations.
var helpMoves = []string{"R", "U", "F", "D", "L", "B", "x", "y", "z"}

// KeyHelp writes the status line's key help for the map on an n-cube at
// hand depths d: the face turns ("W A S D F X turn U L F R B D, Shift =
// prime" for the window's own map), the exact moves of a map like
// csTimer's ("I K = R R'"), the layer digits, then shuffle, reset, what
// Enter does (enter: "solve & play", or for the Human method "timed solve
// by hand") and the timer. Only keys the map binds are named.
func KeyHelp(k *Keymap, n int, d Depths, enter string) string {
	var parts []string
	var faceKeys, faces []string
	for _, f := range cube.Faces {
		if key := k.KeyFor(CmdTurn(f)); key != "" {
			faceKeys, faces = append(faceKeys, key), append(faces, f.String())
		}
	}
	if len(faces) > 0 {
		parts = append(parts, strings.Join(faceKeys, " ")+" turn "+strings.Join(faces, " ")+", Shift = prime")
	}
	moveKey := k.moveKeys(n, d)
	var singleKeys, singles []string // moves whose prime is Shift and the key
	for _, m := range helpMoves {
		key, prime := moveKey[m], moveKey[m+"'"]
		switch {
		case key != "" && prime != "":
			parts = append(parts, key+" "+prime+" = "+m+" "+m+"'")
		case key != "":
			singleKeys, singles = append(singleKeys, key), append(singles, m)
		}
	}
	if len(singles) > 0 {
		parts = append(parts, strings.Join(singleKeys, " ")+" = "+strings.Join(singles, " "))
	}
	digits := 0
	for i := 1; i <= 9; i++ {
		if k.KeyFor(CmdDigit(i)) == string(rune('0'+i)) {
			digits++
		}
	}
	if digits == 9 {
		parts = append(parts, "1-9 layer")
	}
	for _, c := range []struct {
		cmd  Command
		what string
	}{{CmdShuffle, "shuffle"}, {CmdReset, "reset"}, {CmdSolve, enter}, {CmdTimer, "timer"}} {
		if key := k.KeyFor(c.cmd); key != "" {
			parts = append(parts, key+" "+c.what)
		}
	}
	if len(parts) == 0 {
		return "No keys bound: the key settings (View, Keys…) bind them."
	}
	return "Keys: " + strings.Join(parts, ", ")
}

// moveKeys maps each move a plain key makes on an n-cube (its notation, at
// hand depths d) to the key help names for it.
func (k *Keymap) moveKeys(n int, d Depths) map[string]string {
	keys := make([]string, 0, len(k.keys))
	for key := range k.keys {
		if !strings.HasPrefix(key, "Ctrl+") {
			keys = append(keys, key)
		}
	}
	sort.Strings(keys)
	out := map[string]string{}
	for _, key := range keys {
		a, _ := k.lookup(key, false, false, n, d)
		if a.Kind != ActMove {
			continue
		}
		m := a.Move.String()
		if old, ok := out[m]; !ok || (len(old) > 1 && len(key) == 1) {
			out[m] = KeyName(key)
		}
	}
	return out
}
