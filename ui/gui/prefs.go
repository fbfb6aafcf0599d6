package gui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"

	"cubelab/ui/gui/model"
	"cubelab/ui/savefile"
)

// timing holds the window's delays. Run uses defaultTiming; tests build the
// window with zero ones: saves at once, no clock ticker goroutine (the test
// driver runs fyne.Do on the calling goroutine).
type timing struct {
	// saveDelay batches saves: dragging the camera changes it every frame.
	saveDelay time.Duration
	// clockEvery is how often the timer label updates.
	clockEvery time.Duration
	// scrambleAsync makes timed solves' scrambles on a goroutine (a
	// random-state one takes up to seconds); without it, at once.
	scrambleAsync bool
}

// kAutoPlay is the auto-play setting's preference key (a window setting,
// kept apart from the model's encoding).
const kAutoPlay = "cubelab.autoplay"

func defaultTiming() timing {
	return timing{saveDelay: time.Second, clockEvery: 100 * time.Millisecond, scrambleAsync: true}
}

// The session is saved as one value (model.EncodeState, with a checksum):
// in its own file, replaced atomically, where the app has file storage, and
// otherwise (the browser) under one preference key. Fyne rewrites its whole
// preferences file on every change, truncating it first, so a crash there
// could lose every key; and thirteen keys set one by one could be caught
// half saved, with a cube that disagrees with its history.
const (
	stateFile = "session.txt"
	stateKey  = "cubelab.state"
	// maxStateBytes bounds what a load reads: a session is a few hundred
	// kilobytes at most (histories are capped at cube.MaxAlgLength moves).
	maxStateBytes = 16 << 20
)

// storageRoot is where an app keeps its files (a variable so that tests give
// each test app its own: Fyne's all share the temporary directory).
var storageRoot = func(a fyne.App) fyne.URI { return a.Storage().RootURI() }

// statePath is the session file, or "" where the app has no file storage.
func statePath(a fyne.App) string {
	root := storageRoot(a)
	if root == nil || root.Scheme() != "file" {
		return ""
	}
	return filepath.Join(root.Path(), stateFile)
}

// loadState reads the session and settings the app saved: the session file,
// else the preference key, else the separate keys of earlier versions. The
// error says what was reset and why; a file that did not load whole is
// first set aside (keepRejected), as the next save replaces it.
func loadState(a fyne.App) (*model.Session, model.Settings, error) {
	s, st, err := loadSession(a)
	return s, st, errors.Join(fyneFilesNotice, err)
}

// loadSession is loadState but for what SetAsideFyneFiles did.
func loadSession(a fyne.App) (*model.Session, model.Settings, error) {
	seed := shuffleSeed()
	if path := statePath(a); path != "" {
		data, err := readState(path)
		switch {
		case err == nil:
			s, st, err := model.DecodeState(data, seed)
			return s, st, keepRejected(path, data, err)
		case !errors.Is(err, os.ErrNotExist):
			s, st, _ := model.DecodeState(nil, seed)
			return s, st, setAsideTooLarge(path, fmt.Errorf("the saved session could not be read (%w); starting afresh", err))
		}
	}
	p := a.Preferences()
	if v := p.String(stateKey); v != "" {
		return model.DecodeState([]byte(v), seed)
	}
	m := map[string]string{}
	for _, k := range model.Keys() {
		if v := p.String(k); v != "" {
			m[k] = v
		}
	}
	return model.Decode(m, seed)
}

// keepRejected sets the file read from path aside when loading it gave
// err (damaged, or some values or rows left out): the window saves over
// it soon, and what it could not read must not be lost with it. The error
// returned says where the copy is.
func keepRejected(path string, data []byte, err error) error {
	if err == nil || len(data) == 0 {
		return err
	}
	kept, kerr := savefile.Keep(path, data)
	if kerr != nil {
		return fmt.Errorf("%w; the original could not be kept (%v)", err, kerr)
	}
	return fmt.Errorf("%w; the original file is kept as %s", err, kept)
}

// setAsideTooLarge moves a file that was too large to read out of the way
// of the save that will replace it (err says so); other errors pass as
// they are.
func setAsideTooLarge(path string, err error) error {
	if !errors.Is(err, savefile.ErrTooLarge) {
		return err
	}
	kept, kerr := savefile.SetAside(path)
	if kerr != nil {
		return fmt.Errorf("%w; the original could not be set aside (%v)", err, kerr)
	}
	return fmt.Errorf("%w; the original file is kept as %s", err, kept)
}

// readState reads the session file, refusing one too large to be a
// session, or anything but a regular file, before reading it.
func readState(path string) ([]byte, error) { return savefile.Read(path, maxStateBytes) }

// save writes the session and settings now, and the conventions and solves
// on a goroutine (at once in tests, which run without delays).
func (u *ui) save() { u.saveAll(u.timing.saveDelay <= 0) }

// saveNow writes everything before it returns: the app is stopping.
func (u *ui) saveNow() { u.saveAll(true) }

// saveAll writes the session and settings, and the conventions and solves,
// waiting for those when wait is set.
func (u *ui) saveAll(wait bool) {
	c := u.view.Camera
	u.st.Camera = model.Camera{Yaw: c.Yaw, Pitch: c.Pitch, Zoom: c.Zoom, PanX: c.PanX, PanY: c.PanY}
	u.st.LastFace = u.lastFace
	data := model.EncodeState(u.sess, u.st)
	p := u.app.Preferences()
	p.SetBool(kAutoPlay, u.autoPlay)
	if path := statePath(u.app); path != "" {
		err := os.MkdirAll(filepath.Dir(path), 0o700)
		if err == nil {
			err = savefile.Write(path, data, 0o600)
		}
		if err != nil {
			// The solves are saved apart and still are.
			fyne.LogError("cubelab: saving the session", err)
			u.saveConventions(wait)
			return
		}
	} else {
		p.SetString(stateKey, string(data))
	}
	// The separate keys of earlier versions are read only when nothing
	// newer exists; drop them once something does.
	for _, k := range model.Keys() {
		if p.String(k) != "" {
			p.RemoveValue(k)
		}
	}
	u.saveConventions(wait)
}

// scheduleSave saves a little later, once for a burst of changes.
func (u *ui) scheduleSave() {
	if u.timing.saveDelay <= 0 {
		u.save()
		return
	}
	if u.savePending {
		return
	}
	u.savePending = true
	time.AfterFunc(u.timing.saveDelay, func() {
		fyne.Do(func() {
			u.savePending = false
			u.save()
		})
	})
}
