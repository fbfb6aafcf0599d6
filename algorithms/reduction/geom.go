package reduction

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// geom holds, for one N, where every sticker goes under each move the stages
// use, and which stickers are centres and edge wings.
type geom struct {
	n, nf int
	// dest[key][i] is where the sticker at facelet i goes.
	dest map[cube.Move][]int32
	supp map[cube.Move][]int32
	// faceOf[i] is the face facelet i lies on.
	faceOf []cube.Face
	// centre lists the centre facelets (rows and columns 1..N-2); isCentre marks them.
	centre   []int32
	isCentre []bool
	// fixed marks the middle centre of each face on odd cubes.
	fixed []bool
	// edges[e][k] is wing k (1..N-2 along the edge) of edge e: its sticker on
	// the edge's first face and on its second face.
	edges [12][][2]int32
	// edgeOf[i] is the edge and position of wing sticker i, or -1.
	edgeOf []int32
	// ref is the wing position other wings are paired to: the middle edge on
	// odd cubes, one of the two central wings on even cubes.
	ref int

	buildMu    sync.Mutex // guards dest and supp while tables are built
	centreOnce sync.Once
	centres    *centreTables
	oblOnce    sync.Once
	obliques   *centreTables // bigcentresobl.go
	// The bar matchings (bigcentresmatch.go), by matchKind.
	matchOnce [8]sync.Once
	match     [8]*barMatch
	matchErr  [8]error
	edgeOnce  sync.Once
	edgeTabs  *edgeTables
	// noParity marks an inner size of the staged centres' recursion
	// (ringGeom), which prices no wing parity.
	noParity bool
	// stop, set only while a size's build (sizeTables.build) has g to
	// itself, reports that nobody waits for the build any more, and keeps
	// reporting it: the slow steps' loops (centreOps, seconds of CPU on
	// the biggest sizes) then return early and the build drops g.
	stop func() bool
	// charge counts what is built on g, and on its inner sizes'
	// geometries, after its cache entry was measured (shared with them).
	charge *tableCharge
}

// tableCharge is what a size's geometry builds after the cache measured
// it (sizeTables.bytes): its bar matchings and oblique tables, built on
// the first solve that needs them, and its inner sizes' geometries
// (ringGeom) with theirs. The cache counts it with the size
// (sizeTables.size) and forgets it with the size.
type tableCharge struct {
	// n is the size whose cache entry pays (0: none, a geometry made
	// outside the cache).
	n     int
	bytes atomic.Int64
	mu    sync.Mutex // guards rings
	rings map[int]*geom
}

// add charges b more bytes and lets the cache forget other sizes, least
// recently used first, should the total now exceed the budget.
func (ch *tableCharge) add(b int64) {
	ch.bytes.Add(b)
	if ch.n == 0 {
		return
	}
	// Not the size itself, nor the 5x5x5 whose geometry its solve reads
	// (bigfive.go): were that dropped, the next solve would build it
	// again, and that build would drop this size, over the budget with
	// its rings, as the least recently used; every such solve would
	// rebuild both.
	keep := []int{ch.n}
	if bigFive(ch.n) {
		keep = append(keep, 5)
	}
	geomMu.Lock()
	evictLocked(keep...)
	geomMu.Unlock()
}

// stopped reports whether g's build is to stop (g.stop).
func (g *geom) stopped() bool { return g.stop != nil && g.stop() }

// DefaultTableMemory is how many bytes of per-size tables are kept between
// solves unless SetTableMemory says otherwise. A 33x33's tables take about
// 280 MB and every size from 4 to 33 together several GB, so a long-running
// process asked for many sizes must forget some: the least recently used go
// first, until the rest fit (a solve in progress keeps its own reference).
const DefaultTableMemory = 256 << 20

var (
	tableBudget atomic.Int64

	geomMu    sync.Mutex
	geomCache = map[int]*sizeTables{}
	geomOrder []int // sizes in geomCache, least recently used first

	// buildSlot lets one size's tables build at a time, bounding the
	// memory and CPU that builds nobody may wait for can take.
	buildSlot = make(chan struct{}, 1)
)

func init() { tableBudget.Store(DefaultTableMemory) }

// SetTableMemory sets how many bytes of per-size tables are kept between
// solves (DefaultTableMemory until set; 0 keeps none once their solves end)
// and forgets the least recently used sizes beyond it.
func SetTableMemory(bytes int64) {
	tableBudget.Store(max(bytes, 0))
	geomMu.Lock()
	defer geomMu.Unlock()
	evictLocked()
}

// TableMemory returns the bytes of per-size tables kept now (an estimate
// from the tables' slices and maps); a server reports it on /healthz.
func TableMemory() int64 {
	geomMu.Lock()
	defer geomMu.Unlock()
	total := int64(0)
	for _, e := range geomCache {
		total += e.size()
	}
	return total
}

