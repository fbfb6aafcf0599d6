package pocket

import (
	"context"
	"math/rand/v2"
	"testing"

	"cubelab/algorithms"
	"cubelab/cube"
)

// benchCubes are seed 000's protocol positions: 30-40 random moves.
func benchCubes() []*cube.Cube {
	rng := rand.New(rand.NewPCG(2024, 5))
	out := make([]*cube.Cube, 50)
	for i := range out {
		out[i] = cube.MustNew(2)
		_ = out[i].ApplyAlg(cube.RandomMoves(2, 30+rng.IntN(11), rng))
	}
	return out
}

func benchMethod(b *testing.B, name string) {
	cubes := benchCubes()
	s, err := algorithms.New(name, 2, algorithms.Config{})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Solve(context.Background(), cubes[0], nil); err != nil { // build tables outside the timing
		b.Fatal(err)
	}
	var nodes int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sol, err := s.Solve(context.Background(), cubes[i%len(cubes)], nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += sol.Stats.Visited
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}

func BenchmarkTable(b *testing.B)     { benchMethod(b, "table") }
func BenchmarkPDB(b *testing.B)       { benchMethod(b, "pdb") }
func BenchmarkPDBPlain(b *testing.B)  { benchMethod(b, "pdb-plain") }
func BenchmarkBiBFS(b *testing.B)     { benchMethod(b, "bibfs") }
func BenchmarkWAStar(b *testing.B)    { benchMethod(b, "wastar") }
func BenchmarkIDAStar(b *testing.B)   { benchMethod(b, "idastar") }
func BenchmarkIDDFS(b *testing.B)     { benchMethod(b, "iddfs") }
func BenchmarkAnnealing(b *testing.B) { benchMethod(b, "annealing") }
func BenchmarkGenetic(b *testing.B)   { benchMethod(b, "genetic") }

// BenchmarkTableBuild measures the full distance table's breadth-first build.
func BenchmarkTableBuild(b *testing.B) {
	for i := 0; i < b.N; i++ {
		buildDistTable()
	}
}

// BenchmarkPDBWorst is pdb on God's-number positions (11 moves).
func BenchmarkPDBWorst(b *testing.B) {
	tab := Table()
	var cubes []*cube.Cube
	for i := Index(0); i < NumStates && len(cubes) < 20; i += 101 {
		if tab.Dist(i) == 11 {
			cubes = append(cubes, PosAt(i).Cube())
		}
	}
	s, _ := algorithms.New("pdb", 2, algorithms.Config{})
	_, _ = s.Solve(context.Background(), cubes[0], nil)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.Solve(context.Background(), cubes[i%len(cubes)], nil); err != nil {
			b.Fatal(err)
		}
	}
}
