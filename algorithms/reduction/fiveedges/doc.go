// Package fiveedges pairs a 5x5x5's edges and finishes its centres in three
// table-driven phases, after the idea of Chen Shuang's cube555 (phases 3-5
// there): instead of pairing edges with centres kept solved (commutators,
// ~45 OBTM), it lets wide half turns disturb the centres and keeps them in
// groups where everything stays tractable. It starts where
// package fivecentres' stage 2 ends: every axis's centre colours on that
// axis's two faces.
//
// Pieces (model.go): 12 midges (slot e = cube.Edge e, with a flip: the
// reference sticker, U/D else F/B, off the slot's reference facelet), 24
// wings (slots 2e and 2e+1, k = 1 and 3 along edge e's reference face) and
// the x- and t-centres (24 slots each, face-major). All moves are outer or
// two-layer wide turns (slotmask.WideMoves), so the fixed centres never move.
//
// The groups (all checked by tests, explore_test.go):
//
//   - H3 = <U, D, L, R, F, B, all six wide half turns> (24 moves): keeps each
//     axis's centre colours on its axis; fivecentres' stage 3 group.
//   - G* = <U, D, L, R, F2, B2, all wide half turns>: no midge flips (the
//     usual edge orientation: only F and B quarter turns flip), and the wing
//     slots fall into two orbits of 12, "high" (class 0) and "low" (class
//     1); every edge's two wing slots are one of each.
//   - H4 = <U, D, L2, R2, F2, B2, wide half turns> (16 moves), in G*: the
//     eight U/D-layer edge slots and the four E-slice slots never exchange
//     pieces (the u and d layers hold only E-slice wings, and r, l, f, b
//     only U/D-layer wings), and its centre positions are many millions.
//   - H5 = <L, R, U2, D2, F2, B2, Uw2, Dw2, Fw2, Bw2> (14 moves), in G*: the
//     M-slice edges (UF, UB, DF, DB) move only whole (no inner layer of
//     H5 holds one of their pieces), and its centre positions are 176,400
//     (70 x 70 x 36, as cube555's phase 5).
//
// The phases:
//
//	A. In H3: every midge unflipped, every wing in a slot of its class, and
//	   the centres in H4's reach. (cube555's phase 3.)
//	B. In H4: four edges whose pieces all lie in the U/D layers (they stay
//	   there under H4) paired into the M-slice slots, and the centres in
//	   H5's reach. (cube555's phase 4, which pairs them on its U/D slots and
//	   turns the cube so that they become its E slice; here H5 is simply
//	   the other axis's group.)
//	C. In H5: the eight other edges paired and every centre solved: an
//	   "L8E" on the slots UR, UL, DR, DL, FR, FL, BR, BL with the M slice
//	   carried whole. (cube555's phase 5.)
//
// Each phase keeps many ends (cube555: 500) and the next runs on those of
// best bound, the shortest whole winning.
//
// Labellings (relabel): a reduced cube needs each edge's three pieces
// together, not its wings in given classes, so phase A may take either of
// an edge's wings as its high one (toggling its midge's wanted flip), for
// any even number of edges: 2048 starts, searched from the lowest bounds.
// On random H3 positions (60-move walks) that took phase A from 10-12
// moves to 8-10 (cube555's phase 3: about 9).
//
// State of the work (2026-11-26, branch fiveedges): the model, the groups
// and the three phases are written and tested, each on its own, and run
// one after the other on random H3 positions (FIVEEDGES_MEASURE=1 go test
// -run TestPipelineMeasure, each phase's first end the next accepts, the
// whole checked on a real cube): 9.2 + 14.3 + 15.3 = 38.8 moves on six,
// for what today's solver does with fivecentres' stage 3 and its edge
// pairing (about 45 moves alone); cube555's phases 3-5: about 9 + 13 + 14. Not yet wired
// into the solver. Left to do:
//
//   - Phase A's bound (the largest of a high-wing-mask table and two flips
//     x centre-pattern tables) stays 3-4 moves under the distance, so a
//     random position takes 0.03-40 s (FIVEEDGES_MEASURE=1 go test -run
//     TestPhaseA): it needs cube555's joint table of the wing mask and the
//     midge flips (its masks reduced by symmetry to 86,048 classes, times
//     2048 flips: 176 million entries, 44 MB at 2 bits an entry).
//   - Candidate pools between the phases (cube555 keeps 500 ends each).
//   - Wiring: from fivecentres' stage 2 ends (instead of its stage 3 and
//     the edge stage), with the three tables' builds cached like
//     fourstage's edge table; the breadth-first helpers of phases B and C
//     and fivecentres' bfs should become one.
package fiveedges
