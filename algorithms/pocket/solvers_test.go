package pocket

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// testPositions are scrambles from easy to God's-number hard; the last two
// are 11 moves from solved (found in the table, so the test knows they are).
func testPositions(t testing.TB) []struct {
	name string
	c    *cube.Cube
} {
	t.Helper()
	var out []struct {
		name string
		c    *cube.Cube
	}
	add := func(name, alg string) {
		c := cube.MustNew(2)
		if err := c.ApplyString(alg); err != nil {
			t.Fatal(err)
		}
		out = append(out, struct {
			name string
			c    *cube.Cube
		}{name, c})
	}
	add("solved", "")
	add("one move", "R")
	add("rotated one move", "x2 y L'")
	add("D B L turns", "D B2 L' D'")
	add("sexy move", "R U R' U'")
	add("30 random", cube.RandomMoves(2, 30, rand.New(rand.NewPCG(5, 6))).String())
	tab := Table()
	found := 0
	for i := Index(NumStates / 3); i < NumStates && found < 2; i++ {
		if tab.Dist(i) == 11 {
			sol, _ := tab.descend(i)
			add("antipode "+string(rune('A'+found)), toAlg(sol).Inverse().String())
			found++
		}
	}
	if found < 2 {
		t.Fatalf("found %d antipodes in the table", found)
	}
	return out
}

var optimalMethods = []string{"table", "pdb", "pdb-plain", "bibfs", "idastar", "iddfs"}

func slowOK() bool { return !testing.Short() && os.Getenv("CUBELAB_SLOW") != "" }

func TestSolversSolveAndOptimal(t *testing.T) {
	all := append(append([]string(nil), optimalMethods...), "wastar", "annealing", "genetic")
	for _, pos := range testPositions(t) {
		want, err := Distance(pos.c)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range all {
			if want >= 10 && !slowOK() && (name == "iddfs" || name == "genetic" || name == "annealing") {
				continue // seconds each; CUBELAB_SLOW=1 runs them
			}
			s, err := algorithms.New(name, 2, algorithms.Config{Seed: 42})
			if err != nil {
				t.Fatal(err)
			}
			sol, err := s.Solve(context.Background(), pos.c, nil)
			if err != nil {
				t.Errorf("%s on %s: %v", name, pos.name, err)
				continue
			}
			if err := algorithms.Verify(pos.c, sol); err != nil {
				t.Errorf("%s on %s: %v", name, pos.name, err)
				continue
			}
			got := sol.Moves.HTM(2)
			isOpt := false
			for _, o := range optimalMethods {
				isOpt = isOpt || o == name
			}
			switch {
			case isOpt && (got != want || !sol.Optimal):
				t.Errorf("%s on %s: %d moves (optimal flag %v), optimal is %d", name, pos.name, got, sol.Optimal, want)
			case got < want:
				t.Errorf("%s on %s: %d moves, shorter than the optimal %d?", name, pos.name, got, want)
			}
		}
	}
}

// Seed 001 claims its prune makes IDA* about 30% faster; on the same
// positions the raising variant must not expand more nodes than textbook IDA*.
func TestPDBRaiseVersusPlain(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	var nRaise, nPlain, gRaise, gPlain int64
	for k := 0; k < 40; k++ {
		c := cube.MustNew(2)
		_ = c.ApplyAlg(cube.RandomMoves(2, 30+rng.IntN(11), rng))
		for _, name := range []string{"pdb", "pdb-plain"} {
			s, _ := algorithms.New(name, 2, algorithms.Config{})
			sol, err := s.Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatal(err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatal(err)
			}
			if name == "pdb" {
				nRaise += sol.Stats.Visited
				gRaise += sol.Stats.Generated
			} else {
				nPlain += sol.Stats.Visited
				gPlain += sol.Stats.Generated
			}
		}
	}
	t.Logf("expanded: pdb %d, pdb-plain %d (%.0f%%); generated: %d vs %d (%.0f%%)",
		nRaise, nPlain, 100*float64(nRaise)/float64(nPlain), gRaise, gPlain, 100*float64(gRaise)/float64(gPlain))
	if gRaise > gPlain {
		t.Errorf("the raising prune generated more nodes (%d) than plain IDA* (%d)", gRaise, gPlain)
	}
}

// antipodes returns every state 11 moves from solved (God's number in HTM).
func antipodes() []*cube.Cube {
	tab := Table()
	var out []*cube.Cube
	for i := Index(0); i < NumStates; i++ {
		if tab.Dist(i) == 11 {
			out = append(out, PosAt(i).Cube())
		}
	}
	return out
}

