package web

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzGetQueries sends arbitrary queries to the GET endpoints other than
// /cube2 (FuzzCube2Handler has that): every answer is 200 or a 400 naming
// the field at fault; never another status or a panic.
func FuzzGetQueries(f *testing.F) {
	for _, s := range []string{
		"/v1/scramble?size=2&seed=5", "/v1/scramble?size=x&random_state=maybe", "/v1/methods?size=3",
		"/v1/methods?size=-1", "/v1/render.svg?size=2&alg=R%20U&width=32", "/v1/render.png?size=2&width=16&height=17",
		"/v1/render.svg?facelets=YYYYOOOOBBBBRRRRGGGGWWWW&scheme=YOBRGW&alg=R", "/v1/render.svg?facelets=%zz",
	} {
		path, query, _ := strings.Cut(s, "?")
		f.Add(path, query)
	}
	s := New(Config{})
	f.Fuzz(func(t *testing.T, path, raw string) {
		switch path {
		case "/v1/scramble", "/v1/methods", "/v1/render.svg", "/v1/render.png":
		default:
			return
		}
		r := httptest.NewRequest("GET", path, nil)
		r.URL.RawQuery = raw
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		switch w.Code {
		case http.StatusOK:
		case http.StatusBadRequest:
			if e := apiError(t, answer{status: w.Code, body: w.Body.Bytes()}); e.Field == "" {
				t.Fatalf("%s?%s: 400 without a field: %s", path, raw, w.Body)
			}
		default:
			t.Fatalf("%s?%q: status %d %s", path, raw, w.Code, w.Body)
		}
	})
}
