package model

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"cubelab/cube"
)

// Unpainted is the colour of a sticker the paint editor has not painted
// yet; it is no colour of the cube.
const Unpainted cube.Face = 6

// paintUndoDepth bounds the editor's undo steps (each keeps a copy of the
// stickers: at most 6·17² bytes).
const paintUndoDepth = 500

// Paint is the paint editor: a cube entered sticker by sticker (from a real
// cube in the user's hands), pasted as a facelet string, or both. The middle
// centres of odd cubes are fixed: they say how the cube is held (U yellow
// up, F blue in front) and every other sticker is read against them. It is
// not safe for concurrent use.
//
// A sticker's colour is the face it belongs to (cube.Face); the palette
// names those colours, picks them by key and writes facelet strings in the
// window's colour scheme, so that what is painted is the cube in the
// user's hands whichever scheme is drawn.
type Paint struct {
	n    int
	f    []cube.Face
	undo []paintState
	pal  Palette
}

// paintState is what Undo goes back to.
type paintState struct {
	n int
	f []cube.Face
}

// NewPaint returns an editor holding c's stickers, speaking the classic
// scheme's colours until SetPalette.
func NewPaint(c *cube.Cube) *Paint {
	return &Paint{n: c.N(), f: append([]cube.Face(nil), c.Facelets()...), pal: ClassicPalette()}
}

// SetPalette sets the colour scheme the editor speaks: the names in its
// messages and the letters of facelet strings.
func (p *Paint) SetPalette(pal Palette) { p.pal = pal }

// Palette returns the colour scheme the editor speaks.
func (p *Paint) Palette() Palette { return p.pal }

// N returns the size of the cube being entered.
func (p *Paint) N() int { return p.n }

// Facelets returns the stickers (a copy), Unpainted where none is painted.
func (p *Paint) Facelets() []cube.Face { return append([]cube.Face(nil), p.f...) }

// At returns the colour of facelet i.
func (p *Paint) At(i int) cube.Face { return p.f[i] }

// Fixed reports whether facelet i is the middle centre of an odd cube,
// which keeps its face's colour.
func (p *Paint) Fixed(i int) bool {
	nn := p.n * p.n
	return p.n%2 == 1 && i%nn == nn/2
}

// ErrFixedCentre is returned for painting a fixed centre.
// Its message goes on to say how the cube is held, in the palette's colours.
var ErrFixedCentre = errors.New("the middle centres are fixed: they say how the cube is held")

// Set paints facelet i. Painting a sticker its own colour changes nothing.
func (p *Paint) Set(i int, colour cube.Face) error {
	if i < 0 || i >= len(p.f) {
		return fmt.Errorf("no sticker %d on a %dx%d", i, p.n, p.n)
	}
	if colour > Unpainted {
		return fmt.Errorf("no colour %d", colour)
	}
	if p.f[i] == colour {
		return nil
	}
	if p.Fixed(i) {
		return fmt.Errorf("%w (%s)", ErrFixedCentre, p.pal.Hold())
	}
	p.save()
	p.f[i] = colour
	return nil
}

// save remembers the stickers for Undo.
func (p *Paint) save() {
	if len(p.undo) == paintUndoDepth {
		p.undo = append(p.undo[:0], p.undo[1:]...)
	}
	p.undo = append(p.undo, paintState{p.n, append([]cube.Face(nil), p.f...)})
}

// Undo takes back the last change; false when there is none.
func (p *Paint) Undo() bool {
	if len(p.undo) == 0 {
		return false
	}
	last := p.undo[len(p.undo)-1]
	p.undo = p.undo[:len(p.undo)-1]
	p.n, p.f = last.n, last.f
	return true
}

// Clear makes every sticker unpainted but the fixed centres.
func (p *Paint) Clear() {
	p.save()
	nn := p.n * p.n
	for i := range p.f {
		if p.Fixed(i) {
			p.f[i] = cube.Face(i / nn)
		} else {
			p.f[i] = Unpainted
		}
	}
}

// Counts returns how many stickers show each colour, and how many none.
func (p *Paint) Counts() (count [6]int, unpainted int) {
	for _, v := range p.f {
		if v == Unpainted {
			unpainted++
		} else {
			count[v]++
		}
	}
	return count, unpainted
}

