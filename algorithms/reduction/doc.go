// Package reduction solves 4x4x4 and bigger cubes by reduction: it groups the
// centre pieces of every face into one colour ("centres"), pairs the edge
// wings of every edge with its middle edge or, on even cubes, with each other
// ("edge pairing"), fixes OLL and PLL parity on even cubes ("parity"), and
// then solves the cube as the 3x3x3 it has become ("3x3 stage") with the
// two-phase solver, turning 3x3 slice moves into the whole inner-layer range.
//
// Which path a cube takes (solver.go's Solve):
//
//   - 4x4x4: fourcentres.go hands it to package fourstage, three table-driven
//     stages after Tsai and TPR (one axis's centres; the rest separated with
//     an even wing permutation; centres solved and edges paired), about 25
//     OBTM; if its budget runs out, fourstage's centres and the general edge
//     pairing below.
//   - 5x5x5: fiveedges.go: package fivecentres' first two stages separate
//     the centres, then package fiveedges' three table-driven phases pair
//     the edges and finish the centres together (after cube555's phases
//     3-5); if a budget runs out, the staged centres (fivecentres.go) and
//     the general edge pairing.
//   - 6x6x6 to 17x17x17: bigfive.go, through smaller cubes (below).
//   - Bigger cubes, and every fallback: the general centre search and edge
//     pairing, which work on any N.
//
// Each path ends in one or more reduced cubes; finishBest (solver.go) gives
// the shortest few a 3x3x3 stage (threebythree.go, the two-phase solver,
// 3x3 slice moves turned into the whole inner-layer range) on every core
// and keeps the shortest whole in OBTM.
//
// The files, by stage:
//
//   - solver.go: the Solver, the paths above and finishBest; the budgets
//     of each path sit beside it (fourAlone and fourInBig in
//     fourcentres.go, fiveAlone and fiveInBig in fiveedges.go,
//     threeNodes in solver.go), each with the measurements that chose it.
//   - geom.go, ops.go: sticker indices of the centres and edge wings of one
//     N, where each move sends them, and the precomputed operations; built
//     once per size and shared by every solve of that size (tablesFor).
//     prepare.go builds them, and the sub-packages' tables, ahead of a
//     solve; memsize.go estimates what a size's tables hold.
//   - fourcentres.go: the 4x4x4 path (reduceFour), and the budget of the
//     4x4x4s read off bigger cubes (bigfive.go's innerReduction).
//   - fiveedges.go, fivecentres.go: the 5x5x5 path, and the 5x5x5s read off
//     bigger cubes.
//   - bigfive.go: 6x6x6 to 17x17x17 through smaller cubes: the inner cube
//     (the (N-2)-cube under a map of layers, layermap.go) reduced whole by
//     fourstage, as the 5x5x5 above or by recursion, the obliques of the
//     outer ring matched to their bars by operations that keep it, then the
//     outer cube, a 5x5x5 in every way, reduced as the 5x5x5.
//   - sixcentres.go, bigcentres.go, bigcentresring.go: 6x6x6, 7x7x7 and
//     (by recursion on those) 8x8x8-and-up centres orbit group by orbit
//     group, each group read as a 4x4x4's or 5x5x5's centres under a map of
//     layers and solved by fourstage or fivecentres in moves that keep the
//     groups solved before; bigcentresmatch.go (the operations and their
//     tables), bigcentresmatchsearch.go (the beam) and bigcentresconj.go
//     first match the obliques to their bars (bigcentresobl.go, a beam over
//     oblique-only 3-cycles, is the fallback).
//   - centreops.go, centres.go, centrebeam.go, centreindex.go: the general
//     centre search: operations (slice turns, slice-conjugated face turns,
//     pure 3-cycle commutators, block versions of them, each in its
//     cheapest OBTM form), a beam up to 13x13 that completes faces in
//     opposite pairs, and a greedy search beyond.
//   - edgeops.go, edges.go, edgebeam.go, edgecands.go, edgeindex.go,
//     edgescore.go, edgeparams.go, edgeparity.go: the general edge pairing,
//     in a model of one wing orbit (an operation on a range of inner
//     layers acts on each orbit alike): its operations, the beam, the
//     candidate operations of a state and their index, the scores, the
//     tuning values (edgeParams) and the orbits' parity.
//   - wingparity.go: which wing orbits will need a parity algorithm, and
//     how each move changes that, so the centre search can prefer a finish
//     that leaves none (a fix costs 15 to 22 OBTM moves).
//   - orient.go: which colour each face gets. Odd cubes' fixed centres decide;
//     even cubes have no fixed centres, so the solver tries the orientations
//     whose colours are most present and the output, whichever it picked, is
//     a solution from the state as given.
//   - threebythree.go: the 3x3x3 stage and the parity algorithms.
//
// Sub-packages: fourstage (the 4x4x4's stages), fivecentres and fiveedges
// (the 5x5x5's), prune (their breadth-first table builds), slotmask (24-bit
// masks of one centre orbit's slots, for the centre stages) and ordered
// (tasks shared among the cores, their results taken in task order, so
// that no answer depends on the number of cores).
//
// Every stage is bounded: it returns an error wrapping algorithms.ErrGaveUp
// rather than loop, and stops when its context is cancelled.
//
// It registers itself as "reduction" for sizes 4..cube.MaxN, together with a
// random-state scrambler for 4..17.
package reduction
