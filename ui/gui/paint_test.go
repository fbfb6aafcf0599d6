package gui

import (
	"context"
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// writeShot saves the window as dir/name.png when CUBELAB_SHOTS=dir.
func writeShot(t *testing.T, w fyne.Window, name string) {
	dir := os.Getenv("CUBELAB_SHOTS")
	if dir == "" {
		return
	}
	f, err := os.Create(dir + "/" + name + ".png")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// paintUI opens the editor in a window of the given size, with the phone
// layout if mobile.
func paintUI(t *testing.T, size fyne.Size, mobile bool) (*ui, *paintScreen) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("test")
	u := newUI(a, w, timing{})
	content := u.desktopContent()
	if mobile {
		content = u.mobileContent()
	}
	w.SetContent(content)
	w.Resize(size)
	ps := u.openPaint()
	if mobile {
		w.SetContent(ps.mobileContent())
	}
	w.Resize(size)
	t.Cleanup(func() { u.cancelSolve(); u.stopClock() })
	return u, ps
}

func TestPaintLayoutsLook(t *testing.T) {
	for _, tt := range []struct {
		name   string
		size   fyne.Size
		mobile bool
	}{
		{"paint-desktop", fyne.NewSize(1100, 720), false},
		{"paint-phone", fyne.NewSize(360, 640), true},
	} {
		u, ps := paintUI(t, tt.size, tt.mobile)
		ps.p.Clear()
		_ = ps.p.Set(0, 3)
		ps.update()
		writeShot(t, u.win, tt.name)
		_ = ps.p.Load("YYYYYYYYY OOOOOOOOO BBBBBBBBB RRRRRRRRR GGGGGGGGG WWWWWWWWW")
		k := cube.CornerFacelets(3, cube.URF)
		_ = ps.p.Set(k[0], cube.R)
		_ = ps.p.Set(k[1], cube.F)
		_ = ps.p.Set(k[2], cube.U)
		ps.update()
		writeShot(t, u.win, tt.name+"-twist")
	}
}

// findButton returns the first visible button under o whose text starts
// with prefix.
func findButton(o fyne.CanvasObject, prefix string) *widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if strings.HasPrefix(x.Text, prefix) {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if b := findButton(c, prefix); b != nil {
				return b
			}
		}
	case *container.Scroll:
		return findButton(x.Content, prefix)
	case *container.Split:
		if b := findButton(x.Leading, prefix); b != nil {
			return b
		}
		return findButton(x.Trailing, prefix)
	case *container.AppTabs:
		for _, it := range x.Items {
			if b := findButton(it.Content, prefix); b != nil {
				return b
			}
		}
	}
	return nil
}

// stickerSpots taps nothing: it scans the paint view as drawn now and
// returns a point inside each sticker it shows (the middle of the points
// that pick it), in widget units.
func stickerSpots(v *paintView) map[render.Hit]fyne.Position {
	type acc struct {
		x, y float32
		k    int
	}
	sum := map[render.Hit]*acc{}
	size := v.Size()
	for y := float32(1); y < size.Height; y += 2 {
		for x := float32(1); x < size.Width; x += 2 {
			if h, ok := v.pick(fyne.NewPos(x, y)); ok {
				a := sum[h]
				if a == nil {
					a = &acc{}
					sum[h] = a
				}
				a.x, a.y, a.k = a.x+x, a.y+y, a.k+1
			}
		}
	}
	out := map[render.Hit]fyne.Position{}
	for h, a := range sum {
		out[h] = fyne.NewPos(a.x/float32(a.k), a.y/float32(a.k))
	}
	return out
}

