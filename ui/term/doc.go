// Package term is Cubelab's terminal mode (cubelab play): a line-oriented
// session that starts on a random cube and reads commands until it is solved.
// It works the same with a person at a terminal and with piped input, so it
// can be scripted; a bad command gets a message and leaves the cube alone.
package term
