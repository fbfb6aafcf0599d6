package cube

import (
	"errors"
	"fmt"
	"strings"
)

// ErrUnreachable is wrapped by ParseState's error for a well-formed string
// whose state no turning reaches; the error reads "not a reachable state:
// why", why being Validate's error.
var ErrUnreachable = errors.New("not a reachable state")

// ParseState reads a cube state the way every front end accepts one: a
// facelet string in the scheme s (ParseFacelets) or, if that fails, tryURFDLB
// is set and the string holds only the letters U R F D L B, Kociemba's
// URFDLB form that other solvers write (ParseURFDLB). Then it checks that the
// state is reachable. Errors are ParseFacelets' for a malformed string and
// wrap ErrUnreachable for a state that cannot be reached.
func ParseState(str string, s Scheme, tryURFDLB bool) (*Cube, error) {
	c, err := ParseFacelets(str, s)
	if err != nil && tryURFDLB && strings.Trim(strings.ToUpper(str), "URFDLB \n\t") == "" {
		if u, uerr := ParseURFDLB(str); uerr == nil {
			c, err = u, nil
		}
	}
	if err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrUnreachable, err)
	}
	return c, nil
}
