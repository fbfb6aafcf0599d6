package gui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"cubelab/ui/gui/model"
)

// solvesFile writes a conventions file holding n good solves (header
// line 1, solve i on line i+1) and the extra rows, with a valid checksum,
// and returns its path.
func solvesFile(t testing.TB, a fyne.App, n int, extra ...string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("No.,Time,Penalty,Result,Scramble,Date,Size\n")
	start := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	for i := 1; i <= n; i++ {
		ms := 8000 + (i*7919)%9000
		fmt.Fprintf(&b, "%d,%d.%03d,,x,R U' F2 D B' L2 U R2 F' D2 B U2 L' R2 D' F B2 U' L D2,%s,3\n",
			i, ms/1000, ms%1000, start.Add(time.Duration(i)*time.Minute).Format(time.RFC3339))
	}
	for _, r := range extra {
		b.WriteString(r + "\n")
	}
	s, _ := model.New(3, 1)
	m := model.EncodeConventions(s, model.DefaultConventions())
	m["cubelab.solves"] = b.String()
	path := conventionsPath(a)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, frameForTest(m), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// frameForTest frames preferences as the app saves them (through a real
// save of a session whose conventions are m).
func frameForTest(m map[string]string) []byte {
	s, _ := model.New(3, 1)
	c, _ := model.DecodeConventions(m, s, func(string) error { return nil })
	return model.EncodeConventionsState(s, c)
}

// Issue 43 item 2: one bad row (a NaN or negative time, valid checksum)
// among five good solves made the window rewrite conventions.txt with the
// header only. The good rows stay, the status line names the line, and
// the original file is kept aside before the rewrite.
func TestBadSolveRowKeepsTheGoodOnes(t *testing.T) {
	for _, bad := range []string{"6,NaN,,NaN,R,2026-11-28T10:00:00Z,3", "6,-5,,-5,R,2026-11-28T10:00:00Z,3"} {
		a := test.NewTempApp(t)
		path := conventionsPathFor(t, a)
		orig := badConventions(t, path, bad)
		u := newTestUI(t, a)
		if n := u.sess.Solves().Len(); n != 5 {
			t.Errorf("%s: %d solves loaded, want the 5 good ones", bad, n)
		}
		if st := u.w.status.Text; !strings.Contains(st, "line 7") || !strings.Contains(st, ".rejected") {
			t.Errorf("%s: status %q does not name line 7 and the kept copy", bad, st)
		}
		// The start-up rewrote the file (to say it once): the good rows
		// are in it, and the original is aside.
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i <= 5; i++ {
			if !strings.Contains(string(data), fmt.Sprintf(`\n%d,`, i)) {
				t.Errorf("%s: the rewritten file lost solve %d", bad, i)
			}
		}
		if kept, err := os.ReadFile(path + ".rejected"); err != nil || string(kept) != string(orig) {
			t.Errorf("%s: the original is not kept whole (%v)", bad, err)
		}
		if v := newTestUI(t, a); v.sess.Solves().Len() != 5 || strings.Contains(v.w.status.Text, "ignored") {
			t.Errorf("%s: next start: %d solves, status %q", bad, v.sess.Solves().Len(), v.w.status.Text)
		}
	}
}

// conventionsPathFor is the test app's conventions file, its directory made.
func conventionsPathFor(t *testing.T, a fyne.App) string {
	t.Helper()
	path := conventionsPath(a)
	if path == "" {
		t.Fatal("the test app has no file storage")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	return path
}

// badConventions writes five good solves and the bad row, framed with a
// valid checksum, and returns the bytes.
func badConventions(t *testing.T, path, bad string) []byte {
	t.Helper()
	rows := "No.,Time,Penalty,Result,Scramble,Date,Size\n"
	for i := 1; i <= 5; i++ {
		rows += fmt.Sprintf("%d,%d.250,,%d.25,R U,2026-11-28T10:0%d:00Z,3\n", i, i+4, i+4, i)
	}
	rows += bad + "\n"
	body := "cubelab session 1\ncubelab.solves " + fmt.Sprintf("%q", rows) + "\n"
	data := []byte(body + fmt.Sprintf("crc32 %08x\n", crc32IEEE([]byte(body))))
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return data
}

// Issue 42 item 7: after an edit the status line tells the statistics it
// leaves; removing a DNF no longer leaves "ao5 DNF" there while the panel
// shows a time.
func TestStatusAfterSolveEdit(t *testing.T) {
	a := test.NewTempApp(t)
	u := newTestUI(t, a)
	clk := newFakeClock(u)
	u.w.tabs.Select(u.w.timerTab)
	u.cv.inspection.SetChecked(false)
	s := u.sess.Solves()
	for _, r := range []struct {
		ms int
		p  model.Penalty
	}{{4201, 0}, {5359, 0}, {6499, model.PenaltyDNF}, {6499, 0}, {7889, 0}} {
		s.Add(model.Solve{Time: time.Duration(r.ms) * time.Millisecond, Penalty: r.p, Size: 3})
	}
	// A manual solve, then DNF'd: two DNFs in the last five make the ao5 DNF.
	press(u, fyne.KeySpace, false)
	clk.add(9102 * time.Millisecond)
	press(u, fyne.KeySpace, false)
	u.cv.solves.Select(0)
	u.cv.dnf.OnTapped()
	if st := u.w.status.Text; !strings.Contains(st, "ao5 DNF") {
		t.Fatalf("status %q after two DNFs", st)
	}
	u.cv.solves.Select(3) // the first DNF (rows are newest first)
	u.cv.del.OnTapped()
	if s.Len() != 5 {
		t.Fatalf("%d solves after the delete", s.Len())
	}
	// 4.20 5.35 6.49 7.88 DNF: the ao5 counts 5.35, 6.49 and 7.88 as
	// recorded, 6.57.
	if st := u.w.status.Text; !strings.Contains(st, "ao5 6.57") {
		t.Errorf("status %q after deleting the DNF, want ao5 6.57", st)
	}
	if !strings.Contains(u.cv.stats.Text, "ao5 6.57") {
		t.Errorf("panel %q, want ao5 6.57", u.cv.stats.Text)
	}
}

// An import is taken whole or refused with the bad line named (it was
// read cut at 16 MB before, so a big csTimer history failed on a torn
// last row).
func TestReadSolvesImport(t *testing.T) {
	head := "No.,Time,Penalty,Result,Scramble,Date,Size\n"
	row := "1,9.123,,9.12,R U,2026-11-28T10:00:00Z,3\n"
	if in, err := readSolvesImport(strings.NewReader(head + row + row)); err != nil || len(in) != 2 {
		t.Errorf("two rows: %d solves, %v", len(in), err)
	}
	if _, err := readSolvesImport(strings.NewReader(head + row + "2,NaN,,x,R,2026-11-28T10:00:00Z,3\n")); err == nil || !strings.Contains(err.Error(), "line 3") {
		t.Errorf("a bad row: %v, want an error naming line 3", err)
	}
}

// A saved file too large to read is not read, so it cannot be copied
// aside: it is moved aside whole before the start-up save replaces it.
func TestTooLargeSavedFileSetAside(t *testing.T) {
	a := test.NewTempApp(t)
	path := statePath(a)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	huge := make([]byte, maxStateBytes+1)
	if err := os.WriteFile(path, huge, 0o600); err != nil {
		t.Fatal(err)
	}
	u := newTestUI(t, a)
	if st := u.w.status.Text; !strings.Contains(st, "session.txt.rejected") {
		t.Errorf("status %q does not say where the file went", st)
	}
	if st, err := os.Stat(path + ".rejected"); err != nil || st.Size() != int64(len(huge)) {
		t.Errorf("the too-large file was not kept whole: %v", err)
	}
	if data, err := os.ReadFile(path); err != nil || len(data) >= len(huge) {
		t.Errorf("no fresh session was saved (%v)", err)
	}
}
