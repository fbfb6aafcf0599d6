package gui

import (
	"bytes"
	"context"
	"fmt"
	"image/color"
	"io"
	"math/rand/v2"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// The Timer tab, csTimer-class: a random-state scramble shown in text, WCA
// inspection, the clock from the first turn to solved (or Space to Space),
// and the session's solves with best, mean, ao5, ao12, ao100, +2/DNF edits,
// delete and CSV export/import.

func (u *ui) buildTimerWidgets() {
	cv := &u.cv
	cv.timerText = widget.NewLabelWithStyle("0.00", fyne.TextAlignCenter, fyne.TextStyle{Bold: true, Monospace: true})
	cv.timerText.SizeName = theme.SizeNameHeadingText
	cv.inspection = widget.NewCheck("WCA inspection (15 s)", func(b bool) {
		cv.conv.Inspection = b
		u.sess.Timer().Inspection = b
		u.scheduleSave()
		u.focusCube()
	})
	cv.inspection.SetChecked(cv.conv.Inspection)
	cv.timedScr = widget.NewLabel("Press New scramble, then solve: the clock starts with your first turn.")
	cv.timedScr.Wrapping = fyne.TextWrapWord
	cv.stats = widget.NewLabel("")
	cv.stats.TextStyle = fyne.TextStyle{Monospace: true}
	// A virtual list: rows are made for the solves on screen only, so a
	// million solves cost what a dozen do.
	cv.solves = newKeyList(u.view,
		func() int { return u.sess.Solves().Len() },
		func() fyne.CanvasObject { return widget.NewLabel("000. DNF(00:00.00)  ao5 00:00.00") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(u.solveRowText(i)) },
	)
	cv.solves.OnSelected = func(i widget.ListItemID) { cv.selected = i; u.refreshSolveButtons() }
	cv.solves.OnUnselected = func(widget.ListItemID) { cv.selected = -1; u.refreshSolveButtons() }
	// An edit says what it did and the statistics it leaves, so the status
	// line never keeps those of before (an "ao5 DNF" after the DNF went).
	edit := func(f func(i int) (string, error)) func() {
		return u.then(func() {
			i := u.selectedSolve()
			if i < 0 {
				return
			}
			did, err := f(i)
			cv.solves.UnselectAll()
			u.refreshTimer()
			if err != nil {
				u.setStatus(err.Error())
				return
			}
			s := u.sess.Solves()
			u.setStatus(fmt.Sprintf("%s   ao5 %s  ao12 %s  mean %s", did, s.Average(5), s.Average(12), s.Mean()))
			u.scheduleSave()
		})
	}
	penalty := func(p model.Penalty) func(i int) (string, error) {
		return func(i int) (string, error) {
			s := u.sess.Solves()
			if s.At(i).Penalty == p {
				p = model.PenaltyNone
			}
			if err := s.SetPenalty(i, p); err != nil {
				return "", err
			}
			return fmt.Sprintf("Solve %d is now %s.", i+1, s.At(i)), nil
		}
	}
	cv.plus2 = widget.NewButton("+2", edit(penalty(model.PenaltyPlus2)))
	cv.dnf = widget.NewButton("DNF", edit(penalty(model.PenaltyDNF)))
	cv.del = widget.NewButtonWithIcon("", theme.DeleteIcon(), edit(func(i int) (string, error) {
		v := u.sess.Solves().At(i)
		if err := u.sess.Solves().Delete(i); err != nil {
			return "", err
		}
		return fmt.Sprintf("Deleted solve %d (%s).", i+1, v), nil
	}))
	u.refreshSolveButtons()
}

// selectedSolve is the index in Solves of the selected row (rows are
// newest first), or -1.
func (u *ui) selectedSolve() int {
	i := u.cv.selected
	n := u.sess.Solves().Len()
	if i < 0 || i >= n {
		return -1
	}
	return n - 1 - i
}

func (u *ui) refreshSolveButtons() {
	for _, b := range []*widget.Button{u.cv.plus2, u.cv.dnf, u.cv.del} {
		if u.selectedSolve() < 0 {
			b.Disable()
		} else {
			b.Enable()
		}
	}
}

// timerTab is the Timer panel.
func (u *ui) timerTab() *container.TabItem {
	cv := &u.cv
	columns := 2 // a phone has room for one wide button a row
	if cv.phone {
		columns = 1
	}
	top := container.NewVBox(
		cv.timerText,
		container.NewGridWithColumns(columns,
			widget.NewButtonWithIcon("New scramble", theme.ViewRefreshIcon(), u.then(u.newTimedSolve)),
			widget.NewButtonWithIcon("Space: manual", theme.MediaPlayIcon(), u.then(u.timerSpace)),
		),
		cv.inspection,
		cv.timedScr,
		cv.stats,
		container.NewGridWithColumns(3, cv.plus2, cv.dnf, cv.del),
	)
	bottom := container.NewGridWithColumns(columns,
		widget.NewButtonWithIcon("Export CSV…", theme.DocumentSaveIcon(), u.then(u.exportSolves)),
		widget.NewButtonWithIcon("Import CSV…", theme.FolderOpenIcon(), u.then(u.importSolves)),
	)
	if cv.phone {
		// A phone has no room for a sixth tab: the panel goes below the
		// Home tab's controls (mobileContent), which scroll as a whole, and
		// the list keeps room for a few solves.
		room := canvas.NewRectangle(color.Transparent)
		room.SetMinSize(fyne.NewSize(0, 220))
		return container.NewTabItemWithIcon("Timer", theme.MediaRecordIcon(),
			container.NewVBox(top, container.NewStack(room, cv.solves), bottom))
	}
	return container.NewTabItemWithIcon("Timer", theme.MediaRecordIcon(), container.NewBorder(top, bottom, nil, nil, cv.solves))
}

// newTimedSolve makes a scramble (random-state where the engine has one,
// else random moves) off the UI goroutine and arms the timer with it.
func (u *ui) newTimedSolve() {
	cv := &u.cv
	if cv.scrambling {
		return
	}
	cv.scrambling = true
	n := u.sess.N()
	u.cancelSolve()
	u.playing = false
	cv.timedScr.SetText("Making a random-state scramble…")
	seed := uint64(time.Now().UnixNano())
	gen := func() (cube.Alg, string) {
		rng := rand.New(rand.NewPCG(seed, seed^0x5851f42d4c957f2d))
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if text, err := algorithms.RandomStateScramble(ctx, n, rng); err == nil {
			if a, err := cube.ParseAlg(text, n); err == nil {
				return a, "random-state"
			}
		}
		return cube.Scramble(n, rng), "random-move"
	}
	done := func(a cube.Alg, kind string) {
		cv.scrambling = false
		if u.sess.N() != n {
			return // the size changed meanwhile
		}
		if err := u.sess.StartTimed(a); err != nil {
			u.setStatus(err.Error())
			return
		}
		u.congratulated = true // the timer, not the Human dialog, reports this solve
		cv.timedScr.SetText(fmt.Sprintf("Scramble (%s, %d moves): %s", kind, len(a), a))
		u.startClock()
		u.refreshTimer()
	}
	if !u.timing.scrambleAsync {
		done(gen())
		return
	}
	go func() {
		a, kind := gen()
		fyne.Do(func() { done(a, kind) })
	}()
}

// timerSpace is Space: the manual timer (start inspection or the clock,
// or stop it).
func (u *ui) timerSpace() {
	if _, ok := u.sess.TimerSpace(); ok {
		u.scheduleSave()
	}
	if u.timerRunning() {
		u.startClock()
	}
	u.refreshTimer()
}

// refreshTimer updates the clock, the stats and the list of solves. It
// runs on every change and clock tick, so the list and the statistics are
// redone only when the solves changed (their Version).
func (u *ui) refreshTimer() {
	cv := &u.cv
	if cv.timerText == nil {
		return
	}
	tm := u.sess.Timer()
	if d := tm.Display(u.now()); d != "" {
		cv.timerText.SetText(d)
	}
	s := u.sess.Solves()
	if cv.listedAny && cv.listed == s.Version() {
		return
	}
	cv.listedAny, cv.listed = true, s.Version()
	cv.solves.Refresh()
	cv.stats.SetText(fmt.Sprintf("solves %d  best %s  mean %s\nao5 %s  ao12 %s  ao100 %s",
		s.Len(), s.Best(), s.Mean(), s.Average(5), s.Average(12), s.Average(100)))
}

// solveRowText is the list's row i (newest first).
func (u *ui) solveRowText(i int) string {
	s := u.sess.Solves()
	if i < 0 || i >= s.Len() {
		return ""
	}
	return solveRow(s, s.Len()-1-i)
}

// solveRow is the list's line for solve i: number, result and the ao5
// ending there.
func solveRow(s *model.Solves, i int) string {
	row := fmt.Sprintf("%d. %s", i+1, s.At(i))
	if i >= 4 {
		row += "   ao5 " + s.AverageAt(i, 5).String()
	}
	return row
}

// exportSolves saves the solves as CSV. The list is taken now (a
// snapshot, no copy) and encoded while the file is written, off the UI
// goroutine: a long history takes a while.
func (u *ui) exportSolves() {
	solves := u.sess.Solves().Snapshot()
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		u.setStatus(fmt.Sprintf("Exporting %d solves…", len(solves)))
		go func() {
			werr := model.WriteSolvesCSV(w, solves)
			if cerr := w.Close(); werr == nil {
				werr = cerr
			}
			fyne.Do(func() {
				if werr != nil {
					u.setStatus("Export: " + werr.Error())
					return
				}
				u.setStatus(fmt.Sprintf("Exported %d solves.", len(solves)))
			})
		}()
	}, u.win)
	d.SetFileName("cubelab-solves.csv")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv"}))
	d.Show()
}

