package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// POST /v1/solve reads JSON only: text/plain, form and multipart bodies
// (which any web page can make its visitor's browser send without a CORS
// preflight) were solved with 200; now they, a missing type and a charset
// JSON does not have are 415 naming Content-Type.
func TestSolveNeedsJSONContentType(t *testing.T) {
	s := New(Config{})
	const body = `{"size":2,"scramble":"R U"}`
	for _, tt := range []struct {
		types []string
		want  int
	}{
		{nil, 415},
		{[]string{"text/plain"}, 415},
		{[]string{"text/plain;charset=UTF-8"}, 415},
		{[]string{"application/x-www-form-urlencoded"}, 415},
		{[]string{"multipart/form-data; boundary=x"}, 415},
		{[]string{"application/json; charset=latin1"}, 415},
		{[]string{"application/json", "application/json"}, 415},
		{[]string{"application/json"}, 200},
		{[]string{"Application/JSON; charset=utf-8"}, 200},
	} {
		req := httptest.NewRequest("POST", "/v1/solve", strings.NewReader(body))
		req.Header["Content-Type"] = tt.types
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		if rec.Code != tt.want {
			t.Errorf("Content-Type %q: %d %s, want %d", tt.types, rec.Code, rec.Body, tt.want)
			continue
		}
		if tt.want != 200 {
			var e ErrorBody
			if err := json.Unmarshal(rec.Body.Bytes(), &e); err != nil || e.Error.Field != "Content-Type" || !strings.Contains(e.Error.Message, "application/json") {
				t.Errorf("Content-Type %q: %s, want field Content-Type saying application/json", tt.types, rec.Body)
			}
		}
	}
}

// Every query endpoint refuses a parameter given twice, naming it, as /cube2
// does: size=3&size=4 rendered a 3x3 with 200.
func TestQueryParameterGivenTwice(t *testing.T) {
	s := New(Config{})
	for _, tt := range []struct{ target, field string }{
		{"/v1/render.png?size=3&size=4", "size"},
		{"/v1/render.svg?size=3&alg=R&alg=U", "alg"},
		{"/v1/render.svg?size=3&width=64&width=64", "width"},
		{"/v1/render.png?facelets=YYYYOOOOBBBBRRRRGGGGWWWW&scheme=wca&scheme=classic", "scheme"},
		{"/v1/scramble?size=3&size=3", "size"},
		{"/v1/scramble?size=3&seed=1&seed=2", "seed"},
		{"/v1/scramble?random_state=false&random_state=true", "random_state"},
		{"/v1/methods?size=3&size=4", "size"},
	} {
		rec, _ := serveAllocated(s, "GET", tt.target, "")
		var e ErrorBody
		if rec.Code != 400 || json.Unmarshal(rec.Body.Bytes(), &e) != nil || e.Error.Field != tt.field || !strings.Contains(e.Error.Message, "more than once") {
			t.Errorf("%s: %d %s, want 400 naming %s", tt.target, rec.Code, rec.Body, tt.field)
		}
	}
}

// A server listening on loopback answers only loopback host names (a page
// that rebinds its own name to 127.0.0.1 sends that name as Host) and no
// other site's pages (their Origin); before, it answered any Host and any
// Origin.
func TestLoopbackServerRefusesOtherHostsAndOrigins(t *testing.T) {
	addr, _ := serveLoopback(t, Config{})
	port := addr[strings.LastIndexByte(addr, ':')+1:]
	for _, tt := range []struct {
		host, origin string
		field        string // "": answered
	}{
		{"", "", ""},
		{"localhost:" + port, "", ""},
		{"LOCALHOST", "", ""},
		{"127.0.0.1:" + port, "http://127.0.0.1:" + port, ""},
		{"[::1]:" + port, "http://localhost:" + port, ""},
		{"127.0.0.2", "http://[::1]:" + port, ""},
		{"rebound.example:" + port, "", "Host"},
		{"rebound.example", "http://rebound.example:" + port, "Host"},
		{"127.0.0.1.nip.io:" + port, "", "Host"},
		{"localhost:" + port, "http://evil.example", "Origin"},
		{"localhost:" + port, "https://localhost:" + port, "Origin"},
		{"localhost:" + port, "http://localhost:1", "Origin"},
		{"localhost:" + port, "http://localhost", "Origin"},
		{"localhost:" + port, "null", "Origin"},
	} {
		for _, path := range []string{"/healthz", "/v1/solve"} {
			method, body := "GET", ""
			if path == "/v1/solve" {
				method, body = "POST", `{"size":2,"scramble":"R"}`
			}
			req, err := http.NewRequest(method, "http://"+addr+path, strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			req.Host = tt.host
			if req.Host == "" {
				req.Host = addr // net/http always sends one; the empty case is below
			}
			if tt.origin != "" {
				req.Header.Set("Origin", tt.origin)
			}
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var e ErrorBody
			_ = json.NewDecoder(resp.Body).Decode(&e)
			resp.Body.Close()
			switch {
			case tt.field == "" && resp.StatusCode != 200:
				t.Errorf("%s Host %q Origin %q: %d %+v, want 200", path, tt.host, tt.origin, resp.StatusCode, e)
			case tt.field != "" && (resp.StatusCode != 403 || e.Error.Field != tt.field):
				t.Errorf("%s Host %q Origin %q: %d %+v, want 403 naming %s", path, tt.host, tt.origin, resp.StatusCode, e, tt.field)
			}
		}
	}
	// A request without Host (HTTP/1.0) is no browser's: it passes.
	g := &localGuard{port: port, next: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})}
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.Host = ""
	rec := httptest.NewRecorder()
	g.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Errorf("no Host: %d %s", rec.Code, rec.Body)
	}
}

// The guard stands only before loopback listeners: a server bound to other
// interfaces is meant to answer other names.
func TestGuardOnlyOnLoopback(t *testing.T) {
	h := http.NotFoundHandler()
	for addr, guarded := range map[string]bool{
		"127.0.0.1:3000": true, "localhost:3000": true, "[::1]:3000": true,
		":3000": false, "0.0.0.0:3000": false, "192.0.2.7:3000": false, "[::]:3000": false, "cubes.example:80": false,
	} {
		if _, ok := guard(addr, h).(*localGuard); ok != guarded {
			t.Errorf("%s: guarded %v, want %v", addr, ok, guarded)
		}
	}
	hs := New(Config{}).HTTPServer() // default address 127.0.0.1:3000
	req := httptest.NewRequest("GET", "/healthz", nil)
	req.Host = "rebound.example"
	rec := httptest.NewRecorder()
	hs.Handler.ServeHTTP(rec, req)
	if rec.Code != 403 {
		t.Errorf("HTTPServer's handler answered Host rebound.example: %d %s", rec.Code, rec.Body)
	}
}
