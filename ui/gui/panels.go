package gui

import (
	"errors"
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// widgets are the controls the ui updates.
type widgets struct {
	size, method       *keySelect
	tables             *keySelect      // the method's choice of tables (optimal: small, large)
	tablesRow          *fyne.Container // "Tables" and that choice; disabled for methods without one
	shuffle, reset     *widget.Button
	solve              *widget.Button
	layerLo, layerHi   *keySelect
	layer, moves, time *widget.Label
	status             *widget.Label
	alg                *algEntry
	history            *keyList
	historyItems       []string
	scramble           *widget.Label
	progressBar        *widget.ProgressBar
	progressSpin       *widget.ProgressBarInfinite
	progressLabel      *widget.Label
	progress           *fyne.Container // bar and label, hidden when no solve runs
	progressRow        *fyne.Container // the status line, or a solve's progress, in a space of fixed height
	statusScroll       *container.Scroll
	solutionText       *widget.Label
	start, back, next  *widget.Button
	play, end          *widget.Button
	speed              *keySlider
	speedLabel         *widget.Label
	viewMode           *widget.RadioGroup
	dragOrbit          *widget.Check
	autoPlay           *widget.Check
	theme              *keySelect
	pad                []*widget.Button
	padMoves           []cube.Move // face and turns of each pad button (layers from the selection)
	phone              bool        // laid out for a phone: narrow, short pad labels
	tabs               *container.AppTabs
	// The side panel's tabs, selected by identity: the phone layout puts
	// a Home tab (the controls) in front of them.
	homeTab, playTab, historyTab, solutionTab, viewTab, timerTab *container.TabItem
}

const noSolutionText = "No solution yet: pick a method and press Solve (or Enter)."

func sizeName(n int) string { return fmt.Sprintf("%dx%d", n, n) }

// buildWidgets makes every control and its callback.
func (u *ui) buildWidgets() {
	w := &u.w
	var sizes []string
	for n := model.MinSize; n <= model.MaxSize; n++ {
		sizes = append(sizes, sizeName(n))
	}
	w.size = newKeySelect(u.view, sizes, func(s string) {
		n, err := strconv.Atoi(strings.SplitN(s, "x", 2)[0])
		if err == nil && n != u.sess.N() {
			u.cancelSolve()
			u.playing = false     // the other size's playback waits for play
			_ = u.sess.SetSize(n) // from the list, in range
			u.refreshMethods()
		}
		u.focusCube()
	})
	w.method = newKeySelect(u.view, nil, func(s string) {
		u.refreshTables()
		if !u.fillingMethods { // the person chose it: remember it for every size
			u.st.Method = model.MethodName(s)
			u.scheduleSave()
		}
		u.methodChosen() // the key help says what Enter does now
		// Unless it had a word on a timed solve to say first:
		if !u.fillingMethods && u.status.text == "" {
			u.describeTables(u.st.Method)
		}
		u.focusCube()
	})
	w.tables = newKeySelect(u.view, nil, func(s string) {
		if m, ok := algorithms.Lookup(model.MethodName(u.w.method.Selected)); ok && len(m.Tables) > 0 {
			u.app.Preferences().SetString(tablesKey(m.Name), model.MethodName(s))
		}
		u.focusCube()
	})
	tablesLabel := widget.NewLabelWithStyle("Tables", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}) // as the form's labels
	w.tables.PlaceHolder = "none to choose"
	w.tablesRow = container.NewBorder(nil, nil, tablesLabel, nil, w.tables)
	w.shuffle = widget.NewButtonWithIcon("Shuffle", theme.ViewRefreshIcon(), u.then(func() { u.doAction(model.Action{Kind: model.ActShuffle}) }))
	w.reset = widget.NewButtonWithIcon("Reset", theme.HomeIcon(), u.then(func() { u.doAction(model.Action{Kind: model.ActReset}) }))
	w.solve = widget.NewButtonWithIcon("Solve", theme.MediaPlayIcon(), u.then(func() {
		if u.solve != nil {
			u.cancelSolve()
			return
		}
		u.startSolve()
	}))
	w.solve.Importance = widget.HighImportance

	w.layer = widget.NewLabel("")
	w.moves = widget.NewLabel("")
	w.time = widget.NewLabel("")
	w.status = widget.NewLabel(keysHelp)
	w.status.Wrapping = fyne.TextWrapWord

	w.layerLo = newKeySelect(u.view, nil, func(s string) { u.layerSelected() })
	w.layerHi = newKeySelect(u.view, nil, func(s string) { u.layerSelected() })
	// A select is as wide as its placeholder at least; these always have a
	// choice, and "(Select one)" would not fit a phone's row.
	w.layerLo.PlaceHolder, w.layerHi.PlaceHolder = " ", " "
	w.size.PlaceHolder = sizeName(model.MaxSize) // as wide as its widest choice

	w.alg = newAlgEntry(u.focusCube)
	w.alg.SetPlaceHolder("type R U R' U' and press Enter")
	w.alg.OnSubmitted = u.onAlgorithm

	w.history = newKeyList(u.view,
		func() int { return len(u.w.historyItems) },
		func() fyne.CanvasObject { return widget.NewLabel("000. 2-3Rw'") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, u.w.historyItems[i]))
		})
	w.history.OnSelected = func(i widget.ListItemID) {
		u.w.history.UnselectAll()
		u.goToHistoryRow(i)
		u.focusCube()
	}
	w.scramble = widget.NewLabel("")
	w.scramble.Wrapping = fyne.TextWrapWord

	// The progress row keeps its space while no solve runs, and its label
	// is one truncated line: showing, updating or hiding it must not move
	// the tabs below (the panel must not jump).
	w.progressBar = widget.NewProgressBar()
	w.progressLabel = widget.NewLabel("")
	w.progressLabel.Truncation = fyne.TextTruncateEllipsis
	w.progressSpin = widget.NewProgressBarInfinite()
	w.progress = container.NewVBox(container.NewStack(w.progressSpin, w.progressBar), w.progressLabel)
	// The status line shares the row: it shows whenever no solve runs, so
	// the space the progress needs is never an empty band.
	w.statusScroll = fixedScroll(w.status, statusLines)
	reserve := canvas.NewRectangle(color.Transparent)
	reserve.SetMinSize(w.progress.MinSize().Max(w.statusScroll.MinSize()))
	w.progressRow = container.NewStack(reserve, w.statusScroll, w.progress)
	w.progressSpin.Stop()
	w.progress.Hide()

	w.solutionText = widget.NewLabel(noSolutionText)
	w.solutionText.Wrapping = fyne.TextWrapWord
	w.start = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), u.then(u.sess.JumpStart))
	w.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), u.then(func() { u.playing = false; u.sess.StepBack() }))
	w.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), u.then(u.togglePlay))
	w.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), u.then(func() { u.playing = false; u.sess.StepForward() }))
	w.end = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), u.then(func() { u.playing = false; u.sess.JumpEnd() }))

	w.speedLabel = widget.NewLabel("")
	// The slider is in turns per second, so it goes faster to the right as
	// every speed slider does (in seconds a turn it went slower); the
	// setting stays in seconds a turn, as saved.
	w.speed = newKeySlider(u.view, minTurnsPerSecond, maxTurnsPerSecond)
	w.speed.Step = turnsPerSecondStep
	w.speed.SetValue(1 / u.st.Speed) // before OnChanged: a saved speed off the steps is kept
	w.speed.OnChanged = func(v float64) { u.st.Speed = 1 / v; u.refreshCounters(); u.scheduleSave() }
	w.speed.OnChangeEnded = func(float64) { u.focusCube() }

	// Not Required: with Required a tap on the chosen option calls nothing
	// and the radio button would keep the keyboard. A tap that clears the
	// choice puts it back instead.
	w.viewMode = widget.NewRadioGroup([]string{"3D", "Net"}, func(s string) {
		if s == "" {
			if u.st.View == "net" {
				u.w.viewMode.SetSelected("Net")
			} else {
				u.w.viewMode.SetSelected("3D")
			}
			u.focusCube()
			return
		}
		if s == "Net" {
			u.st.View, u.view.View = "net", render.ViewNet
		} else {
			u.st.View, u.view.View = "3d", render.View3D
		}
		u.view.Redraw()
		u.scheduleSave()
		u.focusCube()
	})
	w.viewMode.Horizontal = true
	w.dragOrbit = widget.NewCheck("Drags only orbit the cube", func(b bool) {
		u.st.DragOrbit, u.view.DragOrbit = b, b
		u.scheduleSave()
		u.focusCube()
	})
	w.autoPlay = widget.NewCheck("Play solutions when found", func(b bool) {
		u.autoPlay = b
		u.scheduleSave()
		u.focusCube()
	})
	w.theme = newKeySelect(u.view, model.ThemeSettings(), func(s string) {
		u.st.Theme = s
		u.applyTheme()
		u.scheduleSave()
		u.focusCube()
	})

	for _, f := range cube.Faces {
		for _, t := range []int{1, 3, 2} {
			label := cube.Move{Face: f, Lo: 1, Hi: 1, Turns: t}.String()
			w.padMoves = append(w.padMoves, cube.Move{Face: f, Lo: 1, Hi: 1, Turns: t})
			w.pad = append(w.pad, widget.NewButton(label, u.then(func() {
				u.playing = false
				if err := u.sess.Turn(f, t); err != nil {
					u.setStatus(err.Error())
				}
			})))
		}
	}

	// Set the initial selections last: their callbacks need the widgets above.
	w.size.SetSelected(sizeName(u.sess.N()))
	u.refreshMethods()
	if u.st.View == "net" {
		w.viewMode.SetSelected("Net")
	} else {
		w.viewMode.SetSelected("3D")
	}
	w.dragOrbit.SetChecked(u.st.DragOrbit)
	w.autoPlay.SetChecked(u.autoPlay)
	w.theme.SetSelected(u.st.Theme)
}

