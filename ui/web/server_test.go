package web

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
	"cubelab/ui/web/cube2"
)

func newTestServer(t *testing.T, cfg Config) *httptest.Server {
	t.Helper()
	ts := httptest.NewServer(New(cfg))
	t.Cleanup(ts.Close)
	return ts
}

type answer struct {
	status int
	header http.Header
	body   []byte
}

func do(t *testing.T, ts *httptest.Server, method, path, body string) answer {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.URL+path, rd)
	if err != nil {
		t.Fatal(err)
	}
	if method == "POST" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{resp.StatusCode, resp.Header, b}
}

func apiError(t *testing.T, a answer) APIError {
	t.Helper()
	var e ErrorBody
	if err := json.Unmarshal(a.body, &e); err != nil || e.Error.Message == "" {
		t.Fatalf("status %d body %q is not a structured error (%v)", a.status, a.body, err)
	}
	return e.Error
}

const exampleQuery = "/cube2?p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000"

func TestCube2DocumentedExample(t *testing.T) {
	ts := newTestServer(t, Config{})
	a := do(t, ts, "GET", exampleQuery, "")
	if a.status != 200 || a.header.Get("Content-Type") != "application/json" {
		t.Fatalf("status %d type %q body %s", a.status, a.header.Get("Content-Type"), a.body)
	}
	var got struct{ Normalize, Solution []string }
	if err := json.Unmarshal(a.body, &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Solution) != 8 {
		t.Fatalf("solution %v has %d moves, want 8", got.Solution, len(got.Solution))
	}
	if strings.Join(got.Normalize, " ") != "x1 y3" {
		t.Errorf("normalize %v, want [x1 y3]", got.Normalize)
	}
	checkCube2Answer(t, "p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000", got.Normalize, got.Solution)
}

// checkCube2Answer applies normalize and solution with the spec's tables.
func checkCube2Answer(t *testing.T, query string, norm, sol []string) {
	t.Helper()
	q, err := cube2.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	s, err := q.State()
	if err != nil {
		t.Fatal(err)
	}
	if len(norm) > 2 {
		t.Fatalf("normalize %v longer than 2", norm)
	}
	for i, name := range append(append([]string{}, norm...), sol...) {
		tab, ok := cube2.Lookup(name)
		if !ok || (i >= len(norm) && !strings.ContainsAny(name[:1], "URF")) || (i < len(norm) && !strings.ContainsAny(name[:1], "xyz")) {
			t.Fatalf("bad move %q in %v / %v", name, norm, sol)
		}
		s = s.Apply(tab)
		if i == len(norm)-1 && (s.Perm[7] != 7 || s.Twist[7] != 0) {
			t.Fatalf("normalize %v leaves cubie 7 at %+v", norm, s)
		}
	}
	if !s.IsSolved() {
		t.Fatalf("%s: normalize %v solution %v leaves %+v", query, norm, sol, s)
	}
}

func TestCube2RandomStatesOptimal(t *testing.T) {
	ts := newTestServer(t, Config{})
	st := cube2.Solved
	for i := 0; i < 60; i++ {
		st = st.Apply(cube2.Turns[(i*7+3)%9])
		if i%5 == 0 {
			st = st.Apply(cube2.Rotations[(i*4+1)%9])
		}
		q := st.Encode()
		query := "p2=" + itoa(q.P2) + "&p1=" + itoa(q.P1) + "&p0=" + itoa(q.P0) + "&o=" + itoa(q.O)
		a := do(t, ts, "GET", "/cube2?"+query, "")
		if a.status != 200 {
			t.Fatalf("%s: %d %s", query, a.status, a.body)
		}
		var got struct{ Normalize, Solution []string }
		if err := json.Unmarshal(a.body, &got); err != nil {
			t.Fatal(err)
		}
		checkCube2Answer(t, query, got.Normalize, got.Solution)
		// Optimal: no shorter solution exists than the table distance.
		_, n := st.Normalize()
		c, _ := n.Cube()
		sol, err := algorithms.New("auto", 2, algorithms.Config{})
		if err != nil {
			t.Fatal(err)
		}
		ref, err := sol.Solve(context.Background(), c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, ref); err != nil {
			t.Fatal(err)
		}
		if ref.Optimal && len(got.Solution) != ref.Moves.HTM(2) {
			t.Fatalf("%s: %d moves, optimal is %d", query, len(got.Solution), ref.Moves.HTM(2))
		}
	}
}

