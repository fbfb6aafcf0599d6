package fivecentres

import (
	"cubelab/algorithms/reduction/prune"
	"cubelab/algorithms/reduction/slotmask"
)

// unreached marks table entries no search has reached (prune.Fill's mark).
const unreached = prune.Unreached

// maskTables builds orbit o's mask move tables.
func (g *geometry) maskTables(o int) *slotmask.Moves { return slotmask.NewMoves(&g.from[o]) }

// nRank1 is C(24,8), the number of 24-bit masks with eight bits set.
const nRank1 = slotmask.NumEight

// slotsOn lists the slots on the given faces, in slot order.
func slotsOn(faces ...int) []uint8 {
	var out []uint8
	for s := range 24 {
		for _, f := range faces {
			if s/4 == f {
				out = append(out, uint8(s))
			}
		}
	}
	return out
}