// sizeTables is one size's entry in the cache: its tables once ready is
// closed, built in the background and shared by every solve of that size.
type sizeTables struct {
	g       *geom
	ready   chan struct{}
	waiters int   // solves waiting for ready (guarded by geomMu)
	bytes   int64 // g's size once built (size adds what was built since)
	// When the last waiter left and how long it had waited (guarded by
	// geomMu): the build goes on that long after it (at most
	// algorithms.DefaultMaxGrace), so a client that asks again after a
	// timeout finds it going, and one that gave up after 1 ms buys 1 ms.
	lastLeft, lastJoined time.Time
}

// size is the bytes e's tables hold: g's when built, and what was built on
// it since (its tableCharge).
func (e *sizeTables) size() int64 {
	if e.g == nil {
		return e.bytes
	}
	return e.bytes + e.g.charge.bytes.Load()
}

// geomStepHook, set only by tests, runs between the steps of a size's
// build (where a build nobody waits for stops).
var geomStepHook func(n int, step string)

// abandonedLocked reports whether nobody has waited for e for longer than
// its grace (geomMu held).
func (e *sizeTables) abandonedLocked() bool {
	if e.waiters > 0 {
		return false
	}
	grace := min(algorithms.DefaultMaxGrace, e.lastLeft.Sub(e.lastJoined))
	return time.Since(e.lastLeft) >= grace
}

// tablesFor returns size n's geometry and tables, waiting for them at most
// until ctx ends. The build runs on its own goroutine, shared by all who
// ask for the size meanwhile, so a request waits only its own deadline; one
// that nobody waits for any more when its turn comes is dropped.
func tablesFor(ctx context.Context, n int) (*geom, error) {
	geomMu.Lock()
	e, ok := geomCache[n]
	if !ok {
		e = &sizeTables{ready: make(chan struct{})}
		geomCache[n] = e
		go e.build(n)
	}
	e.waiters++
	touchLocked(n)
	geomMu.Unlock()
	joined := time.Now()
	defer func() {
		geomMu.Lock()
		e.waiters--
		if e.waiters == 0 {
			e.lastLeft, e.lastJoined = time.Now(), joined
		}
		geomMu.Unlock()
	}()
	select {
	case <-e.ready:
		if e.g == nil {
			return nil, fmt.Errorf("tables for %dx%dx%d: build abandoned", n, n, n)
		}
		return e.g, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("tables for %dx%dx%d: %w", n, n, n, ctx.Err())
	}
}

// build makes the tables when a build slot is free; it stops between its
// steps once nobody has waited for them for their grace (abandonedLocked).
func (e *sizeTables) build(n int) {
	buildSlot <- struct{}{}
	defer func() { <-buildSlot }()
	// Between its steps the build stops once nobody has waited for it
	// for its grace (the steps take up to seconds each on 33x33x33).
	var g *geom
	// cut is sticky: once a step returned early, its tables are partial,
	// so the build must drop g even if a caller came back meanwhile.
	cut := false
	stop := func() bool {
		if !cut {
			geomMu.Lock()
			cut = e.abandonedLocked()
			geomMu.Unlock()
		}
		return cut
	}
	steps := []struct {
		name string
		run  func()
	}{
		{"geometry", func() { g = newGeom(n); g.stop = stop; g.charge.n = n }},
		{"centres", func() { g.centreTables() }},
		{"edges", func() { g.edgeTables().mainIndex() }},
		{"slices", func() {
			if n%2 == 1 {
				g.sliceFams()
			}
		}},
	}
	for _, st := range steps {
		if geomStepHook != nil {
			geomStepHook(n, st.name)
		}
		if e.dropIfAbandoned(n, cut) {
			return
		}
		st.run()
	}
	if e.dropIfAbandoned(n, cut) {
		return
	}
	g.stop = nil // g is shared from here on
	bytes := deepSize(g)
	geomMu.Lock()
	e.g, e.bytes = g, bytes
	close(e.ready)
	evictLocked(n)
	geomMu.Unlock()
}

// dropIfAbandoned ends e's build without tables, forgetting e, if cut (a
// step returned early) or nobody has waited for it for its grace; it
// reports whether it did.
func (e *sizeTables) dropIfAbandoned(n int, cut bool) bool {
	geomMu.Lock()
	defer geomMu.Unlock()
	if !cut && !e.abandonedLocked() {
		return false
	}
	forgetLocked(n, e)
	close(e.ready)
	return true
}

// touchLocked marks size n as the most recently used.
func touchLocked(n int) {
	for i, m := range geomOrder {
		if m == n {
			geomOrder = append(geomOrder[:i], geomOrder[i+1:]...)
			break
		}
	}
	geomOrder = append(geomOrder, n)
}

// forgetLocked removes size n's entry e from the cache.
func forgetLocked(n int, e *sizeTables) {
	if geomCache[n] != e {
		return
	}
	delete(geomCache, n)
	for i, m := range geomOrder {
		if m == n {
			geomOrder = append(geomOrder[:i], geomOrder[i+1:]...)
			break
		}
	}
}

