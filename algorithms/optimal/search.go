package optimal

import (
	"context"

	"cubelab/algorithms"
	"cubelab/cube"
	"sync"
	"sync/atomic"
	"time"
)

// axisCoords are the phase-1 coordinates of a state seen along one axis.
// sorted is the sorted-slice coordinate (the slice coordinate is sorted/24).
type axisCoords struct{ flip, sorted, twist uint16 }

// node is a search state: the phase-1 coordinates along the three axes and
// the corner permutation (its twist is the U-D axis's).
type node struct {
	ax       [3]axisCoords
	cornPerm uint16
}

func nodeOf(c *cube.Cubies) node {
	st := syms()
	var n node
	for a := range st.axis {
		r := conjBy(c, &st.axis[a])
		n.ax[a] = axisCoords{uint16(r.Flip()), uint16(sortedOf(&r)), uint16(r.Twist())}
	}
	n.cornPerm = uint16(cornPermOf(c))
	return n
}

// expand sets c to n after move m and reports whether c may be solved in
// lim more moves. It stops at the first bound over lim, so the pruned
// children (most of them) cost one or two table lookups, not four.
func (t *tables) expand(n *node, m, lim int, c *node) bool {
	mt := t.mt
	var d [3]int
	for a := range n.ax {
		c.ax[a] = mt.axisAfter(n.ax[a], a, m)
		if d[a] = t.phase1Dist(c.ax[a]); d[a] > lim {
			return false
		}
	}
	// A solution's last move is a face turn, which keeps the cube in the
	// phase-1 goal of that face's axis: so a cube whose three phase-1
	// distances are all positive needs one more move than the smallest
	// (Michiel de Bondt's observation).
	if lo := min(d[0], d[1], d[2]); lo > 0 && lo+1 > lim {
		return false
	}
	c.cornPerm = mt.cornPermMove[int(n.cornPerm)*nMoves+m]
	// The corner table rarely beats the phase-1 bounds this near the goal.
	return lim < 6 || t.corner.at(int(c.cornPerm)*nTwist+int(c.ax[0].twist)) <= lim
}

// axisAfter is a state's coordinates along axis a after move m.
func (mt *moveTables) axisAfter(x axisCoords, a, m int) axisCoords {
	am := int(mt.axisMove[a][m])
	return axisCoords{
		flip:   mt.flipMove[int(x.flip)*nMoves+am],
		sorted: mt.sortedMove[int(x.sorted)*nMoves+am],
		twist:  mt.twistMove[int(x.twist)*nMoves+am],
	}
}

// phase1Index is where phase1Dist reads a state's distance along one axis,
// in edgeTable.
func (t *tables) phase1Index(a axisCoords) int {
	if h := t.huge; h != nil {
		x := int(a.sorted)
		cs := int(h.sortedClassSym[x])
		k := cs % nSym
		row := cs/nSym*nFlip + h.conjFlip(int(a.flip), x, k)
		return row*nTwist + int(t.mt.twistConj[int(a.twist)*nSym+k])
	}
	cs := t.mt.fsLookup.classSym(int(a.flip), int(a.sorted)/24)
	return cs/nSym*nTwist + int(t.mt.twistConj[int(a.twist)*nSym+cs%nSym])
}

// edgeTable is the table phase1Index points into: the large one if loaded.
func (t *tables) edgeTable() nibbles {
	if t.huge != nil {
		return t.big
	}
	return t.fs
}

// phase1Dist is the exact number of moves that bring a state's coordinates
// along one axis to phase 1's goal (all edges flipped right, the E-slice
// edges in the E slice, no corner twisted).
func (t *tables) phase1Dist(a axisCoords) int {
	return t.edgeTable().at(t.phase1Index(a))
}

// bound is a lower bound on the moves that solve n: the largest of the three
// phase-1 distances and the corners' distance; and when the three phase-1
// distances are all positive, one more than the smallest, because a
// solution's last move is a face turn, which keeps the cube in the phase-1
// goal of that face's axis (de Bondt's observation).
func (t *tables) bound(n *node) int {
	d0, d1, d2 := t.phase1Dist(n.ax[0]), t.phase1Dist(n.ax[1]), t.phase1Dist(n.ax[2])
	h := max(d0, d1, d2)
	if lo := min(d0, d1, d2); lo > 0 && lo+1 > h {
		h = lo + 1
	}
	if h > 0 && h < 5 {
		return h // the corner table rarely helps this near the goal
	}
	return max(h, t.corner.at(int(n.cornPerm)*nTwist+int(n.ax[0].twist)))
}

