package model

import (
	"testing"
	"time"

	"cubelab/cube"
)

// loaded returns a session on a scrambled n-cube with its solution loaded.
func loaded(t *testing.T, n int, scramble string) (*Session, cube.Alg, *cube.Cube) {
	t.Helper()
	s, _ := New(n, 1)
	scr := cube.MustParseAlg(scramble, n)
	if err := s.StartTimed(scr); err != nil {
		t.Fatal(err)
	}
	start := s.Cube().Clone()
	sol := scr.Inverse()
	if err := s.LoadSolution("test", sol); err != nil {
		t.Fatal(err)
	}
	return s, sol, start
}

// Scrubbing to any position shows the cube after that many solution moves.
func TestScrubberPositions(t *testing.T) {
	s, sol, start := loaded(t, 4, "R U 2F' Rw D2 3L B' x U2")
	snaps := 0
	s.OnChange(func(c Change) {
		if c.Kind == ChangeSnap {
			snaps++
		}
	})
	for _, pos := range []int{5, 0, 9, 9, 3, 4, 2, -7, 99, 6} {
		s.Seek(pos)
		want := clamp(pos, 0, len(sol))
		if got := s.Playback().Index; got != want {
			t.Fatalf("Seek(%d): index %d, want %d", pos, got, want)
		}
		c := start.Clone()
		_ = c.ApplyAlg(sol[:want])
		if !c.Equal(s.Cube()) {
			t.Fatalf("Seek(%d): the cube is not the start plus %d moves", pos, want)
		}
	}
	if snaps == 0 {
		t.Error("long jumps did not snap the view")
	}
	// Undo after a seek still walks the solution back.
	s.Seek(4)
	s.Undo()
	if s.Playback() == nil || s.Playback().Index != 3 {
		t.Errorf("undo after seek: %+v", s.Playback())
	}
}

func TestCurrentMove(t *testing.T) {
	if CurrentMove(0) != -1 || CurrentMove(3) != 2 {
		t.Error("current move")
	}
}

// The pacer keeps 20 turns/s however slow the frames: at 5 frames a second
// (a big cube on a slow machine) it applies 4 moves a frame, animating none;
// at 60 frames a second one move every third frame, animated.
func TestPacerKeepsSpeed(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for _, fps := range []int{5, 10, 60, 240} {
		p := Pacer{TurnsPerSecond: MinFastSpeed}
		p.Start(t0)
		done, animated := 0, 0
		frame := time.Second / time.Duration(fps)
		for f := 0; f <= fps; f++ { // one second of frames
			m, a := p.Due(t0.Add(time.Duration(f)*frame), 1000-done)
			done += m
			animated += a
		}
		if done < MinFastSpeed || done > MinFastSpeed+1 {
			t.Errorf("%d fps: %d moves in one second, want %d", fps, done, MinFastSpeed)
		}
		if fps <= 10 && animated > 1 { // only the first, made at once
			t.Errorf("%d fps: %d moves animated though behind", fps, animated)
		}
		if fps >= 60 && animated != done {
			t.Errorf("%d fps: %d of %d moves animated", fps, animated, done)
		}
	}
	p := Pacer{Instant: true}
	p.Start(t0)
	if m, a := p.Due(t0, 321); m != 321 || a != 0 {
		t.Errorf("instant: %d %d", m, a)
	}
	if m, _ := p.Due(t0, 0); m != 0 {
		t.Error("nothing left but moves due")
	}
}

// A 17x17 solution plays at 20 turns/s through Seek: the session keeps up.
func TestPlayback17AtSpeed(t *testing.T) {
	s, _ := New(17, 3)
	scr := s.Shuffle()
	if err := s.LoadSolution("test", scr.Inverse()); err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p := Pacer{TurnsPerSecond: MinFastSpeed}
	p.Start(t0)
	total := len(scr)
	for f := 0; s.Playback().Index < total; f++ {
		m, _ := p.Due(t0.Add(time.Duration(f)*100*time.Millisecond), total-s.Playback().Index)
		s.Seek(s.Playback().Index + m)
		if f > total {
			t.Fatal("playback stalled")
		}
	}
	if !s.Cube().IsSolved() {
		t.Fatal("not solved at the end")
	}
}

