package gui

import (
	"context"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// newTestUI builds the whole window on a test app (in-memory preferences).
// testMethod reports whether a method list entry is one that tests
// register (guitest-*, and solvertest's test-* such as test-slow-setup),
// not one of the product's.
func testMethod(label string) bool {
	m := model.MethodName(label)
	return strings.HasPrefix(m, "guitest") || strings.HasPrefix(m, "test-")
}

// selectMethod chooses the dropdown entry of the named method.
func (u *ui) selectMethod(name string) {
	for _, o := range u.w.method.Options {
		if strings.EqualFold(model.MethodName(o), name) {
			u.w.method.SetSelected(o)
			return
		}
	}
}

func newTestUI(t *testing.T, a fyne.App) *ui {
	t.Helper()
	w := a.NewWindow("test")
	u := newUI(a, w, timing{}) // saves at once, no clock ticker
	w.SetContent(u.content())
	w.Resize(fyne.NewSize(1000, 700))
	u.focusCube()
	t.Cleanup(func() { u.cancelSolve(); u.stopClock() })
	return u
}

// press sends a key the way the driver does: KeyDown for modifiers, then
// TypedKey, to whatever has focus (falling back to the window).
func press(u *ui, key fyne.KeyName, shift bool) {
	c := u.win.Canvas()
	target, _ := c.Focused().(interface {
		TypedKey(*fyne.KeyEvent)
	})
	if target == nil {
		target = u.view
	}
	if shift {
		u.view.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	target.TypedKey(&fyne.KeyEvent{Name: key})
	if shift {
		u.view.KeyUp(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
}

func TestKeysAsSeed000(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyW, false)
	press(u, fyne.KeyD, true)
	press(u, fyne.Key2, false)
	press(u, fyne.KeyS, false)
	if got := u.sess.History().String(); got != "U R' 2F" {
		t.Fatalf("history %q, want U R' 2F", got)
	}
	if !u.view.Displayed().Equal(u.sess.Cube()) {
		t.Error("the view does not show the session's cube after the animations")
	}
	if got := u.w.layer.Text; got != "Layer: 2" {
		t.Errorf("layer label %q", got)
	}
	if u.view.Highlight == nil || u.view.Highlight.Lo != 2 || u.view.Highlight.Face != cube.F {
		t.Errorf("highlight %+v, want layer 2 of F", u.view.Highlight)
	}
	if got := u.w.moves.Text; got != "Moves: 4 HTM" { // 2F is a slice: 2 in WCA HTM
		t.Errorf("move counter %q", got)
	}
	press(u, fyne.KeyRightBracket, false)
	if u.sess.Cube().IsSolved() || !u.view.Displayed().Equal(u.sess.Cube()) {
		t.Error("] did not shuffle the shown cube")
	}
	press(u, fyne.KeyBackslash, false)
	if !u.sess.Cube().IsSolved() || !u.view.Displayed().IsSolved() {
		t.Error("\\ did not reset")
	}
	if got := u.w.pad[1].Text; got != "2U'" {
		t.Errorf("pad label %q at layer 2", got)
	}
	press(u, fyne.Key9, false) // clamped to N
	if got := u.w.pad[1].Text; got != "3U'" {
		t.Errorf("pad label %q at layer 3", got)
	}
	if lo, _ := u.sess.Layers(); lo != 3 {
		t.Errorf("layer 9 on a 3x3 gave %d", lo)
	}
}

func TestUndoRedoShortcutsAndHistoryList(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	for _, k := range []fyne.KeyName{fyne.KeyD, fyne.KeyD, fyne.KeyW} {
		press(u, k, false)
	}
	if !slices.Equal(u.w.historyItems, []string{"R2", "U"}) || u.w.history.Length() != 2 {
		t.Fatalf("history list %v, want simplified [R2 U]", u.w.historyItems)
	}
	u.view.TypedShortcut(&fyne.ShortcutUndo{})
	u.view.TypedShortcut(&fyne.ShortcutUndo{})
	if got := u.sess.History().String(); got != "R" {
		t.Fatalf("after two undos: %q", got)
	}
	u.view.TypedShortcut(&fyne.ShortcutRedo{})
	u.view.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift})
	if got := u.sess.History().String(); got != "R R U" {
		t.Fatalf("after two redos: %q", got)
	}
	if !u.view.Displayed().Equal(u.sess.Cube()) {
		t.Error("view out of step after undo/redo")
	}
}

func TestButtonsKeepKeysOnCube(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	test.Tap(u.w.shuffle)
	if u.sess.Cube().IsSolved() {
		t.Fatal("Shuffle did nothing")
	}
	if u.win.Canvas().Focused() != u.view {
		t.Error("focus did not return to the cube after Shuffle")
	}
	test.Tap(u.w.pad[0]) // U
	test.Tap(u.w.pad[1]) // U'
	if got := u.sess.History().String(); got != "U U'" {
		t.Errorf("move pad made %q", got)
	}
	test.Tap(u.w.reset)
	if !u.sess.Cube().IsSolved() {
		t.Error("Reset did not solve")
	}
	// Typing an algorithm, then keys still reach the cube.
	u.win.Canvas().Focus(u.w.alg)
	test.Type(u.w.alg, "R U R' U'")
	u.w.alg.OnSubmitted(u.w.alg.Text)
	if got := u.sess.History().String(); got != "R U R' U'" {
		t.Fatalf("algorithm entry made %q", got)
	}
	if u.win.Canvas().Focused() != u.view {
		t.Error("focus stayed in the entry")
	}
	press(u, fyne.KeyW, false)
	if got := len(u.sess.History()); got != 5 {
		t.Errorf("key after the entry: %d moves", got)
	}
	u.onAlgorithm("R Q")
	if !strings.Contains(u.w.status.Text, "Cannot read") {
		t.Errorf("bad algorithm status %q", u.w.status.Text)
	}
}

func TestSizeAndMethodPanel(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	for _, n := range []int{2, 5, 17} {
		u.w.size.SetSelected(sizeName(n))
		if u.sess.N() != n || u.view.Displayed().N() != n {
			t.Fatalf("size %d not applied", n)
		}
		opts := u.w.method.Options
		if len(opts) == 0 || opts[0] != humanMethod || !slices.Equal(opts, fitMethods(methods(n), false)) {
			t.Errorf("n=%d methods %v", n, opts)
		}
		if got := len(u.w.layerLo.Options); got != n {
			t.Errorf("n=%d: %d layer options", n, got)
		}
	}
}

func TestHumanSessionCongratulates(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyW, false)
	u.w.method.SetSelected(humanMethod)
	press(u, fyne.KeyReturn, false) // Enter starts the selected method
	if !u.sess.HumanSession().Active {
		t.Fatal("Enter with Human did not start a timed session")
	}
	press(u, fyne.KeyW, true)
	h := u.sess.HumanSession()
	if !h.Done || h.Moves != 1 || !u.congratulated {
		t.Errorf("session %+v, congratulated %v", h, u.congratulated)
	}
}

