package algorithms

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Method describes a registered solving method.
type Method struct {
	Name        string
	Description string
	// Sizes reports whether the method solves NxNxN cubes.
	Sizes func(n int) bool
	// Rank orders methods in menus and picks "auto": lower is preferred.
	Rank int
	// New makes a solver with the given configuration.
	New func(Config) Solver
	// Slow marks a method that takes minutes of CPU per solve (optimal):
	// benchmarks leave it out unless named, the HTTP API unless allowed,
	// and the command line shows its progress.
	Slow bool
	// Tables, for a method with a choice of pruning tables, lists the
	// choices smallest first (the first is the default); Config.TableSize
	// names one.
	Tables []TableChoice
}

// TableChoice is one configuration of a method's tables.
type TableChoice struct {
	Name  string // what Config.TableSize takes
	About string // its memory and build time, for menus
}

var (
	regMu   sync.RWMutex
	methods = map[string]Method{}
)

// Register adds a method; sub-packages call it from init. Registering a name
// twice panics, as that is a programming error.
func Register(m Method) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := methods[m.Name]; dup {
		panic("algorithms: method registered twice: " + m.Name)
	}
	methods[m.Name] = m
}

// Lookup returns the named method.
func Lookup(name string) (Method, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	m, ok := methods[strings.ToLower(name)]
	return m, ok
}

// Methods returns the methods that solve NxNxN cubes (all methods if n <= 0),
// preferred first.
func Methods(n int) []Method {
	regMu.RLock()
	defer regMu.RUnlock()
	var out []Method
	for _, m := range methods {
		if n <= 0 || m.Sizes(n) {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Rank != out[j].Rank {
			return out[i].Rank < out[j].Rank
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// Names lists the method names for NxNxN cubes, preferred first.
func Names(n int) []string {
	var out []string
	for _, m := range Methods(n) {
		out = append(out, m.Name)
	}
	return out
}

// QuickNames lists the methods for NxNxN cubes that are not Slow, preferred
// first: what a benchmark runs unless told otherwise.
func QuickNames(n int) []string {
	var out []string
	for _, m := range Methods(n) {
		if !m.Slow {
			out = append(out, m.Name)
		}
	}
	return out
}

// New makes a solver by name for an NxNxN cube; "auto" (or "") picks the
// preferred method for N.
func New(name string, n int, cfg Config) (Solver, error) {
	if name == "" || strings.EqualFold(name, "auto") {
		ms := Methods(n)
		if len(ms) == 0 {
			return nil, fmt.Errorf("%w: no method solves %dx%dx%d cubes", ErrUnsupported, n, n, n)
		}
		return ms[0].New(cfg), nil
	}
	m, ok := Lookup(name)
	if !ok {
		return nil, fmt.Errorf("unknown method %q (known: %s)", name, strings.Join(Names(0), ", "))
	}
	if !m.Sizes(n) {
		return nil, fmt.Errorf("%w: %s does not solve %dx%dx%d cubes (try: %s)", ErrUnsupported, m.Name, n, n, n, strings.Join(Names(n), ", "))
	}
	return m.New(cfg), nil
}

// SizeIn returns a Sizes function for the listed sizes.
func SizeIn(ns ...int) func(int) bool {
	return func(n int) bool { return slices.Contains(ns, n) }
}
