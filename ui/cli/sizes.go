package cli

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"cubelab/cube"
)

// sizeList is the value of bench's -n flag: one cube size, a range or a
// comma-separated mix ("4", "4-7", "3,4,5,9-11"). As a flag.Value, a bad
// list is a usage error (exit 2) reported by the flag package.
type sizeList []int

func (s *sizeList) String() string {
	if s == nil {
		return ""
	}
	parts := make([]string, len(*s))
	for i, n := range *s {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ",")
}

func (s *sizeList) Set(v string) error {
	sizes, err := parseSizes(v)
	if err != nil {
		return err
	}
	*s = sizes
	return nil
}

// parseSizes reads a size list into ascending sizes without repeats, so
// sweeps and their charts run from small to large whatever the order given.
func parseSizes(v string) ([]int, error) {
	if strings.TrimSpace(v) == "" {
		return nil, fmt.Errorf("empty size list; want sizes like 4, 4-7 or 3,4,9-11")
	}
	var out []int
	for _, part := range strings.Split(v, ",") {
		part = strings.TrimSpace(part)
		lo, hi, err := parseSizeRange(part)
		if err != nil {
			return nil, err
		}
		for n := lo; n <= hi; n++ {
			out = append(out, n)
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

// parseSizeRange reads "N" or "A-B" (A <= B), each size 2..cube.MaxN.
func parseSizeRange(part string) (lo, hi int, err error) {
	if part == "" {
		return 0, 0, fmt.Errorf("empty entry in the size list; want sizes like 4, 4-7 or 3,4,9-11")
	}
	a, b, isRange := strings.Cut(part, "-")
	if lo, err = parseSize(part, a); err != nil {
		return 0, 0, err
	}
	if !isRange {
		return lo, lo, nil
	}
	if hi, err = parseSize(part, b); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, fmt.Errorf("%q: range runs backwards; write %d-%d", part, hi, lo)
	}
	return lo, hi, nil
}

func parseSize(part, s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("%q: %q is not a cube size", part, s)
	}
	if n < 2 || n > cube.MaxN {
		return 0, fmt.Errorf("%q: cube size %d out of range 2..%d", part, n, cube.MaxN)
	}
	return n, nil
}
