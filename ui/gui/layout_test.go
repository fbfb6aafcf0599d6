package gui

import (
	"fmt"
	"image/png"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// TestLayouts checks that the cube stays large in both layouts. Set
// CUBELAB_SHOTS=dir to also write what the test driver's software painter
// draws (used to look at the phone layout without a phone).
func TestLayouts(t *testing.T) {
	tests := []struct {
		name       string
		size       fyne.Size
		mobile     bool
		minW, minH float32 // fraction of the window the cube must get
	}{
		{"desktop", fyne.NewSize(1100, 720), false, 0.55, 0.95},
		// The panel below takes 55% of a phone's height: Home's controls,
		// the status line and some of the timer stay in view.
		{"phone", fyne.NewSize(390, 800), true, 0.95, 0.38},
	}
	for _, tt := range tests {
		a := test.NewTempApp(t)
		w := a.NewWindow("test")
		u := newUI(a, w, timing{})
		content := u.desktopContent()
		if tt.mobile {
			content = u.mobileContent()
		}
		w.SetContent(content)
		w.Resize(tt.size)
		got := u.view.Size()
		cs := w.Canvas().Size()
		if got.Width < tt.minW*cs.Width || got.Height < tt.minH*cs.Height {
			t.Errorf("%s: cube gets %v of %v", tt.name, got, cs)
		}
		if help := u.w.status.Text; tt.mobile == strings.HasPrefix(help, "Keys: W A S D F X") {
			t.Errorf("%s: status %q", tt.name, help)
		}
		if u.w.tabs == nil || len(u.w.tabs.Items) < 4 {
			t.Errorf("%s: panels missing", tt.name)
		}
		if dir := os.Getenv("CUBELAB_SHOTS"); dir != "" {
			f, err := os.Create(dir + "/" + tt.name + ".png")
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, w.Canvas().Capture()); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

// rectOf is o's rectangle in window coordinates.
func rectOf(o fyne.CanvasObject) (fyne.Position, fyne.Size) {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o), o.Size()
}

func overlaps(o1, o2 fyne.CanvasObject) bool {
	p1, s1 := rectOf(o1)
	p2, s2 := rectOf(o2)
	return p1.X < p2.X+s2.Width && p2.X < p1.X+s1.Width && p1.Y < p2.Y+s2.Height && p2.Y < p1.Y+s1.Height
}

// relayout lays the whole window out again, as the desktop driver does when
// a minimum size changed (the test driver does not).
func relayout(w fyne.Window) {
	s := w.Canvas().Size()
	w.Resize(s.AddWidthHeight(1, 1))
	w.Resize(s)
}

// TestSidePanelKeepsItsLayout: starting, reporting and ending a solve does
// not move the tabs, and the progress row never overlaps them (issue 13:
// the bar painted over the tab bar, then left a gap).
func TestSidePanelKeepsItsLayout(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyRightBracket, false)
	u.w.method.SetSelected("guitest-block")
	tabsAt, tabsSize := rectOf(u.w.tabs)
	check := func(when string) {
		t.Helper()
		relayout(u.win)
		if p, s := rectOf(u.w.tabs); p != tabsAt || s != tabsSize {
			t.Errorf("%s: tabs at %v size %v, were at %v size %v", when, p, s, tabsAt, tabsSize)
		}
		if u.w.progress.Visible() && overlaps(u.w.progress, u.w.tabs) {
			t.Errorf("%s: the progress row overlaps the tabs", when)
		}
	}
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	blockStart = make(chan struct{})
	defer func() { blockStart = nil }()
	press(u, fyne.KeyReturn, false)
	check("solve started")
	close(blockStart)
	select {
	case <-blockReported:
	case <-time.After(30 * time.Second):
		t.Fatal("the solver's progress never arrived")
	}
	check("progress reported")
	u.showProgress(u.solve, algorithms.Progress{Visited: 123456789, Fraction: 0.5, Stage: strings.Repeat("a long stage name ", 20), Best: 4000})
	check("long progress line")
	test.Tap(u.w.solve) // Cancel
	<-done
	check("solve cancelled")
}

// TestLongTextsKeepTheWindowSize: a 4,000-move solution, a long status line
// and a long scramble scroll inside their areas; the window's content never
// needs more than a 1366x768 laptop screen offers, whichever tab is shown.
func TestLongTextsKeepTheWindowSize(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(17))
	press(u, fyne.KeyRightBracket, false)
	long := strings.Repeat("10-13Rw' ", 4000)
	u.setStatus("Cannot read the algorithm: " + long)
	u.w.solutionText.SetText(long)
	tabsAt, tabsSize := rectOf(u.w.tabs)
	for _, tab := range u.w.tabs.Items {
		u.w.tabs.Select(tab)
		if m := u.win.Content().MinSize(); m.Width > 1366 || m.Height > 700 {
			t.Errorf("tab %s: the content needs %v", tab.Text, m)
		}
		if p, s := rectOf(u.w.tabs); p != tabsAt || s != tabsSize {
			t.Errorf("tab %s: tabs moved to %v size %v", tab.Text, p, s)
		}
	}
}

