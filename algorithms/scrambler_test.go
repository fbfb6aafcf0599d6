package algorithms

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSizeRanges(t *testing.T) {
	for _, tc := range []struct {
		in   []int
		want string
	}{
		{nil, "none"},
		{[]int{3}, "3"},
		{[]int{2, 3}, "2-3"},
		{[]int{2, 3, 4, 5, 9}, "2-5, 9"},
		{[]int{1, 3, 5, 6}, "1, 3, 5-6"},
	} {
		if got := sizeRanges(tc.in); got != tc.want {
			t.Errorf("sizeRanges(%v) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestRandomStateScrambleUnknownSize(t *testing.T) {
	RegisterScrambler(97, func(context.Context, *rand.Rand) (string, error) { return "R", nil })
	defer func() {
		scrMu.Lock()
		delete(scramblers, 97)
		scrMu.Unlock()
	}()
	if got, err := RandomStateScramble(context.Background(), 97, rand.New(rand.NewPCG(1, 1))); err != nil || got != "R" {
		t.Fatalf("registered size: %q, %v", got, err)
	}
	_, err := RandomStateScramble(context.Background(), 98, rand.New(rand.NewPCG(1, 1)))
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "98x98x98") || !strings.Contains(err.Error(), "97") {
		t.Fatalf("unregistered size: got %v, want ErrUnsupported naming 98x98x98 and the sizes that have one", err)
	}
}
