package gui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// refreshRecorder is a window's canvas that notes what it was asked to
// refresh.
type refreshRecorder struct {
	fyne.Canvas
	refreshed []fyne.CanvasObject
}

func (r *refreshRecorder) Refresh(o fyne.CanvasObject) {
	r.refreshed = append(r.refreshed, o)
	r.Canvas.Refresh(o)
}

// TestRedrawGoesToTheWindowsCanvas: after the browser page was starved
// for over a minute (the 4x4's tables built), Fyne's object-to-canvas
// cache dropped every entry, each Refresh found no canvas, and the picture
// froze on the shuffled cube while the app played the solution to the
// solved one (35-gui-web-journey.sh, 4x4 round 1). The view's
// frames must reach the window's canvas without that cache: the window
// hands its canvas to the view, and the frames of a move played, a
// camera change and a widget refresh all go to it.
func TestRedrawGoesToTheWindowsCanvas(t *testing.T) {
	u := newTestUI(t, test.NewTempApp(t))
	if u.view.Canvas != u.win.Canvas() {
		t.Fatalf("the view's canvas is %v, not its window's %v", u.view.Canvas, u.win.Canvas())
	}
	rec := &refreshRecorder{Canvas: u.win.Canvas()}
	u.view.Canvas = rec
	for _, step := range []struct {
		name string
		do   func()
	}{
		{"a move played", func() { u.onAlgorithm("R") }},
		{"the camera reset", func() { u.view.ResetCamera() }},
		{"the widget refreshed", func() { u.view.Refresh() }},
	} {
		rec.refreshed = nil
		step.do()
		found := false
		for _, o := range rec.refreshed {
			found = found || o == fyne.CanvasObject(u.view.raster)
		}
		if !found {
			t.Errorf("%s: the window's canvas was not asked to redraw the cube (it refreshed %d objects)", step.name, len(rec.refreshed))
		}
	}
}
