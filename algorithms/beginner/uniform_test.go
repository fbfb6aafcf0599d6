package beginner

import (
	"testing"

	"cubelab/algorithms/solvertest"
)

func TestUniformRandomStates(t *testing.T) { solvertest.MeanOverUniformStates(t, solveOK) }
