package web

import (
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms/pocket"
	"cubelab/cube"
)

// The defaults are the documented ones, and the http.Server carries them.
func TestDefaultLimits(t *testing.T) {
	cfg := New(Config{}).Config()
	if cfg.Addr != "127.0.0.1:3000" || cfg.MaxBodyBytes != 64<<10 || cfg.SolveTimeout != 10*time.Second ||
		cfg.MaxSolveTimeout != 60*time.Second || cfg.QueueWait != 50*time.Millisecond || cfg.MaxCube2 != 256 || cfg.MaxSolves < 2 {
		t.Fatalf("defaults: %+v", cfg)
	}
	hs := New(Config{ReadHeaderTimeout: time.Second, ReadTimeout: 2 * time.Second, WriteTimeout: 3 * time.Second, IdleTimeout: 4 * time.Second}).HTTPServer()
	if hs.ReadHeaderTimeout != time.Second || hs.ReadTimeout != 2*time.Second || hs.WriteTimeout != 3*time.Second ||
		hs.IdleTimeout != 4*time.Second || hs.MaxHeaderBytes == 0 || hs.Addr != "127.0.0.1:3000" {
		t.Fatalf("http.Server: %+v", hs)
	}
	def := New(Config{}).HTTPServer()
	if def.ReadHeaderTimeout <= 0 || def.ReadTimeout <= 0 || def.WriteTimeout <= cfg.MaxSolveTimeout || def.IdleTimeout <= 0 {
		t.Fatalf("default http.Server timeouts: %+v (the write timeout must outlast the longest solve)", def)
	}
}

// A body of exactly 64 KiB is read; one byte more is a 413 naming the body.
func TestBodyLimit64KiB(t *testing.T) {
	ts := newTestServer(t, Config{})
	body := func(size int) string {
		head := `{"size":2,"scramble":"R U"}`
		return head + strings.Repeat(" ", size-len(head))
	}
	if a := do(t, ts, "POST", "/v1/solve", body(64<<10)); a.status != 200 {
		t.Fatalf("64 KiB body: %d %s", a.status, a.body)
	}
	a := do(t, ts, "POST", "/v1/solve", body(64<<10+1))
	if e := apiError(t, a); a.status != 413 || e.Field != "body" || !strings.Contains(e.Message, "65536") {
		t.Fatalf("64 KiB + 1 body: %d %s", a.status, a.body)
	}
}

// serveLoopback runs s.Serve on a free loopback port until the test ends
// (or stop is called) and returns the address and a stop function that
// waits for Serve's result.
func serveLoopback(t *testing.T, cfg Config) (addr string, stop func() error) {
	t.Helper()
	cfg.Addr = "127.0.0.1:0"
	return serveServer(t, New(cfg))
}

// serveServer is serveLoopback for a server already made (with a loopback
// address).
func serveServer(t *testing.T, s *Server) (addr string, stop func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, 5*time.Second, func(a net.Addr) { addrc <- a.String() }) }()
	var once bool
	var result error
	stop = func() error {
		if !once {
			once = true
			cancel()
			result = <-done
		}
		return result
	}
	t.Cleanup(func() { _ = stop() })
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatal(err)
	}
	return addr, stop
}

// A client that sends half a request (headers, or a body) and stalls is cut
// off by the header or read timeout instead of holding a connection forever.
func TestSlowClientsAreCutOff(t *testing.T) {
	addr, _ := serveLoopback(t, Config{ReadHeaderTimeout: 200 * time.Millisecond, ReadTimeout: 300 * time.Millisecond})
	for _, tt := range []struct{ name, partial string }{
		{"headers", "GET /healthz HTTP/1.1\r\nHost: localhost\r\n"},
		{"body", "POST /v1/solve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"size\":"},
	} {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if _, err := io.WriteString(conn, tt.partial); err != nil {
			t.Fatal(err)
		}
		_ = conn.SetReadDeadline(time.Now().Add(5 * time.Second))
		b, err := io.ReadAll(conn) // returns when the server closes
		took := time.Since(start)
		conn.Close()
		if err != nil || took > 3*time.Second || took < 150*time.Millisecond {
			t.Errorf("%s: stalled client held the connection %v (err %v, got %q)", tt.name, took, err, b)
		}
		// A stalled body is reported as bad input if anything is answered.
		if len(b) > 0 && !strings.Contains(string(b), " 400 ") && !strings.Contains(string(b), " 408 ") {
			t.Errorf("%s: answer %q", tt.name, b)
		}
	}
}

