package model

import (
	"fmt"
	"strings"
	"time"

	"cubelab/cube"
)

// The playback timeline: a scrubber over the solution (position i means
// moves 0..i-1 applied), the solution text with each move's span so a click
// finds its move and the current one is highlighted, a pacer that keeps the
// playback speed however slow the frames are, and history rows one can go
// back to.

// Seek goes to position i of the solution (0: its start, len: solved),
// clamped, without animation when it moves more than one step; one step
// animates like StepForward/StepBack. It reports whether the position
// changed.
func (s *Session) Seek(i int) bool {
	p := s.play
	if p == nil {
		return false
	}
	i = clamp(i, 0, len(p.Moves))
	switch i - p.Index {
	case 0:
		return false
	case 1:
		return s.StepForward()
	case -1:
		return s.StepBack()
	}
	for p.Index < i {
		s.stepQuiet(true)
	}
	for p.Index > i {
		s.stepQuiet(false)
	}
	s.notify(Change{Kind: ChangeSnap})
	return true
}

// CurrentMove is the move to highlight at playback position index: the one
// last applied (-1 at the start).
func CurrentMove(index int) int { return index - 1 }

// Pacer keeps a playback at its speed: given how long it has run, it says
// how many moves should be done by now, so a slow frame (a 17x17 drawn at
// 10 frames a second) applies several moves at once, skipping their
// animation, instead of slowing the playback down. Instant plays everything
// at once.
type Pacer struct {
	TurnsPerSecond float64
	Instant        bool
	start          time.Time
	done           int
}

// MinFastSpeed is the speed the playback must reach on any cube (turns/s).
const MinFastSpeed = 20

// Start starts pacing at now with done moves already made.
func (p *Pacer) Start(now time.Time) { p.start, p.done = now, 0 }

// Due returns how many more moves to make at now (of left remaining) and
// how many of them should be animated (0 or 1: the last one, when the
// frame is not behind by more than a move).
func (p *Pacer) Due(now time.Time, left int) (moves, animate int) {
	if left <= 0 {
		return 0, 0
	}
	if p.Instant {
		p.done += left
		return left, 0
	}
	tps := p.TurnsPerSecond
	if tps <= 0 {
		tps = 1
	}
	want := int(now.Sub(p.start).Seconds()*tps) + 1 // the first move at once
	moves = clamp(want-p.done, 0, left)
	p.done += moves
	if moves == 1 {
		animate = 1
	}
	return moves, animate
}

// Next is Due for a caller that is idle and wants to move now: at least
// one move (when any are left), more when the playback is behind.
func (p *Pacer) Next(now time.Time, left int) int {
	m, _ := p.Due(now, left)
	if m == 0 && left > 0 {
		p.done++
		m = 1
	}
	return m
}

// GoToHistory takes the cube back to just after history move i (i = -1:
// before the first), undoing the moves after it so that redo can replay
// them; a later i redoes forward. It reports whether anything changed.
func (s *Session) GoToHistory(i int) bool {
	target := clamp(i+1, 0, len(s.history)+len(s.redo))
	if target == len(s.history) {
		return false
	}
	ls := s.listeners
	s.listeners = nil
	for len(s.history) > target && s.Undo() {
	}
	for len(s.history) < target && s.Redo() {
	}
	s.listeners = ls
	s.notify(Change{Kind: ChangeSnap})
	return true
}

// MethodLabel is a method's entry in the method list: its name and the
// tagline of its description, "bibfs - bidirectional breadth-first
// search, pivot corner fixed". The tagline is the description's first
// clause, cut before a parenthesis, colon or semicolon (details such as
// "(Config.Weight, default 4)" or "(large, 2.1 GB)" are for the CLI's
// help and would make the menu wider than a window); when that clause only
// repeats the name ("reduction: centres, ..."), what follows the colon.
func MethodLabel(name, description string) string {
	d := tagline(description)
	if strings.EqualFold(strings.ReplaceAll(d, "-", " "), strings.ReplaceAll(name, "-", " ")) {
		_, rest, _ := strings.Cut(description, ":")
		d = tagline(rest)
	}
	if d == "" {
		return name
	}
	return name + " - " + d
}

// tagline is s's first clause: up to a full stop, line break, colon,
// semicolon or opening parenthesis, without trailing commas.
func tagline(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".\n:;("); i >= 0 {
		s = s[:i]
	}
	return strings.TrimRight(s, " ,")
}

// ShortenLabel drops a MethodLabel's tagline clause by clause (at commas),
// then altogether, until fits says the label fits.
func ShortenLabel(label string, fits func(string) bool) string {
	for !fits(label) {
		name, d, ok := strings.Cut(label, " - ")
		if !ok {
			return label
		}
		if i := strings.LastIndex(d, ","); i > 0 {
			label = name + " - " + strings.TrimRight(d[:i], " ,")
			continue
		}
		label = name
	}
	return label
}

// MethodName takes the name back out of a MethodLabel.
func MethodName(label string) string {
	name, _, _ := strings.Cut(label, " - ")
	return name
}

// Shorten simplifies the algorithm text as `apply --simplify` does (R R ->
// R2, R R' -> nothing, R L R' -> L) for an n-cube.
func Shorten(text string, n int) (string, error) {
	a, err := cube.ParseAlg(text, n)
	if err != nil {
		return "", fmt.Errorf("algorithm: %w", err)
	}
	return cube.Simplify(a, n, cube.SimplifyOptions{}).String(), nil
}

// HistoryRow is one row of the history list: a move as shown (turns of the
// same layers in a row merge: R R is R2) and how many history moves there
// are once it is made. Rows after the current point (Undone) are the redo
// moves, which a tap replays.
type HistoryRow struct {
	Text   string
	End    int // history length after this row
	Undone bool
}

// HistoryRows lists the history and then the redo moves as rows; going to
// row i is GoToHistory(rows[i].End - 1).
func (s *Session) HistoryRows() []HistoryRow {
	all := append(s.History(), s.RedoMoves()...)
	var rows []HistoryRow
	var cur cube.Move
	for i, m := range all {
		undone := i >= len(s.history)
		if k := len(rows); k > 0 && !rows[k-1].Undone && !undone && sameLayers(cur, m, s.n) {
			cur.Turns = (cur.Turns + m.Turns) & 3
			rows[k-1].End = i + 1
			if cur.Turns == 0 {
				rows[k-1].Text = "(" + cur.Face.String() + " cancelled)"
			} else {
				rows[k-1].Text = cur.String()
			}
			continue
		}
		cur = m
		rows = append(rows, HistoryRow{Text: m.String(), End: i + 1, Undone: undone})
	}
	return rows
}

// sameLayers reports whether two moves turn the same layers the same way
// round (so they merge into one row).
func sameLayers(a, b cube.Move, n int) bool {
	return a.Face == b.Face && a.Lo == b.Lo && a.Hi == b.Hi && n > 0
}
