package cli

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"cubelab/cube"
)

func TestParseSizes(t *testing.T) {
	maxN := strconv.Itoa(cube.MaxN)
	good := []struct {
		in   string
		want []int
	}{
		{"4", []int{4}},
		{"2", []int{2}},
		{maxN, []int{cube.MaxN}},
		{"4-7", []int{4, 5, 6, 7}},
		{"3,4,5,9-11", []int{3, 4, 5, 9, 10, 11}},
		{" 5 , 3 ", []int{3, 5}},         // sorted, spaces allowed
		{"4-6,5,6-7", []int{4, 5, 6, 7}}, // overlaps counted once
		{"6-6", []int{6}},
	}
	for _, tt := range good {
		got, err := parseSizes(tt.in)
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("parseSizes(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
	bad := []struct {
		in, errHas string
	}{
		{"", "empty size list"},
		{"1", `"1": cube size 1 out of range`},
		{"3,99", `"99": cube size 99 out of range`},
		{"0-4", `"0-4": cube size 0 out of range`},
		{"4-" + strconv.Itoa(cube.MaxN+1), "out of range"},
		{"x", `"x" is not a cube size`},
		{"3,,4", "empty entry"},
		{"4,", "empty entry"},
		{"7-4", `"7-4": range runs backwards; write 4-7`},
		{"4-", `"4-": "" is not a cube size`},
		{"-4", `"-4": "" is not a cube size`},
		{"4-5-6", `"5-6" is not a cube size`},
	}
	for _, tt := range bad {
		got, err := parseSizes(tt.in)
		if err == nil || !strings.Contains(err.Error(), tt.errHas) {
			t.Errorf("parseSizes(%q) = %v, %v; want an error containing %q", tt.in, got, err, tt.errHas)
		}
	}
}

// A bad -n is a usage error: exit 2, naming the bad part.
func TestBenchBadSizes(t *testing.T) {
	code, _, stderr := run(t, "", "bench", "-n", "3,40", "-runs", "1", "-quiet")
	if code != 2 || !strings.Contains(stderr, `"40": cube size 40 out of range`) {
		t.Errorf("code %d stderr %q", code, stderr)
	}
}
