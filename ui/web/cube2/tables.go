package cube2

// The spec's turn tables, verbatim. Faces: U, F, R (the turns a search
// needs) and the whole-cube rotations x, y, z used to normalise.
var (
	tU1 = Table{"U1", [8]uint8{2, 0, 3, 1, 4, 5, 6, 7}, [8]uint8{}}
	tU2 = Table{"U2", [8]uint8{3, 2, 1, 0, 4, 5, 6, 7}, [8]uint8{}}
	tU3 = Table{"U3", [8]uint8{1, 3, 0, 2, 4, 5, 6, 7}, [8]uint8{}}
	tF1 = Table{"F1", [8]uint8{1, 5, 2, 3, 0, 4, 6, 7}, [8]uint8{1, 2, 0, 0, 2, 1, 0, 0}}
	tF2 = Table{"F2", [8]uint8{5, 4, 2, 3, 1, 0, 6, 7}, [8]uint8{}}
	tF3 = Table{"F3", [8]uint8{4, 0, 2, 3, 5, 1, 6, 7}, [8]uint8{1, 2, 0, 0, 2, 1, 0, 0}}
	tR1 = Table{"R1", [8]uint8{4, 1, 0, 3, 6, 5, 2, 7}, [8]uint8{2, 0, 1, 0, 1, 0, 2, 0}}
	tR2 = Table{"R2", [8]uint8{6, 1, 4, 3, 2, 5, 0, 7}, [8]uint8{}}
	tR3 = Table{"R3", [8]uint8{2, 1, 6, 3, 0, 5, 4, 7}, [8]uint8{2, 0, 1, 0, 1, 0, 2, 0}}
	tx1 = Table{"x1", [8]uint8{4, 5, 0, 1, 6, 7, 2, 3}, [8]uint8{2, 1, 1, 2, 1, 2, 2, 1}}
	tx2 = Table{"x2", [8]uint8{6, 7, 4, 5, 2, 3, 0, 1}, [8]uint8{}}
	tx3 = Table{"x3", [8]uint8{2, 3, 6, 7, 0, 1, 4, 5}, [8]uint8{2, 1, 1, 2, 1, 2, 2, 1}}
	ty1 = Table{"y1", [8]uint8{2, 0, 3, 1, 6, 4, 7, 5}, [8]uint8{}}
	ty2 = Table{"y2", [8]uint8{3, 2, 1, 0, 7, 6, 5, 4}, [8]uint8{}}
	ty3 = Table{"y3", [8]uint8{1, 3, 0, 2, 5, 7, 4, 6}, [8]uint8{}}
	tz1 = Table{"z1", [8]uint8{1, 5, 3, 7, 0, 4, 2, 6}, [8]uint8{1, 2, 2, 1, 2, 1, 1, 2}}
	tz2 = Table{"z2", [8]uint8{5, 4, 7, 6, 1, 0, 3, 2}, [8]uint8{}}
	tz3 = Table{"z3", [8]uint8{4, 0, 6, 2, 5, 1, 7, 3}, [8]uint8{1, 2, 2, 1, 2, 1, 1, 2}}
)

// Turns are the face turns a solution may use, in the order U1 U2 U3 R1 R2 R3
// F1 F2 F3 (index = 3*face + turns-1 with face U=0, R=1, F=2).
var Turns = [9]*Table{&tU1, &tU2, &tU3, &tR1, &tR2, &tR3, &tF1, &tF2, &tF3}

// Rotations are the whole-cube rotations, in the order x1 x2 x3 y1 y2 y3 z1
// z2 z3.
var Rotations = [9]*Table{&tx1, &tx2, &tx3, &ty1, &ty2, &ty3, &tz1, &tz2, &tz3}

// Lookup returns the turn or rotation table with the given name ("U1", "x3").
func Lookup(name string) (*Table, bool) {
	for _, set := range [2]*[9]*Table{&Turns, &Rotations} {
		for _, t := range set {
			if t.Name == name {
				return t, true
			}
		}
	}
	return nil, false
}
