package cli

import (
	"errors"
	"flag"
	"fmt"

	"cubelab/cube"
)

// stateFlags are the flags every command that takes a cube state shares.
type stateFlags struct {
	n        int
	from     string
	facelets string
	scheme   string
}

func (s *stateFlags) add(fs *flag.FlagSet) {
	fs.IntVar(&s.n, "n", 3, "cube size N (1..33)")
	fs.StringVar(&s.from, "from", "", "start from this facelet string (U L F R B D order, scheme letters) instead of solved")
	fs.StringVar(&s.facelets, "facelets", "", "same as --from; a 54-letter URFDLB string of face letters is also accepted")
	fs.StringVar(&s.scheme, "scheme", string(cube.DefaultScheme[:]), "colour letters of U L F R B D in facelet strings")
}

// start returns the starting cube: solved, or read from --from/--facelets.
// When a facelet string is given, N is taken from its length.
func (s *stateFlags) start(set map[string]bool) (*cube.Cube, error) {
	str := s.from
	if s.facelets != "" {
		if str != "" {
			return nil, fmt.Errorf("give --from or --facelets, not both")
		}
		str = s.facelets
	}
	if str == "" {
		return cube.New(s.n)
	}
	sc, err := cube.ParseScheme(s.scheme)
	if err != nil {
		return nil, err
	}
	c, err := cube.ParseState(str, sc, true)
	if errors.Is(err, cube.ErrUnreachable) {
		return nil, fmt.Errorf("facelet string is %w", err)
	}
	if err != nil {
		return nil, err
	}
	if set["n"] && c.N() != s.n {
		return nil, fmt.Errorf("-n %d does not match the facelet string, which is a %dx%dx%d", s.n, c.N(), c.N(), c.N())
	}
	return c, nil
}

// checkN answers an -n outside 1..cube.MaxN with the usage (exit 2); ok is
// false then and code is the exit code.
func (s *stateFlags) checkN(env Env, fs *flag.FlagSet, set map[string]bool) (code int, ok bool) {
	if set["n"] && (s.n < 1 || s.n > cube.MaxN) {
		return UsageErrorf(env, fs, "-n %d: cube size must be 1..%d", s.n, cube.MaxN), false
	}
	return 0, true
}

// setFlags returns the names of the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	m := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { m[f.Name] = true })
	return m
}
