package race

import (
	"strings"
	"testing"

	"cubelab/cube"
	"cubelab/lab"
)

// TestFaceletsRoundTrip: the strings handed to min2phase parse back to
// exactly the cubes `cubelab bench` solves, and are well-formed facelet
// strings (54 letters, nine of each, centres in U R F D L B order).
func TestFaceletsRoundTrip(t *testing.T) {
	const runs = 50
	lines := Facelets(runs, 0)
	want := lab.TargetCubes(runs, 0)
	got, err := ParseFacelets(lines)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != runs || len(lines) != runs {
		t.Fatalf("%d strings, %d cubes, want %d", len(lines), len(got), runs)
	}
	for i, s := range lines {
		if len(s) != 54 {
			t.Fatalf("cube %d: %d letters: %q", i, len(s), s)
		}
		for _, f := range "URFDLB" {
			if n := strings.Count(s, string(f)); n != 9 {
				t.Errorf("cube %d: %d %c stickers", i, n, f)
			}
		}
		if centres := string([]byte{s[4], s[13], s[22], s[31], s[40], s[49]}); centres != "URFDLB" {
			t.Errorf("cube %d: centres %s", i, centres)
		}
		if !got[i].Equal(want[i]) {
			t.Errorf("cube %d: %s parses back to a different cube", i, s)
		}
	}
	if lines[0] == lines[1] {
		t.Error("the first two random cubes are equal")
	}
	if other := Facelets(1, 7); other[0] == lines[0] {
		t.Error("another seed gives the same first cube")
	}
}

// TestFaceletsMatchMin2phase checks our export against the two examples in
// min2phase's own documentation of Search.solution (src/Search.java), so a
// change of face order or sticker order on either side shows up here.
func TestFaceletsMatchMin2phase(t *testing.T) {
	tests := []struct{ name, alg, want string }{
		{"scramble in Search.solution's doc", "F U' F2 D' B U R' F' L D' R' U' L U B' D2 R' F U2 D2",
			"FBLLURRFBUUFBRFDDFUULLFRDDLRFBLDRFBLUUBFLBDDBUURRBLDDR"},
		{"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
			"UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB"},
	}
	for _, tt := range tests {
		c := cube.MustNew(3)
		if err := c.ApplyString(tt.alg); err != nil {
			t.Fatal(err)
		}
		if got := c.URFDLB(); got != tt.want {
			t.Errorf("%s: got  %s\nwant %s", tt.name, got, tt.want)
		}
		back, err := ParseFacelets([]string{tt.want})
		if err != nil || !back[0].Equal(c) {
			t.Errorf("%s: min2phase's string does not parse to the cube: %v", tt.name, err)
		}
	}
}

func TestParseFaceletsErrors(t *testing.T) {
	for _, in := range []string{
		"UUUU",                  // 2x2: not the race's size
		strings.Repeat("X", 54), // not face letters
		strings.Repeat("U", 53), // no square size
	} {
		if _, err := ParseFacelets([]string{in}); err == nil {
			t.Errorf("%q accepted", in)
		}
	}
}
