package fourstage

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"cubelab/cube"
)

// centreProblem says what is wrong with c's centres, or "".
func centreProblem(c *cube.Cube, valid map[[6]uint8]bool) string {
	var a [6]uint8
	for f := cube.Face(0); f < 6; f++ {
		a[f] = uint8(c.At(f, 1, 1))
		for r := 1; r <= 2; r++ {
			for k := 1; k <= 2; k++ {
				if c.At(f, r, k) != c.At(f, 1, 1) {
					return "centres not solved"
				}
			}
		}
	}
	if !valid[a] {
		return "centres solved in a colouring no orientation has"
	}
	return ""
}

func TestCentresRandomStates(t *testing.T) {
	runs := 30
	if testing.Short() {
		runs = 8
	}
	tb, err := getTables(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 18))
	total, first := 0, 0
	start := time.Now()
	for i := 0; i < runs; i++ {
		c := randomCube(rng)
		sols, err := Centres(context.Background(), c, DefaultCentreParams)
		if err != nil {
			t.Fatalf("cube %d: %v", i, err)
		}
		if len(sols) == 0 {
			t.Fatalf("cube %d: no solution", i)
		}
		for k, a := range sols {
			if a.OBTM(4) != a.BTM(4) {
				t.Errorf("cube %d: OBTM %d != BTM %d: %v", i, a.OBTM(4), a.BTM(4), a)
			}
			if k > 0 && len(a) < len(sols[k-1]) {
				t.Errorf("cube %d: solution %d shorter than the one before", i, k)
			}
			w := c.Clone()
			if err := w.ApplyAlg(a); err != nil {
				t.Fatal(err)
			}
			if p := centreProblem(w, tb.validArrangements); p != "" {
				t.Fatalf("cube %d solution %d: %s after %v", i, k, p, a)
			}
			st, err := tb.g.stateOf(w)
			if err != nil {
				t.Fatal(err)
			}
			if parity(st.wing[:]) != 0 {
				t.Fatalf("cube %d solution %d: odd wing permutation after %v", i, k, a)
			}
		}
		total += len(sols[0])
		first = max(first, len(sols[0]))
	}
	t.Logf("%d cubes: centres mean %.1f moves (max %d), %v per cube", runs, float64(total)/float64(runs), first, time.Since(start)/time.Duration(runs))
}

func TestCentresCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Centres(ctx, randomCube(rand.New(rand.NewPCG(1, 1))), DefaultCentreParams); err == nil {
		t.Fatal("cancelled context: no error")
	}
}
