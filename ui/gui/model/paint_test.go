package model

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"cubelab/cube"
)

// scrambledCube returns an n-cube after alg.
func scrambledCube(t *testing.T, n int, alg string) *cube.Cube {
	t.Helper()
	c := cube.MustNew(n)
	if err := c.ApplyString(alg); err != nil {
		t.Fatal(err)
	}
	return c
}

// TestPaintStickerBySticker enters a scrambled cube into a cleared editor
// one sticker at a time, as from a real cube, for every size 2..7.
func TestPaintStickerBySticker(t *testing.T) {
	for n := 2; n <= 7; n++ {
		want := cube.MustNew(n)
		if err := want.ApplyAlg(cube.Scramble(n, rand.New(rand.NewPCG(uint64(n), 1)))); err != nil {
			t.Fatal(err)
		}
		p := NewPaint(cube.MustNew(n))
		p.Clear()
		if v := p.Check(); v.Ready || !strings.Contains(v.Text, "still grey") {
			t.Fatalf("%dx%d cleared: %+v", n, n, v)
		}
		for i, colour := range want.Facelets() {
			if p.Fixed(i) {
				if p.At(i) != colour {
					t.Fatalf("%dx%d: fixed centre %d shows %s", n, n, i, p.At(i))
				}
				continue
			}
			if err := p.Set(i, colour); err != nil {
				t.Fatal(err)
			}
		}
		v := p.Check()
		if !v.Ready || v.Rule != nil || len(v.Faulty) != 0 {
			t.Fatalf("%dx%d painted: %+v", n, n, v)
		}
		got, err := p.Cube()
		if err != nil || !got.Equal(want) {
			t.Fatalf("%dx%d: Cube() = %v, %v", n, n, got, err)
		}
	}
}

