package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"reflect"
	"strings"
	"time"

	"cubelab/algorithms"
	_ "cubelab/algorithms/methods" // link every method into the registry
	"cubelab/cube"
	"cubelab/render"
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

// inputError is a client error naming the field at fault; status 0 means
// 400.
type inputError struct {
	field, msg string
	status     int
}

func (e *inputError) Error() string { return e.field + ": " + e.msg }

func inErr(field, format string, args ...any) error {
	return &inputError{field: field, msg: fmt.Sprintf(format, args...)}
}

// decodeSolve reads and checks a solve request, returning the cube to solve
// (built later, inside the concurrency limit).
func (s *Server) decodeSolve(w http.ResponseWriter, r *http.Request) (SolveRequest, cubeSpec, error) {
	var req SolveRequest
	if err := checkJSONType(r.Header); err != nil {
		return req, cubeSpec{}, err
	}
	// Read to the end: a body over the limit is refused even when its JSON
	// object ends before the limit.
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.MaxBodyBytes))
	if err != nil {
		return req, cubeSpec{}, bodyError(err, s.cfg.MaxBodyBytes)
	}
	if err := checkFieldNames(body); err != nil {
		return req, cubeSpec{}, err
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, cubeSpec{}, jsonError(err, s.cfg.MaxBodyBytes)
	}
	if _, err := dec.Token(); err != io.EOF {
		return req, cubeSpec{}, inErr("body", "unexpected data after the JSON object")
	}
	spec, err := cubeFromRequest(req.Size, req.Scramble, req.Facelets, req.Scheme)
	if err != nil {
		return req, cubeSpec{}, err
	}
	req.Size = spec.n
	// Compare milliseconds: a huge value times a millisecond would overflow.
	if req.TimeoutMS < 0 || req.TimeoutMS > s.cfg.MaxSolveTimeout.Milliseconds() {
		return req, cubeSpec{}, inErr("timeout_ms", "%d is out of range 0..%d (0: the server default %d)",
			req.TimeoutMS, s.cfg.MaxSolveTimeout.Milliseconds(), s.cfg.SolveTimeout.Milliseconds())
	}
	if req.MaxLength < 0 || req.MaxLength > 1000 {
		return req, cubeSpec{}, inErr("max_length", "%d is out of range 0..1000", req.MaxLength)
	}
	if req.TimeLimitMS < 0 || req.TimeLimitMS > s.cfg.MaxSolveTimeout.Milliseconds() {
		return req, cubeSpec{}, inErr("time_limit_ms", "%d is out of range 0..%d", req.TimeLimitMS, s.cfg.MaxSolveTimeout.Milliseconds())
	}
	// Improving until the deadline would end every such solve in a 504.
	deadline := req.TimeoutMS
	if deadline == 0 {
		deadline = s.cfg.SolveTimeout.Milliseconds()
	}
	if req.TimeLimitMS >= deadline {
		return req, cubeSpec{}, inErr("time_limit_ms", "%d is not below the request's deadline of %d ms (timeout_ms)", req.TimeLimitMS, deadline)
	}
	if req.MaxNodes < 0 {
		return req, cubeSpec{}, inErr("max_nodes", "%d is negative", req.MaxNodes)
	}
	return req, spec, nil
}

// checkJSONType refuses (415) a body not declared as JSON (UTF-8, the only
// charset JSON has). A page on any site can make its visitor's browser POST
// text/plain, form and multipart bodies to any address without asking, so
// a local server that read them would solve for every site its user
// visits; a JSON content type needs the browser's CORS preflight, which this
// server never grants.
func checkJSONType(h http.Header) error {
	unsupported := func(format string, args ...any) error {
		return &inputError{field: "Content-Type", msg: fmt.Sprintf(format, args...) + `; send the JSON body with "Content-Type: application/json"`, status: http.StatusUnsupportedMediaType}
	}
	vals := h.Values("Content-Type")
	switch {
	case len(vals) == 0:
		return unsupported("missing")
	case len(vals) > 1:
		return unsupported("given %d times", len(vals))
	}
	mt, params, err := mime.ParseMediaType(vals[0])
	if err != nil {
		return unsupported("%q is malformed (%v)", vals[0], err)
	}
	if mt != "application/json" {
		return unsupported("%q is not application/json", mt)
	}
	for k, v := range params {
		if k != "charset" || !strings.EqualFold(v, "utf-8") {
			return unsupported("parameter %s=%s: JSON is UTF-8 only", k, v)
		}
	}
	return nil
}

