package model

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"cubelab/cube"
)

// A Command is what a key can be bound to:
//
//   - "turn U" ... "turn D": turn the selected layers of that face (seed
//     000's W A S D F X);
//   - one move in notation, "R", "R'", "Rw", "x", "M", "2-3Uw'": that move
//     exactly (rotations and slices, csTimer's keys);
//   - "shuffle", "reset", "solve", "undo", "redo", "timer" (Space: start or
//     stop the manual timer), "digit0".."digit9" (type a layer number).
//
// With Shift held, a move turns the other way (Shift = prime).
type Command string

// The commands that are not moves.
const (
	CmdShuffle Command = "shuffle"
	CmdReset   Command = "reset"
	CmdSolve   Command = "solve"
	CmdUndo    Command = "undo"
	CmdRedo    Command = "redo"
	CmdTimer   Command = "timer"
)

// CmdTurn returns the command turning the selected layers of face f.
func CmdTurn(f cube.Face) Command { return Command("turn " + f.String()) }

// CmdDigit returns the command typing digit d of a layer number.
func CmdDigit(d int) Command { return Command(fmt.Sprintf("digit%d", d)) }

// Commands lists every bindable command, for the settings screen: the face
// turns, the rotations and slices both ways, the other commands and the ten
// layer digits.
func Commands() []Command {
	var out []Command
	for _, f := range cube.Faces {
		out = append(out, CmdTurn(f))
	}
	for _, m := range []string{"x", "y", "z", "M", "E", "S"} {
		out = append(out, Command(m), Command(m+"'"))
	}
	out = append(out, CmdShuffle, CmdReset, CmdSolve, CmdUndo, CmdRedo, CmdTimer,
		CmdLeftShallower, CmdLeftDeeper, CmdRightDeeper, CmdRightShallower)
	for d := 0; d <= 9; d++ {
		out = append(out, CmdDigit(d))
	}
	return out
}

// Keymap binds key names (Fyne's: "W", ";", "Return"; "Ctrl+Z" with Ctrl,
// "Ctrl+Shift+Z" when Shift matters) to commands. Several keys may run one
// command; a key runs at most one.
type Keymap struct {
	keys map[string]Command
}

// Key map presets.
const (
	PresetCubelab = "cubelab"
	PresetCSTimer = "cstimer"
)

// Presets lists the preset names.
func Presets() []string { return []string{PresetCubelab, PresetCSTimer} }

// common are the bindings both presets share: Enter solves, Ctrl+Z/Y undo
// and redo, ] shuffles, \ resets, Space runs the manual timer.
var common = map[string]Command{
	"Return": CmdSolve, "KP_Enter": CmdSolve, "Enter": CmdSolve,
	"Ctrl+Z": CmdUndo, "Ctrl+Y": CmdRedo, "Ctrl+Shift+Z": CmdRedo,
	"]": CmdShuffle, "\\": CmdReset, "Space": CmdTimer,
}

// cubelabKeys is the window's own map, W A S D F X for U L F R B D on the selected
// layers and digits for the layer, plus rotations and slices on keys that
// leave W A S D F X alone: x on C (X is D's key; C is its neighbour), y on
// Y, z on Z, M on M, E on E and S on G (S is F's key). Shift reverses each.
var cubelabKeys = map[string]Command{
	"W": "turn U", "A": "turn L", "S": "turn F", "D": "turn R", "F": "turn B", "X": "turn D",
	"C": "x", "Y": "y", "Z": "z", "M": "M", "E": "E", "G": "S",
}

// csTimerKeys is the virtual cube's key map of csTimer, entry by entry
// (github.com/cs0x7f/cstimer, src/js/twisty/twistynnn.js,
// generateCubeKeyMapping; see handdepth.go for the [first,last,face] form
// and the hand depths l and r): I K R R', J F U U', H G F F', S L D D',
// D E L L', W O B B', U M r r', V R l l', Z / d d', , C u u', T Y x,
// B N x', ; A y y', P Q z z', 5 6 M, X . M' (the layer next to the hand's
// block), 0 S, 1 S', 2 E, 9 E', 3 4 left hand shallower/deeper, 7 8 right
// hand deeper/shallower. Layer digits are then off; Shift still reverses a
// move.
var csTimerKeys = map[string]Command{
	"I": "[1,r,R]", "K": "[1,r,R]'", "W": "B", "O": "B'", "S": "D", "L": "D'",
	"D": "[1,l,L]", "E": "[1,l,L]'", "J": "U", "F": "U'", "H": "F", "G": "F'",
	";": "y", "A": "y'", "U": "[1,r+1,R]", "R": "[1,l+1,L]'", "M": "[1,r+1,R]'", "V": "[1,l+1,L]",
	"T": "x", "Y": "x", "N": "x'", "B": "x'",
	".": "[r+1,r+1,R]", "X": "[l+1,l+1,L]'", "5": "[l+1,l+1,L]", "6": "[r+1,r+1,R]'",
	"1": "S'", "2": "E", "9": "E'", "0": "S",
	"P": "z", "Q": "z'", "Z": "Dw", "C": "Uw'", ",": "Uw", "/": "Dw'",
	"3": CmdLeftShallower, "4": CmdLeftDeeper, "7": CmdRightDeeper, "8": CmdRightShallower,
}

