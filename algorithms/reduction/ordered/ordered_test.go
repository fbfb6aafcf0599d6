package ordered

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// TestRun runs tasks whose durations vary so that they end out of
// order and checks that merge sees them in order, that a false from merge
// stops the rest, and that a cancelled context ends the run.
func TestRun(t *testing.T) {
	for _, tc := range []struct {
		name           string
		n, workers     int
		stopAt         int // merge returns false at this index (-1: never)
		cancelAt       int // the caller's context is cancelled when this task starts (-1: never)
		want           string
		wantAllStarted bool
	}{
		{"none", 0, 2, -1, -1, "[]", true},
		{"one worker", 7, 1, -1, -1, "[0 1 4 9 16 25 36]", true},
		{"two workers", 7, 2, -1, -1, "[0 1 4 9 16 25 36]", true},
		{"more workers than tasks", 3, 8, -1, -1, "[0 1 4]", true},
		{"all cores", 9, 0, -1, -1, "[0 1 4 9 16 25 36 49 64]", true},
		{"stop", 40, 3, 4, -1, "[0 1 4 9 16]", false},
		{"stop one worker", 40, 1, 4, -1, "[0 1 4 9 16]", false},
		{"cancelled", 40, 2, -1, 5, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			started := make([]bool, tc.n)
			var got []int
			done := make(chan struct{})
			go func() {
				defer close(done)
				Run(ctx, tc.n, tc.workers, func(ctx context.Context, i int) int {
					started[i] = true
					if i == tc.cancelAt {
						cancel()
					}
					// Later tasks are quicker, so they end first.
					select {
					case <-time.After(time.Duration((tc.n-i)%4) * time.Millisecond):
					case <-ctx.Done():
						return -1
					}
					return i * i
				}, func(i int, r int) bool {
					if len(got) != i {
						t.Errorf("merge of task %d after %d results", i, len(got))
					}
					got = append(got, r)
					return i != tc.stopAt
				})
			}()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("Run did not return")
			}
			if tc.want != "" && fmt.Sprint(got) != tc.want {
				t.Errorf("merged %v, want %s", got, tc.want)
			}
			if tc.cancelAt >= 0 && len(got) > tc.cancelAt {
				t.Errorf("merged %d results past the cancel at task %d", len(got), tc.cancelAt)
			}
			all := true
			for _, s := range started {
				all = all && s
			}
			if all != tc.wantAllStarted {
				t.Errorf("every task started: %v, want %v", all, tc.wantAllStarted)
			}
		})
	}
}
