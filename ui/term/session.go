package term

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"time"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods" // link every method into the registry
	"cubelab/cube"
	"cubelab/render"
)

// Options configure a session.
type Options struct {
	N      int    // cube size (2..33)
	Seed   uint64 // random seed for scrambles (0: from the clock)
	Colour bool   // draw 'show' with ANSI colours
	// Scheme is the colour scheme of 'show' (its colours, or its letters
	// without colour); the zero value is the classic scheme.
	Scheme   render.ColourScheme
	Prompt   bool // print a prompt before each command (interactive use)
	AutoShow bool // draw the cube after every change
	// KeepPlaying keeps the session going once the cube is solved (the
	// player may scramble again); by default solving it ends the session.
	KeepPlaying bool
	Start       *cube.Cube    // start here instead of a random scramble (tests)
	SolveLimit  time.Duration // deadline for 'hint' and 'solve' (default 30 s)
}

// maxHistory bounds undo so a long session cannot grow without limit.
const maxHistory = 1000

// maxLine is the longest command accepted (a long algorithm fits easily).
const maxLine = 64 << 10

// Session is one game: the cube, how it started, and the undo history.
type Session struct {
	opt     Options
	out     io.Writer
	rng     *rand.Rand
	c       *cube.Cube
	start   *cube.Cube   // the position 'restart' returns to
	history []*cube.Cube // states before each change, for undo
	moves   int          // face turns made since the last scramble (HTM)
	solved  bool         // whether the cube was solved after the last change
	plan    *plan        // the last solution from 'hint' or 'solve', for further hints
}

// NewSession prepares a session writing to out. It starts from opt.Start or
// from a fresh random scramble.
func NewSession(ctx context.Context, out io.Writer, opt Options) (*Session, error) {
	if opt.Start != nil {
		opt.N = opt.Start.N()
	}
	if opt.N < 2 || opt.N > cube.MaxN {
		return nil, fmt.Errorf("cube size %d: want 2..%d", opt.N, cube.MaxN)
	}
	if opt.SolveLimit <= 0 {
		opt.SolveLimit = 30 * time.Second
	}
	seed := opt.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	s := &Session{opt: opt, out: out, rng: cube.SeededRand(seed)}
	if opt.Start != nil {
		s.c = opt.Start.Clone()
		s.start = opt.Start.Clone()
		s.solved = s.c.IsSolved()
		return s, nil
	}
	s.c = cube.MustNew(opt.N)
	if err := s.scramble(ctx); err != nil {
		return nil, err
	}
	return s, nil
}

// Run plays a whole session: it reads commands from in until quit, end of
// input or ctx is done, writing to out. A bad command never ends it.
func Run(ctx context.Context, in io.Reader, out io.Writer, opt Options) error {
	_, err := play(ctx, in, out, opt)
	return err
}

// play is Run returning the session, so tests can look at the final cube.
func play(ctx context.Context, in io.Reader, out io.Writer, opt Options) (*Session, error) {
	n := opt.N
	if opt.Start != nil {
		n = opt.Start.N()
	}
	if n < 2 || n > cube.MaxN {
		return nil, fmt.Errorf("cube size %d: want 2..%d", n, cube.MaxN)
	}
	fmt.Fprintf(out, "Cubelab play: a %dx%dx%d cube. Type 'help' for commands, 'quit' to leave.\n", n, n, n)
	s, err := NewSession(ctx, out, opt)
	if err != nil {
		return nil, err
	}
	s.show()
	lines := make(chan inputLine)
	readErr := make(chan error, 1)
	go readLines(ctx, in, lines, readErr)
	for {
		if opt.Prompt {
			fmt.Fprint(out, "> ")
		}
		select {
		case <-ctx.Done():
			fmt.Fprintln(out, "\nbye")
			return s, nil
		case line, ok := <-lines:
			if !ok {
				if err := <-readErr; err != nil {
					return s, fmt.Errorf("reading commands: %w", err)
				}
				if opt.Prompt {
					fmt.Fprintln(out)
				}
				return s, nil
			}
			if line.tooLong {
				fmt.Fprintf(out, "that line is longer than %d bytes; ignored (the cube is unchanged)\n", maxLine)
				continue
			}
			if s.Exec(ctx, line.text) {
				return s, nil
			}
		}
	}
}

