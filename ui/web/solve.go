package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods" // link every method into the registry
	"cubelab/cube"
)

// SolveRequest is the body of POST /v1/solve. Give a scramble (applied to a
// solved cube) or a facelet string, not both.
type SolveRequest struct {
	Size      int    `json:"size"`
	Scramble  string `json:"scramble"`
	Facelets  string `json:"facelets"`
	Scheme    string `json:"scheme"`     // colour letters of U L F R B D in Facelets (default YOBRGW)
	Method    string `json:"method"`     // default "auto"
	TimeoutMS int64  `json:"timeout_ms"` // default: the server's solve timeout
	Seed      uint64 `json:"seed"`       // for stochastic methods
	// MaxLength makes searching methods stop at the first solution this
	// short (0: the method's default); TimeLimitMS bounds how long methods
	// that keep improving do so; MaxNodes is a node budget.
	MaxLength   int   `json:"max_length"`
	TimeLimitMS int64 `json:"time_limit_ms"`
	MaxNodes    int64 `json:"max_nodes"`
}

// inputError is a client error naming the field at fault.
type inputError struct {
	field, msg string
}

func (e *inputError) Error() string { return e.field + ": " + e.msg }

func inErr(field, format string, args ...any) error {
	return &inputError{field, fmt.Sprintf(format, args...)}
}

// decodeSolve reads and checks a solve request, returning the cube to solve.
func (s *Server) decodeSolve(w http.ResponseWriter, r *http.Request) (SolveRequest, *cube.Cube, error) {
	var req SolveRequest
	body := http.MaxBytesReader(w, r.Body, s.cfg.MaxBodyBytes)
	dec := json.NewDecoder(body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, nil, jsonError(err, s.cfg.MaxBodyBytes)
	}
	// Read to the end: a body over the limit is refused even when its JSON
	// object ends before the limit.
	if _, err := dec.Token(); err != io.EOF {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return req, nil, jsonError(err, s.cfg.MaxBodyBytes)
		}
		return req, nil, inErr("body", "unexpected data after the JSON object")
	}
	c, err := cubeFromRequest(req.Size, req.Scramble, req.Facelets, req.Scheme)
	if err != nil {
		return req, nil, err
	}
	req.Size = c.N()
	if req.TimeoutMS < 0 || time.Duration(req.TimeoutMS)*time.Millisecond > s.cfg.MaxSolveTimeout {
		return req, nil, inErr("timeout_ms", "%d is out of range 0..%d (0: the server default %d)",
			req.TimeoutMS, s.cfg.MaxSolveTimeout.Milliseconds(), s.cfg.SolveTimeout.Milliseconds())
	}
	if req.MaxLength < 0 || req.MaxLength > 1000 {
		return req, nil, inErr("max_length", "%d is out of range 0..1000", req.MaxLength)
	}
	if req.TimeLimitMS < 0 || time.Duration(req.TimeLimitMS)*time.Millisecond > s.cfg.MaxSolveTimeout {
		return req, nil, inErr("time_limit_ms", "%d is out of range 0..%d", req.TimeLimitMS, s.cfg.MaxSolveTimeout.Milliseconds())
	}
	if req.MaxNodes < 0 {
		return req, nil, inErr("max_nodes", "%d is negative", req.MaxNodes)
	}
	return req, c, nil
}

// jsonError turns a decoding failure into an input error naming the field.
func jsonError(err error, limit int64) error {
	var mbe *http.MaxBytesError
	var ute *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &mbe):
		return &inputError{"body", fmt.Sprintf("request body is larger than %d bytes", limit)}
	case errors.As(err, &ute) && ute.Field == "":
		// The body itself has the wrong type (an array, a string, ...).
		return inErr("body", "want a JSON object like {\"size\":3,\"scramble\":\"R U R' U'\"}, got %s", ute.Value)
	case errors.As(err, &ute):
		return inErr(ute.Field, "want a JSON %s, got %s", ute.Type, ute.Value)
	case errors.As(err, &se):
		return inErr("body", "malformed JSON at byte %d: %v", se.Offset, err)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return inErr("body", "malformed JSON: it ends too soon")
	case errors.Is(err, io.EOF):
		return inErr("body", "empty body; want a JSON object like {\"size\":3,\"scramble\":\"R U R' U'\"}")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		f := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		const known = "known: size, scramble, facelets, scheme, method, timeout_ms, seed, max_length, time_limit_ms, max_nodes"
		if f == "" {
			return inErr("body", "a field with an empty name (%s)", known)
		}
		return inErr(f, "unknown field (%s)", known)
	}
	return inErr("body", "%v", err)
}

