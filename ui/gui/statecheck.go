package gui

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// The state dump's own check, shared by the soaks: the real window's
// (.ci/e2e.d/60-soak-desktop) and the in-process one (soak_test.go).

var (
	reMoveOf   = regexp.MustCompile(`(?:playing move|at move) (\d+) of (\d+)`)
	reSizeName = regexp.MustCompile(`\b(\d+)x(\d+)\b`)
	reSolMove  = regexp.MustCompile(`move (\d+) of (\d+)`)
)

// Check tests what must hold of the window at every moment (the soaks ask
// it after every action): the cube and the cube drawn are valid states of
// the size shown; the layer label, the move counter (the history's count,
// computed here), the transport, the scrubber and the Solution tab agree
// with the model; and the status line describes the state shown (a move
// "k of n" is the playback's position, "solved" is said of a solved cube,
// a size named is the cube's).
func (d *StateDump) Check() error {
	if d.N < model.MinSize || d.N > model.MaxSize {
		return fmt.Errorf("cube size %d", d.N)
	}
	c, err := validCube(d.Cube, d.N)
	if err != nil {
		return fmt.Errorf("the session's cube: %w", err)
	}
	if _, err := validCube(d.Displayed, d.N); err != nil {
		return fmt.Errorf("the cube drawn: %w", err)
	}
	if d.Paint {
		return nil // the editor covers the panels; the model is as before
	}
	if want := fmt.Sprintf("%dx%d", d.N, d.N); d.Size != want {
		return fmt.Errorf("the size shown is %q for a %s cube", d.Size, want)
	}
	lo, hi := d.Layers[0], d.Layers[1]
	if lo < 1 || hi > d.N || lo > hi {
		return fmt.Errorf("layers %d-%d on a %dx%d", lo, hi, d.N, d.N)
	}
	want := fmt.Sprintf("Layer: %d", lo)
	if lo != hi {
		want = fmt.Sprintf("Layers: %d-%d", lo, hi)
	}
	if d.Layer != want {
		return fmt.Errorf("the layer label says %q for layers %d-%d", d.Layer, lo, hi)
	}
	count, err := historyCount(d.History, d.N)
	if err != nil {
		return err
	}
	wantMoves := "Moves: " + count
	if d.HumanActive || d.HumanDone {
		wantMoves += fmt.Sprintf(" (session %d)", d.HumanMoves)
	}
	if d.Moves != wantMoves && "Moves: "+d.Moves != wantMoves { // a phone drops "Moves: "
		return fmt.Errorf("the move counter says %q; the history %q makes it %q", d.Moves, d.History, wantMoves)
	}
	if d.PlayIcon == "pause" != d.Playing {
		return fmt.Errorf("the play button shows %s while the solution is %s", d.PlayIcon, map[bool]string{true: "playing", false: "not playing"}[d.Playing])
	}
	if d.Playing && d.Playback == nil {
		return errors.New("playing without a solution")
	}
	if p := d.Playback; p != nil {
		if int(d.Scrubber[0]+0.5) != p.Index || int(d.Scrubber[1]+0.5) != max(1, p.Len) {
			return fmt.Errorf("the scrubber is at %g of %g; the playback at move %d of %d", d.Scrubber[0], d.Scrubber[1], p.Index, p.Len)
		}
		if m := reSolMove.FindStringSubmatch(d.SolutionText); m == nil || m[1] != strconv.Itoa(p.Index) || m[2] != strconv.Itoa(p.Len) {
			return fmt.Errorf("the Solution tab says %q; the playback is at move %d of %d", d.SolutionText, p.Index, p.Len)
		}
	}
	return d.checkStatus(c)
}

// checkStatus tests that the status line describes the state shown.
func (d *StateDump) checkStatus(c *cube.Cube) error {
	st := d.Status
	if m := reMoveOf.FindStringSubmatch(st); m != nil {
		p := d.Playback
		if p == nil {
			return fmt.Errorf("the status says %q with no solution loaded", st)
		}
		k, _ := strconv.Atoi(m[1])
		n, _ := strconv.Atoi(m[2])
		want := p.Index
		if strings.Contains(st, "playing move") {
			want = max(p.Index, 1) // the move turning now: Index moves are made
			if !d.Playing {
				return fmt.Errorf("the status says %q but nothing plays", st)
			}
		}
		if k != want || n != p.Len {
			return fmt.Errorf("the status says %q; the playback is at move %d of %d", st, p.Index, p.Len)
		}
	}
	// "Solved: 12.34   ao5 …" is the timer's, of a solve timed with Space
	// (a cube in the hands); these speak of the cube on screen.
	if strings.HasPrefix(st, "Solved: that was") || strings.HasPrefix(st, "Solved by hand") || strings.HasPrefix(st, "Already solved") {
		if !c.IsSolved() {
			return fmt.Errorf("the status says %q but the cube is not solved", st)
		}
	}
	if strings.HasPrefix(st, "Timer running") && !d.HumanActive {
		return fmt.Errorf("the status says %q but no timed solve runs", st)
	}
	for _, m := range reSizeName.FindAllStringSubmatch(st, -1) {
		if m[1] == m[2] && m[1] != strconv.Itoa(d.N) {
			return fmt.Errorf("the status says %q on a %dx%d", st, d.N, d.N)
		}
	}
	return nil
}

// historyCount is the move count of the dumped history as the window
// counts it (the History list's rows: R R is one R2), on a session of its
// own.
func historyCount(history string, n int) (string, error) {
	hist, err := cube.ParseAlg(history, n)
	if err != nil {
		return "", fmt.Errorf("the history %q: %w", history, err)
	}
	s, err := model.New(n, 1)
	if err == nil {
		err = s.Restore(cube.MustNew(n), hist, nil, nil)
	}
	if err != nil {
		return "", fmt.Errorf("the history %q: %w", history, err)
	}
	return s.MoveCount().Label(n), nil
}

// validCube parses and validates facelets of an n-cube.
func validCube(facelets string, n int) (*cube.Cube, error) {
	c, err := cube.ParseFacelets(facelets, cube.DefaultScheme)
	if err != nil {
		return nil, err
	}
	if c.N() != n {
		return nil, fmt.Errorf("%dx%d facelets for a %dx%d", c.N(), c.N(), n, n)
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("not a reachable state: %w", err)
	}
	return c, nil
}
