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

// The slice and U-corner coordinates round-trip; the U-corner
// places' move and symmetry tables agree with the cubies; the large
// table's index is that of the state conjugated to its flip-slice class's
// representative (the packed inverse's: TestInverseStates).
func TestCornSepCoordinates(t *testing.T) {
	for v := range nSlice {
		c := cube.SolvedCubies
		setSlice(&c, v)
		if got := sliceOf(&c); got != v {
			t.Fatalf("slice places %d read back as %d", v, got)
		}
	}
	for v := range nCornSep {
		c := cube.SolvedCubies
		setCornSep(&c, v)
		if got := cornSepOf(&c); got != v {
			t.Fatalf("U-corner places %d read back as %d", v, got)
		}
	}
	if c := cube.SolvedCubies; cornSepOf(&c) != 0 {
		t.Fatalf("solved U-corner places %d, want 0", cornSepOf(&c))
	}
	mt, err := newMoveTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	tb := &tables{mt: mt, sepTab: trits{}}
	st := syms()
	mc := moveCubies()
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		c, err := randomWalk(rng, 30).Cubies()
		if err != nil {
			t.Fatal(err)
		}
		x := cornSepOf(&c)
		for m := range mc {
			r := c.Mul(mc[m])
			if got, want := int(mt.cornSepMove[x*nMoves+m]), cornSepOf(&r); got != want {
				t.Fatalf("U-corner places %d after move %d: %d, want %d", x, m, got, want)
			}
		}
		for k := range st.s {
			r := conjBy(&c, &st.s[k])
			if got, want := int(mt.cornSepConj[x*nSym+k]), cornSepOf(&r); got != want {
				t.Fatalf("U-corner places %d conjugated by %d: %d, want %d", x, k, got, want)
			}
		}
		a := axisCoords{uint16(c.Flip()), uint16(sliceOf(&c)), uint16(c.Twist()), uint8(x)}
		cs := int(mt.fsClassSym[flipSliceOf(&c)])
		r := conjBy(&c, &st.s[cs%nSym])
		want := (cs/nSym*nCornSep+cornSepOf(&r))*nTwist + r.Twist()
		if got := tb.sepIndex(a); got != want {
			t.Fatalf("large index %d, want %d", got, want)
		}
		if got := fsIndexOfSep(want); got != cs/nSym*nTwist+r.Twist() {
			t.Fatalf("phase-1 index of large index %d: %d, want %d", want, got, cs/nSym*nTwist+r.Twist())
		}
	}
}

// The large table's 2-bit build entries pack into three-valued ones in
// place and read back: the residue of tritBase+1 as tritBase+1, unknown
// ones as tritBase+2, the other residues as 0 (tritBase or less).
func TestTrits(t *testing.T) {
	for _, n := range []int{1, 19, 20, 21, 1003} {
		src := newCells(n, 2)
		var want []int
		for i := range n {
			if i%17 != 3 {
				src.setIfUnknown(i, (i*7)%3)
			}
			switch v := src.load(i); {
			case v == src.unknown():
				want = append(want, tritBase+2)
			case v == (tritBase+1)%3:
				want = append(want, tritBase+1)
			default:
				want = append(want, 0)
			}
		}
		tr, err := packTrits(context.Background(), src, n)
		if err != nil {
			t.Fatal(err)
		}
		if len(tr) != tritWords(n) {
			t.Fatalf("%d entries: %d words, want %d", n, len(tr), tritWords(n))
		}
		for i := range n {
			if d := tr.at(i); d != want[i] {
				t.Fatalf("%d entries: entry %d reads %d, want %d", n, i, d, want[i])
			}
		}
	}
}

// relabel changes exactly the 2-bit entries of one value.
func TestRelabel(t *testing.T) {
	c := newCells(1000, 2)
	for i := range 1000 {
		if i%11 != 0 {
			c.setIfUnknown(i, i%3)
		}
	}
	if err := c.relabel(context.Background(), 1, 2); err != nil {
		t.Fatal(err)
	}
	for i := range 1000 {
		want := i % 3
		switch {
		case i%11 == 0:
			want = 3
		case want == 1:
			want = 2
		}
		if got := c.load(i); got != want {
			t.Fatalf("entry %d: %d, want %d", i, got, want)
		}
	}
}

