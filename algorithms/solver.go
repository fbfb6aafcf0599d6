// Package algorithms holds Cubelab's solvers behind one interface, and the
// registry the front ends pick them from. Each method lives in its own
// sub-package and registers itself; import cubelab/algorithms/methods to get
// them all.
package algorithms

import (
	"context"
	"errors"
	"fmt"
	"time"

	"cubelab/cube"
)

// Solver finds a sequence of moves that solves a cube.
type Solver interface {
	// Name is the method's command-line name, e.g. "kociemba".
	Name() string
	// Solve returns moves that, applied to c from its current orientation,
	// leave every face a single colour. c is not modified. It stops promptly
	// when ctx is done (returning ctx.Err() wrapped), and returns an error
	// wrapping ErrGaveUp when its node, memory or generation budget runs out.
	// progress, if not nil, is called from the solving goroutine now and then.
	Solve(ctx context.Context, c *cube.Cube, progress func(Progress)) (*Solution, error)
}

// Stats measures one solve.
type Stats struct {
	Duration   time.Duration
	Visited    int64 // nodes expanded (states whose successors were generated)
	Generated  int64 // nodes generated
	PeakMemory int64 // bytes, an estimate of the largest working set (tables excluded)
	Iterations int64 // deepening iterations, generations or annealing steps
}

// Step is one named stage of a solution, e.g. "cross" or "phase 2".
type Step struct {
	Name  string
	Moves cube.Alg
}

// Solution is a solver's answer.
type Solution struct {
	Moves   cube.Alg // the whole solution, applied from the given state
	Steps   []Step   // optional breakdown; the steps' moves concatenated equal Moves
	Optimal bool     // proven shortest in the half-turn metric
	Stats   Stats
}

// AddStep appends a named step to the solution: its moves join Moves, so
// the steps keep adding up to the whole.
func (s *Solution) AddStep(name string, moves cube.Alg) {
	s.Steps = append(s.Steps, Step{Name: name, Moves: moves})
	s.Moves = append(s.Moves, moves...)
}

// Progress reports on a running solve.
type Progress struct {
	Stage    string // what the solver is doing, e.g. "depth 9" or "building tables"
	Visited  int64
	Elapsed  time.Duration
	Best     int     // length of the best solution so far, 0 if none
	Fraction float64 // 0..1 when the solver can estimate it, else -1
}

// ErrGaveUp is wrapped by errors of solvers that stopped without a solution
// because a budget ran out.
var ErrGaveUp = errors.New("solver gave up")

// ErrUnsupported is wrapped when a method cannot solve a cube of that size.
var ErrUnsupported = errors.New("method does not support this cube size")

// Config tunes a method. Zero values mean the method's defaults.
type Config struct {
	Seed      uint64        // randomness for stochastic methods; 0 picks a fixed default
	MaxNodes  int64         // node budget
	MaxMemory int64         // working-memory budget in bytes
	Weight    float64       // weighted A*: f = g + Weight·h
	MaxLength int           // searching methods: stop at the first solution this short
	TimeLimit time.Duration // methods that keep improving: stop improving after this
	Threads   int           // goroutines one solve may use (0: the method's default)
	TableSize string        // methods with a choice of pruning tables: which ("" the default)
}

// GaveUp builds an ErrGaveUp error with a reason.
func GaveUp(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrGaveUp, fmt.Sprintf(format, args...))
}
