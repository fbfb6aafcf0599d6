package cli

import (
	"runtime"
	"strings"
	"testing"
)

// bytesAllocated returns what f allocates (runtime.MemStats.TotalAlloc).
func bytesAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// apply and play refuse count amplification for the cost of reading it:
// before, `cubelab apply 9999999D₂` took 1.4 GB and play 1.3 GB.
func TestAmplifiedAlgRefusedCheaply(t *testing.T) {
	// A first game builds the tables play scrambles with; measure after it.
	run(t, "R\n", "play", "--seed", "1", "--colour", "never")
	for _, tt := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"apply", "9999999D₂"}},
		{"", []string{"apply", "-n", "5", "((R U)999)999"}},
		{"9999999D₂\n", []string{"play", "--seed", "1", "--colour", "never"}},
	} {
		var code int
		var stdout, stderr string
		alloc := bytesAllocated(func() { code, stdout, stderr = run(t, tt.stdin, tt.args...) })
		if !strings.Contains(stdout+stderr, "longer than 100000 moves") {
			t.Errorf("%v: exit %d, %s%s", tt.args, code, stdout, stderr)
		}
		if alloc > 4<<20 {
			t.Errorf("%v: allocated %d bytes, want <= 4 MiB", tt.args, alloc)
		}
	}
}
