package reduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/twophase"
	"cubelab/cube"
)

func init() {
	algorithms.Register(algorithms.Method{
		Name:        "reduction",
		Description: "reduction: centres, edge pairing, parity, then the 3x3x3 two-phase solver (4x4x4 and up)",
		Sizes:       func(n int) bool { return n >= 4 && n <= cube.MaxN },
		Rank:        1,
		New:         func(cfg algorithms.Config) algorithms.Solver { return New(cfg) },
	})
	// Random-state scrambles solve a cube; only sizes the solver handles in
	// seconds get one (see the package notes on N >= 8).
	for n := 4; n <= maxFastN; n++ {
		algorithms.RegisterScrambler(n, scrambler(n))
	}
}

// maxFastN is the largest size solved in seconds; bigger cubes work through
// the same stages but their edge pairing often gets stuck in slow searches.
const maxFastN = 7

// Solver is the reduction method; it implements algorithms.Solver.
type Solver struct {
	cfg algorithms.Config
	// deterministic makes the 3x3x3 stage independent of timing, so the
	// same state and seed always give the same moves (seeded scrambles).
	deterministic bool
}

// New returns a reduction solver. cfg.Seed seeds the random kicks of the edge
// stage; cfg.MaxNodes and cfg.TimeLimit pass to the 3x3x3 stage.
func New(cfg algorithms.Config) *Solver { return &Solver{cfg: cfg} }

// Name returns "reduction".
func (s *Solver) Name() string { return "reduction" }

// Supports reports whether n is 4..cube.MaxN.
func (s *Solver) Supports(n int) bool { return n >= 4 && n <= cube.MaxN }

// Solve returns moves that solve c as given (the orientation it ends in is
// whichever the centres were grouped to).
func (s *Solver) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	start := time.Now()
	if c == nil {
		return nil, fmt.Errorf("reduction: no cube")
	}
	n := c.N()
	if !s.Supports(n) {
		return nil, fmt.Errorf("%w: reduction solves 4x4x4 and bigger, not %dx%dx%d", algorithms.ErrUnsupported, n, n, n)
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("reduction: invalid cube: %w", err)
	}
	report := func(stage string) {
		if progress != nil {
			progress(algorithms.Progress{Stage: stage, Elapsed: time.Since(start), Fraction: -1})
		}
	}
	report("building tables")
	g := geomFor(n)
	seed := s.cfg.Seed
	if seed == 0 {
		seed = 1
	}
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	col := chooseColours(c, g)
	// Small cubes are quick enough to try each axis first and keep the
	// shortest solution.
	tries := 1
	if n <= maxTryN {
		tries = len(centreOrders)
	}
	var steps []algorithms.Step
	best := -1
	for i := 0; i < tries; i++ {
		st, err := s.solveOnce(ctx, c, g, col, centreOrders[i], rng, report)
		if err != nil {
			return nil, err
		}
		if l := stepsLen(st, n); best < 0 || l < best {
			steps, best = st, l
		}
	}
	sol := &algorithms.Solution{Stats: algorithms.Stats{Iterations: int64(len(steps))}}
	for _, st := range steps {
		st.Moves = cube.Simplify(st.Moves, n, cube.SimplifyOptions{})
		if len(st.Moves) == 0 {
			continue
		}
		sol.Steps = append(sol.Steps, st)
		sol.Moves = append(sol.Moves, st.Moves...)
	}
	sol.Stats.Duration = time.Since(start)
	return sol, nil
}

// maxTryN is the largest size that tries every centre order.
const maxTryN = 4

func stepsLen(steps []algorithms.Step, n int) int {
	l := 0
	for _, st := range steps {
		l += len(cube.Simplify(st.Moves, n, cube.SimplifyOptions{}))
	}
	return l
}

// solveOnce runs the stages on a copy of c with the given centre colours and
// face order.
func (s *Solver) solveOnce(ctx context.Context, c *cube.Cube, g *geom, col, order [6]cube.Face, rng *rand.Rand, report func(string)) ([]algorithms.Step, error) {
	w := c.Clone()
	var steps []algorithms.Step
	centres, err := solveCentres(ctx, w, g, col, order, report)
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	steps = append(steps, algorithms.Step{Name: "centres", Moves: centres})
	edges, err := pairEdges(ctx, w, g, rng, report)
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	steps = append(steps, algorithms.Step{Name: "edge pairing", Moves: edges})
	report("parity")
	parity, err := fixParity(w, g, col)
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	if len(parity) > 0 {
		steps = append(steps, algorithms.Step{Name: "parity", Moves: parity})
	}
	report("3x3 stage")
	three, err := solveThree(ctx, w, s.threeSolver())
	if err != nil {
		return nil, fmt.Errorf("reduction: %w", err)
	}
	steps = append(steps, algorithms.Step{Name: "3x3 stage", Moves: three})
	if !w.IsSolved() {
		return nil, fmt.Errorf("reduction: internal error: the stages left the cube unsolved")
	}
	return steps, nil
}

// scrambler returns the random-state scrambler for NxNxN: it scrambles a cube
// with a long random-move sequence (ten times the default length, which is
// close to uniform but not provably so), solves it and returns the inverse of
// the solution, so the scramble is as short as the solver makes it and not a
// recognisable random-move sequence.
func scrambler(n int) algorithms.RandomStateScrambler {
	return func(ctx context.Context, rng *rand.Rand) (string, error) {
		c := cube.MustNew(n)
		if err := c.ApplyAlg(cube.RandomMoves(n, 10*cube.DefaultScrambleLength(n, rng), rng)); err != nil {
			return "", err
		}
		s := New(algorithms.Config{Seed: rng.Uint64()})
		s.deterministic = true
		sol, err := s.Solve(ctx, c, nil)
		if err != nil {
			return "", fmt.Errorf("random-state scramble %dx%dx%d: %w", n, n, n, err)
		}
		return sol.Moves.Inverse().String(), nil
	}
}

// threeSolver is the two-phase solver of the 3x3x3 stage.
func (s *Solver) threeSolver() *twophase.Solver {
	cfg := algorithms.Config{MaxNodes: s.cfg.MaxNodes, TimeLimit: s.cfg.TimeLimit}
	if s.deterministic {
		cfg.MaxLength = twophase.ScrambleLength
		return twophase.NewDeterministic(cfg)
	}
	return twophase.New(cfg)
}
