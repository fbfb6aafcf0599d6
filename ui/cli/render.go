package cli

import (
	"bytes"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/savefile"
)

func init() {
	Register(Command{Name: "render", Summary: "draw a cube state to a PNG or SVG file", Run: runRender})
}

func runRender(env Env, args []string) int {
	fs := NewFlagSet(env, "render", "-o FILE.png|FILE.svg")
	var st stateFlags
	st.add(fs)
	alg := fs.String("alg", "", "moves to apply before drawing")
	view := fs.String("view", "3d", "view: 3d or net")
	cam := render.DefaultCamera()
	yaw := fs.Float64("yaw", degrees(cam.Yaw), "camera yaw in degrees (positive shows more of R)")
	pitch := fs.Float64("pitch", degrees(cam.Pitch), "camera pitch in degrees (positive looks down on U)")
	zoom := fs.Float64("zoom", 1, "zoom (1: the cube fills about 70% of the short side)")
	panX := fs.Float64("pan-x", 0, "shift the picture right by this fraction of the image width (-1..1)")
	panY := fs.Float64("pan-y", 0, "shift the picture down by this fraction of the image height (-1..1)")
	width := fs.Int("W", 800, "image width in pixels")
	height := fs.Int("H", 800, "image height in pixels")
	out := fs.String("o", "", "output file, .png or .svg (required)")
	theme := fs.String("theme", "light", "colour theme: "+strings.Join(render.ThemeNames(), " or "))
	turn := fs.String("turn", "", `draw a layer part-way through a turn, e.g. "R:45" or "2-3Uw:-30" (move:degrees)`)
	highlight := fs.String("highlight", "", `highlight the layers of a move, e.g. "2R"`)
	style := fs.String("style", "solid", "solid (shaded PNG, or SVG line art over flat fills) or lines (an SVG pen drawing with hidden lines removed, 3D view only)")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return UsageErrorf(env, fs, "unexpected argument %q", rest[0])
	}
	set := setFlags(fs)
	if code, ok := st.checkN(env, fs, set); !ok {
		return code
	}
	if *width < 1 || *height < 1 || *width > render.MaxExportSize || *height > render.MaxExportSize {
		return UsageErrorf(env, fs, "-W %d -H %d: image size must be 1..%d pixels each way", *width, *height, render.MaxExportSize)
	}
	if *zoom <= 0 || math.IsNaN(*zoom) || math.IsInf(*zoom, 0) || *zoom > 100 {
		return UsageErrorf(env, fs, "--zoom %g: want a number in (0, 100]", *zoom)
	}
	if !finite(*yaw) || !finite(*pitch) {
		return UsageErrorf(env, fs, "--yaw and --pitch must be finite numbers of degrees")
	}
	// Past straight above or below, the orbit would show the cube upside down.
	if *pitch < -90 || *pitch > 90 {
		return UsageErrorf(env, fs, "--pitch %g: want -90..90 degrees (90 looks straight down on U)", *pitch)
	}
	if !(*panX >= -1 && *panX <= 1) || !(*panY >= -1 && *panY <= 1) {
		return UsageErrorf(env, fs, "--pan-x %g --pan-y %g: want fractions of the image in -1..1", *panX, *panY)
	}
	if *out == "" {
		return UsageErrorf(env, fs, "-o FILE is required (.png or .svg)")
	}
	ext := strings.ToLower(filepath.Ext(*out))
	if ext != ".png" && ext != ".svg" {
		return UsageErrorf(env, fs, "-o %s: unknown image type %q; use .png or .svg", *out, ext)
	}
	switch {
	case *style != "solid" && *style != "lines":
		return UsageErrorf(env, fs, "--style %q: want solid or lines", *style)
	case *style == "lines" && (ext != ".svg" || *view != "3d"):
		return UsageErrorf(env, fs, "--style lines draws the 3D view into an .svg file")
	}
	c, err := st.start(set)
	if err != nil {
		return Failf(env, "render: %v", err)
	}
	if *alg != "" {
		a, err := cube.ParseAlg(*alg, c.N())
		if err != nil {
			return Failf(env, "--alg: %v", err)
		}
		if err := c.ApplyAlg(a); err != nil {
			return Failf(env, "--alg: %v", err)
		}
	}
	s := render.Scene{
		Cube:   c,
		Camera: render.Camera{Yaw: *yaw * math.Pi / 180, Pitch: *pitch * math.Pi / 180, Zoom: *zoom, PanX: *panX, PanY: *panY},
	}
	switch *view {
	case "3d":
		s.View = render.View3D
	case "net":
		s.View = render.ViewNet
	default:
		return UsageErrorf(env, fs, "--view %q: want 3d or net", *view)
	}
	th, known := render.ThemeNamed(*theme)
	if !known {
		return UsageErrorf(env, fs, "--theme %q: want %s", *theme, strings.Join(render.ThemeNames(), " or "))
	}
	s.Theme = th
	if *turn != "" {
		t, err := parseTurn(*turn, c.N())
		if err != nil {
			return Failf(env, "--turn: %v", err)
		}
		s.Anim = &t
	}
	if *highlight != "" {
		m, err := singleMove(*highlight, c.N())
		if err != nil {
			return Failf(env, "--highlight: %v", err)
		}
		s.Highlight = &render.Layers{Face: m.Face, Lo: m.Lo, Hi: m.Hi}
	}
	// Drawn in memory and written to a temporary file renamed over -o, so
	// a failure leaves whatever file was there as it was.
	var buf bytes.Buffer
	switch {
	case *style == "lines":
		err = render.WriteLinesSVG(&buf, s, *width, *height)
	case ext == ".svg":
		err = render.WriteSVG(&buf, s, *width, *height)
	default:
		err = render.WritePNG(&buf, s, *width, *height)
	}
	if err == nil {
		err = savefile.Write(*out, buf.Bytes(), 0o644)
	}
	if err != nil {
		return Failf(env, "render: %s: %v", *out, err)
	}
	return 0
}

// degrees converts radians to degrees, rounded to 1e-9 so that the default
// camera's angles print as 35.5 and 30 in the usage text.
func degrees(rad float64) float64 { return math.Round(rad*180/math.Pi*1e9) / 1e9 }

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// parseTurn reads "MOVE:DEGREES": the layers of MOVE turned part-way by
// DEGREES in MOVE's clockwise direction (a primed move turns the other way).
func parseTurn(s string, n int) (render.Turn, error) {
	mv, deg, ok := strings.Cut(s, ":")
	if !ok {
		return render.Turn{}, fmt.Errorf("%q: want MOVE:DEGREES, e.g. R:45", s)
	}
	m, err := singleMove(mv, n)
	if err != nil {
		return render.Turn{}, err
	}
	d, err := strconv.ParseFloat(strings.TrimSpace(deg), 64)
	if err != nil || !finite(d) {
		return render.Turn{}, fmt.Errorf("%q: angle %q is not a number of degrees", s, deg)
	}
	if m.Turns == 3 {
		d = -d
	}
	return render.Turn{Layers: render.Layers{Face: m.Face, Lo: m.Lo, Hi: m.Hi}, Angle: d * math.Pi / 180}, nil
}

// singleMove parses exactly one move of an n-cube.
func singleMove(s string, n int) (cube.Move, error) {
	a, err := cube.ParseAlg(s, n)
	if err != nil {
		return cube.Move{}, err
	}
	if len(a) != 1 {
		return cube.Move{}, fmt.Errorf("%q: want exactly one move, got %d", s, len(a))
	}
	if _, _, err := a[0].Layers(n); err != nil {
		return cube.Move{}, err
	}
	return a[0], nil
}
