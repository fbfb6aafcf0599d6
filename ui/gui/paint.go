package gui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// paintScreen is the paint editor (enter the cube in your hands):
// it takes the whole window while the cube is entered and gives it back on
// Done or Cancel. The editor itself is model.Paint; this draws it and feeds
// it clicks.
type paintScreen struct {
	u      *ui
	p      *model.Paint
	colour cube.Face // the brush
	view   *paintView

	title    *widget.Label
	size     *widget.Select
	help     *widget.Label
	swatches [6]*swatch
	fill     *widget.Button
	clear    *widget.Button
	undo     *widget.Button
	viewMode *widget.RadioGroup
	face     *widget.Select // the face of the net to show large, or all
	verdict  *widget.Label
	facelets *widget.Entry
	paste    *widget.Button
	copyOurs *widget.Button
	copyKoc  *widget.Button
	done     *widget.Button
	cancel   *widget.Button
	tools    *fyne.Container // holds the check: laid out again when its text changes
	wide     bool            // the desktop layout: longer help lines and the keys

	close func() // gives the window back as it was
}

// paintHelp is the editor's instructions for a pointer ("click" or "tap"),
// in the colours of the scheme drawn (pal), in lines short enough for the
// side panel or, unless wide, the narrowest phone (a wrapped label would
// not know its height until laid out).
func paintHelp(pal model.Palette, pointer string, odd, wide bool) string {
	up, front := pal.Names[cube.U], pal.Names[cube.F]
	if wide {
		hold := "Hold the cube " + up + " up, " + front + " in front."
		if odd {
			hold = "Hold the cube as its fixed middle centres say:\n" + up + " up, " + front + " in front."
		}
		return hold + "\nPick a colour, then " + pointer + " its stickers\non the net or the 3D cube."
	}
	hold := "Hold the cube " + up + " up,\n" + front + " in front."
	if odd {
		hold = "Hold the cube as its fixed\nmiddle centres say:\n" + up + " up, " + front + " in front."
	}
	return hold + "\nPick a colour, then " + pointer + "\nits stickers on the net or\nthe 3D cube."
}

// installPaintShortcut opens the editor on Ctrl+P: through the window's
// shortcuts when nothing has the keyboard, through the cube's keys (which
// take every Ctrl shortcut) when it does.
func (u *ui) installPaintShortcut() {
	open := func() {
		if !u.overlayOpen() && u.paint == nil {
			u.openPaint()
		}
	}
	u.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyP, Modifier: fyne.KeyModifierControl}, func(fyne.Shortcut) { open() })
	cubeKeys := u.view.OnAction
	u.view.OnAction = func(key string, shift, ctrl bool) {
		if ctrl && key == string(fyne.KeyP) {
			open()
			return
		}
		cubeKeys(key, shift, ctrl)
	}
}

// openPaint shows the paint editor, starting from the window's cube. The
// window's cube, history and solution stay as they are until Done.
func (u *ui) openPaint() *paintScreen {
	ps := newPaintScreen(u, u.sess.Cube())
	prev, prevAction := u.win.Content(), u.view.OnAction
	u.playing = false
	u.view.OnAction = ps.onKey // keys reach the window's handler, which calls the cube's
	ps.close = func() {
		u.view.OnAction = prevAction
		u.paint = nil
		u.win.SetContent(prev)
		u.focusCube()
	}
	u.paint = ps
	u.win.SetContent(ps.content())
	u.win.Canvas().Unfocus()
	return ps
}

