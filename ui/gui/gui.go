// Package gui is Cubelab's window, built with Fyne: the software-rendered
// cube in a custom widget, side panels (size, method, shuffle, reset, solve,
// move pad, algorithm entry, history, solution playback, view settings,
// exports), keyboard (W A S D F X) and mouse controls, touch gestures and a
// mobile layout. The state lives in package model, which has no Fyne import;
// this package draws it and feeds it events.
package gui

import (
	"fyne.io/fyne/v2"

	"cubelab/ui/gui/model"
)

// Run builds the main window on a and runs the app until it quits. main.go
// creates the app (with its ID, so preferences persist) and calls Run.
//
// In the browser, where building and measuring every panel takes the
// better part of a second, the cube comes first: the window opens with the
// cube alone and the panels are built once its first frame is on screen
// (see startsWithCube).
func Run(a fyne.App) {
	milestone("run")
	a.SetIcon(Icon)
	w := a.NewWindow("Cubelab")
	var u *ui
	if startsWithCube {
		u = newCubeUI(a, w, defaultTiming())
		w.SetContent(u.startContent())
		u.view.afterFirstFrame = func() {
			u.buildPanels()
			w.SetContent(u.content())
			u.focusCube()
			exposeProbe(u)
			milestone("ready")
		}
	} else {
		u = newUI(a, w, defaultTiming())
		w.SetContent(u.content())
	}
	listenPageTouches(u.view)
	markChange(model.Change{Kind: model.ChangeSnap}, u.sess.Cube()) // the cube it starts with
	w.Resize(fyne.NewSize(1100, 720))
	a.Lifecycle().SetOnStopped(u.saveNow)
	a.Lifecycle().SetOnExitedForeground(u.save)
	u.focusCube()
	u.startStateDumpFromEnv()
	w.ShowAndRun()
}
