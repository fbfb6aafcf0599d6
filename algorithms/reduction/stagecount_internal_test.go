package reduction

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
)

// TestStageCounts prints where the moves go: the mean OBTM and BTM of each
// stage over CUBELAB_STAGE_CUBES (default 5) of TestMoveCounts' kind of cube
// per size, for the sizes listed in CUBELAB_STAGE_SIZES (say 5,6,7). A
// measuring aid for tuning, skipped unless the sizes are given; every
// solution is verified.
//
//	CUBELAB_STAGE_SIZES=5,6,7 go test ./algorithms/reduction -run StageCounts -v
func TestStageCounts(t *testing.T) {
	env := os.Getenv("CUBELAB_STAGE_SIZES")
	if env == "" {
		t.Skip("set CUBELAB_STAGE_SIZES=5,6,7 to measure")
	}
	cubes := 5
	if k, err := strconv.Atoi(os.Getenv("CUBELAB_STAGE_CUBES")); err == nil && k > 0 {
		cubes = k
	}
	for _, f := range strings.Split(env, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			t.Fatalf("CUBELAB_STAGE_SIZES: %v", err)
		}
		type sum struct{ obtm, btm int }
		per := map[string]*sum{}
		var names []string
		var total sum
		start := time.Now()
		for i := range cubes {
			c := moveCountCube(n, 100+i)
			s := New(algorithms.Config{Seed: 1})
			s.deterministic = true
			sol, err := s.Solve(context.Background(), c.Clone(), nil)
			if err != nil {
				t.Fatalf("%dx%d cube %d: %v", n, n, i, err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatalf("%dx%d cube %d: %v", n, n, i, err)
			}
			for _, st := range sol.Steps {
				p := per[st.Name]
				if p == nil {
					p = &sum{}
					per[st.Name] = p
					names = append(names, st.Name)
				}
				p.obtm += st.Moves.OBTM(n)
				p.btm += st.Moves.BTM(n)
			}
			total.obtm += sol.Moves.OBTM(n)
			total.btm += sol.Moves.BTM(n)
		}
		var b strings.Builder
		for _, name := range names {
			p := per[name]
			b.WriteString("  " + name + " " + strconv.FormatFloat(float64(p.obtm)/float64(cubes), 'f', 1, 64) + "/" + strconv.FormatFloat(float64(p.btm)/float64(cubes), 'f', 1, 64))
		}
		t.Logf("%dx%d: %.1f OBTM / %.1f BTM, %.2f s per solve;%s", n, n, float64(total.obtm)/float64(cubes), float64(total.btm)/float64(cubes), time.Since(start).Seconds()/float64(cubes), b.String())
	}
}