// inputLine is one command line, or the news that one was too long.
type inputLine struct {
	text    string
	tooLong bool
}

// readLines sends in's lines to out and closes it at the end of input,
// having put the read error (nil at EOF) in errc. A line longer than maxLine
// is skipped and reported rather than ending the session.
func readLines(ctx context.Context, in io.Reader, out chan<- inputLine, errc chan<- error) {
	defer close(out)
	br := bufio.NewReaderSize(in, maxLine)
	send := func(l inputLine) bool {
		select {
		case out <- l:
			return true
		case <-ctx.Done():
			return false
		}
	}
	for {
		b, err := br.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			for errors.Is(err, bufio.ErrBufferFull) {
				_, err = br.ReadSlice('\n')
			}
			if !send(inputLine{tooLong: true}) {
				errc <- nil
				return
			}
		} else if len(b) > 0 && !send(inputLine{text: strings.TrimRight(string(b), "\r\n")}) {
			errc <- nil
			return
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				err = nil
			}
			errc <- err
			return
		}
	}
}

// Exec runs one command line and reports whether the session should end.
func (s *Session) Exec(ctx context.Context, line string) (quit bool) {
	fields := strings.Fields(line)
	if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
		return false
	}
	cmd, args := strings.ToLower(fields[0]), fields[1:]
	switch cmd {
	case "quit", "exit", "q":
		fmt.Fprintln(s.out, "bye")
		return true
	case "help", "?":
		s.help()
	case "cmds":
		s.cmds()
	case "show":
		fmt.Fprint(s.out, s.net())
	case "undo":
		s.undo()
	case "reset":
		s.change()
		s.c.Reset()
		s.moves = 0
		fmt.Fprintln(s.out, "reset to the solved cube ('undo' goes back, 'scramble' for a new cube)")
		s.after(false)
	case "restart":
		s.change()
		s.c.CopyFrom(s.start)
		s.moves = 0
		fmt.Fprintln(s.out, "back to the starting position")
		s.after(false)
	case "scramble":
		s.change()
		if err := s.scramble(ctx); err != nil {
			s.history = s.history[:len(s.history)-1]
			fmt.Fprintf(s.out, "scramble failed: %v\n", err)
			return false
		}
		s.show()
	case "hint":
		s.hint(ctx)
	case "solve":
		s.solve(ctx, args)
	default:
		if sc, ok := shortcut(cmd); ok && len(args) == 0 {
			return s.turn(sc.Alg, sc.Name)
		}
		return s.turn(line, "")
	}
	return false
}

// lowerFaces reports whether every token is a lone lowercase face letter
// with an optional ' or 2: the original game's commands for outer turns.
// (In standard notation r is a wide move; a line like "r u'" means R U'.)
func lowerFaces(line string) (string, bool) {
	toks := strings.Fields(line)
	for i, t := range toks {
		if t == "" || !strings.ContainsRune("fblrdu", rune(t[0])) {
			return "", false
		}
		if rest := t[1:]; rest != "" && rest != "'" && rest != "2" && rest != "2'" {
			return "", false
		}
		toks[i] = strings.ToUpper(t[:1]) + t[1:]
	}
	return strings.Join(toks, " "), true
}

// turn parses and applies moves; bad notation leaves the cube untouched.
// It reports whether the moves solved the cube and so end the session.
func (s *Session) turn(line, name string) (end bool) {
	text := line
	if up, ok := lowerFaces(line); ok {
		text = up
	}
	alg, err := cube.ParseAlg(text, s.c.N())
	if err != nil {
		what, label := "moves", strings.TrimSpace(line)
		if name != "" {
			what, label = "shortcut "+name+" = "+line, name
		}
		fmt.Fprintf(s.out, "can't do %q: %v\n  (%s; type 'help' for commands or 'cmds' for shortcuts)\n", label, err, what)
		return false
	}
	if len(alg) == 0 {
		return false
	}
	t := s.c.Clone()
	if err := t.ApplyAlg(alg); err != nil {
		fmt.Fprintf(s.out, "can't do %q: %v\n", strings.TrimSpace(line), err)
		return false
	}
	s.change()
	s.c.CopyFrom(t)
	s.moves += alg.OBTM(s.c.N()) // the WCA count, as the window's
	if name != "" {
		fmt.Fprintf(s.out, "%s: %s\n", name, alg)
	}
	return s.after(true)
}