func TestPersistenceRoundTrip(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	u.w.size.SetSelected(sizeName(4))
	press(u, fyne.Key2, false)
	press(u, fyne.KeyD, false)
	press(u, fyne.KeyF, true)
	u.view.TypedShortcut(&fyne.ShortcutUndo{})
	u.w.speed.SetValue(2.5) // turns per second
	u.w.viewMode.SetSelected("Net")
	u.w.theme.SetSelected("dark")
	u.w.dragOrbit.SetChecked(true)
	method := methods(4)[len(methods(4))-1] // not the default Human
	u.w.method.SetSelected(method)
	u.view.orbit(30, -10)
	u.view.zoom(1.5)
	u.save()

	v := newTestUI(t, a) // a restart: same preferences
	if v.sess.N() != 4 || !v.sess.Cube().Equal(u.sess.Cube()) {
		t.Fatal("cube not restored")
	}
	if got := v.sess.History().String(); got != "2R" {
		t.Errorf("history %q", got)
	}
	if !v.sess.Redo() {
		t.Error("redo stack not restored")
	}
	if math.Abs(v.st.Speed-0.4) > 1e-9 || v.st.View != "net" || v.st.Theme != "dark" || v.w.viewMode.Selected != "Net" {
		t.Errorf("settings %+v", v.st)
	}
	if v.view.Camera != u.view.Camera {
		t.Errorf("camera %+v, want %+v", v.view.Camera, u.view.Camera)
	}
	if !v.view.Theme.Dark {
		t.Error("dark theme not applied to the cube")
	}
	if v.w.method.Selected != method || method == humanMethod {
		t.Errorf("method %q restored as %q", method, v.w.method.Selected)
	}
	if lo, hi := v.sess.Layers(); lo != 2 || hi != 2 || v.w.layer.Text != "Layer: 2" {
		t.Errorf("layers %d-%d (label %q), want 2", lo, hi, v.w.layer.Text)
	}
	if !v.view.DragOrbit || !v.w.dragOrbit.Checked {
		t.Error("drag-orbit setting not restored")
	}
}

