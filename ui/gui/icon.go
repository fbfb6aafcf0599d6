package gui

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// iconPNG is the app icon: a copy of the top-level Icon.png (drawn by the
// render package, see render.TestWriteIcon), which FyneApp.toml gives the
// packager. TestIconMatchesPackagedIcon keeps the two identical.
//
//go:embed icon.png
var iconPNG []byte

// Icon is the window and app icon.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
