package algorithms

// Summary is a solution as the command line's --json and the HTTP API
// print it.
type Summary struct {
	Method    string        `json:"method"`
	Size      int           `json:"size"`
	Solution  string        `json:"solution"`
	HTM       int           `json:"htm"`  // the WCA's count (a slice is 2); on big cubes the same as OBTM
	BTM       int           `json:"btm"`  // block turn metric: any block of adjacent layers is 1
	OBTM      int           `json:"obtm"` // outer block turn metric: a block not touching a face is 2
	QTM       int           `json:"qtm"`
	Optimal   bool          `json:"optimal"`
	TimeMS    float64       `json:"time_ms"`
	SetupMS   float64       `json:"setup_ms,omitempty"` // making sure the tables exist first; left out for methods without tables
	Nodes     int64         `json:"nodes"`
	Generated int64         `json:"generated,omitempty"`
	Steps     []StepSummary `json:"steps,omitempty"`
}

// StepSummary is a named stage of a solution in a Summary.
type StepSummary struct {
	Name  string `json:"name"`
	Moves string `json:"moves"`
	HTM   int    `json:"htm"`
	BTM   int    `json:"btm"`
	OBTM  int    `json:"obtm"`
}

// Summarize describes a solution of an NxNxN cube found by the named method.
func Summarize(method string, n int, sol *Solution) Summary {
	r := Summary{
		Method: method, Size: n, Solution: sol.Moves.String(),
		HTM: sol.Moves.HTM(n), BTM: sol.Moves.BTM(n), OBTM: sol.Moves.OBTM(n), QTM: sol.Moves.QTM(n), Optimal: sol.Optimal,
		TimeMS: float64(sol.Stats.Duration.Microseconds()) / 1000,
		Nodes:  sol.Stats.Visited, Generated: sol.Stats.Generated,
	}
	for _, st := range sol.Steps {
		r.Steps = append(r.Steps, StepSummary{Name: st.Name, Moves: st.Moves.String(), HTM: st.Moves.HTM(n), BTM: st.Moves.BTM(n), OBTM: st.Moves.OBTM(n)})
	}
	return r
}