// phoneSize is a 360x640 px window of Fyne's phone simulator (which draws
// at scale 1.4) in Fyne units; a real 360x640 dp phone has more room.
var phoneSize = fyne.NewSize(phoneWidth, 640/1.4)

// TestPhoneFits: every phone tab fits phoneSize's width (no clipping, no
// horizontal scroll), also with a long layer range selected on a 17x17,
// and the move pad is the first thing on its tab, whole above the fold.
func TestPhoneFits(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	u := newUI(a, w, timing{})
	w.SetContent(u.mobileContent())
	w.Resize(phoneSize)
	u.w.size.SetSelected(sizeName(17))
	u.sess.SetLayers(10, 13)
	for _, tab := range u.w.tabs.Items {
		u.w.tabs.Select(tab)
		if m := tab.Content.MinSize(); m.Width > phoneSize.Width-2*theme.Padding() {
			t.Errorf("phone tab %d (%s) needs %v px wide", slices.Index(u.w.tabs.Items, tab), tab.Text, m.Width)
		}
	}
	if m := w.Content().MinSize(); m.Width > phoneSize.Width || m.Height > phoneSize.Height {
		t.Errorf("phone layout needs %v", m)
	}
	u.w.tabs.Select(u.w.playTab)
	last := u.w.pad[len(u.w.pad)-1]
	tabsAt, tabsSize := rectOf(u.w.playTab.Content)
	p, s := rectOf(last)
	if p.Y+s.Height > tabsAt.Y+tabsSize.Height || p.X+s.Width > tabsAt.X+tabsSize.Width {
		t.Errorf("the pad's last button ends at %v, the tabs at %v", p.AddXY(s.Width, s.Height), tabsAt.AddXY(tabsSize.Width, tabsSize.Height))
	}
}

// laptopBrowser is the page of a browser window on a 1366x768 laptop screen
// (the browser's bars take the rest), or headless Chromium's 1100x720
// window: the desktop layout must fit it without clipping the controls.
var laptopBrowser = fyne.NewSize(1100, 577)

// TestDesktopFitsShortWindows: the desktop layout's minimum size fits
// laptopBrowser, with a solution shown and on a 17x17 (the tabs scroll
// rather than push the controls off the top).
func TestDesktopFitsShortWindows(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	u := newUI(a, w, timing{})
	w.SetContent(u.content())
	w.Resize(laptopBrowser)
	u.w.size.SetSelected(sizeName(17))
	for _, tab := range u.w.tabs.Items {
		u.w.tabs.Select(tab)
		if m := w.Content().MinSize(); m.Width > laptopBrowser.Width || m.Height > laptopBrowser.Height {
			t.Errorf("with the %s tab the desktop layout needs %v, more than %v", tab.Text, m, laptopBrowser)
		}
	}
}