func TestSolveAndPlayback(t *testing.T) {
	for _, tc := range []struct {
		n      int
		alg    string
		method string // "" picks the second method in the menu
	}{
		{2, "R U F' R2", ""},
		// Even big cube: the reduction picks its own orientation, and
		// playing the solution still solves the cube shown.
		{6, "R 2U F' 3R2 Uw B 2-3Lw' D", "reduction"},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.n, tc.n), func(t *testing.T) {
			u := newTestUI(t, test.NewTempApp(t))
			u.w.size.SetSelected(sizeName(tc.n))
			method := tc.method
			if method == "" {
				opts := methods(tc.n)
				if len(opts) < 2 {
					t.Skip("no method registered")
				}
				method = opts[1]
			}
			u.onAlgorithm(tc.alg)
			u.w.autoPlay.SetChecked(false) // step through it here
			u.selectMethod(model.MethodName(method))
			if model.MethodName(u.w.method.Selected) != model.MethodName(method) {
				t.Fatalf("method menu has no %q for %dx%d", method, tc.n, tc.n)
			}
			done := make(chan struct{})
			u.onSolveDone = func() { close(done) }
			test.Tap(u.w.solve)
			select {
			case <-done:
			case <-time.After(60 * time.Second):
				t.Fatal("solver did not finish")
			}
			p := u.sess.Playback()
			if p == nil {
				t.Fatalf("no playback; status %q", u.w.status.Text)
			}
			test.Tap(u.w.next)
			if got := u.sess.Playback().Index; got != 1 {
				t.Errorf("step: index %d", got)
			}
			test.Tap(u.w.back)
			test.Tap(u.w.play) // the test driver ends animations at once
			if !u.sess.Cube().IsSolved() || !u.view.Displayed().IsSolved() {
				t.Error("playing the solution did not solve the cube")
			}
			if !strings.Contains(u.solutionText(), p.Moves.String()) {
				t.Error("solution text lacks the moves")
			}
			u.copySolution()
			if got := u.app.Clipboard().Content(); got != p.Moves.String() {
				t.Errorf("clipboard %q, want %q", got, p.Moves)
			}
			test.Tap(u.w.start)
			if u.sess.Cube().IsSolved() {
				t.Error("jump to start left the cube solved")
			}
		})
	}
}

// blockReported receives once the "block" solver's progress is on screen.
var blockReported = make(chan struct{})

// blockStart, when a test sets it, holds the "block" solver back until it
// is closed: the test driver runs the solver's UI updates on the solver's
// goroutine, so a test that lays the window out while a solve starts must
// not let the first progress report run at the same time (it once left
// the layout spinning for minutes).
var blockStart chan struct{}

// testSolver is a registered method for these tests only: "block" waits for
// cancellation, "giveup" gives up, "panic" panics.
type testSolver struct{ mode string }

func (s testSolver) Name() string { return "guitest-" + s.mode }
func (s testSolver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	switch s.mode {
	case "block":
		if blockStart != nil {
			select {
			case <-blockStart:
			case <-ctx.Done():
			}
		}
		progress(algorithms.Progress{Stage: "waiting", Fraction: -1})
		select { // the test driver ran the UI update on this goroutine: hand over
		case blockReported <- struct{}{}:
		case <-ctx.Done():
		}
		<-ctx.Done()
		return nil, fmt.Errorf("guitest: %w", ctx.Err())
	case "giveup":
		return nil, algorithms.GaveUp("budget of %d nodes", 10)
	case "wrong":
		return &algorithms.Solution{Moves: cube.MustParseAlg("R", c.N())}, nil
	}
	panic("guitest exploded")
}

func init() {
	for i, mode := range []string{"block", "giveup", "panic", "wrong"} {
		algorithms.Register(algorithms.Method{
			Name: "guitest-" + mode, Sizes: func(int) bool { return true }, Rank: 1000 + i,
			New: func(algorithms.Config) algorithms.Solver { return testSolver{mode} },
		})
	}
}

