package lab

import "time"

// Distribution summarises a sample: its mean and the order statistics a
// band or box chart draws. Percentiles are nearest-rank, as in Stats.
type Distribution struct {
	Mean, Min, P10, Median, P90, Max float64
}

// distributionOf returns the sample's distribution; the zero value when it
// is empty.
func distributionOf(xs []float64) Distribution {
	if len(xs) == 0 {
		return Distribution{}
	}
	mean, _, lo, hi := summary(xs)
	return Distribution{
		Mean: mean, Min: lo, Max: hi,
		P10: percentile(xs, 0.1), Median: percentile(xs, 0.5), P90: percentile(xs, 0.9),
	}
}

// MethodDistribution is one method's solution lengths and solve times on
// one cube size, over its solved positions.
type MethodDistribution struct {
	Method        string
	N             int
	Solved, Total int
	Moves         Distribution // OBTM (HTM on 2x2x2 and 3x3x3)
	BTM           Distribution // block turns
	Seconds       Distribution // wall-clock seconds
}

// Distributions returns, per method in the report's order, the moves and
// time distributions of its solved positions.
func (r *Report) Distributions() []MethodDistribution {
	out := make([]MethodDistribution, 0, len(r.Methods))
	for _, m := range r.Methods {
		d := MethodDistribution{Method: m, N: r.Options.N}
		var moves, btm, secs []float64
		for _, res := range r.Results {
			if res.Method != m {
				continue
			}
			d.Total++
			if res.Solved {
				d.Solved++
				moves = append(moves, float64(res.Moves))
				btm = append(btm, float64(res.BTM))
				secs = append(secs, res.Duration.Seconds())
			}
		}
		d.Moves, d.BTM, d.Seconds = distributionOf(moves), distributionOf(btm), distributionOf(secs)
		out = append(out, d)
	}
	return out
}

// seconds turns a number of seconds back into a duration for printing.
func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
