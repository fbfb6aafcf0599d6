package beginner

import (
	"testing"

	"cubelab/algorithms/solvertest"
)

// TestRegistered checks the method is reachable by name, as cubelab solve -m
// beginner finds it, and that the solver it makes works.
func TestRegistered(t *testing.T) {
	solvertest.Registered(t, "beginner", 5, 3, "F' U2 L")
}