// refreshMethods fills the method dropdown for the current size and selects
// the person's method if it solves this size. If it does not, the size's
// first solver stands in (Human stays Human), and the choice is kept for
// the sizes it solves.
func (u *ui) refreshMethods() {
	opts := fitMethods(methods(u.sess.N()), u.w.phone)
	u.w.method.SetOptions(opts)
	sel := humanMethod
	if !strings.EqualFold(u.st.Method, humanMethod) && len(opts) > 1 {
		sel = opts[1]
	}
	for _, o := range opts {
		if strings.EqualFold(model.MethodName(o), u.st.Method) {
			sel = o
		}
	}
	u.fillingMethods = true
	u.w.method.SetSelected(sel)
	u.fillingMethods = false
	u.refreshTables()
}

// layerSelected applies the layer range selects.
func (u *ui) layerSelected() {
	lo, err1 := strconv.Atoi(u.w.layerLo.Selected)
	hi, err2 := strconv.Atoi(u.w.layerHi.Selected)
	if err1 != nil || err2 != nil {
		return
	}
	if l, h := u.sess.Layers(); l != lo || h != hi {
		u.sess.SetLayers(lo, hi)
	}
	u.focusCube()
}

// onAlgorithm applies a typed algorithm, or runs "solve <file>"
// (solve and save the solution to that file).
// On success the keyboard goes back to the cube; on an error it stays in
// the entry with the offending token selected, so the next keys fix it
// instead of turning the cube.
func (u *ui) onAlgorithm(text string) {
	if f, ok := strings.CutPrefix(strings.TrimSpace(text), "solve "); ok {
		u.w.alg.SetText("")
		u.startSolveTo(strings.TrimSpace(f))
		u.focusCube()
		return
	}
	alg, err := cube.ParseAlg(text, u.sess.N())
	if err != nil {
		u.setStatus("Cannot read the algorithm: " + err.Error())
		col := 0
		var pe *cube.ParseError
		if errors.As(err, &pe) {
			col = pe.Col - 1
		}
		u.win.Canvas().Focus(u.w.alg)
		u.w.alg.selectToken(col)
		return
	}
	u.playing = false
	if err := u.sess.ApplyAlg(alg); err != nil {
		u.setStatus(err.Error())
		u.win.Canvas().Focus(u.w.alg)
		return
	}
	u.w.alg.SetText("")
	u.setStatus(fmt.Sprintf("Applied %s.", plural(len(alg), "move")))
	u.focusCube()
}