// jsonError turns a decoding failure into an input error naming the field.
func jsonError(err error, limit int64) error {
	var mbe *http.MaxBytesError
	var ute *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &mbe):
		return &inputError{field: "body", msg: fmt.Sprintf("request body is larger than %d bytes", limit), status: http.StatusRequestEntityTooLarge}
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
		return unknownField(strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`))
	}
	return inErr("body", "%v", err)
}

const knownFields = "known: size, scramble, facelets, scheme, method, timeout_ms, seed, max_length, time_limit_ms, max_nodes"

func unknownField(f string) error {
	if f == "" {
		return inErr("body", "a field with an empty name (%s)", knownFields)
	}
	return inErr(f, "unknown field (%s)", knownFields)
}

// checkFieldNames refuses a body object whose field names are not exactly
// SolveRequest's or that gives one twice: encoding/json matches names
// without regard to case and keeps the last, so {"size":3,"SIZE":5} would
// silently solve a 5x5x5. Malformed JSON is left for the decoder to report.
func checkFieldNames(body []byte) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		name, _ := tok.(string)
		if !solveFields[name] {
			return unknownField(name)
		}
		if seen[name] {
			return inErr(name, "given twice")
		}
		seen[name] = true
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil
		}
	}
	return nil
}

// solveFields are SolveRequest's JSON names.
var solveFields = func() map[string]bool {
	m := map[string]bool{}
	t := reflect.TypeFor[SolveRequest]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		m[name] = true
	}
	return m
}()

// bodyError explains a body that could not be read: too large (413), too
// slow (408: the server's read timeout passed), or cut short (400).
func bodyError(err error, limit int64) error {
	var mbe *http.MaxBytesError
	var ne net.Error
	switch {
	case errors.As(err, &mbe):
		return &inputError{field: "body", msg: fmt.Sprintf("request body is larger than %d bytes", limit), status: http.StatusRequestEntityTooLarge}
	case errors.Is(err, os.ErrDeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()):
		return &inputError{field: "body", msg: "the request body did not arrive in time", status: http.StatusRequestTimeout}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return inErr("body", "the request body ended before its declared length")
	}
	return inErr("body", "reading the request body: %v", err)
}

// cubeSpec is a checked description of a request's cube. Building it
// (applying up to cube.MaxAlgLength moves, half a second on a 33x33) is
// left for inside the concurrency limit: the checks before it cost time and
// memory linear in the request's size.
type cubeSpec struct {
	n        int
	start    *cube.Cube // from facelets; nil: solved
	scramble string     // applied to start (checked by cube.CheckAlg)
}

// build makes the cube: start (or a solved cube) after the scramble.
func (cs cubeSpec) build() (*cube.Cube, error) {
	c := cs.start
	if c == nil {
		c = cube.MustNew(cs.n)
	}
	if cs.scramble == "" {
		return c, nil
	}
	alg, err := cube.ParseAlg(cs.scramble, cs.n)
	if err == nil {
		err = c.ApplyAlg(alg)
	}
	if err != nil {
		return nil, inErr("scramble", "%v", err)
	}
	return c, nil
}

// cubeFromRequest checks the cube a request describes.
func cubeFromRequest(size int, scramble, facelets, scheme string) (cubeSpec, error) {
	if facelets != "" {
		if scramble != "" {
			return cubeSpec{}, inErr("facelets", "give scramble or facelets, not both")
		}
		c, err := parseFacelets(facelets, scheme)
		if err != nil {
			return cubeSpec{}, err
		}
		if size != 0 && size != c.N() {
			return cubeSpec{}, inErr("size", "%d does not match the facelets, which describe a %dx%dx%d", size, c.N(), c.N(), c.N())
		}
		return cubeSpec{n: c.N(), start: c}, nil
	}
	if size == 0 {
		return cubeSpec{}, inErr("size", "missing; give the cube size N (2..%d)", cube.MaxN)
	}
	if size < 2 || size > cube.MaxN {
		return cubeSpec{}, inErr("size", "%d is out of range 2..%d", size, cube.MaxN)
	}
	if len(scramble) > 16<<10 {
		return cubeSpec{}, inErr("scramble", "longer than 16384 characters")
	}
	if _, err := cube.CheckAlg(scramble, size); err != nil {
		return cubeSpec{}, inErr("scramble", "%v", err)
	}
	return cubeSpec{n: size, scramble: scramble}, nil
}

// parseFacelets reads a facelet string in the scheme (letters or a name
// render.ParseColourScheme knows; default YOBRGW, faces
// U L F R B D), or a Kociemba URFDLB string of face letters, and checks it is
// reachable.
func parseFacelets(str, scheme string) (*cube.Cube, error) {
	sc := cube.DefaultScheme
	if scheme != "" {
		var err error
		cs, err := render.ParseColourScheme(scheme)
		if err != nil {
			return nil, inErr("scheme", "%v", err)
		}
		sc = cs.Letters
	}
	c, err := cube.ParseState(str, sc, scheme == "")
	if err != nil {
		return nil, inErr("facelets", "%v", err)
	}
	if c.N() < 2 {
		return nil, inErr("facelets", "a 1x1x1 has nothing to solve")
	}
	return c, nil
}

func (s *Server) handleSolve(w http.ResponseWriter, r *http.Request) {
	if !methodCheck(w, r, http.MethodPost) {
		return
	}
	req, spec, err := s.decodeSolve(w, r)
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	cfg := algorithms.Config{
		Seed: req.Seed, MaxLength: req.MaxLength, MaxNodes: req.MaxNodes,
		TimeLimit: time.Duration(req.TimeLimitMS) * time.Millisecond,
		Threads:   s.cfg.SolveThreads,
	}
	if cfg.TimeLimit == 0 && cfg.MaxLength == 0 && s.cfg.ImproveLimit > 0 {
		cfg.TimeLimit = s.cfg.ImproveLimit
	}
	solver, err := algorithms.New(req.Method, spec.n, cfg)
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
	c, err := spec.build()
	if err != nil {
		s.writeInputError(w, err)
		return
	}
	timeout := s.cfg.SolveTimeout
	if req.TimeoutMS > 0 {
		timeout = time.Duration(req.TimeoutMS) * time.Millisecond
	}
	ctx, cancel := context.WithTimeout(r.Context(), timeout)
	defer cancel()
	// Tables are built within the deadline; time_ms is the search alone.
	sol, setup, err := algorithms.SolveChecked(ctx, solver, c, nil)
	if err == nil {
		err = algorithms.CheckMaxLength(sol, c.N(), req.MaxLength)
	}
	if err != nil {
		switch {
		case errors.Is(err, algorithms.ErrTooLong):
			writeError(w, http.StatusUnprocessableEntity, "max_length", algorithms.Named(solver.Name(), err).Error())
		case errors.Is(err, context.DeadlineExceeded):
			writeError(w, http.StatusGatewayTimeout, "timeout_ms", fmt.Sprintf("%s found no solution within %v", solver.Name(), timeout))
		case errors.Is(err, context.Canceled):
			s.stopped(w)
		case errors.Is(err, algorithms.ErrGaveUp):
			writeError(w, http.StatusUnprocessableEntity, "method", algorithms.Named(solver.Name(), err).Error())
		case errors.Is(err, algorithms.ErrUnsupported):
			badRequest(w, "method", err.Error())
		case errors.Is(err, algorithms.ErrWrongSolution):
			s.logf("solve %v", err)
			writeError(w, http.StatusInternalServerError, "", err.Error())
		default:
			s.logf("solve %s %dx%d: %v", solver.Name(), c.N(), c.N(), err)
			writeError(w, http.StatusInternalServerError, "", algorithms.Named(solver.Name(), err).Error())
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
		if ie.status != 0 {
			status = ie.status
		}
		writeError(w, status, ie.field, ie.msg)
		return
	}
	badRequest(w, "", err.Error())
}
