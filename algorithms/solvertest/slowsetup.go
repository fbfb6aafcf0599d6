package solvertest

import (
	"context"
	"sync"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// SlowSetupDelay is how long SlowSetup's table "build" takes.
const SlowSetupDelay = 60 * time.Millisecond

var registerSlowSetup sync.Once

// SlowSetup registers (once) and returns the name of a test method for
// 3x3x3 cubes whose Prepare takes SlowSetupDelay the first time, as a table
// build would, and whose Solve finds one-move solutions at once. Front-end
// tests use it to check that setup is timed apart from the search. The
// build state is per solver, so every New starts cold.
func SlowSetup() string {
	const name = "test-slow-setup"
	registerSlowSetup.Do(func() {
		algorithms.Register(algorithms.Method{
			Name: name, Description: "builds pretend tables slowly, then solves one-move scrambles (tests only)", Rank: 1 << 30,
			Sizes: algorithms.SizeIn(3),
			New:   func(algorithms.Config) algorithms.Solver { return &slowSetup{} },
		})
	})
	return name
}

type slowSetup struct {
	mu    sync.Mutex
	built bool
}

func (*slowSetup) Name() string { return "test-slow-setup" }

// Prepare waits SlowSetupDelay (or until ctx ends) the first time.
func (s *slowSetup) Prepare(ctx context.Context, n int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.built {
		return nil
	}
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(SlowSetupDelay):
		s.built = true
		return nil
	}
}

// Solve builds if needed, then tries every outer quarter and half turn.
func (s *slowSetup) Solve(ctx context.Context, c *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	if err := s.Prepare(ctx, c.N()); err != nil {
		return nil, err
	}
	if c.IsSolved() {
		return &algorithms.Solution{Stats: algorithms.Stats{Duration: time.Since(start)}}, nil
	}
	for _, f := range []string{"U", "L", "F", "R", "B", "D"} {
		for _, suffix := range []string{"", "'", "2"} {
			a := cube.MustParseAlg(f+suffix, 3)
			t := c.Clone()
			if err := t.ApplyAlg(a); err == nil && t.IsSolved() {
				return &algorithms.Solution{Moves: a, Stats: algorithms.Stats{Duration: time.Since(start), Visited: 1}}, nil
			}
		}
	}
	return nil, algorithms.GaveUp("not one move from solved")
}

var _ algorithms.Preparer = (*slowSetup)(nil)