// TestMethodMenuFits (issue 42): every entry of the method menu is whole
// on screen, on every size, at 1100 px and on a phone: Fyne's menu is as
// wide as its widest entry, one line each, so optimal's long first
// sentence ran past the window's edge ("... (large, 2"). No entry shows
// an internal name (wastar's "Config.Weight"), a clause cut inside its
// parentheses, or the name twice ("reduction - reduction: ...").
func TestMethodMenuFits(t *testing.T) {
	for _, tt := range []struct {
		name   string
		size   fyne.Size
		mobile bool
	}{
		{"desktop", fyne.NewSize(1100, 720), false},
		{"phone", phoneSize, true},
	} {
		a := test.NewTempApp(t)
		w := a.NewWindow("test")
		u := newUI(a, w, timing{})
		content := u.desktopContent()
		if tt.mobile {
			content = u.mobileContent()
		}
		w.SetContent(content)
		w.Resize(tt.size)
		if tt.mobile {
			u.w.tabs.Select(u.w.homeTab) // the method select
		}
		for n := 2; n <= 17; n++ {
			u.w.size.SetSelected(sizeName(n))
			for _, o := range u.w.method.Options {
				name := model.MethodName(o)
				if strings.Contains(o, "Config.") || strings.Count(o, "(") != strings.Count(o, ")") ||
					strings.HasPrefix(strings.TrimPrefix(o, name+" - "), name) && o != name {
					t.Errorf("%s %dx%d: entry %q", tt.name, n, n, o)
				}
			}
			for _, o := range u.w.method.Options {
				u.w.method.SetSelected(o)
				relayout(w)
				if !selectShows(u.w.method) {
					t.Errorf("%s %dx%d: the method box cuts %q (%v wide)", tt.name, n, n, o, u.w.method.Size().Width)
				}
			}
			test.Tap(u.w.method)
			overlay := w.Canvas().Overlays().Top()
			if overlay == nil {
				t.Fatalf("%s: no menu", tt.name)
			}
			menuW := overlay.MinSize().Width
			if menuW < 50 || menuW > w.Canvas().Size().Width {
				t.Errorf("%s %dx%d: the method menu is %v wide, the window %v", tt.name, n, n, menuW, w.Canvas().Size().Width)
			}
			w.Canvas().Overlays().Remove(overlay)
		}
	}
}

// hiddenTabs reports whether the tab bar hides tabs behind its "…" button.
func hiddenTabs(tabs *container.AppTabs) bool {
	for _, o := range test.LaidOutObjects(tabs) {
		if b, ok := o.(*widget.Button); ok && b.Visible() && b.Icon != nil && b.Icon.Name() == theme.MoreHorizontalIcon().Name() {
			return true
		}
	}
	return false
}

// TestDesktopPanelSteady (issue 42): in the default 1100x720 window and on
// a 1366x768 laptop every tab shows in the bar (the Timer tab was behind
// "…"), and choosing a method with a choice of tables (optimal) moves
// nothing below the method: the panel jumped 39 px down.
func TestDesktopPanelSteady(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1100, 720), fyne.NewSize(1366, 768)} {
		a := test.NewTempApp(t)
		w := a.NewWindow("test")
		u := newUI(a, w, timing{})
		w.SetContent(u.content())
		w.Resize(size)
		if hiddenTabs(u.w.tabs) {
			t.Errorf("%v: tabs hidden behind the overflow button", size)
		}
		u.selectMethod("kociemba")
		relayout(w)
		tabsAt := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.w.tabs)
		u.selectMethod("optimal")
		relayout(w)
		if at := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.w.tabs); at != tabsAt {
			t.Errorf("%v: choosing optimal moved the tabs from %v to %v", size, tabsAt, at)
		}
	}
}

// TestSpeedSliderFasterToTheRight (issue 42): moving the speed slider right
// makes turns faster, and the label says the speed it sets (1.5 s a turn
// read "1 turns/s").
func TestSpeedSliderFasterToTheRight(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	s := u.w.speed
	last := math.Inf(1)
	for v := s.Min; v <= s.Max; v += (s.Max - s.Min) / 8 {
		s.SetValue(v)
		if u.st.Speed >= last {
			t.Fatalf("slider at %v of %v-%v: %v s a turn, no faster than %v s further left", s.Value, s.Min, s.Max, u.st.Speed, last)
		}
		last = u.st.Speed
	}
	for _, tt := range []struct {
		seconds float64
		want    string
	}{
		{1.5, "Turn speed: 0.667 turns/s (1.5 s a turn)"},
		{0.25, "Turn speed: 4 turns/s (0.25 s a turn)"},
		{0.05, "Turn speed: 20 turns/s (0.05 s a turn)"},
	} {
		if got := speedText(tt.seconds); got != tt.want {
			t.Errorf("speedText(%v) = %q, want %q", tt.seconds, got, tt.want)
		}
	}
	s.SetValue(4)
	if u.st.Speed != 0.25 || u.w.speedLabel.Text != speedText(0.25) {
		t.Errorf("slider at 4 turns/s: %v s a turn, label %q", u.st.Speed, u.w.speedLabel.Text)
	}
}

