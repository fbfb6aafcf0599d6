// Package reduction solves 4x4x4 and bigger cubes by reduction: it groups the
// centre pieces of every face into one colour ("centres"), pairs the edge
// wings of every edge with its middle edge or, on even cubes, with each other
// ("edge pairing"), fixes OLL and PLL parity on even cubes, and then solves
// the cube as the 3x3x3 it has become ("3x3 stage") with the best registered
// 3x3x3 solver, turning 3x3 slice moves into the whole inner-layer range.
//
// The centre and edge stages are greedy searches over precomputed operations
// (single slice turns, slice-conjugated face turns and pure 3-cycle
// commutators generated from the cube's geometry for each N), each step
// choosing the operation that gains the most solved stickers per move without
// disturbing what is already done. Even cubes have no fixed centres: the
// solver picks the orientation whose centre colours are already most present.
//
// It registers itself as "reduction" for sizes 4..cube.MaxN, together with a
// random-state scrambler for those sizes.
package reduction
