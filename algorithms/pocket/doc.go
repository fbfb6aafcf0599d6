// Package pocket solves the 2x2x2 (pocket cube) with the methods of seeds 000,
// 001, 003 and 004, all over one compact model: the D-B-L corner is the fixed
// pivot (seed 004's "pivot cubie") and only U, R and F turn, so the other 7
// corners move through 7!·3^6 = 3,674,160 states.
//
// Methods without tables (seed 000: no precomputed database): iddfs, idastar
// (misplaced stickers), wastar, bibfs, genetic and annealing. Methods with
// tables: pdb (IDA* over a pattern database with seed 001's parent-raising
// prune; pdb-plain is the same search without it, for comparison) and table
// (the full distance table, 4 bits a state, also giving every optimal
// solution: seed 003's "fewest moves"). Lengths are in the half-turn metric
// (HTM) over the 9 moves U, U2, U', R, R2, R', F, F2, F'.
package pocket
