package model

import (
	"slices"
	"testing"
	"time"

	"cubelab/cube"
)

func TestUndoRedo(t *testing.T) {
	s, _ := New(3, 1)
	var changes []ChangeKind
	s.OnChange(func(c Change) { changes = append(changes, c.Kind) })
	for _, m := range cube.MustParseAlg("R U R' U'", 3) {
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	after := s.Cube().Clone()
	steps := []struct {
		op        func() bool
		ok        bool
		history   string
		redo      string
		wantState string // "" solved, "after" the four moves
	}{
		{s.Undo, true, "R U R'", "U'", ""},
		{s.Undo, true, "R U", "R' U'", ""},
		{s.Redo, true, "R U R'", "U'", ""},
		{s.Redo, true, "R U R' U'", "", "after"},
		{s.Redo, false, "R U R' U'", "", "after"},
		{s.Undo, true, "R U R'", "U'", ""},
		{s.Undo, true, "R U", "R' U'", ""},
		{s.Undo, true, "R", "U R' U'", ""},
		{s.Undo, true, "", "R U R' U'", "solved"},
		{s.Undo, false, "", "R U R' U'", "solved"},
	}
	for i, st := range steps {
		if got := st.op(); got != st.ok {
			t.Fatalf("step %d: got %v, want %v", i, got, st.ok)
		}
		if got := s.History().String(); got != st.history {
			t.Errorf("step %d: history %q, want %q", i, got, st.history)
		}
		if got := s.RedoMoves().String(); got != st.redo {
			t.Errorf("step %d: redo %q, want %q", i, got, st.redo)
		}
		switch st.wantState {
		case "after":
			if !s.Cube().Equal(after) {
				t.Errorf("step %d: cube is not the state after all moves", i)
			}
		case "solved":
			if !s.Cube().IsSolved() {
				t.Errorf("step %d: cube not solved", i)
			}
		}
		// The cube always equals history applied to solved.
		want := cube.MustNew(3)
		_ = want.ApplyAlg(s.History())
		if !s.Cube().Equal(want) {
			t.Errorf("step %d: cube differs from its history", i)
		}
	}
	// A new move clears redo.
	_ = s.Turn(cube.F, 1)
	if len(s.RedoMoves()) != 0 {
		t.Error("a new move must clear redo")
	}
	if slices.Contains(changes, ChangeSnap) {
		t.Error("undo/redo must animate, not snap")
	}
}

// The history list merges turns of the same layers in a row (R R is R2, U
// U' cancels) and keeps the raw history, so each row is a point to go back
// to.
func TestHistoryRowsMerge(t *testing.T) {
	s, _ := New(3, 1)
	_ = s.ApplyAlg(cube.MustParseAlg("R R U U' F F F L R'", 3))
	var got []string
	for _, r := range s.HistoryRows() {
		got = append(got, r.Text)
	}
	if want := []string{"R2", "(U cancelled)", "F'", "L", "R'"}; !slices.Equal(got, want) {
		t.Errorf("rows %v, want %v", got, want)
	}
	if got := len(s.History()); got != 9 {
		t.Errorf("raw history has %d moves, want 9", got)
	}
}

func TestLayersClampAndTurn(t *testing.T) {
	tests := []struct {
		n, layer, want int
	}{{2, 9, 2}, {3, 2, 2}, {17, 9, 9}, {4, 0, 1}}
	for _, tt := range tests {
		s, _ := New(tt.n, 1)
		s.Do(Action{Kind: ActLayer, Layer: tt.layer})
		if lo, hi := s.Layers(); lo != tt.want || hi != tt.want {
			t.Errorf("n=%d layer %d: got %d..%d, want %d", tt.n, tt.layer, lo, hi, tt.want)
		}
	}
	s, _ := New(4, 1)
	s.SetLayers(3, 1) // reversed range is normalised
	_ = s.Turn(cube.R, 1)
	if got := s.History().String(); got != "3Rw" {
		t.Errorf("wide turn = %q, want 3Rw", got)
	}
}

func TestShuffleResetSize(t *testing.T) {
	s, _ := New(3, 7)
	var snaps int
	s.OnChange(func(c Change) {
		if c.Kind == ChangeSnap {
			snaps++
		}
	})
	_ = s.Turn(cube.U, 1)
	alg := s.Shuffle()
	if len(alg) == 0 || s.Cube().IsSolved() {
		t.Fatal("shuffle left the cube solved")
	}
	if len(s.History()) != 0 || s.Scramble().String() != alg.String() {
		t.Error("shuffle must start a fresh history and keep the scramble")
	}
	s.Reset()
	if !s.Cube().IsSolved() || len(s.Scramble()) != 0 {
		t.Error("reset must solve and forget the scramble")
	}
	for _, n := range []int{2, 17} {
		if err := s.SetSize(n); err != nil || s.N() != n || !s.Cube().IsSolved() {
			t.Errorf("SetSize(%d): err %v, n %d", n, err, s.N())
		}
	}
	for _, n := range []int{1, 18} {
		if err := s.SetSize(n); err == nil {
			t.Errorf("SetSize(%d) accepted", n)
		}
	}
	if snaps != 4 {
		t.Errorf("%d snaps, want 4", snaps)
	}
}

func TestHumanSession(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	s, _ := New(3, 1)
	s.Now = func() time.Time { return now }
	_ = s.ApplyAlg(cube.MustParseAlg("R U", 3))
	s.StartHuman()
	now = now.Add(3 * time.Second)
	_ = s.Turn(cube.F, 1)
	if h := s.HumanSession(); !h.Active || h.Moves != 1 || h.Elapsed != 3*time.Second {
		t.Fatalf("running session %+v", h)
	}
	s.Undo() // takes back F: counts as a move
	now = now.Add(2 * time.Second)
	_ = s.ApplyAlg(cube.MustParseAlg("U' R'", 3))
	h := s.HumanSession()
	if h.Active || !h.Done || h.Moves != 4 || h.Elapsed != 5*time.Second {
		t.Fatalf("finished session %+v", h)
	}
	now = now.Add(time.Hour)
	if got := s.HumanSession().Elapsed; got != 5*time.Second {
		t.Errorf("timer kept running: %v", got)
	}
}

func TestPlayback(t *testing.T) {
	s, _ := New(3, 1)
	_ = s.ApplyAlg(cube.MustParseAlg("R U F", 3))
	if err := s.LoadSolution("test", cube.MustParseAlg("F' U'", 3)); err == nil {
		t.Fatal("a non-solution was accepted")
	}
	sol := cube.MustParseAlg("F' U' R'", 3)
	if err := s.LoadSolution("test", sol); err != nil {
		t.Fatal(err)
	}
	start := s.Cube().Clone()
	steps := []struct {
		op    func() bool
		ok    bool
		index int
	}{
		{s.StepBack, false, 0},
		{s.StepForward, true, 1},
		{s.StepForward, true, 2},
		{s.StepBack, true, 1},
		{s.Undo, true, 0}, // undo of a solution move steps back too
		{s.Redo, true, 1},
		{s.StepForward, true, 2},
		{s.StepForward, true, 3},
		{s.StepForward, false, 3},
	}
	for i, st := range steps {
		if got := st.op(); got != st.ok {
			t.Fatalf("step %d: got %v want %v", i, got, st.ok)
		}
		if got := s.Playback().Index; got != st.index {
			t.Fatalf("step %d: index %d want %d", i, got, st.index)
		}
	}
	if !s.Cube().IsSolved() {
		t.Error("playing the whole solution must solve the cube")
	}
	s.JumpStart()
	if !s.Cube().Equal(start) || s.Playback().Index != 0 {
		t.Error("JumpStart did not return to the start")
	}
	s.JumpEnd()
	if !s.Cube().IsSolved() {
		t.Error("JumpEnd did not solve")
	}
	_ = s.Turn(cube.U, 1)
	if s.Playback() != nil {
		t.Error("a user move must end the playback")
	}
}

// TestSizeKeepsEachCube: each size's cube, history, scramble and playback
// come back when the size does (issue 13: a size change threw them away).
func TestSizeKeepsEachCube(t *testing.T) {
	s, _ := New(3, 1)
	s.Shuffle()
	_ = s.ApplyAlg(cube.MustParseAlg("R U", 3))
	three, hist, scr := s.Cube().Clone(), s.History().String(), s.Scramble().String()
	if err := s.SetSize(5); err != nil || !s.Cube().IsSolved() || len(s.History()) != 0 {
		t.Fatalf("5x5 not fresh: %v", err)
	}
	_ = s.Turn(cube.F, 1)
	if err := s.SetSize(3); err != nil {
		t.Fatal(err)
	}
	if !s.Cube().Equal(three) || s.History().String() != hist || s.Scramble().String() != scr {
		t.Errorf("3x3 back as %s, history %q, scramble %q", s.Cube(), s.History(), s.Scramble())
	}
	undone := 0
	for undone < 10 && s.Undo() {
		undone++
	}
	if undone != 2 {
		t.Errorf("the 3x3's history undid %d moves before its scramble, want 2", undone)
	}
	_ = s.SetSize(5)
	if s.History().String() != "F" {
		t.Errorf("5x5 history %q, want F", s.History())
	}
}

// TestMoveCountFollowsTheHistoryRows: the counter counts what the History
// list shows (issue 42 item 12: F F showed as F2 but counted 2 HTM more than
// its one row, a cancelled R' R counted 2).
func TestMoveCountFollowsTheHistoryRows(t *testing.T) {
	for _, tt := range []struct {
		n         int
		moves     string
		rows      int
		obtm, btm int
	}{
		{3, "F F", 1, 1, 1},
		{3, "U F F", 2, 2, 2},
		{3, "R' R", 1, 0, 0},
		{3, "R' R U", 2, 1, 1},
		{3, "R R R R R", 1, 1, 1},
		{3, "F F F", 1, 1, 1},
		{3, "R L R", 3, 3, 3},
		{3, "M M", 1, 2, 1},
		{3, "x x R", 2, 1, 1},
		{4, "2R 2R", 1, 2, 1},
		{4, "Rw Rw' 2R", 2, 2, 1},
	} {
		s, _ := New(tt.n, 1)
		if err := s.ApplyAlg(cube.MustParseAlg(tt.moves, tt.n)); err != nil {
			t.Fatal(err)
		}
		got := s.MoveCount()
		if rows := len(s.HistoryRows()); rows != tt.rows || got.OBTM != tt.obtm || got.BTM != tt.btm {
			t.Errorf("%dx%d %q: %d rows, %d OBTM, %d BTM; want %d, %d, %d", tt.n, tt.n, tt.moves, rows, got.OBTM, got.BTM, tt.rows, tt.obtm, tt.btm)
		}
	}
	s, _ := New(3, 1)
	_ = s.ApplyAlg(cube.MustParseAlg("U F F", 3))
	s.Undo()
	if got := s.MoveCount().OBTM; got != 2 { // U F: the undone F is a redo row
		t.Errorf("after undo: %d HTM, want 2", got)
	}
}

// TestSizeSwitchSelectsOuterLayers: a layer chosen on one size never makes
// a plain face key turn an inner layer of another (issue 42 item 4: 2 on a
// 4x4, then the 3x3's D turned the middle slice).
func TestSizeSwitchSelectsOuterLayers(t *testing.T) {
	s, _ := New(4, 1)
	s.SetLayers(2, 2)
	if err := s.SetSize(3); err != nil {
		t.Fatal(err)
	}
	if lo, hi := s.Layers(); lo != 1 || hi != 1 {
		t.Fatalf("3x3 after layer 2 on the 4x4: layers %d-%d", lo, hi)
	}
	_ = s.Turn(cube.D, 1)
	if got := s.History().String(); got != "D" {
		t.Errorf("D on the 3x3 made %q", got)
	}
	s.SetLayers(2, 3)
	if err := s.Restore(cube.MustNew(5), nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	if lo, hi := s.Layers(); lo != 1 || hi != 1 {
		t.Errorf("a restored 5x5 after layers 2-3 of the 3x3: layers %d-%d", lo, hi)
	}
}

// A finished session's result describes the solved cube: a rotation keeps
// it, a turn that unsolves the cube ends it (the status line said "Solved
// by hand" of a scrambled cube, against the soak's check that the status
// line describes the cube shown).
func TestHumanResultEndsWithTheNextTurn(t *testing.T) {
	s, _ := New(3, 1)
	_ = s.Turn(cube.U, 1)
	s.StartHuman()
	_ = s.Turn(cube.U, 3)
	if h := s.HumanSession(); !h.Done || h.Moves != 1 {
		t.Fatalf("solved session %+v", h)
	}
	_ = s.ApplyAlg(cube.MustParseAlg("x y", 3))
	if h := s.HumanSession(); !h.Done || h.Moves != 1 {
		t.Errorf("after rotations the result is %+v, want kept", h)
	}
	_ = s.Turn(cube.R, 1)
	if h := s.HumanSession(); h.Done || h.Active || h.Moves != 0 {
		t.Errorf("after R the result is %+v, want none", h)
	}
}