// NewKeymap returns a preset's map.
func NewKeymap(preset string) (*Keymap, error) {
	k := &Keymap{keys: map[string]Command{}}
	var extra map[string]Command
	switch preset {
	case PresetCubelab:
		extra = cubelabKeys
		for d := 0; d <= 9; d++ {
			k.keys[fmt.Sprint(d)] = CmdDigit(d)
		}
	case PresetCSTimer:
		extra = csTimerKeys
	default:
		return nil, fmt.Errorf("key map preset %q: want %s", preset, strings.Join(Presets(), " or "))
	}
	for key, c := range common {
		k.keys[key] = c
	}
	for key, c := range extra {
		k.keys[key] = c
	}
	return k, nil
}

// DefaultKeymap is the seed preset.
func DefaultKeymap() *Keymap {
	k, _ := NewKeymap(PresetCubelab)
	return k
}

// Command returns what key runs ("" if nothing).
func (k *Keymap) Command(key string) Command { return k.keys[key] }

// KeysFor returns the keys bound to c, sorted.
func (k *Keymap) KeysFor(c Command) []string {
	var out []string
	for key, kc := range k.keys {
		if kc == c {
			out = append(out, key)
		}
	}
	sort.Strings(out)
	return out
}

// ConflictError refuses a binding whose key already runs another command.
type ConflictError struct {
	Key      string
	Existing Command
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("key %s already runs %s; unbind it first", e.Key, e.Existing)
}

// ReservedKeyError refuses a binding of a key the window gives a fixed
// meaning outside the key map (Escape, Tab, Enter, Ctrl+Z, ...).
type ReservedKeyError struct {
	Key string
	Why string // what the key does: "closes dialogs and the paint editor"
}

func (e *ReservedKeyError) Error() string {
	return fmt.Sprintf("key %s is reserved: it %s", e.Key, e.Why)
}

// reservedKeys are the keys the window itself gives a meaning, whatever the
// map says, and the one command a map may bind each to ("": none). A map
// binding them otherwise would, say, turn R on Escape while Escape also
// closes a dialog, or stop Ctrl+Z undoing.
var reservedKeys = map[string]struct {
	only Command
	why  string
}{
	"Escape":       {"", "closes dialogs and the paint editor and cancels a key binding"},
	"Tab":          {"", "hands the keyboard back to the cube from a text field"},
	"Return":       {CmdSolve, "is Enter: it closes messages and is Done in the paint editor, so it may only solve"},
	"KP_Enter":     {CmdSolve, "is Enter: it closes messages and is Done in the paint editor, so it may only solve"},
	"Enter":        {CmdSolve, "is Enter: it closes messages and is Done in the paint editor, so it may only solve"},
	"Ctrl+Z":       {CmdUndo, "is undo everywhere (the paint editor, text fields), so it may only undo"},
	"Ctrl+Y":       {CmdRedo, "is redo everywhere, so it may only redo"},
	"Ctrl+Shift+Z": {CmdRedo, "is redo everywhere, so it may only redo"},
	"Ctrl+P":       {"", "opens the paint editor"},
	"Left":         {"", "steps back through a solution in the Solution tab"},
	"Right":        {"", "steps through a solution in the Solution tab"},
	"Home":         {"", "goes to a solution's start in the Solution tab"},
	"End":          {"", "goes to a solution's end in the Solution tab"},
	"LeftShift":    {"", "is Shift, which reverses moves"},
	"RightShift":   {"", "is Shift, which reverses moves"},
	"LeftControl":  {"", "is Ctrl"},
	"RightControl": {"", "is Ctrl"},
	"LeftAlt":      {"", "is a modifier"},
	"RightAlt":     {"", "is a modifier"},
	"LeftSuper":    {"", "is a modifier"},
	"RightSuper":   {"", "is a modifier"},
	"Menu":         {"", "is a modifier"},
	"CapsLock":     {"", "is a modifier"},
	"PrintScreen":  {"", "belongs to the system"},
}

