package race

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cubelab/cube"
	"cubelab/lab"
)

// TestFaceletsRoundTrip: the strings handed to the Java solvers parse back
// to exactly the cubes `cubelab bench` solves, and are well-formed facelet
// strings (6n² letters, n² of each; on odd cubes the centres in U R F D L B
// order). The 4x4x4 and 5x5x5 random states cost a reduction solve each, so
// those rows are few and skipped with -short.
func TestFaceletsRoundTrip(t *testing.T) {
	tests := []struct {
		n, runs int
		slow    bool
	}{
		{3, 50, false},
		{4, 2, true},
		{5, 1, true},
	}
	for _, tt := range tests {
		if tt.slow && testing.Short() {
			t.Logf("%dx%d: skipped with -short", tt.n, tt.n)
			continue
		}
		lines, err := Facelets(tt.n, tt.runs, 0)
		if err != nil {
			t.Fatal(err)
		}
		want, err := Cubes(tt.n, tt.runs, 0)
		if err != nil {
			t.Fatal(err)
		}
		if tt.n == 3 {
			// The min2phase race's cubes are those of bench's targets table.
			for i, c := range lab.TargetCubes(tt.runs, 0) {
				if !want[i].Equal(c) {
					t.Fatalf("3x3 cube %d is not lab.TargetCubes'", i)
				}
			}
		}
		got, err := ParseFacelets(lines, tt.n)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != tt.runs || len(lines) != tt.runs {
			t.Fatalf("%dx%d: %d strings, %d cubes, want %d", tt.n, tt.n, len(lines), len(got), tt.runs)
		}
		for i, s := range lines {
			checkFacelets(t, tt.n, s)
			if !got[i].Equal(want[i]) {
				t.Errorf("%dx%d cube %d: %s parses back to a different cube", tt.n, tt.n, i, s)
			}
			if got[i].IsSolved() {
				t.Errorf("%dx%d cube %d is solved", tt.n, tt.n, i)
			}
		}
		if tt.runs > 1 && lines[0] == lines[1] {
			t.Errorf("%dx%d: the first two random cubes are equal", tt.n, tt.n)
		}
	}
	if a, b := mustFacelets(t, 3, 1, 0), mustFacelets(t, 3, 1, 7); a[0] == b[0] {
		t.Error("another seed gives the same first cube")
	}
}

func mustFacelets(t *testing.T, n, runs int, seed uint64) []string {
	t.Helper()
	s, err := Facelets(n, runs, seed)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// checkFacelets checks that s is a well-formed facelet string of an NxNxN.
func checkFacelets(t *testing.T, n int, s string) {
	t.Helper()
	nn := n * n
	if len(s) != 6*nn {
		t.Fatalf("%dx%d: %d letters: %q", n, n, len(s), s)
	}
	for _, f := range "URFDLB" {
		if k := strings.Count(s, string(f)); k != nn {
			t.Errorf("%dx%d: %d %c stickers in %s", n, n, k, f, s)
		}
	}
	if n%2 == 1 {
		centres := make([]byte, 6)
		for f := range centres {
			centres[f] = s[f*nn+nn/2]
		}
		if string(centres) != "URFDLB" {
			t.Errorf("%dx%d: centres %s in %s", n, n, centres, s)
		}
	}
}

// TestFaceletsWriterRoundTrip: on random-move cubes of every race size
// (cheap, unlike the random states) the writer's strings parse back to the
// cube they were written from.
func TestFaceletsWriterRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, n := range []int{3, 4, 5, 6, 7} {
		for i := 0; i < 20; i++ {
			c := cube.MustNew(n)
			if err := c.ApplyAlg(cube.RandomMoves(n, 60, rng)); err != nil {
				t.Fatal(err)
			}
			s := c.URFDLB()
			checkFacelets(t, n, s)
			back, err := ParseFacelets([]string{s}, n)
			if err != nil {
				t.Fatalf("%dx%d: %v", n, n, err)
			}
			if !back[0].Equal(c) {
				t.Fatalf("%dx%d: %s parses back to a different cube", n, n, s)
			}
		}
	}
}

