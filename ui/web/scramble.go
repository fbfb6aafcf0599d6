package web

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"cubelab/algorithms"
	"cubelab/cube"
)

// ScrambleResponse is the answer of GET /v1/scramble.
type ScrambleResponse struct {
	Size        int    `json:"size"`
	Scramble    string `json:"scramble"`
	HTM         int    `json:"htm"`          // the WCA's count: on big cubes the same as OBTM
	BTM         int    `json:"btm"`          // block turn metric: any block of layers is one move
	OBTM        int    `json:"obtm"`         // outer block turn metric: an inner block is two
	RandomState bool   `json:"random_state"` // a uniformly random state rather than random moves
	Seed        uint64 `json:"seed"`         // repeat the request with this seed to get the same scramble
}

// handleScramble answers GET /v1/scramble?size=N[&seed=S][&random_state=false].
// It gives a random-state scramble where the size has a random-state
// scrambler, random moves otherwise (or when random_state=false).
func (s *Server) handleScramble(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodGet) {
		return
	}
	q, err := parseQuery(r)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	n, err := intParam(q, "size", 3, 2, cube.MaxN)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	wantRS, err := boolParam(q, "random_state", true)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	seed := uint64(time.Now().UnixNano())
	if v := q.Get("seed"); v != "" {
		if seed, err = strconv.ParseUint(v, 10, 64); err != nil {
			badRequest(w, "seed", strconv.Quote(v)+" is not an unsigned integer")
			return
		}
	}
	if !s.solves.acquire(r.Context()) {
		overloaded(w, "solves")
		return
	}
	defer s.solves.release()
	rng := cube.SeededRand(seed)
	resp := ScrambleResponse{Size: n, Seed: seed}
	if wantRS {
		ctx, cancel := context.WithTimeout(r.Context(), s.cfg.SolveTimeout)
		alg, err := algorithms.RandomStateScramble(ctx, n, rng)
		cancel()
		switch {
		case err == nil:
			resp.Scramble, resp.RandomState = alg, true
		case errors.Is(err, algorithms.ErrUnsupported):
			// No random-state scrambler for this size: random moves below.
		case errors.Is(err, context.DeadlineExceeded):
			writeError(w, http.StatusGatewayTimeout, "", "random-state scramble took longer than "+s.cfg.SolveTimeout.String()+"; try random_state=false")
			return
		case errors.Is(err, context.Canceled):
			s.stopped(w)
			return
		default:
			s.logf("scramble %d: %v", n, err)
			writeError(w, http.StatusInternalServerError, "", "random-state scramble: "+err.Error())
			return
		}
	}
	if !resp.RandomState {
		resp.Scramble = cube.Scramble(n, rng).String()
	}
	if alg, err := cube.ParseAlg(resp.Scramble, n); err == nil {
		resp.HTM, resp.BTM, resp.OBTM = alg.HTM(n), alg.BTM(n), alg.OBTM(n)
	}
	writeJSON(w, http.StatusOK, resp)
}
