package term

import "cubelab/cube"

// Cube returns the session's current cube (shared; do not modify); only the
// tests look at it directly.
func (s *Session) Cube() *cube.Cube { return s.c }