// allowedAfter[p][m] says whether move m may follow a move of face p (6 for
// none): never the same face twice, and of two opposite faces (which
// commute) only U before D, R before L, F before B.
var allowedAfter = func() (t [7][nMoves]bool) {
	for p := range 7 {
		for m := range nMoves {
			f := m / 3
			t[p][m] = p == 6 || (f != p && f != p-3)
		}
	}
	return
}()

// searchShared is the state the workers of one solve share.
type searchShared struct {
	t     *tables
	ctx   context.Context
	root  cube.Cubies
	depth int
	tasks [][2]int8 // first two moves, in search order
	next  atomic.Int64
	done  atomic.Int64 // tasks finished at this depth
	nodes atomic.Int64
	// firstFound is the smallest task index with a solution (all == false):
	// later tasks stop, earlier ones go on, so the answer is the first in
	// search order whatever the timing.
	firstFound atomic.Int64
	all        bool
	limit      int // all: the most solutions to collect
	mu         sync.Mutex
	found      map[int][][]int8 // task index -> solutions
	nFound     int
	truncated  bool
	maxNodes   int64 // > 0: stop when the nodes (all depths) pass it
	nodesSoFar int64 // nodes of the depths before this one
	outOfNodes atomic.Bool
}

const nodesPerCheck = 4096

type worker struct {
	sh    *searchShared
	task  int
	path  [32]int8
	count int64 // nodes since the last check
	stop  bool
}

// checkIn publishes the node count and decides whether to stop.
func (w *worker) checkIn() {
	nodes := w.sh.nodes.Add(w.count)
	w.count = 0
	if w.sh.ctx.Err() != nil || (!w.sh.all && int64(w.task) > w.sh.firstFound.Load()) {
		w.stop = true
	}
	if w.sh.maxNodes > 0 && w.sh.nodesSoFar+nodes > w.sh.maxNodes {
		w.sh.outOfNodes.Store(true)
		w.stop = true
	}
	if w.sh.all {
		w.sh.mu.Lock()
		w.stop = w.stop || w.sh.truncated
		w.sh.mu.Unlock()
	}
}

// dfs searches the moves after path[:k] with togo moves left. n is passed
// by value: a pointer into a recursive call would move every node to the heap.
//
// It first works out every child's table positions, then reads them all,
// then decides: the tables are far larger than the processor's caches, so
// nearly every read misses, and reads with no branch between them are in
// flight together instead of one after another (expand, which stops at the
// first bound over the limit, makes fewer reads but waits for each).
func (w *worker) dfs(n node, k, togo, prevFace int) {
	t := w.sh.t
	mt := t.mt
	edges := t.edgeTable()
	lim := togo - 1
	var kids [nMoves]node
	var idx [nMoves][3]int
	var moves [nMoves]int8
	nk := 0
	for m := range nMoves {
		if !allowedAfter[prevFace][m] {
			continue
		}
		c := &kids[nk]
		for a := range n.ax {
			c.ax[a] = mt.axisAfter(n.ax[a], a, m)
			idx[nk][a] = t.phase1Index(c.ax[a])
		}
		moves[nk] = int8(m)
		nk++
	}
	var dist [nMoves][3]uint8
	for i := range nk {
		for a := range 3 {
			dist[i][a] = uint8(edges.at(idx[i][a]))
		}
	}
	for i := range nk {
		if w.count++; w.count >= nodesPerCheck {
			w.checkIn()
		}
		if w.stop {
			return
		}
		d := dist[i]
		if int(max(d[0], d[1], d[2])) > lim {
			continue
		}
		// de Bondt's observation (see expand).
		if lo := int(min(d[0], d[1], d[2])); lo > 0 && lo+1 > lim {
			continue
		}
		m := int(moves[i])
		c := &kids[i]
		c.cornPerm = mt.cornPermMove[int(n.cornPerm)*nMoves+m]
		if lim >= 6 && t.corner.at(int(c.cornPerm)*nTwist+int(c.ax[0].twist)) > lim {
			continue
		}
		w.path[k] = int8(m)
		if togo == 1 {
			w.leaf(k + 1)
			continue
		}
		w.dfs(*c, k+1, togo-1, m/3)
	}
}

