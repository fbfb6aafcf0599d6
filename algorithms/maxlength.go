package algorithms

import (
	"errors"
	"fmt"
)

// ErrTooLong is wrapped by CheckMaxLength's error: the method's solution is
// longer than the caller's maximum. It wraps ErrGaveUp, as a search that
// stops at its length bound does.
var ErrTooLong = fmt.Errorf("%w: solution longer than the maximum length", ErrGaveUp)

// CheckMaxLength holds every method to a maximum length in the half-turn
// metric (Config.MaxLength; 0: none). Searching methods such as kociemba
// look for a solution within it themselves; the others (steps, tables,
// heuristic searches) return what they find, so a front end that was given
// a maximum refuses an answer longer than it rather than ignore the limit.
// The error names both lengths, and says when the solution is optimal (no
// method can do better).
func CheckMaxLength(sol *Solution, n, maxLength int) error {
	if maxLength <= 0 || sol == nil {
		return nil
	}
	l := sol.Moves.HTM(n)
	if l <= maxLength {
		return nil
	}
	if sol.Optimal {
		return &tooLongError{fmt.Sprintf("this position needs %d moves (an optimal solution), more than the maximum %d", l, maxLength)}
	}
	msg := fmt.Sprintf("its solution has %d moves, more than the maximum %d, and it does not search for a shorter one", l, maxLength)
	switch n {
	case 2:
		msg += " (table does: it is optimal)"
	case 3:
		msg += " (kociemba does)"
	}
	return &tooLongError{msg}
}

// tooLongError reads as its message alone and matches ErrTooLong (so
// ErrGaveUp too).
type tooLongError struct{ msg string }

func (e *tooLongError) Error() string { return e.msg }

func (e *tooLongError) Is(target error) bool {
	return target == ErrTooLong || errors.Is(ErrTooLong, target)
}
