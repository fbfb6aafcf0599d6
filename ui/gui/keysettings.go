package gui

import (
	"errors"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"cubelab/ui/gui/model"
)

// keyCatcher is a button showing a command's keys; tapped, it takes the
// keyboard and binds the next key pressed (Escape cancels, BackSpace
// unbinds). Ctrl is tracked so Ctrl+key can be bound.
type keyCatcher struct {
	widget.Button
	cmd      model.Command
	u        *ui
	ctrl     bool
	shift    bool
	catching bool
}

var (
	_ fyne.Focusable  = (*keyCatcher)(nil)
	_ desktop.Keyable = (*keyCatcher)(nil)
)

func newKeyCatcher(u *ui, cmd model.Command) *keyCatcher {
	k := &keyCatcher{cmd: cmd, u: u}
	k.OnTapped = func() {
		k.catching = true
		k.SetText("press a key…")
		u.cv.keyStatus("Press the key for " + string(cmd) + " (Escape cancels, BackSpace unbinds).")
		if c := fyne.CurrentApp().Driver().CanvasForObject(k); c != nil {
			c.Focus(k)
		}
	}
	k.ExtendBaseWidget(k)
	k.show()
	return k
}

// show writes the command's keys on the button.
func (k *keyCatcher) show() {
	km := k.u.cv.keys.Map
	keys := km.KeysFor(k.cmd)
	if base, ok := strings.CutSuffix(string(k.cmd), "'"); ok && len(keys) == 0 {
		// Shift reverses a move: x' is Shift and x's key.
		for _, key := range km.KeysFor(model.Command(base)) {
			keys = append(keys, "Shift+"+key)
		}
	}
	if len(keys) == 0 {
		k.SetText("(none)")
		return
	}
	k.SetText(strings.Join(keys, "  "))
}

// FocusGained is part of fyne.Focusable.
func (k *keyCatcher) FocusGained() {}

// FocusLost stops catching.
func (k *keyCatcher) FocusLost() {
	if k.catching {
		k.catching = false
		k.show()
	}
}

// TypedRune is part of fyne.Focusable.
func (k *keyCatcher) TypedRune(rune) {}

// KeyDown tracks Ctrl and Shift.
func (k *keyCatcher) KeyDown(ev *fyne.KeyEvent) { k.modifier(ev.Name, true) }

// KeyUp tracks Ctrl and Shift.
func (k *keyCatcher) KeyUp(ev *fyne.KeyEvent) { k.modifier(ev.Name, false) }

func (k *keyCatcher) modifier(n fyne.KeyName, down bool) {
	switch n {
	case desktop.KeyControlLeft, desktop.KeyControlRight:
		k.ctrl = down
	case desktop.KeyShiftLeft, desktop.KeyShiftRight:
		k.shift = down
	}
}

// TypedKey binds the key while catching.
func (k *keyCatcher) TypedKey(ev *fyne.KeyEvent) {
	if !k.catching {
		if ev.Name == fyne.KeySpace || ev.Name == fyne.KeyReturn {
			k.OnTapped()
		}
		return
	}
	k.catching = false
	k.u.bindKey(k.cmd, string(ev.Name), k.ctrl, k.shift)
	k.show()
}

// bindKey makes key (with Ctrl, and Shift only with Ctrl) the key of cmd,
// refusing conflicts with a message.
func (u *ui) bindKey(cmd model.Command, key string, ctrl, shift bool) {
	km := u.cv.keys.Map
	switch key {
	case string(fyne.KeyEscape):
		u.cv.keyStatus("Cancelled.")
		return
	case string(fyne.KeyBackspace):
		for _, k := range km.KeysFor(cmd) {
			km.Unbind(k)
		}
		u.cv.keyStatus(string(cmd) + " has no key now.")
		u.afterKeymapChange()
		return
	}
	if ctrl {
		if shift {
			key = "Shift+" + key
		}
		key = "Ctrl+" + key
	}
	if err := km.Rebind(key, cmd); err != nil {
		var conflict *model.ConflictError
		if errors.As(err, &conflict) {
			u.cv.keyStatus("Refused: " + err.Error() + ".")
		} else {
			u.cv.keyStatus("Refused: " + err.Error())
		}
		return
	}
	u.cv.keyStatus(key + " now runs " + string(cmd) + ".")
	u.afterKeymapChange()
}

func (u *ui) afterKeymapChange() {
	u.cv.conv.Keymap = u.cv.keys.Map
	u.scheduleSave()
	for _, c := range u.cv.catchers {
		c.show()
	}
	u.showStatus() // the key help follows the map
}

// keyStatus shows a line in the key settings.
func (cv *conventionsUI) keyStatus(s string) {
	if cv.keyMsg != nil {
		cv.keyMsg.SetText(s)
	}
}

// keyCommands lists the rows of the key settings: every bindable command
// and whatever else the map binds (the csTimer preset's exact moves).
func (u *ui) keyCommands() []model.Command {
	cmds := model.Commands()
	seen := map[model.Command]bool{}
	for _, c := range cmds {
		seen[c] = true
	}
	var extra []model.Command
	for _, line := range strings.Split(u.cv.keys.Map.Encode(), "\n") {
		if i := strings.LastIndex(line, "="); i > 0 {
			if c := model.Command(line[i+1:]); !seen[c] {
				seen[c] = true
				extra = append(extra, c)
			}
		}
	}
	sort.Slice(extra, func(i, j int) bool { return extra[i] < extra[j] })
	return append(cmds, extra...)
}

// showKeySettings opens the key settings: a preset, every command with its
// keys (tap to rebind) and "Restore defaults".
func (u *ui) showKeySettings() {
	cv := &u.cv
	cv.keyMsg = widget.NewLabel("Tap a command's keys, then press the new key. A key that runs another command is refused. " +
		"csTimer's moves read [first layer, last layer, face]: l and r are its hand depths (keys 3 4 and 7 8), n the size.")
	cv.keyMsg.Wrapping = fyne.TextWrapWord
	rows := container.NewVBox()
	fill := func() {
		rows.RemoveAll()
		cv.catchers = nil
		for _, c := range u.keyCommands() {
			kc := newKeyCatcher(u, c)
			cv.catchers = append(cv.catchers, kc)
			rows.Add(container.NewGridWithColumns(2, widget.NewLabel(string(c)), kc))
		}
	}
	fill()
	preset := widget.NewSelect(model.Presets(), nil)
	preset.SetSelected(cv.conv.KeymapPreset)
	restore := func(name string) {
		km, err := model.NewKeymap(name)
		if err != nil {
			cv.keyStatus(err.Error())
			return
		}
		cv.keys.Map, cv.conv.KeymapPreset = km, name
		u.afterKeymapChange()
		fill()
		cv.keyStatus("Keys of the " + name + " preset.")
		u.status = statusLine{} // the key help of the new map
		u.showStatus()
	}
	preset.OnChanged = func(name string) {
		if name != cv.conv.KeymapPreset {
			restore(name)
		}
	}
	top := container.NewVBox(
		widget.NewForm(widget.NewFormItem("Preset", preset)),
		widget.NewButton("Restore defaults", func() { restore(preset.Selected) }),
		cv.keyMsg,
	)
	d := dialog.NewCustom("Keys", "Close", container.NewBorder(top, nil, nil, nil, container.NewVScroll(rows)), u.win)
	size := u.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(480, size.Width-20), min(600, size.Height-20)))
	u.showDialog(d)
}
