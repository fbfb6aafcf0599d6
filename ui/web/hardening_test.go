package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"testing"
)

// serveAllocated serves one request in-process and returns the answer and
// the bytes allocated meanwhile (runtime.MemStats.TotalAlloc: deterministic,
// unlike the process's peak memory).
func serveAllocated(s *Server, method, target, body string) (*httptest.ResponseRecorder, uint64) {
	req := httptest.NewRequest(method, target, strings.NewReader(body))
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