// TestFaceletsMatchChenShuang checks our export against facelet strings of
// Chen Shuang's solvers, so a change of face order, sticker order or move
// direction on either side shows up here: the two examples in min2phase's
// documentation of Search.solution (src/Search.java), the example in TPR's
// README (`java ... solver UUUR...`, which is U R), and strings TPR and
// cube555 themselves wrote for move sequences: TPR's FullCube(Util.tomove(alg))
// passed to FullCube.toFacelet (commit e432528; its r u f... are our Rw Uw
// Fw...), cube555's CubieCube after doMove and doCornerMove of each move
// (commit 82b452f; its two-layer u r f... likewise).
func TestFaceletsMatchChenShuang(t *testing.T) {
	tests := []struct {
		name string
		n    int
		alg  string
		want string
	}{
		{"min2phase: scramble in Search.solution's doc", 3, "F U' F2 D' B U R' F' L D' R' U' L U B' D2 R' F U2 D2",
			"FBLLURRFBUUFBRFDDFUULLFRDDLRFBLDRFBLUUBFLBDDBUURRBLDDR"},
		{"min2phase: superflip", 3, "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
			"UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"},
		{"TPR: README's solver example", 4, "U R",
			"UUURUUUFUUUFUUUFRRRBRRRBRRRBRRRBRRRDFFFDFFFDFFFDDDDBDDDBDDDBDDDLFFFFLLLLLLLLLLLLULLLUBBBUBBBUBBB"},
		{"TPR: R", 4, "R",
			"UUUFUUUFUUUFUUUFRRRRRRRRRRRRRRRRFFFDFFFDFFFDFFFDDDDBDDDBDDDBDDDBLLLLLLLLLLLLLLLLUBBBUBBBUBBBUBBB"},
		{"TPR: u", 4, "Uw",
			"UUUUUUUUUUUUUUUUBBBBBBBBRRRRRRRRRRRRRRRRFFFFFFFFDDDDDDDDDDDDDDDDFFFFFFFFLLLLLLLLLLLLLLLLBBBBBBBB"},
		{"cube555: R", 5, "R",
			"UUUUFUUUUFUUUUFUUUUFUUUUFRRRRRRRRRRRRRRRRRRRRRRRRRFFFFDFFFFDFFFFDFFFFDFFFFDDDDDBDDDDBDDDDBDDDDBDDDDBLLLLLLLLLLLLLLLLLLLLLLLLLUBBBBUBBBBUBBBBUBBBBUBBBB"},
		{"cube555: u", 5, "Uw",
			"UUUUUUUUUUUUUUUUUUUUUUUUUBBBBBBBBBBRRRRRRRRRRRRRRRRRRRRRRRRRFFFFFFFFFFFFFFFDDDDDDDDDDDDDDDDDDDDDDDDDFFFFFFFFFFLLLLLLLLLLLLLLLLLLLLLLLLLBBBBBBBBBBBBBBB"},
		{"cube555: R U r' F u2 D' f B2 L d l' b', in its notation", 5, "R U r' F u2 D' f B2 L d l' b'",
			"DDRRBULLRRUUUUUFFLRRDDDRRUUFUDBBLUFUURUDUUFUDUURUURRFBBLDFDDLDFBLLDFFBDDDDBFBRRLFRDRLBDDRFBBRLFLLLLFLBRDBLDRFFDDLFFFLLFFFLURRLBBFFRLBBDLBBRBLBBUURBBUU"},
		{"TPR: R U r' F u2 D' f B2 L d l' b'", 4, "R U Rw' F Uw2 D' Fw B2 L Dw Lw' Bw'",
			"DDRBULRRFFRRDDRRUUUDBBUFUUUDUUUURRBBLDDDLDFBDDDBFBRLFRRLBBLFLLLFLBDBLDFFFLFFFLRRLBFFRLBDLBUURBUU"},
	}
	for _, tt := range tests {
		c := cube.MustNew(tt.n)
		if err := c.ApplyString(tt.alg); err != nil {
			t.Fatal(err)
		}
		if got := c.URFDLB(); got != tt.want {
			t.Errorf("%s: got  %s\nwant %s", tt.name, got, tt.want)
		}
		back, err := ParseFacelets([]string{tt.want}, tt.n)
		if err != nil || !back[0].Equal(c) {
			t.Errorf("%s: the solver's string does not parse to the cube: %v", tt.name, err)
		}
	}
}

func TestParseFaceletsErrors(t *testing.T) {
	tests := []struct {
		in string
		n  int
	}{
		{"UUUU", 3},                  // 2x2: not the race's size
		{strings.Repeat("X", 54), 3}, // not face letters
		{strings.Repeat("U", 53), 3}, // no square size
		{mustFacelets(t, 3, 1, 0)[0], 4},
		{strings.Repeat("U", 96), 3}, // a 4x4's length
	}
	for _, tt := range tests {
		if _, err := ParseFacelets([]string{tt.in}, tt.n); err == nil {
			t.Errorf("%q accepted as %dx%d", tt.in, tt.n, tt.n)
		}
	}
	if _, err := Cubes(2, 1, 0); err == nil {
		t.Error("a 2x2 race")
	}
}
