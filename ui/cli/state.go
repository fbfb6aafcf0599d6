package cli

import (
	"errors"
	"flag"
	"fmt"

	"cubelab/cube"
	"cubelab/render"
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
	fs.StringVar(&s.scheme, "scheme", string(cube.DefaultScheme[:]), "colour scheme: the letters of U L F R B D in facelet strings and the drawn colours: "+render.SchemeNames)
}

// colours reads --scheme: its letters read and write facelet strings, its
// colours draw the cube.
func (s *stateFlags) colours() (render.ColourScheme, error) {
	return render.ParseColourScheme(s.scheme)
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
	// A count that fits no size is measured against -n; a whole other
	// size gets the "does not match" error below.
	if set["n"] && s.n >= 1 && s.n <= cube.MaxN {
		if err := checkFaceletCount(str, s.n); err != nil {
			return nil, err
		}
	}
	sc, err := s.colours()
	if err != nil {
		return nil, err
	}
	c, err := cube.ParseState(str, sc.Letters, true)
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

// checkFaceletCount measures a facelet string against the size -n asks for,
// so its error names that size's count rather than the nearest size's.
func checkFaceletCount(str string, n int) error {
	want := 6 * n * n
	count, i, extra := 0, 0, 0
	for _, r := range str {
		i++
		switch r {
		case ' ', '\t', '\n', '\r':
			continue
		}
		count++
		if count == want+1 {
			extra = i
		}
	}
	if _, err := cube.SizeForFacelets(count); err == nil {
		return nil
	}
	switch {
	case count < want:
		return &cube.FaceletError{Pos: i + 1, Msg: fmt.Sprintf("%d letters, %d fewer than the %d of the %dx%dx%d that -n %d asks for", count, want-count, want, n, n, n, n)}
	case count > want:
		return &cube.FaceletError{Pos: extra, Msg: fmt.Sprintf("%d letters, %d more than the %d of the %dx%dx%d that -n %d asks for (from here on)", count, count-want, want, n, n, n, n)}
	}
	return nil
}

// setFlags returns the names of the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	m := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { m[f.Name] = true })
	return m
}
