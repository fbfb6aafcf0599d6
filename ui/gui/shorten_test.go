package gui

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"cubelab/algorithms"
	"cubelab/cube"
)

// A painted cube 12 moves from solved gets a solution of at most 12 moves
// from kociemba in the window (its first answer for this state is 19
// moves; the CLI with --max-length 12 finds 12), and playing it solves the
// cube.
func TestKociembaShortPositionShortAnswer(t *testing.T) {
	const scramble = "R2 F D R' D F' L' R F R F' U'" // 12 moves, kociemba's first answer 19
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(3))
	want := cube.MustNew(3)
	if err := want.ApplyString(scramble); err != nil {
		t.Fatal(err)
	}
	ps := u.openPaint()
	test.Tap(ps.clear)
	paintByTaps(t, ps, want)
	test.Tap(ps.done)
	if !u.sess.Cube().Equal(want) {
		t.Fatalf("painted cube %v, want %v", u.sess.Cube(), want)
	}
	u.selectMethod("kociemba")
	u.w.autoPlay.SetChecked(false)
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	test.Tap(u.w.solve)
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("kociemba did not finish")
	}
	p := u.sess.Playback()
	if p == nil {
		t.Fatalf("no solution: %q", u.w.status.Text)
	}
	if len(p.Moves) > 12 {
		t.Errorf("kociemba answered %d moves (%v) for a 12-move position", len(p.Moves), p.Moves)
	}
	test.Tap(u.w.play)
	if !u.sess.Cube().IsSolved() {
		t.Error("playing the answer did not solve the cube")
	}
	t.Logf("status: %s", u.w.status.Text)
}

// A cancelled solve stops looking for shorter answers at once and keeps
// the first.
func TestShortenStopsWhenCancelled(t *testing.T) {
	c := cube.MustNew(3)
	if err := c.ApplyString("R2 F D R' D F' L' R F R F' U'"); err != nil {
		t.Fatal(err)
	}
	first := &algorithms.Solution{Moves: cube.MustParseAlg("U R U' F D2 B L2 R D' F2 U2 L B' R2 D F' L R'", 3)}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	if got := shorten(ctx, "kociemba", c, first, func(algorithms.Progress) {}); got != first {
		t.Errorf("a cancelled search answered %v", got.Moves)
	}
	if d := time.Since(start); d > shortenStep {
		t.Errorf("a cancelled search took %v", d)
	}
}
