// Package cornersfirst solves 3x3x3 cubes corners first (after
// rubikscube.info's corners-first method):
//
//  1. corners (optimal 2x2): the eight corners, read as a 2x2x2, are solved
//     optimally with the pocket-cube distance table (package pocket);
//  2. centres: outer turns never move centres, so after step 1 they may sit
//     in the wrong orientation; at most a few slice turns (M, E, S) fix them;
//  3. edges: top and bottom layers, then
//  4. edges: middle layer: edges are cycled into place three at a time with
//     commutators of a face turn and a slice turn (f s f' s'), set up by a
//     few moves and undone after (g [f, s] g'), and pairs flipped in place
//     with M U M U M U2 M' U M' U M' U2 set up the same way. None of these
//     moves a corner or a centre, so the solved part stays solved.
//
// It registers itself as "corners-first".
package cornersfirst