// togglePlay starts or pauses the solution playback.
func (u *ui) togglePlay() {
	p := u.sess.Playback()
	if p == nil {
		return
	}
	if u.playing {
		u.playing = false
	} else {
		if p.Index >= len(p.Moves) {
			u.sess.JumpStart()
		}
		u.playing = true
		if !u.view.Animating() {
			u.onIdle()
		}
	}
	u.refresh()
}

// refresh brings every panel in line with the session.
func (u *ui) refresh() {
	w := &u.w
	n := u.sess.N()
	if w.size.Selected != sizeName(n) {
		w.size.SetSelected(sizeName(n))
	}
	var layers []string
	for i := 1; i <= n; i++ {
		layers = append(layers, strconv.Itoa(i))
	}
	lo, hi := u.sess.Layers()
	w.layerLo.SetOptions(layers)
	w.layerHi.SetOptions(layers)
	w.layerLo.Selected, w.layerHi.Selected = strconv.Itoa(lo), strconv.Itoa(hi)
	w.layerLo.Refresh()
	w.layerHi.Refresh()
	if lo == hi {
		w.layer.SetText(fmt.Sprintf("Layer: %d", lo))
	} else {
		w.layer.SetText(fmt.Sprintf("Layers: %d-%d", lo, hi))
	}
	for i, m := range w.padMoves {
		// The pad shows what it will do: "3U'" when layer 3 is selected.
		if !w.phone {
			m.Lo, m.Hi = lo, hi
		}
		if label := m.String(); w.pad[i].Text != label {
			w.pad[i].SetText(label)
		}
	}
	if lo == 1 && hi == 1 {
		u.view.Highlight = nil
	} else {
		u.view.Highlight = &render.Layers{Face: u.lastFace, Lo: lo, Hi: hi}
	}
	u.view.Redraw()

	w.historyItems = u.historyRows()
	w.history.Refresh()
	if len(w.historyItems) > 0 {
		w.history.ScrollToBottom()
	}
	if s := u.sess.Scramble(); len(s) > 0 {
		w.scramble.SetText("Scramble (" + strconv.Itoa(len(s)) + "): " + s.String())
	} else {
		w.scramble.SetText("Scramble: none")
	}

	if u.solve != nil {
		w.solve.SetText("Cancel")
		if !w.phone { // a phone's buttons have no icons: three to a row
			w.solve.SetIcon(theme.CancelIcon())
		}
		if !w.progress.Visible() {
			u.renderProgress(u.solve)
			w.progressBar.Hide()
			w.progressSpin.Show()
			w.progressSpin.Start()
			w.statusScroll.Hide()
			w.progress.Show()
			w.progressRow.Refresh()
		}
	} else if w.progress.Visible() {
		w.solve.SetText("Solve")
		if !w.phone { // a phone's buttons have no icons: three to a row
			w.solve.SetIcon(theme.MediaPlayIcon())
		}
		w.progressSpin.Stop()
		w.progress.Hide()
		w.statusScroll.Show()
		w.progressRow.Refresh()
	}
	u.refreshPlayback()
	u.refreshTimeline()
	u.refreshCounters()
	u.showStatus()
}

