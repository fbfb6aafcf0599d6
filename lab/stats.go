package lab

import (
	"math"
	"slices"
	"time"
)

// MethodStats summarises one method over a run; times and nodes cover the
// solved positions only.
type MethodStats struct {
	Method                                 string
	Solved, Failed, TimedOut               int
	TimeMean, TimeMax, TimeMin, TimeSD     time.Duration
	TimeP50, TimeP90                       time.Duration
	CPUMean                                time.Duration // the solving thread's CPU time; 0 when unknown
	VsBest                                 float64       // mean time / the fastest method's mean time
	HasNodes                               bool
	NodesMean, NodesMax, NodesMin, NodesSD float64
	MovesMean                              float64 // OBTM (HTM on 2x2x2 and 3x3x3)
	BTMMean                                float64
	MovesMax                               int
	MovesP50, MovesP90                     int     // nearest-rank median and 90th percentile of the lengths
	OptimalRatio                           float64 // mean of length / optimal length, 0 when unknown
	OptimalHits                            int     // solves of exactly optimal length
	TimeComplexity, SpaceComplexity        string
}

// complexities are the report's published columns for its methods, and ours for the
// table methods; other methods get "-".
var complexities = map[string][2]string{
	"iddfs":     {"O(b^d)", "O(d)"},
	"idastar":   {"O(b^d)", "O(d)"},
	"genetic":   {"Pre-defined", "Pre-defined"},
	"annealing": {"Pre-defined", "Pre-defined"},
	"wastar":    {"O(b^d)", "O(b^d)"},
	"bibfs":     {"O(2·b^(d/2))", "O(2·b^(d/2))"},
	"pdb":       {"O(b^(d-h))", "O(d) + tables"},
	"pdb-plain": {"O(b^(d-h))", "O(d) + tables"},
	"table":     {"O(d·b)", "O(states)"},
}

// Stats computes per-method statistics in the report's method order.
func (r *Report) Stats() []MethodStats {
	var out []MethodStats
	for _, m := range r.Methods {
		st := MethodStats{Method: m, TimeComplexity: "-", SpaceComplexity: "-"}
		if c, ok := complexities[m]; ok {
			st.TimeComplexity, st.SpaceComplexity = c[0], c[1]
		}
		var times, nodes, lengths []float64
		var cpu time.Duration
		cpuKnown := true
		var ratio float64
		ratios := 0
		moves, btm := 0, 0
		for _, res := range r.Results {
			if res.Method != m {
				continue
			}
			if !res.Solved {
				st.Failed++
				if res.TimedOut {
					st.TimedOut++
				}
				continue
			}
			st.Solved++
			times = append(times, float64(res.Duration))
			cpu += res.CPU
			cpuKnown = cpuKnown && res.CPU > 0
			if res.Visited > 0 {
				st.HasNodes = true
			}
			nodes = append(nodes, float64(res.Visited))
			moves += res.Moves
			btm += res.BTM
			lengths = append(lengths, float64(res.Moves))
			st.MovesMax = max(st.MovesMax, res.Moves)
			if res.Optimal > 0 {
				ratio += float64(res.Moves) / float64(res.Optimal)
				ratios++
			}
			if res.Optimal >= 0 && res.Moves == res.Optimal {
				st.OptimalHits++
			}
		}
		if st.Solved > 0 {
			mean, sd, lo, hi := summary(times)
			st.TimeMean, st.TimeSD, st.TimeMin, st.TimeMax = time.Duration(mean), time.Duration(sd), time.Duration(lo), time.Duration(hi)
			st.TimeP50, st.TimeP90 = time.Duration(percentile(times, 0.5)), time.Duration(percentile(times, 0.9))
			st.NodesMean, st.NodesSD, st.NodesMin, st.NodesMax = summary(nodes)
			st.MovesMean = float64(moves) / float64(st.Solved)
			st.BTMMean = float64(btm) / float64(st.Solved)
			st.MovesP50, st.MovesP90 = int(percentile(lengths, 0.5)), int(percentile(lengths, 0.9))
			if cpuKnown {
				st.CPUMean = cpu / time.Duration(st.Solved)
			}
		}
		if ratios > 0 {
			st.OptimalRatio = ratio / float64(ratios)
		}
		out = append(out, st)
	}
	best := time.Duration(0)
	for _, st := range out {
		if st.Solved > 0 && (best == 0 || st.TimeMean < best) {
			best = st.TimeMean
		}
	}
	for i := range out {
		if best > 0 && out[i].Solved > 0 {
			out[i].VsBest = float64(out[i].TimeMean) / float64(best)
		}
	}
	return out
}

// summary returns mean, population standard deviation, min and max.
func summary(xs []float64) (mean, sd, lo, hi float64) {
	if len(xs) == 0 {
		return 0, 0, 0, 0
	}
	lo, hi = xs[0], xs[0]
	for _, x := range xs {
		mean += x
		lo, hi = min(lo, x), max(hi, x)
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(xs))), lo, hi
}

// percentile returns the nearest-rank q-quantile.
func percentile(xs []float64, q float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	k := int(math.Ceil(q*float64(len(s)))) - 1
	return s[max(0, min(k, len(s)-1))]
}

// OptimalDistribution counts the positions by optimal length (nil when
// unknown), the report's second table.
func (r *Report) OptimalDistribution() map[int]int {
	out := map[int]int{}
	for _, p := range r.Positions {
		if p.Optimal >= 0 {
			out[p.Optimal]++
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
