//go:build !js

package gui

// exposeProbe is for the browser tests only (see probe_js.go).
func exposeProbe(*ui) {}
