// Package twophase is Kociemba's two-phase 3x3x3 solver, registered as the
// "kociemba" method, and the random-state 3x3x3 scrambler built on it.
//
// The pipeline follows the types: facelets (cube.Cube) -> cubies
// (cube.Cubies, the cube package's kernel, whose Mul and Inverse also carry
// the mirror symmetries) ->
// coordinates -> move tables and symmetry-reduced pruning tables -> search.
// Phase 1 brings the cube into the subgroup H = <U, D, R2, L2, F2, B2> (all
// corners and edges oriented, the four E-slice edges in the slice); phase 2
// solves it inside H. Like cs0x7f/min2phase, the search runs six variants of
// the problem (the cube and its inverse, each seen from three axes) side by
// side, deepening phase 1 together, and keeps looking for shorter solutions
// until it reaches the target length or its time budget runs out.
//
// Tables (about 9 MB, built in about 0.7 s of CPU) are made once per
// process, or loaded from a checksummed file in the user cache directory
// (see CacheDir) in a few tens of milliseconds; in the browser, which has no
// cache directory, from the page's IndexedDB (cache_js.go).
package twophase
