package gui

import (
	"errors"
	"fmt"
	"io"
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
// error says what was reset and why.
func loadState(a fyne.App) (*model.Session, model.Settings, error) {
	seed := shuffleSeed()
	if path := statePath(a); path != "" {
		data, err := readState(path)
		switch {
		case err == nil:
			return model.DecodeState(data, seed)
		case !errors.Is(err, os.ErrNotExist):
			s, st, _ := model.DecodeState(nil, seed)
			return s, st, fmt.Errorf("the saved session could not be read (%v); starting afresh", err)
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

// readState reads the session file, refusing one too large to be a session
// before reading it.
func readState(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if st.Size() > maxStateBytes {
		return nil, fmt.Errorf("%s is %d bytes, more than a session's %d", path, st.Size(), maxStateBytes)
	}
	return io.ReadAll(io.LimitReader(f, maxStateBytes+1))
}

// save writes the session and settings now.
func (u *ui) save() {
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
			fyne.LogError("cubelab: saving the session", err)
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
	u.saveConventions()
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
