//go:build !js

package gui

// listenPageTouches: only the browser build has a page to listen to (see
// pagetouch_js.go); native phone builds get touches from Fyne's driver.
func listenPageTouches(*CubeView) {}