// TestPaintMessages breaks each rule once and checks the words and marks.
func TestPaintMessages(t *testing.T) {
	swap := func(p *Paint, i, j int) {
		a, b := p.At(i), p.At(j)
		p.f[i], p.f[j] = b, a
	}
	twist := func(p *Paint, k [3]int) {
		p.f[k[0]], p.f[k[1]], p.f[k[2]] = p.f[k[2]], p.f[k[0]], p.f[k[1]]
	}
	tests := []struct {
		name   string
		n      int
		edit   func(p *Paint)
		rule   error
		text   string
		marked int // how many stickers are marked
	}{
		{"ready", 3, func(p *Paint) {}, nil, "A cube that can be solved, held yellow up, blue in front: Done puts it in the window.", 0},
		{"grey", 3, func(p *Paint) { p.Clear(); _ = p.Set(0, cube.R); _ = p.Set(1, cube.B) }, nil, "46 stickers still grey: paint them.", 0},
		{"fill", 3, func(p *Paint) { _ = p.Set(0, Unpainted); _ = p.Set(2, Unpainted) }, nil,
			"2 stickers still grey, all yellow: Fill the rest paints them.", 0},
		{"too many", 3, func(p *Paint) { _ = p.Set(0, cube.R); _ = p.Set(1, cube.B); _ = p.Set(2, Unpainted) }, cube.ErrColourCount,
			"Too many stickers of a colour (marked): red on 10, green on 10; a 3x3 has 9 of each colour.", 20},
		{"impossible corner", 3, func(p *Paint) {
			k := cube.CornerFacelets(3, cube.URF)
			swap(p, k[1], k[2])
		}, cube.ErrPiece, "A piece that cannot exist (marked): the corner at URF has colours yellow-blue-red, which no corner has.", 3},
		{"impossible edges", 3, func(p *Paint) {
			swap(p, cube.EdgeFacelets(3, cube.UF)[1], cube.EdgeFacelets(3, cube.DF)[0])
		}, cube.ErrPiece, "A piece that cannot exist (marked): the edge at UF has colours yellow-white, which no edge has.", 4},
		{"twisted corner", 3, func(p *Paint) { twist(p, cube.CornerFacelets(3, cube.DLF)) }, cube.ErrTwist,
			"A twisted corner, one of those marked: corner twists add up to 1, not a multiple of 3 (one corner is twisted in place).", 24},
		{"flipped edge", 3, func(p *Paint) {
			e := cube.EdgeFacelets(3, cube.FR)
			swap(p, e[0], e[1])
		}, cube.ErrFlip, "A flipped edge, one of those marked: an odd number of edges is flipped (one edge is flipped in place).", 24},
		{"parity", 3, func(p *Paint) {
			a, b := cube.EdgeFacelets(3, cube.UF), cube.EdgeFacelets(3, cube.UB)
			swap(p, a[0], b[0])
			swap(p, a[1], b[1])
		}, cube.ErrParity, "Two pieces swapped (permutation parity), among those marked: corner and edge permutations have different parity (two pieces are swapped).", 48},
		{"centre orbit", 5, func(p *Paint) {
			swap(p, 5*5*int(cube.U)+5+1, 5*5*int(cube.F)+5+2)
		}, cube.ErrPiece, "A piece that cannot exist (marked): the centre orbit of position (2,2) holds 3 stickers of colour yellow, want 4.", 10},
		{"flipped wing", 4, func(p *Paint) {
			// the U and F stickers of the UF edge's first wing
			swap(p, 16*int(cube.U)+3*4+1, 16*int(cube.F)+1)
		}, cube.ErrFlip, "A flipped edge, one of those marked: edge wing blue-yellow appears twice in orbit 2 (one wing is flipped or duplicated).", 4},
		{"impossible wing", 4, func(p *Paint) {
			// UF's first wing shows U and D, DF's first wing F and F.
			uf := 16*int(cube.F) + 1       // F (0,1), the F sticker of that wing
			df := 16*int(cube.D) + 0*4 + 1 // D (0,1), the D sticker of DF's wing
			p.f[uf], p.f[df] = cube.D, cube.F
		}, cube.ErrPiece, "A piece that cannot exist (marked): the edge wing at UF (layer 2) shows yellow-white, which no wing there can show.", 4},
		{"2x2 twist", 2, func(p *Paint) { twist(p, cube.CornerFacelets(2, cube.UBR)) }, cube.ErrTwist,
			"A twisted corner, one of those marked: corner twists add up to 1, not a multiple of 3 (one corner is twisted in place).", 24},
		{"pasted centres", 3, func(p *Paint) {
			c := cube.MustNew(3)
			c.Set(cube.U, 1, 1, cube.F)
			c.Set(cube.F, 1, 1, cube.U)
			if err := p.Load(c.String()); err != nil {
				panic(err)
			}
		}, cube.ErrPiece, "A piece that cannot exist (marked): centres U blue, L orange, F yellow, R red, B green, D white are not the centres of any cube orientation.", 6},
	}
	for _, tt := range tests {
		p := NewPaint(cube.MustNew(tt.n))
		tt.edit(p)
		v := p.Check()
		if v.Text != tt.text {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, v.Text, tt.text)
		}
		if v.Rule != tt.rule || v.Ready != (tt.name == "ready") || len(v.Faulty) != tt.marked {
			t.Errorf("%s: rule %v ready %v, %d marked %v; want %v, %d", tt.name, v.Rule, v.Ready, len(v.Faulty), v.Faulty, tt.rule, tt.marked)
		}
		if _, err := p.Cube(); (err == nil) != v.Ready {
			t.Errorf("%s: Cube() error %v with ready %v", tt.name, err, v.Ready)
		}
	}
}

func TestPaintFixedCentresClearUndo(t *testing.T) {
	p := NewPaint(cube.MustNew(3))
	centre := 9*int(cube.F) + 4
	if err := p.Set(centre, cube.R); !errors.Is(err, ErrFixedCentre) {
		t.Errorf("painting the F centre: %v", err)
	}
	if err := p.Set(centre, cube.F); err != nil {
		t.Errorf("painting a centre its own colour: %v", err)
	}
	p.Clear()
	count, grey := p.Counts()
	if grey != 48 || count != [6]int{1, 1, 1, 1, 1, 1} {
		t.Errorf("after Clear: %v, %d grey", count, grey)
	}
	if err := p.Set(0, cube.B); err != nil {
		t.Fatal(err)
	}
	if !p.Undo() || p.At(0) != Unpainted || !p.Undo() || p.At(0) != cube.U {
		t.Error("undo did not go back through the paint and the clear")
	}
	if p.Undo() {
		t.Error("undo with nothing to undo")
	}
	// Even cubes have no fixed centre.
	q := NewPaint(cube.MustNew(4))
	for i := range 96 {
		if q.Fixed(i) {
			t.Fatalf("4x4 sticker %d fixed", i)
		}
	}
}

