package gui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// variantTheme forces the default theme's light or dark variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// applyTheme sets the Fyne theme from the setting: "system" follows the OS.
func (u *ui) applyTheme() {
	switch u.st.Theme {
	case "light":
		u.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	case "dark":
		u.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
	default:
		u.app.Settings().SetTheme(theme.DefaultTheme())
	}
	u.updateRenderTheme()
}

// dark reports whether the window shows the dark variant.
func (u *ui) dark() bool {
	switch u.st.Theme {
	case "light":
		return false
	case "dark":
		return true
	}
	return u.app.Settings().ThemeVariant() == theme.VariantDark
}

// updateRenderTheme matches the cube's background to the window's variant.
func (u *ui) updateRenderTheme() {
	u.view.Theme = u.renderTheme(u.dark())
	u.view.Redraw()
}
