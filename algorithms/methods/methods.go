// Package methods links every solving method into the registry. Front ends
// import it for its side effects.
package methods

import (
	_ "cubelab/algorithms/beginner"
	_ "cubelab/algorithms/cornersfirst"
	_ "cubelab/algorithms/optimal"
	_ "cubelab/algorithms/pocket"
	_ "cubelab/algorithms/reduction"
	_ "cubelab/algorithms/thistlethwaite"
	_ "cubelab/algorithms/twophase"
)