// change records the state before a change so undo can restore it.
func (s *Session) change() {
	if len(s.history) == maxHistory {
		copy(s.history, s.history[1:])
		s.history = s.history[:maxHistory-1]
	}
	s.history = append(s.history, s.c.Clone())
}

func (s *Session) undo() {
	if len(s.history) == 0 {
		fmt.Fprintln(s.out, "nothing to undo")
		return
	}
	s.c = s.history[len(s.history)-1]
	s.history = s.history[:len(s.history)-1]
	fmt.Fprintln(s.out, "undone")
	s.after(false)
}

// after reports a change: the cube (in auto-show mode) and, when the
// player's moves have just solved it, the news. That ends the session unless
// KeepPlaying is set; reaching solved by reset or undo is no win and ends
// nothing. It reports whether the session ends.
func (s *Session) after(byMoves bool) (end bool) {
	s.show()
	solved := s.c.IsSolved()
	wasSolved := s.solved
	s.solved = solved
	if !solved || wasSolved || !byMoves {
		return false
	}
	if s.opt.KeepPlaying {
		fmt.Fprintf(s.out, "Solved! (%d moves). Type 'scramble' to play again or 'quit'.\n", s.moves)
		return false
	}
	fmt.Fprintf(s.out, "Solved! (%d moves). Well done.\n", s.moves)
	return true
}

// net draws the cube in the session's scheme.
func (s *Session) net() string {
	sc := s.opt.Scheme
	if sc.Name == "" {
		sc = render.ClassicScheme()
	}
	return NetScheme(s.c, s.opt.Colour, sc)
}

func (s *Session) show() {
	if s.opt.AutoShow {
		fmt.Fprint(s.out, s.net())
	}
}

// scramble puts the cube in a random state: uniformly random where a
// random-state scrambler exists for N, random moves otherwise.
func (s *Session) scramble(ctx context.Context) error {
	n := s.c.N()
	ctx, cancel := context.WithTimeout(ctx, s.opt.SolveLimit)
	defer cancel()
	text, err := algorithms.RandomStateScramble(ctx, n, s.rng)
	var alg cube.Alg
	switch {
	case err == nil:
		if alg, err = cube.ParseAlg(text, n); err != nil {
			return fmt.Errorf("scrambler gave bad notation %q: %w", text, err)
		}
	case errors.Is(err, algorithms.ErrUnsupported):
		alg = cube.Scramble(n, s.rng)
	default:
		return err
	}
	s.c.Reset()
	if err := s.c.ApplyAlg(alg); err != nil {
		return err
	}
	if s.c.IsSolved() { // vanishingly rare; a scramble should scramble
		s.c.Reset()
		if err := s.c.ApplyAlg(cube.Scramble(n, s.rng)); err != nil {
			return err
		}
	}
	s.start = s.c.Clone()
	s.moves, s.solved = 0, false
	fmt.Fprintf(s.out, "scrambled with: %s\n", alg)
	return nil
}

// bestSolve solves the current cube with the named method ("" or "auto":
// the preferred method for N, an optimal one for 2x2x2).
func (s *Session) bestSolve(ctx context.Context, method string) (*algorithms.Solution, string, error) {
	solver, err := algorithms.New(method, s.c.N(), algorithms.Config{Seed: s.rng.Uint64() | 1})
	if err != nil {
		return nil, "", err
	}
	ctx, cancel := context.WithTimeout(ctx, s.opt.SolveLimit)
	defer cancel()
	sol, _, err := algorithms.SolveChecked(ctx, solver, s.c, nil)
	switch {
	case err == nil:
		return sol, solver.Name(), nil
	case errors.Is(err, context.DeadlineExceeded):
		return nil, solver.Name(), fmt.Errorf("%s found no solution within %v", solver.Name(), s.opt.SolveLimit)
	}
	return nil, solver.Name(), algorithms.Named(solver.Name(), err)
}

