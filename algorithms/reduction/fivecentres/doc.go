// Package fivecentres solves a 5x5x5's centres (the 24 x-centres and 24
// t-centres; each fixed centre says its face's colour) in three table-driven
// stages, in outer and two-layer wide turns only (three-layer wide turns are
// the opposite two-layer ones with a free whole-cube turn, and inner slices
// cost two in OBTM), so the fixed centres never move and the goal is one
// state:
//
//  1. The L and R colours' 16 pieces onto L and R, in all 36 moves. Each
//     orbit has an exact table over its 8-of-24 mask (C(24,8) = 735471
//     entries); the cube is first turned so that each axis gets its try
//     (the moves are turned back), and the search goes by length over the
//     three. The two orbits' bounds are far under the joint distance (6
//     against 10), so the search also cuts when their sum less
//     Params.Stage1Relax reaches the moves left: no longer sure to be
//     shortest, but within about a move, at a twentieth of the nodes.
//  2. The U and D colours onto U and D (F and B's then on F and B) in the 28
//     moves that keep stage 1: outer turns, Rw and Lw, and the other wide
//     half turns. Bound: each orbit's exact table over where its U/D
//     colours are among the 16 slots (12870), and a joint table that follows
//     one colour's four x- and four t-centres (1820² positions), for U and
//     for D.
//  3. Every centre solved in the 24 moves that keep every axis's colours on
//     its faces: outer turns and wide half turns. Every staged position is
//     solvable; the bound is the largest of eight exact tables over three of
//     the six per-axis patterns (stage3.go).
//
// Every stage keeps candidates (Params): stage 1 a few solutions per axis,
// stage 2 its ends over all of them in order of length, and stage 3 runs on
// the few ends with the best bounds, the best whole winning. The wing parity
// the edge stage would have to fix (toggled by every wide quarter turn)
// counts in a solution's score with its cost. Each stage has a node budget;
// Solve returns ErrGaveUp when one ends without a candidate. Tables: about
// 11 MB, built in about a second on first use or by Prepare.
//
// About 30-32 OBTM for a random 5x5x5, where package reduction's beam over
// commutators takes about 57.
package fivecentres
