package web

import (
	"context"
	"errors"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// fakeSolver misbehaves in a chosen way so the error paths can be reached.
type fakeSolver struct{ mode string }

func (f fakeSolver) Name() string { return "test-" + f.mode }
func (f fakeSolver) Solve(ctx context.Context, c *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	switch f.mode {
	case "gaveup":
		return nil, algorithms.GaveUp("node budget of 10 spent")
	case "error":
		return nil, errors.New("table file corrupt")
	case "wrong":
		return &algorithms.Solution{Moves: cube.Alg{cube.Turn(cube.U, 1)}}, nil
	case "panic":
		panic("solver bug")
	}
	return nil, algorithms.ErrUnsupported
}

var registerFakes = sync.OnceFunc(func() {
	for _, mode := range []string{"gaveup", "error", "wrong", "panic", "unsupported"} {
		algorithms.Register(algorithms.Method{
			Name: "test-" + mode, Description: "misbehaves (tests only)", Rank: 1 << 30,
			Sizes: algorithms.SizeIn(3),
			New:   func(algorithms.Config) algorithms.Solver { return fakeSolver{mode} },
		})
	}
})

func TestSolveFailures(t *testing.T) {
	registerFakes()
	ts := newTestServer(t, Config{})
	tests := []struct {
		mode   string
		status int
		field  string
		msg    string
	}{
		{"gaveup", 422, "method", "gave up"},
		{"error", 500, "", "table file corrupt"},
		{"wrong", 500, "", "wrong solution"},
		{"panic", 500, "", "internal error"},
		{"unsupported", 400, "method", "does not support"},
	}
	for _, tt := range tests {
		a := do(t, ts, "POST", "/v1/solve", `{"size":3,"scramble":"R","method":"test-`+tt.mode+`"}`)
		if a.status != tt.status {
			t.Errorf("%s: status %d, want %d (%s)", tt.mode, a.status, tt.status, a.body)
			continue
		}
		e := apiError(t, a)
		if e.Field != tt.field || !strings.Contains(e.Message, tt.msg) {
			t.Errorf("%s: error %+v, want field %q message containing %q", tt.mode, e, tt.field, tt.msg)
		}
	}
	// The panic released its slot: the server still solves.
	if a := do(t, ts, "POST", "/v1/solve", `{"size":3,"scramble":"R"}`); a.status != 200 {
		t.Fatalf("after a panic: %d %s", a.status, a.body)
	}
	h := do(t, ts, "GET", "/healthz", "")
	if !strings.Contains(string(h.body), `"solves_in_use":0`) {
		t.Fatalf("slots leaked: %s", h.body)
	}
}

// FuzzCube2Handler sends arbitrary queries to /cube2: the answer is 200 with
// a solution that works, or 400 naming a field; never 5xx or a panic.
func FuzzCube2Handler(f *testing.F) {
	for _, s := range []string{
		"p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000",
		"p2=240&p1=204&p0=170&o=0", "p2=0x0f&p1=0x33&p0=0x55&o=0xffff", "o=&&=&p2",
	} {
		f.Add(s)
	}
	s := New(Config{})
	f.Fuzz(func(t *testing.T, raw string) {
		r := httptest.NewRequest("GET", "/cube2", nil)
		r.URL.RawQuery = raw
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		switch w.Code {
		case http.StatusOK:
			var got struct{ Normalize, Solution []string }
			if err := jsonUnmarshal(w.Body.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			checkCube2Answer(t, raw, got.Normalize, got.Solution)
		case http.StatusBadRequest:
			apiError(t, answer{status: w.Code, body: w.Body.Bytes()})
		default:
			t.Fatalf("%q: status %d %s", raw, w.Code, w.Body)
		}
	})
}

// A random-state scrambler that runs past the deadline is cut off with a 504
// that suggests random moves. Size 31 has no real scrambler, so
// registering one here touches no other test.
func TestScrambleFailure(t *testing.T) {
	algorithms.RegisterScrambler(31, func(ctx context.Context, _ *rand.Rand) (string, error) {
		<-ctx.Done()
		return "", ctx.Err()
	})
	ts := newTestServer(t, Config{SolveTimeout: 20 * time.Millisecond})
	a := do(t, ts, "GET", "/v1/scramble?size=31", "")
	if a.status != 504 || !strings.Contains(apiError(t, a).Message, "random_state=false") {
		t.Fatalf("failing scrambler: %d %s", a.status, a.body)
	}
	// random_state=false does not call it.
	if a := do(t, ts, "GET", "/v1/scramble?size=31&random_state=false", ""); a.status != 200 {
		t.Fatalf("random moves: %d %s", a.status, a.body)
	}
}