func itoa(v uint64) string { return strconv.FormatUint(v, 10) }

func TestCube2Errors(t *testing.T) {
	ts := newTestServer(t, Config{})
	solved := "p2=0b11110000&p1=0b11001100&p0=0b10101010"
	tests := []struct {
		path, field, msg string
	}{
		{"/cube2", "p2", "missing"},
		{"/cube2?" + solved, "o", "missing"},
		{"/cube2?" + solved + "&o=zz", "o", "not a number"},
		{"/cube2?" + solved + "&o=0b10", "o", "twist code 10"},
		{"/cube2?" + solved + "&o=1", "o", "not divisible by 3"},
		{"/cube2?p2=0&p1=0&p0=0&o=0", "p2,p1,p0", "repeated cubie"},
		{"/cube2?p2=0x100&p1=0&p0=0&o=0", "p2", "too large"},
		{"/cube2?" + solved + "&o=0&o=0", "o", "more than once"},
	}
	for _, tt := range tests {
		a := do(t, ts, "GET", tt.path, "")
		if a.status != 400 {
			t.Errorf("%s: status %d, want 400", tt.path, a.status)
			continue
		}
		e := apiError(t, a)
		if e.Field != tt.field || !strings.Contains(e.Message, tt.msg) {
			t.Errorf("%s: error %+v, want field %q message containing %q", tt.path, e, tt.field, tt.msg)
		}
	}
	// Solved state: empty lists.
	a := do(t, ts, "GET", "/cube2?"+solved+"&o=0", "")
	if a.status != 200 || strings.TrimSpace(string(a.body)) != `{"normalize":[],"solution":[]}` {
		t.Errorf("solved: %d %s", a.status, a.body)
	}
	if a := do(t, ts, "POST", exampleQuery, "x"); a.status != 405 || a.header.Get("Allow") != "GET" {
		t.Errorf("POST /cube2: %d", a.status)
	}
}

func TestCube2SolverFailures(t *testing.T) {
	tests := []struct {
		name   string
		solver func(context.Context, *cube.Cube) (cube.Alg, error)
		status int
	}{
		{"error", func(context.Context, *cube.Cube) (cube.Alg, error) { return nil, errors.New("boom") }, 500},
		{"wrong answer", func(context.Context, *cube.Cube) (cube.Alg, error) { return cube.Alg{cube.Turn(cube.U, 1)}, nil }, 500},
		{"not URF", func(context.Context, *cube.Cube) (cube.Alg, error) { return cube.Alg{cube.Turn(cube.D, 1)}, nil }, 500},
		{"deadline", func(ctx context.Context, _ *cube.Cube) (cube.Alg, error) { <-ctx.Done(); return nil, ctx.Err() }, 504},
	}
	for _, tt := range tests {
		ts := newTestServer(t, Config{cube2Solver: tt.solver, SolveTimeout: 20 * time.Millisecond})
		a := do(t, ts, "GET", exampleQuery, "")
		if a.status != tt.status {
			t.Errorf("%s: status %d, want %d (%s)", tt.name, a.status, tt.status, a.body)
		}
		apiError(t, a)
	}
}

