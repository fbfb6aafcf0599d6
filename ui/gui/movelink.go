package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// moveLink is one move of the solution in the timeline's text: a link that
// goes there when tapped.
//
// It is not fyne's HyperlinkSegment because of the browser build. That
// segment's visual is a Hyperlink not yet tied to itself (ExtendBaseWidget
// waits for its first paint), and the rich text lays it out before that:
// its Move asks fyne's canvas cache for the canvas of a nil object, a map
// lookup with a nil interface key. On js/wasm Go's maps hash interface
// keys to 32 bits but return the seed untrimmed (64 bits) for a nil one
// (runtime.nilinterhash), so once the cache outgrows one table (about 900
// objects: a few dozen playback steps whose links were rebuilt each time)
// that lookup indexes the table directory with seed>>(32-depth), reads far
// outside memory and the page dies with "memory access out of bounds"
// (issue 42; GOGC=off changes nothing, a 20-line program with a 1000-entry
// map[any]int and m[nil] traps the same way). moveLink's visual is tied
// before anything can move it, so no lookup has a nil key.
type moveLink struct {
	widget.HyperlinkSegment
}

// Visual is part of widget.RichTextSegment: the link, its padding let out
// so its text lines up with the text around it.
func (l *moveLink) Visual() fyne.CanvasObject {
	link := widget.NewHyperlinkWithStyle(l.Text, nil, l.Alignment, l.TextStyle)
	link.ExtendBaseWidget(link)
	link.OnTapped = l.OnTapped
	return &fyne.Container{Layout: linkLayout{link}, Objects: []fyne.CanvasObject{link}}
}

// Update is part of widget.RichTextSegment: the visual takes the
// segment's text and style (the current move turns bold).
func (l *moveLink) Update(o fyne.CanvasObject) {
	c, ok := o.(*fyne.Container)
	if !ok || len(c.Objects) != 1 {
		return
	}
	link, ok := c.Objects[0].(*widget.Hyperlink)
	if !ok {
		return
	}
	link.OnTapped = l.OnTapped
	if link.Text != l.Text || link.TextStyle != l.TextStyle {
		link.Text, link.TextStyle = l.Text, l.TextStyle
		link.Refresh()
	}
}

// linkLayout lets a link's inner padding hang outside its place, as text
// segments have none.
type linkLayout struct{ link *widget.Hyperlink }

func (l linkLayout) pad() float32 {
	return theme.SizeForWidget(theme.SizeNameInnerPadding, l.link)
}

// Layout is part of fyne.Layout.
func (l linkLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	p := l.pad()
	for _, o := range objs {
		o.Move(fyne.NewPos(-p, -p))
		o.Resize(size.Add(fyne.NewSquareSize(2 * p)))
	}
}

// MinSize is part of fyne.Layout.
func (l linkLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	return objs[0].MinSize().Subtract(fyne.NewSquareSize(2 * l.pad()))
}
