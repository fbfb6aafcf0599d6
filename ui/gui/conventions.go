package gui

import (
	"errors"
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"cubelab/cube"
	"cubelab/render"
	"cubelab/ui/gui/model"
	"cubelab/ui/savefile"
)

// conventionsUI is the speedcuber side of the window: colour scheme, key
// map, the timer with its session of solves and the playback timeline. Its
// state lives in model (Conventions, KeyInput, Timer, Solves, Pacer).
type conventionsUI struct {
	conv   model.Conventions
	keys   model.KeyInput
	scheme render.ColourScheme
	pacer  model.Pacer

	schemeSel *keySelect
	faceBtns  [6]*widget.Button
	swatches  [6]*canvas.Rectangle // each face's colour beside its button
	marks     *widget.Check

	timerText  *widget.Label
	inspection *widget.Check
	timedScr   *widget.Label
	stats      *widget.Label
	solves     *keyList
	listed     uint64 // the solves' Version the list and stats show
	listedAny  bool   // listed is set
	selected   int    // selected solve (index in the list, newest first), -1: none
	plus2, dnf *widget.Button
	del        *widget.Button
	scrambling bool
	seenSolves int  // solves already announced
	phone      bool // the phone layout: panels scroll

	scrubber   *keySlider
	refreshing bool // the scrubber is being set, not dragged
	moveText   *widget.RichText
	links      timelineLinks // moveText's links, restyled as playback moves
	instant    *widget.Check
	pacing     bool // the pacer runs (playback started)
	histRows   []model.HistoryRow

	saver conventionsSaver

	keyMsg   *widget.Label // the key settings' message line
	catchers []*keyCatcher
}

// Scheme choices of the View panel.
const (
	schemeWCA     = "WCA (white U, green F)"
	schemeClassic = "Classic (yellow U, blue F)"
	schemeCustom  = "Custom"
)

// The conventions and solves are saved like the session (prefs.go): one
// checksummed value in a file of their own, replaced atomically, or under
// one preference key where the app has no files (the browser).
const (
	conventionsFile = "conventions.txt"
	conventionsKey  = "cubelab.conventions"
	// maxConventionsBytes bounds what a load of the conventions reads. The
	// solves make it grow: a million 3x3 solves with their scrambles are
	// about 100 MB (csTimer users import years of solves), so the
	// session's 16 MB would not do.
	maxConventionsBytes = 256 << 20
)

// conventionsPath is the conventions file, or "" without file storage.
func conventionsPath(a fyne.App) string {
	if p := statePath(a); p != "" {
		return filepath.Join(filepath.Dir(p), conventionsFile)
	}
	return ""
}

// loadConventions reads the saved conventions and solves. What could not
// be read is reported, and the file set aside first (keepRejected): the
// good solves load, and the next save must not lose the others.
func (u *ui) loadConventions(a fyne.App) error {
	var data []byte
	var err error
	path := conventionsPath(a)
	if path != "" {
		data, err = savefile.Read(path, maxConventionsBytes)
		if errors.Is(err, os.ErrNotExist) {
			data, err = nil, nil
		}
	} else {
		data = []byte(a.Preferences().String(conventionsKey))
	}
	checkScheme := func(s string) error {
		_, err := render.ParseColourScheme(s)
		return err
	}
	var conv model.Conventions
	switch {
	case err != nil:
		conv, _ = model.DecodeConventions(nil, u.sess, checkScheme)
		err = setAsideTooLarge(path, fmt.Errorf("the saved speedcubing settings could not be read (%w); starting afresh", err))
	case len(data) == 0: // nothing saved yet
		conv, err = model.DecodeConventions(nil, u.sess, checkScheme)
	default:
		conv, err = model.DecodeConventionsState(data, u.sess, checkScheme)
		if err != nil && path == "" {
			a.Preferences().SetString(conventionsKey+".rejected", string(data))
			err = fmt.Errorf("%w; the original is kept under the preference %s.rejected", err, conventionsKey)
		} else {
			err = keepRejected(path, data, err)
		}
	}
	u.cv.conv = conv
	u.cv.keys.Map = conv.Keymap
	u.cv.scheme, _ = render.ParseColourScheme(conv.Scheme) // checked by Decode
	u.cv.selected = -1
	u.cv.seenSolves = u.sess.Solves().Len()
	return err
}

// conventionsSaver writes the conventions file. A long history takes a
// while to encode, so the UI goroutine only takes a snapshot (O(1)) and
// the encoding and writing run on a goroutine, one at a time, the newest
// last; nothing is written when nothing changed since the last save.
type conventionsSaver struct {
	mu       sync.Mutex    // held while a save writes
	newest   atomic.Uint64 // the number of the newest save started
	any      bool          // a save was started
	settings string        // what the last save started had
	solves   uint64
}

