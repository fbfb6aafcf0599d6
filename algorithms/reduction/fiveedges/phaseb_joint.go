package fiveedges

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"

	"cubelab/algorithms/mod3"
)

// Phase B's joint edge table: the exact distance over the whole edge
// coordinate (m, h, l), 70·1680·1680 = 197,568,000 positions (H4 reaches
// every one; at most 14 moves apart), where the three edge views' tables
// each see a projection. Phase B's solutions are about 12 moves and the
// joint distance averages about 11.3, so it prunes nearly all the search:
// on TestPhaseBMeasure's 30 inputs 426,000 nodes a solve became 54,000,
// and 400 ms 43 ms.
//
// It is stored as the distance mod 3 in two bits (package mod3), 49.4 MB.

// bNJoint is the joint edge coordinate's size.
const bNJoint = bNComb * bNPerm * bNPerm

// jointIndex is e's joint edge coordinate.
func jointIndex(e *bEdges) int {
	return (int(e.m)*bNPerm+int(e.h))*bNPerm + int(e.l)
}

// moveEdges is e after H4 move j.
func (t *bTables) moveEdges(e *bEdges, j int) bEdges {
	m := int(e.m)
	return bEdges{
		m:  t.mMove[m*bNMoves+j],
		h:  t.hMove[(m*bNPerm+int(e.h))*bNMoves+j],
		l:  t.lMove[(m*bNPerm+int(e.l))*bNMoves+j],
		hc: t.hcMove[int(e.hc)*bNMoves+j],
		hl: t.hlMove[(int(e.hc)*bNPerm+int(e.hl))*bNMoves+j],
	}
}

// jointDist is the exact joint distance of e, found by walking down to
// the goal a move at a time (at most 14 moves, each trying at most 16):
// about the cost of a few hundred search nodes, paid once a start. It is
// -1 for a position the table does not reach.
func (t *bTables) jointDist(e bEdges) int {
	d := 0
	for jointIndex(&e) != t.jointGoal {
		v := t.joint.Get(jointIndex(&e))
		if v == mod3.Unreached || d > bMaxDepth {
			return -1
		}
		down := (v + 2) % 3
		next := false
		for j := range bNMoves {
			f := t.moveEdges(&e, j)
			if t.joint.Get(jointIndex(&f)) == down {
				e, next = f, true
				break
			}
		}
		if !next {
			return -1
		}
		d++
	}
	return d
}

// buildJoint fills the joint table by breadth-first search from the goal
// on every core, a layer at a time: forward from the layer while it is
// small, then from the unreached side (a position one move from the layer
// is in the next). Positions sharing (m, h), a block, move for each move
// into one block (m', h'), so both sweeps go block by block (jointBlock)
// and their reads stay near each other. It stops with ctx's error soon
// after ctx ends.
func (t *bTables) buildJoint(ctx context.Context) (mod3.Table, error) {
	const (
		nBlocks = bNComb * bNPerm
		grab    = 64 // blocks a worker takes at a time
	)
	tab := mod3.New(bNJoint)
	tab.TrySet(t.jointGoal, 0)
	workers := max(1, runtime.GOMAXPROCS(0))
	layer, left := 1, bNJoint-1
	for d := 0; layer > 0; d++ {
		forward := layer < left/4
		var count, blockNo atomic.Int64
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				n := 0
				for {
					b := int(blockNo.Add(grab)) - grab
					if b >= nBlocks || ctx.Err() != nil {
						break
					}
					for blk := b; blk < min(b+grab, nBlocks); blk++ {
						n += t.jointBlock(tab, blk, d, forward)
					}
				}
				count.Add(int64(n))
			})
		}
		wg.Wait()
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		layer = int(count.Load())
		left -= layer
	}
	return tab, nil
}

// jointBlock does layer d's sweep over block blk, setting the positions
// at distance d+1 it finds, and returns how many. Forward, it expands
// every position whose entry says d mod 3 (those at d-3, d-6... too,
// whose neighbours are all set already). Backward, it looks from every
// unreached position for a neighbour whose entry says d mod 3: a reached
// neighbour of an unreached position is at d or d-1, so the residue is
// enough.
func (t *bTables) jointBlock(tab mod3.Table, blk, d int, forward bool) int {
	cur, next := uint32(d%3), uint32((d+1)%3)
	m, h := blk/bNPerm, blk%bNPerm
	var dest [bNMoves]int
	for j := range bNMoves {
		dest[j] = (int(t.mMove[m*bNMoves+j])*bNPerm + int(t.hMove[(m*bNPerm+h)*bNMoves+j])) * bNPerm
	}
	base := blk * bNPerm
	lRow := t.lMove[m*bNPerm*bNMoves:]
	n := 0
	for l := range bNPerm {
		v := tab.Load(base + l)
		if forward {
			if v != cur {
				continue
			}
			for j := range bNMoves {
				if tab.TrySet(dest[j]+int(lRow[l*bNMoves+j]), next) {
					n++
				}
			}
			continue
		}
		if v != mod3.Unreached {
			continue
		}
		for j := range bNMoves {
			if tab.Load(dest[j]+int(lRow[l*bNMoves+j])) == cur {
				tab.TrySet(base+l, next)
				n++
				break
			}
		}
	}
	return n
}