func TestSolve(t *testing.T) {
	ts := newTestServer(t, Config{})
	tests := []struct {
		body    string
		size    int
		optimal bool
	}{
		{`{"size": 2, "scramble": "R U F' R2"}`, 2, true},
		{`{"size": 3, "scramble": "R U R' U' F2 D L'"}`, 3, false},
		{`{"facelets": "` + cube.MustNew(3).String() + `"}`, 3, false},
		{`{"size": 3, "scramble": "R", "method": "auto", "timeout_ms": 5000, "seed": 3}`, 3, false},
		{`{"size": 3, "scramble": "R U F D L B R2 U' F' D2", "method": "kociemba", "max_length": 22, "time_limit_ms": 5, "max_nodes": 100000000}`, 3, false},
	}
	for _, tt := range tests {
		a := do(t, ts, "POST", "/v1/solve", tt.body)
		if a.status != 200 {
			t.Fatalf("%s: %d %s", tt.body, a.status, a.body)
		}
		var r algorithms.Summary
		if err := json.Unmarshal(a.body, &r); err != nil {
			t.Fatal(err)
		}
		var req SolveRequest
		_ = json.Unmarshal([]byte(tt.body), &req)
		spec, err := cubeFromRequest(req.Size, req.Scramble, req.Facelets, "")
		if err != nil {
			t.Fatal(err)
		}
		c, err := spec.build()
		if err != nil {
			t.Fatal(err)
		}
		alg, err := cube.ParseAlg(r.Solution, c.N())
		if err != nil {
			t.Fatal(err)
		}
		if err := algorithms.Verify(c, &algorithms.Solution{Moves: alg}); err != nil {
			t.Fatalf("%s: %v", tt.body, err)
		}
		if r.Size != tt.size || r.HTM != alg.HTM(c.N()) || r.Method == "" || (tt.optimal && !r.Optimal) {
			t.Fatalf("%s: answer %+v", tt.body, r)
		}
	}
}

func TestSolveErrors(t *testing.T) {
	ts := newTestServer(t, Config{MaxBodyBytes: 1024})
	big := `{"size": 3, "scramble": "` + strings.Repeat("R ", 600) + `"}`
	tests := []struct {
		body   string
		status int
		field  string
		msg    string
	}{
		{``, 400, "body", "empty body"},
		{`{`, 400, "body", "malformed"},
		{`[1]`, 400, "body", "want a JSON object"},
		{`{"": 1}`, 400, "body", "a field with an empty name"},
		{`{"size": "three"}`, 400, "size", "want a JSON int"},
		{`{"size": 3, "colour": 1}`, 400, "colour", "unknown field"},
		{`{"size": 3} {}`, 400, "body", "after the JSON object"},
		{`{"scramble": "R"}`, 400, "size", "missing"},
		{`{"size": 34, "scramble": "R"}`, 400, "size", "out of range"},
		{`{"size": 1, "scramble": "R"}`, 400, "size", "out of range"},
		{`{"size": 3, "scramble": "R Q"}`, 400, "scramble", "column 3"},
		{`{"size": 2, "scramble": "M"}`, 400, "scramble", "does not exist"},
		{`{"facelets": "YYY"}`, 400, "facelets", "6·N²"},
		{`{"facelets": "` + strings.Repeat("Y", 54) + `"}`, 400, "facelets", "not a reachable state"},
		{`{"size": 2, "facelets": "` + cube.MustNew(3).String() + `"}`, 400, "size", "does not match"},
		{`{"facelets": "` + cube.MustNew(3).String() + `", "scramble": "R"}`, 400, "facelets", "not both"},
		{`{"facelets": "` + cube.MustNew(3).String() + `", "scheme": "YY"}`, 400, "scheme", "6 letters"},
		{`{"size": 3, "scramble": "R", "method": "nosuch"}`, 400, "method", "unknown method"},
		{`{"size": 3, "scramble": "R", "method": "table"}`, 400, "method", "does not solve"},
		{`{"size": 3, "scramble": "R", "timeout_ms": -1}`, 400, "timeout_ms", "out of range"},
		{`{"size": 3, "scramble": "R", "timeout_ms": 99999999}`, 400, "timeout_ms", "out of range"},
		{`{"size": 3, "scramble": "R", "max_length": -1}`, 400, "max_length", "out of range"},
		{`{"size": 3, "scramble": "R", "time_limit_ms": 99999999}`, 400, "time_limit_ms", "out of range"},
		{`{"size": 3, "scramble": "R", "max_nodes": -5}`, 400, "max_nodes", "negative"},
		{big, 413, "body", "larger than 1024"},
	}
	for _, tt := range tests {
		a := do(t, ts, "POST", "/v1/solve", tt.body)
		if a.status != tt.status {
			t.Errorf("%.60s: status %d, want %d (%s)", tt.body, a.status, tt.status, a.body)
			continue
		}
		e := apiError(t, a)
		if e.Field != tt.field || !strings.Contains(e.Message, tt.msg) {
			t.Errorf("%.60s: error %+v, want field %q message containing %q", tt.body, e, tt.field, tt.msg)
		}
	}
	if a := do(t, ts, "GET", "/v1/solve", ""); a.status != 405 || a.header.Get("Allow") != "POST" {
		t.Errorf("GET /v1/solve: %d", a.status)
	}
}

