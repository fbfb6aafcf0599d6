package gui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// TestSoakInProcess is the window's monkey test on Fyne's test driver, the
// fast companion of the real-window soak (.ci/e2e.d/60-soak-desktop): random
// keys, buttons, pad turns, size and method switches, tab switches, solves
// (played to their end), scrubs, history jumps, typed
// algorithms, undo/redo and paint edits, checking StateDump.Check after
// every action and that the cube drawn is the session's (the test driver
// ends animations at once, so every state is a quiet one). By default a
// fixed seed and 300 actions (a few seconds); CUBELAB_SOAK_SECONDS=N runs N
// seconds from a random seed, printed, and CUBELAB_SOAK_SEED=N replays one
// exactly (no timing here: the same seed is the same run).
func TestSoakInProcess(t *testing.T) {
	seed, actions, length := uint64(1), 300, time.Duration(0)
	if v := os.Getenv("CUBELAB_SOAK_SECONDS"); v != "" {
		s, err := strconv.Atoi(v)
		if err != nil || s <= 0 {
			t.Fatalf("CUBELAB_SOAK_SECONDS=%q is not a number of seconds", v)
		}
		length, actions, seed = time.Duration(s)*time.Second, 0, uint64(time.Now().UnixNano()%1e9)
	}
	if v := os.Getenv("CUBELAB_SOAK_SEED"); v != "" {
		s, err := strconv.ParseUint(v, 10, 64)
		if err != nil {
			t.Fatalf("CUBELAB_SOAK_SEED=%q is not a number", v)
		}
		seed = s
	}
	t.Setenv(shuffleSeedEnv, strconv.FormatUint(seed, 10))
	t.Logf("seed %d (CUBELAB_SOAK_SEED=%d replays it)", seed, seed)
	m := &monkey{t: t, u: newTestUI(t, test.NewTempApp(t)), rng: rand.New(rand.NewPCG(seed, 0x50a6))}
	start := time.Now()
	for i := 0; ; i++ {
		if (length == 0 && i == actions) || (length > 0 && time.Since(start) > length) {
			t.Logf("%d actions in %s", i, time.Since(start).Round(time.Millisecond))
			return
		}
		m.act()
		if err := m.check(); err != nil {
			t.Fatalf("seed %d, after action %d: %v\nlast actions:\n  %s", seed, i, err, strings.Join(m.log[max(0, len(m.log)-30):], "\n  "))
		}
	}
}

// monkey acts on a test window at random.
type monkey struct {
	t   *testing.T
	u   *ui
	rng *rand.Rand
	log []string
}

// quickMethods are the methods the in-process soak solves with: the ones
// that answer in well under a second from the shared table cache (the real
// window's soak tries every method).
var quickMethods = map[int][]string{2: {"table", humanMethod}, 3: {"kociemba", humanMethod}, 4: {"reduction", humanMethod}}

func (m *monkey) note(format string, a ...any) { m.log = append(m.log, fmt.Sprintf(format, a...)) }

