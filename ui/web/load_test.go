package web

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"cubelab/cube"
	"cubelab/ui/web/cube2"
)

// The load tests run only with CUBELAB_LOAD=1 (they take the machine for a
// while): CUBELAB_LOAD=1 go test ./ui/web -run Load -v
// CUBELAB_LOAD_SECONDS sets each phase's length (default 5). Traffic goes to
// a server on 127.0.0.1 only, and every loop is bounded in time and count.

func loadSeconds() time.Duration {
	if v, err := strconv.Atoi(os.Getenv("CUBELAB_LOAD_SECONDS")); err == nil && v > 0 && v <= 120 {
		return time.Duration(v) * time.Second
	}
	return 5 * time.Second
}

func skipUnlessLoad(t *testing.T) {
	if os.Getenv("CUBELAB_LOAD") != "1" {
		t.Skip("set CUBELAB_LOAD=1 to run load tests")
	}
	fmt.Printf("LOAD machine: %d CPUs, load average %s\n", runtime.NumCPU(), loadAverage())
}

// loadAverage is the first three fields of /proc/loadavg ("?" elsewhere):
// figures measured on a busy machine say so.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// The floors. CUBELAB_LOAD_FLOORS=0 reports without failing (for a
// machine busy with other work, where the figures mean little).
const (
	floorCube2Rate = 20_000               // /cube2 requests per second
	floorCube2P99  = 5 * time.Millisecond // /cube2 99th percentile latency
	floorSolveRate = 100                  // 3x3 two-phase /v1/solve requests per second
	floorHeapGrow  = 16 << 20             // heap growth over 3 overload rounds
)

// belowFloor fails the test (or only logs, with CUBELAB_LOAD_FLOORS=0).
func belowFloor(t *testing.T, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...) + " (load average " + loadAverage() + ")"
	fmt.Println("LOAD BELOW FLOOR:", msg)
	if os.Getenv("CUBELAB_LOAD_FLOORS") == "0" {
		t.Log(msg)
		return
	}
	t.Error(msg)
}

