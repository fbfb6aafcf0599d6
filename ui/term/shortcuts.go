package term

// Shortcut is a named command that runs several simpler moves.
type Shortcut struct {
	Name string
	Alg  string // standard notation
	What string
}

// Shortcuts are the commands listed by 'cmds'. Slice moves (M, E, S) exist
// only on odd cubes; on others the shortcut reports that and does nothing.
var Shortcuts = []Shortcut{
	{"sexy", "R U R' U'", "the sexy move"},
	{"sexy6", "(R U R' U')6", "sexy move six times: back where you started"},
	{"sledge", "R' F R F'", "sledgehammer"},
	{"hedge", "F R' F' R", "hedgeslammer (sledgehammer inverse)"},
	{"sune", "R U R' U R U2 R'", "orients three corners (OLL 27)"},
	{"antisune", "R U2 R' U' R U' R'", "sune inverse (OLL 26)"},
	{"tperm", "R U R' U' R' F R2 U' R' U' R U R' F'", "T permutation: swaps two corners and two edges"},
	{"jperm", "R U R' F' R U R' U' R' F R2 U' R'", "J permutation (Jb)"},
	{"yperm", "F R U' R' U' R U R' F' R U R' U' R' F R F'", "Y permutation: swaps diagonal corners"},
	{"uperm", "R U' R U R U R U' R' U' R2", "U permutation (Ua): cycles three edges"},
	{"niklas", "R U' L' U R' U' L", "cycles three corners"},
	{"checker", "M2 E2 S2", "checkerboard (odd cubes)"},
	{"superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2", "every edge flipped (3x3)"},
}

// shortcut finds a shortcut by name.
func shortcut(name string) (Shortcut, bool) {
	for _, s := range Shortcuts {
		if s.Name == name {
			return s, true
		}
	}
	return Shortcut{}, false
}
