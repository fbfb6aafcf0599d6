package cube

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

var propertySizes = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 17}

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, seed*7+1)) }

// randomAlg draws moves of every kind that exists on an NxNxN cube: outer,
// inner layers, wide ranges, slices and rotations.
func randomAlg(n, length int, r *rand.Rand) Alg {
	var a Alg
	for len(a) < length {
		f := Faces[r.IntN(6)]
		m := Move{Face: f, Turns: 1 + r.IntN(3)}
		switch r.IntN(5) {
		case 0:
			m.Lo, m.Hi = 1, 0 // rotation
		case 1:
			m.Lo, m.Hi = 2, -1 // slice
		default:
			m.Lo = 1 + r.IntN(n)
			m.Hi = m.Lo + r.IntN(n-m.Lo+1)
		}
		if _, _, err := m.Layers(n); err != nil {
			continue
		}
		a = append(a, m)
	}
	return a
}

func TestSolvedCubeString(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{1, "YOBRGW"},
		{2, "YYYYOOOOBBBBRRRRGGGGWWWW"},
		{3, "YYYYYYYYYOOOOOOOOOBBBBBBBBBRRRRRRRRRGGGGGGGGGWWWWWWWWW"},
	}
	for _, tt := range tests {
		c := MustNew(tt.n)
		if got := c.String(); got != tt.want {
			t.Errorf("N=%d: got %s, want %s", tt.n, got, tt.want)
		}
		if !c.IsSolved() {
			t.Errorf("N=%d: new cube not solved", tt.n)
		}
	}
}

func TestNewRejectsBadSizes(t *testing.T) {
	for _, n := range []int{-1, 0, MaxN + 1} {
		if _, err := New(n); err == nil {
			t.Errorf("New(%d) succeeded", n)
		}
	}
}

// Known results of single moves on a 3x3, in Kociemba's URFDLB form as other
// tools print them.
func TestSingleMovesMatchKnownStrings(t *testing.T) {
	tests := []struct{ alg, want string }{
		{"R", "UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB"},
		{"U", "UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB"},
		{"F", "UUUUUULLLURRURRURRFFFFFFFFFRRRDDDDDDLLDLLDLLDBBBBBBBBB"},
		{"L", "BUUBUUBUURRRRRRRRRUFFUFFUFFFDDFDDFDDLLLLLLLLLBBDBBDBBD"},
		{"B", "RRRUUUUUURRDRRDRRDFFFFFFFFFDDDDDDLLLULLULLULLBBBBBBBBB"},
		{"D", "UUUUUUUUURRRRRRFFFFFFFFFLLLDDDDDDDDDLLLLLLBBBBBBBBBRRR"},
	}
	for _, tt := range tests {
		c := MustNew(3)
		if err := c.ApplyString(tt.alg); err != nil {
			t.Fatal(err)
		}
		if got := c.URFDLB(); got != tt.want {
			t.Errorf("%s: got  %s\nwant %s", tt.alg, got, tt.want)
		}
	}
}

func TestAlgThenInverseIsIdentity(t *testing.T) {
	for _, n := range propertySizes {
		r := rng(uint64(n))
		for i := 0; i < 20; i++ {
			a := randomAlg(n, 30, r)
			c := MustNew(n)
			c.mustApplyAlg(a)
			c.mustApplyAlg(a.Inverse())
			if !c.Equal(MustNew(n)) {
				t.Fatalf("N=%d: %s then its inverse is not identity", n, a)
			}
		}
	}
}

func TestFourQuarterTurnsAreIdentity(t *testing.T) {
	for _, n := range propertySizes {
		start := MustNew(n)
		start.mustApplyAlg(randomAlg(n, 20, rng(99)))
		for _, f := range Faces {
			for lo := 1; lo <= n; lo++ {
				m := Move{Face: f, Lo: lo, Hi: lo, Turns: 1}
				c := start.Clone()
				for k := 0; k < 4; k++ {
					c.mustApplyAlg(Alg{m})
				}
				if !c.Equal(start) {
					t.Fatalf("N=%d: (%s)4 is not identity", n, m)
				}
				h := start.Clone()
				h.mustApplyAlg(Alg{{Face: f, Lo: lo, Hi: lo, Turns: 2}, {Face: f, Lo: lo, Hi: lo, Turns: 2}})
				if !h.Equal(start) {
					t.Fatalf("N=%d: %s2 twice is not identity", n, m)
				}
			}
		}
	}
}

