package gui

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

// iconPNG is the app icon (a rendered cube; FyneApp.toml points the
// packager at the same file).
//
//go:embed icon.png
var iconPNG []byte

// Icon is the window and app icon.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
