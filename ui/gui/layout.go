package gui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// content lays the window out: on a desktop the cube fills the left and the
// panels sit on the right; on a phone (or `go run -tags mobile .`) the cube
// stays on top and the panels collapse into tabs below it.
func (u *ui) content() fyne.CanvasObject {
	if fyne.CurrentDevice().IsMobile() {
		return u.mobileContent()
	}
	return u.desktopContent()
}

func (u *ui) desktopContent() fyne.CanvasObject {
	u.w.tabs = container.NewAppTabs(u.tabItems(desktopGestures)...)
	side := container.NewBorder(u.controlsSection(true), u.w.status, nil, nil, u.w.tabs)
	split := container.NewHSplit(u.view, side)
	split.Offset = 0.64
	return split
}

// Help texts for the pointer and keys of each kind of device.
const (
	desktopGestures = "Drag a sticker to turn its layer; drag the background to orbit,\nright-drag to pan, scroll to zoom."
	touchGestures   = "Swipe across a sticker to turn its layer; one finger\non the background orbits, pinch to zoom."
	keysHelp        = "Keys: W A S D F X turn U L F R B D, Shift = prime, 1-9 layer, ] shuffle, \\ reset, Enter solve"
	touchHelp       = "Turn layers with the move pad (+ tab) or by swiping the cube."
)

func (u *ui) mobileContent() fyne.CanvasObject {
	if u.w.status.Text == keysHelp { // a phone has no keyboard to speak of
		u.w.status.SetText(touchHelp)
	}
	home := container.NewVScroll(container.NewVBox(u.controlsSection(false), u.w.status))
	items := append([]*container.TabItem{container.NewTabItemWithIcon("", theme.HomeIcon(), home)}, u.tabItems(touchGestures)...)
	for _, it := range items[1:] {
		it.Text = "" // icons only: five tabs must fit a phone's width
	}
	u.w.tabs = container.NewAppTabs(items...)
	u.w.tabs.SetTabLocation(container.TabLocationBottom)
	counters := container.NewHBox(u.w.layer, u.w.moves, u.w.time)
	split := container.NewVSplit(container.NewBorder(counters, nil, nil, nil, u.view), u.w.tabs)
	split.Offset = 0.58
	return split
}

// controlsSection holds size, method, shuffle/reset/solve, the counters
// (unless the layout shows them elsewhere: a widget has one place) and the
// progress row.
func (u *ui) controlsSection(counters bool) fyne.CanvasObject {
	w := &u.w
	form := widget.NewForm(
		widget.NewFormItem("Cube", w.size),
		widget.NewFormItem("Method", w.method),
	)
	buttons := container.NewGridWithColumns(3, w.shuffle, w.reset, w.solve)
	box := container.NewVBox(form, buttons)
	if counters {
		box.Add(container.NewGridWithColumns(3, w.layer, w.moves, w.time))
	}
	box.Add(w.progress)
	return box
}

// tabItems are the panels shared by both layouts, with the help line for
// their pointer (mouse or touch). Their order matches
// playTab, historyTab, solutionTab and viewTab.
func (u *ui) tabItems(gestures string) []*container.TabItem {
	w := &u.w
	layers := container.NewHBox(widget.NewLabel("Layers"), w.layerLo, widget.NewLabel("to"), w.layerHi)
	var padObjs []fyne.CanvasObject
	for _, b := range w.pad {
		padObjs = append(padObjs, b)
	}
	pad := container.NewGridWithColumns(6, padObjs...)
	play := container.NewVBox(
		widget.NewLabelWithStyle("Move pad (turns the selected layers)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		layers, pad,
		widget.NewLabelWithStyle("Algorithm", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		w.alg,
		widget.NewButtonWithIcon("Paint a cube… (Ctrl+P)", theme.ColorPaletteIcon(), func() { u.openPaint() }),
		widget.NewLabel(gestures),
	)
	history := container.NewBorder(w.scramble, nil, nil, nil, w.history)
	controls := container.NewGridWithColumns(5, w.start, w.back, w.play, w.next, w.end)
	exports := container.NewGridWithColumns(2,
		widget.NewButtonWithIcon("Save solution…", theme.DocumentSaveIcon(), u.then(u.saveSolution)),
		widget.NewButtonWithIcon("Copy solution", theme.ContentCopyIcon(), u.then(u.copySolution)),
	)
	solution := container.NewBorder(container.NewVBox(controls, w.speedLabel, w.speed, exports), nil, nil, nil,
		container.NewVScroll(w.solutionText))
	view := container.NewVBox(
		w.viewMode,
		w.dragOrbit,
		widget.NewForm(widget.NewFormItem("Theme", w.theme)),
		widget.NewButtonWithIcon("Reset camera", theme.ZoomFitIcon(), u.then(u.view.ResetCamera)),
		container.NewGridWithColumns(2,
			widget.NewButtonWithIcon("Save PNG…", theme.FileImageIcon(), u.then(func() { u.saveImage("png") })),
			widget.NewButtonWithIcon("Save SVG…", theme.FileImageIcon(), u.then(func() { u.saveImage("svg") })),
		),
	)
	return []*container.TabItem{
		container.NewTabItemWithIcon("Play", theme.ContentAddIcon(), container.NewVScroll(play)),
		container.NewTabItemWithIcon("History", theme.HistoryIcon(), history),
		container.NewTabItemWithIcon("Solution", theme.MediaPlayIcon(), solution),
		container.NewTabItemWithIcon("View", theme.VisibilityIcon(), container.NewVScroll(view)),
	}
}
