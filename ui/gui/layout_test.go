package gui

import (
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
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
		{"phone", fyne.NewSize(390, 800), true, 0.95, 0.45},
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
		if help := u.w.status.Text; tt.mobile == (help == keysHelp) {
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
