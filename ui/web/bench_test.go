package web

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"cubelab/algorithms/pocket"
)

// BenchmarkCube2Handler measures the /cube2 handler alone (no network).
func BenchmarkCube2Handler(b *testing.B) {
	s := New(Config{})
	pocket.Table()
	queries := cube2Queries(1024)
	reqs := make([]*http.Request, len(queries))
	for i, q := range queries {
		reqs[i] = httptest.NewRequest("GET", q, nil)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := httptest.NewRecorder()
		s.ServeHTTP(w, reqs[i%len(reqs)])
		if w.Code != 200 {
			b.Fatalf("%d %s", w.Code, w.Body)
		}
	}
}

// BenchmarkSolve3x3Handler measures POST /v1/solve for random 3x3 scrambles
// (kociemba) without the network, with the solver's defaults and with
// max_length 21.
func BenchmarkSolve3x3Handler(b *testing.B) {
	s := New(Config{})
	for _, bc := range []struct{ name, extra string }{
		{"defaults", ""},
		{"max_length_21", `,"max_length":21`},
		{"max_length_21_one_worker", `,"max_length":21,"max_nodes":1000000000`},
		{"time_limit_5ms", `,"time_limit_ms":5`},
	} {
		bodies := solveBodies(256, bc.extra)
		b.Run(bc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				w := httptest.NewRecorder()
				r := httptest.NewRequest("POST", "/v1/solve", bytes.NewReader(bodies[i%len(bodies)]))
				r.Header.Set("Content-Type", "application/json")
				s.ServeHTTP(w, r)
				if w.Code != 200 {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
			}
		})
	}
}
