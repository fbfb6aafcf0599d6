package web

import (
	"encoding/json"
	"net/http"
	"strconv"
)

// ErrorBody is the JSON shape of every error answer.
type ErrorBody struct {
	Error APIError `json:"error"`
}

// APIError says what was wrong and, for bad input, which field.
type APIError struct {
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// writeJSON answers with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b = []byte(`{"error":{"message":"encoding the answer failed"}}`)
	}
	writeRaw(w, status, "application/json", append(b, '\n'))
}

// writeRaw answers with a body already encoded.
func writeRaw(w http.ResponseWriter, status int, contentType string, body []byte) {
	h := w.Header()
	h["Content-Type"] = []string{contentType}
	h["Content-Length"] = []string{strconv.Itoa(len(body))}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// writeError answers with a structured error.
func writeError(w http.ResponseWriter, status int, field, msg string) {
	writeJSON(w, status, ErrorBody{APIError{Field: field, Message: msg}})
}

// badRequest answers 400 naming the field at fault.
func badRequest(w http.ResponseWriter, field, msg string) {
	writeError(w, http.StatusBadRequest, field, msg)
}

// overloaded answers 503 with Retry-After so clients back off instead of
// piling up.
func overloaded(w http.ResponseWriter, what string) {
	w.Header().Set("Retry-After", "1")
	writeError(w, http.StatusServiceUnavailable, "", "too many concurrent "+what+"; retry after 1 s")
}

// stopped answers a request whose work was cancelled: 503 with Retry-After
// when the server is shutting down; nothing when the client went away, as
// nobody would read it.
func (s *Server) stopped(w http.ResponseWriter) {
	if s.stopping.Load() {
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusServiceUnavailable, "", "the server is shutting down; retry after 1 s")
	}
}

// methodCheck answers 405 unless the request uses one of the allowed methods
// (HEAD is allowed with GET).
func methodCheck(w http.ResponseWriter, r *http.Request, allowed string) bool {
	if r.Method == allowed || (allowed == http.MethodGet && r.Method == http.MethodHead) {
		return true
	}
	w.Header().Set("Allow", allowed)
	writeError(w, http.StatusMethodNotAllowed, "", r.Method+" not allowed here; use "+allowed)
	return false
}
