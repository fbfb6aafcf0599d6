package thistlethwaite

import (
	"testing"

	"cubelab/algorithms/solvertest"
)

// TestRegistered checks the method is reachable by name, as cubelab solve -m
// thistlethwaite finds it, and that the solver it makes works.
func TestRegistered(t *testing.T) {
	solvertest.Registered(t, "thistlethwaite", 2, 3, "F' U2 L")
}
