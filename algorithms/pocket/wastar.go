package pocket

import (
	"context"
	"fmt"
	"math"
	"sync"

	"cubelab/algorithms"
	"cubelab/cube"
)

// DefaultWeight is weighted A*'s w in f = g + w·h when the configuration
// leaves it 0. h is misplaced stickers / 8 (see stickerBound), so w = 1 is
// plain A*; a larger w trades length for speed. 4 was picked by measuring
// w = 1.5..10 on random scrambles: beyond it the node count stops falling
// (the heuristic is coarse) while solutions keep getting longer.
const DefaultWeight = 4

// wastar is seed 000's weighted A*: best-first on f = g + w·h, remembering
// every generated state (the seed's O(b^d) memory), with the same prunes as
// the other searches. A state is generated at most once (no reopening) and
// the goal is tested when generated, so even w = 1 is not guaranteed optimal.
type wastar struct{ base }

// waNode is a generated state's back pointer, kept in an append-only arena.
type waNode struct {
	parent int32 // arena index of the parent, -1 for the start
	mv     move
}

// waItem is an open-list entry.
type waItem struct {
	p    Pos
	g    uint8
	idx  Index // kept alongside p: the coordinate tables step it cheaply
	node int32 // its waNode
}

// bucketQueue is the open list: f takes few distinct values (g is whole,
// h moves in steps of 1/8), so f is rounded to 1/16 of a move and each
// value gets a bucket; popping takes the newest entry of the lowest bucket,
// which favours deeper nodes among equals.
type bucketQueue struct {
	buckets [][]waItem
	low, n  int
}

func (q *bucketQueue) push(key int, it waItem) {
	for key >= len(q.buckets) {
		q.buckets = append(q.buckets, nil)
	}
	if q.buckets[key] == nil {
		q.buckets[key] = make([]waItem, 0, 4096) // skip the small regrowths
	}
	q.buckets[key] = append(q.buckets[key], it)
	if key < q.low {
		q.low = key
	}
	q.n++
}

func (q *bucketQueue) pop() waItem {
	for len(q.buckets[q.low]) == 0 {
		q.low++
	}
	b := q.buckets[q.low]
	it := b[len(b)-1]
	q.buckets[q.low] = b[:len(b)-1]
	q.n--
	return it
}

// Bytes per generated state (arena node + open entry), for the memory
// budget; the seen-set bitmap adds a fixed 459 KB.
const waStateBytes = 8 + 20

func (s wastar) Solve(ctx context.Context, c *cube.Cube, progress func(algorithms.Progress)) (*algorithms.Solution, error) {
	p, rot, err := Standard(c)
	if err != nil {
		return nil, err
	}
	w := s.cfg.Weight
	if w == 0 {
		w = DefaultWeight
	}
	if w < 0 || w > 1000 || math.IsNaN(w) {
		return nil, fmt.Errorf("%s: weight %g out of range (0, 1000]", s.name, w)
	}
	met := newMeter(ctx, s.name, s.cfg, 0, 1<<30, progress)
	met.stage = fmt.Sprintf("weight %g", w)
	if p.Solved() {
		return met.solution(rot, nil, true), nil
	}
	// key is 16·f: f = g + w·misplaced/8, rounded to 1/16 of a move.
	w2 := 2 * w
	key := func(g int, q Pos) int { return 16*g + int(w2*float64(q.Misplaced())+0.5) }
	mt := tables()
	ws := waPool.Get().(*waWork)
	defer waPool.Put(ws)
	ws.reset()
	seen := ws.seen
	mark := func(i Index) bool {
		w, b := &seen[i/64], uint64(1)<<(i%64)
		was := *w&b != 0
		*w |= b
		return was
	}
	start := p.Index()
	mark(start)
	nodes := append(ws.nodes, waNode{parent: -1})
	defer func() { ws.nodes = nodes[:0] }()
	open := &ws.open
	open.push(key(0, p), waItem{p: p, idx: start})
	fixed := int64(len(seen) * 8)
	for open.n > 0 {
		it := open.pop()
		met.stats.Visited++
		if met.due() && !met.check(fixed+int64(len(nodes))*waStateBytes) {
			return nil, met.err
		}
		lastFace := -1
		if it.node > 0 {
			lastFace = nodes[it.node].mv.face()
		}
		g := int(it.g) + 1
		for m := move(0); m < NumMoves; m++ {
			if m.face() == lastFace {
				continue
			}
			qi := mt.next(it.idx, m)
			met.stats.Generated++
			if mark(qi) {
				continue
			}
			nodes = append(nodes, waNode{parent: it.node, mv: m})
			if qi == 0 {
				met.stats.PeakMemory = max(met.stats.PeakMemory, fixed+int64(len(nodes))*waStateBytes)
				return met.solution(rot, waPath(nodes, int32(len(nodes)-1)), false), nil
			}
			q := it.p.apply(m)
			open.push(key(g, q), waItem{p: q, g: uint8(g), idx: qi, node: int32(len(nodes) - 1)})
		}
	}
	return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("open list exhausted without reaching solved"))
}

// waWork is a solve's working memory, pooled: allocating and faulting in
// megabytes of fresh pages per solve cost more than the search itself.
type waWork struct {
	// seen is one bit per state: a flat bitmap (459 KB) is far cheaper to
	// probe than a hash map of the few hundred thousand states generated.
	seen  []uint64
	nodes []waNode
	open  bucketQueue
}

var waPool = sync.Pool{New: func() any {
	return &waWork{seen: make([]uint64, (NumStates+63)/64), nodes: make([]waNode, 0, 1<<16)}
}}

func (w *waWork) reset() {
	clear(w.seen)
	w.nodes = w.nodes[:0]
	for i := range w.open.buckets {
		w.open.buckets[i] = w.open.buckets[i][:0]
	}
	w.open.low, w.open.n = 0, 0
}

// waPath follows back pointers from node k to the start and returns the
// moves forward.
func waPath(nodes []waNode, k int32) []move {
	var sol []move
	for ; nodes[k].parent >= 0; k = nodes[k].parent {
		sol = append(sol, nodes[k].mv)
	}
	for a, b := 0, len(sol)-1; a < b; a, b = a+1, b-1 {
		sol[a], sol[b] = sol[b], sol[a]
	}
	return sol
}
