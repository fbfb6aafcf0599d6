package cli

import (
	"flag"
	"fmt"
	"strings"

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
	// A count that fits no size is measured against -n; a whole other
	// size gets the "does not match" error below.
	if set["n"] && s.n >= 1 && s.n <= cube.MaxN {
		if err := checkFaceletCount(str, s.n); err != nil {
			return nil, err
		}
	}
	sc, err := cube.ParseScheme(s.scheme)
	if err != nil {
		return nil, err
	}
	c, err := cube.ParseFacelets(str, sc)
	if err != nil {
		// Other solvers write URFDLB strings of face letters.
		if u, uerr := cube.ParseURFDLB(str); uerr == nil && looksLikeFaceLetters(str) {
			c, err = u, nil
		}
	}
	if err != nil {
		return nil, err
	}
	if set["n"] && c.N() != s.n {
		return nil, fmt.Errorf("-n %d does not match the facelet string, which is a %dx%dx%d", s.n, c.N(), c.N(), c.N())
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("facelet string is not a reachable state: %w", err)
	}
	return c, nil
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

func looksLikeFaceLetters(s string) bool {
	return strings.Trim(strings.ToUpper(s), "URFDLB \n\t") == ""
}

// setFlags returns the names of the flags given on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	m := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { m[f.Name] = true })
	return m
}
