package web

import (
	"bytes"
	"fmt"
	"net/http"
	"strings"

	"cubelab/cube"
	"cubelab/render"
)

// Render bounds: pictures are drawn in memory, so their size is capped.
const (
	maxRenderPixels = 2048
	maxRenderN      = 33
)

// handleRender answers GET /v1/render.png and /v1/render.svg
// ?size=N&alg=...[&facelets=...][&width=W][&height=H]: a picture of the cube
// after alg (from solved, or from the facelets).
func (s *Server) handleRender(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodGet) {
		return
	}
	q, err := parseQuery(r)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	var spec cubeSpec
	if f := q.Get("facelets"); f != "" {
		c, err := parseFacelets(f, q.Get("scheme"))
		if err != nil {
			s.writeInputError(w, err)
			return
		}
		spec = cubeSpec{n: c.N(), start: c, scramble: q.Get("alg")}
		if q.Get("size") != "" {
			n, err := intParam(q, "size", 0, 2, maxRenderN)
			if err != nil {
				s.writeInputError(w, err)
				return
			}
			if n != c.N() {
				badRequest(w, "size", fmt.Sprintf("%d does not match the facelets, which describe a %dx%dx%d", n, c.N(), c.N(), c.N()))
				return
			}
		}
		if _, err := cube.CheckAlg(spec.scramble, spec.n); err != nil {
			badRequest(w, "alg", err.Error())
			return
		}
	} else {
		n, err := intParam(q, "size", 3, 2, maxRenderN)
		if err != nil {
			s.writeInputError(w, err)
			return
		}
		if spec, err = cubeFromRequest(n, q.Get("alg"), "", ""); err != nil {
			s.writeInputError(w, algField(err))
			return
		}
	}
	width, err := intParam(q, "width", 512, 16, maxRenderPixels)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	height, err := intParam(q, "height", width, 16, maxRenderPixels)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	if !s.solves.acquire(r.Context()) {
		overloaded(w, "renders")
		return
	}
	defer s.solves.release()
	c, err := spec.build()
	if err != nil {
		s.writeInputError(w, algField(err))
		return
	}
	scene := render.Scene{Cube: c, Camera: render.DefaultCamera(), Theme: render.LightTheme()}
	var buf bytes.Buffer
	contentType := "image/png"
	if strings.HasSuffix(r.URL.Path, ".svg") {
		contentType = "image/svg+xml"
		err = render.WriteSVG(&buf, scene, width, height)
	} else {
		err = render.WritePNG(&buf, scene, width, height)
	}
	if err != nil {
		s.logf("render: %v", err)
		writeError(w, http.StatusInternalServerError, "", "render: "+err.Error())
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=86400")
	writeRaw(w, http.StatusOK, contentType, buf.Bytes())
}

// algField names the alg parameter in an error about the scramble.
func algField(err error) error {
	if ie, ok := err.(*inputError); ok && ie.field == "scramble" {
		ie.field = "alg"
	}
	return err
}
