package web

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/reduction"
)

// serveAllocated serves one request in-process and returns the answer and
// the bytes allocated meanwhile (runtime.MemStats.TotalAlloc: deterministic,
// unlike the process's peak memory).
func serveAllocated(s *Server, method, target, body string) (*httptest.ResponseRecorder, uint64) {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	rec := httptest.NewRecorder()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	s.ServeHTTP(rec, req)
	runtime.ReadMemStats(&after)
	return rec, after.TotalAlloc - before.TotalAlloc
}

// A 37-byte body whose counts ask for ten million moves is refused with 400
// for the cost of reading it: before, it took the server to a gigabyte, and
// twenty at once past nine.
func TestCountAmplificationRefusedCheaply(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct{ method, target, body string }{
		{"POST", "/v1/solve", `{"size":3,"scramble":"9999999D₂"}`},
		{"POST", "/v1/solve", `{"size":3,"scramble":"((R U)999)999"}`},
		{"GET", "/v1/render.svg?size=3&alg=" + url.QueryEscape("9999999D₂"), ""},
		{"GET", "/v1/render.svg?facelets=YYYYOOOOBBBBRRRRGGGGWWWW&alg=" + url.QueryEscape("(R)9999999"), ""},
	} {
		rec, alloc := serveAllocated(s, tt.method, tt.target, tt.body)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "longer than") {
			t.Errorf("%s %s: %d %s", tt.target, tt.body, rec.Code, rec.Body)
		}
		if alloc > 256<<10 {
			t.Errorf("%s %s: refusing it allocated %d bytes, want <= 256 KiB", tt.target, tt.body, alloc)
		}
	}
}

// Work before the concurrency limit is linear in the request: a short
// scramble that expands to 100,000 wide turns on a 33x33 (half a second to
// apply) is only checked there, and applied once a slot is free. With every
// slot taken it answers 503 having allocated next to nothing; before, it was
// expanded and applied first.
func TestCostlyScrambleWaitsForTheLimit(t *testing.T) {
	s := New(Config{MaxSolves: 1, QueueWait: -1})
	s.solves.slots <- struct{}{} // every slot busy
	for _, tt := range []struct{ method, target, body string }{
		{"POST", "/v1/solve", `{"size":33,"scramble":"(2-32Rw)99999"}`},
		{"POST", "/v1/solve", `{"size":3,"scramble":"` + strings.Repeat("((R)99999)0", 1300) + `"}`},
		{"GET", "/v1/render.png?size=33&alg=" + url.QueryEscape("(2-32Rw)99999"), ""},
	} {
		rec, alloc := serveAllocated(s, tt.method, tt.target, tt.body)
		if rec.Code != http.StatusServiceUnavailable {
			t.Errorf("%.60s %.60s: %d %s", tt.target, tt.body, rec.Code, rec.Body)
		}
		if limit := uint64(64*len(tt.body+tt.target) + 256<<10); alloc > limit {
			t.Errorf("%.60s %.60s: allocated %d bytes before the limit, want <= %d", tt.target, tt.body, alloc, limit)
		}
	}
	s.solves.release()
	rec, _ := serveAllocated(s, "POST", "/v1/solve", `{"size":3,"scramble":"(R U)0 [R, U]' (F)4","method":"kociemba"}`)
	if rec.Code != http.StatusOK {
		t.Fatalf("with a free slot: %d %s", rec.Code, rec.Body)
	}
}

// Any max_length from 20 up is satisfiable: 48..1000 answered 500 "search
// ended without a solution (a bug)"; one below the position's bound is a
// quick 422.
func TestSolveMaxLengthRange(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct {
		body   string
		status int
	}{
		{`{"size":3,"scramble":"R U","max_length":48}`, 200},
		{`{"size":3,"scramble":"R U F' L2 D B","max_length":1000}`, 200},
		{`{"size":3,"scramble":"R U F' L2 D B","method":"kociemba","max_length":20}`, 200},
		{`{"size":3,"scramble":"R U F' L2 D B","method":"kociemba","max_length":1}`, 422},
	} {
		rec, _ := serveAllocated(s, "POST", "/v1/solve", tt.body)
		if rec.Code != tt.status {
			t.Errorf("%s: %d %s", tt.body, rec.Code, rec.Body)
		}
	}
}

