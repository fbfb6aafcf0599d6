package render

import (
	"bufio"
	"fmt"
	"image/color"
	"io"
	"math"

	"github.com/fogleman/ln/ln"

	"cubelab/cube"
)

// WriteLinesSVG writes a pen drawing of the 3D view s would show at width x
// height, made by fogleman/ln's hidden-line renderer: the cube (or, during a
// turn, its three blocks) is a set of solid boxes; their edges and the
// outline of every sticker are 3D paths, chopped into short steps, and ln
// keeps the steps that no box hides from the eye (a ray cast from each point
// to the eye). Box edges are black, sticker outlines take their sticker's
// colour (a light one darkened so it shows on white). Unlike WriteSVG, which
// clips 2D polygons in painter's order and adds fills, this is strokes only,
// as a plotter draws them. Only the 3D view has line art.
func WriteLinesSVG(w io.Writer, s Scene, width, height int) error {
	if err := checkSVG(&s, width, height); err != nil {
		return err
	}
	if s.View != View3D {
		return fmt.Errorf("render: line art draws the 3D view only")
	}
	n := s.Cube.N()
	cam := newLineCamera(s.Camera, width, height)
	blocks := pieces(nil, n, s.Anim, cam.proj.eye)
	scene := &ln.Scene{}
	var edges ln.Paths
	for i := range blocks {
		box, paths := lineBlock(&blocks[i], n)
		scene.Add(box)
		edges = append(edges, paths...)
	}
	scene.Compile()
	stickers := lineStickers(s.Cube, blocks)

	bw := startSVG(w, width, height)
	stroke := max(0.6, float64(min(width, height))/350)
	fmt.Fprintf(bw, "<g fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-width=\"%.2f\">\n", stroke)
	cam.writeGroup(bw, scene, edges, color.RGBA{0, 0, 0, 0xff})
	for f := range stickers {
		cam.writeGroup(bw, scene, stickers[f], penColour(rgba(s.Theme.Colours[f])))
	}
	fmt.Fprintf(bw, "</g>\n</svg>\n")
	return bw.Flush()
}

// lineCamera is the raster camera (newProjector) as ln's matrices: LookAt
// from the same eye, a perspective whose field of view gives the same focal
// length in pixels, and the pan as a shift after the projection. Points it
// maps land where projector.project puts them.
type lineCamera struct {
	proj   projector
	eye    ln.Vector
	matrix ln.Matrix
	w, h   float64
}

func newLineCamera(c Camera, width, height int) lineCamera {
	p := newProjector(c, width, height)
	w, h := float64(width), float64(height)
	eye := lnVec(p.eye)
	fovy := 2 * math.Atan(h/2/p.focal) * 180 / math.Pi
	// Near and far bracket the cube (radius √3) seen from eyeDistance.
	m := ln.LookAt(eye, ln.Vector{}, lnVec(p.up)).
		Perspective(fovy, w/h, eyeDistance-2, eyeDistance+2).
		Translate(ln.Vector{X: 2 * (p.cx - w/2) / w, Y: -2 * (p.cy - h/2) / h})
	return lineCamera{proj: p, eye: eye, matrix: m, w: w, h: h}
}

// pixel maps a point of ln's normalised device space to the image.
func (c *lineCamera) pixel(v ln.Vector) (x, y float64) {
	return (v.X + 1) * c.w / 2, (1 - v.Y) * c.h / 2
}

// lineStep is how finely paths are chopped for the visibility test, in unit
// cube space (the cube spans -1..1): a hidden part shorter than this may be
// drawn, so it is well under a sticker's gap.
const lineStep = 0.01

// writeGroup draws the visible parts of paths in one colour.
func (c *lineCamera) writeGroup(w *bufio.Writer, scene *ln.Scene, paths ln.Paths, col color.RGBA) {
	if len(paths) == 0 {
		return
	}
	visible := paths.Chop(lineStep).Filter(&ln.ClipFilter{Matrix: c.matrix, Eye: c.eye, Scene: scene}).Simplify(1e-6)
	if len(visible) == 0 {
		return
	}
	fmt.Fprintf(w, "<path stroke=\"#%02x%02x%02x\" d=\"", col.R, col.G, col.B)
	for _, p := range visible {
		for i, v := range p {
			x, y := c.pixel(v)
			if i == 0 {
				fmt.Fprintf(w, "M%.2f %.2f", x, y)
			} else {
				fmt.Fprintf(w, "L%.2f %.2f", x, y)
			}
		}
	}
	fmt.Fprintf(w, "\"/>\n")
}

// lineBlock returns a block of the cube as a solid ln box (turned with the
// block) and its twelve edges.
func lineBlock(p *piece, n int) (ln.Shape, ln.Paths) {
	inv := 1 / float64(n)
	lo, hi := lnVec(p.lo.scale(inv)), lnVec(p.hi.scale(inv))
	box := ln.NewCube(lo, hi)
	edges := box.Paths()
	if !p.rot.active {
		return box, edges
	}
	m := lnRotation(p.rot)
	return ln.NewTransformedShape(box, m), edges.Transform(m)
}

// lineStickers returns, by colour, the outline of every sticker (rounded as
// in the raster view) on the block that holds it, lifted a hair off the
// face so the face itself does not hide it.
func lineStickers(c *cube.Cube, blocks []piece) [6]ln.Paths {
	var out [6]ln.Paths
	n := c.N()
	inv := 1 / float64(n)
	profile := roundedProfile(nil, stickerHalf, stickerRadius, 4)
	facelets := c.Facelets()
	for face := cube.Face(0); face < 6; face++ {
		fr := &frames[face]
		for row := 0; row < n; row++ {
			for col := 0; col < n; col++ {
				centre := stickerCentre(n, face, row, col)
				var block *piece
				for i := range blocks {
					if inside(centre, &blocks[i]) {
						block = &blocks[i]
					}
				}
				if block == nil {
					continue
				}
				wc := centre.scale(inv).add(fr.normal.scale(1e-4))
				path := make(ln.Path, 0, len(profile)+1)
				for _, o := range profile {
					q := block.rot.apply(wc.add(fr.a.scale(o.x * inv)).add(fr.b.scale(o.y * inv)))
					path = append(path, lnVec(q))
				}
				path = append(path, path[0])
				colour := facelets[int(face)*n*n+row*n+col]
				out[colour] = append(out[colour], path)
			}
		}
	}
	return out
}

// penColour keeps a sticker colour visible as a stroke on white: light
// colours (the white and yellow stickers) are darkened.
func penColour(c color.RGBA) color.RGBA {
	lum := (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
	if lum <= 0.7 {
		return c
	}
	k := 0.7 / lum
	return color.RGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), 0xff}
}

func lnVec(v vec) ln.Vector { return ln.Vector{X: v[0], Y: v[1], Z: v[2]} }

// lnRotation is r as an ln matrix (ln.Rotate turns the other way round).
func lnRotation(r rotation) ln.Matrix {
	return ln.Rotate(lnVec(axisVec(r.axis, false)), -math.Atan2(r.sin, r.cos))
}