// leaf checks a path whose coordinates all say solved: the edges may still
// be permuted within their slices, so it applies the path to the cubies.
func (w *worker) leaf(k int) {
	c := w.sh.root
	mc := moveCubies()
	for _, m := range w.path[:k] {
		c = c.Mul(mc[m])
	}
	if c != cube.SolvedCubies {
		return
	}
	sh := w.sh
	sh.mu.Lock()
	defer sh.mu.Unlock()
	if sh.all {
		if sh.nFound >= sh.limit {
			sh.truncated = true
			w.stop = true
			return
		}
		sh.nFound++
	}
	sh.found[w.task] = append(sh.found[w.task], append([]int8(nil), w.path[:k]...))
	for {
		old := sh.firstFound.Load()
		if int64(w.task) >= old || sh.firstFound.CompareAndSwap(old, int64(w.task)) {
			break
		}
	}
	if !sh.all {
		w.stop = true
	}
}

// run takes tasks until there are none left or the search must stop.
func (w *worker) run(root *node) {
	sh := w.sh
	t := sh.t
	for !w.stop {
		i := int(sh.next.Add(1)) - 1
		if i >= len(sh.tasks) {
			break
		}
		w.task = i
		if !sh.all && int64(i) > sh.firstFound.Load() {
			break
		}
		m1, m2 := int(sh.tasks[i][0]), int(sh.tasks[i][1])
		var c1, c2 node
		if t.expand(root, m1, sh.depth-1, &c1) && t.expand(&c1, m2, sh.depth-2, &c2) {
			w.path[0], w.path[1] = int8(m1), int8(m2)
			if sh.depth == 2 {
				w.leaf(2)
			} else {
				w.dfs(c2, 2, sh.depth-2, m2/3)
			}
		}
		w.count += 2
		sh.done.Add(1)
		if w.count >= nodesPerCheck {
			w.checkIn()
		}
	}
	sh.nodes.Add(w.count)
	w.count = 0
}

// twoMoveTasks lists the canonical two-move beginnings in search order.
var twoMoveTasks = func() (out [][2]int8) {
	for m1 := range nMoves {
		for m2 := range nMoves {
			if allowedAfter[m1/3][m2] {
				out = append(out, [2]int8{int8(m1), int8(m2)})
			}
		}
	}
	return
}()

// searchResult is what a search found.
type searchResult struct {
	solutions [][]int8 // optimal solutions in search order (one unless all)
	truncated bool     // all: the limit cut the list short
	nodes     int64
	depth     int
}

// searchProgress is called on the calling goroutine with the depth being
// searched, the nodes so far and the fraction of that depth done.
type searchProgress func(depth int, nodes int64, fraction float64)

// search runs IDA* on threads goroutines. With all set it returns every
// optimal solution (canonical move order), at most limit.
func (t *tables) search(ctx context.Context, root cube.Cubies, threads int, all bool, limit int, maxNodes int64, progress searchProgress) (searchResult, error) {
	rn := nodeOf(&root)
	var res searchResult
	if root == cube.SolvedCubies {
		res.solutions = [][]int8{{}}
		return res, nil
	}
	// One move: the two-move tasks would miss it.
	mc := moveCubies()
	for m := range nMoves {
		if c := root.Mul(mc[m]); c == cube.SolvedCubies {
			res.solutions = append(res.solutions, []int8{int8(m)})
		}
	}
	res.depth = 1
	if len(res.solutions) > 0 {
		if !all {
			res.solutions = res.solutions[:1]
		}
		return res, nil
	}
	for depth := max(2, t.bound(&rn)); ; depth++ {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		res.depth = depth
		sh := &searchShared{t: t, ctx: ctx, root: root, depth: depth, tasks: twoMoveTasks, all: all, limit: limit, found: map[int][][]int8{}, maxNodes: maxNodes, nodesSoFar: res.nodes}
		sh.firstFound.Store(int64(len(twoMoveTasks)))
		var wg sync.WaitGroup
		for range max(1, threads) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				w := &worker{sh: sh}
				w.run(&rn)
			}()
		}
		report := func() {
			if progress != nil {
				progress(depth, res.nodes+sh.nodes.Load(), float64(sh.done.Load())/float64(len(sh.tasks)))
			}
		}
		report()
		waitReporting(&wg, 100*time.Millisecond, report)
		res.nodes += sh.nodes.Load()
		if err := ctx.Err(); err != nil {
			return res, err
		}
		if sh.outOfNodes.Load() {
			return res, algorithms.GaveUp("no solution within %d nodes (searched every solution up to %d moves)", maxNodes, depth-1)
		}
		if len(sh.found) > 0 {
			for i := range sh.tasks {
				res.solutions = append(res.solutions, sh.found[i]...)
			}
			if !all {
				res.solutions = res.solutions[:1]
			}
			res.truncated = sh.truncated
			return res, nil
		}
	}
}