// paintByTaps paints want on the editor one sticker at a time as a user
// does: tap the colour, tap the sticker; first the stickers the 3D view
// shows, then the rest on the net.
func paintByTaps(t *testing.T, ps *paintScreen, want *cube.Cube) {
	t.Helper()
	n := want.N()
	painted := map[int]bool{}
	for _, view := range []string{"3D", "Net"} {
		ps.viewMode.SetSelected(view)
		for h, pos := range stickerSpots(ps.view) {
			i := want.Index(h.Face, h.Row, h.Col)
			if painted[i] || ps.p.Fixed(i) {
				continue
			}
			test.Tap(ps.swatches[want.Facelets()[i]])
			test.TapAt(ps.view, pos)
			if got := ps.p.At(i); got != want.Facelets()[i] {
				t.Fatalf("%s view: tapping %v at %v painted %v, want %v", view, h, pos, got, want.Facelets()[i])
			}
			painted[i] = true
		}
		if view == "3D" && (len(painted) < 3*n*n-3 || len(painted) >= 6*n*n-6) {
			t.Fatalf("the 3D view let %d stickers be painted, want the three faces it shows", len(painted))
		}
	}
	if len(painted)+6*(n%2) != 6*n*n {
		t.Fatalf("painted %d stickers of %d", len(painted), 6*n*n)
	}
}

// TestPaintTapBySticker paints a scrambled cube into the editor with taps
// (after Clear), 2x2 to 7x7, presses Done, solves it with a method and plays the
// solution: the window's cube ends solved.
func TestPaintTapBySticker(t *testing.T) {
	for _, tc := range []struct {
		n      int
		method string
	}{{2, "table"}, {3, "beginner"}, {4, "reduction"}, {7, "reduction"}} {
		t.Run(sizeName(tc.n), func(t *testing.T) {
			if testing.Short() && tc.n > 4 {
				t.Skip("-short")
			}
			u := newTestUI(t, test.NewTempApp(t))
			u.w.size.SetSelected(sizeName(tc.n))
			test.Tap(findButton(u.win.Content(), "Paint a cube"))
			ps := u.paint
			if ps == nil {
				t.Fatal("the Paint button opened no editor")
			}
			test.Tap(ps.clear)
			want := cube.MustNew(tc.n)
			if err := want.ApplyAlg(cube.Scramble(tc.n, rand.New(rand.NewPCG(uint64(tc.n), 9)))); err != nil {
				t.Fatal(err)
			}
			paintByTaps(t, ps, want)
			if ps.done.Disabled() || ps.verdict.Importance != widget.SuccessImportance {
				t.Fatalf("painted cube not ready: %q", ps.verdict.Text)
			}
			test.Tap(ps.done)
			if u.paint != nil || !u.sess.Cube().Equal(want) || len(u.sess.History()) != 0 || !u.view.Displayed().Equal(want) {
				t.Fatalf("Done: editor open %v, window cube %v, history %v", u.paint != nil, u.sess.Cube(), u.sess.History())
			}
			u.selectMethod(tc.method)
			done := make(chan struct{})
			u.onSolveDone = func() { close(done) }
			test.Tap(u.w.solve)
			select {
			case <-done:
			case <-time.After(120 * time.Second):
				t.Fatal("solver did not finish")
			}
			if u.sess.Playback() == nil {
				t.Fatalf("no solution: %q", u.w.status.Text)
			}
			test.Tap(u.w.play)
			if !u.sess.Cube().IsSolved() {
				t.Error("playing the solution of the painted cube did not solve it")
			}
		})
	}
}

// TestPaintedCubeSolvesWithEveryMethod pastes a state of each size 2..7
// (even ones held turned, as a user may), puts it in the window with Done,
// and solves the window's cube with every method the size offers.
func TestPaintedCubeSolvesWithEveryMethod(t *testing.T) {
	for n := 2; n <= 7; n++ {
		if testing.Short() && n > 3 {
			break
		}
		u := newTestUI(t, test.NewTempApp(t))
		ps := u.openPaint()
		want := cube.MustNew(n)
		alg := "R U' F2 D B' L"
		if n%2 == 0 {
			alg += " x y" // no fixed centres: the cube may be held any way
		}
		if n > 3 {
			alg += " 2R 2U' 2F"
		}
		if err := want.ApplyString(alg); err != nil {
			t.Fatal(err)
		}
		ps.facelets.SetText(want.URFDLB())
		ps.facelets.OnSubmitted(ps.facelets.Text)
		test.Tap(ps.done)
		if !u.sess.Cube().Equal(want) {
			t.Fatalf("%dx%d: the pasted cube is not in the window", n, n)
		}
		for _, label := range methods(n) {
			m := model.MethodName(label)
			// test-slow-setup, for one, only solves one-move scrambles.
			if m == humanMethod || testMethod(label) {
				continue
			}
			s, err := algorithms.New(m, n, algorithms.Config{})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			sol, _, err := algorithms.SolveChecked(ctx, s, u.sess.Cube().Clone(), nil)
			cancel()
			if err != nil {
				t.Errorf("%dx%d %s: %v", n, n, m, err)
				continue
			}
			c := u.sess.Cube().Clone()
			if err := c.ApplyAlg(sol.Moves); err != nil || !c.IsSolved() {
				t.Errorf("%dx%d %s: the solution does not solve the cube", n, n, m)
			}
		}
	}
}

