// Package reduction solves 4x4x4 and bigger cubes by reduction: it groups the
// centre pieces of every face into one colour ("centres"), pairs the edge
// wings of every edge with its middle edge or, on even cubes, with each other
// ("edge pairing"), fixes OLL and PLL parity on even cubes ("parity"), and
// then solves the cube as the 3x3x3 it has become ("3x3 stage") with the
// two-phase solver, turning 3x3 slice moves into the whole inner-layer range.
//
// The pipeline, file by file:
//
//   - geom.go, ops.go: sticker indices of the centres and edge wings of one
//     N, where each move sends them, and the precomputed operations; built
//     once per size and shared by every solve of that size.
//   - centreops.go, centres.go: the centre operations (slice turns, slice-
//     conjugated face turns, pure 3-cycle commutators, block versions of
//     them; each in its cheapest OBTM form, wide turns where they act alike)
//     and the greedy search used beyond 13x13.
//   - centrebeam.go, centreindex.go: the beam search used up to 13x13, which
//     completes faces in opposite pairs and keeps, per move count, the states
//     that solved the most stickers.
//   - fiveedges.go: the 5x5's reduction: fivecentres' first two stages
//     separate the centres (Separations), then package fiveedges' three
//     table-driven phases pair the edges and finish the centres together
//     (after cube555's phases 3-5); should a budget run out, the stages
//     below take over.
//   - bigfive.go: the 6x6's to 17x17's reduction through smaller cubes:
//     the inner cube (the (N-2)-cube under a map of layers) reduced whole
//     by fourstage, as the 5x5 above or by recursion, the obliques of the
//     outer ring matched to their bars by operations that keep it, then
//     the outer cube, a 5x5 in every way, reduced as the 5x5; should a
//     budget run out, the staged centres and edge pairing below take over.
//   - fivecentres.go: 5x5 centres by package fivecentres (staged IDA* with
//     pruning tables), the beam being the fallback.
//   - layermap.go, sixcentres.go, bigcentres.go: 6x6 and 7x7 centres orbit
//     group by orbit group, each group read as a 4x4's or 5x5's centres
//     under a map of layers and solved by fourstage or fivecentres in
//     moves that keep the groups solved before; bigcentresmatch.go first
//     matches the obliques to their bars, which the last mapped stage then
//     carries home (bigcentresobl.go, the beam over oblique-only 3-cycles,
//     is the fallback); the general search is the fallback of it all.
//   - edgeops.go, edges.go: edge pairing in a model of one wing orbit, where
//     an operation on a range of inner layers acts on each orbit alike.
//   - wingparity.go: which wing orbits will need a parity algorithm, and
//     how each move changes that, so the centre search can prefer a finish
//     that leaves none (a fix costs 15 to 22 OBTM moves).
//   - orient.go: which colour each face gets. Odd cubes' fixed centres decide;
//     even cubes have no fixed centres, so the solver tries the orientations
//     whose colours are most present and the output, whichever it picked, is
//     a solution from the state as given.
//   - threebythree.go: the 3x3x3 stage and the parity algorithms.
//   - solver.go: the Solver, which on 4x4x4 reduces several ways (colours
//     times which axis's centres go first) and finishes the shortest.
//
// Every stage is bounded: it returns an error wrapping algorithms.ErrGaveUp
// rather than loop, and stops when its context is cancelled.
//
// It registers itself as "reduction" for sizes 4..cube.MaxN, together with a
// random-state scrambler for 4..17.
package reduction
