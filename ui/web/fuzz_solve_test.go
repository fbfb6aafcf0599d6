package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// FuzzSolveBody posts arbitrary bodies to /v1/solve: the answer is a
// verified solution (200), a 400/413 naming the field at fault, a 422 give-up
// or a 504 deadline; never a 500 or a panic. Bodies asking for cubes above
// 5x5 are skipped: their tables take long to build, which the deadline
// tests cover.
func FuzzSolveBody(f *testing.F) {
	for _, b := range []string{
		`{"size": 2, "scramble": "R U F'"}`, `{"size": 3, "scramble": "R U R' U'", "method": "thistlethwaite"}`,
		`{"facelets": "YYYYOOOOBBBBRRRRGGGGWWWW"}`, `{"size": 3, "scramble": "R Q"}`, `{"size": 0}`,
		`{"size": 2, "scramble": "R", "method": "genetic", "seed": 3, "max_nodes": 1000}`, `{"size": 4, "scramble": "Rw U"}`,
		`{"size": 3, "facelets": "x"}`, `{"size": 3, "scramble": "R", "bogus": 1}`, `[1,2]`, `{"size": 3, "scramble": "R"} {}`,
		`{"size": 2, "scramble": "R", "timeout_ms": -1}`, `{"size": 3, "scramble": "R", "scheme": "ABCDEF"}`,
	} {
		f.Add(b)
	}
	s := New(Config{SolveTimeout: 2 * time.Second})
	f.Fuzz(func(t *testing.T, body string) {
		var probe struct {
			Size     float64 `json:"size"`
			Facelets string  `json:"facelets"`
		}
		if json.Unmarshal([]byte(body), &probe) == nil && (probe.Size > 5 || len(probe.Facelets) > 6*25) {
			t.Skip()
		}
		r := httptest.NewRequest("POST", "/v1/solve", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		switch w.Code {
		case http.StatusOK, http.StatusUnprocessableEntity, http.StatusGatewayTimeout:
		case http.StatusBadRequest, http.StatusRequestEntityTooLarge:
			if e := apiError(t, answer{status: w.Code, body: w.Body.Bytes()}); e.Field == "" {
				t.Fatalf("%q: %d without a field: %s", body, w.Code, w.Body)
			}
		default:
			t.Fatalf("%q: status %d %s", body, w.Code, w.Body)
		}
	})
}
