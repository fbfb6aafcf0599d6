package cube2

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// FieldError is a query error that names the offending parameter.
type FieldError struct {
	Field   string
	Message string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Message }

func fieldErr(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Message: fmt.Sprintf(format, args...)}
}

// ParseNumber reads a JavaScript number literal as the original service
// accepted it: 0b/0B binary, 0o/0O octal, 0x/0X hexadecimal or plain decimal
// digits, non-negative and at most max. Signs, fractions, exponents,
// underscores and blanks are rejected rather than guessed at.
func ParseNumber(s string, max uint64) (uint64, error) {
	if s == "" {
		return 0, fmt.Errorf("empty number")
	}
	base, digits := 10, s
	if len(s) > 1 && s[0] == '0' {
		switch s[1] {
		case 'b', 'B':
			base, digits = 2, s[2:]
		case 'o', 'O':
			base, digits = 8, s[2:]
		case 'x', 'X':
			base, digits = 16, s[2:]
		}
	}
	if digits == "" {
		return 0, fmt.Errorf("%q has no digits after its prefix", s)
	}
	// strconv.ParseUint allows underscores only with base 0, and we pass an
	// explicit base, so digits are all it takes.
	v, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%q is too large (at most %d)", s, max)
		}
		return 0, fmt.Errorf("%q is not a number (want 0b..., 0x..., 0o... or decimal digits)", s)
	}
	if v > max {
		return 0, fmt.Errorf("%s = %d is too large (at most %d)", s, v, max)
	}
	return v, nil
}

// Query holds the four raw numbers of a /cube2 request.
type Query struct {
	P2, P1, P0, O uint64
}

// ParseQuery reads p2, p1, p0 and o from a raw URL query string. Every one is
// required and may appear once; other parameters are ignored, as the
// original service ignored them. It does not allocate for ordinary queries.
func ParseQuery(raw string) (Query, error) {
	var q Query
	var got [4]bool
	names := [4]string{"p2", "p1", "p0", "o"}
	maxes := [4]uint64{0xff, 0xff, 0xff, 0xffff}
	dst := [4]*uint64{&q.P2, &q.P1, &q.P0, &q.O}
	for raw != "" {
		var part string
		part, raw, _ = strings.Cut(raw, "&")
		if part == "" {
			continue
		}
		key, val, _ := strings.Cut(part, "=")
		if strings.ContainsAny(key, "%+") {
			k, err := url.QueryUnescape(key)
			if err != nil {
				return q, fieldErr("query", "bad escape in parameter name %q", key)
			}
			key = k
		}
		idx := -1
		for i, n := range names {
			if key == n {
				idx = i
				break
			}
		}
		if idx < 0 {
			continue
		}
		if got[idx] {
			return q, fieldErr(key, "given more than once")
		}
		got[idx] = true
		if strings.ContainsAny(val, "%+") {
			v, err := url.QueryUnescape(val)
			if err != nil {
				return q, fieldErr(key, "bad escape in %q", val)
			}
			val = v
		}
		v, err := ParseNumber(val, maxes[idx])
		if err != nil {
			return q, fieldErr(key, "%v", err)
		}
		*dst[idx] = v
	}
	for i, ok := range got {
		if !ok {
			return q, fieldErr(names[i], "missing (the query needs p2, p1, p0 and o)")
		}
	}
	return q, nil
}

// State decodes the numbers: the cubie at position i is bit i of p2, p1, p0
// read as a 3-bit number; its twist is bits 2i+1..2i of o, coded 00 = 0,
// 01 = 1, 11 = 2 (10 is invalid). The state is validated; errors name the
// field that is at fault where one is.
func (q Query) State() (State, error) {
	var s State
	for i := 0; i < 8; i++ {
		s.Perm[i] = uint8((q.P2>>i&1)<<2 | (q.P1>>i&1)<<1 | q.P0>>i&1)
		switch q.O >> (2 * i) & 3 {
		case 0:
			s.Twist[i] = 0
		case 1:
			s.Twist[i] = 1
		case 3:
			s.Twist[i] = 2
		default:
			return s, fieldErr("o", "twist code 10 at position %d (bits %d..%d) is not valid (00, 01 and 11 are)", i, 2*i+1, 2*i)
		}
	}
	if err := s.Validate(); err != nil {
		field := "o"
		if !s.permOK() {
			field = "p2,p1,p0"
		}
		return s, &FieldError{Field: field, Message: err.Error()}
	}
	return s, nil
}

func (s State) permOK() bool {
	var seen [8]bool
	for _, p := range s.Perm {
		if p > 7 || seen[p] {
			return false
		}
		seen[p] = true
	}
	return true
}

// Encode is the inverse of Query.State: the numbers that describe s.
func (s State) Encode() Query {
	var q Query
	for i := 0; i < 8; i++ {
		p := uint64(s.Perm[i])
		q.P2 |= (p >> 2 & 1) << i
		q.P1 |= (p >> 1 & 1) << i
		q.P0 |= (p & 1) << i
		code := uint64(s.Twist[i])
		if code == 2 {
			code = 3
		}
		q.O |= code << (2 * i)
	}
	return q
}
