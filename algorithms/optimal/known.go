package optimal

import (
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"cubelab/cube"
)

// benchLengths holds the optimal lengths of the 3x3x3 bench's fixed
// scrambles (see the file's header for the command that made them).
//
//go:embed testdata/bench3.txt
var benchLengths string

// knownLengths maps a 3x3x3 state (its facelet string) to its optimal
// length, from benchLengths.
var knownLengths = sync.OnceValues(func() (map[string]int, error) {
	return parseLengths(benchLengths)
})

// parseLengths reads lines "LENGTH<TAB>SCRAMBLE"; # starts a comment.
func parseLengths(text string) (map[string]int, error) {
	out := map[string]int{}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		lenStr, scr, ok := strings.Cut(line, "\t")
		n, err := strconv.Atoi(lenStr)
		if !ok || err != nil || n < 0 || n > 20 {
			return nil, fmt.Errorf("line %d: want LENGTH (0..20), a tab and a scramble, got %q", i+1, line)
		}
		c := cube.MustNew(3)
		if err := c.ApplyString(scr); err != nil {
			return nil, fmt.Errorf("line %d: %w", i+1, err)
		}
		out[c.String()] = n
	}
	return out, nil
}

// KnownLength returns the optimal length of c if it is one of the states
// whose length is stored (the bench's fixed 3x3x3 scrambles), else -1. It
// lets `cubelab bench -n 3` rate every method against optimal without
// minutes of search per position.
func KnownLength(c *cube.Cube) (int, error) {
	m, err := knownLengths()
	if err != nil {
		return -1, fmt.Errorf("stored optimal lengths: %w", err)
	}
	if c.N() != 3 {
		return -1, nil
	}
	if n, ok := m[c.String()]; ok {
		return n, nil
	}
	return -1, nil
}
