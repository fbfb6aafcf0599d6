package web

import (
	"bytes"
	"testing"

	"cubelab/cube"
	"cubelab/render"
)

// scheme= changes the drawn colours: the picture is exactly the one the
// renderer draws with that scheme; facelets are read in its letters.
func TestRenderScheme(t *testing.T) {
	ts := newTestServer(t, Config{})
	want := func(c *cube.Cube, sc render.ColourScheme) string {
		var buf bytes.Buffer
		s := render.Scene{Cube: c, Camera: render.DefaultCamera(), Theme: render.LightTheme().WithScheme(sc)}
		if err := render.WriteSVG(&buf, s, 512, 512); err != nil {
			t.Fatal(err)
		}
		return buf.String()
	}
	solved := cube.MustNew(3)
	wcaFacelets := solved.Format(render.WCAScheme().Letters)
	for _, tt := range []struct {
		path string
		sc   render.ColourScheme
	}{
		{"/v1/render.svg?size=3&scheme=wca", render.WCAScheme()},
		{"/v1/render.svg?size=3&scheme=WOGRBY", render.WCAScheme()},
		{"/v1/render.svg?size=3", render.ClassicScheme()},
		{"/v1/render.svg?facelets=" + wcaFacelets + "&scheme=wca", render.WCAScheme()},
	} {
		a := do(t, ts, "GET", tt.path, "")
		if a.status != 200 {
			t.Fatalf("%s: %d %s", tt.path, a.status, a.body)
		}
		if got := string(a.body); got != want(solved, tt.sc) {
			t.Errorf("%s: picture differs from the renderer's with scheme %s", tt.path, tt.sc)
		}
	}
	if a := do(t, ts, "GET", "/v1/render.png?scheme=rainbow", ""); a.status != 400 || apiError(t, a).Field != "scheme" {
		t.Errorf("scheme=rainbow: %d %s", a.status, a.body)
	}
	// marks=true draws the colour-blind marks.
	var buf bytes.Buffer
	s := render.Scene{Cube: solved, Camera: render.DefaultCamera(), Theme: render.LightTheme().WithScheme(render.WCAScheme())}
	s.Theme.Marks = true
	if err := render.WriteSVG(&buf, s, 512, 512); err != nil {
		t.Fatal(err)
	}
	if a := do(t, ts, "GET", "/v1/render.svg?size=3&scheme=wca&marks=true", ""); a.status != 200 || string(a.body) != buf.String() {
		t.Errorf("marks=true: %d, picture differs from the renderer's with marks", a.status)
	}
	if a := do(t, ts, "GET", "/v1/render.png?marks=maybe", ""); a.status != 400 || apiError(t, a).Field != "marks" {
		t.Errorf("marks=maybe: %d %s", a.status, a.body)
	}
}
