package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
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
	side := container.NewBorder(u.controlsSection(true), nil, nil, nil, u.w.tabs)
	split := container.NewHSplit(u.view, side)
	split.Offset = cubeShare
	return split
}

// cubeShare is the part of a desktop window's width the cube takes.
const cubeShare = 0.6

// startContent is the window before the panels are built: the cube where
// it will stay, and an empty panel (text would load the fonts, which takes
// longer than the cube's first frame).
func (u *ui) startContent() fyne.CanvasObject {
	if fyne.CurrentDevice().IsMobile() {
		return u.view
	}
	split := container.NewHSplit(u.view, canvas.NewRectangle(color.Transparent))
	split.Offset = cubeShare
	return split
}

// Help texts for the pointer and keys of each kind of device.
const (
	desktopGestures = "Drag a sticker to turn its layer; drag the background to orbit, right-drag to pan, scroll to zoom."
	touchGestures   = "Swipe across a sticker to turn its layer; one finger on the background orbits, pinch to zoom, twist to turn."
	keysHelp        = "Keys: W A S D F X turn U L F R B D, Shift = prime, 1-9 layer, ] shuffle, \\ reset, Enter solve & play"
	touchHelp       = "Turn layers with the move pad (+ tab) or by swiping the cube."
)

// phoneWidth is the width of a 360x640 px window of Fyne's phone
// simulator (which draws at scale 1.4) in Fyne units; a real 360x640 dp
// phone has more room.
const phoneWidth = 360 / 1.4

func (u *ui) mobileContent() fyne.CanvasObject {
	u.cv.phone = true
	u.help = touchHelp // a phone has no keyboard to speak of
	u.showStatus()
	// Every tab fits a 360x640 window of Fyne's phone simulator (257 units
	// wide at its scale 1.4): the pad's labels stay short ("U'", not
	// "2-3U'", the layer selects sit right below), the pad comes first on
	// its tab, and rows of wide buttons get fewer columns.
	u.w.phone = true
	u.refreshMethods()  // the menu's entries fit a phone's width
	u.refreshCounters() // a phone's move count is shorter
	tabs := u.tabItems(touchGestures)
	// Home holds the controls and the status line (a solver's messages stay
	// in view); the timer has its own tab, the last: six icons fit a
	// phone's width.
	u.w.homeTab = container.NewTabItemWithIcon("", theme.HomeIcon(), u.controlsSection(false))
	items := append([]*container.TabItem{u.w.homeTab}, tabs...)
	for _, it := range items {
		it.Text = "" // icons only: six tabs must fit a phone's width
	}
	u.w.tabs = container.NewAppTabs(items...)
	u.w.tabs.SetTabLocation(container.TabLocationBottom)
	// The split gives the panel at least Home's controls (its minimum
	// height: they never scroll), the cube the rest.
	split := container.NewVSplit(container.NewBorder(u.phoneCounters(), nil, nil, nil, u.view), u.w.tabs)
	split.Offset = phoneCubeShare
	return split
}

// phoneCubeShare is the part of a phone's height the cube and the counters
// take: at 360x640 the panel below shows Home's controls and status line
// whole.
const phoneCubeShare = 0.5

// counters is the row of the layer, the move count and the clock. The move
// count takes what the other two leave, cut short with an ellipsis: a long
// count ("Moves: 120 HTM · 131 OBTM (session 95)") must neither push the
// split nor widen a phone's window.
func (u *ui) counters() fyne.CanvasObject {
	u.w.moves.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, u.w.layer, u.w.time, u.w.moves)
}

// phoneCounters is a phone's top bar: the move count and the clock. The
// layer is on the Play tab (its selects) and on the cube (the highlight):
// with it the count had "Moves: 12 H…" of a 360 px width.
func (u *ui) phoneCounters() fyne.CanvasObject {
	u.w.moves.Truncation = fyne.TextTruncateEllipsis
	return container.NewBorder(nil, nil, nil, u.w.time, u.w.moves)
}

// controlsSection holds size, method, shuffle/reset/solve, the counters
// (unless the layout shows them elsewhere: a widget has one place) and the
// feedback row: the status line, which a solve's progress replaces while it
// runs, in a space of fixed height either way (nothing below moves).
func (u *ui) controlsSection(counters bool) fyne.CanvasObject {
	w := &u.w
	var form fyne.CanvasObject = widget.NewForm(
		widget.NewFormItem("Cube", w.size),
		widget.NewFormItem("Method", w.method),
	)
	if w.phone { // one row, no labels: the selects say what they are
		form = container.NewBorder(nil, nil, w.size, nil, w.method)
		for _, b := range []*widget.Button{w.shuffle, w.reset, w.solve} {
			b.SetIcon(nil) // three to a row
		}
		// The progress line goes into the bar (in place of its
		// percentage), so the row takes the status line's two lines.
		w.progressBar.TextFormatter = func() string { return "" }
		w.progress.Objects = []fyne.CanvasObject{container.NewStack(w.progressSpin, w.progressBar, w.progressLabel)}
		reserve := w.progressRow.Objects[0].(*canvas.Rectangle)
		reserve.SetMinSize(w.progress.MinSize().Max(w.statusScroll.MinSize()))
	}
	buttons := container.NewGridWithColumns(3, w.shuffle, w.reset, w.solve)
	box := container.NewVBox(form, w.tablesRow, buttons)
	if counters {
		box.Add(u.counters())
	}
	box.Add(w.progressRow)
	return box
}

// statusLines is the height of the status line's area, in lines; a longer
// message scrolls inside it instead of growing the window.
const statusLines = 2

