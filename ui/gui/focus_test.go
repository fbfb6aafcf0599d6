package gui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"cubelab/cube"
)

// pressLikeDriver sends a key the way the desktop driver does: KeyDown and
// KeyUp to a focused desktop.Keyable, TypedKey and TypedRune to the focused
// widget, or all of them to the window's handlers when nothing has focus.
func pressLikeDriver(c fyne.Canvas, windowKeys keyTarget, name fyne.KeyName, r rune, shift bool) {
	type keyable interface {
		KeyDown(*fyne.KeyEvent)
		KeyUp(*fyne.KeyEvent)
	}
	f := c.Focused()
	down, up := func(*fyne.KeyEvent) {}, func(*fyne.KeyEvent) {}
	if k, ok := f.(keyable); ok {
		down, up = k.KeyDown, k.KeyUp
	} else if f == nil {
		// The test canvas is no desktop.Canvas, so installShortcuts could
		// not set its key-down handler; the desktop one is the view's.
		down, up = windowKeys.KeyDown, windowKeys.KeyUp
	}
	if shift {
		down(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
	down(&fyne.KeyEvent{Name: name})
	if f != nil {
		f.TypedKey(&fyne.KeyEvent{Name: name})
		if r != 0 {
			f.TypedRune(r)
		}
	} else {
		c.OnTypedKey()(&fyne.KeyEvent{Name: name})
		if r != 0 {
			c.OnTypedRune()(r)
		}
	}
	up(&fyne.KeyEvent{Name: name})
	if shift {
		up(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	}
}

// tappables lists every tappable object drawn in o.
func tappables(o fyne.CanvasObject, out *[]fyne.Tappable) {
	if t, ok := o.(fyne.Tappable); ok {
		*out = append(*out, t)
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			tappables(c, out)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			tappables(c, out)
		}
	}
}

// dismissOverlays closes menus and dialogs a tap opened, as Escape or a
// click outside would.
func dismissOverlays(c fyne.Canvas) {
	for top := c.Overlays().Top(); top != nil; top = c.Overlays().Top() {
		c.Overlays().Remove(top)
	}
}

// TestKeysWorkAfterTappingAnyWidget taps every control of every panel (a
// dropdown is opened and dismissed without choosing, as with Escape), then
// presses W and Shift+D the way the driver delivers them: each must turn
// the cube. Only the algorithm entry keeps typed letters, and Escape there
// gives the keyboard back.
func TestKeysWorkAfterTappingAnyWidget(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	c := u.win.Canvas()
	checked := 0
	for tab := range u.w.tabs.Items {
		u.w.tabs.SelectIndex(tab)
		var objs []fyne.Tappable
		tappables(c.Content(), &objs)
		for i, o := range objs {
			if o == fyne.Tappable(u.view) || o == fyne.Tappable(u.w.alg) {
				continue
			}
			u.w.tabs.SelectIndex(tab) // a tab button may have switched tabs
			test.Tap(o)
			dismissOverlays(c)
			if u.paint != nil { // "Paint a cube…" opened the editor: its Cancel gives the keys back
				test.Tap(u.paint.cancel)
			}
			name := fmt.Sprintf("tab %d object %d (%T)", tab, i, o)
			for _, k := range []struct {
				key   fyne.KeyName
				r     rune
				shift bool
				move  string
			}{{fyne.KeyW, 'w', false, "U"}, {fyne.KeyD, 'D', true, "R'"}} {
				want := u.sess.Cube().Clone()
				_ = want.Apply(cube.MustParseAlg(k.move, u.sess.N())[0])
				pressLikeDriver(c, u.view, k.key, k.r, k.shift)
				if !u.sess.Cube().Equal(want) {
					t.Errorf("after tapping %s (focus on %T), %s did not make %s", name, c.Focused(), k.key, k.move)
				}
			}
			checked++
		}
	}
	if checked < 30 {
		t.Errorf("only %d controls found; the walk misses panels", checked)
	}

	// The entry takes letters; Escape returns the keys to the cube.
	u.w.tabs.Select(u.w.playTab)
	c.Focus(u.w.alg) // the entry focuses on mouse-down, which test.Tap does not send
	before := u.sess.Cube().Clone()
	pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
	if !u.sess.Cube().Equal(before) || u.w.alg.Text != "w" {
		t.Errorf("typing in the entry: text %q, cube changed %v", u.w.alg.Text, !u.sess.Cube().Equal(before))
	}
	for _, leave := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyTab} {
		c.Focus(u.w.alg)
		before := u.sess.Cube().Clone()
		pressLikeDriver(c, u.view, leave, 0, false)
		pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
		if u.sess.Cube().Equal(before) {
			t.Errorf("%s in the entry left the focus on %T", leave, c.Focused())
		}
	}
}

// TestViewToggleKeepsChoice: tapping the chosen view again keeps it (the
// radio group is not Required, so that tap must not clear the choice).
func TestViewToggleKeepsChoice(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	u.w.tabs.Select(u.w.viewTab)
	var objs []fyne.Tappable
	tappables(u.win.Canvas().Content(), &objs)
	for _, o := range objs {
		if w, ok := o.(fyne.Widget); ok && fmt.Sprintf("%T", w) == "*widget.radioItem" {
			test.Tap(o)
			test.Tap(o)
		}
	}
	if u.w.viewMode.Selected == "" || (u.w.viewMode.Selected == "Net") != (u.st.View == "net") {
		t.Errorf("view toggle %q, setting %q", u.w.viewMode.Selected, u.st.View)
	}
}

// TestDialogHoldsTheKeys: while the congratulation is on screen, keys do
// not turn the cube behind it; Enter closes it (and does not start another
// session); then keys work again.
func TestDialogHoldsTheKeys(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	c := u.win.Canvas()
	pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
	pressLikeDriver(c, u.view, fyne.KeyReturn, 0, false) // Human: start the timer
	pressLikeDriver(c, u.view, fyne.KeyW, 'W', true)     // U' solves it
	if !u.congratulated || u.dialog == nil || c.Overlays().Top() == nil {
		t.Fatalf("no congratulation dialog (congratulated %v)", u.congratulated)
	}
	solved := u.sess.Cube().Clone()
	pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
	if !u.sess.Cube().Equal(solved) {
		t.Fatalf("W turned the cube behind the dialog: history %q", u.sess.History())
	}
	u.onShortcut(&fyne.ShortcutUndo{})
	if !u.sess.Cube().Equal(solved) {
		t.Fatalf("Ctrl+Z undid behind the dialog: history %q", u.sess.History())
	}
	pressLikeDriver(c, u.view, fyne.KeyReturn, 0, false)
	if c.Overlays().Top() != nil || u.dialog != nil {
		t.Fatal("Enter did not close the dialog")
	}
	if h := u.sess.HumanSession(); h.Active || !h.Done {
		t.Errorf("Enter on the dialog touched the session: %+v", h)
	}
	pressLikeDriver(c, u.view, fyne.KeyW, 'w', false)
	if u.sess.Cube().Equal(solved) {
		t.Errorf("keys dead after the dialog closed (focus on %T)", c.Focused())
	}
}

// TestTabStaysOnTheCube: the driver moves the focus on Tab unless the
// focused widget accepts Tab; the cube and the key-forwarding controls do,
// so a stray Tab (next to Q and A) cannot strand the keys on a button.
func TestTabStaysOnTheCube(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	for _, o := range []fyne.Focusable{u.view, u.w.size, u.w.method, u.w.layerLo, u.w.theme, u.w.speed, u.w.alg} {
		if tb, ok := o.(fyne.Tabbable); !ok || !tb.AcceptsTab() {
			t.Errorf("%T lets Tab move the focus away", o)
		}
	}
	before := u.sess.Cube().Clone()
	pressLikeDriver(u.win.Canvas(), u.view, fyne.KeyTab, 0, false)
	if !u.sess.Cube().Equal(before) {
		t.Error("Tab turned the cube")
	}
}
