//go:build !js

package gui

import (
	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// markChange: only the browser build marks changes (see changemark_js.go).
func markChange(model.Change, *cube.Cube) {}
