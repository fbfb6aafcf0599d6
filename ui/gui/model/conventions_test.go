package model

import (
	"errors"
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