// evictLocked forgets built sizes, least recently used first, until the
// rest fit the budget. Sizes still building are left alone, and so is size
// in keep (the one just built, or the one a solve charges and what it
// reads: tableCharge.add) unless the budget is 0: a size whose
// tables alone exceed the budget (a 33x33's, about 280 MB, against the
// default 256 MiB) was dropped as soon as it was built, so every request
// for it rebuilt them (about 17 s) and a server with the default deadline
// never answered one; it now stays until another size is built (or the
// budget is set again). What is kept is thus at most the larger of the
// budget and one size's tables.
func evictLocked(keep ...int) {
	total := int64(0)
	for _, e := range geomCache {
		total += e.size()
	}
	for _, n := range append([]int(nil), geomOrder...) {
		if total <= tableBudget.Load() {
			return
		}
		if slices.Contains(keep, n) && tableBudget.Load() > 0 {
			continue
		}
		if e := geomCache[n]; e.g != nil {
			total -= e.size()
			forgetLocked(n, e)
		}
	}
}

func newGeom(n int) *geom {
	nn := n * n
	g := &geom{n: n, nf: 6 * nn, dest: map[cube.Move][]int32{}, supp: map[cube.Move][]int32{}, charge: &tableCharge{}}
	g.faceOf = make([]cube.Face, g.nf)
	g.isCentre = make([]bool, g.nf)
	g.fixed = make([]bool, g.nf)
	g.edgeOf = make([]int32, g.nf)
	for i := range g.nf {
		f, r, c := cube.Face(i/nn), (i%nn)/n, i%n
		g.faceOf[i] = f
		g.edgeOf[i] = -1
		if r > 0 && r < n-1 && c > 0 && c < n-1 {
			g.isCentre[i] = true
			g.centre = append(g.centre, int32(i))
			if n%2 == 1 && r == n/2 && c == n/2 {
				g.fixed[i] = true
			}
		}
	}
	g.buildEdges()
	if n%2 == 1 {
		g.ref = (n - 1) / 2
	} else {
		g.ref = n/2 - 1
	}
	return g
}

// buildEdges finds each edge's wings from the sticker geometry: a wing's two
// stickers share their cubie position.
func (g *geom) buildEdges() {
	n := g.n
	nn := n * n
	clamp := func(v int) int { return max(-(n - 1), min(n-1, v)) }
	byCubie := map[[3]int][]int{}
	for i := range g.nf {
		p := cube.Position(n, cube.Face(i/nn), (i%nn)/n, i%n)
		q := [3]int{clamp(p[0]), clamp(p[1]), clamp(p[2])}
		byCubie[q] = append(byCubie[q], i)
	}
	for e := cube.Edge(0); e < 12; e++ {
		mid := cube.EdgeFacelets(n, e)
		fa, fb := cube.Face(mid[0]/nn), cube.Face(mid[1]/nn)
		// Walk along face fa's edge next to fb, in row/column order.
		var list [][2]int32
		for k := 1; k < n-1; k++ {
			r, c := (mid[0]%nn)/n, mid[0]%n
			if r == 0 || r == n-1 {
				c = k
			} else {
				r = k
			}
			a := int(fa)*nn + r*n + c
			p := cube.Position(n, fa, r, c)
			q := [3]int{clamp(p[0]), clamp(p[1]), clamp(p[2])}
			b := -1
			for _, j := range byCubie[q] {
				if cube.Face(j/nn) == fb {
					b = j
				}
			}
			list = append(list, [2]int32{int32(a), int32(b)})
			g.edgeOf[a] = int32(int(e)*n + k)
			g.edgeOf[b] = int32(int(e)*n + k)
		}
		g.edges[e] = append([][2]int32{{-1, -1}}, list...) // index by k; k=0 unused
	}
}

// destOf returns where every sticker goes under move m, computing it once by
// turning two probe cubes whose facelets spell each sticker's index in base 256.
func (g *geom) destOf(m cube.Move) []int32 {
	if d, ok := g.dest[m]; ok {
		return d
	}
	n := g.n
	lo, hi := cube.MustNew(n), cube.MustNew(n)
	nn := n * n
	for i := range g.nf {
		f, r, c := cube.Face(i/nn), (i%nn)/n, i%n
		lo.Set(f, r, c, cube.Face(i&255))
		hi.Set(f, r, c, cube.Face(i>>8))
	}
	if err := lo.Apply(m); err != nil {
		panic(err)
	}
	if err := hi.Apply(m); err != nil {
		panic(err)
	}
	d := make([]int32, g.nf)
	lf, hf := lo.Facelets(), hi.Facelets()
	for pos := range g.nf {
		src := int(lf[pos]) | int(hf[pos])<<8
		d[src] = int32(pos)
	}
	g.dest[m] = d
	return d
}

// trace returns where the sticker at facelet i ends after alg.
func (g *geom) trace(i int32, alg cube.Alg) int32 {
	for _, m := range alg {
		i = g.destOf(m)[i]
	}
	return i
}