// TestFlipSliceLookup checks the two-step flip-slice class lookup the
// search uses against the direct table, on every flip of every slice
// (class equal; symmetry taking the state to the class representative).
func TestFlipSliceLookup(t *testing.T) {
	mt, err := newMoveTables(context.Background())
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

// eachTwin calls fn for every twin (row2, k) of row, itself included.
func (sh *pruneShape) eachTwin(row int, fn func(row2, k int)) {
	for k, stab := 0, sh.stab(row); stab != 0; k, stab = k+1, stab>>1 {
		if stab&1 != 0 {
			fn(sh.twin(row, k), k)
		}
	}
}

// The large table's build steps agree with the search's index: for a
// state at entry (row, twist) of the representative, the entry step gives
// for a move is the index of the moved state, and every twin entry of a
// row (its class's self-symmetries) is the index of the same state seen
// through that symmetry, all classes of the flip-slice coordinate alike.
func TestSepShape(t *testing.T) {
	mt, err := newMoveTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	tb := &tables{mt: mt, sepTab: trits{}}
	sh := sepShape(mt)
	st := syms()
	mc := moveCubies()
	rng := rand.New(rand.NewPCG(5, 6))
	axis := func(c *cube.Cubies) axisCoords {
		return axisCoords{uint16(c.Flip()), uint16(sliceOf(c)), uint16(c.Twist()), uint8(cornSepOf(c))}
	}
	selfSym := 0
	for n := 0; n < 400; n++ {
		c, err := randomWalk(rng, 4+n%30).Cubies()
		if err != nil {
			t.Fatal(err)
		}
		if n%4 == 0 {
			// A state of a self-symmetric flip-slice class: conjugate by
			// a symmetry part of the cube (its edges' flip-slice) only.
			setSlice(&c, 0)
			c.SetFlip(0)
		}
		// The state conjugated to its class's representative sits at
		// (row, twist) of the table.
		i := tb.sepIndex(axis(&c))
		row, col := i/nTwist, i%nTwist
		cs := int(mt.fsClassSym[flipSliceOf(&c)])
		r := conjBy(&c, &st.s[cs%nSym])
		for m := range mc {
			row2, k := sh.step(row, m)
			col2 := int(mt.twistConj[int(mt.twistMove[col*nMoves+m])*nSym+k])
			moved := r.Mul(mc[m])
			if want := tb.sepIndex(axis(&moved)); row2*nTwist+col2 != want {
				t.Fatalf("state %d move %d: step gives %d, index %d", n, m, row2*nTwist+col2, want)
			}
		}
		sh.eachTwin(row, func(row2, k int) {
			if k != 0 {
				selfSym++
			}
			col2 := int(mt.twistConj[col*nSym+k])
			s := conjBy(&r, &st.s[k])
			if want := tb.sepIndex(axis(&s)); row2*nTwist+col2 != want {
				t.Fatalf("state %d twin by %d: %d, index %d", n, k, row2*nTwist+col2, want)
			}
		})
	}
	if selfSym == 0 {
		t.Fatal("no self-symmetric class met: the twins went untested")
	}
}

// A build of distances modulo 3 stopped at some depth agrees with the full
// 4-bit build (the phase-1 table, whose rows have symmetries): an entry is
// at that depth exactly when it holds the depth's residue, farther when
// unknown, nearer when it holds either other residue.
func TestBuildMod3(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the phase-1 table twice")
	}
	mt, err := newMoveTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	full, err := buildPrune(context.Background(), mt, fsShape(mt), false, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	const stop = 9
	part, err := buildPrune(context.Background(), mt, fsShape(mt), true, stop, nil)
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for i := range nFSClasses * nTwist {
		d, v := full.load(i), part.load(i)
		var ok bool
		switch {
		case d == stop:
			ok, counts["at"] = v == stop%3, counts["at"]+1
		case d > stop:
			ok, counts["beyond"] = v == part.unknown(), counts["beyond"]+1
		default:
			ok, counts["before"] = v != stop%3 && v != part.unknown(), counts["before"]+1
		}
		if !ok {
			t.Fatalf("entry %d: distance %d, 2-bit entry %d", i, d, v)
		}
	}
	if counts["at"] == 0 || counts["beyond"] == 0 || counts["before"] == 0 {
		t.Fatalf("depth %d does not split the table: %v", stop, counts)
	}
}
