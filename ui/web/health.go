package web

import (
	"net/http"

	"cubelab/algorithms/reduction"
)

// Health is the /healthz answer.
type Health struct {
	Status       string `json:"status"`
	SolvesInUse  int    `json:"solves_in_use"`
	MaxSolves    int    `json:"max_solves"`
	Cube2InUse   int    `json:"cube2_in_use"`
	MaxCube2     int    `json:"max_cube2"`
	SolveTimeout int64  `json:"solve_timeout_ms"`
	// TableBytes is the memory of the big-cube tables kept between
	// requests now; TableMemory the most the server keeps.
	TableBytes  int64 `json:"table_bytes"`
	TableMemory int64 `json:"table_memory"`
	// Memory is all the process holds, tables and working memory alike.
	Memory Memory `json:"memory"`
}

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodGet) {
		return
	}
	writeJSON(w, http.StatusOK, Health{
		Status:      "ok",
		SolvesInUse: s.solves.inUse(), MaxSolves: s.cfg.MaxSolves,
		Cube2InUse: s.cube2.inUse(), MaxCube2: s.cfg.MaxCube2,
		SolveTimeout: s.cfg.SolveTimeout.Milliseconds(),
		TableBytes:   reduction.TableMemory(), TableMemory: s.cfg.TableMemory,
		Memory: s.memoryNow(),
	})
}
