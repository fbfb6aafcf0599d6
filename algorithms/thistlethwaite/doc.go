// Package thistlethwaite solves 3x3x3 cubes with Thistlethwaite's four-phase
// method: each phase moves the cube into a smaller subgroup,
//
//	G0 = <U, D, L, R, F, B>      any cube
//	G1 = <U, D, L, R, F2, B2>    edges oriented            (2,048 cosets)
//	G2 = <U, D, L2, R2, F2, B2>  corners oriented, E edges in the E slice (1,082,565)
//	G3 = <U2, D2, L2, R2, F2, B2> corners in their tetrads, edges in their slices (29,400)
//	G4 = {solved}                                            (663,552)
//
// using a distance table per phase built by breadth-first search (one byte per
// coset, built once on first use) and a depth-first search per phase that the
// table guides straight to the next group. Phase lengths are at most 7, 10, 13
// and 15 moves, so no solution is longer than 45. A small beam keeps several
// optimal phase solutions and picks the shortest total.
//
// It registers itself as "thistlethwaite".
package thistlethwaite
