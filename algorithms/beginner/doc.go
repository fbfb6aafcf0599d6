// Package beginner solves 3x3x3 cubes layer by layer the way people learn to
// (the "basic solving method"), in seven named steps the UI can show:
//
//  1. cross: the four D edges, one at a time, each by a short search that
//     keeps the edges already placed;
//  2. first-layer corners: bring each D corner above its slot with U turns
//     and repeat R U R' U' there until it drops in (or U R U' R', its
//     inverse, when that is shorter);
//  3. second-layer edges: U turns, then the classic right or left insertion
//     (U R U' R' U' F' U F and its mirror);
//  4. last-layer cross: F R U R' U' F' (and F U R U' R' F') until the U edges
//     are oriented;
//  5. last-layer corners orientation: Sune and anti-Sune;
//  6. last-layer corners permutation: A-perms;
//  7. last-layer edges permutation: U-perms.
//
// Steps 2-7 pick, among the short sequences of U turns and the step's
// algorithms, one that finishes the piece or step without disturbing what is
// solved, so every solve is a real beginner's solve, just never a confused one.
//
// It registers itself as "beginner".
package beginner
