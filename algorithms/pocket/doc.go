// Package pocket solves the 2x2x2 (pocket cube) with many methods (their
// origins: docs/origins.md), all over one compact model: the D-B-L corner is
// the fixed pivot ("pivot cubie") and only U, R and F turn, so the other 7
// corners move through 7!·3^6 = 3,674,160 states.
//
// Methods without tables (no precomputed database): iddfs, idastar
// (misplaced stickers), wastar, bibfs, genetic and annealing. Methods with
// tables: pdb (IDA* over a pattern database, pruning a child with its
// parent's raised bound; pdb-plain is the same search without that, for
// comparison) and table (the full distance table, 4 bits a state, also
// giving every optimal solution: the "fewest moves" list). Lengths are in the half-turn metric
// (HTM) over the 9 moves U, U2, U', R, R2, R', F, F2, F'.
package pocket
