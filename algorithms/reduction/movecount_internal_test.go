package reduction

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// updateCounts rewrites testdata/movecounts.txt with the counts of today's
// solver: after an improvement, or a change that is worth its cost.
//
//	go test ./algorithms/reduction -run MoveCounts -update
//	CUBELAB_BIGCUBE_COUNTS=all go test ./algorithms/reduction -run MoveCounts -update
var updateCounts = flag.Bool("update", false, "rewrite testdata/movecounts.txt with the current move counts")

const moveCountsFile = "testdata/movecounts.txt"

// moveCountCubes is how many fixed random-state cubes each size has.
const moveCountCubes = 3

// heavyCountSizes are the sizes TestMoveCounts adds with
// CUBELAB_BIGCUBE_COUNTS=all.
var heavyCountSizes = []int{11, 12, 14, 16, 17}

// TestMoveCounts solves a fixed set of random-state cubes per size with the
// deterministic solver (every reduction try, whatever the clock), checks
// each solution by applying it, and compares its OBTM and BTM lengths with
// those pinned in testdata/movecounts.txt: a longer solution fails (a
// regression), a shorter one is reported so that it can be pinned with
// -update. 4x4x4-7x7x7 run by default (a few seconds);
// CUBELAB_BIGCUBE_COUNTS=all adds 11x11x11, 12x12x12, 14x14x14,
// 16x16x16 and 17x17x17 (about two minutes).
func TestMoveCounts(t *testing.T) {
	sizes := []int{4, 5, 6, 7}
	if os.Getenv("CUBELAB_BIGCUBE_COUNTS") == "all" {
		sizes = append(sizes, heavyCountSizes...)
	}
	pinned, err := readMoveCounts()
	if err != nil && !*updateCounts {
		t.Fatal(err)
	}
	got := map[string]cube.MoveCount{}
	for _, n := range sizes {
		for i := range moveCountCubes {
			key := fmt.Sprintf("%d/%d", n, i)
			c := moveCountCube(n, i)
			s := New(algorithms.Config{Seed: 1})
			s.deterministic = true
			sol, err := s.Solve(context.Background(), c.Clone(), nil)
			if err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			if err := algorithms.Verify(c, sol); err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			mc := sol.Moves.Count(n)
			got[key] = mc
			p, ok := pinned[key]
			switch {
			case *updateCounts:
			case !ok:
				t.Errorf("%s: no pinned count (run with -update)", key)
			case mc.OBTM > p.OBTM || mc.BTM > p.BTM:
				t.Errorf("%dx%d cube %d: %d OBTM, %d BTM; pinned %d OBTM, %d BTM: longer than before", n, n, i, mc.OBTM, mc.BTM, p.OBTM, p.BTM)
			case mc != p:
				t.Logf("%dx%d cube %d: %d OBTM, %d BTM; pinned %d OBTM, %d BTM: shorter, pin it with -update", n, n, i, mc.OBTM, mc.BTM, p.OBTM, p.BTM)
			}
		}
	}
	if *updateCounts {
		for k, v := range pinned { // keep the sizes this run skipped
			if _, ok := got[k]; !ok {
				got[k] = v
			}
		}
		if err := writeMoveCounts(got); err != nil {
			t.Fatal(err)
		}
	}
}

// moveCountCube is cube i of size n: random moves, ten times the default
// scramble length, from a seed fixed per size and index.
func moveCountCube(n, i int) *cube.Cube {
	rng := rand.New(rand.NewPCG(uint64(n), uint64(i)))
	c := cube.MustNew(n)
	if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
		panic(err)
	}
	return c
}

func readMoveCounts() (map[string]cube.MoveCount, error) {
	f, err := os.Open(moveCountsFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]cube.MoveCount{}
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		var n, i int
		var mc cube.MoveCount
		if _, err := fmt.Sscanf(text, "%d %d %d %d", &n, &i, &mc.OBTM, &mc.BTM); err != nil {
			return nil, fmt.Errorf("%s:%d: %q: %w", moveCountsFile, line, text, err)
		}
		out[fmt.Sprintf("%d/%d", n, i)] = mc
	}
	return out, sc.Err()
}

func writeMoveCounts(counts map[string]cube.MoveCount) error {
	var b strings.Builder
	b.WriteString("# Reduction's move counts on fixed random-state cubes (TestMoveCounts).\n")
	b.WriteString("# size cube OBTM BTM. Regenerate: go test ./algorithms/reduction -run MoveCounts -update\n")
	b.WriteString("# (with CUBELAB_BIGCUBE_COUNTS=all for 11x11x11, 12x12x12, 14x14x14, 16x16x16 and 17x17x17).\n")
	for _, n := range append([]int{4, 5, 6, 7}, heavyCountSizes...) {
		for i := range moveCountCubes {
			if mc, ok := counts[fmt.Sprintf("%d/%d", n, i)]; ok {
				fmt.Fprintf(&b, "%d %d %d %d\n", n, i, mc.OBTM, mc.BTM)
			}
		}
	}
	if err := os.MkdirAll(filepath.Dir(moveCountsFile), 0o755); err != nil {
		return err
	}
	return os.WriteFile(moveCountsFile, []byte(b.String()), 0o644)
}

// TestMoveCountsSmooth checks that the pinned counts grow smoothly with
// the size: for each pinned size and the next bigger one, the mean OBTM
// grows, and the mean over N^2 is at most 5% above the bigger size's (a
// size left to a worse method stands out; 14x14x14 and 16x16x16 on the
// general beam, 3513 and 4838 OBTM against 17x17x17's 3750, failed).
func TestMoveCountsSmooth(t *testing.T) {
	pinned, err := readMoveCounts()
	if err != nil {
		t.Fatal(err)
	}
	sum := map[int]float64{}
	num := map[int]int{}
	for k, mc := range pinned {
		var n, i int
		if _, err := fmt.Sscanf(k, "%d/%d", &n, &i); err != nil {
			t.Fatal(err)
		}
		sum[n] += float64(mc.OBTM)
		num[n]++
	}
	var sizes []int
	for n := range sum {
		sizes = append(sizes, n)
	}
	slices.Sort(sizes)
	mean := func(n int) float64 { return sum[n] / float64(num[n]) }
	for j := 1; j < len(sizes); j++ {
		a, b := sizes[j-1], sizes[j]
		ra, rb := mean(a)/float64(a*a), mean(b)/float64(b*b)
		if mean(b) <= mean(a) || ra > 1.05*rb {
			t.Errorf("%dx%d %.1f OBTM (%.2f N^2), %dx%d %.1f (%.2f N^2): not smooth", a, a, mean(a), ra, b, b, mean(b), rb)
		}
	}
}
