package model

import "cubelab/render"

// ThemeSettings lists the values State.Theme may take: "system" (follow the
// operating system's light or dark variant), then the renderer's themes.
func ThemeSettings() []string { return append([]string{"system"}, render.ThemeNames()...) }
