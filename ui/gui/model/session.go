// Package model is the Cubelab window's state without any UI: the cube, the
// selected layers, the move history with undo and redo, the human solving
// session, the playback of a solver's solution, the key map and the
// persistence encoding. The Fyne code in package gui only draws it and feeds
// it events, so everything here is tested without a display.
package model

import (
	"fmt"
	"math/rand/v2"
	"time"

	"cubelab/cube"
)

// Size limits of the window: 2x2 to 17x17.
const (
	MinSize = 2
	MaxSize = 17
)

// ChangeKind says how the view should follow a change of the cube.
type ChangeKind int

const (
	// ChangeTurn means one move was applied: animate it, after any queued ones.
	ChangeTurn ChangeKind = iota
	// ChangeSnap means the cube jumped (reset, shuffle, size, restore): drop
	// queued animations and show the new state at once.
	ChangeSnap
	// ChangeInfo means only labels changed (layer, timer, playback position).
	ChangeInfo
)

// Change tells listeners what happened to the session.
type Change struct {
	Kind ChangeKind
	Move cube.Move // the move, for ChangeTurn
}

// Session is the state of one window. It is not safe for concurrent use:
// the UI goroutine owns it.
type Session struct {
	n        int
	c        *cube.Cube
	lo, hi   int // selected layer range for face turns, 1 = outer
	history  cube.Alg
	redo     cube.Alg
	scramble cube.Alg // the last shuffle, shown above the history
	human    Human
	timer    Timer
	solves   Solves
	play     *Playback
	rng      *rand.Rand
	// Now is the clock, replaceable in tests.
	Now       func() time.Time
	listeners []func(Change)
	// others keeps the cube of every other size used in this session, so
	// switching sizes back and forth loses nothing.
	others map[int]*sizeState
}

// sizeState is what SetSize puts aside for one size.
type sizeState struct {
	c                       *cube.Cube
	history, redo, scramble cube.Alg
	play                    *Playback
}

// New returns a session with a solved NxNxN cube.
func New(n int, seed uint64) (*Session, error) {
	if n < MinSize || n > MaxSize {
		return nil, fmt.Errorf("cube size %d out of range %d..%d", n, MinSize, MaxSize)
	}
	return &Session{
		n: n, c: cube.MustNew(n), lo: 1, hi: 1,
		rng: cube.SeededRand(seed),
		Now: time.Now,
	}, nil
}

// OnChange registers a listener called after every change.
func (s *Session) OnChange(f func(Change)) { s.listeners = append(s.listeners, f) }

func (s *Session) notify(ch Change) {
	for _, f := range s.listeners {
		f(ch)
	}
}

// N returns the cube size.
func (s *Session) N() int { return s.n }

// Cube returns the current state; callers must not modify it.
func (s *Session) Cube() *cube.Cube { return s.c }

// History returns the moves made since the last reset or shuffle, as made.
func (s *Session) History() cube.Alg { return append(cube.Alg(nil), s.history...) }

// RedoMoves returns the moves Redo would replay, next first.
func (s *Session) RedoMoves() cube.Alg {
	out := make(cube.Alg, len(s.redo))
	for i, m := range s.redo {
		out[len(s.redo)-1-i] = m
	}
	return out
}

// Scramble returns the last shuffle's moves (empty after a reset).
func (s *Session) Scramble() cube.Alg { return append(cube.Alg(nil), s.scramble...) }

// DisplayHistory returns the history simplified for display (R R -> R2,
// R R' -> nothing), one move per entry in standard notation.
func (s *Session) DisplayHistory() []string {
	simple := cube.Simplify(s.history, s.n, cube.SimplifyOptions{})
	out := make([]string, len(simple))
	for i, m := range simple {
		out[i] = m.String()
	}
	return out
}

// SetSize switches to the NxNxN cube: the one left at that size earlier in
// this session (with its history, redo, scramble and solution playback), or
// a solved one. The current cube is put aside the same way; a running human
// session ends. The layer choice goes back to the outer layers: a layer
// picked on one size must not make a plain face key turn an inner layer of
// another.
func (s *Session) SetSize(n int) error {
	if n < MinSize || n > MaxSize {
		return fmt.Errorf("cube size %d out of range %d..%d", n, MinSize, MaxSize)
	}
	if n == s.n {
		return nil
	}
	if s.others == nil {
		s.others = map[int]*sizeState{}
	}
	s.others[s.n] = &sizeState{c: s.c, history: s.history, redo: s.redo, scramble: s.scramble, play: s.play}
	s.clear()
	s.n = n
	if st := s.others[n]; st != nil {
		delete(s.others, n)
		s.c, s.history, s.redo, s.scramble, s.play = st.c, st.history, st.redo, st.scramble, st.play
	} else {
		s.c = cube.MustNew(n)
	}
	s.lo, s.hi = 1, 1
	s.notify(Change{Kind: ChangeSnap})
	return nil
}

// clear forgets history, redo, scramble, playback and the human session.
func (s *Session) clear() {
	s.history, s.redo, s.scramble, s.play = nil, nil, nil, nil
	s.human = Human{}
	s.timer.Cancel()
}

