package cube2

import (
	"errors"
	"testing"
)

// FuzzParseQuery checks that any query either parses into a valid state that
// normalises and converts, or fails with a FieldError; never a panic.
func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{
		"p2=0b01101100&p1=0b00011101&p0=0b10100101&o=0b0100010111010000",
		"p2=0xf0&p1=0xcc&p0=0xaa&o=0",
		"p2=240&p1=204&p0=170&o=0",
		"p2=&p1=&p0=&o=",
		"o=0b10&p2=1&p2=2",
		"p2=%zz",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := ParseQuery(raw)
		if err == nil {
			var s State
			s, err = q.State()
			if err == nil {
				if verr := s.Validate(); verr != nil {
					t.Fatalf("State() accepted an invalid state: %v", verr)
				}
				if s.Encode() != q {
					t.Fatalf("valid state %+v does not encode back to %+v", s, q)
				}
				_, n := s.Normalize()
				if n.Perm[7] != 7 || n.Twist[7] != 0 {
					t.Fatalf("normalize failed on %+v", s)
				}
				if _, cerr := n.Cube(); cerr != nil {
					t.Fatalf("convert: %v", cerr)
				}
				return
			}
		}
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Field == "" || fe.Message == "" {
			t.Fatalf("error %v is not a FieldError naming a field", err)
		}
	})
}