// blockingMethod registers a method that waits for its context, so tests can
// fill the solve slots and hit the deadline.
var registerBlocking = sync.OnceValue(func() string {
	algorithms.Register(algorithms.Method{
		Name: "test-blocking", Description: "waits for its context (tests only)", Rank: 1 << 30,
		Sizes: algorithms.SizeIn(3),
		New:   func(algorithms.Config) algorithms.Solver { return blockingSolver{} },
	})
	return "test-blocking"
})

type blockingSolver struct{}

func (blockingSolver) Name() string { return "test-blocking" }
func (blockingSolver) Solve(ctx context.Context, _ *cube.Cube, _ func(algorithms.Progress)) (*algorithms.Solution, error) {
	select {
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-time.After(5 * time.Second):
		return nil, algorithms.GaveUp("blocked for 5 s")
	}
}

func TestSolveDeadlineAndOverload(t *testing.T) {
	m := registerBlocking()
	ts := newTestServer(t, Config{MaxSolves: 2, QueueWait: -1})
	// Deadline: 504 naming timeout_ms.
	a := do(t, ts, "POST", "/v1/solve", `{"size":3,"scramble":"R","method":"`+m+`","timeout_ms":30}`)
	if a.status != 504 || apiError(t, a).Field != "timeout_ms" {
		t.Fatalf("deadline: %d %s", a.status, a.body)
	}
	// Fill both slots, then the next request gets 503 with Retry-After.
	var wg sync.WaitGroup
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			do(t, ts, "POST", "/v1/solve", `{"size":3,"scramble":"R","method":"`+m+`","timeout_ms":600}`)
		}()
	}
	deadline := time.Now().Add(2 * time.Second)
	for {
		h := do(t, ts, "GET", "/healthz", "")
		var hh Health
		_ = json.Unmarshal(h.body, &hh)
		if hh.SolvesInUse == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("slots never filled: %s", h.body)
		}
		time.Sleep(5 * time.Millisecond)
	}
	for _, req := range []struct{ method, path, body string }{
		{"POST", "/v1/solve", `{"size":3,"scramble":"R"}`},
		{"GET", "/v1/scramble?size=3", ""},
	} {
		a = do(t, ts, req.method, req.path, req.body)
		if a.status != 503 || a.header.Get("Retry-After") == "" {
			t.Errorf("%s when full: %d %q %s", req.path, a.status, a.header.Get("Retry-After"), a.body)
		}
		apiError(t, a)
	}
	wg.Wait()
}

func TestScramble(t *testing.T) {
	// A random-state 5x5 scramble solves a random state; under -race on a
	// busy machine that can pass the default 10 s deadline.
	ts := newTestServer(t, Config{SolveTimeout: 2 * time.Minute})
	tests := []struct {
		query       string
		size        int
		randomState bool
	}{
		{"?size=2&seed=5", 2, true},
		{"?size=5&seed=5", 5, true}, // reduction registers random-state scramblers for 4..17
		{"?size=3&random_state=false&seed=1", 3, false},
		{"?size=20&seed=1", 20, false}, // none beyond 17: random moves
		{"", 3, true},
	}
	for _, tt := range tests {
		a := do(t, ts, "GET", "/v1/scramble"+tt.query, "")
		if a.status != 200 {
			t.Fatalf("%s: %d %s", tt.query, a.status, a.body)
		}
		var r ScrambleResponse
		if err := json.Unmarshal(a.body, &r); err != nil {
			t.Fatal(err)
		}
		c := cube.MustNew(r.Size)
		if err := c.ApplyString(r.Scramble); err != nil || c.IsSolved() || r.Size != tt.size {
			t.Fatalf("%s: scramble %+v (%v)", tt.query, r, err)
		}
		if r.RandomState != tt.randomState {
			t.Fatalf("%s: random_state %v", tt.query, r.RandomState)
		}
	}
	// Same seed, same scramble.
	a1 := do(t, ts, "GET", "/v1/scramble?size=4&seed=9", "")
	a2 := do(t, ts, "GET", "/v1/scramble?size=4&seed=9", "")
	if string(a1.body) != string(a2.body) {
		t.Fatalf("seeded scrambles differ: %s %s", a1.body, a2.body)
	}
	for _, tt := range []struct{ query, field string }{
		{"?size=1", "size"}, {"?size=34", "size"}, {"?size=x", "size"},
		{"?seed=-1", "seed"}, {"?random_state=maybe", "random_state"},
	} {
		a := do(t, ts, "GET", "/v1/scramble"+tt.query, "")
		if a.status != 400 || apiError(t, a).Field != tt.field {
			t.Errorf("%s: %d %s", tt.query, a.status, a.body)
		}
	}
	if a := do(t, ts, "POST", "/v1/scramble", ""); a.status != 405 {
		t.Errorf("POST /v1/scramble: %d", a.status)
	}
}

