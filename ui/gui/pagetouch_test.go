package gui

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestTwoFingerTwist: two fingers turning about each other turn the camera
// about the vertical axis by the same angle (clockwise on screen: yaw
// grows), whichever finger has the lower id; spreading them only zooms.
func TestTwoFingerTwist(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	v := u.view
	cases := []struct {
		name        string
		firstID     int
		to          fyne.Position // where the second finger (from 200,100) goes
		yaw, zoomBy float64
	}{
		{"clockwise 30 degrees", 1, fyne.NewPos(100+100*float32(math.Cos(math.Pi/6)), 100+100*float32(math.Sin(math.Pi/6))), math.Pi / 6, 1},
		{"anticlockwise, ids reversed", 9, fyne.NewPos(100+100*float32(math.Cos(-math.Pi/4)), 100+100*float32(math.Sin(-math.Pi/4))), -math.Pi / 4, 1},
		{"spread only", 1, fyne.NewPos(250, 100), 0, 1.5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v.ResetCamera()
			cam := v.Camera
			secondID := c.firstID + 1
			if c.firstID > 5 {
				secondID = c.firstID - 5 // the moving finger has the lower id
			}
			v.TouchDown(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(100, 100)}, ID: c.firstID})
			v.TouchDown(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(200, 100)}, ID: secondID})
			// Three steps, so the angle is followed as it goes.
			from := fyne.NewPos(200, 100)
			for i := 1; i <= 3; i++ {
				k := float32(i) / 3
				p := fyne.NewPos(from.X+(c.to.X-from.X)*k, from.Y+(c.to.Y-from.Y)*k)
				v.TouchMoved(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: p}, ID: secondID})
			}
			v.TouchUp(&mobile.TouchEvent{ID: c.firstID})
			v.TouchUp(&mobile.TouchEvent{ID: secondID})
			if got := v.Camera.Yaw - cam.Yaw; math.Abs(got-c.yaw) > 1e-3 {
				t.Errorf("yaw turned by %.4f, want %.4f", got, c.yaw)
			}
			if got := v.Camera.Zoom / cam.Zoom; math.Abs(got-c.zoomBy) > 1e-3 {
				t.Errorf("zoom times %.4f, want %.4f", got, c.zoomBy)
			}
			if len(u.sess.History()) != 0 {
				t.Errorf("two fingers turned a layer: %q", u.sess.History())
			}
		})
	}
}

// TestPageTouches: the browser page's fingers reach the view only when
// they go down on it with nothing above it, and are followed until they
// lift even when they leave it.
func TestPageTouches(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	v := u.view
	p := newPageTouches(v)
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(v)
	at := func(x, y float32) fyne.Position { return origin.Add(fyne.NewPos(x, y)) }
	size := v.Size()
	pinch := func(a, b fyne.Position, spreadTo fyne.Position) float64 {
		v.ResetCamera()
		z := v.Camera.Zoom
		p.touch(touchStart, 1, a)
		p.touch(touchStart, 2, b)
		p.touch(touchMove, 2, spreadTo)
		p.touch(touchEnd, 1, a)
		p.touch(touchEnd, 2, spreadTo)
		return v.Camera.Zoom / z
	}
	if got := pinch(at(50, 50), at(100, 50), at(150, 50)); math.Abs(got-2) > 1e-3 {
		t.Errorf("pinch on the view: zoom times %.3f, want 2", got)
	}
	// The second finger ends outside the view: still followed.
	if got := pinch(at(50, 50), at(100, 50), at(size.Width+40, 50)); got <= 1.5 {
		t.Errorf("pinch leaving the view: zoom times %.3f", got)
	}
	// Fingers that go down beside the view (the panels) do nothing.
	if got := pinch(at(size.Width+10, 50), at(size.Width+60, 50), at(size.Width+200, 50)); got != 1 {
		t.Errorf("pinch on the panels zoomed %.3f times", got)
	}
	if len(p.down) != 0 || len(v.input.touches) != 0 {
		t.Errorf("fingers left behind: page %v, view %v", p.down, v.input.touches)
	}
	// A popup over the view takes the fingers.
	pop := widget.NewPopUp(widget.NewLabel("menu"), u.win.Canvas())
	pop.Show()
	if got := pinch(at(50, 50), at(100, 50), at(150, 50)); got != 1 {
		t.Errorf("pinch under a popup zoomed %.3f times", got)
	}
	pop.Hide()
	// A cancelled finger is forgotten like a lifted one.
	p.touch(touchStart, 3, at(50, 50))
	p.touch(touchCancel, 3, at(50, 50))
	if len(p.down) != 0 || len(v.input.touches) != 0 {
		t.Errorf("cancelled finger kept: page %v, view %v", p.down, v.input.touches)
	}
}