// Every method honours max_length: table, idastar, thistlethwaite and
// reduction answered 200 with 3-6 moves to "max_length":1. A longer
// solution is a 422 naming max_length and both lengths; one within it is
// answered as before.
func TestSolveMaxLengthEveryMethod(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct {
		size            int
		method, scr     string
		maxLength, want int
		msg             string
	}{
		{2, "table", "R U F", 1, 422, "needs 3 moves (an optimal solution), more than the maximum 1"},
		{2, "idastar", "R U F", 2, 422, "more than the maximum 2"},
		{2, "idastar", "R U F", 3, 200, ""},
		{3, "thistlethwaite", "R U F", 1, 422, "more than the maximum 1"},
		{3, "beginner", "R U F D", 3, 422, "more than the maximum 3"},
		{3, "thistlethwaite", "R U F", 30, 200, ""},
		{4, "reduction", "R U 2F", 1, 422, "more than the maximum 1"},
	} {
		body := fmt.Sprintf(`{"size":%d,"method":%q,"scramble":%q,"max_length":%d,"timeout_ms":60000}`, tt.size, tt.method, tt.scr, tt.maxLength)
		rec, _ := serveAllocated(s, "POST", "/v1/solve", body)
		if rec.Code != tt.want {
			t.Errorf("%s: %d %s", body, rec.Code, rec.Body)
			continue
		}
		if tt.want == 200 {
			var sum algorithms.Summary
			if err := json.Unmarshal(rec.Body.Bytes(), &sum); err != nil || sum.HTM > tt.maxLength {
				t.Errorf("%s: %s (%v)", body, rec.Body, err)
			}
			continue
		}
		var e ErrorBody
		if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error.Field != "max_length" ||
			!strings.Contains(e.Error.Message, tt.msg) || !strings.HasPrefix(e.Error.Message, tt.method+": ") {
			t.Errorf("%s: %s, want field max_length and %q", body, rec.Body, tt.msg)
		}
	}
}

// A timeout_ms too large to be a duration is out of range, not a wrapped
// negative number answered 504 "within 0s".
func TestHugeTimeoutsRefused(t *testing.T) {
	s := New(Config{})
	for _, body := range []string{
		`{"size":3,"scramble":"R","timeout_ms":4611686018427387904}`,
		`{"size":3,"scramble":"R","timeout_ms":9223372036854775807}`,
		`{"size":3,"scramble":"R","time_limit_ms":4611686018427387904}`,
	} {
		rec, _ := serveAllocated(s, "POST", "/v1/solve", body)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "out of range") {
			t.Errorf("%s: %d %s", body, rec.Code, rec.Body)
		}
	}
}

