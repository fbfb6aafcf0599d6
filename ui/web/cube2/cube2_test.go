package cube2

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"cubelab/cube"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in      string
		max     uint64
		want    uint64
		wantErr string
	}{
		{"0b01101100", 0xff, 0x6c, ""},
		{"0B1", 0xff, 1, ""},
		{"0x6c", 0xff, 0x6c, ""},
		{"0XFF", 0xff, 255, ""},
		{"0o17", 0xff, 15, ""},
		{"108", 0xff, 108, ""},
		{"0", 0xff, 0, ""},
		{"007", 0xff, 7, ""},
		{"256", 0xff, 0, "too large"},
		{"0b", 0xff, 0, "no digits"},
		{"", 0xff, 0, "empty"},
		{"-1", 0xff, 0, "not a number"},
		{"1.5", 0xff, 0, "not a number"},
		{"0b102", 0xff, 0, "not a number"},
		{"1_0", 0xff, 0, "not a number"},
		{" 1", 0xff, 0, "not a number"},
		{"99999999999999999999999", 0xff, 0, "too large"},
	}
	for _, tt := range tests {
		got, err := ParseNumber(tt.in, tt.max)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseNumber(%q) = %d, %v; want error containing %q", tt.in, got, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("ParseNumber(%q) = %d, %v; want %d", tt.in, got, err, tt.want)
		}
	}
}

func TestParseQueryErrors(t *testing.T) {
	ok := "p2=0b11110000&p1=0b11001100&p0=0b10101010&o=0"
	tests := []struct {
		query, field, msg string
	}{
		{"", "p2", "missing"},
		{"p2=0b11110000&p1=0b11001100&p0=0b10101010", "o", "missing"},
		{"p1=0b11001100&p0=0b10101010&o=0", "p2", "missing"},
		{ok + "&o=0", "o", "more than once"},
		{"p2=abc&p1=0&p0=0&o=0", "p2", "not a number"},
		{"p2=0b11110000&p1=0b11001100&p0=0b10101010&o=0x10000", "o", "too large"},
		{"p2=0b11110000&p1=0b11001100&p0=0b10101010&o=%zz", "o", "bad escape"},
		// Every position holds cubie 0.
		{"p2=0&p1=0&p0=0&o=0", "p2,p1,p0", "repeated cubie"},
		// Code 10 at position 0.
		{"p2=0b11110000&p1=0b11001100&p0=0b10101010&o=0b10", "o", "twist code 10 at position 0"},
		// Position 0 twisted once, nothing else.
		{"p2=0b11110000&p1=0b11001100&p0=0b10101010&o=0b01", "o", "not divisible by 3"},
	}
	for _, tt := range tests {
		q, err := ParseQuery(tt.query)
		if err == nil {
			_, err = q.State()
		}
		var fe *FieldError
		if !errors.As(err, &fe) {
			t.Errorf("%q: error %v, want a FieldError", tt.query, err)
			continue
		}
		if fe.Field != tt.field || !strings.Contains(fe.Message, tt.msg) {
			t.Errorf("%q: field %q message %q; want field %q message containing %q", tt.query, fe.Field, fe.Message, tt.field, tt.msg)
		}
	}
	q, err := ParseQuery(ok + "&other=1&&p3=zz")
	if err != nil {
		t.Fatalf("solved query: %v", err)
	}
	s, err := q.State()
	if err != nil || !s.IsSolved() {
		t.Fatalf("solved query gave %+v, %v", s, err)
	}
	// Escaped values decode.
	q, err = ParseQuery("p2=%30b11110000&p1=0b11001100&p0=0b10101010&o=0")
	if err != nil || q.P2 != 0xf0 {
		t.Fatalf("escaped query: %+v, %v", q, err)
	}
}

func randomState(rng *rand.Rand) State {
	s := Solved
	for i := 0; i < 30; i++ {
		s = s.Apply(Turns[rng.IntN(9)])
		if rng.IntN(4) == 0 {
			s = s.Apply(Rotations[rng.IntN(9)])
		}
	}
	return s
}

func TestEncodeRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 200; i++ {
		s := randomState(rng)
		got, err := s.Encode().State()
		if err != nil || got != s {
			t.Fatalf("round trip of %+v gave %+v, %v", s, got, err)
		}
	}
	if q := Solved.Encode(); q != (Query{P2: 0b11110000, P1: 0b11001100, P0: 0b10101010}) {
		t.Fatalf("solved encodes as %+v, want the spec's numbers", q)
	}
}

// The spec's tables must agree with the cube package's turns on the converted
// state, which pins down the position and twist mapping.
func TestTablesAgreeWithCube(t *testing.T) {
	moves := map[string]cube.Move{}
	for _, f := range []cube.Face{cube.U, cube.R, cube.F} {
		for k := 1; k <= 3; k++ {
			m := cube.Turn(f, k)
			name, err := TurnName(m)
			if err != nil {
				t.Fatal(err)
			}
			moves[name] = m
		}
	}
	rots := map[string]cube.Move{}
	for i, f := range []cube.Face{cube.R, cube.U, cube.F} { // x follows R, y U, z F
		for k := 1; k <= 3; k++ {
			rots[Rotations[3*i+k-1].Name] = cube.Rotation(f, k)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for trial := 0; trial < 100; trial++ {
		s := Solved
		c := cube.MustNew(2)
		for step := 0; step < 25; step++ {
			var tab *Table
			var m cube.Move
			if rng.IntN(5) == 0 {
				tab = Rotations[rng.IntN(9)]
				m = rots[tab.Name]
			} else {
				tab = Turns[rng.IntN(9)]
				m = moves[tab.Name]
			}
			s = s.Apply(tab)
			if err := c.Apply(m); err != nil {
				t.Fatal(err)
			}
			got, err := s.Cube()
			if err != nil {
				t.Fatal(err)
			}
			if !got.Equal(c) {
				t.Fatalf("trial %d step %d after %s: spec tables give\n%s\ncube turns give\n%s", trial, step, tab.Name, got.Net(cube.DefaultScheme), c.Net(cube.DefaultScheme))
			}
			back, err := FromCube(c)
			if err != nil || back != s {
				t.Fatalf("FromCube = %+v, %v; want %+v", back, err, s)
			}
		}
	}
}

func TestNormalize(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 500; i++ {
		s := randomState(rng)
		seq, n := s.Normalize()
		if len(seq) > 2 {
			t.Fatalf("normalize of %+v uses %d rotations", s, len(seq))
		}
		if n.Perm[7] != 7 || n.Twist[7] != 0 {
			t.Fatalf("normalize of %+v leaves %+v", s, n)
		}
		if err := n.Validate(); err != nil {
			t.Fatal(err)
		}
	}
	if seq, _ := Solved.Normalize(); len(seq) != 0 {
		t.Fatalf("solved state normalises with %d rotations", len(seq))
	}
}

func TestDocumentedExampleNormalize(t *testing.T) {
	q, err := ParseQuery("p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000")
	if err != nil {
		t.Fatal(err)
	}
	s, err := q.State()
	if err != nil {
		t.Fatal(err)
	}
	seq, n := s.Normalize()
	var names []string
	for _, r := range seq {
		names = append(names, r.Name)
	}
	if strings.Join(names, " ") != "x1 y3" {
		t.Errorf("normalize = %v, the original service said x1 y3", names)
	}
	// The documented solution solves the normalised state.
	for _, name := range strings.Fields("U1 R1 F3 U1 F3 R2 U2 F3") {
		tab, ok := Lookup(name)
		if !ok {
			t.Fatalf("no table %s", name)
		}
		n = n.Apply(tab)
	}
	if !n.IsSolved() {
		t.Fatalf("documented solution leaves %+v", n)
	}
}
