package cli

import (
	"context"
	"cubelab/cube"
	"os"
	"os/signal"
	"syscall"

	"cubelab/render"
	"cubelab/ui/term"
)

func init() {
	Register(Command{Name: "play", Summary: "play in the terminal: turn a random cube until it is solved", Run: runPlay})
}

// isTerminal reports whether f is a character device (a terminal), without
// a terminal library: that decides colours and prompts.
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func runPlay(env Env, args []string) int {
	fs := NewFlagSet(env, "play", "")
	n := fs.Int("n", 3, "cube size N (2..33)")
	seed := fs.Uint64("seed", 0, "random seed for scrambles (0: from the clock); fixes the game for scripts")
	colour := fs.String("colour", "auto", "draw the cube with ANSI colours: auto (when output is a terminal), always or never")
	autoShow := fs.Bool("show", false, "draw the cube after every move (default: on when input and output are terminals)")
	keep := fs.Bool("keep-playing", false, "go on after the cube is solved (default: solving it ends the game)")
	scheme := fs.String("scheme", "classic", "colour scheme of the drawn cube: "+render.SchemeNames)
	rest, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(rest) > 0 {
		return UsageErrorf(env, fs, "unexpected argument %q (flags only)", rest[0])
	}
	if *n < 2 || *n > cube.MaxN {
		return UsageErrorf(env, fs, "-n %d: cube size must be 2..%d", *n, cube.MaxN)
	}
	colours, err := render.ParseColourScheme(*scheme)
	if err != nil {
		return UsageErrorf(env, fs, "--scheme: %v", err)
	}
	interactive := isTerminal(env.Stdin) && isTerminal(env.Stdout)
	opt := term.Options{N: *n, Seed: *seed, Prompt: interactive, AutoShow: *autoShow || interactive, KeepPlaying: *keep, Scheme: colours}
	switch *colour {
	case "auto":
		opt.Colour = isTerminal(env.Stdout) && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
	case "always":
		opt.Colour = true
	case "never":
	default:
		return UsageErrorf(env, fs, "--colour %q: want auto, always or never", *colour)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := term.Run(ctx, env.Stdin, env.Stdout, opt); err != nil {
		return Failf(env, "play: %v", err)
	}
	return 0
}
