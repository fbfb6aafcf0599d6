package term

import (
	"context"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/render"
)

func cubeAfter(t *testing.T, n int, alg string) *cube.Cube {
	t.Helper()
	c := cube.MustNew(n)
	if err := c.ApplyString(alg); err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSession(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sol.txt")
	tests := []struct {
		name    string
		n       int
		start   string // scramble from solved
		input   string
		want    []string // substrings of the output, in order
		notWant []string
		end     string // moves that solve the final cube ("" = final cube solved); "-" to skip
	}{
		{"lowercase faces solve", 3, "R U", "u'\nr'\n", []string{"Solved! (2 moves)"}, nil, ""},
		{"primes and standard notation", 3, "R U F", "F' U' R'\nquit\nR\n", []string{"Solved! (3 moves)"}, []string{"bye"}, ""},
		{"solving ends the game", 3, "R", "R'\nU\n", []string{"Solved!"}, nil, ""},
		{"lowercase r alone is R not Rw", 3, "R", "r'\n", []string{"Solved!"}, nil, ""},
		{"all six faces and primes", 3, "", "f\nb\nl\nr\nd\nu\nu'\nd'\nr'\nl'\nb'\nf'\n", []string{"Solved! (12 moves)"}, nil, ""},
		{"all six faces as one line", 3, "F B L R D U", "u' d' r' l' b' f'\n", []string{"Solved! (6 moves)"}, nil, ""},
		{"wide in longer notation", 3, "Rw", "x' L'\n", []string{"Solved!"}, nil, ""},
		{"bad command keeps cube", 3, "R", "frobnicate\nR'\n", []string{`can't do "frobnicate"`, "help", "Solved!"}, nil, ""},
		{"bad move on 2x2", 2, "R", "M\nR'\n", []string{`can't do "M"`, "Solved!"}, nil, ""},
		{"undo", 3, "R", "U\nundo\nR'\n", []string{"undone", "Solved!"}, nil, ""},
		{"undo nothing", 3, "R", "undo\n", []string{"nothing to undo"}, nil, "R'"},
		{"reset is no win", 3, "R U", "reset\nU\n", []string{"reset to the solved cube"}, []string{"Solved!"}, "U'"},
		{"moves after reset can win", 3, "R U", "reset\nR\nR'\nU\n", []string{"Solved! (2 moves)"}, nil, ""},
		{"reset then undo", 3, "R U", "reset\nundo\n", []string{"undone"}, nil, "U' R'"},
		{"restart", 3, "R", "U\nrestart\nR'\n", []string{"back to the starting position", "Solved!"}, nil, ""},
		{"shortcut and its inverse", 3, "", "sexy\nU R U' R'\n", []string{"sexy: R U R' U'", "Solved!"}, nil, ""},
		{"shortcut six times", 3, "", "sexy6\n", []string{"sexy6:"}, []string{"can't"}, ""},
		{"slice shortcut on 2x2", 2, "R", "checker\n", []string{`can't do "checker"`, "shortcut checker"}, nil, "R'"},
		{"cmds lists", 3, "R", "cmds\n", []string{"sexy", "sune", "tperm"}, nil, "R'"},
		{"help", 3, "R", "help\n", []string{"undo", "scramble", "solve [METHOD] [FILE]", "Methods for 3x3x3"}, nil, "R'"},
		{"show plain", 2, "", "show\n", []string{"   YY\n   YY\nOO BB RR GG\n"}, []string{"\x1b["}, ""},
		{"comment and blank lines", 3, "R", "# a comment\n\n   \nR'\n", []string{"Solved!"}, []string{"can't"}, ""},
		{"scramble", 3, "", "scramble\n", []string{"scrambled with: "}, nil, "-"},
		{"hint 2x2", 2, "R U", "hint\n", []string{"hint: ", "2-move optimal solution"}, nil, "U' R'"},
		{"hint solved", 2, "", "hint\n", []string{"already solved"}, nil, ""},
		{"solve to file", 2, "R U F", "solve " + file + "\n", []string{"(3 moves, optimal", "stored in " + file}, nil, "F' U' R'"},
		{"solve bad method", 3, "R", "solve nosuch x\n", []string{"can't solve", "unknown method"}, nil, "R'"},
		{"solve too many args", 3, "R", "solve a b c\n", []string{"usage: solve"}, nil, "R'"},
		{"EOF ends", 3, "R", "U", nil, nil, "U' R'"},
		{"CRLF lines", 3, "R", "R'\r\n", []string{"Solved!"}, []string{"can't"}, ""},
		{"too long line", 3, "R", strings.Repeat("U ", maxLine) + "\nR'\n", []string{"longer than", "Solved!"}, nil, ""},
		{"solve solved", 3, "", "solve\n", []string{"already solved"}, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			start := cubeAfter(t, tt.n, tt.start)
			s, err := play(context.Background(), strings.NewReader(tt.input), &out, Options{Start: start})
			if err != nil {
				t.Fatal(err)
			}
			if tt.end != "-" {
				c := s.Cube().Clone()
				if err := c.ApplyString(tt.end); err != nil || !c.IsSolved() {
					t.Fatalf("final cube is not solved by %q (%v):\n%s", tt.end, err, c.Net(cube.DefaultScheme))
				}
			}
			got := out.String()
			rest := got
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				if i < 0 {
					t.Fatalf("output lacks %q (in order); output:\n%s", w, got)
				}
				rest = rest[i+len(w):]
			}
			for _, w := range tt.notWant {
				if strings.Contains(got, w) {
					t.Fatalf("output has %q; output:\n%s", w, got)
				}
			}
		})
	}
	// The stored solution solves the cube it was made for.
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	c := cubeAfter(t, 2, "R U F")
	if err := c.ApplyString(strings.TrimSpace(string(b))); err != nil || !c.IsSolved() {
		t.Fatalf("stored solution %q does not solve R U F (%v)", b, err)
	}
}