// importSolves appends solves from a CSV file, read and checked off the
// UI goroutine (csTimer histories run to hundreds of thousands of solves)
// and taken whole or not at all.
func (u *ui) importSolves() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		u.setStatus("Importing solves…")
		go func() {
			defer r.Close()
			in, err := readSolvesImport(r)
			fyne.Do(func() {
				if err != nil {
					u.setStatus("Import failed.")
					u.showInfo("Import failed", err.Error())
					return
				}
				s := u.sess.Solves()
				for _, v := range in {
					s.Add(v)
				}
				u.setStatus(fmt.Sprintf("Imported %d solves.", len(in)))
				u.refreshTimer()
				u.scheduleSave()
			})
		}()
	}, u.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".csv"}))
	d.Show()
}

// readSolvesImport reads a solves CSV of at most maxConventionsBytes (what
// the conventions file can hold), refusing a larger one rather than
// reading it cut short.
func readSolvesImport(r io.Reader) ([]model.Solve, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxConventionsBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxConventionsBytes {
		return nil, fmt.Errorf("the file is over %d MiB, more than the solves can hold", maxConventionsBytes>>20)
	}
	return model.ReadCSV(bytes.NewReader(data))
}

// timedChange follows the timer after a change of the session: a solve
// that just ended is announced and saved.
func (u *ui) timedChange() {
	cv := &u.cv
	n := u.sess.Solves().Len()
	if n > cv.seenSolves && u.sess.Timer().Phase() == model.TimerStopped {
		s := u.sess.Solves()
		u.setStatus(fmt.Sprintf("Solved: %s   ao5 %s", s.At(n-1), s.Average(5)))
	}
	cv.seenSolves = n
	if u.timerRunning() {
		u.startClock()
	}
}