func newPaintScreen(u *ui, from *cube.Cube) *paintScreen {
	ps := &paintScreen{u: u, p: model.NewPaint(from), colour: cube.U, view: newPaintView()}
	scheme := u.cv.scheme
	if scheme.Name == "" {
		scheme = render.ClassicScheme()
	}
	pal := model.NewPalette(scheme) // the colours drawn, named
	ps.p.SetPalette(pal)
	letters := string(pal.Letters[:])
	ps.view.scene.Theme = u.view.Theme
	ps.view.OnPaint = ps.paintSticker

	ps.title = widget.NewLabelWithStyle("Paint the cube in your hands", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	var sizes []string
	for n := model.MinSize; n <= model.MaxSize; n++ {
		sizes = append(sizes, sizeName(n))
	}
	ps.size = widget.NewSelect(sizes, func(s string) {
		n, err := strconv.Atoi(strings.SplitN(s, "x", 2)[0])
		if err == nil && n != ps.p.N() {
			ps.p.Start(cube.MustNew(n))
			ps.update()
		}
	})
	ps.help = widget.NewLabel("")
	for f := range ps.swatches {
		colour := cube.Face(f)
		ps.swatches[f] = newSwatch(pal.Names[f], u.view.Theme.Colours[f], func() { ps.setBrush(colour) })
	}
	ps.fill = widget.NewButton("Fill the rest", func() { // no icon: three buttons share a phone's width
		if _, err := ps.p.Fill(); err != nil {
			ps.say(err)
			return
		}
		ps.update()
	})
	ps.clear = widget.NewButtonWithIcon("Clear", theme.ContentClearIcon(), func() { ps.p.Clear(); ps.update() })
	ps.undo = widget.NewButtonWithIcon("Undo", theme.ContentUndoIcon(), func() { ps.p.Undo(); ps.update() })
	ps.face = widget.NewSelect(faceChoices, nil)
	ps.viewMode = widget.NewRadioGroup([]string{"Net", "3D"}, func(string) { ps.showView() })
	ps.viewMode.Horizontal = true
	ps.viewMode.Required = true
	ps.viewMode.SetSelected("Net")
	ps.face.OnChanged = func(s string) {
		if s != faceChoices[0] && ps.viewMode.Selected != "Net" {
			ps.viewMode.SetSelected("Net") // calls showView
			return
		}
		ps.showView()
	}
	ps.face.SetSelected(faceChoices[0])
	ps.verdict = widget.NewLabel("")
	ps.verdict.Wrapping = fyne.TextWrapWord
	ps.facelets = widget.NewEntry()
	ps.facelets.SetPlaceHolder("paste facelets (" + letters + " or URFDLB), Enter")
	ps.facelets.OnSubmitted = func(s string) { ps.load(s) }
	ps.paste = widget.NewButtonWithIcon("Paste", theme.ContentPasteIcon(), func() {
		ps.load(u.app.Clipboard().Content())
	})
	ps.copyOurs = widget.NewButtonWithIcon(letters, theme.ContentCopyIcon(), func() { ps.copyText(false) })
	ps.copyKoc = widget.NewButtonWithIcon("URFDLB", theme.ContentCopyIcon(), func() { ps.copyText(true) })
	ps.done = widget.NewButtonWithIcon("Done", theme.ConfirmIcon(), ps.finish)
	ps.done.Importance = widget.HighImportance
	ps.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { ps.close() })
	ps.update()
	return ps
}

// faceChoices are the net's zoom: all faces, or one face filling the view
// (big cubes on a phone).
var faceChoices = []string{"All faces", "U (top)", "L (left)", "F (front)", "R (right)", "B (back)", "D (bottom)"}

// showView shows the view and face chosen.
func (ps *paintScreen) showView() {
	if ps.viewMode.Selected == "3D" {
		ps.view.setView(render.View3D, -1)
		return
	}
	face := -1
	for i, c := range faceChoices[1:] {
		if c == ps.face.Selected {
			face = i
		}
	}
	ps.view.setView(render.ViewNet, face)
}

// viewRow chooses the view and the face to zoom on.
func (ps *paintScreen) viewRow() fyne.CanvasObject {
	return container.NewHBox(ps.viewMode, ps.face)
}

// content lays the editor out like the main window: the cube on the left
// and the tools on the right on a desktop; on a phone the cube on top and
// the tools below, the palette and Done always in sight.
func (ps *paintScreen) content() fyne.CanvasObject {
	if fyne.CurrentDevice().IsMobile() {
		return ps.mobileContent()
	}
	return ps.desktopContent()
}

