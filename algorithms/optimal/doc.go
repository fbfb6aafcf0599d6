// Package optimal is Cubelab's optimal 3x3x3 solver in the half-turn metric:
// IDA* whose lower bound is Kociemba's phase-1 distance (corner twist, edge
// flip and the places of the four E-slice edges, reduced by the 16
// symmetries that keep the U-D axis) looked up in three axis orientations,
// the largest taken (Mike Reid's method, as in Cube Explorer's standard
// optimal solver, with Michiel de Bondt's "all three equal" improvement),
// and a corner pattern database (corner permutation and twist). The large
// configuration adds a table whose goal also keeps the U-layer corners in
// the U layer (Rokicki's nxopt shape, three values an entry: cornersep.go),
// read first, the phase-1 table only where it says "10 or less". The same distances
// of the inverse state bound the search too, and rule out moves where they
// are tight (inverse.go); symmetric positions search one beginning of each
// orbit of their symmetries (selfsym.go).
//
// The pipeline, as in the rest of Cubelab: facelets -> cube.Cubies (the
// cube kernel; moves and symmetries numbered in symmetry.go)
// -> coordinates (coord.go) -> move, symmetry and pruning tables (tables.go,
// prune.go; cached on disk by cache.go) -> search (search.go: depths,
// tasks and workers; dfs.go: a node's children and their table reads,
// fetched ahead of need by prefetch_amd64.s).
package optimal
