package web

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"runtime"
	"sync/atomic"
	"time"

	"cubelab/algorithms"
	"cubelab/algorithms/pocket"
	"cubelab/algorithms/reduction"
	"cubelab/cube"
)

// Config tunes the server. Zero values take the defaults below.
type Config struct {
	Addr            string        // listen address (default 127.0.0.1:3000)
	MaxSolves       int           // concurrent solves, scrambles and renders (default 2·GOMAXPROCS)
	MaxCube2        int           // concurrent /cube2 solves (default 256)
	QueueWait       time.Duration // how long a request waits for a busy slot before 503 (default 50 ms; negative: no wait)
	SolveTimeout    time.Duration // default per-request solve deadline (default 10 s)
	MaxSolveTimeout time.Duration // largest timeout_ms a client may ask for (default 60 s)
	MaxBodyBytes    int64         // request body limit (default 64 KiB)
	// SolveThreads is how many goroutines one solve may use (default 2),
	// so a request's CPU time is at most its deadline × SolveThreads.
	SolveThreads int
	// TableMemory bounds the bytes of big-cube tables kept between
	// requests (default reduction.DefaultTableMemory, 256 MiB; negative:
	// none). It sets a process-wide limit: one server per process.
	TableMemory int64
	// ImproveLimit is how long methods that keep improving their first
	// solution (kociemba) may do so when a request sets neither
	// time_limit_ms nor max_length (default 10 ms, negative: the method's
	// own default). A server shares its CPUs among clients, so it trades a
	// move or so for several times the throughput.
	ImproveLimit time.Duration
	// IdleTrim is how often a serving server checks whether it is idle
	// after a burst of work, and if so collects and returns its free
	// memory to the OS (default 1 s; negative: never).
	IdleTrim          time.Duration
	ReadHeaderTimeout time.Duration // default 5 s
	ReadTimeout       time.Duration // default 10 s
	WriteTimeout      time.Duration // default MaxSolveTimeout + 10 s
	IdleTimeout       time.Duration // default 60 s
	Logger            *log.Logger   // nil: no request errors logged
	// AllowSlow serves methods that take minutes of CPU per solve
	// (algorithms.Method.Slow: optimal), one thread per request so the
	// solve slots bound the CPU; off, they are neither listed nor run.
	AllowSlow bool

	// cube2Solver answers /cube2 for a normalised 2x2x2 (DBL home) with U, R
	// and F turns; nil means pocket.OptimalURF. Unexported: only this
	// package's tests substitute it, to reach error paths.
	cube2Solver func(ctx context.Context, c *cube.Cube) (cube.Alg, error)
}

func (c Config) withDefaults() Config {
	def := func(d *time.Duration, v time.Duration) {
		if *d == 0 {
			*d = v
		}
	}
	if c.Addr == "" {
		c.Addr = "127.0.0.1:3000"
	}
	if c.MaxSolves <= 0 {
		c.MaxSolves = 2 * runtime.GOMAXPROCS(0)
	}
	if c.MaxCube2 <= 0 {
		c.MaxCube2 = 256
	}
	def(&c.QueueWait, 50*time.Millisecond)
	def(&c.SolveTimeout, 10*time.Second)
	def(&c.MaxSolveTimeout, 60*time.Second)
	if c.SolveTimeout > c.MaxSolveTimeout {
		c.MaxSolveTimeout = c.SolveTimeout
	}
	def(&c.ImproveLimit, 10*time.Millisecond)
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = 64 << 10
	}
	if c.SolveThreads <= 0 {
		c.SolveThreads = 2
	}
	switch {
	case c.TableMemory == 0:
		c.TableMemory = reduction.DefaultTableMemory
	case c.TableMemory < 0:
		c.TableMemory = 0
	}
	def(&c.IdleTrim, time.Second)
	def(&c.ReadHeaderTimeout, 5*time.Second)
	def(&c.ReadTimeout, 10*time.Second)
	def(&c.WriteTimeout, c.MaxSolveTimeout+10*time.Second)
	def(&c.IdleTimeout, 60*time.Second)
	if c.cube2Solver == nil {
		c.cube2Solver = pocket.OptimalURF
	}
	return c
}

// Server holds the API's handlers and limits.
type Server struct {
	cfg    Config
	solves *limiter
	cube2  *limiter
	mux    *http.ServeMux
	// stopping is set once shutdown begins, so work cut off by it answers
	// 503 rather than looking like a client that went away.
	stopping atomic.Bool
	trims    atomic.Int64 // times trimWhenIdle returned memory (/healthz)
}

