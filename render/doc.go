// Package render draws a cube.Cube with Cubelab's own software renderer: a
// perspective 3D view with an orbit camera, part-way layer turns for
// animation, a flat net view, picking and drag-to-move helpers, and PNG/SVG
// export. It depends on the cube package and github.com/fogleman/gg only; no
// GPU and no UI toolkit, so the CLI, tests and the Fyne app share it.
//
// The 3D view splits the cube into at most three convex boxes (the turning
// slab and the blocks on either side). The planes that separate them are
// perpendicular to the turning axis and a turn about that axis keeps them in
// place, so drawing the boxes from the farthest to the nearest along the axis
// is an exact painter's order. Inside one convex box the front faces never
// overlap, so only back-face culling is needed; hidden cubie faces are never
// generated at all.
package render