func TestMoveIdentities(t *testing.T) {
	tests := []struct {
		n    int
		a, b string
	}{
		{3, "M", "x' L' R"},
		{3, "E", "y' U D'"},
		{3, "S", "z F' B"},
		{3, "x", "R M' L'"},
		{3, "y", "U E' D'"},
		{3, "z", "F S B'"},
		{3, "r", "R M'"},
		{3, "Rw", "x L"},
		{4, "Rw", "R 2R"},
		{4, "3Rw", "x L"},
		{5, "2-3Rw", "2R 3R"},
		{5, "M", "2L 3L 4L"},
		{5, "D₂", "2D"},
		{5, "2D₂", "2D2"},
		{3, "(R U)3", "R U R U R U"},
		{3, "[R, U]", "R U R' U'"},
		{3, "[R: U]", "R U R'"},
		{3, "[R U: [R, U]]2", "R U R U R' U' U' R' R U R U R' U' U' R'"},
		{3, "(R U)2'", "U' R' U' R'"},
		{3, "R3 U'2", "R' U2"},
		{6, "3Rw", "x 3Lw"},
		{6, "2-5Rw", "x R' L"},
	}
	for _, tt := range tests {
		a, b := MustNew(tt.n), MustNew(tt.n)
		if err := a.ApplyString(tt.a); err != nil {
			t.Fatalf("%s: %v", tt.a, err)
		}
		if err := b.ApplyString(tt.b); err != nil {
			t.Fatalf("%s: %v", tt.b, err)
		}
		if !a.Equal(b) {
			t.Errorf("N=%d: %q != %q", tt.n, tt.a, tt.b)
		}
	}
}

func TestRotationsPreserveSolvedness(t *testing.T) {
	for _, n := range propertySizes {
		for _, rot := range Orientations() {
			c := MustNew(n)
			c.mustApplyAlg(rot)
			if !c.IsSolved() {
				t.Fatalf("N=%d: rotation %s unsolved the cube", n, rot)
			}
		}
	}
}

func TestOrientationsAreDistinct(t *testing.T) {
	seen := map[string]bool{}
	for _, rot := range Orientations() {
		c := MustNew(3)
		c.mustApplyAlg(rot)
		seen[c.String()] = true
	}
	if len(seen) != 24 {
		t.Fatalf("%d distinct orientations, want 24", len(seen))
	}
}

func TestEqualUpToRotation(t *testing.T) {
	a := MustNew(4)
	a.mustApplyAlg(MustParseAlg("R U 2F' Lw", 4))
	b := a.Clone()
	b.mustApplyAlg(MustParseAlg("x y2", 4))
	if !a.EqualUpToRotation(b) {
		t.Error("rotated copy not recognised")
	}
	b.mustApplyAlg(MustParseAlg("R", 4))
	if a.EqualUpToRotation(b) {
		t.Error("different state reported equal")
	}
}

func TestApplyAlgIsAtomic(t *testing.T) {
	c := MustNew(2)
	before := c.String()
	err := c.ApplyAlg(Alg{Turn(R, 1), {Face: R, Lo: 3, Hi: 3, Turns: 1}})
	if err == nil {
		t.Fatal("3R on a 2x2 accepted")
	}
	if c.String() != before {
		t.Error("a failing alg changed the cube")
	}
}

func TestFaceletRoundTrip(t *testing.T) {
	for _, n := range propertySizes {
		c := MustNew(n)
		c.mustApplyAlg(randomAlg(n, 40, rng(uint64(n)+5)))
		for _, sc := range []Scheme{DefaultScheme, FaceLetterScheme, {'A', 'B', 'C', 'D', 'E', 'F'}} {
			back, err := ParseFacelets(c.Format(sc), sc)
			if err != nil {
				t.Fatalf("N=%d: %v", n, err)
			}
			if !back.Equal(c) {
				t.Fatalf("N=%d scheme %s: round trip changed the cube", n, string(sc[:]))
			}
		}
		u, err := ParseURFDLB(c.URFDLB())
		if err != nil || !u.Equal(c) {
			t.Fatalf("N=%d: URFDLB round trip failed: %v", n, err)
		}
	}
}

func TestParseFaceletsErrors(t *testing.T) {
	tests := []struct {
		in      string
		wantPos int
		wantMsg string
	}{
		{"", 1, "no letters"},
		{"YYYY", 5, "2 fewer than the 6 of a 1x1x1"},
		{"YYYYOOOOBBBBRRRRGG", 19, "6 fewer than the 24 of a 2x2x2"},
		{"YYYYOOOOBBBBRRRRGGGGWWW", 24, "1 fewer than the 24 of a 2x2x2"},
		{"YYYYOOOOBBBBRRRRGGGGWWWWY", 25, "1 more than the 24 of a 2x2x2"},
		{"YYYY OOOO BBBB RRRR GGGG WWWW Y", 31, "1 more than the 24"},
		{"YYYYOOOOBBBBRRRRGGGGWWWX", 24, "'X' is not a colour letter"},
		{"YYYY OOOO BBBB RRRR GGGG WWW7", 29, "'7' is not a colour letter"},
		{"YYYYOOOOBBBBRRRRGGGGWWWé", 24, "'é' is not a colour letter"},
		{"éYYYOOOOBBBBRRRRGGGGWWWW", 1, "'é' is not a colour letter"},
		{strings.Repeat("Y", 6*MaxN*MaxN+2), 6*MaxN*MaxN + 1, "more than the largest cube"},
	}
	for _, tt := range tests {
		_, err := ParseFacelets(tt.in, DefaultScheme)
		fe, ok := err.(*FaceletError)
		if !ok {
			t.Fatalf("%q: error %v, want *FaceletError", tt.in, err)
		}
		if fe.Pos != tt.wantPos || !strings.Contains(fe.Msg, tt.wantMsg) {
			t.Errorf("%.40q: got position %d %q, want %d %q", tt.in, fe.Pos, fe.Msg, tt.wantPos, tt.wantMsg)
		}
	}
}