// History rows: going back to a row undoes the later moves, which redo can
// replay; a later row goes forward.
func TestGoToHistory(t *testing.T) {
	s, _ := New(3, 1)
	alg := cube.MustParseAlg("R U F' L2", 3)
	_ = s.ApplyAlg(alg)
	after := func(k int) *cube.Cube {
		c := cube.MustNew(3)
		_ = c.ApplyAlg(alg[:k])
		return c
	}
	for _, tt := range []struct{ row, want int }{{1, 2}, {-1, 0}, {2, 3}, {3, 4}, {9, 4}, {0, 1}} {
		s.GoToHistory(tt.row)
		if len(s.History()) != tt.want || !s.Cube().Equal(after(tt.want)) {
			t.Fatalf("row %d: %d moves in history, want %d", tt.row, len(s.History()), tt.want)
		}
		if got := len(s.History()) + len(s.RedoMoves()); got != 4 {
			t.Fatalf("row %d: %d moves in history and redo", tt.row, got)
		}
	}
	if s.GoToHistory(0) {
		t.Error("going to the current row changed something")
	}
}

func TestMethodLabelAndShorten(t *testing.T) {
	if got := MethodLabel("bibfs", "bidirectional breadth-first search, optimal. Slow on big cubes."); got != "bibfs - bidirectional breadth-first search, optimal" {
		t.Errorf("label %q", got)
	}
	// Issue 42: the menu showed "wastar - weighted A*, f = g + w·misplaced/8
	// (Config", "reduction - reduction: centres, ..." and optimal's long
	// first sentence, cut by the window.
	for _, tt := range []struct{ name, desc, want string }{
		{"wastar", "weighted A*, f = g + w·misplaced/8 (Config.Weight, default 4; not optimal)", "wastar - weighted A*, f = g + w·misplaced/8"},
		{"reduction", "reduction: centres, edge pairing, parity, then the 3x3x3 two-phase solver (4x4x4 and up)", "reduction - centres, edge pairing, parity, then the 3x3x3 two-phase solver"},
		{"corners-first", "corners first: corners optimally as a 2x2, then centres", "corners-first - corners optimally as a 2x2, then centres"},
		{"optimal", "shortest solutions (half-turn metric): IDA* over (large, 2.1 GB)", "optimal - shortest solutions"},
		{"kociemba", "Kociemba's two-phase algorithm: near-optimal (about 20 moves) in milliseconds", "kociemba - Kociemba's two-phase algorithm"},
	} {
		if got := MethodLabel(tt.name, tt.desc); got != tt.want {
			t.Errorf("MethodLabel(%s) = %q, want %q", tt.name, got, tt.want)
		}
	}
	short := func(max int) func(string) bool { return func(s string) bool { return len(s) <= max } }
	for _, tt := range []struct {
		max  int
		want string
	}{{100, "r - a, b, c"}, {9, "r - a, b"}, {6, "r - a"}, {3, "r"}, {0, "r"}} {
		if got := ShortenLabel("r - a, b, c", short(tt.max)); got != tt.want {
			t.Errorf("ShortenLabel to %d = %q, want %q", tt.max, got, tt.want)
		}
	}
	if MethodLabel("Human", "") != "Human" || MethodName("bibfs - bidirectional") != "bibfs" || MethodName("Human") != "Human" {
		t.Error("labels without description")
	}
	for _, tt := range []struct{ in, want string }{
		{"R R", "R2"}, {"R U U' R'", ""}, {"R L R'", "L"}, {"(R U)2", "R U R U"},
	} {
		if got, err := Shorten(tt.in, 3); err != nil || got != tt.want {
			t.Errorf("Shorten(%q) = %q %v, want %q", tt.in, got, err, tt.want)
		}
	}
	if _, err := Shorten("R Q", 3); err == nil {
		t.Error("bad notation shortened")
	}
}

func TestHistoryRows(t *testing.T) {
	s, _ := New(3, 1)
	_ = s.ApplyAlg(cube.MustParseAlg("R R U F F F F L", 3))
	s.Undo()
	rows := s.HistoryRows()
	want := []HistoryRow{{"R2", 2, false}, {"U", 3, false}, {"(F cancelled)", 7, false}, {"L", 8, true}}
	if len(rows) != len(want) {
		t.Fatalf("rows %+v", rows)
	}
	for i := range want {
		if rows[i] != want[i] {
			t.Errorf("row %d %+v, want %+v", i, rows[i], want[i])
		}
	}
	// Tapping row 1 (U) goes back to just after it; the redo row replays.
	s.GoToHistory(rows[1].End - 1)
	if len(s.History()) != 3 {
		t.Fatalf("history %d", len(s.History()))
	}
	rows = s.HistoryRows()
	s.GoToHistory(rows[len(rows)-1].End - 1)
	if len(s.History()) != 8 || len(s.RedoMoves()) != 0 {
		t.Fatalf("after redo row: %d, %d", len(s.History()), len(s.RedoMoves()))
	}
}