// Bind makes key run c. A key that already runs another command is refused
// with a *ConflictError, a reserved key (Escape, Tab, Enter but to solve,
// Ctrl+Z but to undo, ...) with a *ReservedKeyError (nothing changes); a
// bad key or command is an error.
func (k *Keymap) Bind(key string, c Command) error {
	if key == "" || strings.ContainsAny(key, "=\n") {
		return fmt.Errorf("key %q cannot be bound", key)
	}
	if err := c.check(); err != nil {
		return err
	}
	if r, ok := reservedKeys[key]; ok && c != r.only {
		return &ReservedKeyError{Key: key, Why: r.why}
	}
	if old, ok := k.keys[key]; ok && old != c {
		return &ConflictError{Key: key, Existing: old}
	}
	k.keys[key] = c
	return nil
}

// Rebind makes key the only key of c: c's other keys are unbound. Like
// Bind it refuses a key that runs another command.
func (k *Keymap) Rebind(key string, c Command) error {
	if old, ok := k.keys[key]; ok && old != c {
		return &ConflictError{Key: key, Existing: old}
	}
	if err := c.check(); err != nil {
		return err
	}
	for _, other := range k.KeysFor(c) {
		delete(k.keys, other)
	}
	return k.Bind(key, c)
}

// Unbind frees a key.
func (k *Keymap) Unbind(key string) { delete(k.keys, key) }

// check reports a command that is neither a known command nor one move.
func (c Command) check() error {
	switch c {
	case CmdShuffle, CmdReset, CmdSolve, CmdUndo, CmdRedo, CmdTimer:
		return nil
	}
	if c.isDepth() {
		return nil
	}
	if _, ok, err := c.handMove(Depths{1, 1}, 0); ok {
		return err
	}
	if _, ok := c.digit(); ok {
		return nil
	}
	if _, ok := c.face(); ok {
		return nil
	}
	a, err := cube.ParseAlg(string(c), 0)
	if err != nil || len(a) != 1 {
		return fmt.Errorf("command %q: want one move or one of shuffle, reset, solve, undo, redo, timer, digit0..digit9", c)
	}
	return nil
}

func (c Command) face() (cube.Face, bool) {
	s, ok := strings.CutPrefix(string(c), "turn ")
	if !ok || len(s) != 1 {
		return 0, false
	}
	return cube.ParseFace(s[0])
}

func (c Command) digit() (int, bool) {
	s, ok := strings.CutPrefix(string(c), "digit")
	if !ok || len(s) != 1 || s[0] < '0' || s[0] > '9' {
		return 0, false
	}
	return int(s[0] - '0'), true
}