// TestScrambleLineFitsItsText (issue 42): with no scramble the history list
// starts right under "Scramble: none" (a blank band of two lines sat
// there); a 17x17's long scramble takes three lines and scrolls.
func TestScrambleLineFitsItsText(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.tabs.Select(u.w.historyTab)
	line := widget.NewLabel("X").MinSize().Height
	gap := func() float32 {
		relayout(u.win)
		s, _ := rectOf(u.w.scramble)
		l, _ := rectOf(u.w.history)
		return l.Y - s.Y
	}
	if u.w.scramble.Text != "Scramble: none" {
		t.Fatalf("scramble %q", u.w.scramble.Text)
	}
	if g := gap(); g > line+2*theme.Padding() {
		t.Errorf("the history list starts %v below %q, one line is %v", g, u.w.scramble.Text, line)
	}
	u.w.size.SetSelected(sizeName(17))
	press(u, fyne.KeyRightBracket, false)
	if g := gap(); g < 2.5*(line-2*theme.Padding()) || g > 3*line+2*theme.Padding() {
		t.Errorf("a long scramble takes %v above the list, one line is %v", g, line)
	}
}

// TestPlaybackControlsSayWhatIsShown (issue 42): after an Instant solve the
// transport shows play, not pause (nothing plays any more); while a
// solution plays, the status names the move the list marks (it said
// "playing move 13" with move 12 marked).
func TestPlaybackControlsSayWhatIsShown(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(2))
	u.cv.instant.SetChecked(true)
	u.onAlgorithm("R U F' R2 U'")
	solve2x2(t, u)
	if !u.sess.Cube().IsSolved() {
		t.Fatalf("the Instant solve did not end solved (status %q)", u.w.status.Text)
	}
	if u.playing || u.w.play.Icon.Name() != theme.MediaPlayIcon().Name() {
		t.Errorf("after an Instant solve: playing %v, transport icon %s", u.playing, u.w.play.Icon.Name())
	}
	u.cv.instant.SetChecked(false)
	test.Tap(u.w.start)
	test.Tap(u.w.next)
	test.Tap(u.w.next)
	u.playing = true // as during playback, between two turns
	u.refresh()
	p := u.sess.Playback()
	want := fmt.Sprintf("playing move %d of %d", p.Index, len(p.Moves))
	if !strings.Contains(u.w.status.Text, want) {
		t.Errorf("status %q, want %q", u.w.status.Text, want)
	}
	marked := ""
	for _, s := range u.cv.moveText.Segments {
		if l, ok := s.(*moveLink); ok && strings.HasPrefix(l.Text, "[") {
			marked = l.Text
		}
	}
	if m := "[" + p.Moves[p.Index-1].String() + "]"; marked != m {
		t.Errorf("the list marks %q, want move %d %q", marked, p.Index, m)
	}
	u.playing = false
}

// inside reports whether o lies wholly inside box (window coordinates).
func inside(o, box fyne.CanvasObject) bool {
	p, s := rectOf(o)
	bp, bs := rectOf(box)
	return p.X >= bp.X && p.Y >= bp.Y && p.X+s.Width <= bp.X+bs.Width+0.5 && p.Y+s.Height <= bp.Y+bs.Height+0.5
}

// textFits reports whether a label shows its whole text on one line.
func textFits(l *widget.Label) bool {
	w := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle).Width
	return w <= l.Size().Width-2*theme.InnerPadding()
}

// TestPhoneShowsItsControls (issue 42): at 360x640 the top bar shows the
// whole move count ("Moves: 12 H…" was cut); Home shows the size, method
// and tables, the three buttons and the status line (a solver's messages)
// without scrolling (they sat below the fold of a 200 px panel, with the
// timer under them); every tab shows in the bar, the timer's among them,
// its clock at the top.
func TestPhoneShowsItsControls(t *testing.T) {
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	u := newUI(a, w, timing{})
	w.SetContent(u.mobileContent())
	w.Resize(phoneSize)
	u.w.tabs.Select(u.w.homeTab)
	for _, alg := range []string{"R U R' U' R U R' U' F B L D", "R U R' U' R U R' U' F B L D R U R' U' R U R' U' F B L D"} {
		u.onAlgorithm(alg)
		relayout(w)
		if !textFits(u.w.moves) || !inside(u.w.moves, w.Content()) {
			t.Errorf("the top bar cuts %q (%v wide)", u.w.moves.Text, u.w.moves.Size().Width)
		}
	}
	u.w.size.SetSelected(sizeName(4))
	u.onAlgorithm("Rw U2 3R' F Uw' B2 L D R U R' U' Rw U2 3R' F Uw' B2 L D R U R' U'")
	relayout(w)
	if !textFits(u.w.moves) {
		t.Errorf("the top bar cuts %q (%v wide)", u.w.moves.Text, u.w.moves.Size().Width)
	}
	home := u.w.homeTab.Content
	for name, o := range map[string]fyne.CanvasObject{
		"size": u.w.size, "method": u.w.method, "tables": u.w.tablesRow,
		"shuffle": u.w.shuffle, "reset": u.w.reset, "solve": u.w.solve, "status": u.w.progressRow,
	} {
		if !inside(o, home) || !inside(o, w.Content()) {
			p, s := rectOf(o)
			hp, hs := rectOf(home)
			t.Errorf("%s at %v size %v is not whole in Home's %v size %v", name, p, s, hp, hs)
		}
	}
	if hiddenTabs(u.w.tabs) || !slices.Contains(u.w.tabs.Items, u.w.timerTab) {
		t.Error("a tab is missing from the bar")
	}
	u.w.tabs.Select(u.w.timerTab)
	if !inside(u.cv.timerText, u.w.timerTab.Content) {
		t.Error("the timer's clock is not in view on its tab")
	}
	if s := u.view.Size(); s.Height < 0.3*phoneSize.Height {
		t.Errorf("the cube gets %v of %v", s, phoneSize)
	}
}

