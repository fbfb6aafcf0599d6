package optimal

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"cubelab/algorithms"
	"cubelab/cube"
	"sync"
	"sync/atomic"
	"time"
)

// axisCoords are the phase-1 coordinates of a state seen along one axis,
// and its U-layer corners' places (the large table's, cornersep.go).
type axisCoords struct {
	flip, slice, twist uint16
	csep               uint8
}

// node is a search state: the phase-1 coordinates along the three axes,
// with their distances, and the corner permutation (its twist is the U-D
// axis's); and its inverse along the three axes with their phase-1
// distances (inverse.go).
type node struct {
	ax       [3]axisCoords
	cornPerm uint16
	invDist  [3]uint8
	dist     [3]uint8
	inv      [3]invState
}

func (t *tables) nodeOf(c *cube.Cubies) node {
	st := syms()
	var n node
	for a := range st.axis {
		r := conjBy(c, &st.axis[a])
		n.ax[a] = axisCoords{uint16(r.Flip()), uint16(sliceOf(&r)), uint16(r.Twist()), uint8(cornSepOf(&r))}
		n.dist[a] = uint8(t.phase1Dist(n.ax[a]))
	}
	n.cornPerm = uint16(cornPermOf(c))
	n.inv = invStates(c)
	for a := range n.inv {
		n.invDist[a] = uint8(t.phase1Dist(n.inv[a].coords()))
	}
	return n
}

// invAfter sets c's inverse states to n's after move m and returns where
// their phase-1 distances are; -1 where the distance is n's, along the
// axis that sees m as a goal move (premultiplying by one keeps the
// coordinates, inverse.go).
func (t *tables) invAfter(n, c *node, m int) (idx [3]int) {
	mt := t.mt
	for a := range n.inv {
		c.inv[a] = n.inv[a].after(int(mt.axisMove[a][m]))
		if t.invGoal[a]&(1<<m) != 0 {
			idx[a] = -1
			continue
		}
		idx[a] = t.phase1Index(c.inv[a].coords())
	}
	return idx
}

// invDists reads the inverse distances at idx (from invAfter) into c,
// taking n's where idx is -1; lim as for distAt.
func (t *tables) invDists(n, c *node, idx [3]int, lim int) {
	for a, i := range idx {
		if i < 0 {
			c.invDist[a] = n.invDist[a]
		} else {
			c.invDist[a] = t.distAt(i, lim)
		}
	}
}

// fits reports whether phase-1 distances d (one state's, along the three
// axes) allow lim more moves: none over lim, and de Bondt's observation
// (see expand).
func fits(d [3]uint8, lim int) bool {
	if int(max(d[0], d[1], d[2])) > lim {
		return false
	}
	lo := int(min(d[0], d[1], d[2]))
	return lo == 0 || lo+1 <= lim
}

// nextMoves is the mask of the moves that may follow n with togo moves
// left, the last move having turned face prevFace: allowedAfter, less the
// goal moves of the axes whose inverse distance is tight (inverse.go).
func (t *tables) nextMoves(n *node, togo, prevFace int) uint32 {
	mask := allowedMask[prevFace]
	for a, d := range n.invDist {
		if int(d) >= togo {
			mask &^= t.invGoal[a]
		}
	}
	return mask
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
		c.dist[a] = uint8(d[a])
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
	if lim >= 6 && t.corner.at(int(c.cornPerm)*nTwist+int(c.ax[0].twist)) > lim {
		return false
	}
	t.invDists(n, c, t.invAfter(n, c, m), lim)
	return fits(c.invDist, lim)
}

// axisAfter is a state's coordinates along axis a after move m.
func (mt *moveTables) axisAfter(x axisCoords, a, m int) axisCoords {
	am := int(mt.axisMove[a][m])
	return axisCoords{
		flip:  mt.flipMove[int(x.flip)*nMoves+am],
		slice: mt.sliceMove[int(x.slice)*nMoves+am],
		twist: mt.twistMove[int(x.twist)*nMoves+am],
		csep:  mt.cornSepMove[int(x.csep)*nMoves+am],
	}
}

// phase1Index is where distAt reads a state's distance along one axis: in
// the large edge table if loaded, else in the phase-1 table.
func (t *tables) phase1Index(a axisCoords) int {
	if t.sepTab != nil {
		return t.sepIndex(a)
	}
	cs := t.mt.fsLookup.classSym(int(a.flip), int(a.slice))
	return cs/nSym*nTwist + int(t.mt.twistConj[int(a.twist)*nSym+cs%nSym])
}