// pdb's worst case: every God's-number position solved optimally within a
// node count that keeps it well under 2 ms (node counts are deterministic;
// times are BenchmarkPDBWorst's).
func TestPDBWorstCase(t *testing.T) {
	const maxNodes = 8000
	if testing.Short() {
		t.Skip("solves all 2,644 antipodes")
	}
	s, _ := algorithms.New("pdb", 2, algorithms.Config{})
	cubes := antipodes()
	if len(cubes) != 2644 {
		t.Fatalf("%d antipodes, want 2644", len(cubes))
	}
	var most, total int64
	for _, c := range cubes {
		sol, err := s.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sol.Moves.HTM(2) != 11 || !sol.Optimal {
			t.Fatalf("%s: %d moves, want 11", c, sol.Moves.HTM(2))
		}
		if err := algorithms.Verify(c, sol); err != nil {
			t.Fatal(err)
		}
		most = max(most, sol.Stats.Visited)
		total += sol.Stats.Visited
	}
	t.Logf("2644 antipodes: %d expanded nodes mean, %d at most", total/2644, most)
	if most > maxNodes {
		t.Errorf("pdb expanded %d nodes on an antipode, want at most %d", most, maxNodes)
	}
}

func hardest(t testing.TB) *cube.Cube {
	ps := testPositions(t)
	return ps[len(ps)-1].c
}

// Every method refuses to start on a cancelled context, and stops soon after
// its context is cancelled mid-search (here from its first progress report).
func TestCancellationIsPrompt(t *testing.T) {
	c := hardest(t)
	for _, name := range []string{"iddfs", "idastar", "wastar", "bibfs", "genetic", "annealing", "pdb", "pdb-plain", "table"} {
		t.Run(name, func(t *testing.T) {
			s, _ := algorithms.New(name, 2, algorithms.Config{})
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if _, err := s.Solve(ctx, c, nil); !errors.Is(err, context.Canceled) {
				t.Errorf("with a cancelled context: %v, want context.Canceled", err)
			}
			ctx, cancel = context.WithCancel(context.Background())
			defer cancel()
			var cancelled time.Time
			sol, err := s.Solve(ctx, c, func(algorithms.Progress) {
				if cancelled.IsZero() {
					cancelled = time.Now()
					cancel()
				}
			})
			switch {
			case cancelled.IsZero():
				t.Fatalf("no progress reported (solution %v, error %v)", sol != nil, err)
			case err == nil:
				// Finished before looking again: only the table may, as
				// its whole solve is a few microseconds.
				if name != "table" {
					t.Errorf("solved after being cancelled: %s", sol.Moves)
				}
			case !errors.Is(err, context.Canceled):
				t.Errorf("after cancelling: %v, want context.Canceled", err)
			default:
				if d := time.Since(cancelled); d > 200*time.Millisecond {
					t.Errorf("took %v to notice the cancellation", d)
				}
			}
		})
	}
	// iddfs on an antipode takes tens of milliseconds; a 2 ms deadline must
	// stop it.
	s, _ := algorithms.New("iddfs", 2, algorithms.Config{})
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Millisecond)
	defer cancel()
	if _, err := s.Solve(ctx, c, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("iddfs: %v, want deadline exceeded", err)
	}
}

func TestBudgetsGiveUp(t *testing.T) {
	c := hardest(t)
	tests := []struct {
		name string
		cfg  algorithms.Config
	}{
		{"iddfs", algorithms.Config{MaxNodes: 5000}},
		{"idastar", algorithms.Config{MaxNodes: 5000}},
		{"pdb", algorithms.Config{MaxNodes: 5}},
		{"wastar", algorithms.Config{MaxMemory: 600 << 10}},
		{"bibfs", algorithms.Config{MaxMemory: 10 << 10}},
		{"genetic", algorithms.Config{MaxNodes: 3}},
		{"annealing", algorithms.Config{MaxNodes: 3}},
	}
	for _, tc := range tests {
		s, _ := algorithms.New(tc.name, 2, tc.cfg)
		_, err := s.Solve(context.Background(), c, nil)
		if !errors.Is(err, algorithms.ErrGaveUp) {
			t.Errorf("%s with %+v: %v, want ErrGaveUp", tc.name, tc.cfg, err)
			continue
		}
		// The message names the method and the budget that ran out.
		if msg := err.Error(); !strings.HasPrefix(msg, tc.name+": ") || !strings.Contains(msg, "budget") && !strings.Contains(msg, "no solution in") {
			t.Errorf("%s: unclear give-up message %q", tc.name, msg)
		}
	}
}

// The metaheuristics repeat themselves for a given seed and solve short
// scrambles.
func TestStochasticSeeds(t *testing.T) {
	c := cube.MustNew(2)
	_ = c.ApplyString("R U F' U2 R'")
	for _, name := range []string{"genetic", "annealing"} {
		var first string
		for run := 0; run < 2; run++ {
			s, _ := algorithms.New(name, 2, algorithms.Config{Seed: 7})
			sol, err := s.Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if run == 0 {
				first = sol.Moves.String()
			} else if sol.Moves.String() != first {
				t.Errorf("%s with seed 7 gave %q then %q", name, first, sol.Moves)
			}
		}
		// Other seeds take other paths: the seed is really used.
		work := map[int64]bool{}
		for seed := uint64(1); seed <= 4; seed++ {
			s, _ := algorithms.New(name, 2, algorithms.Config{Seed: seed})
			sol, err := s.Solve(context.Background(), c, nil)
			if err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatalf("%s seed %d: %v", name, seed, err)
			}
			work[sol.Stats.Visited] = true
		}
		if len(work) < 2 {
			t.Errorf("%s: seeds 1..4 all did the same work", name)
		}
	}
}