// FillColour returns the colour Fill would paint: with some stickers
// unpainted, no colour on too many and exactly one short, that one.
func (p *Paint) FillColour() (cube.Face, bool) {
	count, unpainted := p.Counts()
	if unpainted == 0 {
		return 0, false
	}
	short := -1
	for c, k := range count {
		switch {
		case k > p.n*p.n:
			return 0, false
		case k < p.n*p.n && short >= 0:
			return 0, false
		case k < p.n*p.n:
			short = c
		}
	}
	return cube.Face(short), short >= 0
}

// Fill paints every unpainted sticker the one colour still short (see
// FillColour) and returns how many it painted.
func (p *Paint) Fill() (int, error) {
	c, ok := p.FillColour()
	if !ok {
		return 0, errors.New("fill the rest needs exactly one colour short and none on too many stickers")
	}
	p.save()
	k := 0
	for i, v := range p.f {
		if v == Unpainted {
			p.f[i] = c
			k++
		}
	}
	return k, nil
}

// Load replaces the stickers with a pasted facelet string: the palette's
// letters (faces U L F R B D; Y O B R G W in the classic scheme, W O G R B
// Y in the WCA one) or Kociemba's (face letters, faces U R F D L B), of any
// size the window has. Whitespace is ignored. The state need not be valid
// yet: the editor shows what is wrong.
func (p *Paint) Load(text string) error {
	c, err := p.parse(text)
	if err != nil {
		return err
	}
	if c.N() < MinSize || c.N() > MaxSize {
		return fmt.Errorf("that is a %dx%dx%d; the window has %dx%d to %dx%d", c.N(), c.N(), c.N(), MinSize, MinSize, MaxSize, MaxSize)
	}
	p.Start(c)
	return nil
}

// parse reads a facelet string in the palette's letters or Kociemba's.
// A scheme written in face letters (a custom one) reads both orders from
// the same letters: the one that makes a cube that can be solved wins, the
// palette's order when both or neither do.
func (p *Paint) parse(text string) (*cube.Cube, error) {
	ours, err := cube.ParseFacelets(text, p.pal.Letters)
	if strings.Trim(strings.ToUpper(text), "URFDLB \t\r\n") != "" {
		return ours, err
	}
	koc, kerr := cube.ParseURFDLB(strings.ToUpper(text))
	switch {
	case err != nil:
		return koc, kerr
	case kerr == nil && ours.Validate() != nil && koc.Validate() == nil:
		return koc, nil
	}
	return ours, nil
}

// Start replaces the stickers with c's (any size); Undo goes back.
func (p *Paint) Start(c *cube.Cube) {
	p.save()
	p.n, p.f = c.N(), append([]cube.Face(nil), c.Facelets()...)
}

// CanUndo reports whether Undo has something to take back.
func (p *Paint) CanUndo() bool { return len(p.undo) > 0 }

// complete returns the stickers as a cube, or false while some are unpainted.
func (p *Paint) complete() (*cube.Cube, bool) {
	c := cube.MustNew(p.n)
	for i, v := range p.f {
		if v == Unpainted {
			return nil, false
		}
		c.Set(cube.Face(i/(p.n*p.n)), (i%(p.n*p.n))/p.n, i%p.n, v)
	}
	return c, true
}

// Text writes the stickers as a facelet string: the palette's letters
// (as `cubelab apply --scheme` writes them), or Kociemba's URFDLB. Every sticker must be painted.
func (p *Paint) Text(kociemba bool) (string, error) {
	c, ok := p.complete()
	if !ok {
		_, k := p.Counts()
		return "", fmt.Errorf("paint every sticker first (%d still grey)", k)
	}
	if kociemba {
		return c.URFDLB(), nil
	}
	return c.Format(p.pal.Letters), nil
}

// Verdict is the editor's live check of the stickers.
type Verdict struct {
	// Ready means a state reachable by turning: Cube returns it.
	Ready bool
	// Text says what is wrong (the rule broken, in words) or what to do next.
	Text string
	// Rule is cube.ErrColourCount, ErrPiece, ErrTwist, ErrFlip or ErrParity
	// when a rule is broken, nil otherwise.
	Rule error
	// Faulty are the stickers of the offending pieces (facelet indices).
	Faulty []int
}