// New makes a server with cfg (defaults filled in).
func New(cfg Config) *Server {
	cfg = cfg.withDefaults()
	reduction.SetTableMemory(cfg.TableMemory)
	s := &Server{
		cfg:    cfg,
		solves: newLimiter(cfg.MaxSolves, cfg.QueueWait),
		cube2:  newLimiter(cfg.MaxCube2, cfg.QueueWait),
		mux:    http.NewServeMux(),
	}
	s.mux.HandleFunc("/cube2", s.handleCube2)
	s.mux.HandleFunc("/v1/solve", s.handleSolve)
	s.mux.HandleFunc("/v1/scramble", s.handleScramble)
	s.mux.HandleFunc("/v1/methods", s.handleMethods)
	s.mux.HandleFunc("/v1/render.png", s.handleRender)
	s.mux.HandleFunc("/v1/render.svg", s.handleRender)
	s.mux.HandleFunc("/healthz", s.handleHealth)
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "", "no such endpoint "+r.URL.Path+" (see /v1/methods, /v1/solve, /v1/scramble, /v1/render.png, /v1/render.svg, /cube2, /healthz)")
	})
	return s
}

// Config returns the configuration in force, defaults filled in.
func (s *Server) Config() Config { return s.cfg }

// ServeHTTP routes a request, turning a handler panic into a 500 rather than
// a dropped connection.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.logf("panic serving %s %s: %v", r.Method, r.URL.Path, v)
			writeError(w, http.StatusInternalServerError, "", "internal error")
		}
	}()
	s.mux.ServeHTTP(w, r)
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logger != nil {
		s.cfg.Logger.Printf(format, args...)
	}
}

// HTTPServer returns an http.Server for s with the configured timeouts.
// When the address is a loopback one, its handler refuses requests for other
// host names and from other origins (localGuard); s itself, served another
// way, does not check them.
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Addr:              s.cfg.Addr,
		Handler:           guard(s.cfg.Addr, s),
		ReadHeaderTimeout: s.cfg.ReadHeaderTimeout,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.WriteTimeout,
		IdleTimeout:       s.cfg.IdleTimeout,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          s.cfg.Logger,
	}
}

// Serve listens on the configured address and serves until ctx is done, then
// shuts down gracefully: it stops accepting, lets requests in flight finish
// (up to grace) and returns. Work still running when grace is over is
// stopped and answered with 503, so no client is left with a dropped
// connection. ready, if not nil, is called with the bound address once
// listening (useful with port 0).
func (s *Server) Serve(ctx context.Context, grace time.Duration, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", s.cfg.Addr, err)
	}
	hs := s.HTTPServer()
	hs.Handler = guard(ln.Addr().String(), s) // the port bound, when asked for port 0
	// Requests' contexts end when the grace period does.
	reqCtx, endRequests := context.WithCancel(context.Background())
	defer endRequests()
	hs.BaseContext = func(net.Listener) context.Context { return reqCtx }
	// Build the 2x2 table now (well under a second) so the first /cube2
	// request is as fast as the rest, and load the 3x3 tables in the
	// background so the first 3x3 solve does not pay for them.
	pocket.Table()
	go s.warm(ctx)
	trimCtx, stopTrims := context.WithCancel(ctx)
	trimsDone := make(chan struct{})
	go func() { s.trimWhenIdle(trimCtx, allocatedBytes()); close(trimsDone) }()
	defer func() { stopTrims(); <-trimsDone }() // no trim after Serve returns
	if ready != nil {
		ready(ln.Addr())
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	s.stopping.Store(true)
	sctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		// Grace is over: stop what still runs; its handlers answer 503 and
		// get a moment to write it.
		endRequests()
		lctx, lcancel := context.WithTimeout(context.Background(), 2*time.Second)
		err = hs.Shutdown(lctx)
		lcancel()
		if errors.Is(err, context.DeadlineExceeded) {
			_ = hs.Close()
			return fmt.Errorf("shutdown: requests still running %v after the %v grace period: %w", 2*time.Second, grace, err)
		}
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}

// warm loads (or builds and caches) the tables of the preferred 3x3
// method. Failures are only logged: a real request will report them.
func (s *Server) warm(ctx context.Context) {
	solver, err := algorithms.New("auto", 3, algorithms.Config{})
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	if _, err := algorithms.Prepare(ctx, solver, 3); err != nil && ctx.Err() == nil {
		s.logf("warming the 3x3 tables: %v", err)
	}
	if !s.cfg.AllowSlow {
		return
	}
	for _, m := range algorithms.Methods(3) {
		if m.Slow {
			if _, err := algorithms.Prepare(ctx, m.New(algorithms.Config{}), 3); err != nil && ctx.Err() == nil {
				s.logf("warming the %s tables: %v", m.Name, err)
			}
		}
	}
}