func TestMethods(t *testing.T) {
	ts := newTestServer(t, Config{})
	for _, tt := range []struct {
		q string
		n int
	}{{"", 0}, {"?size=2", 2}, {"?size=3", 3}, {"?size=7", 7}} {
		q := tt.q
		a := do(t, ts, "GET", "/v1/methods"+q, "")
		if a.status != 200 {
			t.Fatalf("%s: %d %s", q, a.status, a.body)
		}
		var r MethodsResponse
		if err := json.Unmarshal(a.body, &r); err != nil {
			t.Fatal(err)
		}
		var want []string // the slow methods (optimal) are off by default
		for _, m := range algorithms.Methods(tt.n) {
			if !m.Slow {
				want = append(want, m.Name)
			}
		}
		if len(r.Methods) != len(want) || (len(want) > 0 && r.Methods[0].Name != want[0]) {
			t.Fatalf("%s: methods %+v, registry has %v", q, r.Methods, want)
		}
		for i, m := range r.Methods {
			if m.Name == "" || (tt.n > 0 && !slices.Contains(m.Sizes, tt.n)) || (i > 0 && m.Rank < r.Methods[i-1].Rank) {
				t.Fatalf("%s: method %+v", q, m)
			}
		}
	}
	if a := do(t, ts, "GET", "/v1/methods?size=99", ""); a.status != 400 || apiError(t, a).Field != "size" {
		t.Errorf("size=99: %d %s", a.status, a.body)
	}
}

func TestHealthAndNotFound(t *testing.T) {
	ts := newTestServer(t, Config{MaxSolves: 3})
	a := do(t, ts, "GET", "/healthz", "")
	var h Health
	if a.status != 200 || json.Unmarshal(a.body, &h) != nil || h.Status != "ok" || h.MaxSolves != 3 {
		t.Fatalf("healthz: %d %s", a.status, a.body)
	}
	if a := do(t, ts, "DELETE", "/healthz", ""); a.status != 405 {
		t.Errorf("DELETE /healthz: %d", a.status)
	}
	a = do(t, ts, "GET", "/nope", "")
	if a.status != 404 || !strings.Contains(apiError(t, a).Message, "/v1/solve") {
		t.Fatalf("404: %d %s", a.status, a.body)
	}
}

func TestServeGracefulShutdown(t *testing.T) {
	s := New(Config{Addr: "127.0.0.1:0"})
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- s.Serve(ctx, 5*time.Second, func(a net.Addr) { addrc <- a.String() })
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatal(err)
	}
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not return after cancel")
	}
	if _, err := http.Get("http://" + addr + "/healthz"); err == nil {
		t.Fatal("still serving after shutdown")
	}
	// A taken address is an error, not a hang.
	ln := New(Config{Addr: "127.0.0.1:0"})
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	go func() { _ = ln.Serve(ctx2, time.Second, func(a net.Addr) { addrc <- a.String() }) }()
	taken := <-addrc
	if err := New(Config{Addr: taken}).Serve(context.Background(), time.Second, nil); err == nil {
		t.Fatal("listening twice on one address succeeded")
	}
}

