package optimal

import (
	"sync"

	"cubelab/cube"
)

// Symmetric positions. If a symmetry S (a rotation or reflection of the
// whole cube) leaves the position X alone, S⁻¹·X·S = X, then conjugating a
// solution by S solves X too: the solutions come in orbits of the
// symmetries that fix X. To find one it is enough to search, of every
// orbit of beginnings, one.
//
// The beginnings compared are first blocks. In a shortest solution the
// moves on one axis come one or two in a row (two turns of one face would
// merge, three on an axis would hold two of one face), and the search
// writes two commuting turns of opposite faces in one order only (U before
// D). A symmetry may reverse that order, so the first move alone is not
// what it maps; but it maps the first run of turns on one axis, as a set,
// to the mapped solution's first run. A task (the first three moves) whose
// first block is not the smallest of its orbit is skipped; and of those
// with the same first block, the symmetries that keep it act on the second
// block alike. The superflip, fixed by all 48 symmetries, keeps 2 first
// moves of 18 (a quarter and a half turn) and a few of the pairs.

// sym48 are the 48 symmetries of the cube (reflections included, as the
// cube kernel writes them) and how each maps the moves, conjugating.
type sym48 struct {
	s    [48]cube.Cubies
	move [48][nMoves]int8
}

var allSyms = sync.OnceValue(func() *sym48 {
	st := syms()
	mc := moveCubies()
	out := &sym48{}
	for a := range st.axis {
		for i := range st.s {
			k := a*nSym + i
			out.s[k] = st.s[i].Mul(st.axis[a])
			for m := range mc {
				out.move[k][m] = moveOf(conjBy(&mc[m], &out.s[k]))
			}
		}
	}
	return out
})

// stabilizer lists the symmetries (indices into allSyms) that fix c.
func stabilizer(c *cube.Cubies) []int {
	as := allSyms()
	var out []int
	for k := range as.s {
		if conjBy(c, &as.s[k]) == *c {
			out = append(out, k)
		}
	}
	return out
}

// block is a task's first run of turns on one axis: one move (second
// -1) or two commuting ones, lower face first.
type block [2]int8

func firstBlock(tk task) block {
	if sameAxis(int(tk[0]), int(tk[1])) {
		return block{tk[0], tk[1]}
	}
	return block{tk[0], -1}
}

func sameAxis(m1, m2 int) bool { return m1/3%3 == m2/3%3 }

// mapped is b conjugated by symmetry k, in search order.
func (b block) mapped(k int) block {
	mv := &allSyms().move[k]
	if b[1] < 0 {
		return block{mv[b[0]], -1}
	}
	x, y := mv[b[0]], mv[b[1]]
	if y/3 < x/3 {
		x, y = y, x
	}
	return block{x, y}
}

func (b block) less(o block) bool {
	return b[0] < o[0] || (b[0] == o[0] && b[1] < o[1])
}

// symmetryReduced keeps the tasks whose first block is the smallest of its
// orbit under the symmetries stab; and when that block is one move (so the
// second block lies within the task too), whose second block is the
// smallest of its orbit under those of stab that keep the first block. All
// of them when only the identity fixes the position.
func symmetryReduced(tasks []task, stab []int) []task {
	if len(stab) <= 1 {
		return tasks
	}
	var out []task
	for _, tk := range tasks {
		b := firstBlock(tk)
		if !smallestInOrbit(b, stab) {
			continue
		}
		if b[1] < 0 {
			var keepB []int
			for _, k := range stab {
				if b.mapped(k) == b {
					keepB = append(keepB, k)
				}
			}
			if !smallestInOrbit(firstBlock(task{tk[1], tk[2]}), keepB) {
				continue
			}
		}
		out = append(out, tk)
	}
	return out
}

func smallestInOrbit(b block, stab []int) bool {
	for _, k := range stab {
		if b.mapped(k).less(b) {
			return false
		}
	}
	return true
}
