package model

import (
	"fmt"
	"testing"
	"time"
)

// manySolves is a session with n timed 3x3 solves, each with a 20-move
// scramble, as years of csTimer history imported would be.
func manySolves(n int) *Session {
	s, _ := New(3, 1)
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	list := make([]Solve, n)
	for i := range list {
		p := PenaltyNone
		switch i % 50 {
		case 7:
			p = PenaltyPlus2
		case 31:
			p = PenaltyDNF
		}
		list[i] = Solve{
			Time:     time.Duration(8000+(i*7919)%9000) * time.Millisecond,
			Penalty:  p,
			Scramble: "R U' F2 D B' L2 U R2 F' D2 B U2 L' R2 D' F B2 U' L D2",
			Date:     start.Add(time.Duration(i) * time.Minute),
			Size:     3,
		}
	}
	s.solves.replace(list)
	return s
}

// BenchmarkConventionsDecode is the start-up's share of the solves:
// parsing the saved conventions file with n solves.
func BenchmarkConventionsDecode(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		data := EncodeConventionsState(manySolves(n), DefaultConventions())
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				s, _ := New(3, 1)
				if _, err := DecodeConventionsState(data, s, okScheme); err != nil || s.Solves().Len() != n {
					b.Fatalf("%v, %d solves", err, s.Solves().Len())
				}
			}
		})
	}
}

// BenchmarkConventionsEncode is a save of the conventions with n solves.
func BenchmarkConventionsEncode(b *testing.B) {
	for _, n := range []int{10_000, 1_000_000} {
		s := manySolves(n)
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				_ = EncodeConventionsState(s, DefaultConventions())
			}
		})
	}
}