// sepFrom is the fewest moves left at which the search reads the large
// table: with fewer, nearly every state it meets is within tritBase of
// its axis's goal, which the large table does not tell apart, so the
// phase-1 table is read instead (the same index divided down,
// fsIndexOfSep). At sepFrom, itself below tritBase, a large entry of
// "tritBase or less" is looked up in the phase-1 table too.
const sepFrom = 8

// distAt is a lower bound on the moves that bring a state to its axis's
// goal, from the entry at i (phase1Index) of a state with lim moves left:
// the phase-1 distance with the small tables; with the large ones (and
// lim ≥ sepFrom) tritBase+1, tritBase+2, or for
// "tritBase or less" the phase-1 distance if lim < tritBase, else 0; with
// lim < sepFrom the phase-1 distance.
func (t *tables) distAt(i, lim int) uint8 {
	d := t.rawDist(i, lim)
	if d == 0 && t.withLow(lim) {
		d = uint8(t.fs.at(fsIndexOfSep(i)))
	}
	return d
}

// withLow reports whether, with lim moves left, a large-table entry of
// "tritBase or less" is looked up in the phase-1 table (distAt; dfs
// gathers those reads).
func (t *tables) withLow(lim int) bool {
	return t.sepTab != nil && lim >= sepFrom && lim < tritBase
}

// rawDist is distAt without the phase-1 look-up at sepFrom (0 for a large
// entry of tritBase or less).
func (t *tables) rawDist(i, lim int) uint8 {
	switch {
	case t.sepTab == nil:
		return uint8(t.fs.at(i))
	case lim < sepFrom:
		return uint8(t.fs.at(fsIndexOfSep(i)))
	}
	return uint8(t.sepTab.at(i))
}

// lowKeys notes, as 3·child + axis, the entries of dist read from the
// large table as "tritBase or less" (distAt's fallback), so that their phase-1
// distances are read all together: a read right after the entry it
// depends on would wait for that entry's cache miss and hold up the ones
// after it.
func lowKeys(dist *[nMoves][3]uint8, kids []int8, axes []int, keys *[3 * nMoves]uint8) int {
	n := 0
	for _, i := range kids {
		for _, a := range axes {
			keys[n] = uint8(3*int(i) + a)
			if dist[i][a] == 0 {
				n++
			}
		}
	}
	return n
}

// readLow replaces the noted entries of dist by the phase-1 distances.
func (t *tables) readLow(dist *[nMoves][3]uint8, idx *[nMoves][3]int, keys []uint8) {
	for _, k := range keys {
		i, a := k/3, k%3
		dist[i][a] = uint8(t.fs.at(fsIndexOfSep(idx[i][a])))
	}
}

