package web

import (
	"context"
	"errors"
	"net/http"

	"cubelab/ui/web/cube2"
)

var jsonContentType = []string{"application/json"}

// handleCube2 answers the original service's query:
// GET /cube2?p2=..&p1=..&p0=..&o=.. -> {"normalize": [...], "solution": [...]}.
// It is the hot path, so it parses the raw query without building a map and
// writes its small answer by hand.
func (s *Server) handleCube2(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodGet) {
		return
	}
	norm, sol, field, err := s.solveCube2(r.Context(), r.URL.RawQuery)
	if err != nil {
		switch {
		case field != "":
			badRequest(w, field, err.Error())
		case errors.Is(err, errBusy):
			overloaded(w, "solves")
		case errors.Is(err, context.DeadlineExceeded):
			writeError(w, http.StatusGatewayTimeout, "", err.Error())
		case errors.Is(err, context.Canceled):
			s.stopped(w)
		default:
			s.logf("cube2 %q: %v", r.URL.RawQuery, err)
			writeError(w, http.StatusInternalServerError, "", err.Error())
		}
		return
	}
	var buf [256]byte
	b := append(buf[:0], `{"normalize":[`...)
	for i, t := range norm {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, t.Name...)
		b = append(b, '"')
	}
	b = append(b, `],"solution":[`...)
	for i, t := range sol {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, t.Name...)
		b = append(b, '"')
	}
	b = append(b, "]}\n"...)
	w.Header()["Content-Type"] = jsonContentType
	_, _ = w.Write(b)
}

var errBusy = errors.New("server busy")

// solveCube2 parses, validates, normalises and solves a /cube2 query. A
// non-empty field means the client's input was at fault. The solution is
// checked with the spec's own tables before it is returned.
func (s *Server) solveCube2(ctx context.Context, rawQuery string) (norm, sol []*cube2.Table, field string, err error) {
	q, err := cube2.ParseQuery(rawQuery)
	if err == nil {
		var st cube2.State
		st, err = q.State()
		if err == nil {
			return s.solveCube2State(ctx, st)
		}
	}
	var fe *cube2.FieldError
	if errors.As(err, &fe) {
		return nil, nil, fe.Field, errors.New(fe.Message)
	}
	return nil, nil, "query", err
}

func (s *Server) solveCube2State(ctx context.Context, st cube2.State) (norm, sol []*cube2.Table, field string, err error) {
	norm, n := st.Normalize()
	c, err := n.Cube()
	if err != nil {
		return nil, nil, "", err
	}
	if !s.cube2.acquire(ctx) {
		return nil, nil, "", errBusy
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.SolveTimeout)
	alg, err := s.cfg.cube2Solver(ctx, c)
	cancel()
	s.cube2.release()
	if err != nil {
		return nil, nil, "", err
	}
	sol = make([]*cube2.Table, 0, len(alg))
	for _, m := range alg {
		idx, err := cube2.TurnIndex(m)
		if err != nil {
			return nil, nil, "", err
		}
		t := cube2.Turns[idx]
		sol = append(sol, t)
		n = n.Apply(t)
	}
	if !n.IsSolved() {
		return nil, nil, "", errors.New("internal error: the solver's answer does not solve the cube")
	}
	return norm, sol, "", nil
}