func TestPaintCancelLeavesTheCube(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	press(u, fyne.KeyRightBracket, false)
	press(u, fyne.KeyW, false)
	before, hist, main := u.sess.Cube().Clone(), u.sess.History().String(), u.win.Content()
	u.view.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierControl})
	ps := u.paint
	if ps == nil {
		t.Fatal("Ctrl+P on the cube opened no editor")
	}
	test.Tap(ps.clear)
	test.TapAt(ps.view, fyne.NewPos(ps.view.Size().Width/2, ps.view.Size().Height/2))
	press(u, fyne.KeyW, false) // in the editor W picks white, it turns nothing
	if ps.colour != cube.D || !u.sess.Cube().Equal(before) {
		t.Fatalf("W in the editor: brush %v, cube changed %v", ps.colour, !u.sess.Cube().Equal(before))
	}
	test.Tap(ps.cancel)
	if u.paint != nil || u.win.Content() != main {
		t.Fatal("Cancel did not give the window back")
	}
	if !u.sess.Cube().Equal(before) || u.sess.History().String() != hist {
		t.Fatal("Cancel changed the cube or its history")
	}
	press(u, fyne.KeyW, false)
	if got := u.sess.History().String(); got != hist+" U" {
		t.Errorf("after Cancel W made history %q", got)
	}
}

func TestPaintKeysAndChecks(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	ps := u.openPaint()
	k := cube.CornerFacelets(3, cube.URF)
	for _, key := range []fyne.KeyName{fyne.KeyR, fyne.Key3, fyne.KeyO} {
		press(u, key, false)
	}
	if ps.colour != cube.L {
		t.Errorf("keys R 3 O: brush %v, want orange", ps.colour)
	}
	// Twist the URF corner in place: three stickers repainted.
	ps.setBrush(cube.R)
	ps.paintSticker(render.Hit{Face: cube.U, Row: 2, Col: 2})
	ps.setBrush(cube.F)
	ps.paintSticker(render.Hit{Face: cube.R, Row: 0, Col: 0})
	ps.setBrush(cube.U)
	ps.paintSticker(render.Hit{Face: cube.F, Row: 0, Col: 2})
	if !strings.HasPrefix(ps.verdict.Text, "A twisted corner, one of those marked") || !ps.done.Disabled() || ps.verdict.Importance != widget.DangerImportance {
		t.Fatalf("twisted corner: %q, Done enabled %v", ps.verdict.Text, !ps.done.Disabled())
	}
	for _, i := range k {
		if ps.view.scene.Marks[i] != render.MarkFault {
			t.Errorf("sticker %d of the twisted corner not ringed", i)
		}
	}
	press(u, fyne.KeyReturn, false) // not ready: Enter does nothing
	if u.paint == nil {
		t.Fatal("Enter closed the editor on a broken cube")
	}
	for range 3 {
		ps.onKey("Z", false, true)
	}
	if !ps.p.Check().Ready || ps.done.Disabled() {
		t.Fatalf("three undos: %q", ps.verdict.Text)
	}
	// A fixed centre refuses paint and says why.
	ps.paintSticker(render.Hit{Face: cube.F, Row: 1, Col: 1})
	if !strings.Contains(ps.verdict.Text, "fixed") || ps.p.At(9*int(cube.F)+4) != cube.F {
		t.Errorf("painting the F centre: %q", ps.verdict.Text)
	}
	// Fill the rest: two grey stickers, both blue.
	test.Tap(ps.clear)
	for i, c := range cube.MustNew(3).Facelets() {
		if c != cube.F && !ps.p.Fixed(i) {
			ps.setBrush(c)
			n := 3
			ps.paintSticker(render.Hit{Face: cube.Face(i / (n * n)), Row: (i % 9) / 3, Col: i % 3})
		}
	}
	if ps.fill.Disabled() || ps.fill.Text != "Fill: blue" || ps.view.scene.Marks[9*int(cube.F)] != render.MarkBlank {
		t.Fatalf("fill button %q disabled %v", ps.fill.Text, ps.fill.Disabled())
	}
	test.Tap(ps.fill)
	press(u, fyne.KeyReturn, false)
	if u.paint != nil || !u.sess.Cube().IsSolved() {
		t.Error("Enter on a ready cube did not finish")
	}
}

