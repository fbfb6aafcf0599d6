// Package lab compares solving methods the way the original 2x2x2 study did
// (docs/origins.md):
// the same random-move scrambles for every method, methods run one at a
// time, a timeout per solve that counts as a failure, and per-method
// statistics (time, nodes, solution length against the optimal length when
// an oracle for it exists). It works for any cube size; the registry
// supplies the methods.
package lab

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Options configure a benchmark run.
type Options struct {
	N       int      // cube size
	Methods []string // method names; empty means every method for N but the Slow ones
	Runs    int      // number of scrambles (default 50, as in the original study)
	Seed    uint64   // scramble seed (0: a fixed default, so runs repeat)
	// MinMoves..MaxMoves is the random-move scramble length; zero means
	// 30..40 for 2x2x2 (the original study's) and the cube package's default otherwise.
	MinMoves, MaxMoves int
	// Scrambles is the kind of scramble: ScrambleMoves (random moves),
	// ScrambleStates (uniformly random states, from the registered
	// random-state scrambler for N) or "" for the default: random states
	// on 4x4x4 and bigger, where random moves leave many pieces far from
	// random, random moves on smaller cubes (the original study's).
	Scrambles string
	// RandomState is what Scrambles resolved to for N.
	RandomState bool
	Timeout     time.Duration // per solve (default 10 s); a timeout is a failure
	Config      algorithms.Config
	// Optimal, if set, returns the optimal HTM length of a cube; it enables
	// the optimal-length ratio and distribution.
	Optimal func(*cube.Cube) (int, error)
	// Progress, if set, is called before each solve and once at the end.
	Progress func(done, total int, method string)
}

// DefaultRuns and DefaultTimeout are the original study's protocol and our cap.
const (
	DefaultRuns    = 50
	DefaultTimeout = 10 * time.Second
	defaultSeed    = 20240501
)

// Position is one benchmark scramble.
type Position struct {
	Scramble cube.Alg
	Optimal  int // optimal HTM length, -1 when unknown
}

// Result is one method's attempt on one position.
type Result struct {
	Method    string
	Position  int
	Solved    bool
	TimedOut  bool
	Err       string // why it failed
	Moves     int    // OBTM length: the WCA's count, HTM on 2x2x2 and 3x3x3 (a slice is two)
	BTM       int    // block turn length: any block of adjacent layers is one
	QTM       int
	Duration  time.Duration
	CPU       time.Duration // the solving thread's CPU time, 0 when unknown
	Visited   int64
	Generated int64
	Memory    int64
	Optimal   int // the position's optimal length, -1 when unknown
}

// Report is a finished run.
type Report struct {
	Options   Options
	Positions []Position
	Results   []Result
	Methods   []string
}

// Positions makes the scrambles of a run: reproducible from the seed.
func Positions(opt Options) ([]Position, error) {
	opt = withDefaults(opt)
	rng := rand.New(rand.NewPCG(opt.Seed, opt.Seed^0x2545f4914f6cdd1d))
	out := make([]Position, opt.Runs)
	for i := range out {
		l := opt.MinMoves
		if opt.MaxMoves > opt.MinMoves {
			l += rng.IntN(opt.MaxMoves - opt.MinMoves + 1)
		}
		out[i] = Position{Scramble: cube.RandomMoves(opt.N, l, rng), Optimal: -1}
		if opt.RandomState {
			s, err := algorithms.RandomStateScramble(context.Background(), opt.N, rng)
			if err != nil {
				return nil, fmt.Errorf("random-state scramble %d: %w", i+1, err)
			}
			if out[i].Scramble, err = cube.ParseAlg(s, opt.N); err != nil {
				return nil, fmt.Errorf("random-state scramble %d: %w", i+1, err)
			}
		}
		if opt.Optimal != nil {
			c, err := cube.New(opt.N)
			if err != nil {
				return nil, err
			}
			if err := c.ApplyAlg(out[i].Scramble); err != nil {
				return nil, err
			}
			d, err := opt.Optimal(c)
			if err != nil {
				return nil, fmt.Errorf("optimal length of scramble %d: %w", i+1, err)
			}
			out[i].Optimal = d
		}
	}
	return out, nil
}

// Kinds of scramble for Options.Scrambles.
const (
	ScrambleMoves  = "moves"
	ScrambleStates = "states"
)

func withDefaults(opt Options) Options {
	switch opt.Scrambles {
	case ScrambleMoves:
		opt.RandomState = false
	case ScrambleStates:
		opt.RandomState = true
	default:
		opt.RandomState = opt.N >= 4 && slices.Contains(algorithms.RandomStateSizes(), opt.N)
	}
	if opt.Runs <= 0 {
		opt.Runs = DefaultRuns
	}
	if opt.Seed == 0 {
		opt.Seed = defaultSeed
	}
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	if opt.MinMoves <= 0 {
		if opt.N == 2 {
			opt.MinMoves, opt.MaxMoves = 30, 40
		} else {
			l := cube.DefaultScrambleLength(opt.N, rand.New(rand.NewPCG(1, 1)))
			opt.MinMoves, opt.MaxMoves = l, l
		}
	}
	if opt.MaxMoves < opt.MinMoves {
		opt.MaxMoves = opt.MinMoves
	}
	if len(opt.Methods) == 0 {
		opt.Methods = algorithms.QuickNames(opt.N) // the optimal solver is the oracle, not a contestant
	} else {
		opt.Methods = append([]string(nil), opt.Methods...) // Run rewrites names; keep the caller's slice
	}
	return opt
}