// phase1Dist is a lower bound on the moves that bring a state's coordinates
// along one axis to its table's goal (phase 1's: all edges flipped right,
// the E-slice edges in the E slice, no corner twisted; the large table's
// also has the U-layer corners in the U layer): distAt at its index.
func (t *tables) phase1Dist(a axisCoords) int {
	return int(t.distAt(t.phase1Index(a), 0))
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

// allowedMask[p] is allowedAfter[p] as a mask of moves.
var allowedMask = func() (t [7]uint32) {
	for p := range 7 {
		for m := range nMoves {
			if allowedAfter[p][m] {
				t[p] |= 1 << m
			}
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
	tasks []task // in search order
	// taskNodes[i] are the nodes task i took (every task runs to its end
	// unless a solution or a stop cuts the depth short).
	taskNodes []int64
	next      atomic.Int64
	done      atomic.Int64 // tasks finished at this depth
	nodes     atomic.Int64
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
	sh   *searchShared
	task int
	path [32]int8
	// dfs's children at each depth, where their table entries are (their
	// own, then their inverses'), and their first rounds: here rather than
	// on its stack, where they would be cleared at every node, most of
	// which search no child. (rounds[k+1] holds the first rounds of a
	// depth-k node's children; a task's node's is rounds[taskLen].)
	kids   [32][nMoves]node
	idx    [32][nMoves][3]int
	rounds [33][2]roundOne
	count  int64 // nodes since the last check
	// published are the nodes checkIn has added to the shared count.
	published int64
	stop      bool
}

// checkIn publishes the node count and decides whether to stop.
func (w *worker) checkIn() {
	nodes := w.sh.nodes.Add(w.count)
	w.published += w.count
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
		start := w.published + w.count
		cur, prev, ok := *root, 6, true
		for j, m := range sh.tasks[i] {
			togo := sh.depth - j
			var next node
			if t.nextMoves(&cur, togo, prev)&(1<<m) == 0 || !t.expand(&cur, int(m), togo-1, &next) {
				ok = false
				break
			}
			w.path[j] = m
			cur, prev = next, int(m)/3
		}
		if ok {
			if sh.depth == taskLen {
				w.leaf(taskLen)
			} else {
				r := &w.rounds[taskLen][0]
				t.startRound(&cur, sh.depth-taskLen, prev, r)
				w.dfs(cur, taskLen, sh.depth-taskLen, r)
			}
		}
		w.count += taskLen
		sh.taskNodes[i] = w.published + w.count - start
		sh.done.Add(1)
		if w.count >= nodesPerCheck {
			w.checkIn()
		}
	}
	sh.nodes.Add(w.count)
	w.count = 0
}

// eachCanonical calls visit with every canonical sequence of k moves (no
// face twice in a row, of two opposite faces U before D, R before L, F
// before B: allowedAfter), in move order, and the state step makes of root
// along it.
func eachCanonical[S any](k int, root S, step func(S, int) S, visit func(path []int8, s S)) {
	path := make([]int8, k)
	var rec func(s S, j, prev int)
	rec = func(s S, j, prev int) {
		if j == k {
			visit(path, s)
			return
		}
		for m := range nMoves {
			if allowedAfter[prev][m] {
				path[j] = int8(m)
				rec(step(s, m), j+1, m/3)
			}
		}
	}
	rec(root, 0, 6)
}

// shortSolutions lists the canonical k-move sequences that solve root, in
// move order.
func shortSolutions(root cube.Cubies, k int) [][]int8 {
	mc := moveCubies()
	var out [][]int8
	eachCanonical(k, root, func(c cube.Cubies, m int) cube.Cubies { return c.Mul(mc[m]) },
		func(path []int8, c cube.Cubies) {
			if c == cube.SolvedCubies {
				out = append(out, slices.Clone(path))
			}
		})
	return out
}

// godsNumber is the most moves any state needs (Rokicki, Kociemba,
// Davidson and Dethridge, 2010).
const godsNumber = 20

// taskLen is how many first moves make a task: the unit the goroutines
// share and promisingFirst orders.
const taskLen = 3

// task is a canonical beginning of a solution.
type task [taskLen]int8

// allTasks lists the tasks in move order.
var allTasks = func() (out []task) {
	none := func(struct{}, int) struct{} { return struct{}{} }
	eachCanonical(taskLen, struct{}{}, none, func(path []int8, _ struct{}) { out = append(out, task(path)) })
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
	rn := t.nodeOf(&root)
	var res searchResult
	if root == cube.SolvedCubies {
		res.solutions = [][]int8{{}}
		return res, nil
	}
	// Solutions shorter than a task, by trying every canonical sequence.
	for k := 1; k < taskLen; k++ {
		res.depth = k
		res.solutions = shortSolutions(root, k)
		if len(res.solutions) > 0 {
			if !all {
				res.solutions = res.solutions[:1]
			}
			return res, nil
		}
	}
	tasks := slices.Clone(allTasks)
	if !all {
		tasks = symmetryReduced(tasks, stabilizer(&root))
	}
	for depth := max(taskLen, t.bound(&rn)); ; depth++ {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		if depth > godsNumber {
			// Every state is solved in 20 moves or fewer: searching on
			// would never end.
			return res, fmt.Errorf("optimal: no solution in %d moves (a bug in the search)", godsNumber)
		}
		res.depth = depth
		sh := &searchShared{t: t, ctx: ctx, root: root, depth: depth, tasks: tasks, taskNodes: make([]int64, len(tasks)),
			all: all, limit: limit, found: map[int][][]int8{}, maxNodes: maxNodes, nodesSoFar: res.nodes}
		sh.firstFound.Store(int64(len(tasks)))
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
		if !all {
			tasks = promisingFirst(tasks, sh.taskNodes)
		}
	}
}

// promisingFirst orders the tasks for the next depth: those that took the
// most nodes at this one first, as H48 does. A task whose subtree was
// pruned less is nearer to solutions, and the first solution ends the
// search, so finding it early saves much of the last, costliest depth.
// The order depends only on the node counts, which do not depend on the
// threads, so neither does the answer. A task whose second move turns U, R
// or F has 15 continuations, one turning D, L or B 12 (commuting faces go
// in one order only): its count is scaled by 12/15 to compare alike.
func promisingFirst(tasks []task, nodes []int64) []task {
	score := make(map[task]int64, len(tasks))
	for i, tk := range tasks {
		n := nodes[i] * 15
		if tk[taskLen-1]/3 < 3 {
			n = nodes[i] * 12
		}
		score[tk] = n
	}
	out := slices.Clone(tasks)
	slices.SortStableFunc(out, func(a, b task) int { return cmp.Compare(score[b], score[a]) })
	return out
}
