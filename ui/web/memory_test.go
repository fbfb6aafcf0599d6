package web

import (
	"encoding/json"
	"net/http"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

// heapHeld is the heap memory the process holds from the OS: objects
// (garbage included) and free spans not yet released.
func heapHeld() uint64 {
	s := []metrics.Sample{
		{Name: "/memory/classes/heap/objects:bytes"},
		{Name: "/memory/classes/heap/free:bytes"},
	}
	metrics.Read(s)
	return s[0].Value.Uint64() + s[1].Value.Uint64()
}

var sink []byte

// A serving server that goes idle after a burst gives the burst's memory
// back within a couple of its checks: before, the garbage stayed held
// until the runtime's next collection, which an idle process does not run
// for minutes (the idle server sat at 1.77 GB with 263 MB of tables).
func TestIdleServerReturnsMemory(t *testing.T) {
	// No collection but the server's own: the test's other goroutines
	// (the 3x3 tables loading) must not collect the burst in its place.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	s := New(Config{Addr: "127.0.0.1:0"})
	addr, _ := serveServer(t, s)
	runtime.GC()
	base := heapHeld()
	// A burst's garbage: one big allocation, touched, then dropped (what a
	// big cube's solve leaves behind, made here so the test is quick),
	// while a solve slot is taken, as a solve would hold it.
	s.solves.slots <- struct{}{}
	sink = make([]byte, 256<<20)
	for i := 0; i < len(sink); i += 4096 {
		sink[i] = 1
	}
	sink = nil
	s.solves.release()
	// Within a few of its checks it has given that back, and /healthz
	// accounts for it all: the heap, what was released, the resident set,
	// and the trim.
	deadline := time.Now().Add(10 * time.Second)
	for {
		h := health(t, addr)
		m := h.Memory
		held := heapHeld()
		if held <= base+64<<20 && m.HeapBytes > 0 && m.RuntimeBytes >= m.HeapBytes && m.ReleasedBytes >= 128<<20 &&
			m.Trims >= 1 && (runtime.GOOS != "linux" || m.RSSBytes > 0) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("idle for 10 s, the heap still holds %d MiB (%d MiB before the burst); /healthz memory %+v: want the heap, runtime total, >= 128 MiB released, a trim and (Linux) the RSS",
				held>>20, base>>20, m)
		}
		time.Sleep(20 * time.Millisecond) // polling the runtime's figures, not synchronising
	}
}

func health(t *testing.T, addr string) Health {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var h Health
	if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
		t.Fatal(err)
	}
	return h
}