func TestRender(t *testing.T) {
	ts := newTestServer(t, Config{})
	tests := []struct {
		path, ctype, prefix string
	}{
		{"/v1/render.png?size=3&alg=R%20U", "image/png", "\x89PNG"},
		{"/v1/render.png?size=2&width=64&height=48", "image/png", "\x89PNG"},
		{"/v1/render.svg?size=4&alg=Rw", "image/svg+xml", "<"},
		{"/v1/render.svg?facelets=" + cube.MustNew(2).String() + "&alg=R", "image/svg+xml", "<"},
	}
	for _, tt := range tests {
		a := do(t, ts, "GET", tt.path, "")
		if a.status != 200 || a.header.Get("Content-Type") != tt.ctype || !strings.HasPrefix(strings.TrimSpace(string(a.body)), tt.prefix) {
			t.Fatalf("%s: %d %q %.80q", tt.path, a.status, a.header.Get("Content-Type"), a.body)
		}
		// The picture shows the state: stickers in several colours.
		if tt.ctype == "image/svg+xml" {
			fills := map[string]bool{}
			for _, f := range regexp.MustCompile(`fill="#[0-9a-fA-F]{6}"`).FindAllString(string(a.body), -1) {
				fills[f] = true
			}
			if len(fills) < 3 {
				t.Fatalf("%s: SVG has %d fill colours, want the stickers' colours: %v", tt.path, len(fills), fills)
			}
		}
	}
	for _, tt := range []struct{ path, field string }{
		{"/v1/render.png?size=34", "size"},
		{"/v1/render.png?size=0", "size"},
		{"/v1/render.png?size=1", "size"},
		{"/v1/render.svg?facelets=" + cube.MustNew(2).String() + "&size=x", "size"},
		{"/v1/render.png?size=3&alg=Q", "alg"},
		{"/v1/render.png?size=2&alg=M", "alg"},
		{"/v1/render.png?width=4096", "width"},
		{"/v1/render.png?height=1", "height"},
		{"/v1/render.svg?facelets=XYZ", "facelets"},
		{"/v1/render.svg?facelets=" + cube.MustNew(2).String() + "&size=3", "size"},
		{"/v1/render.svg?facelets=" + cube.MustNew(2).String() + "&alg=Q", "alg"},
	} {
		a := do(t, ts, "GET", tt.path, "")
		if a.status != 400 || apiError(t, a).Field != tt.field {
			t.Errorf("%s: %d %s", tt.path, a.status, a.body)
		}
	}
	if a := do(t, ts, "POST", "/v1/render.png", ""); a.status != 405 {
		t.Errorf("POST render: %d", a.status)
	}
}

// Every route is documented in openapi.yaml.
func TestOpenAPIListsRoutes(t *testing.T) {
	b, err := os.ReadFile("openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/cube2", "/v1/solve", "/v1/scramble", "/v1/methods", "/v1/render.png", "/v1/render.svg", "/healthz"} {
		if !strings.Contains(string(b), "\n  "+p+":\n") {
			t.Errorf("openapi.yaml does not document %s", p)
		}
	}
}

func jsonUnmarshal(b []byte, v any) error { return json.Unmarshal(b, v) }

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

// The optimal solver (minutes of CPU) is neither listed nor run unless the
// server allows it; allowed, it solves within the request's deadline.
func TestOptimalOnlyWhenAllowed(t *testing.T) {
	body := `{"size": 3, "scramble": "R U F'", "method": "optimal", "timeout_ms": 60000}`
	ts := newTestServer(t, Config{})
	if a := do(t, ts, "POST", "/v1/solve", body); a.status != 403 || apiError(t, a).Field != "method" || !strings.Contains(string(a.body), "--allow-optimal") {
		t.Errorf("optimal on a default server: %d %s", a.status, a.body)
	}
	if a := do(t, ts, "GET", "/v1/methods?size=3", ""); strings.Contains(string(a.body), `"optimal"`) {
		t.Errorf("a default server lists optimal: %s", a.body)
	}
	if testing.Short() {
		return // the rest builds the optimal tables (seconds of CPU)
	}
	ts = newTestServer(t, Config{AllowSlow: true})
	if a := do(t, ts, "GET", "/v1/methods?size=3", ""); !strings.Contains(string(a.body), `"optimal"`) {
		t.Errorf("--allow-optimal does not list optimal: %s", a.body)
	}
	a := do(t, ts, "POST", "/v1/solve", body)
	var r algorithms.Summary
	if a.status != 200 || json.Unmarshal(a.body, &r) != nil || !r.Optimal || r.HTM != 3 {
		t.Fatalf("optimal allowed: %d %s", a.status, a.body)
	}
}
