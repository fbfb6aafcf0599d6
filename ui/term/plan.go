package term

import "cubelab/cube"

// plan remembers the last solution found by 'hint' or 'solve', so that
// successive hints keep to one solution while the player follows it. Asking
// a stochastic or time-bounded method afresh each time could point another
// way at every step and never get shorter.
type plan struct {
	from    *cube.Cube // the state moves solve
	moves   cube.Alg
	method  string
	optimal bool
}

// remaining returns the rest of the plan when c is the plan's start with a
// prefix of its moves applied, that is when the player has followed it so
// far. A suffix of an optimal solution is optimal for its own state.
func (p *plan) remaining(c *cube.Cube) (cube.Alg, bool) {
	if p == nil || p.from == nil || p.from.N() != c.N() {
		return nil, false
	}
	t := p.from.Clone()
	for i := 0; ; i++ {
		if t.Equal(c) {
			return p.moves[i:], true
		}
		if i == len(p.moves) || t.Apply(p.moves[i]) != nil {
			return nil, false
		}
	}
}
