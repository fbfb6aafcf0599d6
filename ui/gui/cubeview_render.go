package gui

import (
	"fyne.io/fyne/v2"
)

// cubeViewRenderer lays the raster over the whole widget.
type cubeViewRenderer struct {
	view *CubeView
}

func (r *cubeViewRenderer) Layout(size fyne.Size) {
	r.view.raster.Resize(size)
	r.view.raster.Move(fyne.NewPos(0, 0))
}

func (r *cubeViewRenderer) MinSize() fyne.Size { return r.view.MinSize() }

func (r *cubeViewRenderer) Refresh() { r.view.Redraw() }

func (r *cubeViewRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.view.raster}
}

func (r *cubeViewRenderer) Destroy() {}