// TestBigCubeSolveEndsInTheStartingOrientation (issue 42): a solved 4x4
// looks as it did before the shuffle (a solve ended with orange up and
// green in front): the solution's last moves turn the whole cube back,
// and rotations count no moves.
func TestBigCubeSolveEndsInTheStartingOrientation(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(4))
	u.onAlgorithm("Rw U2 3R' F Uw' B2 L D 2R U R' U' Fw2 3L")
	u.w.autoPlay.SetChecked(false)
	u.selectMethod("reduction")
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	test.Tap(u.w.solve)
	select {
	case <-done:
	case <-time.After(120 * time.Second):
		t.Fatal("the solve did not finish")
	}
	p := u.sess.Playback()
	if p == nil {
		t.Fatalf("no solution (status %q)", u.w.status.Text)
	}
	test.Tap(u.w.play)
	start, _ := cube.New(4)
	if !u.sess.Cube().Equal(start) || !u.view.Displayed().Equal(start) {
		t.Errorf("the played solution %s leaves the cube solved in another orientation", p.Moves)
	}
	if s := u.shown(); s == nil || s.sol.Moves.String() != p.Moves.String() || !strings.Contains(u.w.status.Text, s.sol.Moves.Count(4).Label(4)) {
		t.Errorf("the status %q does not count the moves played", u.w.status.Text)
	}
}

// selectShows reports whether a select shows its whole choice: Fyne cuts
// it with "…" to the room left of its drop icon.
func selectShows(s *keySelect) bool {
	room := s.Size().Width - theme.IconInlineSize() - theme.InnerPadding() - 3*theme.Padding()
	return fyne.MeasureText(s.Selected, theme.TextSize(), fyne.TextStyle{}).Width <= room
}

// TestTablesTextWhole (issue 42): the Tables choices show whole in their
// box and menu, on the desktop and on a phone, and the full description of
// each (memory, build time: whatever it says) is in the status line when
// the method is chosen: "large - 2.1 GB of memory, built once in about 3
// minutes; searches about 10x faster" was cut by a 1100 px window.
func TestTablesTextWhole(t *testing.T) {
	for _, tt := range []struct {
		name   string
		size   fyne.Size
		mobile bool
	}{
		{"desktop", fyne.NewSize(1100, 720), false},
		{"phone", phoneSize, true},
	} {
		a := test.NewTempApp(t)
		w := a.NewWindow("test")
		u := newUI(a, w, timing{})
		content := u.desktopContent()
		if tt.mobile {
			content = u.mobileContent()
			u.w.tabs.Select(u.w.homeTab)
		}
		w.SetContent(content)
		w.Resize(tt.size)
		for _, name := range []string{"guitest-tables", "optimal"} {
			u.selectMethod(name)
			m, _ := algorithms.Lookup(name)
			for _, tc := range m.Tables {
				if !strings.Contains(u.w.status.Text, tc.About) {
					t.Errorf("%s: %s: the status %q lacks %q", tt.name, name, u.w.status.Text, tc.About)
				}
			}
			for _, o := range u.w.tables.Options {
				u.w.tables.SetSelected(o)
				relayout(w)
				if !selectShows(u.w.tables) {
					t.Errorf("%s: the tables box cuts %q (%v wide)", tt.name, o, u.w.tables.Size().Width)
				}
			}
		}
	}
}
