package web

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"cubelab/algorithms/tablecache"
)

// optimalRequest posts an optimal solve with the given timeout, the
// request itself ending with ctx (a client that hangs up), and returns
// its status (0 if the client gave up) and how long it took.
func optimalRequest(ctx context.Context, ts string, timeoutMS int) (int, time.Duration) {
	body := `{"size":3,"method":"optimal","scramble":"R U F","timeout_ms":` + strconv.Itoa(timeoutMS) + `}`
	req, _ := http.NewRequestWithContext(ctx, "POST", ts+"/v1/solve", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, time.Since(start)
	}
	resp.Body.Close()
	return resp.StatusCode, time.Since(start)
}

// solvesInUse reads /healthz's solves_in_use.
func solvesInUse(t *testing.T, ts string) int {
	t.Helper()
	resp, err := http.Get(ts + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var h Health
	if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
		t.Fatal(err)
	}
	return h.SolvesInUse
}

// waitInUse polls /healthz until solves_in_use is want, failing after d.
func waitInUse(t *testing.T, ts string, want int, d time.Duration, why string) {
	t.Helper()
	deadline := time.Now().Add(d)
	for solvesInUse(t, ts) != want {
		if time.Now().After(deadline) {
			t.Fatalf("%s: solves_in_use %d after %v, want %d", why, solvesInUse(t, ts), d, want)
		}
		time.Sleep(20 * time.Millisecond) // polling with a deadline
	}
}

// A request waiting for the optimal tables that another request's build
// makes answers 504 at its own deadline, not the build's end, and a client
// that hangs up frees its slot at once (both used to hold their slot for
// the whole build: 26-32 s measured on the machine, minutes here).
// freshProcessEnv marks the process TestTableWaitFreesSlot starts for its
// scenario.
const freshProcessEnv = "CUBELAB_TABLEWAIT_FRESH"

func TestTableWaitFreesSlot(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the optimal tables' build")
	}
	if os.Getenv(freshProcessEnv) == "" {
		// The optimal tables are the process's: once an earlier test of
		// this package has loaded them (TestOptimalOnlyWhenAllowed does),
		// no request waits for a build. So the scenario runs in a fresh
		// process of this test binary.
		cmd := exec.Command(os.Args[0], "-test.run=^TestTableWaitFreesSlot$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), freshProcessEnv+"=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("in a fresh process: %v\n%s", err, out)
		}
		return
	}
	t.Setenv(tablecache.Env, t.TempDir())
	ts := newTestServer(t, Config{AllowSlow: true, MaxSolves: 4}).URL
	first := make(chan int, 1)
	go func() {
		code, _ := optimalRequest(context.Background(), ts, 4000)
		first <- code
	}()
	waitInUse(t, ts, 1, 10*time.Second, "the first request")
	code, took := optimalRequest(context.Background(), ts, 500)
	if code != http.StatusGatewayTimeout || took > 5*time.Second {
		t.Fatalf("a 500 ms request behind the build: %d after %v, want 504 at about 500 ms", code, took)
	}
	ctx, hangUp := context.WithCancel(context.Background())
	gone := make(chan struct{})
	go func() {
		optimalRequest(ctx, ts, 60000)
		close(gone)
	}()
	waitInUse(t, ts, 2, 10*time.Second, "the client about to hang up")
	hangUp()
	<-gone
	waitInUse(t, ts, 1, 5*time.Second, "after the client hung up")
	select {
	case code := <-first:
		if code != http.StatusGatewayTimeout && code != http.StatusOK {
			t.Errorf("the first request: %d", code)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("the first request (4 s deadline) still runs after 30 s")
	}
	waitInUse(t, ts, 0, 5*time.Second, "after every request")
}
