package cli

import (
	"context"
	"fmt"
	"log"
	"net"
	"os"
	"os/signal"
	"syscall"
	"time"

	"cubelab/ui/web"
)

func init() {
	Register(Command{Name: "serve", Summary: "serve the HTTP API (/cube2, /v1/solve, ...)", Run: runServe})
}

func runServe(env Env, args []string) int {
	fs := NewFlagSet(env, "serve", "")
	var cfg web.Config
	fs.StringVar(&cfg.Addr, "addr", "127.0.0.1:3000", "listen address (host:port; port 0 picks a free one)")
	fs.IntVar(&cfg.MaxSolves, "max-solves", 0, "concurrent solves, scrambles and renders before 503 (0: 2 x CPUs)")
	fs.IntVar(&cfg.MaxCube2, "max-cube2", 0, "concurrent /cube2 solves before 503 (0: 256)")
	fs.DurationVar(&cfg.SolveTimeout, "solve-timeout", 10*time.Second, "default per-request solve deadline")
	fs.DurationVar(&cfg.MaxSolveTimeout, "max-solve-timeout", 60*time.Second, "largest deadline a request may ask for (timeout_ms)")
	fs.DurationVar(&cfg.ImproveLimit, "improve", 10*time.Millisecond, "how long kociemba keeps shortening its first solution when a request sets neither time_limit_ms nor max_length (negative: the method's default, 50ms)")
	fs.DurationVar(&cfg.QueueWait, "queue-wait", 50*time.Millisecond, "how long a request waits for a busy solve slot before 503")
	fs.DurationVar(&cfg.ReadHeaderTimeout, "read-header-timeout", 5*time.Second, "time to read request headers")
	fs.DurationVar(&cfg.ReadTimeout, "read-timeout", 10*time.Second, "time to read a whole request")
	fs.DurationVar(&cfg.WriteTimeout, "write-timeout", 0, "time to write a response (0: max-solve-timeout + 10s)")
	fs.IntVar(&cfg.SolveThreads, "solve-threads", 2, "goroutines one solve may use: a request's CPU time is at most its deadline times this")
	tableMiB := fs.Int64("table-memory", 256, "MiB of big-cube solver tables kept between requests (0: none)")
	grace := fs.Duration("grace", 15*time.Second, "on SIGINT/SIGTERM, how long requests in flight may finish")
	quiet := fs.Bool("quiet", false, "do not log errors")
	fs.BoolVar(&cfg.AllowSlow, "allow-optimal", false, "serve the optimal 3x3 solver (minutes of CPU per request, one core each, bounded by --max-solves and the solve deadline; its tables are built at start)")
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return UsageErrorf(env, fs, "unexpected argument %q (flags only)", rest[0])
	}
	if cfg.MaxSolves < 0 || cfg.MaxCube2 < 0 {
		return UsageErrorf(env, fs, "--max-solves and --max-cube2 must not be negative")
	}
	if cfg.SolveThreads < 1 || *tableMiB < 0 {
		return UsageErrorf(env, fs, "--solve-threads must be at least 1 and --table-memory not negative")
	}
	cfg.TableMemory = *tableMiB << 20
	if *tableMiB == 0 {
		cfg.TableMemory = -1 // Config's "none"
	}
	if cfg.SolveTimeout <= 0 {
		return UsageErrorf(env, fs, "--solve-timeout %v: want a positive duration", cfg.SolveTimeout)
	}
	if !*quiet {
		cfg.Logger = log.New(env.Stderr, "cubelab serve: ", log.LstdFlags)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv := web.New(cfg)
	err := srv.Serve(ctx, *grace, func(a net.Addr) {
		fmt.Fprintf(env.Stdout, "cubelab serve: listening on http://%s (Ctrl-C to stop)\n", a)
	})
	if err != nil {
		return Failf(env, "%v", err)
	}
	fmt.Fprintln(env.Stdout, "cubelab serve: stopped")
	return 0
}
