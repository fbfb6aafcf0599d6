package pocket

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"cubelab/algorithms"
	"cubelab/cube"
)

// The 2x2 study's metaheuristics search sequences of quarter turns of U, R and F
// (its 6 actions) of a fixed length, 30: longer than God's number in QTM (14)
// so a solution fits, short enough to stay cheap.
const ChromosomeLength = 30

// quarterMoves are the 6 actions: U, U', R, R', F, F'.
var quarterMoves = [6]move{0, 2, 3, 5, 6, 8}

// GA tuning. The seed does not publish its values; these were chosen so a
// solve takes about a second here.
const (
	gaPopulation = 200
	gaElite      = 20   // best citizens copied unchanged and used as parents
	gaMutation   = 0.05 // chance that a gene is replaced by a random action
	gaStale      = 150  // generations without a better best before Armageddon
	// DefaultGenerations bounds a genetic solve when Config.MaxNodes is 0.
	DefaultGenerations = 60000
)

// chromosome is a candidate: a fixed-length list of actions.
type chromosome [ChromosomeLength]move

// rate applies the actions from p and returns the fewest misplaced stickers
// over every prefix, and the length of the first prefix that solves (0 if
// none): a citizen is as good as the best state its moves pass through.
func (ch *chromosome) rate(p Pos) (best, solvedAt int) {
	best = p.Misplaced()
	if best == 0 {
		return 0, 0
	}
	for k, m := range ch {
		p = p.apply(m)
		mis := p.Misplaced()
		if mis == 0 {
			return 0, k + 1
		}
		best = min(best, mis)
	}
	return best, 0
}

func randomChromosome(rng *rand.Rand) chromosome {
	var ch chromosome
	for k := range ch {
		ch[k] = quarterMoves[rng.IntN(len(quarterMoves))]
	}
	return ch
}

// newRNG returns the method's random source; a zero seed means a fixed default,
// so runs repeat unless a seed is asked for.
func newRNG(seed uint64) *rand.Rand {
	if seed == 0 {
		seed = 1
	}
	return cube.SeededRand(seed)
}

// genetic is the 2x2 study's genetic algorithm: a population of chromosomes rated
// by misplaced stickers; the best breed by one-point crossover and mutation;
// when the best stops improving, "Armageddon" wipes the population and it
// starts over. The solution is run through the simplifier (the study's
// "Rotation Tuner").
type genetic struct{ base }

type citizen struct {
	ch      chromosome
	fitness int
	solved  int
}

func (s genetic) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	maxGen := s.cfg.MaxNodes
	if maxGen <= 0 {
		maxGen = DefaultGenerations
	}
	met := newMeter(ctx, s.name, algorithms.Config{}, 0, 0, progress)
	if p.Solved() {
		return met.solution(rot, nil, true), nil
	}
	rng := newRNG(s.cfg.Seed)
	pop := make([]citizen, gaPopulation)
	next := make([]citizen, gaPopulation)
	met.stats.PeakMemory = int64(2 * gaPopulation * (ChromosomeLength + 16))
	populate := func() {
		for i := range pop {
			pop[i].ch = randomChromosome(rng)
			pop[i].fitness, pop[i].solved = pop[i].ch.rate(p)
		}
	}
	populate()
	bestEver, stale := 1<<30, 0
	for gen := int64(1); ; gen++ {
		met.stats.Iterations = gen
		met.stats.Visited += gaPopulation
		met.stats.Generated += gaPopulation * ChromosomeLength
		slices.SortStableFunc(pop, func(a, b citizen) int { return a.fitness - b.fitness })
		// Among solving citizens, prefer the shortest solution.
		bestSolved := -1
		for i := range pop {
			if pop[i].solved > 0 && (bestSolved < 0 || pop[i].solved < pop[bestSolved].solved) {
				bestSolved = i
			}
		}
		if bestSolved >= 0 {
			sol := pop[bestSolved].ch[:pop[bestSolved].solved]
			return met.simplified(rot, sol), nil
		}
		if gen > maxGen {
			return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("no solution in %d generations (%d Armageddons)", maxGen, met.restarts))
		}
		if gen%64 == 0 {
			met.stage = fmt.Sprintf("generation %d, %d Armageddons, best %d misplaced", gen, met.restarts, pop[0].fitness)
			if !met.check(met.stats.PeakMemory) {
				return nil, met.err
			}
		}
		if pop[0].fitness < bestEver {
			bestEver, stale = pop[0].fitness, 0
		} else if stale++; stale > gaStale {
			met.restarts++ // Armageddon
			populate()
			bestEver, stale = 1<<30, 0
			continue
		}
		copy(next[:gaElite], pop[:gaElite])
		for i := gaElite; i < gaPopulation; i++ {
			a, b := &pop[rng.IntN(gaElite)], &pop[rng.IntN(gaPopulation/2)]
			cut := 1 + rng.IntN(ChromosomeLength-1)
			var ch chromosome
			copy(ch[:cut], a.ch[:cut])
			copy(ch[cut:], b.ch[cut:])
			for k := range ch {
				if rng.Float64() < gaMutation {
					ch[k] = quarterMoves[rng.IntN(len(quarterMoves))]
				}
			}
			next[i].ch = ch
			next[i].fitness, next[i].solved = ch.rate(p)
		}
		pop, next = next, pop
	}
}
