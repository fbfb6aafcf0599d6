package optimal

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
	"cubelab/algorithms/twophase"
	"cubelab/cube"
)

// HeavyEnv opts in to the tests that take minutes: the published 17- and
// 18-move positions and the superflip.
const HeavyEnv = "CUBELAB_OPTIMAL_HEAVY"

// TestMain points the table cache at a temporary directory unless
// CUBELAB_CACHE_DIR names one (heavy runs reuse a built cache that way).
func TestMain(m *testing.M) {
	if os.Getenv(CacheEnv) == "" {
		dir, err := os.MkdirTemp("", "optimal-test")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Setenv(CacheEnv, dir)
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// testConfig picks the tables the tests use: CUBELAB_OPTIMAL_TABLES names
// a configuration (the large one needs a built cache: minutes), else small.
func testConfig() algorithms.Config {
	return algorithms.Config{TableSize: os.Getenv("CUBELAB_OPTIMAL_TABLES")}
}

func TestRegistered(t *testing.T) {
	solvertest.Registered(t, "optimal", 50, 3, "R U F' D2 L B")
	if m, _ := algorithms.Lookup("optimal"); !m.Slow {
		t.Error("optimal is not marked Slow")
	}
}

// randomWalk turns a solved cube by k random moves, never the same face
// twice in a row nor opposite faces out of order, so most walks of up to 9
// moves end that far from solved.
func randomWalk(rng *rand.Rand, k int) *cube.Cube {
	c := cube.MustNew(3)
	prev := 6
	for range k {
		m := rng.IntN(nMoves)
		for !allowedAfter[prev][m] {
			m = rng.IntN(nMoves)
		}
		if err := c.Apply(cube.FaceTurnsAlg([]int8{int8(m)})[0]); err != nil {
			panic(err)
		}
		prev = m / 3
	}
	return c
}

// ball maps every state within radius moves of solved to its distance.
func ball(radius int) map[cube.Cubies]int8 {
	mc := moveCubies()
	dist := map[cube.Cubies]int8{cube.SolvedCubies: 0}
	layer := []cube.Cubies{cube.SolvedCubies}
	for d := 1; d <= radius; d++ {
		var next []cube.Cubies
		for _, c := range layer {
			for m := range mc {
				n := c.Mul(mc[m])
				if _, seen := dist[n]; !seen {
					dist[n] = int8(d)
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	return dist
}

// bruteDistance is the exact distance of c (at most 9 moves from solved) by
// meeting in the middle: breadth first from c for up to 4 moves, each state
// looked up in the ball of radius 5 around solved.
func bruteDistance(c cube.Cubies, near map[cube.Cubies]int8) int {
	mc := moveCubies()
	best := 99
	seen := map[cube.Cubies]bool{c: true}
	layer := []cube.Cubies{c}
	for i := 0; i <= 4 && i < best; i++ {
		for _, x := range layer {
			if d, ok := near[x]; ok && i+int(d) < best {
				best = i + int(d)
			}
		}
		var next []cube.Cubies
		for _, x := range layer {
			for m := range mc {
				n := x.Mul(mc[m])
				if !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		layer = next
	}
	return best
}

// Every position up to 9 moves from solved, in a large random sample, gets
// a solution exactly as long as a brute-force search's distance.
func TestExactAgainstBruteForce(t *testing.T) {
	count := 180
	if testing.Short() {
		count = 45
	}
	near := ball(5)
	rng := rand.New(rand.NewPCG(18, 9))
	s := New(testConfig())
	byLen := map[int]int{}
	for i := range count {
		c := randomWalk(rng, 1+i%9)
		cc, err := c.Cubies()
		if err != nil {
			t.Fatal(err)
		}
		want := bruteDistance(cc, near)
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
		if got := sol.Moves.HTM(3); got != want || !sol.Optimal {
			t.Fatalf("position %d (%s): %q has %d moves, brute force says %d", i, c, sol.Moves, got, want)
		}
		byLen[want]++
	}
	t.Logf("distances checked: %v", byLen)
}

// On cubes it can solve quickly the optimal solver is never longer than
// kociemba, and every solution of --all has the same length and solves.
func TestNeverLongerThanKociemba(t *testing.T) {
	count := 24
	if testing.Short() {
		count = 6
	}
	rng := rand.New(rand.NewPCG(3, 18))
	s := New(testConfig())
	k := twophase.New(algorithms.Config{})
	for i := range count {
		c := randomWalk(rng, 10+i%3)
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		ks, err := k.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatal(err)
		}
		if sol.Moves.HTM(3) > ks.Moves.HTM(3) {
			t.Errorf("%s: optimal %q (%d) longer than kociemba %q (%d)", c, sol.Moves, sol.Moves.HTM(3), ks.Moves, ks.Moves.HTM(3))
		}
		if i < 4 {
			all, complete, err := AllOptimal(context.Background(), c, testConfig(), 1000, nil)
			if err != nil || !complete || len(all) == 0 {
				t.Fatalf("AllOptimal: %d solutions, complete %v, %v", len(all), complete, err)
			}
			seen := map[string]bool{}
			for _, a := range all {
				if a.HTM(3) != sol.Moves.HTM(3) || seen[a.String()] {
					t.Errorf("AllOptimal gave %q (%d moves, repeated %v), want %d", a, a.HTM(3), seen[a.String()], sol.Moves.HTM(3))
				}
				seen[a.String()] = true
				if err := algorithms.Verify(c, &algorithms.Solution{Moves: a}); err != nil {
					t.Error(err)
				}
			}
			if !seen[sol.Moves.String()] {
				t.Errorf("AllOptimal misses Solve's answer %q", sol.Moves)
			}
		}
	}
}

// The answer does not depend on the number of goroutines, and a cube held in
// any orientation is solved as given.
func TestThreadsAndOrientation(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	for i := range 6 {
		c := randomWalk(rng, 11)
		if i%2 == 1 {
			if err := c.ApplyString("x y2"); err != nil {
				t.Fatal(err)
			}
		}
		var answers []string
		for _, th := range []int{1, 2, 3} {
			cfg := testConfig()
			cfg.Threads = th
			sol, err := New(cfg).Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatal(err)
			}
			answers = append(answers, sol.Moves.String())
		}
		if answers[0] != answers[1] || answers[1] != answers[2] {
			t.Errorf("answers differ by thread count: %q", answers)
		}
	}
}

// Cancelling stops a long search within 100 ms; a node budget gives up.
func TestCancelAndBudget(t *testing.T) {
	s := New(algorithms.Config{})
	if err := s.Prepare(context.Background(), 3); err != nil {
		t.Fatal(err)
	}
	c := cube.MustNew(3)
	if err := c.ApplyString(superflip); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	var depths []string
	progress := make(chan string, 1000)
	go func() {
		_, err := s.Solve(ctx, c, func(p algorithms.Progress) {
			select {
			case progress <- p.Stage:
			default:
			}
		})
		done <- err
	}()
	time.Sleep(300 * time.Millisecond)
	cancel()
	start := time.Now()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled solve returned %v", err)
		}
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("cancel took %v", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("cancel did not stop the search")
	}
	close(progress)
	for st := range progress {
		depths = append(depths, st)
	}
	if len(depths) == 0 || !strings.HasPrefix(depths[len(depths)-1], "depth ") {
		t.Errorf("progress stages %q, want depth reports", depths)
	}
	_, err := New(algorithms.Config{MaxNodes: 100000}).Solve(context.Background(), c, nil)
	if !errors.Is(err, algorithms.ErrGaveUp) {
		t.Errorf("solve with a 100000-node budget returned %v, want ErrGaveUp", err)
	}
	if _, err := New(algorithms.Config{TableSize: "huge-ish"}).Solve(context.Background(), c, nil); err == nil || !strings.Contains(err.Error(), "huge-ish") {
		t.Errorf("unknown table size: %v", err)
	}
}

// superflip is Reid's 20-move maneuver (1995) for the position whose
// distance is 20.
const superflip = "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"

// readPositions reads testdata scrambles, one a line, # comments.
func readPositions(t *testing.T, path string) []string {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out
}

func heavy(t *testing.T) {
	if os.Getenv(HeavyEnv) == "" {
		t.Skipf("minutes of CPU: set %s=1 to run", HeavyEnv)
	}
}

// Published positions (see the testdata files for the source) are solved
// in exactly their published number of moves; the superflip in 20.
func TestPublishedPositions(t *testing.T) {
	heavy(t)
	s := New(testConfig())
	cases := []struct {
		file string
		want int
	}{{"testdata/moves17.txt", 17}, {"testdata/moves18.txt", 18}}
	for _, tc := range cases {
		for i, scr := range readPositions(t, tc.file) {
			if i >= 3 && os.Getenv(HeavyEnv) != "all" {
				break // three of each unless CUBELAB_OPTIMAL_HEAVY=all
			}
			checkLength(t, s, scr, tc.want)
		}
	}
}

func TestSuperflip(t *testing.T) {
	heavy(t)
	checkLength(t, New(testConfig()), superflip, 20)
}

func checkLength(t *testing.T, s *Solver, scr string, want int) {
	t.Helper()
	c := cube.MustNew(3)
	if err := c.ApplyString(scr); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	sol, err := s.Solve(context.Background(), c, nil)
	if err != nil {
		t.Fatalf("%s: %v", scr, err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	if got := sol.Moves.HTM(3); got != want {
		t.Errorf("%s: %q has %d moves, want %d", scr, sol.Moves, got, want)
	}
	t.Logf("%s: %d moves in %v, %d nodes", scr, want, time.Since(start).Round(time.Millisecond), sol.Stats.Visited)
}

// The sorted-slice coordinate round-trips and its classes are Kociemba's
// 788; a conjugated flip computed from the split tables equals the one of
// the conjugated cubies.
func TestHugeCoordinates(t *testing.T) {
	for v := range nSorted {
		c := cube.SolvedCubies
		setSorted(&c, v)
		if got := sortedOf(&c); got != v || sliceOf(&c) != v/24 {
			t.Fatalf("sorted slice %d reads back as %d", v, got)
		}
	}
	h, err := newHugeTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	mt, err := newMoveTables(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.sortedRep) != nSortedClasses {
		t.Fatalf("%d sorted-slice classes, want %d", len(h.sortedRep), nSortedClasses)
	}
	st := syms()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200 {
		cc, err := randomWalk(rng, 30).Cubies()
		if err != nil {
			t.Fatal(err)
		}
		c := cc
		for k := range st.s {
			r := conjBy(&c, &st.s[k])
			if got, want := h.conjFlip(c.Flip(), sortedOf(&c), k), r.Flip(); got != want {
				t.Fatalf("conjugated flip by %d: %d, want %d", k, got, want)
			}
		}
		// The packed lookup finds the row of the class's representative:
		// the state conjugated by the symmetry sortedClassSym names.
		x := sortedOf(&c)
		cs := int(h.sortedClassSym[x])
		r := conjBy(&c, &st.s[cs%nSym])
		want := (cs/nSym*nFlip+r.Flip())*nTwist + r.Twist()
		if got := h.index(mt, c.Flip(), x, c.Twist()); got != want {
			t.Fatalf("sorted slice %d: index %d, want %d", x, got, want)
		}
	}
}

// TestFlipSliceLookup checks the two-step flip-slice class lookup the
// search uses against the direct table, on every flip of every slice
// (class equal; symmetry taking the state to the class representative).
func TestFlipSliceLookup(t *testing.T) {
	mt, err := newMoveTables(context.Background(), true)
	if err != nil {
		t.Fatal(err)
	}
	st := syms()
	for s := range nSlice {
		for f := 0; f < nFlip; f += 1 + s%7 {
			x := f + nFlip*s
			got, want := mt.fsLookup.classSym(f, s), int(mt.fsClassSym[x])
			if got/nSym != want/nSym {
				t.Fatalf("slice %d flip %d: class %d, want %d", s, f, got/nSym, want/nSym)
			}
			c := cube.SolvedCubies
			setSlice(&c, s)
			c.SetFlip(f)
			r := conjBy(&c, &st.s[got%nSym])
			if y := flipSliceOf(&r); uint32(y) != mt.fsRep[got/nSym] {
				t.Fatalf("slice %d flip %d: symmetry %d gives %d, not the representative %d", s, f, got%nSym, y, mt.fsRep[got/nSym])
			}
		}
	}
}
