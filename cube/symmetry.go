package cube

// The four generators of the cube's 48 symmetries, as Cubies (Kociemba's
// definitions): every symmetry-reduced solver builds its symmetry group
// from them. The twophase and optimal packages check that conjugating any
// face turn by them gives a face turn.

// SymURF3 is the 120° rotation about the URF-DBL diagonal (U to R to F).
func SymURF3() Cubies {
	return Cubies{
		CP: [8]Corner{0, 4, 5, 1, 3, 7, 6, 2},
		CO: [8]uint8{1, 2, 1, 2, 2, 1, 2, 1},
		EP: [12]Edge{1, 8, 5, 9, 3, 11, 7, 10, 0, 4, 6, 2},
		EO: [12]uint8{1, 0, 1, 0, 1, 0, 1, 0, 1, 1, 1, 1},
	}
}

// SymF2 is the 180° rotation about the F-B axis.
func SymF2() Cubies {
	return Cubies{
		CP: [8]Corner{5, 4, 7, 6, 1, 0, 3, 2},
		EP: [12]Edge{6, 5, 4, 7, 2, 1, 0, 3, 9, 8, 11, 10},
	}
}

// SymU4 is the 90° clockwise rotation about the U-D axis.
func SymU4() Cubies {
	return Cubies{
		CP: [8]Corner{3, 0, 1, 2, 7, 4, 5, 6},
		EP: [12]Edge{3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10},
		EO: [12]uint8{0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1},
	}
}

// SymLR2 is the reflection in the plane between L and R: a mirror image,
// its corner twists 3 (see the kernel's comment in cubiealg.go).
func SymLR2() Cubies {
	return Cubies{
		CP: [8]Corner{1, 0, 3, 2, 5, 4, 7, 6},
		CO: [8]uint8{3, 3, 3, 3, 3, 3, 3, 3},
		EP: [12]Edge{2, 1, 0, 3, 6, 5, 4, 7, 9, 8, 11, 10},
	}
}
