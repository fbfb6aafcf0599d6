package web

import (
	"net/http"

	"cubelab/algorithms"
	"cubelab/cube"
)

// MethodInfo describes one solving method in GET /v1/methods.
type MethodInfo struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	Sizes       []int  `json:"sizes"` // the cube sizes N (2..33) it solves
	Rank        int    `json:"rank"`  // lower is preferred; "auto" picks the lowest for N
}

// MethodsResponse is the answer of GET /v1/methods.
type MethodsResponse struct {
	Methods []MethodInfo `json:"methods"`
}

// handleMethods answers GET /v1/methods[?size=N], preferred methods first.
func (s *Server) handleMethods(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodGet) {
		return
	}
	q, err := parseQuery(r)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	n, err := intParam(q, "size", 0, 0, cube.MaxN)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	resp := MethodsResponse{Methods: []MethodInfo{}}
	for _, m := range algorithms.Methods(n) {
		if m.Slow && !s.cfg.AllowSlow {
			continue
		}
		info := MethodInfo{Name: m.Name, Description: m.Description, Rank: m.Rank, Sizes: []int{}}
		for k := 2; k <= cube.MaxN; k++ {
			if m.Sizes(k) {
				info.Sizes = append(info.Sizes, k)
			}
		}
		resp.Methods = append(resp.Methods, info)
	}
	writeJSON(w, http.StatusOK, resp)
}