func TestParseURFDLBErrors(t *testing.T) {
	solved := "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
	tests := []struct {
		in      string
		wantPos int
		wantMsg string
	}{
		{solved[:53], 54, "1 fewer than the 54 of a 3x3x3"},
		{solved + "U", 55, "1 more than the 54 of a 3x3x3"},
		{"UUU UUU UUU RRR RRR RRR FFF FFF FFF DDD DDD DDD LLL LLL LLL BBB BBB BBY", 71, "'Y' is not a face letter"},
		{"→" + solved[1:], 1, "not a face letter"},
	}
	for _, tt := range tests {
		_, err := ParseURFDLB(tt.in)
		fe, ok := err.(*FaceletError)
		if !ok {
			t.Fatalf("%q: error %v, want *FaceletError", tt.in, err)
		}
		if fe.Pos != tt.wantPos || !strings.Contains(fe.Msg, tt.wantMsg) {
			t.Errorf("%q: got position %d %q, want %d %q", tt.in, fe.Pos, fe.Msg, tt.wantPos, tt.wantMsg)
		}
	}
	c, err := ParseURFDLB(" " + solved + "\n")
	if err != nil || !c.Equal(MustNew(3)) {
		t.Errorf("solved URFDLB with spaces: %v", err)
	}
}

func TestNet(t *testing.T) {
	c := MustNew(2)
	want := "   YY\n   YY\nOO BB RR GG\nOO BB RR GG\n   WW\n   WW\n"
	if got := c.Net(DefaultScheme); got != want {
		t.Errorf("net:\n%s\nwant:\n%s", got, want)
	}
}

// Identities that hold on every size, checked from a scrambled start on
// N = 1..9 and 17: rotations are all layers, slices are rotations less the
// outer layers (M = x' L' R), a layer counted from one face is the opposite
// face's layer counted from the other side turned the other way, and a wide
// range is its single layers.
func TestLayerIdentitiesOnEverySize(t *testing.T) {
	for _, n := range propertySizes {
		r := rng(uint64(n) + 70)
		start := MustNew(n)
		start.mustApplyAlg(randomAlg(n, 30, r))
		same := func(a, b string) {
			t.Helper()
			ca, cb := start.Clone(), start.Clone()
			if err := ca.ApplyString(a); err != nil {
				t.Fatalf("N=%d %q: %v", n, a, err)
			}
			if err := cb.ApplyString(b); err != nil {
				t.Fatalf("N=%d %q: %v", n, b, err)
			}
			if !ca.Equal(cb) {
				t.Errorf("N=%d: %q and %q differ", n, a, b)
			}
		}
		same("x", fmt.Sprintf("%dRw", n))
		same("y", fmt.Sprintf("%dUw", n))
		same("z", fmt.Sprintf("%dFw", n))
		same("x'", fmt.Sprintf("%dLw", n))
		if n >= 2 {
			same("Rw", "R 2R")
			same("r U'", "R 2R U'")
		}
		if n >= 3 {
			same("M", "x' L' R")
			same("E", "y' U D'")
			same("S", "z F' B")
			same("x", "R M' L'")
			same(fmt.Sprintf("2-%dLw", n-1), "M")
		}
		for k := 1; k <= n; k++ {
			for _, f := range Faces {
				same(fmt.Sprintf("%d%s", k, f), fmt.Sprintf("%d%s'", n+1-k, f.Opposite()))
			}
		}
		for i := 0; i < 10; i++ {
			lo := 1 + r.IntN(n)
			hi := lo + r.IntN(n-lo+1)
			f := Faces[r.IntN(6)]
			single := ""
			for k := lo; k <= hi; k++ {
				single += fmt.Sprintf(" %d%s2", k, f)
			}
			same(fmt.Sprintf("%d-%d%sw2", lo, hi, f), single)
		}
	}
}

func TestParseScheme(t *testing.T) {
	tests := []struct {
		in, want, err string
	}{
		{"YOBRGW", "YOBRGW", ""},
		{"wogrby", "WOGRBY", ""},
		{"YOBRG", "", "want 6 letters"},
		{"YOBRGY", "", "letter Y used twice"},
		{"YOB1GW", "", "character 4 is not a letter"},
	}
	for _, tt := range tests {
		sc, err := ParseScheme(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q: error %v, want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || string(sc[:]) != tt.want {
			t.Errorf("%q: got %s, %v; want %s", tt.in, string(sc[:]), err, tt.want)
		}
	}
}
