// Command cubelab plays with, solves and studies Rubik's cubes of every size.
// With no arguments it opens the window; otherwise the first argument names a
// subcommand (see 'cubelab help').
package main

import (
	"os"

	"fyne.io/fyne/v2/app"

	"cubelab/ui/cli"
	"cubelab/ui/gui"
)

func main() {
	if len(os.Args) < 2 {
		runApp()
		return
	}
	os.Exit(cli.Run(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}

// runApp opens the window. This is the only place that creates the Fyne app:
// its ID names the preferences file the window's state is saved in.
func runApp() {
	gui.HideThemeWatchWarning()
	gui.SetAsideFyneFiles("io.cubelab.app") // a FIFO there would hang app.NewWithID
	gui.Run(app.NewWithID("io.cubelab.app"))
}
