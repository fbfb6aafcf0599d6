// Package fourstage reduces a 4x4x4 to a 3x3x3 in three table-driven stages,
// after Tsai's 8-step method as merged in Chen Shuang's TPR solver, using
// only outer and two-layer wide turns (so its OBTM and BTM lengths agree):
//
//  1. One opposite pair of colours' eight centre pieces onto the R and L
//     faces, mixed (all 36 moves; exact table over the pieces' 24-bit mask).
//     The cube is first turned so that each of the three axes gets its try.
//  2. R and L centres made solvable by the next stage, the U/D pair's pieces
//     onto U and D (F/B's onto F and B) and the wing permutation made even
//     (no OLL parity), in moves that keep stage 1 (outer turns, Rw, Lw and
//     wide half turns). Among its solutions only those whose wings split
//     into the two orbits of stage 3 one per edge go on.
//  3. Every centre solved and every edge paired, in outer U, D, F, B turns
//     and half turns (R2, L2, wide half turns), with the reduced cube's PLL
//     parity ruled out through a parity bit kept with the centres.
//
// Each stage keeps many candidates and the next one picks the shortest
// continuation; stages 2 and 3 search a length's candidates on every core
// and take their results in candidate order (package ordered), so the
// answer does not depend on the number of cores. Reduce returns the three
// stages' moves (about 26); the reduced cube is then a 3x3x3 for the
// two-phase solver. Stage 3's edge table holds the exact distance of all
// 12!/2 pairings (edgeprune.go: 15.5 MB, kept in the table cache). Package
// reduction runs ReduceAll within wider pools than QuickParams for a
// 4x4x4 alone and within QuickParams for those read off bigger cubes
// (nearly every cube reduces, in a few tenths of a second) and otherwise
// uses Centres: stages 1 and 2 and stage 3's moves on the centres
// alone (about 16 moves, in milliseconds), leaving the wing permutation
// even, with the edges paired its own way.
package fourstage
