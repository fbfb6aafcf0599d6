package render

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/fogleman/ln/ln"

	"cubelab/cube"
)

// The ln camera puts every point where the raster camera does, for any
// yaw, pitch, zoom and pan, and ln's rotation turns as ours does.
func TestLineCameraMatchesProjector(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	for trial := 0; trial < 50; trial++ {
		c := Camera{Yaw: rng.Float64()*6 - 3, Pitch: rng.Float64()*3 - 1.5, Zoom: 0.5 + rng.Float64(), PanX: rng.Float64()*0.4 - 0.2, PanY: rng.Float64()*0.4 - 0.2}
		w, h := 100+rng.IntN(500), 100+rng.IntN(500)
		lc := newLineCamera(c, w, h)
		for k := 0; k < 8; k++ {
			q := vec{rng.Float64()*2 - 1, rng.Float64()*2 - 1, rng.Float64()*2 - 1}
			wx, wy := lc.proj.project(q)
			gx, gy := lc.pixel(lc.matrix.MulPositionW(lnVec(q)))
			if math.Abs(gx-wx) > 1e-6 || math.Abs(gy-wy) > 1e-6 {
				t.Fatalf("camera %+v %dx%d, point %v: ln puts it at (%.4f, %.4f), the projector at (%.4f, %.4f)", c, w, h, q, gx, gy, wx, wy)
			}
		}
		r := rotAbout(trial%3, rng.Float64()*6-3)
		q := vec{rng.Float64(), rng.Float64(), rng.Float64()}
		want, got := r.apply(q), lnRotation(r).MulPosition(lnVec(q))
		if math.Abs(got.X-want[0])+math.Abs(got.Y-want[1])+math.Abs(got.Z-want[2]) > 1e-9 {
			t.Fatalf("rotation %+v of %v: ln %v, ours %v", r, q, got, want)
		}
	}
}

// Line art of a solved cube from the default camera shows three faces: the
// strokes of U, F and R stickers, none of the hidden D, B and L ones, and
// black edges; a turning layer adds the cut faces' edges.
func TestWriteLinesSVG(t *testing.T) {
	var buf bytes.Buffer
	s := Scene{Cube: cube.MustNew(3), Camera: DefaultCamera(), Theme: LightTheme()}
	if err := WriteLinesSVG(&buf, s, 300, 300); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	colours := map[string]bool{}
	for _, m := range regexp.MustCompile(`stroke="(#[0-9a-f]{6})"`).FindAllStringSubmatch(out, -1) {
		colours[m[1]] = true
	}
	hex := func(f cube.Face) string {
		c := penColour(rgba(s.Theme.Colours[f]))
		return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
	}
	for _, f := range []cube.Face{cube.U, cube.F, cube.R} {
		if !colours[hex(f)] {
			t.Errorf("no %s sticker strokes (%s) in %v", f, hex(f), colours)
		}
	}
	for _, f := range []cube.Face{cube.D, cube.B, cube.L} {
		if colours[hex(f)] && hex(f) != hex(cube.U) && hex(f) != hex(cube.F) && hex(f) != hex(cube.R) {
			t.Errorf("hidden face %s drawn (%s)", f, hex(f))
		}
	}
	if !colours["#000000"] {
		t.Error("no black edges")
	}
	s.Anim = &Turn{Layers: Layers{Face: cube.U, Lo: 1, Hi: 1}, Angle: 0.5}
	var turned bytes.Buffer
	if err := WriteLinesSVG(&turned, s, 300, 300); err != nil {
		t.Fatal(err)
	}
	if strings.Count(turned.String(), "M") <= strings.Count(out, "M") {
		t.Error("a turning layer drew no more line pieces than the still cube")
	}
	s.View = ViewNet
	if err := WriteLinesSVG(&turned, s, 300, 300); err == nil {
		t.Error("line art of the net view accepted")
	}
}

// A path hidden behind the cube is dropped; one in front is kept.
func TestLinesHideBehindTheCube(t *testing.T) {
	lc := newLineCamera(DefaultCamera(), 200, 200)
	scene := &ln.Scene{}
	box, _ := lineBlock(&piece{lo: vec{-3, -3, -3}, hi: vec{3, 3, 3}}, 3)
	scene.Add(box)
	scene.Compile()
	back := lc.proj.back
	front := ln.Path{lnVec(back.scale(1.5).add(vec{-0.1, 0, 0})), lnVec(back.scale(1.5).add(vec{0.1, 0, 0}))}
	behind := ln.Path{lnVec(back.scale(-1.5).add(vec{-0.1, 0, 0})), lnVec(back.scale(-1.5).add(vec{0.1, 0, 0}))}
	filter := &ln.ClipFilter{Matrix: lc.matrix, Eye: lc.eye, Scene: scene}
	if got := (ln.Paths{front}).Chop(lineStep).Filter(filter); len(got) == 0 {
		t.Error("a path in front of the cube was hidden")
	}
	if got := (ln.Paths{behind}).Chop(lineStep).Filter(filter); len(got) != 0 {
		t.Errorf("a path behind the cube was drawn: %v", got)
	}
}
