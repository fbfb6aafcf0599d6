package cube

import "testing"

func TestFaceTurns(t *testing.T) {
	if got := FaceTurnsAlg([]int8{0, 5, 7, 17}).String(); got != "U R' F2 B'" {
		t.Fatalf("numbers 0 5 7 17 are %q", got)
	}
	cc := FaceTurnCubies()
	for i := range NumFaceTurns {
		want, err := AlgCubies(Alg{FaceTurn(i)})
		if err != nil || cc[i] != want {
			t.Fatalf("turn %d (%s): cubies differ (%v)", i, FaceTurn(i), err)
		}
		if f := FaceTurn(i).Face; FaceTurn((i+9)%NumFaceTurns).Face != f.Opposite() {
			t.Fatalf("turn %d: face %s, turn %d is not its opposite", i, f, (i+9)%NumFaceTurns)
		}
	}
}
