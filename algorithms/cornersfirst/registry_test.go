package cornersfirst

import (
	"testing"

	"cubelab/algorithms/solvertest"
)

// TestRegistered checks the method is reachable by name, as cubelab solve -m
// corners-first finds it, and that the solver it makes works.
func TestRegistered(t *testing.T) {
	solvertest.Registered(t, "corners-first", 4, 3, "F' U2 L")
}