func TestPaintPasteAndCopy(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	ps := u.openPaint()
	want := cube.MustNew(5)
	if err := want.ApplyString("R 2U F' 3L"); err != nil {
		t.Fatal(err)
	}
	u.app.Clipboard().SetContent(want.String())
	test.Tap(ps.paste)
	if ps.p.N() != 5 || ps.size.Selected != "5x5" || !ps.p.Check().Ready {
		t.Fatalf("paste of a 5x5: size %d (%s), %q", ps.p.N(), ps.size.Selected, ps.verdict.Text)
	}
	test.Tap(ps.copyKoc)
	if got := u.app.Clipboard().Content(); got != want.URFDLB() {
		t.Errorf("copy URFDLB %q", got)
	}
	test.Tap(ps.copyOurs)
	if got := u.app.Clipboard().Content(); got != want.String() {
		t.Errorf("copy YOBRGW %q", got)
	}
	ps.facelets.SetText("YYYQ")
	ps.facelets.OnSubmitted(ps.facelets.Text)
	if !strings.HasPrefix(ps.verdict.Text, "Cannot read the facelets: facelets: at position 4") || ps.p.N() != 5 {
		t.Errorf("bad paste: %q", ps.verdict.Text)
	}
	ps.size.SetSelected("6x6")
	if ps.p.N() != 6 || !ps.p.Check().Ready || strings.Contains(ps.help.Text, "fixed") {
		t.Fatalf("size 6x6: a %dx%d, help %q", ps.p.N(), ps.p.N(), ps.help.Text)
	}
	ps.size.SetSelected("7x7")
	if ps.p.N() != 7 || !ps.p.Check().Ready || !strings.Contains(ps.help.Text, "fixed") {
		t.Fatalf("size 7x7: a %dx%d, help %q", ps.p.N(), ps.p.N(), ps.help.Text)
	}
	test.Tap(ps.clear)
	test.Tap(ps.copyOurs)
	if !strings.Contains(ps.verdict.Text, "still grey") {
		t.Errorf("copy with grey stickers: %q", ps.verdict.Text)
	}
	test.Tap(ps.undo)
	test.Tap(ps.done)
	if u.sess.N() != 7 || u.w.size.Selected != "7x7" || !slices.ContainsFunc(u.w.method.Options, func(o string) bool { return model.MethodName(o) == "reduction" }) {
		t.Errorf("Done with a 7x7: window size %d, methods %v", u.sess.N(), u.w.method.Options)
	}
}