func TestPaintFill(t *testing.T) {
	p := NewPaint(cube.MustNew(3))
	for _, i := range []int{0, 1, 2} {
		_ = p.Set(i, Unpainted)
	}
	if c, ok := p.FillColour(); !ok || c != cube.U {
		t.Fatalf("fill colour %v %v", c, ok)
	}
	if k, err := p.Fill(); k != 3 || err != nil || !p.Check().Ready {
		t.Errorf("fill painted %d (%v)", k, err)
	}
	if _, err := p.Fill(); err == nil {
		t.Error("fill with nothing grey")
	}
	_ = p.Set(0, Unpainted)
	_ = p.Set(9, Unpainted) // an L sticker: two colours short
	if _, ok := p.FillColour(); ok {
		t.Error("fill offered with two colours short")
	}
	_ = p.Set(9, cube.U) // yellow on 9 again, orange 1 short, one sticker grey
	if c, ok := p.FillColour(); !ok || c != cube.L {
		t.Errorf("fill colour %v %v, want orange", c, ok)
	}
	_ = p.Set(10, Unpainted)
	if c, ok := p.FillColour(); !ok || c != cube.L {
		t.Errorf("fill colour %v %v, want orange", c, ok)
	}
	_ = p.Set(11, cube.U)
	if _, ok := p.FillColour(); ok {
		t.Error("fill offered with yellow on too many")
	}
}

func TestPaintLoadAndText(t *testing.T) {
	want := scrambledCube(t, 3, "R U F' L2 D B'")
	for _, text := range []string{want.String(), want.URFDLB(), strings.ToLower(want.URFDLB()), " " + want.String()[:27] + "\n" + want.String()[27:]} {
		p := NewPaint(cube.MustNew(4))
		if err := p.Load(text); err != nil {
			t.Fatalf("load %q: %v", text, err)
		}
		c, err := p.Cube()
		if p.N() != 3 || err != nil || !c.Equal(want) {
			t.Errorf("load %q: %v %v", text, c, err)
		}
		ours, err1 := p.Text(false)
		koc, err2 := p.Text(true)
		if ours != want.String() || koc != want.URFDLB() || err1 != nil || err2 != nil {
			t.Errorf("text %q %q", ours, koc)
		}
	}
	p := NewPaint(cube.MustNew(3))
	for text, says := range map[string]string{
		"YYYYYYYYYXOOOOOOOOOBBBBBBBBBRRRRRRRRRGGGGGGGGGWWWWWWWWW": "at position 10",
		"YOBRGW":                     "1x1x1",
		strings.Repeat("Y", 6*18*18): "18x18x18",
		"YYYY":                       "4 letters",
	} {
		if err := p.Load(text); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("load %.20q: %v, want it to say %q", text, err, says)
		}
	}
	if p.N() != 3 || !p.Check().Ready {
		t.Error("a refused paste changed the editor")
	}
	big := NewPaint(cube.MustNew(3))
	if err := big.Load(cube.MustNew(17).String()); err != nil || big.N() != 17 || !big.Check().Ready {
		t.Errorf("17x17 paste: %v", err)
	}
	if !big.Undo() || big.N() != 3 {
		t.Error("undo of a paste did not bring the 3x3 back")
	}
	p.Clear()
	if _, err := p.Text(true); err == nil || !strings.Contains(err.Error(), "48 still grey") {
		t.Errorf("copy with grey stickers: %v", err)
	}
}

func TestColourWords(t *testing.T) {
	for in, want := range map[string]string{
		"the corner at URF has colours ULF, which no corner has": "the corner at URF has colours yellow-orange-blue, which no corner has",
		"holds 5 stickers of colour D, want 4":                   "holds 5 stickers of colour white, want 4",
		"the edge wing at UF (layer 2) shows FU, which":          "the edge wing at UF (layer 2) shows blue-yellow, which",
		"corner URF appears twice (second time at UFL)":          "corner URF appears twice (second time at UFL)",
	} {
		if got := ClassicPalette().colourWords(in); got != want {
			t.Errorf("colourWords(%q) = %q", in, got)
		}
	}
}
