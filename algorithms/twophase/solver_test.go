package twophase

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// TestSolveRandomStates solves uniformly random states and checks every
// solution by applying it.
func TestSolveRandomStates(t *testing.T) {
	n := 100
	if testing.Short() {
		n = 20
	}
	rng := rand.New(rand.NewPCG(7, 8))
	s := New(algorithms.Config{MaxLength: 21})
	total := 0
	for i := 0; i < n; i++ {
		c := cube.RandomState(rng)
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatalf("state %d (%s): %v", i, c, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		if l := sol.Moves.HTM(3); l > 21 {
			t.Fatalf("state %d: %d moves, want at most 21", i, l)
		}
		total += len(sol.Moves)
	}
	t.Logf("%d states, mean %.2f moves", n, float64(total)/float64(n))
}

// TestSolveAnyOrientation solves cubes held in every whole-cube orientation.
func TestSolveAnyOrientation(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	s := New(algorithms.Config{})
	for i, rot := range cube.Orientations() {
		c := cube.RandomState(rng)
		if err := c.ApplyAlg(rot); err != nil {
			t.Fatal(err)
		}
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatalf("orientation %d (%s): %v", i, rot, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatalf("orientation %d (%s): %v", i, rot, err)
		}
		for _, m := range sol.Moves {
			if m.IsRotation(3) {
				t.Fatalf("orientation %d: solution %s contains a rotation", i, sol.Moves)
			}
		}
	}
}

// TestSolveEasyCases covers the solved cube, one move and a state already in
// phase 2's subgroup.
func TestSolveEasyCases(t *testing.T) {
	cases := []struct {
		scramble string
		maxLen   int
	}{
		{"", 0},
		{"R", 1},
		{"U2 D'", 2},
		{"R2 U F2 D' L2 B2 U2", 7},
		{"R U R' U'", 4},
		{"F R U' R' U' R U R' F' R U R' U' R' F R F'", 18},
	}
	s := New(algorithms.Config{})
	for _, tc := range cases {
		c := cube.MustNew(3)
		if err := c.ApplyString(tc.scramble); err != nil {
			t.Fatal(err)
		}
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatalf("%q: %v", tc.scramble, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatalf("%q: %v", tc.scramble, err)
		}
		if len(sol.Moves) > tc.maxLen {
			t.Errorf("%q: solved in %d moves (%s), want at most %d", tc.scramble, len(sol.Moves), sol.Moves, tc.maxLen)
		}
	}
}

// TestSolveInvalid checks that impossible cubes get the cube package's
// validation errors, and other sizes ErrUnsupported.
func TestSolveInvalid(t *testing.T) {
	s := New(algorithms.Config{})
	twisted := cube.MustNew(3)
	i := cube.CornerFacelets(3, cube.URF)
	f := twisted.Facelets()
	f[i[0]], f[i[1]], f[i[2]] = f[i[1]], f[i[2]], f[i[0]]
	flipped := cube.MustNew(3)
	e := cube.EdgeFacelets(3, cube.UF)
	f = flipped.Facelets()
	f[e[0]], f[e[1]] = f[e[1]], f[e[0]]
	swapped := cube.MustNew(3)
	a, b := cube.EdgeFacelets(3, cube.UF), cube.EdgeFacelets(3, cube.UR)
	f = swapped.Facelets()
	f[a[0]], f[b[0]] = f[b[0]], f[a[0]]
	f[a[1]], f[b[1]] = f[b[1]], f[a[1]]
	cases := []struct {
		name string
		c    *cube.Cube
		want error
	}{
		{"twisted corner", twisted, cube.ErrTwist},
		{"flipped edge", flipped, cube.ErrFlip},
		{"two edges swapped", swapped, cube.ErrParity},
		{"2x2x2", cube.MustNew(2), algorithms.ErrUnsupported},
		{"4x4x4", cube.MustNew(4), algorithms.ErrUnsupported},
	}
	for _, tc := range cases {
		if _, err := s.Solve(context.Background(), tc.c, nil); !errors.Is(err, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
	bad := cube.SolvedCubies
	bad.CO[0] = 1
	if _, err := s.SolveCubies(context.Background(), bad, 0); !errors.Is(err, cube.ErrTwist) {
		t.Errorf("SolveCubies with a twisted corner: %v, want ErrTwist", err)
	}
}

// TestSolveCubies checks the cubie-level entry point and its length demand.
func TestSolveCubies(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	s := New(algorithms.Config{})
	for i := 0; i < 5; i++ {
		cc := cube.RandomCubies(rng)
		moves, err := s.SolveCubies(context.Background(), cc, 21)
		if err != nil {
			t.Fatal(err)
		}
		c, err := cc.Facelets(3)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, &algorithms.Solution{Moves: moves}); err != nil {
			t.Fatal(err)
		}
		if len(moves) > 21 {
			t.Errorf("%d moves, asked for at most 21", len(moves))
		}
	}
}

// TestSolveGivesUp asks for an impossibly short solution with a small time
// budget: the solver must say it gave up, not return a longer one.
func TestSolveGivesUp(t *testing.T) {
	c := cube.MustNew(3)
	if err := c.ApplyString("R U F"); err != nil {
		t.Fatal(err)
	}
	s := New(algorithms.Config{MaxLength: 2, TimeLimit: 20 * time.Millisecond})
	if _, err := s.Solve(context.Background(), c, nil); !errors.Is(err, algorithms.ErrGaveUp) {
		t.Fatalf("got %v, want ErrGaveUp", err)
	}
	s = New(algorithms.Config{MaxNodes: 10})
	if _, err := s.Solve(context.Background(), cube.RandomState(rand.New(rand.NewPCG(1, 1))), nil); !errors.Is(err, algorithms.ErrGaveUp) {
		t.Fatalf("node budget: got %v, want ErrGaveUp", err)
	}
}

// TestSolveCancel checks that a long search stops promptly on cancellation.
func TestSolveCancel(t *testing.T) {
	if err := Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	c := cube.RandomState(rand.New(rand.NewPCG(23, 24)))
	// 16 moves is out of reach for almost every state, so only the
	// context can end this search.
	s := New(algorithms.Config{MaxLength: 16, TimeLimit: time.Hour})
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := s.Solve(ctx, c, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v, want context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > time.Second {
		t.Errorf("took %v to stop", d)
	}
}

// TestSolveCancelledBefore checks that a done context stops even a trivial solve.
func TestSolveCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := New(algorithms.Config{}).Solve(ctx, cube.MustNew(3), nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestProgress checks that progress reports arrive and make sense.
func TestProgress(t *testing.T) {
	var reports []algorithms.Progress
	s := New(algorithms.Config{MaxLength: 20})
	c := cube.RandomState(rand.New(rand.NewPCG(25, 26)))
	sol, err := s.Solve(context.Background(), c, func(p algorithms.Progress) { reports = append(reports, p) })
	if err != nil {
		t.Fatal(err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	if len(reports) == 0 {
		t.Fatal("no progress reports")
	}
	if last := reports[len(reports)-1]; last.Best != len(sol.Moves) {
		t.Errorf("last report has best %d, solution has %d moves", last.Best, len(sol.Moves))
	}
}

// TestScramble checks that a random-state scramble, applied to a solved
// cube, gives a state the solver brings back.
func TestScramble(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 28))
	for i := 0; i < 5; i++ {
		str, err := algorithms.RandomStateScramble(context.Background(), 3, rng)
		if err != nil {
			t.Fatal(err)
		}
		alg, err := cube.ParseAlg(str, 3)
		if err != nil {
			t.Fatalf("scramble %q does not parse: %v", str, err)
		}
		if len(alg) < 15 || len(alg) > 22 {
			t.Errorf("scramble %q has %d moves", str, len(alg))
		}
		c := cube.MustNew(3)
		if err := c.ApplyAlg(alg); err != nil {
			t.Fatal(err)
		}
		if c.IsSolved() {
			t.Fatalf("scramble %q leaves the cube solved", str)
		}
		sol, err := New(algorithms.Config{}).Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRegistered checks the registry entries.
func TestRegistered(t *testing.T) {
	m, ok := algorithms.Lookup("kociemba")
	if !ok || !m.Sizes(3) || m.Sizes(2) || m.Sizes(4) {
		t.Fatalf("kociemba registration wrong: %+v", m)
	}
	if s := m.New(algorithms.Config{}); s.Name() != "kociemba" {
		t.Fatalf("registered solver %v", s)
	}
}

// Any max_length from 20 up is satisfiable: lengths of 48 and more used to
// end the search before its first solution ("search ended without a
// solution (a bug)").
func TestSolveLongMaxLength(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 1000))
	for _, maxLen := range []int{20, 47, 48, 49, 100, 1000} {
		for _, c := range []*cube.Cube{cubeAfter(t, "R U"), cube.RandomState(rng)} {
			sol, err := New(algorithms.Config{MaxLength: maxLen}).Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatalf("max length %d: %v", maxLen, err)
			}
			if err := algorithms.Verify(c, sol); err != nil || len(sol.Moves) > maxLen {
				t.Fatalf("max length %d: %d moves, %v", maxLen, len(sol.Moves), err)
			}
		}
	}
}

// A max_length the position cannot meet is refused quickly: below the
// pruning tables' bound at once, and otherwise, for lengths up to
// phase2Cap, once every path that short has been tried. Before, max_length
// 1 searched for 10 s on two threads and then gave up for lack of time.
func TestSolveHopelessMaxLength(t *testing.T) {
	if err := Prepare(context.Background()); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct {
		c      *cube.Cube
		maxLen int
		want   string
	}{
		{cube.RandomState(rng), 1, "needs at least"},
		{cube.RandomState(rng), 5, "needs at least"},
		{cubeAfter(t, "R U"), 1, "needs at least 2"},
		// Half turns keep every view in phase 2, so the phase-1 bound is 0.
		{cubeAfter(t, "R2 U2"), 1, "no solution of at most 1 moves exists"},
		{cubeAfter(t, "R2 U2 F2 L2 D2 B2"), 5, "no solution of at most 5 moves exists"},
		{cubeAfter(t, "R2 U2 F2 L2 D2 B2 R2"), 6, "no solution of at most 6 moves exists"},
	} {
		// Well under the 10 s the search may spend on a demanded length.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		sol, err := New(algorithms.Config{MaxLength: tt.maxLen}).Solve(ctx, tt.c, nil)
		cancel()
		if err == nil {
			t.Fatalf("%s in %d: solved with %v", tt.c, tt.maxLen, sol.Moves)
		}
		if !errors.Is(err, algorithms.ErrGaveUp) || !strings.Contains(err.Error(), tt.want) {
			t.Fatalf("max length %d: %v, want ErrGaveUp saying %q", tt.maxLen, err, tt.want)
		}
	}
	// Short lengths that can be met still are.
	for _, alg := range []string{"R U F L D", "R", "R U R' U'"} {
		c := cubeAfter(t, alg)
		n := len(cube.MustParseAlg(alg, 3))
		sol, err := New(algorithms.Config{MaxLength: n}).Solve(context.Background(), c, nil)
		if err != nil || len(sol.Moves) > n || algorithms.Verify(c, sol) != nil {
			t.Fatalf("%s in %d: %v, %v", alg, n, sol, err)
		}
	}
}

func cubeAfter(t *testing.T, alg string) *cube.Cube {
	t.Helper()
	c := cube.MustNew(3)
	if err := c.ApplyString(alg); err != nil {
		t.Fatal(err)
	}
	return c
}

// A tiny time limit without a demanded length still gets an answer of at
// most ScrambleLength moves: the clock only ends a search that has one.
func TestSolveTinyTimeLimit(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for i := 0; i < 5; i++ {
		c := cube.RandomState(rng)
		sol, err := New(algorithms.Config{TimeLimit: time.Nanosecond}).Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, sol); err != nil || len(sol.Moves) > ScrambleLength {
			t.Fatalf("%d moves, %v", len(sol.Moves), err)
		}
	}
}