// cubeFromRequest builds the cube a request describes.
func cubeFromRequest(size int, scramble, facelets, scheme string) (*cube.Cube, error) {
	if facelets != "" {
		if scramble != "" {
			return nil, inErr("facelets", "give scramble or facelets, not both")
		}
		c, err := parseFacelets(facelets, scheme)
		if err != nil {
			return nil, err
		}
		if size != 0 && size != c.N() {
			return nil, inErr("size", "%d does not match the facelets, which describe a %dx%dx%d", size, c.N(), c.N(), c.N())
		}
		return c, nil
	}
	if size == 0 {
		return nil, inErr("size", "missing; give the cube size N (2..%d)", cube.MaxN)
	}
	if size < 2 || size > cube.MaxN {
		return nil, inErr("size", "%d is out of range 2..%d", size, cube.MaxN)
	}
	if len(scramble) > 16<<10 {
		return nil, inErr("scramble", "longer than 16384 characters")
	}
	alg, err := cube.ParseAlg(scramble, size)
	if err != nil {
		return nil, inErr("scramble", "%v", err)
	}
	c := cube.MustNew(size)
	if err := c.ApplyAlg(alg); err != nil {
		return nil, inErr("scramble", "%v", err)
	}
	return c, nil
}

// parseFacelets reads a facelet string in the scheme (default YOBRGW, faces
// U L F R B D), or a Kociemba URFDLB string of face letters, and checks it is
// reachable.
func parseFacelets(str, scheme string) (*cube.Cube, error) {
	sc := cube.DefaultScheme
	if scheme != "" {
		var err error
		if sc, err = cube.ParseScheme(scheme); err != nil {
			return nil, inErr("scheme", "%v", err)
		}
	}
	c, err := cube.ParseFacelets(str, sc)
	if err != nil && scheme == "" && strings.Trim(strings.ToUpper(str), "URFDLB \n\t") == "" {
		if u, uerr := cube.ParseURFDLB(str); uerr == nil {
			c, err = u, nil
		}
	}
	if err != nil {
		return nil, inErr("facelets", "%v", err)
	}
	if c.N() < 2 {
		return nil, inErr("facelets", "a 1x1x1 has nothing to solve")
	}
	if err := c.Validate(); err != nil {
		return nil, inErr("facelets", "not a reachable state: %v", err)
	}
	return c, nil
}

func (s *Server) handleSolve(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodPost) {
		return
	}
	req, c, err := s.decodeSolve(w, r)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	cfg := algorithms.Config{
		Seed: req.Seed, MaxLength: req.MaxLength, MaxNodes: req.MaxNodes,
		TimeLimit: time.Duration(req.TimeLimitMS) * time.Millisecond,
	}
	if cfg.TimeLimit == 0 && cfg.MaxLength == 0 && s.cfg.ImproveLimit > 0 {
		cfg.TimeLimit = s.cfg.ImproveLimit
	}
	solver, err := algorithms.New(req.Method, c.N(), cfg)
	if err != nil {
		badRequest(w, "method", err.Error())
		return
	}
	if m, _ := algorithms.Lookup(solver.Name()); m.Slow {
		if !s.cfg.AllowSlow {
			writeError(w, http.StatusForbidden, "method", fmt.Sprintf("%s takes minutes of CPU per cube and is off on this server (start it with serve --allow-%s)", m.Name, m.Name))
			return
		}
		cfg.Threads = 1 // one solve slot, one core
		solver = m.New(cfg)
	}
	if !s.solves.acquire(r.Context()) {
		overloaded(w, "solves")
		return
	}
	defer s.solves.release()
	timeout := s.cfg.SolveTimeout
	if req.TimeoutMS > 0 {
		timeout = time.Duration(req.TimeoutMS) * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(r.Context(), timeout)
	defer cancel()
	// Tables are built within the deadline; time_ms is the search alone.
	sol, setup, err := algorithms.SolveChecked(ctx, solver, c, nil)
	if err != nil {
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			writeError(w, http.StatusGatewayTimeout, "timeout_ms", fmt.Sprintf("%s found no solution within %v", solver.Name(), timeout))
		case errors.Is(err, context.Canceled):
			s.stopped(w)
		case errors.Is(err, algorithms.ErrGaveUp):
			writeError(w, http.StatusUnprocessableEntity, "method", fmt.Sprintf("%s: %v", solver.Name(), err))
		case errors.Is(err, algorithms.ErrUnsupported):
			badRequest(w, "method", err.Error())
		case errors.Is(err, algorithms.ErrWrongSolution):
			s.logf("solve %v", err)
			writeError(w, http.StatusInternalServerError, "", err.Error())
		default:
			s.logf("solve %s %dx%d: %v", solver.Name(), c.N(), c.N(), err)
			writeError(w, http.StatusInternalServerError, "", fmt.Sprintf("%s: %v", solver.Name(), err))
		}
		return
	}
	sum := algorithms.Summarize(solver.Name(), c.N(), sol)
	sum.SetupMS = float64(setup.Microseconds()) / 1000
	writeJSON(w, http.StatusOK, sum)
}

// writeInputError answers 400 (413 for an oversized body) naming the field.
func (s *Server) writeInputError(w http.ResponseWriter, err error) {
	var ie *inputError
	if errors.As(err, &ie) {
		status := http.StatusBadRequest
		if ie.field == "body" && strings.Contains(ie.msg, "larger than") {
			status = http.StatusRequestEntityTooLarge
		}
		writeError(w, status, ie.field, ie.msg)
		return
	}
	badRequest(w, "", err.Error())
}
