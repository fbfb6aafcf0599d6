package fourstage

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"

	"cubelab/cube"
)

// threeOf reads a reduced 4x4x4 as a 3x3x3: corners, one wing per edge,
// one centre per face.
func threeOf(c *cube.Cube) *cube.Cube {
	t := cube.MustNew(3)
	at := [3]int{0, 1, 3}
	for f := cube.Face(0); f < 6; f++ {
		for r := 0; r < 3; r++ {
			for col := 0; col < 3; col++ {
				t.Set(f, r, col, c.At(f, at[r], at[col]))
			}
		}
	}
	return t
}

// reducedProblem says what is wrong with c as a reduced 4x4x4, or "".
func reducedProblem(c *cube.Cube) string {
	for f := cube.Face(0); f < 6; f++ {
		col := c.At(f, 1, 1)
		for r := 1; r <= 2; r++ {
			for k := 1; k <= 2; k++ {
				if c.At(f, r, k) != col {
					return "centres not solved"
				}
			}
		}
		// Wings of each edge of this face agree with each other.
		if c.At(f, 0, 1) != c.At(f, 0, 2) || c.At(f, 3, 1) != c.At(f, 3, 2) ||
			c.At(f, 1, 0) != c.At(f, 2, 0) || c.At(f, 1, 3) != c.At(f, 2, 3) {
			return "edges not paired"
		}
	}
	if err := threeOf(c).Validate(); err != nil {
		return "parity: " + err.Error()
	}
	return ""
}

func randomCube(rng *rand.Rand) *cube.Cube {
	c := cube.MustNew(4)
	if err := c.ApplyAlg(cube.RandomMoves(4, 10*cube.DefaultScrambleLength(4, rng), rng)); err != nil {
		panic(err)
	}
	return c
}

// TestReduceRandomStates checks the full three-stage reduction, which takes
// seconds per cube (see Reduce), so it runs only with
// CUBELAB_FOURSTAGE_FULL=k (k cubes).
func TestReduceRandomStates(t *testing.T) {
	runs, err := strconv.Atoi(os.Getenv("CUBELAB_FOURSTAGE_FULL"))
	if err != nil || runs <= 0 {
		t.Skip("set CUBELAB_FOURSTAGE_FULL=k to reduce k cubes with the full three stages (slow)")
	}
	rng := rand.New(rand.NewPCG(4, 17))
	if _, err := edgeTables(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	total := [3]int{}
	start := time.Now()
	for i := 0; i < runs; i++ {
		c := randomCube(rng)
		stages, err := Reduce(context.Background(), c)
		if err != nil {
			t.Fatalf("cube %d: %v", i, err)
		}
		w := c.Clone()
		for k, st := range stages {
			if st.Moves.OBTM(4) != st.Moves.BTM(4) {
				t.Errorf("cube %d %s: OBTM %d != BTM %d: %v", i, st.Name, st.Moves.OBTM(4), st.Moves.BTM(4), st.Moves)
			}
			total[k] += len(st.Moves)
			if err := w.ApplyAlg(st.Moves); err != nil {
				t.Fatal(err)
			}
		}
		if p := reducedProblem(w); p != "" {
			t.Fatalf("cube %d: %s after %v", i, p, stages)
		}
	}
	t.Logf("%d cubes: stages mean %.1f %.1f %.1f, %v per cube", runs,
		float64(total[0])/float64(runs), float64(total[1])/float64(runs), float64(total[2])/float64(runs),
		time.Since(start)/time.Duration(runs))
}

// TestReduceQuick runs the full reduction with QuickParams, as the solver
// does: every reduction it returns must be one, and nearly every cube must
// get one.
func TestReduceQuick(t *testing.T) {
	runs := 12
	if testing.Short() {
		runs = 6
	}
	rng := rand.New(rand.NewPCG(4, 99))
	ok, total := 0, 0
	for i := 0; i < runs; i++ {
		c := randomCube(rng)
		stages, err := ReduceWith(context.Background(), c, QuickParams)
		if err != nil {
			if !errors.Is(err, ErrGaveUp) {
				t.Fatalf("cube %d: %v", i, err)
			}
			continue
		}
		w := c.Clone()
		for _, st := range stages {
			if err := w.ApplyAlg(st.Moves); err != nil {
				t.Fatal(err)
			}
			total += len(st.Moves)
		}
		if p := reducedProblem(w); p != "" {
			t.Fatalf("cube %d: %s after %v", i, p, stages)
		}
		ok++
	}
	// With the exact edge table stage 3 nearly always finishes in budget.
	if ok < runs-1 {
		t.Fatalf("only %d cubes of %d reduced within QuickParams", ok, runs)
	}
	t.Logf("%d of %d cubes reduced, mean %.1f moves", ok, runs, float64(total)/float64(ok))
}

// TestReduceAllCoresAgree checks that stages 2 and 3, which share each
// length's candidates among goroutines, answer the same on one core as on
// several: results are taken in candidate order, each search within the
// budget left when its length began.
func TestReduceAllCoresAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the tables and reduces a few cubes on one core and on four")
	}
	rng := rand.New(rand.NewPCG(21, 22))
	p := QuickParams
	p.Stage2Keep, p.Stage3Solutions = 40, 3
	p.Stage3Nodes, p.Stage3Narrow, p.Stage3MaxNodes = 2_000_000, 40, 2_000_000
	for i := range 3 {
		c := randomCube(rng)
		var got [2]string
		for k, procs := range []int{1, 4} {
			old := runtime.GOMAXPROCS(procs)
			all, err := ReduceAll(context.Background(), c, p)
			runtime.GOMAXPROCS(old)
			if err != nil {
				t.Fatalf("cube %d, %d cores: %v", i, procs, err)
			}
			for _, stages := range all {
				for _, st := range stages {
					got[k] += st.Moves.String() + " | "
				}
				got[k] += "\n"
			}
		}
		if got[0] != got[1] {
			t.Errorf("cube %d: one core gave\n%s\nfour gave\n%s", i, got[0], got[1])
		}
	}
}

// TestReduceAllCancelled checks that a reduction whose context ends in the
// middle of its searches (budgets far beyond it, stages 2 and 3 on several
// goroutines) returns the context's error soon after.
func TestReduceAllCancelled(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the tables")
	}
	if _, err := edgeTables(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(23, 24))
	p := QuickParams
	p.Stage1Solutions, p.Stage1Keep = 20_000, 1000
	p.Stage2Keep, p.Stage2Nodes, p.Stage2MaxNodes = 1000, 1e9, 1e9
	p.Stage3Nodes, p.Stage3Narrow, p.Stage3MaxNodes, p.Stage3Solutions = 1e9, 1000, 1e9, 1000
	// On this machine 10 ms ends stage 1, 150 ms stage 3 (on another
	// cube); either way the answer must be the context's error, soon.
	for _, after := range []time.Duration{10 * time.Millisecond, 50 * time.Millisecond, 150 * time.Millisecond} {
		ctx, cancel := context.WithTimeout(context.Background(), after)
		start := time.Now()
		_, err := ReduceAll(ctx, randomCube(rng), p)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("deadline after %v: got %v, want context.DeadlineExceeded", after, err)
		}
		if d := time.Since(start); d > after+time.Second {
			t.Errorf("deadline after %v: returned after %v", after, d)
		}
	}
}