// Check validates the stickers as they are now.
func (p *Paint) Check() Verdict {
	nn := p.n * p.n
	count, unpainted := p.Counts()
	var over []string
	var faulty []int
	for c, k := range count {
		if k > nn {
			over = append(over, fmt.Sprintf("%s on %d", p.pal.Names[c], k))
			for i, v := range p.f {
				if v == cube.Face(c) {
					faulty = append(faulty, i)
				}
			}
		}
	}
	if over != nil {
		return Verdict{Rule: cube.ErrColourCount, Faulty: faulty, Text: fmt.Sprintf(
			"Too many stickers of a colour (marked): %s; a %dx%d has %d of each colour.",
			strings.Join(over, ", "), p.n, p.n, nn)}
	}
	if unpainted > 0 {
		left := fmt.Sprintf("%d stickers", unpainted)
		if unpainted == 1 {
			left = "1 sticker"
		}
		txt := left + " still grey: paint them."
		if c, ok := p.FillColour(); ok {
			txt = fmt.Sprintf("%s still grey, all %s: Fill the rest paints them.", left, p.pal.Names[c])
		}
		return Verdict{Text: txt}
	}
	c, _ := p.complete()
	fault := c.Diagnose()
	if fault == nil {
		return Verdict{Ready: true, Text: fmt.Sprintf("A cube that can be solved, held %s: Done puts it in the window.", p.pal.Hold())}
	}
	v := Verdict{Faulty: fault.Facelets, Rule: ruleOf(fault.Err)}
	detail := strings.TrimPrefix(fault.Err.Error(), v.Rule.Error()+": ")
	v.Text = ruleHeadings[v.Rule] + ": " + p.pal.colourWords(detail) + "."
	return v
}

// ruleHeadings say each rule of cube.Validate in a cuber's words.
// A twist, a flip or a parity can be mended at any corner or edge, so the
// check marks them all and says so.
var ruleHeadings = map[error]string{
	cube.ErrColourCount: "Wrong colour counts (marked)",
	cube.ErrPiece:       "A piece that cannot exist (marked)",
	cube.ErrCentres:     "Centres out of place (marked)",
	cube.ErrTwist:       "A twisted corner, one of those marked",
	cube.ErrFlip:        "A flipped edge, one of those marked",
	cube.ErrParity:      "Two pieces swapped (permutation parity), among those marked",
}

// ruleOf returns which of cube's rule errors err wraps.
func ruleOf(err error) error {
	for _, r := range []error{cube.ErrColourCount, cube.ErrPiece, cube.ErrCentres, cube.ErrTwist, cube.ErrFlip, cube.ErrParity} {
		if errors.Is(err, r) {
			return r
		}
	}
	return cube.ErrPiece
}

// Where cube's messages write colours as face letters: "colours ULF",
// "colour U", "shows FU", "wing FU", and "centres UU LL FR ..." (each face
// and the colour its centre shows).
var (
	colourRefs = regexp.MustCompile(`\b(colours?|shows|wing) ([ULFRBD]+)\b`)
	centreRefs = regexp.MustCompile(`\bcentres((?: [ULFRBD]{2})+)\b`)
)

// colourWords names the colours in one of cube's messages: "colours ULF"
// becomes "colours yellow-orange-blue" (in the classic scheme), "centres
// UF LL" becomes "centres U blue, L orange".
func (p Palette) colourWords(msg string) string {
	names := func(letters string) []string {
		var out []string
		for i := 0; i < len(letters); i++ {
			f, _ := cube.ParseFace(letters[i])
			out = append(out, p.Names[f])
		}
		return out
	}
	msg = centreRefs.ReplaceAllStringFunc(msg, func(m string) string {
		var parts []string
		for _, pair := range strings.Fields(m)[1:] {
			parts = append(parts, pair[:1]+" "+names(pair[1:])[0])
		}
		return "centres " + strings.Join(parts, ", ")
	})
	return colourRefs.ReplaceAllStringFunc(msg, func(m string) string {
		word, letters, _ := strings.Cut(m, " ")
		return word + " " + strings.Join(names(letters), "-")
	})
}

// Cube returns the painted state when it is ready (see Check), else an
// error saying what is wrong.
func (p *Paint) Cube() (*cube.Cube, error) {
	v := p.Check()
	if !v.Ready {
		return nil, errors.New(v.Text)
	}
	c, _ := p.complete()
	return c, nil
}
