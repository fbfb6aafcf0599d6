package gui

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"

	"cubelab/render"
)

// exportSize is the pixel size of saved PNG/SVG pictures.
const exportSize = 1024

// solutionText is the text file written by "Save solution…" and by seed
// 004's "solve <file>": comment lines, then the moves on one line.
func (u *ui) solutionText() string {
	s := u.shown()
	if s == nil {
		return ""
	}
	n := s.from.N()
	var sb strings.Builder
	fmt.Fprintf(&sb, "# Cubelab solution, %s\n", time.Now().UTC().Format(time.RFC3339))
	fmt.Fprintf(&sb, "# method: %s\n# size: %dx%dx%d\n", s.by, n, n, n)
	fmt.Fprintf(&sb, "# state: %s\n", s.from)
	fmt.Fprintf(&sb, "# moves: %d (%s, QTM %d)\n", len(s.sol.Moves), s.sol.Moves.Count(n).Label(n), s.sol.Moves.QTM(n))
	for _, st := range s.sol.Steps {
		fmt.Fprintf(&sb, "# %s: %s\n", st.Name, st.Moves)
	}
	sb.WriteString(s.sol.Moves.String())
	sb.WriteByte('\n')
	return sb.String()
}

var errNoSolution = errors.New("no solution yet: pick a method and press Solve")

// saveSolution asks for a file and writes the solution text to it.
func (u *ui) saveSolution() {
	if u.shown() == nil {
		u.showError(errNoSolution)
		return
	}
	text := u.solutionText()
	u.saveFile("solution.txt", ".txt", func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}

// copySolution puts the solution's moves on the clipboard.
func (u *ui) copySolution() {
	if u.shown() == nil {
		u.showError(errNoSolution)
		return
	}
	u.app.Clipboard().SetContent(u.shown().sol.Moves.String())
	u.setStatus("Solution copied to the clipboard.")
}

// saveImage asks for a file and writes the cube as it is now, as PNG or SVG.
func (u *ui) saveImage(format string) {
	write := u.imageWriter(format)
	u.saveFile("cube."+format, "."+format, write)
}

// imageWriter returns what saveImage writes: the cube as it is now (not a
// frame of a running animation), with the view's camera, view and theme.
func (u *ui) imageWriter(format string) func(io.Writer) error {
	scene := render.Scene{Cube: u.sess.Cube().Clone(), Camera: u.view.sceneCamera(), View: u.view.View, Theme: u.view.Theme}
	write := render.WritePNG
	if format == "svg" {
		write = render.WriteSVG
	}
	return func(w io.Writer) error { return write(w, scene, exportSize, exportSize) }
}

// saveFile shows a save dialog and writes through fill.
func (u *ui) saveFile(name, ext string, fill func(io.Writer) error) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			u.showError(err)
			return
		}
		if wc == nil {
			return // cancelled
		}
		werr := fill(wc)
		if cerr := wc.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			u.showError(fmt.Errorf("saving %s: %w", wc.URI().Name(), werr))
			return
		}
		u.setStatus("Saved " + wc.URI().Path())
	}, u.win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{ext}))
	d.Show()
}
