package web

import (
	"net/url"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"cubelab/algorithms"
	"cubelab/cube"
)

// openAPI reads openapi.yaml as plain maps (aliases resolved).
func openAPI(t *testing.T) map[string]any {
	t.Helper()
	b, err := os.ReadFile("openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("openapi.yaml: %v", err)
	}
	return doc
}

// dig follows keys through nested maps and lists (a list step is an index
// given as an int).
func dig(t *testing.T, v any, path ...any) any {
	t.Helper()
	for _, k := range path {
		switch k := k.(type) {
		case string:
			m, ok := v.(map[string]any)
			if !ok {
				t.Fatalf("openapi.yaml: no map at %v (looking for %q)", path, k)
			}
			v = m[k]
		case int:
			l, ok := v.([]any)
			if !ok || k >= len(l) {
				t.Fatalf("openapi.yaml: no list at %v", path)
			}
			v = l[k]
		}
	}
	return v
}

// resolve follows a local $ref.
func resolve(t *testing.T, doc map[string]any, v any) any {
	t.Helper()
	if m, ok := v.(map[string]any); ok {
		if ref, ok := m["$ref"].(string); ok {
			var path []any
			for _, p := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
				path = append(path, p)
			}
			return dig(t, doc, path...)
		}
	}
	return v
}

func propertyNames(t *testing.T, doc map[string]any, schema any) []string {
	t.Helper()
	props, ok := dig(t, resolve(t, doc, schema), "properties").(map[string]any)
	if !ok {
		t.Fatalf("schema %v has no properties", schema)
	}
	var names []string
	for k := range props {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}

func jsonNames(v any) []string {
	var names []string
	rt := reflect.TypeOf(v)
	for i := 0; i < rt.NumField(); i++ {
		name, _, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// Every JSON object the server reads or writes is documented with exactly
// its fields, and every documented query parameter is read by the handler
// (a bad value for it is a 400 naming it).
func TestOpenAPIMatchesCode(t *testing.T) {
	doc := openAPI(t)
	ok200 := func(path, method string) any {
		return dig(t, doc, "paths", path, method, "responses", "200", "content", "application/json", "schema")
	}
	schemas := []struct {
		name   string
		schema any
		goType any
	}{
		{"SolveRequest", dig(t, doc, "components", "schemas", "SolveRequest"), SolveRequest{}},
		{"SolveResponse", ok200("/v1/solve", "post"), algorithms.Summary{}},
		{"SolveResponse.steps", dig(t, doc, "components", "schemas", "SolveResponse", "properties", "steps", "items"), algorithms.StepSummary{}},
		{"scramble", ok200("/v1/scramble", "get"), ScrambleResponse{}},
		{"methods", ok200("/v1/methods", "get"), MethodsResponse{}},
		{"methods.items", dig(t, ok200("/v1/methods", "get"), "properties", "methods", "items"), MethodInfo{}},
		{"healthz", ok200("/healthz", "get"), Health{}},
		{"Error", dig(t, doc, "components", "schemas", "Error"), ErrorBody{}},
		{"Error.error", dig(t, doc, "components", "schemas", "Error", "properties", "error"), APIError{}},
	}
	for _, s := range schemas {
		if got, want := propertyNames(t, doc, s.schema), jsonNames(s.goType); !slices.Equal(got, want) {
			t.Errorf("%s: openapi.yaml documents %v, the code has %v", s.name, got, want)
		}
	}
	// Query parameters: documented set == what the handler reads, shown by
	// a bad value of each giving 400 with that field.
	solved2 := cube.MustNew(2).String()
	badValue := map[string]map[string]string{
		"/cube2": {
			"p2": "p2=x&p1=0&p0=0&o=0", "p1": "p2=0xf0&p1=x&p0=0&o=0",
			"p0": "p2=0xf0&p1=0xcc&p0=x&o=0", "o": "p2=0xf0&p1=0xcc&p0=0xaa&o=x",
		},
		"/v1/scramble": {"size": "size=x", "seed": "seed=x", "random_state": "random_state=x"},
		"/v1/methods":  {"size": "size=x"},
		"/v1/render.png": {
			"size": "size=x", "alg": "alg=Q", "facelets": "facelets=Q", "scheme": "facelets=" + solved2 + "&scheme=Q",
			"width": "width=x", "height": "height=x", "marks": "marks=x",
		},
	}
	badValue["/v1/render.svg"] = badValue["/v1/render.png"]
	ts := newTestServer(t, Config{})
	for path, params := range badValue {
		var documented []string
		for _, p := range dig(t, doc, "paths", path, "get", "parameters").([]any) {
			documented = append(documented, dig(t, p, "name").(string))
		}
		slices.Sort(documented)
		var tested []string
		for name, query := range params {
			tested = append(tested, name)
			a := do(t, ts, "GET", path+"?"+query, "")
			if a.status != 400 || apiError(t, a).Field != name {
				t.Errorf("%s?%s: %d %s, want 400 naming %s", path, query, a.status, a.body, name)
			}
		}
		slices.Sort(tested)
		if !slices.Equal(documented, tested) {
			t.Errorf("%s: openapi.yaml documents parameters %v, the handler reads %v", path, documented, tested)
		}
	}
	// Every documented example request body is accepted.
	for name, ex := range dig(t, doc, "paths", "/v1/solve", "post", "requestBody", "content", "application/json", "examples").(map[string]any) {
		body, err := jsonMarshal(dig(t, ex, "value"))
		if err != nil {
			t.Fatal(err)
		}
		if a := do(t, ts, "POST", "/v1/solve", string(body)); a.status != 200 {
			t.Errorf("example %s %s: %d %s", name, body, a.status, a.body)
		}
	}
	// The documented /cube2 example query answers its documented shape.
	var q url.Values = url.Values{}
	for _, p := range dig(t, doc, "paths", "/cube2", "get", "parameters").([]any) {
		q.Set(dig(t, p, "name").(string), dig(t, p, "example").(string))
	}
	if a := do(t, ts, "GET", "/cube2?"+q.Encode(), ""); a.status != 200 || !strings.Contains(string(a.body), `"normalize":["x1","y3"]`) {
		t.Errorf("documented /cube2 example: %d %s", a.status, a.body)
	}
}

// README's HTTP API section names every request field and every route.
func TestREADMEDocumentsAPI(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sec, ok := strings.Cut(string(b), "\n## HTTP API\n")
	if !ok {
		t.Fatal("README has no HTTP API section")
	}
	sec, _, _ = strings.Cut(sec, "\n## ")
	for _, f := range jsonNames(SolveRequest{}) {
		if !strings.Contains(sec, "`"+f+"`") && !strings.Contains(sec, `"`+f+`"`) {
			t.Errorf("README HTTP API section does not mention the solve field %q", f)
		}
	}
	for _, p := range []string{"/cube2", "/v1/solve", "/v1/scramble", "/v1/methods", "/v1/render.png", "/v1/render.svg", "/healthz"} {
		if !strings.Contains(sec, p) {
			t.Errorf("README HTTP API section does not mention %s", p)
		}
	}
}