func (s *Session) hint(ctx context.Context) {
	if s.c.IsSolved() {
		fmt.Fprintln(s.out, "already solved")
		return
	}
	rest, ok := s.plan.remaining(s.c)
	if !ok || len(rest) == 0 {
		sol, name, err := s.bestSolve(ctx, "auto")
		if err != nil {
			fmt.Fprintf(s.out, "no hint: %v\n", err)
			return
		}
		s.remember(sol, name)
		rest = sol.Moves
	}
	if len(rest) == 0 {
		fmt.Fprintln(s.out, "already solved")
		return
	}
	kind := "best-known"
	if s.plan.optimal {
		kind = "optimal"
	}
	fmt.Fprintf(s.out, "hint: %s  (first move of a %d-move %s solution by %s)\n", rest[0], rest.HTM(s.c.N()), kind, s.plan.method)
}

// remember keeps a solution of the current cube for later hints.
func (s *Session) remember(sol *algorithms.Solution, method string) {
	s.plan = &plan{from: s.c.Clone(), moves: sol.Moves, method: method, optimal: sol.Optimal}
}

// solve handles 'solve [METHOD] [FILE]'.
func (s *Session) solve(ctx context.Context, args []string) {
	method, file, guessedFile := "auto", "", false
	switch len(args) {
	case 0:
	case 1:
		if _, ok := algorithms.Lookup(args[0]); ok || strings.EqualFold(args[0], "auto") {
			method = args[0]
		} else {
			file = args[0]
			// A bare word may be a mistyped method: say how it was read.
			guessedFile = !strings.ContainsAny(file, "./\\")
		}
	case 2:
		method, file = args[0], args[1]
	default:
		fmt.Fprintln(s.out, "usage: solve [METHOD] [FILE]   (methods: "+strings.Join(algorithms.Names(s.c.N()), ", ")+")")
		return
	}
	if s.c.IsSolved() {
		fmt.Fprintln(s.out, "already solved")
		return
	}
	sol, name, err := s.bestSolve(ctx, method)
	if err != nil {
		fmt.Fprintf(s.out, "can't solve: %v\n", err)
		return
	}
	n := s.c.N()
	tag := ""
	if sol.Optimal {
		tag = ", optimal"
	}
	s.remember(sol, name)
	fmt.Fprintf(s.out, "%s (%d moves%s, by %s)\n", sol.Moves, sol.Moves.HTM(n), tag, name)
	if file != "" {
		if err := os.WriteFile(file, []byte(sol.Moves.String()+"\n"), 0o644); err != nil {
			fmt.Fprintf(s.out, "can't store the solution: %v\n", err)
			return
		}
		fmt.Fprintf(s.out, "stored in %s\n", file)
		if guessedFile {
			fmt.Fprintf(s.out, "  (%q is not a method, so it was taken as a file name; methods: %s)\n", file, strings.Join(algorithms.Names(n), ", "))
		}
	}
}

func (s *Session) help() {
	fmt.Fprint(s.out, `Commands:
  f b l r d u     turn a face clockwise; f' etc. anticlockwise, f2 half
  R U R' U' ...   any standard notation (Rw, r, 2R, M, x, (R U)3, ...);
                  a line of lone lowercase face letters means outer turns
  cmds            list shortcut commands (sexy, sune, tperm, ...)
  undo            take back the last change
  reset           go to the solved cube; restart: back to the scramble
  scramble        a new random cube
  show            draw the cube
  hint            the next move of an optimal or best-known solution
  solve [METHOD] [FILE]  print a solution (and store it in FILE)
  help, quit
The game ends when your moves solve the cube (unless started with --keep-playing).
`)
	fmt.Fprintf(s.out, "Methods for %dx%dx%d: %s\n", s.c.N(), s.c.N(), s.c.N(), strings.Join(algorithms.Names(s.c.N()), ", "))
}

func (s *Session) cmds() {
	fmt.Fprintln(s.out, "Shortcuts (type the name to run it):")
	for _, sc := range Shortcuts {
		fmt.Fprintf(s.out, "  %-10s %-45s %s\n", sc.Name, sc.Alg, sc.What)
	}
}
