// Command cubelab plays with, solves and studies Rubik's cubes of every size.
// With no arguments it opens the window; otherwise the first argument names a
// subcommand (see 'cubelab help').
package main

import (
	"os"

	"cubelab/ui/cli"
)

func main() {
	if len(os.Args) < 2 {
		runApp()
		return
	}
	os.Exit(cli.Run(cli.Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr}, os.Args[1:]))
}

// runApp starts the desktop app; until the GUI lands it prints the commands.
func runApp() {
	cli.Usage(os.Stderr)
	os.Exit(2)
}
