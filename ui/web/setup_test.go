package web

import (
	"encoding/json"
	"testing"

	"cubelab/algorithms"
	"cubelab/algorithms/solvertest"
)

// A method that must build tables first reports the build as setup_ms and
// the search alone as time_ms; a deadline that ends during the build is a
// 504 naming timeout_ms.
func TestSolveTimesSetupApart(t *testing.T) {
	m := solvertest.SlowSetup()
	ts := newTestServer(t, Config{})
	a := do(t, ts, "POST", "/v1/solve", `{"size": 3, "scramble": "R", "method": "`+m+`"}`)
	if a.status != 200 {
		t.Fatalf("%d %s", a.status, a.body)
	}
	var r algorithms.Summary
	if err := json.Unmarshal(a.body, &r); err != nil {
		t.Fatal(err)
	}
	delay := float64(solvertest.SlowSetupDelay.Milliseconds())
	if r.Solution != "R'" || r.SetupMS < delay || r.TimeMS >= delay {
		t.Errorf("answer %s: want solution R', setup_ms >= %v and time_ms below it", a.body, delay)
	}
	a = do(t, ts, "POST", "/v1/solve", `{"size": 3, "scramble": "R", "method": "`+m+`", "timeout_ms": 10}`)
	if e := apiError(t, a); a.status != 504 || e.Field != "timeout_ms" {
		t.Errorf("deadline during setup: %d %s, want 504 naming timeout_ms", a.status, a.body)
	}
}

// Once the real table exists, setup_ms is the cost of finding that out
// (microseconds; the build takes a tenth of a second or more) and time_ms a
// table descent.
func TestSolveReportsSetupApart(t *testing.T) {
	ts := newTestServer(t, Config{})
	var last algorithms.Summary
	for i := range 2 {
		a := do(t, ts, "POST", "/v1/solve", `{"size": 2, "scramble": "R U F' R2", "method": "table"}`)
		if a.status != 200 {
			t.Fatalf("solve %d: %d %s", i, a.status, a.body)
		}
		last = algorithms.Summary{}
		if err := json.Unmarshal(a.body, &last); err != nil {
			t.Fatal(err)
		}
	}
	if last.SetupMS > 20 {
		t.Errorf("second solve spent %.3f ms on setup although the table exists", last.SetupMS)
	}
	if last.TimeMS > 50 {
		t.Errorf("a warm table solve took %.3f ms by its own account: setup counted in?", last.TimeMS)
	}
}