// TestSessionFinalState checks the cube a session ends with.
func TestSessionFinalState(t *testing.T) {
	tests := []struct {
		n            int
		start, input string
		undoTo       string // moves that solve the final cube
	}{
		{3, "R", "U\n", "U' R'"},
		{3, "R", "bogus\nU\nundo\n", "R'"},
		{4, "", "Rw 2U\n", "2U' Rw'"},
		{2, "R", "reset\nundo\nF\n", "F' R'"},
	}
	for _, tt := range tests {
		s, err := NewSession(context.Background(), &strings.Builder{}, Options{Start: cubeAfter(t, tt.n, tt.start)})
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(tt.input, "\n") {
			s.Exec(context.Background(), l)
		}
		c := s.Cube().Clone()
		if err := c.ApplyString(tt.undoTo); err != nil || !c.IsSolved() {
			t.Errorf("start %q input %q: final cube not undone by %q (%v)", tt.start, tt.input, tt.undoTo, err)
		}
	}
}

func TestRandomStartIsScrambledAndSeeded(t *testing.T) {
	for _, n := range []int{2, 3, 5} {
		var out1, out2 strings.Builder
		s1, err := NewSession(context.Background(), &out1, Options{N: n, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		s2, err := NewSession(context.Background(), &out2, Options{N: n, Seed: 7})
		if err != nil {
			t.Fatal(err)
		}
		if s1.Cube().IsSolved() || !s1.Cube().Equal(s2.Cube()) || out1.String() != out2.String() {
			t.Fatalf("%dx%d: seeded starts differ or are solved:\n%s\n%s", n, n, out1.String(), out2.String())
		}
		// The announced scramble reaches the start.
		line := strings.TrimPrefix(strings.TrimSpace(out1.String()), "scrambled with: ")
		c := cube.MustNew(n)
		if err := c.ApplyString(line); err != nil || !c.Equal(s1.Cube()) {
			t.Fatalf("%dx%d: announced scramble %q does not give the start (%v)", n, n, line, err)
		}
	}
	if _, err := NewSession(context.Background(), &strings.Builder{}, Options{N: 1}); err == nil {
		t.Fatal("size 1 accepted")
	}
}

// A hint followed each time reaches solved in the optimal number of moves.
func TestFollowHints2x2(t *testing.T) {
	c := cubeAfter(t, 2, "R U F' R2 U' F")
	s, err := NewSession(context.Background(), &strings.Builder{}, Options{Start: c})
	if err != nil {
		t.Fatal(err)
	}
	sol, _, err := s.bestSolve(context.Background(), "auto")
	if err != nil {
		t.Fatal(err)
	}
	if err := algorithms.Verify(c, sol); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < sol.Moves.HTM(2); i++ {
		var out strings.Builder
		s.out = &out
		s.Exec(context.Background(), "hint")
		_, rest, ok := strings.Cut(out.String(), "hint: ")
		if !ok {
			t.Fatalf("no hint: %s", out.String())
		}
		s.Exec(context.Background(), strings.Fields(rest)[0])
	}
	if !s.Cube().IsSolved() {
		t.Fatalf("following %d hints did not solve the cube", sol.Moves.HTM(2))
	}
}

func TestNetColour(t *testing.T) {
	c := cube.MustNew(2)
	got := Net(c, true)
	if strings.Count(got, "\x1b[48;5;226m") != 4 || strings.Count(got, "\n") != 6 {
		t.Fatalf("colour net of a solved 2x2:\n%q", got)
	}
	if Net(c, false) != c.Net(cube.DefaultScheme) {
		t.Fatal("plain net differs from cube.Net")
	}
}

// Big cubes are drawn with half blocks so that up to 19x19 fits 80
// columns; every sticker is still shown: a solved cube's U face is N² yellow
// halves, and a turn of R shows up where it should.
func TestNetHalfBlocks(t *testing.T) {
	visible := func(s string) int { // display width of the widest line
		w := 0
		for _, line := range strings.Split(s, "\n") {
			line = regexp.MustCompile("\x1b\\[[0-9;]*m").ReplaceAllString(line, "")
			w = max(w, utf8.RuneCountInString(line))
		}
		return w
	}
	for _, n := range []int{10, 11, 19} {
		c := cube.MustNew(n)
		got := Net(c, true)
		if w := visible(got); w > 80 {
			t.Errorf("%dx%d net is %d columns wide", n, n, w)
		}
		if lines := strings.Count(got, "\n"); lines != 3*((n+1)/2) {
			t.Errorf("%dx%d net has %d lines, want %d", n, n, lines, 3*((n+1)/2))
		}
		yellow := strings.Count(got, "38;5;226") + strings.Count(got, "48;5;226")
		if yellow != n*n {
			t.Errorf("%dx%d solved net shows %d yellow halves, want %d", n, n, yellow, n*n)
		}
		if err := c.ApplyString("R"); err != nil {
			t.Fatal(err)
		}
		if turned := Net(c, true); strings.Count(turned, "48;5;226")+strings.Count(turned, "38;5;226") != n*n || turned == got {
			t.Errorf("%dx%d: R should move yellow, not change its count", n, n)
		}
	}
	// Read a scrambled 11x11's net back cell by cell: every sticker of every
	// face is where the cube has it.
	c := cube.MustNew(11)
	if err := c.ApplyString("R U' 3F 2-4Lw D2 5B"); err != nil {
		t.Fatal(err)
	}
	if got, want := readHalfBlockNet(t, Net(c, true), 11), c.String(); got != want {
		t.Errorf("half-block net reads back as\n%s\nwant\n%s", got, want)
	}
	if w := visible(Net(cube.MustNew(9), true)); w > 80 {
		t.Errorf("9x9 two-cell net is %d columns wide", w)
	}
}

func TestShortcutsParse(t *testing.T) {
	for _, sc := range Shortcuts {
		if _, err := cube.ParseAlg(sc.Alg, 3); err != nil {
			t.Errorf("shortcut %s: %v", sc.Name, err)
		}
	}
}

// With KeepPlaying a solved cube is announced and the session goes on.
func TestKeepPlaying(t *testing.T) {
	var out strings.Builder
	s, err := play(context.Background(), strings.NewReader("R'\nscramble\nquit\n"), &out,
		Options{Start: cubeAfter(t, 3, "R"), KeepPlaying: true, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, w := range []string{"Solved! (1 moves). Type 'scramble'", "scrambled with: ", "bye"} {
		if !strings.Contains(got, w) {
			t.Fatalf("output lacks %q:\n%s", w, got)
		}
	}
	if s.Cube().IsSolved() {
		t.Fatal("scramble after solving left the cube solved")
	}
}

// Hints keep to one solution while the player follows it, so following
// them on a 3x3 (kociemba, best-known, time-bounded) reaches solved in
// exactly the length the first hint announced; 'solve' sets the plan too,
// and a move off the plan makes the next hint solve afresh.
func TestHintsFollowOnePlan(t *testing.T) {
	for _, tt := range []struct {
		name, first string
	}{{"hint", "hint"}, {"solve", "solve"}} {
		t.Run(tt.name, func(t *testing.T) {
			start := cubeAfter(t, 3, "R U F' L2 D B' R2 U' F2 L' D2 B")
			s, err := NewSession(context.Background(), &strings.Builder{}, Options{Start: start, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			var out strings.Builder
			s.out = &out
			s.Exec(context.Background(), tt.first)
			var total int
			if tt.first == "hint" {
				if _, err := fmt.Sscanf(out.String()[strings.Index(out.String(), "a ")+2:], "%d-move", &total); err != nil {
					t.Fatalf("hint %q: %v", out.String(), err)
				}
			} else {
				total = s.plan.moves.HTM(3)
			}
			for i := 0; i < total; i++ {
				out.Reset()
				s.Exec(context.Background(), "hint")
				want := fmt.Sprintf("(first move of a %d-move", total-i)
				if !strings.Contains(out.String(), want) {
					t.Fatalf("hint %d: %q lacks %q", i, out.String(), want)
				}
				_, rest, _ := strings.Cut(out.String(), "hint: ")
				s.Exec(context.Background(), strings.Fields(rest)[0])
			}
			if !s.Cube().IsSolved() {
				t.Fatalf("%d hints followed did not solve the cube", total)
			}
		})
	}
	// Off the plan: the next hint is a fresh solution of the new state.
	s, err := NewSession(context.Background(), &strings.Builder{}, Options{Start: cubeAfter(t, 2, "R U F"), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	s.out = &out
	s.Exec(context.Background(), "hint")
	s.Exec(context.Background(), "D2")
	out.Reset()
	s.Exec(context.Background(), "hint")
	if !strings.Contains(out.String(), "4-move optimal") {
		t.Fatalf("hint after a move off the plan: %q", out.String())
	}
}

// 'solve WORD' with a word that is no method stores the solution in a file of
// that name and says how it read the word; a path gets no such note.
func TestSolveBareWordIsAFile(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	var out strings.Builder
	_, err := play(context.Background(), strings.NewReader("solve kociemba2\nsolve ./sol.txt\n"), &out, Options{Start: cubeAfter(t, 2, "R")})
	if err != nil {
		t.Fatal(err)
	}
	got := out.String()
	if strings.Count(got, "not a method") != 1 || !strings.Contains(got, `"kociemba2" is not a method`) {
		t.Fatalf("output:\n%s", got)
	}
	for _, f := range []string{"kociemba2", "sol.txt"} {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil || strings.TrimSpace(string(b)) != "R'" {
			t.Fatalf("%s: %q %v", f, b, err)
		}
	}
}

// readHalfBlockNet turns a half-block net back into the facelet string
// (faces U L F R B D, scheme letters), from the cells' ANSI colours.
func readHalfBlockNet(t *testing.T, net string, n int) string {
	t.Helper()
	letter := map[string]byte{}
	for f, col := range render.ClassicScheme().Colours {
		letter[ansiCode(col)] = cube.DefaultScheme[f]
	}
	cellRE := regexp.MustCompile("\x1b\\[38;5;([0-9]+)(?:;48;5;([0-9]+))?m" + upperHalf)
	faces := make([][]byte, 6)
	for f := range faces {
		faces[f] = make([]byte, n*n)
	}
	lines := strings.Split(strings.TrimSuffix(net, "\n"), "\n")
	half := (n + 1) / 2
	for li, line := range lines {
		band, pair := li/half, li%half
		rowFaces := [][]cube.Face{{cube.U}, {cube.L, cube.F, cube.R, cube.B}, {cube.D}}[band]
		cells := cellRE.FindAllStringSubmatch(line, -1)
		if len(cells) != n*len(rowFaces) {
			t.Fatalf("line %d has %d cells, want %d", li, len(cells), n*len(rowFaces))
		}
		for i, m := range cells {
			f, col, r := rowFaces[i/n], i%n, 2*pair
			faces[f][r*n+col] = letter[m[1]]
			if r+1 < n {
				faces[f][(r+1)*n+col] = letter[m[2]]
			}
		}
	}
	var sb strings.Builder
	for _, f := range faces {
		sb.Write(f)
	}
	return sb.String()
}

// The terminal net follows the colour scheme: WCA paints U white (231) and
// F green (34); without colour it writes the scheme's letters.
func TestNetScheme(t *testing.T) {
	c := cube.MustNew(3)
	wca := render.WCAScheme()
	got := NetScheme(c, true, wca)
	first := strings.SplitN(got, "\n", 2)[0]
	if !strings.Contains(first, "48;5;231m") || strings.Contains(first, "48;5;226m") {
		t.Errorf("WCA net's U row is not white: %q", first)
	}
	if plain := NetScheme(c, false, wca); plain != c.Net(wca.Letters) || !strings.Contains(plain, "WWW") {
		t.Errorf("WCA net without colour:\n%s", plain)
	}
	if NetScheme(c, true, render.ClassicScheme()) != Net(c, true) {
		t.Error("the classic scheme's net differs from Net")
	}
	// A custom colour takes the nearest 6x6x6 cube code: pure purple is 16+36*2+0+2.
	custom := render.CustomScheme([6]color.RGBA{cube.U: {0x80, 0x00, 0x80, 0xff}})
	if first := strings.SplitN(NetScheme(c, true, custom), "\n", 2)[0]; !strings.Contains(first, "48;5;90m") {
		t.Errorf("custom purple U row: %q", first)
	}
}
