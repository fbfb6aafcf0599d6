package gui

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// glyphSources are the packages whose string literals can reach the window:
// its own text, and the solvers' names, descriptions, progress stages and
// errors, and the cube's notation and validation errors.
var glyphSources = []string{".", "model", "../../algorithms", "../../cube"}

// TestUIStringsHaveGlyphs checks that every rune of every string literal the
// window can show is in the fonts Fyne bundles. In the browser there are no
// system fonts to fall back on, so a rune missing from them is drawn as "�".
// Fyne draws ordinary text with the theme's text font, falling back to its
// symbol font; monospaced text with the monospace font, falling back to the
// same symbol font. The emoji font is left out on purpose: the browser build
// drops it (-tags no_emoji) to download less.
func TestUIStringsHaveGlyphs(t *testing.T) {
	parse := func(r fyne.Resource) *font.Face {
		f, err := font.ParseTTF(bytes.NewReader(r.Content()))
		if err != nil {
			t.Fatalf("font %s: %v", r.Name(), err)
		}
		return f
	}
	th := theme.DefaultTheme()
	symbol := parse(theme.DefaultSymbolFont())
	families := []struct {
		name  string
		faces []*font.Face
	}{
		{"text", []*font.Face{parse(th.Font(fyne.TextStyle{})), parse(th.Font(fyne.TextStyle{Bold: true})), symbol}},
		{"monospace", []*font.Face{parse(th.Font(fyne.TextStyle{Monospace: true})), symbol}},
	}
	has := func(faces []*font.Face, r rune) bool {
		for _, f := range faces {
			if _, ok := f.NominalGlyph(r); ok {
				return true
			}
		}
		return false
	}
	checked := 0
	for _, lit := range uiStrings(t) {
		for _, r := range lit.text {
			if !unicode.IsPrint(r) {
				continue // \n, \t: layout, not glyphs
			}
			checked++
			for _, fam := range families {
				if !has(fam.faces, r) {
					t.Errorf("%s: %q (U+%04X) in %q has no glyph in Fyne's %s fonts", lit.pos, r, r, lit.text, fam.name)
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d runes checked: the sources were not found", checked)
	}
}

type uiString struct {
	pos  token.Position
	text string
}

// uiStrings returns the string literals of glyphSources' non-test files.
func uiStrings(t *testing.T) []uiString {
	var out []uiString
	fset := token.NewFileSet()
	for _, root := range glyphSources {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != root && (root == "." || d.Name() == "testdata") {
					return filepath.SkipDir // "model" is listed on its own
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil {
						out = append(out, uiString{fset.Position(lit.Pos()), s})
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}