// Run benchmarks every method on every position, one solve at a time
// (unlike the original study, whose methods ran at once and competed for the CPU), one
// method after the other, each after an untimed setup solve. It
// stops early, with what it has, when ctx is cancelled.
func Run(ctx context.Context, opt Options) (*Report, error) {
	if opt.N < 2 || opt.N > cube.MaxN {
		return nil, fmt.Errorf("bench: cube size %d out of range 2..%d", opt.N, cube.MaxN)
	}
	opt = withDefaults(opt)
	solvers := make([]algorithms.Solver, len(opt.Methods))
	for i, name := range opt.Methods {
		s, err := algorithms.New(name, opt.N, opt.Config)
		if err != nil {
			return nil, fmt.Errorf("bench: %w", err)
		}
		solvers[i] = s
		opt.Methods[i] = s.Name()
	}
	pos, err := Positions(opt)
	if err != nil {
		return nil, fmt.Errorf("bench: %w", err)
	}
	// Warm up: one untimed solve of a one-move cube per method, just before
	// its run, so tables built on first use (and lazy init) are not charged
	// to the first scramble. Figures are "after setup", as the floors are
	// stated.
	warm, err := cube.New(opt.N)
	if err != nil {
		return nil, err
	}
	if err := warm.Apply(cube.Turn(cube.R, 1)); err != nil {
		return nil, err
	}
	cubes := make([]*cube.Cube, len(pos))
	for pi, p := range pos {
		c, err := cube.New(opt.N)
		if err != nil {
			return nil, err
		}
		if err := c.ApplyAlg(p.Scramble); err != nil {
			return nil, fmt.Errorf("bench: scramble %d: %w", pi+1, err)
		}
		cubes[pi] = c
	}
	rep := &Report{Options: opt, Positions: pos, Methods: opt.Methods}
	total, done := len(pos)*len(solvers), 0
	// Each method solves every position before the next method starts.
	// Interleaving them (every method on scramble 1, then on scramble 2...)
	// measured something else for the fast methods: a table read once a
	// second, while the slow methods and the machine's other processes
	// evict it, costs 20-30 µs a solve in cache misses instead of 2-4.
	for _, s := range solvers {
		if opt.Progress != nil {
			opt.Progress(done, total, s.Name()+" (setup)")
		}
		solveOne(ctx, s, warm, 0, -1, opt.Timeout)
		for pi, p := range pos {
			if ctx.Err() != nil {
				return rep, fmt.Errorf("bench: stopped after %d of %d solves: %w", done, total, ctx.Err())
			}
			if opt.Progress != nil {
				opt.Progress(done, total, s.Name())
			}
			res := solveOne(ctx, s, cubes[pi], pi, p.Optimal, opt.Timeout)
			if ctx.Err() != nil && !res.Solved {
				// The interrupt, not the method, ended this solve: leave it
				// out rather than count a failure the method did not make.
				return rep, fmt.Errorf("bench: stopped after %d of %d solves: %w", done, total, ctx.Err())
			}
			rep.Results = append(rep.Results, res)
			done++
		}
	}
	if opt.Progress != nil {
		opt.Progress(done, total, "")
	}
	return rep, nil
}

// cpuReadCost estimates what measuring a solve's CPU time adds to it: the
// least CPU time seen between two clock reads with a wall-clock read (as
// solveOne does) between them.
var cpuReadCost = sync.OnceValue(func() time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	least := time.Duration(-1)
	for i := 0; i < 50; i++ {
		a, ok := threadCPU()
		_ = time.Now()
		b, ok2 := threadCPU()
		if !ok || !ok2 {
			return 0
		}
		if d := b - a; least < 0 || d < least {
			least = d
		}
	}
	return max(least, 0)
})

func solveOne(ctx context.Context, s algorithms.Solver, c *cube.Cube, pi, optimal int, timeout time.Duration) Result {
	r := Result{Method: s.Name(), Position: pi, Optimal: optimal}
	sctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	// Pin the solve to one OS thread so its CPU time can be read: the
	// solvers are single-threaded, and GC work on other threads is not
	// counted.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	cpu0, cpuOK := threadCPU()
	start := time.Now()
	sol, err := s.Solve(sctx, c, nil)
	r.Duration = time.Since(start)
	if cpu1, ok := threadCPU(); ok && cpuOK {
		// Reading the clock costs a system call or two: on microsecond
		// solves that would put the CPU time above the wall-clock time.
		r.CPU = max(cpu1-cpu0-cpuReadCost(), 0)
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		r.TimedOut, r.Err = true, fmt.Sprintf("timed out after %v", timeout)
	case err != nil:
		r.Err = err.Error()
	default:
		algorithms.Tidy(sol, c.N()) // count the moves the front ends show
		if verr := algorithms.Verify(c, sol); verr != nil {
			r.Err = "wrong solution: " + verr.Error()
			break
		}
		r.Solved = true
		r.Moves, r.BTM, r.QTM = sol.Moves.OBTM(c.N()), sol.Moves.BTM(c.N()), sol.Moves.QTM(c.N())
		if sol.Stats.Duration > 0 {
			r.Duration = sol.Stats.Duration
		}
		r.Visited, r.Generated, r.Memory = sol.Stats.Visited, sol.Stats.Generated, sol.Stats.PeakMemory
	}
	return r
}
