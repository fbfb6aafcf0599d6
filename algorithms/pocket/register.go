package pocket

import (
	"context"
	"fmt"
	"math/rand/v2"

	"cubelab/algorithms"
)

func init() {
	two := algorithms.SizeIn(2)
	for _, m := range []algorithms.Method{
		{Name: "table", Rank: 1, Description: "full 3,674,160-state distance table (4 bits a state): optimal by descent", New: func(c algorithms.Config) algorithms.Solver { return tableSolver{c} }},
		{Name: "pdb", Rank: 2, Description: "IDA* over pattern databases, pruning with the parent's bound (optimal)", New: func(c algorithms.Config) algorithms.Solver { return pdbSearch{base{"pdb", c}, true} }},
		{Name: "bibfs", Rank: 3, Description: "bidirectional breadth-first search, pivot corner fixed (optimal, no tables)", New: func(c algorithms.Config) algorithms.Solver { return bibfs{base{"bibfs", c}} }},
		{Name: "wastar", Rank: 4, Description: fmt.Sprintf("weighted A*, f = g + w·misplaced/8 (Config.Weight, default %g; not optimal)", float64(DefaultWeight)), New: func(c algorithms.Config) algorithms.Solver { return wastar{base{"wastar", c}} }},
		{Name: "idastar", Rank: 5, Description: "IDA* with the misplaced-stickers heuristic (optimal, no tables)", New: func(c algorithms.Config) algorithms.Solver { return idastar{base{"idastar", c}} }},
		{Name: "iddfs", Rank: 6, Description: "iterative-deepening depth-first search (optimal, no heuristic, no tables)", New: func(c algorithms.Config) algorithms.Solver { return iddfs{base{"iddfs", c}} }},
		{Name: "annealing", Rank: 7, Description: "simulated annealing on 30-move candidates with restarts (not optimal)", New: func(c algorithms.Config) algorithms.Solver { return annealing{base{"annealing", c}} }},
		{Name: "genetic", Rank: 8, Description: "genetic algorithm on 30-move chromosomes with Armageddon restarts (not optimal)", New: func(c algorithms.Config) algorithms.Solver { return genetic{base{"genetic", c}} }},
		{Name: "pdb-plain", Rank: 9, Description: "textbook IDA* over the pdb method's databases (the baseline pdb's pruning is measured against)", New: func(c algorithms.Config) algorithms.Solver { return pdbSearch{base{"pdb-plain", c}, false} }},
	} {
		m.Sizes = two
		algorithms.Register(m)
	}
	algorithms.RegisterScrambler(2, func(ctx context.Context, rng *rand.Rand) (string, error) {
		a, err := RandomStateScramble(ctx, rng)
		if err != nil {
			return "", fmt.Errorf("2x2x2 random-state scramble: %w", err)
		}
		return a.String(), nil
	})
}
