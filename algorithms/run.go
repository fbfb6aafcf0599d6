package algorithms

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"cubelab/cube"
)

// ErrWrongSolution marks an answer that does not solve the cube it was
// asked about (a bug in the solver, never the user's fault).
var ErrWrongSolution = errors.New("wrong solution")

// SolveChecked runs s the way every front end does: it builds the solver's
// tables first (Prepare, announced to progress as "building tables", with
// the fraction done if s is a ProgressPreparer; their
// time is returned as setup, apart from the solution's Duration), solves c,
// fills in Duration for a solver that left it 0, simplifies the answer
// (Tidy) and applies it to check it. A wrong answer is an error wrapping
// ErrWrongSolution that reads "NAME returned a wrong solution: why".
func SolveChecked(ctx context.Context, s Solver, c *cube.Cube, progress func(Progress)) (sol *Solution, setup time.Duration, err error) {
	_, reports := s.(ProgressPreparer) // it says itself whether it loads or builds
	if _, ok := s.(Preparer); ok && progress != nil && !reports {
		progress(Progress{Stage: StageBuildingTables, Fraction: -1})
	}
	if setup, err = prepareReporting(ctx, s, c.N(), progress); err != nil {
		return nil, setup, err
	}
	start := time.Now()
	if sol, err = s.Solve(ctx, c, progress); err != nil {
		return nil, setup, err
	}
	if sol != nil && sol.Stats.Duration == 0 {
		sol.Stats.Duration = time.Since(start)
	}
	Tidy(sol, c.N())
	if verr := Verify(c, sol); verr != nil {
		return nil, setup, fmt.Errorf("%s returned a %w: %v", s.Name(), ErrWrongSolution, verr)
	}
	return sol, setup, nil
}

// Named returns err as the front ends show it: the method's name once in
// front, however many layers of the solver (its stages, the solvers it
// calls, ErrGaveUp's wrapping) named it on the way: "kociemba: solver gave
// up: ...", never "kociemba: solver gave up: kociemba: ...". Errors from
// SolveChecked's check already read "NAME returned a wrong solution" and
// are returned as they are. errors.Is and As see through the result.
func Named(name string, err error) error {
	if err == nil || errors.Is(err, ErrWrongSolution) {
		return err
	}
	return &namedError{name: name, err: err}
}

type namedError struct {
	name string
	err  error
}

func (e *namedError) Error() string {
	return e.name + ": " + strings.ReplaceAll(e.err.Error(), e.name+": ", "")
}

func (e *namedError) Unwrap() error { return e.err }
