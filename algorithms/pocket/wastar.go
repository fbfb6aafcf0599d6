package pocket

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sync"
	"unsafe"

	"cubelab/algorithms"
	"cubelab/cube"
)

// DefaultWeight is weighted A*'s w in f = g + w·h when the configuration
// leaves it 0. h is misplaced stickers / 8 (see stickerBound), so w = 1 is
// plain A*; a larger w trades length for speed. 4 was picked by measuring
// w = 1.5..10 on random scrambles: beyond it the node count stops falling
// (the heuristic is coarse) while solutions keep getting longer.
const DefaultWeight = 4

// wastar is the 2x2 study's weighted A*: best-first on f = g + w·h, remembering
// every generated state (the study's O(b^d) memory), with the same prunes as
// the other searches. A state is generated at most once (no reopening) and
// the goal is tested when generated, so even w = 1 is not guaranteed optimal.
type wastar struct{ base }

// waItem is a generated state. Items live in one append-only arena whose
// index doubles as the state's id: parent points back along the path, next
// chains the items of one open-list bucket.
type waItem struct {
	p      Pos
	g      uint8
	mis    uint8 // p.Misplaced()
	mv     move  // the move from the parent
	idx    Index // kept alongside p: the coordinate tables step it cheaply
	parent int32 // arena index of the parent, -1 for the start
	next   int32 // next item in the same bucket, -1 at the end
}

// waArena holds the items in fixed-size chunks: growing it never copies
// (a doubling slice spent a fifth of the search in memmove), and the chunks
// are kept for the next solve.
type waArena struct {
	chunks [][]waItem
	n      int32
}

const waChunkBits = 14

func (a *waArena) at(k int32) *waItem {
	return &a.chunks[k>>waChunkBits][k&(1<<waChunkBits-1)]
}

func (a *waArena) add(it waItem) int32 {
	if int(a.n>>waChunkBits) == len(a.chunks) {
		a.chunks = append(a.chunks, make([]waItem, 1<<waChunkBits))
	}
	k := a.n
	*a.at(k) = it
	a.n++
	return k
}

// bucketQueue is the open list: f takes few distinct values (g is whole,
// h moves in steps of 1/8), so f is rounded to 1/16 of a move and each
// value gets a bucket, a linked list through the item arena; popping takes
// the newest entry of the lowest bucket, which favours deeper nodes among
// equals. One arena and one head slice make a fresh queue cheap: no
// per-bucket slices to allocate and fault in.
type bucketQueue struct {
	head   []int32 // per key: arena index of the newest open item, -1 if none
	items  waArena
	low, n int
}

func (q *bucketQueue) push(key int, it waItem) int32 {
	for key >= len(q.head) {
		q.head = append(q.head, -1)
	}
	it.next = q.head[key]
	k := q.items.add(it)
	q.head[key] = k
	if key < q.low {
		q.low = key
	}
	q.n++
	return k
}

func (q *bucketQueue) pop() int32 {
	for q.head[q.low] < 0 {
		q.low++
	}
	k := q.head[q.low]
	q.head[q.low] = q.items.at(k).next
	q.n--
	return k
}

// Bytes per generated state (its arena item), for the memory budget; the
// seen-set bitmap adds a fixed 459 KB.
const waStateBytes = int64(unsafe.Sizeof(waItem{}))

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
	key := func(g, mis int) int { return 16*g + int(w2*float64(mis)+0.5) }
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
	open := &ws.open
	open.push(key(0, p.Misplaced()), waItem{p: p, mis: uint8(p.Misplaced()), idx: start, parent: -1})
	fixed := int64(len(seen) * 8)
	for open.n > 0 {
		k := open.pop()
		it := *open.items.at(k)
		met.stats.Visited++
		if met.due() && !met.check(fixed+int64(open.items.n)*waStateBytes) {
			return nil, met.err
		}
		lastFace := -1
		if it.parent >= 0 {
			lastFace = it.mv.face()
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
			q, mis := it.p.applyCounting(m, int(it.mis))
			child := open.push(key(g, mis), waItem{p: q, g: uint8(g), mis: uint8(mis), mv: m, idx: qi, parent: k})
			if qi == 0 {
				met.stats.PeakMemory = max(met.stats.PeakMemory, fixed+int64(open.items.n)*waStateBytes)
				return met.solution(rot, waPath(&open.items, child), false), nil
			}
		}
	}
	return nil, fmt.Errorf("%s: %w", s.name, algorithms.GaveUp("open list exhausted without reaching solved"))
}

// waWork is a solve's working memory, pooled: allocating and faulting in
// megabytes of fresh pages per solve cost more than the search itself.
type waWork struct {
	// seen is one bit per state: a flat bitmap (459 KB) is far cheaper to
	// probe than a hash map of the few hundred thousand states generated.
	seen []uint64
	open bucketQueue
}

var waPool = sync.Pool{New: func() any {
	return &waWork{seen: make([]uint64, (NumStates+63)/64)}
}}

func (w *waWork) reset() {
	clear(w.seen)
	w.open.items.n = 0
	for i := range w.open.head {
		w.open.head[i] = -1
	}
	w.open.low, w.open.n = 0, 0
}

// waPath follows back pointers from item k to the start and returns the
// moves forward.
func waPath(items *waArena, k int32) []move {
	var sol []move
	for ; items.at(k).parent >= 0; k = items.at(k).parent {
		sol = append(sol, items.at(k).mv)
	}
	slices.Reverse(sol)
	return sol
}