func (m *monkey) act() {
	u, r := m.u, m.rng
	if u.paint != nil {
		m.actPaint()
		return
	}
	if u.dialog != nil || u.overlayOpen() {
		m.note("Escape")
		u.overlayKey(fyne.KeyEscape)
		if top := u.win.Canvas().Overlays().Top(); top != nil {
			top.Hide()
		}
		return
	}
	switch k := r.IntN(100); {
	case k < 35:
		keys := []fyne.KeyName{fyne.KeyW, fyne.KeyA, fyne.KeyS, fyne.KeyD, fyne.KeyF, fyne.KeyX, fyne.Key1, fyne.Key2, fyne.Key3,
			fyne.KeyC, fyne.KeyY, fyne.KeyM, fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd, fyne.KeySpace}
		key, shift := keys[r.IntN(len(keys))], r.IntN(3) == 0
		m.note("key %s shift %t", key, shift)
		press(u, key, shift)
	case k < 42:
		m.note("undo")
		u.view.TypedShortcut(&fyne.ShortcutUndo{})
	case k < 47:
		m.note("redo")
		u.view.TypedShortcut(&fyne.ShortcutRedo{})
	case k < 52:
		m.note("shuffle")
		test.Tap(u.w.shuffle)
	case k < 54:
		m.note("reset")
		test.Tap(u.w.reset)
	case k < 60:
		i := r.IntN(len(u.w.pad))
		m.note("pad %s", u.w.pad[i].Text)
		test.Tap(u.w.pad[i])
	case k < 65:
		n := 2 + r.IntN(3)
		m.note("size %d", n)
		u.w.size.SetSelected(sizeName(n))
	case k < 69:
		ms := quickMethods[u.sess.N()]
		name := ms[r.IntN(len(ms))]
		m.note("method %s", name)
		u.selectMethod(name)
	case k < 76:
		m.solve()
	case k < 80:
		i := r.IntN(len(u.w.tabs.Items))
		m.note("tab %d", i)
		u.w.tabs.SelectIndex(i)
	case k < 85:
		buttons := []*namedButton{{"start", u.w.start}, {"back", u.w.back}, {"play", u.w.play}, {"next", u.w.next}, {"end", u.w.end}}
		b := buttons[r.IntN(len(buttons))]
		m.note("transport %s", b.name)
		test.Tap(b.b)
	case k < 89:
		if s := u.cv.scrubber; !s.Disabled() {
			v := float64(r.IntN(int(s.Max) + 1))
			m.note("scrub to %g", v)
			s.SetValue(v)
		}
	case k < 92:
		if rows := len(u.w.historyItems); rows > 0 {
			i := r.IntN(rows)
			m.note("history row %d", i)
			u.goToHistoryRow(i)
		}
	case k < 95:
		algs := []string{"R U R' U'", "Rw2 x'", "M2 E S'", "R U2 (", "2-3Uw", "q"}
		a := algs[r.IntN(len(algs))]
		m.note("algorithm %q", a)
		u.onAlgorithm(a)
		u.focusCube()
	case k < 97:
		pos := fyne.NewPos(r.Float32()*600, r.Float32()*600)
		m.note("drag from %v", pos)
		u.view.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}, Button: desktop.MouseButtonPrimary})
		u.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: pos}, Dragged: fyne.NewDelta(r.Float32()*80-40, r.Float32()*80-40)})
		u.view.DragEnd()
	default:
		m.note("paint")
		u.openPaint()
	}
}

// namedButton names a button for the log.
type namedButton struct {
	name string
	b    fyne.Tappable
}

// solve presses Solve (Enter's work) and waits for the answer, played to
// its end. It never cancels: the test driver runs the solver's fyne.Do on
// the solver's goroutine, so a cancel could race with the answer arriving
// (the real window's soak cancels solves).
func (m *monkey) solve() {
	u := m.u
	ok := false
	for _, name := range quickMethods[u.sess.N()] {
		ok = ok || strings.EqualFold(model.MethodName(u.w.method.Selected), name)
	}
	if !ok {
		u.selectMethod(quickMethods[u.sess.N()][0])
	}
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	defer func() { u.onSolveDone = nil }()
	m.note("solve with %s", u.w.method.Selected)
	test.Tap(u.w.solve)
	if u.solve == nil {
		return // Human, an already solved cube: nothing runs
	}
	select {
	case <-done:
	case <-time.After(2 * time.Minute):
		m.t.Fatalf("the solve never ended")
	}
}

// actPaint picks colours, paints stickers, and finishes or cancels.
func (m *monkey) actPaint() {
	ps, r := m.u.paint, m.rng
	switch k := r.IntN(10); {
	case k < 5:
		n := ps.p.N()
		h := render.Hit{Face: cube.Face(r.IntN(6)), Row: r.IntN(n), Col: r.IntN(n)}
		m.note("paint %v", h)
		ps.paintSticker(h)
	case k < 7:
		c := cube.Face(r.IntN(6))
		m.note("brush %v", c)
		ps.setBrush(c)
	case k < 8:
		m.note("paint undo")
		ps.onKey("Z", false, true)
	case k < 9:
		m.note("paint done")
		ps.finish()
	default:
		m.note("paint cancel")
		ps.close()
	}
}

// check asks the state dump's check and that the cube drawn is the
// session's.
func (m *monkey) check() error {
	d := m.u.stateDump()
	if d == nil {
		return fmt.Errorf("no state dump")
	}
	if err := d.Check(); err != nil {
		return err
	}
	if !d.Animating && d.Solving == "" && d.Displayed != d.Cube {
		return fmt.Errorf("the cube drawn is not the session's:\n drawn   %s\n session %s", d.Displayed, d.Cube)
	}
	return nil
}