// Field names are matched exactly and once: encoding/json would take
// "SIZE" for "size" and keep the last of two.
func TestFieldNamesExactAndOnce(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct{ body, field, msg string }{
		{`{"size":3,"SIZE":5,"scramble":"R"}`, "SIZE", "unknown field"},
		{`{"Size":3,"scramble":"R"}`, "Size", "unknown field"},
		{`{"size":3,"scramble":"R","scramble":"U"}`, "scramble", "given twice"},
		{`{"size":3,"scramble":"R","Scramble":"U"}`, "Scramble", "unknown field"},
	} {
		rec, _ := serveAllocated(s, "POST", "/v1/solve", tt.body)
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"field":"`+tt.field+`"`) || !strings.Contains(rec.Body.String(), tt.msg) {
			t.Errorf("%s: %d %s", tt.body, rec.Code, rec.Body)
		}
	}
}

// A malformed escape in a query is a 400, as /cube2 answers, not a
// parameter silently dropped (render.png?alg=%ZZ drew a solved cube).
func TestMalformedQueryEscapes(t *testing.T) {
	s := New(Config{})
	for _, target := range []string{
		"/v1/render.png?alg=%ZZ",
		"/v1/render.svg?size=3&alg=R%2",
		"/v1/scramble?size=%3",
		"/v1/methods?size=%G3",
	} {
		rec, _ := serveAllocated(s, "GET", target, "")
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), "invalid URL escape") {
			t.Errorf("%s: %d %s", target, rec.Code, rec.Body)
		}
	}
}

// A solver's error names the method once: "kociemba: solver gave up: ...",
// not "kociemba: solver gave up: kociemba: ...".
func TestErrorsNameTheMethodOnce(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct{ body, name string }{
		{`{"size":3,"scramble":"R U F D L B R' U' F' D'","method":"kociemba","max_length":12,"max_nodes":10}`, "kociemba"},
		{`{"size":4,"scramble":"R U F 2R D L B R' U' F' D'","method":"reduction","max_nodes":10}`, "reduction"},
	} {
		rec, _ := serveAllocated(s, "POST", "/v1/solve", tt.body)
		if rec.Code != http.StatusUnprocessableEntity || strings.Count(rec.Body.String(), tt.name) != 1 {
			t.Errorf("%s: %d %s", tt.body, rec.Code, rec.Body)
		}
	}
}

// A body that stops arriving is a 408 once the read timeout passes; one cut
// short by the client is a 400 saying so, not an i/o message.
func TestSlowAndShortBodies(t *testing.T) {
	addr, _ := serveLoopback(t, Config{ReadHeaderTimeout: time.Second, ReadTimeout: 300 * time.Millisecond})
	const partial = "POST /v1/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"size\":"
	for _, tt := range []struct {
		name  string
		close bool
		want  string
	}{
		{"slow", false, " 408 "},
		{"short", true, "ended before its declared length"},
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(conn, partial); err != nil {
			t.Fatal(err)
		}
		if tt.close {
			_ = conn.(*net.TCPConn).CloseWrite()
		}
		_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		b, _ := io.ReadAll(conn)
		conn.Close()
		if !strings.Contains(string(b), tt.want) {
			t.Errorf("%s body: answer %q, want %q", tt.name, b, tt.want)
		}
	}
}

// The server's resource settings reach the solvers and the table cache.
func TestServerResourceBounds(t *testing.T) {
	defer reduction.SetTableMemory(reduction.DefaultTableMemory)
	cfg := New(Config{}).Config()
	if cfg.SolveThreads != 2 || cfg.TableMemory != reduction.DefaultTableMemory {
		t.Fatalf("defaults: threads %d, table memory %d", cfg.SolveThreads, cfg.TableMemory)
	}
	name := registerConfigRecorder()
	s := New(Config{SolveThreads: 1, TableMemory: 1 << 20})
	rec, _ := serveAllocated(s, "POST", "/v1/solve", `{"size":3,"scramble":"R","method":"`+name+`","timeout_ms":1}`)
	if got := recordedConfig.Load(); got == nil || got.Threads != 1 {
		t.Fatalf("solver config %+v (answer %d %s), want Threads 1", got, rec.Code, rec.Body)
	}
	if reduction.TableMemory() > 1<<20 {
		t.Errorf("table memory %d kept over the 1 MiB set", reduction.TableMemory())
	}
	rec, _ = serveAllocated(s, "GET", "/healthz", "")
	var h Health
	if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil || h.TableMemory != 1<<20 || h.TableBytes != reduction.TableMemory() {
		t.Errorf("/healthz %s (%v): want table_memory %d, table_bytes %d", rec.Body, err, 1<<20, reduction.TableMemory())
	}
}

var recordedConfig atomic.Pointer[algorithms.Config]

// registerConfigRecorder registers a method that records its configuration
// (and then blocks until the request's deadline).
var registerConfigRecorder = sync.OnceValue(func() string {
	algorithms.Register(algorithms.Method{
		Name: "test-config", Description: "records its configuration (tests only)", Rank: 1 << 30,
		Sizes: algorithms.SizeIn(3),
		New: func(cfg algorithms.Config) algorithms.Solver {
			recordedConfig.Store(&cfg)
			return blockingSolver{}
		},
	})
	return "test-config"
})

// time_limit_ms must end before the deadline: improving until it would
// answer every such request 504 after burning its whole deadline.
func TestTimeLimitBelowDeadline(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct {
		body   string
		status int
	}{
		{`{"size":3,"scramble":"R U","time_limit_ms":60000}`, 400},
		{`{"size":3,"scramble":"R U","time_limit_ms":500,"timeout_ms":500}`, 400},
		{`{"size":3,"scramble":"R U F","method":"kociemba","time_limit_ms":20,"timeout_ms":5000}`, 200},
	} {
		rec, _ := serveAllocated(s, "POST", "/v1/solve", tt.body)
		if rec.Code != tt.status {
			t.Errorf("%s: %d %s", tt.body, rec.Code, rec.Body)
		}
	}
}

// A request for a size whose tables are still to be built answers at its
// deadline (504), and one caught by a shutdown answers 503, while the build
// goes on in the background. Before, both waited for the whole build (12 s
// for a 32x32) and a shutdown dropped the connection.
func TestDeadlineAndShutdownWhileTablesBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a 19x19's tables (a second or two of CPU)")
	}
	// A short grace period, so the shutdown cuts the wait for the tables.
	s := New(Config{Addr: "127.0.0.1:0"})
	ctx, shutdown := context.WithCancel(context.Background())
	addrc, served := make(chan string, 1), make(chan error, 1)
	go func() { served <- s.Serve(ctx, 50*time.Millisecond, func(a net.Addr) { addrc <- a.String() }) }()
	addr := <-addrc
	stop := func() error { shutdown(); return <-served }
	defer shutdown()
	post := func(body string) (int, string, time.Duration) {
		begin := time.Now()
		resp, err := http.Post("http://"+addr+"/v1/solve", "application/json", strings.NewReader(body))
		if err != nil {
			return 0, err.Error(), time.Since(begin)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b), time.Since(begin)
	}
	code, body, took := post(`{"size":19,"scramble":"R U 2F 5Rw","method":"reduction","timeout_ms":50}`)
	if code != http.StatusGatewayTimeout || took > time.Second {
		t.Fatalf("deadline: %d %s after %v", code, body, took)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		code, body, took = post(`{"size":19,"scramble":"R U 2F 5Rw","method":"reduction","timeout_ms":30000}`)
	}()
	time.Sleep(100 * time.Millisecond)
	_ = stop()
	<-done
	if code != http.StatusServiceUnavailable || took > 3*time.Second {
		t.Fatalf("shutdown: %d %s after %v", code, body, took)
	}
}
