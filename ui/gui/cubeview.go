package gui

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
	"cubelab/render"
)

// CubeView is the cube on screen: a widget whose renderer shows one raster
// image drawn by the software renderer into a reused *image.RGBA. It redraws
// only when Refresh is called (the cube changed, the camera moved, or an
// animation frame is due). It owns the displayed cube, which trails the
// session's cube while turns animate, and the queue of turns to animate.
type CubeView struct {
	widget.BaseWidget

	rend    *render.Renderer
	raster  *canvas.Raster
	drawn   bool       // the first frame has been drawn (a start-up milestone)
	display *cube.Cube // what is drawn; equals the session cube when idle
	// afterFirstFrame, if set, runs on the Fyne goroutine once the first
	// frame is on screen (see Run).
	afterFirstFrame func()

	// Camera, View, Theme and Highlight are what the scene shows besides the cube.
	Camera    render.Camera
	View      render.View
	Theme     render.Theme
	Highlight *render.Layers

	anim  animator
	input inputState

	// Speed returns the seconds a quarter turn takes.
	Speed func() float64
	// OnAction receives key presses (the window maps them with its key map).
	OnAction func(key string, shift, ctrl bool)
	// OnMove receives turns made by dragging a sticker.
	OnMove func(cube.Move)
	// OnCamera is called after the camera moved (to save it).
	OnCamera func()
	// OnIdle is called when the animation queue empties.
	OnIdle func()
	// DragOrbit makes every drag orbit, even one starting on a sticker.
	DragOrbit bool
}

// NewCubeView returns a view showing a copy of c.
func NewCubeView(c *cube.Cube) *CubeView {
	v := &CubeView{
		display: c.Clone(),
		Camera:  render.DefaultCamera(),
		Theme:   render.LightTheme(),
		Speed:   func() float64 { return 0.25 },
	}
	v.raster = canvas.NewRaster(v.draw)
	v.anim.view = v
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer is part of fyne.Widget.
func (v *CubeView) CreateRenderer() fyne.WidgetRenderer {
	return &cubeViewRenderer{view: v}
}

// MinSize keeps the cube usable in any layout.
func (v *CubeView) MinSize() fyne.Size { return fyne.NewSize(160, 160) }

// scene is the frame to draw now.
func (v *CubeView) scene() render.Scene {
	return render.Scene{
		Cube:      v.display,
		Camera:    v.sceneCamera(),
		View:      v.View,
		Anim:      v.anim.turn(),
		Highlight: v.Highlight,
		Theme:     v.Theme,
	}
}

// draw is the raster generator: it renders at the raster's pixel size into
// the renderer's reused image.
func (v *CubeView) draw(w, h int) image.Image {
	if w < 1 || h < 1 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if v.rend == nil {
		v.rend = render.NewRenderer(w, h)
	} else {
		v.rend.Resize(w, h)
	}
	img := v.rend.Draw(v.scene())
	if !v.drawn {
		v.drawn = true
		milestone("first-cube-drawn")
		if f := v.afterFirstFrame; f != nil {
			v.afterFirstFrame = nil
			afterPresent(func() { fyne.Do(f) })
		}
	}
	return img
}

// Redraw asks for a new frame.
func (v *CubeView) Redraw() {
	v.raster.Refresh()
}

// Snap drops queued animations and shows c at once.
func (v *CubeView) Snap(c *cube.Cube) {
	v.anim.stop()
	v.display.CopyFrom(c)
	v.Redraw()
}

// Enqueue animates m after the turns already queued.
func (v *CubeView) Enqueue(m cube.Move) {
	v.anim.push(m)
}

// Animating reports whether turns are still playing.
func (v *CubeView) Animating() bool { return v.anim.busy() }

// Displayed returns the cube as drawn (for tests and exports).
func (v *CubeView) Displayed() *cube.Cube { return v.display }

// pixelScale converts widget coordinates to raster pixels.
func (v *CubeView) pixelScale() float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		return c.Scale()
	}
	return 1
}

// toPixels maps a widget position to raster pixel coordinates.
func (v *CubeView) toPixels(p fyne.Position) (float64, float64) {
	s := float64(v.pixelScale())
	return float64(p.X) * s, float64(p.Y) * s
}

// sceneCamera is the camera the view draws with: the 3D camera, except
// that the net always fits its area (it does not zoom, pan or orbit).
func (v *CubeView) sceneCamera() render.Camera {
	if v.View == render.ViewNet {
		return render.DefaultCamera()
	}
	return v.Camera
}

// orbit turns the camera by a drag of dx, dy widget units.
func (v *CubeView) orbit(dx, dy float32) {
	if v.View == render.ViewNet {
		return // the net always fits: keep the 3D camera as it was
	}
	v.Camera.Yaw -= float64(dx) * 0.01
	v.Camera.Pitch = math.Max(-1.5, math.Min(1.5, v.Camera.Pitch+float64(dy)*0.01))
	v.cameraMoved()
}

// twist turns the camera about the vertical axis by a radians (positive:
// clockwise on screen, as a two-finger twist turned).
func (v *CubeView) twist(a float64) {
	if v.View == render.ViewNet || a == 0 {
		return
	}
	v.Camera.Yaw += a
	v.cameraMoved()
}

// pan shifts the picture by a drag of dx, dy widget units.
func (v *CubeView) pan(dx, dy float32) {
	if v.View == render.ViewNet {
		return // the net always fits: keep the 3D camera as it was
	}
	size := v.Size()
	if size.Width < 1 || size.Height < 1 {
		return
	}
	v.Camera.PanX += float64(dx / size.Width)
	v.Camera.PanY += float64(dy / size.Height)
	v.cameraMoved()
}

// zoom multiplies the zoom by factor, within sane limits.
func (v *CubeView) zoom(factor float64) {
	if v.View == render.ViewNet {
		return // the net always fits: keep the 3D camera as it was
	}
	z := v.Camera.Zoom
	if z <= 0 {
		z = 1
	}
	v.Camera.Zoom = math.Max(0.2, math.Min(6, z*factor))
	v.cameraMoved()
}

// ResetCamera returns to the default camera.
func (v *CubeView) ResetCamera() {
	v.Camera = render.DefaultCamera()
	v.cameraMoved()
}

func (v *CubeView) cameraMoved() {
	v.Redraw()
	if v.OnCamera != nil {
		v.OnCamera()
	}
}