// saveConventions writes the conventions and solves: on a goroutine, or
// before it returns when wait is set (the app is stopping, or tests).
func (u *ui) saveConventions(wait bool) {
	cv := &u.cv
	cv.conv.Scheme = cv.scheme.String()
	cv.conv.Keymap = cv.keys.Map
	snap := model.SnapshotConventions(u.sess, cv.conv)
	sv := &cv.saver
	version := u.sess.Solves().Version()
	if sv.any && snap.Settings == sv.settings && version == sv.solves {
		if wait { // let a save under way finish
			sv.mu.Lock()
			defer sv.mu.Unlock()
		}
		return
	}
	sv.any, sv.settings, sv.solves = true, snap.Settings, version
	path := conventionsPath(u.app)
	if path == "" {
		u.app.Preferences().SetString(conventionsKey, string(snap.Encode()))
		return
	}
	n := sv.newest.Add(1)
	write := func() {
		sv.mu.Lock()
		defer sv.mu.Unlock()
		if sv.newest.Load() != n {
			return // a newer save follows and writes
		}
		if err := savefile.Write(path, snap.Encode(), 0o600); err != nil {
			fyne.LogError("cubelab: saving the speedcubing settings and solves", err)
		}
	}
	if wait {
		write()
		return
	}
	go write()
}

// renderTheme is the renderer's theme for the window's variant, in the
// chosen colour scheme and with the colour-blind marks if on.
func (u *ui) renderTheme(dark bool) render.Theme {
	t := render.LightTheme()
	if dark {
		t = render.DarkTheme()
	}
	if u.cv.scheme.Name != "" {
		t = t.WithScheme(u.cv.scheme)
	}
	t.Marks = u.cv.conv.Marks
	return t
}

// setScheme changes the drawn colours everywhere (view, net, exports).
func (u *ui) setScheme(s render.ColourScheme) {
	u.cv.scheme = s
	u.updateRenderTheme()
	u.refreshSchemeWidgets()
	u.scheduleSave()
}

func (u *ui) refreshSchemeWidgets() {
	cv := &u.cv
	sel := schemeCustom
	switch cv.scheme.String() {
	case "wca":
		sel = schemeWCA
	case "classic":
		sel = schemeClassic
	}
	if cv.schemeSel.Selected != sel {
		cv.schemeSel.Selected = sel
		cv.schemeSel.Refresh()
	}
	for f, b := range cv.faceBtns {
		b.SetText(fmt.Sprintf("%s %s", cube.Face(f), render.HexColour(cv.scheme.Colours[f])))
		cv.swatches[f].FillColor = cv.scheme.Colours[f]
		cv.swatches[f].Refresh()
	}
}

// buildConventionWidgets makes the scheme, timer and timeline controls.
func (u *ui) buildConventionWidgets() {
	cv := &u.cv
	cv.schemeSel = newKeySelect(u.view, []string{schemeWCA, schemeClassic, schemeCustom}, func(s string) {
		switch s {
		case schemeWCA:
			u.setScheme(render.WCAScheme())
		case schemeClassic:
			u.setScheme(render.ClassicScheme())
		case schemeCustom:
			if cv.scheme.Name == "wca" || cv.scheme.Name == "classic" {
				u.setScheme(render.CustomScheme(cv.scheme.Colours))
			}
		}
		u.focusCube()
	})
	for f := range cv.faceBtns {
		cv.faceBtns[f] = widget.NewButton("", func() { u.pickFaceColour(cube.Face(f)) })
		cv.swatches[f] = canvas.NewRectangle(color.Black)
		cv.swatches[f].SetMinSize(fyne.NewSize(14, 14))
		cv.swatches[f].CornerRadius = 3
	}
	cv.marks = widget.NewCheck("Colour-blind marks", func(b bool) {
		if cv.conv.Marks != b {
			cv.conv.Marks = b
			u.updateRenderTheme()
			u.scheduleSave()
		}
		u.focusCube()
	})
	cv.marks.SetChecked(cv.conv.Marks)
	u.refreshSchemeWidgets()
	u.buildTimerWidgets()
	u.buildTimelineWidgets()
}

// pickFaceColour opens a colour picker for one face of a custom scheme.
func (u *ui) pickFaceColour(f cube.Face) {
	d := dialog.NewColorPicker(fmt.Sprintf("Colour of %s", f), "Pick the colour of the "+f.String()+" face", func(c color.Color) {
		s := u.cv.scheme
		cs := s.Colours
		r, g, b, _ := c.RGBA()
		cs[f] = color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
		u.setScheme(render.CustomScheme(cs))
		u.focusCube()
	}, u.win)
	d.Advanced = true
	d.Show()
}

// viewConventions are the View panel's scheme controls.
func (u *ui) viewConventions() fyne.CanvasObject {
	cv := &u.cv
	columns := 3 // a phone has room for two face buttons a row
	if cv.phone {
		columns = 2
	}
	faces := container.NewGridWithColumns(columns)
	for f, b := range cv.faceBtns {
		faces.Add(container.NewBorder(nil, nil, container.NewCenter(cv.swatches[f]), nil, b))
	}
	return container.NewVBox(
		widget.NewForm(widget.NewFormItem("Colours", cv.schemeSel)),
		faces,
		cv.marks,
		widget.NewButton("Keys…", u.then(u.showKeySettings)),
	)
}

// timerRunning reports whether the timer needs the clock ticking.
func (u *ui) timerRunning() bool {
	ph := u.sess.Timer().Phase()
	return ph == model.TimerInspecting || ph == model.TimerRunning
}

// now is the clock of the UI (the session's, replaceable in tests).
func (u *ui) now() time.Time { return u.sess.Now() }
