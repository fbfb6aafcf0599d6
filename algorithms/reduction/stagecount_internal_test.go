package reduction

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/optimal"
	"cubelab/cube"
)

// TestStageCounts prints where the moves go: the mean OBTM and BTM of each
// stage over CUBELAB_STAGE_CUBES (default 5) of TestMoveCounts' kind of cube
// per size, for the sizes listed in CUBELAB_STAGE_SIZES (say 5,6,7). A
// measuring aid for tuning, skipped unless the sizes are given; every
// solution is verified.
//
//	CUBELAB_STAGE_SIZES=5,6,7 go test ./algorithms/reduction -run StageCounts -v
//
// CUBELAB_STAGE_OPTIMAL=small|large also solves each 3x3x3 stage's
// position optimally (package optimal with those tables; large: about a
// second a position once its 2 GB are cached, small: a minute or more) and
// prints the mean of that and of the reduction plus it: how long the
// solutions would be were the 3x3x3 stage optimal, a bound on what a better
// 3x3x3 stage alone can gain.
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
		var three threeBound
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
			if err := three.add(sol, n); err != nil {
				t.Fatalf("%dx%d cube %d: %v", n, n, i, err)
			}
		}
		var b strings.Builder
		for _, name := range names {
			p := per[name]
			b.WriteString("  " + name + " " + strconv.FormatFloat(float64(p.obtm)/float64(cubes), 'f', 1, 64) + "/" + strconv.FormatFloat(float64(p.btm)/float64(cubes), 'f', 1, 64))
		}
		t.Logf("%dx%d: %.1f OBTM / %.1f BTM, %.2f s per solve;%s", n, n, float64(total.obtm)/float64(cubes), float64(total.btm)/float64(cubes), time.Since(start).Seconds()/float64(cubes), b.String())
		if three.cubes > 0 {
			k := float64(three.cubes)
			t.Logf("%dx%d: 3x3 stage %.2f moves, optimally %.2f; reduction %.2f OBTM + optimal 3x3 stage = %.2f", n, n,
				float64(three.found)/k, float64(three.optimal)/k, float64(three.reduction)/k, float64(three.reduction+three.optimal)/k)
		}
	}
}

// threeBound sums, over TestStageCounts' cubes, the 3x3x3 stage's length
// and its position's optimal length (CUBELAB_STAGE_OPTIMAL names the
// optimal solver's tables; without it add does nothing).
type threeBound struct {
	cubes, found, optimal, reduction int
}

// add solves sol's 3x3x3 stage's position optimally: the inverse of the
// stage's moves, which are outer face turns, read as a 3x3x3 scramble.
func (b *threeBound) add(sol *algorithms.Solution, n int) error {
	tables := os.Getenv("CUBELAB_STAGE_OPTIMAL")
	if tables == "" {
		return nil
	}
	reduction, found := 0, -1
	for _, st := range sol.Steps {
		if st.Name != "3x3 stage" {
			reduction += st.Moves.OBTM(n)
			continue
		}
		pos := cube.MustNew(3)
		if err := pos.ApplyString(st.Moves.Inverse().String()); err != nil {
			return fmt.Errorf("3x3 stage %s as a 3x3x3: %w", st.Moves, err)
		}
		opt, err := optimal.New(algorithms.Config{TableSize: tables}).Solve(context.Background(), pos, nil)
		if err != nil {
			return fmt.Errorf("3x3 stage optimally: %w", err)
		}
		found, b.optimal = len(st.Moves), b.optimal+len(opt.Moves)
	}
	if found < 0 {
		return fmt.Errorf("no 3x3 stage among %d steps", len(sol.Steps))
	}
	b.cubes++
	b.found += found
	b.reduction += reduction
	return nil
}
