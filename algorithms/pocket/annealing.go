package pocket

import (
	"context"
	"fmt"
	"math"

	"cubelab/algorithms"
	"cubelab/cube"
)

// Annealing tuning (the 2x2 study publishes only the candidate length, 30).
const (
	saNeighbours = 30    // candidates made from the current one each step
	saStartTemp  = 4.0   // in misplaced stickers
	saCooling    = 0.998 // temperature factor per step
	saMinTemp    = 0.05  // below this the run restarts from a random candidate
	// DefaultAnnealingSteps bounds an annealing solve when Config.MaxNodes is 0.
	DefaultAnnealingSteps = 400000
)

// annealing is the 2x2 study's simulated annealing: each step disturbs the
// current candidate into several new ones, more strongly while hot, keeps the
// best of them if it is better or, with probability exp(-worse/T), even if
// it is not, and cools; when the temperature runs out without a solution it
// restarts. Solutions go through the simplifier.
type annealing struct{ base }

func (s annealing) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	maxSteps := s.cfg.MaxNodes
	if maxSteps <= 0 {
		maxSteps = DefaultAnnealingSteps
	}
	met := newMeter(ctx, s.name, algorithms.Config{}, 0, 0, progress)
	met.stats.PeakMemory = int64(2 * (ChromosomeLength + 16))
	if p.Solved() {
		return met.solution(rot, nil, true), nil
	}
	rng := newRNG(s.cfg.Seed)
	cur := randomChromosome(rng)
	curFit, solved := cur.rate(p)
	temp := saStartTemp
	for step := int64(1); ; step++ {
		if solved > 0 {
			return met.simplified(rot, cur[:solved]), nil
		}
		met.stats.Iterations = step
		if step > maxSteps {
			return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("no solution in %d steps (%d restarts)", maxSteps, met.restarts))
		}
		if step%128 == 0 {
			met.stage = fmt.Sprintf("step %d, %d restarts, T %.2f, %d misplaced", step, met.restarts, temp, curFit)
			if !met.check(met.stats.PeakMemory) {
				return nil, met.err
			}
		}
		// Disturb: more genes change while hot (1 to 4).
		genes := 1 + int(3*temp/saStartTemp)
		var best chromosome
		bestFit, bestSolved := 1<<30, 0
		for k := 0; k < saNeighbours; k++ {
			cand := cur
			for g := 0; g < genes; g++ {
				cand[rng.IntN(ChromosomeLength)] = quarterMoves[rng.IntN(len(quarterMoves))]
			}
			f, sv := cand.rate(p)
			met.stats.Visited++
			met.stats.Generated += ChromosomeLength
			if f < bestFit || (f == bestFit && sv > 0 && (bestSolved == 0 || sv < bestSolved)) {
				best, bestFit, bestSolved = cand, f, sv
			}
		}
		if d := bestFit - curFit; d <= 0 || rng.Float64() < math.Exp(-float64(d)/temp) {
			cur, curFit, solved = best, bestFit, bestSolved
		}
		temp *= saCooling
		if temp < saMinTemp {
			met.restarts++
			cur = randomChromosome(rng)
			curFit, solved = cur.rate(p)
			temp = saStartTemp
		}
	}
}
