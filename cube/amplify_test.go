package cube

import (
	"runtime"
	"strings"
	"testing"
	"time"
)

// allocated returns the bytes f allocates (runtime.MemStats.TotalAlloc, a
// deterministic measure for single-goroutine code, unlike peak RSS).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// parseBudget is the memory ParseAlg may use for input s expanding to moves
// moves: a few words per input character (the runes, the skip marks), the
// answer itself, and slack for the runtime.
func parseBudget(s string, moves int) uint64 {
	return uint64(64*len(s) + 32*moves + 64<<10)
}

// Input that would expand past MaxAlgLength is refused before any move is
// written, whatever its counts say: its cost is linear in its length. Before,
// 9999999D₂ (12 bytes) took about a gigabyte to be refused.
func TestParseAlgRefusesAmplificationCheaply(t *testing.T) {
	for _, s := range []string{
		"9999999D₂",
		"R 9999999D₂",
		"(R)999999",
		"((R U)999)999",
		"[((R)9999)9, (U)99999]",
		"(([R, U])9999)9",
		strings.Repeat("((R)9999)9 ", 200),
	} {
		var err error
		got := allocated(func() { _, err = ParseAlg(s, 3) })
		if err == nil || !strings.Contains(err.Error(), "longer than") {
			t.Errorf("%.40q: error %v, want 'longer than'", s, err)
		}
		if limit := parseBudget(s, 0); got > limit {
			t.Errorf("%.40q: refusing it allocated %d bytes, want <= %d", s, got, limit)
		}
		got = allocated(func() { _, err = CheckAlg(s, 3) })
		if err == nil || got > parseBudget(s, 0) {
			t.Errorf("%.40q: CheckAlg allocated %d bytes, error %v", s, got, err)
		}
	}
}

// Groups repeated zero times are checked but never expanded, so work stays
// linear in the input: before, 1300 copies of ((R)99999)0 (15.6 KB) wrote
// 130 million moves to produce none.
func TestParseAlgSkipsZeroCountGroups(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{strings.Repeat("((R)99999)0", 1300), ""},
		{strings.Repeat("((R)99999)0 U ", 100) + "([R, (F)49999])0", strings.TrimSpace(strings.Repeat("U ", 100))},
		{"(R4)99999 U", "U"},
		{"((R U)2' F)0 (R U)2' [R, U]2 [R: U]'", "U' R' U' R' R U R' U' R U R' U' R U' R'"},
	}
	for _, tt := range tests {
		var a Alg
		var err error
		var p *parser
		got := allocated(func() {
			if p, _, err = check(tt.in, 3); err != nil {
				return
			}
			p.pos, p.expand = 0, true
			_, err = p.seq(0)
			a = p.out
		})
		if err != nil {
			t.Fatalf("%.40q: %v", tt.in, err)
		}
		if a.String() != tt.want {
			t.Errorf("%.40q: got %q, want %q", tt.in, a, tt.want)
		}
		if limit := parseBudget(tt.in, len(a)); got > limit {
			t.Errorf("%.40q: allocated %d bytes, want <= %d", tt.in, got, limit)
		}
		if p.work > len(tt.in) {
			t.Errorf("%.40q: wrote %d moves for %d characters", tt.in, p.work, len(tt.in))
		}
		b, err := ParseAlg(tt.in, 3)
		if err != nil || b.String() != a.String() {
			t.Errorf("%.40q: ParseAlg gave %q, %v", tt.in, b, err)
		}
	}
}

// FuzzAlgAmplification checks the parser's cost bounds on any input: memory
// linear in the input plus the answer, moves written at most
// (maxDepth+2) times the answer's length, and no input slower than a second
// (a loose bound for a shared machine; the work count is the exact one).
func FuzzAlgAmplification(f *testing.F) {
	for _, s := range []string{
		"9999999D₂", "((R)99999)0", "((R U)999)999", "[((R)9999)9, U]3'", "(R4)999999",
		"((((R)9)9)9)9'", "[R, [U, (F)99]99]9", "2-3Rw99 (x y)0 M'",
	} {
		f.Add(s, uint8(1))
		f.Add(s, uint8(200))
	}
	f.Fuzz(func(t *testing.T, s string, copies uint8) {
		// Repeating the input models a body full of the same trick.
		in := strings.Repeat(s, int(copies)%256)
		if len(in) > 1<<16 {
			in = in[:1<<16]
		}
		var p *parser
		var total int
		var err error
		begin := time.Now()
		got := allocated(func() {
			if p, total, err = check(in, 5); err != nil {
				return
			}
			p.pos, p.expand = 0, true
			p.out = make(Alg, 0, total)
			_, err = p.seq(0)
		})
		elapsed := time.Since(begin)
		moves := 0
		if err == nil {
			moves = len(p.out)
			if moves != total {
				t.Fatalf("%.60q: counted %d moves, wrote %d", in, total, moves)
			}
			if p.work > (maxDepth+2)*moves {
				t.Fatalf("%.60q: %d moves cost %d writes", in, moves, p.work)
			}
		}
		if limit := parseBudget(in, moves); got > limit {
			t.Fatalf("%.60q (%d bytes, %d moves, err %v): allocated %d bytes, want <= %d", in, len(in), moves, err, got, limit)
		}
		if elapsed > time.Second {
			t.Fatalf("%.60q: took %v", in, elapsed)
		}
	})
}
