package model

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

func okScheme(s string) error {
	if s == "rainbow" {
		return errors.New("unknown scheme")
	}
	return nil
}

// Conventions and solves survive a save and a load (a restart).
func TestConventionsPersist(t *testing.T) {
	s, _ := New(3, 1)
	for _, r := range []time.Duration{ms(12345), ms(9999), ms(15001)} {
		s.Solves().Add(Solve{Time: r, Scramble: "R U", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Size: 3})
	}
	_ = s.Solves().SetPenalty(1, PenaltyDNF)
	km, _ := NewKeymap(PresetCSTimer)
	_ = km.Rebind("F5", "x")
	c := Conventions{Scheme: "wca", Marks: true, Keymap: km, KeymapPreset: PresetCSTimer, Inspection: false, Instant: true}
	saved := EncodeConventions(s, c)
	if len(saved) != len(conventionKeys()) {
		t.Fatalf("%d keys saved, conventionKeys lists %d", len(saved), len(conventionKeys()))
	}
	s2, _ := New(3, 2)
	got, err := DecodeConventions(saved, s2, okScheme)
	if err != nil {
		t.Fatal(err)
	}
	if got.Scheme != "wca" || !got.Marks || got.Inspection || !got.Instant || got.KeymapPreset != PresetCSTimer {
		t.Errorf("conventions %+v", got)
	}
	if got.Keymap.Encode() != km.Encode() || got.Keymap.Command("F5") != "x" {
		t.Error("key map not restored")
	}
	if s2.Timer().Inspection {
		t.Error("inspection setting not given to the timer")
	}
	if s2.Solves().Len() != 3 || s2.Solves().At(1).Penalty != PenaltyDNF || s2.Solves().At(0).Time != ms(12345) {
		t.Errorf("solves %+v", s2.Solves().All())
	}
	// Nothing saved: defaults.
	d, err := DecodeConventions(map[string]string{}, s2, okScheme)
	if err != nil || d.Scheme != "classic" || !d.Inspection || d.Keymap.Command("W") != "turn U" {
		t.Errorf("defaults %+v %v", d, err)
	}
	// Bad values are named and replaced; the rest loads.
	bad := map[string]string{kScheme: "rainbow", kMarks: "maybe", kKeymap: "W=turn U\nW=x", kSolves: "junk", kInstant: "true"}
	d, err = DecodeConventions(bad, s2, okScheme)
	if err == nil {
		t.Fatal("bad values accepted")
	}
	for _, k := range []string{"scheme", "marks", "keymap", "solves"} {
		if !strings.Contains(err.Error(), k) {
			t.Errorf("error does not name %s: %v", k, err)
		}
	}
	if d.Scheme != "classic" || d.Marks || !d.Instant || d.Keymap.Command("W") != "turn U" {
		t.Errorf("after bad values %+v", d)
	}
}

// The conventions' file is checksummed like the session's: a damaged one
// is refused as a whole.
func TestConventionsState(t *testing.T) {
	s, _ := New(3, 1)
	s.Solves().Add(Solve{Time: ms(4321), Scramble: "R", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Size: 3})
	c := DefaultConventions()
	c.Scheme = "wca"
	data := EncodeConventionsState(s, c)
	s2, _ := New(3, 2)
	got, err := DecodeConventionsState(data, s2, okScheme)
	if err != nil || got.Scheme != "wca" || s2.Solves().Len() != 1 {
		t.Fatalf("round trip: %v %+v %d", err, got, s2.Solves().Len())
	}
	s3, _ := New(3, 3)
	for _, bad := range [][]byte{nil, data[:len(data)-5], append([]byte("x"), data...)} {
		got, err := DecodeConventionsState(bad, s3, okScheme)
		if !errors.Is(err, ErrDamaged) || got.Scheme != "classic" || s3.Solves().Len() != 0 {
			t.Errorf("damaged %q: %v %+v", bad, err, got)
		}
	}
}

// One bad row costs only itself (issue 43 item 2: a NaN or negative time
// among five good solves lost all six): the good rows load and the error
// names the bad line.
func TestConventionsBadRowKeepsTheRest(t *testing.T) {
	good := "No.,Time,Penalty,Result,Scramble,Date,Size\n"
	for i := 1; i <= 5; i++ {
		good += fmt.Sprintf("%d,%d.123,,x,R U,2026-11-28T10:0%d:00Z,3\n", i, i, i)
	}
	for _, tt := range []struct{ name, row, want string }{
		{"NaN", "6,NaN,,NaN,R,2026-11-28T10:00:00Z,3\n", `line 7: column Time "NaN"`},
		{"negative", "6,-5,,-5,R,2026-11-28T10:00:00Z,3\n", `line 7: column Time "-5"`},
		{"short row", "6,1.5,,1.5\n", "line 7: 4 fields"},
		{"bare quote", "6,1\"5,,x,R,2026-11-28T10:00:00Z,3\n", "line 7"},
	} {
		s, _ := New(3, 1)
		data := encodeFrame(map[string]string{kSolves: good + tt.row + "7,2.5,,2.50,U,2026-11-28T11:00:00Z,3\n"})
		_, err := DecodeConventionsState(data, s, okScheme)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one naming %q", tt.name, err, tt.want)
		}
		if n := s.Solves().Len(); n != 6 || s.Solves().At(0).Time != ms(1123) || s.Solves().At(5).Time != ms(2500) {
			t.Errorf("%s: %d solves kept, want the 6 good ones", tt.name, n)
		}
	}
}
