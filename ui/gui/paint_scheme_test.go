package gui

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// paintSchemes are the schemes painting must follow: the two named ones and
// a custom one (the WCA colours with a purple D).
func paintSchemes() map[string]render.ColourScheme {
	purple := render.WCAScheme().Colours
	purple[cube.D] = color.RGBA{0x90, 0x30, 0xc0, 0xff}
	return map[string]render.ColourScheme{
		"wca":     render.WCAScheme(),
		"classic": render.ClassicScheme(),
		"custom":  render.CustomScheme(purple),
	}
}

// TestPaintByLetterKeysInEveryScheme: the colour keys, swatches, help and
// check follow the scheme drawn, so painting by letter keys the colours
// of a cube held as the help says enters that cube (issue 42 item 2: under
// WCA, W picked yellow and the help said "yellow up, blue in front").
func TestPaintByLetterKeysInEveryScheme(t *testing.T) {
	for name, scheme := range paintSchemes() {
		t.Run(name, func(t *testing.T) {
			u := newTestUI(t, test.NewTempApp(t))
			u.setScheme(scheme)
			ps := u.openPaint()
			pal := model.NewPalette(scheme)
			hold := pal.Names[cube.U] + " up, " + pal.Names[cube.F] + " in front"
			if !strings.Contains(ps.help.Text, hold) || !strings.Contains(ps.help.Text, "Keys: "+pal.KeyList()) {
				t.Errorf("help %q: want %q and keys %s", ps.help.Text, hold, pal.KeyList())
			}
			for f, s := range ps.swatches {
				if s.name != pal.Names[f] || s.tile.FillColor != scheme.Colours[f] {
					t.Errorf("swatch %d: %s %v, want %s %v", f, s.name, s.tile.FillColor, pal.Names[f], scheme.Colours[f])
				}
			}
			test.Tap(ps.clear)
			want := cube.MustNew(3)
			_ = want.ApplyAlg(cube.MustParseAlg("R U F' L2 D B' R' U2 F D'", 3))
			// What the user sees on the cube in hand: a colour per sticker,
			// typed by its letter.
			held := want.Format(cube.Scheme(pal.Keys))
			for i := range held {
				if ps.p.Fixed(i) {
					continue
				}
				press(u, fyne.KeyName(held[i:i+1]), false)
				ps.paintSticker(render.Hit{Face: cube.Face(i / 9), Row: (i % 9) / 3, Col: i % 3})
			}
			if !strings.Contains(ps.verdict.Text, "held "+hold) || ps.done.Disabled() {
				t.Fatalf("check %q", ps.verdict.Text)
			}
			test.Tap(ps.copyOurs)
			if got := u.app.Clipboard().Content(); got != want.Format(scheme.Letters) {
				t.Errorf("copied %q, want %q (apply --scheme)", got, want.Format(scheme.Letters))
			}
			press(u, fyne.KeyReturn, false)
			if u.paint != nil || !u.sess.Cube().Equal(want) {
				t.Errorf("Done: the window's cube %v, want %v", u.sess.Cube(), want)
			}
		})
	}
}

// TestPaintMessagesNameTheSchemeColours: under WCA, ten stickers of the
// yellow face's colour are "yellow on 10" (it said "white on 10").
func TestPaintMessagesNameTheSchemeColours(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.setScheme(render.WCAScheme())
	ps := u.openPaint()
	press(u, fyne.KeyY, false)
	ps.paintSticker(render.Hit{Face: cube.U, Row: 0, Col: 0})
	if !strings.Contains(ps.verdict.Text, "yellow on 10") {
		t.Errorf("check %q, want yellow on 10", ps.verdict.Text)
	}
	ps.paintSticker(render.Hit{Face: cube.F, Row: 1, Col: 1})
	if !strings.Contains(ps.verdict.Text, "white up, green in front") {
		t.Errorf("fixed centre: %q", ps.verdict.Text)
	}
}

// TestBrushOutlineStandsOut: the brush's outline differs from its tile in
// every scheme and theme (the white swatch showed no outline on a dark
// theme, whose text colour is near white).
func TestBrushOutlineStandsOut(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(test.Theme())
		test.ApplyTheme(t, forcedVariant{test.Theme(), variant})
		for name, scheme := range paintSchemes() {
			u := newTestUI(t, a)
			u.setScheme(scheme)
			ps := u.openPaint()
			for f, s := range ps.swatches {
				ps.setBrush(cube.Face(f))
				if s.tile.StrokeWidth < 2 || contrast(s.tile.StrokeColor, s.tile.FillColor) < 0.4 {
					t.Errorf("variant %d, %s: the %s brush's outline %v on %v", variant, name, s.name, s.tile.StrokeColor, s.tile.FillColor)
				}
			}
			ps.close()
		}
	}
}

// forcedVariant is a theme that always draws one variant.
type forcedVariant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (f forcedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.v)
}

// contrast is the difference in luminance of two colours, 0 to 1.
func contrast(a, b color.Color) float64 {
	lum := func(c color.Color) float64 {
		r, g, b, _ := c.RGBA()
		return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 0xffff
	}
	d := lum(a) - lum(b)
	if d < 0 {
		d = -d
	}
	return d
}