// refreshPlayback updates the solution panel.
func (u *ui) refreshPlayback() {
	w := &u.w
	p := u.sess.Playback()
	for _, b := range []*widget.Button{w.start, w.back, w.play, w.next, w.end} {
		if p == nil {
			b.Disable()
		} else {
			b.Enable()
		}
	}
	if u.playing {
		w.play.SetIcon(theme.MediaPauseIcon())
	} else {
		w.play.SetIcon(theme.MediaPlayIcon())
	}
	switch {
	case p != nil:
		// The moves themselves are the links under it (refreshTimeline).
		w.solutionText.SetText(fmt.Sprintf("%s, move %d of %d (tap a move to go there):", p.Method, p.Index, len(p.Moves)))
	case u.shown() != nil:
		s := u.shown()
		w.solutionText.SetText(fmt.Sprintf("%s solution of an earlier state (no longer matches the cube): %s", s.by, s.sol.Moves))
	default:
		w.solutionText.SetText(noSolutionText)
	}
}

// refreshCounters updates the move counter, timer and speed labels.
func (u *ui) refreshCounters() {
	w := &u.w
	count := u.sess.MoveCount().Label(u.sess.N()) // as the History list shows the moves
	txt := "Moves: " + count
	if w.phone { // "24 OBTM · 22 BTM" says what it counts; a phone's top bar is short
		txt = count
	}
	if h := u.sess.HumanSession(); h.Active || h.Done {
		txt = fmt.Sprintf("%s (session %d)", txt, h.Moves)
		w.time.SetText("Time: " + formatDuration(u.sess.HumanSession().Elapsed))
	} else if u.solve != nil {
		w.time.SetText("Solving " + formatDuration(time.Since(u.solve.started)))
	} else if d := u.sess.Timer().Display(u.now()); d != "" {
		w.time.SetText("Time: " + d) // a timed solve (Timer tab): inspection or clock
	} else {
		w.time.SetText("Time: –")
	}
	w.moves.SetText(txt)
	w.speedLabel.SetText(speedText(u.st.Speed))
	u.refreshTimer()
}

// The speed slider's range and step, in turns per second.
const (
	minTurnsPerSecond  = 0.5
	maxTurnsPerSecond  = 20
	turnsPerSecondStep = 0.5
)

// speedText describes a turn time of seconds: "Turn speed: 4 turns/s
// (0.25 s a turn)".
func speedText(seconds float64) string {
	return fmt.Sprintf("Turn speed: %.3g turns/s (%.3g s a turn)", 1/seconds, seconds)
}