// fixedScroll puts a word-wrapped label in a vertical scroll exactly lines
// text lines tall, so no text, however long, changes the layout around it.
func fixedScroll(l *widget.Label, lines int) *container.Scroll {
	s := container.NewVScroll(l)
	one := widget.NewLabel("X").MinSize().Height - 2*theme.Padding()
	s.SetMinSize(fyne.NewSize(0, float32(lines)*one+2*theme.Padding()))
	return s
}

// upToLines puts a word-wrapped label in a vertical scroll as tall as its
// text, up to lines lines: "Scramble: none" takes one line (three left a
// blank band under it), a 17x17's long scramble scrolls in three.
func upToLines(l *widget.Label, lines int) fyne.CanvasObject {
	return container.New(&cappedHeight{max: fixedScroll(l, lines).MinSize().Height}, container.NewVScroll(l))
}

// cappedHeight lays one object out over the whole container and asks for
// its content's height, but no more than max. The object is a scroll,
// whose own minimum height says nothing of its content.
type cappedHeight struct{ max float32 }

// MinSize is part of fyne.Layout.
func (c *cappedHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	s := objs[0].(*container.Scroll)
	return fyne.NewSize(s.MinSize().Width, min(s.Content.MinSize().Height, c.max))
}

// Layout is part of fyne.Layout.
func (c *cappedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
}

// tabItems are the panels shared by both layouts, with the help line for
// their pointer (mouse or touch). The items are kept in u.w so they are
// selected by identity (the phone layout has a Home tab in front).
func (u *ui) tabItems(gestures string) []*container.TabItem {
	w := &u.w
	layers := container.NewHBox(widget.NewLabel("Layers"), w.layerLo, widget.NewLabel("to"), w.layerHi)
	var padObjs []fyne.CanvasObject
	for _, b := range w.pad {
		padObjs = append(padObjs, b)
	}
	pad := container.NewGridWithColumns(6, padObjs...)
	help := widget.NewLabel(gestures)
	help.Wrapping = fyne.TextWrapWord
	algHead := widget.NewLabelWithStyle("Algorithm", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	shortenRow := container.NewBorder(nil, nil, nil, widget.NewButton("Shorten", u.then(u.shortenAlgorithm)), w.alg)
	play := container.NewVBox(
		widget.NewLabelWithStyle("Move pad (turns the selected layers)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		layers, pad, algHead, shortenRow,
		widget.NewButtonWithIcon("Paint a cube… (Ctrl+P)", theme.ColorPaletteIcon(), func() { u.openPaint() }),
		help,
	)
	if w.phone {
		play = container.NewVBox(pad, layers, algHead, shortenRow,
			widget.NewButtonWithIcon("Paint a cube…", theme.ColorPaletteIcon(), func() { u.openPaint() }), help)
	}
	history := container.NewBorder(upToLines(w.scramble, 3), nil, nil, nil, w.history)
	controls := container.NewGridWithColumns(5, w.start, w.back, w.play, w.next, w.end)
	exportColumns := 2
	if w.phone {
		exportColumns = 1
	}
	exports := container.NewGridWithColumns(exportColumns,
		widget.NewButtonWithIcon("Save solution…", theme.DocumentSaveIcon(), u.then(u.saveSolution)),
		widget.NewButtonWithIcon("Copy solution", theme.ContentCopyIcon(), u.then(u.copySolution)),
	)
	var speed fyne.CanvasObject = container.NewBorder(nil, nil, nil, u.cv.instant, w.speedLabel)
	if w.phone { // the speed's label and the instant switch, one above the other
		speed = container.NewVBox(w.speedLabel, u.cv.instant)
	}
	var solution fyne.CanvasObject = container.NewBorder(container.NewVBox(controls, u.cv.scrubber, speed, w.speed, exports), nil, nil, nil,
		container.NewVScroll(container.NewVBox(w.solutionText, u.cv.moveText)))
	if w.phone { // too short for fixed controls above a scrolling text
		solution = container.NewVScroll(container.NewVBox(controls, u.cv.scrubber, speed, w.speed, exports, w.solutionText, u.cv.moveText))
	}
	view := container.NewVBox(
		w.viewMode,
		w.dragOrbit,
		w.autoPlay,
		widget.NewForm(widget.NewFormItem("Theme", w.theme)),
		u.viewConventions(),
		widget.NewButtonWithIcon("Reset camera", theme.ZoomFitIcon(), u.then(u.view.ResetCamera)),
		container.NewGridWithColumns(2,
			widget.NewButtonWithIcon("Save PNG…", theme.FileImageIcon(), u.then(func() { u.saveImage("png") })),
			widget.NewButtonWithIcon("Save SVG…", theme.FileImageIcon(), u.then(func() { u.saveImage("svg") })),
		),
	)
	w.playTab = container.NewTabItemWithIcon("Play", theme.ContentAddIcon(), container.NewVScroll(play))
	w.historyTab = container.NewTabItemWithIcon("History", theme.HistoryIcon(), history)
	// Every tab scrolls as a whole when the window is shorter than its
	// content (a browser window of a laptop's height), so the window's
	// minimum height stays below 600 px; taller windows lay it out as before.
	if !w.phone { // the phone's tab scrolls already
		solution = container.NewVScroll(solution)
	}
	w.solutionTab = container.NewTabItemWithIcon("Solution", theme.MediaPlayIcon(), solution)
	w.viewTab = container.NewTabItemWithIcon("View", theme.VisibilityIcon(), container.NewVScroll(view))
	w.timerTab = u.timerTab()
	w.timerTab.Content = container.NewVScroll(w.timerTab.Content)
	return []*container.TabItem{w.playTab, w.historyTab, w.solutionTab, w.viewTab, w.timerTab}
}
