package optimal

import (
	"bufio"
	"context"
	"os"
	"strings"
	"testing"

	"cubelab/cube"
)

// benchPositions reads the positions of a testdata file of scrambles, at
// most n.
func benchPositions(b *testing.B, file string, n int) []cube.Cubies {
	f, err := os.Open(file)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var out []cube.Cubies
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < n {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if i := strings.IndexByte(line, '\t'); i >= 0 { // bench3.txt: LENGTH<TAB>SCRAMBLE
			line = line[i+1:]
		}
		out = append(out, cubiesOf(b, line))
	}
	return out
}

// benchSearch solves the first n positions of a file on one goroutine and
// reports the nodes per position. The tables are the ones
// CUBELAB_OPTIMAL_TABLES names (small unless told; the large ones need a
// built cache, CUBELAB_CACHE_DIR).
func benchSearch(b *testing.B, file string, n int) {
	tb, err := getTables(context.Background(), testConfigSize(), nil)
	if err != nil {
		b.Fatal(err)
	}
	ps := benchPositions(b, file, n)
	b.ResetTimer()
	var nodes int64
	for range b.N {
		for _, p := range ps {
			res, err := tb.search(context.Background(), p, 1, false, 0, 0, nil)
			if err != nil {
				b.Fatal(err)
			}
			nodes += res.nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(ps)), "nodes/position")
	b.ReportMetric(float64(b.Elapsed().Seconds())/float64(b.N*len(ps)), "s/position")
}

func testConfigSize() TableSize {
	s, err := ParseTableSize(testConfig().TableSize)
	if err != nil {
		panic(err)
	}
	return s
}

// BenchmarkSearch17 solves the first two published 17-move positions
// (testdata/moves17.txt), one goroutine:
//
//	go test ./algorithms/optimal -run XXX -bench Search17 -benchtime 1x
func BenchmarkSearch17(b *testing.B) { benchSearch(b, "testdata/moves17.txt", 2) }

// BenchmarkSearch18 solves the first published 18-move position.
func BenchmarkSearch18(b *testing.B) { benchSearch(b, "testdata/moves18.txt", 1) }