// startLoopback runs a server on 127.0.0.1 with a free port (serveLoopback)
// and returns its base URL; a failed shutdown fails the test.
func startLoopback(t *testing.T, cfg Config) string {
	t.Helper()
	addr, stop := serveLoopback(t, cfg)
	t.Cleanup(func() {
		if err := stop(); err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	return "http://" + addr
}

type loadResult struct {
	requests int64
	status   map[int]int64
	errs     int64
	lat      []time.Duration // successful (200) requests only
	elapsed  time.Duration
}

func (r loadResult) rate() float64 { return float64(r.requests) / r.elapsed.Seconds() }

func (r loadResult) pct(p float64) time.Duration {
	if len(r.lat) == 0 {
		return 0
	}
	return r.lat[min(len(r.lat)-1, int(float64(len(r.lat))*p))]
}

func (r loadResult) String() string {
	return fmt.Sprintf("%d requests in %.1fs = %.0f req/s; 200 OK p50 %v p99 %v; statuses %v; transport errors %d",
		r.requests, r.elapsed.Seconds(), r.rate(), r.pct(0.50).Round(time.Microsecond), r.pct(0.99).Round(time.Microsecond), r.status, r.errs)
}

// loadClient is one load client's own tally, merged into the result when it
// stops (so the clients share nothing while they run).
type loadClient struct {
	lat    []time.Duration
	status map[int]int64
	errs   int64
}

// answered counts an answer with the given status sent at t0; only 200s
// count towards the latency percentiles.
func (c *loadClient) answered(code int, t0 time.Time) {
	c.status[code]++
	if code == 200 {
		c.lat = append(c.lat, time.Since(t0))
	}
}

// driveLoad runs conc clients for dur, at most maxReq requests in all:
// client(w, more, tally) sends requests while more() allows and counts them
// in tally.
func driveLoad(conc int, dur time.Duration, maxReq int64, client func(w int, more func() bool, tally *loadClient)) loadResult {
	var count atomic.Int64
	var mu sync.Mutex
	res := loadResult{status: map[int]int64{}}
	stop := time.Now().Add(dur)
	more := func() bool { return time.Now().Before(stop) && count.Add(1) <= maxReq }
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < conc; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			tally := &loadClient{lat: make([]time.Duration, 0, 1<<16), status: map[int]int64{}}
			client(w, more, tally)
			mu.Lock()
			res.lat = append(res.lat, tally.lat...)
			for k, v := range tally.status {
				res.status[k] += v
				res.requests += v
			}
			res.errs += tally.errs
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	res.elapsed = time.Since(start)
	slices.Sort(res.lat)
	return res
}

// runLoad has conc clients send requests made by next for dur (at most
// maxReq in all) and measures them.
func runLoad(conc int, dur time.Duration, maxReq int64, next func(worker int, i int) *http.Request) loadResult {
	tr := &http.Transport{MaxIdleConns: conc, MaxIdleConnsPerHost: conc, DisableCompression: true}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	return driveLoad(conc, dur, maxReq, func(w int, more func() bool, tally *loadClient) {
		for i := 0; more(); i++ {
			req := next(w, i)
			t0 := time.Now()
			resp, err := client.Do(req)
			if err != nil {
				tally.errs++
				continue
			}
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			tally.answered(resp.StatusCode, t0)
		}
	})
}

func cube2Queries(n int) []string {
	rng := rand.New(rand.NewPCG(11, 12))
	out := make([]string, n)
	for i := range out {
		s := cube2.Solved
		for k := 0; k < 40; k++ {
			s = s.Apply(cube2.Turns[rng.IntN(9)])
			if rng.IntN(6) == 0 {
				s = s.Apply(cube2.Rotations[rng.IntN(9)])
			}
		}
		q := s.Encode()
		out[i] = fmt.Sprintf("/cube2?p2=0b%08b&p1=0b%08b&p0=0b%08b&o=0b%016b", q.P2, q.P1, q.P0, q.O)
	}
	return out
}

func TestLoadCube2(t *testing.T) {
	skipUnlessLoad(t)
	base := startLoopback(t, Config{})
	queries := cube2Queries(4096)
	// 16 clients keep both cores busy; far more only queue inside the
	// kernel and add latency without adding throughput.
	conc := 16
	if v, err := strconv.Atoi(os.Getenv("CUBELAB_LOAD_CONC")); err == nil && v > 0 && v <= 1024 {
		conc = v
	}
	// net/http's client, for comparison: it takes most of the CPU itself.
	res := runLoad(conc, loadSeconds(), 10_000_000, func(w, i int) *http.Request {
		r, _ := http.NewRequest("GET", base+queries[(w*7919+i)%len(queries)], nil)
		return r
	})
	t.Logf("/cube2, %d clients, net/http client: %v", conc, res)
	fmt.Printf("LOAD /cube2 (%d clients, net/http client in-process): %v\n", conc, res)
	if res.errs > 0 || res.status[200] != res.requests {
		t.Errorf("errors under load: %v", res)
	}
	// The floor is checked with the lean client (see runRawGets).
	res = runRawGets(conc, loadSeconds(), 10_000_000, strings.TrimPrefix(base, "http://"), queries)
	t.Logf("/cube2, %d clients, raw keep-alive client: %v", conc, res)
	fmt.Printf("LOAD /cube2 (%d clients, raw keep-alive client in-process): %v\n", conc, res)
	if res.errs > 0 || res.status[200] != res.requests {
		t.Errorf("errors under load: %v", res)
	}
	if res.rate() < floorCube2Rate || res.pct(0.99) > floorCube2P99 {
		belowFloor(t, "/cube2: %.0f req/s, p99 %v; floors %d req/s, p99 %v", res.rate(), res.pct(0.99), floorCube2Rate, floorCube2P99)
	}
}

func solveBodies(n int, extra string) [][]byte {
	rng := rand.New(rand.NewPCG(13, 14))
	out := make([][]byte, n)
	for i := range out {
		out[i] = []byte(fmt.Sprintf(`{"size":3,"method":"kociemba","scramble":%q%s}`, cube.Scramble(3, rng).String(), extra))
	}
	return out
}

// TestLoadSolve3x3 measures two-phase solves: with the server's defaults
// (kociemba keeps improving for Config.ImproveLimit, 10 ms, after its first
// solution) and with "max_length": 21 (the first solution of 21 moves or
// fewer).
func TestLoadSolve3x3(t *testing.T) {
	skipUnlessLoad(t)
	base := startLoopback(t, Config{})
	conc := runtime.GOMAXPROCS(0) * 2
	for _, phase := range []struct{ name, extra string }{
		{"server defaults (improves for 10 ms)", ""},
		{"max_length 21", `,"max_length":21`},
	} {
		bodies := solveBodies(512, phase.extra)
		mk := func(w, i int) *http.Request {
			r, _ := http.NewRequest("POST", base+"/v1/solve", bytes.NewReader(bodies[(w*131+i)%len(bodies)]))
			r.Header.Set("Content-Type", "application/json")
			return r
		}
		runLoad(1, 2*time.Second, 3, mk) // warm up (tables) outside the measurement
		res := runLoad(conc, loadSeconds(), 1_000_000, mk)
		t.Logf("/v1/solve 3x3 kociemba %s, %d clients: %v", phase.name, conc, res)
		fmt.Printf("LOAD /v1/solve 3x3 kociemba %s (%d clients): %v\n", phase.name, conc, res)
		if res.errs > 0 || res.status[200] != res.requests {
			t.Errorf("errors under load: %v", res)
		}
		if res.rate() < floorSolveRate {
			belowFloor(t, "/v1/solve 3x3 %s: %.0f req/s; floor %d", phase.name, res.rate(), floorSolveRate)
		}
	}
}

// TestLoadOverload sends ten times as many concurrent solves as the server
// admits: it must answer only 200 or 503, and its memory must stay flat.
func TestLoadOverload(t *testing.T) {
	skipUnlessLoad(t)
	maxSolves := runtime.GOMAXPROCS(0) * 2
	base := startLoopback(t, Config{MaxSolves: maxSolves})
	bodies := solveBodies(512, "")
	mk := func(w, i int) *http.Request {
		r, _ := http.NewRequest("POST", base+"/v1/solve", bytes.NewReader(bodies[(w*131+i)%len(bodies)]))
		r.Header.Set("Content-Type", "application/json")
		return r
	}
	runLoad(maxSolves, 2*time.Second, 200, mk) // warm up
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	g0 := runtime.NumGoroutine()
	for round := 0; round < 3; round++ {
		res := runLoad(10*maxSolves, loadSeconds(), 1_000_000, mk)
		t.Logf("overload round %d, %d clients: %v", round, 10*maxSolves, res)
		fmt.Printf("LOAD overload round %d (%d clients, %d slots): %v\n", round, 10*maxSolves, maxSolves, res)
		for code, n := range res.status {
			if code != 200 && code != 503 {
				t.Errorf("round %d: %d answers with status %d", round, n, code)
			}
		}
		if res.errs > 0 {
			t.Errorf("round %d: %d transport errors", round, res.errs)
		}
	}
	time.Sleep(200 * time.Millisecond)
	runtime.GC()
	runtime.ReadMemStats(&after)
	g1 := runtime.NumGoroutine()
	msg := fmt.Sprintf("heap in use %d KiB before, %d KiB after 3 overload rounds; goroutines %d before, %d after",
		before.HeapInuse>>10, after.HeapInuse>>10, g0, g1)
	t.Log(msg)
	fmt.Println("LOAD overload memory:", msg)
	if after.HeapInuse > before.HeapInuse+floorHeapGrow {
		t.Errorf("memory grew by more than %d MiB: %s", floorHeapGrow>>20, msg)
	}
	if g1 > g0+8 {
		t.Errorf("goroutines piled up: %s", msg)
	}
}
