package beginner

import (
	"context"
	"testing"

	"cubelab/cube"
)

// permutations returns every ordering of 0..3.
func permutations() [][4]uint8 {
	var out [][4]uint8
	var p [4]uint8
	var used [4]bool
	var rec func(i int)
	rec = func(i int) {
		if i == 4 {
			out = append(out, p)
			return
		}
		for v := uint8(0); v < 4; v++ {
			if !used[v] {
				used[v], p[i] = true, v
				rec(i + 1)
				used[v] = false
			}
		}
	}
	rec(0)
	return out
}

func parity(p [4]uint8) int {
	n := 0
	for i := 0; i < 4; i++ {
		for j := i + 1; j < 4; j++ {
			if p[i] > p[j] {
				n++
			}
		}
	}
	return n % 2
}

// lastLayerCases lists, for each last-layer step, every case it can meet
// after the steps before it: what it must fix depends only on the part it
// looks at (its algorithms act on that part alike whatever the rest is).
func lastLayerCases() [][]cube.Cubies {
	solved := cube.SolvedCubies
	cases := make([][]cube.Cubies, 4)
	for m := 0; m < 16; m++ { // edge flips with an even count
		s := solved
		n := 0
		for i := 0; i < 4; i++ {
			s.EO[i] = uint8(m >> i & 1)
			n += int(s.EO[i])
		}
		if n%2 == 0 {
			cases[0] = append(cases[0], s)
		}
	}
	for m := 0; m < 81; m++ { // corner twists adding up to a multiple of 3
		s := solved
		sum := 0
		for i, v := 0, m; i < 4; i, v = i+1, v/3 {
			s.CO[i] = uint8(v % 3)
			sum += v % 3
		}
		if sum%3 == 0 {
			cases[1] = append(cases[1], s)
		}
	}
	for _, p := range permutations() {
		s := solved
		for i, v := range p {
			s.CP[i] = cube.Corner(v)
		}
		if parity(p) == 1 { // keep the cube's parity: swap two top edges too
			s.EP[0], s.EP[1] = s.EP[1], s.EP[0]
		}
		cases[2] = append(cases[2], s)
		if parity(p) == 0 {
			e := solved
			for i, v := range p {
				e.EP[i] = cube.Edge(v)
			}
			cases[3] = append(cases[3], e)
		}
	}
	return cases
}

func TestLastLayerEveryCase(t *testing.T) {
	want := []int{8, 27, 24, 12}
	for k, cs := range lastLayerCases() {
		ll := lastLayer[k]
		if len(cs) != want[k] {
			t.Fatalf("%s: %d cases, want %d", ll.name, len(cs), want[k])
		}
		worst := 0
		for _, s := range cs {
			var cnt counters
			found := false
			for d := 0; d <= ll.depth && !found; d++ {
				_, end, ok, err := macroSearch(context.Background(), s, ll.macros, ll.goal, d, &cnt)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					if !ll.goal(&end) {
						t.Fatalf("%s: search claims success but the goal does not hold", ll.name)
					}
					found, worst = true, max(worst, d)
				}
			}
			if !found {
				t.Fatalf("%s: case %+v needs more than %d algorithms", ll.name, s, ll.depth)
			}
		}
		t.Logf("%s: %d cases, at most %d algorithms and U turns", ll.name, len(cs), worst)
	}
}