// On hard positions the metaheuristics do restart: genetic's Armageddon and
// annealing's restart from a random candidate show in their progress.
func TestMetaheuristicsRestart(t *testing.T) {
	c := hardest(t)
	for _, tc := range []struct{ name, word string }{{"genetic", "Armageddons"}, {"annealing", "restarts"}} {
		s, _ := algorithms.New(tc.name, 2, algorithms.Config{Seed: 3})
		restarted := false
		ctx, cancel := context.WithCancel(context.Background())
		_, err := s.Solve(ctx, c, func(p algorithms.Progress) {
			var n int
			var rest string
			if _, err := fmt.Sscanf(p.Stage[strings.Index(p.Stage, ", ")+2:], "%d %s", &n, &rest); err == nil && n > 0 && strings.HasPrefix(rest, tc.word) {
				restarted = true
				cancel()
			}
		})
		cancel()
		if !restarted {
			t.Errorf("%s never restarted (ended with %v)", tc.name, err)
		}
	}
}

func TestBadInput(t *testing.T) {
	bad := cube.MustNew(2)
	bad.Set(cube.U, 0, 0, cube.F) // two F stickers too many
	for _, name := range append(append([]string(nil), optimalMethods...), "wastar", "genetic", "annealing") {
		s, _ := algorithms.New(name, 2, algorithms.Config{})
		if _, err := s.Solve(context.Background(), bad, nil); err == nil {
			t.Errorf("%s accepted an impossible cube", name)
		}
		if _, err := s.Solve(context.Background(), cube.MustNew(3), nil); err == nil {
			t.Errorf("%s accepted a 3x3x3", name)
		}
	}
	if _, err := algorithms.New("wastar", 3, algorithms.Config{}); err == nil {
		t.Error("registry offered wastar for 3x3x3")
	}
	s, _ := algorithms.New("wastar", 2, algorithms.Config{Weight: -1})
	if _, err := s.Solve(context.Background(), cube.MustNew(2), nil); err == nil {
		t.Error("wastar accepted weight -1")
	}
}

func TestRandomStateScramble(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for k := 0; k < 50; k++ {
		s, err := algorithms.RandomStateScramble(context.Background(), 2, rng)
		if err != nil {
			t.Fatal(err)
		}
		c := cube.MustNew(2)
		if err := c.ApplyString(s); err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		d, _ := Distance(c)
		if d < MinScrambleDistance {
			t.Errorf("scramble %q is only %d moves from solved", s, d)
		}
	}
}

// Random-state scrambles are uniform over the states at least
// MinScrambleDistance from solved: their optimal lengths must follow the
// table's distribution (each depth within 5 standard deviations).
func TestRandomStateScrambleUniform(t *testing.T) {
	counts := []float64{1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800, 2644}
	total := 0.0
	for d := MinScrambleDistance; d < len(counts); d++ {
		total += counts[d]
	}
	const n = 4000
	rng := rand.New(rand.NewPCG(21, 22))
	got := make([]float64, len(counts))
	for k := 0; k < n; k++ {
		a, err := RandomStateScramble(context.Background(), rng)
		if err != nil {
			t.Fatal(err)
		}
		c := cube.MustNew(2)
		if err := c.ApplyAlg(a); err != nil {
			t.Fatal(err)
		}
		d, _ := Distance(c)
		got[d]++
	}
	for d := range counts {
		p := 0.0
		if d >= MinScrambleDistance {
			p = counts[d] / total
		}
		want, sd := n*p, math.Sqrt(n*p*(1-p))
		if math.Abs(got[d]-want) > 5*sd+0.5 {
			t.Errorf("depth %d: %v scrambles, want %.1f ± %.1f", d, got[d], want, sd)
		}
	}
}

// The HTTP server solves on several goroutines at once: the shared tables,
// wastar's pooled memory and the metaheuristics' generators must not be
// shared unsafely (run with -race to check).
func TestConcurrentSolves(t *testing.T) {
	c := cube.MustNew(2)
	if err := c.ApplyString("R U F' U2 R' F2 U R2"); err != nil {
		t.Fatal(err)
	}
	want, _ := Distance(c)
	names := []string{"table", "pdb", "pdb-plain", "bibfs", "wastar", "idastar", "iddfs", "genetic", "annealing"}
	errs := make(chan error, 2*len(names))
	for k := 0; k < 2; k++ {
		for _, name := range names {
			go func() {
				s, _ := algorithms.New(name, 2, algorithms.Config{Seed: uint64(k + 1)})
				sol, err := s.Solve(context.Background(), c, nil)
				if err == nil {
					err = algorithms.Verify(c, sol)
				}
				if err == nil && sol.Optimal && sol.Moves.HTM(2) != want {
					err = fmt.Errorf("%s: %d moves, optimal is %d", name, sol.Moves.HTM(2), want)
				}
				errs <- err
			}()
		}
	}
	for range 2 * len(names) {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