func TestSolveCancel(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyRightBracket, false)
	u.w.method.SetSelected("guitest-block")
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	press(u, fyne.KeyReturn, false)
	if u.solve == nil || u.w.solve.Text != "Cancel" || !u.w.progress.Visible() {
		t.Fatal("solving did not show Cancel and progress")
	}
	// The solver reports its stage once and then stays silent: the elapsed
	// time still comes from the window's clock.
	select {
	case <-blockReported:
	case <-time.After(30 * time.Second):
		t.Fatal("the solver's progress never arrived")
	}
	if got := u.w.progressLabel.Text; !strings.Contains(got, "waiting") {
		t.Errorf("progress %q lacks the solver's stage", got)
	}
	u.solve.started = time.Now().Add(-65 * time.Second)
	u.renderProgress(u.solve) // what each clock tick does (no ticker in tests)
	// No nodes counted yet: none shown, just the elapsed time.
	if got := u.w.progressLabel.Text; !strings.Contains(got, ": 1:05") || strings.Contains(got, "nodes") {
		t.Errorf("progress %q, want the elapsed 1:05 and no node count", got)
	}
	u.refreshCounters()
	if got := u.w.time.Text; !strings.Contains(got, "1:05") {
		t.Errorf("timer label %q while solving", got)
	}
	test.Tap(u.w.solve) // Cancel
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("cancel did not stop the solver")
	}
	if u.sess.Playback() != nil || !strings.Contains(u.w.status.Text, "cancelled") || u.w.solve.Text != "Solve" {
		t.Errorf("after cancel: status %q, button %q", u.w.status.Text, u.w.solve.Text)
	}
}

func TestSolveFailuresShowDialogs(t *testing.T) {
	tests := []struct{ method, status string }{
		{"guitest-giveup", "gave up"},
		{"guitest-panic", "crashed"},
		{"guitest-wrong", "wrong solution"},
	}
	for _, tt := range tests {
		u := newTestUI(t, test.NewTempApp(t))
		press(u, fyne.KeyW, false)
		u.w.method.SetSelected(tt.method)
		done := make(chan struct{})
		u.onSolveDone = func() { close(done) }
		press(u, fyne.KeyReturn, false)
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Fatalf("%s: no result", tt.method)
		}
		if !strings.Contains(u.w.status.Text, tt.status) || u.sess.Playback() != nil {
			t.Errorf("%s: status %q", tt.method, u.w.status.Text)
		}
		if len(u.win.Canvas().Overlays().List()) == 0 {
			t.Errorf("%s: no dialog shown", tt.method)
		}
	}
}

func TestKeyHandlerIsShared(t *testing.T) {
	// The window fallback (nothing focused) goes through the same handler.
	u := newTestUI(t, test.NewTempApp(t))
	u.win.Canvas().Unfocus()
	u.view.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	u.win.Canvas().(interface {
		OnTypedKey() func(*fyne.KeyEvent)
	}).OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyA})
	if got := u.sess.History().String(); got != "L'" {
		t.Errorf("unfocused Shift+A made %q", got)
	}
}

// TestRuneKeys covers the browser driver, which names no letter keys and
// only types characters, and the desktop one, which does both.
func TestRuneKeys(t *testing.T) {
	tests := []struct {
		name  string
		press func(v *CubeView)
		want  string
	}{
		{"web w", func(v *CubeView) { v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUnknown}); v.TypedRune('w') }, "U"},
		{"web D", func(v *CubeView) { v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUnknown}); v.TypedRune('D') }, "R'"},
		{"desktop w", func(v *CubeView) { v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyW}); v.TypedRune('w') }, "U"},
		{"enter then web x", func(v *CubeView) {
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			v.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUnknown})
			v.TypedRune('x')
		}, "D"},
		{"web layer 2", func(v *CubeView) { v.TypedRune('2'); v.TypedRune('s') }, "2F"},
	}
	for _, tt := range tests {
		u := newTestUI(t, test.NewTempApp(t))
		tt.press(u.view)
		if got := u.sess.History().String(); got != tt.want {
			t.Errorf("%s: history %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestSolveToFile is seed 004's "solve <file>", typed in the algorithm entry.
func TestSolveToFile(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.size.SetSelected(sizeName(2))
	opts := methods(2)
	if len(opts) < 2 || testMethod(opts[1]) {
		t.Skip("no 2x2 method registered")
	}
	u.onAlgorithm("R U2 F'")
	u.w.method.SetSelected(opts[1])
	file := t.TempDir() + "/sol.txt"
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	u.onAlgorithm("solve " + file)
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		t.Fatal("solver did not finish")
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (status %q)", err, u.w.status.Text)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	alg, err := cube.ParseAlg(lines[len(lines)-1], 2)
	if err != nil {
		t.Fatal(err)
	}
	c := cube.MustNew(2)
	_ = c.ApplyString("R U2 F'")
	if err := algorithms.Verify(c, &algorithms.Solution{Moves: alg}); err != nil {
		t.Errorf("saved solution: %v", err)
	}
}
