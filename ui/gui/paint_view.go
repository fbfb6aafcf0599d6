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

// paintView is the cube in the paint editor: the software renderer's
// picture of the stickers entered so far (unpainted ones grey, offending
// pieces ringed). A click or tap on a sticker, in the net or the 3D view,
// calls OnPaint with it; in the net a drag paints every sticker it crosses,
// in 3D a drag orbits (to reach the hidden faces) and the wheel zooms.
type paintView struct {
	widget.BaseWidget

	rend   *render.Renderer
	raster *canvas.Raster

	scene render.Scene
	// OnPaint receives the sticker under a click, tap or net drag.
	OnPaint func(render.Hit)

	lastDrag render.Hit // the last sticker a net drag painted
	// face is the face of the net shown filling the view, or -1 for the
	// whole net.
	face int
}

func newPaintView() *paintView {
	v := &paintView{face: -1, scene: render.Scene{Camera: render.DefaultCamera(), View: render.ViewNet, Theme: render.LightTheme()}}
	v.raster = canvas.NewRaster(v.draw)
	v.DragEnd()
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer is part of fyne.Widget.
func (v *paintView) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(v.raster) }

// MinSize keeps the stickers big enough to hit with a finger on a phone.
func (v *paintView) MinSize() fyne.Size { return fyne.NewSize(200, 160) }

// show sets what is drawn: the stickers (cube.Face values, model.Unpainted
// for none) and the marks, and redraws.
func (v *paintView) show(c *cube.Cube, marks []render.Mark) {
	v.scene.Cube, v.scene.Marks = c, marks
	v.raster.Refresh()
}

func (v *paintView) draw(w, h int) image.Image {
	if w < 1 || h < 1 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	v.renderer(w, h)
	return v.rend.Draw(v.frameScene(w, h))
}

// frameScene is the scene for a w x h pixel frame: a face of the net,
// when one is chosen, fills it.
func (v *paintView) frameScene(w, h int) render.Scene {
	s := v.scene
	if s.View == render.ViewNet && v.face >= 0 {
		s.Camera = render.NetFaceCamera(cube.Face(v.face), w, h)
	}
	return s
}

// renderer returns the renderer sized w x h pixels.
func (v *paintView) renderer(w, h int) *render.Renderer {
	if v.rend == nil {
		v.rend = render.NewRenderer(w, h)
	} else {
		v.rend.Resize(w, h)
	}
	return v.rend
}

// pick returns the sticker at widget position p.
func (v *paintView) pick(p fyne.Position) (render.Hit, bool) {
	scale := float32(1)
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		scale = c.Scale()
	}
	size := v.Size()
	w, h := int(math.Round(float64(size.Width*scale))), int(math.Round(float64(size.Height*scale)))
	if w < 1 || h < 1 || v.scene.Cube == nil {
		return render.Hit{}, false
	}
	return v.renderer(w, h).Pick(v.frameScene(w, h), float64(p.X*scale), float64(p.Y*scale))
}

// Tapped paints the sticker under the pointer.
func (v *paintView) Tapped(ev *fyne.PointEvent) {
	if hit, ok := v.pick(ev.Position); ok && v.OnPaint != nil {
		v.OnPaint(hit)
	}
}

// Dragged paints along the drag in the net and orbits in 3D.
func (v *paintView) Dragged(ev *fyne.DragEvent) {
	if v.scene.View == render.View3D {
		cam := &v.scene.Camera
		cam.Yaw -= float64(ev.Dragged.DX) * 0.01
		cam.Pitch = math.Max(-1.5, math.Min(1.5, cam.Pitch+float64(ev.Dragged.DY)*0.01))
		v.raster.Refresh()
		return
	}
	hit, ok := v.pick(ev.Position)
	if ok && hit != v.lastDrag && v.OnPaint != nil {
		v.lastDrag = hit
		v.OnPaint(hit)
	}
}

// DragEnd ends a paint stroke.
func (v *paintView) DragEnd() { v.lastDrag = render.Hit{Face: cube.D + 1} }

// Scrolled zooms the 3D view.
func (v *paintView) Scrolled(ev *fyne.ScrollEvent) {
	if v.scene.View != render.View3D {
		return
	}
	z := v.scene.Camera.Zoom * math.Exp(float64(ev.Scrolled.DY)*0.004)
	v.scene.Camera.Zoom = math.Max(0.3, math.Min(4, z))
	v.raster.Refresh()
}

// setView switches between the net and the 3D cube, and in the net
// between the whole net (face -1) and one face filling the view.
func (v *paintView) setView(view render.View, face int) {
	v.scene.View, v.face = view, face
	if view == render.ViewNet {
		v.scene.Camera.Zoom, v.scene.Camera.PanX, v.scene.Camera.PanY = 1, 0, 0
	}
	v.raster.Refresh()
}
