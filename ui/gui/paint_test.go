package gui

import (
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/cube"
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
	u := newUI(a, w)
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
