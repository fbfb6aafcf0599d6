package model

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"strings"
	"testing"
	"time"

	"cubelab/cube"
)

// The saved files a user's disk holds (session, speedcubing settings,
// solves CSV, key maps) are read with these parsers; whatever a file
// says, reading it must not panic or hang, and what it gives back must
// save and read back whole.

// frame wraps body as a whole save (header, checksum), so that the fuzzer
// reaches the values' decoding rather than stopping at the checksum.
func frame(body string) []byte {
	text := stateHeader + body
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	return fmt.Appendf([]byte(text), "%s%08x\n", crcPrefix, crc32.ChecksumIEEE([]byte(text)))
}

// unframe is frame's body of a save.
func unframe(data []byte) string {
	text := strings.TrimPrefix(string(data), stateHeader)
	i := strings.LastIndex(strings.TrimSuffix(text, "\n"), "\n")
	return text[:i+1]
}

func FuzzDecodeState(f *testing.F) {
	for _, tt := range []struct {
		n     int
		moves string
	}{{2, "R U2 F'"}, {3, "R U M x 2-3Rw' E S'"}, {7, "3Rw 2U' 4-5Fw2 L"}} {
		s, _ := New(tt.n, 3)
		s.Shuffle()
		_ = s.ApplyAlg(cube.MustParseAlg(tt.moves, tt.n))
		s.Undo()
		f.Add(unframe(EncodeState(s, DefaultSettings())))
	}
	f.Add("size \"33\"\n")
	f.Add("camera \"NaN 0 1 0 0\"\nspeed \"1e308\"\n")
	f.Fuzz(func(t *testing.T, body string) {
		s, st, _ := DecodeState(frame(body), 1)
		if s == nil {
			t.Fatal("no session")
		}
		// Whatever was kept or replaced by its default saves and reads
		// back whole.
		again, st2, err := DecodeState(EncodeState(s, st), 1)
		if err != nil {
			t.Fatalf("%q: the decoded session does not read back: %v", body, err)
		}
		if !again.Cube().Equal(s.Cube()) || st2 != st ||
			again.History().String() != s.History().String() ||
			again.RedoMoves().String() != s.RedoMoves().String() ||
			again.Scramble().String() != s.Scramble().String() {
			t.Fatalf("%q: the decoded session reads back otherwise", body)
		}
	})
}

func FuzzDecodeConventionsState(f *testing.F) {
	s, _ := New(3, 1)
	s.Solves().Add(Solve{Time: ms(4321), Penalty: PenaltyPlus2, Scramble: "R U", Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Size: 3})
	c := DefaultConventions()
	c.Scheme, c.Marks = "wca", true
	f.Add(unframe(EncodeConventionsState(s, c)))
	f.Add("scheme \"rainbow\"\nkeymap \"W=\"\n")
	f.Fuzz(func(t *testing.T, body string) {
		s, _ := New(3, 1)
		got, _ := DecodeConventionsState(frame(body), s, okScheme)
		if got.Keymap == nil {
			t.Fatal("no key map")
		}
		s2, _ := New(3, 1)
		again, err := DecodeConventionsState(EncodeConventionsState(s, got), s2, okScheme)
		if err != nil {
			t.Fatalf("%q: the decoded conventions do not read back: %v", body, err)
		}
		if again.Scheme != got.Scheme || again.Marks != got.Marks || again.Inspection != got.Inspection ||
			again.Instant != got.Instant || again.KeymapPreset != got.KeymapPreset ||
			again.Keymap.Encode() != got.Keymap.Encode() || s2.Solves().Len() != s.Solves().Len() {
			t.Fatalf("%q: the decoded conventions read back otherwise", body)
		}
	})
}

func FuzzReadCSV(f *testing.F) {
	var s Solves
	s.Add(Solve{Time: ms(12345), Scramble: "R U R' U'", Date: time.Date(2026, 11, 27, 14, 0, 0, 5, time.UTC), Size: 3})
	s.Add(Solve{Time: ms(61000), Penalty: PenaltyDNF, Scramble: "Rw \"U\",\nF", Date: time.Date(2026, 11, 27, 14, 1, 0, 0, time.UTC), Size: 4})
	var b bytes.Buffer
	_ = s.WriteCSV(&b)
	f.Add(b.String())
	f.Add(strings.Join(csvHeader, ",") + "\n1,1e7,,x,,2026-01-01T00:00:00Z,1000\n")
	f.Fuzz(func(t *testing.T, data string) {
		solves, err := ReadCSV(strings.NewReader(data))
		if err != nil {
			return
		}
		var s Solves
		for _, v := range solves {
			s.Add(v)
		}
		var b bytes.Buffer
		if err := s.WriteCSV(&b); err != nil {
			t.Fatal(err)
		}
		back, err := ReadCSV(&b)
		if err != nil {
			t.Fatalf("%q: the solves read do not read back: %v", data, err)
		}
		if len(back) != len(solves) {
			t.Fatalf("%q: %d solves read back as %d", data, len(solves), len(back))
		}
		for i := range back {
			a, b := solves[i], back[i]
			if a.Time != b.Time || a.Penalty != b.Penalty || a.Scramble != b.Scramble || !a.Date.Equal(b.Date) || a.Size != b.Size {
				t.Fatalf("%q: solve %d %+v reads back as %+v", data, i+1, a, b)
			}
		}
	})
}

func FuzzDecodeKeymap(f *testing.F) {
	f.Add(DefaultKeymap().Encode())
	f.Add("shift+W=turn U'\n=x\nW=\n")
	f.Fuzz(func(t *testing.T, s string) {
		k, err := DecodeKeymap(s)
		if err != nil {
			return
		}
		back, err := DecodeKeymap(k.Encode())
		if err != nil {
			t.Fatalf("%q: the key map read does not read back: %v", s, err)
		}
		if back.Encode() != k.Encode() {
			t.Fatalf("%q: the key map reads back otherwise", s)
		}
	})
}
