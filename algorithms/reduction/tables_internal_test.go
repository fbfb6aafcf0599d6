package reduction

import "context"

// geomFor returns size n's geometry and tables, building them if need be.
func geomFor(n int) *geom {
	g, err := tablesFor(context.Background(), n)
	if err != nil {
		panic(err) // cannot happen: the context never ends
	}
	return g
}
