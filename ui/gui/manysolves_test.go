package gui

import (
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"cubelab/ui/gui/model"
)

// Issue 43 item 3: start-up and every action were quadratic in the number
// of solves (each list row copied the whole list; 60k solves gave no
// window in 150 s). With 100k solves, start-up and a round of timer
// actions draw only the rows on screen, and finish well inside a bound
// that quadratic work (10^10 row copies here) could never meet.
func TestManySolvesStayLinear(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 20_000
	}
	a := test.NewTempApp(t)
	solvesFile(t, a, n)
	deadline := time.Now().Add(60 * time.Second)
	u := newTestUI(t, a)
	if got := u.sess.Solves().Len(); got != n {
		t.Fatalf("%d solves loaded, want %d", got, n)
	}
	u.w.tabs.Select(u.w.timerTab)
	rows := 0
	update := u.cv.solves.UpdateItem
	u.cv.solves.UpdateItem = func(i widget.ListItemID, o fyne.CanvasObject) { rows++; update(i, o) }
	clk := newFakeClock(u)
	u.cv.inspection.SetChecked(false)
	for i := 0; i < 5; i++ {
		press(u, fyne.KeySpace, false)
		clk.add(time.Duration(9000+i) * time.Millisecond)
		press(u, fyne.KeySpace, false)
		u.cv.solves.Select(0)
		u.cv.dnf.OnTapped()
		u.cv.solves.Select(1)
		u.cv.del.OnTapped()
		u.refreshTimer()
	}
	if got := u.sess.Solves().Len(); got != n {
		t.Errorf("%d solves after 5 added and 5 deleted, want %d", got, n)
	}
	// Each refresh redraws the rows on screen (a few dozen), never all.
	if rows > 5*4*100 {
		t.Errorf("%d list rows drawn for 20 changes: the list is not virtual", rows)
	}
	if time.Now().After(deadline) {
		t.Errorf("start-up and 25 actions on %d solves took over 60 s", n)
	}
	u.save()
	if v := newTestUI(t, a); v.sess.Solves().Len() != n {
		t.Errorf("%d solves after a restart, want %d", v.sess.Solves().Len(), n)
	}
}

// BenchmarkStartupSolves is the window's start-up (session, conventions
// and solves loaded, every widget built) with n saved solves:
//
//	go test ./ui/gui -run '^$' -bench StartupSolves -benchtime 3x
func BenchmarkStartupSolves(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			a := test.NewTempApp(b)
			solvesFile(b, a, n)
			cpu := processCPU()
			for b.Loop() {
				w := a.NewWindow("bench")
				u := newUI(a, w, timing{saveDelay: time.Hour})
				w.SetContent(u.content())
				if u.sess.Solves().Len() != n {
					b.Fatalf("%d solves", u.sess.Solves().Len())
				}
				w.Close()
			}
			reportCPU(b, cpu)
		})
	}
}

// BenchmarkSolveActions is what one timer action costs the UI goroutine
// with a million solves: a manual solve (Space, Space), a DNF toggle, a
// delete, and a save's share (the snapshot; encoding and writing run on a
// goroutine, measured apart as save-background).
func BenchmarkSolveActions(b *testing.B) {
	a := test.NewTempApp(b)
	n := 1_000_000
	solvesFile(b, a, n)
	w := a.NewWindow("bench")
	u := newUI(a, w, timing{saveDelay: time.Hour}) // saves wait: measured apart
	w.SetContent(u.content())
	w.Resize(fyne.NewSize(1000, 700))
	u.w.tabs.Select(u.w.timerTab)
	u.cv.inspection.SetChecked(false)
	clk := newFakeClock(u)
	b.Run("solve", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			press(u, fyne.KeySpace, false)
			clk.add(9 * time.Second)
			press(u, fyne.KeySpace, false)
		}
		reportCPU(b, cpu)
	})
	b.Run("dnf", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			u.cv.solves.Select(0)
			u.cv.dnf.OnTapped()
		}
		reportCPU(b, cpu)
	})
	b.Run("delete", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			u.sess.Solves().Add(model.Solve{Time: 9 * time.Second, Size: 3})
			u.cv.solves.Select(0)
			u.cv.del.OnTapped()
		}
		reportCPU(b, cpu)
	})
	b.Run("save-ui", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			u.sess.Solves().Add(model.Solve{Time: 9 * time.Second, Size: 3})
			_ = model.SnapshotConventions(u.sess, u.cv.conv)
		}
		reportCPU(b, cpu)
	})
	b.Run("save-background", func(b *testing.B) {
		cpu := processCPU()
		for b.Loop() {
			u.sess.Solves().Add(model.Solve{Time: 9 * time.Second, Size: 3})
			u.saveConventions(true)
		}
		reportCPU(b, cpu)
	})
}

// reportCPU reports the process CPU time per iteration since cpu (the
// machine is shared: ns/op grows with its load, CPU time much less).
func reportCPU(b *testing.B, cpu time.Duration) {
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N)/1e6, "cpu-ms/op")
}