func (ps *paintScreen) palette() fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, s := range ps.swatches {
		objs = append(objs, s)
	}
	return container.NewGridWithColumns(6, objs...)
}

// bottomRow is the check above Cancel and Done.
func (ps *paintScreen) bottomRow() fyne.CanvasObject {
	return container.NewVBox(ps.verdict, container.NewGridWithColumns(2, ps.cancel, ps.done))
}

func (ps *paintScreen) toolRow() fyne.CanvasObject {
	return container.NewGridWithColumns(3, ps.fill, ps.clear, ps.undo)
}

func (ps *paintScreen) faceletTools() fyne.CanvasObject {
	return container.NewVBox(
		widget.NewLabelWithStyle("Facelets", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		ps.facelets,
		container.NewGridWithColumns(3, ps.paste, ps.copyOurs, ps.copyKoc),
	)
}

func (ps *paintScreen) desktopContent() fyne.CanvasObject {
	ps.wide = true
	ps.update()
	top := container.NewVBox(
		container.NewBorder(nil, nil, nil, ps.size, ps.title),
		ps.help, ps.palette(), ps.toolRow(),
		ps.viewRow(),
		ps.faceletTools(),
	)
	ps.tools = container.NewBorder(nil, ps.bottomRow(), nil, nil, container.NewVScroll(top))
	split := container.NewHSplit(ps.view, ps.tools)
	split.Offset = 0.64
	return split
}

// mobileContent fits a phone of 360x640 pixels, which at a phone's scale
// leaves about 256 units across: shorter title, icon-only Clear and Undo,
// the size, the view's controls and the facelet buttons on rows of their
// own.
func (ps *paintScreen) mobileContent() fyne.CanvasObject {
	ps.wide = false
	ps.update()
	ps.title.SetText("Paint your cube")
	ps.clear.SetText("")
	ps.undo.SetText("")
	ps.paste.SetText("Paste facelets")
	letters := ps.p.Palette().Letters
	ps.copyOurs.SetText("Copy " + string(letters[:]))
	ps.copyKoc.SetText("Copy URFDLB")
	for _, b := range []*widget.Button{ps.paste, ps.copyOurs, ps.copyKoc} {
		b.SetIcon(nil)
	}
	more := container.NewVBox(
		ps.title, ps.size,
		ps.help,
		ps.viewMode,
		ps.face,
		ps.facelets,
		ps.paste, ps.copyOurs, ps.copyKoc,
	)
	ps.tools = container.NewBorder(
		container.NewVBox(ps.palette(), container.NewBorder(nil, nil, nil, container.NewHBox(ps.clear, ps.undo), ps.fill)),
		ps.bottomRow(),
		nil, nil,
		container.NewVScroll(more),
	)
	split := container.NewVSplit(ps.view, ps.tools)
	split.Offset = 0.45
	return split
}

// update shows the editor's state: stickers and marks, counts, the check,
// which buttons apply.
func (ps *paintScreen) update() {
	p := ps.p
	n := p.N()
	nn := n * n
	v := p.Check()
	c := cube.MustNew(n)
	marks := make([]render.Mark, 6*nn)
	for i, col := range p.Facelets() {
		if col == model.Unpainted {
			marks[i] = render.MarkBlank
			continue
		}
		c.Set(cube.Face(i/nn), (i%nn)/n, i%n, col)
	}
	for _, i := range v.Faulty {
		marks[i] = render.MarkFault
	}
	ps.view.show(c, marks)
	pal := p.Palette()
	if ps.wide {
		ps.help.SetText(paintHelp(pal, "click", n%2 == 1, true) + "\nKeys: " + pal.KeyList() + " pick a colour, Ctrl+Z undoes,\nEnter is Done.")
	} else {
		ps.help.SetText(paintHelp(pal, "tap", n%2 == 1, false))
	}

	counts, unpainted := p.Counts()
	for f, s := range ps.swatches {
		s.set(counts[f], cube.Face(f) == ps.colour)
	}
	if ps.size.Selected != sizeName(n) {
		ps.size.Selected = sizeName(n) // no callback: the editor already has that size
		ps.size.Refresh()
	}
	if fill, ok := p.FillColour(); ok {
		ps.fill.SetText("Fill: " + pal.Names[fill])
		ps.fill.Enable()
	} else {
		ps.fill.SetText("Fill the rest")
		ps.fill.Disable()
	}
	enable(ps.undo, p.CanUndo())
	enable(ps.copyOurs, unpainted == 0)
	enable(ps.copyKoc, unpainted == 0)
	enable(ps.done, v.Ready)
	ps.verdict.Importance = widget.MediumImportance
	switch {
	case v.Ready:
		ps.verdict.Importance = widget.SuccessImportance
	case v.Rule != nil:
		ps.verdict.Importance = widget.DangerImportance
	}
	ps.setVerdict(v.Text)
}

// setVerdict shows the check. A wrapped label's height depends on its
// width, which its container only asks for when laid out again.
func (ps *paintScreen) setVerdict(text string) {
	ps.verdict.SetText(text)
	if ps.tools != nil {
		ps.tools.Refresh()
	}
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// say shows a message in place of the check until the next change.
func (ps *paintScreen) say(err error) {
	msg := err.Error()
	ps.verdict.Importance = widget.WarningImportance
	ps.setVerdict(strings.ToUpper(msg[:1]) + msg[1:] + ".")
}

// setBrush picks the colour the next clicks paint.
func (ps *paintScreen) setBrush(c cube.Face) {
	ps.colour = c
	for f, s := range ps.swatches {
		counts, _ := ps.p.Counts()
		s.set(counts[f], cube.Face(f) == c)
	}
}

// paintSticker paints the sticker hit with the brush.
func (ps *paintScreen) paintSticker(h render.Hit) {
	n := ps.p.N()
	err := ps.p.Set(int(h.Face)*n*n+h.Row*n+h.Col, ps.colour)
	ps.update()
	if err != nil {
		ps.say(err)
	}
}

// load reads a pasted facelet string into the editor.
func (ps *paintScreen) load(text string) {
	if strings.TrimSpace(text) == "" {
		ps.say(fmt.Errorf("nothing to read: paste a facelet string"))
		return
	}
	if err := ps.p.Load(text); err != nil {
		ps.say(fmt.Errorf("cannot read the facelets: %w", err))
		return
	}
	ps.facelets.SetText("")
	ps.update()
}

// copyText puts the stickers on the clipboard as a facelet string.
func (ps *paintScreen) copyText(kociemba bool) {
	s, err := ps.p.Text(kociemba)
	if err != nil {
		ps.say(err)
		return
	}
	ps.u.app.Clipboard().SetContent(s)
	ps.facelets.SetText(s)
}

// onKey runs the editor's keys: the palette's letters (W O G R B Y under
// the WCA scheme, Y O B R G W under the classic one) or 1-6 pick a colour,
// Ctrl+Z undoes, Enter is Done when the cube is ready.
func (ps *paintScreen) onKey(key string, shift, ctrl bool) {
	switch {
	case ctrl && key == "Z":
		ps.p.Undo()
		ps.update()
	case ctrl:
	case key == "Return" || key == "Enter":
		ps.finish()
	default:
		if c, ok := ps.p.Palette().KeyColour(key); ok {
			ps.setBrush(c)
		}
	}
}

// finish puts the painted cube in the window: the history starts there and
// any solution or solve of the previous cube is dropped.
func (ps *paintScreen) finish() {
	c, err := ps.p.Cube()
	if err != nil {
		ps.update() // the check already says why
		return
	}
	u := ps.u
	ps.close()
	u.cancelSolve()
	delete(u.solutions, u.sess.N())
	delete(u.solutions, c.N())
	if err := u.sess.Restore(c, nil, nil, nil); err != nil {
		u.showError(err)
		return
	}
	u.refreshMethods()
	u.setStatus(fmt.Sprintf("The painted %dx%d is on the cube: pick a method and press Solve (Enter).", c.N(), c.N()))
}
