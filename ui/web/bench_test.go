package web

import (
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
