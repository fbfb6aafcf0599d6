// Package twophase is Kociemba's two-phase 3x3x3 solver, registered as the
// "kociemba" method, and the random-state 3x3x3 scrambler built on it.
//
// The pipeline follows the types: facelets (cube.Cube) -> cubies
// (cube.Cubies, the cube package's kernel, whose Mul and Inverse also carry
// the mirror symmetries) ->
// coordinates -> move tables and symmetry-reduced pruning tables -> search.
// Files: cubie.go and symcube.go (the cubie level and its symmetries),
// coord.go, symmetry.go, movetable.go, prune.go and tables.go (coordinates,
// symmetry classes, move and pruning tables; tablebytes.go their bytes for
// the browser's store), full.go and fullcache.go (the full phase-1 table),
// search.go (the views, pre-moves, budget and the best solution so far),
// phase1.go and phase2.go (the two depth-first searches and their bounds),
// solver.go and register.go (the algorithms.Solver), scramble.go
// (random-state scrambles).
// Phase 1 brings the cube into the subgroup H = <U, D, R2, L2, F2, B2> (all
// corners and edges oriented, the four E-slice edges in the slice); phase 2
// solves it inside H. Like cs0x7f/min2phase, the search runs the views of
// the problem (the cube and its inverse, each seen from three axes; fewer
// for symmetric cubes) side by side, deepening pre-moves + phase 1 together,
// with phase 2 a depth-first search bounded by what is left of the best
// length, and keeps looking for shorter solutions until it reaches the
// target length or its node budget runs out. It runs on one goroutine and
// counts nodes, not time, so the same cube gets the same answer on any load.
//
// Tables (about 1.6 MB, so that they stay in the processor's caches) are
// built once per process in about 0.15 s of CPU; there is no disk cache, as
// building them costs less than loading them did.
//
// Solvers made by NewImprovingFull (the big-cube solver's 3x3x3 stage on
// 4x4x4 and 5x5x5) also read the full phase-1 table (full.go): every
// phase-1 position's exact distance to H, 39 MB with its symmetry
// reduction, built in about 5 s and kept in the table cache
// (fullcache.go). Phase 1 then reaches the same solutions in about a
// quarter of the nodes, each costing about twice the time.
package twophase