// Encode writes the map as "key=command" lines, sorted, for preferences.
func (k *Keymap) Encode() string {
	keys := make([]string, 0, len(k.keys))
	for key := range k.keys {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	var sb strings.Builder
	for _, key := range keys {
		fmt.Fprintf(&sb, "%s=%s\n", key, k.keys[key])
	}
	return sb.String()
}

// maxNamedLines bounds how many bad lines DecodeKeymap's error names.
const maxNamedLines = 8

// DecodeKeymap reads Encode's form. Bad lines (a reserved key, a key bound
// twice, a command that does not exist) are left out and the error names
// each, with its line number; the map of the good lines is returned with
// it (nil when no line was good).
func DecodeKeymap(s string) (*Keymap, error) {
	k := &Keymap{keys: map[string]Command{}}
	var bad []string
	for i, line := range strings.Split(s, "\n") {
		if line == "" {
			continue
		}
		eq := strings.LastIndex(line, "=")
		var err error
		if eq <= 0 {
			err = fmt.Errorf("%q: want key=command", line)
		} else {
			err = k.Bind(line[:eq], Command(line[eq+1:]))
		}
		if err != nil {
			bad = append(bad, fmt.Sprintf("line %d: %v", i+1, err))
		}
	}
	if bad == nil {
		return k, nil
	}
	more := ""
	if len(bad) > maxNamedLines {
		more = fmt.Sprintf("; and %d more bad lines", len(bad)-maxNamedLines)
		bad = bad[:maxNamedLines]
	}
	err := fmt.Errorf("key map: %s%s (left out)", strings.Join(bad, "; "), more)
	if len(k.keys) == 0 {
		return nil, err
	}
	return k, err
}

// Action turns a command into what the session does. ok is false for
// unknown commands.
func (c Command) action(shift bool, n int, d Depths) (Action, bool) {
	if c.isDepth() {
		return Action{Kind: ActDepth}, true
	}
	if m, ok, err := c.handMove(d, n); ok {
		if err != nil {
			return Action{}, false
		}
		if _, _, err := m.Layers(n); err != nil {
			return Action{}, false
		}
		if shift {
			m = m.Inverse()
		}
		return Action{Kind: ActMove, Move: m}, true
	}
	switch c {
	case CmdShuffle:
		return Action{Kind: ActShuffle}, true
	case CmdReset:
		return Action{Kind: ActReset}, true
	case CmdSolve:
		return Action{Kind: ActSolve}, true
	case CmdUndo:
		return Action{Kind: ActUndo}, true
	case CmdRedo:
		return Action{Kind: ActRedo}, true
	case CmdTimer:
		return Action{Kind: ActTimer}, true
	}
	if d, ok := c.digit(); ok {
		return Action{Kind: ActLayer, Layer: d}, true
	}
	turns := 1
	if shift {
		turns = 3
	}
	if f, ok := c.face(); ok {
		return Action{Kind: ActTurn, Face: f, Turns: turns}, true
	}
	a, err := cube.ParseAlg(string(c), n)
	if err != nil || len(a) != 1 {
		return Action{}, false
	}
	m := a[0]
	if shift {
		m = m.Inverse()
	}
	return Action{Kind: ActMove, Move: m}, true
}

// Lookup maps a key and the modifier state to an action on an n-cube (a
// move that does not exist there is no action). Ctrl looks up "Ctrl+key"
// ("Ctrl+Shift+key" first with Shift); without Ctrl, Shift reverses moves.
func (k *Keymap) Lookup(key string, shift, ctrl bool, n int) Action {
	a, _ := k.lookup(key, shift, ctrl, n, Depths{1, 1})
	return a
}

// lookup is Lookup with hand depths; it also returns the command.
func (k *Keymap) lookup(key string, shift, ctrl bool, n int, d Depths) (Action, Command) {
	var c Command
	switch {
	case ctrl && shift:
		if c = k.keys["Ctrl+Shift+"+key]; c == "" {
			c = k.keys["Ctrl+"+key]
		}
	case ctrl:
		c = k.keys["Ctrl+"+key]
	default:
		c = k.keys[key]
	}
	a, _ := c.action(shift && !ctrl, n, d)
	return a, c
}

// LayerDigitWindow is how soon a second digit must follow the first to make
// a two-digit layer number (1 then 2 = layer 12).
const LayerDigitWindow = 600 * time.Millisecond

// KeyInput turns key presses into actions with a key map, remembering a
// first layer digit so that a second one within LayerDigitWindow makes a
// two-digit layer (on cubes with more than 9 layers).
type KeyInput struct {
	Map       *Keymap
	depths    Depths // csTimer's hand depths (0: not yet set, meaning 1)
	lastDigit int
	lastAt    time.Time
	pending   bool
}

// Press maps one key press at time now on an n-cube. A digit selects its
// layer at once; a second digit soon after selects the two-digit layer
// when it exists (1 then 2 on a 17x17 is 12; on a 3x3 it is 2). Digit 0
// alone selects nothing; a single digit past N selects N (the session
// clamps).
func (in *KeyInput) Press(key string, shift, ctrl bool, n int, now time.Time) Action {
	d := in.Depths(n)
	a, c := in.Map.lookup(key, shift, ctrl, n, d)
	switch a.Kind {
	case ActDepth:
		in.depths = d.change(c, n)
	case ActTimer:
		in.depths = Depths{1, 1} // csTimer's Space resets the hands
	}
	if a.Kind != ActLayer {
		if a.Kind != ActNone {
			in.pending = false
		}
		return a
	}
	digit := a.Layer
	if in.pending && now.Sub(in.lastAt) <= LayerDigitWindow && now.Sub(in.lastAt) >= 0 {
		if two := in.lastDigit*10 + digit; two >= 10 && two <= n {
			in.pending = false
			return Action{Kind: ActLayer, Layer: two}
		}
	}
	in.pending, in.lastDigit, in.lastAt = true, digit, now
	if digit == 0 {
		return Action{}
	}
	return a // a layer past N selects layer N
}

// Depths returns csTimer's hand depths for an n-cube (1 and 1 until keys 3
// 4 7 8 change them; kept within 1..N-1).
func (in *KeyInput) Depths(n int) Depths {
	d := in.depths
	hi := max(1, n-1)
	return Depths{L: clamp(max(d.L, 1), 1, hi), R: clamp(max(d.R, 1), 1, hi)}
}