// Layers returns the selected layer range (1 = outer layer of the turned face).
func (s *Session) Layers() (lo, hi int) { return s.lo, s.hi }

// SetLayers selects the layer range for face turns, clamped to 1..N.
func (s *Session) SetLayers(lo, hi int) {
	lo, hi = clamp(lo, 1, s.n), clamp(hi, 1, s.n)
	if hi < lo {
		lo, hi = hi, lo
	}
	s.lo, s.hi = lo, hi
	s.notify(Change{Kind: ChangeInfo})
}

func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

// Turn turns the selected layers of face f by the given quarter turns.
func (s *Session) Turn(f cube.Face, turns int) error {
	return s.Apply(cube.Move{Face: f, Lo: s.lo, Hi: s.hi, Turns: turns & 3})
}

// Apply makes one user move: it joins the history, clears redo and ends a
// solution playback (the solution no longer fits the cube).
func (s *Session) Apply(m cube.Move) error {
	if err := s.apply(m); err != nil {
		return err
	}
	s.history = append(s.history, m)
	s.redo = nil
	s.play = nil
	s.human.count(s, m)
	s.timed(m)
	s.notify(Change{Kind: ChangeTurn, Move: m})
	return nil
}

// ApplyAlg makes each move of a in turn; nothing is applied if a move does not
// exist on this cube.
func (s *Session) ApplyAlg(a cube.Alg) error {
	for _, m := range a {
		if _, _, err := m.Layers(s.n); err != nil {
			return err
		}
	}
	for _, m := range a {
		if err := s.Apply(m); err != nil {
			return err
		}
	}
	return nil
}

// apply turns the cube only.
func (s *Session) apply(m cube.Move) error {
	if err := s.c.Apply(m); err != nil {
		return fmt.Errorf("move %s: %w", m, err)
	}
	return nil
}

// Shuffle applies a random-move scramble from a solved cube. The scramble is
// kept apart from the history: undo stops at the scrambled state.
func (s *Session) Shuffle() cube.Alg {
	alg := cube.Scramble(s.n, s.rng)
	s.c.Reset()
	_ = s.c.ApplyAlg(alg) // generated for this size, cannot fail
	s.clear()
	s.scramble = alg
	s.notify(Change{Kind: ChangeSnap})
	return alg
}

// Reset returns to the solved cube and forgets history and sessions.
func (s *Session) Reset() {
	s.c.Reset()
	s.clear()
	s.notify(Change{Kind: ChangeSnap})
}

// Undo takes back the last move by applying its inverse. It reports false
// when there is nothing to undo.
func (s *Session) Undo() bool {
	if len(s.history) == 0 {
		return false
	}
	m := s.history[len(s.history)-1]
	s.history = s.history[:len(s.history)-1]
	_ = s.apply(m.Inverse()) // it was applied before, so it exists
	s.redo = append(s.redo, m)
	if p := s.play; p != nil && p.Index > 0 && p.Moves[p.Index-1] == m {
		p.Index--
	} else {
		s.play = nil
	}
	s.human.count(s, m)
	s.timed(m.Inverse())
	s.notify(Change{Kind: ChangeTurn, Move: m.Inverse()})
	return true
}

// Redo makes the last undone move again.
func (s *Session) Redo() bool {
	if len(s.redo) == 0 {
		return false
	}
	m := s.redo[len(s.redo)-1]
	s.redo = s.redo[:len(s.redo)-1]
	_ = s.apply(m)
	s.history = append(s.history, m)
	if p := s.play; p != nil && p.Index < len(p.Moves) && p.Moves[p.Index] == m {
		p.Index++
	} else {
		s.play = nil
	}
	s.human.count(s, m)
	s.timed(m)
	s.notify(Change{Kind: ChangeTurn, Move: m})
	return true
}

// Restore replaces the whole state (used when loading saved preferences
// and by the paint editor). A cube of another size starts with the outer
// layers selected, as SetSize does.
func (s *Session) Restore(c *cube.Cube, history, redoNextFirst, scramble cube.Alg) error {
	if c.N() < MinSize || c.N() > MaxSize {
		return fmt.Errorf("saved cube size %d out of range %d..%d", c.N(), MinSize, MaxSize)
	}
	for _, a := range []cube.Alg{history, redoNextFirst, scramble} {
		for _, m := range a {
			if _, _, err := m.Layers(c.N()); err != nil {
				return fmt.Errorf("saved moves: %w", err)
			}
		}
	}
	if c.N() != s.n {
		s.lo, s.hi = 1, 1
	}
	s.n = c.N()
	s.c = c.Clone()
	s.clear()
	s.history = append(cube.Alg(nil), history...)
	for i := len(redoNextFirst) - 1; i >= 0; i-- {
		s.redo = append(s.redo, redoNextFirst[i])
	}
	s.scramble = append(cube.Alg(nil), scramble...)
	s.notify(Change{Kind: ChangeSnap})
	return nil
}
