package gui

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods" // every method registers itself
	"cubelab/cube"
	"cubelab/ui/gui/model"
)

// progressEvery throttles progress updates handed to the UI goroutine.
const progressEvery = 100 * time.Millisecond

// solveJob is one solver run in its own goroutine.
type solveJob struct {
	method  string
	from    *cube.Cube
	cancel  context.CancelFunc
	started time.Time
	toFile  string               // "solve <file>" from the algorithm entry
	last    *algorithms.Progress // latest report, nil before the first
	setup   time.Duration        // building or loading the tables, apart from the search
}

// startSolve runs the selected method: Human starts the timer; any other
// method solves a copy of the cube off the UI goroutine.
func (u *ui) startSolve() {
	u.startSolveTo("")
}

func (u *ui) startSolveTo(file string) {
	if u.solve != nil {
		return // already running; the button reads Cancel
	}
	method := model.MethodName(u.w.method.Selected)
	if method == humanMethod || method == "" {
		if file != "" {
			u.showError(fmt.Errorf("choose a solving method (not Human) to solve to %s", file))
			return
		}
		if u.askBeforeEndingHuman("start the clock again") {
			u.startHuman()
		}
		return
	}
	if file == "" && !u.askBeforeEndingHuman("solve with "+method) {
		return
	}
	n := u.sess.N()
	solver, err := algorithms.New(method, n, algorithms.Config{TableSize: u.tableSize(method)})
	if err != nil {
		u.showError(err)
		return
	}
	from := u.sess.Cube().Clone()
	if from.IsSolved() {
		shuffle := "the Shuffle button"
		if key := u.cv.keys.Map.KeyFor(model.CmdShuffle); key != "" {
			shuffle = key + " or " + shuffle
		}
		u.setStatus("Already solved: shuffle first (" + shuffle + ").")
		return
	}
	milestone("solve-start")
	ctx, cancel := solveContext()
	job := &solveJob{method: method, from: from, cancel: cancel, started: time.Now(), toFile: file}
	u.solve = job
	u.playing = false
	u.setStatus(fmt.Sprintf("Solving with %s…", method))
	u.refresh()
	u.startClock()
	go runSolver(ctx, solver, from.Clone(), func(p algorithms.Progress) {
		fyne.Do(func() { u.showProgress(job, p) })
	}, func(sol *algorithms.Solution, setup time.Duration, err error) {
		cancel()
		fyne.Do(func() { job.setup = setup; u.solveDone(job, sol, err) })
	})
}

// runSolver calls the solver through algorithms.SolveChecked (tables, then
// the search, then the check of its answer), throttles its progress, and
// turns a panic into an error: a buggy method must not take the window down.
// done gets the table time (setup) apart from the solution.
func runSolver(ctx context.Context, s algorithms.Solver, c *cube.Cube, progress func(algorithms.Progress), done func(*algorithms.Solution, time.Duration, error)) {
	var sol *algorithms.Solution
	var setup time.Duration
	var err error
	defer func() {
		if r := recover(); r != nil {
			sol, err = nil, fmt.Errorf("%s crashed: %v", s.Name(), r)
		}
		done(sol, setup, err)
	}()
	var last time.Time
	throttled := func(p algorithms.Progress) {
		if now := time.Now(); now.Sub(last) >= progressEvery {
			last = now
			progress(p)
		}
	}
	from := c.Clone()
	sol, setup, err = algorithms.SolveChecked(ctx, s, c, throttled)
	if err == nil && sol != nil {
		sol = shorten(ctx, s.Name(), from, sol, throttled)
	}
}

// showProgress updates the progress row while job runs.
func (u *ui) showProgress(job *solveJob, p algorithms.Progress) {
	if u.solve != job {
		return
	}
	job.last = &p
	u.renderProgress(job)
	if p.Fraction >= 0 && p.Fraction <= 1 {
		u.w.progressSpin.Hide()
		u.w.progressBar.Show()
		u.w.progressBar.SetValue(p.Fraction)
	}
}

// renderProgress writes the progress line: nodes, stage and best so far from
// the solver's last report, elapsed time from the window's clock (a solver
// building tables may not report for a while, and the time must still run).
func (u *ui) renderProgress(job *solveJob) {
	elapsed := formatDuration(time.Since(job.started))
	p := job.last
	if p == nil {
		u.w.progressLabel.SetText(fmt.Sprintf("%s: starting, %s", job.method, elapsed))
		return
	}
	txt := job.method + ": " + elapsed
	if p.Visited > 0 {
		txt = fmt.Sprintf("%s: %s nodes, %s", job.method, humanCount(p.Visited), elapsed)
	}
	if p.Stage != "" {
		txt += " · " + p.Stage
	}
	if p.Best > 0 {
		txt += fmt.Sprintf(" · best %d", p.Best)
	}
	u.w.progressLabel.SetText(txt)
}

// solveDone shows the result of job: a playable solution, or a dialog.
func (u *ui) solveDone(job *solveJob, sol *algorithms.Solution, err error) {
	if u.solve != job {
		return
	}
	u.solve = nil
	milestoneAfter("solve-setup", job.setup)
	milestoneAfter("solve-done", time.Since(job.started))
	defer func() {
		u.refresh()
		if u.onSolveDone != nil {
			u.onSolveDone()
		}
	}()
	switch {
	case errors.Is(err, context.Canceled):
		u.setStatus("Solve cancelled.")
		return
	case errors.Is(err, context.DeadlineExceeded):
		u.showError(fmt.Errorf("%s took too long and was stopped", job.method))
		return
	case errors.Is(err, algorithms.ErrGaveUp):
		u.showInfo("No solution", algorithms.Named(job.method, err).Error())
		u.setStatus(job.method + " gave up.")
		return
	case err != nil:
		u.showError(algorithms.Named(job.method, err))
		return
	}
	if !u.sess.Cube().Equal(job.from) {
		u.showError(fmt.Errorf("the cube changed while %s was solving; solve again", job.method))
		return
	}
	sol = backToStart(job.from, sol)
	if err := u.sess.LoadSolution(job.method, sol.Moves); err != nil {
		u.showError(err)
		return
	}
	u.solutions[u.sess.N()] = &shownSolution{sol: sol, from: job.from, by: job.method, setup: job.setup}
	u.w.tabs.Select(u.w.solutionTab)
	if job.toFile != "" {
		if err := os.WriteFile(job.toFile, []byte(u.solutionText()), 0o644); err != nil {
			u.showError(fmt.Errorf("saving the solution: %w", err))
		} else {
			u.setStatus("Solution saved to " + job.toFile)
		}
		return
	}
	if u.autoPlay {
		u.togglePlay()
	}
}

// showError shows err in a dialog (never a crash).
func (u *ui) showError(err error) {
	u.showDialog(dialog.NewError(err, u.win))
	u.setStatus("Error: " + err.Error())
}

// humanCount prints 1234567 as 1.2M.
func humanCount(v int64) string {
	switch {
	case v >= 1e9:
		return fmt.Sprintf("%.1fG", float64(v)/1e9)
	case v >= 1e6:
		return fmt.Sprintf("%.1fM", float64(v)/1e6)
	case v >= 1e4:
		return fmt.Sprintf("%.0fk", float64(v)/1e3)
	}
	return fmt.Sprint(v)
}
