package gui

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
)

// Tab indexes of the side panel (tests and the solver select them).
const (
	playTab = iota
	historyTab
	solutionTab
	viewTab
)

// widgets are the controls the ui updates.
type widgets struct {
	size, method       *keySelect
	shuffle, reset     *widget.Button
	solve              *widget.Button
	layerLo, layerHi   *keySelect
	layer, moves, time *widget.Label
	status             *widget.Label
	alg                *algEntry
	history            *widget.List
	historyItems       []string
	scramble           *widget.Label
	progressBar        *widget.ProgressBar
	progressSpin       *widget.ProgressBarInfinite
	progressLabel      *widget.Label
	progress           *fyne.Container
	solutionText       *widget.Label
	start, back, next  *widget.Button
	play, end          *widget.Button
	speed              *keySlider
	speedLabel         *widget.Label
	viewMode           *widget.RadioGroup
	dragOrbit          *widget.Check
	theme              *keySelect
	pad                []*widget.Button
	padMoves           []cube.Move // face and turns of each pad button (layers from the selection)
	tabs               *container.AppTabs
}

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
			_ = u.sess.SetSize(n) // from the list, in range
			u.refreshMethods()
		}
		u.focusCube()
	})
	w.method = newKeySelect(u.view, nil, func(s string) {
		u.st.Method = s
		u.scheduleSave()
		u.focusCube()
	})
	w.shuffle = widget.NewButtonWithIcon("Shuffle", theme.ViewRefreshIcon(), u.then(func() { u.onKey("]", false, false) }))
	w.reset = widget.NewButtonWithIcon("Reset", theme.HomeIcon(), u.then(func() { u.onKey("\\", false, false) }))
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

	w.alg = newAlgEntry(u.focusCube)
	w.alg.SetPlaceHolder("type R U R' U' and press Enter")
	w.alg.OnSubmitted = u.onAlgorithm

	w.history = widget.NewList(
		func() int { return len(u.w.historyItems) },
		func() fyne.CanvasObject { return widget.NewLabel("000. 2-3Rw'") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(fmt.Sprintf("%d. %s", i+1, u.w.historyItems[i]))
		})
	w.history.OnSelected = func(widget.ListItemID) { u.w.history.UnselectAll(); u.focusCube() }
	w.scramble = widget.NewLabel("")
	w.scramble.Wrapping = fyne.TextWrapWord

	w.progressBar = widget.NewProgressBar()
	w.progressLabel = widget.NewLabel("")
	w.progressSpin = widget.NewProgressBarInfinite()
	w.progress = container.NewVBox(w.progressSpin, w.progressBar, w.progressLabel)
	w.progress.Hide()

	w.solutionText = widget.NewLabel("No solution yet: pick a method and press Solve (or Enter).")
	w.solutionText.Wrapping = fyne.TextWrapWord
	w.start = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), u.then(u.sess.JumpStart))
	w.back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), u.then(func() { u.playing = false; u.sess.StepBack() }))
	w.play = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), u.then(u.togglePlay))
	w.next = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), u.then(func() { u.playing = false; u.sess.StepForward() }))
	w.end = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), u.then(func() { u.playing = false; u.sess.JumpEnd() }))

	w.speedLabel = widget.NewLabel("")
	w.speed = newKeySlider(u.view, 0.05, 1.5)
	w.speed.Step = 0.05
	w.speed.SetValue(u.st.Speed)
	w.speed.OnChanged = func(v float64) { u.st.Speed = v; u.refreshCounters(); u.scheduleSave() }
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
	w.dragOrbit = widget.NewCheck("Every drag orbits (no sticker turns)", func(b bool) {
		u.st.DragOrbit, u.view.DragOrbit = b, b
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
	w.theme.SetSelected(u.st.Theme)
}

// refreshMethods fills the method dropdown for the current size.
func (u *ui) refreshMethods() {
	opts := methods(u.sess.N())
	u.w.method.SetOptions(opts)
	sel := humanMethod
	for _, o := range opts {
		if strings.EqualFold(o, u.st.Method) {
			sel = o
		}
	}
	u.w.method.SetSelected(sel)
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

// onAlgorithm applies a typed algorithm, or runs "solve <file>" (solve and
// save the solution to that file).
func (u *ui) onAlgorithm(text string) {
	defer u.focusCube()
	text = strings.TrimSpace(text)
	if f, ok := strings.CutPrefix(text, "solve "); ok {
		u.w.alg.SetText("")
		u.startSolveTo(strings.TrimSpace(f))
		return
	}
	alg, err := cube.ParseAlg(text, u.sess.N())
	if err != nil {
		u.setStatus("Cannot read the algorithm: " + err.Error())
		return
	}
	u.playing = false
	if err := u.sess.ApplyAlg(alg); err != nil {
		u.setStatus(err.Error())
		return
	}
	u.w.alg.SetText("")
	u.setStatus(fmt.Sprintf("Applied %d moves.", len(alg)))
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
		m.Lo, m.Hi = lo, hi
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

	w.historyItems = u.sess.DisplayHistory()
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
		w.solve.SetIcon(theme.CancelIcon())
		if !w.progress.Visible() {
			u.renderProgress(u.solve)
			w.progressBar.Hide()
			w.progressSpin.Show()
			w.progressSpin.Start()
			w.progress.Show()
		}
	} else {
		w.solve.SetText("Solve")
		w.solve.SetIcon(theme.MediaPlayIcon())
		w.progressSpin.Stop()
		w.progress.Hide()
	}
	u.refreshPlayback()
	u.refreshCounters()
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
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s, move %d of %d:\n", p.Method, p.Index, len(p.Moves))
		for i, m := range p.Moves {
			if i == p.Index {
				sb.WriteString("▸ ")
			}
			sb.WriteString(m.String())
			sb.WriteByte(' ')
		}
		w.solutionText.SetText(sb.String())
	case u.solution != nil:
		w.solutionText.SetText(fmt.Sprintf("%s solution (no longer matches the cube): %s", u.solutionBy, u.solution.Moves))
	}
}

// refreshCounters updates the move counter, timer and speed labels.
func (u *ui) refreshCounters() {
	w := &u.w
	hist := u.sess.History()
	txt := fmt.Sprintf("Moves: %d", len(hist))
	if h := u.sess.HumanSession(); h.Active || h.Done {
		txt = fmt.Sprintf("Moves: %d (session %d)", len(hist), h.Moves)
		w.time.SetText("Time: " + formatDuration(u.sess.HumanSession().Elapsed))
	} else if u.solve != nil {
		w.time.SetText("Solving " + formatDuration(time.Since(u.solve.started)))
	} else {
		w.time.SetText("Time: –")
	}
	w.moves.SetText(txt)
	w.speedLabel.SetText(fmt.Sprintf("Turn speed: %.2f s", u.st.Speed))
}
