package gui

import (
	"time"

	"fyne.io/fyne/v2"

	"cubelab/ui/gui/model"
)

// kAutoPlay is the auto-play setting's preference key (a window setting,
// kept apart from the model's encoding).
const kAutoPlay = "cubelab.autoplay"

// saveDelay batches saves: dragging the camera changes it every frame.
// Tests set it to 0 to save at once.
var saveDelay = time.Second

// loadState reads the session and settings saved in the app's preferences.
func loadState(p fyne.Preferences) (*model.Session, model.Settings, error) {
	m := map[string]string{}
	for _, k := range model.Keys() {
		if v := p.String(k); v != "" {
			m[k] = v
		}
	}
	return model.Decode(m, uint64(time.Now().UnixNano()))
}

// save writes the session and settings to the preferences now.
func (u *ui) save() {
	c := u.view.Camera
	u.st.Camera = model.Camera{Yaw: c.Yaw, Pitch: c.Pitch, Zoom: c.Zoom, PanX: c.PanX, PanY: c.PanY}
	u.st.LastFace = u.lastFace
	p := u.app.Preferences()
	p.SetBool(kAutoPlay, u.autoPlay)
	for k, v := range model.Encode(u.sess, u.st) {
		p.SetString(k, v)
	}
}

// scheduleSave saves a little later, once for a burst of changes.
func (u *ui) scheduleSave() {
	if saveDelay <= 0 {
		u.save()
		return
	}
	if u.savePending {
		return
	}
	u.savePending = true
	time.AfterFunc(saveDelay, func() {
		fyne.Do(func() {
			u.savePending = false
			u.save()
		})
	})
}
