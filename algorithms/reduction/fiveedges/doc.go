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
// The groups (checked by TestGroups and TestCentrePatterns):
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
//	   the F/B centres in H4's reach (H4 reaches every U/D pattern, and H5
//	   every R/L one). Bound: an exact table over the high wings' mask and
//	   the flips, reduced by 32 symmetries to 86,048 x 2048 entries
//	   (phasea_sym.go), with smaller ones. (cube555's phase 3.)
//	B. In H4: four edges whose pieces all lie in the U/D layers (they stay
//	   there under H4) paired into the M-slice slots, and the centres in
//	   H5's reach. (cube555's phase 4, which pairs them on its U/D slots and
//	   turns the cube so that they become its E slice; here H5 is simply
//	   the other axis's group.) Bound: an exact joint table over the four
//	   edges' midges and wings, 197.6 million entries at two bits
//	   (phaseb_joint.go, package mod3), with centre and edge x centre tables.
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
// any even number of edges: 2048 labellings, searched from the lowest
// bounds (a labelling and its complement share a search: the joint
// table's symmetry T maps one's goal to the other's). On random H3
// positions (60-move walks) that took phase A from 10-12 moves to 8-10
// (cube555's phase 3: about 9); with the joint table it averages 8.5 in
// about 15 ms.
//
// ReduceAll runs the three phases with pools (Params) over many starts
// at once, each counted with the moves spent reaching it (its head), as
// cube555 runs each phase over all of the phase before's ends: phase A
// over every start's labellings by total length, its ends, many
// (DefaultParams: 1000), to phase B all together by total length, phase
// B's best ends by phase C's bound to phase C (the tries deepening
// together, a length at a time), and the shortest whole wins. Each phase
// shares its searches among the cores (package ordered) and takes their
// results in a fixed order, so the answer does not depend on how many
// there are. Package reduction gives it fivecentres' 24 shortest stage 2
// ends with an even wing parity (Separations), each in the six ways of
// assigning the cube's axes to the phases' (four separations for the
// 5x5x5s read off bigger cubes): on TestStageCounts' 24 random 5x5x5s,
// 71.9 OBTM with 16 where two separations reduced one after the other
// (Reduce on each) took 75.6, and cube555 takes about 71 (70.3 since,
// with the wider pools of package reduction's fiveAlone).
//
// Tables: about 164 MB (phase B's joint edge table, phaseb_joint.go, is
// 49 MB of it), about 13 s to build on two cores; the slow ones are kept
// in the table cache (phasea_cache.go, cache.go), so that a later process
// loads everything in about a second.
package fiveedges