// TestPaintFitsPhone lays the editor out on the smallest common phone
// (360x640 pixels; Fyne's phone scale, about 1.4 in the simulator, leaves
// 256x456 units) with the longest check message: the layout asks for no
// more room than that, and the palette, the tool row, the check and Done
// lie whole inside the screen, nothing wider than it.
func TestPaintFitsPhone(t *testing.T) {
	screen := fyne.NewSize(256, 456)
	for _, n := range []int{2, 3, 7, 17} {
		u, ps := paintUI(t, screen, true)
		ps.size.SetSelected(sizeName(n))
		// a long message: a centre orbit of a 5x5
		if n == 7 {
			ps.p.Start(cube.MustNew(5))
			_ = ps.p.Set(6, cube.F)  // U (1,1)
			_ = ps.p.Set(57, cube.U) // F (1,2)
			ps.update()
			if !strings.Contains(ps.verdict.Text, "centre orbit") {
				t.Fatalf("no centre message: %q", ps.verdict.Text)
			}
		}
		if min := u.win.Content().MinSize(); min.Width > screen.Width || min.Height > screen.Height {
			t.Errorf("%dx%d: the editor needs %v on a %v phone", n, n, min, screen)
		}
		d := fyne.CurrentApp().Driver()
		var objs []fyne.CanvasObject
		for _, s := range ps.swatches {
			objs = append(objs, s)
		}
		objs = append(objs, ps.fill, ps.clear, ps.undo, ps.verdict, ps.cancel, ps.done, ps.view)
		for _, o := range objs {
			p, s := d.AbsolutePositionForObject(o), o.Size()
			if p.X < 0 || p.Y < 0 || p.X+s.Width > screen.Width+0.5 || p.Y+s.Height > screen.Height+0.5 || s.Width < 1 || s.Height < 1 {
				t.Errorf("%dx%d: %T at %v size %v is not inside the screen", n, n, o, p, s)
			}
		}
		if s := ps.swatches[0].Size(); s.Width < 36 || s.Height < 40 {
			t.Errorf("swatch %v: too small to tap", s)
		}
		if v := ps.view.Size(); v.Height < 0.3*screen.Height {
			t.Errorf("the cube gets %v", v)
		}
		writeShot(t, u.win, fmt.Sprintf("paint-phone-%d", n))
		// One face of the net fills the view: each of its stickers can be
		// tapped, and they are bigger than in the whole net.
		ps.face.SetSelected("R (right)")
		spots, onR := stickerSpots(ps.view), 0
		for h := range spots {
			if h.Face == cube.R {
				onR++
			}
		}
		if onR != ps.p.N()*ps.p.N() {
			t.Errorf("%dx%d: zoomed on R, %d of its stickers can be tapped", n, n, onR)
		}
		writeShot(t, u.win, fmt.Sprintf("paint-phone-%d-R", n))
	}
}

// TestPaintFitsLaptop: the desktop editor fits a 1366x768 laptop and
// opening it does not grow the window.
func TestPaintFitsLaptop(t *testing.T) {
	size := fyne.NewSize(1100, 720)
	u, _ := paintUI(t, size, false)
	if min := u.win.Content().MinSize(); min.Width > 1366 || min.Height > 768 {
		t.Errorf("the editor needs %v", min)
	}
	if got := u.win.Canvas().Size(); got != size {
		t.Errorf("opening the editor made the window %v", got)
	}
}

// A drag across the net paints every sticker it crosses; in 3D it orbits
// and paints nothing.
func TestPaintDrag(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	ps := u.openPaint()
	test.Tap(ps.clear)
	spots := stickerSpots(ps.view)
	ps.setBrush(cube.R)
	for col := range 3 {
		ps.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: spots[render.Hit{Face: cube.U, Row: 0, Col: col}]}})
	}
	ps.view.DragEnd()
	for i := range 9 {
		want := model.Unpainted
		switch {
		case i < 3:
			want = cube.R
		case i == 4:
			want = cube.U
		}
		if got := ps.p.At(i); got != want {
			t.Errorf("U sticker %d after a drag along the top row: %v, want %v", i, got, want)
		}
	}
	ps.viewMode.SetSelected("3D")
	yaw := ps.view.scene.Camera.Yaw
	before := ps.p.Facelets()
	ps.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(ps.view.Size().Width/2, ps.view.Size().Height/2)}, Dragged: fyne.Delta{DX: 40}})
	ps.view.DragEnd()
	if ps.view.scene.Camera.Yaw == yaw || !slices.Equal(before, ps.p.Facelets()) {
		t.Errorf("a drag in 3D: yaw %v -> %v, stickers changed %v", yaw, ps.view.scene.Camera.Yaw, !slices.Equal(before, ps.p.Facelets()))
	}
}
