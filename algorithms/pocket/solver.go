package pocket

import (
	"context"
	"fmt"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// checkEvery is how many nodes a search expands between looks at the
// context, the budget and the progress callback: often enough to stop within
// a millisecond, rarely enough to cost nothing.
const checkEvery = 1 << 12

// meter counts a search's work and enforces its context and budgets.
type meter struct {
	ctx      context.Context
	name     string
	start    time.Time
	progress func(algorithms.Progress)
	maxNodes int64
	maxMem   int64
	stage    string
	stats    algorithms.Stats
	err      error // set once the search must stop
	restarts int   // metaheuristics: Armageddons or annealing restarts
	// next is the Visited count at which due() next asks for a check: every
	// checkEvery nodes, and exactly when the node budget runs out.
	next int64
}

// due reports whether the search should call check now; searches call it
// once per expanded node, so it is a single comparison.
func (m *meter) due() bool { return m.stats.Visited >= m.next }

func newMeter(ctx context.Context, name string, cfg algorithms.Config, defNodes, defMem int64, progress func(algorithms.Progress)) *meter {
	m := &meter{ctx: ctx, name: name, start: time.Now(), progress: progress, maxNodes: cfg.MaxNodes, maxMem: cfg.MaxMemory}
	if m.maxNodes <= 0 {
		m.maxNodes = defNodes
	}
	if m.maxMem <= 0 {
		m.maxMem = defMem
	}
	m.next = 0 // the first node checks: a cancelled context stops the search before it starts
	return m
}

// check looks at the context and the budgets; it returns false when the
// search must stop (m.err says why). mem is the current working-set estimate.
func (m *meter) check(mem int64) bool {
	if m.err != nil {
		return false
	}
	if mem > m.stats.PeakMemory {
		m.stats.PeakMemory = mem
	}
	select {
	case <-m.ctx.Done():
		m.err = fmt.Errorf("%s: %w", m.name, m.ctx.Err())
		return false
	default:
	}
	if m.maxNodes > 0 && m.stats.Visited > m.maxNodes {
		m.err = fmt.Errorf("%s: %w", m.name, algorithms.GaveUp("node budget of %d expanded nodes used up", m.maxNodes))
		return false
	}
	if m.maxMem > 0 && mem > m.maxMem {
		m.err = fmt.Errorf("%s: %w", m.name, algorithms.GaveUp("memory budget of %d bytes used up (%d needed so far)", m.maxMem, mem))
		return false
	}
	if m.progress != nil {
		m.progress(algorithms.Progress{Stage: m.stage, Visited: m.stats.Visited, Elapsed: time.Since(m.start), Fraction: -1})
	}
	m.schedule()
	return true
}

func (m *meter) schedule() {
	m.next = m.stats.Visited + checkEvery
	if m.maxNodes > 0 && m.next > m.maxNodes+1 {
		m.next = m.maxNodes + 1
	}
}

// solution packages model moves found for the standardised cube.
func (m *meter) solution(rot cube.Alg, sol []move, optimal bool) *algorithms.Solution {
	m.stats.Duration = time.Since(m.start)
	return &algorithms.Solution{Moves: asGiven(rot, sol), Optimal: optimal, Stats: m.stats}
}

// simplified packages a metaheuristic's moves after the simplifier (the 2x2
// study's "Rotation Tuner": R R' vanishes, R R R becomes R'). They are not
// proven optimal.
func (m *meter) simplified(rot cube.Alg, sol []move) *algorithms.Solution {
	alg := cube.Simplify(toAlg(sol), 2, cube.SimplifyOptions{})
	m.stats.Duration = time.Since(m.start)
	moves := cube.Unrotate(rot, alg, 2)
	return &algorithms.Solution{Moves: moves, Stats: m.stats}
}

// base carries what every pocket solver shares.
type base struct {
	name string
	cfg  algorithms.Config
}

func (b base) Name() string { return b.name }

// misplaced[s][v] counts the stickers of slot s that do not show their face's
// colour when the corner value v (home slot·3 + twist) sits there.
var misplaced = func() [7][21]uint8 {
	var out [7][21]uint8
	for s, pos := range slotCorner {
		at := cube.CornerFacelets(2, pos)
		for v := 0; v < 21; v++ {
			piece := cube.CornerFacelets(2, slotCorner[v/3])
			tw := v % 3
			for k := 0; k < 3; k++ {
				colour := piece[k] / 4 // the face a solved cube shows there
				face := at[(k+tw)%3] / 4
				if colour != face {
					out[s][v]++
				}
			}
		}
	}
	return out
}()

// Misplaced counts the stickers that do not show their face's colour (the
// D-B-L corner fixes which colour each face should have). 0 means solved.
func (p Pos) Misplaced() int {
	n := 0
	for s, v := range p {
		n += int(misplaced[s][v])
	}
	return n
}

// stickerBound turns a misplaced-sticker count into a lower bound on the
// moves left. Why 8 and not 12: a turn of U (quarter or half) moves the 12
// stickers of the U layer, but the 4 on the U face stay on the U face, so
// whether they show the U colour does not change; only the 8 side stickers
// can go from wrong to right. A move therefore lowers the count by at most
// 8, a solved cube has 0, and ceil(count/8) never overestimates: admissible
// in HTM and, a fortiori, in QTM.
func stickerBound(mis int) int { return (mis + 7) / 8 }
