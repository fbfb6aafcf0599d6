package web

import (
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
)

// parseQuery reads the request's query string, refusing a malformed escape
// such as %ZZ (URL.Query would silently drop the parameter holding it) and
// a parameter given more than once (url.Values.Get would silently take the
// first of size=3&size=4), as /cube2 does.
func parseQuery(r *http.Request) (url.Values, error) {
	q, err := url.ParseQuery(r.URL.RawQuery)
	if err != nil {
		return nil, inErr("query", "%v", err)
	}
	for _, name := range slices.Sorted(maps.Keys(q)) {
		if len(q[name]) > 1 {
			return nil, inErr(name, "given more than once (%d times); give it once", len(q[name]))
		}
	}
	return q, nil
}

// intParam reads an optional integer query parameter within lo..hi.
func intParam(q url.Values, name string, def, lo, hi int) (int, error) {
	v := q.Get(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, inErr(name, "%q is not an integer", v)
	}
	if n < lo || n > hi {
		return 0, inErr(name, "%d is out of range %d..%d", n, lo, hi)
	}
	return n, nil
}

// boolParam reads an optional boolean query parameter.
func boolParam(q url.Values, name string, def bool) (bool, error) {
	v := q.Get(name)
	if v == "" {
		return def, nil
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return false, inErr(name, "%q is not true or false", v)
	}
	return b, nil
}