// /cube2 has its own bound: when its slots are busy the next request is a
// fast 503 with Retry-After.
func TestCube2Overload(t *testing.T) {
	release := make(chan struct{})
	entered := make(chan struct{}, 1)
	solver := func(ctx context.Context, c *cube.Cube) (cube.Alg, error) {
		entered <- struct{}{}
		<-release
		return pocket.OptimalURF(ctx, c)
	}
	ts := newTestServer(t, Config{MaxCube2: 1, QueueWait: -1, cube2Solver: solver})
	first := make(chan answer, 1)
	go func() { first <- do(t, ts, "GET", exampleQuery, "") }()
	<-entered
	start := time.Now()
	a := do(t, ts, "GET", exampleQuery, "")
	if a.status != 503 || a.header.Get("Retry-After") == "" || time.Since(start) > time.Second {
		t.Fatalf("second /cube2 while the slot is busy: %d %q after %v: %s", a.status, a.header.Get("Retry-After"), time.Since(start), a.body)
	}
	apiError(t, a)
	close(release)
	if a := <-first; a.status != 200 {
		t.Fatalf("first /cube2: %d %s", a.status, a.body)
	}
}

// Shutdown lets a request in flight finish and answer before Serve returns.
func TestShutdownFinishesRequestsInFlight(t *testing.T) {
	entered := make(chan struct{}, 1)
	solver := func(ctx context.Context, c *cube.Cube) (cube.Alg, error) {
		entered <- struct{}{}
		time.Sleep(300 * time.Millisecond)
		return pocket.OptimalURF(ctx, c)
	}
	addr, stop := serveLoopback(t, Config{cube2Solver: solver})
	got := make(chan int, 1)
	go func() {
		resp, err := http.Get("http://" + addr + exampleQuery)
		if err != nil {
			got <- -1
			return
		}
		resp.Body.Close()
		got <- resp.StatusCode
	}()
	<-entered
	if err := stop(); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if code := <-got; code != 200 {
		t.Fatalf("request in flight during shutdown: status %d", code)
	}
}

// A solve still running when the grace period ends is stopped and answered
// with 503 and Retry-After, not left with a dropped connection, and Serve
// returns cleanly.
func TestShutdownPastGraceAnswers503(t *testing.T) {
	m := registerBlocking()
	cfg := Config{Addr: "127.0.0.1:0"}
	s := New(cfg)
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, 100*time.Millisecond, func(a net.Addr) { addrc <- a.String() }) }()
	addr := <-addrc
	type result struct {
		status     int
		retryAfter string
		body       string
		err        error
	}
	got := make(chan result, 1)
	go func() {
		resp, err := http.Post("http://"+addr+"/v1/solve", "application/json",
			strings.NewReader(`{"size":3,"scramble":"R","method":"`+m+`","timeout_ms":5000}`))
		if err != nil {
			got <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		got <- result{resp.StatusCode, resp.Header.Get("Retry-After"), string(b), nil}
	}()
	for s.solves.inUse() == 0 {
		time.Sleep(5 * time.Millisecond)
	}
	start := time.Now()
	cancel()
	r := <-got
	if r.err != nil || r.status != 503 || r.retryAfter == "" || !strings.Contains(r.body, "shutting down") {
		t.Fatalf("solve cut off by shutdown: %+v", r)
	}
	if err := <-done; err != nil {
		t.Fatalf("Serve: %v", err)
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Fatalf("shutdown took %v with a 100 ms grace", took)
	}
}
