package gui

import (
	"context"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/algorithms"
	"cubelab/cube"
)

// tablesAsked receives the Config.TableSize each guitest-tables solver
// is made with.
var tablesAsked = make(chan string, 4)

type tablesSolver struct{}

func (tablesSolver) Name() string { return "guitest-tables" }
func (tablesSolver) Solve(ctx context.Context, c *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	return nil, ctx.Err()
}

func init() {
	algorithms.Register(algorithms.Method{
		Name: "guitest-tables", Sizes: func(int) bool { return true }, Rank: 1100,
		Tables: []algorithms.TableChoice{{Name: "small", About: "1 MB"}, {Name: "large", About: "1.5 GB, built once"}},
		New: func(cfg algorithms.Config) algorithms.Solver {
			tablesAsked <- cfg.TableSize
			return tablesSolver{}
		},
	})
}

// TestTableChoice: a method with a choice of tables offers it in the
// Tables row (for others it is disabled), the choice is remembered per method across windows,
// and the solver is made with it.
func TestTableChoice(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	u.selectMethod("kociemba")
	if !u.w.tables.Disabled() || u.tableSize("kociemba") != "" {
		t.Fatal("kociemba has no choice of tables, yet the row offers one")
	}
	u.selectMethod("optimal")
	if u.w.tables.Disabled() || len(u.w.tables.Options) != 2 || !strings.HasPrefix(u.w.tables.Selected, "small - 115 MB") {
		t.Fatalf("optimal: row disabled %v, options %q, selected %q", u.w.tables.Disabled(), u.w.tables.Options, u.w.tables.Selected)
	}
	if u.tableSize("optimal") != "small" {
		t.Fatalf("optimal's default tables %q, want small", u.tableSize("optimal"))
	}
	// The row takes its own place between the method and the buttons.
	drv := fyne.CurrentApp().Driver()
	method, row, buttons := drv.AbsolutePositionForObject(u.w.method), drv.AbsolutePositionForObject(u.w.tablesRow), drv.AbsolutePositionForObject(u.w.shuffle)
	if row.Y < method.Y+u.w.method.Size().Height || buttons.Y < row.Y+u.w.tablesRow.Size().Height || u.w.tablesRow.Size().Height < 10 {
		t.Fatalf("Tables row at %v (%v) overlaps the method at %v or the buttons at %v", row, u.w.tablesRow.Size(), method, buttons)
	}

	u.selectMethod("guitest-tables")
	u.w.tables.SetSelected(u.w.tables.Options[1])
	if got := u.tableSize("guitest-tables"); got != "large" {
		t.Fatalf("chose large, remembered %q", got)
	}
	if u.tableSize("optimal") != "small" {
		t.Fatal("the choice for one method changed another's")
	}
	done := make(chan struct{})
	u.onSolveDone = func() { close(done) }
	press(u, fyne.KeyRightBracket, false)
	press(u, fyne.KeyReturn, false)
	if got := <-tablesAsked; got != "large" {
		t.Fatalf("the solver was made with tables %q, want large", got)
	}
	u.cancelSolve()
	// The test driver runs the solve's ending on the solver's goroutine:
	// wait for it, or its text layout races the new window's theme change
	// (the shaper is not safe for concurrent use).
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("cancel did not end the solve")
	}

	// A new window on the same preferences shows the remembered choice.
	v := newTestUI(t, a)
	v.selectMethod("guitest-tables")
	if !strings.HasPrefix(v.w.tables.Selected, "large - ") {
		t.Fatalf("a new window shows %q, want the remembered large", v.w.tables.Selected)
	}
	// A remembered name no longer offered falls back to the default.
	a.Preferences().SetString(tablesKey("guitest-tables"), "gone")
	if got := v.tableSize("guitest-tables"); got != "small" {
		t.Fatalf("an unknown remembered choice gives %q, want the default small", got)
	}
}
