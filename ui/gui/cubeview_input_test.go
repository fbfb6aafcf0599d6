package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/test"
)

// drag presses the left button at from and drags by (dx, dy) in steps.
func drag(v *CubeView, from fyne.Position, dx, dy float32) {
	v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: from}, Button: desktop.MouseButtonPrimary})
	for i := 0; i < 4; i++ {
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from}, Dragged: fyne.NewDelta(dx/4, dy/4)})
	}
	v.DragEnd()
	v.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
}

func TestMouseAndTouch(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	v := u.view
	size := v.Size()
	v.draw(int(size.Width), int(size.Height)) // a frame, so picking knows the geometry
	centre := fyne.NewPos(size.Width/2, size.Height/2)
	corner := fyne.NewPos(3, 3)

	// A drag from the background orbits and turns nothing.
	cam := v.Camera
	drag(v, corner, 60, 20)
	if v.Camera.Yaw == cam.Yaw || v.Camera.Pitch == cam.Pitch || len(u.sess.History()) != 0 {
		t.Fatalf("background drag: camera %+v -> %+v, history %q", cam, v.Camera, u.sess.History())
	}
	// A drag from a sticker turns its layer.
	v.Camera = cam
	v.draw(int(size.Width), int(size.Height))
	drag(v, centre, 80, 0)
	if len(u.sess.History()) != 1 {
		t.Fatalf("sticker drag made %q", u.sess.History())
	}
	if !v.Displayed().Equal(u.sess.Cube()) {
		t.Error("view out of step after a drag turn")
	}
	// With "every drag orbits" the same drag orbits instead.
	u.w.dragOrbit.SetChecked(true)
	drag(v, centre, 80, 0)
	if len(u.sess.History()) != 1 || v.Camera.Yaw == cam.Yaw {
		t.Errorf("drag-orbit setting: history %q", u.sess.History())
	}

	// Scroll zooms; right-drag pans.
	z := v.Camera.Zoom
	v.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, 50)})
	if v.Camera.Zoom <= z {
		t.Errorf("scroll up: zoom %v -> %v", z, v.Camera.Zoom)
	}
	v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre}, Button: desktop.MouseButtonSecondary})
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: centre.Add(fyne.NewPos(50, 0))}, Button: desktop.MouseButtonSecondary})
	if v.Camera.PanX <= 0 {
		t.Errorf("right drag did not pan: %+v", v.Camera)
	}

	// One finger (no mouse events on a phone): from the background it
	// orbits, from a sticker it turns that sticker's layer.
	u.w.dragOrbit.SetChecked(false)
	v.Camera = cam
	v.draw(int(size.Width), int(size.Height))
	swipe := func(from fyne.Position, dx, dy float32) {
		v.TouchDown(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: from}, ID: 7})
		for i := 0; i < 4; i++ {
			v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: from}, Dragged: fyne.NewDelta(dx/4, dy/4)})
		}
		v.DragEnd()
		v.TouchUp(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: from}, ID: 7})
	}
	moves := len(u.sess.History())
	swipe(corner, -40, 30)
	if v.Camera == cam || len(u.sess.History()) != moves {
		t.Errorf("one-finger drag on the background: camera %+v, history %q", v.Camera, u.sess.History())
	}
	v.Camera = cam
	v.draw(int(size.Width), int(size.Height))
	swipe(centre, 0, 80)
	if len(u.sess.History()) != moves+1 || v.Camera != cam {
		t.Errorf("swipe across a sticker: history %q, camera moved %v", u.sess.History(), v.Camera != cam)
	}

	// Pinch: two fingers moving apart zoom in.
	z = v.Camera.Zoom
	v.TouchDown(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(100, 100)}, ID: 1})
	v.TouchDown(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(200, 100)}, ID: 2})
	v.TouchMoved(&mobile.TouchEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(250, 100)}, ID: 2})
	v.TouchUp(&mobile.TouchEvent{ID: 1})
	v.TouchUp(&mobile.TouchEvent{ID: 2})
	if v.Camera.Zoom <= z*1.3 {
		t.Errorf("pinch: zoom %v -> %v", z, v.Camera.Zoom)
	}
	u.save()
	if got := u.st.Camera.Zoom; got != v.Camera.Zoom {
		t.Errorf("camera not saved: %v", got)
	}
}
