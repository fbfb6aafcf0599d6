package web

import "net/http"

// handleRender is pending the render package's WritePNG/WriteSVG.
func (s *Server) handleRender(w http.ResponseWriter, r *http.Request) {
	writeError(w, http.StatusNotImplemented, "", "rendering is not available in this build")
}
