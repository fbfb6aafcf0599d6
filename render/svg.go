package render

import (
	"bufio"
	"fmt"
	"io"
)

// WriteSVG writes line art of the view s would show at width x height: every
// visible outline (cubie faces, stickers, cut faces) as a closed path. The
// paths come in painter's order with an opaque white fill, so parts a nearer
// turning layer hides are covered, as in a hidden-line drawing; without a
// turn only front faces are emitted and nothing overlaps.
func WriteSVG(w io.Writer, s Scene, width, height int) error {
	if err := checkSize(width, height); err != nil {
		return err
	}
	if s.Cube == nil {
		return fmt.Errorf("render: scene has no cube")
	}
	r := NewRenderer(width, height)
	r.build(&s)
	bw := bufio.NewWriter(w)
	stroke := max(0.6, float64(min(width, height))/700)
	fmt.Fprintf(bw, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n", width, height, width, height)
	fmt.Fprintf(bw, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n")
	fmt.Fprintf(bw, "<g fill=\"white\" stroke=\"black\" stroke-linejoin=\"round\" stroke-width=\"%.2f\">\n", stroke)
	for _, p := range r.dl.polys {
		if p.kind == kindBand || p.kind == kindRim {
			continue
		}
		pts := r.dl.pts[p.start:p.end]
		fmt.Fprint(bw, "<path d=\"")
		for i, q := range pts {
			op := 'L'
			if i == 0 {
				op = 'M'
			}
			fmt.Fprintf(bw, "%c%.2f %.2f", op, q.x, q.y)
		}
		if p.kind == kindSticker {
			fmt.Fprintf(bw, "Z\" stroke-width=\"%.2f\"/>\n", stroke*0.75)
		} else {
			fmt.Fprint(bw, "Z\"/>\n")
		}
	}
	fmt.Fprint(bw, "</g>\n</svg>\n")
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing SVG: %w", err)
	}
	return nil
}
